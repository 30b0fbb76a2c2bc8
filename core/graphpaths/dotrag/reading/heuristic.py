"""HeuristicPolicy: DotRAG's decisions without an LLM, from the question's readings.

The policy reads a question from each candidate anchor with the
:class:`~graphpaths.dotrag.reading.reader.Reader`: every label path from the anchor (per hop a
label, its direction and the type reached) scored by one fitted function, with a
calibrated probability. It then answers every decision of the search from those readings:

- **Which readings.** Readings that lead nowhere from the anchor are dropped (the
  :class:`~graphpaths.dotrag.reading.label_walks.LabelWalker` walks them) and the probabilities
  renormalised over the rest. The best reading is always searched; of the
  :attr:`Hedge.candidates` most probable, runner-ups are added while one raises the
  expected F-measure of what they retrieve (:func:`~graphpaths.dotrag.reading.hedging.hedge`;
  recall weighs :attr:`Hedge.beta` times precision, by the best reading's length), at most
  :attr:`Hedge.readings` in all. Hedging costs precision and buys recall on wording the
  reader is unsure of; the budget (10,000 tokens by default) holds far more than one
  reading's answers.
- **Which trajectories.** The first-hop types of the kept readings, best first (tied, so
  the search keeps them all: :class:`~graphpaths.dotrag.protocol.policy.TiedRanking`).
- **Each hop.** The kept readings through the branch so far name the hop's labels and
  directions (exclusive: a hop with none of them keeps nothing); readings going on to
  different types become branches of their own
  (:attr:`~graphpaths.dotrag.protocol.policy.Continue.also`). Hop 1's semantic query is the
  question (its embedding is cached already); a later hop's is the label in words and its
  usual tail type, which depend on the graph alone (:meth:`HeuristicPolicy.hop_queries`: a
  retriever embeds them once, when it warms up, so a question's model calls are its own
  text and its words new to the reader). ``frontier_names=N`` puts the names of a
  retained frontier of at most N entities in front (a model call at most later hops).
- **Chains.** When the question chains possessives and prepositional phrases around the
  anchor ("the nationality of X's children's children", "the ships from the yards in X"), readings walking fewer hops than the
  chain has links are :data:`SHORT_OF_CHAIN` times less probable; so are, when it asks
  for what shares something with the anchor ("the same team as X", "who co-wrote songs
  with X"), readings that never come back along the label they went out on. When
  readings leave a word past the chain unsaid ("where did the founder of X grow up"),
  the readings hedging would search were those :data:`PAST_CHAIN` times less probable
  are searched too, after the best one.
- **Confidence.** A branch stops with the probability of every reading it follows, so
  each path carries its reading's probability (times the anchor's confidence) and the
  paths come back in that order.

Nothing in the policy names a relation, a dataset or an English construction: the reader
knows the graph's schema and lexicon, and general English
(:mod:`graphpaths.dotrag.reading.english`). Zero LLM calls.

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
import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from graphpaths.dotrag.protocol.policy import (
    Abstains,
    Continue,
    Decision,
    FirstHopPlan,
    GraphHopQueries,
    Policy,
    ScoredRanking,
    Steps,
    Stop,
    TiedRanking,
    TypeQuery,
    WeighsOneHop,
)
from graphpaths.dotrag.protocol.types import (
    AnchorOption,
    NotFound,
    SearchState,
    TrajectoryOption,
)
from graphpaths.dotrag.reading.abstention import (
    EVIDENCE_READINGS,
    AbstentionWeights,
    AnchorSignals,
    load_abstention_weights,
    not_held,
    reading_evidence,
)
from graphpaths.dotrag.reading.english import STOPWORDS, WH_WORDS
from graphpaths.dotrag.reading.hedging import Candidate, hedge, load_beta_by_hops
from graphpaths.dotrag.reading.inventory import HopInventory
from graphpaths.dotrag.reading.label_walks import ANCHORS_KEPT, Adjacency, LabelWalker
from graphpaths.dotrag.reading.lexicon import Lexicon
from graphpaths.dotrag.reading.reader import (
    ReaderWeights,
    WordExplanation,
    hop_query,
    load_reader_weights,
    reader_for_graph,
)
from graphpaths.dotrag.reading.schema import LabelPath
from graphpaths.dotrag.reading.values import (
    COUNTED_HELD,
    asks_value,
    counted,
    names_value,
    value_types,
)
from graphpaths.errors import ConfigError
from graphpaths.lru import LRUCache
from graphpaths.records import copied
from graphpaths.validation import check_int, check_number

if TYPE_CHECKING:
    from graphpaths.embeddings import Embedder
    from graphpaths.graph import Graph

__all__ = [
    "STOPWORDS",
    "WH_WORDS",
    "Hedge",
    "HeuristicPolicy",
    "LabelPath",
    "QuestionReading",
    "best_plan",
]

#: Question readings kept (keyed by question and anchor; a search reads one several times,
#: so they serve the questions in flight and ones asked again).
READINGS_KEPT = 256
#: Readings checked against the graph per question and anchor, best first: the rest carry
#: next to no probability.
READINGS_CHECKED = 64
#: When none of the first READINGS_CHECKED readings leads anywhere from the anchor, the next
#: READINGS_CHECKED are checked, and so on, up to this many in all (scale66): the reader
#: ranks walks from the anchor's types, and on a large graph whose types are broad (an
#: untyped graph's inferred types over some forty labels: thousands of walks) the best of
#: them may all start with labels this anchor lacks, though readings of its own relations
#: lead. Checked only then: an anchor some reading of which leads keeps its readings. Not
#: fitted: a bound on the cost (16 blocks; the large sets' anchors have a median of ~4,000).
READINGS_CHECKED_AT_MOST = 1024
#: :meth:`HeuristicPolicy._worded_longer` (chain52): a best reading whose word evidence (the
#: reader's ``support`` + ``answer``) is below ``WORDED_BEST`` reads the question's words
#: weakly; a longer reading needs ``WORDED_MARGIN`` more evidence to be searched beside it,
#: at most ``WORDED_LONGER`` of them. Chosen together by replaying the readings of the 21
#: fitted dev sets and MetaQA dev (``benchmarks/results/chain52/replay.py``; margin 0.1-0.3 x
#: bound 0.5/1/none x 1-3 readings x a label twice or not): the most 3-hop misses given their
#: gold walk (9) with at most 1 MetaQA dev question touched (each costs its F1: the first
#: try, margin 0.1 alone, touched 73, MetaQA 1-hop F1 -3.5).
#: Kept (rules57-worded, off vs s18-main): check 3-hop recall -5.56, new dev 3-hop recall -0.71.
WORDED_BEST = 0.5
WORDED_MARGIN = 0.25
WORDED_LONGER = 2
#: How much less probable a reading is for stopping short of the chain of possessives and
#: "of" phrases the question spells out from its anchor ("X's dad's father": two hops at
#: least; :mod:`~graphpaths.dotrag.reading.chains`): English names each link of such a
#: chain, so a shorter walk leaves a named relation unwalked. Chosen among 1, 0.1 and
#: 0.01 on the 22 development kgqa sets' 40 chain questions (2-3 hops, two links or more)
#: as the one walking most of them as far as asked (14, 23, 26 of 40; recall 74.1, 87.8,
#: 88.8) while the pooled 2-3-hop F1 falls by at most 0.5 points (0.17; on the 40: 34.7,
#: 31.8, 30.3).
SHORT_OF_CHAIN = 0.01
#: How much less probable a reading is, when choosing the readings searched beside the
#: best one, for stopping at or before the end of the chain while a word outside the chain
#: (naming neither the answer nor the anchor) is said by none of its hops ("where did the
#: founder of X grow up": the founder, then where she grew up; :attr:`LabelPath.past_chain`).
#: Those readings are added, never put first: such a word at times says no relation at
#: all. kg46's and chain48's value for the rule as a reordering (0.1 and 0.3 tied there on
#: fitted dev 3-hop recall, 0.3 kept the 3-hop F1).
#: Kept (rules57-past, off vs s18-main): check 3-hop recall -2.22, held out 3-hop recall -0.86.
PAST_CHAIN = 0.3


def _ordered(readings: Sequence[LabelPath]) -> tuple[LabelPath, ...]:
    """``readings`` most probable first, their probabilities normalised. A reading is its
    steps; the types it passes are what the graph holds there, so readings with the same
    steps through other types share one probability (the first of equals first)."""
    total = sum(p.probability for p in readings)
    mass: dict[Steps, float] = {}
    for p in readings:
        mass[p.steps] = mass.get(p.steps, 0.0) + (p.probability / total if total else 0.0)
    first = {steps: k for k, steps in enumerate(mass)}
    return tuple(
        sorted(
            (copied(p, probability=mass[p.steps]) for p in readings),
            key=lambda p: (-p.probability, first[p.steps]),
        )
    )


def _explained(words: Sequence[WordExplanation], word: str) -> float:
    """How well the graph explains ``word`` among ``words`` (0: not among them)."""
    return max((w.explained for w in words if w.word == word), default=0.0)


def _returns(steps: Sequence[tuple[str, bool]]) -> bool:
    """Whether a hop of a walk goes back along the label the hop before it went out on
    (anywhere: "the stadiums of clubs sharing a coach with X" goes on from what shares it)."""
    return any(b == (a[0], not a[1]) for a, b in itertools.pairwise(steps))


@dataclass(frozen=True, kw_only=True)
class Hedge:
    """Which of a question's readings the heuristic policy searches: those maximising the
    expected F-measure of what they retrieve (:func:`~graphpaths.dotrag.reading.hedging.hedge`),
    with ``beta`` from the hedge file (:func:`~graphpaths.dotrag.reading.hedging.load_beta_by_hops`:
    recall on unseen wording at a cost in F1; the file says how it was chosen).

    Attributes:
        beta: Recall weighs ``beta`` times precision in the expected F-measure (0: the
            best reading alone), by the length of the best reading (1, 2, 3 or more hops):
            a question read as one hop asks for few entities, where a peer's precision is
            hard to beat; a longer one reaches many, and a miss costs its whole walk.
        readings: At most this many readings searched.
        candidates: The most probable readings considered.
    """

    beta: tuple[float, float, float] = field(default_factory=load_beta_by_hops)
    readings: int = 8
    candidates: int = 12

    def __post_init__(self) -> None:
        if not isinstance(self.beta, tuple) or len(self.beta) != 3:
            raise ConfigError(
                f"Hedge.beta: expected three numbers (1, 2, 3 hops), got {self.beta!r}"
            )
        for b in self.beta:
            check_number("Hedge", "beta", b, low=0.0)
        check_int("Hedge", "readings", self.readings)
        check_int("Hedge", "candidates", self.candidates)


@dataclass(frozen=True, kw_only=True)
class QuestionReading:
    """What the policy read in a question, for one anchor (see
    :meth:`HeuristicPolicy.read`)."""

    #: The question's content words, without the anchor's name.
    residue: tuple[str, ...]
    #: Every reading that leads somewhere from the anchor, best first, with its
    #: probability among them.
    plans: tuple[LabelPath, ...]
    #: The readings searched (:class:`Hedge`), best first.
    kept: tuple[LabelPath, ...] = ()

    @property
    def answer_type(self) -> str | None:
        """The type the best reading ends at."""
        return self.plans[0].types[-1] if self.plans else None


def best_plan(
    plans: Sequence[LabelPath], types: Sequence[str], labels: Sequence[str] = ()
) -> LabelPath | None:
    """The first of ``plans`` starting with ``types`` (and a first label among ``labels``,
    if given)."""
    n = len(types)
    for plan in plans:
        if plan.types[:n] == tuple(types) and (not labels or plan.labels[0] in labels):
            return plan
    return None


class HeuristicPolicy(Policy, Abstains, GraphHopQueries, WeighsOneHop):
    """Deterministic decisions from the question's readings; zero LLM calls.

    Args:
        graph: The graph searched.
        embedder: Embeds words and phrases (cached); ``None`` reads by word stems alone.
        max_depth: Longest reading.
        weights: The reader's weights (:class:`~graphpaths.dotrag.reading.reader.ReaderWeights`).
        lexicon: The words people use for each label and type (``None``: the labels' and
            types' own words).
        hedge: Which readings are searched (:class:`Hedge`).
        frontier_names: From hop 2 on, a retained frontier of at most this many entities
            puts their names in front of the hop's query. 0 (default): never, so hop
            queries depend on the graph alone and are embedded once; 3 (the earlier
            default) costs a model call on most multi-hop questions and retrieved the same
            sets on all but 7 of 4,158 kgqa and MetaQA dev questions (BENCHMARKS.md, Speed).
        first_hop_question: Hop 1's query is the question (default; its embedding is
            cached already), else the anchor's name followed by the reading's hop query.
        cache_size: Word vectors kept.
        readings_kept: Question readings kept, least recently used dropped first.
        abstention: The model that says when the graph does not hold what a question asks
            (:class:`~graphpaths.dotrag.reading.abstention.AbstentionWeights`; ``None``: the
            library's fitted file).
        adjacency: The graph's undirected CSR adjacency (a
            :class:`~graphpaths.reachability.ReachabilityMap`'s ``indptr``, ``neighbors``,
            ``relations``): the label walker reads it instead of keys of its own (16 bytes
            a relation; the same walks, slower from hubs). ``DotRAG.from_index`` passes it
            when the search is pushed down.
    """

    name = "heuristic"

    def __init__(
        self,
        graph: Graph,
        embedder: Embedder | None,
        *,
        max_depth: int = 3,
        weights: ReaderWeights | None = None,
        lexicon: Lexicon | None = None,
        hedge: Hedge | None = None,
        frontier_names: int = 0,
        first_hop_question: bool = True,
        cache_size: int = 50_000,
        readings_kept: int = READINGS_KEPT,
        abstention: AbstentionWeights | None = None,
        adjacency: Adjacency | None = None,
    ) -> None:
        check_int("HeuristicPolicy", "max_depth", max_depth)
        check_int("HeuristicPolicy", "readings_kept", readings_kept, low=0)
        check_int("HeuristicPolicy", "frontier_names", frontier_names, low=0)
        check_int("HeuristicPolicy", "cache_size", cache_size, low=0)
        if hedge is not None and not isinstance(hedge, Hedge):
            raise ConfigError(f"hedge: expected a Hedge, got {type(hedge).__name__}")
        self.graph = graph
        self.embedder = embedder
        self.max_depth = max_depth
        self.weights = weights or load_reader_weights()
        self.lexicon = lexicon
        self.hedge = hedge or Hedge()
        self.frontier_names = frontier_names
        self.first_hop_question = first_hop_question
        self.cache_size = cache_size
        self.readings_kept = readings_kept
        self.abstention = abstention or load_abstention_weights()
        self.reader = reader_for_graph(
            graph,
            embedder,
            lexicon=lexicon,
            weights=self.weights,
            max_depth=max_depth,
            cache_size=cache_size,
        )
        self.schema = self.reader.schema
        self.walker = LabelWalker(graph, adjacency=adjacency)
        self._readings: LRUCache[tuple[str, int, str], QuestionReading] = LRUCache(readings_kept)
        self._steering: dict[tuple[str, int, str], QuestionReading] = {}
        self._values: frozenset[str] | None = None
        self._inventory: HopInventory | None = None

    def for_graph(self, graph: Graph, lexicon: Lexicon | None = None) -> HeuristicPolicy:
        """The same policy (embedder and settings) for another graph: the graph of an
        updated index (``DotRAG.from_index`` follows updates through this, with the index's
        ``lexicon``) or a filtered view (:mod:`graphpaths.dotrag.index.views`: this policy's
        lexicon, bound to the view's graph, its type words kept only for the types the view
        holds with the same roles: :meth:`~graphpaths.dotrag.reading.lexicon.Lexicon.for_part`)."""
        if lexicon is None and isinstance(self.lexicon, Lexicon):
            lexicon = self.lexicon.for_part(graph, self.graph)
        made = HeuristicPolicy(
            graph,
            self.embedder,
            max_depth=self.max_depth,
            weights=self.weights,
            lexicon=lexicon if lexicon is not None else self.lexicon,
            hedge=self.hedge,
            frontier_names=self.frontier_names,
            first_hop_question=self.first_hop_question,
            cache_size=self.cache_size,
            abstention=self.abstention,
            readings_kept=self.readings_kept,
        )
        made.reader.share_words(self.reader)  # word vectors do not depend on the graph
        return made

    def warmup(self) -> None:
        """Load the reader's word and phrase vectors (:meth:`~graphpaths.dotrag.reading.reader.Reader.warmup`) and the label
        walker's keys now, not at the first question."""
        self.reader.warmup()
        self.reader.warm_names(self.graph.names)
        self.walker.warmup()
        self._warm_reaches()
        self._hop_inventory()  # what abstaining reads (by default, abstain="sure")
        self._value_types()

    def _warm_reaches(self) -> None:
        """On a graph whose every entity's reaches the walker keeps (at most
        :data:`~graphpaths.dotrag.reading.label_walks.ANCHORS_KEPT` entities), which
        readings lead anywhere from each entity (:meth:`LabelWalker.reaches`), asked now
        instead of at a question: a question's readings from an anchor are walks of its
        types (:meth:`~graphpaths.dotrag.reading.reader.Reader.walks`), so it asks no new one."""
        graph = self.graph
        if graph.num_entities > ANCHORS_KEPT:
            return
        for anchor in range(graph.num_entities):
            types = [graph.type_index(t) for t in graph.types_of(anchor)]
            self.walker.reaches(anchor, [w.reading.steps for w in self.reader.walks(types)])

    def hop_queries(self) -> tuple[str, ...]:
        """Every later hop's query on this graph (:meth:`Reader.hop_queries
        <graphpaths.dotrag.reading.reader.Reader.hop_queries>`): all it asks with
        ``frontier_names`` 0; otherwise those it asks when the frontier is too large to name."""
        return self.reader.hop_queries()

    def one_hop_odds(self, query: str, anchor: int, anchor_name: str) -> dict[Steps, float]:
        """The probability of each one-hop reading among :meth:`read`'s readings (cached)."""
        plans = self.read(query, anchor, anchor_name).plans
        return {p.steps: p.probability for p in plans if len(p.steps) == 1}

    def cache_info(self) -> dict[str, int]:
        """Entries of the policy's caches and their bounds: question readings and (in the
        reader) word vectors."""
        return {
            "readings": len(self._readings),
            "readings_capacity": self.readings_kept,
            **self.reader.cache_info(),
        }

    # -- reading a question --------------------------------------------------------------------
    def read(self, query: str, anchor: int, anchor_name: str) -> QuestionReading:
        """The readings of ``query`` from ``anchor`` and those searched (cached)."""
        key = (query, anchor, anchor_name)
        steered = self._steering.get(key)
        if steered is not None:
            return steered
        return self._readings.get_or_build(key, lambda: self._read(query, anchor, anchor_name))

    def read_ahead(self, query: str, anchors: Sequence[tuple[int, str]]) -> None:
        """Read ``query`` from each ``(entity, name)`` of ``anchors`` into the readings
        kept (:class:`~graphpaths.dotrag.protocol.policy.ReadsAhead`)."""
        for anchor, anchor_name in anchors:
            self.read(query, anchor, anchor_name)

    def _read(self, query: str, anchor: int, anchor_name: str) -> QuestionReading:
        types = [self.graph.type_index(t) for t in self.graph.types_of(anchor)]
        leading = self._leading(query, anchor, anchor_name, types)
        # a walk stopping before the end of the chain the question spells out is less likely
        # (readings are remade by :func:`copied`: a LabelPath checks nothing in __init__,
        # and the steps it may carry do not depend on its probability)
        links = min(self.reader.chain_links(query, anchor_name, types), self.max_depth)
        if links >= 2:
            leading = [
                copied(p, probability=p.probability * SHORT_OF_CHAIN) if len(p.steps) < links else p
                for p in leading
            ]
        # "the same N as X", "co-wrote with X": what shares X's N, so the walk comes back
        # along the label it went out on; one that does not leaves the way back unwalked
        if links >= 2 and self.reader.asks_shared(query, anchor_name):
            leading = [
                p if _returns(p.steps) else copied(p, probability=p.probability * SHORT_OF_CHAIN)
                for p in leading
            ]
        plans = _ordered(leading)
        kept = self._hedged(plans, anchor)
        # readings leaving a word outside the chain unsaid: a hop past its end. What is
        # searched when they are PAST_CHAIN times less probable is searched too, after the
        # best one, which keeps its place (such a word at times says no relation)
        if any(p.past_chain for p in plans):
            onward = _ordered(
                [
                    copied(p, probability=p.probability * PAST_CHAIN) if p.past_chain else p
                    for p in leading
                ]
            )
            searched = {p.steps for p in (*kept, *self._hedged(onward, anchor))}
            kept = tuple(p for p in plans if p.steps in searched)
        residue = self.reader.words(query, anchor_name)
        kept = self._worded_longer(plans, kept, len(residue))
        return QuestionReading(residue=residue, plans=plans, kept=kept)

    def _leading(
        self, query: str, anchor: int, anchor_name: str, types: Sequence[int]
    ) -> list[LabelPath]:
        """The reader's best readings that lead somewhere from ``anchor``: among its first
        :data:`READINGS_CHECKED`, or, when none of those does, among the first block of
        :data:`READINGS_CHECKED` after them where one does (up to
        :data:`READINGS_CHECKED_AT_MOST`), their probabilities the reader's."""
        blocks = self.reader.read_blocks(
            query, anchor_name, types, block=READINGS_CHECKED, at_most=READINGS_CHECKED_AT_MOST
        )
        for readings in blocks:
            leading = self._leads(anchor, readings)
            # a short block is the last: the reader has no more readings
            if leading or len(readings) < READINGS_CHECKED:
                return leading
        return []

    def _leads(self, anchor: int, readings: Sequence[LabelPath]) -> list[LabelPath]:
        """Those of ``readings`` that reach an entity from ``anchor``."""
        reach = self.walker.reaches(anchor, [p.steps for p in readings])
        return [p for p, leads in zip(readings, reach, strict=True) if leads]

    @staticmethod
    def _worded_longer(
        plans: Sequence[LabelPath], kept: tuple[LabelPath, ...], words: int
    ) -> tuple[LabelPath, ...]:
        """``kept`` and up to :data:`WORDED_LONGER` longer readings the question's words support
        better, when they say little for the best one: the reader's length prior outweighs
        words it reads weakly (an opaque or paraphrased label), so "which counties hold X's
        depots", read as X's depots alone, also walks on to their counties. Only where the
        question has more content words than the best reading has hops, the best's word
        evidence is below :data:`WORDED_BEST`, and a longer one's exceeds it by
        :data:`WORDED_MARGIN`; a walk over one label twice is left out (the same words count
        for both hops). The best reading keeps its place."""
        if not plans or words <= len(plans[0].steps) or plans[0].evidence >= WORDED_BEST:
            return kept
        best = plans[0]
        searched = {p.steps for p in kept}
        longer: dict[Steps, float] = {}
        for p in plans:
            if (
                len(p.steps) > len(best.steps)
                and p.steps not in searched
                and p.evidence > best.evidence + WORDED_MARGIN
                and len({label for label, _ in p.steps}) == len(p.steps)
            ):
                longer.setdefault(p.steps, p.evidence)
        if not longer:
            return kept
        # most evidence first; of equals, the more probable (plans are most probable first)
        searched.update(sorted(longer, key=lambda s: -longer[s])[:WORDED_LONGER])
        return tuple(p for p in plans if p.steps in searched)

    def _hedged(self, plans: Sequence[LabelPath], anchor: int) -> tuple[LabelPath, ...]:
        """The readings to search: the best, and the runner-ups that raise the expected
        F-measure of what is retrieved (:class:`Hedge`), each with every type it passes."""
        h = self.hedge
        shortlist = list(dict.fromkeys(p.steps for p in plans))
        beta = h.beta[min(len(shortlist[0]), 3) - 1] if shortlist else 0.0
        shortlist = shortlist[: h.candidates] if beta > 0 else shortlist[:1]
        if len(shortlist) <= 1:  # the best reading is always searched: nothing to weigh
            return tuple(p for p in plans if p.steps in shortlist)
        probability = {p.steps: p.probability for p in plans}
        candidates = []
        for steps in shortlist:
            frontiers = self.walker.walk(anchor, steps)
            between = frozenset().union(*(f.tolist() for f in frontiers[:-1]))
            ends = frozenset(frontiers[-1].tolist())
            candidates.append(
                Candidate(
                    probability=probability[steps],
                    visited=between | ends | {anchor},
                    ends=ends,
                    between=between,
                )
            )
        kept = {shortlist[i] for i in hedge(candidates, beta=max(beta, 1e-6), limit=h.readings)}
        return tuple(p for p in plans if p.steps in kept)

    def steered(
        self, query: str, anchor: int, anchor_name: str, plan: LabelPath
    ) -> HeuristicPolicy:
        """This policy deciding ``query`` from ``anchor`` by ``plan`` (one of its reading's
        plans) alone instead of its own readings; every other question as before. It shares
        the caches; ``self`` is unchanged (an LLM's pick among plans steers one question
        only).

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
            >>> policy.steered(q, 0, "Kismet", year).read(q, 0, "Kismet").kept[0].labels
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
        first = dataclasses.replace(plan, score=max(plan.score, top + 1.0), probability=1.0)
        plans = (
            first,
            *(dataclasses.replace(p, probability=0.0) for p in reading.plans if p != plan),
        )
        made = copy.copy(self)
        made._steering = {
            **self._steering,
            key: dataclasses.replace(reading, plans=plans, kept=(first,)),
        }
        return made

    def hop_query(self, label: str, tail_type: str) -> str:
        """The semantic query of a hop over ``label``: its words, then its tail type."""
        return hop_query(label, tail_type)

    # -- abstention -----------------------------------------------------------------------------
    def signals(self, query: str, anchor: AnchorOption, *, rough: bool = False) -> AnchorSignals:
        """What the readings of ``query`` from ``anchor`` say of whether the graph holds
        what it asks (:class:`~graphpaths.dotrag.reading.abstention.AnchorSignals`): the
        labels and evidence of the best supported of its
        :data:`~graphpaths.dotrag.reading.abstention.EVIDENCE_READINGS` most probable
        readings that lead somewhere, and how well the relations its readings walk, or the
        types, explain its least explained word where the question asks, and whether it asks
        for a value none of the readings searched ends at; no labels when none leads anywhere.

        ``rough``: without the question-to-labels similarity (a model call; the reader's
        evidence alone, which it only adds to) and with ``value`` 1 when any of the weighed
        readings could be the one searched and ends at no value: the log-odds of these are
        an upper bound on the exact ones' for a model whose
        :attr:`~graphpaths.dotrag.reading.abstention.AbstentionWeights.bounded_roughly`."""
        reading = self.read(query, anchor.entity, anchor.name)
        every = reading.plans
        plans = every[:EVIDENCE_READINGS]
        if not plans:
            return AnchorSignals(anchor.name, (), 0.0, 0.0, "")
        if rough:
            similarities = [0.0] * len(plans)
        else:
            labels = [p.labels for p in plans]
            similarities = self.reader.label_similarities(query, anchor.name, labels)
        values = [reading_evidence(p.evidence, s) for p, s in zip(plans, similarities, strict=True)]
        best = max(range(len(plans)), key=lambda i: (values[i], -i))
        steps = {step for p in every for step in p.steps}
        words = self.reader.explanations(query, anchor.name, steps, self._unheld(anchor.entity))
        lacked = max((w for w in words if w.asked), key=lambda w: w.unheld, default=None)
        least = min((w for w in words if w.asked), key=lambda w: w.explained, default=None)
        answer = min((w.explained for w in words if w.names_answer), default=1.0)
        # how it asks: "how much", "when"; or a noun of a value names the answer ("X's height")
        asks = asks_value(query) or names_value([w.word for w in words if w.names_answer])
        if asks == "how many" and _explained(words, counted(query)) >= COUNTED_HELD:
            asks = ""  # the entities counted answer it ("how many members": the members)
        # rough: the best reading by exact evidence may be any of them
        unheld = bool(asks) and self._ends_at_no_value(
            reading.kept, plans if rough else (plans[best],)
        )
        return AnchorSignals(
            anchor=anchor.name,
            labels=plans[best].labels,
            evidence=values[best],
            asked=least.explained if least is not None else 1.0,
            word=least.word if least is not None else "",
            value=1.0 if unheld else 0.0,
            asks=asks,
            answer_word=answer,
            unheld=lacked.unheld if lacked is not None else 0.0,
            unheld_label=lacked.unheld_label if lacked is not None else "",
        )

    def _unheld(self, entity: int) -> dict[tuple[str, bool], float]:
        """Per hop kind ``entity`` lacks and its peers hold, their share
        (:class:`~graphpaths.dotrag.reading.inventory.HopInventory`, made once per policy)."""
        inventory = self._hop_inventory()
        shares = inventory.unheld(entity)
        return {inventory.kinds[k]: float(shares[k]) for k in np.flatnonzero(shares).tolist()}

    def _log_odds_bound(self, query: str, anchor: AnchorOption) -> float | None:
        """An upper bound on the anchor's log-odds from its readings and the words naming
        the answer only (the rough evidence; ``value`` at its most; the other features at
        the ends of their ranges): None when no reading leads anywhere."""
        reading = self.read(query, anchor.entity, anchor.name)
        plans = reading.plans[:EVIDENCE_READINGS]
        if not plans:
            return None
        asks = asks_value(query) or names_value(self.reader.answer_words(query, anchor.name))
        value = bool(asks) and self._ends_at_no_value(reading.kept, plans)
        evidence = max(reading_evidence(p.evidence, 0.0) for p in plans)
        return self.abstention.at_most(evidence, 1.0 if value else 0.0)

    def _ends_at_no_value(self, kept: Sequence[LabelPath], best: Sequence[LabelPath]) -> bool:
        """Whether what the search would return ends at no value: none of the readings it
        searches (``kept``) ends at a type holding values, or, when it searches none, one of
        the readings that may be the best one (``best``, searched in their place) ends
        elsewhere (:attr:`AnchorSignals.value`)."""
        values = self._value_types()
        if kept:
            return not any(p.types[-1] in values for p in kept)
        return any(p.types[-1] not in values for p in best)

    def _hop_inventory(self) -> HopInventory:
        """The graph's :class:`~graphpaths.dotrag.reading.inventory.HopInventory`, made once."""
        if self._inventory is None:
            self._inventory = HopInventory(self.graph)
        return self._inventory

    def _value_types(self) -> frozenset[str]:
        """The graph's types holding values (:func:`~graphpaths.dotrag.reading.values.value_types`),
        found once per policy: they depend on the graph alone."""
        if self._values is None:
            self._values = value_types(self.graph)
        return self._values

    def unheld(
        self, query: str, anchors: Sequence[AnchorOption], *, sure: bool = False
    ) -> NotFound | None:
        """Why the graph does not hold what ``query`` asks of ``anchors``: none has a
        reading its words support (:mod:`graphpaths.dotrag.reading.abstention`; ``sure``:
        by the model's stricter ``sure_threshold``); None when one has. An anchor whose
        rough signals (no model call) already stay below the threshold answers None first."""
        model = self.abstention
        limit = model.threshold_for(sure=sure)
        if limit is None or not anchors:
            return None
        if model.bounded_roughly:
            # first by the readings alone (no word evidence), then by the rough signals
            bounds = (self._log_odds_bound(query, a) for a in anchors)
            if any(b is not None and b < limit for b in bounds):
                return None
            for a in anchors:
                rough = self.signals(query, a, rough=True)
                if rough.labels and model.log_odds(rough) < limit:
                    return None
        return not_held([self.signals(query, a) for a in anchors], model, sure=sure)

    # -- the Policy protocol -----------------------------------------------------------------
    def rank_anchors(self, query: str, anchors: Sequence[AnchorOption]) -> list[int]:
        """Anchors whose best reading scores higher first; ties keep the offered order."""
        scores = []
        for a in anchors:
            plans = self.read(query, a.entity, a.name).plans
            scores.append(plans[0].score if plans else float("-inf"))
        return sorted(range(len(anchors)), key=lambda i: (-scores[i], i))

    def rank_trajectories(
        self, query: str, anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
    ) -> list[int]:
        """Trajectories by the best reading through their type and the anchor's labels
        (equal ones by size, the larger first). When the kept readings start through
        several trajectories, a :class:`~graphpaths.dotrag.protocol.policy.TiedRanking` of them, so
        the search keeps them all; otherwise a
        :class:`~graphpaths.dotrag.protocol.policy.ScoredRanking` whose ``margin`` is the best
        reading's score over the best through another trajectory."""
        reading = self.read(query, anchor.entity, anchor.name)
        scores, hedged = [], []
        for t in trajectories:
            labels = [name for name, _ in t.labels]
            plan = best_plan(reading.plans, [t.type_name], labels)
            scores.append(plan.score if plan is not None else float("-inf"))
            hedged.append(best_plan(reading.kept, [t.type_name], labels) is not None)
        order = sorted(
            range(len(trajectories)),
            key=lambda i: (not hedged[i], -scores[i], -trajectories[i].size, i),
        )
        tied = sum(hedged)
        if tied > 1:
            return TiedRanking(order, tied=tied)
        top = scores[order[0]] if order else float("-inf")
        if top == float("-inf") or len(order) < 2:
            return ScoredRanking(order, margin=0.0 if top == float("-inf") else math.inf)
        runner_up = scores[order[1]]
        return ScoredRanking(
            order, margin=math.inf if runner_up == float("-inf") else top - runner_up
        )

    def plan_first_hops(
        self, query: str, trajectory: TrajectoryOption, continuation_types: Sequence[str]
    ) -> FirstHopPlan:
        """Hop 1 over the first labels (and directions) of the kept readings through
        ``trajectory`` (else of its best reading), queried by the question or by the
        anchor's name and the reading's hop query. Hop 2 is planned here only when
        ``frontier_names`` is 0; otherwise :meth:`decide` continues once the retained
        frontier is known."""
        reading = self.read(query, trajectory.anchor, trajectory.anchor_name)
        labels = [name for name, _ in trajectory.labels]
        through = [
            p for p in reading.kept if p.types[0] == trajectory.type_name and p.labels[0] in labels
        ]
        if not through:
            plan = best_plan(reading.plans, [trajectory.type_name], labels)
            if plan is None:
                return FirstHopPlan(query=query)
            through = [plan]
        steps = _unique(p.steps[0] for p in through)
        continuations: tuple[TypeQuery, ...] = ()
        if self.frontier_names == 0:
            continuations = tuple(
                self._next_hops(through, 1, continuation_types, None, trajectory.anchor)
            )
        best = through[0]
        first = query if self.first_hop_question else f"{trajectory.anchor_name} {best.queries[0]}"
        return FirstHopPlan(
            query=first,
            continuations=continuations,
            labels=tuple(label for label, _ in steps),
            directions=tuple(f for _, f in steps),
            exclusive=True,
            expected=self._expected(trajectory.anchor, through, 0),
        )

    def _expected(self, anchor: int, readings: Sequence[LabelPath], depth: int) -> int:
        """How many relations ``readings`` walk at hop ``depth`` (0-based) from ``anchor``,
        their steps up to there counted once: what the hop should be allowed to keep."""
        prefixes = {p.steps[: depth + 1] for p in readings if len(p.steps) > depth}
        total = 0
        for steps in prefixes:
            counts = self.walker.relations(anchor, steps)
            total += counts[depth] if len(counts) > depth else 0
        return total

    def _following(self, reading: QuestionReading, state: SearchState) -> list[LabelPath]:
        """The kept readings the branch so far follows (its types, and each hop's label and
        direction among the relations it retained), else the best reading it follows."""
        walked: list[set[tuple[str, bool]]] = []
        g = self.graph
        for hop in state.hops:
            walked.append(
                {
                    (g.label_names[int(g.relation_labels[r])], int(g.heads[r]) == u)
                    for r, u, _, _ in hop.relations
                }
            )
        done = tuple(h.type_name for h in state.hops)

        def follows(p: LabelPath) -> bool:
            n = min(len(p.types), len(done))
            return p.types[:n] == done[:n] and all(p.steps[k] in walked[k] for k in range(n))

        kept = [p for p in reading.kept if follows(p)]
        if kept:
            return kept
        return next(([p] for p in reading.plans if follows(p)), [])

    def _next_hops(
        self,
        following: Sequence[LabelPath],
        depth: int,
        next_types: Sequence[str],
        state: SearchState | None,
        anchor: int,
    ) -> list[TypeQuery]:
        """Per next type, best first, the hop the readings going on through it take."""
        groups: dict[str, list[LabelPath]] = {}
        for p in following:
            if len(p.types) > depth and p.types[depth] in next_types:
                groups.setdefault(p.types[depth], []).append(p)
        out = []
        for type_name, group in groups.items():
            steps = _unique(p.steps[depth] for p in group)
            query = group[0].queries[depth]
            out.append(
                TypeQuery(
                    type_name=type_name,
                    query=query if state is None else self._with_frontier(query, state),
                    labels=tuple(label for label, _ in steps),
                    directions=tuple(f for _, f in steps),
                    exclusive=True,
                    expected=self._expected(anchor, group, depth),
                    leaving=self._leaving(anchor, group, depth, steps),
                )
            )
        return out

    def _leaving(
        self, anchor: int, readings: Sequence[LabelPath], depth: int, steps: Steps
    ) -> tuple[tuple[int, ...], ...]:
        """Per step of ``steps`` (hop ``depth``, 0-based), the entities the ``readings``
        taking it walk it from: where their hops before it reach from ``anchor``."""
        out = []
        for step in steps:
            ends: set[int] = set()
            for p in readings:
                if len(p.steps) > depth and p.steps[depth] == step:
                    frontiers = self.walker.walk(anchor, p.steps[:depth])
                    if len(frontiers) == depth:
                        ends.update(frontiers[-1].tolist() if depth else [anchor])
            out.append(tuple(sorted(ends)))
        return tuple(out)

    def _stop(self, reading: QuestionReading, state: SearchState) -> Stop:
        """Stop, preferring the depths of the readings the branch follows, with the
        probability of every reading it reaches (the shorter ones on its way too)."""
        following = self._following(reading, state)
        depths = {len(p.types) for p in following if len(p.types) <= state.depth}
        reached = {p.steps[: state.depth] for p in following}
        # a reading is on the way when its steps begin a walk reached: one of their prefixes
        on_way = {r[:k] for r in reached for k in range(len(r) + 1)}
        confidences = tuple(
            (p.steps, p.probability)
            for p in reading.plans
            if len(p.steps) <= state.depth and p.steps in on_way
        )
        return Stop(preferred_depths=frozenset(depths or {state.depth}), confidences=confidences)

    def decide(self, query: str, state: SearchState, next_types: Sequence[str]) -> Decision:
        """Go on over the next hop of the readings the branch follows (a branch per next
        type they reach), else stop.

        The next hop's query is the reading's hop query, preceded by the names of the
        retained frontier when it holds at most ``frontier_names`` entities (their
        relations all name one of them, as hop 1's name the anchor), in the order of
        their ids."""
        reading = self.read(query, state.anchor, state.anchor_name)
        following = self._following(reading, state)
        hops = self._next_hops(following, state.depth, next_types, state, state.anchor)
        if hops:
            return Continue(next=hops[0], also=tuple(hops[1:]))
        return self._stop(reading, state)

    def _with_frontier(self, hop_query: str, state: SearchState) -> str:
        if not state.hops or self.frontier_names == 0:
            return hop_query
        # In the order of the entities' ids, not their numbers: a graph read from a store
        # numbers its entities in another order than the file it was loaded from.
        ids = self.graph.entity_ids
        frontier = sorted({v for _, _, v, _ in state.hops[-1].relations}, key=lambda v: ids[v])
        if not frontier or len(frontier) > self.frontier_names:
            return hop_query
        return ", ".join(self.graph.names[v] for v in frontier) + " " + hop_query

    def review(self, query: str, state: SearchState) -> Stop:
        return self._stop(self.read(query, state.anchor, state.anchor_name), state)


def _unique(steps: object) -> Steps:
    """``steps`` once each, in their order."""
    return tuple(dict.fromkeys(steps))  # type: ignore[call-overload]
