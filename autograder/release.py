"""The student kit: `python -m autograder release OUT [--force] [--no-notebooks] [--hold-back NAME]`.

One source, generated copies: the model answers in `versions/vN/pontoon.py` are written once,
between solution markers, and the kit gets each file with every solution region replaced by
`raise NotImplementedError()` at the region's indentation (nbgrader's convention: the
markers go, everything outside them stays). The kit also gets the self-checks, the
assignment READMEs, a `pytest.ini` and the released notebooks when `autograder.notebooks.course`
can make them. `--hold-back cards/hand` (a notebook) or `--hold-back cards` (a notebook
assignment) leaves it out of this release, to be released later.

No released file holds a solution: `released_leaks(OUT)` lists each non-trivial line of any
solution region (the versions, the module assignments' models, the notebooks' solution cells)
that appears in a released file; `tests/test_release.py` requires it to list none.

The replacement is written here rather than borrowed from nbgrader's `ClearSolutions`: on a
one-cell wrapper of each `pontoon.py` that preprocessor gives the same text (given the code
stub `raise NotImplementedError()` and a cell marked as a solution cell, else it refuses the
cell), but importing it takes about two seconds and needs the optional notebook packages, and
it matches any line that merely mentions its markers. `tests/test_release.py` checks the two
agree on every version.
"""

from __future__ import annotations

import argparse
import importlib
import json
import re
import shutil
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from autograder.solutions import (BEGIN, END, STUB, ReleaseError,  # noqa: F401 (the kit's API)
                                  clear_solutions, count_regions)

ROOT = Path(__file__).resolve().parent.parent  # the kit's source tree
VERSIONS = ("v1", "v2", "v3", "v4")
VERSION_FILES = ("__init__.py", "__main__.py", "pontoon.py", "test_pontoon.py", "README.md")
SHARED_FILES = ("__init__.py", "selfcheck.py", "conftest.py", "play.py")
PYTEST_INI = """\
[pytest]
# The pontoon self-checks: run  pytest versions/v1  (or v2, v3, v4).
# The report is short: versions/conftest.py prints the first thing to fix, then each rule that
# still fails. Every failure's sentence: add -rf; one rule's checks: -k card_values.
testpaths = versions
addopts = -q --tb=no -rN --strict-markers -p no:cacheprovider
markers =
    rule(id): the pontoon contract rule a test checks
"""
REQUIREMENTS = "pytest>=8\nhypothesis>=6.100\n"
NOTEBOOK_REQUIREMENTS = "jupyterlab>=4\nnbgrader>=0.9.6\nmatplotlib>=3.8\n./jupyter-config\n"
# JupyterLab for students: nbgrader's instructor tools off, its Validate button kept. The kit
# ships this as a tiny local package (jupyter-config/) that requirements-notebooks.txt installs,
# so that the one pip command also writes the config into the environment (sys.prefix), the
# way `jupyter labextension disable` and `jupyter server extension disable --sys-prefix` do.
INSTRUCTOR_LAB_PLUGINS = ("@jupyter/nbgrader:formgrader", "@jupyter/nbgrader:create-assignment",
                          "@jupyter/nbgrader:course-list", "@jupyter/nbgrader:assignment-list",
                          "@jupyter/nbgrader:menu")
INSTRUCTOR_SERVER_EXTENSIONS = ("nbgrader.server_extensions.formgrader",
                                "nbgrader.server_extensions.course_list",
                                "nbgrader.server_extensions.assignment_list")
STUDENT_SERVER_CONFIG = "zz-blackjack-kit-students.json"  # read after nbgrader.json
JUPYTER_CONFIG_PYPROJECT = f"""\
# Installed by  python -m pip install -r requirements-notebooks.txt : it switches off nbgrader's
# instructor tools (formgrader, Create Assignment, course and assignment lists) in JupyterLab.
[build-system]
requires = ["setuptools>=64"]
build-backend = "setuptools.build_meta"

[project]
name = "blackjack-kit-student-jupyter"
version = "1.0"
description = "JupyterLab for the kit's students: nbgrader's instructor tools switched off"

[tool.setuptools]
packages = []

[tool.setuptools.data-files]
"etc/jupyter/labconfig" = ["labconfig/page_config.json"]
"etc/jupyter/jupyter_server_config.d" = ["{STUDENT_SERVER_CONFIG}"]
"""
VALIDATOR = ROOT / "autograder" / "notebooks" / "course.py"   # stdlib only until it runs nbgrader
NOTEBOOK_SOURCE = ROOT / "notebooks" / "source"                 # the course's instructor notebooks
# Where solutions are written: the versions, the module assignments' models, the notebooks.
SOLUTION_SOURCES = ("versions/*/*.py", "reference/*.py", "assignments/*/*.py", "notebooks/source/*/*.ipynb")
# A solution line is trivial when it could stand in any program and gives no answer away: it is
# shorter than TRIVIAL_BELOW characters (tests/test_table_assignment.py's judgement), or it is
# one of these (tests/test_cards_release.py's): a bare keyword, returning a name or a constant,
# a block's first line alone, glue (a name given a name, an item or a call of names:
# ``card = deck.pop()``, ``rng = rng or random.Random()``), brackets, comments, docstrings.
TRIVIAL_BELOW = 16
TRIVIAL = re.compile("|".join([
    r"return|pass|else:|try:|break|continue|return NotImplemented|raise StopIteration",
    r"return (?:[a-z_]+|True|False|None|-?\d+|\[\]|\{\}|\(\)|''|\"\")",
    r"(?:for \w+(?:, \w+)* in [\w.]+(?:\(\w*\))?|while True|if not \w+|if \w+|except \w+(?: as \w+)?"
    r"|finally|with [\w.()]+(?: as \w+)?):",
    r"(?:[\w.]+(?:, [\w.]+)* = )?[\w.]+(?:\((?:[\w.]+(?:, [\w.]+)*)?\)|\[[\w.]+\])?(?: or [\w.]+\(\))?",
    r"if not isinstance\(\w+, \w+\):",
    r"[\])}]+[,:]?\)?", r"#.*", r'""".*', r"'{3}.*",
]))


class UsageError(ReleaseError):
    """Bad usage, such as a destination that is not empty, said in one line (exit 2).

    >>> isinstance(UsageError("x"), ReleaseError)
    True
    """


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line and raise UsageError."""

    def error(self, message: str) -> None:  # type: ignore[override]
        """Raise instead of printing the usage and exiting."""
        raise UsageError(f"{message} (see {self.prog} --help)")


def is_trivial(line: str) -> bool:
    """Whether a solution line is too plain to count as an answer (``return``, ``pass``, ``)``).

    >>> is_trivial("return NotImplemented"), is_trivial("card = deck.pop()"), is_trivial("return self.values()[0] > limit")
    (True, True, False)
    """
    line = line.strip()
    return len(line) < TRIVIAL_BELOW or TRIVIAL.fullmatch(line) is not None


def solution_lines(source: str) -> Iterator[tuple[int, str]]:
    """Each stripped, non-empty line inside a solution region, with its line number.

    >>> list(solution_lines("x = 1\\n    ### BEGIN SOLUTION\\n    return x * 2\\n    ### END SOLUTION\\n"))
    [(3, 'return x * 2')]
    """
    inside = False
    for number, line in enumerate(source.splitlines(), 1):
        marker = line.strip()
        if marker in (BEGIN, END):
            inside = marker == BEGIN
        elif inside and marker:
            yield number, marker


def notebook_cells(path: Path) -> Iterator[tuple[dict, str]]:
    """Each cell of a notebook file: its nbgrader metadata and its source as one string.

    >>> import tempfile; nb = Path(tempfile.mkdtemp()) / "a.ipynb"
    >>> _ = nb.write_text('{"cells": [{"cell_type": "code", "metadata": {}, "source": ["x = 1\\\\n", "y"]}]}')
    >>> list(notebook_cells(nb))
    [({}, 'x = 1\\ny')]
    """
    for cell in json.loads(path.read_text(encoding="utf-8")).get("cells", []):
        source = cell.get("source", "")
        yield cell.get("metadata", {}).get("nbgrader", {}), "".join(source) if isinstance(source, list) else source


def source_solution_lines(path: Path) -> Iterator[tuple[int, str]]:
    """The solution lines of a .py file, or of a notebook's solution cells (numbered through the cells).

    A notebook's solution cell without markers is a solution whole (a written answer).

    >>> import tempfile; py = Path(tempfile.mkdtemp()) / "a.py"
    >>> _ = py.write_text("### BEGIN SOLUTION\\nanswer = 42\\n### END SOLUTION\\n")
    >>> list(source_solution_lines(py))
    [(2, 'answer = 42')]
    """
    if path.suffix != ".ipynb":
        yield from solution_lines(path.read_text(encoding="utf-8"))
        return
    offset = 0
    for meta, source in notebook_cells(path):
        if meta.get("solution"):
            if BEGIN in source:
                lines = [(offset + n, line) for n, line in solution_lines(source)]
            else:
                lines = [(offset + n, line.strip()) for n, line in enumerate(source.splitlines(), 1) if line.strip()]
            yield from lines
        offset += source.count("\n") + 1


def released_text(path: Path) -> str:
    """A released file's text as a student reads it (a notebook: its cells' sources), '' if not text.

    >>> import tempfile; f = Path(tempfile.mkdtemp()) / "a.txt"; _ = f.write_text("hi"); released_text(f)
    'hi'
    """
    try:
        if path.suffix == ".ipynb":
            return "\n".join(source for _, source in notebook_cells(path))
        return path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, ValueError):
        return ""


def released_leaks(kit: Path, sources: Iterable[Path] | None = None) -> list[str]:
    """Every non-trivial solution line (of the given sources, else all the kit's) found in a released file.

    Each leak reads ``<released file>: <source> line <n>: <the line>``.

    >>> import tempfile; root = Path(tempfile.mkdtemp()); model = root / "model.py"
    >>> _ = model.write_text("def f():\\n    ### BEGIN SOLUTION\\n    return price * rate\\n    ### END SOLUTION\\n")
    >>> (root / "kit").mkdir(); _ = (root / "kit" / "f.py").write_text("y = 1  # return price * rate\\n")
    >>> released_leaks(root / "kit", [model])
    ['f.py: model.py line 3: return price * rate']
    """
    paths = list(sources) if sources is not None else sorted(
        path for pattern in SOLUTION_SOURCES for path in ROOT.glob(pattern))
    answers = [(path, number, line) for path in paths for number, line in source_solution_lines(path)
               if not is_trivial(line)]
    leaks = []
    for released in sorted(p for p in kit.rglob("*") if p.is_file()):
        text = released_text(released)
        for path, number, line in answers:
            if line in text:
                where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
                leaks.append(f"{released.relative_to(kit)}: {where} line {number}: {line}")
    return leaks


def notebook_names(source: Path = NOTEBOOK_SOURCE) -> list[str]:
    """What --hold-back accepts: each notebook assignment and each ``assignment/notebook``.

    >>> [name for name in notebook_names() if name.startswith("cards")]
    ['cards', 'cards/cards', 'cards/deck', 'cards/hand']
    """
    names = []
    for folder in sorted(p for p in source.glob("*") if p.is_dir() and any(p.glob("*.ipynb"))):
        names += [folder.name] + [f"{folder.name}/{nb.stem}" for nb in sorted(folder.glob("*.ipynb"))]
    return names


def check_hold_back(names: Iterable[str], source: Path = NOTEBOOK_SOURCE) -> list[str]:
    """The names to hold back, each a notebook assignment or ``assignment/notebook``; else UsageError.

    >>> check_hold_back(["cards/hand.ipynb"])
    ['cards/hand']
    >>> check_hold_back(["cards/hands"])
    Traceback (most recent call last):
    ...
    autograder.release.UsageError: --hold-back 'cards/hands': no such notebook (choose from cards, cards/cards, ...)
    """
    known = notebook_names(source)
    held = []
    for name in names:
        clean = name.strip("/").removesuffix(".ipynb")
        if clean not in known:
            raise UsageError(f"--hold-back {name!r}: no such notebook (choose from {', '.join(known[:2])}, ...)")
        held.append(clean)
    return held


def hold_back(out: Path, held: Iterable[str]) -> list[str]:
    """Remove the held-back notebooks (or assignments) from a release's OUT/notebooks; the names removed.

    >>> import tempfile; out = Path(tempfile.mkdtemp()); (out / "notebooks" / "cards").mkdir(parents=True)
    >>> _ = (out / "notebooks" / "cards" / "hand.ipynb").write_text("{}")
    >>> hold_back(out, ["cards/hand"]), list((out / "notebooks" / "cards").iterdir())
    (['cards/hand'], [])
    """
    removed = []
    for name in held:
        target = out / "notebooks" / name
        if target.is_dir():
            shutil.rmtree(target)
            removed.append(name)
        elif target.with_suffix(".ipynb").is_file():
            target.with_suffix(".ipynb").unlink()
            removed.append(name)
    return removed


def check_destination(out: Path, force: bool) -> None:
    """Refuse a destination that holds files (unless force) or that holds the kit itself.

    >>> check_destination(ROOT, force=True)
    Traceback (most recent call last):
    ...
    autograder.release.UsageError: refusing to write the kit into its own source tree ...
    """
    resolved = out.resolve()
    if resolved == ROOT or ROOT.is_relative_to(resolved) or resolved.is_relative_to(ROOT / "versions"):
        raise UsageError(f"refusing to write the kit into its own source tree ({out})")
    if out.exists() and not out.is_dir():
        raise UsageError(f"{out} is a file, not a folder")
    if out.is_dir() and any(out.iterdir()) and not force:
        raise UsageError(f"{out} exists and is not empty; use --force to write over it")


def write_versions(out: Path) -> dict[str, int]:
    """Write versions/ into out: stubs, self-checks, READMEs; return each version's stub count."""
    source, dest = ROOT / "versions", out / "versions"
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    for name in SHARED_FILES:
        shutil.copyfile(source / name, dest / name)
    stubs = {}
    for version in VERSIONS:
        (dest / version).mkdir()
        for name in VERSION_FILES:
            text = (source / version / name).read_text(encoding="utf-8")
            if name == "pontoon.py":
                stubs[version] = count_regions(text)
                text = clear_solutions(text, f"versions/{version}/pontoon.py")
            (dest / version / name).write_text(text, encoding="utf-8")
    return stubs


def write_top_files(out: Path) -> None:
    """Write the kit's README.md, pytest.ini and requirements.txt."""
    (out / "README.md").write_text(
        (ROOT / "docs" / "readme" / "students.md").read_text(encoding="utf-8"), encoding="utf-8")
    (out / "pytest.ini").write_text(PYTEST_INI, encoding="utf-8")
    (out / "requirements.txt").write_text(REQUIREMENTS, encoding="utf-8")


def release_notebooks(out: Path) -> tuple[list[Path], str]:
    """The notebooks' hook: autograder.notebooks.course.release_notebooks(out / "notebooks"), if it exists.

    Returns the notebooks written and a note for the printout; a missing module or function
    is not an error (the kit is still complete for the .py assignment).
    """
    try:
        nbcourse = importlib.import_module("autograder.notebooks.course")
    except ImportError as error:
        if getattr(error, "name", None) == "autograder.notebooks.course":
            return [], "notebooks not included: autograder.notebooks.course is not in this kit"
        return [], f"notebooks not included: autograder.notebooks.course cannot be imported ({error})"
    release = getattr(nbcourse, "release_notebooks", None)
    if not callable(release):
        return [], "notebooks not included: autograder.notebooks.course has no release_notebooks(out)"
    written = [Path(path) for path in release(out / "notebooks")]
    if not written:
        return [], "notebooks not included: the course has no notebook assignments"
    write_validator(out)
    return written, (f"notebooks: {len(written)} written under {out / 'notebooks'}; students "
                     "check them with  python -m autograder.notebooks.course validate NOTEBOOK...")


def write_validator(out: Path) -> None:
    """Give the kit the notebooks' validator (it says plainly that hidden tests exist).

    >>> import tempfile; kit = Path(tempfile.mkdtemp()); write_validator(kit)
    >>> sorted(p.name for p in (kit / "autograder" / "notebooks").iterdir())
    ['__init__.py', 'course.py', 'messages.py']
    """
    folder = out / "autograder" / "notebooks"
    folder.mkdir(parents=True, exist_ok=True)
    for package in (folder.parent, folder):
        (package / "__init__.py").write_text('"""The notebooks\' validator, from blackjack-kit."""\n',
                                             encoding="utf-8")
    shutil.copyfile(VALIDATOR, folder / "course.py")
    shutil.copyfile(VALIDATOR.parent / "messages.py", folder / "messages.py")
    (out / "requirements-notebooks.txt").write_text(NOTEBOOK_REQUIREMENTS, encoding="utf-8")
    write_jupyter_config(out / "jupyter-config")


def write_jupyter_config(folder: Path) -> None:
    """Write the local package that switches nbgrader's instructor tools off for students.

    >>> import tempfile; config = Path(tempfile.mkdtemp()); write_jupyter_config(config)
    >>> sorted(str(p.relative_to(config)) for p in config.rglob("*") if p.is_file())
    ['labconfig/page_config.json', 'pyproject.toml', 'zz-blackjack-kit-students.json']
    """
    (folder / "labconfig").mkdir(parents=True, exist_ok=True)
    (folder / "pyproject.toml").write_text(JUPYTER_CONFIG_PYPROJECT, encoding="utf-8")
    page = {"disabledExtensions": {plugin: True for plugin in INSTRUCTOR_LAB_PLUGINS}}
    (folder / "labconfig" / "page_config.json").write_text(json.dumps(page, indent=2) + "\n",
                                                         encoding="utf-8")
    server = {"ServerApp": {"jpserver_extensions": {name: False
                                                    for name in INSTRUCTOR_SERVER_EXTENSIONS}}}
    (folder / STUDENT_SERVER_CONFIG).write_text(json.dumps(server, indent=2) + "\n",
                                               encoding="utf-8")


def release_module_assignments(out: Path) -> tuple[list[Path], str]:
    """The module assignments' hook: ``release_assignment(name, OUT/assignments)`` of
    ``autograder.modules`` for every assignment its ``ASSIGNMENTS`` names, when it has them.

    Returns the files written and a line for the printout; a kit without the module is still
    complete for pontoon.
    """
    try:
        modules = importlib.import_module("autograder.modules")
    except ImportError as error:
        return [], ("module assignments not included: autograder.modules cannot be imported "
                    f"({error})")
    write = getattr(modules, "release_assignment", None)
    names = list(getattr(modules, "ASSIGNMENTS", {}))
    if not callable(write) or not names:
        return [], "module assignments not included: autograder.modules has no release_assignment"
    folder = out / "assignments"
    shutil.rmtree(folder, ignore_errors=True)   # nothing stale from --force
    written, done, missing = [], [], []
    for name in names:
        try:
            written += [Path(path) for path in write(name, folder)]
            done.append(name)
        except (OSError, ValueError) as error:  # an assignment still being written: say so
            missing.append(f"{name} ({type(error).__name__}: {error})")
    files = f"{len(written)} file{'' if len(written) == 1 else 's'}"
    note = (f"assignments/: {', '.join(done)} ({files}); students run pytest in each "
            "assignment's folder" if done else "module assignments not included")
    return written, note + (f"; not included: {'; '.join(missing)}" if missing else "")


def release(out: Path, force: bool = False, notebooks: bool = True,
            held_back: Iterable[str] = ()) -> list[str]:
    """Write the student kit into out, without the held-back notebooks; return the lines that describe it.

    >>> import tempfile
    >>> release(Path(tempfile.mkdtemp()) / "kit", notebooks=False)[0]
    'wrote the student kit to ...'
    """
    held = check_hold_back(held_back)
    check_destination(out, force)
    out.mkdir(parents=True, exist_ok=True)
    stubs = write_versions(out)
    write_top_files(out)
    lines = [f"wrote the student kit to {out}"]
    for version, count in stubs.items():
        lines.append(f"  versions/{version}: pontoon.py ({count} functions to write), "
                     "test_pontoon.py, README.md")
    lines.append("  README.md, pytest.ini, requirements.txt")
    lines.append("  " + release_module_assignments(out)[1])
    if notebooks:
        for stale in ("notebooks", "autograder", "jupyter-config"):   # nothing stale from --force
            shutil.rmtree(out / stale, ignore_errors=True)
        lines.append("  " + release_notebooks(out)[1])
        removed = hold_back(out, held)
        if removed:
            lines.append(f"  held back (not in this release): {', '.join(removed)}")
    else:
        lines.append("  notebooks not included: --no-notebooks")
    lines.append(f"students run:  cd {out} && pytest versions/v1")
    return lines


def parser() -> argparse.ArgumentParser:
    """The release command's arguments.

    >>> parser().parse_args(["kit", "--force"]).force
    True
    """
    p = _Parser(prog="python -m autograder release",
                                description="Write the student kit (stubs, self-checks, "
                                "assignments, notebooks) into OUT.")
    p.add_argument("out", type=Path, metavar="OUT", help="the folder to write the kit into")
    p.add_argument("--force", action="store_true", help="write over a folder that is not empty")
    p.add_argument("--no-notebooks", action="store_true",
                   help="leave out the nbgrader notebooks (faster; no nbgrader needed)")
    p.add_argument("--hold-back", action="append", default=[], metavar="NAME",
                   help="leave out a notebook (cards/hand) or a notebook assignment (cards), to "
                        "release later; may be given more than once")
    return p


def main(argv: list[str] | None = None) -> int:
    """Run the release command; 0 done, 2 bad usage, 1 a problem in the kit's source.

    >>> main(["--help-me"])
    2
    """
    try:
        args = parser().parse_args(argv)
        lines = release(args.out, force=args.force, notebooks=not args.no_notebooks,
                        held_back=args.hold_back)
    except SystemExit as stop:  # --help printed the help
        return int(stop.code or 0)
    except ReleaseError as error:
        print(f"release: {error}", file=sys.stderr)
        return 2 if isinstance(error, UsageError) else 1
    except Exception as error:  # nobody at a prompt sees a traceback
        print(f"release: failed: {type(error).__name__}: {error}", file=sys.stderr)
        return 1
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
