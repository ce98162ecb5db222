"""The runner's state and its private channel: the messages to the grader (one JSON line each,
stamped with the run's token), the resource limits, the per-call alarm, the isolation of imports.
"""

import _signal as signal     # the C module: ``signal`` would import ``enum`` (slow start-up)
import codecs
import os
import sys
from _json import encode_basestring_ascii as _quote, make_encoder as _make_encoder


CHANNEL_FD_MIN = 900          # the channel is moved to the first free fd at or above this
MAX_TEXT = 2_000              # longest error message / repr / traceback kept
MAX_DRAWS = 5_000             # random draws recorded in program mode
MAX_SEQ = 60                  # longest sequence copied into a draw record
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
RANK_VALUES = {rank.lower(): min(i + 1, 10) for i, rank in enumerate(RANKS)}


FunctionType = type(lambda: None)
ModuleType = type(sys)


def dumps(value) -> str:
    """JSON text for plain data (what ``encode`` makes), without importing ``json`` and ``re``:
    the standard library's C encoder (``_json``, already loaded), compact, ``NaN`` and infinities
    refused; a value it refuses is written by `_dumps`, which gives the same text for everything
    the C encoder accepts (a key that is not a string is written as ``json`` writes it).

    >>> dumps({"kind": "_p", "entries": [{"out": "Hand: 7", "n": 2, "ok": True}], "x": None})
    '{"kind":"_p","entries":[{"out":"Hand: 7","n":2,"ok":true}],"x":null}'
    >>> dumps([float("nan"), (1, 2.5)]), dumps({True: 1, 2: 0})
    ('[null,[1,2.5]]', '{"true":1,"2":0}')
    """
    try:
        return "".join(_ENCODE(value, 0))
    except (TypeError, ValueError):     # not plain data, a key not a string, NaN: the slow way
        return _dumps(value)


def _refuse(value):
    """The C encoder's hook for a value that is not plain data: the slow way writes its repr."""
    raise TypeError("not plain data")


_ENCODE = _make_encoder(None, _refuse, _quote, None, ":", ",", False, False, False)


def _key(key) -> str:
    """A dict key as JSON text, as the C encoder writes it (``json.dumps`` does the same)."""
    if isinstance(key, str):
        return _quote(key)
    if key is True or key is False or key is None:
        return '"' + ("true" if key else "false" if key is False else "null") + '"'
    if isinstance(key, float):
        return '"' + _dumps(key) + '"'
    if isinstance(key, int):
        return '"' + int.__repr__(key) + '"'
    return _quote(str(key))


def _dumps(value) -> str:
    """`dumps` in Python: any value, a repr for what is not plain data, ``null`` for ``NaN``."""
    if value is None:
        return "null"
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, int):
        return int.__repr__(value)
    if isinstance(value, float):
        return float.__repr__(value) if value == value and abs(value) != float("inf") else "null"
    if isinstance(value, str):
        return _quote(value)
    if isinstance(value, (list, tuple)):
        return "[" + ",".join([_dumps(v) for v in value]) + "]"
    if isinstance(value, dict):
        return "{" + ",".join([_key(k) + ":" + _dumps(v) for k, v in value.items()]) + "}"
    return _quote(_safe_repr(value))


class DeckExhausted(BaseException):
    """Raised by the stacked ``draw`` when a call asks for more cards than the task gave."""


class CallTimeout(BaseException):
    """Raised by the per-call alarm when one call runs past its time."""


class ReplayStop(BaseException):
    """Ends an experiment (`replay`): the effect of the answer tried is seen."""


class _State:
    """Mutable run state shared by the patched builtins (one instance per run)."""

    send = None               # function(dict) writing one token-stamped channel message
    send_raw = None           # function(bytes) writing pre-encoded bytes, never raising
    end_bytes = {}            # pre-encoded "_end" messages (usable even when memory is gone)
    out_cap = 200_000
    out_total = 0
    sink = None               # list collecting what the submission prints right now
    asker = None              # function(prompt) -> answer, or raises EOFError
    timer_armed = False
    memory_hit = False        # a MemoryError happened somewhere: the run ends as "memory"
    submission = ""
    source = None             # the submission's source lines, for tracebacks
    real_stdout = None
    real_stderr = None
    real_exit = None
    pid = 0                   # the runner's process: only it speaks on the channel
    random_base = None        # the standard library's ``random.Random``, before any patching
    marker = b""              # batch mode: written to stdout and stderr after each task
    on_hard_exit = None       # called by the patched os._exit before it really exits
    out_pipe = None           # the grader's stdout pipe, once fd 1 is the capture file
    cap_fd = None             # the runner's own descriptor of the capture file (fd 1)
    cap_off = 0               # how much of the capture file was read back so far
    cap_decode = None         # incremental UTF-8 decoder for what fd 1 received
    draining = False
    stdout = None             # the runner's ``sys.stdout`` and ``sys.stdin`` (`_new_streams`)
    stdin = None
    prompt = None             # a list while ``input`` writes its prompt (see `_audit`)
    prompt_written = False
    draws = []                # random draws of the current call (calls mode)
    random_calls = 0          # calls of random's functions so far (program mode's asker)
    flushing = False          # `_flush_stdout` under way (a write it makes may end the run)
    watched = []              # [list, length when shuffled]: decks dealt from without `random`
    watch_base = 0            # cards taken from decks no longer watched
    sought = []               # decks a copy was looked for (`stack.follow_copies`)
    on_output = None          # called as output is written (`stack.output_seen`)
    indexed = {}              # id(deck) -> cards dealt from it by index (`stack._index_draws`)
    index_game = {}           # id(deck) -> the game it last dealt a card by index in
    replaying = False         # an experiment (`replay`) runs: nothing reaches the grader
    slept = 0.0               # seconds the submission asked ``time.sleep`` for (not waited)
    ticks = 0                 # looks at the clock so far (`_patch_clock`)


S = _State()


MEMO_SIZE = 4096           # texts a cache (`memo`) keeps before it starts afresh


def memo(fn):
    """``fn`` of one text, remembered (`MEMO_SIZE` texts at most): a program asks the same few
    questions hundreds of times a run, and each is read the same way every time. (Not
    ``functools.lru_cache``: the runner keeps to the modules Python has loaded at start-up.)

    >>> calls = []; twice = memo(lambda text: calls.append(text) or text * 2)
    >>> twice("ab"), twice("ab"), calls
    ('abab', 'abab', ['ab'])
    """
    cache = {}

    def cached(text):
        try:
            return cache[text]
        except KeyError:
            pass
        if len(cache) >= MEMO_SIZE:
            cache.clear()
        value = cache[text] = fn(text)
        return value
    cached.__doc__, cached.__name__, cached.__wrapped__ = fn.__doc__, fn.__name__, fn
    cached.__module__ = fn.__module__        # its doctests stay with the module that defines it
    return cached



def _open_channel(fd: int, token: str) -> None:
    """Move the channel to a high close-on-exec fd and build ``S.send``."""
    import fcntl
    try:
        high = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, CHANNEL_FD_MIN)
    except OSError:                      # RLIMIT_NOFILE below CHANNEL_FD_MIN
        high = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
    os.close(fd)
    write, getpid = os.write, os.getpid
    S.pid = pid = getpid()

    def send(message: dict) -> None:
        if getpid() != pid:              # a process the submission forked inherits the channel
            return                       # and the runner's code, but what it runs is not the run
        message = dict(message, t=token)
        try:
            text = dumps(message)
        except BaseException as exc:     # a value whose type lies about itself
            text = dumps({"kind": message.get("kind"), "index": message.get("index"), "t": token,
                          "error": {"type": "Unencodable", "message": type(exc).__name__,
                                    "line": None, "traceback": None}})
        data = b"\n" + text.encode("utf-8", "replace") + b"\n"
        while data:
            data = data[write(high, data):]

    def raw(data: bytes) -> None:
        if getpid() != pid:
            return
        try:
            write(high, data)
        except OSError:
            pass

    S.send = send
    for status in ("ok", "exited", "memory", "output-limit", "crashed"):
        S.end_bytes[status] = (b"\n" + dumps({"kind": "_end", "status": status, "t": token})
                               .encode() + b"\n")
    S.send_raw = raw


def _set_limits(limits: dict) -> None:
    """Apply CPU, address-space, file-size, core and (for non-root users) process limits."""
    import resource
    cpu = max(1, int(limits.get("cpu_seconds", 10) + 0.999))
    mem = int(limits.get("memory_mb", 512)) * 1024 * 1024
    fsize = int(limits.get("file_bytes", 16 * 1024 * 1024))
    wanted = [(resource.RLIMIT_CPU, cpu, cpu + 1), (resource.RLIMIT_AS, mem, mem),
              (resource.RLIMIT_FSIZE, fsize, fsize), (resource.RLIMIT_CORE, 0, 0)]
    if os.getuid() != 0 and limits.get("nproc") is not None:
        wanted.append((resource.RLIMIT_NPROC, int(limits["nproc"]), int(limits["nproc"])))
    for which, soft, hard in wanted:
        try:
            _, old_hard = resource.getrlimit(which)
            if old_hard != resource.RLIM_INFINITY:
                soft, hard = min(soft, old_hard), min(hard, old_hard)
            resource.setrlimit(which, (soft, hard))
        except (ValueError, OSError):
            pass
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)   # oversized writes fail with EFBIG instead


def _capture_fd1() -> None:
    """Make file descriptor 1 a memory file the runner reads back in order with ``print``.

    What reaches fd 1 by any route (``os.write(1, ...)``, ``sys.stdout.buffer``, C code) is
    what the player sees, so it goes into the transcript too (`_drain_fd1`), not only
    ``print``. ``sys.stdout`` (the grader's pipe, which the runner copies everything to) is
    replaced before the harness keeps it as the real stdout. Without ``memfd_create`` fd 1
    stays the pipe (the old behaviour).
    """
    import fcntl
    import codecs
    try:
        memfd = os.memfd_create("stdout", 0)
    except (AttributeError, OSError):
        return
    S.out_pipe = fcntl.fcntl(1, fcntl.F_DUPFD_CLOEXEC, CHANNEL_FD_MIN - 50)
    S.cap_fd = fcntl.fcntl(memfd, fcntl.F_DUPFD_CLOEXEC, CHANNEL_FD_MIN - 50)
    os.dup2(memfd, 1)
    os.close(memfd)
    S.cap_decode = codecs.getincrementaldecoder("utf-8")("replace").decode
    sys.stdout = sys.__stdout__ = open(S.out_pipe, "w", encoding="utf-8", errors="replace",
                                       closefd=False)


def _isolate_imports(submission_dir: str) -> None:
    """Leave only the submission folder and the standard library importable."""
    stdlib = [p for p in sys.path if p.startswith(sys.base_prefix) and "-packages" not in p]
    sys.path[:] = [submission_dir] + stdlib
    keep = ("_frozen_importlib", "_frozen_importlib_external", "zipimport")
    sys.meta_path[:] = [f for f in sys.meta_path
                        if getattr(f, "__module__", type(f).__module__) in keep]
    sys.path_importer_cache.clear()


def _short(text):
    return text if len(text) <= MAX_TEXT else text[:MAX_TEXT] + "..."


def _safe_repr(value):
    try:
        return _short(repr(value))
    except BaseException as exc:     # a student's __repr__ may raise anything
        return f"<unprintable {type(value).__name__}: {type(exc).__name__}>"


def _safe_str(exc):
    try:
        return str(exc)
    except BaseException:
        return "<unprintable message>"


WALL_FACTOR = 10     # a call that waits rather than computes ends after ten times its time


def _alarm(signum, frame):
    if S.timer_armed:
        raise CallTimeout("the call ran out of time")


def _install_alarm() -> None:
    """Both timers of `_arm` raise `CallTimeout` while a call or a replay is armed."""
    signal.signal(signal.SIGPROF, _alarm)
    signal.signal(signal.SIGALRM, _alarm)


def _arm(seconds: float) -> None:
    """Give a call or a replay ``seconds`` of this process's CPU time (``ITIMER_PROF``: a loaded
    machine, which slows every process, does not shorten it; sleeping is not waited, see
    `streams`), and ``WALL_FACTOR`` times that of wall time for one that blocks instead."""
    S.timer_armed = True
    signal.setitimer(signal.ITIMER_PROF, seconds, seconds)
    signal.setitimer(signal.ITIMER_REAL, seconds * WALL_FACTOR, seconds * WALL_FACTOR)


def _disarm() -> None:
    S.timer_armed = False
    signal.setitimer(signal.ITIMER_PROF, 0, 0)
    signal.setitimer(signal.ITIMER_REAL, 0, 0)
