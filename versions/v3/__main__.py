"""Play pontoon version 3 in a terminal: python -m versions.v3"""

from .pontoon import main

if __name__ == "__main__":
    main()
