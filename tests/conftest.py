"""The kit's tests grade with one fixed master seed (`autograder.pontoon.grade.new_seed`), so that no test
depends on luck: a grading without ``seed=`` or ``--seed`` still plays the same games every run.
Tests that need fresh seeds pass their own.

How `make test` shares the work between its two xdist workers (``--dist loadgroup``, done by
`pytest_xdist_make_scheduler` below): the tests are handed out one at a time, except that each module in
`GROUPED` (its module fixtures release a kit, grade a class or start kernels) goes whole to one
worker, so those fixtures are made once, not once a worker. The units are handed out dearest
first (`COST`, measured; then the other ``slow`` tests; then the rest in file order): a unit of
minutes started last would leave the other worker idle at the end.
"""
import os

import pytest

os.environ.setdefault("BJK_GRADE_SEED", "20261201")


# Modules whose module-scoped fixtures are dear: each runs whole on one xdist worker.
GROUPED = ("tests/test_cards_notebooks.py", "tests/test_cards_release.py", "tests/test_casino_assignments.py",
           "tests/test_casino_notebooks.py", "tests/test_docs_feedback.py", "tests/test_gradescope.py",
           "tests/test_hostile_sandbox.py", "tests/test_nbcourse.py", "tests/test_nbkernel.py",
           "tests/test_perturbation.py", "tests/test_release.py", "tests/test_table_assignment.py",
           "tests/test_table_notebook.py")
# The dearest units (a grouped module, or the tests whose node id starts so), with their CPU
# seconds under coverage on one worker, measured with --durations (docs/development/index.md).
COST = {
    "tests/test_release.py": 150,
    "tests/test_nbcourse.py": 110,
    "tests/test_docs_commands.py::test_every_command_of_the_page_works_as_shown[docs/instructors/nbgrader.md]": 60,
    "tests/test_hostile_sandbox.py": 60,
    "tests/test_casino_roundtrip.py": 45,
    "tests/test_nbkernel.py": 40,
    "tests/test_gradescope.py": 35,
    "tests/test_nbcourse_manual.py::test_formgrader": 35,
    "tests/test_docs_commands.py::test_every_command_of_the_page_works_as_shown[docs/instructors/release.md]": 35,
    "tests/test_docs_commands.py::test_every_command_of_the_page_works_as_shown[docs/students/notebooks.md]": 30,
    "tests/test_casino_notebooks.py": 30,
    "tests/test_docs_commands.py::test_every_command_of_the_page_works_as_shown[README.md]": 25,
    "tests/test_docs_commands.py::test_every_command_of_the_page_works_as_shown[docs/readme/students.md]": 25,
    "tests/test_table_fast.py::test_fast_path_agrees_with_the_readable_table_statistically": 28,
    "tests/test_program_scenarios.py::test_beginner_programs_earn_their_manifest_under_any_master_seed": 25,
    "tests/test_modules.py::test_model_answers_get_every_mark_in_the_fallback_sandbox": 20,
}
SLOW_COST = 10  # a slow test not in COST
# Tests run untraced (pytest-cov's no_cover, added here by node id prefix): each repeats one
# path thousands of times, which the tracer makes three to seven times as dear, and the lines
# they reach are measured by other tests (checked with --cov-context=test) or are not measured
# at all (autograder/notebooks/inside is omitted from coverage).
NO_COVER = (
    "tests/test_cards.py::test_shuffle_is_uniform_for_another_seed",       # 10,000s of shuffles
    "tests/test_cards.py::test_contract_catches_a_broken_implementation[check_deck_shuffle_uniform-",
    "tests/test_cards.py::test_reference_meets_contract[check_deck_shuffle_uniform]",
    "tests/test_odds.py::test_pontoon_v4_fast_agrees_with_slow_on_the_full_deck",  # one_suit: same code
    "tests/test_nbcourse_fresh.py::test_comparator_plain_data_agrees_with_python",  # Hypothesis, 300
    # the notebooks' own code run cell by cell: no measured line, only the tracer's cost
    "tests/test_cards_notebooks.py::",
    "tests/test_casino_notebooks.py::test_solution_passes_every_test_cell",
    "tests/test_casino_notebooks.py::test_every_graded_test_fails_without_solutions",
)


def unit_of(nodeid: str) -> str:
    """The scheduling unit of a test: its module when the module is grouped, else the test.

    >>> unit_of("tests/test_nbkernel.py::test_x"), unit_of("tests/test_cli.py::test_y[1]")
    ('tests/test_nbkernel.py', 'tests/test_cli.py::test_y[1]')
    """
    module = nodeid.split("::")[0]
    return module if module in GROUPED else nodeid


def cost_of(unit: str, slow: bool) -> int:
    """A unit's measured cost in CPU seconds (`COST`), `SLOW_COST` for another slow one, else 0.

    >>> cost_of("tests/test_nbcourse.py", True), cost_of("tests/test_cli.py::test_y", True)
    (110, 10)
    """
    return next((seconds for prefix, seconds in COST.items() if unit.startswith(prefix)),
                SLOW_COST if slow else 0)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the `NO_COVER` tests; put the dearest units first, a grouped module's tests kept
    together and in order."""
    units: dict[str, list[int]] = {}
    for index, item in enumerate(items):
        units.setdefault(unit_of(item.nodeid), []).append(index)
        if item.nodeid.startswith(NO_COVER):
            item.add_marker(pytest.mark.no_cover)
    slow = {unit for unit, indexes in units.items()
            if any(items[i].get_closest_marker("slow") for i in indexes)}
    order = sorted(units, key=lambda unit: -cost_of(unit, unit in slow))   # stable: file order
    items[:] = [items[i] for unit in order for i in units[unit]]


@pytest.hookimpl(tryfirst=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """``--dist loadgroup``: xdist's scope scheduler with `unit_of` as the scope, the units in
    collection order. (xdist's own loadgroup reads ``xdist_group`` marks through ``item._nodeid``,
    which pytest 9 no longer uses, so it groups nothing.) Other ``--dist`` values: xdist's own."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class UnitScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return unit_of(nodeid)

    config.option.loadscopereorder = False
    return UnitScheduling(config, log)


@pytest.fixture
def private_site(tmp_path):  # noqa: ANN001, ANN201
    """The packages module assignments' tests need (`autograder.modules.TEST_PACKAGES`), copied
    to ``tmp_path/home/kit/site-packages`` under a folder of mode 0700: a kit cloned in a
    private home folder, which the fallback's user 65534 cannot read. Returns the site folder."""
    from pathlib import Path

    from autograder import modules
    from autograder.sandbox import child as sandbox

    site = tmp_path / "home" / "kit" / "site-packages"
    for folder, paths in sandbox.distribution_files(modules.TEST_PACKAGES).items():
        for relative in paths:
            if Path(folder, relative).is_file():
                (site / relative).parent.mkdir(parents=True, exist_ok=True)
                (site / relative).write_bytes(Path(folder, relative).read_bytes())
    os.chmod(tmp_path / "home", 0o700)
    return site
