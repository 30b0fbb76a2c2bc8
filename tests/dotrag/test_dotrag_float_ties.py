"""Float noise below any meaningful difference (another CPU's embeddings round a vector's
last bits differently, a sum taken in another order) does not reorder DotRAG's readings: scores
a rounding apart tie, and ties go by a key of the readings themselves."""

from __future__ import annotations

import numpy as np

from graphpaths.dotrag.reading.reader import reader_for_graph
from graphpaths.graph import Graph, GraphBuilder


def _graph() -> Graph:
    b = GraphBuilder()
    for kind, names in {"film": ["Nimbus", "Quarry"], "person": ["Ida", "Olaf", "Uma"]}.items():
        for name in names:
            b.add_entity(name, name=name, types=[kind])
    for head, label, tail in [
        ("Nimbus", "edited_by", "Ida"),
        ("Nimbus", "scored_by", "Olaf"),
        ("Quarry", "edited_by", "Uma"),
        ("Quarry", "scored_by", "Uma"),
    ]:
        b.add_relation(head, tail, label)
    return b.build()


def test_readings_scored_a_rounding_apart_rank_alike_either_way() -> None:
    graph = _graph()
    reader = reader_for_graph(graph, None)
    walks, x = reader.features(
        "which person worked on Nimbus", "Nimbus", [graph.type_index("film")]
    )
    one_hop = [i for i, w in enumerate(walks) if len(w.steps) == 1]
    assert len(one_hop) >= 2
    a, b = one_hop[:2]
    weights = np.asarray(reader._weight_vector, np.float64)
    k = int(np.argmax(np.abs(weights)))
    x = np.array(x, np.float64)
    x[b] = x[a]
    # both on a score of whole millionths, so 1e-9 either way stays beside it
    score = float(x[a] @ weights)
    x[[a, b], k] += (round(score, 6) - score) / weights[k]
    outcomes = []
    for sign in (1.0, -1.0):
        nudged = x.copy()
        nudged[b, k] += sign * 1e-9 / weights[k]
        assert abs(float((nudged[b] - nudged[a]) @ weights)) > 5e-10  # the near-tie is there
        plans = reader.rank(walks, nudged)
        outcomes.append([(p.steps, p.probability, p.score) for p in plans])
    assert outcomes[0] == outcomes[1]
