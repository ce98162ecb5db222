"""Reading by perturbation: which printed numbers are hand values, and which line names the result.

The grader deals every card, so it need not recognise a program's words to read its games. It
plays one *base* game from its own stacked cards, then *twins* of it, each the same game with
one thing changed, and compares what was printed line by line:

- the *computer twin* raises two of the computer's cards (one by 1, one by 2): a number that
  moves by exactly 3 is the computer's value; a card of its hand printed alone (a list's item,
  "drew: 7") moves by 1 or 2, and a chip count or a score does not move at all;
- the *player twin* does the same to two of the player's cards;
- the *bust twin* raises the player's last card until the player is bust. The base game has
  neither side bust and the player higher, so the player wins it under every rule variant, and
  a player bust alone loses under every variant: the line that changes with the outcome (and
  not with a card alone, as in the player twin) names the result, and its two texts are the
  program's own words for "the player wins" and "the computer wins". A third text in that
  place is a draw.

Every change is checked by dealing the cards here (`programs.deal_values`) in both dealing
orders: the hands keep their lengths, the player's choices stay the same, and only the
intended hand moves. The four games are one extra stacked run in the scenario runs' child.
Where they read nothing, the grader tries games planned for other thresholds, for a computer
of two cards (`plan_two`) and for a program dealing the player's turn first, whole or after
one card each (`plan_player_first`, checked in that order alone).

Glossary: a *slot* is a line of the base game's result block (its index); a *skeleton* is a
line with its digits masked (``player value: #``); a *reading* is what the twins showed about
each slot: whose value its numbers are, or that they are not a hand's value at all.
"""
from __future__ import annotations

import random
import re
from functools import lru_cache
from dataclasses import dataclass, field, replace
from difflib import SequenceMatcher

from autograder.pontoon import rules
from autograder.pontoon.contract import normalize
from autograder.pontoon.contract import CARD3_RE, FACES, RANK_RE, RANKS, SUITS, card_value
from autograder.pontoon.programs import (GOALS, ONE_EACH_COMPUTER, ONE_EACH_FIRST, ORDERS,
                                         PLAYER_FIRST, TEN_VALUED, _POOL,
                                         Played, Run, _fits_one_deck, cards_of_values,
                                         deal_values, plain_tens)
from autograder.pontoon.transcript import Ask, Game, Hand, Result, _shown_problem, block

# the two changes a side twin may make to two cards of a hand: the hand moves by their sum,
# which neither card alone moves by
DELTAS = ((1, 2), (2, 1), (2, -1), (-1, 2), (1, -2), (-2, 1), (-1, -2), (-2, -1))
GAMES = ("base", "computer", "player", "bust", "computer-bust", "computer-higher", "first", "suits",
         "tens", "faces")
# the experiment games: the run's first four, in order; the two anchors (`_anchor`), where
# both fit, each played alone and only when the outcomes' words are in doubt (`anchor_runs`);
# the computer's first card changed (`_first_twin`), the run's fifth game where it fits; the
# base game with every card of another suit (`_suit_twin`); and, where they fit, a game whose
# hands each hold a Ten (`_tens_game`) and the same with each Ten a face (`_rank_twin`), the
# run's last two
NUMBER_RE = re.compile(r"\d+")
SIGNED_RE = re.compile(r"-?\d+")       # a chip count may go below 0: the same line


@dataclass(frozen=True)
class Plan:
    """The experiment run and the change each of its twins makes (values, base first).

    >>> plan = plan_experiments(7, 17, 18)
    >>> [len(g) for g in plan.run.task["stack"]["games"]][:4] == [len(plan.values[0])] * 4
    True
    >>> len(plan.values), plan.run.goals, len(plan.anchors), len(plan.anchor_values)
    (8, ('base', 'computer', 'player', 'bust', 'first', 'suits', 'tens', 'faces'), 2, 2)
    """

    run: Run
    values: tuple[tuple[int, ...], ...]     # card values of the run's games, in its order: the
    # base game, its three twins, where it fits the first-card twin (`_first_twin`), the suit
    # twin (the base's values: `_suit_twin`) and, where they fit, the game of Tens and its rank
    # twin (`_tens_game`, `_rank_twin`)
    stick_at: int = 17
    twist_below: int = 17
    anchors: tuple = ()     # the anchors' cards (`_anchor`), each played alone when needed
    anchor_values: tuple = ()   # and their values
    orders: tuple[str, ...] = ORDERS    # the dealing orders the games were planned for (the
    #                                     player's turn first: `plan_player_first`)
    winner: str = "player"      # who wins the base game: the player, higher; the computer,
    #                             higher, where a STICK_AT of 20 or 21 leaves the player no room
    #                             above it (`plan_experiments`), its bust twin busting the computer

    @property
    def first(self) -> tuple[int, ...] | None:
        """The first-card twin's values, where the run deals it."""
        return self.values[self.run.goals.index("first")] if "first" in self.run.goals else None

    def hands(self, game: int) -> set[tuple[int, int]]:
        """The (computer, player) values a game ends with when dealt by the rules, in either
        dealing order.

        >>> plan = plan_experiments(3, 17, 16)
        >>> all(c < p <= 21 for c, p in plan.hands(0))
        True
        """
        out = set()
        for order in self.orders:
            dealt = deal_values(list(self.values[game]), self.stick_at, self.twist_below, order)
            if dealt is not None:
                out.add((sum(dealt[0]), sum(dealt[1])))
        return out


def _effect(base: list[int], twin: list[int], stick_at: int, twist_below: int,
            order: str) -> tuple[int, int, list[int], list[int]] | None:
    """How a twin's deal differs from the base's in one order: (computer's change, player's
    change, twin's computer hand, twin's player hand); None when a hand's length changed."""
    a = deal_values(base, stick_at, twist_below, order)
    b = deal_values(twin, stick_at, twist_below, order)
    if a is None or b is None or len(a[0]) != len(b[0]) or len(a[1]) != len(b[1]):
        return None
    return sum(b[0]) - sum(a[0]), sum(b[1]) - sum(a[1]), b[0], b[1]


def _twin(base: list[int], changes: dict[int, int], stick_at: int, twist_below: int,
          want: tuple[int, int], winner: str, steady_from: int | None = None,
          orders: tuple[str, ...] = ORDERS, bust_ok: bool = False) -> list[int] | None:
    """The base values with ``changes`` (position -> new value), when in both orders (or those
    of ``orders``) the hands keep their lengths, move by ``want`` (computer, player) and the
    winner is ``winner``, and a computer sticking from ``steady_from`` on takes the same cards
    (`_steady`). With ``bust_ok`` a side twin may take the computer over 21 (a computer on 21,
    its STICK_AT, moves no other way)."""
    twin = list(base)
    for pos, value in changes.items():
        if not 2 <= value <= 10:          # no Ace: its value is a rule a program may break
            return None
        twin[pos] = value
    if not _steady(twin, stick_at, twist_below, steady_from or stick_at, orders):
        return None
    for order in orders:
        effect = _effect(base, twin, stick_at, twist_below, order)
        if effect is None or effect[:2] != want and want != (0, 0):
            return None
        if rules.winner(sum(effect[2]), sum(effect[3])) != winner:
            return None
        if want != (0, 0) and (sum(effect[3]) > 21 or sum(effect[2]) > 21 and not bust_ok):
            return None      # a side twin moves a value, not the outcome's kind: no one bust
    return twin


def _steady(values: list[int], stick_at: int, twist_below: int, lowest: int,
            orders: tuple[str, ...] = ORDERS) -> bool:
    """Whether a game deals the same hands, in both dealing orders (or those of ``orders``), to
    a computer sticking anywhere from ``lowest`` up to ``stick_at`` as to one sticking at
    ``stick_at``.

    >>> _steady([5, 6, 7, 4, 5, 6, 2, 2], 17, 14, 14), _steady([7, 6, 4, 4, 5, 6, 2, 2], 17, 14, 14)
    (True, False)
    >>> _steady([7, 6, 4, 4, 5, 6, 2, 2], 17, 14, 17)
    True
    """
    if lowest >= stick_at:
        return True
    want = [deal_values(values, stick_at, twist_below, o) for o in orders]
    return all(deal_values(values, t, twist_below, o) == w
               for t in range(lowest, stick_at) for o, w in zip(orders, want))


def owners(values: list[int], stick_at: int, twist_below: int, order: str) -> list[str]:
    """Which side each card a deal hands out goes to, in order ("computer" or "player").

    >>> owners([9, 10, 8, 3, 5], 17, 15, "B")
    ['player', 'computer', 'computer', 'player', 'player']
    >>> owners([9, 10, 8, 10], 17, 15, PLAYER_FIRST)
    ['player', 'player', 'computer', 'computer']
    """
    computer, player = deal_values(values, stick_at, twist_below, order)
    k, m = len(computer), len(player)
    if order == "A":
        return ["computer"] * k + ["player"] * m
    if order == "B":
        return ["player"] + ["computer"] * k + ["player"] * (m - 1)
    if order == PLAYER_FIRST:
        return ["player"] * m + ["computer"] * k
    if order == ONE_EACH_COMPUTER:
        return ["computer", "player"] + ["computer"] * (k - 1) + ["player"] * (m - 1)
    if order == ONE_EACH_FIRST:
        return ["player", "computer"] + ["player"] * (m - 1) + ["computer"] * (k - 1)
    raise ValueError(f"no experiment is planned for dealing order {order!r}")


def _side_twin(base: list[int], side: str, stick_at: int, twist_below: int,
               steady_from: int | None = None,
               orders: tuple[str, ...] = ORDERS) -> list[int] | None:
    """A twin changing two cards of one side by a pair of `DELTAS`, the winner unchanged, in the
    rules' two orders or the one of ``orders``."""
    computer, player = deal_values(base, stick_at, twist_below, orders[0])
    winner = rules.winner(sum(computer), sum(player))
    k, m = len(computer), len(player)
    # a computer on 21 where its STICK_AT is 21 takes another card below it: it moves only up,
    # over 21, and the player wins (the outcome's line changes with it, a value's moves by the
    # twin's change all the same)
    bust_ok = side == "computer" and sum(computer) == 21 == stick_at
    if orders == ORDERS:
        # positions every order gives this side: the computer's 2nd..kth card, the player's
        # after both hands' first cards
        places = list(range(1, k)) if side == "computer" else list(range(k + 1, k + m))
    else:        # one order (`plan_player_first`): the side's cards as it deals them
        places = [i for i, who in enumerate(owners(base, stick_at, twist_below, orders[0]))
                  if who == side]
    if len(places) == 1:       # a computer of two cards (`plan_two`): its second changes alone
        for d in (1, -1, 2, -2):
            twin = _twin(base, {places[0]: base[places[0]] + d}, stick_at, twist_below,
                         (d, 0) if side == "computer" else (0, d), winner, steady_from, orders)
            if twin is not None:
                return twin
    # the player's changes that leave room for the spare Ace after the hands (`_base`) first
    room = 20 if winner == "player" else sum(computer) - 2
    deltas = sorted(DELTAS, key=lambda d: side == "player" and sum(player) + d[0] + d[1] > room)
    for d1, d2 in deltas:
        if bust_ok and d1 + d2 < 0:
            continue
        want = (d1 + d2, 0) if side == "computer" else (0, d1 + d2)
        for a in places:
            for b in places:
                if a < b:
                    twin = _twin(base, {a: base[a] + d1, b: base[b] + d2}, stick_at,
                                 twist_below, want, "player" if bust_ok else winner, steady_from,
                                 orders, bust_ok)
                    if twin is not None:
                        return twin
    return None


def _bust_twin(base: list[int], stick_at: int, twist_below: int,
               steady_from: int | None = None,
               orders: tuple[str, ...] = ORDERS, winner: str = "computer") -> list[int] | None:
    """A twin whose loser's last card (the player's, where ``winner`` is the computer) is raised
    until that side alone is bust, by the least that busts and fits one deck.

    >>> _bust_twin([8, 7, 6, 5, 6, 4, 3, 9, 9, 9, 9], 21, 17, orders=("A",), winner="player")[:3]
    [8, 7, 7]
    """
    side = 1 if winner == "computer" else 0        # the loser's hand in `deal_values`
    hand = owners(base, stick_at, twist_below, orders[0])
    last = len(hand) - 1 - hand[::-1].index(("computer", "player")[side])
    for value in range(base[last] + 1, 11):       # the least that busts: a Ten, never a face
        #                                             card, only when nothing less will do
        twin = _twin(base, {last: value}, stick_at, twist_below, (0, 0), winner, steady_from,
                     orders)
        if twin is not None and _fits_one_deck(twin) and \
                all(sum(deal_values(twin, stick_at, twist_below, o)[side]) > 21 for o in orders):
            return twin
    return None


def _first_twin(base: list[int], stick_at: int, twist_below: int,
                steady_from: int, winner: str = "player") -> list[int] | None:
    """The base game with its first card changed, for a program dealing the computer's turn
    first (order A): the computer's first card moves by a little and nothing else does, the
    computer taking as many cards (from ``steady_from`` on, as `_steady` asks) and no hand
    going bust. A program dealing the player's card first (order B) gives that card to the
    player instead, which the values the twin's result shows tell apart. So a line printed during
    the player's turn that changes with it, in a program dealing the computer first, shows the
    computer's first card, which the computer twin (its 2nd and later cards) cannot show.

    >>> plan = plan_experiments(3, 17, 18)
    >>> base, first = list(plan.values[0]), list(plan.first)
    >>> [a != b for a, b in zip(base, first)][:2], deal_values(base, 17, 18)[1] == deal_values(first, 17, 18)[1]
    ([True, False], True)

    A computer on 19 against the player's 20 has no first card that keeps the player's win:
    the twin ties them.

    >>> _first_twin([9, 10, 10, 10, 3], 19, 16, 19)
    [10, 10, 10, 10, 3]
    """
    want = deal_values(base, stick_at, twist_below, "A")
    for same in (True, False):      # the base's winner kept where it can be; else (a computer
        for d in (1, -1, 2, -2, 3, -3):       # sticking high, with no room below the player's
            if not 2 <= base[0] + d <= 10:    # value) a tie or the computer higher: the lines
                continue                      # of the player's turn are what the twin shows
            twin = [base[0] + d] + base[1:]
            got = deal_values(twin, stick_at, twist_below, "A")
            if got is None or len(got[0]) != len(want[0]) or got[1] != want[1] or \
                    rules.is_bust(sum(got[0])) or \
                    same and rules.winner(sum(got[0]), sum(got[1])) != winner:
                continue
            if _steady(twin, stick_at, twist_below, steady_from, ("A",)) and _fits_one_deck(twin):
                return twin
    return None


def _anchor(master: int, goal: str, stick_at: int, twist_below: int,
            steady_from: int) -> list[int] | None:
    """Card values for a game whose winner no rule but one can change, in both dealing orders,
    with no Ace and alike for a computer sticking from ``steady_from`` (`_steady`): ``goal``
    ``computer-bust``, the computer alone bust (the player's win but for `one-bust`), or
    ``computer-higher``, neither bust and the computer higher (the computer's win but for
    `higher-wins`). The computer takes three cards, its first worth the player's first (both
    orders deal the same hands, as in `_base`); drawn from a stream of its own, so the other
    experiment games stay as they were. None when no such game fits (a computer sticking on 12
    cannot go bust).

    >>> values = _anchor(3, "computer-bust", 17, 16, 14)
    >>> [[sum(h) > 21 for h in deal_values(values, 17, 16, o)] for o in ORDERS]
    [[True, False], [True, False]]
    >>> values = _anchor(3, "computer-higher", 17, 16, 14)
    >>> [[sum(h) for h in deal_values(values, 17, 16, o)] for o in ORDERS]
    [[17, 16], [17, 16]]
    >>> _anchor(3, "computer-bust", 12, 16, 12) is None
    True
    """
    from autograder.pontoon.programs import _hand
    rng = random.Random(f"experiments {goal} {master} {stick_at} {twist_below}")
    lowest = min(steady_from, stick_at)
    bust = goal == "computer-bust"
    triples = [(x, y, c) for x in range(2, 11) for y in range(2, 11) for c in range(2, 11)
               if x + y < lowest and y + c < lowest and x + y + c >= stick_at
               and (x + y + c > 21 if bust else twist_below < x + y + c <= 21)]
    for _ in range(40 if triples else 0):
        x, y, c = rng.choice(triples)
        top = 21 if bust else x + y + c - 1
        player = _hand(rng, twist_below, twist_below, top, [2, 3, 4, 5, 6], (x,))
        if player is None:
            continue
        values = [x, y, c] + player + [rng.choice(_POOL) for _ in range(4)]
        hands = [deal_values(values, stick_at, twist_below, o) for o in ORDERS]
        if all(h is not None and rules.winner(sum(h[0]), sum(h[1])) == ("player" if bust else
               "computer") and rules.is_bust(sum(h[0])) == bust and not rules.is_bust(sum(h[1]))
               for h in hands) and _fits_one_deck(values) and values.count(10) <= 4 \
                and _steady(values, stick_at, twist_below, steady_from):
            return values
    return None


def _base(rng: random.Random, stick_at: int, twist_below: int, alike: bool = True,
          clear: bool = True, steady_from: int | None = None,
          two: bool = False, winner: str = "player", room: bool = False) -> list[int] | None:
    """Card values for a base game: three cards or more a hand, neither bust, the player higher
    (checked in both dealing orders by `plan_experiments`); with ``alike`` both hands' first
    cards are worth the same (then both orders deal the same values), else not. No hand holds an
    Ace, and the computer's is three cards ending above STICK_AT, not on it (with ``clear``; three
    or more from STICK_AT on when no such game fits, as with STICK_AT 19): what the experiments
    read must not hang on a rule (`ace-counts-one`, `computer-draws`) being kept, and a computer
    that stops after a few cards or sticks one late still plays these games as dealt. With
    ``steady_from`` below STICK_AT, the computer's cards before its last stay two below it, so a
    twin raising one of them by 2 still has the computer take its last card (`_steady`). With
    ``two``, the computer's hand is two cards (`plan_two`). With ``winner`` the computer, the
    computer is the higher (`Plan.winner`), up to 21. With ``room``, the player's hand ends
    at least two below the higher computer's, or below 21 where the player is higher."""
    from autograder.pontoon.programs import _hand
    if two:                    # a first card below 12 and a second reaching STICK_AT (`plan_two`)
        first = rng.choice((8, 9, 10))
        computer = [first, rng.choice([v for v in range(2, 11) if stick_at <= first + v <= 20])]
    else:
        stop = stick_at if steady_from is None or steady_from >= stick_at else steady_from - 2
        top = 20 if winner == "player" else 21
        computer = _hand(rng, stop, min(stick_at + clear, top), top,
                         list(range(2, 10 if clear else 7)))
        if computer is None or len(computer) < 3 or clear and len(computer) != 3:
            return None
    # the player's first card is worth the computer's first: whichever hand a program deals
    # the first card to, both hands get the same values
    first = computer[0] if alike else rng.choice([v for v in range(2, 7) if v != computer[0]])
    # with ``room``, the Ace after the hands (`spare` below), given the player at a stick that
    # deals one card more, keeps the base's outcome
    low, top = (max(twist_below, sum(computer) + 1), 21 - room) if winner == "player" else \
        (twist_below, sum(computer) - 1 - room)
    player = _hand(rng, twist_below, low, top, [2, 3, 4, 5, 6], (first,)) if low <= top else None
    if player is None or len(player) < 3:
        return None
    # the spare cards after the hands: the first an Ace, the least card, so that a program
    # dealing the player one card more at the stick (a `player-choice` fault) keeps the game's
    # outcome where it can (the runner's count finds that card: `_late_value`)
    spare = [rng.choice(_POOL) for _ in range(4)]
    return computer + player + [1] + spare[1:]


def _player_first(values: list[int], stick_at: int, twist_below: int) -> tuple[int, int]:
    """The (computer, player) values when a program deals the player's whole turn first.

    >>> _player_first([10, 9, 10, 8], 17, 19)
    (18, 19)
    """
    at, player, computer = 0, [], []
    for hand, stop in ((player, twist_below), (computer, stick_at)):
        hand.append(values[at])
        at += 1
        while sum(hand) < stop and at < len(values):
            hand.append(values[at])
            at += 1
    return sum(computer), sum(player)


# the computer's thresholds a program dealing the player first is checked against: a plan may
# be played by a program whose STICK_AT is not the one planned for (`autograder.pontoon.grade`
# plans again for others when nothing was read)
MIRROR_THRESHOLDS = range(12, 21)


def _mirrored(values: list[int], stick_at: int, twist_below: int,
              thresholds: range | None = None) -> bool:
    """Whether a program dealing the player first would print the values the grader expects,
    either way round: its lines would pass for the right ones, so such a base game is not used.
    ``thresholds``: the same for a program whose computer sticks at any of these values (its
    STICK_AT may not be the one the games were planned for: `MIRROR_THRESHOLDS`).

    >>> _mirrored([6, 5, 1, 4, 1, 6, 6, 8, 3], 17, 17), _mirrored([6, 5, 1, 4, 1, 6, 6, 8, 3], 17, 19)
    (True, False)
    """
    right = {(sum(c), sum(p)) for c, p in (deal_values(values, stick_at, twist_below, o)
                                           for o in ORDERS)}
    for threshold in thresholds or (stick_at,):
        wrong = _player_first(values, threshold, twist_below)
        if wrong in right or wrong[::-1] in right:
            return True
    return False


def _higher(hands: tuple[list[int], list[int]] | None, winner: str = "player") -> bool:
    """Whether a deal ends with neither hand bust and ``winner`` higher (`_player_higher`).

    >>> _higher(([10, 9], [10, 8]), "computer"), _higher(([10, 9], [10, 8]))
    (True, False)
    """
    if winner == "player" or hands is None:
        return _player_higher(hands)
    return sum(hands[1]) < sum(hands[0]) <= 21


def _player_higher(hands: tuple[list[int], list[int]] | None) -> bool:
    """Whether a deal ends with neither hand bust and the player higher (won under every variant).

    >>> _player_higher(([10, 8], [10, 9])), _player_higher(([10, 8], [10, 9, 5])), _player_higher(None)
    (True, False, False)
    """
    return hands is not None and sum(hands[0]) < sum(hands[1]) <= 21


@lru_cache(maxsize=64)     # planned once per master seed, as the scenarios (`scenario_runs`) are
def plan_experiments(master: int, stick_at: int, twist_below: int,
                     version: int | None = None, other: bool = False) -> Plan | None:
    """The experiment run for a grading: a base game and its three twins, drawn from ``master``;
    None when no base game fits this STICK_AT and threshold.

    >>> plan = plan_experiments(3, 17, 16)
    >>> [sum(a != b for a, b in zip(plan.values[0], twin)) for twin in plan.values[1:4]]
    [2, 2, 1]

    A computer on 20 or 21 leaves no room for a higher player: the base game has the computer
    higher, and its bust twin raises the computer's last card until the computer alone is bust
    (the player's win but for `one-bust`, as the player's bust alone is the computer's):

    >>> plan = plan_experiments(3, 21, 17)
    >>> plan.winner, [sorted(plan.hands(g))[0] for g in (0, 3)]
    ('computer', [(21, 18), (22, 18)])
    >>> plan_experiments(3, 21, 21) is None
    True
    """
    high = "computer" if stick_at >= 20 else "player"
    # first games that a computer sticking up to three values too soon (on 13 where its
    # STICK_AT is 15, a `computer-draws` fault) plays as dealt, so what they read does not hang
    # on that rule; where no such games fit (a high STICK_AT), any
    return _plan(master, stick_at, twist_below, version, max(12, stick_at - 3), other=other,
                 winner=high) \
        or _plan(master, stick_at, twist_below, version, stick_at, other=other, winner=high)


def _plan(master: int, stick_at: int, twist_below: int, version: int | None,
          steady_from: int, two: bool = False, other: bool = False,
          winner: str = "player") -> Plan | None:
    """`plan_experiments` with games a computer sticking from ``steady_from`` on plays alike
    (with ``two``, games whose computer takes two cards: `plan_two`). Games tried because the
    usual ones read nothing (``other``, ``two``) may be played by a program whose STICK_AT is
    not the one planned for: none is used that a program dealing the player first with any
    STICK_AT would print either way round (`MIRROR_THRESHOLDS`). ``winner``: the base game's
    (`Plan.winner`)."""
    rng = random.Random(f"experiments {master} {stick_at} {twist_below}" + " two" * two)
    for attempt in range(500):
        # the first games tried leave room for the spare Ace (`_base`)
        base = _base(rng, stick_at, twist_below, attempt % 2 == 0, attempt < 200, steady_from, two,
                     winner, attempt < 100)
        if base is None or not all(_higher(deal_values(base, stick_at, twist_below, o), winner)
                                   for o in ORDERS) \
                or _mirrored(base, stick_at, twist_below, MIRROR_THRESHOLDS if other or two
                             else None) \
                or not _steady(base, stick_at, twist_below, steady_from):
            continue
        made = _twin_games(base, stick_at, twist_below, steady_from, rng, ORDERS,
                           suits_checked=steady_from < stick_at, winner=winner)
        if made is None:
            continue
        twins, games = made
        seed = rng.randrange(1, 2**31)
        # (the anchors are a base and a bust twin of the other kind: none where the base game
        # has the computer higher)
        anchors = [_anchor(master, goal, stick_at, twist_below, steady_from)
                   or _anchor(master, goal, stick_at, twist_below, stick_at)  # (only words read)
                   for goal in GAMES[4:6]] if winner == "player" else []
        if not all(anchors):   # the anchors' cards: played only when the outcomes' words are
            anchors = []       # in doubt (`anchor_runs`), each alone
        extra = [plain_tens(cards_of_values(values, random.Random(f"{goal} {seed}")))
                 for goal, values in zip(GAMES[4:6], anchors)]
        first = _first_twin(base, stick_at, twist_below, steady_from, winner)
        goals = GAMES[:4]
        if first is not None:          # (its cards from a stream of their own: the others stay)
            twins.append(first)
            games.append(_recard(games[0], base, first, random.Random(f"first {seed}")))
            goals += ("first",)
        twins.append(base)             # the same values, every card of another suit
        games.append(_suit_twin(games[0]))
        goals += ("suits",)
        tens = _tens_game(master, stick_at, twist_below, steady_from, winner)
        if tens is not None:           # a Ten in each hand, then each Ten a face
            dealt = plain_tens(cards_of_values(tens, random.Random(f"tens {seed}")))
            twins += [tens, tens]
            games += [dealt, _rank_twin(dealt)]
            goals += ("tens", "faces")
        run = _experiment_run("", seed, twist_below, version, games, goals)
        return Plan(run, tuple(tuple(v) for v in [base, *twins]), stick_at, twist_below,
                    tuple(extra), tuple(tuple(v) for v in anchors), winner=winner)
    return None


def _twin_games(base: list[int], stick_at: int, twist_below: int, steady_from: int,
                rng: random.Random, orders: tuple[str, ...], suits_checked: bool,
                winner: str = "player") -> tuple[list[list[int]], list[list[list[str]]]] | None:
    """The three twins of a base game (the computer's two cards changed, the player's two, the
    base winner's last raised to a bust: the player's where the base game's ``winner`` is the player)
    as dealt in ``orders``, and the four games' cards, the base
    first; None when a twin does not fit, or (``suits_checked``) a changed card keeps its suit:
    a hand's suits in the program's own words would not be seen to change (`named_slots`; the
    games `_plan` chose before the steady ones were kept as they were, so only these ask it)."""
    twins = [_side_twin(base, "computer", stick_at, twist_below, steady_from, orders),
             _side_twin(base, "player", stick_at, twist_below, steady_from, orders),
             _bust_twin(base, stick_at, twist_below, steady_from, orders,
                        "computer" if winner == "player" else "player")]
    if any(t is None or not _fits_one_deck(t) for t in [base, *twins]):
        return None
    games = [plain_tens(cards_of_values(base, rng))]
    for twin in twins:
        games.append(_recard(games[0], base, twin, rng))
    if suits_checked and any(a[1] == b[1] for game in games[1:]
                             for a, b in zip(games[0], game) if a != b):
        return None
    return twins, games


def _experiment_run(planned: str, seed: int, twist_below: int, version: int | None,
                    games: list, goals: tuple[str, ...]) -> Run:
    """The stacked run that plays a plan's games, one after another (``planned``: for whom, when
    not a program dealing by the rules)."""
    return Run(f"the grader's stacked cards, one game and copies of it with one hand's cards "
               f"changed{planned}; the player twists below {twist_below}; `n` after the last game",
               {"mode": "program", "record_draws": False, "seed": seed,
                "games": len(games), "policy": {"kind": "below", "threshold": twist_below},
                "stack": {"version": version if version in (1, 2, 3, 4) else 1, "games": games}},
               goals)


def _threshold(scenarios: Run, stick_at: int) -> int:
    """The experiments' player's threshold: the first scenario run's when it is above STICK_AT,
    else the one just above (`plan_for`). For a STICK_AT of 20 or 21, whose base game has the
    computer higher (`Plan.winner`), 15: the player's hand has room below the computer's, and
    a computer's cards before its last (below 16, so that one sticking from 18 on takes that
    last card too: `_steady`) can reach it, so that a program dealing the player first, whose
    player takes them, stops short of the computer's value (`_mirrored`, in games planned for
    a STICK_AT the program does not state).

    >>> from autograder.pontoon.programs import scenario_runs
    >>> _threshold(scenario_runs(3, 17)[0], 21)
    15
    """
    threshold = scenarios.task.get("policy", {}).get("threshold", 17)
    if stick_at >= 20:
        return 15
    if threshold <= stick_at:
        threshold = stick_at + 1
    return threshold


def _tens_game(master: int, stick_at: int, twist_below: int, steady_from: int,
               winner: str = "player") -> list[int] | None:
    """Card values for a game whose hands each hold a Ten in both dealing orders, the first card
    of each, no Ace, neither bust and the player higher, alike for a computer sticking from
    ``steady_from`` (`_steady`): the game `_rank_twin` plays again with each Ten a face. (The
    base game's hands hold no Ten: its twins raise cards.) Drawn from a stream of its own, so
    the other experiment games stay as they were; None when none fits.

    >>> values = _tens_game(3, 17, 16, 14)
    >>> [[10 in hand for hand in deal_values(values, 17, 16, o)] for o in ORDERS]
    [[True, True], [True, True]]
    """
    rng = random.Random(f"experiments tens {master} {stick_at} {twist_below}")
    for _ in range(300):
        computer, player = [10], [10]
        while sum(computer) < stick_at:
            computer.append(rng.randint(2, 9))
        while sum(player) < twist_below:
            player.append(rng.randint(2, 9))
        values = computer + player + [rng.randint(2, 9) for _ in range(4)]
        deals = [deal_values(values, stick_at, twist_below, o) for o in ORDERS]
        if all(_higher(d, winner) and 10 in d[0] and 10 in d[1] for d in deals) \
                and _steady(values, stick_at, twist_below, steady_from) and _fits_one_deck(values):
            return values
    return None


def _rank_twin(cards: list[list[str]]) -> list[list[str]] | None:
    """Cards with each Ten a face of its suit (a King, else a Queen or a Jack not dealt): the
    game plays as with the Tens (a face counts 10), and a line that names a card's rank apart
    from its value (``König``, ``K``, ``Re``) changes, where a value does not. None when no Ten
    is dealt.

    >>> _rank_twin([["Ten", "Clubs"], ["Two", "Spades"], ["King", "Clubs"]])
    [['Queen', 'Clubs'], ['Two', 'Spades'], ['King', 'Clubs']]
    >>> _rank_twin([["Two", "Spades"]]) is None
    True
    """
    if not any(card[0] == "Ten" for card in cards):
        return None
    used = {tuple(card) for card in cards}
    out = []
    for rank, suit in cards:
        face = next((f for f in FACES[::-1] if (f, suit) not in used), None) \
            if rank == "Ten" else None
        if face is not None:
            used.add((face, suit))
        out.append([face or rank, suit])
    return out


def _suit_twin(cards: list[list[str]]) -> list[list[str]]:
    """The base game's cards, each of the same rank in another suit, no card twice: the game
    plays as the base does, and a line that names a card's suit, in any words, changes.

    >>> _suit_twin([["Ten", "Clubs"], ["Two", "Spades"], ["Ten", "Hearts"]])
    [['Ten', 'Hearts'], ['Two', 'Clubs'], ['Ten', 'Clubs']]
    """
    out = []
    for rank in dict.fromkeys(card[0] for card in cards):
        held = [card[1] for card in cards if card[0] == rank]
        free = [suit for suit in SUITS if suit not in held]
        # one of a rank: a free suit; several: each takes the next one's suit, round
        given = dict(zip(held, free[:1] if len(held) == 1 else held[1:] + held[:1]))
        out += [(pos, [rank, given[card[1]]]) for pos, card in enumerate(cards) if card[0] == rank]
    return [card for _, card in sorted(out)]


def _recard(cards: list[list[str]], base: list[int], twin: list[int],
            rng: random.Random) -> list[list[str]]:
    """The base game's cards with the twin's changed values as cards the twin does not hold.

    A changed card is a number card (Two to Ten) whenever its value allows: a twin changes a
    card's value, not its kind, so a program that prints a card's rank as a letter or a digit
    (``K``, ``7``) prints the twin's card as it printed the base's, and the line that changes
    is the one that names the outcome. It is of another suit than the card it replaces where
    one is free, so a name that shows the suit changes in two parts (`named_slots`).

    >>> twin = _recard([["Five", "Clubs"], ["Nine", "Hearts"]], [5, 9], [6, 9], random.Random(1))
    >>> twin[0][0], twin[0][1] != "Clubs", twin[1]
    ('Six', True, ['Nine', 'Hearts'])
    """
    changed = [pos for pos, (a, b) in enumerate(zip(base, twin)) if a != b]
    used = {tuple(c) for pos, c in enumerate(cards) if pos not in changed}
    fresh = [[rank, suit] for rank in RANKS for suit in SUITS]
    rng.shuffle(fresh)
    out = [list(c) for c in cards]
    for pos in changed:       # a number card first, then of another suit where one is free: its
        #                       name changes in two parts
        card = min((c for c in fresh if card_value(tuple(c)) == twin[pos] and tuple(c) not in used),
                   key=lambda c: (c[0] not in RANKS[1:10], c[1] == cards[pos][1]))
        used.add(tuple(card))
        out[pos] = card
    return out


# ---------------------------------------------------------------- reading the twins

@lru_cache(maxsize=8192)            # the same lines come game after game
def skeleton(line: str) -> str:
    """A line as lines are compared: its numbers ``#`` and the contract's card names ``@``, a
    list of them one (hands of any length alike).

    >>> skeleton("  Player   Value: 17"), skeleton("[10, 4, 3]"), skeleton("CPU has: Seven of Clubs, Ace")
    ('player value: #', '[#]', 'cpu has: @')
    >>> skeleton("Karten: 10 und 7 und 2 = 19") == skeleton("Karten: 10 = 10")
    True
    >>> skeleton("Chips left: -60") == skeleton("Chips left: 40")
    True

    A card or number in quotes (a Python list of strings) is the same item:

    >>> skeleton("Hand: ['Ten', 'Six'] = 16") == skeleton("Hand: ['Ten', 'Six', 'Two'] = 18")
    True

    So is a card with its value in brackets, and a card drawn as a picture beside others:

    >>> skeleton("House: King (10), Four (4) -> 14") == skeleton("House: Ace (1), Two (2), Six (6) -> 9")
    True
    >>> skeleton("+---+ +---+") == skeleton("+---+ +---+ +---+"), skeleton("| Seven | |  Jack |")
    (True, '| @ |')
    >>> skeleton("|5    | |A    | |10   |"), skeleton("|     K| |     3|")
    ('|# |', '| #|')
    >>> skeleton("  \U0001F0B5 Five of Hearts") == skeleton("  \U0001F0DE King of Clubs") == "@"
    True
    >>> skeleton("   K♣ (King of Clubs)") == skeleton("   10♦ (Ten of Diamonds)") == "# (@)"
    True
    >>> skeleton("│  ♥  │ │  ♦  │") == skeleton("│  ♠  │ │  ♠  │ │  ♣  │")
    True

    A card as a code in capitals, its rank's digits or letter and its suit's letter (``QH``,
    ``10C``, ``3D``), is a rank's number, whatever letters name them:

    >>> skeleton("Your hand: 3D, AS  (value 4)") == skeleton("Your hand: 6S, 6C, 9C  (value 21)")
    True

    A word's combining marks (Devanagari's vowel signs, Thai's tones) are no signs of a card's
    suit, and leave no letter of the word standing alone:

    >>> skeleton("आपके पत्ते: आठ, पाँच (कुल 13)")
    'आपक पतत: आठ, पच (कल #)'
    """
    coded = normalize(LETTER_CODE_RE.sub("0", MARKS_RE.sub("", line)))
    masked = RANK_RE.sub("@", CARD3_RE.sub("@", SIGNED_RE.sub("#", coded)))
    masked = LONE_RE.sub("%", GLUED_RE.sub("", GLYPH_RE.sub("", LETTER_RE.sub("#", masked))))
    listed = LIST_RE.sub(r"\1", QUOTED_RE.sub(r"\2", masked))
    return REPEAT_RE.sub(r"\1", listed)


# two items or more between commas, slashes, semicolons or signs of a sum (``+``, ``&``), each
# a word or a rank's number or letter (masked) with up to three words: a hand of cards named in
# the program's own words (``Otto, Asso, Re``, ``7 di Cuori, Re di Picche``)
_ITEM = r"(?:#\s+)?[^\W\d_]{2,}(?:\s+[^\W\d_]{2,}){0,2}"
WORD_LIST_RE = re.compile(rf"(?<![\w'#])(?:{_ITEM})(?:\s*[,;/+&]\s*(?:{_ITEM}))+(?![\w'])")
# or each of two parts, a word and then a rank's number or letter or another word, two numbers
# or more among them (``하트 7, 클로버 에이스, 하트 퀸``: the suit's word first): `_suit_first`
_PAIR = r"[^\W\d_]{2,}\s+(?:#|[^\W\d_]{2,})"
PAIR_LIST_RE = re.compile(rf"(?<![\w'#]){_PAIR}(?:\s*[,;/+&]\s*{_PAIR})+(?![\w'])")


def _suit_first(text: str) -> str:
    """``text`` with each list of `PAIR_LIST_RE` that holds two numbers or more, and has a
    number after it (the hand's value), made one item, ``@``: two sides' values named in turn
    (``Sen 8, Kasa 21: Kasa kazandı``) are no hand.

    >>> _suit_first("컴퓨터: 하트 #, 클로버 에이스, 하트 # (합계 #)")
    '컴퓨터: @ (합계 #)'
    >>> _suit_first("you win, well done"), _suit_first("# beats #, you take it")
    ('you win, well done', '# beats #, you take it')
    >>> _suit_first("sen #, kasa #: kasa kazandı.")
    'sen #, kasa #: kasa kazandı.'

    So is such a list with one number where another item is two words (a card named all in
    words beside one named by its number: ``ruutu #, risti ässä``), no value among them:

    >>> _suit_first("korttisi: ruutu #, risti ässä (summa #)")
    'korttisi: @ (summa #)'
    """
    def one(m: re.Match) -> str:
        found = m.group(0)
        if "#" not in m.string[m.end():]:
            return found
        worded = any("#" not in item for item in re.split(r"\s*[,;/+&]\s*", found))
        return "@" if found.count("#") >= 2 or (found.count("#") and worded) else found
    return PAIR_LIST_RE.sub(one, text)
QUOTED_RE = re.compile(r"(['\"])([#@])\1")
# cards each named by a suit's sign standing alone (`skeleton`'s ``%``) and one word, the sign
# first or last, one or more in a row: a hand in the program's own words (``% fem % sju``)
_SIGNED = r"(?:%\s+[^\W\d_]{2,}|[^\W\d_]{2,}\s+%)"
SIGN_WORD_RE = re.compile(rf"(?<![\w'%]){_SIGNED}(?:\s+{_SIGNED})*(?![\w'])")

# a list's item: a card or number, with what a program shows beside it in brackets (``King
# (10)``); items alike in a row, whatever separates them (signs, spaces, one short word in any
# language: ``and``, ``und``, ``et``, ``y``), are one (a hand of any length)
LIST_RE = re.compile(r"([#@](?:\s*[(\[]\s*[#@]\s*[)\]])?)(?:(?:(?:\s*[,;&+|/]\s*)+|\s+[^\W\d_]{1,4}\s+|\s+)\1)+")
# the same printed piece (of one or two parts) again and again in a row: cards drawn side by
# side, ``+---+ +---+``, ``|7  | |K  |``
REPEAT_RE = re.compile(r"(?<!\S)((?:\S+\s+)??\S+)(?:\s+\1)+(?!\S)")


def _marks() -> str:
    """A character class of every combining mark (Unicode category M) up to U+FFFF, as ranges."""
    import unicodedata
    codes = [c for c in range(0x300, 0x10000) if unicodedata.category(chr(c)).startswith("M")]
    ranges, start = [], codes[0]
    for a, b in zip(codes, codes[1:] + [None]):
        if b != a + 1:
            ranges.append(f"{re.escape(chr(start))}-{re.escape(chr(a))}" if a > start
                          else re.escape(chr(a)))
            start = b
    return "[" + "".join(ranges) + "]"


# a word's combining marks (``्``, ``े``, ``่``): no sign of their own (`skeleton`)
MARKS_RE = re.compile(_marks())
# a card as a code in capitals: its rank's digits or letter and its suit's letter (``QH``,
# ``10C``, ``3D``, a ``RT`` for *roi de trèfle*), masked as a number
LETTER_CODE_RE = re.compile(r"(?<![\w'])(?:10|[2-9]|[A-Z])[A-Z](?![\w'])")
# a picture before a card's name (a playing-card glyph, a suit's sign) is part of the card
GLYPH_RE = re.compile(r"[^\x00-\x7f\w\s]+\s*(?=@)")
# a sign glued to a rank's letter or number is the card's suit (``K♣``, ``10♦``, ``♥7``): cards
# of every suit are the same place
GLUED_RE = re.compile(r"(?<=#)[^\x00-\x7f\w\s]+|[^\x00-\x7f\w\s]+(?=#)")
# a sign standing alone (a suit in a card's picture, ``│  ♥  │``): the same place whatever the suit
LONE_RE = re.compile(r"(?<=\s)[^\x00-\x7f\w\s](?=\s|$)")
# a letter standing alone is a rank as a program abbreviates it (``K``, ``A``, a ``R`` for *roi*),
# masked as a number is: a card's letter or digit in a picture of it is the same place
LETTER_RE = re.compile(r"(?<![\w'])[^\W\d_](?![\w'])")


def cards_in(line: str, version: int) -> list:
    """The cards a line names as the version shows a card (v2 ranks, v3 and v4 ranks of suits).

    >>> cards_in("CPU has: Seven of Clubs, Ace of Spades (8)", 3), cards_in("Bank: Seven, Jack", 2)
    ([('Seven', 'Clubs'), ('Ace', 'Spades')], ['Seven', 'Jack'])
    """
    low = normalize(line)
    if version >= 3:
        return [(r.title(), s.title()) for r, s in CARD3_RE.findall(low)]
    return [r.title() for r in RANK_RE.findall(low)] if version == 2 else []


def numbers(line: str) -> list[int]:
    """The whole numbers a line prints, in order.

    >>> numbers("Player total chips are at: 90"), numbers("You drew: 7 (total 15)")
    ([90], [7, 15])
    """
    return [int(n) for n in NUMBER_RE.findall(line)]


def pair_lines(a: list[str], b: list[str]) -> list[tuple[int, int]]:
    """Which line of ``b`` is the same place as which line of ``a``: lines alike but for their
    numbers pair in order, as many changed lines between them take their places in order (a
    result's words, a hand named in the program's own words), and within a longer or shorter
    run of changed lines each pairs with the likeliest, if any is alike (a card's name
    changed). A run of lines alike (a hand listed one card a line) is one place,
    whatever its length, as a list within a line is (`skeleton`): its last line pairs with the
    other run's last and its first lines in order, one to one, so the lines after it pair as
    they are.

    >>> pair_lines(["Hi", "Player has: Five, Ten", "Value: 15", "Player wins!"],
    ...            ["Hi", "Player has: Four, Ten", "Value: 14", "Computer wins!"])
    [(0, 0), (1, 1), (2, 2), (3, 3)]
    >>> pair_lines(["Bank: Dix", "Vous: Roi", "Bravo"], ["Bank: Dix", "Vous: Neuf, Roi", "Perdu"])
    [(0, 0), (1, 1), (2, 2)]
    >>> pair_lines(["Bank:", " * Ten", " * Nine", "Total: 19", "You:", " * Five", "Total: 5"],
    ...            ["Bank:", " * Ten", "Total: 10", "You:", " * Two", " * Six", " * Ace", "Total: 9"])
    [(0, 0), (2, 1), (3, 2), (4, 3), (5, 6), (6, 7)]

    A result in other words pairs with the one line of the other side's that holds as many
    numbers (two or more):

    >>> pair_lines(["Bank: 16", "You: 20", "20 beats 16, you take it", "Again?"],
    ...            ["Bank: 16", "You: 23", "You have 23, too many",
    ...             "You bust on 23 against 16, the Machine takes it", "Again?"])
    [(0, 0), (1, 1), (2, 3), (3, 4)]
    """
    return list(_pair_skeletons(tuple(map(place, a)), tuple(map(place, b))))


@lru_cache(maxsize=8192)            # the same lines come game after game
def place(line: str) -> str:
    """A line as lines are paired: its `skeleton`, with words listed between commas (or
    slashes, semicolons) one item, as a hand named in a program's own words is. (Only for
    pairing: a result's words keep theirs, ``You are bust, the bank wins``.)

    >>> place("Il banco ha: Otto, Asso, Re | punti: 19"), place("Tu hai: Sei, Tre | punti: 9")
    ('il banco ha: @ | punti: #', 'tu hai: @ | punti: #')
    >>> place("Tu -> 10 di Picche, 2 di Fiori, Re di Quadri = 22") == place("Tu -> 3 di Picche, 2 di Fiori = 5")
    True
    >>> a, b = "Vous : Dame de Cœur + 7 de Pique = 17", "Vous : 7 de Cœur + 6 de Cœur + 4 de Pique = 17"
    >>> place(a) == place(b)
    True

    So are cards named each by a suit's sign standing alone and a word, in a row whatever their
    number (``♠ Fem  ♣ Sju``, ``Dam ♥ Tio ♦``):

    >>> place("Bankens kort: ♠ Fem  ♠ Fyra  ♣ Sju    summa 16"), place("Dina kort: ♥ Tio    summa 10")
    ('bankens kort: @ summa #', 'dina kort: @ summa #')

    So is a line indented that holds one to three words alone (a hand listed one card a
    line, in the program's own words):

    >>> place("   Дев'ятка"), place("  Dame de Pique"), place("Bust!"), place("   Bust!")
    ('@', '@', 'bust!', 'bust!')

    and so is one numbered, its number its place in the list (``  2. Zortzi``, ``3) Reĝo``):

    >>> place("  2. Zortzi"), place("3) Dame de Pique"), place("2. Bust!"), place("Total: 17")
    ('@', '@', '#. bust!', 'total: #')

    So is a hand of one card named by a word and its number, its value after it:

    >>> place("내 카드: 스페이드 4  (합계 4)") == place("내 카드: 하트 7, 하트 6  (합계 13)")
    True
    """
    if listed_one(line):
        return "@"                   # a card a line in the program's own words
    return SUIT_WORD_RE.sub("@", SIGN_WORD_RE.sub("@", WORD_LIST_RE.sub("@", _suit_first(
        skeleton(line)))))


# a hand of one card named by a word and then its rank's number, its value after it behind a
# bracket or a sign: ``스페이드 4 (합계 4)``, as a hand of several is (`_suit_first`)
SUIT_WORD_RE = re.compile(r"(?<![\w'#@])[^\W\d_]{2,}\s+#(?![\w#])(?=\s*[(\[|=:-][^#@]*#)")


# a line indented and holding one to three words alone, no number and no mark but an
# apostrophe or a hyphen within a word (``   Дев'ятка``, ``  Dame de Pique``), maybe the last
# in brackets, maybe quoted with a comma after, as JSON lists them (``  "Туз (Трефи)",``):
# one item of a hand listed one card a line
_WORD = r"[^\W\d_]+(?:['’-][^\W\d_]+)*"
LISTED_RE = re.compile(rf"^\s+(\"?)(?:{_WORD})(?: (?:{_WORD}|\({_WORD}\))){{0,2}}\1,?\s*$")
# the same after its number in the list, indented or not (``  2. Zortzi``, ``3) Dame de Pique``)
NUMBERED_RE = re.compile(rf"^\s*\d{{1,2}}[.)]\s+(?:{_WORD})(?: (?:{_WORD}|\({_WORD}\))){{0,2}}\s*$")


def listed_one(line: str) -> bool:
    """Whether a line lists one card of a hand in the program's own words: indented
    (`LISTED_RE`), or after its number in the list (`NUMBERED_RE`), or as a table's row whose
    first cell holds one to three words and every other a number (``Hjarta sjöa | 7 | 15``:
    the card, its worth, the running total).

    >>> listed_one("   Дама"), listed_one("  1. Zazpi"), listed_one("2) Reĝo"), listed_one("Dama")
    (True, True, True, False)
    >>> listed_one("Hjarta sjöa  | 7     | 15"), listed_one("| Spar konge | Hjerter åtte |")
    (True, False)
    >>> listed_one("| Total: 23 | Total: 26 |"), listed_one("Spil | Gildi | Samtals")
    (False, False)
    >>> listed_one("|K      | |8      |")
    False
    """
    if line[:1] in " \t" and LISTED_RE.match(line) is not None \
            or NUMBERED_RE.match(line) is not None:
        return True
    row = cells(line) if any(mark in line for mark in CELL_MARKS) else []
    return len(row) >= 2 and WORDS_CELL_RE.match(row[0]) is not None \
        and all(NUMBER_CELL_RE.match(cell) for cell in row[1:])


# a table's cell holding one number, or one to three words, the first of two letters or more
# (a card's name, not the rank's letter in a drawn card's corner, ``|K      | |8      |``)
NUMBER_CELL_RE = re.compile(r"^[-+]?\d+$")
WORDS_CELL_RE = re.compile(rf"^(?=[^\W\d_]{{2}}){_WORD}(?: {_WORD}){{0,2}}$")


@lru_cache(maxsize=4096)            # blocks of the same shape come game after game
def _pair_skeletons(sa: tuple[str, ...], sb: tuple[str, ...]) -> tuple[tuple[int, int], ...]:
    """`pair_lines` on the lines' skeletons: runs of lines alike paired as one place each."""
    if sa == sb:
        return tuple((i, i) for i in range(len(sa)))
    ra, rb = _runs(sa), _runs(sb)
    ga, gb = [sa[start] for start, _ in ra], [sb[start] for start, _ in rb]
    out: list[tuple[int, int]] = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, ga, gb, autojunk=False).get_opcodes():
        if tag == "equal":
            for k in range(i2 - i1):
                out += _run_pairs(ra[i1 + k], rb[j1 + k])
        elif tag == "replace" and i2 - i1 == j2 - j1:
            for k in range(i2 - i1):            # lines changed in place between lines alike
                out += _run_pairs(ra[i1 + k], rb[j1 + k])   # (a result's words, a hand's names)
        elif tag == "replace":
            found = _same_labels(ga, gb, range(i1, i2), range(j1, j2))
            at = j1
            for i in range(i1, i2):
                if i in found:
                    at = found[i] + 1
                    continue
                hi = min([j for k, j in found.items() if k > i], default=j2)
                best = max(range(at, hi), default=None,
                           key=lambda j: SequenceMatcher(None, ga[i], gb[j]).ratio())
                if best is not None and SequenceMatcher(None, ga[i], gb[best]).ratio() >= 0.6:
                    found[i] = best
                    at = best + 1
            for i in range(i1, i2):
                # a line in other words (another outcome's) holding as many numbers, two or
                # more, as the one line of the other side's that does, between the lines paired
                # around it: the same place (``20 beats 16, you take it`` beside ``You have 23,
                # too many`` and ``You bust on 23 against 16, the Machine takes it``)
                count = ga[i].count("#")
                lo = max([j + 1 for k, j in found.items() if k < i], default=j1)
                hi = min([j for k, j in found.items() if k > i], default=j2)
                alike = [j for j in range(lo, hi) if gb[j].count("#") == count]
                if i not in found and count >= 2 and len(alike) == 1 and \
                        sum(ga[k].count("#") == count for k in range(i1, i2)) == 1:
                    found[i] = alike[0]
            for i in sorted(found):
                out += _run_pairs(ra[i], rb[found[i]])
    return tuple(out)


def label(place: str) -> str:
    """What a line's place says before its first card or number (``kasa:`` of ``kasa: #♠ (maça
    beş), …``), when it says something and something follows; else "".

    >>> label("kasa: #♠ (maça beş), #♠ (maça dört)"), label("#'i @!"), label("you win!")
    ('kasa:', '', '')
    """
    cut = min((place.find(mark) for mark in "#@" if mark in place), default=-1)
    head = place[:cut].strip() if cut > 0 else ""
    return head if sum(ch.isalpha() for ch in head) >= 2 else ""


def _same_labels(ga: list[str], gb: list[str], ra: range, rb: range) -> dict[int, int]:
    """Changed lines paired by their labels (`label`), where one line on each side has it and the
    pairs keep their order: a hand named in the program's own words changes its words with
    every card, while its label stays (``Kasa: 8♦ (Karo Sekiz), …`` and ``Sen: …``).

    >>> _same_labels(["kasa: #♠ (maça beş)", "sen: #♣ (sinek beş)", "sen #: kazandın!"],
    ...              ["kartların: #♣ (sinek as) -> #", "kasa: #♦ (karo on)", "sen: #♠ (maça as)",
    ...               "sen #: kasa kazandı."], range(3), range(4))
    {0: 1, 1: 2, 2: 3}
    """
    labels_a, labels_b = {i: label(ga[i]) for i in ra}, {j: label(gb[j]) for j in rb}
    found: dict[int, int] = {}
    for i, name in labels_a.items():
        same = [j for j, other in labels_b.items() if name and other == name]
        if len(same) == 1 and list(labels_a.values()).count(name) == 1 \
                and all(j < same[0] for j in found.values()):
            found[i] = same[0]
    return found


def _runs(skeletons: tuple[str, ...]) -> list[tuple[int, int]]:
    """(first line, length) of each run of consecutive lines with the same skeleton.

    >>> _runs(("bank:", " * @", " * @", "total: #"))
    [(0, 1), (1, 2), (3, 1)]
    """
    out: list[tuple[int, int]] = []
    for i, sk in enumerate(skeletons):
        if out and skeletons[out[-1][0]] == sk:
            out[-1] = (out[-1][0], out[-1][1] + 1)
        else:
            out.append((i, 1))
    return out


def _run_pairs(a: tuple[int, int], b: tuple[int, int]) -> list[tuple[int, int]]:
    """The lines of two runs paired: the first ones in order, the last with the last.

    >>> _run_pairs((1, 2), (4, 3)), _run_pairs((0, 1), (0, 1))
    ([(1, 4), (2, 6)], [(0, 0)])
    """
    (i, n), (j, m) = a, b
    pairs = [(i + k, j + k) for k in range(min(n, m) - 1)] + [(i + n - 1, j + m - 1)]
    return pairs


@dataclass
class Reading:
    """What the twins showed about the base game's result block, slot by slot.

    >>> r = Reading(["Computer Value: 18", "Player Value: 20", "Player wins!"],
    ...             {(0, 0): "computer", (1, 0): "player"}, set(), 2,
    ...             {"player wins!": "player", "computer wins!": "computer"})
    >>> r.verdicts["computer wins!"]
    'computer'
    """

    slots: list[str]                          # the base game's result block, one line a slot
    values: dict[tuple[int, int], str]        # (slot, which number of its line) -> whose value
    not_values: set[int] = field(default_factory=set)   # slots whose numbers are no hand's value
    verdict_slot: int | None = None           # the slot whose line changed with the outcome
    verdicts: dict[str, str] = field(default_factory=dict)   # skeleton -> who it says won
    turn_slots: list[str] = field(default_factory=list)    # lines before the player's last question
    turn_value: tuple[int, int] | None = None  # (slot, number) of the player's value there
    card_slots: dict[int, str] = field(default_factory=dict)   # slot -> whose cards it names
    columns: dict[int, str] = field(default_factory=dict)   # a table's column -> whose cards
    # it lists, one a row (`column_slots`)
    leaks: list[str] = field(default_factory=list)   # turn lines that moved with the computer's cards
    leak_game: Game | None = None             # the computer twin, that printed them
    told: dict[str, tuple[str, ...]] = field(default_factory=dict)  # outcome -> its line, `tagged`
    bust_told_as_win: Game | None = None      # the bust twin, when it printed the base's result
    bust_side: str = "player"                 # whom the bust twin busted (`Plan.winner`)
    named: dict[int, tuple[str, str]] = field(default_factory=dict)  # slot -> (whose, "ranks" or
    # "suits"): a line naming a hand's cards in the program's own words (`named_slots`); whose
    # is "both" for a line holding both hands, a part each
    named_columns: dict[int, tuple[str, str]] = field(default_factory=dict)  # a table's column
    # -> (whose, "ranks" or "suits"): its cells name that hand's cards in the program's own
    # words, one a row (`named_columns`)
    doubt: bool = False      # the outcomes' words are in doubt and the anchors were not played
    leak_card: str = "later"  # which of the computer's cards the leak game changed: its 2nd and
    #                           later ones (the computer twin) or its "first" (`_first_twin`)


def _moves(base: list[str], twin: list[str]) -> dict[tuple[int, int], int]:
    """For each (slot, number index) of lines paired alike, how far the number moved."""
    out = {}
    for i, j in pair_lines(base, twin):
        a, b = numbers(base[i]), numbers(twin[j])
        if len(a) == len(b):
            out.update({(i, x): b[x] - a[x] for x in range(len(a))})
    return out


def alone_runs(plan: Plan | None, played: Played) -> tuple[Run, ...]:
    """The experiment games a program that ended early (one game a run) was not dealt, each as a
    run of its own that plays that game alone, as `programs.goal_runs` does for the scenarios;
    nothing for a run that played no game or did not end in time.

    >>> plan = plan_experiments(3, 17, 16)
    >>> ran = Played(plan.run, [Game(1, ["hi"])], "sys.exit", None, "", "ok", dealt={0: [0, 1]})
    >>> [(r.goals, r.task["games"], r.task["stack"]["games"] == [plan.run.task["stack"]["games"][i]])
    ...  for i, r in enumerate(alone_runs(plan, ran), 1)]
    ... # doctest: +NORMALIZE_WHITESPACE
    [(('computer',), 1, True), (('player',), 1, True), (('bust',), 1, True), (('first',), 1, True),
     (('suits',), 1, True), (('tens',), 1, True), (('faces',), 1, True)]
    """
    if plan is None or not played.games or played.status != "ok":
        return ()
    out = []
    for index, cards in enumerate(plan.run.task["stack"]["games"]):
        if played.dealt.get(index):
            continue
        task = dict(plan.run.task, games=1, stack=dict(plan.run.task["stack"], games=[cards]))
        out.append(Run(f"the grader's experiment cards, game {index + 1} alone: the program "
                       "started afresh", task, (plan.run.goals[index],)))
    return tuple(out)


def anchor_runs(plan: Plan | None) -> tuple[Run, ...]:
    """The two anchors (`_anchor`: the computer bust alone, the computer higher), each a run of
    its own, played only when the outcomes' words are in doubt (`Reading.doubt`).

    >>> [(r.goals, r.task["games"]) for r in anchor_runs(plan_experiments(3, 17, 18))]
    [(('computer-bust',), 1), (('computer-higher',), 1)]
    >>> anchor_runs(None)
    ()
    """
    if plan is None or not plan.anchors:
        return ()
    return tuple(Run(f"the grader's experiment cards: {GOALS[goal]}; the program started afresh",
                     dict(plan.run.task, games=1, stack=dict(plan.run.task["stack"], games=[cards])),
                     (goal,))
                 for goal, cards in zip(GAMES[4:6], plan.anchors))


def learn(played: Played, plan: Plan, alone: tuple[Played, ...] = ()) -> Reading | None:
    """The reading the experiment games show; None when they could not be read (one of the
    first four missing, or no value moved as its cards did). ``alone`` are the `alone_runs` and
    `anchor_runs` played: each fills in the game it dealt, by its goal. The first-card twin
    (`_first_twin`) and the anchors (`_anchor`) add what they show where they were played.

    >>> from autograder.pontoon.transcript import split_games
    >>> plan = plan_experiments(3, 17, 16)
    >>> def game(values, said):
    ...     c, p = (sum(h) for h in deal_values(list(values), 17, 16))
    ...     return [{"out": "Your value: 5"}, {"ask": "Twist or stick? ", "answer": "s"},
    ...             {"out": f"Chips: 90\\nComputer total {c}\\nPlayer total {p}\\n{said}"},
    ...             {"ask": "Play again? ", "answer": "y"}]
    >>> entries = [e for v, said in zip(plan.values, ["Yay"] * 3 + ["Boo"]) for e in game(v, said)]
    >>> r = learn(Played(plan.run, split_games(entries), "eof", None, "", "ok"), plan)
    >>> r.values, r.not_values, r.verdicts
    ({(1, 0): 'computer', (2, 0): 'player'}, {0}, {'yay': 'player', 'boo': 'computer'})
    """
    games = {}                       # goal -> the game that played it
    for game in played.games:
        index = played.stack_index(game)
        if index is not None and index < len(plan.run.goals):
            games[plan.run.goals[index]] = game
    for extra in alone:
        goal = extra.run.goals[0]
        if extra.games and extra.stack_index(extra.games[0]) == 0 and goal not in games:
            games[goal] = extra.games[0]
            games[goal].number = GAMES.index(goal) + 1
    if any(games.get(goal) is None for goal in GAMES[:4]):
        return None
    base, computer, player, bust = (block(games[goal]) for goal in GAMES[:4])
    anchors = [block(games[goal]) for goal in GAMES[4:6]] if plan.anchors \
        and all(games.get(goal) is not None for goal in GAMES[4:6]) else None
    moved = {"computer": _moves(base, computer), "player": _moves(base, player)}
    total = {"computer": sum(plan.values[1]) - sum(plan.values[0]),
             "player": sum(plan.values[2]) - sum(plan.values[0])}
    values: dict[tuple[int, int], str] = {}
    for side, other in (("computer", "player"), ("player", "computer")):
        for (i, x), d in moved[side].items():
            if d == total[side] and moved[other].get((i, x)) == 0:
                values[i, x] = side
    blocks = [base, computer, player, bust]
    # a place whose number moved as the hand did only by chance (a running total after both
    # changed cards, ``6. you drew 4 (17)``) does not read the dealt value in every game. (A
    # bust twin busting the computer is left out: a program skipping the player's turn after a
    # computer's bust, a `player-turn-always` fault, deals its player other cards there.)
    dealt = blocks if plan.winner == "player" else blocks[:3]
    # the cards handed out after the player's answers stopped drawing, by the runner's count
    late = tuple(_late_value(played, games[goal]) for goal in GAMES[:4])
    values = {slot: side for slot, side in values.items()
              if _as_dealt({slot: side}, dealt, plan, late)}
    sides = set(values.values())
    if sides != {"computer", "player"} or not _as_dealt(values, dealt, plan, late):
        return None                  # both values, each as the grader dealt it, or nothing
    # a line whose every number was seen in both twins, none moving as a hand did: a chip
    # count, a score, a card of a hand, a list's item
    seen = {k for k in moved["computer"] if k in moved["player"]}
    slots = {i for i, _ in values}
    not_values = {i for i in range(len(base)) if i not in slots and numbers(base[i])
                  and all((i, x) in seen for x in range(len(numbers(base[i]))))}
    reading = Reading(base, values, not_values)
    reading.turn_slots, reading.turn_value = _turn_slot(games["base"], games["computer"],
                                                        games["player"], total, values, blocks,
                                                        late)
    reading.card_slots, reading.columns = _rows_or_columns(
        base, computer, player, _card_slots(base, computer, player, plan, played.version),
        played.version)
    if not reading.card_slots and not reading.columns:
        reading.named_columns = named_columns(base, computer, player, plan, played.version)
    # where the computer twin changed the outcome too (a computer on 21 moved over it), the
    # lines it printed as the bust twin did, unlike the base, tell the outcome
    outcome = {i for i, j in pair_lines(base, computer) for k in [dict(pair_lines(base, bust)).get(i)]
               if k is not None and computer[j] == bust[k] != base[i]} \
        if plan.winner != "player" and len({rules.winner(*h) for h in plan.hands(1)} |
                                          {plan.winner}) > 1 else set()
    reading.named = named_slots(base, computer, player, plan, played.version,
                                set(reading.card_slots.values()),
                                _changed_with(base, games.get("base"), games.get("suits")),
                                _changed_with(base, games.get("tens"), games.get("faces")),
                                outcome)
    reading.leaks = leaks(games["base"].turn_segments(), games["computer"].turn_segments(),
                          games["player"].turn_segments())
    if not reading.leaks and reading.named:
        # cards named in the program's own words: a line whose words changed with the
        # computer's two cards, and not with the player's, names them (``Le croupier a fini
        # (Six de Cœur, Dame de Pique)``)
        reading.leaks = leaks(games["base"].turn_segments(), games["computer"].turn_segments(),
                              games["player"].turn_segments(), words=True)
    reading.leak_game = games["computer"]
    if not reading.leaks and games.get("first") is not None and plan.first is not None \
            and _dealt_computer_first(values, base, block(games["first"]), plan):
        # the computer's first card, changed alone in a program dealing the computer first
        reading.leaks = leaks(games["base"].turn_segments(), games["first"].turn_segments(),
                              games["player"].turn_segments(), words=True)
        reading.leak_game, reading.leak_card = games["first"], "first"
    # the lines the twin of the bust twin's side left alone (the player's; the computer's where
    # the base game is the computer's, `Plan.winner`): not that side's cards or value
    same = player if plan.winner == "player" else computer
    alike = {i for i, j in pair_lines(base, same) if skeleton(base[i]) == skeleton(same[j])}
    read = _read_values(values, base, same)[0]
    # (only where the twin's outcome may change: the player twin given a card at its stick, the
    # computer twin of a computer on 21 taken over it)
    may_change = late[2] if plan.winner == "player" else \
        any(c > 21 for c, _ in plan.hands(GAMES.index("computer")))
    if may_change and len(read) == 2 and \
            rules.winner(read["computer"], read["player"]) != plan.winner:
        # that twin's outcome changed (a stick that dealt one card more took the player over
        # 21, a `player-choice` fault, `_late_value`; a computer on 21 moved over it): its
        # lines that tell the outcome as the bust twin does are the outcome's, not its cards
        at_bust = dict(pair_lines(base, bust))
        alike |= {i for i, j in pair_lines(base, same) if at_bust.get(i) is not None
                  and skeleton(same[j]) == skeleton(bust[at_bust[i]])}
    found = [(i, j) for i, j in pair_lines(base, bust)
             if i in alike and skeleton(base[i]) != skeleton(bust[j])
             and _unrun(base[i]) != _unrun(bust[j])
             and cards_in(base[i], played.version) == cards_in(bust[j], played.version)
             and not (place(base[i]) == place(bust[j]) == "@")]
    #          (a line whose cards changed shows the card the twin changed, not who won; so
    #          does a line listing one card in the program's own words, `LISTED_RE`; a rule
    #          of dashes as wide as a table's hands, changed only in its length, says nothing)
    if anchors is not None:    # the line that tells the computer higher as the bust was told
        at_higher = dict(pair_lines(base, anchors[1]))      # (``Winner: Dealer``), where one does
        found.sort(key=lambda ij: at_higher.get(ij[0]) is None or not _held(
            skeleton(anchors[1][at_higher[ij[0]]]), [bust[ij[1]]]))
    first = found[0] if found else None
    told_as_bust = first is not None and _held(skeleton(base[first[0]]), bust)
    reading.doubt = anchors is None and bool(plan.anchors) and (
        first is None or len(found) > 1 or told_as_bust)
    anchored = _anchored_words(base, bust, anchors, alike, played.version)
    if anchored is not None and (first is None or told_as_bust):
        # the player higher was told as the player's bust is (the lower value wins): the two
        # games whose winner no rule but another can change tell the outcomes' words
        i, j = anchored
        _learn_words(reading, i, (anchors[0], j), (base, i), values)
    elif first is not None:
        i, j = first
        won, lost = (base, i), (bust, j)      # the base's winner's words, and the other side's
        _learn_words(reading, i, *((won, lost) if plan.winner == "player" else (lost, won)),
                     values)
    paired = pair_lines(base, bust)
    if reading.verdict_slot is None and len(paired) == len(base) and all(
            skeleton(base[i]) == skeleton(bust[j]) for i, j in paired):
        # every line of the base's block told again alike (a line the bust adds, `Bust!`, aside)
        reading.bust_told_as_win = games["bust"]   # the base's winner bust alone, told as its win
        reading.bust_side = plan.winner
    return reading


def _late_value(played: Played, game: Game) -> int:
    """The value of the cards a stacked game handed out after the player's answers stopped
    drawing, by the runner's count (`programs.dealt_after_turn`): 0 where none was, or the
    count tells nothing."""
    from autograder.pontoon.programs import dealt_after_turn
    counts = dealt_after_turn(played, game)
    if counts is None or counts[0] <= counts[1] + counts[2]:
        return 0
    return sum(card_value(tuple(c)) for c in played.dealt_cards(game)[counts[1] + counts[2]:])


def _unrun(line: str) -> str:
    """A line with each run of one character made one: two lines alike so changed only in how
    long a run is (a rule of dashes, a box's edge, as wide as what it frames), which tells no
    result; a face's signs (``:)``, ``:(``) do. So is a run of one sign in groups (tally marks,
    ``||||| ||||| ||``, a bar of stars): a number drawn, which changes with a hand's value.

    >>> _unrun("-" * 40) == _unrun("-" * 52), _unrun(":)") == _unrun(":(")
    (True, False)
    >>> _unrun("Nilai: ||||| ||||| | (#)") == _unrun("Nilai: ||||| ||| (#)"), _unrun("a  b")
    (True, 'a b')
    """
    return re.sub(r"([^\w\s])\1*(?:\s+\1+)+|(.)\2+", lambda m: m.group(1) or m.group(2),
                  line.strip())


def _learn_words(reading: Reading, slot: int, player: tuple[list[str], int],
                 computer: tuple[list[str], int], values: dict[tuple[int, int], str]) -> None:
    """The outcomes' words, learnt at the result's ``slot``: the player's win as the line
    ``player`` (a block, and the line's place in it) tells it, the computer's as ``computer``
    does, each with the values it names tagged (`tagged`, for `swapped`)."""
    reading.verdict_slot = slot
    reading.verdicts, reading.told = {}, {}
    for side, (lines, j) in (("player", player), ("computer", computer)):
        reading.verdicts[skeleton(lines[j])] = side
        reading.told[side] = tagged(lines[j], _read_values(values, reading.slots, lines)[0])


def _held(text: str, lines: list[str]) -> bool:
    """Whether a line's words are one of ``lines``' words, or held whole in one, or hold one
    (`said_in`: ``the bank wins.`` in ``you are bust. the bank wins.``).

    >>> _held("de bank wint.", ["Je bent kapot. De bank wint."]), _held("you win.", ["You lose."])
    (True, False)
    """
    return any(said_in({skeleton(line): "x"}, text) for line in lines)


def _anchored_words(base: list[str], bust: list[str], anchors: list[list[str]] | None,
                    alike: set[int], version: int) -> tuple[int, int] | None:
    """Where the player's win is told when the player higher was told as the player's bust
    (the lower value winning): (the base's result slot, the line of the computer's-bust game
    that tells the player's win), or None.

    ``anchors`` are the blocks of the computer's bust alone and of the computer higher
    (`_anchor`). The slot's line in the base game is told in the player's bust's words and
    differs from the computer's bust's line; and the computer higher is told in the words of
    the computer's bust (the same, or one held in the other): the lower value won both. A
    program that misreads the player's bust instead (``your 24 beats the dealer's 18``) tells
    the computer higher in other words than the computer's bust, and nothing is learnt here.
    """
    if anchors is None:
        return None
    computer_bust, higher = anchors
    at_higher = dict(pair_lines(base, higher))
    for i, j in pair_lines(base, computer_bust):
        text = skeleton(computer_bust[j])
        if i in alike and _held(skeleton(base[i]), bust) \
                and _unrun(skeleton(base[i])) != _unrun(text) \
                and not cards_in(base[i], version) and not cards_in(computer_bust[j], version) \
                and at_higher.get(i) is not None \
                and said_in({text: "player"}, skeleton(higher[at_higher[i]])) == "player":
            return i, j
    return None


WORD_RE = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?|\d+")
PART_RE = re.compile(r"\s+[-\u2013\u2014]+\s+|[.!?:;,]+(?:\s+|$)")


def tagged(line: str, values: dict[str, int]) -> tuple[str, ...]:
    """A result line's words, each number that is one hand's value (and not the other's) as whose
    it is (``C`` the computer's, ``P`` the player's), any other number ``#``.

    >>> tagged("Dealer 18, you 20: your 20 beats the dealer's 18", {"computer": 18, "player": 20})
    ('dealer', 'C', 'you', 'P', 'your', 'P', 'beats', 'the', "dealer's", 'C')
    """
    c, p = values.get("computer"), values.get("player")
    def tag(word: str) -> str:
        if not word.isdigit():
            return word
        n = int(word)
        return "#" if c == p else "C" if n == c else "P" if n == p else "#"
    return tuple(tag(w) for w in WORD_RE.findall(normalize(line)))


def swapped(told: dict[str, tuple[str, ...]], words: tuple[str, ...]) -> str | None:
    """Who a result line says won when it says a learnt line's words with the two hands' values in
    the other order: the part where it differs from that line holds the same words, and the
    values it names come the other way round (``the dealer's 18 beats your 15`` against the
    player's ``your 20 beats the dealer's 18``): the other side won.

    >>> told = {"player": ("your", "P", "beats", "the", "dealer's", "C"), "computer": ("bust",)}
    >>> swapped(told, ("the", "dealer's", "C", "beats", "your", "P"))
    'computer'
    >>> swapped(told, ("C", "all", "a", "stand", "off")) is None
    True
    """
    found = set()
    for side, learnt in told.items():
        start = 0
        while start < min(len(learnt), len(words)) and learnt[start] == words[start]:
            start += 1
        end = 0
        while end < min(len(learnt), len(words)) - start and learnt[-1 - end] == words[-1 - end]:
            end += 1
        a, b = learnt[start:len(learnt) - end], words[start:len(words) - end]
        tags_a, tags_b = [w for w in a if w in "CP"], [w for w in b if w in "CP"]
        plain = sorted("#" if w in "CP" else w for w in a)
        if set(tags_a) == {"C", "P"} and tags_b == tags_a[::-1] and tags_a != tags_b \
                and plain == sorted("#" if w in "CP" else w for w in b):
            found.add("computer" if side == "player" else "player")
    return found.pop() if len(found) == 1 else None


def ends_as(verdicts: dict[str, str], text: str) -> str | None:
    """Who a result line says won when it ends as the lines learnt for one outcome end, and not as
    any other's: the words that tell the outcome come last (``level - point to maggie.`` ends
    as the bust twin's ``you went over - point to maggie.``).

    >>> learnt = {"point to you.": "player", "you went over - point to maggie.": "computer"}
    >>> ends_as(learnt, "level - point to maggie."), ends_as(learnt, "maggie went over - point to you.")
    ('computer', 'player')
    >>> ends_as(learnt, "level - no point.") is None
    True

    An ending the other outcome's line holds too tells no outcome (a name the program adds to
    its lines, ``Komputer menang! Sepurane, Pemain.`` against ``Pemain menang!``):

    >>> ends_as({"pemain menang!": "player", "komputer menang! sepurane, pemain.": "computer"},
    ...         "seri! ora ana sing menang, pemain.") is None
    True
    """
    def last(line: str) -> str:
        parts = [part.strip() for part in PART_RE.split(line) if part.strip()]
        return parts[-1] if parts else ""
    def holds(line: str, part: str) -> bool:
        words, piece = WORD_RE.findall(line), WORD_RE.findall(part)
        return any(words[i:i + len(piece)] == piece for i in range(len(words) - len(piece) + 1))
    found = {who for learnt, who in verdicts.items() if last(learnt) and last(learnt) == last(text)
             and not any(holds(other, last(text)) for other, them in verdicts.items()
                         if them != who)}
    return found.pop() if len(found) == 1 else None


def seen(ask) -> list[str]:
    """What the player saw when asked: the lines before the question, and the question itself
    (a prompt may show the hand: ``Hit or stand? You hold Ten of Clubs (10): ``).

    >>> from autograder.pontoon.transcript import Ask
    >>> seen(Ask("Hit? (7) ", "h", ["", "You drew a Two"]))
    ['You drew a Two', 'Hit? (7) ']
    """
    return [line for line in [*ask.before, ask.prompt] if line.strip()]


def _last_before(game: Game) -> list[str]:
    """What the player saw at a game's last twist-or-stick question (where the player stuck)."""
    asks = game.turn_asks
    return seen(asks[-1]) if asks else []


def _turn_slot(base: Game, computer: Game, player: Game, total: dict[str, int],
               values: dict[tuple[int, int], str],
               blocks: list[list[str]], late: tuple[int, ...] = ()) -> tuple[list[str], tuple[int, int] | None]:
    """Where the player's value is printed before a question: the number before the last
    question that moved as the player's hand did and not with the computer's, and that is,
    where the player stuck in the base game and both twins, the player's value as the game's
    result block (``blocks``, read at ``values``) shows it, less the cards the runner saw handed
    out after the stick (``late``, each game's, `_late_value`). A card printed on a line of its
    own (``2♠``) moves with the changed card as the value does, but is not the hand's value.

    >>> from autograder.pontoon.transcript import Ask
    >>> def game(cards, value, shown=()):
    ...     return Game(1, [Ask("t/s? ", "s", ["Hand:"] + cards + list(shown)), f"You: {value}",
    ...                     "Bank: 18"])
    >>> base, twin = game(["Card 7", "Card 2"], 9), game(["Card 7", "Card 3"], 10)
    >>> _turn_slot(base, base, twin, {"player": 1}, {(0, 0): "player"},
    ...            [block(g) for g in (base, base, twin)])[1] is None      # the card's own 2
    True
    >>> base, twin = game(["Card 7", "Card 2"], 9, ["Total 9"]), game(["Card 7", "Card 3"], 10, ["Total 10"])
    >>> _turn_slot(base, base, twin, {"player": 1}, {(0, 0): "player"},
    ...            [block(g) for g in (base, base, twin)])[1]
    (3, 0)
    """
    lines = _last_before(base)
    games = (base, computer, player)
    moved_c = _moves(lines, _last_before(computer))
    for (i, x), d in _moves(lines, _last_before(player)).items():
        if d != total["player"] or moved_c.get((i, x)) != 0:
            continue
        said = [_said_at(lines, _last_before(g), i, x) for g in games]
        shown = [_read_values(values, blocks[0], b)[0].get("player") for b in blocks[:3]]
        shown = [v - late[k] if v is not None and k < len(late) else v
                 for k, v in enumerate(shown)]
        if any(v is not None for v in shown) and all(
                v is None or v == s for v, s in zip(shown, said)):
            return lines, (i, x)
    return lines, None


def _said_at(slots: list[str], lines: list[str], slot: int, x: int) -> int | None:
    """The number at a reading's place (the ``x``-th of slot ``slot``) in other lines, or None.

    >>> _said_at(["Hand: 7, 2", "Value: 9"], ["Hand: 7, 3", "Value: 10"], 1, 0)
    10
    """
    at = dict(pair_lines(slots, lines)).get(slot)
    said = numbers(lines[at]) if at is not None else []
    return said[x] if len(said) == len(numbers(slots[slot])) and x < len(said) else None


def turn_values(reading: Reading, game: Game) -> list[int | None] | None:
    """The player's value before each question of a game, where the reading places it; None
    when the reading found no such place.

    >>> r = Reading([], {}, turn_slots=["You drew: 7", "Hand: [3, 7] = 10"], turn_value=(1, 2))
    >>> from autograder.pontoon.transcript import Ask
    >>> turn_values(r, Game(1, [Ask("Twist or stick? ", "s", ["You drew: 9", "Hand: [3, 9] = 12"])]))
    [12]
    >>> turn_values(r, Game(1, [Ask("Twist or stick? ", "s", ["You drew: King", "Hand: [3, 'K'] = 13"])]))
    [13]
    """
    if reading.turn_value is None:
        return None
    slot, x = reading.turn_value
    want = len(numbers(reading.turn_slots[slot]))
    out: list[int | None] = []
    for ask in game.turn_asks:
        lines = seen(ask)
        at = dict(pair_lines(reading.turn_slots, lines)).get(slot)
        said = numbers(lines[at]) if at is not None else []
        grown = at is not None and _as_list(lines[at]) == _as_list(reading.turn_slots[slot])
        out.append(said[x] if len(said) == want else     # a list that grew: the same place
                   said[-1] if said and x == want - 1 and grown else None)
    return out


def leaks(base: list[list[str]], computer: list[list[str]], player: list[list[str]],
          words: bool = False) -> list[str]:
    """Lines printed before the player's turn ended that changed, in their numbers or cards,
    when the computer's cards changed and not when the player's did: the computer's hand shown
    during the player's turn (a running tally or the player's cards move with both or neither).
    With ``words``, a change of words counts too (a card named in the program's own words: the
    first-card twin changes nothing else in a program dealing the computer first).

    Each game's turn comes cut at its questions (`Game.turn_segments`): where a twin asked as
    many questions, the lines between its k-th question and the next pair with the base's
    between the same two, so lines printed in turn from a list of the program's own (a joke
    a line, from a cycle the computer's extra card moved on) cannot pair the player's hand
    with a later one; else the whole turns pair.

    >>> leaks([["Game 1", "Dealer: 6, 6", "You: 5"]], [["Game 2", "Dealer: 6, 7", "You: 5"]],
    ...       [["Game 3", "Dealer: 6, 6", "You: 7"]])
    ['Dealer: 6, 6']
    >>> leaks([["Il banco mostra: Sette di Cuori", "Tu: 5"]], [["Il banco mostra: Otto di Cuori", "Tu: 5"]],
    ...       [["Il banco mostra: Sette di Cuori", "Tu: 7"]], words=True)
    ['Il banco mostra: Sette di Cuori']
    """
    def kept(segments):
        return [[line for line in seg if line.strip()] for seg in segments]

    base = kept(base)
    flat = [line for seg in base for line in seg]
    starts = [sum(len(seg) for seg in base[:k]) for k in range(len(base))]
    moved = []
    for twin in map(kept, (computer, player)):
        if len(twin) == len(base):
            pairs = [(starts[k] + i, seg_b[j]) for k, (seg_a, seg_b) in enumerate(zip(base, twin))
                     for i, j in pair_lines(seg_a, seg_b)]
        else:
            other = [line for seg in twin for line in seg]
            pairs = [(i, other[j]) for i, j in pair_lines(flat, other)]
        moved.append({i for i, line in pairs if _shown(flat[i]) != _shown(line)
                      or words and _changed_words(flat[i], line)})
    return list(dict.fromkeys(flat[i] for i in sorted(moved[0] - moved[1])))


def _dealt_computer_first(values: dict[tuple[int, int], str], base: list[str], first: list[str],
                          plan: Plan) -> bool:
    """Whether the first-card twin's result shows its changed card in the computer's hand: the
    values its slots give are the computer's and the player's as a program dealing the
    computer's turn first (order A) deals them, and not as the base game's."""
    computer, player = deal_values(list(plan.first), plan.stick_at, plan.twist_below, "A")
    found = _read_values(values, base, first, player=sum(player))[0]
    return found == {"computer": sum(computer), "player": sum(player)} and \
        (sum(computer), sum(player)) not in plan.hands(0)


def _shown(line: str) -> tuple:
    """What a line says of cards: its numbers and the contract's card names in it."""
    return tuple(numbers(line)), tuple(RANK_RE.findall(normalize(line)))


def _card_slots(base: list[str], computer: list[str], player: list[str], plan: Plan,
                version: int) -> dict[int, str]:
    """Which lines show whose cards (v2 onwards): a line naming as many cards as a hand holds (or
    the first of lines naming one each, `listed_cards`), whose cards changed when that hand's
    cards changed and whose cards' values did not when the other's did (a program that draws a
    face in a second draw of its own may show another face there: the same hand).

    >>> plan = plan_experiments(2, 17, 16)
    >>> base = ["Bank: Two, Jack, Six", "You: Six, Five, Ace"]
    >>> _card_slots(base, ["Bank: Three, Eight, Six", base[1]],
    ...             ["Bank: Two, Queen, Six", "You: Six, Seven, Ace"], plan, 2)
    {0: 'computer', 1: 'player'}
    """
    if version < 2:
        return {}
    sizes = [(len(c), len(p)) for c, p in (deal_values(list(plan.values[0]), plan.stick_at,
                                                        plan.twist_below, o) for o in plan.orders)]
    places = [dict(pair_lines(base, twin)) for twin in (computer, player)]
    out = {}
    for i, line in enumerate(base):
        if i and len(cards_in(base[i - 1], version)) == 1 and len(cards_in(line, version)) == 1:
            continue                 # within a listing of one card a line: its first line holds it
        mine = listed_cards(base, i, version)
        theirs = [listed_cards(twin, places[n][i], version) if places[n].get(i) is not None
                  else None for n, twin in enumerate((computer, player))]
        changed = [cards is not None and cards != mine for cards in theirs]
        same = [cards is not None and _values(cards) == _values(mine) for cards in theirs]
        named = len(mine)
        if changed[0] and same[1] and any(named == k for k, _ in sizes):
            out[i] = "computer"
        elif changed[1] and same[0] and any(named == m for _, m in sizes):
            out[i] = "player"
    return out


def _values(cards: list) -> list[int]:
    """The contract's values of cards read from a line."""
    return [card_value(card) for card in cards]


TOKEN_RE = re.compile(r"[^\W\d_]+|[^\w\s.,;:!?()\[\]'\"=+\-/|*]")   # a word, or a sign (a suit's)
# a card's code: its rank's number glued to a sign, its suit (``10♣``, ``♥7``): the number names
# the rank there, as a word does, and is no value
CODE_RE = re.compile(r"(?<![\w#])\d{1,2}(?=[^\x00-\x7f\w\s])|(?<=[^\x00-\x7f\w\s])\d{1,2}(?![\w#])")


def _code_rank(match: re.Match) -> str:
    """A code's rank number as a word (its digits as letters), so it changes as a word does."""
    return " " + "".join(chr(ord("a") + int(d)) for d in match.group()) + " "


CELL_MARKS = "|\u2502\u2503"        # what divides a table's cells: ``|``, ``│``, ``┃``


def cells(line: str) -> list[str]:
    """A table row's cells, empty ones kept (their place is their column): the text between
    the marks that divide cells; [] for a line with no such mark inside it.

    >>> cells("| Eight of Spades | King of Spades  |"), cells("|                 | Queen of Hearts |")
    (['Eight of Spades', 'King of Spades'], ['', 'Queen of Hearts'])
    >>> cells("Dealer: 18"), cells("| Total: 23 | Total: 26 |")
    ([], ['Total: 23', 'Total: 26'])

    A row with no border whose first cell is empty begins with that cell's padding:

    >>> cells("Six of Diamonds    | Jack of Clubs"), cells("                   | Queen of Diamonds")
    (['Six of Diamonds', 'Jack of Clubs'], ['', 'Queen of Diamonds'])
    >>> cells("Ten of Hearts      |")
    ['Ten of Hearts', '']
    """
    text = line.rstrip()
    for mark in CELL_MARKS[1:]:
        text = text.replace(mark, "|")
    bordered = text[:1] == "|"       # a border at the line's start, not an empty cell's edge
    text = text[1:].strip() if bordered else text.strip()
    if bordered and text.endswith("|"):   # (without one, a bar at the end closes an empty cell)
        text = text[:-1]
    return [cell.strip() for cell in text.split("|")] if "|" in text else []


def column_slots(base: list[str], computer: list[str], player: list[str],
                 version: int) -> dict[int, str]:
    """The columns of a table whose rows list both hands side by side, one card of each a row
    (``| Eight of Spades | King of Spades |``), by experiment (v2 onwards): a column whose cards
    changed in the computer twin and never in the player twin lists the computer's cards, and
    the other way round. {} when no such table is found.

    >>> column_slots(["| Five of Clubs | Six of Spades |", "|               | Nine of Hearts |"],
    ...              ["| Five of Clubs | Six of Spades |", "|               | Ten of Hearts |"],
    ...              ["| Four of Clubs | Six of Spades |", "|               | Nine of Hearts |"], 3)
    {1: 'computer', 0: 'player'}
    """
    if version < 2:
        return {}
    moved: dict[int, set] = {}
    for side, twin in (("computer", computer), ("player", player)):
        for i, j in pair_lines(base, twin):
            a, b = cells(base[i]), cells(twin[j])
            if len(a) < 2 or len(a) != len(b):
                continue
            for k, (x, y) in enumerate(zip(a, b)):
                if cards_in(x, version) != cards_in(y, version):
                    moved.setdefault(k, set()).add(side)
    return {k: sides.pop() for k, sides in moved.items() if len(sides) == 1}


def _rows_or_columns(base: list[str], computer: list[str], player: list[str],
                     card_slots: dict[int, str], version: int) -> tuple[dict, dict]:
    """The lines (`_card_slots`) or the table's columns (`column_slots`) that list the hands'
    cards: (card_slots, columns), one of them empty. The columns are read where no line lists
    a hand's cards, and where the lines found are a table's rows, one hand's only: a row holds
    a card of each hand, and one whose other card the other twin left alone is no hand.

    >>> base = ["| Two of Hearts | Four of Clubs |", "| Seven of Clubs | Three of Diamonds |",
    ...         "| Six of Hearts | Three of Spades |", "| | Five of Clubs |"]
    >>> computer = base[:1] + ["| Nine of Hearts | Three of Diamonds |",
    ...                        "| Five of Diamonds | Three of Spades |"] + base[3:]
    >>> player = base[:1] + ["| Seven of Clubs | Two of Clubs |", base[2],
    ...                      "| | Seven of Hearts |"]
    >>> _rows_or_columns(base, computer, player, {2: "computer"}, 3)
    ({}, {0: 'computer', 1: 'player'})
    >>> _rows_or_columns(base, computer, player, {2: "computer", 3: "player"}, 3)
    ({2: 'computer', 3: 'player'}, {})
    >>> _rows_or_columns(["Bank: Six of Hearts", "You: Two of Clubs"], ["Bank: Five of Hearts",
    ...                  "You: Two of Clubs"], ["Bank: Six of Hearts", "You: Ten of Clubs"],
    ...                  {0: "computer"}, 3)
    ({0: 'computer'}, {})
    """
    if len(set(card_slots.values())) < 2 and all(len(cells(base[i])) >= 2 for i in card_slots):
        columns = column_slots(base, computer, player, version)
        if not card_slots or set(columns.values()) == {"computer", "player"}:
            return {}, columns
    return card_slots, {}


def _cards_changed(plan: "Plan") -> dict[str, int]:
    """How many cards each side twin of a plan changed (`named_slots`, `named_columns`)."""
    return {side: sum(a != b for a, b in zip(plan.values[0], plan.values[n]))
            for n, side in ((1, "computer"), (2, "player"))}


def named_columns(base: list[str], computer: list[str], player: list[str], plan: "Plan",
                  version: int) -> dict[int, tuple[str, str]]:
    """The columns of a table whose rows list both hands side by side in the program's own
    words (``| Spar konge | Hjerter åtte |``), by experiment (v2 onwards), as `named_slots`
    finds lines: a column whose words changed in one side's twin, at least one word for each
    card that twin changed, and never in the other's, names that hand's cards; with suits
    where two words or more changed for each card. {} when no such table is found.

    >>> plan = plan_experiments(3, 17, 16)
    >>> named_columns(["| Spar seks | Hjerter ti |", "| Spar fem | Ruter to |", "| Sum: 11 | Sum: 12 |"],
    ...               ["| Ruter sju | Hjerter ti |", "| Kløver åtte | Ruter to |", "| Sum: 15 | Sum: 12 |"],
    ...               ["| Spar seks | Ruter ni |", "| Spar fem | Kløver tre |", "| Sum: 11 | Sum: 12 |"],
    ...               plan, 3)
    {0: ('computer', 'suits'), 1: ('player', 'suits')}
    """
    if version < 2:
        return {}
    changed = _cards_changed(plan)
    words: dict[str, dict[int, int]] = {"computer": {}, "player": {}}
    for side, twin in (("computer", computer), ("player", player)):
        for i, j in pair_lines(base, twin):
            a, b = cells(base[i]), cells(twin[j])
            if len(a) < 2 or len(a) != len(b) or any(numbers(x) for x in a):
                continue                       # a row of cards: no number in it
            for k, (x, y) in enumerate(zip(a, b)):
                words[side][k] = words[side].get(k, 0) + _changed_words(x, y)
    out = {}
    for side, other in (("computer", "player"), ("player", "computer")):
        for k, count in words[side].items():
            if words[other].get(k) == 0 and count >= changed[side] > 0:
                out[k] = (side, "suits" if count >= 2 * changed[side] else "ranks")
    return out


def column_cards(columns: dict[int, str], lines: list[str], version: int) -> dict[str, list]:
    """The cards a block's table rows list in each hand's column, row by row (`column_slots`).

    >>> column_cards({1: "computer", 0: "player"}, ["| You | Dealer |", "| Five of Clubs | Six of Spades |",
    ...              "|  | Nine of Hearts |", "| Total: 5 | Total: 15 |"], 3)
    {'computer': [('Six', 'Spades'), ('Nine', 'Hearts')], 'player': [('Five', 'Clubs')]}
    """
    if not columns:
        return {}
    width = 1 + max(columns)
    out: dict[str, list] = {side: [] for side in columns.values()}
    for line in lines:
        row = cells(line)
        if len(row) < width:
            continue
        for k, side in columns.items():
            out[side] += cards_in(row[k], version)
    return {side: cards for side, cards in out.items() if cards}


def _changed_words(a: str, b: str) -> int:
    """How many of line ``a``'s words (and signs) line ``b`` changed, its numbers aside.

    >>> _changed_words("Banca: Cinco de Picas; Rey de Oros -> 15", "Banca: Siete de Copas; Rey de Oros -> 17")
    2
    >>> _changed_words("Du hast 10 und 8 = 18", "Du hast 9 und 7 = 16")
    0
    >>> _changed_words("Bank: [6♣] [3♣] = 9", "Bank: [6♣] [5♠] = 11"), _changed_words("Six (6)", "Five (5)")
    (2, 1)
    >>> _changed_words("Computer: 6, 10, 3", "Computer: 6, König, 3")
    1
    >>> _changed_words("Gracz: Osemka trefl / Szostka kier / Siodemka kier",
    ...                "Gracz: Osemka trefl / Siodemka trefl / Piatka karo")
    4
    """
    return sum(n for _, n in _changes(a, b))


def _changes(a: str, b: str) -> list[tuple[int, int]]:
    """Where line ``b`` changed line ``a``'s words (and signs), its numbers aside: (the place
    among ``a``'s words, how many words changed there).

    >>> _changes('{"bank": ["Six", "Two"], "you": ["Ten"]}', '{"bank": ["Six", "Nine"], "you": ["Ten"]}')
    [(3, 1)]
    >>> _changes("Bank: Six You: Ten", "Bank: Six You: Nine Two")
    [(3, 2)]
    """
    wa, wb = (TOKEN_RE.findall(CODE_RE.sub(_code_rank, normalize(x))) for x in (a, b))
    if len(wa) == len(wb):           # as many words: the same places (a card's name matched
        return [(i, 1) for i, (x, y) in enumerate(zip(wa, wb)) if x != y]   # with another
    return [(i1, max(i2 - i1, j2 - j1)) for tag, i1, i2, j1, j2 in     # card's is no match; a
            SequenceMatcher(None, wa, wb, autojunk=False).get_opcodes() if tag != "equal"]  # word put in counts


def _apart(a: list[tuple[int, int]], b: list[tuple[int, int]]) -> bool:
    """Whether two twins' changes to one line lie in two parts of it, one before the other: a
    line holding both hands (``{"bank": [...], "you": [...]}``), each twin changing one.

    >>> _apart([(3, 1), (4, 1)], [(7, 2)]), _apart([(7, 2)], [(3, 1)]), _apart([(3, 1), (8, 1)], [(5, 1)])
    (True, True, False)
    """
    if not a or not b:
        return False
    return max(i for i, _ in a) < min(i for i, _ in b) or max(i for i, _ in b) < min(i for i, _ in a)


def _changed_with(base: list[str], a: Game | None, b: Game | None) -> set[int] | None:
    """The base game's lines whose place, in game ``a``, changed its words in game ``b``, the same
    game with the cards' suits changed (`_suit_twin`: lines naming suits) or each Ten made a face
    (`_rank_twin`, played on the game of Tens, `_tens_game`: lines naming a card's rank apart
    from its value). None when the two games were not both played.

    >>> tens = Game(1, [Ask("t/s? ", "s"), "Bank: 10, 8", "You: 10, 9", "You win"])
    >>> faces = Game(2, [Ask("t/s? ", "s"), "Bank: König, 8", "You: König, 9", "You win"])
    >>> _changed_with(["Bank: 6, 5, 7", "You: 6, 2, 3, 8", "You win"], tens, faces)
    {0, 1}
    """
    if a is None or b is None:
        return None
    lines, twin = block(a), block(b)
    changed = {j for j, k in pair_lines(lines, twin) if _changed_words(lines[j], twin[k])}
    return {i for i, j in pair_lines(base, lines) if j in changed}


def named_slots(base: list[str], computer: list[str], player: list[str], plan: Plan,
                version: int, found: set[str] = frozenset(), suited: set[int] | None = None,
                ranked: set[int] | None = None,
                outcome: set[int] = frozenset()) -> dict[int, tuple[str, str]]:
    """Lines naming a hand's cards in the program's own words (v2 onwards), for the sides
    ``found`` (by the contract's names, `_card_slots`) lacks: {slot: (whose, how)}.

    Each side twin changes two of one hand's cards, each to another rank (and another suit):
    a line whose words changed in that twin and not in the other names that hand's cards when
    at least one word a changed card changed. A total in words changes one word for the whole
    hand; cards shown as digits change none. The suit twin tells whether such a line names the
    suits too (``how`` is "suits", else "ranks"): ``suited``, the lines whose words changed when
    every card took another suit (`_changed_with`, `_suit_twin`). Without it, a line where two words
    changed a card is taken to name suits; a digit's rank beside a suit word of the program's
    own (``7 di Cuori``) changes one word, as a rank's name alone does (``Six (6)``).

    The side twins change number cards, so a hand whose number cards are shown by their digits
    and only its faces by name (``7, 4, König``) changes no word there. The rank twin shows it
    (``ranked``: the lines whose words changed when each Ten became a face, `_changed_with`): such a
    line whose numbers moved in one side's twin and in no other names that side's cards.

    ``outcome``: lines whose words changed with the outcome where a side twin changed it too (a
    computer on 21, its STICK_AT, moved over 21: `_side_twin`), which name no card.

    >>> plan = plan_experiments(3, 17, 16)
    >>> named_slots(["Banque : Six de Pique, Cinq de Coeur, Neuf de Trefle", "Vous : Dix, Trois", "Bravo"],
    ...             ["Banque : Six de Pique, Sept de Carreau, Huit de Pique", "Vous : Dix, Trois", "Bravo"],
    ...             ["Banque : Six de Pique, Cinq de Coeur, Neuf de Trefle", "Vous : Deux, Sept", "Bravo"],
    ...             plan, 3)
    {0: ('computer', 'suits'), 1: ('player', 'ranks')}
    >>> named_slots(["Bank: 6, 5, 9", "You: 10, 3"], ["Bank: 6, 7, 8", "You: 10, 3"],
    ...             ["Bank: 6, 5, 9", "You: 2, 7"], plan, 2)
    {}
    >>> base = ["Banco: 6 di Cuori, 5 di Fiori", "Tu: 10 di Picche, 2 di Cuori"]
    >>> named_slots(base, ["Banco: 7 di Fiori, 7 di Quadri", base[1]],
    ...             [base[0], "Tu: 9 di Fiori, 4 di Quadri"], plan, 3,
    ...             suited={0, 1})
    {0: ('computer', 'suits'), 1: ('player', 'suits')}
    >>> base = ["Computer: 6, 10, 3  Summe: 19", "Du: 10, 2, 9  Summe: 21"]
    >>> named_slots(base, ["Computer: 7, 10, 5  Summe: 22", base[1]], [base[0], "Du: 10, 3, 7  Summe: 20"],
    ...             plan, 2, ranked={0, 1})
    {0: ('computer', 'ranks'), 1: ('player', 'ranks')}
    """
    if version < 2:
        return {}
    changed = _cards_changed(plan)
    moved = {side: {i: _changed_words(base[i], twin[j]) for i, j in pair_lines(base, twin)}
             for side, twin in (("computer", computer), ("player", player))}
    for start, length in _listed_runs(base):       # a hand listed a card a line: one slot, the
        for side in moved:                          # words its lines changed added up, at its
            counts = [moved[side].pop(k) for k in range(start, start + length) if k in moved[side]]
            if counts:                              # last line (which pairs with the last of
                moved[side][start + length - 1] = sum(counts)   # a run of any length)
    def how(i: int, by_words: bool) -> str:
        """Suits named in line ``i``, by the suit twin where it was played, else ``by_words``."""
        return "suits" if (i in suited if suited is not None else by_words) else "ranks"

    out: dict[int, tuple[str, str]] = {}
    for side, other in (("computer", "player"), ("player", "computer")):
        if side in found:
            continue
        for i, words in moved[side].items():
            if moved[other].get(i) == 0 and words >= changed[side] > 0 and i not in outcome:
                out[i] = (side, how(i, words >= 2 * changed[side]))
    if not found:                   # a line holding both hands, each twin changing one part
        places = {side: dict((i, _changes(base[i], twin[j])) for i, j in pair_lines(base, twin))
                  for side, twin in (("computer", computer), ("player", player))}
        for i in set(moved["computer"]) & set(moved["player"]) - set(out) - outcome:
            if all(moved[side][i] >= changed[side] > 0 for side in moved) and \
                    _apart(places["computer"].get(i, []), places["player"].get(i, [])):
                out[i] = ("both", how(i, all(moved[side][i] >= 2 * changed[side] for side in moved)))
    if ranked is None:
        return out
    numbers_moved: dict[str, dict[int, bool]] = {side: {} for side in ("computer", "player")}
    for side, twin in (("computer", computer), ("player", player)):
        for (i, _), d in _moves(base, twin).items():
            numbers_moved[side][i] = numbers_moved[side].get(i, False) or d != 0
    for i in sorted(ranked - set(out)):
        for side, other in (("computer", "player"), ("player", "computer")):
            if side not in found and numbers_moved[side].get(i) and \
                    numbers_moved[other].get(i) is False and moved[other].get(i) == 0:
                out[i] = (side, how(i, False))
    return out


def _listed_runs(lines: list[str]) -> list[tuple[int, int]]:
    """(first line, length) of each run of lines holding one card each in the program's own
    words, indented or numbered (`listed_one`): a hand listed a card a line.

    >>> _listed_runs(["Bank:", "   Шістка", "   Дама", "Sum: 16", "You:", "   Туз", "Sum: 1"])
    [(1, 2), (5, 1)]
    """
    out: list[tuple[int, int]] = []
    for i, line in enumerate(lines):
        if listed_one(line):
            if out and sum(out[-1]) == i:
                out[-1] = (out[-1][0], out[-1][1] + 1)
            else:
                out.append((i, 1))
    return out


def listed_cards(lines: list[str], at: int, version: int) -> list:
    """The cards a line names; when it names one, with those of the lines after it that name one
    each (a hand listed one card a line, as JSON or a table prints it).

    >>> listed_cards(['"dealer": [', '  "Four of Spades",', '  "Nine of Hearts"', '],'], 1, 3)
    [('Four', 'Spades'), ('Nine', 'Hearts')]
    >>> listed_cards(["Bank: Seven of Clubs, Ace of Spades", "You: Two of Hearts"], 0, 3)
    [('Seven', 'Clubs'), ('Ace', 'Spades')]
    """
    cards = cards_in(lines[at], version)
    while len(cards_in(lines[at], version)) == 1 and at + 1 < len(lines) \
            and len(more := cards_in(lines[at + 1], version)) == 1:
        cards += more
        at += 1
    return cards


def _labelled_alike(line: str, slot: str) -> bool:
    """Whether each number of ``line`` has a word right before it, the one the same number of
    ``slot`` has, and those words differ from one another (``Computer: 21 You: 30``): labels
    that hold each value's place whatever else the line's words say.

    >>> _labelled_alike("Computer: 21 You: 30 Computer won", "Computer: 16 You: 20 You won")
    True
    >>> _labelled_alike("19 beats 15, the Machine takes it.", "20 beats 15, you take it.")
    False
    """
    def labels(text: str) -> list[str | None]:
        out, at = [], 0
        for m in NUMBER_RE.finditer(text):
            word = re.search(r"([^\W\d_]+)\W*$", text[at:m.start()])
            out.append(word.group(1).lower() if word else None)
            at = m.end()
        return out
    mine, theirs = labels(normalize(line)), labels(normalize(slot))
    return len(mine) >= 2 and mine == theirs and None not in mine and len(set(mine)) == len(mine)


def _pick(said: list[int], x: int, count: int) -> int | None:
    """Number ``x`` of a line that had ``count`` numbers where it was learnt: the same place when
    the line has as many, the last (first) when it was the last (first) of a longer or shorter
    list; else None.

    >>> _pick([6, 3, 5, 14], 2, 3), _pick([6, 3, 5, 14], 1, 3), _pick([18], 0, 1)
    (14, None, 18)
    """
    if len(said) == count:
        return said[x]
    if said and x == count - 1:
        return said[-1]
    return said[0] if said and x == 0 else None


def _read_values(values: dict[tuple[int, int], str], slots: list[str], lines: list[str],
                 pairs: list[tuple[int, int]] | None = None,
                 player: int | None = None) -> tuple[dict[str, int], list[int]]:
    """The values a block's lines give at a reading's places: {side: value}, and the lines used.

    A line in other words than its slot's (another outcome: ``19 beats 15, the Machine takes it``
    where the slot read ``20 beats 15, you take it``) may name the two values the other way
    round: the places were learnt from one wording. Where the line holds both and ``player``
    (the player's value as the program itself showed it, at the question where the player
    stuck) is the one read as the computer's, the two are read the other way round.

    >>> values = {(0, 0): "player", (0, 1): "computer"}
    >>> _read_values(values, ["20 beats 15, you take it."], ["19 beats 15, the Machine takes it."],
    ...              player=15)[0]
    {'player': 15, 'computer': 19}
    >>> _read_values(values, ["20 beats 15, you take it."], ["19 beats 15, you take it."], player=15)[0]
    {'player': 19, 'computer': 15}

    A hand's digits in a list of the program's own card names are read as its list grew:

    >>> _read_values({(0, 2): "player"}, ["Tu: 10 di Picche, 8 di Fiori = 18"], ["Tu: 3 di Cuori = 3"])[0]
    {'player': 3}
    >>> _read_values({(0, 2): "player"}, ["Tu: 10 di Picche, 8 di Fiori = 18"],
    ...              ["Tu: 3 di Cuori, 2 di Fiori, 7 di Picche = 12"])[0]
    {'player': 12}

    Not where each number has the word before it that it had where it was learnt (``Computer:
    21 You: 30 Computer won``, the player's value moved after the question where it stuck):
    the labels hold the places.

    >>> values = {(0, 0): "computer", (0, 1): "player"}
    >>> _read_values(values, ["Computer: 16 You: 20 You won"], ["Computer: 21 You: 30 Computer won"],
    ...              player=21)[0]
    {'computer': 21, 'player': 30}
    """
    found: dict[str, int] = {}
    used = []
    for i, j in pair_lines(slots, lines) if pairs is None else pairs:
        count = len(numbers(slots[i]))
        got: dict[str, int] = {}
        for (slot, x), side in sorted(values.items()):
            if slot == i and side not in found:
                said = numbers(lines[j])       # of another length: only a list that grew
                value = _pick(said, x, count) if len(said) == count \
                    or _as_list(lines[j]) == _as_list(slots[i]) else None
                if value is not None:
                    got[side] = value
                    used.append(j)
        if player is not None and len(got) == 2 and skeleton(lines[j]) != skeleton(slots[i]) \
                and got["computer"] == player != got["player"] \
                and not _labelled_alike(lines[j], slots[i]):
            got = {"player": got["computer"], "computer": got["player"]}
        found.update(got)
    return found, used


# a rank's number with up to three words after it (``7 di Cuori``), or one word before it
# where the line names a number after it (``하트 7  (합계 7)``: the suit's word first, then the
# hand's value): a card of a hand named by digits in the program's own words, alone in its hand
ONE_CARD_RE = re.compile(r"(?<![\w'#])#\s+[^\W\d_]{2,}(?:\s+[^\W\d_]{2,}){0,2}(?![\w'])"
                         r"|(?<![\w'#])[^\W\d_]{2,}\s*#(?=[^#]*#)")
# a hand listed as numbers and words between commas (``7, König, 4``): the number cards' digits
# beside the faces' names, each maybe after its suit's word (``하트 3, 클로버 K``); or as a Python
# list of pairs (``[('9', 'Clubs'), ('A', 'Hearts')]``)
_MIXED = (r"(?:[\[(]+\s*)?(?:'[^\W\d_]'|'?(?:(?:[^\W\d_]{2,}\s*)?[#@]|[^\W\d_]{2,})'?)"
          r"(?:\s*[\])]+)?")    # (``('Q', 'Clubs')``: two items; ``ダイヤの6``: one)
MIXED_LIST_RE = re.compile(rf"(?<![\w'#@]){_MIXED}(?:\s*[,;/+&]\s*{_MIXED})+(?![\w'])")
# a list of one kind in its brackets, or of one item (``['ruutu 10']``)
RUN_RE = re.compile(r"#(?:\s*[,;/+&]\s*#|#)+")
BRACKETED_RE = re.compile(r"[\[(]+\s*(?:'[^\W\d_]{2,}\s+[#@]'|'?[#@]'?)\s*[\])]+")


@lru_cache(maxsize=8192)            # the same lines come game after game
def _as_list(line: str) -> str:
    """A line as a hand's value is read from it when its count of numbers changed: its `place`,
    a hand listed one item, whatever its cards are named by (numbers, the contract's names, the
    program's words, or some of each), and so is a card of one card's hand named by its digit
    in the program's words.

    >>> _as_list("Tu -> 6 di Cuori = 6") == _as_list("Tu -> 10 di Picche, 2 di Fiori = 12")
    True
    >>> _as_list("Computer: König, Ass, 4  Summe: 15") == _as_list("Computer: 7, 4, 8  Summe: 19")
    True
    >>> a, b = "CPU: [('9', 'Clubs'), ('A', 'Hearts'), ('2', 'Spades')] -> 12", "CPU: [('5', 'Clubs')] -> 5"
    >>> _as_list(a) == _as_list(b)
    True
    >>> _as_list("Du: 2, Ass, 10, 7  Summe: 20") == _as_list("Du: 7, 6, 4, 4  Summe: 21")
    True

    The suit's word before the rank's digit or letter (``하트 10``) too:

    >>> a, b = "컴퓨터: 클로버 3, 다이아몬드 2, 하트 퀸  (합계 15)", "컴퓨터: 하트 10  (합계 10)"
    >>> _as_list(a) == _as_list(b) == _as_list("컴퓨터: 스페이드 퀸, 하트 7  (합계 17)")
    True

    So is a table's row whose value's column follows the cards' (``|``), whatever the suits:
    runs of one suit are one item in a `skeleton`, so the items' count is no hand's length:

    >>> a, b = "플레이어 | 하트 3, 하트 8, 다이아몬드 3, 클로버 2 |  16", "플레이어 | 클로버 K, 클로버 8 |  18"
    >>> _as_list(a) == _as_list(b)
    True

    and a Python list of one such card:

    >>> _as_list("Kätesi: ['ruutu 10'] - arvo 10") == _as_list("Kätesi: ['ruutu 10', 'pata 3'] - arvo 13")
    True

    and cards whose suit's word is glued to the rank's digit (``ダイヤの6、ハートの5``):

    >>> _as_list("手札：ダイヤの6（合計 6）") == _as_list("手札：ダイヤの6、ハートの5、クラブの4（合計 15）")
    True
    >>> _as_list("あなた：ハートの7、ハートのキング、ダイヤの4（合計 21）") == _as_list("あなた：ダイヤの6、ハートの5（合計 11）")
    True
    """
    listed = BRACKETED_RE.sub("#", MIXED_LIST_RE.sub("#", place(line)))
    # (what is left of a list: its pieces in a row, glued or between commas, one item)
    return RUN_RE.sub("#", ONE_CARD_RE.sub("@", listed).replace("@", "#"))


def stuck_at(reading: Reading, game: Game, version: int) -> int | None:
    """The player's value where the player stuck, as the program showed it before its last
    twist-or-stick question (a turn value the reading places, else one the words give); None
    when the player did not stick there or no value was shown."""
    asks = game.turn_asks
    if not asks or asks[-1].answer is None or asks[-1].means != "s":
        return None
    from autograder.pontoon.programs import turn_values as said_values
    shown = turn_values(reading, game) or said_values(game, version)
    return shown[-1] if shown and len(shown) == len(asks) else None


def _as_dealt(values: dict[tuple[int, int], str], blocks: list[list[str]], plan: Plan,
              late: tuple[int, ...] = ()) -> bool:
    """Whether the values the slots hold are, in the base game and every twin, the values the
    grader dealt (the program played the grader's games by the rules): else the numbers that
    moved did so by chance (a made-up value, a running tally) or the cards went to other hands
    than the grader's orders deal them (a program dealing the player first: its bust twin makes
    the computer bust), and nothing is learnt. ``late``: for each game, the value of the cards
    the runner saw handed out after the player's answers stopped drawing (a stick that deals
    one more card, a `player-choice` fault): the player's value may hold them."""
    for game, lines in enumerate(blocks):
        extra = late[game] if game < len(late) else 0
        hands = plan.hands(game) | ({(c, p + extra) for c, p in plan.hands(game)} if extra else set())
        if not any(all(_read_values(values, blocks[0], lines, player=hand[1])[0].get(side, want)
                       == want for side, want in zip(("computer", "player"), hand))
                   for hand in hands):
            return False
    return True


def read_game(reading: Reading, game: Game, version: int) -> Result | None:
    """A game's result read through a reading: values from the slots that hold them, who won from
    the line in the result's slot (the program's words for each outcome, a third text a draw),
    and no value taken from a line whose numbers no card moved. What the reading cannot place
    is read as `Game.result` reads it.

    >>> from autograder.pontoon.transcript import Ask
    >>> r = Reading(["Chips: 100", "Bank 18 / you 20", "Bravo !"], {(1, 0): "computer", (1, 1): "player"},
    ...             {0}, 2, {"bravo !": "player", "perdu.": "computer"})
    >>> g = Game(1, [Ask("Twist or stick? ", "s"), "Chips: 90", "Bank 21 / you 19", "Perdu."])
    >>> res = read_game(r, g, 1); res.computer.value, res.player.value, res.verdict
    (21, 19, 'computer')
    >>> res = read_game(r, Game(1, [Ask("Twist or stick? ", "s"), "Bank 19 / you 19", "Egalite."]), 1)
    >>> res.verdict
    'draw'
    """
    key = ("words", version)             # what the words say, kept apart from what is read
    if key not in game._results:      # a result kept without it is still the words' own
        game._results[key] = game.result(version)
    words = game._results[key]
    lines = block(game)
    pairs = pair_lines(reading.slots, lines)
    rest = _without_echo(game, lines)
    slots = {slot for slot, _ in reading.values}
    if rest is not lines and any(i in slots and j < len(lines) - len(rest) for i, j in pairs):
        # the turn's last display printed again after a bust, where a value's place was paired:
        # the result is read without it
        lines, pairs = rest, pair_lines(reading.slots, rest)
    result = Result(replace(words.computer) if words else Hand(), replace(words.player) if words
                    else Hand(), words.verdict if words else None, list(words.lines) if words else [])
    found, used = _read_values(reading.values, reading.slots, lines, pairs,
                               stuck_at(reading, game, version))
    result.lines += [lines[j] for j in used if lines[j] not in result.lines]
    for side, cards in _hands_listed(reading, lines, dict(pairs), version):
        getattr(result, side).cards = cards
    for side, cards in column_cards(reading.columns, lines, version).items():
        if not getattr(result, side).cards:
            getattr(result, side).cards = cards
    for i, (side, how) in reading.named.items():
        for hand in (result.computer, result.player) if side == "both" else (getattr(result, side),):
            if not hand.cards and i in dict(pairs):
                hand.named = max(hand.named or "", how, key=("", "ranks", "suits").index)
    rows = [row for row in map(cells, lines) if len(row) >= 2 and not any(map(numbers, row))]
    for k, (side, how) in reading.named_columns.items():
        hand = getattr(result, side)       # a table's column naming the hand's cards, a row each
        if not hand.cards and any(len(row) > k and row[k] for row in rows):
            hand.named = max(hand.named or "", how, key=("", "ranks", "suits").index)
    for i, j in pairs:
        if i in reading.not_values:
            for n in numbers(lines[j]):
                for hand in (result.computer, result.player):
                    if hand.value == n:
                        hand.value = None        # a number no card moves is not a hand's value
    for side, value in found.items():
        getattr(result, side).value = value
    known = [(reading.verdicts[skeleton(line)], line) for line in lines
             if skeleton(line) in reading.verdicts]
    at = dict(pairs).get(reading.verdict_slot) if reading.verdict_slot is not None else None
    if not known and at is not None:
        text = skeleton(lines[at])
        known = [(who, lines[at]) for who in [said_in(reading.verdicts, text)
                                              or ends_as(reading.verdicts, text)
                                              or swapped(reading.told, tagged(lines[at], found))]
                 if who]
    if known:
        result.verdict, result.told = known[0]
    elif reading.verdict_slot is not None and result.verdict is None:
        at = dict(pairs).get(reading.verdict_slot)
        if at is not None and skeleton(lines[at]) != skeleton(reading.slots[reading.verdict_slot]):
            result.verdict, result.told = "draw", lines[at]  # neither outcome's words in its place
    if result.verdict == "draw" and result.told is not None and not found:
        stuck = stuck_at(reading, game, version)   # a draw naming one value (``18 all``): the
        if stuck is not None and numbers(result.told) == [stuck]:   # player's, and the
            result.player.value = result.computer.value = result.one_value = stuck  # computer's
    if result.verdict is None and result.computer.value is None and result.player.value is None \
            and not result.computer.cards:
        return None
    result.format_problem = _shown_problem(result, version) if words is None or \
        words.format_problem or not found else words.format_problem
    if result.verdict is None and reading.bust_told_as_win is not None:
        result.format_problem = None    # the outcomes' words could not be learnt: not shown
    return result


def _hand_lines(reading: "Reading | None", lines: list[str]) -> list[str]:
    """The lines of a result block that name a hand's cards in the program's own words, where
    the experiments found them (`Reading.named`: each line paired with one, and the lines of a
    hand listed a card a line before it); else the whole block.

    >>> r = Reading(["You won!", "Bank: Sé, Deich (16)", "You: Naoi, Deich (19)"], {}, set())
    >>> r.named = {1: ("computer", "ranks"), 2: ("player", "ranks")}
    >>> _hand_lines(r, ["Nobody won: aon duine", "Bank: Aon, Deich (11)", "You: Dó, Deich (12)"])
    ['Bank: Aon, Deich (11)', 'You: Dó, Deich (12)']
    """
    if reading is None or not reading.named or reading.named_columns:
        return lines
    paired = dict(pair_lines(reading.slots, lines))
    keep: set[int] = set()
    for i in reading.named:
        j = paired.get(i)
        if j is None:
            continue
        keep.add(j)
        k = j - 1
        while k >= 0 and listed_one(lines[j]) and listed_one(lines[k]):
            keep.add(k)
            k -= 1
    return [lines[j] for j in sorted(keep)]


def own_card_names(runs: list[Played], version: int, reading: "Reading | None" = None):
    """Whether a name is the program's own for a card (a rank in version 2, a ``(rank, suit)``
    pair from version 3), by the grader's stacked games: ``card_name`` may return a card's name
    in words of the program's own, as it prints them (`probes._judge_name`). Each word of the
    name stands in the result blocks of games that dealt the card's rank (a rank's word) or its
    suit (a suit's word), and in no other, or in every game's block (``de``, ``of``); the name
    has a rank's word, and from version 3 a suit's word too. The games show each rank and suit
    whatever card a probe names. With a ``reading``, only the lines naming the hands are read
    (`_hand_lines`: ``aon``, the Irish Ace, also says "nobody" in a draw's line).

    >>> from autograder.pontoon.transcript import split_games
    >>> words = {"Ace": "Aso", "Jack": "Fanto", "Two": "Duo"}, {"Clubs": "Trefoj", "Hearts": "Koroj"}
    >>> deals = [[("Ace", "Clubs"), ("Jack", "Hearts")], [("Two", "Hearts"), ("Ace", "Hearts")],
    ...          [("Jack", "Clubs"), ("Two", "Clubs")], [("Two", "Hearts"), ("Jack", "Hearts")]]
    >>> said = [", ".join(f"{words[0][r]} de {words[1][s]}" for r, s in d) for d in deals]
    >>> run = Run("stacked", {"stack": {"games": [[list(c) for c in d] for d in deals]}})
    >>> entries = [e for text in said for e in ({"ask": "t/s? ", "answer": "s", "kind": "turn"},
    ...            {"out": text + "\\nWin"}, {"ask": "Again? ", "answer": "y", "kind": "again"})]
    >>> played = Played(run, split_games(entries), "eof", None, "", "ok")
    >>> played.dealt = {i: [0, 1] for i in range(4)}
    >>> named = own_card_names([played], 3)
    >>> named("Aso de Trefoj", ("Ace", "Clubs")), named("Duo de Trefoj", ("Two", "Clubs"))
    (True, True)
    >>> named("Aso de Koroj", ("Ace", "Clubs")), named("Aso", ("Ace", "Clubs")), named("Fanto", "Jack")
    (False, False, False)
    >>> own_card_names([played], 2)("Fanto", "Jack")
    True

    A name whose word no game printed (its rank never dealt there) is neither, None: the games
    cannot tell.

    >>> named("Reĝo de Koroj", ("King", "Hearts")) is None
    True
    """
    games = [({t for line in _hand_lines(reading, block(game))
               for t in TOKEN_RE.findall(normalize(line))},
              played.dealt_ranks(game)) for played in runs for game in played.games]
    games = [(tokens, cards) for tokens, cards in games if cards and tokens]

    def holds(card, k: int, want) -> bool:
        """Whether a dealt card has ``want`` as its rank (k 0) or suit (k 1): a ten-valued card
        handed out as its value alone may be any ten-valued rank (`Played.dealt_ranks`)."""
        return card[k] == want or k == 0 and card[0] == TEN_VALUED and card_value(want) == 10

    def named(name: str, card) -> bool | None:
        if version >= 3 and not (isinstance(card, (tuple, list)) and len(card) == 2):
            return False
        rank, suit = (card, None) if version == 2 else tuple(card)
        tokens = set(TOKEN_RE.findall(normalize(name)))
        kinds, unseen = set(), False
        for token in tokens:
            dealt = [cards for words, cards in games if token in words]
            if not dealt:
                unseen = True                       # a word no game printed (its card's rank
                continue                            # never dealt there, a King)
            kind = {k for k, want in ((0, rank), (1, suit))
                    if all(any(holds(c, k, want) for c in cards) for cards in dealt)}
            if not kind and len(dealt) == len(games):
                continue                            # every game's: no card's own word
            if not kind:                            # (a suit every game dealt is still its
                return False                        # word's: ``pik`` where each had a Spade)
            kinds |= kind
        if len(games) >= 4 and kinds >= ({0} if version == 2 else {0, 1}):
            return True
        return None if unseen and len(games) >= 4 else False
    return named


def read_block(reading: Reading | None, lines: list[str], version: int) -> Result | None:
    """A result block printed outside the program's games (a function probe's ``play_game``,
    the lines after its last question) read through the reading its games gave: who won in
    the program's own words, its hands named in them. None without a reading.

    >>> r = Reading(["Bank 18 / you 20", "Bravo !"], {(0, 0): "computer", (0, 1): "player"},
    ...             set(), 1, {"bravo !": "player", "perdu.": "computer"})
    >>> read_block(r, ["Bank 21 / you 19", "Perdu."], 1).verdict
    'computer'
    """
    if reading is None or not lines:
        return None
    return read_game(reading, Game(1, [Ask("", "s", means="s", given_kind="turn"), *lines]),
                     version)


SIGNS_RE = re.compile(r"[^\x00-\x7f\w\s]+")     # signs: suits, a picture's frame


def _without_echo(game: Game, lines: list[str]) -> list[str]:
    """A result block without the turn's display printed once more at its start (a player gone
    bust is shown the hand again before the result): its first lines, runs of lines alike taken
    as one, shaped as the lines before the last question end; else ``lines`` itself.

    >>> from autograder.pontoon.transcript import Ask
    >>> g = Game(1, [Ask("t/s? ", "t", ["Hand:", "  7♦", "  9♣"], means="t"), "Hand:", "  7♦", "  9♣", "  8♠",
    ...              "Bank:", "  K♣", "Value: 10", "You: 24", "Bank wins"])
    >>> _without_echo(g, block(g))
    ['Bank:', '  K♣', 'Value: 10', 'You: 24', 'Bank wins']
    """
    asks = game.turn_asks
    shown = [line for line in asks[-1].before if line.strip()] \
        if asks and asks[-1].means == "t" else []      # the turn ended by a twist: a bust
    if not shown:
        return lines
    def shapes(seq: list[str]) -> tuple[str, ...]:
        """Each line's place, its signs aside: a card's picture drawn with other suits is alike."""
        return tuple(" ".join(SIGNS_RE.sub(" ", place(line)).split()) for line in seq)
    mine, theirs = shapes(lines), shapes(shown)
    runs = _runs(mine)                       # runs of lines alike, each taken as one
    ends = [theirs[i] for i, _ in _runs(theirs)]
    for k in range(min(len(runs), len(ends)), 0, -1):
        if [mine[i] for i, _ in runs[:k]] == ends[-k:]:
            cut = sum(n for _, n in runs[:k])
            return lines[cut:] if cut < len(lines) else lines
    return lines


def _hands_listed(reading: Reading, lines: list[str], paired: dict[int, int],
                  version: int) -> list[tuple[str, list]]:
    """(whose, cards) for each place the reading found a hand's cards: the line paired with it, or
    the listing of one card a line that holds a line paired with one of its listing's (a hand of
    another length lists as many lines)."""
    out = []
    for i, side in reading.card_slots.items():
        size = 1
        while len(cards_in(reading.slots[i], version)) == 1 and i + size < len(reading.slots) \
                and len(cards_in(reading.slots[i + size], version)) == 1:
            size += 1
        j = next((paired[k] for k in range(i, i + size) if k in paired), None)
        if j is None:
            continue
        while j and len(cards_in(lines[j], version)) == 1 and len(cards_in(lines[j - 1], version)) == 1:
            j -= 1
        cards = listed_cards(lines, j, version)
        if cards:
            out.append((side, cards))
    return out


def said_in(verdicts: dict[str, str], text: str) -> str | None:
    """Who a result line says won when it is not one of the texts learnt: the outcome whose
    learnt text holds it whole or is held whole in it, word for word, when only one does (the
    bust twin's ``you are bust. the bank wins.`` says whose ``the bank wins.`` is).

    >>> learnt = {"you win.": "player", "you are bust. the bank wins.": "computer"}
    >>> said_in(learnt, "the bank wins."), said_in(learnt, "the bank is bust. you win.")
    ('computer', 'player')
    >>> said_in(learnt, "everybody bust. nobody wins.") is None
    True
    """
    def holds(outer: str, inner: str) -> bool:
        return bool(inner.strip()) and re.search(r"(?<!\w)" + re.escape(inner.strip()) + r"(?!\w)",
                                                  outer) is not None
    found = {who for learnt, who in verdicts.items() if holds(text, learnt) or holds(learnt, text)}
    return found.pop() if len(found) == 1 else None


def apply(reading: Reading | None, played: list[Played], version: int) -> None:
    """Read every game of ``played`` through ``reading`` (the games keep the result, so every
    check sees it); nothing changes without a reading.

    >>> apply(None, [], 1)
    """
    if reading is None:
        return
    for p in played:
        for game in p.games:
            game._results[version] = None if game.cut else read_game(reading, game, version)
            game._results["turn values"] = turn_values(reading, game)


def plan_for(master: int, stick_at: int, scenarios: Run, version: int | None,
             other: bool = False) -> Plan | None:
    """The experiment plan beside a grading's first scenario run: its player's threshold when
    that is above STICK_AT, else the one just above.

    A player twisting below STICK_AT (or at it) mirrors the base game for a program dealing the
    player first: that player takes the computer's first cards, which stay below the lowest
    STICK_AT the games are planned for (`_steady`), and stops where the computer did. No base
    game is both steady and unmirrored then, and a plan that is not steady reads nothing of a
    program whose STICK_AT is not the one planned for (its games are dealt other hands).

    >>> from autograder.pontoon.programs import scenario_runs
    >>> plan = plan_for(7, 17, scenario_runs(7, 17)[0], 1)
    >>> plan.run.task["games"], plan.twist_below > 17
    (8, True)
    """
    return plan_experiments(master, stick_at, _threshold(scenarios, stick_at), version, other)


# `plan_two`: the computer's two cards reach this; any threshold from `TWO_FROM` up to it deals
# them alike
TWO_STICK, TWO_FROM = 18, 12


def plan_two(master: int, scenarios: Run, version: int | None) -> Plan | None:
    """Experiment games whose computer takes exactly two cards, its first below 12 and the two
    making 18 or more: a computer sticking anywhere from 12 to 18 plays them alike, and so does
    one that twists once at most (``if`` written for ``while``, a `computer-draws` fault), which
    takes its second card below any STICK_AT and stops. Tried when the usual games read nothing
    (`autograder.pontoon.grade`). None when no such games fit.

    >>> from autograder.pontoon.programs import scenario_runs
    >>> plan = plan_two(7, scenario_runs(7, 17)[0], 1)
    >>> [len(deal_values(list(v), plan.stick_at, plan.twist_below, "A")[0]) for v in plan.values[:4]]
    [2, 2, 2, 2]
    """
    threshold = max(scenarios.task.get("policy", {}).get("threshold", 17), TWO_STICK + 1)
    return _plan(master, TWO_STICK, threshold, version, TWO_FROM, two=True)


def plan_player_first(master: int, stick_at: int, scenarios: Run, version: int | None,
                      order: str = PLAYER_FIRST) -> Plan | None:
    """Experiment games for a program that deals the player's whole turn first (``order`` ``P``,
    a `computer-first` fault; ``J``: one card each, the player's first, then the player's turn,
    then the computer's hits), or one card each, the computer's first, then the computer's hits
    and the player's turn (``C``, which keeps the rules: the player's turn begins after the
    computer's), tried when the usual games read nothing (`autograder.pontoon.grade`):
    the usual games are planned for the rules' two orders, so such a program hands their changed
    cards to the other hand and nothing moves as planned. Here the base game is dealt the
    player's hand first, then the computer's; the twins change two of the computer's cards, two
    of the player's, and the player's last so the player alone is bust, each as that order deals
    them, so its values and its words for the outcomes are read as the usual games read a
    program dealing by the rules (`learn`). No base game is used whose values a program dealing
    in the rules' orders would print the other way round (so one is not read as a program
    dealing the player first, its hands swapped). The threshold is the usual plan's
    (`plan_for`); a computer sticking from ``max(12, STICK_AT - 3)`` plays the games alike.
    None when no such games fit.

    >>> from autograder.pontoon.programs import scenario_runs
    >>> plan = plan_player_first(7, 17, scenario_runs(7, 17)[0], 1)
    >>> plan.orders, [len(v) == len(plan.values[0]) for v in plan.values[:4]]
    (('P',), [True, True, True, True])
    >>> [deal_values(list(v), 17, plan.twist_below, "P") is not None for v in plan.values[:4]]
    [True, True, True, True]
    >>> plan_player_first(7, 17, scenario_runs(7, 17)[0], 1, ONE_EACH_FIRST).orders
    ('J',)
    >>> plan = plan_player_first(7, 17, scenario_runs(7, 17)[0], 1, ONE_EACH_COMPUTER)
    >>> c, p = deal_values(list(plan.values[0]), 17, plan.twist_below, "C"); c[0] == plan.values[0][0]
    True

    Order ``C`` keeps the rules, so a computer sticking on 20 or 21 is planned for too, its
    base game the computer's (`Plan.winner`):

    >>> plan_player_first(7, 21, scenario_runs(7, 17)[0], 1, ONE_EACH_COMPUTER).winner
    'computer'
    """
    if stick_at >= 20 and order != ONE_EACH_COMPUTER:
        return None
    winner = "computer" if stick_at >= 20 else "player"
    threshold = _threshold(scenarios, stick_at)
    steady_from = max(12, stick_at - 3)
    orders = (order,)
    rng = random.Random(f"experiments {master} {stick_at} {threshold} player first {order}")
    for attempt in range(500):
        drawn = _base(rng, stick_at, threshold, attempt % 2 == 0, attempt < 200, steady_from,
                      winner=winner, room=attempt < 100)
        if drawn is None:
            continue
        computer, player = deal_values(drawn, stick_at, threshold, "A")
        tail = drawn[len(computer) + len(player):]
        base = player + computer + tail if order == PLAYER_FIRST \
            else computer[:1] + player[:1] + computer[1:] + player[1:] + tail \
            if order == ONE_EACH_COMPUTER \
            else player[:1] + computer[:1] + player[1:] + computer[1:] + tail
        dealt = deal_values(base, stick_at, threshold, order)
        if not _higher(dealt, winner) or not _steady(base, stick_at, threshold, steady_from, orders):
            continue
        swapped = (sum(dealt[1]), sum(dealt[0]))
        if any(d is not None and (sum(d[0]), sum(d[1])) == swapped
               for d in (deal_values(base, t, threshold, o) for o in ORDERS
                         for t in MIRROR_THRESHOLDS)):
            continue         # a program dealing by the rules would print these values swapped
        right = (sum(dealt[0]), sum(dealt[1]))
        if order == ONE_EACH_COMPUTER and winner == "player" and any(
                d is not None and right in ((sum(d[0]), sum(d[1])), (sum(d[1]), sum(d[0])))
                for d in (deal_values(base, t, threshold, o)
                          for o in (ONE_EACH_FIRST, PLAYER_FIRST)
                          for t in MIRROR_THRESHOLDS)):
            continue         # (tried before the orders that break the rules: neither may print
            #                  its values, either way round)
        made = _twin_games(base, stick_at, threshold, steady_from, rng, orders, suits_checked=True,
                           winner=winner)
        if made is None:
            continue
        twins, games = made
        twins.append(base)             # the same values, every card of another suit
        games.append(_suit_twin(games[0]))
        planned = ", planned for a program dealing one card each, the computer's first, before " \
            "the computer's hits" if order == ONE_EACH_COMPUTER else \
            ", planned for a program dealing the player's turn first"
        run = _experiment_run(planned, rng.randrange(1, 2**31), threshold, version, games,
                              GAMES[:4] + ("suits",))
        return Plan(run, tuple(tuple(v) for v in [base, *twins]), stick_at, threshold,
                    orders=orders, winner=winner)
    return None


def tasks(plan: Plan | None) -> list[dict]:
    """The sandbox tasks a plan adds to a batch: its run's, or none.

    >>> tasks(None)
    []
    """
    return [plan.run.task] if plan is not None else []


def evidence(reading: Reading | None) -> list:
    """The rules the experiment games show by themselves: the computer's hand printed during the
    player's turn (`computer-secret`), whatever words name the computer; a player bust alone told
    the result a win was told (`one-bust`).

    >>> evidence(None)
    []
    """
    if reading is None:
        return []
    from autograder.pontoon.judge import Evidence
    out = []
    if reading.bust_told_as_win is not None:
        game = reading.bust_told_as_win
        side = reading.bust_side
        out.append(Evidence("one-bust", False, "program", (
            f"Game {game.number} of the grader's experiment cards: the grader played one of its "
            f"games again with the {side}'s last card raised so that the {side} alone went bust, "
            f"and the program printed the same result as when the {side} had the higher value: "
            f"a {side} bust alone loses\n" + game.excerpt(limit=16)),
            also=("higher-wins",)))     # or the base's win was told as a loss (lower wins)
    if not reading.leaks or reading.leak_game is None:
        return out
    game = reading.leak_game
    changed = "the computer's first card" if reading.leak_card == "first" \
        else "two of the computer's cards"
    text = (f"the grader played one of its games again with {changed} changed, the player's "
            f"cards the same; before the player's turn ended, "
            f"`{reading.leaks[0].strip()}` changed with them: the computer's hand was shown "
            "during the player's turn")
    return out + [Evidence("computer-secret", False, "program",
                           f"Game {game.number} of the grader's experiment cards: {text}\n"
                           + game.excerpt(limit=16))]


def reading_of(plan: Plan | None, raw, version: int, play_alone=None,
               anchors: bool = True) -> Reading | None:
    """The reading an experiment run's sandbox result shows (None without one).

    ``play_alone`` plays runs in the sandbox (tasks in, sandbox results out): given, the games a
    program ending after fewer games was not dealt are played one a run (`alone_runs`), and,
    with ``anchors``, the two anchors when the outcomes' words are in doubt (`anchor_runs`).

    >>> reading_of(None, None, 1) is None
    True
    """
    if plan is None or raw is None:
        return None
    from autograder.pontoon.programs import read_run
    played = read_run(plan.run, raw, version)
    alone = alone_runs(plan, played) if play_alone is not None else ()
    extra = ()
    if alone:
        raws = play_alone([run.task for run in alone])
        extra = tuple(read_run(run, x, version) for run, x in zip(alone, raws))
    reading = learn(played, plan, extra)
    if reading is not None and reading.doubt and play_alone is not None and anchors:
        # the outcomes' words are in doubt: the two games whose winner one rule alone decides
        runs = anchor_runs(plan)
        raws = play_alone([run.task for run in runs])
        reading = learn(played, plan, extra + tuple(read_run(run, x, version)
                                                    for run, x in zip(runs, raws))) or reading
    return reading
