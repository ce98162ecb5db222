"""How cards are drawn, judged over every game of a grading: findings only statistics can make.

Glossary: a *finding* is one piece of evidence from many games (the computer's final values
against their exact distribution, the player's cards uniform, v3 suits independent of ranks,
v4 a different deck order every game); each states its false-failure rate. A *listing* is a
list of cards one game printed from one deal (a hand, or both hands of the result block); a
*repeat* is a card twice in one listing, which one shuffled deck per game (v4) never prints.
A *seeded* run is dealt by the seeded draws, not a stacked deck. The version a program prints
(`detect_version`) is read here too, from the cards it shows and their repeats.
"""
from __future__ import annotations

from collections import Counter
from fractions import Fraction

from autograder.pontoon.contract import CARD3_RE, RANKS, SUITS, card_name, normalize
from autograder.pontoon.judge import Evidence
from autograder.pontoon.programs import Played, Run, turn_values
from autograder.pontoon.transcript import Game, block
from autograder.pontoon.stats import ALPHA, chi_square, describe



def statistics(played: list[Played], version: int, stick_at: int) -> list[Evidence]:
    """The computer's final values against the exact distribution; v1 to v3: the player's cards uniform.

    >>> statistics([], 1, 17)      # no games, no test
    []
    """
    from reference.odds import computer_final_distribution
    out: list[Evidence] = []
    played = independent(played)
    finals = Counter(r.computer.value for p in played for g in p.games
                     for r in [g.result(version)]
                     if r is not None and r.computer.value is not None)
    test = chi_square(finals, computer_final_distribution(stick_at, version))
    seeds = ", ".join(str(s) for s in sorted({p.run.task["seed"] for p in played}))
    if test is not None:
        out.append(Evidence("computer-draws", test.passed, "statistics",
                            f"the computer's final values over the games of seeds {seeds}: "
                            + describe(test, "games") + ("" if test.passed else
                            f"; a computer that twists below {stick_at} card by card ends "
                            "otherwise"), also=("ace-counts-one", "card-values", "format", "no-duplicates",
                                                 "player-turn-always")))
    if version == 4:
        return out + same_deck_every_game(played)
    if version == 3:
        out += suit_tied_to_rank(played)
    for label, counts, expected, steps in _card_counts(played, version):
        # an Ace seen counted 1 shows the rule kept only in a sample where a correct program
        # deals one under every seed but for the statistics' rate (a few games may deal none)
        sure = (1 - expected.get(1, 0)) ** sum(counts.values()) <= ALPHA
        if version == 1 and (counts[1] and sure or counts[11]):
            # a twist that added exactly 11, where no twist ever added more than one card can,
            # is a card of 11 whatever the start; an 11 only as a first value may be two cards
            alone = bool(steps[11]) and max(steps) <= 11
            out.append(Evidence("ace-counts-one", not counts[11], "statistics",
                                f"the player's cards over the games of seeds {seeds}: an Ace (1) "
                                f"came {counts[1]} times" + ("" if not counts[11] else
                                f" and a card of 11 came {counts[11]} times"
                                + (f" ({steps[11]} of them dealt by a twist)" if alone else "")
                                + "; an Ace always counts 1"),
                                also=() if alone else ("one-card-start", "player-choice")))
        test = chi_square(counts, expected)
        if test is not None:
            out.append(Evidence("card-values", test.passed, "statistics",
                                f"the player's {label} over the games of seeds {seeds}: "
                                + describe(test, "cards") + ("" if test.passed else
                                "; every card should be equally likely"),
                                also=("one-card-start", "player-choice", "ace-counts-one", "format")))
    return out


def suit_tied_to_rank(played: list[Played]) -> list[Evidence]:
    """v3: rank and suit are drawn independently, so a rank dealt 8 times or more shows more than
    one suit; every such rank (3 or more of them) with one suit only is a suit tied to its rank
    (a correct program: chance below 1e-12).

    >>> suit_tied_to_rank([])
    []
    """
    suits: dict[str, Counter] = {}
    for p in played:
        for g in p.games:
            r = g.result(3)
            if r is None:
                continue
            for c in (r.computer.cards or []) + (r.player.cards or []):
                if isinstance(c, tuple):
                    suits.setdefault(c[0], Counter())[c[1]] += 1
    common = {rank: n for rank, n in suits.items() if sum(n.values()) >= 8}
    if len(common) < 3:
        return []
    tied = all(len(n) == 1 for n in common.values())
    rank, n = next(iter(common.items()))
    return [Evidence("card-values", not tied, "statistics", (
        f"over the games played, every rank dealt 8 times or more came in one suit only "
        f"({rank} always {next(iter(n))}, {sum(n.values())} times); the suit is drawn "
        "independently of the rank (a correct program does this with chance below 1e-12)")
        if tied else f"{len(common)} ranks came in more than one suit")]


def same_deck_every_game(played: list[Played]) -> list[Evidence]:
    """v4: one shuffled deck per game, so the computer's hand is the same in half of a run's games
    only for a program that deals one deck order every game (a correct one: chance below 1e-6).

    >>> same_deck_every_game([])
    []
    """
    out: list[Evidence] = []
    for p in played:
        # the computer's cards where the result names them in the contract's words, else the
        # whole result block as printed (cards named in the program's own words)
        hands = [tuple(r.computer.cards or ()) or tuple(block(g))
                 for g in p.games for r in [g.result(4)] if r is not None]
        hands = [hand for hand in hands if hand]
        if len(hands) < 10:
            continue
        hand, times = Counter(hands).most_common(1)[0]
        same = times * 2 > len(hands)
        said = ", ".join(card_name(c, 4) for c in hand) if isinstance(hand[0], tuple) \
            else " / ".join(hand)[:200]
        out.append(Evidence("no-duplicates", not same, "statistics", (
            f"seed {p.run.task['seed']}: the computer's hand was "
            f"{said} in {times} of {len(hands)} games; every game "
            "deals from a newly shuffled deck, so the order should differ from game to game "
            "(a correct program repeats a hand in half of the games with chance below 1e-6)")
            if same else f"seed {p.run.task['seed']}: {len(set(hands))} different computer hands "
            f"in {len(hands)} games"))
        if same:
            break
    return out


def seeded(played: list[Played]) -> list[Played]:
    """The runs dealt by the seeded draws: a stacked run's cards were chosen by the grader, so
    they say nothing about how the program draws.

    >>> seeded([])
    []
    """
    return [p for p in played if not getattr(p.run, "stacked", False)]


def independent(played: list[Played]) -> list[Played]:
    """The seeded runs whose draws are independent of each other: the first run of each seed.

    Two runs with one seed share their random stream, so their games are not independent
    samples; the statistics use only one of them.

    >>> from autograder.pontoon.programs import RUNS
    >>> [p.run.task["seed"] for p in independent([Played(r, [], None, None, "", "ok") for r in RUNS])]
    [1001, 2002, 4004]
    """
    seen: set[int] = set()
    out = []
    for p in seeded(played):
        if p.run.task["seed"] not in seen:
            seen.add(p.run.task["seed"])
            out.append(p)
    return out


def _card_counts(played: list[Played], version: int):
    """(what, observed counts, expected distribution, v1: the counts of the cards dealt by a
    twist alone) for every card the player drew.

    Every card drawn is counted, the last one too: stopping when bust is a stopping time, so
    by Wald's identities the counts have the multinomial's mean and covariance and Pearson's
    statistic keeps its chi-square limit. Leaving out the card that went bust would not. A
    question asked after the bust (a `player-stops-at-bust` fault) draws no card counted here.
    """
    if version == 1:
        counts: Counter = Counter()
        steps: Counter = Counter()
        for p in played:
            for g in p.games:
                values = turn_values(g, 1)
                if values and values[0] is not None:
                    counts[values[0]] += 1
                for ask, v, w in zip(g.turn_asks, values, values[1:]):
                    if v is not None and v > 21:
                        break        # asked on after a bust (player-stops-at-bust): no card
                    if v is not None and w is not None and ask.means == "t":
                        steps[w - v] += 1
                result = g.result(1)
                last = g.turn_asks[-1] if g.turn_asks else None
                if last is not None and last.means == "t" and values[-1] is not None and \
                        values[-1] <= 21 and result is not None and result.player.value is not None:
                    steps[result.player.value - values[-1]] += 1     # the card that ended the turn
        counts.update(steps)
        return [("card values", counts, {v: Fraction(1, 10) for v in range(1, 11)}, steps)]
    cards = [c for p in played for g in p.games
             for r in [g.result(version)] if r and r.player.cards
             for c in r.player.cards]
    if version == 2:
        return [("ranks", Counter(cards), {r: Fraction(1, 13) for r in RANKS}, None)]
    return [("ranks", Counter(c[0] for c in cards), {r: Fraction(1, 13) for r in RANKS}, None),
            ("suits", Counter(c[1] for c in cards), {s: Fraction(1, 4) for s in SUITS}, None)]


NO_REPEAT_CHANCE = 1e-6    # v4 is detected when independent draws would repeat a card with this
                           # chance left of showing none: a v3 program is taken for v4 1 time in a million


def game_listings(game, version: int = 3) -> list[list]:
    """The listings of v3/v4 cards one game printed, each naming different cards of one deal: the
    result block's two hands together, each hand the player was shown before a question, that
    hand with the computer's cards of the result block, and every line naming several cards.

    >>> from autograder.pontoon.transcript import split_games
    >>> g = split_games([{"out": "Cards: Two of Clubs"}, {"ask": "Twist or stick? ", "answer": "s"},
    ...     {"out": "Dealer has: Two of Clubs, Ten of Hearts (12)\\nYou have: Two of Clubs (2)\\nDealer wins"}])[0]
    >>> [len(cards) for cards in game_listings(g)]
    [3, 1, 3, 2]
    """
    from autograder.pontoon.transcript import shown_cards
    out: list[list] = []
    r = game.result(version)
    computer = [c for c in (r.computer.cards or []) if isinstance(c, tuple)] if r else []
    player = [c for c in (r.player.cards or []) if isinstance(c, tuple)] if r else []
    if computer or player:
        out.append(computer + player)
    for ask in game.turn_asks:
        shown = [c for c in (shown_cards(ask.before, version) or []) if isinstance(c, tuple)]
        if shown:
            out.append(shown)
            if computer:
                out.append(shown + computer)
    for line in game.lines:       # any line naming several cards names cards of one deal,
        named = [(r.title(), s.title()) for r, s in CARD3_RE.findall(normalize(line))]
        if len(named) >= 2:       # in whatever words it names whose they are
            out.append(named)
    return out


def repeats(played: list[Played]) -> tuple[int, float]:
    """(games that printed one card twice in one deal, the chance that independent draws of rank
    and suit, as version 3 draws, would have printed no card twice in any game).

    >>> repeats([])
    (0, 1.0)
    """
    import math
    seen, log_none = 0, 0.0
    for p in played:
        for g in p.games:
            listings = game_listings(g)
            if any(len(set(cards)) < len(cards) for cards in listings):
                seen += 1
            k = max((len(cards) for cards in listings), default=0)
            log_none += sum(math.log1p(-i / 52) for i in range(1, min(k, 52)))
    return seen, math.exp(log_none)


REPEAT_GAMES = 3      # games of the repeat experiment, each one card asked for again and again
REPEAT_TIMES = 8      # how many times each game's list asks for its card


def repeat_run(master: int) -> Run:
    """The repeat experiment: a stacked run whose every game asks for one card (rank and suit)
    again and again, a different card each game, drawn from ``master``.

    A program drawing each card afresh (version 3) can be dealt a card twice, and the runner
    deals it as often as asked; a program dealing from one 52-card deck (version 4) cannot: the
    card is in its deck once, so the runner deals it once and the rest of the game is the
    deck's own order (`deck_by_repeat` reads which). Cards as the numbers 0 to 51 are dealt too
    (the stack's ``numbers``): the same card is the same number again, whichever card it names.

    >>> run = repeat_run(7)
    >>> run == repeat_run(7), len(run.task["stack"]["games"]), run.task["stack"]["games"][0][:2]
    (True, 3, [['Queen', 'Hearts'], ['Queen', 'Hearts']])
    """
    import random
    rng = random.Random(f"repeat {master}")
    cards = rng.sample([[rank, suit] for rank in RANKS[4:] for suit in SUITS], REPEAT_GAMES)
    return Run("the grader's stacked cards: each game asks for one card again and again (a deck "
               "holds it once); the player twists below 15",
               {"mode": "program", "record_draws": False, "seed": rng.randrange(1, 2**31),
                "games": REPEAT_GAMES, "policy": {"kind": "below", "threshold": 15},
                "stack": {"version": 3, "numbers": True,
                          "games": [[card] * REPEAT_TIMES for card in cards]}})


def deck_by_repeat(run: Played | None) -> int | None:
    """What the repeat experiment (`repeat_run`) shows: 3 when the program took a card the runner
    had already dealt it in that game (it draws with replacement), 4 when a game went on past
    its first card without being dealt it again (the program's population held it once: a
    deck), None when the runner could not deal the program's draws at all (cannot tell).

    So does a game that went on from one shuffled 52-card deck with the card laid on top
    and no draw of the program's handed a card (it deals by an index of its own: the card was
    there once).

    A game went on when its result was read, its player was asked twice, or it came to the
    play-again question: every whole game deals two cards or more, and the stack's copies of
    the card were not taken for them.

    A program that took the card again from another whole deck laid out in the same game, and
    dealt more cards in that game than it laid out decks, deals from decks: version 4, with a
    card twice in a game (`twice_from_decks`; `deck_evidence` fails it). One deck a card drawn
    is a card drawn afresh (version 3).

    >>> deck_by_repeat(None) is None
    True
    """
    if run is None:
        return None
    refused = False
    for game in run.games:
        positions = set(run.dealt.get(run.stack_index(game), []))
        if len(positions) >= 2:
            return 4 if twice_from_decks(run, game) else 3
        went_on = game.result(3) is not None or len(game.turn_asks) >= 2 or (
            game.again is not None and not game.cut)     # a whole game: two cards or more
        laid = [d for d in run.decks if len(d) >= 7 and d[0] == run.stack_index(game)
                and d[6] == 52]
        refused = refused or went_on and (positions == {0} or not positions and len(laid) == 1)
    return 4 if refused else None


def twice_from_decks(run: Played, game: Game) -> bool:
    """Whether a repeat game's card, dealt twice, came from two whole decks laid out in that game
    (the runner's ``stacked`` entries of 52 cards), each dealing more than one card: the game
    dealt more cards than it laid out decks (at least one for each hand and one for each twist,
    or as many as its result shows).

    >>> twice_from_decks(Played(repeat_run(7), [], "eof", None, "", "ok"), Game(1, []))
    False
    """
    index = run.stack_index(game)
    decks = [d for d in run.decks if len(d) >= 7 and d[0] == index and d[4] != "kept"
             and d[6] == 52]
    result = game.result(3)
    shown = sum(len(h.cards or []) for h in (result.computer, result.player)) if result else 0
    cards = max(shown, 2 + sum(ask.means == "t" for ask in game.turn_asks))
    return len(decks) >= 2 and cards > len(decks)


def deck_evidence(run: Played | None) -> list[Evidence]:
    """``no-duplicates`` by the repeat experiment (`repeat_run`), whatever the cards' words: a
    program dealt one card and asked for more draws it again (a card twice in a game) or takes
    other cards (a deck holds each card once); nothing when it cannot tell (`deck_by_repeat`).

    >>> deck_evidence(None)
    []
    """
    found = deck_by_repeat(run)
    if found is None or run is None:
        return []
    game = next((g for g in run.games if len(set(run.dealt.get(run.stack_index(g), []))) >= 2),
                None)
    if game is not None:
        again = ("from another deck it laid out in the same game" if twice_from_decks(run, game)
                 else "again")
        return [Evidence("no-duplicates", False, "program", run.where(game) + ": the grader "
                         f"dealt one card and, asked for another, the program took the same card "
                         f"{again}: one game dealt a card twice")]
    return [Evidence("no-duplicates", True, "program", f"{run.run.name}: dealt one card, the "
                     "program took other cards next, never the same one: it deals from a deck")]


def detect_version(played: list[Played], repeat: Played | None = None) -> int | None:
    """The version a program's output looks like: suits, rank names or digits; v3 or v4 by
    experiment (``repeat``: the `repeat_run` played), else by repeats.

    A version 4 program deals from one deck per game, so it can never be dealt one card twice in
    a game; a version 3 program draws rank and suit afresh. So a program printing ranks and suits
    is asked for one card again and again (`repeat_run`): dealt it twice, it is version 3;
    dealt it once and then other cards, version 4 (`deck_by_repeat`). When the grader could not
    deal the program's draws, its printed cards decide: a card printed twice in one game (or a
    suit tied to its rank) is version 3, and version 4 needs enough cards shown that independent
    draws would have repeated one (`NO_REPEAT_CHANCE`); too few cards to tell is version 3, the
    version that asks less.

    >>> detect_version([]) is None
    True
    """
    played = seeded(played)
    text = "\n".join(normalize(line) for p in played for g in p.games for line in g.lines)
    if not text:
        return None
    from autograder.pontoon.contract import CARD3_RE, RANK_RE
    if CARD3_RE.search(text):
        found = deck_by_repeat(repeat)
        if found is not None:
            return found
        seen, chance = repeats(played)
        tied = any(not e.ok for e in suit_tied_to_rank(played))
        return 3 if seen or tied or chance > NO_REPEAT_CHANCE else 4
    if any(line.startswith(("computer has", "player has")) and RANK_RE.search(line)
           for line in text.splitlines()):
        return 2
    import re
    named = re.compile(r"\b(" + "|".join(RANKS) + r")\b")     # rank names as printed: v2
    raw = [line for p in played for g in p.games for line in g.lines]
    if sum(bool(named.search(line)) for line in raw) >= max(3, len(raw) // 20):
        return 2
    return 1
