"""The self-checks of the game's rules, written once for the four versions.

The rules of pontoon (an Ace counts 1, the computer plays first, ...) are the same in every
version; only the cards change. So their tests are written here, once, and each
``versions/vN/test_pontoon.py`` makes them for its own cards with one line::

    globals().update(rule_tests.make(RULES, FUNCTIONS, ONE_OF_EACH_RANK, ACES, ACE_HANDS))

pytest then runs them as part of that file, under the same names (``test_ace_counts_one`` ...).
Each test is named after the rule it checks and marked with its id; how a rule is checked
is in ``versions/selfcheck.py``. You never need to change this file.
"""

from __future__ import annotations

from typing import Any, Callable

import pytest
from hypothesis import given, strategies as st

from versions import selfcheck as sc


def make(rules: sc.Rules, functions: list[str], one_of_each_rank: list, aces: list,
         ace_hands: list[list]) -> dict[str, Callable[..., None]]:
    """Return the rule tests, by name, for one version's module (in rules) and its cards.

    functions are the names pontoon.py must define, one_of_each_rank a card of each rank with
    the Ace first, aces every Ace, and ace_hands hands with an Ace that must not count 11.

    >>> from versions.v1 import pontoon
    >>> tests = make(sc.Rules(pontoon, 1), ["main"], list(range(1, 11)), [1], [[1, 10]])
    >>> tests["test_ace_counts_one"](1)
    """
    cards = rules.cards
    all_cards = cards.all()

    @pytest.mark.parametrize("name", functions)
    def test_names_every_function_is_defined(name: str) -> None:
        """pontoon.py defines every function the assignment asks for."""
        assert callable(sc.need(rules.module, name)), f"pontoon.py's {name} is not a function"

    def test_names_constants() -> None:
        """VERSION is the version's number, STICK_AT is from 12 to 21, RANKS and SUITS (where
        the version has them) are the assignment's."""
        rules.constants()

    # -- card-values and ace-counts-one -----------------------------------------------------------

    @pytest.mark.rule("card-values")
    @pytest.mark.parametrize("card", one_of_each_rank[1:], ids=cards.name)
    def test_card_values(card: Any) -> None:
        """Two to Nine count their number; Ten, Jack, Queen and King count 10 (v1: 2 to 10)."""
        rules.card_values(card)

    @pytest.mark.rule("card-values")
    @sc.PROPERTY
    @given(st.lists(st.sampled_from([card for card in all_cards if card not in aces]),
                    max_size=12))
    def test_card_values_hand_value_is_the_sum(cards: list) -> None:
        """The value of any hand without an Ace is the sum of its cards' values."""
        rules.hand_value(cards)

    @pytest.mark.rule("ace-counts-one")
    @pytest.mark.parametrize("card", aces, ids=cards.name)
    def test_ace_counts_one(card: Any) -> None:
        """An Ace counts 1, whatever its suit (in v1 the Ace is the card 1)."""
        rules.card_values(card)

    @pytest.mark.rule("ace-counts-one")
    @pytest.mark.parametrize("hand", ace_hands, ids=str)
    def test_ace_counts_one_in_a_hand(hand: list) -> None:
        """An Ace counts 1 in a hand too: Ace and King (v1: 1 and 10) are 11, never 21."""
        rules.hand_value(hand, rule="ace-counts-one")

    @pytest.mark.rule("ace-counts-one")
    @sc.PROPERTY
    @given(st.lists(st.sampled_from(all_cards), max_size=11), st.sampled_from(aces))
    def test_ace_counts_one_in_any_hand(cards: list, ace: Any) -> None:
        """In any hand with an Ace, every Ace counts 1."""
        rules.hand_value(cards + [ace], rule="ace-counts-one")

    # -- the computer's turn ----------------------------------------------------------------------

    @pytest.mark.rule("one-card-start")
    def test_one_card_start() -> None:
        """The player is asked after their first card: sticking at once keeps one card."""
        rules.one_card_start()

    @pytest.mark.rule("computer-first")
    def test_computer_first() -> None:
        """The computer draws its whole hand before the player gets a card."""
        rules.computer_first()

    @pytest.mark.rule("computer-draws")
    @pytest.mark.parametrize("values", [[10, 6, 3, 9], [2, 3, 4, 5, 6, 7, 8], [10, 9, 8],
                                        [5, 5, 5, 5, 5], [2, 2, 10, 10, 10], [9, 2, 10, 10]],
                             ids=str)
    def test_computer_draws(values: list[int]) -> None:
        """The computer takes one card, then twists while its value is below STICK_AT.

        The decks hold no Ace, so that an Ace counted wrongly fails ace-counts-one alone.
        """
        rules.computer_draws(values)

    @pytest.mark.rule("computer-draws")
    def test_computer_draws_sticks_at_exactly_stick_at() -> None:
        """Reaching STICK_AT exactly, the computer sticks."""
        rules.computer_draws(rules.computer_values(rules.stick_at) + [10, 10])

    @pytest.mark.rule("computer-draws")
    def test_computer_draws_can_go_bust() -> None:
        """The computer can go bust; it keeps the card that took it over 21."""
        if rules.stick_at < 13:
            pytest.skip(f"with STICK_AT={rules.stick_at} the computer can never go bust")
        rules.computer_draws(rules.computer_values(rules.stick_at + 9) + [10])

    @pytest.mark.rule("computer-draws")
    @sc.PROPERTY
    @given(st.lists(st.integers(2, 10), min_size=1, max_size=25))
    def test_computer_draws_any_deck(values: list[int]) -> None:
        """For any deck without an Ace, the computer ends at STICK_AT or more, unless it runs out."""
        rules.computer_draws(values, ran_out_ok=True)

    @pytest.mark.rule("computer-secret")
    def test_computer_secret() -> None:
        """Nothing about the computer's cards or value is shown during the player's turn."""
        rules.computer_secret()

    @pytest.mark.rule("computer-secret")
    @pytest.mark.parametrize("seed", [0, 1, 2])
    def test_computer_secret_in_a_whole_program(seed: int) -> None:
        """In every game main plays, the computer stays secret until the player sticks."""
        rules.computer_secret_in_main(seed)

    # -- the player's turn ------------------------------------------------------------------------

    @pytest.mark.rule("player-turn-always")
    def test_player_turn_always() -> None:
        """The player gets a turn even when the computer has gone bust."""
        rules.player_turn_always()

    @pytest.mark.rule("player-choice")
    @pytest.mark.parametrize("answers, cards", [
        (["s"], 1), (["t", "s"], 2), (["T", "S"], 2), ([" t ", "  s"], 2),
        (["x", "s"], 1), (["", "yes", "stick", "s"], 1), (["twist", "t", "s"], 2),
        (["?", "t", "7", "S"], 2)], ids=str)
    def test_player_choice(answers: list[str], cards: int) -> None:
        """t twists and s sticks (any case, spaces ignored); anything else is asked again."""
        rules.player_turn([2, 3, 2, 3, 2], answers, cards, len(answers), "player-choice",
                          "t twists, s sticks and any other answer is asked again")

    @pytest.mark.rule("player-stops-at-bust")
    @pytest.mark.parametrize("values, cards", [([10, 9, 5, 7], 3), ([6, 6, 6, 6, 6], 4),
                                               ([10, 10, 10, 10], 3)], ids=str)
    def test_player_stops_at_bust(values: list[int], cards: int) -> None:
        """Over 21 the player is bust: no more questions, no more cards (always answering t)."""
        rules.player_turn(values, ["t"] * 10, cards, cards - 1, "player-stops-at-bust",
                          "over 21 the player is bust: no more questions and no more cards")

    @pytest.mark.rule("player-stops-at-bust")
    def test_player_stops_at_bust_not_at_21() -> None:
        """21 is not bust: the player is still asked."""
        rules.player_turn([10, 9, 2, 5], ["t", "t", "s"], 3, 3, "player-stops-at-bust",
                          "only a value over 21 is bust; at 21 the player is asked again")

    # -- who wins ---------------------------------------------------------------------------------

    @pytest.mark.rule("bust-draw")
    def test_bust_draw() -> None:
        """Both over 21: a draw, whatever the two values (every pair up to 30)."""
        rules.decide_winner("bust-draw")

    @pytest.mark.rule("one-bust")
    def test_one_bust() -> None:
        """Only the computer bust: the player wins; only the player bust: the computer wins."""
        rules.decide_winner("one-bust")

    @pytest.mark.rule("tie-draw")
    def test_tie_draw() -> None:
        """Neither bust and equal values: a draw."""
        rules.decide_winner("tie-draw")

    @pytest.mark.rule("higher-wins")
    def test_higher_wins() -> None:
        """Neither bust: the higher value wins."""
        rules.decide_winner("higher-wins")

    # -- the program ------------------------------------------------------------------------------

    @pytest.mark.rule("play-again")
    @pytest.mark.parametrize("answers, games, again", [
        (["s", "n"], 1, 1), (["s", "y", "s", "n"], 2, 2), (["s", "Y ", "s", " N"], 2, 2),
        (["s", "maybe", "", "y", "s", "n"], 2, 4)], ids=str)
    def test_play_again(answers: list[str], games: int, again: int) -> None:
        """y plays another game, n ends the program, anything else is asked again."""
        rules.main(3, answers, games, again, "play-again",
                   "y starts a new game, n ends the program and any other answer is asked again")

    @pytest.mark.rule("play-again")
    @pytest.mark.parametrize("answers, games, again", [([], 0, 0), (["s"], 1, 1),
                                                       (["s", "y"], 1, 1)], ids=str)
    def test_play_again_end_of_input(answers: list[str], games: int, again: int) -> None:
        """End of input at any question ends the program quietly, with no traceback."""
        rules.main(3, answers, games, again, "play-again",
                   "the end of input ends the program cleanly, with no traceback")

    @pytest.mark.rule("player-choice")
    def test_player_choice_in_a_whole_program() -> None:
        """main asks the question again after a bad answer, and does not crash."""
        rules.main(4, ["x", "s", "n"], 1, 1, "player-choice", "any other answer is asked again")

    return {name: test for name, test in locals().items() if name.startswith("test_")}
