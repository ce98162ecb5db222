"""Grade one pontoon submission: run it in the sandbox, gather the evidence, judge every rule.

A submission runs in one sandboxed child running its tasks one after another
(`autograder.sandbox.child.run_batch`: a child costs about as much CPU as three program runs, and
what the first runs' questions were found to do serves the later ones): the four seeded
``program`` runs (seeds and player policies drawn from the master seed,
`autograder.pontoon.programs.runs_for`), the stacked scenario games
(`autograder.pontoon.programs.scenario_runs`), the short stacked run whose input ends at a later
question, the game of small cards whose player sticks at once, and the reading experiment (`autograder.pontoon.experiments`), then the import that
reports the submission's names, ``VERSION`` and ``STICK_AT`` and makes every function probe
(`autograder.pontoon.probes`), planned from what the source text declares (`read_source`; if the
import says otherwise, the probes are planned again and run in a second child). The scenarios are planned for the
STICK_AT the source states or its ``while`` loop suggests (else 17), and played again in
another child when the program's turns out different; goals the stacked run's games were not
dealt (a program playing one game a run) are played one a run in one more child
(`autograder.pontoon.programs.goal_runs`). Where the reading experiment reads nothing, games
planned for other thresholds, for a computer of two cards and for a program dealing the
player's turn first are tried in turn. The statistics see the seeded runs only, and a seeded
run the program ended early only shows faults (`played_out`). Last, the rules of a result the
program's own fault makes impossible (a computer that never goes bust) are shown kept by the
games' values (`programs.fixed_bust`, `skipped_turn_no_bust`, `turn_after_any_bust`).
Nothing a submission does makes `grade_submission` raise: hangs, crashes and early exits become
``Grade.problems`` and the marks its behaviour earns.
"""
from __future__ import annotations

import ast
import re
import time
import traceback
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from autograder import compiling
from autograder.pontoon import experiments
from autograder.pontoon import probes as probes_mod
from autograder.pontoon.cardstats import deck_by_repeat, deck_evidence, detect_version, repeat_run, statistics
from autograder.pontoon.contract import VERSIONS, card_value, check_version, from_json
from autograder.pontoon.judge import Evidence, failing_rules, judge, shown_kept
from autograder.model import Grade
from autograder.pontoon.programs import (ONE_EACH_COMPUTER, ONE_EACH_FIRST, PLAYER_FIRST, RUNS,
                                         SEEDS, Played, Run, other_answers,
                                         answers_in_words,
                                         check_computer_first, check_run, one_line,
                                         fixed_bust, goal_runs, infer_stick_at, own_answers,
                                         stick_range,
                                         quiet_lines, read_run, runs_for, scenario_runs,
                                         skipped_turn_no_bust, steady_lines,
                                         turn_after_any_bust,
                                         what_followed_the_turn, what_was_asked)
from autograder.outputs.report import NOTE_PREFIXES, is_note
from autograder.sandbox.child import ChildResult, Limits, run_batch, run_child

DEFAULT_LIMITS = Limits(wall_seconds=3.0, cpu_seconds=3.0)  # a run takes 0.01-0.05 s of CPU
CALL_SECONDS = 1.0
DATA_KINDS = {"int", "str", "tuple", "list", "dict", "set", "float", "bool", "NoneType", "module",
              "frozenset", "bytes"}
WORKERS = 2        # the probes made again, and the scenarios played again, beside each other
EXTRA_GAMES = 400


def find_file(path: Path) -> Path:
    """The submission's Python file: the path itself, or ``pontoon.py`` (or the only .py) in a folder.

    >>> find_file(Path(__file__).parents[2] / "versions" / "v1").name
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


SEED_VARIABLE = "BJK_GRADE_SEED"   # the kit's own tests set it, so that no test depends on luck


def new_seed() -> int:
    """A fresh master seed for one grading, from the operating system's randomness.

    When the grader's environment sets ``BJK_GRADE_SEED`` (the kit's test suite does, in
    ``tests/conftest.py``), that number is used instead, so every grading in a test run is
    repeatable; a submission's child never sees the grader's environment.

    >>> 0 <= new_seed() < 2**31
    True
    """
    import os
    import secrets

    fixed = os.environ.get(SEED_VARIABLE, "").strip()
    if fixed.isdecimal():
        return int(fixed) % 2**31
    return secrets.randbelow(2**31)


def grade_submission(path: Path, version: int | None = None, *, student: str | None = None,
                     limits: Limits | None = None, seed: int | None = None) -> Grade:
    """Grade one submission (a ``pontoon.py`` or a folder holding one) against the contract.

    ``seed`` is the master seed every program run's seed and player policy is drawn from
    (`autograder.pontoon.programs.runs_for`); None draws a fresh one. ``Grade.seeds[0]`` is the
    master seed, so grading again with it reproduces the grade exactly.

    >>> g = grade_submission(Path(__file__).parents[2] / "versions" / "v2" / "pontoon.py")
    >>> (g.version, g.version_source, g.score, g.max_score)
    (2, 'VERSION', 90, 90)
    """
    start = time.perf_counter()
    path = Path(path)
    who = student or (path.name if path.is_dir() else path.stem)
    if version is not None:
        check_version(version)
    master = new_seed() if seed is None else int(seed)
    try:
        grade = _grade(path, version, who, limits or DEFAULT_LIMITS, master)
    except Exception as exc:     # a grader bug must not stop a whole class being graded
        v = version or 1
        grade = Grade(str(path), who, v, "--version" if version else "detected", judge(v, []),
                      [master], problems=[f"the grader could not grade this submission: "
                                             f"{exc!r}", traceback.format_exc(limit=3)])
    grade.execution_time = round(time.perf_counter() - start, 3)
    return grade


def _grade(path: Path, version: int | None, student: str, limits: Limits,
           master: int = 0) -> Grade:
    """Run, gather evidence, judge."""
    RUNS = runs_for(master)
    try:
        file = find_file(path)
    except FileNotFoundError as exc:
        v = version or 1
        return Grade(str(path), student, v, "--version" if version else "detected", judge(v, []),
                     [master], problems=[str(exc)])
    problems: list[str] = []
    static = read_source(file)
    guess = _probes_for(version, static.get("VERSION"), static.get("STICK_AT"),
                        set(static.get("functions", {})), static.get("functions"), master)
    first_task = dict(_calls_task(guess), names=True) if guess else {"mode": "inspect"}
    # the stacked scenario runs, planned for the STICK_AT the file states (else the usual 17)
    # and planned again below if the program's turns out different
    known_stick = _declared_stick_at(static.get("STICK_AT")) or guess_stick_at(file)
    planned_stick = known_stick or 17
    planned_version = _declared_version(version, static.get("VERSION"))[0] or guess_version(file)
    scenarios = scenario_runs(master, planned_stick, planned_version)
    plan = experiments.plan_for(master, planned_stick, scenarios[0], planned_version)
    turn = _as_planned               # how a stacked task deals ranks by their place
    with ThreadPoolExecutor(WORKERS) as pool:
        # one child for every run planned so far (a sandboxed child costs about as much CPU as
        # three program runs, and what its first runs' questions were found to do serves the
        # later ones); the program runs first, so one stuck before its first word is run once
        # (`autograder.sandbox.child.run_batch`), the probes (or the inspection) last
        # no version declared: the repeat experiment tells a deck (v4) from fresh draws (v3)
        repeat = [] if _declared_version(version, static.get("VERSION"))[0] else [repeat_run(master)]
        stacked = [*(r.task for r in scenarios), *experiments.tasks(plan),
                   *(r.task for r in repeat)]
        *ran, first = run_batch(file, [r.task for r in RUNS] + stacked + [first_task], limits)
        raw_runs = ran[:len(RUNS)]
        raw_scenarios = ran[len(RUNS):len(RUNS) + len(scenarios)]
        raw_plan = ran[len(RUNS) + len(scenarios)] if plan else None
        repeated = read_run(repeat[0], ran[-1], 3) if repeat else None
        import_problems: list[str] = []     # said once the runs show whether they are problems
        names_msg = _names(first, import_problems, limits)
        functions = {n for n, kind in names_msg.get("names", {}).items() if kind not in DATA_KINDS}
        declared = names_msg.get("VERSION")
        declared_stick = names_msg.get("STICK_AT")
        if not names_msg.get("names") and (static.get("VERSION") is not None
                                           or static.get("STICK_AT") is not None):
            declared, declared_stick = static.get("VERSION"), static.get("STICK_AT")
            problems.append(_from_source_words(static))
        v, source = _declared_version(version, declared)
        if source == "VERSION" and not names_msg.get("names"):
            source = "source"
        stick_at = _declared_stick_at(declared_stick)
        stick_how: str | None = None     # how a STICK_AT not declared was found (`_stick_note`)
        probes: list[probes_mod.Probe] = []
        calls: ChildResult | None = None
        calls_job = None
        if v is not None and stick_at is not None and functions:   # no need to wait for the runs
            probes = _probes_for(v, v, stick_at, functions, names_msg.get("params"), master)
            if probes and _same_calls(probes, guess):
                calls = first                # the probes made were the right ones
            elif probes:
                calls_job = pool.submit(run_child, file, _calls_task(probes), limits)
        as_three: list[Played] = []     # the runs read as version 3, to detect the version
        if v is None:
            as_three = [read_run(run, raw, 3) for run, raw in zip(RUNS, raw_runs)]
            v = detect_version(as_three, repeated) or 1
            if declared is not None:
                problems.append(f"VERSION is {declared!r}, not a version from 1 to 4; the version "
                                f"was detected from what the program prints: {v}")
        played = as_three if v == 3 and as_three else [read_run(run, raw, v)
                                                       for run, raw in zip(RUNS, raw_runs)]
        def alone(how):              # experiment games played one a run, dealt as ``how``
            return lambda tasks: run_batch(file, [how(t) for t in tasks], limits)
        # which lines say what, by experiment
        reading = experiments.reading_of(plan, raw_plan, v, alone(turn))
        if reading is None and raw_plan is not None and _dealt_by_place(raw_plan):
            # ranks dealt by their place (randrange(13), a list of the program's own names, a
            # card as one of 52 numbers) were read in the first usual layout, and nothing could
            # be read: the others are tried in turn (Ace last; cards numbered rank by rank)
            for other in _other_layouts(raw_plan):
                raw_turned = run_batch(file, [other(r.task) for r in scenarios]
                                       + [other(t) for t in experiments.tasks(plan)], limits)
                again = experiments.reading_of(plan, raw_turned[-1], v, alone(other))
                if again is not None:
                    raw_scenarios, raw_plan, reading = raw_turned[:-1], raw_turned[-1], again
                    turn = other
                    break
        if reading is None and raw_plan is not None and _played_through(plan, raw_plan, v):
            # the program played every game and nothing was read. With no STICK_AT stated or
            # written as a number, the games were planned for 17, which a computer sticking
            # from 14 to 17 plays alike; one sticking elsewhere was dealt other hands, so games
            # planned for the other thresholds are tried in turn. Then, whatever the STICK_AT,
            # games whose computer takes two cards, which one twisting once at most (``if``
            # for ``while``) plays alike too
            # Last, games planned for a program dealing the player's whole turn first, or one
            # card each and then the player's turn (computer-first faults), which hands the
            # usual games' changed cards to the other hand
            unknown = known_stick is None and not _declared_stick_at(declared_stick)
            others = [experiments.plan_for(master, other, scenarios[0], v, other=True)
                      for other in (OTHER_STICKS if unknown else ())]
            first_stick = _declared_stick_at(declared_stick) or planned_stick
            # (first, games for a program dealing one card each, the computer's first, then the
            # computer's hits: an order the rules allow, which the usual games do not deal alike)
            for again_plan in others + [
                    experiments.plan_player_first(master, stick, scenarios[0], v,
                                                  ONE_EACH_COMPUTER)
                    for stick in dict.fromkeys((first_stick, *(OTHER_STICKS if unknown else ())))
            ] + [experiments.plan_two(master, scenarios[0], v)] + [
                    experiments.plan_player_first(master, first_stick, scenarios[0], v, order)
                    for order in (PLAYER_FIRST, ONE_EACH_FIRST)]:
                if again_plan is None:
                    continue
                raw_again = run_batch(file, [turn(t) for t in experiments.tasks(again_plan)],
                                      limits)[-1]
                again = experiments.reading_of(again_plan, raw_again, v, alone(turn))
                if again is not None:
                    plan, raw_plan, reading = again_plan, raw_again, again
                    break
        def named_version(v, played, reading):
            """No card named in the contract's words: the experiment games tell whether the
            program names its cards in words of its own, and whether with suits. So do they
            where the words found ranks but no suits, and the games show both hands named
            with their suits in the program's own words (`Six de Carreau`: `Six` is English
            too)."""
            suited = v == 2 and reading is not None and len(reading.named) >= 2 and \
                {how for _, how in reading.named.values()} == {"suits"}
            named = _version_by_names(plan, raw_plan, repeated, alone(turn)) \
                if source == "detected" and (v == 1 or suited) and raw_plan is not None else None
            if named is None or named < v:
                return v, played, reading
            played = as_three if named == 3 else [read_run(run, raw, named)
                                                  for run, raw in zip(RUNS, raw_runs)]
            return named, played, experiments.reading_of(plan, raw_plan, named, alone(turn)) \
                or reading
        worded = v                   # the version the words gave (or --version, VERSION)
        v, played, reading = named_version(v, played, reading)
        experiments.apply(reading, played, v)
        if stick_at is None:
            stick_at, stick_how = _stick_at(declared_stick, played, v)
        if calls is None and calls_job is None and functions:
            probes = probes_mod.build(v, stick_at, functions, names_msg.get("params"),
                                      master=master)
            calls_job = pool.submit(run_child, file, _calls_task(probes), limits) if probes else None
        if (stick_at != planned_stick or v != worded and v != planned_version) \
                and read_run(scenarios[0], raw_scenarios[0], v).games:
            # the scenarios were chosen for another STICK_AT, or version (cards named in the
            # program's own words), and the program plays them
            scenarios = scenario_runs(master, stick_at, v)
            plan = experiments.plan_for(master, stick_at, scenarios[0], v)
            raw_scenarios = pool.submit(run_batch, file, [turn(r.task) for r in scenarios]
                                        + [turn(t) for t in experiments.tasks(plan)],
                                        limits).result()
            raw_plan = raw_scenarios.pop() if plan else None
            reading = experiments.reading_of(plan, raw_plan, v, alone(turn)) or reading
            v, played, reading = named_version(v, played, reading)   # (planned for its STICK_AT)
            experiments.apply(reading, played, v)
        if calls_job is not None:
            calls = calls_job.result()
    staged = [read_run(run, raw, v) for run, raw in zip(scenarios, raw_scenarios)]
    alone = goal_runs(staged[0])      # goals the stacked run's games did not reach, one a run
    if alone:
        raw_alone = run_batch(file, [turn(r.task) for r in alone], limits)
        staged += [read_run(run, raw, v) for run, raw in zip(alone, raw_alone)]
        raw_scenarios = [*raw_scenarios, *raw_alone]
    experiments.apply(reading, staged, v)
    evidence: list[Evidence] = []
    own = own_answers(staged + played)
    others = other_answers(staged + played)
    if calls is not None and (own != probes_mod.CONTRACT_ANSWERS or others) \
            and any("answers" in p.call for p in probes):
        # the program's runs twist and stick with answers of its own: its turn functions are
        # probed again with them (the rules leave the answers' words to the student); and its
        # other questions (a pause, a bet) get the answers its runs found for them, apart from
        # the scripted ones
        probes = probes_mod.build(v, stick_at, functions, names_msg.get("params"),
                                  master=master, answers=own)
        calls = run_child(file, _calls_task(probes, others), limits)
    fits = stick_range(played, v)
    for _ in range(RETHRESHOLD if _declared_stick_at(declared_stick) is None else 0):
        # a STICK_AT worked out from few games may be one of several they fit: the program's
        # own computer_turn, given the grader's decks, says which: where its replies do not fit
        # the one probed, the lowest that all fit is probed (the decks built for it show whether
        # the program stops there), until they fit
        if calls is None or stick_at is None:
            break
        fits = _turn_bounds(probes, calls.messages, fits)
        if fits[0] <= stick_at <= fits[1] or fits[0] > fits[1]:
            break
        stick_at, stick_how = fits[0], "worked out from where the computer stuck, in its games " \
            "and in computer_turn"
        probes = probes_mod.build(v, stick_at, functions, names_msg.get("params"),
                                  master=master, answers=own)
        calls = run_child(file, _calls_task(probes, others), limits)
    if stick_how is not None:
        problems.append(_stick_note(declared_stick, stick_at, stick_how))
    if calls is not None:
        evidence += probes_mod.judge_replies(
            probes, calls.messages, v, problems,
            read=lambda lines: experiments.read_block(reading, lines, v),
            words_known=reading is not None,
            own_name=experiments.own_card_names(staged, v, reading) if v >= 2 else None)
        if calls is not first or _imported(first):
            _child_problems("the function probes", calls, problems, limits)
    quiet = quiet_lines(staged + played, v)     # turn lines telling nothing of the computer's
    steady = steady_lines(staged + played, v)   # (and lines naming no card of it)
    for p in staged + played:
        p.quiet, p.steady = quiet, steady
    if reading is not None and reading.leaks:
        # a line the experiments saw change with the computer's cards, printed the same beside
        # hands that differed every way in the other games, changed with the game's number (a
        # joke printed in turn), not with the cards
        reading.leaks = [line for line in reading.leaks if line.strip() not in steady]
    # the stacked games first: a verdict quotes its first games, and these say the cards dealt
    for p, raw in zip(staged + played, raw_scenarios + raw_runs):
        found = check_run(p, v, stick_at)
        evidence += found if p.run.stacked or played_out(p) else faults_only(found)
        _child_problems(f"the program run with seed {p.run.task['seed']} ({p.run.name})", raw,
                        problems, limits, p)
    # two seeded runs of one seed compared: the same computer whatever the player does, which
    # no card's luck decides
    evidence += check_computer_first(played[0], played[2], v)
    evidence += experiments.evidence(reading)     # what the experiment games show by themselves
    if v == 4 and not any(e.rule == "no-duplicates" and e.source == "program" for e in evidence):
        # no card of the program's games could be read by name: whether it deals from a deck is
        # found by experiment (its functions given a deck keep one, but the program's own games
        # may deal otherwise, and a deck order that differs in every game is no deck)
        if repeated is None:
            deck_run = repeat_run(master)
            raw = run_child(file, deck_run.task, limits)
            repeated = read_run(deck_run, raw, 3)
            _child_problems(f"the program run with seed {deck_run.task['seed']} ({deck_run.name})",
                            raw, problems, limits, repeated)
        evidence += deck_evidence(repeated)
    # the seeded runs alone (stacked cards are chosen); a rule shown kept only by a sample that
    # every seed gives, but for the statistic's stated rate (`cardstats.statistics`)
    evidence += statistics(played, v, stick_at)
    played = played + staged
    seeds = [master, *sorted({r.task["seed"] for r in RUNS})]
    unseen = [r for r in RARE_RESULTS if not any(e.rule == r for e in evidence)]
    extras: list[Played] = []      # the extra run, when one was needed
    if stick_at + 9 <= 21:      # the computer can never go bust: both bust cannot happen
        evidence.append(Evidence("bust-draw", True, "program", f"with STICK_AT {stick_at} the "
                                 "computer never goes bust, so both can never be bust"))
        unseen = [r for r in unseen if r != "bust-draw"]
    if unseen and any(len(p.games) > 1 for p in played):    # a program that plays again
        extra = extra_run(stick_at, master)
        import dataclasses         # a long run of a chatty program needs room for its output
        raw = run_child(file, extra.task, dataclasses.replace(
            limits, output_bytes=max(limits.output_bytes, 1_000_000)))
        more = read_run(extra, raw, v)
        experiments.apply(reading, [more], v)
        found = check_run(more, v, stick_at)
        evidence += found if played_out(more) else faults_only(found)
        _child_problems(f"the program run with seed {extra.task['seed']} ({extra.name})", raw,
                        problems, limits, more)
        seeds.append(extra.task["seed"])
        extras.append(more)
    every = played + extras
    failing = failing_rules(evidence)
    if "computer-draws" in failing:
        # a computer that never goes bust, or always does, by its fault: the rules of a result
        # it cannot reach hold in every game it can play (`fixed_bust`), as with a STICK_AT of 12
        evidence += fixed_bust(every, v, sure_needed=stick_at + 9 > 21)
    if "player-turn-always" in failing:
        # no turn after the computer's bust, by its fault: no game can have both bust
        evidence += skipped_turn_no_bust(every, v)
    if not shown_kept("player-turn-always", evidence, failing):
        # the stacked games that show it were not read as planned (a fault dealt them otherwise):
        # with the computer's turn first in every game, any game whose computer ended bust had it
        # bust before the player's turn; with the order not known, the player must have been
        # asked in every game, whatever the computer's turn came to
        evidence += turn_after_any_bust(every, v,
                                        first=shown_kept("computer-first", evidence, failing))
    _written_problem([r for r in (first, calls, *raw_runs, *raw_scenarios) if r is not None],
                     problems)
    # A plain script's import is the program itself: its process ending there is its normal end.
    # So is a script with functions of its own whose import asked the game's questions.
    script_ended = first.status == "exited" and (not functions or bool(names_msg.get("asked"))) \
        and any(p.games and p.ended_cleanly for p in played)
    problems[:0] = [] if script_ended else import_problems
    problems = list(dict.fromkeys(problems))   # a crash's true reason is said once, first
    met = one_line(what_was_asked(played))
    if not any(p.games for p in played):
        stuck = unanswered_question([*raw_runs, *raw_scenarios])
        problems.append("running the program played no game (nothing asked `Twist or stick?` "
                        "and no result was printed)" + (f": {stuck or met}" if stuck or met else ""))
        if not plays_games(probes, calls):
            evidence = []       # a program that plays no game earns nothing (README, own-words)
    asked = any(g.turn_asks for p in played for g in p.games)
    if any(p.games for p in played) and not asked:
        lines = sum(len(g.lines) for g in played[0].games)
        problems.append(f"running the program asked no question, so it plays no game: it printed "
                        f"{lines} line(s) and asked nothing (no twist-or-stick question)" if not met
                        else "no question of the program was found to be the twist-or-stick "
                        "question (no answer the grader tried dealt the player one card and asked "
                        f"again, or ended the player's turn); {met}")
        evidence = [e for e in evidence if e.source != "program"]
    elif asked and not any(g.result(v) for p in played for g in p.games):
        problems.append("no game printed a result the grader could read (who won, with both "
                        "hands' values or cards): " + "; ".join(
                            x for x in (met, one_line(what_followed_the_turn(played))) if x))
    elif fixed_text(played, v):
        problems.append("every game printed the same result whatever the cards (the same values "
                        "in every game of every run): the program's outcomes do not depend on "
                        "the cards dealt, so no game shows a rule")
        evidence = [Evidence(e.rule, False, e.source, "the outcomes do not depend on the cards "
                             "dealt: every game printed the same result") for e in evidence
                    if e.source == "program"] or evidence
    problems = collapse_problems(problems, len(played) + (len(seeds) > len(SEEDS) + 1))
    stopped = None if any(e.ok and e.source == "program" for e in evidence) \
        else stopping_problem(problems)
    verdicts = judge(v, evidence, stopped)
    return Grade(str(path), student, v, source, verdicts, seeds, problems=problems)


def plays_games(probes: list[probes_mod.Probe], calls: ChildResult | None) -> bool:
    """Whether the grader played whole games through the program's own ``play_game`` (with its
    own stacked cards): then a program whose ``main`` plays none still has games to judge.

    >>> plays_games([], None)
    False
    """
    if calls is None:
        return False
    games = {i for i, probe in enumerate(probes) if probe.call.get("fn") == "play_game"}
    return any(m.get("index") in games and not m.get("error") for m in calls.of_kind("call"))


def played_out(played: Played) -> bool:
    """Whether a seeded run played every game it asked for, or until the grader ended its input:
    then its games are a sample every master seed gives (a few hundred games between the runs)
    and may show a rule kept; a run the program ended early (one game a run) may only show faults
    (`faults_only`).

    >>> from autograder.pontoon.programs import RUNS
    >>> ended = Played(RUNS[0], [], "sys.exit", None, "", "ok")
    >>> played_out(ended), played_out(Played(RUNS[0], [], "eof", None, "", "ok", eof_given=True))
    (False, True)
    """
    return len(played.games) >= played.run.task.get("games", 1) or played.eof_given


def faults_only(evidence: list[Evidence]) -> list[Evidence]:
    """What a seeded run the program ended early may say: only faults. A rule is shown kept by
    the grader's stacked games, which deal every goal under every master seed, so a rule's marks
    never hang on which few games a seed happened to deal; such a game can still show a fault.

    >>> [e.rule for e in faults_only([Evidence("tie-draw", True, "program", "kept"),
    ...                               Evidence("one-bust", False, "program", "broken")])]
    ['one-bust']
    """
    return [e for e in evidence if not e.ok]


def unanswered_question(results: list[ChildResult]) -> str:
    """The first question the grader tried answers at without a game coming of it, quoted with
    the answers tried and what each did (the runner's ``tried`` on an ask entry); '' when none.

    >>> r = ChildResult("ok", 0, "", "", [{"kind": "program", "transcript": [{"ask": "Ready?\\n> ",
    ...     "answer": None, "tried": [{"answer": "y", "effect": "asked again"},
    ...                               {"answer": "", "effect": "the program ended"}]}]}], 0.1, [])
    >>> unanswered_question([r])
    'no answer the grader tried got past its first question `Ready? / >`: it tried `y` (asked again) and an empty line (the program ended)'
    """
    for result in results:
        for message in result.of_kind("program"):
            for entry in (message.get("transcript") or [])[:200]:
                tried = entry.get("tried") if "ask" in entry else None
                if not tried:
                    continue
                said = [(str(t.get("answer", "")), one_line(str(t.get("effect", ""))))
                        for t in tried[:6] if isinstance(t, dict)]
                answers = answers_in_words([a for a, _ in said], [e for _, e in said])
                return (f"no answer the grader tried got past its first question "
                        f"`{one_line(str(entry['ask']))[:120]}`: it tried {answers}")
    return ""


# the notes (what the grader worked out) and problems that stop no game
NOT_REASONS = (*NOTE_PREFIXES, "STICK_AT is", "VERSION is", "the submission wrote files")


def stopping_problem(problems: list[str]) -> str | None:
    """The first problem that can have stopped the games (an import that failed, a crash, no
    question, no result), not a note about what the grader worked out; None when there is none.

    >>> stopping_problem(["the file defines no STICK_AT; ...", "importing the submission crashed"])
    'importing the submission crashed'
    >>> stopping_problem(["hand_value is a function of the program's own, not the assignment's (...)"])
    """
    return next((p for p in problems if not p.startswith(NOT_REASONS) and not is_note(p)), None)


def _played_through(plan, raw, version: int) -> bool:
    """Whether a program played every game of an experiment run and ended as it should: only
    then are other experiment games worth a run (a program that hangs, crashes or plays one
    game a run would cost a run, or a timeout, for each).

    >>> _played_through(None, None, 1)
    False
    """
    if plan is None or raw is None:
        return False
    played = read_run(plan.run, raw, version)
    return played.status == "ok" and played.exit in ("eof", "returned", "sys.exit") \
        and len(played.games) >= len(plan.run.goals)


# the thresholds the experiments are planned for in turn when a program states none and none
# was read (`experiments._plan`: 19 is played alike by a computer sticking from 16 to 19, 13 from
# 12 to 13, 21 from 18 to 21 (its base game the computer's: `experiments.Plan.winner`); 17, tried
# first, from 14 to 17)
OTHER_STICKS = (19, 13, 21)
STICK_GUESS_RE = re.compile(r"\bwhile\b[^\n:]*?(<=?)\s*(\d\d)\s*(?:and\b[^\n:]*)?:")


def guess_stick_at(file: Path) -> int | None:
    """The computer's threshold as a program's first ``while ... < N:`` loop writes it (N from
    12 to 20), or None: only a guess, to plan the stacked games before the program has played.

    >>> import tempfile; f = Path(tempfile.mkdtemp()) / "p.py"
    >>> _ = f.write_text("while dealer < 16:\\n    x()\\nwhile me <= 21:\\n    y()\\n")
    >>> guess_stick_at(f), guess_stick_at(f.parent / "missing.py")
    (16, None)
    """
    try:
        text = file.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    for op, number in STICK_GUESS_RE.findall(text[:200_000]):
        n = int(number) + (op == "<=")
        if 12 <= n <= 20:
            return n
    return None


def guess_version(file: Path) -> int:
    """1 for a source with no face card's name in quotes (its cards are numbers), else 2: all
    the stacked deck needs to know before the program has played (how to read ``random()``).

    >>> import tempfile; f = Path(tempfile.mkdtemp()) / "p.py"
    >>> _ = f.write_text("RANKS = ['Ace', 'Jack']  # an Ace counts 1"); guess_version(f)
    2
    """
    try:
        text = file.read_text(encoding="utf-8", errors="replace")[:200_000]
    except OSError:
        return 1
    return 2 if re.search(r"['\"](?:queen|king|jack)\b", text, re.IGNORECASE) else 1


def _probes_for(flag: int | None, declared_version: object, declared_stick: object,
                functions: set[str], params: dict | None,
                master: int | None = None) -> list[probes_mod.Probe]:
    """The probes for a version and STICK_AT as declared, drawn from ``master``; [] when either
    is unknown.

    >>> len(_probes_for(None, 1, 17, {"decide_winner"}, None)), _probes_for(None, None, 17, {"x"}, None)
    (14, [])
    """
    v, _ = _declared_version(flag, declared_version)
    stick_at = _declared_stick_at(declared_stick)
    if v is None or stick_at is None or not functions:
        return []
    return probes_mod.build(v, stick_at, functions, params, master=master)


def _same_calls(a: list[probes_mod.Probe], b: list[probes_mod.Probe]) -> bool:
    """Whether two probe lists send exactly the same calls (then one run answers both)."""
    return [p.call for p in a] == [p.call for p in b]


def _imported(result: ChildResult) -> bool:
    """Whether a calls run got past importing the submission (its import message came back)."""
    return any(m.get("kind") == "import" and m.get("exit") != "os._exit" for m in result.messages)


def read_source(file: Path) -> dict:
    """What the source says without running it: literal ``VERSION``/``STICK_AT``, top-level functions.

    ``functions`` maps each ``def`` at the top of the file to its parameter names; ``error``
    is the syntax error when the file does not parse, and then ``VERSION = N`` and
    ``STICK_AT = N`` are still read from their own lines.

    >>> import tempfile; f = Path(tempfile.mkdtemp()) / "p.py"
    >>> _ = f.write_text("VERSION = 2\\nSTICK_AT = 16\\ndef card_value(card):\\n    return 1\\n")
    >>> read_source(f)
    {'functions': {'card_value': ['card']}, 'VERSION': 2, 'STICK_AT': 16, 'error': None}
    >>> _ = f.write_text("VERSION = 2\\ndef card_value(card)\\n    return 1\\n")
    >>> d = read_source(f); d["VERSION"], d["functions"], d["error"]
    (2, {}, "expected ':' (line 2)")
    """
    found: dict = {"functions": {}, "VERSION": None, "STICK_AT": None, "error": None}
    try:
        text = file.read_bytes().decode("utf-8", "replace")
        tree = compiling.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError, OSError) as exc:
        where = f" (line {exc.lineno})" if getattr(exc, "lineno", None) else ""
        found["error"] = f"{getattr(exc, 'msg', exc)}{where}"
        text = text if "text" in locals() else ""
        for name in ("VERSION", "STICK_AT"):
            match = re.search(rf"^{name}\s*=\s*(\d+)\s*(?:#.*)?$", text, re.MULTILINE)
            found[name] = int(match.group(1)) if match else None
        return found
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            a = node.args
            found["functions"][node.name] = [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs]
        elif isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Constant):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name) and target.id in ("VERSION", "STICK_AT"):
                    found[target.id] = node.value.value
    return found


def _from_source_words(static: dict) -> str:
    """The problem line saying VERSION/STICK_AT were read from the source text.

    >>> _from_source_words({"VERSION": 2, "STICK_AT": None})
    'the submission did not import, so VERSION = 2 was read from its source text'
    """
    said = " and ".join(f"{name} = {static[name]!r}" for name in ("VERSION", "STICK_AT")
                        if static.get(name) is not None)
    verb = "were" if " and " in said else "was"
    return f"the submission did not import, so {said} {verb} read from its source text"


def collapse_problems(problems: list[str], runs: int) -> list[str]:
    """Say a problem repeated by several of the ``runs`` program runs once, with how many had it.

    >>> collapse_problems(["the program run with seed 1 (a) crashed: X", "the program run with "
    ...                    "seed 2 (b) crashed: X", "importing the submission crashed"], 2)
    ['the program runs crashed: X (in all 2 program runs)', 'importing the submission crashed']
    """
    pattern = re.compile(r"^the program run with seed \d+ \((?:[^()]|\([^()]*\))*\) (.*)$", re.S)
    groups: dict[str, int] = {}
    order: list[tuple[str, str]] = []
    for problem in problems:
        match = pattern.match(problem)
        key = match.group(1) if match else problem
        if key not in groups:
            order.append((key, problem))
        groups[key] = groups.get(key, 0) + 1
    out = []
    for key, first in order:
        n = groups[key]
        if n == 1:
            out.append(first)
        elif first != key:
            total = "all " if n == runs else ""
            verb = "were" + key[3:] if key.startswith("was ") else key
            out.append(f"the program runs {verb} (in {total}{n} program runs)")
        else:
            out.append(f"{first} ({n} times)")
    return out


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
    """The inspect run's message, with what went wrong while importing added to ``problems``.

    When the run also made the probes' calls, a run that ended badly after the import is
    the probes' problem, not the import's.
    """
    msgs = result.of_kind("names")
    if (result.status != "ok" and not _imported(result)) or not msgs:
        problems.append(f"importing the submission {_status_words(result, limits)}")
        return msgs[0] if msgs else {}
    msg = msgs[0]
    err = msg.get("error")
    if err and err.get("type") in ("ModuleNotFoundError", "ImportError") and any(
            f"'{kit}" in str(err.get("message")) for kit in ("reference", "autograder", "versions")):
        problems.append(f"the submission imports the kit's own code ({err.get('message')}); "
                        "a submission must stand alone, so it could not run")
    elif err and not (err.get("type") == "EOFError" and msg.get("asked")):
        line = f" (line {err['line']})" if err.get("line") and \
            f"line {err['line']}" not in str(err.get("message")) else ""
        problems.append(crash_reason(err) or f"the submission crashed when imported: "
                        f"{err.get('type')}: {err.get('message')}{line}")
    elif msg.get("exit"):
        problems.append(f"the submission called sys.exit({msg.get('code')!r}) when imported")
    return msg


PYTHON2_NAMES = ("raw_input", "xrange", "unicode", "basestring", "unichr", "execfile", "long")
PYTHON2_SYNTAX = "Missing parentheses in call to"   # Python 3's own words for a print statement


def crash_reason(err: dict | None) -> str | None:
    """The true reason for a crash that no program of the assignment's can have, in a student's
    words, or None for an ordinary crash: a module outside the standard library, Python 2.

    >>> crash_reason({"type": "ModuleNotFoundError", "message": "No module named 'colorama'"})
    'the submission uses `colorama`, which the grader does not have (the assignment allows the standard library only)'
    >>> crash_reason({"type": "NameError", "message": "name 'raw_input' is not defined", "line": 8})
    "the submission is written in Python 2: `raw_input` is Python 2's (line 8; NameError: name 'raw_input' is not defined); the grader runs Python 3"
    >>> crash_reason({"type": "ModuleNotFoundError", "message": "No module named 'tkinter'"}) is None
    True
    """
    import sys

    kind, message = (err or {}).get("type"), str((err or {}).get("message", ""))
    line = f"line {err['line']}; " if err and err.get("line") and "line" not in message else ""
    missing = re.fullmatch(r"No module named '([\w.]+)'", message)
    if kind == "ModuleNotFoundError" and missing:
        top = missing.group(1).split(".")[0]
        if top not in sys.stdlib_module_names and top not in ("reference", "autograder", "versions"):
            return (f"the submission uses `{top}`, which the grader does not have (the assignment "
                    "allows the standard library only)")
    name = re.fullmatch(r"name '(\w+)' is not defined.*", message)
    if kind == "NameError" and name and name.group(1) in PYTHON2_NAMES:
        return (f"the submission is written in Python 2: `{name.group(1)}` is Python 2's "
                f"({line}{kind}: {message}); the grader runs Python 3")
    if kind == "SyntaxError" and message.startswith(PYTHON2_SYNTAX):
        return (f"the submission is written in Python 2: a Python 2 print statement ({line}"
                f"{kind}: {message}); the grader runs Python 3")
    return None


def _status_words(result: ChildResult, limits: Limits) -> str:
    """A sandbox status in words."""
    return {
        "timeout": f"was stopped after {limits.wall_seconds:g} s (an endless loop?)",
        "crashed": f"crashed the Python process (exit code {result.returncode})",
        "exited": "ended the whole process early (os._exit or a signal)",
        "memory": f"ran out of memory (over {limits.memory_mb} MB)",
        "output-limit": f"flooded the output: it printed more than {limits.output_bytes} bytes "
                        "(a print in an endless loop?)",
    }.get(result.status, f"ended with status {result.status!r}")


def _as_planned(task: dict) -> dict:
    """A stacked task as planned: ranks dealt by their place run Ace first.

    >>> _as_planned({"mode": "program"})
    {'mode': 'program'}
    """
    return task


def _ace_last(task: dict) -> dict:
    """A stacked task whose ranks dealt by their place (``randrange(13)``, ``randint(2, 14)``, a
    list of the program's own names) run Two .. King, Ace, as many programs list them.

    >>> _ace_last({"mode": "program", "stack": {"games": []}})["stack"]
    {'games': [], 'ace_last': True}
    >>> _ace_last({"mode": "program"})
    {'mode': 'program'}
    """
    return dict(task, stack=dict(task["stack"], ace_last=True)) if "stack" in task else task


def _rank_major(task: dict) -> dict:
    """A stacked task whose cards dealt as 52 numbers run rank by rank (``4 * rank + suit``).

    >>> _rank_major({"mode": "program", "stack": {"games": []}})["stack"]
    {'games': [], 'rank_major': True}
    """
    return dict(task, stack=dict(task["stack"], rank_major=True)) if "stack" in task else task


def _rank_major_ace_last(task: dict) -> dict:
    """`_rank_major` and `_ace_last` together (``4 * place + suit``, Two first)."""
    return _rank_major(_ace_last(task))


def _other_layouts(raw: ChildResult) -> list:
    """The layouts to try, in turn, for a run that dealt ranks by their place and read nothing:
    Ace last; and for cards dealt as 52 numbers, rank by rank, Ace first then last.

    >>> [f.__name__ for f in _other_layouts(ChildResult("ok", 0, "", "", [{"kind": "program",
    ...                                                   "placed": True, "numbered": True}], 0.1))]
    ['_ace_last', '_rank_major', '_rank_major_ace_last']
    """
    numbered = any(m.get("kind") == "program" and m.get("numbered") is True for m in raw.messages)
    return [_ace_last] + ([_rank_major, _rank_major_ace_last] if numbered else [])


def _dealt_by_place(raw: ChildResult) -> bool:
    """Whether a stacked run dealt a rank by its place among thirteen (`_ace_last`).

    >>> _dealt_by_place(ChildResult("ok", 0, "", "", [{"kind": "program", "placed": True}], 0.1))
    True
    """
    return any(m.get("kind") == "program" and m.get("placed") is True for m in raw.messages)


def _child_problems(what: str, result: ChildResult, problems: list[str], limits: Limits,
                    played: Played | None = None) -> None:
    """Add one problem line for a child run that did not end normally."""
    if result.status != "ok":
        words = _status_words(result, limits)
        if what.endswith("probes") and words.startswith("was "):
            words = "were " + words[4:]
        problems.append(f"{what} {words}")
    elif played is not None and played.exit == "error" and played.error:
        err = played.error
        if crash_reason(err):                   # said once, in the same words every time
            if crash_reason(err) not in problems:
                problems.append(crash_reason(err))
        elif err.get("type") != "EOFError":
            line = f" on line {err['line']}" if err.get("line") and \
                f"line {err['line']}" not in str(err.get("message")) else ""
            problems.append(f"{what} crashed: {err.get('type')}: {err.get('message')}{line}")
    elif played is not None and played.exit == "os._exit":
        problems.append(f"{what} ended the process with os._exit")


RARE_RESULTS = ("tie-draw", "bust-draw", "one-bust", "higher-wins")


def fixed_text(played: list[Played], version: int) -> bool:
    """Whether a program prints one fixed result whatever the cards: five results or more, all alike.

    >>> fixed_text([], 1)
    False
    """
    results = [(r.computer.value, r.player.value, r.verdict) for p in played for g in p.games
               for r in [g.result(version)] if r is not None]
    return len(results) >= 5 and len(set(results)) <= 1


def extra_run(stick_at: int, master: int | None = None) -> Run:
    """More games, for a program whose runs showed no game of some kind of result (a tie, say).

    Its seed is drawn from the master seed (5005 without one).

    >>> extra_run(21).task["policy"], extra_run(17, 3) == extra_run(17, 3)
    ({'kind': 'below', 'threshold': 21}, True)
    """
    import random
    seed = 5005 if master is None else random.Random(f"extra {master}").randrange(1, 2**31)
    return Run(f"the player twists below {stick_at}; more games to see every kind of result",
               {"mode": "program", "seed": seed, "games": EXTRA_GAMES,
                "policy": {"kind": "below", "threshold": stick_at}})


def _calls_task(probes: list[probes_mod.Probe], others: dict[str, str] | None = None) -> dict:
    """The sandbox task running every probe; ``others``: the answers to the program's questions
    of other kinds, by prompt (`programs.other_answers`), given without taking a scripted one."""
    return {"mode": "calls", "call_seconds": CALL_SECONDS, "record_draws": False,
            "calls": [dict(p.call, others=others) if others and "answers" in p.call else p.call
                      for p in probes]}


def _version_by_names(plan, raw_plan, repeated: Played | None, play_alone) -> int | None:
    """The version of a program that names no card in the contract's words, by experiment: when
    the experiment games' result blocks name a hand's cards in the program's own words (a
    line whose words change with the cards the grader changed, `experiments.named_slots`),
    with suits it is version 3, or 4 when the repeat experiment shows a deck
    (`cardstats.deck_by_repeat`); with ranks only, version 2. The cards are what the program
    deals, whichever hand shows them: a hand left out of the result block is the format's
    fault, not another version. None: no hand is named in words (version 1 stands).

    >>> _version_by_names(None, None, None, None) is None
    True
    """
    reading = experiments.reading_of(plan, raw_plan, 3, play_alone, anchors=False)
    if reading is None:
        return None
    how = {side: named for side, named in reading.named.values()}
    if not how:
        return None
    if set(how.values()) == {"suits"}:
        return deck_by_repeat(repeated) or 3
    return 2


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


RETHRESHOLD = 3       # the rounds of computer_turn probes a STICK_AT not declared may take


def _turn_bounds(probes: list, messages: list[dict],
                 fits: tuple[int, int] | None) -> tuple[int, int]:
    """The thresholds ``fits`` (the range the games allow; None: the rules page's, 12 to 21)
    narrowed by the program's ``computer_turn`` replies: each twisted at every value before its
    last card and, ending on 21 or less, stopped at its last.

    >>> p = probes_mod.Probe("computer-draws", {"fn": "computer_turn"}, "computer_turn(draw)")
    >>> msgs = [{"kind": "call", "index": 0, "returned": [["Eight", "Hearts"], ["Two", "Clubs"],
    ...          ["Two", "Clubs"], ["Five", "Clubs"], ["Nine", "Clubs"]]}]
    >>> _turn_bounds([p], msgs, (15, 18)), _turn_bounds([p], msgs, None)
    ((18, 18), (18, 21))
    """
    low, high = fits or (12, 21)
    by_index = {m.get("index"): m for m in messages if m.get("kind") == "call"}
    for i, probe in enumerate(probes):
        msg = by_index.get(i)
        if probe.call.get("fn") != "computer_turn" or not msg or msg.get("error"):
            continue
        cards = from_json(msg.get("returned"))
        try:
            values = [card_value(c) for c in cards] if isinstance(cards, list) else []
        except (ValueError, TypeError):
            return 1, 0                  # cards of its own: nothing fits
        if values:
            low = max(low, max((sum(values[:k]) for k in range(1, len(values))), default=0) + 1)
            if sum(values) <= 21:
                high = min(high, sum(values))
    return low, high


def _stick_at(declared: object, played: list[Played], version: int) -> tuple[int, str | None]:
    """STICK_AT as declared, else worked out from the computer's play (`infer_stick_at`), else
    17: (the threshold, how it was found; None when declared).

    >>> _stick_at(None, [], 1), _stick_at(16, [], 1)
    ((17, 'the usual value'), (16, None))
    """
    if _declared_stick_at(declared) is not None:
        return declared, None
    inferred = infer_stick_at(played, version)
    return inferred or 17, "worked out from where the computer stuck" if inferred else "the usual value"


def _stick_note(declared: object, chosen: int, how: str) -> str:
    """The problem line of a STICK_AT the file does not declare as a number from 12 to 21.

    >>> _stick_note(None, 17, "the usual value")
    'the file defines no STICK_AT; graded with STICK_AT 17 (the usual value)'
    """
    said = ("the file defines no STICK_AT" if declared is None
            else f"STICK_AT is {declared!r}, not a number from 12 to 21")
    return f"{said}; graded with STICK_AT {chosen} ({how})"
