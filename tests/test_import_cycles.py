"""No import cycles in the autograder package (STYLE.md rule 10; issue 19 item 7).

Every `import`, `from ... import` (at the top or inside a function, relative ones resolved) and
`importlib.import_module("autograder....")` with a literal name counts as an edge from the module
that holds it to the module it names; a cycle is any group of modules that reach each other.

An import whose name is computed at run time (`importlib.import_module(f"autograder.{module}")`,
`__import__(name)`) counts as an edge to every autograder module a string in the same module
names, after the f-string's fixed start (the command line's table of subcommands, say): the
walker cannot know which one runs, so it assumes any may. One that names none is an error, save
in an `inside` package, whose code runs in the sandboxed child and imports the student's modules.
"""
from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "autograder"


def module_name(path: Path) -> str:
    """`autograder/outputs/report.py` -> `autograder.outputs.report` (a package is its folder)."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _known(name: str) -> str | None:
    """The module `name` names: itself, else the nearest package above it that exists."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _is_computed_import(node: ast.AST) -> bool:
    """Whether `node` is a call of `importlib.import_module`, `import_module` or `__import__`."""
    return (isinstance(node, ast.Call) and bool(node.args)
            and (getattr(node.func, "attr", None) or getattr(node.func, "id", None))
            in ("import_module", "__import__"))


def computed_targets(tree: ast.AST, name: ast.expr) -> set[str]:
    """The autograder modules a computed import of `name` may load: every string in `tree` that,
    after the f-string's fixed start (`f"autograder.{module}"`), names one.

    >>> tree = ast.parse('NAMES = ("demo", "x")\\nimportlib.import_module(f"autograder.{n}")')
    >>> sorted(computed_targets(tree, tree.body[1].value.args[0]))
    ['autograder.demo']
    """
    start = ""
    if isinstance(name, ast.JoinedStr) and name.values and isinstance(name.values[0], ast.Constant):
        start = str(name.values[0].value)
    strings = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    return {start + text for text in strings if start + text in MODULES}


UNFOLLOWED: list[str] = []      # computed imports that name no module: `module:line`


def imported(module: str) -> set[str]:
    """The autograder modules `module` imports, anywhere in its code, at run time too."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                above = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(above + ([base] if base else []))
            names += [base] + [f"{base}.{alias.name}" for alias in node.names]
        elif _is_computed_import(node) and isinstance(node.args[0], ast.Constant):
            names.append(str(node.args[0].value))
        elif _is_computed_import(node):
            targets = computed_targets(tree, node.args[0])
            names += targets
            if not targets and ".inside" not in module:
                UNFOLLOWED.append(f"{module}:{node.lineno}")
    found = {_known(n) for n in names if n.split(".")[0] == "autograder"}
    return {n for n in found if n and n != module}


@functools.cache
def graph() -> dict[str, set[str]]:
    """Every autograder module's imports (`imported`), read once, by the first test to ask:
    not at collection, which every xdist worker does (1.7 CPU s each)."""
    return {module: imported(module) for module in MODULES}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of two or more modules that import each other, directly or round a loop
    (Tarjan's strongly connected components), each sorted.

    >>> cycles({"a": {"b"}, "b": {"a"}, "c": {"a"}})
    [['a', 'b']]
    """
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while not group or group[-1] != v:
                group.append(stack.pop())
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_walker_sees_imports_inside_functions_and_relative_ones():
    assert "autograder.model" in graph()["autograder.cli"]
    assert "autograder.outputs.report" in graph()["autograder.cli"]          # inside functions
    assert "autograder.submission" in graph()["autograder.outputs.gradescope"]


def test_the_walker_follows_imports_computed_at_run_time():
    # the command line's subcommands: importlib.import_module(f"autograder.{module}")
    assert {"autograder.release", "autograder.modules", "autograder.notebooks.course",
            "autograder.demo"} <= graph()["autograder.cli"]
    # what the grader loads before its first child: import_module(name) over GRADER_MODULES
    assert "autograder.pontoon.grade" in graph()["autograder.sandbox.integrity"]


def test_every_computed_import_names_the_modules_it_may_load():
    graph()                             # reads every module, noting the imports it cannot follow
    assert UNFOLLOWED == [], ("imports whose module is computed and named by no string in their "
                              "module (write the names out): " + ", ".join(UNFOLLOWED))


@pytest.mark.parametrize("source,expected", [
    ('importlib.import_module(f"autograder.{m}")\nM = ("demo", "cli")',
     {"autograder.demo", "autograder.cli"}),
    ('import_module(name)\nNAMES = ("autograder.model", "os")', {"autograder.model"}),
    ('__import__(name)\nNAMES = ("os",)', set()),
], ids=["f-string", "a-name", "none"])
def test_computed_targets_of_small_modules(source, expected):
    tree = ast.parse(source)
    assert computed_targets(tree, tree.body[0].value.args[0]) == expected


@pytest.mark.parametrize("graph,expected", [
    ({"a": {"b"}, "b": {"c"}, "c": {"a"}}, [["a", "b", "c"]]),
    ({"a": {"b"}, "b": set()}, []),
    ({"a": {"a"}}, []),
], ids=["three-round", "a-line", "itself"])
def test_cycles_found_in_small_graphs(graph, expected):
    assert cycles(graph) == expected


def test_the_autograder_package_has_no_import_cycle():
    found = cycles(graph())
    assert found == [], "modules that import each other: " + "; ".join(
        " <-> ".join(group) for group in found)


def test_the_grader_parses_python_only_through_the_compile_lock():
    """CPython 3.11 fails ``ast.parse``/``compile`` run in two threads at once (SystemError: AST
    constructor recursion depth mismatch), and the grader grades and runs fresh notebooks in
    threads: every parse outside the sandbox's own code goes through `autograder.compiling`."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[1] / "autograder"
    bare = re.compile(r"\bast\.parse\(|(?<![.\w])compile\(")
    found = [f"{path.relative_to(root)}:{n}" for path in sorted(root.rglob("*.py"))
             if "inside" not in path.parts and path.name != "compiling.py"
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if bare.search(line.split("#")[0]) and "_compiling" not in line]
    allowed = {"sandbox/child.py"}      # runner_code compiles under compiling.LOCK (_compiling)
    assert [f for f in found if f.split(":")[0] not in allowed] == [], found
