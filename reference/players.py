"""The players at the table: basic, intermediate, advanced (a card counter) and human.

``Player`` is the interface (an abstract base class, Java's ``interface Player``): the
dealer asks a player two things, ``bet(low, high)`` before the deal (a stake from ``low`` to
``high``, or None to leave the table) and ``hits(hand, tally, up_card)`` during its turn
(True to hit, False to stand; ``hand`` is a ``reference.cards.Hand``).  The dealer also tells
every player each card it deals (``see``) and when a new deck comes into use (``new_deck``).
``BasicPlayer`` is the first player; ``IntermediatePlayer``, ``AdvancedPlayer`` and
``HumanPlayer`` extend it (question 2's class structure).

Glossary: a **stake** is one hand's bet; the **bankroll** is the money a player has; the
**running count** (Hi-Lo) adds one for every 2 to 6 seen and takes one for every ten-point
card or ace, so a high count means the rest of the deck is rich in tens and aces.

>>> from reference.engine import Tally
>>> from reference.cards import Card, Rank, Suit
>>> IntermediatePlayer("Ivy").hits([], Tally(2, 0, 15), Card(Rank.SIX, Suit.CLUBS))
False
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Sequence

from rich.markup import escape

from reference.cards import Card
from reference.engine import Tally, is_soft
from reference.play import form
from reference.strategies import upcard_rule

Ask = Callable[[str], str]
Show = Callable[[str], None]

STARTING_BANKROLL = 200   # what every player brings to the table
FLAT_BET = 10             # what basic and intermediate players always bet
UNIT = 10                 # the advanced player's betting unit
STAND_ON = 17             # the basic player hits below this, like the dealer
SOFT_STANDS_ON = 19       # intermediate: stand on soft 19 and 20, hit soft 18 or less

__all__ = ["Player", "BasicPlayer", "IntermediatePlayer", "AdvancedPlayer", "HumanPlayer",
           "count_of", "STARTING_BANKROLL", "FLAT_BET", "UNIT"]


class Player(abc.ABC):
    """The player interface: a name and a bankroll; a subclass chooses its bets and plays.

    >>> Player("Pat")
    Traceback (most recent call last):
    ...
    TypeError: Can't instantiate abstract class Player with abstract methods bet, hits
    """

    kind = "player"
    smallest_bet = 1          # the least this player ever stakes; with less it cannot play

    def __init__(self, name: str, bankroll: int = STARTING_BANKROLL) -> None:
        self.name = name
        self.bankroll = bankroll
        self.seated = True          # False once the player has left the table

    @abc.abstractmethod
    def bet(self, low: int, high: int) -> int | None:
        """The stake for the next hand, from ``low`` to ``high``; None leaves the table."""

    @abc.abstractmethod
    def hits(self, hand: Sequence[Card], tally: Tally, up_card: Card) -> bool:
        """Whether to take another card (True) or stand (False)."""

    def see(self, card: Card) -> None:
        """Be shown a card the dealer has just dealt (to anyone).

        >>> BasicPlayer("Pat").see(None)
        """

    def new_deck(self) -> None:
        """Be told that a new shuffled deck is in use.

        >>> BasicPlayer("Pat").new_deck()
        """

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r}, bankroll={self.bankroll!r})"


class BasicPlayer(Player):
    """Bets 10 every hand, hits below 17, and leaves when it cannot bet 10.

    >>> BasicPlayer("Bo").bet(1, 500), BasicPlayer("Bo", bankroll=9).bet(1, 9)
    (10, None)
    """

    kind = "basic"
    smallest_bet = FLAT_BET

    def bet(self, low: int, high: int) -> int | None:
        """Always 10; None (leave the table) when 10 is more than it may bet.

        >>> BasicPlayer("Bo").bet(1, 10)
        10
        """
        return FLAT_BET if low <= FLAT_BET <= high else None

    def hits(self, hand: Sequence[Card], tally: Tally, up_card: Card) -> bool:
        """Hit below 17, whatever the dealer shows.

        >>> BasicPlayer("Bo").hits([], Tally(2, 0, 16), None)
        True
        """
        return tally.total < STAND_ON


class IntermediatePlayer(BasicPlayer):
    """Bets like the basic player; plays by the dealer's up card and soft hands.

    >>> from reference.cards import Card, Rank, Suit
    >>> IntermediatePlayer("Ivy").hits([], Tally(2, 0, 16), Card(Rank.ACE, Suit.CLUBS))
    True
    """

    kind = "intermediate"

    def hits(self, hand: Sequence[Card], tally: Tally, up_card: Card) -> bool:
        """Soft: hit 18 or less, stand on 19 and 20; hard: hit below 17 against 7 or more
        (ace included), below 12 against 6 or less.

        >>> from reference.cards import Card, Rank, Suit
        >>> IntermediatePlayer("Ivy").hits([], Tally(2, 1, 18), Card(Rank.TWO, Suit.CLUBS))
        True
        """
        if is_soft(tally):
            return tally.total < SOFT_STANDS_ON
        return upcard_rule(tally, up_card)


def count_of(card: Card) -> int:
    """A card's Hi-Lo count: +1 for 2 to 6, -1 for a ten-point card or an ace, else 0.

    >>> from reference.cards import Card, Rank, Suit
    >>> [count_of(Card(r, Suit.CLUBS)) for r in (Rank.TWO, Rank.SEVEN, Rank.KING, Rank.ACE)]
    [1, 0, -1, -1]
    """
    points = card.rank.points
    if points <= 6:
        return 1
    return -1 if points >= 10 else 0


class AdvancedPlayer(IntermediatePlayer):
    """Plays as the intermediate player; counts cards and bets the count times its unit.

    >>> from reference.cards import Card, Rank, Suit
    >>> ace = AdvancedPlayer("Ada"); ace.see(Card(Rank.FIVE, Suit.CLUBS)); ace.count
    1
    """

    kind = "advanced"

    def __init__(self, name: str, bankroll: int = STARTING_BANKROLL, unit: int = UNIT) -> None:
        super().__init__(name, bankroll)
        self.unit = unit
        self.count = 0

    @property
    def smallest_bet(self) -> int:  # type: ignore[override]
        """One unit: the least the advanced player stakes.

        >>> AdvancedPlayer("Ada", unit=25).smallest_bet
        25
        """
        return self.unit

    def bet(self, low: int, high: int) -> int | None:
        """Count times unit when the count is positive, else one unit, within low..high;
        None (leave) when even one unit is more than it may bet.

        >>> ada = AdvancedPlayer("Ada"); ada.count = 3; ada.bet(1, 500), ada.bet(1, 25)
        (30, 25)
        """
        if self.unit > high:
            return None
        stake = self.count * self.unit if self.count > 0 else self.unit
        return max(low, min(stake, high))

    def see(self, card: Card) -> None:
        """Add the card to the running count.

        >>> from reference.cards import Card, Rank, Suit
        >>> ada = AdvancedPlayer("Ada"); ada.see(Card(Rank.ACE, Suit.CLUBS)); ada.count
        -1
        """
        self.count += count_of(card)

    def new_deck(self) -> None:
        """Start counting again from zero.

        >>> ada = AdvancedPlayer("Ada"); ada.count = 4; ada.new_deck(); ada.count
        0
        """
        self.count = 0


class HumanPlayer(BasicPlayer):
    """A person at the terminal: bets and plays by answering ``ask``; bad answers asked again.

    It extends ``BasicPlayer`` (question 2's structure) but chooses every bet and play itself.

    ``ask`` and ``show`` are not saved with the table; a loaded table gets the program's own.

    >>> answers = iter(["lots", "20"])
    >>> HumanPlayer("You", ask=lambda q: next(answers), show=print).bet(1, 200)
    Please type a whole number from 1 to 200 (or q to leave the table).
    20
    """

    kind = "human"
    smallest_bet = 1          # a person may bet as little as the table allows

    def __init__(self, name: str, bankroll: int = STARTING_BANKROLL,
                 ask: Ask = input, show: Show = print) -> None:
        super().__init__(name, bankroll)
        self.attach(ask, show)

    def attach(self, ask: Ask, show: Show) -> None:
        """Connect the player to a keyboard and a screen (after loading, say).

        >>> you = HumanPlayer("You"); you.attach(lambda q: "s", print); you.ask("?")
        's'
        """
        self.ask = ask
        self.show = show

    def bet(self, low: int, high: int) -> int | None:
        """Ask for a stake from low to high until one is given; q leaves the table.

        >>> HumanPlayer("You", ask=lambda q: "q").bet(1, 200) is None
        True
        """
        if high < low:
            self.show(f"{escape(self.name)} cannot cover the table minimum of {low} and "
                      f"{form(self.name, 'leaves', 'leave')}.")
            return None
        while True:
            who = "You have" if self.name == "You" else f"{self.name}, you have"
            answer = self.ask(f"{who} {self.bankroll}. How much do you bet? "
                              f"({low} to {high}, or q to leave): ").strip().lower()
            if answer in ("q", "quit", "leave"):
                return None
            if answer.isascii() and answer.isdigit() and low <= int(answer) <= high:
                return int(answer)
            self.show(f"Please type a whole number from {low} to {high} "
                      f"(or q to leave the table).")

    def hits(self, hand: Sequence[Card], tally: Tally, up_card: Card) -> bool:
        """Show the hand and the dealer's card, then ask hit or stand until answered.

        >>> from reference.cards import Card, Rank, Suit
        >>> you = HumanPlayer("You", ask=lambda q: "h", show=lambda line: None)
        >>> you.hits([Card(Rank.TEN, Suit.CLUBS)], Tally(1, 0, 10), Card(Rank.SIX, Suit.CLUBS))
        True
        """
        cards = " ".join(card.short for card in hand)
        soft = "soft " if is_soft(tally) else ""
        self.show(f"{escape(self.name)}: {cards}, worth {soft}{tally.total}. "
                  f"The dealer shows {up_card.short}.")
        while True:
            answer = self.ask("Another card? Type h to hit or s to stand: ").strip().lower()
            if answer in ("h", "hit", "s", "stand"):
                return answer.startswith("h")
            self.show("Please answer h (hit) or s (stand).")

    def __getstate__(self) -> dict[str, object]:
        """Save the name and bankroll, not the keyboard and screen."""
        state = dict(self.__dict__)
        state.pop("ask", None)
        state.pop("show", None)
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        """Load, with the standard keyboard and screen until ``attach`` is called."""
        self.__dict__.update(state)
        self.attach(input, print)
