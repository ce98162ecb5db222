"""The module assignments (cards, table) from release to grade: `python -m autograder assignment`.

Each assignment's release is tested as issue 13 asks: the model answer passes every self-check
and hidden test, the untouched stubs fail every graded test without an error, and a half-solved
submission gets partial marks with feedback naming what to fix.
"""

from __future__ import annotations

import csv
import inspect
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from autograder import modules
from autograder.release import BEGIN, END

ROOT = Path(__file__).resolve().parents[1]
NAMES = list(modules.ASSIGNMENTS)


def released(tmp_path: Path, name: str) -> Path:
    """The released folder of an assignment."""
    modules.release_assignment(name, tmp_path / "kit")
    return tmp_path / "kit" / name


def student(tmp_path: Path, who: str, files: dict[str, str]) -> Path:
    """A student's folder holding these files."""
    folder = tmp_path / "class" / who
    folder.mkdir(parents=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def model_files(name: str) -> dict[str, str]:
    """The model answer's modules, as a student would hand them in."""
    return {module: (ROOT / source).read_text(encoding="utf-8")
            for module, source in modules.ASSIGNMENTS[name].modules.items()}


@pytest.mark.parametrize("name", NAMES)
def test_release_holds_stubs_readme_and_self_checks_but_no_answers_or_hidden_tests(tmp_path, name):
    folder = released(tmp_path, name)
    assignment = modules.ASSIGNMENTS[name]
    names = sorted(p.name for p in folder.iterdir())
    expected = sorted([*assignment.modules, "README.md", "pytest.ini", *(t.name for t in assignment.visible_tests)])
    assert names == expected, f"release_assignment({name!r}) wrote {names}, expected {expected}"
    for module in assignment.modules:
        text = (folder / module).read_text(encoding="utf-8")
        assert BEGIN not in text and END not in text and "raise NotImplementedError()" in text, (
            f"the released {name}/{module} keeps a solution marker or has no raise NotImplementedError()")
    assert "hidden" not in " ".join(names), f"release_assignment({name!r}) wrote hidden tests: {names}"
    assert "cards.py" not in names or name == "cards", "the table's release must not hold the finished cards"


@pytest.mark.parametrize("name", NAMES)
def test_model_answer_passes_every_self_check_and_hidden_test(tmp_path, name):
    grade = modules.grade_submission(modules.get(name), student(tmp_path, "model", model_files(name)))
    failed = [(v.rule, v.output) for v in grade.verdicts if not v.passed]
    assert not failed and not grade.problems, (
        f"grading the {name} model answer failed {failed} with problems {grade.problems}, expected full marks")
    hidden = [v for v in grade.verdicts if v.visibility != "visible"]
    expected = len(modules.expected_tests(modules.get(name)))
    assert hidden and len(grade.verdicts) == expected, (
        f"grading the {name} model answer gave {len(grade.verdicts)} verdicts ({len(hidden)} hidden), "
        f"expected {expected} with some hidden")


@pytest.mark.parametrize("name", NAMES)
def test_untouched_stubs_fail_every_graded_test_without_an_error(tmp_path, name):
    folder = released(tmp_path, name)
    files = {m: (folder / m).read_text(encoding="utf-8") for m in modules.ASSIGNMENTS[name].modules}
    grade = modules.grade_submission(modules.get(name), student(tmp_path, "stub", files))
    assert grade.score == 0 and grade.max_score == len(grade.verdicts) > 10, (
        f"grading the released {name} stub gave {grade.score}/{grade.max_score} over {len(grade.verdicts)} "
        "verdicts, expected 0 of more than 10")
    assert not grade.problems, f"grading the released {name} stub had problems {grade.problems}, expected none"
    for verdict in grade.verdicts:
        assert verdict.output.startswith("not written yet: ") and "\n" not in verdict.output, (
            f"the released {name} stub's {verdict.rule} said {verdict.output!r}, expected one line 'not written yet: ...'")


HALF_CARDS = [  # (the model's text, a student's mistake)
    ('''        all_there = True
        for card in list(cards):
            if not self.remove(card):
                all_there = False
        return all_there''', '''        if any(card not in self for card in cards):
            return False
        for card in cards:
            self.remove(card)
        return True'''),
    ("        self._cards.sort(key=by_rank)\n", "        pass\n"),
]


def test_half_solved_cards_get_partial_marks_with_feedback(tmp_path):
    text = model_files("cards")["cards.py"]
    for model, mistake in HALF_CARDS:
        assert text.count(model) == 1, f"the cards model answer no longer holds {model.strip()[:60]!r} once"
        text = text.replace(model, mistake)
    folder = student(tmp_path, "half", {"cards.py": text})
    out = tmp_path / "out"
    grade = modules.grade_all("cards", [folder], out)[0]
    failed = sorted(v.rule for v in grade.verdicts if not v.passed)
    assert failed == ["test_hidden_remove_all_with_a_card_listed_twice",
                      "test_remove_all_removes_what_is_there_and_says_false_if_any_was_missing",
                      "test_sort_ascending_sorts_the_hand_itself"], f"the half-solved cards failed {failed}"
    assert 0 < grade.score < grade.max_score, f"the half-solved cards got {grade.score}/{grade.max_score}"
    feedback = (out / "half" / "feedback.md").read_text(encoding="utf-8")
    for sentence in ("after sort_ascending() Hand([2♦ A♠ 10♦ 2♣]) is 2♦ A♠ 10♦ 2♣, expected 2♣ 2♦ 10♦ A♠",
                     "after remove_all([2♣ K♦]) the hand is A♠ 2♣ 3♣, expected A♠ 3♣ (2♣ removed)"):
        assert sentence in feedback, f"the half-solved cards' feedback.md does not say {sentence!r}"
    results = json.loads((out / "half" / "results.json").read_text(encoding="utf-8"))
    assert results["score"] == grade.score and len(results["tests"]) == len(grade.verdicts), (
        f"results.json says {results['score']} over {len(results['tests'])} tests, the grade "
        f"{grade.score} over {len(grade.verdicts)}")


def test_half_solved_table_gets_partial_marks_with_feedback(tmp_path):
    text = model_files("table")["table.py"]
    model = "    return -1 if card.points >= 10 else 0\n"
    assert text.count(model) == 1, f"the table model answer no longer holds {model.strip()!r} once"
    text = text.replace(model, "    return -1 if card.points == 10 else 0\n")   # forgets the ace
    grade = modules.grade_submission(modules.get("table"), student(tmp_path, "half", {"table.py": text}))
    failed = {v.rule: v.output for v in grade.verdicts if not v.passed}
    assert set(failed) == {"test_hi_lo_count_of_each_kind_of_card"}, f"the half-solved table failed {sorted(failed)}"
    sentence = "count_of(2 6 7 9 10 K A) gave [1, 1, 0, 0, -1, -1, 0], expected [1, 1, 0, 0, -1, -1, -1]"
    assert failed["test_hi_lo_count_of_each_kind_of_card"] == sentence, (
        f"the half-solved table's hi-lo test said {failed['test_hi_lo_count_of_each_kind_of_card']!r}, expected {sentence!r}")


def test_half_solved_twentyone_gets_partial_marks_with_feedback(tmp_path):
    text = model_files("twentyone")["twentyone.py"]
    model = "    return total < (12 if rank in LOW_UP_CARDS else 17)\n"
    assert text.count(model) == 1, f"the twentyone model answer no longer holds {model.strip()!r} once"
    text = text.replace(model, "    return total < 17\n")     # strategy 2 ignores the up card
    out = tmp_path / "out"
    grade = modules.grade_all("twentyone", [student(tmp_path, "half", {"twentyone.py": text})], out)[0]
    failed = {v.rule: v.output for v in grade.verdicts if not v.passed}
    expected = {"test_strategy_2_the_up_card_table", "test_strategy_2_every_total", "test_traced_strategy_2_hidden"}
    assert set(failed) == expected and 0 < grade.score < grade.max_score, (
        f"grading strategy_2 without the up card failed {sorted(failed)} ({grade.score}/{grade.max_score}), "
        f"expected {sorted(expected)}")
    sentence = "strategy_2(16, ('Two', 'Clubs')) gave True, but the table says stand on 16 against a Two"
    assert sentence in (out / "half" / "feedback.md").read_text(encoding="utf-8"), (
        f"the half-solved twentyone's feedback.md does not say {sentence!r}")


HALF_CASINO = [  # (assignment, the model's line, a student's mistake, the tests that must fail, a sentence)
    ("dealer_wins_ties", '        return "dealer", "Equal values: the dealer wins ties."\n',
     '        return "player", "Equal values: the dealer wins ties."\n',
     {"test_settle_says_who_won_and_why", "test_settle_hidden"},
     "settle(cards('Ten', 'Eight'), cards('Nine', 'Nine')) gave ('player', 'Equal values: the dealer wins ties.'), "
     "but the game expects ('dealer', 'Equal values: the dealer wins ties.')"),
    ("stages", '        return "tie" if is_blackjack(dealer) else "player"\n', '        return "player"\n',
     {"test_decide"},
     "decide(cards('Ace', 'King'), cards('Ace', 'Queen')) gave 'player', but the game expects 'tie'"),
]


@pytest.mark.parametrize("name, model, mistake, failing, sentence", HALF_CASINO,
                         ids=["textbook game: ties to the player", "six stages: blackjack against blackjack"])
def test_half_solved_casino_assignment_gets_partial_marks_with_feedback(tmp_path, name, model, mistake, failing,
                                                                       sentence):
    text = model_files(name)[f"{name}.py"]
    assert text.count(model) == 1, f"the model answer of {name} no longer holds {model.strip()!r} once"
    out = tmp_path / "out"
    folder = student(tmp_path, "half", {f"{name}.py": text.replace(model, mistake)})
    grade = modules.grade_all(name, [folder], out)[0]
    failed = {v.rule for v in grade.verdicts if not v.passed}
    assert failed == failing and 0 < grade.score < grade.max_score, (
        f"grading {name} with {mistake.strip()!r} failed {sorted(failed)}, expected {sorted(failing)}")
    feedback = (out / "half" / "feedback.md").read_text(encoding="utf-8")
    assert sentence in feedback, f"{name}'s feedback does not say {sentence!r}"


MY_ASSIGNMENTS = ["twentyone", "dealer_wins_ties", "stages"]
TRIVIAL = re.compile(r"^(try|else|finally|except\b.*|break|continue|pass|return|return None|"
                     r"return NotImplemented|while True|[\])}]+)[:,]?$")


def solution_lines(text: str) -> list[str]:
    """The stripped lines between the solution markers of one source."""
    lines, inside = [], False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith(BEGIN) or stripped.startswith(END):
            inside = stripped.startswith(BEGIN)
        elif inside:
            lines.append(stripped)
    return lines


def comparable(line: str) -> str:
    """A code line as an answer: without ``return`` or a local name's ``name =`` in front."""
    line = re.sub(r"^return\s+", "", line.strip())
    return re.sub(r"^[A-Za-z_]\w*\s*(:\s*[^=]+)?=(?!=)\s*", "", line)


def every_solution_line() -> dict[str, str]:
    """Every non-trivial line of every solution region in the kit, and the file it answers."""
    sources = [ROOT / source for assignment in modules.ASSIGNMENTS.values() for source in assignment.modules.values()]
    sources += sorted((ROOT / "notebooks" / "text").rglob("*.py")) + sorted((ROOT / "versions").glob("v*/pontoon.py"))
    found = {}
    for path in sources:
        for line in solution_lines(path.read_text(encoding="utf-8")):
            if line and not line.startswith("#") and not TRIVIAL.match(line) and len(comparable(line)) >= 12:
                found.setdefault(comparable(line), str(path.relative_to(ROOT)))
    return found


@pytest.mark.parametrize("name", MY_ASSIGNMENTS)
def test_released_module_holds_no_line_of_any_solution(tmp_path, name):
    answers = every_solution_line()
    folder = released(tmp_path, name)
    for module in modules.ASSIGNMENTS[name].modules:
        for number, line in enumerate((folder / module).read_text(encoding="utf-8").splitlines(), start=1):
            code = line.strip()
            if code and not code.startswith(("#", ">>>", "...")) and not TRIVIAL.match(code):
                assert comparable(code) not in answers, (
                    f"the released {name}/{module} line {number} {code!r} is a solution line of "
                    f"{answers[comparable(code)]}")


def test_table_is_graded_with_the_kits_cards_not_the_students(tmp_path):
    broken_cards = "raise ImportError('my cards are broken')\n"
    files = {**model_files("table"), "cards.py": broken_cards}
    grade = modules.grade_submission(modules.get("table"), student(tmp_path, "ada", files))
    assert grade.score == grade.max_score, (
        f"the table model with a broken cards.py beside it failed {[v.output for v in grade.verdicts if not v.passed]}")


def test_a_module_that_does_not_import_fails_every_test_and_says_why(tmp_path):
    folder = student(tmp_path, "ben", {"cards.py": "def broken(:\n"})
    grade = modules.grade_submission(modules.get("cards"), folder)
    assert grade.score == 0 and len(grade.verdicts) == len(modules.expected_tests(modules.get("cards"))), (
        f"a cards.py with a syntax error got {grade.score} over {len(grade.verdicts)} verdicts, expected 0 over all")
    assert any("could not load your module" in p and "SyntaxError" in p for p in grade.problems), (
        f"a cards.py with a syntax error gave the problems {grade.problems}, expected one naming the SyntaxError")
    assert all("did not run" in v.output for v in grade.verdicts), (
        f"a cards.py with a syntax error had verdicts {[v.output for v in grade.verdicts][:2]}, expected 'did not run'")


def test_a_module_that_ends_the_process_at_import_gets_no_marks(tmp_path):
    folder = student(tmp_path, "eve", {"cards.py": "import os\nos._exit(0)\n"})
    grade = modules.grade_submission(modules.get("cards"), folder)
    assert grade.score == 0 and all(not v.passed for v in grade.verdicts), (
        f"a cards.py that ends the process got {grade.score}, expected 0 and no test passed")


def test_a_run_ending_with_a_code_says_the_code(tmp_path):
    folder = student(tmp_path, "eve", {"cards.py": "import os\nos._exit(3)\n"})
    grade = modules.grade_submission(modules.get("cards"), folder)
    assert grade.score == 0 and grade.problems == ["the tests did not finish (pytest exited with code 3)"], (
        f"a cards.py ending the run with code 3 gave problems {grade.problems}")


def test_a_missing_module_is_a_problem_not_a_crash(tmp_path):
    folder = student(tmp_path, "cy", {"notes.txt": "I forgot"})
    grade = modules.grade_submission(modules.get("cards"), folder)
    assert (grade.problems, grade.score) == (["no cards.py in the submission"], 0), (
        f"a folder without cards.py gave {(grade.problems, grade.score)}, expected one problem and 0")


def test_command_line_grades_a_class_folder_into_reports_and_a_gradebook(tmp_path):
    student(tmp_path, "ada", model_files("cards"))
    kit = released(tmp_path, "cards")
    student(tmp_path, "ben", {"cards.py": (kit / "cards.py").read_text(encoding="utf-8")})
    out = tmp_path / "out"
    done = subprocess.run([sys.executable, "-m", "autograder", "assignment", "grade", "cards",
                           str(tmp_path / "class"), "--out", str(out)],
                          capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, f"assignment grade cards exited {done.returncode}: {done.stderr[-300:]}"
    total = len(modules.expected_tests(modules.get("cards")))
    assert f"ada: {total}/{total}" in done.stdout and f"ben: 0/{total}" in done.stdout
    rows = {row["student_id"]: row for row in csv.DictReader((out / "gradebook.csv").open())}
    got = (rows["ada"]["score"], rows["ben"]["score"], rows["ada"]["assignment"])
    assert got == (str(total), "0", "cards"), f"gradebook.csv gave (ada, ben, assignment) {got}, expected {(str(total), '0', 'cards')}"
    for who in ("ada", "ben"):
        assert (out / who / "feedback.html").is_file() and (out / who / "results.json").is_file(), (
            f"assignment grade --out wrote no feedback.html or results.json for {who}")


def test_command_line_usage_errors_are_one_line(capsys):
    assert modules.main(["grade", "poker", "x"]) == 2
    err = capsys.readouterr().err
    expected = ("assignment: error: no module assignment 'poker' "
                "(choose from cards, table, twentyone, dealer_wins_ties, stages)")
    assert err.strip() == expected, f"main(['grade', 'poker', 'x']) said {err.strip()!r}, expected {expected!r}"


def test_self_check_failures_are_one_sentence_stating_call_result_and_expectation(tmp_path):
    """Every assert in the self-checks carries a message; the stubs' failures fit on one screen."""
    for name in NAMES:
        for path in modules.ASSIGNMENTS[name].visible_tests + modules.ASSIGNMENTS[name].hidden_tests:
            source = path.read_text(encoding="utf-8")
            for line in re.findall(r"^\s*assert .*$", source, re.MULTILINE):
                assert line.rstrip().endswith((",", "(")) or '"' in line, f"{path.name}: {line.strip()}"
    folder = released(tmp_path, "cards")
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider"], cwd=folder,
                          capture_output=True, text=True, timeout=120)
    lines = done.stdout.strip().splitlines()
    assert done.returncode == 1 and len(lines) < 40 and "NotImplementedError" in done.stdout, (
        f"pytest in the released cards exited {done.returncode} with {len(lines)} lines, expected 1, fewer than 40 "
        f"and a NotImplementedError: {done.stdout[-500:]}")


def test_table_model_has_question_twos_structure():
    sys.path.insert(0, str(ROOT / "reference"))       # `from cards import ...` finds the kit's
    sys.path.insert(0, str(ROOT / "assignments" / "table"))
    try:
        import table  # type: ignore[import-not-found]
    finally:
        del sys.path[:2]
    assert inspect.isabstract(table.Player) and inspect.isabstract(table.Dealer), "table.Player and table.Dealer must be abstract"
    for cls in (table.IntermediatePlayer, table.AdvancedPlayer, table.HumanPlayer):
        assert issubclass(cls, table.BasicPlayer), f"table.{cls.__name__} is not a BasicPlayer"
    assert issubclass(table.BlackjackDealer, table.Dealer) and table.MAX_PLAYERS == 8, (
        f"table.BlackjackDealer must be a Dealer and MAX_PLAYERS 8 (it is {table.MAX_PLAYERS})")
    with pytest.raises(table.TableFullError):
        table.BlackjackTable(table.BlackjackDealer()).assign_players(
            [table.BasicPlayer(str(i)) for i in range(12)])
    sys.modules.pop("table", None)
    sys.modules.pop("cards", None)


def test_a_module_that_forges_passes_and_ends_the_run_gets_no_marks(tmp_path):
    forger = '''import json, os
with open("results.jsonl", "a") as out:
    for name in ("test_points_of_each_rank", "test_static_sum_of_two_cards"):
        out.write(json.dumps({"test": name, "file": "cards_test.py", "outcome": "passed",
                              "message": "", "doc": "", "when": "call"}) + "\\n")
os._exit(0)
'''
    grade = modules.grade_submission(modules.get("cards"), student(tmp_path, "mal", {"cards.py": forger}))
    assert grade.score == 0 and any("did not finish" in p for p in grade.problems), (
        f"a forging cards.py got {grade.score} with problems {grade.problems}, expected 0 and 'did not finish'")


def test_student_module_runs_in_the_os_sandbox_and_cannot_write_outside(tmp_path):
    from autograder.sandbox import child as sandbox

    if not sandbox.isolation().namespaces:
        pytest.skip("this machine offers no namespaces (bubblewrap): the tests run with limits only")
    outside = tmp_path / "escaped.txt"
    writer = model_files("cards")["cards.py"] + (
        f"\ntry:\n    open({str(outside)!r}, 'w').write('out')\nexcept OSError:\n    pass\n")
    grade = modules.grade_submission(modules.get("cards"), student(tmp_path, "wri", {"cards.py": writer}))
    assert grade.score == grade.max_score, f"the writing cards.py got {grade.score}/{grade.max_score}: {grade.problems}"
    assert not outside.exists(), "a student's module wrote outside its sandbox folder"


FALLBACK_SCRIPT = """
import json, sys
from pathlib import Path
from autograder import modules
from autograder.sandbox import child
found = {}
for name, folder in json.loads(sys.argv[1]).items():
    g = modules.grade_submission(modules.get(name), Path(folder))
    found[name] = [g.score, g.max_score, g.problems, [v.rule for v in g.verdicts if not v.passed]]
print(json.dumps([child.isolation().describe(), found]))
"""


@pytest.mark.slow
@pytest.mark.parametrize("private", [False, True], ids=["kit-venv", "private-folder"])
def test_model_answers_get_every_mark_in_the_fallback_sandbox(tmp_path, request, private):
    """``BJK_SANDBOX=limits`` (no namespaces: user 65534 and limits), the kit's packages where
    they are or under a folder of mode 0700 (a clone in a private home folder): every model
    answer gets every mark, run by the grader's own Python (not the system's libpython and
    standard library, another micro version whose Enum pickles the table's save refused)."""
    import os

    from autograder.sandbox import child as sandbox

    if os.geteuid() != 0 or not os.access(sandbox.SETPRIV, os.X_OK):
        pytest.skip("the fallback's user switch needs a root grader and setpriv")
    env = {**os.environ, "BJK_SANDBOX": "limits"}
    if private:
        site = request.getfixturevalue("private_site")
        env["PYTHONPATH"] = f"{site}{os.pathsep}{ROOT}"
    folders = {name: str(student(tmp_path, f"model-{name}", model_files(name))) for name in NAMES}
    done = subprocess.run([sys.executable, "-c", FALLBACK_SCRIPT, json.dumps(folders)], cwd=ROOT,
                          capture_output=True, text=True, timeout=900, env=env)
    assert done.returncode == 0, done.stderr
    status, found = json.loads(done.stdout.splitlines()[-1])
    assert "NO namespaces" in status and "runs Python" not in status, status
    for name, (score, most, problems, failed) in found.items():
        assert (score, problems, failed) == (most, [], []) and most > 0, (
            f"the {name} model answer in the fallback got {score}/{most}, failed {failed}, "
            f"problems {problems}; expected every mark ({status})")


def test_command_line_shows_a_students_name_and_problems_as_text(monkeypatch, tmp_path, capsys):
    """A student's folder name and their test output reach the instructor's terminal with every
    control character visible (escape.visible), never as escape sequences."""
    from autograder.model import Grade, Verdict

    folder = tmp_path / "\x1b[2Jmallory"
    folder.mkdir()
    (folder / "cards.py").write_text("")
    hostile = Grade(str(folder), folder.name, 1, "VERSION", [Verdict("t", "t", 0, 10, False, "")],
                    problems=["\x1b]52;c;Y3VybA==\x07 boom\r"])
    monkeypatch.setattr(modules, "grade_submission", lambda assignment, path: hostile)
    modules.grade_all("cards", [folder], None)
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out and "\r" not in out, repr(out)
    assert "\\x1b[2Jmallory: 0/10" in out, out
