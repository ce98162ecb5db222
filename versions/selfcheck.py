"""Tools for the pontoon self-checks: a stacked deck, a scripted player and plain-English failures.

The tests in ``versions/vN/test_pontoon.py`` use these. You never need to change this file.
A test hands your functions a stacked deck (``draw`` deals fixed cards in order, like the
loaded dice of CS61A's Hog) and a scripted player (``ask`` answers from a list and records
each question), collects what you ``show``, and says in one sentence what went wrong.
"""

from __future__ import annotations

import random
import re
from types import ModuleType
from typing import Any, Callable, Iterable

import pytest
from hypothesis import HealthCheck, settings

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
TWIST_OR_STICK = "Twist or stick? (t/s)"
PLAY_AGAIN = "Play again? (y/n)"
VERDICTS = {"player": "Player wins!", "computer": "Computer wins!", "draw": "Draw!"}

# What the assignment asks for, to say so when a name is missing.
SIGNATURES = {
    "VERSION": "VERSION, the version number",
    "STICK_AT": "STICK_AT, the computer's stick threshold (12 to 21)",
    "RANKS": "RANKS, the 13 rank names",
    "SUITS": "SUITS, the 4 suit names",
    "card_value": "card_value(card) -> int",
    "card_name": "card_name(card) -> str",
    "hand_value": "hand_value(cards) -> int",
    "random_card": "random_card(rng) -> card",
    "new_deck": "new_deck() -> list",
    "shuffled_deck": "shuffled_deck(rng) -> list",
    "computer_turn": "computer_turn(draw) -> list",
    "player_turn": "player_turn(draw, ask, show=print) -> list",
    "decide_winner": "decide_winner(computer_value, player_value) -> str",
    "play_game": "play_game(draw, ask, show=print) -> str",
    "main": "main(rng=None, ask=input, show=print)",
}

# Hypothesis settings for the property tests: the same examples every run, no saved database.
PROPERTY = settings(max_examples=100, derandomize=True, database=None, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


class OutOfCards(Exception):
    """The stacked deck has no cards left."""


class RunawayProgram(BaseException):
    """Stops a program that keeps drawing, asking or printing after it should have stopped."""


def fail(message: str) -> None:
    """Fail the current test with one sentence and no traceback.

    >>> fail("card_value(7) returned 8, but ... [card-values]")
    Traceback (most recent call last):
    ...
    Failed: card_value(7) returned 8, but ... [card-values]
    """
    pytest.fail(message, pytrace=False)


def need(module: ModuleType, name: str) -> Any:
    """Return module.name, or fail saying that the assignment asks for it.

    >>> import math
    >>> need(math, "pi") > 3
    True
    """
    if not hasattr(module, name):
        fail(f"pontoon.py does not define {name}; the assignment asks for "
             f"{SIGNATURES.get(name, name)}")
    return getattr(module, name)


def normal(line: str) -> str:
    """Return a line as graders compare it: lower case, runs of spaces as one, trimmed.

    >>> normal("  Player   WINS! ")
    'player wins!'
    """
    return " ".join(str(line).split()).casefold()


def appear_in_order(lines: Iterable[str], wanted: Iterable[str]) -> bool:
    """Say whether the wanted lines appear among lines in this order (other lines may come between).

    >>> appear_in_order(["a", "x", "B"], ["a", "b"])
    True
    """
    remaining = iter(normal(line) for line in lines)
    return all(any(have == normal(want) for have in remaining) for want in wanted)


class Cards:
    """Makes and names the cards of one version: int in v1, a rank in v2, (rank, suit) in v3/v4.

    >>> Cards(3).make([10, 1])
    [('Ten', 'Clubs'), ('Ace', 'Clubs')]
    """

    def __init__(self, version: int) -> None:
        self.version = version

    def all(self) -> list:
        """Return every card of the version once.

        >>> len(Cards(1).all()), len(Cards(2).all()), len(Cards(4).all())
        (10, 13, 52)
        """
        if self.version == 1:
            return list(range(1, 11))
        if self.version == 2:
            return list(RANKS)
        return [(rank, suit) for suit in SUITS for rank in RANKS]

    def value(self, card: Any) -> int | None:
        """Return the contract's value of a card, or None if it is not a card of this version.

        >>> Cards(2).value("Queen"), Cards(3).value(("Ace", "Spades")), Cards(3).value("Ace")
        (10, 1, None)
        """
        if card not in self.all():
            return None
        rank = card if self.version == 2 else card[0] if self.version > 2 else None
        return card if rank is None else min(RANKS.index(rank) + 1, 10)

    def total(self, cards: Any) -> int | str:
        """Return the contract's value of a list of cards, or '?' if it is not one.

        >>> Cards(1).total([1, 10])
        11
        """
        try:
            values = [self.value(card) for card in cards]
        except TypeError:
            return "?"
        return "?" if None in values else sum(values)

    def name(self, card: Any) -> str:
        """Return how the contract shows a card (repr for something that is not a card).

        >>> Cards(1).name(7), Cards(2).name("Seven"), Cards(4).name(("Seven", "Hearts"))
        ('7', 'Seven', 'Seven of Hearts')
        """
        if self.value(card) is None:
            return repr(card)
        return f"{card[0]} of {card[1]}" if self.version > 2 else str(card)

    def names(self, cards: Any) -> str:
        """Return the names of cards joined by commas, as the result block shows them.

        >>> Cards(2).names(["Ace", "King"])
        'Ace, King'
        """
        try:
            return ", ".join(self.name(card) for card in cards)
        except TypeError:
            return repr(cards)

    def make(self, values: Iterable[int]) -> list:
        """Return cards with these values, different cards where the version has enough.

        >>> Cards(2).make([1, 10, 10])
        ['Ace', 'Ten', 'Jack']
        """
        made: list = []
        for value in values:
            options = [card for card in self.all() if self.value(card) == value]
            fresh = [card for card in options if card not in made]
            made.append((fresh or options)[0])
        return made


def computer_should_take(values: list[int], stick_at: int) -> int:
    """Return how many of these card values the computer takes: one, then more while below stick_at.

    >>> computer_should_take([10, 6, 3, 9], 17)
    3
    """
    taken = 1
    while sum(values[:taken]) < stick_at and taken < len(values):
        taken += 1
    return taken


def computer_values_ending_at(final: int, stick_at: int) -> list[int]:
    """Return card values after which the computer, sticking at stick_at, has exactly final.

    >>> computer_values_ending_at(19, 17), computer_values_ending_at(25, 17)
    ([9, 10], [10, 5, 10])
    """
    for last in range(10, 0, -1):
        before = final - last
        if 1 <= before < stick_at <= final:
            return [10] * (before // 10) + ([before % 10] if before % 10 else []) + [last]
    raise ValueError(f"a computer sticking at {stick_at} cannot end at {final!r}")


def winner_by_contract(computer_value: int, player_value: int) -> tuple[str, str]:
    """Return the winner the contract gives for two values, and the rule id that decides it.

    >>> winner_by_contract(25, 23)
    ('draw', 'bust-draw')
    """
    if computer_value > 21 and player_value > 21:
        return "draw", "bust-draw"
    if computer_value > 21 or player_value > 21:
        return ("player" if computer_value > 21 else "computer"), "one-bust"
    if computer_value == player_value:
        return "draw", "tie-draw"
    return ("player" if player_value > computer_value else "computer"), "higher-wins"


def result_block(version: int, computer: list, player: list) -> list[str]:
    """Return the lines of the contract's result block for a finished game.

    >>> result_block(1, [10, 8], [9, 9, 1])
    ['Computer Value: 18', 'Player Value: 19', 'Player wins!']
    """
    cards = Cards(version)
    computer_value, player_value = cards.total(computer), cards.total(player)
    verdict = VERDICTS[winner_by_contract(computer_value, player_value)[0]]
    if version == 1:
        return [f"Computer Value: {computer_value}", f"Player Value: {player_value}", verdict]
    return [f"Computer has: {cards.names(computer)}", f"Value: {computer_value}",
            f"Player has: {cards.names(player)}", f"Value: {player_value}", verdict]


class Table:
    """A stacked deck, a scripted player and a screen that share one log of what happened.

    >>> table = Table([7, 9], ["t", "s"])
    >>> table.draw(), table.ask("Twist or stick? (t/s) "), table.show("hello")
    (7, 't', None)
    >>> table.events
    [('draw', 7), ('ask', 'Twist or stick? (t/s) '), ('show', 'hello')]
    """

    def __init__(self, cards: Iterable = (), answers: Iterable[str] = (),
                 describe: Callable[[Any], str] = str,
                 policy: Callable[[str], str | None] | None = None) -> None:
        self.cards, self.answers, self.policy = list(cards), list(answers), policy
        self.dealt: list = []
        self.prompts: list[str] = []
        self.lines: list[str] = []
        self.events: list[tuple[str, Any]] = []
        self.describe = describe
        self.overrun = 0

    def draw(self) -> Any:
        """Deal the next card of the stacked deck; raise OutOfCards when there is none."""
        if len(self.dealt) == len(self.cards):
            self._overrun("drawing cards")
            raise OutOfCards(f"the test's deck of {len(self.cards)} cards ran out")
        card = self.cards[len(self.dealt)]
        self.dealt.append(card)
        self.events.append(("draw", card))
        return card

    def ask(self, prompt: object = "") -> str:
        """Answer the next scripted answer; raise EOFError (end of input) when there is none."""
        self.prompts.append(str(prompt))
        self.events.append(("ask", str(prompt)))
        if self.policy is not None:
            answer = self.policy(str(prompt))
            if answer is not None:
                self.answers.append(answer)
        if len(self.prompts) > len(self.answers):
            self._overrun("asking questions")
            raise EOFError("the test's player has no more answers")
        return self.answers[len(self.prompts) - 1]

    def show(self, *items: object, sep: str | None = " ", end: str | None = "\n",
             **ignored: Any) -> None:
        """Record what would be printed, one entry a line."""
        text = (" " if sep is None else sep).join(str(item) for item in items)
        for line in text.splitlines() or [""]:
            self.lines.append(line)
            self.events.append(("show", line))
        if len(self.lines) > 5000:
            self._overrun("printing")

    def _overrun(self, doing: str) -> None:
        self.overrun += 1
        if self.overrun > 3 or len(self.lines) > 5000:
            raise RunawayProgram(f"kept {doing} after the test's cards or answers ran out")

    def questions(self, prompt: str = TWIST_OR_STICK) -> list[str]:
        """Return the prompts that were this question (compared as graders compare lines).

        >>> Table(answers=["s"]).questions()
        []
        """
        return [p for p in self.prompts if normal(p) == normal(prompt)]

    def games(self) -> list[list[tuple[str, Any]]]:
        """Split the log into games: each ends where Play again? is asked.

        >>> t = Table(answers=["n"]); t.show("a"); _ = t.ask("Play again? (y/n) "); t.games()
        [[('show', 'a')]]
        """
        games: list[list[tuple[str, Any]]] = [[]]
        for kind, item in self.events:
            if kind == "ask" and normal(item) == normal(PLAY_AGAIN):
                if games[-1]:
                    games.append([])
            else:
                games[-1].append((kind, item))
        return [game for game in games if game]

    def __str__(self) -> str:
        """Describe the deck and the answers for a failure message."""
        parts = []
        if self.cards:
            parts.append("the deck " + ", ".join(self.describe(card) for card in self.cards))
        if self.answers:
            parts.append("the answers " + ", ".join(repr(a) for a in self.answers))
        if self.policy is not None:
            parts.append(getattr(self.policy, "described", "a scripted player"))
        return " and ".join(parts) or "no cards and no answers"


class SeededRandom(random.Random):
    """A random.Random that remembers its seed for failure messages.

    >>> SeededRandom(3)
    random.Random(3)
    """

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.seed_value = seed

    def __repr__(self) -> str:
        return f"random.Random({self.seed_value})"


class Check:
    """One rule under test: calls a function of pontoon.py and fails in one sentence.

    >>> import math
    >>> Check("card-values", "Seven counts 7").call(math, "floor", 7.5)
    7
    """

    def __init__(self, rule: str, says: str) -> None:
        self.rule, self.says, self.what = rule, says, "pontoon.py"

    def call(self, module: ModuleType, name: str, *args: Any, table: Table | None = None,
             ran_out_ok: bool = False) -> Any:
        """Call module.name(*args), "draw", "ask" and "show" standing for the table's own.

        A failure names the call, the table's cards and answers, and the rule.
        """
        function = need(module, name)
        standins = {"draw", "ask", "show"} if table else set()
        stand_in = [isinstance(arg, str) and arg in standins for arg in args]
        shown = [arg if mark else repr(arg) for arg, mark in zip(args, stand_in)]
        self.what = f"{name}({', '.join(shown)})" + (f" with {table}" if table else "")
        try:
            return function(*[getattr(table, arg) if mark else arg
                              for arg, mark in zip(args, stand_in)])
        except NotImplementedError:
            problem = None
        except OutOfCards:
            if ran_out_ok:
                raise
            problem = "drew more cards than the test's deck holds"
        except EOFError:
            problem = ("asked more questions than the test's player answers "
                       "(the end of input was not handled)")
        except RunawayProgram as stop:
            problem = str(stop)
        except SystemExit as stop:  # sys.exit() ends a program cleanly; sys.exit(1) does not
            if stop.code in (None, 0):
                return None
            problem = f"exited with sys.exit({stop.code!r})"
        except Exception as error:  # the student's code failed: say how, in one sentence
            problem = f"raised {type(error).__name__}: {error}"
        # Failing outside the except clauses keeps the student's traceback out of the report.
        if problem is None:
            fail(f"{self.what} is not written yet: it raised NotImplementedError [{self.rule}]")
        self.fail(problem)

    def fail(self, outcome: str) -> None:
        """Fail with: what was called, what came back, what the rule expects, the rule id."""
        fail(f"{self.what} {outcome}, but {self.rule} says {self.says} [{self.rule}]")

    def expect(self, ok: bool, outcome: str) -> None:
        """Fail unless ok, describing the outcome as in fail()."""
        if not ok:
            self.fail(outcome)


def card_title(name: str) -> str:
    """Write a card name found in lower case the way the game prints it.

    >>> card_title("ten of diamonds")
    'Ten of Diamonds'
    """
    return " ".join(word if word == "of" else word.capitalize() for word in name.split())


def hands_shown(lines: list[str]) -> tuple[list[str], list[str]]:
    """Return the card names after 'Computer has:' and 'Player has:' in a v2-v4 result block.

    >>> hands_shown(["Computer has: Ten of Clubs, Six of Hearts", "Player has: Ace of Clubs"])
    (['ten of clubs', 'six of hearts'], ['ace of clubs'])
    """
    found: dict[str, list[str]] = {"computer": [], "player": []}
    for line in map(normal, lines):
        match = re.match(r"(computer|player) has:(.*)", line)
        if match:
            found[match[1]] = [name.strip() for name in match[2].split(",") if name.strip()]
    return found["computer"], found["player"]


def transcript(module: ModuleType, seed: int, answers: list[str]) -> str:
    """Return what a terminal shows for main(random.Random(seed)) with typed answers.

    >>> from versions.v1 import pontoon
    >>> print(transcript(pontoon, 3, ["s", "n"]))
    Your value: 3
    Twist or stick? (t/s) s
    Computer Value: 23
    Player Value: 3
    Player wins!
    Play again? (y/n) n
    """
    table = Table(answers=answers)
    module.main(random.Random(seed), table.ask, table.show)
    out, asked = [], 0
    for kind, item in table.events:
        if kind == "ask":
            answer = table.answers[asked] if asked < len(table.answers) else ""
            out.append(f"{item}{answer}".rstrip())
            asked += 1
        else:
            out.append(item)
    while out and not out[-1]:
        out.pop()
    return "\n".join(out)


def steady_player(answer: str, games: int) -> Callable[[str], str]:
    """Return a player who gives the same answer to every Twist or stick? and plays `games` games.

    >>> player = steady_player("t", 2)
    >>> player("Twist or stick? (t/s) "), player("Play again? (y/n) "), player("Play again? (y/n) ")
    ('t', 'y', 'n')
    """
    played = 0

    def answer_for(prompt: str) -> str:
        nonlocal played
        if normal(prompt) == normal(PLAY_AGAIN):
            played += 1
            return "y" if played < games else "n"
        return answer
    answer_for.described = (f"a player who answers {answer!r} to every {TWIST_OR_STICK.strip()!r} "
                            f"and plays {games} games:")
    return answer_for


def plural(count: int, word: str) -> str:
    """Return a count with its word, in the plural unless the count is one.

    >>> plural(1, "question"), plural(2, "question")
    ('1 question', '2 questions')
    """
    return f"{count} {word}{'' if count == 1 else 's'}"


def is_verdict(line: str) -> bool:
    """Say whether a line is one of the three verdict lines.

    >>> is_verdict(" draw! "), is_verdict("Your value: 7")
    (True, False)
    """
    return normal(line) in {normal(verdict) for verdict in VERDICTS.values()}


# ----------------------------------------------------------------------------------------------
# The rule checks. Every version's test_pontoon.py names a rule and its cases; the check for
# that rule is written once, here.


class Rules:
    """The checks of the contract's rules for one student module and one version.

    >>> from versions.v1 import pontoon
    >>> Rules(pontoon, 1).card_values(7)
    """

    def __init__(self, module: ModuleType, version: int) -> None:
        self.module, self.version, self.cards = module, version, Cards(version)

    @property
    def stick_at(self) -> int:
        """The module's STICK_AT (17 if it has none: a missing name fails its own test)."""
        stick_at = getattr(self.module, "STICK_AT", 17)
        return stick_at if isinstance(stick_at, int) and 12 <= stick_at <= 21 else 17

    def table(self, values: Iterable[int] = (), answers: Iterable[str] = ()) -> Table:
        """Return a table whose stacked deck holds cards with these values."""
        return Table(self.cards.make(values), answers, describe=self.cards.name)

    def computer_values(self, final: int) -> list[int]:
        """Return card values after which this module's computer should end at `final`.

        `final` is moved into the range this STICK_AT can reach (STICK_AT to STICK_AT + 9).
        """
        final = min(max(final, self.stick_at), self.stick_at + 9)
        return computer_values_ending_at(final, self.stick_at)

    # -- names ---------------------------------------------------------------------------------
    def constants(self) -> None:
        """VERSION, STICK_AT, RANKS and SUITS are the contract's."""
        check = Check("constants", "the assignment's constants")
        wanted = {"VERSION": self.version, "RANKS": RANKS, "SUITS": SUITS}
        names = ["VERSION", "RANKS", "SUITS"][:min(self.version, 3)]
        for name in names:
            got, want = need(self.module, name), wanted[name]
            check.what = f"pontoon.py's {name}"
            check.expect(got == want or (name != "VERSION" and list(got) == list(want)),
                         f"is {got!r}, not {want!r}")
        stick_at = need(self.module, "STICK_AT")
        check.what, check.rule = "pontoon.py's STICK_AT", "computer-draws"
        check.says = "the stick threshold is a whole number from 12 to 21"
        check.expect(isinstance(stick_at, int) and 12 <= stick_at <= 21, f"is {stick_at!r}")

    # -- cards -----------------------------------------------------------------------------------
    def card_values(self, card: Any) -> None:
        """card_value gives the contract's value (Ace 1, Two to Nine face, Ten to King 10)."""
        if self.cards.value(card) == 1:
            check = Check("ace-counts-one", "an Ace always counts 1, never 11")
        else:
            check = Check("card-values", f"{self.cards.name(card)} counts {self.cards.value(card)}")
        got = check.call(self.module, "card_value", card)
        check.expect(got == self.cards.value(card), f"returned {got!r}")

    def hand_value(self, cards: list, rule: str = "card-values") -> None:
        """hand_value is the sum of the cards' values, an Ace counting 1."""
        want = self.cards.total(cards)
        check = Check(rule, f"the value is the sum of the cards' values, an Ace counting 1: {want}")
        got = check.call(self.module, "hand_value", cards)
        check.expect(got == want, f"returned {got!r}")

    def card_name(self, card: Any) -> None:
        """card_name shows a card the contract's way."""
        want = self.cards.name(card)
        check = Check("format", f"the card is shown as {want!r}")
        got = check.call(self.module, "card_name", card)
        check.expect(isinstance(got, str) and normal(got) == normal(want), f"returned {got!r}")

    def random_card(self, seed: int = 0, draws: int = 10_000) -> None:
        """random_card uses only rng and draws every card equally often (within 40%)."""
        check = Check("format", "each card of the version is equally likely, "
                      "drawn with rng only (the same seed gives the same cards)")
        rng = SeededRandom(seed)
        got = [check.call(self.module, "random_card", rng) for _ in range(draws)]
        bad = next((card for card in got if self.cards.value(card) is None), None)
        check.expect(bad is None, f"returned {bad!r}, which is not a card of version {self.version}")
        first, second = SeededRandom(seed), SeededRandom(seed)
        again = [check.call(self.module, "random_card", first) for _ in range(50)]
        check.expect(again == [check.call(self.module, "random_card", second) for _ in range(50)],
                     "gave different cards for the same seed")
        # For a uniform draw each count is within 40% of its expectation except with
        # probability below 1e-6 (at least 192 expected, 5.6 standard deviations).
        expected = draws / len(self.cards.all())
        counts = {self.cards.name(card): got.count(card) for card in self.cards.all()}
        odd = {name: n for name, n in counts.items() if abs(n - expected) > 0.4 * expected}
        check.what = f"{draws} calls of random_card({rng!r})"
        check.expect(not odd, f"gave these counts {odd} where about {expected:.0f} each was due")

    def new_deck(self) -> None:
        """new_deck returns the 52 different cards, the same order every time."""
        check = Check("no-duplicates", "a deck holds each of the 52 cards exactly once, "
                      "in a fixed order")
        deck = check.call(self.module, "new_deck")
        again = check.call(self.module, "new_deck")
        check.expect(isinstance(deck, list), f"returned {type(deck).__name__}, not a list")
        check.expect(sorted(map(repr, deck)) == sorted(map(repr, self.cards.all())),
                     f"returned {len(deck)} cards: {self.cards.names(deck[:6])}...")
        check.expect(deck == again, "returned a different order the second time")

    def shuffled_deck(self, seed: int) -> None:
        """shuffled_deck(rng) is the new deck in an order that rng chose."""
        check = Check("no-duplicates", "a shuffled deck holds each of the 52 cards exactly once")
        deck = check.call(self.module, "shuffled_deck", SeededRandom(seed))
        check.expect(isinstance(deck, list), f"returned {type(deck).__name__}, not a list")
        check.expect(sorted(map(repr, deck)) == sorted(map(repr, self.cards.all())),
                     f"returned {len(deck)} cards: {self.cards.names(deck[:6])}...")
        check.says = "the deck is shuffled with rng: the same seed gives the same order"
        again = check.call(self.module, "shuffled_deck", SeededRandom(seed))
        check.expect(deck == again, "returned a different order for the same seed")
        check.says = "the deck is shuffled, not left in new_deck's order"
        check.expect(deck != check.call(self.module, "new_deck"), "returned new_deck's order")

    # -- the computer's turn ---------------------------------------------------------------------
    def computer_draws(self, values: list[int], ran_out_ok: bool = False) -> None:
        """computer_turn takes one card, then twists while below STICK_AT, and returns its cards."""
        table = self.table(values)
        taken = computer_should_take(values, self.stick_at)
        want = table.cards[:taken]
        check = Check("computer-draws", f"the computer takes one card, then twists while its "
                      f"value is below STICK_AT={self.stick_at}: "
                      f"here {self.cards.names(want)} (value {self.cards.total(want)})")
        try:
            got = check.call(self.module, "computer_turn", "draw", table=table,
                             ran_out_ok=ran_out_ok)
        except OutOfCards:  # fine only if the whole deck is below STICK_AT
            check.expect(sum(values) < self.stick_at, "ran out of cards")
            return
        check.expect(got == want, f"returned [{self.cards.names(got)}] "
                     f"(value {self.cards.total(got)})")
        check.says = "the computer's cards are the cards it drew, in order"
        check.expect(table.dealt == want, f"drew {len(table.dealt)} cards but returned "
                     f"[{self.cards.names(got)}]")

    # -- the player's turn -----------------------------------------------------------------------
    def player_turn(self, values: list[int], answers: list[str], cards: int, questions: int,
                    rule: str, says: str) -> Table:
        """player_turn with this deck and these answers keeps `cards` cards after `questions`."""
        table = self.table(values, answers)
        check = Check(rule, says)
        got = check.call(self.module, "player_turn", "draw", "ask", "show", table=table)
        want = table.cards[:cards]
        check.expect(got == want and len(table.dealt) == cards,
                     f"returned [{self.cards.names(got)}]")
        asked = len(table.questions())
        check.expect(asked == questions and len(table.prompts) == questions,
                     f"asked {plural(len(table.prompts), 'question')} ({asked} of them "
                     f"{TWIST_OR_STICK!r}) where {questions} should be")
        return table

    def one_card_start(self) -> None:
        """The player's first question comes after exactly one card."""
        table = self.player_turn([5, 9, 3], ["s"], 1, 1, "one-card-start",
                                 "the player starts with exactly one card and is asked after it")
        check = Check("one-card-start", "the player's value at the first question is one card's")
        check.what = "player_turn(draw, ask, show) with " + str(table)
        shown = [line for kind, line in table.events if kind == "show"]
        check.expect(any(re.search(r"\b5\b", line) for line in shown),
                     f"showed {shown} before asking, not the value 5")

    def play_game(self, computer: list[int], player: list[int], answers: list[str],
                  rule: str, says: str) -> tuple[Table, Any, Check]:
        """Play one game with the computer's cards then the player's on the stacked deck."""
        table = self.table(computer + player, answers)
        check = Check(rule, says)
        winner = check.call(self.module, "play_game", "draw", "ask", "show", table=table)
        return table, winner, check

    def computer_first(self) -> None:
        """The computer draws its whole hand before the player's first card."""
        computer = self.computer_values(max(self.stick_at, 18))
        table, winner, check = self.play_game(
            computer, [4, 6], ["t", "s"], "computer-first",
            f"the computer takes its {len(computer)} cards first; then the player is dealt "
            "one card and asked")
        first_question = next((i for i, (kind, _) in enumerate(table.events) if kind == "ask"),
                              len(table.events))
        dealt = sum(kind == "draw" for kind, _ in table.events[:first_question])
        check.expect(dealt == len(computer) + 1,
                     f"dealt {plural(dealt, 'card')} before the first question")
        check.expect(winner == "computer", f"returned {winner!r} (computer "
                     f"{self.cards.total(table.cards[:len(computer)])}, player 10)")

    def computer_secret(self) -> None:
        """Nothing about the computer is shown before the player's turn is over."""
        final = max(self.stick_at, 19)
        computer = self.computer_values(final)
        table, _, check = self.play_game(computer, [2, 3], ["t", "s"], "computer-secret",
                                         "nothing about the computer's cards or value is shown "
                                         "until the player's turn is over")
        last = max((i for i, (kind, _) in enumerate(table.events) if kind == "ask"), default=0)
        secrets = [str(final)] + ([self.cards.name(c) for c in table.cards[:len(computer)]]
                                  if self.version > 1 else [])
        early = [line for kind, line in table.events[:last] if kind == "show"]
        leak = next((line for line in early if "computer" in normal(line)
                     or any(re.search(rf"(?<![\w]){re.escape(normal(s))}(?![\w])", normal(line))
                            for s in secrets)), None)
        check.expect(leak is None, f"showed {leak!r} during the player's turn")

    def computer_secret_in_main(self, seed: int, games: int = 5) -> None:
        """In every game main plays, the computer stays secret until the player has stuck."""
        check = Check("computer-secret", "nothing about the computer's cards or value is shown "
                      "until the player's turn is over")
        table = Table(policy=steady_player("s", games))
        check.call(self.module, "main", SeededRandom(seed), "ask", "show", table=table)
        for number, game in enumerate(table.games(), 1):
            asks = [i for i, (kind, _) in enumerate(game) if kind == "ask"]
            early = [item for kind, item in game[:asks[-1] if asks else 0] if kind == "show"]
            computer, player = hands_shown([item for kind, item in game if kind == "show"])
            secrets = [name for name in computer if name not in player]
            leak = next((line for line in early if "computer" in normal(line) or any(
                re.search(rf"\b{re.escape(name)}\b", normal(line)) for name in secrets)), None)
            check.expect(leak is None, f"showed {leak!r} in game {number} before the player stuck")

    def player_turn_always(self) -> None:
        """The player is dealt a card and asked even when the computer has gone bust."""
        if self.stick_at < 13:
            pytest.skip(f"with STICK_AT={self.stick_at} the computer can never go bust")
        computer = self.computer_values(self.stick_at + 9)
        table, winner, check = self.play_game(
            computer, [4, 6], ["t", "s"], "player-turn-always",
            "the player always gets a turn, even when the computer has gone bust")
        check.expect(len(table.questions()) == 2 and len(table.dealt) == len(computer) + 2,
                     f"asked {plural(len(table.prompts), 'question')} and dealt "
                     f"{plural(len(table.dealt), 'card')} "
                     f"(the computer's {len(computer)}, then the player's 2)")
        check.says = "only the computer bust: the player wins"
        check.expect(winner == "player", f"returned {winner!r}")

    # -- the winner ------------------------------------------------------------------------------
    def decide_winner(self, rule: str, highest: int = 30) -> None:
        """decide_winner agrees with the contract on every pair of values this rule decides."""
        for computer_value in range(1, highest + 1):
            for player_value in range(1, highest + 1):
                want, decided_by = winner_by_contract(computer_value, player_value)
                if decided_by != rule:
                    continue
                check = Check(rule, {
                    "bust-draw": "both over 21 is a draw, whatever the two values",
                    "one-bust": "only the computer bust: the player wins; only the player "
                                "bust: the computer wins",
                    "tie-draw": "equal values, neither bust, are a draw",
                    "higher-wins": "the higher value wins when neither is bust",
                }[rule] + f" (here {want!r})")
                got = check.call(self.module, "decide_winner", computer_value, player_value)
                check.expect(got == want, f"returned {got!r}")

    # -- the whole game --------------------------------------------------------------------------
    def result_block(self, computer_final: int, player: list[int]) -> None:
        """play_game prints the version's result block and returns the winner."""
        computer = self.computer_values(computer_final)
        answers = ["t"] * (len(player) - 1) + (["s"] if sum(player) <= 21 else [])
        table = self.table(computer + player, answers)
        want = result_block(self.version, table.cards[:len(computer)], table.cards[len(computer):])
        winner, decided_by = winner_by_contract(sum(computer), sum(player))
        check = Check("format", "the result block shows " + " / ".join(want))
        got = check.call(self.module, "play_game", "draw", "ask", "show", table=table)
        check.expect(appear_in_order(table.lines, want),
                     f"showed {[line for line in table.lines if line.strip()][-len(want):]}")
        check.rule, check.says = decided_by, f"the winner here is {winner!r}"
        check.expect(got == winner, f"returned {got!r}")

    def shows_hand_before_question(self) -> None:
        """Before each question the player sees their value (and, from v2, their cards)."""
        table = self.table([3, 5], ["t", "s"])
        check = Check("format", "before each question the player's value "
                      + ("is shown" if self.version == 1 else "and cards are shown"))
        check.call(self.module, "player_turn", "draw", "ask", "show", table=table)
        second = [i for i, (kind, _) in enumerate(table.events) if kind == "ask"][1:2]
        first = next(i for i, (kind, _) in enumerate(table.events) if kind == "ask")
        between = [item for kind, item in table.events[first:second[0] if second else None]
                   if kind == "show"]
        wanted = ["8"] + ([self.cards.name(c) for c in table.cards] if self.version > 1 else [])
        missing = [w for w in wanted if not any(normal(w) in normal(line) for line in between)]
        check.expect(not missing and second, f"showed {between} before the second question")
        check.says = f"the question is {TWIST_OR_STICK!r}"
        check.expect(len(table.questions()) == 2, f"asked {table.prompts}")

    # -- the program -----------------------------------------------------------------------------
    def main(self, seed: int, answers: list[str], games: int, again: int, rule: str,
             says: str) -> Table:
        """main with these answers plays `games` games, asks Play again? `again` times, ends."""
        table = Table(answers=answers)
        check = Check(rule, says)
        check.call(self.module, "main", SeededRandom(seed), "ask", "show", table=table)
        played = sum(map(is_verdict, table.lines))
        check.expect(played == games, f"showed {plural(played, 'verdict line')} where "
                     f"{plural(games, 'game')} should be played")
        asked = len(table.questions(PLAY_AGAIN))
        check.expect(asked == again, f"asked {PLAY_AGAIN!r} {plural(asked, 'time')} where "
                     f"{again} should be")
        return table

    def no_duplicates_in_main(self, seed: int, games: int = 30) -> None:
        """No card is dealt twice in one game of main, the player twisting until bust."""
        check = Check("no-duplicates", "each game is dealt from one 52-card deck, so no card "
                      "comes twice in a game")
        table = Table(policy=steady_player("t", games))
        check.call(self.module, "main", SeededRandom(seed), "ask", "show", table=table)
        played = table.games()
        check.expect(len(played) == games, f"played {plural(len(played), 'game')} where "
                     f"{games} should be")
        for number, game in enumerate(played, 1):
            computer, player = hands_shown([item for kind, item in game if kind == "show"])
            dealt = computer + player
            twice = sorted({name for name in dealt if dealt.count(name) > 1})
            check.expect(len(dealt) >= 2 and not twice,
                         f"dealt {', '.join(map(card_title, twice))} twice in game {number}"
                         if twice else f"showed no hands in game {number}")
