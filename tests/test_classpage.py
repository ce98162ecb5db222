"""Tests of the class page (autograder/outputs/classpage.py): its data, and the page in headless Chromium."""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from autograder.outputs import classpage
from autograder.outputs import report
from autograder.model import Grade, Verdict

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
LONG = ("Game 3 (seed 41): you twisted and drew the 7 of Hearts, then " + "the computer " * 25
        + "said 'Player wins!' although both were bust; " + "x" * 200)


def sample_class() -> list[Grade]:
    """Four students: full marks, one failed rule with long evidence, a crash, a late one."""
    def verdicts(failed: set[str]) -> list[Verdict]:
        return [Verdict(rule, f"{rule}: text", 0 if rule in failed else 6, 6, rule not in failed,
                        LONG if rule in failed else "ok")
                for rule in ("card-values", "tie-draw", "higher-wins")] + [
            Verdict("no-duplicates", "no-duplicates", 0, 0, "no-duplicates" not in failed, "")]
    return [
        Grade("ada/pontoon.py", "ada", 4, "VERSION", verdicts(set()), seeds=[11, 12]),
        Grade("ben/pontoon.py", "ben", 1, "detected", verdicts({"tie-draw"}), seeds=[11]),
        Grade("cara/pontoon.py", "cara", 2, "source", verdicts({"tie-draw", "card-values",
                                                                "higher-wins"}),
              problems=["the submission crashed when imported: " + "SyntaxError " * 30]),
        Grade("Dev Patel_1004_assignsubmission_file_pontoon.py", "1004", 3, "VERSION",
              verdicts({"no-duplicates"}), seeds=[13], submitted="2026-12-02T09:00:00+00:00",
              late=True),
    ]


def write_class(out: Path) -> Path:
    grades = sample_class()
    for g in grades:
        report.write_student(out, g)
    report.atomic_write(out / "gradebook.csv", report.gradebook_csv(grades))
    return classpage.write_class_page(out, grades, "2026-12-01T23:59:59+00:00")


def test_summary_counts_failures_per_rule_and_links_students(tmp_path):
    write_class(tmp_path)
    data = json.loads((tmp_path / "summary.json").read_text())
    rules = {r["rule"]: r for r in data["rules"]}
    assert rules["tie-draw"]["failed"] == 2 and rules["tie-draw"]["failed_students"] == ["ben", "cara"]
    assert rules["card-values"]["failed_students"] == ["cara"]
    assert rules["no-duplicates"]["failed_students"] == ["1004"] and rules["no-duplicates"]["marks"] == 0
    assert data["seeds"] == [11, 12, 13] and data["count"] == 4
    assert data["grader_version"] == classpage.grader_version()
    late = {s["student"]: s["late"] for s in data["students"]}
    assert late == {"1004": True, "ada": False, "ben": False, "cara": False}
    page = (tmp_path / "index.html").read_text()
    assert 'src="data:image/png;base64,' in page
    assert '<a href="cara/feedback.html">cara</a>' in page
    assert "late" in page


def _students_table(page: str) -> str:
    return page.split("<h2>Students</h2>")[1].split("</table>")[0]


def test_each_student_shows_their_master_seed_and_the_footer_lists_none(tmp_path):
    write_class(tmp_path)
    page = (tmp_path / "index.html").read_text()
    footer = page.split("</table>")[-1]
    assert not re.search(r"\b1[123]\b", footer), footer        # no list of seeds down there
    rows = {m.group(1): m.group(2) for m in re.finditer(r'<tr id="([^"]+)">(.*?)</tr>',
                                                         _students_table(page))}
    assert "<details><summary>11</summary>runs: 12</details>" in rows["ada"]
    assert "<td>11</td>" in rows["ben"] and "<td>13</td>" in rows["1004"]
    assert "<td>—</td>" in rows["cara"]                            # no seed recorded
    data = json.loads((tmp_path / "summary.json").read_text())
    assert {s["student"]: s["seed"] for s in data["students"]} == {
        "1004": 13, "ada": 11, "ben": 11, "cara": None}


def test_the_time_column_shows_file_times_for_folders_and_is_dropped_without_any(tmp_path):
    import os

    (tmp_path / "ada").mkdir()
    (tmp_path / "ada" / "pontoon.py").write_text("VERSION = 1\n")
    os.utime(tmp_path / "ada" / "pontoon.py", (1764667200, 1764667200))   # 2025-12-02 09:20 UTC
    folder = [Grade(str(tmp_path / "ada" / "pontoon.py"), "ada", 1, "VERSION", seeds=[5])]
    table = _students_table(classpage.class_page(classpage.summary(folder), b""))
    assert "<th>file modified</th>" in table and "2025-12-02 09:20 UTC" in table
    gone = [Grade(str(tmp_path / "gone.py"), "ben", 1, "VERSION", seeds=[5])]
    table = _students_table(classpage.class_page(classpage.summary(gone), b""))
    assert re.findall(r"<th>(.*?)</th>", table) == ["student", "mark", "version", "seed",
                                                    "problems"]
    table = _students_table(classpage.class_page(classpage.summary(sample_class()), b""))
    assert "<th>submitted</th>" in table and "2026-12-02 09:00 UTC" in table


def test_percent_of_a_grade_without_marks_is_zero():
    assert classpage.percent(Grade("a", "a", 1, "x")) == 0.0
    assert classpage.percent(Grade("a", "a", 1, "x", [Verdict("r", "r", 3, 6, False, "")])) == 50.0


def test_cli_writes_the_class_page(tmp_path, monkeypatch):
    from autograder import cli

    def fake(path, version=None, *, student=None, **_):
        return next(g for g in sample_class() if g.student == "ben")
    monkeypatch.setattr(cli, "_judge", lambda: fake)
    for s in ("ada", "ben"):
        (tmp_path / "class" / s).mkdir(parents=True)
        (tmp_path / "class" / s / "pontoon.py").write_text("VERSION = 1\n")
    assert cli.main(["grade", str(tmp_path / "class"), "--out", str(tmp_path / "out"),
                     "--jobs", "1"]) == 0
    assert (tmp_path / "out" / "index.html").is_file()
    assert [s["student"] for s in json.loads((tmp_path / "out" / "summary.json").read_text())
            ["students"]] == ["ada", "ben"]


def _browser():
    if not (Path(CHROMIUM).exists() and Path(DRIVER).exists()):
        pytest.skip("chromium and chromedriver are not installed (.ci/run installs them)")
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed "
                                    "(pip install -e '.[dev]')")
    return webdriver


@pytest.mark.slow
def test_class_page_in_headless_chromium(tmp_path):
    webdriver = _browser()
    out = tmp_path / "out"
    index = write_class(out)
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 f"--user-data-dir={tmp_path / 'profile'}", "--window-size=1200,900"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    from selenium.webdriver.chrome.service import Service

    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    try:
        pages = [index] + sorted(out.glob("*/feedback.html"))
        for page in pages:
            driver.get(page.as_uri())
            width = driver.execute_script("return window.innerWidth")
            assert 1100 <= width <= 1200, width
            assert driver.execute_script("return document.documentElement.scrollWidth") <= width, page
            wide = driver.execute_script(
                "return [...document.querySelectorAll('pre, table')]"
                ".filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.outerHTML.slice(0, 80))")
            assert wide == [], (page, wide)
            errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
            assert errors == [], (page, errors)
            for href in driver.execute_script(
                    "return [...document.querySelectorAll('a[href]')].map(a => a.href)"):
                assert href.startswith("file://"), href
                from urllib.parse import unquote, urlparse
                assert Path(unquote(urlparse(href).path)).is_file(), href
        driver.get(index.as_uri())
        natural = driver.execute_script(
            "const i = document.querySelector('img'); return [i.complete, i.naturalWidth]")
        assert natural == [True, 700]
        driver.save_screenshot(str(tmp_path / "index.png"))
    finally:
        driver.quit()
