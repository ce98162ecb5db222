"""Pontoon, version 3 -- cards with suits, shown with Unicode playing-card characters.

Type "draw" for another card or "pass" to stop.
"""
import random
import sys

VERSION = 3
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

# first code point of each suit's block of playing-card characters (U+1F0A0 ...)
_GLYPH_BLOCK = {"Spades": 0x1F0A0, "Hearts": 0x1F0B0, "Diamonds": 0x1F0C0, "Clubs": 0x1F0D0}
# offsets inside a block; 12 is the Knight, which a normal deck doesn't have
_GLYPH_OFFSET = {rank: i + 1 for i, rank in enumerate(RANKS[:11])}
_GLYPH_OFFSET.update({"Queen": 13, "King": 14})


def card_value(card):
    rank, _suit = card
    if rank in ("Ten", "Jack", "Queen", "King"):
        return 10
    return RANKS.index(rank) + 1


def card_name(card):
    return "%s of %s" % (card[0], card[1])


def glyph(card):
    rank, suit = card
    return chr(_GLYPH_BLOCK[suit] + _GLYPH_OFFSET[rank])


def pretty(cards):
    return ", ".join(f"{glyph(c)} {card_name(c)}" for c in cards)


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng):
    rank = rng.choice(RANKS)
    suit = rng.choice(SUITS)
    return (rank, suit)


def computer_turn(draw):
    hand = [draw()]
    while hand_value(hand) < STICK_AT:
        hand.append(draw())
    return hand


def ask_draw_or_pass(ask, show):
    """Keeps asking until the answer is 'draw' or 'pass'; True means draw."""
    while True:
        reply = ask("Do you want to draw or pass? ").strip().lower()
        if reply == "draw":
            return True
        if reply == "pass":
            return False
        show('Please type "draw" or "pass".')


def player_turn(draw, ask, show=print):
    hand = [draw()]
    show(f"You are dealt {pretty(hand)}")
    while True:
        show(f"Your hand: {pretty(hand)}   (value {hand_value(hand)})")
        if hand_value(hand) > 21:
            show("That's more than 21 - bust!")
            break
        if not ask_draw_or_pass(ask, show):
            break
        hand.append(draw())
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
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(computer), hand_value(player))
    show("")
    show(f"Computer's hand: {pretty(computer)}   (value {hand_value(computer)})")
    show(f"Your hand:       {pretty(player)}   (value {hand_value(player)})")
    if winner == "draw":
        show("Result: a draw - nobody wins.")
    elif winner == "player":
        show("Result: you win!")
    else:
        show("Result: the computer wins.")
    return winner


def play_again(ask):
    while True:
        reply = ask("Play again? (y/n) ").strip().lower()
        if reply in ("y", "n"):
            return reply == "y"


def session(rng, ask, show, game_no, score):
    """One game, then (recursively) the next one if the player wants it."""
    show(f"--- Game {game_no} --- You {score['player']} : {score['computer']} Computer"
         f" (draws: {score['draw']})")
    winner = play_game(lambda: random_card(rng), ask, show)
    score[winner] += 1
    if play_again(ask):
        return session(rng, ask, show, game_no + 1, score)
    sure = ask("Really quit? (Y/n) ").strip().lower()
    if sure in ("n", "no"):
        return session(rng, ask, show, game_no + 1, score)
    show("Thanks for playing!")


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    # every new game is one more level of recursion, so allow lots of games
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 200_000))
    try:
        session(rng, ask, show, 1, {"player": 0, "computer": 0, "draw": 0})
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
