"""Helpers of the many-processes tests (``from many_processes import ...``): an index every
process opens by its path, the writers' and readers' jobs (run in spawned processes, so
they live in a module a child can import) and the checks on what each saw.

Each writer owns a part of the graph: entity ``w{n}`` with one ``step`` relation (its
update count, ``w{n}s{k}``) and ``has`` relations to its items, which its k-th update
adds or deletes as a seeded random stream decides. So any revision tells, per writer, its
step ``k`` and the items it must hold then: a lost update (a writer publishing over a
revision it did not start from) or a mixed read shows as items that do not match.
"""

from __future__ import annotations

import multiprocessing
import random
import time
from collections.abc import Iterator
from multiprocessing.queues import Queue
from multiprocessing.synchronize import Barrier, Event
from pathlib import Path
from typing import Any

import numpy as np

from graphpaths import DotRAG
from graphpaths.dotrag.index.graph_index import IndexState, build_index, load_index
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.grafine.corpus_index import load_corpus_index
from graphpaths.graph import Graph, GraphBuilder
from graphpaths.graph.edit import RelationChange, parse_relations

#: The dimension of the hashing embedder (``graphpaths index --backend hash`` makes 384).
DIMENSION = 384


def embedder() -> HashingEmbedder:
    return HashingEmbedder(dimension=DIMENSION)


def context() -> Any:
    """Spawned processes: nothing of the parent's threads or locks is inherited."""
    return multiprocessing.get_context("spawn")


def base_graph(writers: int) -> Graph:
    b = GraphBuilder()
    for w in range(writers):
        b.add_entity(f"w{w}", name=f"Writer {w}")
        b.add_relation(f"w{w}", f"w{w}s0", "step", create_entities=True)
    for film, person in [("jaws", "spielberg"), ("duel", "spielberg"), ("alien", "scott")]:
        b.add_relation(film, person, "directed_by", create_entities=True)
    return b.build()


def build(path: Path, writers: int) -> Path:
    build_index(base_graph(writers), path, embedder=embedder())
    return path


def writer_steps(
    seed: int, writer: int, steps: int
) -> Iterator[tuple[list[RelationChange], frozenset[str]]]:
    """The changes of each update of ``writer`` and the items it holds after it."""
    rng = random.Random(seed * 1000 + writer)
    me = f"w{writer}"
    items: list[str] = []
    for k in range(1, steps + 1):
        deleted: list[tuple[str, str, str]] = [(me, "step", f"{me}s{k - 1}")]
        added: list[tuple[str, str, str]] = [(me, "step", f"{me}s{k}")]
        if items and rng.random() < 0.4:
            victim = items.pop(rng.randrange(len(items)))
            deleted.append((me, "has", victim))
        else:
            items.append(f"{me}i{k}")
            added.append((me, "has", items[-1]))
        yield parse_relations("delete", deleted) + parse_relations("add", added), frozenset(items)


def expected_items(seed: int, writers: int, steps: int) -> list[list[frozenset[str]]]:
    """Per writer, the items it holds after step k (index k; k = 0: none)."""
    return [
        [frozenset(), *(items for _, items in writer_steps(seed, w, steps))] for w in range(writers)
    ]


def triples(graph: Graph) -> set[tuple[str, str, str]]:
    ids, labels = graph.entity_ids, graph.label_names
    return {
        (ids[int(h)], labels[int(r)], ids[int(t)])
        for h, r, t in zip(graph.heads, graph.relation_labels, graph.tails, strict=True)
    }


def check_state(state: IndexState, expected: list[list[frozenset[str]]]) -> list[str]:
    """What is wrong with ``state`` (empty: it is one whole revision of a run's index)."""
    problems: list[str] = []
    graph = state.graph
    facts = triples(graph)
    for w, per_step in enumerate(expected):
        me = f"w{w}"
        steps = [t for h, r, t in facts if h == me and r == "step"]
        if len(steps) != 1:
            problems.append(f"revision {state.revision}: {me} has steps {sorted(steps)}")
            continue
        k = int(steps[0].removeprefix(f"{me}s"))
        items = {t for h, r, t in facts if h == me and r == "has"}
        if items != per_step[k]:
            problems.append(
                f"revision {state.revision}: {me} at step {k} holds {sorted(items)}, "
                f"expected {sorted(per_step[k])}"
            )
    vectors = state.entity_vectors
    if vectors is None or len(vectors) != graph.num_entities:
        problems.append(f"revision {state.revision}: entity vectors do not match the graph")
    else:
        rows = vectors.vectors(np.arange(graph.num_entities))
        texts = [graph.entity_text(i) for i in range(graph.num_entities)]
        if not np.allclose(rows, embedder().embed_documents(texts), atol=1e-5):
            problems.append(f"revision {state.revision}: entity vectors of another revision")
    if state.manifest.revision != state.revision:
        problems.append(f"revision {state.revision}: manifest of {state.manifest.revision}")
    return problems


def check_paths(result: Any, state: IndexState) -> list[str]:
    """What is wrong with ``result``'s paths, when ``state`` is the revision it ran on
    (``stats.revision``; none is checked when a newer one was swapped in since): each hop
    must be the relation of that revision's graph at its row, between its entities."""
    revision = result.stats.revision
    if revision is None:
        return ["a retrieval that names no revision"]
    if revision != state.revision:
        return [] if revision < state.revision else [f"revision {revision} ran ahead"]
    graph = state.graph
    ids, labels = graph.entity_ids, graph.label_names
    problems = []
    for path in result.paths:
        for hop in path.hops:
            row = hop.relation
            stored = (
                (hop.source_id, hop.target_id) if hop.forward else (hop.target_id, hop.source_id)
            )
            if row >= graph.num_relations or (
                ids[int(graph.heads[row])],
                labels[int(graph.relation_labels[row])],
                ids[int(graph.tails[row])],
            ) != (stored[0], hop.label_name, stored[1]):
                problems.append(f"revision {revision}: a path of another revision: {path.render()}")
                break
    return problems


def run_writer(
    path: Path, seed: int, writer: int, steps: int, start: Barrier, out: Queue[Any]
) -> None:
    """Open the index, wait for every process, then apply ``steps`` updates; report the
    revision each one published."""
    index = load_index(path)
    made = embedder()
    start.wait()
    published = []
    for changes, _ in writer_steps(seed, writer, steps):
        published.append(index.apply(changes, embedder=made).revision)
    out.put(("writer", writer, published))


def run_reader(
    path: Path,
    expected: list[list[frozenset[str]]],
    start: Barrier,
    done: Event,
    out: Queue[Any],
) -> None:
    """Follow the index until ``done`` (a look at every call), checking each new state taken
    and, now and then, a retrieval through a DotRAG over the same index; report the
    problems found, the revisions seen in order and how many retrievals ran."""
    index = load_index(path, follow_interval=0.0)
    dotrag = DotRAG.from_index(index, embedder=embedder())
    start.wait()
    seen: list[int] = []
    problems: list[str] = []
    retrievals = 0
    while True:
        finished = done.is_set()  # read before the look: the last look sees the last update
        state = index.follow()
        new = not seen or seen[-1] != state.revision
        if new:
            seen.append(state.revision)
            problems += check_state(state, expected)
        if (new and len(seen) % 3 == 1) or finished:  # now and then: they cost the most
            result = dotrag.retrieve("what is the step of Writer 0")
            retrievals += 1
            problems += check_paths(result, index.state())
        if finished:
            break
        time.sleep(0.01)  # a service between queries: the writers get the cores too
    out.put(("reader", problems, seen, retrievals))


def revoke(path: Path, triple: tuple[str, str, str]) -> None:
    """Another process's update: delete ``triple`` from the index at ``path``."""
    load_index(path).delete(triples=[triple], embedder=embedder())


def run_corpus_writer(
    path: Path, writer: int, documents: int, start: Barrier, out: Queue[Any]
) -> None:
    """Open the corpus index, wait for the other writers, then add ``documents`` documents
    one update each; report the revisions published."""
    index = load_corpus_index(path)
    made = embedder()
    start.wait()
    published = []
    for k in range(documents):
        added = [{"id": f"w{writer}d{k}", "text": f"writer {writer} document {k}"}]
        published.append(index.add(added, embedder=made).revision)
    out.put(published)
