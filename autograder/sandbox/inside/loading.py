"""Loading the submission and describing what it did: its import, its names, return values as
JSON, its errors with the part of the traceback that is its own.
"""

import os
import sys

from .channel import (FunctionType, ModuleType, RANKS, S, SUITS, _safe_repr, _safe_str,
    _short)  # bundled
from .streams import _drain_fd1, _eof_asker, _flush_stdout  # bundled


def card_from_json(value):
    """Turn JSON lists back into tuples where they are ``[rank, suit]`` cards, recursively."""
    if isinstance(value, list):
        if len(value) == 2 and value[0] in RANKS and value[1] in SUITS:
            return (value[0], value[1])
        return [card_from_json(v) for v in value]
    return value


# the sequence types returned as lists: the plain ones, and the runner's own (`stack.Dealt`, the
# whole deck its ``sample`` hands a program, adds itself): a deck the grader dealt is the
# program's list, not an object of its own
LISTS = {list, tuple}


def encode(value, depth=0):
    """JSON-encode a return value: tuples become lists; anything unusual becomes a tagged repr.

    >>> encode((1, [2, "x"])), encode({1}) == {"type": "set", "repr": "{1}"}
    ([1, [2, 'x']], True)
    >>> from collections import namedtuple
    >>> encode([namedtuple("Card", "rank suit")("Ace", "Clubs")])
    [['Ace', 'Clubs']]
    """
    if value is None or isinstance(value, (bool, int, str)):
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 2**53:
            return {"type": "int", "repr": _short(repr(value))}
        return _short(value) if isinstance(value, str) else value
    if isinstance(value, float) and value == value and abs(value) != float("inf"):
        return value
    if isinstance(value, (list, tuple)) and depth < 8 and type(value) in LISTS:
        return [encode(v, depth + 1) for v in value[:1_000]]
    if isinstance(value, (list, tuple)) and depth < 8:
        # a class of the program's built on a tuple or a list (a ``namedtuple`` card, a
        # ``Card(tuple)``, a ``Deck(list)``) holds what the built-in holds: read through the
        # built-in's own indexing, so no method of the program's runs here
        base = tuple if isinstance(value, tuple) else list
        return [encode(v, depth + 1) for v in base.__getitem__(value, slice(0, 1_000))]
    if isinstance(value, dict) and type(value) is dict and depth < 8:
        return {"type": "dict", "items": [[encode(k, depth + 1), encode(v, depth + 1)]
                                          for k, v in list(value.items())[:1000]]}
    return {"type": type(value).__name__, "repr": _safe_repr(value)}


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


_COMPILED = {}                # (path, source bytes) -> code: a batch's tasks compile once


def compile_submission(path: str):
    """Compile the submission's source (its own encoding cookie respected), once a child for the
    same bytes (a code object is immutable; each task runs it in a namespace of its own). A
    source whose compiling warns (``"is" with a literal``) is compiled by every task, so every
    task's stderr shows the warning as a child of its own would."""
    import warnings
    with open(path, "rb") as handle:
        source = handle.read()
    code = _COMPILED.get((path, source))
    if code is not None:
        return code
    with warnings.catch_warnings(record=True) as warned:
        warnings.simplefilter("always")
        code = compile(source, path, "exec", dont_inherit=True)
    if warned:
        return compile(source, path, "exec", dont_inherit=True)     # warns as it would have
    _COMPILED.clear()
    _COMPILED[(path, source)] = code
    return code


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


def _is_stdlib(module) -> bool:
    """Whether a module in ``sys.modules`` is the standard library's (never the submission's)."""
    try:
        origin = module.__spec__.origin
        return isinstance(origin, str) and type(module) is ModuleType and (
            origin in ("built-in", "frozen") or (
                origin.startswith(sys.base_prefix + os.sep) and "-packages" not in origin))
    except BaseException:
        return False
