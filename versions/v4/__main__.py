"""Play pontoon version 4 in a terminal: python -m versions.v4"""

from .pontoon import main

if __name__ == "__main__":
    main()
