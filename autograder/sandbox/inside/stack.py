"""Stacked random: the grader's cards dealt through ``random`` whichever way a program draws
them (`_stack_call`), seeded draws otherwise, and the count of draws a question sees.
"""


from collections import deque
from enum import Enum

from .channel import MAX_DRAWS, MAX_SEQ, RANKS, S, SUITS  # bundled
from .loading import LISTS, encode  # bundled


SUIT_WORDS = {"clubs": 0, "club": 0, "diamonds": 1, "diamond": 1, "hearts": 2, "heart": 2,
              "spades": 3, "spade": 3}
SUIT_SYMBOLS = {"\u2663": 0, "\u2667": 0, "\u2666": 1, "\u2662": 1, "\u2665": 2, "\u2661": 2,
                "\u2660": 3, "\u2664": 3}
RANK_WORDS = {rank.lower(): i for i, rank in enumerate(RANKS)}
RANK_SHORT = {"a": 0, "j": 10, "q": 11, "k": 12}
MAX_POPULATION = 520          # a longer population is not read for cards: it falls back
MAX_DEALT = 400               # entries kept in the program message's ``dealt``
MAX_STACKED = 40              # entries kept in its ``stacked``
NOPE = object()               # a stacked draw that does not apply: the seeded draw happens


class _Stack:
    """The stacked deck of a program-mode run (``games is None``: no stacking, as before).

    A target card is ``(rank_index, suit_index or None, value)``; ``used`` holds the parts of
    the current card (``games[game][pos]``) already handed out: ``r`` rank, ``s`` suit.
    """

    games = None
    raw = ()                  # the task's cards as given, for the message
    version = 1
    game = 0
    pos = 0
    used = ""
    dealt = []
    stacked = []
    pending = None            # a stacked deck being dealt from (see `_settle`)
    kept = None               # the last one, once all its stacked cards were dealt (`_restack`)
    names = {}                # cache: text -> what it names
    places = {}               # a name read by its place (`_by_position`) -> ("r" or "s", index),
                              # for one run (a seeded run may meet the deck shuffled first)
    ace_last = False          # ranks by place run Two .. King, Ace (the task's ``ace_last``)
    placed = False            # a rank was dealt by its place (the program message says so)
    numbers = False           # the repeat experiment: 52 numbers are whole cards (`_population`)
    rank_major = False        # 52 numbers are cards rank by rank (4 * rank + suit), not suit by
                              # suit (13 * suit + rank): the task's ``rank_major``
    numbered = False          # a card was dealt as one of 52 numbers (the program message says so)


ST = _Stack()


def _reset_stack(stack=None) -> None:
    """Start a run's stacking afresh: from a task's ``stack`` or none at all."""
    ST.games, ST.raw, ST.version = None, (), 1
    ST.game, ST.pos, ST.used, ST.dealt, ST.stacked, ST.pending = 0, 0, "", [], [], None
    ST.kept, ST.numbers, ST.places, ST.ace_last, ST.placed = None, False, {}, False, False
    ST.rank_major = ST.numbered = False
    if not isinstance(stack, dict):
        return
    ST.numbers = stack.get("numbers") is True
    ST.ace_last = stack.get("ace_last") is True
    ST.rank_major = stack.get("rank_major") is True
    games, raw = [], []
    for cards in stack.get("games") or []:
        game, given = [], []
        for card in cards if isinstance(cards, list) else []:
            target = _target_card(card)
            if target is None:
                break                       # a card the runner cannot read ends that game's list
            game.append(target)
            given.append(card)
        games.append(game)
        raw.append(given)
    version = stack.get("version", 1)
    ST.version = version if version in (1, 2, 3, 4) else 1
    ST.games, ST.raw = games, raw


def _target_card(card):
    """A task's stacked card as ``(rank_index, suit_index or None, value)``, or None.

    Accepted: ``["Seven", "Hearts"]``, ``["Seven"]``, ``"Seven"``, ``7`` or ``[7]`` (v1 values;
    a 10 is a Ten).
    """
    if isinstance(card, (str, int)):
        card = [card]
    if not isinstance(card, (list, tuple)) or not 1 <= len(card) <= 2:
        return None
    first = card[0]
    if isinstance(first, bool):
        return None
    if isinstance(first, int):
        if not 1 <= first <= 10:
            return None
        rank = first - 1
    elif first in RANKS:
        rank = RANKS.index(first)
    else:
        return None
    suit = None
    if len(card) == 2:
        if card[1] not in SUITS:
            return None
        suit = SUITS.index(card[1])
    return (rank, suit, min(rank + 1, 10))


def _peek(part: str):
    """``(pos, card)``: the stacked card a draw of ``part`` gets next, or None (fall back).

    ``part`` is ``r`` (a rank draw), ``s`` (a suit draw) or ``rs`` (a whole card); a draw
    needing a part of the current card already handed out moves to the next card.
    """
    if ST.game >= len(ST.games):
        return None
    cards = ST.games[ST.game]
    pos = ST.pos + (1 if any(p in ST.used for p in part) else 0)
    if pos >= len(cards):
        return None
    card = cards[pos]
    if part == "s" and card[1] is None:
        return None
    return pos, card


def _commit(pos: int, part: str, how: str) -> None:
    """Hand out ``part`` of the card at ``pos`` and record it in ``dealt``."""
    if pos > ST.pos:
        ST.pos, ST.used = pos, ""
    for p in part:
        if p not in ST.used:
            ST.used += p
    if len(ST.dealt) < MAX_DEALT:
        ST.dealt.append([ST.game, pos, ST.raw[ST.game][pos],
                         how + ":" + {"r": "rank", "s": "suit"}.get(part, "card")])


def _next_game() -> None:
    """A play-again question was answered: the next game's list of cards starts; a watched deck
    the program goes on dealing from is laid out again for it (`_restack`)."""
    if ST.games is None:
        return
    _settle()
    p = ST.pending if ST.pending is not None and ST.pending["end"] else ST.kept
    ST.pending = ST.kept = None
    ST.game, ST.pos, ST.used = ST.game + 1, 0, ""
    if p is not None:
        try:
            _restack(p)
        except Exception:
            ST.pending = None


def _restack(p: dict) -> None:
    """Lay out the rest of a watched deck for the next game, in place, if it is still the deck
    the last game dealt from and nothing else touched it.

    A program that shuffles one deck and deals from it game after game makes no new ``random``
    call for the next game: its cards are the rest of a deck the runner laid out itself, in an
    order only the runner chose. So the next game's cards still in the deck are moved to the
    end it deals from, in order (the others keep their order), and the deck is watched again.
    A card of that game's list the deck no longer holds (an earlier game dealt it) is put back
    in place of one of the others, so the deck keeps its size: the deck is the program's fault
    already (`no-duplicates`: not a fresh deck), and the game is still dealt as planned. With
    no card of the first deck to put back, such a card ends what is stacked (the rest are the
    deck's own order, as in any game past its list).
    """
    cur, layout, end = p["obj"], p["layout"], p["end"]
    n, total = len(cur), len(layout)
    if ST.game >= len(ST.games) or not 0 < n <= total or end not in ("front", "back") \
            or type(cur) is Dealt or p.get("indexed"):   # (a deck that never shrank holds the
        return                                           # cards dealt too: by index, say)
    if end == "back":
        same = all(_at(cur, i) is layout[i] for i in range(n))
    else:
        same = all(_at(cur, i) is layout[total - n + i] for i in range(n))
    found = _population(cur) if same else None
    if found is None or found[2] != p["kind"]:
        return
    items, infos, kind = found
    planned = ST.games[ST.game]
    taken, front = _positions(infos, planned, kind, items)
    cards = [items[i] for i in front]
    whole = _population(p["all"]) if p.get("all") and len(front) < len(planned) else None
    if whole is not None and whole[2] == kind:
        cards = _brought_back(items, whole, planned, kind, n)
    t = len(cards)
    if t == 0:
        return
    held = {id(c) for c in cards}
    rest = [x for x in items if id(x) not in held][:n - t]
    order = cards + rest if end == "front" else rest + cards[::-1]
    _lay(cur, order)
    entry = [ST.game, p["how"], 0, [ST.raw[ST.game][j] for j in range(min(t, MAX_SEQ))],
             "kept", 0, n]
    ST.pending = {"obj": cur, "layout": list(cur), "start": 0, "t": t, "both": True,
                  "kind": kind, "dealt": 0, "end": end, "entry": entry, "how": p["how"],
                  "dropped": None, "front": cards, "guessed": True,
                  "unlisted": True, "all": p.get("all")}


def _brought_back(items: list, whole: tuple, planned: list, kind: str, n: int) -> list:
    """The game's ``planned`` cards as objects for a kept deck of ``items``: each the deck's own
    element where it still holds the card, else the first deck's (``whole``, a `_population`),
    up to the first card neither holds, and no more than ``n`` (the deck's size)."""
    _, infos, _ = _population(items)
    all_items, all_infos, _ = whole
    taken, taken_all, out = set(), set(), []
    for card in planned[:n]:
        i = _find(infos, card, kind, taken, items)
        if i is not None:
            taken.add(i)
            out.append(items[i])
            continue
        j = _find(all_infos, card, kind, taken_all)
        while j is not None and any(all_items[j] is x for x in items):
            taken_all.add(j)                # (the deck's own, already taken for this game)
            j = _find(all_infos, card, kind, taken_all)
        if j is None:
            break
        taken_all.add(j)
        out.append(all_items[j])
    return out


def card_number(rank: int, suit: int) -> int:
    """The number 0..51 a card is when a program's cards are numbers (`_population`): suit by
    suit (``13 * suit + place``) or, with the task's ``rank_major``, rank by rank (``4 * place +
    suit``); a rank's place runs Ace first, or Two first with ``ace_last``. The repeat experiment
    (``numbers``) reads one fixed way: it needs the same card again, never its name."""
    place = (rank - ST.ace_last) % 13
    return 4 * place + suit if ST.rank_major else 13 * suit + place


def number_card(x: int) -> tuple:
    """`card_number` the other way: ``(rank_index, None, suit_index)`` of a number 0..51."""
    place, suit = (x // 4, x % 4) if ST.rank_major else (x % 13, x // 13)
    return ((place + ST.ace_last) % 13, None, suit)


def _mark_numbered() -> None:
    """A card went out as one of 52 numbers: dealt by its place, in a layout the grader may try
    others of (the program message says so); not in the repeat experiment, which reads one way."""
    if not ST.numbers:
        ST.placed = ST.numbered = True


def _int_outcome(n: int, how: str):
    """The stacked outcome (0 .. n-1) of a draw among ``n`` integers, or None.

    10 outcomes: the card's value - 1; 13: its rank index; 4: its suit index; 52: a whole card
    (`card_number`); others fall back.
    """
    part = "s" if n == 4 else "r" if n in (10, 13) else "rs" if n == 52 else None
    got = _peek(part) if part else None
    if got is None or (part == "rs" and got[1][1] is None):
        return None
    pos, card = got
    if n == 13:
        ST.placed = True
    elif n == 52:
        _mark_numbered()
    outcome = card[2] - 1 if n == 10 else (card[0] - ST.ace_last) % 13 if n == 13 \
        else card[1] if n == 4 else card_number(card[0], card[1])
    _commit(pos, part, how + "-value" if n == 10 else how)   # (a value: a Ten or any face)
    return outcome


def _name_of(text: str):
    """What a string names: ``(rank_index, value, suit_index)`` (None where it names nothing),
    or None if it names no card part (or two different ranks or suits)."""
    found = ST.names.get(text)
    if found is not None or text in ST.names:
        return found
    low = text.lower()
    rank = value = suit = short = None
    others = 0
    ok = True
    for symbol, index in SUIT_SYMBOLS.items():
        if symbol in low:
            ok = ok and suit in (None, index)
            suit = index
    for word in words_and_numbers(low):
        if word in RANK_WORDS:
            ok = ok and rank in (None, RANK_WORDS[word])
            rank = RANK_WORDS[word]
        elif word in SUIT_WORDS:
            ok = ok and suit in (None, SUIT_WORDS[word])
            suit = SUIT_WORDS[word]
        elif word[0] in "0123456789":
            ok = ok and value is None
            value = int(word) if len(word) < 4 else 0
        elif word in RANK_SHORT:
            ok = ok and short is None
            short = RANK_SHORT[word]
        elif word != "of":
            others += 1
    if rank is None and value is None and short is not None and not others:
        rank = short
    if rank is not None:
        value = None
    elif value is not None and not 1 <= value <= 11:
        ok = False
    found = (rank, value, suit) if ok and (rank, value, suit) != (None, None, None) else None
    if len(ST.names) < 4096:
        ST.names[text] = found
    return found


def _item_of(x):
    """What one element of a population names (see `_name_of`), or None; student objects are
    read by their ``str()`` and then their attributes' values."""
    if isinstance(x, str):
        return _name_of(str.__str__(x)) if len(x) <= 200 else None
    if isinstance(x, bool):
        return None
    if isinstance(x, Enum):             # a member: its name, else its value (``Rango.ACE``,
        name = x.name                   # ``Seme.CUORI = "♥"``)
        found = _item_of(name) if isinstance(name, str) else None
        return found if found is not None else _item_of(x.value) \
            if isinstance(x.value, (str, int)) else None
    if isinstance(x, int):
        return (None, x, None) if 1 <= x <= 11 else None
    if isinstance(x, dict):
        return _parts_of(list(x.values())[:6])
    if isinstance(x, (list, tuple)):
        return _parts_of(list(x)[:6])
    text = str(x)
    found = _name_of(text) if isinstance(text, str) and len(text) <= 200 else None
    if found is None and isinstance(getattr(x, "__dict__", None), dict):
        found = _parts_of(list(vars(x).values())[:6])
    return found


def _parts_of(items: list, depth: int = 0):
    """What a tuple, list or object's values name together: one rank (or value), one suit; a
    part that is itself a tuple or list is read the same way, one level down (a card object
    holding ``("Ace", "A", 1)`` and ``("Clubs", "♣")``)."""
    rank = value = suit = None
    for item in items:
        if isinstance(item, (str, int, Enum)) and not isinstance(item, bool):
            found = _item_of(item)
        elif isinstance(item, (tuple, list)) and depth == 0:
            found = _parts_of(list(item)[:6], 1)
        else:
            found = None
        if found is None:
            continue
        r, v, s = found
        for new, old in ((r, rank), (s, suit)):
            if new is not None and old is not None and new != old:
                return None
        rank, suit = rank if r is None else r, suit if s is None else s
        if v is not None and value is None:
            value = v
    if rank is not None:
        value = None
    return None if (rank, value, suit) == (None, None, None) else (rank, value, suit)


def _population(seq):
    """``(items, infos, kind)`` when every element of ``seq`` names the same kind of card part
    (``r`` rank or value, ``s`` suit, ``rs`` whole card), else None.

    A population of integers is read as a whole: values 1..10 (or with repeats, 1..11), 13
    consecutive integers (rank indexes), 10 consecutive (values) or 4 consecutive (suits); 52
    consecutive ones as whole cards (`card_number`). Which number is which card is the program's
    own secret: the grader tries the usual layouts in turn (suit by suit or rank by rank, Ace
    first or last) until its experiment games read (`autograder.pontoon.grade`); the repeat
    experiment (``numbers``, `autograder.pontoon.cardstats.repeat_run`) needs only the same card
    again, never its name.
    """
    n = len(seq)
    if not 0 < n <= MAX_POPULATION:
        return None
    items = [_at(seq, i) for i in range(n)]
    if all(type(x) is int for x in items):
        distinct = set(items)
        low, high = min(distinct), max(distinct)
        if high - low + 1 == len(distinct) == 13:
            ST.placed = True
            infos = [((x - low + ST.ace_last) % 13, None, None) for x in items]
        elif high - low + 1 == len(distinct) == 4:
            infos = [(None, None, x - low) for x in items]
        elif low >= 1 and high <= 11 and (len(items) > len(distinct) or distinct in (
                set(range(1, 11)), set(range(2, 12)))):
            ace = 1 if 1 in distinct else 11
            infos = [(None, 1 if x == ace else x, None) for x in items]
        elif high - low + 1 == len(distinct) == 10:
            infos = [(None, x - low + 1, None) for x in items]
        elif high - low + 1 == len(distinct) == 52:
            _mark_numbered()
            infos = [number_card(x - low) for x in items]
        else:
            return None
    else:
        infos = []
        for x in items:
            found = _item_of(x)
            if found is None:
                infos = _by_position(items) or _by_dict_value(items)
                if infos is None:
                    return None
                break
            infos.append(found)
        if infos and all(s is None for _, _, s in infos) and not isinstance(items[0], str) \
                and len(items) == len(set(map(id, items))):
            # every card read with no suit (its value alone, a dict's ``"valeur"``; its rank's
            # letter beside a suit in words, ``("K", "红桃")``): its other parts may name the
            # suit (and the rank) by their places, which deals the whole card
            was = ST.placed, dict(ST.places)
            placed = _by_position(items)
            if placed is not None and all(s is not None for _, _, s in placed):
                infos = [(r, v, ps) if r is not None else (pr, v if pr is None else None, ps)
                         for (r, v, _), (pr, _, ps) in zip(infos, placed)]
            else:
                ST.placed, ST.places = was       # (a reading not taken leaves no trace)
        if any(r is not None for r, _, _ in infos):
            # numbers beside ranks named (``10♣`` beside ``K♣``) are the ranks of those numbers:
            # a Ten, never a King dealt by its value
            infos = [(v - 1, None, s) if r is None and v is not None and 1 <= v <= 10
                     else (r, v, s) for r, v, s in infos]
    kinds = {("r" if r is not None or v is not None else "") + ("s" if s is not None else "")
             for r, v, s in infos}
    if len(kinds) != 1:
        return None
    return items, infos, kinds.pop()



def _by_position(items: list):
    """Infos for a population in a program's own words, read as integers are read: by position.

    Thirteen different names (each as often as the others) are the ranks in the order the
    program first lists them, Ace first, as ``randrange(13)`` is read (Ace last when the
    stack says ``ace_last``: the grader tries that when the first reading fails); four are the suits; pairs (or
    longer tuples) whose parts take thirteen and four different values are whole cards. So
    ``random.choice(["As", "Deux", ..., "Roi"])`` is dealt the grader's cards in any language.
    None when the population is no such thing.

    >>> names = ["As", "Deux", "Trois", "Quatre", "Cinq", "Six", "Sept", "Huit", "Neuf", "Dix",
    ...          "Valet", "Dame", "Roi"]
    >>> _by_position(names)[4], _by_position(["Pik", "Herz", "Karo", "Kreuz"] * 2)[5]
    ((4, None, None), (None, None, 1))
    >>> _by_position([(n, c) for c in ("Trèfle", "Carreau", "Cœur", "Pique") for n in names])[14]
    (1, None, 1)
    >>> _by_position([("Roi", 10), ("As", 1)] * 2) is None, _by_position(["oui", "non"]) is None
    (True, True)

    An object of the program's own class is read by its attributes' values, as a tuple of them:

    >>> class Carte:
    ...     def __init__(self, rang, couleur):
    ...         self.rang, self.couleur = rang, couleur
    >>> _by_position([Carte(n, c) for c in ("Trèfle", "Carreau", "Cœur", "Pique") for n in names])[14]
    (1, None, 1)

    So is a dict of a card's parts:

    >>> _by_position([{"rang": n, "couleur": c, "valeur": min(i + 1, 10)}
    ...               for c in ("Trèfle", "Carreau", "Cœur", "Pique")
    ...               for i, n in enumerate(names)])[14]
    (1, None, 1)

    Names placed once keep their places: a deck shuffled since is read as it was first listed.

    >>> _by_position(["Roi", "As"] + names[1:12])[:2]
    [(12, None, None), (0, None, None)]
    """
    def key(x):
        if isinstance(x, str):
            return str.__str__(x)
        if isinstance(x, (tuple, list)) and 2 <= len(x) <= 4 and all(
                type(part) in (str, int) for part in x):
            return tuple(x)
        own = getattr(x, "__dict__", None) if not isinstance(x, (tuple, list, dict)) else \
            x if type(x) is dict else None
        if type(own) is dict:       # an object of the program's own class (or a dict of the
            #                         card's parts, ``{"rang": ..., "couleur": ...}``): its parts
            parts = tuple(v for v in list(own.values())[:6] if type(v) in (str, int))
            return parts if 2 <= len(parts) <= 4 else None
        return None
    keys = [key(x) for x in items]
    if None in keys or len({type(k) for k in keys}) != 1:
        return None
    if isinstance(keys[0], str) and len(set(keys)) > 13:
        keys = _split_codes(keys) or keys
    if isinstance(keys[0], str):
        columns = [keys]
    elif len({len(k) for k in keys}) == 1 and len(set(keys)) == len(keys):
        columns = [[k[i] for k in keys] for i in range(len(keys[0]))]
    else:
        return None
    rank = suit = None
    for column in columns:
        known = [ST.places.get(x) for x in column]
        if None not in known and len({kind for kind, _ in known}) == 1:
            if known[0][0] == "r" and rank is None:     # names placed before: a deck shuffled
                rank = [i for _, i in known]             # since is read as first listed
            elif known[0][0] == "s" and suit is None:
                suit = [i for _, i in known]
            continue
        order = list(dict.fromkeys(column))
        if len(column) % len(order) or any(column.count(x) != len(column) // len(order)
                                           for x in order):
            continue
        if len(order) == 13 and rank is None:
            places = {x: ("r", (i + ST.ace_last) % 13) for i, x in enumerate(order)}
            rank = [places[x][1] for x in column]
            ST.places.update(places)
        elif len(order) == 4 and suit is None:
            suit = [order.index(x) for x in column]
            ST.places.update({x: ("s", i) for i, x in enumerate(order)})
    if rank is None and (suit is None or len(columns) > 1):
        return None                      # a tuple's parts name a card by its rank at least
    ST.placed = ST.placed or rank is not None
    return [(None if rank is None else rank[i], None, None if suit is None else suit[i])
            for i in range(len(items))]


def _by_dict_value(items: list):
    """Infos for a deck of names of the program's own that a dict of its own maps to their
    values (``kopa = list(BALICEK)``, ``BALICEK = {"Srdcový kráľ": 10, ...}``): each name is
    dealt as its value, as ten whole numbers are (the Ace the value 1, or 11), whatever its
    words; None when no such dict holds every name.

    The dict is looked for where the program keeps its names: the calling frame's locals and
    module globals, and one level down in their objects' attributes (a dict of plain names and
    numbers is no object the garbage collector tracks).

    >>> deck = {"Srdcová dvojka": 2, "Pikové eso": 1, "Kárový kráľ": 10}
    >>> deck.update({f"karta {i}": i for i in range(3, 10)})
    >>> _by_dict_value(list(deck))[:3]
    [(None, 2, None), (None, 1, None), (None, 10, None)]
    """
    if not items or not all(type(x) is str for x in items):
        return None
    names = set(items)
    frame = _program_frame()
    if frame is None:
        return None
    found = [x for space in (frame.f_locals, frame.f_globals) for x in _held_in(space)
             if type(x) is dict]
    for ref in found:
        if len(ref) < len(names) or len(ref) > 4 * len(names):
            continue
        try:
            values = [ref[x] for x in items]
        except (KeyError, TypeError):
            continue
        if not all(type(v) is int for v in values):
            continue
        distinct = set(values)
        if distinct in (set(range(1, 11)), set(range(2, 12))):
            ace = 1 if 1 in distinct else 11
            return [(None, 1 if v == ace else v, None) for v in values]
    return None


def _split_codes(keys: list):
    """Strings that are whole cards in the program's own code (``"10S"``, ``"KD"``, ``"♥7"``,
    ``"As de Picas"``) as ``(part, part)`` pairs, or None: the one way of cutting each string in
    two (its last or first one to three characters, or at its last or first space) that makes
    them thirteen parts by four, each pair once, as a deck is made. A part of a deck read
    before keeps its place (`_by_position`), so a deck missing some cards is cut when all its
    parts were placed before. Nothing about the words is assumed: the cut is what makes a deck.

    >>> deck = [r + s for s in "CDHS" for r in ["A"] + [str(n) for n in range(2, 11)] + list("JQK")]
    >>> _split_codes(deck)[9], _split_codes(deck[:40]) is None
    (('10', 'C'), True)
    >>> _split_codes([s + r for s in "♣♦♥♠" for r in "A23456789TJQK"])[13]
    ('♦', 'A')
    """
    n = len(keys)
    cuts = [lambda x, k=k: (x[:-k], x[-k:]) for k in (1, 2, 3)]
    cuts += [lambda x, k=k: (x[:k], x[k:]) for k in (1, 2, 3)]
    cuts += [lambda x: tuple(x.rsplit(" ", 1)), lambda x: tuple(x.split(" ", 1))]
    for cut in cuts:
        pairs = [cut(x.strip()) for x in keys]
        if any(len(pair) != 2 or not pair[0].strip() or not pair[1].strip() for pair in pairs):
            continue
        pairs = [(a.strip(), b.strip()) for a, b in pairs]
        firsts, seconds = {a for a, _ in pairs}, {b for _, b in pairs}
        deck = sorted((len(firsts), len(seconds))) == [4, 13] and n == 52
        placed = all(part in ST.places for part in firsts | seconds)
        if len(set(pairs)) == n and (deck or placed):
            return pairs
    return None


def _positions(infos: list, cards: list, kind: str, items=None) -> tuple:
    """Where the target ``cards`` stand among a population's ``infos``, in order, up to the
    first one missing: (the set of positions, the positions in the cards' order)."""
    taken, found = set(), []
    for card in cards:
        i = _find(infos, card, kind, taken, items)
        if i is None:
            break
        taken.add(i)
        found.append(i)
    return taken, found

def _find(infos: list, card, kind: str, taken=(), items=None):
    """The index of the first element (not in ``taken``) that is ``card``, or None: an element
    naming a rank must name the card's rank; one naming only a value is tried after those.

    With ``items`` (the population's elements) an element naming only the card's value is
    the card's own among those of that value, in the order of their names: its suit's (and,
    for a ten, its rank's) place. So one planned card is dealt as the same element whatever
    other cards a game deals (a twin changing the computer's cards leaves the player's names
    alone), where a deck's names say nothing the grader can read but their values.
    """
    rank, suit, value = card
    if items is not None and suit is not None and "s" not in kind and value is not None:
        same = sorted((i for i, (r, v, s) in enumerate(infos) if r is None and v == value),
                      key=lambda i: str(items[i]))
        place = suit + 4 * max(0, rank - 9) if rank is not None else suit
        if same and place < len(same):
            return same[place] if same[place] not in taken else None   # (dealt: no other
            #                                                            stands in for it)
    for exact in (True, False):
        for i, (r, v, s) in enumerate(infos):
            if i in taken or ("s" in kind and suit is not None and s != suit):
                continue
            if kind == "s" or (r == rank if exact else (r is None and v == value)):
                return i
        if kind == "s":
            break
    return None


def _choice_index(seq, how: str):
    """The index in ``seq`` of the next stacked card (or part), committed as dealt, or None."""
    found = _population(seq)
    if found is None:
        return None
    items, infos, kind = found
    got = _peek(kind)
    if got is None:
        return None
    pos, card = got
    i = _find(infos, card, kind)
    if i is None:
        return None
    _commit(pos, kind, how)
    return i


def _stacked_choice(seq, how: str):
    """The element of ``seq`` that is the next stacked card (or part), or NOPE."""
    i = _choice_index(seq, how)
    return NOPE if i is None else _at(seq, i)


def _held_list(n: int):
    """The one list (or tuple) of ``n`` elements the program's calling frame holds, in a local
    or one level down in a local object's attributes (``self.cards``), else in its module's
    globals, or None: the deck a draw among ``n`` integers picks from by index
    (``deck.pop(randrange(len(deck)))``)."""
    frame = _program_frame()
    if frame is None:
        return None
    return _one_of(n, frame.f_locals) or (None if frame.f_globals is frame.f_locals
                                          else _one_of(n, frame.f_globals))


def _program_frame():
    """The program's frame that called into the runner (past the runner's own frames: the
    runner is one module once bundled), or None."""
    import sys
    frame = sys._getframe(2)
    while frame is not None and frame.f_globals is globals():
        frame = frame.f_back
    return frame


def _held_in(names: dict) -> list:
    """``names``' values and, one level down, their attributes (``self.cards``): where a
    program keeps its deck and the tables its cards come from."""
    out = []
    for value in list(names.values()):
        out.append(value)
        if hasattr(value, "__dict__") and not isinstance(value, type) \
                and type(value).__module__ != "builtins":
            out += list(vars(value).values())
    return out


def _one_of(n: int, names: dict):
    """The one list or tuple of ``n`` elements among ``names``' values and their attributes."""
    found = {id(x): x for x in _held_in(names) if type(x) in (list, tuple) and len(x) == n}
    return next(iter(found.values())) if len(found) == 1 else None


def _caller_deck_index(n: int, how: str):
    """A draw among 52 integers where the calling frame holds a whole deck of 52 cards of the
    program's own (``self.karty.pop(randrange(len(self.karty)))``, the deck in its first order):
    an index into that deck, not a card's number (`_index_in_caller`); None otherwise, and for
    any other count (whose draws are read as `_int_outcome` reads them first)."""
    if n != 52:
        return None
    try:
        seq = _held_list(n)
        if seq is None or all(type(x) is int for x in seq):
            return None                 # (a deck of the numbers 0..51: the number is the card)
    except Exception:
        return None
    return _choice_index(seq, how)


def _index_in_caller(n: int, how: str):
    """The stacked outcome of a draw among ``n`` integers that `_int_outcome` does not read (a
    deck of the program's own that shrinks as it deals: 52, then 51 cards, ...): the place of
    the next stacked card in the one list of ``n`` cards the calling frame holds, or None."""
    if n < 2:
        return None
    try:
        seq = _held_list(n)
    except Exception:
        return None
    return None if seq is None else _choice_index(seq, how)


def _stacked_deck(rng, shuffle, seq, size: int, how: str, deal_now: bool):
    """``seq`` (a deck) laid out for ``size`` places with the game's next stacked cards, or None.

    The cards go at the front in order and, when ``2 * targets <= size``, again in reverse
    order at the back (other elements of the same card if the deck has them, else the same
    ones), so dealing by ``pop()`` and by ``pop(0)`` both deal them in order; the rest are in
    seeded-random order between. ``deal_now`` (``sample`` of fewer than all): front only,
    handed out at once. Otherwise the deck is watched (`_settle`) to see what it deals.
    """
    found = _population(seq)
    if found is None or found[2] not in ("r", "rs"):
        return None
    items, infos, kind = found
    if ST.game >= len(ST.games):
        return None
    cards = ST.games[ST.game]
    start = ST.pos + (1 if any(p in ST.used for p in kind) else 0)
    taken, front = _positions(infos, cards[start:start + size], kind, items)
    t = len(front)
    if t == 0:
        return None
    back = []
    # names dealt by their values alone (`_by_dict_value`): each planned card is one element
    # (`_find`), so the back holds the same ones, not others of the same value
    by_value = all(r is None and s is None for r, _, s in infos)
    if not deal_now and 2 * t <= size:
        more = set(taken)
        for card in reversed(cards[start:start + t]) if not by_value else ():
            i = _find(infos, card, kind, more)
            if i is None:
                break
            more.add(i)
            back.append(i)
        if back and len(back) == t:
            taken = more
        else:
            back = front[::-1]
    rest = [i for i in range(len(items)) if i not in taken]
    shuffle(rng, rest)
    middle = max(size - t - len(back), 0)
    order = front + rest[:middle] + back
    out = [items[i] for i in order]
    copies = back == front[::-1] and back and not deal_now
    dropped = [items[i] for i in rest[middle:]] if copies else None
    entry = [ST.game, how, start, [ST.raw[ST.game][start + j] for j in range(min(t, MAX_SEQ))],
             "front+back" if back else "front", t if deal_now else 0, len(items)]
    if len(ST.stacked) < MAX_STACKED:
        ST.stacked.append(entry)
    if deal_now:
        for j in range(t):
            _commit(start + j, kind, how)
    return out, {"layout": list(out), "start": start, "t": t, "both": bool(back),
                 "kind": kind, "dealt": 0, "end": None, "entry": entry, "how": how,
                 "dropped": dropped, "front": [items[i] for i in front],
                 "all": None if deal_now else list(items)}


class Dealt(list):
    """A whole deck the grader's ``sample`` hands a program: a list in every way, that also
    counts the cards the program takes from its front through an iterator without shrinking it
    (``deal = iter(deck)``, ``next(deal)``): `taken`. A pass over the whole deck (``set(deck)``,
    a loop to its end) takes nothing. (A deck dealt by index, ``deck[top]``, is left as the
    runner leaves any: the experiments lay no card in it, `replays.lay_small`.)"""

    __slots__ = ("front",)

    def __init__(self, items=()):
        super().__init__(items)
        self.front = 0

    def __iter__(self):
        return _Dealing(self)

    def taken(self) -> int:
        """How many cards were taken from the front; 0 after a pass over the whole deck."""
        return self.front if self.front < len(self) else 0


LISTS.add(Dealt)     # returned as the list it is (`loading.encode`)


class _Dealing:
    """An iterator over a `Dealt` deck that counts what it hands out (undone at its end)."""

    __slots__ = ("deck", "at", "was")

    def __init__(self, deck: Dealt):
        self.deck, self.at, self.was = deck, 0, deck.front

    def __iter__(self):
        return self

    def __next__(self):
        if self.at >= list.__len__(self.deck):
            self.deck.front = self.was          # a whole pass: nothing dealt
            raise StopIteration
        item = list.__getitem__(self.deck, self.at)
        self.at += 1
        self.deck.front = max(self.deck.front, self.at)
        return item


def _size(seq) -> int:
    """``len(seq)``, or -1 when it has none."""
    try:
        return len(seq)
    except Exception:
        return -1


def _at(seq, i: int):
    """``seq[i]`` as the runner reads it: a `Dealt` deck does not count the runner's looks."""
    return list.__getitem__(seq, i) if isinstance(seq, list) else seq[i]


def _repair(p: dict, end) -> None:
    """Once it is known which end a watched deck deals from (``end``; None: neither, as a
    program choosing from it), put the cards the layout left out back in place of the other
    end's second copies, so the deck holds each card once again."""
    dropped, p["dropped"] = p.get("dropped"), None
    if not dropped:
        return
    cur, fronts = p["obj"], p["front"]
    n, t = len(cur), len(fronts)
    if n < 2 * t:
        return
    if end == "back":
        places = [j for j in range(t) if _at(cur, j) is fronts[j]]
    else:
        places = [n - 1 - j for j in range(t) if _at(cur, n - 1 - j) is fronts[j]]
    if len(places) == t:
        for place, card in zip(places, dropped):
            cur[place] = card


def _dealt_from_front(p: dict, taken: int) -> None:
    """A watched deck that does not shrink (`Dealt`) handed out its first ``taken`` cards."""
    count = min(taken, p["t"]) - p["dealt"]
    for j in range(max(count, 0)):
        _commit(p["start"] + p["dealt"] + j, p["kind"], p["how"])
    p["dealt"] += max(count, 0)
    p["entry"][5] = p["dealt"]
    p["end"] = "front"
    if count > 0 and p.get("unlisted"):        # a kept deck (`_restack`) listed once it deals
        p["unlisted"] = False
        if len(ST.stacked) < MAX_STACKED:
            ST.stacked.append(p["entry"])
    if p["dealt"] >= p["t"]:
        ST.pending = None
        ST.kept = p


def _settle(new=None) -> None:
    """See what the watched stacked deck dealt since it was laid out, and hand those cards out.

    The deck is the student's own list: cards taken from its front (``pop(0)``) or its back
    (``pop()``) are the stacked cards in order. A deck dealt some other way (or grown) is no
    longer watched. ``new``: a different list being laid out now; if the watched one dealt
    nothing by length (``deck[0]`` of a new deck every card), its first card counts as dealt.
    """
    p = ST.pending
    if p is None:
        return
    try:
        cur, layout = p["obj"], p["layout"]
        n, total = len(cur), len(layout)
        gone = total - n
        if gone == 0 and type(cur) is Dealt and cur.taken() > p["dealt"]:
            _dealt_from_front(p, cur.taken())   # taken through an iterator, in order
            return
        if gone == 0 and new is not None and new is not cur and p["dealt"] == 0 and \
                not p.get("guessed"):
            p["guessed"] = True
            _commit(p["start"], p["kind"], p["how"] + "-first")
            p["entry"][5] = 1
            ST.pending = None
            return
        if gone <= 0:
            if gone < 0:
                ST.pending = None
            return
        front = all(_at(cur, i) is layout[gone + i] for i in range(n))
        back = all(_at(cur, i) is layout[i] for i in range(n))
        end = p["end"] or ("front" if front else "back" if back else None)
        if end is None or (end == "front" and not front) or (end == "back" and not back) or \
                (end == "back" and not p["both"]):
            ST.pending = None
            return
        if p.get("dropped"):
            _repair(p, end)
        count = min(gone, p["t"] - p["dealt"])
        for j in range(count):
            _commit(p["start"] + p["dealt"] + j, p["kind"], p["how"])
        p["dealt"] += count
        p["entry"][5] = p["dealt"]
        if count and p.get("unlisted"):       # a kept deck (`_restack`) listed once it deals
            p["unlisted"] = False
            if len(ST.stacked) < MAX_STACKED:
                ST.stacked.append(p["entry"])
        p["end"], p["layout"] = end, list(cur)
        if p["dealt"] >= p["t"]:
            ST.pending = None
            ST.kept = p                        # still watched for the next game (`_restack`)
    except Exception:
        ST.pending = None


def follow_copies() -> None:
    """At a question: a deck the runner watches that has lost no card since it was laid out,
    while a copy of it made after the shuffle has (``deque(cards)``, ``deck[:] = cards``,
    ``cards.copy()``), is followed through the copy: the copy is the deck the program deals
    from. A copy is a list or a deque holding the deck's own cards, in its order, less some
    from one end (most of them still there). Looked for once a deck (it walks the program's
    objects, `gc.get_referrers`); a deck dealt by index (``deck[top]``) has no copy and is
    left as it was.

    >>> saved = dict(vars(ST)), list(S.watched), list(S.sought)
    >>> deck = [(r, s) for r in range(13) for s in range(4)]
    >>> S.watched, S.sought, ST.pending = [[deck, 52, 52]], [], None
    >>> dealing = deque(deck); _ = dealing.popleft(), dealing.popleft()
    >>> follow_copies(); S.watched[0][0] is dealing, draw_count() - S.random_calls
    (True, 2)
    >>> vars(ST).update(saved[0]); S.watched, S.sought = saved[1], saved[2]
    """
    try:
        p = ST.pending
        if p is not None and p["dealt"] == 0 and type(p["obj"]) is not Dealt and \
                len(p["obj"]) == len(p["layout"]) and not p.get("sought"):
            p["sought"] = True
            copy = _copy_of(p["obj"], p["layout"])
            if copy is not None:
                for entry in list(S.watched):
                    if entry[0] is p["obj"]:
                        _watch_copy(entry, copy)
                p["obj"] = copy
            elif p["entry"][4] != "kept":    # no copy: perhaps dealt by index (a deck laid
                p["indexed"] = 0             # out again for the next game is not the one the
                #                              program shuffled for it: `dealt_by_index`)
        if p is not None and "indexed" in p:
            dealt_by_index(p)
        for entry in list(S.watched):
            deck = entry[0]
            if type(deck) is Dealt or len(deck) != entry[1]:
                continue
            if not any(d is deck for d in S.sought):
                copy = _copy_of(deck, list(deck))
                if copy is not None:
                    _watch_copy(entry, copy)
                    continue
            if p is None or deck is not p["obj"]:
                _index_draws(deck)       # a deck the grader did not lay out, dealt by index
    except Exception:
        pass


def _index_draws(deck) -> None:
    """A watched deck that never shrank and has no copy (`follow_copies`): the cards from its
    front that something other than a deck holds were dealt by an index of the program's
    own, and count as draws (`draw_count`), as a deck's pops do.

    >>> saved = S.watch_base, dict(S.indexed)
    >>> class Card: pass
    >>> deck = [Card() for _ in range(12)]; hand = deck[:1] + [deck[1]]
    >>> _index_draws(deck); S.watch_base - saved[0]
    2
    >>> S.watch_base, S.indexed = saved
    """
    key = id(deck)
    count = S.indexed.get(key, 0)
    count += _held_run(deck, count, len(deck), {id(deck)})
    if count > S.indexed.get(key, 0):
        S.index_game[key] = ST.game      # (when: `_dealt_by_index_here`)
    S.watch_base += count - S.indexed.get(key, 0)
    S.indexed[key] = count


def _dealt_by_index_here(deck) -> bool:
    """Whether a watched deck being shuffled again dealt cards by an index of the program's own
    in the game under way (a deck kept from game to game, shuffled again when it runs out): the
    game began on the old order, so the grader's cards cannot be laid out for it from its
    start, and the deck is left to its own shuffle (`_index_draws` looks at it first)."""
    try:
        if not any(entry[0] is deck and len(deck) == entry[1] for entry in S.watched):
            return False
        _index_draws(deck)
        return S.index_game.get(id(deck)) == ST.game
    except Exception:
        return False


HELD_STEP = 4       # cards `_held_run` looks for in one walk of the program's objects at first


def _held_run(seq, start: int, stop: int, mine: set) -> int:
    """How many of ``seq[start:stop]``, from the first, something of the program's other than a
    deck holds: a hand's list, an attribute, a variable; not another list of most of the cards
    (a deck, a template of them) nor the runner's own (``mine``: ids). A number or a name is
    held everywhere: never.

    A walk of every object (`gc.get_referrers`) costs the same for a few cards as for one, and
    a deck dealt by an index is looked at every question: the cards are looked for a few at a
    time (`HELD_STEP`, then twice as many while every one is held), and each referrer's own
    references (`gc.get_referents`) say which of them it holds.

    >>> class Card: pass
    >>> deck = [Card() for _ in range(30)]; hand = deck[:5]
    >>> _held_run(deck, 0, 30, {id(deck)}), _held_run(deck, 5, 30, {id(deck)})
    (5, 0)
    >>> _held_run([1, 2], 0, 2, set())
    0
    """
    import gc
    here, count, step = globals(), 0, HELD_STEP
    while start + count < stop:
        chunk = [_at(seq, i) for i in range(start + count, min(stop, start + count + step))]
        if any(type(card) in (int, str, bool, float, bytes) for card in chunk[:1]):
            return count
        wanted = {id(card) for card in chunk}
        held: set[int] = set()
        skip = {*mine, id(chunk), id(wanted)}
        for r in gc.get_referrers(*chunk):
            if id(r) in skip or getattr(r, "f_globals", None) is here:
                continue
            if isinstance(r, (list, tuple, deque, set)) and len(r) > 20:
                continue                # another deck, a template of the cards
            held.update(id(x) for x in gc.get_referents(r) if id(x) in wanted)
            if len(held) == len(wanted):
                break
        for card in chunk:
            if id(card) not in held or type(card) in (int, str, bool, float, bytes):
                return count
            count += 1
        step *= 2
    return count


def dealt_by_index(p: dict) -> None:
    """A laid-out deck that never shrinks and has no copy, dealt by an index of the program's
    own (``deck[top]``, ``top += 1``): a card is dealt once something other than a deck holds
    it (a hand's list, an attribute, a variable; not another list of most of the cards, a
    deck's template). The stacked cards held so from one end of the deck, in order, are
    dealt, and each counts as a draw (`draw_count`). Only where the cards are objects of their
    own: a number or a name is held everywhere, and nothing is counted (`_held_run`).

    >>> saved = dict(vars(ST)), S.watch_base
    >>> class Card: pass
    >>> deck = [Card() for _ in range(52)]; hand = [deck[0], deck[1]]; template = list(deck)
    >>> p = {"obj": deck, "layout": list(deck), "front": deck[:3], "t": 3, "dealt": 0,
    ...      "start": 0, "kind": "r", "how": "shuffle", "entry": [0] * 7, "indexed": 0}
    >>> ST.games, ST.raw, ST.dealt, ST.pos, ST.used = [[(0, None, 1)] * 3], [["Ace"] * 3], [], 0, ""
    >>> dealt_by_index(p); p["dealt"], p["end"], S.watch_base - saved[1]
    (2, 'front', 2)
    >>> vars(ST).update(saved[0]); S.watch_base = saved[1]
    """
    try:
        cur, layout, t = p["obj"], p["layout"], p["t"]
        if len(cur) != len(layout) or p["dealt"] >= t or t == 0 or p["entry"][0] != ST.game:
            return
        ends = {"front": [_at(cur, i) for i in range(t)],
                "back": [_at(cur, len(cur) - 1 - i) for i in range(t)]}
        if p.get("end") in ends:
            ends = {p["end"]: ends[p["end"]]}
        mine = {id(x) for x in (cur, layout, p.get("front"), p.get("all"), p, S.sought,
                                *ends.values())}
        best, end = 0, None
        for side, cards in ends.items():
            count = p["dealt"] if side == p.get("end") else 0     # (those counted stay so)
            count += _held_run(cards, count, len(cards), mine)
            if count > best:
                best, end = count, side
        count = best - p["dealt"]
        if count <= 0:
            return
        if p.get("dropped"):
            _repair(p, end)         # the other end's second copies made single again
        for j in range(count):
            _commit(p["start"] + p["dealt"] + j, p["kind"], p["how"] + ":index")
        p["dealt"] += count
        p["entry"][5] = p["dealt"]
        p["end"] = end
        p["indexed"] += count
        S.watch_base += count
        if end == "front":
            S.indexed[id(cur)] = best    # counted: `_index_draws` goes on from there
        if p["dealt"] >= t:
            ST.pending = None
    except Exception:
        pass


def output_seen() -> None:
    """Output is being written: a deck dealt by index (`dealt_by_index`) is looked at now, while
    the hand printed still holds its cards (a game's last card, dealt after its last question,
    is held by a hand that is gone by the next question)."""
    p = ST.pending
    if p is not None and p.get("indexed") is not None and p["dealt"] < p["t"]:
        dealt_by_index(p)


def _watch_copy(entry: list, copy) -> None:
    """Watch ``copy`` in place of a watched deck it was copied from (at the deck's size): a copy
    already watched, from an earlier deck it was filled from (``deck[:] = cards`` game after
    game), is watched once, what it lost by its last look counted."""
    for other in list(S.watched):
        if other is not entry and other[0] is copy:
            S.watch_base += max(0, other[1] - other[2])
            S.watched.remove(other)
    entry[0], entry[2] = copy, entry[1]


def _copy_of(deck, layout: list):
    """A list or deque other than ``deck`` holding ``layout``'s cards (the very objects) in its
    order with some taken off one end, or None; ``deck`` is remembered as looked at."""
    import gc
    S.sought.append(deck)
    if len(S.sought) > 64:
        del S.sought[0]
    n = len(layout)
    if n < 10:
        return None
    for ref in gc.get_referrers(layout[n // 2]):
        if type(ref) not in (list, deque) or ref is deck or ref is layout:
            continue
        m = len(ref)
        if not n // 2 <= m < n:
            continue
        gone = n - m
        if all(a is b for a, b in zip(ref, layout[gone:])) or \
                all(a is b for a, b in zip(ref, layout)):
            return ref
    return None


def _lay(seq, items: list) -> None:
    """Put ``items`` in a list or a deque in place, as the program's own object (a deque shuffled
    in place and dealt with ``popleft()`` is a deck as a list is)."""
    if isinstance(seq, deque):
        seq.clear()
        seq.extend(items)
    else:
        seq[:] = items


def _stack_call(name: str, rng, method, args: tuple, kwargs: dict):
    """A patched ``random`` call in a stacked run: the stacked result, or NOPE (seeded draw)."""
    ints = all(type(a) is int for a in args)
    if name == "randint" and len(args) == 2 and ints and not kwargs:
        _settle()
        n = args[1] - args[0] + 1
        i = _caller_deck_index(n, name) if args[0] == 0 else None
        i = _int_outcome(n, name) if i is None else i
        if i is None and args[0] == 0:          # an index into a deck: randint(0, len - 1)
            i = _index_in_caller(n, name)
        if i is not None and n == 10 and args[0] <= 2 and args[1] >= 10:
            value = i + 1                       # ten numbers holding Two to Ten are card values:
            return value if args[0] <= value <= args[1] else args[1]   # the card's own, the
            #                                     Ace the range's other end (11 in 2..11)
        return NOPE if i is None else args[0] + i
    if name == "randrange" and 1 <= len(args) <= 3 and ints and not kwargs:
        _settle()
        r = range(*args)
        i = _caller_deck_index(len(r), name) if r.start == 0 and r.step == 1 else None
        i = _int_outcome(len(r), name) if i is None and len(r) else i
        if i is None and len(r) and r.start == 0 and r.step == 1:
            i = _index_in_caller(len(r), name)
        return NOPE if i is None else r[i]
    if name == "random" and not args and not kwargs:
        _settle()
        got = _peek("r")
        if got is None:
            return NOPE
        pos, card = got
        _commit(pos, "r", name)
        return (card[2] - 0.5) / 10 if ST.version == 1 else (card[0] + 0.5) / 13
    if name in ("choice", "choices") and args:
        _settle()
        if ST.pending is not None and args[0] is ST.pending["obj"]:
            _repair(ST.pending, None)          # a deck chosen from: not dealt from an end
            ST.pending = None
        if ST.kept is not None and args[0] is ST.kept["obj"]:
            ST.kept = None
    if name == "choice" and len(args) == 1 and not kwargs:
        return _stacked_choice(args[0], name)
    if name == "choices" and args and set(kwargs) <= {"weights", "cum_weights", "k"}:
        k = kwargs.get("k", 1)
        if type(k) is not int or k < 1:
            return NOPE
        out = []
        for j in range(k):
            pick = _stacked_choice(args[0], name)
            if pick is NOPE:
                if not out:
                    return NOPE
                out.extend(method(rng, *args, **dict(kwargs, k=k - j)))
                break
            out.append(pick)
        return out
    if name == "shuffle" and len(args) == 1 and not kwargs and isinstance(args[0], (list, deque)):
        x = args[0]
        if _dealt_by_index_here(x):
            return NOPE               # shuffled again mid-game: the game's cards are not its
        _settle(new=x)
        done = _stacked_deck(rng, method, x, len(x), name, False)
        if done is None:
            return NOPE
        out, watch = done
        _lay(x, out)
        ST.pending, ST.kept = dict(watch, obj=x), None
        return None
    if name == "sample" and args and set(kwargs) <= {"k"} and len(args) + len(kwargs) == 2:
        seq, k = args[0], args[1] if len(args) > 1 else kwargs["k"]
        if type(k) is not int or not 0 < k <= len(seq):
            return NOPE
        whole = k == len(seq)
        _settle(new=seq if whole else None)
        done = _stacked_deck(rng, S.random_base.shuffle, seq, k, name, not whole)
        if done is None:
            return NOPE
        out, watch = done
        if whole:
            out = Dealt(out)              # dealt from without shrinking: still seen (`Dealt`)
            ST.pending, ST.kept = dict(watch, obj=out), None
        return out
    return NOPE




def install_random(seed: int, draws: list, record_draws: bool = True):
    """Seed global ``random``, make unseeded ``Random()`` deterministic, and record draws."""
    import random
    if S.random_base is None:
        S.random_base = random.Random
    base = S.random_base
    counter = [0]
    depth = [0]

    def derived():
        counter[0] += 1
        return seed * 1_000_003 + counter[0]

    class Random(base):
        """A ``random.Random`` whose unseeded instances and reseeds are deterministic."""

        def seed(self, a=None, version=2):
            super().seed(derived() if a is None else a, version)

    def record(name, args, result):
        if not record_draws or len(draws) >= MAX_DRAWS:
            return
        entry = {"fn": name}
        if name in ("randint", "randrange", "uniform"):
            entry["args"] = [encode(a) for a in args]
        elif args and hasattr(args[0], "__len__"):
            entry["n"] = len(args[0])
        if name == "shuffle":
            result = list(args[0])
        if isinstance(result, list) and len(result) > MAX_SEQ:
            result = result[:MAX_SEQ]
            entry["truncated"] = True
        entry["result"] = encode(result)
        draws.append(entry)

    def wrap(name):
        method = getattr(base, name)

        def recorded(self, *args, **kwargs):
            if depth[0]:
                return method(self, *args, **kwargs)
            depth[0] += 1
            S.random_calls += 1                   # the asker tells a dealt card by it
            try:
                result = NOPE
                if ST.games is not None:          # a stacked run: the grader's card if it fits
                    try:
                        result = _stack_call(name, self, method, args, kwargs)
                    except Exception:
                        result = NOPE
                if result is NOPE:
                    result = method(self, *args, **kwargs)
                if name == "shuffle" and args:
                    _watch(args[0])
                elif name == "sample" and isinstance(result, list) and len(result) > 10:
                    if type(result) is list and len(result) == _size(args[0]):
                        result = Dealt(result)    # a whole deck, seeded: its deals seen too
                    _watch(result)
            finally:
                depth[0] -= 1
            record(name, args, result)
            return result
        recorded.__name__ = name
        return recorded

    for name in ("randint", "randrange", "choice", "choices", "shuffle", "sample",
                 "random", "uniform"):
        setattr(Random, name, wrap(name))
    inst = Random(seed)
    random._inst = inst
    for name in ("seed", "random", "uniform", "randint", "choice", "randrange", "sample",
                 "shuffle", "choices", "getrandbits", "triangular", "gauss", "getstate",
                 "setstate", "randbytes"):
        if hasattr(inst, name):
            setattr(random, name, getattr(inst, name))
    random.Random = Random
    random.SystemRandom = Random
    return Random


def words_and_numbers(text: str) -> list:
    """Split text into runs of letters and runs of digits (``re`` would cost start-up time). A
    combining mark (a Thai or Devanagari vowel sign, a Hebrew point) belongs to the letters
    around it: ``จั่ว`` and ``पत्ता`` are one word each, not letters standing alone.

    >>> words_and_numbers("(จ = จั่ว, พ = พอ) 1 = पत्ता लो")
    ['จ', 'จั่ว', 'พ', 'พอ', '1', 'पत्ता', 'लो']
    """
    found, current, kind = [], "", None
    for ch in text + " ":
        now = "d" if ch in "0123456789" else "a" if ch.isalpha() or (
            kind == "a" and ch > "\u02ff" and _combining(ch)) else None
        if now is not None and now == kind:
            current += ch
            continue
        if kind is not None:
            found.append(current)
        current, kind = ch, now
    return found



def _combining(ch: str) -> bool:
    """Whether a character is a combining mark (Unicode category M)."""
    import unicodedata
    return unicodedata.category(ch).startswith("M")


def _watch(deck) -> None:
    """Remember a deck just shuffled (or sampled whole): cards taken from it later without a
    ``random`` call (``deck.pop()``) still count as drawn (`draw_count`)."""
    try:
        S.indexed.pop(id(deck), None)    # shuffled again: dealt by index from its front anew
        for entry in S.watched:
            if entry[0] is deck:
                S.watch_base += _look(entry)
                entry[1] = entry[2] = len(deck)
                return
        S.watched.append([deck, len(deck), len(deck)])
        if len(S.watched) > 4:
            S.watch_base += _look(S.watched.pop(0))
    except Exception:
        pass


def cards_dealt() -> int:
    """How many of the current stacked game's cards the program has been handed so far (a card
    counts once any part of it, rank or suit, was dealt); 0 in a run with no stacked deck. A
    watched deck's cards taken without a ``random`` call are seen first (`_settle`).

    >>> cards_dealt()
    0
    """
    if ST.games is None:
        return 0
    _settle()
    return ST.pos + (1 if ST.used else 0)


def draw_count() -> int:
    """How many draws the program made so far: ``random`` calls and cards taken from a watched
    deck. A card the player gets between two questions shows as a rise.

    >>> draw_count() >= 0
    True
    """
    n = S.random_calls
    for entry in S.watched:
        try:
            n += _look(entry)
        except Exception:
            pass
    return n + S.watch_base


def _look(entry: list) -> int:
    """The cards taken from a watched deck (``[deck, size, length at the last look]``): those
    it lost, and those an iterator took from a `Dealt` deck (which never shrinks). A deck found
    longer than at the last look was filled again (``deck[:] = new_deck()``): what it had lost
    by then stays counted (`S.watch_base`), and it counts afresh from its new size, so the
    count never falls.

    >>> saved = S.watch_base; deck = [1, 2, 3, 4]; entry = [deck, 4, 4]; _ = deck.pop()
    >>> _look(entry), S.watch_base - saved
    (1, 0)
    >>> deck[:] = [5, 6, 7, 8, 9]; _ = deck.pop(); _look(entry), S.watch_base - saved
    (0, 1)
    >>> S.watch_base = saved
    """
    deck, size, last = entry
    now = len(deck)
    if now > last:
        S.watch_base += max(0, size - last)
        entry[1] = size = now
    entry[2] = now
    return max(0, size - now) + (deck.taken() if type(deck) is Dealt else 0)
