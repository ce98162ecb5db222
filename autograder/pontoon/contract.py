"""The pontoon contract as data: every rule id with its marks, and each version's cards.

Glossary: a *rule* is one row of the contract's game table (or ``format``); a *card* is a
version's representation of one card (v1 ``7``, v2 ``"Seven"``, v3/v4 ``("Seven", "Hearts")``);
a card's *value* is what it adds to a hand, a hand's *value* the sum (an Ace is always 1).

Marks: the 14 game rules share 85 marks (see ``GAME_RULES``); ``format`` is worth 0, 5, 10
or 15 in versions 1 to 4; ``no-duplicates`` (version 4) is reported as its own verdict worth 0,
and version 4's 15 format marks need both the format and no-duplicates.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
VERSIONS = (1, 2, 3, 4)
TWIST_OR_STICK = "Twist or stick? (t/s)"
PLAY_AGAIN = "Play again? (y/n)"
VERDICT_LINES = {"player": "Player wins!", "computer": "Computer wins!", "draw": "Draw!"}

Card = Any  # int (v1), str (v2) or tuple[str, str] (v3, v4)


@dataclass(frozen=True)
class Rule:
    """One graded rule: its contract id, its marks and what it says.

    >>> Rule("tie-draw", 5, "Neither bust and equal values: a draw.").marks
    5
    """

    id: str
    marks: int
    text: str


GAME_RULES: tuple[Rule, ...] = (
    Rule("card-values", 6, "Two to Nine count their face value; Ten, Jack, Queen and King count 10."),
    Rule("ace-counts-one", 6, "An Ace always counts 1. Never 11."),
    Rule("one-card-start", 5, "The computer and the player each start with exactly one card, "
                              "never two."),
    Rule("computer-first", 5, "The computer plays its whole turn before the player's turn begins."),
    Rule("computer-draws", 8, "After its first card the computer twists while its value is below "
                              "STICK_AT, then sticks; its value is the sum of its cards."),
    Rule("computer-secret", 6, "Nothing about the computer's cards or value is shown until the "
                               "player's turn is over."),
    Rule("player-turn-always", 6, "The player always gets a turn, even when the computer has "
                                  "gone bust."),
    Rule("player-choice", 8, "After each card the player is asked to twist or stick; the "
                             "program's two answers (the kit's `t` and `s`) work in either case "
                             "and with spaces around them; any other answer is asked again."),
    Rule("player-stops-at-bust", 6, "Once the player's value is over 21: no more questions, "
                                    "no more cards."),
    Rule("bust-draw", 6, "Both over 21: a draw, whatever the two values."),
    Rule("one-bust", 6, "Only the computer bust: the player wins. Only the player bust: "
                        "the computer wins."),
    Rule("tie-draw", 5, "Neither bust and equal values: a draw."),
    Rule("higher-wins", 6, "Neither bust and different values: the higher value wins."),
    Rule("play-again", 6, "After each game `Play again? (y/n)`; `y` plays again, `n` ends; end of "
                          "input at any question ends the program cleanly, with no traceback."),
)
NO_DUPLICATES = Rule("no-duplicates", 0, "Version 4: one shuffled 52-card deck per game, so no "
                                         "card twice in a game (its marks are inside format).")
FORMAT_MARKS = {1: 0, 2: 5, 3: 10, 4: 15}
FORMAT_SUMMARY = ("The result block shows the cards and values the version asks for, one item a "
                  "line, ending with `Player wins!`, `Computer wins!` or `Draw!`.")
FORMAT_TEXT = {
    1: "Cards are numbers 1 to 10; the result block shows `Computer Value: N`, `Player Value: N` "
       "and the verdict.",
    2: "Cards are rank names such as `Seven`; the result block shows `Computer has: ...`, "
       "`Value: N`, `Player has: ...`, `Value: N` and the verdict.",
    3: "Cards are named like `Seven of Hearts`; the result block shows both hands by name "
       "with their values and the verdict.",
    4: "As version 3, dealt from one shuffled deck per game (no card twice in a game).",
}


def rules_for(version: int) -> tuple[Rule, ...]:
    """The rules graded in one version, format last.

    >>> [r.id for r in rules_for(4)][-2:], sum(r.marks for r in rules_for(4))
    (['no-duplicates', 'format'], 100)
    """
    check_version(version)
    extra = (NO_DUPLICATES,) if version == 4 else ()
    return GAME_RULES + extra + (Rule("format", FORMAT_MARKS[version], FORMAT_TEXT[version]),)


def check_version(version: object) -> int:
    """Return a valid version number or raise.

    >>> check_version(3)
    3
    """
    if not isinstance(version, int) or isinstance(version, bool) or version not in VERSIONS:
        raise ValueError(f"not a pontoon version: {version!r}")
    return version


def rank_value(rank: str) -> int:
    """The value of a rank: Ace 1, Two to Nine their number, Ten to King 10.

    >>> rank_value("Ace"), rank_value("Seven"), rank_value("King")
    (1, 7, 10)
    """
    value = RANK_VALUES.get(rank) if isinstance(rank, str) else None
    if value is None:
        raise ValueError(f"not a rank: {rank!r}")
    return value


RANK_VALUES = {rank: min(i + 1, 10) for i, rank in enumerate(RANKS)}    # (looked up often:
SUIT_SET = frozenset(SUITS)                                              # every card read)
FACES = RANKS[10:]                  # Jack, Queen, King: each worth 10, as a Ten is


def card_value(card: Card) -> int:
    """The contract's value of a card in any version's representation.

    >>> card_value(7), card_value("Queen"), card_value(("Ace", "Hearts")), card_value(["Two", "Clubs"])
    (7, 10, 1, 2)
    """
    if isinstance(card, bool):
        raise ValueError(f"not a card: {card!r}")
    if isinstance(card, int):
        if 1 <= card <= 10:
            return card
        raise ValueError(f"not a card: {card!r}")
    if isinstance(card, str) and card in RANK_VALUES:
        return RANK_VALUES[card]
    if isinstance(card, (list, tuple)) and len(card) == 2 and isinstance(card[0], str) \
            and card[0] in RANK_VALUES and isinstance(card[1], str) and card[1] in SUIT_SET:
        return RANK_VALUES[card[0]]
    raise ValueError(f"not a card: {card!r}")


def hand_value(cards: list[Card]) -> int:
    """The contract's value of a hand.

    >>> hand_value([("Ace", "Clubs"), ("King", "Hearts")])
    11
    """
    return sum(card_value(card) for card in cards)


def card_name(card: Card, version: int) -> str:
    """How the contract says a card is shown in a version.

    >>> card_name(7, 1), card_name("Seven", 2), card_name(("Seven", "Hearts"), 3)
    ('7', 'Seven', 'Seven of Hearts')
    """
    if version == 1:
        return str(card)
    if version == 2:
        return str(card)
    return f"{card[0]} of {card[1]}"


def make_card(value: int, version: int, n: int = 0) -> Card:
    """A card of a value in a version's representation (a 10 is a Ten); ``n`` picks the suit.

    >>> make_card(10, 1), make_card(10, 2, 1), make_card(1, 3, 2)
    (10, 'Ten', ('Ace', 'Hearts'))
    """
    if not 1 <= value <= 10:
        raise ValueError(f"not a card value: {value!r}")
    if version == 1:
        return value
    rank = RANKS[value - 1]
    return rank if version == 2 else (rank, SUITS[n % 4])


def deck_of_values(values: list[int], version: int) -> list[Card]:
    """A stacked deck with these card values, suits taking turns (no card twice for up to four of a value).

    >>> deck_of_values([10, 6, 3], 2)
    ['Ten', 'Six', 'Three']
    >>> deck_of_values([10, 10], 4)
    [('Ten', 'Clubs'), ('Ten', 'Diamonds')]
    """
    seen: dict[int, int] = {}
    deck = []
    for value in values:
        n = seen.get(value, 0)
        seen[value] = n + 1
        deck.append(make_card(value, version, n))
    return deck


def to_json(card: Card) -> Any:
    """A card as it crosses the sandbox's channel (tuples become lists).

    >>> to_json(("Seven", "Hearts")), to_json(7)
    (['Seven', 'Hearts'], 7)
    """
    return list(card) if isinstance(card, tuple) else card


def from_json(value: Any) -> Any:
    """Undo `to_json` recursively: ``[rank, suit]`` lists become card tuples.

    >>> from_json([["Seven", "Hearts"], 3]), from_json(["Nine", "Eight"])
    ([('Seven', 'Hearts'), 3], ['Nine', 'Eight'])
    """
    if isinstance(value, list):
        if len(value) == 2 and value[0] in RANKS and value[1] in SUITS:
            return tuple(value)
        return [from_json(v) for v in value]
    return value


# marks of Chinese and Japanese text and their ASCII kin, a space after a separator (`normalize`)
WIDE_MARKS = str.maketrans({"、": ", ", "，": ", ", "；": "; ", "：": ": ", "（": " (", "）": ") ",
                            "！": "! ", "？": "? ", "。": ". "})


@lru_cache(maxsize=8192)
def normalize(line: str) -> str:
    """A printed line as the graders compare it: lower case, runs of spaces made one, stripped;
    a card named by its number and suit is named as the contract names it (``7 of Clubs`` is
    ``seven of clubs``: the number is the rank).

    >>> normalize("  Player   WINS! "), normalize("You: 10 of Diamonds, 2 of Spades (12)")
    ('player wins!', 'you: ten of diamonds, two of spades (12)')

    So is a card whose rank and suit names are joined by a mark instead of ``of``:

    >>> normalize("Croupier: Queen-Spades  Four/Clubs Ten_of_Hearts")
    'croupier: queen of spades four of clubs ten of hearts'

    So is a playing card's picture in Unicode (``🂡``, the Ace of Spades: its rank and suit are
    its code's), unless the program names the card beside it too:

    >>> normalize("Hand: 🂺 🃑 (11)"), normalize("Bob: 🂤 Four of Spades")
    ('hand: ten of hearts ace of clubs (11)', 'bob: 🂤 four of spades')

    And a card printed as a pair of its rank's and suit's names (a tuple, ``('Ten', 'Clubs')``):

    >>> normalize("Hand: [('Ten', 'Diamonds'), ('Two', 'Clubs')]")
    "hand: [('ten of diamonds'), ('two of clubs')]"

    And a rank's name with its suit's sign glued to it, on either side (``Queen♥``, ``♠Seven``):

    >>> normalize("Banco: Queen♥, Seven♠ (17)"), normalize("You: ♦Ace ♣Ten")
    ('banco: queen of hearts, seven of spades (17)', 'you: ace of diamonds ten of clubs')

    Chinese and Japanese marks are their ASCII kin (``、`` and ``，`` a comma, ``：`` a colon,
    ``（12）`` brackets), so a hand listed with them is a list:

    >>> normalize("电脑的牌：红桃Q、方块A（点数 11）")
    '电脑的牌: 红桃q, 方块a (点数 11)'
    """
    low = re.sub(r"\s+", " ", line.translate(WIDE_MARKS)).strip().lower()
    if any("\u2660" <= ch <= "\u2667" for ch in low):
        low = SIGNED_RE.sub(lambda m: f"{m.group(1) or m.group(4)} of "
                            f"{CODE_SUITS[m.group(2) or m.group(3)].lower()}", low)
    if any("\U0001F0A1" <= ch <= "\U0001F0DE" for ch in low) and not RANK_RE.search(low):
        low = low.translate(GLYPH_NAMES)       # a playing card's picture is its card
    low = JOINED_RE.sub(r"\1 of \2", low) if any(m in low for m in "-/_|·") else low
    low = PAIRED_RE.sub(r"\1 of \2", low) if "," in low or ":" in low else low
    return NUMBERED_RE.sub(lambda m: f"{NUMBER_NAMES[m.group(1)]} of {m.group(2)}", low) \
        if " of " in low else low


_RANK_RE = "|".join(r.lower() for r in RANKS)
_SUIT_RE = "|".join(s.lower() for s in SUITS)
# a card named by its number and suit (``7 of Clubs``), and the number's rank name
NUMBERED_RE = re.compile(rf"(?<![\w.])(10|[2-9]) of ({_SUIT_RE})\b")
NUMBER_NAMES = {str(n): RANKS[n - 1].lower() for n in range(2, 11)}
CARD3_RE = re.compile(rf"\b({_RANK_RE}) of ({_SUIT_RE})\b")
# the contract's rank and suit names joined by a mark (``Queen-Spades``, ``ten_of_hearts``)
JOINED_RE = re.compile(rf"\b({_RANK_RE}) ?(?:[-/_|·]|_of_) ?({_SUIT_RE})\b")
# the Unicode playing cards (U+1F0A1 to U+1F0DE: Spades, Hearts, Diamonds, Clubs, each Ace to
# King with a Knight between Jack and Queen, which no deck here holds) -> the contract's names
GLYPH_NAMES = {0x1F0A0 + 16 * block + code: f"{rank.lower()} of {suit.lower()}"
               for block, suit in enumerate(("Spades", "Hearts", "Diamonds", "Clubs"))
               for code, rank in zip((*range(1, 12), 13, 14), RANKS)}
# a card's code: its rank's letter or number (A, 2-10, T, J, Q, K) glued to its suit's sign or
# letter (``K♠``, ``10♣``, ``QH``, ``♥7``), the notation cards are printed in beside their names
CODE_RANKS = {"a": "Ace", "t": "Ten", "j": "Jack", "q": "Queen", "k": "King",
              **{str(n): RANKS[n - 1] for n in range(2, 11)}}
CODE_SUITS = {"c": "Clubs", "d": "Diamonds", "h": "Hearts", "s": "Spades",
              "\u2663": "Clubs", "\u2667": "Clubs", "\u2666": "Diamonds", "\u2662": "Diamonds",
              "\u2665": "Hearts", "\u2661": "Hearts", "\u2660": "Spades", "\u2664": "Spades"}
CARD_CODE_RE = re.compile(r"^(?:(10|[2-9atjqk])([cdhs\u2660-\u2667])"
                          r"|([\u2660-\u2667])(10|[2-9atjqk]))$")


def card_of_code(text: str) -> tuple[str, str] | None:
    """The card a card's code names (``K♠``, ``10♣``, ``QH``, ``♥7``), or None.

    >>> card_of_code("K♠"), card_of_code(" 10♣ "), card_of_code("qh"), card_of_code("♥7")
    (('King', 'Spades'), ('Ten', 'Clubs'), ('Queen', 'Hearts'), ('Seven', 'Hearts'))
    >>> card_of_code("Four of Spades"), card_of_code("KX")
    (None, None)
    """
    m = CARD_CODE_RE.match(text.strip().lower())
    if m is None:
        return None
    rank, suit = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
    return CODE_RANKS[rank], CODE_SUITS[suit]


# the contract's rank and suit names as a pair, quoted or not (``('Ten', 'Clubs')``, ``Ten: Clubs``)
# a rank's name with a suit's sign glued after it or before it (``Queen♥``, ``♠Seven``)
SIGNED_RE = re.compile(rf"\b({_RANK_RE})([\u2660-\u2667])|([\u2660-\u2667])({_RANK_RE})\b")
PAIRED_RE = re.compile(rf"\b({_RANK_RE})['\"]?\s*[,:]\s*['\"]?({_SUIT_RE})\b")
RANK_RE = re.compile(rf"\b({_RANK_RE})\b")
# anything "of" a suit: a card, named as the contract names it or not ("2 of Hearts")
ANY_OF_SUIT_RE = re.compile(rf"\b\w+ of ({_SUIT_RE})\b")


def parse_cards(text: str, version: int) -> list[Card] | None:
    """The cards named in a comma-separated list as a version prints it, or None if any is not one.

    >>> parse_cards("Seven of hearts,  Ten of Clubs", 3)
    [('Seven', 'Hearts'), ('Ten', 'Clubs')]
    >>> parse_cards("Seven, Jack", 2), parse_cards("7, 3", 1), parse_cards("Seven, Elf", 2)
    (['Seven', 'Jack'], [7, 3], None)
    """
    items = [normalize(item) for item in text.split(",")]
    cards: list[Card] = []
    for item in items:
        card = parse_card(item, version)
        if card is None:
            return None
        cards.append(card)
    return cards


def parse_card(item: str, version: int) -> Card | None:
    """One card's printed name in a version, or None.

    >>> parse_card("king of spades", 4), parse_card("10", 1), parse_card("queen", 2)
    (('King', 'Spades'), 10, 'Queen')
    """
    item = normalize(item)
    if version == 1:
        return int(item) if item.isdigit() and 1 <= int(item) <= 10 else None
    if version == 2:
        return item.title() if item.title() in RANKS else None
    match = CARD3_RE.fullmatch(item)
    return (match.group(1).title(), match.group(2).title()) if match else None
