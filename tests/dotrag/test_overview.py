"""graphpaths.dotrag.llm.overview: deterministic and LLM overviews, storage, rebuild on change."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest

from graphpaths.dotrag.llm.overview import (
    OVERVIEW_FILE,
    GraphOverview,
    deterministic_overview,
    llm_overview,
    overview_for,
)
from graphpaths.dotrag.llm.prompts import PromptConfig, system_message
from graphpaths.errors import IndexFormatError, InputError, LLMError
from graphpaths.graph import Graph, GraphBuilder
from graphpaths.llm import Message, ScriptedLLM

TYPES = ("movie", "person", "genre", "year")


def small_graph(extra: bool = False) -> Graph:
    b = GraphBuilder()
    for movie in ("Kismet", "Vertigo", "Juarez", "Rope"):
        b.add_entity(movie, name=movie, types=["movie"])
    for person in ("William Dieterle", "Alfred Hitchcock", "Paul Muni"):
        b.add_entity(person, name=person, types=["person"])
    b.add_entity("Musical", name="Musical", types=["genre"])
    b.add_entity("1944", name="1944", types=["year"])
    # An entity of two types: its relations count for both.
    b.add_entity("Orson Welles", name="Orson Welles", types=["person", "movie"])
    b.add_relation("Kismet", "William Dieterle", "directed_by")
    b.add_relation("Juarez", "William Dieterle", "directed_by")
    b.add_relation("Vertigo", "Alfred Hitchcock", "directed_by")
    b.add_relation("Rope", "Alfred Hitchcock", "directed_by")
    b.add_relation("Juarez", "Paul Muni", "starred_actors")
    b.add_relation("Kismet", "Musical", "has_genre")
    b.add_relation("Kismet", "1944", "release_year")
    b.add_relation("Orson Welles", "1944", "release_year")
    if extra:
        b.add_relation("Vertigo", "Musical", "has_genre")
    return b.build()


def summarising_llm(answer_for: dict[str, str] | None = None) -> ScriptedLLM:
    """Answers each type-summary call with a sentence naming the type, then a synthesis."""

    def respond(messages: Sequence[Message]) -> str:
        user = messages[-1].content
        if user.startswith("Entity type: "):
            type_name = user.split()[2]
            if answer_for is not None and type_name in answer_for:
                return answer_for[type_name]
            return f"{type_name.capitalize()} entities are things of type {type_name}."
        return "A small film graph: movies with their directors, actors, genres and years."

    return ScriptedLLM(respond)


# -- deterministic -----------------------------------------------------------------------------
def test_deterministic_overview_names_types_counts_and_labels() -> None:
    graph = small_graph()
    overview = deterministic_overview(graph)
    text = overview.text
    assert text.splitlines()[0] == "Graph: 10 entities of 4 types; 8 relations with 4 labels."
    counts = graph.type_counts()
    assert counts == {"movie": 5, "person": 4, "genre": 1, "year": 1}
    for type_name in TYPES:
        assert f"- {type_name} ({counts[type_name]}" in text
    movie = overview.type_summaries["movie"]
    assert movie.startswith("movie (5; e.g. ")
    assert "directed_by -> person (4)" in movie
    assert "starred_actors -> person (1)" in movie
    assert "has_genre -> genre (1)" in movie
    assert "release_year -> year (2)" in movie  # Orson Welles counts as a movie too
    # A type with no outgoing label lists the labels reaching it.
    assert (
        overview.type_summaries["genre"] == "genre (1; e.g. Musical): from movie via has_genre (1)"
    )
    # Orson Welles is also a person: his release_year relation starts at person.
    assert "release_year -> year (1)" in overview.type_summaries["person"]
    assert list(overview.type_summaries) == list(graph.type_names)
    assert overview.method == "deterministic"
    assert overview.graph_fingerprint == graph.fingerprint
    assert overview.fallbacks == 0
    assert overview.matches(graph)


def test_deterministic_samples_follow_the_seed() -> None:
    graph = small_graph()
    one = deterministic_overview(graph, samples_per_type=2, seed=1)
    again = deterministic_overview(graph, samples_per_type=2, seed=1)
    assert one == again
    names = one.type_summaries["movie"].split("e.g. ")[1].split(")")[0].split(", ")
    assert len(names) == 2
    assert set(names) <= {"Kismet", "Vertigo", "Juarez", "Rope", "Orson Welles"}
    none = deterministic_overview(graph, samples_per_type=0)
    assert "e.g." not in none.text
    with pytest.raises(InputError, match="samples_per_type: expected an integer >= 0, got -1"):
        deterministic_overview(graph, samples_per_type=-1)


def test_deterministic_overview_of_an_empty_graph() -> None:
    overview = deterministic_overview(GraphBuilder().build())
    assert overview.text == "Graph: 0 entities of 0 types; 0 relations with 0 labels."


@pytest.mark.slow
def test_metaqa_overview_fits_the_prompt(metaqa_graph: Graph) -> None:
    overview = deterministic_overview(metaqa_graph)
    for type_name in metaqa_graph.type_names:
        assert f"- {type_name} (" in overview.text
    assert "directed_by -> person" in overview.text
    system = system_message(PromptConfig(overview=overview.text)).content
    assert len(system) < 1200  # ~300 tokens, shared by every decision


# -- LLM ---------------------------------------------------------------------------------------
def test_llm_overview_makes_exactly_one_call_per_type_plus_one() -> None:
    graph = small_graph()
    llm = summarising_llm()
    overview = llm_overview(graph, llm, samples_per_type=3)
    requests = llm.requests
    assert len(requests) == len(graph.type_names) + 1
    asked = [r.messages[-1].content.split()[2] for r in requests[:-1]]
    assert asked == list(graph.type_names)
    movie_prompt = requests[0].messages[-1].content
    assert "Entity type: movie (5 entities)." in movie_prompt
    assert "movie -directed_by-> person (4)" in movie_prompt
    assert "Sample relations:" in movie_prompt
    assert "directed by" in movie_prompt
    synthesis = requests[-1].messages[-1].content
    assert "Person entities are things of type person." in synthesis
    assert overview.text.startswith("A small film graph")
    assert overview.type_summaries["genre"] == "Genre entities are things of type genre."
    assert (overview.method, overview.fallbacks) == ("llm", 0)
    assert overview.graph_fingerprint == graph.fingerprint


def test_llm_overview_empty_answers_fall_back_to_deterministic_text() -> None:
    graph = small_graph()
    llm = summarising_llm({"year": "   "})
    overview = llm_overview(graph, llm)
    assert overview.type_summaries["year"] == deterministic_overview(graph).type_summaries["year"]
    assert overview.fallbacks == 1
    assert len(llm.requests) == len(graph.type_names) + 1


def test_llm_overview_propagates_llm_errors() -> None:
    llm = ScriptedLLM(["fine", LLMError("down")])
    with pytest.raises(LLMError, match="down"):
        llm_overview(small_graph(), llm)


# -- storage -----------------------------------------------------------------------------------
def test_save_load_round_trip(tmp_path: Path) -> None:
    overview = llm_overview(small_graph(), summarising_llm())
    path = overview.save(tmp_path / "sub" / OVERVIEW_FILE)
    assert GraphOverview.load(path) == overview
    assert [p.name for p in path.parent.iterdir()] == [OVERVIEW_FILE]  # no temp file left
    payload = json.loads(path.read_text(encoding="utf-8"))
    assert payload["format_version"] == 1
    assert payload["method"] == "llm"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "no overview file"),
        ("{not json", "line 1: overview is not valid JSON"),
        ("[]", "expected a JSON object"),
        ('{"format_version": 2}', "format_version 2 is not 1"),
        ('{"format_version": 1, "method": "llm"}', "missing field"),
        (
            '{"format_version": 1, "method": "magic", "graph_fingerprint": "x", "text": "",'
            ' "type_summaries": {}}',
            "method must be one of deterministic, llm, got 'magic'",
        ),
        (
            '{"format_version": 1, "method": "llm", "graph_fingerprint": "x", "text": "",'
            ' "type_summaries": {"a": 1}}',
            "type_summaries must map type names to str",
        ),
    ],
)
def test_load_names_the_file_and_the_problem(
    tmp_path: Path, content: str | None, message: str
) -> None:
    path = tmp_path / OVERVIEW_FILE
    if content is not None:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(IndexFormatError, match=message) as caught:
        GraphOverview.load(path)
    assert str(path) in str(caught.value)


def test_overview_is_frozen() -> None:
    overview = deterministic_overview(small_graph())
    with pytest.raises(AttributeError):
        overview.text = "x"  # type: ignore[misc]
    with pytest.raises(TypeError):
        overview.type_summaries["movie"] = "x"  # type: ignore[index]


# -- overview_for ------------------------------------------------------------------------------
def test_overview_for_rebuilds_only_when_the_graph_changes(tmp_path: Path) -> None:
    graph = small_graph()
    llm = summarising_llm()
    calls_per_build = len(graph.type_names) + 1
    first = overview_for(tmp_path, graph, llm)
    assert len(llm.requests) == calls_per_build
    assert (tmp_path / OVERVIEW_FILE).is_file()
    again = overview_for(tmp_path, small_graph(), llm)  # an equal graph: same fingerprint
    assert again == first
    assert len(llm.requests) == calls_per_build  # loaded, not rebuilt
    assert overview_for(tmp_path, graph) == first  # an LLM overview serves without an LLM
    changed = small_graph(extra=True)
    rebuilt = overview_for(tmp_path, changed, llm)
    assert len(llm.requests) == 2 * calls_per_build
    assert rebuilt.graph_fingerprint == changed.fingerprint != first.graph_fingerprint
    assert GraphOverview.load(tmp_path / OVERVIEW_FILE) == rebuilt


def test_overview_for_deterministic_then_upgraded_by_an_llm(tmp_path: Path) -> None:
    graph = small_graph()
    plain = overview_for(tmp_path, graph)
    assert plain.method == "deterministic"
    assert overview_for(tmp_path, graph) == plain
    llm = summarising_llm()
    upgraded = overview_for(tmp_path, graph, llm)
    assert upgraded.method == "llm"
    assert len(llm.requests) == len(graph.type_names) + 1


def test_overview_for_replaces_a_corrupt_file(tmp_path: Path) -> None:
    (tmp_path / OVERVIEW_FILE).write_text("{truncated", encoding="utf-8")
    graph = small_graph()
    overview = overview_for(tmp_path, graph)
    assert overview == deterministic_overview(graph)
    assert GraphOverview.load(tmp_path / OVERVIEW_FILE) == overview
