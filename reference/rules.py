"""Rules as data: one frozen ``Rules`` record describes a house's game of Twenty-One.

Glossary: the **player** (the "customer" or "user") plays against the **dealer** (the
"computer" in pontoon).  A hand's **value** is the sum of its cards' points; an ace counts
11 when that does not take the value over ``target`` and 1 otherwise (or always 1 when
``soft_aces`` is false).  A **natural** (a blackjack) is a value of ``target`` made by the
initial cards alone.  A **push** is a tie: nobody wins, the stake comes back.

The engine (``reference.engine``) reads these fields and nothing else, so a new house is a
new ``Rules(...)``, never new code.  ``PRESETS`` holds the houses the kit teaches.

>>> PRESETS["pontoon"].soft_aces
False
>>> PRESETS["dealer-wins-ties"].ties
'dealer'
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

# Who an outcome or a setting refers to.  The engine's outcomes use exactly these words.
PLAYER = "player"
DEALER = "dealer"
PUSH = "push"

# How the initial cards are dealt (``Rules.deal_order``).
ALTERNATE = "alternate"            # player, dealer, player, dealer, ...
PLAYER_THEN_DEALER = "player-then-dealer"  # all the player's initial cards, then the dealer's
DEALER_THEN_PLAYER = "dealer-then-player"  # all the dealer's initial cards, then the player's
AT_TURN = "at-turn"                # each side gets its initial cards when its own turn starts

DEAL_ORDERS = (ALTERNATE, PLAYER_THEN_DEALER, DEALER_THEN_PLAYER, AT_TURN)
SIDES = (PLAYER, DEALER)
WINNERS = (PLAYER, DEALER, PUSH)

BLACKJACK = 21  # the usual target


@dataclass(frozen=True)
class Rules:
    """One house's rules of Twenty-One, as data; see ``PRESETS`` for the kit's houses.

    >>> Rules(name="mine", dealer_stands_on=18).dealer_stands_on
    18
    """

    # --- identity -------------------------------------------------------------------------
    name: str
    """Short id, the key in ``PRESETS`` and the word on the command line."""
    description: str = ""
    """One sentence for menus and the README."""

    # --- cards and values -----------------------------------------------------------------
    target: int = BLACKJACK
    """The best value; a hand whose value is over ``target`` is bust."""
    soft_aces: bool = True
    """True: an ace counts 11 unless that busts the hand, then 1.  False: an ace is always 1."""
    decks: int = 1
    """How many 52-card packs are shuffled together."""
    new_deck_each_game: bool = True
    """True: every round starts from a freshly shuffled deck (all the kit's presets)."""

    # --- the deal -------------------------------------------------------------------------
    initial_cards: int = 2
    """How many cards each side starts with."""
    deal_order: str = ALTERNATE
    """Order of the initial deal: one of ``DEAL_ORDERS`` (see the constants above)."""
    dealer_up_cards: int = 1
    """How many of the dealer's cards the player sees during the player's turn (0: none,
    pontoon's ``computer-secret``); the rest stay face down until the dealer's turn."""

    # --- turns ----------------------------------------------------------------------------
    first_to_play: str = PLAYER
    """Which side plays its whole turn first: ``PLAYER`` or ``DEALER``."""
    bust_loses_at_once: bool = True
    """True: the side that plays first and busts loses at once; the other side does not play.
    False: the second side always plays (pontoon's ``player-turn-always``)."""
    dealer_stands_on: int = 17
    """The dealer draws while its value is below this and stands on it or more
    (``DEALER_STANDS_ON``; pontoon's ``STICK_AT``).  "Hits 16 or less" is 17."""
    dealer_hits_soft: bool = False
    """True: the dealer also draws on a *soft* ``dealer_stands_on`` (an ace counting 11 in a
    17: "hits soft 17").  False: stands on every 17 ("stands on soft 17")."""
    player_stops_at_target: bool = False
    """True: the player is not asked again once the value is exactly ``target``.
    False: the player is asked after every card until standing or bust."""

    # --- naturals -------------------------------------------------------------------------
    naturals: bool = True
    """True: ``target`` in the initial cards is a natural (blackjack) with the special
    rules below.  False: it is just a value (pontoon)."""
    dealer_natural_wins_at_once: bool = False
    """True: the dealer's natural is checked before the player plays and ends the round
    (the dealer wins, or ``natural_vs_natural`` decides when the player has one too)."""
    player_natural_wins_at_once: bool = True
    """True: the player's natural ends the round before anyone plays on: the player wins
    ``natural_pays``, unless the dealer has one too (then ``natural_vs_natural``)."""
    natural_vs_natural: str = PUSH
    """Who wins when both sides have a natural: ``PLAYER``, ``DEALER`` or ``PUSH``."""
    natural_pays: float = 1.0
    """What a player's winning natural pays, in stakes (1: even money; 2: "counts as two
    wins" / "pays 2x the stake"; 1.5: 3 to 2).  Use a binary-exact number."""
    natural_beats_target: bool = False
    """True: at the final comparison a natural beats a ``target`` made with more cards
    ("dealer blackjack beats a three-card 21").  False: equal values are equal."""

    # --- settling -------------------------------------------------------------------------
    ties: str = PUSH
    """Who wins equal values, neither bust: ``PUSH`` (nobody) or ``DEALER``/``PLAYER``."""
    both_bust: str = DEALER
    """Who wins when both sides bust (only possible when ``bust_loses_at_once`` is false):
    ``PUSH`` in pontoon (``bust-draw``)."""

    # --- money ----------------------------------------------------------------------------
    starting_money: int | None = None
    """None: no betting, rounds are just won and lost.  A number: the player's purse; before
    each round a bet is asked, 0 quits, a bet from ``min_bet`` to ``max_bet`` (or the whole
    purse) is taken, anything else is asked again; the game ends when the purse is empty."""
    min_bet: int = 1
    """The smallest bet the table takes (when betting)."""
    max_bet: int | None = None
    """The largest bet the table takes; None: up to the whole purse."""

    # --- words at the table ---------------------------------------------------------------
    player_name: str = "Player"
    """What the player is called in messages (``"You"``, ``"Customer"``)."""
    dealer_name: str = "Dealer"
    """What the dealer is called in messages (``"Computer"`` in pontoon)."""
    hit_answer: str = "h"
    """The answer that takes a card (compared ignoring case and surrounding spaces)."""
    stand_answer: str = "s"
    """The answer that stops taking cards."""
    question: str = "Hit or stand? (h/s) "
    """The prompt asked before each of the player's decisions."""
    tie_message: str = "Push!"
    """The verdict line for a tie (pontoon prints ``Draw!``)."""
    announce_draws: bool = False
    """True: every newly drawn card is printed as it is drawn, and the dealer's cards and total
    are shown before the dealer draws (the six-stage assignment's stage d)."""

    def __post_init__(self) -> None:
        """Reject rules the engine cannot play, naming the bad field and value."""
        checks = [
            ("deal_order", self.deal_order in DEAL_ORDERS),
            ("first_to_play", self.first_to_play in SIDES),
            ("natural_vs_natural", self.natural_vs_natural in WINNERS),
            ("ties", self.ties in WINNERS),
            ("both_bust", self.both_bust in WINNERS),
            ("initial_cards", self.initial_cards >= 1),
            ("decks", self.decks >= 1),
            ("target", self.target >= 2),
            ("dealer_stands_on", 1 <= self.dealer_stands_on <= self.target),
            ("dealer_up_cards", 0 <= self.dealer_up_cards <= self.initial_cards),
            ("min_bet", self.min_bet >= 1),
            ("natural_pays", self.natural_pays >= 0),
        ]
        for field, ok in checks:
            if not ok:
                raise ValueError(f"bad rule {field}: {getattr(self, field)!r}")
        if self.hit_answer.strip().lower() == self.stand_answer.strip().lower():
            raise ValueError(f"hit and stand answers must differ: {self.hit_answer!r}")

    def replace(self, **changes: object) -> Rules:
        """A copy with some fields changed, checked like a new one.

        >>> PRESETS["pontoon"].replace(dealer_stands_on=15).dealer_stands_on
        15
        """
        return dataclasses.replace(self, **changes)

    @property
    def betting(self) -> bool:
        """Whether the game asks for bets (it does when there is a starting purse).

        >>> PRESETS["dealer-wins-ties"].betting, PRESETS["pontoon"].betting
        (True, False)
        """
        return self.starting_money is not None


DEALER_WINS_TIES = Rules(
    name="dealer-wins-ties",
    description="Blackjack. You have $100 to bet; the dealer wins ties.",
    deal_order=DEALER_THEN_PLAYER,
    dealer_natural_wins_at_once=True,
    player_natural_wins_at_once=True,
    natural_vs_natural=DEALER,
    ties=DEALER,
    starting_money=100,
    player_name="You",
    hit_answer="H",
    stand_answer="S",
    question="Hit (H) or Stand (S)? ",
)

TIE_ON_BLACKJACK = Rules(
    name="tie-on-blackjack",
    description="Blackjack. Hit with 1, stay with 0; equal hands are a tie.",
    deal_order=PLAYER_THEN_DEALER,
    dealer_natural_wins_at_once=False,
    player_natural_wins_at_once=True,
    natural_vs_natural=PUSH,
    ties=PUSH,
    player_name="Player",
    hit_answer="1",
    stand_answer="0",
    question="Hit (1) or stay (0)? ",
    tie_message="It's a tie!",
    announce_draws=True,
)

TWENTY_ONE = Rules(
    name="twenty-one",
    description="Twenty-one. A customer blackjack counts as two wins.",
    deal_order=ALTERNATE,
    dealer_natural_wins_at_once=True,
    player_natural_wins_at_once=True,
    natural_vs_natural=DEALER,
    natural_pays=2.0,
    ties=DEALER,
    player_name="Customer",
)

PONTOON_STICK_AT = 17  # the preset's computer threshold; the contract allows 12 to 21

PONTOON = Rules(
    name="pontoon",
    description="Pontoon. One card each, an Ace is 1, the computer plays first.",
    soft_aces=False,
    initial_cards=1,
    deal_order=AT_TURN,
    dealer_up_cards=0,
    first_to_play=DEALER,
    bust_loses_at_once=False,
    dealer_stands_on=PONTOON_STICK_AT,
    naturals=False,
    player_natural_wins_at_once=False,
    ties=PUSH,
    both_bust=PUSH,
    dealer_name="Computer",
    hit_answer="t",
    stand_answer="s",
    question="Twist or stick? (t/s) ",
    tie_message="Draw!",
)

CASINO = Rules(
    name="casino",
    description="Casino blackjack. The dealer stands on soft 17; blackjack pays double.",
    deal_order=ALTERNATE,
    dealer_hits_soft=False,
    player_stops_at_target=True,
    dealer_natural_wins_at_once=True,
    player_natural_wins_at_once=True,
    natural_vs_natural=PUSH,
    natural_pays=2.0,
    natural_beats_target=True,
    ties=PUSH,
    starting_money=100,
)

PRESETS: dict[str, Rules] = {
    rules.name: rules
    for rules in (DEALER_WINS_TIES, TIE_ON_BLACKJACK, TWENTY_ONE, PONTOON, CASINO)
}


def preset(name: str) -> Rules:
    """The preset called ``name`` (ValueError naming it when there is none).

    >>> preset("twenty-one").natural_pays
    2.0
    """
    try:
        return PRESETS[name]
    except KeyError:
        raise ValueError(f"no such rules: {name!r} (choose from {', '.join(PRESETS)})") from None
