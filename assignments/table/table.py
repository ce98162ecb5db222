"""The blackjack table (question 2): a dealer, up to eight players, your Card, Deck and Hand.

Put your cards.py from question 1 beside this file: the table uses its Card, Deck and Hand.
Replace each ``raise NotImplementedError()`` with your code; the docstrings say what each
method does. Self-checks: ``python -m pytest`` in this folder.  Play: ``python table.py``.

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
import random
from collections.abc import Callable

from cards import Card, Deck, Hand, Rank, Suit

MAX_PLAYERS = 8          # the table's limits, as defaults
MIN_BET = 1
MAX_BET = 500
STARTING_BANKROLL = 200
FLAT_BET = 10            # what basic and intermediate players bet
DEALER_STANDS_ON = 17


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
    """A person at the keyboard: ``ask`` asks a question and returns the answer.

    >>> answers = iter(["lots", "25"]); you = HumanPlayer("You", ask=lambda q: next(answers), show=print)
    >>> you.bet(1, 200)
    Please type a whole number from 1 to 200, or q to leave.
    25
    """

    def __init__(self, name: str, bankroll: int = STARTING_BANKROLL,
                 ask: Callable[[str], str] = input, show: Callable[[str], None] = print) -> None:
        super().__init__(name, bankroll)
        self.ask = ask
        self.show = show

    def bet(self, low: int, high: int) -> int | None:
        """Ask until a whole number from low to high is typed; q leaves (None)."""
        if high < low:
            self.show(f"{self.name} cannot cover the minimum bet of {low}.")
            return None
        while True:
            answer = self.ask(f"You have {self.bankroll}. Your bet ({low} to {high}, or q to leave): ")
            answer = answer.strip().lower()
            if answer == "q":
                return None
            if answer.isdigit() and low <= int(answer) <= high:
                return int(answer)
            self.show(f"Please type a whole number from {low} to {high}, or q to leave.")

    def hits(self, up_card: Card) -> bool:
        """Show the hand, then ask h or s until one is typed."""
        self.show(f"Your cards: {self.hand}, worth {hand_value(self.hand)}. "
                  f"The dealer shows {up_card.short}.")
        while True:
            answer = self.ask("Hit or stand? (h/s): ").strip().lower()
            if answer in ("h", "s"):
                return answer == "h"
            self.show("Please type h to hit or s to stand.")


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
                 min_bet: int = MIN_BET, max_bet: int = MAX_BET, reshuffle_below: int = 13) -> None:
        self.rng = rng if rng is not None else random.Random()
        self.reshuffle_below = reshuffle_below   # a quarter of 52 (0: never, for stacked decks)
        self.deck = deck
        self.min_bet, self.max_bet = min_bet, max_bet
        self.players: list[Player] = []
        self.hand = Hand()

    def assign_players(self, players: list[Player]) -> None:
        """Deal to these players from now on."""
        ### BEGIN SOLUTION
        self.players = players
        ### END SOLUTION

    def new_deck(self) -> None:
        """A new shuffled deck, and every player told."""
        self.deck = Deck(self.rng)
        self.deck.shuffle()
        for player in self.players:
            player.new_deck()

    def deal_card(self) -> Card:
        """The top card (a new deck first if this one is empty); every player sees it."""
        ### BEGIN SOLUTION
        if self.deck is None or len(self.deck) == 0:
            self.new_deck()
        card = self.deck.deal()
        for player in self.players:
            player.see(card)
        return card
        ### END SOLUTION

    def play_hand(self) -> list[str]:
        """One hand: bets, deal, turns, the dealer's draw, settling; a line per player."""
        if self.deck is None or len(self.deck) < self.reshuffle_below:
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
        if people and not any(p in playing for p in people):
            return []          # the person has left: the game ends, no hand for the bots alone
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
        """Seat the players and give them to the dealer; TableFullError if there are too many."""
        ### BEGIN SOLUTION
        if len(players) > self.max_players:
            raise TableFullError(f"a table seats at most {self.max_players} players, not {len(players)}")
        self.players = list(players)
        self.dealer.assign_players(self.players)
        ### END SOLUTION

    def play_hand(self) -> list[str]:
        """Play one hand (the dealer runs it)."""
        return self.dealer.play_hand()


def main() -> None:
    """Play at the table with a basic player until you leave or run out of money."""
    you = HumanPlayer("You")
    table = BlackjackTable(BlackjackDealer())
    table.assign_players([BasicPlayer("Basic"), you])
    while you.seated and you.bankroll >= MIN_BET:
        for line in table.play_hand():
            print(line)
    print(f"You leave with {you.bankroll}.")


if __name__ == "__main__":
    main()
