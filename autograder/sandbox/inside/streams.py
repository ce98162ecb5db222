"""What the submission finds at a terminal: ``sys.stdin`` and ``sys.stdout`` over raw streams
that ask the task's player and capture what is printed, fd 1 read back in order, ``os._exit``
reported, ``time.sleep`` that costs no wall time.
"""

import builtins
import codecs
import io
import os
import sys

from .channel import ModuleType, ReplayStop, S, memo  # bundled


VISIBLE = {i: "\\x%02x" % i for i in (*range(9), *range(11, 32), 127)}   # but \t and \n


def _visible(text: str) -> str:
    """Control characters shown as such (``\\x1b``), so that what the transcript holds is what a
    reader sees: no cursor movement or erasing can hide a line from the judge."""
    return text.translate(VISIBLE) if not text.isprintable() else text


def _to_sink(text: str) -> None:
    """Add output to the current sink as a terminal would show it: a line a cursor movement
    (``ESC[nA``, ``ESC[nF``, ``\\r``) went back to and rewrote is replaced, so an overwritten
    line does not count; every other control character is shown as such (`_visible`)."""
    if S.on_output is not None:
        S.on_output()            # a hand printed holds its cards now (`stack.output_seen`)
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


SITE_FRAMES = 64             # of a question's call site, the innermost frames kept


def call_site():
    """Where the submission asked the question being read now: the line of each of its own
    frames on the way to the read (innermost first, `SITE_FRAMES` at most), or None when no
    frame of its folder is on the way (a question asked from outside its code). The runner's
    own frames around the read, and an experiment's paused run below it, are left out: the
    walk stops at the first runner frame after the submission's frames. A question keeps its
    identity by it when its words change with the cards (`same_question`).

    >>> call_site() is None         # asked from no submission's code
    True
    """
    folder = _folder_of(S.submission or "")
    own = _folder_of(sys._getframe().f_code.co_filename)
    frame, site = sys._getframe(1), []
    while frame is not None and len(site) < SITE_FRAMES:
        name = frame.f_code.co_filename
        if folder != os.sep and name.startswith(folder):
            site.append((frame.f_code.co_firstlineno, frame.f_lineno))
        elif site and _folder_of(name) == own:
            break
        frame = frame.f_back
    return tuple(site) or None


@memo
def _folder_of(path: str) -> str:
    """``path``'s folder and a separator after it (a read looks at every frame's).

    >>> _folder_of("/tmp/student/pontoon.py") == "/tmp/student" + os.sep
    True
    """
    return os.path.dirname(path) + os.sep


def _without_csi(text: str) -> str:
    """A prompt as a terminal shows it: its control sequences (``ESC[36m``: a colour, a style)
    are no words of the question, and offer no answer to try (``36``, ``mdraw``).

    >>> _without_csi("\x1b[36mdraw or stay? \x1b[0m"), _without_csi("\x1b[1;4mHit\x1b[m? ")
    ('draw or stay? ', 'Hit? ')
    """
    if "\x1b[" not in text:
        return text
    out, i, n = [], 0, len(text)
    while i < n:
        if text[i] == "\x1b" and text.startswith("[", i + 1):
            j = i + 2
            while j < n and "0" <= text[j] <= "?":       # parameters
                j += 1
            while j < n and " " <= text[j] <= "/":       # intermediates
                j += 1
            i = j + 1                                      # and the final character
            continue
        out.append(text[i])
        i += 1
    return "".join(out)


def _answer_line():
    """One line of input from the task (answer and newline), or None at end of input."""
    _flush_stdout()                       # a prompt written by hand, not yet flushed
    _drain_fd1()
    written, S.prompt = S.prompt, None
    prompt = "".join(written) if written else ""
    prompt = _without_csi(prompt or _take_partial_line())
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
    if os.getpid() != S.pid:             # a process the submission forked: not the run's end
        S.real_exit(code if isinstance(code, int) else 1)
    if S.replaying:
        raise ReplayStop("end")
    if S.on_hard_exit is not None:
        try:
            S.on_hard_exit(code)
        except BaseException:
            pass
    S.send_raw(S.end_bytes["exited"])
    S.real_exit(code if isinstance(code, int) else 1)


LOOK = 1e-5                  # seconds the clock moves on each time a program reads it


def _patch_clock() -> None:
    """``time.sleep`` returns at once (the grader owns the clock; a dealer who pauses between
    cards costs no wall time), and ``time.time`` / ``monotonic`` / ``perf_counter`` move on
    by the time slept, so a program timing itself sees what it would at a terminal. Each look
    moves the clock on by `LOOK` too, from a whole second: a time printed in every game (a log
    line's ``22:09:36,004``) only grows, as a count of games does, and tells no hand."""
    import time
    start = {name: float(int(getattr(time, name)())) for name in ("time", "monotonic", "perf_counter")}
    real_sleep = time.sleep

    def sleep(secs):
        secs = float(secs) if not isinstance(secs, (int, float)) else secs
        if secs != secs or secs < 0:
            raise ValueError("sleep length must be non-negative")
        if os.getpid() != S.pid:         # a process the submission forked is outside the run
            return real_sleep(secs)
        S.slept += secs

    def clock(name):
        base = start[name]

        def now():                       # `LOOK` a look: the same in every replay
            S.ticks += 1
            return base + S.ticks * LOOK + S.slept
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
