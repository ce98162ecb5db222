"""Play pontoon version 2 in a terminal: python -m versions.v2"""

from .pontoon import main

if __name__ == "__main__":
    main()
