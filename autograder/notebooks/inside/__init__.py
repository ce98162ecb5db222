"""Code that runs inside the sandbox for the notebooks: `harness.py`, the fresh run of a notebook,
and `compare.py`, how its given and test cells compare.

The grader never imports them to grade: `autograder.notebooks.fresh` reads the harness as text
and runs it with ``python -S -c`` in a sandboxed child, and sends the comparator's text with the
plan (the harness runs it before any student code).
"""
