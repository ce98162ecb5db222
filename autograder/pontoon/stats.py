"""Statistical evidence: observed counts against an exact distribution, by a chi-square test.

Every test here has a stated false-failure rate: a correct program fails it with probability
at most ``ALPHA`` (1e-6), using the asymptotic chi-square distribution of Pearson's statistic
with bins merged until each expects at least ``MIN_EXPECTED`` (10) observations. The chi-square
tail is computed here (regularized upper incomplete gamma, series and continued fraction as in
Numerical Recipes §6.2), since scipy is not a dependency. Tests are deterministic: the counts
come from program runs with fixed seeds.
"""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from typing import Hashable

ALPHA = 1e-6
MIN_EXPECTED = 10.0


def gamma_q(a: float, x: float) -> float:
    """The regularized upper incomplete gamma function Q(a, x).

    >>> round(gamma_q(1.0, 2.0), 6) == round(math.exp(-2.0), 6)
    True
    """
    if a <= 0 or x < 0:
        raise ValueError(f"gamma_q needs a > 0 and x >= 0, got {a!r}, {x!r}")
    if x == 0:
        return 1.0
    log_front = -x + a * math.log(x) - math.lgamma(a)
    if x < a + 1:                                   # series for P, then Q = 1 - P
        term = total = 1.0 / a
        n = a
        for _ in range(10_000):
            n += 1
            term *= x / n
            total += term
            if abs(term) < abs(total) * 1e-16:
                break
        return max(0.0, 1.0 - total * math.exp(log_front))
    tiny = 1e-300                                   # Lentz's continued fraction for Q
    b = x + 1 - a
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-16:
            break
    return math.exp(log_front) * h


def chi2_sf(statistic: float, df: int) -> float:
    """The chance that a chi-square variable with ``df`` degrees of freedom exceeds ``statistic``.

    >>> round(chi2_sf(3.841459, 1), 4)
    0.05
    """
    return gamma_q(df / 2, statistic / 2)


def chi2_critical(df: int, alpha: float = ALPHA) -> float:
    """The value a chi-square variable with ``df`` degrees of freedom exceeds with chance ``alpha``.

    >>> round(chi2_critical(1, 0.05), 3), round(chi2_critical(9, 1e-6), 2)
    (3.841, 44.81)
    """
    lo, hi = 0.0, 10.0 * df + 200
    for _ in range(200):
        mid = (lo + hi) / 2
        if chi2_sf(mid, df) > alpha:
            lo = mid
        else:
            hi = mid
    return hi


@dataclass
class ChiSquare:
    """The outcome of one chi-square test, with the bin that strayed most.

    >>> ChiSquare(12.0, 3, 40.0, 100, True, "").passed
    True
    """

    statistic: float
    df: int
    critical: float
    n: int
    passed: bool
    worst: str       # the bin that contributed most, in words


def merge_bins(probs: list[tuple[Hashable, float]], n: int,
               min_expected: float = MIN_EXPECTED) -> list[list[Hashable]]:
    """Group adjacent outcomes until each group expects at least ``min_expected`` of ``n``.

    >>> merge_bins([(1, 0.05), (2, 0.05), (3, 0.9)], 100)
    [[1, 2], [3]]
    """
    groups: list[list[Hashable]] = []
    current: list[Hashable] = []
    mass = 0.0
    for key, p in probs:
        current.append(key)
        mass += p
        if mass * n >= min_expected:
            groups.append(current)
            current, mass = [], 0.0
    if current:
        if groups:
            groups[-1].extend(current)
        else:
            groups.append(current)
    return groups


def chi_square(observed: Counter, expected: dict[Hashable, Fraction | float],
               alpha: float = ALPHA) -> ChiSquare | None:
    """Pearson's test of counts against a distribution; None when there are too few counts.

    Outcomes outside the distribution's support make the test fail outright.

    >>> fair = Counter({v: 100 for v in range(1, 11)})
    >>> chi_square(fair, {v: Fraction(1, 10) for v in range(1, 11)}).passed
    True
    >>> chi_square(Counter({1: 1000}), {v: Fraction(1, 10) for v in range(1, 11)}).passed
    False
    """
    n = sum(observed.values())
    probs = [(k, float(p)) for k, p in expected.items() if p > 0]
    impossible = [k for k in observed if k not in dict(probs)]
    if impossible:
        return ChiSquare(math.inf, 0, 0.0, n, False,
                         f"{impossible[0]!r} came {observed[impossible[0]]} times, but it never can")
    groups = merge_bins(probs, n)
    if len(groups) < 2:
        return None
    p_of = dict(probs)
    statistic, worst, worst_text = 0.0, -1.0, ""
    for group in groups:
        exp = n * sum(p_of[k] for k in group)
        obs = sum(observed.get(k, 0) for k in group)
        part = (obs - exp) ** 2 / exp
        statistic += part
        if part > worst:
            label = group[0] if len(group) == 1 else f"{group[0]!r} to {group[-1]!r}"
            worst, worst_text = part, f"{label} came {obs} times where about {exp:.0f} were expected"
    df = len(groups) - 1
    critical = chi2_critical(df, alpha)
    return ChiSquare(statistic, df, critical, n, statistic <= critical, worst_text)


def describe(test: ChiSquare, what: str) -> str:
    """One sentence about a chi-square outcome, for a verdict's evidence.

    >>> describe(ChiSquare(50.0, 8, 46.0, 300, False, "17 came 3 times where about 40 were expected"), "final values")
    'over 300 final values, 17 came 3 times where about 40 were expected (chi-square 50.0 on 8 degrees of freedom; a correct program exceeds 46.0 with probability 1e-06)'
    """
    if test.df == 0:
        return f"over {test.n} {what}, {test.worst}"
    return (f"over {test.n} {what}, {test.worst} (chi-square {test.statistic:.1f} on {test.df} "
            f"degrees of freedom; a correct program exceeds {test.critical:.1f} with probability "
            f"{ALPHA:g})")
