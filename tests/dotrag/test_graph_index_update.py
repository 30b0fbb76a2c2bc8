"""Index updates: GraphIndex.add/update/delete embed only new or changed texts, persist
atomically, swap one immutable state, and retrievers follow them."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from fakes import FakeEmbedder

from graphpaths import DotRAG
from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.dotrag.search.anchors import NameTable
from graphpaths.errors import ConfigError, InputError
from graphpaths.graph import Graph, GraphBuilder, infer_types


def movie_graph() -> Graph:
    b = GraphBuilder()
    people = ["spielberg", "hanks", "ford", "lucas", "fisher"]
    for p in people:
        b.add_entity(p, name=p.title(), types=["person"])
    films = {
        "jaws": ("spielberg", ["ford"], "1975"),
        "indiana": ("spielberg", ["ford", "fisher"], "1981"),
        "starwars": ("lucas", ["ford", "fisher"], "1977"),
        "terminal": ("spielberg", ["hanks"], "2004"),
    }
    for film, (director, actors, year) in films.items():
        b.add_entity(film, name=film.title(), types=["movie"])
        b.add_entity(year, types=["year"])
        b.add_relation(film, director, "directed_by")
        b.add_relation(film, year, "release_year")
        for actor in actors:
            b.add_relation(film, actor, "starred_actors")
    return b.build()


NEW_FILMS = [
    {"head": "duel", "relation": "directed_by", "tail": "spielberg"},
    {"head": "duel", "relation": "starred_actors", "tail": "hanks"},
    ("lincoln", "directed_by", "spielberg"),
]
NEW_ENTITIES = [
    {"id": "duel", "name": "Duel", "types": ["movie"], "attributes": {"tenant": "acme"}},
    {"id": "lincoln", "name": "Lincoln", "types": "movie"},
]
QUESTIONS = [
    "which movies did Spielberg direct",
    "who starred in movies directed by Steven Spielberg",
    "what year was Jaws released",
]


def build(tmp_path: Path, graph: Graph, name: str = "idx", **options: Any) -> Path:
    out = tmp_path / name
    build_index(graph, out, embedder=FakeEmbedder(), **options)
    return out


def answers(dotrag: DotRAG) -> list[tuple[str, ...]]:
    return [tuple(p.render() for p in dotrag.retrieve(q).paths) for q in QUESTIONS]


def test_add_embeds_only_new_texts_and_matches_a_fresh_build(tmp_path: Path) -> None:
    out = build(tmp_path, movie_graph())
    index = load_index(out)
    embedder = FakeEmbedder()
    report = index.add(triples=NEW_FILMS, entities=NEW_ENTITIES, embedder=embedder)
    assert report.revision == index.revision == 1
    assert report.counts["entities_added"] == 2
    assert report.counts["relations_added"] == 3
    assert sorted(embedder.embedded) == ["Duel (movie)", "Lincoln (movie)"]
    assert report.embedded == {"labels": 0, "entities": 2}
    graph = index.graph
    assert graph.entity_attributes("duel") == {"tenant": "acme"}
    # The persisted index is the in-memory state, and equals a build from scratch.
    reloaded = load_index(out, verify="full")
    assert reloaded.revision == 1
    assert reloaded.graph.fingerprint == graph.fingerprint
    assert reloaded.manifest.update_log[-1]["counts"]["relations_added"] == 3
    fresh = load_index(build(tmp_path, graph, "fresh"))
    rows = np.arange(graph.num_entities)
    for got in (index, reloaded):
        assert got.entity_vectors is not None
        assert fresh.entity_vectors is not None
        assert np.array_equal(got.entity_vectors.vectors(rows), fresh.entity_vectors.vectors(rows))
    for name in ("entities.ids.npy", "labels.ids.npy", "labels.npy", "entities.npy"):
        assert (out / "embeddings" / name).read_bytes() == (
            tmp_path / "fresh" / "embeddings" / name
        ).read_bytes()
    assert index.reachability.entities_at("duel", 1, "person").tolist() == [
        graph.index_of("spielberg"),
        graph.index_of("hanks"),
    ]
    assert not (tmp_path / ".idx.building").exists()
    assert not (tmp_path / ".idx.old").exists()


def test_delete_restores_the_original_graph_and_answers(tmp_path: Path) -> None:
    original = movie_graph()
    out = build(tmp_path, original)
    index = load_index(out)
    dotrag = DotRAG.from_index(index, embedder=FakeEmbedder())
    before = answers(dotrag)
    first = dotrag.policy
    index.add(triples=[*NEW_FILMS, ("duel", "has_genre", "thriller")], embedder=FakeEmbedder())
    assert "has_genre" in index.graph.label_names
    added = answers(dotrag)
    assert dotrag.policy is not first  # made again for the new graph, its word cache kept
    assert dotrag.policy.reader._words is first.reader._words  # type: ignore[attr-defined]
    assert added != before  # the retriever follows the update
    embedder = FakeEmbedder()
    report = index.delete(
        triples=[NEW_FILMS[1]], entities=["duel", "lincoln", "thriller"], embedder=embedder
    )
    assert embedder.embedded == []
    assert report.counts["relations_deleted"] == 4  # one given, three of deleted entities
    assert index.graph.fingerprint == original.fingerprint
    assert index.graph.label_names == original.label_names
    assert answers(dotrag) == before
    assert load_index(out).graph.fingerprint == original.fingerprint
    for name in ("entities.npy", "entities.ids.npy"):
        assert (out / "embeddings" / name).read_bytes() == (
            build(tmp_path, original, "again") / "embeddings" / name
        ).read_bytes()


def test_update_reembeds_changed_texts_only(tmp_path: Path) -> None:
    out = build(tmp_path, movie_graph(), relation_vectors="embedded")
    index = load_index(out)
    embedder = FakeEmbedder()
    index.update(
        entities=[
            {"id": "hanks", "name": "Tom Hanks"},
            {"id": "ford", "attributes": {"tenant": "globex"}},
        ],
        relations=[
            {
                "head": "jaws",
                "relation": "directed_by",
                "tail": "spielberg",
                "description": "Jaws was directed by Spielberg",
            }
        ],
        embedder=embedder,
    )
    # Hanks's entity text and the sentences of his relations; Ford's attributes embed nothing.
    assert sorted(embedder.embedded) == sorted(
        [
            "Tom Hanks (person)",
            "Terminal starred actors Tom Hanks",
            "Jaws was directed by Spielberg",
        ]
    )
    graph = index.graph
    assert graph.entity_attributes("ford") == {"tenant": "globex"}
    fresh = load_index(build(tmp_path, graph, "fresh", relation_vectors="embedded"))
    for kind in ("entity_vectors", "relation_vectors"):
        got, want = getattr(index, kind), getattr(fresh, kind)
        rows = np.arange(len(want))
        assert np.array_equal(got.vectors(rows), want.vectors(rows))
    again = FakeEmbedder()
    index.update(
        entities=[{"id": "ford", "attributes": {"tenant": None, "year": 1942}}], embedder=again
    )
    assert again.embedded == []
    assert index.graph.entity_attributes("ford") == {"year": 1942}


def test_deleting_relations_shifts_embedded_relation_rows_without_embedding(tmp_path: Path) -> None:
    out = build(tmp_path, movie_graph(), relation_vectors="embedded")
    index = load_index(out)
    embedder = FakeEmbedder()
    index.delete(
        triples=[("jaws", "directed_by", "spielberg")], entities=["fisher"], embedder=embedder
    )
    assert embedder.embedded == []
    fresh = load_index(build(tmp_path, index.graph, "fresh", relation_vectors="embedded"))
    rows = np.arange(index.graph.num_relations)
    assert index.relation_vectors is not None
    assert fresh.relation_vectors is not None
    assert np.array_equal(
        index.relation_vectors.vectors(rows), fresh.relation_vectors.vectors(rows)
    )
    assert (out / "embeddings" / "relations.ids.npy").read_bytes() == (
        tmp_path / "fresh" / "embeddings" / "relations.ids.npy"
    ).read_bytes()


def test_new_entities_of_an_inferred_graph_get_types_from_their_roles(tmp_path: Path) -> None:
    b = GraphBuilder()
    for film, person, year in [
        ("kismet", "wd", "1944"),
        ("jaws", "ss", "1975"),
        ("duel", "ss", "1971"),
    ]:
        b.add_relation(film, person, "directed_by", create_entities=True)
        b.add_relation(film, year, "release_year", create_entities=True)
    graph = infer_types(b.build())
    out = tmp_path / "idx"
    build_index(graph, out, embedder=None)
    index = load_index(out)
    index.add(
        triples=[
            ("et", "directed_by", "ss"),
            ("alien", "directed_by", "rs"),
            ("lone", "knows", "ss"),
        ],
        embedder=None,
    )
    g = index.graph
    assert g.types_of("et") == graph.types_of("jaws")[:1] or set(g.types_of("et")) <= set(
        graph.types_of("jaws")
    )
    assert g.types_of("rs") == g.types_of("ss") == graph.types_of("ss")
    assert g.types_of("lone") == ("entity",)  # "knows source" is owned by no type
    assert g.types_of("jaws") == graph.types_of("jaws")  # existing entities keep theirs


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (
            lambda i: i.add(triples=[{"head": "jaws", "relation": "", "tail": "x"}]),
            r"triples\[0\]: field 'relation'",
        ),
        (
            lambda i: i.add(triples=[("jaws", "directed_by", "spielberg")]),
            r"triples\[0\]: relation .* is already in the graph",
        ),
        (lambda i: i.add(entities=[{"id": "jaws"}]), r"entities\[0\]: entity 'jaws' is already"),
        (
            lambda i: i.add(entities=[{"id": "x", "colour": 1}]),
            r"entities\[0\]: unknown field 'colour'",
        ),
        (
            lambda i: i.add(entities=[{"id": "x", "attributes": {"a": [1]}}]),
            r"entities\[0\]: attributes\['a'\]",
        ),
        (
            lambda i: i.update(entities=[{"id": "nobody", "name": "N"}]),
            r"entities\[0\]: entity 'nobody' is not in the graph",
        ),
        (lambda i: i.update(entities=[{"id": "jaws"}]), r"names no field to change"),
        (
            lambda i: i.delete(triples=[("jaws", "directed_by", "lucas")]),
            r"triples\[0\]: relation .* is not in the graph",
        ),
        (lambda i: i.add(entities=[{"id": "x", "types": []}]), r"field 'types'"),
    ],
)
def test_bad_changes_are_named_and_change_nothing(tmp_path: Path, call: Any, message: str) -> None:
    out = build(tmp_path, movie_graph())
    index = load_index(out)
    with pytest.raises(InputError, match=message):
        call(index)
    assert index.revision == 0
    assert load_index(out).revision == 0


def test_a_policy_without_for_graph_is_refused_after_an_update(tmp_path: Path) -> None:
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy

    class Bound:
        def __init__(self, inner: HeuristicPolicy) -> None:
            self.inner = inner
            self.name = "bound"

        def __getattr__(self, name: str) -> Any:
            if name == "for_graph":
                raise AttributeError(name)
            return getattr(self.inner, name)

    index = load_index(build(tmp_path, movie_graph()))
    policy = Bound(HeuristicPolicy(index.graph, FakeEmbedder()))
    dotrag = DotRAG.from_index(index, embedder=FakeEmbedder(), policy=policy)  # type: ignore[arg-type]
    dotrag.retrieve(QUESTIONS[0])
    index.add(triples=NEW_FILMS, embedder=FakeEmbedder())
    with pytest.raises(ConfigError, match="for_graph"):
        dotrag.retrieve(QUESTIONS[0])


def test_llm_policy_follows_updates_with_a_new_overview(tmp_path: Path) -> None:
    from graphpaths.dotrag.llm import LLMPolicy
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
    from graphpaths.llm import ScriptedLLM

    graph = movie_graph()
    policy = LLMPolicy(ScriptedLLM([]), fallback=HeuristicPolicy(graph, None), overview="old")
    made = policy.for_graph(graph)
    assert made.prompts.overview is not None
    assert made.prompts.overview != "old"
    assert made.stats is policy.stats
    assert isinstance(made.fallback, HeuristicPolicy)
    assert made.fallback.graph is graph


@pytest.mark.slow
def test_readers_never_see_a_half_applied_update(tmp_path: Path) -> None:
    """Reader threads query while a writer adds and deletes the same triples: every
    answer is the old state's or the new state's."""
    out = build(tmp_path, movie_graph())
    index = load_index(out)
    dotrag = DotRAG.from_index(index, embedder=FakeEmbedder())
    old = answers(dotrag)
    index.add(triples=NEW_FILMS, entities=NEW_ENTITIES, embedder=FakeEmbedder())
    new = answers(dotrag)
    index.delete(entities=["duel", "lincoln"], embedder=FakeEmbedder())
    assert old != new
    assert answers(dotrag) == old
    allowed = [set(pair) for pair in zip(old, new, strict=True)]
    seen: list[tuple[int, tuple[str, ...]]] = []
    stop = threading.Event()
    errors: list[BaseException] = []

    def read() -> None:
        try:
            while not stop.is_set():
                for k, q in enumerate(QUESTIONS):
                    seen.append((k, tuple(p.render() for p in dotrag.retrieve(q).paths)))
        except Exception as exc:  # noqa: BLE001 - reported below, the thread must not die silently
            errors.append(exc)

    readers = [threading.Thread(target=read) for _ in range(3)]
    for t in readers:
        t.start()
    try:
        for _ in range(4):
            index.add(triples=NEW_FILMS, entities=NEW_ENTITIES, embedder=FakeEmbedder())
            index.delete(entities=["duel", "lincoln"], embedder=FakeEmbedder())
    finally:
        stop.set()
        for t in readers:
            t.join()
    assert not errors
    assert len(seen) > len(QUESTIONS)
    assert all(answer in allowed[k] for k, answer in seen)
    assert index.revision == 10


def test_chroma_index_adds_rows_and_keeps_old_ones_for_old_readers(tmp_path: Path) -> None:
    out = build(tmp_path, movie_graph(), vectors="chroma")
    index = load_index(out)
    old_state = index.state()
    embedder = FakeEmbedder()
    index.add(triples=NEW_FILMS, entities=NEW_ENTITIES, embedder=embedder)
    assert sorted(embedder.embedded) == ["Duel (movie)", "Lincoln (movie)"]
    index.delete(entities=["jaws"], embedder=FakeEmbedder())
    graph = index.graph
    fresh = load_index(build(tmp_path, graph, "fresh"))
    with load_index(out) as reloaded:
        for got in (index, reloaded):
            assert got.entity_vectors is not None
            assert fresh.entity_vectors is not None
            rows = np.arange(graph.num_entities)
            assert np.allclose(
                got.entity_vectors.vectors(rows), fresh.entity_vectors.vectors(rows), atol=1e-6
            )
            query = FakeEmbedder().vector("Duel (movie)")
            assert got.entity_vectors.top_k(query, 1)[0].tolist() == [graph.index_of("duel")]
    # The old state still reads its rows (Jaws included) and skips the new ones.
    assert old_state.entity_vectors is not None
    jaws = old_state.graph.index_of("jaws")
    assert np.allclose(
        old_state.entity_vectors.vectors([jaws])[0],
        FakeEmbedder().vector("Jaws (movie)"),
        atol=1e-6,
    )
    top = old_state.entity_vectors.top_k(FakeEmbedder().vector("Duel (movie)"), 3)[0]
    assert top.max() < old_state.graph.num_entities
    index.close()


def test_the_name_table_follows_updates_without_indexing_every_name_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    built: list[int] = []
    original_init = NameTable.__init__

    def counting_init(self: NameTable, names: Sequence[str]) -> None:
        built.append(len(names))
        original_init(self, names)

    monkeypatch.setattr(NameTable, "__init__", counting_init)
    index = load_index(build(tmp_path, movie_graph()))
    dotrag = DotRAG.from_index(index, embedder=FakeEmbedder())
    dotrag.retrieve("which movies did Spielberg direct")
    index.add(triples=NEW_FILMS, entities=NEW_ENTITIES, embedder=FakeEmbedder())
    result = dotrag.retrieve("who directed Lincoln")  # a name the update added
    assert "Lincoln" in [a.name for a in result.anchors]
    index.delete(entities=["duel", "lincoln"], embedder=FakeEmbedder())
    result = dotrag.retrieve("who directed Lincoln")
    assert "Lincoln" not in [a.name for a in result.anchors]
    assert built == [len(movie_graph().names)]  # built once, then carried
