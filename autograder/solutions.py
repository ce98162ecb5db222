"""Solution regions: the model answer written once between markers, and the stub that replaces it.

Glossary: a *solution region* is the lines between `BEGIN` and `END` (nbgrader's markers); to
*clear* a source is to replace each region by `STUB` at the region's indentation. The student
kit (`autograder.release`) and the module assignments (`autograder.modules`) both clear
sources through here, so neither imports the other.
"""
from __future__ import annotations

import re

BEGIN = "### BEGIN SOLUTION"
END = "### END SOLUTION"
STUB = "raise NotImplementedError()"


class ReleaseError(Exception):
    """A problem with the kit's source, said in one line (exit 1).

    >>> str(ReleaseError("pontoon.py line 3: END without BEGIN"))
    'pontoon.py line 3: END without BEGIN'
    """


def clear_solutions(source: str, name: str = "<source>") -> str:
    """Return source with each solution region replaced by the stub at the region's indentation.

    >>> clear_solutions("def f():\\n    ### BEGIN SOLUTION\\n    return 1\\n    ### END SOLUTION\\n")
    'def f():\\n    raise NotImplementedError()\\n'
    """
    out: list[str] = []
    begun_at = 0
    for number, line in enumerate(source.split("\n"), 1):
        marker = line.strip()
        if marker == BEGIN:
            if begun_at:
                raise ReleaseError(f"{name} line {number}: {BEGIN} inside the region "
                                   f"begun at line {begun_at}")
            begun_at = number
            out.append(re.match(r"\s*", line).group(0) + STUB)
        elif marker == END:
            if not begun_at:
                raise ReleaseError(f"{name} line {number}: {END} without a {BEGIN}")
            begun_at = 0
        elif not begun_at:
            out.append(line)
    if begun_at:
        raise ReleaseError(f"{name} line {begun_at}: {BEGIN} is never ended")
    return "\n".join(out)


def count_regions(source: str) -> int:
    """Return how many solution regions a source holds.

    >>> count_regions("    ### BEGIN SOLUTION\\n    pass\\n    ### END SOLUTION\\n")
    1
    """
    return sum(line.strip() == BEGIN for line in source.split("\n"))
