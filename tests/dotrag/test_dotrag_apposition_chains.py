"""A word after the anchor's name that names the anchor's own kind ("the Vale Moor region")
stands in apposition to the name: it says the name again and is no link of the chain, as a
noun the name modifies ("the Vale Moor hamlets") is. After "do", a noun phrase the name
modifies counts only with a plural before the verb (the verb may take an adverb or an
object: "when did X first see ferries").

The graph is a small map written here (hamlets in regions, hamlets twinned with hamlets,
each region's seat); the questions are written for it.
"""

from __future__ import annotations

import pytest
from small_graphs import SmallDotRAG, context_names

from graphpaths.dotrag.reading.chains import chain_links
from graphpaths.dotrag.reading.reader import reader_for_graph
from graphpaths.dotrag.reading.text import possessives, tokens, word_forms

#: Two regions, their hamlets, twinnings that cross regions, and each region's seat: a
#: two-hop walk from a region (its hamlets' twins) reaches hamlets of the other region.
MAP = [
    ("Ashby Cross", "in_region", "Vale Moor"),
    ("Brant Hollow", "in_region", "Vale Moor"),
    ("Corley End", "in_region", "Fenmarsh"),
    ("Dunmere", "in_region", "Fenmarsh"),
    ("Eskby", "in_region", "Fenmarsh"),
    ("Ashby Cross", "twinned_with", "Corley End"),
    ("Brant Hollow", "twinned_with", "Dunmere"),
    ("Vale Moor", "seat", "Ashby Cross"),
    ("Fenmarsh", "seat", "Eskby"),
]
MAP_TYPES = {
    **dict.fromkeys(["Ashby Cross", "Brant Hollow", "Corley End", "Dunmere", "Eskby"], "hamlet"),
    **dict.fromkeys(["Vale Moor", "Fenmarsh"], "region"),
}


def links(question: str, name: str, kind: tuple[str, ...] = ()) -> int:
    toks = tokens(question)
    first = tokens(name)
    start = next(i for i in range(len(toks)) if toks[i : i + len(first)] == first)
    # a possessive's "s" is written onto the word ("regions"): its singular names the kind
    marks = [any(f in kind for f in word_forms(t)) for t in toks]
    return chain_links(toks, possessives(question), (start, start + len(first)), kind=marks)


@pytest.mark.parametrize(
    ("question", "kind", "expected"),
    [
        ("hamlets in the Vale Moor region", ("region",), 1),  # the region is Vale Moor
        ("hamlets in the Vale Moor region", (), 2),  # read as a noun of Vale Moor's
        ("the seat of the Vale Moor region's twin", ("region",), 2),  # of, then its twin
        ("farms of the Vale Moor hamlets", ("region",), 2),  # of, then Vale Moor's hamlets
        ("farms in the Vale Moor upland region", ("region",), 1),  # a phrase ending in it
        ("the Vale Moor region's seat", ("region",), 1),  # the region is Vale Moor: its seat
        ("the Vale Moor region's seat", (), 2),  # Vale Moor's region, then its seat
        ("the owner of the Vale Moor farm's barn", ("region",), 3),  # of, the farm, its barn
    ],
)
def test_a_word_naming_the_anchors_kind_is_no_link(
    question: str, kind: tuple[str, ...], expected: int
) -> None:
    assert links(question, "Vale Moor", kind) == expected


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("when did Vale Moor first see ferries", 0),  # an adverb, a verb and its object
        ("where does Vale Moor take part", 0),  # a verb and its object
        ("where do the Vale Moor hamlets trade", 1),  # a plural before the verb
        ("where did the Vale Moor farmers grow up", 1),  # a phrasal verb after the plural
        ("what does the Vale Moor seat do", 1),  # "do" is the verb itself
    ],
)
def test_after_do_a_noun_needs_a_plural_before_the_verb(question: str, expected: int) -> None:
    assert links(question, "Vale Moor") == expected


def test_the_hamlets_in_the_region_are_one_hop(small_dotrag: SmallDotRAG, typed: bool) -> None:
    # "region" is the type's name (typed) or the noun of the label "in_region" whose tail
    # Vale Moor is (untyped): it names Vale Moor, so the chain is one link ("in"), and the
    # hamlets' twins (two hops, in Fenmarsh) are not walked to first
    dotrag = small_dotrag("map", MAP, MAP_TYPES, typed=typed)
    question = "hamlets in the Vale Moor region"
    graph = dotrag.graph
    entity = list(graph.names).index("Vale Moor")
    types = [graph.type_index(t) for t in graph.types_of(entity)]
    reader = reader_for_graph(graph, None)
    assert reader.chain_links(question, "Vale Moor", types) == 1
    assert reader.chain_links(question, "Vale Moor") == 2  # without its kind: no apposition
    result = dotrag.retrieve(question)
    assert tuple(hop.label_name for hop in result.paths[0].hops) == ("in_region",)
    assert {"Ashby Cross", "Brant Hollow"} <= context_names(dotrag, result)
