"""The global graph overview (paper §4.1): what the graph holds, in a few hundred characters.

DotRAG's policy reads the overview before its decisions (the *No Global Context* ablation
leaves it out). Two ways to make one:

- :func:`deterministic_overview` — no LLM: the types with their entity counts and sample
  names, and the relation labels between types with counts (``movie -directed_by-> person``).
- :func:`llm_overview` — the paper's: one LLM call per type summarising sampled entities and
  relations, then one synthesis call: exactly ``|T| + 1`` calls, whatever the graph's size.
  An empty answer is replaced by the deterministic text for that part (counted in
  :attr:`GraphOverview.fallbacks`); an :class:`~graphpaths.errors.LLMError` propagates (an
  offline step: nothing half-made is stored).

A :class:`GraphOverview` remembers the fingerprint of the graph it describes;
:meth:`GraphOverview.save` writes JSON atomically, and :func:`overview_for` keeps
``<index_dir>/overview.json`` in step with the graph: reused while the fingerprint matches,
rebuilt when the graph changes.

Example:
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> _ = b.add_entity("kismet", name="Kismet", types=["movie"])
    >>> _ = b.add_entity("wd", name="William Dieterle", types=["person"])
    >>> _ = b.add_entity("y44", name="1944", types=["year"])
    >>> _ = b.add_relation("kismet", "wd", "directed_by")
    >>> _ = b.add_relation("kismet", "y44", "release_year")
    >>> overview = deterministic_overview(b.build())
    >>> print(overview.text)
    Graph: 3 entities of 3 types; 2 relations with 2 labels.
    - movie (1; e.g. Kismet): directed_by -> person (1), release_year -> year (1)
    - person (1; e.g. William Dieterle): from movie via directed_by (1)
    - year (1; e.g. 1944): from movie via release_year (1)
    >>> overview.type_summaries["movie"]
    'movie (1; e.g. Kismet): directed_by -> person (1), release_year -> year (1)'
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

import numpy as np

from graphpaths.atomic import atomic_file
from graphpaths.dotrag.llm.prompts import (
    graph_name,
    overview_synthesis_messages,
    parse_summary,
    type_summary_messages,
)
from graphpaths.errors import ConfigError, IndexFormatError, InputError, LLMAnswerError
from graphpaths.graph import Graph
from graphpaths.llm import LLM
from graphpaths.validation import check_int

__all__ = [
    "OVERVIEW_FILE",
    "OVERVIEW_METHODS",
    "GraphOverview",
    "deterministic_overview",
    "llm_overview",
    "overview_for",
]

log = logging.getLogger(__name__)

#: The overview's file name inside an index directory.
OVERVIEW_FILE = "overview.json"
OVERVIEW_METHODS: tuple[str, ...] = ("deterministic", "llm")
_FORMAT_VERSION = 1
#: Relation patterns listed per head type in the deterministic text, and the share of all
#: relations a pattern needs to be listed (rarer ones are only counted).
_PATTERNS_PER_TYPE = 8
_MIN_PATTERN_SHARE = 0.01
#: For a type with no frequent outgoing label: the frequent labels reaching it.
_INCOMING_PER_TYPE = 3
_SUMMARY_CHARS = 600
_OVERVIEW_CHARS = 1500
_SUMMARY_TOKENS = 160
_SYNTHESIS_TOKENS = 320


@dataclass(frozen=True, kw_only=True)
class GraphOverview:
    """A graph overview and the graph it describes.

    Attributes:
        text: The overview shown to the policy.
        type_summaries: One summary per entity type, in the graph's type order.
        graph_fingerprint: :attr:`Graph.fingerprint` of the graph described.
        method: ``"deterministic"`` or ``"llm"``.
        fallbacks: Parts of an LLM overview replaced by deterministic text (empty answers).
        titles: The word names the overview shows for the types (type name -> title,
            :func:`~graphpaths.dotrag.reading.lexicon.type_titles`; only those differing from the
            name); empty when the types are shown by their names.
    """

    text: str
    type_summaries: Mapping[str, str] = field(default_factory=dict)
    graph_fingerprint: str
    method: str
    fallbacks: int = 0
    titles: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not isinstance(self.text, str):
            raise InputError(f"GraphOverview.text must be a str, got {type(self.text).__name__}")
        if not isinstance(self.type_summaries, Mapping) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in self.type_summaries.items()
        ):
            raise InputError(
                f"GraphOverview.type_summaries must map type names to str, "
                f"got {self.type_summaries!r}"
            )
        if not isinstance(self.graph_fingerprint, str) or not self.graph_fingerprint:
            raise InputError(
                f"GraphOverview.graph_fingerprint must be a non-empty str, "
                f"got {self.graph_fingerprint!r}"
            )
        if self.method not in OVERVIEW_METHODS:
            raise InputError(
                f"GraphOverview.method must be one of {', '.join(OVERVIEW_METHODS)}, "
                f"got {self.method!r}"
            )
        check_int("GraphOverview", "fallbacks", self.fallbacks, low=0, error=InputError)
        object.__setattr__(self, "type_summaries", MappingProxyType(dict(self.type_summaries)))
        if not isinstance(self.titles, Mapping) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in self.titles.items()
        ):
            raise InputError(
                f"GraphOverview.titles must map type names to str, got {self.titles!r}"
            )
        object.__setattr__(self, "titles", MappingProxyType(_shown(self.titles)))

    def matches(self, graph: Graph, titles: Mapping[str, str] | None = None) -> bool:
        """Whether this overview describes ``graph`` (same fingerprint), its types by
        ``titles`` (none: by their names)."""
        return self.graph_fingerprint == graph.fingerprint and dict(self.titles) == _shown(
            titles or {}
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "format_version": _FORMAT_VERSION,
            "method": self.method,
            "graph_fingerprint": self.graph_fingerprint,
            "fallbacks": self.fallbacks,
            "text": self.text,
            "type_summaries": dict(self.type_summaries),
            "titles": dict(self.titles),
        }

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Write the overview as JSON to ``path`` atomically (a temp file, then a rename)."""
        target = Path(path)
        with atomic_file(target, "w") as stream:
            json.dump(self.to_dict(), stream, ensure_ascii=False, indent=2)
        return target

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> GraphOverview:
        """Read an overview written by :meth:`save`.

        Raises:
            IndexFormatError: the file is missing, not JSON, or a field is wrong (named).
        """
        source = Path(path)
        try:
            payload = json.loads(source.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise IndexFormatError(f"{source}: no overview file") from None
        except json.JSONDecodeError as err:
            raise IndexFormatError(
                f"{source}: line {err.lineno}: overview is not valid JSON ({err.msg})"
            ) from None
        except (OSError, UnicodeDecodeError) as err:
            raise IndexFormatError(f"{source}: overview cannot be read: {err}") from None
        if not isinstance(payload, dict):
            raise IndexFormatError(f"{source}: expected a JSON object")
        version = payload.get("format_version")
        if version != _FORMAT_VERSION:
            raise IndexFormatError(f"{source}: format_version {version!r} is not {_FORMAT_VERSION}")
        missing = [
            key
            for key in ("method", "graph_fingerprint", "text", "type_summaries")
            if key not in payload
        ]
        if missing:
            raise IndexFormatError(f"{source}: missing field(s) {', '.join(missing)}")
        try:
            return cls(
                text=payload["text"],
                type_summaries=payload["type_summaries"],
                graph_fingerprint=payload["graph_fingerprint"],
                method=payload["method"],
                fallbacks=payload.get("fallbacks", 0),
                titles=payload.get("titles", {}),
            )
        except InputError as err:
            raise IndexFormatError(f"{source}: {err}") from None


# -- statistics ------------------------------------------------------------------------------
def _shown(titles: Mapping[str, str]) -> dict[str, str]:
    """The titles that differ from their type's name (the others change nothing)."""
    return {name: title for name, title in titles.items() if title != name}


@dataclass(frozen=True)
class _Pattern:
    """Relations of ``label`` from ``head`` to ``tail`` types (shown by their titles)."""

    head: str
    label: str
    tail: str
    count: int
    titles: Mapping[str, str] = field(default_factory=dict)

    def _type(self, name: str) -> str:
        return graph_name(self.titles.get(name, name))

    def outgoing(self) -> str:
        return f"{graph_name(self.label)} -> {self._type(self.tail)} ({self.count:,})"

    def incoming(self) -> str:
        return f"{self._type(self.head)} via {graph_name(self.label)} ({self.count:,})"

    def full(self) -> str:
        head, label, tail = self._type(self.head), graph_name(self.label), self._type(self.tail)
        return f"{head} -{label}-> {tail} ({self.count:,})"


def _patterns(graph: Graph, titles: Mapping[str, str]) -> list[_Pattern]:
    """(head type, label, tail type) triples with relation counts, most frequent first.

    A relation between multi-typed entities counts once for every pair of their types.
    """
    indptr = graph.entity_type_indptr.astype(np.int64)
    indices = graph.entity_type_indices
    heads = graph.heads.astype(np.int64)
    tails = graph.tails.astype(np.int64)
    if len(heads) == 0:
        return []
    head_types = indptr[heads + 1] - indptr[heads]
    tail_types = indptr[tails + 1] - indptr[tails]
    pairs = head_types * tail_types
    relation = np.repeat(np.arange(len(heads)), pairs)
    if len(relation) == 0:
        return []
    offset = np.arange(len(relation)) - np.repeat(np.cumsum(pairs) - pairs, pairs)
    per_tail = tail_types[relation]
    head_type = indices[indptr[heads[relation]] + offset // per_tail].astype(np.int64)
    tail_type = indices[indptr[tails[relation]] + offset % per_tail].astype(np.int64)
    label = graph.relation_labels[relation].astype(np.int64)
    num_types, num_labels = len(graph.type_names), len(graph.label_names)
    keys = (head_type * num_labels + label) * num_types + tail_type
    unique, counts = np.unique(keys, return_counts=True)
    out = [
        _Pattern(
            head=graph.type_names[int(key) // (num_labels * num_types)],
            label=graph.label_names[(int(key) // num_types) % num_labels],
            tail=graph.type_names[int(key) % num_types],
            count=int(count),
            titles=titles,
        )
        for key, count in zip(unique, counts, strict=True)
    ]
    out.sort(key=lambda p: (-p.count, p.head, p.label, p.tail))
    return out


def _sample(members: np.ndarray, k: int, rng: np.random.Generator) -> list[int]:
    if len(members) <= k:
        return [int(i) for i in members]
    chosen = rng.choice(len(members), size=k, replace=False)
    return [int(members[i]) for i in np.sort(chosen)]


def _header(graph: Graph) -> str:
    return (
        f"Graph: {graph.num_entities:,} entities of {len(graph.type_names)} types; "
        f"{graph.num_relations:,} relations with {len(graph.label_names)} labels."
    )


def _type_lines(
    graph: Graph,
    patterns: Sequence[_Pattern],
    samples: Mapping[str, Sequence[int]],
    titles: Mapping[str, str],
) -> dict[str, str]:
    counts = graph.type_counts()
    floor = _MIN_PATTERN_SHARE * graph.num_relations
    lines: dict[str, str] = {}
    for type_name in graph.type_names:
        # graph text: bare when a plain name, else quoted (it may not pose as an instruction)
        names = ", ".join(graph_name(graph.names[i], 40) for i in samples[type_name])
        line = f"{graph_name(titles.get(type_name, type_name))} ({counts[type_name]:,}"
        line += f"; e.g. {names})" if names else ")"
        outgoing = [p for p in patterns if p.head == type_name]
        shown = [p for p in outgoing if p.count >= floor][:_PATTERNS_PER_TYPE]
        if shown:
            line += ": " + ", ".join(p.outgoing() for p in shown)
            rarer = len(outgoing) - len(shown)
            line += f", +{rarer} rarer" if rarer else ""
        else:
            incoming = [p for p in patterns if p.tail == type_name and p.count >= floor]
            if incoming:
                line += ": from " + ", ".join(p.incoming() for p in incoming[:_INCOMING_PER_TYPE])
        lines[type_name] = line
    return lines


def _render(graph: Graph, lines: Mapping[str, str]) -> str:
    return "\n".join([_header(graph), *(f"- {line}" for line in lines.values())])


def deterministic_overview(
    graph: Graph,
    *,
    samples_per_type: int = 5,
    seed: int = 0,
    titles: Mapping[str, str] | None = None,
) -> GraphOverview:
    """An overview without an LLM: per type its count, sample names and outgoing labels;
    the types named by ``titles`` (type name -> word name; default: their names).

    Each type's line lists the labels leading from it to other types with relation counts
    (most frequent first; at most 8, each holding at least 1% of the graph's relations; the
    rarer ones are only counted), or, if none is that frequent, the (at most 3) frequent
    labels reaching it. ``samples_per_type`` entity names are drawn with ``seed``.
    """
    k = check_int(None, "samples_per_type", samples_per_type, low=0, error=InputError)
    rng = np.random.default_rng(seed)
    samples = {t: _sample(graph.entities_of_type(t), k, rng) for t in graph.type_names}
    shown = _shown(titles or {})
    lines = _type_lines(graph, _patterns(graph, shown), samples, shown)
    return GraphOverview(
        text=_render(graph, lines),
        type_summaries=lines,
        graph_fingerprint=graph.fingerprint,
        method="deterministic",
        titles=shown,
    )


def llm_overview(
    graph: Graph,
    llm: LLM,
    *,
    samples_per_type: int = 10,
    seed: int = 0,
    titles: Mapping[str, str] | None = None,
) -> GraphOverview:
    """The paper's overview: one LLM summary per type, then one synthesis (|T| + 1 calls);
    the types named by ``titles`` (type name -> word name; default: their names).

    Each type's call sees its count, its relation patterns (both directions), up to
    ``samples_per_type`` sampled entities (name, types, description) and as many sampled
    relations touching them. The prompts live in :mod:`graphpaths.dotrag.llm.prompts`.

    Raises:
        LLMError: a call failed (nothing is returned half-made).
    """
    k = check_int(None, "samples_per_type", samples_per_type, low=0, error=InputError)
    if not isinstance(llm, LLM):
        raise ConfigError(f"llm: expected an LLM, got {type(llm).__name__}")
    rng = np.random.default_rng(seed)
    shown = _shown(titles or {})
    patterns = _patterns(graph, shown)
    counts = graph.type_counts()
    samples = {t: _sample(graph.entities_of_type(t), k, rng) for t in graph.type_names}
    fallback_lines = _type_lines(graph, patterns, samples, shown)
    summaries: dict[str, str] = {}
    fallbacks = 0
    for type_name in graph.type_names:
        members = np.asarray(samples[type_name], dtype=np.int64)
        touching = np.flatnonzero(np.isin(graph.heads, members) | np.isin(graph.tails, members))
        relations = _sample(touching, k, rng)
        messages = type_summary_messages(
            shown.get(type_name, type_name),
            counts[type_name],
            [graph.entity_text(i, inferred_types=True) for i in samples[type_name]],
            [graph.relation_text(j) for j in relations],
            [p.full() for p in patterns if type_name in (p.head, p.tail)][:12],
        )
        completion = llm.complete(messages, max_tokens=_SUMMARY_TOKENS)
        try:
            summaries[type_name] = parse_summary(completion.text, limit=_SUMMARY_CHARS)
        except LLMAnswerError as err:
            log.warning("overview: type %r: %s; using the deterministic line", type_name, err)
            summaries[type_name] = fallback_lines[type_name]
            fallbacks += 1
    statistics = _render(
        graph,
        {t: f"{graph_name(shown.get(t, t))} ({counts[t]:,})" for t in graph.type_names},
    )
    statistics += "\nRelations: " + "; ".join(p.full() for p in patterns[:20])
    completion = llm.complete(
        overview_synthesis_messages(statistics, summaries), max_tokens=_SYNTHESIS_TOKENS
    )
    try:
        text = parse_summary(completion.text, limit=_OVERVIEW_CHARS)
    except LLMAnswerError as err:
        log.warning("overview: synthesis: %s; using the deterministic overview", err)
        text = _render(graph, fallback_lines)
        fallbacks += 1
    return GraphOverview(
        text=text,
        type_summaries=summaries,
        graph_fingerprint=graph.fingerprint,
        method="llm",
        fallbacks=fallbacks,
        titles=shown,
    )


def overview_for(
    index_dir: str | os.PathLike[str],
    graph: Graph,
    llm: LLM | None = None,
    *,
    samples_per_type: int | None = None,
    seed: int = 0,
    titles: Mapping[str, str] | None = None,
) -> GraphOverview:
    """The overview stored in ``<index_dir>/overview.json``, rebuilt only when needed; its
    types named by ``titles`` (type name -> word name; an overview naming them otherwise
    is rebuilt).

    The stored overview is reused while its fingerprint matches ``graph`` — and, when an
    ``llm`` is given, while it was made by an LLM (a deterministic one is then upgraded; an
    LLM overview is reused even without ``llm``). Otherwise (graph changed, file missing or
    unreadable) it is rebuilt — by :func:`llm_overview` with ``llm``, else
    :func:`deterministic_overview` — and stored atomically.
    """
    path = Path(index_dir) / OVERVIEW_FILE
    if path.exists():
        try:
            stored = GraphOverview.load(path)
        except IndexFormatError as err:
            log.warning("%s; rebuilding the overview", err)
        else:
            if stored.matches(graph, titles) and (llm is None or stored.method == "llm"):
                return stored
            log.info("%s: graph or method changed; rebuilding the overview", path)
    if llm is not None:
        k = 10 if samples_per_type is None else samples_per_type
        overview = llm_overview(graph, llm, samples_per_type=k, seed=seed, titles=titles)
    else:
        k = 5 if samples_per_type is None else samples_per_type
        overview = deterministic_overview(graph, samples_per_type=k, seed=seed, titles=titles)
    overview.save(path)
    return overview
