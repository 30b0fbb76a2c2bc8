"""Hedging within the budget: which of a question's readings to search, given their
probabilities and what each reaches.

The reader gives every reading of a question a calibrated probability that it is what the
question asks for. Searching the best reading alone is right as often as that probability;
searching the runner-ups too buys the answers of whichever is right, at the price of the
entities of those that are not. :func:`hedge` keeps the readings that maximise the
*expected* F-measure of the retrieved entities, each candidate reading counting as the
truth with its probability:

    E[F_β] = Σ_r p_r · F_β(retrieved, answers of r)

where the retrieved set is everything the kept readings visit (the anchor, every hop's
entities) and, as in the evaluation, the entities a reading passes on its way are neither
hits nor noise for it. Readings are added greedily, the best first, while that expectation
grows. A clear reading (probability near 1) is searched alone; several readings that are
about equally likely and each reach a few entities are all searched; a runner-up that
reaches hundreds of entities is left out unless it is likely. ``β`` above 1 weighs recall
above precision (the budget of 10,000 tokens holds far more than one reading's answers,
and a miss costs more than a few extra entities to a reader of the context).

Example:
    >>> a = Candidate(probability=0.5, visited=frozenset({0, 1}), ends=frozenset({1}))
    >>> b = Candidate(probability=0.4, visited=frozenset({0, 2}), ends=frozenset({2}))
    >>> c = Candidate(probability=0.1, visited=frozenset(range(40)), ends=frozenset(range(3, 40)))
    >>> hedge([a, b, c], beta=1.0)
    [0, 1]
    >>> hedge([a, b, c], beta=1.0, limit=1)
    [0]
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from graphpaths.dotrag.reading.weights_file import read_format_file
from graphpaths.errors import ConfigError

__all__ = ["HEDGE_FILE", "HEDGE_FORMAT", "Candidate", "expected_f", "hedge", "load_beta_by_hops"]

#: The heuristic policy's ``β`` for a best reading of 1, 2 and 3+ hops (``Hedge.beta``): a
#: versioned file beside this module, written by ``benchmarks/reader/fit_reader.py`` (``fit
#: --hedge-out`` or ``hedge --out``) with its objective, sets, grid and figures, for the
#: reader's weights it names (their digest); betas given by hand say why.
HEDGE_FILE = "hedge.json"
#: The layout :func:`load_beta_by_hops` reads.
HEDGE_FORMAT = "graphpaths-hedge/1"


@functools.cache
def _library_betas() -> tuple[float, float, float]:
    return load_beta_by_hops(Path(__file__).with_name(HEDGE_FILE))


def load_beta_by_hops(path: str | Path | None = None) -> tuple[float, float, float]:
    """``β`` for a best reading of 1, 2 and 3+ hops from a hedge file (``None``: the
    library's own, :data:`HEDGE_FILE`, read once): a JSON object with ``"format"``
    (:data:`HEDGE_FORMAT`), ``"beta_by_hops"`` (three numbers >= 0) and ``"provenance"``.

    Raises:
        ConfigError: the file is missing, no JSON or not in this layout; the message names
            the file.
    """
    if path is None:
        return _library_betas()
    file = Path(path)
    data = read_format_file(
        file, what="the hedge's betas", layout=HEDGE_FORMAT, kind="a hedge file"
    )
    betas = data.get("beta_by_hops")
    if (
        not isinstance(betas, list)
        or len(betas) != 3
        or not all(
            isinstance(b, int | float) and not isinstance(b, bool) and math.isfinite(b) and b >= 0
            for b in betas
        )
    ):
        raise ConfigError(
            f"{file}: field 'beta_by_hops': expected three numbers >= 0, got {betas!r}"
        )
    return (float(betas[0]), float(betas[1]), float(betas[2]))


@dataclass(frozen=True, kw_only=True)
class Candidate:
    """A reading that may be searched: its probability, every entity its walk visits (the
    anchor included), the entities it ends at (its answers) and those it passes on the way."""

    probability: float
    visited: frozenset[int]
    ends: frozenset[int]
    between: frozenset[int] = field(default_factory=frozenset)


def expected_f(retrieved: frozenset[int], candidates: Sequence[Candidate], beta: float) -> float:
    """The expected F_β of ``retrieved``, each candidate the truth with its probability
    (its ``between`` entities neither hits nor noise)."""
    return _Expected(candidates, beta)(retrieved)


def hedge(candidates: Sequence[Candidate], *, beta: float = 1.0, limit: int = 4) -> list[int]:
    """The candidates to search, in the order added: the first (the best reading) always,
    then greedily whichever raises :func:`expected_f` most, while one does and fewer than
    ``limit`` are kept. Candidates are given best first."""
    if not candidates:
        return []
    expected = _Expected(candidates, beta)
    kept = [0]
    retrieved = candidates[0].visited
    value = expected(retrieved)
    while len(kept) < min(limit, len(candidates)):
        best, best_value, best_set = -1, value, retrieved
        for i, c in enumerate(candidates):
            # one whose entities are all retrieved already adds nothing (its value is
            # the current one, never above it)
            if i in kept or c.visited <= retrieved:
                continue
            union = retrieved | c.visited
            v = expected(union)
            if v > best_value + 1e-9:
                best, best_value, best_set = i, v, union
        if best < 0:
            break
        kept.append(best)
        retrieved, value = best_set, best_value
    return kept


class _Expected:
    """:func:`expected_f` over fixed candidates, what it reads of each made once: the
    greedy search of :func:`hedge` asks it of a dozen unions per reading kept."""

    def __init__(self, candidates: Sequence[Candidate], beta: float) -> None:
        self.beta2 = beta * beta
        self.terms = [
            # (retrieved & between) - ends == retrieved & (between - ends)
            (c.probability, c.ends, c.between - c.ends, len(c.ends))
            for c in candidates
            if c.probability > 0 and c.ends
        ]

    def __call__(self, retrieved: frozenset[int]) -> float:
        beta2 = self.beta2
        size = len(retrieved)
        total = 0.0
        for probability, ends, passed, answers in self.terms:
            hits = len(retrieved & ends)
            if hits:
                # most readings pass nothing on their way: no set to intersect
                precision = hits / (size - len(retrieved & passed) if passed else size)
                recall = hits / answers
                total += probability * (
                    (1 + beta2) * precision * recall / (beta2 * precision + recall)
                )
        return total
