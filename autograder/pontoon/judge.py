"""Turn pieces of evidence into one verdict per rule.

Glossary: a piece of *evidence* is one observation about one rule (a probe call, a game of a
program run, a statistical test) that either *supports* it or *contradicts* it. A rule passes
when nothing contradicts it and at least one piece of evidence supports it. A contradiction
that another failing rule explains (``Evidence.also``) is blamed on that rule instead, so a
submission that breaks one rule loses, as far as possible, only that rule's marks. A rule that
nothing supports and nothing blames is *not shown*: no mark without evidence, so it earns
nothing, and its verdict (``Verdict.unshown``) says so plainly and leaves it to the instructor,
who may award it by hand (`autograder.outputs.manual`).
"""
from __future__ import annotations

from dataclasses import dataclass

from autograder.pontoon.contract import Rule, rules_for
from autograder.model import Verdict

MAX_SHOWN = 3      # contradictions quoted in a verdict
# rules only a game with a particular result shows: another rule's fault (a computer that never
# busts, no turn after its bust) can make that result impossible. Where the games show it
# impossible, the rule is kept (`programs.fixed_bust`, `skipped_turn_no_bust`); else it is "not
# shown" (no marks; the verdict names the fault that can prevent it)
# computer-first is shown by the player twisting in a game the grader can replay, which a fault in
# how answers are read or how the turn starts can prevent
SHOWN_ONLY_BY_RESULTS = ("bust-draw", "tie-draw", "one-bust", "higher-wins", "computer-first")
# rules of several parts, each of which a program may break alone: the games support such a rule
# only once every part was seen kept (a twist that gave a card is what a program sticking on any
# other answer shows too); a function probe tests every part at once
PARTS: dict[str, tuple[str, ...]] = {"player-choice": ("twist", "stick", "refused")}
# rules the games show only in a game another rule's fault may or may not let happen, by the
# cards a master seed draws (a computer sticking too early goes bust in some seeds' games and
# not in others): with that fault, the games show them in no seed, so marks never hang on it
# (a start of two cards hands the computer other cards of the grader's than a start of one: it
# goes bust before the player's turn in some seeds' games and not in others too), unless a
# game every seed deals shows them whatever the fault does (``Evidence.despite``: a computer on
# 12 from two cards that takes a Ten goes bust for any STICK_AT from 13 to 21)
PREVENTED_BY: dict[str, tuple[str, ...]] = {"player-turn-always": ("computer-draws",
                                                                   "one-card-start")}
# the rules that decide which of the grader's cards each hand gets: a fault in one, seen by a
# function probe alone, deals every stacked game otherwise than the grader planned it
DEALING = ("one-card-start", "computer-first", "computer-draws")


@dataclass(frozen=True)
class Evidence:
    """One observation about one rule, in game terms.

    >>> Evidence("tie-draw", True, "function", "decide_winner(18, 18) returned 'draw'").ok
    True
    """

    rule: str
    ok: bool
    source: str              # "function", "program" or "statistics"
    text: str                # what was called or played, what came back, what was expected
    also: tuple[str, ...] = ()   # rules that explain this contradiction better if they fail too
    part: str = ""               # which of a rule's `PARTS` a game's support shows kept
    despite: tuple[str, ...] = ()    # `PREVENTED_BY` faults this support holds through: a game
    #                                  every master seed deals, whose cards show the rule kept
    #                                  whatever those faults do (`programs.SURE_BUST_GOALS`)


def failing_rules(evidence: list[Evidence]) -> set[str]:
    """The rules contradicted, after blaming explained contradictions on the rules that explain them.

    >>> ev = [Evidence("one-card-start", False, "program", "two cards"),
    ...       Evidence("card-values", False, "statistics", "a 14", also=("one-card-start",))]
    >>> sorted(failing_rules(ev))
    ['one-card-start']
    """
    direct = {e.rule for e in evidence if not e.ok and not e.also}
    failing = set(direct)
    changed = True
    while changed:
        changed = False
        for e in evidence:
            if not e.ok and e.also and e.rule not in failing and not set(e.also) & failing:
                failing.add(e.rule)
                changed = True
    return failing


def blamed(e: Evidence, failing: set[str]) -> bool:
    """Whether a contradiction counts against its own rule (no other failing rule explains it).

    >>> blamed(Evidence("card-values", False, "program", "", also=("ace-counts-one",)), {"ace-counts-one"})
    False
    """
    return not e.ok and not (set(e.also) & (failing - {e.rule}))


def _tagged(text: str, rule_id: str) -> str:
    """One contradiction as a list item: its sentence ends with the rule id, any excerpt follows.

    >>> print(_tagged("Game 1: Draw! was wrong" + chr(10) + "    Draw!", "one-bust"))
    - Game 1: Draw! was wrong [one-bust]
        Draw!
    """
    first, _, rest = text.partition("\n")
    return f"- {first} [{rule_id}]" + (f"\n{rest}" if rest else "")


NOT_SHOWN = "Not shown"      # how an unshown verdict's output starts


def not_shown(rule: Rule, others: set[str], evidence: list[Evidence]) -> str:
    """What a verdict says about a rule the grader could not show: no marks, and why, plainly.

    >>> print(not_shown(Rule("bust-draw", 6, "Both over 21: a draw."), {"computer-draws"},
    ...                 [Evidence("one-bust", True, "program", "Game 1")]))
    Not shown: no game the grader played could show this rule, which the fault in computer-draws can prevent, so it earns no marks yet: your instructor will look at it. Both over 21: a draw. [bust-draw]

    A fault a game showed is named even when no result was judged right:

    >>> print(not_shown(Rule("tie-draw", 5, "Equal: a draw."), {"one-bust"},
    ...                 [Evidence("one-bust", False, "program", "Game 4")]).split(", so")[0])
    Not shown: no probe or game the grader ran could show this rule, which the fault in one-bust can prevent

    So is a fault in how the cards are dealt (`DEALING`) that only a function probe showed:

    >>> print(not_shown(Rule("tie-draw", 5, "Equal: a draw."), {"computer-draws"},
    ...                 [Evidence("computer-draws", False, "function", "computer_turn")]).split(", so")[0])
    Not shown: no probe or game the grader ran could show this rule, which the fault in computer-draws can prevent
    """
    played = any(e.ok and e.source == "program" and e.rule in SHOWN_ONLY_BY_RESULTS[:4]
                 for e in evidence)          # some game's result was judged right
    what = "no game the grader played" if played else "no probe or game the grader ran"
    # a fault a game showed can hide the rest: named, whether or not a result was judged right;
    # so can one in how the cards are dealt, wherever it was seen (`DEALING`)
    named = others if played else others & ({e.rule for e in evidence
                                             if not e.ok and e.source == "program"} | set(DEALING))
    why = f", which the fault in {', '.join(sorted(named))} can prevent" if named else ""
    return (f"{NOT_SHOWN}: {what} could show this rule{why}, so it earns no marks yet: your "
            f"instructor will look at it. {rule.text} [{rule.id}]")


def supporting(rule_id: str, mine: list[Evidence],
               failing: set[str] = frozenset()) -> list[Evidence]:
    """The evidence that supports a rule: for a rule of `PARTS`, the games' only once they
    showed every part kept; for a rule of `PREVENTED_BY`, the games' only while the faults that
    may prevent them are not found, or where the game holds through them (``Evidence.despite``).

    >>> twist = Evidence("player-choice", True, "program", "t gave a card", part="twist")
    >>> supporting("player-choice", [twist]), len(supporting("tie-draw", [twist]))
    ([], 1)
    >>> asked = Evidence("player-turn-always", True, "program", "bust, then asked")
    >>> sure = Evidence("player-turn-always", True, "program", "12, a Ten, asked",
    ...                 despite=("computer-draws", "one-card-start"))
    >>> [e.text for e in supporting("player-turn-always", [asked, sure], {"computer-draws"})]
    ['12, a Ten, asked']
    """
    support = [e for e in mine if e.ok]
    prevented = set(PREVENTED_BY.get(rule_id, ())) & set(failing)
    if prevented:
        support = [e for e in support if e.source != "program" or prevented <= set(e.despite)]
    parts = PARTS.get(rule_id, ())
    seen = {e.part for e in support if e.source == "program"}
    if parts and not set(parts) <= seen:
        return [e for e in support if e.source != "program"]
    return support


def standing(rule_id: str, evidence: list[Evidence],
             failing: set[str]) -> tuple[list[Evidence], list[Evidence]]:
    """A rule's evidence as its verdict weighs it: what counts against it (`blamed`) and what
    supports it (`supporting`, with the `PREVENTED_BY` faults its own evidence shows)."""
    mine = [e for e in evidence if e.rule == rule_id]
    faults = {r for r in PREVENTED_BY.get(rule_id, ())
              if any(e.rule == r and blamed(e, failing) for e in evidence)}
    return [e for e in mine if blamed(e, failing)], supporting(rule_id, mine, faults)


def shown_kept(rule_id: str, evidence: list[Evidence], failing: set[str] | None = None) -> bool:
    """Whether a rule's verdict would pass: something supports it and nothing counts against it
    (``failing``: `failing_rules` of the evidence, when the caller has it).

    >>> shown_kept("tie-draw", [Evidence("tie-draw", True, "function", "decide_winner(18, 18)")])
    True
    >>> shown_kept("tie-draw", [])
    False
    """
    against, support = standing(rule_id, evidence, failing_rules(evidence)
                                if failing is None else failing)
    return not against and bool(support)


def verdict_for(rule: Rule, evidence: list[Evidence], failing: set[str],
                why_unseen: str | None = None) -> Verdict:
    """One rule's verdict from the evidence about it.

    >>> r = Rule("tie-draw", 5, "Neither bust and equal values: a draw.")
    >>> v = verdict_for(r, [Evidence("tie-draw", True, "function", "decide_winner(18, 18) returned 'draw'")], set())
    >>> (v.score, v.passed)
    (5, True)
    """
    against, support = standing(rule.id, evidence, failing)
    title = f"{rule.id}: {rule.text}"
    if against:
        lines = [_tagged(e.text, rule.id) for e in against[:MAX_SHOWN]]
        more = len(against) - MAX_SHOWN
        if more > 0:
            lines.append(f"- ... and {more} more like these.")
        output = "\n".join(["Failed. " + rule.text, *lines])
        return Verdict(rule.id, title, 0, rule.marks, False, output)
    if not support and why_unseen:
        output = (f"Failed: no probe or game could check this rule, because "
                  f"{why_unseen.rstrip('.')}. {rule.text} [{rule.id}]")
        return Verdict(rule.id, title, 0, rule.marks, False, output)
    if not support:
        return Verdict(rule.id, title, 0, rule.marks, False,
                       not_shown(rule, failing - {rule.id}, evidence), unshown=True)
    sources = sorted({e.source for e in support})
    output = (f"Passed: {len(support)} check(s) from {', '.join(sources)} evidence agree; "
              f"for example: {support[0].text}.")
    return Verdict(rule.id, title, rule.marks, rule.marks, True, output)


def judge(version: int, evidence: list[Evidence], why_unseen: str | None = None) -> list[Verdict]:
    """Every rule's verdict for a version; version 4's format marks also need no-duplicates.

    ``why_unseen`` (what stopped every game, say a crash on import) is what a rule that nothing
    could check says instead of only "saw nothing".

    >>> [v.rule for v in judge(1, [])][:2], sum(v.max_score for v in judge(1, []))
    (['card-values', 'ace-counts-one'], 85)
    >>> judge(1, [], "importing the submission crashed")[0].output.split(". ")[0]
    'Failed: no probe or game could check this rule, because importing the submission crashed'
    """
    failing = failing_rules(evidence)
    verdicts = [verdict_for(rule, evidence, failing, why_unseen) for rule in rules_for(version)]
    by_rule = {v.rule: v for v in verdicts}
    fmt, dup = by_rule.get("format"), by_rule.get("no-duplicates")
    if fmt is not None and dup is not None and fmt.passed and dup.unshown:
        fmt.score, fmt.passed, fmt.unshown = 0, False, True
        fmt.output = (f"{NOT_SHOWN}: the cards are printed in version 4's format, but version 4's "
                      "format marks also need no card twice in a game, which the grader could not "
                      "show (see no-duplicates), so they earn no marks yet: your instructor will "
                      "look at it. [format]")
    elif fmt is not None and dup is not None and fmt.passed and not dup.passed:
        fmt.score, fmt.passed = 0, False
        fmt.output = ("Failed: the cards are printed in version 4's format, but version 4's "
                      "format marks also need no card twice in a game (see no-duplicates). [format]")
    return verdicts
