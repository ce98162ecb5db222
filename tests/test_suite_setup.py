"""The test run's own set-up (`tests/conftest.py`): what `make test` promises about tracing.

Coverage traces the tests in the pytest process; the tests marked ``no_cover`` (`NO_COVER` in
`tests/conftest.py`, and whole modules such as `tests/test_seed_invariance.py`) run untraced,
since the tracer makes a grading or a loop of shuffles several times as dear and other tests
measure the same lines. `make test` runs the suite in xdist workers, where pytest-cov 7.1 left
such a test traced (`conftest.pytest_sessionstart` says why); these tests hold the promise in
the run as `make test` makes it, and in a single process.
"""
from __future__ import annotations

import sys

import pytest


def coverage_on(config: pytest.Config) -> bool:
    """Whether pytest-cov measures this run (``--cov`` and not ``--no-cov``)."""
    plugin = config.pluginmanager.getplugin("_cov")
    return getattr(plugin, "cov_controller", None) is not None    # None with --no-cov or no --cov


@pytest.mark.no_cover
def test_a_no_cover_test_runs_untraced() -> None:
    assert sys.gettrace() is None, f"a no_cover test is traced by {sys.gettrace()!r}"


def test_a_test_is_traced_when_coverage_measures_the_run(request: pytest.FixtureRequest) -> None:
    if not coverage_on(request.config):
        pytest.skip("coverage is off in this run (--no-cov, or no --cov): nothing traces a test")
    assert sys.gettrace() is not None, "coverage is on, yet no tracer runs in this test"


def test_every_case_kept_traced_is_still_a_test() -> None:
    """A case `TRACED_ONLY` keeps traced that was renamed or dropped would leave its whole
    family untraced, and the arcs only it reaches unmeasured: each one must still be collected."""
    import subprocess
    from pathlib import Path

    import conftest
    root = Path(__file__).resolve().parent.parent
    files = sorted({family.split("::")[0] for family in conftest.TRACED_ONLY})
    listed = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "--no-cov",
                             "-p", "no:cacheprovider", *files],
                            cwd=root, capture_output=True, text=True, timeout=300).stdout
    collected = set(listed.split())
    missing = [f"{family}[{case}]" for family, cases in conftest.TRACED_ONLY.items()
               for case in cases if f"{family}[{case}]" not in collected]
    assert not missing, f"TRACED_ONLY names cases no longer collected: {missing}"


def test_every_untraced_test_is_in_a_file_of_the_kit() -> None:
    """`tests/untraced.txt` is read (unless ``BJK_UNTRACED=0``), and names tests of files that
    are there (a test renamed since is traced again, which costs time, not measurement)."""
    import os
    from pathlib import Path

    import conftest
    listed = conftest.untraced_list()
    assert conftest.UNTRACED == (frozenset() if os.environ.get("BJK_UNTRACED") == "0" else listed)
    root = Path(__file__).resolve().parent.parent
    gone = sorted(file for file in {test.split("::")[0] for test in listed} if not (root / file).is_file())
    assert len(listed) > 100 and not gone, gone
