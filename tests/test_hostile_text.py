"""Nothing a student writes changes a page or a screen (issue 19 items 1-3).

A table of hostile strings goes, as student ids, names, file names, VERSION, program output
and exception text, through every output: results.json, feedback.md, feedback.html, the class
page, gradebook.csv and the terminal summary. Each output is checked as its reader sees it:
Markdown by its parsed structure, HTML by its tags and in headless Chromium (nothing fetched,
no script run, no element from student text), CSV as a spreadsheet reads cells, the terminal
through a terminal emulator (pyte).
"""
from __future__ import annotations

import csv
import http.server
import io
import json
import threading
from html.parser import HTMLParser
from pathlib import Path

import pytest

from autograder import cli
from autograder.model import Grade, Verdict
from autograder.outputs import classpage, escape, report
from autograder.outputs.intake import unique_names

ESC, BEL = "\x1b", "\x07"


def hostile(url: str = "http://x.invalid/t") -> list[tuple[str, str]]:
    """(id, text): what a student or an LMS could put where the kit shows text."""
    return [
        ("rich-close", "[/]"),
        ("rich-markup", "[bold]x[/bold] [link=http://x]y[/link]"),
        ("clear-screen", f"{ESC}[2J{ESC}[3J{ESC}[H100/100"),
        ("osc52-clipboard", f"{ESC}]52;c;Y3VybCB4IHwgc2g={BEL}"),
        ("osc8-link", f"{ESC}]8;;{url}{BEL}click{ESC}]8;;{BEL}"),
        ("carriage-return", "ok\r# Every rule passed"),
        ("cursor-up", f"Player wins!\n{ESC}[1A{ESC}[2KComputer wins!"),
        ("backticks", "a ` b `` c"),
        ("fence", "```\n# Every rule passed\n```"),
        ("img-tag", f"<img src={url}>"),
        ("script", "<script>window.pwned=1</script><img src=x onerror=\"window.pwned=1\">"),
        ("md-image", f"![x]({url})"),
        ("md-link", f"[link]({url})"),
        ("md-heading", "# Every rule passed\n**Mark: 100 / 100 (regraded by your instructor)**"),
        ("hyperlink-formula", f'=HYPERLINK("{url}","x")'),
        ("sum-formula", "=SUM(K2:K9)"),
        ("plus", "+1"),
        ("minus", "-1"),
        ("at", "@x"),
        ("tab-cr", "\t=1+1\r=2"),
        ("dotdot", ".."),
        ("index", "index.html"),
        ("gradebook", "gradebook.csv"),
        ("long", "x" * 270),
        ("lookalike", "аda"),            # Cyrillic а
        ("rtl-override", "ada\u202egnp.exe"),
        ("html-entity", "&lt;b&gt; &#x3C;img&#x3E;"),
        ("table-pipe", "| a | b |\n|---|---|\n| c | d |"),
    ]


CASES = hostile()
IDS = [case for case, _ in CASES]
NAMES = unique_names([text for _, text in CASES])[0]


def grade_of(text: str, student: str, score: float = 3) -> Grade:
    """A grade with `text` everywhere student code or an LMS decides it."""
    return Grade(
        f"{student}/{text}", student, text, "VERSION",     # a string VERSION, as a program can set
        [Verdict("tie-draw", f"tie-draw: {text}", 0, 6, False, f"Game 1: {text}\n{text}"),
         Verdict("higher-wins", "higher-wins", score, 94, True, text)],
        [1], 0.5, [f"the submission crashed when imported: ValueError: {text}\n{text}", text],
        text, True, text)


def benign(student: str, score: float = 3, like: str = "plain") -> Grade:
    """The same grade with plain text, line for line like `like`: the structure every hostile
    grade must keep (a text of several lines is a traceback, shown in a code block)."""
    return grade_of("\n".join("plain" for _ in like.split("\n")), student, score)


# --- the escaping functions -------------------------------------------------------------------

CONTROLS = [ESC, BEL, "\r", "\u202e", "\x9b", "\x00"]


@pytest.mark.parametrize("text", [t for _, t in CASES], ids=IDS)
def test_escape_visible_has_no_control_characters(text):
    shown = escape.visible(text)
    assert not any(c in shown for c in CONTROLS + ["\n"]), repr(shown)


@pytest.mark.parametrize("text", [t for _, t in CASES], ids=IDS)
def test_escape_terminal_is_never_markup(text):
    from rich.console import Console

    buffer = io.StringIO()
    Console(file=buffer, width=400, force_terminal=True).print(escape.terminal(text))
    assert ESC + "]" not in buffer.getvalue() and BEL not in buffer.getvalue()
    assert "[/]" not in text or "[/]" in buffer.getvalue()          # shown, not parsed


@pytest.mark.parametrize("value,expected", [
    ('=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'), ("=SUM(K2:K9)", "'=SUM(K2:K9)"),
    ("+1", "'+1"), ("-1", "'-1"), ("@x", "'@x"), ("\t1", "'\t1"), ("\r1", "'\\r1"),
    ("ada", "ada"), (7, 7), (-1.5, -1.5),
], ids=["hyperlink", "sum", "plus", "minus", "at", "tab", "cr", "plain", "int", "negative-number"])
def test_escape_csv_cell_neutralises_formulas(value, expected):
    assert escape.csv_cell(value) == expected


@pytest.mark.parametrize("text", [t for _, t in CASES], ids=IDS)
def test_escape_safe_name_stays_inside_out(text, tmp_path):
    name = escape.safe_name(text)
    assert (tmp_path / name).resolve().parent == tmp_path.resolve(), name
    assert name not in escape.RESERVED_NAMES and not name.startswith(".")
    assert len(name.encode()) <= escape.MAX_NAME_BYTES and escape.visible(name) == name
    assert escape.safe_name(name) == name                          # idempotent


def test_unique_names_tell_collisions_apart_and_report_them():
    names, notes = unique_names(["ada", "ada", "ADA", "..", "a\u0301da", "áda"])
    assert len({n.casefold() for n in names}) == 6
    assert names[:3] == ["ada", "ada-2", "ADA-3"]
    assert len(notes) == 5 and all("is graded as" in n for n in notes), notes
    assert "normal form" in notes[3] and "another student" in notes[4]


# --- Markdown: feedback.md and results.json's output ------------------------------------------

SHAPE_INLINE = {"link_open", "image", "html_inline", "code_inline", "strong_open", "em_open",
                "s_open", "hardbreak"}


def md_shape(markdown: str) -> list[tuple[str, ...]]:
    """The Markdown's structure as CommonMark parses it: blocks, and the inline markup in each."""
    from markdown_it import MarkdownIt

    shape = []
    for token in MarkdownIt("commonmark").enable("table").parse(markdown):
        kids = tuple(k.type for k in token.children or () if k.type in SHAPE_INLINE)
        shape.append((token.type, token.tag, *kids))
    return shape


@pytest.mark.parametrize("text,student", [(t, n) for (_, t), n in zip(CASES, NAMES)], ids=IDS)
def test_feedback_markdown_keeps_its_structure(text, student):
    md = report.feedback_markdown(grade_of(text, student))
    assert md_shape(md) == md_shape(report.feedback_markdown(benign(student, like=text)))
    assert not any(c in md for c in CONTROLS), repr(md)


@pytest.mark.parametrize("text,student", [(t, n) for (_, t), n in zip(CASES, NAMES)], ids=IDS)
def test_results_json_is_ascii_and_its_markdown_keeps_its_structure(text, student):
    line = report.results_json(grade_of(text, student))
    assert line.isascii() and ESC not in line
    doc = json.loads(line)
    assert doc["extra_data"]["problems"][1] == text                  # the data, kept whole
    plain = report.results_document(benign(student, like=text))
    assert md_shape(doc["output"]) == md_shape(plain["output"])


# --- Gradescope: results.json as Gradescope shows it ------------------------------------------

def shown_by_gradescope(doc: dict) -> None:
    """Gradescope's reading of a results.json: `output` as Markdown, each test's name and output
    as text; none of them may hold a control or direction character, nor a name a line break."""
    assert doc["output_format"] == "md"
    assert doc["test_output_format"] == doc["test_name_format"] == "text"
    for test in doc["tests"]:
        assert test["name_format"] == test["output_format"] == "text", test
        assert not any(c in test["name"] for c in CONTROLS + ["\n"]), repr(test["name"])
        assert not any(c in test["output"] for c in CONTROLS), repr(test["output"])
    assert not any(c in doc["output"] for c in CONTROLS), repr(doc["output"])


@pytest.mark.parametrize("text,student", [(t, n) for (_, t), n in zip(CASES, NAMES)], ids=IDS)
def test_gradescope_results_show_student_text_as_text(text, student):
    from autograder.outputs import gradescope

    doc = gradescope.results_document(grade_of(text, student))
    shown_by_gradescope(doc)
    assert escape.json_text(doc).isascii()
    plain = gradescope.results_document(benign(student, like=text))
    assert md_shape(doc["output"]) == md_shape(plain["output"])
    assert doc["extra_data"]["problems"][1] == text                  # the data, kept whole


def test_gradescope_grade_into_writes_hostile_text_escaped(tmp_path, monkeypatch, capsys):
    """`run_autograder`'s own path: a submission in a folder named with escape sequences and
    Markdown, a judge whose grade carries every hostile string; results.json and what is printed
    show them, obey none."""
    from autograder import submission
    from autograder.outputs import gradescope

    texts = [text for _, text in CASES]
    folder = f"{ESC}[2J`x\r# Every rule passed"

    def judge(path, version=None, *, student=None, limits=None):
        grade = grade_of("\n".join(texts), student or "student")
        return Grade(str(path), grade.student, "\u202e4", "VERSION", grade.verdicts, [1], 0.1,
                     grade.problems + texts)

    monkeypatch.setattr(submission, "judge", lambda: judge)
    (tmp_path / "sub" / folder).mkdir(parents=True)
    (tmp_path / "sub" / folder / "pontoon.py").write_text("VERSION = 4\n")
    assert gradescope.main([str(tmp_path / "sub"), str(tmp_path / "res")]) == 0
    raw = (tmp_path / "res" / "results.json").read_text()
    assert raw.isascii()
    doc = json.loads(raw)
    shown_by_gradescope(doc)
    assert doc["extra_data"]["submission"] == f"{folder}/pontoon.py"     # the data, kept whole
    printed = capsys.readouterr()
    assert not any(c in printed.out + printed.err for c in CONTROLS), repr(printed)


# --- HTML: feedback.html and the class page ---------------------------------------------------

class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, tuple[str, ...]]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, tuple(sorted(name for name, _ in attrs))))


def tags(page: str) -> list[tuple[str, tuple[str, ...]]]:
    parser = _Tags()
    parser.feed(page)
    return parser.tags


@pytest.mark.parametrize("text,student", [(t, n) for (_, t), n in zip(CASES, NAMES)], ids=IDS)
def test_feedback_html_has_only_the_kits_elements(text, student):
    page = report.markdown_to_html(report.feedback_markdown(grade_of(text, student)))
    plain = report.markdown_to_html(report.feedback_markdown(benign(student, like=text)))
    assert tags(page) == tags(plain)
    assert escape.CSP_META in page


def write_class(out: Path, url: str = "http://x.invalid/t", plain: bool = False) -> Path:
    """The class files of the hostile class (or its plain twin), as `grade --out` writes them."""
    grades = [benign(name, i + 1, like=text) if plain else grade_of(text, name, i + 1)
              for i, ((_, text), name) in enumerate(zip(hostile(url), NAMES))]
    cli._write_outputs(out, grades)
    cli._finish(grades, out, as_json=False, skipped=0, due="2026-12-01")
    return out / "index.html"


def test_class_page_has_only_the_kits_elements(tmp_path, capsys):
    page = write_class(tmp_path / "bad").read_text()
    plain = write_class(tmp_path / "plain", plain=True).read_text()
    assert tags(page) == tags(plain)
    assert escape.CSP_META in page and ESC not in page and "\u202e" not in page


def test_gradebook_cells_are_never_formulas(tmp_path, capsys):
    write_class(tmp_path)
    rows = list(csv.reader((tmp_path / "gradebook.csv").open(newline="")))
    assert len(rows) == 1 + len(CASES)
    cells = [cell for row in rows for cell in row]
    assert not [c for c in cells if c.startswith(("=", "+", "-", "@", "\t", "\r"))]
    assert ESC not in (tmp_path / "gradebook.csv").read_text()


def test_every_student_folder_is_inside_out(tmp_path, capsys):
    out = tmp_path / "out"
    write_class(out)
    folders = sorted(p.name for p in out.iterdir() if p.is_dir())
    assert folders == sorted(NAMES)
    assert all((out / n / "feedback.html").is_file() for n in NAMES)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]           # nothing beside it
    assert json.loads((out / "summary.json").read_text())["count"] == len(CASES)


class _Recorder(http.server.BaseHTTPRequestHandler):
    seen: list[str] = []

    def do_GET(self):  # noqa: N802 (http.server's name)
        self.seen.append(self.path)
        self.send_response(200)
        self.end_headers()
        self.wfile.write(b"<script>window.pwned=1</script>")

    def log_message(self, *args):
        pass


@pytest.mark.slow
def test_hostile_pages_in_headless_chromium_fetch_nothing_and_run_nothing(tmp_path, capsys):
    from tests.test_classpage import CHROMIUM, DRIVER, _browser

    webdriver = _browser()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Recorder)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/t"
    index = write_class(tmp_path / "out", url)
    plain_index = write_class(tmp_path / "plain", plain=True)
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                 "--disable-background-networking", f"--user-data-dir={tmp_path / 'profile'}"):
        options.add_argument(flag)
    from selenium.webdriver.chrome.service import Service

    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    count = "return document.querySelectorAll('*').length"
    try:
        pages = [(index, plain_index)] + [
            (index.parent / n / "feedback.html", plain_index.parent / n / "feedback.html")
            for n in NAMES]
        for page, plain in pages:
            driver.get(plain.as_uri())
            expected = driver.execute_script(count)
            driver.get(page.as_uri())
            assert driver.execute_script("return window.pwned === undefined"), page
            assert driver.execute_script(count) == expected, page        # no element added
            hrefs = driver.execute_script(
                "return [...document.querySelectorAll('a[href]')].map(a => a.href)")
            assert all(h.startswith("file://") for h in hrefs), hrefs
    finally:
        driver.quit()
        server.shutdown()
    assert _Recorder.seen == []                                           # nothing fetched


# --- the terminal, through a terminal emulator ------------------------------------------------

def screen_of(monkeypatch, grades: list[Grade], out: Path | None) -> tuple[list[str], str]:
    """What an 80-column terminal shows after the summary (and the raw bytes sent to it)."""
    import pyte
    from rich.console import Console

    buffer = io.StringIO()
    console = Console(file=buffer, width=120, force_terminal=True, color_system="standard",
                      highlight=False)
    monkeypatch.setattr(cli, "_console", lambda stderr=False, file=None: (
        console if file is None else Console(file=file)))
    cli._finish(grades, out, as_json=False, skipped=0)
    screen = pyte.Screen(120, 400)
    pyte.Stream(screen).feed(buffer.getvalue().replace("\n", "\r\n"))
    return screen.display, buffer.getvalue()


@pytest.mark.parametrize("with_out", [False, True], ids=["summary", "summary-with-out"])
def test_terminal_summary_shows_every_student_and_obeys_none(monkeypatch, tmp_path, capsys,
                                                             with_out):
    grades = [grade_of(text, name, score=i + 1)
              for i, ((_, text), name) in enumerate(zip(CASES, NAMES))]
    display, raw = screen_of(monkeypatch, grades, tmp_path / "out" if with_out else None)
    assert "Pontoon grades" in display[0]                     # nothing cleared or redrawn
    for marker in (ESC + "]", BEL, ESC + "[2J", ESC + "[1A", "\r", "\u202e"):
        assert marker not in raw, repr(marker)
    shown = "\n".join(display)
    for i in range(len(grades)):
        assert f" {i + 1}/100 " in shown, i + 1               # every student's row is there
    assert "\\x1b[2J" in shown and "[/]" in shown              # shown, not obeyed nor parsed


# --- a class always finishes ------------------------------------------------------------------

def test_a_grade_that_cannot_be_reported_is_that_students_problem(tmp_path, capsys):
    broken = Grade("x", "ben", 1, "VERSION", problems=[None])         # type: ignore[list-item]
    grades = [benign("ada"), broken, benign("cara")]
    cli._write_outputs(tmp_path, grades)
    cli._finish(grades, tmp_path, as_json=False, skipped=0)
    book = list(csv.DictReader((tmp_path / "gradebook.csv").open()))
    assert [r["student_id"] for r in book] == ["ada", "ben", "cara"]
    assert "could not report on 'ben'" in book[1]["problems"]
    assert (tmp_path / "index.html").is_file() and (tmp_path / "cara" / "feedback.md").is_file()
    assert "could not report on 'ben'" in capsys.readouterr().err


@pytest.mark.slow
def test_a_hostile_class_is_graded_whole(tmp_path, capsys):
    """Real grading: a crash with Rich markup, a string VERSION, escape sequences in the output
    and in a file name, and folders named like the class files; every class file is written."""
    klass = tmp_path / "class"
    programs = {
        "index.html": 'raise ValueError("[/]")\n',
        "=SUM(K2:K9)": 'VERSION = "# Every rule passed\\n![x](http://x.invalid/t)"\n',
        "ada\u202egnp.exe": (f'print("\\x1b[2J\\x1b]52;c;eA==\\x07")\n'
                             f'open("`x\\r# Every rule passed.txt", "w").write("x")\n'
                             'raise SystemExit(0)\n'),
    }
    for student, source in programs.items():
        (klass / student).mkdir(parents=True)
        (klass / student / "pontoon.py").write_text(source)
    out = tmp_path / "out"
    assert cli.main(["grade", str(klass), "--out", str(out), "--jobs", "2"]) == 0
    captured = capsys.readouterr()
    assert ESC not in captured.out + captured.err and "\u202e" not in captured.out + captured.err
    for name in ("index.html", "gradebook.csv", "summary.json"):
        assert (out / name).is_file(), name
    students = [s["student"] for s in json.loads((out / "summary.json").read_text())["students"]]
    assert len(students) == 3 and "index.html" not in students, students
    assert "is graded as" in captured.err
    for student in students:
        md = (out / student / "feedback.md").read_text()
        assert md.count("\n# ") == 0 and "Every rule passed. Well done" not in md, md
        assert "](http" not in md.replace("\\](http", "")


def test_a_programs_long_lines_reach_the_readers_cut_short():
    """A program's long lines (up to a stream's whole output) are read up to
    `transcript.LONGEST_LINE` characters, prompts too: the readers' caches, which keep the
    lines they were given, grow with how many lines they keep, not with what a student prints.
    What the line says up to there is still read."""
    from autograder.pontoon import experiments, transcript
    long_line = "Player wins! " + "x" * 100_000
    games = transcript.split_games([{"out": f"Your value: 20\n{long_line}\n"},
                                    {"ask": "Again? " + "y" * 50_000, "answer": "n"}])
    lines = [line for game in games for line in game.lines]
    prompts = [e.prompt for game in games for e in game.events if isinstance(e, transcript.Ask)]
    assert max(map(len, lines + prompts)) == transcript.LONGEST_LINE
    assert transcript.verdict_of(lines[-1]) == "player"
    assert experiments.skeleton(lines[-1]).startswith("player wins! ")
