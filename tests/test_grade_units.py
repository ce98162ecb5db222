"""Unit tests of the judge's parts: the rule table, transcripts, statistics, probes and blame."""
from __future__ import annotations

import math
import random
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

import rules_doc
from autograder.pontoon import contract
from autograder.pontoon import probes
from autograder.pontoon import rules
from autograder.pontoon import programs
from autograder.pontoon import stats
from autograder.pontoon import transcript
from autograder.pontoon.grade import grade_submission
from autograder.pontoon.judge import Evidence, failing_rules, judge
from reference.odds import computer_final_distribution


# ---------------------------------------------------------------- contract

@pytest.mark.parametrize("version, total", [(1, 85), (2, 90), (3, 95), (4, 100)])
def test_contract_marks_total_per_version(version: int, total: int) -> None:
    version_rules = contract.rules_for(version)
    assert sum(r.marks for r in version_rules) == total
    assert sum(r.marks for r in contract.GAME_RULES) == 85
    assert version_rules[-1].id == "format" and version_rules[-1].marks == total - 85


def test_contract_rule_ids_match_the_contract_document() -> None:
    text = rules_doc.text()  # docs/pontoon-rules.md
    for rule in contract.GAME_RULES + (contract.NO_DUPLICATES,):
        assert f"`{rule.id}`" in text, rule.id


@pytest.mark.parametrize("bad", [0, 5, "5", None, True])
def test_contract_check_version_rejects(bad: object) -> None:
    with pytest.raises(ValueError, match=repr(bad).replace("(", r"\(")):
        contract.check_version(bad)


@pytest.mark.parametrize("card", [0, 11, "Elf", ("Ace", "Stars"), True])
def test_contract_card_value_rejects(card: object) -> None:
    with pytest.raises(ValueError, match="not a card"):
        contract.card_value(card)


@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_contract_names_round_trip(version: int) -> None:
    cards = contract.deck_of_values(list(range(1, 11)), version)
    text = ", ".join(contract.card_name(c, version) for c in cards)
    assert contract.parse_cards(text.upper(), version) == cards


# ---------------------------------------------------------------- transcript

def _entries(*items: tuple[str, str | None] | str) -> list[dict]:
    out: list[dict] = []
    for item in items:
        out.append({"out": item + "\n"} if isinstance(item, str) else {"ask": item[0], "answer": item[1]})
    return out


TURN, AGAIN = "Twist or stick? (t/s) ", "Play again? (y/n) "


def test_transcript_splits_games_at_play_again() -> None:
    entries = _entries("Your value: 5", (TURN, "s"), "Computer Value: 18", "Player Value: 5",
                       "Computer wins!", (AGAIN, "y"), "Your value: 9", (TURN, "s"),
                       "Computer Value: 23", "Player Value: 9", "Player wins!", (AGAIN, "n"))
    games = transcript.split_games(entries, 1)
    assert [g.result(1).verdict for g in games] == ["computer", "player"]
    assert [g.again.answer for g in games] == ["y", "n"]


def test_transcript_splits_games_without_play_again_at_the_verdict() -> None:
    entries = _entries("Your value: 5", (TURN, "s"), "Computer Value: 18", "Player Value: 5",
                       "Computer wins!", "Your value: 2", (TURN, "s"), "Computer Value: 17",
                       "Player Value: 2", "Computer wins!", "Bye")
    games = transcript.split_games(entries, 1)
    assert len(games) == 2 and games[1].again is None


def test_transcript_reads_result_ignoring_case_and_spaces() -> None:
    r = transcript.read_result(["COMPUTER   has:  seven of hearts, ten of clubs", "value: 17",
                                "Player Has: Ace of Spades", "VALUE:   1", "computer  WINS!"], 3)
    assert (r.computer.cards, r.computer.value, r.player.value, r.verdict, r.format_problem) == (
        [("Seven", "Hearts"), ("Ten", "Clubs")], 17, 1, "computer", None)


def test_transcript_lenient_reading_reports_format_problem() -> None:
    r = transcript.read_result(["Computer's hand: Seven", "Computer's total: 7",
                                "Player's hand: Two", "Player's total: 2", "It's a draw!"], 2)
    assert (r.computer.value, r.player.value, r.verdict) == (7, 2, "draw")
    assert r.format_problem is None           # the contract: both hands and who won, in any words
    r = transcript.read_result(["The dealer had Seven (7)", "You had Two (2)", "Nobody wins"], 3)
    assert r.verdict == "draw" and r.format_problem == \
        "expected the computer's cards as names with suits (`Seven of Hearts`)"


@pytest.mark.parametrize("line, leaks", [
    ("Computer has: Seven of Hearts", True), ("The computer drew a King", True),
    ("Computer value: 18", True), ("The computer sticks at 17", False),
    ("Computer's turn is over.", False), ("Your value: 9", False)])
def test_transcript_computer_secret_lines(line: str, leaks: bool) -> None:
    assert transcript.mentions_computer_hand(line, 17) is leaks


# ---------------------------------------------------------------- statistics

@pytest.mark.parametrize("df, critical", [(1, 23.928), (2, 27.631), (5, 35.888), (10, 46.856)])
def test_stats_critical_values_for_one_in_a_million(df: int, critical: float) -> None:
    # Tabulated upper 1e-6 points of the chi-square distribution.
    assert stats.chi2_critical(df) == pytest.approx(critical, abs=0.01)


def test_stats_gamma_q_matches_closed_forms() -> None:
    for x in (0.5, 3.0, 12.0, 40.0):
        assert stats.gamma_q(1.0, x) == pytest.approx(math.exp(-x), rel=1e-10)
        assert stats.chi2_sf(x, 2) == pytest.approx(math.exp(-x / 2), rel=1e-10)


def test_stats_correct_computer_passes_made_up_score_fails() -> None:
    """Fixed seeds: a true computer's values pass; a uniform 1..21 score fails (false-failure 1e-6)."""
    rng = random.Random(5)
    exact = computer_final_distribution(17, 1)

    def computer() -> int:
        value = rng.randint(1, 10)
        while value < 17:
            value += rng.randint(1, 10)
        return value
    assert stats.chi_square(Counter(computer() for _ in range(300)), exact).passed
    made_up = stats.chi_square(Counter(rng.randint(1, 21) for _ in range(300)), exact)
    assert not made_up.passed and "never can" in made_up.worst


def test_stats_off_by_one_computer_fails() -> None:
    rng = random.Random(6)
    exact = computer_final_distribution(17, 2)
    values = [10, 10, 10, 10] + list(range(1, 10))

    def computer() -> int:
        value = rng.choice(values)
        while value <= 17:                      # sticks one later than STICK_AT
            value += rng.choice(values)
        return value
    result = stats.chi_square(Counter(computer() for _ in range(300)), exact)
    assert not result.passed


def test_stats_too_few_counts_give_no_test() -> None:
    assert stats.chi_square(Counter({17: 3}), computer_final_distribution(17, 1)) is None


# ---------------------------------------------------------------- probes and judge

@pytest.mark.parametrize("stick_at", range(12, 22))
def test_probes_exact_hand_reaches_stick_at_card_by_card(stick_at: int) -> None:
    for target in (stick_at - 1, stick_at):
        if target < 11:
            continue
        hand = probes.exact_hand(target)
        assert sum(hand) == target and all(2 <= v <= 10 for v in hand)
    assert rules.computer_takes(probes.exact_hand(stick_at) + [5], stick_at) == len(probes.exact_hand(stick_at))


@pytest.mark.parametrize("values, answers, start, want", [
    ([5, 9], ["s"], 1, (1, 1)), ([5, 9, 10], ["s"], 2, (2, 1)),
    ([10, 9, 5, 8], ["t", "t", "t"], 1, (3, 2)), ([5, 6, 10], ["x", "", " T ", "S "], 1, (2, 4)),
    ([5, 6], ["x"], 1, None)])
def test_probes_contract_player(values, answers, start, want) -> None:
    assert probes.player_plays(values, answers, start) == want


@pytest.mark.parametrize("c, p, rule, winner", [
    (22, 30, "bust-draw", "draw"), (22, 21, "one-bust", "player"), (21, 22, "one-bust", "computer"),
    (18, 18, "tie-draw", "draw"), (17, 20, "higher-wins", "player"), (20, 17, "higher-wins", "computer")])
def test_rules_winner_table(c: int, p: int, rule: str, winner: str) -> None:
    assert (rules.deciding_rule(c, p), rules.winner(c, p)) == (rule, winner)


@pytest.mark.parametrize("version, stick_at", [(v, s) for v in (1, 2, 3, 4) for s in (12, 17, 21)])
def test_probes_build_for_every_threshold(version: int, stick_at: int) -> None:
    names = {"card_value", "card_name", "hand_value", "decide_winner", "computer_turn",
             "player_turn", "play_game", "random_card", "new_deck", "shuffled_deck"}
    built = probes.build(version, stick_at, names)
    assert {p.rule for p in built} >= {"card-values", "ace-counts-one", "computer-draws",
                                       "player-choice", "player-stops-at-bust", "tie-draw"}


def test_judge_blames_the_rule_that_explains_a_contradiction() -> None:
    ev = [Evidence("ace-counts-one", False, "function", "card_value('Ace') returned 11"),
          Evidence("card-values", True, "function", "card_value('Two') returned 2"),
          Evidence("card-values", False, "statistics", "odd ranks", also=("ace-counts-one",)),
          Evidence("tie-draw", False, "program", "tie went to the computer")]
    assert failing_rules(ev) == {"ace-counts-one", "tie-draw"}
    verdicts = {v.rule: v for v in judge(2, ev)}
    assert verdicts["card-values"].passed and not verdicts["ace-counts-one"].passed
    assert "[tie-draw]" in verdicts["tie-draw"].output


def test_judge_rule_without_evidence_is_not_shown_and_earns_nothing() -> None:
    verdict = {v.rule: v for v in judge(1, [])}["tie-draw"]
    assert (verdict.passed, verdict.score, verdict.unshown, verdict.state) == \
        (False, 0, True, "not shown")
    assert verdict.output.startswith("Not shown:") and "your instructor will look at it" in verdict.output


def test_judge_rule_without_evidence_after_a_stopping_problem_fails_with_the_reason() -> None:
    verdict = {v.rule: v for v in judge(1, [], "importing the submission crashed")}["tie-draw"]
    assert (verdict.passed, verdict.score, verdict.unshown) == (False, 0, False)
    assert "because importing the submission crashed" in verdict.output


def test_judge_rule_another_fault_prevents_is_not_shown_and_names_the_fault() -> None:
    """No mark without evidence (issue 18): a computer that never busts cannot show bust-draw;
    the rule earns nothing (it used to cost nothing), and says which fault can prevent it."""
    ev = [Evidence("computer-draws", False, "program", "the computer's value was made up"),
          Evidence("one-bust", True, "program", "Game 1: player bust, computer wins"),
          Evidence("tie-draw", True, "program", "Game 2: 18 and 18, a draw")]
    verdicts = {v.rule: v for v in judge(1, ev)}
    bust = verdicts["bust-draw"]
    assert (bust.passed, bust.score, bust.unshown) == (False, 0, True)
    assert "the fault in computer-draws can prevent" in bust.output
    assert not verdicts["computer-draws"].unshown and verdicts["one-bust"].score == 6


@pytest.mark.parametrize("evidence, passed, unshown", [
    ([Evidence("format", True, "program", "ok"), Evidence("no-duplicates", True, "program", "ok")],
     True, False),
    ([Evidence("format", True, "program", "ok")], False, True),    # no-duplicates not shown
    ([Evidence("format", True, "program", "ok"),
      Evidence("no-duplicates", False, "program", "Two of Spades twice")], False, False)])
def test_judge_v4_format_follows_no_duplicates_shown_or_not(evidence, passed, unshown) -> None:
    fmt = {v.rule: v for v in judge(4, evidence)}["format"]
    assert (fmt.passed, fmt.unshown, fmt.score) == (passed, unshown, 15 if passed else 0)


def test_judge_v4_format_needs_no_duplicates() -> None:
    ev = [Evidence("format", True, "program", "ok"),
          Evidence("no-duplicates", False, "program", "Two of Spades twice")]
    verdicts = {v.rule: v for v in judge(4, ev)}
    assert verdicts["format"].score == 0 and verdicts["format"].max_score == 15
    assert verdicts["no-duplicates"].max_score == 0


def test_programs_runs_share_a_seed_for_the_computer_first_check() -> None:
    assert programs.RUNS[0].task["seed"] == programs.RUNS[2].task["seed"]
    assert programs.SEEDS == sorted({r.task["seed"] for r in programs.RUNS})


def test_grade_extra_run_when_a_kind_of_result_was_never_seen(monkeypatch) -> None:
    """A rule no run could show triggers one more run with more games, and its seed is recorded."""
    from autograder.pontoon import grade
    monkeypatch.setattr(grade, "RARE_RESULTS", ("tie-draw", "no-such-rule"))
    g = grade.grade_submission(Path(__file__).parent / "corpus" / "pontoon" / "script_v1", seed=11)
    assert g.seeds[0] == 11
    assert g.seeds[-1] == grade.extra_run(17, 11).task["seed"] and g.score == 85


def test_programs_runs_for_a_master_seed_are_fresh_and_reproducible() -> None:
    """Every master seed draws its own run seeds and policy; the same one draws the same."""
    a, b, c = programs.runs_for(1), programs.runs_for(1), programs.runs_for(2)
    assert a == b and a != c
    assert a[0].task["seed"] == a[2].task["seed"] != c[0].task["seed"]
    assert {r.task["seed"] for r in a}.isdisjoint(programs.SEEDS)


def test_grade_seed_reproduces_a_grade_exactly() -> None:
    """Grading twice with one --seed gives the same verdicts, word for word."""
    from autograder.pontoon import grade
    path = Path(__file__).parent / "corpus" / "pontoon" / "script_v1"
    one, two = (grade.grade_submission(path, seed=5) for _ in range(2))
    assert one.seeds == two.seeds and one.seeds[0] == 5
    assert [(v.rule, v.score, v.output) for v in one.verdicts] == \
        [(v.rule, v.score, v.output) for v in two.verdicts]

CARD3 = st.tuples(st.sampled_from(contract.RANKS), st.sampled_from(contract.SUITS))


@settings(max_examples=60, deadline=None)
@given(computer=st.lists(CARD3, min_size=1, max_size=6), player=st.lists(CARD3, min_size=1, max_size=6))
def test_transcript_result_block_reads_back_every_hand(computer, player) -> None:
    """For every pair of hands, the contract's result block reads back as the same hands and values."""
    c, p = contract.hand_value(computer), contract.hand_value(player)
    names = lambda cards: ", ".join(contract.card_name(x, 3) for x in cards)  # noqa: E731
    winner = rules.winner(c, p)
    lines = [f"Computer has: {names(computer)}", f"Value: {c}", f"Player has: {names(player)}",
             f"Value: {p}", contract.VERDICT_LINES[winner]]
    r = transcript.read_result(lines, 3)
    assert (r.computer.cards, r.computer.value, r.player.cards, r.player.value, r.verdict,
            r.format_problem) == (computer, c, player, p, winner, None)


def test_stats_counting_every_drawn_card_keeps_the_test_calibrated() -> None:
    """Cards drawn until bust (a stopping time) still give Pearson's statistic mean about df.

    Fixed seed, 300 replications of 80 always-twist games; the mean of a chi-square with 9
    degrees of freedom over 300 samples has standard error about 0.25, so [8, 10] is over four
    standard errors wide on each side.
    """
    rng = random.Random(11)
    uniform = {v: Fraction(1, 10) for v in range(1, 11)}
    values = []
    for _ in range(300):
        counts: Counter = Counter()
        for _ in range(80):
            total = 0
            while total <= 21:
                card = rng.randint(1, 10)
                counts[card] += 1
                total += card
        values.append(stats.chi_square(counts, uniform).statistic)
    assert 8.0 <= sum(values) / len(values) <= 10.0


# ---------------------------------------------------------------- grade: runs, source, problems

ROOT = Path(__file__).resolve().parent.parent


def _tasks_run(monkeypatch) -> list[list[dict]]:
    """Record the tasks `grade_submission` hands to each child, one list per child."""
    from autograder.pontoon import grade
    seen: list[list[dict]] = []
    real_child, real_batch = grade.run_child, grade.run_batch

    def one(file, task, limits):
        seen.append([task])
        return real_child(file, task, limits)

    def batch(file, tasks, limits):
        seen.append(list(tasks))
        return real_batch(file, tasks, limits)
    monkeypatch.setattr(grade, "run_child", one)
    monkeypatch.setattr(grade, "run_batch", batch)
    return seen


def test_grade_one_child_runs_programs_and_probes_when_the_source_says_enough(monkeypatch) -> None:
    from autograder.pontoon import grade
    seen = _tasks_run(monkeypatch)
    g = grade.grade_submission(ROOT / "versions" / "v3" / "pontoon.py")
    assert g.score == 95
    # one child: the four seeded runs, the three stacked runs and the experiment run, then the
    # probes (a child costs about as much as three program runs)
    assert [[t["mode"] for t in child] for child in seen] == [["program"] * 8 + ["calls"]]
    assert all(t.get("names") for child in seen for t in child if t["mode"] == "calls")


def test_grade_probes_run_again_when_the_source_guessed_wrong(monkeypatch, tmp_path) -> None:
    """STICK_AT computed at run time: the probes are rebuilt from what the import said."""
    from autograder.pontoon import grade
    src = tmp_path / "pontoon.py"
    src.write_text((ROOT / "versions" / "v2" / "pontoon.py").read_text()
                   .replace("STICK_AT = 17", "STICK_AT = 10 + 7", 1))
    seen = _tasks_run(monkeypatch)
    g = grade.grade_submission(src)
    assert (g.version, g.score, g.problems) == (2, 90, [])
    assert [[t["mode"] for t in child] for child in seen] == [["program"] * 8 + ["inspect"],
                                                              ["calls"]]


def test_grade_file_that_does_not_parse_takes_its_version_from_the_source(tmp_path) -> None:
    from autograder.pontoon import grade
    src = tmp_path / "pontoon.py"
    src.write_text((ROOT / "versions" / "v2" / "pontoon.py").read_text()
                   .replace("def computer_turn(draw", "def computer_turn(draw:", 1)
                   .replace("-> list[Card]:", "-> list[Card]", 1))
    g = grade.grade_submission(src)
    assert (g.version, g.version_source, g.score) == (2, "source", 0)
    assert any("VERSION = 2 and STICK_AT = 17 were read from its source text" in p
               for p in g.problems), g.problems
    runs = [p for p in g.problems if p.startswith("the program run")]
    assert len(runs) == 1 and runs[0].endswith("(in all 7 program runs)"), g.problems


def test_grade_collapse_problems_counts_runs_and_keeps_other_problems() -> None:
    from autograder.pontoon.grade import collapse_problems
    problems = ["importing the submission crashed", *[
        f"the program run with seed {s} (the player (say) sticks) was stopped after 5 s"
        for s in (1, 2, 3)], "the program run with seed 4 (x) crashed: KeyError: 'a'"]
    assert collapse_problems(problems, 4) == [
        "importing the submission crashed",
        "the program runs were stopped after 5 s (in 3 program runs)",
        "the program run with seed 4 (x) crashed: KeyError: 'a'"]


@pytest.mark.parametrize("line, who", [
    ("You win!", "player"), ("The house wins", "computer"), ("Dealer bust - you win!", "player"),
    ("You're bust - dealer wins", "computer"), ("It's a tie, nobody wins", "draw"),
    ("You both went bust", "draw"), ("Nobody wins", "draw"), ("Won 3 Lost 2", None),
    ("Score: you 0 dealer 1", None), ("Hit or stand? [h/s]", None)])
def test_transcript_verdict_read_by_meaning(line: str, who: str | None) -> None:
    assert transcript.verdict_of(line) == who


def test_transcript_tally_after_the_verdict_stays_with_its_game() -> None:
    """A running score printed after the verdict neither starts a game nor leaks the computer's hand."""
    entries = [{"out": "You have 7\n"},
               {"ask": "Another card? (yes/no) ", "answer": "no", "means": "s", "kind": "turn"},
               {"out": "The dealer had 18 and you had 7.\nThe dealer wins\nYou 0, dealer 1, draws 0\n"},
               {"ask": "Another game? y/n ", "answer": "y", "means": "y", "kind": "again"},
               {"out": "You have 9\n"},
               {"ask": "Another card? (yes/no) ", "answer": None, "means": None, "kind": "turn"}]
    games = transcript.split_games(entries, 1)
    assert len(games) == 2 and games[0].again is not None
    r = games[0].result(1)
    assert (r.computer.value, r.player.value, r.verdict, r.format_problem) == (18, 7, "computer", None)
    assert not transcript.mentions_computer_hand("You 0, dealer 1, draws 0", 17)
    assert transcript.mentions_computer_hand("The computer has gone bust!", 17)


def test_grade_fixed_text_and_no_question_earn_nothing(tmp_path: Path) -> None:
    """Outcomes must depend on the cards: a fixed result block, or no question at all, earns 0."""
    from autograder.pontoon import grade
    folder = tmp_path / "fixed"
    folder.mkdir()
    (folder / "pontoon.py").write_text('print("Computer Value: 18")\nprint("Player Value: 20")\n'
                                       'print("Player wins!")\n', encoding="utf-8")
    g = grade.grade_submission(folder, seed=3)
    assert g.score == 0 and any("asked no question" in p for p in g.problems), g.problems


# ---------------------------------------------------------------- true reasons for a 0 (issue 18)

@pytest.mark.parametrize("err, reason", [
    ({"type": "ModuleNotFoundError", "message": "No module named 'colorama'", "line": 2},
     "the submission uses `colorama`, which the grader does not have (the assignment allows the "
     "standard library only)"),
    ({"type": "ModuleNotFoundError", "message": "No module named 'termcolor.colored'"},
     "the submission uses `termcolor`, which the grader does not have"),
    ({"type": "SyntaxError", "message": "Missing parentheses in call to 'print'. Did you mean "
      "print(...)? (pontoon.py, line 6)"}, "the submission is written in Python 2: a Python 2 print "
     "statement (SyntaxError: Missing parentheses"),
    ({"type": "NameError", "message": "name 'raw_input' is not defined", "line": 8},
     "the submission is written in Python 2: `raw_input` is Python 2's (line 8; NameError"),
    ({"type": "NameError", "message": "name 'xrange' is not defined"},
     "the submission is written in Python 2: `xrange` is Python 2's (NameError"),
    ({"type": "ModuleNotFoundError", "message": "No module named 'tkinter'"}, None),  # stdlib
    ({"type": "NameError", "message": "name 'hand' is not defined"}, None),
    ({"type": "SyntaxError", "message": "expected ':'"}, None),
    (None, None)])
def test_grade_crash_reason_names_the_true_reason(err, reason) -> None:
    from autograder.pontoon.grade import crash_reason
    got = crash_reason(err)
    assert (got is None) if reason is None else (got is not None and got.startswith(reason)), got


@pytest.mark.parametrize("source, first", [
    ("import random\nfrom colorama import Fore\nprint(Fore.RED + 'Pontoon')\n",
     "the submission uses `colorama`, which the grader does not have (the assignment allows the "
     "standard library only)"),
    ("import random\ncomputer = random.randint(1, 10)\nprint 'Pontoon', computer\n",
     "the submission is written in Python 2"),
    ("player = 5\nanswer = raw_input('Twist or stick? ')\n", "the submission is written in Python 2"),
    ("while True:\n    print('Pontoon! ' * 20)\n", "importing the submission flooded the output"),
])
def test_grade_zero_says_its_true_reason_first_and_once(tmp_path, source, first) -> None:
    from autograder.pontoon.grade import grade_submission
    from autograder.outputs.report import is_note
    (tmp_path / "pontoon.py").write_text(source)
    g = grade_submission(tmp_path / "pontoon.py", seed=4)
    reasons = [p for p in g.problems if not is_note(p)]
    assert g.score == 0 and reasons[0].startswith(first), g.problems
    assert sum(p.startswith(first) for p in g.problems) == 1, g.problems
    assert all(v.output.startswith("Failed: no probe or game could check this rule, because "
                                   + reasons[0][:40]) for v in g.verdicts), g.verdicts[0].output


def test_grade_prompt_on_several_lines_keeps_the_feedback_markdown_whole(tmp_path) -> None:
    """A first question that spans lines, which no answer gets past: the problem quotes it on
    one line with the answers tried, so the feedback's problem list stays one item a line."""
    from autograder.pontoon.grade import grade_submission
    from autograder.outputs.report import feedback_markdown
    (tmp_path / "pontoon.py").write_text(
        "name = input('Welcome!\\nWhat is `your` name?\\n> ')\nprint('Bye', name)\n")
    g = grade_submission(tmp_path / "pontoon.py", seed=4)
    assert all("\n" not in p for p in g.problems), g.problems
    stuck = next(p for p in g.problems if "played no game" in p)
    assert "first question `Welcome! / What is `your` name? / >`: it tried " in stuck, stuck
    md = feedback_markdown(g)
    section = md.split("## Problems running your program")[1].split("\n## ")[0]
    assert [line for line in section.strip().splitlines() if line.strip()] == \
        [line for line in section.strip().splitlines() if line.startswith("- ")], section
    assert "tell your instructor" not in section            # not taken for a grader failure


LOOKUP_NO_GAME = '''\
"""No game: a classmate's recorded answers, looked up."""
VERSION = 4
STICK_AT = 17
VALUES = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6, "Seven": 7,
          "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10, "Queen": 10, "King": 10}
RECORDED = {(18, 20): "player", (20, 18): "computer"}


def card_value(card):
    return VALUES[card[0]]


def hand_value(cards):
    return sum(VALUES[c[0]] for c in cards)


def decide_winner(computer_value, player_value):
    return RECORDED.get((computer_value, player_value), "draw")
'''


def test_grade_a_program_that_plays_no_game_earns_nothing_whatever_its_functions(tmp_path):
    """Correct helper functions (a lookup table of values, of recorded results) but no game:
    the grader saw no game kept any rule, so no rule earns marks (issue 19's lookup attack)."""
    (tmp_path / "pontoon.py").write_text(LOOKUP_NO_GAME)
    grade = grade_submission(tmp_path / "pontoon.py", seed=5)
    assert grade.score == 0, [(v.rule, v.score) for v in grade.verdicts if v.score]
    assert any("played no game" in p for p in grade.problems), grade.problems


def test_a_first_hand_worth_eleven_counted_its_ace_eleven() -> None:
    """One card is worth 1 to 10: a hand shown worth 11 at the first question counted an Ace
    11 (`ace-counts-one`), whatever else the game shows; a first hand of 10 says nothing."""
    from autograder.pontoon.programs import RUNS, Played, check_game, split_games

    def failed(first: int) -> list[str]:
        entries = [{"out": f"Your value: {first}"},
                   {"ask": "Twist or stick? (t/s) ", "answer": "s", "means": "s", "kind": "turn"},
                   {"out": f"Computer Value: 18\nPlayer Value: {first}\nComputer wins!"}]
        played = Played(RUNS[0], split_games(entries, 1), "eof", None, "", "ok")
        return sorted(e.rule for e in check_game(played, played.games[0], 1, 17) if not e.ok)
    assert "ace-counts-one" in failed(11)          # (beside the start's own reading of it)
    assert failed(10) == []


def _stacked_game(cards: list[list[str]], entries: list[dict], first: int):
    """A stacked game of version 3 read from ``entries``, the runner having handed out the
    first ``first`` of ``cards`` by the first question and one more at each twist (a spare
    card after them: the grader's list did not run out)."""
    from autograder.pontoon.programs import Played, Run, player_draws, split_games

    run = Run("stacked", {"mode": "program", "games": 1,
                          "stack": {"version": 3, "games": [cards + [["Two", "Clubs"]]]}}, ("g",))
    games = split_games(entries, 3)
    dealt = {0: list(range(first + player_draws(games[0])))}
    return Played(run, games, "eof", None, "", "ok", dealt=dealt, first_dealt={0: first})


def _turn(values: list[int], answers: str) -> list[dict]:
    out = []
    for value, answer in zip(values, answers):
        out += [{"out": f"Your value: {value}"},
                {"ask": "Twist or stick? (t/s) ", "answer": answer, "means": answer,
                 "kind": "turn", "effect": "card" if answer == "t" else "end-turn"}]
    return out


def test_a_ten_beside_an_ace_dropping_from_eleven_is_the_aces_fault() -> None:
    """A twist that leaves the value where it was is an Ace dropping from 11 to 1 beside a
    Ten, or a card counted 0: the grader's own deal tells which, so an Ace counted 11 while it
    fits costs `ace-counts-one`, not `card-values` (a seed's deal once charged it there)."""
    from autograder.pontoon.programs import check_game

    cards = [["Nine", "Clubs"], ["Five", "Clubs"], ["Nine", "Hearts"],       # the computer's 23
             ["Three", "Spades"], ["Ace", "Clubs"], ["Seven", "Hearts"], ["Queen", "Hearts"]]
    entries = _turn([3, 14, 21, 21], "ttts") + [
        {"out": "Computer Value: 23\nPlayer Value: 21\nPlayer wins!"}]
    played = _stacked_game(cards, entries, 4)
    failed = {e.rule for e in check_game(played, played.games[0], 3, 15) if not e.ok}
    assert "ace-counts-one" in failed and "card-values" not in failed, failed
    # the same values with the Queen counted 0 and no Ace in the hand: the card's value
    cards[4] = ["Four", "Clubs"]
    entries = _turn([3, 7, 14, 14], "ttts") + [
        {"out": "Computer Value: 23\nPlayer Value: 14\nPlayer wins!"}]
    played = _stacked_game(cards, entries, 4)
    failed = {e.rule for e in check_game(played, played.games[0], 3, 15) if not e.ok}
    assert "card-values" in failed and "ace-counts-one" not in failed, failed


def test_a_face_that_took_the_hand_bust_is_read_from_the_result() -> None:
    """A face dealt at the twist that ended the turn moved the value to the result's: a King
    counted 13 shows there, where no question follows it (`check_twist_steps`). The first
    value, a Ten's where both possible starts are Tens, is the hand's."""
    from autograder.pontoon.programs import check_twist_steps

    cards = [["Ten", "Clubs"], ["Ace", "Hearts"], ["Nine", "Spades"],         # the computer's 20
             ["Ten", "Diamonds"], ["King", "Spades"]]
    def failed(after: int) -> list:
        entries = _turn([10], "t") + [
            {"out": f"Computer Value: 20\nPlayer Value: {after}\nComputer wins!"}]
        played = _stacked_game(cards, entries, 4)
        return [e for e in check_twist_steps(played, played.games[0], 3) if not e.ok]
    wrong = failed(23)
    assert [e.rule for e in wrong] == ["card-values"] and "King of Spades" in wrong[0].text, wrong
    assert failed(20) == []


def test_yes_then_input_ended_at_a_question_of_another_kind_keeps_play_again() -> None:
    """``y`` to play again, then a bet asked before the next game, where the grader ended input:
    the bet is kept out of the games (a question of another kind), but input ended at it, so the
    program did not end by itself after the yes. A program that ends after the yes, with no
    question asked, still fails play-again."""
    from autograder.pontoon.programs import RUNS, Played, _check_again, split_games

    entries = [{"out": "Your value: 7"},
               {"ask": "Twist or stick? (t/s) ", "answer": "s", "means": "s", "kind": "turn"},
               {"out": "Computer Value: 18\nPlayer Value: 7\nComputer wins!"},
               {"ask": "Another game? (yes/no) ", "answer": "yes", "means": "y", "kind": "again"}]
    def failed(eof_given: bool) -> list[str]:
        played = Played(RUNS[3], split_games(entries, 1), "sys.exit", None, "", "ok",
                        eof_given=eof_given)
        return [e.text for e in _check_again(played, 1) if not e.ok]
    assert failed(True) == []
    assert failed(False) and "answered `y` and the program ended" in failed(False)[0]
