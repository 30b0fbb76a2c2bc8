"""The factories' shared keywords, typed once as IndexOptions: given as keywords or as one
typed dict they build the same retriever; a keyword no factory knows, or a value of the
wrong kind, is a ConfigError that names it, before any index is written."""

from __future__ import annotations

from pathlib import Path

import pytest

from graphpaths import ConfigError, DotRAG, DotRAGConfig
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.retriever import IndexOptions
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.graph import Graph, GraphBuilder
from graphpaths.llm.scripted import ScriptedLLM


def _graph() -> Graph:
    b = GraphBuilder()
    b.add_entity("kismet", name="Kismet", types=["movie"])
    b.add_entity("wd", name="William Dieterle", types=["person"])
    b.add_relation("kismet", "wd", "directed_by")
    return b.build()


def test_a_typed_dict_of_options_builds_what_the_keywords_build(tmp_path: Path) -> None:
    embedder = HashingEmbedder(dimension=64)
    options: IndexOptions = {"embedder": embedder, "config": DotRAGConfig(budget=500)}
    by_dict = DotRAG.from_graph(_graph(), index_dir=tmp_path / "a", **options)
    by_keywords = DotRAG.from_graph(
        _graph(), index_dir=tmp_path / "b", embedder=embedder, config=DotRAGConfig(budget=500)
    )
    question = "Who directed Kismet?"
    assert by_dict.config == by_keywords.config
    assert [p.render() for p in by_dict.retrieve(question).paths] == [
        p.render() for p in by_keywords.retrieve(question).paths
    ]


@pytest.mark.parametrize(
    ("options", "named"),
    [
        ({"embeder": HashingEmbedder(dimension=64)}, "unknown keyword 'embeder'"),
        ({"config": {"budget": 500}}, "config: expected a DotRAGConfig, got dict"),
        ({"infer_types": "no"}, "infer_types: expected True or False"),
        ({"types": ["movie"]}, "types: expected a mapping"),
        ({"progress": 3}, "progress: expected a callable"),
    ],
)
def test_a_bad_option_is_named_before_anything_is_built(
    tmp_path: Path, options: dict[str, object], named: str
) -> None:
    with pytest.raises(ConfigError, match=named):
        DotRAG.from_graph(_graph(), index_dir=tmp_path / "index", **options)  # type: ignore[arg-type]
    assert not (tmp_path / "index").exists()


def test_a_policy_and_an_llm_together_are_refused_before_the_build(tmp_path: Path) -> None:
    graph = _graph()
    embedder = HashingEmbedder(dimension=64)
    with pytest.raises(ConfigError, match="give an llm or a policy, not both"):
        DotRAG.from_graph(
            graph,
            index_dir=tmp_path / "index",
            embedder=embedder,
            policy=HeuristicPolicy(graph, embedder),
            llm=ScriptedLLM(lambda m: "1"),
        )
    assert not (tmp_path / "index").exists()


def test_from_triples_hands_the_loaders_keywords_on(tmp_path: Path) -> None:
    triples = tmp_path / "triples.txt"
    triples.write_text("head,relation,tail\nkismet,directed_by,wd\n", encoding="utf-8")
    dotrag = DotRAG.from_triples(
        triples,
        index_dir=tmp_path / "index",
        format="csv",  # a load_triples keyword: the file's suffix says nothing
        default_type="thing",
        infer_types=False,
        embedder=HashingEmbedder(dimension=64),
    )
    assert list(dotrag.graph.type_names) == ["thing"]
