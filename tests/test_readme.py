"""The README is assembled from docs/readme/ and shows the two quick-start commands."""
from __future__ import annotations

import runpy
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_readme_is_assembled_from_its_sections() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "docs" / "build_readme.py"), "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_readme_quick_start_is_the_two_make_commands() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("## Quick start")
    quick = text[start:text.index("\n## ", start + 1)]
    assert "$ make demo" in quick and "$ make test" in quick


def test_readme_nesting_leaves_code_alone() -> None:
    nest = runpy.run_path(str(ROOT / "docs" / "build_readme.py"))["nest"]
    assert nest("## A\n```\n# comment\n```\n### B", 3) == "### A\n```\n# comment\n```\n#### B"


def test_ci_runs_make_test_and_nothing_else() -> None:
    lines = [line for line in (ROOT / ".ci" / "run").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    assert lines[-1] == "make test" and not any("pytest" in line for line in lines)
