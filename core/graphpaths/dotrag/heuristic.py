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
   "directed", "screenwriter" / "written"), as written or in its dictionary form
   ("supervised" as "supervise", which reads no surer than a shared stem), unless it
   is closer to a type name the label does not contain ("films" names the type movie;
   it does not mention a relation).
3. The *answer type* is read where English names it: at the interrogative (the
   wh-word itself, "who", "when", or one of the next content words, "which years",
   "what genres"); without one, right after an imperative's verb ("list the films
   ...") or at the end of a statement ("... also wrote movies"). A word names a type
   through its similarity to the type's name, or through a label it mentions (the
   answer is then the label's tail, as in "which directors": labels are named from
   the head, so a noun for a relation names its tail; but the noun of a label read
   "<noun> of", as in "the capital of ...", names its head). An ambiguous word names
   none.
4. Every schema walk of 1..``max_depth`` hops from the anchor's types (type pairs
   holding under 10% of a label's relations are strays, not schema) is scored:
   + each mentioned label it covers, − each mentioned label it misses,
   − each hop over a label nobody mentioned, − a repetition of a label mentioned
   once (a little: "share directors" is one mention for two hops), ± whether it
   ends at the answer type, − each mentioned hop out of the order of the mentions
   (a verb whose agent is the anchor, "the films written by X", first; then the word
   after the anchor's name and the words before it, nearest first, then the rest of
   the sentence: "who acted in the movies directed by the director of X" reads
   directed, directed, acted), − length. A walk whose answer is "the <noun> of"
   something ends over that noun's label, and not straight back over the hop before
   it (a country has one capital: ``city -capital_of-> country -capital_of-> city``
   returns where it started). A question naming two relation
   kinds thus needs two hops; "films that share a director with X" (mentions:
   directed; answer: movie) becomes ``movie → person → movie``.

**Queries.** A hop's semantic query is its planned label in words followed by the
label's tail type ("written by person"): such a query keeps most relations of that label
above the search's similarity cut and few of the others, where the question keeps every
label alike. Names lift every relation that carries them, so hop 1's query is the
question itself (it names the anchor, and its embedding is already cached, which saves
an embedding call per question; ``first_hop_question=False`` uses the anchor's name plus
the label instead), and a later hop's query starts with the names of a retained frontier
of at most ``frontier_names`` entities. Plans and the words' vectors are cached, so the
policy costs at most one embedding call per question, for words it has not seen yet.
The measurements behind these choices are in ``BENCHMARKS.md`` (section "Design choices
measured").

**Modules.** The policy ties three parts together: :mod:`graphpaths.dotrag.question`
reads the question (steps 1-3), :mod:`graphpaths.dotrag.schema` holds the graph's schema
and :mod:`graphpaths.dotrag.planning` enumerates and scores the walks (step 4).

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

import copy
import dataclasses
import math
import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import TYPE_CHECKING

from graphpaths.dotrag.planning import Planner, Weights, best_plan, hop_query
from graphpaths.dotrag.policy import (
    Continue,
    Decision,
    FirstHopPlan,
    ScoredRanking,
    Stop,
    TiedRanking,
    TypeQuery,
)
from graphpaths.dotrag.question import STOPWORDS, WH_WORDS, QuestionReader, QuestionReading
from graphpaths.dotrag.schema import GraphSchema, LabelPath
from graphpaths.dotrag.types import AnchorOption, SearchState, TrajectoryOption
from graphpaths.errors import ConfigError
from graphpaths.validation import check_int

if TYPE_CHECKING:
    from graphpaths.embeddings import Embedder
    from graphpaths.graph import Graph

#: Member names per type that make an inferred type's prototype.
PROTOTYPE_MEMBERS = 40
#: Question readings kept (keyed by question and anchor; a search reads one several times,
#: so they serve the questions in flight and ones asked again). A MetaQA reading holds its
#: ranked plans, ~80 KB: 4096 of them took ~330 MB of RSS over 10,000 questions, 256 ~20 MB
#: (BENCHMARKS.md, issue 14).
READINGS_KEPT = 256


def _members(graph: Graph) -> list[list[str]]:
    """Up to :data:`PROTOTYPE_MEMBERS` names per type, spread evenly over its members."""
    out = []
    for t in graph.type_names:
        members = graph.entities_of_type(t)
        step = max(1, len(members) // PROTOTYPE_MEMBERS)
        out.append([graph.names[i] for i in members[::step][:PROTOTYPE_MEMBERS]])
    return out


# STOPWORDS, WH_WORDS, LabelPath, QuestionReading and Weights live in the modules the
# policy ties together; they stay importable from here.
__all__ = ["STOPWORDS", "WH_WORDS", "HeuristicPolicy", "LabelPath", "QuestionReading", "Weights"]


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
        expect_labels: A hop over a label the question mentions keeps that label's
            relations only (:class:`~graphpaths.dotrag.policy.TypeQuery` ``labels``).
        readings_kept: Question readings kept, least recently used dropped first.
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
        expect_labels: bool = True,
        readings_kept: int = READINGS_KEPT,
    ) -> None:
        check_int("HeuristicPolicy", "max_depth", max_depth)
        check_int("HeuristicPolicy", "readings_kept", readings_kept, low=0)
        check_int("HeuristicPolicy", "frontier_names", frontier_names, low=0)
        check_int("HeuristicPolicy", "max_plans", max_plans)
        check_int("HeuristicPolicy", "cache_size", cache_size, low=0)
        self.graph = graph
        self.embedder = embedder
        self.max_depth = max_depth
        self.weights = weights or Weights()
        self.frontier_names = frontier_names
        self.first_hop_question = first_hop_question
        self.max_plans = max_plans
        self.cache_size = cache_size
        self.expect_labels = expect_labels
        self.schema = GraphSchema.from_graph(graph)
        self.reader = QuestionReader(
            self.schema,
            embedder,
            weights=self.weights,
            cache_size=cache_size,
            type_members=_members(graph) if graph.type_origin.source == "inferred" else None,
        )
        self.planner = Planner(
            self.schema,
            weights=self.weights,
            max_depth=max_depth,
            max_plans=max_plans,
            named_types=graph.type_origin.source != "inferred",
        )
        self.readings_kept = readings_kept
        self._lock = threading.Lock()
        self._readings: OrderedDict[tuple[str, int, str], QuestionReading] = OrderedDict()
        self._steering: dict[tuple[str, int, str], QuestionReading] = {}

    def for_graph(self, graph: Graph) -> HeuristicPolicy:
        """The same policy (embedder and settings) for another graph: the graph of an
        updated index (``DotRAG.from_index`` follows updates through this) or a filtered
        view (:mod:`graphpaths.dotrag.views`)."""
        made = HeuristicPolicy(
            graph,
            self.embedder,
            max_depth=self.max_depth,
            weights=self.weights,
            frontier_names=self.frontier_names,
            first_hop_question=self.first_hop_question,
            max_plans=self.max_plans,
            cache_size=self.cache_size,
            expect_labels=self.expect_labels,
            readings_kept=self.readings_kept,
        )
        made.reader.share_words(self.reader)  # word vectors do not depend on the graph
        return made

    def warmup(self) -> None:
        """Load the reader's word tables now (:meth:`QuestionReader.warmup`), not at the
        first question."""
        self.reader.warmup()

    def cache_info(self) -> dict[str, int]:
        """Entries of the policy's caches and their bounds: question readings and (in the
        reader) word vectors."""
        with self._lock:
            readings = len(self._readings)
        return {
            "readings": readings,
            "readings_capacity": self.readings_kept,
            **self.reader.cache_info(),
        }

    # -- reading a question --------------------------------------------------------------------
    def read(self, query: str, anchor: int, anchor_name: str) -> QuestionReading:
        """Mentions, answer type and ranked plans of ``query`` from ``anchor`` (cached)."""
        key = (query, anchor, anchor_name)
        steered = self._steering.get(key)
        if steered is not None:
            return steered
        with self._lock:
            cached = self._readings.get(key)
            if cached is not None:
                self._readings.move_to_end(key)
                return cached
        reading = self._read(query, anchor, anchor_name)
        with self._lock:
            self._readings[key] = reading
            while len(self._readings) > self.readings_kept:
                self._readings.popitem(last=False)
        return reading

    def steered(
        self, query: str, anchor: int, anchor_name: str, plan: LabelPath
    ) -> HeuristicPolicy:
        """This policy deciding ``query`` from ``anchor`` by ``plan`` (one of its reading's
        plans) instead of its own best plan; every other question as before. It shares the
        caches; ``self`` is unchanged (an LLM's pick among plans steers one question only).

        Example:
            >>> from graphpaths.graph import GraphBuilder
            >>> b = GraphBuilder()
            >>> for h, l, t, ty in [("Kismet", "directed_by", "Dieterle", "person"),
            ...                     ("Kismet", "release_year", "1944", "year")]:
            ...     _ = b.add_entity(h, types=["movie"])
            ...     _ = b.add_entity(t, types=[ty])
            ...     _ = b.add_relation(h, t, l)
            >>> policy = HeuristicPolicy(b.build(), None)
            >>> q = "who directed Kismet"
            >>> reading = policy.read(q, 0, "Kismet")
            >>> reading.plans[0].labels
            ('directed_by',)
            >>> year = next(p for p in reading.plans if p.labels == ("release_year",))
            >>> policy.steered(q, 0, "Kismet", year).read(q, 0, "Kismet").plans[0].labels
            ('release_year',)
            >>> policy.read(q, 0, "Kismet").plans[0].labels
            ('directed_by',)
        """
        key = (query, anchor, anchor_name)
        reading = self.read(query, anchor, anchor_name)
        if plan not in reading.plans:
            raise ConfigError(f"plan: not a plan of this question's reading: {plan!r}")
        # first, and scored above the rest, since rankings compare plan scores
        top = max(p.score for p in reading.plans)
        first = dataclasses.replace(plan, score=max(plan.score, top + 1.0))
        plans = (first, *(p for p in reading.plans if p != plan))
        made = copy.copy(self)
        made._steering = {**self._steering, key: dataclasses.replace(reading, plans=plans)}
        return made

    def _read(self, query: str, anchor: int, anchor_name: str) -> QuestionReading:
        words = self.reader.read(query, anchor_name)
        anchor_types = [self.graph.type_index(t) for t in self.graph.types_of(anchor)]
        # "Who leads X" reads ``leads`` from its tail X back to the head; a verb reaching
        # from elsewhere ("who starred in the films X directed") keeps its tail.
        also = words.answer_also if words.answer and words.answer[0] in anchor_types else None
        answer = words.answer
        shared = words.shared if anchor_types else None
        if shared is not None:
            # "who is on the same team as X": people like X, through a team they share
            answer, also = (anchor_types[0], 1.0), None
        plans = self.planner.plans(
            anchor_types,
            words.mentions,
            words.order,
            answer,
            words.groups,
            answer_also=also,
            shared=shared,
            answer_labels=words.answer_labels,
        )
        return QuestionReading(
            residue=words.residue,
            mentions=words.mentions,
            answer_type=None if answer is None else self.schema.type_names[answer[0]],
            plans=tuple(plans),
        )

    def hop_query(self, label: str, tail_type: str) -> str:
        """The semantic query of a hop over ``label``: its words, then its tail type."""
        return hop_query(label, tail_type)

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
        rather than bet on the largest; otherwise a
        :class:`~graphpaths.dotrag.policy.ScoredRanking` whose ``margin`` is the best plan's
        score over the second best.
        """
        reading = self.read(query, anchor.entity, anchor.name)
        scores = []
        for t in trajectories:
            plan = best_plan(reading.plans, [t.type_name], [name for name, _ in t.labels])
            scores.append(plan.score if plan is not None else float("-inf"))
        order = sorted(
            range(len(trajectories)), key=lambda i: (-scores[i], -trajectories[i].size, i)
        )
        top = scores[order[0]] if order else float("-inf")
        tied = sum(1 for s in scores if s == top) if top != float("-inf") else 1
        if tied > 1:
            return TiedRanking(order, tied=tied)
        if top == float("-inf") or len(order) < 2:
            return ScoredRanking(order, margin=0.0 if top == float("-inf") else math.inf)
        runner_up = scores[order[1]]
        return ScoredRanking(
            order, margin=math.inf if runner_up == float("-inf") else top - runner_up
        )

    def plan_first_hops(
        self, query: str, trajectory: TrajectoryOption, continuation_types: Sequence[str]
    ) -> FirstHopPlan:
        """Hop 1 towards the plan's first type, queried by the question or by the anchor's
        name and the plan's label (every hop-1 relation names the anchor, so the name
        lifts them all above the similarity cut). Hop 2 is planned here only when
        ``frontier_names`` is 0; otherwise :meth:`decide` continues once the retained
        frontier is known."""
        reading = self.read(query, trajectory.anchor, trajectory.anchor_name)
        plan = best_plan(
            reading.plans, [trajectory.type_name], [name for name, _ in trajectory.labels]
        )
        if plan is None:
            return FirstHopPlan(query=query)
        continuations: tuple[TypeQuery, ...] = ()
        if (
            self.frontier_names == 0
            and len(plan.types) >= 2
            and plan.types[1] in continuation_types
        ):
            continuations = (
                TypeQuery(
                    type_name=plan.types[1],
                    query=plan.queries[1],
                    labels=self._expected(reading, plan, 1),
                ),
            )
        first = query if self.first_hop_question else f"{trajectory.anchor_name} {plan.queries[0]}"
        return FirstHopPlan(
            query=first, continuations=continuations, labels=self._expected(reading, plan, 0)
        )

    def _expected(self, reading: QuestionReading, plan: LabelPath, hop: int) -> tuple[str, ...]:
        """The label hop ``hop`` (0-based) of ``plan`` expects, when the question mentions
        it (the search then keeps that label's relations only); else none."""
        if not self.expect_labels:
            return ()
        label = plan.labels[hop]
        return (label,) if label in reading.mentions else ()

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
                        type_name=plan.types[d],
                        query=self._with_frontier(plan.queries[d], state),
                        labels=self._expected(reading, plan, d),
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
