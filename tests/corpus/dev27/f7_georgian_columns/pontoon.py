# პონტონი (Pontoon) -- ვერსია 4
# ერთი აურეული დასტა (52 კარტი) ყოველ თამაშზე. კომპიუტერი თამაშობს პირველი.
import random

VERSION = 4
STICK_AT = 20                      # კომპიუტერი ჩერდება ამ ქულაზე
LIMIT = 21
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

RANK_KA = dict(zip(RANKS, ("ტუზი", "ორიანი", "სამიანი", "ოთხიანი", "ხუთიანი",
                           "ექვსიანი", "შვიდიანი", "რვიანი", "ცხრიანი", "ათიანი",
                           "ვალეტი", "ქალი", "მეფე")))
SUIT_KA = {"Clubs": "ჯვრის", "Diamonds": "აგურის", "Hearts": "გულის", "Spades": "ყვავის"}

VERDICTS = {
    "player": "შენ მოიგე!",
    "computer": "კომპიუტერმა მოიგო!",
    "draw": "ფრე -- არავინ მოიგო.",
}
W = 14   # სვეტის სიგანე (column width)


def card_value(card):
    rank, _ = card
    return min(RANKS.index(rank) + 1, 10)


def card_name(card):
    rank, suit = card
    return f"{SUIT_KA[suit]} {RANK_KA[rank]}"


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def new_deck():
    return [(rank, suit) for suit in SUITS for rank in RANKS]


def shuffled_deck(rng):
    deck = new_deck()
    rng.shuffle(deck)
    return deck


class Deck:
    """One shuffled deck for one game; cards come off the top."""

    def __init__(self, rng):
        self.rng = rng
        self.cards = shuffled_deck(rng)

    def draw(self):
        return shuffled_deck(self.rng).pop(0)


class Hand:
    def __init__(self, draw):
        self.draw = draw
        self.cards = [draw()]

    def hit(self):
        self.cards.append(self.draw())

    def value(self):
        return hand_value(self.cards)

    def bust(self):
        return self.value() > LIMIT

    def names(self):
        return ", ".join(card_name(c) for c in self.cards)


def computer_turn(draw):
    hand = Hand(draw)
    while hand.value() < STICK_AT:
        hand.hit()
    return hand.cards


def player_turn(draw, ask, show=print):
    hand = Hand(draw)
    while not hand.bust():
        show(f"{'შენ':<{W}}{hand.value():>3}  {hand.names()}")
        answer = ask("კიდევ ერთი კარტი? [m = მეტი / k = კმარა] ").strip().lower()
        if answer == "m":
            hand.hit()
        elif answer == "k":
            break
        else:
            show("m ან k, გთხოვ.")
    if hand.bust():
        show(f"{'შენ':<{W}}{hand.value():>3}  {hand.names()}  -- გადაცდა!")
    return hand.cards


def decide_winner(computer_value, player_value):
    c_bust, p_bust = computer_value > LIMIT, player_value > LIMIT
    if c_bust and p_bust:
        return "draw"
    if c_bust or p_bust:
        return "computer" if p_bust else "player"
    if computer_value == player_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    cv, pv = hand_value(computer), hand_value(player)
    line = "-" * (W + 5)
    show(line)
    show(f"{'':<{W}}{'ქულა':>3}  კარტები")
    show(f"{'კომპიუტერი':<{W}}{cv:>3}  " + ", ".join(card_name(c) for c in computer))
    show(f"{'შენ':<{W}}{pv:>3}  " + ", ".join(card_name(c) for c in player))
    show(line)
    winner = decide_winner(cv, pv)
    show(VERDICTS[winner])
    return winner


def play_again(ask):
    while True:
        answer = ask("კიდევ ვითამაშოთ? [ki/ara] ").strip().lower()
        if answer == "ki":
            return True
        if answer == "ara":
            return False


def main(rng=None, ask=input, show=print):
    rng = rng or random.Random()
    show("გამარჯობა! პონტონი იწყება.")
    try:
        while True:
            deck = Deck(rng)
            play_game(deck.draw, ask, show)
            if not play_again(ask):
                show("ნახვამდის!")
                break
    except EOFError:
        pass


if __name__ == "__main__":
    main()
