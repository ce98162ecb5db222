"""Short messages for a notebook's failed test cells, as a student reads them when validating.

nbgrader's validator hands back each failed cell's source and its IPython traceback (colours
and all): on an untouched notebook that is a screenful of frames per cell, each ending in a
bare ``NotImplementedError:``. ``failure_message`` turns one failed cell into one line that
says what to do: which function is not written yet, the assertion's own message, or the error
and where the student's code raised it. Standard library only: the student kit ships it.
"""

from __future__ import annotations

import re

ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
# IPython's frame headers: "Cell In[8], line 9, in card_str(card)" or, older,
# "<ipython-input-8-...> in card_str(card)"; a plain traceback's 'File "x.py", line 3, in f'.
FRAME = re.compile(r"^\s*(?:Cell In\[\d+\], line \d+, in |<ipython-input-[^>]*> in |"
                   r"\s*File \"[^\"]*\", line \d+, in )(?P<name>[\w.<>]+)", re.M)


def last_error_line(raw_error: str) -> str:
    """Return a traceback's final line, the exception and its message, without colours.

    >>> last_error_line("Traceback ...\\n\\x1b[0;31mValueError\\x1b[0m: bad rank 'X'\\n")
    "ValueError: bad rank 'X'"
    """
    lines = [line.rstrip() for line in ANSI.sub("", raw_error).splitlines() if line.strip()]
    return lines[-1].strip() if lines else "an error with no message"


def raising_function(raw_error: str) -> str | None:
    """Return the innermost function a traceback names, or None when it names none.

    >>> raising_function("Cell In[4], line 1\\nCell In[3], line 8, in rank_points(rank)\\n")
    'rank_points'
    """
    names = [match["name"] for match in FRAME.finditer(ANSI.sub("", raw_error))]
    names = [name for name in names if not name.startswith("<")]
    return names[-1] if names else None


def first_line(source: str) -> str:
    """Return the first line of a test cell that is not a comment, shortened to 90 characters.

    >>> first_line("# task 1\\nassert rank_points(Rank.TWO) == 2")
    'assert rank_points(Rank.TWO) == 2'
    """
    lines = [line.strip() for line in source.splitlines()
             if line.strip() and not line.strip().startswith("#")]
    line = lines[0] if lines else "(an empty cell)"
    return line if len(line) <= 90 else line[:87] + "..."


def failure_message(source: str, raw_error: str) -> str:
    """Return one line for a failed test cell: what to write or fix, never a traceback.

    >>> failure_message("assert rank_points(Rank.TWO) == 2",
    ...                 "Cell In[3], line 8, in rank_points(rank)\\nNotImplementedError: ")
    'rank_points() is not written yet: replace its `raise NotImplementedError()` with your code'
    >>> failure_message("assert f(1) == 2, 'f(1) should be 2'", "AssertionError: f(1) should be 2")
    'f(1) should be 2'
    """
    error = last_error_line(raw_error)
    kind, _, message = error.partition(":")
    kind, message = kind.strip(), message.strip()
    where = raising_function(raw_error)
    test = first_line(source)
    if kind.endswith("NotImplementedError"):
        what = f"{where}()" if where else "a function this test calls"
        return (f"{what} is not written yet: replace its `raise NotImplementedError()` "
                "with your code")
    if kind.endswith("AssertionError"):
        return message or f"this check is false: {test}"
    inside = f" in {where}()" if where else ""
    return f"{test} raised {error}{inside}"


def failure_report(failures: list[dict[str, str]], limit: int = 10) -> list[str]:
    """Return the lines for a notebook's failed cells: the first thing to fix first, one a line.

    Each failure is nbgrader's ``{"source": ..., "raw_error": ...}``; past ``limit`` the rest
    are counted, not listed, so that the report fits on one screen.

    >>> failure_report([{"source": "assert g()", "raw_error": "AssertionError: g() is False"}])
    ['FAILED (fix this first): g() is False']
    """
    messages = [failure_message(cell.get("source", ""), cell.get("raw_error", ""))
                for cell in failures]
    lines = [("FAILED (fix this first): " if number == 0 else "FAILED: ") + message
             for number, message in enumerate(messages[:limit])]
    if len(messages) > limit:
        lines.append(f"... and {len(messages) - limit} more failed test cells")
    return lines
