"""The program that runs one pontoon submission inside the sandbox child process.

Its parts (this package's modules, see `autograder.sandbox.inside`) are joined into one source,
compiled once, copied into a fresh temporary directory by ``autograder.sandbox.child.run_child``
and started as ``python -I -S -B runner.pyc <channel-fd>``; the grader never imports it to run
a submission (this module names every part's functions, for tests and for a reader).  It reads one
marshalled control object from stdin (``token``, ``submission``, ``task``, ``limits``), sets its own
resource limits, hides the private result channel, strips ``sys.path`` to the standard
library plus the submission's folder, and only then imports student code.  Every message
goes to the channel as one JSON line carrying the per-run token; student output goes to the
ordinary stdout/stderr pipes. Mode ``batch`` runs several tasks in turn, putting back what
each one changed in the process before the next starts. Kept to the standard library and
lean imports on purpose: start-up time is paid once per child run.

The submission finds what it finds at a terminal: the builtin ``input`` and ``sys.stdin`` /
``sys.stdout`` that are ``io.TextIOWrapper`` objects buffering lines, over raw streams that ask
the task's player and capture what is printed (`_new_streams`); ``exit`` and ``quit`` are
``site``'s ``Quitter`` objects even under ``python -S``; ``sys.argv`` and ``sys.orig_argv``
name only ``pontoon.py``.

Glossary: a *stacked deck* is a program-mode task's ``stack``, the cards the grader chooses for
each game; a *card part* is what one ``random`` call draws of a card: its rank (or value), its
suit, or the whole card; a *watched deck* is a student's list the runner laid out with stacked
cards, looked at again (`_settle`) to see how many of them it dealt (through a copy made after
the shuffle, `follow_copies`, or by the cards a hand holds where it deals by an index of its
own, `dealt_by_index`); an *other question* is one
a program asks that is neither twist-or-stick nor play again (a bet, a name, press Enter),
answered with what lets the game go on and marked ``other`` in the transcript (`program_asker`);
an *experiment* replays the game in this process up to a question with one answer changed
(`replay`), and the answer's *effect* is what followed (`effect_of`).
"""

if __package__:                      # imported from the package: every part's names, flat
    from . import (candidates, channel, dialogue, effects, forms, loading, modes, replays, stack,
                   streams)
    for _part in (channel, streams, loading, stack, candidates, replays, effects, forms, dialogue,
                  modes):
        globals().update({k: v for k, v in vars(_part).items() if not k.startswith("__")})
    del _part
else:                                # loaded by path beside its parts: the bundle, run here
    import os as _os
    _init = {"__file__": _os.path.join(_os.path.dirname(_os.path.abspath(__file__)),
                                       "__init__.py")}
    with open(_init["__file__"], "rb") as _handle:
        exec(compile(_handle.read(), _init["__file__"], "exec"), _init)
    exec(compile(_init["bundle"](), __file__, "exec"), globals())

if __name__ == "__main__":
    main()
