"""Fresh function probes (issue 11): drawn from each grading's master seed, so no table of
remembered answers can reply to them, while each probe still shows what it is about.

Glossary: a *replayer* is a submission that learnt one grading's probes and answers each call
with what the model answer did at that call (its return value, its draws, its questions and
the lines it showed), in the order the calls come and, for pure functions, by their arguments.
The sandbox tests run every probe of a master in one ``calls`` run, as `autograder.pontoon.grade` does;
no test depends on luck: every master is a fixed number.
"""
from __future__ import annotations

import functools
import importlib.util
import random
from pathlib import Path

import pytest

from autograder.pontoon import grade
from autograder.pontoon import probes
from autograder.pontoon import rules
from autograder.pontoon.contract import RANKS, SUITS, card_value, from_json, to_json
from autograder.pontoon.judge import failing_rules
from autograder.pontoon.probes import build, names, player_plays, play
from autograder.pontoon.rules import deciding_rule
from autograder.sandbox.child import run_batch, run_child

ROOT = Path(__file__).resolve().parent.parent
MODEL = {v: ROOT / "versions" / f"v{v}" / "pontoon.py" for v in (1, 2, 3, 4)}
ALL = {"card_value", "card_name", "hand_value", "decide_winner", "computer_turn", "player_turn",
       "play_game", "random_card", "new_deck", "shuffled_deck"}
MASTERS = range(1000, 1020)          # the 20 masters the model answers are graded with


def _calls(ps: list[probes.Probe]) -> list[dict]:
    return [p.call for p in ps]


def _fns(version: int) -> set[str]:
    return set(grade.read_source(MODEL[version])["functions"])


# ---------------------------------------------------------------- the probes as drawn

@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_two_masters_draw_other_calls_for_every_function(version: int) -> None:
    for stick_at in (12, 17, 21):
        a, b = build(version, stick_at, ALL, master=1), build(version, stick_at, ALL, master=2)
        for fn in ALL - {"new_deck"}:            # new_deck() takes nothing: nothing to draw
            mine = [p.call for p in a if p.call["fn"] == fn]
            assert mine == [] or mine != [p.call for p in b if p.call["fn"] == fn], (fn, stick_at)
        fixed = build(version, stick_at, ALL)
        assert _calls(a) != _calls(fixed) and abs(len(a) - len(fixed)) <= 1


def test_one_master_draws_the_same_probes_whatever_functions_exist() -> None:
    """grade.py reuses the first child's calls when they equal the real ones: one master, one
    plan, whichever functions the plan is for."""
    for version in (1, 2, 3, 4):
        one, two = build(version, 17, ALL, master=77), build(version, 17, ALL, master=77)
        assert [(p.rule, p.call, p.said, p.data) for p in one] == \
            [(p.rule, p.call, p.said, p.data) for p in two]
        some = build(version, 17, {"play_game", "decide_winner"}, master=77)
        assert _calls(some) == [p.call for p in one
                                if p.call["fn"] in ("play_game", "decide_winner")]
        # another STICK_AT (or version) is another plan
        assert _calls(build(version, 16, ALL, master=77)) != _calls(one)


def _check_said(p: probes.Probe, version: int) -> None:
    """The probe's words say exactly what was called."""
    call = p.call
    if "deck" in call:
        deck = from_json(call["deck"])
        assert f"the stacked deck {names(deck, version)}" in p.said
        assert p.data["deck"] == deck
    if "answers" in call:
        assert f"the answers {', '.join(repr(a) for a in call['answers'])}" in p.said
    if call["fn"] in ("card_value", "hand_value", "card_name", "decide_winner"):
        args = ", ".join(repr(from_json(a)) for a in call["args"])
        assert p.said == f"{call['fn']}({args})", p.said
    if call.get("repeat"):
        assert p.said == (f"{call['fn']}(r) called {call['repeat']} times with one "
                          f"r = random.Random({call['args'][0]['seed']})")
    elif call["fn"] in ("random_card", "shuffled_deck"):
        assert p.said == f"{call['fn']}(random.Random({call['args'][0]['seed']}))"


@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_fresh_probes_still_show_what_each_is_about(version: int) -> None:
    """For 60 masters and three thresholds: every rank, Aces, the four result rules in every
    case, decks that reach STICK_AT exactly, pass it, go bust and take many cards, unknown and
    dressed answers, games with each result; v4 decks never hold a card twice."""
    for master in range(60):
        for s in (12, 13, 17, 21):
            ps = build(version, s, ALL, master=master)
            for p in ps:
                _check_said(p, version)
                if version == 4 and "deck" in p.call:
                    deck = [tuple(c) for c in p.call["deck"]]
                    assert len(set(deck)) == len(deck), p.said
                if version == 3 and "deck" in p.call:
                    assert all(c[1] in SUITS for c in p.call["deck"])
            by = lambda fn: [p for p in ps if p.call["fn"] == fn]  # noqa: E731
            values = [from_json(p.call["args"][0]) for p in by("card_value")]
            ranks = sorted(card_value(c) for c in values)
            assert ranks == sorted(min(i + 1, 10) for i in range(10 if version == 1 else 13))
            hands = sorted(((p.rule, from_json(p.call["args"][0])) for p in by("hand_value")),
                           key=lambda h: -sum(card_value(c) == 1 for c in h[1]))
            aces = [sum(card_value(c) == 1 for c in h) for _, h in hands]
            assert aces[0] >= 2 and aces[1] == 1 and aces[2:] == [0, 0]
            assert [r for r, _ in hands] == ["ace-counts-one"] * 2 + ["card-values"] * 2
            if version > 1:              # v1's Ten, Jack, Queen and King are all a 10
                rank = lambda c: c if version == 2 else c[0]  # noqa: E731
                faces = [any(rank(c) in RANKS[10:] for c in h) for _, h in hands]
                tens = [all(rank(c) in RANKS[9:] for c in h) for _, h in hands]
                assert faces[:2] == [True, True] and (tens[2] or tens[3])
            table = [tuple(p.call["args"]) for p in by("decide_winner")]
            assert len(table) == 14 and (21, 22) in table and (21, 21) in table
            assert any(c > 21 and p > 21 and c > p for c, p in table)
            assert any(c > 21 and p > 21 and c < p for c, p in table)
            assert any(c > 21 >= p for c, p in table) and any(p > 21 >= c for c, p in table)
            assert any(c == p < 21 for c, p in table)
            assert any(c < p <= 21 for c, p in table) and any(p < c <= 21 for c, p in table)
            turns = [[card_value(c) for c in from_json(p.call["deck"])]
                     for p in by("computer_turn")]
            ends = [sum(v[:rules.computer_takes(v, s)]) for v in turns]
            assert s in ends and (any(s < e <= 21 for e in ends) or s == 21)
            assert any(e > 21 for e in ends) or s == 12
            assert max(rules.computer_takes(v, s) for v in turns) >= 4
            players = by("player_turn")
            answers = [a for p in players for a in p.call["answers"]]
            assert any(a.strip().lower() not in ("t", "s") for a in answers)
            assert any(a != a.strip() or a.isupper() for a in answers)
            for p in players:
                assert player_plays(p.data["values"], p.call["answers"], 2) is not None
                if p.rule == "player-stops-at-bust":
                    n, _ = player_plays(p.data["values"], p.call["answers"])
                    assert sum(p.data["values"][:n]) > 21
            results = []
            for p in by("play_game"):
                c, pl = p.data["computer"], p.data["player"]
                c_n, p_n, _ = play(c + pl, p.call["answers"], s)
                assert c_n == len(c)
                cv, pv = sum(c), sum(pl[:p_n])
                results.append((p.rule, cv, pv))
                if p.rule in ("bust-draw", "tie-draw", "higher-wins"):
                    assert deciding_rule(cv, pv) == p.rule, (p.said, cv, pv)
                if p.rule == "player-turn-always" and s > 12:
                    assert cv > 21
            ties = [cv for rule, cv, _ in results if rule == "tie-draw"]
            assert 21 in ties and (s == 21 or min(ties) < 21)
            assert {r for r, _, _ in results} >= {"computer-first", "player-turn-always",
                                                  "tie-draw", "higher-wins"}


# ---------------------------------------------------------------- graded in the sandbox

def _judged(version: int, ps: list[probes.Probe], result) -> list:
    return probes.judge_replies(ps, result.messages, version)


@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_model_answers_pass_every_probe_of_20_masters(version: int) -> None:
    plans = [build(version, 17, _fns(version), master=m) for m in MASTERS]
    results = run_batch(MODEL[version], [grade._calls_task(ps) for ps in plans],
                        grade.DEFAULT_LIMITS)
    for master, ps, result in zip(MASTERS, plans, results):
        assert result.status == "ok", (master, result.status)
        evidence = _judged(version, ps, result)
        wrong = [e.text for e in evidence if not e.ok]
        assert not wrong and len(evidence) >= len(ps), (master, wrong[:3])


def _model_module(version: int):
    spec = importlib.util.spec_from_file_location(f"model_v{version}", MODEL[version])
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _record(version: int, ps: list[probes.Probe]) -> list[dict]:
    """What the model answer does at each call: returned, draws, questions and lines shown."""
    module = _model_module(version)
    tape = []
    for p in ps:
        deck, answers = from_json(p.call.get("deck", [])), list(p.call.get("answers", []))
        drawn, asked, shown = [0], [0], []

        def draw():
            drawn[0] += 1
            return deck[drawn[0] - 1]

        def ask(prompt=""):
            asked[0] += 1
            return answers[asked[0] - 1]
        marker = {"draw": draw, "ask": ask, "show": lambda *a: shown.append(" ".join(map(str, a)))}
        default = ["draw"] if p.call["fn"] == "computer_turn" else ["draw", "ask", "show"]
        args = [marker[a["$"]] if isinstance(a, dict) and a["$"] in marker
                else random.Random(a["seed"]) if isinstance(a, dict) else from_json(a)
                for a in p.call.get("args", [{"$": name} for name in default])]
        for _ in range(p.call.get("repeat", 1)):     # a spread: the same call again and again
            returned = getattr(module, p.call["fn"])(*args)
            tape.append({"fn": p.call["fn"], "key": repr(p.call.get("args")),
                         "returned": to_json_deep(returned), "draws": drawn[0], "asks": asked[0],
                         "shown": shown})
    return tape


def to_json_deep(value):
    """A returned value as the sandbox's channel carries it (cards and lists of cards as lists)."""
    if isinstance(value, (list, tuple)) and not (isinstance(value, tuple) and len(value) == 2
                                                 and value[0] in RANKS):
        return [to_json_deep(v) for v in value]
    return to_json(value)


REPLAYER = '''
VERSION = {version}
STICK_AT = 17
TAPE = {tape!r}
SEEN = {{}}


def _card(value):
    if isinstance(value, list):
        if len(value) == 2 and all(isinstance(v, str) for v in value):
            return tuple(value)
        return [_card(v) for v in value]
    return value


def _next(fn, key):
    for entry in TAPE:                      # a pure function's arguments seen before
        if entry["fn"] == fn and entry["key"] == key and fn not in ("computer_turn", "player_turn",
                                                                    "play_game"):
            return entry
    mine = [e for e in TAPE if e["fn"] == fn]
    i = SEEN.get(fn, 0)
    SEEN[fn] = i + 1
    return mine[i % len(mine)]


def _replay(fn, key, draw=None, ask=None, show=print):
    entry = _next(fn, key)
    for _ in range(entry["draws"]):
        draw()
    for _ in range(entry["asks"]):
        ask("Twist or stick? (t/s) ")
    for line in entry["shown"]:
        show(line)
    return _card(entry["returned"])


def _key(*args):
    return repr([list(a) if isinstance(a, tuple) else
                 [list(c) if isinstance(c, tuple) else c for c in a] if isinstance(a, list) else a
                 for a in args])


def card_value(card):
    return _replay("card_value", _key(card))


def card_name(card):
    return _replay("card_name", _key(card))


def hand_value(cards):
    return _replay("hand_value", _key(cards))


def decide_winner(computer_value, player_value):
    return _replay("decide_winner", _key(computer_value, player_value))


def computer_turn(draw):
    return _replay("computer_turn", None, draw)


def player_turn(draw, ask, show=print):
    return _replay("player_turn", None, draw, ask, show)


def play_game(draw, ask, show=print):
    return _replay("play_game", None, draw, ask, show)


def new_deck():
    return _replay("new_deck", None)


def shuffled_deck(rng):
    return _replay("shuffled_deck", None)


def random_card(rng):
    return _replay("random_card", None)
'''


@pytest.mark.parametrize("version", [1, 4])
def test_a_replayer_of_one_master_fails_under_another(version: int, tmp_path: Path) -> None:
    learnt = build(version, 17, ALL & _fns(version), master=5)
    file = tmp_path / "pontoon.py"
    file.write_text(REPLAYER.format(version=version, tape=_record(version, learnt)))
    names_ = set(grade.read_source(file)["functions"]) & ALL
    other = build(version, 17, names_, master=6)
    same, fresh = run_batch(file, [grade._calls_task(learnt), grade._calls_task(other)],
                            grade.DEFAULT_LIMITS)
    assert [e.text for e in _judged(version, learnt, same) if not e.ok] == []
    evidence = _judged(version, other, fresh)
    failing = failing_rules(evidence)
    # a table of card_value's ten v1 cards is card_value itself, decide_winner(21, 21) is asked
    # in every grading, and v4 turns that end with cards never dealt are charged to
    # no-duplicates: a few replies may come out right, most do not
    assert failing >= {"computer-draws", "player-choice", "higher-wins", "format"} | (
        {"card-values", "no-duplicates"} if version == 4 else {"player-stops-at-bust"}), failing
    assert sum(not e.ok for e in evidence) >= 0.4 * len(evidence)
    assert _calls(build(version, 17, names_)) != _calls(learnt)   # and the fixed probes are others


# ---------------------------------------------------------------- v4: the player's cards too

RESORT = ("computer = computer_turn(draw)\n    player = player_turn(draw, ask, show)",
          "computer = computer_turn(draw)\n    rest = []\n    try:\n        while len(rest) < 52:\n"
          "            rest.append(draw())\n    except BaseException:\n        pass\n"
          "    rest.sort(key=card_value)\n    player = player_turn(rest.pop, ask, show)")
OWN_DECK = ("    cards = [draw()]\n    while hand_value(cards) <= 21:",
            "    draw()\n    own = sorted(new_deck(), key=card_value)\n    cards = [own.pop()]\n"
            "    while hand_value(cards) <= 21:")


def _v4_with(tmp_path: Path, edit: tuple[str, str]) -> Path:
    source = MODEL[4].read_text()
    assert source.count(edit[0]) == 1
    (tmp_path / "pontoon.py").write_text(source.replace(*edit))
    return tmp_path / "pontoon.py"


def test_v4_play_game_resorting_the_deck_fails_no_duplicates_only(tmp_path: Path,
                                                                  monkeypatch) -> None:
    """The player gets the high cards after the computer's turn: the one-deck rule, nothing else
    (and version 4's format marks, which need it); the model answer under the same master passes."""
    monkeypatch.setattr(probes, "build", functools.partial(build, master=31))
    file = _v4_with(tmp_path, RESORT)
    g = grade.grade_submission(file, seed=31)
    failed = {v.rule for v in g.verdicts if not v.passed}
    assert failed == {"no-duplicates", "format"} and g.score == 85, \
        [v.output[:300] for v in g.verdicts if not v.passed]
    dup = next(v for v in g.verdicts if v.rule == "no-duplicates").output
    assert "play_game with the stacked deck" in dup and "dealt after the computer's" in dup
    assert "see no-duplicates" in next(v for v in g.verdicts if v.rule == "format").output


def test_v4_player_turn_dealing_its_own_cards_is_charged_to_no_duplicates(tmp_path: Path) -> None:
    file = _v4_with(tmp_path, OWN_DECK)
    ps = build(4, 17, {"player_turn", "play_game"}, master=8)
    evidence = probes.judge_replies(ps, run_child(file, grade._calls_task(ps)).messages, 4)
    assert failing_rules(evidence) == {"no-duplicates"}
    assert any("a card the stacked deck never dealt" in e.text for e in evidence if not e.ok)


# ---------------------------------------------------------------- the program's own answers

OWN_ANSWERS = [('TWIST_OR_STICK = "Twist or stick? (t/s) "',
                'TWIST_OR_STICK = "¿Pides carta o te plantas? (p/c) "'),
               ('if answer == "t":', 'if answer == "p":'),
               ('elif answer == "s":', 'elif answer == "c":')]
OWN_FAULTS = {
    "correct": None,
    "player-choice": ("answer = ask(TWIST_OR_STICK).strip().lower()",
                      "answer = ask(TWIST_OR_STICK)"),
    "player-stops-at-bust": ("    while hand_value(cards) <= 21:\n",
                             "    while True:\n        if hand_value(cards) > 21:\n"
                             "            ask(TWIST_OR_STICK)\n            break\n"),
}


@pytest.mark.parametrize("fault", sorted(OWN_FAULTS))
def test_turn_functions_are_probed_with_the_programs_own_answers(fault: str,
                                                                 tmp_path: Path) -> None:
    """The rules leave the answers' words to the student: the model answer for version 2 with
    `p` to twist and `c` to stick, in Spanish, earns full marks, and its probes say `p` and `c`
    (they had failed player-choice and player-stops-at-bust, answering `t` and `s`). A fault in
    its `player_turn` still costs its own rule, found by the same probes."""
    source = MODEL[2].read_text()
    for old, new in OWN_ANSWERS + ([OWN_FAULTS[fault]] if OWN_FAULTS[fault] else []):
        assert source.count(old) == 1, old
        source = source.replace(old, new)
    (tmp_path / "pontoon.py").write_text(source)
    g = grade.grade_submission(tmp_path / "pontoon.py", seed=5)
    failed = {v.rule for v in g.verdicts if not v.passed}
    assert failed == (set() if fault == "correct" else {fault}), \
        [v.output[:300] for v in g.verdicts if not v.passed]
    choice = next(v for v in g.verdicts if v.rule == "player-choice").output
    if fault == "player-choice":
        assert "player_turn with the stacked deck" in choice and "'P" in choice.replace(" ", "")


def test_v4_shuffled_deck_made_with_sample_is_a_deck(tmp_path: Path) -> None:
    """`rng.sample(new_deck(), 52)` is a shuffled deck: the grader's stacked `sample` hands back
    a list of its own kind (it counts the cards taken through an iterator), which the probes
    read as the list it is. It had been reported as `Dealt(...)`, not a list of 52 cards, and
    the model answer so written failed no-duplicates and format."""
    file = _v4_with(tmp_path, ("    deck = new_deck()\n    rng.shuffle(deck)\n    return deck\n",
                               "    return rng.sample(new_deck(), 52)\n"))
    g = grade.grade_submission(file, seed=3)
    assert g.score == g.max_score == 100, [v.output[:300] for v in g.verdicts if not v.passed]


@pytest.mark.parametrize("master", [1, 2, 3])
def test_answers_taken_by_their_first_letter_fail_player_choice_under_every_master(
        master: int, tmp_path: Path) -> None:
    """The rules take any answer but the program's two for neither choice. A `player_turn`
    that reads only an answer's first letter takes `pw` (its own `p` and more) for a twist and
    `cst` for a stick: every master's refused answers hold both (`probes.PREFIXED`), so it fails
    `player-choice` whatever the seed, and the same turn reading whole answers passes."""
    source = MODEL[2].read_text()
    for old, new in OWN_ANSWERS:
        source = source.replace(old, new)
    whole = tmp_path / "whole.py"
    whole.write_text(source)
    first = tmp_path / "first.py"
    edit = ("answer = ask(TWIST_OR_STICK).strip().lower()",
            "answer = ask(TWIST_OR_STICK).strip().lower()[:1]")
    assert source.count(edit[0]) == 1
    first.write_text(source.replace(*edit))
    ps = build(2, 17, {"player_turn"}, master=master, answers=("p", "c"))
    assert any({"pw", "cst"} <= set(p.call.get("answers", [])) for p in ps)
    judged = {f: failing_rules(probes.judge_replies(ps, run_child(f, grade._calls_task(ps)).messages,
                                                    2))
              for f in (whole, first)}
    assert judged == {whole: set(), first: {"player-choice"}}, judged


def test_a_random_card_that_names_a_value_fails_card_values(tmp_path: Path) -> None:
    """`random_card` drawn 520 times from one `random.Random`: one that draws a value from 1 to
    10 and names it never deals a Jack, a Queen or a King, which Pearson's test charges to
    `card-values` (the model answer passes the same probe)."""
    source = MODEL[2].read_text()
    edit = ("    return rng.choice(RANKS)\n", "    return RANKS[rng.randint(1, 10) - 1]\n")
    assert source.count(edit[0]) == 1
    file = tmp_path / "pontoon.py"
    file.write_text(source.replace(*edit))
    ps = [p for p in build(2, 17, {"random_card"}, master=4) if p.call.get("repeat")]
    assert [p.rule for p in ps] == ["card-values"]
    for path, failing in ((MODEL[2], set()), (file, {"card-values"})):
        evidence = probes.judge_replies(ps, run_child(path, grade._calls_task(ps)).messages, 2)
        assert evidence and failing_rules(evidence) == failing, [e.text for e in evidence]


def test_a_winner_the_dealing_order_decides_is_no_evidence_when_the_values_are_unread() -> None:
    """play_game on a stacked deck whose two hands' values the grader could not read (the result
    in words it has not learnt): where the orders the rules allow deal different winners (the
    computer's turn first: 18 against 16; one card each, the computer's first: 16 against 16),
    a returned `draw` is no evidence against `higher-wins`, under any master seed. A return
    that no allowed order gives still fails."""
    from autograder.pontoon import probes as probes_mod

    deck = [3, 2, 3, 10, 8, 6, 2, 9, 6, 3, 2]
    probe = probes_mod.Probe("higher-wins", {"fn": "play_game", "deck": deck}, "play_game(...)",
                             data={"deck": deck, "computer": [3, 2, 3, 10], "player": deck[4:],
                                   "answers": ["t", "t", "s"], "version": 1, "stick_at": 16})
    msg = {"kind": "call", "fn": "play_game", "asked": ["?"] * 3, "asked_at": [1, 2, 3],
           "shown": ["Káàdì rẹ: 2, 8, 6 | Iye: 16", "--------", "Kọ̀mpútà: 3, 3, 10 | Iye: 16",
                     "Ìwọ: 2, 8, 6 | Iye: 16", "Ọ̀mì ni - kò sí ẹni tó borí."],
           "returned": "draw", "error": None}
    ctx = {"words_known": True}
    assert probes_mod.read_result(msg["shown"], 1) is None or None in (
        probes_mod.read_result(msg["shown"], 1).computer.value,
        probes_mod.read_result(msg["shown"], 1).player.value)       # the values are unread
    assert not [e for e in probes_mod._judge_game(probe, msg, ctx) if e.rule == "higher-wins"]
    wrong = [e for e in probes_mod._judge_game(probe, dict(msg, returned="banker"), ctx)
             if e.rule == "higher-wins"]
    assert wrong and not wrong[0].ok, wrong
