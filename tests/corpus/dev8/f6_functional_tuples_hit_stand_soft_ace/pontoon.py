"""Pontoon, version 2 -- written without classes.

Cards are (name, value) tuples, hands are tuples of cards, and both turns
are recursive functions that return the finished hand. The House plays first.
"""
import random

CARDS = (
    ("Ace", 1), ("Two", 2), ("Three", 3), ("Four", 4), ("Five", 5),
    ("Six", 6), ("Seven", 7), ("Eight", 8), ("Nine", 9), ("Ten", 10),
    ("Jack", 10), ("Queen", 10), ("King", 10),
)
HOUSE_STANDS_ON = 16
BLACKJACK = 21


def deal():
    return random.choice(CARDS)


def total(hand):
    return sum(value for _, value in hand)


def player_total(hand):
    # an Ace can be 1 or 11 for the player, take 11 if it doesn't bust
    base = total(hand)
    if ("Ace", 1) in hand and base + 10 <= BLACKJACK:
        return base + 10
    return base


def describe(hand, count=total):
    return "[" + ", ".join(name for name, _ in hand) + "] = " + str(count(hand))


def is_bust(hand, count=total):
    return count(hand) > BLACKJACK


def house_turn(hand):
    if total(hand) >= HOUSE_STANDS_ON:
        return hand
    return house_turn(hand + (deal(),))


def ask(question, answers):
    """Keep asking until the reply is one of the answers; returns the first
    word of the matching pair, e.g. ('hit', 'h') -> 'hit'."""
    while True:
        reply = input(question).strip().lower()
        for pair in answers:
            if reply in pair:
                return pair[0]
        print("Sorry, I didn't get that.")


def player_turn(hand):
    print("You have", describe(hand, player_total))
    if is_bust(hand, player_total):
        print("Bust!")
        return hand
    move = ask("Hit or stand? ", (("hit", "h"), ("stand", "s")))
    if move == "stand":
        return hand
    return player_turn(hand + (deal(),))


def outcome(house, player):
    if is_bust(house) and is_bust(player, player_total):
        return "push"
    if is_bust(player, player_total):
        return "house"
    if is_bust(house):
        return "you"
    if player_total(player) == total(house):
        return "push"
    return "you" if player_total(player) > total(house) else "house"


MESSAGES = {
    "you": "You win!",
    "house": "The House wins.",
    "push": "Push -- nobody wins.",
}


def play_round():
    house = house_turn((deal(),))
    print("The House has taken its cards.")
    player = player_turn((deal(),))
    print()
    print("The House:", describe(house))
    print("You:      ", describe(player, player_total))
    result = outcome(house, player)
    print(MESSAGES[result])
    return result


def add_result(score, result):
    key = "pushes" if result == "push" else result
    return {**score, key: score[key] + 1}


def show_score(score):
    print(f"Score — you: {score['you']}, house: {score['house']}, pushes: {score['pushes']}")


def main():
    score = {"you": 0, "house": 0, "pushes": 0}
    print("Pontoon against the House. Type hit or stand (h/s).")
    while True:
        score = add_result(score, play_round())
        show_score(score)
        if ask("Play again? (y/n) ", (("y", "yes"), ("n", "no"))) == "n":
            print("Bye!")
            return score


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        pass
