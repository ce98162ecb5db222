"""Tests for autograder.sandbox.child: untrusted submissions run in a locked-down child process.

The hostile submissions live in ``tests/corpus/hostile/<case>/pontoon.py``; each test runs one
of them with small limits and asserts the whole ``ChildResult`` that matters for that case.
"""

from __future__ import annotations

import importlib.util
import json
import os
import random
import re
import signal
import sys
import tempfile
import time
from pathlib import Path

import pytest

from autograder.sandbox import child as sandbox
from autograder.sandbox.child import (
    RUNNER, ChildResult, Limits, check_task, parse_channel, run_batch, run_child)

REPO = Path(__file__).resolve().parent.parent
CORPUS = Path(__file__).parent / "corpus" / "hostile"
LOAD = sandbox.load_factor()     # how much slower than idle this machine is now (1 when idle)
FAST = Limits(wall_seconds=8.0, cpu_seconds=2.0, memory_mb=256, output_bytes=100_000)
TWIST = "Twist or stick? (t/s) "
AGAIN = "Play again? (y/n) "
GOOD_NAMES = {"random": "module", "VERSION": "int", "STICK_AT": "int", "card_value": "function",
              "card_name": "function", "hand_value": "function", "random_card": "function",
              "computer_turn": "function", "player_turn": "function",
              "decide_winner": "function", "play_game": "function", "main": "function"}


ROOT_ONLY = pytest.mark.skipif(
    os.getuid() != 0, reason="a non-root grader sets RLIMIT_NPROC=1, so the submission cannot fork")
SANDBOXED = sandbox.isolation().uid is not None     # children run as user 65534 (RLIMIT_NPROC 1)


@pytest.fixture
def unsandboxed():
    """Children without the OS sandbox (same user, limits only): the fallback's own defences."""
    sandbox.configure("off")
    yield
    sandbox.configure("auto")


def run(case: str, task: dict, limits: Limits = FAST) -> ChildResult:
    """Run one corpus submission."""
    return run_child(CORPUS / case / "pontoon.py", task, limits)


def calls(case: str, *specs: dict, limits: Limits = FAST, seconds: float = 0.3) -> ChildResult:
    """Run calls mode with a short per-call alarm."""
    return run(case, {"mode": "calls", "calls": list(specs), "call_seconds": seconds}, limits)


def call_messages(result: ChildResult) -> list[dict]:
    return result.of_kind("call")


def load_runner():
    """The child runner as a module, for unit tests of its pure helpers (no side effects)."""
    spec = importlib.util.spec_from_file_location("bjk_runner_under_test", RUNNER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def is_gone(pid: int, patience: float = 5.0) -> bool:
    """True once the process no longer exists or is a zombie (SIGKILL lands asynchronously)."""
    deadline = time.monotonic() + patience
    while True:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (FileNotFoundError, ProcessLookupError):
            return True
        if state in ("Z", "X"):
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)


# ---------------------------------------------------------------- interface checks

@pytest.mark.parametrize("field, value", [
    ("wall_seconds", 0), ("cpu_seconds", -1), ("memory_mb", "512"), ("output_bytes", True)])
def test_limits_reject_bad_value(field, value):
    with pytest.raises(ValueError, match=re.escape(repr(value))):
        Limits(**{field: value})


@pytest.mark.parametrize("task, problem", [
    ({"mode": "dance"}, "task mode must be one of"), ({}, "task mode"), (["inspect"], "task mode"),
    ({"mode": "program", "policy": {"kind": "maybe"}}, "policy kind must be one of .* 'maybe'"),
    ({"mode": "program", "policy": {"kind": "bad-then", "then": "t"}}, "policy kind .* 't'"),
    ({"mode": "calls", "calls": [{"fn": "f", "args": [{1, 2}]}]}, "not JSON serializable")])
def test_check_task_rejects_malformed_tasks(task, problem):
    with pytest.raises((ValueError, TypeError), match=problem):
        check_task(task)


def test_run_child_missing_submission_raises(tmp_path):
    with pytest.raises(FileNotFoundError, match="nope.py"):
        run_child(tmp_path / "nope.py", {"mode": "inspect"}, FAST)


def test_parse_channel_keeps_only_token_stamped_objects():
    raw = (b'{"kind": "a", "t": "tok"}\n{"kind": "b", "t": "bad"}\n[1, 2]\n{"kind": "c"}\n'
           b'{"kind": "d", "t": "tok"}{"x\n\n{"kind": "e", "t": "tok"}\n')
    assert parse_channel(raw, "tok") == [{"kind": "a"}, {"kind": "e"}]


# ---------------------------------------------------------------- a correct submission

def test_inspect_good_reports_names_and_constants():
    result = run("good", {"mode": "inspect"})
    assert (result.status, result.returncode, result.stdout) == ("ok", 0, "")
    [names] = result.messages
    assert names["kind"] == "names"
    assert names["names"] == GOOD_NAMES
    assert (names["VERSION"], names["STICK_AT"]) == (1, 17)
    assert names["params"]["player_turn"] == ["draw", "ask", "show"]
    assert names["params"]["main"] == ["rng", "ask", "show"]
    assert (names["error"], names["exit"], names["asked"], names["printed"]) == (None, None, [], "")


def test_calls_good_stacked_deck_and_scripted_player():
    result = calls("good",
                   {"fn": "computer_turn", "deck": [5, 5, 5, 5, 9]},
                   {"fn": "computer_turn", "deck": [2, 3]},
                   {"fn": "player_turn", "deck": [10, 5, 9], "answers": ["x", " T ", "s"]},
                   {"fn": "player_turn", "deck": [4], "answers": []},
                   {"fn": "hand_value", "args": [[7, 3]]},
                   {"fn": "card_name", "args": [["Seven", "Hearts"]]},
                   {"fn": "decide_winner", "args": [22, 25]},
                   {"fn": "play_game", "deck": [10, 8, 10, 9], "answers": ["s"]})
    assert result.status == "ok"
    assert result.messages[0] == {"kind": "import", "error": None, "exit": None, "asked": [],
                                  "printed": ""}
    first, short, player, eof, value, name, winner, game = call_messages(result)
    assert [m["index"] for m in call_messages(result)] == list(range(8))
    assert (first["returned"], first["drawn"], first["deck_exhausted"], first["error"]) == (
        [5, 5, 5, 5], 4, False, None)
    assert (short["drawn"], short["deck_exhausted"], short["error"]["type"]) == (
        2, True, "DeckExhausted")
    assert short["error"]["message"] == "the stacked deck ran out after 2 cards"
    assert player["returned"] == [10, 5]
    assert player["asked"] == [TWIST] * 3
    assert player["shown"] == ["Your value: 10", "Your value: 10", "Your value: 15"]
    assert (eof["error"]["type"], eof["asked"], eof["shown"]) == ("EOFError", [TWIST],
                                                                 ["Your value: 4"])
    assert value["returned"] == 10
    assert name["returned"] == "('Seven', 'Hearts')"      # [rank, suit] arrives as a tuple
    assert winner["returned"] == "draw"
    assert game["returned"] == "computer"
    assert game["shown"] == ["Your value: 10", "Computer Value: 18", "Player Value: 10",
                             "Computer wins!"]
    assert game["drawn"] == 3


def test_calls_rng_marker_passes_a_seeded_random():
    result = calls("good", {"fn": "random_card", "args": [{"$": "rng", "seed": 4}]},
                   {"fn": "player_turn", "args": [{"$": "draw"}, {"$": "ask"}],
                    "kwargs": {"show": {"$": "show"}}, "deck": [3], "answers": ["s"]})
    rolled, player = call_messages(result)
    assert rolled["returned"] == random.Random(4).randint(1, 10)
    assert (player["returned"], player["shown"]) == ([3], ["Your value: 3"])


def test_calls_missing_function_is_reported_not_raised():
    [missing] = call_messages(calls("good", {"fn": "shuffled_deck", "args": []}))
    assert missing["error"] == {"type": "MissingName", "line": None, "traceback": None,
                                "message": "no 'shuffled_deck' in the submission"}


# ---------------------------------------------------------------- hangs and timeouts

def test_import_loop_is_killed_at_the_wall_limit():
    result = run("import_loop", {"mode": "inspect"}, Limits(wall_seconds=1, cpu_seconds=5))
    assert (result.status, result.returncode, result.messages) == ("timeout", -signal.SIGKILL, [])


def test_import_loop_hits_the_cpu_limit_before_a_long_wall_limit():
    result = run("import_loop", {"mode": "inspect"}, Limits(wall_seconds=20, cpu_seconds=1))
    assert (result.status, result.returncode) == ("timeout", -signal.SIGXCPU)


def test_sleeping_submission_times_out_on_wall_clock():
    result = run("sleeper", {"mode": "inspect"}, Limits(wall_seconds=1, cpu_seconds=1))
    assert (result.status, result.returncode, result.messages) == ("timeout", -signal.SIGKILL, [])


def test_computer_turn_loop_times_out_alone_and_other_calls_are_reported():
    result = calls("computer_loop", {"fn": "hand_value", "args": [[3, 4]]},
                   {"fn": "computer_turn", "deck": [5] * 10},
                   {"fn": "hand_value", "args": [[1, 2]]})
    assert result.status == "ok"
    before, looping, after = call_messages(result)
    assert (before["returned"], after["returned"]) == (7, 3)
    assert (looping["error"]["type"], looping["returned"], looping["drawn"]) == (
        "CallTimeout", None, 1)
    assert looping["error"]["line"] in (12, 13, 14)


def test_swallowed_timeout_falls_back_to_wall_limit_keeping_earlier_calls():
    result = calls("swallow", {"fn": "hand_value", "args": [[3, 4]]},
                   {"fn": "computer_turn", "deck": [5]},
                   {"fn": "hand_value", "args": [[1, 2]]}, limits=Limits(wall_seconds=3))
    assert (result.status, result.returncode) == ("timeout", -signal.SIGKILL)
    assert [m["kind"] for m in result.messages] == ["import", "call"]
    assert (result.messages[1]["index"], result.messages[1]["returned"]) == (0, 7)


# ---------------------------------------------------------------- output floods

def test_printing_50_megabytes_stops_at_the_output_limit():
    result = run("flood", {"mode": "inspect"})
    assert result.status == "output-limit"
    assert 0 < len(result.stdout) <= FAST.output_bytes
    assert set(result.stdout) == {"x", "\n"}
    assert result.messages == []


def test_raw_fd_writes_stop_at_the_output_limit():
    result = run("flood_raw", {"mode": "inspect"})
    assert (result.status, result.returncode) == ("output-limit", -signal.SIGKILL)
    assert len(result.stdout) <= FAST.output_bytes and len(result.stderr) <= FAST.output_bytes
    assert set(result.stdout) <= {"y"}      # fd 1 is read back at the runner's next look


def test_fd1_writes_are_in_the_transcript_in_order_with_prints_and_prompts(tmp_path):
    src = tmp_path / "pontoon.py"
    # a twist draws a card and a stick does not: answers are found by their effect (by replay),
    # so the question must do something for the policy's answer to reach the program
    src.write_text("import os, random, sys\nprint('one')\nos.write(1, b'computer has King Queen\\n')\n"
                   "sys.stdout.buffer.write(b'\\x1b[1Aover\\n'); sys.stdout.flush()\n"
                   "print('three')\nanswer = input('Twist or stick? (t/s) ')\n"
                   "while answer == 't':\n    random.randint(1, 10)\n"
                   "    answer = input('Twist or stick? (t/s) ')\n"
                   "os.write(1, b'after ' + answer.encode() + b'\\n')\n")
    [message] = run_child(src, {"mode": "program", "seed": 1,
                                "policy": {"kind": "always", "answer": "s"}}, FAST).messages
    message["transcript"] = plain(message["transcript"])
    text = "".join(e.get("out", "") for e in message["transcript"])
    assert text == "one\noveruter has King Queen\nthree\nafter s\n", message   # as a terminal
    assert message["transcript"][1] == {"ask": TWIST, "answer": "s"}


# ---------------------------------------------------------------- exits

def test_sys_exit_at_import_is_reported_as_exited():
    result = run("exit_import", {"mode": "inspect"})
    assert (result.status, result.returncode, result.stdout) == ("exited", 0, "leaving early\n")
    [names] = result.messages
    assert names["names"] == {"sys": "module", "VERSION": "int"}
    assert (names["exit"], names["code"], names["STICK_AT"]) == ("sys.exit", 0, None)
    assert names["printed"] == "leaving early\n"


def test_os_exit_at_import_is_reported_as_exited():
    result = run("os_exit", {"mode": "inspect"})
    assert (result.status, result.returncode, result.stdout) == ("exited", 0, "bye\n")
    [names] = result.messages
    assert (names["names"], names["exit"], names["code"]) == (
        {"os": "module", "VERSION": "int"}, "os._exit", 0)


def test_unusual_endings_inside_calls_are_reported_per_call():
    result = calls("raiser", {"fn": "computer_turn", "deck": [1]},
                   {"fn": "player_turn", "deck": [1]},
                   {"fn": "hand_value", "args": [[]]},
                   {"fn": "card_name", "args": [7]},
                   {"fn": "decide_winner", "args": [1, 2]},
                   {"fn": "play_game", "deck": [1]},
                   {"fn": "hand_value", "args": [[]]})
    assert (result.status, result.returncode) == ("exited", 7)
    interrupt, exits, weird, nested, memory, hard = call_messages(result)
    assert (interrupt["error"]["type"], interrupt["error"]["line"]) == ("KeyboardInterrupt", 15)
    assert (exits["error"]["type"], exits["error"]["message"]) == ("SystemExit", "3")
    assert weird["returned"] == {"type": "Weird", "repr": "<unprintable Weird: RuntimeError>"}
    assert nested["returned"] == [7, [7, {"type": "dict", "items": [["k", 7]]}], None, True, 1.5]
    assert memory["error"]["type"] == "MemoryError"
    assert (hard["error"]["type"], hard["shown"], hard["printed"]) == (
        "HardExit", ["start"], "printed directly\n")
    assert "Traceback" not in result.stderr


# ---------------------------------------------------------------- processes, memory, files

@pytest.mark.skipif(not SANDBOXED, reason="needs root for the user switch to 65534")
def test_fork_fails_in_the_sandbox():
    result = run("fork_sleeper", {"mode": "inspect"})
    [names] = result.messages
    assert (result.status, names["error"]["type"]) == ("ok", "BlockingIOError")


@ROOT_ONLY
def test_forked_sleeper_is_killed_with_its_group(unsandboxed):
    result = run("fork_sleeper", {"mode": "inspect"}, Limits(wall_seconds=5))
    assert result.status == "ok"                     # not "timeout": the held pipe did not block
    pid = int(re.fullmatch(r"sleeper pid (\d+)\n", result.stdout).group(1))
    assert is_gone(pid)
    assert result.messages[0]["STICK_AT"] == 17


def test_allocating_4_gigabytes_is_reported_as_memory():
    result = run("alloc_4g", {"mode": "inspect"})
    assert result.status == "memory"
    [names] = result.messages
    assert (names["error"]["type"], names["error"]["line"]) == ("MemoryError", 3)


def tree_snapshot(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*") if ".venv" not in p.parts
            and "__pycache__" not in p.parts and ".git" not in p.parts}


def stamps(places, names) -> dict[Path, float | None]:
    """Modification time (or None when absent) of each name in each place."""
    return {p / n: (p / n).stat().st_mtime_ns if (p / n).exists() else None
            for p in places for n in names}


def test_files_written_to_parent_and_home_land_in_the_temp_dir(unsandboxed):
    repo = Path(__file__).resolve().parents[1]
    names = ("escaped.txt", "here.txt", "home.txt")
    places = (Path.cwd(), Path.cwd().parent, repo, repo.parent, Path.home())
    before_corpus, before = tree_snapshot(CORPUS), stamps(places, names)
    result = run("writes_files", {"mode": "inspect"})
    assert result.status == "ok"
    written = re.findall(r"^wrote (.+)$", result.stdout, re.M)
    roots = {re.match(r"(.*/bjk-sandbox-[^/]+)/", w).group(1) for w in written}
    assert len(written) == 3 and len(roots) == 1
    [root] = roots
    assert written == [f"{root}/escaped.txt", f"{root}/student/home.txt",
                       f"{root}/student/here.txt"]
    assert result.files_written == ["student/here.txt", "student/home.txt"]
    assert not Path(root).exists()                      # the sandbox was cleaned up
    assert tree_snapshot(CORPUS) == before_corpus
    assert stamps(places, names) == before


# ---------------------------------------------------------------- forgery and isolation

def test_forged_output_and_fd_writes_do_not_change_the_result():
    places = (Path.cwd(), CORPUS / "forger")
    before = stamps(places, ["results.json"])
    result = run("forger", {"mode": "inspect"})
    assert (result.status, result.returncode) == ("ok", 0)
    assert '"score": 100' in result.stdout and '"kind": "names"' in result.stdout
    [names] = result.messages
    assert (names["VERSION"], names["STICK_AT"], names["names"]["VERSION"]) == (1, 21, "int")
    assert "computer_turn" not in names["names"]
    assert stamps(places, ["results.json"]) == before     # its results.json stayed in the sandbox


@pytest.mark.skipif(not sandbox.isolation().namespaces, reason="needs bubblewrap")
def test_files_written_in_the_sandbox_are_in_its_home_only(tmp_path):
    result = run("writes_files", {"mode": "inspect"})
    assert result.stdout.splitlines() == [      # ../ is /home, which only root may write
        "refused ../escaped.txt PermissionError", "wrote /home/student/home.txt",
        "wrote /home/student/here.txt"]
    assert result.files_written == ["student/here.txt", "student/home.txt"]


def test_kit_packages_are_not_importable_inside_the_child(unsandboxed):
    result = run("peeker", {"mode": "inspect"})
    lines = result.stdout.splitlines()
    assert lines[:7] == [
        "reference blocked", "autograder blocked", "versions blocked",
        "autograder.sandbox blocked", "kit on sys.path: []", "site-packages on sys.path: []",
        "meta_path: ['BuiltinImporter', 'FrozenImporter', 'PathFinder']"]
    assert lines[7] == ("env: ['HOME', 'LANG', 'PATH', 'PYTHONDONTWRITEBYTECODE', "
                        "'PYTHONIOENCODING', 'TMPDIR']")
    assert lines[8] == "flags: 1 1 1"


@pytest.mark.skipif(not sandbox.isolation().namespaces, reason="needs bubblewrap")
def test_kit_packages_are_not_importable_and_the_flags_look_plain_in_the_sandbox():
    lines = run("peeker", {"mode": "inspect"}).stdout.splitlines()
    assert lines[:6] == [
        "reference blocked", "autograder blocked", "versions blocked",
        "autograder.sandbox blocked", "kit on sys.path: []", "site-packages on sys.path: []"]
    assert lines[7:] == ["env: ['HOME', 'LANG', 'PATH', 'PWD']", "flags: 0 0 0"]


@pytest.mark.skipif(os.getuid() == 0, reason="RLIMIT_NPROC does not bind root, so forks succeed")
def test_fork_fails_for_non_root_graders():
    result = run("fork_sleeper", {"mode": "inspect"})
    [names] = result.messages
    assert names["error"]["type"] == "BlockingIOError"


NOBODY_PYTHON = "/usr/bin/python3.11"
NPROC_PROBE = """
import importlib.util, os, sys
spec = importlib.util.spec_from_file_location("runner", sys.argv[1])
runner = importlib.util.module_from_spec(spec); spec.loader.exec_module(runner)
runner._set_limits({"nproc": 1})
try:
    pid = os.fork()
except OSError as exc:
    print(type(exc).__name__)
else:
    if pid == 0:
        os._exit(0)
    print("forked")
"""


@pytest.mark.skipif(os.getuid() != 0 or not Path("/usr/bin/setpriv").exists()
                    or not Path(NOBODY_PYTHON).exists() or not os.access(RUNNER, os.R_OK),
                    reason="needs root, setpriv and a system Python to act as user nobody")
def test_runner_nproc_limit_blocks_forks_for_an_unprivileged_user():
    import subprocess
    done = subprocess.run(
        ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
         NOBODY_PYTHON, "-I", "-S", "-c", NPROC_PROBE, str(RUNNER)],
        capture_output=True, text=True, timeout=60, cwd="/")
    assert (done.stdout, done.returncode) == ("BlockingIOError\n", 0), done.stderr


# ---------------------------------------------------------------- plain scripts

def test_plain_script_inspect_gets_eof_at_its_first_question():
    result = run("plain_script", {"mode": "inspect"})
    assert result.status == "ok"
    [names] = result.messages
    assert (names["error"]["type"], names["error"]["line"], names["asked"]) == (
        "EOFError", 7, [TWIST])
    assert re.fullmatch(r"Your value: \d+\n", names["printed"])
    assert "runner" not in names["error"]["traceback"]


def test_plain_script_program_plays_by_the_below_policy():
    result = run("plain_script", {"mode": "program", "seed": 5,
                                  "policy": {"kind": "below", "threshold": 17}})
    [message] = result.messages
    message["transcript"] = plain(message["transcript"])
    rng = random.Random(5)
    rolls = [rng.randint(1, 10)]
    total, out, expected = rolls[0], f"Your value: {rolls[0]}\n", []
    while total <= 21:
        answer = "t" if total < 17 else "s"
        expected += [{"out": out}, {"ask": TWIST, "answer": answer}]
        out = ""
        if answer == "s":
            break
        rolls.append(rng.randint(1, 10))
        total += rolls[-1]
        out = f"Your value: {total}\n"
    expected.append({"out": out + f"Player Value: {total}\n"})
    assert (result.status, message["exit"], message["error"]) == ("ok", "returned", None)
    assert message["transcript"] == expected
    assert [d["result"] for d in message["draws"]] == rolls


# ---------------------------------------------------------------- program mode

def program(case: str, **task) -> dict:
    result = run(case, {"mode": "program", "seed": 1, **task})
    assert result.status == "ok", result
    [message] = result.messages
    message["transcript"] = plain(message["transcript"])
    return message


def plain(transcript: list[dict]) -> list[dict]:
    """Transcript entries with only what was shown and answered (``out``, ``ask``, ``answer``)."""
    return [{k: v for k, v in e.items() if k in ("out", "ask", "answer")} for e in transcript]


def asks(message: dict) -> list[tuple[str, str | None]]:
    return [(e["ask"], e["answer"]) for e in message["transcript"] if "ask" in e]


def test_program_games_answers_play_again_until_n():
    message = program("good", policy={"kind": "always", "answer": "s"}, games=3)
    assert asks(message) == [(TWIST, "s"), (AGAIN, "y")] * 2 + [(TWIST, "s"), (AGAIN, "n")]
    assert (message["exit"], message["eof_given"], message["questions"]) == ("returned", False, 6)
    assert sum("wins!" in e.get("out", "") or "Draw!" in e.get("out", "")
               for e in message["transcript"]) == 3


def test_program_eof_after_answers_none_and_ends_cleanly():
    message = program("good", policy={"kind": "always", "answer": "t"}, games=3, eof_after=2)
    assert asks(message) == [(TWIST, "t"), (TWIST, None)]
    assert (message["exit"], message["eof_given"], message["error"]) == ("eof", True, None)


def test_program_bad_then_repeats_bad_answers_before_each_real_answer():
    message = program("good", policy={"kind": "bad-then", "bad": ["x", "", "twist?"],
                                      "then": {"kind": "always", "answer": "s"}})
    assert asks(message) == [(TWIST, "x"), (TWIST, ""), (TWIST, "twist?"), (TWIST, "s"),
                             (AGAIN, "n")]


def test_program_script_answers_every_question_in_order_then_eof():
    message = program("good", policy={"kind": "script", "answers": ["t", "s", "y", "s"]})
    assert asks(message) == [(TWIST, "t"), (TWIST, "s"), (AGAIN, "y"), (TWIST, "s"),
                             (AGAIN, None)]
    assert message["exit"] == "eof"


def test_program_calls_main_with_seeded_rng_when_running_asked_nothing():
    message = program("no_main_guard", seed=9, policy={"kind": "always", "answer": "s"})
    rng = random.Random(9)
    assert [d["result"] for d in message["draws"]] == [rng.randint(1, 10) for _ in message["draws"]]
    assert all(d["fn"] == "randint" and d["args"] == [1, 10] for d in message["draws"])
    assert asks(message) == [(TWIST, "s"), (AGAIN, "n")]


def test_program_is_deterministic_even_with_unseeded_random_instances():
    first = program("good", seed=3, policy={"kind": "always", "answer": "t"}, games=2)
    second = program("good", seed=3, policy={"kind": "always", "answer": "t"}, games=2)
    other = program("good", seed=4, policy={"kind": "always", "answer": "t"}, games=2)
    assert first == second
    assert first["draws"] != other["draws"]


def test_program_timeout_returns_a_partial_program_message():
    result = run("import_loop", {"mode": "program", "seed": 1}, Limits(wall_seconds=1))
    assert result.status == "timeout"
    [message] = result.messages
    assert (message["exit"], message["partial"], message["transcript"]) == ("killed", True, [])
    assert message["error"]["type"] == "timeout"


def test_program_crash_in_submission_is_an_error_exit():
    result = run("syntax_error", {"mode": "program", "seed": 1})
    [message] = result.messages
    assert (result.status, message["exit"], message["error"]["type"]) == (
        "ok", "error", "SyntaxError")


# ---------------------------------------------------------------- runner helpers

@pytest.mark.parametrize("tried, kind", [
    ([["y", "new-game", 0], ["n", "end", 1]], "choice"),
    ([["t", "card", 0], ["s", "end-turn", 1]], "turn"),
    ([["", "end-turn", 0], ["t", "end-turn", 0], ["1", "end-turn", 0]], "other")])
def test_a_question_is_told_by_what_its_answers_do(tried, kind):
    """(Once ``is_again_question``, by the prompt's words: what answers do decides, issue 18.)"""
    assert load_runner().verdict(tried)["kind"] == kind


@pytest.mark.parametrize("text, value", [
    ("Your value: 7\n", 7), ("Value: 12\nComputer value: 3 of 5\n", 5),
    ("Cards: Seven of Hearts, King of Clubs\n", 17),
    ("Nothing to see\n", None)])
def test_shown_value_reads_the_last_line_naming_cards_or_a_number(text, value):
    """A run whose cards the grader did not deal: the policy reads what the turn shows (no word
    such as "value" is looked for; a stacked run's policy counts the cards dealt instead)."""
    assert load_runner().shown_value(text) == value


@pytest.mark.parametrize("value, encoded", [
    ((1, ("Ace", "Clubs")), [1, ["Ace", "Clubs"]]), (float("nan"), {"type": "float",
                                                                    "repr": "nan"}),
    (2 ** 60, {"type": "int", "repr": str(2 ** 60)}), ({1, 2}, {"type": "set", "repr": "{1, 2}"})])
def test_encode_return_values(value, encoded):
    assert load_runner().encode(value) == encoded


def test_card_from_json_turns_only_rank_suit_pairs_into_tuples():
    runner = load_runner()
    assert runner.card_from_json([["Seven", "Hearts"], ["Seven", "Ace"], 3]) == [
        ("Seven", "Hearts"), ["Seven", "Ace"], 3]


@pytest.mark.parametrize("policy, answers", [
    ({"kind": "script", "answers": ["t", "s"]}, ["t", "s"]),   # readline, then a bare input()
    ({"kind": "always", "answer": "s"}, ["s"]),
])
def test_prompts_printed_by_hand_become_the_question(policy, answers):
    """The prompt printed by hand (no newline) is the question; the policy's answers reach the
    program whether it reads with ``sys.stdin.readline()`` or a bare ``input()``."""
    transcript = program("hand_prompt", policy=policy)["transcript"]
    assert [e for e in transcript if "ask" in e] == [{"ask": TWIST, "answer": a} for a in answers]
    outs = [e["out"] for e in transcript if "out" in e]
    assert [e.keys() for e in transcript] == [{"out"}, {"ask", "answer"}] * len(answers) + [{"out"}]
    assert all(re.fullmatch(r"Your value: \d+\n", out) for out in outs[:-1]), outs
    assert outs[-1] == f"answers: {' '.join(answers)}\n"


def test_locked_sandbox_is_removed_without_touching_symlink_targets(tmp_path):
    precious = tmp_path / "precious.txt"
    precious.write_text("mine")
    precious.chmod(0o640)
    folder_mode = tmp_path.stat().st_mode
    [locked] = call_messages(calls("locks_dir", {"fn": "lock", "args": [str(precious)]}))
    work = Path(locked["returned"])
    assert work == Path("/home/student") if sandbox.isolation().namespaces else (
        work.name == "student" and work.parent.name.startswith("bjk-sandbox-")
        and not work.parent.exists())
    assert (precious.read_text(), precious.stat().st_mode & 0o777) == ("mine", 0o640)
    assert tmp_path.stat().st_mode == folder_mode


@pytest.mark.parametrize("case, status", [("good", "ok"), pytest.param("fork_sleeper", "ok",
                                          marks=ROOT_ONLY), ("flood", "output-limit")])
def test_polling_fallback_without_pidfd_gives_the_same_results(monkeypatch, case, status,
                                                               unsandboxed):
    monkeypatch.setattr(sandbox, "_pidfd", lambda pid: None)
    result = run(case, {"mode": "inspect"})
    assert result.status == status
    if case == "fork_sleeper":
        assert is_gone(int(result.stdout.split()[-1]))


def test_a_task_larger_than_the_pipe_buffer_is_fed_completely():
    many = [{"fn": "hand_value", "args": [[i, 1]]} for i in range(3000)]
    result = calls("good", *many)
    assert result.status == "ok"
    assert [m["returned"] for m in call_messages(result)] == [i + 1 for i in range(3000)]


@ROOT_ONLY
def test_setsid_escapee_does_not_hold_up_the_run_and_is_killed_after_it(unsandboxed):
    result = run("setsid_escape", {"mode": "inspect"}, Limits(wall_seconds=10))
    pid = int(re.fullmatch(r"escaped pid (\d+)\n", result.stdout).group(1))
    assert result.status == "ok"                 # the held pipes did not stall the grader
    assert is_gone(pid), f"the escaped grandchild {pid} outlived its sandbox"


def test_calls_mode_seeds_random_and_reports_draws_of_a_function_ignoring_draw():
    first = calls("ignores_draw", {"fn": "computer_turn", "deck": [10, 10]})
    again = calls("ignores_draw", {"fn": "computer_turn", "deck": [10, 10]})
    [call] = call_messages(first)
    assert call_messages(again) == [call]
    assert call["drawn"] == 0
    assert [d["result"] for d in call["draws"]] == call["returned"]
    assert all(d["fn"] == "randint" and d["args"] == [1, 10] for d in call["draws"])


# ---------------------------------------------------------------- batch mode: several tasks, one child

def without_replays(messages: list[dict]) -> list[dict]:
    """Messages without the count of replays the runner made to learn its questions' answers."""
    return [{k: v for k, v in m.items() if k != "replays"} for m in messages]


def same_as_alone(batch: ChildResult, alone: ChildResult) -> bool:
    """What a task reports in a batch is what it reports in a child of its own, save that a
    batch keeps what its questions' answers were found to do, so a later task replays no more
    (often less) to learn them."""
    return (batch.status, without_replays(batch.messages), batch.stdout, batch.stderr) == \
        (alone.status, without_replays(alone.messages), alone.stdout, alone.stderr) and \
        all(b.get("replays", 0) <= a.get("replays", 0)
            for b, a in zip(batch.messages, alone.messages))


def test_batch_gives_each_task_what_it_gets_alone():
    tasks = [{"mode": "inspect"},
             {"mode": "calls", "names": True, "calls": [{"fn": "computer_turn", "deck": [10, 7, 5]}]},
             {"mode": "program", "seed": 5, "games": 3, "policy": {"kind": "always", "answer": "t"}},
             {"mode": "program", "seed": 6, "games": 2, "policy": {"kind": "below", "threshold": 15}}]
    path = CORPUS / "good" / "pontoon.py"
    batch = run_batch(path, tasks, FAST)
    alone = [run_child(path, task, FAST) for task in tasks]
    assert [r.status for r in batch] == ["ok"] * 4
    assert all(same_as_alone(b, a) for b, a in zip(batch, alone)), [
        (b.messages[:1], a.messages[:1]) for b, a in zip(batch, alone)]
    assert [m["kind"] for m in batch[1].messages] == ["names", "import", "call"]
    assert batch[1].messages[0]["names"] == GOOD_NAMES


def test_batch_restores_what_a_task_changed_before_the_next(tmp_path):
    src = tmp_path / "pontoon.py"
    src.write_text(
        "import builtins, os, random, sys\n"
        "print('seen', getattr(builtins, 'MARK', None), os.environ.get('MARK'), os.getcwd(),\n"
        "      len(sys.path), sys.stdout.__class__.__name__, random.randint(1, 10**9),\n"
        "      os.path.exists('note.txt'), open(__file__).read().endswith('#tail'))\n"
        "open('note.txt', 'w').write('x'); open(__file__, 'a').write('#tail')\n"
        "builtins.MARK = 1; os.environ['MARK'] = '1'; os.chdir('/'); sys.path.append('/x')\n"
        "random.randint = lambda a, b: 4; sys.stdout = sys.stderr\n")
    task = {"mode": "program", "seed": 3, "policy": {"kind": "always", "answer": "s"}}
    first, second = run_batch(src, [task, task], FAST)
    out = [m["transcript"] for m in first.messages + second.messages]
    assert out[0] == out[1] and "seen None None" in out[0][0]["out"], out
    assert out[0][0]["out"].rstrip().endswith("False False"), out
    assert first.files_written == second.files_written == ["student/note.txt"]


def test_batch_task_that_hangs_keeps_the_others_results(tmp_path):
    """The hanging task times out alone; the tasks after it still run (in fresh children).

    A twist draws a card (so the runner finds ``t`` by its effect); the second twist waits for
    ever in ``select`` (a real wait: ``time.sleep`` costs a child nothing)."""
    src = tmp_path / "pontoon.py"
    src.write_text("import random, select\ncards = 0\n"
                   "answer = input('Twist or stick? (t/s) ')\n"
                   "while answer == 't':\n    cards += 1\n    random.randint(1, 10)\n"
                   "    if cards == 2:\n        select.select([], [], [], 600)\n"
                   "    answer = input('Twist or stick? (t/s) ')\n"
                   "print('Draw!')\n")
    stick = {"mode": "program", "seed": 1, "policy": {"kind": "always", "answer": "s"}}
    twist = {"mode": "program", "seed": 1, "policy": {"kind": "always", "answer": "t"}}
    limits = Limits(wall_seconds=2.0, cpu_seconds=2.0)
    results = run_batch(src, [stick, twist, stick, stick], limits)
    assert [r.status for r in results] == ["ok", "timeout", "ok", "ok"]
    assert results[1].messages[0]["partial"] and results[1].messages[0]["exit"] == "killed"
    assert [e.get("answer") for e in results[1].messages[0]["transcript"]] == ["t", "t"]
    alone = run_child(src, stick, limits)
    assert all(same_as_alone(r, alone) for r in (results[0], results[2], results[3]))


def test_batch_task_that_ends_the_process_is_reported_and_the_rest_still_run(tmp_path):
    src = tmp_path / "pontoon.py"
    src.write_text("import os, random, sys\n"
                   "n = random.randint(1, 3)\n"
                   "print('drew', n); sys.stderr.write(f'err {n}\\n')\n"
                   "if n == 2:\n    sys.stdout.flush(); os._exit(7)\n")
    tasks = [{"mode": "program", "seed": seed} for seed in range(6)]
    batch = run_batch(src, tasks, FAST)
    alone = [run_child(src, task, FAST) for task in tasks]
    assert [r.status for r in batch] == [r.status for r in alone]
    assert "exited" in [r.status for r in batch] and "ok" in [r.status for r in batch]
    assert all(same_as_alone(b, a) for b, a in zip(batch, alone))
    assert all(r.stderr.count("err") == 1 for r in batch)   # each task has its own stderr


def test_batch_of_one_task_is_a_plain_run():
    [result] = run_batch(CORPUS / "good" / "pontoon.py", [{"mode": "inspect"}], FAST)
    assert result.status == "ok" and result.messages[0]["names"] == GOOD_NAMES


def test_calls_with_names_sends_the_inspect_message_first():
    result = run("syntax_error", {"mode": "calls", "names": True, "calls": []})
    kinds = [m["kind"] for m in result.messages]
    assert kinds == ["names", "import"], kinds
    assert result.messages[0]["error"]["type"] == "SyntaxError"


def test_runner_code_is_safe_to_ask_for_from_many_threads(monkeypatch):
    """Grading threads start children at once; each gets the compiled runner (once a race lost it)."""
    from concurrent.futures import ThreadPoolExecutor
    from autograder.sandbox import child as sandbox
    monkeypatch.setattr(sandbox, "_compiled", {})
    with ThreadPoolExecutor(8) as pool:
        codes = list(pool.map(lambda _: sandbox.runner_code(), range(64)))
    assert len(set(codes)) == 1 and codes[0][:4] == importlib.util.MAGIC_NUMBER


def test_batch_forgets_a_module_the_submission_wrote_and_imported(tmp_path):
    """A helper module written and imported by one task is gone for the next, as in a fresh child."""
    src = tmp_path / "pontoon.py"
    src.write_text("import os, sys\n"
                   "try:\n    import helper\n    print('found', helper.X)\n"
                   "except ImportError:\n    print('missing')\n"
                   "with open(os.path.join(os.path.dirname(__file__), 'helper.py'), 'w') as f:\n"
                   "    f.write('X = 1\\n')\n"
                   "import helper\n")
    task = {"mode": "program", "seed": 1}
    results = run_batch(src, [task, task, task], FAST)
    assert [r.messages[0]["transcript"] for r in results] == [[{"out": "missing\n"}]] * 3
    assert all("student/helper.py" in r.files_written for r in results)


# ---------------------------------------------------------------- the OS sandbox and run_command

NAMESPACES = pytest.mark.skipif(not sandbox.isolation().namespaces, reason="needs bubblewrap")


def test_sandbox_status_names_what_is_missing_in_the_fallback():
    try:
        line = sandbox.configure("limits").describe()
        result = run("good", {"mode": "inspect"})
    finally:
        sandbox.configure("auto")
    assert line.startswith("sandbox: NO namespaces") and "fallback: " in line, line
    assert result.status == "ok" and result.messages[0]["names"] == GOOD_NAMES


@NAMESPACES
def test_run_command_sees_only_its_workdir_and_what_is_readable(tmp_path):
    work, extra = tmp_path / "work", tmp_path / "extra"
    work.mkdir()
    extra.mkdir()
    (extra / "data.txt").write_text("shared\n")
    script = ("cat " + str(extra / "data.txt") + "; echo new > mine.txt; "
              "echo x > " + str(extra / "x.txt") + " 2>/dev/null || echo read-only; "
              "ls " + str(Path(__file__).parent) + " 2>/dev/null || echo no-kit; id -u")
    result = sandbox.run_command(["/bin/sh", "-c", script], work, Limits(wall_seconds=5),
                                 readable=[extra])
    assert result.stdout.splitlines() == ["shared", "read-only", "no-kit",
                                          str(sandbox.isolation().uid or os.getuid())], result
    assert (work / "mine.txt").read_text() == "new\n" and not (extra / "x.txt").exists()


@NAMESPACES
def test_run_command_ends_in_time_with_everything_it_started(tmp_path):
    result = sandbox.run_command(
        ["/bin/sh", "-c", "(sleep 30 &) ; sleep 30 & echo started; sleep 30"], tmp_path,
        Limits(wall_seconds=1))
    assert (result.status, result.stdout) == ("timeout", "started\n")
    assert 1 <= result.elapsed < 4 * LOAD


@NAMESPACES
def test_run_command_memory_for_the_whole_tree_and_stdin(tmp_path):
    hog = sandbox.run_command([sandbox.child_python(), "-S", "-c", "x = bytearray(400 << 20)"],
                              tmp_path, Limits(wall_seconds=5, memory_mb=128))
    assert hog.status == ("memory" if sandbox.isolation().memory_cgroup else "exited"), hog
    echo = sandbox.run_command(["/bin/cat"], tmp_path, Limits(wall_seconds=5), stdin=b"hello")
    assert (echo.status, echo.stdout) == ("ok", "hello")


def test_remove_tree_survives_a_tree_deeper_than_the_recursion_limit(tmp_path):
    deep = tmp_path / "bjk-sandbox-deep"
    path = str(deep)
    os.mkdir(path)
    for _ in range(1500):
        path = os.path.join(path, "d")
        os.mkdir(path)
    sandbox.remove_tree(deep)
    assert not deep.exists()


def test_stale_sweep_removes_folders_of_an_ended_maker_at_once_and_no_others(tmp_path):
    import subprocess

    here = sandbox._maker().split()[1]
    child = subprocess.Popen(["true"])          # a process of this pid namespace that has ended
    child.wait()
    marks = {"ended": f"{child.pid} {here}", "alive": f"{os.getpid()} {here}",
             "elsewhere": f"{child.pid} 1", "unmarked": None}
    for name, mark in marks.items():
        folder = tmp_path / f"bjk-sandbox-{name}"
        (folder / "deep").mkdir(parents=True)
        if mark is not None:
            (folder / sandbox.OWNER_MARK).write_text(mark)
    assert sandbox.sweep_stale(tmp_path) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "bjk-sandbox-alive", "bjk-sandbox-elsewhere", "bjk-sandbox-unmarked"]


def test_clean_up_after_touches_only_folders_that_name_that_process(tmp_path, monkeypatch):
    monkeypatch.setattr(sandbox, "sandbox_parent", lambda: str(tmp_path))
    for name, pid in (("mine", 4242), ("theirs", 4343)):
        (tmp_path / f"bjk-sandbox-{name}" / "student").mkdir(parents=True)
        (tmp_path / f"bjk-sandbox-{name}" / sandbox.OWNER_MARK).write_text(f"{pid} 1\n")
    (tmp_path / "bjk-sandbox-link").symlink_to(tmp_path / "bjk-sandbox-theirs")
    assert sandbox.clean_up_after(4242) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bjk-sandbox-link", "bjk-sandbox-theirs"]


def test_run_command_runs_python_in_the_limits_fallback(tmp_path):
    """Without namespaces a child's Python starts, as the user the probe found can run it:
    prlimit comes before setpriv (prlimit run as user 65534 could not reach a Python under a
    folder closed to that user, like ``/root/.pyenv``: "Permission denied"). setpriv still
    reaches such a binary, which then loads the system's standard library: the status line
    says so when that Python is another version than the grader's."""
    try:
        iso = sandbox.configure("limits")
        result = sandbox.run_command(
            [sandbox.child_python(), "-S", "-c",
             "import os, sys; print(*sys.version_info[:3]); print(os.getuid())"],
            tmp_path, Limits(wall_seconds=10))
    finally:
        sandbox.configure("auto")
    assert result.status == "ok", result
    version, uid = result.stdout.splitlines()
    assert uid == str(iso.uid if iso.uid is not None else os.getuid()), result
    ours = " ".join(map(str, sys.version_info[:3]))
    assert version.split()[:2] == ours.split()[:2], result     # the runner's bytecode runs
    said = f"runs Python {version.replace(' ', '.')} with the system's standard library"
    assert (said in iso.describe()) == (version != ours), iso.describe()


def test_closing_a_cage_twice_does_not_wait(tmp_path):
    folder = tmp_path / "bjk-cgroup"
    folder.mkdir()                       # stands for an empty cgroup: removed at the first close
    cage = sandbox._Cage(sandbox.Isolation(False, None, None, None, "limits"), 0, 0)
    cage.folders = [str(folder)]
    cage.close()
    assert not folder.exists() and cage.folders == []
    start = time.monotonic()
    cage.close()
    assert time.monotonic() - start < 0.5 * LOAD    # it waited its full 2 s for a folder long gone


def test_a_root_grader_never_runs_a_submission_as_root_when_the_user_cannot_run_python(monkeypatch):
    """Without namespaces, a user 65534 that cannot start this Python keeps the user switch: the
    children then fail to start (and the status line says why) rather than run as root."""
    if os.geteuid() != 0 or not os.access(sandbox.SETPRIV, os.X_OK):
        pytest.skip("the user switch needs a root grader and setpriv")
    monkeypatch.setattr(sandbox, "_python_seen_by", lambda uid: None)
    iso = sandbox._probe("limits")
    assert iso.uid == sandbox.SANDBOX_UID
    assert any("children cannot start" in said for said in iso.missing), iso.missing


def test_a_batch_stuck_before_its_first_word_runs_its_other_program_runs_no_more(tmp_path):
    """A program run stopped having printed and asked nothing: the batch's later program runs
    (the same file, stuck the same way) take its result instead of a child each."""
    src = tmp_path / "pontoon.py"
    src.write_text("while True:\n    pass\n")
    tasks = [{"mode": "program", "seed": s, "games": 1,
              "policy": {"kind": "always", "answer": "s"}} for s in (1, 2, 3)]
    start = time.monotonic()
    results = sandbox.run_batch(src, tasks, sandbox.Limits(wall_seconds=1.0, cpu_seconds=1.0))
    assert [r.status for r in results] == ["timeout"] * 3
    assert [r.elapsed for r in results][1:] == [0.0, 0.0]
    assert time.monotonic() - start < 2.5 * LOAD


def test_a_batch_that_hangs_after_printing_still_runs_the_other_program_runs(tmp_path):
    src = tmp_path / "pontoon.py"
    src.write_text("import random\nprint('Welcome')\nif random.random() < 2:\n"
                   "    while True:\n        pass\n")
    tasks = [{"mode": "program", "seed": s, "games": 1,
              "policy": {"kind": "always", "answer": "s"}} for s in (1, 2)]
    results = sandbox.run_batch(src, tasks, sandbox.Limits(wall_seconds=1.0, cpu_seconds=1.0))
    assert [r.status for r in results] == ["timeout", "timeout"]
    assert results[1].elapsed > 0.5         # run in a child of its own, not copied


# ---------------------------------------------------------------- what bubblewrap is given, without bubblewrap
#
# The command lines and the probe's decisions are data: they are checked here on any machine,
# so that a machine without bubblewrap tests (and covers) what one with it runs.

NS = sandbox.Isolation(True, 65534, None, None)
BINDS = ["--bind", "/srv/kit/work", "/srv/kit/work", "--ro-bind", "/srv/lib", "/srv/lib"]


def test_cage_command_wraps_the_command_in_bubblewrap_setpriv_and_limits():
    argv = sandbox._Cage(NS, 0, 0).command(["python3", "x.py"], BINDS, "/srv/kit/work",
                                           ["prlimit", "--cpu=2", "--"])
    end = argv.index("--")
    assert argv[0] == sandbox.BWRAP and argv[end + 1:] == [
        "prlimit", "--cpu=2", "--", sandbox.SETPRIV, *sandbox._setpriv_args(65534), "python3", "x.py"]
    outside = argv[:end]
    assert outside[-2:] == ["--chdir", "/srv/kit/work"]
    assert ["--ro-bind", "/usr", "/usr"] == outside[outside.index("/usr") - 1:outside.index("/usr") + 2]
    for private in (["--proc", "/proc"], ["--dev", "/dev"], ["--tmpfs", "/tmp"], ["--tmpfs", "/dev/shm"]):
        at = outside.index(private[1])
        assert outside[at - 1:at + 1] == private, private
    binds = outside[outside.index("--bind"):-2]
    assert binds == BINDS
    parents = outside[outside.index("--bind") - 8:outside.index("--bind")]   # /srv and /srv/kit
    assert parents == ["--perms", "0755", "--dir", "/srv", "--perms", "0755", "--dir", "/srv/kit"]


@pytest.mark.parametrize("iso, first, user", [
    pytest.param(sandbox.Isolation(False, 65534, None, None, "limits"), "prlimit", True, id="fallback"),
    pytest.param(sandbox.Isolation(False, None, None, None, "limits"), "prlimit", False, id="not-root"),
    pytest.param(sandbox.Isolation(True, None, None, None), sandbox.BWRAP, False, id="namespaces-only")])
def test_cage_command_leaves_out_what_is_not_in_force(iso, first, user):
    argv = sandbox._Cage(iso, 0, 0).command(["python3"], [], "/w", ["prlimit", "--"])
    assert argv[0] == first and (sandbox.SETPRIV in argv) == user and argv[-1] == "python3"
    assert ("--chdir" in argv) == iso.namespaces


def test_cage_command_joins_its_cgroups_first(tmp_path):
    cage = sandbox._Cage(NS, 0, 0)
    cage.folders = [str(tmp_path / "memory"), str(tmp_path / "pids")]
    argv = cage.command(["python3"], [], "/w")
    assert argv[:2] == ["/bin/sh", "-c"] and argv[3:6] == ["sh", *cage.folders]
    assert 'echo $$ > "$1/cgroup.procs"' in argv[2] and "shift 2; exec" in argv[2]
    assert argv[6] == sandbox.BWRAP


@pytest.mark.parametrize("binds, parents", [
    pytest.param([], [], id="none"),
    pytest.param(["--bind", "/a", "/a"], [], id="at-the-root"),
    pytest.param(["--bind", "/x/y", "/a/b/c"], ["/a", "/a/b"], id="destination-not-source"),
    pytest.param(["--ro-bind", "/a/b/c", "/a/b/c", "--bind", "/a/b/d", "/a/b/d"], ["/a", "/a/b"],
                 id="shared-parents-once"),
    pytest.param(["--symlink", "/t", "/a/l", "--tmpfs", "/a/b"], [], id="only-binds")])
def test_parents_makes_each_folder_above_a_bind_once(binds, parents):
    assert sandbox._parents(binds) == [o for p in parents for o in ("--perms", "0755", "--dir", p)]


def test_system_binds_show_the_system_read_only_and_hide_the_base_site_packages():
    args = sandbox._system_binds()
    triples = {tuple(args[i:i + 3]) for i in range(len(args) - 2)}
    assert ("--ro-bind", "/usr", "/usr") in triples
    for name in ("/bin", "/lib"):
        if os.path.islink(name):
            assert ("--symlink", os.readlink(name), name) in triples
        elif os.path.isdir(name):
            assert ("--ro-bind", name, name) in triples
    for folder in sandbox._base_site_packages():
        assert ("--tmpfs", folder, "--remount-ro") in triples
    assert args[-8:] == ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp", "--tmpfs", "/dev/shm"]


@pytest.mark.parametrize("euid, unshare", [
    pytest.param(0, ["--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts",
                     "--unshare-cgroup-try"], id="root-keeps-the-user-namespace"),
    pytest.param(1000, ["--unshare-all"], id="user")])
def test_bwrap_prefix_unshares_all_a_root_grader_can_keep(monkeypatch, euid, unshare):
    monkeypatch.setattr(os, "geteuid", lambda: euid)
    assert sandbox._bwrap_prefix(None) == [sandbox.BWRAP, *unshare, "--die-with-parent", "--new-session"]


def test_child_command_in_namespaces_binds_the_home_and_the_runner(tmp_path):
    argv = sandbox._child_command(tmp_path, sandbox._Cage(NS, 0, 0), 7)
    assert argv[-3:] == [sandbox.child_python(), sandbox.RUNNER_INSIDE, "7"]
    outside = argv[:argv.index("--")]
    at = outside.index(str(tmp_path / "student"))
    assert outside[at - 1:at + 5] == ["--bind", str(tmp_path / "student"), sandbox.STUDENT_HOME,
                                      "--ro-bind", str(tmp_path / "runner" / "runner.pyc"),
                                      sandbox.RUNNER_INSIDE]
    assert outside[-2:] == ["--chdir", sandbox.STUDENT_HOME]


def test_run_command_binds_the_workdir_and_each_readable_path(tmp_path, monkeypatch):
    """What run_command gives bubblewrap: the workdir read-write, a readable path read-only at
    its real path, and a link where it was asked for by another name."""
    seen = []
    real = tmp_path / "real"
    real.mkdir()
    (tmp_path / "alias").symlink_to(real)
    monkeypatch.setattr(sandbox, "_isolation", [sandbox.Isolation(True, None, None, None)])
    monkeypatch.setattr(sandbox.subprocess, "Popen", lambda argv, **kw: seen.append(argv) or 1 / 0)
    with pytest.raises(ZeroDivisionError):
        sandbox.run_command(["true"], tmp_path, readable=[tmp_path / "alias", tmp_path / "none"])
    [argv] = seen
    assert argv[0] == sandbox.BWRAP
    outside = " ".join(argv[:argv.index("--")])
    assert f"--bind {tmp_path} {tmp_path}" in outside
    assert f"--ro-bind {real} {real} --symlink {real} {tmp_path / 'alias'}" in outside
    assert str(tmp_path / "none") not in outside


# The probe's decisions, given what the machine answers: (root, setpriv, bubblewrap works,
# the Python user 65534 runs, cgroups) -> (namespaces, uid, phrases the status line says).
PROBES = [
    pytest.param("auto", True, True, True, "same", True, True, 65534, [], id="everything"),
    pytest.param("auto", True, True, False, "same", True, False, 65534,
                 ["bubblewrap or user namespaces unavailable"], id="no-bubblewrap"),
    pytest.param("limits", True, True, True, "same", True, False, 65534,
                 ["namespaces switched off (BJK_SANDBOX=limits)"], id="limits"),
    pytest.param("auto", True, True, False, None, True, False, 65534,
                 ["is not readable by user 65534: children cannot start"], id="python-unreadable"),
    pytest.param("auto", True, True, False, "other-micro", True, False, 65534,
                 ["with the system's standard library"], id="system-python"),
    pytest.param("auto", True, False, True, "same", True, True, None,
                 ["no user switch (the grader is not root or setpriv is missing)"], id="no-setpriv"),
    pytest.param("auto", False, True, True, "same", False, True, None,
                 ["no user switch", "no per-child memory/pids cgroup"], id="not-root"),
    pytest.param("auto", True, True, True, "same", False, True, 65534,
                 ["no per-child memory/pids cgroup"], id="no-cgroups"),
]


@pytest.mark.parametrize("mode, root, setpriv, bwrap, python, cgroups, namespaces, uid, said", PROBES)
def test_probe_decides_from_what_the_machine_answers(monkeypatch, mode, root, setpriv, bwrap, python,
                                                     cgroups, namespaces, uid, said):
    here = tuple(sys.version_info[:3])
    seen_python = {"same": here, "other-micro": (*here[:2], here[2] + 1), None: None}[python]
    monkeypatch.setattr(os, "geteuid", lambda: 0 if root else 1000)
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda path, how: setpriv if path == sandbox.SETPRIV
                        else real_access(path, how))
    monkeypatch.setattr(sandbox, "_try", lambda argv: bwrap)
    monkeypatch.setattr(sandbox, "_python_seen_by", lambda uid: seen_python)
    monkeypatch.setattr(sandbox, "_cgroup_parent", lambda name: f"/cg/{name}" if cgroups else None)
    iso = sandbox._probe(mode)
    assert (iso.namespaces, iso.uid, iso.mode) == (namespaces, uid, mode)
    assert all(any(phrase in m for m in iso.missing) for phrase in said), iso.missing
    assert bool(iso.missing) == bool(said) and iso.full == (not said)
    line = iso.describe()
    assert ("fallback: " in line) == (not iso.full) and "\n" not in line, line


def test_probe_off_needs_nothing_from_the_machine(monkeypatch):
    monkeypatch.setattr(sandbox, "_try", lambda argv: pytest.fail("probed bubblewrap"))
    assert sandbox._probe("off") == sandbox.Isolation(False, None, None, None, "off", ("switched off",))


# ---------------------------------------------------------------- packages the sandbox user can read

@pytest.fixture
def fallback(monkeypatch):
    """The fallback with a user switch (no namespaces), whatever this machine offers; no copy
    of packages made before or kept after."""
    monkeypatch.setattr(sandbox, "_isolation", [sandbox.Isolation(False, 65534, None, None, "limits")])
    monkeypatch.setattr(sandbox, "_library", {})
    yield
    for folders in sandbox._library.values():
        for folder in folders:
            if Path(folder).parent.name.startswith(sandbox.LIBRARY_PREFIX):
                sandbox.remove_tree(Path(folder).parent)


@pytest.fixture
def open_dir():
    """A folder every user may search (pytest's own temporary folders are private to root)."""
    folder = Path(tempfile.mkdtemp(dir="/tmp" if os.path.isdir("/tmp") else None))
    os.chmod(folder, 0o755)
    yield folder
    sandbox.remove_tree(folder)


def fake_site(parent: Path, mode: int) -> Path:
    """A site-packages holding one small distribution, ``pkg``, under a folder of ``mode``."""
    site = parent / "home" / "kit" / "site-packages"
    (site / "pkg").mkdir(parents=True)
    (site / "pkg" / "__init__.py").write_text("X = 1\n")
    (site / "pkg-1.dist-info").mkdir()
    (site / "pkg-1.dist-info" / "RECORD").write_text("pkg/__init__.py,,\n")
    os.chmod(parent / "home", mode)
    return site


@pytest.mark.parametrize("home, file, owner, readable", [
    pytest.param(0o755, 0o644, False, True, id="open"),
    pytest.param(0o711, 0o644, False, True, id="searchable-home"),
    pytest.param(0o700, 0o644, False, False, id="private-home"),
    pytest.param(0o755, 0o600, False, False, id="private-file"),
    pytest.param(0o700, 0o600, True, True, id="the-users-own")])
def test_readable_by_follows_the_mode_bits_of_each_folder_above(open_dir, home, file, owner, readable):
    site = fake_site(open_dir, home)
    os.chmod(site / "pkg" / "__init__.py", file)
    uid = os.stat(site).st_uid if owner else 65534
    if not owner and os.getuid() == 65534:
        pytest.skip("this test needs a grader that is not user 65534")
    assert sandbox.readable_by(site / "pkg" / "__init__.py", uid) is readable


def test_distribution_files_follow_requirements_but_not_extras():
    files = [f for paths in sandbox.distribution_files(["pytest"]).values() for f in paths]
    tops = {f.split("/")[0] for f in files}
    assert {"_pytest", "pluggy", "iniconfig"} <= tops              # pytest's requirements
    assert not any(t.startswith("hypothesis") for t in tops)       # only its "dev" extra asks
    assert not any(".." in Path(f).parts for f in files)           # no scripts outside it


def test_packages_for_child_are_the_folders_themselves_when_the_user_can_read_them(
        open_dir, monkeypatch, fallback):
    site = fake_site(open_dir, 0o755)
    monkeypatch.setattr(sandbox, "distribution_files", lambda names: {str(site): ["pkg/__init__.py"]})
    assert sandbox.packages_for_child(["pkg"]) == [str(site)]


def test_packages_for_child_copies_what_a_private_home_folder_hides(tmp_path, monkeypatch, fallback):
    """A kit cloned in a home folder of mode 0700: the sandbox user gets a read-only copy of
    just the packages it needs, made once, that it can read and not change."""
    site = fake_site(tmp_path, 0o700)
    files = {str(site): ["pkg/__init__.py", "pkg-1.dist-info/RECORD"]}
    monkeypatch.setattr(sandbox, "distribution_files", lambda names: files)
    [copy] = sandbox.packages_for_child(["pkg"])
    assert copy != str(site) and Path(copy).parent.name.startswith(sandbox.LIBRARY_PREFIX)
    assert (Path(copy) / "pkg" / "__init__.py").read_text() == "X = 1\n"
    assert sandbox.readable_by(Path(copy) / "pkg" / "__init__.py", 65534)
    assert {oct(os.stat(p).st_mode & 0o777) for p in Path(copy).rglob("*")} == {"0o755", "0o644"}
    assert os.stat(copy).st_uid == os.getuid()                   # the grader's, not the child's
    assert sandbox.packages_for_child(["pkg"]) == [copy]          # made once


def test_packages_for_child_says_once_what_is_missing_when_no_copy_can_be_made(
        tmp_path, monkeypatch, capsys, fallback):
    site = fake_site(tmp_path, 0o700)
    monkeypatch.setattr(sandbox, "distribution_files", lambda names: {str(site): ["pkg/__init__.py"]})
    monkeypatch.setattr(sandbox, "library_copy", lambda files: (_ for _ in ()).throw(
        OSError(28, "No space left on device")))
    monkeypatch.setattr(sandbox, "_said", set())
    assert sandbox.packages_for_child(["pkg"]) == sandbox.packages_for_child(["pkg"]) == [str(site)]
    said = capsys.readouterr().err.splitlines()
    assert len(said) == 1 and str(site) in said[0] and "No space left" in said[0], said
    assert "chmod o+x" in said[0] and "bubblewrap" in said[0]


@pytest.mark.slow
def test_a_kit_in_a_private_home_folder_grades_the_cards_model_answer_in_the_fallback(tmp_path, request):
    """The kit's packages under a folder of mode 0700 (a clone in a private home folder), graded
    with BJK_SANDBOX=limits by a root grader: user 65534 cannot read them there, and the model
    answer still gets every mark."""
    import subprocess

    if os.geteuid() != 0 or not os.access(sandbox.SETPRIV, os.X_OK):
        pytest.skip("the fallback's user switch needs a root grader and setpriv")
    site = request.getfixturevalue("private_site")
    student = tmp_path / "class" / "model"
    student.mkdir(parents=True)
    (student / "cards.py").write_text((REPO / "reference" / "cards.py").read_text())
    script = ("import importlib.metadata as m, json, sys; from pathlib import Path; "
              "from autograder import modules; "
              "g = modules.grade_submission(modules.get('cards'), Path(sys.argv[1])); "
              "print(json.dumps([str(m.distribution('pytest').locate_file('')), g.score, "
              "g.max_score, g.problems]))")
    copies = Path(sandbox.sandbox_parent() or tempfile.gettempdir())
    before = set(copies.glob(sandbox.LIBRARY_PREFIX + "*"))
    done = subprocess.run([sys.executable, "-c", script, str(student)], cwd=REPO, capture_output=True,
                          text=True, timeout=600, env={**os.environ, "BJK_SANDBOX": "limits",
                                                       "PYTHONPATH": f"{site}{os.pathsep}{REPO}"})
    assert done.returncode == 0, done.stderr
    found, score, most, problems = json.loads(done.stdout.splitlines()[-1])
    assert found == str(site)                      # the grader itself used the private packages
    assert (score, problems) == (most, []) and most > 0, (score, most, problems, done.stderr)
    assert set(copies.glob(sandbox.LIBRARY_PREFIX + "*")) <= before   # its copy went with it


# ---------------------------------------------------------------- .ci/system-tools on a fresh machine

def _system_tools(tmp_path: Path, uid: int, *args: str, apt: bool = True) -> tuple[str, list[str]]:
    """Run .ci/system-tools on a pretend machine with none of the tools: a PATH holding only
    ``id`` (saying ``uid``) and, with ``apt``, an ``apt-get`` that records what it was asked."""
    import subprocess

    shims = tmp_path / "bin"
    shims.mkdir()
    (shims / "id").write_text(f"#!/bin/sh\necho {uid}\n")
    if apt:
        (shims / "apt-get").write_text(f'#!/bin/sh\necho "$*" >> {tmp_path}/asked\n')
    for shim in shims.iterdir():
        shim.chmod(0o755)
    done = subprocess.run(["/bin/bash", str(REPO / ".ci" / "system-tools"), *args], capture_output=True,
                          text=True, timeout=60, env={"PATH": str(shims)})
    assert done.returncode == 0, done.stderr           # never fails the command that called it
    asked = (tmp_path / "asked").read_text().splitlines() if (tmp_path / "asked").exists() else []
    return done.stderr, asked


@pytest.mark.parametrize("args, packages", [
    pytest.param((), "bubblewrap util-linux chromium chromium-driver", id="make-test"),
    pytest.param(("--sandbox-only",), "bubblewrap util-linux", id="make-demo")])
def test_system_tools_installs_what_is_missing_as_root(tmp_path, args, packages):
    said, asked = _system_tools(tmp_path, 0, *args)
    assert asked == ["update -qq", f"install -y --no-install-recommends {packages} -qq"], asked
    assert f"installed {packages}" in said, said


def test_system_tools_prints_the_one_command_to_run_when_not_root(tmp_path):
    said, asked = _system_tools(tmp_path, 1000, "--sandbox-only")
    assert asked == []
    assert "sudo apt-get update && sudo apt-get install -y --no-install-recommends bubblewrap util-linux" in said
    assert "limits only" in said, said


def test_system_tools_without_apt_says_to_use_the_machines_package_manager(tmp_path):
    said, asked = _system_tools(tmp_path, 0, "--sandbox-only", apt=False)
    assert asked == [] and "no apt-get" in said, said


def test_load_factor_is_one_where_the_load_cannot_be_read(monkeypatch):
    monkeypatch.setattr(os, "getloadavg", lambda: (_ for _ in ()).throw(OSError("no /proc/loadavg")))
    assert sandbox.load_factor() == 1.0


def test_readable_by_a_path_that_is_not_there_is_false(tmp_path):
    assert sandbox.readable_by(tmp_path / "gone" / "pkg.py", 65534) is False


def test_distribution_files_of_a_distribution_not_installed_are_none():
    assert sandbox.distribution_files(["no-such-distribution-bjk"]) == {}


@pytest.mark.parametrize("mode, listed, readable", [
    pytest.param(0o644, ["pkg/__init__.py"], True, id="readable"),
    pytest.param(0o600, ["pkg/__init__.py"], False, id="file-closed"),
    pytest.param(0o644, ["pkg/__init__.py", "pkg/__pycache__/x.pyc"], True, id="listed-not-installed")])
def test_all_readable_checks_every_listed_file(open_dir, mode, listed, readable):
    if os.getuid() == 65534:
        pytest.skip("this test needs a grader that is not user 65534")
    site = fake_site(open_dir, 0o755)
    os.chmod(site / "pkg" / "__init__.py", mode)
    (site / "pkg" / "__pycache__").mkdir()
    assert sandbox._all_readable(str(site), listed, 65534) is readable


def test_library_copy_leaves_nothing_when_it_fails(open_dir, monkeypatch):
    site = fake_site(open_dir, 0o755)
    made = []
    real = tempfile.mkdtemp
    monkeypatch.setattr(sandbox.tempfile, "mkdtemp", lambda **kw: made.append(real(**kw)) or made[-1])
    monkeypatch.setattr(sandbox.shutil, "copyfile", lambda *a, **kw: (_ for _ in ()).throw(
        OSError(28, "No space left on device")))
    with pytest.raises(OSError, match="No space left"):
        sandbox.library_copy({str(site): ["pkg/__init__.py"]})
    assert len(made) == 1 and not Path(made[0]).exists()


def test_what_an_ended_child_left_in_its_pipes_is_read_however_late_the_grader_gets_to_it(
        monkeypatch):
    """On a loaded machine the grader may run again only after the drain's deadline, with the
    child's last output (its end message among it) still in the pipes. A drain deadline already
    past stands for that: everything the dead child wrote is still read."""
    import fcntl
    import subprocess
    monkeypatch.setattr(sandbox, "DRAIN_SECONDS", -1.0)
    chan_r, chan_w = os.pipe()
    script = ("import os, sys; sys.stdin.read(); os.write(1, b'o' * 300_000); "
              f"os.write(2, b'e' * 1000); os.write({chan_w}, b'c' * 5000)")
    proc = subprocess.Popen([sys.executable, "-c", script], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, pass_fds=(chan_w,),
                            start_new_session=True)          # as the grader starts a child
    os.close(chan_w)
    fcntl.fcntl(proc.stdout.fileno(), fcntl.F_SETPIPE_SZ, 1 << 20)   # the write cannot block
    collector = sandbox._Collector(proc, chan_r, Limits(wall_seconds=10, output_bytes=1 << 20))
    try:
        collector.run(b"go", time.monotonic() + 10)
    finally:
        collector.finish()                                   # closes the channel too
    assert collector.reason is None
    assert [len(collector.data[k]) for k in ("stdout", "stderr", "channel")] == [300_000, 1000, 5000]


def test_a_process_the_submission_forks_does_not_speak_for_the_run(tmp_path, unsandboxed):
    """A fork inherits the channel and the runner's stand-ins. Its ``os._exit``, its sleeps and
    whatever of the runner it goes on to run are not the run's: the run is what the process the
    grader started does."""
    path = tmp_path / "pontoon.py"
    path.write_text("import os, time\nVERSION = 1\npid = os.fork()\n"
                    "if pid == 0:\n    time.sleep(0.2)\n    os._exit(0)\n"
                    "os.waitpid(pid, 0)\nprint('waited')\n")
    started = time.monotonic()
    result = run_child(path, {"mode": "inspect"}, Limits(wall_seconds=10))
    assert (result.status, result.stdout) == ("ok", "waited\n")
    assert time.monotonic() - started >= 0.2                 # the fork's sleep was real
