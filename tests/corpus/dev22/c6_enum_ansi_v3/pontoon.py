"""PONTOON v3 -- you vs. Bot.  Cards are (rank, suit) pairs drawn at random."""
import enum
import random

VERSION = 3
STICK_AT = 14

RED = "\033[31m"
GREEN = "\033[32m"
YELLOW = "\033[33m"
CYAN = "\033[36m"
BOLD = "\033[1m"
RESET = "\033[0m"


class Suit(enum.Enum):
    CLUBS = "Clubs"
    DIAMONDS = "Diamonds"
    HEARTS = "Hearts"
    SPADES = "Spades"


class Rank(enum.Enum):
    ACE = ("Ace", "A", 1)
    TWO = ("Two", "2", 2)
    THREE = ("Three", "3", 3)
    FOUR = ("Four", "4", 4)
    FIVE = ("Five", "5", 5)
    SIX = ("Six", "6", 6)
    SEVEN = ("Seven", "7", 7)
    EIGHT = ("Eight", "8", 8)
    NINE = ("Nine", "9", 9)
    TEN = ("Ten", "10", 10)
    JACK = ("Jack", "J", 10)
    QUEEN = ("Queen", "Q", 10)
    KING = ("King", "K", 10)

    @property
    def title(self):
        return self.value[0]

    @property
    def short(self):
        return self.value[1]

    @property
    def points(self):
        return self.value[2]


RANKS = tuple(r.title for r in Rank)
SUITS = tuple(s.value for s in Suit)


def random_card():
    # rank and suit are picked separately
    return (random.choice(list(Rank)), random.choice(list(Suit)))


def card_name(card):
    rank, suit = card
    return f"{rank.title} of {suit.value}"


def hand_value(cards):
    return sum(rank.points for rank, _ in cards)


def ascii_hand(cards):
    """Draw the cards side by side as little boxes."""
    rows = ["", "", "", "", ""]
    for rank, suit in cards:
        s = suit.value[0]
        rows[0] += "+-----+ "
        rows[1] += f"|{rank.short:<2}   | "
        rows[2] += f"|  {s}  | "
        rows[3] += f"|   {rank.short:>2}| "
        rows[4] += "+-----+ "
    return "\n".join(rows)


def ask(prompt):
    """Returns the answer, or None when input has run out."""
    try:
        return input(prompt)
    except EOFError:
        print()
        return None


def bot_turn():
    cards = [random_card()]
    while hand_value(cards) < STICK_AT:
        cards.append(random_card())
    return cards


def player_turn():
    cards = [random_card()]
    while True:
        print(ascii_hand(cards))
        print("Your cards: " + ", ".join(card_name(c) for c in cards))
        if hand_value(cards) > 21:
            print(RED + "You went over 21 -- bust!" + RESET)
            return cards
        answer = ask(CYAN + "draw or stay? " + RESET)
        if answer is None:
            return None
        answer = answer.strip().lower()
        if answer == "draw":
            cards.append(random_card())
        elif answer == "stay":
            return cards
        else:
            print(YELLOW + "Please type draw or stay." + RESET)


def decide_winner(bot, you):
    if bot > 21 and you > 21:
        return "draw"
    if you > 21:
        return "bot"
    if bot > 21:
        return "you"
    if bot == you:
        return "draw"
    return "you" if you > bot else "bot"


def play_game():
    print()
    print(BOLD + "=== NEW GAME ===" + RESET)
    print("Bot is playing its hand...")
    bot = bot_turn()
    print("Bot has finished. Now it's you.")
    you = player_turn()
    if you is None:
        return False
    print()
    print(BOLD + "--- Result ---" + RESET)
    print("Bot has: " + ", ".join(card_name(c) for c in bot))
    print(f"Value: {hand_value(bot)}")
    print("You have: " + ", ".join(card_name(c) for c in you))
    print(f"Value: {hand_value(you)}")
    result = decide_winner(hand_value(bot), hand_value(you))
    if result == "you":
        print(GREEN + "You win!" + RESET)
    elif result == "bot":
        print(RED + "Bot wins!" + RESET)
    else:
        print(YELLOW + "Draw - nobody wins." + RESET)
    return True


def play_again():
    while True:
        answer = ask("Another game? (y/n) ")
        if answer is None:
            return False
        answer = answer.strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Just y or n, please.")


def main():
    print(BOLD + GREEN + "Welcome to PONTOON!" + RESET)
    while play_game() and play_again():
        pass
    print("Goodbye!")


if __name__ == "__main__":
    main()
