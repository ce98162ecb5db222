"""Makes pytest's report of the self-checks short: the first thing to fix comes first.

pytest reads this file by itself; you never need to change it. After the run it prints the
first failing check's sentence (the tests run in the order you write the functions, so that is
the first thing to fix), then one line per rule still failing, in the same order. With ``-rf``
it prints every failing check with its whole sentence (pytest's own summary would cut each
one to the width of the terminal). A property test's sentence names the cards Hypothesis
tried, as every sentence names the cards and answers of its test.
"""

from __future__ import annotations

import re
import shutil
import textwrap
from typing import Any

import pytest

FAILED: list[tuple[str, str, str]] = []   # (test, rule, sentence), in the order tests ran
PASSED: dict[str, int] = {}               # rule -> checks passed
BROKEN: list[str] = []                    # a pontoon.py that cannot even be imported


def first_sentence(error: BaseException) -> str:
    """Return a failure's message without Hypothesis's or pytest's extra lines.

    >>> first_sentence(AssertionError("card_value(7) returned 8 [card-values]\\nmore"))
    'card_value(7) returned 8 [card-values]'
    """
    text = str(error).strip() or type(error).__name__
    return text.splitlines()[0]


def wrapped(text: str, indent: str = "    ") -> list[str]:
    """Return text in lines that fit the terminal, whole words kept whole.

    >>> wrapped("a b", indent="  ")
    ['  a b']
    """
    width = max(40, shutil.get_terminal_size().columns - 1)
    return textwrap.wrap(text, width, initial_indent=indent, subsequent_indent=indent,
                         break_on_hyphens=False) or [indent]


def cannot_import(test_file: str, report: str) -> str:
    """Return one sentence for a test file that could not be loaded, from pytest's report.

    >>> cannot_import("versions/v2/test_pontoon.py", 'E     File "/k/versions/v2/pontoon.py", '
    ...               'line 22\\nE       def f()\\nE   SyntaxError: expected a colon')
    'versions/v2/pontoon.py line 22 cannot be run (SyntaxError: expected a colon), so no check can run'
    """
    errors = [line[1:].strip() for line in report.splitlines() if line.startswith("E ")]
    where = re.findall(r'pontoon\.py", line (\d+)|pontoon\.py:(\d+)', report)
    line = next((a or b for a, b in reversed(where)), None)
    module = test_file.replace("test_pontoon.py", "pontoon.py")
    error = errors[-1] if errors else "an error"
    return (f"{module}{f' line {line}' if line else ''} cannot be run ({error}), so no check "
            "can run")


def pytest_collectreport(report: pytest.CollectReport) -> None:
    """Remember a self-check file that could not be loaded (pontoon.py does not import)."""
    if report.failed and report.nodeid.endswith("test_pontoon.py"):
        BROKEN.append(cannot_import(report.nodeid, str(report.longrepr)))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Any:
    """Remember each self-check's outcome, its rule and its sentence."""
    outcome = yield
    report = outcome.get_result()
    if "test_pontoon.py" not in item.nodeid or report.when != "call" and not report.failed:
        return
    marks = [mark.args[0] for mark in item.iter_markers("rule")]
    rule = marks[0] if marks else "names"
    if report.failed:
        error = call.excinfo.value if call.excinfo else None
        sentence = first_sentence(error) if error is not None else "failed"
        FAILED.append((item.nodeid, rule, sentence))
    elif report.passed and report.when == "call":
        PASSED[rule] = PASSED.get(rule, 0) + 1


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Print the first thing to fix, then each rule still failing, before pytest's last line."""
    write = terminalreporter.write_line
    if BROKEN:
        write("")
        write("First thing to fix:", bold=True, red=True)
        for sentence in BROKEN:
            write(f"  {sentence}")
        return
    if not FAILED:
        return
    test, rule, sentence = FAILED[0]
    write("")
    write("First thing to fix:", bold=True, red=True)
    write(f"  {sentence}")
    write(f"  (the check: {test})")
    failing: dict[str, int] = {}
    for _, each_rule, _ in FAILED:
        failing[each_rule] = failing.get(each_rule, 0) + 1
    write("")
    write("Rules with failing checks, in the order to work on them:")
    for each_rule, count in failing.items():
        total = count + PASSED.get(each_rule, 0)
        write(f"  {each_rule:<22} {count} of {total} checks fail")
    name = rule.replace("-", "_") if rule != "names" else "names"
    folder = test.split("/test_pontoon.py")[0]
    if every_failure_in_full(terminalreporter):
        return
    write("")
    write(f"One rule's checks:  pytest {folder} -k {name}      Every failure's sentence:  "
          f"pytest {folder} -rf")


def every_failure_in_full(terminalreporter: Any) -> bool:
    """With -rf, print each failing self-check and its whole sentence in pytest's place.

    pytest's short summary cuts a sentence to one terminal line; this prints it whole, wrapped,
    and takes the self-checks out of pytest's summary (other tests that failed in the same run
    keep pytest's lines). Returns whether it printed.

    >>> class Reporter: reportchars = ""   # pytest run without -rf
    >>> every_failure_in_full(Reporter())
    False
    """
    if "f" not in getattr(terminalreporter, "reportchars", ""):
        return False
    ours = {test for test, _, _ in FAILED}
    write = terminalreporter.write_line
    write("")
    write("Every failing check, with its whole sentence:", bold=True)
    for test, _, sentence in FAILED:
        write(f"FAILED {test}")
        for line in wrapped(sentence):
            write(line)
    if all(report.nodeid in ours for report in terminalreporter.stats.get("failed", [])):
        terminalreporter.reportchars = terminalreporter.reportchars.replace("f", "")
    return True
