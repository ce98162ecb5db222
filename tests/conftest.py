"""The kit's tests grade with one fixed master seed (`autograder.pontoon.grade.new_seed`), so that no test
depends on luck: a grading without ``seed=`` or ``--seed`` still plays the same games every run.
Tests that need fresh seeds pass their own.

How `make test` shares the work between its three xdist workers (``--dist loadgroup``, done by
`pytest_xdist_make_scheduler` below): the tests are handed out one at a time, except that each module in
`GROUPED` (its module fixtures release a kit, grade a class or start kernels) goes whole to one
worker, so those fixtures are made once, not once a worker. The units are handed out dearest
first (`COST`, measured; then the other ``slow`` tests; then the rest in file order): a unit of
minutes started last would leave the other workers idle at the end. The third worker takes only
the units that mostly wait (`WAITING`: kernels, JupyterLab, pip, the docs' commands), so two
workers keep the two processors busy while it waits; the other two take a waiting unit only
when nothing else is left.
"""
import os
import sys
from collections.abc import Iterable
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("BJK_GRADE_SEED", "20261201")

# Hypothesis draws the same examples every run (derandomize: no test depends on luck, and a
# run costs the same in a fresh clone as in a working tree) and keeps no example database.
settings.register_profile("kit", derandomize=True, database=None)
settings.load_profile("kit")


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
    "tests/test_table_fast.py::test_fast_path_agrees_with_the_readable_table_statistically": 5,  # untraced
    "tests/test_program_scenarios.py::test_beginner_programs_earn_their_manifest_under_any_master_seed": 15,
    "tests/test_modules.py::test_model_answers_get_every_mark_in_the_fallback_sandbox": 20,
}
SLOW_COST = 10  # a slow test not in COST
# The units that mostly wait (for kernels, a JupyterLab server, pip, nbgrader's and the docs'
# subprocesses, a sandbox's wall-clock limit) rather than use this process's CPU: with three
# workers (`make test`) the third takes only these, so its waits overlap the other two's work.
WAITING = (
    "tests/test_nbcourse.py",
    "tests/test_nbcourse_manual.py::test_formgrader",
    "tests/test_casino_roundtrip.py",
    "tests/test_docs_commands.py::test_every_command_of_the_page_works_as_shown",
    "tests/test_release.py",
    "tests/test_nbkernel.py",
)
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
    # 20,000 hands of the readable table (28 CPU s traced, 9 not): replayed card for card by
    # the other tests of the file; only the progress branch of a long run is its own
    "tests/test_table_fast.py::test_fast_path_agrees_with_the_readable_table_statistically",
    # the notebooks' own code run cell by cell: no measured line, only the tracer's cost
    "tests/test_cards_notebooks.py::",
    "tests/test_casino_notebooks.py::test_solution_passes_every_test_cell",
    "tests/test_casino_notebooks.py::test_every_graded_test_fails_without_solutions",
    # traced, each cost a second or more of the tracer's time and reached no line or branch
    # that the tests left traced do not: a whole run with them untraced covers every arc that a
    # run tracing every test covers (docs/development/index.md says how to compare the two)
    "autograder/outputs/gradescope.py::autograder.outputs.gradescope.odds_table_source",
    "autograder/outputs/classpage.py::autograder.outputs.classpage.write_class_page",
    "reference/odds.py::reference.odds.preset_outcome",
    "tests/test_casino_notebooks.py::test_experiment_notebook_plays_the_twenty_one_preset[dealer]",
    "tests/test_casino_play.py::test_dispatch_runs_the_commands_main",
    "tests/test_casino_simulate.py::test_engine_pontoon_computer_matches_exact_odds[",
    "tests/test_casino_simulate.py::test_exact_counted_wins_are_win_plus_natural_win_in_twenty_one",
    "tests/test_casino_simulate.py::test_exact_figure_printed_is_preset_outcomes[",
    "tests/test_casino_simulate.py::test_fast_path_reproduces_readable_engine_rates[",
    "tests/test_casino_simulate.py::test_trace_line_format_every_card_and_every_hand",
    "tests/test_grade_units.py::test_stats_counting_every_drawn_card_keeps_the_test_calibrated",
    # whole gradings the dev corpora's (untraced) tests repeat, kept apart for the fault they pin
    "tests/test_perturbation.py::test_faces_counted_wrong_fail_card_values_alone_where_no_card_is_read",
    "tests/test_runner_questions.py::test_a_question_asked_anew_under_other_words_is_a_refusal_not_a_stick",
    "tests/test_runner_questions.py::test_a_twist_that_busts_at_the_first_question_is_found_in_another_deal",
    "tests/test_odds.py::test_cli_preset_json_matches_preset_outcome",
    "tests/test_odds.py::test_preset_more_decks_come_closer_to_the_infinite_deck",
    "tests/test_odds.py::test_preset_outcome_sums_to_one[",
    "tests/test_odds.py::test_preset_ties_move_draws_to_losses_and_leave_wins",
    "tests/test_odds.py::test_preset_upcard_rule_beats_the_dealers_rule",
    "tests/test_odds_simulation.py::test_preset_rates_fast_path[",
    "tests/test_odds_simulation.py::test_pontoon_version_1_reference_program[",
    "tests/test_perturbation.py::test_plan_deals_no_face_card_to_a_hand[",
    "tests/test_probes_fresh.py::test_fresh_probes_still_show_what_each_is_about[",
    "tests/test_program_scenarios.py::test_beginner_programs_earn_their_manifest_under_any_master_seed",
    "tests/test_program_scenarios.py::test_scenario_draws_reached_when_the_player_is_dealt_first[tie-21]",
    "tests/test_table_fast.py::test_fast_path_replays_the_readable_table_card_for_card",
    "tests/test_table_program.py::test_advanced_run_writes_results_and_plot[readable]",
)
# Parametrized tests traced for the cases named only: the other cases run the same lines with
# other data (other attacks, answers, thresholds), the tracer costing them 0.1 to 0.5 CPU s
# each (about 45 CPU s in all). The kept cases are chosen as `NO_COVER` is: every arc that
# tracing all the cases reaches, a run tracing only these reaches (docs/development/index.md).
TRACED_ONLY = {
    "tests/test_nbcourse_fresh.py::test_fresh_attack_earns_what_the_answer_earns":
        ("unwritten-assertion_error",),
    "tests/test_nbcourse_fresh.py::test_fresh_lying_answer_earns_its_real_value_and_is_noted":
        ("bool_object",),
    "tests/test_nbcourse_fresh.py::test_fresh_model_answers_pass_every_test_unnoted":
        ("casino/experiment",),
    "tests/test_nbcourse_fresh.py::test_fresh_honest_objects_compare_as_python_does_unnoted":
        ("given_card",),
    "tests/test_nbcourse_fresh.py::test_fresh_ways_to_the_harness_memory_are_refused":
        ("/proc/self/mem-rb",),
    "tests/test_program_scenarios.py::test_the_edge_games_pin_the_computers_stick_at_under_every_master_seed":
        ("14", "21"),
    "tests/test_program_scenarios.py::test_the_sure_bust_games_bust_any_computer_from_13_to_21_under_every_master_seed":
        ("13",),
    "tests/test_program_scenarios.py::test_every_planned_game_shows_its_goal_when_dealt_by_the_rules":
        ("12",),
    "tests/test_perturbation.py::test_grade_programs_in_their_own_words": ("tie-one-value",),
    "tests/test_grade_corpus.py::test_grade_corpus_entry":
        ("faces_count_rank", "skips_player_when_computer_bust", "lower_wins",
         "crashes_on_bad_answer", "computer_sticks_late", "two_card_start"),
    "tests/test_grade_corpus.py::test_grade_hostile_entry_is_graded":
        ("hand_prompt", "computer_loop", "plain_script", "exit_import", "sleeper"),
    "tests/test_odds.py::test_pontoon_computer_finals_sum_to_one_from_stick_at_on": ("1",),
    "tests/test_odds.py::test_pontoon_threshold_table_is_the_best_response": ("1",),
    "tests/test_odds.py::test_preset_natural_wins_are_a_natural_against_none": ("dealer-wins-ties",),
    "tests/test_odds.py::test_pontoon_v4_fast_agrees_with_slow_on_one_suit": ("12-12",),
    "tests/test_odds_simulation.py::test_preset_rates_own_one_deck_shoe": ("twenty-one-upcard",),
}

# Tests run untraced by measurement (`tests/untraced.txt`, one node id a line, written by
# `tests/plan_tracing.py`): in a run with ``--cov-context=test`` every arc each reaches in its
# call was reached by other tests that stay traced, and the tracer cost it enough to matter. A
# test renamed or added is traced. ``BJK_UNTRACED=0`` traces them all, for the runs that
# measure them again (a test left untraced there would reach no arc and cost the tracer nothing).
def untraced_list() -> frozenset[str]:
    """The node ids `tests/untraced.txt` names."""
    return frozenset(line for line in Path(__file__).with_name("untraced.txt").read_text(
        encoding="utf-8").splitlines() if line and not line.startswith("#"))


UNTRACED = frozenset() if os.environ.get("BJK_UNTRACED") == "0" else untraced_list()


def traced_case(nodeid: str) -> bool:
    """Whether a test is traced as far as `TRACED_ONLY` says: a case it names, or any test of
    another function.

    >>> family = "tests/test_odds.py::test_pontoon_threshold_table_is_the_best_response"
    >>> traced_case(family + "[1]"), traced_case(family + "[2]"), traced_case("tests/test_cli.py::t")
    (True, False, True)
    """
    family, _, case = nodeid.partition("[")
    kept = TRACED_ONLY.get(family)
    return kept is None or case[:-1] in kept


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
    """Mark ``no_cover`` the `NO_COVER` and `UNTRACED` tests and the cases `TRACED_ONLY` leaves
    out; put the dearest units first, a grouped module's tests kept together and in order."""
    units: dict[str, list[int]] = {}
    for index, item in enumerate(items):
        units.setdefault(unit_of(item.nodeid), []).append(index)
        if item.nodeid.startswith(NO_COVER) or not traced_case(item.nodeid) or item.nodeid in UNTRACED:
            item.add_marker(pytest.mark.no_cover)
    slow = {unit for unit, indexes in units.items()
            if any(items[i].get_closest_marker("slow") for i in indexes)}
    order = sorted(units, key=lambda unit: -cost_of(unit, unit in slow))   # stable: file order
    items[:] = [items[i] for unit in order for i in units[unit]]


def is_waiting(unit: str) -> bool:
    """Whether a unit spends most of its wall time waiting (`WAITING`): on kernels, servers,
    subprocesses or a wall-clock limit, not on this process's CPU.

    >>> is_waiting("tests/test_nbcourse.py"), is_waiting("tests/test_cli.py::test_y")
    (True, False)
    """
    return unit.startswith(WAITING)


def next_unit(units: Iterable[str], waiter: bool) -> str | None:
    """The unit a worker takes next from the queue `units` (dearest first): the waiting worker
    the first waiting unit, and once none is left the last unit of the queue (the cheapest: the
    processors are not all busy while the others' units wait on their sandboxed children, so it
    helps them finish the tail); another worker the first unit that is not waiting, else the
    first one left (so the last waiting units do not wait for the waiting worker).

    >>> queue = ["tests/test_nbcourse.py", "tests/test_cli.py::test_y", "tests/test_cli.py::test_z"]
    >>> next_unit(queue, True), next_unit(queue, False), next_unit(queue[1:], True)
    ('tests/test_nbcourse.py', 'tests/test_cli.py::test_y', 'tests/test_cli.py::test_z')
    >>> next_unit(queue[:1], False), next_unit([], True)
    ('tests/test_nbcourse.py', None)
    """
    first = last = None
    for unit in units:
        if is_waiting(unit) == waiter:
            return unit
        first, last = first or unit, unit
    return last if waiter else first


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    """In an xdist worker, stop the coverage pytest-cov started for a controller.

    pytest-cov 7.1 reads ``-n`` in every process, so each worker starts a controller's coverage
    when the plugin loads, then its worker coverage at session start, on top of it. Pausing
    for a ``no_cover`` test stops the worker's and resumes the controller's, whose data no one
    saves: every `NO_COVER` test and ``no_cover`` module (the seed invariance gradings among
    them) was traced all the same, at the tracer's full cost, and measured nothing. Stopped
    here, before the worker's starts, a ``no_cover`` test runs untraced as the marker says
    (`tests/test_suite_setup.py`).
    """
    plugin = session.config.pluginmanager.getplugin("_cov")
    controller = getattr(plugin, "cov_controller", None)
    if getattr(session.config, "workerinput", None) is not None and controller is not None:
        controller.pause()


@pytest.hookimpl(tryfirst=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """``--dist loadgroup``: xdist's scope scheduler with `unit_of` as the scope, the units in
    collection order. (xdist's own loadgroup reads ``xdist_group`` marks through ``item._nodeid``,
    which pytest 9 no longer uses, so it groups nothing.) With three workers or more the last
    one is the waiting worker: it takes the `WAITING` units (`next_unit`), then the cheapest
    units left, so two workers keep the two processors busy while it waits for kernels and
    subprocesses; with fewer, every worker takes the units in order. Other ``--dist`` values:
    xdist's own."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    workers = config.getvalue("numprocesses")
    workers = workers if isinstance(workers, int) else 0

    class UnitScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return unit_of(nodeid)

        def _assign_work_unit(self, node: object) -> None:
            if workers < 3:                 # no waiting worker: every unit in queue order
                unit = next(iter(self.workqueue))
            else:
                unit = next_unit(self.workqueue, node.workerinput["workerid"] == f"gw{workers - 1}")
            if unit is None:
                node.shutdown()
                return
            work_unit = self.workqueue.pop(unit)
            self.assigned_work.setdefault(node, {})[unit] = work_unit
            collection = self.registered_collections[node]
            node.send_runtest_some([collection.index(nodeid)
                                    for nodeid, completed in work_unit.items() if not completed])

    config.option.loadscopereorder = False
    return UnitScheduling(config, log)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: object) -> object:
    """With ``BJK_TEST_TIMES=FILE``: append the test's node id, xdist worker, wall and CPU
    seconds (this process and the children it waited for) to FILE as one JSON line."""
    path = os.environ.get("BJK_TEST_TIMES")
    if not path:
        yield
        return
    import json
    import resource
    import time

    def cpu() -> float:
        usages = [resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
        return sum(usage.ru_utime + usage.ru_stime for usage in usages)

    wall, used = time.monotonic(), cpu()
    yield
    with open(path, "a", encoding="utf-8") as out:
        out.write(json.dumps({"test": item.nodeid, "worker": os.environ.get("PYTEST_XDIST_WORKER", ""),
                              "wall": round(time.monotonic() - wall, 2), "cpu": round(cpu() - used, 2)}) + "\n")


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


def run_folder(tmp_path_factory) -> Path:  # noqa: ANN001
    """The run's shared temporary folder: every xdist worker's basetemp is in it (pytest-xdist's
    documented way to share a session fixture's work between workers); without xdist, the
    basetemp itself."""
    top = tmp_path_factory.getbasetemp()
    return top.parent if os.environ.get("PYTEST_XDIST_WORKER") else top


@pytest.fixture(scope="session", autouse=True)
def _shared_gradings(tmp_path_factory) -> None:  # noqa: ANN001
    """Points `tests/gradecache.py` at the run's shared temporary folder, so a program graded
    the same way by two tests (on any xdist worker) is graded once."""
    import gradecache

    gradecache.FOLDER = run_folder(tmp_path_factory) / "gradings"


@pytest.fixture(scope="session")
def numba_kernels(tmp_path_factory) -> None:  # noqa: ANN001
    """The fast paths' numba kernels (`reference.fastsim`, `reference.fasttable`) compiled
    once for the run. In a fresh clone nothing is cached yet, and the dearest tests, which run
    first on every xdist worker, each compiled the same kernels side by side (about 10 CPU
    seconds each time). Here the workers take turns under a lock: the first compiles and
    numba caches the machine code (``cache=True``), the others load it from the cache."""
    import fcntl

    from reference import fastsim, fasttable
    from reference.rules import PRESETS

    with open(run_folder(tmp_path_factory) / "numba.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        fastsim.run(PRESETS["pontoon"], "stand-on-15", games=1, seed=0)
        fasttable.FastTable(["basic"], seed=0).play(1, trace_points=1)


@pytest.fixture(scope="session")
def full_release(tmp_path_factory) -> Path:  # noqa: ANN001
    """The whole student kit, notebooks included, as ``python -m autograder release OUT`` writes
    it from the repository (about 27 CPU seconds: nbgrader releases every notebook assignment),
    made once for the whole run: the first xdist worker to ask releases it under the run's
    shared temporary folder while the others wait on a lock, as pytest-xdist documents.
    tests/test_release.py checks that it holds no answer; a docs page marked
    ``docs-test: student-kit with notebooks`` runs in a copy of it. Read it, never write it."""
    import fcntl
    import shutil
    import subprocess

    top = run_folder(tmp_path_factory)
    folder, kit = top / "full-release", top / "full-release" / "kit"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("VIRTUAL_ENV", "PYTHON"))}
    env["JUPYTER_PLATFORM_DIRS"] = "1"
    with open(top / "full-release.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (folder / "done").is_file():
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir()
            made = subprocess.run([sys.executable, "-m", "autograder", "release", str(kit)],
                                  capture_output=True, text=True, cwd=Path(__file__).parents[1],
                                  env=env, timeout=1200)
            assert made.returncode == 0 and "notebooks: " in made.stdout, made.stdout + made.stderr
            (folder / "done").write_text(made.stdout, encoding="utf-8")
    return kit
