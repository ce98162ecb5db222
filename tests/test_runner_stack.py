"""Tests for the runner's stacked deck: in program mode the grader chooses the cards a plain
script deals, whichever way the script draws them.

Glossary: the *stack* is ``task["stack"]``, one list of cards per game; a *style* is one way a
student program draws a card (``randint(1, 10)``, ``choice(RANKS)``, shuffle and ``pop()``...);
*fallback* is the seeded draw a call gets when the stack has no card for it.

Every style below is a tiny program that prints ``CARD <card>`` for each card it deals, four
cards a game, and asks ``Play again? (y/n)`` after each game; the task plays three games with
two lists of cards (three, then two), so each test sees the stacked cards, the change of list
at play-again, and the fallback after each list and in the third game.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from autograder.pontoon.contract import RANKS, SUITS, rank_value
from autograder.sandbox.child import Limits, run_batch, run_child

FAST = Limits(wall_seconds=8.0, cpu_seconds=2.0, memory_mb=256, output_bytes=100_000)
STACK = [[["Seven", "Hearts"], ["King", "Clubs"], ["Ace", "Spades"]],
         [["Four", "Diamonds"], ["Nine", "Hearts"]]]
PER_GAME, GAMES = 4, 3

HEAD = """import random
RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]
DECK = [(r, s) for s in SUITS for r in RANKS]
"""
LOOP = """
while True:
    {setup}
    for _ in range({per_game}):
        print("CARD", deal())
    if input("Play again? (y/n) ").strip() != "y":
        break
"""

# style: (version the program plays, module-level code defining deal(), per-game setup)
STYLES = {
    "randint-1-10": (1, "def deal():\n    return random.randint(1, 10)", "pass"),
    "randint-1-13-min10": (1, "def deal():\n    return min(random.randint(1, 13), 10)", "pass"),
    "random-times-10": (1, "def deal():\n    return int(random.random() * 10) + 1", "pass"),
    "choice-values": (1, "VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]\n"
                         "def deal():\n    return random.choice(VALUES)", "pass"),
    "randrange-13-index": (2, "def deal():\n    return RANKS[random.randrange(13)]", "pass"),
    "choice-names": (2, "def deal():\n    return random.choice(RANKS)", "pass"),
    "choice-dict-keys": (2, "POINTS = {r: min(i + 1, 10) for i, r in enumerate(RANKS)}\n"
                            "def deal():\n    return random.choice(list(POINTS))", "pass"),
    "random-instance": (2, "rng = random.Random()\n"
                           "def deal():\n    return rng.choice(RANKS)", "pass"),
    "seeded-instance": (2, "random.seed(123)\nrng = random.Random(42)\n"
                           "def deal():\n    return RANKS[rng.randint(0, 12)]", "pass"),
    "subclass-choices": (2, "class Mine(random.Random):\n    pass\nrng = Mine(7)\n"
                            "def deal():\n    return rng.choices(RANKS)[0]", "pass"),
    "v3-rank-then-suit": (3, "def deal():\n    r = RANKS[random.randint(0, 12)]\n"
                             "    return r + ' of ' + SUITS[random.randint(0, 3)]", "pass"),
    "v3-suit-then-rank": (3, "def deal():\n    s = random.choice(SUITS)\n"
                             "    return random.choice(RANKS) + ' of ' + s", "pass"),
    "v3-choice-tuples": (3, "def deal():\n    return '%s of %s' % random.choice(DECK)", "pass"),
    "v4-shuffle-pop": (4, "def deal():\n    return '%s of %s' % deck.pop()",
                       "deck = list(DECK); random.shuffle(deck)"),
    "v4-shuffle-pop-front": (4, "rng = random.Random()\ndef deal():\n    return deck.pop(0)",
                             "deck = [r + ' of ' + s for s in SUITS for r in RANKS]; "
                             "rng.shuffle(deck)"),
    "v4-sample-pop": (4, "def deal():\n    return '%s of %s' % deck.pop()",
                      "deck = random.sample(DECK, 52)"),
    # a deck sampled whole and dealt through an iterator: the list never shrinks
    "v4-sample-iter": (4, "def deal():\n    return '%s of %s' % next(deck)",
                       "deck = iter(random.sample(DECK, 52))"),
    # cards as the numbers 0..51, suit by suit (the first layout the runner tries)
    "v4-numbers-pop": (4, "def deal():\n    n = deck.pop()\n"
                          "    return RANKS[n % 13] + ' of ' + SUITS[n // 13]",
                       "deck = list(range(52)); random.shuffle(deck)"),
    # cards as namedtuples of two Enums' members, ranks named, suits by their signs' values
    "v4-enum-namedtuple": (4, "import collections, enum\n"
                              "Rank = enum.Enum('Rank', [r.upper() for r in RANKS])\n"
                              "Suit = enum.Enum('Suit', {'FIORI': '\u2663', 'QUADRI': '\u2666', "
                              "'CUORI': '\u2665', 'PICCHE': '\u2660'})\n"
                              "Card = collections.namedtuple('Card', 'rank suit')\n"
                              "SIGNS = dict(zip('\u2663\u2666\u2665\u2660', SUITS))\n"
                              "def deal():\n    c = deck.pop()\n"
                              "    return c.rank.name.title() + ' of ' + SIGNS[c.suit.value]",
                           "deck = [Card(r, s) for s in Suit for r in Rank]; "
                           "random.shuffle(deck)"),
    # a deque shuffled in place and dealt from its front
    "v4-deque-popleft": (4, "import collections\n"
                            "def deal():\n    return '%s of %s' % deck.popleft()",
                         "deck = collections.deque(DECK); random.shuffle(deck)"),
    # a deck shuffled and dealt from a copy made after the shuffle: the runner follows the copy
    "v4-copy-deque": (4, "import collections\n"
                         "def deal():\n    return '%s of %s' % pile.popleft()",
                      "deck = list(DECK); random.shuffle(deck); pile = collections.deque(deck)"),
    "v4-copy-list": (4, "def deal():\n    return '%s of %s' % pile.pop()",
                     "deck = list(DECK); random.shuffle(deck); pile = deck.copy()"),
    # cards as dicts of the program's own names and their value: read by the value, then by
    # the names' places, so the whole card is dealt
    "v4-dict-cards": (4, "FR = ['As', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Valet',\n"
                         "      'Dame', 'Roi']\n"
                         "CO = ['Trefle', 'Carreau', 'Coeur', 'Pique']\n"
                         "def deal():\n    c = deck.pop()\n"
                         "    return RANKS[FR.index(c['rang'])] + ' of ' + \\\n"
                         "        SUITS[CO.index(c['couleur'])]",
                      "deck = [{'rang': r, 'couleur': s, 'valeur': min(FR.index(r) + 1, 10)} "
                      "for s in CO for r in FR]; random.shuffle(deck)"),
    # a rank's letter beside a suit in the program's own words: the ranks read, the suits by
    # their places, so the whole card is dealt
    "v4-letter-own-suit": (4, "L = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q',\n"
                              "     'K']\n"
                              "CN = ['梅花', '方块', '红桃', '黑桃']\n"
                              "def deal():\n    r, s = deck.pop()\n"
                              "    return RANKS[L.index(r)] + ' of ' + SUITS[CN.index(s)]",
                           "deck = [(r, s) for s in CN for r in L]; random.shuffle(deck)"),
    # an ordered deck of the program's own (suits in its own order), dealt by a random index
    # from its first draw: the 52 numbers index the deck, they are not the cards' numbers
    # (no deck is laid out by a shuffle, so none is listed as stacked: a version 3 style here)
    "v4-ordered-random-index": (3, "class Shoe:\n    def __init__(self):\n"
                                   "        self.cards = [(r, s) for s in SUITS[::-1] for r in RANKS]\n"
                                   "    def take(self):\n"
                                   "        return self.cards.pop(random.randrange(len(self.cards)))\n"
                                   "def deal():\n    return '%s of %s' % shoe.take()",
                                "shoe = Shoe()"),
    "v3-randrange-52": (3, "def deal():\n    n = random.randrange(52)\n"
                           "    return RANKS[n % 13] + ' of ' + SUITS[n // 13]", "pass"),
    # a deck of the program's own dealt from by index: 52 cards, then 51, ... (the runner finds
    # the one list of that length the calling frame holds, a local, an object's attribute or a
    # global); laid out by no shuffle, so no deck is listed as stacked (a version 3 style here)
    "deck-pop-randrange-len": (3, "def deal():\n    return '%s of %s' % "
                                "deck.pop(random.randrange(len(deck)))",
                             "deck = list(DECK)"),
    "deck-object-pop-randint": (3, "class Shoe:\n    def __init__(self):\n"
                                 "        self.cards = [r + ' of ' + s for s in SUITS for r in RANKS]\n"
                                 "    def take(self):\n"
                                 "        return self.cards.pop(random.randint(0, len(self.cards) - 1))\n"
                                 "def deal():\n    return shoe.take()",
                              "shoe = Shoe()"),
}


def shown(card: list, version: int) -> str:
    """How a style's program prints a stacked card."""
    rank, suit = card
    return {1: str(rank_value(rank)), 2: rank}.get(version, f"{rank} of {suit}")


def write(tmp_path: Path, style: str) -> Path:
    _, code, setup = STYLES[style]
    path = tmp_path / style / "pontoon.py"
    path.parent.mkdir()
    path.write_text(HEAD + code + LOOP.format(setup=setup, per_game=PER_GAME))
    return path


def task(version: int | None, seed: int = 3) -> dict:
    base = {"mode": "program", "seed": seed, "games": GAMES}
    return base if version is None else {**base, "stack": {"version": version, "games": STACK}}


def cards_by_game(result) -> list[list[str]]:
    """The cards the program printed, one list per game (games end at each question)."""
    [message] = result.of_kind("program")
    games, current = [], []
    for entry in message["transcript"]:
        if "out" in entry:
            current += [line[5:] for line in entry["out"].splitlines() if line.startswith("CARD ")]
        else:
            games.append(current)
            current = []
    return games


def is_card(text: str, version: int) -> bool:
    if version == 1:
        return text.isdigit() and 1 <= int(text) <= 10
    if version == 2:
        return text in RANKS
    rank, _, suit = text.partition(" of ")
    return rank in RANKS and suit in SUITS


@pytest.mark.parametrize("style", sorted(STYLES))
def test_each_style_deals_the_stacked_cards_game_by_game_then_falls_back(tmp_path, style):
    version = STYLES[style][0]
    result = run_child(write(tmp_path, style), task(version), FAST)
    assert result.status == "ok", (result.stdout, result.stderr)
    games = cards_by_game(result)
    assert len(games) == GAMES and all(len(g) == PER_GAME for g in games), games
    for index, stacked in enumerate(STACK):
        assert games[index][:len(stacked)] == [shown(c, version) for c in stacked], (index, games)
    assert all(is_card(c, version) for g in games for c in g), games          # the fallback
    [message] = result.of_kind("program")
    handed = sorted({(game, pos) for game, pos, _, _ in message["dealt"]})
    assert handed == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)], message["dealt"]
    assert message["stack_game"] == GAMES                 # play-again questions answered
    if version == 3 and "rank" in style:                # both parts of each card, in its order
        first = "suit" if style.endswith("then-rank") else "rank"
        hows = [how.split(":")[1] for game, pos, _, how in message["dealt"]
                if (game, pos) == (0, 0)]
        assert hows == [first, {"rank": "suit", "suit": "rank"}[first]], message["dealt"]
    if version == 4:
        assert [entry[3] for entry in message["stacked"][:2]] == STACK, message["stacked"]
        assert all(len(set(g)) == len(g) for g in games), games               # no card twice


def test_values_drawn_two_to_eleven_are_dealt_as_the_cards_values_the_ace_as_eleven(tmp_path):
    """``randint(2, 11)`` draws a card's value with the Ace as 11: each stacked card is dealt as
    its own value, the Ace as the 11 the program counts it (not every card one more)."""
    path = tmp_path / "eleven" / "pontoon.py"
    path.parent.mkdir()
    path.write_text(HEAD + "def deal():\n    return random.randint(2, 11)"
                    + LOOP.format(setup="pass", per_game=PER_GAME))
    result = run_child(path, task(1), FAST)
    games = cards_by_game(result)
    assert games[0][:3] == ["7", "10", "11"] and games[1][:2] == ["4", "9"], games


def test_the_fallback_is_the_seeded_draw_and_an_unstacked_run_is_unchanged(tmp_path):
    """Stacked randint draws do not use the seeded stream: after the list the program gets the
    draws an unstacked run with the same seed starts with; without ``stack`` no new fields."""
    path = write(tmp_path, "randint-1-10")
    stacked = cards_by_game(run_child(path, task(1), FAST))
    plain = run_child(path, task(None), FAST)
    assert "dealt" not in plain.of_kind("program")[0]
    alone = [c for g in cards_by_game(plain) for c in g]
    fallback = stacked[0][3:] + stacked[1][2:] + stacked[2]
    assert fallback == alone[:len(fallback)]
    assert plain.of_kind("program")[0] == run_child(path, task(None), FAST).of_kind("program")[0]


def test_draws_that_do_not_name_cards_fall_back_untouched(tmp_path):
    """11 outcomes, a choice among words that are not cards, 51 numbers: the runner does not
    guess; such a program plays exactly as without a stack."""
    path = tmp_path / "pontoon.py"
    path.write_text("import random\nfor _ in range(2):\n"
                    "    print(random.randint(1, 11), random.randrange(51), "
                    "random.choice(['t', 's']), random.sample(range(51), 3))\n"
                    "    deck = list(range(51)); random.shuffle(deck); print(deck[:5])\n"
                    "    input('Play again? (y/n) ')\n")
    stacked = run_child(path, task(4), FAST)
    plain = run_child(path, task(None), FAST)
    assert stacked.of_kind("program")[0]["dealt"] == []
    assert stacked.stdout == plain.stdout and "[" in plain.stdout


@pytest.mark.parametrize("layout, card", [
    ({}, "RANKS[n % 13] + ' of ' + SUITS[n // 13]"),
    ({"rank_major": True}, "RANKS[n // 4] + ' of ' + SUITS[n % 4]"),
    ({"ace_last": True}, "RANKS[(n % 13 + 1) % 13] + ' of ' + SUITS[n // 13]"),
    ({"rank_major": True, "ace_last": True}, "RANKS[(n // 4 + 1) % 13] + ' of ' + SUITS[n % 4]")])
def test_cards_as_52_numbers_are_dealt_in_the_layout_the_task_names(tmp_path, layout, card):
    """Which of 52 numbers is which card is a program's own secret: the task names the layout
    to deal in (suit by suit or rank by rank, Ace first or last), and the grader tries them in
    turn (`autograder.pontoon.grade._other_layouts`). The message says cards went as numbers."""
    path = tmp_path / "numbers" / "pontoon.py"
    path.parent.mkdir()
    path.write_text(HEAD + f"def deal():\n    n = deck.pop(0)\n    return {card}" + LOOP.format(
        setup="deck = list(range(52)); random.shuffle(deck)", per_game=PER_GAME))
    stacked = {"version": 4, "games": STACK, **layout}
    result = run_child(path, {"mode": "program", "seed": 3, "games": GAMES, "stack": stacked}, FAST)
    games = cards_by_game(result)
    for index, cards in enumerate(STACK):
        assert games[index][:len(cards)] == [shown(c, 4) for c in cards], (layout, games)
    [message] = result.of_kind("program")
    assert message.get("numbered") is True and message.get("placed") is True


def test_a_whole_pass_over_a_sampled_deck_deals_nothing(tmp_path):
    """A deck sampled whole is a list the runner watches as it is dealt through an iterator; a
    pass over all of it (counting its cards) takes no card."""
    path = tmp_path / "pass" / "pontoon.py"
    path.parent.mkdir()
    path.write_text(HEAD + "def deal():\n    return '%s of %s' % next(cards)" + LOOP.format(
        setup="deck = random.sample(DECK, 52); size = sum(1 for _ in deck); cards = iter(deck)",
        per_game=PER_GAME))
    result = run_child(path, task(4), FAST)
    games = cards_by_game(result)
    assert [games[i][:len(c)] for i, c in enumerate(STACK)] == [[shown(x, 4) for x in c] for c in STACK]
    [message] = result.of_kind("program")
    handed = sorted({(game, pos) for game, pos, _, _ in message["dealt"]})
    assert handed == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)], message["dealt"]


def test_batch_resets_stacking_between_tasks(tmp_path):
    """A stacked task, then an unstacked one in the same child: the second plays as if alone."""
    path = write(tmp_path, "choice-names")
    first, second = run_batch(path, [task(2), task(None, seed=8)], FAST)
    assert cards_by_game(first)[0][:3] == ["Seven", "King", "Ace"]
    alone = run_child(path, task(None, seed=8), FAST)
    assert cards_by_game(second) == cards_by_game(alone)
    assert "dealt" not in second.of_kind("program")[0]


def test_a_stacked_deck_still_holds_each_card_once_when_dealt_or_chosen_from(tmp_path):
    """Stacking a 52-card deck for both ends puts second copies at the far end; once the deck
    is seen dealing from one end (or being chosen from) the left-out cards go back there. (The
    question plays again because its answer decides whether a new deck is dealt.)"""
    path = tmp_path / "pontoon.py"
    path.write_text(HEAD + "deck = list(DECK); random.shuffle(deck)\n"
                    "hand = [deck.pop(), deck.pop()]\n"
                    "while input('Play again? (y/n) ').strip() == 'y':\n"
                    "    print('WHOLE', hand, sorted(deck + hand) == sorted(DECK))\n"
                    "    deck = list(DECK); random.shuffle(deck)\n"
                    "    card = random.choice(deck)\n"
                    "    print('CHOSEN', card, sorted(deck) == sorted(DECK))\n"
                    "    hand = [card, deck.pop()]\n")
    result = run_child(path, task(4), FAST)
    assert "WHOLE [('Seven', 'Hearts'), ('King', 'Clubs')] True" in result.stdout, result.stdout
    assert "CHOSEN ('Four', 'Diamonds') True" in result.stdout, result.stdout


ONCE = HEAD + """deck = list(DECK)
random.shuffle(deck)
while True:
    for _ in range({per_game}):
        print("CARD %s of %s" % deck.{pop})
    {between}
    if input("Play again? (y/n) ").strip() != "y":
        break
print("WHOLE", sorted(deck + [c for c in DECK if c not in deck]) == sorted(DECK), len(deck))
"""
KEPT = STACK + [[["Two", "Clubs"], ["King", "Clubs"], ["Three", "Clubs"]]]


@pytest.mark.parametrize("pop", ["pop()", "pop(0)"])
def test_a_deck_shuffled_once_deals_each_games_list_from_what_is_left(tmp_path, pop):
    """One shuffle before the first game, cards popped from it game after game: at each
    play-again the rest of the deck is laid out for the next game's list; a card the deck
    already dealt (the King of Clubs, game 1) is put back in place of another, so the game is
    dealt as planned, no card twice in it, and the deck keeps its size."""
    path = tmp_path / "pontoon.py"
    path.write_text(ONCE.format(per_game=PER_GAME, pop=pop, between="pass"))
    result = run_child(path, {"mode": "program", "seed": 3, "games": 4,
                              "stack": {"version": 4, "games": KEPT}}, FAST)
    games = cards_by_game(result)
    assert [g[:len(k)] for g, k in zip(games, KEPT)][:2] == [
        [shown(c, 4) for c in k] for k in KEPT[:2]], games
    assert games[2][:3] == [shown(c, 4) for c in KEPT[2]], games
    assert all(len(set(g)) == len(g) for g in games), games
    dealt = [c for g in games for c in g]
    assert len(dealt) == 4 * PER_GAME and len(set(dealt)) == len(dealt) - 1, games
    assert f"WHOLE True {52 - 4 * PER_GAME}" in result.stdout, result.stdout
    [message] = result.of_kind("program")
    handed = sorted({(game, pos) for game, pos, _, _ in message["dealt"]})
    assert handed == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (2, 0), (2, 1), (2, 2)], \
        message["dealt"]
    assert [(e[0], e[4], e[5]) for e in message["stacked"]] == [
        (0, "front+back", 3), (1, "kept", 2), (2, "kept", 3)], message["stacked"]


def test_a_kept_deck_the_program_touched_between_games_is_left_alone(tmp_path):
    """A deck cut between games (the top card put at the bottom) is not the deck the runner
    laid out: the next game's cards are the deck's own, not stacked."""
    path = tmp_path / "pontoon.py"
    path.write_text(ONCE.format(per_game=PER_GAME, pop="pop()", between="deck.insert(0, deck.pop())"))
    result = run_child(path, {"mode": "program", "seed": 3, "games": 2,
                              "stack": {"version": 4, "games": KEPT}}, FAST)
    games = cards_by_game(result)
    assert games[0][:3] == [shown(c, 4) for c in KEPT[0]], games
    assert games[1][:2] != [shown(c, 4) for c in KEPT[1]], games
    [message] = result.of_kind("program")
    assert all(game == 0 for game, _, _, _ in message["dealt"]), message["dealt"]
    assert [e[4] for e in message["stacked"]] == ["front+back"], message["stacked"]


INDEXED = '''import random
RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]


def value(hand):
    return sum(min(RANKS.index(rank) + 1, 10) for rank, _ in hand)


while True:
    deck = random.sample([(r, s) for s in SUITS for r in RANKS], 52)
    top = 2
    hand = [deck[0], deck[1]]
    while value(hand) <= 21:
        print("You have", value(hand))
        answer = input("Card or stop? (c/s) ").strip()
        if answer == "c":
            hand.append(deck[top])
            top += 1
        elif answer == "s":
            break
        else:
            print("Type c or s.")
    print("Final", value(hand))
    if input("Play again? (y/n) ").strip() != "y":
        break
'''


def test_a_deck_dealt_by_index_keeps_its_order_in_the_experiments(tmp_path):
    """A program dealing ``deck[top]`` from a sampled deck takes no card by ``pop``: the
    experiments lay no small card at its ends (moving every card one place would deal the
    Ten just dealt again, busting the 20 an Ace keeps at 21), so its twist is seen giving a
    card. The player holds a Ten and a King, the Ace is next."""
    path = tmp_path / "indexed" / "pontoon.py"
    path.parent.mkdir()
    path.write_text(INDEXED, encoding="utf-8")
    stack = {"version": 2, "games": [[["Ten", "Hearts"], ["King", "Clubs"], ["Ace", "Spades"]]]}
    result = run_child(path, {"mode": "program", "seed": 3, "games": 1, "stack": stack,
                              "policy": {"kind": "below", "threshold": 21}}, FAST)
    [message] = result.of_kind("program")
    first = next(e for e in message["transcript"] if "ask" in e)
    assert first["kind"] == "turn" and {"answer": "c", "effect": "card"} in first["tried"], \
        (first, result.stdout)
    assert "Final 21" in result.stdout, result.stdout


BY_INDEX = '''import random
RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]

class Card:
    def __init__(self, rank, suit):
        self.rank, self.suit = rank, suit
    def __str__(self):
        return self.rank + " of " + self.suit

class Deck:
    def __init__(self):
        self.cards = [Card(r, s) for s in SUITS for r in RANKS]
    def shuffle(self):
        random.shuffle(self.cards)
        self.top = 0
    def deal(self):
        card = self.cards[self.top]
        self.top += 1
        return card

VALUES = dict(zip(RANKS, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]))
deck = Deck()
while True:
    deck.shuffle()
    house = [deck.deal()]
    while sum(VALUES[c.rank] for c in house) < 17:
        house.append(deck.deal())
    print("The house has played.")
    hand = [deck.deal()]
    while True:
        print("Hand:", ", ".join(map(str, hand)))
        if input("Twist or stick? (t/s) ").strip().lower() != "t":
            break
        hand.append(deck.deal())
    if input("Play again? (y/n) ").strip() != "y":
        break
'''


def test_a_deck_dealt_by_an_index_of_its_own_counts_each_card_a_hand_holds(tmp_path):
    """A deck that never shrinks (``self.cards[self.top]``): a card a hand holds was dealt. In a
    seeded run each twist is seen to deal a card (a turn question, not a question that deals
    nothing); in a stacked run the cards are dealt as planned and counted game by game."""
    path = tmp_path / "pontoon.py"
    path.write_text(BY_INDEX)
    seeded = run_child(path, {"mode": "program", "seed": 3, "games": 2,
                              "policy": {"kind": "always", "answer": "t"}}, FAST)
    [message] = seeded.of_kind("program")
    asks = [e for e in message["transcript"] if "ask" in e]
    assert asks[0]["kind"] == "turn" and asks[0]["effect"] == "card", asks[:2]
    stacked = run_child(path, {"mode": "program", "seed": 3, "games": 2,
                               "policy": {"kind": "always", "answer": "s"},
                               "stack": {"version": 4, "games": STACK}}, FAST)
    [message] = stacked.of_kind("program")
    handed = sorted({(game, pos) for game, pos, _, _ in message["dealt"]})
    assert handed == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)], message["dealt"]
    assert [e[3] for e in message["stacked"][:2]] == STACK, message["stacked"]


DICT_DECK = '''import random
SUITS = ["Srdcov", "Károv", "Krížov", "Pikov"]
NAMES = ["é eso", "á dvojka", "á trojka", "á štvorka", "á päťka", "á šestka", "á sedmička",
         "á osmička", "á deviatka", "á desiatka", "ý dolník", "á dáma", "ý kráľ"]
DECK = {s + n: min(i + 1, 10) for s in SUITS for i, n in enumerate(NAMES)}
while True:
    pile = list(DECK)
    random.shuffle(pile)
    for _ in range(4):
        print("CARD", DECK[pile.pop()])
    if input("Play again? (y/n) ").strip() != "y":
        break
'''


def test_a_deck_of_names_a_dict_maps_to_values_is_dealt_by_value(tmp_path):
    """A deck of the program's own names, none the grader can read (a suit's word takes the
    rank's gender: `Srdcové eso`, `Srdcová dáma`, `Srdcový kráľ`), shuffled as the keys of a
    dict of their values: each stacked card is dealt as a name of its value, and the same
    planned card as the same name whatever else the game deals."""
    path = tmp_path / "pontoon.py"
    path.write_text(DICT_DECK, encoding="utf-8")
    stack = {"version": 4, "games": [STACK[0], [STACK[0][0], ["Two", "Clubs"]]]}
    result = run_child(path, {"mode": "program", "seed": 3, "games": 2, "stack": stack}, FAST)
    games = cards_by_game(result)
    assert [g[:len(k)] for g, k in zip(games, stack["games"])] == [
        [str(rank_value(r)) for r, _ in k] for k in stack["games"]], games
    [message] = result.of_kind("program")
    assert sorted({(game, pos) for game, pos, _, _ in message["dealt"]}) == [
        (0, 0), (0, 1), (0, 2), (1, 0), (1, 1)], message["dealt"]


KEPT_BY_INDEX = '''import random
RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]

class Deck:
    def __init__(self):
        self.cards = [(r, s) for s in SUITS for r in RANKS]
        random.shuffle(self.cards)
        self.top = 0
    def deal(self):
        if self.top == len(self.cards):
            random.shuffle(self.cards)
            self.top = 0
        card = self.cards[self.top]
        self.top += 1
        return card

deck = Deck()
history = []
while True:
    hand = [deck.deal() for _ in range(20)]
    history.append(hand)
    print("HAND", len(hand))
    if input("Play again? (y/n) ").strip() != "y":
        break
'''


def test_a_kept_deck_dealt_by_index_shuffled_again_mid_game_is_left_to_its_own_shuffle(tmp_path):
    """A deck kept from game to game, dealt by index and shuffled again when it runs out: in
    the game where it runs out, cards were dealt from the old order before the shuffle, so the
    grader's cards are not laid out from that game's start (no stacked deck listed for it)."""
    path = tmp_path / "pontoon.py"
    path.write_text(KEPT_BY_INDEX, encoding="utf-8")
    stack = {"version": 4, "games": [STACK[0], STACK[1], STACK[0]]}
    result = run_child(path, {"mode": "program", "seed": 3, "games": 3, "stack": stack}, FAST)
    [message] = result.of_kind("program")
    assert result.stdout.count("HAND 20") == 3, result.stdout
    assert [e[0] for e in message["stacked"]] == [0], message["stacked"]
