"""The kit's tests grade with one fixed master seed (`autograder.pontoon.grade.new_seed`), so that no test
depends on luck: a grading without ``seed=`` or ``--seed`` still plays the same games every run.
Tests that need fresh seeds pass their own.

The modules holding a ``slow`` test run first (each module's tests kept together, so its
module fixtures are made once a worker): with pytest-xdist, a test of minutes started last
would leave the other worker idle at the end of `make test`.
"""
import os

import pytest

os.environ.setdefault("BJK_GRADE_SEED", "20261201")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Put the modules that hold a slow test first, keeping the order within each module."""
    slow = {item.nodeid.split("::")[0] for item in items if item.get_closest_marker("slow")}
    items.sort(key=lambda item: item.nodeid.split("::")[0] not in slow)
