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
