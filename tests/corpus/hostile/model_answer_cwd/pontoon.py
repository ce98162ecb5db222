"""Hostile (model_answer_cwd): Earns nothing itself: runs the model answer found through /proc/<ppid>/cwd/versions/v1/pontoon.py (or anywhere it can see)."""
import os
VERSION = 1
def _find():
    for base in ["/proc/%d/cwd" % p for p in (os.getppid(), 1)] + [os.environ.get("PWD", "/"), "/"]:
        for rel in ("versions/v1/pontoon.py", "main/versions/v1/pontoon.py"):
            path = os.path.join(base, rel)
            if os.path.isfile(path):
                return path
for _p in [_find()]:
    if _p:
        exec(compile(open(_p).read(), __file__, "exec"), globals())
