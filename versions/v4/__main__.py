"""Play pontoon version 4 in a terminal: python -m versions.v4"""

from versions.play import run

from . import pontoon

if __name__ == "__main__":
    raise SystemExit(run(pontoon))
