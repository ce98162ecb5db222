"""How the fresh run decides a comparison in a given or test cell: by the harness, not by the
objects an answer returns.

An answer can return an object that lies: an ``__eq__`` that says True to anything passes
``assert deal() == 21``; so do an ``__ne__`` that says False (or True) to anything, a
``__contains__`` that holds anything, an ``__eq__`` that returns an object whose ``__bool__``
is always True, an ``int`` subclass with such an ``__eq__``, or a list of such objects. So the
harness compiles the given and test cells with `rewrite`: every ``==``, ``!=``, ``in``,
``not in``, ``<``, ``<=``, ``>`` and ``>=`` (in chains too, and inside the functions and classes
those cells define) becomes a call to the comparator `make_comparator` made before any
student code ran, and the harness puts it back before every given and test cell.

The comparator decides:
- plain data (exact ``int``, ``float``, ``complex``, ``str``, ``bytes``, ``bool``, ``None``,
  ``range``, and ``list``, ``tuple``, ``dict``, ``set``, ``frozenset`` of plain data) with the
  builtin types' own methods, which no code can change;
- a subclass of a builtin type by its builtin value (``int.__int__``, ``str.__str__``,
  ``list.copy``...), and a container of other objects element by element, as the builtin
  would;
- anything else by asking the object, then, if it claims the comparison holds, asking the same
  question with probes it cannot foresee: an instance of a class made afresh (a random name),
  a blank instance of the other operand's class (``object.__new__``), and, against plain
  data, a nearby value of the same shape (21 becomes 22 or 19, one element of a list changes).
  An honest object says False, raises, or returns NotImplemented; one that claims the probe
  too is lying, and a note says so. A ``!=`` that says two objects differ is asked whether
  the object differs from itself; a ``not in`` that says no is checked against what the
  container yields. A comparison that gives anything but ``True`` or ``False`` is a lie
  (numpy's booleans and arrays excepted).

A detected lie raises `Undecided` (not an ``Exception``), so the test cell fails whichever way
it asked (``==``, ``!=``, ``not (a == b)``); a builtin subclass's lie is only noted, and its
builtin value still earns what it is worth. Standard library only; every name the
comparator uses at run time is a closure variable taken when it was made (`cells` lists them so
the harness can put them back), never a global or a builtin looked up later.
"""
from __future__ import annotations

import ast
from typing import Any, Callable

OPERATORS = {ast.Eq: "==", ast.NotEq: "!=", ast.In: "in", ast.NotIn: "not in",
             ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">="}
IDENTITY = {ast.Is: "is", ast.IsNot: "is not"}
COMPARE, CHAIN = "__bjk_compare__", "__bjk_chain__"    # the names the rewritten cells call


class _Rewrite(ast.NodeTransformer):
    """Comparisons become calls to the comparator; a chain's later operands become lambdas
    (each evaluated once, only if the chain gets that far), unless one holds a ``yield``,
    ``await`` or ``:=``, which a lambda would change: that chain is left as written."""

    def visit_Compare(self, node: ast.Compare) -> ast.AST:
        node = self.generic_visit(node)
        if not any(type(op) in OPERATORS for op in node.ops):
            return node
        names = [OPERATORS.get(type(op)) or IDENTITY[type(op)] for op in node.ops]
        if len(names) == 1:
            call = ast.Call(ast.Name(COMPARE, ast.Load()), [ast.Constant(names[0]), node.left,
                                                            node.comparators[0]], [])
            return ast.copy_location(call, node)
        unsafe = (ast.Yield, ast.YieldFrom, ast.Await, ast.NamedExpr)
        if any(isinstance(inner, unsafe) for c in node.comparators for inner in ast.walk(c)):
            return node
        no_args = ast.arguments(posonlyargs=[], args=[], vararg=None, kwonlyargs=[], kw_defaults=[],
                                kwarg=None, defaults=[])
        thunks = [ast.Lambda(no_args, c) for c in node.comparators]
        call = ast.Call(ast.Name(CHAIN, ast.Load()), [ast.Constant(tuple(names)), node.left, *thunks], [])
        return ast.copy_location(call, node)


def rewrite(source: str, filename: str = "<cell>", flags: int = 0) -> Any:
    """Compile a given or test cell with its comparisons made calls to `COMPARE` and `CHAIN`.

    >>> code = rewrite("ok = 1 < 2 == 2 and 3 in [3]")
    >>> space = {COMPARE: lambda op, a, b: ("asked", op), CHAIN: lambda ops, a, *rest: ops}
    >>> exec(code, space); space["ok"]
    ('asked', 'in')
    """
    tree = ast.fix_missing_locations(_Rewrite().visit(ast.parse(source, filename)))
    return compile(tree, filename, "exec", flags, True)


def make_comparator(note: Callable[[str], None], where: list[str]) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """The comparator (``compare(op, a, b)``, ``chain(ops, left, *thunks)``) for the rewritten
    cells; `note` is called with each lie found, prefixed by ``where[0]``.

    >>> notes = []
    >>> compare, chain = make_comparator(notes.append, ["in t"])
    >>> class Liar:
    ...     def __eq__(self, other):
    ...         return True
    >>> compare("==", [1, (2, "x")], [1, (2, "x")])
    True
    >>> compare("==", Liar(), 21)  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ...
    Undecided: an answer lies to `==`: the grader cannot decide it
    >>> notes
    ["in t: an answer's `__eq__` says it equals anything (a 'Liar')"]
    >>> chain(("<", "=="), 1, lambda: 2, lambda: 2), compare("not in", 3, {1, 2})
    (True, True)
    """
    import math
    import operator
    import os
    import sys
    import types

    _type, _len, _id, _hash, _iter, _zip, _bool, _range, _str = type, len, id, hash, iter, zip, bool, range, str
    _list, _tuple, _dict, _set, _frozenset, _bytes, _int, _float = list, tuple, dict, set, frozenset, bytes, int, float
    _isinstance, _Exception, _isfinite, _urandom, _from_bytes = isinstance, Exception, math.isfinite, os.urandom, int.from_bytes
    _new, _str_of, _slice, _whole = object.__new__, str.__str__, tuple.__getitem__, slice(None)
    _mro, _qualname = type.__dict__["__mro__"].__get__, type.__dict__["__qualname__"].__get__
    _keys, _values, _items, _has, _get = dict.keys, dict.values, dict.items, dict.__contains__, dict.__getitem__
    _extend, _pop, _add = list.extend, list.pop, set.add
    _contains, _not = operator.contains, operator.not_
    _eq, _ne, _lt, _le, _gt, _ge = operator.eq, operator.ne, operator.lt, operator.le, operator.gt, operator.ge
    order_ops = types.MappingProxyType({"<": _lt, "<=": _le, ">": _gt, ">=": _ge})
    dunders = types.MappingProxyType({"==": "__eq__", "!=": "__ne__", "in": "__contains__", "not in": "__contains__",
                                      "<": "__lt__", "<=": "__le__", ">": "__gt__", ">=": "__ge__"})
    scalar_ids = _frozenset(map(_id, (int, float, complex, str, bytes, bytearray, bool, type(None), range)))
    container_ids = _frozenset(map(_id, (list, tuple, dict, set, frozenset)))
    view_ids = _frozenset(map(_id, (type({}.keys()), type({}.items()), type({}.values()))))
    builtin_ids = scalar_ids | container_ids | view_ids
    lowers = ((int, int.__int__), (float, float.__float__), (complex, complex.__complex__), (str, str.__str__),
              (bytes, bytes.__bytes__), (bytearray, bytearray.copy), (tuple, lambda t: _slice(t, _whole)),
              (list, list.copy), (dict, dict.copy), (set, set.copy), (frozenset, frozenset.copy))
    numpy = sys.modules.get("numpy")      # imported before any student code, or not at all
    library_ids: frozenset[int] = _frozenset()
    bool_ids: frozenset[int] = _frozenset()
    array_ids: frozenset[int] = _frozenset()
    if numpy is not None:
        library_ids = _frozenset([_id(v) for v in _list(vars(numpy).values()) if _isinstance(v, _type)])
        bool_ids, array_ids = _frozenset([_id(numpy.bool_)]), _frozenset([_id(numpy.ndarray)])
    trusted_ids = builtin_ids | library_ids
    lie = ("a detected lie",)     # a marker only these functions make

    class Undecided(BaseException):
        """A comparison an answer lied to: the test cell fails, whichever way it asked
        (not an Exception, so a test's ``except Exception`` does not swallow it)."""
    limit = 1_000_000             # elements a plain-data check looks at before it gives up

    def rand(n: int) -> int:
        return _from_bytes(_urandom(4), "big") % n

    def fresh() -> object:
        return _type("p" + _urandom(6).hex(), (), {"__slots__": (), "__module__": "__main__"})()

    def blank(cls: type) -> object:
        try:
            return _new(cls)
        except _Exception:
            return None

    def name(x: object) -> str:
        try:
            return _str_of(_qualname(_type(x)))[:40]
        except _Exception:
            return "object"

    def say(what: str, x: object, more: str = "") -> None:
        note(f"{where[0]}: an answer's `{what}` {more or 'says it equals anything'} (a {name(x)!r})")

    def plain(x: object) -> bool:
        """Whether x is plain data through and through (no code but the builtins' runs on it)."""
        stack, seen, count = [x], _set(), 0
        while stack:
            v = _pop(stack)
            kind = _id(_type(v))
            if kind in scalar_ids:
                continue
            if kind not in container_ids:
                return False
            if _id(v) in seen:
                continue
            _add(seen, _id(v))
            if _type(v) is _dict:
                _extend(stack, _keys(v))
                _extend(stack, _values(v))
            else:
                _extend(stack, v)
            count += _len(v)
            if count > limit:
                return False
        return True

    def lower(x: object) -> object:
        """x itself if builtin or not a builtin's subclass, else its builtin value."""
        cls = _type(x)
        if _id(cls) in builtin_ids:
            return x
        for base, copy in lowers:
            for parent in _mro(cls):
                if parent is base:
                    try:
                        return copy(x)
                    except _Exception:
                        return x
        return x

    def variant(v: object, depth: int) -> object:
        """A plain value near v, of its shape, that v's honest equal would not equal."""
        cls = _type(v)
        if cls is _bool:
            return _not(v)
        if cls is _int:
            return v + (1 + rand(3)) * (1 if rand(2) else -1)
        if cls is _float and _isfinite(v):
            return v + 1 + rand(3)
        if cls is _str:
            return v + "abcdefghijklmnopqrstuvwxyz"[rand(26)]
        if cls is _bytes:
            return v + _bytes((rand(256),))
        if (cls is _list or cls is _tuple) and depth < 4:
            items = _list(v)
            if items:
                at = rand(_len(items))
                items[at] = variant(items[at], depth + 1)
            else:
                items = [fresh()]
            return items if cls is _list else _tuple(items)
        if cls is _dict and depth < 4 and v:
            copy = _dict(v)
            key = _list(_keys(copy))[rand(_len(copy))]
            copy[key] = variant(_get(copy, key), depth + 1)
            return copy
        if cls is _set or cls is _frozenset:
            return cls(_list(v) + [fresh()])
        return fresh()

    def claims(op: str, x: object, probe: object) -> bool:
        """Whether x, asked `op` against the probe, claims it holds."""
        try:
            if op == "==":
                return _eq(x, probe) is not False
            if op == "!=":
                return _ne(x, probe) is not True
            if op == "in" or op == "not in":
                return _contains(x, probe)
            return order_ops[op](x, probe) is not False
        except _Exception:
            return False

    def lies(op: str, x: object, other: object) -> bool:
        """Whether x claims `op` of probes it cannot foresee (builtins and numpy never lie)."""
        if _id(_type(x)) in trusted_ids:
            return False
        probes = [fresh()]
        if op == "==" or op == "!=":
            kind = _type(other)
            if _id(kind) in scalar_ids or _id(kind) in container_ids:
                probes = probes + [variant(other, 0)]
            elif kind is not _type(x) and _id(kind) not in trusted_ids:
                probe = blank(kind)
                if probe is not None:
                    probes = probes + [probe]
        elif op == "in" or op == "not in":
            if _id(_type(other)) not in trusted_ids:
                probe = blank(_type(other))
                if probe is not None:
                    probes = probes + [probe]
        for probe in probes:
            if claims(op, x, probe):
                return True
        return False

    def differs_from_itself(x: object) -> bool:
        if _id(_type(x)) in trusted_ids:
            return False
        try:
            return _ne(x, x) is not False
        except _Exception:
            return False

    def lowered(x: object, op: str, other: object) -> object:
        """x's builtin value; a subclass whose own `op` lies is noted (its value still counts)."""
        low = lower(x)
        if low is not x and claims(op, x, other) and lies(op, x, other):
            say(dunders[op], x, "lies (compared as its builtin value)")
        return low

    def answer(r: object, what: str) -> object:
        kind = _id(_type(r))
        if r is True or r is False:
            return r
        if kind in bool_ids:
            return _bool(r)
        if kind in array_ids:
            return r
        note(f"{where[0]}: an answer's `{what}` gave a {name(r)!r}, not True or False")
        return lie

    def truth(r: object) -> bool:
        return r if r is True or r is False else _bool(r)    # numpy's own; an ambiguous array raises

    def equal(a: object, b: object) -> object:
        """a == b: True, False, `lie`, or a numpy array."""
        if plain(a) and plain(b):
            return a == b
        a, b = lowered(a, "==", b), lowered(b, "==", a)
        ka, kb = _id(_type(a)), _id(_type(b))
        if ka in scalar_ids and kb in scalar_ids:
            return a == b
        if _type(a) is _type(b) and (_type(a) is _list or _type(a) is _tuple):
            if _len(a) != _len(b):
                return False
            for x, y in _zip(a, b):
                if x is not y:
                    r = equal(x, y)
                    if r is lie or not truth(r):
                        return r if r is lie else False
            return True
        if _type(a) is _dict and _type(b) is _dict:
            return equal_dicts(a, b)
        if (_type(a) is _set or _type(a) is _frozenset) and (_type(b) is _set or _type(b) is _frozenset):
            if _len(a) != _len(b):
                return False
            for x in a:
                r = scan(x, b)
                if r is not True:
                    return r
            return True
        if ka in builtin_ids and kb in builtin_ids:
            return a == b         # different builtin kinds: no element is asked
        r = answer(_eq(a, b), "__eq__")
        if r is True:
            for x, y in ((a, b), (b, a)):
                if lies("==", x, y):
                    say("__eq__", x)
                    return lie
        return r

    def equal_dicts(a: dict, b: dict) -> object:
        if _len(a) != _len(b):
            return False
        if plain(_list(_keys(a))) and plain(_list(_keys(b))):
            pairs = []
            for key in a:
                if not _has(b, key):
                    return False
                pairs = pairs + [(_get(a, key), _get(b, key))]
        else:
            pairs = []
            for key, x in _items(a):
                match = [y for key2, y in _items(b) if key is key2 or equal(key, key2) is True]
                if not match:
                    return False
                pairs = pairs + [(x, match[0])]
        for x, y in pairs:
            if x is not y:
                r = equal(x, y)
                if r is lie or not truth(r):
                    return r if r is lie else False
        return True

    def scan(x: object, items: object) -> object:
        """Whether an element of a builtin container equals x (identity first, as Python asks)."""
        for item in items:
            if item is x:
                return True
            r = equal(item, x)
            if r is lie or truth(r):
                return r if r is lie else True
        return False

    def member(x: object, c: object, negated: bool) -> object:
        """x in c: True, False or `lie`."""
        low = lowered(c, "in", x)
        kind = _type(low)
        if kind is _list or kind is _tuple or _id(kind) in view_ids:
            return scan(x, low)
        if kind is _dict or kind is _set or kind is _frozenset:
            _hash(x)                     # an unhashable x raises TypeError, as Python says
            if plain(x) and plain(_list(low)):
                return _contains(low, x)
            return scan(x, low)
        if _id(kind) in scalar_ids:
            x = lowered(x, "==", low)
            if _id(_type(x)) in scalar_ids or kind is not _range:
                return _contains(low, x)     # str, bytes: a non-str x raises TypeError, as Python says
            return scan(x, low)
        r = _contains(low, x)
        if r and lies("in", low, x):
            say("__contains__", low, "says it holds anything")
            return lie
        if not r and negated and holds(low, x):
            say("__contains__", low, "says it does not hold what it holds")
            return lie
        return r

    def holds(c: object, x: object) -> bool:
        """Whether iterating c (a container, not an iterator) yields x."""
        try:
            items = _iter(c)
            if items is c:
                return False
            for _count, item in _zip(_range(100_000), items):
                if item is x or equal(item, x) is True:
                    return True
        except _Exception:
            return False
        return False

    def ordered(op: str, a: object, b: object) -> object:
        if plain(a) and plain(b):
            return order_ops[op](a, b)
        a, b = lowered(a, op, b), lowered(b, op, a)
        if _id(_type(a)) in scalar_ids and _id(_type(b)) in scalar_ids:
            return order_ops[op](a, b)
        if _type(a) is _type(b) and (_type(a) is _list or _type(a) is _tuple):
            for x, y in _zip(a, b):
                if x is not y:
                    r = equal(x, y)
                    if r is lie:
                        return lie
                    if not truth(r):
                        return ordered(op, x, y)
            return order_ops[op](_len(a), _len(b))
        r = answer(order_ops[op](a, b), dunders[op])
        if r is True:
            for x, y in ((a, b), (b, a)):
                if lies(op, x, y):
                    say(dunders[op], x, f"says {op} anything")
                    return lie
        return r

    def differ(a: object, b: object) -> object:
        if plain(a) and plain(b):
            return a != b
        a, b = lowered(a, "!=", b), lowered(b, "!=", a)
        if _id(_type(a)) in builtin_ids and _id(_type(b)) in builtin_ids:
            r = equal(a, b)
            return r if r is lie else _not(truth(r))
        r = answer(_ne(a, b), "__ne__")
        if r is True:
            for x in (a, b):
                if differs_from_itself(x):
                    say("__ne__", x, "says it differs from anything, itself included")
                    return lie
        if r is False:
            for x, y in ((a, b), (b, a)):
                if lies("!=", x, y):
                    say("__ne__", x)
                    return lie
        return r

    def compare(op: str, a: object, b: object) -> object:
        """`a op b` as the grader decides it."""
        if _id(_type(a)) in scalar_ids and _id(_type(b)) in scalar_ids and op != "in" and op != "not in":
            if op == "==":
                return a == b
            if op == "!=":
                return a != b
            return order_ops[op](a, b)
        if op == "==":
            r = equal(a, b)
        elif op == "!=":
            r = differ(a, b)
        elif op == "in":
            r = member(a, b, False)
        elif op == "not in":
            r = member(a, b, True)
            r = r if r is lie else _not(r)
        elif op == "is":
            return a is b
        elif op == "is not":
            return a is not b
        else:
            r = ordered(op, a, b)
        if r is lie:
            raise Undecided(f"an answer lies to `{op}`: the grader cannot decide it")
        return r

    def chain(ops: tuple[str, ...], left: object, *thunks: Callable[[], object]) -> object:
        """``left op1 b op2 c ...``, each later operand evaluated only if the chain gets there."""
        r: object = True
        for op, thunk in _zip(ops, thunks):
            right = thunk()
            r = compare(op, left, right)
            if not truth(r):
                return r
            left = right
        return r

    return compare, chain


def cells(*functions: Callable[..., Any]) -> list[tuple[Any, Any]]:
    """Every closure cell and code object behind `functions` (followed through the functions
    their cells hold): what the harness saves and puts back around each given and test cell.

    >>> def outer():
    ...     x = 1
    ...     return lambda: x
    >>> [type(owner).__name__ for owner, _ in cells(outer())]
    ['function', 'cell']
    """
    import types

    found, todo, seen = [], list(functions), set()
    while todo:
        function = todo.pop()
        if id(function) in seen:
            continue
        seen.add(id(function))
        found.append((function, function.__code__))
        for cell in function.__closure__ or ():
            found.append((cell, cell.cell_contents))
            inside = [cell.cell_contents]
            while inside:                 # functions in the cell, or in tuples it holds
                held = inside.pop()
                if isinstance(held, types.FunctionType):
                    todo.append(held)
                elif type(held) is tuple:
                    inside.extend(held)
    return found
