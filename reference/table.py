"""The blackjack table: several players against one dealer, one deck, bets settled each hand.

Question 2's structure: ``BlackjackTable`` holds a ``Dealer`` object (the interface, an ABC;
``BlackjackDealer`` is the house's) and the ``Player`` objects (``reference.players``), connected
to the dealer by ``assign_players``; at most 8 players by default (``TableFullError`` past
that). The dealer deals from a ``reference.cards.Deck`` and every hand is a ``Hand``.
``Table`` is the old name of ``BlackjackTable``. The student's version of this structure is
``assignments/table/table.py``; this module adds the four games, save/load and the experiment.

Glossary: a **hand** is one round at the table (bets, deal, turns, dealer, settlement); a
**shoe** is the run of hands dealt from one deck; a **stake** is a player's bet on a hand.

The rules, in order: bets first (1 to 500, fixed once the cards are dealt); two cards to
each player, then one to the dealer; each player plays in turn (a blackjack takes no more
cards); the dealer draws to 17 or more, standing on soft 17; then bets are settled.  Before
each hand, if fewer than a quarter of the cards remain, a new shuffled deck is used and every
player is told (and a deck that runs out in the middle of a hand is replaced the same way).

Why not ``reference.engine.play_round``: it plays one player against the dealer, with the
dealer's whole initial hand dealt at once; here several players share one deck and the dealer
gets one card until the players are done.  The round is written below with the engine's hand
valuation (``Tally``, ``add_card``, ``is_natural``), its dealer rule and a ``Rules`` record.

>>> from reference.engine import cards_from
>>> table = Table([BasicPlayer("Bo")], deck_source=lambda: cards_from("10 7 9 8"))
>>> result = table.play_hand()
>>> result.seats[0].total, result.dealer_total, result.seats[0].reason, table.players[0].bankroll
(17, 17, 'push', 200)
"""

from __future__ import annotations

import abc
import argparse
import math
import os
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from rich.markup import escape

from reference.cards import Card, Deck, Hand, Suit
from reference.engine import Tally, add_card, dealer_rule, is_bust, is_natural, tally_of
from reference.players import (
    AdvancedPlayer, BasicPlayer, HumanPlayer, IntermediatePlayer, Player,
)
from reference.play import form, verb
from reference.rules import PUSH, Rules

Show = Callable[[str], None]
Ask = Callable[[str], str]
DeckSource = Callable[[], list[Card]]    # a new deck, cards in dealing order

TABLE_MIN, TABLE_MAX = 1, 500
DECK_SIZE = 52

TABLE_RULES = Rules(
    name="multi-player-table",
    description="The table: one deck, stands on soft 17, blackjack pays 2x, bets 1 to 500.",
    decks=1,
    new_deck_each_game=False,
    dealer_up_cards=1,
    dealer_stands_on=17,
    dealer_hits_soft=False,
    player_stops_at_target=True,
    natural_vs_natural=PUSH,
    natural_pays=2.0,
    natural_beats_target=True,
    ties=PUSH,
    starting_money=200,
    min_bet=TABLE_MIN,
    max_bet=TABLE_MAX,
)


def _silent(line: str) -> None:
    """Show nothing (the default screen of a table in an experiment)."""


# --- settling -----------------------------------------------------------------------------

def settle(stake: int, player: Tally, dealer: Tally, rules: Rules = TABLE_RULES) -> tuple[int, str]:
    """A player's profit on one hand and the rule that decided it.

    >>> settle(10, Tally(2, 1, 21), Tally(3, 0, 20))
    (20, 'blackjack-pays-double')
    """
    player_bj, dealer_bj = is_natural(player, rules), is_natural(dealer, rules)
    if is_bust(player, rules):
        return -stake, "bust-loses"
    if dealer_bj:
        return (0, "blackjack-push") if player_bj else (-stake, "dealer-blackjack")
    if player_bj:
        return _money(stake * rules.natural_pays), "blackjack-pays-double"
    if is_bust(dealer, rules):
        return stake, "dealer-bust-pays"
    if player.total == dealer.total:
        return 0, "push"
    return (stake, "higher-wins") if player.total > dealer.total else (-stake, "lower-loses")


def _money(amount: float) -> int | float:
    """An amount of money, as an int when it is whole."""
    return int(amount) if amount == int(amount) else amount


# --- what a hand leaves behind -------------------------------------------------------------

@dataclass(frozen=True)
class SeatResult:
    """One player's hand: cards, value, stake, profit and the settling rule.

    >>> SeatResult("Bo", "basic", (), 20, 10, 10, "higher-wins", 210).profit
    10
    """

    name: str
    kind: str
    cards: tuple[Card, ...]
    total: int
    stake: int
    profit: int | float
    reason: str
    bankroll: int | float


@dataclass(frozen=True)
class HandResult:
    """A whole hand: its number, the deck it started on, each seat and the dealer.

    >>> HandResult(1, 1, (), (), 19).dealer_total
    19
    """

    number: int
    deck: int
    seats: tuple[SeatResult, ...]
    dealer_cards: tuple[Card, ...]
    dealer_total: int


@dataclass
class _Seat:
    """A player in the current hand: the stake is fixed at the deal."""

    player: Player
    stake: int
    cards: Hand


# --- the table ----------------------------------------------------------------------------

def stack_deck(hands: Sequence[str], dealer: str, rest: str = "") -> list[Card]:
    """A deck in dealing order that gives each player and the dealer the cards written.

    Each of ``hands`` is one player's cards (``"K 7"``; the first two are dealt, the rest
    are the hits in turn), ``dealer`` the dealer's (the first is dealt, the rest drawn);
    ``rest`` is dealt after them.

    >>> [c.short for c in stack_deck(["K 7", "3 5 6"], "10 10")]
    ['K♠', '7♠', '3♠', '5♠', '10♠', '6♠', '10♠']
    """
    from reference.engine import cards_from

    cards = [cards_from(text) for text in hands]
    dealt = cards_from(dealer)
    deck = [card for hand in cards for card in hand[:2]] + dealt[:1]
    deck += [card for hand in cards for card in hand[2:]] + dealt[1:]
    return deck + cards_from(rest)


def fresh_deck(rules: Rules, rng: random.Random) -> list[Card]:
    """A new shuffled deck (``rules.decks`` packs), in dealing order.

    >>> len(fresh_deck(TABLE_RULES, random.Random(1))), len(set(fresh_deck(TABLE_RULES, random.Random(1))))
    (52, 52)
    """
    cards: list[Card] = []
    for _ in range(rules.decks):
        deck = Deck(rng)
        deck.shuffle()
        cards.extend(deck)
    if rules.decks > 1:
        rng.shuffle(cards)
    return cards


class TableFullError(ValueError):
    """More players assigned to a table than it seats.

    >>> str(TableFullError(12, 8))
    'a table seats at most 8 players: 12 were assigned'
    """

    def __init__(self, wanted: int, seats: int) -> None:
        super().__init__(f"a table seats at most {seats} players: {wanted} were assigned")


class Dealer(abc.ABC):
    """The dealer interface (Java's ``interface Dealer``): it is given the players, deals from
    its deck and runs each hand.

    >>> issubclass(BlackjackDealer, Dealer)
    True
    """

    @abc.abstractmethod
    def assign_players(self, players: Sequence[Player]) -> None:
        """Take these players as the ones this dealer deals to (question 2's assignPlayers)."""

    @abc.abstractmethod
    def deal_card(self) -> Card:
        """Deal the top card of the deck, face up."""

    @abc.abstractmethod
    def play_hand(self) -> HandResult | None:
        """Play one hand with the assigned players; None when nobody is left to bet."""


class BlackjackDealer(Dealer):
    """The house's dealer: one ``Deck`` (question 1's class), the players it was assigned, and
    the table's rules; it takes the bets, deals, runs the turns, draws and settles.

    ``credit=True`` lets bankrolls go below zero (the experiment, where every player plays
    every hand); otherwise a player bets only what it has and leaves when it cannot bet.
    ``deck_source`` gives each new deck's cards in dealing order (tests stack decks with it);
    by default the dealer shuffles a new ``Deck`` with ``rng``.  ``show`` receives Rich markup
    lines describing the play.

    >>> dealer = BlackjackDealer(rng=random.Random(2)); dealer.assign_players([BasicPlayer("Bo")])
    >>> dealer.play_hand().seats[0].name, dealer.hands_played
    ('Bo', 1)
    """

    def __init__(self, rng: random.Random | None = None, rules: Rules = TABLE_RULES,
                 credit: bool = False, deck_source: DeckSource | None = None,
                 show: Show = _silent) -> None:
        self.players: list[Player] = []
        self.rng = rng if rng is not None else random.Random()
        self.rules = rules
        self.credit = credit
        self.deck_source = deck_source
        self.show = show
        self.deck = Deck.stacked([], self.rng)   # empty until the first hand
        self.hand = Hand()                      # the dealer's own cards in the current hand
        self.decks_used = 0
        self.hands_played = 0

    def assign_players(self, players: Sequence[Player]) -> None:
        """Deal to these players from now on.

        >>> dealer = BlackjackDealer(); dealer.assign_players([BasicPlayer("Bo")]); dealer.players
        [BasicPlayer('Bo', bankroll=200)]
        """
        self.players = players if isinstance(players, list) else list(players)  # the table's own list

    # -- the deck --------------------------------------------------------------------------
    @property
    def shoe(self) -> list[Card]:
        """The cards left in the deck, the top card last.

        >>> BlackjackDealer().shoe
        []
        """
        return list(self.deck)[::-1]

    @shoe.setter
    def shoe(self, cards: list[Card]) -> None:
        self.deck = Deck.stacked(reversed(cards), self.rng)

    def new_deck(self, why: str) -> None:
        """Put a new shuffled deck in use and tell every seated player.

        >>> dealer = BlackjackDealer(rng=random.Random(1)); dealer.new_deck("test")
        >>> len(dealer.deck), dealer.decks_used
        (52, 1)
        """
        if self.deck_source:
            self.deck = Deck.stacked(self.deck_source(), self.rng)
        else:
            self.deck = Deck.stacked(fresh_deck(self.rules, self.rng), self.rng)
        self.decks_used += 1
        self.show(f"[italic]New shuffled deck ({why}): every player is told.[/italic]")
        for player in self.seated:
            player.new_deck()

    def needs_new_deck(self) -> bool:
        """Whether fewer than a quarter of the cards remain.

        >>> BlackjackDealer().needs_new_deck()
        True
        """
        return len(self.deck) < DECK_SIZE * self.rules.decks / 4

    def deal_card(self) -> Card:
        """Deal the top card face up; every seated player sees it.

        >>> from reference.engine import cards_from
        >>> BlackjackDealer(deck_source=lambda: cards_from("A")).deal_card().short
        'A♠'
        """
        if not len(self.deck):
            self.new_deck("the deck ran out")
        card = self.deck.deal()
        for player in self.seated:
            player.see(card)
        return card

    draw = deal_card

    # -- the players -----------------------------------------------------------------------
    @property
    def seated(self) -> list[Player]:
        """The players still at the table.

        >>> dealer = BlackjackDealer(); dealer.assign_players([BasicPlayer("Bo", bankroll=0)])
        >>> dealer.seated[0].name
        'Bo'
        """
        return [player for player in self.players if player.seated]

    def limits(self, player: Player) -> tuple[int, int]:
        """The smallest and largest stake this player may put down now.

        >>> BlackjackDealer().limits(BasicPlayer("Bo", bankroll=40))
        (1, 40)
        """
        high = self.rules.max_bet or TABLE_MAX
        if not self.credit:
            high = min(high, int(player.bankroll))
        return self.rules.min_bet, high

    def is_broke(self, player: Player) -> bool:
        """Whether the player has too little to put down even its smallest stake.

        >>> BlackjackDealer().is_broke(BasicPlayer("Bo", bankroll=5)), BlackjackDealer().is_broke(HumanPlayer("You", bankroll=5))
        (True, False)
        """
        low, high = self.limits(player)
        return high < max(low, player.smallest_bet)

    def take_bets(self) -> list[_Seat]:
        """Ask every seated player for a stake before any card is dealt; seat those who bet.

        >>> dealer = BlackjackDealer(); dealer.assign_players([BasicPlayer("Bo")])
        >>> [seat.stake for seat in dealer.take_bets()]
        [10]
        """
        seats = []
        for player in self.seated:
            low, high = self.limits(player)
            stake = player.bet(low, high)
            if stake is None:
                player.seated = False
                self.show(f"{escape(verb(player.name, 'leaves', 'leave'))} the table with {player.bankroll}.")
                continue
            if not isinstance(stake, int) or isinstance(stake, bool) or not low <= stake <= high:
                raise ValueError(f"{player.name} bet {stake!r}: bets must be from {low} to {high}")
            seats.append(_Seat(player, stake, Hand()))
        return seats

    # -- a hand ----------------------------------------------------------------------------
    def play_hand(self) -> HandResult | None:
        """Play one hand; None when nobody is left to bet.

        >>> BlackjackDealer().play_hand() is None
        True
        """
        opened = self.open_hand()
        if opened is None:
            return None
        return self.finish_hand(*opened)

    def finish_hand(self, deck_number: int, seats: list[_Seat]) -> HandResult:
        """After the bets: deal, the players' turns, the dealer's, and settle.

        >>> dealer = BlackjackDealer(rng=random.Random(1)); dealer.assign_players([BasicPlayer("Bo")])
        >>> dealer.finish_hand(*dealer.open_hand()).number
        1
        """
        dealer = self.deal(seats)
        for seat in seats:
            self.play_turn(seat, dealer[0])
        dealer_tally = self.play_dealer(dealer)
        results = tuple(self.settle_seat(seat, dealer_tally) for seat in seats)
        hand = HandResult(self.hands_played, deck_number, results, tuple(dealer), dealer_tally.total)
        if self.show is not _silent:
            for line in describe_hand(hand):
                self.show(line)
        return hand

    def open_hand(self) -> tuple[int, list[_Seat]] | None:
        """A new deck if fewer than a quarter of the cards remain, then the bets; the deck the
        hand begins on and the seats that bet (None when nobody bets).

        >>> dealer = BlackjackDealer(rng=random.Random(1)); dealer.assign_players([BasicPlayer("Bo")])
        >>> dealer.open_hand()[0]
        1
        """
        if not self.seated:
            return None
        if self.needs_new_deck():
            self.new_deck("fewer than a quarter of the cards remain" if self.decks_used
                          else "the first deck")
        deck_number = self.decks_used
        seats = self.take_bets()
        if not seats:
            return None
        self.hands_played += 1
        return deck_number, seats

    def deal(self, seats: list[_Seat]) -> Hand:
        """Two cards to each player, then one to the dealer; the dealer's hand.

        >>> from reference.engine import cards_from
        >>> seat = _Seat(BasicPlayer("Bo"), 10, Hand())
        >>> print(BlackjackDealer(deck_source=lambda: cards_from("2 3 4")).deal([seat]), seat.cards)
        [4♠] [2♠ 3♠]
        """
        for seat in seats:
            seat.cards = Hand([self.deal_card(), self.deal_card()])
        self.hand = Hand([self.deal_card()])
        if self.show is not _silent:
            self.show(f"Hand {self.hands_played}: the dealer shows {card_markup(self.hand[0])}")
        return self.hand

    def play_turn(self, seat: _Seat, up_card: Card) -> Tally:
        """One player's turn: hit while it says so, until it stands, busts or reaches 21.

        >>> from reference.engine import cards_from
        >>> seat = _Seat(BasicPlayer("Bo"), 10, Hand(cards_from("10 2")))
        >>> BlackjackDealer(deck_source=lambda: cards_from("5")).play_turn(seat, cards_from("9")[0])
        Tally(cards=3, soft_aces=0, total=17)
        """
        tally = tally_of(seat.cards, self.rules)
        while tally.total < self.rules.target and seat.player.hits(Hand(seat.cards), tally, up_card):
            card = self.deal_card()
            seat.cards.add(card)
            tally = add_card(tally, card, self.rules)
        return tally

    def play_dealer(self, cards: Hand) -> Tally:
        """The dealer draws to 17 or more, standing on soft 17.

        >>> from reference.engine import cards_from
        >>> BlackjackDealer(deck_source=lambda: cards_from("6 A")).play_dealer(Hand(cards_from("10")))
        Tally(cards=3, soft_aces=0, total=17)
        """
        rule = dealer_rule(self.rules)
        tally = tally_of(cards, self.rules)
        while rule(tally, None):
            card = self.deal_card()
            cards.add(card)
            tally = add_card(tally, card, self.rules)
        return tally

    def settle_seat(self, seat: _Seat, dealer: Tally) -> SeatResult:
        """Settle one player's stake against the dealer and pay it into the bankroll.

        >>> from reference.engine import cards_from
        >>> bo = BasicPlayer("Bo"); seat = _Seat(bo, 10, Hand(cards_from("10 9")))
        >>> BlackjackDealer().settle_seat(seat, Tally(3, 0, 22)).reason, bo.bankroll
        ('dealer-bust-pays', 210)
        """
        tally = tally_of(seat.cards, self.rules)
        profit, reason = settle(seat.stake, tally, dealer, self.rules)
        seat.player.bankroll += profit
        return SeatResult(seat.player.name, seat.player.kind, tuple(seat.cards), tally.total,
                          seat.stake, profit, reason, seat.player.bankroll)

    # -- saving ----------------------------------------------------------------------------
    def __getstate__(self) -> dict[str, object]:
        """Save the deck as its cards (a Deck's own pickle keeps only every second card), not
        the screen or a custom deck source."""
        state = dict(self.__dict__)
        state["deck"] = list(self.deck)
        state["show"] = None
        state["deck_source"] = None
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        """Load, then check the dealer makes sense (a save file is not to be trusted)."""
        if not isinstance(state, dict) or set(state) != _DEALER_FIELDS:
            raise ValueError("a saved dealer with missing or unknown parts")
        cards = state["deck"]
        if (not isinstance(cards, list) or len(cards) > DECK_SIZE * 8
                or not all(isinstance(c, Card) for c in cards)):
            raise ValueError("the saved deck holds something that is not a card")
        self.__dict__.update(state)
        if not isinstance(self.rng, random.Random):
            raise ValueError("the saved table has no random generator")
        self.deck = Deck.stacked(cards, self.rng)
        self.show = _silent
        self.deck_source = None


_DEALER_FIELDS = {"players", "rng", "rules", "credit", "deck_source", "show", "deck", "hand",
                  "decks_used", "hands_played"}


class BlackjackTable:
    """A blackjack table: a ``Dealer`` object and the ``Player`` objects seated at it, connected
    to the dealer by ``assign_players`` (question 2's structure); ``play_hand`` plays a hand.

    The limits are defaults: at most ``max_players`` (8) players, bets from 1 to 500 (the
    rules record), one deck.  With no ``dealer`` given the table makes a ``BlackjackDealer`` from
    the remaining arguments (see there).

    >>> table = BlackjackTable([BasicPlayer("Bo"), IntermediatePlayer("Ivy")], rng=random.Random(2))
    >>> result = table.play_hand(); len(result.seats), table.hands_played, type(table.dealer).__name__
    (2, 1, 'BlackjackDealer')
    >>> BlackjackTable([BasicPlayer(f"B{i}") for i in range(12)])
    Traceback (most recent call last):
    ...
    reference.table.TableFullError: a table seats at most 8 players: 12 were assigned
    """

    MAX_PLAYERS = 8

    def __init__(self, players: Sequence[Player] = (), rng: random.Random | None = None,
                 rules: Rules = TABLE_RULES, credit: bool = False,
                 deck_source: DeckSource | None = None, show: Show = _silent,
                 dealer: Dealer | None = None, max_players: int = MAX_PLAYERS) -> None:
        self.max_players = max_players
        self.dealer: Dealer = dealer if dealer is not None else BlackjackDealer(
            rng=rng, rules=rules, credit=credit, deck_source=deck_source, show=show)
        self._players: list[Player] = []
        self.assign_players(players)

    def assign_players(self, players: Sequence[Player]) -> None:
        """Seat these players and connect them to the dealer; TableFullError past the limit.

        >>> table = BlackjackTable(); table.assign_players([BasicPlayer("Bo")])
        >>> table.dealer.players is table.players or table.dealer.players == table.players
        True
        """
        players = list(players)
        if len(players) > self.max_players:
            raise TableFullError(len(players), self.max_players)
        if not all(isinstance(p, Player) for p in players):
            raise TypeError(f"not a list of players: {players!r}")
        self._players = players
        self.dealer.assign_players(players)

    @property
    def players(self) -> list[Player]:
        """The players at the table (setting it assigns new players).

        >>> BlackjackTable([BasicPlayer("Bo")]).players
        [BasicPlayer('Bo', bankroll=200)]
        """
        return self._players

    @players.setter
    def players(self, players: Sequence[Player]) -> None:
        self.assign_players(players)

    def play_hand(self) -> HandResult | None:
        """Play one hand (the dealer runs it); None when nobody is left to bet.

        >>> BlackjackTable().play_hand() is None
        True
        """
        return self.dealer.play_hand()

    # The dealer's state and steps, reachable from the table (tests and the program use them).
    def __getattr__(self, name: str) -> object:
        if name.startswith("_") or name in ("dealer", "max_players"):
            raise AttributeError(name)
        return getattr(self.dealer, name)

    def __setattr__(self, name: str, value: object) -> None:
        if name in _DEALER_ATTRIBUTES:
            setattr(self.dealer, name, value)
        else:
            super().__setattr__(name, value)

    def farewell(self, player: Player) -> str:
        """How a player who has left the table left it.

        >>> table = BlackjackTable(); table.farewell(BasicPlayer("Bo", bankroll=0)), table.farewell(BasicPlayer("Al", bankroll=5))
        ('Bo went broke', 'Al could not cover a bet with 5')
        >>> table.farewell(HumanPlayer("You"))
        'You left with 200'
        """
        name = escape(player.name)
        if not self.dealer.is_broke(player):
            return f"{name} left with {player.bankroll}"
        if player.bankroll < self.dealer.rules.min_bet:
            return f"{name} went broke"
        return f"{name} could not cover a bet with {player.bankroll}"

    # -- saving ----------------------------------------------------------------------------
    def attach(self, ask: Ask, show: Show) -> None:
        """Connect the table (and its people) to a keyboard and a screen.

        >>> table = BlackjackTable([HumanPlayer("You")]); table.attach(lambda q: "q", print)
        >>> table.players[0].ask("Bet? ")
        'q'
        """
        self.dealer.show = show
        for player in self.players:
            if isinstance(player, HumanPlayer):
                player.attach(ask, show)

    def __getstate__(self) -> dict[str, object]:
        """Save the dealer, the players and the limit."""
        return dict(self.__dict__)

    def __setstate__(self, state: dict[str, object]) -> None:
        """Load, then check the table makes sense (a save file is not to be trusted)."""
        if not isinstance(state, dict) or set(state) != _TABLE_FIELDS:
            raise ValueError("a saved table with missing or unknown parts")
        self.__dict__.update(state)
        self.check()

    def check(self) -> None:
        """Raise ValueError naming the first thing about this table that makes no sense.

        >>> BlackjackTable([BasicPlayer("Bo")]).check()
        """
        dealer = self.__dict__.get("dealer")
        if not isinstance(dealer, BlackjackDealer):
            raise ValueError(f"not the house's dealer: {dealer!r}")
        players = self.__dict__.get("_players")
        if not isinstance(players, list) or not all(isinstance(p, Player) for p in players):
            raise ValueError(f"not a list of players: {players!r}")
        if not _is_int(self.max_players) or not 0 < self.max_players <= 64 or len(players) > self.max_players:
            raise ValueError(f"not a number of seats: {self.max_players!r}")
        if dealer.players is not players and dealer.players != players:
            raise ValueError("the dealer's players are not the table's")
        for player in players:
            _check_player(player)
        if dealer.rules != TABLE_RULES:
            raise ValueError(f"not this table's rules: {dealer.rules!r}")
        if len(dealer.deck) > DECK_SIZE * dealer.rules.decks:
            raise ValueError("the saved deck holds too many cards")
        if not isinstance(dealer.rng, random.Random) or not isinstance(dealer.credit, bool):
            raise ValueError("the saved table has no random generator")
        if not isinstance(dealer.hand, Hand):
            raise ValueError("the dealer's hand is not a hand")
        if not all(_is_int(n) and n >= 0 for n in (dealer.decks_used, dealer.hands_played)):
            raise ValueError(f"not counts of decks and hands: {dealer.decks_used!r}, {dealer.hands_played!r}")


Table = BlackjackTable      # the name used before question 2's structure


_DEALER_ATTRIBUTES = {"shoe", "rng", "rules", "credit", "deck_source", "show", "deck",
                      "decks_used", "hands_played"}
_TABLE_FIELDS = {"dealer", "_players", "max_players"}

_PLAYER_FIELDS = {"name", "bankroll", "seated"}
_ADVANCED_FIELDS = _PLAYER_FIELDS | {"unit", "count"}
_HUMAN_FIELDS = _PLAYER_FIELDS | {"ask", "show"}


def _is_int(value: object) -> bool:
    """Whether a value is a plain int (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _check_player(player: Player) -> None:
    """Raise ValueError if a loaded player is not one the table can play with."""
    fields = (_ADVANCED_FIELDS if isinstance(player, AdvancedPlayer)
              else _HUMAN_FIELDS if isinstance(player, HumanPlayer) else _PLAYER_FIELDS)
    if set(vars(player)) != fields:
        raise ValueError(f"a saved player with missing or unknown parts: {sorted(vars(player))}")
    if not _is_int(player.bankroll) or abs(player.bankroll) > 10**12:
        raise ValueError(f"not a bankroll: {player.bankroll!r}")
    if not isinstance(player.name, str) or not 0 < len(player.name) <= 40:
        raise ValueError(f"not a player's name: {player.name!r}")
    if not isinstance(player.seated, bool):
        raise ValueError(f"not seated or not: {player.seated!r}")
    if isinstance(player, AdvancedPlayer) and not (
            _is_int(player.count) and abs(player.count) <= 52 * 8
            and _is_int(player.unit) and 0 < player.unit <= TABLE_MAX):
        raise ValueError(f"not a count and unit: {player.count!r}, {player.unit!r}")


# --- showing the play ----------------------------------------------------------------------

def card_markup(card: Card) -> str:
    """A card as Rich markup: red for hearts and diamonds.

    >>> from reference.cards import Rank
    >>> card_markup(Card(Rank.ACE, Suit.HEARTS)), card_markup(Card(Rank.TEN, Suit.SPADES))
    ('[bold red]A♥[/]', '[bold]10♠[/]')
    """
    colour = "bold red" if card.suit in (Suit.HEARTS, Suit.DIAMONDS) else "bold"
    return f"[{colour}]{card.short}[/]"


def _cards_markup(cards: Sequence[Card]) -> str:
    """Cards as Rich markup, separated by spaces."""
    return " ".join(card_markup(card) for card in cards)


REASON_WORDS = {   # each settling rule in plain words, for the screen
    "bust-loses": "bust", "dealer-blackjack": "the dealer's blackjack wins",
    "blackjack-push": "blackjack against blackjack: a push", "blackjack-pays-double":
    "blackjack pays double", "dealer-bust-pays": "the dealer went bust", "push": "a push",
    "higher-wins": "higher than the dealer", "lower-loses": "lower than the dealer",
}


def describe_hand(hand: HandResult) -> list[str]:
    """Rich markup lines for a finished hand: one per player, then the dealer.

    >>> from reference.engine import cards_from
    >>> seat = SeatResult("Bo", "basic", tuple(cards_from("10 9")), 19, 10, 10, "higher-wins", 210)
    >>> describe_hand(HandResult(1, 1, (seat,), tuple(cards_from("10 8")), 18))[0]
    '  Bo         basic         bets  10  [bold]10♠[/] [bold]9♠[/]  19  [green]+10[/] (higher than the dealer) → 210'
    """
    lines = []
    for seat in hand.seats:
        colour = "green" if seat.profit > 0 else "red" if seat.profit < 0 else "yellow"
        lines.append(f"  {escape(seat.name):<10} {seat.kind:<13} bets {seat.stake:>3}  "
                     f"{_cards_markup(seat.cards)}  {seat.total}  "
                     f"[{colour}]{seat.profit:+}[/] ({REASON_WORDS.get(seat.reason, seat.reason)})"
                     f" → {seat.bankroll}")
    lines.append(f"  {'Dealer':<10} {'':<13}           {_cards_markup(hand.dealer_cards)}  "
                 f"{hand.dealer_total}")
    return lines


# --- the line-ups --------------------------------------------------------------------------

PROGRAMS = ("basic", "intermediate", "human", "advanced")


def lineup(program: str, ask: Ask = input, show: Show = print) -> list[Player]:
    """The players a table program seats.

    >>> [p.kind for p in lineup("advanced")]
    ['basic', 'intermediate', 'advanced']
    """
    if program == "basic":
        return [BasicPlayer(f"Basic {i}") for i in range(1, 5)]
    if program == "intermediate":
        return [IntermediatePlayer(f"Inter {i}") for i in range(1, 5)]
    if program == "human":
        return [BasicPlayer("Basic"), HumanPlayer("You", ask=ask, show=show)]
    if program == "advanced":
        return [BasicPlayer("Basic"), IntermediatePlayer("Inter"), AdvancedPlayer("Advanced")]
    raise ValueError(f"not a table program: {program!r} (choose from {', '.join(PROGRAMS)})")


# --- the experiment ------------------------------------------------------------------------

@dataclass(frozen=True)
class Summary:
    """One player's profit per shoe over an experiment, with a 95% confidence interval.

    >>> Summary("Bo", "basic", 100, 400, -1.5, 0.25).interval
    (-1.99, -1.01)
    """

    name: str
    kind: str
    shoes: int
    hands: int
    mean: float
    stderr: float

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% confidence interval of the mean profit per shoe (normal approximation).

        >>> Summary("Bo", "basic", 100, 400, 0.0, 1.0).interval
        (-1.96, 1.96)
        """
        return (round(self.mean - Z95 * self.stderr, 10), round(self.mean + Z95 * self.stderr, 10))


Z95 = 1.96


def summarise(name: str, kind: str, hands: int, shoes: int, total: float, sumsq: float) -> Summary:
    """A Summary from the number, sum and sum of squares of per-shoe profits.

    >>> summarise("Bo", "basic", 8, 2, 20.0, 250.0).stderr
    5.0
    """
    mean = total / shoes if shoes else math.nan
    variance = (sumsq - total * total / shoes) / (shoes - 1) if shoes > 1 else math.nan
    return Summary(name, kind, shoes, hands, mean, math.sqrt(max(variance, 0.0) / shoes)
                   if shoes > 1 else math.nan)


@dataclass
class Experiment:
    """What an experiment run produced: a summary per player and bankrolls over time.

    >>> Experiment([], [], [], "readable", 0, 1).hands
    0
    """

    summaries: list[Summary]
    names: list[str]
    history: list[list[float]]       # one row of bankrolls per sample
    engine: str
    hands: int
    seed: int


def experiment_table(seed: int) -> Table:
    """The advanced program's table, with credit so that every player plays every hand.

    >>> [p.kind for p in experiment_table(1).players]
    ['basic', 'intermediate', 'advanced']
    """
    return Table(lineup("advanced"), rng=random.Random(seed), credit=True)


class ShoeBook:
    """Adds up each player's profit per shoe (the hands begun on one deck).

    >>> book = ShoeBook(1); book.close(); book.shoes
    0
    """

    def __init__(self, seats: int) -> None:
        self.current = [0.0] * seats
        self.total = [0.0] * seats
        self.sumsq = [0.0] * seats
        self.shoes = 0
        self.deck = 0

    def add(self, hand: HandResult) -> None:
        """Book a hand's profits, closing the last shoe when the hand began on a new deck.

        >>> book = ShoeBook(0); book.add(HandResult(1, 1, (), (), 20)); book.deck
        1
        """
        if hand.deck != self.deck:
            self.close()
            self.deck = hand.deck
        for i, seat in enumerate(hand.seats):
            self.current[i] += seat.profit

    def close(self) -> None:
        """Finish the current shoe (if any hands were booked to it).

        >>> book = ShoeBook(1); book.deck = 1; book.close(); book.shoes
        1
        """
        if self.deck:
            for i, profit in enumerate(self.current):
                self.total[i] += profit
                self.sumsq[i] += profit * profit
            self.shoes += 1
        self.current = [0.0] * len(self.current)


def run_readable(hands: int, seed: int, samples: int = 2000,
                 progress: Callable[[int], None] = lambda n: None) -> Experiment:
    """Play the advanced table ``hands`` hands with the readable engine.

    >>> run = run_readable(40, seed=1); run.hands, [s.kind for s in run.summaries]
    (40, ['basic', 'intermediate', 'advanced'])
    """
    table = experiment_table(seed)
    book = ShoeBook(len(table.players))
    every = max(1, hands // samples)
    history = [[float(p.bankroll) for p in table.players]]
    for n in range(1, hands + 1):
        hand = table.play_hand()
        assert hand is not None      # with credit every player bets every hand
        book.add(hand)
        if n % every == 0:
            history.append([float(p.bankroll) for p in table.players])
            progress(every)
    summaries = [summarise(p.name, p.kind, hands, book.shoes, book.total[i], book.sumsq[i])
                 for i, p in enumerate(table.players)]
    return Experiment(summaries, [p.name for p in table.players], history, "readable", hands, seed)


def run_fast(hands: int, seed: int, samples: int = 2000,
             progress: Callable[[int], None] = lambda n: None) -> Experiment:
    """Play the advanced table ``hands`` hands with the compiled fast path.

    >>> run = run_fast(40, seed=1); run.engine, len(run.history[0])
    ('fast', 3)
    """
    from reference.fasttable import FastTable

    players = lineup("advanced")
    table = FastTable([p.kind for p in players], seed=seed, start=players[0].bankroll)
    history = [[float(p.bankroll) for p in players]]
    chunk = max(1, min(hands, 200_000, max(1, hands // 50)))
    done = 0
    while done < hands:
        step = min(chunk, hands - done)
        points = max(1, samples * step // hands)
        trace = table.play(step, trace_points=points)
        history.extend(row.astype(float).tolist() for row in trace[0])
        done += step
        progress(step)
    summaries = [summarise(p.name, p.kind, hands, s.shoes, s.shoe_sum, s.shoe_sumsq)
                 for p, s in zip(players, table.stats())]
    return Experiment(summaries, [p.name for p in players], history, "fast", hands, seed)


def report_lines(run: Experiment) -> list[str]:
    """The experiment's report, as plain text lines.

    >>> report_lines(Experiment([Summary("Bo", "basic", 10, 40, -1.0, 0.5)], ["Bo"], [], "fast", 40, 1))[3]
    'Bo           basic            -1.000    [-1.980, -0.020]     -0.2500'
    """
    shoes = run.summaries[0].shoes if run.summaries else 0
    lines = [f"Blackjack table experiment: {run.hands} hands, seed {run.seed}, "
             f"{run.engine} engine, {shoes} complete shoes (one deck each)",
             "Average profit per shoe, with 95% confidence intervals; per hand = total / hands.",
             f"{'player':<12} {'kind':<13} {'per shoe':>9}    {'95% interval':<20} {'per hand':>9}"]
    for s in run.summaries:
        low, high = s.interval
        per_hand = s.mean * s.shoes / s.hands if s.hands else math.nan
        lines.append(f"{s.name:<12} {s.kind:<13} {s.mean:>9.3f}    "
                     f"[{low:.3f}, {high:.3f}]{'':<4} {per_hand:>9.4f}")
    return lines


def bankroll_label(run: Experiment) -> str:
    """The plot's y-axis: what is plotted (each bankroll, from where it started), in chips.

    >>> bankroll_label(Experiment([], ["Bo"], [[200.0], [210.0]], "fast", 2, 1))
    'bankroll (chips, starting at 200; below 0 on credit)'
    """
    starts = sorted({row for row in run.history[0]}) if run.history else []
    start = f"starting at {starts[0]:g}; " if len(starts) == 1 else ""
    return f"bankroll (chips, {start}below 0 on credit)"


def plot_bankrolls(run: Experiment, path: Path) -> None:
    """Save a PNG of each player's bankroll over the hands (matplotlib, Agg backend).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     plot_bankrolls(Experiment([], ["Bo"], [[200.0], [210.0]], "fast", 2, 1), Path(folder, "b.png"))
    ...     Path(folder, "b.png").stat().st_size > 0
    True
    """
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(figsize=(8, 4.5))
    step = run.hands / max(1, len(run.history) - 1)
    xs = [i * step for i in range(len(run.history))]
    for i, name in enumerate(run.names):
        axes.plot(xs, [row[i] for row in run.history], label=name, linewidth=1)
    axes.set_xlabel("hands played")
    axes.set_ylabel(bankroll_label(run))
    axes.axhline(0, color="grey", linewidth=0.5)
    axes.set_title(f"Bankrolls over {run.hands:,} hands ({run.engine} engine, seed {run.seed})")
    axes.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


# --- the program ---------------------------------------------------------------------------

class UsageError(Exception):
    """Bad command-line usage: one line for stderr, exit status 2.

    >>> UsageError("no such program").args
    ('no such program',)
    """


class _Parser(argparse.ArgumentParser):
    """An argument parser that raises UsageError instead of printing usage and exiting."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(message)


def parse_args(argv: list[str]) -> argparse.Namespace:
    """Read the command line (UsageError, with one line, when it is wrong).

    >>> parse_args(["advanced", "--hands", "10", "--seed", "3"]).hands
    10
    """
    parser = _Parser(prog="python -m reference table",
                     description="Players at a blackjack table against one dealer.")
    parser.add_argument("program", choices=PROGRAMS, help="who sits at the table")
    parser.add_argument("--hands", type=int, help="play this many hands without questions")
    parser.add_argument("--seed", type=int, help="seed the shuffles (repeatable runs)")
    parser.add_argument("--load", type=Path, help="start from a saved table")
    parser.add_argument("--out", type=Path,
                        help=f"advanced: the results file (default {ADVANCED_OUT} in the current "
                             "folder; the plot goes beside it as .png)")
    parser.add_argument("--fast", action="store_true", help="advanced: use the compiled path")
    args = parser.parse_args(argv)
    if args.hands is not None and args.hands < 1:
        raise UsageError(f"--hands must be at least 1: {args.hands!r}")
    if (args.out or args.fast) and args.program != "advanced":
        raise UsageError("--out and --fast are for the advanced program's experiment")
    if args.load and args.program == "advanced":
        raise UsageError("the advanced experiment starts a fresh table: drop --load")
    if args.program == "advanced":
        args.hands = ADVANCED_HANDS if args.hands is None else args.hands
        args.out = Path(ADVANCED_OUT) if args.out is None else args.out
    return args


ADVANCED_HANDS = 20_000                 # the advanced experiment's default length
ADVANCED_OUT = "advanced-results.txt"   # its default results file (and advanced-results.png)


class TableLoaded(Exception):
    """Raised at a prompt when the person has loaded a table: play carries on with it.

    >>> TableLoaded(None).table is None
    True
    """

    def __init__(self, table: Table) -> None:
        super().__init__("a table was loaded")
        self.table = table


SAVE_LOAD_HINT = "At any prompt, type save or load to save the table to a file or load one."


class Session:
    """A table program at the terminal: the table, the keyboard, the screen, save and load.

    ``save`` at any prompt saves the table as it stood before the current hand (the hand in
    play is not saved); ``load`` replaces the table with a saved one, or says why it cannot
    and carries on with this one.

    >>> session = Session("basic", Table(lineup("basic"), rng=random.Random(1)), ask=lambda q: "q",
    ...                   show=lambda line: None)
    >>> session.run()
    0
    """

    def __init__(self, program: str, table: Table, ask: Ask = input, show: Show = print) -> None:
        self.program = program
        self.ask = ask
        self.show = show
        self.table = table
        self.in_hand = False
        self.use(table)

    def use(self, table: Table) -> None:
        """Play on with this table, its people connected to this keyboard and screen.

        >>> s = Session("basic", Table([]), ask=input, show=print); s.use(Table([])); s.snapshot.startswith(b'\\x80')
        True
        """
        from reference import savefile

        self.table = table
        self.in_hand = False
        table.attach(self.prompt, self.show)
        self.snapshot = savefile.dumps(table)

    # -- prompts ---------------------------------------------------------------------------
    def prompt(self, question: str) -> str:
        """Ask a question; answer save or load there and the question is asked again.

        >>> Session("basic", Table([]), ask=lambda q: " 7 ", show=print).prompt("How many? ")
        ' 7 '
        """
        if "save" not in question:
            question = question.rstrip(": ") + " [or save, load]: "
        while True:
            answer = self.ask(question)
            word = answer.strip().lower()
            if word == "save":
                self.save()
            elif word == "load":
                self.load()
            else:
                return answer

    def save(self) -> None:
        """Ask for a file name and save the table there (as it was before this hand).

        >>> Session("basic", Table([]), ask=lambda q: "", show=print).save()
        Not saved.
        """
        from reference import savefile

        name = self.ask("Save to which file? (Enter to cancel) ").strip()
        if not name:
            self.show("Not saved.")
            return
        try:
            savefile.write_atomic(name, self.snapshot)
        except savefile.SaveFileError as error:
            self.show(f"[red]Could not save:[/red] {escape(str(error))}")
            return
        when = " (as it was before this hand)" if self.in_hand else ""
        self.show(f"Saved the table{when} to {escape(name)}.")

    def load(self) -> None:
        """Ask for a file name and load the table saved there; say why not if it cannot.

        >>> Session("basic", Table([]), ask=lambda q: "/no/such.save", show=print).load()
        Could not load: could not read '/no/such.save': No such file or directory; playing on.
        """
        from reference import savefile

        name = self.ask("Load from which file? (Enter to cancel) ").strip()
        if not name:
            self.show("Nothing loaded.")
            return
        try:
            table = savefile.load(name)
        except savefile.SaveFileError as error:
            self.show(f"Could not load: {escape(str(error))}; playing on.")
            return
        self.show(f"Loaded {escape(name)}: {len(table.players)} players, "
                  f"{table.hands_played} hands played.")
        raise TableLoaded(table)

    def ask_hands(self, default: int) -> int | None:
        """Ask how many hands to play next (Enter for ``default``); None to stop.

        >>> answers = iter(["many", "", "q"])
        >>> s = Session("basic", Table([]), ask=lambda q: next(answers), show=print)
        >>> s.ask_hands(100), s.ask_hands(1)
        Please type a number of hands from 1 to 100000, Enter for 100, or q to stop.
        (100, None)
        """
        while True:
            answer = self.prompt(f"Go on? How many hands next? [Enter = {default}, a number, "
                                 f"q to stop, save, load] ").strip().lower()
            if answer == "":
                return default
            if answer in ("q", "quit", "n", "no", "stop"):
                return None
            if answer.isascii() and answer.isdigit() and 1 <= int(answer) <= 100_000:
                return int(answer)
            self.show(f"Please type a number of hands from 1 to 100000, Enter for {default}, "
                      "or q to stop.")

    def offer_new_players(self) -> bool:
        """Everyone has left: offer a new line-up of players; whether it was taken.

        >>> s = Session("basic", Table([]), ask=lambda q: "y", show=lambda line: None)
        >>> s.offer_new_players(), len(s.table.players)
        (True, 4)
        """
        players = self.table.players
        why = ("Every player is broke." if players and all(self.table.is_broke(p) for p in players)
               else "No one is left at the table.")
        while True:
            answer = self.prompt(f"{why} Seat {len(lineup(self.program))} new "
                                 "players? (y/n, save, load) ").strip().lower()
            if answer in ("y", "yes"):
                table = self.table
                table.players = lineup(self.program, self.prompt, self.show)
                self.use(table)
                self.show("New players sit down: " + ", ".join(escape(p.name) for p in table.players))
                return True
            if answer in ("n", "no", "q", "quit"):
                return False
            self.show("Please answer y or n.")

    # -- playing ---------------------------------------------------------------------------
    def play(self, hands: int) -> bool:
        """Play up to ``hands`` hands; False if the table emptied first.

        >>> Session("basic", Table(lineup("basic"), rng=random.Random(3)), show=lambda s: None).play(2)
        True
        """
        for _ in range(hands):
            self.snapshot = _snapshot(self.table)
            self.in_hand = True
            hand = self.table.play_hand()
            self.in_hand = False
            if hand is None:
                gone = "; ".join(self.table.farewell(p) for p in self.table.players)
                self.show(f"Every player has left the table ({gone}).")
                return False
        self.snapshot = _snapshot(self.table)
        self.show_bankrolls()
        return True

    def show_bankrolls(self) -> None:
        """Show every player's bankroll, and who has left.

        >>> Session("basic", Table([BasicPlayer("Bo")]), show=print).show_bankrolls()
        Bankrolls: Bo 200
        """
        parts = [f"{escape(p.name)} {p.bankroll}" + ("" if p.seated else " (left)")
                 for p in self.table.players]
        self.show("Bankrolls: " + ", ".join(parts))

    def run_human(self, hands: int | None = None) -> int:
        """The human table: hands one after another with no question before the first; it ends
        when the person leaves (q at the bet), is broke, or after ``hands`` hands.

        >>> answers = iter(["10", "s", "q"])
        >>> s = Session("human", Table(lineup("human"), rng=random.Random(1)), ask=lambda q: next(answers),
        ...             show=lambda line: None)
        >>> s.run(), s.table.hands_played
        (0, 1)
        """
        played = 0
        while hands is None or played < hands:
            people = _humans(self.table)
            if not any(p.seated for p in people):
                break
            try:
                self.snapshot = _snapshot(self.table)
                self.in_hand = True
                dealer = self.table.dealer
                opened = dealer.open_hand()
                if opened is not None and not any(isinstance(seat.player, HumanPlayer)
                                                  for seat in opened[1]):
                    dealer.hands_played -= 1   # the person left at the bet: no hand without them
                    opened = None
                hand = None if opened is None else dealer.finish_hand(*opened)
                self.in_hand = False
            except TableLoaded as loaded:
                self.use(loaded.table)
                continue
            except EOFError:
                self.show("End of input: goodbye.")
                return 0
            if hand is None:
                break
            played += 1
            for person in people:
                if person.seated and self.table.dealer.is_broke(person):
                    person.seated = False
                    self.show(f"{escape(person.name)} {form(person.name, 'has', 'have')} "
                              f"{person.bankroll} left: not enough for a bet. Game over.")
        self.snapshot = _snapshot(self.table)
        self.show_bankrolls()
        self.show("Goodbye.")
        return 0

    def run(self, hands: int | None = None) -> int:
        """Play: ``hands`` hands and stop, or ask after each batch until told to stop.

        >>> Session("basic", Table(lineup("basic"), rng=random.Random(3)), show=lambda s: None).run(3)
        0
        """
        default = 1
        if hands is None:
            self.show(SAVE_LOAD_HINT)
        if any(isinstance(p, HumanPlayer) for p in self.table.players):
            return self.run_human(hands)
        while True:
            try:
                if hands is not None:
                    self.play(hands)
                    return 0
                if not self.table.seated:
                    if not self.offer_new_players():
                        return 0
                    continue
                count = self.ask_hands(default)
                if count is None:
                    self.show("Goodbye.")
                    return 0
                self.play(count)
                default = 100 if default == 1 else 1
            except TableLoaded as loaded:
                self.use(loaded.table)
            except EOFError:
                self.show("End of input: goodbye.")
                return 0


def _humans(table: Table) -> list[HumanPlayer]:
    """The people at a table."""
    return [p for p in table.players if isinstance(p, HumanPlayer)]


def _snapshot(table: Table) -> bytes:
    """The table as a save's bytes (what ``save`` writes while a hand is in play)."""
    from reference import savefile

    return savefile.dumps(table)


def run_experiment(args: argparse.Namespace, console: object) -> int:
    """The advanced run: many hands, a progress bar, results to the terminal, a file, a plot.

    >>> import io; from rich.console import Console
    >>> args = parse_args(["advanced", "--hands", "30", "--seed", "1"])
    >>> run_experiment(args, Console(file=io.StringIO()))
    0
    """
    from rich.progress import Progress

    seed = args.seed if args.seed is not None else random.randrange(2**31)
    runner = run_fast if args.fast else run_readable
    with Progress(console=console, transient=True) as progress:  # type: ignore[arg-type]
        task = progress.add_task(f"Playing {args.hands} hands", total=args.hands)
        run = runner(args.hands, seed, progress=lambda n: progress.advance(task, n))
    lines = report_lines(run)
    for line in lines:
        console.print(line, markup=False, highlight=False)  # type: ignore[attr-defined]
    if args.out:
        try:
            args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
            plot = args.out.with_suffix(".png")
            plot_bankrolls(run, plot)
        except OSError as error:
            print(f"python -m reference table: error: cannot write {str(args.out)!r}: "
                  f"{error.strerror or error}", file=sys.stderr)
            return 1
        console.print(f"Wrote {args.out} and {plot}", markup=False)  # type: ignore[attr-defined]
    return 0


def start_table(args: argparse.Namespace, ask: Ask, show: Show) -> Table:
    """The table a program starts with: loaded from ``--load``, or a new line-up.

    >>> start_table(parse_args(["basic", "--seed", "1"]), input, print).players[0].name
    'Basic 1'
    """
    from reference import savefile

    if args.load is not None:
        table = savefile.load(args.load)
        if args.seed is not None:
            table.rng.seed(args.seed)
        return table
    rng = random.Random(args.seed) if args.seed is not None else random.Random()
    return Table(lineup(args.program, ask, show), rng=rng, show=show)


def main(argv: list[str] | None = None, ask: Ask = input, console: object | None = None) -> int:
    """``python -m reference table basic|intermediate|human|advanced [options]``.

    >>> main(["croupier"])
    2
    """
    from rich.console import Console

    from reference import savefile

    try:
        args = parse_args(sys.argv[1:] if argv is None else list(argv))
    except UsageError as error:
        print(f"python -m reference table: error: {error}", file=sys.stderr)
        return 2
    except SystemExit as done:          # --help
        return int(done.code or 0)
    screen = console if console is not None else Console(highlight=False, soft_wrap=True)
    show: Show = screen.print  # type: ignore[attr-defined]
    try:
        if args.program == "advanced" and args.hands is not None:
            return run_experiment(args, screen)
        try:
            table = start_table(args, ask, show)
        except savefile.SaveFileError as error:
            print(f"python -m reference table: error: cannot load {str(args.load)!r}: {error}",
                  file=sys.stderr)
            return 2
        return Session(args.program, table, ask, show).run(args.hands)
    except KeyboardInterrupt:
        print("\nInterrupted: goodbye.", file=sys.stderr)
        return 130
    except BrokenPipeError:             # the reader went away (``... | head``): stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
