"""Benchmark: grade the held-out pontoon corpus and measure the grader against its manifest.

    python benchmarks/heldout.py                          # tests/corpus/heldout, seed 1
    python benchmarks/heldout.py --seeds 1,2,3 --jobs 2
    python benchmarks/heldout.py --corpus DIR --save figures.json

The held-out corpus (``tests/corpus/heldout``, issue 18) is 48 pontoon programs in styles the
beginner corpus lacks; its ``manifest.json`` says from the rules alone what each must lose and
earn. This script grades every program once per master seed through the grader's public
function, ``grade_submission(path, seed=...)``, looked up where the grader keeps it
(``autograder.grade`` today, ``autograder.pontoon.grade`` after the reorganisation), and prints
each program's expected and got scores, then the figures.

Glossary: a *grading* is one program graded with one master seed; a program's *failed* rules are
those whose verdict did not pass; a *fault* is a ``kind: fault`` program's planted rule: *caught*
when its rule fails under every seed, *missed* when it passes under some seed; a *false alarm* is
a rule failed on a correct program; a *collateral* rule is one failed on a faulted program beyond
its fault (counted too: those left *not shown* whose verdict names the program's own fault as
what can prevent them, a computer that never goes bust leaving no game where both are bust);
*unstable* programs score differently under different seeds. Blackjack-style programs
break several rules; their ``arguable`` rules count neither way. Rules are counted per program
(a program counts once for a rule however many of its seeds failed it). A grade's problem lines
are kept except the note that a threshold was assumed (it names ``STICK_AT``).

The corpus is held out: read the figures, not the programs, when changing the grader.
"""
from __future__ import annotations

import argparse
import datetime
import importlib
import importlib.util
import json
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Mapping
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = ROOT / "tests" / "corpus" / "heldout"
GRADER_MODULES = ("autograder.grade", "autograder.pontoon.grade")  # today's home, then the new one
WHY_CHARS = 300         # how much of a failing verdict's evidence --save keeps
NOTE_WORDS = ("STICK_AT",)  # a problem line naming these is a note (a threshold assumed), no problem

Result = dict[str, Any]     # one grading: name, seed, version, score, max_score, failed, problems


def parse_seeds(text: str) -> list[int]:
    """The master seeds of ``--seeds``, comma-separated.

    >>> parse_seeds("1,2, 3")
    [1, 2, 3]
    """
    try:
        seeds = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"seeds must be whole numbers separated by commas: {text!r}")
    if not seeds:
        raise argparse.ArgumentTypeError(f"no seed in {text!r}")
    return seeds


def load_grader() -> Callable[..., Any]:
    """The grader's ``grade_submission``, from the first module of `GRADER_MODULES` that has it.

    >>> callable(load_grader())
    True
    """
    if importlib.util.find_spec("autograder") is None:    # run from a checkout without PYTHONPATH
        sys.path.append(str(ROOT))
    for module_name in GRADER_MODULES:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name and module_name.startswith(exc.name):   # that module is not there: next
                continue
            raise                                               # the grader's own import failed
        if callable(getattr(module, "grade_submission", None)):
            return module.grade_submission
    raise SystemExit(f"no grade_submission in any of {GRADER_MODULES!r}")


def field_of(obj: Any, name: str, default: Any = None) -> Any:
    """An attribute of a grade or verdict, or its key if the grader hands back mappings.

    >>> field_of({"score": 3}, "score"), field_of(object(), "score", 0)
    (3, 0)
    """
    if isinstance(obj, Mapping):
        return obj.get(name, default)
    return getattr(obj, name, default)


def grade_one(corpus: str, name: str, seed: int, version: int | None = None) -> Result:
    """Grade one corpus program with one master seed; the grade as plain data.

    >>> r = grade_one(str(ROOT / "versions"), "v1", 1)
    >>> (r["version"], r["score"], r["max_score"], r["failed"])
    (1, 85, 85, [])
    """
    grade_submission = load_grader()
    extra = {} if version is None else {"version": version}
    start = time.perf_counter()
    grade = grade_submission(Path(corpus) / name, seed=seed, **extra)
    verdicts = field_of(grade, "verdicts", []) or []
    failing = [v for v in verdicts if not field_of(v, "passed", False)]
    return {"name": name, "seed": seed, "version": field_of(grade, "version"),
            "score": field_of(grade, "score"), "max_score": field_of(grade, "max_score"),
            "failed": sorted({str(field_of(v, "rule")) for v in failing}),
            "why": {str(field_of(v, "rule")): str(field_of(v, "output", ""))[:WHY_CHARS]
                    for v in failing},
            "problems": [str(p).splitlines()[0][:200] for p in field_of(grade, "problems", []) or []
                         if str(p).strip() and not any(word in str(p) for word in NOTE_WORDS)],
            "seconds": round(time.perf_counter() - start, 2)}


def grade_all(corpus: Path, manifest: Mapping[str, Mapping[str, Any]], seeds: list[int],
              jobs: int) -> list[Result]:
    """Every program under every seed, ``jobs`` at a time, in manifest order.

    >>> m = {"v2": {"version": 2}}
    >>> [(r["name"], r["seed"], r["score"]) for r in grade_all(ROOT / "versions", m, [1], 1)]
    [('v2', 1, 90)]
    """
    tasks = [(str(corpus), name, seed, entry.get("graded_with_version"))
             for name, entry in manifest.items() for seed in seeds]
    if jobs <= 1:
        return [grade_one(*task) for task in tasks]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(grade_one, *zip(*tasks)))


def by_program(results: list[Result]) -> dict[str, list[Result]]:
    """The gradings grouped by program, each program's in seed order.

    >>> by_program([{"name": "a", "seed": 2}, {"name": "a", "seed": 1}])
    {'a': [{'name': 'a', 'seed': 1}, {'name': 'a', 'seed': 2}]}
    """
    grouped: dict[str, list[Result]] = {}
    for result in results:
        grouped.setdefault(result["name"], []).append(result)
    return {name: sorted(rs, key=lambda r: r["seed"]) for name, rs in grouped.items()}


def difference(entry: Mapping[str, Any], failed: list[str]) -> tuple[set[str], set[str]]:
    """(rules failed beyond the expected ones, expected rules that passed); arguable rules neither.
    Version 4's format marks go with no-duplicates (the rules page): a no-duplicates fault
    fails format too, as its expected score says.

    >>> difference({"expected_failures": ["tie-draw"]}, ["higher-wins"])
    ({'higher-wins'}, {'tie-draw'})
    >>> difference({"expected_failures": ["a"], "arguable": ["b"]}, ["a", "b"])
    (set(), set())
    >>> difference({"expected_failures": ["no-duplicates"]}, ["no-duplicates", "format"])
    (set(), set())
    """
    expected = set(entry["expected_failures"])
    arguable = set(entry.get("arguable", []))
    if "no-duplicates" in expected and "format" in failed:
        arguable.add("format")
    return set(failed) - expected - arguable, expected - set(failed)


def describe(entry: Mapping[str, Any], failed: list[str]) -> str:
    """One grading's verdicts against the manifest: ``ok``, or ``+extra -missed`` rule ids.

    >>> describe({"expected_failures": ["tie-draw"]}, ["tie-draw", "one-bust"])
    '+one-bust'
    >>> describe({"expected_failures": []}, [])
    'ok'
    """
    extra, missed = difference(entry, failed)
    words = [f"+{rule}" for rule in sorted(extra)] + [f"-{rule}" for rule in sorted(missed)]
    return " ".join(words) or "ok"


def program_line(name: str, entry: Mapping[str, Any], gradings: list[Result]) -> str:
    """One program's line: version, expected and got scores per seed, the verdicts' differences.

    >>> e = {"version": 1, "expected_failures": [], "expected_score": 85, "max_score": 85}
    >>> g = [{"seed": 1, "version": 1, "score": 85, "max_score": 85, "failed": [], "problems": []}]
    >>> program_line("c1_x", e, g).split()
    ['c1_x', '1', '85/85', '85', 'ok']
    """
    scores = " ".join(str(g["score"]) + ("" if g["max_score"] == entry["max_score"] else f"/{g['max_score']}")
                      for g in gradings)
    notes = [describe(entry, g["failed"]) for g in gradings]
    verdicts = notes[0] if len(set(notes)) == 1 else \
        "; ".join(f"seed {g['seed']}: {note}" for g, note in zip(gradings, notes))
    versions = {g["version"] for g in gradings}
    if versions != {entry["version"]}:
        verdicts += f"  [graded as version {'/'.join(str(v) for v in sorted(versions, key=str))}]"
    if any(g["problems"] for g in gradings):
        verdicts += f"  [problem: {next(g['problems'][0] for g in gradings if g['problems'])}]"
    expected = f"{entry['expected_score']}/{entry['max_score']}"
    return f"{name:42} {entry['version']}  {expected:>7}  {scores:12} {verdicts}"


def figures(manifest: Mapping[str, Mapping[str, Any]], results: list[Result]) -> dict[str, Any]:
    """The figures of a grading of the corpus against its manifest.

    >>> m = {"c": {"kind": "correct", "version": 1, "expected_failures": [], "expected_score": 85},
    ...      "f": {"kind": "fault", "version": 1, "expected_failures": ["tie-draw"],
    ...            "expected_score": 80}}
    >>> r = [{"name": "c", "seed": 1, "version": 1, "score": 79, "failed": ["one-bust"]},
    ...      {"name": "f", "seed": 1, "version": 1, "score": 80, "failed": ["tie-draw"]}]
    >>> f = figures(m, r)
    >>> f["correct_full_marks"], f["faults_caught"], f["false_alarms"], f["exact_scores"]
    ([0, 1], [1, 1], {'one-bust': 1}, [1, 2])
    """
    grouped = by_program(results)
    kinds = {kind: [n for n, e in manifest.items() if e.get("kind") == kind and n in grouped]
             for kind in ("correct", "fault", "blackjack")}

    def prevented(name: str, gradings: list[Result]) -> set[str]:
        """Collateral rules of a faulted program that every grading failing them left not shown
        and said the program's own fault can prevent (`autograder.pontoon.judge.not_shown`)."""
        faults = manifest[name]["expected_failures"]
        extra = difference(manifest[name], sorted(failed_any(name)))[0]
        return {rule for rule in extra if all(
            str(g.get("why", {}).get(rule, "")).startswith("Not shown") and any(
                f"the fault in {fault}" in g["why"][rule] for fault in faults)
            for g in gradings if rule in g["failed"])}

    def failed_any(name: str) -> set[str]:
        return set().union(*(set(g["failed"]) for g in grouped[name]))

    def extras(names: list[str]) -> dict[str, int]:
        counts = Counter(rule for n in names for rule in difference(manifest[n], sorted(failed_any(n)))[0])
        return dict(sorted(counts.items()))

    correct_ok = [n for n in kinds["correct"] if all(not g["failed"] and g["score"] ==
                                                     manifest[n]["expected_score"] for g in grouped[n])]
    missed = {n: sorted(set().union(*(difference(manifest[n], g["failed"])[1] for g in grouped[n])))
              for n in kinds["fault"]}
    missed = {n: rules for n, rules in missed.items() if rules}
    bj_expected = [(n, rule) for n in kinds["blackjack"] for rule in manifest[n]["expected_failures"]]
    bj_caught = [(n, rule) for n, rule in bj_expected if all(rule in g["failed"] for g in grouped[n])]
    arguable = Counter(rule for n in kinds["blackjack"] for rule in manifest[n].get("arguable", [])
                       if rule in failed_any(n))
    return {
        "programs": len(grouped), "gradings": len(results),
        "exact_scores": [sum(all(g["score"] == manifest[n]["expected_score"] for g in grouped[n])
                             for n in grouped), len(grouped)],
        "correct_full_marks": [len(correct_ok), len(kinds["correct"])],
        "correct_full_marks_gradings": [sum(not g["failed"] for n in kinds["correct"] for g in grouped[n]),
                                        sum(len(grouped[n]) for n in kinds["correct"])],
        "false_alarms": extras(kinds["correct"]),
        "faults_caught": [len(kinds["fault"]) - len(missed), len(kinds["fault"])],
        "missed_faults": missed,
        "collateral": extras(kinds["fault"]),
        "collateral_prevented": dict(sorted(Counter(
            rule for n in kinds["fault"] for rule in prevented(n, grouped[n])).items())),
        "faulted_exact": [sum(all(describe(manifest[n], g["failed"]) == "ok" for g in grouped[n])
                              for n in kinds["fault"]), len(kinds["fault"])],
        "blackjack_rules_caught": [len(bj_caught), len(bj_expected)],
        "blackjack_missed": sorted(f"{n}: {rule}" for n, rule in set(bj_expected) - set(bj_caught)),
        "blackjack_extra": extras(kinds["blackjack"]),
        "blackjack_arguable_failed": dict(sorted(arguable.items())),
        "unstable": sorted(n for n in grouped if len({g["score"] for g in grouped[n]}) > 1),
        "version_misread": sorted(n for n in grouped
                                  if any(g["version"] != manifest[n]["version"] for g in grouped[n])),
        "with_problems": sorted(n for n in grouped if any(g.get("problems") for g in grouped[n])),
    }


def figure_lines(f: Mapping[str, Any]) -> list[str]:
    """The figures as the lines the benchmark prints.

    >>> figure_lines({"programs": 1, "gradings": 3, "exact_scores": [1, 1],
    ...     "correct_full_marks": [1, 1], "correct_full_marks_gradings": [3, 3],
    ...     "false_alarms": {}, "faults_caught": [0, 0], "missed_faults": {}, "collateral": {},
    ...     "faulted_exact": [0, 0], "blackjack_rules_caught": [0, 0], "blackjack_missed": [],
    ...     "blackjack_extra": {}, "blackjack_arguable_failed": {}, "unstable": [],
    ...     "version_misread": [], "with_problems": []})[1]
    'programs graded with exactly their expected score (every seed): 1/1'
    """
    def counts(d: Mapping[str, int]) -> str:
        return ", ".join(f"{rule} {n}" for rule, n in d.items()) or "none"

    def ratio(pair: list[int]) -> str:
        return f"{pair[0]}/{pair[1]}"

    def names(xs: list[str]) -> str:
        return f"{len(xs)}" + (f" ({', '.join(xs)})" if xs else "")

    return [
        f"{f['programs']} programs, {f['gradings']} gradings",
        f"programs graded with exactly their expected score (every seed): {ratio(f['exact_scores'])}",
        f"correct programs given full marks (every seed): {ratio(f['correct_full_marks'])}"
        f" (gradings: {ratio(f['correct_full_marks_gradings'])})",
        f"false alarms (correct programs failing a rule, per rule): {counts(f['false_alarms'])}",
        f"faults caught by their own rule (every seed): {ratio(f['faults_caught'])}",
        f"missed faults: {len(f['missed_faults'])}" + "".join(
            f"\n    {n}: {', '.join(rules)}" for n, rules in f["missed_faults"].items()),
        f"faulted programs losing exactly their rule: {ratio(f['faulted_exact'])}",
        f"collateral rules (faulted programs failing another rule, per rule): {counts(f['collateral'])}",
        f"  of which not shown, the verdict naming the program's own fault as what can prevent them:"
        f" {counts(f.get('collateral_prevented', {}))}",
        f"blackjack: broken rules caught {ratio(f['blackjack_rules_caught'])};"
        f" missed: {', '.join(f['blackjack_missed']) or 'none'}",
        f"blackjack: other rules failed: {counts(f['blackjack_extra'])};"
        f" arguable rules failed: {counts(f['blackjack_arguable_failed'])}",
        f"programs whose score differs across seeds: {names(f['unstable'])}",
        f"programs graded as another version: {names(f['version_misread'])}",
        f"programs with a grader problem line: {names(f['with_problems'])}",
    ]


def grader_identity(grade_submission: Callable[..., Any]) -> dict[str, str]:
    """Where the grader was imported from and, in a git checkout, its commit.

    >>> sorted(grader_identity(load_grader()))
    ['commit', 'file']
    """
    path = Path(sys.modules[grade_submission.__module__].__file__ or ".").resolve()
    try:
        commit = subprocess.run(["git", "-C", str(path.parent), "rev-parse", "--short", "HEAD"],
                                capture_output=True, text=True, timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(path.parent), "diff", "--quiet", "HEAD", "--", "."],
                               capture_output=True, timeout=10).returncode
    except (OSError, subprocess.SubprocessError):
        commit, dirty = "", 0
    return {"file": str(path), "commit": (commit or "unknown") + ("+" if dirty else "")}


def main(argv: list[str] | None = None) -> int:
    """Grade the corpus, print the per-program lines and the figures; 0 when it ran.

    >>> main(["--corpus", "/nonexistent"])
    no manifest.json in '/nonexistent'
    2
    """
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS,
                        help="the corpus folder (default: tests/corpus/heldout)")
    parser.add_argument("--seeds", type=parse_seeds, default=[1], help="master seeds, e.g. 1,2,3")
    parser.add_argument("--jobs", type=int, default=1, help="programs graded at once (default 1)")
    parser.add_argument("--save", type=Path, help="write the gradings and figures to this JSON file")
    args = parser.parse_args(argv)
    manifest_path = args.corpus / "manifest.json"
    if not manifest_path.is_file():
        print(f"no manifest.json in {str(args.corpus)!r}")
        return 2
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    identity = grader_identity(load_grader())
    seeds = ",".join(map(str, args.seeds))
    print(f"grader {identity['file']} (commit {identity['commit']}); corpus {args.corpus}; seeds {seeds}")
    start = time.perf_counter()
    results = grade_all(args.corpus, manifest, args.seeds, args.jobs)
    wall = time.perf_counter() - start
    print(f"\n{'program':42} v  expected  got (seed {seeds})")
    for name, gradings in by_program(results).items():
        print(program_line(name, manifest[name], gradings))
    found = figures(manifest, results)
    print()
    print("\n".join(figure_lines(found)))
    print(f"graded in {wall:.1f} s")
    if args.save:
        args.save.write_text(json.dumps({
            "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "grader": identity, "corpus": str(args.corpus), "seeds": args.seeds,
            "figures": found, "results": results}, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"saved {args.save}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
