"""The documentation site builds with `mkdocs build --strict`, and nothing points outside the repo."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
# A path outside the repository: the folder beside a clone, or this machine's own folders.
OUTSIDE = re.compile(r"\.\./shared\b|(?<![\w.}\]/)-])/(?:work|tmp/team)/")
# Hostile sample programs guess where a grader's files might be (that is their attack); they are
# test data, not references the kit relies on, so a clone without those folders loses nothing.
EXEMPT = ("tests/test_docs_site.py", "tests/corpus/hostile/")
TEXT_SUFFIXES = {".py", ".md", ".txt", ".toml", ".yml", ".yaml", ".cfg", ".ini", ".sh", ".json",
                 ".csv", ".ipynb", ""}


def tracked_files() -> list[str]:
    """The files git tracks or would track (not ignored)."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout
    return [name for name in listed.split("\0") if name and (ROOT / name).is_file()]


def outside_paths(text: str) -> list[str]:
    """The lines of a text that name a path outside the repository.

    >>> w, shared = "wo" + "rk", "shared"     # spelled in parts, so this file names no such path
    >>> machine = f"/{w}/main"
    >>> outside_paths(f"see ../{shared}/design/x.md\\nok {{root}}/{w}/here.txt\\nPath('{machine}')") == [
    ...     "see ../" + "shared/design/x.md", f"Path('{machine}')"]
    True
    """
    return [line.strip() for line in text.splitlines() if OUTSIDE.search(line)]


def test_no_file_refers_to_a_path_outside_the_repository() -> None:
    found = []
    for name in tracked_files():
        path = ROOT / name
        if path.suffix not in TEXT_SUFFIXES or name.startswith(EXEMPT):
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        found += [f"{name}: {line}" for line in outside_paths(text)]
    assert not found, "paths outside the repository:\n" + "\n".join(found)


def nav_pages(nav: list) -> list[str]:
    """Every page named in an MkDocs nav, depth first.

    >>> nav_pages([{"Home": "README.md"}, {"A": [{"B": "docs/b.md"}]}])
    ['README.md', 'docs/b.md']
    """
    pages = []
    for item in nav:
        for value in (item.values() if isinstance(item, dict) else [item]):
            pages += nav_pages(value) if isinstance(value, list) else [value]
    return pages


def test_every_docs_page_is_in_the_nav() -> None:
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    pages = nav_pages(config["nav"])
    docs = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "docs").rglob("*.md"))
    missing = sorted(set(docs) - set(pages))
    assert not missing, f"docs pages missing from mkdocs.yml's nav: {missing}"
    assert len(pages) == len(set(pages))


@pytest.mark.slow
def test_mkdocs_build_strict_passes(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict",
                           "--site-dir", str(tmp_path / "site")], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    home = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert "Quick start" in home and 'href="docs/pontoon-rules.html"' in home
    assert (tmp_path / "site" / "versions" / "v1" / "index.html").exists()


def test_mkdocs_strict_build_catches_a_broken_link(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "index.md").write_text("# Home\n\n[gone](nowhere.md)\n")
    (tmp_path / "mkdocs.yml").write_text("site_name: t\nstrict: true\n")
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode != 0 and "nowhere.md" in done.stdout + done.stderr
