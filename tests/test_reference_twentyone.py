"""The twenty-one lab (`reference.twentyone`): each requirement of the lab, tested by name.

Every game is dealt from a deck the test stacks or seeds, so nothing depends on luck; each
failing check says in one sentence what was called, what came back and what was expected.
"""
from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from reference.engine import Tally, play_round
from reference.strategies import dealers_own_rule, upcard_rule
from reference.twentyone import (ACE_SITUATIONS, COLUMNS, ROWS, RULES, SCRIPT, TABLE, LabDeck, Score,
                                 ace_situations, case_of, lab_card, lab_number, main, play_games,
                                 result_lines, scripted_run, stacked_numbers, traced_strategy)

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


def starting(lines: list[str], prefix: str) -> list[str]:
    """The lines that start with ``prefix``."""
    return [line for line in lines if line.startswith(prefix)]


def test_lab_card_order_is_changecard():
    got = [str(lab_card(n)) for n in (0, 1, 2, 3, 4, 13)]
    expected = ["Ace of Clubs", "Two of Diamonds", "Three of Hearts", "Four of Spades", "Five of Clubs",
                "Ace of Diamonds"]
    assert got == expected, f"lab_card(0, 1, 2, 3, 4, 13) gave {got}, expected {expected}"
    cards = {lab_card(n) for n in range(52)}
    assert len(cards) == 52, f"lab_card(0..51) gave {len(cards)} different cards, expected 52"
    wrong = [n for n in range(52) if lab_number(lab_card(n)) != n]
    assert not wrong, f"lab_number(lab_card(n)) is not n for n in {wrong}"
    with pytest.raises(ValueError, match="52"):
        lab_card(52)


def test_how_many_games_is_asked_until_a_number():
    code, lines = run(["--seed", "1"], ["ten", "0", " 4 "])
    asked = lines.count("How many games? ")
    assert code == 0 and asked == 3, (
        f"main(--seed 1) answering 'ten', '0', ' 4 ' returned {code} and asked {asked} times, expected 0 and 3")
    retries = sum("whole number" in line for line in lines)
    assert retries == 2, f"main(--seed 1) said 'whole number' {retries} times after 'ten' and '0', expected 2"
    won = starting(lines, "We won")
    assert len(won) == 2 and all(" out of 4" in line for line in won), (
        f"main(--seed 1) answering 4 showed {won}, expected two lines 'We won N out of 4'")


def test_how_many_games_end_of_input_ends_quietly():
    got = run(["--seed", "1"], [])
    assert got == (0, ["How many games? "]), (
        f"main(--seed 1) with end of input gave {got}, expected (0, ['How many games? ']) and nothing else")


def test_we_won_and_the_dealer_won_for_each_strategy():
    code, lines = run(["--games", "30", "--seed", "9"])
    expected = [play_games(strategy, 30, 9) for strategy in (dealers_own_rule, upcard_rule)]
    got = [Score(int(ours.split()[2]), int(theirs.split()[3]))
           for ours, theirs in zip(starting(lines, "We won"), starting(lines, "The dealer won"))]
    assert code == 0 and got == expected, (
        f"main(--games 30 --seed 9) reported {got} (customer, dealer), expected play_games' {expected}")
    assert all(line.endswith(" out of 30") for line in starting(lines, "The dealer won")), (
        f"main(--games 30) showed {starting(lines, 'The dealer won')}, expected 'The dealer won K out of 30'")


@pytest.mark.parametrize("seed", [1, 9, 12], ids=lambda seed: f"seed {seed}")
def test_every_game_is_won_by_one_side(seed):
    for strategy in (dealers_own_rule, upcard_rule):
        deck = LabDeck.shuffled(random.Random(seed))
        score = play_games(strategy, 40, seed, deck=deck)
        results = []
        deck = LabDeck.shuffled(random.Random(seed))
        for _ in range(40):
            result = play_round(RULES, deck.deal, strategy)
            deck.discard(result.player_cards + result.dealer_cards)
            results.append(result)
        games_won = sum(r.outcome == "player" for r in results)
        assert games_won + score.dealer == 40, (
            f"play_games({strategy.__name__}, 40, seed={seed}) gave {score}: {games_won} games won by the "
            f"customer and {score.dealer} by the dealer, expected them to add up to 40")


def test_trace_shows_shuffle_deal_dealer_line_and_results():
    code, lines = run(["--games", "2", "--seed", "5", "--trace"])
    shuffles = lines.count("Shuffling the deck.")
    assert code == 0 and shuffles == 2, (
        f"main(--games 2 --seed 5 --trace) shuffled {shuffles} times, expected 2 (a fresh deck per strategy)")
    dealer = starting(lines, "Dealer's hand:")
    assert len(dealer) == 4 and all("up card = " in line and "total = " in line for line in dealer), (
        f"main(--games 2 --trace) showed the dealer's hands {dealer}, expected 4 with the up card and total")
    results = starting(lines, ("WIN:", "LOSS:"))
    assert len(results) == 4, f"main(--games 2 --trace) showed {len(results)} WIN/LOSS lines, expected 4"


@pytest.mark.parametrize("strategy, own, other", [
    (dealers_own_rule, "(strategy 1, ", "case "),
    (upcard_rule, "(strategy 2, case ", "strategy 1"),
], ids=["strategy 1 says its own 16-or-less cases", "strategy 2 says the table's cases"])
def test_trace_labels_each_decision_with_its_own_strategys_case(strategy, own, other):
    lines: list[str] = []
    play_games(strategy, 5, 2, show=lines.append)
    decisions = starting(lines, "Customer total = ")
    wrong = [line for line in decisions if own not in line or other in line]
    assert decisions and not wrong, (
        f"play_games({strategy.__name__}, 5, seed=2, trace) labelled decisions {wrong[:2]}, "
        f"expected each to say {own!r} and never {other!r}")


def test_result_lines_say_win_or_loss_with_the_reason():
    deck = LabDeck.stacked([0, 8, 12])          # Ace, Nine of Hearts, King: a customer blackjack
    got = result_lines(play_round(RULES, deck.deal, upcard_rule))[-1]
    assert got == "WIN: blackjack, it counts as two wins.", (
        f"result_lines() after a customer blackjack ended {got!r}, expected 'WIN: blackjack, it counts as two wins.'")


TOTALS = {"11 or less": 11, "12": 12, "13 to 15": 14, "16": 16, "17": 17, "18 or more": 19}
UP_CARDS = {"2-6": lab_card(5), "7-A": lab_card(9)}


@pytest.mark.parametrize("case", sorted(TABLE), ids=lambda case: f"{case[0]} vs {case[1]}")
def test_table_matches_the_upcard_rule_in_every_case(case):
    row, column = case
    got = upcard_rule(Tally(2, 0, TOTALS[row]), UP_CARDS[column])
    assert got is TABLE[case], (
        f"upcard_rule(total {TOTALS[row]}, up card {UP_CARDS[column]}) gave {got}, but TABLE[{case}] says {TABLE[case]}")


def test_table_has_twelve_cases():
    assert len(TABLE) == 12, f"TABLE has {len(TABLE)} cases, expected 12 (6 rows by 2 columns)"


def test_scripted_games_show_all_twelve_cases():
    seen = set()
    for game in SCRIPT:
        def strategy(tally, up_card, game=game):
            seen.add(case_of(tally, up_card))
            return game.strategy(tally, up_card)
        play_round(RULES, LabDeck.stacked(game.numbers).deal, strategy)
    missing = sorted({(row, column) for row in ROWS for column in COLUMNS} - seen)
    assert not missing, f"the scripted games decided in {len(seen)} cases; missing {missing}"


def test_scripted_games_show_the_six_ace_situations():
    seen: set[str] = set()
    for game in SCRIPT:
        seen |= ace_situations(play_round(RULES, LabDeck.stacked(game.numbers).deal, game.strategy).player_cards)
    missing = [situation for situation in ACE_SITUATIONS if situation not in seen]
    assert len(ACE_SITUATIONS) == 6 and not missing, (
        f"the scripted games' customer hands showed {sorted(seen)}; missing {missing}")


@pytest.mark.parametrize("numbers, expected", [
    ([0, 1, 2], {"a dealt ace counts 11"}),
    ([0, 13, 12], {"a dealt ace counts 11", "an ace counting 11 drops to 1", "several aces, one counting 11",
                   "several aces, all counting 1"}),
    ([4, 3, 26], {"a drawn ace counts 11"}),
    ([9, 4, 26], {"a drawn ace counts 1"}),
    ([0, 13, 26], {"a dealt ace counts 11", "a drawn ace counts 1", "several aces, one counting 11"}),
    ([9, 8], set()),
], ids=["ace two three", "two aces then a king", "five four then an ace", "ten five then an ace",
        "three aces", "no ace"])
def test_ace_situations_of_a_hand(numbers, expected):
    cards = [lab_card(n) for n in numbers]
    got = ace_situations(cards)
    assert got == expected, f"ace_situations({[str(c) for c in cards]}) gave {sorted(got)}, expected {sorted(expected)}"


def test_scripted_run_shows_aces_blackjacks_and_both_scores():
    lines: list[str] = []
    score = scripted_run(lines.append)
    for expected in ("Customer is dealt Ace of Clubs (total = 12, every ace counts 1).",
                     "Customer is dealt Ace of Diamonds (total = 12, one ace counts 11, the other 1).",
                     "WIN: blackjack, it counts as two wins.",
                     f"We won {score.customer} out of {len(SCRIPT)}",
                     f"The dealer won {score.dealer} out of {len(SCRIPT)}"):
        assert expected in lines, f"scripted_run() did not show {expected!r}"


def test_empty_deck_shuffles_the_finished_games_back_in():
    shown: list[str] = []
    deck = LabDeck.shuffled(random.Random(3), note=shown.append)
    for game in range(40):                     # 40 games use far more than 52 cards
        result = play_round(RULES, deck.deal, upcard_rule)
        cards = result.player_cards + result.dealer_cards
        assert len(set(cards)) == len(cards), (
            f"game {game + 1} on LabDeck.shuffled(Random(3)) dealt a card twice: {[str(c) for c in cards]}")
        deck.discard(cards)
    shuffles = shown.count("Shuffling the deck.")
    assert shuffles >= 2, f"40 games on LabDeck.shuffled(Random(3)) shuffled {shuffles} times, expected 2 or more"


def test_empty_deck_with_nothing_to_shuffle_says_so():
    deck = LabDeck.stacked([0], fill=False)
    deck.deal()
    with pytest.raises(LookupError, match="empty"):
        deck.deal()


def test_deck_option_stacks_by_card_numbers():
    code, lines = run(["--games", "1", "--seed", "2", "--trace", "--deck", "0,8,12,9"])
    for expected in ("Customer is dealt Ace of Clubs (total = 11, an ace counts 11).",
                     "Customer is dealt King of Clubs (total = 21, an ace counts 11)."):
        assert code == 0 and expected in lines, f"main(--deck 0,8,12,9 --trace) returned {code} without {expected!r}"
    assert stacked_numbers("3 4") == [3, 4], f"stacked_numbers('3 4') gave {stacked_numbers('3 4')}, expected [3, 4]"


@pytest.mark.parametrize("argv, message", [
    (["--games", "0"], "--games must be from 1"),
    (["--games", "2000000"], "--games must be from 1"),
    (["--deck", "0,0"], "twice"),
    (["--deck", "60"], "0 to 51"),
], ids=["no games", "too many games", "a card twice", "no such card"])
def test_bad_usage_is_one_line_and_exit_2(argv, message, capsys):
    code = main(argv, ask=None, show=lambda line: None)
    err = capsys.readouterr().err.strip()
    assert code == 2 and message in err and "\n" not in err, (
        f"main({argv}) returned {code} and said {err!r}, expected 2 and one line with {message!r}")


def test_trace_of_one_decision_names_its_case():
    lines: list[str] = []
    traced_strategy(upcard_rule, lines.append)(Tally(2, 0, 16), lab_card(9))
    expected = "Customer total = 16, up card = Ten of Diamonds (strategy 2, case 16 vs 7-A): hit."
    assert lines == [expected], f"traced_strategy(upcard_rule)(16, Ten of Diamonds) showed {lines}, expected {[expected]}"


def test_command_line_reads_the_number_of_games_from_stdin():
    done = subprocess.run([sys.executable, "-m", "reference", "twentyone", "--seed", "4"], input="5\n",
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 0, f"python -m reference twentyone --seed 4 exited {done.returncode}: {done.stderr}"
    assert done.stdout.startswith("How many games? ") and done.stdout.count(" out of 5") == 4, (
        f"python -m reference twentyone --seed 4 answering 5 printed {done.stdout[:300]!r}, expected the question "
        "and four 'out of 5' lines (ours and the dealer's, for each strategy)")
