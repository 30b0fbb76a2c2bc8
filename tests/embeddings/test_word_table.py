"""The word table (``graphpaths.word_table``): the model's own vectors of single words, made
once per model, checked against their digest when loaded; and the reader's use of it
(``Reader._word_vectors``): words from the table, the model only for the words it lacks, a
two-word phrase from its words' vectors by the table's map."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from fakes import FakeEmbedder

import graphpaths.dotrag.reading.reader as reader_module
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.reading.reader import Reader
from graphpaths.dotrag.reading.schema import GraphSchema
from graphpaths.embeddings import FloatArray, SentenceTransformerEmbedder, WordVectors
from graphpaths.errors import EmbeddingError
from graphpaths.graph import GraphBuilder
from graphpaths.word_table import WordTable, build_word_table, table_words


class TableEmbedder(FakeEmbedder):
    """A fake embedder keeping a table of its own vectors of ``words``."""

    def __init__(self, words: Sequence[str]) -> None:
        super().__init__()
        self.table = build_word_table(
            list(words), list(words), lambda ws: np.stack([self.vector(w) for w in ws]), pairs=1
        )
        self.looked_up: list[str] = []

    def word_vectors(self, words: Sequence[str]) -> tuple[FloatArray, np.ndarray]:
        self.looked_up.extend(words)
        return self.table.lookup(words)

    def phrase_parts(self, vectors: FloatArray) -> FloatArray:
        return self.table.phrase_parts(vectors)


def test_table_words_are_whole_vocabulary_words_and_their_forms() -> None:
    words = table_words(["parent", "supervise", "##ing", "[SEP]", "[unused3]", "Film", "x2"])
    assert {"parent", "parents", "supervise", "supervised", "supervising"} <= set(words)
    assert not {"##ing", "[SEP]", "[unused3]", "x2"} & set(words)
    assert words == sorted(set(words))


def test_the_phrase_map_is_fitted_to_the_models_phrases() -> None:
    """On a model whose phrase vector is a linear function of its words', the map finds it."""
    embedder = FakeEmbedder()
    words = [f"w{i}" for i in range(40)]
    mix = np.random.default_rng(1).normal(size=(16, 16)).astype(np.float32)

    def embed(texts: list[str]) -> FloatArray:
        rows = []
        for text in texts:
            a, _, b = text.partition(" ")
            rows.append(
                embedder.vector(a) if not b else embedder.vector(a) + embedder.vector(b) @ mix
            )
        return np.stack(rows)

    table = build_word_table(words, words, embed, pairs=300)
    first, second = embedder.vector("w3")[None], embedder.vector("w7")[None]
    expected = first + second @ mix
    cosine = float(table.phrases(first, second)[0] @ (expected[0] / np.linalg.norm(expected)))
    assert cosine > 0.99  # the ridge penalty shrinks it a little


def test_lookup_saves_and_loads(tmp_path: Path) -> None:
    embedder = FakeEmbedder()
    words = ["advisor", "company", "parent"]
    table = build_word_table(words, words, embedder.embed_documents, pairs=2)
    table.save(tmp_path)
    loaded = WordTable.load(tmp_path)
    vectors, found = loaded.lookup(["parent", "nonesuch", "advisor"])
    assert found.tolist() == [True, False, True]
    assert np.array_equal(vectors[0], embedder.vector("parent"))
    assert np.array_equal(vectors[2], embedder.vector("advisor"))
    assert not vectors[1].any()
    # the loaded vectors are the file, mapped read-only (shared by every process), not a copy
    assert not loaded.vectors.flags.writeable
    assert not loaded.vectors.flags.owndata
    assert loaded.digest() == table.digest()


@pytest.mark.parametrize("damage", ["vector", "map", "word", "digest", "missing"])
def test_a_damaged_table_is_an_embedding_error(tmp_path: Path, damage: str) -> None:
    embedder = FakeEmbedder()
    words = ["advisor", "parent"]
    build_word_table(words, words, embedder.embed_documents, pairs=2).save(tmp_path)
    if damage == "vector":
        vectors = np.load(tmp_path / "vectors.npy")
        vectors[1, 3] += 1e-3
        np.save(tmp_path / "vectors.npy", vectors)
    elif damage == "map":
        np.save(tmp_path / "phrase_map.npy", np.zeros((3, 3), np.float32))
    elif damage == "word":
        (tmp_path / "words.txt").write_text("advisor\nparents", "utf-8")
    elif damage == "digest":
        (tmp_path / "digest.json").write_text("{}", "utf-8")
    else:
        (tmp_path / "vectors.npy").unlink()
    with pytest.raises(EmbeddingError, match="damaged"):
        WordTable.load(tmp_path)


def small_reader(embedder: FakeEmbedder) -> Reader:
    b = GraphBuilder()
    for h, label, t in [("Ann", "advised_by", "Bob"), ("Bob", "works_at", "Uni")]:
        b.add_relation(h, t, label, create_entities=True)
    return Reader(GraphSchema.from_graph(b.build()), embedder)


def test_reader_takes_words_from_the_table_and_composes_phrases() -> None:
    embedder = TableEmbedder(["who", "advised", "advise"])
    reader = small_reader(embedder)
    assert isinstance(embedder, WordVectors)
    texts = ["advised", "advise", "zorblat", "who advised"]
    embedder.embedded.clear()
    vectors = reader._word_vectors(texts)
    assert vectors is not None
    # only the word the table lacks goes to the model, in one call
    assert embedder.embedded == ["zorblat"]
    assert np.array_equal(vectors[0], embedder.vector("advised"))
    assert np.array_equal(vectors[2], embedder.vector("zorblat"))
    phrase = embedder.table.phrases(embedder.vector("who")[None], embedder.vector("advised")[None])
    assert np.array_equal(vectors[3], phrase[0])
    # known now: no model call the second time
    embedder.embedded.clear()
    assert np.array_equal(reader._word_vectors(texts), vectors)
    assert embedder.embedded == []


def test_reader_without_a_table_embeds_every_text() -> None:
    class NoTable(FakeEmbedder):
        def word_vectors(self, words: Sequence[str]) -> None:
            return None

    for embedder in (FakeEmbedder(), NoTable()):
        reader = small_reader(embedder)
        embedder.embedded.clear()
        vectors = reader._word_vectors(["advised", "who advised"])
        assert vectors is not None
        assert embedder.embedded == ["advised", "who advised"]
        assert np.array_equal(vectors[1], embedder.vector("who advised"))


def test_readings_with_a_table_of_every_word_match_the_models_words() -> None:
    """A table holding every word gives the model's own word vectors: a question without
    two-word phrases (each word beside the anchor's name) reads the same."""
    question, anchor = "advisor Ann", "Ann"
    plain = small_reader(FakeEmbedder())
    tabled = small_reader(TableEmbedder(["advisor", "ann"]))
    read = [
        [(p.steps, round(p.probability, 6)) for p in r.read(question, anchor, [0])]
        for r in (plain, tabled)
    ]
    assert read[0] == read[1]


@pytest.mark.slow
def test_the_default_models_table_holds_its_own_vectors(tmp_path: Path) -> None:
    """Built from scratch in an empty cache, the table's rows are exactly the model's
    vectors of the words alone, and a damaged cached table is refused."""
    embedder = SentenceTransformerEmbedder(cache_dir=tmp_path)
    table = embedder.load_word_table()
    assert len(table) > 30_000
    # the phrase map: closer to the model's phrases than its words' normalised sum
    phrases = ["which films", "team captain", "city is", "born in", "who directed"]
    model = embedder.embed_documents(phrases)
    words = [p.split() for p in phrases]
    firsts, found_a = table.lookup([w[0] for w in words])
    seconds, found_b = table.lookup([w[1] for w in words])
    assert found_a.all()
    assert found_b.all()
    mapped = (table.phrases(firsts, seconds) * model).sum(1)
    summed = firsts + seconds
    summed /= np.linalg.norm(summed, axis=1, keepdims=True)
    assert mapped.mean() > (summed * model).sum(1).mean() + 0.03
    rng = np.random.default_rng(0)
    sample = [table.words[i] for i in rng.choice(len(table), 64, replace=False)]
    sample += ["director", "parents", "supervised", "country"]
    looked = embedder.word_vectors(sample)
    assert looked is not None
    vectors, found = looked
    assert found.all()
    assert np.array_equal(vectors, np.stack([embedder.embed_documents([w])[0] for w in sample]))
    assert (
        SentenceTransformerEmbedder(backend="onnx-int8", cache_dir=tmp_path).word_vectors(["a"])
        is None
    )
    folder = next(tmp_path.glob("models/*/words-r*"))
    damaged = np.load(folder / "vectors.npy")
    damaged[0, 0] += 0.5
    np.save(folder / "vectors.npy", damaged)
    with pytest.raises(EmbeddingError, match="damaged"):
        SentenceTransformerEmbedder(cache_dir=tmp_path).word_vectors(["director"])


def named_reader(embedder: FakeEmbedder) -> tuple[Reader, list[str]]:
    """A reader of a graph whose names hold words no table has ("Zorblat", "Quennic")."""
    b = GraphBuilder()
    facts = [
        ("Ann", "advised_by", "Zorblat Quennic"),
        ("Zorblat Mobile", "works_at", "Uni"),
        ("Ann", "works_at", "Zorblat Mobile"),
    ]
    for h, label, t in facts:
        b.add_relation(h, t, label, create_entities=True)
    graph = b.build()
    return Reader(GraphSchema.from_graph(graph), embedder), list(graph.names)


def test_warm_names_embeds_the_name_words_the_table_lacks_so_questions_do_not() -> None:
    table = ["who", "the", "advised", "advise", "mobile", "ann", "uni", "works", "work", "at"]
    embedder = TableEmbedder(table)
    reader, names = named_reader(embedder)
    reader.warmup()
    embedder.embedded.clear()
    batches = embedder.batches
    warmed = reader.warm_names(names)
    # in one call, the table's words left out, the commonest word first (in two names)
    assert embedder.batches == batches + 1
    assert warmed == len(embedder.embedded)
    assert embedder.embedded[0] == "zorblat"
    assert "quennic" in embedder.embedded
    assert not set(embedder.embedded) & set(table)
    assert reader.warm_names(names) == 0  # known now: nothing more
    cold = TableEmbedder(table)
    unwarmed, _ = named_reader(cold)
    question = "who advised the zorblat quennic"
    embedder.embedded.clear()
    # the same vectors and readings as a reader that embeds the words when a question asks
    words = ["zorblat", "quennic", "advised", "zorblat quennic"]
    assert np.array_equal(reader._word_vectors(words), unwarmed._word_vectors(words))
    assert reader.read(question, "Ann", [0]) == unwarmed.read(question, "Ann", [0])
    assert embedder.embedded == []
    assert "quennic" in cold.embedded


def test_warm_names_is_bounded_and_needs_a_table(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reader_module, "NAME_FORMS_WARMED", 1)
    embedder = TableEmbedder(["mobile", "uni"])
    reader, names = named_reader(embedder)
    embedder.embedded.clear()
    assert reader.warm_names(names) == 1
    assert embedder.embedded == ["zorblat"]
    plain = FakeEmbedder()  # no word table: a question's words are embedded together
    reader, names = named_reader(plain)
    plain.embedded.clear()
    assert reader.warm_names(names) == 0
    assert plain.embedded == []


def test_a_heuristic_policy_warms_its_graphs_name_words() -> None:
    embedder = TableEmbedder(["advised", "advise", "mobile"])
    b = GraphBuilder()
    b.add_relation("Zorblat Mobile", "Quennic", "advised_by", create_entities=True)
    policy = HeuristicPolicy(b.build(), embedder)
    policy.warmup()
    assert policy.reader._words.get("quennic") is not None
