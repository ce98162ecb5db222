"""Function probes: the contract's functions called with stacked decks and scripted players.

As in CS61A's ``make_test_dice``, every probe fixes the cards (``deck``, handed out in order by
``draw``) and the player's answers (``answers``, given in order by ``ask``), so what a correct
function must do is known exactly. All probes go to the sandbox in one ``calls`` run; each
message coming back is judged into `Evidence` for one rule. Decks avoid Aces and face cards
except in the probes about them, and player probes allow for how many cards the player's turn
really starts with, so a broken rule shows up in its own verdict and not in every other one.

With a *master* seed (one per grading, recorded, so ``--seed`` reproduces a grade) every probe
is drawn afresh: the cards, the decks, the values given to ``decide_winner``, the answers and
how they are dressed, the seeds of ``random_card`` and ``shuffled_deck``; without one the
probes are the fixed ones of the kit's examples. Either way each probe shows the same thing
(a deck that reaches STICK_AT exactly, a tie at 21, ...), so no table of remembered answers
can reply to the probes of another grading.

Glossary: a deck's *values* are its cards' values in the order ``draw`` hands them out; a
*variant* is a common way to get the turn order or a turn's start wrong (the player first,
two cards to start), which a game deck must still be long enough for, so that the mistake
shows up in its own rule and not as a stacked deck that ran out; an answer is *dressed* when
spaces and capitals are added to ``t`` or ``s`` (the contract ignores both).
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable

from autograder.pontoon.contract import (CARD3_RE, RANKS, SUITS, Card, card_name, card_of_code,
                                         card_value,
                                 deck_of_values, from_json, hand_value, normalize, rank_value,
                                 to_json)
from autograder.pontoon.judge import Evidence
from autograder.pontoon.rules import (RESULT_RULES, computer_takes, deal_streams, deciding_rule,
                                      player_may_twist, winner)
from autograder.pontoon.rules import computer_hand as computer_takes_from
from autograder.pontoon.transcript import read_result, shown_lines

DRAW, ASK, SHOW = {"$": "draw"}, {"$": "ask"}, {"$": "show"}
WINNER_RULES = RESULT_RULES


@dataclass
class Probe:
    """One call to send to the sandbox and how to judge what comes back.

    >>> Probe("tie-draw", {"fn": "decide_winner", "args": [18, 18]}, "decide_winner(18, 18)").call["fn"]
    'decide_winner'
    """

    rule: str
    call: dict
    said: str                                   # the call in words, for the evidence
    judge: Callable[["Probe", dict, dict], list[Evidence]] | None = None
    data: dict = field(default_factory=dict)    # what the judge needs: expected values, deck


def exact_hand(target: int) -> list[int]:
    """Card values (no Ace, no face card) adding up to ``target`` from 11 to 21, each prefix below it.

    >>> exact_hand(16), exact_hand(20), exact_hand(11)
    ([9, 7], [9, 9, 2], [9, 2])
    """
    if not 11 <= target <= 21:
        raise ValueError(f"not a target value from 11 to 21: {target!r}")
    return [9, target - 9] if target - 9 <= 10 else [9, 9, target - 18]


def player_plays(values: list[int], answers: list[str], start: int = 1) -> tuple[int, int] | None:
    """(cards taken, questions asked) by the contract's player; None if the answers run out.

    >>> player_plays([10, 9, 5, 8], ["t", "t", "t"]), player_plays([5, 6, 10], ["x", " T ", "S "])
    ((3, 2), (2, 3))
    """
    n, asked = start, 0
    while player_may_twist(sum(values[:n])):
        if asked == len(answers):
            return None
        answer = answers[asked].strip().lower()
        asked += 1
        if answer == "t":
            n += 1
        elif answer == "s":
            break
    return n, asked


def names(values: list[Card], version: int) -> str:
    """Cards in words as the version prints them.

    >>> names([("Ten", "Clubs"), ("Six", "Hearts")], 3)
    'Ten of Clubs, Six of Hearts'
    """
    return ", ".join(card_name(c, version) for c in values)


def show_error(message: dict) -> str:
    """An error from a call, as a student reads it (type, message, line).

    >>> show_error({"error": {"type": "ValueError", "message": "bad", "line": 12}})
    'raised ValueError: bad (line 12)'
    """
    err = message.get("error") or {}
    if err.get("type") == "DeckExhausted" or message.get("deck_exhausted"):
        return "kept drawing until the stacked deck ran out"
    if err.get("type") == "CallTimeout":
        return "did not finish within its time (an endless loop?)"
    if err.get("type") == "EOFError":
        return "kept asking after the scripted answers ran out"
    line = f" (line {err['line']})" if err.get("line") else ""
    said = f": {err['message']}" if err.get("message") else ""
    return f"raised {err.get('type')}{said}{line}"


# ---------------------------------------------------------------- drawing probes afresh

# answers meant to be refused: none a program may take for a twist or a stick in words of its
# own (``hit``, ``stand``, ``1``, ``yes``, ``k`` for a Dutch *kaart*: a program's own answers are
# its choice, and its runs show only those it uses most)
UNKNOWN_ANSWERS = ("", " ", "x", "?", "q", "z", ".", "!", "xq", "?!")
# answers that begin with the twist's (``t``) or the stick's (``s``) answer and go on: neither
# (the rules: anything else is asked again, never taken as a choice), so a program taking an
# answer by its first letter takes them; both are in every probe of refused answers, so its
# marks do not depend on which answers a master seed drew
PREFIXED = {"tw": "t", "sst": "s"}
TIE_AT_21 = 21


def _part(master: int | None, part: str) -> random.Random | None:
    """The random source of one group of probes (its own stream of the master seed); None without one.

    >>> _part(None, "values") is None, _part(3, "values").random() == _part(3, "values").random()
    (True, True)
    """
    return None if master is None else random.Random(f"probes {master} {part}")


def random_hand(rng: random.Random, target: int, lo: int = 2, hi: int = 10) -> list[int]:
    """Random card values from ``lo`` to ``hi`` adding up to ``target`` (so each prefix is below it).

    >>> h = random_hand(random.Random(1), 17); sum(h), all(2 <= v <= 10 for v in h)
    (17, True)
    """
    if target < lo:
        raise ValueError(f"no hand of cards from {lo} to {hi} adds up to {target}")
    values, left = [], target
    while left:
        value = rng.choice([v for v in range(lo, min(hi, left) + 1) if v == left or left - v >= lo])
        values.append(value)
        left -= value
    return values


def computer_hand(rng: random.Random, stick_at: int, final: int) -> list[int]:
    """Random values the contract's computer takes to end on ``final`` (from STICK_AT to STICK_AT + 9).

    Every card but the last keeps the computer below STICK_AT; the last one brings it to ``final``.

    >>> h = computer_hand(random.Random(2), 17, 21)
    >>> sum(h), sum(h[:-1]) < 17, computer_takes(h + [9], 17) == len(h)
    (21, True, True)
    """
    lows = range(max(2, final - 10), min(stick_at - 1, final - 2) + 1)
    if final < stick_at or not lows:
        raise ValueError(f"no computer hand ends on {final} with STICK_AT {stick_at}")
    before = rng.choice(lows)
    return random_hand(rng, before) + [final - before]


def bust_hand(rng: random.Random) -> list[int]:
    """Random values of a player who twists until going bust: 21 or less until the last card.

    >>> h = bust_hand(random.Random(4)); sum(h) > 21 >= sum(h[:-1])
    True
    """
    before = rng.randint(12, 21)
    return random_hand(rng, before) + [rng.randint(22 - before, 10)]


def dress(rng: random.Random, answer: str, force: bool = False) -> str:
    """An answer with capitals and spaces added at random (``force``: at least one of them).

    >>> rng = random.Random(1)
    >>> dress(rng, "t", force=True).strip().lower(), dress(rng, "s", True) != "s"
    ('t', True)
    """
    while True:
        dressed = (" " * rng.randint(0, 2) + (answer.upper() if rng.random() < 0.5 else answer)
                   + " " * rng.randint(0, 2))
        if dressed != answer or not force:
            return dressed


def unknown_answers(rng: random.Random, n: int) -> list[str]:
    """``n`` different answers that are neither ``t`` nor ``s`` (so each is asked again), in a
    random order: both of `PREFIXED` and ``n - 2`` of `UNKNOWN_ANSWERS`.

    >>> bad = unknown_answers(random.Random(3), 4)
    >>> [a.strip().lower() in ("t", "s") for a in bad], sorted(set(bad) & set(PREFIXED))
    ([False, False, False, False], ['sst', 'tw'])
    """
    out = list(PREFIXED) + rng.sample(UNKNOWN_ANSWERS, max(0, n - len(PREFIXED)))
    rng.shuffle(out)
    return out


CONTRACT_ANSWERS = ("t", "s")


def answers_said(answers: list[str]) -> str:
    """A probe's answers in its words.

    >>> answers_said(["t", " S"])
    "answers 't', ' S'"
    """
    return "answers " + ", ".join(repr(a) for a in answers)


def in_own_words(answers: list[str], own: tuple[str, str]) -> list[str]:
    """A probe's answers (``t`` twists, ``s`` sticks, anything else is refused, each dressed
    with capitals and spaces) in a program's own twist and stick answers, dressed alike.

    The assignment leaves the answers' words to the student (the rules page): a program whose
    runs twist with `p` and stick with `c` is probed with `p` and `c`. An answer meant to be
    refused that is one of the program's own is replaced by one that is not.

    >>> in_own_words([" T ", "s", "x", "p", "S "], ("p", "c"))
    [' P ', 'c', 'x', '', 'C ']
    >>> in_own_words(["", "T", "s"], ("", "hold"))
    ['x', '', 'hold']

    An answer begun with the twist's or the stick's and going on (`PREFIXED`) begins with the
    program's own:

    >>> in_own_words(["tw", "sst", "s"], ("hit", "stand"))
    ['hitw', 'standst', 'stand']
    """
    if tuple(own) == CONTRACT_ANSWERS:
        return list(answers)
    taken = {o.strip().lower() for o in own}
    spare = (a for a in UNKNOWN_ANSWERS if a.strip().lower() not in taken
             and a not in answers)
    out = []
    for answer in answers:
        core = answer.strip()
        if core in PREFIXED:            # begun with the program's own answer, and going on
            word = own[CONTRACT_ANSWERS.index(PREFIXED[core])]
            out.append(word + core[1:] if word.strip().lower() + core[1:] not in taken
                       else next(spare))
        elif core.lower() in CONTRACT_ANSWERS:
            word = own[CONTRACT_ANSWERS.index(core.lower())]
            word = word.upper() if core.isupper() else word
            left, right = answer[:len(answer) - len(answer.lstrip())], answer[len(answer.rstrip()):]
            out.append(left + word + right if word else "")
        elif core.lower() in taken:
            out.append(next(spare))
        else:
            out.append(answer)
    return out


def _deal(values: list[int], version: int, rng: random.Random | None) -> list[Card]:
    """A stacked deck of these values: v3 with suits drawn, v4 with suits drawn and no card twice.

    Without ``rng`` the suits take turns (`deck_of_values`); a value is a Ten when it is 10.

    >>> d = _deal([10, 10, 10, 10], 4, random.Random(5)); len(set(d)), {c[0] for c in d}
    (4, {'Ten'})
    """
    if rng is None or version < 3:
        return deck_of_values(values, version)
    deck: list[Card] = []
    for value in values:
        rank = RANKS[value - 1]
        suits = [s for s in SUITS if version == 3 or (rank, s) not in deck]
        if not suits:
            raise ValueError(f"more than four cards of value {value} in a version 4 deck")
        deck.append((rank, rng.choice(suits)))
    return deck


def _fits(values: list[int], version: int) -> bool:
    """Whether a version's deck can hold these values (v4: four cards of a value at most)."""
    return version != 4 or max(Counter(values).values(), default=0) <= 4


def _random_card(rng: random.Random, version: int, ranks: tuple[str, ...] = RANKS) -> Card:
    """A card of one of ``ranks`` with a suit drawn (v1: its value; v2: its rank)."""
    rank = rng.choice(ranks)
    if version == 1:
        return rank_value(rank)
    return rank if version == 2 else (rank, rng.choice(SUITS))


def play(values: list[int], answers: list[str], stick_at: int, player_first: bool = False,
         player_start: int = 1, computer_start: int = 1) -> tuple[int, int, int] | None:
    """(computer's cards, player's cards, questions) of one game from a stacked deck; None if
    the deck or the answers run out. The variants: the player first, turns that start with more cards.

    >>> play([9, 8, 5, 10], ["s"], 17), play([9, 8, 5, 10], ["s"], 17, player_first=True)
    ((2, 1, 1), (3, 1, 1))
    >>> play([9, 8, 5], ["s"], 17, player_first=True) is None
    True
    """
    def computer(at: int) -> int | None:
        n = computer_start
        while at + n <= len(values) and sum(values[at:at + n]) < stick_at:
            n += 1
        return n if at + n <= len(values) else None

    def player(at: int) -> tuple[int, int] | None:
        got = player_plays(values[at:], answers, player_start)
        return got if got is not None and at + got[0] <= len(values) else None

    if player_first:
        p = player(0)
        c = computer(p[0]) if p else None
        return (c, p[0], p[1]) if p and c else None
    c = computer(0)
    p = player(c) if c else None
    return (c, p[0], p[1]) if p and c else None


# ---------------------------------------------------------------- the probes

def build(version: int, stick_at: int, names_defined: set[str],
          params: dict[str, list[str] | None] | None = None,
          master: int | None = None, answers: tuple[str, str] = CONTRACT_ANSWERS) -> list[Probe]:
    """Every probe for a version whose functions exist in the submission.

    ``params`` (from the sandbox's inspect run) lets a turn function written without the
    ``show`` parameter still be called: it gets ``draw`` and ``ask`` only, and what it prints
    is read instead. ``master`` draws every probe afresh (the same master, the same probes,
    whatever functions exist); None gives the fixed probes. ``answers`` are the program's own
    twist and stick answers, as its runs found them to act (`in_own_words`); the probes are
    judged by what each answer means, whatever its words.

    >>> ps = build(1, 17, {"card_value", "computer_turn"})
    >>> sorted({p.call["fn"] for p in ps}), len(ps)
    (['card_value', 'computer_turn'], 14)
    >>> build(1, 17, {"player_turn"}, {"player_turn": ["draw", "ask"]})[0].call["args"]
    [{'$': 'draw'}, {'$': 'ask'}]
    >>> a, b = (build(3, 17, {"play_game"}, master=m) for m in (1, 2))
    >>> again = build(3, 17, {"play_game"}, master=1)
    >>> [p.call for p in a] == [p.call for p in again], a[0].call == b[0].call
    (True, False)
    """
    def part(name: str) -> random.Random | None:
        return _part(master, f"{version} {stick_at} {name}")
    probes = (value_probes(version, part("values")) + name_probes(version, part("names"))
              + winner_probes(part("winner")) + computer_probes(version, stick_at, part("computer"))
              + player_probes(version, part("player"), answers)
              + game_probes(version, stick_at, part("games"), answers)
              + deck_probes(version, part("decks")))
    chosen = [p for p in probes if p.call["fn"] in names_defined]
    for probe in chosen:
        names = (params or {}).get(probe.call["fn"])
        if probe.call["fn"] in ("player_turn", "play_game") and names is not None \
                and len(names) == 2 and "show" not in names:
            probe.call["args"] = [DRAW, ASK]
    return [p for p in chosen if _fits_signature(p, (params or {}).get(p.call["fn"]))]


CONTRACT_ARGS = {"computer_turn": 1, "player_turn": 3, "play_game": 3}   # draw, ask, show


def _fits_signature(probe: Probe, names: list[str] | None) -> bool:
    """Whether a function with parameters ``names`` can take the probe's arguments.

    A program of its own words may define a helper that shares a contract name but not its
    signature (``random_card()``, ``play_game()`` that asks and prints for itself): it is not
    the contract's function, so it is not probed, and the program runs judge its rules.
    Unknown parameters (None) are probed.

    >>> p = Probe("format", {"fn": "random_card", "args": [{"$": "rng", "seed": 1}]}, "random_card(r)")
    >>> _fits_signature(p, []), _fits_signature(p, ["rng"]), _fits_signature(p, None)
    (False, True, True)
    >>> _fits_signature(Probe("computer-first", {"fn": "play_game", "deck": []}, "play_game"), [])
    False
    """
    if names is None:
        return True
    given = len(probe.call["args"]) if "args" in probe.call \
        else CONTRACT_ARGS.get(probe.call["fn"], 0)
    return len(names) >= given


def _cards(version: int, rng: random.Random | None = None) -> list[Card]:
    """One card of each rank (v1: each number), suits taking turns (``rng``: suits drawn)."""
    if version == 1:
        return list(range(1, 11))
    if version == 2:
        return list(RANKS)
    if rng is None:
        return [(rank, SUITS[i % 4]) for i, rank in enumerate(RANKS)]
    return [(rank, rng.choice(SUITS)) for rank in RANKS]


def _value_probe(rule: str, hand: list[Card]) -> Probe:
    return Probe(rule, {"fn": "hand_value", "args": [[to_json(c) for c in hand]]},
                 f"hand_value({list(hand)!r})", _judge_equal, {"expected": hand_value(hand)})


def value_probes(version: int, rng: random.Random | None = None) -> list[Probe]:
    """card_value on every rank and hand_value on hands with Aces and face cards.

    With ``rng`` the ranks come in a random order with suits drawn, and the hands are drawn
    (in a random order too): one Ace, several Aces (both with other cards), face cards, and
    cards from Two to Nine.

    >>> [p.said for p in value_probes(2)][:2]
    ["card_value('Ace')", "card_value('Two')"]
    >>> sorted(p.data["expected"] for p in value_probes(1, random.Random(1))[:10])
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    """
    probes = []
    cards = _cards(version, rng)
    if rng is not None:
        rng.shuffle(cards)
    for card in cards:
        rule = "ace-counts-one" if card_value(card) == 1 else "card-values"
        probes.append(Probe(rule, {"fn": "card_value", "args": [to_json(card)]},
                            f"card_value({card!r})", _judge_equal, {"expected": card_value(card)}))
    if rng is None:
        ace, king = _cards(version)[0], _cards(version)[-1]
        other_ace = ("Ace", "Hearts") if version > 2 else ace
        hands = [("ace-counts-one", [ace, king]),
                 ("ace-counts-one", [ace, _cards(version)[-2], other_ace]),
                 ("card-values", _cards(version)[-3:] if version > 1 else [10, 9, 2]),
                 ("card-values", _cards(version)[5:8])]
    else:
        hands = [("ace-counts-one", _random_hand_of(rng, version, 1, rng.randint(1, 3))),
                 ("ace-counts-one",
                  _random_hand_of(rng, version, rng.randint(2, 3), rng.randint(1, 2))),
                 ("card-values", _random_hand_of(rng, version, 0, rng.randint(2, 3), faces=True)),
                 ("card-values", _random_hand_of(rng, version, 0, rng.randint(2, 4)))]
        rng.shuffle(hands)
    probes += [_value_probe(rule, hand) for rule, hand in hands]
    return probes


def _random_hand_of(rng: random.Random, version: int, aces: int, others: int,
                    faces: bool = False) -> list[Card]:
    """A hand of ``aces`` Aces and ``others`` other cards, shuffled, no card twice in v3 and v4.

    ``faces``: the others are from Ten to King, one of them a Jack, Queen or King; beside
    Aces too one of them is a Jack, Queen or King; without either they are from Two to Nine.

    >>> hand = _random_hand_of(random.Random(1), 4, 3, 2)
    >>> len(hand), len(set(hand)), sum(card_value(c) == 1 for c in hand)
    (5, 5, 3)
    """
    first = RANKS[10:] if faces or aces else RANKS[1:9]     # a Jack, Queen or King
    rest = RANKS[9:] if faces else RANKS[1:] if aces else RANKS[1:9]
    while True:
        hand = [_random_card(rng, version, ("Ace",)) for _ in range(aces)]
        hand += [_random_card(rng, version, rest if i else first) for i in range(others)]
        if version < 3 or len(set(hand)) == len(hand):
            rng.shuffle(hand)
            return hand


def name_probes(version: int, rng: random.Random | None = None) -> list[Probe]:
    """card_name on a few cards: the version's format (``rng``: a face card, an Ace and one
    from Two to Ten, drawn and shuffled).

    >>> name_probes(3)[0].data
    {'expected': 'Seven of Hearts', 'of': ('Seven', 'Hearts'), 'card': ('Seven', 'Hearts')}
    """
    if rng is None:
        cards = [_cards(version)[6], _cards(version)[-1], _cards(version)[0]]
    else:
        cards = [_random_card(rng, version, ranks) for ranks in (RANKS[1:10], RANKS[10:], ("Ace",))]
        rng.shuffle(cards)
    return [Probe("format", {"fn": "card_name", "args": [to_json(c)]}, f"card_name({c!r})",
                  _judge_name, {"expected": card_name(c, version), "of": c,
                                "card": c if version >= 3 and isinstance(c, tuple) else None})
            for c in cards]


WINNER_TABLE = [(22, 25), (26, 22), (22, 22), (23, 18), (25, 21), (18, 24), (21, 22), (18, 18),
                (21, 21), (5, 5), (17, 20), (20, 17), (19, 5), (12, 21)]


def random_winner_table(rng: random.Random) -> list[tuple[int, int]]:
    """(computer, player) values for decide_winner: every case of the four result rules, drawn.

    Both bust (each higher, and equal), each bust alone (one against 21, and 21 against 22),
    ties at 21 and below, the higher value each way (one of them 21), in a random order.

    >>> t = random_winner_table(random.Random(1)); len(t), sorted({deciding_rule(c, p) for c, p in t})
    (14, ['bust-draw', 'higher-wins', 'one-bust', 'tie-draw'])
    """
    bust = lambda: rng.randint(22, 30)         # noqa: E731
    fine = lambda: rng.randint(2, 20)          # noqa: E731
    b1, b2 = rng.sample(range(22, 31), 2)
    low, high = sorted(rng.sample(range(2, 21), 2))
    tie1, tie2 = rng.sample(range(2, 21), 2)
    table = [(max(b1, b2), min(b1, b2)), (min(b1, b2), max(b1, b2)), (bust(),) * 2,
             (bust(), fine()), (bust(), 21), (fine(), bust()), (21, 22),
             (tie1, tie1), (TIE_AT_21, TIE_AT_21), (tie2, tie2),
             (low, high), (high, low), (21, fine()), (fine(), 21)]
    rng.shuffle(table)
    return table


def winner_probes(rng: random.Random | None = None) -> list[Probe]:
    """decide_winner over every case of the four result rules.

    >>> sorted({p.rule for p in winner_probes()})
    ['bust-draw', 'higher-wins', 'one-bust', 'tie-draw']
    """
    table = WINNER_TABLE if rng is None else random_winner_table(rng)
    return [Probe(deciding_rule(c, p), {"fn": "decide_winner", "args": [c, p]},
                  f"decide_winner({c}, {p})", _judge_equal, {"expected": winner(c, p)})
            for c, p in table]


def _random_computer_decks(rng: random.Random, s: int, version: int) -> list[list[int]]:
    """Decks that reach STICK_AT exactly, pass it, go bust (where it can), and take many small cards."""
    def extra(n: int) -> list[int]:
        return [rng.randint(2, 10) for _ in range(n)]

    def small() -> list[int]:            # four cards or more
        values: list[int] = []
        while sum(values) < s or len(values) < 4:
            values = [] if sum(values) >= s else values + [rng.randint(2, 4)]
        return values
    passed = s - 1 + rng.randint(2, max(2, 22 - s))     # over STICK_AT, 21 at most if it can
    busted = s - 1 + rng.randint(max(2, min(10, 23 - s)), 10)
    makers = [lambda: computer_hand(rng, s, s) + extra(3),
              lambda: computer_hand(rng, s, passed) + extra(3),
              lambda: random_hand(rng, s - 1) + [busted - s + 1] + extra(2),
              lambda: small() + [rng.randint(5, 10), rng.randint(5, 10)]]
    decks = []
    for make in makers:
        values = make()
        while not _fits(values, version) or len(values) > 16:
            values = make()
        decks.append(values)
    return decks


def computer_probes(version: int, stick_at: int, rng: random.Random | None = None) -> list[Probe]:
    """computer_turn with decks that reach STICK_AT exactly, pass it, go bust, or take many cards.

    With ``rng`` they are drawn afresh and come in a random order.

    >>> [p.data["n"] for p in computer_probes(1, 17)]
    [2, 3, 3, 6]
    >>> [p.data["n"] >= 4 for p in computer_probes(4, 17, random.Random(3))][-1]
    True
    """
    s = stick_at
    if rng is None:
        decks = [exact_hand(s) + [5, 5, 5], exact_hand(s - 1) + [3, 5, 5],
                 exact_hand(s - 1) + [10, 5],
                 ([2, 3, 4] * 4)[:computer_takes([2, 3, 4] * 4, s)] + [9, 9]]
    else:
        decks = _random_computer_decks(rng, s, version)
        rng.shuffle(decks)
    probes = []
    for values in decks:
        deck = _deal(values, version, rng)
        n = computer_takes(values, s)
        probes.append(Probe("computer-draws", {"fn": "computer_turn", "deck": [to_json(c) for c in deck]},
                            f"computer_turn with the stacked deck {names(deck, version)} "
                            f"(STICK_AT {s})", _judge_computer, {"deck": deck, "n": n}))
    return probes


PLAYER_SCRIPTS = [
    ("one-card-start", [5, 9, 10, 10], ["s"]),
    ("player-choice", [2, 3, 4, 10, 10], ["t", "t", "s"]),
    ("player-choice", [5, 6, 10, 10], ["x", "", "?", " T ", "S "]),
    ("player-choice", [4, 3, 10, 10], ["T", "s"]),
    ("player-stops-at-bust", [10, 9, 5, 8, 8, 8], ["t"] * 6),
    ("player-stops-at-bust", [6, 10, 10, 9, 9], ["t"] * 5),
]


def random_player_scripts(rng: random.Random, version: int = 3
                          ) -> list[tuple[str, list[int], list[str]]]:
    """Player scripts like `PLAYER_SCRIPTS`, drawn: sticking at once, twisting then sticking,
    unknown answers between dressed ones, dressed answers, and two ways of going bust, one of
    them by twisting at 21 (with plain answers, so that a player who does not ignore spaces
    only fails player-choice).

    Every deck leaves room for a turn that starts with two cards.

    >>> [rule for rule, _, _ in random_player_scripts(random.Random(2))][:2]
    ['one-card-start', 'player-choice']
    """
    while True:
        scripts = _player_scripts(rng)
        if all(_fits(values, version) for _, values, _ in scripts):
            return scripts


def _player_scripts(rng: random.Random) -> list[tuple[str, list[int], list[str]]]:
    """One draw of `random_player_scripts` (a v4 deck may hold a value five times)."""
    def extra(n: int) -> list[int]:
        return [rng.randint(2, 10) for _ in range(n)]
    twice = [rng.randint(2, 6) for _ in range(3)]
    bad = unknown_answers(rng, rng.randint(3, 4))
    cut = rng.randint(1, len(bad) - 1)
    scripts = [
        ("one-card-start", extra(4), ["s"]),
        ("player-choice", twice + extra(2), [dress(rng, "t"), dress(rng, "t"), dress(rng, "s")]),
        ("player-choice", [rng.randint(2, 9), rng.randint(2, 9)] + extra(2),
         bad[:cut] + [dress(rng, "t", True)] + bad[cut:] + [dress(rng, "s", True)]),
        ("player-choice", [rng.randint(2, 9), rng.randint(2, 9)] + extra(2),
         [dress(rng, "t", True), dress(rng, "s", True)]),
    ]
    for values in (bust_hand(rng), random_hand(rng, 21) + [rng.randint(2, 10)]):
        values += extra(3)        # the second passes through 21 exactly: still asked there
        scripts.append(("player-stops-at-bust", values, ["t"] * len(values)))
    return scripts


def player_probes(version: int, rng: random.Random | None = None,
                  own: tuple[str, str] = CONTRACT_ANSWERS) -> list[Probe]:
    """player_turn with scripted answers: sticking, twisting, bad answers, going bust.

    With ``rng`` they are drawn afresh and come in a random order. ``own``: the program's own
    twist and stick answers, which the call gives in place of `t` and `s` (`in_own_words`); the
    judge reads each answer by what it means.

    >>> player_probes(1)[2].call["answers"]
    ['x', '', '?', ' T ', 'S ']
    """
    probes = []
    scripts = PLAYER_SCRIPTS if rng is None else random_player_scripts(rng, version)
    if rng is not None:
        rng.shuffle(scripts)
    for rule, values, answers in scripts:
        deck = _deal(values, version, rng)
        spoken = in_own_words(answers, own)
        probes.append(Probe(rule, {"fn": "player_turn", "deck": [to_json(c) for c in deck],
                                   "answers": spoken},
                            f"player_turn with the stacked deck {names(deck, version)} and the "
                            f"{answers_said(spoken)}", _judge_player,
                            {"deck": deck, "values": values, "answers": answers}))
    return probes


def _fixed_games(s: int) -> list[tuple[str, list[int], list[int], list[str]]]:
    """The fixed games of `game_probes`."""
    games: list[tuple[str, list[int], list[int], list[str]]] = [
        ("computer-first", exact_hand(s), [5, 10, 10], ["s"])]
    if s - 1 + 10 > 21:    # the computer can go bust
        games.append(("player-turn-always", exact_hand(s - 1) + [10], [4, 10], ["s"]))
        games.append(("bust-draw", exact_hand(s - 1) + [10], [10, 10, 5], ["t", "t", "t"]))
    else:
        games.append(("player-turn-always", exact_hand(s), [4, 10], ["s"]))
    games.append(("tie-draw", exact_hand(s), exact_hand(s) + [10], ["t"] * (len(exact_hand(s)) - 1) + ["s"]))
    player = exact_hand(s + 1) if s < 21 else [10]
    games.append(("higher-wins", exact_hand(s), player + [10],
                  ["t"] * (len(player) - 1) + ["s"]))
    return games


def random_games(rng: random.Random, s: int, version: int
                 ) -> list[tuple[str, list[int], list[int], list[str]]]:
    """Games like `_fixed_games`, drawn: (rule, computer's values, player's values and the
    cards after them, answers: plain ones, player-choice has probes of its own). The computer
    first (the player's value tells), the computer bust and the player still asked, both bust,
    ties at 21 and below, the higher value wins.

    Each deck is drawn again until the common variants (the player first, a turn starting
    with two cards) can play it to the end, and the player first would show other values.

    >>> [g[0] for g in random_games(random.Random(1), 17, 4)]
    ['computer-first', 'player-turn-always', 'bust-draw', 'tie-draw', 'tie-draw', 'higher-wins']
    """
    def sticks(final: int) -> tuple[list[int], list[str]]:
        hand = random_hand(rng, final)
        return hand, ["t"] * (len(hand) - 1) + ["s"]

    def busts() -> tuple[list[int], list[str]]:
        hand = bust_hand(rng)
        return hand, ["t"] * (len(hand) + 4)

    can_bust = s - 1 + 10 > 21
    makers: list[tuple[str, Callable[[], tuple[list[int], list[int], list[str]]]]] = []

    def first() -> tuple[list[int], list[int], list[str]]:
        player, answers = sticks(rng.randint(2, 21)) if rng.random() < 0.5 else \
            ([rng.randint(2, 10)], ["s"])
        return computer_hand(rng, s, rng.randint(s, 21)), player, answers
    makers.append(("computer-first", first))

    def always() -> tuple[list[int], list[int], list[str]]:
        final = rng.randint(22, s + 9) if can_bust else rng.randint(s, 21)
        return computer_hand(rng, s, final), [rng.randint(2, 10)], ["s"]
    makers.append(("player-turn-always", always))
    if can_bust:
        makers.append(("bust-draw", lambda: (computer_hand(rng, s, rng.randint(22, s + 9)), *busts())))
    ties = [TIE_AT_21] + ([rng.randint(s, 20)] if s < 21 else [])
    for tie in ties:
        makers.append(("tie-draw", lambda tie=tie: (computer_hand(rng, s, tie), *sticks(tie))))

    def higher() -> tuple[list[int], list[int], list[str]]:
        c = rng.randint(s, 20) if s < 21 and rng.random() < 0.5 else rng.randint(s, 21)
        p = rng.randint(c + 1, 21) if c < 21 and rng.random() < 0.5 else rng.randint(2, c - 1)
        return (computer_hand(rng, s, c), *sticks(p))
    makers.append(("higher-wins", higher))
    games = []
    for rule, make in makers:
        while True:
            computer, player, answers = make()
            values = computer + player + [rng.randint(2, 9) for _ in range(4)]
            if _game_plays(values, answers, s, len(computer), len(player)) \
                    and _fits(values, version):
                break
        games.append((rule, computer, values[len(computer):], answers))
    return games


def _game_plays(values: list[int], answers: list[str], s: int, c_n: int, p_n: int) -> bool:
    """Whether a game deck plays as meant, the common variants can play it to the end, and
    the player first would show other values."""
    want = play(values, answers, s)
    if want is None or want[:2] != (c_n, p_n):
        return False
    variants = [play(values, answers, s, player_first=True), play(values, answers, s, player_start=2),
                play(values, answers, s, computer_start=2)]
    if None in variants:
        return False
    p1, p2, _ = variants[0]        # the player first: the player's values, then the computer's
    swapped = (sum(values[p2:p2 + p1]), sum(values[:p2]))
    return swapped != (sum(values[:c_n]), sum(values[c_n:c_n + p_n]))


def game_probes(version: int, stick_at: int, rng: random.Random | None = None,
                own: tuple[str, str] = CONTRACT_ANSWERS) -> list[Probe]:
    """play_game with stacked decks: computer bust, both bust, a tie, a higher player, computer first.

    With ``rng`` they are drawn afresh and come in a random order; ``own`` as `player_probes`.

    >>> [p.rule for p in game_probes(1, 17)]
    ['computer-first', 'player-turn-always', 'bust-draw', 'tie-draw', 'higher-wins']
    """
    s = stick_at
    games = _fixed_games(s) if rng is None else random_games(rng, s, version)
    if rng is not None:           # in no fixed order: the n-th call is not always the same game
        rng.shuffle(games)
    probes = []
    for rule, computer, player, answers in games:
        deck = _deal(computer + player, version, rng)
        spoken = in_own_words(answers, own)
        probes.append(Probe(rule, {"fn": "play_game", "deck": [to_json(c) for c in deck],
                                   "answers": spoken},
                            f"play_game with the stacked deck {names(deck, version)} and the "
                            f"{answers_said(spoken)} (STICK_AT {s})",
                            _judge_game, {"deck": deck, "computer": computer, "player": player,
                                          "answers": answers, "version": version,
                                          "stick_at": s}))
    return probes


def deck_probes(version: int, rng: random.Random | None = None) -> list[Probe]:
    """v4: new_deck and shuffled_deck hold the 52 cards once each; v1 to v3: random_card gives a card.

    >>> [p.said for p in deck_probes(4)]
    ['new_deck()', 'shuffled_deck(random.Random(7))']
    """
    seeds = [rng.randrange(1, 2**31) for _ in range(3)] if rng is not None else [7, 1, 2, 3]
    if version == 4:
        seed = seeds[0]
        return [Probe("no-duplicates", {"fn": "new_deck", "args": []}, "new_deck()", _judge_deck),
                Probe("no-duplicates", {"fn": "shuffled_deck", "args": [{"$": "rng", "seed": seed}]},
                      f"shuffled_deck(random.Random({seed}))", _judge_deck)]
    return [Probe("format", {"fn": "random_card", "args": [{"$": "rng", "seed": seed}]},
                  f"random_card(random.Random({seed}))", _judge_random_card, {"version": version})
            for seed in seeds[-3:]] + [
        Probe("card-values", {"fn": "random_card", "args": [{"$": "rng", "seed": seeds[-1] + 1}],
                              "repeat": SPREAD},
              f"random_card(r) called {SPREAD} times with one r = random.Random({seeds[-1] + 1})",
              _judge_spread, {"version": version})]


SPREAD = 520            # random_card's cards drawn for their spread: 40 a rank, 52 a value


# ---------------------------------------------------------------- judging the replies

def _ev(probe: Probe, ok: bool, text: str, rule: str | None = None,
        also: tuple[str, ...] = ()) -> Evidence:
    return Evidence(rule or probe.rule, ok, "function", text, also)


def _judge_equal(probe: Probe, msg: dict, ctx: dict) -> list[Evidence]:
    want = probe.data["expected"]
    if msg.get("error"):
        return [_ev(probe, False, f"{probe.said} {show_error(msg)}; expected {want!r}")]
    got = from_json(msg.get("returned"))
    also = ("card-values",) if probe.call["fn"] == "hand_value" and probe.rule == "ace-counts-one" else ()
    if probe.call["fn"] == "hand_value" and probe.rule == "card-values":
        also = ("ace-counts-one",)
    return [_ev(probe, got == want, f"{probe.said} returned {got!r}" +
                ("" if got == want else f", expected {want!r}"), also=also)]


def _judge_name(probe: Probe, msg: dict, ctx: dict) -> list[Evidence]:
    want = probe.data["expected"]
    if msg.get("error"):
        return [_ev(probe, False, f"{probe.said} {show_error(msg)}; expected {want!r}")]
    got = msg.get("returned")
    ok = isinstance(got, str) and normalize(got) == normalize(want)
    if not ok and isinstance(got, str) and probe.data.get("card") is not None:
        # the card's code (``K♠``, ``QH``): the same card in the notation cards are printed in,
        # as a program may name its cards (the wording of what a program prints is its own)
        ok = card_of_code(got) == tuple(probe.data["card"])
    if not ok and isinstance(got, str) and ctx.get("own_name") is not None:
        # the card's name in the program's own words, as its games print the card
        # (`experiments.own_card_names`): the wording of what a program prints is its own
        own = ctx["own_name"](got, probe.data.get("of"))
        if own is None:
            return []            # a word of it no game printed: no evidence either way
        ok = own
    return [_ev(probe, ok, f"{probe.said} returned {got!r}" + ("" if ok else f", expected {want!r}"))]


def _judge_computer(probe: Probe, msg: dict, ctx: dict) -> list[Evidence]:
    deck, n = probe.data["deck"], probe.data["n"]
    want = deck[:n]
    if msg.get("error"):
        return [_ev(probe, False, f"{probe.said} {show_error(msg)}; it should take "
                                  f"{names(want, ctx['version'])} and stop")]
    got = from_json(msg.get("returned"))
    ok = got == want and msg.get("drawn") == n
    text = f"{probe.said} took {msg.get('drawn')} card(s) and returned {got!r}"
    if not ok:
        text += f"; it should take {n}: {names(want, ctx['version'])}, value {hand_value(want)}"
    return [_ev(probe, ok, text)]


def _named_cards(lines: list[str]) -> list[Card]:
    """Every card named as version 3 and 4 print them in some lines.

    >>> _named_cards(["Your cards: Nine of Clubs, Two of hearts", "Your value: 11"])
    [('Nine', 'Clubs'), ('Two', 'Hearts')]
    """
    return [(rank.title(), suit.title()) for line in lines
            for rank, suit in CARD3_RE.findall(normalize(line))]


def _judge_dealt(probe: Probe, msg: dict, hands: list[list[Card]], lines: list[str]) -> Evidence:
    """Version 4: the hands a turn or game ends with are the stacked deck's cards in the order dealt.

    ``hands`` are the hands in the order they should come off the deck (the computer's, then
    the player's; the player's first card before the computer's turn, or after the computer's
    first card, as the rules allow; the player's whole hand first is accepted too, as that is
    computer-first's fault), and
    every card named in ``lines`` must be one the deck dealt: a turn that draws ahead and
    re-sorts or re-shuffles the cards, or deals from a deck of its own, breaks the one-deck rule.
    """
    deck, drawn = probe.data["deck"], msg.get("drawn")
    dealt = deck[:drawn] if isinstance(drawn, int) and drawn >= 0 else []
    orders = [sum(hands, [])] + ([hands[1] + hands[0]] if len(hands) == 2 else [])
    if len(hands) == 2 and hands[0] and hands[1]:    # the player's first card before the
        (c, *cs), (p, *ps) = hands                   # computer's turn, or after its first card
        orders += [[p, c, *cs, *ps], [c, p, *cs, *ps]]   # (orders the rules allow)
    strangers = [c for c in _named_cards(lines) if c not in dealt]
    ok = any(order == dealt for order in orders) and not strangers
    text = (f"{probe.said}: the stacked deck dealt {names(dealt, 4) or 'no card'}; "
            + " and ".join(f"the {who} ended with {names(hand, 4) or 'no card'}"
                           for who, hand in zip(("computer", "player")[-len(hands):], hands)))
    if strangers:
        text += f"; it showed {card_name(strangers[0], 4)}, a card the stacked deck never dealt"
    if not ok:
        text += ("; version 4 deals every card from one deck in the order it comes, so the "
                 "player's cards are the ones dealt after the computer's")
    return _ev(probe, ok, text, rule="no-duplicates")


def _judge_player(probe: Probe, msg: dict, ctx: dict) -> list[Evidence]:
    deck, values, answers = probe.data["deck"], probe.data["values"], probe.data["answers"]
    dealt: list[Evidence] = []
    got = from_json(msg.get("returned"))
    if ctx["version"] == 4 and not msg.get("error") and isinstance(got, list):
        shown = shown_lines(msg)
        dealt = [_judge_dealt(probe, msg, [got], shown)]
    also = ("no-duplicates",) if dealt and not dealt[0].ok else ()
    if probe.rule == "one-card-start":
        return _judge_start(probe, msg, ctx, also) + dealt
    start = ctx.get("player_start", 1)
    want = player_plays(values, answers, start)
    if msg.get("error") or want is None:
        return [_ev(probe, False, f"{probe.said} {show_error(msg)}")]
    n, asked = want
    got = from_json(msg.get("returned"))
    said_asked = len(msg.get("asked", []))
    ok = got == deck[:n] and msg.get("drawn") == n and said_asked == asked
    text = (f"{probe.said} asked {said_asked} question(s), took {msg.get('drawn')} card(s) "
            f"and returned {got!r}")
    if not ok:
        text += f"; the contract's player is asked {asked} time(s) and ends with {names(deck[:n], ctx['version'])}"
    return [_ev(probe, ok, text, also=also)] + dealt


def _judge_start(probe: Probe, msg: dict, ctx: dict, also: tuple[str, ...] = ()) -> list[Evidence]:
    asked = len(msg.get("asked", []))
    if msg.get("error") or asked != 1:
        how = show_error(msg) if msg.get("error") else f"asked {asked} questions"
        return [_ev(probe, False, f"{probe.said} {how}; the player should be asked once and "
                                  f"stick", rule="player-choice", also=also)]
    drawn = msg.get("drawn")
    ok = drawn == 1
    return [_ev(probe, ok, f"{probe.said} drew {drawn} card(s) before the player stuck" +
                ("" if ok else "; a turn starts with exactly one card"), also=also)]


def dealt_in_orders(values: list[int], answers: list[str], stick_at: int) -> set[tuple[int, int]]:
    """The (computer, player) values a deck's card values give in each order the rules allow:
    the computer's turn first; the player's first card first; one card each, the computer's
    first, then the computer's hits. The player's turn follows ``answers``.

    >>> sorted(dealt_in_orders([4, 9, 5, 2, 9, 9, 3], ["s"], 17))
    [(18, 2), (20, 9), (25, 4)]
    """
    out = set()
    for stream, mine in deal_streams(values).values():
        hand = computer_takes_from(stream, stick_at)
        if hand is None:
            continue
        rest = mine + values[len(mine) + len(hand):]     # the player's, from the first on
        taken = player_plays(rest, answers)
        if taken is not None and rest:
            out.add((sum(hand), sum(rest[:taken[0]])))
    return out


def _judge_game(probe: Probe, msg: dict, ctx: dict) -> list[Evidence]:
    d, version = probe.data, probe.data["version"]
    if msg.get("error"):
        return [_ev(probe, False, f"{probe.said} {show_error(msg)}",
                    also=("player-choice", "player-stops-at-bust", "computer-draws"))]
    shown = shown_lines(msg)
    out: list[Evidence] = []
    result = read_result(shown, version)
    at = msg.get("asked_at")        # from the child: trusted only as a list of whole numbers
    at = [a for a in at if isinstance(a, int) and not isinstance(a, bool)] \
        if isinstance(at, list) else []
    block = [line for line in shown[at[-1]:] if line.strip()] if at and msg.get("shown") else []
    if ctx.get("read") and (result is None or result.format_problem) and block:
        again = ctx["read"](block)                 # the block after the last question
        if again is not None and not again.format_problem:
            result = again
    unread = result is not None and result.verdict is None and not ctx.get("words_known", True) \
        and any(any(ch.isalpha() for ch in line) and line not in result.lines for line in block)
    c_value, p_value = hand_value(d["computer"]), hand_value(d["player"][: len(d["answers"])])
    p_n = player_plays(d["player"], d["answers"]) or (1, 1)
    p_value = sum(d["player"][: p_n[0]])
    printed = "; it printed: " + " / ".join(shown[-6:]) if shown else "; it printed nothing"
    asked = len(msg.get("asked", []))
    deck_rule: tuple[str, ...] = ()
    hands = [result.computer.cards, result.player.cards] if result is not None else [None]
    if version == 4 and None not in hands:      # v4: the cards are the stacked deck's, in order
        in_order = _judge_dealt(probe, msg, [list(h) for h in hands], shown)
        out.append(in_order)
        deck_rule = () if in_order.ok else ("no-duplicates",)
    if probe.rule == "player-turn-always":
        bust = c_value > 21
        out.append(_ev(probe, asked >= 1, f"{probe.said}: the computer " +
                       (f"went bust with {c_value}" if bust else f"stuck at {c_value}") +
                       f" and the player was asked {asked} time(s)" +
                       ("" if asked else "; the player must still get a turn"),
                       also=("computer-first",)))
    allowed = dealt_in_orders(list(d["computer"]) + list(d["player"]), d["answers"],
                              d["stick_at"]) if "stick_at" in d else set()
    if probe.rule == "computer-first" and result is not None:
        seen_c, seen_p = result.computer.value, result.player.value
        ok = (seen_c, seen_p) == (c_value, p_value) or (seen_c, seen_p) in allowed
        out.append(_ev(probe, ok, f"{probe.said} printed a computer value of {seen_c} and a player "
                       f"value of {seen_p}" + ("" if ok else
                       f"; playing the computer's turn first gives {c_value} and {p_value}") + "",
                       also=("computer-draws", "one-card-start", "player-choice", "format")
                       + deck_rule))
    if unread:
        pass        # who won is told in words the grader could not learn: no evidence
    elif result is not None and result.format_problem:
        out.append(_ev(probe, False, f"{probe.said}: the result block: {result.format_problem}"
                       f"{printed}", rule="format", also=() if asked else ("player-turn-always",)))
    elif result is not None:
        out.append(_ev(probe, True, f"{probe.said} printed the result block in version "
                       f"{version}'s format", rule="format"))
    returned = msg.get("returned")
    c_read = result.computer.value if result is not None else None
    p_read = result.player.value if result is not None else None
    fits = {(c, p) for c, p in allowed | {(c_value, p_value)}
            if c_read in (None, c) and p_read in (None, p)}
    winners = {winner(c, p) for c, p in fits}
    if (c_read is None or p_read is None) and len(winners) > 1 and returned in winners \
            and (result is None or result.verdict in (None, returned)):
        return out      # values unread, and the orders the rules allow deal different winners:
        #                 the program's own order, which the probe cannot see, decides
    c_seen = c_read if c_read is not None else c_value
    p_seen = p_read if p_read is not None else p_value
    rule, want = deciding_rule(c_seen, p_seen), winner(c_seen, p_seen)
    ok = returned == want
    text = f"{probe.said}: computer {c_seen}, player {p_seen}, returned {returned!r}"
    if result is not None and result.verdict is not None and result.verdict != returned:
        ok = False
        text += f" but printed the verdict for {result.verdict!r}"
    printed_both = result is not None and None not in (result.computer.value, result.player.value)
    every = ("computer-first", "player-turn-always", "computer-draws", "player-choice",
             "player-stops-at-bust", "one-card-start", "format") + deck_rule
    also = deck_rule if printed_both and probe.rule == rule else every
    started = player_plays(d["player"], d["answers"], ctx.get("player_start", 1))
    gives = (c_value, sum(d["player"][: started[0]]) if started else p_value)
    if ok and printed_both and (c_seen, p_seen) != gives and (c_seen, p_seen) not in allowed:
        # values the cards dealt do not give, in any order the rules allow
        ok, also = False, every
        text += (f", the right verdict for those values, but the stacked deck gives the computer "
                 f"{gives[0]} and the player {gives[1]}")
        rule = probe.rule if probe.rule in WINNER_RULES else rule
        out.append(_ev(probe, False, text, rule=rule, also=also))
        return out
    out.append(_ev(probe, ok, text + ("" if ok else f"; {rule} expects {want!r}"), rule=rule,
                   also=also))
    return out


def _judge_deck(probe: Probe, msg: dict, ctx: dict) -> list[Evidence]:
    if msg.get("error"):
        return [_ev(probe, False, f"{probe.said} {show_error(msg)}")]
    got = from_json(msg.get("returned"))
    if not isinstance(got, list):
        return [_ev(probe, False, f"{probe.said} returned {got!r}, not a list of 52 cards")]
    cards = [c for c in got if isinstance(c, tuple)]
    dupes = sorted({c for c in cards if cards.count(c) > 1})
    ok = len(got) == 52 and len(set(cards)) == 52
    text = f"{probe.said} returned {len(got)} cards, {len(set(cards))} of them different"
    if dupes:
        text += f" ({card_name(dupes[0], 4)} more than once)"
    return [_ev(probe, ok, text + ("" if ok else "; a deck holds the 52 cards once each"))]


def _judge_random_card(probe: Probe, msg: dict, ctx: dict) -> list[Evidence]:
    if msg.get("error"):
        return [_ev(probe, False, f"{probe.said} {show_error(msg)}")]
    got = from_json(msg.get("returned"))
    version = probe.data["version"]
    kinds = {1: int, 2: str, 3: tuple}
    try:
        ok = isinstance(got, kinds[version]) and card_value(got) > 0
    except ValueError:
        ok = False
    return [_ev(probe, ok, f"{probe.said} returned {got!r}" +
                ("" if ok else f"; a version {version} card is " +
                 {1: "a number from 1 to 10", 2: "a rank name", 3: "a (rank, suit) tuple"}[version]))]


def _judge_spread(probe: Probe, msg: dict, ctx: dict) -> list[Evidence]:
    """``random_card`` drawn again and again from one ``random.Random``: every value (v1), rank
    (v2, v3) and suit (v3) as likely as the others, by Pearson's test at the statistics' rate
    (`stats.ALPHA`: a correct program fails it once in a million gradings). No evidence when a
    call failed or a card is not the assignment's (cards of the program's own, judged
    elsewhere).

    >>> p = Probe("card-values", {}, "random_card(r) x 520", _judge_spread, {"version": 2})
    >>> fair = [RANKS[i % 13] for i in range(520)]
    >>> [e.ok for e in _judge_spread(p, {"returned": fair}, {})]
    [True]
    >>> low = [RANKS[i % 10] for i in range(520)]           # a value 1..10 named: no faces
    >>> e = _judge_spread(p, {"returned": low}, {})[0]; e.ok, "came 0 times" in e.text
    (False, True)
    >>> _judge_spread(p, {"returned": ["KD"] * 520}, {})
    []
    """
    from autograder.pontoon.stats import chi_square, describe
    version = probe.data["version"]
    cards = from_json(msg.get("returned"))
    if msg.get("error") or not isinstance(cards, list) or not cards or \
            not all(_is_card(c, version) for c in cards):
        return []
    if version == 1:
        spreads = [("values", Counter(cards), {v: 1 / 10 for v in range(1, 11)})]
    elif version == 2:
        spreads = [("ranks", Counter(cards), {r: 1 / 13 for r in RANKS})]
    else:
        spreads = [("ranks", Counter(c[0] for c in cards), {r: 1 / 13 for r in RANKS}),
                   ("suits", Counter(c[1] for c in cards), {s: 1 / 4 for s in SUITS})]
    out = []
    for what, counts, expected in spreads:
        test = chi_square(counts, expected)
        if test is None:
            continue
        text = f"{probe.said}: its {what}: " + describe(test, "cards")
        out.append(_ev(probe, test.passed, text + ("" if test.passed else
                                                   "; every card should be equally likely")))
    return out


REJECTED = ("TypeError", "ValueError", "AttributeError", "KeyError", "IndexError")  # wrong argument
OWN_CARDS = "cards of its own"       # a card-making function's replies, not the assignment's
CARD_TAKERS = {"card_value", "card_name", "hand_value"}  # given the assignment's cards by a probe
CARD_KINDS = {1: int, 2: str, 3: tuple, 4: tuple}


def _is_card(value: Any, version: int) -> bool:
    """Whether a returned value is one of the assignment's cards for a version (after `from_json`).

    >>> _is_card(("Ten", "Clubs"), 4), _is_card("KD", 2), _is_card("King", 2), _is_card(7, 1)
    (True, False, True, True)
    """
    if not isinstance(value, CARD_KINDS[version]) or isinstance(value, bool):
        return False
    try:
        card_value(value)
    except (ValueError, TypeError):
        return False
    return True


def _own_cards(fn: str, msg: dict | None, version: int) -> bool:
    """Whether a card-making function's reply is made of the program's own cards: a deck with
    none of the assignment's cards in it (strings like ``"KD"``, objects, numbers 0..51), or a
    random card that is not one. Such a reply says nothing about the assignment's rules.

    >>> _own_cards("new_deck", {"returned": ["AC", "2C"]}, 4), _own_cards("new_deck", {"returned": []}, 4)
    (True, False)
    >>> _own_cards("random_card", {"returned": {"type": "Card", "repr": "Card('Q', 'S')"}}, 3)
    True
    """
    if not msg or msg.get("error") or "returned" not in msg:
        return False
    got = from_json(msg["returned"])
    if fn in ("new_deck", "shuffled_deck"):
        return isinstance(got, list) and bool(got) and not any(_is_card(c, 4) for c in got)
    if fn == "random_card":
        return got is not None and not _is_card(got, version)
    return False


def foreign_functions(probes: list[Probe], by_index: dict, version: int = 4) -> dict[str, str]:
    """The functions named as the assignment names them that take or make other things than the
    assignment's: every call made with the assignment's cards (or ``draw`` and ``ask``) raised an
    error of the kind a wrong argument raises (`REJECTED`), or every card-making call returned
    the program's own cards (`OWN_CARDS`): {name: why}. A program whose deck or random card is
    made of its own cards has the functions of a card (`CARD_TAKERS`) take its own cards too,
    whatever they make of the assignment's (``str(card)`` names a tuple as well as its own card
    object). A program may use the names for its own
    functions (cards as strings or numbers, an iterator for a deck, its own rank names); such a
    function is no evidence either way, and the program's games judge its rules. A function
    that takes some calls and fails others is judged by its calls.

    >>> probes = [Probe("card-values", {"fn": "card_value", "args": [["Ten", "Clubs"]]}, "c")] * 2
    >>> foreign_functions(probes, {0: {"error": {"type": "TypeError"}}, 1: {"error": {"type": "TypeError"}}})
    {'card_value': 'raised TypeError'}
    >>> foreign_functions(probes, {0: {"error": {"type": "TypeError"}}, 1: {"returned": 10}})
    {}
    >>> decks = [Probe("no-duplicates", {"fn": "new_deck", "args": []}, "new_deck()")]
    >>> foreign_functions(decks, {0: {"returned": ["AC", "2C", "3C"]}})
    {'new_deck': 'returned cards of its own'}
    >>> names = [Probe("format", {"fn": "card_name", "args": [["Ace", "Clubs"]]}, "n")]
    >>> foreign_functions(decks + names, {0: {"returned": ["AC", "2C"]}, 1: {"returned": "('Ace', 'Clubs')"}})
    {'new_deck': 'returned cards of its own', 'card_name': 'takes cards of its own'}
    >>> foreign_functions(probes[:1] + names, {0: {"error": {"type": "ValueError"}}, 1: {"returned": "Ace (Clubs)"}})
    {'card_value': 'raised ValueError', 'card_name': 'takes cards of its own'}
    """
    calls: dict[str, list] = {}
    for i, probe in enumerate(probes):
        if not probe.call.get("repeat"):   # (a spread's many cards are judged card by card)
            calls.setdefault(probe.call["fn"], []).append(by_index.get(i))
    out = {}
    for fn, msgs in calls.items():
        kinds = [m["error"].get("type") if m and isinstance(m.get("error"), dict) else None
                 for m in msgs]
        if kinds and all(kind in REJECTED for kind in kinds):
            out[fn] = "raised " + " or ".join(sorted(set(kinds)))
        elif msgs and all(_own_cards(fn, m, version) for m in msgs):
            out[fn] = "returned " + OWN_CARDS
    if any(why.endswith(OWN_CARDS) for why in out.values()) or \
            any(fn in CARD_TAKERS and why.startswith("raised") for fn, why in out.items()):
        # given cards the program does not deal: a card's value that rejects every one of the
        # assignment's cards (its own rank names) says the program's cards are its own, and
        # its card's name, which formats any pair, names them in its own way too
        for fn in CARD_TAKERS & set(calls):
            out.setdefault(fn, "takes " + OWN_CARDS)
    return out


def own_functions_note(foreign: dict[str, str]) -> str:
    """One problem line for every function of the program's own (`foreign_functions`).

    >>> own_functions_note({"card_value": "raised TypeError", "new_deck": "returned cards of its own"})
    "card_value and new_deck are functions of the program's own, not the assignment's (card_value raised TypeError at every call with the assignment's cards or arguments; new_deck returned cards of its own), so their rules were judged from the program's games"
    >>> own_functions_note({"hand_value": "raised TypeError"})[:48]
    "hand_value is a function of the program's own, n"
    """
    def listed(names: list[str]) -> str:
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    names = sorted(foreign)
    raised = [fn for fn in names if foreign[fn].startswith("raised")]
    makes = [fn for fn in names if foreign[fn] == "returned " + OWN_CARDS]
    takes = [fn for fn in names if foreign[fn] == "takes " + OWN_CARDS]
    why = []
    if raised:
        why.append(listed([f"{fn} {foreign[fn]}" for fn in raised])
                   + " at every call with the assignment's cards or arguments")
    if makes:
        why.append(f"{listed(makes)} returned cards of {'its' if len(makes) == 1 else 'their'} own")
    if takes:
        why.append(f"{listed(takes)} {'takes' if len(takes) == 1 else 'take'} such cards")
    verb, their = ("is a function", "its") if len(names) == 1 else ("are functions", "their")
    return (f"{listed(names)} {verb} of the program's own, not the assignment's "
            f"({'; '.join(why)}), so {their} rules were judged from the program's games")


def winner_words(probes: list[Probe], by_index: dict) -> dict[str, str]:
    """A ``decide_winner`` that answers in words of its own (``"dealer"`` for the computer):
    each word it returned means the outcome it was returned for most often, where no two of
    its words mean the same one and a word of the contract's means itself; {} where it
    answers in the contract's words, or its words cannot be read so.

    >>> ps = winner_probes()
    >>> said = {"computer": "dealer", "player": "player", "draw": "push"}
    >>> msgs = {i: {"returned": said[p.data["expected"]]} for i, p in enumerate(ps)}
    >>> sorted(winner_words(ps, msgs).items())
    [('dealer', 'computer'), ('push', 'draw')]
    """
    seen: dict[str, Counter] = {}
    for i, probe in enumerate(probes):
        got = by_index.get(i, {}).get("returned") if probe.call["fn"] == "decide_winner" else None
        if isinstance(got, str):
            seen.setdefault(got, Counter())[probe.data["expected"]] += 1
    outcomes = ("computer", "player", "draw")
    if not seen or all(word in outcomes for word in seen):
        return {}
    means = {word: counts.most_common(1)[0][0] for word, counts in seen.items()}
    if any(word in outcomes and meant != word for word, meant in means.items()) or \
            len(set(means.values())) != len(means):
        return {}
    return {word: meant for word, meant in means.items() if word not in outcomes}


def judge_replies(probes: list[Probe], messages: list[dict], version: int,
                  notes: list[str] | None = None,
                  read: Callable[[list[str]], Any] | None = None,
                  words_known: bool = True,
                  own_name: Callable[[str, Any], bool] | None = None) -> list[Evidence]:
    """Judge every call message against its probe (probes first learn how a player turn starts).

    ``read`` reads a result block through what the program's own games taught
    (`autograder.pontoon.experiments.read_block`): a ``play_game`` whose block the contract's
    words cannot read (who won in German) is read in the program's words. ``words_known``
    False: the program's games taught nothing of its words (no reading), so a block whose
    verdict no word tells, but which prints a line besides its hands, shows no `format` fault.
    ``own_name(name, card)``: whether a name ``card_name`` returned is the card's as the
    program's games print it in words of its own (`experiments.own_card_names`).

    A turn function that never calls its ``draw`` parameter (it deals from ``random`` itself)
    cannot be given a stacked deck: its probes are left out and ``notes`` says so, and its
    rules are judged from the program's games instead.

    >>> p = winner_probes()[0]
    >>> judge_replies([p], [{"kind": "call", "index": 0, "returned": "draw"}], 1)[0].ok
    True
    """
    by_index = {m.get("index"): m for m in messages if m.get("kind") == "call"}
    ctx: dict[str, Any] = {"version": version, "read": read, "words_known": words_known,
                           "own_name": own_name}
    for i, probe in enumerate(probes):
        msg = by_index.get(i)
        if probe.rule == "one-card-start" and msg and not msg.get("error") \
                and len(msg.get("asked", [])) == 1 and isinstance(msg.get("drawn"), int):
            ctx["player_start"] = max(1, msg["drawn"])
    evidence: list[Evidence] = []
    ignores = {p.call["fn"] for i, p in enumerate(probes)
               if p.call.get("deck") and by_index.get(i) and not by_index[i].get("error")
               and by_index[i].get("drawn") == 0 and by_index[i].get("returned") is not None}
    ignores -= {p.call["fn"] for i, p in enumerate(probes)
                if p.call.get("deck") and by_index.get(i) and by_index[i].get("drawn")}
    if ignores & {"computer_turn", "player_turn"}:
        ignores.add("play_game")          # it deals through them, so its deck is not its own
    for fn in sorted(ignores):
        if notes is not None:
            notes.append(f"{fn} does not deal with its `draw` parameter (it draws from "
                         f"`random` itself, or through a function that does), so it could not "
                         f"be given a stacked deck; its rules were judged from the program's games")
    foreign = foreign_functions(probes, by_index, version)
    ignores |= set(foreign)
    if foreign and notes is not None:
        notes.append(own_functions_note(foreign))
    words = winner_words(probes, by_index)
    for i, probe in enumerate(probes):
        msg = by_index.get(i)
        if words and msg is not None and probe.call["fn"] == "decide_winner" \
                and isinstance(msg.get("returned"), str):
            msg = dict(msg, returned=words.get(msg["returned"], msg["returned"]))
        if probe.call["fn"] in ignores:
            continue
        if msg is None:
            evidence.append(Evidence(probe.rule, False, "function",
                                     f"{probe.said} never came back (the run stopped before it)",
                                     also=("computer-draws", "player-choice", "player-stops-at-bust")))
            continue
        evidence.extend(probe.judge(probe, msg, ctx))
    return evidence
