"""Grade one pontoon submission: run it in the sandbox, gather the evidence, judge every rule.

A submission is run a handful of times, in parallel where they do not depend on each other:
one ``inspect`` run (its names, ``VERSION`` and ``STICK_AT``), four ``program`` runs with fixed
seeds and player policies (`autograder.programs.RUNS`), then one ``calls`` run with every
function probe (`autograder.probes`). Nothing a submission does makes `grade_submission`
raise: hangs, crashes and early exits become ``Grade.problems`` and the marks its behaviour earns.
"""
from __future__ import annotations

import time
import traceback
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from autograder import probes as probes_mod
from autograder.contract import VERSIONS, check_version
from autograder.judge import Evidence, judge
from autograder.model import Grade
from autograder.programs import (RUNS, SEEDS, Played, Run, check_computer_first, check_run,
                                 detect_version, infer_stick_at, read_run, statistics)
from autograder.sandbox import ChildResult, Limits, run_child

DEFAULT_LIMITS = Limits(wall_seconds=5.0, cpu_seconds=5.0)
CALL_SECONDS = 1.0
DATA_KINDS = {"int", "str", "tuple", "list", "dict", "set", "float", "bool", "NoneType", "module",
              "frozenset", "bytes"}
WORKERS = 3
EXTRA_GAMES = 600


def find_file(path: Path) -> Path:
    """The submission's Python file: the path itself, or ``pontoon.py`` (or the only .py) in a folder.

    >>> find_file(Path(__file__).parent.parent / "versions" / "v1").name
    'pontoon.py'
    """
    if path.is_file():
        return path
    if path.is_dir():
        if (path / "pontoon.py").is_file():
            return path / "pontoon.py"
        files = sorted(path.glob("*.py"))
        if len(files) == 1:
            return files[0]
        raise FileNotFoundError(f"no pontoon.py in {str(path)!r}")
    raise FileNotFoundError(f"no such submission: {str(path)!r}")


def grade_submission(path: Path, version: int | None = None, *, student: str | None = None,
                     limits: Limits | None = None) -> Grade:
    """Grade one submission (a ``pontoon.py`` or a folder holding one) against the contract.

    >>> g = grade_submission(Path(__file__).parent.parent / "versions" / "v2" / "pontoon.py")
    >>> (g.version, g.version_source, g.score, g.max_score)
    (2, 'VERSION', 90, 90)
    """
    start = time.perf_counter()
    path = Path(path)
    who = student or (path.name if path.is_dir() else path.stem)
    if version is not None:
        check_version(version)
    try:
        grade = _grade(path, version, who, limits or DEFAULT_LIMITS)
    except Exception as exc:     # a grader bug must not stop a whole class being graded
        v = version or 1
        grade = Grade(str(path), who, v, "--version" if version else "detected", judge(v, []),
                      list(SEEDS), problems=[f"the grader could not grade this submission: "
                                             f"{exc!r}", traceback.format_exc(limit=3)])
    grade.execution_time = round(time.perf_counter() - start, 3)
    return grade


def _grade(path: Path, version: int | None, student: str, limits: Limits) -> Grade:
    """Run, gather evidence, judge."""
    try:
        file = find_file(path)
    except FileNotFoundError as exc:
        v = version or 1
        return Grade(str(path), student, v, "--version" if version else "detected", judge(v, []),
                     list(SEEDS), problems=[str(exc)])
    problems: list[str] = []
    with ThreadPoolExecutor(WORKERS) as pool:
        inspect_job = pool.submit(run_child, file, {"mode": "inspect"}, limits)
        run_jobs = [pool.submit(run_child, file, run.task, limits) for run in RUNS]
        names_msg = _names(inspect_job.result(), problems, limits)
        functions = {n for n, kind in names_msg.get("names", {}).items() if kind not in DATA_KINDS}
        declared = names_msg.get("VERSION")
        v, source = _declared_version(version, declared)
        stick_at = _declared_stick_at(names_msg.get("STICK_AT"))
        calls_job = None
        if v is not None and stick_at is not None and functions:   # no need to wait for the runs
            probes = probes_mod.build(v, stick_at, functions, names_msg.get("params"))
            calls_job = pool.submit(run_child, file, _calls_task(probes), limits)
        raw_runs = [job.result() for job in run_jobs]
        if v is None:
            v = detect_version([read_run(run, raw, 3) for run, raw in zip(RUNS, raw_runs)]) or 1
            if declared is not None:
                problems.append(f"VERSION is {declared!r}, not a version from 1 to 4; the version "
                                f"was detected from what the program prints: {v}")
        played = [read_run(run, raw, v) for run, raw in zip(RUNS, raw_runs)]
        if stick_at is None:
            stick_at = _stick_at(names_msg.get("STICK_AT"), played, v, problems)
        if calls_job is None and functions:
            probes = probes_mod.build(v, stick_at, functions, names_msg.get("params"))
            calls_job = pool.submit(run_child, file, _calls_task(probes), limits) if probes else None
        calls = calls_job.result() if calls_job is not None else None
    evidence: list[Evidence] = []
    if calls is not None:
        evidence += probes_mod.judge_replies(probes, calls.messages, v, problems)
        _child_problems("the function probes", calls, problems, limits)
    for p, raw in zip(played, raw_runs):
        evidence += check_run(p, v, stick_at)
        _child_problems(f"the program run with seed {p.run.task['seed']} ({p.run.name})", raw,
                        problems, limits, p)
    evidence += check_computer_first(played[0], played[2], v)
    evidence += statistics(played, v, stick_at)
    seeds = list(SEEDS)
    unseen = [r for r in RARE_RESULTS if not any(e.rule == r for e in evidence)]
    if stick_at + 9 <= 21:      # the computer can never go bust: both bust cannot happen
        evidence.append(Evidence("bust-draw", True, "program", f"with STICK_AT {stick_at} the "
                                 "computer never goes bust, so both can never be bust"))
        unseen = [r for r in unseen if r != "bust-draw"]
    if unseen and any(p.games for p in played):
        extra = extra_run(stick_at)
        raw = run_child(file, extra.task, limits)
        more = read_run(extra, raw, v)
        evidence += check_run(more, v, stick_at)
        _child_problems(f"the program run with seed {extra.task['seed']} ({extra.name})", raw,
                        problems, limits, more)
        seeds.append(extra.task["seed"])
    _written_problem([r for r in (calls, *raw_runs) if r is not None], problems)
    if not any(p.games for p in played):
        problems.append("running the program played no game (nothing asked `Twist or stick?` "
                        "and no result was printed)")
    return Grade(str(path), student, v, source, judge(v, evidence), seeds, problems=problems)


def _written_problem(results: list[ChildResult], problems: list[str]) -> None:
    """Say which files the submission wrote (each run had its own throw-away folder).

    >>> out = []; _written_problem([ChildResult("ok", 0, "", "", [], 0.1, ["home/x.txt"])], out)
    >>> out
    ['the submission wrote files while it ran (home/x.txt); they were thrown away with its sandbox']
    """
    written = sorted({f for r in results for f in r.files_written})
    if written:
        shown = ", ".join(written[:5]) + (f" and {len(written) - 5} more" if len(written) > 5 else "")
        problems.append(f"the submission wrote files while it ran ({shown}); they were thrown "
                        "away with its sandbox")


def _names(result: ChildResult, problems: list[str], limits: Limits) -> dict:
    """The inspect run's message, with what went wrong while importing added to ``problems``."""
    msgs = result.of_kind("names")
    if result.status != "ok" or not msgs:
        problems.append(f"importing the submission {_status_words(result, limits)}")
        return msgs[0] if msgs else {}
    msg = msgs[0]
    err = msg.get("error")
    if err and err.get("type") in ("ModuleNotFoundError", "ImportError") and any(
            f"'{kit}" in str(err.get("message")) for kit in ("reference", "autograder", "versions")):
        problems.append(f"the submission imports the kit's own code ({err.get('message')}); "
                        "a submission must stand alone, so it could not run")
    elif err and not (err.get("type") == "EOFError" and msg.get("asked")):
        line = f" (line {err['line']})" if err.get("line") else ""
        problems.append(f"the submission crashed when imported: {err.get('type')}: "
                        f"{err.get('message')}{line}")
    elif msg.get("exit"):
        problems.append(f"the submission called sys.exit({msg.get('code')!r}) when imported")
    return msg


def _status_words(result: ChildResult, limits: Limits) -> str:
    """A sandbox status in words."""
    return {
        "timeout": f"was stopped after {limits.wall_seconds:g} s (an endless loop?)",
        "crashed": f"crashed the Python process (exit code {result.returncode})",
        "exited": "ended the whole process early (os._exit or a signal)",
        "memory": f"ran out of memory (over {limits.memory_mb} MB)",
        "output-limit": f"printed more than {limits.output_bytes} bytes",
    }.get(result.status, f"ended with status {result.status!r}")


def _child_problems(what: str, result: ChildResult, problems: list[str], limits: Limits,
                    played: Played | None = None) -> None:
    """Add one problem line for a child run that did not end normally."""
    if result.status != "ok":
        problems.append(f"{what} {_status_words(result, limits)}")
    elif played is not None and played.exit == "error" and played.error:
        err = played.error
        if err.get("type") != "EOFError":
            line = f" on line {err['line']}" if err.get("line") else ""
            problems.append(f"{what} crashed: {err.get('type')}: {err.get('message')}{line}")
    elif played is not None and played.exit == "os._exit":
        problems.append(f"{what} ended the process with os._exit")


RARE_RESULTS = ("tie-draw", "bust-draw", "one-bust", "higher-wins")


def extra_run(stick_at: int) -> Run:
    """More games, for a program whose runs showed no game of some kind of result (a tie, say).

    >>> extra_run(21).task["policy"]
    {'kind': 'below', 'threshold': 21}
    """
    return Run(f"the player twists below {stick_at}; more games to see every kind of result",
               {"mode": "program", "seed": 5005, "games": EXTRA_GAMES,
                "policy": {"kind": "below", "threshold": stick_at}})


def _calls_task(probes: list[probes_mod.Probe]) -> dict:
    """The sandbox task running every probe."""
    return {"mode": "calls", "call_seconds": CALL_SECONDS, "record_draws": False,
            "calls": [p.call for p in probes]}


def _declared_version(flag: int | None, declared: object) -> tuple[int | None, str]:
    """The version from --version, else from the submission's VERSION; None: detect it later.

    >>> _declared_version(None, 3), _declared_version(2, 3), _declared_version(None, "3")
    ((3, 'VERSION'), (2, '--version'), (None, 'detected'))
    """
    if flag is not None:
        return flag, "--version"
    if isinstance(declared, int) and not isinstance(declared, bool) and declared in VERSIONS:
        return declared, "VERSION"
    return None, "detected"


def _declared_stick_at(declared: object) -> int | None:
    """STICK_AT when the submission declares a valid one.

    >>> _declared_stick_at(17), _declared_stick_at(30), _declared_stick_at(True)
    (17, None, None)
    """
    if isinstance(declared, int) and not isinstance(declared, bool) and 12 <= declared <= 21:
        return declared
    return None


def _stick_at(declared: object, played: list[Played], version: int, problems: list[str]) -> int:
    """STICK_AT as declared, else the lowest final value of the computer seen, else 17."""
    if _declared_stick_at(declared) is not None:
        return declared
    inferred = infer_stick_at(played, version)
    chosen = inferred or 17
    problems.append(f"STICK_AT is {declared!r}, not a number from 12 to 21; graded with STICK_AT "
                    f"{chosen} ({'the lowest value the computer stuck at' if inferred else 'the usual value'})")
    return chosen
