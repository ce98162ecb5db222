"""Escape at the edge: the one way out for text a student or an LMS controls, one function a medium.

Glossary: *student text* is anything student code or an LMS download decides — program output,
prompts, exception messages and tracebacks, file names, `VERSION`, student ids and names. It
stays data until the moment it is written, and then it goes through one of these:

- `terminal(text)`: a Rich `Text` (never parsed as markup) with every control character shown
  as a visible escape (`\\x1b`, `\\r`, `\\u202e`), so nothing moves the cursor, clears the screen,
  sets the clipboard or makes a link;
- `markdown(text, form)`: prose with every mark that could start Markdown backslash-escaped
  (no heading, list, quote, link, image, emphasis, table or raw HTML can start), or a code
  span (`form="code"`) or fenced block (`form="block"`) longer than any backtick run inside;
- `html(text)`: `html.escape` of the visible text; every page the kit writes carries `CSP_META`,
  which forbids scripts and any remote load;
- `csv_cell(value)`: a cell starting with `= + - @`, a tab or a carriage return gets a leading
  `'`, as spreadsheet programs expect, so it is never a formula;
- `json_text(data)`: `json.dumps` with `ensure_ascii`, so control and direction characters are
  `\\uXXXX` escapes even when the file is printed in a terminal.

`safe_name(text)` turns a student id into a folder name that stays inside `--out`.
"""
from __future__ import annotations

import hashlib
import html as _html
import json
import re
import unicodedata
from typing import Any

# Characters that change how the text around them is shown: bidirectional overrides, embeddings
# and isolates, marks, and the Unicode line and paragraph separators.
_INVISIBLE = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                       "\u2066\u2067\u2068\u2069\u2028\u2029\ufeff")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t", "\x1b": "\\x1b", "\x07": "\\a"}

CSP = ("default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; "
       "base-uri 'none'")
CSP_META = f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'

RESERVED_NAMES = frozenset({"index.html", "gradebook.csv", "summary.json", "manual-marks.csv",
                            "con", "prn", "aux", "nul"})
MAX_NAME_BYTES = 80


def _shown(char: str, keep: str) -> str:
    """One character as it is shown: itself, or a visible escape for a control character.

    >>> _shown("a", ""), _shown("\\x1b", ""), _shown("\\n", "\\n")
    ('a', '\\\\x1b', '\\n')
    """
    if char in keep:
        return char
    if char in _NAMED:
        return _NAMED[char]
    category = unicodedata.category(char)
    if char in _INVISIBLE or category in ("Cc", "Cs"):
        code = ord(char)
        return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"
    return char


def visible(text: object, keep: str = "") -> str:
    """`text` (made a str) with each control, direction or separator character shown as a
    visible escape, except those in `keep` (say `"\\n"` for a block of lines).

    >>> visible("a\\x1b[2Jb\\r\\u202ec")
    'a\\\\x1b[2Jb\\\\r\\\\u202ec'
    """
    text = text if isinstance(text, str) else str(text)
    if text.isprintable() and not _INVISIBLE.intersection(text):
        return text
    return "".join(_shown(c, keep) for c in text)


def terminal(text: object):  # -> rich.text.Text
    """Student text for the terminal: a Rich `Text` (markup is never parsed) with every control
    character visible. Print it with Rich, or `str()` it for a plain `print`.

    >>> str(terminal("[bold]x[/bold]\\x1b]52;c;Y3VybA==\\x07"))
    '[bold]x[/bold]\\\\x1b]52;c;Y3VybA==\\\\a'
    """
    from rich.text import Text

    return Text(visible(text))


# Emphasis, code, links, HTML, tables; `_` between two letters or digits starts nothing.
_MD_ANYWHERE = re.compile(r"([\\`*\[\]<>&|~]|(?<![^\W_])_|_(?![^\W_]))")
_MD_LINE_START = re.compile(r"^(\s*)([#+=>-]|\d+(?=[.)]))")   # headings, lists, quotes


def markdown(text: object, form: str = "text") -> str:
    """Student text for Markdown. `form="text"`: prose with every control visible and every
    mark that could start markup backslash-escaped (the text may begin a line); `"code"`: a code
    span; `"block"`: a fenced block (lines kept). Spans and fences are longer than any run of
    backticks inside.

    >>> markdown("[link](http://x)"), markdown("a`b", "code"), markdown("```", "block")
    ('\\\\[link\\\\](http://x)', '``a`b``', '````text\\n```\\n````')
    >>> markdown("# Every rule passed"), markdown("1. x")
    ('\\\\# Every rule passed', '1\\\\. x')
    """
    if form == "block":
        body = visible(text, keep="\n\t").rstrip()
        fence = "`" * max(3, _longest_backticks(body) + 1)
        return f"{fence}text\n{body}\n{fence}"
    body = visible(text)
    if form == "code":
        ticks = "`" * (_longest_backticks(body) + 1)
        pad = " " if body.startswith(("`", " ")) or body.endswith(("`", " ")) else ""
        return f"{ticks}{pad}{body}{pad}{ticks}" if body else "` `"
    if form != "text":
        raise ValueError(f"not a Markdown form: {form!r} (text, code or block)")
    body = _MD_ANYWHERE.sub(r"\\\1", body)
    start = _MD_LINE_START.match(body)      # the text may begin a line or a list item
    if start and start.group(2).isdigit():
        end = start.end()
        return body[:end] + "\\" + body[end:]
    return _MD_LINE_START.sub(r"\1\\\2", body, count=1)


def _longest_backticks(text: str) -> int:
    """The longest run of backticks in `text`.

    >>> _longest_backticks("a `` b ```` c")
    4
    """
    return max((len(m) for m in re.findall(r"`+", text)), default=0)


def html(text: object) -> str:
    """Student text for HTML: controls visible, then `html.escape` (quotes too, for attributes).

    >>> html('<img src="http://x">\\x1b')
    '&lt;img src=&quot;http://x&quot;&gt;\\\\x1b'
    """
    return _html.escape(visible(text), quote=True)


_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(value: Any) -> Any:
    """A gradebook cell: a str starting with `= + - @`, a tab or a carriage return gets a
    leading `'`, so no spreadsheet reads it as a formula, and its control characters other than
    line breaks and tabs are shown (a lone carriage return would start a row); numbers pass.

    >>> csv_cell('=HYPERLINK("http://x")'), csv_cell("-1"), csv_cell(-1), csv_cell("a\\rb")
    ('\\'=HYPERLINK("http://x")', "'-1", -1, 'a\\\\rb')
    """
    if not isinstance(value, str):
        return value
    return ("'" if value.startswith(_FORMULA_START) else "") + visible(value, keep="\n\t")


def json_text(data: Any, indent: int | None = None) -> str:
    """Data for a JSON file: `json.dumps` with every non-ASCII character escaped, so control
    and direction characters stay escapes even when the file is printed in a terminal.

    >>> json_text({"name": "\\x1b[2J\\u202e"})
    '{"name": "\\\\u001b[2J\\\\u202e"}'
    """
    return json.dumps(data, indent=indent, ensure_ascii=True)


def safe_name(text: object) -> str:
    """A student id as a folder name inside `--out`: NFC-normalised, no path separators, control
    or direction characters, not `.`/`..`, hidden or reserved (`index.html`, `gradebook.csv`,
    ...), at most `MAX_NAME_BYTES` bytes (a long or changed name keeps a short hash of the
    original, so two ids never share a name by being cut alike).

    >>> safe_name("ada"), safe_name(".."), safe_name("index.html"), safe_name("a/b")
    ('ada', 'student-...', 'index.html-...', 'a_b-...')
    """
    original = text if isinstance(text, str) else str(text)
    name = unicodedata.normalize("NFC", original)
    name = "".join("_" if c in "/\\:\0" or _shown(c, "") != c else c for c in name).strip()
    name = name.lstrip(".-") or "student"
    if name.lower() in RESERVED_NAMES or name.lower().split(".")[0] in {"con", "prn", "aux", "nul"}:
        name += "-"
    if name == unicodedata.normalize("NFC", original) and len(name.encode()) <= MAX_NAME_BYTES:
        return name
    tag = hashlib.sha256(original.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    cut = name.rstrip("-").encode()[:MAX_NAME_BYTES - 9].decode("utf-8", "ignore")
    return f"{cut}-{tag}"
