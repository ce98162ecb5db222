"""Reading a beginner's own words: verdicts by meaning, hands one card a line, values after ``->``,
and version 3 told from version 4 by what a deck can never print.

Glossary: a *listing* is a hand printed one card a line (``  the Two of Spades``); a *repeat* is
one card printed twice in one deal, which a version 4 program (one shuffled deck per game) can
never print. No sandbox here: transcripts are built by hand, so the file runs in well under a
second.
"""
from __future__ import annotations

import random

import pytest

from autograder.pontoon import cardstats
from autograder.pontoon import transcript
from autograder.pontoon.contract import RANKS, SUITS
from autograder.pontoon.programs import RUNS, Played


@pytest.mark.parametrize("line, who", [
    ("You both went bust. Dealer wins.", "computer"),
    ("You both went bust, but you less. You win!", "player"),
    ("Both bust! You lose", "computer"),
    ("You both went bust, it's a draw.", "draw"),
    ("You both went bust", "draw"),
    ("Both bust, so it's a draw", "draw"),
    ("Nobody wins, you both went bust", "draw"),
    ("It's a push", "draw"),
    ("Wins: 2 Losses: 1 Draws: 0", None),
])
def test_a_both_bust_line_is_read_by_who_it_names(line: str, who: str | None) -> None:
    assert transcript.verdict_of(line) == who


def test_values_after_an_arrow_and_hands_one_card_a_line_are_read() -> None:
    r = transcript.read_result(["Dealer's hand: Queen of Clubs, Six of Diamonds -> 16",
                                "Your hand: Two of Spades, Nine of Hearts => 11", "Dealer wins."], 3)
    assert (r.computer.cards, r.computer.value, r.player.cards, r.player.value, r.verdict) == (
        [("Queen", "Clubs"), ("Six", "Diamonds")], 16, [("Two", "Spades"), ("Nine", "Hearts")], 11,
        "computer")
    assert r.format_problem is None
    r = transcript.read_result(["Dealer's cards:", " * Seven of Hearts", " * King of Clubs",
                                "Total: 17", "Your cards:", " * Ace of Spades", " * Two of Clubs",
                                "Total: 3", "Dealer wins"], 3)
    assert (r.computer.cards, r.computer.value, r.player.cards, r.player.value) == (
        [("Seven", "Hearts"), ("King", "Clubs")], 17, [("Ace", "Spades"), ("Two", "Clubs")], 3)
    r = transcript.read_result(["Dealer's hand:", "    Seven", "    Ten", "Total: 17",
                                "Your hand:", "    Ace", "Total: 1", "You lose"], 2)
    assert (r.computer.cards, r.player.cards, r.verdict, r.format_problem) == (
        ["Seven", "Ten"], ["Ace"], "computer", None)


def test_a_hand_listed_one_card_a_line_is_the_whole_hand_not_its_last_card() -> None:
    before = ["You drew the Six of Diamonds", "You have:", "   the Ten of Diamonds",
              "   the Six of Diamonds", "Points: 16"]
    assert transcript.shown_cards(before, 3) == [("Ten", "Diamonds"), ("Six", "Diamonds")]
    assert transcript.shown_value(before) == 16
    assert transcript.shown_cards(["You drew the Six of Diamonds"], 3) == [("Six", "Diamonds")]
    assert transcript.card_item("You drew the Six of Diamonds", 3) is None


def test_a_bet_question_and_a_line_of_chips_are_not_the_players_turn_or_value() -> None:
    """The runner answers every question it does not know as a turn; the bet question's own words
    say it deals no card, and the chips a player has are not the value of the hand."""
    games = transcript.split_games([
        {"out": "You have 100 chips.\n"},
        {"ask": "How many chips do you want to bet? ", "answer": "s", "means": "s", "kind": "turn"},
        {"out": "Your value: 7\nYou have 100 chips.\n"},
        {"ask": "Twist or stick? (t/s) ", "answer": "s", "means": "s", "kind": "turn"},
        {"out": "Computer Value: 18\nPlayer Value: 7\nComputer wins!\n"}], 1)
    assert [a.prompt for a in games[0].turn_asks] == ["Twist or stick? (t/s) "]
    assert transcript.shown_value(games[0].turn_asks[0].before) == 7


def _played(games: list[list[list[tuple[str, str]]]]) -> list[Played]:
    """One run whose games print the given computer and player hands in a result block."""
    entries: list[dict] = []
    for computer, player in games:
        entries += [{"out": "Your cards: " + ", ".join(f"{r} of {s}" for r, s in player[:1])},
                    {"ask": "Twist or stick? (t/s) ", "answer": "s"},
                    {"out": "Computer has: " + ", ".join(f"{r} of {s}" for r, s in computer)
                     + "\nValue: 20\nPlayer has: " + ", ".join(f"{r} of {s}" for r, s in player)
                     + "\nValue: 20\nDraw!"},
                    {"ask": "Play again? (y/n) ", "answer": "y"}]
    return [Played(RUNS[0], transcript.split_games(entries, 3), "eof", None, "", "ok")]


def _deals(n: int, cards: int, deck: bool, rng: random.Random) -> list:
    """n games of ``cards`` cards each (3 to the computer): from one deck per game, or each card
    drawn afresh as version 3 draws."""
    every = [(r, s) for s in SUITS for r in RANKS]
    out = []
    for _ in range(n):
        hand = rng.sample(every, cards) if deck else [rng.choice(every) for _ in range(cards)]
        out.append([hand[:3], hand[3:]])
    return out


def test_version_3_or_4_rests_on_repeated_cards_not_on_their_absence() -> None:
    """80 games of 6 cards from a deck each: independent draws would have repeated a card with
    chance 1 - 4e-11, so no repeat is version 4; one repeat is version 3; 3 games of 4 cards with
    no repeat cannot tell (independent draws show none with chance 0.7), and the version that
    asks less (3) is taken. The random hands are seeded, so the test is deterministic."""
    rng = random.Random(10)
    assert cardstats.detect_version(_played(_deals(80, 6, True, rng))) == 4
    games = _deals(80, 6, True, rng)
    games[40][1][-1] = games[40][0][0]          # the computer's first card dealt again
    assert cardstats.repeats(_played(games))[0] == 1
    assert cardstats.detect_version(_played(games)) == 3
    assert cardstats.detect_version(_played(_deals(3, 4, True, rng))) == 3
    seen, chance = cardstats.repeats(_played(_deals(80, 6, False, random.Random(11))))
    assert seen >= 1 and chance < cardstats.NO_REPEAT_CHANCE


def test_a_card_the_result_shows_in_the_players_hand_is_never_a_leak() -> None:
    """The grader dealt Six, Jack, Six, Jack: by the rules' order the computer takes Six, Jack
    and Six, and the player holds the last Jack. A program whose face cards count 11 lets its
    computer stick on Six and Jack, so the player holds the second Six and Jack, as its result
    shows. The player's hand line names a Jack, the computer's card in the rules' order; the
    line before the second question names a Ten in a joke, so the hands shown before the
    questions do not hold the Jack. The result's player hand does: the line is the player's own, no leak."""
    ask = {"ask": "Twist or stick? (t/s) ", "kind": "turn"}
    entries = [{"out": "Your cards: Six\n"},
               dict(ask, answer="t", means="t", effect="card"),
               {"out": "Your cards: Six, Jack\n(The clock says ten past never.)\n"},
               dict(ask, answer="s", means="s", effect="end-turn"),
               {"out": "Computer has: Six, Jack\nValue: 16\nPlayer has: Six, Jack\nValue: 16\n"
                       "Draw!\n"}]
    game = transcript.split_games(entries, 2)[0]
    dealt = ["Six", "Jack", "Six", "Jack"]
    assert transcript.leaked_cards(game, dealt, 17, 2) == []
    shown = [dict(e, out=e["out"].replace("Player has: Six, Jack", "Player has: Six, Four"))
             if "out" in e else e for e in entries]
    other = transcript.split_games(shown, 2)[0]      # a result whose player holds no Jack
    assert transcript.leaked_cards(other, dealt, 17, 2) == ["Your cards: Six, Jack"]


def test_a_sentence_wrapped_over_lines_is_read_as_one_line() -> None:
    """A program telling its game in prose wrapped at a width (`textwrap.fill`): a hand's
    sentence spread over two or three lines, as its cards fall, is one line, so each game's
    result block holds the same lines whatever the cards; lines of their own (a label, a
    value under a hand, an item's number) are never joined."""
    import textwrap

    def told(text: str) -> str:           # a card's name kept on one line, as such programs do
        text = text.replace(" of ", "\u00a0of\u00a0").replace("the ", "the\u00a0")
        return textwrap.fill(text, width=60).replace("\u00a0", " ") + "\n"

    out = told("You finished with the Four of Spades, the Ace of Clubs, the Jack of Spades, "
               "the Two of Diamonds and the Five of Diamonds, worth 22.")
    out += told("The computer turns over its cards: the Four of Hearts, the Ten of Clubs and "
                "the Four of Diamonds, worth 18.") + "The computer wins.\n"
    assert out.count("\n") > 5, out
    [game] = transcript.split_games([{"out": out}], 3)
    assert game.lines == [
        "You finished with the Four of Spades, the Ace of Clubs, the Jack of Spades, the Two of "
        "Diamonds and the Five of Diamonds, worth 22.",
        "The computer turns over its cards: the Four of Hearts, the Ten of Clubs and the Four of "
        "Diamonds, worth 18.", "The computer wins."], game.lines
    kept = ("Bot's cards: Six, Six, Six, Queen of many more words  (value 28)\nsam's cards: Six\n"
            "Kompyuter: Jack of Clubs, King of Clubs and more words here too\nhalaga: 20\n"
            "Your hand: Seven of Hearts, Two of Clubs, Ten of Spades and\n  halaga: 19\n"
            "Choose one of the two choices that you have now in this game\n1) hit 2) stand\n")
    assert transcript.unwrapped(kept.splitlines()) == kept.splitlines()
