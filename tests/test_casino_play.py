"""The terminal games, played with scripted answers: re-asking, EOF, betting limits, hiding."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from rich.text import Text

from reference import __main__ as dispatcher
from reference.cards import Suit
from reference.engine import cards_from, stacked
from reference.play import main
from reference.rules import PRESETS

ROOT = Path(__file__).resolve().parent.parent
SUITS = [Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS]


class Script:
    """A scripted person: answers in order, records every prompt; EOF when answers run out."""

    def __init__(self, *answers: str) -> None:
        self.answers = list(answers)
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if not self.answers:
            raise EOFError
        return self.answers.pop(0)


class Screen:
    """A recorded screen: every line shown, with Rich markup removed."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def __call__(self, line: str) -> None:
        self.lines.append(Text.from_markup(line).plain)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def decks(*texts: str):
    """A new_draw handing out one stacked deck per round, in order."""
    draws = [stacked(cards_from(text, suits=SUITS)) for text in texts]
    return lambda: draws.pop(0)


def play(preset: str, answers: Script, *deck_texts: str) -> tuple[int, Screen]:
    screen = Screen()
    code = main([preset], ask=answers, show=screen, new_draw=decks(*deck_texts))
    return code, screen


# --- answers -------------------------------------------------------------------------------

@pytest.mark.parametrize("preset, bad, good", [
    ("dealer-wins-ties", ["x", "", "hit", "1"], "s"),
    ("tie-on-blackjack", ["h", "s", "2", "yes"], "0"),
    ("pontoon", ["h", "1", "stick", "twist"], " S "),
])
def test_play_bad_answers_are_asked_again(preset, bad, good):
    rules = PRESETS[preset]
    betting = ["10"] if rules.betting else []
    answers = Script(*betting, *bad, good, *(["0"] if rules.betting else ["n"]))
    code, screen = play(preset, answers, "10 9 8 7 6 5")
    assert code == 0
    questions = [p for p in answers.prompts if p == rules.question]
    assert len(questions) == len(bad) + 1, f"{preset}: each of {bad!r} should be asked again"
    assert screen.text.count(f"Please answer {rules.hit_answer} or {rules.stand_answer}.") == len(bad)


def test_play_answers_ignore_case_and_spaces():
    answers = Script("10", "  h ", "s", "0")
    code, screen = play("dealer-wins-ties", answers, "10 7 5 5 2 9")
    assert code == 0 and "You have: 5♣ 5♦ 2♠  Value: 12" in screen.text


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_play_eof_at_first_question_leaves_cleanly(preset):
    code, screen = play(preset, Script(), "10 9 8 7 6 5")
    assert code == 0 and screen.lines[-1] == "Goodbye."


def test_play_eof_mid_game_leaves_cleanly():
    code, screen = play("tie-on-blackjack", Script("1"), "2 3 10 9 2 5")
    assert code == 0 and screen.lines[-1] == "Goodbye."


def test_play_interrupt_leaves_without_traceback():
    def interrupt(prompt: str) -> str:
        raise KeyboardInterrupt

    screen = Screen()
    assert main(["pontoon"], ask=interrupt, show=screen) == 130
    assert screen.lines[-1] == "Interrupted. Goodbye."


def test_play_again_asked_again_until_y_or_n():
    answers = Script("s", "maybe", "", "Y", "s", "n")
    code, screen = play("pontoon", answers, "10 8 9", "10 7 9")
    assert code == 0
    assert answers.prompts.count("Play again? (y/n) ") == 4
    assert screen.text.count("Please answer y or n.") == 2
    assert screen.text.count("Computer wins!") == 2, "two games were played"


# --- betting (dealer-wins-ties) ----------------------------------------------------------------

def test_betting_bet_outside_limits_asked_again():
    answers = Script("-5", "abc", "101", "2.5", "", "0")
    code, screen = play("dealer-wins-ties", answers)
    assert code == 0
    assert screen.text.count("Please bet a whole number of dollars from 1 to 100, or 0 to quit.") == 5
    assert screen.lines[-1] == "You leave with $100."


def test_betting_win_adds_the_bet():
    answers = Script("30", "s", "0")
    code, screen = play("dealer-wins-ties", answers, "10 7 10 9")
    assert "You win!" in screen.text and screen.lines[-1] == "You leave with $130."


def test_betting_loss_takes_the_bet():
    answers = Script("30", "s", "0")
    code, screen = play("dealer-wins-ties", answers, "10 9 10 7")
    assert "Dealer wins!" in screen.text and screen.lines[-1] == "You leave with $70."


def test_betting_natural_pays_the_bet_in_dealer_wins_ties():
    answers = Script("30", "0")
    code, screen = play("dealer-wins-ties", answers, "10 7 A K")
    assert screen.lines[-1] == "You leave with $130."
    assert PRESETS["dealer-wins-ties"].question not in answers.prompts


def test_betting_limit_shrinks_with_the_purse():
    answers = Script("60", "s", "41", "40", "s")
    code, screen = play("dealer-wins-ties", answers, "10 9 10 7", "10 9 10 7")
    assert "from 1 to 40, or 0 to quit" in screen.text
    assert screen.lines[-2:] == ["You are out of money.", "You leave with $0."] and code == 0


def test_betting_new_shuffled_deck_each_game():
    calls = []

    def new_draw():
        calls.append(1)
        return stacked(cards_from("10 9 10 7", suits=SUITS))

    screen = Screen()
    main(["dealer-wins-ties"], ask=Script("10", "s", "10", "s", "0"), show=screen, new_draw=new_draw)
    assert len(calls) == 2, "each game must get its own deck"


# --- what the player may see -----------------------------------------------------------------------

def test_play_dealer_hidden_card_hidden_until_turned():
    answers = Script("10", "s", "0")
    code, screen = play("dealer-wins-ties", answers, "9 K 10 8")
    turned = screen.lines.index("Dealer turns over K♥.")
    assert all("K♥" not in line for line in screen.lines[:turned])
    assert "Dealer shows 9♠." in screen.lines[:turned]


def test_play_pontoon_computer_secret():
    answers = Script("s", "n")
    code, screen = play("pontoon", answers, "5 9 Q 8")
    stick = next(i for i, line in enumerate(screen.lines) if line.startswith("Computer turns over"))
    before = "\n".join(screen.lines[:stick])
    assert "5♠" not in before and "9♥" not in before and "Computer" not in before.split("\n", 1)[1]
    assert "Computer has: 5♠ 9♥ Q♣" in screen.text and "Player wins!" in screen.text


def test_play_pontoon_result_block_format():
    code, screen = play("pontoon", Script("s", "n"), "10 8 9")
    block = screen.lines[-6:]
    assert block == ["Computer has: 10♠ 8♥", "Value: 18", "Player has: 9♣", "Value: 9",
                     "The higher value wins.", "Computer wins!"]


def test_play_tie_on_blackjack_prints_each_drawn_card():
    code, screen = play("tie-on-blackjack", Script("1", "0", "n"), "10 2 10 6 3 4")
    assert "Player draws 3♠." in screen.lines and "Dealer draws 4♥." in screen.lines
    assert screen.lines[-1] == "Dealer wins!", "20 beats 15"


def test_play_shows_hand_and_up_card_before_each_question():
    answers = Script("h", "s", "n")
    code, screen = play("twenty-one", answers, "5 9 6 8 2")
    first = screen.lines.index("Customer has: 5♠ 6♣  Value: 11")
    assert screen.lines[first + 1] == "Dealer shows: 9♥"
    assert "Customer has: 5♠ 6♣ 2♠  Value: 13" in screen.lines


# --- command lines --------------------------------------------------------------------------------

@pytest.mark.parametrize("argv", [[], ["poker"], ["pontoon", "--seed", "x"], ["pontoon", "--colour"]])
def test_play_bad_usage_is_one_line_exit_2(argv, capsys):
    assert main(argv, ask=Script(), show=Screen()) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("python -m reference play"), err


@pytest.mark.parametrize("argv", [[], ["juggle"]])
def test_dispatch_bad_usage_is_one_line_exit_2(argv, capsys):
    assert dispatcher.dispatch(argv) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_dispatch_missing_module_is_one_line_exit_2(capsys, monkeypatch):
    monkeypatch.setitem(dispatcher.COMMANDS, "odds", ("reference.no_such_module", "x"))
    assert dispatcher.dispatch(["odds"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not available" in err


def test_dispatch_runs_the_commands_main(capsys):
    assert dispatcher.dispatch(["simulate", "twenty-one", "--games", "3", "--seed", "2"]) == 0
    assert "dealer strategy" in capsys.readouterr().out


def test_python_m_reference_play_with_closed_input_exits_cleanly():
    run = subprocess.run([sys.executable, "-m", "reference", "play", "pontoon", "--seed", "1"],
                         cwd=ROOT, input="", capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and "Traceback" not in run.stderr + run.stdout
    assert "Goodbye." in run.stdout


def test_dispatch_help_lists_every_command(capsys):
    assert dispatcher.dispatch(["--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(dispatcher.USAGE) and all(f"  {name} " in out for name in dispatcher.COMMANDS)


def test_dispatch_module_without_main_is_one_line_exit_2(capsys, monkeypatch):
    monkeypatch.setitem(dispatcher.COMMANDS, "odds", ("reference.rules", "x"))
    assert dispatcher.dispatch(["odds"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "has no main()" in err


# --- a turn that ends on a draw names the card --------------------------------------------------

@pytest.mark.parametrize("preset, answers, deck, line", [
    ("pontoon", ("t", "t", "n"), "10 8 9 7 K", "Player draws K♠ and goes bust with 26."),
    ("dealer-wins-ties", ("10", "H", "0"), "10 7 10 6 K", "You draw K♠ and go bust with 26."),
    ("casino", ("10", "h", "0"), "10 9 6 8 K", "Player draws K♠ and goes bust with 26."),
    ("casino", ("10", "h", "0"), "5 9 6 8 K", "Player draws K♠ and stands on 21."),
])
def test_play_turn_ending_on_a_draw_names_the_card(preset, answers, deck, line):
    code, screen = play(preset, Script(*answers), deck)
    assert line in screen.lines, f"play {preset} with deck {deck!r}: expected {line!r} in {screen.lines}"
    assert not any(shown.endswith("bust with 26.") and "K♠" not in shown for shown in screen.lines)


def test_play_pontoon_bust_line_still_hides_the_computer():
    code, screen = play("pontoon", Script("t", "t", "n"), "10 8 9 7 K")
    bust = screen.lines.index("Player draws K♠ and goes bust with 26.")
    before = "\n".join(screen.lines[:bust + 1])
    assert "10♠" not in before and "8♥" not in before and "Computer" not in before.split("\n", 1)[1]
    assert "Player has: 9♣ 7♦  Value: 16" in screen.lines[:bust]


def test_dispatch_closed_pipe_ends_quietly():
    """`python -m reference simulate ... | head` ends with exit 1 and no traceback."""
    run = subprocess.Popen([sys.executable, "-m", "reference", "simulate", "twenty-one",
                            "--games", "3000", "--seed", "1", "--trace"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    run.stdout.readline()
    run.stdout.close()                      # what `head -1` does
    err = run.stderr.read().decode()
    assert run.wait(timeout=120) == 1 and "Traceback" not in err, err


def test_six_stage_shows_dealer_cards_and_total_before_the_dealer_draws():
    # tie-on-blackjack deals player, player, dealer, dealer: player 10 9, dealer 5 6, then 8 for the dealer
    code, screen = play("tie-on-blackjack", Script("0", "n"), "10 9 5 6 8")
    lines = screen.lines
    before = lines.index("Dealer has: 5♣ 6♦  Value: 11")
    drawn = next(i for i, line in enumerate(lines) if line.startswith("Dealer draws"))
    assert code == 0 and before < drawn


def test_six_stage_dealer_line_comes_even_when_the_dealer_does_not_draw():
    code, screen = play("tie-on-blackjack", Script("0", "n"), "10 9 10 8")
    assert "Dealer has: 10♣ 8♦  Value: 18" in screen.lines


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_banner_names_the_game_not_an_internal_label(preset):
    screen = Screen()
    main([preset], ask=Script(), show=screen)
    banner = screen.lines[0]
    assert preset not in banner and "assignment" not in banner.lower() and "experiment" not in banner.lower()
    assert banner.split(".")[0] in ("Blackjack", "Twenty-one", "Pontoon", "Casino blackjack")
