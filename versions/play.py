"""Play a version from the terminal: `python -m versions.v1` runs `run(pontoon)`.

A function that is not written yet stops the game with one sentence saying which, instead
of a traceback, so that trying the game early is never frightening.
"""
from __future__ import annotations

import sys
import traceback
from pathlib import Path
from types import ModuleType


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
        print(f"{frame.name}() in {Path(frame.filename).name} is not written yet: replace its "
              "`raise NotImplementedError()` with your code, then play again.", file=sys.stderr)
        return 1
    return 0
