"""Common mistakes, each written into a model answer: the faulty submissions of the kit's tests.

A mutation is ``versions/vN/pontoon.py`` with one mistake written in by text replacements
(old -> new), each old text found exactly once. One table serves two test files:
``test_versions_mutants.py`` checks that the version's self-check catches a mutant, and
``test_grade_corpus.py`` writes a mutant to ``<folder>/<name>/pontoon.py`` and checks that the
grader fails its rule and nothing else. Hand-written submissions in other styles (a class, a
plain script, a stub) stay in ``corpus/pontoon/``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

Edit = tuple[str, str]  # (text of the model answer, the text that replaces it)


def apply(source: str, edits: tuple[Edit, ...], where: str = "the source") -> str:
    """Return source with each (old, new) replaced in turn; each old must be there exactly once.

    >>> apply("a = 1\\nb = 2\\n", (("= 2", "= 3"),))
    'a = 1\\nb = 3\\n'
    """
    for old, new in edits:
        count = source.count(old)
        if count != 1:
            raise ValueError(f"{old!r} is {count} times in {where}, not once")
        source = source.replace(old, new)
    return source


@dataclass(frozen=True)
class Mutation:
    """A model answer with one mistake: the rule it breaks (None: no game rule) and its edits."""

    name: str
    version: int
    rule: str | None
    mistake: str
    edits: tuple[Edit, ...]

    @property
    def model(self) -> Path:
        """The model answer this mutation starts from."""
        return ROOT / "versions" / f"v{self.version}" / "pontoon.py"

    def source(self) -> str:
        """The text of the mutant: the model answer with every edit made."""
        where = f"{self.model.relative_to(ROOT)} (mutation {self.name!r})"
        return apply(self.model.read_text(encoding="utf-8"), self.edits, where)

    def write(self, folder: Path) -> Path:
        """Write the mutant to folder/name/pontoon.py and return folder/name."""
        target = folder / self.name
        target.mkdir(parents=True, exist_ok=True)
        (target / "pontoon.py").write_text(self.source(), encoding="utf-8")
        return target


def M(name: str, version: int, rule: str | None, mistake: str, *edits: Edit) -> Mutation:
    """One row of the table."""
    return Mutation(name, version, rule, mistake, edits)


CARD_VALUE = "return min(RANKS.index(rank) + 1, 10)"
COMPUTER_LOOP = "while hand_value(cards) < STICK_AT:"
PLAYER_LOOP = "while hand_value(cards) <= 21:"
COMPUTER_FIRST = "computer = computer_turn(draw)\n"
SHOW_COMPUTER = COMPUTER_FIRST + "    show('Computer: ' + ', '.join(map(card_name, computer)))\n"
EOF_CAUGHT = ("except (EOFError, KeyboardInterrupt):", "except KeyboardInterrupt:")

MUTATIONS: dict[str, Mutation] = {m.name: m for m in [
    # card-values
    M("faces_count_rank", 2, "card-values", "Jack, Queen and King count 11, 12 and 13",
      ("return min(RANKS.index(card) + 1, 10)", "return RANKS.index(card) + 1")),
    M("faces_count_rank_v3", 3, "card-values", "a face card worth 11 to 13",
      (CARD_VALUE, "return RANKS.index(rank) + 1")),
    # ace-counts-one
    M("ace_eleven", 3, "ace-counts-one", "an Ace counts 11",
      (CARD_VALUE, f'if rank == "Ace":\n        return 11\n    {CARD_VALUE}')),
    M("ace_eleven_v4", 4, "ace-counts-one", "an Ace worth 11",
      (CARD_VALUE, 'return 11 if rank == "Ace" else min(RANKS.index(rank) + 1, 10)')),
    M("ace_eleven_in_a_hand", 1, "ace-counts-one", "an Ace worth 11 in a hand",
      ("return sum(card_value(card) for card in cards)",
       "return sum(11 if card == 1 else card for card in cards)")),
    # one-card-start
    M("two_card_start", 2, "one-card-start", "the player's turn starts with two cards",
      (f"cards = [draw()]\n    {PLAYER_LOOP}", f"cards = [draw(), draw()]\n    {PLAYER_LOOP}")),
    # computer-first
    M("player_first", 2, "computer-first", "the player plays before the computer",
      ("computer = computer_turn(draw)\n    player = player_turn(draw, ask, show)",
       "player = player_turn(draw, ask, show)\n    computer = computer_turn(draw)")),
    M("player_first_v4", 4, "computer-first", "the player plays first",
      ("computer = computer_turn(draw)\n    player = player_turn(draw, ask, show)",
       "player = player_turn(draw, ask, show)\n    computer = computer_turn(draw)")),
    # computer-draws
    M("made_up_score", 1, "computer-draws", "the computer's value is a made-up number from 1 to 21",
      ("computer = computer_turn(draw)\n    player = player_turn(draw, ask, show)\n"
       "    winner = decide_winner(hand_value(computer), hand_value(player))\n"
       '    show(f"Computer Value: {hand_value(computer)}")',
       "computer_value = random.randint(1, 21)\n    player = player_turn(draw, ask, show)\n"
       "    winner = decide_winner(computer_value, hand_value(player))\n"
       '    show(f"Computer Value: {computer_value}")')),
    M("computer_takes_two", 3, "computer-draws", "a made-up computer score",
      (f"cards = [draw()]\n    {COMPUTER_LOOP}\n        cards.append(draw())\n    return cards",
       "return [draw(), draw()]")),
    M("computer_sticks_late", 1, "computer-draws",
      "the computer twists at STICK_AT too (`<=`), sticking one later",
      (COMPUTER_LOOP, "while hand_value(cards) <= STICK_AT:")),
    M("computer_sticks_early", 4, "computer-draws", "the computer's value made up",
      (COMPUTER_LOOP, "while hand_value(cards) < STICK_AT - 1:")),
    M("ignores_draw", 1, None,
      "computer_turn deals itself cards with random instead of its draw (plays correctly)",
      (f"cards = [draw()]\n    {COMPUTER_LOOP}\n        cards.append(draw())",
       f"cards = [random.randint(1, 10)]\n    {COMPUTER_LOOP}\n"
       "        cards.append(random.randint(1, 10))")),
    # computer-secret
    M("computer_shows_early", 3, "computer-secret",
      "the computer's hand is shown before the player's turn",
      (COMPUTER_FIRST, COMPUTER_FIRST + '    show("The computer drew " + '
       '", ".join(card_name(card) for card in computer))\n')),
    M("computer_value_shows_early", 1, "computer-secret", "the computer's value shown first",
      (COMPUTER_FIRST, COMPUTER_FIRST + "    show(f'Dealer has {hand_value(computer)}')\n")),
    M("computer_shows_early_v4", 4, "computer-secret",
      "the computer's hand shown first, in a whole program", (COMPUTER_FIRST, SHOW_COMPUTER)),
    # player-turn-always
    M("skips_player_when_computer_bust", 2, "player-turn-always",
      "no player turn when the computer is bust",
      (COMPUTER_FIRST, COMPUTER_FIRST + '    if hand_value(computer) > 21:\n'
       '        show("The computer is bust!")\n        show(VERDICTS["player"])\n'
       '        return "player"\n')),
    # player-choice
    M("crashes_on_bad_answer", 1, "player-choice", "an answer other than t or s raises KeyError",
      ('answer = ask(TWIST_OR_STICK).strip().lower()\n        if answer == "t":',
       'twist = {"t": True, "s": False}[ask(TWIST_OR_STICK).strip().lower()]\n        if twist:'),
      ('elif answer == "s":', "else:")),
    M("any_answer_sticks", 1, "player-choice", "any answer but t sticks",
      ('elif answer == "s":', "else:")),
    M("answers_not_trimmed", 2, "player-choice", "answers not trimmed",
      ("answer = ask(TWIST_OR_STICK).strip().lower()", "answer = ask(TWIST_OR_STICK)")),
    # player-stops-at-bust
    M("asks_after_bust", 2, "player-stops-at-bust",
      "the player is asked once more after going bust",
      (f"{PLAYER_LOOP}\n        show(", "while True:\n        show("),
      ('.lower()\n        if answer == "t":\n            cards.append(draw())\n'
       '        elif answer == "s":\n            break',
       '.lower()\n        if answer == "s" or hand_value(cards) > 21:\n            break\n'
       '        if answer == "t":\n            cards.append(draw())')),
    M("bust_at_21", 4, "player-stops-at-bust", "bust at 21",
      (PLAYER_LOOP, "while hand_value(cards) < 21:")),
    M("endless_player_turn", 4, "player-stops-at-bust", "a loop that never ends",
      (PLAYER_LOOP, "while True:")),
    # bust-draw
    M("both_bust_computer_wins", 3, "bust-draw", "both bust counts as a computer win",
      ('if computer_value > 21 and player_value > 21:\n        return "draw"\n'
       '    if computer_value > 21:\n        return "player"\n    ', ""),
      ('return "computer"\n    if player_value > computer_value:',
       'return "computer"\n    if computer_value > 21:\n        return "player"\n'
       "    if player_value > computer_value:")),
    # one-bust
    M("player_bust_not_checked", 1, "one-bust", "a bust player can still win on the higher value",
      ('if player_value > 21:\n        return "computer"\n    ', "")),
    M("computer_bust_draw", 1, "one-bust", "computer bust: a draw",
      ('if computer_value > 21:\n        return "player"',
       'if computer_value > 21:\n        return "draw"')),
    # tie-draw
    M("tie_computer_wins", 1, "tie-draw", "equal values count as a computer win",
      ('if computer_value > player_value:\n        return "computer"\n    return "draw"',
       'return "computer"')),
    M("tie_computer_wins_v4", 4, "tie-draw", "a tie goes to the computer",
      ("if computer_value > player_value:", "if computer_value >= player_value:")),
    # higher-wins
    M("lower_wins", 2, "higher-wins", "the lower value wins",
      ("if player_value > computer_value:", "if player_value < computer_value:"),
      ("if computer_value > player_value:", "if computer_value < player_value:")),
    # play-again
    M("no_play_again", 3, "play-again", "one game and the program ends, never asking again",
      ("if not play_again(ask):\n                return", "return")),
    M("eof_traceback", 2, "play-again", "end of input is not caught: a traceback", EOF_CAUGHT),
    M("eof_traceback_v3", 3, "play-again", "a traceback at the end of input", EOF_CAUGHT),
    M("any_answer_but_y_ends", 4, "play-again", "any answer but y ends",
      ('if answer in ("y", "n"):', "if True:")),
    # no-duplicates
    M("v4_duplicates", 4, "no-duplicates", "cards are drawn with replacement",
      ("deck = shuffled_deck(rng)\n            play_game(deck.pop, ask, show)",
       "play_game(lambda: (rng.choice(RANKS), rng.choice(SUITS)), ask, show)")),
    M("deck_one_short", 4, "no-duplicates", "a deck one card short",
      ("for suit in SUITS for rank in RANKS]", "for suit in SUITS for rank in RANKS][:-1]")),
    M("deck_not_shuffled", 4, "no-duplicates", "a deck never shuffled",
      ("rng.shuffle(deck)\n    ", "")),
    # format
    # the result block's words are the student's (`Computer's hand:` is fine); what it must show
    # is both hands as the version shows a card: a block without the player's cards breaks format
    M("wrong_format", 3, "format", "the result block shows the player's value but not the cards",
      ('show("Player has: " + ", ".join(card_name(card) for card in player))',
       'show("Player has: " + str(len(player)) + " cards")')),
    M("random_card_ignores_rng", 3, "format", "random_card ignores rng",
      ("return (rng.choice(RANKS), rng.choice(SUITS))",
       "return (random.choice(RANKS), random.choice(SUITS))")),
    M("kings_twice_as_likely", 2, "format", "Kings twice as likely",
      ("return rng.choice(RANKS)", 'return rng.choice(RANKS + ("King",))')),
    M("card_zero", 1, "format", "a card 0",
      ("return rng.randint(1, 10)", "return rng.randint(0, 10)")),
    M("result_without_suits", 3, "format", "the result block without suits",
      ('return f"{rank} of {suit}"', "return rank")),
    M("no_cards_shown", 2, "format", "no cards shown during the turn",
      ('        show("Your cards: " + ", ".join(card_name(card) for card in cards))\n', "")),
    M("missing_card_name", 1, "format", "a missing function",
      ("def card_name(", "def name_of_card(")),
    # not a game rule: the grader reports a problem
    M("imports_reference", 1, None, "imports the kit's reference solution, which it cannot reach",
      ("import random\n", "import random\n\nfrom reference.odds import computer_final_distribution"
       "  # not allowed\n")),
]}
