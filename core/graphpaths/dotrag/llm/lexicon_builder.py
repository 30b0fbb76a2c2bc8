"""A graph lexicon written by a language model at index time, filtered, never trusted.

:func:`generate_lexicon` asks an :class:`~graphpaths.llm.LLM` two short questions per
relation label (:func:`~graphpaths.dotrag.llm.prompts.lexicon_relation_prompt`: three example
triples by their entities' names, both directions answered at once; each question with its
own worked example and its own triples, the answers pooled) and one per entity
type (:func:`~graphpaths.dotrag.llm.prompts.lexicon_type_prompt`: three member names and the
type's roles in words). Wrap the LLM in :class:`~graphpaths.llm.CachedLLM` to record the
answers and replay them without the model. An answer that does not parse is asked again
once (:func:`~graphpaths.dotrag.llm.prompts.retry_messages`); a second bad answer, or a failed
call, leaves that label or type to its own words and is counted.

What a small model writes is noisy (issue 25 measured Qwen2.5-Coder-1.5B: filler words,
the same list in both directions, a plain mirror of the label, a label read as a brand
name, an inverted direction). Every phrase passes general filters, each counted under its
reason in :attr:`LexiconGenerationStats.dropped`:

- ``"example echo"``: a phrase of the prompt's own worked example, copied;
- ``"empty"``: no words once normalised;
- ``"filler"``: nothing left once leading English function words and interrogatives, and
  trailing articles and interrogatives, are trimmed ("who plays for" is kept as "plays
  for", "in" goes);
- ``"too long"``: more than :attr:`LexiconLLMConfig.max_words` words;
- ``"entity name"``: holds the whole name of an entity the prompt showed (a part of one
  is kept: "authority" of "Nordic Medicines Authority" is a word for what it names);
- ``"label words"``: only the label's own words (or their inflections): its ``"label"``
  entries have them already, in both directions;
- ``"other label"``: the words of another label's name ("region" when ``inRegion`` is
  another label; not "city" for ``hq_city``, whose name says more);
- ``"both directions"``: given for both directions of a label, so it tells neither (dropped
  from both);
- ``"duplicate"`` and ``"over limit"``.

The entries kept get the weight :attr:`LexiconLLMConfig.weight` (below the label's and the
user's, :data:`~graphpaths.dotrag.reading.lexicon.SOURCE_WEIGHTS`), their source ``"llm"``.

Example (a scripted model: ``children`` asked twice, its two types once each):
    >>> from graphpaths.graph import GraphBuilder, infer_types
    >>> from graphpaths.llm import ScriptedLLM
    >>> b = GraphBuilder()
    >>> _ = b.add_relation("Ann", "Bob", "children", create_entities=True)
    >>> graph = infer_types(b.build())
    >>> llm = ScriptedLLM([
    ...     '{"right_side": ["kids", "who are the children", "son"], '
    ...     '"left_side": ["parent", "mother", "son"]}',
    ...     '{"right_side": ["offspring", "pet"], "left_side": ["mother", "father"]}',
    ...     '{"names": ["parent"]}', '{"names": ["child"]}'])
    >>> made = generate_lexicon(graph, llm)
    >>> [e.phrase for e in made.lexicon.relation("children", "forward")]
    ['kids', 'offspring']
    >>> [e.phrase for e in made.lexicon.relation("children", "backward")]
    ['parent', 'mother', 'father']
    >>> made.stats.dropped
    {'example echo': 1, 'label words': 1, 'duplicate': 1, 'both directions': 2}
"""

from __future__ import annotations

import itertools
import json
import logging
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np

from graphpaths.dotrag.llm.prompts import (
    LEXICON_RELATION_EXAMPLES,
    Prompt,
    lexicon_relation_prompt,
    lexicon_type_prompt,
    retry_messages,
)
from graphpaths.dotrag.reading.english import STOPWORDS, WH_WORDS
from graphpaths.dotrag.reading.lexicon import (
    DIRECTIONS,
    SOURCE_WEIGHTS,
    Lexicon,
    LexiconEntry,
    label_phrases,
    type_key,
)
from graphpaths.dotrag.reading.text import dictionary_form, inflections, tokens, word_forms
from graphpaths.errors import ConfigError, LLMAnswerError, LLMError
from graphpaths.graph.model import label_words
from graphpaths.validation import check_int, check_number

if TYPE_CHECKING:
    from graphpaths.graph import Graph
    from graphpaths.llm import LLM

__all__ = [
    "LabelWords",
    "LexiconGeneration",
    "LexiconGenerationStats",
    "LexiconLLMConfig",
    "filter_phrases",
    "generate_lexicon",
    "label_words_of",
]

log = logging.getLogger(__name__)

T = TypeVar("T")
#: Called as ``progress(stage, done, total=...)`` ("relations", then "types").
ProgressFn = Callable[..., None]
#: Words trimmed from either end of a phrase (English function words and interrogatives).
_TRIMMED = STOPWORDS | WH_WORDS | frozenset({"someone", "something", "thing", "things"})


@dataclass(frozen=True, kw_only=True)
class LexiconLLMConfig:
    """How :func:`generate_lexicon` asks and what it keeps.

    Attributes:
        examples: Example triples shown per label (and member names per type).
        max_phrases: Phrases asked and kept per label direction.
        max_type_words: Words asked and kept per type.
        max_words: Longer phrases are dropped.
        types: Ask for the types' words too (one request per type).
        weight: The weight of every entry kept.
        max_tokens: The answer cap of a request.
        variants: Requests per label, each with its own worked example
            (:data:`~graphpaths.dotrag.llm.prompts.LEXICON_RELATION_EXAMPLES`) and its own
            example triples; their phrases are pooled (a small model names more of the
            words people use across two prompts than in one).
    """

    examples: int = 3
    max_phrases: int = 8
    max_type_words: int = 5
    max_words: int = 4
    types: bool = True
    weight: float = SOURCE_WEIGHTS["llm"]
    max_tokens: int = 160
    variants: int = 2

    def __post_init__(self) -> None:
        for name in ("examples", "max_phrases", "max_type_words", "max_words", "max_tokens"):
            check_int("LexiconLLMConfig", name, getattr(self, name), low=1)
        check_int(
            "LexiconLLMConfig",
            "variants",
            self.variants,
            low=1,
            high=len(LEXICON_RELATION_EXAMPLES),
        )
        check_number("LexiconLLMConfig", "weight", self.weight, low=0.0, low_open=True, high=1.0)
        if not isinstance(self.types, bool):
            raise ConfigError(f"LexiconLLMConfig.types: expected a bool, got {self.types!r}")


@dataclass(kw_only=True)
class LexiconGenerationStats:
    """What one :func:`generate_lexicon` run did: requests sent (a retry counts), retries,
    labels and types left without LLM words (``failed``: their keys), phrases kept and
    dropped per reason, seconds."""

    requests: int = 0
    retries: int = 0
    failed: list[str] = field(default_factory=list)
    kept: int = 0
    dropped: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        return {
            "requests": self.requests,
            "retries": self.retries,
            "failures": len(self.failed),
            "failed": list(self.failed),
            "kept": self.kept,
            "dropped": dict(self.dropped),
            "seconds": round(self.seconds, 3),
        }


@dataclass(frozen=True, kw_only=True)
class LexiconGeneration:
    """The lexicon an LLM wrote (``llm`` entries only) and how it went."""

    lexicon: Lexicon
    stats: LexiconGenerationStats


def generate_lexicon(
    graph: Graph,
    llm: LLM,
    *,
    config: LexiconLLMConfig | None = None,
    labels: Iterable[str] | None = None,
    types: Iterable[str] | None = None,
    progress: ProgressFn | None = None,
) -> LexiconGeneration:
    """Ask ``llm`` for the words of ``labels`` (default: every label of ``graph``) and of
    ``types`` (default: every type, unless ``config.types`` is off) and keep what passes
    the filters (module docstring). Never raises for what the model answers."""
    cfg = config if config is not None else LexiconLLMConfig()
    start = time.perf_counter()
    stats = LexiconGenerationStats()
    dropped: Counter[str] = Counter()
    asked_labels = list(graph.label_names if labels is None else labels)
    asked_types = list(graph.type_names if types is None else types) if cfg.types else []
    for name in asked_labels:
        graph.label_index(name)  # an unknown label fails here, before any request
    labels_words = label_words_of(graph)
    relations: dict[str, dict[str, list[LexiconEntry]]] = {}
    for done, label in enumerate(asked_labels):
        entries = _label_entries(graph, llm, label, cfg, stats, labels_words, dropped)
        if entries is None:
            stats.failed.append(label)
        else:
            relations[label] = entries
        if progress is not None:
            progress("relations", done + 1, total=len(asked_labels))
    words: dict[str, list[LexiconEntry]] = {}
    for done, type_name in enumerate(asked_types):
        type_entries = _type_entries(graph, llm, type_name, cfg, stats, dropped)
        if type_entries is None:
            stats.failed.append(f"type {type_name}")
        else:
            words[type_key(graph, type_name)] = type_entries
        if progress is not None:
            progress("types", done + 1, total=len(asked_types))
    lexicon = Lexicon(relations=relations, types=words)
    stats.kept = lexicon.counts()["llm"]
    stats.dropped = dict(dropped)
    stats.seconds = time.perf_counter() - start
    return LexiconGeneration(lexicon=lexicon, stats=stats)


def _label_entries(
    graph: Graph,
    llm: LLM,
    label: str,
    cfg: LexiconLLMConfig,
    stats: LexiconGenerationStats,
    labels_words: Mapping[str, LabelWords],
    dropped: Counter[str],
) -> dict[str, list[LexiconEntry]] | None:
    """The phrases of ``label`` in each direction the model gave (asked once per variant of
    the examples) and the filters kept; None when no variant got an answer."""
    answers: list[dict[str, list[str]]] = []
    names: list[str] = []
    for variant, examples in enumerate(_label_examples(graph, label, cfg.examples, cfg.variants)):
        prompt = lexicon_relation_prompt(label, examples, limit=cfg.max_phrases, variant=variant)
        answer = _ask(llm, prompt, cfg, stats, label)
        if answer is not None:
            answers.append(_without_echo(answer, variant, dropped))
            names += [n for pair in examples for n in pair]
    if not answers:
        return None
    kept = filter_phrases(
        {
            "forward": _pooled([a["right_side"] for a in answers]),
            "backward": _pooled([a["left_side"] for a in answers]),
        },
        label=label,
        labels=labels_words,
        names=names,
        max_words=cfg.max_words,
        limit=cfg.max_phrases * len(answers),
        dropped=dropped,
    )
    return {
        d: [LexiconEntry(phrase=p, weight=cfg.weight, source="llm") for p in kept[d]]
        for d in DIRECTIONS
    }


def _type_entries(
    graph: Graph,
    llm: LLM,
    type_name: str,
    cfg: LexiconLLMConfig,
    stats: LexiconGenerationStats,
    dropped: Counter[str],
) -> list[LexiconEntry] | None:
    """The words for the type ``type_name`` the model gave and the filters kept; None when
    the model gave no answer."""
    members = _members(graph, type_name, cfg.examples)
    roles = [_role_clause(r) for r in graph.type_origin.roles.get(type_name, ())[:2]]
    prompt = lexicon_type_prompt(members, roles, limit=cfg.max_type_words)
    answer = _ask(llm, prompt, cfg, stats, f"type {type_name}")
    if answer is None:
        return None
    kept = filter_phrases(
        {"names": answer["names"]},
        labels={},
        names=members,
        max_words=cfg.max_words,
        limit=cfg.max_type_words,
        dropped=dropped,
    )
    return [LexiconEntry(phrase=p, weight=cfg.weight, source="llm") for p in kept["names"]]


def _ask(
    llm: LLM, prompt: Prompt[T], cfg: LexiconLLMConfig, stats: LexiconGenerationStats, what: str
) -> T | None:
    """The parsed answer to ``prompt``, asked again once when it does not parse; None when
    the call fails or the second answer is bad too (``what`` names it in the log)."""
    messages = prompt.messages
    for attempt in range(2):
        stats.requests += 1
        try:
            text = llm.complete(messages, json_schema=prompt.schema, max_tokens=cfg.max_tokens).text
        except LLMError as err:
            log.warning("lexicon: %s: the LLM call failed: %s", what, err)
            break
        try:
            return prompt.parse(text)
        except LLMAnswerError as err:
            log.info("lexicon: %s: invalid answer (%s)", what, err)
            if attempt == 0:
                stats.retries += 1
                messages = retry_messages(prompt.messages, text, err)
    return None


def _forms(word: str) -> frozenset[str]:
    """``word``, its singular and its dictionary form."""
    return frozenset(inflections(word))


def _canonical(word: str) -> str:
    """One spelling for a word's forms: the dictionary form of its singular."""
    singular = word_forms(word)[-1]
    return dictionary_form(singular) or singular


def _content(words: Sequence[str]) -> list[str]:
    return [w for w in words if w not in _TRIMMED]


@dataclass(frozen=True)
class LabelWords:
    """What a label's own words are, for the filters: every form of its content words
    (``words``), and the content of each of its phrases as a set of canonical words
    (``phrases``: "home ground" -> {"home", "ground"})."""

    words: frozenset[str]
    phrases: frozenset[frozenset[str]]

    @classmethod
    def of(cls, label: str) -> LabelWords:
        phrases = [_content(phrase.split()) for phrase, _ in label_phrases(label)]
        words = frozenset(f for content in phrases for w in content for f in _forms(w))
        signatures = frozenset(frozenset(map(_canonical, c)) for c in phrases if c)
        return cls(words=words, phrases=signatures)


def label_words_of(graph: Graph) -> dict[str, LabelWords]:
    """:class:`LabelWords` of every label of ``graph``."""
    return {label: LabelWords.of(label) for label in graph.label_names}


#: Words trimmed from the end of a phrase: articles and interrogatives ("located in" keeps
#: its preposition: it says which way the relation reads).
_TRAILING = WH_WORDS | frozenset({"a", "an", "the", "someone", "something"})


def _trim(words: list[str]) -> list[str]:
    start, end = 0, len(words)
    while start < end and words[start] in _TRIMMED:
        start += 1
    while end > start and words[end - 1] in _TRAILING:
        end -= 1
    return words[start:end]


def filter_phrases(
    lists: dict[str, Sequence[str]],
    *,
    labels: Mapping[str, LabelWords],
    names: Sequence[str],
    max_words: int,
    limit: int,
    dropped: Counter[str],
    label: str | None = None,
) -> dict[str, list[str]]:
    """The phrases of each list that pass the filters (module docstring), normalised, at
    most ``limit`` each. ``labels``: every label's own words (:func:`label_words_of`); a
    phrase made of ``label``'s own words is dropped as "label words", one naming another
    label as that label's words do as "other label". ``names``: the entity names the
    prompt showed (a phrase holding a whole one is dropped). Counts each dropped phrase in
    ``dropped`` under its reason.

    Example:
        >>> counts = Counter()
        >>> labels = {"plays_for": LabelWords.of("plays_for"), "hq_city": LabelWords.of("hq_city")}
        >>> filter_phrases({"forward": ["Who plays for", "in", "Ajax FC", "club", "city", "hq city"],
        ...                 "backward": ["squad", "club", "the Ajax FC squad"]},
        ...                label="plays_for", labels=labels, names=["Ajax FC"],
        ...                max_words=4, limit=8, dropped=counts)
        {'forward': ['city'], 'backward': ['squad']}
        >>> dict(counts)
        {'label words': 1, 'filler': 1, 'entity name': 2, 'other label': 1, 'both directions': 2}
    """
    shown = [tuple(t) for t in (tokens(n) for n in names) if t]
    mine = labels[label].words if label is not None and label in labels else frozenset()
    others = [w.phrases for other, w in labels.items() if other != label]
    kept: dict[str, list[str]] = {}
    for key, phrases in lists.items():
        out: list[str] = []
        for phrase in phrases:
            words = tokens(phrase)
            if not words:
                dropped["empty"] += 1
                continue
            words = _trim(words)
            if not words:
                dropped["filler"] += 1
                continue
            if len(words) > max_words:
                dropped["too long"] += 1
                continue
            if any(_contains(words, name) for name in shown):
                dropped["entity name"] += 1
                continue
            content = _content(words)
            if label is not None and content and all(_forms(w) & mine for w in content):
                dropped["label words"] += 1
                continue
            signature = frozenset(map(_canonical, content))
            if content and any(signature in phrases_of for phrases_of in others):
                dropped["other label"] += 1
                continue
            text = " ".join(words)
            if text in out:
                dropped["duplicate"] += 1
                continue
            out.append(text)
        kept[key] = out
    if len(kept) > 1:
        seen = Counter(p for phrases in kept.values() for p in set(phrases))
        both = {p for p, n in seen.items() if n > 1}
        for key in kept:
            dropped["both directions"] += sum(p in both for p in kept[key])
            kept[key] = [p for p in kept[key] if p not in both]
    for key in kept:
        if len(kept[key]) > limit:
            dropped["over limit"] += len(kept[key]) - limit
            kept[key] = kept[key][:limit]
    for reason in [r for r, n in dropped.items() if n == 0]:
        del dropped[reason]
    return kept


def _contains(words: Sequence[str], name: Sequence[str]) -> bool:
    """Whether ``name`` appears in ``words`` as a run of words."""
    n = len(name)
    return any(tuple(words[i : i + n]) == tuple(name) for i in range(len(words) - n + 1))


def _spread(rows: np.ndarray, k: int) -> list[int]:
    """``k`` of ``rows`` spread evenly (first, ..., last), in order."""
    if len(rows) <= k:
        return [int(r) for r in rows]
    at = np.linspace(0, len(rows) - 1, k).round().astype(np.int64)
    return [int(rows[i]) for i in at]


def _label_examples(graph: Graph, label: str, k: int, variants: int) -> list[list[tuple[str, str]]]:
    """Per variant, ``k`` triples of ``label`` by their entities' names, spread over its
    relations, no triple shown twice. Triples whose names both start with a letter come
    first (a name such as "$9.99" reads as a price, not as the film it names)."""
    j = graph.label_index(label)
    rows = np.flatnonzero(np.asarray(graph.relation_labels) == j)
    plain = np.array(
        [
            _plain(graph.names[int(graph.heads[r])]) + _plain(graph.names[int(graph.tails[r])])
            for r in rows
        ],
        dtype=np.int64,
    )
    left = rows[plain == plain.max()] if len(rows) else rows
    out = []
    for _ in range(variants):
        if not len(left):
            left = rows  # fewer triples than the variants show: repeat them
        chosen = _spread(left, k)
        out.append(
            [(graph.names[int(graph.heads[r])], graph.names[int(graph.tails[r])]) for r in chosen]
        )
        left = left[~np.isin(left, chosen)]
    return out


def _plain(name: str) -> bool:
    """Whether a name starts with a letter (an example shown by such names reads as what it
    is: "$9.99" reads as a price, not as the film it names)."""
    return name[:1].isalpha()


def _without_echo(
    answer: dict[str, list[str]], variant: int, dropped: Counter[str]
) -> dict[str, list[str]]:
    """``answer`` without the phrases of its prompt's worked example ("example echo": a
    small model copies them into answers about other relations)."""
    echo = LEXICON_RELATION_EXAMPLES[variant][1]
    out = {}
    for key, phrases in answer.items():
        out[key] = [p for p in phrases if " ".join(tokens(p)) not in echo]
        dropped["example echo"] += len(phrases) - len(out[key])
    return out


def _pooled(lists: Sequence[Sequence[str]]) -> list[str]:
    """The phrases of ``lists`` interleaved (each list's first, then each one's second...)."""
    return [p for group in itertools.zip_longest(*lists) for p in group if p is not None]


def _members(graph: Graph, type_name: str, k: int) -> list[str]:
    """``k`` member names of a type, spread over its members whose names start with a
    letter (over all of them when none does)."""
    members = np.asarray(graph.entities_of_type(type_name))
    plain = np.array([_plain(graph.names[int(i)]) for i in members], dtype=bool)
    return [graph.names[i] for i in _spread(members[plain] if plain.any() else members, k)]


def _role_clause(role: str) -> str:
    """A role as a clause about each member, the label's words quoted (graph text):
    ``"plays_for source"`` -> 'each "plays for" something'."""
    label, _, side = role.rpartition(" ")
    words = json.dumps(label_words(label) if label else role, ensure_ascii=False)
    return f"something {words} each" if side == "target" else f"each {words} something"
