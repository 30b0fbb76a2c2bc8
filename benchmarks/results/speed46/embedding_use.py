"""Which of DotRAG's stages read the question's embedding, and for how many questions
that reading decides the result.

Per question of each set given: the result with the question's own vector, then once per
stage with a random unit vector (seeded) in that stage alone, and once in every stage.
A result "changes" when its paths (anchor, relation, source, target per hop), context,
anchors or not-found differ; the second figure counts the context alone. Stages: ``seed``
(the seed search), ``named`` (the similarity of the named entities the seeds miss),
``preview`` (the trajectories' previews), ``hop1`` (hop 1's relations, whose query is the
question), ``neigh`` (the neighbourhood's relations) and ``all``.

Usage (from a tree, fitted dev sets only):
    PYTHONPATH=core:benchmarks:. HF_HUB_OFFLINE=1 python benchmarks/results/speed46/embedding_use.py academia ...
"""

from __future__ import annotations

import sys
from typing import Any

import numpy as np

from graphpaths.dotrag.search import hops
from graphpaths_bench.cli.resources import open_or_build_index
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.kgqa import load_kgqa_graph, load_kgqa_questions, match_kgqa_questions
from graphpaths_bench.eval.registry import get_method

STAGES = ("seed", "named", "preview", "hop1", "neigh", "all")
_now: dict[str, Any] = {"stage": None, "vector": None, "question": None}
_Search = hops.PathSearch
_seed, _named, _previews, _hop = (
    _Search.seed_search,
    _Search._with_named,
    _Search._trajectories,
    _Search.search_hop,
)


def _vector(stage: str, vector: Any) -> Any:
    return _now["vector"] if _now["stage"] in (stage, "all") else vector


def _hop1(
    self: Any, anchor: int, depth: int, kind: str, frontier: Any, vector: Any, **kw: Any
) -> Any:
    if kw["query"] == _now["question"]:
        vector = _vector("hop1", vector)
    return _hop(self, anchor, depth, kind, frontier, vector, **kw)


_Search.seed_search = lambda self, v, k: _seed(self, _vector("seed", v), k)  # type: ignore[method-assign]
_Search._with_named = lambda self, q, v, *a, **k: _named(self, q, _vector("named", v), *a, **k)  # type: ignore[method-assign]
_Search._trajectories = lambda self, a, v, c: _previews(self, a, _vector("preview", v), c)  # type: ignore[method-assign]
_Search.search_hop = _hop1  # type: ignore[method-assign]


def _key(result: Any, context_only: bool) -> Any:
    if context_only:
        return result.context
    paths = tuple(
        (p.anchor, tuple((h.relation, h.source, h.target) for h in p.hops)) for p in result.paths
    )
    return result.context, paths, tuple(a.entity for a in result.anchors), result.not_found


def _with_neighbourhood_vector(dotrag: Any) -> None:
    """The neighbourhood reads the question's vector through the retriever's cache."""
    plain = dotrag._neighbourhood
    cached = dotrag._embed_query

    def neighbourhood(*args: Any) -> Any:
        if _now["stage"] not in ("neigh", "all"):
            return plain(*args)
        dotrag._embed_query = lambda t: _now["vector"] if t == _now["question"] else cached(t)
        try:
            return plain(*args)
        finally:
            dotrag._embed_query = cached

    dotrag._neighbourhood = neighbourhood


def main(sets: list[str]) -> None:
    total = {s: [0, 0] for s in STAGES}
    count = 0
    for name in sets:
        data = f"benchmarks/kgqa/{name}"
        index, embedder = open_or_build_index(
            f"/work/idx/kgqa-{name}", lambda d=data: load_kgqa_graph(d), backend=None, source=data
        )
        matched = match_kgqa_questions(load_kgqa_questions(data), index.graph, source=data)
        dotrag = (
            get_method("dotrag", "graph")
            .create(EvalResources(index=index, embedder=embedder))
            .dotrag
        )
        _with_neighbourhood_vector(dotrag)
        rng = np.random.default_rng(0)
        changed = {s: [0, 0] for s in STAGES}
        for question in (q.text for q in matched):
            _now.update(stage=None, question=question)
            own = dotrag.retrieve(question)
            vector = rng.standard_normal(embedder.dimension).astype(np.float32)
            _now["vector"] = vector / np.linalg.norm(vector)
            for stage in STAGES:
                _now["stage"] = stage
                other = dotrag.retrieve(question)
                changed[stage][0] += _key(own, False) != _key(other, False)
                changed[stage][1] += _key(own, True) != _key(other, True)
            _now["stage"] = None
        count += len(matched)
        for stage in STAGES:
            total[stage][0] += changed[stage][0]
            total[stage][1] += changed[stage][1]
        figures = " ".join(f"{s}={changed[s][0]}/{changed[s][1]}" for s in STAGES)
        sys.stdout.write(f"{name} {len(matched)} {figures}\n")
    figures = " ".join(f"{s}={total[s][0]}/{total[s][1]}" for s in STAGES)
    sys.stdout.write(f"TOTAL {count} {figures}\n")


if __name__ == "__main__":
    main(sys.argv[1:])
