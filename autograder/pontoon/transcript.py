"""Read what a pontoon program printed and asked, game by game.

Glossary: an *entry* is one item of the sandbox's program transcript (``{"out": text}`` or
``{"ask": prompt, "answer": str | None}``); a *turn question* is ``Twist or stick? (t/s)``, an
*again question* ``Play again? (y/n)``; the *result block* is what a game prints after the
player's turn (hands, values, the verdict line). Lines are compared as the contract says:
ignoring case and runs of spaces (`autograder.pontoon.contract.normalize`).

Parsing is lenient (``Computer's total = 18`` is still read as the computer's value) so the
game rules can be judged even when the format is off; ``Result.format_problem`` says where the
block differs from the contract's exact lines, which is what the ``format`` rule is about.
"""
from __future__ import annotations

import re
from functools import lru_cache
from dataclasses import dataclass, field

from autograder.pontoon.contract import (CARD3_RE, RANK_RE, Card, card_value, normalize, parse_card,
                                         parse_cards)
from autograder.pontoon.rules import computer_hand

VERDICT_RE = re.compile(r"^(?:[a-z ]*: |it'?s a |it is a |a )?(player wins|computer wins|draw)\b[!. ]*$")
STRICT_VERDICTS = {"player wins!": "player", "computer wins!": "computer", "draw!": "draw"}
SIDE_VALUE_RE = re.compile(
    r"^(computer|player)(?:'s)?(?: final)?(?: hand)? ?(?:value|total|score)? ?[:=]? ?(-?\d+)$")
HAND_RE = re.compile(r"^(computer|player)(?:'s)?(?: has| have| had| hand| cards| got| holds)? ?[:=]? ?(.+)$")
TRAILING_VALUE_RE = re.compile(r"\s*(?:[(\[]|-+>|=+>|\u2192|[-=:,]|\b(?:value|total|points|that makes|makes))"
                               r"\s*(?:value|total|points)?\s*[:=]?\s*(\d+)\s*(?:points?)?\s*[)\]]?[.!]?$")
SIDE_WORDS = ((re.compile(r"^(?:the )?(?:dealer|house|computer)(?:'s)?\b"), "computer"),
              (re.compile(r"^(?:you|your|player)(?:'s)?\b"), "player"))


def _sided(line: str) -> str:
    """A line with its side word made the contract's: ``the dealer has`` -> ``computer has``."""
    for pattern, word in SIDE_WORDS:
        if pattern.match(line):
            return pattern.sub(word, line, count=1)
    return line
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
    means: str | None = "?"           # what the answer meant: t, s, y, n, or None (unknown)
    given_kind: str | None = None     # the runner's reading of the question, when it sent one
    effect: str | None = None         # what the runner saw the answer do: "refused", "card", ...
    tried: tuple = ()                 # (answer, effect) of each answer the runner tried here first
    kind: str = field(init=False)     # ``turn``, ``again`` or ``other``, from the prompt's words

    def __post_init__(self) -> None:
        self.kind = self.given_kind or question_kind(self.prompt)
        if self.kind == "turn" and asks_something_else(self.prompt):
            self.kind = "other"        # "How many chips do you want to bet?" deals no card
        if self.means == "?":
            low = (self.answer or "").strip().lower()
            self.means = low if low in ("t", "s", "y", "n") else None


@dataclass
class Hand:
    """One side's hand as the result block printed it (either part may be missing).

    >>> Hand([("Ace", "Clubs")], 1).value
    1
    """

    cards: list[Card] | None = None
    value: int | None = None
    named: str | None = None       # cards named in the program's own words, found by experiment
                                   # (`experiments.named_slots`): "ranks" or "suits" (with suits)


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
    told: str | None = None        # the line that told who won, when the reading found it
    one_value: int | None = None   # a draw's line naming one value, the player's where the player
    #                                stuck (``18 all``): both values, for a game planned as a tie


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
        """The game's result block (read once per version): what was printed after the turn;
        None when input ended at the turn's last question (what follows is the program's
        goodbye, not a result).

        >>> Game(1, [Ask("Twist or stick? ", None), "You leave with 100 chips."]).result(1) is None
        True
        """
        if self.cut:
            return None
        if version not in self._results:
            self._results[version] = ground(read_result(self.after_turn_lines(), version),
                                            self._results.get("dealt values"),
                                            sum(a.means == "t" for a in self.turn_asks))
        return self._results[version]

    @property
    def cut(self) -> bool:
        """Whether the grader ended input in this game before its result: at a turn question,
        or at another (a bet, a pause) that is not the play-again question (no result follows).

        >>> Game(1, [Ask("Your bet? ", None, given_kind="other"), "Bye"]).cut
        True
        >>> Game(1, [Ask("Twist? ", "s", means="s"), "You win", Ask("Again? ", None)]).cut
        False
        >>> Game(1, [Ask("Twist? ", "s", means="s"), "You win", Ask("Again? ", "y"),
        ...          Ask("Your bet? ", None, given_kind="other")]).cut
        False
        """
        cached = self._results.get("cut")
        if cached is not None and cached[0] == len(self.events):
            return cached[1]
        cut = False
        for e in self.events:
            if isinstance(e, Ask) and e.kind == "again":
                break                # asked to play again: the game was over (the next game's
            if isinstance(e, Ask) and e.answer is None:     # first question may follow it)
                cut = True
                break
        self._results["cut"] = (len(self.events), cut)   # kept until more events are added
        return cut

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

    def turn_segments(self) -> list[list[str]]:
        """`turn_lines` cut at every question: the lines printed before the first question, then
        those between each question and the next, up to the turn's last question.

        >>> Game(1, ["Hi", Ask("Bet? ", "5"), "You: 7", Ask("Twist or stick? ", "t", means="t"),
        ...          "You: 9", Ask("Twist or stick? ", "s", means="s"), "Bank: 18"]).turn_segments()
        [['Hi'], ['You: 7'], ['You: 9']]
        """
        last = self._index()[2]
        out: list[list[str]] = [[]]
        for e in self.events[:last]:
            if isinstance(e, str):
                out[-1].append(e)
            else:
                out.append([])
        return out

    def after_turn_lines(self) -> list[str]:
        """The output lines printed after the player's last question."""
        last = self._index()[2]
        return [e for e in self.events[last + 1:] if isinstance(e, str)]

    def excerpt(self, limit: int = 10, focus: "Ask | None" = None) -> str:
        """The game as the student saw it, the grader's answers marked, around ``focus``.

        Every answer the grader typed is marked ``<- the grader typed``, and end of input
        ``<- end of input``. Without ``focus`` the game's start and its end (the result) are
        shown; with it, the start and the lines leading up to that question and just after it.

        >>> g = Game(1, ["You have 10", Ask("Hit or stand? [h/s] ", "H"), "Please type h or s.",
        ...              Ask("Hit or stand? [h/s] ", None), "Bye"])
        >>> print(g.excerpt(focus=g.events[1]))
            You have 10
            Hit or stand? [h/s] H    <- the grader typed 'H'
            Please type h or s.
            Hit or stand? [h/s]     <- end of input
            Bye
        """
        rendered = self._results.get("rendered")
        if rendered is None or rendered[0] != len(self.events):   # built once, sliced per call
            lines: list[str] = []
            places: dict[int, int] = {}
            for e in self.events:
                if isinstance(e, Ask):
                    places[id(e)] = len(lines)
                    if e.answer is None:
                        lines.append(f"{e.prompt.rstrip()}     <- end of input")
                    else:
                        lines.append(f"{e.prompt.rstrip()} {e.answer}    "
                                     f"<- the grader typed {e.answer!r}")
                elif e.strip():
                    lines.append(e.rstrip())
            rendered = self._results["rendered"] = (len(self.events), lines, places)
        shown = rendered[1]
        at = rendered[2].get(id(focus)) if focus is not None else None
        if len(shown) > limit:
            head = min(3, limit // 3)
            if at is None or at < limit - 3:
                end = len(shown) if at is None else at + 3
                tail = limit - head - 1
                start = max(head, end - tail)
                body = shown[start:end]
                shown = shown[:head] + (["..."] if start > head else []) + body + \
                    (["..."] if end < len(shown) else [])
            else:
                start, end = max(head, at - (limit - head - 4)), min(len(shown), at + 3)
                shown = shown[:head] + ["..."] + shown[start:end] + \
                    (["..."] if end < len(shown) else [])
        return "\n".join("    " + line for line in shown)

TURN_WORDS = ("twist", "stick", "(t/s)", "card", "hit", "stand", "h/s", "t/s")


def question_kind(prompt: str) -> str:
    """Classify a prompt: ``turn`` (twist or stick), ``again`` (play again) or ``other``.

    >>> question_kind("Twist or stick? (t/s) "), question_kind("Play again? (y/n) ")
    ('turn', 'again')
    >>> question_kind("Hit or stand? [h/s] "), question_kind("Another game? y/n ")
    ('turn', 'again')
    """
    p = normalize(prompt)
    if any(w in p for w in TURN_WORDS) and "again" not in p:
        return "turn"
    if "again" in p or "y/n" in p or "another" in p or "game" in p or "y or n" in p:
        return "again"
    return "other"


OTHER_QUESTION_RE = re.compile(r"\b(how (?:many|much)|bets?|wager|stake|chips|your name|who are you)\b")


def asks_something_else(prompt: str) -> bool:
    """Whether a question asks for something other than twist or stick (a bet, a name), by its own
    words: it names no turn word and asks how many, how much, a bet or a name.

    >>> asks_something_else("How many chips do you want to bet? "), asks_something_else("What is your name? ")
    (True, True)
    >>> asks_something_else("Twist or stick? (t/s) "), asks_something_else("> ")
    (False, False)
    """
    p = normalize(prompt)
    return not any(w in p for w in TURN_WORDS) and bool(OTHER_QUESTION_RE.search(p))


DRAW_RE = re.compile(r"\b(draw|tie|tied|nobody wins|no one wins|no-one wins|push|nobody won|no winner)\b")
BOTH_BUST_RE = re.compile(r"\bboth (?:went |are |were |have gone |gone |go )?bust(?:ed)?\b")
WIN_RE = re.compile(r"\b(you|player|computer|dealer|house)(?: has| have)? (win|wins|won)\b")
LOSE_RE = re.compile(r"\b(you|player|computer|dealer|house) (?:lose|loses|lost)\b")
TALLY_RE = re.compile(r"\d")


@lru_cache(maxsize=4096)       # the same lines come game after game
def verdict_of(line: str) -> str | None:
    """Who a result line says won, by meaning: ``player``, ``computer``, ``draw`` or None.

    >>> verdict_of("the house is bust, you win!"), verdict_of("you both went bust. nobody wins")
    ('player', 'draw')
    >>> verdict_of("you're bust - dealer wins"), verdict_of("won 3 lost 2"), verdict_of("draw!")
    ('computer', None, 'draw')

    Both bust is a draw only when the line names no winner: the words say who won.

    >>> verdict_of("You both went bust. Dealer wins."), verdict_of("You both went bust")
    ('computer', 'draw')
    """
    low = normalize(line).replace("you're", "you are")
    if TALLY_RE.search(low) and ("won" in low.split() or "wins:" in low or "score" in low):
        return None            # a running tally of games won, not a verdict
    if DRAW_RE.search(low):
        return "draw"
    match = WIN_RE.search(low)
    if match:
        return "computer" if match.group(1) in ("computer", "dealer", "house") else "player"
    match = LOSE_RE.search(low)
    if match:
        return "player" if match.group(1) in ("computer", "dealer", "house") else "computer"
    if BOTH_BUST_RE.search(low):
        return "draw"          # "You both went bust." and no winner named: nobody won
    return None


SHOWN_RE = re.compile(r"\\x(0[0-8bcdef]|1[0-9a-f]|7f)")   # the runner's visible control characters
CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
# a screen cleared (``ESC[2J``, ``ESC[3J``, ``ESC c``) with the cursor sent home before or after
# it: a new screen below what was shown, not an erased history (`as_shown`)
_HOME = r"(?:\x1b\[(?:[01]?(?:;[01]?)?)?H)?"
CLEAR_RE = re.compile(rf"{_HOME}(?:\x1b\[[23]J)+{_HOME}|\x1bc")


def _raw(text: str) -> str:
    """Output with the runner's visible control characters (``\\x1b`` as text) made real again."""
    return SHOWN_RE.sub(lambda m: chr(int(m.group(1), 16)), text)


COLOUR_RE = re.compile(r"\x1b\[[0-9;]*m")        # a colour or a style (SGR): no text of its own


def shown_lines(msg: dict) -> list[str]:
    """What a function probe's ``show`` calls printed (else its printed text), a line each, its
    colours and styles (``ESC[31m``) taken out, as a terminal shows them.

    >>> shown_lines({"shown": ["\\x1b[31mSeven of Hearts\\x1b[0m | Two of Clubs", "You win"]})
    ['Seven of Hearts | Two of Clubs', 'You win']
    >>> shown_lines({"printed": "Bank: 18\\nYou: 20\\n"})
    ['Bank: 18', 'You: 20']
    """
    shown = [str(s) for s in msg.get("shown", [])] or str(msg.get("printed") or "").splitlines()
    shown = [COLOUR_RE.sub("", _raw(line)) if "\x1b" in line or "\\x1b" in line else line
             for line in shown]
    parts = [part for line in shown for part in line.splitlines()]
    width, cased = max(map(len, parts), default=0), any(p.lstrip()[:1].isupper() for p in parts)
    return ["\n".join(unwrapped(line.splitlines(), width, cased)) if "\n" in line else line
            for line in shown]


def as_shown(entries: list[dict]) -> list[dict]:
    """A transcript as a terminal shows it at the end: output that moves the cursor back and
    overwrites a line (``ESC[1A``, ``\\r``, saved and restored places, colours) is read through
    a terminal emulator (`pyte`), so that what is read is what the player saw. A transcript
    with no control character is returned as it is.

    >>> as_shown([{"out": "Your value: 5\\n"}, {"ask": "Twist or stick? ", "answer": "s"},
    ...           {"out": "Player wins!\\n\\x1b[1A\\x1b[2KComputer wins!\\n"}])
    [{'out': 'Your value: 5\\n'}, {'ask': 'Twist or stick? ', 'answer': 's'}, {'out': 'Computer wins!\\n'}]
    >>> as_shown([{"out": "\\\\x1b[32mPlayer wins!\\\\x1b[0m\\n"}])
    [{'out': 'Player wins!\\n'}]

    A screen cleared (``ESC[2J``, with the cursor sent home) clears no history: what was shown
    before it was seen, and what follows starts on a line of its own.

    >>> as_shown([{"out": "You win\\n"}, {"ask": "Again? ", "answer": "y"},
    ...           {"out": "\\x1b[H\\x1b[2JNew game\\n"}])[2]
    {'out': '\\nNew game\\n'}
    """
    blob = "".join(str(e["out"]) for e in entries if "out" in e)
    if "\\x" not in blob and not CONTROL_RE.search(blob):
        return entries                           # the usual case, found at C speed
    texts = [CLEAR_RE.sub("\n", _raw(str(e["out"]))) if "out" in e else "" for e in entries]
    if not any(CONTROL_RE.search(t) for t in texts):
        return [dict(e, out=t) if "out" in e else e for t, e in zip(texts, entries)]
    import pyte
    stream_text = [t if "out" in e else f"{e['ask']}{e.get('answer') or ''}\n"
                   for t, e in zip(texts, entries)]
    rows = sum(t.count("\n") for t in stream_text) + 2
    columns = max((len(line) for t in stream_text for line in t.split("\n")), default=1) + 1
    screen = pyte.Screen(max(columns, 20), rows)
    screen.set_mode(pyte.modes.LNM)             # a new line starts at the left, as print's does
    stream = pyte.Stream(screen)
    places = []                                  # where each question was asked: (row, column)
    for text, entry in zip(stream_text, entries):
        if "ask" in entry:
            places.append((screen.cursor.y, screen.cursor.x))
        stream.feed(text)
    shown = [line.rstrip() for line in screen.display]
    out, row, col, asks = [], 0, 0, iter(places)
    for entry in entries:
        if "ask" not in entry:
            continue
        y, x = next(asks)
        lines = [shown[row][col:]] + shown[row + 1:y] + [shown[y][:x]] if y > row else \
            [shown[row][col:x]] if y == row else []
        if y > row and x == 0:
            lines[-1:] = []                      # the question starts a line of its own
        if "".join(lines):
            out.append({"out": "\n".join(lines) + ("\n" if x == 0 else "")})
        out.append(entry)
        row, col = y + 1, 0
    tail = shown[row:] if row < len(shown) else []
    while tail and not tail[-1]:
        tail.pop()
    if tail:
        out.append({"out": "\n".join(tail) + "\n"})
    return out


LONGEST_LINE = 1000     # a printed line or prompt is read up to this many characters: no card
# game prints more on one line, and the readers' caches (`verdict_of`, `experiments.skeleton`
# and the rest) then grow with how many lines they keep, never with what a student prints


OPENS, CLOSES = "([{", ")]}"
JOINED_LINES = 40       # the most lines one bracketed structure is joined from


def logical_lines(text: str) -> list[str]:
    """A program's output as lines, a bracketed structure printed over several lines (a list or a
    dict that `pprint` or `json.dumps(indent=...)` wraps) joined into one: a line that leaves a
    bracket open is read with the lines after it, up to the one that closes them all (no more
    than `JOINED_LINES`, each continuing line indented or closing). So a structure reads the
    same however long its hands are. A line ending with the bracket it opens begins a layout of
    an item a line (``json.dumps(indent=2)``), whose lines are kept as they are.

    >>> logical_lines("Hands:\\n{'bank': ['Six of Clubs',\\n          'Two of Hearts'],\\n 'you': ['Ten of Spades']}\\nWin")
    ['Hands:', "{'bank': ['Six of Clubs', 'Two of Hearts'], 'you': ['Ten of Spades']}", 'Win']
    >>> logical_lines("Score (you - me\\nYou: 7")     # never closed: the lines as printed
    ['Score (you - me', 'You: 7']
    >>> logical_lines("h) hit  s) stand\\n  (twist)")
    ['h) hit  s) stand', '  (twist)']
    >>> logical_lines('{\\n  "bank": [\\n    "Six of Clubs"\\n  ]\\n}')
    ['{', '  "bank": [', '    "Six of Clubs"', '  ]', '}']
    """
    lines = text.splitlines()
    if not any(ch in text for ch in OPENS):
        return lines
    out, i = [], 0
    while i < len(lines):
        depth, at = _depth(lines[i], 0), i
        if depth and lines[i].rstrip()[-1:] not in OPENS:  # (None: a line closing more than
            # it opens; a line ending with the bracket lays the items out a line each: kept)
            for k in range(i + 1, min(len(lines), i + JOINED_LINES)):
                part = lines[k]
                if not part[:1].isspace() and part.lstrip()[:1] not in CLOSES:
                    break
                depth = _depth(part, depth)
                if depth is None:
                    break
                if depth == 0:
                    out.append(" ".join(p.strip() if n else p.rstrip()
                                        for n, p in enumerate(lines[i:k + 1])))
                    at = k
                    break
        if at == i:
            out.append(lines[i])
        i = at + 1
    return out


WRAPPED_WIDTH = 50      # the narrowest width a program is taken to wrap its sentences at
WRAPPED_NUMBER_RE = re.compile(r"^-?\d+[.,;!]?$")     # a number mid-sentence (not ``1)``)


def unwrapped(lines: list[str], width: int | None = None, cased: bool | None = None) -> list[str]:
    """Lines as a program wrapped one sentence over them (``textwrap.fill``) joined into one, so
    that a sentence naming a hand reads the same however its words fall on the lines: a line
    continues the one before it when that line is at least half as long as ``width`` (the
    longest line, not less than `WRAPPED_WIDTH`: where the program wraps), ends no sentence,
    no label, no bracket and no number, and the next, indented no deeper and not begun with a
    label of its own, begins mid-sentence: with a lower-case letter where the program's lines
    begin with capitals (``cased``: some line of its output does; a script without capitals
    tells no sentence's start), or a number, alone or before such a word (not an item's
    number, ``1) Hit``). A line wrapped before a capital (a card's name) is kept as printed:
    nothing tells it from a line of its own.

    >>> unwrapped(["You pick up the Ace of Clubs, which brings you to 5. Your hand",
    ...            "is now the Four of Spades and the Ace of Clubs.", "Twist or stick?"])
    ['You pick up the Ace of Clubs, which brings you to 5. Your hand is now the Four of Spades and the Ace of Clubs.', 'Twist or stick?']
    >>> unwrapped(["computer: Four of Hearts, Nine of Clubs, Five of Spades = 18",
    ...            "you: Two of Hearts = 2"])       # a line ending with a number: a hand's line
    ['computer: Four of Hearts, Nine of Clubs, Five of Spades = 18', 'you: Two of Hearts = 2']
    >>> unwrapped(["Kompyuter: Jack of Clubs, King of Clubs", "  halaga: 20"])   # a line under it
    ['Kompyuter: Jack of Clubs, King of Clubs', '  halaga: 20']
    >>> unwrapped(["Kompyuter: Jack of Clubs, King of Clubs", "halaga: 20"])     # a label's line
    ['Kompyuter: Jack of Clubs, King of Clubs', 'halaga: 20']
    >>> unwrapped(["The longest line of them all, and a word", "You win"])
    ['The longest line of them all, and a word', 'You win']
    """
    width = width or max(map(len, lines), default=0)
    if width < WRAPPED_WIDTH or len(lines) < 2:
        return lines
    if cased is None:
        cased = any(line.lstrip()[:1].isupper() for line in lines)
    out: list[str] = []
    last = ""
    for line in lines:
        words, end = line.split(), last.rstrip()[-1:]
        if out and words and end and end not in ".!?:;)]}" and not end.isdigit() \
                and not words[0].endswith(":") and _indent(line) <= _indent(last) \
                and 2 * len(last.rstrip()) >= width \
                and (cased and words[0][:1].islower() or WRAPPED_NUMBER_RE.match(words[0])
                     and (len(words) == 1 or words[1][:1].islower())):
            out[-1] = out[-1].rstrip() + " " + line.strip()
        else:
            out.append(line)
        last = line
    return out


def _indent(line: str) -> int:
    """How far a line is indented."""
    return len(line) - len(line.lstrip())


def _depth(line: str, depth: int) -> int | None:
    """How many brackets stay open after ``line``, ``depth`` open before it; None when the line
    closes more than were open."""
    for ch in line:
        if ch in OPENS:
            depth += 1
        elif ch in CLOSES:
            depth -= 1
            if depth < 0:
                return None
    return depth


def split_games(entries: list[dict], version: int = 1) -> list[Game]:
    """Split a program transcript into games at play-again questions and verdict lines.

    >>> games = split_games([{"out": "Your value: 5\\n"}, {"ask": "Twist or stick? (t/s) ", "answer": "s"},
    ...     {"out": "Computer Value: 18\\nPlayer Value: 5\\nComputer wins!\\n"},
    ...     {"ask": "Play again? (y/n) ", "answer": "n"}])
    >>> len(games), len(games[0].turn_asks), games[0].again.answer
    (1, 1, 'n')

    A turn question after an answer that gave the player a card (its ``effect``, found by
    experiment, or the next question's ``after``) continues the game, whatever the card's line
    said (``You draw the Two``):

    >>> ask = {"ask": "> ", "kind": "turn"}
    >>> games = split_games([dict(ask, answer="t", means="t", effect="card"),
    ...     {"out": "You draw the Two of Clubs\\n"}, dict(ask, answer="s", means="s")], 3)
    >>> len(games), len(games[0].turn_asks)
    (1, 2)

    and so does one after an answer it refused, whatever its refusal said (``Type draw or
    hold``, whose "draw" reads as a result):

    >>> games = split_games([dict(ask, answer="x", means=None, effect="refused"),
    ...     {"out": "Please type the word draw or the word hold.\\n"}, dict(ask, answer="s", means="s")], 1)
    >>> len(games), len(games[0].turn_asks)
    (1, 2)

    A game the player had no turn in, that asks to play again, is a game (the player's turn
    skipped), though its words read as no result:

    >>> games = split_games([{"out": "Hand: 5\\n"}, dict(ask, answer="s", means="s"),
    ...     {"out": "Bank 18, you 5\\nBank wins\\n"}, {"ask": "Again? ", "answer": "y", "means": "y", "kind": "again"},
    ...     {"out": "Bank 24\\nBank kaputt\\n"}, {"ask": "Again? ", "answer": None, "means": None, "kind": "again"}])
    >>> len(games), games[-1].lines
    (2, ['Bank 24', 'Bank kaputt'])

    A line that reads as a verdict before a game's first turn question (the rules a program
    states, ``Draw to take a card, pass to stop.``) ends no game:

    >>> games = split_games([{"out": "Draw to take a card, pass to stop.\\nYou: 5\\n"},
    ...     dict(ask, answer="s", means="s"), {"out": "Bank 18, you 5\\nBank wins\\n"}])
    >>> len(games), len(games[0].turn_asks)
    (1, 1)

    A line is read up to `LONGEST_LINE` characters:

    >>> [len(line) for line in split_games([{"out": "x" * 5000 + "\\nYou win\\n"}])[0].lines]
    [1000, 7]
    """
    entries = as_shown(entries)
    printed = [line for entry in entries if "out" in entry for line in str(entry["out"]).splitlines()]
    width = max(map(len, printed), default=0)
    cased = any(line.lstrip()[:1].isupper() for line in printed)
    games: list[Game] = [Game(1)]
    before: list[str] = []
    over: str | None = None  # "again": the game was asked to play again (the next line starts
    tail = 0                 # a new game); "verdict": its last line was a verdict, and the lines
    asked_again = False      # after it (from ``tail``) stay with it unless a turn question follows
    drew = False             # the last question was a turn whose answer gave the player a card
    refused = False          # ... or whose answer it refused (the same question back, no card)
    turned = False           # the last game holds a turn question (kept, not searched for: a
    for entry in entries:    # run of a program whose questions are never read is long)
        game = games[-1]
        if "out" in entry:
            for line in unwrapped(logical_lines(str(entry["out"])), width, cased):
                line = line[:LONGEST_LINE]
                if not line.strip():
                    game.events.append(line)
                    before.append(line)
                    continue
                if over == "again":
                    game = Game(len(games) + 1)
                    games.append(game)
                    over, asked_again, turned = None, False, False
                game.events.append(line)
                before.append(line)
                if turned and over != "verdict" and verdict_of(line) is not None:
                    over, tail = "verdict", len(game.events)   # (before a game's first turn
                    #   question a line reading as a verdict is the rules it states, `Draw to
                    #   take a card`, or its dealer's news, `the dealer's turn is over`)
        elif "ask" in entry:
            if "means" in entry:
                tried = tuple((str(t.get("answer", "")), str(t.get("effect", "")))
                              for t in entry.get("tried") or () if isinstance(t, dict))
                ask = Ask(str(entry["ask"])[:LONGEST_LINE], entry.get("answer"), before, entry["means"],
                          entry.get("kind"), entry.get("effect"), tried)
            else:
                ask = Ask(str(entry["ask"])[:LONGEST_LINE], entry.get("answer"), before)
            before = []
            if ask.kind == "turn" and over == "verdict" and (drew or entry.get("after") == "card"):
                over = None          # the turn goes on: a line that read as a verdict was its card
            elif ask.kind == "turn" and over == "verdict" and refused:
                over = None          # the same question again: the line was its refusal's words
            if ask.kind == "turn" and over is not None:
                moved = game.events[tail:] if over == "verdict" else []
                if moved:
                    del game.events[tail:]
                game = Game(len(games) + 1, moved)
                games.append(game)
                over, asked_again = None, False
            game.events.append(ask)
            turned = turned or ask.kind == "turn"
            drew = ask.kind == "turn" and entry.get("effect") == "card"
            refused = ask.kind == "turn" and entry.get("effect") == "refused"
            if ask.kind == "again":
                over, asked_again = "again", True
            elif over == "verdict":
                tail = len(game.events)
    while games and not games[-1].turn_asks and games[-1].again is None \
            and (read_result(games[-1].lines, version) is None or _told_to_stop(games[:-1])):
        games.pop()       # what is printed after the last game: "Bye!", "You leave with 90 chips"
        #                   (a game with no turn that asks to play again is a game all the same)
    for number, game in enumerate(games, 1):
        game.number = number
    return games


def block(game: Game) -> list[str]:
    """A game's result block: the lines printed after the player's last question, not blank.

    >>> block(Game(1, ["You: 7", Ask("Twist or stick? ", "s"), "", "Bank 18 / you 7", "Bank wins"]))
    ['Bank 18 / you 7', 'Bank wins']
    """
    return [line for line in game.after_turn_lines() if line.strip()]


def _told_to_stop(games: list[Game]) -> bool:
    """Whether the last of ``games`` ended with its play-again question answered no or with end
    of input, there or at any question after it (the next game's bet): what the program prints
    after it deals no game.

    >>> _told_to_stop([Game(1, [Ask("Play again? (y/n) ", "n")])]), _told_to_stop([])
    (True, False)
    >>> _told_to_stop([Game(1, [Ask("Play again? (y/n) ", "y"), Ask("Your bet? ", None)])])
    True
    """
    again = games[-1].again if games else None
    return again is not None and (again.answer is None or again.means == "n" or any(
        isinstance(e, Ask) and e.answer is None for e in games[-1].events))


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
            return verdict_of(e) is not None
    return False


def read_result(lines: list[str], version: int) -> Result | None:
    """Read a result block from lines printed after the player's turn; None if there is none.

    >>> r = read_result(["Computer has: Seven, Jack", "Value: 17", "Player has: Ace",
    ...                  "Value: 1", "Computer wins!"], 2)
    >>> r.computer.cards, r.computer.value, r.player.value, r.verdict, r.format_problem
    (['Seven', 'Jack'], 17, 1, 'computer', None)

    A hand may be listed one card a line under whose it is:

    >>> r = read_result(["Dealer's hand:", "  Seven of Clubs", "  Ten of Hearts", "Total: 17",
    ...                  "Your hand:", "  Ace of Spades", "Total: 1", "Dealer wins"], 3)
    >>> r.computer.cards, r.computer.value, r.player.cards, r.player.value, r.verdict
    ([('Seven', 'Clubs'), ('Ten', 'Hearts')], 17, [('Ace', 'Spades')], 1, 'computer')

    Words that read as a verdict before any hand are the verdict only when no other verdict
    follows the hands (``You draw the Ten`` is the player's last card):

    >>> r = read_result(["You draw the Ten of Clubs", "Computer has: Seven of Clubs (7)",
    ...                  "Player has: Ten of Clubs (10)", "Player wins."], 3)
    >>> r.computer.cards, r.player.value, r.verdict
    ([('Seven', 'Clubs')], 10, 'player')
    >>> read_result(["Draw!", "Computer: 18", "Player: 18"], 1).verdict
    'draw'
    """
    computer, player = Hand(), Hand()
    verdict: str | None = None
    side: str | None = None
    kept: list[str] = []
    listing: str | None = None      # whose hand the lines of one card each are adding to
    early = False                   # the verdict's words came before any hand: hands may follow
    for raw in lines:
        line = normalize(raw)
        if not line:
            continue
        reading = verdict is None or early
        item = card_item(line, version) if reading and side else None
        if item is not None:
            target = computer if side == "computer" else player
            if listing != side or target.cards is None:
                target.cards, listing = [], side
            target.cards.append(item)
            kept.append(raw)
            continue
        listing = None
        hand = _read_line(_sided(line), version) \
            if reading and verdict_of(line) is None else None
        if hand is not None:
            kind, who, value = hand
            target = computer if (who or side) == "computer" else player
            if kind == "side":
                side = who
                if value is not None:
                    target.value = value
                continue
            if kind == "cards" and who:
                target.cards, side = value[0], who
                if value[1] is not None:
                    target.value = value[1]
            elif kind == "value" and (who or side):
                target.value = value      # the last one before the verdict: the result block's
            else:
                continue
            kept.append(raw)
            continue
        said = verdict_of(line)
        if said is not None and early and (computer != Hand() or player != Hand()):
            verdict, early = None, False   # a verdict after the hands: the earlier words were not
        if said is not None and verdict is None:
            early = computer == Hand() and player == Hand() and side is None
            verdict = said
            kept.append(raw)
            for who, value in _side_values(line):
                target = computer if who == "computer" else player
                if target.value is None:
                    target.value = value
            continue
        if reading:
            for who, value in _side_values(line):
                target = computer if who == "computer" else player
                target.value = value
                kept.append(raw)
    if verdict is None and computer.value is None and player.value is None and not computer.cards:
        return None
    result = Result(computer, player, verdict, kept)
    result.format_problem = _shown_problem(result, version)
    return result


@lru_cache(maxsize=4096)
def player_hands(dealt: tuple[int, ...], twists: int, total: int) -> frozenset[tuple[int, ...]]:
    """The card values the player's hand can hold after ``twists`` of its ``total`` twists, by
    the cards the grader dealt (in order, every one to a hand): one card or two to start, and
    the computer's cards (all the others) dealt in one run before the player's, after its first
    card(s), or after them all, a run that does not go on once the computer is bust; or the
    first cards dealt in turn: two each, the computer's hits before or after the player's
    twists, or one each, the player's first and the computer's hits after them, or the
    computer's first and its hits before the player's turn.

    >>> sorted(player_hands((10, 8, 4, 3), 0, 1))
    [(4,), (8,), (8, 4), (10,), (10, 4), (10, 8)]
    >>> (9, 8) in player_hands((9, 5, 8, 4, 10), 0, 0)      # player, dealer, player, dealer
    True
    """
    out = set()
    for start in (1, 2):
        n, k = start + twists, len(dealt) - start - total     # k: the computer's cards
        if k < 0:
            continue
        # the computer's cards dealt in one run: first, after the player's first card(s), or
        # after the player's whole turn (every card dealt went to a hand)
        for s in sorted({0, 1, start, start + total}):
            if k and sum(dealt[s:s + k - 1]) > 21:
                continue                 # a computer drawing on after it is bust: not a turn
            out.add((dealt[:s] + dealt[s + k:])[:n])
        # dealt in turn: two each (the player's first or the computer's), the computer's hits
        # after the player's twists or before them; one each, the computer's hits after them
        if k >= start:
            rest = dealt[2 * start:]
            for mine in (dealt[0:4:2], dealt[1:4:2]) if start == 2 else (dealt[:1],):
                out.add((mine + rest[:total])[:n])
                if start == 2:
                    out.add((mine + rest[k - start:])[:n])
        if start == 1 and k >= 1:        # one each, the computer's first, then its hits first
            out.add((dealt[1:2] + dealt[k + 1:])[:n])
    return frozenset(out)


def dealt_player_values(dealt: list[int], twists: int, total: int) -> frozenset[int]:
    """The values the player's hand can have after ``twists`` of its ``total`` twists by the
    contract's card values of the cards the grader dealt (`player_hands`).

    >>> sorted(dealt_player_values([10, 8, 4, 3], 0, 1)), sorted(dealt_player_values([10, 8, 4, 3], 1, 1))
    ([4, 8, 10, 12, 14, 18], [7, 11, 13, 14, 15, 17, 18, 21, 22])
    >>> 3 in dealt_player_values([4, 10, 3, 8], 0, 0)
    False
    >>> 10 in dealt_player_values([8, 9, 4, 2, 2, 5, 7, 10], 0, 0)    # not the last card alone
    False
    """
    return frozenset(sum(hand) for hand in player_hands(tuple(dealt), twists, total))


def ground(result: "Result | None", dealt: list[int] | None, twists: int,
           keep: tuple[str, ...] = ()) -> "Result | None":
    """A stacked game's result with each value the words gave kept only when it is the contract's
    value of cards the grader dealt that hand: the player's a value its cards make
    (`dealt_player_values`), the computer's the rest of the cards dealt; any other number the
    words put there (a card, a list's item, a chip count, a total counting an Ace 11) is unknown.
    A computer dealt no card at all has no cards' value: the number printed for it is what the
    program made up, kept for the checks to judge (`computer-draws`).
    Sides in ``keep`` (found where the experiments saw the value move) stay; without the dealt
    cards (a seeded game) the words' values stay too.

    >>> r = Result(Hand(None, 5), Hand(None, 20), "player")
    >>> g = ground(r, [10, 8, 10, 10], 1); (g.computer.value, g.player.value)
    (None, 20)
    >>> g = ground(Result(Hand(None, 18), Hand(None, 20), "player"), [10, 8, 10, 10], 1)
    >>> (g.computer.value, g.player.value)
    (18, 20)
    >>> g = ground(Result(Hand(None, 17), Hand(None, 20), "player"), [10, 10], 0)
    >>> (g.computer.value, g.player.value)
    (17, 20)
    """
    if result is None or not dealt:
        return result
    players = dealt_player_values(dealt, twists, twists)
    p, c = result.player.value, result.computer.value
    if "player" not in keep and p is not None and p not in players:
        result.player.value = p = None
    rest = sum(dealt) - p if p in players else None      # the computer's cards, the player's known
    if "computer" not in keep and c is not None and not (
            c == rest or rest == 0 if rest is not None else sum(dealt) - c in players):
        result.computer.value = None
    return result


SIDE_RE = re.compile(r"\b(computer|dealer|house|player|you|your)\b(?:'s)?([^0-9]{0,30}?)(-?\d+)(?!\w|\.\d)")     # a whole number, not the 1 of ``1st``


def _side_values(line: str) -> list[tuple[str, int]]:
    """Values a line gives by meaning: ``Dealer: 18, you: 20`` -> computer 18, player 20.

    >>> _side_values("dealer has 18 and you have 20")
    [('computer', 18), ('player', 20)]
    >>> _side_values("Dealer's 1st card: 7")
    []
    >>> _side_values("you have [3, 3, 'k'] for a total of 16 and the dealer has ['k', 5, 'q'] for a total of 25")
    [('player', 16), ('computer', 25)]
    """
    out = []
    for who, between, number in SIDE_RE.findall(LISTED_RE.sub(" ", line)):   # a list's items are cards
        if any(ch.isalpha() for ch in between) and not re.search(
                r"\b(has|have|had|value|total|score|got|is|are|was|ended|with|on|at|hand)\b", between):
            continue
        out.append(("computer" if who in ("computer", "dealer", "house") else "player", int(number)))
    return out


def _shown_problem(result: "Result", version: int) -> str | None:
    """What the result block fails to show, in any words: both hands as the version shows a card
    and who won (`format`); None when it shows them."""
    if result.verdict is None:
        return "expected a line saying who won (the player, the computer, or nobody)"
    if version == 1:
        if result.computer.value is None or result.player.value is None:
            return "expected both values (the computer's and the player's)"
        return None
    shown = "names with suits (`Seven of Hearts`)" if version >= 3 else "card names (`Seven`)"
    for side in ("computer", "player"):
        hand = getattr(result, side)
        if not hand.cards and hand.named != "suits" and (version >= 3 or hand.named is None):
            return f"expected the {side}'s cards as {shown}"
    return None


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
            text, value = match.group(2), None
            tail = TRAILING_VALUE_RE.search(text)
            if tail:
                text, value = text[:tail.start()], int(tail.group(1))
            cards = parse_cards(text.rstrip(" .!"), version) or loose_cards(text, version)
            if cards:
                return "cards", match.group(1), (cards, value)
            if value is None:
                numbers = re.findall(r"-?\d+", LISTED_RE.sub(" ", text))
                value = int(numbers[-1]) if numbers else None     # "Dealer has 17"
            return "side", match.group(1), value     # whose lines follow, though no cards
    return None


def loose_cards(text: str, version: int) -> list[Card] | None:
    """Cards listed in a student's own way: ``Seven Jack``, ``the Seven of Hearts and the Two of Clubs``.

    >>> loose_cards("seven jack", 2), loose_cards("the seven of hearts and the two of clubs", 3)
    (['Seven', 'Jack'], [('Seven', 'Hearts'), ('Two', 'Clubs')])
    >>> loose_cards("seven and a bit", 2) is None
    True

    A hand as Python prints a list of names is the same hand:

    >>> loose_cards("['Ten', 'Ace'] ", 2), loose_cards('["Ten of Clubs"]', 3)
    (['Ten', 'Ace'], [('Ten', 'Clubs')])
    """
    text = re.sub(r"[\[\]'\"]", " ", normalize(text))      # a list's brackets and quotes
    if version >= 3:
        found = [(r.title(), s.title()) for r, s in CARD3_RE.findall(text)]
        rest = re.sub(r"\b(and|the|a|an)\b|[\s,;&+|/]", "", CARD3_RE.sub("", text))
        return found if found and not rest else None
    if version == 2:
        words = [w for w in re.split(r"[\s,;&+|/]+|\band\b", text) if w and w not in ("the", "a", "an")]
        cards = [parse_card(w, 2) for w in words]
        return cards if cards and all(cards) else None     # type: ignore[return-value]
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


LISTED_RE = re.compile(r"[\[(][^\])]*\d[^\])]*[,;][^\])]*[\])]")    # a printed list of two or more
MONEY_RE = re.compile(r"\b(chips?|coins?|money|credits?|bets?|bank|pounds|dollars|cash)\b|[$\u00a3\u20ac]")


def shown_value(lines: list[str]) -> int | None:
    """The player's value shown before a question: the number on the last line about a value.

    >>> shown_value(["Your cards: Nine of Clubs", "Your value: 9"])
    9
    >>> shown_value(["You start with 4"]), shown_value(["You now have 12"]), shown_value(["Points: 7"])
    (4, 12, 7)
    >>> shown_value(["Your value: 9", "You have 100 chips."])
    9

    A list's items are cards, not the hand's value:

    >>> shown_value(["Your cards: ['4', '3']"]), shown_value(["Your cards: [4, 11]. Total in your hand: 15"])
    (None, 15)
    """
    for line in reversed(lines):
        low = LISTED_RE.sub(" ", normalize(line))
        if re.search(r"\b(computer|dealer|house)\b", low) or MONEY_RE.search(low):
            continue                 # the computer's hand, or the player's chips: not a value
        if any(word in low for word in ("value", "total", "score", "points", "you have", "you've got",
                                        "worth", "makes", "your hand", "you are on", "you're on",
                                        "your cards", "you got", "now have", "start with",
                                        "started with", "you are at", "you're at", "you hold")):
            numbers = re.findall(r"-?\d+", low)
            if numbers:
                return int(numbers[-1])
    return None


def shown_cards(lines: list[str], version: int) -> list[Card] | None:
    """The player's cards shown before a question (v2 onwards): the last line naming cards.

    >>> shown_cards(["Computer is done.", "Your cards: Nine of Clubs, Two of Hearts"], 3)
    [('Nine', 'Clubs'), ('Two', 'Hearts')]

    Cards listed one a line are one hand; a line that says more than a card is a hand alone.

    >>> shown_cards(["You drew the Two of Hearts", "You have:", "  the Nine of Clubs",
    ...              "  the Two of Hearts", "Points: 11"], 3)
    [('Nine', 'Clubs'), ('Two', 'Hearts')]
    """
    if version == 1:
        return None
    for at in range(len(lines) - 1, -1, -1):
        low = normalize(lines[at])
        if version >= 3:
            found = [(r.title(), s.title()) for r, s in CARD3_RE.findall(low)]
        else:
            found = [r.title() for r in RANK_RE.findall(low)]
        if found:
            item = card_item(lines[at], version)
            if item is None:
                return found
            listed = [item]                  # one card a line: the lines above it list the rest
            while at > 0 and (above := card_item(lines[at - 1], version)) is not None:
                listed.insert(0, above)
                at -= 1
            return listed
    return None


ITEM_MARKS = " -*>.):\u2022"
LEADING_SIGNS_RE = re.compile(r"^[^\w\s]+\s*(?=\w)")    # a picture or sign before the card: its mark


WORD_RE = re.compile(r"[^\W\d_]{3,}")       # a word of three letters or more, in any script


def card_item(line: str, version: int) -> Card | None:
    """The card a line names when the line is one item of a listing (one card, nothing else).

    >>> card_item("   the Two of Spades", 3), card_item("  - Seven", 2), card_item("You drew the Two of Spades", 3)
    (('Two', 'Spades'), 'Seven', None)
    >>> card_item("Two of Spades", 1) is None
    True
    >>> card_item("  \U0001F0B5 Five of Hearts", 3)
    ('Five', 'Hearts')

    A card's own code or value beside its name is no other word:

    >>> card_item("   K♠ (King of Spades)", 3), card_item("10 - Ten [10]", 2), card_item("King (you: 20)", 2)
    (('King', 'Spades'), 'Ten', None)
    >>> card_item("| Queen of Diamonds |                   |", 3) is None     # a row of a table
    True
    """
    if version == 1:
        return None
    text = LEADING_SIGNS_RE.sub("", normalize(line)).strip(ITEM_MARKS)
    text = re.sub(r"^(?:\d+[.)]\s*)?(?:the |a |an )?", "", text).strip(ITEM_MARKS)
    card = parse_card(text, version)
    if card is not None:
        return card
    # one card named beside marks, codes or numbers only, no other word: ``K♠ (King of Spades)``
    found = CARD3_RE.findall(text) if version >= 3 else RANK_RE.findall(text)
    if len(found) != 1:
        return None
    rest = (CARD3_RE if version >= 3 else RANK_RE).sub(" ", text)
    if WORD_RE.search(rest) or "|" in rest:       # another word, or a table's other cells
        return None
    return (found[0][0].title(), found[0][1].title()) if version >= 3 else found[0].title()


@lru_cache(maxsize=4096)       # the same lines come game after game
def mentions_computer_hand(line: str, stick_at: int | None) -> bool:
    """Whether a line printed during the player's turn gives away the computer's cards or value.

    >>> mentions_computer_hand("Computer has: Seven of Hearts", 17)
    True
    >>> mentions_computer_hand("The computer sticks at 17.", 17), mentions_computer_hand("Your value: 9", 17)
    (False, False)
    >>> mentions_computer_hand("Beat the computer without going over 21!", 17)
    False

    A line in parts (``|``, ``;``, `` - ``, ``, ``) gives away only what the computer's part says:

    >>> mentions_computer_hand("Player: 15 | Dealer: ?", 17), mentions_computer_hand("You: 15, dealer: 7", 17)
    (False, True)
    >>> mentions_computer_hand("The dealer waits. You hold the Jack of Diamonds and a Two.", 17)
    False
    """
    low = normalize(line)
    if len(re.findall(r"\d+", low)) >= 2 and re.search(r"\b(draws|wins|won|lost|losses|score|games)\b", low):
        return False             # a running tally of games: nothing about this game's hand
    parts = [part for part in PARTS_RE.split(low)
             if any(word in part for word in ("computer", "dealer", "house"))]
    return any(_gives_away(part, stick_at) for part in parts)


PARTS_RE = re.compile(r"\s*[|;]\s*|\s+-+\s+|,\s+|(?<=[.!?])\s+")     # (a sentence is a part)


def _gives_away(low: str, stick_at: int | None) -> bool:
    """Whether one part of a line, naming the computer, gives away its cards or value."""
    if re.search(r"\b(bust|busted|gone over|went over|sticks? (?:on|with)|has \d)", low):
        return True              # the computer's outcome is news about its hand
    numbers = [int(n) for n in re.findall(r"\d+", low)]
    if any(n not in (stick_at, 21) for n in numbers):     # the rules' numbers give nothing away
        return True
    return bool(RANK_RE.search(low))


def leaked_cards(game: Game, dealt: list[Card], stick_at: int, version: int) -> list[str]:
    """Lines printed before the player's turn ended that name a card the grader dealt to the
    computer (v2 onwards, by the cards alone, whatever words name the computer): the card is the
    computer's in the dealing order the player's first hand shows (the computer's hand first,
    or the player's first card before it), and never one of the player's (shown before a
    question, or in the player's hand of the result: a program whose computer took fewer cards
    than the rules' order says dealt the player some of them).

    >>> dealt = [("King", "Spades"), ("Seven", "Clubs"), ("Nine", "Hearts"), ("Two", "Spades")]
    >>> g = Game(1, ["The Bank shows the King of Spades", "You hold Nine of Hearts",
    ...              Ask("Twist or stick? ", "s", ["You hold Nine of Hearts"])])
    >>> leaked_cards(g, dealt, 17, 3)
    ['The Bank shows the King of Spades']
    >>> leaked_cards(Game(1, ["You hold Nine of Hearts", Ask("Twist? ", "s", ["You hold Nine of Hearts"])]),
    ...              dealt, 17, 3)
    []
    """
    asks = game.turn_asks
    if version < 2 or not asks or not dealt:
        return []
    first = shown_cards(asks[0].before, version) or []

    def key(card: Card) -> Card:             # v2 shows ranks alone
        return card[0] if version == 2 and isinstance(card, tuple) else card

    held = {key(c) for a in asks for c in (shown_cards(a.before, version) or [])}
    result = game.result(version)
    if result is not None:         # the player's hand as the result shows it is the player's
        held |= {key(c) for c in result.player.cards or []}
    values = [card_value(c) for c in dealt]
    for start in (0, 1):        # the computer dealt first, or after the player's first card
        hand = computer_hand(values[start:], stick_at)
        if hand is None:
            continue
        mine = dealt[:start] + dealt[start + len(hand):]
        if not mine or key(mine[0]) not in {key(c) for c in first}:
            continue            # the player's first hand is not this order's
        theirs = {key(c) for c in dealt[start:start + len(hand)]} - {key(c) for c in mine} - held
        return [line for line in game.turn_lines()
                if theirs & {key(c) for c in _named(line, version)}]
    return []


def _named(line: str, version: int) -> list[Card]:
    """The cards a line names, as the version names a card."""
    low = normalize(line)
    if version >= 3:
        return [(r.title(), s.title()) for r, s in CARD3_RE.findall(low)]
    return [r.title() for r in RANK_RE.findall(low)]
