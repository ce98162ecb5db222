"""One lock for every ``compile()`` and ``ast.parse`` the grader makes.

CPython 3.11's compiler keeps its AST recursion depth in state shared by the interpreter's
threads, so two threads compiling at once (``grade --jobs 2`` grades in threads; the notebooks'
fresh runs are started from threads) can fail with ``SystemError: AST constructor recursion
depth mismatch``. Everything in the grader's own process that parses or compiles Python goes
through `LOCK`: `parse` here, and `autograder.sandbox.child.runner_code`.
"""
from __future__ import annotations

import ast
import threading

LOCK = threading.Lock()


def parse(source: str | bytes, filename: str = "<unknown>") -> ast.Module:
    """``ast.parse(source, filename)``, one thread at a time.

    >>> type(parse("x = 1")).__name__
    'Module'
    """
    with LOCK:
        return ast.parse(source, filename)
