"""`python -m autograder ...`: see `autograder.cli`."""
from __future__ import annotations

if __name__ == "__main__":
    from autograder.cli import main

    raise SystemExit(main())
