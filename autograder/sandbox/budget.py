"""The grader's own limits: each submission is graded in a worker process with a budget.

Glossary: the *grader* is the command-line process that grades a class; a *worker* is a
long-lived process of the grader's (one per job slot) that grades one submission after
another: it starts each submission's sandboxed children and reads and judges what they
printed, which is where a hostile transcript costs the grader time and memory; the *budget*
is the wall time and the memory (address space) a worker may use for one submission; the
*forkserver* is multiprocessing's server with the grading modules imported, from which a
worker is forked when one has to be replaced once threads run.

Workers are forked from the grader before any thread starts (`start`), so they cost nothing
to start. A worker that runs past its time is stopped (``SIGTERM``: it ends its children and
removes their folders; ``SIGKILL`` after `GRACE_SECONDS`, and the grader removes what it
left), and one that runs out of memory (``RLIMIT_AS``) ends; either way that submission gets
a failed grade saying so (`Budget.message`), a new worker takes the old one's place, and the
rest of the class is graded as usual. The result comes back pickled with an HMAC made with a
key only the grader and that worker hold, so nothing else that writes into the pipe is ever
unpickled.

Defaults are `DEFAULT_SECONDS` and `DEFAULT_MEMORY_MB`; ``BJK_BUDGET_SECONDS`` and
``BJK_BUDGET_MB`` (or ``grade --budget-seconds/--budget-mb``) change them; a time of 0 grades
in the grader process itself, with no budget (for comparisons).

>>> Budget(2, 300).message()
"the grader's budget of 2 s / 300 MB for one submission ran out while reading its games"
"""
from __future__ import annotations

import atexit
import hashlib
import hmac
import os
import pickle
import resource
import secrets
import signal
import sys
import threading
from dataclasses import dataclass
from typing import Any, Callable, Mapping

DEFAULT_SECONDS = 30.0      # grading takes ~0.3 s; one hanging in every run a few s
DEFAULT_MEMORY_MB = 2048    # address space of one worker (threads' stacks and arenas count too)
SECONDS_ENV = "BJK_BUDGET_SECONDS"
MEMORY_ENV = "BJK_BUDGET_MB"
GRACE_SECONDS = 5.0         # after SIGTERM: time for a worker to end its children (3 s limits)
RESULT_BYTES = 64 << 20     # largest result a worker may send back
MIN_MEMORY_MB = 64


class BudgetExceeded(Exception):
    """A worker ran past its budget; the message is the failed grade's problem.

    >>> str(BudgetExceeded(Budget(1, 64).message())).startswith("the grader's budget of 1 s")
    True
    """


class _Stop(BaseException):
    """Raised in a worker's main thread by ``SIGTERM``: not an ``Exception``, so no handler of
    the grading code keeps it from unwinding (and ending the children) to the top."""


@dataclass(frozen=True)
class Budget:
    """Wall seconds and megabytes of address space for grading one submission (0 s: no worker).

    >>> Budget().seconds == DEFAULT_SECONDS, Budget(0).enabled
    (True, False)
    """

    seconds: float = DEFAULT_SECONDS
    memory_mb: int = DEFAULT_MEMORY_MB

    def __post_init__(self) -> None:
        if not (self.seconds >= 0 and self.seconds < float("inf")):
            raise ValueError(f"the budget's seconds must be 0 or more, not {self.seconds!r}")
        if self.memory_mb < MIN_MEMORY_MB:
            raise ValueError(f"the budget's memory must be at least {MIN_MEMORY_MB} MB, "
                             f"not {self.memory_mb!r}")

    @property
    def enabled(self) -> bool:
        """Whether gradings run in workers (a time of 0 grades in the grader itself)."""
        return self.seconds > 0

    def message(self) -> str:
        """The problem of a submission whose grading ran past this budget."""
        return (f"the grader's budget of {self.seconds:g} s / {self.memory_mb} MB for one "
                "submission ran out while reading its games")


def from_env(environ: Mapping[str, str] = os.environ, seconds: float | None = None,
             memory_mb: int | None = None) -> Budget:
    """The budget: the arguments given, else ``BJK_BUDGET_SECONDS``/``BJK_BUDGET_MB``, else the
    defaults; a bad value raises ``ValueError`` naming it.

    >>> from_env({"BJK_BUDGET_SECONDS": "5"}, memory_mb=512)
    Budget(seconds=5.0, memory_mb=512)
    >>> from_env({"BJK_BUDGET_MB": "lots"})
    Traceback (most recent call last):
    ...
    ValueError: BJK_BUDGET_MB must be a whole number of megabytes, not 'lots'
    """
    if seconds is None:
        text = environ.get(SECONDS_ENV, "").strip()
        try:
            seconds = float(text) if text else DEFAULT_SECONDS
        except ValueError:
            raise ValueError(f"{SECONDS_ENV} must be a number of seconds, not {text!r}") from None
    if memory_mb is None:
        text = environ.get(MEMORY_ENV, "").strip()
        try:
            memory_mb = int(text) if text else DEFAULT_MEMORY_MB
        except ValueError:
            raise ValueError(f"{MEMORY_ENV} must be a whole number of megabytes, "
                             f"not {text!r}") from None
    return Budget(float(seconds), int(memory_mb))


# ------------------------------------------------------------------------------ the grader side

_context: list[Any] = []      # the forkserver context, once started
_idle: list["_Worker"] = []   # workers waiting for their next submission
_lock = threading.Lock()


def preload_modules() -> list[str]:
    """What the forkserver imports once, so that a worker starts with everything loaded.

    >>> "autograder.pontoon.grade" in preload_modules()
    True
    """
    from autograder.sandbox.integrity import GRADER_MODULES

    return [*GRADER_MODULES, "autograder.sandbox.budget"]


def start(budget: Budget | None = None, workers: int = 0) -> None:
    """Get the workers ready; call it before any thread starts.

    While no other thread runs, ``workers`` workers are forked from this process now: they
    have everything imported already, so they cost nothing to start. Any other worker (one
    to replace a worker that was stopped, or when threads run already) comes from the
    forkserver, a fresh interpreter that imports the grading modules once
    (`preload_modules`), with bytecode where the grader keeps its own when that folder is
    written to (`autograder.sandbox.integrity.prepare_grader`). Every worker checks before each
    grading that no bytecode it loaded could have been written by someone else
    (`autograder.sandbox.integrity.unsafe_bytecode`).

    >>> start(); start()        # the second call does nothing
    """
    import multiprocessing

    with _lock:
        if not _context:
            ctx = multiprocessing.get_context("forkserver")
            ctx.set_forkserver_preload(preload_modules())
            _context.append(ctx)
            atexit.register(shutdown)
    if budget is not None and workers and threading.active_count() == 1:
        fork = multiprocessing.get_context("fork")
        with _lock:
            ready = sum(w.memory_mb == budget.memory_mb for w in _idle)
        for _ in range(workers - ready):
            worker = _Worker(budget.memory_mb, fork)
            with _lock:
                _idle.append(worker)


_server_started: list[bool] = []


def _forkserver() -> Any:
    """The forkserver context, its server started (once) with the grader's bytecode settings."""
    start()
    with _lock:
        if not _server_started:
            from multiprocessing import forkserver

            saved = {name: os.environ.get(name) for name in
                     ("PYTHONPYCACHEPREFIX", "PYTHONDONTWRITEBYTECODE")}
            try:
                if sys.pycache_prefix and not sys.dont_write_bytecode:   # a cache that fills
                    os.environ["PYTHONPYCACHEPREFIX"] = sys.pycache_prefix
                if sys.dont_write_bytecode:  # (else it would compile everything, every run)
                    os.environ["PYTHONDONTWRITEBYTECODE"] = "1"
                forkserver.ensure_running()
            finally:
                for name, value in saved.items():
                    if value is None:
                        os.environ.pop(name, None)
                    else:
                        os.environ[name] = value
            _server_started.append(True)
    return _context[0]


class _Worker:
    """One long-lived worker process (one per job slot), restarted only when it had to end."""

    def __init__(self, memory_mb: int, ctx: Any = None) -> None:
        from autograder.sandbox import child as sandbox

        forked = ctx is not None            # forked from the grader: it inherits every fd
        ctx = ctx or _forkserver()
        self.memory_mb, self.served = memory_mb, 0
        self.key = secrets.token_bytes(32)
        self.conn, theirs = ctx.Pipe(duplex=True)
        self.process = ctx.Process(target=_serve, daemon=True, args=(
            theirs, self.key, memory_mb, sandbox.worker_state(),
            self.conn.fileno() if forked else None))
        try:
            self.process.start()
        finally:
            theirs.close()
        try:                    # its start (the forkserver's first imports) is not the budget's
            ready = self.conn.poll(STARTUP_SECONDS) and self.conn.recv_bytes(16) == READY
        except (EOFError, OSError):
            ready = False
        if not ready:
            self.end(graceful=False)
            raise RuntimeError(f"the grader's worker did not start within {STARTUP_SECONDS:g} s")

    def end(self, graceful: bool = True) -> None:
        """End the worker: ``SIGTERM`` (it ends its children), ``SIGKILL`` after the grace; then
        remove whatever its children left."""
        from autograder.sandbox import child as sandbox

        self.conn.close()
        if self.process.is_alive() and graceful:
            self.process.terminate()
            self.process.join(GRACE_SECONDS)
        if self.process.is_alive():         # its children first, while it can still reap them
            sandbox.clean_up_after(self.process.pid)
            self.process.kill()
        self.process.join()
        sandbox.clean_up_after(self.process.pid)
        self.process.close()


def run(budget: Budget, func: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """``func(*args, **kwargs)`` in a worker within ``budget``; its result, or its exception
    raised again here; `BudgetExceeded` when the budget ran out.

    A worker that ran out of memory after earlier submissions is replaced and the call made
    once more in a fresh one (what it holds from them must not cost this one its grade). With a
    budget of 0 s, or a ``func`` that cannot be pickled (a test's fake judge; the real one is a
    module-level function), the call is made here, as it is.

    >>> run(Budget(10), divmod, 7, 2)
    (3, 1)
    """
    if not budget.enabled:
        return func(*args, **kwargs)
    from autograder.sandbox import child as sandbox

    try:
        request = pickle.dumps((func, args, kwargs, sandbox.isolation()))
    except (pickle.PicklingError, TypeError, AttributeError):
        return func(*args, **kwargs)
    start()
    while True:
        worker = _take(budget.memory_mb)
        fresh = worker.served == 0
        kind, value = _call(worker, budget, request)
        if kind in ("ok", "raise"):
            worker.served += 1
            if worker.served < MAX_SERVED:
                with _lock:
                    _idle.append(worker)
            else:
                _retire(worker)
            if kind == "ok":
                return value
            raise value
        worker.end(graceful=kind == "timeout")
        if kind == "memory" and not fresh:
            continue
        raise BudgetExceeded(budget.message())


MAX_SERVED = 200              # a worker is replaced after this many submissions
STARTUP_SECONDS = 60.0        # for a worker to be ready (the first imports the forkserver's)
READY = b"ready"


def _take(memory_mb: int) -> _Worker:
    """An idle worker with this memory limit, or a new one."""
    with _lock:
        for i, worker in enumerate(_idle):
            if worker.memory_mb == memory_mb:
                return _idle.pop(i)
    return _Worker(memory_mb)


def _call(worker: _Worker, budget: Budget, request: bytes) -> tuple[str, Any]:
    """Send one pickled call and wait for its signed result: ``("ok", value)``,
    ``("raise", exc)``, ``("memory", None)`` or ``("timeout", None)`` (also for a worker that
    died)."""
    try:
        worker.conn.send_bytes(request)
        if not worker.conn.poll(budget.seconds):
            return "timeout", None
        data = worker.conn.recv_bytes(RESULT_BYTES)
    except (EOFError, OSError):
        return "timeout", None
    mac, body = data[:32], data[32:]
    if not hmac.compare_digest(mac, hmac.new(worker.key, body, hashlib.sha256).digest()):
        return "raise", RuntimeError("the grader's worker sent a result that is not its own")
    return pickle.loads(body)


def _retire(worker: _Worker) -> None:
    """Ask an idle worker to exit, and wait for it briefly."""
    try:
        worker.conn.send_bytes(b"")
    except OSError:
        pass
    worker.process.join(1.0)
    worker.end(graceful=False)


def shutdown() -> None:
    """End every idle worker (at the end of a run; registered with ``atexit`` too).

    >>> shutdown()
    """
    with _lock:
        idle, _idle[:] = list(_idle), []
    for worker in idle:
        _retire(worker)


# ------------------------------------------------------------------------------ the worker side

MEMORY_MARK = "the grader could not grade this submission: MemoryError"   # autograder.pontoon.grade's words


def _serve(conn: Any, key: bytes, memory_mb: int, state: dict, grader_end: int | None) -> None:
    """A worker's whole life: limits, then calls one after another, each result sent back
    signed; it exits when asked (an empty message), stopped, out of memory, or when the
    process that started it ends."""
    def stop(signum: int, frame: Any) -> None:
        raise _Stop()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, signal.SIG_IGN)      # Ctrl-C is the grader's to handle
    parent = os.getppid()
    for other in _idle:            # forked from the grader: its ends of the other workers' pipes
        other.conn.close()
    _idle.clear()
    if grader_end is not None:     # and of this one's (the object stays in a frame never left)
        try:
            os.close(grader_end)
        except OSError:
            pass
    try:
        import ctypes

        libc = ctypes.CDLL(None)
        libc.prctl(1, signal.SIGKILL)      # PR_SET_PDEATHSIG: dies with its parent
        libc.mallopt(-8, 2)                # M_ARENA_MAX: threads' arenas count in RLIMIT_AS
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent:
        os._exit(0)
    limit = memory_mb << 20
    try:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ValueError, OSError):
        pass
    from autograder.sandbox import integrity
    from autograder.sandbox import child as sandbox

    sandbox.adopt(state)
    try:
        conn.send_bytes(READY)
        while True:
            message = conn.recv_bytes()
            if not message:
                break
            func, args, kwargs, iso = pickle.loads(message)
            sandbox.adopt({"isolation": iso})
            outcome = _one(func, args, kwargs, integrity)
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            try:
                body = pickle.dumps(outcome)
            except Exception as exc:
                body = pickle.dumps(("raise", RuntimeError(f"{type(exc).__name__}: {exc}")))
            conn.send_bytes(hmac.new(key, body, hashlib.sha256).digest() + body)
            if outcome[0] != "ok" and outcome[0] != "raise":
                break
            signal.signal(signal.SIGTERM, stop)
    except (_Stop, MemoryError, EOFError, OSError):
        pass                              # the grader sees no result: the budget ran out
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        sandbox.clean_up_after(os.getpid())     # a SIGTERM in a `finally` may have cut it short
        conn.close()
    os._exit(0)


def _one(func: Callable[..., Any], args: tuple, kwargs: dict, integrity: Any) -> tuple[str, Any]:
    """One call in the worker, as an outcome to send back."""
    try:
        unsafe = integrity.unsafe_bytecode()
        if unsafe:
            raise RuntimeError(f"bytecode others can write was loaded: {unsafe[0]}")
        value = func(*args, **kwargs)
        return ("memory", None) if _out_of_memory(value) else ("ok", value)
    except MemoryError:
        return "memory", None
    except Exception as exc:          # raised again in the grader
        return "raise", exc


def _out_of_memory(value: Any) -> bool:
    """Whether a grade says the grader itself ran out of memory (`autograder.pontoon.grade` turns the
    ``MemoryError`` into a problem); a submission cannot write these words there.

    >>> from autograder.model import Grade
    >>> _out_of_memory(Grade("a", "a", 1, "x", problems=[MEMORY_MARK + "()"]))
    True
    """
    problems = getattr(value, "problems", None) or []
    return bool(problems) and isinstance(problems[0], str) and problems[0].startswith(MEMORY_MARK)
