"""Inferred types named in words (issue 25, part 2) where users and prompts see them: the
results (anchors, path hops, stats), the adapters' metadata, the CLI tree, the LLM prompts
and the overview; and a lexicon changing which path a question gets."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from graphpaths import DotRAG
from graphpaths.dotrag.llm import LLMPolicy
from graphpaths.dotrag.llm.overview import deterministic_overview, overview_for
from graphpaths.dotrag.llm.prompts import PromptConfig, decide_prompt, first_hop_prompt
from graphpaths.dotrag.protocol.policy import Continue, TypeQuery
from graphpaths.dotrag.protocol.types import SearchState, TrajectoryOption
from graphpaths.dotrag.reading.lexicon import Lexicon, type_titles
from graphpaths.dotrag.search.ranking import render_paths
from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths.errors import ConfigError
from graphpaths.graph import load_triples
from graphpaths.llm import ScriptedLLM

ROWS = [
    ("p1", "plays_for", "c1"),
    ("p2", "plays_for", "c1"),
    ("p3", "plays_for", "c2"),
    ("c1", "home_ground", "g1"),
    ("c2", "home_ground", "g2"),
]
NAMES = {
    "p1": "Scott Laing",
    "p2": "Chidi Okonkwo",
    "p3": "Ana Ruiz",
    "c1": "Ria Aveiro FC",
    "c2": "Porto Azul",
    "g1": "Estadio Mar",
    "g2": "Campo Norte",
}
WORDS = {"types": {"plays_for source": ["player"], "plays_for target": ["club", "team"]}}
#: The clubs' type as inferred (its roles: home_ground source, plays_for target).
CLUBS = "home_ground source, plays_for target"


def _write(
    tmp_path: Path, rows: list[tuple[str, str, str]], names: dict[str, str]
) -> tuple[Path, Path]:
    triples, entities = tmp_path / "triples.tsv", tmp_path / "entities.tsv"
    triples.write_text(
        "head\trelation\ttail\n" + "".join(f"{h}\t{r}\t{t}\n" for h, r, t in rows),
        encoding="utf-8",
    )
    entities.write_text(
        "id\tname\n" + "".join(f"{i}\t{n}\n" for i, n in names.items()), encoding="utf-8"
    )
    return triples, entities


@pytest.fixture(scope="module")
def football(
    tmp_path_factory: pytest.TempPathFactory, st_embedder: SentenceTransformerEmbedder
) -> DotRAG:
    tmp_path = tmp_path_factory.mktemp("football")
    triples, entities = _write(tmp_path, ROWS, NAMES)
    return DotRAG.from_triples(
        triples, entities=entities, index_dir=tmp_path / "idx", embedder=st_embedder, lexicon=WORDS
    )


def _type_fields(result: dict[str, Any]) -> list[str]:
    out = [t for a in result["anchors"] for t in (*a["types"], *a["first_hop_types"])]
    out += [t for p in result["paths"] for h in p["hops"] for t in h["target_types"]]
    out += [p["type"] for p in result["stats"]["pairs"]]
    out += [t for b in result["stats"]["branches"] for t in b["types"]]
    return out


def test_results_name_the_types_in_words(football: DotRAG) -> None:
    result = football.retrieve("Which club does Scott Laing play for?")
    assert result.anchors[0].types == ("player",)
    shown = _type_fields(result.as_dict())
    assert "club" in shown
    for name in shown:
        assert not {"source", "target"} & set(name.split()), name
    assert "(club)" in render_paths(result.paths)
    assert football.lexicon.type_title("home_ground target") == "home ground"


def test_adapters_metadata_names_the_types_in_words(football: DotRAG) -> None:
    pytest.importorskip("langchain_core")
    from graphpaths.presentation import Presentation
    from langchain_graphpaths.dotrag import path_documents

    result = football.retrieve("Which club does Scott Laing play for?")
    documents = path_documents(result, 5, options=Presentation(include_stats=True))
    hops = [h for d in documents for h in d.metadata["hop_details"]]
    assert hops
    assert all(not {"source", "target"} & set(" ".join(h["target_types"]).split()) for h in hops)


def test_a_filtered_view_gets_its_own_titles(football: DotRAG) -> None:
    # the view keeps the clubs and the players only: its types' titles still come from the
    # lexicon (by the types' roles), and a type the view lacks is not listed
    titles = type_titles(football.graph, football.lexicon)
    assert titles[CLUBS] == "club"
    view = football.graph.subgraph(
        [not i.startswith("g") for i in football.graph.entity_ids],
        [True] * football.graph.num_relations,
    )[0]
    assert type_titles(view, football.lexicon)[CLUBS] == "club"
    assert "home_ground target" not in type_titles(view, football.lexicon)


def test_prompts_offer_titles_and_read_answers_back_to_type_names() -> None:
    config = PromptConfig(type_titles={"plays_for target": "club", "home_ground target": "stadium"})
    state = SearchState(anchor=0, anchor_name="Scott Laing", depth=1)
    prompt = decide_prompt(
        "where does Scott Laing's club play", state, ["home_ground target"], config
    )
    assert "stadium" in prompt.messages[-1].content
    assert "home_ground target" not in prompt.messages[-1].content
    assert prompt.schema["properties"]["next_type"]["enum"] == ["stadium", ""]
    decision = prompt.parse('{"action": "continue", "next_type": "stadium", "query": "ground"}')
    assert decision == Continue(next=TypeQuery(type_name="home_ground target", query="ground"))
    trajectory = TrajectoryOption(
        anchor=0, anchor_name="Scott Laing", type_name="plays_for target", size=1
    )
    plan = first_hop_prompt("q", trajectory, ["home_ground target"], config)
    text = plan.messages[-1].content
    assert "to club entities" in text
    parsed = plan.parse('{"query": "club", "continuations": [{"type": "stadium", "query": "g"}]}')
    assert parsed.continuations[0].type_name == "home_ground target"
    with pytest.raises(ConfigError, match="share a title"):
        PromptConfig(type_titles={"a": "x", "b": "x"})


def test_the_llm_policy_takes_the_lexicons_titles(football: DotRAG) -> None:
    policy = LLMPolicy(ScriptedLLM([]), fallback=football.policy)
    titled = policy.for_lexicon(football.lexicon)
    assert titled.prompts.type_titles[CLUBS] == "club"
    assert titled.for_lexicon(football.lexicon) is titled  # nothing changes: the same policy
    assert titled.stats is policy.stats


def test_the_overview_names_types_by_their_titles(tmp_path: Path) -> None:
    triples, entities = _write(tmp_path, ROWS, NAMES)
    graph = load_triples(triples, entities=entities)
    titles = type_titles(graph, Lexicon.from_dict(WORDS, source="user"))
    text = deterministic_overview(graph, titles=titles).text
    assert "- club (2" in text
    assert "plays_for -> club (3)" in text
    assert CLUBS not in text
    stored = overview_for(tmp_path, graph, titles=titles)
    assert stored.titles[CLUBS] == "club"
    # other titles: the stored overview no longer matches and is made again
    again = overview_for(tmp_path, graph)
    assert CLUBS in again.text


def test_the_cli_query_tree_and_info_show_titles(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from graphpaths.cli import main

    triples, entities = _write(tmp_path, ROWS, NAMES)
    words = tmp_path / "words.json"
    words.write_text(json.dumps(WORDS), encoding="utf-8")
    code = main(
        [
            "index",
            "--triples",
            str(triples),
            "--entities",
            str(entities),
            "--backend",
            "hash",
            "--out",
            str(tmp_path / "idx"),
            "--lexicon",
            str(words),
        ]
    )
    assert code == 0
    out = capsys.readouterr().out
    assert "entity types inferred from relation roles: " in out
    assert "club" in out
    assert main(["query", str(tmp_path / "idx"), "Which club does Scott Laing play for?"]) == 0
    out = capsys.readouterr().out
    assert "anchor:   Scott Laing (player;" in out
    assert main(["info", str(tmp_path / "idx")]) == 0
    out = capsys.readouterr().out
    assert "club" in out
    assert f"(type {CLUBS!r})" in out


# -- a label only the lexicon names ------------------------------------------------------------
MENTORS = [
    ("ann", "ASSOC_W", "bob"),
    ("ann", "LNK_Q", "cid"),
    ("dee", "ASSOC_W", "eve"),
    ("dee", "LNK_Q", "fay"),
    ("bob", "LNK_Q", "gus"),
    ("eve", "LNK_Q", "hal"),
]
MENTOR_WORDS = {
    "relations": {
        "ASSOC_W": {"forward": ["mentor"], "backward": ["mentee", "student"]},
        "LNK_Q": {"forward": ["colleague", "coworker"], "backward": ["colleague"]},
    }
}


def test_a_label_only_the_lexicon_names_changes_the_answer(
    tmp_path: Path, st_embedder: SentenceTransformerEmbedder
) -> None:
    names = {
        i: f"{i.capitalize()} Lee" for i in ["ann", "bob", "cid", "dee", "eve", "fay", "gus", "hal"]
    }
    triples, entities = _write(tmp_path, MENTORS, names)
    dotrag = DotRAG.from_triples(
        triples,
        entities=entities,
        index_dir=tmp_path / "idx",
        embedder=st_embedder,
        lexicon=MENTOR_WORDS,
    )
    mentor = dotrag.retrieve("Who is Ann Lee's mentor?").paths[0]
    assert (mentor.hops[0].label_name, mentor.hops[-1].target_name) == ("ASSOC_W", "Bob Lee")
    # Eve is the mentor of Dee: backward over ASSOC_W ("student"), not forward over LNK_Q
    students = dotrag.retrieve("Who are Eve Lee's students?").paths[0]
    assert (students.hops[0].label_name, students.hops[-1].target_name) == ("ASSOC_W", "Dee Lee")
