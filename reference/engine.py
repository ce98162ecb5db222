"""One round of Twenty-One under any house's ``Rules``: deal, play, settle.

Glossary: a **tally** keeps a hand as three numbers: how many cards, how many aces are
counting 11, and the total.  That is all a rule or a strategy ever needs, and it is how
the compiled fast path (``reference.fastsim``) keeps hands too.  A **strategy** is a
function of (tally, the dealer's up card) that answers "hit?".  A **draw** is a function
of no arguments that returns the next card, so a test can hand the engine a stacked deck.

>>> from reference.rules import PRESETS
>>> from reference.strategies import stand_on
>>> result = play_round(PRESETS["twenty-one"], stacked(cards_from("10 9 8 8")), stand_on(17))
>>> result.player_total, result.dealer_total, result.outcome, result.reason
(18, 17, 'player', 'higher-wins')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from reference.cards import Card, Deck, Rank, Suit
from reference.rules import (
    ALTERNATE, AT_TURN, DEALER, DEALER_THEN_PLAYER, PLAYER, PUSH, Rules,
)

Draw = Callable[[], Card]                              # the next card, please
Strategy = Callable[["Tally", "Card | None"], bool]   # (my tally, dealer's up card) -> hit?

ACE_BONUS = 10  # an ace counting 11 instead of 1


class Tally(NamedTuple):
    """A hand kept as its number of cards, its aces counting 11, and its total.

    >>> Tally(cards=2, soft_aces=1, total=17)
    Tally(cards=2, soft_aces=1, total=17)
    """

    cards: int = 0
    soft_aces: int = 0
    total: int = 0


def card_points(card: Card, rules: Rules) -> int:
    """What one card adds to a hand before any ace is lowered: an ace is 11 or 1.

    >>> from reference.rules import PRESETS
    >>> ace = Card(Rank.ACE, Suit.SPADES)
    >>> card_points(ace, PRESETS["twenty-one"]), card_points(ace, PRESETS["pontoon"])
    (11, 1)
    """
    if card.rank is Rank.ACE and not rules.soft_aces:
        return 1
    return card.rank.points


def add_card(tally: Tally, card: Card, rules: Rules) -> Tally:
    """The tally after one more card: aces count 11 until that would bust, then 1.

    >>> from reference.rules import PRESETS
    >>> add_card(Tally(2, 1, 17), Card(Rank.NINE, Suit.CLUBS), PRESETS["twenty-one"])
    Tally(cards=3, soft_aces=0, total=16)
    """
    points = card_points(card, rules)
    soft_aces = tally.soft_aces + (points == 11)
    total = tally.total + points
    while total > rules.target and soft_aces:
        total -= ACE_BONUS
        soft_aces -= 1
    return Tally(tally.cards + 1, soft_aces, total)


def tally_of(cards: Iterable[Card], rules: Rules) -> Tally:
    """The tally of a whole hand.

    >>> from reference.rules import PRESETS
    >>> tally_of(cards_from("A A 9"), PRESETS["twenty-one"])
    Tally(cards=3, soft_aces=1, total=21)
    """
    tally = Tally()
    for card in cards:
        tally = add_card(tally, card, rules)
    return tally


def is_bust(tally: Tally, rules: Rules) -> bool:
    """Whether the hand's value is over the target.

    >>> from reference.rules import PRESETS
    >>> is_bust(Tally(3, 0, 22), PRESETS["twenty-one"])
    True
    """
    return tally.total > rules.target


def is_soft(tally: Tally) -> bool:
    """Whether an ace is counting 11 (so one more card can never bust the hand).

    >>> is_soft(Tally(2, 1, 17)), is_soft(Tally(3, 0, 17))
    (True, False)
    """
    return tally.soft_aces > 0


def is_natural(tally: Tally, rules: Rules) -> bool:
    """Whether the hand is a natural: the target in the initial cards, where rules have one.

    >>> from reference.rules import PRESETS
    >>> is_natural(Tally(2, 1, 21), PRESETS["twenty-one"]), is_natural(Tally(3, 0, 21), PRESETS["twenty-one"])
    (True, False)
    """
    return rules.naturals and tally.cards == rules.initial_cards and tally.total == rules.target


def describe(name: str, tally: Tally) -> str:
    """The debugging trace's summary of a hand.

    >>> describe("Customer", Tally(2, 0, 18))
    'Customer hand: 2 cards, 0 aces counting 11, 18 total.'
    """
    cards = "card" if tally.cards == 1 else "cards"
    aces = "ace" if tally.soft_aces == 1 else "aces"
    return f"{name} hand: {tally.cards} {cards}, {tally.soft_aces} {aces} counting 11, {tally.total} total."


# --- decks ------------------------------------------------------------------------------

def cards_from(text: str, suits: Iterable[Suit] = (Suit.SPADES,)) -> list[Card]:
    """Cards from rank words like ``"A 10 K 7"`` (2-10, J, Q, K, A), suits taken in turn.

    >>> [card.short for card in cards_from("A 10 q", suits=[Suit.HEARTS, Suit.CLUBS])]
    ['A♥', '10♣', 'Q♥']
    """
    by_word = {rank.short: rank for rank in Rank}
    suit_list = list(suits)
    cards = []
    for i, word in enumerate(text.split()):
        rank = by_word.get(word.upper())
        if rank is None:
            raise ValueError(f"not a rank: {word!r} (use 2-10, J, Q, K, A)")
        cards.append(Card(rank, suit_list[i % len(suit_list)]))
    return cards


class DeckExhausted(LookupError):
    """A stacked deck ran out of cards.

    >>> DeckExhausted("no cards left").args
    ('no cards left',)
    """


def stacked(cards: Iterable[Card]) -> Draw:
    """A draw that hands out the given cards in order (for tests and demonstrations).

    >>> draw = stacked(cards_from("A K")); draw().short, draw().short
    ('A♠', 'K♠')
    """
    pile = list(cards)[::-1]

    def draw() -> Card:
        if not pile:
            raise DeckExhausted("the stacked deck ran out of cards")
        return pile.pop()

    return draw


class Shoe:
    """A shuffled shoe of ``rules.decks`` decks that deals like a draw, and knows what is left.

    Each deal takes a card at random from those left, which deals exactly like shuffling the
    whole shoe first (a Fisher-Yates shuffle done one card at a time, only as far as needed).

    >>> from reference.rules import PRESETS
    >>> shoe = Shoe(PRESETS["twenty-one"], random.Random(1))
    >>> len({shoe() for _ in range(52)}), len(shoe)
    (52, 0)
    """

    def __init__(self, rules: Rules, rng: random.Random) -> None:
        self.cards = list(ONE_DECK) * rules.decks
        self.rng = rng

    def __len__(self) -> int:
        return len(self.cards)

    def __call__(self) -> Card:
        """Deal one card."""
        if not self.cards:
            raise DeckExhausted("the shoe ran out of cards")
        position = self.rng.randrange(len(self.cards))
        self.cards[position], self.cards[-1] = self.cards[-1], self.cards[position]
        return self.cards.pop()


def shuffled_draw(rules: Rules, rng: random.Random) -> Draw:
    """A draw from a freshly shuffled shoe of ``rules.decks`` decks.

    >>> from reference.rules import PRESETS
    >>> draw = shuffled_draw(PRESETS["twenty-one"], random.Random(1))
    >>> len({draw() for _ in range(52)})
    52
    """
    return Shoe(rules, rng)


RESHUFFLE_BELOW = 15  # cards per deck left in a kept shoe before it is replaced


def deck_source(rules: Rules, rng: random.Random) -> Callable[[], Draw]:
    """Where each round's cards come from: a new shoe every round, or (when
    ``new_deck_each_game`` is false) the same shoe until fewer than 15 cards a deck are left.

    >>> from reference.rules import PRESETS
    >>> source = deck_source(PRESETS["casino"].replace(new_deck_each_game=False), random.Random(1))
    >>> source() is source()
    True
    """
    if rules.new_deck_each_game:
        return lambda: shuffled_draw(rules, rng)
    current = [Shoe(rules, rng)]

    def next_shoe() -> Draw:
        if len(current[0]) < RESHUFFLE_BELOW * rules.decks:
            current[0] = Shoe(rules, rng)
        return current[0]

    return next_shoe


ONE_DECK = tuple(Deck())  # the 52 cards in a new deck's order


# --- what happens in a round ------------------------------------------------------------

class Event(NamedTuple):
    """Something a watcher (a terminal, a trace) may show: a card moved or a turn changed.

    ``kind`` is ``"deal"`` (initial card), ``"draw"`` (card taken in a turn), ``"reveal"``
    (a face-down card turned up), ``"turn"``, ``"stand"`` or ``"bust"``; ``face_up`` says
    whether the player may see ``card``.

    >>> Event("turn", "player", None, Tally(), True).kind
    'turn'
    """

    kind: str
    side: str
    card: Card | None
    tally: Tally
    face_up: bool


Watch = Callable[[Event], None]


def ignore(event: Event) -> None:
    """A watcher that shows nothing.

    >>> ignore(Event("turn", "player", None, Tally(), True))
    """


@dataclass(frozen=True)
class RoundResult:
    """How a round ended: both hands, both totals, who won, what the player's stake made.

    ``payout`` is in stakes from the player's side: +1 a win, ``natural_pays`` a win with a
    natural, 0 a push, -1 a loss.  ``reason`` names the rule that decided the round.

    >>> RoundResult((), (), 20, 19, "player", 1.0, "higher-wins").outcome
    'player'
    """

    player_cards: tuple[Card, ...]
    dealer_cards: tuple[Card, ...]
    player_total: int
    dealer_total: int
    outcome: str
    payout: float
    reason: str


@dataclass
class Table:
    """The state of one round in play: the rules, the draw, each side's cards.

    >>> from reference.rules import PRESETS
    >>> table = Table(PRESETS["twenty-one"], stacked(cards_from("5 6")))
    >>> table.give(PLAYER, "deal").short, table.tally(PLAYER)
    ('5♠', Tally(cards=1, soft_aces=0, total=5))
    """

    rules: Rules
    draw: Draw
    watch: Watch = ignore
    hands: dict[str, list[Card]] = field(default_factory=lambda: {PLAYER: [], DEALER: []})
    tallies: dict[str, Tally] = field(default_factory=lambda: {PLAYER: Tally(), DEALER: Tally()})
    face_down: list[Card] = field(default_factory=list)
    player_done: bool = False

    def tally(self, side: str) -> Tally:
        """The tally of one side's hand.

        >>> from reference.rules import PRESETS
        >>> Table(PRESETS["pontoon"], stacked([])).tally(DEALER)
        Tally(cards=0, soft_aces=0, total=0)
        """
        return self.tallies[side]

    def up_card(self) -> Card | None:
        """The dealer's first card if the player may see it, else None.

        >>> from reference.rules import PRESETS
        >>> Table(PRESETS["twenty-one"], stacked([])).up_card() is None
        True
        """
        cards = self.hands[DEALER]
        if self.rules.dealer_up_cards and cards:
            return cards[0]
        return None

    def give(self, side: str, kind: str) -> Card:
        """Draw a card into one side's hand, face down if the player may not see it yet.

        >>> from reference.rules import PRESETS
        >>> Table(PRESETS["twenty-one"], stacked(cards_from("A"))).give(DEALER, "deal").short
        'A♠'
        """
        card = self.draw()
        hand = self.hands[side]
        hand.append(card)
        self.tallies[side] = add_card(self.tallies[side], card, self.rules)
        face_up = side == PLAYER or self._shown_now(len(hand))
        if not face_up:
            self.face_down.append(card)
        self.watch(Event(kind, side, card, self.tally(side), face_up))
        return card

    def _shown_now(self, position: int) -> bool:
        """Whether the dealer's card at this 1-based position is dealt face up."""
        if position <= self.rules.dealer_up_cards:
            return True
        dealer_second = self.rules.first_to_play == PLAYER
        return dealer_second and self.player_done

    def reveal(self) -> None:
        """Turn the dealer's face-down cards up, in the order they were dealt.

        >>> from reference.rules import PRESETS
        >>> table = Table(PRESETS["twenty-one"], stacked(cards_from("2 3")))
        >>> _ = table.give(DEALER, "deal"), table.give(DEALER, "deal"); table.reveal()
        >>> table.face_down
        []
        """
        for card in self.face_down:
            self.watch(Event("reveal", DEALER, card, self.tally(DEALER), True))
        self.face_down.clear()


def deal_initial(table: Table) -> None:
    """Deal each side its initial cards in the rules' deal order (nothing for ``at-turn``).

    >>> from reference.rules import PRESETS
    >>> table = Table(PRESETS["twenty-one"], stacked(cards_from("2 3 4 5")))
    >>> deal_initial(table); [c.short for c in table.hands[DEALER]]
    ['3♠', '5♠']
    """
    rules = table.rules
    n = rules.initial_cards
    if rules.deal_order == AT_TURN:
        return
    if rules.deal_order == ALTERNATE:
        sides = [PLAYER, DEALER] * n
    elif rules.deal_order == DEALER_THEN_PLAYER:
        sides = [DEALER] * n + [PLAYER] * n
    else:
        sides = [PLAYER] * n + [DEALER] * n
    for side in sides:
        table.give(side, "deal")


def play_turn(table: Table, side: str, strategy: Strategy) -> Tally:
    """One side's whole turn: draw while the strategy says hit; stop when bust or standing.

    >>> from reference.rules import PRESETS
    >>> from reference.strategies import stand_on
    >>> table = Table(PRESETS["pontoon"], stacked(cards_from("9 5 4")))
    >>> play_turn(table, DEALER, stand_on(17))
    Tally(cards=3, soft_aces=0, total=18)
    """
    rules = table.rules
    if rules.deal_order == AT_TURN:
        for _ in range(rules.initial_cards):
            table.give(side, "deal")
    table.watch(Event("turn", side, None, table.tally(side), True))
    if side == DEALER and table.player_done:
        table.reveal()
    tally = table.tally(side)
    up_card = table.up_card() if side == PLAYER else None
    while not is_bust(tally, rules) and _may_ask(tally, side, rules) and strategy(tally, up_card):
        table.give(side, "draw")
        tally = table.tally(side)
    table.watch(Event("bust" if is_bust(tally, rules) else "stand", side, None, tally, True))
    if side == PLAYER:
        table.player_done = True
    return tally


def _may_ask(tally: Tally, side: str, rules: Rules) -> bool:
    """Whether the side is still asked: the player stops at the target where rules say so."""
    return not (side == PLAYER and rules.player_stops_at_target and tally.total == rules.target)


def _result(table: Table, winner: str, reason: str) -> RoundResult:
    """Settle: reveal the dealer's cards and record who won what."""
    table.reveal()
    rules = table.rules
    player, dealer = table.tally(PLAYER), table.tally(DEALER)
    if winner == PLAYER:
        payout = rules.natural_pays if is_natural(player, rules) else 1.0
    else:
        payout = 0.0 if winner == PUSH else -1.0
    return RoundResult(tuple(table.hands[PLAYER]), tuple(table.hands[DEALER]),
                       player.total, dealer.total, winner, payout, reason)


def settle_naturals(table: Table) -> RoundResult | None:
    """Settle the round at once on a natural, where the rules say so; else None.

    >>> from reference.rules import PRESETS
    >>> table = Table(PRESETS["twenty-one"], stacked(cards_from("9 A 9 K")))
    >>> deal_initial(table); settle_naturals(table).reason
    'dealer-natural'
    """
    rules = table.rules
    if not rules.naturals or rules.deal_order == AT_TURN:
        return None
    player = is_natural(table.tally(PLAYER), rules)
    dealer = is_natural(table.tally(DEALER), rules)
    if player and dealer and (rules.dealer_natural_wins_at_once or rules.player_natural_wins_at_once):
        return _result(table, rules.natural_vs_natural, "natural-vs-natural")
    if dealer and rules.dealer_natural_wins_at_once:
        return _result(table, DEALER, "dealer-natural")
    if player and rules.player_natural_wins_at_once:
        return _result(table, PLAYER, "player-natural")
    return None


def settle(table: Table) -> RoundResult:
    """Settle a round both sides have played: busts, then naturals, then values.

    >>> from reference.rules import PRESETS
    >>> table = Table(PRESETS["pontoon"], stacked(cards_from("K K 5 K 2 K")))
    >>> dealt = [table.give(side, "deal") for side in [DEALER] * 3 + [PLAYER] * 3]
    >>> settle(table).reason
    'both-bust'
    """
    rules = table.rules
    player, dealer = table.tally(PLAYER), table.tally(DEALER)
    player_bust, dealer_bust = is_bust(player, rules), is_bust(dealer, rules)
    if player_bust and dealer_bust:
        return _result(table, rules.both_bust, "both-bust")
    if player_bust:
        return _result(table, DEALER, "player-bust")
    if dealer_bust:
        return _result(table, PLAYER, "dealer-bust")
    if rules.natural_beats_target:
        player_natural, dealer_natural = is_natural(player, rules), is_natural(dealer, rules)
        if player_natural and not dealer_natural:
            return _result(table, PLAYER, "player-natural")
        if dealer_natural and not player_natural:
            return _result(table, DEALER, "dealer-natural")
    if player.total == dealer.total:
        return _result(table, rules.ties, "tie")
    return _result(table, PLAYER if player.total > dealer.total else DEALER, "higher-wins")


def dealer_rule(rules: Rules) -> Strategy:
    """The dealer's strategy under these rules: draw below ``dealer_stands_on`` (and on a soft
    ``dealer_stands_on`` when ``dealer_hits_soft``).

    >>> from reference.rules import PRESETS
    >>> rule = dealer_rule(PRESETS["casino"].replace(dealer_hits_soft=True))
    >>> rule(Tally(2, 1, 17), None), rule(Tally(3, 0, 17), None)
    (True, False)
    """
    def dealer(tally: Tally, up_card: Card | None) -> bool:
        if tally.total < rules.dealer_stands_on:
            return True
        return rules.dealer_hits_soft and tally.total == rules.dealer_stands_on and is_soft(tally)

    dealer.__name__ = "dealer"
    return dealer


def play_round(rules: Rules, draw: Draw, player: Strategy, dealer: Strategy | None = None,
               watch: Watch = ignore) -> RoundResult:
    """Deal, play both turns in the rules' order, and settle one round.

    >>> from reference.rules import PRESETS
    >>> from reference.strategies import stand_on
    >>> result = play_round(PRESETS["pontoon"], stacked(cards_from("K 8 9 K")), stand_on(15))
    >>> result.dealer_total, result.player_total, result.outcome
    (18, 19, 'player')
    """
    table = Table(rules, draw, watch)
    strategies = {PLAYER: player, DEALER: dealer or dealer_rule(rules)}
    deal_initial(table)
    early = settle_naturals(table)
    if early is not None:
        return early
    first = rules.first_to_play
    second = DEALER if first == PLAYER else PLAYER
    tally = play_turn(table, first, strategies[first])
    if is_bust(tally, rules) and rules.bust_loses_at_once:
        return _result(table, second, f"{first}-bust")
    play_turn(table, second, strategies[second])
    return settle(table)
