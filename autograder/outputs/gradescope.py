"""The Gradescope autograder bundle: a zip with `setup.sh`, `run_autograder` and the grader.

Gradescope unpacks the zip into `/autograder/source`, runs `setup.sh` once when the image is
built, then `run_autograder` for each submission: it grades `/autograder/submission` and
writes `/autograder/results/results.json`. Every path can be moved with an environment
variable (`AUTOGRADER_SOURCE`, `AUTOGRADER_SUBMISSION`, `AUTOGRADER_RESULTS`,
`AUTOGRADER_PYTHON`) so the bundle can be tried on any machine.
"""
from __future__ import annotations

import ast
import os
import sys
import tempfile
import zipfile
from functools import lru_cache
from pathlib import Path
from typing import Any

from autograder import compiling
from autograder.model import Grade, Verdict  # noqa: F401 (Verdict: the doctests)
from autograder.outputs import escape, report

KIT_ROOT = Path(__file__).resolve().parents[2]
# Where grading starts: `run_autograder` runs `python -m autograder.outputs.gradescope`; the sandbox
# runs the files of `autograder/sandbox/inside/` by path. Everything else shipped is what these import.
ENTRY_MODULES = ("autograder.__init__", "autograder.__main__", "autograder.outputs.gradescope")
CHILD_DIR = "autograder/sandbox/inside"
# The one thing grading takes from `reference/`: the exact distribution of the computer's
# final value. The bundle ships it as a table (`kit/reference/odds.py`, generated), never
# `reference/odds.py` itself, which imports `reference/cards.py` (a model answer).
ODDS_FUNCTION = "computer_final_distribution"
# Modules the walk would reach but Gradescope never runs: the class page (`grade --out` only;
# it needs matplotlib).
NOT_ON_GRADESCOPE = {"autograder.outputs.classpage"}
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
# The OS sandbox for students' code (bubblewrap, setpriv); without them the grader falls back to
# an unprivileged user and limits, and says so in every results.json ("sandbox").
if ! command -v bwrap >/dev/null 2>&1 || ! command -v setpriv >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq bubblewrap util-linux \
        || echo "setup.sh: could not install bubblewrap; students' code runs with limits only" >&2
fi
"$PY" -m venv /autograder/venv
/autograder/venv/bin/python -m pip install --quiet --upgrade pip
/autograder/venv/bin/python -m pip install --quiet -r "$SOURCE/requirements.txt"
"""

RUN_AUTOGRADER = """#!/usr/bin/env bash
# Gradescope runs this for every submission; it must leave results/results.json behind.
set -uo pipefail
SOURCE="${{AUTOGRADER_SOURCE:-/autograder/source}}"
SUBMISSION="${{AUTOGRADER_SUBMISSION:-/autograder/submission}}"
RESULTS="${{AUTOGRADER_RESULTS:-/autograder/results}}"
PY="${{AUTOGRADER_PYTHON:-/autograder/venv/bin/python}}"
VERSION="${{AUTOGRADER_VERSION:-{version}}}"
export PYTHONPATH="$SOURCE/kit"
mkdir -p "$RESULTS"
exec "$PY" -m autograder.outputs.gradescope "$SUBMISSION" "$RESULTS" $VERSION
"""

README = """# Pontoon autograder for Gradescope

Built by `python -m autograder gradescope {name}` from blackjack-kit.

1. On Gradescope, make a *Programming Assignment*; under *Configure Autograder* choose
   *Zipped folder of autograder files*, the Ubuntu base image, and upload this zip.
2. Students submit one file, `pontoon.py` (a folder holding it also works).
3. Each submission gets one test per rule of the pontoon contract, with the game or
   transcript where it broke as the test's output, and the output-format marks as `format`.

Version graded: {version_words}.

Files: `setup.sh` (installs Python 3.11+, a venv in /autograder/venv, and `requirements.txt`:
the packages the grader imports, found from its code), `run_autograder` (grades
/autograder/submission into /autograder/results/results.json), `kit/` (the grader's modules
and a table of the exact odds it tests against; no model answers, no version solutions).

Each submission is graded within the grader's budget, as `grade` does ({seconds:g} s of wall time and
{memory_mb} MB of address space by default; `BJK_BUDGET_SECONDS` and `BJK_BUDGET_MB` change it): a
grading that runs past it scores 0 with a results.json saying so.

Try it anywhere:

    AUTOGRADER_SOURCE=$PWD AUTOGRADER_SUBMISSION=some/student AUTOGRADER_RESULTS=/tmp/r \\
    AUTOGRADER_PYTHON=python3 ./run_autograder && cat /tmp/r/results.json
"""


def _imports(path: Path) -> set[str]:
    """Every absolute module name `path` imports, at the top or inside functions.

    >>> "autograder.model" in _imports(KIT_ROOT / "autograder" / "outputs" / "gradescope.py")
    True
    """
    names: set[str] = set()
    for node in ast.walk(compiling.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def _module_file(name: str) -> Path | None:
    """The kit's file for module `name` (`autograder.cli` -> autograder/cli.py), or None."""
    path = KIT_ROOT.joinpath(*name.split("."))
    for candidate in (path.with_suffix(".py"), path / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


@lru_cache(maxsize=1)        # the kit's sources do not change while a command runs
def grader_closure() -> tuple[frozenset[Path], frozenset[str]]:
    """The kit's `.py` files grading imports (from `ENTRY_MODULES`) and the other top-level names.

    `reference.odds` stops the walk: the bundle ships its table instead.

    >>> files, outside = grader_closure()
    >>> KIT_ROOT / "autograder" / "pontoon" / "grade.py" in files, "reference" in outside, "rich" in outside
    (True, False, True)
    """
    files: set[Path] = set()
    outside: set[str] = set()
    todo = [KIT_ROOT / f"{m.replace('.', '/')}.py" for m in ENTRY_MODULES]
    todo += sorted((KIT_ROOT / CHILD_DIR).glob("*.py"))
    while todo:
        path = todo.pop()
        if path in files:
            continue
        files.add(path)
        for name in _imports(path):
            top = name.split(".")[0]
            if name.startswith("reference.odds") or name == "reference" \
                    or name in NOT_ON_GRADESCOPE:
                continue
            if top in ("autograder", "reference"):
                found = _module_file(name)
                if found is not None:
                    todo.append(found)
                    todo += [p / "__init__.py" for p in found.parents
                             if (p / "__init__.py").is_file() and KIT_ROOT in p.parents]
            elif top not in sys.stdlib_module_names and top != "__future__":
                outside.add(top)
    return frozenset(files), frozenset(outside)


def grader_requirements() -> list[str]:
    """The distributions grading imports, as pip requirements pinned to this kit's minor version.

    >>> reqs = grader_requirements()
    >>> any(r.startswith("rich>=") for r in reqs), any(r.startswith(("numpy", "matplotlib")) for r in reqs)
    (True, False)
    """
    from importlib.metadata import packages_distributions, version as dist_version

    dists = packages_distributions()
    out = set()
    for top in grader_closure()[1]:
        for dist in dists.get(top, []) or []:
            if dist.lower().replace("_", "-") == "blackjack-kit":
                continue
            out.add(f"{dist}>={dist_version(dist).split('.')[0]}")
        if top not in dists:
            raise RuntimeError(f"grading imports {top!r}, which no installed distribution provides")
    return sorted(out)


@lru_cache(maxsize=1)        # 84 exact distributions, the same for every bundle a process builds
def odds_table_source() -> str:
    """`reference/odds.py` for the bundle: the exact distributions the grader uses, as a table.

    >>> "def computer_final_distribution" in odds_table_source()
    True
    """
    from reference.odds import computer_final_distribution

    table = {(s, v): computer_final_distribution(s, v) for s in range(1, 22) for v in (1, 2, 3, 4)}
    rows = ",\n".join(
        f"    ({s}, {v}): {{{', '.join(f'{k}: F({p.numerator}, {p.denominator})' for k, p in sorted(d.items()))}}}"
        for (s, v), d in sorted(table.items()))
    return (f'"""Generated for the Gradescope bundle by autograder/outputs/gradescope.py: the pontoon computer\'s\n'
            f'exact final-value distributions, from the kit\'s reference/odds.py."""\n'
            f"from fractions import Fraction as F\n\n_TABLE = {{\n{rows},\n}}\n\n\n"
            f"def {ODDS_FUNCTION}(stick_at: int, version: int) -> dict[int, F]:\n"
            f'    """The exact distribution of the computer\'s final value (bust values kept)."""\n'
            f"    if (stick_at, version) not in _TABLE:\n"
            f"        raise ValueError(f\"not a stick threshold from 1 to 21: {{stick_at!r}}\")\n"
            f"    return dict(_TABLE[stick_at, version])\n")


def bundle_files() -> dict[str, Path]:
    """The kit's grader files to ship, as zip name -> file on disk.

    >>> names = bundle_files()
    >>> "kit/autograder/cli.py" in names, any(n.startswith(("kit/versions", "kit/reference")) for n in names)
    (True, False)
    """
    files = grader_closure()[0]
    return {f"kit/{p.relative_to(KIT_ROOT).as_posix()}": p for p in sorted(files)}


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
            from autograder.sandbox.budget import DEFAULT_MEMORY_MB, DEFAULT_SECONDS
            _add_text(zf, "README.md", README.format(name=out_zip.name, version_words=words,
                                                     seconds=DEFAULT_SECONDS,
                                                     memory_mb=DEFAULT_MEMORY_MB))
            _add_text(zf, "requirements.txt", "\n".join(grader_requirements()) + "\n")
            _add_text(zf, "kit/reference/__init__.py", "")
            _add_text(zf, "kit/reference/odds.py", odds_table_source())
            for name, path in bundle_files().items():
                _add_text(zf, name, path.read_text(encoding="utf-8"))
        os.chmod(tmp, 0o644)
        os.replace(tmp, out_zip)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return out_zip


def grade_into(submission_dir: Path, results_dir: Path, version: int | None = None) -> Grade:
    """Grade the one submission in `submission_dir` (within the grader's budget, as `grade`
    does); write `results_dir/results.json`.

    >>> import tempfile; d = Path(tempfile.mkdtemp())
    >>> grade_into(d / "nothing", d).problems[0][:20]
    'no pontoon.py found '
    """
    from autograder import submission as one

    path = submission_dir if submission_dir.is_file() else one.find_pontoon(submission_dir)
    shown = "pontoon.py" if path is None else str(path.relative_to(submission_dir)) \
        if path != submission_dir else path.name
    sub = one.Submission("student", path, shown)
    if path is None:
        grade = one.failed_grade(sub, version, "no pontoon.py found in your submission: "
                                 "upload one file named pontoon.py")
    else:
        try:
            judge = one.judge()
        except ImportError as exc:  # a broken bundle: say so on the submission page
            grade = one.failed_grade(sub, version, f"internal error in the grader: {exc}")
        else:
            grade = _grade_within_budget(judge, sub, version)
    report.atomic_write(results_dir / "results.json",
                        escape.json_text(results_document(grade), 2) + "\n")
    return grade


def results_document(grade: Grade) -> dict[str, Any]:
    """Gradescope's `results.json` for one grade: `report.results_document` (its `output` is
    Markdown, student text escaped there), with each test's name and output, which Gradescope
    shows as text, given every control and direction character as a visible escape (a carriage
    return cannot start a forged line, nor a direction override turn one round), and the text
    formats said, not left to Gradescope's defaults. `extra_data` keeps the data whole; the
    file is ASCII JSON (`escape.json_text`).

    >>> doc = results_document(Grade("a.py", "a", 1, "VERSION",
    ...     [Verdict("x", "x\\r# Every rule passed", 0, 1, False, "1\\n\\x1b[2J2")]))
    >>> doc["tests"][0]["name"], doc["tests"][0]["output"], doc["test_name_format"]
    ('x\\\\r# Every rule passed', '1\\n\\\\x1b[2J2', 'text')
    """
    doc = report.results_document(grade)
    doc["test_output_format"] = doc["test_name_format"] = "text"
    for test in doc["tests"]:
        test["name"] = escape.visible(test["name"])
        test["output"] = escape.visible(test["output"], keep="\n\t")
        test["name_format"] = test["output_format"] = "text"
    return doc


def _grade_within_budget(judge, sub, version: int | None) -> Grade:  # (judge, Submission)
    """`autograder.submission.grade_one` with the grader's budget for one submission (`autograder.sandbox.budget`: the
    environment's ``BJK_BUDGET_SECONDS``/``BJK_BUDGET_MB``, else the defaults), as `grade` uses.

    A budget that runs out is a failed grade saying so; a budget variable that is not a
    number is reported on stderr and the defaults are used; anything else that goes wrong is
    a failed grade too, so `grade_into` always has a grade to write.
    """
    from autograder import submission as one
    from autograder.sandbox import budget
    from autograder.sandbox import integrity

    try:
        limits = budget.from_env()
    except ValueError as exc:       # the course staff's setting, not the student's fault
        print(f"autograder: warning: {escape.visible(exc)}; using the default budget",
              file=sys.stderr)
        limits = budget.Budget()
    try:
        for problem in integrity.prepare_grader():   # before the worker is forked
            print(f"autograder: warning: {escape.visible(problem)}", file=sys.stderr)
        if limits.enabled:
            budget.start(limits, 1)
        return one.grade_one(judge, sub, version, limits if limits.enabled else None)
    except Exception as exc:
        return one.failed_grade(sub, version, f"internal error in the grader: "
                                              f"{type(exc).__name__}: {exc}")
    finally:
        if limits.enabled:
            budget.shutdown()


def main(argv: list[str] | None = None) -> int:
    """`python -m autograder.outputs.gradescope SUBMISSION_DIR RESULTS_DIR [--version N]` (for run_autograder).

    >>> main([])
    2
    """
    args = list(sys.argv[1:] if argv is None else argv)
    version = None
    if len(args) == 4 and args[2] == "--version" and args[3] in ("1", "2", "3", "4"):
        version, args = int(args[3]), args[:2]
    if len(args) != 2:
        print("usage: python -m autograder.outputs.gradescope SUBMISSION_DIR RESULTS_DIR [--version N]",
              file=sys.stderr)
        return 2
    try:
        grade = grade_into(Path(args[0]), Path(args[1]), version)
    except Exception as exc:  # never a traceback, even here
        print(f"autograder: internal error: {type(exc).__name__}: {escape.visible(exc)}",
              file=sys.stderr)
        return 1
    print(escape.visible(f"graded {grade.submission}: {grade.score:g}/{grade.max_score:g}"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
