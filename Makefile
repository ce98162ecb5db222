# blackjack-kit: two commands on a fresh machine with only Python 3.11.
#   make demo   set up .venv (and bubblewrap when it can), then show the kit's main job on
#               bundled data
#   make test   set up .venv (and bubblewrap and Chromium when it can: .ci/system-tools), then
#               run every test with coverage and doctests; the tests also
#               build the docs site strictly (tests/test_docs_site.py) and run every command
#               the docs show (tests/test_docs_commands.py); three xdist workers, the third
#               only for the tests that wait on kernels and subprocesses (tests/conftest.py)
#   make docs   build the documentation site into site/
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
COVERAGE_FLOOR ?= 92
# Keep Jupyter and nbgrader away from the user's own configuration.
export JUPYTER_PLATFORM_DIRS := 1
export MPLBACKEND := Agg

.PHONY: demo test docs venv bench clean release nb-release nb-grade system-tools

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	@# --no-compile, then compileall on every core: pip byte-compiles the 340 MB one file at
	@# a time (about 20 s of a fresh venv's 40); the .pyc files are the same, and sandboxed
	@# children, which cannot write them, need them there
	$(PY) -m pip install --quiet --no-compile -e '.[dev,notebooks]'
	@# jupyter-events asks for jsonschema's format checkers, whose rfc3987-syntax builds a
	@# grammar on import: 1.5 CPU s in every Jupyter and nbgrader process, for IRI formats no
	@# schema of the kit uses (jsonschema skips a checker whose package is missing)
	$(PY) -m pip uninstall --quiet --yes rfc3987-syntax
	@# a file that does not compile is left to Python, as pip leaves it
	$(PY) -m compileall -qq -j 0 "$$($(PY) -c 'import sysconfig; print(sysconfig.get_path("purelib"))')" || true
	@touch $(STAMP)

venv: $(STAMP)

# bubblewrap, setpriv, Chromium: installed when missing and this user may (root), else the one
# command to run is printed; never an error (the kit works without them)
system-tools:
	@bash .ci/system-tools

# The system tools and the venv are set up side by side: on a fresh machine apt-get (mostly
# downloading and unpacking) and pip (downloading, then compiling) each take tens of seconds.
# SETUP is the shell line for it: the tools' script in the background, the venv in front, then
# it waits for both; a venv that fails fails the command (the tools' script never fails).
SETUP = bash .ci/system-tools $(1) & tools=$$!; $(MAKE) --no-print-directory venv; built=$$?; wait $$tools; exit $$built

demo:
	@$(call SETUP,--sandbox-only)
	$(PY) -m autograder demo

# PYTHONDONTWRITEBYTECODE cleared for the run: every `python -m autograder`, nbgrader and kernel
# process the tests start would otherwise compile the kit's modules anew (__pycache__ is ignored)
test:
	@$(call SETUP)
	PYTHONDONTWRITEBYTECODE= $(PY) -m pytest -n 3 --dist loadgroup --durations=25 --cov --cov-report=term --cov-fail-under=$(COVERAGE_FLOOR)

docs: $(STAMP)
	$(PY) -m mkdocs build --strict

bench: $(STAMP)
	$(PY) benchmarks/grade_class.py
	$(PY) benchmarks/simulate.py
	$(PY) benchmarks/table.py
	$(PY) benchmarks/notebooks.py --students 10

release: $(STAMP)
	$(PY) -m autograder release student-kit

nb-release: $(STAMP)
	$(PY) -m autograder notebooks release $(or $(ASSIGNMENT),cards)

nb-grade: $(STAMP)
	@test -n "$(SUBMITTED)" || { echo "usage: make nb-grade SUBMITTED=dir [ASSIGNMENT=cards] [JOBS=2]" >&2; exit 2; }
	$(PY) -m autograder notebooks autograde $(or $(ASSIGNMENT),cards) $(SUBMITTED) --jobs $(or $(JOBS),2)

clean:
	rm -rf $(VENV) .pytest_cache .coverage htmlcov build *.egg-info demo-out student-kit site
