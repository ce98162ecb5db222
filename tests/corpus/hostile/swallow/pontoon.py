"""computer_turn swallows every exception, including the per-call timeout."""
VERSION = 1


def hand_value(cards):
    return sum(cards)


def computer_turn(draw):
    while True:
        try:
            while True:
                pass
        except BaseException:
            pass
