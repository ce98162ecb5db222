"""Dialogue by effect, the replay: the submission run again from the start in this process, up to a
question, with one answer changed (`replay`) and a small card laid after it (`lay_small`), the
paused run's world saved before and given back after (`_save_world`, `_put_back`).
"""

import builtins
import io
import os
import sys

from .channel import RANKS, ModuleType, ReplayStop, S, _arm, _disarm, _install_alarm  # bundled
from .streams import _drain_fd1, _flush_stdout, _new_streams, call_site  # bundled
from .loading import _is_stdlib, params_of  # bundled
from .stack import (ST, _next_game, _population, _reset_stack, _settle, draw_count,
    follow_copies, install_random)  # bundled
from .candidates import asked, form_of, question_text, same_question  # bundled


PROMPT_CHARS = 400            # of a prompt written to stderr, the end kept (a flood keeps no more)
REPLAY_SECONDS = 0.5          # one experiment's time (CPU and sleeping cost none)
ONWARD = 40                   # questions answered at most in a replay played onward (a game)


class _Null(io.TextIOBase):
    """Where an experiment's output goes: nowhere (only its sink reads it)."""

    def write(self, text):
        return len(text)

    def flush(self):
        pass


class PromptTail(io.TextIOWrapper):
    """``sys.stderr`` in a program run: what is written goes on to ``under``, and the unfinished
    line last written is kept (`take`): a prompt a program writes to stderr before it reads a
    line is its question, as a terminal shows it.

    >>> tail = PromptTail(_Null()); _ = tail.write("oops\\n(k)aart of (p)assen? "); tail.take()
    '(k)aart of (p)assen? '
    """

    def __init__(self, under):
        super().__init__(io.BytesIO(), encoding="utf-8", errors="replace")
        self.under, self.tail = under, ""

    def write(self, text):
        text = str(text)
        cut = text.rfind("\n")
        self.tail = (self.tail + text if cut < 0 else text[cut + 1:])[-PROMPT_CHARS:]
        try:
            return self.under.write(text)
        except (OSError, ValueError):
            return len(text)

    def flush(self):
        try:
            self.under.flush()
        except (OSError, ValueError):
            pass

    def fileno(self):
        return 2

    def take(self) -> str:
        """The unfinished line written since the last `take` (then forgotten)."""
        tail, self.tail = self.tail, ""
        return tail


RANDOM_NAMES = ("seed", "random", "uniform", "randint", "choice", "randrange", "sample",
                "shuffle", "choices", "getrandbits", "triangular", "gauss", "getstate",
                "setstate", "randbytes", "_inst", "Random", "SystemRandom")
S_FIELDS = ("sink", "asker", "prompt", "prompt_written", "out_total", "random_calls",
            "on_hard_exit", "stdout", "stdin", "real_stdout", "watched", "watch_base", "sought",
            "indexed", "index_game", "timer_armed", "slept", "ticks")


def _save_world() -> dict:
    """What an experiment changes and the paused run must find again."""
    import random
    return {"random": {n: random.__dict__[n] for n in RANDOM_NAMES if n in random.__dict__},
            "stack": dict(vars(ST)), "S": {f: getattr(S, f) for f in S_FIELDS},
            "sys": (sys.stdout, sys.stdin, sys.__stdout__, sys.__stdin__, sys.stderr),
            "modules": dict(sys.modules), "builtins": dict(vars(builtins)),
            "cwd": os.getcwd(), "recursion": sys.getrecursionlimit(), "argv": list(sys.argv),
            "environ": dict(os.environ), "loop": _loops()}


def _loops():
    """The asyncio loops of the paused run, when it has imported asyncio: the one running (a
    question asked inside a coroutine) and the one set as the thread's, each the thread's own
    state, which a replay must not find (``asyncio.run`` refuses to start inside a running
    loop, and closes the one it set when it ends); None without asyncio.

    >>> _loops() is None or _loops()[0] is None
    True
    """
    events = sys.modules.get("asyncio.events")
    if events is None:
        return None
    try:
        policy = events._event_loop_policy
        return (events._get_running_loop(), policy,
                None if policy is None else getattr(policy._local, "_loop", None))
    except Exception:
        return None


def _set_loops(loops) -> None:
    """Make ``loops`` (`_loops`) the thread's asyncio loops again; None: no loop running."""
    events = sys.modules.get("asyncio.events")
    if events is None:
        return
    running, policy, current = loops or (None, None, None)
    try:
        events._set_running_loop(running)
        if loops is not None:
            events._event_loop_policy = policy
            if policy is not None:
                policy._local._loop = current
    except Exception:
        pass


def _put_back(world: dict) -> None:
    """Give the paused run back its world (`_save_world`) after an experiment."""
    import random
    for name in [n for n in sys.modules if n not in world["modules"]]:
        if not _is_stdlib(sys.modules[name]):
            del sys.modules[name]
    sys.modules.update(world["modules"])
    current = vars(builtins)
    for name in [n for n in current if n not in world["builtins"]]:
        del current[name]
    current.update(world["builtins"])
    for name, value in world["random"].items():
        setattr(random, name, value)
    vars(ST).clear()
    vars(ST).update(world["stack"])
    for name, value in world["S"].items():
        setattr(S, name, value)
    sys.stdout, sys.stdin, sys.__stdout__, sys.__stdin__, sys.stderr = world["sys"]
    sys.argv[:] = world["argv"]
    sys.setrecursionlimit(world["recursion"])
    _set_loops(world["loop"])
    if dict(os.environ) != world["environ"]:
        os.environ.clear()
        os.environ.update(world["environ"])
    try:
        os.chdir(world["cwd"])
    except OSError:
        pass


def _depth() -> int:
    """How many frames deep the runner is now (an experiment runs on top of them)."""
    frame, n = sys._getframe(), 0
    while frame is not None:
        frame, n = frame.f_back, n + 1
    return n


SMALL = (0, 1)                # the cards laid next in a replay trying an answer: an Ace, a Two


def lay_small(rank: int) -> bool:
    """Make the next card the program deals ``RANKS[rank]`` (an Ace, or a Two), which no hand
    still asked to twist or stick can go bust by (a program counting an Ace 11 can: then a
    Two): in a stacked game it is put before the game's next stacked card; in a seeded one it
    is stacked alone, the seeded draws going on after it; in a deck the program shuffled and
    has taken cards from (by ``pop``), two such cards are moved to its ends (its cards stay
    the same). Whether a card could be laid
    through ``random`` (a deck's ends are a best effort).

    >>> saved = dict(vars(ST)); _reset_stack(None); lay_small(0), ST.games, ST.raw
    (True, [[(0, None, 1)]], [['Ace']])
    >>> vars(ST).update(saved)
    """
    _settle()
    for deck, size, _ in S.watched:
        try:
            taken = len(deck) < size
        except Exception:
            taken = False
        if taken:             # a deck dealt by index (``deck[top]``) is left as it is: moving
            _small_ends(deck, rank)   # its cards would change every card it deals next
    target = (rank, None, min(rank + 1, 10))
    if ST.games is None:
        ST.games, ST.raw, ST.game, ST.pos, ST.used = [[target]], [[RANKS[rank]]], 0, 0, ""
        return True
    while len(ST.games) <= ST.game:
        ST.games.append([])
        ST.raw = list(ST.raw) + [[]]
    cards = ST.games[ST.game]
    nxt = min(ST.pos + (1 if ST.used else 0), len(cards))
    cards.insert(nxt, target)
    ST.raw[ST.game].insert(nxt, RANKS[rank])
    ST.pending = None                     # a deck laid out for the old order is no longer so
    return True


def _small_ends(deck, rank: int) -> None:
    """Move two cards of ``rank`` (by index, or an Ace-valued number for 0) in a program's
    deck to its two ends, the rest in their order: dealt from either end, it deals one next.
    A deck that holds fewer than two, or is no deck of cards, is left as it is.

    >>> deck = [10, 7, 1, 9, 1, 5]; _small_ends(deck, 0); deck
    [1, 10, 7, 9, 5, 1]
    """
    try:
        found = _population(deck) if isinstance(deck, list) and len(deck) > 2 else None
        if found is None or found[2] not in ("r", "rs"):
            return
        items, infos, _ = found
        small = [i for i, (r, v, _s) in enumerate(infos)
                 if r == rank or (r is None and v == rank + 1)][:2]
        if len(small) == 2:
            rest = [x for i, x in enumerate(items) if i not in small]
            deck[:] = [items[small[0]]] + rest + [items[small[1]]]
    except Exception:
        pass


def replay(run: dict, log: list, answer: str, repeat: int = 0, stack=None,
           through: int = 0, small=None, chain: int = 0, onward=None) -> dict:
    """Run the submission again from the start, in this process, with the run's seed and stacked
    cards and the answers ``log`` gave so far (``[answer, was_play_again]`` each), then
    ``answer`` to the next question, and watch what follows until the question after it or
    the end: ``{"at": question answered, "next": question asked next or None, "draws": draws
    in between, "error": True if it ended in an exception}``. With ``repeat``, ``answer`` is
    given again, up to ``repeat`` more times, while the same question comes back
    (``"streak"``: how often it did). ``stack``: stacked cards to deal instead of the task's
    (one card changed); ``"dealt"`` is then how many card parts were dealt when the question
    came, ``"before"`` what was printed just before it. ``through``: other questions asked
    after ``answer`` get an empty line, up to that many (``"via"``: the last of them), and the
    question after them is the next (a pause between a twist and its card). ``small``: a rank
    index (0 an Ace, 1 a Two): the next card dealt after ``answer`` is that card (`lay_small`),
    so that a twist cannot bust the hand (``"small"``: whether it could be laid). ``chain``:
    while each answer is followed by one card's draws (one or two) and then a question, of any
    form, ``answer`` is given to it too, up to that many times (``"chained"``: how often;
    ``"links"``: those questions), each with the next small card (a Two after an Ace: its name
    differs). ``onward``: a function answering the questions after ``answer`` (given each
    question), up to `ONWARD` of them, until the question answered comes back (``"next"``)
    or the program ends (a game played through). Nothing reaches the grader; the paused run
    finds its world as it left it.
    """
    world = _save_world()
    printed, seen = [], {"asks": 0, "mark": 0, "at": None, "next": None, "draws": 0,
                         "error": False, "streak": 0, "via": None, "passed": 0,
                         "chained": 0, "links": []}

    def since() -> str:
        _flush_stdout()
        _drain_fd1()
        text = "".join(printed)
        printed.clear()
        return text

    def ask(prompt):
        out = since()
        follow_copies()
        prompt = str(prompt) or tail.take()
        i = seen["asks"]
        seen["asks"] += 1
        if i < len(log):
            if log[i][1]:
                _next_game()
            return log[i][0]
        question = asked(question_text(str(prompt), out), call_site())
        if i == len(log):
            _settle()                   # cards taken off a watched deck by now: dealt
            seen["at"], seen["mark"], seen["dealt"] = question, draw_count(), len(ST.dealt)
            seen["before"], seen["link"] = out, draw_count()
            if small is not None:
                seen["small"] = lay_small(small)
            return answer
        again = same_question(form_of(question), form_of(seen["at"]))
        if onward is not None and not again and seen["passed"] < ONWARD:
            seen["passed"] += 1
            return onward(question)
        if seen["streak"] < repeat and again:
            seen["streak"] += 1
            return answer
        if seen["passed"] < through and not again:
            seen["passed"] += 1
            seen["via"] = question
            return ""
        if seen["chained"] < chain and 0 < draw_count() - seen["link"] <= 2:
            seen["chained"] += 1
            seen["link"] = draw_count()
            seen["links"].append(question)
            if small is not None:
                lay_small(min(small + 1, len(RANKS) - 1))
            return answer
        seen["next"], seen["draws"], seen["out"] = question, draw_count() - seen["mark"], out
        raise ReplayStop("asked")

    for name in [n for n in sys.modules if n not in run["modules"]]:
        if not _is_stdlib(sys.modules[name]):
            del sys.modules[name]           # the paused run's own modules: imported afresh
    S.replaying, S.watched, S.watch_base, S.out_total, S.sought = True, [], 0, 0, []
    S.indexed, S.index_game = {}, {}
    S.slept, S.ticks = 0.0, 0
    if world["loop"] is not None:
        _set_loops(None)                # the replay starts outside the paused run's loop
    try:
        _reset_stack(run["task"].get("stack") if stack is None else stack)
        Random = install_random(run["seed"], [], False)
        _new_streams()
        S.real_stdout = _Null()
        sys.stderr = tail = PromptTail(S.real_stdout)
        S.sink, S.asker, S.on_hard_exit = printed, ask, None
        sys.setrecursionlimit(world["recursion"] + _depth() + 50)
        _install_alarm()
        _arm(REPLAY_SECONDS)
        try:
            _exec_main(run["code"], run["path"], Random, run["seed"], seen)
        except (ReplayStop, SystemExit):
            pass
        except BaseException:
            seen["error"] = True
        finally:
            _disarm()
        since()
        if seen["at"] is not None and seen["next"] is None:
            seen["draws"] = draw_count() - seen["mark"]
    except BaseException:
        seen["error"] = True
    finally:
        S.replaying = False
        _put_back(world)
    return seen


def _exec_main(code, path: str, Random, seed: int, counter: dict) -> None:
    """Run the compiled submission as ``__main__`` (and its ``main()`` if it asked nothing)."""
    module = ModuleType("__main__")
    module.__file__ = path
    sys.modules["__main__"] = module
    exec(code, module.__dict__)
    main = module.__dict__.get("main")
    if counter.get("asks", counter.get("questions")) == 0 and callable(main):
        params = params_of(main) or []
        main(rng=Random(seed)) if "rng" in params else main()
