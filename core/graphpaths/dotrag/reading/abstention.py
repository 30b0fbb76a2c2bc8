"""Whether the graph holds what a question asks of the entity it names.

A question can name an entity of the graph and still ask for something the graph does not
hold ("how old is X" over a graph without ages, "who is X's sister" without siblings).
Every reading of it then walks relations the question's words do not say. The heuristic
policy measures, per reading of the question from an anchor, the *evidence* its words give
the reading's relations (:func:`reading_evidence`):

- the reader's own evidence (:attr:`~graphpaths.dotrag.reading.schema.LabelPath.evidence`):
  how well the words aligned to the reading's hops match the phrases for their labels
  (``support``), plus how well the words naming the answer match the type it ends at
  (``answer``): an absolute measure, unlike the readings' probabilities, which sum to 1
  however poor the best one is;
- and how similar the question without the anchor's name is, taken whole, to the
  reading's labels in words, above :data:`SIMILARITY_OFFSET` (wording no single word
  carries: "where is X based" and ``hq_city``).

With ``DotRAGConfig(abstain=True)`` (off by default), when no reading of any anchor that
leads somewhere in the graph reaches :data:`HELD`, the retriever says "not found", naming the anchor, the labels of its best reading (the closest
the graph holds) and that evidence. A relation the graph has, but not for this entity
("none for entity"), is covered too: its reading leads nowhere from the anchor, so it is not
among those weighed.

Both constants were fitted on the development sets' answerable and "relation the graph
lacks" questions (``benchmarks/reader/fit_abstain.py``; the figures, with a
leave-one-set-out estimate, in ``docs/evaluation.md`` "Abstention").

Example:
    >>> round(reading_evidence(0.1, -0.2), 3), round(reading_evidence(0.1, 0.3), 3)
    (0.1, 0.4)
"""

from __future__ import annotations

from collections.abc import Sequence

from graphpaths.dotrag.protocol.types import NotFound

__all__ = [
    "EVIDENCE_READINGS",
    "HELD",
    "SIMILARITY_OFFSET",
    "not_held",
    "reading_evidence",
]

#: Question-to-labels similarity that says nothing yet: fitted with :data:`HELD` over 0-0.4
#: (``benchmarks/reader/fit_abstain.py``); 0 abstained on the most "lacking" questions.
SIMILARITY_OFFSET = 0.0
#: Evidence a reading needs for the graph to hold what the question asks: the most that
#: newly leaves at most 2% of the development sets' answerable questions unanswered
#: (pooled, 19 sets), which abstains on the most of their "lacking" questions.
HELD = 0.25
#: Readings weighed per anchor, the most probable first (the rest are hardly ever right).
EVIDENCE_READINGS = 8


def reading_evidence(evidence: float, similarity: float) -> float:
    """A reading's evidence: the reader's (``evidence``) plus the question-to-labels
    ``similarity`` above :data:`SIMILARITY_OFFSET`."""
    return evidence + max(0.0, similarity - SIMILARITY_OFFSET)


def not_held(
    candidates: Sequence[tuple[str, tuple[str, ...], float]], held: float = HELD
) -> NotFound | None:
    """``candidates``: per anchor, its name, the labels of its best-supported reading
    (empty: no reading leads anywhere) and that reading's evidence. None when one reaches
    ``held``; else why the graph does not hold what the question asks, with the closest."""
    if not candidates or any(value >= held for _, _, value in candidates):
        return None
    anchor, labels, value = max(candidates, key=lambda c: (c[2], bool(c[1])))
    if labels:
        reason = (
            f"the graph holds no relation of {anchor!r} the question asks for (closest: "
            f"{' / '.join(labels)}, evidence {value:.2f} < {held:.2f})"
        )
    else:
        reason = f"{anchor!r} is named in the question but no reading of it leads anywhere"
    return NotFound(reason=reason, anchor=anchor, labels=labels, confidence=round(value, 4))
