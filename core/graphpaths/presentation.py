"""What the framework adapters hand over: the text, score and metadata of each LangChain
``Document`` and LlamaIndex node made of a result, and why a result gave none.

Both adapters build their objects from the :class:`Piece` lists made here, so they present
a result the same way:

- **Text** (``content``, DotRAG only): ``"path"`` (the default), the path as arrows
  (``Inception —directed_by→ Christopher Nolan``); ``"sentence"``, the path's relations as
  one sentence made of the label words (``Inception directed by Christopher Nolan.``; a
  relation's own description when it has one); ``"context"``, one piece holding the whole
  budgeted context (``k`` does not apply: the ``budget`` does). With
  ``include_descriptions=True`` (a :class:`~graphpaths.DotRAGConfig` field) the context
  holds the descriptions of the entities on the paths, and a path's text ends with those
  of its own entities, one a line.
- **Metadata**, small by default (a few hundred bytes as JSON): DotRAG's ``path`` (as
  arrows), ``score``, ``confidence``, ``anchor`` (its name) and ``anchor_id``, ``hops``
  (how many) and ``labels`` (the relation labels in order), and ``sources`` when the graph
  came from documents; GraFine's the document's own metadata with ``id``, ``score`` and
  ``iteration``. ``include_stats=True`` adds what a retrieval reports: DotRAG's ``rank``,
  ``query``, ``similarity``, ``priority``, ``preferred``, ``hop_details`` (names, ids,
  label and similarity of each hop) and ``stats`` (:class:`~graphpaths.DotRAGStats` as
  data); GraFine's ``supported_by``, ``neighbors`` and ``retrieval`` (nodes refined,
  iterations, seconds per stage).
- **Nothing found**: :func:`empty_reason` says why (DotRAG's ``not_found`` reason, a
  threshold no path reached, an empty search), and :func:`not_found_piece` is the one piece
  an adapter returns in place of none when asked to (``not_found=True``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, MutableMapping
from dataclasses import dataclass, field
from typing import Any

from graphpaths.dotrag.protocol.types import DotRAGResult, Path
from graphpaths.errors import ConfigError
from graphpaths.grafine.retriever import GraFineResult
from graphpaths.sources.records import provenance_of
from graphpaths.validation import check_choice

__all__ = [
    "CONTENTS",
    "Piece",
    "Presentation",
    "empty_reason",
    "node_pieces",
    "not_found_piece",
    "path_pieces",
    "path_sentence",
]

#: What the text of a DotRAG piece holds (``content``).
CONTENTS: tuple[str, ...] = ("path", "sentence", "context")


@dataclass(frozen=True, kw_only=True)
class Presentation:
    """How a result is handed over: ``content`` (DotRAG's text, one of :data:`CONTENTS`),
    ``include_stats`` (the full retrieval figures in the metadata) and ``not_found`` (one
    piece saying why, in place of none)."""

    content: str = "path"
    include_stats: bool = False
    not_found: bool = False

    def __post_init__(self) -> None:
        check_choice("options", "content", self.content, CONTENTS)
        for flag in ("include_stats", "not_found"):
            if not isinstance(getattr(self, flag), bool):
                raise ConfigError(f"{flag}: expected True or False, got {getattr(self, flag)!r}")

    @classmethod
    def take(
        cls, settings: MutableMapping[str, Any], *, names: Mapping[str, str] | None = None
    ) -> Presentation:
        """The options in ``settings`` (removed from it, so the rest are the algorithm's);
        ``names``: an adapter's name of an option -> the field (``not_found_document`` ->
        ``not_found``)."""
        fields = {f.name: f.name for f in dataclasses.fields(cls)}
        fields.update(names or {})
        given = {field: settings.pop(key) for key, field in fields.items() if key in settings}
        return cls(**given)


@dataclass(frozen=True, kw_only=True)
class Piece:
    """One Document or node to be: its id, text, score and JSON-ready metadata."""

    id: str
    text: str
    score: float
    metadata: dict[str, Any] = field(default_factory=dict)


def path_sentence(path: Path) -> str:
    """The path's relations as one sentence: each relation's text (its description, else
    ``"<head> <label words> <tail>"``), joined by semicolons.

    >>> from graphpaths.dotrag.protocol.types import PathHop
    >>> hop = PathHop(relation=0, label="directed by", label_name="directed_by",
    ...               text="Inception directed by Christopher Nolan", source=0, target=1,
    ...               source_id="i", target_id="n", source_name="Inception",
    ...               target_name="Christopher Nolan", target_types=(), similarity=0.5)
    >>> path_sentence(Path(anchor=0, anchor_id="i", anchor_name="Inception", hops=(hop, hop),
    ...                    priority=(0, 0), preferred=True, score=0.5))
    'Inception directed by Christopher Nolan; Inception directed by Christopher Nolan.'
    """
    clauses = [hop.text.strip().rstrip(".") for hop in path.hops]
    return "; ".join(clause for clause in clauses if clause) + "."


def _path_text(path: Path, content: str, described: Mapping[int, str]) -> str:
    text = path_sentence(path) if content == "sentence" else path.render()
    lines = [described[e] for e in dict.fromkeys(path.entities) if e in described]
    return "\n".join([text, *lines])


def _path_metadata(path: Path) -> dict[str, Any]:
    return {
        "path": path.render(),
        "score": path.score,
        "confidence": path.confidence,
        "anchor": path.anchor_name,
        "anchor_id": path.anchor_id,
        "hops": path.depth,
        "labels": [hop.label_name for hop in path.hops],
    }


def _path_id(path: Path) -> str:
    return f"dotrag:{path.anchor_id}:{','.join(str(hop.relation) for hop in path.hops)}"


def path_pieces(
    result: DotRAGResult,
    k: int,
    options: Presentation,
    provenance: Mapping[str, Iterable[str]] | None = None,
) -> list[Piece]:
    """The pieces of a DotRAG result: its best ``k`` paths, or one piece holding its
    context (see the module). With ``provenance`` (entity id -> source document ids),
    ``metadata["sources"]`` lists the documents a path's entities were read from."""
    stats = result.stats.as_dict() if options.include_stats else None
    if options.content == "context":
        return [_context_piece(result, stats)] if result.context.items else []
    described = {i.index: i.text for i in result.context.items if i.kind == "entity"}
    payload = result.as_dict()["paths"] if options.include_stats else []
    pieces = []
    for rank, path in enumerate(result.paths[:k]):
        metadata = _path_metadata(path)
        if provenance:
            ids = [path.anchor_id, *(hop.target_id for hop in path.hops)]
            metadata["sources"] = list(provenance_of(provenance, ids))
        if stats is not None:
            data = payload[rank]
            metadata.update(
                rank=rank,
                query=result.query,
                similarity=path.similarity,
                priority=data["priority"],
                preferred=path.preferred,
                hop_details=data["hops"],
                stats=stats,
            )
        text = _path_text(path, options.content, described)
        pieces.append(Piece(id=_path_id(path), text=text, score=path.score, metadata=metadata))
    return pieces


def _context_piece(result: DotRAGResult, stats: dict[str, Any] | None) -> Piece:
    best = result.paths[0] if result.paths else None
    metadata: dict[str, Any] = {
        "score": best.score if best else 0.0,
        "confidence": best.confidence if best else None,
        "anchor": best.anchor_name if best else None,
        "paths": len(result.paths),
        "tokens": result.context.tokens,
    }
    if stats is not None:
        metadata.update(query=result.query, stats=stats)
    return Piece(
        id="dotrag:context", text=result.context.text, score=metadata["score"], metadata=metadata
    )


def node_pieces(result: GraFineResult, options: Presentation) -> list[Piece]:
    """The pieces of a GraFine result, one per node: its text, the document's own metadata
    with ``id``, ``score`` and ``iteration`` (and with ``include_stats`` the figures; see
    the module)."""
    if options.content != "path":
        raise ConfigError(
            f"content: {options.content!r} applies to DotRAG's paths; GraFine's pieces "
            "hold their documents' own text"
        )
    retrieval = None
    if options.include_stats:
        payload = result.as_dict()
        retrieval = {key: value for key, value in payload.items() if key != "nodes"}
    pieces = []
    for node in result.nodes:
        metadata = {**node.metadata, "id": node.id, "score": node.score}
        metadata["iteration"] = node.iteration
        if retrieval is not None:
            metadata.update(
                supported_by=list(node.supported_by),
                neighbors=list(node.neighbors),
                retrieval=retrieval,
            )
        pieces.append(Piece(id=node.id, text=node.text or "", score=node.score, metadata=metadata))
    return pieces


def empty_reason(result: DotRAGResult | GraFineResult) -> str:
    """Why ``result`` gave no piece: DotRAG's ``not_found`` reason (the question names
    nothing in the graph, or asks what it lacks, or no path reached a threshold), or what
    the search came to."""
    if isinstance(result, GraFineResult):
        threshold = result.config.score_threshold
        if result.retrieved and threshold is not None:
            return f"no document reaches score_threshold {threshold:g}"
        return "no document to search" if not result.retrieved else "no document found"
    if result.not_found is not None:
        return result.not_found.reason
    if result.paths:
        return f"no relation fits the context budget of {result.context.budget} tokens"
    return "the search found no path from the question's anchors"


def not_found_piece(result: DotRAGResult | GraFineResult, reason: str) -> Piece:
    """The one piece saying nothing was found: its text ``"Not found: <reason>"``, its
    metadata ``not_found`` (True), ``reason``, and for DotRAG what came closest
    (``anchor``, ``labels``, ``confidence``)."""
    metadata: dict[str, Any] = {"not_found": True, "reason": reason, "score": 0.0}
    closest = getattr(result, "not_found", None)
    if closest is not None:
        metadata.update(
            anchor=closest.anchor, labels=list(closest.labels), confidence=closest.confidence
        )
    return Piece(
        id="graphpaths:not_found", text=f"Not found: {reason}", score=0.0, metadata=metadata
    )
