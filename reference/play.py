"""The terminal game for any preset: ``python -m reference play <preset> [--seed S]``.

Cards are shown with suit symbols (red hearts and diamonds, through Rich); the dealer's
face-down cards stay hidden until they are turned.  Every bad answer is asked again, end
of input leaves cleanly, and ``ask``/``show``/``rng`` are parameters so tests can script a
whole evening at the table.

>>> stay_then_leave = lambda prompt: "n" if "again" in prompt else "0"
>>> main(["tie-on-blackjack", "--seed", "3"], ask=stay_then_leave, show=lambda line: None)
0
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Sequence

from reference.cards import Card, Suit
from reference.engine import (
    Draw, Event, RoundResult, Tally, deck_source, play_round, shuffled_draw, tally_of,
)
from reference.rules import DEALER, PLAYER, PRESETS, PUSH, Rules
from reference.strategies import human

Ask = Callable[[str], str]
Show = Callable[[str], None]
NewDraw = Callable[[], Draw]  # a fresh shuffled deck for each round

HIDDEN = "▒▒"  # a face-down card
RED_SUITS = (Suit.HEARTS, Suit.DIAMONDS)
YES, NO = "y", "n"

REASONS = {
    "dealer-natural": "{dealer} has blackjack.",
    "player-natural": "{player} {have} blackjack.",
    "natural-vs-natural": "Blackjack against blackjack.",
    "player-bust": "{player} went bust.",
    "dealer-bust": "{dealer} went bust.",
    "both-bust": "Both went bust.",
    "tie": "Equal values.",
    "higher-wins": "The higher value wins.",
}


# --- command lines (shared with reference.simulate) ---------------------------------------

class UsageError(Exception):
    """Bad command-line usage; its message is the one line printed before exit 2.

    >>> str(UsageError("no such preset"))
    'no such preset'
    """


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line and a return code, never an exit.

    >>> OneLineParser(prog="x").exit_on_error
    False
    """

    def __init__(self, **kwargs: object) -> None:
        super().__init__(exit_on_error=False, **kwargs)  # type: ignore[arg-type]

    def error(self, message: str) -> None:  # type: ignore[override]
        """Raise ``UsageError`` with the one line, instead of printing usage and exiting.

        >>> OneLineParser(prog="x").error("bad")
        Traceback (most recent call last):
        reference.play.UsageError: x: bad
        """
        raise UsageError(f"{self.prog}: {message}")


def parse(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> argparse.Namespace:
    """Parse arguments, turning every kind of argparse failure into ``UsageError``.

    >>> parse(OneLineParser(prog="x"), []).__class__.__name__
    'Namespace'
    """
    try:
        return parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    except argparse.ArgumentError as error:
        raise UsageError(f"{parser.prog}: {error}") from None


# --- showing cards ----------------------------------------------------------------------

def card_text(card: Card) -> str:
    """A card as Rich markup: rank and suit symbol, red for hearts and diamonds.

    >>> from reference.cards import Rank
    >>> card_text(Card(Rank.ACE, Suit.HEARTS)), card_text(Card(Rank.TEN, Suit.SPADES))
    ('[red]A♥[/red]', '10♠')
    """
    if card.suit in RED_SUITS:
        return f"[red]{card.short}[/red]"
    return card.short


def cards_text(cards: Sequence[Card]) -> str:
    """Several cards, separated by spaces.

    >>> from reference.engine import cards_from
    >>> cards_text(cards_from("A 7"))
    'A♠ 7♠'
    """
    return " ".join(card_text(card) for card in cards)


def verb(name: str, singular: str, plural: str) -> str:
    """The verb that goes with a name: "You win", "Dealer wins".

    >>> verb("You", "wins", "win"), verb("Dealer", "wins", "win")
    ('You win', 'Dealer wins')
    """
    return f"{name} {form(name, singular, plural)}"


def form(name: str, singular: str, plural: str) -> str:
    """The form of a verb that agrees with a name (without the name): "go" for You.

    >>> form("You", "goes", "go"), form("Player", "goes", "go")
    ('go', 'goes')
    """
    return plural if name == "You" else singular


def plural(count: float, singular: str, many: str | None = None) -> str:
    """A count and its noun, agreeing: "1 win", "2 wins", "1,234 games".

    >>> plural(1, "win"), plural(2, "win"), plural(1234, "push", "pushes"), plural(1.5, "win")
    ('1 win', '2 wins', '1,234 pushes', '1.5 wins')
    """
    noun = singular if count == 1 else (many or singular + "s")
    return f"{count_text(count)} {noun}"


def count_text(count: float) -> str:
    """A count for people: whole numbers with thousands separators, never in e-notation.

    >>> count_text(4591260.0), count_text(12), count_text(2.5), count_text(1234567.25)
    ('4,591,260', '12', '2.5', '1,234,567.25')
    """
    if count == int(count):
        return f"{int(count):,}"
    return f"{count:,.2f}".rstrip("0")


def possessive(name: str) -> str:
    """A name as the owner of what follows: "Your rate", "Customer rate".

    >>> possessive("You"), possessive("Customer")
    ('Your', 'Customer')
    """
    return "Your" if name == "You" else name


def verdict(result: RoundResult, rules: Rules) -> str:
    """The verdict line: "Player wins!", "Computer wins!" or the rules' tie message.

    >>> from reference.rules import PRESETS
    >>> verdict(RoundResult((), (), 20, 19, "player", 1.0, "higher-wins"), PRESETS["pontoon"])
    'Player wins!'
    """
    if result.outcome == PUSH:
        return rules.tie_message
    name = rules.player_name if result.outcome == PLAYER else rules.dealer_name
    return verb(name, "wins", "win") + "!"


def result_block(result: RoundResult, rules: Rules) -> list[str]:
    """The lines shown after a round: each hand and value, the reason, the verdict.

    >>> from reference.rules import PRESETS
    >>> result_block(RoundResult((), (), 20, 19, "player", 1.0, "higher-wins"), PRESETS["pontoon"])[-1]
    'Player wins!'
    """
    names = {"player": rules.player_name, "dealer": rules.dealer_name,
             "have": "have" if rules.player_name == "You" else "has"}
    return [
        f"{rules.dealer_name} has: {cards_text(result.dealer_cards)}",
        f"Value: {result.dealer_total}",
        f"{verb(rules.player_name, 'has', 'have')}: {cards_text(result.player_cards)}",
        f"Value: {result.player_total}",
        REASONS[result.reason].format(**names),
        verdict(result, rules),
    ]


class Narrator:
    """Turns the engine's events into lines for the player, hiding what must stay hidden.

    >>> from reference.rules import PRESETS
    >>> lines = []; narrator = Narrator(PRESETS["twenty-one"], lines.append)
    >>> narrator(Event("deal", DEALER, None, Tally(), False)); lines
    ['Dealer takes a card face down.']
    """

    def __init__(self, rules: Rules, show: Show) -> None:
        self.rules = rules
        self.show = show
        self.hand: list[Card] = []
        self.dealer_hand: list[Card] = []
        self.dealer_turn_starts = False
        self.player_done = False
        self.unseen: Card | None = None  # the player's last draw, until a line has shown it

    def name(self, side: str) -> str:
        """The name of a side under these rules.

        >>> from reference.rules import PRESETS
        >>> Narrator(PRESETS["pontoon"], print).name(DEALER)
        'Computer'
        """
        return self.rules.player_name if side == PLAYER else self.rules.dealer_name

    def __call__(self, event: Event) -> None:
        """Show one event, if the player may see it."""
        name = self.name(event.side)
        if event.side == PLAYER and event.card is not None:
            self.hand.append(event.card)
        if event.side == DEALER and event.kind in ("draw", "stand", "bust") and self.dealer_turn_starts:
            self.dealer_turn_starts = False
            self.show(f"{self.rules.dealer_name} has: {cards_text(self.dealer_hand)}  "
                      f"Value: {tally_of(self.dealer_hand, self.rules).total}")
        if event.side == DEALER and event.card is not None and event.kind != "reveal":
            self.dealer_hand.append(event.card)
        if event.kind == "turn" and event.side == DEALER and self.rules.announce_draws and self.player_done:
            self.dealer_turn_starts = True   # shown once the hole cards are turned, before any draw
        if event.kind == "deal" and event.side == PLAYER:
            self.show(f"{verb(name, 'gets', 'get')} {card_text(event.card)}.")
        elif event.kind == "deal" and event.face_up:
            self.show(f"{name} shows {card_text(event.card)}.")
        elif event.kind == "deal" and self.rules.dealer_up_cards:
            self.show(f"{name} takes a card face down.")
        elif event.kind == "draw" and event.face_up and (self.rules.announce_draws or event.side == DEALER):
            self.show(f"{verb(name, 'draws', 'draw')} {card_text(event.card)}.")
        elif event.kind == "draw" and event.side == PLAYER:
            self.unseen = event.card  # shown with the hand at the next question, or below
        elif event.kind == "reveal":
            self.show(f"{name} turns over {card_text(event.card)}.")
        elif event.kind in ("bust", "stand") and event.side == PLAYER and self.unseen is not None:
            self.show(self.last_draw(event))
        elif event.kind == "bust" and (event.side == PLAYER or self.player_done):
            self.show(f"{verb(name, 'goes', 'go')} bust with {event.tally.total}.")
        if event.side == PLAYER and event.kind in ("stand", "bust"):
            self.player_done = True

    def last_draw(self, event: Event) -> str:
        """The line for a turn that ends on a card no line has shown yet: it names the card.

        >>> from reference.rules import PRESETS
        >>> from reference.cards import Rank
        >>> narrator = Narrator(PRESETS["dealer-wins-ties"], print)
        >>> narrator.unseen = Card(Rank.KING, Suit.HEARTS)
        >>> narrator.last_draw(Event("bust", PLAYER, None, Tally(3, 0, 26), True))
        'You draw [red]K♥[/red] and go bust with 26.'
        """
        card, self.unseen = card_text(self.unseen), None
        name, total = self.rules.player_name, event.tally.total
        ending = ("goes", "go", "bust with") if event.kind == "bust" else ("stands", "stand", "on")
        return f"{verb(name, 'draws', 'draw')} {card} and {form(name, *ending[:2])} {ending[2]} {total}."

    def before_question(self, tally: Tally, up_card: Card | None) -> None:
        """Show the player's cards and value, and the dealer's up card, before each question.

        >>> from reference.rules import PRESETS
        >>> Narrator(PRESETS["pontoon"], print).before_question(Tally(0, 0, 0), None)
        Player has:   Value: 0
        """
        self.unseen = None
        self.show(f"{verb(self.rules.player_name, 'has', 'have')}: {cards_text(self.hand)}  Value: {tally.total}")
        if up_card is not None:
            self.show(f"{self.rules.dealer_name} shows: {card_text(up_card)}")


# --- the game -----------------------------------------------------------------------------

def play_one(rules: Rules, draw: Draw, ask: Ask, show: Show) -> RoundResult:
    """One round with a person as the player.

    >>> from reference.rules import PRESETS
    >>> from reference.engine import stacked, cards_from
    >>> play_one(PRESETS["pontoon"], stacked(cards_from("10 8 9")), lambda p: "s", lambda line: None).reason
    'higher-wins'
    """
    narrator = Narrator(rules, show)
    person = human(rules, ask, show, before=narrator.before_question)
    result = play_round(rules, draw, person, watch=narrator)
    for line in result_block(result, rules):
        show(line)
    return result


def ask_yes_no(question: str, ask: Ask, show: Show) -> bool:
    """Ask until the answer is y or n (any case, spaces ignored); True for y.

    >>> answers = iter(["maybe", "Y"]); ask_yes_no("Again? ", lambda p: next(answers), print)
    Please answer y or n.
    True
    """
    while True:
        answer = ask(question).strip().lower()
        if answer in (YES, NO):
            return answer == YES
        show("Please answer y or n.")


def bet_limit(rules: Rules, money: int) -> int:
    """The largest bet allowed now: the table's limit or the whole purse, whichever is less.

    >>> from reference.rules import PRESETS
    >>> bet_limit(PRESETS["dealer-wins-ties"], 40), bet_limit(PRESETS["casino"].replace(max_bet=10), 40)
    (40, 10)
    """
    return money if rules.max_bet is None else min(money, rules.max_bet)


def ask_bet(rules: Rules, money: int, ask: Ask, show: Show) -> int:
    """Ask for a bet until it is 0 (quit) or a whole number from ``min_bet`` to the limit.

    >>> from reference.rules import PRESETS
    >>> answers = iter(["lots", "500", "25"])
    >>> ask_bet(PRESETS["dealer-wins-ties"], 100, lambda p: next(answers), print)
    Please bet a whole number of dollars from 1 to 100, or 0 to quit.
    Please bet a whole number of dollars from 1 to 100, or 0 to quit.
    25
    """
    low, high = rules.min_bet, bet_limit(rules, money)
    while True:
        answer = ask(f"You have ${money}. How much do you bet (0 quits)? ").strip()
        if answer.isdecimal() and (int(answer) == 0 or low <= int(answer) <= high):
            return int(answer)
        show(f"Please bet a whole number of dollars from {low} to {high}, or 0 to quit.")


def betting_game(rules: Rules, new_draw: NewDraw, ask: Ask, show: Show) -> int:
    """Rounds with bets until the player bets 0 or is broke; returns the money left.

    ``new_draw`` gives each round its own freshly shuffled deck.

    >>> from reference.rules import PRESETS
    >>> betting_game(PRESETS["dealer-wins-ties"], None, lambda p: "0", print)
    You leave with $100.
    100
    """
    money = rules.starting_money or 0
    while money >= rules.min_bet:
        bet = ask_bet(rules, money, ask, show)
        if bet == 0:
            show(f"You leave with ${money}.")
            return money
        result = play_one(rules, new_draw(), ask, show)
        money += int(bet * result.payout)
    show("You are out of money.")
    show(f"You leave with ${money}.")
    return money


def plain_game(rules: Rules, new_draw: NewDraw, ask: Ask, show: Show) -> None:
    """Rounds until the player answers n to "Play again? (y/n)".

    >>> from reference.rules import PRESETS
    >>> answers = iter(["s", "n"])
    >>> plain_game(PRESETS["pontoon"], lambda: shuffled_draw(PRESETS["pontoon"], random.Random(2)),
    ...            lambda p: next(answers), lambda line: None)
    """
    while True:
        play_one(rules, new_draw(), ask, show)
        if not ask_yes_no("Play again? (y/n) ", ask, show):
            return


def rich_show() -> Show:
    """The real ``show``: print Rich markup to the terminal.

    >>> callable(rich_show())
    True
    """
    from rich.console import Console

    console = Console(highlight=False, soft_wrap=True)
    return lambda line: console.print(line)


def main(argv: Sequence[str] | None = None, ask: Ask = input, show: Show | None = None,
         rng: random.Random | None = None, new_draw: NewDraw | None = None) -> int:
    """Play a preset at the terminal; 0 when the player leaves, 2 for bad usage.

    >>> main(["poker"], show=print)
    2
    """
    parser = OneLineParser(prog="python -m reference play", description="Play Twenty-One.")
    parser.add_argument("preset", choices=sorted(PRESETS), help="whose rules to play")
    parser.add_argument("--seed", type=int, help="seed the shuffles (the same games again)")
    try:
        args = parse(parser, argv)
    except UsageError as error:
        print(error, file=sys.stderr)
        return 2
    rules = PRESETS[args.preset]
    show = show or rich_show()
    rng = rng or random.Random(args.seed)
    show(rules.description)
    new_draw = new_draw or deck_source(rules, rng)
    try:
        if rules.betting:
            betting_game(rules, new_draw, ask, show)
        else:
            plain_game(rules, new_draw, ask, show)
    except EOFError:
        show("")
        show("Goodbye.")
    except KeyboardInterrupt:
        show("")
        show("Interrupted. Goodbye.")
        return 130
    return 0
