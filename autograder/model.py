"""The grader's results as plain data: one `Verdict` per rule, one `Grade` per submission."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Verdict:
    """One rule's verdict on one submission, with the evidence a student can act on.

    >>> v = Verdict("ace-counts-one", "ace-counts-one: an Ace always counts 1", 6, 6, True, "ok")
    >>> v.status
    'passed'
    """

    rule: str          # a rule id from the pontoon contract, or "format"
    name: str          # what the student sees as the test's title
    score: float
    max_score: float
    passed: bool
    output: str        # the evidence, in game terms: what was called or played, what came back
    visibility: str = "visible"
    unshown: bool = False  # the grader could not show the rule kept or broken: no marks yet,
                           # the instructor looks at it (and may award it by hand)
    awarded: str = ""      # the instructor's note when the marks were given by hand
                           # (`autograder.outputs.manual`); the output stays the grader's

    @property
    def status(self) -> str:
        """Gradescope's word for the verdict (a rule not shown is "failed": it earns nothing).

        >>> Verdict("bust-draw", "bust-draw", 0, 6, False, "Not shown: ...", unshown=True).status
        'failed'
        """
        return "passed" if self.passed else "failed"

    @property
    def state(self) -> str:
        """The verdict in a word or three for people: "passed", "failed", "not shown" or
        "awarded by hand".

        >>> Verdict("bust-draw", "bust-draw", 0, 6, False, "Not shown: ...", unshown=True).state
        'not shown'
        """
        if self.awarded:
            return "awarded by hand"
        return "not shown" if self.unshown and not self.passed else self.status


@dataclass
class Grade:
    """Every verdict on one submission, and how it was graded.

    >>> g = Grade("alice/pontoon.py", "alice", 4, "VERSION",
    ...           [Verdict("tie-draw", "tie-draw", 6, 6, True, "")], seeds=[1])
    >>> (g.score, g.max_score)
    (6, 6)
    """

    submission: str            # the path as given on the command line
    student: str               # the folder name, or the file's stem for a lone file
    version: int               # 1..4
    version_source: str        # "--version", "VERSION", "source" (read from a file that
                               # does not import) or "detected" (from what it prints)
    verdicts: list[Verdict] = field(default_factory=list)
    seeds: list[int] = field(default_factory=list)
    execution_time: float = 0.0
    problems: list[str] = field(default_factory=list)  # hung, crashed at import, tampered, ...
    submitted: str = ""        # when it was handed in (UTC, ISO), from an LMS download
    late: bool = False         # handed in after `--due` (or flagged late by the LMS)
    name: str = ""             # the student's name, from an LMS download ('' when unknown)

    @property
    def score(self) -> float:
        """The marks earned."""
        return sum(v.score for v in self.verdicts)

    @property
    def max_score(self) -> float:
        """The marks available."""
        return sum(v.max_score for v in self.verdicts)

    @property
    def unshown(self) -> list[Verdict]:
        """The verdicts on rules the grader could not show: still for the instructor to look at.

        >>> Grade("a.py", "a", 1, "VERSION", [Verdict("x", "x", 0, 6, False, "", unshown=True)]).unshown[0].rule
        'x'
        """
        return [v for v in self.verdicts if v.unshown and not v.passed and not v.awarded]
