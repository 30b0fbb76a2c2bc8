"""Small evaluation samples cut from the shared benchmark data in seconds (``from samples import ...``).

The default suite evaluates every registered method on these instead of the full data sets
(the full-MetaQA evaluation is ``make bench``). They are written at test time into a
temporary folder, in the layouts the loaders read, so the evaluation runs exactly as on the
real data: ``graphpaths eval metaqa`` / ``graphpaths eval beir``.

**MetaQA.** Dev questions are drawn per hop in a seeded order and kept when their answers
are reachable from the topic entity in exactly ``h`` steps (the hop count) through
non-hub entities (degree <= ``max_degree``: genres, years, languages and tags can end a
walk, never be walked through), with at most ``max_walk_relations`` relations on those
walks; the topic itself must not be a hub. The sample graph is the union, over the kept
questions, of

- the relations on those walks (so every kept question is answerable in the sample: a walk
  of the whole graph stays a walk of the subgraph),
- every relation of the topic entity (the distractors a first hop chooses among),
- up to ``distractors_per_node`` further relations of each entity on a walk (seeded), so
  that deeper hops have wrong turns to avoid too.

**SciFact.** A seeded sample of training claims with all their relevant abstracts, the
``bm25_negatives`` best BM25 matches of each claim among the other abstracts (hard
negatives), and seeded random abstracts up to ``documents``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from graphpaths.graph import Graph
from graphpaths.lexical import BM25Index
from graphpaths_bench.eval.metaqa import load_metaqa_questions

__all__ = [
    "MetaQASample",
    "SciFactSample",
    "write_metaqa_sample",
    "write_scifact_sample",
    "write_toy_metaqa",
]

BoolArray = npt.NDArray[np.bool_]


@dataclass(frozen=True, kw_only=True)
class MetaQASample:
    folder: Path  # holds kb.txt and {1,2,3}-hop/qa_dev.txt (+ qtype)
    questions: dict[int, int]  # hops -> questions written
    entities: int
    relations: int


@dataclass(frozen=True, kw_only=True)
class SciFactSample:
    folder: Path  # BEIR layout: corpus.jsonl, queries.jsonl, qrels/train.tsv
    queries: int
    documents: int


class _Walks:
    """Numpy adjacency of the whole graph, for walk sets by position."""

    def __init__(self, graph: Graph, max_degree: int) -> None:
        self.heads = np.asarray(graph.heads, np.int64)
        self.tails = np.asarray(graph.tails, np.int64)
        n = graph.num_entities
        self.n = n
        self.degree = np.bincount(self.heads, minlength=n) + np.bincount(self.tails, minlength=n)
        self.walkable = self.degree <= max_degree
        order = np.argsort(np.concatenate([self.heads, self.tails]), kind="stable")
        relations = np.concatenate([np.arange(len(self.heads))] * 2)
        self.incident = relations[order]  # relations of entity e: incident[start[e]:start[e+1]]
        self.start = np.concatenate(
            [[0], np.cumsum(np.bincount(np.concatenate([self.heads, self.tails]), minlength=n))]
        )

    def relations_of(self, entity: int) -> npt.NDArray[np.int64]:
        return np.unique(self.incident[self.start[entity] : self.start[entity + 1]])

    def step(self, mask: BoolArray) -> BoolArray:
        out = np.zeros(self.n, np.bool_)
        out[self.tails[mask[self.heads]]] = True
        out[self.heads[mask[self.tails]]] = True
        return out

    def walk_relations(
        self, topic: int, answers: Sequence[int], hops: int
    ) -> tuple[npt.NDArray[np.int64], list[BoolArray]] | None:
        """Relations on h-step walks topic -> answers through walkable entities, and the
        entity sets by position; None when an answer is not reached that way."""
        forward = [np.zeros(self.n, np.bool_)]
        forward[0][topic] = True
        for _ in range(hops):
            forward.append(self.step(forward[-1] & self.walkable))
        targets = np.zeros(self.n, np.bool_)
        targets[list(answers)] = True
        if not forward[hops][targets].all():
            return None
        positions = [np.zeros(self.n, np.bool_) for _ in range(hops + 1)]
        positions[hops] = targets
        for i in range(hops - 1, -1, -1):
            positions[i] = forward[i] & self.step(positions[i + 1])
            if i > 0:
                positions[i] &= self.walkable
        on_walk = np.zeros(len(self.heads), np.bool_)
        for i in range(hops):
            here, there = positions[i], positions[i + 1]
            on_walk |= (here[self.heads] & there[self.tails]) | (
                here[self.tails] & there[self.heads]
            )
        return np.flatnonzero(on_walk), positions


def write_metaqa_sample(
    metaqa_dir: Path,
    graph: Graph,
    out: Path,
    *,
    per_hop: int = 10,
    seed: int = 0,
    max_degree: int = 40,
    max_walk_relations: int = 60,
    distractors_per_node: int = 3,
) -> MetaQASample:
    """Write a MetaQA sample (see the module docstring) into ``out``; ``graph`` is
    ``metaqa_dir/kb.txt`` loaded."""
    walks = _Walks(graph, max_degree)
    rng = np.random.default_rng(seed)
    chosen: set[int] = set()
    written: dict[int, int] = {}
    names = graph.entity_ids
    for hops in (1, 2, 3):
        questions = load_metaqa_questions(metaqa_dir, hops, "dev")
        lines = (metaqa_dir / f"{hops}-hop" / "qa_dev.txt").read_text(encoding="utf-8").splitlines()
        qtypes = (
            (metaqa_dir / f"{hops}-hop" / "qa_dev_qtype.txt")
            .read_text(encoding="utf-8")
            .splitlines()
        )
        order = list(range(len(questions)))
        random.Random(seed + hops).shuffle(order)
        kept: list[int] = []
        for k in order:
            if len(kept) == per_hop:
                break
            q = questions[k]
            try:
                topic = graph.index_of(q.topic)
                answers = [graph.index_of(a) for a in q.answers]
            except KeyError:
                continue
            if not walks.walkable[topic]:
                continue
            found = walks.walk_relations(topic, answers, hops)
            if found is None or len(found[0]) > max_walk_relations:
                continue
            relations, positions = found
            chosen.update(relations.tolist())
            chosen.update(walks.relations_of(topic).tolist())
            for i in range(1, hops):
                for entity in np.flatnonzero(positions[i]).tolist():
                    own = walks.relations_of(entity)
                    take = min(distractors_per_node, len(own))
                    chosen.update(rng.choice(own, size=take, replace=False).tolist())
            kept.append(k)
        folder = out / f"{hops}-hop"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "qa_dev.txt").write_text(
            "".join(lines[questions[k].line - 1] + "\n" for k in kept), encoding="utf-8"
        )
        (folder / "qa_dev_qtype.txt").write_text(
            "".join(qtypes[k] + "\n" for k in kept), encoding="utf-8"
        )
        written[hops] = len(kept)
    rows = sorted(chosen)
    labels = graph.label_names
    (out / "kb.txt").write_text(
        "".join(
            f"{names[graph.heads[j]]}|{labels[graph.relation_labels[j]]}|{names[graph.tails[j]]}\n"
            for j in rows
        ),
        encoding="utf-8",
    )
    entities = {int(graph.heads[j]) for j in rows} | {int(graph.tails[j]) for j in rows}
    return MetaQASample(folder=out, questions=written, entities=len(entities), relations=len(rows))


def _read_jsonl(path: Path) -> list[dict[str, str]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def write_scifact_sample(
    scifact_dir: Path,
    out: Path,
    *,
    queries: int = 40,
    documents: int = 300,
    bm25_negatives: int = 3,
    seed: int = 0,
) -> SciFactSample:
    """Write a SciFact sample (see the module docstring) into ``out`` (BEIR layout)."""
    corpus = _read_jsonl(scifact_dir / "corpus.jsonl")
    claims = {row["_id"]: row for row in _read_jsonl(scifact_dir / "queries.jsonl")}
    qrels: dict[str, list[str]] = {}
    qrel_lines = (scifact_dir / "qrels" / "train.tsv").read_text(encoding="utf-8").splitlines()
    for line in qrel_lines[1:]:
        query_id, doc_id, score = line.split("\t")
        if int(score) > 0:
            qrels.setdefault(query_id, []).append(doc_id)
    rng = random.Random(seed)
    picked = rng.sample(sorted(q for q in qrels if q in claims), queries)
    keep: dict[str, None] = {}
    for q in picked:
        keep.update(dict.fromkeys(qrels[q]))
    ids = [row["_id"] for row in corpus]
    bm25 = BM25Index([f"{row.get('title', '')} {row['text']}" for row in corpus])
    for q in picked:
        rows, _scores = bm25.top_k(claims[q]["text"], bm25_negatives + len(qrels[q]))
        negatives = [ids[i] for i in rows.tolist() if ids[i] not in qrels[q]]
        keep.update(dict.fromkeys(negatives[:bm25_negatives]))
    rest = [doc for doc in ids if doc not in keep]
    keep.update(dict.fromkeys(rng.sample(rest, max(0, documents - len(keep)))))
    by_id = {row["_id"]: row for row in corpus}
    (out / "qrels").mkdir(parents=True, exist_ok=True)
    (out / "corpus.jsonl").write_text(
        "".join(json.dumps(by_id[doc]) + "\n" for doc in keep), encoding="utf-8"
    )
    (out / "queries.jsonl").write_text(
        "".join(json.dumps(claims[q]) + "\n" for q in picked), encoding="utf-8"
    )
    (out / "qrels" / "train.tsv").write_text(
        "query-id\tcorpus-id\tscore\n"
        + "".join(f"{q}\t{doc}\t1\n" for q in picked for doc in qrels[q]),
        encoding="utf-8",
    )
    return SciFactSample(folder=out, queries=len(picked), documents=len(keep))


# -- a toy MetaQA, written by hand ------------------------------------------------------------

KB = """\
Kismet|directed_by|William Dieterle
Kismet|starred_actors|Marlene Dietrich
Kismet|release_year|1944
Juarez|directed_by|William Dieterle
Juarez|starred_actors|Bette Davis
Jezebel|starred_actors|Bette Davis
Jezebel|release_year|1938
Shanghai Express|starred_actors|Marlene Dietrich
"""

QA1 = """\
who directed [Kismet]\tWilliam Dieterle
which movies did [William Dieterle] direct\tKismet|Juarez
who starred in [Jezebel]\tBette Davis
"""
QA2 = """\
who co-starred with the actors of [Juarez]\tJezebel
what movies share the director of [Kismet]\tJuarez
"""


def write_toy_metaqa(root: Path) -> Path:
    """The toy MetaQA layout under ``root``: ``data/metaqa/{kb.txt,1-hop,2-hop}``; its folder."""
    data = root / "data" / "metaqa"
    for hop, text in ((1, QA1), (2, QA2)):
        (data / f"{hop}-hop").mkdir(parents=True)
        (data / f"{hop}-hop" / "qa_dev.txt").write_text(text, encoding="utf-8")
    (data / "kb.txt").write_text(KB, encoding="utf-8")
    return data
