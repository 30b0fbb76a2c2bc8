"""The graph lexicon: the words people use for each relation label and each entity type.

**Direction.** For a triple ``(h, L, t)``:

- *forward* phrases name ``t`` as seen from ``h``: ``children`` forward -> "kid", "son",
  "daughter", "offspring" ("X's kids"); ``directed_by`` forward -> "director", "directed
  by", "who directed";
- *backward* phrases name ``h`` as seen from ``t``: ``children`` backward -> "parent",
  "father", "mother"; ``directed_by`` backward -> "films by", "directed", "movies of".

A walk from an anchor over ``L`` head to tail reads the forward phrases, tail to head the
backward ones. *Type* entries name a type's members (``club``, ``team``, ``stadium``).

**Sources**, each entry keeping its own and a weight (the reader weighs them):

- ``"label"``: the label's own words (:func:`~graphpaths.graph.label_words`: camelCase,
  snake_case, URIs and dotted paths split, lower-cased: ``ASSOC_W`` -> "assoc w",
  ``medicine.drug.manufacturer`` -> "manufacturer") and their obvious inflections
  (:func:`label_phrases`). A label's words name the relation, not one of its ends, so they
  stand in both directions alike. Derived from the graph whenever a lexicon is bound to it
  (:meth:`Lexicon.from_graph`, :meth:`Lexicon.for_graph`), never stored: always present,
  cheap, deterministic.
- ``"user"``: a user's file (:mod:`graphpaths.dotrag.reading.lexicon_file`), direction by direction.
- ``"llm"``: written by a language model at index time
  (:mod:`graphpaths.dotrag.llm.lexicon_builder`), filtered, and weighed below the others
  (:data:`SOURCE_WEIGHTS`): never trusted as the truth.

Phrases are stored as the reader tokenises questions (:func:`~graphpaths.dotrag.reading.text.tokens`
joined by spaces: lower case, accents and punctuation gone), each with its text as written
(:attr:`LexiconEntry.shown`: "Équipe" reads as "equipe" and shows as "Équipe"). A phrase given
twice for the same label and direction (or type) is kept once, with the highest weight (ties:
``user``, then ``label``, then ``llm``). Entries are listed best first; those of equal weight
and source keep the order they were given in (most common first).

**Type titles.** What users and prompts see of a type is :meth:`Lexicon.type_title`. A type
the graph names (``"movie"``, from an entity table) is its own title: type entries add words
to read questions with, and never rename it. Inferred types are keyed by their roles
(``"home_ground target"``) and have no name in words: their title is the best type entry
(user, then llm) as written, else a readable name from the grammar of their roles' labels
(:func:`~graphpaths.dotrag.reading.type_names.type_title`: "home ground", "author" for the
tails of ``authoredBy``, "place" for those of ``lives in``), made unique within the graph.
Titles are only shown; the reader reads with the entries' phrases. Type entries of an inferred type are stored under its first defining
role (``"home_ground target"``), which survives a new inference that renames the type; a
given type's under its name. :func:`type_titles` computes the titles of any graph (a
filtered view's too) from the graph and a lexicon, with no state beyond both.

**Storage.** :meth:`Lexicon.to_dict` holds the user and llm entries (label entries are
derived again on load); an index stores it beside its graph
(:mod:`graphpaths.dotrag.index.files`).

Example:
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> _ = b.add_relation("ann", "bob", "children", create_entities=True)
    >>> _ = b.add_relation("ann", "oslo", "home_ground", create_entities=True)
    >>> lexicon = Lexicon.from_graph(b.build())
    >>> [e.phrase for e in lexicon.relation("children", "forward")]
    ['children', 'child']
    >>> user = Lexicon.from_dict({"relations": {"children": {
    ...     "forward": ["kid", "son"], "backward": ["parent"]}}}, source="user")
    >>> merged = lexicon.merged(user)
    >>> [(e.phrase, e.source) for e in merged.relation("children", "backward")]
    [('parent', 'user'), ('children', 'label'), ('child', 'label')]
    >>> sorted(merged.labels())
    ['children', 'home_ground']
"""

from __future__ import annotations

import hashlib
import inspect
import json
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal

from graphpaths.dotrag.protocol.policy import Policy
from graphpaths.dotrag.reading.english import LEADING_VERBS, PREPOSITIONS
from graphpaths.dotrag.reading.text import dictionary_form, tokens, word_forms
from graphpaths.dotrag.reading.type_names import role_title, type_titles_of
from graphpaths.errors import ConfigError, LexiconError
from graphpaths.graph.model import label_words
from graphpaths.graph.roles import unique_name

if TYPE_CHECKING:
    from graphpaths.graph import Graph

__all__ = [
    "DERIVED_WEIGHT",
    "DIRECTIONS",
    "FORMAT_VERSION",
    "SOURCES",
    "SOURCE_WEIGHTS",
    "Direction",
    "Lexicon",
    "LexiconEntry",
    "label_phrases",
    "normalize_phrase",
    "policy_with_lexicon",
    "remade_for_graph",
    "role_title",
    "type_key",
    "type_titles",
]

Direction = Literal["forward", "backward"]
#: The two directions, forward first.
DIRECTIONS: tuple[Direction, Direction] = ("forward", "backward")
#: Where entries come from, in the order that wins a tie.
SOURCES: tuple[str, ...] = ("user", "label", "llm")
#: The default weight of each source's entries.
SOURCE_WEIGHTS: Mapping[str, float] = MappingProxyType({"user": 1.0, "label": 1.0, "llm": 0.5})
#: A label's derived forms ("child" of ``children``, "directed" of ``directed_by``) weigh a
#: little less than its words as written.
DERIVED_WEIGHT = 0.8
#: The version of :meth:`Lexicon.to_dict`'s layout.
FORMAT_VERSION = 1
#: A phrase longer than this many words is a sentence, not a name for a relation.
MAX_PHRASE_WORDS = 6


def normalize_phrase(text: str) -> str:
    """``text`` as the reader tokenises questions, joined by spaces ("" when nothing is left).

    Example:
        >>> normalize_phrase("  Directed-By "), normalize_phrase("État civil"), normalize_phrase("?!")
        ('directed by', 'etat civil', '')
    """
    return " ".join(tokens(text))


@dataclass(frozen=True)
class LexiconEntry:
    """A phrase for a label direction or a type, its weight (0 to 1), its source
    (:data:`SOURCES`) and its text as written when that differs from the phrase (accents,
    capitals: :attr:`shown`)."""

    phrase: str
    weight: float
    source: str
    text: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.phrase, str) or normalize_phrase(self.phrase) != self.phrase:
            raise LexiconError(
                f"LexiconEntry.phrase: expected a normalized phrase (normalize_phrase), "
                f"got {self.phrase!r}"
            )
        if not self.phrase:
            raise LexiconError("LexiconEntry.phrase: expected some words, got ''")
        weight = self.weight
        if (
            isinstance(weight, bool)
            or not isinstance(weight, int | float)
            or not math.isfinite(weight)
            or not 0.0 < weight <= 1.0
        ):
            raise LexiconError(f"LexiconEntry.weight: expected a number in (0, 1], got {weight!r}")
        if self.source not in SOURCES:
            raise LexiconError(
                f"LexiconEntry.source: expected one of {', '.join(SOURCES)}, got {self.source!r}"
            )
        if not isinstance(self.text, str) or (
            self.text and normalize_phrase(self.text) != self.phrase
        ):
            raise LexiconError(
                f"LexiconEntry.text: expected the phrase {self.phrase!r} as written, "
                f"got {self.text!r}"
            )

    @property
    def shown(self) -> str:
        """The phrase as written (what a title shows), else the phrase."""
        return self.text or self.phrase

    def as_dict(self) -> dict[str, Any]:
        out = {"phrase": self.phrase, "weight": self.weight, "source": self.source}
        return {**out, "text": self.text} if self.text else out


def _rank(entry: LexiconEntry) -> tuple[float, int]:
    return (-entry.weight, SOURCES.index(entry.source))


def _combine(entries: Iterable[LexiconEntry]) -> tuple[LexiconEntry, ...]:
    """One entry per phrase (the best: highest weight, then source order), best first;
    entries alike in both keep the order given (a user's or a model's "most common
    first")."""
    best: dict[str, LexiconEntry] = {}
    for entry in entries:
        kept = best.get(entry.phrase)
        if kept is None or _rank(entry) < _rank(kept):
            best[entry.phrase] = entry
    return tuple(sorted(best.values(), key=_rank))


def _lemma(word: str) -> str | None:
    """The dictionary form of ``word`` when it is a form of the same word ("directed" ->
    "direct"; not "born" -> "bear", whose spelling says nothing to a reader of "born")."""
    lemma = dictionary_form(word)
    if not lemma or lemma == word or lemma[:3] != word[:3]:
        return None
    return lemma


def label_phrases(label: str) -> tuple[tuple[str, float], ...]:
    """The phrases a label's own words give, with their weights: its words as written
    (weight 1), then without a leading "has"/"is" or a trailing preposition, and the
    singular or dictionary form of the last word (:data:`DERIVED_WEIGHT`).

    Example:
        >>> [p for p, _ in label_phrases("directed_by")]
        ['directed by', 'directed', 'direct']
        >>> [p for p, _ in label_phrases("http://example.org/bio#hasActiveIngredient")]
        ['has active ingredient', 'active ingredient']
        >>> [p for p, _ in label_phrases("ASSOC_W")], [p for p, _ in label_phrases("children")]
        (['assoc w'], ['children', 'child'])
    """
    words = tokens(label_words(label))
    if not words:
        return ()
    out: dict[str, float] = {" ".join(words): 1.0}
    core = list(words)
    if len(core) > 1 and core[0] in LEADING_VERBS:
        core = core[1:]
    if len(core) > 1 and core[-1] in PREPOSITIONS:
        core = core[:-1]
    forms = [core]
    last = core[-1]
    for form in (*word_forms(last)[1:], _lemma(last)):
        if form and form != last:
            forms.append([*core[:-1], form])
    for form_words in forms:
        phrase = " ".join(form_words)
        if len(form_words) <= MAX_PHRASE_WORDS:
            out.setdefault(phrase, DERIVED_WEIGHT)
    return tuple(out.items())


def type_key(graph: Graph, type_name: str) -> str:
    """The key a type's entries are stored under: an inferred type's first defining role
    (kept when a new inference renames the type), else the type's name."""
    roles = (
        graph.type_origin.roles.get(type_name) if graph.type_origin.source == "inferred" else None
    )
    return roles[0] if roles else type_name


class Lexicon:
    """The words for a graph's labels (per :data:`Direction`) and types; immutable.

    Made with :meth:`from_graph` (label entries only), :meth:`from_dict` (a stored or a
    user's lexicon) and :meth:`merged`; :meth:`for_graph` binds one to a graph (its label
    entries, its types' keys and titles). Equal lexicons hash alike
    (:attr:`fingerprint`), so a reader can key a cache by one.

    Args:
        relations: label -> direction -> entries.
        types: type key (:func:`type_key`) -> entries.
        graph_types: The bound graph's types in order, each with its key and the titles
            it may take, best first: a given type's name alone, an inferred type's names
            from its roles (:func:`~graphpaths.dotrag.reading.type_names.type_titles_of`);
            empty when not bound to a graph.
    """

    __slots__ = ("_fingerprint", "_graph_types", "_relations", "_titles", "_types")

    def __init__(
        self,
        *,
        relations: Mapping[str, Mapping[str, Iterable[LexiconEntry]]] | None = None,
        types: Mapping[str, Iterable[LexiconEntry]] | None = None,
        graph_types: Sequence[tuple[str, str, Sequence[str]]] = (),
    ) -> None:
        rels: dict[str, dict[Direction, tuple[LexiconEntry, ...]]] = {}
        for label, directions in (relations or {}).items():
            unknown = set(directions) - set(DIRECTIONS)
            if unknown:
                raise LexiconError(
                    f"relations[{label!r}]: expected the directions {', '.join(DIRECTIONS)}, "
                    f"got {sorted(unknown)!r}"
                )
            rels[str(label)] = {d: _combine(directions.get(d, ())) for d in DIRECTIONS}
        self._relations = rels
        self._types = {str(k): _combine(v) for k, v in (types or {}).items()}
        self._graph_types = tuple(
            (str(n), str(k), tuple(str(t) for t in ts)) for n, k, ts in graph_types
        )
        self._titles: dict[str, str] | None = None
        self._fingerprint: str | None = None

    # -- making one ---------------------------------------------------------------------------
    @classmethod
    def from_graph(cls, graph: Graph) -> Lexicon:
        """The label entries of every label of ``graph`` (:func:`label_phrases`, both
        directions), bound to its types (keys and titles from roles)."""
        relations: dict[str, dict[str, list[LexiconEntry]]] = {}
        weight = SOURCE_WEIGHTS["label"]
        for label in graph.label_names:
            entries = [
                LexiconEntry(phrase=p, weight=weight * w, source="label")
                for p, w in label_phrases(label)
            ]
            relations[label] = {d: entries for d in DIRECTIONS}
        return cls(relations=relations, graph_types=_graph_types(graph))

    @classmethod
    def from_dict(
        cls, payload: Mapping[str, Any], *, source: str | None = None, where: str = "lexicon"
    ) -> Lexicon:
        """A lexicon from :meth:`to_dict`'s layout (``{"relations": {label: {direction:
        [entry, ...]}}, "types": {key: [entry, ...]}}``), an entry being ``{"phrase",
        "weight", "source"}``, or with ``source`` given, a phrase or ``{"phrase",
        "weight"}`` (weight default: the source's). Errors name ``where``, the key and the
        value."""
        if not isinstance(payload, Mapping):
            raise LexiconError(f"{where}: expected a JSON object, got {type(payload).__name__}")
        unknown = set(payload) - {"relations", "types", "format_version"}
        if unknown:
            raise LexiconError(
                f"{where}: unknown key(s) {sorted(unknown)!r}; expected 'relations' and 'types'"
            )
        version = payload.get("format_version", FORMAT_VERSION)
        if version != FORMAT_VERSION:
            raise LexiconError(f"{where}: format_version {version!r} is not {FORMAT_VERSION}")
        relations: dict[str, dict[str, list[LexiconEntry]]] = {}
        for label, directions in _mapping(payload.get("relations", {}), f"{where}: relations"):
            at = f"{where}: relations[{label!r}]"
            for direction, items in _mapping(directions, at):
                if direction not in DIRECTIONS:
                    raise LexiconError(
                        f"{at}: unknown direction {direction!r}; expected {' or '.join(DIRECTIONS)}"
                    )
                relations.setdefault(label, {})[direction] = _entries(
                    items, source, f"{at}[{direction!r}]"
                )
        types = {
            key: _entries(items, source, f"{where}: types[{key!r}]")
            for key, items in _mapping(payload.get("types", {}), f"{where}: types")
        }
        return cls(relations=relations, types=types)

    def to_dict(self, *, sources: Iterable[str] = ("user", "llm")) -> dict[str, Any]:
        """The entries of ``sources`` in :meth:`from_dict`'s layout (JSON-ready, sorted)."""
        keep = set(sources)
        relations: dict[str, dict[str, list[dict[str, Any]]]] = {}
        for label in sorted(self._relations):
            for direction in DIRECTIONS:
                entries = [
                    e.as_dict() for e in self._relations[label][direction] if e.source in keep
                ]
                if entries:
                    relations.setdefault(label, {})[direction] = entries
        types = {
            key: [e.as_dict() for e in entries if e.source in keep]
            for key, entries in sorted(self._types.items())
            if any(e.source in keep for e in entries)
        }
        return {"format_version": FORMAT_VERSION, "relations": relations, "types": types}

    def merged(self, other: Lexicon) -> Lexicon:
        """Both lexicons' entries (one per phrase, the best kept); bound to ``self``'s
        graph, else ``other``'s."""
        relations: dict[str, dict[str, list[LexiconEntry]]] = {}
        for source in (self, other):
            for label, directions in source._relations.items():
                into = relations.setdefault(label, {d: [] for d in DIRECTIONS})
                for d in DIRECTIONS:
                    into[d].extend(directions[d])
        types: dict[str, list[LexiconEntry]] = {}
        for source in (self, other):
            for key, entries in source._types.items():
                types.setdefault(key, []).extend(entries)
        return Lexicon(
            relations=relations,
            types=types,
            graph_types=self._graph_types or other._graph_types,
        )

    def updated(self, other: Lexicon) -> Lexicon:
        """``other``'s entries replacing this lexicon's: where ``other`` gives entries of a
        source for a label direction or a type, this lexicon's entries of that source there
        are dropped first (so merging an edited file again replaces what it gave before);
        everything else is merged (:meth:`merged`)."""
        relations: dict[str, dict[str, list[LexiconEntry]]] = {}
        for label, directions in self._relations.items():
            relations[label] = {}
            for d in DIRECTIONS:
                replaced = {e.source for e in other.relation(label, d)}
                relations[label][d] = [e for e in directions[d] if e.source not in replaced]
        types: dict[str, list[LexiconEntry]] = {}
        for key, entries in self._types.items():
            replaced = {e.source for e in other._types.get(key, ())}
            types[key] = [e for e in entries if e.source not in replaced]
        kept = Lexicon(relations=relations, types=types, graph_types=self._graph_types)
        return kept.merged(other)

    def without(self, source: str) -> Lexicon:
        """This lexicon less the entries of ``source`` (e.g. ``"llm"``, to make them again)."""
        if source not in SOURCES:
            raise LexiconError(f"source: expected one of {', '.join(SOURCES)}, got {source!r}")
        return Lexicon(
            relations={
                label: {d: [e for e in dirs[d] if e.source != source] for d in DIRECTIONS}
                for label, dirs in self._relations.items()
            },
            types={k: [e for e in v if e.source != source] for k, v in self._types.items()},
            graph_types=self._graph_types,
        )

    def for_graph(self, graph: Graph) -> Lexicon:
        """This lexicon bound to ``graph``: the label entries of its labels, this lexicon's
        entries of those labels and of its types, its titles. A type's entries are those
        stored under its key (:func:`type_key`), its name, and, for an inferred type, any of
        its roles (in the order of its roles), so words given for a role find the type that
        holds it after a new inference. Entries of labels and types the graph lacks are left
        out (a stored lexicon keeps them)."""
        bound = Lexicon.from_graph(graph)
        labels = set(graph.label_names)
        inferred = graph.type_origin.source == "inferred"
        types: dict[str, list[LexiconEntry]] = {}
        for name, key, _ in bound._graph_types:
            roles = graph.type_origin.roles.get(name, ()) if inferred else ()
            for alias in dict.fromkeys((key, name, *roles)):
                types.setdefault(key, []).extend(self._types.get(alias, ()))
        mine = Lexicon(
            relations={
                label: {d: [e for e in dirs[d] if e.source != "label"] for d in DIRECTIONS}
                for label, dirs in self._relations.items()
                if label in labels
            },
            types=types,
        )
        return bound.merged(mine)

    def for_part(self, part: Graph, whole: Graph) -> Lexicon:
        """This lexicon bound to ``part``, a part of ``whole`` such as a filtered view's
        graph (its types inferred again from the part alone), as :meth:`for_graph` does,
        except that a type keeps its words only when ``whole`` holds it with the same
        defining roles (an inferred type) or the same name (a given type): words given for
        a type partly defined by roles the part lacks would tell what the part hides."""
        whole_words = self if self._graph_types == _graph_types(whole) else self.for_graph(whole)
        words = {
            _type_identity(whole, name): whole_words.type_words(name) for name in whole.type_names
        }
        bound = self.for_graph(part)
        types = {
            key: words.get(_type_identity(part, name), ()) for name, key, _ in bound._graph_types
        }
        relations: dict[str, Mapping[str, Iterable[LexiconEntry]]] = {
            label: {d: bound.relation(label, d) for d in DIRECTIONS} for label in bound.labels()
        }
        return Lexicon(relations=relations, types=types, graph_types=bound._graph_types)

    # -- reading it ---------------------------------------------------------------------------
    def relation(self, label: str, direction: Direction) -> tuple[LexiconEntry, ...]:
        """The phrases for ``label`` read in ``direction``, best first (empty for a label
        the lexicon does not hold)."""
        if direction not in DIRECTIONS:
            raise LexiconError(f"direction: expected {' or '.join(DIRECTIONS)}, got {direction!r}")
        directions = self._relations.get(label)
        return directions[direction] if directions is not None else ()

    def labels(self) -> tuple[str, ...]:
        """The labels the lexicon holds entries for, sorted."""
        return tuple(sorted(self._relations))

    def type_keys(self) -> tuple[str, ...]:
        """The keys of the type entries, sorted."""
        return tuple(sorted(self._types))

    def type_words(self, type_name: str) -> tuple[LexiconEntry, ...]:
        """The phrases naming the members of a type (its name in the bound graph, or its
        key), best first."""
        return self._types.get(self._key_of(type_name), ())

    def type_title(self, type_name: str) -> str:
        """The word name users and prompts see for a type of the bound graph (the module
        docstring says how it is chosen); an unbound lexicon's title of a type is its best
        entry as written, else its name."""
        titles = self.titles()
        if type_name in titles:
            return titles[type_name]
        words = self._types.get(type_name)
        return words[0].shown if words else type_name

    def titles(self) -> Mapping[str, str]:
        """Every bound type's title (type name -> title), unique within the graph."""
        if self._titles is None:
            taken: set[str] = set()
            titles: dict[str, str] = {}
            for name, key, candidates in self._graph_types:
                named = candidates == (name,)  # a given type keeps its name
                words = () if named else self._types.get(key, ())
                options = (words[0].shown,) if words else candidates
                free = [t for t in options if t not in taken]
                titles[name] = free[0] if free else unique_name(options[0], taken)
                taken.add(titles[name])
            self._titles = titles
        return MappingProxyType(self._titles)

    def _key_of(self, type_name: str) -> str:
        for name, key, _ in self._graph_types:
            if name == type_name:
                return key
        return type_name

    def counts(self) -> dict[str, int]:
        """Entries per source (a phrase given for both directions counts twice)."""
        out = dict.fromkeys(SOURCES, 0)
        for directions in self._relations.values():
            for entries in directions.values():
                for e in entries:
                    out[e.source] += 1
        for entries in self._types.values():
            for e in entries:
                out[e.source] += 1
        return out

    def is_empty(self, *, sources: Iterable[str] = SOURCES) -> bool:
        keep = set(sources)
        return not any(v for k, v in self.counts().items() if k in keep)

    # -- identity -----------------------------------------------------------------------------
    @property
    def fingerprint(self) -> str:
        """SHA-256 of every entry and the bound types (equal lexicons, equal fingerprints)."""
        if self._fingerprint is None:
            payload = {
                "entries": self.to_dict(sources=SOURCES),
                "graph_types": [list(t) for t in self._graph_types],
            }
            text = json.dumps(payload, sort_keys=True, separators=(",", ":"))
            self._fingerprint = hashlib.sha256(text.encode("utf-8")).hexdigest()
        return self._fingerprint

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Lexicon) and self.fingerprint == other.fingerprint

    def __hash__(self) -> int:
        return hash(self.fingerprint)

    def __repr__(self) -> str:
        counts = ", ".join(f"{k}={v}" for k, v in self.counts().items())
        return f"Lexicon({len(self._relations)} labels, {len(self._types)} types; {counts})"


def type_titles(graph: Graph, lexicon: Lexicon | None = None) -> dict[str, str]:
    """The title of every type of ``graph`` (a filtered view's graph too), from
    ``lexicon``'s type entries and the types' roles (:meth:`Lexicon.type_title`).

    Example:
        >>> from graphpaths.graph import GraphBuilder, infer_types
        >>> b = GraphBuilder()
        >>> for club, ground in [("ajax", "arena"), ("psv", "philips")]:
        ...     _ = b.add_relation(club, ground, "home_ground", create_entities=True)
        >>> g = infer_types(b.build())
        >>> g.type_names, type_titles(g)
        (('home_ground source', 'home_ground target'), {'home_ground source': 'with home ground', 'home_ground target': 'home ground'})
        >>> user = Lexicon.from_dict({"types": {"home_ground source": ["club"]}}, source="user")
        >>> type_titles(g, user)["home_ground source"]
        'club'
    """
    base = lexicon if lexicon is not None else Lexicon()
    return dict(base.for_graph(graph).titles())


def _graph_types(graph: Graph) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    inferred = graph.type_origin.source == "inferred"
    out = []
    for name in graph.type_names:
        roles = graph.type_origin.roles.get(name) if inferred else None
        key = roles[0] if roles else name
        out.append((name, key, type_titles_of(roles) if roles else (name,)))
    return tuple(out)


def _type_identity(graph: Graph, name: str) -> frozenset[str] | str:
    """What makes a type of ``graph`` the same type in another graph: its defining roles
    when inferred, else its name."""
    roles = graph.type_origin.roles.get(name) if graph.type_origin.source == "inferred" else None
    return frozenset(roles) if roles else name


def _mapping(value: Any, where: str) -> list[tuple[str, Any]]:
    if not isinstance(value, Mapping):
        raise LexiconError(f"{where}: expected a JSON object, got {value!r}")
    for key in value:
        if not isinstance(key, str) or not key.strip():
            raise LexiconError(f"{where}: expected non-empty names as keys, got {key!r}")
    return [(str(k), v) for k, v in value.items()]


def _entries(items: Any, source: str | None, where: str) -> list[LexiconEntry]:
    """The entries of a JSON list: phrases or ``{"phrase", "weight"[, "source", "text"]}``,
    each keeping its text as written (``text``, else the phrase) when normalizing changes it."""
    if isinstance(items, str) or not isinstance(items, Sequence):
        raise LexiconError(f"{where}: expected a list of phrases, got {items!r}")
    out = []
    for i, item in enumerate(items):
        at = f"{where}[{i}]"
        written: Any = None
        if isinstance(item, str):
            phrase, weight, origin = item, None, source
        elif isinstance(item, Mapping):
            extra = set(item) - {"phrase", "weight", "source", "text"}
            if extra or "phrase" not in item:
                raise LexiconError(
                    f"{at}: expected a phrase or {{'phrase', 'weight'}}, got {dict(item)!r}"
                )
            phrase, weight, written = item["phrase"], item.get("weight"), item.get("text")
            origin = source if source is not None else item.get("source")
            if source is not None and item.get("source", source) != source:
                raise LexiconError(f"{at}: source {item['source']!r}: this file gives {source!r}")
        else:
            raise LexiconError(f"{at}: expected a phrase, got {item!r}")
        if not isinstance(phrase, str):
            raise LexiconError(f"{at}: expected a phrase, got {phrase!r}")
        if origin not in SOURCES:
            raise LexiconError(
                f"{at}: source: expected one of {', '.join(SOURCES)}, got {origin!r}"
            )
        text = normalize_phrase(phrase)
        if not text:
            raise LexiconError(f"{at}: {phrase!r} holds no words")
        if len(text.split()) > MAX_PHRASE_WORDS:
            raise LexiconError(
                f"{at}: {phrase!r} has more than {MAX_PHRASE_WORDS} words; give short phrases"
            )
        value = SOURCE_WEIGHTS[origin] if weight is None else weight
        shown = " ".join(phrase.split()) if written is None else written
        if not isinstance(shown, str):
            raise LexiconError(f"{at}: text: expected the phrase as written, got {shown!r}")
        try:
            out.append(
                LexiconEntry(
                    phrase=text, weight=value, source=origin, text="" if shown == text else shown
                )
            )
        except LexiconError as exc:
            raise LexiconError(f"{at}: {exc}") from None
    return out


def remade_for_graph(for_graph: Callable[..., object], graph: Graph, lexicon: object) -> object:
    """``for_graph(graph)``, a policy's method making it for another graph, given
    ``lexicon`` too when there is one and the method takes it (an updated index's words)."""
    if lexicon is not None and "lexicon" in inspect.signature(for_graph).parameters:
        return for_graph(graph, lexicon=lexicon)
    return for_graph(graph)


def policy_with_lexicon(policy: Policy, lexicon: Lexicon) -> Policy:
    """``policy`` given the lexicon of the graph it reads, when it takes one (a
    ``for_lexicon(lexicon)`` method, as :class:`~graphpaths.dotrag.llm.LLMPolicy`
    has: its prompts name the types by their titles); else ``policy`` itself."""
    for_lexicon = getattr(policy, "for_lexicon", None)
    if not callable(for_lexicon):
        return policy
    made = for_lexicon(lexicon)
    if not isinstance(made, Policy):
        raise ConfigError(
            f"{type(policy).__name__}.for_lexicon() must return a Policy, got {type(made).__name__}"
        )
    return made
