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
from autograder.sandbox.inside import runner

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


# A twist whose card busts the hand ends the turn as a stick does. The replay that tries an
# answer deals a small card next (an Ace, then a Two), so the twist is seen bringing the
# question back. Each program starts the player on a hand a Ten would bust; the grader stacks
# that Ten next (the deck the program shuffles itself is seeded: its two ends get the small
# cards). ``{deal}`` deals the player's first hand, ``{after}`` is what follows a bust.
BUSTING = '''import random
{head}
def value(hand):
{value}
def game():
    dealer = [{card}]
    while value(dealer) < 17:
        dealer.append({card})
    me = {deal}
    while value(me) <= 21:
        answer = input({turn})
        if answer{norm} == {twist!r}:
            me.append({card})
        elif answer{norm} == {stick!r}:
            break
{after}    print("Result:", value(me), value(dealer))
while True:
    game()
    if input({again!r}).strip().lower() != "y":
        break
'''
RANK_HEAD = ("RANKS = ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', "
             "'Ten', 'Jack', 'Queen', 'King']")
RANK_VALUE = "    return sum(min(RANKS.index(c) + 1, 10) for c in hand)"
SOFT_VALUE = ("    total = sum(hand)\n    aces = hand.count(11)\n    while total > 21 and aces:\n"
              "        total, aces = total - 10, aces - 1\n    return total")
DECK_HEAD = ("RANKS = ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', "
             "'Ten', 'Jack', 'Queen', 'King']\ndeck = [(r, s) for s in 'CDHS' for r in RANKS]\n"
             "random.shuffle(deck)")
DECK_VALUE = "    return sum(min(RANKS.index(r) + 1, 10) for r, _ in hand)"
SILENT = ""
SAID = "    if value(me) > 21:\n        print('Bust!')\n"
REVEAL = "    print('The computer had', value(dealer))\n"

# name: (head, value body, card, first hand, turn prompt, normalise, twist, stick, after bust,
#        play again, the stacked cards: the computer's, the player's first hand, then a Ten)
BUSTS = {
    "two-cards-ten-heavy": (RANK_HEAD, RANK_VALUE, "random.choice(RANKS)",
                            "[random.choice(RANKS), random.choice(RANKS)]",
                            "'Hit or stand? (h/s) '", ".strip().lower()", "h", "s", SAID,
                            "Play again? (y/n) ",
                            ["Ten", "Seven", "King", "Six", "Ten", "Ten"]),
    "silent-bust-then-the-computer": (RANK_HEAD, RANK_VALUE, "random.choice(RANKS)",
                                      "[random.choice(RANKS), random.choice(RANKS)]",
                                      "f'You hold {value(me)}. Another card? (y/n) '",
                                      ".strip().lower()", "y", "n", REVEAL, "Again? (y/n) ",
                                      ["Ten", "Seven", "Nine", "Eight", "Ten", "Ten"]),
    "ace-eleven-from-a-list": ("CARDS = [11, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]",
                               SOFT_VALUE, "CARDS[random.randrange(13)]",
                               "[CARDS[random.randrange(13)], CARDS[random.randrange(13)]]",
                               "'Would you like another card? (y/n): '", "", "y", "n", SILENT,
                               "Play again?: (y/n): ", [10, 7, 10, 6, 10, 10]),
    "a-deck-dealt-by-pop": (DECK_HEAD, DECK_VALUE, "deck.pop()", "[deck.pop(), deck.pop()]",
                            "'(d)raw or (p)ass? '", ".strip().lower()", "d", "p", SAID,
                            "Another game? (y/n) ", []),
    "the-hand-after-the-question": (RANK_HEAD, RANK_VALUE, "random.choice(RANKS)",
                                    "[random.choice(RANKS), random.choice(RANKS)]",
                                    "f'Hit or stand? [h/s] You hold {me}: '",
                                    ".strip().lower()", "h", "s", SAID, "Play again? [y/n] ",
                                    ["Ten", "Seven", "King", "Six", "Ten", "Ten"]),
    "capitals-only": (RANK_HEAD, RANK_VALUE, "random.choice(RANKS)",
                      "[random.choice(RANKS), random.choice(RANKS)]",
                      "'Another card? (Y/N) '", ".strip()", "Y", "N", SILENT,
                      "Play again? (y/n) ", ["Ten", "Seven", "Queen", "Eight", "Ten", "Ten"]),
}


def write_busting(tmp_path: Path, name: str) -> Path:
    head, value, card, deal, turn, norm, twist, stick, after, again, _ = BUSTS[name]
    path = tmp_path / name / "pontoon.py"
    path.parent.mkdir()
    path.write_text(BUSTING.format(head=head, value=value, card=card, deal=deal, turn=turn,
                                   norm=norm, twist=twist, stick=stick, after=after,
                                   again=again), encoding="utf-8")
    return path


@pytest.mark.parametrize("name", sorted(BUSTS))
def test_a_twist_whose_card_would_bust_is_still_learnt_as_a_twist(tmp_path: Path,
                                                                    name: str) -> None:
    """The first question comes at a hand the next stacked card (a Ten) busts; the answers
    are learnt by replays dealing a small card next, so the twist is the program's own twist
    (``card``), the stick its stick, and the player's twist in the game draws the Ten."""
    *_, twist, stick, _, _, cards = BUSTS[name]
    task = {"mode": "program", "seed": 11, "games": 1, "policy": {"kind": "always", "answer": "t"}}
    if cards:
        task["stack"] = {"version": 2 if isinstance(cards[0], str) else 1, "games": [cards]}
    result = run_child(write_busting(tmp_path, name), task, FAST)
    [message] = result.of_kind("program")
    asks = [e for e in message["transcript"] if "ask" in e]
    first = asks[0]
    effects = {t["answer"]: t["effect"] for t in first.get("tried", [])}
    assert first["kind"] == "turn" and first["answer"] == twist, asks
    assert effects.get(twist) == "card" and effects.get(stick) in ("end-turn", "new-game"), \
        effects
    assert result.stdout.count("Result:") == 1, result.stdout


@pytest.mark.parametrize("prompt, first", [
    ("Another card? (Y/N) ", ["Y", "N"]),
    ("Press T to twist or S to stick: ", ["T", "S"]),
    ("Hit or Stand? ", ["Hit", "Stand"]),
])
def test_candidates_keep_the_prompts_case_first(prompt: str, first: list) -> None:
    """Answers drawn from the prompt are tried as it writes them, then in the other case."""
    found = runner.answer_candidates(prompt, "")
    later = [runner.other_case(word) for word in first]
    assert found[:2] == first or found.index(first[0]) < found.index(later[0]), found
    assert all(found.index(word) < found.index(other) for word, other in zip(first, later)), \
        found


PLAYER_FIRST = '''import random
while True:
    me = random.randint(1, 10)
    while me <= 21:
        answer = input("Another card? (y/n) ").strip().lower()
        if answer == "y":
            me += random.randint(1, 10)
        elif answer == "n":
            break
    dealer = random.randint(1, 10)
    while dealer < 17:
        dealer += random.randint(1, 10)
    print("Result:", me, dealer)
    if input("Another game? (y/n) ").strip().lower() != "y":
        break
'''


def test_a_play_again_yes_that_is_also_the_twist_is_no_card(tmp_path: Path) -> None:
    """A new game deals the player one card before its first question, and yes twists there
    too: the play-again yes is followed by one card and another question, and given again it
    draws again, but the question it reaches comes back the same (a turn of its own), so the
    play-again question is no turn."""
    path = tmp_path / "pontoon.py"
    path.write_text(PLAYER_FIRST, encoding="utf-8")
    result = run_child(path, {"mode": "program", "seed": 3, "games": 3,
                              "policy": {"kind": "always", "answer": "s"}}, FAST)
    [message] = result.of_kind("program")
    kinds = {e["ask"]: e["kind"] for e in message["transcript"] if "ask" in e}
    assert kinds == {"Another card? (y/n) ": "turn", "Another game? (y/n) ": "again"}, kinds
    assert result.stdout.count("Result:") == 3, result.stdout


NO_DEALS_ONE_MORE = '''import random
def card():
    return random.randint(1, 10)
stop = False
while True:
    dealer = [card()]
    while sum(dealer) < 17:
        dealer.append(card())
    me = card()
    while me <= 21:
        print("You have", me)
        if input("Card? (k/l) ").strip().lower() != "k":
            break
        me += card()
    print("Result:", me, sum(dealer))
    if stop:
        break
    if input("Again? (o/h) ").strip().lower() == "h":
        stop = True
'''


def test_a_no_that_deals_one_more_game_is_the_play_again_questions_stop(tmp_path: Path) -> None:
    """`h` (no) deals one more game and then ends the program, `o` deals a game and asks again:
    both deal a game, so only the game played through tells them apart. The question is play
    again, its stop `h` (the extra game a `play-again` fault the grader's runs show), not a
    question before each game answered `o` for ever (a flood of the grader's answers)."""
    path = tmp_path / "pontoon.py"
    path.write_text(NO_DEALS_ONE_MORE, encoding="utf-8")
    result = run_child(path, {"mode": "program", "seed": 3, "games": 2,
                              "policy": {"kind": "always", "answer": "s"}}, FAST)
    [message] = result.of_kind("program")
    asks = [e for e in message["transcript"] if "ask" in e]
    kinds = {e["ask"]: e["kind"] for e in asks}
    assert kinds == {"Card? (k/l) ": "turn", "Again? (o/h) ": "again"}, kinds
    assert [e["answer"] for e in asks if e["kind"] == "again"] == ["o", "h"], asks
    # the no's extra game is dealt, and input ends at its question (the grader said no)
    assert result.stdout.count("You have") == 3, result.stdout
    assert asks[-1]["answer"] is None and asks[-1]["kind"] == "turn", asks[-1]


ANSWER_IGNORED = '''import random
def card():
    return random.randint(1, 10)
while True:
    dealer = [card()]
    while sum(dealer) < 17:
        dealer.append(card())
    me = card()
    while me <= 21:
        print("You have", me)
        if input("Card? (k/l) ").strip().lower() != "k":
            break
        me += card()
    print("Result:", me, sum(dealer))
    while input("Again? (iva/le) ").strip().lower() not in ("iva", "le"):
        print("iva or le")
'''


def test_a_play_again_whose_answer_is_ignored_has_no_way_to_stop(tmp_path: Path) -> None:
    """`iva` and `le` both deal another game, anything else is asked again: after a game's turn
    the question is play again with no way to stop, and the grader ends input where it would
    say no (not a question before each game, answered `iva` for ever)."""
    path = tmp_path / "pontoon.py"
    path.write_text(ANSWER_IGNORED, encoding="utf-8")
    result = run_child(path, {"mode": "program", "seed": 3, "games": 2,
                              "policy": {"kind": "always", "answer": "s"}}, FAST)
    [message] = result.of_kind("program")
    asks = [e for e in message["transcript"] if "ask" in e]
    assert [(e["kind"], e["answer"]) for e in asks if e["ask"].startswith("Again")] == \
        [("again", "iva"), ("again", None)], asks
    assert result.stdout.count("Result:") == 2, result.stdout


CONFIRMED_STICK = '''import random
def card():
    return random.randint(1, 10)
while True:
    dealer = [card()]
    while sum(dealer) < 17:
        dealer.append(card())
    me = card()
    while me <= 21:
        print("You have", me)
        move = input("Twist or stick? (t/s) ").strip().lower()
        if move == "t":
            me += card()
        elif move == "s":
            if input("Are you sure? (Y/n) ").strip().lower() not in ("n", "no"):
                break
            print("Not sticking yet.")
    print("Result:", me, sum(dealer))
    if input("Again? (y/n) ").strip().lower() != "y":
        break
'''


def test_a_confirmation_that_takes_the_stick_back_is_no_stick(tmp_path: Path) -> None:
    """`Are you sure? (Y/n)` right after a stick: `n` brings the twist-or-stick question back
    with nothing dealt (the stick taken back), every other answer goes on. It is a question
    answered with what goes on, not the turn question itself answered `n` for ever (a flood)."""
    path = tmp_path / "pontoon.py"
    path.write_text(CONFIRMED_STICK, encoding="utf-8")
    result = run_child(path, {"mode": "program", "seed": 3, "games": 2,
                              "policy": {"kind": "always", "answer": "s"}}, FAST)
    [message] = result.of_kind("program")
    asks = [e for e in message["transcript"] if "ask" in e]
    sure = [e for e in asks if e["ask"].startswith("Are you sure")]
    assert sure and all(e["kind"] == "other" and e["answer"].strip().lower() not in ("n", "no")
                        for e in sure), sure
    assert "back" in [t["effect"] for t in sure[0].get("tried", [])], sure[0]
    assert result.stdout.count("Result:") == 2 and "Not sticking yet" not in result.stdout


REALLY_QUIT = '''import random
def card():
    return random.randint(1, 10)
def game():
    dealer = [card()]
    while sum(dealer) < 17:
        dealer.append(card())
    me = card()
    while me <= 21:
        print("You have", me)
        if input("Twist or stick? (t/s) ").strip().lower() != "t":
            break
        me += card()
    print("Result:", me, sum(dealer))
while True:
    game()
    if input("Play again? (y/n) ").strip().lower() == "n":
        if input("Really quit? (Y/n) ").strip().lower() != "n":
            break
'''


def test_a_no_that_asks_another_question_first_is_the_play_again_stop(tmp_path: Path) -> None:
    """`Play again? (y/n)`: `y` deals a new game, `n` asks `Really quit? (Y/n)` first, nothing
    dealt. The question is play again, its stop `n` (the grader ends input at the question
    that follows), not a twist-or-stick question whose `y` twists."""
    path = tmp_path / "pontoon.py"
    path.write_text(REALLY_QUIT, encoding="utf-8")
    result = run_child(path, {"mode": "program", "seed": 3, "games": 2,
                              "policy": {"kind": "always", "answer": "s"}}, FAST)
    [message] = result.of_kind("program")
    asks = [e for e in message["transcript"] if "ask" in e]
    again = [(e["kind"], e["answer"]) for e in asks if e["ask"].startswith("Play again")]
    assert again == [("again", "y"), ("again", "n")], asks
    assert asks[-1]["ask"].startswith("Really quit") and asks[-1]["answer"] is None, asks[-1]
    assert result.stdout.count("Result:") == 2, result.stdout


ASYNC_GAME = '''import asyncio, random
async def game():
    dealer = [random.randint(1, 10)]
    while sum(dealer) < 17:
        await asyncio.sleep(0)
        dealer.append(random.randint(1, 10))
    me = [random.randint(1, 10)]
    while sum(me) <= 21:
        print("Bai cua ban:", sum(me))
        answer = input("Rut (r) hay dung (d)? ").strip().lower()
        if answer == "r":
            me.append(random.randint(1, 10))
        elif answer == "d":
            break
    print("May:", sum(dealer), "Ban:", sum(me))
async def main():
    while True:
        await game()
        if input("Choi nua? (c/k) ").strip().lower() == "k":
            break
asyncio.run(main())
'''


def test_answers_asked_inside_a_running_event_loop_are_learnt(tmp_path: Path) -> None:
    """A program whose questions are asked inside `asyncio.run`: each experiment replays it
    from the start outside the paused run's event loop (a nested `asyncio.run` refuses to
    start inside a running one), so `r` is learnt to give a card and `d` to end the turn, and
    the paused run goes on in its own loop."""
    path = tmp_path / "pontoon.py"
    path.write_text(ASYNC_GAME, encoding="utf-8")
    result = run_child(path, {"mode": "program", "seed": 3, "games": 2,
                              "policy": {"kind": "always", "answer": "s"}}, FAST)
    [message] = result.of_kind("program")
    turns = [e for e in message["transcript"] if "ask" in e and e["ask"].startswith("Rut")]
    tried = {t["answer"]: t["effect"] for t in turns[0]["tried"]}
    assert tried.get("r") == "card" and tried.get("d") == "end-turn", turns[0]
    assert result.stdout.count("May:") == 2 and "RuntimeError" not in result.stderr, result.stderr


GROWN_PROMPT = '''import random
def game():
    dealer = [random.randint(1, 10)]
    while sum(dealer) < 17:
        dealer.append(random.randint(1, 10))
    names = {1: "Ace", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven",
             8: "Eight", 9: "Nine", 10: "Ten"}
    me = [random.randint(1, 10)]
    while sum(me) <= 21:
        hand = " ".join(names[c] for c in me)
        answer = input(hand + " = " + str(sum(me)) + " [more/stay]> ").strip().lower()
        if answer == "more":
            me.append(random.randint(1, 10))
        elif answer == "stay":
            break
    print("computer:", sum(dealer), "you:", sum(me))
while True:
    game()
    if input("again? [y/n]> ").strip().lower() == "n":
        break
'''


def test_a_prompt_that_is_the_hand_is_the_same_question_once_a_card_is_added(tmp_path: Path) -> None:
    """The prompt is the hand itself (`Five = 5 [more/stay]> `, then `Five Ace = 6 ...`): asked
    from the same place, it grows by the card's name and nothing else, so it is the same
    question, and `more` is learnt to give a card at the first question of every game, never
    taken for an answer to another question."""
    path = tmp_path / "pontoon.py"
    path.write_text(GROWN_PROMPT, encoding="utf-8")
    result = run_child(path, {"mode": "program", "seed": 5, "games": 3,
                              "policy": {"kind": "always", "answer": "s"}}, FAST)
    [message] = result.of_kind("program")
    firsts = [e for e in message["transcript"] if "ask" in e and "=" in e["ask"] and e.get("tried")]
    assert firsts and all({t["answer"]: t["effect"] for t in e["tried"]}.get("more") == "card"
                          for e in firsts), firsts
    assert all(e["kind"] == "turn" for e in firsts), firsts
