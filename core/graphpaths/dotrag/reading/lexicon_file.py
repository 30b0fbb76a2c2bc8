"""A user's lexicon file: the words people use for a graph's labels and types.

The format (JSON; YAML too, with the same layout, when PyYAML is installed and the file
ends in ``.yaml`` or ``.yml``)::

    {
      "relations": {
        "children":    {"forward": ["kid", "son", "daughter"], "backward": ["parent", "mother"]},
        "directed_by": {"forward": ["director"], "backward": ["films by", "directed"]},
        "ASSOC_W":     {"forward": ["mentor", {"phrase": "tutor", "weight": 0.7}]}
      },
      "types": {
        "home_ground source": ["club", "team"],
        "movie": ["film", "picture"]
      }
    }

- ``relations``: relation label (exactly as the graph spells it) -> ``forward`` and/or
  ``backward`` phrases. For a triple ``(h, label, t)``, *forward* phrases name ``t`` as
  seen from ``h`` ("X's kids": ``children`` forward); *backward* phrases name ``h`` as seen
  from ``t`` ("X's parents": ``children`` backward).
- ``types``: an entity type -> the words naming its members, which questions are read
  with. They add words to a type and never rename it: a type your graph names
  (``"movie"``) keeps its name wherever it is shown. A type inferred from relation roles
  has no name in words of its own, so its first phrase, as written (accents and capitals
  kept: "Équipe"), is its title (what ``graphpaths info``, the tree, the metadata and the
  prompts show); without one it is named from its labels' words ("place", "author",
  :mod:`graphpaths.dotrag.reading.type_names`). A type is given by its name
  (``graphpaths info`` lists them), by its title, or, for a type inferred from relation
  roles, by one of its roles (``"home_ground source"``: the heads of ``home_ground``).
- A phrase is a string (weight 1) or ``{"phrase": ..., "weight": w}`` with ``0 < w <= 1``;
  phrases of more than six words are refused (give names, not sentences).

A label or type the graph does not hold is an error that lists the nearest names: a
misspelt key would otherwise be ignored silently, and the words meant for it lost. Every
error names the file, the key and the value.

Example:
    >>> import json, tempfile, pathlib
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> _ = b.add_relation("ann", "bob", "ASSOC_W", create_entities=True)
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "words.json"
    >>> _ = path.write_text(json.dumps({"relations": {"ASSOC_W": {"forward": ["Mentor"]}}}))
    >>> lexicon = read_lexicon_file(path, b.build())
    >>> [(e.phrase, e.weight, e.source) for e in lexicon.relation("ASSOC_W", "forward")]
    [('mentor', 1.0, 'user')]
    >>> _ = path.write_text(json.dumps({"relations": {"ASSOC_V": {"forward": ["mentor"]}}}))
    >>> read_lexicon_file(path, b.build())
    Traceback (most recent call last):
    ...
    graphpaths.errors.LexiconError: ...words.json: relations: the graph has no label 'ASSOC_V' (nearest: 'ASSOC_W')
"""

from __future__ import annotations

import difflib
import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from graphpaths.dotrag.reading.lexicon import Lexicon, LexiconEntry, type_key, type_titles
from graphpaths.errors import LexiconError

if TYPE_CHECKING:
    from graphpaths.graph import Graph

__all__ = ["LexiconSource", "load_user_lexicon", "read_lexicon_file", "user_lexicon"]

#: What a user may give as a lexicon: a file, its parsed content, or a made lexicon.
LexiconSource = Lexicon | Mapping[str, Any] | str | os.PathLike[str]


def read_lexicon_file(
    path: str | os.PathLike[str], graph: Graph | None = None, *, known: Lexicon | None = None
) -> Lexicon:
    """The user lexicon in the file at ``path`` (module docstring), its keys checked
    against ``graph``'s labels and types when given (a type may also be named by its title
    in ``known``, the lexicon the graph has now)."""
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise LexiconError(f"{file}: cannot read the lexicon file: {exc}") from None
    payload: Any
    if file.suffix.lower() in (".yaml", ".yml"):
        payload = _yaml(text, file)
    else:
        try:
            payload = json.loads(text)
        except json.JSONDecodeError as exc:
            raise LexiconError(
                f"{file}: not JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}"
            ) from None
    return user_lexicon(payload, graph, where=str(file), known=known)


def _yaml(text: str, file: Path) -> Any:
    try:
        import yaml
    except ImportError:
        raise LexiconError(
            f"{file}: reading YAML needs PyYAML (pip install pyyaml); or write the lexicon as JSON"
        ) from None
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise LexiconError(f"{file}: not YAML: {exc}") from None


def user_lexicon(
    payload: Any,
    graph: Graph | None = None,
    *,
    where: str = "lexicon",
    known: Lexicon | None = None,
) -> Lexicon:
    """The user lexicon of a parsed file (module docstring); with ``graph``, every label
    must be one of its labels and every type one of its types (by name, title or role, or
    its title in ``known``: the lexicon the graph has now), stored under its key
    (:func:`~graphpaths.dotrag.reading.lexicon.type_key`)."""
    if not isinstance(payload, Mapping):
        raise LexiconError(f"{where}: expected a JSON object with 'relations' and/or 'types'")
    lexicon = Lexicon.from_dict(payload, source="user", where=where)
    if graph is None:
        return lexicon
    labels = set(graph.label_names)
    for label in lexicon.labels():
        if label not in labels:
            raise LexiconError(
                f"{where}: relations: the graph has no label {label!r}"
                + _nearest(label, graph.label_names)
            )
    keys = _type_keys(graph, known)
    types: dict[str, list[LexiconEntry]] = {}
    for given in lexicon.type_keys():
        key = keys.get(given)
        if key is None:
            raise LexiconError(
                f"{where}: types: the graph has no type {given!r}" + _nearest(given, list(keys))
            )
        types[key] = [*types.get(key, []), *lexicon.type_words(given)]
    relations = {
        label: {d: lexicon.relation(label, d) for d in ("forward", "backward")}
        for label in lexicon.labels()
    }
    return Lexicon(relations=relations, types=types)


def load_user_lexicon(
    given: LexiconSource, graph: Graph, *, known: Lexicon | None = None
) -> Lexicon:
    """A user lexicon for ``graph`` from a file path, a parsed mapping or a
    :class:`~graphpaths.dotrag.reading.lexicon.Lexicon` (taken as it is); ``known``: as for
    :func:`user_lexicon`."""
    if isinstance(given, Lexicon):
        return given
    if isinstance(given, Mapping):
        return user_lexicon(given, graph, known=known)
    if isinstance(given, str | os.PathLike):
        return read_lexicon_file(given, graph, known=known)
    raise LexiconError(
        f"lexicon: expected a file path, a mapping or a Lexicon, got {type(given).__name__}"
    )


def _type_keys(graph: Graph, known: Lexicon | None = None) -> dict[str, str]:
    """What a user may call each type (its name, its title from its roles, its title in
    ``known``, each of its roles) -> its key."""

    keys: dict[str, str] = {}
    if known is not None:
        for name, title in type_titles(graph, known).items():
            keys.setdefault(title, type_key(graph, name))
    titles = type_titles(graph)
    inferred = graph.type_origin.source == "inferred"
    for name in graph.type_names:
        key = type_key(graph, name)
        for alias in (titles[name], *(graph.type_origin.roles.get(name, ()) if inferred else ())):
            keys.setdefault(alias, key)
    for name in graph.type_names:
        keys[name] = type_key(graph, name)  # a name wins over another type's title
    return keys


def _nearest(name: str, choices: list[str] | tuple[str, ...]) -> str:
    near = difflib.get_close_matches(name, list(choices), n=3, cutoff=0.5)
    if not near:
        near = difflib.get_close_matches(
            name.lower(), [c.lower() for c in choices], n=3, cutoff=0.5
        )
        by_lower = {c.lower(): c for c in choices}
        near = [by_lower[n] for n in near]
    if near:
        return f" (nearest: {', '.join(repr(n) for n in near)})"
    shown = ", ".join(repr(c) for c in list(choices)[:12])
    return f" (it has: {shown}{', ...' if len(choices) > 12 else ''})"
