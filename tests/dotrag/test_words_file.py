"""Words files and type names (issue 42, part 5): a lexicon file's ``types`` section adds
words to a type and never renames it, accents are kept where a name is shown, and inferred
types get readable names from the lexicon or their labels' words, never "X what"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from graphpaths import DotRAG
from graphpaths.cli import main
from graphpaths.dotrag.reading.lexicon import Lexicon, type_titles
from graphpaths.dotrag.reading.lexicon_file import user_lexicon
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import LexiconError
from graphpaths.graph import Graph, GraphBuilder, infer_types

#: An untyped graph: people live in towns, play for clubs, write books.
ROWS = [
    ("ana", "lives_in", "porto"),
    ("ben", "lives_in", "braga"),
    ("ana", "club", "fc porto"),
    ("ben", "club", "sc braga"),
    ("book one", "authoredBy", "ana"),
    ("book two", "authoredBy", "ben"),
    ("book one", "named;alias", "b1"),
]


def untyped() -> Graph:
    b = GraphBuilder()
    for head, label, tail in ROWS:
        b.add_relation(head, tail, label, create_entities=True)
    return infer_types(b.build())


def titled(graph: Graph, lexicon: Lexicon | None = None) -> dict[str, str]:
    """Entity -> the title of its first type."""
    titles = type_titles(graph, lexicon)
    return {e: titles[graph.types_of(e)[0]] for e in graph.entity_ids}


def test_inferred_types_get_readable_names_from_their_labels() -> None:
    shown = titled(untyped())
    assert shown["porto"] == "place"  # the tails of "lives in"
    assert shown["fc porto"] == "club"  # the tails of a noun
    assert shown["ana"] == "author"  # the tails of "authored by": its agent
    for title in shown.values():
        assert not title.endswith(" what"), title
        assert not title.startswith("what"), title
        assert ";" not in title, title
        assert not {"source", "target"} & set(title.split()), title


def test_the_types_section_adds_words_and_never_renames_a_given_type() -> None:
    b = GraphBuilder()
    b.add_entity("k", name="Kismet", types=["movie"])
    b.add_entity("w", name="W. Dieterle", types=["Réalisateur"])
    b.add_relation("k", "w", "directed_by")
    graph = b.build()
    user = user_lexicon({"types": {"movie": ["Film", "Série"], "Réalisateur": ["director"]}}, graph)
    titles = type_titles(graph, user)
    assert titles == {"movie": "movie", "Réalisateur": "Réalisateur"}  # accent and all
    bound = user.for_graph(graph)
    assert [e.phrase for e in bound.type_words("movie")] == ["film", "serie"]  # read as asked
    assert [e.shown for e in bound.type_words("movie")] == ["Film", "Série"]


def test_an_inferred_types_words_name_it_as_written() -> None:
    graph = untyped()
    club = graph.types_of("fc porto")[0]
    user = user_lexicon({"types": {"club target": ["Équipe", "team"]}}, graph)
    assert type_titles(graph, user)[club] == "Équipe"
    bound = user.for_graph(graph)
    assert [e.phrase for e in bound.type_words(club)] == ["equipe", "team"]
    again = Lexicon.from_dict(json.loads(json.dumps(user.to_dict())))  # as an index stores it
    assert type_titles(graph, again)[club] == "Équipe"
    with pytest.raises(LexiconError, match="text"):
        Lexicon.from_dict(
            {"types": {"club target": [{"phrase": "team", "source": "user", "text": "crew"}]}}
        )


def test_an_index_and_its_results_show_the_words_as_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    triples = tmp_path / "t.tsv"
    triples.write_text(
        "head\trelation\ttail\n" + "".join(f"{h}\t{r}\t{t}\n" for h, r, t in ROWS),
        encoding="utf-8",
    )
    words = tmp_path / "words.json"
    words.write_text(json.dumps({"types": {"club target": ["Équipe"]}}), encoding="utf-8")
    index = tmp_path / "idx"
    argv = ["index", "--triples", str(triples), "--out", str(index), "--backend", "hash"]
    assert main([*argv, "--lexicon", str(words)]) == 0
    assert main(["info", str(index)]) == 0
    out = capsys.readouterr().out
    for title in ("Équipe", "place", "author"):
        assert title in out
    dotrag = DotRAG.from_index(index, embedder=HashingEmbedder(dimension=384))
    result = dotrag.retrieve("which club does ana play for")
    shown = {t for p in result.paths for h in p.hops for t in h.target_types}
    shown |= {t for a in result.anchors for t in (*a.types, *a.first_hop_types)}
    assert "Équipe" in shown, shown
