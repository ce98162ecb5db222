"""No import cycles in the autograder package (STYLE.md rule 10; issue 19 item 7).

Every `import`, `from ... import` (at the top or inside a function, relative ones resolved) and
`importlib.import_module("autograder....")` with a literal name counts as an edge from the module
that holds it to the module it names; a cycle is any group of modules that reach each other.
"""
from __future__ import annotations

import ast
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


def imported(module: str) -> set[str]:
    """The autograder modules `module` imports, anywhere in its code."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                above = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(above + ([base] if base else []))
            names += [base] + [f"{base}.{alias.name}" for alias in node.names]
        elif (isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "import_module"
              and node.args and isinstance(node.args[0], ast.Constant)):
            names.append(str(node.args[0].value))
    found = {_known(n) for n in names if n.split(".")[0] == "autograder"}
    return {n for n in found if n and n != module}


GRAPH = {module: imported(module) for module in MODULES}


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
    assert "autograder.model" in GRAPH["autograder.cli"]
    assert "autograder.outputs.report" in GRAPH["autograder.cli"]          # inside functions
    assert "autograder.submission" in GRAPH["autograder.outputs.gradescope"]


@pytest.mark.parametrize("graph,expected", [
    ({"a": {"b"}, "b": {"c"}, "c": {"a"}}, [["a", "b", "c"]]),
    ({"a": {"b"}, "b": set()}, []),
    ({"a": {"a"}}, []),
], ids=["three-round", "a-line", "itself"])
def test_cycles_found_in_small_graphs(graph, expected):
    assert cycles(graph) == expected


def test_the_autograder_package_has_no_import_cycle():
    found = cycles(GRAPH)
    assert found == [], "modules that import each other: " + "; ".join(
        " <-> ".join(group) for group in found)
