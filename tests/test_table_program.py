"""The table programs: `python -m reference table basic|intermediate|human|advanced`."""

from __future__ import annotations

import io
import pickle
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

from reference import savefile
from reference.players import BasicPlayer
from reference.table import Session, Table, lineup, main, stack_deck

ROOT = Path(__file__).resolve().parents[1]


class Keyboard:
    """Answers prompts from a list, records them; end of input when the list runs out."""

    def __init__(self, answers):
        self.answers = list(answers)
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if not self.answers:
            raise EOFError
        return self.answers.pop(0)


def run(argv, answers=()):
    """main(argv) with scripted answers; (exit status, screen text, keyboard)."""
    screen = io.StringIO()
    keyboard = Keyboard(answers)
    status = main(argv, ask=keyboard, console=Console(file=screen, width=200, color_system=None))
    return status, screen.getvalue(), keyboard


# --- scripted runs -------------------------------------------------------------------------------

@pytest.mark.parametrize("program", ["basic", "intermediate"])
def test_program_plays_hands_without_questions(program):
    status, text, keyboard = run([program, "--hands", "5", "--seed", "3"])
    assert status == 0 and keyboard.prompts == []
    assert "Hand 5:" in text and "Hand 6:" not in text
    assert text.count("Dealer") == 5
    assert any(s in text for s in "♠♥♦♣"), "cards are shown with suit symbols"


def test_program_with_seed_is_repeatable():
    assert run(["basic", "--hands", "4", "--seed", "8"])[1] == run(["basic", "--hands", "4", "--seed", "8"])[1]


def test_human_program_plays_from_scripted_answers():
    status, text, keyboard = run(["human", "--hands", "2", "--seed", "1"],
                                 ["20", "s", "30", "s"])
    assert status == 0, text
    assert "You" in text and "bets  20" in text
    assert any(p.startswith("You have 200. How much do you bet?") for p in keyboard.prompts)


def test_human_program_ends_cleanly_at_end_of_input():
    status, text, _ = run(["human", "--seed", "1"], ["", "25"])
    assert status == 0 and "goodbye" in text.lower()


# --- the interactive loop --------------------------------------------------------------------------

def test_program_asks_after_each_batch_offering_1_then_100_then_1():
    status, text, keyboard = run(["basic", "--seed", "2"], ["", "", "", "q"])
    asked = [p for p in keyboard.prompts if p.startswith("Go on?")]
    assert [p.split("Enter = ")[1].split(",")[0] for p in asked] == ["1", "100", "1", "100"]
    assert "Hand 102:" in text and "Hand 103:" not in text
    assert status == 0


def test_program_asks_again_after_nonsense():
    status, text, keyboard = run(["basic", "--seed", "2"], ["lots", "-1", "0", "1e3", "¹", "2", "q"])
    assert status == 0
    assert text.count("Please type a number of hands") == 5
    assert "Hand 2:" in text and "Hand 3:" not in text


def test_program_offers_new_players_when_everyone_is_broke(tmp_path):
    table = Table([BasicPlayer("Poor", bankroll=15)], rng=random.Random(4))
    table.players[0].bankroll = 5
    path = tmp_path / "broke.save"
    savefile.save(table, path)
    status, text, keyboard = run(["basic", "--load", str(path)], ["1", "maybe", "y", "1", "q"])
    assert status == 0
    assert any(p.startswith("Every player is broke. Seat 4 new players?") for p in keyboard.prompts)
    assert "Poor leaves the table with 5." in text
    assert "Every player has left the table (Poor could not cover a bet with 5)." in text
    assert "Please answer y or n." in text and "New players sit down" in text
    assert "Basic 1" in text and "Hand 1:" in text


def test_program_declining_new_players_ends():
    session = Session("basic", Table([BasicPlayer("Poor", bankroll=0)]),
                      ask=Keyboard(["n"]), show=lambda line: None)
    assert session.run() == 0


# --- save and load at the prompts -----------------------------------------------------------------

def test_save_at_the_prompt_and_load_it_back(tmp_path):
    path = tmp_path / "mine.save"
    status, text, _ = run(["intermediate", "--seed", "6"], ["3", "save", str(path), "q"])
    assert status == 0 and path.exists() and f"Saved the table to {path}" in text
    saved = savefile.load(path)
    assert saved.hands_played == 3
    status, text, _ = run(["basic", "--seed", "1"], ["load", str(path), "1", "q"])
    assert f"Loaded {path}: 4 players, 3 hands played." in text
    assert "Hand 4:" in text and "Inter 1" in text


def test_load_of_a_hostile_file_is_refused_and_play_goes_on(tmp_path):
    path = tmp_path / "evil.save"
    marker = tmp_path / "pwned"

    class Exploit:
        def __reduce__(self):
            import os
            return (os.system, (f"touch {marker}",))

    path.write_bytes(pickle.dumps(Exploit()))
    status, text, _ = run(["basic", "--seed", "1"], ["load", str(path), "1", "q"])
    assert status == 0 and not marker.exists()
    assert "Could not load: not a safe saved table" in text and "playing on" in text
    assert "Hand 1:" in text


def test_save_and_load_at_a_human_prompt(tmp_path):
    path = tmp_path / "human.save"
    status, text, _ = run(["human", "--seed", "5"],
                          ["", "save", str(path), "20", "s", "q"])
    assert status == 0 and "as it was before this hand" in text
    saved = savefile.load(path)
    assert saved.hands_played == 0 and saved.players[1].bankroll == 200
    status, text, keyboard = run(["human", "--seed", "9"],
                                 ["", "load", str(path), "", "15", "s", "q"])
    assert status == 0 and "Loaded" in text and "bets  15" in text


def test_save_to_a_bad_place_says_so_and_goes_on(tmp_path):
    status, text, _ = run(["basic", "--seed", "1"], ["save", str(tmp_path / "no" / "x.save"), "q"])
    assert status == 0 and "Could not save" in text


def test_load_option_starts_from_a_saved_table(tmp_path):
    path = tmp_path / "t.save"
    table = Table(lineup("basic"), rng=random.Random(3))
    for _ in range(4):
        table.play_hand()
    savefile.save(table, path)
    status, text, _ = run(["basic", "--load", str(path), "--hands", "2"])
    assert status == 0 and "Hand 5:" in text and "Hand 6:" in text


# --- usage -----------------------------------------------------------------------------------------

BAD_USAGE = [[], ["croupier"], ["basic", "--hands", "x"], ["basic", "--hands", "0"],
             ["basic", "--out", "f.txt", "--hands", "3"], ["advanced", "--load", "x.save"],
             ["basic", "--bogus"]]


@pytest.mark.parametrize("argv", [pytest.param(argv, id=" ".join(argv) or "no arguments") for argv in BAD_USAGE])
def test_bad_usage_exits_2_with_one_line(argv, capsys):
    status = main(argv)
    assert status == 2, f"main({argv}) returned {status}, expected 2 (bad usage)"
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and err.startswith("python -m reference table: error:"), (
        f"main({argv}) wrote {err!r} to stderr, expected one line beginning 'python -m reference table: error:'")


def test_a_bad_load_file_exits_2_with_one_line(tmp_path, capsys):
    (tmp_path / "junk.save").write_bytes(b"junk")
    assert main(["basic", "--load", str(tmp_path / "junk.save"), "--hands", "1"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_help_exits_0(capsys):
    assert main(["--help"]) == 0
    assert "basic,intermediate,human,advanced" in capsys.readouterr().out


def test_dispatched_from_python_m_reference():
    done = subprocess.run([sys.executable, "-m", "reference", "table", "basic", "--hands", "1",
                           "--seed", "1"], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "Hand 1:" in done.stdout and "Traceback" not in done.stderr


# --- nothing typed crashes it -------------------------------------------------------------------------

ANSWERS = st.lists(st.one_of(st.sampled_from(["", "q", "h", "s", "y", "n", "save", "load", "1", "5",
                                              "0", "-1", "hit", "stand", "/nonexistent", "¹", "a\x00b"]),
                             st.text(max_size=8)), max_size=25)


@settings(max_examples=60, deadline=None)
@given(answers=ANSWERS, program=st.sampled_from(["basic", "human"]))
def test_nothing_typed_crashes_the_program(answers, program, tmp_path_factory):
    # A "save" answer is followed by a file name: keep those inside a temporary folder.
    folder = tmp_path_factory.mktemp("fuzz")
    fixed = [str(folder / a.replace("/", "_")) if i and answers[i - 1] == "save" and "\x00" not in a else a
             for i, a in enumerate(answers)]
    shown = []
    session = Session(program, Table(lineup(program), rng=random.Random(1)),
                      ask=Keyboard(fixed), show=shown.append)
    status = session.run()
    assert status == 0, f"the {program} table answered {fixed} returned {status}, expected 0 (a clean end)"
    assert shown[-1] in ("Goodbye.", "End of input: goodbye."), (
        f"the {program} table answered {fixed} ended by showing {shown[-1]!r}, expected a goodbye")


# --- the advanced run --------------------------------------------------------------------------------

@pytest.mark.parametrize("fast", [False, True], ids=["readable", "fast"])
def test_advanced_run_writes_results_and_plot(tmp_path, fast):
    out = tmp_path / "results.txt"
    argv = ["advanced", "--hands", "3000", "--seed", "11", "--out", str(out)] + (["--fast"] if fast else [])
    status, text, keyboard = run(argv)
    assert status == 0 and keyboard.prompts == []
    lines = out.read_text().splitlines()
    assert lines[0].startswith("Blackjack table experiment: 3000 hands, seed 11")
    rows = {line.split()[1]: line for line in lines[3:]}
    assert set(rows) == {"basic", "intermediate", "advanced"}
    for row in rows.values():
        mean, low, high = float(row.split()[2]), float(row.split("[")[1].split(",")[0]), \
            float(row.split(", ")[1].split("]")[0])
        assert low < mean < high, row
    assert lines[0] in text, "the results are shown on the terminal too"
    png = out.with_suffix(".png")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_advanced_run_is_repeatable_with_a_seed(tmp_path):
    outs = []
    for name in ("a.txt", "b.txt"):
        run(["advanced", "--hands", "500", "--seed", "4", "--out", str(tmp_path / name)])
        outs.append((tmp_path / name).read_text())
    assert outs[0] == outs[1]


def test_advanced_run_to_an_unwritable_place_says_so(tmp_path, capsys):
    status, _, _ = run(["advanced", "--hands", "20", "--seed", "1", "--out", str(tmp_path / "no" / "r.txt")])
    assert status == 1
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_markup_in_names_and_file_names_is_shown_not_obeyed(tmp_path):
    table = Table([BasicPlayer("[/]"), BasicPlayer("[bold]Bo")], rng=random.Random(2))
    folder = tmp_path / "["
    folder.mkdir()
    path = folder / "]odd.save"                      # its name holds the markup "[/]"
    savefile.save(table, path)
    status, text, _ = run(["basic", "--seed", "1"],
                          ["save", str(folder / "]new.save"), "load", str(path), "1",
                           "load", str(folder / "]missing.save"), "q"])
    assert status == 0
    assert "Basic 1" not in text, "the loaded table's players play"
    assert "  [/] " in text and "[bold]Bo" in text and "[/]odd.save" in text and "[/]new.save" in text
    assert "Could not load" in text and "[/]missing.save" in text


def test_interrupt_at_a_prompt_ends_without_a_traceback(capsys):
    def interrupted(prompt):
        raise KeyboardInterrupt

    assert main(["basic", "--seed", "1"], ask=interrupted,
                console=Console(file=io.StringIO())) == 130
    err = capsys.readouterr().err
    assert "Interrupted" in err and "Traceback" not in err


def test_seed_with_load_reseeds_the_saved_table(tmp_path):
    path = tmp_path / "t.save"
    savefile.save(Table(lineup("basic"), rng=random.Random(3)), path)
    first = run(["basic", "--load", str(path), "--seed", "9", "--hands", "3"])[1]
    again = run(["basic", "--load", str(path), "--seed", "9", "--hands", "3"])[1]
    other = run(["basic", "--load", str(path), "--seed", "10", "--hands", "3"])[1]
    assert first == again and first != other


# --- saying what is true when the table empties --------------------------------------------------

def test_human_table_asks_no_question_before_the_first_hand():
    status, text, keyboard = run(["human", "--seed", "1"], ["q"])
    assert status == 0
    assert keyboard.prompts[0].startswith("You have 200. How much do you bet?"), keyboard.prompts
    assert "How many hands" not in " ".join(keyboard.prompts)


def test_human_table_ends_when_the_human_leaves_no_bot_hands_after():
    status, text, keyboard = run(["human", "--seed", "1"], ["", "q", "5000"])
    assert status == 0
    assert "You leave the table with 200." in text and "You leaves" not in text
    assert "Hand 1:" not in text, "no hand is dealt to the bot once the person has left"
    assert text.rstrip().endswith("Goodbye.") and len(keyboard.prompts) == 2
    assert not any("new players?" in p for p in keyboard.prompts)


def test_human_table_ends_when_the_human_is_broke():
    from reference.players import HumanPlayer

    you = HumanPlayer("You", bankroll=10)
    table = Table([you], deck_source=lambda: stack_deck(["10 6 10"], "10 7"))
    shown = []
    answers = Keyboard(["10", "h"])
    assert Session("human", table, ask=answers, show=shown.append).run() == 0
    assert you.bankroll == 0 and table.hands_played == 1
    assert "You have 0 left: not enough for a bet. Game over." in shown
    assert shown[-1] == "Goodbye." and len(answers.prompts) == 2


def test_table_seats_eight_by_default_and_refuses_twelve():
    from reference.table import TableFullError

    assert len(Table([BasicPlayer(f"B{i}") for i in range(8)]).players) == 8
    with pytest.raises(TableFullError, match="a table seats at most 8 players: 12 were assigned"):
        Table([BasicPlayer(f"B{i}") for i in range(12)])
    assert len(Table([BasicPlayer(f"B{i}") for i in range(12)], max_players=12).players) == 12


def test_advanced_writes_its_per_deck_profit_file_by_default(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    status, text, keyboard = run(["advanced", "--hands", "200", "--seed", "2"])
    assert status == 0 and keyboard.prompts == []
    lines = (tmp_path / "advanced-results.txt").read_text().splitlines()
    assert lines[0].startswith("Blackjack table experiment: 200 hands, seed 2")
    assert "Average profit per shoe" in lines[1] and (tmp_path / "advanced-results.png").is_file()
    assert "Wrote advanced-results.txt and advanced-results.png" in text


@pytest.mark.parametrize("name, line", [
    ("You", "You cannot cover the table minimum of 1 and leave."),
    ("Ann", "Ann cannot cover the table minimum of 1 and leaves."),
])
def test_human_who_cannot_cover_the_minimum_agrees(name, line):
    from reference.players import HumanPlayer

    shown = []
    assert HumanPlayer(name, bankroll=0, show=shown.append).bet(1, 0) is None
    assert shown == [line]


def test_farewells_tell_broke_from_short_from_left():
    from reference.players import HumanPlayer

    table = Table([])
    assert table.farewell(BasicPlayer("Bo", bankroll=0)) == "Bo went broke"
    assert table.farewell(BasicPlayer("Al", bankroll=5)) == "Al could not cover a bet with 5"
    assert table.farewell(HumanPlayer("You", bankroll=5)) == "You left with 5"


def test_bankroll_plot_axis_names_what_is_plotted():
    from reference.table import Experiment, bankroll_label, run_readable

    run = run_readable(20, seed=1)
    assert run.history[0] == [200.0, 200.0, 200.0], "the experiment's players start with 200 chips"
    assert bankroll_label(run) == "bankroll (chips, starting at 200; below 0 on credit)"
    assert bankroll_label(Experiment([], [], [], "fast", 0, 1)) == "bankroll (chips, below 0 on credit)"
