"""Write the four self-check files, ``versions/vN/test_pontoon.py``, from one template.

The rules of pontoon are the same in every version; only the cards change. So the tests are
written once, in ``versions/selfchecks.tmpl``, with every card named as in version 3
("Ten of Clubs"), and this script writes each version's file with that version's cards
("10" in v1, "Ten" in v2), every case and every expected result written out, so that a student
who opens the file reads plain tests. ``tests/test_versions_selfchecks.py`` checks the files
are up to date.

    python -m versions.make_selfchecks           # write the four files
    python -m versions.make_selfchecks --check   # exit 1 if one is out of date

Template: ``{{ expression }}`` is replaced by its value (the names below, with ``V`` the
version); a line ``@@ v1 v2`` starts lines only those versions get, ``@@ end`` ends them.
"""

from __future__ import annotations

import json
import re
import sys
import textwrap
from pathlib import Path

from versions import selfcheck as sc

HERE = Path(__file__).resolve().parent
TEMPLATE = HERE / "selfchecks.tmpl"
FUNCTIONS = {
    1: ["card_value", "card_name", "hand_value", "random_card", "computer_turn", "player_turn",
        "decide_winner", "play_game", "play_again", "main"],
    4: ["card_value", "card_name", "hand_value", "new_deck", "shuffled_deck", "computer_turn",
        "player_turn", "decide_winner", "play_game", "play_again", "main"],
}
FUNCTIONS[2] = FUNCTIONS[3] = FUNCTIONS[1]
EXPRESSION = re.compile(r"\{\{(.*?)\}\}")


class Version:
    """The names a template's expressions use, for one version.

    The generator is the one place that works out what a card counts and how a version shows
    it; the files it writes carry every card, value and result block as a literal, and the
    released ``selfcheck.py`` knows none of them.

    >>> Version(1).c("Ace of Clubs, King of Hearts"), Version(2).c("Ace of Clubs")
    ('1, 10', 'Ace')
    """

    def __init__(self, version: int) -> None:
        self.V = version

    def card(self, name: str) -> object:
        """The card of this version for a version-3 name ("Ten of Clubs")."""
        rank, _, suit = name.strip().partition(" of ")
        if self.V == 1:
            return self.value(name)
        return rank if self.V == 2 else (rank, suit)

    def value(self, name: str) -> int:
        """What the card of a version-3 name counts: Ace 1, Two to Nine their number, else 10.

        >>> Version(2).value("Ace of Clubs"), Version(2).value("Queen of Hearts")
        (1, 10)
        """
        return min(sc.RANKS.index(name.strip().partition(" of ")[0]) + 1, 10)

    def total(self, names: str) -> int:
        """What the cards named (version-3 names, comma-separated) count together.

        >>> Version(3).total("Ten of Clubs, Six of Hearts")
        16
        """
        return sum(self.value(name) for name in names.split(","))

    def shown(self, name: str) -> str:
        """One version-3 card name as this version shows the card: "10", "Ten", "Ten of Clubs".

        >>> [Version(v).shown("Ten of Clubs") for v in (1, 2, 3)]
        ['10', 'Ten', 'Ten of Clubs']
        """
        name = " ".join(name.split())
        return str(self.value(name)) if self.V == 1 else \
            name.partition(" of ")[0] if self.V == 2 else name

    def c(self, names: str) -> str:
        """Version-3 card names, comma-separated, as this version names them."""
        return ", ".join(self.shown(name) for name in names.split(","))

    def q(self, names: str, raw: bool = False) -> str:
        """Card names (raw: text as it is) as a double-quoted Python string."""
        return json.dumps(names if raw else self.c(names))

    def count(self) -> int:
        """How many different cards the version has: 10, 13 or 52.

        >>> [Version(v).count() for v in (1, 2, 4)]
        [10, 13, 52]
        """
        return {1: 10, 2: 13}.get(self.V, 52)

    def aces(self) -> str:
        """The Aces of this version, as a list of names."""
        names = ["Ace of Clubs", "Ace of Diamonds", "Ace of Hearts", "Ace of Spades"]
        return pack([self.c(name) for name in names[:1 if self.V < 3 else 4]], 7)

    def rows(self, names: str, value: bool = True, indent: int = 4) -> str:
        """Parametrize rows, one a line, for the distinct cards named: (name, value) or (name,)."""
        seen, lines = set(), []
        for name in names.split(","):
            shown = self.c(name)
            if shown in seen:
                continue
            seen.add(shown)
            lines.append(" " * indent + (f"({json.dumps(shown)}, {self.value(name)}),"
                                         if value else f"{json.dumps(shown)},"))
        return "\n".join(lines).lstrip()

    def result(self, computer: str, player: str, winner: str) -> str:
        """The suggested result block for these hands and this winner, as a list of lines."""
        mine, theirs = self.total(computer), self.total(player)
        if self.V == 1:
            lines = [f"Computer Value: {mine}", f"Player Value: {theirs}"]
        else:
            lines = [f"Computer has: {self.c(computer)}", f"Value: {mine}",
                     f"Player has: {self.c(player)}", f"Value: {theirs}"]
        return pack(lines + [sc.VERDICTS[winner]], 8, 98)

    def functions(self) -> str:
        """The functions this version's pontoon.py defines, in the order to write them."""
        return pack(FUNCTIONS[self.V], 12)


def pack(items: list, indent: int, width: int = 99) -> str:
    """A list literal of strings, packed into lines no wider than width.

    >>> print(pack(["a", "b"], 4))
    ["a", "b"]
    """
    lines, line = [], "["
    for number, item in enumerate(items):
        piece = json.dumps(item) + ("]" if number == len(items) - 1 else ",")
        if len(line) + 1 + len(piece) + indent > width and line != "[":
            lines.append(line)
            line = " " + piece
        else:
            line += ("" if line == "[" else " ") + piece
    lines.append(line)
    return ("\n" + " " * indent).join(lines)


def wrap_docstring(line: str, width: int = 99) -> str:
    """A one-line docstring too wide for width, as a wrapped paragraph.

    >>> quotes = '"' * 3
    >>> print(wrap_docstring("    " + quotes + "word " * 9 + "end." + quotes, 30))
        \"\"\"word word word word word
        word word word word end.
        \"\"\"
    """
    indent = line[:len(line) - len(line.lstrip())]
    text = line.strip()[3:-3]
    body = textwrap.fill(text, width, initial_indent=indent + '"""', subsequent_indent=indent)
    return body + "\n" + indent + '"""'


def render(version: int, template: str | None = None) -> str:
    """Return the self-check file of one version.

    >>> render(2, "@@ v1\\nx = {{V}}\\n@@ v2 v3\\ny = {{c('Ten of Clubs')!r}}\\n@@ end\\n")
    "y = 'Ten'\\n"
    """
    text = TEMPLATE.read_text(encoding="utf-8") if template is None else template
    names = Version(version)
    context = {name: getattr(names, name) for name in dir(names) if not name.startswith("_")}
    out, keep = [], True
    for line in text.splitlines(keepends=True):
        if line.startswith("@@ "):
            words = line.split()[1:]
            keep = words == ["end"] or f"v{version}" in words
            continue
        if keep:
            line = EXPRESSION.sub(lambda m: _value(m[1], context), line)
            if len(line.rstrip("\n")) > 99 and line.strip().startswith('"""') \
                    and line.strip().endswith('"""'):
                line = wrap_docstring(line.rstrip("\n")) + "\n"
            out.append(line)
    return join_short_strings("".join(out))


def join_short_strings(text: str, width: int = 99) -> str:
    """Join a string literal split over two lines back into one where the line fits.

    >>> print(join_short_strings('    ("Two, Three"\\n     ", Four", 3),\\n'))
        ("Two, Three, Four", 3),
    <BLANKLINE>
    """
    lines = text.split("\n")
    out: list[str] = []
    for line in lines:
        if out and out[-1].endswith('"') and line.lstrip().startswith('", '):
            joined = out[-1][:-1] + line.lstrip()[1:]
            if len(joined) <= width:
                out[-1] = joined
                continue
        out.append(line)
    return "\n".join(out)


def _value(expression: str, context: dict) -> str:
    """The text of one {{ expression }}; `!r` at its end means its repr."""
    expression = expression.strip()
    as_repr = expression.endswith("!r")
    value = eval(expression[:-2] if as_repr else expression, dict(context))  # our own template
    return repr(value) if as_repr else str(value)


def target(version: int) -> Path:
    """The self-check file of one version."""
    return HERE / f"v{version}" / "test_pontoon.py"


def main(argv: list[str] | None = None) -> int:
    """Write the four files (0), or with --check say which are out of date (1 if any).

    >>> main(["--check"])
    0
    """
    check = "--check" in (sys.argv[1:] if argv is None else argv)
    stale = []
    for version in (1, 2, 3, 4):
        text = render(version)
        if target(version).read_text(encoding="utf-8") != text:
            stale.append(target(version))
            if not check:
                target(version).write_text(text, encoding="utf-8")
    for path in stale:
        print(f"{'out of date' if check else 'wrote'}: {path.relative_to(HERE.parent)}")
    return 1 if check and stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
