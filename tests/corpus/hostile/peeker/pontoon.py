"""Tries to reach the grader's code: imports, sys.path search, and the editable finder."""
import os
import sys

VERSION = 1
for name in ("reference", "autograder", "versions", "autograder.sandbox"):
    try:
        __import__(name)
        print(name, "imported")
    except ImportError:
        print(name, "blocked")
found = [p for p in sys.path
         if os.path.exists(os.path.join(p, "autograder")) or os.path.exists(os.path.join(p, "reference"))]
print("kit on sys.path:", found)
print("site-packages on sys.path:", [p for p in sys.path if "-packages" in p])
print("meta_path:", [type(f).__name__ if not isinstance(f, type) else f.__name__ for f in sys.meta_path])
print("env:", sorted(os.environ))
print("flags:", sys.flags.isolated, sys.flags.no_site, sys.flags.dont_write_bytecode)
