"""Program evidence: the submission run as a program, its games read and checked rule by rule.

Glossary: a *run* is one sandbox ``program`` task (a seed, a player policy, a number of games);
a *policy* answers the twist-or-stick questions (always twist, always stick, twist below a
value, bad answers first) while play-again questions get ``y`` until the run's games are
played; *end of input* (EOF) is given where a run says so. Every rule visible in a transcript
is checked in every game; the computer's final values and the player's cards are also tested
against their exact distributions (`autograder.stats`).
"""
from __future__ import annotations

from dataclasses import dataclass

from autograder.contract import card_name, card_value, hand_value
from autograder.judge import Evidence
from autograder.transcript import (Ask, Game, Result, mentions_computer_hand,
                                   shown_cards, shown_value, split_games)


@dataclass(frozen=True)
class Run:
    """One program run: its task for the sandbox and how it is described to a student.

    >>> RUNS[1].task["policy"]
    {'kind': 'always', 'answer': 't'}
    """

    name: str          # "the player always sticks"
    task: dict


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

    @property
    def ended_cleanly(self) -> bool:
        """No crash, no traceback, no time-out."""
        return (self.status == "ok" and self.exit in ("eof", "returned", "sys.exit")
                and "Traceback" not in self.stderr)

    def where(self, game: Game) -> str:
        """How a student finds a game: its number, the seed and the policy."""
        return f"Game {game.number} (seed {self.run.task['seed']}, {self.run.name})"


def read_run(run: Run, result, version: int) -> Played:
    """Read a sandbox result of a program run into games.

    >>> from autograder.sandbox import ChildResult
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
    return Played(run, games, msg.get("exit"), msg.get("error"), result.stderr or "",
                  result.status, bool(msg.get("eof_given")))


# ---------------------------------------------------------------- per-game checks

def _ev(rule: str, ok: bool, text: str, also: tuple[str, ...] = ()) -> Evidence:
    return Evidence(rule, ok, "program", text, also)


def _show(played: Played, game: Game, text: str) -> str:
    """Evidence text with the game's place and an excerpt of what it printed."""
    return f"{played.where(game)}: {text}\n{game.excerpt()}"


def turn_values(game: Game, version: int) -> list[int | None]:
    """The player's value shown before each twist-or-stick question of a game.

    >>> turn_values(split_games([{"out": "Your value: 7"}, {"ask": "Twist or stick? ", "answer": "s"}])[0], 1)
    [7]
    """
    values = []
    for ask in game.turn_asks:
        value = shown_value(ask.before)
        if value is None and version > 1:
            cards = shown_cards(ask.before, version)
            value = hand_value(cards) if cards else None
        values.append(value)
    return values


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
    out += _check_start(played, game, version)
    out += _check_choices(played, game, version, result)
    if result is not None and result.computer.value is not None:
        out += _check_turn_always(played, game, result)
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



def _error(played: Played) -> str:
    err = played.error or {}
    line = f" on line {err['line']}" if err.get("line") else ""
    return f"{err.get('type', 'an error')}: {err.get('message', '')}{line}".strip()


def _check_secret(played: Played, game: Game, stick_at: int) -> list[Evidence]:
    if not game.turn_asks:
        return []
    leaks = [line for line in game.turn_lines() if mentions_computer_hand(line, stick_at)]
    if leaks:
        return [_ev("computer-secret", False, _show(played, game, f"before the player's turn ended "
                    f"the program printed `{leaks[0].strip()}`"))]
    return [_ev("computer-secret", True, f"{played.where(game)}: nothing of the computer's hand "
                "was printed during the player's turn")]


def _check_start(played: Played, game: Game, version: int) -> list[Evidence]:
    if not game.turn_asks:
        return []
    before = game.turn_asks[0].before
    if version == 1:
        value = shown_value(before)
        if value is None:
            return []
        ok = 1 <= value <= 10
        return [_ev("one-card-start", ok, _show(played, game, f"the player's first value was {value}"
                    + ("" if ok else ", more than one card can make")) if not ok else
                    f"{played.where(game)}: the player's first value was {value}",
                    also=("ace-counts-one",) if value == 11 else ())]
    cards = shown_cards(before, version)
    if not cards:
        return []
    ok = len(cards) == 1
    text = f"the player's turn started with {len(cards)} card(s): {', '.join(card_name(c, version) for c in cards)}"
    return [_ev("one-card-start", ok, _show(played, game, text) if not ok else
                f"{played.where(game)}: {text}")]


def _check_choices(played: Played, game: Game, version: int, result: Result | None) -> list[Evidence]:
    out: list[Evidence] = []
    asks, values = game.turn_asks, turn_values(game, version)
    for i, (ask, value) in enumerate(zip(asks, values)):
        if value is not None and value > 21:
            out.append(_ev("player-stops-at-bust", False, _show(
                played, game, f"the player was asked `{ask.prompt.strip()}` with a value of {value}")))
            continue
        if ask.answer is None:
            continue
        answer = ask.means
        nxt = values[i + 1] if i + 1 < len(asks) else "end"
        if answer == "s" and nxt != "end":
            out.append(_ev("player-choice", False, _show(
                played, game, f"the player answered {ask.answer!r} and was asked again")))
        elif answer == "t" and nxt == "end" and value is not None and result is not None \
                and result.player.value is not None and result.player.value <= value:
            out.append(_ev("player-choice", False, _show(
                played, game, f"the player answered {ask.answer!r} at {value} and ended the game "
                f"with {result.player.value}: the twist gave no card"), also=("card-values",)))
        elif answer == "t" and nxt not in ("end", None) and value is not None:
            ok = nxt > value
            out.append(_ev("player-choice", ok, f"{played.where(game)}: answer {ask.answer!r} at "
                           f"{value} gave a card" if ok else _show(
                               played, game, f"the player answered {ask.answer!r} at {value} "
                               f"and was asked again at {nxt} without a new card"),
                           also=("card-values", "ace-counts-one")))
        elif answer not in ("t", "s"):
            if nxt == "end":
                if result is not None:
                    out.append(_ev("player-choice", False, _show(
                        played, game, f"the answer {ask.answer!r} ended the player's turn; it "
                        "should be asked again")))
            elif nxt is not None and value is not None:
                ok = nxt == value
                out.append(_ev("player-choice", ok, f"{played.where(game)}: the answer "
                               f"{ask.answer!r} was asked again" if ok else _show(
                                   played, game, f"the answer {ask.answer!r} changed the player's "
                                   f"value from {value} to {nxt}; it should be asked again")))
    if result is not None and result.player.value is not None and asks:
        last = asks[-1]
        if result.player.value > 21 and last.answer is not None and last.means == "t":
            out.append(_ev("player-stops-at-bust", True, f"{played.where(game)}: the player went "
                           f"bust with {result.player.value} and was asked nothing more"))
    return out


def _check_turn_always(played: Played, game: Game, result: Result) -> list[Evidence]:
    cv = result.computer.value
    asked = len(game.turn_asks)
    bust = cv is not None and cv > 21
    if asked:
        return [_ev("player-turn-always", True, f"{played.where(game)}: the computer "
                    + (f"went bust with {cv}" if bust else "played") + f" and the player was asked "
                    f"{asked} time(s)")]
    what = f"the computer went bust with {cv} and" if bust else "the game ended and"
    return [_ev("player-turn-always", False, _show(played, game, f"{what} the player was never asked "
                "`Twist or stick?`"))]


def _value_evidence(played: Played, game: Game, who: str, cards: list, value: int) -> list[Evidence]:
    """Printed value against the contract's value of the printed cards (Ace 1, faces 10)."""
    want = hand_value(cards)
    said = ", ".join(card_name(c, 3 if isinstance(c, tuple) else 2) for c in cards)
    aces = sum(card_value(c) == 1 for c in cards)
    faces = any(card_value(c) == 10 for c in cards)
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
    if faces or who == "player":
        return [_ev("card-values", False, text, also=("ace-counts-one",))]
    return [_ev("computer-draws", False, text, also=("ace-counts-one", "card-values"))]


def _check_result(played: Played, game: Game, result: Result, version: int,
                  stick_at: int) -> list[Evidence]:
    out: list[Evidence] = []
    c, p = result.computer, result.player
    consistent = True
    for who, hand in (("computer", c), ("player", p)):
        if hand.cards and hand.value is not None:
            ev = _value_evidence(played, game, who, hand.cards, hand.value)
            consistent &= all(e.ok for e in ev) or who == "player"
            out += ev
    if c.cards and c.value is not None and consistent:
        out += _computer_hand(played, game, c.cards, stick_at)
    elif c.value is not None and not c.cards:
        ok = stick_at <= c.value <= stick_at + 9
        out.append(_ev("computer-draws", ok, f"{played.where(game)}: the computer ended with "
                       f"{c.value}" if ok else _show(played, game, f"the computer ended with "
                       f"{c.value}; with STICK_AT {stick_at} it ends between {stick_at} and "
                       f"{stick_at + 9}"), also=("ace-counts-one", "card-values") if c.value > stick_at else ()))
    if c.value is not None and p.value is not None and result.verdict is not None:
        from autograder.probes import expected_winner, winner_rule
        rule, want = winner_rule(c.value, p.value), expected_winner(c.value, p.value)
        ok = result.verdict == want
        words = {"player": "Player wins!", "computer": "Computer wins!", "draw": "Draw!"}
        out.append(_ev(rule, ok, f"{played.where(game)}: computer {c.value}, player {p.value}, "
                       f"`{words[result.verdict]}`" if ok else _show(
                           played, game, f"the computer had {c.value} and the player {p.value}, "
                           f"and the program printed `{words[result.verdict]}`; {rule} expects "
                           f"`{words[want]}`")))
    if result.format_problem:
        out.append(_ev("format", False, _show(played, game, f"the result block: {result.format_problem}"),
                       also=("player-turn-always",) if not game.turn_asks else ()))
    elif result.verdict is not None:
        out.append(_ev("format", True, f"{played.where(game)}: the result block is in version "
                       f"{version}'s format"))
    if version == 4 and c.cards and p.cards:
        both = list(c.cards) + list(p.cards)
        dupes = sorted({x for x in both if both.count(x) > 1})
        out.append(_ev("no-duplicates", not dupes, f"{played.where(game)}: {len(both)} cards, "
                       "all different" if not dupes else _show(played, game, f"{card_name(dupes[0], 4)} "
                       "was dealt twice in one game")))
    return out


def _computer_hand(played: Played, game: Game, cards: list, stick_at: int) -> list[Evidence]:
    values = [card_value(c) for c in cards]
    for n in range(1, len(values)):
        if sum(values[:n]) >= stick_at:
            return [_ev("computer-draws", False, _show(
                played, game, f"the computer had {sum(values[:n])} after {n} card(s) and still "
                f"twisted; with STICK_AT {stick_at} it sticks"))]
    total = sum(values)
    if total < stick_at:
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
    out += _check_again(played, version)
    return out


def _check_again(played: Played, version: int) -> list[Evidence]:
    out: list[Evidence] = []
    games = played.games
    for i, game in enumerate(games):
        finished = game.result(version) is not None
        again = game.again
        last = i == len(games) - 1
        if again is None:
            if finished and not last:
                out.append(_ev("play-again", False, _show(played, game, "a new game started "
                               "without asking `Play again? (y/n)`")))
            elif finished and last and played.exit in ("returned", "sys.exit"):
                out.append(_ev("play-again", False, _show(played, game, "the program ended after "
                               "the game without asking `Play again? (y/n)`")))
            continue
        answer = again.means
        if again.answer is None:
            continue
        if answer == "y" and last:
            if played.status == "ok" and played.exit in ("returned", "sys.exit"):
                out.append(_ev("play-again", False, _show(played, game, "the player answered `y` "
                               "and the program ended")))
        elif answer == "y":
            out.append(_ev("play-again", True, f"{played.where(game)}: `y` started game {i + 2}"))
        elif answer == "n":
            ok = last and played.exit in ("returned", "sys.exit", "eof")
            out.append(_ev("play-again", ok, f"{played.where(game)}: `n` ended the program" if ok
                           else _show(played, game, "the player answered `n` and the program "
                                      "went on")))
    if played.eof_given:
        where = _eof_question(played)
        if played.ended_cleanly:
            out.append(_ev("play-again", True, f"end of input at {where} (seed "
                           f"{played.run.task['seed']}) ended the program cleanly"))
        elif played.status == "ok" and played.exit in ("error", "os._exit") or "Traceback" in played.stderr:
            tail = played.stderr.strip().splitlines()[-1:] or [_error(played)]
            out.append(_ev("play-again", False, f"end of input at {where} (seed "
                           f"{played.run.task['seed']}, {played.run.name}) ended the program "
                           f"with an error: `{tail[0]}`; it should end cleanly, with no traceback"))
    return out


def _eof_question(played: Played) -> str:
    for game in reversed(played.games):
        for e in reversed(game.events):
            if isinstance(e, Ask) and e.answer is None:
                return f"the question `{e.prompt.strip()}` in game {game.number}"
    return "a question"


def _twists(game: Game) -> int:
    """How many times the player answered ``t`` in a game."""
    return sum(a.means == "t" for a in game.turn_asks)


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
    if _twists(b.games[0]) <= _twists(a.games[0]):
        return []        # the second player did not draw more cards: nothing to compare
    def said(h):
        return (", ".join(card_name(c, version) for c in h[0]) + f" ({h[1]})") if h[0] else str(h[1])
    ok = ha == hb
    text = (f"with seed {a.run.task['seed']}, game 1's computer hand was {said(ha)} when "
            f"{a.run.name.split(';')[0]} and {said(hb)} when {b.run.name.split(';')[0]}")
    return [Evidence("computer-first", ok, "program",
                     text + ("" if ok else "; the computer plays its whole turn before the player, "
                             "so the player's choices cannot change its cards"))]


def infer_stick_at(played: list[Played], version: int) -> int | None:
    """The lowest final value of the computer over every game: its STICK_AT, when it is not declared.

    >>> infer_stick_at([], 1) is None
    True
    """
    values = [r.computer.value for p in played for g in p.games
              for r in [g.result(version)] if r and r.computer.value]
    low = min(values, default=None)
    return low if low is not None and 12 <= low <= 21 else None
