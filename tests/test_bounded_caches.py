"""Every cache a long-running DotRAG keeps stays within its bound (issue 14, point 7).

A retriever with small bounds (query embeddings, question readings, word vectors,
reachability layers, the Chroma row cache) answers a stream of distinct questions; after
each one, every cache :meth:`DotRAG.cache_info` reports holds at most its bound, and by the
end each has reached it (so the check can fail). The hashing fake embedder keeps it fast:
what is checked is what the caches hold, not the answers. Memory over 10,000 questions is measured by
``graphpaths bench concurrency --memory-queries`` (RSS), not here.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from fakes import FakeEmbedder

from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.graph import load_triples
from graphpaths.llm import ScriptedLLM
from graphpaths.vectors import ChromaReadConfig

DATA = Path(__file__).resolve().parents[1] / "cookbook" / "data"
TEMPLATES = [
    "Who directed {}?",
    "What genre is {}?",
    "Which films star {}?",
    "When was {} released?",
    "Who wrote the movies of {}?",
    "Which language is spoken in {}?",
]
QUERY_VECTORS, READINGS, WORDS, ROWS, LAYER_BYTES = 8, 6, 20, 10, 2048


@pytest.mark.slow
def test_dotrag_caches_stay_within_their_bounds(tmp_path: Path) -> None:
    embedder = FakeEmbedder(dimension=32)
    graph = load_triples(DATA / "movies.csv", entities=DATA / "movie_entities.csv")
    build_index(graph, tmp_path / "index", embedder=embedder, vectors="chroma")
    index = load_index(
        tmp_path / "index", cache_bytes=LAYER_BYTES, chroma=ChromaReadConfig(cache_rows=ROWS)
    )
    assert index.entity_vectors is not None
    assert index.relation_vectors is not None
    policy = HeuristicPolicy(index.graph, embedder, cache_size=WORDS, readings_kept=READINGS)
    dotrag = DotRAG(
        index.graph,
        index.reachability,
        index.entity_vectors,
        index.relation_vectors,
        embedder,
        policy,
        query_cache_size=QUERY_VECTORS,
    )
    bounds = {
        ("query_vectors", "entries"): ("capacity", QUERY_VECTORS),
        ("policy", "readings"): ("readings_capacity", READINGS),
        ("policy", "words"): ("words_capacity", WORDS),
        ("reachability", "bytes"): ("max_bytes", LAYER_BYTES),
        ("entity_vectors", "rows"): ("capacity", ROWS),
        ("relation_vectors", "norms"): ("capacity", graph.num_relations),
    }
    names = sorted(set(graph.names))
    questions = [t.format(n) for n, t in itertools.product(names, TEMPLATES)][:90]
    found = 0
    for question in questions:
        found += bool(dotrag.retrieve(question).paths)
        info = dotrag.cache_info()
        for (cache, key), (bound_key, bound) in bounds.items():
            assert info[cache][bound_key] == bound, (cache, info[cache])
            assert info[cache][key] <= bound, (question, cache, info[cache])
    assert found > 0
    info = dotrag.cache_info()
    for (cache, key), (_, bound) in bounds.items():
        if cache != "relation_vectors":  # the norms: one per relation reached, not a cache
            assert info[cache][key] > bound // 2, (cache, info[cache])  # the bound was reached
    assert info["query_vectors"]["entries"] == QUERY_VECTORS
    assert info["policy"]["readings"] == READINGS
    assert info["entity_vectors"]["rows"] == ROWS
    assert info["query_vectors"]["misses"] > len(questions)  # evicted and embedded again
    # An LLM policy reports its fallback's (the heuristic's) caches.
    asking = DotRAG.from_index(
        index, embedder=embedder, llm=ScriptedLLM(lambda _: '{"ranking": [1]}')
    )
    asking.retrieve(questions[0])
    assert asking.cache_info()["policy"]["readings_capacity"] > 0
    index.close()
