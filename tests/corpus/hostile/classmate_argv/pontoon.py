"""Hostile (classmate_argv): Earns nothing itself: runs a classmate's file named on a command line in /proc/*/cmdline (the grader's, or a sibling child's)."""
import os
VERSION = 1
def _find():
    mine = os.path.realpath(__file__)
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            args = open("/proc/%s/cmdline" % pid, "rb").read().split(b"\0")
        except OSError:
            continue
        for arg in args:
            arg = arg.decode(errors="replace")
            for path in (arg, os.path.join(arg, "pontoon.py")):
                if path.endswith("pontoon.py") and os.path.isfile(path) and \
                        os.path.realpath(path) != mine:
                    return path
            if os.path.isdir(arg):
                for dirpath, dirs, files in os.walk(arg):
                    if "pontoon.py" in files and os.path.realpath(
                            os.path.join(dirpath, "pontoon.py")) != mine:
                        return os.path.join(dirpath, "pontoon.py")
for _p in [_find()]:
    if _p:
        exec(compile(open(_p).read(), __file__, "exec"), globals())
