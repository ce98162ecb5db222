"""Program evidence: the submission run as a program, its games read and checked rule by rule.

Glossary: a *run* is one sandbox ``program`` task (a seed, a player policy, a number of games);
a *policy* answers the twist-or-stick questions (always twist, always stick, twist below a
value, bad answers first) while play-again questions get ``y`` until the run's games are
played; *end of input* (EOF) is given where a run says so. Every rule visible in a transcript
is checked in every game; the computer's final values and the player's cards are also tested
against their exact distributions (`autograder.pontoon.stats`), over the seeded runs only.

A *stacked* run deals the grader's own cards (the runner's stacked deck, ``task["stack"]``):
one list of *target cards* per game, chosen by `scenario_runs` so that the game reaches a
*goal* (both bust with different values, a tie at 21, the computer bust before the player's
turn, Aces early and late, five-card hands, ...) in either *dealing order* (``A``: the
computer's whole turn first; ``B``: the player's first card, then the computer's turn). What
the runner handed out (*dealt*) is checked too: in version 1 the computer's value against the
dealt cards, in version 4 both hands against the stacked deck's order.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace
from functools import lru_cache

from autograder.pontoon.contract import (ANY_OF_SUIT_RE, CARD3_RE, FACES, RANKS, SUITS,
                                         card_name, card_value, hand_value, normalize)
from autograder.pontoon.judge import PREVENTED_BY, Evidence
from autograder.pontoon.rules import (computer_hand, computer_twists, deal_streams, deciding_rule,
                                      is_bust, winner)
from autograder.pontoon.transcript import (Ask, Game, Result, block, leaked_cards,
                                           mentions_computer_hand,
                                   dealt_player_values, player_hands, shown_cards, shown_value,
                                   split_games, verdict_of)


@dataclass(frozen=True)
class Run:
    """One program run: its task for the sandbox and how it is described to a student.

    >>> RUNS[1].task["policy"]
    {'kind': 'always', 'answer': 't'}
    """

    name: str          # "the player always sticks"
    task: dict
    goals: tuple[str, ...] = ()    # a stacked run's scenario goals, game by game

    @property
    def stacked(self) -> bool:
        """Whether the grader chose the run's cards (a stacked deck), not the seeded draws."""
        return "stack" in self.task


def _stick_script(games: int) -> list[str]:
    """Answers for ``games`` games of sticking at once, then end of input at the last play-again."""
    return ["s", "y"] * (games - 1) + ["s"]


STICK_GAMES, TWIST_GAMES, MIXED_GAMES = 80, 80, 30
RUNS: tuple[Run, ...] = (
    Run("the player always sticks; end of input at the last `Play again?`",
        {"mode": "program", "record_draws": False, "seed": 1001, "games": STICK_GAMES,
         "policy": {"kind": "script", "answers": _stick_script(STICK_GAMES)}}),
    Run("the player always twists; `n` after the last game",
        {"mode": "program", "record_draws": False, "seed": 2002, "games": TWIST_GAMES,
         "policy": {"kind": "always", "answer": "t"}}),
    Run("the player answers `x` and `` before each real answer, typed in capitals or with spaces, "
        "and twists below 17; `n` after the last game",
        {"mode": "program", "record_draws": False, "seed": 1001, "games": MIXED_GAMES, "eof_after": 2000,
         "dress": ["upper", "spaces"],
         "policy": {"kind": "bad-then", "bad": ["x", ""],
                    "then": {"kind": "below", "threshold": 17}}}),
    Run("the player sticks, says `y`, then input ends at the next question",
        {"mode": "program", "record_draws": False, "seed": 4004, "games": 5,
         "policy": {"kind": "script", "answers": ["s", "y"]}}),
)
SEEDS = sorted({run.task["seed"] for run in RUNS})


def runs_for(master: int) -> tuple[Run, ...]:
    """The program runs of one grading, their seeds and policies drawn from ``master``.

    Runs that share a seed in `RUNS` share one here too (the computer-first check compares
    them), and the mixed player's threshold is drawn from 15 to 18, so no fixed list of
    answers replays a grading; the same ``master`` gives the same runs.

    >>> a, b = runs_for(7), runs_for(7)
    >>> a == b, a[0].task["seed"] == a[2].task["seed"], a[0].task["seed"] != RUNS[0].task["seed"]
    (True, True, True)
    """
    import random
    rng = random.Random(master)
    fresh: dict[int, int] = {}
    for seed in SEEDS:
        fresh[seed] = rng.randrange(1, 2**31)
    threshold = rng.randint(15, 18)
    out = []
    for run in RUNS:
        task = dict(run.task, seed=fresh[run.task["seed"]])
        name = run.name
        if task["policy"].get("kind") == "bad-then":
            task["policy"] = dict(task["policy"], then={"kind": "below", "threshold": threshold})
            name = name.replace("twists below 17", f"twists below {threshold}")
        out.append(Run(name, task))
    return tuple(out)


TEN_VALUED = "ten-valued"     # a card's rank where only its value, 10, was handed out


@dataclass
class Played:
    """A finished program run: its games, how it ended, and what went wrong outside the games.

    >>> Played(RUNS[0], [], "eof", None, "", "ok").ended_cleanly
    True
    """

    run: Run
    games: list[Game]
    exit: str | None            # "eof", "returned", "sys.exit", "error", "os._exit" or None
    error: dict | None
    stderr: str
    status: str                 # the sandbox's status: "ok", "timeout", ...
    eof_given: bool = False
    dealt: dict = field(default_factory=dict)   # stacked runs: stack game -> positions handed out
    decks: list = field(default_factory=list)   # stacked runs: the runner's ``stacked`` entries
    version: int = 0                            # the version the games were read as
    asked: list = field(default_factory=list)   # the first questions met: (prompt, answer)
    # stacked runs: stack game -> how many of its cards the program had been handed when it
    # asked its first twist-or-stick question (the runner's ``dealt`` on that entry)
    first_dealt: dict = field(default_factory=dict)
    # stacked runs: stack game -> the kinds of draw that handed its cards out (``randint``...)
    dealt_how: dict = field(default_factory=dict)
    # stacked runs: stack game -> the places of the cards handed out as their value alone (a
    # draw among ten numbers): a ten-valued one is a Ten or any face, as the program names it
    by_value: dict = field(default_factory=dict)
    # each game's stack list, worked out once for all games (a run's games never change once read)
    _lists: dict = field(default_factory=dict, init=False, repr=False, compare=False)
    _places: dict = field(default_factory=dict, init=False, repr=False, compare=False)
    _counters: dict | None = field(default=None, init=False, repr=False, compare=False)
    # lines printed during the player's turn that say nothing of the computer's hand
    # (`quiet_lines`, over every run of a grading); set by the grader before the checks
    quiet: frozenset = field(default_factory=frozenset, repr=False, compare=False)
    # lines printed during the player's turn, the same, beside computer hands of different first
    # cards (`steady_lines`): a card they name is not the computer's; set with ``quiet``
    steady: frozenset = field(default_factory=frozenset, repr=False, compare=False)

    def stack_index(self, game: Game) -> int | None:
        """Which list of the stacked deck dealt a game (the runner moves to the next list at each
        play-again question); None for an unstacked run or a game past the lists."""
        if not self.run.stacked:
            return None
        if not self._lists:
            index = 0
            for g in self.games:
                self._lists[id(g)] = index
                index += sum(isinstance(e, Ask) and e.kind == "again" for e in g.events)
        index = self._lists.get(id(game))
        if index is None:                # not one of this run's games: past all their lists
            index = index_past(self.games, game)
        return index if index < len(self.run.task["stack"]["games"]) else None

    def goal(self, game: Game) -> str | None:
        """What a stacked game was chosen to show (its goal in ``run.goals``), or None."""
        index = self.stack_index(game)
        return self.run.goals[index] if index is not None and index < len(self.run.goals) \
            else None

    def stack_cards(self, game: Game) -> list:
        """The cards the grader stacked for a game, in order (empty when unstacked)."""
        index = self.stack_index(game)
        if index is None:
            return []
        return [tuple(card) for card in self.run.task["stack"]["games"][index]]

    def dealt_cards(self, game: Game) -> list:
        """The stacked cards the program was handed in a game, in order (the runner's ``dealt``)."""
        index = self.stack_index(game)
        cards = self.stack_cards(game)
        return [cards[pos] for pos in self.dealt.get(index, []) if pos < len(cards)]

    def dealt_ranks(self, game: Game) -> list:
        """`dealt_cards` as far as the program could tell them apart: a ten-valued card handed
        out as its value alone (``randint(1, 10)``) has the rank `TEN_VALUED` (a program naming
        its cards by value names it as it likes: a Ten, a Jack).

        >>> run = Run("stacked", {"stack": {"games": [[["Jack", "Clubs"], ["Jack", "Hearts"]]]}})
        >>> p = Played(run, [Game(1)], "eof", None, "", "ok", dealt={0: [0, 1]}, by_value={0: {1}})
        >>> p.dealt_ranks(p.games[0])
        [('Jack', 'Clubs'), ('ten-valued', 'Hearts')]
        """
        index = self.stack_index(game)
        loose = self.by_value.get(index, set())
        cards = self.stack_cards(game)
        return [(TEN_VALUED, cards[pos][1]) if pos in loose and card_value(cards[pos]) == 10
                else cards[pos] for pos in self.dealt.get(index, []) if pos < len(cards)]

    @property
    def ended_cleanly(self) -> bool:
        """No crash, no traceback, no time-out."""
        return (self.status == "ok" and self.exit in ("eof", "returned", "sys.exit")
                and "Traceback" not in self.stderr)

    def where(self, game: Game) -> str:
        """How a student finds a game: its number, the seed and the policy (for a stacked run,
        what the grader's cards were chosen to show); worked out once a game."""
        said = self._places.get(id(game))
        if said is None or said[0] is not game:
            said = self._places[id(game)] = (game, self._where(game))
        return said[1]

    def _where(self, game: Game) -> str:
        """`where`, worked out."""
        if self.stack_index(game) is not None:
            goal = self.goal(game)
            said = GOALS.get(goal) or RUN_GOALS.get(goal, "") if goal else ""
            policy = self.run.task.get("policy", {})
            twist = f"; the player twists below {policy['threshold']}" if "threshold" in policy else ""
            return (f"Game {game.number} of the grader's stacked cards"
                    + (f" (chosen to show: {said}{twist})" if said else f" ({twist[2:]})" if twist else ""))
        return f"Game {game.number} (seed {self.run.task['seed']}, {self.run.name})"


def read_run(run: Run, result, version: int) -> Played:
    """Read a sandbox result of a program run into games.

    >>> from autograder.sandbox.child import ChildResult
    >>> msg = {"kind": "program", "transcript": [{"out": "Your value: 5\\n"},
    ...        {"ask": "Twist or stick? (t/s) ", "answer": None}], "exit": "eof", "eof_given": True}
    >>> p = read_run(RUNS[3], ChildResult("ok", 0, "", "", [msg], 0.1), 1)
    >>> (len(p.games), p.ended_cleanly)
    (1, True)
    """
    messages = [m for m in result.messages if m.get("kind") == "program"]
    if messages:
        msg = messages[-1]
    else:
        entries = [e for m in result.messages if m.get("kind") == "_p" for e in m.get("entries", [])]
        msg = {"transcript": entries, "exit": None, "error": None}
    games = split_games(msg.get("transcript") or [], version)
    dealt_entries = msg.get("dealt")
    decks = msg.get("stacked")
    if dealt_entries is None:          # a run cut short: what its progress messages said
        partial = [m for m in result.messages if m.get("kind") == "_p"]
        dealt_entries = [e for m in partial for e in m.get("dealt") or []]
        decks = [e for m in partial for e in m.get("stacked") or []]
    dealt: dict[int, list[int]] = {}
    how: dict[int, set[str]] = {}
    by_value: dict[int, set[int]] = {}
    for entry in dealt_entries or []:
        if isinstance(entry, list) and len(entry) >= 2 and all(type(x) is int for x in entry[:2]):
            positions = dealt.setdefault(entry[0], [])
            if entry[1] not in positions:
                positions.append(entry[1])
            if len(entry) >= 4 and isinstance(entry[3], str):
                kind = entry[3].split(":")[0].replace("-first", "")
                if kind.endswith("-value"):           # handed out as its value alone
                    kind = kind[:-len("-value")]
                    by_value.setdefault(entry[0], set()).add(entry[1])
                how.setdefault(entry[0], set()).add(kind)
    asked = [(str(e["ask"]), e.get("answer")) for e in (msg.get("transcript") or [])[:200]
             if isinstance(e, dict) and "ask" in e][:6]
    played = Played(run, games, msg.get("exit"), msg.get("error"), result.stderr or "",
                    result.status, bool(msg.get("eof_given")), dealt,
                    [d for d in decks or [] if isinstance(d, list) and len(d) >= 6], version, asked,
                    first_dealt(msg.get("transcript") or []) if run.stacked else {}, how,
                    by_value)
    for game in games:          # what `turn_values` holds a printed number against
        game._results["dealt values"] = dealt_values(played, game) if run.stacked else None
    return played


def first_dealt(transcript: list) -> dict[int, int]:
    """Each stacked game's count of cards handed out when its first twist-or-stick question came
    (the runner's ``dealt`` on the question's entry), by stack game: the runner moves to the
    next game's cards at each play-again question.

    >>> first_dealt([{"ask": "Bet? ", "kind": "other", "dealt": 0},
    ...              {"ask": "Twist? ", "kind": "turn", "dealt": 3},
    ...              {"ask": "Twist? ", "kind": "turn", "dealt": 4},
    ...              {"ask": "Again? ", "kind": "again", "dealt": 6},
    ...              {"ask": "Twist? ", "kind": "turn", "dealt": 2}])
    {0: 3, 1: 2}
    """
    out: dict[int, int] = {}
    index = 0
    for entry in transcript:
        if not isinstance(entry, dict) or "ask" not in entry:
            continue
        dealt = entry.get("dealt")
        if entry.get("kind") == "turn" and index not in out and type(dealt) is int:
            out[index] = dealt
        if entry.get("kind") == "again":
            index += 1
    return out


def index_past(games: list[Game], game: Game) -> int:
    """The stack list a game not among ``games`` would have: past every play-again of them.

    >>> index_past([], Game(1, []))
    0
    """
    return sum(isinstance(e, Ask) and e.kind == "again" for g in games for e in g.events)


def what_was_asked(played: list[Played], most: int = 3) -> str:
    """The questions the runs met and what the grader answered, in words; '' when none.

    >>> p = Played(RUNS[0], [], "error", None, "", "ok", asked=[("Your name? ", "s"), ("Bet? ", None)])
    >>> what_was_asked([p])
    "it asked `Your name?` (the grader answered 's') and `Bet?` (end of input)"
    """
    seen: list[tuple[str, str | None]] = []
    for p in played:
        for prompt, answer in p.asked:
            if all(prompt.strip() != q.strip() for q, _ in seen):
                seen.append((prompt, answer))
    if not seen:
        return ""
    said = [f"`{q.strip()[:80]}` " + ("(end of input)" if a is None else f"(the grader answered {a!r})")
            for q, a in seen[:most]]
    more = f" and {len(seen) - most} other question(s)" if len(seen) > most else ""
    return "it asked " + (", ".join(said[:-1]) + " and " + said[-1] if len(said) > 1 else said[0]) + more


def what_followed_the_turn(played: list[Played], most: int = 4) -> str:
    """What the first game printed after the player's last twist-or-stick question, in words.

    >>> g = split_games([{"out": "You: 7"}, {"ask": "Twist or stick? ", "answer": "s"}, {"out": "Bye"}])[0]
    >>> what_followed_the_turn([Played(RUNS[0], [g], "eof", None, "", "ok")])
    'after the last `Twist or stick?` of game 1 the program printed `Bye`'
    """
    for p in played:
        for game in p.games:
            if not game.turn_asks:
                continue
            lines = [line.strip() for line in game.after_turn_lines() if line.strip()][:most]
            question = game.turn_asks[-1].prompt.strip()
            if not lines:
                return f"after the last `{question}` of game {game.number} the program printed nothing"
            return (f"after the last `{question}` of game {game.number} the program printed "
                    + ", ".join(f"`{line[:80]}`" for line in lines))
    return ""


# ---------------------------------------------------------------- per-game checks

def _ev(rule: str, ok: bool, text: str, also: tuple[str, ...] = (), part: str = "",
        despite: tuple[str, ...] = ()) -> Evidence:
    return Evidence(rule, ok, "program", text, also, part, despite)


def _show(played: Played, game: Game, text: str, focus: Ask | None = None) -> str:
    """Evidence text: the game's place and what went wrong in one sentence, the cards the
    grader dealt (stacked runs), then the game replayed in the program's own words with the
    grader's answers marked (around ``focus``, a question, when given)."""
    lines = [f"{played.where(game)}: {text}"]
    dealt = played.dealt_cards(game)
    if dealt:
        lines.append("    the grader dealt, in order: "
                     + ", ".join(card_words(c, played.version) for c in dealt))
    try:
        lines.append(game.excerpt(limit=16, focus=focus) if focus is not None
                     else game.excerpt(limit=16))
    except TypeError:           # an excerpt without a focus
        lines.append(game.excerpt(limit=16))
    return "\n".join(lines)


def card_words(card, version: int) -> str:
    """A stacked card as the version shows it: ``10`` (v1), ``King`` (v2), ``King of Clubs``.

    >>> card_words(("King", "Clubs"), 1), card_words(("King", "Clubs"), 2), card_words(("King", "Clubs"), 4)
    ('10', 'King', 'King of Clubs')
    """
    if isinstance(card, tuple) and len(card) == 2:
        if version == 1:
            return str(card_value(card))
        return card[0] if version == 2 else f"{card[0]} of {card[1]}"
    return str(card)


def turn_values(game: Game, version: int) -> list[int | None]:
    """The player's value shown before each twist-or-stick question of a game: where the
    grader's experiments found it printed (`autograder.pontoon.experiments`: the number that moved
    with the player's cards), else, in a stacked game, the number the words show when it is the
    contract's value of cards the grader dealt the player so far (`dealt_player_values`). Where
    the experiments were read and found no such place, nothing else is: the value is unknown
    (None). Only a seeded game of a program the experiments could not read at all is read from
    its words alone (`shown_value`). A number that is one card, a list's item or a chip count is
    no value.

    >>> g = split_games([{"out": "Your value: 7"}, {"ask": "Twist or stick? ", "answer": "s"}])[0]
    >>> turn_values(g, 1)
    [7]
    >>> g._results["turn values"] = None      # the experiments found no place for the value
    >>> turn_values(g, 1)
    [None]
    >>> g._results["dealt values"] = [10, 9, 7]
    >>> turn_values(g, 1)
    [7]
    >>> g = split_games([{"out": "Your cards: [4, 3]"}, {"ask": "Twist or stick? ", "answer": "s"}])[0]
    >>> g._results["dealt values"] = [4, 3, 10, 8]      # dealt two cards to start: 4 and 3
    >>> turn_values(g, 1)
    [7]
    >>> g._results["dealt values"] = [10, 8, 4, 2]     # 3 is no card of the player's
    >>> turn_values(g, 1)
    [None]

    A line printing exactly the cards dealt to the player, in order, shows their value:

    >>> g = split_games([{"out": "Your cards: [4]"}, {"ask": "Twist or stick? ", "answer": "t"},
    ...     {"out": "Your cards: [4, 3]"}, {"ask": "Twist or stick? ", "answer": "s"}])[0]
    >>> g._results["dealt values"] = [10, 8, 4, 3]
    >>> turn_values(g, 1)
    [4, 7]

    Each card shown alone as it comes: the hand is every card shown so far.

    >>> ask = {"ask": "> ", "kind": "turn"}
    >>> turn_values(split_games([{"out": "You get the Nine"}, dict(ask, answer="t", means="t"),
    ...     {"out": "You get the Two"}, dict(ask, answer="s", means="s")], 2)[0], 2)
    [9, 11]
    """
    found = game._results.get("turn values")
    covered = "turn values" in game._results    # the experiments were read (a place or none)
    dealt = game._results.get("dealt values")
    values: list[int | None] = []
    held: list = []          # the cards shown so far, and their value (kept as it grows: a
    held_value = 0           # program asking on and on after a bust shows thousands)
    twists, total = 0, sum(a.means == "t" for a in game.turn_asks)
    for i, ask in enumerate(game.turn_asks):
        value = found[i] if found and i < len(found) and found[i] is not None else None
        cards = shown_cards(ask.before, version) if value is None and version > 1 else None
        if value is None and dealt and not cards:    # (cards shown say more than a number:
            value = _dealt_value_shown(ask.before, dealt, twists, total)   # one may be the
        elif value is None and not covered and not cards:                  # computer's card)
            value = shown_value(ask.before)     # no experiment read, no card known: the words
        if value is None and version > 1:
            if cards and len(cards) == 1 and held and game.turn_asks[i - 1].means == "t":
                held.append(cards[0])     # a twist's card shown alone: the hand is all shown so far
                held_value += card_value(cards[0])
                value = held_value
            elif cards:
                held, held_value = list(cards), hand_value(cards)
                value = held_value
        values.append(value)
        twists += ask.means == "t"
    return values


def _dealt_value_shown(before: list[str], dealt: list[int], twists: int,
                       total: int) -> int | None:
    """The player's value a stacked game's turn shows before a question: the number the words
    give when it is a value the dealt cards make (`dealt_player_values`), else the value of the
    player's cards when a line prints exactly them, in the order dealt (``[4, 3]``); else None."""
    said = shown_value(before)
    if said in dealt_player_values(dealt, twists, total):
        return said
    hands = player_hands(tuple(dealt), twists, total)
    for line in reversed(before):
        shown = tuple(int(n) for n in re.findall(r"\d+", line))
        if len(shown) >= 2 and shown[:-1] in hands and shown[-1] == sum(shown[:-1]):
            return shown[-1]     # the cards, then their value (``['ruutu 10'] - arvo 10``)
        if shown in hands:
            return sum(shown)
    return None


def check_game(played: Played, game: Game, version: int, stick_at: int) -> list[Evidence]:
    """Every rule visible in one game of a run.

    >>> entries = [{"out": "Your value: 5"}, {"ask": "Twist or stick? (t/s) ", "answer": "s"},
    ...            {"out": "Computer Value: 18\\nPlayer Value: 5\\nPlayer wins!"}]
    >>> played = Played(RUNS[0], split_games(entries, 1), "eof", None, "", "ok")
    >>> sorted(e.rule for e in check_game(played, played.games[0], 1, 17) if not e.ok)
    ['higher-wins']
    """
    out: list[Evidence] = []
    result = game.result(version)
    asks = game.turn_asks
    if result is not None and result.computer.value is not None:
        out += _check_secret(played, game, stick_at)
    out += _check_start(played, game, version, stick_at)
    out += _check_choices(played, game, version, result, stick_at)
    if result is not None and result.computer.value is not None:
        out += _check_turn_always(played, game, result, stick_at)
    if result is not None:
        out += _check_result(played, game, result, version, stick_at)
    elif asks and game is played.games[-1] and played.exit == "error":
        last = asks[-1].answer
        bad = last is not None and asks[-1].means is None
        after = "when input ended" if last is None else f"after the answer {last!r}"
        out.append(_ev("player-choice" if bad else "play-again", False,
                       _show(played, game, f"the program crashed ({_error(played)}) {after}"),
                       also=() if bad else ("player-choice",)))
    return out



# ---------------------------------------------------------------- a stacked game by the rules
#
# The grader knows every card it dealt in a stacked game, in order, and how many times the
# player twisted. Shared out between the two hands, the cards must make the two values the
# result shows: which ways of sharing them out do (the player starting with one card or two;
# the computer's turn first, after the player's first card, or after the player's whole turn)
# is what the game shows about one-card-start, computer-first and player-turn-always, whatever
# the program prints during the turn. A rule is shown kept only when no way that breaks it
# makes the same two values.


# an Ace counted 11 makes a hand what an Ace and a Ten make: a start that only a second card
# explains is the value rules' fault when they fail
VALUE_RULES = ("ace-counts-one", "card-values")


@dataclass(frozen=True)
class Deal:
    """The grader's dealt card values shared out between the hands in one dealing order.

    >>> Deal("A", (10, 9), (3, 5)).player
    (3, 5)
    """

    order: str                   # "A": the computer's whole turn first; "B": after the player's
    #                              first card(s); "C": one card each, the computer's first,
    #                              then its hits; "P": after the player's whole turn; two each
    #                              dealt in turn, then the computer's hits: "D" before the
    #                              player's turn, "J" after it (`_dealt_in_turn`)
    computer: tuple[int, ...]    # the computer's card values
    player: tuple[int, ...]      # the player's, in the order the player gets them


def dealt_values(played: Played, game: Game) -> list[int] | None:
    """The values of the stacked cards a game was dealt, in order; None when the game was not
    stacked, or its stacked list ran out (the last draws were then the seeded ones).

    >>> dealt_values(Played(RUNS[0], [], "eof", None, "", "ok"), Game(1, [])) is None
    True
    """
    index = played.stack_index(game)
    cards = played.stack_cards(game)
    positions = played.dealt.get(index, []) if index is not None else []
    if not positions or not cards:
        return None
    if max(positions) >= len(cards) - 1 or sorted(positions) != list(range(len(positions))):
        return None
    return [card_value(tuple(cards[pos])) for pos in sorted(positions)]


def shares(values: list[int], stick_at: int, start: int, twists: int,
           takes=computer_hand) -> list[Deal]:
    """The ways dealt values are shared out, every one used, when the player starts with
    ``start`` cards and twists ``twists`` times and the computer takes cards by the rules: the
    orders of `Deal`, the first cards dealt in turn among them (`_dealt_in_turn`).

    >>> [(d.order, d.computer, d.player) for d in shares([10, 8, 3, 9, 10], 17, 1, 2)][:3]
    [('A', (10, 8), (3, 9, 10)), ('P', (9, 10), (10, 8, 3)), ('J', (8, 10), (10, 3, 9))]
    >>> [(d.order, d.player) for d in shares([9, 10, 4, 5, 8], 17, 2, 0)][:2]
    [('B', (9, 10)), ('P', (9, 10))]
    """
    n = start + twists
    out = []
    for order, head in (("A", 0), ("B", start), ("P", n)):
        hand = takes(values[head:], stick_at)
        if hand is None:
            continue
        player = values[:head] + values[head + len(hand):]
        if len(player) == n:
            out.append(Deal(order, tuple(hand), tuple(player)))
    return out + _dealt_in_turn(values, stick_at, start, twists, takes)


def _dealt_in_turn(values: list[int], stick_at: int, start: int, twists: int,
                   takes=computer_hand) -> list[Deal]:
    """``start`` cards each dealt in turn (the player's first, or the computer's), then the
    computer's hits before the player's turn (``D``; with one card each, the player's first,
    that is order ``B``, not repeated; the computer's first, ``C``, which keeps the rules: the
    player's turn has not begun) or after it (``J``, a blackjack deal: it breaks
    computer-first, so only when the computer took a card after its first ones), every value
    used.

    >>> [(d.order, d.computer, d.player) for d in _dealt_in_turn([9, 5, 8, 4, 9], 17, 2, 0)]
    [('D', (5, 4, 9), (9, 8)), ('J', (5, 4, 9), (9, 8))]
    >>> [(d.order, d.computer, d.player) for d in _dealt_in_turn([9, 10, 2, 8, 3], 17, 2, 1)]
    [('D', (10, 8), (9, 2, 3))]
    >>> [(d.order, d.computer, d.player) for d in _dealt_in_turn([5, 10, 4, 6, 3], 17, 1, 1)]
    [('J', (10, 6, 3), (5, 4))]
    >>> [(d.order, d.computer, d.player) for d in _dealt_in_turn([5, 10, 4, 8, 3], 17, 1, 1)]
    [('C', (5, 4, 8), (10, 3))]
    """
    out = []
    if len(values) < 2 * start:
        return out
    for first_hand in (0, 1):                  # the player's first card first, or the computer's
        mine = [values[2 * i + first_hand] for i in range(start)]
        first = [values[2 * i + 1 - first_hand] for i in range(start)]
        rest = values[2 * start:]
        hand = takes(first + rest, stick_at)                      # the computer's hits first
        if start == 2 and hand is not None and len(rest) - (len(hand) - 2) == twists:
            out.append(Deal("D", tuple(hand), tuple(mine + rest[len(hand) - 2:])))
        if start == 1 and first_hand == 1 and hand is not None and \
                len(rest) - (len(hand) - 1) == twists:
            out.append(Deal(ONE_EACH_COMPUTER, tuple(hand), tuple(mine + rest[len(hand) - 1:])))
        hand = takes(first + rest[twists:], stick_at)             # the player's twists first
        if hand is not None and len(hand) > start and twists + len(hand) - start == len(rest):
            out.append(Deal("J", tuple(hand), tuple(mine + rest[:twists])))
    return out


def own_answers(played: list[Played]) -> tuple[str, str]:
    """The answers a program's runs twisted and stuck with most often (the runner found them by
    what they did), lower case; ``("t", "s")`` when either was never seen.

    >>> ask = {"ask": "¿Carta? (p/c) ", "kind": "turn"}
    >>> games = split_games([dict(ask, answer="p", means="t", effect="card"),
    ...                      dict(ask, answer=" C", means="s", effect="end-turn")])
    >>> own_answers([Played(RUNS[0], games, "eof", None, "", "ok")])
    ('p', 'c')
    """
    def most(means: str, effects: tuple[str, ...]) -> str | None:
        seen = Counter(a.answer.strip().lower() for p in played for g in p.games
                       for a in g.turn_asks if a.answer is not None and a.means == means
                       and a.effect in effects)
        return seen.most_common(1)[0][0] if seen else None
    twist, stick = most("t", ("card",)), most("s", ("end-turn",))
    return (twist, stick) if twist is not None and stick is not None and twist != stick \
        else ("t", "s")


def other_answers(played: list[Played]) -> dict[str, str]:
    """The answers a program's runs gave its questions of other kinds (a pause, a bet, a name),
    by prompt, stripped: what lets its games go on (the runner found them by experiment).

    >>> games = split_games([{"ask": "Press Enter... ", "answer": "", "kind": "other"},
    ...                      {"ask": "Twist? ", "answer": "s", "means": "s", "kind": "turn"}])
    >>> other_answers([Played(RUNS[0], games, "eof", None, "", "ok")])
    {'Press Enter...': ''}
    """
    out: dict[str, str] = {}
    for p in played:
        for g in p.games:
            for e in g.events:
                if isinstance(e, Ask) and e.kind == "other" and e.answer is not None:
                    out.setdefault(e.prompt.strip(), e.answer)
    return out


def twists_of(game: Game) -> int:
    """How many of the player's answers twisted: meant ``t`` and not refused by the program
    (the runner saw the same question come back with no card).

    >>> twists_of(split_games([{"ask": "Twist? ", "answer": "T", "means": "t", "effect": "refused"},
    ...                        {"ask": "Twist? ", "answer": "t", "means": "t", "effect": "card"}])[0])
    1
    """
    return sum(a.means == "t" and a.effect != "refused" for a in game.turn_asks)


# how a program may count an Ace: the contract's 1, or 11, for the computer and the player; or
# as blackjack counts it, 11 while that does not bust the hand (`SOFT`, both hands)
SOFT = ("soft", "soft")
ACES = ((1, 1), (11, 11), (1, 11), (11, 1), SOFT)


def soft_value(values) -> int:
    """A hand's value with one Ace counted 11 while that does not bust it, as blackjack counts.

    >>> soft_value([1, 6]), soft_value([1, 6, 10]), soft_value([1, 1, 9])
    (17, 17, 21)
    """
    total = sum(values)
    return total + 10 if 1 in values and total + 10 <= 21 else total


def soft_hand(values: list[int], stick_at: int) -> list[int] | None:
    """The cards a computer counting Aces as `soft_value` does takes from the front of a deck.

    >>> soft_hand([1, 6, 10], 17), soft_hand([6, 1, 10], 17), soft_hand([2, 3], 17)
    ([1, 6], [6, 1], None)
    """
    hand: list[int] = []
    for value in values:
        hand.append(value)
        if not computer_twists(soft_value(hand), stick_at):
            return hand
    return None


def explanations(played: Played, game: Game, version: int, stick_at: int,
                 aces: tuple = (1, 1)) -> list[tuple[int, Deal]]:
    """The ways of sharing out a stacked game's dealt cards (`shares`, the player starting with
    one card or two) that make the two values its result shows: ``(start, deal)``; ``aces`` is
    what an Ace counts for the computer and for the player (the contract's 1 unless told; `SOFT`:
    11 while that does not bust the hand).

    >>> explanations(Played(RUNS[0], [], "eof", None, "", "ok"), Game(1, []), 1, 17)
    []
    """
    values = dealt_values(played, game)
    result = game.result(version)
    if values is None or result is None or not game.turn_asks:
        return []
    c, p = (h.value if h.value is not None else hand_value(h.cards) if h.cards else None
            for h in (result.computer, result.player))
    if c is None or p is None:
        return []
    twists = twists_of(game)
    if aces == SOFT:
        return [(start, deal) for start in (1, 2)
                for deal in shares(values, stick_at, start, twists, soft_hand)
                if soft_value(deal.computer) == c and soft_value(deal.player) == p]
    counted = [aces[0] if v == 1 else v for v in values]
    return [(start, deal) for start in (1, 2) for deal in shares(counted, stick_at, start, twists)
            if sum(deal.computer) == c
            and sum(aces[1] if v in (1, 11) else v for v in deal.player) == p]


def _ace_shown_one(shown: list, player: list[int]) -> int | None:
    """The value the player's turn showed just after an Ace was dealt, when the values shown
    before each question are the running sums of ``player`` (one card to start, a card a
    twist) and that Ace counted 11 would not have gone over 21 (so a program counting it 11
    where it can would have shown 10 more); else None.

    >>> _ace_shown_one([2, 3, 5], [2, 1, 2]), _ace_shown_one([12, 13], [12, 1])
    (3, None)
    """
    for i, value in enumerate(shown):
        if i >= len(player) or value != sum(player[:i + 1]):
            return None
        if i and player[i] == 1 and sum(player[:i]) + 11 <= 21:
            return value
    return None


def check_by_rules(played: Played, game: Game, version: int, stick_at: int) -> list[Evidence]:
    """A stacked game's dealt cards against its result (`explanations`): the player started
    with one card, or two, when only such shares make the two values; the computer played its
    whole turn first, when only shares with the computer first (or after the player's first
    card) do, and then a computer bust with the player asked kept player-turn-always; and the
    values shown are the contract's values of the cards dealt (an Ace among them counted 1).

    >>> check_by_rules(Played(RUNS[0], [], "eof", None, "", "ok"), Game(1, []), 1, 17)
    []
    """
    if not _shown_were_dealt(played, game, version):
        return []        # the hands shown hold cards the grader never handed out
    # the runner's count rules out the orders it contradicts: cards dealt after the player's
    # first question that the player did not draw went to a computer playing after the turn
    # began (orders P, J), none to a computer whose whole turn came first (A, B, D)
    counted = dealt_after_turn(played, game)
    late = None if counted is None else counted[0] - counted[1] - counted[2] > 0
    ruled_out = () if late is None else ("A", "B", "C", "D") if late else ("P", "J")
    found, aces = [], (1, 1)
    for aces in ACES:         # the contract's Aces first; a program counting them 11 after
        found = [(start, deal) for start, deal in explanations(played, game, version, stick_at,
                                                               aces)
                 if deal.order not in ruled_out]
        if found:
            break
    starts = {start for start, _ in found}
    if not found:
        other = _other_threshold(played, game, version, stick_at, ruled_out)
        if other:
            return other
    if not found and version > 1:
        return _bust_first_by_cards(played, game, version)
    if not found:
        return _start_by_player(played, game)
    where, dealt = played.where(game), ", ".join(map(str, dealt_values(played, game) or []))
    deal = found[0][1]
    value = soft_value if aces == SOFT else sum
    said = (f"the grader dealt {dealt}; the computer's {value(deal.computer)} and the player's "
            f"{value(deal.player)} are the computer's {', '.join(map(str, deal.computer))} and the "
            f"player's {', '.join(map(str, deal.player))}")
    out = []         # two starts that both make the values show nothing of the start
    # a start of two with the rules' computer, where a start of one with a computer stopping at
    # another value makes the values too, shows nothing of the start (a computer-draws fault)
    if starts == {2} and not _one_card_elsewhere(played, game, version, stick_at, ruled_out):
        out.append(_ev("one-card-start", False, _show(played, game, f"{said}: the player "
                       "started with two cards"), also=VALUE_RULES + ("player-choice",)))
    elif starts == {1}:
        out.append(_ev("one-card-start", True, f"{where}: {said}, one to start and one a twist"))
    # both values are what the contract's card values make of cards the grader dealt, a face
    # among them (a program counting faces wrong shows nothing wrong without one)
    faces = any(tuple(c)[0] in FACES for c in played.dealt_cards(game))
    if aces == (1, 1) and faces:
        out.append(_ev("card-values", True, f"{where}: {said}, as the contract counts them"))
    # an Ace kept at 1 is shown only where counting it 11 while that does not bust (as blackjack
    # does) would not make the same values in the same shares: an Ace that 11 would bust counts
    # 1 there too. A share that makes them only with another start or order (two cards each,
    # dealt in turn) is not this game's deal, which the start and order above are found from
    shared = {(start, d.order) for start, d in found}
    if aces == (1, 1) and 1 in deal.computer + deal.player and \
            not any((start, d.order) in shared
                    for start, d in explanations(played, game, version, stick_at, SOFT)):
        out.append(_ev("ace-counts-one", True, f"{where}: {said}, each Ace counted 1"))
    elif aces == (1, 1) and starts == {1} and (seen := _ace_shown_one(
            turn_values(game, version), deal.player)) is not None:
        out.append(_ev("ace-counts-one", True, f"{where}: {said}; the player's value was "
                       f"{seen} with the Ace just dealt, which counted 11 would have made "
                       f"{seen + 10}: the Ace counted 1"))
    elif aces != (1, 1):      # no share makes the values with Aces counted 1; with 11, one does
        who = " and ".join(w for w, a in zip(("the computer's", "the player's"), aces) if a != 1)
        out.append(_ev("ace-counts-one", False, _show(played, game, (
            f"the grader dealt {dealt}; the computer's and the player's values are what these "
            f"cards make only with {who} Ace counted 11: an Ace always counts 1"))))
    # every share found has the computer take the grader's cards by the rules (`shares`), all
    # before the player's turn: it twisted below STICK_AT and stuck at it (an Ace it counted
    # otherwise is ace-counts-one's); a computer playing after the turn began may draw by what
    # the player did, which these values do not show, and one that stood on the two cards of a
    # deal in turn drew nothing a computer that never draws would not have
    before = _before_turn(found)
    if before and (aces[0] == 1 or not any(v in (1, 11) for _, d in found for v in d.computer)):
        out.append(_ev("computer-draws", True, f"{where}: {said}: the computer twisted while "
                       f"below {stick_at} and stuck at {value(deal.computer)}"))
    # two each dealt in turn with no hit since is what a blackjack deal shows too: no evidence
    if before:
        out.append(_ev("computer-first", True, f"{where}: {said}: the computer took its cards "
                       "before the player's turn"))
        if all(is_bust(sum(d.computer)) for _, d in found):
            out.append(_turn_after_bust(played, game, [d for _, d in found]))
    return out


def _shown_were_dealt(played: Played, game: Game, version: int) -> bool:
    """Whether every card the result block names (v2 onwards) has a rank among the cards the
    grader handed out in the game: where it does not (a deck dealt by a random index into a
    list the runner laid out for another game), the cards dealt are not the game's, and what
    they would show is no evidence. True where nothing can be compared.

    >>> from autograder.pontoon.transcript import Hand
    >>> from autograder.pontoon.contract import RANKS
    >>> run = scenario_runs(7, 17)[0]
    >>> first = run.task["stack"]["games"][0]
    >>> g = Game(1, [])
    >>> g._results[2] = Result(Hand([first[0][0]], 6), Hand([first[1][0]], 10), "player")
    >>> played = Played(run, [g], "eof", None, "", "ok", dealt={0: [0, 1]})
    >>> _shown_were_dealt(played, g, 2)
    True
    >>> other = next(r for r in RANKS if r not in (first[0][0], first[1][0]))
    >>> g._results[2] = Result(Hand([other], 6), Hand([first[1][0]], 10), "player")
    >>> _shown_were_dealt(played, g, 2)
    False
    """
    result = game.result(version) if version > 1 else None
    dealt = played.dealt_cards(game)
    shown = (result.computer.cards or []) + (result.player.cards or []) if result else []
    if not dealt or not shown:
        return True
    def rank(card) -> str:
        return str(card if isinstance(card, str) else card[0])
    return not Counter(rank(c) for c in shown) - Counter(rank(c) for c in dealt)


def _before_turn(found: list[tuple[int, Deal]]) -> bool:
    """Whether every share found (the player's start, the deal) deals the computer's whole
    turn before the player's turn, and the computer drew a card itself (two each dealt in turn
    with no hit since, or the player's two then the computer's two, is what a blackjack deal,
    or a computer that never draws, shows too).

    >>> first, in_turn = Deal("A", (10, 8), (5,)), Deal("D", (10, 8), (5, 4))
    >>> _before_turn([(1, first)]), _before_turn([(1, in_turn)])
    (True, False)
    >>> two_then_two, one_first = Deal("B", (9, 10), (2, 3, 7)), Deal("B", (9, 10), (2, 7))
    >>> _before_turn([(2, two_then_two)]), _before_turn([(1, one_first)])
    (False, True)
    """
    return all(d.order in ("A", "B", "C", "D") and not (d.order == "D" and len(d.computer) == 2)
               and not (d.order == "B" and start == 2 and len(d.computer) == 2)
               for start, d in found)


def _turn_after_bust(played: Played, game: Game, deals: list[Deal]) -> Evidence:
    """player-turn-always kept: every share has the computer bust before the player's turn,
    and the player was asked. In a game planned to hold through the faults that may keep a
    computer from going bust (`SURE_BUST_GOALS`) whose shares all give the computer its 12 and
    the Ten, it holds through them (``despite``)."""
    sure = played.goal(game) in SURE_BUST_GOALS and all(twelve_and_ten(d.computer) for d in deals)
    return _ev("player-turn-always", True, f"{played.where(game)}: the computer went bust with "
               f"{sum(deals[0].computer)} before the player's turn, and the player was asked "
               f"{len(game.turn_asks)} time(s)",
               despite=PREVENTED_BY["player-turn-always"] if sure else ())


NEVER_BUST_GAMES = 60      # games whose computer's final value must all be read (`fixed_bust`)
# the stacked goals a computer drawing by a threshold ends on 21 or less in
STICKING_GOALS = ("player-bust", "tie-21", "tie-below", "player-higher", "computer-higher",
                  "sticks-at-edge")


def _results(played: list[Played], version: int):
    """Every game of the runs that printed a result: ``(run, game, result)``."""
    for p in played:
        for g in p.games:
            r = g.result(version)
            if r is not None:
                yield p, g, r


def _finals(played: list[Played], version: int) -> tuple[list[int], list[str | None], bool] | None:
    """Every game's final computer value with the game's stacked goal, and whether the player was
    asked in every game; None when a result's computer value could not be read."""
    finals, goals, asked_all = [], [], True
    for p, g, r in _results(played, version):
        if r.computer.value is None:
            return None
        finals.append(r.computer.value)
        goals.append(p.goal(g))
        asked_all = asked_all and bool(g.turn_asks)
    return finals, goals, asked_all


def fixed_bust(played: list[Played], version: int, sure_needed: bool = True) -> list[Evidence]:
    """The rules of a result a computer's fault (charged to computer-draws by the caller) makes
    impossible, kept in every game the program can play. Shown by experiment: the computer's
    final value was read in every game that printed a result, at least `NEVER_BUST_GAMES` of
    them, and

    - none was over 21, among them the grader's games dealt to make any computer that draws by a
      threshold go bust (`SURE_BUST_GOALS`: on 12 from two cards, a Ten next; ``sure_needed``,
      unless STICK_AT is 12, where no such game is dealt), and the player was asked in every
      game: no game can have both sides bust, or a computer bust before the player's turn, so
      bust-draw and player-turn-always hold, as with a STICK_AT of 12 (the player-turn-always
      evidence needs no bust: it holds through the faults that may keep a computer from going
      bust, ``despite``);
    - or every one was over 21, among them the grader's games dealt for a computer that draws by
      a threshold to stick (`STICKING_GOALS`): no game can have neither side bust, so tie-draw
      and higher-wins hold.

    Either way those rules cost no marks beside the fault that decides every game's bust.

    >>> fixed_bust([], 1)
    []
    """
    read = _finals(played, version)
    if read is None or len(read[0]) < NEVER_BUST_GAMES:
        return []
    finals, goals, asked_all = read
    seen = f"the computer went bust in {{}} of the {len(finals)} games whose result was read"
    if not any(is_bust(v) for v in finals) and asked_all:
        sure = sum(g in SURE_BUST_GOALS for g in goals)
        if sure_needed and not sure:
            return []
        said = seen.format("none") + (
            f", {sure} of them the grader's games dealt to make it go bust (on 12 from two "
            "cards, a Ten next)" if sure else "")
        return [Evidence("bust-draw", True, "program", said + ", so both can never be bust"),
                Evidence("player-turn-always", True, "program",
                         said + ", and the player was asked in every game",
                         despite=PREVENTED_BY["player-turn-always"])]
    sticking = sum(g in STICKING_GOALS for g in goals)
    if all(is_bust(v) for v in finals) and sticking:
        said = seen.format("every one") + (f", {sticking} of them the grader's games dealt for "
                                           "it to stick on 21 or less")
        return [Evidence(rule, True, "program", said + ", so neither can be left unbust")
                for rule in ("tie-draw", "higher-wins")]
    return []


SKIPPED_GAMES = 10      # games whose computer went bust that `skipped_turn_no_bust` needs


def skipped_turn_no_bust(played: list[Played], version: int) -> list[Evidence]:
    """bust-draw kept where no game can break it: a program that skips the player's turn once
    the computer is bust (its fault, charged to player-turn-always by the caller) leaves the
    player no card to go bust with. Shown by experiment: at least `SKIPPED_GAMES` games whose
    computer ended bust were read, and in every one the player was never asked and was not bust
    (or was shown no hand at all).

    >>> skipped_turn_no_bust([], 1)
    []
    """
    busts = 0
    for _, g, r in _results(played, version):
        if r.computer.value is None or not is_bust(r.computer.value):
            continue
        if g.turn_asks or r.player.value is not None and is_bust(r.player.value):
            return []             # (no hand shown at all: a player never asked holds none)
        busts += 1
    if busts < SKIPPED_GAMES:
        return []
    return [Evidence("bust-draw", True, "program", f"in every one of the {busts} games whose "
                     "computer went bust the player was never asked and was not bust, so both "
                     "can never be bust")]


def turn_after_any_bust(played: list[Played], version: int, first: bool = True) -> list[Evidence]:
    """player-turn-always kept by the games, seeded or stacked, whose computer ended bust and
    whose player was still asked. With ``first`` the caller has computer-first shown kept (the
    computer's whole turn comes before the player's), so one such game had the computer bust
    before the player's turn. Without it the order of the two turns is not known (a player's
    turn dealt before the computer's is done, computer-first's fault, leaves no game where the
    computer is bust before it): then the player must have been asked in every game, at least
    `SKIPPED_GAMES` of them games whose computer ended bust, so no outcome of the computer's
    turn, before the player's or after, took the player's turn away. Either needs no planned
    deal, so it holds through the faults that may keep the stacked games' computers from going
    bust (``despite``); where a seed's games hold no bust at all, `fixed_bust` shows the rule
    instead.

    >>> turn_after_any_bust([], 1)
    []
    """
    busts, games, example = 0, 0, None
    for p, g, r in _results(played, version):
        games += 1
        if not g.turn_asks and not first:
            return []
        if r.computer.value is not None and is_bust(r.computer.value) and g.turn_asks:
            busts += 1
            example = example or (p, g, r)
            if first:
                break
    if example is None or not first and busts < SKIPPED_GAMES:
        return []
    p, g, r = example
    said = (f"{p.where(g)}: the computer ended bust with {r.computer.value}, having played its "
            f"whole turn before the player's (computer-first), and the player was asked "
            f"{len(g.turn_asks)} time(s)" if first else
            f"the player was asked in every one of the {games} games whose result was read, "
            f"{busts} of them games whose computer ended bust: the player has a turn whatever "
            "the computer's turn comes to")
    return [Evidence("player-turn-always", True, "program", said,
                     despite=PREVENTED_BY["player-turn-always"])]


def _one_card_elsewhere(played: Played, game: Game, version: int, stick_at: int,
                        ruled_out: tuple[str, ...]) -> bool:
    """Whether a share with one card to start makes a stacked game's values with the computer
    twisting below some other value than STICK_AT.

    >>> _one_card_elsewhere(Played(RUNS[0], [], "eof", None, "", "ok"), Game(1, []), 1, 17, ())
    False
    """
    return any(start == 1 and deal.order not in ruled_out
               for other in range(2, 27) if other != stick_at
               for start, deal in explanations(played, game, version, other))


def _other_threshold(played: Played, game: Game, version: int, stick_at: int,
                     ruled_out: tuple[str, ...]) -> list[Evidence]:
    """A stacked game no share explains with the computer twisting below STICK_AT, but one does
    with the computer taking cards below another value (Aces 1, the contract's values): the
    computer stuck too soon or twisted too long, which breaks computer-draws (and a computer bust
    before the player's turn in every such share, the player asked, kept player-turn-always).
    The values nearest STICK_AT are tried first; nothing is said when none explains the game
    (the values or the start may be what is wrong).

    >>> _other_threshold(Played(RUNS[0], [], "eof", None, "", "ok"), Game(1, []), 1, 17, ())
    []
    """
    for other in sorted(range(2, 27), key=lambda t: (abs(t - stick_at), t)):
        if other == stick_at:
            continue
        found = [(start, deal) for start, deal in explanations(played, game, version, other)
                 if deal.order not in ruled_out]
        if found:
            break
    else:
        return []
    deal = found[0][1]
    dealt = ", ".join(map(str, dealt_values(played, game) or []))
    deals = [d for _, d in found]
    bust_first = [_turn_after_bust(played, game, deals)] if _before_turn(found) and all(
        is_bust(sum(d.computer)) for d in deals) else []
    sums = [sum(deal.computer[:k]) for k in range(1, len(deal.computer) + 1)]
    twisted_at = [v for v in sums[:-1] if not computer_twists(v, stick_at)]
    what = (f"twisted at {twisted_at[0]}" if twisted_at else f"stuck at {sums[-1]}")
    return [_ev("computer-draws", False, _show(played, game, (
        f"the grader dealt {dealt}; the computer's {sums[-1]} and the player's "
        f"{sum(deal.player)} are the computer's {', '.join(map(str, deal.computer))} and the "
        f"player's {', '.join(map(str, deal.player))} only if the computer {what}; with STICK_AT "
        f"{stick_at} it twists while its value is below {stick_at}, then sticks")),
        also=VALUE_RULES + ("one-card-start", "computer-first", "player-choice"))] + bust_first


def player_starts(values: list[int], player: int, twists: int) -> set[int]:
    """How many cards (1 or 2) a player who twisted ``twists`` times may have started with, for
    its value to be the sum of its cards among dealt values: the last ones dealt (the
    computer's turn first), the first ones (the player's first), or its first card(s) first
    and its twists last.

    >>> player_starts([10, 8, 4, 5], 9, 1), player_starts([4, 5, 2], 11, 1), player_starts([3, 4], 30, 1)
    ({1}, {2}, set())
    """
    out = set()
    for start in (1, 2):
        n = start + twists
        if n > len(values):
            continue
        last = values[len(values) - twists:] if twists else []
        if player in (sum(values[-n:]), sum(values[:n]), sum(values[:start] + last)):
            out.add(start)
    return out


def _values_agree(game: Game, values: list[int], start: int, twists: int) -> bool:
    """Whether the player's values shown at each question are the sums of the dealt cards a
    start of ``start`` cards gives it (`player_starts`' candidates), the player's value not a
    sum made by chance of cards counted otherwise."""
    shown = turn_values(game, 1)
    if not shown or shown[0] is None:
        return False         # the first state's value not known: the end's sum may be by chance
    held, n = [], start
    for ask in game.turn_asks:
        held.append(n)
        n += ask.means == "t" and ask.effect != "refused"
    last = values[len(values) - twists:] if twists else []
    m = start + twists
    for cards in (values[-m:], values[:m], values[:start] + last):
        if len(cards) == m and all(v is None or v == sum(cards[:k]) for v, k in zip(shown, held)):
            return True
    return False


def _start_by_player(played: Played, game: Game) -> list[Evidence]:
    """Version 1, a stacked game whose computer's value its dealt cards do not make (a made-up
    value, say): one-card-start from the player's value alone (`player_starts`)."""
    values, result = dealt_values(played, game), game.result(1)
    if values is None or result is None or result.player.value is None:
        return []
    twists = twists_of(game)
    starts = player_starts(values, result.player.value, twists)
    if len(starts) != 1 or not _values_agree(game, values, next(iter(starts)), twists):
        return []
    said = (f"the grader dealt {', '.join(map(str, values))} and the player, who twisted "
            f"{twists} time(s), ended with {result.player.value}")
    if starts == {2}:
        return [_ev("one-card-start", False, _show(played, game, f"{said}: two cards to start "
                    "and one a twist make it"), also=VALUE_RULES + ("player-choice",))]
    return [_ev("one-card-start", True, f"{played.where(game)}: {said}: one card to start and "
                "one a twist make it, and no two-card start does")]


def _bust_first_by_cards(played: Played, game: Game, version: int) -> list[Evidence]:
    """Versions 2 to 4, a stacked game whose cards do not all show in its result (a deck dealt
    from both ends): player-turn-always kept when the computer's cards shown are the grader's
    first ones (its whole turn dealt before the player's, `check_turn_order`), bust, and the
    player was asked."""
    result, stacked = game.result(version), played.stack_cards(game)
    if result is None or not result.computer.cards or not stacked or not game.turn_asks:
        return []
    def key(card):                  # v2 shows ranks only
        return card[0] if version == 2 and isinstance(card, tuple) else card
    computer = [key(c) for c in result.computer.cards]
    top = [key(c) for c in stacked[:len(computer) + 1]]
    player = [key(c) for c in result.player.cards or []]
    first = computer == top[:-1] or (player[:1] == top[:1] and computer == top[1:])
    if not first or not is_bust(hand_value(list(result.computer.cards))):
        return []
    return [_ev("player-turn-always", True, f"{played.where(game)}: the computer was dealt the "
                f"grader's first cards and went bust with {hand_value(list(result.computer.cards))} "
                f"before the player's turn, and the player was asked {len(game.turn_asks)} time(s)")]


def _error(played: Played) -> str:
    err = played.error or {}
    line = f" on line {err['line']}" if err.get("line") else ""
    return f"{err.get('type', 'an error')}: {err.get('message', '')}{line}".strip()


def counting_numbers(played: Played) -> dict[str, set[int]]:
    """The numbers of the lines a run printed during the player's turns that no hand moves:
    {line's shape: places of its numbers} where, over three games or more in the run's order,
    the number stayed the same or only grew (a date, a clock, a game's or round's number:
    ``2026-12-05 22:09:36,879 INFO: game 3: the computer has finished``), whatever the hands.

    >>> from autograder.pontoon.transcript import split_games
    >>> def game(n, shows):
    ...     return split_games([{"out": f"12:00:0{n} round {n}: dealer shows {shows}"},
    ...                         {"ask": "t/s? ", "answer": "s"}, {"out": "You win"}])[0]
    >>> counting_numbers(Played(RUNS[0], [game(n, v) for n, v in ((1, 7), (2, 3), (3, 9))],
    ...                         "eof", None, "", "ok"))
    {'#:#:# round #: dealer shows #': {0, 1, 2, 3}}
    """
    if played._counters is not None:
        return played._counters
    seen: dict[tuple[str, int], list[int]] = {}
    for game in played.games:
        done = set()
        for line in game.turn_lines():
            text = line.strip()
            shape = WHOLE_RE.sub("#", text)
            for k, number in enumerate(WHOLE_RE.findall(text)):
                if (shape, k) not in done:
                    done.add((shape, k))
                    seen.setdefault((shape, k), []).append(int(number))
    out: dict[str, set[int]] = {}
    for (shape, k), values in seen.items():
        if len(values) >= 3 and all(a <= b for a, b in zip(values, values[1:])):
            out.setdefault(shape, set()).add(k)
    played._counters = out
    return out


def _uncounted(line: str, counters: dict[str, set[int]]) -> str:
    """A line without its numbers that count rather than tell a hand (`counting_numbers`).

    >>> _uncounted("12:00:03 round 3: dealer shows 9", {"#:#:# round #: dealer shows #": {0, 1, 2, 3}})
    ':: round : dealer shows 9'
    """
    text = line.strip()
    places = counters.get(WHOLE_RE.sub("#", text))
    if not places:
        return line
    found = iter(enumerate(WHOLE_RE.finditer(text)))
    return WHOLE_RE.sub(lambda m: "" if next(found)[0] in places else m.group(0), text)


def _check_secret(played: Played, game: Game, stick_at: int) -> list[Evidence]:
    if not game.turn_asks:
        return []
    counters = counting_numbers(played)
    leaks = [line for line in game.turn_lines() if line.strip() not in played.quiet
             and mentions_computer_hand(_uncounted(line, counters), stick_at)] \
        or [line for line in leaked_cards(game, played.dealt_cards(game), stick_at, played.version)
            if line.strip() not in played.quiet and line.strip() not in played.steady]
    if leaks:
        return [_ev("computer-secret", False, _show(played, game, f"before the player's turn ended "
                    f"the program printed `{leaks[0].strip()}`"))]
    asks = game.turn_asks
    if not any(a.means == "t" for a in asks[:-1]):
        return []     # no question after a twist: a program showing the computer's hand once a
        #               twist has not gone bust shows no more than this
    return [_ev("computer-secret", True, f"{played.where(game)}: nothing of the computer's hand "
                "was printed during the player's turn, over "
                f"{len(asks)} questions")]


COUNT_GAMES = 6       # games that must all print the computer's number of cards (`_count_told`)
COUNT_SEEN = 40       # the first games of a run looked at for it (enough to see it, and cheap)
WHOLE_RE = re.compile(r"(?<![\d.])\d+(?![\d.])")


def _count_told(played: Played, version: int) -> list[Evidence]:
    """A line printed during the player's turn whose number, in every one of `COUNT_GAMES`
    games or more of a run, is the number of cards the computer's hand holds in the result
    block, with two numbers of cards or more among them: it tells the player how many cards
    the computer took (``Croupier has 3 cards``), whatever its words. (A game's number or a
    chip count matches the computer's cards in a game by chance, never in every game.)

    >>> def game(n):
    ...     return split_games([{"out": f"Bank has {n} cards"}, {"ask": "t/s? ", "answer": "s"},
    ...                         {"out": "Computer has: " + ", ".join(["Two of Clubs"] * n)},
    ...                         {"out": "Value: 20"}, {"out": "Player has: Ten of Spades"},
    ...                         {"out": "Value: 10"}, {"out": "Computer wins!"}], 3)[0]
    >>> run = Played(RUNS[0], [game(n) for n in (2, 3, 3, 4, 2, 5)], "eof", None, "", "ok")
    >>> [e.rule for e in _count_told(run, 3)], _count_told(replace(run, games=run.games[:5]), 3)
    (['computer-secret'], [])
    """
    seen: dict[tuple[str, int], list[tuple[bool, int, Game, str]]] = {}
    if version < 2 or len(played.games) < COUNT_GAMES:
        return []                     # version 1's result names no card
    for game in played.games[:COUNT_SEEN]:
        asks = game.turn_asks
        if not asks or not any(WHOLE_RE.search(line) for line in asks[0].before):
            continue
        result = game.result(version)
        if result is None or not result.computer.cards:
            continue
        held, done = len(result.computer.cards), set()
        for line in asks[0].before:                 # up to the first question
            text = line.strip()
            if not text or text in played.quiet:
                continue
            shape = WHOLE_RE.sub("#", text)
            for k, number in enumerate(WHOLE_RE.findall(text)):
                if (shape, k) not in done:           # the line's first showing in the game
                    done.add((shape, k))
                    seen.setdefault((shape, k), []).append((int(number) == held, held, game, text))
    for rows in seen.values():
        if len(rows) >= COUNT_GAMES and all(same for same, *_ in rows) \
                and len({held for _, held, _, _ in rows}) >= 2:
            _, _, game, text = rows[0]
            return [_ev("computer-secret", False, _show(played, game, (
                f"before the player's turn ended the program printed `{text}`: in every one of "
                f"{len(rows)} games its number was how many cards the computer held")))]
    return []


def quiet_lines(runs: list[Played], version: int) -> frozenset[str]:
    """Lines the first game of every run printed during the player's turn, the same, where the
    computer's hands in those games had two or more different first cards, numbers of cards and
    values each: printed at the start of every run whatever its cards, such a line tells nothing
    of the computer's hand (a banner, ``Get closer to 21 than the Dealer. Aces count 1.``),
    whatever its words. So do lines every game of every run printed the same, where those
    games' hands differed so (``The dealer deals two cards face down to himself.``). A line only
    some runs print (``The dealer went bust!``), or printed with one first card, number of cards
    or value (``Dealer shows: 7``), may tell it. Where the result
    does not show the computer's cards, the first card is the one a stacked game dealt first,
    and two of the three must be known.

    >>> def game(turn, computer, value):
    ...     return split_games([{"out": turn}, {"ask": "t/s? ", "answer": "s"},
    ...                         {"out": f"Computer has: {computer}"}, {"out": f"Value: {value}"},
    ...                         {"out": "Player has: Ten of Spades"}, {"out": "Value: 10"},
    ...                         {"out": "Computer wins!"}], 3)[0]
    >>> hands = [("Seven of Clubs, Ten of Hearts", 17), ("Five of Clubs, Six of Clubs, Nine of Hearts", 20)]
    >>> runs = [Played(RUNS[0], [game(f"Beat the Dealer! Aces count 1.{said}", *h)], "eof", None, "", "ok")
    ...         for h, said in zip(hands, ["", chr(10) + "Dealer shows: Five of Clubs"])]
    >>> sorted(quiet_lines(runs, 3))
    ['Beat the Dealer! Aces count 1.']
    """
    firsts = [(p, p.games[0]) for p in runs if p.games and p.games[0].turn_asks]
    every = [(p, g) for p in runs for g in p.games if g.turn_asks]
    return _alike(firsts, version) | _alike(every, version)


def steady_lines(runs: list[Played], version: int) -> frozenset[str]:
    """Lines printed during the player's turn, each the same beside computer hands that differed
    in their first card's value (three or more), value and number of cards (two or more of
    each, where known; `_hand_key`): a line that stays as it is while the computer's hand changes every way does not
    show that hand, whatever card or number it names (a joke line ``the clock has said ten past
    never``, printed in turn by game number). A line telling the computer's value, its first
    card or how many cards it holds stays the same only beside hands alike in that.

    >>> def game(turn, computer, value):
    ...     return split_games([{"out": turn}, {"ask": "t/s? ", "answer": "s"},
    ...                         {"out": f"Computer has: {computer}"}, {"out": f"Value: {value}"},
    ...                         {"out": "Player has: Ten"}, {"out": "Value: 10"},
    ...                         {"out": "Computer wins!"}], 2)[0]
    >>> hands = [("Seven, Ten", 17), ("Five, Queen, Two", 17), ("Ten, Eight", 18)]
    >>> joke = Played(RUNS[0], [game("A clock says ten past never.", *h) for h in hands],
    ...               "eof", None, "", "ok")
    >>> sevens = [("Seven, Ten", 17), ("Seven, Five, Six", 18), ("Seven, Queen", 17)]
    >>> shown = Played(RUNS[0], [game("Dealer shows: Seven", *h) for h in sevens],
    ...                "eof", None, "", "ok")
    >>> sorted(steady_lines([joke], 2)), sorted(steady_lines([shown], 2))
    (['A clock says ten past never.'], [])
    """
    seen: dict[str, list[set]] = {}
    for played, game, result in _results(runs, version):
        hand = _hand_key(played, game, result)
        if not game.turn_asks or hand is None or hand[0] is None:
            continue
        for line in {line.strip() for line in game.turn_lines() if line.strip()}:
            parts = seen.setdefault(line, [set(), set(), set()])
            for part, x in zip(parts, hand):
                if x is not None:
                    part.add(x)
    return frozenset(line for line, (firsts, counts, values) in seen.items()
                     if len(firsts) >= STEADY_FIRSTS and len(values) >= 2 and len(counts) != 1)


STEADY_FIRSTS = 3       # first cards' values a line must be printed beside (`steady_lines`)


def _hand_key(played: Played, game: Game, result: Result) -> tuple | None:
    """What a game's result tells of the computer's hand: its first card's value (from the
    result, or the stacked game's first card where the result names none), its number of cards
    and its value, each None where unknown; None where the value is not read."""
    if result.computer.value is None:
        return None
    cards = result.computer.cards or []
    dealt = played.dealt_cards(game)      # a stacked game's first card, where not shown
    first = card_value(cards[0]) if cards else card_value(tuple(dealt[0])) if dealt else None
    return first, len(cards) or None, result.computer.value


def _alike(games: list[tuple[Played, Game]], version: int) -> frozenset[str]:
    """The turn lines every one of ``games`` printed the same, where their computers' hands had
    two or more different first cards, numbers of cards and values each (`quiet_lines`)."""
    if len(games) < 2:
        return frozenset()
    common: set[str] | None = None
    for _, game in games:            # stops at the first game that leaves no line in common
        lines = {line.strip() for line in game.turn_lines() if line.strip()}
        common = lines if common is None else common & lines
        if not common:
            return frozenset()
    hands = [hand for played, game in games for result in [game.result(version)]
             if result is not None
             for hand in [_hand_key(played, game, result)] if hand is not None]
    known = [{h[k] for h in hands if h[k] is not None} for k in range(3)]
    if sum(bool(parts) for parts in known) < 2 or any(len(parts) < 2 for parts in known if parts):
        return frozenset()
    return frozenset(common)


def _check_start(played: Played, game: Game, version: int,
                 stick_at: int | None = None) -> list[Evidence]:
    if not game.turn_asks:
        return []
    before = game.turn_asks[0].before
    if version == 1:
        # a value one card can make is what two small cards make too: kept is shown only by a
        # stacked game played by the rules (`check_by_rules`); here, a value no card makes
        value = turn_values(game, 1)[0]     # where the experiments found it, else by its words
        if value is None or 1 <= value <= 10:
            return []
        return [_ev("one-card-start", False, _show(played, game, f"the player's first value was "
                    f"{value}, more than one card can make"),
                    also=("ace-counts-one",) if value == 11 else ())]
    cards = shown_cards(before, version)
    if not cards:
        return []
    # the computer's cards shown beside the player's (`computer-secret`'s fault) are not the
    # player's: those the result shows in the computer's hand, or else the grader dealt it
    # first, are left out
    result = game.result(version)
    theirs = list(result.computer.cards or []) if result else []
    assumed = not theirs       # the computer's cards taken to be the rules' (dealt first)
    if not theirs and stick_at is not None:
        dealt = played.dealt_cards(game)
        hand = computer_hand([card_value(c) for c in dealt], stick_at) if dealt else None
        theirs = [c[0] if version == 2 else c for c in dealt[:len(hand or [])]]
    if not theirs and len(cards) > 1:
        return []        # whose these cards are is not known (no result, no stacked deal)
    mine = list(cards)
    for card in theirs:
        if card in mine:
            mine.remove(card)
    cards = mine or cards
    ok = len(cards) == 1
    if ok and assumed:
        # one card left once the rules' computer hand is taken out is what a program dealing
        # otherwise shows too (two cards each, the player's taken for the computer's): kept is
        # shown only where the result says which cards were the computer's
        return []
    if ok and version >= 3 and any(len(ANY_OF_SUIT_RE.findall(normalize(line)))
                                   > len(CARD3_RE.findall(normalize(line))) for line in before):
        return []        # cards shown in words the grader cannot read ("2 of Hearts"): not counted
    text = f"the player's turn started with {len(cards)} card(s): {', '.join(card_name(c, version) for c in cards)}"
    return [_ev("one-card-start", ok, _show(played, game, text) if not ok else
                f"{played.where(game)}: {text}")]


def _check_choices(played: Played, game: Game, version: int, result: Result | None,
                   stick_at: int = 17) -> list[Evidence]:
    out: list[Evidence] = []
    asks, values = game.turn_asks, turn_values(game, version)
    if values and values[0] == 11 and asks:
        # one card is worth 1 to 10: a first hand worth 11 counted its Ace 11 (or held two
        # cards: one-card-start's fault, which the start's checks show apart)
        out.append(_ev("ace-counts-one", False, _show(played, game, "the player's hand was "
                       "worth 11 at the first question: one card is worth 1 to 10, an Ace 1",
                       asks[0]), also=("one-card-start", "card-values")))
    asked_bust = False      # once the game showed the fault, later questions add nothing (a
    for i, (ask, value) in enumerate(zip(asks, values)):     # program asking on for ever)
        def show(text: str, ask: Ask = ask) -> str:      # the game, around this question
            return _show(played, game, text, ask)
        if value is not None and is_bust(value):
            if asked_bust:
                continue
            # a hand the contract's values make 21 or less, shown bust, is a value's fault
            # (an Ace counted 11): the question was right; where they are not known, a value's
            # fault may be the cause too, and is blamed when it is found
            bust = bust_by_cards(played, game, version, i, stick_at, values)
            asked_bust = bust is not False
            out.append(_ev("player-stops-at-bust", False, show(
                f"the player was asked `{ask.prompt.strip()}` with a value of {value}"),
                also=() if bust else ("ace-counts-one", "card-values")))
            continue
        if value is None and i and asks[i - 1].means == "t" and asks[i - 1].effect == "card" \
                and not asked_bust and _bust_held(result, game, i):
            # no value shown at this question, but the twist before it dealt the card that took
            # the hand to the bust one the result shows: whatever its answer does, the question
            # is the fault (the cards the grader dealt are not asked: a program dealing the
            # player first holds others than the rules' order says)
            asked_bust = True
            out.append(_ev("player-stops-at-bust", False, show(
                f"the player was asked `{ask.prompt.strip()}` after a twist that took the "
                "hand over 21")))
            continue
        if ask.answer is None:
            continue
        answer = ask.means
        nxt = values[i + 1] if i + 1 < len(asks) else "end"
        if answer == "s" and nxt != "end":
            out.append(_ev("player-choice", False, show(
                f"the player answered {ask.answer!r} and was asked again")))
        elif answer == "s" and value is not None and result is not None \
                and result.player.value == value:
            out.append(_ev("player-choice", True, f"{played.where(game)}: answer {ask.answer!r} "
                           f"at {value} ended the player's turn with no card", part="stick"))
        elif answer == "t" and nxt == "end" and value is not None and result is not None \
                and result.player.value is not None and result.player.value <= value \
                and ask.effect != "card":
            out.append(_ev("player-choice", False, show(
                f"the player answered {ask.answer!r} at {value} and ended the game with "
                f"{result.player.value}: the twist gave no card"), also=("card-values",)))
        elif answer == "t" and nxt not in ("end", None) and value is not None \
                and nxt <= value and ask.effect == "card":
            # the runner saw the twist deal a card before the same question came back: the twist
            # gave a card, whatever its value; a value that did not rise is the card's value's
            # fault, not the choice's. One that fell by less than 10 had counted an Ace 11 and
            # now counts it 1 (a soft hand: no card counts less than nothing); one that stayed
            # counted the new card 0 (a Jack counted 0), or a Ten beside that Ace's drop: the
            # grader's deal tells them apart where it is known (`_ace_dropped`)
            fell = nxt < value and value - nxt < 10 or _ace_dropped(played, game, i, value, nxt)
            out.append(_ev("player-choice", True, f"{played.where(game)}: answer {ask.answer!r} "
                           f"at {value} was dealt a card", part="twist"))
            out.append(_ev("ace-counts-one", False, show(
                f"the player twisted at {value}, was dealt a card, and was asked again at {nxt}: "
                "the hand had counted an Ace 11 and now counted it 1; an Ace always counts 1"),
                also=("card-values",)) if fell else _ev("card-values", False, show(
                f"the player twisted at {value}, was dealt a card, and was asked again at {nxt}: "
                "every card adds 1 to 10 to the value"), also=("ace-counts-one",)))
        elif answer == "t" and nxt not in ("end", None) and value is not None:
            ok = nxt > value
            out.append(_ev("player-choice", ok, f"{played.where(game)}: answer {ask.answer!r} at "
                           f"{value} gave a card" if ok else show(
                               f"the player answered {ask.answer!r} at {value} and was asked "
                               f"again at {nxt} without a new card"),
                           also=("card-values", "ace-counts-one"), part="twist"))
        elif answer == "t" and value is None and nxt is None and ask.effect == "card":
            # no value shown (a total in words): the runner saw a card handed out and the same
            # question again
            out.append(_ev("player-choice", True, f"{played.where(game)}: answer {ask.answer!r} "
                           "was dealt a card and asked again", part="twist"))
        elif answer == "s" and value is None and nxt == "end" and result is not None \
                and _nothing_after(played, game):
            out.append(_ev("player-choice", True, f"{played.where(game)}: answer {ask.answer!r} "
                           "ended the player's turn, and no card was dealt after it",
                           part="stick"))
        elif answer not in ("t", "s"):
            if nxt == "end":
                if result is not None:
                    out.append(_ev("player-choice", False, show(
                        f"the answer {ask.answer!r} ended the player's turn; it should be "
                        "asked again")))
            elif nxt is not None and value is not None:
                ok = nxt == value
                out.append(_ev("player-choice", ok, f"{played.where(game)}: the answer "
                               f"{ask.answer!r} was asked again" if ok else show(
                                   f"the answer {ask.answer!r} changed the player's value from "
                                   f"{value} to {nxt}; it should be asked again"), part="refused"))
            elif ask.effect == "refused":     # no card drawn, the same question again
                out.append(_ev("player-choice", True, f"{played.where(game)}: the answer "
                               f"{ask.answer!r} was asked again, and no card was dealt",
                               part="refused"))
    if result is not None and result.player.value is not None and asks:
        last = asks[-1]
        if is_bust(result.player.value) and last.answer is not None and last.means == "t":
            out.append(_ev("player-stops-at-bust", True, f"{played.where(game)}: the player went "
                           f"bust with {result.player.value} and was asked nothing more"))
    return out


def _bust_held(result: Result | None, game: Game, i: int) -> bool:
    """Whether the player held, at the last twist-or-stick question ``i``, the bust hand the
    result block shows: as many cards as the answers before it had dealt (v2 onwards).

    >>> from autograder.pontoon.transcript import Hand
    >>> ask = {"ask": "Twist? ", "kind": "turn"}
    >>> g = split_games([{"out": "You: Ten"}, dict(ask, answer="t", means="t", effect="card"),
    ...     dict(ask, answer="t", means="t", effect="card"), dict(ask, answer="x", means=None)],
    ...     2)[0]
    >>> bust = Result(Hand(["Nine"], 9), Hand(["Ten", "Queen", "Five"], 25), "computer")
    >>> _bust_held(bust, g, 2), _bust_held(bust, g, 1)
    (True, False)
    >>> _bust_held(replace(bust, player=Hand(["Ten", "Queen", "Five", "Two"], 27)), g, 2)
    False
    """
    if result is None or i != len(game.turn_asks) - 1 or not result.player.cards \
            or result.player.value is None or not is_bust(result.player.value):
        return False
    held = 1 + sum(a.means == "t" and a.effect != "refused" for a in game.turn_asks[:i])
    return len(result.player.cards) == held


def stick_drew(played: Played, game: Game, version: int) -> list | None:
    """The cards a stick dealt the player: in a stacked game that handed out more cards than
    the player's answers drew (`dealt_after_turn`), whose player stuck, the cards handed out
    after the stick, where the result shows the player's value moved by theirs from the value
    at the stick (as the turn showed it, else as the cards dealt make it in the rules' orders):
    those cards went to the player, not to a computer playing after the turn; else None.

    >>> stick_drew(Played(RUNS[0], [], "eof", None, "", "ok"), Game(1, []), 1) is None
    True
    """
    counts = dealt_after_turn(played, game)
    asks = game.turn_asks
    if counts is None or counts[0] <= counts[1] + counts[2] or not asks or asks[-1].means != "s":
        return None
    result = game.result(version)
    if result is None or result.player.value is None:
        return None
    shown = turn_values(game, version)
    dealt, first, drew = counts
    cards = [card_value(tuple(c)) for c in played.dealt_cards(game)]
    extra = played.dealt_cards(game)[first + drew:]
    # the player's value at the stick: as the turn showed it, else what the cards dealt make
    # with the player's first card in one of the rules' orders (`first_deals`)
    held = {shown[-1]} if shown and shown[-1] is not None else \
        {mine + sum(cards[first:first + drew]) for _, mine in first_deals(cards, first).values()}
    if not extra or result.player.value - sum(cards[first + drew:]) not in held:
        return None
    return extra


def _nothing_after(played: Played, game: Game) -> bool:
    """Whether a stacked game handed out no card after the player's last answer: the cards the
    runner counted are those dealt by the first question and those the answers drew, no more
    (`dealt_after_turn`). What a stick shows where no value is shown: it ended the turn with no
    card (a program that deals the player first deals the computer's after it, and shows
    nothing here)."""
    counts = dealt_after_turn(played, game)
    return counts is not None and counts[0] == counts[1] + counts[2]


def bust_by_cards(played: Played, game: Game, version: int, i: int,
                  stick_at: int = 17, shown: list[int | None] | None = None) -> bool | None:
    """Whether the player's hand at twist-or-stick question ``i`` is bust by the contract's
    values of its cards: the cards the grader dealt it (a stacked game, in either of the rules'
    orders), else the cards shown (v2 onwards) or, in version 1, the steps of the values shown
    (a step of 11 is an Ace counted 11); None when they are not known (the rules' dealing orders
    disagree, say). ``shown`` is the game's
    `turn_values` when the caller has them (a program asked on and on after a bust: computing
    them again for each question made its grading quadratic, minutes long).

    >>> g = split_games([{"out": "You: Ace, Ace"}, {"ask": "Twist? ", "answer": "s"}], 2)[0]
    >>> bust_by_cards(Played(RUNS[0], [g], "eof", None, "", "ok"), g, 2, 0)
    False
    """
    values = dealt_values(played, game)
    held = 1 + sum(a.means == "t" for a in game.turn_asks[:i])     # cards at question i
    if values is not None:
        twists = twists_of(game)
        busts = {is_bust(sum(d.player[:held])) for d in shares(values, stick_at, 1, twists)
                 if d.order not in ("P", "J")}
        if busts:       # the rules' orders disagree: which cards the player held is not known
            return busts.pop() if len(busts) == 1 else None
    if version == 1:          # the cards as the values shown step up: a step of 11 is an Ace
        shown = (turn_values(game, 1) if shown is None else shown)[:i + 1]
        steps = [b - a for a, b, ask in zip(shown, shown[1:], game.turn_asks) if ask.means == "t"] \
            if None not in shown else []
        cards = shown[:1] + steps
        if None in cards or not all(1 <= c <= 11 for c in cards):
            return None
        return is_bust(sum(1 if c == 11 else c for c in cards))
    cards = shown_cards(game.turn_asks[i].before, version)
    return is_bust(hand_value(cards)) if cards else None


def _check_turn_always(played: Played, game: Game, result: Result,
                       stick_at: int = 17) -> list[Evidence]:
    cv = result.computer.value
    asked = len(game.turn_asks)
    bust = cv is not None and is_bust(cv)
    if asked and stick_at + 9 <= 21:
        return [_ev("player-turn-always", True, f"{played.where(game)}: with STICK_AT {stick_at} "
                    f"the computer never goes bust, and the player was asked {asked} time(s)")]
    if asked:
        # asked after a computer that was not bust, or went bust after the player's turn, is
        # what a program skipping the turn shows too: kept is shown by a stacked game played
        # by the rules whose computer was bust first (`check_by_rules`)
        return []
    what = f"the computer went bust with {cv} and" if bust else "the game ended and"
    return [_ev("player-turn-always", False, _show(played, game, f"{what} the player was never asked "
                "`Twist or stick?`"))]


def _value_evidence(played: Played, game: Game, who: str, cards: list, value: int) -> list[Evidence]:
    """Printed value against the contract's value of the printed cards (Ace 1, faces 10)."""
    want = hand_value(cards)
    said = ", ".join(card_name(c, 3 if isinstance(c, tuple) else 2) for c in cards)
    aces = sum(card_value(c) == 1 for c in cards)
    if value == want:
        out = []
        if aces:
            out.append(_ev("ace-counts-one", True, f"{played.where(game)}: {who} {said} = {value}"))
        out.append(_ev("card-values", True, f"{played.where(game)}: {who} {said} = {value}"))
        return out
    text = _show(played, game, f"the {who}'s cards {said} were printed with the value {value}; "
                 f"with an Ace counting 1 and faces 10 they make {want}")
    if aces and 0 < value - want <= 10 * aces and (value - want) % 10 == 0:
        return [_ev("ace-counts-one", False, text)]
    if who == "player":
        return [_ev("card-values", False, text, also=("ace-counts-one",))]
    # the computer's value is not what its cards make: a value made up or kept apart from the
    # cards (computer-draws), unless the cards' values are wrong too (then the player's hands
    # show card-values or ace-counts-one, and this is theirs)
    return [_ev("computer-draws", False, text, also=("ace-counts-one", "card-values"))]


def _check_result(played: Played, game: Game, result: Result, version: int,
                  stick_at: int) -> list[Evidence]:
    out: list[Evidence] = []
    if result.one_value is not None and played.goal(game) not in TIE_GOALS:
        # a draw's line naming one value gives the computer's only where the grader dealt a
        # tie: elsewhere it may be a draw called wrongly, and the computer's value is unknown
        result = replace(result, computer=replace(result.computer, value=None), one_value=None)
    c, p = result.computer, result.player
    consistent = True
    for who, hand in (("computer", c), ("player", p)):
        if hand.cards and hand.value is not None:
            ev = _value_evidence(played, game, who, hand.cards, hand.value)
            consistent &= all(e.ok for e in ev) or who == "player"
            out += ev
    if c.cards and c.value is not None and consistent:
        out += _computer_hand(played, game, c.cards, stick_at)
    elif c.value is not None and not c.cards and not stick_at <= c.value <= stick_at + 9:
        # a value in range is what a computer that never draws, printing a made-up value,
        # shows too: kept is shown against the cards the grader dealt (`check_stacked_values`)
        out.append(_ev("computer-draws", False, _show(played, game, f"the computer ended with "
                       f"{c.value}; with STICK_AT {stick_at} it ends between {stick_at} and "
                       f"{stick_at + 9}"), also=("ace-counts-one", "card-values") if c.value > stick_at else ()))
    if c.value is not None and p.value is not None and result.verdict is not None:
        rule, want = deciding_rule(c.value, p.value), winner(c.value, p.value)
        ok = result.verdict == want
        words = {"player": "the player wins", "computer": "the computer wins", "draw": "a draw"}
        line = result.told or next((line for line in reversed(result.lines) if verdict_of(line)),
                                   None)
        said = f"`{one_line(line)[:120]}`" if line else words[result.verdict]
        printed = f"printed {said} ({words[result.verdict]})" if line else f"told {said}"
        out.append(_ev(rule, ok, f"{played.where(game)}: computer {c.value}, player {p.value}, "
                       f"{said}" if ok else _show(
                           played, game, f"the computer had {c.value} and the player {p.value}, "
                           f"and the program {printed}; {rule} expects {words[want]}")))
    if result.format_problem:
        out.append(_ev("format", False, _show(played, game, f"the result block: {result.format_problem}"),
                       also=("player-turn-always",) if not game.turn_asks else ()))
    elif result.verdict is not None:
        out.append(_ev("format", True, f"{played.where(game)}: the result block is in version "
                       f"{version}'s format"))
    if version == 4 and c.cards and p.cards:
        both = list(c.cards) + list(p.cards)
        dupes = sorted({x for x in both if both.count(x) > 1})
        stacked = played.stack_cards(game)
        if dupes and stacked and set(dupes) <= set(stacked):
            return out     # the grader's own cards, stacked at both ends of the deck: not judged
        out.append(_ev("no-duplicates", not dupes, f"{played.where(game)}: {len(both)} cards, "
                       "all different" if not dupes else _show(played, game, f"{card_name(dupes[0], 4)} "
                       "was dealt twice in one game")))
    return out


def _computer_hand(played: Played, game: Game, cards: list, stick_at: int) -> list[Evidence]:
    values = [card_value(c) for c in cards]
    for n in range(1, len(values)):
        if not computer_twists(sum(values[:n]), stick_at):
            return [_ev("computer-draws", False, _show(
                played, game, f"the computer had {sum(values[:n])} after {n} card(s) and still "
                f"twisted; with STICK_AT {stick_at} it sticks"))]
    total = sum(values)
    if computer_twists(total, stick_at):
        return [_ev("computer-draws", False, _show(
            played, game, f"the computer stuck at {total}, below its STICK_AT {stick_at}"))]
    return [_ev("computer-draws", True, f"{played.where(game)}: the computer drew {len(values)} "
                f"card(s) to {total}")]


# ---------------------------------------------------------------- per-run and cross-run checks

def check_run(played: Played, version: int, stick_at: int) -> list[Evidence]:
    """The games of one run, then how the run ended (play-again and end of input).

    >>> check_run(Played(RUNS[0], [], "returned", None, "", "ok"), 1, 17)
    []
    """
    out: list[Evidence] = []
    for game in played.games:
        out += check_game(played, game, version, stick_at)
        if played.run.stacked:
            out += check_by_rules(played, game, version, stick_at)
            out += check_dealt_order(played, game)
            out += check_twist_steps(played, game, version)
        if played.run.stacked and version == 1:
            out += check_stacked_values(played, game, stick_at)
        elif played.run.stacked:
            out += check_turn_order(played, game, version)
            if version == 4:
                out += check_deck_order(played, game)
                out += check_fresh_deck(played, game)
    out += _check_again(played, version)
    out += _count_told(played, version)
    return out


def _player_cards_v1(game: Game) -> list[int] | None:
    """A v1 player's card values, from the values shown before each question and at the end
    (None where a value is missing or a twist gave no card).

    >>> g = split_games([{"out": "Your value: 7"}, {"ask": "Twist or stick? ", "answer": "t"},
    ...                  {"out": "Your value: 17"}, {"ask": "Twist or stick? ", "answer": "s"},
    ...                  {"out": "Computer Value: 18\\nPlayer Value: 17\\nComputer wins!"}])[0]
    >>> g._results["dealt values"] = [10, 8, 7, 10]     # a stacked game's cards
    >>> _player_cards_v1(g)
    [7, 10]
    """
    values = turn_values(game, 1)
    result = game.result(1)
    if not values or None in values or result is None or result.player.value is None:
        return None
    cards = [values[0]]
    for ask, v, w in zip(game.turn_asks, values, values[1:]):
        if ask.means != "t" or not 1 <= w - v <= 10:
            return None
        cards.append(w - v)
    last = game.turn_asks[-1]
    if last.means == "t":
        step = result.player.value - values[-1]
        if not 1 <= step <= 10:
            return None
        cards.append(step)
    elif result.player.value != values[-1]:
        return None
    return cards


def check_stacked_values(played: Played, game: Game, stick_at: int) -> list[Evidence]:
    """Version 1, a stacked game: the computer's value against the cards the grader dealt.

    Every card dealt went to one of the two hands, so the computer's cards are the cards dealt
    less the player's (read from the player's values); they must make the value printed, and be
    the hand the rules deal the computer from the deck (computer first, or after the player's
    first card). A computer dealt the rules' hand after the player's whole turn played second
    (computer-first). Nothing is judged when the deck ran out (the program drew more than the
    grader stacked) or the player's cards cannot be read.
    """
    result = game.result(1)
    cards = played.stack_cards(game)
    index = played.stack_index(game)
    positions = played.dealt.get(index, []) if index is not None else []
    if result is None or result.computer.value is None or not positions or not cards:
        return []
    if max(positions) >= len(cards) - 1 or sorted(positions) != list(range(len(positions))):
        return []                  # the stacked list ran out: the last draws were the seeded ones
    dealt = [card_value(cards[pos]) for pos in sorted(positions)]
    player = _player_cards_v1(game)
    if player is None:
        return []
    rest = list(dealt)
    for v in player:
        if v not in rest:
            return []              # the player's values are not the dealt cards: nothing to say
        rest.remove(v)
    c = result.computer.value
    if not rest or sum(rest) != c:
        return [_ev("computer-draws", False, _show(played, game, (
            f"the grader dealt {len(dealt)} cards, {sum(dealt)} in all, and the player's "
            f"({', '.join(map(str, player))}) make {sum(player)}, so the computer's make "
            f"{sum(rest)}, but the program printed the computer's value as {c}: the computer's "
            "value is the sum of the cards it was dealt")),
            also=("ace-counts-one", "card-values", "player-choice", "one-card-start"))]
    # the computer's hand from the top of the deck in each order the rules allow
    first = [h for h in (computer_hand(stream, stick_at)
                         for stream, _ in deal_streams(dealt).values()) if h]
    if any(sorted(h) == sorted(rest) for h in first):
        return [_ev("computer-draws", True, f"{played.where(game)}: the computer's cards from the "
                    f"grader's deck, {', '.join(map(str, rest))}, make the {c} it printed")]
    m = len(player)
    after = computer_hand(dealt[m:], stick_at)
    if player == dealt[:m] and after is not None and sorted(after) == sorted(rest):
        return [_ev("computer-draws", True, f"{played.where(game)}: the computer's cards from the "
                    f"grader's deck, {', '.join(map(str, rest))}, make the {c} it printed"),
                _ev("computer-first", False, _show(played, game, (
                    f"the player was dealt the grader's first {m} card(s) "
                    f"({', '.join(map(str, player))}) and the computer the ones after them "
                    f"({', '.join(map(str, rest))}): the computer plays its whole turn before "
                    "the player's turn begins")))]
    want = first[0] if first else None
    return [_ev("computer-draws", False, _show(played, game, (
        f"the computer ended with {', '.join(map(str, rest))} "
        f"= {c}" + (f", but twisting below {stick_at} from the top of the deck it ends with "
                    f"{', '.join(map(str, want))} = {sum(want)}" if want else "")
        + f"; with STICK_AT {stick_at} it twists while its value is below {stick_at}, then sticks")),
        also=("ace-counts-one", "card-values", "computer-first", "one-card-start"))]


def check_turn_order(played: Played, game: Game, version: int) -> list[Evidence]:
    """Versions 2 to 4, a stacked game: who was dealt the grader's first cards.

    The computer plays its whole turn first, so its cards are the first ones dealt (or the ones
    after the player's first card, for a program dealing that first). A player dealt the first
    cards and the computer the ones after them played first: that breaks computer-first.
    Nothing is said when the cards shown are not the grader's in either way, nor when the
    values dealt the player first are the ones the computer-first deal gives (a card's name
    may be the program's own choice, so only the values tell the orders apart).
    """
    result = game.result(version)
    cards = played.stack_cards(game)
    if result is None or not result.computer.cards or not result.player.cards or not cards:
        return []
    def same(shown: list, stacked: list) -> bool:       # v2 shows ranks only
        return list(shown) == ([c[0] for c in stacked] if version == 2 else list(stacked))
    computer, player = list(result.computer.cards), list(result.player.cards)
    k, m = len(computer), len(player)
    if k + m > len(cards):
        return []
    if any(same(computer, stream[:k]) and (not mine or same(player[:1], mine))
           for stream, mine in deal_streams(cards).values()):     # an order the rules allow
        return [_ev("computer-first", True, f"{played.where(game)}: the computer was dealt the "
                    "grader's first cards, before the player's turn")]
    values = [card_value(c) for c in cards]
    if same(player, cards[:m]) and same(computer, cards[m:m + k]) and not mirrored(values, k, m):
        words = lambda hand: ", ".join(card_words(c, version) for c in hand)   # noqa: E731
        return [_ev("computer-first", False, _show(played, game, (
            f"the player was dealt the grader's first {m} card(s) ({words(cards[:m])}) and the "
            f"computer the {k} after them ({words(cards[m:m + k])}): the computer plays its "
            "whole turn before the player's turn begins")))]
    return []


def player_draws(game: Game) -> int:
    """How many cards the player's answers drew: each twist the program did not refuse, and any
    other answer after which the runner saw a card dealt and the same question again.

    >>> player_draws(split_games([{"ask": "Hit? ", "answer": "t", "means": "t", "effect": "card"},
    ...     {"ask": "Hit? ", "answer": "S", "means": "s", "effect": "card"},
    ...     {"ask": "Hit? ", "answer": "x", "means": None, "effect": "refused"},
    ...     {"ask": "Hit? ", "answer": "s", "means": "s", "effect": "end-turn"}])[0])
    2
    """
    return sum((a.means == "t" and a.effect != "refused") or a.effect == "card"
               for a in game.turn_asks)


def first_deals(cards: list, first: int) -> dict[str, tuple[list, object]]:
    """The computer's cards and the player's first card among the ``first`` cards a stacked
    game handed out by the player's first question, in each of the rules' orders: ``A`` (the
    computer's turn, then the player's card), ``B`` (the player's card first) and, where three
    or more were dealt, ``C`` (one each, the computer's first, then the computer's hits).

    >>> first_deals([10, 2, 7, 5], 4)
    {'A': ([10, 2, 7], 5), 'B': ([2, 7, 5], 10), 'C': ([10, 7, 5], 2)}
    """
    return {order: (stream[:first - 1], mine[0] if mine else cards[first - 1])
            for order, (stream, mine) in deal_streams(cards[:first]).items()
            if order != ONE_EACH_COMPUTER or first > 2}


def _ace_dropped(played: Played, game: Game, i: int, value: int, nxt: int) -> bool:
    """Whether the twist at question ``i`` took a hand that had counted an Ace 11 to one that
    counts it 1: the stacked game's cards went to the player once its turn began
    (`dealt_after_turn`), and with either start (`check_twist_steps`) the player's cards hold
    an Ace, ``value`` is their value with it counted 11, and ``nxt`` their value with the card
    dealt at that twist and the Ace counted 1. (A Ten beside that Ace's drop leaves the value
    where it was, as a face counted 0 would.)"""
    counted = dealt_after_turn(played, game)
    if counted is None or counted[0] - counted[1] != counted[2]:
        return False
    first, cards = counted[1], [tuple(c) for c in played.dealt_cards(game)]
    drawn = sum((a.means == "t" and a.effect != "refused") or a.effect == "card"
                for a in game.turn_asks[:i])
    if first + drawn >= len(cards):
        return False
    held, new = cards[first:first + drawn], cards[first + drawn]
    for start in {mine for _, mine in first_deals(cards, first).values()}:
        hand = [start, *held]
        if any(card_value(c) == 1 for c in hand) and value == hand_value(hand) + 10 \
                and nxt == hand_value(hand) + card_value(new):
            return True
    return False


def dealt_after_turn(played: Played, game: Game) -> tuple[int, int, int] | None:
    """A stacked game's cards by the runner's count: ``(dealt, first, drew)``, the cards handed
    out in all, those handed out by the player's first twist-or-stick question and those the
    player's answers drew; None when the count tells nothing: not known, the grader's list ran
    out (the last draws were the seeded ones), or the cards were drawn by two kinds of call (a
    value, then which ten: one card of the program's may take two of the grader's).

    >>> dealt_after_turn(Played(RUNS[0], [], "eof", None, "", "ok"), Game(1, [])) is None
    True
    """
    index = played.stack_index(game)
    first = played.first_dealt.get(index) if index is not None else None
    positions = played.dealt.get(index, []) if index is not None else []
    cards = played.stack_cards(game)
    if first is None or first < 1 or not positions or not cards or not game.turn_asks:
        return None
    if max(positions) >= len(cards) - 1 or sorted(positions) != list(range(len(positions))):
        return None
    if len(played.dealt_how.get(index, ())) > 1:
        return None
    return len(positions), first, player_draws(game)


def check_twist_steps(played: Played, game: Game, version: int) -> list[Evidence]:
    """A stacked game whose cards, once the player's turn began, all went to the player
    (`dealt_after_turn`): each twist's card is the grader's next, and the player's value shown
    before the next question moves by that card's value. card-values fails where a face moved
    it by other than 10, or a face dealt first (the deal's first card or its last before the
    turn, both worth 10) was shown as other than 10 (unless the player started with two cards,
    `one-card-start`'s fault); the value before a face's step must be what the contract makes
    of the player's cards (an Ace counted 11, then 1, moves it by other than its card; after a
    face counted wrong, the cards' steps alone are judged). Only where the value read is the
    hand's: a number card (Two to Ten) moved it by its own value, or the first card's (a Ten's
    only where both starts are Tens) or two cards' value was read so. A twist that ended the
    turn (a bust) moved it to the result's value. (Where no card of the program's reads as one, as in
    ``[('Q', 'Clubs')] -> 12``, this is what shows a face counted wrong.)

    >>> check_twist_steps(Played(RUNS[0], [], "eof", None, "", "ok"), Game(1, []), 1)
    []
    """
    counted = dealt_after_turn(played, game)
    if counted is None or counted[0] - counted[1] != counted[2] \
            or not _shown_were_dealt(played, game, version):
        return []        # (the hands shown hold cards the grader never handed out)
    first, cards = counted[1], played.dealt_cards(game)
    values, asks = turn_values(game, version), game.turn_asks
    result = game.result(version)
    deals = first_deals([card_value(tuple(c)) for c in cards], first)
    # the computer's value in each of the rules' orders whose player's first card is worth the
    # first value shown
    computer = {sum(theirs) for theirs, mine in deals.values()
                if not values or values[0] is None or mine == values[0]}
    if asks and asks[-1].means == "t" and asks[-1].effect != "refused" and values \
            and result is not None and result.player.value is not None \
            and result.computer.value in computer:
        # the turn ended at a twist (a bust): the result's value is the one after its card,
        # where the computer's is what its cards make in one of the rules' orders (so the two
        # were not read the other way round)
        values = [*values, result.player.value]
    drawn, wrong = 0, []
    # the player's first card, in the rules' orders B and A (C's, the second card, only stops a
    # face from being blamed below: a blackjack deal's shown card would pass for it): those
    # that can have shown the first value (worth it, a face, which a fault may count
    # otherwise, or an Ace shown as 11), where some can
    starts = [tuple(cards[0]), tuple(cards[first - 1])]
    if values and values[0] is not None:
        shown_by = [c for c in starts if card_value(c) == values[0] or c[0] in FACES
                    or card_value(c) == 1 and values[0] == 11]
        starts = shown_by or starts
    firsts = {card_value(c) for c in starts}
    # one card's value read as the contract counts it (no Ten unless both starts are: a face
    # may be the other start)
    number_seen = bool(values) and values[0] in firsts - (
        set() if all(c[0] == "Ten" for c in starts) else {10})
    # (a first value the second card dealt is worth is that card's, one each, the computer's
    # first: order C, not a face counted wrong)
    second = deals[ONE_EACH_COMPUTER][1] if ONE_EACH_COMPUTER in deals else None
    if values and values[0] is not None and values[0] != 10 and values[0] != second \
            and all(card_value(c) == 10 for c in starts) and any(c[0] in FACES for c in starts):
        wrong.append((next(c for c in starts if c[0] in FACES), None, values[0]))
    for i, ask in enumerate(asks):
        if not ((ask.means == "t" and ask.effect != "refused") or ask.effect == "card"):
            continue
        if i + 1 < len(values) and values[i] is not None and values[i + 1] is not None \
                and first + drawn < len(cards):
            card, step = cards[first + drawn], values[i + 1] - values[i]
            # the value before it is what the contract makes of the player's cards: no Ace
            # was counted 11
            drew = sum(card_value(c) for c in cards[first:first + drawn])
            if not wrong and values[i] - drew not in firsts:
                break
            number_seen = number_seen or drawn > 0       # a value of two cards or more read
            if card[0] in FACES and step != 10:
                wrong.append((card, values[i], values[i + 1]))
            elif card[0] not in FACES and card_value(card) != 1:
                if step != card_value(card):
                    return []          # a number card moved it otherwise: not the hand's value
                number_seen = True
        drawn += 1
    if not wrong or not number_seen:
        return []
    card, before, after = wrong[0]
    said = (f"the grader dealt the {card_name(card, 3)} as the player's first card and the "
            f"program showed {after}" if before is None else
            f"the player twisted at {before} and the grader dealt the {card_name(card, 3)}; the "
            f"program then showed {after}, up by {after - before}")
    return [_ev("card-values", False, _show(played, game, f"{said}: a {card[0]} counts 10"),
                also=("ace-counts-one",) + (("one-card-start",) if before is None else ()))]


def check_dealt_order(played: Played, game: Game) -> list[Evidence]:
    """A stacked game, any version: the cards handed out after the player's first question
    against the cards the player's answers drew (`dealt_after_turn`). The computer plays its
    whole turn first, so every card dealt once the player's turn has begun is the player's: more
    cards dealt after the first question than the player drew went to the computer after its
    turn should have ended (a blackjack deal, player, dealer, player, dealer, then the player's
    turn, then the dealer's hits). Whatever values the cards have, and however they are shared
    out, this shows computer-first broken.

    >>> check_dealt_order(Played(RUNS[0], [], "eof", None, "", "ok"), Game(1, []))
    []
    """
    counted = dealt_after_turn(played, game)
    if counted is None or counted[0] - counted[1] - counted[2] <= 0:
        return []
    dealt, first, drew = counted
    given = stick_drew(played, game, played.version or 1)
    if given is not None:            # the cards went to the player, at the stick
        said = ", ".join(card_name(tuple(c), 3) for c in given)
        return [_ev("player-choice", False, _show(played, game, (
            f"the player answered {game.turn_asks[-1].answer!r} to stick at "
            f"{turn_values(game, played.version or 1)[-1]}; the grader then dealt the {said}, "
            f"and the player ended with {game.result(played.version or 1).player.value}: a "
            "stick ends the turn with no card")))]
    return [_ev("computer-first", False, _show(played, game, (
        f"the grader dealt {dealt} cards in this game, {first} of them before the first "
        f"`{' '.join(game.turn_asks[0].prompt.split())}`; the player's answers drew {drew}, so "
        f"{dealt - first - drew} went to the computer after the player's turn had begun: the "
        "computer plays its whole turn before the player's turn begins")))]


def mirrored(values: list[int], k: int, m: int) -> bool:
    """Whether a deal giving the player the first ``m`` values and the computer the ``k`` after
    them gives each hand the values a computer-first deal does (the computer's turn first, or
    after the player's first card): then only the cards' names could tell the orders apart.

    >>> mirrored([5, 1, 1, 10, 5, 1, 1, 10], 4, 4), mirrored([10, 8, 9, 9], 2, 2)
    (True, False)
    """
    player, computer = values[:m], values[m:m + k]
    firsts = (values[:k] + values[k:k + m], values[1:k + 1] + values[:1] + values[k + 1:k + m])
    return any(sorted(c[:k]) == sorted(computer) and sorted(c[k:]) == sorted(player)
               for c in firsts)


def check_deck_order(played: Played, game: Game) -> list[Evidence]:
    """Version 4, a stacked game dealt from a deck: the cards shown are the deck's, top first.

    The grader's deck holds its cards in order at its top (and, for ``pop()``, at its bottom),
    so the two hands together are its first cards, each hand in the deck's order, whichever
    side is dealt first. Judged only when the first side dealt got the deck's top three cards
    in order (a program dealing from random places in its deck does so with chance below 1e-5
    a game, and is left alone). A program that re-orders the deck during a game (the player's cards
    picked from the rest) breaks the v4 deck rule (`no-duplicates`: one shuffled deck per game,
    shared by both turns, dealt in its order).
    """
    index = played.stack_index(game)
    result = game.result(4)
    if index is None or result is None or not result.computer.cards or not result.player.cards:
        return []
    if not any(d[0] == index and d[1] in ("shuffle", "sample") for d in played.decks):
        return []                  # not dealt from a deck the grader laid out
    cards = played.stack_cards(game)
    computer, player = list(result.computer.cards), list(result.player.cards)
    if len(computer) + len(player) >= len(cards):
        return []                  # more cards than the grader stacked: the rest are shuffled
    if len(set(computer + player)) < len(computer + player):
        return []    # dealt from both ends of the grader's deck: its second copies at the back
    top = cards[:3]
    if computer[:3] != top and player[:3] != top and (player[:1] + computer[:2]) != top:
        return []    # the deck's top three cards were not dealt first: its order is not known
    where = {card: i for i, card in enumerate(cards)}
    places = [where.get(c) for c in computer], [where.get(c) for c in player]
    both = places[0] + places[1]
    ok = None not in both and sorted(both) == list(range(len(both))) and \
        all(h == sorted(h) for h in places)
    deck_top = ", ".join(card_name(c, 4) for c in cards[:len(both)])
    if ok:
        return [_ev("no-duplicates", True, f"{played.where(game)}: both hands were the top "
                    f"{len(both)} cards of the grader's shuffled deck, in its order")]
    return [_ev("no-duplicates", False, _show(played, game, (
        f"the grader's shuffled deck had {deck_top} on top, but the computer was dealt "
        f"{', '.join(card_name(c, 4) for c in computer)} and the player "
        f"{', '.join(card_name(c, 4) for c in player)}: both turns deal from one shuffled deck, "
        "in its order")), also=("one-card-start",))]


STACKED_KEPT = 40     # the runner keeps this many ``stacked`` entries (sandbox.inside.stack)


def check_fresh_deck(played: Played, game: Game) -> list[Evidence]:
    """Version 4, a stacked run whose program was seen laying out a deck (the runner's
    ``stacked`` entries: a ``shuffle`` or a ``sample``, each laid once a game by a program
    dealing every game from a new deck): a game that dealt its cards when fewer decks had been
    laid out than games begun was dealt from an earlier game's deck, so not from a freshly
    shuffled one (`no-duplicates`). A deck laid out before the play-again question, for the
    game after it, still counts for that game: the decks laid out are counted, not where.
    A deck the runner laid again for the next game (``kept``: the rest of the last one) is no
    new deck. Nothing is judged where the runner stopped listing decks.

    >>> check_fresh_deck(Played(RUNS[0], [], "eof", None, "", "ok"), Game(1, []))
    []
    """
    index = played.stack_index(game)
    if index is None or index == 0 or not played.stack_cards(game) or \
            len(played.decks) >= STACKED_KEPT:
        return []
    fresh = [d for d in played.decks if len(d) >= 7 and d[4] != "kept"]
    laid = sum(d[0] <= index for d in fresh)
    if not fresh or fresh[0][0] != 0 or laid > index:
        return []          # no deck seen in the run's first game, or one laid for every game
    result = game.result(4)
    if result is None or not result.computer.cards or not result.player.cards:
        return []          # the game dealt no cards the grader read
    return [_ev("no-duplicates", False, _show(played, game, (
        f"the program laid out {laid} shuffled deck{'s' if laid != 1 else ''} in the "
        f"{index + 1} games up to this one, so this game was dealt from an earlier game's deck "
        "(what was left of it, or a copy): each game is dealt from a freshly shuffled 52-card "
        "deck")))]


def one_line(text: str) -> str:
    """A problem's quotation of what a program printed or asked, on one line (a prompt that spans
    several lines keeps the feedback's Markdown whole): each line break shown as ` / `.

    >>> one_line("it asked `Menu:\\n1) twist\\n2) stick` (the grader answered 's')")
    "it asked `Menu: / 1) twist / 2) stick` (the grader answered 's')"
    """
    return " / ".join(part.strip() for part in text.splitlines() if part.strip())


def answers_in_words(answers: list[str], notes: list[str] | None = None) -> str:
    """Answers the grader typed, each quoted on one line (an empty one in words) and followed by
    its note in brackets when ``notes`` are given, joined as a sentence lists them: for a verdict
    or a problem that says what was tried.

    >>> answers_in_words(["y", "n", ""]), answers_in_words(["1\\n2"], ["asked again"])
    ('`y`, `n` and an empty line', '`1 / 2` (asked again)')
    """
    said = [f"`{one_line(a)}`" if a.strip() else "an empty line" for a in answers]
    if notes is not None:
        said = [f"{text} ({note})" for text, note in zip(said, notes)]
    return ", ".join(said[:-1]) + " and " + said[-1] if len(said) > 1 else "".join(said)


def _ended_after(game: Game) -> str:
    """What a program that ended after a game did there, in game terms: the question it asked
    after the result, if any, with the answers the grader tried and that none of them dealt
    another game.

    >>> _ended_after(Game(1, ["You win", Ask("Quit? (y/n) ", "", means=None,
    ...                                       tried=(("y", "end"), ("n", "end"), ("", "end")))]))
    'after the game the program asked `Quit? (y/n)`, and every answer the grader tried there (`y`, `n` and an empty line) ended the program: no answer dealt another game, where `Play again? (y/n)` is asked and yes deals one'
    >>> _ended_after(Game(1, ["You win"]))
    'the program ended after the game without asking `Play again? (y/n)`'

    A question over several lines is quoted on one (`one_line`):

    >>> _ended_after(Game(1, ["You win", Ask("Menu:\\n1) again\\n2) quit\\n> ", "1")])).split(",")[0]
    'after the game the program asked `Menu: / 1) again / 2) quit / >`'
    """
    last = next((i for i, e in enumerate(game.events) if game.turn_asks and e is game.turn_asks[-1]),
                -1)                 # by identity: an earlier question may equal the last one
    late = [e for e in game.events[last + 1:] if isinstance(e, Ask)]
    if not late:
        return "the program ended after the game without asking `Play again? (y/n)`"
    ask = late[-1]
    answers = list(dict.fromkeys([t[0] for t in ask.tried] or [ask.answer or ""]))[:6]
    words = answers_in_words(answers)
    which = (f"every answer the grader tried there ({words})" if len(answers) > 1
             else f"the grader answered {words}, and that")
    return (f"after the game the program asked `{one_line(ask.prompt)[:120]}`, and {which} ended the "
            "program: no answer dealt another game, where `Play again? (y/n)` is asked and yes "
            "deals one")


def _check_again(played: Played, version: int) -> list[Evidence]:
    out: list[Evidence] = []
    games = played.games
    # a play-again question every answer of which dealt a new game (the runner's dialogue found
    # no way to stop, and ends input where the grader says no)
    # (those it refused aside: ``iva`` and ``le`` each deal a game, ``x`` is asked again)
    no_stop = next((a for g in games for a in [g.again] if a is not None
                    and sum(effect == "new-game" for _, effect in a.tried) >= 2
                    and all(effect in ("new-game", "refused") for _, effect in a.tried)), None)
    for i, game in enumerate(games):
        finished = game.result(version) is not None
        again = game.again
        last = i == len(games) - 1
        if again is None:
            if finished and not last:
                out.append(_ev("play-again", False, _show(played, game, "a new game started "
                               "without asking `Play again? (y/n)`")))
            elif last and played.exit in ("returned", "sys.exit") and not (
                    played.eof_given and _eof_question(played)[1] is game) and (finished or (
                    game.turn_asks and game.turn_asks[-1].means == "s" and game.after_turn_lines())):
                # (not where the grader ended input at a question of this game, a pause after
                # the stick: the program ended because input did)
                # the player stuck and the program went on printing, then ended: a game over,
                # whether or not its result could be read
                out.append(_ev("play-again", False, _show(played, game, _ended_after(game))))
            continue
        answer = again.means
        if again.answer is None:
            if answer == "n" and no_stop is not None:
                answers = answers_in_words(list(dict.fromkeys(
                    t[0] for t in no_stop.tried if t[1] == "new-game"))[:6])
                out.append(_ev("play-again", False, _show(played, game, (
                    f"no answer to `{one_line(no_stop.prompt)[:120]}` ended the program: every "
                    f"answer the grader tried there that it took ({answers}) dealt another game, "
                    "so the grader ended input to stop it; a no ends the program"))))
            continue
        after = game.events[next(k for k, e in enumerate(game.events) if e is again) + 1:]
        if answer == "y" and last and (played.eof_given or any(
                isinstance(e, Ask) and e.answer is None for e in after)):
            continue          # the grader ended input at the next game's first question (a bet,
            #                   kept out of the games as a question of another kind)
        if answer == "y" and last:
            if played.status == "ok" and played.exit in ("returned", "sys.exit"):
                out.append(_ev("play-again", False, _show(played, game, "the player answered `y` "
                               "and the program ended")))
        elif answer == "y":
            out.append(_ev("play-again", True, f"{played.where(game)}: `y` started game {i + 2}"))
        elif answer == "n":
            ok = last and played.exit in ("returned", "sys.exit", "eof")
            said = f"`{again.answer}`" + (" (no)" if again.answer.strip().lower() != "n" else "")
            went = "dealt another game" if not last and (games[i + 1].turn_asks or
                                                         games[i + 1].result(version)) \
                else "went on"
            out.append(_ev("play-again", ok, f"{played.where(game)}: `n` ended the program" if ok
                           else _show(played, game, f"the player answered {said} and the "
                                      f"program {went}; a no ends the program")))
    if played.eof_given:
        where, game, ask = _eof_question(played)
        if played.ended_cleanly:
            out.append(_ev("play-again", True, f"end of input at {where} (seed "
                           f"{played.run.task['seed']}) ended the program cleanly"))
        elif played.status == "ok" and played.exit in ("error", "os._exit") or "Traceback" in played.stderr:
            tail = played.stderr.strip().splitlines()[-1:] or [_error(played)]
            said = (f"end of input at `{ask.prompt.strip()}` ended the program with an error: "
                    f"`{tail[0]}`; it should end cleanly, with no traceback")
            out.append(_ev("play-again", False, _show(played, game, said, ask) if game else
                           f"end of input at {where} (seed {played.run.task['seed']}, "
                           f"{played.run.name}) ended the program with an error: `{tail[0]}`; it "
                           "should end cleanly, with no traceback"))
    return out


def _eof_question(played: Played) -> tuple[str, Game | None, Ask | None]:
    """Where input ended: in words, and the game and question (None when no game shows it)."""
    for game in reversed(played.games):
        for e in reversed(game.events):
            if isinstance(e, Ask) and e.answer is None:
                return f"the question `{e.prompt.strip()}` in game {game.number}", game, e
    return "a question", None, None


def check_computer_first(a: Played, b: Played, version: int) -> list[Evidence]:
    """Same seed, different players: the computer's first hand must not depend on the player.

    >>> check_computer_first(Played(RUNS[0], [], None, None, "", "ok"), Played(RUNS[2], [], None, None, "", "ok"), 1)
    []
    """
    if not a.games or not b.games or a.run.task["seed"] != b.run.task["seed"]:
        return []
    ra = a.games[0].result(version)
    rb = b.games[0].result(version)
    if ra is None or rb is None:
        return []
    ha = (ra.computer.cards, ra.computer.value)
    hb = (rb.computer.cards, rb.computer.value)
    if ha[1] is None or hb[1] is None:
        return []
    if twists_of(b.games[0]) <= twists_of(a.games[0]):
        return []        # the second player did not draw more cards: nothing to compare
    def said(h):
        return (", ".join(card_name(c, version) for c in h[0]) + f" ({h[1]})") if h[0] else str(h[1])
    ok = ha == hb
    if ok and not ha[0]:
        return []        # one value alike by chance (a player-first computer too, one game in
        #                  six or so): kept is shown by the stacked games (`check_by_rules`)
    text = (f"with seed {a.run.task['seed']}, game 1's computer hand was {said(ha)} when "
            f"{a.run.name.split(';')[0]} and {said(hb)} when {b.run.name.split(';')[0]}")
    return [Evidence("computer-first", ok, "program",
                     text + ("" if ok else "; the computer plays its whole turn before the player, "
                             "so the player's choices cannot change its cards"))]


def stick_range(played: list[Played], version: int) -> tuple[int, int] | None:
    """The thresholds the computer's play in the games fits: (one above the highest value it
    twisted at, the lowest value it ended on), from the hands the games show; None when no
    game shows the computer's final value from 12 to 21.

    >>> stick_range([], 1) is None
    True
    """
    finals = [r for p in played for g in p.games for r in [g.result(version)]
              if r and r.computer.value]
    low = min((r.computer.value for r in finals), default=None)
    if low is None or not 12 <= low <= 21:
        return None
    twisted = [sum(card_value(c) for c in r.computer.cards[:-1]) for r in finals
               if r.computer.cards and len(r.computer.cards) > 1]
    return max(twisted, default=11) + 1, low


def infer_stick_at(played: list[Played], version: int) -> int | None:
    """The lowest final value of the computer over every game: its STICK_AT, when it is not declared.

    With fewer than `TRUSTED_FINALS` games the lowest final may lie above STICK_AT (one game
    a run: 18 or 19), so 17 is taken when it fits what the games showed. The games counted
    are those dealt differently: the lines of the player's turn (its numbers that only count,
    a game's number, aside: `counting_numbers`) and the computer's hand. A program dealing the
    same deck in every game (a seeded shuffle) shows one game, however many it plays, and
    whatever tally of wins it prints after each.

    >>> infer_stick_at([], 1) is None
    True
    """
    fits = stick_range(played, version)
    if fits is None:
        return None
    floor, low = fits
    dealt = {(tuple(_uncounted(line, counting_numbers(p)) for line in g.turn_lines()),
              tuple(r.computer.cards or ()), r.computer.value)
             for p in played for g in p.games for r in [g.result(version)] if r and r.computer.value}
    if len(dealt) >= TRUSTED_FINALS:       # games dealt differently: the lowest final is it
        return low
    # few games: the lowest final may lie above STICK_AT; any value from the highest value
    # the computer twisted at (+1, from the hands shown) to the lowest final fits, 17 first
    return 17 if floor <= 17 <= low else low if low < 17 else max(floor, 12)


# the lowest of this many finals lies above a STICK_AT of 17 with chance 0.855**60, about 1e-4
TRUSTED_FINALS = 60


# ---------------------------------------------------------------- stacked scenario runs
#
# A *scenario* game is dealt from the grader's own cards (the runner's stacked deck,
# ``task["stack"]``): a list of target cards chosen so that, played by the rules, the game
# reaches one kind of result (both bust, a tie at 21, ...). The lists are drawn afresh from
# the grading's master seed and checked by playing them here, in the two orders a program may
# deal in: the computer's whole turn first (``A``), or the player's first card, then the
# computer's turn, then the rest of the player's turn (``B``).

ORDERS = ("A", "B")
PLAYER_FIRST = "P"      # the player's whole turn first: an order that breaks computer-first
ONE_EACH_FIRST = "J"    # one card each, the player's first, then the player's turn, then the
#                         computer's hits (a blackjack deal of one card each: it breaks
#                         computer-first; `Deal`'s "J" with one card to start)
ONE_EACH_COMPUTER = "C"  # one card each, the computer's first, then the computer's hits, then the
#                          player's turn: the rules kept (the player's turn has not begun)
DEALT_IN_TURN = "D"     # two each dealt in turn, the player first, then the computer's hits and
#                         the player's turn: a blackjack deal (its two-card start breaks
#                         one-card-start)
GOALS: dict[str, str] = {
    "both-bust": "both go bust, with different values",
    "computer-bust": "the computer goes bust before the player's turn and the player does not",
    "player-bust": "the player goes bust and the computer does not",
    "tie-21": "a tie at 21",
    "tie-below": "a tie below 21",
    "player-higher": "neither bust, the player higher",
    "computer-higher": "neither bust, the computer higher",
    "aces-early": "an Ace as the first card of both hands, the computer's counted 11 would "
                  "have stuck sooner",
    "aces-late": "an Ace drawn late into both hands",
    "five-cards": "five cards or more in both hands",
    "twists-at-edge": "the computer, with no Ace, at one below its STICK_AT, where it twists",
    "sticks-at-edge": "the computer, with no Ace, on exactly its STICK_AT, where it sticks",
    "bust-from-twelve": "the computer, on 12 from two cards, takes a Ten and goes bust before "
                        "the player's turn",
    "bust-from-twelve-late": "the computer, on 12 from two cards after the player's first card, "
                             "takes a Ten and goes bust before the player's turn",
    "bust-from-twelve-in-turn": "two cards each dealt in turn, the computer's making 12; it takes "
                                "a Ten and goes bust before the player's turn",
}
# the goals of runs of their own (`scenario_runs`), never drawn for the scenario run's games
RUN_GOALS: dict[str, str] = {
    "stick-at-once": "Aces to Fours only, so that the computer takes more than two cards "
                     "whatever the order; the player sticks at once",
}
TIE_GOALS = ("tie-21", "tie-below")
DRAW_GOALS = TIE_GOALS + ("both-bust",)
# the games whose computer goes bust before the player's turn whatever its STICK_AT from 13 to
# 21, its start or its Aces: two cards of 3 to 9 making 12, then a Ten (a face counted wrong
# changes nothing); every master seed deals one for each order, so what they show of
# player-turn-always holds through the faults that may keep other games' computers from going
# bust (`judge.PREVENTED_BY`). Goal -> the order it is planned for, how many of the player's
# cards come before the computer's Ten, and the orders whose computer meets the 12 and the Ten
# (`_twelve_orders`: two each in turn, the player's second card is the computer's first, so a
# program dealing the player's two cards first meets them too)
SURE_BUST: dict[str, tuple[str, int, set[str]]] = {
    "bust-from-twelve": ("A", 0, {"A"}),
    "bust-from-twelve-late": ("B", 1, {"B"}),
    "bust-from-twelve-in-turn": ("D", 2, {"D", "2"}),
}
SURE_BUST_GOALS = tuple(SURE_BUST)
# goals a program may deal in one order only: the order whose deal must show them (else "A")
GOAL_ORDER = {goal: order for goal, (order, _, _) in SURE_BUST.items() if order != "A"}
TEN_CARDS = [(rank, suit) for rank in ("Ten", *FACES) for suit in SUITS]
_POOL = list(range(1, 10)) + [10] * 4          # card values as a full deck has them
_SMALL = [1, 1, 2, 2, 3, 3, 4, 4, 5]


def deal_values(values: list[int], stick_at: int, twist_below: int,
                order: str = "A") -> tuple[list[int], list[int]] | None:
    """The computer's and the player's hands when a program deals ``values`` in ``order`` and
    the player twists below ``twist_below``; None if the values run out.

    >>> deal_values([10, 1, 10, 10, 1, 10], 17, 19)
    ([10, 1, 10], [10, 1, 10])
    >>> deal_values([9, 10, 8, 3, 5], 17, 15, "B")
    ([10, 8], [9, 3, 5])
    >>> deal_values([9, 10, 8, 10], 17, 15, PLAYER_FIRST)
    ([8, 10], [9, 10])
    >>> deal_values([9, 5, 4, 7, 10, 2], 17, 15, DEALT_IN_TURN)
    ([5, 7, 10], [9, 4, 2])
    >>> deal_values([9, 10, 3, 5, 8], 17, 15, ONE_EACH_FIRST)
    ([10, 8], [9, 3, 5])
    """
    take = iter(values).__next__      # StopIteration when the values run out
    try:
        if order == "A":
            computer = [take()]
            while computer_twists(sum(computer), stick_at):
                computer.append(take())
            player = [take()]
        elif order == "B":
            player, computer = [take()], [take()]
            while computer_twists(sum(computer), stick_at):
                computer.append(take())
        elif order == ONE_EACH_COMPUTER:
            computer, player = [take()], [take()]
            while computer_twists(sum(computer), stick_at):
                computer.append(take())
        elif order == DEALT_IN_TURN:
            player, computer = [take()], [take()]
            player.append(take())
            computer.append(take())
            while computer_twists(sum(computer), stick_at):
                computer.append(take())
        elif order == ONE_EACH_FIRST:   # a program dealing in a wrong order: the computer's
            player, computer = [take()], [take()]    # hits after the player's turn
            while sum(player) < twist_below:
                player.append(take())
            while computer_twists(sum(computer), stick_at):
                computer.append(take())
        else:                           # PLAYER_FIRST: a program dealing in the wrong order
            player = [take()]
            while sum(player) < twist_below:
                player.append(take())
            computer = [take()]
            while computer_twists(sum(computer), stick_at):
                computer.append(take())
        while sum(player) < twist_below:
            player.append(take())
    except StopIteration:
        return None
    return computer, player


def shows_goal(goal: str, computer: list[int], player: list[int], stick_at: int) -> bool:
    """Whether two hands (card values) show a scenario goal, for a computer with ``stick_at``.

    >>> shows_goal("tie-21", [10, 1, 10], [7, 7, 7], 17), shows_goal("both-bust", [10, 10, 2], [9, 9, 4], 17)
    (True, False)
    >>> shows_goal("twists-at-edge", [9, 7, 5], [10, 8], 17), shows_goal("sticks-at-edge", [9, 7, 1], [10, 8], 17)
    (True, False)
    """
    return _GOAL_SHOWN[goal](sum(computer), sum(player), computer, player, stick_at)


def _soft_tells(hand: list[int]) -> bool:
    """Whether a computer counting an Ace 11 while that does not bust (as blackjack counts it)
    would stick before the end of this hand, which the rules' computer took: at a value its
    whole hand reaches (or 21), whatever its STICK_AT; then the game shows how it counts Aces.

    >>> _soft_tells([1, 1, 6, 9]), _soft_tells([1, 1, 10, 5])
    (True, False)
    """
    stop = min(sum(hand), 21)
    return any(soft_value(hand[:k]) != sum(hand[:k]) and soft_value(hand[:k]) >= stop
               for k in range(1, len(hand)))


def _late_ace(hand: list[int]) -> bool:
    """Whether an Ace comes after the first card while the hand is worth 10 or less before it."""
    return any(v == 1 and sum(hand[:i]) <= 10 for i, v in enumerate(hand) if i)


# goal -> test of (computer's value, player's value, computer's cards, player's, STICK_AT); the
# two edges pin the computer's STICK_AT from both sides without an Ace, so a program counting
# Aces otherwise still shows how its computer draws
_GOAL_SHOWN = {
    "both-bust": lambda c, p, ch, ph, s: c > 21 and p > 21 and c != p,
    "computer-bust": lambda c, p, ch, ph, s: c > 21 >= p,
    "player-bust": lambda c, p, ch, ph, s: p > 21 >= c,
    "tie-21": lambda c, p, ch, ph, s: c == p == 21,
    "tie-below": lambda c, p, ch, ph, s: c == p < 21,
    "player-higher": lambda c, p, ch, ph, s: c < p <= 21,
    "computer-higher": lambda c, p, ch, ph, s: p < c <= 21,
    "aces-early": lambda c, p, ch, ph, s: ch[0] == 1 and ph[0] == 1 and _soft_tells(ch),
    "aces-late": lambda c, p, ch, ph, s: _late_ace(ch) and _late_ace(ph),
    "five-cards": lambda c, p, ch, ph, s: len(ch) >= 5 and len(ph) >= 5 and p <= 21,
    "twists-at-edge": lambda c, p, ch, ph, s: 1 not in ch and p <= 21
    and s - 1 in [sum(ch[:k]) for k in range(1, len(ch))],
    "sticks-at-edge": lambda c, p, ch, ph, s: 1 not in ch and c == s and p <= 21,
    **{goal: lambda c, p, ch, ph, s: twelve_and_ten(ch) and p <= 21 for goal in SURE_BUST},
}


def _other_share_busts(values: list[int], stick_at: int) -> bool:
    """Whether some way of sharing out the first cards of a sure-bust game (any start, any
    number of twists, `shares`) gives the computer 22 without its 12 and Ten: then the values a
    program prints could be explained that way too, and the game would show player-turn-always
    only under the seeds where no such share happens to exist.

    >>> _other_share_busts([5, 7, 10, 9, 4], 17), _other_share_busts([5, 7, 10, 10, 7, 1], 17)
    (False, True)
    """
    for n in range(4, len(values) + 1):
        for start in (1, 2):
            twists = n - 3 - start
            if twists < 0:
                continue
            if any(sum(d.computer) == 22 and not twelve_and_ten(d.computer)
                   for d in shares(values[:n], stick_at, start, twists)):
                return True
    return False


def _twelve_orders(values: list[int]) -> set[str]:
    """The dealing orders whose computer takes two cards making 12 and a Ten from these values
    (`twelve_and_ten`): its turn first ("A"), after the player's first card ("B"), two each in
    turn ("D"), after the player's first two cards ("2").

    >>> sorted(_twelve_orders([5, 7, 10, 9, 4])), sorted(_twelve_orders([9, 5, 5, 7, 10, 4]))
    (['A'], ['2', 'D'])
    """
    hands = {"A": values[0:3], "B": values[1:4], "D": values[1:2] + values[3:5], "2": values[2:5]}
    return {order for order, hand in hands.items() if twelve_and_ten(hand)}


def twelve_and_ten(computer) -> bool:
    """Whether a computer's card values are two of 3 to 9 making 12, then a 10: bust at 22 for
    any STICK_AT from 13 to 21.

    >>> twelve_and_ten([5, 7, 10]), twelve_and_ten([2, 10, 10]), twelve_and_ten([6, 6, 9])
    (True, False, False)
    """
    return len(computer) == 3 and computer[2] == 10 and computer[0] + computer[1] == 12 \
        and all(3 <= v <= 9 for v in computer[:2])


def possible_goals(stick_at: int, twist_below: int) -> list[str]:
    """The goals some deal can reach: the computer goes bust only when STICK_AT + 9 > 21, a
    tie below 21 or a higher player only when STICK_AT is below 21.

    >>> possible_goals(12, 18)[:3], "tie-below" in possible_goals(21, 18)
    (['player-bust', 'tie-21', 'tie-below'], False)
    """
    out = []
    for goal in GOALS:
        if goal in ("both-bust", "computer-bust", *SURE_BUST_GOALS) and stick_at + 9 <= 21:
            continue
        if goal == "tie-below" and max(stick_at, twist_below) > 20:
            continue
        if goal == "player-higher" and stick_at > 20:
            continue
        out.append(goal)
    return out


def _hand(rng, stop: int, low: int, high: int, pool: list[int], start: tuple = ()) -> list[int] | None:
    """Card values drawn while the total is below ``stop``, ending between ``low`` and ``high``.

    Draws from ``rng`` exactly as `_hand_simply` does, so both give the same hands (a test checks
    them against each other); the lists to draw from are worked out once per total
    (`_hand_steps`).

    >>> import random
    >>> _hand(random.Random(5), 17, 17, 21, _POOL) == _hand_simply(random.Random(5), 17, 17, 21, _POOL)
    True
    """
    kinds = tuple(pool)
    for _ in range(8):
        hand = list(start)
        total = sum(hand)
        while total < stop:
            finish, more = _hand_steps(total, stop, low, high, kinds)
            if finish and (not more or rng.random() < 0.5):
                x = rng.choice(finish)
            elif more:
                x = rng.choice(more)
            else:
                break
            hand.append(x)
            total += x
        if low <= total <= high and total >= stop:
            return hand
    return None


@lru_cache(maxsize=4096)
def _hand_steps(total: int, stop: int, low: int, high: int,
                pool: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """What `_hand` draws from at ``total``: the values that end the hand in range (as a deck
    holds them), and the values from ``pool`` that keep it below ``stop``.

    >>> _hand_steps(12, 17, 17, 21, tuple(_POOL))
    ((5, 6, 7, 8, 9), (1, 2, 3, 4))
    """
    finish = [x for x in range(1, 11) if total + x >= stop and low <= total + x <= high]
    more = tuple(x for x in pool if total + x < stop)
    return tuple([x for x in _POOL if x in finish] or finish), more


def _hand_simply(rng, stop: int, low: int, high: int, pool: list[int],
                 start: tuple = ()) -> list[int] | None:
    """`_hand` written plainly: the reference the fast one is checked against.

    >>> import random; _hand_simply(random.Random(1), 21, 21, 21, _POOL, (10, 10))
    [10, 10, 1]
    """
    for _ in range(8):
        hand = list(start)
        while sum(hand) < stop:
            total = sum(hand)
            finish = [x for x in range(1, 11) if total + x >= stop and low <= total + x <= high]
            more = [x for x in pool if total + x < stop]
            if finish and (not more or rng.random() < 0.5):
                hand.append(rng.choice([x for x in _POOL if x in finish] or finish))
            elif more:
                hand.append(rng.choice(more))
            else:
                break
        if low <= sum(hand) <= high and sum(hand) >= stop:
            return hand
    return None


def _propose(goal: str, s: int, t: int, rng) -> list[int] | None:
    """One candidate list of card values for a goal (computer-first order), or None."""
    bust = (22, 31)
    pool = _SMALL if goal == "five-cards" else _POOL
    c_range, p_range = {
        "both-bust": (bust, bust), "computer-bust": (bust, (t, 21)), "player-bust": ((s, 21), bust),
        "tie-21": ((21, 21), (21, 21)), "tie-below": ((s, 20), (s, 20)),
        "player-higher": ((s, 20), (t, 21)), "computer-higher": ((s, 21), (t, 20)),
        "five-cards": ((s, 21), (t, 21)),
    }.get(goal, ((s, 31), (t, 31)))
    c_start = p_start = ()
    if goal in SURE_BUST:
        _, before, meets = SURE_BUST[goal]
        low = rng.randint(3, 9)
        # the player's cards dealt before the computer's Ten: none, one, or two each in turn,
        # where the player's second card is the computer's first
        first = ((rng.choice(_POOL),) if before else ()) + ((low,) if before == 2 else ())
        player = _hand(rng, t, t, 21, _POOL, first)
        if player is None:
            return None
        head = [*first[:1], low, *first[1:], 12 - low, 10]
        values = head + player[len(first):] + [rng.choice(_POOL) for _ in range(4)]
        # no other dealing order may meet the 12 and the Ten by the seed's chance, or what the
        # game shows would hang on the seed
        if _twelve_orders(values) != meets or _other_share_busts(values, s):
            return None
        return values
    if goal in ("twists-at-edge", "sticks-at-edge"):
        no_ace = [v for v in _POOL if v != 1]
        edge = s - 1 if goal == "twists-at-edge" else s
        computer = _hand(rng, edge, edge, edge, no_ace)
        if computer is not None and goal == "twists-at-edge":
            computer = _hand(rng, s, s, 31, no_ace, tuple(computer))
        player = _hand(rng, t, t, 21, _POOL) if computer is not None else None
        if player is None:
            return None
        return computer + player + [rng.choice(_POOL) for _ in range(4)]
    if goal == "aces-early":
        c_start, p_start = (1, 1), (1,)
    elif goal == "aces-late":
        c_start, p_start = (rng.randint(2, 9), 1), (rng.randint(2, 9), 1)
    computer = _hand(rng, s, *c_range, pool, c_start)
    if computer is None:
        return None
    if goal == "tie-below":
        p_range = (sum(computer), sum(computer))
    elif goal == "player-higher":
        p_range = (max(t, sum(computer) + 1), 21)
    elif goal == "computer-higher":
        p_range = (t, sum(computer) - 1)
    elif goal == "both-bust":
        p_range = (22, 31)
    player = _hand(rng, t, *p_range, pool, p_start)
    if player is None:
        return None
    return computer + player + [rng.choice(_POOL) for _ in range(4)]


def _fits_one_deck(values: list[int]) -> bool:
    """No value more often than one 52-card deck holds it (16 ten-valued cards, 4 of the rest)."""
    return all(values.count(v) <= (16 if v == 10 else 4) for v in set(values))


def scenario_values(goal: str, stick_at: int, twist_below: int, rng,
                    tries: int = 80) -> tuple[list[int], tuple[str, ...]] | None:
    """Card values showing ``goal`` in both dealing orders (else in its own order alone: the
    computer-first order but for `GOAL_ORDER`), with the orders it was found for; None when no
    candidate was found. Values that
    show it too when a program deals the player's whole turn first (`PLAYER_FIRST`) are taken
    before others where some are found, so a program with that fault still meets every
    result, whichever goals a master seed draws.

    >>> import random
    >>> values, orders = scenario_values("tie-21", 17, 19, random.Random(3))
    >>> orders, [[sum(h) for h in deal_values(values, 17, 19, o)] for o in orders]
    (('A', 'B'), [[21, 21], [21, 21]])
    """
    first = both = None
    for _ in range(tries):
        values = _propose(goal, stick_at, twist_below, rng)
        if values is None or not _fits_one_deck(values):
            continue
        own = GOAL_ORDER.get(goal, "A")
        good = [order for order in dict.fromkeys((*ORDERS, own))
                if (hands := deal_values(values, stick_at, twist_below, order)) is not None
                and shows_goal(goal, *hands, stick_at)]
        if own not in good:
            continue
        if goal in SURE_BUST_GOALS:         # planned for one order: no search for both
            return values, tuple(good)
        if good == list(ORDERS):
            wrong = deal_values(values, stick_at, twist_below, PLAYER_FIRST)
            if wrong is not None and shows_goal(goal, *wrong, stick_at):
                return values, tuple(good)
            both = both or (values, tuple(good))
        if good and first is None:
            first = (values, tuple(good))
    return both or first


def cards_of_values(values: list[int], rng) -> list[list[str]]:
    """Cards with these values, no card twice (so one list suits every version), as the
    runner's stack takes them: ``[rank, suit]``.

    >>> import random
    >>> cards = cards_of_values([10, 1, 10, 10], random.Random(1))
    >>> len({tuple(c) for c in cards}), [card_value(tuple(c)) for c in cards]
    (4, [10, 1, 10, 10])
    """
    tens = list(TEN_CARDS)
    rng.shuffle(tens)
    suits = {v: rng.sample(SUITS, 4) for v in range(1, 10)}
    out = []
    for v in values:
        rank, suit = tens.pop() if v == 10 else (RANKS[v - 1], suits[v].pop())
        out.append([rank, suit])
    return out


ACE_GOALS = ("aces-early", "aces-late")     # the games chosen to show how Aces count


def plain_tens(cards: list[list[str]]) -> list[list[str]]:
    """Cards with each Jack, Queen or King made a Ten not yet dealt: a face card's value is a rule
    (`card-values`) that what the experiments read, and what the Ace games show, must not hang on.

    >>> plain_tens([["King", "Clubs"], ["Ten", "Clubs"], ["Two", "Spades"]])
    [['Ten', 'Diamonds'], ['Ten', 'Clubs'], ['Two', 'Spades']]
    """
    tens = [["Ten", suit] for suit in SUITS if ["Ten", suit] not in cards]
    return [tens.pop(0) if card[0] in FACES and tens else list(card) for card in cards]


def _make_ten(cards: list[list[str]], index: int) -> None:
    """Make the ten-valued card at ``index`` a Ten (a program counting faces wrong then still
    counts it 10): swapped with a Ten later in the list, else given a Ten's rank in a suit no
    other Ten of the list has.

    >>> cards = [["Five", "Clubs"], ["Seven", "Hearts"], ["King", "Spades"], ["Ten", "Clubs"]]
    >>> _make_ten(cards, 2); cards[2:]
    [['Ten', 'Clubs'], ['King', 'Spades']]
    >>> cards = [["Five", "Clubs"], ["Seven", "Hearts"], ["Jack", "Hearts"]]
    >>> _make_ten(cards, 2); cards[2]
    ['Ten', 'Hearts']
    """
    if cards[index][0] == "Ten":
        return
    later = next((i for i in range(index + 1, len(cards)) if cards[i][0] == "Ten"), None)
    if later is not None:
        cards[index], cards[later] = cards[later], cards[index]
        return
    taken = {suit for rank, suit in cards if rank == "Ten"}
    suit = cards[index][1] if cards[index][1] not in taken else \
        next(s for s in ("Clubs", "Diamonds", "Hearts", "Spades") if s not in taken)
    cards[index] = ["Ten", suit]


def goal_runs(played: Played) -> tuple[Run, ...]:
    """A stacked run's goals that its games were not dealt (the program ended after fewer games,
    or dealt later games from cards of its own), each as a run of its own that plays that goal
    alone: so every goal is played whatever the program's number of games, and what the stacked
    games show does not depend on which goal came first. Nothing for a run that played no game
    or did not end in time.

    The first of them is played once more with `x` and an empty line sent before each real
    answer: a program that ends after one game shows in its seeded runs only faults
    (`grade.played_out`), so this stacked game is where it shows unknown answers asked again
    (`player-choice`) under every master seed.

    >>> run = scenario_runs(7, 17)[0]
    >>> alone = goal_runs(Played(run, [Game(1, ["hi"])], "sys.exit", None, "", "ok", dealt={0: [0, 1]}))
    >>> len(alone) == len(run.goals), alone[0].goals == run.goals[1:2], alone[0].task["games"]
    (True, True, 1)
    >>> alone[-1].goals == alone[0].goals, alone[-1].task["policy"]["kind"]
    (True, 'bad-then')
    """
    if not played.run.stacked or not played.games or played.status != "ok":
        return ()
    games = played.run.task["stack"]["games"]
    out = []
    for index, (goal, cards) in enumerate(zip(played.run.goals, games)):
        if played.dealt.get(index):
            continue
        task = dict(played.run.task, games=1, stack=dict(played.run.task["stack"], games=[cards]))
        out.append(Run(f"the grader's stacked cards chosen to show: {GOALS.get(goal, goal)}, "
                       "one game, the program started afresh", task, (goal,)))
    if out:
        first = out[0]
        task = dict(first.task, policy={"kind": "bad-then", "bad": ["x", ""],
                                        "then": first.task["policy"]})
        out.append(Run(first.name + "; the player answers `x` and `` before each real answer",
                       task, first.goals))
    return tuple(out)


def _face_at_twist(games: list[list[list[str]]], values: list[list[int]], goals: list[str],
                   stick_at: int, twist_below: int) -> None:
    """Make sure one game deals the player a face at its first twist (the computer's turn first),
    after a first card that is no Ace, where such a card is worth 10 in some game: its card is
    made a face of its suit where it is a Ten (a face counts 10, so the game plays alike), and
    every card dealt before it worth 10 is made a Ten. A program counting faces wrong then
    plays the computer's turn and deals the player's first card as the rules do, so the face
    comes at that twist, and shows it there under every master seed (`check_twist_steps`).
    Games chosen for their Tens (`SURE_BUST`) or Aces keep their cards.

    >>> games = [[["Five", "Clubs"], ["Nine", "Hearts"], ["Four", "Spades"], ["Ten", "Hearts"], ["Three", "Clubs"]]]
    >>> _face_at_twist(games, [[5, 9, 4, 10, 3]], ["higher"], 14, 17); games[0][3]
    ['King', 'Hearts']
    >>> games = [[["Queen", "Clubs"], ["Six", "Hearts"], ["Four", "Spades"], ["Jack", "Hearts"], ["Two", "Clubs"]]]
    >>> _face_at_twist(games, [[10, 6, 4, 10, 2]], ["higher"], 14, 15); games[0][0], games[0][3]
    (['Ten', 'Clubs'], ['Jack', 'Hearts'])

    A game whose player is under 19 after the face comes first:

    >>> games = [[["Seven", "Clubs"], ["King", "Hearts"], ["Nine", "Spades"], ["Ten", "Hearts"], ["Two", "Clubs"]],
    ...          [["Seven", "Hearts"], ["Ten", "Spades"], ["Five", "Spades"], ["Ten", "Clubs"], ["Three", "Clubs"]]]
    >>> _face_at_twist(games, [[7, 10, 9, 10, 2], [7, 10, 5, 10, 3]], ["a", "b"], 17, 17)
    >>> games[0][3], games[1][3], games[1][1]
    (['Ten', 'Hearts'], ['King', 'Clubs'], ['Ten', 'Spades'])
    """
    found = []
    for cards, dealt, goal in zip(games, values, goals):
        hands = deal_values(list(dealt), stick_at, twist_below, "A")
        if hands is None or goal in SURE_BUST or goal in ACE_GOALS or len(hands[1]) < 2:
            continue
        at = len(hands[0]) + 1                      # the player's first twist, order A
        if card_value(tuple(cards[at - 1])) == 1 or card_value(tuple(cards[at])) != 10:
            continue
        if cards[at][0] == "Ten" and all([face, cards[at][1]] in cards for face in FACES):
            continue
        # the value after the face leaves room for a King counted 13 (or a face counted 11 or
        # 12) to be asked about once more, not gone bust: those games first
        found.append((sum(hands[1][:2]) > 18, len(found), cards, at))
    if not found:
        return
    *_, cards, at = min(found)
    if cards[at][0] == "Ten":
        cards[at] = [next(f for f in FACES[::-1] if [f, cards[at][1]] not in cards), cards[at][1]]
    for i in range(at):
        if card_value(tuple(cards[i])) == 10:
            _make_ten(cards, i)


def _questions(computer: list[int], player: list[int]) -> int:
    """How many twist-or-stick questions a player with these cards is asked."""
    return len(player) - (1 if is_bust(sum(player)) else 0)


@lru_cache(maxsize=64)     # planned once per master seed: a class or a test suite grades under a few
def scenario_runs(master: int, stick_at: int, version: int | None = None) -> tuple[Run, ...]:
    """The stacked runs of one grading: the scenario games for ``stick_at``, a short run whose
    input ends at a later twist-or-stick question, and a game whose player sticks at once.

    The first run plays one game per goal the ``stick_at`` allows, in an order, with cards,
    suits and a player's threshold (15 to 20) all drawn from ``master``; its answers come in
    capitals, with spaces, and plain, in turn; ``n`` after the last game. The second deals
    small cards only (Aces to Fours), so that in any order the player twists twice and input
    ends at the third question. The third deals Aces to Fours only, and its player sticks at
    once: in any order the computer's first two cards are short of 16 even with an Ace counted
    11, so a program dealing any of the computer's cards after the player's turn (a blackjack
    deal, or the player's turn first) deals them in a game where the player did not go bust
    (`check_dealt_order`), whatever the other games' cards.

    >>> a, b = scenario_runs(7, 17), scenario_runs(7, 17)
    >>> a == b, [run.task["stack"]["games"] != [] for run in a], a[0].goals[:0]
    (True, [True, True, True], ())
    >>> scenario_runs(8, 17)[0].task["stack"] != a[0].task["stack"]
    True
    """
    import random
    rng = random.Random(f"scenarios {master} {stick_at}")
    seed = rng.randrange(1, 2**31)
    twist_below = rng.randint(15, 20)
    goals = possible_goals(stick_at, twist_below)
    rng.shuffle(goals)
    games, shown, dealt = [], [], []
    for goal in goals:
        # a draw reached even by a program dealing the player's whole turn first is rarer
        # with a player twisting below 19 or 20: more tries find one for every seed
        found = scenario_values(goal, stick_at, twist_below, rng, 300 if goal in DRAW_GOALS else 80)
        if found is None:
            continue
        values, orders = found
        cards = cards_of_values(values, rng)
        if goal in SURE_BUST:               # the computer's third card a Ten, not a face
            _make_ten(cards, 2 + SURE_BUST[goal][1])
        if goal in ACE_GOALS:               # what they show of the Aces hangs on no face's value
            cards = plain_tens(cards)
        games.append(cards)
        shown.append((goal, orders))
        dealt.append(values)
    _face_at_twist(games, dealt, [goal for goal, _ in shown], stick_at, twist_below)
    stack_version = version if version in (1, 2, 3, 4) else 1
    first = Run(f"the grader's stacked cards, {len(games)} games chosen to show every kind of "
                f"result; the player twists below {twist_below}, answering in capitals, with "
                "spaces and plain; `n` after the last game",
                {"mode": "program", "record_draws": False, "seed": seed, "games": len(games),
                 "dress": ["upper", "spaces", "plain"],
                 "policy": {"kind": "below", "threshold": twist_below},
                 "stack": {"version": stack_version, "games": games}},
                tuple(goal for goal, _ in shown))
    small = [v for v in (1, 2, 3, 4) for _ in range(4)]
    rng.shuffle(small)
    second = Run("the grader's stacked cards, all Aces to Fours; the player twists below "
                 f"{twist_below}; input ends at the third `Twist or stick?`",
                 {"mode": "program", "record_draws": False, "seed": seed + 1, "games": 2,
                  "eof_after": 3, "policy": {"kind": "below", "threshold": twist_below},
                  "stack": {"version": stack_version, "games": [cards_of_values(small, rng)]}},
                 ("eof-later",))
    low = [v for v in (1, 2, 3, 4) for _ in range(4)]
    rng.shuffle(low)
    # its first card unlike the other runs' first games' (a line every run's first game prints
    # the same, beside first cards that differ, tells nothing of the computer's: `quiet_lines`),
    # and its first two cards worth 5 or more, so that no two-card start makes the one card
    # (Ace to Four) a player sticking at once holds in the rules' order (`player_starts`)
    taken = {dealt[0][0] if dealt else None, small[0]}
    at = next(i for i, v in enumerate(low) if v not in taken)
    low.insert(0, low.pop(at))
    at = next(i for i, v in enumerate(low) if i and low[0] + v >= 5)
    low.insert(1, low.pop(at))
    third = Run("the grader's stacked cards, all Aces to Fours; the player sticks at its first "
                "question; `n` after the game",
                {"mode": "program", "record_draws": False, "seed": seed + 2, "games": 1,
                 "policy": {"kind": "always", "answer": "s"},
                 "stack": {"version": stack_version, "games": [cards_of_values(low, rng)]}},
                ("stick-at-once",))
    return first, second, third
