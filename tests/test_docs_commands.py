"""Every command in the docs is run: each `$ ` line of a ```console block of every docs page.

The pages are the site's (see docs/hooks.py): README.md, docs/, the assignment texts
(versions/vN/README.md, assignments/*/README.md) and every other Markdown file outside tests/.

How a page is run (one test per page): the repository is copied to a temporary folder with the
kit's .venv linked in and first on PATH (so `python`, `pytest` and `.venv/bin/python` are the
kit's), and the page's console blocks run there in order in one bash session (a `cd` or a
`source` carries on to the next command). Each command must exit 0 and print the lines the doc
shows under it: every shown line, in order, somewhere in what the command printed (spaces
collapsed; a line `...` stands for anything). Annotations, as HTML comments in the page:

- `<!-- input: t s n -->` just before a block: those answers, one a line, are the standard
  input of each command in the block (otherwise it is empty: a game sees end of input). In the
  shown output an answer typed after a prompt (`Twist or stick? (t/s) t`) is not looked for.
- `<!-- exit: 1 -->` just before a block: its commands are expected to exit 1.
- `<!-- skip: why -->` just before a block: not run, for the reason given (the list is short
  and checked below).
- `<!-- docs-test: student-kit -->` on a line of its own: the page is run inside a student kit made with
  `python -m autograder release student-kit --no-notebooks` in the copy (what students are
  given); `<!-- docs-test: student-kit with notebooks -->` releases the notebooks too (that
  release is made once a run and copied: `full_release` in tests/conftest.py).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# The pages' copies take the working tree's __pycache__ (`copy_repository`): with the fast
# paths' kernels compiled first (tests/conftest.py), the simulator and table pages do not
# compile them again in their copies of a fresh clone.
pytestmark = pytest.mark.usefixtures("numba_kernels")
VENV = ROOT / ".venv"
PAGE_SECONDS = 600  # a page of nbgrader runs takes 30 s on a quiet machine, minutes on a loaded one
COMMENT = re.compile(r"<!--\s*(input|exit|skip|docs-test):?\s*(.*?)\s*-->")
FENCE = re.compile(r"^(```|~~~)\s*(\S*)")


@dataclass
class Command:
    """One `$ ` line of a console block, what it shows, and how it is run."""

    line: int
    text: str
    shown: list[str] = field(default_factory=list)
    answers: list[str] = field(default_factory=list)
    exit: int = 0
    skip: str = ""


def doc_pages() -> list[Path]:
    """Every page of the docs site: the repository's Markdown files, test data left out."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z", "*.md"],
                            cwd=ROOT, capture_output=True, text=True, check=True).stdout
    names = sorted(n for n in listed.split("\0") if n and not n.startswith("tests/"))
    return [ROOT / n for n in names if (ROOT / n).is_file()]


def commands(text: str) -> list[Command]:
    """The commands of a page's console blocks, with their annotations.

    >>> [(c.text, c.shown, c.answers) for c in commands(
    ...     "<!-- input: t n -->\\n```console\\n$ play   # a game\\nYour value: 3\\n```\\n")]
    [('play   # a game', ['Your value: 3'], ['t', 'n'])]
    >>> commands("```console\\n$ a\\n```\\n<!-- skip: slow -->\\n```console\\n$ b\\n```")[1].skip
    'slow'
    """
    found: list[Command] = []
    notes: dict[str, str] = {}
    block: str | None = None
    for number, line in enumerate(text.splitlines(), 1):
        fence = FENCE.match(line)
        if block is None:
            if fence:
                block = fence.group(2)
                continue
            for key, value in COMMENT.findall(line):
                notes[key] = value
            if line.strip() and not COMMENT.search(line):
                notes = {}
            continue
        if fence:
            block, notes = None, {}
            continue
        if block != "console":
            continue
        if line.startswith("$ "):
            found.append(Command(number, line[2:], answers=notes.get("input", "").split(),
                                 exit=int(notes.get("exit") or 0), skip=notes.get("skip", "")))
        elif found and found[-1].line < number and line.strip():
            found[-1].shown.append(line.rstrip())
    return found


def squash(text: str) -> str:
    """Text as compared: runs of whitespace made one space.

    >>> squash("  Player   wins!\\n")
    'Player wins!'
    """
    return re.sub(r"\s+", " ", text).strip()


def missing_lines(shown: list[str], printed: str, answers: list[str]) -> list[str]:
    """The shown lines not found, in order, in what was printed (answers after prompts ignored).

    >>> missing_lines(["Twist or stick? (t/s) t", "...", "Draw!"], "Twist or stick? (t/s) x Draw!", ["t"])
    []
    >>> missing_lines(["Draw!", "Twist"], "Twist? Draw!", [])
    ['Twist']
    >>> missing_lines(["73 failed, ... passed in ..."], "73 failed, 10 passed in 1.1s", [])
    []
    """
    out, at, answers = squash(printed), 0, list(answers)
    missing = []
    for line in shown:
        want = squash(line)
        if answers and want.endswith(" " + answers[0]):
            want = want[: -len(answers.pop(0)) - 1].rstrip()
        elif answers and want == answers[0]:
            answers.pop(0)
            continue
        start = at
        for piece in (p.strip() for p in want.split("...")):
            found = out.find(piece, start) if piece else start
            if found < 0:
                missing.append(line)
                break
            start = found + len(piece)
        else:
            at = start
    return missing


def copy_repository(dest: Path) -> Path:
    """A fresh copy of the repository's files (git's list, ignored ones left out) with .venv linked.

    The working tree's ``__pycache__`` folders come along: Python's bytecode and numba's
    compiled kernels there are checked against their source's time and size, which the copy
    keeps, so a page's commands do not compile the kit (numba's kernels: seconds each) anew in
    every copy; a stale or missing one is compiled again as anywhere.
    """
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout
    folders = set()
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / name)
            folders.add(Path(name).parent)
    for folder in folders:
        if (ROOT / folder / "__pycache__").is_dir():
            shutil.copytree(ROOT / folder / "__pycache__", dest / folder / "__pycache__",
                            dirs_exist_ok=True)
    (dest / ".venv").symlink_to(VENV)
    # The Makefile reinstalls when pyproject.toml is newer than .venv's stamp: never from a copy.
    os.utime(dest / "pyproject.toml", (0, 0))
    return dest


def script(cmds: list[Command], inputs: Path) -> str:
    """A bash script running each command with its input, each framed by numbered markers."""
    lines = ["set +e"]
    for i, cmd in enumerate(cmds):
        stdin = "/dev/null"
        if cmd.answers:
            (inputs / f"in{i}").write_text("\n".join(cmd.answers) + "\n")
            stdin = str(inputs / f"in{i}")
        lines += [f"echo '@@start {i}@@'", "{", cmd.text, f"}} < {stdin} 2>&1",
                  f"echo \"@@end {i} $?@@\""]
    return "\n".join(lines) + "\n"


def run_page(page: Path, tmp_path: Path, full_release: Callable[[], Path] | None = None) -> list[str]:
    """Run a page's commands; the problems found, one sentence each. A page run in a student
    kit with notebooks gets a copy of ``full_release()`` (the same release, made once a run)
    when it is given, else releases its own."""
    text = page.read_text(encoding="utf-8")
    cmds = [c for c in commands(text) if not c.skip]
    if not cmds:
        return []
    work = copy_repository(tmp_path / "kit")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("VIRTUAL_ENV", "PYTHON"))}
    env.update(PATH=f"{VENV / 'bin'}:{env.get('PATH', '/usr/bin:/bin')}", COLUMNS="100",
               NO_COLOR="1", MPLBACKEND="Agg", JUPYTER_PLATFORM_DIRS="1")
    cwd = work
    kit = re.search(r"^<!-- docs-test: student-kit( with notebooks)? -->$", text, re.M)
    if kit and kit.group(1) and full_release is not None:
        shutil.copytree(full_release(), work / "student-kit", symlinks=True)
        cwd = work / "student-kit"
    elif kit:
        release = [str(VENV / "bin" / "python"), "-m", "autograder", "release", "student-kit"]
        made = subprocess.run(release + ([] if kit.group(1) else ["--no-notebooks"]), cwd=work,
                              env=env, capture_output=True, text=True)
        assert made.returncode == 0, made.stdout + made.stderr
        cwd = work / "student-kit"
    (tmp_path / "in").mkdir()
    done = subprocess.run(["bash", "--noprofile", "--norc", "-c",
                           script(cmds, tmp_path / "in")], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=PAGE_SECONDS)
    problems = []
    for i, cmd in enumerate(cmds):
        part = re.search(rf"@@start {i}@@\n(.*?)@@end {i} (\d+)@@", done.stdout, re.S)
        where = f"{page.relative_to(ROOT)}:{cmd.line} `$ {cmd.text}`"
        if part is None:
            problems.append(f"{where} did not finish (a command before it ended the session?)")
            continue
        printed, status = part.group(1), int(part.group(2))
        if status != cmd.exit:
            problems.append(f"{where} exited {status}, expected {cmd.exit}:\n{printed[-2000:]}")
        missing = missing_lines(cmd.shown, printed, cmd.answers)
        if missing:
            problems.append(f"{where} did not print {missing[0]!r}; it printed:\n{printed[-2000:]}")
    return problems


PAGES = [p for p in doc_pages() if any(not c.skip for c in commands(p.read_text("utf-8")))]


@pytest.mark.slow
@pytest.mark.skipif(not (VENV / "bin" / "python").exists(), reason="needs the kit's .venv (make venv)")
@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(ROOT)) for p in PAGES])
def test_every_command_of_the_page_works_as_shown(page: Path, tmp_path: Path,
                                                 request: pytest.FixtureRequest) -> None:
    problems = run_page(page, tmp_path, lambda: request.getfixturevalue("full_release"))
    assert not problems, "\n\n".join(problems)


def test_the_docs_have_commands_and_few_are_skipped() -> None:
    every = [(p, c) for p in doc_pages() for c in commands(p.read_text("utf-8"))]
    skipped = [f"{p.relative_to(ROOT)}:{c.line} {c.text} ({c.skip})" for p, c in every if c.skip]
    assert len(every) >= 20
    assert len(skipped) <= 6, skipped
    assert all(c.skip.strip() for _, c in every if c.skip), "a skip must say why"


def test_a_wrong_shown_line_is_caught(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("```console\n$ echo hello\nhello\n$ echo one; exit 3\n```\n"
                    "<!-- exit: 1 -->\n```console\n$ false\n$ echo two\nthree\n```\n")
    cmds = commands(page.read_text())
    assert [c.exit for c in cmds] == [0, 0, 1, 1]
    (tmp_path / "in").mkdir()
    out = subprocess.run(["bash", "-c", script(cmds, tmp_path / "in")], capture_output=True,
                         text=True).stdout
    assert "@@end 0 0@@" in out and "@@end 1 3@@" not in out  # `exit` ends the session
    assert missing_lines(["three"], "two\n", []) == ["three"]
