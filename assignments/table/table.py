"""The blackjack table (question 2): a dealer, up to eight players, your Card, Deck and Hand.

Put your cards.py from question 1 beside this file: the table uses its Card, Deck and Hand.
Replace each ``raise NotImplementedError()`` with your code; the docstrings say what each
function does, and README.md lists the tasks in order. Self-checks: ``python -m pytest`` in
this folder.  Play: ``python table.py basic`` (or ``intermediate``, ``human``, ``advanced``).

The structure (question 2): ``Player`` and ``Dealer`` are interfaces (abstract base classes);
``BasicPlayer`` implements ``Player`` and ``IntermediatePlayer``, ``AdvancedPlayer`` and
``HumanPlayer`` extend it; ``BlackjackDealer`` implements ``Dealer``; a ``BlackjackTable``
holds one dealer and a list of players, connected to the dealer by ``assign_players``.

>>> table = BlackjackTable(BlackjackDealer(Deck.stacked(cards_from("10 7 9 9")), reshuffle_below=0))
>>> table.assign_players([BasicPlayer("Bo")])
>>> table.play_hand()
['Bo: 17 against 18, loses 10']
"""

from __future__ import annotations

import abc
import enum
import os
import pickle
import random
import sys
from collections.abc import Callable

import cards
from cards import Card, Deck, Hand, Rank, Suit

Ask = Callable[[str], str]     # asks a question, returns the answer typed (input)
Show = Callable[[str], None]   # shows a line (print)

MAX_PLAYERS = 8          # the table's limits, as defaults
MIN_BET = 1
MAX_BET = 500
STARTING_BANKROLL = 200
FLAT_BET = 10            # what basic and intermediate players bet
DEALER_STANDS_ON = 17
DECK_SIZE = 52
RESHUFFLE_BELOW = DECK_SIZE // 4   # a new deck before a hand when fewer cards than this are left


def cards_from(text: str) -> list[Card]:
    """Cards from ranks written as text ("A 10 K"), all spades: for stacking decks in tests.

    >>> [card.short for card in cards_from("A 10 K")]
    ['A♠', '10♠', 'K♠']
    """
    names = {"A": Rank.ACE, "K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.JACK}
    return [Card(names.get(word) or Rank(int(word)), Suit.SPADES) for word in text.split()]


# --- the interfaces ---------------------------------------------------------------------------

class Player(abc.ABC):
    """The player interface: a name, a bankroll, a bet and a decision to hit.

    >>> Player("Pat")
    Traceback (most recent call last):
    ...
    TypeError: Can't instantiate abstract class Player with abstract methods bet, hits
    """

    def __init__(self, name: str, bankroll: int = STARTING_BANKROLL) -> None:
        self.name = name
        self.bankroll = bankroll
        self.hand = Hand()
        self.stake = 0
        self.seated = True

    @abc.abstractmethod
    def bet(self, low: int, high: int) -> int | None:
        """The stake for the next hand, from low to high; None to leave the table."""

    @abc.abstractmethod
    def hits(self, up_card: Card) -> bool:
        """Whether to take another card, looking at ``self.hand`` and the dealer's up card."""

    def see(self, card: Card) -> None:
        """Be shown a card the dealer deals (to anyone); most players ignore it."""

    def new_deck(self) -> None:
        """Be told that the dealer has started a new shuffled deck."""


class Dealer(abc.ABC):
    """The dealer interface: it is given the players, deals to them and plays each hand."""

    @abc.abstractmethod
    def assign_players(self, players: list[Player]) -> None:
        """Take these players as the ones this dealer deals to."""

    @abc.abstractmethod
    def deal_card(self) -> Card:
        """Deal the top card, face up; every player sees it."""

    @abc.abstractmethod
    def play_hand(self) -> list[str]:
        """Play one hand with the players still seated; one line per player saying how it went."""


# --- the players ------------------------------------------------------------------------------

def hand_value(hand: Hand) -> int:
    """The hand's best value, 21 or under if it can be (your Hand's best_value).

    >>> hand_value(Hand(cards_from("A 9")))
    20
    """
    return hand.best_value()


def is_soft(hand: Hand) -> bool:
    """Whether an ace in the hand is counted as 11 in its best value.

    >>> is_soft(Hand(cards_from("A 6"))), is_soft(Hand(cards_from("A 6 10")))
    (True, False)
    """
    ### BEGIN SOLUTION
    return hand.best_value() != hand.values()[0]
    ### END SOLUTION


class BasicPlayer(Player):
    """Bets 10 every hand and hits below 17, whatever the dealer shows; leaves when it cannot bet 10.

    >>> BasicPlayer("Bo").bet(1, 500), BasicPlayer("Bo", bankroll=5).bet(1, 5)
    (10, None)
    """

    def bet(self, low: int, high: int) -> int | None:
        """Always 10; None (leave) when 10 is not allowed."""
        ### BEGIN SOLUTION
        return FLAT_BET if low <= FLAT_BET <= high else None
        ### END SOLUTION

    def hits(self, up_card: Card) -> bool:
        """Hit below 17."""
        ### BEGIN SOLUTION
        return hand_value(self.hand) < 17
        ### END SOLUTION


class IntermediatePlayer(BasicPlayer):
    """Bets like the basic player. Soft hands: hit 18 or less, stand on 19 or more. Hard hands:
    against a dealer's 7 or more (ace included) hit below 17; against 2 to 6 hit below 12.

    >>> ivy = IntermediatePlayer("Ivy"); ivy.hand = Hand(cards_from("10 5"))
    >>> ivy.hits(cards_from("9")[0]), ivy.hits(cards_from("5")[0])
    (True, False)
    """

    def hits(self, up_card: Card) -> bool:
        """The intermediate rules above."""
        ### BEGIN SOLUTION
        value = hand_value(self.hand)
        if is_soft(self.hand):
            return value <= 18
        if up_card.points >= 7:
            return value < 17
        return value < 12
        ### END SOLUTION


def count_of(card: Card) -> int:
    """A card's Hi-Lo count: +1 for 2 to 6, -1 for a ten-point card or an ace, else 0.

    >>> [count_of(card) for card in cards_from("2 7 K A")]
    [1, 0, -1, -1]
    """
    ### BEGIN SOLUTION
    if card.points <= 6:
        return 1
    return -1 if card.points >= 10 else 0
    ### END SOLUTION


class AdvancedPlayer(IntermediatePlayer):
    """Plays as the intermediate player, counts every card it sees (Hi-Lo, from 0 at each new
    deck) and bets 10 times the count when the count is positive, else 10 (within the limits).

    >>> ada = AdvancedPlayer("Ada"); ada.see(cards_from("5")[0]); ada.see(cards_from("3")[0])
    >>> ada.count, ada.bet(1, 500)
    (2, 20)
    """

    def __init__(self, name: str, bankroll: int = STARTING_BANKROLL) -> None:
        super().__init__(name, bankroll)
        self.count = 0

    def see(self, card: Card) -> None:
        """Add the card to the running count."""
        ### BEGIN SOLUTION
        self.count += count_of(card)
        ### END SOLUTION

    def new_deck(self) -> None:
        """Start counting again from 0."""
        ### BEGIN SOLUTION
        self.count = 0
        ### END SOLUTION

    def bet(self, low: int, high: int) -> int | None:
        """10 times a positive count, else 10, kept within low..high; None when 10 is too much."""
        ### BEGIN SOLUTION
        if FLAT_BET > high:
            return None
        stake = FLAT_BET * self.count if self.count > 0 else FLAT_BET
        return max(low, min(stake, high))
        ### END SOLUTION


class HumanPlayer(BasicPlayer):
    """A person at the keyboard: ``ask`` asks a question and returns the answer, ``show`` shows
    a line. A bad answer is explained and the question asked again; nothing typed crashes.

    >>> answers = iter(["lots", "25"]); you = HumanPlayer("You", ask=lambda q: next(answers), show=print)
    >>> you.bet(1, 200)
    Please type a whole number from 1 to 200, or q to leave.
    25
    """

    def __init__(self, name: str, bankroll: int = STARTING_BANKROLL,
                 ask: Ask = input, show: Show = print) -> None:
        super().__init__(name, bankroll)
        self.ask = ask
        self.show = show

    def bet(self, low: int, high: int) -> int | None:
        """Ask for a bet until a whole number from low to high is typed, and return it. ``q``
        leaves the table (None). Anything else: show "Please type a whole number from {low} to
        {high}, or q to leave." and ask again. When high < low the player cannot cover the
        minimum bet: show "{name} cannot cover the minimum bet of {low}." and return None.

        >>> HumanPlayer("You", ask=lambda q: " Q ", show=print).bet(1, 200) is None
        True
        """
        ### BEGIN SOLUTION
        if high < low:
            self.show(f"{self.name} cannot cover the minimum bet of {low}.")
            return None
        while True:
            answer = self.ask(f"You have {self.bankroll}. Your bet ({low} to {high}, or q to leave): ")
            answer = answer.strip().lower()
            if answer == "q":
                return None
            if answer.isascii() and answer.isdigit() and low <= int(answer) <= high:
                return int(answer)
            self.show(f"Please type a whole number from {low} to {high}, or q to leave.")
        ### END SOLUTION

    def hits(self, up_card: Card) -> bool:
        """Show the hand, its value and the dealer's up card, then ask "Hit or stand? (h/s): "
        until h (True) or s (False) is typed, in either case, spaces ignored; anything else:
        show "Please type h to hit or s to stand." and ask again.

        >>> you = HumanPlayer("You", ask=lambda q: "S", show=print); you.hand = Hand(cards_from("10 6"))
        >>> you.hits(cards_from("9")[0])
        Your cards: [10♠ 6♠], worth 16. The dealer shows 9♠.
        False
        """
        ### BEGIN SOLUTION
        self.show(f"Your cards: {self.hand}, worth {hand_value(self.hand)}. "
                  f"The dealer shows {up_card.short}.")
        while True:
            answer = self.ask("Hit or stand? (h/s): ").strip().lower()
            if answer in ("h", "s"):
                return answer == "h"
            self.show("Please type h to hit or s to stand.")
        ### END SOLUTION

    # Saving (given): the keyboard and screen are not saved; a loaded person gets input and
    # print until connect() gives them the game's own.
    def __getstate__(self) -> dict[str, object]:
        state = dict(self.__dict__)
        del state["ask"], state["show"]
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)
        self.ask, self.show = input, print


# --- the dealer and the table -------------------------------------------------------------------

def settle(player: Hand, dealer: Hand, stake: int) -> int:
    """The player's profit: bust loses; a blackjack (two cards, 21) pays 2 to 1 unless the dealer
    has one too (a push); a dealer's blackjack beats any other hand; a busted dealer pays;
    otherwise the higher value wins the stake, equal values push (0).

    >>> settle(Hand(cards_from("A K")), Hand(cards_from("10 7")), 10)
    20
    """
    ### BEGIN SOLUTION
    if player.is_over(21):
        return -stake
    if dealer.is_blackjack():
        return 0 if player.is_blackjack() else -stake
    if player.is_blackjack():
        return 2 * stake
    if dealer.is_over(21):
        return stake
    mine, theirs = hand_value(player), hand_value(dealer)
    if mine == theirs:
        return 0
    return stake if mine > theirs else -stake
    ### END SOLUTION


class BlackjackDealer(Dealer):
    """Deals from one ``Deck`` (question 1's): bets first, two cards to each player, one to
    itself, the players' turns, then it draws to 17 or more and settles. Before a hand, with
    fewer than a quarter of the cards left, it starts a new shuffled deck and tells the players.

    >>> dealer = BlackjackDealer(Deck.stacked(cards_from("10 7 9 9")), reshuffle_below=0)
    >>> dealer.assign_players([BasicPlayer("Bo")]); dealer.play_hand()
    ['Bo: 17 against 18, loses 10']
    """

    def __init__(self, deck: Deck | None = None, rng: random.Random | None = None,
                 min_bet: int = MIN_BET, max_bet: int = MAX_BET,
                 reshuffle_below: int = RESHUFFLE_BELOW) -> None:
        self.rng = rng if rng is not None else random.Random()
        self.reshuffle_below = reshuffle_below   # 0: never (for stacked decks in tests)
        self.deck = deck
        self.decks_used = 0                      # new decks this dealer has started
        self.min_bet, self.max_bet = min_bet, max_bet
        self.players: list[Player] = []
        self.hand = Hand()

    def assign_players(self, players: list[Player]) -> None:
        """Deal to these players from now on.

        >>> dealer = BlackjackDealer(); dealer.assign_players([BasicPlayer("Bo")]); [p.name for p in dealer.players]
        ['Bo']
        """
        ### BEGIN SOLUTION
        self.players = players
        ### END SOLUTION

    def needs_new_deck(self) -> bool:
        """The reshuffle rule: whether a new deck is due before the next hand, because there is
        no deck yet or fewer than ``reshuffle_below`` cards are left in it.

        >>> BlackjackDealer().needs_new_deck(), BlackjackDealer(Deck()).needs_new_deck()
        (True, False)
        """
        ### BEGIN SOLUTION
        return self.deck is None or len(self.deck) < self.reshuffle_below
        ### END SOLUTION

    def new_deck(self) -> None:
        """Start a new deck of 52, shuffled with the dealer's ``rng``; add one to ``decks_used``
        and tell every player (``player.new_deck()``).

        >>> dealer = BlackjackDealer(rng=random.Random(1)); dealer.new_deck()
        >>> len(dealer.deck), dealer.decks_used
        (52, 1)
        """
        ### BEGIN SOLUTION
        self.deck = Deck(self.rng)
        self.deck.shuffle()
        self.decks_used += 1
        for player in self.players:
            player.new_deck()
        ### END SOLUTION

    def deal_card(self) -> Card:
        """The top card (a new deck first if this one is empty); every player sees it.

        >>> BlackjackDealer(Deck.stacked(cards_from("A 2"))).deal_card().short
        'A♠'
        """
        ### BEGIN SOLUTION
        if self.deck is None or len(self.deck) == 0:
            self.new_deck()
        card = self.deck.deal()
        for player in self.players:
            player.see(card)
        return card
        ### END SOLUTION

    def play_hand(self) -> list[str]:
        """One hand: bets, deal, turns, the dealer's draw, settling; a line per player.

        >>> dealer = BlackjackDealer(Deck.stacked(cards_from("10 9 6 5 7")), reshuffle_below=0)
        >>> dealer.assign_players([BasicPlayer("Bo")]); dealer.play_hand()
        ['Bo: 19 against 18, wins 10']
        """
        if self.needs_new_deck():
            self.new_deck()
        playing = []
        for player in [p for p in self.players if p.seated]:
            stake = player.bet(self.min_bet, min(self.max_bet, player.bankroll))
            if stake is None:
                player.seated = False
            else:
                player.stake = stake
                playing.append(player)
        people = [p for p in self.players if isinstance(p, HumanPlayer)]
        if not playing or people and not any(p in playing for p in people):
            return []          # no one bet, or the person left: no hand for the bots alone
        ### BEGIN SOLUTION
        for player in playing:
            player.hand = Hand([self.deal_card(), self.deal_card()])
        self.hand = Hand([self.deal_card()])
        up_card = self.hand[0]
        for player in playing:
            while hand_value(player.hand) < 21 and player.hits(up_card):
                player.hand.add(self.deal_card())
        while hand_value(self.hand) < DEALER_STANDS_ON:
            self.hand.add(self.deal_card())
        lines = []
        for player in playing:
            profit = settle(player.hand, self.hand, player.stake)
            player.bankroll += profit
            result = "wins" if profit > 0 else "loses" if profit < 0 else "pushes"
            amount = f" {abs(profit)}" if profit else ""
            lines.append(f"{player.name}: {hand_value(player.hand)} against "
                         f"{hand_value(self.hand)}, {result}{amount}")
        return lines
        ### END SOLUTION

    # Saving (given): a Deck's own pickle keeps every second card (question 1), so the dealer
    # saves the cards left as a list and makes a Deck of them again when it is loaded.
    def __getstate__(self) -> dict[str, object]:
        state = dict(self.__dict__)
        state["deck"] = None if self.deck is None else list(self.deck)
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)
        if self.deck is not None:
            self.deck = Deck.stacked(self.deck, self.rng)  # type: ignore[arg-type]


class TableFullError(ValueError):
    """More players than the table seats."""


class BlackjackTable:
    """A table: one dealer and at most ``max_players`` players, connected by assign_players.

    >>> BlackjackTable(BlackjackDealer()).assign_players([BasicPlayer(str(i)) for i in range(12)])
    Traceback (most recent call last):
    ...
    table.TableFullError: a table seats at most 8 players, not 12
    """

    def __init__(self, dealer: Dealer, max_players: int = MAX_PLAYERS) -> None:
        self.dealer = dealer
        self.max_players = max_players
        self.players: list[Player] = []

    def assign_players(self, players: list[Player]) -> None:
        """Seat the players and give them to the dealer; TableFullError if there are too many.

        >>> table = BlackjackTable(BlackjackDealer()); table.assign_players([BasicPlayer("Bo")])
        >>> table.dealer.players == table.players
        True
        """
        ### BEGIN SOLUTION
        if len(players) > self.max_players:
            raise TableFullError(f"a table seats at most {self.max_players} players, not {len(players)}")
        self.players = list(players)
        self.dealer.assign_players(self.players)
        ### END SOLUTION

    def play_hand(self) -> list[str]:
        """Play one hand (the dealer runs it).

        >>> table = BlackjackTable(BlackjackDealer(Deck.stacked(cards_from("10 7 9 9")), reshuffle_below=0))
        >>> table.assign_players([BasicPlayer("Bo")]); table.play_hand()
        ['Bo: 17 against 18, loses 10']
        """
        return self.dealer.play_hand()


# --- the four games -----------------------------------------------------------------------------

GAMES = ("basic", "intermediate", "human", "advanced")


def seat_players(game: str, ask: Ask = input, show: Show = print,
                 bankroll: int = STARTING_BANKROLL) -> list[Player]:
    """The players of one of the four games, each with ``bankroll``: "basic" four basic players
    (Basic 1 to Basic 4), "intermediate" four intermediate ones (Inter 1 to Inter 4), "human" a
    basic player "Basic" and you ("You", a HumanPlayer with ``ask`` and ``show``), "advanced" a
    basic, an intermediate and an advanced player ("Basic", "Inter", "Advanced"). Any other
    game: ValueError naming it and the choices.

    >>> [type(p).__name__ for p in seat_players("human")]
    ['BasicPlayer', 'HumanPlayer']
    """
    ### BEGIN SOLUTION
    if game == "basic":
        return [BasicPlayer(f"Basic {i}", bankroll) for i in range(1, 5)]
    if game == "intermediate":
        return [IntermediatePlayer(f"Inter {i}", bankroll) for i in range(1, 5)]
    if game == "human":
        return [BasicPlayer("Basic", bankroll), HumanPlayer("You", bankroll, ask=ask, show=show)]
    if game == "advanced":
        return [BasicPlayer("Basic", bankroll), IntermediatePlayer("Inter", bankroll),
                AdvancedPlayer("Advanced", bankroll)]
    raise ValueError(f"not a game: {game!r} (choose from {', '.join(GAMES)})")
    ### END SOLUTION


def new_table(game: str, rng: random.Random | None = None, ask: Ask = input,
              show: Show = print, bankroll: int = STARTING_BANKROLL) -> BlackjackTable:
    """A table with a dealer shuffling with ``rng`` and the players of ``game`` (given).

    >>> [p.name for p in new_table("advanced").players]
    ['Basic', 'Inter', 'Advanced']
    """
    table = BlackjackTable(BlackjackDealer(rng=rng))
    table.assign_players(seat_players(game, ask, show, bankroll))
    return table


ADVANCED_HANDS = 20_000                 # the advanced game's length
ADVANCED_BANKROLL = 1_000_000           # so that no one leaves the advanced game
ADVANCED_OUT = "advanced-results.txt"   # its results file, in the current folder


def advanced_results(players: list[Player], start: int, decks: int) -> list[str]:
    """One line per player: its name, its profit (bankroll minus ``start``) and its average
    profit per deck (profit / decks, two decimals), both with a sign, as in the example.

    >>> advanced_results([BasicPlayer("Bo", bankroll=170)], start=200, decks=8)
    ['Bo: profit -30 over 8 decks, -3.75 per deck']
    """
    ### BEGIN SOLUTION
    lines = []
    for player in players:
        profit = player.bankroll - start
        lines.append(f"{player.name}: profit {profit:+} over {decks} decks, "
                     f"{profit / decks:+.2f} per deck")
    return lines
    ### END SOLUTION


def advanced_game(hands: int, path: str | os.PathLike[str], rng: random.Random | None = None) -> list[str]:
    """The advanced game: the "advanced" players, each with ADVANCED_BANKROLL, play ``hands``
    hands at a new table whose dealer shuffles with ``rng``; then the advanced_results (one
    line per player, using the dealer's decks_used) are written to the file at ``path``, one
    line each, and returned.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     lines = advanced_game(40, os.path.join(folder, "results.txt"), random.Random(1))
    ...     open(os.path.join(folder, "results.txt")).read() == "\\n".join(lines) + "\\n"
    True
    """
    ### BEGIN SOLUTION
    table = new_table("advanced", rng, bankroll=ADVANCED_BANKROLL)
    for _ in range(hands):
        table.play_hand()
    lines = advanced_results(table.players, ADVANCED_BANKROLL, table.dealer.decks_used)
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    return lines
    ### END SOLUTION


# --- saving and loading -------------------------------------------------------------------------

SAVE_FORMAT = "blackjack table, version 1"   # what a save file says it is
TABLE_CLASSES = {"BlackjackTable", "BlackjackDealer", "BasicPlayer", "IntermediatePlayer",
                 "AdvancedPlayer", "HumanPlayer"}
CARD_CLASSES = {"Card", "Rank", "Suit", "Hand"}


class SaveError(Exception):
    """A table that could not be saved or loaded, said in one sentence."""


class SafeUnpickler(pickle.Unpickler):
    """Reads a pickle but builds only the table's own classes (given). ``pickle.load`` alone
    builds whatever the file names, ``os.system`` included: a save file can run code.

    >>> import io; SafeUnpickler(io.BytesIO(pickle.dumps(print))).load()
    Traceback (most recent call last):
    ...
    _pickle.UnpicklingError: refused to load builtins.print: not part of a saved table
    """

    def find_class(self, module: str, name: str) -> object:
        if module in ("table", "__main__", __name__) and name in TABLE_CLASSES:
            return globals()[name]
        if module == "cards" and name in CARD_CLASSES:
            return getattr(cards, name)
        if (module, name) == ("random", "Random"):
            return random.Random
        if (module, name) == ("builtins", "getattr"):
            return enum_member     # how Python 3.11.0-3.11.4 save an Enum member (a Rank, a Suit)
        raise pickle.UnpicklingError(f"refused to load {module}.{name}: not part of a saved table")


def enum_member(cls: object, name: str) -> enum.Enum:
    """The member ``name`` of the saved table's Enum class ``cls`` (a save from Python 3.11.0 to
    3.11.4 names an Enum member as ``getattr(Rank, "ACE")``); UnpicklingError for anything else.

    >>> enum_member(cards.Suit, "SPADES") is cards.Suit.SPADES
    True
    >>> enum_member(random.Random, "seed")
    Traceback (most recent call last):
    ...
    _pickle.UnpicklingError: refused to load getattr(<class 'random.Random'>, 'seed'): not part of a saved table
    """
    known = [getattr(cards, n, None) for n in CARD_CLASSES]
    if cls in known and isinstance(cls, enum.EnumMeta) and isinstance(name, str) and name in cls.__members__:
        return cls[name]
    raise pickle.UnpicklingError(f"refused to load getattr({cls!r}, {name!r}): not part of a saved table")


def save_table(table: BlackjackTable, path: str | os.PathLike[str]) -> None:
    """Save the table in the file at ``path``: ``pickle.dump`` the dict
    ``{"format": SAVE_FORMAT, "table": table}``. A file that cannot be written (OSError):
    SaveError saying which file and why, e.g. "could not save to 'x/t.save': No such file or directory".

    >>> save_table(new_table("basic"), "/no/such/folder/t.save")
    Traceback (most recent call last):
    ...
    table.SaveError: could not save to '/no/such/folder/t.save': No such file or directory
    """
    ### BEGIN SOLUTION
    try:
        with open(path, "wb") as file:
            pickle.dump({"format": SAVE_FORMAT, "table": table}, file)
    except OSError as error:
        raise SaveError(f"could not save to {str(path)!r}: {error.strerror or error}") from None
    ### END SOLUTION


def load_table(path: str | os.PathLike[str]) -> BlackjackTable:
    """The table saved in the file at ``path``, read with ``SafeUnpickler(file).load()`` (never
    plain pickle.load). SaveError, one sentence naming the file, when it cannot be read
    (OSError), is not a pickle or names a class SafeUnpickler refuses (any other exception),
    or holds anything but a dict whose "format" is SAVE_FORMAT and whose "table" is a
    BlackjackTable.

    >>> load_table("/no/such/t.save")
    Traceback (most recent call last):
    ...
    table.SaveError: could not read '/no/such/t.save': No such file or directory
    """
    ### BEGIN SOLUTION
    try:
        with open(path, "rb") as file:
            saved = SafeUnpickler(file).load()
    except OSError as error:
        raise SaveError(f"could not read {str(path)!r}: {error.strerror or error}") from None
    except Exception as error:  # noqa: BLE001 - a damaged file can raise almost anything
        raise SaveError(f"{str(path)!r} is not a saved table ({error})") from None
    if (not isinstance(saved, dict) or saved.get("format") != SAVE_FORMAT
            or not isinstance(saved.get("table"), BlackjackTable)):
        raise SaveError(f"{str(path)!r} is not a saved table")
    return saved["table"]
    ### END SOLUTION


# --- the game loop ------------------------------------------------------------------------------

MAX_HANDS = 1000        # the most hands one answer plays
PROMPT = "Enter: a hand; a number: that many hands; save FILE; load FILE; q: quit > "
BAD_ANSWER = (f"Please press Enter, type a number of hands from 1 to {MAX_HANDS}, "
              "save FILE, load FILE or q.")


def connect(table: BlackjackTable, ask: Ask, show: Show) -> None:
    """Give the people at the table this keyboard and screen (after loading, say; given).

    >>> table = new_table("human"); connect(table, lambda q: "q", print); table.players[1].ask("?")
    'q'
    """
    for player in table.players:
        if isinstance(player, HumanPlayer):
            player.ask, player.show = ask, show


def bankrolls(table: BlackjackTable) -> str:
    """Every player's bankroll, and who has left (given).

    >>> bankrolls(new_table("human"))
    'Bankrolls: Basic 200, You 200'
    """
    return "Bankrolls: " + ", ".join(f"{p.name} {p.bankroll}" + ("" if p.seated else " (left)")
                                     for p in table.players)


def game_over(table: BlackjackTable) -> bool:
    """Whether the game has ended: no player is seated any more, or a person (a HumanPlayer)
    has left the table.

    >>> table = new_table("human"); table.players[1].seated = False; game_over(table)
    True
    """
    ### BEGIN SOLUTION
    if any(isinstance(p, HumanPlayer) and not p.seated for p in table.players):
        return True
    return not any(p.seated for p in table.players)
    ### END SOLUTION


def play_hands(table: BlackjackTable, count: int, show: Show) -> None:
    """Play up to ``count`` hands, showing each line a hand returns; stop as soon as the game
    is over (check before each hand).

    >>> play_hands(BlackjackTable(BlackjackDealer(Deck.stacked(cards_from("10 7 9 9")), reshuffle_below=0)), 0, print)
    """
    ### BEGIN SOLUTION
    for _ in range(count):
        if game_over(table):
            return
        for line in table.play_hand():
            show(line)
    ### END SOLUTION


def save_or_load(table: BlackjackTable, answer: str, ask: Ask, show: Show) -> BlackjackTable:
    """Obey "save FILE" or "load FILE" (the first word in either case, FILE after one space,
    as typed); return the table to play on. After saving show "Saved to FILE."; after loading
    connect the loaded table's people to ``ask`` and ``show``, show "Loaded FILE." and return
    it. A SaveError: show "Could not save: ..." or "Could not load: ..." with its message and go
    on with the same table. No FILE: show "Type save FILE or load FILE, with a file name.".

    >>> table = new_table("basic"); save_or_load(table, "load /no/such.save", input, print) is table
    Could not load: could not read '/no/such.save': No such file or directory
    True
    """
    ### BEGIN SOLUTION
    word, _, name = answer.strip().partition(" ")
    name = name.strip()
    if not name:
        show("Type save FILE or load FILE, with a file name.")
        return table
    try:
        if word.lower() == "save":
            save_table(table, name)
            show(f"Saved to {name}.")
            return table
        loaded = load_table(name)
    except SaveError as error:
        show(f"Could not {word.lower()}: {error}")
        return table
    connect(loaded, ask, show)
    show(f"Loaded {name}.")
    return loaded
    ### END SOLUTION


def play_game(table: BlackjackTable, ask: Ask = input, show: Show = print) -> BlackjackTable:
    """The game loop, which survives bad input. Until the game is over, ask PROMPT and obey
    the answer (spaces around it ignored): Enter plays one hand; a whole number from 1 to
    MAX_HANDS plays that many (play_hands); "save FILE" or "load FILE" (first word in either
    case) goes to save_or_load, playing on with the table it returns; q (either case) ends
    the game; anything else: show BAD_ANSWER and ask again. End of input (EOFError, from any
    question, also in the middle of a hand) ends the game after showing "End of input.". At
    the end show ``bankrolls(table)``; return the table played last.

    >>> answers = iter(["twice", "q"])
    >>> _ = play_game(new_table("basic"), ask=lambda q: next(answers), show=print)
    Please press Enter, type a number of hands from 1 to 1000, save FILE, load FILE or q.
    Bankrolls: Basic 1 200, Basic 2 200, Basic 3 200, Basic 4 200
    """
    ### BEGIN SOLUTION
    try:
        while not game_over(table):
            answer = ask(PROMPT).strip()
            if answer.lower() == "q":
                break
            if answer == "" or answer.isascii() and answer.isdigit() and 1 <= int(answer) <= MAX_HANDS:
                play_hands(table, int(answer or 1), show)
            elif answer.split()[0].lower() in ("save", "load"):
                table = save_or_load(table, answer, ask, show)
            else:
                show(BAD_ANSWER)
    except EOFError:
        show("End of input.")
    show(bankrolls(table))
    return table
    ### END SOLUTION


def main(argv: list[str] | None = None, ask: Ask = input, show: Show = print) -> int:
    """``python table.py GAME [HANDS]``: play one of the four games (given). The advanced game
    plays HANDS hands (default 20,000) and writes its results to advanced-results.txt.

    >>> main(["poker"])
    usage: python table.py basic|intermediate|human|advanced [HANDS]
    2
    """
    args = sys.argv[1:] if argv is None else argv
    if not 1 <= len(args) <= 2 or args[0] not in GAMES or len(args) == 2 and not (
            args[0] == "advanced" and args[1].isascii() and args[1].isdigit()):
        show("usage: python table.py basic|intermediate|human|advanced [HANDS]")
        return 2
    try:
        if args[0] == "advanced":
            hands = int(args[1]) if len(args) == 2 else ADVANCED_HANDS
            for line in advanced_game(hands, ADVANCED_OUT):
                show(line)
            show(f"Results written to {ADVANCED_OUT}.")
        else:
            play_game(new_table(args[0], ask=ask, show=show), ask, show)
    except KeyboardInterrupt:
        show("\nGoodbye.")
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
