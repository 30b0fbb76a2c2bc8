"""Evaluation metrics: DotRAG's entity-set metrics (Appendix D.1) and ranked-corpus metrics.

Entity sets. With retrieved entities ``R``, answers ``A`` and gold
intermediates ``I``, let ``R' = R \\ (I \\ A)`` (retrieved intermediates are
neither hits nor noise, unless they are also answers). Then

- recall ``|R' ∩ A| / |A|``;
- precision ``|R' ∩ A| / |R'|`` (0 when ``R'`` is empty);
- F1 ``2PR / (P + R)`` (0 when ``P + R = 0``);
- GP, the share of gold intermediates retrieved, ``|R ∩ I| / |I|``
  (``None``, "N/A", when ``I`` is empty).

Ranked corpora. ``ndcg_at_k`` uses graded gains as BEIR's pytrec_eval does
(gain = relevance score, discount ``log2(rank + 1)``, ideal ranking from the
qrels); ``recall_at_k`` is capped, ``|relevant ∩ top-k| / min(|relevant|, k)``.
A document id repeated in a ranking counts at its first position only.

Every value lies in [0, 1]; reports convert to percent.

Example:
    >>> m = retrieval_metrics(retrieved=[1, 2, 9], answers=[1, 3], intermediates=[2, 4])
    >>> m.recall, m.precision, round(m.f1, 3), m.gp
    (0.5, 0.5, 0.5, 0.5)
    >>> round(ndcg_at_k(["d2", "d1"], {"d1": 1, "d2": 0}, k=10), 4)
    0.6309
    >>> recall_at_k(["d2", "d1"], {"d1": 1, "d3": 1}, k=1)
    0.0
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass

from graphpaths.errors import InputError
from graphpaths.validation import check_int

__all__ = [
    "MacroMetrics",
    "RetrievalMetrics",
    "macro_average",
    "ndcg_at_k",
    "recall_at_k",
    "retrieval_metrics",
]


@dataclass(frozen=True, kw_only=True)
class RetrievalMetrics:
    """One question's entity-set metrics and the counts behind them."""

    recall: float
    precision: float
    f1: float
    #: Gold-path coverage ``|R ∩ I| / |I|``; None when the question has no intermediates.
    gp: float | None
    retrieved: int  # |R|
    kept: int  # |R'|
    hits: int  # |R' ∩ A|
    answers: int  # |A|
    intermediates: int  # |I|
    intermediate_hits: int  # |R ∩ I|


@dataclass(frozen=True, kw_only=True)
class MacroMetrics:
    """Per-question metrics averaged over questions (F1 is the mean of per-question F1s)."""

    recall: float
    precision: float
    f1: float
    #: Mean GP over the ``gp_questions`` questions where it is defined; None if there are none.
    gp: float | None
    questions: int
    gp_questions: int


def retrieval_metrics(
    retrieved: Iterable[Hashable],
    answers: Iterable[Hashable],
    intermediates: Iterable[Hashable] = (),
) -> RetrievalMetrics:
    """Recall, precision, F1 and GP of one retrieval (DotRAG D.1); duplicates count once.

    Raises:
        InputError: ``answers`` is empty (recall would be undefined).
    """
    r, a, i = set(retrieved), set(answers), set(intermediates)
    if not a:
        raise InputError("answers: expected at least one answer (recall is undefined without)")
    kept = r - (i - a)
    hits = len(kept & a)
    recall = hits / len(a)
    precision = hits / len(kept) if kept else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall > 0 else 0.0
    intermediate_hits = len(r & i)
    return RetrievalMetrics(
        recall=recall,
        precision=precision,
        f1=f1,
        gp=intermediate_hits / len(i) if i else None,
        retrieved=len(r),
        kept=len(kept),
        hits=hits,
        answers=len(a),
        intermediates=len(i),
        intermediate_hits=intermediate_hits,
    )


def macro_average(metrics: Iterable[RetrievalMetrics]) -> MacroMetrics:
    """The mean of each metric over questions; GP over the questions where it is defined.

    Raises:
        InputError: no metrics were given.
    """
    items = list(metrics)
    if not items:
        raise InputError("metrics: expected the metrics of at least one question, got none")
    n = len(items)
    gps = [m.gp for m in items if m.gp is not None]
    return MacroMetrics(
        recall=math.fsum(m.recall for m in items) / n,
        precision=math.fsum(m.precision for m in items) / n,
        f1=math.fsum(m.f1 for m in items) / n,
        gp=math.fsum(gps) / len(gps) if gps else None,
        questions=n,
        gp_questions=len(gps),
    )


# -- ranked corpora ------------------------------------------------------------------------------


def _check_k(k: int) -> None:
    check_int(None, "k", k, error=InputError)


def _top_k(ranked_ids: Iterable[str], k: int) -> list[str]:
    """The first ``k`` distinct ids, each at its first position."""
    top: dict[str, None] = {}
    for doc_id in ranked_ids:
        if len(top) == k:
            break
        top.setdefault(doc_id, None)
    return list(top)


def ndcg_at_k(ranked_ids: Iterable[str], qrels_for_query: Mapping[str, int], k: int = 10) -> float:
    """nDCG@k with graded gains (pytrec_eval's ``ndcg_cut``); 0 when nothing is relevant.

    Gains are the qrels scores (scores <= 0 and unjudged documents gain 0); the
    document at rank ``r`` (from 1) is discounted by ``log2(r + 1)``.

    Raises:
        InputError: ``k`` is not an integer >= 1.
    """
    _check_k(k)
    dcg = math.fsum(
        max(qrels_for_query.get(doc_id, 0), 0) / math.log2(rank + 1)
        for rank, doc_id in enumerate(_top_k(ranked_ids, k), start=1)
    )
    ideal_gains = sorted((s for s in qrels_for_query.values() if s > 0), reverse=True)[:k]
    ideal = math.fsum(g / math.log2(rank + 1) for rank, g in enumerate(ideal_gains, start=1))
    return dcg / ideal if ideal > 0 else 0.0


def recall_at_k(
    ranked_ids: Iterable[str], qrels_for_query: Mapping[str, int], k: int = 10
) -> float:
    """Capped recall@k: ``|relevant ∩ top-k| / min(|relevant|, k)``; 0 when nothing is relevant.

    A document is relevant when its qrels score is > 0.

    Raises:
        InputError: ``k`` is not an integer >= 1.
    """
    _check_k(k)
    relevant = {doc_id for doc_id, score in qrels_for_query.items() if score > 0}
    if not relevant:
        return 0.0
    found = sum(1 for doc_id in _top_k(ranked_ids, k) if doc_id in relevant)
    return found / min(len(relevant), k)
