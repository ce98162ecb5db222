"""Play a version from the terminal: `python -m versions.v1` runs `run(pontoon)`.

A function that is not written yet stops the game with one sentence naming the first function
still to write, in the order the file (and the assignment) asks for them, instead of a
traceback, so that trying the game early is never frightening.
"""
from __future__ import annotations

import ast
import inspect
import sys
import traceback
from pathlib import Path
from types import ModuleType


def unwritten(source: str) -> list[str]:
    """Return the functions of a module's source whose body is only `raise NotImplementedError()`.

    They come in the order the file defines them, which is the order to write them in.

    >>> unwritten("def a():\\n    'A.'\\n    raise NotImplementedError()\\ndef b():\\n    return 1\\n")
    ['a']
    """
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    names = []
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef):
            continue
        body = node.body[1:] if ast.get_docstring(node) is not None else node.body
        if len(body) == 1 and isinstance(body[0], ast.Raise) and body[0].exc is not None \
                and "NotImplementedError" in ast.unparse(body[0].exc):
            names.append(node.name)
    return names


def source_of(module: ModuleType) -> str:
    """Return a module's source, or "" when it has none to read.

    >>> "import" in source_of(ast)
    True
    """
    try:
        return inspect.getsource(module)
    except (OSError, TypeError):
        return ""


def run(module: ModuleType) -> int:
    """Play ``module.main()``; 0 when it ends, 1 when a function is still to be written.

    >>> import types
    >>> stub = types.ModuleType("pontoon")
    >>> def main(): raise NotImplementedError()
    >>> stub.main = main
    >>> run(stub)
    1
    """
    try:
        module.main()
    except NotImplementedError:
        frame = traceback.extract_tb(sys.exc_info()[2])[-1]
        todo = unwritten(source_of(module)) or [frame.name]
        file = Path(getattr(module, "__file__", None) or frame.filename).name
        more = f" (then {len(todo) - 1} more)" if len(todo) > 1 else ""
        print(f"{todo[0]}() in {file} is the first function still to write{more}: replace its "
              "`raise NotImplementedError()` with your code, then play again.", file=sys.stderr)
        return 1
    return 0
