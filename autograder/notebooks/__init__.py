"""The nbgrader course round trip: releasing, collecting and autograding notebooks, and their hooks."""
