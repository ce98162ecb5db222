"""The fresh run's harness: runs inside the sandbox, in a new Python with no IPython.

`autograder.notebooks.fresh` starts ``python -S -P -c <this file's text>`` (no site, and not
the working folder on the path, so no file of the student's is imported in place of a module
this harness or a package it imports first needs) and writes one JSON
plan on its standard input: a key, the seconds a cell may run, the modules to import first,
and the notebook's code cells in order, each ``student`` (answer and scratch cells, as
submitted), ``given`` (locked instructor cells, from the source notebook) or ``test``
(graded test cells, hidden tests included, from the source notebook). It answers with lines
``<hmac> <n> <kind> <text>`` on a descriptor of its own: ``verdict <grade id> <1|0>`` for each
test cell, ``note <what>`` for each thing the student's code did to the grading machinery,
and ``done``. Standard library only; nothing here is imported by the grader.

Why a verdict here cannot be forged or bent (the student's code runs in this process):
- the key lives only in the closure of an audit hook and of `emit` (made by `_make_emitter`,
  whose frame is gone); nothing reachable by the student's code holds either: frames
  (``sys._getframe``, ``tb_frame``, ``gi_frame``...), the garbage collector's lists,
  ``ctypes``, ``/proc/*/mem``, tracing, profiling, new audit hooks and new processes are
  refused by the audit hook (audit hooks cannot be removed) and each refusal is a note;
- IPython is not here, so input and AST transformers, ``showtraceback`` and ``set_custom_exc``
  do not exist (``get_ipython()`` returns a stand-in that notes every use and does nothing);
- before and after every given and test cell, the builtins, every loaded module's functions
  and classes (``sys.excepthook`` and ``AssertionError`` among them), the given cells'
  classes, names and ``__builtins__`` are compared with what the instructor's cells left,
  put back, and each difference is a note; a test cell during which any of them changed, or
  whose own globals changed a name it does not assign, fails;
- the given and test cells are compiled with their comparisons (``==``, ``!=``, ``in``,
  ``not in``, orderings) made calls to the comparator of ``compare.py`` (sent as text in the
  plan as ``compare``), made before any student code ran: an answer's object that lies to a
  comparison fails the test and is noted; the comparator's closure, code and class are put
  back and noted like the rest;
- this harness uses only references it took before any student code ran.
"""


def main() -> None:
    """Read the plan on stdin, run its cells, write the signed verdicts (see the module)."""
    import builtins
    import json
    import os
    import signal
    import sys
    import types

    _len, _isinstance, _callable, _type, _dict, _list, _tuple, _set = len, isinstance, callable, type, dict, list, tuple, set
    _enumerate = enumerate
    _compile, _exec, _ascii, _getattr, _hasattr, _id, _sorted = compile, exec, ascii, getattr, hasattr, id, sorted
    _BaseException, _Exception, _ModuleType = BaseException, Exception, type(sys)
    _modules, _listdir, _setitimer, _signal = sys.modules, os.listdir, signal.setitimer, signal.signal
    _setattr_type, _delattr_type = type.__setattr__, type.__delattr__
    _builtins_dict = builtins.__dict__
    _meta_path, _sys_path = sys.meta_path, sys.path
    _SIGALRM, _ITIMER, _exit = signal.SIGALRM, signal.ITIMER_REAL, os._exit

    raw = b""
    while True:
        chunk = os.read(0, 1 << 20)
        if not chunk:
            break
        raw += chunk
    os.close(0)
    plan = json.loads(raw)
    del raw
    out = os.dup(1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    os.close(devnull)
    emit = _make_emitter(plan.pop("key"), out)
    timeout = float(plan["timeout"])
    import __future__

    tools: dict = {"__name__": "bjk_compare"}      # inside/compare.py, sent with the plan
    _exec(_compile(plan.pop("compare"), "<compare>", "exec"), tools)
    flags, codes = 0, []
    for cell in plan["cells"]:         # compiled before any of it runs; the given and test cells'
        if "from __future__ import annotations" in cell["source"]:   # comparisons are the grader's
            flags |= __future__.annotations.compiler_flag
        try:
            if cell["kind"] == "student":
                codes.append(_compile(cell["source"], f"<cell {cell['id']}>", "exec", flags, True))
            else:
                codes.append(tools["rewrite"](cell["source"], f"<cell {cell['id']}>", flags))
        except (SyntaxError, ValueError, OverflowError):
            codes.append(None)
    for name in plan.get("preimport", []):
        try:
            __import__(name)
        except _Exception:
            pass
    _audit, where = sys.audit, [""]
    compare, chain = tools["make_comparator"](lambda text: _audit("bjk.note", text), where)
    guard = _tuple(tools["cells"](compare, chain))     # the comparator's insides, put back like the rest
    _Function = types.FunctionType
    hook = _make_hook(emit)
    sys.addaudithook(hook)
    del hook
    sys.path.insert(0, "")   # the notebook's folder, as in a kernel (python -P kept it out until now)

    class CellTimeout(BaseException):
        """A cell ran past its time."""

    def on_alarm(signum: int, frame: object) -> None:
        raise CellTimeout()

    def shim(*args: object, **kwargs: object) -> object:
        return _Shell()

    class _Quiet:
        """What the stand-in's attributes are: anything, doing nothing."""

        def __getattr__(self, name: str) -> object:
            return _Quiet()

        def __setattr__(self, name: str, value: object) -> None:
            pass

        def __call__(self, *args: object, **kwargs: object) -> object:
            return _Quiet()

        def __iter__(self):  # noqa: ANN204
            return iter(())

    class _Shell(_Quiet):
        """What `get_ipython()` returns here: notes every use, does nothing."""

        def __getattr__(self, name: str) -> object:
            _audit("bjk.note", f"used get_ipython().{name}")
            return _Quiet()

        def __setattr__(self, name: str, value: object) -> None:
            _audit("bjk.note", f"set get_ipython().{name}")

    notebook = _ModuleType("__main__")     # the cells' namespace is __main__, as in a kernel (pickle needs it)
    ns = notebook.__dict__
    ns.update({"__builtins__": builtins, "get_ipython": shim})
    _modules["__main__"] = notebook
    stdlib = sys.stdlib_module_names

    def state() -> dict:
        """What the student's code must not change: callables in loaded modules, classes' dicts."""
        found = {}
        for mod_name, module in _list(_modules.items()):
            if module is None or mod_name == "__main__" or mod_name.partition(".")[0] not in stdlib:
                continue
            try:
                members = _dict(_getattr(module, "__dict__", {}))
            except _Exception:
                continue
            found[("module", mod_name)] = module
            for key, value in members.items():
                if _callable(value) or _isinstance(value, _ModuleType):
                    found[(mod_name, key)] = value
        held = [value for _owner, value in guard if _isinstance(value, _type)]   # the comparator's Undecided
        for key, value in [*_list(given.items()), *[("", cls) for cls in held]]:
            classes = [value] if _isinstance(value, _type) else []
            if _isinstance(value, _ModuleType):
                classes = [v for v in _dict(value.__dict__).values() if _isinstance(v, _type)]
            for cls in classes:
                for attr, member in _dict(cls.__dict__).items():
                    if _callable(member) or _hasattr(member, "__get__"):
                        found[(cls, attr)] = member
        for index, (owner, _value) in _enumerate(guard):
            found[("guard", index)] = owner.__code__ if _isinstance(owner, _Function) else owner.cell_contents
        found[("meta_path",)] = _tuple(_meta_path)
        found[("path",)] = _tuple(_sys_path)
        return found

    def restore(saved: dict, where: str) -> list[str]:
        """Put `saved` back; the names of what differed."""
        now = state()
        changed = []
        for key, value in saved.items():
            if key in now and (now[key] is value or (key[0] in ("meta_path", "path") and now[key] == value)):
                continue
            changed.append(key)
            owner = key[0]
            try:
                if owner == "module":
                    _modules[key[1]] = value
                elif owner == "meta_path":
                    _meta_path[:] = _list(value)
                elif owner == "path":
                    _sys_path[:] = _list(value)
                elif owner == "guard":
                    _put_back(guard[key[1]][0], value)
                elif _isinstance(owner, _type):
                    _setattr_type(owner, key[1], value)
                else:
                    _dict_of(_modules[owner])[key[1]] = value
            except _BaseException:
                pass
        owners = {_id(key[0]) for key in saved if _isinstance(key[0], _type)}
        for key in now:
            if key not in saved and _isinstance(key[0], _type) and _id(key[0]) in owners:
                changed.append(key)
                try:
                    _delattr_type(key[0], key[1])
                except _BaseException:
                    pass
        if ns.get("__builtins__") is not builtins:
            ns["__builtins__"] = builtins
            changed.append(("namespace", "__builtins__"))
        for name, value in _list(given.items()):
            if ns.get(name, given) is not value:
                ns[name] = value
                if _callable(value) or _isinstance(value, _ModuleType):
                    changed.append(("namespace", name))
        for name in _list(ns):
            if name in _builtins_dict and name not in given and not name.startswith("__"):
                del ns[name]
                changed.append(("namespace", name))
        return [f"{where}: {_describe(key)}" for key in changed]

    def _put_back(owner: object, value: object) -> None:
        if _isinstance(owner, _Function):
            owner.__code__ = value
        else:
            owner.cell_contents = value

    def _dict_of(module: object) -> dict:
        return module.__dict__

    def _describe(key: tuple) -> str:
        owner = key[0]
        if owner == "module":
            return f"replaced module {key[1]}"
        if owner == "meta_path":
            return "changed the import system (sys.meta_path)"
        if owner == "path":
            return "changed where modules are imported from (sys.path)"
        if owner == "guard":
            return "changed how the tests compare (the grader's comparator)"
        if owner == "namespace":
            return f"rebound {key[1]} (the tests used the given one)"
        if _isinstance(owner, _type):
            return f"changed {owner.__qualname__}.{key[1]}"
        return f"changed {owner}.{key[1]}"

    def threads() -> int:
        try:
            return _len(_listdir("/proc/self/task"))
        except _Exception:
            return 1

    def run(code: object) -> bool:
        """Run one compiled cell in `ns`, at most `timeout` seconds; whether it ended without an error."""
        if code is None:
            return False
        try:
            _signal(_SIGALRM, on_alarm)
            _setitimer(_ITIMER, timeout)
            try:
                _exec(code, ns)
            finally:
                _setitimer(_ITIMER, 0)
            return True
        except _BaseException:
            return False

    given: dict = {tools["COMPARE"]: compare, tools["CHAIN"]: chain}
    ns.update(given)
    trusted = state()
    baseline, started_threads = threads(), False
    for cell, code in zip(plan["cells"], codes):
        where[0] = f"in {cell['id']}"
        if cell["kind"] == "student":
            run(code)
            continue
        for line in restore(trusted, f"before {cell['id']}"):
            emit("note", line)
        if not started_threads and threads() > baseline:
            started_threads = True
            emit("note", "started a thread that runs beside the tests")
        before = _dict(ns)
        passed = run(code)
        binds, reads = _set(cell.get("binds", [])), _set(cell.get("reads", []))
        during = []
        for name in _sorted(reads - binds):     # what the cell reads and never assigns
            if ns.get(name, ns) is not before.get(name, ns):
                during.append(f"during {cell['id']}: rebound {name}, which the cell reads")
                if name in before:
                    ns[name] = before[name]
                else:
                    del ns[name]
        for name in binds:
            if name in ns:
                given[name] = ns[name]
        during += restore(trusted, f"during {cell['id']}")
        for line in during:
            emit("note", line)
        trusted = state()
        if cell["kind"] == "test":
            emit("verdict", f"{cell['id']} {1 if passed and not during else 0}")
    emit("done", "")
    _exit(0)


def _make_emitter(key_hex: str, out: int):  # noqa: ANN202 - the key lives only in this closure
    """A function writing one authenticated line to descriptor `out` (HMAC-SHA256 by hand, from
    hash states made now, so nothing patched later can see the key)."""
    import hashlib
    import os

    key = bytes.fromhex(key_hex).ljust(64, b"\0")
    inner0 = hashlib.sha256(bytes(b ^ 0x36 for b in key))
    outer0 = hashlib.sha256(bytes(b ^ 0x5C for b in key))
    del key
    write, count = os.write, [0]

    def emit(kind: str, text: str) -> None:
        message = f"{count[0]} {kind} {text.encode('ascii', 'backslashreplace').decode('ascii')}"
        message = message.replace("\n", "\\n").replace("\r", "\\r").encode("ascii")
        count[0] += 1
        inner = inner0.copy()
        inner.update(message)
        outer = outer0.copy()
        outer.update(inner.digest())
        write(out, outer.hexdigest().encode("ascii") + b" " + message + b"\n")

    return emit


def _make_hook(emit):  # noqa: ANN001, ANN202
    """The audit hook: refuses what reaches into this harness, and notes each refusal."""
    quiet = {"sys._getframe"}   # the standard library asks for it (typing, enum) and copes with ValueError
    refuse = {"sys._getframe": ValueError, "sys._current_frames": ValueError,
              "gc.get_objects": RuntimeError, "gc.get_referrers": RuntimeError,
              "gc.get_referents": RuntimeError, "sys.settrace": RuntimeError,
              "sys.setprofile": RuntimeError, "sys.addaudithook": RuntimeError,
              "os.fork": RuntimeError, "os.forkpty": RuntimeError, "os.exec": RuntimeError,
              "os.posix_spawn": RuntimeError, "os.spawn": RuntimeError, "os.system": RuntimeError,
              "subprocess.Popen": RuntimeError, "pty.spawn": RuntimeError}
    frames = {"tb_frame", "gi_frame", "cr_frame", "ag_frame", "f_back", "f_locals", "f_globals"}
    said = set()
    _len, _isinstance, _str, _bytes, _int = len, isinstance, str, bytes, int
    _ImportError, _AttributeError, _PermissionError = ImportError, AttributeError, PermissionError
    _Exception, busy = Exception, [False]
    devices = {"/dev/null", "/dev/zero", "/dev/urandom", "/dev/random"}
    import os.path

    _realpath, _isdir = os.path.realpath, os.path.isdir
    writes = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND
    # what a process's folder in /proc shows that leads to no memory and no descriptor of it
    safe = {"cmdline", "comm", "stat", "statm", "status", "limits", "cgroup", "io", "sched",
            "schedstat", "oom_score", "cpuset", "wchan", "personality", "loginuid", "sessionid"}

    def _harmless_proc(path: str, real: str, args: tuple) -> bool:
        """Whether an open is outside /proc, or one an honest notebook makes there (reading a
        file of system information, or a process's name and status): read-only, not a folder
        (a folder would be a `dir_fd` to open ``self/mem`` relative to), and, in a process's
        folder (any number may be one of this process's threads), only what is in `safe`."""
        if "proc" not in path.split("/") and not real.startswith("/proc"):
            return True
        if not real.startswith("/proc/") or real.split("/")[1] != "proc":
            return False
        flags = args[2] if _len(args) > 2 and _isinstance(args[2], _int) else writes
        if flags & writes or _isdir(real):
            return False
        rest = real.split("/")[2:]
        if not rest[0].isdigit():
            return True
        rest = rest[1:]
        if _len(rest) == 3 and rest[0] == "task" and rest[1].isdigit():
            rest = rest[2:]
        return _len(rest) == 1 and rest[0] in safe

    def note(what: str) -> None:
        if what not in said:
            said.add(what)
            emit("note", what)

    def hook(event: str, args: tuple) -> None:
        if event == "bjk.note":
            note(_str(args[0])[:200] if args else "?")
            return
        error = refuse.get(event)
        if error is None and event.startswith("ctypes."):
            error = _ImportError
        if error is None and event == "object.__getattr__" and _len(args) > 1 and args[1] in frames:
            error = _AttributeError
        if error is None and event in ("open", "os.symlink") and args and _isinstance(args[0], (_str, _bytes)):
            path = args[0] if _isinstance(args[0], _str) else args[0].decode("utf-8", "replace")
            if event == "os.symlink":
                real = "/proc"                  # a link could lead there (/dev/fd/../mem): none at all
            elif busy[0]:
                real = path
            else:
                busy[0] = True
                try:
                    real = _realpath(path)
                except _Exception:
                    real = path
                finally:
                    busy[0] = False
            # /proc/self/mem, and the ways to it: /dev/fd and the other links of /dev lead into /proc
            parts = path.split("/")
            if ("dev" in parts and path not in devices) or not _harmless_proc(path, real, args):
                error = _PermissionError
        if error is not None:
            what = event if event not in ("object.__getattr__", "open") else \
                f"the attribute {args[1]}" if event != "open" else f"open {path[:80]!r}"
            if event not in quiet:
                note(f"refused {what} (it reaches into the grading)")
            raise error(f"{what} is not allowed while grading")

    return hook


if __name__ == "__main__":    # python -c sets it; never run on import
    main()
