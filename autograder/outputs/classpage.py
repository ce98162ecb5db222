"""The class at a glance: `--out DIR` writes `DIR/index.html` and `DIR/summary.json` beside the gradebook.

The page shows the distribution of marks (a matplotlib histogram embedded as a PNG), the rules
with how many students failed each (linked to those students' feedback), every student's mark,
version, lateness and problems, and the grader's version and the seeds the games used. Every link
is relative (`<student>/feedback.html`), so the folder can be copied or served as is.
"""
from __future__ import annotations

import base64
import io
from pathlib import Path
from typing import Any
from urllib.parse import quote

from autograder.model import Grade
from autograder.outputs import escape
from autograder.outputs.report import (_number, _timestamp, atomic_write, rule_columns,
                               shown_as_submitted)


def grader_version() -> str:
    """The kit's version, as installed (or 'unknown').

    >>> isinstance(grader_version(), str)
    True
    """
    try:
        from importlib.metadata import version

        return version("blackjack-kit")
    except Exception:  # not installed: a copied folder
        return "unknown"


def percent(grade: Grade) -> float:
    """A grade as a percentage of its marks (0 when there are none).

    >>> percent(Grade("a", "a", 1, "x"))
    0.0
    """
    return 100.0 * grade.score / grade.max_score if grade.max_score else 0.0


def summary(grades: list[Grade], duedate: str = "") -> dict[str, Any]:
    """The class as plain data (what `summary.json` holds).

    >>> s = summary([Grade("a.py", "ada", 1, "VERSION", seeds=[3])])
    >>> s["students"][0]["student"], s["seeds"]
    ('ada', [3])
    """
    grades = [shown_as_submitted(g) for g in sorted(grades, key=lambda g: g.student)]
    rules = []
    for rule in rule_columns(grades):
        graded = [g for g in grades if any(v.rule == rule for v in g.verdicts)]
        if not graded:
            continue
        failed = [g.student for g in graded if any(v.rule == rule and _failed(v)
                                                    for v in g.verdicts)]
        unshown = [g.student for g in graded if any(v.rule == rule for v in g.unshown)]
        worth = max(sum(v.max_score for v in g.verdicts if v.rule == rule) for g in graded)
        rules.append({"rule": rule, "marks": _number(worth), "graded": len(graded),
                      "failed": len(failed), "failed_students": failed,
                      "not_shown": len(unshown), "not_shown_students": unshown})
    marks = [percent(g) for g in grades]
    return {
        "grader_version": grader_version(),
        "duedate": duedate,
        "seeds": sorted({s for g in grades for s in g.seeds}),
        "count": len(grades),
        "mean_percent": round(sum(marks) / len(marks), 1) if marks else None,
        "rules": rules,
        "students": [{
            "student": g.student, "name": g.name, "score": _number(g.score), "max_score": _number(g.max_score),
            "percent": round(percent(g), 1), "version": g.version,
            "version_source": g.version_source, "submission": g.submission,
            "submitted": g.submitted, "late": g.late, "problems": list(g.problems),
            "failed_rules": [v.rule for v in g.verdicts if _failed(v)],
            "to_look_at": [v.rule for v in g.unshown],      # not shown: no marks yet
            "awarded_by_hand": [v.rule for v in g.verdicts if v.awarded],
            "modified": "" if g.submitted else _timestamp(g.submission),
            "seed": g.seeds[0] if g.seeds else None,
            "seeds": list(g.seeds), "feedback": f"{g.student}/feedback.html",
        } for g in grades],
    }


def _failed(verdict: Any) -> bool:
    """Whether a verdict is a plain failure (not a rule the grader could not show, nor one the
    instructor has marked by hand).

    >>> from autograder.model import Verdict
    >>> _failed(Verdict("x", "x", 0, 6, False, "")), _failed(Verdict("x", "x", 0, 6, False, "", unshown=True))
    (True, False)
    """
    return not verdict.passed and not verdict.unshown and not verdict.awarded


def load_plotting() -> None:
    """Import matplotlib's figures with the Agg backend: about a second, which the histogram
    would otherwise add to the end of every ``grade --out``. `cli` calls this in a thread while
    the children grade, when the machine's processors wait on them; a second call costs nothing.

    >>> load_plotting(); load_plotting()
    """
    import matplotlib

    matplotlib.use("Agg", force=True)
    import matplotlib.figure  # noqa: F401


def histogram_png(percents: list[float]) -> bytes:
    """A histogram of the class's marks (percent, bins of 10) as PNG bytes.

    >>> histogram_png([50.0, 100.0])[:4]
    b'\\x89PNG'
    """
    load_plotting()
    from matplotlib.figure import Figure

    fig = Figure(figsize=(7, 2.8), dpi=100)
    ax = fig.subplots()
    ax.hist(percents, bins=list(range(0, 101, 10)), color="#3465a4", edgecolor="white")
    ax.set_xlabel("mark (% of the marks available)")
    ax.set_ylabel("students")
    ax.set_xlim(0, 100)
    ax.yaxis.get_major_locator().set_params(integer=True)
    fig.tight_layout()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png")
    return buffer.getvalue()


_CSS = """body{font-family:system-ui,sans-serif;max-width:70rem;margin:1.5rem auto;padding:0 1rem;
line-height:1.4}table{border-collapse:collapse;width:100%;table-layout:fixed;margin:1rem 0}
th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top;
overflow-wrap:anywhere}th{background:#eee}td.n{text-align:right}img{max-width:100%;height:auto}
pre{white-space:pre-wrap;overflow-wrap:anywhere}.late{color:#a40000;font-weight:bold}
.bad{color:#a40000}.look{color:#8f5902}"""


def _link(student: str, text: str | None = None) -> str:
    """A link to one student's feedback page.

    >>> _link("ada")
    '<a href="ada/feedback.html">ada</a>'
    """
    return (f'<a href="{escape.html(quote(student, safe=""))}/feedback.html">'
            f'{escape.html(text or student)}</a>')


def _problems_cell(student: dict[str, Any]) -> str:
    """One student's problems (first lines), failed rules and rules still to look at (the
    grader could not show them), as HTML; a dash when none.

    >>> _problems_cell({"problems": [], "failed_rules": ["tie-draw"]})
    '<span class=bad>failed: tie-draw</span>'
    >>> _problems_cell({"problems": [], "failed_rules": [], "to_look_at": ["bust-draw"]})
    '<span class=look>still to look at (not shown): bust-draw</span>'
    """
    lines = [escape.html(p.strip().splitlines()[0]) for p in student["problems"] if p.strip()]
    if student["failed_rules"]:
        lines.append("<span class=bad>failed: "
                     + ", ".join(escape.html(r) for r in student["failed_rules"]) + "</span>")
    if student.get("to_look_at"):
        lines.append("<span class=look>still to look at (not shown): "
                     + ", ".join(escape.html(r) for r in student["to_look_at"]) + "</span>")
    return "<br>".join(lines) or "—"


def _students(count: int) -> str:
    """How many students, in words.

    >>> _students(1), _students(6)
    ('1 student', '6 students')
    """
    return f"{count} student{'s' * (count != 1)}"


def _when(iso: str) -> str:
    """A UTC time from the data, as the page shows it.

    >>> _when("2026-12-02T09:00:00+00:00"), _when("2026-12-02T09:00:00-05:00")
    ('2026-12-02 09:00 UTC', '2026-12-02 09:00:00-05:00')
    """
    shown = iso.replace("T", " ", 1)
    if len(shown) == 25 and shown.endswith("+00:00"):     # YYYY-MM-DD HH:MM:SS+00:00
        return shown[:16] + " UTC"
    return shown


def _when_cell(student: dict[str, Any], mark: bool = False) -> str:
    """When a student handed in (an LMS download's time), else when the file was last modified
    (with ``mark``, said so: for a column holding both), else a dash; and whether it was late.

    >>> _when_cell({"submitted": "", "modified": "2026-12-01T10:30:00+00:00", "late": False}, True)
    '<span title="when the file was last modified">2026-12-01 10:30 UTC (file)</span>'
    """
    if student["submitted"]:
        cell = escape.html(_when(student["submitted"]))
    elif student.get("modified"):
        cell = (f'<span title="when the file was last modified">'
                f'{escape.html(_when(student["modified"]))}{" (file)" * mark}</span>')
    else:
        cell = "—"
    return cell + (" <span class=late>late</span>" if student["late"] else "")


def _seed_cell(student: dict[str, Any]) -> str:
    """A student's master seed; the seeds of their other runs in a details element.

    >>> _seed_cell({"seed": 7, "seeds": [7]}), _seed_cell({"seed": None, "seeds": []})
    ('7', '—')
    >>> _seed_cell({"seed": 7, "seeds": [7, 8, 9]})
    '<details><summary>7</summary>runs: 8, 9</details>'
    """
    if student["seed"] is None:
        return "—"
    rest = [s for s in student["seeds"] if s != student["seed"]]
    if not rest:
        return escape.html(student["seed"])
    return (f"<details><summary>{escape.html(student['seed'])}</summary>runs: "
            f"{escape.html(', '.join(map(str, rest)))}</details>")


def _look_section(students: list[dict[str, Any]]) -> str:
    """The page's "Still to look at" section: each student with rules the grader could not show
    (no marks until the instructor awards them in `manual-marks.csv`); '' when there are none.

    >>> _look_section([{"student": "ada", "to_look_at": ["bust-draw"]}]).count("<li>")
    1
    """
    rows = [f"<li>{_link(s['student'])}: "
            + ", ".join(f"<code>{escape.html(r)}</code>" for r in s["to_look_at"]) + "</li>"
            for s in students if s.get("to_look_at")]
    if not rows:
        return ""
    return ("<h2>Still to look at</h2>\n<p>Rules the grader could not show being kept or broken "
            "earn no marks yet. Look at each in the student's feedback; to award one, add a line "
            "<code>student,rule,marks,note</code> to <code>manual-marks.csv</code> in this folder "
            "and grade into it again.</p>\n<ul>\n" + "\n".join(rows) + "\n</ul>\n")


def class_page(data: dict[str, Any], png: bytes) -> str:
    """The whole `index.html` from `summary(...)` and the histogram.

    >>> "<table" in class_page(summary([Grade("a.py", "ada", 1, "VERSION")]), b"")
    True
    """
    e = escape.html
    rule_rows = "\n".join(
        f"<tr><td><code>{e(r['rule'])}</code></td><td class=n>{r['marks']}</td>"
        f"<td class=n>{r['failed']} / {r['graded']}</td>"
        f"<td>{', '.join(_link(s) for s in r['failed_students']) or '—'}"
        + (f"<br><span class=look>not shown: {', '.join(_link(s) for s in r['not_shown_students'])}"
           "</span>" if r.get("not_shown_students") else "") + "</td></tr>"
        for r in data["rules"])
    students = data["students"]
    look = _look_section(students)
    lms, files = any(s["submitted"] for s in students), any(s.get("modified") for s in students)
    when = ("submitted or file modified" if lms and files else "submitted" if lms
            else "file modified" if files else "")      # no time at all: no column
    student_rows = "\n".join(
        f"<tr id=\"{e(s['student'])}\"><td>{_link(s['student'])}"
        f"{'<br>' + e(s['name']) if s['name'] else ''}</td>"
        f"<td class=n>{s['score']}/{s['max_score']}</td>"
        f"<td>{e(s['version'])} ({e(s['version_source'])})</td>"
        + (f"<td>{_when_cell(s, mark=lms and files)}</td>" if when else "")
        + f"<td>{_seed_cell(s)}</td>"
        f"<td>{_problems_cell(s)}</td></tr>" for s in students)
    widths = [13, 8, 12] + ([18] if when else []) + [13]
    columns = ["student", "mark", "version"] + ([when] if when else []) + ["seed"]
    late = sum(s["late"] for s in data["students"])
    image = (f'<img alt="Histogram of the marks of {_students(data["count"])}" '
             f'src="data:image/png;base64,{base64.b64encode(png).decode()}" width="700" height="280">'
             if png else "")
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
{escape.CSP_META}
<title>Pontoon: the class</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<style>{_CSS}</style></head>
<body>
<h1>Pontoon: the class</h1>
<p>{_students(data['count'])}; mean mark {data['mean_percent'] if data['mean_percent'] is not None else '—'}%{f"; due {e(data['duedate'])}, {late} late" if data['duedate'] else ''}.
Gradebook: <a href="gradebook.csv">gradebook.csv</a>; data: <a href="summary.json">summary.json</a>.</p>
<h2>Distribution of marks</h2>
{image}
<h2>Rules</h2>
<table><colgroup><col style="width:22%"><col style="width:8%"><col style="width:12%"><col></colgroup>
<thead><tr><th>rule</th><th>marks</th><th>failed</th><th>students who failed it</th></tr></thead>
<tbody>
{rule_rows}
</tbody></table>
{look}<h2>Students</h2>
<table><colgroup>{''.join(f'<col style="width:{w}%">' for w in widths)}<col></colgroup>
<thead><tr>{''.join(f'<th>{e(c)}</th>' for c in columns)}<th>problems</th></tr></thead>
<tbody>
{student_rows}
</tbody></table>
<p>Graded by blackjack-kit {e(data['grader_version'])}. A student's <em>seed</em> is the master
seed their games were drawn from: <code>python -m autograder grade &lt;their folder&gt; --seed N</code>
plays the same games again.{'' if any(s['seed'] is not None for s in students) else ' No seeds were recorded.'}</p>
</body></html>
"""


def write_class_page(out: Path, grades: list[Grade], duedate: str = "") -> Path:
    """Write `out/index.html` and `out/summary.json`; return the page's path.

    >>> import tempfile; d = Path(tempfile.mkdtemp())
    >>> write_class_page(d, [Grade("a.py", "ada", 1, "VERSION")]).name
    'index.html'
    """
    data = summary(grades, duedate)
    atomic_write(out / "summary.json", escape.json_text(data, 2) + "\n")
    png = histogram_png([s["percent"] for s in data["students"]]) if grades else b""
    return atomic_write(out / "index.html", class_page(data, png))
