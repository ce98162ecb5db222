"""Code that runs inside the sandbox for the notebooks: `harness.py`, the fresh run of a notebook.

The grader never imports it: `autograder.notebooks.fresh` reads the harness as text and runs it
with ``python -S -c`` in a sandboxed child.
"""
