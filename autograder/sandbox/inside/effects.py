"""Dialogue by effect, the effects: what followed an answer in a replay, classified (`effect_of`: a
card, refused, the turn ended, a new game, the end), and whether what a program printed after
an answer is what it prints after one it refuses (`same_reply`).
"""


from .candidates import form_of, same_question  # bundled


def effect_of(form: str, seen: dict, deal: int = 0, back=None) -> str:
    """What an answer did (`replay`): ``card`` (the same question again after a draw: the player
    got a card), ``refused`` (the same question again, nothing drawn), ``new-game`` (another
    question after a deal), ``end-turn`` (another question), ``end`` (the program ended) or
    ``other`` (the replay went another way, or the program failed). ``deal``: the draws of
    this game before the question; up to two draws (a rank and a suit), or half a deal, before
    the same question again is a card; more is a new deal. ``back``: the form of the question
    asked just before this one in the game, when this one may re-ask it (``Please type t or
    s:`` after ``Twist or stick?``): one card (up to two draws) and then that question again is
    a card too.

    >>> effect_of("twist? (t/s)", {"at": "Twist? (t/s)", "next": "Twist? (t/s)", "draws": 1})
    'card'
    >>> effect_of("twist? (t/s)", {"at": "Twist? (t/s)", "next": "Again? (y/n)", "draws": 0})
    'end-turn'
    """
    if seen.get("at") is None or form_of(seen["at"]) != form:
        return "other"
    if seen.get("next") is None:
        return "other" if seen.get("error") and not seen.get("draws") else "end"
    return effect_after(form, form_of(seen["next"]), seen["draws"], deal, back)


def effect_after(form: str, then, draws: int, deal: int, back=None) -> str:
    """The effect of an answer to ``form`` followed by ``draws`` draws and then the question
    ``then`` (a form; None: the program ended); ``back`` is the question asked before ``form``
    in this game. See `effect_of`.

    >>> effect_after("again? (y/n)", "again? (y/n)", 4, 4), effect_after("t/s?", "t/s?", 1, 4)
    ('new-game', 'card')
    >>> effect_after("type t or s:", "t/s?", 1, 4, back="t/s?"), effect_after("type t or s:", "t/s?", 1, 4)
    ('card', 'end-turn')
    """
    if then is None:
        return "end"
    if same_question(form, then):
        if not draws:
            return "refused"
        return "card" if draws <= max(2, deal // 2) else "new-game"
    if back is not None and 1 <= draws <= 2 and same_question(back, then):
        return "card"             # one card, then the question this one asked again for
    return "new-game" if draws >= 2 else "end-turn"


GOES_ON = ("new-game", "end-turn")
JUNK = "~?"                   # an answer no program accepts: what a refusal prints (`learn`)


def same_reply(after: str, refusal, answer: str) -> bool:
    """Whether what a program printed after ``answer`` is what it prints after an answer it
    refuses (``refusal``: what followed `JUNK`; None: unknown, as when it takes `JUNK` too,
    and then a question asked again with nothing drawn is a refusal), the answer itself aside
    (``'h' is not a choice``).

    >>> same_reply("'h'? Please type t or s\\n", "'~?'? Please type t or s\\n", "h")
    True
    >>> same_reply("Your cards: 7, 5\\n", "Please type t or s\\n", "t")
    False
    """
    if refusal is None:
        return True
    if not answer:
        return after == refusal
    return after.replace(answer, JUNK).replace(JUNK, "") == \
        refusal.replace(answer, JUNK).replace(JUNK, "")
