"""Test cells decided outside the student's kernel (autograder.notebooks.fresh): every attack on
the grading machinery, in an answer cell, earns what the real answers earn and is noted.

Each case is a small notebook plan (a given cell, an answer cell, a test cell) run fresh, once
with the unwritten answer (must fail) and once with the model answer (must pass), the attack
appended to the answer cell either way. The real course's model answers are checked too: the
fresh run passes them all and notes nothing.
"""
from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from autograder.notebooks import fresh

GIVEN = textwrap.dedent('''\
    class Card:
        def __init__(self, rank):
            self.rank = rank
        def __eq__(self, other):
            return isinstance(other, Card) and self.rank == other.rank
    ''')
UNWRITTEN = "def pair(rank):\n    raise NotImplementedError()\n"
MODEL = "def pair(rank):\n    return [Card(rank), Card(rank)]\n"
TEST = ('cards = pair(7)\nassert len(cards) == 2, f"pair(7) gave {len(cards)} cards"\n'
        'assert cards[0] == Card(7) and cards[1] == Card(7), "pair(7) should be two sevens"\n')

ATTACKS = {
    "input_transformer": 'get_ipython().input_transformers_post.append(lambda lines: ["pass\\n"])',
    "ast_transformer": textwrap.dedent('''\
        import ast
        class Swallow(ast.NodeTransformer):
            def visit_Module(self, node):
                handler = ast.ExceptHandler(type=None, name=None, body=[ast.Pass()])
                return ast.fix_missing_locations(ast.Module(body=[ast.Try(body=node.body,
                    handlers=[handler], orelse=[], finalbody=[])], type_ignores=[]))
        get_ipython().ast_transformers.append(Swallow())'''),
    "showtraceback": "get_ipython().showtraceback = lambda *args, **kwargs: None",
    "custom_exc": "get_ipython().set_custom_exc((BaseException,), lambda *args, **kwargs: None)",
    "builtins_len": "import builtins\nbuiltins.len = lambda x: 2",
    "builtins_shadowed": "def len(x):\n    return 2",
    "excepthook": "import sys\nsys.excepthook = lambda *args: None",
    "assertion_error": ("import builtins\nclass AssertionError(Exception):\n    pass\n"
                        "builtins.AssertionError = AssertionError"),
    "settrace": textwrap.dedent('''\
        import sys
        def skip(frame, event, arg):
            return skip
        sys.settrace(skip)'''),
    "class_patched": "Card.__eq__ = lambda self, other: True",
    "patched_during_test": textwrap.dedent('''\
        _real = pair
        def pair(rank):
            import builtins
            builtins.len = lambda x: 2
            Card.__eq__ = lambda self, other: True
            return _real(rank)'''),
    "test_globals_during_test": textwrap.dedent('''\
        _real = pair
        def pair(rank):
            try:
                raise ValueError
            except ValueError as error:
                error.__traceback__.tb_frame.f_back.f_globals["Card"] = lambda rank: None
            return _real(rank)'''),
    "forged_channel": textwrap.dedent('''\
        import os
        for fd in range(0, 30):
            try:
                os.write(fd, b"0" * 64 + b" 0 verdict test_pair 1\\n")
            except OSError:
                pass'''),
    "garbage_collector": "import gc\nsecrets = [o for o in gc.get_objects() if isinstance(o, dict)]",
    "frames": "import sys\nharness = sys._getframe(1).f_locals",
    "proc_mem": "open('/proc/self/mem', 'rb')",
    "import_path": "import sys\nsys.path.insert(0, '/tmp/elsewhere')",
    "thread": "import threading, time\nthreading.Thread(target=time.sleep, args=(3,), daemon=True).start()",
}
# what the fresh run says about each attack (a part of one of its notes)
NOTED = {"input_transformer": "get_ipython().input_transformers_post", "ast_transformer": "ast_transformers",
         "showtraceback": "set get_ipython().showtraceback", "custom_exc": "set_custom_exc",
         "builtins_len": "changed builtins.len", "builtins_shadowed": "rebound len",
         "excepthook": "changed sys.excepthook", "assertion_error": "AssertionError",
         "settrace": "refused sys.settrace", "class_patched": "changed Card.__eq__",
         "patched_during_test": "during test_pair", "test_globals_during_test": "refused the attribute tb_frame",
         "forged_channel": "forged lines", "garbage_collector": "refused gc.get_objects",
         "frames": None, "proc_mem": "refused open", "import_path": "sys.path",
         "thread": "started a thread"}


def _plan(answer: str, attack: str) -> list[dict]:
    given, test = GIVEN, TEST
    return [{"kind": "given", "id": "given", "source": given, "binds": fresh.names_of(given)[0],
             "reads": fresh.names_of(given)[1]},
            {"kind": "student", "id": "pair", "source": answer + "\n" + attack + "\n"},
            {"kind": "test", "id": "test_pair", "source": test, "binds": fresh.names_of(test)[0],
             "reads": fresh.names_of(test)[1]}]


# an answer that tampers while a test runs fails that test, model answer or not
DURING_TEST = {"patched_during_test", "test_globals_during_test"}


@pytest.mark.parametrize("attack", sorted(ATTACKS))
@pytest.mark.parametrize("answer, earns", [(UNWRITTEN, False), (MODEL, True)], ids=["unwritten", "model"])
def test_fresh_attack_earns_what_the_answer_earns(attack, answer, earns):
    earns = earns and attack not in DURING_TEST
    run = fresh.run_fresh(_plan(answer, ATTACKS[attack]), timeout=10)
    assert run.finished, f"{attack}: the fresh run did not finish ({run.status}); notes {run.notes}"
    assert run.verdicts == {"test_pair": earns}, f"{attack}: verdicts {run.verdicts}, notes {run.notes}"
    if NOTED[attack] is not None:
        assert any(NOTED[attack] in note for note in run.notes), f"{attack}: notes {run.notes}"


@pytest.mark.parametrize("answer, earns", [(UNWRITTEN, False), (MODEL, True)], ids=["unwritten", "model"])
def test_fresh_untampered_answer_is_not_noted(answer, earns):
    run = fresh.run_fresh(_plan(answer, ""), timeout=10)
    assert (run.verdicts, run.notes, run.finished) == ({"test_pair": earns}, [], True)


def test_fresh_cell_past_its_time_fails_and_the_rest_still_run():
    loop = "def pair(rank):\n    while True:\n        try:\n            pass\n        except KeyboardInterrupt:\n            pass\n"
    plan = _plan(loop, "") + [{"kind": "student", "id": "again", "source": MODEL},
                              {**_plan(MODEL, "")[2], "id": "test_again"}]
    run = fresh.run_fresh(plan, timeout=1)
    assert run.verdicts == {"test_pair": False, "test_again": True}, run


@pytest.mark.parametrize("line, forged", [
    ("verdict t1 1", False), ("note x", False)], ids=["verdict", "note"])
def test_read_records_signed_lines_count_and_others_are_forged(line, forged):
    key = b"k" * 32
    import hashlib
    import hmac

    signed = f"{hmac.new(key, f'0 {line}'.encode(), hashlib.sha256).hexdigest()} 0 {line}"
    run = fresh.read_records("\n".join([signed, f"{'0' * 64} 1 verdict t1 1"]), key, ["t1"])
    assert run.notes[-1] == "forged lines on the channel the verdicts come back on"
    assert run.verdicts == {"t1": line == "verdict t1 1"} and not run.finished


def test_plan_takes_given_and_test_cells_from_the_source():
    nbformat = pytest.importorskip("nbformat", reason="the notebooks extra is not installed")
    test = nbformat.v4.new_code_cell("assert pair(1)\n### BEGIN HIDDEN TESTS\nassert pair(2)\n### END HIDDEN TESTS",
                                     metadata={"nbgrader": {"grade": True, "grade_id": "t", "points": 1}})
    given = nbformat.v4.new_code_cell(GIVEN, metadata={"nbgrader": {"locked": True, "grade_id": "g"}})
    answer = nbformat.v4.new_code_cell(MODEL, metadata={"nbgrader": {"solution": True, "grade_id": "pair"}})
    edited = [nbformat.v4.new_code_cell("Card = None", metadata=given.metadata), answer,
              nbformat.v4.new_code_cell("pass", metadata=test.metadata), nbformat.v4.new_markdown_cell("hi")]
    plan = fresh.plan_cells(nbformat.v4.new_notebook(cells=edited),
                            nbformat.v4.new_notebook(cells=[given, answer, test]))
    assert [(c["kind"], c["id"]) for c in plan] == [("given", "g"), ("student", "pair"), ("test", "t")]
    assert plan[0]["source"] == GIVEN.strip() and "assert pair(2)" in plan[2]["source"]


def _course_notebooks() -> list[Path]:
    source = Path(__file__).resolve().parent.parent / "notebooks" / "source"
    return sorted(source.glob("*/*.ipynb"))


@pytest.mark.parametrize("path", _course_notebooks(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_fresh_model_answers_pass_every_test_unnoted(path):
    nbformat = pytest.importorskip("nbformat", reason="the notebooks extra is not installed")
    from autograder.notebooks.course import strip_markers

    nb = nbformat.read(path, as_version=4)
    answered = nbformat.read(path, as_version=4)
    for cell in answered.cells:
        if cell.get("metadata", {}).get("nbgrader", {}).get("solution"):
            cell.source = strip_markers(cell.source)
    plan = fresh.plan_cells(answered, nb)
    for cell in plan:
        cell["source"] = strip_markers(cell["source"])
    run = fresh.run_fresh(plan, timeout=60, folder=path.parent)
    failed = [test for test, passed in run.verdicts.items() if not passed]
    assert run.verdicts and not failed and not run.notes, f"{path.name}: failed {failed}, notes {run.notes}"


@pytest.mark.parametrize("path, mode", [("/proc/self/mem", "rb"), ("/dev/fd/../mem", "rb"),
                                        ("../../proc/self/maps", "rb"), ("/proc/self/task", "rb"),
                                        ("/proc/self/fd/0", "rb"), ("/proc/self/comm", "w")])
def test_fresh_ways_to_the_harness_memory_are_refused(path, mode):
    attack = f"try:\n    open({path!r}, {mode!r})\nexcept (PermissionError, IsADirectoryError):\n    refused = True\n"
    run = fresh.run_fresh(_plan(MODEL, attack + "import os\nos.symlink('/dev/fd/../mem', 'here')"), timeout=10)
    assert run.verdicts == {"test_pair": True}, run
    assert any(f"refused open {path!r}" in note for note in run.notes), run.notes
    assert any("refused os.symlink" in note for note in run.notes), run.notes


def test_fresh_student_files_shadow_no_module_before_the_grading_starts(tmp_path):
    (tmp_path / "json.py").write_text("raise SystemExit('the grader imported the student json.py')\n")
    (tmp_path / "hashlib.py").write_text("raise SystemExit('the grader imported the student hashlib.py')\n")
    run = fresh.run_fresh(_plan(MODEL, ""), timeout=10, folder=tmp_path)
    assert (run.verdicts, run.finished) == ({"test_pair": True}, True), run


def test_fresh_honest_reads_of_proc_are_not_noted():
    # what an honest notebook may read (as the kernel test's hunting cell does): every process's
    # command line, its own status, the machine's processors; then a /proc folder as a dir_fd
    honest = ("import os\n"
              "names = [open(f'/proc/{p}/cmdline', 'rb').read() for p in os.listdir('/proc') if p.isdigit()]\n"
              "assert names and open('/proc/self/status').read() and open('/proc/cpuinfo').read()\n")
    run = fresh.run_fresh(_plan(MODEL, honest), timeout=10)
    assert (run.verdicts, run.notes) == ({"test_pair": True}, []), run
    attack = "import os\ntry:\n    os.open('/proc/self', os.O_RDONLY)\nexcept PermissionError:\n    pass\n"
    run = fresh.run_fresh(_plan(MODEL, attack), timeout=10)
    assert any("refused open '/proc/self'" in note for note in run.notes), run.notes
