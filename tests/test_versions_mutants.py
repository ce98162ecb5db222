"""The self-checks catch the common mistakes: each mutant of a model answer fails its rule's test.

A mutant is the model answer with one mistake written in (an Ace worth 11, two cards at the
start, a computer that skips the player ...). For each, the version's own self-check for the
rule passes on the model answer and fails on the mutant, with a one-sentence message that ends
in the rule id. The tests run in this process: the version's test module gets the mutant in
place of pontoon.py for the length of one test.
"""

from __future__ import annotations

import importlib
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# (version, the mistake, text of the model answer, text of the mutant, self-check, its args,
#  what the failure message must contain)
MUTANTS = [
    (4, "an Ace worth 11", "return min(RANKS.index(rank) + 1, 10)",
     'return 11 if rank == "Ace" else min(RANKS.index(rank) + 1, 10)',
     "test_ace_counts_one", [("Ace", "Clubs")], "[ace-counts-one]"),
    (1, "an Ace worth 11 in a hand", "return sum(card_value(card) for card in cards)",
     "return sum(11 if card == 1 else card for card in cards)",
     "test_ace_counts_one_in_a_hand", [[1, 10]], "[ace-counts-one]"),
    (3, "a face card worth 11 to 13", "return min(RANKS.index(rank) + 1, 10)",
     "return RANKS.index(rank) + 1", "test_card_values", [("Queen", "Spades")], "[card-values]"),
    (2, "two cards at the start", "cards = [draw()]\n    while hand_value(cards) <= 21:",
     "cards = [draw(), draw()]\n    while hand_value(cards) <= 21:",
     "test_one_card_start", [], "[one-card-start]"),
    (3, "a made-up computer score",
     "cards = [draw()]\n    while hand_value(cards) < STICK_AT:\n        cards.append(draw())\n"
     "    return cards", "return [draw(), draw()]",
     "test_computer_draws", [[2, 3, 4, 5, 6, 7, 8]], "[computer-draws]"),
    (1, "the computer twists at STICK_AT", "while hand_value(cards) < STICK_AT:",
     "while hand_value(cards) <= STICK_AT:",
     "test_computer_draws_sticks_at_exactly_stick_at", [], "[computer-draws]"),
    (4, "the computer's value made up", "while hand_value(cards) < STICK_AT:",
     "while hand_value(cards) < STICK_AT - 1:", "test_computer_draws_any_deck", [],
     "[computer-draws]"),
    (2, "no player's turn when the computer is bust", "player = player_turn(draw, ask, show)",
     "player = player_turn(draw, ask, show) if hand_value(computer) <= 21 else []",
     "test_player_turn_always", [], "[player-turn-always]"),
    (3, "the computer's hand shown first", "computer = computer_turn(draw)\n",
     "computer = computer_turn(draw)\n    show('Computer: ' + ', '.join(map(card_name, computer)))\n",
     "test_computer_secret", [], "[computer-secret]"),
    (1, "the computer's value shown first", "computer = computer_turn(draw)\n",
     "computer = computer_turn(draw)\n    show(f'Dealer has {hand_value(computer)}')\n",
     "test_computer_secret", [], "[computer-secret]"),
    (4, "the computer's hand shown first, in a whole program", "computer = computer_turn(draw)\n",
     "computer = computer_turn(draw)\n    show('Computer: ' + ', '.join(map(card_name, computer)))\n",
     "test_computer_secret_in_a_whole_program", [0], "[computer-secret]"),
    (4, "the player plays first",
     "computer = computer_turn(draw)\n    player = player_turn(draw, ask, show)",
     "player = player_turn(draw, ask, show)\n    computer = computer_turn(draw)",
     "test_computer_first", [], "[computer-first]"),
    (1, "any answer but t sticks", 'elif answer == "s":', "else:",
     "test_player_choice", [["x", "s"], 1], "[player-choice]"),
    (2, "answers not trimmed", "answer = ask(TWIST_OR_STICK).strip().lower()",
     "answer = ask(TWIST_OR_STICK)", "test_player_choice", [["T", "S"], 2], "[player-choice]"),
    (2, "questions after bust", "while hand_value(cards) <= 21:\n        show(",
     "while len(cards) < 9:\n        show(", "test_player_stops_at_bust", [[10, 9, 5, 7], 3],
     "[player-stops-at-bust]"),
    (4, "bust at 21", "while hand_value(cards) <= 21:", "while hand_value(cards) < 21:",
     "test_player_stops_at_bust_not_at_21", [], "[player-stops-at-bust]"),
    (3, "both bust: the computer wins",
     'if computer_value > 21 and player_value > 21:\n        return "draw"\n    ', "",
     "test_bust_draw", [], "[bust-draw]"),
    (1, "computer bust: a draw", 'if computer_value > 21:\n        return "player"',
     'if computer_value > 21:\n        return "draw"', "test_one_bust", [], "[one-bust]"),
    (4, "a tie goes to the computer", "if computer_value > player_value:",
     "if computer_value >= player_value:", "test_tie_draw", [], "[tie-draw]"),
    (2, "the lower value wins", "if player_value > computer_value:",
     "if player_value < computer_value:", "test_higher_wins", [], "[higher-wins]"),
    (3, "a traceback at the end of input", "except (EOFError, KeyboardInterrupt):",
     "except KeyboardInterrupt:", "test_play_again_end_of_input", [["s"], 1, 1],
     "[play-again]"),
    (4, "any answer but y ends", 'if answer in ("y", "n"):', "if True:",
     "test_play_again", [["s", "maybe", "", "y", "s", "n"], 2, 4], "[play-again]"),
    (4, "cards drawn with replacement",
     "deck = shuffled_deck(rng)\n            play_game(deck.pop, ask, show)",
     "play_game(lambda: rng.choice(new_deck()), ask, show)",
     "test_no_duplicates_in_a_whole_program", [1], "[no-duplicates]"),
    (4, "a deck one card short", "for suit in SUITS for rank in RANKS]",
     "for suit in SUITS for rank in RANKS][:-1]", "test_no_duplicates_new_deck", [],
     "[no-duplicates]"),
    (4, "a deck never shuffled", "rng.shuffle(deck)\n    ", "", "test_no_duplicates_shuffled_deck",
     [], "[no-duplicates]"),
    (3, "random_card ignores rng", "return (rng.choice(RANKS), rng.choice(SUITS))",
     "return (random.choice(RANKS), random.choice(SUITS))", "test_format_random_card", [],
     "[format]"),
    (2, "Kings twice as likely", "return rng.choice(RANKS)", 'return rng.choice(RANKS + ("King",))',
     "test_format_random_card", [], "[format]"),
    (1, "a card 0", "return rng.randint(1, 10)", "return rng.randint(0, 10)",
     "test_format_random_card", [], "[format]"),
    (3, "the result block without suits", 'return f"{rank} of {suit}"', "return rank",
     "test_format_result_block", [18, [5]], "[format]"),
    (2, "no cards shown during the turn",
     '        show("Your cards: " + ", ".join(card_name(card) for card in cards))\n', "",
     "test_format_hand_before_each_question", [], "[format]"),
    (1, "a missing function", "def card_name(", "def name_of_card(",
     "test_format_card_name", [7], "pontoon.py does not define card_name; the assignment asks "
     "for card_name(card) -> str"),
    (4, "a loop that never ends", "while hand_value(cards) <= 21:", "while True:",
     "test_player_stops_at_bust", [[10, 9, 5, 7], 3], "drew more cards than the test's deck"),
]


def load(version: int, old: str = "", new: str = "") -> types.ModuleType:
    """Return versions/vN/pontoon.py, with old replaced by new, as a fresh module."""
    path = ROOT / "versions" / f"v{version}" / "pontoon.py"
    source = path.read_text(encoding="utf-8")
    assert source.count(old) == 1 or not old, f"{old!r} is not once in {path}"
    module = types.ModuleType(f"pontoon_v{version}_mutant")
    exec(compile(source.replace(old, new), str(path), "exec"), module.__dict__)
    return module


@pytest.mark.parametrize("version, mistake, old, new, test, args, message", MUTANTS,
                         ids=[f"v{m[0]}-{m[1]}" for m in MUTANTS])
def test_versions_selfcheck_catches(version, mistake, old, new, test, args, message,
                                    monkeypatch):
    """The self-check passes on the model answer and fails on the mistake, naming the rule."""
    tests = importlib.import_module(f"versions.v{version}.test_pontoon")
    check = getattr(tests, test)
    monkeypatch.setattr(tests.RULES, "module", load(version))
    check(*args)  # the model answer passes
    monkeypatch.setattr(tests.RULES, "module", load(version, old, new))
    with pytest.raises(pytest.fail.Exception) as failed:
        check(*args)
    assert message in str(failed.value), f"{mistake}: {failed.value}"
    assert "Traceback" not in str(failed.value)


def test_versions_mutants_cover_every_rule():
    """Every rule id of the contract (and format) has at least one mutant that it catches."""
    rules = {"card-values", "ace-counts-one", "one-card-start", "computer-first",
             "computer-draws", "computer-secret", "player-turn-always", "player-choice",
             "player-stops-at-bust", "bust-draw", "one-bust", "tie-draw", "higher-wins",
             "play-again", "no-duplicates", "format"}
    caught = {m[-1][1:-1] for m in MUTANTS if m[-1].startswith("[")}
    assert rules <= caught, f"no mutant for {sorted(rules - caught)}"


def test_versions_failure_message_reads_as_one_sentence(monkeypatch):
    """A failure names the call, the deck, what came back, the rule and its id."""
    tests = importlib.import_module("versions.v1.test_pontoon")
    monkeypatch.setattr(tests.RULES, "module",
                        load(1, "while hand_value(cards) < STICK_AT:",
                             "while hand_value(cards) < STICK_AT - 1:"))
    with pytest.raises(pytest.fail.Exception) as failed:
        tests.test_computer_draws([10, 6, 3, 9])
    assert str(failed.value) == (
        "computer_turn(draw) with the deck 10, 6, 3, 9 returned [10, 6] (value 16), but "
        "computer-draws says the computer takes one card, then twists while its value is below "
        "STICK_AT=17: here 10, 6, 3 (value 19) [computer-draws]")
