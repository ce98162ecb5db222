"""The program that runs one pontoon submission inside the sandbox child process.

It is copied into a fresh temporary directory by ``autograder.sandbox.child.run_child`` and started
as ``python -I -S -B runner.py <channel-fd>``; the grader never imports it.  It reads one
marshalled control object from stdin (``token``, ``submission``, ``task``, ``limits``), sets its own
resource limits, hides the private result channel, strips ``sys.path`` to the standard
library plus the submission's folder, and only then imports student code.  Every message
goes to the channel as one JSON line carrying the per-run token; student output goes to the
ordinary stdout/stderr pipes. Mode ``batch`` runs several tasks in turn, putting back what
each one changed in the process before the next starts.  Kept to the standard library and lean imports on purpose:
start-up time is paid once per child run.

The submission finds what it finds at a terminal: the builtin ``input`` and ``sys.stdin`` /
``sys.stdout`` that are ``io.TextIOWrapper`` objects buffering lines, over raw streams that ask
the task's player and capture what is printed (`_new_streams`); ``exit`` and ``quit`` are
``site``'s ``Quitter`` objects even under ``python -S``; ``sys.argv`` and ``sys.orig_argv``
name only ``pontoon.py``.

Glossary: a *stacked deck* is a program-mode task's ``stack``, the cards the grader chooses for
each game; a *card part* is what one ``random`` call draws of a card: its rank (or value), its
suit, or the whole card; a *watched deck* is a student's list the runner laid out with stacked
cards, looked at again (`_settle`) to see how many of them it dealt; an *other question* is one
a program asks that is neither twist-or-stick nor play again (a bet, a name, press Enter),
answered as a player would and marked ``other`` in the transcript (`program_asker`).
"""

import _signal as signal     # the C module: ``signal`` would import ``enum`` (slow start-up)
import builtins
import codecs                 # already loaded at start-up (as are ``io`` and ``_json``)
import io
import marshal
import os
import sys
from _json import encode_basestring_ascii as _quote

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
    """JSON text for plain data (what ``encode`` makes), without importing ``json`` and ``re``."""
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
        return "[" + ",".join([dumps(v) for v in value]) + "]"
    if isinstance(value, dict):
        return "{" + ",".join([_quote(str(k)) + ":" + dumps(v) for k, v in value.items()]) + "}"
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
    replaying = False         # an experiment (`replay`) runs: nothing reaches the grader
    slept = 0.0               # seconds the submission asked ``time.sleep`` for (not waited)
    ticks = 0                 # looks at the clock so far (`_patch_clock`)


S = _State()


# ---------------------------------------------------------------- channel and limits

def _open_channel(fd: int, token: str) -> None:
    """Move the channel to a high close-on-exec fd and build ``S.send``."""
    import fcntl
    try:
        high = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, CHANNEL_FD_MIN)
    except OSError:                      # RLIMIT_NOFILE below CHANNEL_FD_MIN
        high = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
    os.close(fd)
    write = os.write

    def send(message: dict) -> None:
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


VISIBLE = {i: "\\x%02x" % i for i in (*range(9), *range(11, 32), 127)}   # but \t and \n


def _visible(text: str) -> str:
    """Control characters shown as such (``\\x1b``), so that what the transcript holds is what a
    reader sees: no cursor movement or erasing can hide a line from the judge."""
    return text.translate(VISIBLE) if not text.isprintable() else text


def _to_sink(text: str) -> None:
    """Add output to the current sink as a terminal would show it: a line a cursor movement
    (``ESC[nA``, ``ESC[nF``, ``\\r``) went back to and rewrote is replaced, so an overwritten
    line does not count; every other control character is shown as such (`_visible`)."""
    if "\x1b[" not in text and "\r" not in text:
        S.sink.append(_visible(text))
        return
    lines = "".join(S.sink).split("\n")
    row, col, i, n = len(lines) - 1, len(lines[-1]), 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "\x1b" and text.startswith("[", i + 1):
            j = i + 2
            while j < n and text[j] in "0123456789;":
                j += 1
            final, arg = (text[j] if j < n else ""), text[i + 2:j]
            count = int(arg) if arg.isdigit() else 1
            if final in ("A", "F"):
                row = max(row - count, 0)
                col = 0 if final == "F" else min(col, len(lines[row]))
            elif final == "K":
                lines[row] = lines[row][:col] if arg in ("", "0") else (
                    "" if arg == "2" else lines[row])
                col = min(col, len(lines[row])) if arg != "2" else col
            elif final == "G" or final == "H":
                col = 0
            else:
                piece = _visible(text[i:j + 1])
                lines[row] = lines[row][:col] + piece + lines[row][col + len(piece):]
                col += len(piece)
            i = j + 1
            continue
        if ch == "\r":
            col = 0
        elif ch == "\n":
            row += 1
            if row == len(lines):
                lines.append("")
            col = 0
        else:
            piece = _visible(ch)
            line = lines[row].ljust(col)
            lines[row] = line[:col] + piece + line[col + len(piece):]
            col += len(piece)
        i += 1
    S.sink[:] = ["\n".join(lines)]


def _drain_fd1() -> None:
    """Read what reached fd 1 since the last look: into the current sink and to the grader."""
    if S.cap_fd is None or S.draining:
        return
    S.draining = True
    try:
        while True:
            try:
                data = os.pread(S.cap_fd, 65_536, S.cap_off)
            except OSError:
                return
            if not data:
                return
            S.cap_off += len(data)
            try:
                S.real_stdout.flush()        # printed text before it reaches the pipe first
            except BaseException:
                pass
            view = memoryview(data if not S.replaying else b"")
            while view:
                try:
                    view = view[os.write(S.out_pipe, view):]
                except OSError:
                    break
            text = S.cap_decode(data)
            S.out_total += len(text)
            if S.out_total > S.out_cap:
                S.draining = False
                _over_cap()
            if text and S.sink is not None:
                _to_sink(text)
    finally:
        S.draining = False


def _isolate_imports(submission_dir: str) -> None:
    """Leave only the submission folder and the standard library importable."""
    stdlib = [p for p in sys.path if p.startswith(sys.base_prefix) and "-packages" not in p]
    sys.path[:] = [submission_dir] + stdlib
    keep = ("_frozen_importlib", "_frozen_importlib_external", "zipimport")
    sys.meta_path[:] = [f for f in sys.meta_path
                        if getattr(f, "__module__", type(f).__module__) in keep]
    sys.path_importer_cache.clear()


# ---------------------------------------------------------------- output capture

def _flush_stdout() -> None:
    """Write out what the runner's ``sys.stdout`` holds back (it buffers lines, as at a terminal),
    so that the transcript has it before a question, a call's end or the run's end."""
    if S.flushing or S.stdout is None:
        return
    S.flushing = True
    try:
        S.stdout.flush()
    except MemoryError:
        S.memory_hit = True
    except Exception:                 # closed by the submission, say
        pass
    finally:
        S.flushing = False


def _flush_real() -> None:
    """Push what the submission printed so far to the grader (never raises)."""
    _flush_stdout()
    try:
        _drain_fd1()
    except BaseException:
        pass
    try:
        S.real_stdout.flush()
    except BaseException:
        pass


def _end_now(status: str, code: int) -> None:
    """Flush what was printed, send the pre-encoded end message and leave at once."""
    _flush_real()
    S.send_raw(S.end_bytes[status])
    S.real_exit(code)


def _over_cap() -> None:
    """The output cap is passed: the run ends, or an experiment stops (`ReplayStop`)."""
    if S.replaying:
        raise ReplayStop("output")
    _end_now("output-limit", 3)


def _take_partial_line() -> str:
    """Remove and return the unfinished last line of captured output (a prompt printed by hand)."""
    if not S.sink:
        return ""
    text = "".join(S.sink)
    cut = text.rfind("\n") + 1
    S.sink[:] = [text[:cut]] if cut else []
    return text[cut:]


def _print_text(text: str) -> None:
    """What the submission printed: into the current sink (but a prompt ``input`` is writing
    goes to ``S.prompt`` instead), counted against the output cap, copied to the grader."""
    _drain_fd1()
    S.out_total += len(text)
    if S.out_total > S.out_cap:
        _over_cap()
    if S.prompt == [] and not S.prompt_written:
        S.prompt.append(text)             # the prompt ``input`` writes: not output
        S.prompt_written = True
    elif S.sink is not None:
        _to_sink(text)
    try:
        S.real_stdout.write(text)
    except (OSError, ValueError):
        pass


def _audit(event, args):
    """Audit hook: ``input`` on the runner's own streams is about to write its prompt."""
    if event == "builtins.input":
        if sys.stdin is S.stdin and sys.stdout is S.stdout:
            _flush_stdout()               # text printed before the prompt is not the prompt
            S.prompt, S.prompt_written = [], False
        else:
            S.prompt = None
    elif event == "builtins.input/result":
        written, S.prompt = S.prompt, None
        if written and S.sink is not None:
            _to_sink("".join(written))    # read from what an earlier read left: plain output


class BufferedWriter(io.RawIOBase):
    """The bytes under ``sys.stdout``, a real ``io.TextIOWrapper`` buffering lines as a
    terminal's does (``write_through`` False, ``line_buffering`` True; `_flush_stdout` writes
    out the rest before each question): what they carry is printed text (`_print_text`). Named
    as a terminal's stdout buffer is."""

    name = "<stdout>"
    __module__ = "_io"

    def __init__(self):
        super().__init__()
        self._decode = codecs.getincrementaldecoder("utf-8")("replace").decode

    def write(self, data):
        if isinstance(data, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        data = bytes(data)
        text = self._decode(data)
        if text:
            _print_text(text)
        return len(data)

    def flush(self):
        try:
            S.real_stdout.flush()
        except (OSError, ValueError):
            pass

    def readable(self):
        return False

    def writable(self):
        return True

    def isatty(self):
        return False

    def fileno(self):
        return 1


class FileIO(io.RawIOBase):
    """The bytes under ``sys.stdin`` (a real ``TextIOWrapper`` over a real ``BufferedReader``):
    each read asks the task's player (``S.asker``), the prompt being what ``input`` wrote or
    else the unfinished line printed before; end of input reads 0 bytes, so ``input`` raises
    ``EOFError`` as at a terminal. Reading to the end (``read()``) gives nothing, as before."""

    name = "<stdin>"
    __module__ = "_io"

    def __init__(self):
        super().__init__()
        self._pending = b""

    def readinto(self, buffer):
        if not self._pending:
            line = _answer_line()
            if line is None:
                return 0
            self._pending = line.encode("utf-8", "replace")
        n = min(len(buffer), len(self._pending))
        buffer[:n] = self._pending[:n]
        self._pending = self._pending[n:]
        return n

    def readall(self):
        return b""

    def readable(self):
        return True

    def writable(self):
        return False

    def isatty(self):
        return False

    def fileno(self):
        return 0


def _answer_line():
    """One line of input from the task (answer and newline), or None at end of input."""
    _flush_stdout()                       # a prompt written by hand, not yet flushed
    _drain_fd1()
    written, S.prompt = S.prompt, None
    prompt = "".join(written) if written else ""
    prompt = prompt or _take_partial_line()
    try:
        answer = S.asker(prompt)
    except EOFError:
        return None
    if written is not None:               # ``input`` echoes the answer, as a terminal shows it
        try:
            S.real_stdout.write(answer + "\n")
        except (OSError, ValueError):
            pass
    return str(answer) + "\n"


def _new_streams() -> None:
    """Fresh ``sys.stdin`` and ``sys.stdout`` (``io.TextIOWrapper``, as when run from a shell)."""
    out = io.TextIOWrapper(BufferedWriter(), encoding="utf-8", errors="replace",
                           line_buffering=True)
    inp = io.TextIOWrapper(io.BufferedReader(FileIO()), encoding="utf-8", line_buffering=True)
    out.mode, inp.mode = "w", "r"
    S.stdout, S.stdin, S.prompt = out, inp, None
    sys.stdout = sys.__stdout__ = out
    sys.stdin = sys.__stdin__ = inp


def _eof_asker(asked: list):
    """An asker that records each prompt and answers end of input."""
    def ask(prompt):
        asked.append(str(prompt))
        raise EOFError("end of input")
    return ask


def _patched_exit(code=0):
    """Stand-in for ``os._exit``: report the hard exit over the channel first (in an
    experiment, only end the replay: `ReplayStop`)."""
    if S.replaying:
        raise ReplayStop("end")
    if S.on_hard_exit is not None:
        try:
            S.on_hard_exit(code)
        except BaseException:
            pass
    S.send_raw(S.end_bytes["exited"])
    S.real_exit(code if isinstance(code, int) else 1)


def _patch_clock() -> None:
    """``time.sleep`` returns at once (the grader owns the clock; a dealer who pauses between
    cards costs no wall time), and ``time.time`` / ``monotonic`` / ``perf_counter`` move on
    by the time slept, so a program timing itself sees what it would at a terminal."""
    import time
    start = {name: getattr(time, name)() for name in ("time", "monotonic", "perf_counter")}

    def sleep(secs):
        secs = float(secs) if not isinstance(secs, (int, float)) else secs
        if secs != secs or secs < 0:
            raise ValueError("sleep length must be non-negative")
        S.slept += secs

    def clock(name):
        base = start[name]

        def now():                       # a millisecond a look: the same in every replay
            S.ticks += 1
            return base + S.ticks / 1000 + S.slept
        now.__name__ = name
        return now
    sleep.__module__ = "time"
    time.sleep = sleep
    for name in start:
        setattr(time, name, clock(name))


def _install_harness() -> None:
    """Replace stdout, stdin and os._exit for the submission (``input`` stays the builtin)."""
    S.real_stdout = sys.stdout
    S.real_stderr = sys.stderr
    S.real_exit = os._exit
    sys.argv[:] = [os.path.basename(S.submission)]     # as `python3 pontoon.py` has it
    sys.orig_argv = [(getattr(sys, "orig_argv", None) or ["python3"])[0], sys.argv[0]]
    sys.modules["__main__"] = ModuleType("__main__")    # `import __main__` finds no runner
    if not hasattr(builtins, "exit"):   # absent under ``python -S``: what `site` would make
        try:
            import _sitebuiltins
            builtins.quit = _sitebuiltins.Quitter("quit", "Ctrl-D (i.e. EOF)")
            builtins.exit = _sitebuiltins.Quitter("exit", "Ctrl-D (i.e. EOF)")
        except ImportError:
            pass
    _new_streams()
    _patch_clock()
    sys.addaudithook(_audit)          # ``input`` stays the builtin: the hook marks its prompt
    os._exit = _patched_exit
    try:
        import posix
        posix._exit = _patched_exit
    except ImportError:
        pass


# ---------------------------------------------------------------- JSON encoding

def card_from_json(value):
    """Turn JSON lists back into tuples where they are ``[rank, suit]`` cards, recursively."""
    if isinstance(value, list):
        if len(value) == 2 and value[0] in RANKS and value[1] in SUITS:
            return (value[0], value[1])
        return [card_from_json(v) for v in value]
    return value


def encode(value, depth=0):
    """JSON-encode a return value: tuples become lists; anything unusual becomes a tagged repr."""
    if value is None or isinstance(value, (bool, int, str)):
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 2**53:
            return {"type": "int", "repr": _short(repr(value))}
        return _short(value) if isinstance(value, str) else value
    if isinstance(value, float) and value == value and abs(value) != float("inf"):
        return value
    if isinstance(value, (list, tuple)) and depth < 8 and type(value) in (list, tuple):
        return [encode(v, depth + 1) for v in value[:1_000]]
    if isinstance(value, dict) and type(value) is dict and depth < 8:
        return {"type": "dict", "items": [[encode(k, depth + 1), encode(v, depth + 1)]
                                          for k, v in list(value.items())[:1000]]}
    return {"type": type(value).__name__, "repr": _safe_repr(value)}


def _short(text):
    return text if len(text) <= MAX_TEXT else text[:MAX_TEXT] + "..."


def _safe_repr(value):
    try:
        return _short(repr(value))
    except BaseException as exc:     # a student's __repr__ may raise anything
        return f"<unprintable {type(value).__name__}: {type(exc).__name__}>"


def error_info(exc: BaseException) -> dict:
    """Describe an exception: type, message, the submission's line, its part of the traceback."""
    if isinstance(exc, MemoryError):
        S.memory_hit = True
    info = {"type": type(exc).__name__, "message": _short(_safe_str(exc)), "line": None,
            "traceback": None}
    if isinstance(exc, SyntaxError) and exc.filename == S.submission:
        info["line"] = exc.lineno
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == S.submission:
            info["line"] = tb.tb_lineno
        tb = tb.tb_next
    try:
        info["traceback"] = _short(format_traceback(exc, info["message"]))
    except BaseException:
        pass
    return info


def format_traceback(exc: BaseException, message: str) -> str:
    """The traceback's frames in the submission only, like Python prints them (no ``traceback``
    module: it imports ``re`` and ``tokenize``, which would slow every failing run)."""
    source = _source_lines()
    lines = []
    tb = exc.__traceback__
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_filename == S.submission:
            lines.append(f'  File "pontoon.py", line {tb.tb_lineno}, in {code.co_name}\n')
            if 0 < tb.tb_lineno <= len(source) and source[tb.tb_lineno - 1].strip():
                lines.append(f"    {source[tb.tb_lineno - 1].strip()}\n")
        tb = tb.tb_next
    head = ["Traceback (most recent call last):\n"] if lines else []
    name = type(exc).__name__
    if isinstance(exc, SyntaxError):
        head, lines = [], [f'  File "pontoon.py", line {exc.lineno}\n']
        if exc.text:
            lines.append(f"    {exc.text.strip()}\n")
        message = str(exc.msg)
    return "".join(head + lines) + (f"{name}: {message}\n" if message else f"{name}\n")


def _source_lines() -> list:
    """The submission's source lines (read once)."""
    if S.source is None:
        try:
            with open(S.submission, "rb") as handle:
                S.source = handle.read().decode("utf-8", "replace").splitlines()
        except OSError:
            S.source = []
    return S.source


def _safe_str(exc):
    try:
        return str(exc)
    except BaseException:
        return "<unprintable message>"


# ---------------------------------------------------------------- loading the submission

def load_module(path: str, on_hard_exit=None):
    """Import the submission as ``pontoon`` with input answering EOF; report what happened.

    ``on_hard_exit(module, outcome)`` is called if the submission calls ``os._exit`` meanwhile.
    """
    asked, printed = [], []
    S.asker, S.sink = _eof_asker(asked), printed
    module = ModuleType("pontoon")
    module.__file__ = path
    sys.modules["pontoon"] = module
    outcome = {"error": None, "exit": None}
    if on_hard_exit is not None:
        def hard_exit(code):
            outcome.update(exit="os._exit", code=encode(code), asked=asked,
                           printed=_short("".join(printed)))
            on_hard_exit(module, outcome)
        S.on_hard_exit = hard_exit
    try:
        exec(compile_submission(path), module.__dict__)
    except SystemExit as exc:
        outcome["exit"] = "sys.exit"
        outcome["code"] = encode(exc.code)
    except BaseException as exc:
        outcome["error"] = error_info(exc)
    _flush_stdout()
    _drain_fd1()
    S.sink = S.on_hard_exit = None
    outcome.update(asked=asked, printed=_short("".join(printed)))
    return module, outcome


def compile_submission(path: str):
    """Compile the submission's source (its own encoding cookie respected)."""
    with open(path, "rb") as handle:
        return compile(handle.read(), path, "exec", dont_inherit=True)


def kind_of(value) -> str:
    """Name the kind of a module-level value: "function", "class", "module" or its type's name."""
    if isinstance(value, FunctionType):
        return "function"
    if isinstance(value, type):
        return "class"
    if isinstance(value, ModuleType):
        return "module"
    return type(value).__name__


def params_of(value):
    """The parameter names of a Python function (without importing ``inspect``)."""
    code = getattr(value, "__code__", None)
    if code is None:
        return None
    count = code.co_argcount + code.co_kwonlyargcount
    return list(code.co_varnames[:count])


# ---------------------------------------------------------------- modes

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


def _alarm(signum, frame):
    if S.timer_armed:
        raise CallTimeout("the call ran out of time")


def _arm(seconds: float) -> None:
    S.timer_armed = True
    signal.setitimer(signal.ITIMER_REAL, seconds, seconds)


def _disarm() -> None:
    S.timer_armed = False
    signal.setitimer(signal.ITIMER_REAL, 0, 0)


def _stacked_draw(deck: list, state: dict):
    """A ``draw`` that hands out ``deck`` in order and raises DeckExhausted when it runs out."""
    def draw(*args, **kwargs):
        if state["drawn"] >= len(deck):
            state["deck_exhausted"] = True
            raise DeckExhausted(f"the stacked deck ran out after {len(deck)} cards")
        state["drawn"] += 1
        return deck[state["drawn"] - 1]
    return draw


def _scripted_ask(answers: list, asked: list):
    """An ``ask`` that records prompts and answers from ``answers``, then EOFError."""
    def ask(prompt=""):
        asked.append(str(prompt))
        if len(asked) > len(answers):
            raise EOFError("no more answers")
        return str(answers[len(asked) - 1])
    return ask


def _recording_show(shown: list):
    """A ``show`` that works like ``print`` but records each line instead."""
    def show(*args, sep=" ", end="\n", **kwargs):
        text = (" " if sep is None else str(sep)).join(str(a) for a in args)
        S.out_total += len(text)
        if S.out_total > S.out_cap:
            _end_now("output-limit", 3)
        shown.append(text)
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
    asked, shown, printed = [], [], []
    ask = _scripted_ask(call.get("answers", []), asked)
    draw = _stacked_draw(card_from_json(call.get("deck", [])), state)
    S.asker, S.sink = ask, printed
    returned, error = None, None

    S.draws.clear()

    def report(error):
        S.send({"kind": "call", "index": index, "fn": call["fn"], "returned": returned,
                "drawn": state["drawn"], "asked": asked, "shown": shown,
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
    signal.signal(signal.SIGALRM, _alarm)
    seconds = float(task.get("call_seconds", 1.0))
    for index, call in enumerate(task.get("calls", [])):
        run_one_call(module, index, call, seconds)
    return "ok"


# ---------------------------------------------------------------- stacked deck (program mode)

SUIT_WORDS = {"clubs": 0, "club": 0, "diamonds": 1, "diamond": 1, "hearts": 2, "heart": 2,
              "spades": 3, "spade": 3}
SUIT_SYMBOLS = {"\u2663": 0, "\u2667": 0, "\u2666": 1, "\u2662": 1, "\u2665": 2, "\u2661": 2,
                "\u2660": 3, "\u2664": 3}
RANK_WORDS = {rank.lower(): i for i, rank in enumerate(RANKS)}
RANK_SHORT = {"a": 0, "j": 10, "q": 11, "k": 12}
MAX_POPULATION = 520          # a longer population is not read for cards: it falls back
MAX_DEALT = 400               # entries kept in the program message's ``dealt``
MAX_STACKED = 40              # entries kept in its ``stacked``
NOPE = object()               # a stacked draw that does not apply: the seeded draw happens


class _Stack:
    """The stacked deck of a program-mode run (``games is None``: no stacking, as before).

    A target card is ``(rank_index, suit_index or None, value)``; ``used`` holds the parts of
    the current card (``games[game][pos]``) already handed out: ``r`` rank, ``s`` suit.
    """

    games = None
    raw = ()                  # the task's cards as given, for the message
    version = 1
    game = 0
    pos = 0
    used = ""
    dealt = []
    stacked = []
    pending = None            # a stacked deck being dealt from (see `_settle`)
    kept = None               # the last one, once all its stacked cards were dealt (`_restack`)
    names = {}                # cache: text -> what it names


ST = _Stack()


def _reset_stack(stack=None) -> None:
    """Start a run's stacking afresh: from a task's ``stack`` or none at all."""
    ST.games, ST.raw, ST.version = None, (), 1
    ST.game, ST.pos, ST.used, ST.dealt, ST.stacked, ST.pending = 0, 0, "", [], [], None
    ST.kept = None
    if not isinstance(stack, dict):
        return
    games, raw = [], []
    for cards in stack.get("games") or []:
        game, given = [], []
        for card in cards if isinstance(cards, list) else []:
            target = _target_card(card)
            if target is None:
                break                       # a card the runner cannot read ends that game's list
            game.append(target)
            given.append(card)
        games.append(game)
        raw.append(given)
    version = stack.get("version", 1)
    ST.version = version if version in (1, 2, 3, 4) else 1
    ST.games, ST.raw = games, raw


def _target_card(card):
    """A task's stacked card as ``(rank_index, suit_index or None, value)``, or None.

    Accepted: ``["Seven", "Hearts"]``, ``["Seven"]``, ``"Seven"``, ``7`` or ``[7]`` (v1 values;
    a 10 is a Ten).
    """
    if isinstance(card, (str, int)):
        card = [card]
    if not isinstance(card, (list, tuple)) or not 1 <= len(card) <= 2:
        return None
    first = card[0]
    if isinstance(first, bool):
        return None
    if isinstance(first, int):
        if not 1 <= first <= 10:
            return None
        rank = first - 1
    elif first in RANKS:
        rank = RANKS.index(first)
    else:
        return None
    suit = None
    if len(card) == 2:
        if card[1] not in SUITS:
            return None
        suit = SUITS.index(card[1])
    return (rank, suit, min(rank + 1, 10))


def _peek(part: str):
    """``(pos, card)``: the stacked card a draw of ``part`` gets next, or None (fall back).

    ``part`` is ``r`` (a rank draw), ``s`` (a suit draw) or ``rs`` (a whole card); a draw
    needing a part of the current card already handed out moves to the next card.
    """
    if ST.game >= len(ST.games):
        return None
    cards = ST.games[ST.game]
    pos = ST.pos + (1 if any(p in ST.used for p in part) else 0)
    if pos >= len(cards):
        return None
    card = cards[pos]
    if part == "s" and card[1] is None:
        return None
    return pos, card


def _commit(pos: int, part: str, how: str) -> None:
    """Hand out ``part`` of the card at ``pos`` and record it in ``dealt``."""
    if pos > ST.pos:
        ST.pos, ST.used = pos, ""
    for p in part:
        if p not in ST.used:
            ST.used += p
    if len(ST.dealt) < MAX_DEALT:
        ST.dealt.append([ST.game, pos, ST.raw[ST.game][pos],
                         how + ":" + {"r": "rank", "s": "suit"}.get(part, "card")])


def _next_game() -> None:
    """A play-again question was answered: the next game's list of cards starts; a watched deck
    the program goes on dealing from is laid out again for it (`_restack`)."""
    if ST.games is None:
        return
    _settle()
    p = ST.pending if ST.pending is not None and ST.pending["end"] else ST.kept
    ST.pending = ST.kept = None
    ST.game, ST.pos, ST.used = ST.game + 1, 0, ""
    if p is not None:
        try:
            _restack(p)
        except Exception:
            ST.pending = None


def _restack(p: dict) -> None:
    """Lay out the rest of a watched deck for the next game, in place, if it is still the deck
    the last game dealt from and nothing else touched it.

    A program that shuffles one deck and deals from it game after game makes no new ``random``
    call for the next game: its cards are the rest of a deck the runner laid out itself, in an
    order only the runner chose. So the next game's cards still in the deck are moved to the
    end it deals from, in order (the others keep their order), and the deck is watched again.
    A card of that game's list the deck no longer holds ends what is stacked (the rest are the
    deck's own order, as in any game past its list).
    """
    cur, layout, end = p["obj"], p["layout"], p["end"]
    n, total = len(cur), len(layout)
    if ST.game >= len(ST.games) or not 0 < n <= total or end not in ("front", "back"):
        return
    if end == "back":
        same = all(cur[i] is layout[i] for i in range(n))
    else:
        same = all(cur[i] is layout[total - n + i] for i in range(n))
    found = _population(cur) if same else None
    if found is None or found[2] != p["kind"]:
        return
    items, infos, kind = found
    taken, front = _positions(infos, ST.games[ST.game], kind)
    t = len(front)
    if t == 0:
        return
    rest = [i for i in range(n) if i not in taken]
    order = front + rest if end == "front" else rest + front[::-1]
    cur[:] = [items[i] for i in order]
    entry = [ST.game, p["how"], 0, [ST.raw[ST.game][j] for j in range(min(t, MAX_SEQ))],
             "kept", 0]
    ST.pending = {"obj": cur, "layout": list(cur), "start": 0, "t": t, "both": True,
                  "kind": kind, "dealt": 0, "end": end, "entry": entry, "how": p["how"],
                  "dropped": None, "front": [items[i] for i in front], "guessed": True,
                  "unlisted": True}


def _int_outcome(n: int, how: str):
    """The stacked outcome (0 .. n-1) of a draw among ``n`` integers, or None.

    10 outcomes: the card's value - 1; 13: its rank index; 4: its suit index; others fall back.
    """
    part = "s" if n == 4 else "r" if n in (10, 13) else None
    got = _peek(part) if part else None
    if got is None:
        return None
    pos, card = got
    outcome = card[2] - 1 if n == 10 else card[0] if n == 13 else card[1]
    _commit(pos, part, how)
    return outcome


def _name_of(text: str):
    """What a string names: ``(rank_index, value, suit_index)`` (None where it names nothing),
    or None if it names no card part (or two different ranks or suits)."""
    found = ST.names.get(text)
    if found is not None or text in ST.names:
        return found
    low = text.lower()
    rank = value = suit = short = None
    others = 0
    ok = True
    for symbol, index in SUIT_SYMBOLS.items():
        if symbol in low:
            ok = ok and suit in (None, index)
            suit = index
    for word in words_and_numbers(low):
        if word in RANK_WORDS:
            ok = ok and rank in (None, RANK_WORDS[word])
            rank = RANK_WORDS[word]
        elif word in SUIT_WORDS:
            ok = ok and suit in (None, SUIT_WORDS[word])
            suit = SUIT_WORDS[word]
        elif word[0] in "0123456789":
            ok = ok and value is None
            value = int(word) if len(word) < 4 else 0
        elif word in RANK_SHORT:
            ok = ok and short is None
            short = RANK_SHORT[word]
        elif word != "of":
            others += 1
    if rank is None and value is None and short is not None and not others:
        rank = short
    if rank is not None:
        value = None
    elif value is not None and not 1 <= value <= 11:
        ok = False
    found = (rank, value, suit) if ok and (rank, value, suit) != (None, None, None) else None
    if len(ST.names) < 4096:
        ST.names[text] = found
    return found


def _item_of(x):
    """What one element of a population names (see `_name_of`), or None; student objects are
    read by their ``str()`` and then their attributes' values."""
    if isinstance(x, str):
        return _name_of(str.__str__(x)) if len(x) <= 200 else None
    if isinstance(x, bool):
        return None
    if isinstance(x, int):
        return (None, x, None) if 1 <= x <= 11 else None
    if isinstance(x, dict):
        return _parts_of(list(x.values())[:6])
    if isinstance(x, (list, tuple)):
        return _parts_of(list(x)[:6])
    text = str(x)
    found = _name_of(text) if isinstance(text, str) and len(text) <= 200 else None
    if found is None and isinstance(getattr(x, "__dict__", None), dict):
        found = _parts_of(list(vars(x).values())[:6])
    return found


def _parts_of(items: list):
    """What a tuple, list or object's values name together: one rank (or value), one suit."""
    rank = value = suit = None
    for item in items:
        if isinstance(item, (str, int)) and not isinstance(item, bool):
            found = _item_of(item)
        else:
            found = None
        if found is None:
            continue
        r, v, s = found
        for new, old in ((r, rank), (s, suit)):
            if new is not None and old is not None and new != old:
                return None
        rank, suit = rank if r is None else r, suit if s is None else s
        if v is not None and value is None:
            value = v
    if rank is not None:
        value = None
    return None if (rank, value, suit) == (None, None, None) else (rank, value, suit)


def _population(seq):
    """``(items, infos, kind)`` when every element of ``seq`` names the same kind of card part
    (``r`` rank or value, ``s`` suit, ``rs`` whole card), else None.

    A population of integers is read as a whole: values 1..10 (or with repeats, 1..11), 13
    consecutive integers (rank indexes), 10 consecutive (values) or 4 consecutive (suits).
    """
    n = len(seq)
    if not 0 < n <= MAX_POPULATION:
        return None
    items = [seq[i] for i in range(n)]
    if all(type(x) is int for x in items):
        distinct = set(items)
        low, high = min(distinct), max(distinct)
        if high - low + 1 == len(distinct) == 13:
            infos = [(x - low, None, None) for x in items]
        elif high - low + 1 == len(distinct) == 4:
            infos = [(None, None, x - low) for x in items]
        elif low >= 1 and high <= 11 and (len(items) > len(distinct) or distinct in (
                set(range(1, 11)), set(range(2, 12)))):
            ace = 1 if 1 in distinct else 11
            infos = [(None, 1 if x == ace else x, None) for x in items]
        elif high - low + 1 == len(distinct) == 10:
            infos = [(None, x - low + 1, None) for x in items]
        else:
            return None
    else:
        infos = []
        for x in items:
            found = _item_of(x)
            if found is None:
                return None
            infos.append(found)
    kinds = {("r" if r is not None or v is not None else "") + ("s" if s is not None else "")
             for r, v, s in infos}
    if len(kinds) != 1:
        return None
    return items, infos, kinds.pop()



def _positions(infos: list, cards: list, kind: str) -> tuple:
    """Where the target ``cards`` stand among a population's ``infos``, in order, up to the
    first one missing: (the set of positions, the positions in the cards' order)."""
    taken, found = set(), []
    for card in cards:
        i = _find(infos, card, kind, taken)
        if i is None:
            break
        taken.add(i)
        found.append(i)
    return taken, found

def _find(infos: list, card, kind: str, taken=()):
    """The index of the first element (not in ``taken``) that is ``card``, or None: an element
    naming a rank must name the card's rank; one naming only a value is tried after those."""
    rank, suit, value = card
    for exact in (True, False):
        for i, (r, v, s) in enumerate(infos):
            if i in taken or ("s" in kind and suit is not None and s != suit):
                continue
            if kind == "s" or (r == rank if exact else (r is None and v == value)):
                return i
        if kind == "s":
            break
    return None


def _stacked_choice(seq, how: str):
    """The element of ``seq`` that is the next stacked card (or part), or NOPE."""
    found = _population(seq)
    if found is None:
        return NOPE
    items, infos, kind = found
    got = _peek(kind)
    if got is None:
        return NOPE
    pos, card = got
    i = _find(infos, card, kind)
    if i is None:
        return NOPE
    _commit(pos, kind, how)
    return items[i]


def _stacked_deck(rng, shuffle, seq, size: int, how: str, deal_now: bool):
    """``seq`` (a deck) laid out for ``size`` places with the game's next stacked cards, or None.

    The cards go at the front in order and, when ``2 * targets <= size``, again in reverse
    order at the back (other elements of the same card if the deck has them, else the same
    ones), so dealing by ``pop()`` and by ``pop(0)`` both deal them in order; the rest are in
    seeded-random order between. ``deal_now`` (``sample`` of fewer than all): front only,
    handed out at once. Otherwise the deck is watched (`_settle`) to see what it deals.
    """
    found = _population(seq)
    if found is None or found[2] not in ("r", "rs"):
        return None
    items, infos, kind = found
    if ST.game >= len(ST.games):
        return None
    cards = ST.games[ST.game]
    start = ST.pos + (1 if any(p in ST.used for p in kind) else 0)
    taken, front = _positions(infos, cards[start:start + size], kind)
    t = len(front)
    if t == 0:
        return None
    back = []
    if not deal_now and 2 * t <= size:
        more = set(taken)
        for card in reversed(cards[start:start + t]):
            i = _find(infos, card, kind, more)
            if i is None:
                break
            more.add(i)
            back.append(i)
        if len(back) == t:
            taken = more
        else:
            back = front[::-1]
    rest = [i for i in range(len(items)) if i not in taken]
    shuffle(rng, rest)
    middle = max(size - t - len(back), 0)
    order = front + rest[:middle] + back
    out = [items[i] for i in order]
    copies = back == front[::-1] and back and not deal_now
    dropped = [items[i] for i in rest[middle:]] if copies else None
    entry = [ST.game, how, start, [ST.raw[ST.game][start + j] for j in range(min(t, MAX_SEQ))],
             "front+back" if back else "front", t if deal_now else 0]
    if len(ST.stacked) < MAX_STACKED:
        ST.stacked.append(entry)
    if deal_now:
        for j in range(t):
            _commit(start + j, kind, how)
    return out, {"layout": list(out), "start": start, "t": t, "both": bool(back),
                 "kind": kind, "dealt": 0, "end": None, "entry": entry, "how": how,
                 "dropped": dropped, "front": [items[i] for i in front]}


def _repair(p: dict, end) -> None:
    """Once it is known which end a watched deck deals from (``end``; None: neither, as a
    program choosing from it), put the cards the layout left out back in place of the other
    end's second copies, so the deck holds each card once again."""
    dropped, p["dropped"] = p.get("dropped"), None
    if not dropped:
        return
    cur, fronts = p["obj"], p["front"]
    n, t = len(cur), len(fronts)
    if n < 2 * t:
        return
    if end == "back":
        places = [j for j in range(t) if cur[j] is fronts[j]]
    else:
        places = [n - 1 - j for j in range(t) if cur[n - 1 - j] is fronts[j]]
    if len(places) == t:
        for place, card in zip(places, dropped):
            cur[place] = card


def _settle(new=None) -> None:
    """See what the watched stacked deck dealt since it was laid out, and hand those cards out.

    The deck is the student's own list: cards taken from its front (``pop(0)``) or its back
    (``pop()``) are the stacked cards in order. A deck dealt some other way (or grown) is no
    longer watched. ``new``: a different list being laid out now; if the watched one dealt
    nothing by length (``deck[0]`` of a new deck every card), its first card counts as dealt.
    """
    p = ST.pending
    if p is None:
        return
    try:
        cur, layout = p["obj"], p["layout"]
        n, total = len(cur), len(layout)
        gone = total - n
        if gone == 0 and new is not None and new is not cur and p["dealt"] == 0 and \
                not p.get("guessed"):
            p["guessed"] = True
            _commit(p["start"], p["kind"], p["how"] + "-first")
            p["entry"][5] = 1
            ST.pending = None
            return
        if gone <= 0:
            if gone < 0:
                ST.pending = None
            return
        front = all(cur[i] is layout[gone + i] for i in range(n))
        back = all(cur[i] is layout[i] for i in range(n))
        end = p["end"] or ("front" if front else "back" if back else None)
        if end is None or (end == "front" and not front) or (end == "back" and not back) or \
                (end == "back" and not p["both"]):
            ST.pending = None
            return
        if p.get("dropped"):
            _repair(p, end)
        count = min(gone, p["t"] - p["dealt"])
        for j in range(count):
            _commit(p["start"] + p["dealt"] + j, p["kind"], p["how"])
        p["dealt"] += count
        p["entry"][5] = p["dealt"]
        if count and p.get("unlisted"):       # a kept deck (`_restack`) listed once it deals
            p["unlisted"] = False
            if len(ST.stacked) < MAX_STACKED:
                ST.stacked.append(p["entry"])
        p["end"], p["layout"] = end, list(cur)
        if p["dealt"] >= p["t"]:
            ST.pending = None
            ST.kept = p                        # still watched for the next game (`_restack`)
    except Exception:
        ST.pending = None


def _stack_call(name: str, rng, method, args: tuple, kwargs: dict):
    """A patched ``random`` call in a stacked run: the stacked result, or NOPE (seeded draw)."""
    ints = all(type(a) is int for a in args)
    if name == "randint" and len(args) == 2 and ints and not kwargs:
        _settle()
        i = _int_outcome(args[1] - args[0] + 1, name)
        return NOPE if i is None else args[0] + i
    if name == "randrange" and 1 <= len(args) <= 3 and ints and not kwargs:
        _settle()
        r = range(*args)
        i = _int_outcome(len(r), name) if len(r) else None
        return NOPE if i is None else r[i]
    if name == "random" and not args and not kwargs:
        _settle()
        got = _peek("r")
        if got is None:
            return NOPE
        pos, card = got
        _commit(pos, "r", name)
        return (card[2] - 0.5) / 10 if ST.version == 1 else (card[0] + 0.5) / 13
    if name in ("choice", "choices") and args:
        _settle()
        if ST.pending is not None and args[0] is ST.pending["obj"]:
            _repair(ST.pending, None)          # a deck chosen from: not dealt from an end
            ST.pending = None
        if ST.kept is not None and args[0] is ST.kept["obj"]:
            ST.kept = None
    if name == "choice" and len(args) == 1 and not kwargs:
        return _stacked_choice(args[0], name)
    if name == "choices" and args and set(kwargs) <= {"weights", "cum_weights", "k"}:
        k = kwargs.get("k", 1)
        if type(k) is not int or k < 1:
            return NOPE
        out = []
        for j in range(k):
            pick = _stacked_choice(args[0], name)
            if pick is NOPE:
                if not out:
                    return NOPE
                out.extend(method(rng, *args, **dict(kwargs, k=k - j)))
                break
            out.append(pick)
        return out
    if name == "shuffle" and len(args) == 1 and not kwargs and isinstance(args[0], list):
        x = args[0]
        _settle(new=x)
        done = _stacked_deck(rng, method, x, len(x), name, False)
        if done is None:
            return NOPE
        out, watch = done
        x[:] = out
        ST.pending, ST.kept = dict(watch, obj=x), None
        return None
    if name == "sample" and args and set(kwargs) <= {"k"} and len(args) + len(kwargs) == 2:
        seq, k = args[0], args[1] if len(args) > 1 else kwargs["k"]
        if type(k) is not int or not 0 < k <= len(seq):
            return NOPE
        whole = k == len(seq)
        _settle(new=seq if whole else None)
        done = _stacked_deck(rng, S.random_base.shuffle, seq, k, name, not whole)
        if done is None:
            return NOPE
        out, watch = done
        if whole:
            ST.pending, ST.kept = dict(watch, obj=out), None
        return out
    return NOPE



# ---------------------------------------------------------------- program mode

def install_random(seed: int, draws: list, record_draws: bool = True):
    """Seed global ``random``, make unseeded ``Random()`` deterministic, and record draws."""
    import random
    if S.random_base is None:
        S.random_base = random.Random
    base = S.random_base
    counter = [0]
    depth = [0]

    def derived():
        counter[0] += 1
        return seed * 1_000_003 + counter[0]

    class Random(base):
        """A ``random.Random`` whose unseeded instances and reseeds are deterministic."""

        def seed(self, a=None, version=2):
            super().seed(derived() if a is None else a, version)

    def record(name, args, result):
        if not record_draws or len(draws) >= MAX_DRAWS:
            return
        entry = {"fn": name}
        if name in ("randint", "randrange", "uniform"):
            entry["args"] = [encode(a) for a in args]
        elif args and hasattr(args[0], "__len__"):
            entry["n"] = len(args[0])
        if name == "shuffle":
            result = list(args[0])
        if isinstance(result, list) and len(result) > MAX_SEQ:
            result = result[:MAX_SEQ]
            entry["truncated"] = True
        entry["result"] = encode(result)
        draws.append(entry)

    def wrap(name):
        method = getattr(base, name)

        def recorded(self, *args, **kwargs):
            if depth[0]:
                return method(self, *args, **kwargs)
            depth[0] += 1
            S.random_calls += 1                   # the asker tells a dealt card by it
            try:
                result = NOPE
                if ST.games is not None:          # a stacked run: the grader's card if it fits
                    try:
                        result = _stack_call(name, self, method, args, kwargs)
                    except Exception:
                        result = NOPE
                if result is NOPE:
                    result = method(self, *args, **kwargs)
                if name == "shuffle" and args:
                    _watch(args[0])
                elif name == "sample" and isinstance(result, list) and len(result) > 10:
                    _watch(result)
            finally:
                depth[0] -= 1
            record(name, args, result)
            return result
        recorded.__name__ = name
        return recorded

    for name in ("randint", "randrange", "choice", "choices", "shuffle", "sample",
                 "random", "uniform"):
        setattr(Random, name, wrap(name))
    inst = Random(seed)
    random._inst = inst
    for name in ("seed", "random", "uniform", "randint", "choice", "randrange", "sample",
                 "shuffle", "choices", "getrandbits", "triangular", "gauss", "getstate",
                 "setstate", "randbytes"):
        if hasattr(inst, name):
            setattr(random, name, getattr(inst, name))
    random.Random = Random
    random.SystemRandom = Random
    return Random


def question_text(prompt: str, before: str) -> str:
    """The words of a question: its prompt, or the last line printed before it when the prompt
    has no words (``input("> ")`` after ``print("Twist or stick?")``).

    >>> question_text("> ", "Your hand: 9\\nTwist or stick?\\n")
    'Twist or stick? > '
    """
    if any(ch.isalpha() for ch in prompt):
        return prompt
    lines = [line for line in before.splitlines() if line.strip()]
    return (lines[-1] if lines else "") + " " + prompt


def dress(answer: str, style: str) -> str:
    """An answer as a student might type it: ``upper`` (``T``), ``spaces`` (`` t ``) or as is.

    >>> dress("t", "upper"), dress("t", "spaces"), dress("t", "plain")
    ('T', ' t ', 't')
    """
    if style == "upper":
        return answer.upper()
    if style == "spaces":
        return f" {answer} "
    return answer


def words_and_numbers(text: str) -> list:
    """Split text into runs of letters and runs of digits (``re`` would cost start-up time)."""
    found, current, kind = [], "", None
    for ch in text + " ":
        now = "d" if ch in "0123456789" else "a" if ch.isalpha() else None
        if now is not None and now == kind:
            current += ch
            continue
        if kind is not None:
            found.append(current)
        current, kind = ch, now
    return found


def last_value(text: str):
    """The last integer on the most recent line mentioning "value", or the visible cards' sum."""
    for line in reversed(text.splitlines()):
        if "value" in line.lower():
            numbers = [int(w) for w in words_and_numbers(line) if w[0] in "0123456789"]
            if numbers:
                return numbers[-1]
    for line in reversed(text.splitlines()):     # the last line naming cards: their sum
        low = line.lower()
        if any(w in low for w in ("twist", "stick", "hit", "stand", "type", "again")):
            continue                                  # the question itself: "1 to twist, 0 to stick"
        words = words_and_numbers(line)
        ranks = [RANK_VALUES[w.lower()] for w in words if w.lower() in RANK_VALUES]
        if ranks:
            return sum(ranks)
        numbers = [int(w) for w in words if w[0] in "0123456789"]
        if numbers and any(ch.isalpha() for ch in line):
            return numbers[-1]                        # "Your total is 15", "You have 15"
    return None


def make_policy(policy: dict):
    """Build ``answer(out_text) -> str | None`` for twist-or-stick questions from a policy dict."""
    kind = policy.get("kind", "always")
    if kind == "always":
        answer = str(policy.get("answer", "s"))
        return lambda out: answer
    if kind == "below":
        threshold = int(policy.get("threshold", 17))

        def below(out):
            value = last_value(out)
            return "t" if value is not None and value < threshold else "s"
        return below
    if kind == "script":
        answers = list(policy.get("answers", []))
        return lambda out: answers.pop(0) if answers else None
    if kind == "bad-then":
        bad = [str(b) for b in policy.get("bad", [])]
        then = make_policy(policy.get("then", {"kind": "always", "answer": "s"}))
        pending = list(bad)

        def bad_then(out):
            bad_then.last_was_bad = bool(pending)
            if pending:
                return pending.pop(0)
            pending.extend(bad)
            return then(out)
        bad_then.last_was_bad = False
        return bad_then
    raise ValueError(f"unknown policy kind: {kind!r}")


# ---------------------------------------------------------------- dialogue: answers to try

USUAL_PAIRS = ("t", "s", "h", "y", "n", "1", "0", "2", "yes", "no", "twist", "stick", "hit",
               "stand")          # the last resort, after what the question itself offers
BRACKETS = {"(": ")", "[": "]", "{": "}", "<": ">", "'": "'", '"': '"', "`": "`",
            "\u00ab": "\u00bb", "\u201c": "\u201d", "\u2018": "\u2019"}
MAX_CANDIDATES = 16           # answers tried at most for one question form
MAX_REPLAYS = 120             # experiments at most in one run
MAX_UNSURE = 3                # a form whose effects left doubt is learnt again this often
REPLAY_SECONDS = 0.5          # one experiment's time (CPU and sleeping cost none)
MAX_REJECTED = 40             # the same question refused this often in a row: end of input
MAX_OTHER_TRIES = 6           # the same other question asked at once this often: end of input


def bracketed(text: str) -> list:
    """The short words and numbers a text puts in brackets or quotes, in order.

    >>> bracketed("Hit or stand? [h/s] "), bracketed("Type 'y' for yes"), bracketed("(1-100)")
    (['h', 's'], ['y'], ['1', '100'])
    """
    found, i, n = [], 0, len(text)
    while i < n:
        close = BRACKETS.get(text[i])
        quote = close == text[i] or text[i] in "\u2018\u201c"
        if close is None or (quote and i and text[i - 1].isalnum()):
            i += 1
            continue
        j = text.find(close, i + 1, i + 40)
        if j < 0 or (quote and j + 1 < n and text[j + 1].isalnum()):
            i += 1
            continue
        found += [w for w in words_and_numbers(text[i + 1:j]) if len(w) <= 12]
        i = j + 1
    return found


def offered_words(text: str) -> list:
    """The two words either side of a short word that ends a sentence's question: ``Hit or
    stand?``, ``tirer ou rester ?``, ``more or enough``, then their first letters.

    >>> offered_words("Do you want to hit or stand? "), offered_words("Encore: plus ou assez ?")
    (['hit', 'stand', 'h', 's'], ['plus', 'assez', 'p', 'a'])
    """
    found = []
    for sentence in text.replace("?", ".").replace("!", ".").replace(":", ".").split("."):
        words = [w for w in words_and_numbers(sentence) if w[0] not in "0123456789"]
        if len(words) >= 3 and len(words[-2]) <= 3 and \
                min(len(words[-3]), len(words[-1])) > len(words[-2]):
            found += [words[-3].lower(), words[-1].lower()]
    return found + [w[0] for w in found]


def answer_candidates(prompt: str, before: str) -> list:
    """The answers to try for a question, best first: what its prompt (and the lines printed just
    before it) put in brackets or quotes, an empty line, the numbers it names, the words it
    offers; then the usual pairs. No word is required of a program: its effect decides.

    >>> answer_candidates("Type 1 for Hit or 2 for Stand: ", "")[:4]
    ['', '1', '2', 't']
    >>> answer_candidates("Tirer ou rester ? (t/r) ", "")[:5]
    ['t', 'r', '', 'tirer', 'rester']
    >>> answer_candidates("> ", "1 to twist, 0 to stick")[:3]
    ['', '1', '0']
    """
    lines = [line for line in before.splitlines() if line.strip()][-3:]
    texts = [prompt] + lines[::-1]
    tiers = []
    for text in texts:
        tiers += [w.lower() for w in bracketed(text)] + bracketed(text)
    tiers.append("")
    for text in texts:
        tiers += [w for w in words_and_numbers(text) if w[0] in "0123456789" and len(w) <= 6]
    for text in texts if not any(ch.isalpha() for ch in prompt) else [prompt]:
        tiers += offered_words(text)
    out = []
    for answer in tiers + [""] + list(USUAL_PAIRS):
        if answer not in out:
            out.append(answer)
    return out[:MAX_CANDIDATES]


def form_of(question: str) -> str:
    """A question's form: its words in lower case, every number masked, spaces collapsed.

    >>> form_of("Your total is 15. Hit or stand? "), form_of("Your total is 9. Hit or stand?")
    ('your total is #. hit or stand?', 'your total is #. hit or stand?')
    """
    out, digit = [], False
    for ch in question.lower():
        if ch in "0123456789":
            if not digit:
                out.append("#")
            digit = True
            continue
        digit = False
        out.append(ch)
    return " ".join("".join(out).split())[-120:]


def same_question(a: str, b: str) -> bool:
    """Whether two question forms are the same question: equal, or ending in the same words
    (``You have 7 of Hearts. Hit or stand?`` and ``You have 7 of Hearts, 2 of Clubs. Hit or
    stand?``).

    >>> same_question("cards: a, b. hit or stand?", "cards: a. hit or stand?")
    True
    >>> same_question("another card? (y/n)", "play again? (y/n)")
    False
    """
    if a == b:
        return True
    n = 0
    while n < min(len(a), len(b)) and a[-1 - n] == b[-1 - n]:
        n += 1
    tail = a[len(a) - n:]
    return n >= 12 and sum(ch.isalpha() for ch in tail) >= 6


# ---------------------------------------------------------------- dialogue: experiments

def _watch(deck) -> None:
    """Remember a deck just shuffled (or sampled whole): cards taken from it later without a
    ``random`` call (``deck.pop()``) still count as drawn (`draw_count`)."""
    try:
        for entry in S.watched:
            if entry[0] is deck:
                S.watch_base += max(0, entry[1] - len(deck))
                entry[1] = len(deck)
                return
        S.watched.append([deck, len(deck)])
        if len(S.watched) > 4:
            old = S.watched.pop(0)
            S.watch_base += max(0, old[1] - len(old[0]))
    except Exception:
        pass


def draw_count() -> int:
    """How many draws the program made so far: ``random`` calls and cards taken from a watched
    deck. A card the player gets between two questions shows as a rise."""
    n = S.random_calls + S.watch_base
    for deck, size in S.watched:
        try:
            n += max(0, size - len(deck))
        except Exception:
            pass
    return n


class _Null(io.TextIOBase):
    """Where an experiment's output goes: nowhere (only its sink reads it)."""

    def write(self, text):
        return len(text)

    def flush(self):
        pass


RANDOM_NAMES = ("seed", "random", "uniform", "randint", "choice", "randrange", "sample",
                "shuffle", "choices", "getrandbits", "triangular", "gauss", "getstate",
                "setstate", "randbytes", "_inst", "Random", "SystemRandom")
S_FIELDS = ("sink", "asker", "prompt", "prompt_written", "out_total", "random_calls",
            "on_hard_exit", "stdout", "stdin", "real_stdout", "watched", "watch_base",
            "timer_armed", "slept", "ticks")


def _save_world() -> dict:
    """What an experiment changes and the paused run must find again."""
    import random
    return {"random": {n: random.__dict__[n] for n in RANDOM_NAMES if n in random.__dict__},
            "stack": dict(vars(ST)), "S": {f: getattr(S, f) for f in S_FIELDS},
            "sys": (sys.stdout, sys.stdin, sys.__stdout__, sys.__stdin__, sys.stderr),
            "modules": dict(sys.modules), "builtins": dict(vars(builtins)),
            "cwd": os.getcwd(), "recursion": sys.getrecursionlimit(), "argv": list(sys.argv),
            "environ": dict(os.environ)}


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


def replay(run: dict, log: list, answer: str) -> dict:
    """Run the submission again from the start, in this process, with the run's seed and stacked
    cards and the answers ``log`` gave so far (``[answer, was_play_again]`` each), then
    ``answer`` to the next question, and watch what follows until the question after it or
    the end: ``{"at": question answered, "next": question asked next or None, "draws": draws
    in between, "error": True if it ended in an exception}``. Nothing reaches the grader; the
    paused run finds its world as it left it.
    """
    world = _save_world()
    printed, seen = [], {"asks": 0, "mark": 0, "at": None, "next": None, "draws": 0,
                         "error": False}

    def since() -> str:
        _flush_stdout()
        _drain_fd1()
        text = "".join(printed)
        printed.clear()
        return text

    def ask(prompt):
        out = since()
        i = seen["asks"]
        seen["asks"] += 1
        if i < len(log):
            if log[i][1]:
                _next_game()
            return log[i][0]
        question = question_text(str(prompt), out)
        if i == len(log):
            seen["at"], seen["mark"] = question, draw_count()
            return answer
        seen["next"], seen["draws"], seen["out"] = question, draw_count() - seen["mark"], out
        raise ReplayStop("asked")

    for name in [n for n in sys.modules if n not in run["modules"]]:
        if not _is_stdlib(sys.modules[name]):
            del sys.modules[name]           # the paused run's own modules: imported afresh
    S.replaying, S.watched, S.watch_base, S.out_total = True, [], 0, 0
    S.slept, S.ticks = 0.0, 0
    try:
        _reset_stack(run["task"].get("stack"))
        Random = install_random(run["seed"], [], False)
        _new_streams()
        sys.stderr = S.real_stdout = _Null()
        S.sink, S.asker, S.on_hard_exit = printed, ask, None
        sys.setrecursionlimit(world["recursion"] + _depth() + 50)
        signal.signal(signal.SIGALRM, _alarm)
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


def effect_of(form: str, seen: dict, deal: int = 0) -> str:
    """What an answer did (`replay`): ``card`` (the same question again after a draw: the player
    got a card), ``refused`` (the same question again, nothing drawn), ``new-game`` (another
    question after a deal), ``end-turn`` (another question), ``end`` (the program ended) or
    ``other`` (the replay went another way, or the program failed). ``deal``: the draws of
    this game before the question; up to two draws (a rank and a suit), or half a deal, before
    the same question again is a card; more is a new deal.

    >>> effect_of("twist? (t/s)", {"at": "Twist? (t/s)", "next": "Twist? (t/s)", "draws": 1})
    'card'
    >>> effect_of("twist? (t/s)", {"at": "Twist? (t/s)", "next": "Again? (y/n)", "draws": 0})
    'end-turn'
    """
    if seen.get("at") is None or form_of(seen["at"]) != form:
        return "other"
    if seen.get("next") is None:
        return "other" if seen.get("error") and not seen.get("draws") else "end"
    return effect_after(form, form_of(seen["next"]), seen["draws"], deal)


def effect_after(form: str, then, draws: int, deal: int) -> str:
    """The effect of an answer to ``form`` followed by ``draws`` draws and then the question
    ``then`` (a form; None: the program ended). See `effect_of`.

    >>> effect_after("again? (y/n)", "again? (y/n)", 4, 4), effect_after("t/s?", "t/s?", 1, 4)
    ('new-game', 'card')
    """
    if then is None:
        return "end"
    if same_question(form, then):
        if not draws:
            return "refused"
        return "card" if draws <= max(2, deal // 2) else "new-game"
    return "new-game" if draws >= 2 else "end-turn"


GOES_ON = ("new-game", "end-turn")


def settled(tried: list) -> bool:
    """Whether the answers tried so far (``[answer, effect, signature]``) tell the question apart:
    a card and a way to stop; a way on and the end; or three answers doing the same."""
    effects = [e for _, e, _ in tried]
    if "card" in effects and any(e in GOES_ON or e == "end" for e in effects):
        return True
    if "end" in effects and any(e in GOES_ON for e in effects):
        return True
    signatures = [sig for _, e, sig in tried if e in GOES_ON or e == "end"]
    return len(signatures) >= 3 and len(set(signatures)) == 1


def _least(answers: list) -> str:
    """The answer to prefer among some that all let the game go on: an empty line, else the
    smallest positive number (the least stake keeps a bankroll longest), else the first."""
    if "" in answers:
        return ""
    numbers = [a for a in answers if a.isdigit() and int(a) > 0]
    return min(numbers, key=int) if numbers else answers[0]


def _typed(answers: list):
    """The first answer that is typed (not an empty line) if any, else the first, else None."""
    return next((a for a in answers if a), answers[0] if answers else None)


def verdict(tried: list) -> dict:
    """What the effects of the answers tried say the question is: ``turn`` (with ``t`` and
    ``s``), ``choice`` (a way on ``go`` and the end ``stop``: play again, or play at all),
    ``other`` (``answer``, any that goes on) or ``stuck`` (nothing worked); ``sure`` when
    the effects leave no doubt (the verdict is kept for the form).

    >>> verdict([["h", "card", 0], ["s", "end-turn", 1]])["t"]
    'h'
    >>> v = verdict([["y", "new-game", 0], ["n", "end", 1]]); v["kind"], v["go"], v["stop"]
    ('choice', 'y', 'n')
    """
    order = [a for a, _, _ in tried]
    effect = {a: e for a, e, _ in tried}
    card = [a for a in order if effect[a] == "card"]
    on = [a for a in order if effect[a] in GOES_ON]
    end = [a for a in order if effect[a] == "end"]
    out = {"tried": [{"answer": a, "effect": effect[a]} for a in order], "sure": True}
    if card:
        stop = [a for a in order if a in on or a in end]
        out.update(kind="turn", t=_typed(card), s=_typed(stop), sure=bool(stop))
    elif end and on:
        deal = [a for a in on if effect[a] == "new-game"]
        out.update(kind="choice", go=(deal or on)[0], stop=end[0])
    elif on or end:
        works = [a for a in order if a in on or a in end]
        same = len({sig for a, e, sig in tried if a in works}) == 1
        out.update(kind="other", answer=_least(works) if same else (on or end)[0],
                   works=works, sure=same)
    elif any(effect[a] == "refused" for a in order):
        out.update(kind="stuck", sure=False)
    else:                                 # every replay went another way: nothing learnt
        out.update(kind="other", answer=order[0] if order else "", works=order[:2], sure=False)
    return out


JUNK = "~?"                   # an answer no program accepts: what a refusal prints (`learn`)


def same_reply(after: str, refusal, answer: str) -> bool:
    """Whether what a program printed after ``answer`` is what it prints after an answer it
    refuses (``refusal``: what followed `JUNK`; None: unknown, as when it takes `JUNK` too,
    and then a question asked again with nothing drawn is a refusal), the answer itself aside
    (``'h' is not a choice``).

    >>> same_reply("'h'? Please type t or s\\n", "'~?'? Please type t or s\\n", "h")
    True
    >>> same_reply("Your cards: 7, 5\\n", "Please type t or s\\n", "t")
    False
    """
    if refusal is None:
        return True
    if not answer:
        return after == refusal
    return after.replace(answer, JUNK).replace(JUNK, "") == \
        refusal.replace(answer, JUNK).replace(JUNK, "")


def learn(run: dict, log: list, prompt: str, before: str, form: str, deal: int) -> dict:
    """Find out, by experiment, what a question form wants (`verdict`), trying the question's
    own answers first (`answer_candidates`) and stopping once it is plain (`settled`).

    Where no draw was seen at all (this game dealt from a list the runner does not watch, a
    copy of the shuffled deck), the same question again with nothing drawn is a refusal only
    if the program printed what it prints after `JUNK`: a card shows by the hand printed again.
    """
    tried, junk, drawn = [], {}, False
    for answer in answer_candidates(prompt, before):
        if run["replays"] >= MAX_REPLAYS:
            break
        run["replays"] += 1
        seen = replay(run, log, answer)
        effect = effect_of(form, seen, deal)
        drawn = drawn or seen["draws"] > 0 or deal > 1
        if effect == "refused" and not drawn:     # no draw seen yet: cards may be invisible
            if not junk:
                run["replays"] += 1
                junk = replay(run, log, JUNK)
                junk["refusal"] = junk.get("out") if effect_of(form, junk, deal) == \
                    "refused" else None
            if not same_reply(seen.get("out", ""), junk["refusal"], answer):
                effect = "card"
        nxt = seen.get("next")
        tried.append([answer, effect, (effect, form_of(nxt) if nxt else None, seen["draws"])])
        if settled(tried):
            break
    found = verdict(tried)
    if junk and not drawn:
        found["refusal"] = junk["refusal"]
    return found


def known_form(forms: dict, form: str):
    """The verdict learnt for a form, or for one it is the same question as (`same_question`)."""
    if form in forms:
        return forms[form]
    for other, found in forms.items():
        if same_question(form, other):
            return found
    return None


# ---------------------------------------------------------------- dialogue: the player

FORMS: dict = {}              # form -> verdict, for the submission being run (kept over a batch)


def program_asker(task: dict, transcript: list, flush, progress, run: dict):
    """An asker answering questions by what their answers do (`learn`), playing the task's
    policy, recording each question in the transcript.

    A question whose answers give the player a card is a *turn* (``means`` ``t`` or ``s``); one
    with an answer that ends the program and one that goes on is a *choice*: play again
    (``kind`` ``again``, ``means`` ``y`` or ``n``) once the player has had a turn in this game,
    else a question before the game (``other``, answered to go on); any other question is
    answered with what lets the game go on (``other``). Each entry gets the ``effect`` its
    answer had; the first entry of a form gets the answers ``tried`` on it. A question nothing
    was found for is answered with end of input.
    """
    policy = task.get("policy", {"kind": "always", "answer": "s"})
    scripted = policy.get("kind") == "script"
    answer_for = make_policy(policy)
    games = int(task.get("games", 1))
    eof_after = task.get("eof_after")
    styles = list(task.get("dress", []))
    count = {"questions": 0, "again": 0, "eof": False, "unanswered": None}
    since, log = [], []
    state = {"unsure": {}, "started": set(), "played": 0, "turns": 0, "game": draw_count(), "prev": None, "refused": 0, "other": [None, 0],
             "shown": set()}

    def close_previous(form, out=""):
        prev = state["prev"]
        if prev is None:
            return
        entry = prev["entry"]
        effect = effect_after(prev["form"], form, draw_count() - prev["mark"], prev["deal"])
        refusal = prev["found"].get("refusal", False)
        if effect == "refused" and refusal is not False and \
                not same_reply(out, refusal, entry["answer"] or ""):
            effect = "card"                       # the hand printed again: a card after all
        if entry["kind"] == "turn" and effect == "new-game":
            effect = "end-turn"
        entry["effect"] = effect
    run["close"] = close_previous

    def verdict_for(prompt_text, out, form):
        found = known_form(FORMS, form)
        if found is not None:
            return found
        unsure = state["unsure"].get(form, [0, None])
        if unsure[0] >= MAX_UNSURE or (unsure[1] and run["replays"] >= MAX_REPLAYS):
            return unsure[1]                  # learnt in doubt often enough: as it was
        found = learn(run, log, prompt_text, out, form, draw_count() - state["game"])
        found["new"] = True
        if found["sure"]:
            FORMS[form] = found
        else:
            state["unsure"][form] = [unsure[0] + 1, found]
        return found

    def turn_answer(found, prompt_text, entry):
        prev = state["prev"]
        retry = None
        if prev and prev["entry"].get("effect") == "refused" and prev["form"] == entry["f"]:
            state["refused"] += 1
            if prev.get("dressed"):
                retry = prev["entry"]["means"]        # the same choice again, in plain words
        else:
            state["refused"] = 0
        if state["refused"] >= MAX_REJECTED:
            return None, None, False
        if retry is not None:
            means = retry
        else:
            means = answer_for("".join(since))
        if means in ("t", "s"):
            answer = found.get(means)
            if answer is None:
                return None, means, False
            if styles and retry is None:
                dressed = dress(answer, styles[count["questions"] % len(styles)])
                return dressed, means, dressed != answer
            return answer, means, False
        return means, None, False                 # a deliberately unknown answer (or None)

    def ask(prompt):
        out = flush()
        since.append(out)
        count["questions"] += 1
        prompt_text = str(prompt)
        question = question_text(prompt_text, out)
        form = form_of(question)
        close_previous(form, out)
        found = verdict_for(prompt_text, out, form) if not count["eof"] else {"kind": "stuck"}
        kind = found["kind"]
        entry = {"ask": prompt, "answer": None, "means": None, "kind": "other",
                 "question": question[-200:], "f": form}
        answer, means, dressed, again = None, None, False, False
        deal = draw_count() - state["game"]
        if kind == "choice" and (deal >= 2 or state["turns"] or form in state["started"]):
            kind = "again"                        # after a deal: play again, else play at all
        if kind == "other" and not found["sure"] and deal >= 2:
            works = found["works"] + [None, None]  # a turn whose effects left doubt (a twist
            found = dict(found, kind="turn", t=works[0], s=works[1])     # that busts, say):
            kind = "turn"                         # its answers in the order it names them
        if kind == "stuck":
            entry["kind"] = "turn" if state["turns"] else "other"
            if not transcript_has_ask(transcript) and count["unanswered"] is None:
                count["unanswered"] = {"question": question[-200:],
                                       "tried": found.get("tried", [])}
        elif kind in ("other", "choice"):
            key = form
            tries = state["other"][1] + 1 if state["other"][0] == key and \
                state["prev"] and state["prev"]["entry"].get("effect") == "refused" else 1
            state["other"] = [key, tries]
            ladder = [found["go"]] if kind == "choice" else \
                [found["answer"]] + [a for a in found["works"] if a != found["answer"]]
            if tries <= min(len(ladder), MAX_OTHER_TRIES):
                answer = ladder[tries - 1]
            entry["wants"] = "start" if kind == "choice" else "answer"
            if kind == "choice":
                state["started"].add(form)        # asked again, it asks to play again
        else:
            state["other"] = [None, 0]
            state["played"] += 1
            entry["kind"] = kind
            if eof_after is not None and state["played"] >= eof_after:
                answer = None
            elif kind == "again":
                again = True
                if scripted:
                    means = answer_for("".join(since))
                else:
                    count["again"] += 1
                    means = "y" if count["again"] < games else "n"
                answer = {"y": found["go"], "n": found["stop"]}.get(means, means)
                means = means if means in ("y", "n") else None
            else:
                answer, means, dressed = turn_answer(found, prompt_text, entry)
        if count["eof"]:
            answer = None
        entry.update(answer=answer, means=means)
        if found.get("tried") and (form not in state["shown"] or found.pop("new", False)):
            state["shown"].add(form)          # a form first met in this run, or learnt again
            entry["tried"] = found["tried"]
        found.pop("new", None)
        del entry["f"]
        transcript.append(entry)
        state["prev"] = {"entry": entry, "form": form, "mark": draw_count(), "dressed": dressed,
                         "deal": deal, "found": found}
        if entry["kind"] == "turn":
            state["turns"] += 1
        log.append([answer, again])
        progress(transcript[-2:] if out else transcript[-1:])
        if again:
            state["turns"], state["game"] = 0, draw_count()
            _next_game()           # a stacked run's next game deals the next list of cards
        if again or not getattr(answer_for, "last_was_bad", False):
            since.clear()          # a re-asked question still sees the text before the first ask
        if answer is None:
            count["eof"] = True
            raise EOFError("end of input")
        return answer
    return ask, count


def transcript_has_ask(transcript: list) -> bool:
    """Whether a question was asked (and answered) before in this run."""
    return any("ask" in e for e in transcript)


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
    the front], "front+back" or "front", how many of them the program dealt]`` per stacked
    ``shuffle`` or ``sample`` (``"kept"`` and first position 0: a deck the program went on
    dealing from after a play-again, its rest laid out for that game, `_restack`; listed once
    it deals one of them); and ``stack_game``: the game index reached (the play-again
    questions answered). Capped at MAX_DEALT and MAX_STACKED entries; the ``_p`` progress
    messages carry the ``dealt`` and ``stacked`` entries new since the last one.
    """
    transcript, draws, printed = [], [], []
    seed = int(task.get("seed", 0))
    S.watched, S.watch_base, S.slept, S.ticks = [], 0, 0.0, 0
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
            stacked = {"dealt": ST.dealt, "stacked": ST.stacked, "stack_game": ST.game}
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


# ---------------------------------------------------------------- batch mode

def _snapshot() -> dict:
    """What a task may change in the process and the next task must find as it was."""
    return {"builtins": dict(vars(builtins)), "modules": set(sys.modules),
            "path": list(sys.path), "meta_path": list(sys.meta_path),
            "environ": dict(os.environ), "cwd": os.getcwd(),
            "recursion": sys.getrecursionlimit()}


def _restore(snap: dict) -> None:
    """Undo what the previous task's submission changed: builtins, modules, streams, paths, cwd."""
    signal.setitimer(signal.ITIMER_REAL, 0, 0)
    S.timer_armed = False
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


def _is_stdlib(module) -> bool:
    """Whether a module in ``sys.modules`` is the standard library's (never the submission's)."""
    try:
        origin = module.__spec__.origin
        return isinstance(origin, str) and type(module) is ModuleType and (
            origin in ("built-in", "frozen") or (
                origin.startswith(sys.base_prefix + os.sep) and "-packages" not in origin))
    except BaseException:
        return False


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
    for folder, _, files in os.walk(root, topdown=False):
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


# ---------------------------------------------------------------- entry point

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


if __name__ == "__main__":
    main()
