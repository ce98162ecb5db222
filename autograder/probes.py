"""Function probes: the contract's functions called with stacked decks and scripted players.

As in CS61A's ``make_test_dice``, every probe fixes the cards (``deck``, handed out in order by
``draw``) and the player's answers (``answers``, given in order by ``ask``), so what a correct
function must do is known exactly. All probes go to the sandbox in one ``calls`` run; each
message coming back is judged into `Evidence` for one rule. Decks avoid Aces and face cards
except in the probes about them, and player probes allow for how many cards the player's turn
really starts with, so a broken rule shows up in its own verdict and not in every other one.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from autograder.contract import (RANKS, SUITS, Card, card_name, card_value, deck_of_values,
                                 from_json, hand_value, normalize, to_json)
from autograder.judge import Evidence
from autograder.transcript import read_result

DRAW, ASK, SHOW = {"$": "draw"}, {"$": "ask"}, {"$": "show"}
WINNER_RULES = ("bust-draw", "one-bust", "tie-draw", "higher-wins")


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


def winner_rule(computer: int, player: int) -> str:
    """Which contract rule decides a game with these values.

    >>> winner_rule(22, 25), winner_rule(23, 18), winner_rule(18, 18), winner_rule(17, 20)
    ('bust-draw', 'one-bust', 'tie-draw', 'higher-wins')
    """
    if computer > 21 and player > 21:
        return "bust-draw"
    if computer > 21 or player > 21:
        return "one-bust"
    return "tie-draw" if computer == player else "higher-wins"


def expected_winner(computer: int, player: int) -> str:
    """The contract's winner for two values.

    >>> expected_winner(22, 25), expected_winner(23, 18), expected_winner(20, 17)
    ('draw', 'player', 'computer')
    """
    if computer > 21 and player > 21:
        return "draw"
    if computer > 21 or player > 21:
        return "player" if computer > 21 else "computer"
    if computer == player:
        return "draw"
    return "player" if player > computer else "computer"


def exact_hand(target: int) -> list[int]:
    """Card values (no Ace, no face card) adding up to ``target`` from 11 to 21, each prefix below it.

    >>> exact_hand(16), exact_hand(20), exact_hand(11)
    ([9, 7], [9, 9, 2], [9, 2])
    """
    if not 11 <= target <= 21:
        raise ValueError(f"not a target value from 11 to 21: {target!r}")
    return [9, target - 9] if target - 9 <= 10 else [9, 9, target - 18]


def computer_takes(values: list[int], stick_at: int) -> int:
    """How many cards of a stacked deck the contract's computer takes.

    >>> computer_takes([10, 6, 3, 9], 17)
    3
    """
    total, n = 0, 0
    for v in values:
        if n and total >= stick_at:
            break
        total, n = total + v, n + 1
    return n


def player_plays(values: list[int], answers: list[str], start: int = 1) -> tuple[int, int] | None:
    """(cards taken, questions asked) by the contract's player; None if the answers run out.

    >>> player_plays([10, 9, 5, 8], ["t", "t", "t"]), player_plays([5, 6, 10], ["x", " T ", "S "])
    ((3, 2), (2, 3))
    """
    n, asked = start, 0
    while sum(values[:n]) <= 21:
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


# ---------------------------------------------------------------- the probes

def build(version: int, stick_at: int, names_defined: set[str],
          params: dict[str, list[str] | None] | None = None) -> list[Probe]:
    """Every probe for a version whose functions exist in the submission.

    ``params`` (from the sandbox's inspect run) lets a turn function written without the
    ``show`` parameter still be called: it gets ``draw`` and ``ask`` only, and what it prints
    is read instead.

    >>> ps = build(1, 17, {"card_value", "computer_turn"})
    >>> sorted({p.call["fn"] for p in ps}), len(ps)
    (['card_value', 'computer_turn'], 14)
    >>> build(1, 17, {"player_turn"}, {"player_turn": ["draw", "ask"]})[0].call["args"]
    [{'$': 'draw'}, {'$': 'ask'}]
    """
    probes = (value_probes(version) + name_probes(version) + winner_probes()
              + computer_probes(version, stick_at) + player_probes(version)
              + game_probes(version, stick_at) + deck_probes(version))
    chosen = [p for p in probes if p.call["fn"] in names_defined]
    for probe in chosen:
        names = (params or {}).get(probe.call["fn"])
        if probe.call["fn"] in ("player_turn", "play_game") and names is not None \
                and len(names) == 2 and "show" not in names:
            probe.call["args"] = [DRAW, ASK]
    return chosen


def _cards(version: int) -> list[Card]:
    """One card of each rank (v1: each number), suits taking turns."""
    if version == 1:
        return list(range(1, 11))
    if version == 2:
        return list(RANKS)
    return [(rank, SUITS[i % 4]) for i, rank in enumerate(RANKS)]


def value_probes(version: int) -> list[Probe]:
    """card_value on every rank and hand_value on hands with Aces and face cards.

    >>> [p.said for p in value_probes(2)][:2]
    ["card_value('Ace')", "card_value('Two')"]
    """
    probes = []
    for card in _cards(version):
        rule = "ace-counts-one" if card_value(card) == 1 else "card-values"
        probes.append(Probe(rule, {"fn": "card_value", "args": [to_json(card)]},
                            f"card_value({card!r})", _judge_equal, {"expected": card_value(card)}))
    ace, king = _cards(version)[0], _cards(version)[-1]
    other_ace = ("Ace", "Hearts") if version > 2 else ace
    hands = [("ace-counts-one", [ace, king]), ("ace-counts-one", [ace, _cards(version)[-2], other_ace]),
             ("card-values", _cards(version)[-3:] if version > 1 else [10, 9, 2]),
             ("card-values", _cards(version)[5:8])]
    for rule, hand in hands:
        probes.append(Probe(rule, {"fn": "hand_value", "args": [[to_json(c) for c in hand]]},
                            f"hand_value({list(hand)!r})", _judge_equal,
                            {"expected": hand_value(hand)}))
    return probes


def name_probes(version: int) -> list[Probe]:
    """card_name on a few cards: the version's format.

    >>> name_probes(3)[0].data
    {'expected': 'Seven of Hearts'}
    """
    cards = [_cards(version)[6], _cards(version)[-1], _cards(version)[0]]
    return [Probe("format", {"fn": "card_name", "args": [to_json(c)]}, f"card_name({c!r})",
                  _judge_name, {"expected": card_name(c, version)}) for c in cards]


def winner_probes() -> list[Probe]:
    """decide_winner over every case of the four result rules.

    >>> sorted({p.rule for p in winner_probes()})
    ['bust-draw', 'higher-wins', 'one-bust', 'tie-draw']
    """
    table = [(22, 25), (26, 22), (22, 22), (23, 18), (25, 21), (18, 24), (21, 22), (18, 18),
             (21, 21), (5, 5), (17, 20), (20, 17), (19, 5), (12, 21)]
    return [Probe(winner_rule(c, p), {"fn": "decide_winner", "args": [c, p]},
                  f"decide_winner({c}, {p})", _judge_equal, {"expected": expected_winner(c, p)})
            for c, p in table]


def computer_probes(version: int, stick_at: int) -> list[Probe]:
    """computer_turn with decks that reach STICK_AT exactly, pass it, go bust, or take many cards.

    >>> [p.data["n"] for p in computer_probes(1, 17)]
    [2, 3, 3, 6]
    """
    s = stick_at
    decks = [exact_hand(s) + [5, 5, 5], exact_hand(s - 1) + [3, 5, 5], exact_hand(s - 1) + [10, 5],
             ([2, 3, 4] * 4)[:computer_takes([2, 3, 4] * 4, s)] + [9, 9]]
    probes = []
    for values in decks:
        deck = deck_of_values(values, version)
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


def player_probes(version: int) -> list[Probe]:
    """player_turn with scripted answers: sticking, twisting, bad answers, going bust.

    >>> player_probes(1)[2].call["answers"]
    ['x', '', '?', ' T ', 'S ']
    """
    probes = []
    for rule, values, answers in PLAYER_SCRIPTS:
        deck = deck_of_values(values, version)
        probes.append(Probe(rule, {"fn": "player_turn", "deck": [to_json(c) for c in deck],
                                   "answers": answers},
                            f"player_turn with the stacked deck {names(deck, version)} and the "
                            f"answers {', '.join(repr(a) for a in answers)}", _judge_player,
                            {"deck": deck, "values": values, "answers": answers}))
    return probes


def game_probes(version: int, stick_at: int) -> list[Probe]:
    """play_game with stacked decks: computer bust, both bust, a tie, a higher player, computer first.

    >>> [p.rule for p in game_probes(1, 17)]
    ['computer-first', 'player-turn-always', 'bust-draw', 'tie-draw', 'higher-wins']
    """
    s = stick_at
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
    probes = []
    for rule, computer, player, answers in games:
        deck = deck_of_values(computer + player, version)
        probes.append(Probe(rule, {"fn": "play_game", "deck": [to_json(c) for c in deck],
                                   "answers": answers},
                            f"play_game with the stacked deck {names(deck, version)} and the "
                            f"answers {', '.join(repr(a) for a in answers)} (STICK_AT {s})",
                            _judge_game, {"deck": deck, "computer": computer, "player": player,
                                          "answers": answers, "version": version}))
    return probes


def deck_probes(version: int) -> list[Probe]:
    """v4: new_deck and shuffled_deck hold the 52 cards once each; v1 to v3: random_card gives a card.

    >>> [p.said for p in deck_probes(4)]
    ['new_deck()', 'shuffled_deck(random.Random(7))']
    """
    if version == 4:
        return [Probe("no-duplicates", {"fn": "new_deck", "args": []}, "new_deck()", _judge_deck),
                Probe("no-duplicates", {"fn": "shuffled_deck", "args": [{"$": "rng", "seed": 7}]},
                      "shuffled_deck(random.Random(7))", _judge_deck)]
    return [Probe("format", {"fn": "random_card", "args": [{"$": "rng", "seed": seed}]},
                  f"random_card(random.Random({seed}))", _judge_random_card, {"version": version})
            for seed in (1, 2, 3)]


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


def _judge_player(probe: Probe, msg: dict, ctx: dict) -> list[Evidence]:
    deck, values, answers = probe.data["deck"], probe.data["values"], probe.data["answers"]
    if probe.rule == "one-card-start":
        return _judge_start(probe, msg, ctx)
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
    return [_ev(probe, ok, text)]


def _judge_start(probe: Probe, msg: dict, ctx: dict) -> list[Evidence]:
    asked = len(msg.get("asked", []))
    if msg.get("error") or asked != 1:
        how = show_error(msg) if msg.get("error") else f"asked {asked} questions"
        return [_ev(probe, False, f"{probe.said} {how}; the player should be asked once and "
                                  f"stick", rule="player-choice")]
    drawn = msg.get("drawn")
    ok = drawn == 1
    return [_ev(probe, ok, f"{probe.said} drew {drawn} card(s) before the player stuck" +
                ("" if ok else "; a turn starts with exactly one card"))]


def _judge_game(probe: Probe, msg: dict, ctx: dict) -> list[Evidence]:
    d, version = probe.data, probe.data["version"]
    if msg.get("error"):
        return [_ev(probe, False, f"{probe.said} {show_error(msg)}",
                    also=("player-choice", "player-stops-at-bust", "computer-draws"))]
    shown = [str(s) for s in msg.get("shown", [])] or str(msg.get("printed") or "").splitlines()
    out: list[Evidence] = []
    result = read_result(shown, version)
    c_value, p_value = hand_value(d["computer"]), hand_value(d["player"][: len(d["answers"])])
    p_n = player_plays(d["player"], d["answers"]) or (1, 1)
    p_value = sum(d["player"][: p_n[0]])
    printed = "; it printed: " + " / ".join(shown[-6:]) if shown else "; it printed nothing"
    asked = len(msg.get("asked", []))
    if probe.rule == "player-turn-always":
        bust = c_value > 21
        out.append(_ev(probe, asked >= 1, f"{probe.said}: the computer " +
                       (f"went bust with {c_value}" if bust else f"stuck at {c_value}") +
                       f" and the player was asked {asked} time(s)" +
                       ("" if asked else "; the player must still get a turn"),
                       also=("computer-first",)))
    if probe.rule == "computer-first" and result is not None:
        seen_c, seen_p = result.computer.value, result.player.value
        ok = (seen_c, seen_p) == (c_value, p_value)
        out.append(_ev(probe, ok, f"{probe.said} printed a computer value of {seen_c} and a player "
                       f"value of {seen_p}" + ("" if ok else
                       f"; playing the computer's turn first gives {c_value} and {p_value}") + "",
                       also=("computer-draws", "one-card-start", "player-choice", "format")))
    if result is not None and result.format_problem:
        out.append(_ev(probe, False, f"{probe.said}: the result block: {result.format_problem}"
                       f"{printed}", rule="format", also=() if asked else ("player-turn-always",)))
    elif result is not None:
        out.append(_ev(probe, True, f"{probe.said} printed the result block in version "
                       f"{version}'s format", rule="format"))
    winner = msg.get("returned")
    c_seen = result.computer.value if result and result.computer.value is not None else c_value
    p_seen = result.player.value if result and result.player.value is not None else p_value
    rule, want = winner_rule(c_seen, p_seen), expected_winner(c_seen, p_seen)
    ok = winner == want
    text = f"{probe.said}: computer {c_seen}, player {p_seen}, returned {winner!r}"
    if result is not None and result.verdict is not None and result.verdict != winner:
        ok = False
        text += f" but printed the verdict for {result.verdict!r}"
    printed_both = result is not None and None not in (result.computer.value, result.player.value)
    also = () if printed_both and probe.rule == rule else (
        "computer-first", "player-turn-always", "computer-draws", "player-choice",
        "player-stops-at-bust", "one-card-start", "format")
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


def judge_replies(probes: list[Probe], messages: list[dict], version: int,
                  notes: list[str] | None = None) -> list[Evidence]:
    """Judge every call message against its probe (probes first learn how a player turn starts).

    A turn function that never calls its ``draw`` parameter (it deals from ``random`` itself)
    cannot be given a stacked deck: its probes are left out and ``notes`` says so, and its
    rules are judged from the program's games instead.

    >>> p = winner_probes()[0]
    >>> judge_replies([p], [{"kind": "call", "index": 0, "returned": "draw"}], 1)[0].ok
    True
    """
    by_index = {m.get("index"): m for m in messages if m.get("kind") == "call"}
    ctx: dict[str, Any] = {"version": version}
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
    for i, probe in enumerate(probes):
        msg = by_index.get(i)
        if probe.call["fn"] in ignores:
            continue
        if msg is None:
            evidence.append(Evidence(probe.rule, False, "function",
                                     f"{probe.said} never came back (the run stopped before it)",
                                     also=("computer-draws", "player-choice", "player-stops-at-bust")))
            continue
        evidence.extend(probe.judge(probe, msg, ctx))
    return evidence
