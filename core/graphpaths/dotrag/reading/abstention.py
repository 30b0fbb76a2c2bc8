"""Whether the graph holds what a question asks of the entity it names.

A question can name an entity of the graph and still ask for something the graph does not
hold ("how old is X" over a graph without ages, "who is X's sister" without siblings,
"the birthday of X's manager" where managers are held and birthdays are not). The heuristic
policy weighs, per anchor, a few signals of what its words say (:class:`AnchorSignals`):

- ``evidence``: the best of its :data:`EVIDENCE_READINGS` most probable readings that lead
  somewhere, by :func:`reading_evidence`: the reader's evidence (how well the words aligned
  to the reading's hops match the phrases for their labels, plus how well the words naming
  the answer match the type it ends at) and how similar the question without the anchor's
  name is, taken whole, to the reading's labels in words ("where is X based" and
  ``hq_city``);
- ``asked``: how well the graph explains the least explained word where the question asks
  (the words naming the answer, a noun of something, a word beside the anchor's name):
  its best evidence for a relation the anchor's readings walk or for a type
  (:meth:`~graphpaths.dotrag.reading.reader.Reader.explanations`). A word asked for that
  nothing of the graph near the anchor explains ("salary", "population") is what a
  question lacking its relation has. (The least explained of the other words, its verbs
  mostly, was tried as a third input: the fit gave it a weight of the wrong sign, more
  lacking the better the verbs are explained, and on the newest development sets it
  doubled the answerable questions abstained on; left out.)
- ``value``: 1 when the question asks for a value (an amount, a measure, a time: "how
  much", "when did", "what year"; :func:`~graphpaths.dotrag.reading.values.asks_value`) and
  none of the readings searched from the anchor (what it would return) ends at a type
  holding values
  (:func:`~graphpaths.dotrag.reading.values.value_types`): the graph cannot hold such an
  answer, whatever relation the other words resemble. On the development sets 23%
  of the questions lacking their relation ask for a value, against 1.4% of the answerable
  ones, all of these over graphs holding values.
- ``answer_word``: how well the graph explains the least explained of the words naming
  the answer (after the interrogative, a request's first and last words), a part of
  ``asked``'s words: "salary" in "what is X's salary" names the answer; an unexplained verb
  ("who here knows X") does not, and weighs less so (leave one set out on the 19 dev sets:
  lacking abstained 35.1 -> 39.0 %, answerable newly abstained 2.1 -> 2.3 %; on the check
  sets 40.5 -> 45.2 % and 3.7 -> 4.9 %).

A logistic model over them (:class:`AbstentionWeights`, the versioned file
:data:`WEIGHTS_FILE` that ``benchmarks/reader/fit_abstain.py`` writes with its provenance:
the sets, the commit, the objective and the leave-one-set-out figures) gives each anchor
the log-odds that the graph does not hold what the question asks of it. When every named
anchor reaches the threshold (or none of its readings leads anywhere), the retriever says
"not found". By default (``DotRAGConfig(abstain="sure")``) the threshold is the file's
``sure_threshold``, where the model is sure (fitted to newly abstain on at most 0.25 % of the
development sets' answerable questions, each left out); with ``abstain=True`` it is the
fitted ``threshold`` (more of the questions lacking their relation, at 1.5 % of the
answerable ones it was fitted on, 2-5 % on sets it was not). The "not found" names the anchor,
the labels of its best reading (the closest the graph holds), the word least explained and
the confidence that the graph holds the answer. A relation the graph has, but not for this
entity, is covered too: its reading leads nowhere from the anchor, so it is not weighed.

Example:
    >>> round(reading_evidence(0.1, -0.2), 3), round(reading_evidence(0.1, 0.3), 3)
    (0.1, 0.4)
    >>> weights = AbstentionWeights(weights=(-1.0, -2.0, 3.0, 0.0, 2.0), bias=2.0, threshold=0.0)
    >>> held = AnchorSignals("Ann", ("reports_to",), 1.2, 0.8, "")
    >>> lacking = AnchorSignals("Ann", ("reports_to",), 0.2, 0.0, "salary")
    >>> not_held([held], weights) is None, not_held([lacking], weights).anchor
    (True, 'Ann')
    >>> not_held([lacking], weights, sure=True) is None  # no sure_threshold: never sure
    True
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from graphpaths.dotrag.protocol.types import NotFound
from graphpaths.dotrag.reading.weights_file import read_weights_file
from graphpaths.errors import ConfigError

__all__ = [
    "EVIDENCE_READINGS",
    "FEATURES",
    "SIMILARITY_OFFSET",
    "UNHELD_NAMED",
    "WEIGHTS_FILE",
    "WEIGHTS_FORMAT",
    "AbstentionWeights",
    "AnchorSignals",
    "load_abstention_weights",
    "not_held",
    "reading_evidence",
]

#: Question-to-labels similarity that says nothing yet: 0, as fitted over 0-0.4 with the
#: single threshold this model replaced (``benchmarks/reader/fit_abstain.py``, issue 41).
SIMILARITY_OFFSET = 0.0
#: Readings weighed per anchor, the most probable first (the rest are hardly ever right).
EVIDENCE_READINGS = 8
#: ``unheld`` from which the reason names the relation the anchor lacks (a word's evidence
#: for it times its peers' share): shown only, not fitted; below, the least explained word says more.
UNHELD_NAMED = 0.2
#: The model's inputs, in the weights file's order (:class:`AnchorSignals`).
FEATURES = ("evidence", "asked", "value", "answer_word", "unheld")
#: The library's weights file (package data beside this module), written by
#: ``benchmarks/reader/fit_abstain.py``.
WEIGHTS_FILE = "abstention_weights.json"
#: The layout :func:`load_abstention_weights` reads.
WEIGHTS_FORMAT = "graphpaths-abstention-weights/1"


def reading_evidence(evidence: float, similarity: float) -> float:
    """A reading's evidence: the reader's (``evidence``) plus the question-to-labels
    ``similarity`` above :data:`SIMILARITY_OFFSET`."""
    return evidence + max(0.0, similarity - SIMILARITY_OFFSET)


@dataclass(frozen=True)
class AnchorSignals:
    """What one anchor's readings say of a question (:data:`FEATURES` and what to name)."""

    anchor: str
    #: The labels of its best-supported reading (empty: no reading leads anywhere).
    labels: tuple[str, ...]
    evidence: float
    #: The least explained word where the question asks, in [0, 1] (1: no such word).
    asked: float
    #: The least explained word where the question asks ("": none).
    word: str
    #: 1.0: the question asks for a value no reading searched from the anchor ends at; else 0.0.
    value: float = 0.0
    #: How the question asks for a value ("how much"; "": it does not).
    asks: str = ""
    #: The least explained of the words naming the answer, in [0, 1] (1: no such word).
    answer_word: float = 1.0
    #: The best evidence of a word where the question asks for a hop kind the anchor lacks,
    #: times the share of its peers holding it, in [0, 1] (0: none).
    unheld: float = 0.0
    #: That hop kind's label ("": none).
    unheld_label: str = ""

    def vector(self) -> tuple[float, ...]:
        """The :data:`FEATURES`, in order."""
        return (self.evidence, self.asked, self.value, self.answer_word, self.unheld)


@dataclass(frozen=True, kw_only=True)
class AbstentionWeights:
    """The logistic model's weights (one per :data:`FEATURES`), its bias and the
    log-odds from which the graph is taken not to hold what a question asks."""

    weights: tuple[float, ...]
    bias: float
    threshold: float
    #: The log-odds from which the model is sure (``DotRAGConfig(abstain="sure")``, the
    #: default), at least ``threshold``; ``None``: never sure.
    sure_threshold: float | None = None

    def __post_init__(self) -> None:
        if len(self.weights) != len(FEATURES):
            raise ConfigError(
                f"AbstentionWeights.weights: expected {len(FEATURES)} numbers "
                f"({', '.join(FEATURES)}), got {len(self.weights)}"
            )
        sure = () if self.sure_threshold is None else (("sure_threshold", self.sure_threshold),)
        for name, value in (
            *zip(FEATURES, self.weights, strict=True),
            ("bias", self.bias),
            ("threshold", self.threshold),
            *sure,
        ):
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise ConfigError(f"AbstentionWeights.{name}: expected a number, got {value!r}")
            if not math.isfinite(value):
                raise ConfigError(
                    f"AbstentionWeights.{name}: expected a finite number, got {value}"
                )
        if self.sure_threshold is not None and self.sure_threshold < self.threshold:
            raise ConfigError(
                f"AbstentionWeights.sure_threshold: {self.sure_threshold} is below "
                f"threshold {self.threshold}"
            )

    def weight(self, feature: str) -> float:
        """The weight of ``feature``, one of :data:`FEATURES`."""
        return self.weights[FEATURES.index(feature)]

    def log_odds(self, signals: AnchorSignals) -> float:
        """The log-odds that the graph does not hold what the question asks of the anchor."""
        return self.bias + sum(w * x for w, x in zip(self.weights, signals.vector(), strict=True))

    def at_most(self, evidence: float, value: float) -> float:
        """The highest log-odds of an anchor with this ``evidence`` and ``value``, whatever
        its other features within their ranges (``asked``, ``answer_word``, ``unheld``: [0, 1])."""
        free = sum(max(0.0, self.weight(name)) for name in ("asked", "answer_word", "unheld"))
        return self.bias + self.weight("evidence") * evidence + self.weight("value") * value + free

    def threshold_for(self, *, sure: bool = False) -> float | None:
        """The log-odds from which the graph is taken not to hold what is asked: the
        ``sure_threshold`` when ``sure``, else ``threshold`` (None: never)."""
        return self.sure_threshold if sure else self.threshold

    @property
    def bounded_roughly(self) -> bool:
        """Whether the log-odds of signals read roughly (``evidence`` without the
        question-to-labels similarity, which only adds to it; ``value`` at its most) are at
        least the exact ones: ``evidence``'s weight is not positive, ``value``'s not negative.
        Then an anchor whose rough log-odds stay below the threshold in use
        (:meth:`threshold_for`) holds what is asked, and the similarity (a model call) is
        not needed."""
        return self.weight("evidence") <= 0.0 <= self.weight("value")


def load_abstention_weights(path: str | Path | None = None) -> AbstentionWeights:
    """The abstention model from a weights file (``None``: the library's own,
    :data:`WEIGHTS_FILE` beside this module), as ``fit_abstain.py`` writes it: a JSON
    object with ``"format"`` (:data:`WEIGHTS_FORMAT`), ``"features"`` (:data:`FEATURES`),
    ``"weights"`` (one number per feature), ``"bias"``, ``"threshold"``, optionally
    ``"sure_threshold"`` (absent: never sure) and ``"provenance"`` (how they were fitted;
    not read here).

    Raises:
        ConfigError: the file is missing, no JSON, or not in this layout; the message
            names the file.
    """
    file = Path(path) if path is not None else Path(__file__).with_name(WEIGHTS_FILE)
    data, weights = read_weights_file(
        file,
        what="the abstention weights",
        layout=WEIGHTS_FORMAT,
        features=FEATURES,
        owner="",
        fit="fit_abstain.py",
    )
    try:
        return AbstentionWeights(
            weights=tuple(weights[name] for name in FEATURES),
            bias=data.get("bias"),  # type: ignore[arg-type]  # checked in __post_init__
            threshold=data.get("threshold"),  # type: ignore[arg-type]
            sure_threshold=data.get("sure_threshold"),
        )
    except ConfigError as e:
        raise ConfigError(f"{file}: {e}") from e


def not_held(
    candidates: Sequence[AnchorSignals],
    weights: AbstentionWeights | None = None,
    *,
    sure: bool = False,
) -> NotFound | None:
    """``candidates``: one per anchor. None when one of them holds what the question asks
    (a reading leads somewhere and its log-odds stay below the threshold: the
    ``sure_threshold`` when ``sure``); else why the graph does not hold it, with the
    closest: the anchor most likely to hold it."""
    model = weights or load_abstention_weights()
    limit = model.threshold_for(sure=sure)
    if not candidates or limit is None:
        return None
    odds = [model.log_odds(c) if c.labels else math.inf for c in candidates]
    if any(o < limit for o in odds):
        return None
    best = min(range(len(candidates)), key=lambda i: (odds[i], i))
    found = candidates[best]
    if not found.labels:
        return NotFound(
            reason=f"{found.anchor!r} is named in the question but no reading of it leads anywhere",
            anchor=found.anchor,
        )
    confidence = 1.0 / (1.0 + math.exp(min(odds[best], 50.0)))
    if found.value:
        word = f"{found.asks!r} asks for a value and no reading of it ends at one; "
    elif found.unheld_label and found.unheld >= UNHELD_NAMED:
        word = f"it has no {found.unheld_label!r} though entities like it do ({found.unheld:.2f}); "
    elif found.word:
        word = f"{found.word!r} names nothing the graph holds near it; "
    else:
        word = ""
    reason = (
        f"the graph holds no relation of {found.anchor!r} the question asks for ({word}"
        f"closest: {' / '.join(found.labels)}, confidence {confidence:.2f})"
    )
    return NotFound(
        reason=reason, anchor=found.anchor, labels=found.labels, confidence=round(confidence, 4)
    )
