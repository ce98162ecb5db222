"""Pontoon version 3 - cards have suits, drawn as little pictures."""
import random

VERSION = 3
STICK_AT = 19
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

SHORT = {"Ace": "A", "Jack": "J", "Queen": "Q", "King": "K", "Ten": "10"}
SYMBOL = {"Clubs": "♣", "Diamonds": "♦", "Hearts": "♥", "Spades": "♠"}


def card_value(card):
    rank = card[0]
    return min(RANKS.index(rank) + 1, 10)


def card_name(card):
    rank, suit = card
    return rank + " of " + suit


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng):
    rank = rng.choice(RANKS)
    suit = rng.choice(SUITS)
    return (rank, suit)


def short_rank(rank):
    if rank in SHORT:
        return SHORT[rank]
    return str(RANKS.index(rank) + 1)


def card_art(card):
    """Five lines of one card."""
    rank, suit = card
    r = short_rank(rank)
    return ["┌─────┐",
            f"│{r:<5}│",
            f"│  {SYMBOL[suit]}  │",
            f"│{r:>5}│",
            "└─────┘"]


def draw_hand(cards, show):
    """All the cards side by side, then their names and the value underneath."""
    pictures = [card_art(c) for c in cards]
    for row in range(5):
        show(" ".join(p[row] for p in pictures))
    show("  " + ", ".join(card_name(c) for c in cards))
    show(f"  Value: {hand_value(cards)}")


def computer_turn(draw):
    hand = [draw()]
    while hand_value(hand) < STICK_AT:
        hand.append(draw())
    return hand


def player_turn(draw, ask, show=print):
    hand = [draw()]
    while hand_value(hand) <= 21:
        show("Your cards:")
        draw_hand(hand, show)
        reply = ask("Twist or stick? (t/s) ").strip().lower()
        if reply == "s":
            break
        if reply == "t":
            hand.append(draw())
        else:
            show("Only t or s, please.")
    else:
        show("Your cards:")
        draw_hand(hand, show)
        show("Bust!")
    return hand


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if player_value > 21:
        return "computer"
    if computer_value > 21:
        return "player"
    if computer_value == player_value:
        return "draw"
    return "computer" if computer_value > player_value else "player"


def play_game(draw, ask, show=print, name="Player"):
    computer = computer_turn(draw)
    show("Computer's face-up card:")
    draw_hand(computer[:1], show)
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(computer), hand_value(player))
    show("")
    show("Computer has:")
    draw_hand(computer, show)
    show(f"{name} has:")
    draw_hand(player, show)
    if winner == "draw":
        show("Draw! Nobody wins.")
    elif winner == "player":
        show(f"You win, {name}!")
    else:
        show("Computer wins!")
    return winner


def play_again(ask):
    answer = ""
    while answer not in ("y", "n"):
        answer = ask("Play again? (y/n) ").strip().lower()
    return answer == "y"


def ask_name(ask):
    name = ""
    while not name:
        name = ask("What's your name? ").strip()
    return name


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    try:
        name = ask_name(ask)
        show(f"Hello {name}, let's play pontoon!")
        again = True
        while again:
            play_game(lambda: random_card(rng), ask, show, name)
            again = play_again(ask)
        show(f"Bye {name}!")
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
