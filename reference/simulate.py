"""The strategy experiment: ``python -m reference simulate twenty-one --games 50``.

A customer plays ``--games`` games with each strategy (the dealer's own rule, and the
up-card rule) and the program reports each side's wins.  A customer blackjack counts as
two wins, as the twenty-one rules say (``natural_pays``).  Each strategy meets the same
shuffles (the same seed), so the difference between them is the strategy's alone.

Small runs use the readable engine (and can ``--trace`` every card); runs of
``FAST_FROM`` games or more use the compiled fast path, with a progress bar from
``PROGRESS_FROM`` games and a 95% confidence interval on every rate.  Beside each rate is the
exact figure (``reference.odds.preset_outcome``, for the deck the simulation deals: a fresh
``rules.decks``-deck shoe every game) and whether it lies inside the interval.

>>> main(["twenty-one", "--games", "20", "--seed", "1", "--strategy", "upcard"], show=lambda line: None)
0
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from reference.cards import Card, Rank, Suit
from reference.engine import (
    Event, RoundResult, Strategy, Tally, Watch, cards_from, deck_source, describe, ignore,
    is_natural, play_round, stacked, tally_of,
)
from reference.play import OneLineParser, UsageError, form, parse, plural, possessive, verb
from reference.rules import DEALER, PLAYER, PRESETS, PUSH, Rules
from reference.strategies import cell, strategy_named, upcard_rule

Show = Callable[[str], None]

FAST_FROM = 100_000        # games per strategy from which --engine auto takes the fast path
PROGRESS_FROM = 1_000_000  # games per strategy from which a progress bar is shown
CHUNK = 250_000            # games per fast-path call (one progress step)
MAX_GAMES = 1_000_000_000  # more would run for hours: refused with one line
Z95 = 1.959963984540054    # the standard normal's 97.5th percentile


@dataclass(frozen=True)
class Counts:
    """What a batch of games came to: wins, pushes, player naturals, counts by reason.

    >>> Counts(10, 4, 5, 1, 1, {}).player_points(2.0)
    5.0
    """

    games: int
    player_wins: int
    dealer_wins: int
    pushes: int
    player_natural_wins: int
    by_reason: dict[tuple[str, str], int]

    def player_points(self, natural_pays: float) -> float:
        """The player's wins counted the rules' way (a winning natural counts ``natural_pays``).

        >>> Counts(2, 2, 0, 0, 1, {}).player_points(2.0)
        3.0
        """
        return self.player_wins + (natural_pays - 1) * self.player_natural_wins

    def __add__(self, other: Counts) -> Counts:
        """Two batches together.

        >>> (Counts(1, 1, 0, 0, 0, {}) + Counts(1, 0, 1, 0, 0, {})).games
        2
        """
        reasons = dict(self.by_reason)
        for key, n in other.by_reason.items():
            reasons[key] = reasons.get(key, 0) + n
        return Counts(self.games + other.games, self.player_wins + other.player_wins,
                      self.dealer_wins + other.dealer_wins, self.pushes + other.pushes,
                      self.player_natural_wins + other.player_natural_wins, reasons)


def count(results: Sequence[RoundResult], rules: Rules) -> Counts:
    """Count a list of round results.

    >>> from reference.rules import PRESETS
    >>> blackjack = RoundResult(tuple(cards_from("A K")), (), 21, 20, "player", 2.0, "player-natural")
    >>> count([blackjack], PRESETS["twenty-one"]).player_natural_wins
    1
    """
    by_reason: dict[tuple[str, str], int] = {}
    for result in results:
        key = (result.outcome, result.reason)
        by_reason[key] = by_reason.get(key, 0) + 1
    outcomes = [result.outcome for result in results]
    naturals = sum(result.outcome == PLAYER and is_natural(tally_of(result.player_cards, rules), rules)
                   for result in results)
    return Counts(len(results), outcomes.count(PLAYER), outcomes.count(DEALER), outcomes.count(PUSH),
                  naturals, by_reason)


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default).

    >>> low, high = wilson(50, 100); round(low, 3), round(high, 3)
    (0.404, 0.596)
    """
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    low = 0.0 if successes == 0 else max(0.0, centre - half)   # exact at the ends, where
    high = 1.0 if successes == trials else min(1.0, centre + half)  # rounding could miss them
    return (low, high)


# --- the debugging trace --------------------------------------------------------------------

def ace_note(before: Tally, after: Tally, card: Card) -> str:
    """What an ace did when this card arrived: counts 11, counts 1, or drops from 11 to 1.

    >>> from reference.cards import Suit
    >>> ace_note(Tally(1, 0, 10), Tally(2, 1, 21), Card(Rank.ACE, Suit.CLUBS))
    'the ace counts 11'
    >>> ace_note(Tally(2, 1, 16), Tally(3, 0, 14), Card(Rank.EIGHT, Suit.CLUBS))
    'an ace drops from 11 to 1'
    """
    is_ace = card.rank is Rank.ACE
    drops = before.soft_aces + is_ace - after.soft_aces
    if is_ace and after.total - before.total == 11:
        return "the ace counts 11"
    if is_ace:
        return "the ace counts 1" + (" and an ace drops from 11 to 1" if drops == 2 else "")
    if drops:
        return "an ace drops from 11 to 1"
    return ""


ACE_NOTES = ("the ace counts 11", "the ace counts 1", "an ace drops from 11 to 1")


def tracer(rules: Rules, show: Show) -> Watch:
    """A watcher printing every card dealt (and what any ace did) for the debugging trace.

    >>> from reference.rules import PRESETS
    >>> from reference.strategies import stand_on
    >>> _ = play_round(PRESETS["twenty-one"], stacked(cards_from("A 9 7 8")), stand_on(17),
    ...                watch=tracer(PRESETS["twenty-one"], print))
    Customer is dealt Ace of Spades: the ace counts 11.
    Dealer is dealt Nine of Spades.
    Customer is dealt Seven of Spades.
    Dealer is dealt Eight of Spades.
    """
    names = {PLAYER: rules.player_name, DEALER: rules.dealer_name}
    last = {PLAYER: Tally(), DEALER: Tally()}

    def watch(event: Event) -> None:
        if event.kind not in ("deal", "draw") or event.card is None:
            return
        before = last[event.side] if event.tally.cards > 1 else Tally()
        last[event.side] = event.tally
        note = ace_note(before, event.tally, event.card) if rules.soft_aces else ""
        show(f"{verb(names[event.side], 'is', 'are')} dealt {event.card}" + (f": {note}." if note else "."))

    return watch


def traced(strategy: Strategy, rules: Rules, show: Show) -> Strategy:
    """The strategy, printing each decision with its cell of the up-card table.

    >>> from reference.strategies import stand_on
    >>> traced(stand_on(17), PRESETS["twenty-one"], print)(Tally(2, 0, 12), None)
    Customer at 12 against no up card (12-16 vs high): hits.
    True
    """
    def decide(tally: Tally, up_card: Card | None) -> bool:
        hit = strategy(tally, up_card)
        against = up_card.short if up_card is not None else "no up card"
        show(f"{rules.player_name} at {tally.total} against {against} ({cell(tally, up_card)}): "
             f"{form(rules.player_name, 'hits', 'hit') if hit else form(rules.player_name, 'stands', 'stand')}.")
        return hit

    return decide


def summary_lines(result: RoundResult, rules: Rules) -> list[str]:
    """The trace's summary of each hand at the end of a game, then who won.

    >>> summary_lines(RoundResult(tuple(cards_from("10 8")), tuple(cards_from("9 9")), 18, 18, "dealer", -1.0, "tie"),
    ...               PRESETS["twenty-one"])[0]
    'Customer hand: 2 cards, 0 aces counting 11, 18 total.'
    """
    winner = {PLAYER: verb(rules.player_name, "wins", "win"), DEALER: verb(rules.dealer_name, "wins", "win"),
              PUSH: tie_word(rules).capitalize()}[result.outcome]
    return [describe(possessive(rules.player_name), tally_of(result.player_cards, rules)),
            describe(rules.dealer_name, tally_of(result.dealer_cards, rules)),
            f"{winner} ({result.reason}, {result.payout:+g})."]


# --- running games ----------------------------------------------------------------------------

def run_readable(rules: Rules, strategy: str, games: int, seed: int, show: Show | None = None) -> Counts:
    """Play ``games`` rounds on the readable engine; with ``show``, trace every one.

    >>> run_readable(PRESETS["twenty-one"], "dealer", 10, seed=4).games
    10
    """
    rng = random.Random(seed)
    new_draw = deck_source(rules, rng)
    player = strategy_named(strategy)
    results = []
    for game in range(1, games + 1):
        watch: Watch = ignore
        chooser = player
        if show is not None:
            show(f"Game {game} ({strategy}):")
            watch, chooser = tracer(rules, show), traced(player, rules, show)
        result = play_round(rules, new_draw(), chooser, watch=watch)
        if show is not None:
            for line in summary_lines(result, rules):
                show(line)
        results.append(result)
    return count(results, rules)


def run_fast(rules: Rules, strategy: str, games: int, seed: int,
             progress: Callable[[int], None] | None = None) -> Counts:
    """Play ``games`` rounds on the compiled fast path, in chunks, reporting progress.

    >>> run_fast(PRESETS["twenty-one"], "upcard", 100, seed=4).games
    100
    """
    from reference import fastsim

    chunk_seeds = random.Random(seed)
    total = Counts(0, 0, 0, 0, 0, {})
    left = games
    while left > 0:
        n = min(CHUNK, left)
        total = total + fastsim.run(rules, strategy, n, chunk_seeds.getrandbits(31))
        left -= n
        if progress is not None:
            progress(n)
    return total


@lru_cache(maxsize=None)
def exact_rates(rules: Rules, strategy: str) -> dict[str, float]:
    """The exact chances of a round (``preset_outcome``) for the deck ``simulate`` deals, once a run.

    "win" is a round won (a blackjack win counted once), "loss" a round lost, "draw" a push and
    "natural win" the part of "win" won with a blackjack.  ``ValueError`` when no exact figure
    exists for these rules (a shoe kept between games, or a dealer-first house that is not
    pontoon-like).  About half a second to a second a strategy, so it is cached.

    >>> round(exact_rates(PRESETS["twenty-one"], "upcard")["win"], 4)
    0.432
    """
    from reference.odds import preset_outcome

    if not rules.new_deck_each_game:
        raise ValueError(f"{rules.name!r} keeps its shoe between games; exact odds assume a fresh one")
    return {key: float(value) for key, value in preset_outcome(rules, strategy, decks=rules.decks).items()}


def exact_note(rules: Rules) -> list[str]:
    """The lines saying what the exact figures beside the simulated rates are.

    >>> exact_note(PRESETS["twenty-one"])[0]
    'exact: computed by reference.odds for a fresh 52-card deck every game, as simulated here;'
    """
    deck = "a fresh 52-card deck" if rules.decks == 1 else f"a fresh {rules.decks}-deck shoe"
    return [f"exact: computed by reference.odds for {deck} every game, as simulated here;",
            "  a rate counts games (a blackjack win is one game won); inside: the exact figure",
            "  is in the 95% interval, as it should be in about 19 runs out of 20."]


def rate_line(name: str, hits: int, games: int, exact: float | None) -> str:
    """One rate with its 95% interval and, when known, the exact figure and whether it is inside.

    >>> rate_line("Customer", 20, 50, 0.4125)
    '  Customer rate 0.4000 (95% CI 0.2761 to 0.5382), exact 0.4125: inside'
    """
    low, high = wilson(hits, games)
    line = f"  {possessive(name)} rate {hits / max(games, 1):.4f} (95% CI {low:.4f} to {high:.4f})"
    if exact is None:
        return line
    return line + f", exact {exact:.4f}: {'inside' if low <= exact <= high else 'OUTSIDE'}"


def tie_word(rules: Rules) -> str:
    """What these rules call a game nobody wins: a "draw" in pontoon, a "push" at the casino.

    >>> tie_word(PRESETS["pontoon"]), tie_word(PRESETS["casino"])
    ('draw', 'push')
    """
    return "draw" if rules.tie_message.lower().startswith("draw") else "push"


def report_lines(rules: Rules, strategy: str, counts: Counts, exact: dict[str, float] | None = None) -> list[str]:
    """Each side's wins for one strategy, each rate with its 95% interval, and the exact figures.

    >>> report_lines(PRESETS["twenty-one"], "dealer", Counts(50, 20, 30, 0, 2, {}))[0]
    'dealer strategy: Customer 22 wins (2 blackjacks count twice), Dealer 30 wins, 0 pushes in 50 games.'
    """
    points = counts.player_points(rules.natural_pays)
    natural_note = ""
    if rules.natural_pays != 1 and counts.player_natural_wins:
        n = counts.player_natural_wins
        times = "twice" if rules.natural_pays == 2 else f"{rules.natural_pays:g} times"
        natural_note = f" ({plural(n, 'blackjack')} count{'' if n != 1 else 's'} {times})"
    lines = [f"{strategy} strategy: {rules.player_name} {plural(points, 'win')}{natural_note}, "
             f"{rules.dealer_name} {plural(counts.dealer_wins, 'win')}, "
             f"{plural(counts.pushes, tie_word(rules), tie_word(rules) + ('es' if tie_word(rules) == 'push' else 's'))} "
             f"in {plural(counts.games, 'game')}."]
    known = exact or {}
    sides = [(rules.player_name, counts.player_wins, "win"), (rules.dealer_name, counts.dealer_wins, "loss")]
    if counts.pushes or known.get("draw"):
        sides.append((tie_word(rules).capitalize(), counts.pushes, "draw"))
    lines += [rate_line(name, hits, counts.games, known.get(key)) for name, hits, key in sides]
    if rules.naturals:
        lines.append(natural_line(rules, counts, exact))
    return lines


def natural_line(rules: Rules, counts: Counts, exact: dict[str, float] | None) -> str:
    """Blackjack wins a game, and the wins counted the rules' way a game, each beside its exact figure.

    >>> natural_line(PRESETS["twenty-one"], Counts(50, 20, 30, 0, 2, {}), {"win": 0.4125, "natural win": 0.0465})
    '  Customer blackjack wins 0.0400 a game (exact 0.0465); wins counted 0.4400 a game, a blackjack as 2 (exact 0.4590)'
    """
    games = max(counts.games, 1)
    natural, counted = counts.player_natural_wins / games, counts.player_points(rules.natural_pays) / games
    line = f"  {possessive(rules.player_name)} blackjack wins {natural:.4f} a game"
    if exact is not None:
        line += f" (exact {exact['natural win']:.4f})"
    if rules.natural_pays != 1:
        line += f"; wins counted {counted:.4f} a game, a blackjack as {rules.natural_pays:g}"
        if exact is not None:
            line += f" (exact {exact['win'] + (rules.natural_pays - 1) * exact['natural win']:.4f})"
    return line


def scripted_run(show: Show) -> None:
    """Stacked games that show every cell of the up-card table and every way an ace changes.

    >>> lines = []; scripted_run(lines.append); lines[0]
    'Scripted game 1: below 12 against a low up card, then 17+ against it'
    """
    rules = PRESETS["twenty-one"]
    for number, (title, deck) in enumerate(SCRIPT, start=1):
        show(f"Scripted game {number}: {title}")
        result = play_round(rules, stacked(cards_from(deck, suits=list(Suit))), traced(upcard_rule, rules, show),
                            watch=tracer(rules, show))
        for line in summary_lines(result, rules):
            show(line)


SCRIPT = (  # (what it shows, the stacked deck: customer, dealer, customer, dealer, draws...)
    ("below 12 against a low up card, then 17+ against it", "5 6 3 10 9 2"),
    ("12-16 against a low up card", "10 4 3 10 8"),
    ("below 12, then 12-16, then 17+ against a high up card", "6 K 4 7 5 2"),
    ("an ace counts 11, then drops from 11 to 1", "A 10 5 8 8 4"),
    ("a drawn ace counts 1", "10 9 5 8 A 2"),
    ("a second ace counts 1 at once", "A 7 A 10 9"),
    ("a customer blackjack counts as two wins", "A 9 K 8"),
    ("a dealer blackjack wins at once", "9 A 9 K"),
)


# --- the command ----------------------------------------------------------------------------------

def build_parser() -> OneLineParser:
    """The command line of ``python -m reference simulate``.

    >>> build_parser().parse_args(["twenty-one"]).games
    50
    """
    parser = OneLineParser(prog="python -m reference simulate",
                           description="Play many games with each strategy and count the wins.")
    parser.add_argument("preset", choices=sorted(PRESETS), help="whose rules (twenty-one for the experiment)")
    parser.add_argument("--games", type=int, default=50, help="games with each strategy (default 50)")
    parser.add_argument("--seed", type=int, help="seed for the shuffles (default: a random one, printed)")
    parser.add_argument("--trace", action="store_true", help="print every card dealt and each hand's summary")
    parser.add_argument("--strategy", default="both", help="dealer, upcard, both or stand-on-N")
    parser.add_argument("--engine", choices=("auto", "readable", "fast"), default="auto",
                        help=f"readable engine, compiled fast path, or auto (fast from {FAST_FROM:,} games)")
    parser.add_argument("--scripted", action="store_true",
                        help="play the stacked games that show every cell of the strategy table")
    return parser


def check_args(args: object) -> tuple[list[str], str]:
    """The strategies to run and the engine to use, or ``UsageError`` naming the bad value.

    >>> check_args(build_parser().parse_args(["twenty-one", "--strategy", "both"]))
    (['dealer', 'upcard'], 'readable')
    """
    rules = PRESETS[args.preset]
    if args.strategy == "both":
        strategies = ["dealer", "upcard"] if rules.dealer_up_cards else ["dealer", "stand-on-15"]
    else:
        strategies = [args.strategy]
    if "upcard" in strategies and not rules.dealer_up_cards:
        raise UsageError(f"python -m reference simulate: {rules.name} shows no up card, so the upcard "
                         f"strategy does not apply (choose dealer or stand-on-N)")
    for name in strategies:
        try:
            strategy_named(name)
        except ValueError as error:
            raise UsageError(f"python -m reference simulate: {error}") from None
    if not 1 <= args.games <= MAX_GAMES:
        raise UsageError(f"python -m reference simulate: --games must be from 1 to {MAX_GAMES:,} "
                         f"(about {MAX_GAMES // 2_000_000:,} s a strategy on the fast path), not {args.games!r}")
    engine = args.engine
    if engine == "auto":
        engine = "fast" if args.games >= FAST_FROM and not args.trace else "readable"
    if engine == "fast" and args.trace:
        raise UsageError("python -m reference simulate: --trace needs the readable engine")
    return strategies, engine


def run_with_progress(rules: Rules, strategy: str, games: int, seed: int) -> Counts:
    """The fast path with a Rich progress bar on the terminal.

    >>> run_with_progress(PRESETS["pontoon"], "dealer", 10, seed=1).games
    10
    """
    from rich.progress import Progress

    with Progress(transient=True) as bar:
        task = bar.add_task(f"{strategy} strategy", total=games)
        return run_fast(rules, strategy, games, seed, progress=lambda n: bar.advance(task, n))


def main(argv: Sequence[str] | None = None, show: Show | None = None) -> int:
    """Run the experiment; 0 when done, 2 for bad usage.

    >>> main(["twenty-one", "--strategy", "sometimes"], show=print)
    2
    """
    import sys

    try:
        args = parse(build_parser(), argv)
        strategies, engine = check_args(args)
    except UsageError as error:
        print(error, file=sys.stderr)
        return 2
    on_terminal = show is None and sys.stdout.isatty()
    show = show or print
    rules = PRESETS[args.preset]
    if args.scripted:
        scripted_run(show)
        return 0
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    show(f"{rules.name}: {plural(args.games, 'game')} with each strategy, seed {seed}, {engine} engine.")
    missing = ""
    for strategy in strategies:
        if engine == "readable":
            counts = run_readable(rules, strategy, args.games, seed, show if args.trace else None)
        elif on_terminal and args.games >= PROGRESS_FROM:
            counts = run_with_progress(rules, strategy, args.games, seed)
        else:
            counts = run_fast(rules, strategy, args.games, seed)
        try:
            exact: dict[str, float] | None = exact_rates(rules, strategy)
        except ValueError as error:
            exact, missing = None, str(error)
        for line in report_lines(rules, strategy, counts, exact):
            show(line)
    for line in [f"No exact figures: {missing}."] if missing else exact_note(rules):
        show(line)
    return 0
