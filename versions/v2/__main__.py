"""Play pontoon version 2 in a terminal: python -m versions.v2"""

from versions.play import run

from . import pontoon

if __name__ == "__main__":
    raise SystemExit(run(pontoon))
