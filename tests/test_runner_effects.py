"""The runner's dialogue by effect on questions whose answers say little by their words (dev3).

Each program below is a correct little game; the runner must twist with its twist answer, stick
with its stick answer and play again with its yes, having learnt them by what they did:

- a question whose yes sticks and a play-again asked as ``Quit?`` (polarity by effect);
- a turn offering a third answer, ``(r)ules``, that prints the rules and asks again (given again
  and again it never ends the turn: no card), and a play-again question ending in the same words;
- the keys named inside a sentence (``press p to play again or q to quit``);
- a prompt written to stderr and the answer read with ``sys.stdin.readline`` (the newline kept);
- a pause before each of the computer's cards is shown (``Press Enter``), which every answer
  brings back until the last card (a pause, answered the same each time);
- a pause between the twist and its card (``Press Enter to turn your card over``): the twist
  and the stick both lead to another question with nothing drawn, and differ once it is passed.

Glossary: a *form* is a question with its numbers masked; an *effect* is what followed an
answer in a replay (``card``, ``end-turn``, ``refused``, ``new-game``, ``end``).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from autograder.sandbox.child import Limits, run_child

FAST = Limits(wall_seconds=10.0, cpu_seconds=4.0, memory_mb=256, output_bytes=200_000)

GAME = '''import random, sys
def card():
    return random.randint(1, 10)
def ask(prompt):
{ask}
while True:
    dealer = [card()]
    while sum(dealer) < 17:
        dealer.append(card())
    me = card()
    while me <= 21:
        print("You have", me)
        answer = ask({turn!r})
        if answer == {twist!r}:
{pause}            me += card()
        elif answer == {stick!r}:
            break
{reveal}    print("Result:", me, sum(dealer))
    if ask({again!r}) {stop}:
        break
'''
PLAIN = "    return input(prompt).strip().lower()"
RULES = ("    while True:\n        a = input(prompt).strip().lower()\n        if a != 'r':\n"
         "            return a\n        print('Rules: get near 21 and no more.')")
STDERR = ("    sys.stderr.write(prompt)\n    line = sys.stdin.readline()\n    if not line:\n"
          "        raise SystemExit\n    return line")
PAUSE = "            input('Press Enter to turn your card over ')\n"
REVEAL = ("    for c in dealer:\n        input('Press Enter to see the dealer\\'s next card ')\n"
          "        print('Dealer draws', c)\n")

# name: (ask body, turn prompt, twist, stick, again prompt, stop test, yes, reveal, pause)
STYLES = {
    "stick-yes-quit": (PLAIN, "Stick? (y/n) ", "n", "y", "Quit? (y/n) ", "== 'y'", "n", "", ""),
    "rules-letter": (RULES, "(c)ard, (h)old or (r)ules? ", "c", "h",
                     "(n)ew game, (e)xit or (r)ules? ", "!= 'n'", "n", "", ""),
    "keys-in-a-sentence": (PLAIN, "Press t to twist, s to stick, then Enter: ", "t", "s",
                           "Press p to play again or q to quit: ", "!= 'p'", "p", "", ""),
    "stderr-readline": (STDERR, "(k)aart of (p)assen? ", "k\n", "p\n", "Nog een spel? (j/n) ",
                        "!= 'j\\n'", "j", "", ""),
    "pause-per-card": (PLAIN, "Twist or stick? (t/s) ", "t", "s", "Play again? (y/n) ",
                       "!= 'y'", "y", REVEAL, ""),
    "pause-before-the-card": (PLAIN, "Twist or stick? (t/s) ", "t", "s", "Play again? (y/n) ",
                              "!= 'y'", "y", "", PAUSE),
}


def write(tmp_path: Path, style: str) -> Path:
    body, turn, twist, stick, again, stop, _, reveal, pause = STYLES[style]
    path = tmp_path / style / "pontoon.py"
    path.parent.mkdir()
    path.write_text(GAME.format(ask=body, turn=turn, twist=twist, stick=stick, again=again,
                                stop=stop, reveal=reveal, pause=pause), encoding="utf-8")
    return path


@pytest.mark.parametrize("style", sorted(STYLES))
def test_answers_are_learnt_by_what_they_do(tmp_path: Path, style: str) -> None:
    """Three games twisting below 15: every turn answer is the program's own twist or stick,
    the play-again answers are its yes twice and then its no, and all three games end."""
    _, _, twist, stick, _, _, yes, _, _ = STYLES[style]
    result = run_child(write(tmp_path, style), {
        "mode": "program", "seed": 7, "games": 3,
        "policy": {"kind": "below", "threshold": 15}}, FAST)
    [message] = result.of_kind("program")
    asks = [e for e in message["transcript"] if "ask" in e]
    turns = [e for e in asks if e["kind"] == "turn"]
    agains = [e for e in asks if e["kind"] == "again"]
    assert turns and all(e["answer"] == {"t": twist, "s": stick}[e["means"]].strip()
                         for e in turns), asks
    assert [e["means"] for e in agains] == ["y", "y", "n"], asks
    assert [e["answer"] for e in agains[:2]] == [yes, yes], agains
    assert all(e.get("effect") == "card" for e in turns if e["means"] == "t" and
               e.get("effect") != "end-turn"), turns      # a twist that busts ends the turn
    assert message["exit"] == "returned" and not message["eof_given"], message["exit"]
    assert result.stdout.count("Result:") == 3, result.stdout
