"""The released cards assignment holds no answer (issue 20, item 2) and its self-checks fail cleanly.

``python -m autograder assignment release cards OUT`` writes ``cards.py`` from
``reference/cards.py`` with every solution region replaced by ``raise NotImplementedError()``.
These tests release it to a temporary folder and check that

- no non-trivial line of any solution region appears anywhere in the released text;
- the given code outside the regions answers no task: every way to reach a task's answer in
  the released module stops at a ``NotImplementedError``;
- the released module imports, and its self-checks all fail, each with a NotImplementedError,
  without crashing pytest.
"""

from __future__ import annotations

import importlib.util
import pickle
import re
import subprocess
import sys
import types
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from autograder import modules
from autograder.release import BEGIN, END, clear_solutions

ROOT = Path(__file__).resolve().parents[1]
REFERENCE = ROOT / "reference" / "cards.py"

# A line is trivial when it could stand in any program and gives no answer away.
TRIVIAL = re.compile("|".join([
    r"return|pass|else:|try:|return NotImplemented|raise StopIteration",
    r"return [a-z_]+",                                    # return a name: return card
    r"\w+\.\w+\(\)",                                     # a call with no arguments: deck.shuffle()
    r"if not isinstance\(\w+, \w+\):",                    # a type guard
    r"[\])}]+[,:]?", r"#.*", r'""".*', r"'''.*",           # brackets, comments, docstrings
]))


def solution_lines(source: str) -> Iterator[tuple[int, str]]:
    """Each stripped, non-empty line inside a solution region, with its line number.

    >>> list(solution_lines("x = 1\\n    ### BEGIN SOLUTION\\n    return x\\n    ### END SOLUTION\\n"))
    [(3, 'return x')]
    """
    inside = False
    for number, line in enumerate(source.splitlines(), 1):
        marker = line.strip()
        if marker == BEGIN:
            inside = True
        elif marker == END:
            inside = False
        elif inside and marker:
            yield number, marker


def is_trivial(line: str) -> bool:
    """Whether a solution line is too plain to count as an answer (``return``, ``pass``, ``)``).

    >>> is_trivial("return NotImplemented"), is_trivial("return self.values()[0] > limit")
    (True, False)
    """
    return TRIVIAL.fullmatch(line) is not None


@pytest.fixture(scope="module")
def released(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The released cards assignment's folder."""
    out = tmp_path_factory.mktemp("kit")
    modules.release_assignment("cards", out)
    return out / "cards"


@pytest.fixture(scope="module")
def stub(released: Path) -> Iterator[types.ModuleType]:
    """The released cards.py, imported (as ``released_cards``, so that pickling finds it)."""
    spec = importlib.util.spec_from_file_location("released_cards", released / "cards.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["released_cards"] = module
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop("released_cards", None)


def test_solution_lines_are_found_and_most_say_something() -> None:
    lines = [line for _, line in solution_lines(REFERENCE.read_text(encoding="utf-8"))]
    telling = [line for line in lines if not is_trivial(line)]
    assert len(telling) >= 40 and len(telling) > 0.85 * len(lines), (
        f"reference/cards.py has {len(lines)} solution lines, {len(telling)} of them non-trivial; "
        "expected at least 40, nearly all")


def leaked_lines(source: str, released_text: str) -> list[str]:
    """The non-trivial solution lines of ``source`` that appear anywhere in ``released_text``.

    >>> leaked_lines("    ### BEGIN SOLUTION\\n    return x * 2\\n    ### END SOLUTION\\n", "y = 1  # return x * 2")
    ['line 2: return x * 2']
    """
    return [f"line {number}: {line}" for number, line in solution_lines(source)
            if not is_trivial(line) and line in released_text]


def test_release_holds_no_solution_line(released: Path) -> None:
    text = "\n".join(path.read_text(encoding="utf-8") for path in sorted(released.iterdir()))
    leaked = leaked_lines(REFERENCE.read_text(encoding="utf-8"), text)
    assert not leaked, "the released cards assignment holds these solution lines of reference/cards.py: " + "; ".join(leaked)


def test_a_solution_line_copied_outside_its_region_is_caught() -> None:
    source = REFERENCE.read_text(encoding="utf-8")
    clean = clear_solutions(source)
    copied = "    return (card.rank.value, card.suit.value)"
    assert copied in source and not leaked_lines(source, clean), "the release of reference/cards.py leaks already"
    got = leaked_lines(source, clean + "\n" + copied + "\n")
    assert len(got) == 1 and got[0].endswith(copied.strip()), f"a copied {copied.strip()!r} gave {got!r}, expected it found"


def _ace(m: types.ModuleType) -> Any:
    return m.Card(m.Rank.ACE, m.Suit.SPADES)


def _king(m: types.ModuleType) -> Any:
    return m.Card(m.Rank.KING, m.Suit.HEARTS)


def _hand(m: types.ModuleType) -> Any:
    return m.Hand([_ace(m), _king(m)])


# Every way into a task's answer through the released module's given code.
ROUTES: dict[str, Callable[[types.ModuleType], Any]] = {
    "points-of-a-rank": lambda m: m.Rank.ACE.points,
    "points-of-a-card": lambda m: _ace(m).points,
    "previous-rank": lambda m: m.Rank.TWO.previous,
    "str-of-a-card": lambda m: str(_ace(m)),
    "format-of-a-card": lambda m: f"{_ace(m)}",
    "natural-order": lambda m: sorted([_king(m), _ace(m)]),
    "less-than": lambda m: _ace(m) < _king(m),
    "by_rank": lambda m: sorted([_king(m), _ace(m)], key=m.by_rank),
    "by_suit": lambda m: sorted([_king(m), _ace(m)], key=m.by_suit),
    "static-sum": lambda m: m.Card.sum(_ace(m), _king(m)),
    "card-plus-card": lambda m: _ace(m) + _king(m),
    "card-plus-number": lambda m: _ace(m) + 1,
    "number-plus-card": lambda m: 1 + _ace(m),
    "sum-of-a-list": lambda m: sum([_ace(m), _king(m)]),
    "static-is_blackjack": lambda m: m.Card.is_blackjack(_ace(m), _king(m)),
    "hand-is_blackjack": lambda m: _hand(m).is_blackjack(),
    "shuffle": lambda m: m.Deck().shuffle(),
    "deal": lambda m: m.Deck().deal(),
    "every-second-card": lambda m: list(m.Deck().every_second()),
    "save-a-deck": lambda m: pickle.dumps(m.Deck()),
    "load-a-card": lambda m: pickle.loads(pickle.dumps(_ace(m))),
    "load-a-hand": lambda m: pickle.loads(pickle.dumps(_hand(m))),
    "add_hand": lambda m: m.Hand().add_hand(_hand(m)),
    "values": lambda m: _hand(m).values(),
    "best_value": lambda m: _hand(m).best_value(),
    "is_over": lambda m: _hand(m).is_over(21),
    "count_suit": lambda m: _hand(m).count_suit(m.Suit.SPADES),
    "remove_all": lambda m: _hand(m).remove_all([_ace(m)]),
    "sort_descending": lambda m: _hand(m).sort_descending(),
    "sort_ascending": lambda m: _hand(m).sort_ascending(),
    "sort": lambda m: _hand(m).sort(),
    "show_card": lambda m: m.show_card(),
    "show_deck": lambda m: m.show_deck(),
    "show_hand": lambda m: m.show_hand(),
}


@pytest.mark.parametrize("route", list(ROUTES))
def test_released_given_code_answers_no_task(stub: types.ModuleType, route: str) -> None:
    try:
        got = ROUTES[route](stub)
    except NotImplementedError:
        return
    raise AssertionError(f"in the released cards.py, {route} gave {got!r} with no task written; "
                         "expected NotImplementedError (the given code must not compute an answer)")


def test_every_route_reaches_an_answer_in_the_reference() -> None:
    import reference.cards as ref

    for route, call in ROUTES.items():
        call(ref)  # raises if a route is wrong, so the released test above means something


def test_released_main_names_each_demonstration_not_written(stub: types.ModuleType) -> None:
    lines: list[str] = []
    assert stub.main(out=lines.append) == 0, "the released main() did not return 0"
    missing = [line.strip() for line in lines if "not written yet" in line]
    assert [line.split(",")[0] for line in missing] == [
        "(not written yet: show_card", "(not written yet: show_deck", "(not written yet: show_hand"], (
        f"the released main() printed {lines!r}, expected each demonstration named as not written yet")


def test_released_self_checks_all_fail_without_crashing_pytest(released: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-o", "addopts=",
                           "-q", "--tb=line", "-rN"], cwd=released, capture_output=True, text=True, timeout=300)
    summary = done.stdout.strip().splitlines()[-1]
    assert done.returncode == 1, f"pytest in the released folder exited {done.returncode} ({summary}), expected 1 (tests failed)"
    counts = dict((word, int(n)) for n, word in re.findall(r"(\d+) (\w+)", summary))
    assert set(counts) == {"failed"} and counts["failed"] > 50, (
        f"pytest in the released folder ended {summary!r}, expected only failures (no pass, no error)")
    errors = re.findall(r"^\S+:\d+: (\w+)", done.stdout, re.MULTILINE)
    assert errors and set(errors) == {"NotImplementedError"}, (
        f"the released self-checks failed with {sorted(set(errors))}, expected only NotImplementedError")
