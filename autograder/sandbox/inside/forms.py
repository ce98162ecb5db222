"""Dialogue by effect, the forms: what a question wants, learnt by experiment (`learn`: each
candidate answer tried by a replay with a small card next, until the effects tell the question
apart, `settled`), summed up as a verdict (`verdict`: a turn, a choice, another question) and
kept for its form (`known_form`).
"""


from .candidates import answer_candidates, form_of, own_count, same_question  # bundled
from .stack import words_and_numbers  # bundled
from .replays import SMALL, replay  # bundled
from .effects import GOES_ON, JUNK, effect_of, same_reply  # bundled


MAX_TWISTS = 25               # a twist repeated this often busts any hand (22 Aces do)
MAX_REPLAYS = 120             # experiments at most in one run
MAX_UNSURE = 3                # a form whose effects left doubt is learnt again this often
MAX_REJECTED = 40             # the same question refused this often in a row: end of input
MAX_OTHER_TRIES = 6           # the same other question asked at once this often: end of input


def settled(tried: list, own_left: bool = False) -> bool:
    """Whether the answers tried so far (``[answer, effect, signature]``) tell the question apart:
    a card and a way to stop; a way on and the end; or three answers doing the same, once the
    answers the question's own text gives are all tried (``own_left``: some are not yet).

    >>> settled([["t", "card", 0], ["s", "end-turn", 1]]), settled([["t", "refused", 0]])
    (True, False)
    >>> alike = [[a, "end-turn", 0] for a in ("", "basta", "oppure")]
    >>> settled(alike), settled(alike, own_left=True)
    (True, False)
    """
    effects = [e for _, e, _ in tried]
    if "card" in effects and any(e in GOES_ON or e == "end" for e in effects):
        return True
    if "end" in effects and any(e in GOES_ON for e in effects):
        return True
    signatures = [sig for _, e, sig in tried if e in GOES_ON or e == "end"]
    return not own_left and len(signatures) >= 3 and len(set(signatures)) == 1


def _least(answers: list) -> str:
    """The answer to prefer among some that all let the game go on: an empty line, else the
    smallest positive number (the least stake keeps a bankroll longest), else the first."""
    if "" in answers:
        return ""
    numbers = [a for a in answers if a.isdigit() and int(a) > 0]
    return min(numbers, key=int) if numbers else answers[0]


def _typed(answers: list):
    """The first answer that is typed (not an empty line) if any, else the first, else None."""
    return next((a for a in answers if a), answers[0] if answers else None)


def verdict(tried: list, form: str | None = None) -> dict:
    """What the effects of the answers tried say the question is: ``turn`` (with ``t`` and
    ``s``), ``choice`` (a way on ``go`` and the end ``stop``: play again, or play at all),
    ``other`` (``answer``, any that goes on) or ``stuck`` (nothing worked); ``sure`` when
    the effects leave no doubt (the verdict is kept for the form).

    >>> verdict([["h", "card", 0], ["s", "end-turn", 1]])["t"]
    'h'
    >>> v = verdict([["y", "new-game", 0], ["n", "end", 1]]); v["kind"], v["go"], v["stop"]
    ('choice', 'y', 'n')
    >>> v = verdict([["y", "new-game", 0], ["n", "new-game", 0]]); v["kind"], v["go"], v["stop"]
    ('choice', 'y', None)
    >>> v = verdict([["y", "new-game", ("new-game", "t/s?", 4)], ["n", "end-turn", ("end-turn", "sure?", 0)]])
    >>> v["kind"], v["go"], v["stop"]
    ('choice', 'y', 'n')
    >>> v = verdict([["h", "new-game", ("new-game", "again?", 4)], ["s", "end-turn", ("end-turn", "again?", 0)]])
    >>> v["kind"]
    'other'
    >>> v = verdict([["j", "new-game", ("new-game", "kort? (j/n)", 4)], ["n", "end-turn", ("end-turn", "igen? (j/n)", 0)]],
    ...             "kort? (j/n)")
    >>> v["kind"]
    'other'

    An answer that took the turn's choice back (``back``: ``Are you sure? (Y/n)`` answered
    ``n``) does not go on:

    >>> v = verdict([["Y", "end-turn", 0], ["n", "back", 1], ["", "end-turn", 0]]); v["kind"], v["answer"]
    ('other', '')
    """
    order = [a for a, _, _ in tried]
    effect = {a: e for a, e, _ in tried}
    # each answer's (effect, the next question's form, draws), where the replay recorded them
    sig = {a: s if isinstance(s, tuple) and len(s) == 3 else (e, None, 0) for a, e, s in tried}
    card = [a for a in order if effect[a] == "card"]
    on = [a for a in order if effect[a] in GOES_ON]
    end = [a for a in order if effect[a] == "end"]
    out = {"tried": [{"answer": a, "effect": effect[a]} for a in order], "sure": True}
    if card:
        stop = [a for a in order if a in on or a in end]
        out.update(kind="turn", t=_typed(card), s=_typed(stop), sure=bool(stop))
    elif end and on:
        deal = [a for a in on if effect[a] == "new-game"]
        out.update(kind="choice", go=(deal or on)[0], stop=end[0])
    elif (deal := [a for a in on if effect[a] == "new-game" and sig[a][2] > 2 and sig[a][1]
                   and not (form and same_question(form, sig[a][1]))]) and (asks := [
            a for a in on if effect[a] == "end-turn" and sig[a][1] != sig[deal[0]][1]]):
        # one answer deals a new game (more than one card's draws, and then another question),
        # another asks another question first, nothing dealt (``Really quit? (Y/n)``): a choice,
        # whose stop the grader ends input after (a twist that busts, its cards dealt before the
        # question the stick leads to, a blackjack's first hit, one card, and a twist that draws
        # many times before its question comes back, are no choice)
        out.update(kind="choice", go=deal[0], stop=asks[0])
    elif len(order) >= 2 and all(effect[a] == "new-game" for a in order):
        # every answer deals a new game, its own "no" too: a play-again question with no way
        # to stop (``if answer == "y" or "yes"``); the grader ends input where it would stop
        out.update(kind="choice", go=order[0], stop=None)
    elif on or end:
        works = [a for a in order if a in on or a in end]
        same = len({sig for a, e, sig in tried if a in works}) == 1
        out.update(kind="other", answer=_least(works) if same else (on or end)[0],
                   works=works, sure=same)
    elif any(effect[a] in ("refused", "back") for a in order):
        out.update(kind="stuck", sure=False)
    else:                                 # every replay went another way: nothing learnt
        out.update(kind="other", answer=order[0] if order else "", works=order[:2], sure=False)
    return out


def learn(run: dict, log: list, prompt: str, before: str, form: str, deal: int,
          back=None, unit=None, forms=None, chose=None) -> dict:
    """Find out, by experiment, what a question form wants (`verdict`), trying the question's
    own answers first (`answer_candidates`) and stopping once it is plain (`settled`).

    ``unit``: the draws a twist took at a turn question learnt before; an answer that brings
    this question back after more than that (and two) dealt a new game, not a card (a play-again
    question after a game that gave the player no turn).

    Until an answer to this question is seen drawing (cards may come from a list the runner
    does not watch: a copy of the shuffled deck, a sorted rest), the same question again with
    nothing drawn is a refusal only if the program printed what it prints after `JUNK`: a card
    shows by the hand printed again.

    ``forms``: the verdicts learnt so far (`known_form`), with which a game is played onward
    (`_onward`).

    ``chose``: the turn question answered (a twist or a stick) just before this question, when
    nothing was printed between them (a play-again question follows a result: a new game, its
    cards dealt from a list the runner does not watch, is not a choice taken back). An answer
    after which that question comes back, nothing drawn, took the choice back (``Are you sure?
    (Y/n)`` answered ``n``): ``back``, which does not go on.
    """
    tried, junk, drawn, anew, shown = [], {}, False, set(), {}
    own = own_count(prompt, before)
    for answer in answer_candidates(prompt, before):
        if run["replays"] >= MAX_REPLAYS:
            break
        run["replays"] += 1
        seen, effect = _tried(run, log, answer, form, deal, back)
        if effect == "card" and unit and seen["draws"] > max(2, unit):
            effect = "new-game"           # more than a known twist takes: a whole new deal
        if effect in GOES_ON and chose is not None and not seen["draws"] and \
                seen.get("next") is not None and same_question(chose, form_of(seen["next"])):
            effect = "back"               # the choice asked for again: taken back
        drawn = drawn or seen["draws"] > 0
        if effect == "refused" and not drawn:     # no draw seen yet: cards may be invisible
            junk = junk or _junk(run, log, form, deal, back)
            if not same_reply(seen.get("out", ""), junk["refusal"], answer) and \
                    busts(run, log, answer):
                effect = "card"
        nxt = seen.get("next")
        tried.append([answer, effect, (effect, form_of(nxt) if nxt else None, seen["draws"])])
        shown[answer] = _shown(seen, answer)
        if settled(tried, len(tried) < own) and \
                not _asked_anew(run, log, form, deal, back, tried, anew, junk):
            break
    if not drawn and not settled(tried):
        _redealt(run, log, form, deal, back, tried, shown, junk)
    repeats = bool(tried) and all(e == "refused" for _, e, _ in tried) and \
        _comes_back(run, log, form, deal, back, tried)
    through = not settled(tried) and _through(run, log, form, deal, back, tried)
    found = verdict(tried, form)
    if forms and (found["kind"] == "other" or found["kind"] == "choice" and found["stop"] is None):
        found = _onward(run, log, form, tried, forms) or found
    if through:
        found["through"] = True
    if repeats:
        found["repeats"] = True
    card = next((draws for a, e, (_, _, draws) in tried if e == "card"), None)
    if found["kind"] == "turn" and card:
        found["unit"] = card                      # what one card takes: a known twist's draws
    if junk and not drawn:
        found["refusal"] = junk["refusal"]
    return found


def _onward(run: dict, log: list, form: str, tried: list, forms: dict) -> dict | None:
    """A play-again question whose "no" deals one more game and then ends the program: each
    answer that dealt a new game (two or more, none ending the program) is tried again, the
    game it dealt played through with the answers learnt (``forms``: each turn stuck, each
    other question answered as learnt, an empty line where nothing is known). One after which
    the question comes back goes on; one after which the program ends with no question back is
    the stop, though a game came first (a fault of `play-again`'s the grader's runs show).
    The choice (`verdict`) when they differ so. Where every such answer brings the question
    back after a game, and the program asks again after any other answer, it is a play-again
    question with no way to stop (an answer ignored, ``Nerġgħu? (iva/le)``), ``loose``: asked
    after the player's turn it is play again, before it a question before each game (a bet,
    which comes back whatever its answer). Else None (a blackjack's ``(h)it or (s)tand?``,
    whose answers both deal the dealer's cards, comes back only when the player hits again)."""
    dealt = [a for a, e, _ in tried if e == "new-game"]
    if len(dealt) < 2 or any(e == "end" for _, e, _ in tried):
        return None

    def answer(question: str) -> str:
        found = known_form(forms, form_of(question))
        if found is None:
            return ""
        kind = found.get("kind")
        return str(found.get("s") if kind == "turn" else found.get("go") if kind == "choice"
                   else found.get("answer") if kind == "other" else "") or ""
    back, ends = [], []
    for a in dealt[:3]:
        if run["replays"] >= MAX_REPLAYS:
            return None
        run["replays"] += 1
        seen = replay(run, log, a, onward=answer)
        if seen.get("error") or seen.get("at") is None:
            continue
        nxt = seen.get("next")
        if nxt is None and seen["passed"]:
            ends.append(a)                  # a game played, then the program ended
        elif nxt is not None and same_question(form, form_of(nxt)):
            back.append(a)
    if back and ends:
        return dict(verdict([t for t in tried if t[0] != ends[0]] + [[ends[0], "end", None]]),
                    tried=[{"answer": a, "effect": "end" if a == ends[0] else e}
                           for a, e, _ in tried], onward=ends[0])
    if len(back) >= 2 and back == dealt[:3] and \
            all(e in ("new-game", "refused") for _, e, _ in tried):
        return dict(verdict(tried), kind="choice", go=_least(back), stop=None, loose=True,
                    sure=True)
    return None


def _junk(run: dict, log: list, form: str, deal: int, back) -> dict:
    """The replay of `JUNK`, an answer no program takes, with ``refusal``: what the program
    printed refusing it (None when it took it)."""
    run["replays"] += 1
    junk = replay(run, log, JUNK)
    junk["refusal"] = junk.get("out") if effect_of(form, junk, deal, back) == "refused" else None
    return junk


REDEALS = 2                  # other deals an answer is tried in when two ended a turn unlike


def _shown(seen: dict, answer: str) -> tuple:
    """The words and numbers an answer's replay printed before the next question, the answer's
    own echo left out (``Hello Ann`` after ``Ann``), in lower case.

    >>> _shown({"out": "You bet 2. Your cards: Ten, 10 points"}, "2")
    ('you', 'bet', 'your', 'cards', 'ten', '10', 'points')
    """
    echo = str(answer).strip().lower()
    return tuple(w for w in (x.lower() for x in words_and_numbers(str(seen.get("out") or "")))
                 if w != echo)


def _redealt(run: dict, log: list, form: str, deal: int, back, tried: list, shown: dict,
             junk: dict) -> None:
    """Answers that ended the turn alike, printing unlike things, tried again in other deals.

    Where a program deals from a list of its own by index, no card it deals is seen drawn and
    no small card can be laid next: a twist that busts the hand ends the turn as a stick does,
    and both go on to the same question. They did different things all the same, since they
    printed different things (their own echo aside: a bet, a name). So each such answer is
    tried again, up to `REDEALS` times, in the game dealt from another seed (a run the grader
    did not stack, the answers before it the same); one that brings the question back there,
    printing what the program does not print refusing an answer, and that ends the turn once
    given often enough (`busts`), is a card. Its entry in ``tried`` takes that effect.
    ``junk``: the replay of `JUNK` made while learning, if any.
    """
    if run["task"].get("stack") is not None:
        return
    ended = [t for t in tried if t[1] == "end-turn"]
    if len({shown.get(t[0]) for t in ended}) < 2 or run["replays"] >= MAX_REPLAYS:
        return
    refusal = (junk or _junk(run, log, form, deal, back)).get("refusal")
    for entry in ended:
        for k in range(1, REDEALS + 1):
            if run["replays"] >= MAX_REPLAYS:
                return
            run["replays"] += 1
            other = dict(run, seed=run["seed"] + 7919 * k)
            seen, effect = _tried(other, log, entry[0], form, deal, back)
            run["replays"] = max(run["replays"], other["replays"])
            if effect == "refused" and refusal is not None and \
                    not same_reply(seen.get("out", ""), refusal, entry[0]) and \
                    busts(run, log, entry[0]):
                effect = "card"
            if effect == "card":
                entry[1] = "card"
                entry[2] = ("card",) + tuple(entry[2][1:])
                break
            if effect != "refused":
                break                     # it did there what it did here: nothing new


def _tried(run: dict, log: list, answer: str, form: str, deal: int, back, through: int = 0):
    """One answer tried (`replay`) with a small card dealt next (an Ace; then a Two when the
    Ace's replay drew about one card and the turn went no further, as for a program counting
    an Ace 11), so that a twist is seen bringing the question back, not busting the hand:
    ``(seen, effect)``. An answer followed by one card and then a question of another form (a
    question naming the hand after its own words) is a card too when that answer, given to the
    questions that follow, draws one card each time and each question after a card is worded
    anew (``chain``): a stick, given to the play-again question, draws none, and a play-again
    yes that is the turn's twist too reaches a turn question that comes back the same. The
    answer's own effect decides, never the words that followed."""
    seen = replay(run, log, answer, small=SMALL[0], through=through)
    effect = effect_of(form, seen, deal, back)
    if effect in GOES_ON + ("end",) and 0 < seen["draws"] <= 2 and seen.get("small") and \
            run["replays"] < MAX_REPLAYS:
        run["replays"] += 1
        two = replay(run, log, answer, small=SMALL[1], through=through)
        if effect_of(form, two, deal, back) == "card":
            return two, "card"
    if effect in GOES_ON and 0 < seen["draws"] <= 2 and seen.get("next") is not None and \
            run["replays"] < MAX_REPLAYS:
        run["replays"] += 1               # one card, then another question: is it asked anew?
        chained = replay(run, log, answer, small=SMALL[0], through=through, chain=2)
        links = [form_of(q) for q in chained["links"]]
        if chained["chained"] >= 2 and not same_question(links[0], links[1]):
            return seen, "card"
    return seen, effect


def _asked_anew(run: dict, log: list, form: str, deal: int, back, tried: list, checked: set,
                junk: dict) -> bool:
    """Whether a stop the answers tried seemed to find was the question asked anew: an answer
    followed, with nothing drawn, by a question asked from the same place in the program (its
    words changed by what was printed before it: ``Not a valid choice.`` over a bare ``> ``,
    where the hand was shown before) or from another (a re-ask in words of its own, ``נא
    להקליד ק או ע:``), after printing what an answer no program takes makes it print (`JUNK`),
    at which the twist found gives one card or two and brings this question back. Its entry in
    ``tried`` is then a refusal. A stop that printed something else (a result), or after which
    the twist takes no card or brings another question, keeps its effect: a program asking
    every question from one line, as a command prompt does, is told apart by what it prints
    and what the twist does there. ``checked``: the answers tried so
    already (each once a question); ``junk``: the replay of `JUNK` made while learning, if any
    (made here when needed, and not handed back: what `learn` keeps of it stays its own)."""
    twist = next((a for a, e, _ in tried if e == "card"), None)
    changed = False
    for entry in tried:
        answer, effect, (_, then, draws) = entry
        site = getattr(form, "site", None)
        if effect != "end-turn" or draws or site is None or then is None \
                or twist is None or answer in checked or run["replays"] + 3 > MAX_REPLAYS:
            continue
        checked.add(answer)
        run["replays"] += 2
        junk = junk or _junk(run, log, form, deal, back)   # what an answer no program takes prints
        if not same_reply(replay(run, log, answer).get("out", ""), junk.get("out"), answer):
            continue              # it printed something else than a refusal (a result)
        seen = replay(run, log + [[answer, False]], twist, small=SMALL[0])
        nxt = seen.get("next")
        if seen.get("at") is not None and nxt is not None and 1 <= seen["draws"] <= 2 \
                and same_question(form, form_of(nxt)):
            entry[1:] = ["refused", ("refused", then, 0)]
            changed = True
    return changed


def busts(run: dict, log: list, answer: str) -> bool:
    """Whether ``answer``, given again and again, ends the question's turn, as a twist does once
    the hand is over 21 (`MAX_TWISTS` cards bust any hand): an answer that brings the same
    question back however often it is given (a page of rules, a menu shown again) gives no card,
    whatever it prints. With no experiment left in the run's budget, it is taken as it looked.

    >>> busts({"replays": MAX_REPLAYS}, [], "t")
    True
    """
    if run["replays"] >= MAX_REPLAYS:
        return True
    run["replays"] += 1
    seen = replay(run, log, answer, repeat=MAX_TWISTS)
    return seen["streak"] < MAX_TWISTS


def _through(run: dict, log: list, form: str, deal: int, back, tried: list) -> bool:
    """Whether answers that went on to another question with one card drawn at most (``Press
    Enter to turn your card over`` after a twist, ``Press Enter to continue`` after the card
    is shown, the play-again question after a stick) differ once that question is passed
    with an empty line: each such answer is tried again through it, and one after which the
    player gets a card is a twist. Its entry in ``tried`` takes the effect seen through the
    question."""
    same = [t for t in tried if t[1] in GOES_ON and t[2][2] <= 1 and t[2][1] is not None]
    if len(same) < 2:
        return False
    changed = False
    for entry in same[:3]:
        if run["replays"] >= MAX_REPLAYS:
            break
        run["replays"] += 1
        seen, effect = _tried(run, log, entry[0], form, deal, back, through=1)
        if effect == "card":
            nxt = seen.get("next")
            entry[1:] = [effect, (effect, form_of(nxt) if nxt else None, seen["draws"])]
            changed = True
    return changed and settled(tried)


def _comes_back(run: dict, log: list, form: str, deal: int, back, tried: list) -> bool:
    """Whether a question every answer brought back (``Press Enter to see the next card``, once
    a card) goes on when one answer is given again and again: the first answers tried are
    repeated up to `MAX_TWISTS` times, and one after which the program goes on is no refusal:
    its entry in ``tried`` takes the effect that followed."""
    for entry in sorted(tried[:2], key=lambda t: t[0] != ""):     # an empty line first
        if run["replays"] >= MAX_REPLAYS:
            return False
        run["replays"] += 1
        seen = replay(run, log, entry[0], repeat=MAX_TWISTS)
        if seen["streak"] < MAX_TWISTS:
            effect = effect_of(form, seen, deal, back)
            if effect in GOES_ON or effect == "end":
                nxt = seen.get("next")
                entry[1:] = [effect, (effect, form_of(nxt) if nxt else None, seen["draws"])]
                return True
    return False


def known_form(forms: dict, form: str):
    """The verdict learnt for a form, or for one it is the same question as (`same_question`).

    >>> known_form({"hand: a. hit or stand?": "v"}, "hand: a, b. hit or stand?")
    'v'
    """
    if form in forms:
        return forms[form]
    for other, found in forms.items():
        if same_question(form, other):
            return found
    return None
