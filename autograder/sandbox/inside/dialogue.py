"""Dialogue by effect, the player: answers each question with what was learnt of its form, plays
the task's policy, records the transcript (`program_asker`).
"""


from .channel import RANK_VALUES, RANKS, SUITS  # bundled
from .stack import (MAX_DEALT, ST, _next_game, _settle, _target_card, draw_count,
    follow_copies, words_and_numbers)  # bundled
import sys

from .candidates import asked, form_of, numbered_choices, question_text, same_question  # bundled
from .replays import PromptTail, replay  # bundled
from .streams import call_site  # bundled
from .effects import GOES_ON, JUNK, effect_after, effect_of, same_reply  # bundled
from .forms import (MAX_OTHER_TRIES, MAX_REJECTED, MAX_REPLAYS, MAX_TWISTS, MAX_UNSURE,
    known_form, learn)  # bundled


def dress(answer: str, style: str) -> str:
    """An answer as a student might type it: ``upper`` (``T``; an answer the program's own
    prompt writes in capitals, ``Y``, in lower case: the other case), ``spaces`` (`` t ``) or
    as is.

    >>> dress("t", "upper"), dress("t", "spaces"), dress("t", "plain"), dress("Y", "upper")
    ('T', ' t ', 't', 'y')
    """
    if style == "upper":
        return answer.upper() if answer != answer.upper() else answer.lower()
    if style == "spaces":
        return f" {answer} "
    return answer


def shown_value(text: str, held: "int | None" = None, question: str = "") -> "int | None":
    """What a turn's lines show of the player's hand, for a run whose cards the grader did not
    deal (seeded draws): the sum of the cards named on the last line naming any (a card shown
    alone after a twist adds to ``held``, the value before it), else the last number on the
    last line with words and a number; the ``question`` itself (a prompt printed on a line of
    its own) and numbered menus are not read.

    >>> shown_value("Cards: Seven of Hearts, King of Clubs\\n"), shown_value("You draw a Nine\\n", held=12)
    (17, 21)
    >>> shown_value("Total 15\\n1) more  2) enough\\n"), shown_value("Nothing to see\\n")
    (15, None)
    """
    asked = " ".join(question.split())
    for line in reversed(text.splitlines()):
        if (asked and " ".join(line.split()) and " ".join(line.split()) in asked) or \
                numbered_choices(line):
            continue
        words = words_and_numbers(line)
        ranks = [RANK_VALUES[w.lower()] for w in words if w.lower() in RANK_VALUES]
        if ranks:
            return sum(ranks) if len(ranks) > 1 or held is None else held + ranks[0]
        numbers = [int(w) for w in words if w[0] in "0123456789"]
        if numbers and any(ch.isalpha() for ch in line):
            return numbers[-1]
    return None


def dealt_cards(dealt: list, game: int, start: int = 0) -> list:
    """The cards of ``game`` in the runner's record of what it dealt (``[game, position, card,
    how]`` per card part, `_commit`) from entry ``start`` on: ``(position, value)`` once per card,
    in the order dealt (a suit alone has no value).

    >>> dealt_cards([[0, 0, 7, "randint:rank"], [0, 1, ["Jack", "Clubs"], "choice:rank"],
    ...              [0, 1, ["Jack", "Clubs"], "choice:suit"], [1, 0, 4, "randint:rank"]], 0)
    [(0, 7), (1, 10)]
    """
    seen, out = set(), []
    for entry in dealt[start:]:
        game_of, pos, card, how = entry
        target = _target_card(card) if game_of == game and pos not in seen and \
            not str(how).endswith(":suit") else None
        if target is not None:
            seen.add(pos)
            out.append((pos, target[2]))
    return out


class Always:
    """The player who gives one answer to every twist-or-stick question.

    >>> Always("t")("Your cards: 9\\n")
    't'
    """

    def __init__(self, answer: str):
        self.answer = answer

    def __call__(self, out: str, question: str = "") -> "str | None":
        return self.answer

    def new_game(self) -> None:
        """Nothing to forget between games."""


class Script(Always):
    """The player who gives its answers in turn, then end of input (None).

    >>> p = Script(["t", "s"]); p(""), p(""), p("")
    ('t', 's', None)
    """

    def __init__(self, answers: list):
        self.answers = list(answers)

    def __call__(self, out: str, question: str = ""):
        return self.answers.pop(0) if self.answers else None

    def spent(self) -> bool:
        """Whether every answer has been given.

        >>> p = Script(["t"]); p.spent(), p(""), p.spent()
        (False, 't', True)
        """
        return not self.answers


class TwistBelow(Always):
    """The player who twists while the cards the grader dealt it in this game are worth less
    than ``threshold``, then sticks (a stacked run: the runner knows every card it dealt).

    Its cards are its first card and every card dealt after one of its twists. Its first card
    is the last one dealt before its first question, or the game's first card when the program
    deals the player's card before the computer's turn, or its second when the program deals
    one card each, the computer's first (``first``: how many of the last, ``"first"`` or
    ``"second"``, asked of ``order`` once with what the turn printed, `dealing_order`). A run whose cards the
    grader did not deal reads what the turn shows instead (`shown_value`).

    >>> p = TwistBelow(15)
    >>> p.hand([[0, 0, 10, "randint:rank"], [0, 1, 8, "randint:rank"], [0, 2, 9, "randint:rank"]], 0)
    9
    >>> p.twisted = True; p.hand([[0, 0, 10, "randint:rank"], [0, 1, 8, "randint:rank"],
    ...                           [0, 2, 9, "randint:rank"], [0, 3, 3, "randint:rank"]], 0)
    12
    """

    def __init__(self, threshold: int, order=None):
        self.threshold = threshold
        self.order = order or (lambda out, cards: cards[-1:])
        self.first = None
        self.new_game()

    def new_game(self) -> None:
        """A new game: no card held yet."""
        self.cards, self.mark, self.twisted, self.held = None, 0, False, None

    def __call__(self, out: str, question: str = ""):
        value = None
        if ST.games is not None and len(ST.dealt) < MAX_DEALT:
            _settle()                       # cards taken off a watched deck since: dealt now
            value = self.hand(ST.dealt, ST.game, out)
        if value is None:
            value = shown_value(out, self.held if self.twisted else None, question)
        self.held = value
        self.twisted = value is not None and value < self.threshold
        return "t" if self.twisted else "s"

    def hand(self, dealt: list, game: int, out: str = "") -> "int | None":
        """The value of the player's cards in ``game`` now (None: no card dealt yet); ``out``:
        what the turn printed (for `dealing_order`)."""
        if self.cards is None:
            before = dealt_cards(dealt, game)
            if not before:
                return None
            if self.first is None:
                mine = self.order(out, before)
                self.first = "first" if mine[:1] == before[:1] and len(before) > 1 else \
                    "second" if mine[:1] == before[1:2] and len(before) > 2 else len(mine)
            mine = before[:1] if self.first == "first" else \
                before[1:2] if self.first == "second" else before[-self.first:]
            self.cards = dict(mine)
        elif self.twisted:
            self.cards.update(dealt_cards(dealt, game, self.mark))
        self.mark = len(dealt)
        return sum(self.cards.values())


class BadThen(Always):
    """The player who answers each of ``bad`` before every answer of ``then`` (a player).

    >>> p = BadThen(["x"], Always("s")); p(""), p.last_was_bad, p(""), p.last_was_bad
    ('x', True, 's', False)
    """

    def __init__(self, bad: list, then):
        self.bad, self.then, self.pending, self.last_was_bad = list(bad), then, list(bad), False

    def __call__(self, out: str, question: str = ""):
        self.last_was_bad = bool(self.pending)
        if self.pending:
            return self.pending.pop(0)
        self.pending.extend(self.bad)
        return self.then(out, question)

    def new_game(self) -> None:
        """The inner player's new game."""
        self.then.new_game()


def make_policy(policy: dict, order=None) -> "Always":
    """The player a task's ``policy`` names, called with what the turn printed (and the
    question) and answering ``t``, ``s``, another answer or None (end of input); ``order``
    tells a `TwistBelow` player which dealt card is its first (`dealing_order`).

    >>> make_policy({"kind": "below", "threshold": 17}).threshold
    17
    """
    kind = policy.get("kind", "always")
    if kind == "always":
        return Always(str(policy.get("answer", "s")))
    if kind == "below":
        return TwistBelow(int(policy.get("threshold", 17)), order)
    if kind == "script":
        return Script(policy.get("answers", []))
    if kind == "bad-then":
        then = make_policy(policy.get("then", {"kind": "always", "answer": "s"}), order)
        return BadThen([str(b) for b in policy.get("bad", [])], then)
    raise ValueError(f"unknown policy kind: {kind!r}")


def other_card(card: object, cards: list, value: int) -> object:
    """A card worth ``value`` written as ``card`` is (``["Ten", "Clubs"]``, ``"Ten"``, ``10``),
    none of ``cards``, or None.

    >>> other_card(["Seven", "Hearts"], [["Ten", "Clubs"]], 10), other_card(7, [], 1)
    (['Ten', 'Diamonds'], 1)
    """
    if isinstance(card, int):
        return value
    names = [r for r in RANKS if RANK_VALUES[r.lower()] == value]
    if isinstance(card, str) or (isinstance(card, list) and len(card) == 1):
        return next((r if isinstance(card, str) else [r] for r in names), None)
    for rank in names:
        for suit in SUITS:
            if [rank, suit] not in [list(c) for c in cards if isinstance(c, (list, tuple))]:
                return [rank, suit]
    return None


def _changed(run: dict, log: list, index: int):
    """The game replayed to this question with its card ``index`` changed (a Ten made an Ace,
    or the other way): ``(parts dealt by then, text printed just before)``, or None."""
    stack, game = run["task"].get("stack"), ST.game
    if not isinstance(stack, dict) or not ST.games or game >= len(ST.games) or \
            not 0 <= index < len(ST.games[game]) or game >= len(stack.get("games") or []):
        return None
    cards, value = stack["games"][game], ST.games[game][index][2]
    for new in sorted((1, 10), key=lambda v: -abs(v - value)):
        card = other_card(cards[index], cards, new) if new != value else None
        if card is None or run["replays"] >= MAX_REPLAYS:
            continue
        games = [list(g) for g in stack["games"]]
        games[game][index] = card
        run["replays"] += 1
        seen = replay(run, log, "", stack=dict(stack, games=games))
        if seen.get("at") is not None:
            return seen.get("dealt"), seen.get("before")
    return None


def dealing_order(run: dict, log: list, before: str, cards: list) -> list:
    """Which of ``cards`` (``(position, value)``, dealt in this game before the player's first
    question) are the player's, by experiment: the game is replayed to this question with one
    card changed (a Ten made an Ace, or the other way). A computer's card may change how many
    cards its turn takes, and it is secret: what the turn printed (``before``) stays the same;
    the player's card changes what its turn shows and not the computer's turn. The game's first
    card is tried first (a program dealing the player's card before the computer's turn), then
    the second (one card each, the computer's first, before the computer's hits), then the
    cards before the last one, from the last back (a player given two to start): the player's
    are the last card and those found with it. A run the grader did not stack shows nothing by
    experiment: the last card.

    A first card that changes what the turn printed is the player's only when the last card
    does not change it too: where both do, the program shows the computer's first card during
    the player's turn (a fault of its own), and the last card is the player's, as the rules
    deal them. For the same reason a card before the last joins the player's only when it
    changes a line the last card changes (the player's hand), not only others (a computer's
    value or card shown during the turn); a line of its own beside it is its announcement
    (``You got the Seven``, a line a card).

    >>> dealing_order({"task": {}, "replays": 0}, [], "", [(0, 10), (1, 7), (2, 9)])
    [(2, 9)]
    """
    def changed(index: int) -> "frozenset | None":
        """The lines of what the turn printed that change with card ``index``, or None."""
        found = _changed(run, log, index)
        if found is None or found[0] != len(ST.dealt):
            return None
        return changed_lines(before, found[1])
    last: list = []                 # the last card's lines, replayed only when needed (the
    def last_lines():               # run's replays are counted)
        if not last:
            last.append(changed(cards[-1][0]))
        return last[0]
    if len(cards) > 1 and changed(cards[0][0]) and not last_lines():
        return cards[:1]
    if len(cards) > 2 and changed(cards[1][0]) and not last_lines():
        return cards[1:2]          # one card each, the computer's first, then its hits
    mine = cards[-1:]
    for pos, value in cards[-2:0:-1]:
        lines = changed(pos)
        if not lines or (last_lines() and not lines & last_lines()):
            break
        mine.insert(0, (pos, value))
    return mine


def changed_lines(before: str, after: str) -> frozenset:
    """Which lines of ``before`` are not as ``after`` has them (every line from the first that
    is missing or extra, when their numbers of lines differ).

    >>> sorted(changed_lines("You: 9\\nBank: 7\\n", "You: 10\\nBank: 7\\n")), changed_lines("a", "a")
    ([0], frozenset())
    """
    a, b = before.splitlines(), after.splitlines()
    out = {i for i, (x, y) in enumerate(zip(a, b)) if x != y}
    if len(a) != len(b):
        out |= set(range(min(len(a), len(b)), max(len(a), len(b))))
    return frozenset(out)


FORMS: dict = {}              # form -> verdict, for the submission being run (kept over a batch)


def program_asker(task: dict, transcript: list, flush, progress, run: dict):
    """An asker answering questions by what their answers do (`learn`), playing the task's
    policy, recording each question in the transcript.

    A question whose answers give the player a card is a *turn* (``means`` ``t`` or ``s``); one
    with an answer that ends the program and one that goes on is a *choice*: play again
    (``kind`` ``again``, ``means`` ``y`` or ``n``) once the player has had a turn in this game,
    else a question before the game (``other``, answered to go on); any other question is
    answered with what lets the game go on (``other``). Each entry gets the ``effect`` its
    answer had; the first entry of a form gets the answers ``tried`` on it. A question nothing
    was found for is answered with end of input.
    """
    stderr = sys.stderr = PromptTail(sys.stderr)   # a prompt written there is the question
    policy = task.get("policy", {"kind": "always", "answer": "s"})
    scripted = policy.get("kind") == "script"
    answer_for = make_policy(policy, lambda out, cards: dealing_order(run, log, out, cards))
    games = int(task.get("games", 1))
    eof_after = task.get("eof_after")
    styles = list(task.get("dress", []))
    count = {"questions": 0, "again": 0, "eof": False, "unanswered": None}
    since, log = [], []
    state = {"unsure": {}, "started": set(), "played": 0, "turns": 0, "game": draw_count(),
             "prev": None, "refused": 0, "other": [None, 0],
             "shown": set(), "stopped": False,    # stopped: the grader has said no (`n`)
             "fresh": False}      # a yes to play again given, and no card or turn since

    def close_previous(form, out=""):
        prev = state["prev"]
        if prev is None:
            return
        entry = prev["entry"]
        effect = effect_after(prev["form"], form, draw_count() - prev["mark"], prev["deal"],
                              prev["back"])
        refusal = prev["found"].get("refusal", False)
        if effect == "refused" and refusal is not False and not prev["found"].get("repeats") and \
                not same_reply(out, refusal, entry["answer"] or ""):
            effect = "card"                       # the hand printed again: a card after all
        if entry["kind"] == "turn" and effect == "new-game":
            effect = "end-turn"
        entry["effect"] = effect
    run["close"] = close_previous

    def reasked(form):
        """The turn question this one may ask again for: the one just asked, when its answer
        was neither its twist nor its stick (``Please type t or s:`` after ``x``), or what the
        same question asked just before was asking again for; else None."""
        prev = state["prev"]
        if prev is None or prev["entry"]["answer"] is None:
            return None
        if prev["form"] == form:
            return prev["back"]
        if prev["entry"]["kind"] == "turn" and prev["entry"]["means"] is None:
            return prev["form"]
        return None

    def verdict_for(prompt_text, out, form):
        found = known_form(FORMS, form)
        if found is not None:
            return found
        unsure = state["unsure"].get(form, [0, None])
        if unsure[0] >= MAX_UNSURE or (unsure[1] and run["replays"] >= MAX_REPLAYS):
            return unsure[1]                  # learnt in doubt often enough: as it was
        unit = min((f["unit"] for f in FORMS.values() if f.get("unit")), default=None)
        prev = state["prev"]
        chose = prev["form"] if prev is not None and prev["entry"]["kind"] == "turn" and \
            prev["entry"]["means"] in ("t", "s") and not str(out).strip() and \
            not same_question(prev["form"], form) else None     # a turn's choice just made,
        #                             and asked about at once (no result, no card shown between)
        found = learn(run, log, prompt_text, out, form, draw_count() - state["game"],
                      reasked(form), unit, FORMS, chose)
        found["new"] = True
        if found["sure"]:
            FORMS[form] = found
        else:
            state["unsure"][form] = [unsure[0] + 1, found]
        return found

    def turn_answer(found, prompt_text, entry):
        prev = state["prev"]
        retry = None
        if prev and prev["entry"].get("effect") == "refused" and prev["form"] == entry["f"]:
            state["refused"] += 1
            if prev.get("dressed"):
                retry = prev["entry"]["means"]        # the same choice again, in plain words
        else:
            state["refused"] = 0
        if state["refused"] >= MAX_REJECTED:
            return None, None, False
        if retry is not None:
            means = retry
        else:
            means = answer_for("".join(since), prompt_text)
        if means in ("t", "s"):
            answer = found.get(means)
            if answer is None:
                return None, means, False
            if styles and retry is None:
                dressed = dress(answer, styles[count["questions"] % len(styles)])
                return dressed, means, dressed != answer
            return answer, means, False
        if means is not None and means != JUNK and (means.strip().lower() in (
                str(found.get("t")).lower(), str(found.get("s")).lower()) or
                _does_something(found, means, entry["f"])):
            means = JUNK      # unknown to the policy, yet the program's own (an empty line that
            #                   twists, as `Card? [Y/n]` offers): an answer no program takes
        return means, None, False                 # a deliberately unknown answer (or None)

    def _does_something(found, answer, form):
        """Whether the experiments saw ``answer`` twist or end the turn at this question: as
        tried when it was learnt, else tried now (once a form), when the budget allows."""
        seen = {t["answer"]: t["effect"] for t in found.get("tried", [])}
        known = found.setdefault("unknown", {})
        if answer not in seen and answer not in known:
            if run["replays"] >= MAX_REPLAYS:
                return False
            run["replays"] += 1
            known[answer] = effect_of(form, replay(run, log, answer), draw_count() - state["game"],
                                      reasked(form))
        return seen.get(answer, known.get(answer)) in ("card", "end") + GOES_ON

    def ask(prompt):
        out = flush()
        follow_copies()             # a deck dealt from a copy of the one shuffled: the copy
        since.append(out)
        count["questions"] += 1
        prompt_text = str(prompt) or stderr.take()
        question = asked(question_text(prompt_text, out), call_site())
        form = form_of(question)
        prev = state["prev"]
        held = prev is not None and prev["found"].get("through") and \
            prev["entry"].get("means") == "t" and draw_count() == prev["mark"] and \
            not same_question(prev["form"], form)   # a pause before the twist's card: the
        if not held:                                # twist's effect is seen after it
            close_previous(form, out)
        found = verdict_for(prompt_text, out, form) if not count["eof"] else {"kind": "stuck"}
        kind = found["kind"]
        entry = {"ask": prompt_text, "answer": None, "means": None, "kind": "other",
                 "question": question[-200:], "f": form}
        if state["prev"] is not None and state["prev"]["entry"].get("effect") == "card":
            entry["after"] = "card"       # the answer before drew a card: sent now, as a run cut
            #                               short sends each entry once, before its effect is known
        answer, means, dressed, again = None, None, False, False
        deal = draw_count() - state["game"]
        if kind == "choice" and found.get("stop") is None and not state["turns"] and (
                found.get("loose") or deal < 2 and form not in state["started"]):
            # every answer deals a game, met before any (a name, "press Enter"), or every
            # answer taken does and others are asked again, met before this game's turn (a bet,
            # a blackjack's first move): a question before the game or its turn, not a
            # play-again question with no way to stop
            learnt, found = found, dict(found, kind="other", answer=found["go"], works=[found["go"]])
            learnt.pop("new", None)               # (the copy says, once, that it was learnt now)
            kind = "other"
        # a yes to play again just given and no card since: a choice now is before the new
        # game ("Deal? (Enter, q quits)"), not another game begun
        fresh = state["fresh"] and deal < 2 and not state["turns"]
        if kind == "choice" and not fresh and (deal >= 2 or state["turns"]
                                               or form in state["started"]):
            kind = "again"                        # after a deal: play again, else play at all
        if kind == "other" and not found["sure"] and deal >= 2:
            works = found["works"] + [None, None]  # a turn whose effects left doubt (a twist
            found = dict(found, kind="turn", t=works[0], s=works[1])     # that busts, say):
            kind = "turn"                         # its answers in the order it names them
        if kind == "stuck":
            entry["kind"] = "turn" if state["turns"] else "other"
            if not transcript_has_ask(transcript) and count["unanswered"] is None:
                count["unanswered"] = {"question": question[-200:],
                                       "tried": found.get("tried", [])}
        elif kind in ("other", "choice"):
            key = form
            tries = state["other"][1] + 1 if state["other"][0] == key and \
                state["prev"] and state["prev"]["entry"].get("effect") == "refused" else 1
            state["other"] = [key, tries]
            ladder = [found["go"]] if kind == "choice" else \
                [found["answer"]] + [a for a in found["works"] if a != found["answer"]]
            if found.get("repeats") and tries <= MAX_TWISTS:
                answer = ladder[0]                # asked again once a card, then it goes on
            elif tries <= min(len(ladder), MAX_OTHER_TRIES):
                answer = ladder[tries - 1]
            entry["wants"] = "start" if kind == "choice" else "answer"
            if kind == "choice":
                state["started"].add(form)        # asked again, it asks to play again
        else:
            state["other"] = [None, 0]
            state["played"] += 1
            entry["kind"] = kind
            if eof_after is not None and state["played"] >= eof_after:
                answer = None
            elif kind == "again":
                again = True
                if scripted:
                    means = answer_for("".join(since))
                else:
                    count["again"] += 1
                    means = "y" if count["again"] < games else "n"
                answer = {"y": found["go"], "n": found["stop"]}.get(means, means)
                means = means if means in ("y", "n") else None
            else:
                answer, means, dressed = turn_answer(found, prompt_text, entry)
        if count["eof"] or state["stopped"]:
            answer = None                 # asked on after the grader said stop: end of input
        elif scripted and kind in ("other", "choice", "stuck") and answer_for.spent():
            answer = None                 # a script's answers all given: input ends at the next
            #                               question, whatever it asks (a bet, a name, a pause)
        if again and means == "n":
            state["stopped"] = True
        entry.update(answer=answer, means=means)
        if found.get("tried") and (form not in state["shown"] or found.pop("new", False)):
            state["shown"].add(form)          # a form first met in this run, or learnt again
            entry["tried"] = found["tried"]
        found.pop("new", None)
        del entry["f"]
        transcript.append(entry)
        back = reasked(form)
        if not held:
            state["prev"] = {"entry": entry, "form": form, "mark": draw_count(),
                             "dressed": dressed, "deal": deal, "found": found, "back": back}
        if entry["kind"] == "turn":
            state["turns"] += 1
        log.append([answer, again])
        progress(transcript[-2:] if out else transcript[-1:])
        state["fresh"] = (again and means == "y") or (fresh and not state["turns"])
        if again:
            state["turns"], state["game"] = 0, draw_count()
            answer_for.new_game()
            _next_game()           # a stacked run's next game deals the next list of cards
        if again or not getattr(answer_for, "last_was_bad", False):
            since.clear()          # a re-asked question still sees the text before the first ask
        if answer is None:
            count["eof"] = True
            raise EOFError("end of input")
        return answer
    return ask, count


def transcript_has_ask(transcript: list) -> bool:
    """Whether a question was asked (and answered) before in this run.

    >>> transcript_has_ask([{"out": "Hello\\n"}]), transcript_has_ask([{"ask": "> "}])
    (False, True)
    """
    return any("ask" in e for e in transcript)
