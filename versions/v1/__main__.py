"""Play pontoon version 1 in a terminal: python -m versions.v1"""

from versions.play import run

from . import pontoon

if __name__ == "__main__":
    raise SystemExit(run(pontoon))
