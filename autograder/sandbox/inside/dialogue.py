"""Dialogue by effect, the player: answers each question with what was learnt of its form, plays
the task's policy, records the transcript (`program_asker`).
"""


from .channel import RANK_VALUES  # bundled
from .stack import _next_game, draw_count, words_and_numbers  # bundled
import sys

from .experiments import (JUNK, PromptTail, MAX_OTHER_TRIES, MAX_TWISTS, MAX_REJECTED, MAX_REPLAYS, MAX_UNSURE,
    effect_after, form_of, known_form, learn, question_text, same_reply)  # bundled


def dress(answer: str, style: str) -> str:
    """An answer as a student might type it: ``upper`` (``T``), ``spaces`` (`` t ``) or as is.

    >>> dress("t", "upper"), dress("t", "spaces"), dress("t", "plain")
    ('T', ' t ', 't')
    """
    if style == "upper":
        return answer.upper()
    if style == "spaces":
        return f" {answer} "
    return answer


def last_value(text: str, held=None):
    """The last integer on the most recent line mentioning "value", or the visible cards' sum;
    ``held``: the value before a twist, to which a card shown alone is added (a program that
    shows each card as it comes).

    >>> last_value("Your value: 9\\n"), last_value("You draw the Nine of Hearts\\n", held=12)
    (9, 21)
    """
    for line in reversed(text.splitlines()):
        if "value" in line.lower():
            numbers = [int(w) for w in words_and_numbers(line) if w[0] in "0123456789"]
            if numbers:
                return numbers[-1]
    for line in reversed(text.splitlines()):     # the last line naming cards: their sum
        low = line.lower()
        if any(w in low for w in ("twist", "stick", "hit", "stand", "type", "again")):
            continue                                  # the question itself: "1 to twist, 0 to stick"
        words = words_and_numbers(line)
        ranks = [RANK_VALUES[w.lower()] for w in words if w.lower() in RANK_VALUES]
        if ranks:
            return sum(ranks) if len(ranks) > 1 or held is None else held + ranks[0]
        numbers = [int(w) for w in words if w[0] in "0123456789"]
        if numbers and any(ch.isalpha() for ch in line):
            return numbers[-1]                        # "Your total is 15", "You have 15"
    return None


def make_policy(policy: dict):
    """Build ``answer(out_text) -> str | None`` for twist-or-stick questions from a policy dict."""
    kind = policy.get("kind", "always")
    if kind == "always":
        answer = str(policy.get("answer", "s"))
        return lambda out: answer
    if kind == "below":
        threshold = int(policy.get("threshold", 17))

        def below(out):
            value = last_value(out, below.held if below.twisted else None)
            below.held = value
            below.twisted = value is not None and value < threshold
            return "t" if below.twisted else "s"
        below.held, below.twisted = None, False       # a new game forgets them (`program_asker`)
        return below
    if kind == "script":
        answers = list(policy.get("answers", []))
        return lambda out: answers.pop(0) if answers else None
    if kind == "bad-then":
        bad = [str(b) for b in policy.get("bad", [])]
        then = make_policy(policy.get("then", {"kind": "always", "answer": "s"}))
        pending = list(bad)

        def bad_then(out):
            bad_then.last_was_bad = bool(pending)
            if pending:
                return pending.pop(0)
            pending.extend(bad)
            return then(out)
        bad_then.last_was_bad = False
        return bad_then
    raise ValueError(f"unknown policy kind: {kind!r}")



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
    answer_for = make_policy(policy)
    games = int(task.get("games", 1))
    eof_after = task.get("eof_after")
    styles = list(task.get("dress", []))
    count = {"questions": 0, "again": 0, "eof": False, "unanswered": None}
    since, log = [], []
    state = {"unsure": {}, "started": set(), "played": 0, "turns": 0, "game": draw_count(),
             "prev": None, "refused": 0, "other": [None, 0],
             "shown": set()}

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
        found = learn(run, log, prompt_text, out, form, draw_count() - state["game"],
                      reasked(form), unit)
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
            means = answer_for("".join(since))
        if means in ("t", "s"):
            answer = found.get(means)
            if answer is None:
                return None, means, False
            if styles and retry is None:
                dressed = dress(answer, styles[count["questions"] % len(styles)])
                return dressed, means, dressed != answer
            return answer, means, False
        if means is not None and means.strip().lower() in (
                str(found.get("t")).lower(), str(found.get("s")).lower()):
            means = JUNK                          # unknown to the policy, the program's own
        return means, None, False                 # a deliberately unknown answer (or None)

    def ask(prompt):
        out = flush()
        since.append(out)
        count["questions"] += 1
        prompt_text = str(prompt) or stderr.take()
        question = question_text(prompt_text, out)
        form = form_of(question)
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
        if kind == "choice" and (deal >= 2 or state["turns"] or form in state["started"]):
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
        if count["eof"]:
            answer = None
        entry.update(answer=answer, means=means)
        if found.get("tried") and (form not in state["shown"] or found.pop("new", False)):
            state["shown"].add(form)          # a form first met in this run, or learnt again
            entry["tried"] = found["tried"]
        found.pop("new", None)
        del entry["f"]
        transcript.append(entry)
        back = reasked(form)
        state["prev"] = {"entry": entry, "form": form, "mark": draw_count(), "dressed": dressed,
                         "deal": deal, "found": found, "back": back}
        if entry["kind"] == "turn":
            state["turns"] += 1
        log.append([answer, again])
        progress(transcript[-2:] if out else transcript[-1:])
        if again:
            state["turns"], state["game"] = 0, draw_count()
            if hasattr(answer_for, "held"):
                answer_for.held, answer_for.twisted = None, False
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
