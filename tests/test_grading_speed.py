"""Tests for the grader's fast paths: each gives exactly what the plain way gives.

Glossary: a *fast path* is code written for speed beside a plain version of the same thing
(Norvig's "a simple version and a fast version checked against each other"): the scenario
planner's hands (`programs._hand` against `programs._hand_simply`), the runner's channel text
(`inside.channel.dumps`, the C encoder, against the standard library's ``json``), and the
runner compiling a submission once a child (`inside.loading.compile_submission`).
"""
from __future__ import annotations

import json
import math
import random
import warnings

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from autograder.pontoon import programs
from autograder.sandbox.inside import channel, loading

POOLS = {"full deck": programs._POOL, "small cards": programs._SMALL}


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32), stop=st.integers(12, 21), low=st.integers(12, 31),
       span=st.integers(0, 10), pool=st.sampled_from(sorted(POOLS)),
       start=st.lists(st.integers(1, 10), max_size=2))
def test_hand_fast_same_as_simple(seed: int, stop: int, low: int, span: int, pool: str,
                                  start: list[int]) -> None:
    fast_rng, simple_rng = random.Random(seed), random.Random(seed)
    fast = programs._hand(fast_rng, stop, low, low + span, POOLS[pool], tuple(start))
    simple = programs._hand_simply(simple_rng, stop, low, low + span, POOLS[pool], tuple(start))
    assert fast == simple, f"_hand gave {fast!r}, the plain version {simple!r}"
    assert fast_rng.random() == simple_rng.random(), "the two drew a different number of times"


@pytest.mark.parametrize("master,stick_at,version", [(7, 17, 1), (8, 16, 3), (2024, 21, None)])
def test_scenario_runs_fast_same_as_simple(monkeypatch: pytest.MonkeyPatch, master: int,
                                           stick_at: int, version: int | None) -> None:
    plan = programs.scenario_runs.__wrapped__      # planned afresh, not from the cache
    fast = plan(master, stick_at, version)
    monkeypatch.setattr(programs, "_hand", programs._hand_simply)
    simple = plan(master, stick_at, version)
    assert fast == simple, f"scenario_runs({master}, {stick_at}, {version}) differs from the plain one"


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20)


@settings(max_examples=100, deadline=None)
@given(value=JSON_VALUES)
def test_dumps_same_as_json(value: object) -> None:
    want = json.dumps(value, separators=(",", ":"))
    assert channel.dumps(value) == want, f"dumps({value!r}) is not {want!r}"
    assert channel.dumps(value) == channel._dumps(value), f"the two dumps differ on {value!r}"


class Odd:
    def __repr__(self) -> str:
        return "Odd()"


@pytest.mark.parametrize("value,want", [
    ([math.nan, math.inf, 1.5], "[null,null,1.5]"),
    ({"a": (1, 2)}, '{"a":[1,2]}'),
    ([Odd()], '["Odd()"]'),
    ({1: "x", None: "y", False: "z", 2.5: "w"}, '{"1":"x","null":"y","false":"z","2.5":"w"}'),
    ({(1, 2): "pair"}, '{"(1, 2)":"pair"}'),
])
def test_dumps_not_plain_data(value: object, want: str) -> None:
    assert channel.dumps(value) == want, f"dumps({value!r}) gave {channel.dumps(value)!r}"


def test_compile_submission_once_for_same_source(tmp_path) -> None:
    path = tmp_path / "pontoon.py"
    path.write_text("x = 1\n")
    first = loading.compile_submission(str(path))
    assert loading.compile_submission(str(path)) is first, "the same bytes were compiled again"
    path.write_text("x = 2\n")
    assert loading.compile_submission(str(path)) is not first, "a changed file kept its old code"


def test_compile_submission_warning_every_time(tmp_path) -> None:
    path = tmp_path / "pontoon.py"
    path.write_text("x = 1\nif x is 1:\n    pass\n")
    for attempt in range(2):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            loading.compile_submission(str(path))
        kinds = [w.category.__name__ for w in caught]
        assert kinds == ["SyntaxWarning"], f"compile {attempt + 1} warned {kinds!r}, not once"
