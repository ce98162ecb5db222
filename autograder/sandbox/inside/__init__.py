"""The code that runs inside the sandbox child: a package of named parts, run as one program.

The grader never imports it to run a submission. `bundle` joins the parts, in order, into one
source (their imports of each other dropped: in one namespace they need none), which
`autograder.sandbox.child.runner_code` compiles once and the child runs by path with
``python -I -S -B``: one code object, no module of the runner in ``sys.modules`` for a
submission to find, and a lean start (the standard library, imported where it is used).

The parts, in order (each imports only parts before it):

- ``channel``: the run's state, the messages to the grader, the limits, the per-call alarm;
- ``streams``: what the submission finds at a terminal (stdin, stdout, exits, a clock that
  does not wait);
- ``loading``: importing the submission, return values as JSON, its errors;
- ``stack``: stacked random, the grader's cards dealt through ``random``, draws counted;
- ``candidates``: what a question offers, the answers to try on it, and its form;
- ``replays``: the game replayed in this process up to a question, one answer changed and a
  small card laid after it (dialogue by effect's experiment);
- ``effects``: what followed an answer in a replay, classified (a card, refused, the turn
  ended, a new game, the end);
- ``forms``: what a question wants, learnt by trying its candidates, kept for its form;
- ``dialogue``: the player, answering by what was learnt and playing the task's policy;
- ``modes``: ``inspect``, ``calls``, ``program``, ``batch`` and the entry point ``main``.

``runner`` names every part's functions (for tests) and runs ``main`` when started by path.
"""
from __future__ import annotations

import os

PARTS = ("channel", "streams", "loading", "stack", "candidates", "replays", "effects", "forms",
         "dialogue", "modes")
HERE = os.path.dirname(os.path.abspath(__file__))


def _source(name: str) -> str:
    with open(os.path.join(HERE, name + ".py"), encoding="utf-8") as handle:
        return handle.read()


def bundle() -> str:
    """The runner as one source: the parts in order without their imports of each other (each
    such line left blank), then the call of ``main`` when run as a program.

    >>> text = bundle(); "def main()" in text and "from .channel" not in text
    True
    """
    import ast

    out = []
    for name in PARTS:
        text = _source(name)
        lines = text.splitlines(keepends=True)
        for node in ast.parse(text).body:
            if isinstance(node, ast.ImportFrom) and node.level:
                for i in range(node.lineno - 1, node.end_lineno):
                    lines[i] = "\n"             # blank, so line numbers stay the part's
        out.append("".join(lines) + "\n\n")
    out.append('if __name__ == "__main__":\n    main()\n')
    return "".join(out)


def stamp() -> tuple[int, ...]:
    """What changes when any part changes (modification times and sizes), to cache a compile.

    >>> len(stamp()) == 2 * len(PARTS)
    True
    """
    found: list[int] = []
    for name in PARTS:
        info = os.stat(os.path.join(HERE, name + ".py"))
        found += [info.st_mtime_ns, info.st_size]
    return tuple(found)
