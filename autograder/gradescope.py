"""The Gradescope autograder bundle: a zip with `setup.sh`, `run_autograder` and the grader.

Gradescope unpacks the zip into `/autograder/source`, runs `setup.sh` once when the image is
built, then `run_autograder` for each submission: it grades `/autograder/submission` and
writes `/autograder/results/results.json`. Every path can be moved with an environment
variable (`AUTOGRADER_SOURCE`, `AUTOGRADER_SUBMISSION`, `AUTOGRADER_RESULTS`,
`AUTOGRADER_PYTHON`) so the bundle can be tried on any machine.
"""
from __future__ import annotations

import json
import os
import re
import sys
import tempfile
import zipfile
from pathlib import Path

from autograder.model import Grade

KIT_ROOT = Path(__file__).resolve().parent.parent
# The grader's package and the modules in it that grading does not need; of `reference/`
# only the modules the grader imports (found by `reference_modules`) are shipped.
LEFT_OUT = {"autograder/release.py", "autograder/nbcourse.py", "autograder/nbhooks.py",
            "autograder/demo.py"}
GRADER_DEPENDENCIES = ("rich>=13", "markdown-it-py>=3")

SETUP_SH = """#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder image.
set -euo pipefail
SOURCE="${AUTOGRADER_SOURCE:-/autograder/source}"
PY="$(command -v python3.13 || command -v python3.12 || command -v python3.11 || true)"
if [ -z "$PY" ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3.11 python3.11-venv
    PY=python3.11
fi
"$PY" -m venv /autograder/venv
/autograder/venv/bin/python -m pip install --quiet --upgrade pip
/autograder/venv/bin/python -m pip install --quiet "$SOURCE/kit"
"""

RUN_AUTOGRADER = """#!/usr/bin/env bash
# Gradescope runs this for every submission; it must leave results/results.json behind.
set -uo pipefail
SOURCE="${{AUTOGRADER_SOURCE:-/autograder/source}}"
SUBMISSION="${{AUTOGRADER_SUBMISSION:-/autograder/submission}}"
RESULTS="${{AUTOGRADER_RESULTS:-/autograder/results}}"
PY="${{AUTOGRADER_PYTHON:-/autograder/venv/bin/python}}"
VERSION="${{AUTOGRADER_VERSION:-{version}}}"
export PYTHONPATH="$SOURCE/kit${{PYTHONPATH:+:$PYTHONPATH}}"
mkdir -p "$RESULTS"
exec "$PY" -m autograder.gradescope "$SUBMISSION" "$RESULTS" $VERSION
"""

PYPROJECT = """[build-system]
requires = ["setuptools>=61"]
build-backend = "setuptools.build_meta"

[project]
name = "blackjack-kit-grader"
version = "0.1.0"
description = "The pontoon autograder of blackjack-kit, packed for Gradescope."
requires-python = ">=3.11"
dependencies = {deps}

[tool.setuptools.packages.find]
include = ["autograder*", "reference*"]

[tool.setuptools.package-data]
"*" = ["*.json", "*.txt", "*.md"]
"""

README = """# Pontoon autograder for Gradescope

Built by `python -m autograder gradescope {name}` from blackjack-kit.

1. On Gradescope, make a *Programming Assignment*; under *Configure Autograder* choose
   *Zipped folder of autograder files*, the Ubuntu base image, and upload this zip.
2. Students submit one file, `pontoon.py` (a folder holding it also works).
3. Each submission gets one test per rule of the pontoon contract, with the game or
   transcript where it broke as the test's output, and the output-format marks as `format`.

Version graded: {version_words}.

Files: `setup.sh` (installs Python 3.11+, a venv in /autograder/venv, and `kit/`),
`run_autograder` (grades /autograder/submission into /autograder/results/results.json),
`kit/` (the grader: `autograder/` and the `reference/` modules it uses; no version solutions).

Try it anywhere:

    AUTOGRADER_SOURCE=$PWD AUTOGRADER_SUBMISSION=some/student AUTOGRADER_RESULTS=/tmp/r \\
    AUTOGRADER_PYTHON=python3 ./run_autograder && cat /tmp/r/results.json
"""


REFERENCE_IMPORT = re.compile(r"^\s*(?:from|import)\s+reference\.(\w+)", re.MULTILINE)


def reference_modules(sources: list[Path]) -> set[str]:
    """The `reference` modules that `sources` import, directly or through each other.

    >>> "odds" in reference_modules([KIT_ROOT / "autograder" / "programs.py"])
    True
    """
    found: set[str] = set()
    todo = list(sources)
    while todo:
        text = todo.pop().read_text(encoding="utf-8")
        for name in set(REFERENCE_IMPORT.findall(text)) - found:
            found.add(name)
            if (KIT_ROOT / "reference" / f"{name}.py").is_file():
                todo.append(KIT_ROOT / "reference" / f"{name}.py")
    return found


def bundle_files() -> dict[str, Path]:
    """The kit's grader files to ship, as zip name -> file on disk.

    >>> names = bundle_files()
    >>> "kit/autograder/cli.py" in names, any(n.startswith("kit/versions") for n in names)
    (True, False)
    """
    files: dict[str, Path] = {}
    for path in sorted((KIT_ROOT / "autograder").rglob("*")):
        rel = path.relative_to(KIT_ROOT).as_posix()
        if (path.is_file() and "__pycache__" not in rel and rel not in LEFT_OUT
                and path.suffix not in (".pyc", ".pyo")):
            files[f"kit/{rel}"] = path
    needed = reference_modules([p for n, p in files.items() if n.endswith(".py")])
    for name in ["__init__", *sorted(needed)]:
        if (KIT_ROOT / "reference" / f"{name}.py").is_file():
            files[f"kit/reference/{name}.py"] = KIT_ROOT / "reference" / f"{name}.py"
    return files


def _add_text(zf: zipfile.ZipFile, name: str, text: str, executable: bool = False) -> None:
    """Add `text` to the zip as `name`, with exec bits when asked."""
    info = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
    info.external_attr = (0o100755 if executable else 0o100644) << 16
    info.compress_type = zipfile.ZIP_DEFLATED
    zf.writestr(info, text)


def build_bundle(out_zip: Path, version: int | None = None) -> Path:
    """Write the Gradescope bundle to `out_zip` atomically and return its path.

    >>> import tempfile; d = Path(tempfile.mkdtemp())
    >>> "run_autograder" in zipfile.ZipFile(build_bundle(d / "g.zip")).namelist()
    True
    """
    out_zip = Path(out_zip)
    out_zip.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{out_zip.name}.", suffix=".tmp", dir=out_zip.parent)
    os.close(fd)
    words = f"version {version}" if version else "the version in each file's VERSION, " \
                                                   "else the one its behaviour matches"
    try:
        with zipfile.ZipFile(tmp, "w") as zf:
            _add_text(zf, "setup.sh", SETUP_SH, executable=True)
            _add_text(zf, "run_autograder",
                      RUN_AUTOGRADER.format(version=f"--version {version}" if version else ""),
                      executable=True)
            _add_text(zf, "README.md", README.format(name=out_zip.name, version_words=words))
            _add_text(zf, "kit/pyproject.toml",
                      PYPROJECT.format(deps=json.dumps(list(GRADER_DEPENDENCIES))))
            for name, path in bundle_files().items():
                _add_text(zf, name, path.read_text(encoding="utf-8"))
        os.chmod(tmp, 0o644)
        os.replace(tmp, out_zip)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return out_zip


def grade_into(submission_dir: Path, results_dir: Path, version: int | None = None) -> Grade:
    """Grade the one submission in `submission_dir`; write `results_dir/results.json`.

    >>> import tempfile; d = Path(tempfile.mkdtemp())
    >>> grade_into(d / "nothing", d).problems[0][:20]
    'no pontoon.py found '
    """
    from autograder import cli, report

    path = submission_dir if submission_dir.is_file() else cli.find_pontoon(submission_dir)
    shown = "pontoon.py" if path is None else str(path.relative_to(submission_dir)) \
        if path != submission_dir else path.name
    sub = cli.Submission("student", path, shown)
    if path is None:
        grade = cli.failed_grade(sub, version, "no pontoon.py found in your submission: "
                                 "upload one file named pontoon.py")
    else:
        try:
            judge = cli._judge()
        except ImportError as exc:  # a broken bundle: say so on the submission page
            grade = cli.failed_grade(sub, version, f"internal error in the grader: {exc}")
        else:
            grade = cli.grade_one(judge, sub, version)
    report.atomic_write(results_dir / "results.json",
                        json.dumps(report.results_document(grade), indent=2) + "\n")
    return grade


def main(argv: list[str] | None = None) -> int:
    """`python -m autograder.gradescope SUBMISSION_DIR RESULTS_DIR [--version N]` (for run_autograder).

    >>> main([])
    2
    """
    args = list(sys.argv[1:] if argv is None else argv)
    version = None
    if len(args) == 4 and args[2] == "--version" and args[3] in ("1", "2", "3", "4"):
        version, args = int(args[3]), args[:2]
    if len(args) != 2:
        print("usage: python -m autograder.gradescope SUBMISSION_DIR RESULTS_DIR [--version N]",
              file=sys.stderr)
        return 2
    try:
        grade = grade_into(Path(args[0]), Path(args[1]), version)
    except Exception as exc:  # never a traceback, even here
        print(f"autograder: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    print(f"graded {grade.submission}: {grade.score:g}/{grade.max_score:g}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
