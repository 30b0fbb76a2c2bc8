"""GraFine on a small corpus (issue 42, part 4): the default batch adapts to the corpus, so
that seeding does not take every note and links are followed; the CLI sets the batch and
GraFine's other settings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from graphpaths import GraFine, GraFineConfig
from graphpaths.cli import main
from graphpaths.embeddings_hashing import HashingEmbedder

#: Ten notes; the comet note links to the launch date, which shares no word with the
#: question: only the link reaches it.
NOTES = [
    {"id": "comet", "text": "Project Comet ships the ranking model.", "links": ["date"]},
    {"id": "date", "text": "Friday the ninth of May, at noon, in hall B."},
    {"id": "lynx", "text": "Project Lynx rewrites the billing service."},
    {"id": "oslo", "text": "The Oslo office opens a second floor."},
    {"id": "hiring", "text": "Two engineers join the data team in June."},
    {"id": "budget", "text": "The travel budget is frozen until autumn."},
    {"id": "laptops", "text": "New laptops arrive for the support desk."},
    {"id": "wiki", "text": "The wiki moves to a new server."},
    {"id": "lunch", "text": "Lunch on Thursdays is vegetarian."},
    {"id": "parking", "text": "Parking permits are renewed in March."},
]
QUESTION = "when does Project Comet ship its ranking model"


def grafine(**config: int) -> GraFine:
    return GraFine.from_texts(
        [n["text"] for n in NOTES],
        ids=[n["id"] for n in NOTES],
        links=[(n["id"], t) for n in NOTES for t in n.get("links", [])],
        embedder=HashingEmbedder(dimension=64),
        config=GraFineConfig(**config),
    )


def test_the_default_batch_follows_links_on_a_ten_note_corpus() -> None:
    result = grafine().retrieve(QUESTION, k=3)
    assert result.config.batch == 2  # a quarter of 10 notes
    assert result.iterations >= 1
    reached = {n.id: n for n in result.nodes}
    assert "date" in reached, [n.id for n in result.nodes]
    assert reached["date"].iteration >= 1
    assert reached["date"].supported_by == ("comet",)


def test_when_links_run_out_the_next_documents_by_vector_search_join() -> None:
    result = grafine().retrieve(QUESTION, k=6)
    assert len(result.nodes) == 6  # one link only: the rest come by vector search
    assert [n.id for n in result.nodes if n.supported_by] == ["date"]


def test_a_given_batch_is_kept() -> None:
    result = grafine(batch=10).retrieve(QUESTION, k=3)
    assert (result.config.batch, result.iterations) == (10, 0)  # every note a seed


@pytest.mark.parametrize(("documents", "batch"), [(1, 1), (3, 1), (10, 2), (39, 9), (40, 10)])
def test_the_default_batch_is_a_quarter_of_the_corpus_up_to_ten(documents: int, batch: int) -> None:
    assert GraFineConfig().batch_for(documents) == batch
    assert GraFineConfig(batch=4).batch_for(documents) == 4


@pytest.fixture(scope="module")
def corpus_index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("notes")
    docs = folder / "notes.jsonl"
    docs.write_text("".join(json.dumps(n) + "\n" for n in NOTES), encoding="utf-8")
    out = folder / "idx"
    assert main(["index", "--docs", str(docs), "--out", str(out), "--backend", "hash"]) == 0
    return out


def test_the_cli_takes_grafines_settings(
    corpus_index: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    capsys.readouterr()
    assert main(["query", str(corpus_index), QUESTION, "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["config"]["batch"] == 2
    assert "date" in [n["id"] for n in result["nodes"]]
    settings = ["--batch", "3", "--b-max", "6", "--alpha", "0.5", "--beta", "2"]
    assert main(["query", str(corpus_index), QUESTION, "--json", *settings]) == 0
    result = json.loads(capsys.readouterr().out)
    assert {k: result["config"][k] for k in ("batch", "b_max", "alpha", "beta")} == {
        "batch": 3,
        "b_max": 6,
        "alpha": 0.5,
        "beta": 2.0,
    }
    assert result["retrieved"] <= 6
    assert main(["query", str(corpus_index), QUESTION, "--alpha", "2"]) == 2
    assert "alpha" in capsys.readouterr().err


def test_grafines_settings_on_a_graph_index_are_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    triples = tmp_path / "t.tsv"
    triples.write_text("head\trelation\ttail\nann\tknows\tbob\n", encoding="utf-8")
    index = tmp_path / "idx"
    assert main(["index", "--triples", str(triples), "--out", str(index), "--backend", "hash"]) == 0
    capsys.readouterr()
    assert main(["query", str(index), "who does ann know", "--batch", "2"]) == 2
    assert "--batch" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["query", str(index), "who does ann know", "--batch", "0"])
