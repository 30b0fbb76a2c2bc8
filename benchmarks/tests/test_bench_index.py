"""`graphpaths bench index`: the MAG-like synthetic graph, its names and questions, the
hashing embedder, and the command end to end at a tiny size."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest

from graphpaths.cli import main
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import ConfigError, InputError
from graphpaths.graph import Graph
from graphpaths_bench.bench.names import NAME_KINDS, capacity, distinct_names
from graphpaths_bench.bench.synthetic import (
    MAG_RELATIONS,
    RelationKind,
    SyntheticGraphConfig,
    synthetic_typed_graph,
)
from graphpaths_bench.bench.templates import MAG_TEMPLATES, QuestionTemplate, template_questions


@pytest.fixture(scope="module")
def graph() -> Graph:
    return synthetic_typed_graph(SyntheticGraphConfig(entities=5000, relations=40000, seed=3))


def _degree(g: Graph) -> np.ndarray:
    return np.bincount(g.heads, minlength=g.num_entities) + np.bincount(
        g.tails, minlength=g.num_entities
    )


# -- the generator ------------------------------------------------------------------------
def test_same_seed_same_graph_other_seed_other_graph(graph: Graph, tmp_path: Path) -> None:
    config = SyntheticGraphConfig(entities=5000, relations=40000, seed=3)
    again = synthetic_typed_graph(config)
    assert again.fingerprint == graph.fingerprint
    assert list(again.names) == list(graph.names)
    assert np.array_equal(again.heads, graph.heads)
    assert np.array_equal(again.tails, graph.tails)
    other = synthetic_typed_graph(SyntheticGraphConfig(entities=5000, relations=40000, seed=4))
    assert other.fingerprint != graph.fingerprint
    assert list(other.names) != list(graph.names)
    # A graph made from arrays saves and loads like any other.
    graph.save(tmp_path / "g")
    assert Graph.load(tmp_path / "g").fingerprint == graph.fingerprint


def test_sizes_types_and_labels_follow_the_schema(graph: Graph) -> None:
    assert (graph.num_entities, graph.num_relations) == (5000, 40000)
    assert graph.type_counts() == {
        "paper": 1900,
        "author": 2800,
        "institution": 50,
        "field_of_study": 250,
    }
    assert graph.label_counts() == {
        "cites": 24000,
        "writes": 6000,
        "has_field": 8000,
        "affiliated_with": 2000,
    }
    type_of = graph.entity_type_indices  # one type per entity
    assert np.array_equal(graph.entity_type_indptr, np.arange(graph.num_entities + 1))
    for kind in MAG_RELATIONS:
        mask = graph.relation_labels == graph.label_index(kind.label)
        assert set(type_of[graph.heads[mask]].tolist()) == {graph.type_index(kind.head)}
        assert set(type_of[graph.tails[mask]].tolist()) == {graph.type_index(kind.tail)}
    cites = graph.relation_labels == graph.label_index("cites")
    assert not np.any(graph.heads[cites] == graph.tails[cites]), "a paper cites itself"
    triples = np.stack([graph.heads, graph.relation_labels, graph.tails], axis=1)
    assert len(np.unique(triples, axis=0)) == graph.num_relations, "duplicate relations"


def test_degrees_follow_a_power_law_with_hubs(graph: Graph) -> None:
    degree = _degree(graph)
    assert degree.max() > 25 * degree.mean()
    # The biggest field of study is a hub holding a large share of has_field, and is named
    # first; a uniform draw would give each of the 250 fields about 0.4%.
    has_field = graph.relation_labels == graph.label_index("has_field")
    per_field = np.bincount(graph.tails[has_field], minlength=graph.num_entities)
    top = int(np.argmax(per_field))
    assert per_field[top] > 0.05 * has_field.sum()
    assert graph.names[top] == "Computer Science"
    # Citations concentrate too: the most cited paper has far more than the mean.
    cites = graph.relation_labels == graph.label_index("cites")
    cited = np.bincount(graph.tails[cites], minlength=graph.num_entities)
    papers = graph.entities_of_type("paper")
    assert cited[papers].max() > 20 * cited[papers].mean()


def test_names_are_distinct_and_readable(graph: Graph) -> None:
    names = list(graph.names)
    assert len(set(names)) == len(names)
    assert len(set(graph.entity_ids)) == len(names)
    person = re.compile(r"^[A-Z][\w-]+( [A-Z]\.)* [A-Z][\w-]+$")
    for i in graph.entities_of_type("author")[:200]:
        assert person.match(names[i]), names[i]
    for i in graph.entities_of_type("paper")[:50]:
        assert len(names[i].split()) >= 4, names[i]
    institutions = [names[i] for i in graph.entities_of_type("institution")]
    assert all(re.search(r"University|Institute|College|School|Laborator|Polytechnic", n)
               for n in institutions)  # fmt: skip


def test_every_name_kind_is_distinct_over_its_whole_space() -> None:
    fields = distinct_names("field_of_study", capacity("field_of_study"), ordered=True)
    assert len(set(fields)) == len(fields) == capacity("field_of_study")
    assert fields[:3] == ["Computer Science", "Medicine", "Biology"]
    for kind in NAME_KINDS:
        sample = distinct_names(kind, 20_000, seed=5)
        assert len(set(sample)) == 20_000, kind
        assert sample == distinct_names(kind, 20_000, seed=5)
    with pytest.raises(InputError, match="word lists make"):
        distinct_names("field_of_study", capacity("field_of_study") + 1)
    with pytest.raises(InputError, match="not one of"):
        distinct_names("planet", 3)


def test_bad_configs_are_refused() -> None:
    with pytest.raises(ConfigError, match="joins type 'venue'"):
        SyntheticGraphConfig(
            entities=100,
            relations=10,
            schema=(RelationKind(label="in", head="paper", tail="venue", share=1.0),),
        )
    with pytest.raises(ConfigError, match="share"):
        RelationKind(label="x", head="paper", tail="paper", share=0.0)
    with pytest.raises(ConfigError, match="entities"):
        SyntheticGraphConfig(entities=2, relations=10)
    with pytest.raises(InputError, match="distinct pairs"):
        synthetic_typed_graph(SyntheticGraphConfig(entities=20, relations=5000))


# -- questions ------------------------------------------------------------------------------
def test_template_questions_alternate_hops_and_anchor_on_the_first_relation(
    graph: Graph,
) -> None:
    questions = template_questions(graph, 2 * len(MAG_TEMPLATES), seed=1)
    assert [q.hops for q in questions[:3]] == [1, 2, 3]
    assert {q.hops for q in questions} == {1, 2, 3}
    assert questions == template_questions(graph, 2 * len(MAG_TEMPLATES), seed=1)
    for i, q in enumerate(questions):
        template = MAG_TEMPLATES[i % len(MAG_TEMPLATES)]
        assert q.text == template.text.format(anchor=graph.names[q.anchor])
        assert graph.types_of(q.anchor) == (template.anchor_type,)
        label, direction = template.path[0]
        side = graph.heads if direction == "out" else graph.tails
        assert np.any((side == q.anchor) & (graph.relation_labels == graph.label_index(label)))
    # A template no entity can anchor is left out; with none left, a clear error.
    lonely = QuestionTemplate(
        text="Which papers cite {anchor}?", anchor_type="institution", path=(("cites", "in"),)
    )
    asked = template_questions(graph, 4, templates=(lonely, MAG_TEMPLATES[0]))
    assert {q.template for q in asked} == {MAG_TEMPLATES[0].text}
    with pytest.raises(InputError, match="no template"):
        template_questions(graph, 1, templates=(lonely,))
    with pytest.raises(ConfigError, match="anchor"):
        QuestionTemplate(text="no slot", anchor_type="paper", path=(("cites", "out"),))
    with pytest.raises(ConfigError, match="direction"):
        QuestionTemplate(text="{anchor}", anchor_type="paper", path=(("cites", "up"),))


# -- the hashing embedder -------------------------------------------------------------------
def test_hashing_embedder_is_lexical_normalised_and_deterministic() -> None:
    e = HashingEmbedder(dimension=128)
    texts = ["Graph Kernels for Protein Folding", "protein folding", "Maria Kowalski", ""]
    v = e.embed_documents(texts)
    assert v.shape == (4, 128)
    assert v.dtype == np.float32
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-6)
    assert v[0] @ v[1] > 0.5 > abs(float(v[0] @ v[2]))
    assert np.array_equal(e.embed_query(texts[0]), v[0])
    assert np.array_equal(HashingEmbedder(dimension=128).embed_documents(texts), v)
    assert e.name == "hashing-128"
    assert e.embed_documents([]).shape == (0, 128)
    with pytest.raises(ConfigError, match="dimension"):
        HashingEmbedder(dimension=1)


# -- the command ----------------------------------------------------------------------------
REQUIRED = {
    "build_seconds",
    "peak_rss_bytes",
    "disk_bytes",
    "query_p50_ms",
    "query_p95_ms",
    "machine",
    "command",
    "entities",
    "relations",
}


def test_bench_index_without_embedder_builds_and_skips_queries(tmp_path: Path) -> None:
    out = tmp_path / "bench.json"
    argv = ["bench", "index", "--synthetic", "2000:8000", "--embedder", "none"]
    assert main([*argv, "--json", str(out)]) == 0
    result = json.loads(out.read_text())
    assert result.keys() >= REQUIRED
    assert (result["entities"], result["relations"]) == (2000, 8000)
    assert {"graph", "reachability", "total"} <= result["build_seconds"].keys()
    assert result["build_seconds"]["total"] >= result["build_seconds"]["reachability"]
    assert result["disk_bytes"] == sum(result["disk_bytes_by_part"].values()) > 0
    assert {"graph", "reachability", "manifest.json"} <= result["disk_bytes_by_part"].keys()
    assert result["peak_rss_bytes"] >= result["peak_rss_bytes_after"]["start"] > 10_000_000
    assert result["query_p50_ms"] is None
    assert result["cpu_seconds"]["build"] > 0
    assert set(result["load_average"]) == {"start", "end"}
    assert "no vectors" in result["queries_skipped"]
    assert result["graph"]["degree"]["max"] > 10 * result["graph"]["degree"]["mean"]


def test_bench_index_with_the_hashing_embedder_asks_dotrag(tmp_path: Path) -> None:
    out, keep = tmp_path / "bench.json", tmp_path / "kept"
    argv = ["bench", "index", "--synthetic", "300:800", "--embedder", "hash", "--queries", "9"]
    assert main([*argv, "--warmup", "1", "--keep", str(keep), "--json", str(out)]) == 0
    result = json.loads(out.read_text())
    assert result.keys() >= REQUIRED
    assert {"graph", "reachability", "entities", "total"} <= result["build_seconds"].keys()
    assert result["embedder"] == "hashing-384"
    assert result["warmup_seconds"] > 0
    assert result["queries"] == 9
    assert 0 < result["query_p50_ms"] <= result["query_p95_ms"]
    assert set(result["query_by_hops"]) == {"1", "2", "3"}
    assert result["anchor_found"] >= 0.6
    assert (keep / "manifest.json").is_file()
    assert result["index_kept"] == str(keep)
    assert result["disk_bytes"] == sum(f.stat().st_size for f in keep.rglob("*") if f.is_file())
    # A kept index that is there already is not overwritten.
    assert main([*argv, "--keep", str(keep), "--json", str(out)]) == 2


def test_bench_index_refuses_an_unknown_embedder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["bench", "index", "--synthetic", "100:200", "--embedder", "word2vec"]
    assert main([*argv, "--json", str(tmp_path / "o.json")]) == 2
    assert "backend" in capsys.readouterr().err
