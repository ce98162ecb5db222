"""The self-checks catch the common mistakes: each mutant of a model answer fails its rule's test.

A mutant is the model answer with one mistake written in (an Ace worth 11, two cards at the
start, a computer that skips the player ...), from the table in ``mutations.py`` that the
grader's tests share. For each, the version's own self-check for the
rule passes on the model answer and fails on the mutant, with a one-sentence message that ends
in the rule id. The tests run in this process: the version's test module gets the mutant in
place of pontoon.py for the length of one test.
"""

from __future__ import annotations

import importlib
import types
from pathlib import Path

import pytest

from mutations import MUTATIONS, apply

ROOT = Path(__file__).resolve().parent.parent

# mutation (tests/mutations.py) -> (self-check, its arguments, what the failure message must
# contain; None: the mutation's rule id in brackets). Fixtures are passed as None: the mutants
# keep STICK_AT = 17, which is what the `stick_at_17` fixture sets.
SELF_CHECKS: dict[str, tuple[str, dict, str | None]] = {
    "ace_eleven_v4": ("test_ace_counts_one", {"ace": "Ace of Clubs"}, None),
    "ace_eleven_in_a_hand": ("test_ace_counts_one_in_a_hand", {"hand": "1, 10", "value": 11},
                             None),
    "faces_count_rank_v3": ("test_card_values", {"card": "Queen of Spades", "value": 10}, None),
    "faces_count_rank": ("test_card_values", {"card": "King", "value": 10}, None),
    "two_card_start": ("test_one_card_start", {}, None),
    "computer_takes_two": ("test_computer_draws", {
        "deck": "Two of Clubs, Three of Hearts, Four of Spades, Five of Diamonds, Six of Clubs, "
                "Seven of Hearts, Eight of Spades", "keeps": 5, "value": 20, "stick_at_17": None},
        None),
    "made_up_score": ("test_computer_draws_in_a_whole_game", {"stick_at_17": None}, None),
    "computer_sticks_late": ("test_computer_draws_sticks_at_exactly_stick_at",
                             {"stick_at_17": None}, None),
    "computer_sticks_early": ("test_computer_draws_any_deck", {"stick_at_17": None}, None),
    "skips_player_when_computer_bust": ("test_player_turn_always", {"stick_at_17": None}, None),
    "computer_shows_early": ("test_computer_secret", {"stick_at_17": None}, None),
    "computer_value_shows_early": ("test_computer_secret", {"stick_at_17": None}, None),
    "computer_shows_early_v4": ("test_computer_secret_in_a_whole_program", {"seed": 0}, None),
    "player_first": ("test_computer_first", {"stick_at_17": None}, None),
    "player_first_v4": ("test_computer_first", {"stick_at_17": None}, None),
    "any_answer_sticks": ("test_player_choice", {"answers": ["x", "s"], "keeps": 1}, None),
    "crashes_on_bad_answer": ("test_player_choice", {"answers": ["x", "s"], "keeps": 1}, None),
    "answers_not_trimmed": ("test_player_choice", {"answers": ["T", "S"], "keeps": 2}, None),
    "asks_after_bust": ("test_player_stops_at_bust",
                        {"deck": "Ten, Nine, Five, Seven", "keeps": 3}, None),
    "bust_at_21": ("test_player_stops_at_bust_not_at_21", {}, None),
    "both_bust_computer_wins": ("test_bust_draw", {"computer": 22, "player": 25}, None),
    "computer_bust_draw": ("test_one_bust", {"computer": 22, "player": 18, "winner": "player"},
                           None),
    "player_bust_not_checked": ("test_one_bust",
                                {"computer": 18, "player": 22, "winner": "computer"}, None),
    "tie_computer_wins": ("test_tie_draw", {"computer": 17, "player": 17}, None),
    "tie_computer_wins_v4": ("test_tie_draw", {"computer": 17, "player": 17}, None),
    "lower_wins": ("test_higher_wins", {"computer": 18, "player": 20, "winner": "player"}, None),
    "no_play_again": ("test_play_again", {"answers": ["s", "y", "s", "n"], "games": 2,
                                          "asked": 2}, None),
    "eof_traceback": ("test_play_again_end_of_input", {"answers": ["s"], "games": 1}, None),
    "eof_traceback_v3": ("test_play_again_end_of_input", {"answers": ["s"], "games": 1}, None),
    "any_answer_but_y_ends": ("test_play_again", {"answers": ["s", "maybe", "", "y", "s", "n"],
                                                  "games": 2, "asked": 4}, None),
    "v4_duplicates": ("test_no_duplicates_in_a_whole_program", {"seed": 1}, None),
    "deck_one_short": ("test_no_duplicates_new_deck", {}, None),
    "deck_not_shuffled": ("test_no_duplicates_shuffled_deck", {}, None),
    # How cards are drawn is card-values in v1-v3 (README: "which rule a wrong card
    # distribution breaks"); mutations.py files these under format.
    "random_card_ignores_rng": ("test_card_values_random_card_uses_rng", {}, "[card-values]"),
    "kings_twice_as_likely": ("test_card_values_random_card_is_fair", {}, "[card-values]"),
    "card_zero": ("test_card_values_random_card_gives_cards", {}, "[card-values]"),
    "result_without_suits": ("test_format_card_name", {"card": "Seven of Spades"}, None),
    "wrong_format": ("test_format_result_block", {
        "computer": "Ten of Clubs, Eight of Hearts", "player": "Five of Diamonds",
        "answers": ["s"], "result": ["Computer has: Ten of Clubs, Eight of Hearts", "Value: 18",
                                     "Player has: Five of Diamonds", "Value: 5",
                                     "Computer wins!"],
        "winner": "computer", "rule": "higher-wins", "stick_at_17": None}, None),
    "no_cards_shown": ("test_format_hand_before_each_question", {}, None),
    "missing_card_name": ("test_format_card_name", {"card": "7"}, "pontoon.py does not define "
                          "card_name; the assignment asks for card_name(card) -> str"),
    "endless_player_turn": ("test_player_stops_at_bust",
                            {"deck": "Ten of Clubs, Nine of Hearts, Five of Spades, "
                                     "Seven of Diamonds", "keeps": 3},
                            "drew more cards than the test's deck"),
}


def load(version: int, source: str | None = None) -> types.ModuleType:
    """Return source (by default versions/vN/pontoon.py) as a fresh module."""
    path = ROOT / "versions" / f"v{version}" / "pontoon.py"
    source = path.read_text(encoding="utf-8") if source is None else source
    module = types.ModuleType(f"pontoon_v{version}_mutant")
    exec(compile(source, str(path), "exec"), module.__dict__)
    return module


@pytest.mark.parametrize("name", list(SELF_CHECKS))
def test_versions_selfcheck_catches(name, monkeypatch):
    """The self-check passes on the model answer and fails on the mistake, naming the rule."""
    mutation = MUTATIONS[name]
    test, args, message = SELF_CHECKS[name]
    tests = importlib.import_module(f"versions.v{mutation.version}.test_pontoon")
    check = getattr(tests, test)
    monkeypatch.setattr(tests, "pontoon", load(mutation.version))
    check(**args)  # the model answer passes
    monkeypatch.setattr(tests, "pontoon", load(mutation.version, mutation.source()))
    with pytest.raises(pytest.fail.Exception) as failed:
        check(**args)
    assert (message or f"[{mutation.rule}]") in str(failed.value), \
        f"{mutation.mistake}: {failed.value}"
    assert "Traceback" not in str(failed.value)


def test_versions_mutants_cover_every_rule():
    """Every rule id of the contract (and format) has at least one mutant that it catches."""
    rules = {"card-values", "ace-counts-one", "one-card-start", "computer-first",
             "computer-draws", "computer-secret", "player-turn-always", "player-choice",
             "player-stops-at-bust", "bust-draw", "one-bust", "tie-draw", "higher-wins",
             "play-again", "no-duplicates", "format"}
    caught = {MUTATIONS[name].rule for name, (_, _, message) in SELF_CHECKS.items() if not message}
    caught |= {message[1:-1] for _, _, message in SELF_CHECKS.values()
               if message and message.startswith("[")}
    assert rules <= caught, f"no mutant for {sorted(rules - caught)}"


def test_versions_failure_message_reads_as_one_sentence(monkeypatch):
    """A failure names the call, the deck, what came back, the rule and its id."""
    tests = importlib.import_module("versions.v1.test_pontoon")
    source = apply((ROOT / "versions" / "v1" / "pontoon.py").read_text(encoding="utf-8"),
                   (("while hand_value(cards) < STICK_AT:",
                     "while hand_value(cards) < STICK_AT - 1:"),))
    monkeypatch.setattr(tests, "pontoon", load(1, source))
    with pytest.raises(pytest.fail.Exception) as failed:
        tests.test_computer_draws("10, 6, 3, 9", 3, 19, None)
    assert str(failed.value) == (
        "computer_turn(draw) with the deck 10, 6, 3, 9 returned [10, 6], but "
        "computer-draws says the computer takes one card, then twists while its value is below "
        "STICK_AT=17: here 10, 6, 3 (value 19) [computer-draws]")


@pytest.mark.parametrize("name", list(MUTATIONS))
def test_mutations_each_edit_applies_once(name):
    """Every mutation's old texts are in its model answer exactly once, and change it."""
    mutation = MUTATIONS[name]
    assert mutation.source() != mutation.model.read_text(encoding="utf-8"), mutation.name


@pytest.mark.parametrize("old", ["no such text", "\n"])
def test_mutations_edit_not_once_is_a_clear_error(old):
    """An old text missing from the model answer, or there more than once, is an error naming it."""
    with pytest.raises(ValueError, match=r"is [02] times in the test's source, not once"):
        apply("a = 1\nb = 2\n", ((old, ""),), "the test's source")


@pytest.mark.parametrize("name, test, args, shown", [
    pytest.param("ace_eleven_in_a_hand", "test_ace_counts_one_in_any_hand", {},
                 "hand_value([", id="property-hand"),
    pytest.param("computer_sticks_early", "test_computer_draws_any_deck",
                 {"stick_at_17": None}, "computer_turn(draw) with the deck ", id="property-deck"),
    pytest.param("computer_shows_early_v4", "test_computer_secret_in_a_whole_program",
                 {"seed": 0}, "main(random.Random(0), ask, show) with a player who answers",
                 id="seeded-main"),
    pytest.param("no_play_again", "test_play_again",
                 {"answers": ["s", "y", "s", "n"], "games": 2, "asked": 2},
                 "main(random.Random(3), ask, show) with the answers 's', 'y', 's', 'n'",
                 id="seeded-main-answers"),
    pytest.param("deck_not_shuffled", "test_no_duplicates_shuffled_deck", {},
                 "shuffled_deck(random.Random(", id="property-seed"),
])
def test_versions_failure_shows_its_input(name, test, args, shown, monkeypatch):
    """A property test or a seeded main() test names the input it failed on, in its sentence."""
    mutation = MUTATIONS[name]
    tests = importlib.import_module(f"versions.v{mutation.version}.test_pontoon")
    monkeypatch.setattr(tests, "pontoon", load(mutation.version, mutation.source()))
    with pytest.raises(pytest.fail.Exception) as failed:
        getattr(tests, test)(**args)
    assert shown in str(failed.value).splitlines()[0], str(failed.value)
