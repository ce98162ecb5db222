# Corpus: version 2 written as a class, with the contract's names bound at module level (correct).
import random

VERSION = 2
STICK_AT = 16
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")


class Pontoon:
    """The game's rules as methods."""

    def card_value(self, card):
        return min(RANKS.index(card) + 1, 10)

    def card_name(self, card):
        return card

    def hand_value(self, cards):
        return sum(self.card_value(c) for c in cards)

    def random_card(self, rng):
        return rng.choice(RANKS)

    def computer_turn(self, draw):
        cards = [draw()]
        while self.hand_value(cards) < STICK_AT:
            cards.append(draw())
        return cards

    def player_turn(self, draw, ask, show=print):
        cards = [draw()]
        while self.hand_value(cards) <= 21:
            show("Your cards: " + ", ".join(cards))
            show("Your value: " + str(self.hand_value(cards)))
            answer = ask("Twist or stick? (t/s) ").strip().lower()
            if answer == "t":
                cards.append(draw())
            elif answer == "s":
                break
        return cards

    def decide_winner(self, computer_value, player_value):
        if computer_value > 21 and player_value > 21:
            return "draw"
        if computer_value > 21:
            return "player"
        if player_value > 21:
            return "computer"
        if computer_value == player_value:
            return "draw"
        return "player" if player_value > computer_value else "computer"

    def play_game(self, draw, ask, show=print):
        computer = self.computer_turn(draw)
        player = self.player_turn(draw, ask, show)
        winner = self.decide_winner(self.hand_value(computer), self.hand_value(player))
        show("Computer has: " + ", ".join(computer))
        show("Value: " + str(self.hand_value(computer)))
        show("Player has: " + ", ".join(player))
        show("Value: " + str(self.hand_value(player)))
        show({"player": "Player wins!", "computer": "Computer wins!", "draw": "Draw!"}[winner])
        return winner

    def main(self, rng=None, ask=input, show=print):
        rng = rng or random.Random()
        try:
            while True:
                self.play_game(lambda: self.random_card(rng), ask, show)
                while True:
                    again = ask("Play again? (y/n) ").strip().lower()
                    if again in ("y", "n"):
                        break
                if again == "n":
                    return
        except EOFError:
            show("")


GAME = Pontoon()
card_value = GAME.card_value
card_name = GAME.card_name
hand_value = GAME.hand_value
random_card = GAME.random_card
computer_turn = GAME.computer_turn
player_turn = GAME.player_turn
decide_winner = GAME.decide_winner
play_game = GAME.play_game
main = GAME.main

if __name__ == "__main__":
    main()
