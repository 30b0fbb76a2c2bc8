"""The public API as a new user meets it: ``from graphpaths import ...`` and one-call retrievers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from checkout import run_python

import graphpaths
from graphpaths import (
    ConfigError,
    DotRAG,
    GraFine,
    IndexFormatError,
    SentenceTransformerEmbedder,
    build_corpus_index,
    load_index,
)

ROOT = Path(__file__).resolve().parents[2]
MOVIES = ROOT / "cookbook" / "data" / "movies.csv"
MOVIE_ENTITIES = ROOT / "cookbook" / "data" / "movie_entities.csv"

# A small linked corpus about a fictional company: each team note links to its office
# and its project notes; the office notes never name the projects.
TEAMS = [
    ("data", "Data Team", "Project Comet", "Berlin"),
    ("design", "Design Team", "Project Aurora", "Lisbon"),
    ("platform", "Platform Team", "Project Kestrel", "Oslo"),
    ("security", "Security Team", "Project Bastion", "Madrid"),
    ("mobile", "Mobile Team", "Project Pebble", "Tallinn"),
    ("research", "Research Team", "Project Quill", "Zurich"),
]


def linked_corpus() -> tuple[list[str], list[str], list[dict[str, str]], list[tuple[str, str]]]:
    ids: list[str] = []
    texts: list[str] = []
    metadatas: list[dict[str, str]] = []
    links: list[tuple[str, str]] = []
    for key, team, project, city in TEAMS:
        notes = {
            f"{key}-team": f"The {team} owns {project} and reports to the CTO.",
            f"{key}-office": f"Everyone on that team works from the {city} office, floor 3.",
            f"{key}-project": f"{project} is a service with a weekly release train.",
            f"{key}-oncall": f"On-call for {project} rotates weekly among five engineers.",
            f"{key}-budget": f"The {team} budget for next year was approved in March.",
        }
        for doc_id, text in notes.items():
            ids.append(doc_id)
            texts.append(text)
            metadatas.append({"team": team, "kind": doc_id.split("-")[1]})
        links += [
            (f"{key}-team", f"{key}-office"),
            (f"{key}-team", f"{key}-project"),
            (f"{key}-project", f"{key}-oncall"),
            (f"{key}-team", f"{key}-budget"),
        ]
    return ids, texts, metadatas, links


@pytest.fixture(scope="module")
def embedder() -> SentenceTransformerEmbedder:
    return SentenceTransformerEmbedder()


#: What ``import graphpaths`` must not load: models, stores, frameworks, the lab.
HEAVY = (
    "torch",
    "chromadb",
    "sentence_transformers",
    "transformers",
    "onnxruntime",
    "langchain",
    "langchain_core",
    "llama_index",
    "matplotlib",
    "networkx",
    "graphpaths_bench",
)


def test_the_public_face_is_small_plain_and_light() -> None:
    """At most 25 names, each a plain attribute of the package (no lazy ``__getattr__``),
    and importing them all loads no model, store, framework or benchmark code."""
    assert len(graphpaths.__all__) <= 25
    assert len(set(graphpaths.__all__)) == len(graphpaths.__all__)
    assert not hasattr(graphpaths, "__getattr__")
    assert set(graphpaths.__all__) <= set(vars(graphpaths))
    with pytest.raises(AttributeError, match="no attribute 'NoSuchThing'"):
        _ = graphpaths.NoSuchThing  # type: ignore[attr-defined]
    code = (
        "import sys\n"
        "from graphpaths import *\n"
        "import graphpaths, graphpaths.testing\n"
        f"heavy = sorted(m for m in sys.modules if m.split('.')[0] in {HEAVY!r})\n"
        "print(heavy)\n"
        "raise SystemExit(1 if heavy else 0)\n"
    )
    done = run_python("-c", code)  # this checkout's code, not an editable install's
    assert done.returncode == 0, done.stdout + done.stderr


def test_what_left_the_face_is_importable_from_its_module() -> None:
    from graphpaths.dotrag.index.graph_index import GraphIndex
    from graphpaths.dotrag.protocol.policy import Policy
    from graphpaths.dotrag.protocol.random_policy import RandomPolicy
    from graphpaths.dotrag.protocol.types import AnchorOption, DotRAGStats, Path, PathHop
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
    from graphpaths.embeddings import Embedder
    from graphpaths.errors import FilterError, QueryError, ScriptExhaustedError
    from graphpaths.grafine.corpus_index import CorpusIndex, Document, read_documents, read_links
    from graphpaths.grafine.retriever import RetrievedNode
    from graphpaths.llm import Completion, LLMBudget, Message, ScriptedLLM
    from graphpaths.testing import HashingEmbedder
    from graphpaths.testing import ScriptedLLM as TestingScriptedLLM
    from graphpaths.vectors import ChromaStore, InMemoryVectorStore, VectorStore

    assert TestingScriptedLLM is ScriptedLLM
    assert issubclass(FilterError, graphpaths.ConfigError)
    assert issubclass(QueryError, graphpaths.InputError)
    assert HashingEmbedder(dimension=4).embed_query("x").shape == (4,)
    for name in (
        CorpusIndex, Document, read_documents, read_links, HeuristicPolicy, Policy,
        RandomPolicy, AnchorOption, DotRAGStats, Path, PathHop, Embedder,
        ScriptExhaustedError, RetrievedNode, GraphIndex, Completion, LLMBudget, Message,
        ChromaStore, InMemoryVectorStore, VectorStore,
    ):  # fmt: skip
        assert name.__name__ not in graphpaths.__all__


def test_grafine_over_thirty_linked_texts_in_one_call(
    embedder: SentenceTransformerEmbedder,
) -> None:
    ids, texts, metadatas, links = linked_corpus()
    assert len(texts) == 30
    grafine = GraFine.from_texts(
        texts, ids=ids, metadatas=metadatas, links=links, embedder=embedder
    )
    result = grafine.retrieve("Which office does the team that owns Project Comet work from?", k=5)
    by_id = {node.id: node for node in result.nodes}
    assert len(result.nodes) == 5
    assert "data-team" in by_id
    # The office note shares no name with the question: the link from the team note finds it.
    office = by_id["data-office"]
    assert office.text == texts[ids.index("data-office")]
    assert office.metadata == {"team": "Data Team", "kind": "office"}
    assert "data-team" in office.neighbors
    assert json.loads(json.dumps(result.as_dict()))["nodes"][0]["id"] == result.nodes[0].id
    # Per-call settings are keyword overrides of GraFineConfig fields.
    small = grafine.retrieve("Project Comet", k=2, b_max=3, batch=1)
    assert (len(small.nodes), small.retrieved, small.config.b_max) == (2, 3, 3)
    with pytest.raises(ConfigError, match="unknown GraFineConfig setting 'bmax'"):
        grafine.retrieve("Project Comet", bmax=3)


def test_grafine_without_links_builds_a_knn_graph(embedder: SentenceTransformerEmbedder) -> None:
    ids, texts, _, _ = linked_corpus()
    for knn in ("bm25", "embeddings"):
        grafine = GraFine.from_texts(texts, ids=ids, embedder=embedder, knn=knn, knn_k=4)
        assert grafine.graph.num_edges > 0
        assert grafine.retrieve("Lisbon office", k=3).nodes[0].text is not None
    with pytest.raises(ConfigError, match="knn"):
        GraFine.from_texts(texts, embedder=embedder, knn="nearest")


def test_grafine_corpus_index_round_trip(
    tmp_path: Path, embedder: SentenceTransformerEmbedder
) -> None:
    ids, texts, metadatas, links = linked_corpus()
    out = tmp_path / "corpus"
    build_corpus_index(texts, out, ids=ids, metadatas=metadatas, links=links, embedder=embedder)
    direct = GraFine.from_texts(texts, ids=ids, metadatas=metadatas, links=links, embedder=embedder)
    loaded = GraFine.from_index(out)  # the embedder comes from the index's manifest
    question = "who is on call for Project Kestrel"
    a, b = direct.retrieve(question, k=4), loaded.retrieve(question, k=4)
    assert [(n.id, n.text, dict(n.metadata)) for n in a.nodes] == [
        (n.id, n.text, dict(n.metadata)) for n in b.nodes
    ]
    assert [n.score for n in a.nodes] == pytest.approx([n.score for n in b.nodes], abs=1e-5)
    with pytest.raises(IndexFormatError, match=r"manifest\.json"):
        GraFine.from_index(tmp_path)


def test_dotrag_from_triples_then_from_index(
    tmp_path: Path, embedder: SentenceTransformerEmbedder
) -> None:
    index_dir = tmp_path / "movies"
    dotrag = DotRAG.from_triples(
        MOVIES, entities=MOVIE_ENTITIES, index_dir=index_dir, embedder=embedder
    )
    question = "who directed Inception"
    result = dotrag.retrieve(question)
    assert result.paths
    # Reopened from the directory alone: the embedder is read from the manifest.
    again = DotRAG.from_index(index_dir)
    assert again.embedder.name == embedder.name
    reopened = again.retrieve(question)
    assert [p.render() for p in reopened.paths] == [p.render() for p in result.paths]
    # Built once: a second from_triples reuses the index instead of rebuilding it.
    stamp = (index_dir / "manifest.json").stat().st_mtime_ns
    DotRAG.from_triples(MOVIES, entities=MOVIE_ENTITIES, index_dir=index_dir, embedder=embedder)
    assert (index_dir / "manifest.json").stat().st_mtime_ns == stamp
    # Per-call overrides.
    small = dotrag.retrieve(question, budget=12, max_depth=1)
    assert small.context.tokens <= 12
    assert all(p.depth == 1 for p in small.paths)
    with pytest.raises(ConfigError, match="unknown DotRAGConfig setting 'budgets'"):
        dotrag.retrieve(question, budgets=10)
    payload = json.loads(json.dumps(result.as_dict()))
    assert payload["paths"][0]["text"] == result.paths[0].render()
    assert payload["stats"]["llm_calls"] == 0
    assert load_index(index_dir).manifest.embedder_spec == embedder.spec


def test_paths_render_in_the_triples_true_direction(
    tmp_path: Path, embedder: SentenceTransformerEmbedder
) -> None:
    import networkx as nx

    g = nx.MultiDiGraph()
    g.add_node("alice", name="Alice Chen", types=["person"])
    g.add_node("data", name="Data Team", types=["team"])
    g.add_node("comet", name="Project Comet", types=["project"])
    g.add_edge("alice", "data", label="leads")
    g.add_edge("data", "comet", label="works_on")
    dotrag = DotRAG.from_networkx(g, index_dir=tmp_path / "org", embedder=embedder)
    rendered = {p.render() for p in dotrag.retrieve("what does the Data Team work on").paths}
    assert "Data Team —works_on→ Project Comet" in rendered
    assert "Project Comet —works_on→ Data Team" not in rendered
    backwards = {p.render() for p in dotrag.retrieve("which team works on Project Comet").paths}
    assert "Project Comet ←works_on— Data Team" in backwards


def test_cli_indexes_a_corpus_from_jsonl_and_tsv(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from graphpaths.cli import main

    ids, texts, metadatas, links = linked_corpus()
    docs = tmp_path / "corpus.jsonl"
    with docs.open("w", encoding="utf-8") as stream:
        for doc_id, text, metadata in zip(ids, texts, metadatas, strict=True):
            stream.write(json.dumps({"id": doc_id, "text": text, "metadata": metadata}) + "\n")
    edges = tmp_path / "edges.tsv"
    edges.write_text("source\ttarget\n" + "".join(f"{a}\t{b}\n" for a, b in links))
    out = tmp_path / "corpus-index"
    assert main(["index", "--docs", str(docs), "--links", str(edges), "--out", str(out)]) == 0
    assert f"{len(ids)} documents, {2 * len(links)} edges" in capsys.readouterr().out
    node = GraFine.from_index(out).retrieve("Berlin office", k=1).nodes[0]
    assert (node.id, node.metadata["kind"]) == ("data-office", "office")
    # Bad input names the file and the line.
    docs.write_text('{"id": "a", "text": "ok"}\n{"id": "b"}\n', encoding="utf-8")
    assert main(["index", "--docs", str(docs), "--out", str(tmp_path / "bad")]) == 2
    assert f"{docs}:2: field 'text' must be a string" in capsys.readouterr().err
    assert not (tmp_path / "bad").exists()
