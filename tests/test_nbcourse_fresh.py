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


# --- answers whose objects lie to the tests' comparisons (issue 19) -----------------------------
# The given and test cells' comparisons are the harness's (autograder/notebooks/inside/compare.py):
# an answer earns what its real value earns (nothing, or a builtin subclass's builtin value)
# and each lie is noted, whichever way the test asks.

LIAR = "class Liar:\n    def __eq__(self, other):\n        return True\n    __hash__ = object.__hash__\n"
LUCKY = ("class Lucky(int):\n    def __eq__(self, other):\n        return True\n    __hash__ = int.__hash__\n"
         "def deal():\n    return Lucky({})\n")
PILE = ("class Pile:\n    def __init__(self):\n        self.cards = [Card(7)]\n"
        "    def __iter__(self):\n        return iter(self.cards)\n"
        "    def __contains__(self, card):\n        return False\n")
LIES = {  # name: (answer cell, test cell, whether the test passes, a part of the note)
    "eq": (LIAR + "def deal():\n    return Liar()\n", "assert deal() == 21", False, "`__eq__` says it equals anything"),
    "eq_reflected": (LIAR + "def deal():\n    return Liar()\n", "assert 21 == deal()", False, "says it equals anything"),
    "eq_in_chain": (LIAR + "def deal():\n    return Liar()\n", "assert 0 < 21 == deal()", False, "says it equals anything"),
    "ne_false": ("class Same:\n    def __ne__(self, other):\n        return False\ndef deal():\n    return Same()\n",
                 "assert not (deal() != 21)", False, "`__ne__` says it equals anything"),
    "ne_true": ("class Other:\n    def __ne__(self, other):\n        return True\ndef shuffled(cards):\n    return Other()\n",
                "assert shuffled([1, 2, 3]) != [1, 2, 3]", False, "differs from anything, itself included"),
    "contains": ("class Everything:\n    def __contains__(self, card):\n        return True\n"
                 "def deck():\n    return Everything()\n", "assert Card(7) in deck()", False, "says it holds anything"),
    "not_contains": (PILE + "def pile():\n    return Pile()\n", "assert Card(7) not in pile()", False,
                     "does not hold what it holds"),
    "bool_object": ("class Yes:\n    def __bool__(self):\n        return True\n"
                    "class Liar:\n    def __eq__(self, other):\n        return Yes()\ndef deal():\n    return Liar()\n",
                    "assert deal() == 21", False, "gave a 'Yes', not True or False"),
    "int_subclass_wrong": (LUCKY.format(5), "assert deal() == 21", False, "lies (compared as its builtin value)"),
    "int_subclass_right": (LUCKY.format(21), "assert deal() == 21", True, "lies (compared as its builtin value)"),
    "list_of_liars": (LIAR + "def pair(rank):\n    return [Liar(), Liar()]\n", TEST, False, "says it equals anything"),
    "card_subclass": ("class Joker(Card):\n    def __eq__(self, other):\n        return isinstance(other, Card)\n"
                      "    __hash__ = object.__hash__\ndef pair(rank):\n    return [Joker(2), Joker(3)]\n",
                      TEST, False, "says it equals anything (a 'Joker')"),
    "ordering": ("class Low:\n    def __lt__(self, other):\n        return True\ndef key(card):\n    return Low()\n",
                 "assert key(Card(14)) < key(Card(2))", False, "`__lt__` says < anything"),
    "comparator_closure": (LIAR + "def deal():\n    return Liar()\n"
                           "for cell in __bjk_compare__.__closure__:\n"
                           "    if getattr(cell.cell_contents, '__name__', '') == 'equal':\n"
                           "        cell.cell_contents = lambda a, b: True\n",
                           "assert deal() == 21", False, "changed how the tests compare"),
    "comparator_class": (LIAR + "def deal():\n    return Liar()\n"
                         "for cell in __bjk_compare__.__closure__:\n"
                         "    if getattr(cell.cell_contents, '__name__', '') == 'Undecided':\n"
                         "        cell.cell_contents.__new__ = lambda cls, *args: ValueError('swallowed')\n",
                         "try:\n    assert deal() == 21\nexcept Exception:\n    pass", False, "Undecided.__new__"),
    "comparator_rebound": (LIAR + "def deal():\n    return Liar()\n__bjk_compare__ = lambda op, a, b: True\n",
                           "assert deal() == 21", False, "rebound __bjk_compare__"),
}
HONEST = {  # name: (answer cell, test cell): passes, nothing noted
    "own_card": ("class Carte:\n    def __init__(self, rank):\n        self.rank = rank\n"
                 "    def __eq__(self, other):\n        return isinstance(other, Carte) and self.rank == other.rank\n"
                 "    __hash__ = None\n",
                 "assert Carte(7) == Carte(7) and Carte(7) != Carte(8) and not Carte(7) == Carte(8)\n"
                 "assert Carte(7) in [Carte(2), Carte(7)] and Carte(9) not in [Carte(2), Carte(7)]"),
    "own_dataclass": ("from dataclasses import dataclass\n@dataclass(frozen=True)\nclass Carte:\n    rank: int\n",
                      "assert Carte(7) == Carte(7) and Carte(7) != Carte(8) and {Carte(7): 1} == {Carte(7): 1}\n"
                      "assert Carte(7) in {Carte(7), Carte(8)} and [Carte(2), Carte(7)] == [Carte(2), Carte(7)]"),
    "given_card": (MODEL, TEST + "assert Card(7) in pair(7) and Card(8) not in pair(7) and pair(7) != pair(8)"),
    "own_container": (PILE.replace("return False", "return card in self.cards") + "def pile():\n    return Pile()\n",
                      "assert Card(7) in pile() and Card(8) not in pile()"),
    "numbers": ("from fractions import Fraction\nfrom decimal import Decimal\nimport enum\n"
                "class Points(enum.IntEnum):\n    BLACKJACK = 21\n"
                "def deal():\n    return [Fraction(42, 2), Decimal(21), Points.BLACKJACK, 21.0, True]\n",
                "assert deal() == [21, 21, 21, 21, 1] and deal()[0] < 22 and 20 < deal()[2] <= 21\n"
                "assert deal() != [21, 21, 21, 21, 2] and 21 in deal() and 22 not in deal()"),
    "stdlib_kinds": ("from collections import Counter, namedtuple, OrderedDict\nHand = namedtuple('Hand', 'cards value')\n"
                     "def count(ranks):\n    return Counter(ranks)\ndef hand():\n    return Hand((10, 11), 21)\n",
                     "assert count([7, 7, 2]) == {7: 2, 2: 1} and count([7]) != {7: 2}\n"
                     "assert hand() == ((10, 11), 21) and hand().value == 21 and 11 in hand().cards\n"
                     "assert (10, 10) < hand().cards <= (10, 11) and 'a' in 'cards' and [Card(2)] != [Card(3)]"),
}


def _lie_plan(answer: str, test: str) -> list[dict]:
    plan = _plan(answer, "")
    plan[2] = {**plan[2], "source": test, "binds": fresh.names_of(test)[0], "reads": fresh.names_of(test)[1]}
    return plan


@pytest.mark.parametrize("lie", sorted(LIES))
def test_fresh_lying_answer_earns_its_real_value_and_is_noted(lie):
    answer, test, earns, needle = LIES[lie]
    run = fresh.run_fresh(_lie_plan(answer, test), timeout=10)
    assert run.finished, f"{lie}: the fresh run did not finish ({run.status}); notes {run.notes}"
    assert run.verdicts == {"test_pair": earns}, f"{lie}: verdicts {run.verdicts}, notes {run.notes}"
    assert any(needle in note for note in run.notes), f"{lie}: no note says {needle!r}: {run.notes}"


@pytest.mark.parametrize("case", sorted(HONEST))
def test_fresh_honest_objects_compare_as_python_does_unnoted(case):
    answer, test = HONEST[case]
    run = fresh.run_fresh(_lie_plan(answer, test), timeout=10)
    assert (run.verdicts, run.notes) == ({"test_pair": True}, []), f"{case}: {run}"


# --- the comparator itself, in this process (fast) ------------------------------------------------

def _python(op: str, a, b):
    import operator

    if op in ("in", "not in"):
        return (b.__contains__(a)) if op == "in" else not b.__contains__(a)
    return {"==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le,
            ">": operator.gt, ">=": operator.ge}[op](a, b)


def _plain_data():
    from hypothesis import strategies as st

    scalars = st.one_of(st.integers(-3, 3), st.booleans(), st.none(), st.sampled_from(["", "a", "ab"]),
                        st.floats(-2, 2, allow_nan=False), st.sampled_from([b"", b"a"]))
    return st.recursive(scalars, lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.lists(inner, max_size=3).map(tuple),
        st.dictionaries(st.integers(0, 2), inner, max_size=3),
        st.frozensets(st.integers(-2, 2), max_size=3)), max_leaves=8)


def test_comparator_plain_data_agrees_with_python():
    hypothesis = pytest.importorskip("hypothesis", reason="hypothesis is not installed")
    from hypothesis import given, settings, strategies as st

    from autograder.notebooks.inside.compare import make_comparator

    notes: list[str] = []
    compare, _chain = make_comparator(notes.append, ["in t"])

    @settings(max_examples=300, derandomize=True, deadline=None)
    @given(st.sampled_from(["==", "!=", "<", "<=", ">", ">=", "in", "not in"]), _plain_data(), _plain_data())
    def agrees(op, a, b):
        if op in ("in", "not in"):
            b = [b, a] if isinstance(a, int) else (b if isinstance(b, (list, tuple)) else [b])
        try:
            expected = _python(op, a, b)
        except TypeError:
            with pytest.raises(TypeError):
                compare(op, a, b)
            return
        assert compare(op, a, b) is expected, f"{a!r} {op} {b!r}"

    agrees()
    assert notes == [] and hypothesis


@pytest.mark.parametrize("source, expected", [
    ("1 < 2 < 3", True), ("1 < 3 < 2", False), ("[1, (2, 'x')] == [1, (2, 'x')]", True),
    ("{'a': [1]} != {'a': [2]}", True), ("2 in {1: 'x', 2: 'y'}", True), ("'jack' not in ['queen']", True),
    ("(1, [2]) < (1, [3])", True), ("[] == ()", False), ("x is None is not False", True),
], ids=lambda value: value if isinstance(value, str) else None)
def test_comparator_rewritten_cell_says_what_python_says(source, expected):
    from autograder.notebooks.inside import compare as module

    compare, chain = module.make_comparator(lambda text: None, [""])
    space = {module.COMPARE: compare, module.CHAIN: chain, "x": None}
    exec(module.rewrite(f"result = {source}"), space)  # noqa: S102 - the test's own fixed source
    assert space["result"] is expected is eval(source, {"x": None})  # noqa: S307


def test_comparator_looks_up_no_global_or_builtin_at_run_time():
    """Every name the comparator uses is a closure variable taken when it was made: a student's
    patched builtin (``builtins.len``) or a name added to its module cannot reach it."""
    import dis
    import inspect
    import types

    from autograder.notebooks.inside import compare as module

    def nested(code):
        for const in code.co_consts:
            if isinstance(const, types.CodeType):
                yield const
                yield from nested(const)

    functions = [code for code in nested(module.make_comparator.__code__)
                 if code.co_flags & inspect.CO_NEWLOCALS]       # a class body runs once, when made
    lookups = {(code.co_name, ins.argval) for code in functions
               for ins in dis.get_instructions(code) if ins.opname in ("LOAD_GLOBAL", "LOAD_NAME")}
    assert lookups == set(), f"looked up at run time: {sorted(lookups)}"


# --- a note flags the student, and the flag and its reason reach the instructor ------------------

NOTE = "in test_deal: an answer's `__eq__` says it equals anything (a 'Liar')"


@pytest.mark.parametrize("scored, run, kind", [
    ({"test_deal": 2.0}, fresh.FreshRun({"test_deal": True}, [NOTE]), "tampered"),      # gained nothing
    ({}, fresh.FreshRun({"test_deal": False}, [NOTE]), "tampered"),                     # scored nothing
    ({"test_deal": 2.0}, fresh.FreshRun({"test_deal": True}), None),                    # honest
], ids=["gained_nothing", "scored_nothing", "honest"])
def test_flag_any_note_flags_the_student_whatever_it_gained(scored, run, kind):
    finding = fresh.Finding("ann")
    fresh.flag(finding, fresh.conclude(Path("/nonexistent"), "cards", "ann", "deck", scored, run), run)
    assert finding.kind == kind
    assert (f"deck: {NOTE}" in finding.details) is (kind is not None), finding.details


def test_flag_and_reason_reach_the_gradebook_and_the_summary(tmp_path, monkeypatch):
    pytest.importorskip("rich", reason="the notebooks extra is not installed")
    from autograder.notebooks import course

    def check_class(work, assignment, students, timeout, jobs):
        return [fresh.Finding("ann", [f"deck: {NOTE}"], "tampered")]

    monkeypatch.setattr(fresh, "check_class", check_class)
    results = {name: course.StudentResult(name, {"deck": 2.0}, {"deck": 2.0}) for name in ("ann", "bob")}
    course._check_fresh(tmp_path, "cards", results, ["ann", "bob"], None, 1)
    result = course.ClassResult("cards", tmp_path, list(results.values()), ["deck"])
    course._write_gradebook(result)
    import csv

    rows = {row["student_id"]: row for row in csv.DictReader(open(result.gradebook, encoding="utf-8"))}
    assert (rows["ann"]["status"], rows["ann"]["score"]) == ("tampered", "2"), rows["ann"]
    assert NOTE in rows["ann"]["details"] and rows["bob"]["status"] == "ok"
    assert result.problems() == [f"ann: deck: {NOTE}"]
