"""README.md is a short front door: the two quick-start commands, and links that resolve."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def local_links(text: str) -> list[str]:
    """The relative link targets of a Markdown text (web links and anchors left out).

    >>> local_links("[a](docs/x.md#top) [b](https://e.org) [c](#here) `[d](no.md)`")
    ['docs/x.md']
    """
    text = re.sub(r"```.*?```|`[^`\n]*`", "", text, flags=re.S)
    return [target.split("#")[0] for target in LINK.findall(text)
            if not re.match(r"[a-z]+:", target) and not target.startswith("#")]


def test_readme_quick_start_is_the_two_make_commands() -> None:
    text = README.read_text(encoding="utf-8")
    start = text.index("## Quick start")
    quick = text[start:text.index("\n## ", start + 1)]
    assert "$ make demo" in quick and "$ make test" in quick


def test_readme_is_a_short_front_door() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 200, f"README.md has {len(lines)} lines; the manual belongs in docs/"
    headings = [line for line in lines if line.startswith("## ")]
    assert {"## Quick start", "## For students", "## For instructors"} <= set(headings)


def test_readme_links_resolve() -> None:
    links = local_links(README.read_text(encoding="utf-8"))
    assert len(links) >= 10 and "docs/index.md" in links
    broken = [link for link in links if not (ROOT / link).exists()]
    assert not broken, f"README.md links to missing files: {broken}"


def test_ci_runs_make_test_and_nothing_else() -> None:
    lines = [line for line in (ROOT / ".ci" / "run").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    assert lines[-1] == "make test" and not any("pytest" in line for line in lines)
