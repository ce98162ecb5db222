import random, sys

ranks = ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King']
suits = ['Clubs', 'Diamonds', 'Hearts', 'Spades']
deck = []
wins = 0
losses = 0
draws = 0


def shuffle_deck():
    global deck
    deck = []
    for s in suits:
        for r in ranks:
            deck.append(r + ' of ' + s)
    random.shuffle(deck)


def value(card):
    r = card.split(' of ')[0]
    return min(ranks.index(r) + 1, 10)


def total(hand):
    t = 0
    for c in hand:
        t = t + value(c)
    return t


def ask(question):
    print(question)
    try:
        return input('> ').strip().lower()
    except EOFError:
        print('~~~~~~~~~~')
        print('Wins: %d Losses: %d Draws: %d' % (wins, losses, draws))
        sys.exit()


while True:
    shuffle_deck()
    comp = [deck.pop()]
    while total(comp) < 17:
        comp.append(deck.pop())
    me = [deck.pop()]
    while True:
        print('You: ' + ', '.join(me) + ' - total ' + str(total(me)))
        if total(me) > 21:
            print('Bust!')
            break
        a = ask('Twist or stick? (t/s)')
        if a == 't':
            me.append(deck.pop())
        elif a == 's':
            break
        else:
            print('Huh? t or s')
    print('~~~~~~~~~~')
    print('Computer has: ' + ', '.join(comp))
    print('Value: ' + str(total(comp)))
    print('Player has: ' + ', '.join(me))
    print('Value: ' + str(total(me)))
    c, m = total(comp), total(me)
    if c > 21 and m > 21:
        print('Draw!')
        draws += 1
    elif c > 21 or (m <= 21 and m > c):
        print('Player wins!')
        wins += 1
    elif m > 21 or c > m:
        print('Computer wins!')
        losses += 1
    else:
        print('Draw!')
        draws += 1
    print('Wins: %d Losses: %d Draws: %d' % (wins, losses, draws))
    print('~~~~~~~~~~')
    if ask('Play again? (y/n)') != 'y':
        break
