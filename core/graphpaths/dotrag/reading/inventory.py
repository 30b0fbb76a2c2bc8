"""What entities like a given one hold: the relations an entity lacks that its peers have.

A question can ask of a named entity a relation the graph holds, but not for this entity
("who is X's husband" where other people have a ``spouse`` and X has none). The readings
searched from X cannot walk that relation (it leads nowhere from X), so they explain the
asked word badly, as for a relation the graph lacks altogether; but the graph says more:
entities like X hold it. *Entities like X* are those holding every kind of hop X holds
(each label, in each direction: a superset of X's), X included; a hop kind's *share* is the
part of them holding it. Types are no help here: inferred types are keyed by the relation
roles an entity has, so an entity lacking one has a type of its own.

:meth:`HopInventory.unheld` gives, per hop kind, its share among X's peers where X does not
hold it and 0 where it does: the weight the abstention model's ``unheld`` feature puts on a
question word's evidence for that hop (:mod:`graphpaths.dotrag.reading.abstention`).

Example:
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> for h, label, t in [("Ann", "spouse", "Bob"), ("Ann", "lives_in", "Oslo"),
    ...                     ("Cy", "spouse", "Di"), ("Cy", "lives_in", "Rome"),
    ...                     ("Ed", "lives_in", "Oslo")]:
    ...     _ = b.add_relation(h, t, label, create_entities=True)
    >>> g = b.build()
    >>> inventory = HopInventory(g)
    >>> kinds = inventory.kinds
    >>> share = inventory.unheld(g.index_of("Ed"))
    >>> round(float(share[kinds.index(("spouse", True))]), 2)
    0.67
    >>> float(inventory.unheld(g.index_of("Ann"))[kinds.index(("spouse", True))])
    0.0
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from graphpaths.lru import LRUCache

if TYPE_CHECKING:
    from graphpaths.graph import Graph

__all__ = ["SIGNATURES_KEPT", "HopInventory"]

#: Distinct hop sets whose shares are kept: a question's anchors recur, and each costs one
#: pass over the graph's entities.
SIGNATURES_KEPT = 1024


class HopInventory:
    """Per entity of ``graph``, the hop kinds its peers hold and it does not (module doc)."""

    def __init__(self, graph: Graph) -> None:
        self.graph = graph
        labels = graph.label_names
        #: the hop kinds, (label, forward), in column order
        self.kinds: list[tuple[str, bool]] = [(label, f) for label in labels for f in (True, False)]
        held = np.zeros((graph.num_entities, 2 * len(labels)), np.bool_)
        codes = np.asarray(graph.relation_labels, np.int64)
        held[np.asarray(graph.heads, np.int64), 2 * codes] = True
        held[np.asarray(graph.tails, np.int64), 2 * codes + 1] = True
        self._held = held
        self._shares: LRUCache[bytes, npt.NDArray[np.float64]] = LRUCache(SIGNATURES_KEPT)

    def unheld(self, entity: int) -> npt.NDArray[np.float64]:
        """Per hop kind (:attr:`kinds`), the share of the entity's peers holding it, where
        the entity does not; 0 where it does."""
        own = self._held[entity]
        return self._shares.get_or_build(own.tobytes(), lambda: self._unheld(own))

    def _unheld(self, own: npt.NDArray[np.bool_]) -> npt.NDArray[np.float64]:
        peers = self._held[self._held[:, own].all(axis=1)]
        share = peers.mean(axis=0) if len(peers) else np.zeros(len(own))
        out: npt.NDArray[np.float64] = np.where(own, 0.0, share)
        return out
