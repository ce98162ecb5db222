"""Play pontoon version 3 in a terminal: python -m versions.v3"""

from versions.play import run

from . import pontoon

if __name__ == "__main__":
    raise SystemExit(run(pontoon))
