"""Tools for the pontoon self-checks: a stacked deck, a scripted player and plain-English failures.

The tests in ``versions/vN/test_pontoon.py`` use these; each test states its own cards, answers
and expectations, and this file only deals the cards, plays the answers and words the failure.
You never need to change this file. A test hands your functions a stacked deck (``draw``
deals the test's cards in order, like the loaded dice of CS61A's Hog) and a scripted player
(``ask`` answers from the test's list and records each question), collects what you ``show``,
and, when the outcome is not what the rule expects, says so in one sentence ending in the
rule's id. It holds no answer: it knows no card's value, decides no winner and plays no turn;
every expected result is written in the test itself.
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
                    suppress_health_check=[HealthCheck.too_slow,
                                           HealthCheck.function_scoped_fixture])


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


def said(word: str, line: str) -> bool:
    """Say whether a line says a word or a name (whole words, case and spaces ignored).

    >>> said("19", "Computer value: 19"), said("9", "Your value: 19"), said("Ten", "ten of clubs")
    (True, False, True)
    """
    return re.search(rf"(?<![\w]){re.escape(normal(word))}(?![\w])", normal(line)) is not None


def appear_in_order(lines: Iterable[str], wanted: Iterable[str]) -> bool:
    """Say whether the wanted lines appear among lines in this order (other lines may come between).

    >>> appear_in_order(["a", "x", "B"], ["a", "b"])
    True
    """
    remaining = iter(normal(line) for line in lines)
    return all(any(have == normal(want) for have in remaining) for want in wanted)


class Cards:
    """Reads the cards a test names into the cards of one version, and names them back.

    A test names its cards as the game shows them ("Ten of Clubs"); ``read`` gives the cards
    your functions receive (an int in v1, a rank in v2, a (rank, suit) tuple in v3 and v4).
    A failure message names a card by the name the test gave it, and anything else by its
    repr: this file knows no card's value and shows no card the way your ``card_name`` must.

    >>> cards = Cards(3)
    >>> cards.read("Ten of Clubs, Ace of Spades")
    [('Ten', 'Clubs'), ('Ace', 'Spades')]
    >>> cards.names([("Ten", "Clubs"), ("Ten", "Hearts")])
    "Ten of Clubs, ('Ten', 'Hearts')"
    """

    def __init__(self, version: int) -> None:
        self.version = version
        self.known: dict[str, str] = {}  # repr of a card the test named -> the test's name

    def read_one(self, name: str) -> Any:
        """Return the one card named: "7" in v1, "Seven" in v2, "Seven of Hearts" in v3 and v4.

        >>> Cards(1).read_one("10"), Cards(2).read_one(" Ten "), Cards(4).read_one("Ten of Clubs")
        (10, 'Ten', ('Ten', 'Clubs'))
        """
        name = " ".join(name.split())
        rank, _, suit = name.partition(" of ")
        if self.version == 1:
            found: Any = int(name) if name.isdigit() else None
        elif self.version == 2:
            found = name
        else:
            found = (rank, suit)
        if not self.is_card(found):
            raise ValueError(f"not a card of version {self.version}: {name!r}")
        self.known[repr(found)] = name
        return found

    def read(self, names: str) -> list:
        """Return the cards named, as the game shows them, in a comma-separated list.

        >>> Cards(1).read("10, 1"), Cards(2).read("Ten, Ace"), Cards(3).read("Ten of Clubs")
        ([10, 1], ['Ten', 'Ace'], [('Ten', 'Clubs')])
        """
        return [self.read_one(name) for name in names.split(",")]

    def is_card(self, card: Any) -> bool:
        """Say whether a value is a card of this version (it says nothing of what it counts).

        >>> Cards(1).is_card(10), Cards(1).is_card(11), Cards(2).is_card("Ten")
        (True, False, True)
        """
        if self.version == 1:
            return type(card) is int and 1 <= card <= 10
        if self.version == 2:
            return isinstance(card, str) and card in RANKS
        return (isinstance(card, tuple) and len(card) == 2 and card[0] in RANKS
                and card[1] in SUITS)

    def name(self, card: Any) -> str:
        """Return the name the test gave a card, or the repr of anything else.

        >>> cards = Cards(2); _ = cards.read("Seven"); cards.name("Seven"), cards.name("Six")
        ('Seven', "'Six'")
        """
        return self.known.get(repr(card), repr(card))

    def names(self, cards: Any) -> str:
        """Return the names of cards joined by commas, as a failure message shows a hand.

        >>> cards = Cards(2); cards.names(cards.read("Ace, King"))
        'Ace, King'
        """
        try:
            return ", ".join(self.name(card) for card in cards)
        except TypeError:
            return repr(cards)

    def table(self, deck: str = "", answers: Iterable[str] = ()) -> "Table":
        """Return a table whose stacked deck deals the cards named, in order, and whose player
        gives these answers.

        >>> Cards(2).table("Ten, Six", ["s"]).draw()
        'Ten'
        """
        return Table(self.read(deck) if deck else [], answers, describe=self.name)


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
        self.dealt.append(self.cards[len(self.dealt)])
        self.events.append(("draw", self.dealt[-1]))
        return self.dealt[-1]

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

    def shown_between(self, after: int, before: int | None) -> list[str]:
        """Return the lines shown after question number `after` (0: from the start) and before
        question number `before` (None: to the end).

        >>> t = Table(answers=["t", "s"]); t.show("a"); _ = t.ask("?"); t.show("b"); _ = t.ask("?")
        >>> t.shown_between(0, 1), t.shown_between(1, 2), t.shown_between(2, None)
        (['a'], ['b'], [])
        """
        lines, asked = [], 0
        for kind, item in self.events:
            if kind == "ask":
                asked += 1
            elif kind == "show" and after <= asked and (before is None or asked < before):
                lines.append(item)
        return lines

    def dealt_before(self, question: int) -> int:
        """Return how many cards were dealt before question number `question`.

        >>> t = Table([7, 9], ["s"]); _ = t.draw(); _ = t.ask("?"); _ = t.draw(); t.dealt_before(1)
        1
        """
        dealt, asked = 0, 0
        for kind, _ in self.events:
            if kind == "ask":
                asked += 1
                if asked == question:
                    return dealt
            elif kind == "draw":
                dealt += 1
        return dealt

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

    def screen(self) -> str:
        """Return what a terminal would show: each question with the answer typed after it.

        >>> t = Table(answers=["s"]); t.show("Your value: 7"); _ = t.ask("Twist or stick? (t/s) ")
        >>> print(t.screen())
        Your value: 7
        Twist or stick? (t/s) s
        """
        out, asked = [], 0
        for kind, item in self.events:
            if kind == "ask":
                answer = self.answers[asked] if asked < len(self.answers) else ""
                out.append(f"{item}{answer}".rstrip())
                asked += 1
            elif kind == "show":
                out.append(item)
        while out and not out[-1]:
            out.pop()
        return "\n".join(out)

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
    return table.screen()


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
