"""How well inferred entity types agree with reference types (a hand-made schema).

Types are sets of entities (an entity may have several). Each inferred type is mapped onto
the reference type most of its members have; then

- **purity**: the share of (entity, inferred type) memberships whose entity has the mapped
  reference type (1.0: no inferred type mixes kinds);
- **coverage**: the share of (entity, reference type) memberships recovered, i.e. the
  entity has an inferred type mapped onto that reference type (1.0: no member is missed);
- **exact**: the share of entities whose inferred types map onto exactly their reference
  types.

Example:
    >>> from graphpaths.graph import GraphBuilder, infer_types
    >>> b = GraphBuilder()
    >>> for film, person in [("kismet", "wd"), ("jaws", "ss"), ("duel", "ss")]:
    ...     _ = b.add_entity(film, types=["movie"])
    ...     _ = b.add_entity(person, types=["person"])
    ...     _ = b.add_relation(film, person, "directed_by")
    >>> schema = b.build()
    >>> report = type_agreement(infer_types(schema), schema)
    >>> report["purity"], report["coverage"], report["mapping"]["directed_by target"]
    (1.0, 1.0, 'person')
"""

from __future__ import annotations

from typing import Any

import numpy as np

from graphpaths.errors import InputError
from graphpaths.graph import Graph

__all__ = ["type_agreement"]


def _memberships(graph: Graph) -> tuple[np.ndarray, np.ndarray]:
    owners = np.repeat(
        np.arange(graph.num_entities, dtype=np.int64), np.diff(graph.entity_type_indptr)
    )
    return owners, graph.entity_type_indices.astype(np.int64)


def type_agreement(inferred: Graph, reference: Graph) -> dict[str, Any]:
    """Purity, coverage and exact agreement of ``inferred``'s types with ``reference``'s,
    the mapping of each inferred type, and the confusion table (inferred -> reference ->
    entities). Both graphs must hold the same entities (by id, in the same order).

    Raises:
        InputError: the graphs hold different entities.
    """
    if list(inferred.entity_ids) != list(reference.entity_ids):
        raise InputError("type_agreement: the two graphs hold different entities")
    n = inferred.num_entities
    ni, nr = len(inferred.type_names), len(reference.type_names)
    # entity x reference-type membership as a dense boolean table (types are few).
    has_ref = np.zeros((n, nr), np.bool_)
    ref_owner, ref_type = _memberships(reference)
    has_ref[ref_owner, ref_type] = True
    inf_owner, inf_type = _memberships(inferred)
    table = np.zeros((ni, nr), np.int64)
    np.add.at(table, inf_type, has_ref[inf_owner].astype(np.int64))
    sizes = np.bincount(inf_type, minlength=ni)
    mapped = np.argmax(table, axis=1)
    pure = int(table[np.arange(ni), mapped].sum())
    purity = pure / max(len(inf_type), 1)
    # Which reference types each entity's inferred types map onto.
    got = np.zeros((n, nr), np.bool_)
    got[inf_owner, mapped[inf_type]] = True
    covered = int((got & has_ref).sum())
    coverage = covered / max(int(has_ref.sum()), 1)
    exact = float(np.mean((got == has_ref).all(axis=1))) if n else 1.0
    names_i, names_r = inferred.type_names, reference.type_names
    return {
        "purity": round(purity, 6),
        "coverage": round(coverage, 6),
        "exact": round(exact, 6),
        "inferred_types": ni,
        "reference_types": nr,
        "mapping": {names_i[t]: names_r[int(mapped[t])] for t in range(ni) if sizes[t]},
        "confusion": {
            names_i[t]: {
                names_r[r]: int(table[t, r])
                for r in np.argsort(-table[t], kind="stable")
                if table[t, r]
            }
            for t in range(ni)
        },
        "sizes": {names_i[t]: int(sizes[t]) for t in range(ni)},
    }
