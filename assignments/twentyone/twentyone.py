"""Twenty-one with two strategies: which way of playing wins more often against the dealer?

Run it with ``python twentyone.py`` (``python twentyone.py --cases`` plays the games that show
every case of the strategy table and every Ace situation); check it with ``pytest twentyone_test.py``
in this folder.

Glossary: a *card* is a ``(rank, suit)`` tuple; a hand's *total* counts an Ace 11 unless that
would take the hand over 21, then 1; the *up card* is the dealer's first card, the one the
customer sees; a *strategy* is a function ``(total, up_card) -> bool`` that says whether the
customer hits (takes another card).
"""

from __future__ import annotations

import random
import sys
from typing import Callable

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
TARGET = 21
DEALER_HITS_UP_TO = 16   # the dealer hits on 16 or less, and so does strategy 1
LOW_UP_CARDS = ("Two", "Three", "Four", "Five", "Six")
HOW_MANY = "How many games? "
# The strategy table's rows (your total) and columns (the up card): 6 x 2 = the twelve cases.
ROWS = ("11 or less", "12", "13 to 15", "16", "17", "18 or more")
COLUMNS = ("Two to Six", "Seven to Ace")

Card = tuple[str, str]                    # ("Ace", "Clubs")
Strategy = Callable[[int, Card], bool]    # (total, dealer's up card) -> hit?


def lab_card(n: int) -> Card:
    """Return card number ``n`` (0 to 51) of the lab's order: Ace of Clubs, Two of Diamonds, ...

    The rank is ``RANKS[n % 13]`` and the suit ``SUITS[n % 4]``.

    >>> lab_card(0), lab_card(1), lab_card(13)
    (('Ace', 'Clubs'), ('Two', 'Diamonds'), ('Ace', 'Diamonds'))
    """
    ### BEGIN SOLUTION
    if not 0 <= n < 52:
        raise ValueError(f"not a card number (0 to 51): {n!r}")
    return (RANKS[n % 13], SUITS[n % 4])
    ### END SOLUTION


def card_name(card: Card) -> str:
    """Return how a card is shown.

    >>> card_name(("Ace", "Clubs"))
    'Ace of Clubs'
    """
    ### BEGIN SOLUTION
    rank, suit = card
    return f"{rank} of {suit}"
    ### END SOLUTION


def hand_total(cards: list[Card]) -> int:
    """Return a hand's total: Two to Ten their number, Jack, Queen and King 10, an Ace 11 or 1.

    Each Ace counts 11 unless that takes the total over 21; then it counts 1.

    >>> hand_total([("Ace", "Clubs"), ("Nine", "Hearts")]), hand_total([("Ace", "Clubs"), ("Ace", "Hearts")])
    (20, 12)
    """
    ### BEGIN SOLUTION
    total = sum(min(RANKS.index(rank) + 1, 10) for rank, suit in cards)
    aces = sum(rank == "Ace" for rank, suit in cards)
    if aces and total + 10 <= TARGET:
        total += 10
    return total
    ### END SOLUTION


def is_blackjack(cards: list[Card]) -> bool:
    """Return whether a hand is a blackjack: two cards that make 21.

    >>> is_blackjack([("Ace", "Clubs"), ("King", "Hearts")])
    True
    """
    ### BEGIN SOLUTION
    return len(cards) == 2 and hand_total(cards) == TARGET
    ### END SOLUTION


class Deck:
    """One deck kept from game to game; when it runs out, the cards of finished games are
    shuffled back in (a card in a hand of the game being played never goes back).

    >>> deck = Deck(random.Random(1)); len(deck)
    52
    """

    def __init__(self, rng: random.Random | None = None, cards: list[Card] | None = None,
                 show: Callable[[str], None] = lambda line: None) -> None:
        """A shuffled deck, or (with ``cards``) those cards in that order, top first."""
        ### BEGIN SOLUTION
        self.rng = rng or random.Random()
        self.show = show
        self.discards: list[Card] = []
        if cards is None:
            self.cards = [lab_card(n) for n in range(52)]
            self.shuffle()
        else:
            self.cards = list(cards)
        ### END SOLUTION

    def __len__(self) -> int:
        """Return how many cards are left to deal."""
        ### BEGIN SOLUTION
        return len(self.cards)
        ### END SOLUTION

    def shuffle(self) -> None:
        """Shuffle the cards left in the deck, and show ``Shuffling the deck.``"""
        ### BEGIN SOLUTION
        self.rng.shuffle(self.cards)
        self.show("Shuffling the deck.")
        ### END SOLUTION

    def discard(self, cards: list[Card]) -> None:
        """Put a finished game's cards aside, to go back in when the deck runs out."""
        ### BEGIN SOLUTION
        self.discards.extend(cards)
        ### END SOLUTION

    def deal(self) -> Card:
        """Return the top card; an empty deck first takes back the discards, shuffled."""
        ### BEGIN SOLUTION
        if not self.cards:
            if not self.discards:
                raise LookupError("the deck is empty and there are no discards to shuffle in")
            self.cards, self.discards = self.discards, []
            self.shuffle()
        return self.cards.pop(0)
        ### END SOLUTION


def stacked_deck(numbers: list[int]) -> Deck:
    """Return a deck holding the lab's card numbers in this order (the lab's ``ChangeCard``),
    then every other card in number order.

    >>> stacked_deck([51]).deal()
    ('King', 'Spades')
    """
    ### BEGIN SOLUTION
    rest = [n for n in range(52) if n not in numbers]
    return Deck(cards=[lab_card(n) for n in list(numbers) + rest])
    ### END SOLUTION


def strategy_1(total: int, up_card: Card) -> bool:
    """Strategy 1: hit on 16 or less, like the dealer, whatever the up card.

    >>> strategy_1(16, ("Ten", "Clubs")), strategy_1(17, ("Two", "Clubs"))
    (True, False)
    """
    ### BEGIN SOLUTION
    return total <= DEALER_HITS_UP_TO
    ### END SOLUTION


def strategy_2(total: int, up_card: Card) -> bool:
    """Strategy 2, the up-card table: hit below 12 against a Two to Six, below 17 against 7 to Ace.

    >>> strategy_2(12, ("Six", "Clubs")), strategy_2(12, ("Seven", "Clubs"))
    (False, True)
    """
    ### BEGIN SOLUTION
    rank, suit = up_card
    return total < (12 if rank in LOW_UP_CARDS else 17)
    ### END SOLUTION


def table_case(total: int, up_card: Card) -> str:
    """Return the case of the strategy table a decision falls in: its row, then its column.

    >>> table_case(12, ("Six", "Clubs")), table_case(20, ("Ace", "Hearts"))
    ('12 against Two to Six', '18 or more against Seven to Ace')
    """
    ### BEGIN SOLUTION
    rank, suit = up_card
    if total <= 11:
        row = ROWS[0]
    elif total >= 18:
        row = ROWS[5]
    else:
        row = {12: ROWS[1], 16: ROWS[3], 17: ROWS[4]}.get(total, ROWS[2])
    return f"{row} against {COLUMNS[0] if rank in LOW_UP_CARDS else COLUMNS[1]}"
    ### END SOLUTION


def hand_line(who: str, cards: list[Card]) -> str:
    """Return the line showing a hand.

    >>> hand_line("Customer", [("Ace", "Clubs"), ("Nine", "Hearts")])
    'Customer: Ace of Clubs, Nine of Hearts (total = 20)'
    """
    ### BEGIN SOLUTION
    return f"{who}: {', '.join(card_name(card) for card in cards)} (total = {hand_total(cards)})"
    ### END SOLUTION


def dealer_line(cards: list[Card]) -> str:
    """Return the dealer's line at the end of a game, with the up card and the total.

    >>> dealer_line([("Ten", "Clubs"), ("Seven", "Hearts")])
    'Dealer: Ten of Clubs, Seven of Hearts (up card = Ten of Clubs, total = 17)'
    """
    ### BEGIN SOLUTION
    names = ", ".join(card_name(card) for card in cards)
    return f"Dealer: {names} (up card = {card_name(cards[0])}, total = {hand_total(cards)})"
    ### END SOLUTION


def settle(customer: list[Card], dealer: list[Card]) -> tuple[int, str]:
    """Return the wins a finished game gives the customer (0, 1, or 2 for a blackjack) and why.

    A dealer blackjack wins at once; then a customer blackjack wins and counts two; a bust
    customer loses; a bust dealer loses; equal totals go to the dealer; else the higher wins.

    >>> settle([("Ace", "Clubs"), ("King", "Hearts")], [("Ten", "Clubs"), ("Nine", "Hearts")])
    (2, 'blackjack counts as two wins')
    """
    ### BEGIN SOLUTION
    mine, theirs = hand_total(customer), hand_total(dealer)
    if is_blackjack(dealer):
        return 0, "the dealer has blackjack"
    if is_blackjack(customer):
        return 2, "blackjack counts as two wins"
    if mine > TARGET:
        return 0, "the customer went bust"
    if theirs > TARGET:
        return 1, "the dealer went bust"
    if mine == theirs:
        return 0, "equal totals go to the dealer"
    return (1, "the higher total wins") if mine > theirs else (0, "the higher total wins")
    ### END SOLUTION


def play_game(deck: Deck, strategy: Strategy, show: Callable[[str], None] = print) -> int:
    """Play one game with a strategy; show both hands and a ``WIN:`` or ``LOSS:`` line; return the wins.

    Deal customer, dealer, customer, dealer. Unless either has a blackjack, the customer hits
    while the strategy says so and the hand is not bust; then, unless the customer is bust, the
    dealer hits on 16 or less. The game's cards are discarded at the end.

    >>> play_game(stacked_deck([0, 8, 12, 9]), strategy_1, show=lambda line: None)
    2
    """
    ### BEGIN SOLUTION
    customer, dealer = [deck.deal()], [deck.deal()]
    customer.append(deck.deal())
    dealer.append(deck.deal())
    if not is_blackjack(customer) and not is_blackjack(dealer):
        while hand_total(customer) <= TARGET and strategy(hand_total(customer), dealer[0]):
            customer.append(deck.deal())
        while hand_total(customer) <= TARGET and hand_total(dealer) <= DEALER_HITS_UP_TO:
            dealer.append(deck.deal())
    wins, why = settle(customer, dealer)
    show(hand_line("Customer", customer))
    show(dealer_line(dealer))
    show(f"{'WIN' if wins else 'LOSS'}: {why}.")
    deck.discard(customer + dealer)
    return wins
    ### END SOLUTION


def play_games(deck: Deck, strategy: Strategy, games: int,
               show: Callable[[str], None] = print) -> tuple[int, int]:
    """Play ``games`` games on one deck with one strategy; return our wins and the dealer's.

    Our wins count a blackjack as two; the dealer wins every game we do not.

    >>> play_games(stacked_deck([0, 8, 12, 9]), strategy_1, 1, show=lambda line: None)
    (2, 0)
    """
    ### BEGIN SOLUTION
    ours = dealers = 0
    for _ in range(games):
        wins = play_game(deck, strategy, show)
        ours += wins
        dealers += wins == 0
    return ours, dealers
    ### END SOLUTION


def ask_games(ask: Callable[[str], str], show: Callable[[str], None] = print) -> int:
    """Ask ``How many games?`` until the answer is a whole number from 1; return it.

    >>> answers = iter(["lots", "3"]); ask_games(lambda prompt: next(answers), show=lambda line: None)
    3
    """
    ### BEGIN SOLUTION
    while True:
        answer = ask(HOW_MANY).strip()
        if answer.isdecimal() and int(answer) >= 1:
            return int(answer)
        show("Please type a whole number of games, 1 or more.")
    ### END SOLUTION


def main(rng: random.Random | None = None, ask: Callable[[str], str] = input,
         show: Callable[[str], None] = print) -> None:
    """The program: ask how many games, play them with each strategy, and say for each
    ``We won N out of M`` and ``The dealer won K out of M``.

    Both strategies meet the same shuffles: each plays on a deck shuffled from the same seed.
    End of input at the question ends the program quietly.

    >>> main(random.Random(3), ask=lambda prompt: "1", show=lambda line: None)
    """
    ### BEGIN SOLUTION
    seed = (rng or random.Random()).randrange(2**31)
    try:
        games = ask_games(ask, show)
    except EOFError:
        return
    for name, strategy in (("strategy 1", strategy_1), ("strategy 2", strategy_2)):
        show(f"With {name}:")
        ours, dealers = play_games(Deck(random.Random(seed), show=show), strategy, games, show)
        show(f"We won {ours} out of {games}")
        show(f"The dealer won {dealers} out of {games}")
    ### END SOLUTION


def traced_strategy_2(show: Callable[[str], None] = print) -> Strategy:
    """Return strategy 2 that also shows each decision with its case of the table.

    >>> traced_strategy_2(print)(12, ("Six", "Clubs"))
    Customer total = 12, up card = Six of Clubs: 12 against Two to Six, stand.
    False
    """
    ### BEGIN SOLUTION
    def decide(total: int, up_card: Card) -> bool:
        hit = strategy_2(total, up_card)
        show(f"Customer total = {total}, up card = {card_name(up_card)}: "
             f"{table_case(total, up_card)}, {'hit' if hit else 'stand'}.")
        return hit

    return decide
    ### END SOLUTION


def case_games() -> list[tuple[str, list[int]]]:
    """Return the stacked games that show the twelve cases and the six Ace situations:
    each a title and the card numbers to stack (customer, dealer, customer, dealer, draws).

    >>> title, numbers = case_games()[0]; len(numbers) >= 4
    True
    """
    ### BEGIN SOLUTION
    return [
        ("11 or less against Two to Six: hit; then 17: stand", [4, 5, 2, 9, 8]),
        ("12 against Two to Six: stand", [9, 3, 1, 22]),
        ("13 to 15 against Two to Six: stand", [9, 4, 3, 22]),
        ("16 against Two to Six: stand", [9, 2, 5, 22]),
        ("18 or more against Two to Six: stand", [9, 1, 8, 22]),
        ("11 or less, 12 and 17 against Seven to Ace: hit, hit, stand", [5, 12, 4, 6, 0, 17]),
        ("13 to 15 against Seven to Ace: hit; then 18 or more: stand", [9, 7, 3, 8, 4]),
        ("16 against Seven to Ace: hit", [9, 8, 5, 7, 2]),
        ("a dealt Ace counts 11", [0, 8, 6, 7]),
        ("an Ace counting 11 drops to 1", [0, 9, 4, 7, 20, 3]),
        ("a drawn Ace counts 11", [4, 8, 3, 7, 0]),
        ("a drawn Ace counts 1", [9, 8, 4, 7, 0, 1]),
        ("three Aces: one counts 11, the others 1", [0, 8, 13, 7, 26, 4]),
        ("several Aces that all count 1", [0, 8, 13, 7, 12, 5]),
    ]
    ### END SOLUTION


def show_cases(show: Callable[[str], None] = print) -> None:
    """Play each of ``case_games()`` on its stacked deck with the traced strategy 2,
    under a title line ``Case game <number>: <title>``.

    >>> lines = []; show_cases(lines.append); lines[0]
    'Case game 1: 11 or less against Two to Six: hit; then 17: stand'
    """
    ### BEGIN SOLUTION
    for number, (title, numbers) in enumerate(case_games(), start=1):
        show(f"Case game {number}: {title}")
        play_game(stacked_deck(numbers), traced_strategy_2(show), show)
    ### END SOLUTION


if __name__ == "__main__":
    try:
        show_cases() if sys.argv[1:] == ["--cases"] else main()
    except NotImplementedError:
        print("Not finished yet: a function still says raise NotImplementedError(). Run pytest to see which.")
