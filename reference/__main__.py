"""``python -m reference play|simulate|odds|table ...``: one command, each part's own ``main``.

Each command's module is imported only when it is asked for, so a part still being
written (or one that fails to import) costs one line and exit code 2, never a traceback.

>>> dispatch(["juggle"])
2
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence

COMMANDS = {
    "play": ("reference.play", "play a preset at the terminal"),
    "simulate": ("reference.simulate", "run the strategy experiment"),
    "odds": ("reference.odds", "exact odds by dynamic programming"),
    "table": ("reference.table", "the multi-player blackjack table"),
    "twentyone": ("reference.twentyone", "the twenty-one lab: two strategies, one deck"),
}
USAGE = "usage: python -m reference {" + "|".join(COMMANDS) + "} [arguments...]"


def usage_text() -> str:
    """The help text: the usage line and one line per command.

    >>> usage_text().splitlines()[1].split()[0]
    'play'
    """
    lines = [USAGE] + [f"  {name:<9} {about}" for name, (_, about) in COMMANDS.items()]
    return "\n".join(lines)


def dispatch(argv: Sequence[str]) -> int:
    """Run the command named by ``argv[0]`` with the rest; 2 with one line for bad usage.

    >>> dispatch(["--help"]) == 0
    usage: python -m reference {play|simulate|odds|table|twentyone} [arguments...]
    ...
    True
    """
    if not argv:
        print(f"{USAGE} (no command given)", file=sys.stderr)
        return 2
    command, rest = argv[0], list(argv[1:])
    if command in ("-h", "--help", "help"):
        print(usage_text())
        return 0
    if command not in COMMANDS:
        print(f"python -m reference: unknown command {command!r} (choose from {', '.join(COMMANDS)})",
              file=sys.stderr)
        return 2
    module_name = COMMANDS[command][0]
    try:
        module = importlib.import_module(module_name)
    except ImportError as error:
        print(f"python -m reference {command}: not available ({error})", file=sys.stderr)
        return 2
    main = getattr(module, "main", None)
    if main is None:
        print(f"python -m reference {command}: {module_name} has no main()", file=sys.stderr)
        return 2
    try:
        return int(main(rest) or 0)
    except BrokenPipeError:          # `python -m reference ... | head` closed the pipe early
        quiet_stdout()
        return 1


def quiet_stdout() -> None:
    """Point stdout at /dev/null so Python's exit flush cannot fail on a closed pipe."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


if __name__ == "__main__":
    sys.exit(dispatch(sys.argv[1:]))
