"""Turn a `Grade` into what people read: Gradescope `results.json`, feedback and the gradebook.

Glossary: a *document* is one Gradescope `results.json` as a dict; *feedback* is the
markdown (and HTML rendered from it) a student reads; the *gradebook* is one CSV row a
student, with nbgrader's export columns first and a column per rule after them.
"""
from __future__ import annotations

import csv
import html
import io
import json
import os
import re
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable

from autograder.pontoon.contract import FORMAT_SUMMARY, FORMAT_TEXT, GAME_RULES, NO_DUPLICATES
from autograder.model import Grade, Verdict
from autograder.outputs import escape

# The contract's rules, in its order: id -> what the rule expects, in one sentence (the texts
# are `autograder.pontoon.contract`'s, so verdict titles and feedback never disagree).
RULE_EXPECTS: dict[str, str] = {**{rule.id: rule.text for rule in GAME_RULES},
                                NO_DUPLICATES.id: NO_DUPLICATES.text, "format": FORMAT_SUMMARY}

# id -> a hint a beginner can act on.
RULE_HINTS: dict[str, str] = {
    "card-values": "Check `card_value` for every rank: the face cards all give 10.",
    "ace-counts-one": "Look for an 11 in `card_value` or `hand_value`: in pontoon an Ace is 1.",
    "one-card-start": "Each turn starts with one `draw()`; the loop adds the rest.",
    "computer-first": "In `play_game`, call `computer_turn` before `player_turn`.",
    "computer-draws": "Use `while hand_value(cards) < STICK_AT:` and append one drawn card each "
                      "time round; compute the value from the cards, not a separate counter.",
    "computer-secret": "Move every `show(...)` about the computer's hand to after the player's turn.",
    "player-turn-always": "Don't return early or skip `player_turn` when the computer is bust.",
    "player-choice": "Clean the answer with `.strip().lower()` and keep asking until it is one "
                     "of your program's own answers (the kit suggests `t` and `s`).",
    "player-stops-at-bust": "Check the player's value after each card and stop the loop once it "
                            "is over 21.",
    "bust-draw": "Test 'both bust' first in `decide_winner`, before the other cases.",
    "one-bust": "In `decide_winner`, a bust hand loses to a hand that is not bust.",
    "tie-draw": "Equal values (neither bust) return `\"draw\"`.",
    "higher-wins": "Compare the two values with `>`; make sure you return the right name.",
    "play-again": "Wrap your game loop in `try: ... except EOFError:` and stop on `n`.",
    "no-duplicates": "Shuffle one deck with `shuffled_deck(rng)` per game and draw with "
                     "`deck.pop()`, shared by both turns.",
    "format": "Print the result block exactly as the assignment shows it, one item a line.",
}

# id -> the same hint in game terms, for a program judged by its games (no kit functions named).
PROGRAM_HINTS: dict[str, str] = {
    "card-values": "Check how a drawn card becomes a value: Two to Nine their number; Ten, Jack, "
                   "Queen and King 10; every rank as likely as any other.",
    "ace-counts-one": "Find where an Ace gets its value: in pontoon an Ace is always 1, never 11.",
    "one-card-start": "Give the computer and the player one card each to start; more cards come "
                      "only from twisting.",
    "computer-first": "Let the computer play its whole turn before the player's first question.",
    "computer-draws": "The computer takes a card while its value is below STICK_AT, then stops; "
                      "its value is the sum of its cards.",
    "computer-secret": "Print nothing about the computer's cards or value until the player has "
                       "stuck or gone bust.",
    "player-turn-always": "Give the player a turn even when the computer has gone bust.",
    "player-choice": RULE_HINTS["player-choice"],
    "player-stops-at-bust": "Once the player's value is over 21, stop asking and deal no more cards.",
    "bust-draw": "Check 'both over 21' first: that is a draw, whatever the two values.",
    "one-bust": "When only one side is over 21, the other side wins.",
    "tie-draw": "Equal values, neither over 21: a draw.",
    "higher-wins": "Neither over 21: the higher value wins; check the comparison and which side "
                   "you name.",
    "play-again": "After each game ask whether to play again and stop on no; catch EOFError "
                  "around every input() so that end of input ends the program quietly.",
    "no-duplicates": "Shuffle a fresh 52-card deck for each game and deal both hands from it, "
                     "taking each card off the deck.",
    "format": "After each game show both hands as this version asks (see the assignment), then "
              "who won.",
}
KIT_FUNCTIONS = ("card_value(", "hand_value(", "card_name(", "decide_winner(", "computer_turn",
                 "player_turn", "play_game", "random_card(", "new_deck(", "shuffled_deck(")

# Problems the judge reports, in plain words for a student.
PROBLEM_WORDS: dict[str, str] = {
    "timeout": "Your program ran too long and was stopped: look for a loop that never ends.",
    "hung": "Your program ran too long and was stopped: look for a loop that never ends.",
    "endless loop": "Your program ran too long and was stopped: look for a loop that never ends.",
    "import": "Python could not even load your file: run it yourself and read the first error.",
    "memory": "Your program used too much memory and was stopped.",
    "output": "Your program printed far too much and was stopped: look for a print in an "
              "endless loop.",
    "internal": "The grader itself failed on your file; tell your instructor.",
    "grader could not": "The grader itself failed on your file; tell your instructor.",
}

GRADEBOOK_COLUMNS: tuple[str, ...] = (
    "assignment", "duedate", "timestamp", "student_id", "last_name", "first_name", "email",
    "raw_score", "late_submission_penalty", "score", "max_score", "late", "version", "problems",
)


def atomic_write(path: Path, text: str) -> Path:
    """Write `text` to `path` through a temporary file and `os.replace`: never a half file.

    >>> import tempfile; d = Path(tempfile.mkdtemp())
    >>> atomic_write(d / "a" / "x.txt", "hi").read_text()
    'hi'
    """
    return atomic_write_bytes(path, text.encode("utf-8") if isinstance(text, str) else text)


def atomic_write_bytes(path: Path, data: bytes) -> Path:
    """Write `data` to `path` through a synced temporary file and `os.replace`, with the modes the
    umask allows (mkstemp alone makes 0600, which a teaching assistant could not read).

    >>> import tempfile; d = Path(tempfile.mkdtemp()); p = atomic_write_bytes(d / "a" / "x.txt", b"hi")
    >>> p.read_bytes(), oct(p.stat().st_mode & 0o777) == oct(0o666 & ~_umask())
    (b'hi', True)
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def _umask() -> int:
    """The process's umask (read by setting and restoring it).

    >>> 0 <= _umask() <= 0o777
    True
    """
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _number(x: float) -> float | int:
    """`x` as an int when it is whole, so JSON and CSV read `6` not `6.0`.

    >>> _number(6.0), _number(2.5)
    (6, 2.5)
    """
    return int(x) if float(x).is_integer() else round(float(x), 3)


def verdict_entry(verdict: Verdict) -> dict[str, Any]:
    """One Gradescope test from one verdict.

    >>> verdict_entry(Verdict("tie-draw", "tie-draw: equal is a draw", 6, 6, True, "ok"))["status"]
    'passed'
    """
    return {
        "name": verdict.name,
        "score": _number(verdict.score),
        "max_score": _number(verdict.max_score),
        "status": verdict.status,
        "output": verdict.output,
        "visibility": verdict.visibility,
        "extra_data": {"rule": verdict.rule, **({"unshown": True} if verdict.unshown else {}),
                       **({"awarded": verdict.awarded} if verdict.awarded else {})},
    }


def version_words(source: str) -> str:
    """How the version was found, in words.

    >>> version_words("VERSION"), version_words("detected")
    ("the file's VERSION", 'what the program was found to do')
    >>> version_words("source")
    'the `VERSION = N` line of the file, read without running it'
    """
    return {"VERSION": "the file's VERSION", "--version": "the grader's --version option",
            "source": "the `VERSION = N` line of the file, read without running it",
            "detected": "what the program was found to do"}.get(source, source or "unknown")


def _summary_line(grade: Grade) -> str:
    """One line: the mark and the version.

    >>> _summary_line(Grade("a.py", "a", 2, "VERSION", [Verdict("x", "x", 3, 6, False, "")]))
    "Score 3/6 for version 2 (from the file's VERSION)."
    """
    return (f"Score {_number(grade.score)}/{_number(grade.max_score)} for version "
            f"{escape.markdown(grade.version or 'unknown')} "
            f"(from {version_words(grade.version_source)}).")


def results_document(grade: Grade) -> dict[str, Any]:
    """The Gradescope `results.json` for one grade, as a dict.

    >>> doc = results_document(Grade("ada/pontoon.py", "ada", 4, "VERSION", seeds=[7]))
    >>> doc["extra_data"]["version"], doc["extra_data"]["seeds"]
    (4, [7])
    """
    grade = shown_as_submitted(grade)
    problems = "".join(f"\n{_problem_item(p)}" for p in grade.problems)   # Gradescope: Markdown
    late = f"\n\nSubmitted {escape.markdown(grade.submitted)}: late." if grade.late else ""
    return {
        "score": _number(grade.score),
        "max_score": _number(grade.max_score),
        "output": _summary_line(grade) + late + (f"\n\nProblems:{problems}" if problems else ""),
        "output_format": "md",
        "test_output_format": "text",
        "stdout_visibility": "hidden",
        "visibility": "visible",
        "execution_time": round(grade.execution_time, 3),
        "tests": [verdict_entry(v) for v in grade.verdicts],
        "extra_data": {
            "submission": grade.submission,
            "student": grade.student,
            "version": grade.version,
            "version_source": grade.version_source,
            "seeds": list(grade.seeds),
            "problems": list(grade.problems),
            "submitted": grade.submitted,
            "late": grade.late,
            "name": grade.name,
            "sandbox": sandbox_line(),
        },
    }


def sandbox_line() -> str:
    """The isolation the grader's children had on this machine, in one line (for results.json).

    >>> sandbox_line().startswith("sandbox: ")
    True
    """
    try:
        from autograder.sandbox.child import sandbox_status
    except ImportError:          # pragma: no cover - the sandbox ships with the grader
        return "sandbox: unknown"
    return sandbox_status()


def results_json(grade: Grade) -> str:
    """`results_document(grade)` as one line of JSON.

    >>> results_json(Grade("a.py", "a", 1, "detected")).startswith('{"score": 0')
    True
    """
    return escape.json_text(results_document(grade))


def grade_from_document(doc: dict[str, Any]) -> Grade:
    """Rebuild a `Grade` from a `results.json` document (for students graded earlier).

    >>> g = Grade("a.py", "a", 3, "VERSION", [Verdict("tie-draw", "t", 6, 6, True, "")])
    >>> grade_from_document(results_document(g)) == g
    True
    """
    extra = doc.get("extra_data", {})
    verdicts = [
        Verdict(t.get("extra_data", {}).get("rule", ""), t["name"], t["score"], t["max_score"],
                t.get("status") == "passed", t.get("output", ""), t.get("visibility", "visible"),
                bool(t.get("extra_data", {}).get("unshown", False)),
                str(t.get("extra_data", {}).get("awarded", "")))
        for t in doc.get("tests", [])
    ]
    return Grade(extra.get("submission", ""), extra.get("student", ""), extra.get("version", 0),
                 extra.get("version_source", ""), verdicts, list(extra.get("seeds", [])),
                 doc.get("execution_time", 0.0), list(extra.get("problems", [])),
                 extra.get("submitted", ""), bool(extra.get("late", False)),
                 extra.get("name", ""))


_ABSOLUTE = re.compile(r"(?<![\w.])/(?:[^\s'\"():,]+/)+(?P<name>[^\s'\"/():,]+\.(?:py|ipynb))")


def shown_as_submitted(grade: Grade) -> Grade:
    """`grade` with the grader's absolute paths to the file replaced by the name submitted,
    and each problem once.

    >>> g = shown_as_submitted(Grade("ada/pontoon.py", "ada", 1, "x",
    ...     problems=['File "/tmp/pontoon-x1/ada/pontoon.py", line 3', 'File "/tmp/pontoon-x1/ada/pontoon.py", line 3']))
    >>> g.problems
    ['File "ada/pontoon.py", line 3']
    """
    import dataclasses

    name = Path(grade.submission).name

    def clean(text: str) -> str:
        return _ABSOLUTE.sub(lambda m: grade.submission if m.group("name") == name
                             else m.group("name"), text)

    problems = list(dict.fromkeys(clean(p) for p in grade.problems))
    verdicts = [dataclasses.replace(v, output=clean(v.output)) for v in grade.verdicts]
    return dataclasses.replace(grade, problems=problems, verdicts=verdicts)


def points(verdict: Verdict) -> str:
    """A verdict's marks as shown: `(3/6)`, or `(passed)`/`(failed)` for a rule worth 0.

    >>> points(Verdict("a", "a", 3, 6, False, "")), points(Verdict("n", "n", 0, 0, True, ""))
    ('(3/6)', '(passed)')
    """
    if not verdict.max_score:
        return f"({verdict.status})"
    return f"({_number(verdict.score)}/{_number(verdict.max_score)})"


def explain_problem(problem: str) -> str:
    """A judge's problem note followed by what it means, in plain words.

    >>> explain_problem("timeout in computer_turn")
    'timeout in computer_turn. Your program ran too long and was stopped: look for a loop that never ends.'
    """
    words = problem_words(problem)
    return f"{problem.rstrip('.')}. {words}" if words else problem


def problem_words(problem: str) -> str:
    """What a judge's problem note means, in plain words ('' when the kit has none for it).

    >>> problem_words("the submission crashed when imported: ValueError")
    'Python could not even load your file: run it yourself and read the first error.'
    """
    low = problem.lower()
    return next((words for key, words in PROBLEM_WORDS.items() if key in low), "")


def _fenced(text: str) -> str:
    """`text` in a code fence longer than any run of backticks inside it.

    >>> _fenced("a")
    '```text\\na\\n```'
    """
    return escape.markdown(text, "block")


def rule_expects(rule: str, version: int) -> str:
    """What a rule expects, in one sentence; `format` is told per version from the contract.

    >>> rule_expects("tie-draw", 1)
    'Neither bust and equal values: a draw.'
    """
    if rule == "format" and version in FORMAT_TEXT:
        return FORMAT_TEXT[version]
    return RULE_EXPECTS.get(rule, "")


def _failed_section(verdict: Verdict, version: int = 0) -> str:
    """The markdown for one failed rule: evidence, what the rule expects, a hint.

    >>> "Hint" in _failed_section(Verdict("tie-draw", "tie-draw", 0, 6, False, "18 v 18"))
    True
    """
    parts = [f"### ✗ {_title(verdict)} {points(verdict)}"]
    if verdict.output.strip():
        parts.append("What happened:\n\n" + _fenced(verdict.output))
    expects = rule_expects(verdict.rule, version)
    if expects and not verdict.name.startswith(f"{verdict.rule}: "):  # else the title says it
        parts.append(f"**The rule ({escape.markdown(verdict.rule, 'code')}):** {expects}")
    if verdict.awarded:                                 # looked at by hand, no marks given
        parts.append(f"**Looked at by your instructor:** {verdict.awarded}")
    hint = rule_hint(verdict)
    if hint:
        parts.append(f"**Hint:** {hint}")
    return "\n\n".join(parts)


def _title(verdict: Verdict) -> str:
    """A verdict's title as Markdown: the contract's own words for its rule as they are (they
    are the kit's, with their code spans), anything else escaped as student text.

    >>> _title(Verdict("tie-draw", "tie-draw: " + RULE_EXPECTS["tie-draw"], 0, 6, False, ""))
    'tie-draw: Neither bust and equal values: a draw.'
    >>> _title(Verdict("t", "t: `x` [y](http://z)", 0, 1, False, ""))
    't: \\\\`x\\\\` \\\\[y\\\\](http://z)'
    """
    if verdict.rule not in RULE_EXPECTS:          # not the contract's: a module's test, say
        return escape.markdown(verdict.name)
    texts = [RULE_EXPECTS[verdict.rule], *(FORMAT_TEXT.values() if verdict.rule == "format" else ())]
    own = {verdict.rule, *(f"{verdict.rule}: {text}" for text in texts)}
    return verdict.name if verdict.name in own else escape.markdown(verdict.name)


def rule_hint(verdict: Verdict) -> str:
    """The hint for a failed rule; v4's format lost only to duplicates points there instead.

    >>> rule_hint(Verdict("format", "format", 0, 15, False, "... (see no-duplicates). [format]"))
    'Your result block is right: fix no-duplicates (one shuffled deck per game) and these marks follow.'

    A verdict whose evidence calls none of the kit's functions (a program judged by its games)
    gets the hint in game terms:

    >>> rule_hint(Verdict("tie-draw", "tie-draw", 0, 5, False, "decide_winner(18, 18) returned 'player'"))
    'Equal values (neither bust) return `"draw"`.'
    >>> rule_hint(Verdict("tie-draw", "tie-draw", 0, 5, False, "Game 2 (seed 5, ...): 18 and 18"))
    'Equal values, neither over 21: a draw.'
    """
    if verdict.rule == "format" and "(see no-duplicates)" in verdict.output:
        return ("Your result block is right: fix no-duplicates (one shuffled deck per game) and "
                "these marks follow.")
    if not any(name in verdict.output for name in KIT_FUNCTIONS):
        return PROGRAM_HINTS.get(verdict.rule, "")      # judged by its games: no function named
    return RULE_HINTS.get(verdict.rule, "")


def _shared_reason(verdict: Verdict) -> str:
    """The first sentence of a verdict's evidence when it is long enough to be a reason.

    >>> _shared_reason(Verdict("x", "x", 0, 1, False, "Failed. An Ace is 1."))
    ''
    """
    first = verdict.output.strip().split(". ")[0].splitlines()[0] if verdict.output.strip() else ""
    return first if len(first) >= 30 else ""


UNSHOWN_WORDS = ("The grader could not show these rules being kept or broken, so they earn no "
                 "marks yet: your instructor will look at them.")


def _unshown_section(verdict: Verdict) -> str:
    """The markdown for one rule the grader could not show: why, and no hint (nothing to fix).

    >>> _unshown_section(Verdict("bust-draw", "bust-draw", 0, 6, False, "Not shown: ...", unshown=True)).splitlines()[0]
    '### ? bust-draw (0/6): not shown'
    """
    parts = [f"### ? {_title(verdict)} {points(verdict)}: not shown"]
    if verdict.output.strip():
        parts.append(_fenced(verdict.output))
    return "\n\n".join(parts)


def _failed_sections(failed: list[Verdict], version: int,
                     problems_above: bool = True) -> list[str]:
    """A section per failed rule; three or more failed for one same reason share a section,
    which points to the problems above only when some are listed there.

    >>> len(_failed_sections([Verdict(r, r, 0, 1, False, "x") for r in "abc"], 1))
    3
    """
    groups: dict[str, list[Verdict]] = {}
    for v in failed:
        groups.setdefault(_shared_reason(v), []).append(v)
    out = []
    for v in failed:
        group = groups.get(_shared_reason(v), [])
        if _shared_reason(v) and len(group) >= 3:
            if v is group[0]:
                rules = ", ".join(f"{escape.markdown(g.rule, 'code')} {points(g)}"
                                  for g in group)
                fix = " Fix the problems above first." if problems_above else ""
                out.append(f"### ✗ {len(group)} rules could not be checked\n\n"
                           f"{escape.markdown(_shared_reason(v))}.{fix}\n\n{rules}")
        else:
            out.append(_failed_section(v, version))
    return out


def feedback_title(grade: Grade) -> str:
    """The feedback's title: pontoon's, or the module assignment's (``version_source`` names it).

    >>> feedback_title(Grade("a", "ada", 0, "assignment twentyone")), feedback_title(Grade("a", "ada", 1, "VERSION"))
    ('Twentyone feedback for ada', 'Pontoon feedback for ada')
    """
    kind = grade.version_source.removeprefix("assignment ") if _is_module(grade) else "pontoon"
    return f"{kind.capitalize()} feedback for {grade.student}"


def _is_module(grade: Grade) -> bool:
    """Whether a grade is a module assignment's (cards, table, twentyone), not pontoon's."""
    return grade.version_source.startswith("assignment ")


def feedback_markdown(grade: Grade) -> str:
    """The feedback a student reads: the mark, problems, failed rules with evidence, then passes.

    >>> md = feedback_markdown(Grade("ada/pontoon.py", "ada", 1, "VERSION",
    ...     [Verdict("tie-draw", "tie-draw", 0, 6, False, "18 v 18 said Player wins!")]))
    >>> md.splitlines()[0]
    '# Pontoon feedback for ada'
    """
    grade = shown_as_submitted(grade)
    passed = [v for v in grade.verdicts if v.passed or (v.awarded and v.score > 0)]
    unshown = [v for v in grade.verdicts if not v.passed and v.unshown and not v.awarded]
    failed = [v for v in grade.verdicts if v not in passed and v not in unshown]
    version = ("" if _is_module(grade) else
               f" — version {escape.markdown(grade.version or 'unknown')} "
               f"(from {version_words(grade.version_source)}),")
    out = [f"# {escape.markdown(feedback_title(grade))}",
           f"**Mark: {_number(grade.score)} / {_number(grade.max_score)}**{version} "
           f"file {escape.markdown(grade.submission, 'code')}."
           + (f" Submitted {escape.markdown(grade.submitted)}: **late**." if grade.late else "")]
    notes = [p for p in grade.problems if is_note(p)]
    problems = [p for p in grade.problems if not is_note(p)]
    if problems:
        out.append("## Problems running your program\n\n"
                   + "\n".join(_problem_item(p) for p in problems))
    if notes:
        out.append("## Notes\n\n" + "\n".join(_problem_item(p) for p in notes))
    if failed:
        out.append(f"## Rules to fix ({len(failed)})")
        out.extend(_failed_sections(failed, grade.version, bool(problems)))
    if unshown:
        out.append(f"## Rules not shown ({len(unshown)})\n\n{UNSHOWN_WORDS}")
        out.extend(_unshown_section(v) for v in unshown)
    if not failed and not unshown and grade.verdicts:
        out.append("## Every rule passed. Well done!")
    if passed:
        out.append(f"## Rules passed ({len(passed)})\n\n" + "\n".join(
            f"- ✓ {escape.markdown(v.rule, 'code')} {points(v)}"
            + (f": awarded by your instructor ({escape.markdown(v.awarded)})"
               if v.awarded else "") for v in passed))
    if grade.seeds:
        out.append(f"_Games played with seeds {', '.join(map(str, grade.seeds))}._")
    return "\n\n".join(out) + "\n"


NOTE_PREFIXES = ("the file defines no STICK_AT",)   # what the grader worked out, not a fault
# functions named as the assignment's that are the program's own (`probes.own_functions_note`):
# judged from the program's games instead, so no reason for a 0
OWN_FUNCTIONS_RE = re.compile(r"[a-z_]+(?:(?:, | and )[a-z_]+)* (?:is a function|are functions) "
                              r"of the program's own, not the assignment's")


def is_note(problem: str) -> bool:
    """Whether a problem is only a note: something the program may leave out, worked out instead.

    >>> is_note("the file defines no STICK_AT; graded with STICK_AT 17 (the usual value)")
    True
    >>> is_note("card_name and hand_value are functions of the program's own, not the assignment's (...)")
    True
    >>> is_note("the submission crashed when imported: SyntaxError")
    False
    """
    return problem.startswith(NOTE_PREFIXES) or OWN_FUNCTIONS_RE.match(problem) is not None


def _problem_item(problem: str) -> str:
    """One problem as a markdown list item, its text escaped; several lines (a traceback) go
    in a code block.

    >>> _problem_item("STICK_AT is None"), _problem_item("[x](http://x)")
    ('- STICK_AT is None', '- \\\\[x\\\\](http://x)')
    """
    first, _, rest = problem.strip().partition("\n")
    words = problem_words(first)
    item = f"- {escape.markdown(first.rstrip('.') if words else first)}" + (
        f". {words}" if words else "")
    if rest.strip():
        item += "\n\n" + "\n".join("    " + line for line in _fenced(rest).splitlines())
    return item


_PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
{csp}
<title>{title}</title>
<style>body{{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;
line-height:1.45;overflow-wrap:anywhere}}pre{{background:#f4f4f4;padding:.6rem;white-space:pre-wrap;
overflow-wrap:anywhere}}code{{overflow-wrap:anywhere}}
h3{{color:#a40000}}</style></head>
<body>
{body}</body></html>
"""


def markdown_to_html(markdown: str, title: str = "Pontoon feedback") -> str:
    """A whole HTML page rendered from `markdown`: raw HTML in it is escaped, links and images
    are not made (the feedback has none of its own), and the page's Content-Security-Policy
    forbids scripts and remote loads.

    >>> page = markdown_to_html("<script>alert(1)</script> ![x](http://x) [y](http://y)")
    >>> "&lt;script&gt;" in page, "<img" in page, "<a " in page, escape.CSP_META in page
    (True, False, False, True)
    """
    from markdown_it import MarkdownIt

    renderer = MarkdownIt("commonmark", {"html": False}).enable("table")
    renderer.disable(["link", "image", "autolink", "html_inline", "html_block"])
    return _PAGE.format(title=escape.html(title), body=renderer.render(markdown),
                        csp=escape.CSP_META)


def rule_columns(grades: Iterable[Grade]) -> list[str]:
    """The gradebook's rule columns: the contract's rules in order, then any others seen.

    >>> rule_columns([Grade("a", "a", 1, "x", [Verdict("extra", "e", 1, 1, True, "")])])[-1]
    'extra'
    """
    columns = list(RULE_EXPECTS)
    for g in grades:
        columns.extend(v.rule for v in g.verdicts if v.rule not in columns)
    return columns


def _timestamp(submission: str) -> str:
    """The submission file's modification time (UTC, ISO), or '' when it cannot be read.

    >>> _timestamp("/no/such/file")
    ''
    """
    try:
        mtime = Path(submission).stat().st_mtime
    except OSError:
        return ""
    return datetime.fromtimestamp(mtime, timezone.utc).isoformat(timespec="seconds")


def split_name(name: str) -> dict[str, str]:
    """An LMS's full name as nbgrader's columns: `First Last` splits at the last space;
    a name without spaces (Canvas's `lovelaceada`) is all `last_name`.

    >>> split_name("Ada King Lovelace"), split_name("lovelaceada")["last_name"]
    ({'last_name': 'Lovelace', 'first_name': 'Ada King'}, 'lovelaceada')
    """
    first, _, last = name.strip().rpartition(" ")
    return {"last_name": last, "first_name": first}


def gradebook_row(grade: Grade, rules: list[str], assignment: str = "pontoon",
                  duedate: str = "") -> dict[str, Any]:
    """One gradebook row: nbgrader's export columns, the version, problems, a mark per rule.

    >>> row = gradebook_row(Grade("a", "ada", 1, "VERSION",
    ...                           [Verdict("tie-draw", "t", 6, 6, True, "")]), ["tie-draw"])
    >>> row["student_id"], row["score"], row["tie-draw"]
    ('ada', 6, 6)
    """
    marks: dict[str, float] = {}
    worth: dict[str, float] = {}
    ok: dict[str, bool] = {}
    for v in grade.verdicts:
        marks[v.rule] = marks.get(v.rule, 0) + v.score
        worth[v.rule] = worth.get(v.rule, 0) + v.max_score
        ok[v.rule] = ok.get(v.rule, True) and v.passed
    grade = shown_as_submitted(grade)
    row: dict[str, Any] = {
        "assignment": assignment, "duedate": duedate,
        "timestamp": grade.submitted or _timestamp(grade.submission),
        "student_id": grade.student, **split_name(grade.name), "email": "",
        "raw_score": _number(grade.score), "late_submission_penalty": 0, "late": "yes" if grade.late else "",
        "score": _number(grade.score), "max_score": _number(grade.max_score),
        "version": grade.version, "problems": "; ".join(grade.problems),
    }
    row.update({rule: ("" if rule not in marks else _number(marks[rule]) if worth[rule]
                       else "passed" if ok[rule] else "failed") for rule in rules})
    return row


def gradebook_csv(grades: list[Grade], assignment: str = "pontoon", duedate: str = "") -> str:
    """The whole gradebook as CSV text, one row a student sorted by student id.

    >>> gradebook_csv([Grade("a", "ada", 1, "VERSION")]).splitlines()[0][:30]
    'assignment,duedate,timestamp,s'
    """
    rules = rule_columns(grades)
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=[*GRADEBOOK_COLUMNS, *rules], lineterminator="\n")
    writer.writeheader()
    for grade in sorted(grades, key=lambda g: g.student):
        row = gradebook_row(grade, rules, assignment, duedate)
        writer.writerow({key: escape.csv_cell(value) for key, value in row.items()})
    return buffer.getvalue()


def write_student(out: Path, grade: Grade) -> Path:
    """Write `results.json`, `feedback.md` and `feedback.html` under `out/<student>/` (the id as
    a safe name, `autograder.outputs.escape.safe_name`: never outside `out`, never a class file).

    >>> import tempfile; d = Path(tempfile.mkdtemp())
    >>> sorted(p.name for p in write_student(d, Grade("a", "ada", 1, "VERSION")).iterdir())
    ['feedback.html', 'feedback.md', 'results.json']
    >>> write_student(d, Grade("a", "..", 1, "VERSION")).parent == d
    True
    """
    folder = out / escape.safe_name(grade.student)
    markdown = feedback_markdown(grade)
    atomic_write(folder / "feedback.md", markdown)
    atomic_write(folder / "feedback.html",
                 markdown_to_html(markdown, feedback_title(grade)))
    atomic_write(folder / "results.json", escape.json_text(results_document(grade), 2) + "\n")
    return folder


def read_student(out: Path, student: str) -> Grade | None:
    """The grade stored in `out/<student>/results.json`, or None when missing or unreadable.

    >>> read_student(Path("/no/such/dir"), "ada") is None
    True
    """
    try:
        doc = json.loads((out / escape.safe_name(student) / "results.json").read_text(
            encoding="utf-8"))
        return grade_from_document(doc)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
