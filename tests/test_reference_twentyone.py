"""The twenty-one lab (`reference.twentyone`): each requirement of the lab, tested by name.

Every game is dealt from a deck the test stacks or seeds, so nothing depends on luck.
"""
from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from reference.engine import play_round
from reference.strategies import dealers_own_rule, upcard_rule
from reference.twentyone import (COLUMNS, ROWS, RULES, SCRIPT, TABLE, LabDeck, case_of, lab_card,
                                 lab_number, main, play_games, scripted_run, stacked_numbers)

ROOT = Path(__file__).resolve().parent.parent


def run(argv: list[str], answers: list[str] | None = None) -> tuple[int, list[str]]:
    """Run the lab's main with scripted answers; its return code and the lines it showed."""
    lines: list[str] = []
    feed = iter(answers or [])

    def ask(prompt: str) -> str:
        lines.append(prompt)
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    return main(argv, ask=ask, show=lines.append), lines


def test_lab_card_order_is_changecard():
    assert [str(lab_card(n)) for n in range(5)] == [
        "Ace of Clubs", "Two of Diamonds", "Three of Hearts", "Four of Spades", "Five of Clubs"]
    assert str(lab_card(13)) == "Ace of Diamonds"
    assert len({lab_card(n) for n in range(52)}) == 52
    assert all(lab_number(lab_card(n)) == n for n in range(52))
    with pytest.raises(ValueError, match="52"):
        lab_card(52)


def test_how_many_games_is_asked_until_a_number():
    code, lines = run(["--seed", "1"], ["ten", "0", " 4 "])
    assert code == 0
    assert lines.count("How many games? ") == 3
    assert sum("whole number" in line for line in lines) == 2
    assert [line for line in lines if line.startswith("We won")] and all(
        line.startswith("We won") and " out of 4" in line for line in lines if line.startswith("We won"))


def test_how_many_games_end_of_input_ends_quietly():
    code, lines = run(["--seed", "1"], [])
    assert (code, lines) == (0, ["How many games? "])


def test_we_won_n_out_of_m_for_each_strategy():
    code, lines = run(["--games", "30", "--seed", "9"])
    won = [line for line in lines if line.startswith("We won")]
    assert code == 0 and len(won) == 2
    expected = [play_games(strategy, 30, 9) for strategy in (dealers_own_rule, upcard_rule)]
    assert [int(line.split()[2]) for line in won] == expected


def test_trace_shows_shuffle_deal_dealer_line_and_results():
    code, lines = run(["--games", "2", "--seed", "5", "--trace"])
    assert code == 0
    assert lines.count("Shuffling the deck.") == 2            # one fresh deck for each strategy
    dealer = [line for line in lines if line.startswith("Dealer's hand:")]
    assert len(dealer) == 4 and all("up card = " in line and "total = " in line for line in dealer)
    results = [line for line in lines if line.startswith(("WIN:", "LOSS:"))]
    assert len(results) == 4


def test_result_lines_say_win_or_loss_with_the_reason():
    deck = LabDeck.stacked([0, 8, 12])          # Ace, Nine of Hearts, King: a customer blackjack
    result = play_round(RULES, deck.deal, upcard_rule)
    from reference.twentyone import result_lines
    assert result_lines(result)[-1] == "WIN: blackjack, it counts as two wins."


def test_table_matches_the_upcard_rule_in_every_case():
    from reference.engine import Tally
    totals = {"11 or less": 11, "12": 12, "13 to 15": 14, "16": 16, "17": 17, "18 or more": 19}
    up = {"2-6": lab_card(5), "7-A": lab_card(9)}
    for (row, column), hit in TABLE.items():
        assert upcard_rule(Tally(2, 0, totals[row]), up[column]) is hit, (row, column)
    assert len(TABLE) == 12


def test_scripted_games_show_all_twelve_cases_and_every_ace_situation():
    seen = set()
    for game in SCRIPT:
        def strategy(tally, up_card, game=game):
            seen.add(case_of(tally, up_card))
            return game.strategy(tally, up_card)
        play_round(RULES, LabDeck.stacked(game.numbers).deal, strategy)
    assert seen == {(row, column) for row in ROWS for column in COLUMNS}
    lines: list[str] = []
    scripted_run(lines.append)
    text = "\n".join(lines)
    for situation in ("an ace dealt first counts 11", "drops to 1", "a drawn ace counts 11",
                      "a drawn ace counts 1", "two aces dealt", "a customer blackjack"):
        assert situation in text
    assert "Customer is dealt Ace of Clubs (total = 12, every ace counts 1)." in text
    assert "WIN: blackjack, it counts as two wins." in text


def test_empty_deck_shuffles_the_finished_games_back_in():
    shown: list[str] = []
    deck = LabDeck.shuffled(random.Random(3), note=shown.append)
    dealt_in_game: list = []
    for _ in range(40):                       # 40 games use far more than 52 cards
        result = play_round(RULES, deck.deal, upcard_rule)
        cards = result.player_cards + result.dealer_cards
        assert len(set(cards)) == len(cards), "a card twice in one game"
        dealt_in_game.append(cards)
        deck.discard(cards)
    assert shown.count("Shuffling the deck.") >= 2


def test_empty_deck_with_nothing_to_shuffle_says_so():
    deck = LabDeck.stacked([0], fill=False)
    deck.deal()
    with pytest.raises(LookupError, match="empty"):
        deck.deal()


def test_deck_option_stacks_by_card_numbers():
    code, lines = run(["--games", "1", "--seed", "2", "--trace", "--deck", "0,8,12,9"])
    assert code == 0
    assert "Customer is dealt Ace of Clubs (total = 11, an ace counts 11)." in lines
    assert "Customer is dealt King of Clubs (total = 21, an ace counts 11)." in lines
    assert stacked_numbers("3 4") == [3, 4]


@pytest.mark.parametrize("argv, message", [
    (["--games", "0"], "--games must be from 1"),
    (["--games", "2000000"], "--games must be from 1"),
    (["--deck", "0,0"], "twice"),
    (["--deck", "60"], "0 to 51"),
])
def test_bad_usage_is_one_line_and_exit_2(argv, message, capsys):
    assert main(argv, ask=None, show=lambda line: None) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and "\n" not in err


def test_command_line_reads_the_number_of_games_from_stdin():
    done = subprocess.run([sys.executable, "-m", "reference", "twentyone", "--seed", "4"], input="5\n",
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("How many games? ")
    assert done.stdout.count(" out of 5") == 2
