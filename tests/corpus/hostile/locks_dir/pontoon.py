"""Makes its sandbox hard to delete and plants a symlink to a file outside it."""
import os

VERSION = 1


def lock(target):
    os.makedirs("locked/inner")
    with open("locked/inner/file.txt", "w") as handle:
        handle.write("x")
    os.symlink(target, "locked/link")
    os.symlink(os.path.dirname(target), "locked/dirlink")
    os.chmod("locked/inner", 0)
    os.chmod("locked", 0o500)
    return os.getcwd()
