"""Play pontoon version 1 in a terminal: python -m versions.v1"""

from .pontoon import main

if __name__ == "__main__":
    main()
