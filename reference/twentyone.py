"""The twenty-one lab: two strategies, one deck, ``python -m reference twentyone``.

The program asks ``How many games?``, plays that many games of twenty-one with each of two
strategies, and says ``We won N out of M`` and ``The dealer won K out of M`` for each.  Both strategies meet the same shuffles
(the same seed), so a difference in wins is the strategy's alone.

Glossary (the lab's words, kept):
- *strategy 1*: the customer copies the dealer and hits on 16 or less, whatever the dealer shows.
- *strategy 2*: the up-card table (`TABLE`): against a low up card (2 to 6) hit below 12;
  against a high one (7 to Ace) hit below 17.
- *the deck*: one 52-card deck kept from game to game; when it runs out, the cards dealt in
  earlier games are shuffled back in (`LabDeck`), as the lab's card library does.
- *card number n*: the lab's ``ChangeCard(n)`` order, ``lab_card(n)``: Ace of Clubs, Two of
  Diamonds, Three of Hearts, Four of Spades, Five of Clubs, ... (rank ``n % 13``, suit ``n % 4``),
  so the 52 numbers name the 52 cards once each and a deck can be stacked by numbers.

A customer blackjack counts as two wins (the twenty-one rules: ``natural_pays`` is 2).

>>> main(["--games", "3", "--seed", "7"], ask=None, show=lambda line: None)
0
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from reference.cards import Card, Rank, Suit
from reference.engine import Event, RoundResult, Strategy, Tally, add_card, play_round
from reference.play import OneLineParser, UsageError, parse
from reference.rules import DEALER, PLAYER, PRESETS
from reference.strategies import dealers_own_rule, is_high, upcard_rule

RULES = PRESETS["twenty-one"]
LAB_RANKS = (Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN,
             Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING)
LAB_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
MAX_GAMES = 1_000_000      # more than this is refused: the lab's program is not the fast path
STRATEGIES: tuple[tuple[str, Strategy], ...] = (
    ("strategy 1 (hit on 16 or less, like the dealer)", dealers_own_rule),
    ("strategy 2 (the up-card table)", upcard_rule),
)
# The up-card table, case by case: each row a total, each column an up card; True is hit.
# The rows sit on both sides of both thresholds (12 and 17), so each boundary is played.
ROWS = ("11 or less", "12", "13 to 15", "16", "17", "18 or more")
COLUMNS = ("2-6", "7-A")
TABLE = {(row, column): (row in ROWS[:1] if column == "2-6" else row in ROWS[:4])
         for row in ROWS for column in COLUMNS}
# The ways an ace can count in the customer's hand; the scripted games show each of them.
ACE_SITUATIONS = (
    "a dealt ace counts 11",
    "an ace counting 11 drops to 1",
    "a drawn ace counts 11",
    "a drawn ace counts 1",
    "several aces, one counting 11",
    "several aces, all counting 1",
)

Ask = Callable[[str], str]
Show = Callable[[str], None]


def lab_card(n: int) -> Card:
    """The lab's card number ``n`` (0 to 51): rank ``n % 13`` from the Ace, suit ``n % 4`` from Clubs.

    >>> [str(lab_card(n)) for n in range(3)]
    ['Ace of Clubs', 'Two of Diamonds', 'Three of Hearts']
    >>> len({lab_card(n) for n in range(52)})
    52
    """
    if not 0 <= n < 52:
        raise ValueError(f"not a card number (0 to 51): {n!r}")
    return Card(LAB_RANKS[n % 13], LAB_SUITS[n % 4])


def lab_number(card: Card) -> int:
    """The lab's number of a card, the inverse of `lab_card`.

    >>> lab_number(Card(Rank.KING, Suit.SPADES)), lab_card(lab_number(Card(Rank.KING, Suit.SPADES)))
    (51, Card(Rank.KING, Suit.SPADES))
    """
    return next(n for n in range(52) if lab_card(n) == card)


def row_of(total: int) -> str:
    """The row of the up-card table a customer's total falls in.

    >>> row_of(11), row_of(12), row_of(14), row_of(16), row_of(17), row_of(20)
    ('11 or less', '12', '13 to 15', '16', '17', '18 or more')
    """
    if total <= 11:
        return ROWS[0]
    if total >= 18:
        return ROWS[5]
    return {12: ROWS[1], 16: ROWS[3], 17: ROWS[4]}.get(total, ROWS[2])


def case_of(tally: Tally, up_card: Card) -> tuple[str, str]:
    """The table's case (row, column) for a decision.

    >>> case_of(Tally(2, 0, 12), lab_card(5))
    ('12', '2-6')
    """
    return row_of(tally.total), "7-A" if is_high(up_card) else "2-6"


def table_label(tally: Tally, up_card: Card | None) -> str:
    """How the trace names a strategy-2 decision: its case of the up-card table.

    >>> table_label(Tally(2, 0, 12), lab_card(5))
    'strategy 2, case 12 vs 2-6'
    """
    row, column = case_of(tally, up_card) if up_card is not None else (row_of(tally.total), "-")
    return f"strategy 2, case {row} vs {column}"


def own_rule_label(tally: Tally, up_card: Card | None) -> str:
    """How the trace names a strategy-1 decision: its side of the dealer's 16/17 line.

    >>> own_rule_label(Tally(2, 0, 12), lab_card(5)), own_rule_label(Tally(3, 0, 17), lab_card(5))
    ('strategy 1, 16 or less', 'strategy 1, 17 or more')
    """
    return f"strategy 1, {'16 or less' if tally.total <= 16 else '17 or more'}"


def label_of(strategy: Strategy) -> Callable[[Tally, Card | None], str]:
    """The trace's names for a strategy's decisions: its own cases, never another's.

    >>> label_of(dealers_own_rule)(Tally(2, 0, 12), lab_card(5))
    'strategy 1, 16 or less'
    """
    if strategy is dealers_own_rule:
        return own_rule_label
    if strategy is upcard_rule:
        return table_label
    name = getattr(strategy, "__name__", "strategy")
    return lambda tally, up_card: name


def ace_situations(cards: Sequence[Card]) -> set[str]:
    """The ace situations (`ACE_SITUATIONS`) a customer's hand passes through, card by card.

    The first two cards are the deal; the rest are drawn.

    >>> sorted(ace_situations([lab_card(0), lab_card(13), lab_card(12)]))
    ['a dealt ace counts 11', 'an ace counting 11 drops to 1', 'several aces, all counting 1', 'several aces, one counting 11']
    """
    seen: set[str] = set()
    tally, aces = Tally(), 0
    for position, card in enumerate(cards):
        before, tally = tally, add_card(tally, card, RULES)
        is_ace = card.rank is Rank.ACE
        aces += is_ace
        if position == 1 and tally.soft_aces:
            seen.add(ACE_SITUATIONS[0])
        if position >= 2 and is_ace:
            seen.add(ACE_SITUATIONS[2] if tally.soft_aces > before.soft_aces else ACE_SITUATIONS[3])
        elif position >= 2 and tally.soft_aces < before.soft_aces:
            seen.add(ACE_SITUATIONS[1])
        if position >= 1 and aces >= 2:
            seen.add(ACE_SITUATIONS[4] if tally.soft_aces else ACE_SITUATIONS[5])
    return seen


@dataclass
class LabDeck:
    """One deck kept between games; when it is empty, the cards of finished games go back in, shuffled.

    ``cards`` is the deck from the top (index 0); ``discards`` the cards of the games finished
    since the last shuffle (`discard`); ``note`` hears every shuffle (the trace's
    ``Shuffling the deck.`` line).  Cards in the hands of the game being played never go back,
    so no card is dealt twice in one game.

    >>> deck = LabDeck.stacked([0, 1], fill=False); deck.deal(), deck.deal(), len(deck)
    (Card(Rank.ACE, Suit.CLUBS), Card(Rank.TWO, Suit.DIAMONDS), 0)
    >>> deck.discard([lab_card(0), lab_card(1)]); deck.deal() in (lab_card(0), lab_card(1))
    True
    """

    cards: list[Card]
    rng: random.Random = field(default_factory=random.Random)
    discards: list[Card] = field(default_factory=list)
    note: Callable[[str], None] = lambda line: None

    @classmethod
    def shuffled(cls, rng: random.Random, note: Callable[[str], None] = lambda line: None) -> LabDeck:
        """A full deck, shuffled with ``rng``.

        >>> len(LabDeck.shuffled(random.Random(1)))
        52
        """
        deck = cls([lab_card(n) for n in range(52)], rng, note=note)
        deck.shuffle()
        return deck

    @classmethod
    def stacked(cls, numbers: Iterable[int], rng: random.Random | None = None, fill: bool = True) -> LabDeck:
        """A deck holding the lab's card numbers in this order, top first (``ChangeCard``);
        with ``fill`` the other cards follow in number order, so the deck is whole.

        >>> deck = LabDeck.stacked([12]); deck.deal(), len(deck)
        (Card(Rank.KING, Suit.CLUBS), 51)
        """
        numbers = list(numbers)
        rest = [n for n in range(52) if n not in numbers] if fill else []
        return cls([lab_card(n) for n in numbers + rest], rng or random.Random(0))

    def __len__(self) -> int:
        """Cards left to deal."""
        return len(self.cards)

    def shuffle(self) -> None:
        """Shuffle the cards left in the deck."""
        self.rng.shuffle(self.cards)
        self.note("Shuffling the deck.")

    def discard(self, cards: Iterable[Card]) -> None:
        """Put a finished game's cards aside, to be shuffled back in when the deck runs out."""
        self.discards.extend(cards)

    def deal(self) -> Card:
        """The top card; an empty deck first takes back the finished games' cards, shuffled."""
        if not self.cards:
            if not self.discards:
                raise LookupError("the deck is empty and no finished game's cards are left to shuffle in")
            self.cards, self.discards = self.discards, []
            self.shuffle()
        return self.cards.pop(0)


def card_list(cards: Sequence[Card]) -> str:
    """Cards as the trace shows them.

    >>> card_list([lab_card(0), lab_card(9)])
    'Ace of Clubs, Ten of Diamonds'
    """
    return ", ".join(str(card) for card in cards)


def traced_strategy(strategy: Strategy, show: Show) -> Strategy:
    """The strategy, saying each decision with the strategy's own case (`label_of`).

    >>> traced_strategy(upcard_rule, print)(Tally(2, 0, 12), lab_card(5))
    Customer total = 12, up card = Six of Diamonds (strategy 2, case 12 vs 2-6): stand.
    False
    >>> traced_strategy(dealers_own_rule, print)(Tally(2, 0, 12), lab_card(5))
    Customer total = 12, up card = Six of Diamonds (strategy 1, 16 or less): hit.
    True
    """
    label = label_of(strategy)

    def decide(tally: Tally, up_card: Card | None) -> bool:
        hit = strategy(tally, up_card)
        show(f"Customer total = {tally.total}, up card = {up_card} ({label(tally, up_card)}): "
             f"{'hit' if hit else 'stand'}.")
        return hit

    return decide


def watcher(show: Show) -> Callable[[Event], None]:
    """A watcher printing each card dealt, and what an ace in the hand counts.

    >>> w = watcher(print); w(Event("deal", "player", lab_card(0), Tally(1, 1, 11), True))
    Customer is dealt Ace of Clubs (total = 11, an ace counts 11).
    >>> w(Event("deal", "player", lab_card(13), Tally(2, 1, 12), True))
    Customer is dealt Ace of Diamonds (total = 12, one ace counts 11, the other 1).
    """
    aces = [0]                    # the aces in the customer's hand so far

    def watch(event: Event) -> None:
        if event.card is None:
            return
        if event.kind == "reveal":
            show(f"Dealer turns up {event.card} (total = {event.tally.total}).")
            return
        who = "Customer" if event.side == PLAYER else "Dealer"
        if event.side == DEALER and not event.face_up:
            show(f"{who} is dealt a card face down.")
            return
        note = ""
        if event.side == PLAYER:
            aces[0] += event.card.rank is Rank.ACE
            note = ace_note(aces[0], event.tally.soft_aces)
        show(f"{who} is dealt {event.card} (total = {event.tally.total}{note}).")

    return watch


def ace_note(aces: int, soft_aces: int) -> str:
    """What the aces in a customer's hand count, for the trace ('' without an ace).

    >>> ace_note(1, 1), ace_note(2, 1), ace_note(3, 1), ace_note(2, 0), ace_note(0, 0)
    (', an ace counts 11', ', one ace counts 11, the other 1', ', one ace counts 11, the others 1', ', every ace counts 1', '')
    """
    if not aces:
        return ""
    if not soft_aces:
        return ", every ace counts 1"
    if aces == 1:
        return ", an ace counts 11"
    return f", one ace counts 11, the other{'s' if aces > 2 else ''} 1"


def result_lines(result: RoundResult) -> list[str]:
    """The end of a game: both hands, the dealer's up card and total, then ``WIN:`` or ``LOSS:``.

    >>> r = RoundResult((lab_card(9), lab_card(7)), (lab_card(10), lab_card(5), lab_card(8)),
    ...                 18, 25, "player", 1.0, "dealer-bust")
    >>> result_lines(r)[1:]
    ["Dealer's hand: Jack of Hearts, Six of Diamonds, Nine of Clubs (up card = Jack of Hearts, total = 25)", 'WIN: the dealer went bust.']
    """
    customer = f"Customer's hand: {card_list(result.player_cards)} (total = {result.player_total})"
    dealer = (f"Dealer's hand: {card_list(result.dealer_cards)} "
              f"(up card = {result.dealer_cards[0]}, total = {result.dealer_total})")
    return [customer, dealer, f"{'WIN' if result.outcome == PLAYER else 'LOSS'}: {REASONS[result.reason]}"]


REASONS = {
    "dealer-natural": "the dealer has blackjack.",
    "player-natural": "blackjack, it counts as two wins.",
    "natural-vs-natural": "blackjack against blackjack goes to the dealer.",
    "player-bust": "the customer went bust.",
    "dealer-bust": "the dealer went bust.",
    "both-bust": "both went bust.",
    "tie": "equal totals go to the dealer.",
    "higher-wins": "the higher total wins.",
}


class Score(NamedTuple):
    """One strategy's games: the customer's wins (a blackjack counts two) and the dealer's wins.

    >>> Score(customer=3, dealer=2)
    Score(customer=3, dealer=2)
    """

    customer: int
    dealer: int


def wins_of(result: RoundResult) -> int:
    """What a game adds to ``We won N``: 2 for a customer blackjack, 1 for another win, else 0.

    >>> wins_of(RoundResult((), (), 21, 20, "player", 2.0, "player-natural"))
    2
    """
    return int(result.payout) if result.outcome == PLAYER else 0


def play_games(strategy: Strategy, games: int, seed: int, show: Show | None = None,
               deck: LabDeck | None = None) -> Score:
    """Play ``games`` games with one strategy on one kept deck; the customer's wins (a blackjack
    counts two) and the dealer's.

    >>> score = play_games(dealers_own_rule, 10, seed=3); score.dealer <= 10 and score.customer <= 20
    True
    """
    trace = show is not None
    say = show or (lambda line: None)
    deck = deck or LabDeck.shuffled(random.Random(seed), note=say)
    won = lost = 0
    for game in range(1, games + 1):
        if trace:
            say(f"Game {game}:")
        result = play_round(RULES, deck.deal, traced_strategy(strategy, say) if trace else strategy,
                            watch=watcher(say) if trace else (lambda event: None))
        if trace:
            for line in result_lines(result):
                say(line)
        deck.discard(result.player_cards + result.dealer_cards)
        won += wins_of(result)
        lost += result.outcome == DEALER
    return Score(won, lost)


def ask_games(ask: Ask, show: Show) -> int | None:
    """Ask ``How many games?`` until the answer is a whole number from 1; None at end of input.

    >>> answers = iter(["lots", "0", " 12 "]); ask_games(lambda prompt: next(answers), print)
    Please answer with a whole number of games from 1 to 1,000,000.
    Please answer with a whole number of games from 1 to 1,000,000.
    12
    """
    while True:
        try:
            answer = ask("How many games? ").strip()
        except EOFError:
            return None
        if answer.isdecimal() and 1 <= int(answer) <= MAX_GAMES:
            return int(answer)
        show(f"Please answer with a whole number of games from 1 to {MAX_GAMES:,}.")


# --- the scripted games: every case of the table and every ace situation -------------------

@dataclass(frozen=True)
class Scripted:
    """A stacked game and what it shows: deal order customer, dealer, customer, dealer, draws."""

    title: str
    numbers: tuple[int, ...]          # the lab's card numbers, top of the deck first
    strategy: Strategy = upcard_rule


def _n(rank: str, k: int = 0) -> int:
    """The lab number of the ``k``-th card of a rank ('A', '2', ..., 'K'), for stacking scripts."""
    index = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K").index(rank)
    return index + 13 * k


def _deck(*ranks: str) -> tuple[int, ...]:
    """Lab numbers for a row of ranks, each repeated rank taking the next copy."""
    seen: dict[str, int] = {}
    numbers = []
    for rank in ranks:
        numbers.append(_n(rank, seen.get(rank, 0)))
        seen[rank] = seen.get(rank, 0) + 1
    return tuple(numbers)


SCRIPT: tuple[Scripted, ...] = (
    Scripted("11 or less against 2-6: hit; then 17 against 2-6: stand", _deck("5", "6", "3", "10", "9")),
    Scripted("12 against 2-6: stand", _deck("10", "4", "2", "10")),
    Scripted("13 to 15 against 2-6: stand", _deck("10", "5", "4", "10")),
    Scripted("16 against 2-6: stand", _deck("10", "3", "6", "10")),
    Scripted("18 or more against 2-6: stand", _deck("10", "2", "9", "10")),
    Scripted("11 or less against 7-A: hit; then 12 against 7-A: hit; then 17 against 7-A: stand",
             _deck("6", "K", "5", "7", "A", "5")),
    Scripted("13 to 15 against 7-A: hit; then 18 or more: stand", _deck("10", "8", "4", "9", "5")),
    Scripted("16 against 7-A: hit", _deck("10", "9", "6", "8", "3")),
    Scripted("an ace dealt first counts 11", _deck("A", "9", "7", "8")),
    Scripted("an ace counting 11 drops to 1 when a card would bust the hand", _deck("A", "10", "5", "8", "8", "4")),
    Scripted("a drawn ace counts 11 when it fits", _deck("5", "9", "4", "8", "A")),
    Scripted("a drawn ace counts 1 when 11 would bust", _deck("10", "9", "5", "8", "A", "2")),
    Scripted("two aces dealt: one counts 11, the other 1", _deck("A", "9", "A", "8", "5")),
    Scripted("three aces: one counts 11, the others 1", _deck("A", "9", "A", "8", "A", "5")),
    Scripted("several aces that all count 1", _deck("A", "9", "A", "8", "K", "6")),
    Scripted("a customer blackjack counts as two wins", _deck("A", "9", "K", "8")),
    Scripted("a dealer blackjack wins at once", _deck("9", "A", "9", "K")),
)


def scripted_run(show: Show) -> Score:
    """Play the stacked games that show every case of the table and every ace situation.

    >>> lines = []; _ = scripted_run(lines.append); lines[0]
    'Scripted game 1: 11 or less against 2-6: hit; then 17 against 2-6: stand'
    """
    won = lost = 0
    for number, game in enumerate(SCRIPT, start=1):
        show(f"Scripted game {number}: {game.title}")
        deck = LabDeck.stacked(game.numbers)
        result = play_round(RULES, deck.deal, traced_strategy(game.strategy, show), watch=watcher(show))
        for line in result_lines(result):
            show(line)
        won += wins_of(result)
        lost += result.outcome == DEALER
    show(f"We won {won} out of {len(SCRIPT)}")
    show(f"The dealer won {lost} out of {len(SCRIPT)}")
    return Score(won, lost)


# --- the command ---------------------------------------------------------------------------

def build_parser() -> OneLineParser:
    """The command line of ``python -m reference twentyone``.

    >>> build_parser().parse_args(["--games", "5"]).games
    5
    """
    parser = OneLineParser(prog="python -m reference twentyone",
                           description="The twenty-one lab: play M games with each of two strategies.")
    parser.add_argument("--games", type=int, help="games with each strategy (asked when not given)")
    parser.add_argument("--seed", type=int, help="seed for the shuffles (default: a random one, printed)")
    parser.add_argument("--trace", action="store_true", help="print every card, decision and result")
    parser.add_argument("--deck", help="stack the deck by the lab's card numbers, e.g. 0,13,2 "
                                       "(0 is the Ace of Clubs, 1 the Two of Diamonds, ...)")
    parser.add_argument("--scripted", action="store_true",
                        help="play the stacked games that show every case of the strategy table")
    return parser


def stacked_numbers(text: str) -> list[int]:
    """The card numbers of ``--deck``: 0 to 51, each at most once; ``UsageError`` otherwise.

    >>> stacked_numbers("0, 13,2")
    [0, 13, 2]
    """
    numbers = []
    for item in text.replace(",", " ").split():
        if not item.isdecimal() or int(item) > 51:
            raise UsageError(f"python -m reference twentyone: --deck takes card numbers 0 to 51, not {item!r}")
        if int(item) in numbers:
            raise UsageError(f"python -m reference twentyone: --deck names card {item} twice")
        numbers.append(int(item))
    return numbers


def main(argv: Sequence[str] | None = None, ask: Ask | None = input, show: Show | None = None) -> int:
    """Run the lab: 0 when done (or at end of input), 2 for bad usage.

    >>> main(["--games", "0"], show=print)
    2
    """
    import sys

    show = show or print
    try:
        args = parse(build_parser(), argv)
        if args.games is not None and not 1 <= args.games <= MAX_GAMES:
            raise UsageError(f"python -m reference twentyone: --games must be from 1 to {MAX_GAMES:,}, "
                             f"not {args.games!r}")
        numbers = stacked_numbers(args.deck) if args.deck else None
    except UsageError as error:
        print(error, file=sys.stderr)
        return 2
    if args.scripted:
        scripted_run(show)
        return 0
    games = args.games if args.games is not None else (ask_games(ask, show) if ask else None)
    if games is None:
        return 0
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    show(f"Twenty-one: {games:,} game{'s' if games != 1 else ''} with each strategy, seed {seed}.")
    for name, strategy in STRATEGIES:
        show(f"With {name}:")
        deck = None
        if numbers is not None:
            deck = LabDeck.stacked(numbers, random.Random(seed), fill=False)
            rest = [lab_card(n) for n in range(52) if n not in numbers]
            random.Random(seed).shuffle(rest)
            deck.cards += rest
            deck.note = show if args.trace else deck.note
        won, lost = play_games(strategy, games, seed, show if args.trace else None, deck)
        show(f"We won {won} out of {games}" + (" (a blackjack counts as two wins)" if won > games else ""))
        show(f"The dealer won {lost} out of {games}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
