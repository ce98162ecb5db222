# பான்டூன் - பதிப்பு 4: ஒரு உண்மையான சீட்டுக்கட்டு (52 சீட்டுகள்)
# கணினி முதலில் ஆடும், பிறகு நீங்கள். மதிப்புகள் தமிழ் எண்களில் காட்டப்படும்.
import random

VERSION = 4
STICK_AT = 18

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

TAMIL_DIGITS = "௦௧௨௩௪௫௬௭௮௯"

QUESTION = "இன்னொரு சீட்டு? (1 = எடு / 0 = நில்) "
AGAIN = "மீண்டும் விளையாடவா? (ஆம்/இல்லை) "


class Card(tuple):
    """ஒரு சீட்டு: (rank, suit) ஜோடி"""

    def __new__(cls, rank, suit):
        return tuple.__new__(cls, (rank, suit))

    @property
    def rank(self):
        return self[0]

    @property
    def suit(self):
        return self[1]

    def __str__(self):
        return card_name(self)


def ta(number):
    return "".join(TAMIL_DIGITS[int(d)] for d in str(number))


def card_value(card):
    rank = card[0]
    if rank == "Ace":
        return 1
    if rank in ("Jack", "Queen", "King"):
        return 10
    return RANKS.index(rank) + 1


def card_name(card):
    return card[0] + " of " + card[1]


def hand_value(cards):
    total = 0
    for card in cards:
        total += card_value(card)
    return total


def new_deck():
    return [Card(rank, suit) for suit in SUITS for rank in RANKS]


def shuffled_deck(rng):
    deck = new_deck()
    rng.shuffle(deck)
    return deck


def computer_turn(draw):
    hand = [draw()]
    while hand_value(hand) < STICK_AT:
        hand.append(draw())
    return hand


def show_hand(show, label, cards):
    show(label + ": " + ", ".join(card_name(c) for c in cards))


def player_turn(draw, ask, show=print):
    hand = [draw()]
    while True:
        show("--- சீட்டு " + ta(len(hand)) + " ---")
        show_hand(show, "உங்கள் சீட்டுகள்", hand)
        show("உங்கள் மதிப்பு: " + ta(hand_value(hand)))
        if hand_value(hand) > 21:
            show("21-ஐத் தாண்டிவிட்டீர்கள்!")
            return hand
        choice = ask(QUESTION).strip()
        if choice in ("1", "௧"):
            hand.append(draw())
        elif choice in ("0", "௦"):
            return hand
        else:
            show("1 அல்லது 0 மட்டும் தட்டச்சு செய்யவும்.")


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if player_value > 21:
        return "computer"
    if computer_value > 21:
        return "player"
    if player_value == computer_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    show("======== முடிவு ========")
    show_hand(show, "கணினியின் சீட்டுகள்", computer)
    show("கணினி மதிப்பு: " + ta(hand_value(computer)))
    show_hand(show, "உங்கள் சீட்டுகள்", player)
    show("உங்கள் மதிப்பு: " + ta(hand_value(player)))
    winner = decide_winner(hand_value(computer), hand_value(player))
    if winner == "player":
        show("நீங்கள் வென்றீர்கள்!")
    elif winner == "computer":
        show("கணினி வென்றது!")
    else:
        show("சமநிலை!")
    return winner


def play_again(ask):
    while True:
        reply = ask(AGAIN).strip()
        if reply == "ஆம்":
            return True
        if reply == "இல்லை":
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    show("பான்டூன் விளையாட்டுக்கு வரவேற்கிறோம்!")
    try:
        while True:
            deck = shuffled_deck(rng)
            play_game(deck.pop, ask, show)
            show("கட்டில் மீதமுள்ள சீட்டுகள்: " + ta(len(deck)) + " / " + ta(52))
            if not play_again(ask):
                break
    except EOFError:
        return
    show("நன்றி, மீண்டும் சந்திப்போம்!")


if __name__ == "__main__":
    main()
