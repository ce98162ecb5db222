"""The pontoon rules as docs/pontoon-rules.md states them: the one document tests check against.

Tests that need the rules' ids, marks or names read them here, never from outside the repository.
"""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES_DOC = ROOT / "docs" / "pontoon-rules.md"


def text() -> str:
    """The whole rules document."""
    return RULES_DOC.read_text(encoding="utf-8")


def _rows(doc: str, header_start: str) -> list[list[str]]:
    """The body rows of the first table whose header row starts with ``header_start``.

    >>> _rows("| id | a |\\n|---|---|\\n| `x` | 1 |\\n\\nafter", "| id |")
    [['`x`', '1']]
    """
    lines = doc.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(header_start))
    rows = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return rows


def rule_marks(doc: str | None = None) -> dict[str, dict[int, int]]:
    """Each rule id with its marks per version (versions where it is not graded left out).

    >>> rule_marks("| id | what | v1 | v2 | v3 | v4 |\\n|-|-|-|-|-|-|\\n| `a` | t | – | – | – | 0 |")
    {'a': {4: 0}}
    """
    marks: dict[str, dict[int, int]] = {}
    for cells in _rows(text() if doc is None else doc, "| id |"):
        rule = re.fullmatch(r"`([a-z0-9-]+)`", cells[0])
        assert rule, f"not a rule id cell in docs/pontoon-rules.md: {cells[0]!r}"
        marks[rule.group(1)] = {v: int(cell) for v, cell in zip((1, 2, 3, 4), cells[-4:])
                                if cell.isdigit()}
    return marks


def rule_ids(doc: str | None = None) -> set[str]:
    """The ids of every rule in the document.

    >>> sorted(rule_ids("| id | what | v1 | v2 | v3 | v4 |\\n|-|-|-|-|-|-|\\n| `b` | t | 1 | 1 | 1 | 1 |"))
    ['b']
    """
    return set(rule_marks(doc))


def names(version: int, doc: str | None = None) -> set[str]:
    """The names a function-style submission of one version defines.

    >>> sorted(names(2, "| name | versions | what |\\n|-|-|-|\\n| `RANKS` | 2–4 | r |\\n| `x` | 4 | y |"))
    ['RANKS']
    """
    found = set()
    for cells in _rows(text() if doc is None else doc, "| name |"):
        span = [int(n) for n in re.findall(r"\d", cells[1])]
        low, high = span[0], span[-1]
        if low <= version <= high:
            found.add(cells[0].strip("`"))
    return found
