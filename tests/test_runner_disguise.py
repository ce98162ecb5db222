"""Tests that a submission run by the grader finds what it finds at a terminal: the builtin
``input``, and ``sys.stdin``/``sys.stdout`` that are real ``io.TextIOWrapper`` objects, so a
program that looks for the grader cannot behave one way when graded and another when played.

Glossary: the *harness* is what the runner puts around a submission (its streams and exits);
a *tell* is a sign of the harness a program can test, such as ``type(sys.stdout)``.
"""
from __future__ import annotations

from pathlib import Path

from autograder.sandbox import child as sandbox
from autograder.pontoon.grade import grade_submission
from autograder.sandbox.child import Limits, run_batch, run_child

FAST = Limits(wall_seconds=8.0, cpu_seconds=2.0, memory_mb=256, output_bytes=100_000)
BEGINNER = Path(__file__).parent / "corpus" / "beginners" / "c1_script_hit_stand" / "pontoon.py"
TELLS = '''import builtins, io, sys
TELLS = [name for name, fake in [
    ("input", type(input).__name__ != "builtin_function_or_method"
              or input is not builtins.input or input.__module__ != "builtins"),
    ("stdin", type(sys.stdin) is not io.TextIOWrapper or sys.stdin is not sys.__stdin__),
    ("stdout", type(sys.stdout) is not io.TextIOWrapper or sys.stdout is not sys.__stdout__),
    ("stdin.buffer", type(sys.stdin.buffer) is not io.BufferedReader),
    ("fileno", (sys.stdin.fileno(), sys.stdout.fileno()) != (0, 1)),
    ("buffering", (sys.stdout.write_through, sys.stdout.line_buffering,
                   sys.stdin.line_buffering) != (False, True, True)),
    ("exit", type(exit).__name__ != "Quitter" or type(quit).__module__ != "_sitebuiltins"
             or repr(exit) != "Use exit() or Ctrl-D (i.e. EOF) to exit"),
    ("orig_argv", sys.orig_argv[1:] != ["pontoon.py"]),
] if fake]
'''


def test_a_program_hunting_for_the_grader_is_graded_on_what_it_does_at_a_terminal(tmp_path):
    """A correct beginner script that quits at once if it sees a tell: it must earn full marks."""
    path = tmp_path / "pontoon.py"
    path.write_text(TELLS + "if TELLS:\n    print('graded!', TELLS)\n    raise SystemExit\n"
                    + BEGINNER.read_text(encoding="utf-8"))
    grade = grade_submission(path, seed=5)
    assert (grade.score, grade.max_score) == (85, 85), grade


def test_streams_work_as_at_a_terminal_and_the_transcript_is_as_before(tmp_path):
    """Prompts split across print and input, a hand-printed prompt read with readline, bytes on
    ``sys.stdout.buffer`` in order, answers echoed by ``input`` only, EOFError at end of input
    (a question no answer satisfies). A question whose answer changes nothing gets an empty
    line (its effect is the same whatever is typed)."""
    path = tmp_path / "pontoon.py"
    path.write_text(TELLS + "print('tells', TELLS)\n"
                    "print('Your value: 5', end=' ')\n"
                    "a = input('Twist or stick? (t/s) ')\n"
                    "sys.stdout.buffer.write(b'Your value: 9\\n'); sys.stdout.flush()\n"
                    "sys.stdout.write('Stick or twist? (s/t) ')\n"
                    "b = sys.stdin.readline()\n"
                    "print('read', repr(a), repr(b), repr(sys.stdin.read()))\n"
                    "try:\n    while input('Play again? (y/n) ') != 'never':\n        pass\n"
                    "except EOFError as exc:\n    print('eof:', exc)\n")
    result = run_child(path, {"mode": "program", "seed": 1, "eof_after": 3,
                              "policy": {"kind": "always", "answer": "s"}}, FAST)
    [message] = result.of_kind("program")
    brief = [{k: e[k] for k in ("out", "ask", "answer") if k in e} for e in message["transcript"]]
    assert brief == [
        {"out": "tells []\nYour value: 5 "}, {"ask": "Twist or stick? (t/s) ", "answer": ""},
        {"out": "Your value: 9\n"}, {"ask": "Stick or twist? (s/t) ", "answer": ""},
        {"out": "read '' '\\n' ''\n"}, {"ask": "Play again? (y/n) ", "answer": None},
        {"out": "eof: EOF when reading a line\n"}], brief
    assert result.stdout == ("tells []\nYour value: 5 Twist or stick? (t/s) \nYour value: 9\n"
                             "Stick or twist? (s/t) read '' '\\n' ''\nPlay again? (y/n) "
                             "eof: EOF when reading a line\n"), result.stdout
    assert (message["exit"], message["eof_given"]) == ("eof", True)


def test_a_task_that_closes_or_reads_ahead_leaves_the_next_task_as_if_alone(tmp_path):
    """Batch mode: new streams for every task, so a closed stdout or a half-read answer of one
    task does not reach the next."""
    path = tmp_path / "pontoon.py"
    path.write_text("import sys\nfirst = sys.stdin.read(1)\nprint('first', repr(first))\n"
                    "answer = input('Twist or stick? (t/s) ')\nprint('answer', repr(answer))\n"
                    "sys.stdout.close()\n")
    task = {"mode": "program", "seed": 1, "policy": {"kind": "always", "answer": "t"}}
    results = run_batch(path, [task, task], FAST)
    alone = run_child(path, task, FAST)
    typed = [e["answer"] for e in alone.of_kind("program")[0]["transcript"] if "ask" in e][1]
    assert alone.stdout == f"first '\\n'\nTwist or stick? (t/s) {typed}\nanswer {typed!r}\n", \
        alone.stdout          # an answer that changes nothing: whichever the runner chose
    for result in results:
        assert result.stdout == alone.stdout, result.stdout
        assert result.of_kind("program")[0]["transcript"] == \
            alone.of_kind("program")[0]["transcript"]


def test_output_reaches_the_transcript_in_the_order_a_terminal_shows_it(tmp_path):
    """Lines are buffered as at a terminal: a line written by ``os.write(1, ...)`` comes before
    an unfinished line ``print`` holds back, the held-back text is the transcript's before the
    next question, and what is left unflushed at the end is not lost; in the fallback sandbox
    (``python -I -S``) ``exit`` is the same ``Quitter`` and ``sys.orig_argv`` shows no flags."""
    path = tmp_path / "pontoon.py"
    path.write_text(TELLS + "import os\nprint('tells', TELLS)\n"
                    "print('A', end=''); os.write(1, b'B\\n'); print('C')\n"
                    "sys.stdout.write('D'); os.write(1, b'E\\n')\n"
                    "input('Twist or stick? (t/s) ')\n"
                    "print('bye', end='')\nexit()\n")
    task = {"mode": "program", "seed": 1, "policy": {"kind": "always", "answer": "s"}}
    for mode in ("auto", "limits"):
        sandbox.configure(mode)
        try:
            result = run_child(path, task, FAST)
        finally:
            sandbox.configure("auto")
        [message] = result.of_kind("program")
        first = {k: v for k, v in message["transcript"][1].items() if k not in ("tried", "wants")}
        assert message["transcript"][:1] == [{"out": "tells []\nB\nAC\nE\nD"}] and first == {
            "ask": "Twist or stick? (t/s) ", "answer": "", "means": None, "kind": "other",
            "question": "Twist or stick? (t/s) ", "effect": "end"}, (mode, message["transcript"])
        assert message["transcript"][2:] == [{"out": "bye"}], (mode, message["transcript"])
        assert result.stdout == "tells []\nB\nAC\nE\nDTwist or stick? (t/s) \nbye", result.stdout
        assert message["exit"] == "sys.exit", message
