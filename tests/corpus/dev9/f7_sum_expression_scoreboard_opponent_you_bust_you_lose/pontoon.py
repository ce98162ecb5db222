# Pontoon v2 - rank names, no suits
# Student project: a class for the game so the score can be kept between games
import random

CARDS = {
    "Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6, "Seven": 7,
    "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10, "Queen": 10, "King": 10,
}
OPPONENT_STAYS_ON = 15


class Hand:
    def __init__(self):
        self.cards = []

    def take(self):
        card = random.choice(list(CARDS.keys()))
        self.cards.append(card)
        return card

    def value(self):
        return sum(CARDS[c] for c in self.cards)

    def bust(self):
        return self.value() > 21

    def __str__(self):
        return " + ".join(self.cards) + " = " + str(self.value())


class Game:
    def __init__(self):
        self.wins = 0
        self.losses = 0
        self.draws = 0

    def yes_no(self, question):
        while True:
            reply = input(question).strip().lower()
            if reply == "y":
                return True
            if reply == "n":
                return False
            print("  (answer y or n)")

    def opponent_turn(self):
        hand = Hand()
        hand.take()
        while hand.value() < OPPONENT_STAYS_ON:
            hand.take()
        return hand

    def player_turn(self):
        hand = Hand()
        hand.take()
        while True:
            print("Your hand: " + str(hand))
            if hand.bust():
                print("Too many! You are bust.")
                break
            if not self.yes_no("Draw another? (y/n) "):
                break
            print("You draw a " + hand.take() + ".")
        return hand

    def round(self):
        print()
        print("Opponent is drawing cards in secret...")
        opp = self.opponent_turn()
        print("Opponent is done. Your turn!")
        me = self.player_turn()

        print()
        print("Opponent's hand: " + str(opp))
        print("Your hand:       " + str(me))
        if me.bust():
            print("You lose, Opponent wins.")
            self.losses += 1
        elif opp.bust():
            print("Opponent went bust. You win!")
            self.wins += 1
        elif me.value() > opp.value():
            print("You win!")
            self.wins += 1
        elif me.value() < opp.value():
            print("You lose, Opponent wins.")
            self.losses += 1
        else:
            print("It's a draw.")
            self.draws += 1
        print("Wins %d | Losses %d | Draws %d" % (self.wins, self.losses, self.draws))

    def run(self):
        print("=== Pontoon ===")
        self.round()
        while self.yes_no("New game? (y/n) "):
            self.round()
        print("Final score: Wins %d | Losses %d | Draws %d" % (self.wins, self.losses, self.draws))


if __name__ == "__main__":
    try:
        Game().run()
    except EOFError:
        print()
