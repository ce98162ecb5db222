"""Read what a pontoon program printed and asked, game by game.

Glossary: an *entry* is one item of the sandbox's program transcript (``{"out": text}`` or
``{"ask": prompt, "answer": str | None}``); a *turn question* is ``Twist or stick? (t/s)``, an
*again question* ``Play again? (y/n)``; the *result block* is what a game prints after the
player's turn (hands, values, the verdict line). Lines are compared as the contract says:
ignoring case and runs of spaces (`autograder.contract.normalize`).

Parsing is lenient (``Computer's total = 18`` is still read as the computer's value) so the
game rules can be judged even when the format is off; ``Result.format_problem`` says where the
block differs from the contract's exact lines, which is what the ``format`` rule is about.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from autograder.contract import CARD3_RE, RANK_RE, Card, normalize, parse_cards

VERDICT_RE = re.compile(r"^(?:[a-z ]*: |it'?s a |it is a |a )?(player wins|computer wins|draw)\b[!. ]*$")
STRICT_VERDICTS = {"player wins!": "player", "computer wins!": "computer", "draw!": "draw"}
SIDE_VALUE_RE = re.compile(
    r"^(computer|player)(?:'s)?(?: final)?(?: hand)? ?(?:value|total|score)? ?[:=]? ?(-?\d+)$")
HAND_RE = re.compile(r"^(computer|player)(?:'s)?(?: has| hand| cards)? ?[:=]? ?(.+)$")
VALUE_RE = re.compile(r"^(?:(?:computer|player)(?:'s)? )?(?:value|total|score) ?[:=]? ?(-?\d+)$")


@dataclass
class Ask:
    """One question the program asked, its answer (None: end of input) and the lines before it.

    >>> Ask("Twist or stick? (t/s) ", "t", ["Your value: 7"]).kind
    'turn'
    """

    prompt: str
    answer: str | None
    before: list[str] = field(default_factory=list)
    kind: str = field(init=False)     # ``turn``, ``again`` or ``other``, from the prompt's words

    def __post_init__(self) -> None:
        self.kind = question_kind(self.prompt)


@dataclass
class Hand:
    """One side's hand as the result block printed it (either part may be missing).

    >>> Hand([("Ace", "Clubs")], 1).value
    1
    """

    cards: list[Card] | None = None
    value: int | None = None


@dataclass
class Result:
    """A game's result block as read leniently, and where it differs from the exact format.

    >>> Result(Hand(None, 18), Hand(None, 20), "player").verdict
    'player'
    """

    computer: Hand
    player: Hand
    verdict: str | None
    lines: list[str] = field(default_factory=list)
    format_problem: str | None = None


@dataclass
class Game:
    """One game of a program run: its events in order, its questions and its result.

    >>> Game(1).turn_asks
    []
    """

    number: int
    events: list[str | Ask] = field(default_factory=list)   # output lines and questions
    _results: dict = field(default_factory=dict, repr=False, compare=False)

    def result(self, version: int) -> Result | None:
        """The game's result block (read once per version): what was printed after the turn."""
        if version not in self._results:
            self._results[version] = read_result(self.after_turn_lines(), version)
        return self._results[version]

    def _index(self) -> tuple[list[Ask], Ask | None, int]:
        """(turn questions, last play-again question, index of the last turn question), kept
        until more events are added (games are read many times, built once)."""
        cached = self._results.get("index")
        if cached is None or cached[0] != len(self.events):
            turns, again, last = [], None, -1
            for i, e in enumerate(self.events):
                if isinstance(e, Ask):
                    if e.kind == "turn":
                        turns.append(e)
                        last = i
                    elif e.kind == "again":
                        again = e
            cached = self._results["index"] = (len(self.events), turns, again, last)
        return cached[1], cached[2], cached[3]

    @property
    def turn_asks(self) -> list[Ask]:
        """The twist-or-stick questions, in order."""
        return self._index()[0]

    @property
    def again(self) -> Ask | None:
        """The play-again question that ended this game, if any."""
        return self._index()[1]

    @property
    def lines(self) -> list[str]:
        """Every output line of the game."""
        return [e for e in self.events if isinstance(e, str)]

    def turn_lines(self) -> list[str]:
        """The output lines printed before the player's turn ended (its last question)."""
        last = self._index()[2]
        return [e for e in self.events[:last] if isinstance(e, str)]

    def after_turn_lines(self) -> list[str]:
        """The output lines printed after the player's last question."""
        last = self._index()[2]
        return [e for e in self.events[last + 1:] if isinstance(e, str)]

    def excerpt(self, limit: int = 8) -> str:
        """A few lines of the game as a student would have seen them."""
        shown: list[str] = []
        for e in self.events:
            if isinstance(e, Ask):
                shown.append(f"{e.prompt.rstrip()} {'<end of input>' if e.answer is None else e.answer!r}")
            elif e.strip():
                shown.append(e.rstrip())
        if len(shown) > limit:
            shown = shown[: limit // 2] + ["..."] + shown[-(limit - limit // 2 - 1):]
        return "\n".join("    " + line for line in shown)


def question_kind(prompt: str) -> str:
    """Classify a prompt: ``turn`` (twist or stick), ``again`` (play again) or ``other``.

    >>> question_kind("Twist or stick? (t/s) "), question_kind("Play again? (y/n) ")
    ('turn', 'again')
    """
    p = normalize(prompt)
    if "again" in p or "(y/n)" in p or "another" in p:
        return "again"
    if "twist" in p or "stick" in p or "(t/s)" in p:
        return "turn"
    return "other"


def split_games(entries: list[dict], version: int = 1) -> list[Game]:
    """Split a program transcript into games at play-again questions and verdict lines.

    >>> games = split_games([{"out": "Your value: 5\\n"}, {"ask": "Twist or stick? (t/s) ", "answer": "s"},
    ...     {"out": "Computer Value: 18\\nPlayer Value: 5\\nComputer wins!\\n"},
    ...     {"ask": "Play again? (y/n) ", "answer": "n"}])
    >>> len(games), len(games[0].turn_asks), games[0].again.answer
    (1, 1, 'n')
    """
    games: list[Game] = [Game(1)]
    before: list[str] = []
    over = False            # the current game is over: it was asked to play again, or its
    for entry in entries:   # last line (after its last question) was a verdict
        game = games[-1]
        if "out" in entry:
            for line in str(entry["out"]).splitlines():
                if not line.strip():
                    game.events.append(line)
                    before.append(line)
                    continue
                if over:
                    game = Game(len(games) + 1)
                    games.append(game)
                game.events.append(line)
                before.append(line)
                over = bool(VERDICT_RE.match(normalize(line)))
        elif "ask" in entry:
            ask = Ask(str(entry["ask"]), entry.get("answer"), before)
            before = []
            if ask.kind == "turn" and over:
                game = Game(len(games) + 1)
                games.append(game)
            game.events.append(ask)
            over = ask.kind == "again" or (over and ask.kind != "turn" and game.again is not None)
    while games and not games[-1].turn_asks and read_result(games[-1].lines, version) is None:
        games.pop()       # what is printed after the last game: "Bye!"
    for number, game in enumerate(games, 1):
        game.number = number
    return games


def _starts_new_game(game: Game) -> bool:
    """Whether the next line or question belongs to a new game (this one is over).

    >>> _starts_new_game(Game(1, ["Draw!"])), _starts_new_game(Game(1, ["Your value: 5"]))
    (True, False)
    """
    if game.again is not None:
        return True
    for e in reversed(game.events):
        if isinstance(e, Ask):
            return False
        if e.strip():
            return bool(VERDICT_RE.match(normalize(e)))
    return False


def read_result(lines: list[str], version: int) -> Result | None:
    """Read a result block from lines printed after the player's turn; None if there is none.

    >>> r = read_result(["Computer has: Seven, Jack", "Value: 17", "Player has: Ace",
    ...                  "Value: 1", "Computer wins!"], 2)
    >>> r.computer.cards, r.computer.value, r.player.value, r.verdict, r.format_problem
    (['Seven', 'Jack'], 17, 1, 'computer', None)
    """
    computer, player = Hand(), Hand()
    verdict: str | None = None
    side: str | None = None
    kept: list[str] = []
    for raw in lines:
        line = normalize(raw)
        if not line:
            continue
        hand = _read_line(line, version)
        if hand is not None:
            kind, who, value = hand
            target = computer if (who or side) == "computer" else player
            if kind == "cards" and who:
                target.cards, side = value, who
            elif kind == "value" and (who or side) and target.value is None:
                target.value = value
            else:
                continue
            kept.append(raw)
            continue
        match = VERDICT_RE.match(line)
        if match and verdict is None:
            verdict = match.group(1).split()[0] if match.group(1) != "draw" else "draw"
            kept.append(raw)
    if verdict is None and computer.value is None and player.value is None and not computer.cards:
        return None
    result = Result(computer, player, verdict, kept)
    result.format_problem = format_problem(lines, version)
    return result


def _read_line(line: str, version: int) -> tuple[str, str | None, object] | None:
    """Classify one normalized line as a hand (``cards``) or a value, with whose it is."""
    match = SIDE_VALUE_RE.match(line)
    if match:
        return "value", match.group(1), int(match.group(2))
    match = VALUE_RE.match(line)
    if match:
        who = "computer" if line.startswith("computer") else "player" if line.startswith("player") else None
        return "value", who, int(match.group(1))
    if version >= 2:
        match = HAND_RE.match(line)
        if match:
            cards = parse_cards(match.group(2), version)
            if cards:
                return "cards", match.group(1), cards
    return None


def format_problem(lines: list[str], version: int) -> str | None:
    """Say where a result block differs from the contract's exact lines, or None when it matches.

    >>> format_problem(["Computer Value: 18", "Player Value: 20", "Player wins!"], 1) is None
    True
    >>> format_problem(["Computer total: 18", "Player Value: 20", "Player wins!"], 1)
    'expected a line `Computer Value: N`'
    """
    norm = [normalize(line) for line in lines if line.strip()]
    if version == 1:
        wanted = [(r"computer value: \d+", "Computer Value: N"),
                  (r"player value: \d+", "Player Value: N")]
    else:
        name = "Seven of Hearts" if version >= 3 else "Seven"
        wanted = [(r"computer has: (.+)", f"Computer has: {name}, ..."), (r"value: \d+", "Value: N"),
                  (r"player has: (.+)", f"Player has: {name}, ..."), (r"value: \d+", "Value: N")]
    at = 0
    for pattern, shown in wanted:
        while at < len(norm) and not _fits(pattern, norm[at], version):
            at += 1
        if at == len(norm):
            return f"expected a line `{shown}`"
        at += 1
    if not any(line in STRICT_VERDICTS for line in norm[at:]):
        return "expected a verdict line `Player wins!`, `Computer wins!` or `Draw!`"
    return None


def _fits(pattern: str, line: str, version: int) -> bool:
    """A line matches a format pattern, and any card list in it names the version's cards."""
    match = re.fullmatch(pattern, line)
    if not match:
        return False
    return not match.groups() or parse_cards(match.group(1), version) is not None


def shown_value(lines: list[str]) -> int | None:
    """The player's value shown before a question: the number on the last line about a value.

    >>> shown_value(["Your cards: Nine of Clubs", "Your value: 9"])
    9
    """
    for line in reversed(lines):
        low = normalize(line)
        if any(word in low for word in ("value", "total", "score")):
            numbers = re.findall(r"-?\d+", low)
            if numbers:
                return int(numbers[-1])
    return None


def shown_cards(lines: list[str], version: int) -> list[Card] | None:
    """The player's cards shown before a question (v2 onwards): the last line naming cards.

    >>> shown_cards(["Computer is done.", "Your cards: Nine of Clubs, Two of Hearts"], 3)
    [('Nine', 'Clubs'), ('Two', 'Hearts')]
    """
    if version == 1:
        return None
    for line in reversed(lines):
        low = normalize(line)
        if version >= 3:
            found = [(r.title(), s.title()) for r, s in CARD3_RE.findall(low)]
        else:
            found = [r.title() for r in RANK_RE.findall(low)]
        if found:
            return found
    return None


def mentions_computer_hand(line: str, stick_at: int | None) -> bool:
    """Whether a line printed during the player's turn gives away the computer's cards or value.

    >>> mentions_computer_hand("Computer has: Seven of Hearts", 17)
    True
    >>> mentions_computer_hand("The computer sticks at 17.", 17), mentions_computer_hand("Your value: 9", 17)
    (False, False)
    >>> mentions_computer_hand("Beat the computer without going over 21!", 17)
    False
    """
    low = normalize(line)
    if "computer" not in low and "dealer" not in low:
        return False
    numbers = [int(n) for n in re.findall(r"\d+", low)]
    if any(n not in (stick_at, 21) for n in numbers):     # the rules' numbers give nothing away
        return True
    return bool(RANK_RE.search(low))
