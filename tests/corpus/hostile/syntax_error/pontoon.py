"""Does not compile."""
VERSION = 1
def card_value(card)
    return card
