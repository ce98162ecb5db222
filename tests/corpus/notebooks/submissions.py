"""Build a class of awkward submissions from an assignment's source and released notebooks.

Every submission starts from the released notebooks (what a student gets) and is edited with
nbformat; the expected gradebook row is worked out from the source's points and the bug table,
so the test checks nbgrader's numbers against the assignment's own metadata.

Students: `solution` (full marks, nbgrader's own folder layout), `untouched` (zero, no crash),
`buggy` (one bug per notebook: only that test's points lost), `looper` (a plain infinite loop
in the first notebook, one that swallows the interrupt in the last: timed out, graded, flagged),
`exiter` (`os._exit` in the last notebook: kernel died, earlier notebooks still count),
`editor` (buggy, with one test cell edited and one deleted: both restored and flagged),
`partial` (only the first notebook), `corrupt` (the last notebook is not JSON), `empty`;
`tamperer` and `swallower` (the untouched release, with an input transformer or an AST
transformer added to the first answer cell: 0, flagged) and `tampered_model` (the solution,
with `showtraceback` replaced: full marks, flagged).
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

import nbformat

PLAIN_LOOP = "\n\ndef {fn}(*args, **kwargs):\n    while True:\n        pass\n"
SWALLOW_LOOP = ("\n\ndef {fn}(*args, **kwargs):\n    import time\n    while True:\n        try:\n"
                "            time.sleep(0.05)\n        except KeyboardInterrupt:\n            pass\n")
EXIT = "\n\ndef {fn}(*args, **kwargs):\n    import os\n    os._exit(1)\n"
# One line in an answer cell that makes every later test cell pass in the student's kernel
# (issue 19): each is graded again outside the kernel, earns what the answers earn, is flagged.
TAMPER = {
    "tamperer": '\nget_ipython().input_transformers_post.append(lambda lines: ["pass\\n"])\n',
    "swallower": ("\nimport ast\nclass Swallow(ast.NodeTransformer):\n    def visit_Module(self, node):\n"
                  "        handler = ast.ExceptHandler(type=None, name=None, body=[ast.Pass()])\n"
                  "        return ast.fix_missing_locations(ast.Module(body=[ast.Try(body=node.body, "
                  "handlers=[handler], orelse=[], finalbody=[])], type_ignores=[]))\n"
                  "get_ipython().ast_transformers.append(Swallow())\n"),
    "tampered_model": "\nget_ipython().showtraceback = lambda *args, **kwargs: None\n",
}
TAMPER_NOTES = {"tamperer": "input_transformers_post", "swallower": "ast_transformers",
                "tampered_model": "showtraceback"}


@dataclass(frozen=True)
class Bug:
    """One bug in one notebook: in answer cell `cell` (defining `fn`), `old` becomes `new`,
    and test cell `fails` (only it) loses its points."""

    cell: str
    fn: str
    old: str
    new: str
    fails: str


@dataclass
class Spec:
    """An assignment and the bug table the class is built from."""

    assignment: str
    bugs: dict[str, Bug]                    # notebook -> its bug
    points: dict[str, dict[str, float]] = field(default_factory=dict)  # notebook -> test cell -> points
    validate_notebook: str = ""

    @property
    def notebooks(self) -> list[str]:
        return sorted(self.points)

    @property
    def max_score(self) -> float:
        return sum(sum(cells.values()) for cells in self.points.values())

    def full(self, notebook: str) -> float:
        return sum(self.points[notebook].values())

    def from_cell_on(self, notebook: str, cell: str) -> list[str]:
        """Test cells from `cell` to the end of the notebook (all lost when the run stops there)."""
        names = list(self.points[notebook])
        return names[names.index(cell):]


MINI_BUGS = {
    "alpha": Bug("double", "double", "return 2 * x", "return x + x if x > 0 else x", "test_double"),
    "beta": Bug("total", "total", "return sum(xs)", "return sum(xs[1:])", "test_total"),
}

# The real first assignment (notebooks/source/cards). Each bug passes the visible tests and
# fails a hidden one, so only the grader sees it; each function is used by no other test.
CARDS_BUGS = {
    "cards": Bug("card_is_blackjack", "card_is_blackjack", "return {first.points, second.points} == {10, 11}",
                 "return {first.points, second.points} == {10, 11} and first.rank is Rank.ACE",
                 "test_card_is_blackjack"),
    "deck": Bug("deal_card", "deal_card", 'raise EmptyDeckError("cannot deal: the deck is empty")',
                'raise EmptyDeckError("cannot deal: no cards left")', "test_deal_card"),
    "hand": Bug("sorted_view", "sorted_view", "key=lambda card: (card.rank, card.suit)",
                "key=lambda card: (card.suit, card.rank)", "test_sorted_view"),
}


def _points(source: Path) -> dict[str, dict[str, float]]:
    found = {}
    for path in sorted(source.glob("*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        found[path.stem] = {c.metadata["nbgrader"]["grade_id"]: float(c.metadata["nbgrader"]["points"])
                            for c in nb.cells if c.get("metadata", {}).get("nbgrader", {}).get("grade")}
    return found


def _usable(source: Path, bugs: dict[str, Bug]) -> bool:
    if not bugs or sorted(p.stem for p in source.glob("*.ipynb")) != sorted(bugs):
        return False
    for name, bug in bugs.items():
        nb = nbformat.read(source / f"{name}.ipynb", as_version=4)
        ids = {c.get("metadata", {}).get("nbgrader", {}).get("grade_id"): c for c in nb.cells}
        if bug.cell not in ids or bug.old not in ids[bug.cell].source or bug.fails not in ids:
            return False
    return True


def spec_for(course: Path) -> Spec:
    """The real `cards` assignment when it is there and matches the bug table, else `mini`
    (also when $BJK_NB_TEST_ASSIGNMENT is `mini`)."""
    cards = course / "source" / "cards"
    if os.environ.get("BJK_NB_TEST_ASSIGNMENT") == "mini":  # the quick fixture, on request
        spec = Spec("mini", MINI_BUGS, _points(course / "source" / "mini"))
    elif _usable(cards, CARDS_BUGS):
        spec = Spec("cards", CARDS_BUGS, _points(cards))
    else:
        if cards.is_dir():
            import warnings

            warnings.warn("notebooks/source/cards no longer matches CARDS_BUGS in "
                          "tests/corpus/notebooks/submissions.py: the round trip ran on the fixture "
                          "assignment `mini` instead; update the bug table", stacklevel=2)
        spec = Spec("mini", MINI_BUGS, _points(course / "source" / "mini"))
    spec.validate_notebook = spec.notebooks[0]
    return spec


def _cell(nb, grade_id: str):
    return next(c for c in nb.cells if c.get("metadata", {}).get("nbgrader", {}).get("grade_id") == grade_id)


def _write(nb, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, path)


def build_class(spec: Spec, source: Path, released: Path, submitted: Path) -> dict[str, dict]:
    """Write every student's notebooks under `submitted`; return the expected gradebook rows."""
    first, last = spec.notebooks[0], spec.notebooks[-1]

    def solved(name: str):
        nb = nbformat.read(released / f"{name}.ipynb", as_version=4)
        return _fill(nb, nbformat.read(source / f"{name}.ipynb", as_version=4))

    def buggy(name: str):
        nb, bug = solved(name), spec.bugs[name]
        cell = _cell(nb, bug.cell)
        assert bug.old in cell.source, f"bug table out of date: {bug.old!r} not in {name}:{bug.cell}"
        cell.source = cell.source.replace(bug.old, bug.new)
        return nb

    def redefine(name: str, template: str):
        nb, bug = solved(name), spec.bugs[name]
        _cell(nb, bug.cell).source += template.format(fn=bug.fn)
        return nb

    expected: dict[str, dict] = {}
    for name in spec.notebooks:
        _write(solved(name), submitted / "solution" / spec.assignment / f"{name}.ipynb")
        _write(nbformat.read(released / f"{name}.ipynb", as_version=4), submitted / "untouched" / f"{name}.ipynb")
        _write(buggy(name), submitted / "buggy" / f"{name}.ipynb")
        looping = SWALLOW_LOOP if name == last else PLAIN_LOOP
        _write(redefine(name, looping) if name in (first, last) else solved(name),
               submitted / "looper" / f"{name}.ipynb")
        _write(redefine(name, EXIT) if name == last else solved(name), submitted / "exiter" / f"{name}.ipynb")
        edited = buggy(name)
        if name == first:
            _cell(edited, spec.bugs[name].fails).source = "pass  # the test was too strict"
        elif name == last:
            edited.cells.remove(_cell(edited, spec.bugs[name].fails))
        _write(edited, submitted / "editor" / f"{name}.ipynb")
    for student, line in TAMPER.items():
        for name in spec.notebooks:
            nb = solved(name) if student == "tampered_model" else nbformat.read(released / f"{name}.ipynb", as_version=4)
            answer = next(c for c in nb.cells if c.cell_type == "code" and c.metadata.get("nbgrader", {}).get("solution"))
            answer.source += line
            _write(nb, submitted / student / f"{name}.ipynb")
    _write(solved(first), submitted / "partial" / f"{first}.ipynb")
    _write(solved(first), submitted / "corrupt" / f"{first}.ipynb")
    (submitted / "corrupt" / f"{last}.ipynb").write_text("{ this is not a notebook", encoding="utf-8")
    (submitted / "empty").mkdir(parents=True)

    full = {name: spec.full(name) for name in spec.notebooks}
    bug_lost = [(name, spec.bugs[name].fails) for name in spec.notebooks]

    def minus(lost: list[tuple[str, str]]) -> dict[str, float]:
        return {name: full[name] - sum(spec.points[name][cell] for nb, cell in lost if nb == name)
                for name in spec.notebooks}

    def row(status: str, lost: list[tuple[str, str]], **more) -> dict:
        scores = minus(lost)
        return {"status": status, "score": sum(scores.values()), "notebooks": scores, "lost": lost, **more}

    all_cells = [(name, cell) for name in spec.notebooks for cell in spec.points[name]]
    looper_lost = [(first, spec.bugs[first].fails)] + [(last, c) for c in spec.from_cell_on(last, spec.bugs[last].fails)]
    exiter_lost = [(last, c) for c in spec.from_cell_on(last, spec.bugs[last].fails)]
    others = [(name, cell) for name in spec.notebooks if name != first for cell in spec.points[name]]
    expected["solution"] = row("ok", [])
    expected["untouched"] = row("ok", all_cells)
    expected["buggy"] = row("ok", bug_lost)
    expected["looper"] = row("timed out", looper_lost, details=[
        f"{first}: timed out in cell {spec.bugs[first].fails}", f"{last}: timed out in cell {spec.bugs[last].fails}"])
    expected["exiter"] = row("kernel died", exiter_lost, details=[
        f"{last}: the kernel died in cell {spec.bugs[last].fails}"])
    expected["editor"] = row("ok", bug_lost, restored=[
        f"{first}:{spec.bugs[first].fails} (edited)", f"{last}:{spec.bugs[last].fails} (deleted)"])
    expected["partial"] = row("missing notebook", others, details=[f"{n}: not submitted" for n in spec.notebooks[1:]])
    expected["corrupt"] = row("missing notebook" if len(spec.notebooks) > 2 else "unreadable notebook",
                              others, details=[f"{last}: not a notebook"])
    if len(spec.notebooks) > 2:
        expected["corrupt"]["status"] = "unreadable notebook; missing notebook"
    expected["empty"] = {"status": "nothing submitted", "score": None}
    for student, needle in TAMPER_NOTES.items():
        lost = [] if student == "tampered_model" else all_cells
        expected[student] = row("tampered", lost, details=[needle])
    return expected


def _fill(released, source):
    from autograder.notebooks.course import fill_solutions

    return fill_solutions(released, source)
