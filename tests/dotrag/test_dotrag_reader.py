"""The question reader (``graphpaths.dotrag.reading.reader``): general English and the graph's own
words, checked on small graphs made for each case, read by word stems alone unless a case
needs the embedder. No case here names a construction the reader recognises: each is a
consequence of the one scoring function (alignment, voice, the walk's shape)."""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from graphpaths.dotrag.reading import reader as reader_module
from graphpaths.dotrag.reading.english import content_words, noun_use, shares_stem
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.reading.lexicon import Lexicon
from graphpaths.dotrag.reading.reader import (
    FEATURES,
    WEIGHTS_FILE,
    ReaderWeights,
    load_reader_weights,
    reader_for_graph,
)
from graphpaths.dotrag.reading.text import inflections
from graphpaths.dotrag.search.neighbourhood import UNSURE
from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths.errors import ConfigError
from graphpaths.graph import Graph, GraphBuilder, label_words

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


@pytest.mark.parametrize(
    ("label", "words"),
    [
        ("directed_by", "directed by"),
        ("authoredBy", "authored by"),
        ("worksFor", "works for"),
        ("has-part", "has part"),
        ("http://dbpedia.org/ontology/birthPlace", "birth place"),
        ("people.person.place_of_birth", "place of birth"),
        ("/film/film/directed_by", "directed by"),
        ("Directed By", "Directed By"),
        ("IMDb_rating", "IMDb rating"),
    ],
)
def test_label_words_reads_the_usual_spellings_of_relation_names(label: str, words: str) -> None:
    assert label_words(label) == words


def test_word_forms_stems_and_uses() -> None:
    assert inflections("parents") == ("parents", "parent")
    assert inflections("supervised") == ("supervised", "supervise")
    assert shares_stem("screenwriter", "written")
    assert not shares_stem("person", "superseded")
    assert content_words(["list", "the", "films"]) == ("films",)
    assert noun_use(["x", "s", "manager"], 2, (False, True, False)) == "owned"
    assert noun_use(["the", "manager", "of", "x"], 1) == "owned"
    assert noun_use(["which", "teams"], 1) == "noun"
    assert noun_use(["who", "leads", "x"], 1) is None


def build(facts: str, types: dict[str, list[str]] | None = None) -> Graph:
    """A graph of ``facts`` ("head label tail, ..."), typed by ``types`` (kind -> names)."""
    b = GraphBuilder()
    for kind, names in (types or {}).items():
        for name in names:
            b.add_entity(name, name=name, types=[kind])
    for fact in facts.split(", "):
        head, label, tail = fact.split()
        b.add_relation(head, tail, label, create_entities=types is None)
    return b.build()


def best(
    graph: Graph,
    question: str,
    anchor: str,
    embedder: SentenceTransformerEmbedder | None = None,
    lexicon: Lexicon | None = None,
) -> tuple[tuple[str, bool], ...]:
    policy = HeuristicPolicy(graph, embedder, lexicon=lexicon)
    i = graph.index_of(anchor)
    return policy.read(question, i, graph.names[i]).plans[0].steps


@pytest.fixture(scope="module")
def office() -> Graph:
    return build(
        "Ann reports_to Bob, Cyd reports_to Bob, Bob reports_to Dee, Bob leads Data, Dee leads Ops, "
        "Ann mentors Cyd, Dee mentors Ann"
    )


@pytest.mark.parametrize(
    ("question", "anchor", "steps"),
    [
        # a verb's subject stands before it, its object after ...
        ("who reports to Bob", "Bob", (("reports_to", False),)),
        ("whom does Bob report to", "Bob", (("reports_to", True),)),
        ("who leads Data", "Data", (("leads", False),)),
        ("which team does Dee lead", "Dee", (("leads", True),)),
        # ... and a passive's agent after "by"
        ("which team is led by Bob", "Bob", (("leads", True),)),
    ],
)
def test_the_voice_of_a_verb_says_which_way_its_label_is_walked(
    office: Graph, question: str, anchor: str, steps: tuple[tuple[str, bool], ...]
) -> None:
    assert best(office, question, anchor) == steps


def test_a_phrase_in_the_lexicon_names_its_label_and_direction(office: Graph) -> None:
    question = "who is Ann's boss"
    # "boss" shares no stem with any label: without the lexicon nothing names reports_to
    ann = office.index_of("Ann")
    unsure = HeuristicPolicy(office, None).read(question, ann, "Ann").plans
    assert unsure[0].probability < 0.6
    words = Lexicon.from_dict(
        {"relations": {"reports_to": {"forward": ["boss"], "backward": ["direct reports"]}}},
        source="user",
    )
    lexicon = Lexicon.from_graph(office).merged(words)
    sure = HeuristicPolicy(office, None, lexicon=lexicon).read(question, ann, "Ann").plans
    assert sure[0].steps == (("reports_to", True),)
    assert sure[0].probability > unsure[0].probability
    assert best(office, "who are Bob's direct reports", "Bob", lexicon=lexicon) == (
        ("reports_to", False),
    )


def test_two_words_for_one_label_walk_it_twice_and_one_word_once(office: Graph) -> None:
    lexicon = Lexicon.from_graph(office).merged(
        Lexicon.from_dict({"relations": {"reports_to": {"forward": ["manager"]}}}, source="user")
    )
    assert best(office, "who was the manager of Ann's manager", "Ann", lexicon=lexicon) == (
        ("reports_to", True),
        ("reports_to", True),
    )
    assert best(office, "who was the manager of Ann", "Ann", lexicon=lexicon) == (
        ("reports_to", True),
    )


@pytest.fixture(scope="module")
def films() -> Graph:
    return build(
        "Kismet directed_by Ann, Ariel directed_by Ann, Casablanca directed_by Cyd, "
        "Kismet starred_actors Bob, Ariel starred_actors Dee, Bob phd_advisor Ann, "
        "Kismet release_year 1944, Ariel release_year 1988",
        {
            "movie": ["Kismet", "Ariel", "Casablanca"],
            "person": ["Ann", "Bob", "Cyd", "Dee"],
            "year": ["1944", "1988"],
        },
    )


def test_the_words_of_one_phrase_share_its_hop(films: Graph) -> None:
    assert best(films, "Who was Bob's PhD advisor?", "Bob") == (("phd_advisor", True),)


def test_a_hop_walked_straight_back_needs_no_word_of_its_own(films: Graph) -> None:
    # the movies of Kismet's director: directed_by there and back, answering movies; as
    # likely as a walk through the actors with no word for it, so both are searched
    policy = HeuristicPolicy(films, None)
    i = films.index_of("Kismet")
    reading = policy.read("which movies share a director with Kismet", i, "Kismet")
    there_and_back = (("directed_by", True), ("directed_by", False))
    assert there_and_back in [p.steps for p in reading.kept]
    assert all(p.types[-1] == "movie" for p in reading.kept)


def test_the_answer_type_decides_the_last_hop(films: Graph) -> None:
    assert best(films, "when was Kismet released", "Kismet") == (("release_year", True),)
    assert best(films, "what year was the picture directed by Ann released", "Ann") == (
        ("directed_by", False),
        ("release_year", True),
    )


def test_the_anchors_own_words_are_no_evidence() -> None:
    # "Leads" is a word of the anchor's name, not of the question
    graph = build("Bob leads LeadsTeam, Ann member_of LeadsTeam")
    assert best(graph, "who is a member of LeadsTeam", "LeadsTeam") == (("member_of", False),)


def test_a_word_read_as_its_dictionary_form(
    films: Graph, st_embedder: SentenceTransformerEmbedder
) -> None:
    # "supervised" is far from "advisor" for the embedder; "supervise" is near it.
    assert best(films, "Who supervised Bob?", "Bob", st_embedder) == (("phd_advisor", True),)


def test_features_and_probabilities(films: Graph) -> None:
    reader = reader_for_graph(films, None)
    walks, x = reader.features("who directed Kismet", "Kismet", [films.type_index("movie")])
    assert x.shape == (len(walks), len(FEATURES))
    plans = reader.rank(walks, x)
    assert [p.probability for p in plans] == sorted((p.probability for p in plans), reverse=True)
    assert sum(p.probability for p in plans) == pytest.approx(1.0)
    assert plans[0].steps == (("directed_by", True),)
    # a round trip over a one-to-one label is no reading: a film has one release year
    assert not any(
        w.steps[-2:] and len(w.steps) > 1 and reader.schema.returns(w.steps[-2], w.steps[-1])
        for w in walks
    )


def test_a_word_naming_the_anchors_type_favours_no_walk(films: Graph) -> None:
    # "the movie Kismet": the word names where every walk from Kismet starts, so it is no
    # evidence for walks that come back to a movie (there and back through the director)
    reader = reader_for_graph(films, None)
    walks, x = reader.features(
        "who directed the movie Kismet", "Kismet", [films.type_index("movie")]
    )
    types = x[:, FEATURES.index("types")]
    assert types.max() > 0
    assert set(types.tolist()) == {types.max()}
    assert reader.rank(walks, x)[0].steps == (("directed_by", True),)


def test_reader_weights_are_checked() -> None:
    w = load_reader_weights()
    with pytest.raises(ConfigError, match=r"ReaderWeights\.temperature"):
        dataclasses.replace(w, temperature=0.0)
    with pytest.raises(ConfigError, match=r"ReaderWeights\.support"):
        dataclasses.replace(w, support=float("nan"))
    with pytest.raises(ConfigError, match=f"expected {len(FEATURES)} values"):
        ReaderWeights.from_vector([1.0])
    assert ReaderWeights.from_vector(w.vector(), w.temperature) == w
    assert np.isfinite(w.vector()).all()


def test_the_library_weights_are_a_file_with_their_provenance() -> None:
    data = json.loads(Path(reader_module.__file__).with_name(WEIGHTS_FILE).read_text())
    assert data["features"] == list(FEATURES)
    provenance = data["provenance"]
    for field in ("commit", "sets", "objective", "regularisation", "left_out"):
        assert provenance[field], field
    assert provenance["degenerate"] == [], "a degenerate feature is left"
    w = load_reader_weights()
    assert [data["weights"][name] for name in FEATURES] == w.vector().tolist()
    assert data["temperature"] == w.temperature


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: "{not json", "no JSON"),
        (lambda d: {**d, "format": "other/1"}, "format"),
        (lambda d: {**d, "features": d["features"][:-1]}, "are not the reader's"),
        (lambda d: {**d, "features": [*d["features"][1:], d["features"][0]]}, "not the reader"),
        (lambda d: {**d, "weights": {**d["weights"], "extra": 1.0}}, "one per feature"),
        (lambda d: {**d, "temperature": "warm"}, r"ReaderWeights\.temperature"),
    ],
)
def test_a_bad_weights_file_is_named_in_the_error(
    tmp_path: Path, change: Callable[[dict[str, Any]], Any], message: str
) -> None:
    data = json.loads(Path(reader_module.__file__).with_name(WEIGHTS_FILE).read_text())
    changed = change(data)
    path = tmp_path / "weights.json"
    path.write_text(changed if isinstance(changed, str) else json.dumps(changed))
    with pytest.raises(ConfigError, match=message) as caught:
        load_reader_weights(path)
    assert str(path) in str(caught.value)
    with pytest.raises(ConfigError, match=r"missing\.json"):
        load_reader_weights(tmp_path / "missing.json")


def test_a_longer_question_counts_its_words_on_longer_walks(films: Graph) -> None:
    reader = reader_for_graph(films, None)
    movie = [films.type_index("movie")]
    two, three = FEATURES.index("two_hops_words"), FEATURES.index("three_hops_words")

    def counts(question: str) -> dict[int, set[float]]:
        walks, x = reader.features(question, "Kismet", movie)
        out: dict[int, set[float]] = {}
        for walk, row in zip(walks, x, strict=True):
            out.setdefault(len(walk.steps), set()).add(
                float(row[two] if len(walk.steps) == 2 else row[three])
            )
        return out

    short, long = counts("who directed Kismet"), counts("Kismet director other films genres")
    # one-hop walks carry neither; the count grows with the question, capped
    assert short[1] == {0.0}
    assert long[1] == {0.0}
    assert max(long[2]) > max(short[2])
    assert max(long[3]) > max(short[3])
    assert max(long[2]) <= 5.0


@pytest.mark.parametrize(
    "question",
    [
        "who directed Kismet",
        "which films did the director of Kismet direct",
        "who advised the actors of Kismet",
        "Kismet director advisor",
        "when was the film starring the actors of Kismet released",
    ],
)
def test_a_walks_features_do_not_depend_on_the_longer_walks_scored_with_it(
    films: Graph, question: str
) -> None:
    # the reader scores walks of every length at once, the shorter ones padded: a walk's
    # row is the one it gets among walks of its own length alone
    movie = [films.type_index("movie")]
    full = reader_for_graph(films, None, max_depth=3)
    walks, x = full.features(question, "Kismet", movie)
    assert {len(w.steps) for w in walks} == {1, 2, 3}
    rows = {w.steps: row for w, row in zip(walks, x, strict=True)}
    for depth in (1, 2):
        short = reader_for_graph(films, None, max_depth=depth)
        short_walks, short_x = short.features(question, "Kismet", movie)
        assert short_walks
        for walk, row in zip(short_walks, short_x, strict=True):
            assert row.tolist() == rows[walk.steps].tolist(), (depth, walk.steps)
    assert full.read(question, "Kismet", movie) == full.rank(walks, x)


def test_who_may_ask_for_a_firm_on_a_graph_whose_types_are_named(
    st_embedder: SentenceTransformerEmbedder,
) -> None:
    # "who" is said of firms as of people: on a graph whose type is named "person", the
    # pronoun's evidence for that type is capped (AGENT_WH_EVIDENCE), so a walk to a person
    # that no word of the question names is no longer sure enough to stand alone; the walk
    # the verb names (built_by, to a shipyard) is its runner-up, and the anchor's
    # neighbourhood (added below UNSURE) holds its answer
    ships = build(
        "Osprey built_by Harlow, Osprey captained_by Jane, Osprey flagged Malta, "
        "Tern built_by Harlow, Tern captained_by Omar",
        {
            "ship": ["Osprey", "Tern"],
            "shipyard": ["Harlow"],
            "person": ["Jane", "Omar"],
            "country": ["Malta"],
        },
    )
    policy = HeuristicPolicy(ships, st_embedder)
    osprey = ships.index_of("Osprey")
    plans = policy.read("who built the Osprey", osprey, "Osprey").plans
    assert plans[0].probability < UNSURE
    one_hop = [p.steps for p in plans[1:] if len(p.steps) == 1]
    assert one_hop[0] == (("built_by", True),)
    # a question whose verb names the walk to the person is sure of it
    plans = policy.read("who captains the Osprey", osprey, "Osprey").plans
    assert plans[0].steps == (("captained_by", True),)
    assert plans[0].probability > UNSURE


@pytest.mark.parametrize("question", ["Wave's station boss", "the station boss of Wave"])
def test_only_the_head_noun_of_the_answers_noun_phrase_names_its_type(
    st_embedder: SentenceTransformerEmbedder, question: str
) -> None:
    # "station boss" is a boss: on a graph whose type is named "station", the modifier's
    # crisp match once made the walk to another station sure; the head noun names the answer
    stations = build(
        "Wave manager Ann, Wave simulcasts Tide, Tide manager Omar, "
        "Wave based_in Deal, Tide based_in Dover",
        {"station": ["Wave", "Tide"], "person": ["Ann", "Omar"], "town": ["Deal", "Dover"]},
    )
    policy = HeuristicPolicy(stations, st_embedder)
    plans = policy.read(question, stations.index_of("Wave"), "Wave").plans
    assert plans[0].steps == (("manager", True),)
    # a noun that heads the phrase still names the answer
    plans = policy.read("what station does Wave simulcast", stations.index_of("Wave"), "Wave").plans
    assert plans[0].steps == (("simulcasts", True),)


@pytest.mark.parametrize(
    ("question", "modifiers"),
    [
        ("the station boss of Wave", ["station"]),
        ("what ticket prices do they charge", ["ticket"]),
        ("which papers won the award", []),  # may end in a verb: left whole
        ("what county's team is Wave in", []),
    ],
)
def test_a_noun_phrases_modifiers_are_the_words_before_its_head(
    question: str, modifiers: list[str]
) -> None:
    q = reader_module._Question.read(question, "Wave")
    assert [q.toks[q.rows[r]] for r in q.modifiers] == modifiers
