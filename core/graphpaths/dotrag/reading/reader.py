"""The question reader: every reading of a question from an anchor, scored by one function.

A *reading* is a walk over the graph's schema from the anchor's types: per hop a relation
label, the direction it is walked (from the triple's head to its tail, or back) and the
type reached (:class:`~graphpaths.dotrag.reading.schema.LabelPath`). :class:`Reader` enumerates
every reading of 1..``max_depth`` hops (:class:`~graphpaths.dotrag.reading.schema.GraphSchema`)
and scores each against the question with one linear function of a few features
(:data:`FEATURES`), whose weights were fitted on data (:class:`ReaderWeights`, loaded from
the versioned file :data:`WEIGHTS_FILE` that ``benchmarks/reader/fit_reader.py`` writes with
its provenance: the sets, the commit, the objective and the held-out figures). Nothing
here names a relation, a graph or an English construction; what it knows of English is
:mod:`graphpaths.dotrag.reading.english`.

1. **Words.** The anchor's mention is removed and the rest tokenised; function words
   drop out. Each remaining word is also read in its singular and dictionary form, and
   with each neighbour as a two-word phrase ("reports to").
2. **What each word may mean.** Every word is compared with the phrases people use for
   each label in each direction (the graph lexicon, :mod:`graphpaths.dotrag.reading.lexicon`:
   "kids" for ``children`` walked forward, "parent" backward; each phrase weighed by its
   source) and with the label's own words, by embedding similarity and shared stems; and
   with the words of every type (and, for types inferred from relation roles, the mean
   vector of some member names).
3. **Features of a reading.** Its hops are aligned to distinct words, best match first
   (a hop walking the previous one's label straight back needs no word of its own:
   "films that share a director with X"). Then:

   - ``support``: how well the aligned words match their hops (summed);
   - ``unsupported``: hops no word supports;
   - ``missed``: words left over that match some label of the graph: evidence of a hop
     the reading does not walk;
   - ``answer``: how well the words where a question names what it asks for (the
     interrogative and the word after it, or the first words of a request) match the type
     the reading ends at;
   - ``voice``: whether a verb's subject and object agree with the hop's direction ("who
     reports to X" walks ``reports_to`` back; "the team led by X" forward);
   - ``returns``, ``two_hops``, ``three_hops``: the walk's shape (``returns``: hops walked
     straight back that no word of their own supports);
   - ``types``: words naming a type (better than any label) that the walk leaves from,
     passes or ends at, less those naming a type it does not ("the same team as X" walks
     through a team; "the film X" names where every walk from X starts);
   - ``marked_returns``: hops walked straight back for which a word is left that names no
     label and no type ("share", "same", "in common"): English marks a walk there and
     back, where a hop to elsewhere needs a word for its relation;
   - ``answer_hop``: how well the words naming the answer match the walk's last hop (a
     noun for a relation names its end: "which directors", "who are the screenwriters");
   - ``first_near`` / ``last_near``: whether, of the words aligned to the walk, the first
     hop's stands nearest the anchor's name and the last hop's nearest where the question
     asks ("the ships built by the yard of X were sailed by whom": the yard first,
     sailed last), +1 or -1 (0 with fewer than two words);
   - ``two_hops_words`` / ``three_hops_words``: on a walk of two or three hops, how many
     words the question has besides those naming the answer (at most
     :data:`MAX_WALK_WORDS`): each hop is said in a word or two, so a longer question asks
     for a longer walk, even where no word matches a label ("where are X's bandmates from").

4. **Score and probability.** The score is the weights' dot product with the features;
   the probability of a reading is a softmax of the anchor's scores at the fitted
   temperature, calibrated on held-out data. Each reading also says whether it stops at
   or before the end of the chain around the anchor while a word outside the chain that
   names neither the answer nor the anchor is said by none of its hops
   (:attr:`~graphpaths.dotrag.reading.schema.LabelPath.past_chain`; "where did the founder
   of X grow up": the founder, then where she grew up). The policy weighs it; it is no
   feature, so the fitted weights need no refit.

Example (no embedder: words are read by their stems alone):
    >>> from graphpaths.dotrag.reading.schema import GraphSchema
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> for h, l, t in [("Ann", "reports_to", "Bob"), ("Bob", "reports_to", "Cyd"),
    ...                 ("Bob", "leads", "Data Team")]:
    ...     _ = b.add_relation(h, t, l, create_entities=True)
    >>> reader = Reader(GraphSchema.from_graph(b.build()), None)
    >>> [p.steps for p in reader.read("who reports to Bob", "Bob", [0])[:1]]
    [(('reports_to', False),)]
    >>> [p.steps for p in reader.read("whom does Bob report to", "Bob", [0])[:1]]
    [(('reports_to', True),)]
"""

from __future__ import annotations

import dataclasses
import functools
import math
import threading
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from graphpaths.dotrag.reading.chains import (
    LINK_WORDS,
    chain_links,
    outside_chain,
    shared_before,
    shared_links,
)
from graphpaths.dotrag.reading.english import (
    AGENT_PREPOSITION,
    AGENT_WH_WORDS,
    AUXILIARIES,
    COPULAS,
    DETERMINERS,
    PAST_ENDING,
    PREPOSITIONS,
    RELATIONAL_PREPOSITION,
    RELATIVE_PRONOUNS,
    STOPWORDS,
    TYPED_WH_WORDS,
    WH_MEANINGS,
    WH_WORDS,
    consonants_kept,
    content_words,
    contracts,
    noun_use,
    passive_use,
    shares_stem,
    verb_phrase,
)
from graphpaths.dotrag.reading.kinship import spell_out_kinship
from graphpaths.dotrag.reading.lexicon import Direction, Lexicon
from graphpaths.dotrag.reading.mentions import find_mentions
from graphpaths.dotrag.reading.schema import ROUND_TRIP_FAN, GraphSchema, LabelPath, SchemaStep
from graphpaths.dotrag.reading.text import (
    inflections,
    is_dictionary_word,
    possessives,
    tokens,
    word_forms,
)
from graphpaths.dotrag.reading.weights_file import read_weights_file
from graphpaths.errors import ConfigError
from graphpaths.graph import label_words
from graphpaths.lru import LRUCache
from graphpaths.records import copied
from graphpaths.word_table import join_parts

if TYPE_CHECKING:
    from graphpaths.embeddings import Embedder
    from graphpaths.graph import Graph

__all__ = [
    "FEATURES",
    "WEIGHTS_FILE",
    "WEIGHTS_FORMAT",
    "Reader",
    "ReaderWeights",
    "WordExplanation",
    "hop_query",
    "load_reader_weights",
    "reader_for_graph",
]

FloatArray = npt.NDArray[np.float32]
#: Per walk, its features (one row each) and whether it stops short of a word outside the
#: chain (:func:`_past_chain`).
_Rows = tuple[npt.NDArray[np.float64], npt.NDArray[np.bool_]]

#: The features of a reading, in the order of :meth:`ReaderWeights.vector`.
FEATURES: tuple[str, ...] = (
    "support",
    "unsupported",
    "missed",
    "answer",
    "voice",
    "returns",
    "two_hops",
    "three_hops",
    "types",
    "marked_returns",
    "answer_hop",
    "first_near",
    "last_near",
    "two_hops_words",
    "three_hops_words",
)
# No degenerate features: "how much better another type names the answer" (answer_other,
# fitted until 2026-12) was dropped, since answer + answer_other is the same for every
# reading of a question and a softmax over them sees only their difference.

#: The library's weights file (package data beside this module), written by
#: ``benchmarks/reader/fit_reader.py``.
WEIGHTS_FILE = "reader_weights.json"
#: The layout :func:`load_reader_weights` reads.
WEIGHTS_FORMAT = "graphpaths-reader-weights/1"
#: Words counted for the walk's length (``two_hops_words``, ``three_hops_words``).
MAX_WALK_WORDS = 5
#: Content words read per question (the first ones): a bound for text that is no question.
MAX_WORDS = 48
#: An embedding similarity at or below this says nothing (unrelated words sit at 0.2-0.35
#: for sentence embedders such as all-MiniLM-L6-v2); above it, evidence grows linearly to 1.
SIMILARITY_FLOOR = 0.35
#: Similarity granted to two words sharing a stem ("directors" / "directed").
STEM_SIMILARITY = 0.8
#: A hop whose best word reaches less evidence than this counts as unsupported.
SUPPORTED = 0.25
#: Evidence of a word that is one word of a longer phrase whose other words are not beside
#: it: a set step below a whole match (1), not fitted (it sits inside the features).
PARTIAL_PHRASE = 0.9
#: Words of the noun phrase read after an interrogative ("which main language"): a bound
#: on a noun phrase's length (English noun phrases with their modifiers rarely run longer).
NOUN_PHRASE_WORDS = 3
#: Words that follow a whole noun phrase and never start a verb's object (:func:`_modifiers`).
HEAD_FOLLOWERS = COPULAS | AUXILIARIES | {RELATIONAL_PREPOSITION}
#: Words that end a run of content words but head no noun phrase: the prepositions.
NOT_HEADS = PREPOSITIONS
#: Most evidence an interrogative also said of groups (:data:`~graphpaths.dotrag.reading.
#: english.AGENT_WH_WORDS`), naming the answer alone, gives a type. Its nouns reach 0.21-0.33
#: on inferred types, but 1 on a type named "person", which outweighed the words of a
#: relation whose answer is a firm. Chosen on typed copies of 11 readable dev sets (1-hop
#: recall up), company and MetaQA dev (not down): 0.3 on every "who": MetaQA dev 2-hop -1.9;
#: 0.6: -0.7; 0.6 only where the pronoun alone names the answer: MetaQA dev recall equal.
#: Kept (rules57-agent, off vs s18-main): held out 1-hop and 2-hop recall -0.22 each.
AGENT_WH_EVIDENCE = 0.6
#: Decimals a reading's score is rounded to before readings are ordered and weighed (as
#: :attr:`LabelPath.score` reports it): readings the reader scores alike (the same features,
#: summed in another order) differ by ~1e-15, and an order by that rounding hinges on the CPU
#: (a runner-up of four such readings searched or not); on the grid they tie, and ties go by
#: length, rarity and position.
SCORE_DECIMALS = 6
#: Member names per type that make an inferred type's prototype.
PROTOTYPE_MEMBERS = 40
#: Sets of anchor types whose walks a reader keeps (:meth:`Reader.walks`).
WALK_TABLES_KEPT = 256
#: Question words whose matches by form and stem a reader keeps (:class:`_WordMatch`).
WORD_MATCHES_KEPT = 4096
#: (question, anchor name) pairs whose words a reader keeps (:meth:`Reader.words`).
QUESTIONS_KEPT = 64
#: The evidence (:func:`_evidence`) by which a word after an anchor's name names the anchor's
#: own kind (:meth:`Reader._names_kind`: "the X area" of a region), so is no link of the chain.
KIND_EVIDENCE = 0.5
#: (label, tail type) pairs whose :func:`hop_query` is kept.
HOP_QUERIES_KEPT = 16_384
#: Most word forms of the graph's vocabulary (:meth:`Reader.vocabulary`) embedded at
#: warm-up: a bound on the warm-up of a huge lexicon (a few ms per 10 forms).
VOCABULARY_WARMED = 5_000
#: Most forms of entity names' words embedded at warm-up (:meth:`Reader.warm_names`): a bound
#: on the warm-up of a graph of many names (500 forms: about 0.4 s of CPU; a KGQA graph's
#: names lack 79-300, MetaQA's tens of thousands).
NAME_FORMS_WARMED = 500


@dataclass(frozen=True, kw_only=True)
class ReaderWeights:
    """The reading score's weights, one per feature of :data:`FEATURES`, and the softmax
    temperature that calibrates the readings' probabilities.

    They have no defaults here: the library's weights are a versioned file,
    :data:`WEIGHTS_FILE` (:func:`load_reader_weights`), written by
    ``benchmarks/reader/fit_reader.py`` with its provenance (the sets fitted on, the
    commit, the objective, the regularisation and the leave-one-set-out figures).
    """

    support: float
    unsupported: float
    missed: float
    answer: float
    voice: float
    returns: float
    two_hops: float
    three_hops: float
    types: float
    marked_returns: float
    answer_hop: float
    first_near: float
    last_near: float
    two_hops_words: float
    three_hops_words: float
    temperature: float

    def __post_init__(self) -> None:
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise ConfigError(f"ReaderWeights.{f.name}: expected a number, got {value!r}")
            if not math.isfinite(value):
                raise ConfigError(f"ReaderWeights.{f.name}: expected a finite number, got {value}")
        if self.temperature <= 0:
            raise ConfigError(
                f"ReaderWeights.temperature: expected a number > 0, got {self.temperature}"
            )

    def vector(self) -> npt.NDArray[np.float64]:
        """The weights in :data:`FEATURES` order."""
        return np.array([getattr(self, name) for name in FEATURES], np.float64)

    @classmethod
    def from_vector(cls, values: Sequence[float], temperature: float = 1.0) -> ReaderWeights:
        """Weights from a vector in :data:`FEATURES` order."""
        if len(values) != len(FEATURES):
            raise ConfigError(
                f"ReaderWeights.from_vector: expected {len(FEATURES)} values, got {len(values)}"
            )
        return cls(
            **{name: float(v) for name, v in zip(FEATURES, values, strict=True)},
            temperature=float(temperature),
        )


def load_reader_weights(path: str | Path | None = None) -> ReaderWeights:
    """The reader's weights from a weights file (``None``: the library's own,
    :data:`WEIGHTS_FILE` beside this module), as ``fit_reader.py`` writes it: a JSON object
    with ``"format"`` (:data:`WEIGHTS_FORMAT`), ``"features"`` (the names of
    :data:`FEATURES`, in order), ``"weights"`` (one number per feature), ``"temperature"``
    and ``"provenance"`` (how they were fitted; not read here).

    Raises:
        ConfigError: the file is missing, no JSON, not in this layout, or its feature
            names are not this reader's :data:`FEATURES`; the message names the file.
    """
    file = Path(path) if path is not None else Path(__file__).with_name(WEIGHTS_FILE)
    data, weights = read_weights_file(
        file,
        what="the reader's weights",
        layout=WEIGHTS_FORMAT,
        features=FEATURES,
        owner="the reader's ",
        fit="fit_reader.py",
    )
    temperature: Any = data.get("temperature")  # checked by ReaderWeights
    try:
        return ReaderWeights(**weights, temperature=temperature)
    except ConfigError as e:
        raise ConfigError(f"{file}: {e}") from e


#: The columns of the features a reading's evidence adds (:meth:`Reader.rank`).
_SUPPORT, _ANSWER = FEATURES.index("support"), FEATURES.index("answer")


@functools.lru_cache(maxsize=HOP_QUERIES_KEPT)
def hop_query(label: str, tail_type: str) -> str:
    """The semantic query of a hop over ``label``: its words, then its tail type (kept: a
    reader asks it for every step of every walk it makes)."""
    return f"{label_words(label)} {label_words(tail_type)}"


@dataclass(frozen=True)
class _Phrase:
    """One phrase for a label walked in one direction."""

    hop: int  # index into Reader._hops
    text: str
    weight: float
    lemmas: frozenset[str]
    #: Per content word of the phrase, its forms.
    words: tuple[frozenset[str], ...]
    #: The label's own words (they name the relation, not one of its ends).
    own: bool
    #: The phrase is a verb ("reports to", "leads", "directed by"), not a noun ("actors"):
    #: where a sentence puts its subject and object says which way it is read.
    verbal: bool
    #: The phrase reads "target ... source" (the label's own words, walked backward).
    reversed: bool
    #: The phrase is passive ("directed by"): its subject is not its agent.
    passive: bool
    #: The phrase is a relational noun read "<noun> of" ("child of"): "the child of X" and
    #: "X's child" name its subject, X being its object.
    relational: bool


@dataclass(frozen=True, kw_only=True)
class _WordIndex:
    """Where a word form or lemma occurs among a reader's phrases and types
    (:attr:`Reader._word_index`): phrase indices per form (any of a phrase's words), phrase
    indices per lemma, type indices per lemma."""

    form_phrases: dict[str, set[int]]
    lemma_phrases: dict[str, list[int]]
    lemma_types: dict[str, list[int]]


@dataclass(frozen=True)
class _WordMatch:
    """What one question word matches by its forms and stems, whatever the question:
    per phrase :data:`STEM_SIMILARITY` where a stem is shared and no form is, the phrases
    one of its forms is a word of (with the phrase's other words, which a neighbour may
    say), and per type 1 (a form names it), :data:`STEM_SIMILARITY` (a stem) or 0."""

    stems: FloatArray
    hits: tuple[tuple[int, tuple[frozenset[str], ...]], ...]
    types: FloatArray


def _entries(found: Sequence[Any]) -> list[tuple[str, float]]:
    """``(phrase, weight)`` of lexicon entries (objects with ``phrase``/``weight``, or
    plain strings at weight 1)."""
    out = []
    for entry in found:
        if isinstance(entry, str):
            out.append((entry, 1.0))
        else:
            out.append((str(entry.phrase), float(getattr(entry, "weight", 1.0))))
    return out


def _contracted(short: dict[str, float], lemmas: frozenset[str]) -> float:
    """The best share kept (:func:`~graphpaths.dotrag.reading.english.consonants_kept`) of
    the contractions in ``short`` among ``lemmas``; 0 when none is."""
    return max((v for c, v in short.items() if c in lemmas), default=0.0)


def _lemmas(text: str) -> frozenset[str]:
    return frozenset(f for w in content_words(tokens(text)) for f in inflections(w))


@dataclass(frozen=True)
class _Question:
    """A question's words around one anchor's mention."""

    toks: tuple[str, ...]
    span: tuple[int, int] | None
    owners: tuple[bool, ...]  # per token: written as a possessive ("X's")
    rows: tuple[int, ...]  # token positions of the content words
    focus: tuple[int, ...]  # rows where the question names what it asks for
    wh: str | None  # a typed interrogative ("who", "when", "where"), if any
    asks: int | None = None  # where the question asks: its interrogative, or focus word
    # where a sharing phrase right before the mention starts ("share a coach with X")
    shared: int | None = None
    # focus rows that modify the noun after them ("station" in "the station boss")
    modifiers: tuple[int, ...] = ()
    # per token, whether it names the anchor's own kind (read for one anchor's types:
    # :meth:`Reader._kind_of`; empty: none does)
    kind: tuple[bool, ...] = ()

    @classmethod
    def read(cls, query: str, anchor_name: str) -> _Question:
        toks = tuple(tokens(query))
        found = find_mentions(query, [anchor_name]) if anchor_name else []
        span = (found[0].start, found[0].end) if found else None
        owners = tuple(possessives(query))
        inside = set(range(*span)) if span is not None else set()
        content = (i for i, t in enumerate(toks) if i not in inside and _content_word(t))
        rows = tuple(content)[:MAX_WORDS]
        wh_at = next(
            (
                i
                for i, t in enumerate(toks)
                if t in WH_WORDS and i not in inside and not _relative(toks, i)
            ),
            None,
        )
        if wh_at is not None:
            wh = toks[wh_at] if toks[wh_at] in TYPED_WH_WORDS else None
            # "which teams", "what skills", "who is the director": the noun after the
            # interrogative (after a form of "be" for "who") names the answer; "who leads"
            # has a verb there.
            following = toks[wh_at + 1] if wh_at + 1 < len(toks) else ""
            # "what did X sail on": a verb question; the interrogative asks for a thing
            asks_noun = (wh is None and following not in AUXILIARIES) or following in COPULAS
            focus = _noun_phrase(toks, rows, wh_at + 1) if asks_noun else ()
        else:
            # a request or a statement: its first word or its last ("list the films ...",
            # "... also directed films")
            focus = tuple(sorted({0, len(rows) - 1})) if rows else ()
            wh = None
        asks = wh_at if wh_at is not None else (rows[focus[0]] if focus else None)
        return cls(
            toks=toks,
            span=span,
            owners=owners,
            rows=rows,
            focus=focus,
            wh=wh,
            asks=asks,
            shared=shared_before(toks, span),
            modifiers=_modifiers(toks, rows, focus, owners),
        )

    @functools.cached_property
    def sharing_links(self) -> int:
        """The links its asking for what shares something with the anchor adds
        (:func:`~graphpaths.dotrag.reading.chains.shared_links`; made once: the chain's
        length and whether it asks that both read it)."""
        return shared_links(self.toks, self.owners, self.span)

    @functools.cached_property
    def chain(self) -> int:
        """The links its chain around the anchor spells out
        (:func:`~graphpaths.dotrag.reading.chains.chain_links`)."""
        return chain_links(
            self.toks, self.owners, self.span, shared=self.sharing_links, kind=self.kind
        )

    @functools.cached_property
    def outside(self) -> tuple[int, ...]:
        """The rows of the words outside its chain that name neither the answer nor the
        anchor (:func:`~graphpaths.dotrag.reading.chains.outside_chain`)."""
        focus = {self.rows[r] for r in self.focus}
        others = [i for i in self.rows if i not in focus]
        at = outside_chain(self.toks, self.owners, self.span, others, kind=self.kind)
        return tuple(r for r, i in enumerate(self.rows) if i in at)

    def usage(self, i: int) -> str | None:
        """How the word at ``i`` stands (:func:`~graphpaths.dotrag.reading.english.noun_use`)."""
        return noun_use(self.toks, i, self.owners)


def _noun_phrase(toks: Sequence[str], rows: Sequence[int], start: int) -> tuple[int, ...]:
    """The rows of the words of the noun phrase from token ``start`` on, past a form of
    "be" and determiners ("which ships", "what is the home port"): its first run of
    content words, at most :data:`NOUN_PHRASE_WORDS`."""
    i = start
    while i < len(toks) and (toks[i] in COPULAS or toks[i] in DETERMINERS):
        i += 1
    at = {token: r for r, token in enumerate(rows)}
    out: list[int] = []
    while i in at and len(out) < NOUN_PHRASE_WORDS:
        out.append(at[i])
        i += 1
    if not out:  # the next content word, wherever it stands
        out = [r for r, token in enumerate(rows) if token >= start][:1]
    return tuple(out)


def _modifiers(
    toks: Sequence[str], rows: Sequence[int], focus: Sequence[int], owners: Sequence[bool]
) -> tuple[int, ...]:
    """The focus rows before the last word of a run of adjacent focus words, where the run
    is a whole noun phrase: the question ends after it, or "of", a form of "be" or an
    auxiliary follows, where a noun phrase ends and a verb's object does not ("the station
    boss", "the ticket price of", "what ticket prices do"). In English the last noun of a noun
    phrase is its head and names the thing; a run followed by anything else may end in a
    verb ("which papers won the award") and is left whole, as is a run with a possessive
    ("what county's team": the county is asked) or ending in a preposition or a
    participle ("the bridge completed", "shows airing"),
    which head nothing."""
    out: list[int] = []
    run: list[int] = []
    for r in sorted(focus):
        if run and rows[r] != rows[run[-1]] + 1:
            run = []
        run.append(r)
        after = rows[r] + 1
        ends = r + 1 not in focus or rows[r + 1] != after
        if ends and len(run) > 1:
            follower = toks[after] if after < len(toks) else None
            last = toks[rows[r]]
            if (
                (follower is None or follower in HEAD_FOLLOWERS)
                and not any(owners[rows[k]] for k in run if rows[k] < len(owners))
                and last not in NOT_HEADS
                and not last.endswith((PAST_ENDING, "ing"))
            ):
                out.extend(run[:-1])
    return tuple(out)


def _content_word(token: str) -> bool:
    """Whether a question's token is read as a word (:attr:`_Question.rows`)."""
    return token not in STOPWORDS and len(token) > 1 and not token.isdigit()


def _relative(toks: Sequence[str], i: int) -> bool:
    """Whether the interrogative at ``i`` opens a relative clause: it follows a content
    word and the sentence goes on ("the people who work here")."""
    return toks[i] in RELATIVE_PRONOUNS and 0 < i < len(toks) - 1 and toks[i - 1] not in STOPWORDS


@dataclass(frozen=True)
class _Walk:
    steps: tuple[SchemaStep, ...]
    hops: tuple[int, ...]  # indices into Reader._hops
    returns: tuple[bool, ...]  # per hop: walks the previous hop's label straight back
    # what its LabelPath says whatever the question (made once per walk, with the walk)
    labels: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    queries: tuple[str, ...] = ()
    forward: tuple[bool, ...] = ()
    rarity: int = 0  # the fewest relations of its steps (ties go to the walk over more)

    @functools.cached_property
    def reading(self) -> LabelPath:
        """Its LabelPath before any question scores it, ``steps`` made (made once per walk:
        each question's readings are copies of it with their scores)."""
        path = LabelPath(
            labels=self.labels,
            types=self.types,
            queries=self.queries,
            score=0.0,
            forward=self.forward,
        )
        _ = path.steps
        return path


@dataclass(frozen=True)
class _WalkTable:
    """Every walk from one set of anchor types, and what scoring and ranking them reads
    that depends on the graph alone (made once per set of types: :meth:`Reader.walks`):
    per walk (``m``), its hops padded to the longest walk's ``k`` (so every length is
    scored at once: a padded hop is no hop, :attr:`real` says which are), its hop kinds
    (padding: the extra hop kind ``pad``, whose evidence is 0), whether each walks
    straight back, the type each reaches (padding: -1), the anchor's type it leaves from,
    its length, its last hop kind, the type it ends at and its fewest relations (the
    ranking's tie-breaks)."""

    walks: list[_Walk]
    hops: npt.NDArray[np.int64]  # m x k
    safe_hops: npt.NDArray[np.int64]  # m x k: padding as hop kind 0 (no word aligns to it)
    real: npt.NDArray[np.bool_]  # m x k
    back: npt.NDArray[np.bool_]  # m x k
    passed: npt.NDArray[np.int64]  # m x k
    start: npt.NDArray[np.int64]  # m
    size: npt.NDArray[np.int64]  # m
    last_hop: npt.NDArray[np.int64]  # m
    target: npt.NDArray[np.int64]  # m
    rarity: npt.NDArray[np.int64]  # m
    two: npt.NDArray[np.float64]  # m: 1.0 for a walk of two hops, else 0.0
    three: npt.NDArray[np.float64]  # m: 1.0 for a walk of three hops, else 0.0
    #: m: the walk's last hop goes up to the one container of what it reached before
    #: (:func:`_contains`), on a walk of three hops or more
    up_last: npt.NDArray[np.bool_]
    #: m: the type the walk reaches before its last hop (the anchor's for one hop)
    before_last: npt.NDArray[np.int64]

    @classmethod
    def of(
        cls, walks: list[_Walk], pad: int, containing: npt.NDArray[np.bool_] | None = None
    ) -> _WalkTable:
        m = len(walks)
        k = max((len(w.hops) for w in walks), default=0)
        hops = np.full((m, k), pad, np.int64)
        back = np.zeros((m, k), np.bool_)
        passed = np.full((m, k), -1, np.int64)
        for w, walk in enumerate(walks):
            length = len(walk.hops)
            hops[w, :length] = walk.hops
            back[w, :length] = walk.returns
            passed[w, :length] = [s.target for s in walk.steps]
        size = np.fromiter((len(w.hops) for w in walks), np.int64, m)
        ends = np.maximum(size - 1, 0)
        rows = np.arange(m)
        real = np.arange(k)[None, :] < size[:, None]
        last_hop = hops[rows, ends] if k else np.zeros(m, np.int64)
        start = np.fromiter((w.steps[0].source for w in walks), np.int64, m)
        up = np.zeros(m, np.bool_)
        if containing is not None and k:
            # three hops or more: a two-hop walk said as one would compete with the
            # question's one-hop readings, whose odds decide the neighbourhood (fitted dev
            # 1-hop recall -1.3 with it, this branch's README)
            up = (size >= 3) & np.concatenate([containing, [False]])[last_hop]
        before = passed[rows, np.maximum(size - 2, 0)] if k else np.full(m, -1, np.int64)
        return cls(
            walks=walks,
            hops=hops,
            safe_hops=np.where(real, hops, 0),
            real=real,
            back=back,
            passed=passed,
            start=start,
            size=size,
            last_hop=last_hop,
            target=passed[rows, ends] if k else np.full(m, -1, np.int64),
            rarity=np.fromiter((w.rarity for w in walks), np.int64, m),
            two=(size == 2).astype(np.float64),
            three=(size == 3).astype(np.float64),
            up_last=up,
            before_last=np.where(size >= 2, before, start),
        )


class Reader:
    """Reads questions against one graph's schema and lexicon; thread-safe.

    Args:
        schema: The graph's schema (types, labels, directed steps).
        embedder: Embeds words and phrases (cached); ``None`` reads by word stems alone.
        lexicon: The words people use for each label and type (any object with
            ``relation(label, direction)`` and ``type_words(type)``, as
            :class:`~graphpaths.dotrag.reading.lexicon.Lexicon`); ``None``: the labels' and types'
            own words only.
        weights: The score's weights (:class:`ReaderWeights`; ``None``: the library's,
            :func:`load_reader_weights`).
        max_depth: Longest reading.
        type_members: Per type, some member names: a word then also names a type by its
            similarity to their mean vector (for types inferred from relation roles, whose
            names are no nouns).
        cache_size: Word vectors kept.
        max_walks: Readings scored per question at most (a bound for very large schemas).
        inferred_types: The types were inferred from relation roles: their names (label
            words) name no kind of thing; the lexicon's type words and ``type_members`` do.
    """

    def __init__(
        self,
        schema: GraphSchema,
        embedder: Embedder | None,
        *,
        lexicon: Lexicon | None = None,
        weights: ReaderWeights | None = None,
        max_depth: int = 3,
        type_members: Sequence[Sequence[str]] | None = None,
        cache_size: int = 50_000,
        max_walks: int = 20_000,
        inferred_types: bool = False,
    ) -> None:
        self.schema = schema
        self.inferred_types = inferred_types
        self.embedder = embedder
        self.lexicon = lexicon
        self.weights = weights or load_reader_weights()
        self._weight_vector = self.weights.vector()
        self.max_depth = max_depth
        self.cache_size = cache_size
        self.max_walks = max_walks
        labels = schema.label_names
        #: (label index, forward) per hop kind
        self._hops: list[tuple[int, bool]] = [
            (j, f) for j in range(len(labels)) for f in (True, False)
        ]
        self._hop_index = {h: k for k, h in enumerate(self._hops)}
        #: per hop kind, whether it goes up to a container: each source has one target
        #: and targets hold several sources (a town's country, a dock's port), so a
        #: question naming the container's kind need not say the hop
        fans = schema.fans
        self._containing = np.array(
            [_contains(fans.get(j), forward) for j, forward in self._hops], np.bool_
        )
        self._phrases = self._label_phrases()
        self._types = self._type_phrases()
        self._type_lemmas = [
            frozenset(f for n in names for f in _lemmas(n)) for names in self._types
        ]
        #: every lemma of a phrase or type word (:meth:`_match_word` tries each once)
        self._all_lemmas = frozenset(
            c for lemmas in (*(p.lemmas for p in self._phrases), *self._type_lemmas) for c in lemmas
        )
        self._phrase_weights = np.array([p.weight for p in self._phrases], np.float32)
        self._hop_columns, self._has_phrases = self._phrase_columns()
        self._word_matches: LRUCache[str, _WordMatch] = LRUCache(WORD_MATCHES_KEPT)
        self._questions: LRUCache[tuple[str, str], _Question] = LRUCache(QUESTIONS_KEPT)
        #: questions read for one anchor's types (:meth:`_kind_of`)
        self._kinded: LRUCache[tuple[str, str, tuple[int, ...]], _Question] = LRUCache(
            QUESTIONS_KEPT
        )
        #: per phrase, its voice flags (:meth:`_cues`)
        self._phrase_flags = {
            flag: np.array([getattr(p, flag) for p in self._phrases], np.bool_)
            for flag in ("reversed", "passive", "verbal", "relational", "own")
        }
        self._type_members = (
            [list(m) for m in type_members] if type_members is not None and embedder else None
        )
        self._lock = threading.Lock()
        self._words: LRUCache[str, FloatArray] = LRUCache(self.cache_size)
        #: per word, its parts in a two-word phrase (:meth:`_phrase_parts`)
        self._parts: LRUCache[str, FloatArray] = LRUCache(self.cache_size)
        self._phrase_vectors: FloatArray | None = None
        self._type_vectors: FloatArray | None = None
        self._prototypes: FloatArray | None = None
        self._walks: LRUCache[tuple[int, ...], _WalkTable] = LRUCache(WALK_TABLES_KEPT)
        #: per interrogative, what its meanings say of each type (:meth:`_focus_of`)
        self._wh_focus: dict[str, FloatArray] = {}
        #: the graph's own relation and type words: a kinship compound among them is read as
        #: written, any other as the chain it means (:func:`spell_out_kinship`)
        self._graph_words = frozenset(self.vocabulary())

    def _phrase_columns(self) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.bool_]]:
        """Per hop kind, the columns of its phrases, padded with the column after the last
        phrase (:meth:`_similarities` scores it below any phrase), and whether it has any."""
        owners = np.array([p.hop for p in self._phrases], np.int64)
        hop_phrases = [np.flatnonzero(owners == k) for k in range(len(self._hops))]
        widest = max((len(cols) for cols in hop_phrases), default=0)
        columns = np.full((len(self._hops), widest), len(self._phrases), np.int64)
        for k, cols in enumerate(hop_phrases):
            columns[k, : len(cols)] = cols
        return columns, np.array([len(cols) > 0 for cols in hop_phrases], np.bool_)

    @functools.cached_property
    def _opaque(self) -> frozenset[str]:
        """The graph's lemmas no dictionary holds ("mgr", "twn"): a question word they
        contract (:func:`~graphpaths.dotrag.reading.english.contracts`) shares their stem
        (made on first use)."""
        return frozenset(c for c in self._all_lemmas if not is_dictionary_word(c))

    @functools.cached_property
    def _word_index(self) -> _WordIndex:
        """Per word form, the phrases with a word of that form; per lemma, the phrases and
        the types holding it (:meth:`_match_word` reads these, not every phrase)."""
        forms: dict[str, set[int]] = defaultdict(set)
        phrases: dict[str, list[int]] = defaultdict(list)
        types: dict[str, list[int]] = defaultdict(list)
        for p, phrase in enumerate(self._phrases):
            for group in phrase.words:
                for form in group:
                    forms[form].add(p)
            for lemma in phrase.lemmas:
                phrases[lemma].append(p)
        for t, lemmas in enumerate(self._type_lemmas):
            for lemma in lemmas:
                types[lemma].append(t)
        return _WordIndex(
            form_phrases=dict(forms), lemma_phrases=dict(phrases), lemma_types=dict(types)
        )

    @functools.cached_property
    def _type_columns(self) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """The types with words, and where each one's columns begin among the type words
        (:meth:`_per_type`)."""
        sizes = [len(words) for words in self._types]
        worded = np.flatnonzero(np.array(sizes, np.int64) > 0)
        return worded, np.cumsum([0, *sizes[:-1]], dtype=np.int64)[worded]

    # -- the lexicon, as phrases ---------------------------------------------------------
    def _label_phrases(self) -> list[_Phrase]:
        out: list[_Phrase] = []
        for k, (j, forward) in enumerate(self._hops):
            label = self.schema.label_names[j]
            direction: Direction = "forward" if forward else "backward"
            # (text, weight, reversed): the label's own words read "head <words> tail",
            # forward as written and backward reversed (the voice cue then says which way
            # a sentence uses them); the lexicon's other phrases name their direction's end.
            items: list[tuple[str, float, bool, bool]] = (
                [(label_words(label), 1.0, not forward, True)] if self.lexicon is None else []
            )
            if self.lexicon is not None:
                # the phrases naming this direction's end first: on a tie they are the
                # phrase a word matched
                entries = sorted(
                    self.lexicon.relation(label, direction),
                    key=lambda e: getattr(e, "source", "") == "label",
                )
                for e in entries:
                    own = getattr(e, "source", "") == "label"
                    items.append((e.phrase, float(e.weight), own and not forward, own))
            seen: set[tuple[str, bool]] = set()
            for text, weight, reverse, own in items:
                text = " ".join(tokens(text))
                if not text or (text, reverse) in seen:
                    continue
                seen.add((text, reverse))
                toks = text.split()
                out.append(
                    _Phrase(
                        hop=k,
                        text=text,
                        weight=max(0.0, min(1.0, weight)),
                        lemmas=_lemmas(text),
                        words=tuple(frozenset(inflections(w)) for w in content_words(toks)),
                        own=own,
                        reversed=reverse,
                        passive=len(toks) > 1 and toks[-1] == AGENT_PREPOSITION,
                        relational=len(toks) > 1 and toks[-1] == RELATIONAL_PREPOSITION,
                        verbal=verb_phrase(toks),
                    )
                )
        return out

    def _type_phrases(self) -> list[list[str]]:
        out = []
        for name in self.schema.type_names:
            # an inferred type's name is made of label words ("leads target"), no noun
            words = [] if self.inferred_types else [label_words(name)]
            if self.lexicon is not None:
                words += [p for p, _ in _entries(self.lexicon.type_words(name))]
            out.append([" ".join(tokens(w)) for w in words if tokens(w)])
        return out

    # -- vectors ---------------------------------------------------------------------------
    def _vectors(self, texts: Sequence[str]) -> FloatArray | None:
        """Unit vectors of short texts (embedded once, then cached)."""
        if self.embedder is None or not texts:
            return None
        self._remember(texts)
        rows = []
        for w in texts:
            vector = self._words.get(w)
            if vector is None:  # evicted meanwhile by another thread: embed again
                vector = np.asarray(self.embedder.embed_documents([w])[0], np.float32)
            rows.append(vector)
        return np.stack(rows)

    def _word_vectors(self, texts: Sequence[str]) -> FloatArray | None:
        """Unit vectors of words and two-word phrases. With an embedder that keeps a table
        of its own word vectors (:class:`~graphpaths.embeddings.WordVectors`), a word's
        vector comes from the table (the model's only for words it lacks, in one call) and a
        phrase's is approximated from its words' (a table of phrases would need every pair),
        so most questions need no model call here; other embedders embed each text
        (:meth:`_vectors`)."""
        embedder = self.embedder
        lookup = getattr(embedder, "word_vectors", None)
        parts_of = getattr(embedder, "phrase_parts", None)
        if embedder is None or lookup is None or parts_of is None or not texts:
            return self._vectors(texts)
        split = [text.split(" ") for text in texts]
        if any(len(parts) > 2 for parts in split):  # not a word or a two-word phrase
            return self._vectors(texts)
        words = list(dict.fromkeys(w for parts in split for w in parts))
        known: dict[str, FloatArray] = {}
        for w in words:
            vector = self._words.get(w)
            if vector is not None:
                known[w] = vector
        missing = [w for w in words if w not in known]
        if missing:
            table = lookup(missing)
            if table is None:  # this embedder keeps no table after all
                return self._vectors(texts)
            rows, found = table
            rest = [w for w, hit in zip(missing, found, strict=True) if not hit]
            fresh = embedder.embed_documents(rest) if rest else rows[:0]
            known.update(zip(missing, rows, strict=True))
            known.update(zip(rest, np.asarray(fresh, np.float32), strict=True))
            for w in missing:
                self._words.put(w, known[w])
        out = np.stack([known[parts[0]] for parts in split])
        pairs = [r for r, parts in enumerate(split) if len(parts) == 2]
        if pairs:
            parts = self._phrase_parts([w for r in pairs for w in split[r]], known, parts_of)
            out[pairs] = join_parts(
                np.stack([parts[split[r][0]][0] for r in pairs]),
                np.stack([parts[split[r][1]][1] for r in pairs]),
            )
        return out

    def _phrase_parts(
        self, words: Sequence[str], known: dict[str, FloatArray], parts_of: Any
    ) -> dict[str, FloatArray]:
        """Each word's parts in a two-word phrase (the embedder's ``phrase_parts`` of its
        vector), kept per word: the same words recur from question to question."""
        out: dict[str, FloatArray] = {}
        for w in dict.fromkeys(words):
            kept = self._parts.get(w)
            if kept is not None:
                out[w] = kept
        new = [w for w in dict.fromkeys(words) if w not in out]
        if new:
            fresh = parts_of(np.stack([known[w] for w in new]))
            for w, row in zip(new, fresh, strict=True):
                out[w] = row
                self._parts.put(w, row)
        return out

    def _remember(self, texts: Sequence[str]) -> None:
        """Embed those of ``texts`` the word cache lacks, in one call, and keep them."""
        assert self.embedder is not None
        missing = [w for w in dict.fromkeys(texts) if self._words.get(w) is None]
        if missing:
            fresh = self.embedder.embed_documents(missing)
            for word, vector in zip(missing, fresh, strict=True):
                self._words.put(word, np.asarray(vector, np.float32))

    def vocabulary(self) -> list[str]:
        """Every form of every content word of the graph's relation phrases and type words,
        sorted: the question words most likely to match a label. :meth:`warmup` embeds them,
        so a question's word call carries only the words the graph does not use."""
        forms = {f for p in self._phrases for group in p.words for f in group}
        forms.update(f for lemmas in self._type_lemmas for f in lemmas)
        return sorted(forms)

    def _fixed(self) -> tuple[FloatArray | None, FloatArray | None, FloatArray | None]:
        """The phrase, type-word and prototype vectors (made once per reader)."""
        if self.embedder is None:
            return None, None, None
        if self._phrase_vectors is None:
            phrases = self.embedder.embed_documents([p.text for p in self._phrases])
            flat = [w for words in self._types for w in words]
            types = self.embedder.embed_documents(flat) if flat else None
            prototypes = None
            if self._type_members is not None:
                dimension = self.embedder.dimension
                prototypes = np.zeros((len(self._type_members), dimension), np.float32)
                for t, names in enumerate(self._type_members):
                    if names:
                        mean = np.asarray(self.embedder.embed_documents(names), np.float32).mean(0)
                        norm = float(np.linalg.norm(mean))
                        prototypes[t] = mean / norm if norm > 0 else mean
            with self._lock:
                self._type_vectors = None if types is None else np.asarray(types, np.float32)
                self._prototypes = prototypes
                self._phrase_vectors = np.asarray(phrases, np.float32)
        return self._phrase_vectors, self._type_vectors, self._prototypes

    def warmup(self) -> None:
        """Load now what the first question would: the lemmatiser's English dictionary
        (a few hundred ms), the vectors of every lexicon phrase, type word and type
        prototype, of what the interrogatives ask for and of the graph's
        :meth:`vocabulary`, and the walks from each type."""
        inflections("warmed")
        self._fixed()
        if self.embedder is not None:
            self._remember([w for meanings in WH_MEANINGS.values() for w in meanings])
            self._word_vectors(["warmed"])  # loads the embedder's word table, if it keeps one
            # the ONNX backend's vector of a text does not depend on its batch (padding is
            # masked out), so a form embedded now has the numbers a question's call gives it
            self._remember(self.vocabulary()[: min(VOCABULARY_WARMED, self.cache_size // 2)])
        # the walks from each type alone (most entities have one type): at most half the
        # tables kept, and once past max_walks walks in all (a bound on the warm-up's time)
        walks = 0
        for t in range(min(len(self.schema.type_names), WALK_TABLES_KEPT // 2)):
            walks += len(self._table([t]).walks)
            if walks >= self.max_walks:
                break

    def warm_names(self, names: Iterable[str]) -> int:
        """Embed now the forms of the words of entity ``names`` that the embedder's word
        table lacks (made-up names, codes): a question naming a second entity reads its
        words, and each such word costs the question a model call of its own otherwise.
        Commonest words first, at most :data:`NAME_FORMS_WARMED` forms and a quarter of
        the cache. Only with a word table, whose embedder's vector of a text does not
        depend on its batch (so a form has the numbers a question's call gives it).
        Returns how many forms were embedded."""
        lookup = getattr(self.embedder, "word_vectors", None)
        if self.embedder is None or lookup is None:
            return 0
        counts = Counter(w for name in names for w in set(tokens(name)) if _content_word(w))
        ranked = sorted(counts, key=lambda w: (-counts[w], w))
        forms = list(dict.fromkeys(f for w in ranked for f in inflections(w)))
        forms = [f for f in forms if self._words.get(f) is None]
        table = lookup(forms) if forms else None
        if table is None:  # no new forms, or this embedder keeps no table after all
            return 0
        missing = [f for f, hit in zip(forms, table[1], strict=True) if not hit]
        missing = missing[: min(NAME_FORMS_WARMED, self.cache_size // 4)]
        self._remember(missing)
        return len(missing)

    def share_words(self, other: Reader) -> None:
        """Use ``other``'s word vectors from now on, when both read with the same embedder
        (a word's vector does not depend on the graph)."""
        if other.embedder is self.embedder and other is not self:
            self._words = other._words
            self._parts = other._parts

    def cache_info(self) -> dict[str, int]:
        """What the reader keeps, and the most it keeps: ``words`` (word vectors),
        ``walk_tables`` (the walks per set of anchor types) and ``word_matches`` (question
        words' matches by form and stem), each with its ``_capacity``."""
        return {
            "words": len(self._words),
            "words_capacity": self.cache_size,
            "walk_tables": len(self._walks),
            "walk_tables_capacity": self._walks.capacity,
            "word_matches": len(self._word_matches),
            "word_matches_capacity": self._word_matches.capacity,
        }

    # -- similarities ----------------------------------------------------------------------
    def _similarities(
        self, q: _Question
    ) -> tuple[FloatArray, npt.NDArray[np.int64], FloatArray, FloatArray]:
        """``(words × hops evidence, the phrase behind each, words × types, focus × types)``."""
        n, hops, types = len(q.rows), len(self._hops), len(self.schema.type_names)
        words = [q.toks[i] for i in q.rows]
        forms = [inflections(w) for w in words]
        phrase_scores = np.zeros((n, len(self._phrases)), np.float32)
        type_scores = np.zeros((n, types), np.float32)
        for r, i in enumerate(q.rows):
            match = self._word_match(words[r])
            phrase_scores[r] = match.stems
            type_scores[r] = match.types
            neighbours = {
                f for j in (i - 1, i + 1) if 0 <= j < len(q.toks) for f in inflections(q.toks[j])
            }
            for p, rest in match.hits:
                # a word of a longer phrase, whole when its neighbour says the rest
                whole = all(not w.isdisjoint(neighbours) for w in rest)
                phrase_scores[r, p] = 1.0 if whole else PARTIAL_PHRASE
        focus_types = np.zeros((1, types), np.float32)
        phrase_vectors, type_vectors, prototypes = self._fixed()
        if phrase_vectors is not None and n:
            units: list[list[str]] = []
            for r, i in enumerate(q.rows):
                unit = list(forms[r])
                for a, b in ((i - 1, i), (i, i + 1)):
                    if (
                        a >= 0
                        and b < len(q.toks)
                        and not self._in_span(q, a)
                        and not self._in_span(q, b)
                    ):
                        unit.append(f"{q.toks[a]} {q.toks[b]}")
                units.append(unit)
            flat = [u for unit in units for u in unit]
            vectors = self._word_vectors(flat)
            assert vectors is not None
            starts = np.cumsum([0] + [len(u) for u in units[:-1]])
            sims = _evidence(vectors @ phrase_vectors.T)
            phrase_scores = np.maximum(phrase_scores, np.maximum.reduceat(sims, starts, axis=0))
            if type_vectors is not None:
                tsims = _evidence(vectors @ type_vectors.T)
                per_type = self._per_type(tsims)
                # the word as written and its forms, not its two-word phrases
                word_only = np.maximum.reduceat(_mask_units(per_type, units, forms), starts, axis=0)
                type_scores = np.maximum(type_scores, word_only)
            if prototypes is not None:
                word_vectors = vectors[starts]
                type_scores = np.maximum(type_scores, _evidence(word_vectors @ prototypes.T))
        if q.wh is not None and phrase_vectors is not None:
            kept = self._wh_focus.get(q.wh)
            if kept is None:
                kept = self._wh_focus[q.wh] = self._focus_of(q.wh, types)
            focus_types = kept
            # the pronoun alone names the answer ("who built X"): it may stand for a firm;
            # a noun after it ("who are the co-writers") names the answer itself
            if q.wh in AGENT_WH_WORDS and not q.focus:
                focus_types = np.minimum(kept, AGENT_WH_EVIDENCE)
        phrase_scores = phrase_scores * self._phrase_weights
        # a word naming a type better than a relation ("films") is no hop's word
        if n and type_scores.shape[1]:
            phrase_scores[phrase_scores < type_scores.max(axis=1, keepdims=True)] = 0.0
        # per hop kind, its best phrase (the first of equals), all kinds at once: the
        # padding column scores -1, below any phrase (scores are >= 0)
        padded = np.concatenate([phrase_scores, np.full((n, 1), -1.0, np.float32)], axis=1)
        block = padded[:, self._hop_columns]  # n x hops x most phrases of a hop
        at = (
            np.argmax(block, axis=2)[..., None]
            if block.shape[2]
            else np.zeros((n, hops, 1), np.int64)
        )
        evidence = np.where(self._has_phrases, np.take_along_axis(block, at, axis=2)[..., 0], 0.0)
        best = np.where(
            self._has_phrases, np.take_along_axis(self._hop_columns[None], at, axis=2)[..., 0], 0
        )
        return evidence.astype(np.float32), best, type_scores, focus_types

    def _word_match(self, word: str) -> _WordMatch:
        """What ``word`` matches by its forms and stems (:class:`_WordMatch`; cached)."""
        return self._word_matches.get_or_build(word, lambda: self._match_word(word))

    def _match_word(self, word: str) -> _WordMatch:
        group = inflections(word)
        # the graph's lemmas sharing a stem with a form of the word, each tried once (many
        # phrases share their lemmas)
        stemmed = {c for c in self._all_lemmas if any(shares_stem(f, c) for f in group)}
        # the graph's opaque lemmas the word or its singular contracts ("mgr" of
        # "managers"), each as near as the consonants it keeps; not its dictionary form: a
        # label abbreviates a noun, and a verb's stem fits too many ("clb" of "climbed")
        nouns = word_forms(word)
        short = {}
        for c in self._opaque - stemmed:
            kept = [consonants_kept(c, f) for f in nouns if contracts(c, f)]
            if kept:
                short[c] = max(kept)
        stems = np.zeros(len(self._phrases), np.float32)
        hits = []
        index = self._word_index
        # the phrases with a word of one of the forms, in phrase order
        held = sorted({p for f in group for p in index.form_phrases.get(f, ())})
        for p in held:
            words = self._phrases[p].words
            hit = [k for k, w in enumerate(words) if not w.isdisjoint(group)]
            hits.append((p, tuple(w for k, w in enumerate(words) if k not in hit)))
        types = np.zeros(len(self._types), np.float32)
        # weakest evidence first, each stronger kind written over it: a contraction, a
        # shared stem, then (phrases) a hit, which scores no stem, or (types) the word itself
        for c, share in short.items():
            at = index.lemma_phrases.get(c, [])
            stems[at] = np.maximum(stems[at], STEM_SIMILARITY * share)
            at = index.lemma_types.get(c, [])
            types[at] = np.maximum(types[at], STEM_SIMILARITY * share)
        for c in stemmed:
            stems[index.lemma_phrases.get(c, [])] = STEM_SIMILARITY
            types[index.lemma_types.get(c, [])] = STEM_SIMILARITY
        stems[held] = 0.0
        for f in group:
            types[index.lemma_types.get(f, [])] = 1.0
        return _WordMatch(stems=stems, hits=tuple(hits), types=types)

    def _units(self, q: _Question, evidence: FloatArray, best: npt.NDArray[np.int64]) -> FloatArray:
        """``evidence`` for aligning hops to words: of two neighbouring words matching one
        phrase of several words ("direct reports", "phd advisor") for a hop, the weaker
        leaves that hop to the other (one phrase, one hop)."""
        out = evidence.copy()
        for r in range(len(q.rows) - 1):
            if q.rows[r + 1] != q.rows[r] + 1:
                continue
            same = (best[r] == best[r + 1]) & (evidence[r] > 0) & (evidence[r + 1] > 0)
            for h in np.flatnonzero(same):
                if len(self._phrases[int(best[r, h])].words) > 1:
                    weaker = r if evidence[r, h] <= evidence[r + 1, h] else r + 1
                    out[weaker, h] = 0.0
        return out

    def _focus_of(self, wh: str, types: int) -> FloatArray:
        """What the meanings of the interrogative ``wh`` say of each type, ``1 x types``
        (the same for every question: made once per reader, read-only)."""
        _, type_vectors, prototypes = self._fixed()
        focus_types = np.zeros((1, types), np.float32)
        wh_vector = self._vectors(list(WH_MEANINGS[wh]))
        assert wh_vector is not None
        if type_vectors is not None:
            focus_types = self._per_type(_evidence(wh_vector @ type_vectors.T))
        if prototypes is not None:
            focus_types = np.maximum(focus_types, _evidence(wh_vector @ prototypes.T))
        out: FloatArray = focus_types.max(axis=0, keepdims=True)
        out.flags.writeable = False
        return out

    def _per_type(self, sims: FloatArray) -> FloatArray:
        """Per type with words, the best of its words' columns of ``sims`` (0 without)."""
        out = np.zeros((sims.shape[0], len(self._types)), np.float32)
        worded, starts = self._type_columns
        if len(worded):
            # each worded type's columns run up to the next one's first (a type without
            # words has none)
            out[:, worded] = np.maximum.reduceat(sims, starts, axis=1)
        return out

    @staticmethod
    def _in_span(q: _Question, i: int) -> bool:
        return q.span is not None and q.span[0] <= i < q.span[1]

    # -- readings --------------------------------------------------------------------------
    def walks(self, anchor_types: Sequence[int]) -> list[_Walk]:
        """Every schema walk of 1..``max_depth`` steps from ``anchor_types`` (cached),
        without a step straight back over a one-to-one label (it returns where it
        started)."""
        return self._table(anchor_types).walks

    def _table(self, anchor_types: Sequence[int]) -> _WalkTable:
        """The walks from ``anchor_types`` and their arrays, made once per set of types."""
        key = tuple(sorted(set(anchor_types)))
        return self._walks.get_or_build(
            key,
            lambda: _WalkTable.of(
                self._walks_from(key), pad=len(self._hops), containing=self._containing
            ),
        )

    def _walks_from(self, key: tuple[int, ...]) -> list[_Walk]:
        out: list[_Walk] = []
        seen: set[tuple[tuple[int, bool, int], ...]] = set()
        frontier: list[tuple[SchemaStep, ...]] = [()]
        for _ in range(self.max_depth):
            grown: list[tuple[SchemaStep, ...]] = []
            for path in frontier:
                sources = [path[-1].target] if path else list(key)
                for source in sources:
                    for step in self.schema.steps_from(source):
                        if path and self.schema.returns(path[-1], step):
                            continue
                        grown.append((*path, step))
            for path in grown:
                sig = tuple((s.label, s.forward, s.target) for s in path)
                if sig in seen:
                    continue
                seen.add(sig)
                out.append(self._walk(path))
                if len(out) >= self.max_walks:
                    break
            frontier = grown if len(out) < self.max_walks else []
            if not frontier:
                break
        return out

    def _step_query(self, step: SchemaStep) -> str:
        """The hop query of ``step``: a relation reads "head label tail", so its label and
        the label's usual tail type (whichever way the step walks it)."""
        schema = self.schema
        tail = schema.tails.get(step.label, step.target)
        return hop_query(schema.label_names[step.label], schema.type_names[tail])

    def hop_queries(self) -> tuple[str, ...]:
        """The hop query of every step of the schema, each once, in schema order: what
        any reading's hops carry, whatever the question."""
        return tuple(dict.fromkeys(self._step_query(s) for s in self.schema.steps))

    def _walk(self, path: tuple[SchemaStep, ...]) -> _Walk:
        """A walk over ``path``, with what its readings say of it whatever the question."""
        schema = self.schema
        return _Walk(
            steps=path,
            hops=tuple(self._hop_index[(s.label, s.forward)] for s in path),
            returns=tuple(k > 0 and schema.reverses(path[k - 1], s) for k, s in enumerate(path)),
            labels=tuple(schema.label_names[s.label] for s in path),
            types=tuple(schema.type_names[s.target] for s in path),
            queries=tuple(self._step_query(s) for s in path),
            forward=tuple(s.forward for s in path),
            rarity=min(s.count for s in path),
        )

    def _question(
        self, query: str, anchor_name: str, anchor_types: Sequence[int] = ()
    ) -> _Question:
        """``query``'s words around ``anchor_name``'s mention (kept for the questions
        read last: a policy reads a question's words and its readings one after the
        other); with ``anchor_types``, which words after the mention name the anchor's own
        kind (:meth:`_kind_of`)."""
        q = self._questions.get_or_build(
            (query, anchor_name), lambda: self._read_question(query, anchor_name)
        )
        if not anchor_types or q.span is None:
            return q
        key = (query, anchor_name, tuple(sorted(set(anchor_types))))
        return self._kinded.get_or_build(key, lambda: self._kind_of(q, key[2]))

    def _kind_of(self, q: _Question, anchor_types: tuple[int, ...]) -> _Question:
        """``q`` with the words right after the anchor's mention that name the anchor's
        own kind marked (:attr:`_Question.kind`): read in apposition to the name ("the X
        area"), no link of the chain."""
        assert q.span is not None
        end = q.span[1]
        kind = [False] * len(q.toks)
        for i in range(end, min(len(q.toks), end + LINK_WORDS)):
            if not _content_word(q.toks[i]):
                break
            kind[i] = self._names_kind(q.toks[i], anchor_types)
        return dataclasses.replace(q, kind=tuple(kind)) if any(kind) else q

    def _kind_words(self, anchor_types: tuple[int, ...]) -> tuple[str, ...]:
        """The words naming the kind of an anchor of ``anchor_types``: its types' words
        (names, the lexicon's type words) and, for types inferred from relation roles,
        the nouns after a preposition in a label whose tail the type is
        (:attr:`_tail_nouns`)."""
        words = [w for t in anchor_types for w in self._types[t]]
        words += [w for t in anchor_types for w in self._tail_nouns.get(t, ())]
        return tuple(dict.fromkeys(words))

    @functools.cached_property
    def _tail_nouns(self) -> dict[int, tuple[str, ...]]:
        """Per type inferred from relation roles (none when the graph has its own types),
        the nouns after a preposition in the labels whose tail it is ("in region": a
        region; the graph's own words of what its tail is). They depend on the graph
        alone, so are read once, not per question."""
        if not self.inferred_types:
            return {}
        nouns: dict[int, list[str]] = {}
        for step in self.schema.steps:
            if not step.forward:
                continue
            toks = tokens(label_words(self.schema.label_names[step.label]))
            at = next((i for i, w in enumerate(toks) if w in PREPOSITIONS), None)
            if at is not None:
                found = [w for w in toks[at + 1 :] if _content_word(w)]
                nouns.setdefault(step.target, []).extend(found)
        return {t: tuple(words) for t, words in nouns.items()}

    def _names_kind(self, word: str, anchor_types: tuple[int, ...]) -> bool:
        """Whether ``word`` names the kind of an anchor of ``anchor_types``: a form or stem
        of one of its :meth:`_kind_words`, or (with an embedder) a word as near one as
        :data:`KIND_EVIDENCE` says."""
        if self._word_match(word).types[list(anchor_types)].max(initial=0.0) >= STEM_SIMILARITY:
            return True
        kinds = self._kind_words(anchor_types)
        forms = inflections(word)
        if any(shares_stem(f, c) for f in forms for k in kinds for c in _lemmas(k)):
            return True
        if self.embedder is None or not kinds:
            return False
        vectors = self._vectors([word, *kinds])
        assert vectors is not None
        return bool(_evidence(vectors[1:] @ vectors[0]).max() >= KIND_EVIDENCE)

    def _read_question(self, query: str, anchor_name: str) -> _Question:
        spelled = spell_out_kinship(query, named=self._graph_words, anchor_name=anchor_name)
        return _Question.read(spelled, anchor_name)

    def answer_words(self, query: str, anchor_name: str) -> tuple[str, ...]:
        """The words of ``query`` naming what it asks for, read around ``anchor_name``'s
        mention (:attr:`WordExplanation.names_answer`'s, without their evidence)."""
        q = self._question(query, anchor_name)
        return tuple(q.toks[i] for r, i in enumerate(q.rows) if r in q.focus)

    def words(self, query: str, anchor_name: str) -> tuple[str, ...]:
        """The content words of ``query`` read around ``anchor_name``'s mention."""
        q = self._question(query, anchor_name)
        return tuple(q.toks[i] for i in q.rows)

    def chain_links(self, query: str, anchor_name: str, anchor_types: Sequence[int] = ()) -> int:
        """How many links the possessives and prepositional phrases around ``anchor_name``'s mention
        in ``query`` chain together (:func:`~graphpaths.dotrag.reading.chains.chain_links`);
        with ``anchor_types``, a word naming the anchor's own kind is none (:meth:`_kind_of`)."""
        return self._question(query, anchor_name, anchor_types).chain

    def asks_shared(self, query: str, anchor_name: str) -> bool:
        """Whether ``query`` asks for what shares something with ``anchor_name`` ("the same
        team as X", "who co-wrote songs with X", :func:`~graphpaths.dotrag.reading.chains.shared_links`)."""
        q = self._question(query, anchor_name)
        return q.sharing_links > 0

    def features(
        self, query: str, anchor_name: str, anchor_types: Sequence[int]
    ) -> tuple[list[_Walk], npt.NDArray[np.float64]]:
        """Every reading of ``query`` from an anchor named ``anchor_name`` of
        ``anchor_types`` (type indices) and its :data:`FEATURES` (one row each)."""
        table = self._table(anchor_types)
        return table.walks, self._table_features(query, anchor_name, table, anchor_types)[0]

    def _table_features(
        self,
        query: str,
        anchor_name: str,
        table: _WalkTable,
        anchor_types: Sequence[int] = (),
    ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.bool_]]:
        """:meth:`features` of the walks of ``table``, and which stop short of a word
        outside the chain (:func:`_past_chain`)."""
        q = self._question(query, anchor_name, anchor_types)
        evidence, best, type_scores, focus_types = self._similarities(q)
        units = self._units(q, evidence, best)
        return self._feature_rows(q, table, evidence, units, best, type_scores, focus_types)

    def _feature_rows(
        self,
        q: _Question,
        table: _WalkTable,
        evidence: FloatArray,
        units: FloatArray,
        best: npt.NDArray[np.int64],
        type_scores: FloatArray,
        focus_types: FloatArray,
    ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.bool_]]:
        """:data:`FEATURES` of every walk, computed for all walks at once
        (``units``: the evidence hops are aligned by, :meth:`_units`), and
        :func:`_past_chain`."""
        scene = self._scene(q, evidence, units, best, type_scores, focus_types)
        return _walk_rows(q, scene, table)

    def _scene(
        self,
        q: _Question,
        evidence: FloatArray,
        units: FloatArray,
        best: npt.NDArray[np.int64],
        type_scores: FloatArray,
        focus_types: FloatArray,
    ) -> _Scene:
        """What the features of every walk read of the question (:class:`_Scene`)."""
        n = len(q.rows)
        # per word: its best hop anywhere, unless a type explains it better
        anywhere = evidence.max(axis=1) if n else np.zeros(0, np.float32)
        typed = type_scores.max(axis=1) if n and type_scores.shape[1] else np.zeros(n, np.float32)
        loose = np.where(typed >= anywhere, 0.0, anywhere)
        loose[list(q.focus)] = 0.0  # the word naming the answer is no hop left out
        # words naming nothing of the graph: no hop, no type (they may mark a return)
        idle = (anywhere < SUPPORTED) & (typed < SUPPORTED)
        idle[list(q.focus)] = False
        # words naming a type (not the answer's: the answer feature reads those)
        naming = [
            (int(np.argmax(type_scores[r])), float(typed[r]))
            for r in range(n)
            if typed[r] > 0 and typed[r] >= anywhere[r] and r not in q.focus
        ]
        said = type_scores[list(q.focus)]
        if q.modifiers:
            # a modifier says what the answer belongs to, not what it is ("the station
            # boss"): no type by its given name; a type known by its members' names only
            # keeps it ("medical areas": the members are medicine's)
            said = said.copy()
            at = np.array([q.focus.index(r) for r in q.modifiers], np.int64)
            said[np.ix_(at, self._type_columns[0])] = 0.0
        focus = np.vstack([said, focus_types]) if q.focus else focus_types
        owned, before, after = self._cues(q, best)
        return _Scene(
            evidence=evidence,
            units=units,
            loose=loose,
            idle=idle,
            naming=naming,
            focus=focus,
            positions=np.array(q.rows, np.int64),
            # the words left to say the walk: a longer question asks for a longer walk
            wordcount=float(min(n - len(q.focus), MAX_WALK_WORDS)),
            owned=owned,
            before=before,
            after=after,
        )

    def _cues(
        self, q: _Question, best: npt.NDArray[np.int64]
    ) -> tuple[FloatArray, FloatArray, FloatArray]:
        """Per word and hop, the voice cue (+1: the hop's source stands where the matched
        phrase has its source, -1: at the other end) of the word used as a noun of
        something ("X's manager", "the manager of X"; 0 for any other use), and of the word
        used as a verb with the hop's source before it and after it.

        A verb's subject stands before it ("X reports to", "who reports to X": X is the
        object), the agent of a passive after "by" ("the team led by X"); a noun naming
        something of X names what the phrase leads to from X, unless the phrase is itself
        "<noun> of" ("the child of X": X is the object of "child of"). A noun after a
        determiner alone ("which teams") says nothing."""
        n, hops = best.shape
        owned = np.zeros((n, hops), np.float32)
        before = np.zeros((n, hops), np.float32)
        after = np.zeros((n, hops), np.float32)
        if not n:
            return owned, before, after
        flags = self._phrase_flags
        reversed_, passive, verbal = (
            flags["reversed"][best],
            flags["passive"][best],
            flags["verbal"][best],
        )
        relational, own = flags["relational"][best], flags["own"][best]
        flip = np.where(reversed_, -1.0, 1.0)
        for r, i in enumerate(q.rows):
            usage = q.usage(i)
            if usage == "owned":
                # a phrase for one end names it from the owner; a label's own words say
                # which end only when read "<noun> of"
                cue = np.where(relational[r], -1.0, np.where(own[r], 0.0, 1.0))
                owned[r] = cue * flip[r]
            elif usage is None:
                same_voice = passive_use(q.toks, i) == passive[r]
                # the source before the verb is its subject (a noun says nothing here)
                before[r] = np.where(same_voice, 1.0, -1.0) * flip[r] * verbal[r]
                after[r] = -before[r]
        return owned, before, after

    def read(
        self,
        query: str,
        anchor_name: str,
        anchor_types: Sequence[int],
        *,
        limit: int | None = None,
    ) -> tuple[LabelPath, ...]:
        """The readings of ``query`` from the anchor, best first, each with its score and
        probability (the best ``limit`` of them; None: all)."""
        table = self._table(anchor_types)
        x, past = self._table_features(query, anchor_name, table, anchor_types)
        return self._ranked(table.walks, x, table.size, table.rarity, limit, past)

    def read_blocks(
        self,
        query: str,
        anchor_name: str,
        anchor_types: Sequence[int],
        *,
        block: int,
        at_most: int,
    ) -> Iterator[tuple[LabelPath, ...]]:
        """:meth:`read`'s readings in blocks of ``block``, best first: the best ``block``
        (``read(..., limit=block)``), then, only when asked for more, the next ones up to
        ``at_most`` in all, ``block`` at a time. The question's features are computed once
        for every block (the ranking only is remade, with the longer limit)."""
        table = self._table(anchor_types)
        x, past = self._table_features(query, anchor_name, table, anchor_types)
        yield self._ranked(table.walks, x, table.size, table.rarity, block, past)
        more = self._ranked(table.walks, x, table.size, table.rarity, at_most, past)
        for start in range(block, len(more), block):
            yield more[start : start + block]

    def rank(
        self, walks: Sequence[_Walk], x: npt.NDArray[np.float64], *, limit: int | None = None
    ) -> tuple[LabelPath, ...]:
        """``walks`` as :class:`~graphpaths.dotrag.reading.schema.LabelPath` s with their scores
        (``x`` · weights) and probabilities, best first; equal scores: the shorter first,
        then the walk over more relations. ``limit``: the best that many only (the
        probabilities are among all of them all the same)."""
        size = np.fromiter((len(w.steps) for w in walks), np.int64, len(walks))
        rarity = np.fromiter((w.rarity for w in walks), np.int64, len(walks))
        return self._ranked(walks, x, size, rarity, limit)

    def _ranked(
        self,
        walks: Sequence[_Walk],
        x: npt.NDArray[np.float64],
        size: npt.NDArray[np.int64],
        rarity: npt.NDArray[np.int64],
        limit: int | None,
        past: npt.NDArray[np.bool_] | None = None,
    ) -> tuple[LabelPath, ...]:
        """:meth:`rank`, given each walk's length and fewest relations."""
        if not walks:
            return ()
        scores = np.round(x @ self._weight_vector, SCORE_DECIMALS)
        evidence = x[:, _SUPPORT] + x[:, _ANSWER]
        z = scores / self.weights.temperature
        p = np.exp(z - z.max())
        p /= p.sum()
        # the last key sorts first: score (high first), length, rarity, position
        order = np.lexsort((np.arange(len(walks)), -rarity, size, -scores))
        if limit is not None:
            order = order[:limit]
        # Python floats (the same values) read faster than numpy scalars, walk by walk;
        # a LabelPath checks nothing in __init__, so a copy of the walk's own is one
        score_of, p_of, evidence_of = scores.tolist(), p.tolist(), evidence.tolist()
        past_of = past.tolist() if past is not None else [False] * len(walks)
        return tuple(
            copied(
                walks[w].reading,
                score=score_of[w],
                probability=p_of[w],
                evidence=round(evidence_of[w], 6),
                past_chain=past_of[w],
            )
            for w in order.tolist()
        )

    def explanations(
        self,
        query: str,
        anchor_name: str,
        steps: Iterable[tuple[str, bool]],
        unheld: Mapping[tuple[str, bool], float] | None = None,
    ) -> tuple[WordExplanation, ...]:
        """Per content word of ``query`` read around ``anchor_name``'s mention, how well the
        graph explains it: its best evidence for a hop over one of ``steps`` (``(label,
        forward)``: what the anchor's readings walk) or for a type, whichever is higher,
        and whether it stands where a question names what it asks for
        (:attr:`WordExplanation.asked`). ``unheld``: per hop kind the anchor lacks, the
        share of its peers holding it (:mod:`~graphpaths.dotrag.reading.inventory`); each
        word's :attr:`WordExplanation.unheld` is its best evidence for one, times that share."""
        q = self._question(query, anchor_name)
        if not q.rows:
            return ()
        evidence, _, type_scores, _ = self._similarities(q)
        labels = {name: j for j, name in enumerate(self.schema.label_names)}
        lacked = np.zeros(len(self._hops), np.float32)
        for (label, forward), share in (unheld or {}).items():
            k = self._hop_index.get((labels[label], forward)) if label in labels else None
            if k is not None:
                lacked[k] = share
        weighed = evidence * lacked[None, :]
        lacking = weighed.max(axis=1) if weighed.shape[1] else np.zeros(len(q.rows))
        lacking_at = weighed.argmax(axis=1) if weighed.shape[1] else np.zeros(len(q.rows), int)
        hops = sorted(
            {
                self._hop_index[(labels[label], forward)]
                for label, forward in steps
                if label in labels
            }
        )
        near = evidence[:, hops].max(axis=1) if hops else np.zeros(len(q.rows), np.float32)
        typed = type_scores.max(axis=1) if type_scores.shape[1] else np.zeros(len(q.rows))
        span = q.span
        return tuple(
            WordExplanation(
                word=q.toks[i],
                explained=float(max(near[r], typed[r])),
                asked=(
                    r in q.focus
                    or q.usage(i) is not None
                    or (span is not None and i in (span[0] - 1, span[1]))
                ),
                names_answer=r in q.focus,
                unheld=float(lacking[r]),
                unheld_label=(
                    self.schema.label_names[self._hops[int(lacking_at[r])][0]]
                    if lacking[r] > 0
                    else ""
                ),
            )
            for r, i in enumerate(q.rows)
        )

    def label_similarities(
        self, query: str, anchor_name: str, readings: Sequence[Sequence[str]]
    ) -> list[float]:
        """Per reading (its labels), the embedding similarity of the question without the
        anchor's name to the reading's labels in words ("where is X based" against "hq
        city"): whether the question's wording, taken whole, says what the labels do. 0 each
        without an embedder."""
        if self.embedder is None or not readings:
            return [0.0] * len(readings)
        q = self._read_question(query, anchor_name)
        rest = " ".join(t for i, t in enumerate(q.toks) if not self._in_span(q, i))
        texts = [" ".join(label_words(label) for label in labels) for labels in readings]
        vectors = self._vectors([rest or query, *texts])
        assert vectors is not None
        norms = np.linalg.norm(vectors, axis=1)
        units = vectors / np.where(norms > 0, norms, 1.0)[:, None]
        return [float(v) for v in units[1:] @ units[0]]


@dataclass(frozen=True)
class WordExplanation:
    """How well a graph explains one content word of a question (:meth:`Reader.explanations`)."""

    word: str
    #: The word's best evidence for a hop the anchor's readings walk or for a type, in [0, 1].
    explained: float
    #: The word stands where a question names what it asks for: the words naming the answer
    #: (after the interrogative, or a request's first and last words), a noun of something
    #: ("X's manager", "the manager of X", "the manager") or a word right beside the
    #: anchor's name ("X salary").
    asked: bool
    #: The word is one of those naming the answer (after the interrogative, or a request's
    #: first and last words): what the question asks for, not what it says of it.
    names_answer: bool = False
    #: Its best evidence for a hop kind the anchor lacks, times the share of the anchor's
    #: peers holding it (0: none asked for; :meth:`Reader.explanations`).
    unheld: float = 0.0
    #: The label of that hop ("": none).
    unheld_label: str = ""


def _evidence(similarities: FloatArray) -> FloatArray:
    """Embedding similarities as evidence in [0, 1]: 0 up to :data:`SIMILARITY_FLOOR`."""
    scaled = (similarities - SIMILARITY_FLOOR) / (1.0 - SIMILARITY_FLOOR)
    out: FloatArray = np.clip(scaled, 0.0, 1.0).astype(np.float32)
    return out


def _mask_units(
    sims: FloatArray, units: Sequence[Sequence[str]], forms: Sequence[Sequence[str]]
) -> FloatArray:
    """``sims`` with the rows of two-word phrases zeroed (a type is named by a word)."""
    out = sims.copy()
    at = 0
    for unit, group in zip(units, forms, strict=True):
        out[at + len(group) : at + len(unit)] = 0.0
        at += len(unit)
    return out


@dataclass(frozen=True)
class _Scene:
    """What the features of a question's walks read of it, whatever the walk (``n``
    words): the evidence per word and hop kind, the words a hop may leave out (``loose``)
    or that name nothing (``idle``), the types words name (``naming``: type, evidence),
    the types the focus words name (``focus``: per focus word, its evidence for each
    type), the words' token positions, the walk-length word count and the voice cues
    (:meth:`Reader._cues`)."""

    evidence: FloatArray
    units: FloatArray
    loose: npt.NDArray[np.float64]
    idle: npt.NDArray[np.bool_]
    naming: list[tuple[int, float]]
    focus: FloatArray
    positions: npt.NDArray[np.int64]
    wordcount: float
    owned: FloatArray
    before: FloatArray
    after: FloatArray


def _walk_rows(q: _Question, scene: _Scene, table: _WalkTable) -> _Rows:
    """:data:`FEATURES` of every walk of ``table``, one row each (all lengths at once: a
    padded hop has no evidence, so no word aligns to it), and :func:`_past_chain`."""
    hops, back, passed, real = table.hops, table.back, table.passed, table.real
    evidence, focus = scene.evidence, scene.focus
    m, k = hops.shape
    n = len(q.rows)
    size = table.size
    named = np.zeros(m)
    for t, v in scene.naming:
        # a walk passes the type it leaves from too: a word naming the anchor's type ("the
        # film X") is said of the anchor, and favours no walk that comes back to it
        named += v * np.where((passed == t).any(axis=1) | (table.start == t), 1.0, -1.0)
    if n and evidence.shape[1]:
        # the padding hop kind: one more column, of no evidence (evidence is >= 0)
        pad = np.zeros((n, 1), np.float32)
        units = np.concatenate([scene.units, pad], axis=1)
        block = units[:, hops].transpose(1, 0, 2).astype(np.float64)  # m x n x k
        mine = np.concatenate([evidence, pad], axis=1)[:, hops].max(axis=2).T  # m x n
    else:
        block = np.zeros((m, 0, k))
        mine = np.zeros((m, 0))
    at, support = _align_all(block)
    aligned = at >= 0
    used = np.zeros((m, n), np.bool_)
    if n:
        walk, hop = np.nonzero(aligned)
        used[walk, at[walk, hop]] = True
    marked = np.minimum(back.sum(axis=1), (scene.idle[None, :] & ~used).sum(axis=1))
    last = evidence[list(q.focus)][:, table.last_hop].max(axis=0) if q.focus and n else np.zeros(m)
    first_near, last_near = _nearest(q, at, size, scene.positions)
    unsupported_hops = (support < SUPPORTED) & ~back & real
    unsupported = unsupported_hops.sum(axis=1)
    missed = np.maximum(scene.loose[None, :] - np.maximum(mine, 0.0), 0.0).sum(axis=1)
    end = focus[:, table.target].max(axis=0) if len(focus) else np.zeros(m)
    two, three = table.two, table.three
    if q.focus:
        # A last hop up to a container that no word says, where the answer's words name
        # the container's kind better than what the walk reached before it, is said by
        # naming the answer ("what nation does X's lead come from": the lead's town, then
        # its country): it counts no length and is no unsupported hop. The words only:
        # an interrogative alone ("where") names no kind of container.
        said_types = focus[: len(q.focus)]
        unsaid = unsupported_hops[np.arange(m), np.maximum(size - 1, 0)]
        up = (
            table.up_last
            & unsaid
            # the hops it does say want a word each besides the answer's
            & (scene.wordcount >= size - 1)
            & (
                said_types[:, table.target].max(axis=0)
                > said_types[:, table.before_last].max(axis=0)
            )
        )
        if up.any():
            said = size - up
            two, three = (said == 2).astype(np.float64), (said == 3).astype(np.float64)
            unsupported = unsupported - up
    columns = (
        support.sum(axis=1),
        unsupported,
        missed,
        end,
        _voice(q, scene, at, table.safe_hops),
        (back & (support < SUPPORTED)).sum(axis=1),
        two,
        three,
        named,
        marked,
        last,
        first_near,
        last_near,
        two * scene.wordcount,
        three * scene.wordcount,
    )
    rows = np.empty((m, len(columns)))
    for c, column in enumerate(columns):
        rows[:, c] = column
    return rows, _past_chain(q, table, used)


def _past_chain(
    q: _Question, table: _WalkTable, used: npt.NDArray[np.bool_]
) -> npt.NDArray[np.bool_]:
    """Per walk (``used``: walks x words, the words its hops are aligned to), whether it
    stops at or before the end of the chain around the anchor while a word outside the
    chain that names neither the answer nor the anchor is said by none of its hops: the
    word ties the chain to the answer, a hop on ("where did the founder of X grow up").
    A walk that says the word (a verb and noun the graph holds as one label) is not."""
    if not q.outside or not q.chain or not len(q.rows):
        return np.zeros(len(table.size), np.bool_)
    unsaid = ~used[:, list(q.outside)]
    out: npt.NDArray[np.bool_] = (table.size <= q.chain) & unsaid.any(axis=1)
    return out


def _contains(fan: tuple[float, float] | None, forward: bool) -> bool:
    """Whether a hop over a label with ``fan`` (relations per head, per tail) walked
    ``forward`` or back goes up to a container: one target per source, several sources
    per target."""
    if fan is None:
        return False
    out, into = fan if forward else fan[::-1]
    return out <= ROUND_TRIP_FAN < into


def _voice(
    q: _Question, scene: _Scene, at: npt.NDArray[np.int64], hops: npt.NDArray[np.int64]
) -> npt.NDArray[np.float64]:
    """Per walk, the voice cues of its aligned hops (``at``: each hop's word, -1 none),
    each against the word before it on the walk (the anchor's name for the first)."""
    m, k = hops.shape
    voice = np.zeros(m)
    if not q.rows or not k:
        return voice
    aligned = at >= 0
    safe = np.where(aligned, at, 0)
    here = scene.positions[safe]  # m x k
    # each hop's source: the word of the last aligned hop before it, else the anchor's name
    source = np.empty((m, k), np.int64)
    source[:, 0] = q.span[0] if q.span is not None else -1
    for j in range(1, k):
        source[:, j] = np.where(aligned[:, j - 1], here[:, j - 1], source[:, j - 1])
    owned = scene.owned[safe, hops]
    verb = np.where(
        source < 0, 0.0, np.where(source < here, scene.before[safe, hops], scene.after[safe, hops])
    )
    verb = np.where(source == here, 0.0, verb)
    cues = np.where(aligned, np.where(owned != 0, owned, verb), 0.0)
    for j in range(k):  # hop by hop, as the walk says them
        voice += cues[:, j]
    return voice


def _nearest(
    q: _Question,
    at: npt.NDArray[np.int64],
    size: npt.NDArray[np.int64],
    positions: npt.NDArray[np.int64],
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Per walk (``at``: the word of each hop, -1 none; ``size``: its hops), +1 / -1
    whether the first hop's word is the aligned word nearest the anchor's name (a sharing
    phrase right before it, "share a coach with X", as near as can be), and the
    last hop's the nearest where the question asks; 0 when either is unaligned or the
    only one."""
    m, k = at.shape
    first = np.zeros(m)
    last = np.zeros(m)
    if k < 2 or not len(positions):
        return first, last
    aligned = at >= 0
    pos = positions[np.where(aligned, at, 0)]
    many = aligned.sum(axis=1) >= 2
    if q.span is not None:
        far = np.where(pos < q.span[0], q.span[0] - pos, pos - q.span[1] + 1).astype(np.float64)
        if q.shared is not None:  # "share a coach with X": the coach is X's
            far[(pos >= q.shared) & (pos < q.span[0])] = 0.0
        far[~aligned] = np.inf
        ok = many & aligned[:, 0]
        first = np.where(ok, np.where(far[:, 0] <= far[:, 1:].min(axis=1), 1.0, -1.0), 0.0)
    if q.asks is not None:
        far = np.abs(pos - q.asks).astype(np.float64)
        far[~aligned] = np.inf
        walks, ends = np.arange(m), np.maximum(size - 1, 0)
        far_last = far[walks, ends]  # against all the walk's words, its own included
        ok = many & aligned[walks, ends]
        last = np.where(ok, np.where(far_last <= far.min(axis=1), 1.0, -1.0), 0.0)
    return first, last


def _align_all(
    block: npt.NDArray[np.float64],
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]]:
    """Per walk (``block``: walks x words x hops), its hops aligned to distinct words, best
    match first: the word of each hop (-1: none) and its evidence (0: none)."""
    m, n, k = block.shape
    at = np.full((m, k), -1, np.int64)
    support = np.zeros((m, k))
    if not n:
        return at, support
    scores = block.copy()
    walks = np.arange(m)
    for _ in range(min(n, k)):
        flat = scores.reshape(m, -1)
        cell = np.argmax(flat, axis=1)
        value = flat[walks, cell]
        r, c = np.divmod(cell, k)
        take = value > 0
        at[walks[take], c[take]] = r[take]
        support[walks[take], c[take]] = value[take]
        scores[walks[take], r[take], :] = -1.0
        scores[walks[take], :, c[take]] = -1.0
    return at, support


def type_members(graph: Graph) -> list[list[str]]:
    """Up to :data:`PROTOTYPE_MEMBERS` names per type, spread evenly over its members."""
    out = []
    for t in graph.type_names:
        members = graph.entities_of_type(t)
        step = max(1, len(members) // PROTOTYPE_MEMBERS)
        out.append([graph.names[i] for i in members[::step][:PROTOTYPE_MEMBERS]])
    return out


def reader_for_graph(
    graph: Graph,
    embedder: Embedder | None,
    *,
    lexicon: Lexicon | None = None,
    weights: ReaderWeights | None = None,
    max_depth: int = 3,
    cache_size: int = 50_000,
) -> Reader:
    """The reader of ``graph``: its schema, its lexicon (``None``: the labels' own words,
    :meth:`~graphpaths.dotrag.reading.lexicon.Lexicon.from_graph`), and for types inferred from
    relation roles the prototypes of some member names."""
    inferred = graph.type_origin.source == "inferred"
    return Reader(
        GraphSchema.from_graph(graph),
        embedder,
        lexicon=lexicon if lexicon is not None else Lexicon.from_graph(graph),
        weights=weights,
        max_depth=max_depth,
        type_members=type_members(graph) if inferred else None,
        cache_size=cache_size,
        inferred_types=inferred,
    )
