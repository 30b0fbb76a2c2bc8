"""What the reader keeps per graph (``graphpaths.dotrag.reading.reader``): the walks per set of
anchor types and the question words' matches by form and stem. Kept or not, a reading is
the same; each cache is bounded; a reader made for another graph keeps nothing of the
old one's."""

from __future__ import annotations

import pytest
from fakes import FakeEmbedder

import graphpaths.dotrag.reading.mentions as mentions
import graphpaths.dotrag.reading.reader as reader_module
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.reading.reader import (
    WALK_TABLES_KEPT,
    WORD_MATCHES_KEPT,
    Reader,
    reader_for_graph,
)
from graphpaths.dotrag.reading.schema import LabelPath
from graphpaths.graph import Graph, GraphBuilder, label_words

QUESTIONS = (
    "who directed Kismet",
    "which films share a director with Kismet",
    "which genres do films by the screenwriter of Kismet have",
    "when was Kismet released",
    "name the actors in films whose director also directed Kismet",
)


KINDS = {
    "movie": ["Kismet", "Juarez"],
    "person": ["Dieterle", "Lee", "Colman", "Muni", "Berman"],
    "genre": ["Drama", "History"],
    "year": ["1944"],
}


def build(facts: str) -> Graph:
    """A graph of ``facts`` ("head label tail, ..."), its entities typed by :data:`KINDS`."""
    b = GraphBuilder()
    for kind, names in KINDS.items():
        for name in names:
            b.add_entity(name, name=name, types=[kind])
    for fact in facts.split(", "):
        head, label, tail = fact.split()
        b.add_relation(head, tail, label)
    return b.build()


FACTS = (
    "Kismet directed_by Dieterle, Kismet written_by Lee, Juarez directed_by Dieterle, "
    "Juarez written_by Lee, Kismet starred_actors Colman, Juarez starred_actors Muni, "
    "Kismet has_genre Drama, Juarez has_genre History, Kismet release_year 1944"
)


@pytest.fixture
def films() -> Graph:
    return build(FACTS)


def reference_rank(reader: Reader, walks: list, x: object) -> list[LabelPath]:  # type: ignore[type-arg]
    """The ranking spelled out in Python: score (high first), fewer hops, the walk over
    more relations, the earlier walk."""
    plans = reader.rank(walks, x)  # type: ignore[arg-type]
    by_walk = {(p.labels, p.types, p.forward): p for p in plans}
    scores = x @ reader.weights.vector()  # type: ignore[operator]
    order = sorted(
        range(len(walks)),
        key=lambda w: (
            -scores[w],
            len(walks[w].steps),
            -min(s.count for s in walks[w].steps),
            w,
        ),
    )
    return [by_walk[(walks[w].labels, walks[w].types, walks[w].forward)] for w in order]


def test_the_ranking_and_its_first_readings_match_the_reference(films: Graph) -> None:
    reader = reader_for_graph(films, None)
    anchor = [films.type_index(t) for t in films.types_of(films.index_of("Kismet"))]
    for question in QUESTIONS:
        walks, x = reader.features(question, "Kismet", anchor)
        ranked = reader.rank(walks, x)
        assert list(ranked) == reference_rank(reader, walks, x)
        for limit in (0, 1, 3, len(walks) + 5):
            assert reader.read(question, "Kismet", anchor, limit=limit) == ranked[:limit]


def test_walks_are_made_once_per_set_of_anchor_types_and_bounded(films: Graph) -> None:
    reader = reader_for_graph(films, None)
    movie = [films.type_index(t) for t in films.types_of(films.index_of("Kismet"))]
    first = reader.walks(movie)
    assert reader.walks(list(reversed(movie)) + movie) is first  # the same set: a hit
    info = reader.cache_info()
    assert info["walk_tables"] == 1
    assert info["walk_tables_capacity"] == WALK_TABLES_KEPT
    assert reader._walks.hits == 1
    assert reader._walks.misses == 1


def test_walk_tables_are_bounded(films: Graph, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reader_module, "WALK_TABLES_KEPT", 2)
    reader = reader_for_graph(films, None)
    types = range(len(films.type_names))
    assert len(types) > 2
    first = reader.walks([0])
    for t in types:
        reader.walks([t])
    assert reader.cache_info()["walk_tables"] == 2
    again = reader.walks([0])  # evicted: made again, the same walks
    assert again is not first
    assert again == first


def test_word_matches_change_no_reading_and_are_bounded(films: Graph) -> None:
    warm = reader_for_graph(films, None)
    anchor = [films.type_index(t) for t in films.types_of(films.index_of("Kismet"))]
    for question in QUESTIONS:
        warm.read(question, "Kismet", anchor)
    kept = warm.cache_info()["word_matches"]
    assert 0 < kept <= WORD_MATCHES_KEPT
    assert warm.cache_info()["word_matches_capacity"] == WORD_MATCHES_KEPT
    misses = warm._word_matches.misses
    assert misses == kept
    for question in QUESTIONS:  # read again: every word from the cache, the same readings
        fresh = reader_for_graph(films, None)
        assert warm.read(question, "Kismet", anchor) == fresh.read(question, "Kismet", anchor)
    assert warm._word_matches.misses == misses


def test_word_matches_are_bounded(films: Graph, monkeypatch: pytest.MonkeyPatch) -> None:
    full = reader_for_graph(films, None)
    monkeypatch.setattr(reader_module, "WORD_MATCHES_KEPT", 3)
    small = reader_for_graph(films, None)
    anchor = [films.type_index(t) for t in films.types_of(films.index_of("Kismet"))]
    for question in QUESTIONS:
        assert small.read(question, "Kismet", anchor) == full.read(question, "Kismet", anchor)
    assert small.cache_info()["word_matches"] == 3
    assert full.cache_info()["word_matches"] > 3


def test_a_policy_for_an_updated_graph_reads_the_new_schema(films: Graph) -> None:
    policy = HeuristicPolicy(films, None)
    kismet = films.index_of("Kismet")
    before = policy.read("who produced Kismet", kismet, "Kismet")
    assert not any("produced_by" in p.labels for p in before.plans)
    updated = build(FACTS + ", Kismet produced_by Berman")
    made = policy.for_graph(updated)
    assert made.reader is not policy.reader
    after = made.read("who produced Kismet", updated.index_of("Kismet"), "Kismet")
    assert after.plans[0].labels == ("produced_by",)
    # the old policy keeps reading its own graph
    again = policy.read("who produced Kismet", kismet, "Kismet")
    assert not any("produced_by" in p.labels for p in again.plans)


def test_a_graph_spells_each_label_once(films: Graph) -> None:
    assert films.label_texts == tuple(label_words(n) for n in films.label_names)
    j = next(
        i
        for i in range(films.num_relations)
        if films.label_names[films.relation_labels[i]] == "directed_by"
    )
    assert (
        films.relation_text(j)
        == f"{films.names[films.heads[j]]} directed by {films.names[films.tails[j]]}"
    )
    updated = build(FACTS + ", Kismet produced_by Berman")
    assert "produced by" in updated.label_texts
    assert "produced by" not in films.label_texts


def test_a_questions_words_are_read_once_and_bounded(
    films: Graph, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(reader_module, "QUESTIONS_KEPT", 2)
    reader = reader_for_graph(films, None)
    anchor = [films.type_index(t) for t in films.types_of(films.index_of("Kismet"))]
    words = reader.words(QUESTIONS[0], "Kismet")
    reader.read(QUESTIONS[0], "Kismet", anchor)  # the words read above: a hit
    assert (reader._questions.misses, reader._questions.hits) == (1, 1)
    assert "Kismet".lower() not in words
    assert reader.words(QUESTIONS[0], "Juarez") != words  # another anchor: read again
    for question in QUESTIONS:
        reader.words(question, "Kismet")
    assert len(reader._questions) == 2
    assert reader.words(QUESTIONS[0], "Kismet") == words  # evicted, read again alike


def test_warmup_embeds_the_graphs_vocabulary_so_questions_embed_only_new_words(
    films: Graph,
) -> None:
    embedder = FakeEmbedder()
    reader = reader_for_graph(films, embedder)
    vocabulary = reader.vocabulary()
    assert {"directed", "direct", "genre", "written", "write"} <= set(vocabulary)
    reader.warmup()
    assert set(vocabulary) <= set(embedder.embedded)
    anchor = [films.type_index(t) for t in films.types_of(films.index_of("Kismet"))]
    cold = reader_for_graph(films, FakeEmbedder())
    cold._fixed()
    for question in QUESTIONS:
        before = len(embedder.embedded)
        # the same readings as a reader that embeds every word when a question asks
        assert reader.read(question, "Kismet", anchor) == cold.read(question, "Kismet", anchor)
        assert not set(embedder.embedded[before:]) & set(vocabulary)
    assert "directed" in cold.embedder.embedded  # type: ignore[union-attr]


def test_a_policy_for_an_updated_graph_shares_the_warm_words(films: Graph) -> None:
    embedder = FakeEmbedder()
    policy = HeuristicPolicy(films, embedder)
    policy.warmup()
    updated = build(FACTS + ", Kismet produced_by Berman")
    made = policy.for_graph(updated)
    assert "produced" in made.reader.vocabulary()
    before = len(embedder.embedded)
    made.warmup()
    # besides the new reader's own phrases and type words, only the new label's words
    fixed = {p.text for p in made.reader._phrases} | {w for ws in made.reader._types for w in ws}
    words = set(embedder.embedded[before:]) - fixed
    assert not words & set(policy.reader.vocabulary())
    assert made.reader._words.get("produce") is not None
    after = made.read("who produced Kismet", updated.index_of("Kismet"), "Kismet")
    assert after.plans[0].labels == ("produced_by",)


def test_warmup_makes_the_walks_of_each_type_and_reading_uses_them(films: Graph) -> None:
    reader = reader_for_graph(films, None)
    reader.warmup()
    assert reader.cache_info()["walk_tables"] == len(films.type_names)
    movie = [films.type_index(t) for t in films.types_of(films.index_of("Kismet"))]
    cold = reader_for_graph(films, None)
    assert reader.read(QUESTIONS[0], "Kismet", movie) == cold.read(QUESTIONS[0], "Kismet", movie)
    assert reader._walks.misses == len(films.type_names)  # the question's walks: a hit


def test_mentions_keep_each_names_variants(films: Graph) -> None:
    names = ["Kismet", "PathFinder: Relational Paths", "Juarez"]
    mentions.kept_name_variants.cache_clear()
    first = mentions.find_mentions("who cited PathFinder", names)
    info = mentions.kept_name_variants.cache_info()
    assert (info.misses, info.hits) == (3, 0)
    assert mentions.find_mentions("who cited PathFinder", names) == first
    assert mentions.kept_name_variants.cache_info().hits == 3
    for name in names:  # the same variants as the public function's
        assert [list(v) for v in mentions.kept_name_variants(name)] == mentions.name_variants(name)
    assert [m.candidate for m in first] == [1]
