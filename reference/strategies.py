"""Strategies: small functions of (tally, dealer's up card) that answer "hit?".

A strategy sees what a player at the table sees: its own hand, kept as a ``Tally``
(cards, aces counting 11, total), and the dealer's up card (None when it is hidden, as in
pontoon).  It returns True to hit (take a card) and False to stand.

>>> from reference.engine import Tally
>>> from reference.cards import Card, Rank, Suit
>>> upcard_rule(Tally(2, 0, 15), Card(Rank.TEN, Suit.CLUBS))
True
"""

from __future__ import annotations

from collections.abc import Callable

from reference.cards import Card
from reference.engine import Strategy, Tally, dealer_rule
from reference.rules import PRESETS, Rules

HIGH_UP_CARD = 7      # an up card of 7, 8, 9, 10 or ace is high; 2 to 6 is low
DRAW_BELOW_HIGH = 17  # against a high up card, draw below 17
DRAW_BELOW_LOW = 12   # against a low up card, draw below 12

__all__ = ["dealer_rule", "dealers_own_rule", "upcard_rule", "stand_on", "human", "cell", "CELLS",
           "STRATEGIES"]


def stand_on(threshold: int) -> Strategy:
    """The strategy that hits below ``threshold`` and stands on it or more.

    >>> stand_on(17)(Tally(2, 0, 16), None), stand_on(17)(Tally(2, 0, 17), None)
    (True, False)
    """
    def strategy(tally: Tally, up_card: Card | None) -> bool:
        return tally.total < threshold

    strategy.__name__ = f"stand_on_{threshold}"
    return strategy


def dealers_own_rule(tally: Tally, up_card: Card | None) -> bool:
    """The twenty-one customer who copies the dealer: draw at 16 or less, ignore the up card.

    >>> dealers_own_rule(Tally(2, 0, 16), None), dealers_own_rule(Tally(3, 0, 17), None)
    (True, False)
    """
    return dealer_rule(PRESETS["twenty-one"])(tally, up_card)


def is_high(up_card: Card) -> bool:
    """Whether a dealer's up card is high: 7, 8, 9, a ten-point card or an ace.

    >>> from reference.cards import Rank, Suit
    >>> is_high(Card(Rank.ACE, Suit.CLUBS)), is_high(Card(Rank.SIX, Suit.CLUBS))
    (True, False)
    """
    return up_card.rank.points >= HIGH_UP_CARD


def upcard_rule(tally: Tally, up_card: Card | None) -> bool:
    """Draw iff the total is below 17 against a high up card, or below 12 against a low one.

    With no up card to see (pontoon), it draws below 17.

    >>> from reference.cards import Rank, Suit
    >>> upcard_rule(Tally(2, 0, 13), Card(Rank.SIX, Suit.CLUBS))
    False
    """
    if up_card is None or is_high(up_card):
        return tally.total < DRAW_BELOW_HIGH
    return tally.total < DRAW_BELOW_LOW


def cell(tally: Tally, up_card: Card | None) -> str:
    """Which cell of the up-card rule's table a decision falls in, e.g. "12-16 vs high".

    >>> from reference.cards import Rank, Suit
    >>> cell(Tally(2, 0, 12), Card(Rank.SIX, Suit.CLUBS)), cell(Tally(2, 0, 17), None)
    ('12-16 vs low', '17+ vs high')
    """
    if tally.total < DRAW_BELOW_LOW:
        row = f"below {DRAW_BELOW_LOW}"
    elif tally.total < DRAW_BELOW_HIGH:
        row = f"{DRAW_BELOW_LOW}-{DRAW_BELOW_HIGH - 1}"
    else:
        row = f"{DRAW_BELOW_HIGH}+"
    column = "high" if up_card is None or is_high(up_card) else "low"
    return f"{row} vs {column}"


CELLS = tuple(f"{row} vs {column}" for row in ("below 12", "12-16", "17+") for column in ("low", "high"))


Ask = Callable[[str], str]
Show = Callable[[str], None]


def read_choice(rules: Rules, ask: Ask, show: Show) -> bool:
    """Ask the rules' question until the answer is the hit or the stand word; True for hit.

    End of input (EOFError) is passed on to the caller, which ends the game.

    >>> from reference.rules import PRESETS
    >>> answers = iter(["maybe", " H "])
    >>> read_choice(PRESETS["dealer-wins-ties"], lambda prompt: next(answers), print)
    Please answer H or S.
    True
    """
    hit, stand = rules.hit_answer.strip().lower(), rules.stand_answer.strip().lower()
    while True:
        answer = ask(rules.question).strip().lower()
        if answer in (hit, stand):
            return answer == hit
        show(f"Please answer {rules.hit_answer} or {rules.stand_answer}.")


def human(rules: Rules, ask: Ask = input, show: Show = print,
          before: Callable[[Tally, Card | None], None] | None = None) -> Strategy:
    """A person's strategy: show the hand (``before``), then ask hit or stand.

    >>> from reference.rules import PRESETS
    >>> person = human(PRESETS["pontoon"], ask=lambda prompt: "t")
    >>> person(Tally(1, 0, 5), None)
    True
    """
    def strategy(tally: Tally, up_card: Card | None) -> bool:
        if before is not None:
            before(tally, up_card)
        return read_choice(rules, ask, show)

    strategy.__name__ = "human"
    return strategy


STRATEGIES: dict[str, Strategy] = {
    "dealer": dealers_own_rule,
    "upcard": upcard_rule,
}


def strategy_named(name: str) -> Strategy:
    """A player strategy by name: ``dealer``, ``upcard`` or ``stand-on-N``.

    >>> strategy_named("stand-on-15").__name__
    'stand_on_15'
    """
    if name in STRATEGIES:
        return STRATEGIES[name]
    prefix = "stand-on-"
    if name.startswith(prefix) and name[len(prefix):].isdecimal():
        return stand_on(int(name[len(prefix):]))
    raise ValueError(f"not a strategy: {name!r} (dealer, upcard or stand-on-N)")
