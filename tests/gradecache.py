"""One grading of a program under one master seed, shared by the tests of a run.

A grading is a pure function of the program, the version asked for, the limits and the master
seed (`tests/test_seed_invariance.py` and the corpora's tests check exactly that), so two tests
that grade the same program the same way need it graded once. `tests/conftest.py` points
`FOLDER` at a folder in the run's shared temporary folder (every xdist worker's basetemp is in
it); `grade` keeps each grading there, and a test on any worker reads it instead of grading
again. Today the beginners' corpus is graded under the suite's own master seed
(``BJK_GRADE_SEED``) both by `tests/test_seed_invariance.py` (as one of its seeds) and by
`tests/test_grade_beginners.py`; whichever comes first grades it. Without ``FOLDER`` (a module
imported outside pytest) every call grades.
"""
from __future__ import annotations

import hashlib
import os
import pickle
import random
from pathlib import Path

from autograder.model import Grade
from autograder.pontoon.grade import grade_submission
from autograder.sandbox.child import Limits

FOLDER: Path | None = None      # set by tests/conftest.py for the run


def suite_seed() -> int:
    """The master seed the suite grades with when a test names none (tests/conftest.py)."""
    return int(os.environ["BJK_GRADE_SEED"])


def master_seeds(first: tuple[int, ...], least: int) -> tuple[int, ...]:
    """The master seeds a corpus is graded under: ``first``, then seeds drawn once from a fixed
    seed (so a run is repeatable), ``SEED_COUNT`` of them in all (at least ``least``, and
    ``least`` when it is not set).

    >>> seeds = master_seeds((1, 2), 2); seeds[:2], len(seeds) >= 2, len(set(seeds)) == len(seeds)
    ((1, 2), True, True)
    """
    drawn = tuple(random.Random(18).sample(range(1, 2**31), 10))
    count = max(least, int(os.environ.get("SEED_COUNT", str(least))))
    return (first + drawn)[:count]


def grade(path: Path, version: int | None, seed: int, limits: Limits | None = None) -> Grade:
    """`grade_submission(path, version, limits=limits, seed=seed)`, graded once a run."""
    if FOLDER is None:
        return grade_submission(path, version, limits=limits, seed=seed)
    key = hashlib.sha256(repr((str(Path(path).resolve()), version, seed, limits)).encode()).hexdigest()
    kept = FOLDER / f"{key[:32]}.pickle"
    try:
        return pickle.loads(kept.read_bytes())
    except (OSError, EOFError, pickle.UnpicklingError):
        pass
    graded = grade_submission(path, version, limits=limits, seed=seed)
    FOLDER.mkdir(parents=True, exist_ok=True)
    part = kept.with_suffix(f".{os.getpid()}.part")
    part.write_bytes(pickle.dumps(graded))
    os.replace(part, kept)              # whole or not there: a reader never sees half a file
    return graded
