"""Writes files into the parent folder and the home folder, and reports where they landed."""
import os

VERSION = 1
for target in ("../escaped.txt", os.path.expanduser("~/home.txt"), "here.txt"):
    try:
        with open(target, "w") as handle:
            handle.write("written by a submission\n")
    except OSError as exc:
        print("refused", target, type(exc).__name__)
        continue
    print("wrote", os.path.realpath(target))
