# nbgrader configuration for the blackjack-kit course.
#
# Plain nbgrader reads this file when run from this folder (`cd notebooks && nbgrader ...`);
# the kit (`python -m autograder notebooks ...`) copies it into its working course and adds its
# own settings on top (dead-kernel and timeout survival, restored-cell flags, feedback
# tracebacks scrubbed of hidden tests, and each student's kernel started in the grader's
# sandbox: docs/instructors/notebooks.md), so everything here also holds for plain nbgrader,
# which runs the kernels unsandboxed.
# Only nbgrader's own classes are named here: this file works without the kit installed.
c = get_config()  # noqa: F821 - provided by traitlets when nbgrader loads the file

# --- The course and its folders (nbgrader's standard layout) -------------------------------
c.CourseDirectory.course_id = "blackjack-kit"
c.CourseDirectory.source_directory = "source"        # instructor notebooks, with solutions
c.CourseDirectory.release_directory = "release"      # generated student notebooks
c.CourseDirectory.submitted_directory = "submitted"  # submitted/<student>/<assignment>/
c.CourseDirectory.autograded_directory = "autograded"
c.CourseDirectory.feedback_directory = "feedback"
# nbgrader copies every other file in source/<assignment>/ into the release unchanged,
# solutions and all: keep the jupytext text sources in notebooks/text/, never in source/.
c.CourseDirectory.ignore = [".ipynb_checkpoints", "*.pyc", "__pycache__", "feedback"]

# --- Running students' notebooks ------------------------------------------------------------
# Seconds one cell may run before it is interrupted and scored as failed. The kit's
# `--timeout` overrides it (the tests use 5).
c.Execute.timeout = 30
c.Execute.interrupt_on_timeout = True
# Seconds to wait for a cell's output after its reply (a cell that swallows the interrupt
# shows up here).
c.Execute.iopub_timeout = 4
c.Execute.raise_on_iopub_timeout = True

# --- Students' edits to test cells -----------------------------------------------------------
# An edited test cell is put back from its checksum by default; a deleted one only with this.
c.OverwriteCells.add_missing_cells = True

# --- Feedback ---------------------------------------------------------------------------------
# nbgrader's feedback shows hidden tests unless told otherwise: strip their code. (The kit also
# replaces a traceback that quotes a hidden line, which ClearHiddenTests alone leaves in.)
c.GenerateFeedback.preprocessors = [
    "nbgrader.preprocessors.GetGrades",
    "nbgrader.preprocessors.ClearHiddenTests",
    "nbconvert.preprocessors.CSSHTMLHeaderPreprocessor",
]
