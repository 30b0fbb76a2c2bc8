"""HeuristicPolicy: DotRAG's decisions without an LLM, from the graph's schema and embeddings.

The policy plans a *label path* for the question — a walk over the graph's schema
(``movie -directed_by-> person -directed_by-> movie -has_genre-> genre``) — and
answers every decision of the search from that plan: which first-hop type to rank
first, hop 1's query, whether to continue and towards which type, and which depth
to prefer. It knows nothing but the graph (entity types, relation labels, which
labels join which types) and the embedder; no dataset's relation names, question
templates or vocabulary are written into it. Zero LLM calls.

**Why words, not sentences.** A relation's text is dominated by the names it
carries, so matching the question against whole relation sentences says little
about *which kind* of relation it asks for. The policy therefore reads the
question word by word:

1. The anchor's name is removed (the *residue*); the remaining content words
   (English function words dropped) are embedded one by one (cached across
   calls, so a word is embedded once) and compared with the content words of every
   relation label (``directed_by`` → "directed") and every type name.
2. A word *mentions* a label when it is similar enough to one of the label's
   words, by embedding similarity or by sharing a word stem ("directors" /
   "directed", "screenwriter" / "written"), unless it is closer to a type name the
   label does not contain ("films" names the type movie; it does not mention a
   relation).
3. The *answer type* is read where English names it: at the interrogative (the
   wh-word itself, "who", "when", or one of the next content words, "which years",
   "what genres"); without one, right after an imperative's verb ("list the films
   ...") or at the end of a statement ("... also wrote movies"). A word names a type
   through its similarity to the type's name, or through a label it mentions (the
   answer is then the label's tail, as in "which directors": labels are named from
   the head, so a noun for a relation names its tail). An ambiguous word names none.
4. Every schema walk of 1..``max_depth`` hops from the anchor's types (type pairs
   holding under 10% of a label's relations are strays, not schema) is scored:
   + each mentioned label it covers, − each mentioned label it misses,
   − each hop over a label nobody mentioned, − a repetition of a label mentioned
   once (a little: "share directors" is one mention for two hops), ± whether it
   ends at the answer type, − each mentioned hop out of the order of the mentions
   (the word after the anchor's name and the words before it, nearest first, then
   the rest of the sentence: "who acted in the movies directed by the director of
   X" reads directed, directed, acted), − length. A question naming two relation
   kinds thus needs two hops; "films that share a director with X" (mentions:
   directed; answer: movie) becomes ``movie → person → movie``.

**Queries.** A hop's semantic query is its planned label in words followed by the
label's tail type ("written by person"). Measured on MetaQA relations with
all-MiniLM-L6-v2, such a query keeps most relations of that label above the
search's 0.30 similarity cut (84-100% by label) and few of the others (0-15%),
where the question keeps every label alike. Names lift every relation that carries
them, so hop 1's query is the question itself (it names the anchor; its embedding
is already cached, which saves an embedding call per question: on 300 MetaQA
questions per hop the same recall within 0.3 points as the anchor's name plus the
label, ``first_hop_question=False``, at a lower latency), and a later hop's query
starts with the names of a retained frontier of at most ``frontier_names`` entities
(300 MetaQA 2-hop questions: recall 84.7 → 90.9 for F1 57.8 → 55.0). Plans and the
words' vectors are cached, so the policy costs at most one embedding call per
question, for words it has not seen yet.

**Known gaps.** Relations a question names only by paraphrase the embedder does not
link to the label (MetaQA's "words that describe X" for ``has_tags``; "what kind of
film" for ``has_genre``) leave the plan to ties, broken by trajectory size.

Example:
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> for h, l, t in [("Kismet", "directed_by", "Dieterle"), ("Kismet", "release_year", "1944")]:
    ...     _ = b.add_relation(h, t, l, create_entities=True)
    >>> HeuristicPolicy(b.build(), embedder=None).hop_query("directed_by", "entity")
    'directed by entity'
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from graphpaths._arrays import csr_positions
from graphpaths.dotrag.anchors import find_mentions, tokens
from graphpaths.dotrag.policy import (
    Continue,
    Decision,
    FirstHopPlan,
    Stop,
    TiedRanking,
    TypeQuery,
)
from graphpaths.dotrag.types import AnchorOption, SearchState, TrajectoryOption
from graphpaths.errors import ConfigError
from graphpaths.graph import label_words

if TYPE_CHECKING:
    from graphpaths.embeddings import Embedder
    from graphpaths.graph import Graph

__all__ = ["STOPWORDS", "WH_WORDS", "HeuristicPolicy", "LabelPath", "QuestionReading", "Weights"]

FloatArray = npt.NDArray[np.float32]

#: English function words (as :func:`~graphpaths.dotrag.anchors.tokens` spells them):
#: never a mention of a relation or a type.
STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "in",
        "on",
        "at",
        "by",
        "for",
        "to",
        "from",
        "with",
        "without",
        "into",
        "onto",
        "about",
        "as",
        "than",
        "and",
        "or",
        "nor",
        "but",
        "if",
        "then",
        "so",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "am",
        "do",
        "does",
        "did",
        "done",
        "has",
        "have",
        "had",
        "having",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "there",
        "here",
        "they",
        "them",
        "their",
        "theirs",
        "he",
        "him",
        "his",
        "she",
        "her",
        "hers",
        "we",
        "us",
        "our",
        "you",
        "your",
        "i",
        "me",
        "my",
        "mine",
        "also",
        "too",
        "very",
        "just",
        "only",
        "some",
        "any",
        "all",
        "each",
        "every",
        "can",
        "could",
        "would",
        "should",
        "will",
        "shall",
        "may",
        "might",
        "must",
        "not",
        "no",
        "yes",
        "s",
        "who",
        "whom",
        "whose",
        "whos",
        "what",
        "whats",
        "which",
        "when",
        "where",
        "how",
        "why",
    ]
)
#: English interrogatives: where a question names its answer.
WH_WORDS = frozenset("who whom whose whos what whats which when where how".split())  # noqa: SIM905


@dataclass(frozen=True, kw_only=True)
class Weights:
    """The plan score's weights and thresholds (see the module docstring)."""

    #: A word mentions a label at this similarity (embedding or shared stem).
    label_threshold: float = 0.57
    #: A word names a type at this similarity.
    type_threshold: float = 0.45
    #: ... for the first content word after the interrogative ("what types are ...").
    first_type_threshold: float = 0.38
    #: Similarity granted to a shared word stem.
    stem_similarity: float = 0.8
    #: A type name closer to the word than the label by this much takes the word; an
    #: answer type must lead the next type by this much.
    type_margin: float = 0.05
    #: Per hop over a label not mentioned.
    unmentioned: float = 0.35
    #: Per extra hop over a label mentioned only once.
    repeated: float = 0.1
    #: Ending at / away from the detected answer type.
    answer: float = 0.6
    #: Per hop beyond the first.
    length: float = 0.15
    #: Per mentioned hop out of the mentions' order (by distance from the anchor's name).
    order: float = 0.1


@dataclass(frozen=True, kw_only=True)
class LabelPath:
    """A planned walk over the schema, with its hop queries and score."""

    labels: tuple[str, ...]
    types: tuple[str, ...]
    queries: tuple[str, ...]
    score: float


@dataclass(frozen=True, kw_only=True)
class QuestionReading:
    """What the policy read in a question, for one anchor (see :meth:`HeuristicPolicy.read`)."""

    residue: tuple[str, ...]
    #: label -> (strength, number of mentions, order key of the nearest mention).
    mentions: dict[str, tuple[float, int, float]]
    answer_type: str | None
    plans: tuple[LabelPath, ...]


@dataclass(frozen=True)
class _Step:
    label: int
    source: int  # type index
    target: int  # type index
    count: int


class HeuristicPolicy:
    """Deterministic decisions from the graph's schema and word embeddings; zero LLM calls.

    Args:
        graph: The graph searched (its types, labels and which labels join which types).
        embedder: Embeds single words (cached); ``None`` plans from word stems alone.
        max_depth: Longest plan considered.
        weights: The score's weights (:class:`Weights`).
        frontier_names: From hop 2 on, a retained frontier of at most this many entities
            puts their names in front of the hop's query (0: never; hop 2 is then
            planned with hop 1, as continuations).
        first_hop_question: Hop 1's query is the question (default; its embedding is
            cached already), else the anchor's name followed by the planned label's query
            (more robust for long questions, one more embedding call).
        max_plans: Walks kept per depth while planning (a beam over large schemas).
        cache_size: Words kept (each word is embedded once).
    """

    name = "heuristic"

    def __init__(
        self,
        graph: Graph,
        embedder: Embedder | None,
        *,
        max_depth: int = 3,
        weights: Weights | None = None,
        frontier_names: int = 3,
        first_hop_question: bool = True,
        max_plans: int = 2000,
        cache_size: int = 50_000,
    ) -> None:
        if isinstance(max_depth, bool) or not isinstance(max_depth, int) or max_depth < 1:
            raise ConfigError(f"max_depth must be an integer >= 1, got {max_depth!r}")
        if (
            isinstance(frontier_names, bool)
            or not isinstance(frontier_names, int)
            or frontier_names < 0
        ):
            raise ConfigError(f"frontier_names must be an integer >= 0, got {frontier_names!r}")
        self.graph = graph
        self.embedder = embedder
        self.max_depth = max_depth
        self.weights = weights or Weights()
        self.frontier_names = frontier_names
        self.first_hop_question = first_hop_question
        self.max_plans = max_plans
        self.cache_size = cache_size
        self._type_names = tuple(graph.type_names)
        self._label_names = tuple(graph.label_names)
        self._steps = _schema(graph)
        self._by_source: dict[int, list[_Step]] = {}
        for step in self._steps:
            self._by_source.setdefault(step.source, []).append(step)
        self._tails = _tail_types(graph)
        self._label_tokens = [_content(tokens(label_words(n))) for n in self._label_names]
        self._type_tokens = [_content(tokens(n)) for n in self._type_names]
        self._lock = threading.Lock()
        self._words: OrderedDict[str, FloatArray] = OrderedDict()
        self._readings: OrderedDict[tuple[str, int, str], QuestionReading] = OrderedDict()

    # -- words ------------------------------------------------------------------------------
    def _vectors(self, words: Sequence[str]) -> FloatArray | None:
        """Unit vectors of single words (embedded once, then cached)."""
        if self.embedder is None or not words:
            return None
        with self._lock:
            missing = [w for w in dict.fromkeys(words) if w not in self._words]
        if missing:
            fresh = self.embedder.embed_documents(missing)
            with self._lock:
                for word, vector in zip(missing, fresh, strict=True):
                    self._words[word] = np.asarray(vector, np.float32)
                while len(self._words) > self.cache_size:
                    self._words.popitem(last=False)
        with self._lock:
            rows = []
            for w in words:
                vector = self._words.get(w)
                if vector is None:  # evicted meanwhile by another thread: embed again
                    vector = np.asarray(self.embedder.embed_documents([w])[0], np.float32)
                rows.append(vector)
        return np.stack(rows)

    def _word_scores(self, words: Sequence[str]) -> tuple[FloatArray, FloatArray]:
        """``(words × labels, words × types)`` similarities: embeddings and shared stems."""
        label_scores = np.zeros((len(words), len(self._label_names)), np.float32)
        type_scores = np.zeros((len(words), len(self._type_names)), np.float32)
        for targets, groups in (
            (label_scores, self._label_tokens),
            (type_scores, self._type_tokens),
        ):
            for j, group in enumerate(groups):
                for i, w in enumerate(words):
                    if any(_shares_stem(w, c) for c in group):
                        targets[i, j] = self.weights.stem_similarity
        vectors = self._vectors(words)
        label_vocab = sorted({c for g in self._label_tokens for c in g})
        type_vocab = sorted({c for g in self._type_tokens for c in g})
        vocab = self._vectors(label_vocab + type_vocab)
        if vectors is not None and vocab is not None:
            sims = vectors @ vocab.T
            index = {c: k for k, c in enumerate(label_vocab)}
            for j, group in enumerate(self._label_tokens):
                if group:
                    cols = [index[c] for c in group]
                    np.maximum(
                        label_scores[:, j], sims[:, cols].max(axis=1), out=label_scores[:, j]
                    )
            offset = len(label_vocab)
            tindex = {c: offset + k for k, c in enumerate(type_vocab)}
            for j, group in enumerate(self._type_tokens):
                if group:
                    cols = [tindex[c] for c in group]
                    np.maximum(type_scores[:, j], sims[:, cols].max(axis=1), out=type_scores[:, j])
        return label_scores, type_scores

    # -- reading a question --------------------------------------------------------------------
    def read(self, query: str, anchor: int, anchor_name: str) -> QuestionReading:
        """Mentions, answer type and ranked plans of ``query`` from ``anchor`` (cached)."""
        key = (query, anchor, anchor_name)
        with self._lock:
            cached = self._readings.get(key)
            if cached is not None:
                self._readings.move_to_end(key)
                return cached
        reading = self._read(query, anchor, anchor_name)
        with self._lock:
            self._readings[key] = reading
            while len(self._readings) > 4096:
                self._readings.popitem(last=False)
        return reading

    def _read(self, query: str, anchor: int, anchor_name: str) -> QuestionReading:
        w = self.weights
        toks = tokens(query)
        found = find_mentions(query, [anchor_name])
        span = (found[0].start, found[0].end) if found else None
        positions = [i for i, t in enumerate(toks) if span is None or not span[0] <= i < span[1]]
        content = [i for i in positions if toks[i] not in STOPWORDS and len(toks[i]) > 1]
        words = [toks[i] for i in content]
        label_scores, type_scores = self._word_scores(words)
        mentioned = np.zeros_like(label_scores, np.bool_)
        for r in range(len(words)):
            best = float(label_scores[r].max()) if label_scores.shape[1] else 0.0
            for j, group in enumerate(self._label_tokens):
                s = label_scores[r, j]
                if s < w.label_threshold or s < best - w.type_margin:
                    continue
                rival = max(
                    (
                        float(type_scores[r, t])
                        for t, tgroup in enumerate(self._type_tokens)
                        if not set(tgroup) & set(group)
                    ),
                    default=0.0,
                )
                mentioned[r, j] = rival <= s + w.type_margin
        mentions: dict[str, tuple[float, int, float]] = {}
        sequence: list[tuple[float, str]] = []  # mentions in their expected hop order
        for j, name in enumerate(self._label_names):
            rows = np.flatnonzero(mentioned[:, j])
            if len(rows):
                keys = [_order_key(content[r], span) for r in rows]
                mentions[name] = (float(label_scores[rows, j].max()), len(rows), min(keys))
                sequence += [(k, name) for k in keys]
        order = tuple(name for _, name in sorted(sequence))
        answer = self._answer_type(
            toks, positions, content, span, label_scores, type_scores, mentioned
        )
        anchor_types = [self.graph.type_index(t) for t in self.graph.types_of(anchor)]
        plans = self._plans(anchor_types, mentions, order, answer)
        return QuestionReading(
            residue=tuple(toks[i] for i in positions),
            mentions=mentions,
            answer_type=None if answer is None else self._type_names[answer[0]],
            plans=tuple(plans),
        )

    def _answer_type(
        self,
        toks: Sequence[str],
        positions: Sequence[int],
        content: Sequence[int],
        span: tuple[int, int] | None,
        label_scores: FloatArray,
        type_scores: FloatArray,
        mentioned: npt.NDArray[np.bool_],
    ) -> tuple[int, float] | None:
        """``(type, confidence)`` named at the interrogative (else at the start), if any."""
        w = self.weights
        wh = next((i for i in positions if toks[i] in WH_WORDS), None)
        candidates: list[tuple[str, int]] = []  # ("wh", token) or ("word", row in content)
        if wh is not None:
            if self.embedder is not None:
                candidates.append(("wh", wh))
            candidates += [("word", r) for r, i in enumerate(content) if i > wh][:3]
        else:
            # No interrogative: an imperative names its answer right after its verb
            # ("list the films ..."; the verb names no type or relation), a statement
            # last ("the writer of X also wrote movies").
            opening = [("word", r) for r in range(min(3, len(content)))]
            ending: list[tuple[str, int]] = []
            if span is not None:
                after_anchor = [r for r, i in enumerate(content) if i >= span[1]]
                ending = [("word", r) for r in reversed(after_anchor[-2:])]
            imperative = bool(content) and (
                max(float(label_scores[0].max(initial=0.0)), float(type_scores[0].max(initial=0.0)))
                < w.type_threshold
            )
            candidates += opening + ending if imperative else ending + opening
        for k, (kind, ref) in enumerate(candidates):
            # The word right after the interrogative is the likeliest answer noun.
            first = k == (1 if wh is not None and self.embedder is not None else 0)
            threshold = w.first_type_threshold if first else w.type_threshold
            if kind == "wh":
                scores = self._word_scores([toks[ref]])[1][0]
                t = int(np.argmax(scores))
                if scores[t] >= w.type_threshold and _margin(scores) >= w.type_margin:
                    return t, float(scores[t])
                continue
            r = ref
            head_noun = content[r] + 1 < len(toks) and toks[content[r] + 1] == "of"
            labels = np.flatnonzero(mentioned[r])
            if labels.size:  # a noun for a relation names its tail ("which directors")
                j = int(labels[np.argmax(label_scores[r, labels])])
                tail = self._tails.get(j)
                if tail is not None:
                    return tail, float(label_scores[r, j])
            t = int(np.argmax(type_scores[r]))
            # Right after an interrogative a weak match suffices; elsewhere it must be clear.
            clear = wh is not None or _margin(type_scores[r]) >= w.type_margin
            if type_scores[r, t] >= threshold and clear:
                return t, float(type_scores[r, t])
            if head_noun:  # "what kind of film": the answer is the kind, whatever it is
                return None
        return None

    # -- plans ---------------------------------------------------------------------------------
    def hop_query(self, label: str, tail_type: str) -> str:
        """The semantic query of a hop over ``label``: its words, then its tail type."""
        return f"{label_words(label)} {label_words(tail_type)}"

    def _plans(
        self,
        anchor_types: Sequence[int],
        mentions: dict[str, tuple[float, int, float]],
        order: tuple[str, ...],
        answer: tuple[int, float] | None,
    ) -> list[LabelPath]:
        out: list[LabelPath] = []
        frontier: list[tuple[_Step, ...]] = [()]
        for _depth in range(self.max_depth):
            grown: list[tuple[_Step, ...]] = []
            for path in frontier:
                here = path[-1].target if path else None
                sources = [here] if here is not None else list(dict.fromkeys(anchor_types))
                for source in sources:
                    for step in self._by_source.get(source, ()):
                        grown.append((*path, step))
            scored = [(self._score(path, mentions, order, answer), path) for path in grown]
            out += [plan for plan, _ in scored]
            if len(scored) > self.max_plans:  # a beam, for schemas with many labels
                scored.sort(key=lambda x: -x[0].score)
                scored = scored[: self.max_plans]
            frontier = [path for _, path in scored]
            if not frontier:
                break
        best: dict[tuple[tuple[str, ...], tuple[str, ...]], LabelPath] = {}
        for plan in out:
            key = (plan.labels, plan.types)
            if key not in best or plan.score > best[key].score:
                best[key] = plan
        return sorted(best.values(), key=lambda p: (-p.score, len(p.labels), p.labels, p.types))

    def _score(
        self,
        path: tuple[_Step, ...],
        mentions: dict[str, tuple[float, int, float]],
        order: tuple[str, ...],
        answer: tuple[int, float] | None,
    ) -> LabelPath:
        w = self.weights
        labels = tuple(self._label_names[s.label] for s in path)
        types = tuple(self._type_names[s.target] for s in path)
        score = 0.0
        for name, (strength, _count, _distance) in mentions.items():
            score += strength if name in labels else -strength
        uses: dict[str, int] = {}
        for name in labels:
            uses[name] = uses.get(name, 0) + 1
            if name not in mentions:
                score -= w.unmentioned
        for name, used in uses.items():
            if name in mentions:
                score -= w.repeated * max(0, used - mentions[name][1])
        if answer is not None:
            target, _confidence = answer
            score += w.answer * (1.0 if path[-1].target == target else -1.0)
        score -= w.length * (len(path) - 1)
        mentioned_hops = tuple(n for n in labels if n in mentions)
        score -= w.order * (min(len(mentioned_hops), len(order)) - _lcs(mentioned_hops, order))
        queries = tuple(
            self.hop_query(
                self._label_names[s.label], self._type_names[self._tails.get(s.label, s.target)]
            )
            for s in path
        )
        return LabelPath(labels=labels, types=types, queries=queries, score=round(score, 6))

    def _best(
        self, reading: QuestionReading, types: Sequence[str], labels: Sequence[str] = ()
    ) -> LabelPath | None:
        """The best plan starting with ``types`` (and first label among ``labels``, if given)."""
        n = len(types)
        for plan in reading.plans:
            if plan.types[:n] == tuple(types) and (not labels or plan.labels[0] in labels):
                return plan
        return None

    # -- the Policy protocol -----------------------------------------------------------------
    def rank_anchors(self, query: str, anchors: Sequence[AnchorOption]) -> list[int]:
        """Anchors whose best plan scores higher first; ties keep the offered order."""
        scores = []
        for a in anchors:
            reading = self.read(query, a.entity, a.name)
            usable = [p for p in reading.plans if p.types[0] in a.first_hop_types] or list(
                reading.plans
            )
            scores.append(usable[0].score if usable else float("-inf"))
        return sorted(range(len(anchors)), key=lambda i: (-scores[i], i))

    def rank_trajectories(
        self, query: str, anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
    ) -> list[int]:
        """Trajectories by the best plan through their type and the anchor's own labels;
        equal plans by size (the larger first).

        When several trajectories tie at the top (no word of the question favours one:
        "what words describe X" where no label or type is named so), the answer is a
        :class:`~graphpaths.dotrag.policy.TiedRanking`, so the search may keep them all
        rather than bet on the largest.
        """
        reading = self.read(query, anchor.entity, anchor.name)
        scores = []
        for t in trajectories:
            plan = self._best(reading, [t.type_name], [name for name, _ in t.labels])
            scores.append(plan.score if plan is not None else float("-inf"))
        order = sorted(
            range(len(trajectories)), key=lambda i: (-scores[i], -trajectories[i].size, i)
        )
        top = scores[order[0]] if order else float("-inf")
        tied = sum(1 for s in scores if s == top) if top != float("-inf") else 1
        return TiedRanking(order, tied=tied) if tied > 1 else order

    def plan_first_hops(
        self, query: str, trajectory: TrajectoryOption, continuation_types: Sequence[str]
    ) -> FirstHopPlan:
        """Hop 1 towards the plan's first type, queried by the question or by the anchor's
        name and the plan's label (every hop-1 relation names the anchor, so the name
        lifts them all above the similarity cut). Hop 2 is planned here only when
        ``frontier_names`` is 0; otherwise :meth:`decide` continues once the retained
        frontier is known."""
        reading = self.read(query, trajectory.anchor, trajectory.anchor_name)
        plan = self._best(reading, [trajectory.type_name], [name for name, _ in trajectory.labels])
        if plan is None:
            return FirstHopPlan(query=query)
        continuations: tuple[TypeQuery, ...] = ()
        if (
            self.frontier_names == 0
            and len(plan.types) >= 2
            and plan.types[1] in continuation_types
        ):
            continuations = (TypeQuery(type_name=plan.types[1], query=plan.queries[1]),)
        first = query if self.first_hop_question else f"{trajectory.anchor_name} {plan.queries[0]}"
        return FirstHopPlan(query=first, continuations=continuations)

    def decide(self, query: str, state: SearchState, next_types: Sequence[str]) -> Decision:
        """Continue along the best plan through the types searched so far, else stop.

        The next hop's query is the plan's label query, preceded by the names of the
        retained frontier when it holds at most ``frontier_names`` entities (their
        relations all name one of them, as hop 1's name the anchor)."""
        reading = self.read(query, state.anchor, state.anchor_name)
        done = tuple(h.type_name for h in state.hops)
        d = len(done)
        for plan in reading.plans:
            if plan.types[:d] != done:
                continue
            if len(plan.types) > d and plan.types[d] in next_types:
                return Continue(
                    next=TypeQuery(
                        type_name=plan.types[d], query=self._with_frontier(plan.queries[d], state)
                    )
                )
            if len(plan.types) <= d:
                return Stop(preferred_depths=frozenset({len(plan.types)}))
        return Stop(preferred_depths=frozenset({state.depth}))

    def _with_frontier(self, hop_query: str, state: SearchState) -> str:
        if not state.hops or self.frontier_names == 0:
            return hop_query
        frontier = sorted({v for _, _, v, _ in state.hops[-1].relations})
        if not frontier or len(frontier) > self.frontier_names:
            return hop_query
        return ", ".join(self.graph.names[v] for v in frontier) + " " + hop_query

    def review(self, query: str, state: SearchState) -> Stop:
        reading = self.read(query, state.anchor, state.anchor_name)
        done = tuple(h.type_name for h in state.hops)
        for plan in reading.plans:
            if len(plan.types) <= len(done) and done[: len(plan.types)] == plan.types:
                return Stop(preferred_depths=frozenset({len(plan.types)}))
        return Stop(preferred_depths=frozenset({state.depth}))


# -- helpers -------------------------------------------------------------------------------------
def _content(words: Sequence[str]) -> tuple[str, ...]:
    kept = tuple(w for w in words if w not in STOPWORDS)
    return kept or tuple(words)


def _stem(word: str) -> str:
    return word[: max(4, len(word) - 3)] if len(word) > 4 else word


def _shares_stem(word: str, other: str) -> bool:
    """Whether two words share a stem: one's stem inside the other, or a prefix of it."""
    if len(word) < 3 or len(other) < 3:
        return False
    if word == other:
        return True
    a, b = _stem(word), _stem(other)
    return (
        (len(b) >= 4 and b in word)
        or (len(a) >= 4 and a in other)
        or other.startswith(word)
        or word.startswith(other)
    )


def _order_key(position: int, span: tuple[int, int] | None) -> float:
    """Where a mention's hop is expected: the word right after the anchor's name
    ("X actors", "X starred who") and the words before it, nearest first (the hops
    leading away from the anchor), then the other words after it (the sentence's own
    verb and answer: the last hops)."""
    if span is None:
        return float(position)
    if position < span[0]:
        return float(span[0] - position)
    if position == span[1]:
        return 0.5
    return 1000.0 + float(position - span[1] + 1)


def _margin(scores: FloatArray) -> float:
    """How far the best score leads the second: an answer type must be unambiguous."""
    if len(scores) < 2:
        return float("inf")
    top = np.partition(scores, len(scores) - 2)[-2:]
    return float(top[1] - top[0])


def _lcs(a: Sequence[str], b: Sequence[str]) -> int:
    """Length of the longest common subsequence."""
    row = [0] * (len(b) + 1)
    for x in a:
        previous = 0
        for k, y in enumerate(b, start=1):
            current = row[k]
            row[k] = previous + 1 if x == y else max(row[k], row[k - 1])
            previous = current
    return row[-1]


def _schema(graph: Graph, min_share: float = 0.1) -> list[_Step]:
    """The (source type, label, target type) steps relations realise, both directions.

    A type pair holding less than ``min_share`` of a label's relations is left out.
    """
    if graph.num_relations == 0:
        return []
    indptr, indices = graph.entity_type_indptr, graph.entity_type_indices
    counts = np.diff(indptr)
    heads, tails = graph.heads.astype(np.int64), graph.tails.astype(np.int64)
    rows = np.repeat(np.arange(graph.num_relations), counts[heads])
    head_types = indices[csr_positions(indptr, heads)]
    rows2 = np.repeat(rows, counts[tails[rows]])
    head_types2 = np.repeat(head_types, counts[tails[rows]])
    tail_types = indices[csr_positions(indptr, tails[rows])]
    labels = graph.relation_labels[rows2].astype(np.int64)
    nt, nl = len(graph.type_names), len(graph.label_names)
    keys = (head_types2.astype(np.int64) * nl + labels) * nt + tail_types
    unique, count = np.unique(keys, return_counts=True)
    label_totals = np.bincount((unique // nt) % nl, weights=count, minlength=nl)
    steps: list[_Step] = []
    for key, c in zip(unique.tolist(), count.tolist(), strict=True):
        head, rest = divmod(key, nl * nt)
        label, tail = divmod(rest, nt)
        if c < min_share * label_totals[label]:
            continue  # a stray type pair (an entity with an odd extra type), not the schema
        steps.append(_Step(label=label, source=head, target=tail, count=c))
        if head != tail:
            steps.append(_Step(label=label, source=tail, target=head, count=c))
    return steps


def _tail_types(graph: Graph) -> dict[int, int]:
    """Each label's most frequent tail type (over every type of every tail)."""
    nt, nl = len(graph.type_names), len(graph.label_names)
    if graph.num_relations == 0 or nt == 0:
        return {}
    indptr, indices = graph.entity_type_indptr, graph.entity_type_indices
    tails = graph.tails.astype(np.int64)
    counts = np.diff(indptr)[tails]
    rows = np.repeat(np.arange(graph.num_relations), counts)
    types = indices[csr_positions(indptr, tails)].astype(np.int64)
    keys = graph.relation_labels[rows].astype(np.int64) * nt + types
    table = np.bincount(keys, minlength=nl * nt).reshape(nl, nt)
    return {j: int(np.argmax(table[j])) for j in range(nl) if table[j].any()}
