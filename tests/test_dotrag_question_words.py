"""Reading relation words the way people write them (issue #11): plurals, "grand" kinship
words, camel-case labels, and stems that only match inside a compound word.

The planner is checked on a tiny family graph read from word stems alone (no embedder), so
each case fails if its rule is gone; the geo-family KGQA set checks the same rules end to
end with the bundled embedder.
"""

from __future__ import annotations

import os

import pytest
from conftest import kgqa_dotrag

from graphpaths import DotRAG
from graphpaths.dotrag.heuristic import HeuristicPolicy
from graphpaths.dotrag.question import generations, shares_stem, word_forms
from graphpaths.embeddings import SentenceTransformerEmbedder
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


def test_word_forms_and_generations() -> None:
    assert word_forms("parents") == ("parents", "parent")
    assert word_forms("people") == ("people", "person")
    assert word_forms("address") == ("address",)
    assert generations("grandchildren") == ("children", 2)
    assert generations("granddaughter") == ("daughter", 2)
    assert generations("grandstand") == ("grandstand", 1)


def test_a_stem_matches_at_a_word_part_not_at_any_letters() -> None:
    assert shares_stem("screenwriter", "written")
    assert not shares_stem("person", "superseded")


@pytest.fixture(scope="module")
def family() -> Graph:
    b = GraphBuilder()
    for child, parent in [("Ann", "Bob"), ("Bob", "Cyd"), ("Cyd", "Dee"), ("Eve", "Bob")]:
        b.add_relation(child, parent, "childOf", create_entities=True)
    b.add_relation("Ann", "Oslo", "bornIn", create_entities=True)
    return b.build()


def plan_of(
    graph: Graph, question: str, anchor: str, embedder: SentenceTransformerEmbedder | None = None
) -> tuple[str, ...]:
    policy = HeuristicPolicy(graph, embedder=embedder)
    i = graph.index_of(anchor)
    return policy.read(question, i, graph.names[i]).plans[0].labels


@pytest.mark.parametrize(
    ("question", "anchor", "labels"),
    [
        ("Who are Bob's children?", "Bob", ("childOf",)),
        ("Who are Dee's grandchildren?", "Dee", ("childOf", "childOf")),
        ("Who are Dee's great-grandchildren?", "Dee", ("childOf", "childOf", "childOf")),
        ("Where were Cyd's grandchildren born?", "Cyd", ("childOf", "childOf", "bornIn")),
    ],
)
def test_a_grand_word_asks_for_one_hop_per_generation(
    family: Graph, question: str, anchor: str, labels: tuple[str, ...]
) -> None:
    assert plan_of(family, question, anchor) == labels


@pytest.fixture(scope="module")
def geo_family(
    tmp_path_factory: pytest.TempPathFactory, st_embedder: SentenceTransformerEmbedder
) -> DotRAG:
    return kgqa_dotrag("geo-family", tmp_path_factory.mktemp("geo-family"), st_embedder)


def preferred_ids(dotrag: DotRAG, question: str) -> set[str]:
    result = dotrag.retrieve(question)
    return {dotrag.graph.entity_ids[p.hops[-1].target] for p in result.paths if p.preferred}


def test_parents_is_read_as_child_of_through_its_singular(geo_family: DotRAG) -> None:
    # "parents" alone sits below the mention threshold of `child of`; "parent" does not.
    found = preferred_ids(geo_family, "Who are Pauline Moreau's parents?")
    assert {"per-0004", "per-0066"} <= found


def test_grandchildren_are_two_generations_down(geo_family: DotRAG) -> None:
    found = preferred_ids(geo_family, "Who are Léa Moreau's grandchildren?")
    assert {"per-0067", "per-0068", "per-0071", "per-0078"} <= found


@pytest.fixture(scope="module")
def films() -> Graph:
    b = GraphBuilder()
    for person in ("Ann", "Bob"):
        b.add_entity(person, name=person, types=["person"])
    b.add_entity("Kismet", name="Kismet", types=["movie"])
    b.add_entity("Ariel", name="Ariel", types=["movie"])
    b.add_relation("Kismet", "Ann", "directed_by")
    b.add_relation("Ariel", "Ann", "directed_by")
    b.add_relation("Kismet", "Bob", "starred_actors")
    b.add_relation("Bob", "Ann", "phd advisor")
    return b.build()


@pytest.mark.parametrize(
    ("question", "anchor", "labels"),
    [
        # Two words for one label are two hops ...
        ("Who are the children of Cyd's children?", "Cyd", ("childOf", "childOf")),
        ("What do Ann's children's children do?", "Ann", ("childOf", "childOf")),
    ],
)
def test_separate_words_for_one_label_are_separate_hops(
    family: Graph, question: str, anchor: str, labels: tuple[str, ...]
) -> None:
    assert plan_of(family, question, anchor) == labels


@pytest.mark.parametrize(
    ("question", "anchor", "labels"),
    [
        # ... but not the words of one phrase, nor the answer's noun with its verb.
        ("Who was Bob's PhD advisor?", "Bob", ("phd advisor",)),
        ("which actors starred in Kismet", "Kismet", ("starred_actors",)),
        ("who is the director that directed Kismet", "Kismet", ("directed_by",)),
    ],
)
def test_a_phrase_or_an_answer_noun_shares_its_hop(
    films: Graph, question: str, anchor: str, labels: tuple[str, ...]
) -> None:
    assert plan_of(films, question, anchor) == labels


def test_a_verb_and_a_noun_of_one_label_around_a_type_are_two_hops(
    films: Graph, st_embedder: SentenceTransformerEmbedder
) -> None:
    question = "the films directed by the director of Kismet"
    assert plan_of(films, question, "Kismet", st_embedder) == ("directed_by", "directed_by")
