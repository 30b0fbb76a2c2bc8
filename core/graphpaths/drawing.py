"""Retrieved paths as pictures: a networkx graph of them, and a layered drawing.

:func:`paths_to_networkx` (``DotRAGResult.to_networkx()``) turns paths into a
``networkx.DiGraph``: one node per entity (keyed by its id, with its ``name``, ``types``,
``type`` and ``layer``, the fewest hops from a path's anchor), one edge per relation in the
direction its triple is stored (``label``, ``words``, ``relation``, and ``score``, the best
score of a path walking it). :func:`draw` draws any such graph in columns by ``layer``,
coloured by ``type``, each column's relation labels named once above it.

networkx and matplotlib are optional (``pip install 'graphpaths[notebooks]'``): they are
imported when a function needs them, and a clear error names the extra when one is missing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from graphpaths.errors import InputError, MissingDependencyError

__all__ = ["draw", "paths_to_networkx"]


class _Hop(Protocol):
    """What a drawing reads of a hop (:class:`~graphpaths.dotrag.protocol.types.PathHop`)."""

    @property
    def relation(self) -> int: ...
    @property
    def label(self) -> str: ...
    @property
    def label_name(self) -> str: ...
    @property
    def source_id(self) -> str: ...
    @property
    def target_id(self) -> str: ...
    @property
    def target_name(self) -> str: ...
    @property
    def target_types(self) -> tuple[str, ...]: ...
    @property
    def forward(self) -> bool: ...


class _Path(Protocol):
    """What a drawing reads of a path (:class:`~graphpaths.dotrag.protocol.types.Path`)."""

    @property
    def anchor(self) -> int: ...
    @property
    def anchor_id(self) -> str: ...
    @property
    def anchor_name(self) -> str: ...
    @property
    def score(self) -> float: ...
    @property
    def hops(self) -> Sequence[_Hop]: ...


def _networkx() -> Any:
    try:
        import networkx
    except ImportError as exc:
        raise MissingDependencyError(
            f"networkx is not installed ({exc}): pip install 'graphpaths[notebooks]'"
        ) from exc
    return networkx


def _pyplot() -> Any:
    try:
        import matplotlib.pyplot as pyplot
    except ImportError as exc:
        raise MissingDependencyError(
            f"matplotlib is not installed ({exc}): pip install 'graphpaths[notebooks]'"
        ) from exc
    return pyplot


def paths_to_networkx(
    paths: Iterable[_Path], *, anchor_types: Mapping[int, Sequence[str]] | None = None
) -> Any:
    """``paths`` as a ``networkx.DiGraph`` (see the module); ``anchor_types``: entity index
    -> types of the anchors (a path names its targets' types, not its anchor's)."""
    picture = _networkx().DiGraph()
    known = anchor_types or {}

    def add_node(entity_id: str, name: str, types: Sequence[str], layer: int) -> None:
        if entity_id in picture:
            data = picture.nodes[entity_id]
            data["layer"] = min(data["layer"], layer)
            return
        type_ = types[0] if types else ""
        picture.add_node(entity_id, name=name, types=list(types), type=type_, layer=layer)

    for path in paths:
        add_node(path.anchor_id, path.anchor_name, list(known.get(path.anchor, ())), 0)
        for step, hop in enumerate(path.hops, start=1):
            add_node(hop.target_id, hop.target_name, hop.target_types, step)
            head, tail = (
                (hop.source_id, hop.target_id) if hop.forward else (hop.target_id, hop.source_id)
            )
            score = path.score
            if picture.has_edge(head, tail):
                score = max(score, picture.edges[head, tail]["score"])
            picture.add_edge(
                head,
                tail,
                label=hop.label_name,
                words=hop.label,
                relation=hop.relation,
                score=score,
            )
    return picture


def _columns(picture: Any, layer_of: Mapping[Any, int]) -> dict[Any, tuple[float, float]]:
    """One column per layer, each spread over the tallest one's height; in a column a node
    sits near the mean height of its neighbours in the columns before it (few crossings)."""
    by_layer: dict[int, list[Any]] = {}
    for node in picture:
        by_layer.setdefault(layer_of[node], []).append(node)
    tallest = max(len(nodes) for nodes in by_layer.values())
    position: dict[Any, tuple[float, float]] = {}
    for x in sorted(by_layer):

        def height(node: Any) -> tuple[float, str]:
            neighbours = set(picture.predecessors(node)) | set(picture.successors(node))
            before = [position[m][1] for m in neighbours if m in position]
            return (-sum(before) / len(before) if before else 0.0, str(node))

        nodes = sorted(by_layer[x], key=height)
        gap = (tallest - 1) / (len(nodes) - 1) if len(nodes) > 1 else 0.0
        for i, node in enumerate(nodes):
            position[node] = (float(x), (len(nodes) - 1) * gap / 2 - i * gap)
    return position


def draw(
    picture: Any,
    *,
    title: str | None = None,
    headings: Mapping[int, str] | None = None,
    ax: Any = None,
    node_size: int = 300,
) -> Any:
    """Draw ``picture`` (a networkx graph whose nodes may carry ``layer``, ``type`` and
    ``name``, and edges ``label``, as :func:`paths_to_networkx` makes them) in columns by
    layer; returns the matplotlib ``Figure``. ``headings``: text above some columns (layer
    -> text); ``ax``: the axes to draw on (a new figure otherwise)."""
    networkx, pyplot = _networkx(), _pyplot()
    if not len(picture):
        raise InputError("picture: no nodes to draw (a result without paths has none)")
    layer_of = {node: int(data.get("layer", 0)) for node, data in picture.nodes(data=True)}
    last = max(layer_of.values())
    tallest = max(list(layer_of.values()).count(x) for x in set(layer_of.values()))
    if ax is None:
        _, ax = pyplot.subplots(figsize=(3.5 * last + 5, 0.6 * tallest + 1.5))
    position = _columns(picture, layer_of)
    types = sorted({str(t) for _, t in picture.nodes(data="type") if t})
    colours = {t: pyplot.cm.tab10(i % 10) for i, t in enumerate(types)}
    networkx.draw_networkx_edges(
        picture, position, ax=ax, edge_color="#999", arrowsize=9, node_size=node_size, width=0.8
    )
    networkx.draw_networkx_nodes(
        picture,
        position,
        ax=ax,
        node_size=node_size,
        node_color=[colours.get(str(t), "#8ab") for _, t in picture.nodes(data="type")],
    )
    for node, (x, y) in position.items():
        if layer_of[node] == 0:
            where = {"xy": (x - 0.06, y), "ha": "right", "va": "center"}
        elif layer_of[node] == last:
            where = {"xy": (x + 0.06, y), "ha": "left", "va": "center"}
        else:
            where = {"xy": (x, y + 0.3), "ha": "center", "va": "bottom"}
        name = picture.nodes[node].get("name", node)
        bbox = {"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none"}
        ax.annotate(str(name), fontsize=9, bbox=bbox, annotation_clip=False, **where)
    top = tallest / 2 + 0.3
    for step in range(1, last + 1):  # the relations between two columns, named once
        names = sorted(
            {
                str(data["label"])
                for u, v, data in picture.edges(data=True)
                if "label" in data and {layer_of[u], layer_of[v]} == {step - 1, step}
            }
        )
        ax.annotate(", ".join(names), (step - 0.5, top), ha="center", fontsize=9, color="#555")
    for layer, text in (headings or {}).items():
        ax.annotate(text, (layer, top + 0.4), ha="center", fontsize=10, color="#555")
    if types:
        for t in types:
            ax.scatter([], [], color=colours[t], label=t)
        ax.legend(title="type", loc="upper left", bbox_to_anchor=(1.12, 1))
    ax.set_xlim(-0.9, last + 0.9)
    ax.set_ylim(-tallest / 2, top + 0.8)
    if title:
        ax.set_title(title)
    ax.axis("off")
    return ax.figure
