"""The runner's modes: ``inspect``, ``calls``, ``program`` and ``batch`` (several tasks in one warm
process, each finding the process as it was), and the entry point `main`.
"""

import builtins
import gc
import marshal
import os
import sys

from .channel import (DeckExhausted, ModuleType, S, _arm, _capture_fd1,
    _disarm, _install_alarm, _isolate_imports, _open_channel, _set_limits, _short)  # bundled
from .streams import (_drain_fd1, _end_now, _flush_real, _flush_stdout,
    _install_harness, _new_streams, _patched_exit)  # bundled
from .loading import (_is_stdlib, card_from_json, compile_submission, encode,
    error_info, kind_of, load_module, params_of)  # bundled
from .stack import (ST, _reset_stack, _settle, cards_dealt, follow_copies,
    install_random, output_seen)  # bundled
from .replays import _exec_main  # bundled
from .dialogue import program_asker  # bundled


def run_inspect(path: str, task: dict) -> str:
    """Import the submission and report the names it defines."""
    module, outcome = load_module(path, send_names)
    send_names(module, outcome)
    return "exited" if outcome["exit"] else "ok"


def send_names(module, outcome: dict) -> None:
    """Send the ``names`` message describing a (possibly half-run) module."""
    items = [(k, v) for k, v in list(vars(module).items()) if not k.startswith("__")]
    S.send({"kind": "names", "names": {k: kind_of(v) for k, v in items},
            "params": {k: params_of(v) for k, v in items if kind_of(v) == "function"},
            "VERSION": encode(vars(module).get("VERSION")),
            "STICK_AT": encode(vars(module).get("STICK_AT")), **outcome})


def _stacked_draw(deck: list, state: dict):
    """A ``draw`` that hands out ``deck`` in order and raises DeckExhausted when it runs out."""
    def draw(*args, **kwargs):
        if state["drawn"] >= len(deck):
            state["deck_exhausted"] = True
            raise DeckExhausted(f"the stacked deck ran out after {len(deck)} cards")
        state["drawn"] += 1
        return deck[state["drawn"] - 1]
    return draw


def _scripted_ask(answers: list, asked: list, shown: "list | None" = None,
                  at: "list | None" = None, others: "dict | None" = None):
    """An ``ask`` that records prompts and answers from ``answers``, then EOFError; a prompt of
    ``others`` (a pause, a bet: the program's runs found its answer) gets that answer and is
    not recorded; ``at``
    records how many lines ``shown`` held at each question (what came after the last one is
    the result block).

    >>> asked = []; ask = _scripted_ask(["t", "s"], asked, others={"Press Enter...": ""})
    >>> ask("Twist? "), ask("Press Enter... "), ask("Twist? "), asked
    ('t', '', 's', ['Twist? ', 'Twist? '])
    """
    others = others or {}

    def ask(prompt=""):
        if str(prompt).strip() in others:       # a pause or a bet: its own answer, no script's
            return str(others[str(prompt).strip()])
        asked.append(str(prompt))
        if at is not None and shown is not None:
            at.append(len(shown))
        if len(asked) > len(answers):
            raise EOFError("no more answers")
        return str(answers[len(asked) - 1])
    return ask


def _recording_show(shown: list):
    """A ``show`` that works like ``print`` but records what each call prints instead: ``sep``
    and ``end`` as print takes them, so ``show(card, end=" ")`` calls build one line (a call's
    own line breaks stay inside its entry, as one block it printed).

    >>> shown = []; show = _recording_show(shown)
    >>> show("Seven", end=" "); show("Four", end=" "); show(); show("a\\nb"); show("x", "y", sep="-")
    >>> shown
    ['Seven Four ', 'a\\nb', 'x-y']
    """
    state = {"open": False}            # the last call ended without a line break

    def show(*args, sep=" ", end="\n", **kwargs):
        text = (" " if sep is None else str(sep)).join(str(a) for a in args)
        end = "\n" if end is None else str(end)
        S.out_total += len(text) + len(end)
        if S.out_total > S.out_cap:
            _end_now("output-limit", 3)
        if state["open"] and shown:
            shown[-1] += text
        else:
            shown.append(text)
        state["open"] = "\n" not in end
        if state["open"]:
            shown[-1] += end
    return show


def _build_args(call: dict, draw, ask, show):
    """Positional and keyword arguments for one call (markers: {"$": "draw"|"ask"|"show"|"rng"})."""
    def resolve(value):
        if isinstance(value, dict) and "$" in value:
            return {"draw": draw, "ask": ask, "show": show}.get(value["$"]) or \
                _seeded_rng(value.get("seed", 0))
        return card_from_json(value)
    if "args" in call:
        args = [resolve(a) for a in call["args"]]
    else:
        args = {"computer_turn": [draw], "player_turn": [draw, ask, show],
                "play_game": [draw, ask, show]}.get(call["fn"], [])
    kwargs = {k: resolve(v) for k, v in call.get("kwargs", {}).items()}
    return args, kwargs


def _seeded_rng(seed):
    import random
    return random.Random(seed)


def run_one_call(module, index: int, call: dict, seconds: float) -> None:
    """Run one call (stacked deck, scripted player, per-call alarm) and send its message."""
    state = {"drawn": 0, "deck_exhausted": False}
    asked, shown, printed, asked_at = [], [], [], []
    others = call.get("others")
    ask = _scripted_ask(call.get("answers", []), asked, shown, asked_at,
                        {str(k): str(v) for k, v in others.items()} if isinstance(others, dict)
                        else {})
    draw = _stacked_draw(card_from_json(call.get("deck", [])), state)
    S.asker, S.sink = ask, printed
    returned, error = None, None

    S.draws.clear()

    def report(error):
        S.send({"kind": "call", "index": index, "fn": call["fn"], "returned": returned,
                "drawn": state["drawn"], "asked": asked, "shown": shown, "asked_at": asked_at,
                "printed": _short("".join(printed)), "error": error,
                "deck_exhausted": state["deck_exhausted"], "draws": S.draws})

    S.on_hard_exit = lambda code: report({
        "type": "HardExit", "message": f"os._exit({code!r}) ended the program", "line": None,
        "traceback": None})
    try:
        args, kwargs = _build_args(call, draw, ask, _recording_show(shown))
        _arm(seconds)
        try:
            fn = getattr(module, call["fn"])
            if call.get("repeat"):       # the same call again and again (the same rng): a spread
                returned = [encode(fn(*args, **kwargs)) for _ in range(int(call["repeat"]))]
            else:
                returned = encode(fn(*args, **kwargs))
        finally:
            _disarm()
    except BaseException as exc:
        error = error_info(exc)
        if isinstance(exc, AttributeError) and call["fn"] not in vars(module):
            error = {"type": "MissingName", "message": f"no {call['fn']!r} in the submission",
                     "line": None, "traceback": None}
    _flush_stdout()
    _drain_fd1()
    S.sink = S.on_hard_exit = None
    report(error)
    _flush_real()


def run_calls(path: str, task: dict) -> str:
    """Import the submission, then run each call of the task; one message per call.

    Global ``random`` is seeded (task ``seed``, default 0) so a function that ignores ``draw``
    and calls ``random`` itself behaves the same every run; its draws are in the message.
    With ``"names": true`` the ``names`` message of ``inspect`` is sent first, from this import.
    """
    S.draws = []
    _reset_stack()
    install_random(int(task.get("seed", 0)), S.draws, bool(task.get("record_draws", True)))

    def imported(module, outcome):
        if task.get("names"):            # the inspect task's message too: one import for both
            send_names(module, outcome)
        S.send({"kind": "import", **outcome})
    module, outcome = load_module(path, imported)
    imported(module, outcome)
    _install_alarm()
    seconds = float(task.get("call_seconds", 1.0))
    for index, call in enumerate(task.get("calls", [])):
        run_one_call(module, index, call, seconds)
    return "ok"


def run_program(path: str, task: dict) -> str:
    """Run the submission as ``__main__`` with seeded randomness and a policy player.

    A stacked deck: with ``task["stack"] = {"version": 1-4, "games": [[card, ...], ...]}``
    (a card is ``["Seven", "Hearts"]``; also ``["Seven"]``, ``"Seven"`` or a v1 value ``7``;
    a card it cannot read ends that game's list)
    the program's ``random`` calls deal game ``g``'s cards in order, ``g`` advancing at each
    play-again question; a call that cannot be read as a card, or comes after the list,
    is the seeded draw (see `_stack_call`). The ``program`` message then also has
    ``dealt``: ``[game, position, card as given, how]`` per card part handed out, where how
    is ``"<fn>:rank"``, ``"<fn>:suit"`` or ``"<fn>:card"`` (fn ``randint``, ``randrange``,
    ``random``, ``choice``, ``choices``, ``sample``, ``shuffle``, or ``shuffle-first`` /
    ``sample-first``: a watched deck left for a new one with nothing taken off, whose first card
    is counted as dealt); ``stacked``: ``[game, fn, first position, [cards put at
    the front], "front+back" or "front", how many of them the program dealt, how many cards
    the deck held]`` per stacked
    ``shuffle`` or ``sample`` (``"kept"`` and first position 0: a deck the program went on
    dealing from after a play-again, its rest laid out for that game, `_restack`; listed once
    it deals one of them); and ``stack_game``: the game index reached (the play-again
    questions answered). Capped at MAX_DEALT and MAX_STACKED entries; the ``_p`` progress
    messages carry the ``dealt`` and ``stacked`` entries new since the last one.
    """
    transcript, draws, printed = [], [], []
    seed = int(task.get("seed", 0))
    S.watched, S.watch_base, S.slept, S.ticks, S.sought, S.indexed = [], 0, 0.0, 0, [], {}
    S.index_game = {}
    S.on_output = output_seen
    _reset_stack(task.get("stack"))
    Random = install_random(seed, draws, bool(task.get("record_draws", True)))
    run = {"task": task, "seed": seed, "path": path, "code": None, "replays": 0,
           "modules": set(sys.modules)}

    def flush():
        _flush_stdout()
        _drain_fd1()
        text = "".join(printed)
        printed.clear()
        if text:
            transcript.append({"out": text})
        return text

    sent = [0, 0, 0]

    def progress(entries):
        message = {"kind": "_p", "entries": entries, "draws": draws[sent[0]:]}
        if ST.games is not None:         # a stacked run: what was dealt since the last one
            message.update(dealt=ST.dealt[sent[1]:], stacked=ST.stacked[sent[2]:])
            sent[1:] = [len(ST.dealt), len(ST.stacked)]
        S.send(message)
        sent[0] = len(draws)
        _flush_real()                # so a run killed later still shows its output so far

    ask, count = program_asker(task, transcript, flush, progress, run)
    if ST.games is not None:
        ask = _counting_dealt(ask, transcript)
    S.asker, S.sink = ask, printed
    result = {"exit": "returned", "error": None, "code": None}

    def finish():
        flush()
        run["close"](None)
        if count["eof"] and result["exit"] == "returned":
            result["exit"] = "eof"
        stacked = {}
        if ST.games is not None:
            _settle()
            stacked = {"dealt": ST.dealt, "stacked": ST.stacked, "stack_game": ST.game,
                       **({"placed": True} if ST.placed else {}),    # ranks dealt by place
                       **({"numbered": True} if ST.numbered else {})}  # cards as 52 numbers
        if count["unanswered"] is not None:     # the first question: no answer tried worked
            stacked["unanswered"] = count["unanswered"]
        S.send({"kind": "program", "transcript": transcript, "draws": draws,
                "eof_given": count["eof"], "questions": count["questions"], **result,
                **stacked, "replays": run["replays"]})

    def hard_exit(code):
        result.update(exit="os._exit", code=encode(code))
        finish()
    S.on_hard_exit = hard_exit

    def leave(code=None):
        raise SystemExit(code)
    for name in ("exit", "quit"):          # absent under ``python -S``: a student's script uses them
        if not hasattr(builtins, name):
            setattr(builtins, name, leave)
    try:
        run["code"] = compile_submission(path)
        _exec_main(run["code"], path, Random, seed, count)
    except SystemExit as exc:
        result.update(exit="sys.exit", code=encode(exc.code))
    except BaseException as exc:
        result.update(exit="error", error=error_info(exc))
    S.on_hard_exit = None
    finish()
    return "ok"



def _counting_dealt(ask, transcript: list):
    """``ask`` that notes on each question's transcript entry how many of the game's stacked
    cards the program had been handed when it asked (``"dealt"``): the grader tells from it
    whether the computer took cards after the player's turn began (`programs.check_dealt_order`).
    """
    def counted(prompt):
        follow_copies()          # a deck dealt from a copy of the one laid out: seen first
        dealt, start = cards_dealt(), len(transcript)
        try:
            return ask(prompt)
        finally:
            for entry in transcript[start:]:
                if "ask" in entry:
                    entry["dealt"] = dealt
                    break
    return counted


def _snapshot() -> dict:
    """What a task may change in the process and the next task must find as it was."""
    return {"builtins": dict(vars(builtins)), "modules": set(sys.modules),
            "path": list(sys.path), "meta_path": list(sys.meta_path),
            "environ": dict(os.environ), "cwd": os.getcwd(),
            "recursion": sys.getrecursionlimit()}


def _restore(snap: dict) -> None:
    """Undo what the previous task's submission changed: builtins, modules, streams, paths, cwd."""
    _disarm()
    sys.settrace(None)
    sys.setprofile(None)
    saved, current = snap["builtins"], vars(builtins)
    for name in [n for n in current if n not in saved]:
        del current[name]
    current.update(saved)
    for name in [n for n in sys.modules if n not in snap["modules"]]:
        if not _is_stdlib(sys.modules[name]):
            del sys.modules[name]     # the standard library's stay loaded: importing is costly
    sys.modules["__main__"] = ModuleType("__main__")
    sys.path[:] = snap["path"]
    sys.meta_path[:] = snap["meta_path"]
    sys.path_importer_cache.clear()
    if dict(os.environ) != snap["environ"]:
        os.environ.clear()
        os.environ.update(snap["environ"])
    try:
        os.chdir(snap["cwd"])
    except OSError:
        pass
    sys.setrecursionlimit(snap["recursion"])
    _new_streams()                    # new ones: the last task may have closed or read ahead
    sys.stderr = sys.__stderr__ = S.real_stderr
    sys.argv[:] = [os.path.basename(S.submission)]
    os._exit = _patched_exit
    try:
        import posix
        posix._exit = _patched_exit
    except ImportError:
        pass
    S.out_total, S.sink, S.asker, S.on_hard_exit = 0, None, None, None
    S.memory_hit, S.source = False, None
    _reset_stack()


def _mark_streams() -> None:
    """End a task's share of stdout and stderr with the per-run marker (the grader splits there)."""
    _flush_real()
    for stream, fd in ((S.real_stdout, 1 if S.out_pipe is None else S.out_pipe),
                       (S.real_stderr, 2)):
        try:
            stream.flush()
        except BaseException:
            pass
        try:
            os.write(fd, S.marker)
        except OSError:
            pass


def _reset_sandbox(original: bytes) -> list:
    """Delete what a task wrote in the sandbox folder and put the submission back as it was.

    Returns the files deleted (relative names), which the grader reports as written.
    """
    root = os.path.dirname(os.path.dirname(S.submission))
    found = []
    # Without namespaces the sandbox folder itself is the grader's, which this user may not
    # list: then each folder it was given, by name (the student's, its home, its tmp...).
    tops = [root] if os.access(root, os.R_OK | os.X_OK) else \
        [os.path.join(root, name) for name in ("student", "work", "home", "tmp", "sub")]
    walked = [entry for top in tops for entry in os.walk(top, topdown=False)]
    for folder, _, files in walked:
        rel = os.path.relpath(folder, root)
        if rel == "runner" or rel.startswith("runner" + os.sep):
            continue
        for name in files:
            if rel == "." and name in (".bjk-sandbox", ".bjk-cgroups"):
                continue        # the grader's own marks (sandbox.OWNER_MARK, CGROUPS_FILE)
            path = os.path.join(folder, name)
            if path != S.submission:
                found.append(os.path.relpath(path, root))
                try:
                    os.unlink(path)
                except OSError:
                    pass
        if rel not in (".", "work", "home", "tmp", "sub", "student"):
            try:
                os.rmdir(folder)
            except OSError:
                pass
    try:
        with open(S.submission, "rb") as handle:
            same = handle.read() == original
    except OSError:
        same = False
    if not same:
        try:
            os.chmod(os.path.dirname(S.submission), 0o700)
            with open(S.submission, "wb") as handle:
                handle.write(original)
        except OSError:
            pass
    return found


def run_batch(path: str, task: dict) -> str:
    """Run several tasks one after another in this process, each in a fresh module namespace.

    Each task's messages follow a ``_task`` message and end with ``_task_end`` (its status);
    what a task changed in the process (builtins, modules, streams, ``sys.path``, cwd,
    environment) and in the sandbox folder (files, the submission itself) is put back before
    the next one starts, so every task finds what a child of its own would find.
    """
    import random  # noqa: F401  (imported once here, not again for every task)
    with open(path, "rb") as handle:
        original = handle.read()
    snap = _snapshot()
    for index, sub in enumerate(task.get("tasks", [])):
        _restore(snap)
        S.send({"kind": "_task", "index": index})
        status = MODES[sub.get("mode")](path, sub)
        if S.memory_hit:
            status = "memory"
        _mark_streams()
        if index + 1 < len(task.get("tasks", [])):
            try:
                files = _reset_sandbox(original)
            except BaseException:          # a folder tree too deep to walk, say
                files = []
            S.send({"kind": "_files", "files": files})
        S.send({"kind": "_task_end", "index": index, "status": status})
    return "ok"



MODES = {"inspect": run_inspect, "calls": run_calls, "program": run_program, "batch": run_batch}


def main() -> None:
    """Read the control object, lock the process down, run the task, report the end."""
    control = marshal.loads(sys.stdin.buffer.read())     # written by the grader, not the student
    _open_channel(int(sys.argv[1]), control["token"])
    _set_limits(control.get("limits", {}))
    S.out_cap = int(control.get("limits", {}).get("output_bytes", 200_000))
    S.submission = control["submission"]
    S.marker = b"\x00bjk-" + control["token"].encode() + b"\x00\n"
    _isolate_imports(os.path.dirname(S.submission))
    os.environ.pop("PYTHONHASHSEED", None)       # it has had its effect: nothing to notice
    _capture_fd1()
    _install_harness()
    # Everything made so far (the runner, the standard library) is set aside from the garbage
    # collector's generations: `gc.get_referrers`, by which a deck dealt by an index is seen
    # dealt (`_held_run`, at every question), then walks only what the submission made.
    gc.freeze()
    task = control["task"]
    try:
        status = MODES[task.get("mode")](S.submission, task)
    except MemoryError:
        _end_now("memory", 4)
    if S.memory_hit:
        status = "memory"
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BaseException:
        pass
    _end_now(status, 0)
