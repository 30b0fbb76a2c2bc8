"""Reading a question word by word: which relation labels it mentions, which type it asks for.

The anchor's name is removed (the *residue*); the remaining content words (English
function words dropped) are compared with the content words of every relation label
(``directed_by`` → "directed") and every type name, by embedding similarity (each word
embedded once, then cached) and by shared word stems ("directors" / "directed"). A word
*mentions* a label when it is similar enough to one of the label's words, unless it is
closer to a type name the label does not contain; the *answer type* is read where
English names it (at the interrogative, after an imperative's verb, or at the end of a
statement). :mod:`graphpaths.dotrag.heuristic` explains the reasoning in full.

Example:
    >>> from graphpaths.dotrag.schema import GraphSchema
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> _ = b.add_entity("k", name="Kismet", types=["movie"])
    >>> _ = b.add_entity("w", name="William Dieterle", types=["person"])
    >>> _ = b.add_relation("k", "w", "directed_by")
    >>> reader = QuestionReader(GraphSchema.from_graph(b.build()), embedder=None)
    >>> words = reader.read("who directed Kismet", "Kismet")
    >>> words.residue, sorted(words.mentions), words.order
    (('who', 'directed'), ['directed_by'], ('directed_by',))
    >>> shares_stem("directors", "directed"), shares_stem("film", "person")
    (True, False)
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt
import simplemma

from graphpaths.dotrag.anchors import find_mentions, tokens, word_forms
from graphpaths.dotrag.planning import MentionGroups, Mentions, Weights
from graphpaths.dotrag.schema import GraphSchema, LabelPath
from graphpaths.graph import label_words

if TYPE_CHECKING:
    from graphpaths.embeddings import Embedder

__all__ = [
    "STOPWORDS",
    "WH_WORDS",
    "QuestionReader",
    "QuestionReading",
    "QuestionWords",
    "content_words",
    "inflections",
    "shares_stem",
]

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
#: Content words read per question (the first ones): a bound for text that is no question.
MAX_WORDS = 64
#: Forms of "be": after them a noun follows ("who is the director of X").
COPULAS = frozenset({"is", "are", "was", "were", "s", "be", "been"})
#: Interrogatives followed by a verb, not a noun ("who leads", "whom does X mentor").
SUBJECT_WH_WORDS = frozenset({"who", "whom", "whos"})
#: English interrogatives: where a question names its answer.
WH_WORDS = frozenset("who whom whose whos what whats which when where how".split())  # noqa: SIM905


@dataclass(frozen=True, kw_only=True)
class QuestionWords:
    """What :meth:`QuestionReader.read` found in a question, before planning."""

    #: The question's tokens without the anchor's name.
    residue: tuple[str, ...]
    #: label -> (strength, number of mentions, order key of the nearest mention).
    mentions: Mentions
    #: The mentioned labels in their expected hop order.
    order: tuple[str, ...]
    #: ``(type index, confidence)`` of the answer type, if the question names one.
    answer: tuple[int, float] | None
    #: A second acceptable answer type: "who leads X" may ask for the head of ``leads``
    #: as well as its tail (a verb after "who", unlike a noun, names no end).
    answer_also: int | None = None
    #: Per mentioning word, the labels it mentions (alternatives: "skills" may mean
    #: ``has_skill`` or ``requires_skill``) and their strengths; equal sets merged.
    groups: MentionGroups = ()
    #: The question asks for what shares something with the anchor ("who is on the same
    #: team as X"): ``(type index or -1)``, the type of what is shared when the word after
    #: "same" names one; ``None``: no such phrase.
    shared: int | None = None
    #: The labels of "<noun> of" a word naming the answer mentions ("the capital of
    #: ..."): the walk's last hop is over one of them, walked back.
    answer_labels: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class QuestionReading:
    """What the policy read in a question, for one anchor (see
    :meth:`~graphpaths.dotrag.heuristic.HeuristicPolicy.read`)."""

    residue: tuple[str, ...]
    #: label -> (strength, number of mentions, order key of the nearest mention).
    mentions: dict[str, tuple[float, int, float]]
    answer_type: str | None
    plans: tuple[LabelPath, ...]


class QuestionReader:
    """Reads questions against one graph's schema; thread-safe.

    Args:
        schema: The graph's type and label names (and each label's tail type).
        embedder: Embeds single words (cached); ``None`` reads from word stems alone.
        weights: The reading's thresholds (:class:`~graphpaths.dotrag.planning.Weights`).
        cache_size: Words kept (each word is embedded once).
        type_members: Per type, names of some of its entities. Given, a word names a type
            by its similarity to their mean embedding (the type's *prototype*: "continent"
            is near Europe, Asia, Africa) instead of the type's name: for types inferred
            from relation roles, whose names are relation words, not nouns.
    """

    def __init__(
        self,
        schema: GraphSchema,
        embedder: Embedder | None,
        *,
        weights: Weights | None = None,
        cache_size: int = 50_000,
        type_members: Sequence[Sequence[str]] | None = None,
    ) -> None:
        self.schema = schema
        self.embedder = embedder
        self.weights = weights or Weights()
        self.cache_size = cache_size
        raw_labels = [tokens(label_words(n)) for n in schema.label_names]
        self._label_tokens = [content_words(raw) for raw in raw_labels]
        # The noun of a label read "<noun> of" (``capital_of``), which names its head.
        self._head_nouns = [
            raw[-2] if len(raw) >= 2 and raw[-1] == "of" else None for raw in raw_labels
        ]
        self._type_tokens = [content_words(tokens(n)) for n in schema.type_names]
        self._type_members = (
            [list(m) for m in type_members] if type_members is not None and embedder else None
        )
        self._prototypes: FloatArray | None = None
        self._lock = threading.Lock()
        self._words: OrderedDict[str, FloatArray] = OrderedDict()

    def share_words(self, other: QuestionReader) -> None:
        """Use ``other``'s word vectors (and their lock) from now on, when both read with
        the same embedder: a word's vector does not depend on the graph, so a reader for an
        updated graph starts warm."""
        if other.embedder is self.embedder and other is not self:
            self._words, self._lock = other._words, other._lock

    def warmup(self) -> None:
        """Load now what the first question would: the lemmatiser's English dictionary
        (a few hundred ms), the vectors of the label and type words every reading compares
        with, and the types' prototypes."""
        simplemma.lemmatize("warm", lang="en")
        label_vocab, type_vocab = self._vocabulary()
        self._vectors(label_vocab + type_vocab)
        self.prototypes()

    def _vocabulary(self) -> tuple[list[str], list[str]]:
        """The label words and the type words, each sorted."""
        label_vocab = sorted({c for g in self._label_tokens for c in g})
        type_vocab = sorted({c for g in self._type_tokens for c in g})
        return label_vocab, type_vocab

    def cache_info(self) -> dict[str, int]:
        """``{"words", "words_capacity"}``: word vectors kept, and the most kept."""
        with self._lock:
            return {"words": len(self._words), "words_capacity": self.cache_size}

    # -- words ---------------------------------------------------------------------------------
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

    def prototypes(self) -> FloatArray | None:
        """Unit mean embeddings of each type's member names (None without members)."""
        if self._type_members is None or self.embedder is None:
            return None
        if self._prototypes is None:
            dimension = self.embedder.dimension
            rows = np.zeros((len(self._type_members), dimension), np.float32)
            for t, names in enumerate(self._type_members):
                if names:
                    mean = np.asarray(self.embedder.embed_documents(names), np.float32).mean(0)
                    norm = float(np.linalg.norm(mean))
                    rows[t] = mean / norm if norm > 0 else mean
            self._prototypes = rows
        return self._prototypes

    def word_scores(self, words: Sequence[str]) -> tuple[FloatArray, FloatArray]:
        """``(words × labels, words × types)`` similarities: embeddings and shared stems
        (types: to their prototypes instead, when the reader has them); a plural scores as
        the better of itself and its singular (:func:`word_forms`), but for prototypes,
        and of its dictionary form up to a shared stem's similarity (:func:`inflections`)."""
        forms = [inflections(w) for w in words]
        flat = [f for group in forms for f in group]
        if len(flat) == len(words):
            return self._form_scores(words)
        label_flat, type_flat = self._form_scores(flat)
        starts = np.cumsum([0] + [len(g) for g in forms[:-1]])
        # A dictionary form reads no surer than a shared stem: where the word as written
        # and its base form match different labels, the word decides ("released" is
        # ``releasedIn``, not ``hasRelease``).
        lemmas = [
            int(start) + len(g) - 1
            for start, g, w in zip(starts, forms, words, strict=True)
            if len(g) > len(word_forms(w))
        ]
        cap = self.weights.stem_similarity
        label_flat[lemmas] = np.minimum(label_flat[lemmas], cap)
        type_flat[lemmas] = np.minimum(type_flat[lemmas], cap)
        labels = np.maximum.reduceat(label_flat, starts, axis=0)
        if self.prototypes() is not None:
            # Types read from their members keep the word as written: members are names,
            # where a singular drifts to whatever shares its word ("paper" near "Best
            # Paper Award").
            return labels, type_flat[starts]
        return labels, np.maximum.reduceat(type_flat, starts, axis=0)

    def _form_scores(self, words: Sequence[str]) -> tuple[FloatArray, FloatArray]:
        label_scores = np.zeros((len(words), len(self.schema.label_names)), np.float32)
        type_scores = np.zeros((len(words), len(self.schema.type_names)), np.float32)
        prototypes = self.prototypes()
        named = [(label_scores, self._label_tokens)]
        if prototypes is None:
            named.append((type_scores, self._type_tokens))
        for targets, groups in named:
            for j, group in enumerate(groups):
                for i, w in enumerate(words):
                    if any(shares_stem(w, c) for c in group):
                        targets[i, j] = self.weights.stem_similarity
        vectors = self._vectors(words)
        label_vocab, type_vocab = self._vocabulary()
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
                if group and prototypes is None:
                    cols = [tindex[c] for c in group]
                    np.maximum(type_scores[:, j], sims[:, cols].max(axis=1), out=type_scores[:, j])
        if vectors is not None and prototypes is not None:
            type_scores = np.asarray(vectors @ prototypes.T, np.float32)
        return label_scores, type_scores

    def matched_token(self, word: str, label: int) -> str:
        """Which of ``label``'s words ``word`` is most like ("advisor" of ``phd advisor``)."""
        group = self._label_tokens[label]
        if len(group) == 1:
            return group[0]
        forms = inflections(word)
        scores = [
            self.weights.stem_similarity if any(shares_stem(f, c) for f in forms) else 0.0
            for c in group
        ]
        vectors = self._vectors([*forms, *group])
        if vectors is not None:
            sims = vectors[: len(forms)] @ vectors[len(forms) :].T
            scores = [max(a, float(b)) for a, b in zip(scores, sims.max(axis=0), strict=True)]
        return group[int(np.argmax(scores))]

    # -- reading -------------------------------------------------------------------------------
    def read(self, query: str, anchor_name: str) -> QuestionWords:
        """What ``query`` mentions and the answer type it names, around ``anchor_name``."""
        w = self.weights
        toks = tokens(query)
        found = find_mentions(query, [anchor_name])
        span = (found[0].start, found[0].end) if found else None
        positions = [i for i, t in enumerate(toks) if span is None or not span[0] <= i < span[1]]
        content: list[int] = []
        words: list[str] = []
        for i in positions:
            if toks[i] in STOPWORDS or len(toks[i]) <= 1:
                continue
            after = toks[i + 1] if i + 1 < len(toks) else ""
            if toks[i] == "great" and (after == "great" or generations(after)[1] > 1):
                continue
            # "grandchildren" is two hops over whatever "children" means; each "great"
            # before it one more.
            word, hops = generations(toks[i])
            if hops > 1:
                k = i - 1
                while k >= 0 and toks[k] == "great":
                    hops, k = hops + 1, k - 1
            content += [i] * hops
            words += [word] * hops
            if len(words) >= MAX_WORDS:  # no question is longer; a 100k-character one is
                break
        label_scores, type_scores = self.word_scores(words)
        prototypes = self.prototypes() is not None
        mentioned = np.zeros_like(label_scores, np.bool_)
        for r in range(len(words)):
            best = float(label_scores[r].max()) if label_scores.shape[1] else 0.0
            if self._ambiguous(label_scores[r], best):
                continue
            for j, group in enumerate(self._label_tokens):
                s = label_scores[r, j]
                if s < w.label_threshold or s < best - w.type_margin:
                    continue
                # A type named by the label's own words is no rival, unless types are
                # read from their members (inferred types are named by label words).
                rival = max(
                    (
                        float(type_scores[r, t])
                        for t, tgroup in enumerate(self._type_tokens)
                        if prototypes or not set(tgroup) & set(group)
                    ),
                    default=0.0,
                )
                mentioned[r, j] = rival <= s + w.type_margin
        answer, answer_also, answer_row = self._answer_type(
            toks, positions, content, span, label_scores, type_scores, mentioned
        )
        # "the capital of ...": the word naming the answer names its last hop too.
        answer_labels = (
            tuple(
                self.schema.label_names[j]
                for j in np.flatnonzero(mentioned[answer_row])
                if self._names_head(toks, content[answer_row], int(j))
            )
            if answer_row is not None
            else ()
        )
        # Each word mentioning a set of labels is a mention of its own (the planner wants a
        # hop per mention of the same set: "the children of X's parents", each generation
        # of "grandchildren"), unless it names another word of the labels than the words
        # before it (a phrase: "PhD advisor", "official language"), or names the answer
        # and shares the hop of a word between it and the anchor ("which directors
        # directed X": one hop).
        names_of = [
            tuple(self.schema.label_names[j] for j in np.flatnonzero(mentioned[r]))
            for r in range(len(words))
        ]
        partner = None
        if answer_row is not None and span is not None:
            here = content[answer_row]
            low, high = (here, span[0]) if here < span[0] else (span[1] - 1, here)
            partner = next(
                (
                    r
                    for r in range(len(words))
                    if r != answer_row
                    and names_of[r] == names_of[answer_row]
                    and low < content[r] < high
                ),
                None,
            )
        occurrences: dict[tuple[str, ...], list[set[str]]] = {}
        alternatives: dict[tuple[tuple[str, ...], int], dict[str, float]] = {}
        for r, names in enumerate(names_of):
            if not names:
                continue
            columns = np.flatnonzero(mentioned[r]).tolist()
            said = {self.matched_token(words[r], j) for j in columns}
            slots = occurrences.setdefault(names, [])
            if partner is not None and r in (partner, answer_row):
                occurrence = -1  # the answer word's hop
            else:
                occurrence = next(
                    (k for k, used in enumerate(slots) if not used & said), len(slots)
                )
                if occurrence == len(slots):
                    slots.append(set())
                slots[occurrence] |= said
            strengths = alternatives.setdefault((names, occurrence), {})
            for name, j in zip(names, columns, strict=True):
                strengths[name] = max(strengths.get(name, 0.0), float(label_scores[r, j]))
        mentions: dict[str, tuple[float, int, float]] = {}
        sequence: list[tuple[float, str]] = []  # mentions in their expected hop order
        governor = _governor(toks, span, anchor_name)
        for j, name in enumerate(self.schema.label_names):
            rows = np.flatnonzero(mentioned[:, j])
            if len(rows):
                keys = [_order_key(content[r], span, governor) for r in rows]
                mentions[name] = (float(label_scores[rows, j].max()), len(rows), min(keys))
                sequence += [(k, name) for k in keys]
        order = tuple(name for _, name in sorted(sequence))
        shared = self._shared(toks, span, anchor_name, positions, content, type_scores, mentioned)
        return QuestionWords(
            residue=tuple(toks[i] for i in positions),
            mentions=mentions,
            order=order,
            answer=answer,
            answer_also=answer_also,
            groups=tuple(tuple(sorted(g.items())) for g in alternatives.values()),
            shared=shared,
            answer_labels=answer_labels,
        )

    def _shared(
        self,
        toks: Sequence[str],
        span: tuple[int, int] | None,
        anchor_name: str,
        positions: Sequence[int],
        content: Sequence[int],
        type_scores: FloatArray,
        mentioned: npt.NDArray[np.bool_],
    ) -> int | None:
        """For "the same <noun> as/of/with X": the type the noun names (through a label it
        mentions, its tail; else a type name it is like), -1 when it names none; ``None``
        without such a phrase, or when it compares with something of X's ("the same team
        as X's mentor")."""
        if (
            span is None
            or span[0] == 0
            or toks[span[0] - 1] not in ("as", "of", "with")
            or not _ends_on_name(toks, span, anchor_name)
        ):
            return None
        same = next((i for i in positions if toks[i] == "same"), None)
        if same is None:
            return None
        noun = next((r for r, i in enumerate(content) if i > same), None)
        if noun is None:
            return -1
        tails = {
            tail
            for j in np.flatnonzero(mentioned[noun])
            if (tail := self.schema.tails.get(int(j))) is not None
        }
        if len(tails) == 1:
            return next(iter(tails))
        if type_scores.shape[1] and float(type_scores[noun].max()) >= self.weights.type_threshold:
            return int(np.argmax(type_scores[noun]))
        return -1

    def _names_head(self, toks: Sequence[str], position: int, label: int) -> bool:
        """Whether the word at ``position`` is the noun of a label read "<noun> of"
        (``capital_of``, ``member of``) and says "<noun> of" something ("the capital of
        X", not "what is X the capital of"): it names the label's head."""
        noun = self._head_nouns[label]
        return (
            noun is not None
            and position + 2 < len(toks)
            and toks[position + 1] == "of"
            and any(shares_stem(f, noun) for f in inflections(toks[position]))
        )

    def _ambiguous(self, scores: FloatArray, best: float) -> bool:
        """Whether a word is about equally (and only loosely) like labels that share no
        word: a word for the graph's domain ("film" near ``directed_by``, ``starred_actors``
        and ``has_imdb_rating`` alike), which a schema's type name ("movie") would take, not
        a mention of any one of them. A shared stem or a near match is never ambiguous."""
        w = self.weights
        if best >= w.stem_similarity or best < w.label_threshold:
            return False
        close = [
            set(self._label_tokens[j])
            for j in np.flatnonzero(scores >= max(best - w.type_margin, w.label_threshold))
        ]
        return len(close) > 1 and not set.intersection(*close)

    def _answer_type(
        self,
        toks: Sequence[str],
        positions: Sequence[int],
        content: Sequence[int],
        span: tuple[int, int] | None,
        label_scores: FloatArray,
        type_scores: FloatArray,
        mentioned: npt.NDArray[np.bool_],
    ) -> tuple[tuple[int, float] | None, int | None, int | None]:
        """``(type, confidence)`` named at the interrogative (else at the start), if any, a
        second acceptable type (see :attr:`QuestionWords.answer_also`) and the row of the
        word that named it through a label it mentions."""
        w = self.weights
        wh = next((i for i in positions if toks[i] in WH_WORDS and not _relative(toks, i)), None)
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
        # "who leads X" (a verb follows), unlike "who are the directors of X" (a noun does).
        subject = (
            wh is not None
            and toks[wh] in SUBJECT_WH_WORDS
            and (wh + 1 >= len(toks) or toks[wh + 1] not in COPULAS)
        )
        for k, (kind, ref) in enumerate(candidates):
            # The word right after the interrogative is the likeliest answer noun.
            first = k == (1 if wh is not None and self.embedder is not None else 0)
            threshold = w.first_type_threshold if first else w.type_threshold
            if kind == "wh":
                scores = self.word_scores([toks[ref]])[1][0]
                t = int(np.argmax(scores))
                if scores[t] >= w.type_threshold and _margin(scores) >= w.type_margin:
                    # "who is the director that directed X": the noun after the
                    # interrogative names the answer through a label all the same.
                    noun = next((r for r, i in enumerate(content) if i > ref), None)
                    named = noun is not None and any(
                        self.schema.tails.get(int(j)) == t for j in np.flatnonzero(mentioned[noun])
                    )
                    return (t, float(scores[t])), None, noun if named else None
                continue
            r = ref
            verb = subject and first  # "who leads X": a verb, no noun for the answer
            head_noun = content[r] + 1 < len(toks) and toks[content[r] + 1] == "of"
            labels = np.flatnonzero(mentioned[r])
            if labels.size:  # a noun for a relation names its tail ("which directors")
                j = int(labels[np.argmax(label_scores[r, labels])])
                tail = self.schema.tails.get(j)
                owner = self.schema.heads.get(j)
                if owner is not None and self._names_head(toks, content[r], j):
                    # "the capital of X" asks for the head of ``capital_of``: a label read
                    # "<noun> of" names its head by that noun.
                    return (owner, float(label_scores[r, j])), None, r
                if tail is not None:
                    # A verb names the relation, not its end: its head may be the answer too.
                    head = self.schema.heads.get(j) if verb else None
                    return (tail, float(label_scores[r, j])), head if head != tail else None, r
            if verb:
                continue
            t = int(np.argmax(type_scores[r]))
            # Right after an interrogative a weak match suffices; elsewhere it must be clear.
            clear = wh is not None or _margin(type_scores[r]) >= w.type_margin
            if type_scores[r, t] >= threshold and clear:
                return (t, float(type_scores[r, t])), None, None
            if head_noun:  # "what kind of film": the answer is the kind, whatever it is
                return None, None, None
        return None, None, None


# -- helpers -------------------------------------------------------------------------------------
#: Kinship words a "grand" prefix puts one generation further ("grandchildren": children
#: of children; "great-grandchildren" one more).
GRAND_KIN = frozenset(
    "parent child son daughter father mother kid nephew niece dad mom mum uncle aunt".split()  # noqa: SIM905
)


def generations(word: str) -> tuple[str, int]:
    """A kinship word without its "grand" prefix and the hops it spans
    ("grandchildren" -> ("children", 2)); other words span one.

    Example:
        >>> generations("grandchildren"), generations("grandparents"), generations("grandstand")
        (('children', 2), ('parents', 2), ('grandstand', 1))
    """
    rest = word[5:]
    if word.startswith("grand") and any(f in GRAND_KIN for f in word_forms(rest)):
        return rest, 2
    return word, 1


def inflections(word: str) -> tuple[str, ...]:
    """``word``, its singular if it looks plural (:func:`word_forms`) and its dictionary
    form: an embedder may tie the base form to a label and not the inflected one
    ("supervise" is near "advisor", "supervised" is not).

    Example:
        >>> inflections("supervised"), inflections("parents"), inflections("film")
        (('supervised', 'supervise'), ('parents', 'parent'), ('film',))
    """
    forms = word_forms(word)
    lemma = simplemma.lemmatize(word, lang="en")
    return forms if not lemma or lemma in forms else (*forms, lemma)


def content_words(words: Sequence[str]) -> tuple[str, ...]:
    """``words`` without :data:`STOPWORDS` (all of them when nothing else is left)."""
    kept = tuple(w for w in words if w not in STOPWORDS)
    return kept or tuple(words)


def _stem(word: str) -> str:
    return word[: max(4, len(word) - 3)] if len(word) > 4 else word


def shares_stem(word: str, other: str) -> bool:
    """Whether two words share a stem: one's stem inside the other, or a prefix of it."""
    if len(word) < 3 or len(other) < 3:
        return False
    if word == other:
        return True
    a, b = _stem(word), _stem(other)
    return (
        (len(b) >= 4 and _compound_part(b, word))
        or (len(a) >= 4 and _compound_part(a, other))
        or other.startswith(word)
        or word.startswith(other)
    )


def _compound_part(stem: str, word: str) -> bool:
    """Whether ``stem`` begins ``word`` or a later part of it ("writ" in "screenwriter"),
    not just any letters inside ("pers" in "superseded")."""
    at = word.find(stem)
    return at == 0 or at >= 3


#: Relative pronouns that also ask questions: "the people who work", but "who works".
RELATIVE_WH_WORDS = frozenset({"who", "whom", "whose"})


def _relative(toks: Sequence[str], i: int) -> bool:
    """Whether the wh-word at ``i`` starts a relative clause ("name the people who work
    here"), not a question: it follows a content word and the sentence goes on (a question
    may end on its interrogative: "the films X wrote starred who")."""
    return toks[i] in RELATIVE_WH_WORDS and 0 < i < len(toks) - 1 and toks[i - 1] not in STOPWORDS


#: Words that start a relative clause before its verb ("the people who live in Rome").
RELATIVE_PRONOUNS = frozenset({"who", "that", "which"})
#: Words that join a name to the verb before it ("live in Rome", "written by X"); not
#: "of", whose noun may head a phrase the name only modifies ("the screenwriter of X
#: acted films").
PREPOSITIONS = frozenset(
    "in on at by from with to into for about under over behind after before near".split()  # noqa: SIM905
)
#: Words that may stand between a preposition and a name ("who work in the Data Team").
DETERMINERS = frozenset("the a an our their his her its my your".split())  # noqa: SIM905


def _governor(toks: Sequence[str], span: tuple[int, int] | None, anchor_name: str) -> int | None:
    """The position of the verb the anchor's name is the object of, through a
    preposition, in a relative clause or as a participle: "people who live in Rome",
    "the films written by X". That verb names the anchor's own hop; the words after the
    name then belong to the sentence around it ("... born in?"). ``None`` for a
    possessive ("X's manager": the word after it is the anchor's)."""
    if span is None or not _ends_on_name(toks, span, anchor_name):
        return None
    k = span[0] - 1
    while k >= 0 and toks[k] in DETERMINERS:
        k -= 1
    if k < 1 or toks[k] not in PREPOSITIONS or toks[k - 1] in STOPWORDS:
        return None
    # A relative clause ("who live in Rome") or a participle ("living in", "written by"):
    # a verb whose object the name is, not a noun phrase it modifies ("live in the
    # Japanese capital").
    verb = k - 1
    relative = verb > 0 and toks[verb - 1] in RELATIVE_PRONOUNS
    return verb if relative or toks[verb].endswith(("ing", "ed", "en")) else None


def _ends_on_name(toks: Sequence[str], span: tuple[int, int], anchor_name: str) -> bool:
    """Whether the anchor's mention ends on its name as written, not on a possessive of it
    ("X's manager")."""
    return toks[span[1] - 1] == tokens(anchor_name)[-1]


def _order_key(position: int, span: tuple[int, int] | None, governor: int | None = None) -> float:
    """Where a mention's hop is expected: the word the anchor is the object of (see
    :func:`_governor`), the word right after the anchor's name ("X actors", "X starred
    who") and the words before it, nearest first (the hops leading away from the
    anchor), then the other words after it (the sentence's own verb and answer: the last
    hops)."""
    if span is None:
        return float(position)
    if position == governor:
        return 0.25
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
