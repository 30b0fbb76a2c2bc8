"""Chains of possessives and "of" phrases: read to their end, in their order.

The graph is a family written here (who is whose child, nationalities, causes of death);
the questions are written for it. A chain of n relational nouns around the named person
asks for n hops at least (:mod:`graphpaths.dotrag.reading.chains`); the reading that stops
short of it, however well its words match, is not the one searched first.
"""

from __future__ import annotations

import pytest
from small_graphs import SmallDotRAG, context_names

from graphpaths import DotRAG
from graphpaths.dotrag.reading.chains import chain_links, outside_chain
from graphpaths.dotrag.reading.heuristic import Hedge, HeuristicPolicy
from graphpaths.dotrag.reading.reader import Reader
from graphpaths.dotrag.reading.schema import GraphSchema
from graphpaths.dotrag.reading.text import possessives, tokens
from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths.graph import GraphBuilder

#: Ada -> Bram -> Cora -> Dex -> Gus, and Bram -> Eve -> Finn (parent -> child).
FAMILY = [
    ("Bram Quill", "child_of", "Ada Quill"),
    ("Cora Quill", "child_of", "Bram Quill"),
    ("Eve Quill", "child_of", "Bram Quill"),
    ("Dex Quill", "child_of", "Cora Quill"),
    ("Finn Quill", "child_of", "Eve Quill"),
    ("Gus Quill", "child_of", "Dex Quill"),
    ("Ada Quill", "nationality", "Norland"),
    ("Bram Quill", "nationality", "Sudmark"),
    ("Cora Quill", "nationality", "Westvale"),
    ("Eve Quill", "nationality", "Westvale"),
    ("Dex Quill", "nationality", "Sudmark"),
    ("Finn Quill", "nationality", "Norland"),
    ("Gus Quill", "nationality", "Westvale"),
    ("Ada Quill", "cause_of_death", "old age"),
    ("Bram Quill", "cause_of_death", "fever"),
    ("Cora Quill", "cause_of_death", "shipwreck"),
    ("Dex Quill", "cause_of_death", "fever"),
    ("Eve Quill", "cause_of_death", "old age"),
]
PEOPLE = [
    "Ada Quill",
    "Bram Quill",
    "Cora Quill",
    "Dex Quill",
    "Eve Quill",
    "Finn Quill",
    "Gus Quill",
]
TYPES = {
    **dict.fromkeys(PEOPLE, "person"),
    **dict.fromkeys(["Norland", "Sudmark", "Westvale"], "country"),
    **dict.fromkeys(["old age", "fever", "shipwreck"], "cause"),
}


def links(question: str, name: str) -> int:
    toks = tokens(question)
    owners = possessives(question)
    first = tokens(name)
    start = next(i for i in range(len(toks)) if toks[i : i + len(first)][:-1] == first[:-1])
    return chain_links(toks, owners, (start, start + len(first)))


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Ann Lee's boss's boss", 2),
        ("Ann Lee's parents' parents", 2),  # a plural's possessive: its bare apostrophe
        ("the schools of Ann Lee's children’s teachers", 3),
        ("who is Ann Lee's manager", 1),
        ("the teams of the managers of Ann Lee", 2),
        ("the birthplace of the mentor of Ann Lee's teacher", 3),
        ("the place of birth of Ann Lee's father", 2),  # "place of birth" is one noun
        ("the city of Ann Lee", 1),
        ("the office near the lab of Ann Lee", 2),  # the lab, then the office near it
        # every preposition ties a noun phrase to the next one in the row
        ("ships from the yards in Ann Lee", 2),
        ("the managers of the plants in Ann Lee", 2),
        ("flights to Ann Lee's airports", 2),  # the possessive's link, and "to"
        ("captains working for lines based in Ann Lee", 2),
        ("who plays for Ann Lee", 1),  # one link: no chain
        # an object relative before the name: the name the clause's subject
        ("vessels of the lines that Ann Lee owns", 2),
        ("ships that sail for the lines that Ann Lee owns", 2),
        ("walks that begin in Ann Lee", 1),  # the relative's verb is the one link
        ("places to eat in Ann Lee", 1),  # "to" before a bare word: the infinitive
        ("plays staged by the same company as Ann Lee", 2),  # the sharing's way back
        ("where does Ann Lee work", 0),
        ("who plays in the same team as Ann Lee", 2),  # out to the team, back to its players
        ("bakeries on the same street as Ann Lee's bakery", 3),
        ("films as long as Ann Lee", 0),  # a comparison of degree, no sameness
        ("boats in the same fleet of Ann Lee", 2),  # "of": its link is counted already
        ("clubs that share a coach with Ann Lee", 2),  # out to the coach, back to his clubs
        ("who co-wrote songs with Ann Lee", 2),  # a joint verb with a partner
        ("who painted murals together with Ann Lee", 2),
        ("Ann Lee co-wrote with whom", 2),  # the name the subject, the partner asked
        ("who are Ann Lee's co-authors", 2),  # the possessive's link, and the way back
        ("who co-founded Ann Lee", 0),  # a joint verb, its object named: one link
        ("Ann Lee co-directed which films", 0),  # no partner asked
        ("where did Ann Lee get together", 0),  # a phrasal verb, no partner
    ],
)
def test_the_links_a_chain_spells_out(question: str, expected: int) -> None:
    assert links(question, "Ann Lee") == expected


@pytest.fixture(scope="module")
def family(small_dotrag: SmallDotRAG) -> DotRAG:
    return small_dotrag("family", FAMILY, TYPES, typed=True)


@pytest.mark.parametrize(
    ("question", "labels", "answers"),
    [
        # grandchildren Cora and Eve are both of Westvale
        ("the nationality of Ada Quill's children's children", ("child_of",) * 2 + ("nationality",), {"Westvale"}),
        # Dex's father Cora, hers Bram, dead of a fever
        ("the cause of death of Dex Quill's dad's father", ("child_of",) * 2 + ("cause_of_death",), {"fever"}),
        # Dex (Cora's child) and Finn (Eve's): the two paths tie, either may come first
        ("Ada Quill's children's children's children", ("child_of",) * 3, {"Dex Quill", "Finn Quill"}),
        # one word for two or three links ("grand", "great"): spelled out, walked in full
        ("the nationality of Ada Quill's grandchildren", ("child_of",) * 2 + ("nationality",), {"Westvale"}),
        ("who are the grandkids of Bram Quill", ("child_of",) * 2, {"Dex Quill", "Finn Quill"}),
        ("Gus Quill's great-grandfather", ("child_of",) * 3, {"Bram Quill"}),
        # "the same N as X": out along N and back along it
        ("who has the same nationality as Gus Quill", ("nationality",) * 2, {"Cora Quill", "Eve Quill", "Gus Quill"}),
    ],
)  # fmt: skip
def test_a_chain_is_walked_to_its_end_in_its_order(
    family: DotRAG, question: str, labels: tuple[str, ...], answers: set[str]
) -> None:
    result = family.retrieve(question)
    assert result.stats.walked == len(labels)
    best = result.paths[0]
    assert tuple(hop.label_name for hop in best.hops) == labels
    assert best.hops[-1].target_name in answers
    assert answers <= context_names(family, result)


#: the same family with its grandparents held as a relation of their own
WITH_GRANDPARENTS = [
    *FAMILY,
    ("Cora Quill", "grandparent", "Ada Quill"),
    ("Eve Quill", "grandparent", "Ada Quill"),
    ("Dex Quill", "grandparent", "Bram Quill"),
]


def test_a_compound_the_graph_holds_is_one_hop(small_dotrag: SmallDotRAG) -> None:
    dotrag = small_dotrag("grandparents", WITH_GRANDPARENTS, TYPES, typed=True)
    result = dotrag.retrieve("who are Dex Quill's grandparents")
    assert result.stats.walked == 1
    assert tuple(h.label_name for h in result.paths[0].hops) == ("grandparent",)
    assert result.paths[0].hops[0].target_name == "Bram Quill"


#: people in teams, teams on projects and in offices
TEAMS = [
    ("Ann Vale", "member_of", "Falcon Team"),
    ("Ben Oduya", "member_of", "Falcon Team"),
    ("Cy Marsh", "member_of", "Falcon Team"),
    ("Dee Lund", "member_of", "Heron Team"),
    ("Eli Sato", "member_of", "Heron Team"),
    ("Falcon Team", "works_on", "Ledger Rewrite"),
    ("Falcon Team", "works_on", "Audit Portal"),
    ("Heron Team", "works_on", "Mobile App"),
    ("Falcon Team", "based_in", "Lisbon"),
    ("Heron Team", "based_in", "Oslo"),
    ("Ann Vale", "lives_in", "Lisbon"),
    ("Dee Lund", "lives_in", "Oslo"),
]
TEAM_TYPES = {
    **dict.fromkeys(["Ann Vale", "Ben Oduya", "Cy Marsh", "Dee Lund", "Eli Sato"], "person"),
    **dict.fromkeys(["Falcon Team", "Heron Team"], "team"),
    **dict.fromkeys(["Ledger Rewrite", "Audit Portal", "Mobile App"], "project"),
    **dict.fromkeys(["Lisbon", "Oslo"], "city"),
}


@pytest.mark.parametrize(
    ("question", "labels", "answers"),
    [
        ("who's in the same team as Ann Vale", ("member_of", "member_of"), {"Ben Oduya", "Cy Marsh"}),
        # the words name another way back: the walk need not return along the way out
        pytest.param(
            "projects of the same team as Ann Vale", ("member_of", "works_on"), {"Ledger Rewrite", "Audit Portal"},
            # the word table's two-word vectors (an approximation of the model's) give "same
            # team" evidence for lives_in: (lives_in, based_in) 6.220 against 6.212; the
            # model's own vectors keep the order. Strict: it fails once fixed, to be restored.
            marks=pytest.mark.xfail(reason="word-table phrase vectors: a known regression", strict=True),
        ),
        ("people based in the same city as the Heron Team", ("based_in", "lives_in"), {"Dee Lund"}),
    ],
)  # fmt: skip
def test_the_same_as_walks_out_and_back(
    small_dotrag: SmallDotRAG, question: str, labels: tuple[str, ...], answers: set[str]
) -> None:
    dotrag = small_dotrag("teams", TEAMS, TEAM_TYPES, typed=True)
    result = dotrag.retrieve(question)
    assert tuple(hop.label_name for hop in result.paths[0].hops) == labels
    assert answers <= context_names(dotrag, result)


#: songs, who wrote them (two each, some), their labels and producers
SONGS = [
    ("Low Tide", "written_by", "Ann Vale"),
    ("Low Tide", "written_by", "Ben Oduya"),
    ("Paper Moon", "written_by", "Ben Oduya"),
    ("Paper Moon", "written_by", "Cy Marsh"),
    ("Glass Harbour", "written_by", "Dee Lund"),
    ("Low Tide", "record_label", "North Records"),
    ("Paper Moon", "record_label", "North Records"),
    ("Glass Harbour", "record_label", "South Records"),
    ("Low Tide", "produced_by", "Eli Sato"),
    ("Paper Moon", "produced_by", "Dee Lund"),
    ("Glass Harbour", "produced_by", "Ben Oduya"),
]
SONG_TYPES = {
    **dict.fromkeys(["Ann Vale", "Ben Oduya", "Cy Marsh", "Dee Lund", "Eli Sato"], "person"),
    **dict.fromkeys(["Low Tide", "Paper Moon", "Glass Harbour"], "song"),
    **dict.fromkeys(["North Records", "South Records"], "label"),
}


@pytest.mark.parametrize(
    ("question", "labels", "answers"),
    [
        # a joint verb and its partner: out to the songs, back to their other writers
        ("who co-wrote songs with Ann Vale", ("written_by",) * 2, {"Ben Oduya"}),
        ("Cy Marsh co-wrote with whom", ("written_by",) * 2, {"Ben Oduya"}),
        ("who wrote songs together with Cy Marsh", ("written_by",) * 2, {"Ben Oduya"}),
        # "share N with X", "the same N of X": out along N and back along it
        ("which songs share a label with Low Tide", ("record_label",) * 2, {"Paper Moon"}),
        ("songs with the same label of Paper Moon", ("record_label",) * 2, {"Low Tide"}),
        # the shared thing first, then on: Low Tide shares Ben Oduya with Paper Moon
        ("who produced the songs that share writers with Paper Moon", ("written_by",) * 2 + ("produced_by",), {"Eli Sato"}),
    ],
)  # fmt: skip
def test_what_shares_something_with_the_anchor_walks_out_and_back(
    small_dotrag: SmallDotRAG, question: str, labels: tuple[str, ...], answers: set[str]
) -> None:
    dotrag = small_dotrag("songs", SONGS, SONG_TYPES, typed=True)
    result = dotrag.retrieve(question)
    assert tuple(hop.label_name for hop in result.paths[0].hops) == labels
    assert answers <= context_names(dotrag, result)


#: investors owning shipping lines, ships sailing for them, built at yards in towns
FLEET = [
    ("Arden Holdings", "ownd", "Blue Star Line"),
    ("Arden Holdings", "ownd", "Gull Line"),
    ("Corvo Capital", "ownd", "Tern Line"),
    ("Sea Lark", "OPR_BY", "Blue Star Line"),
    ("Wave Runner", "OPR_BY", "Blue Star Line"),
    ("Kite", "OPR_BY", "Gull Line"),
    ("Petrel", "OPR_BY", "Tern Line"),
    ("Sea Lark", "yard", "Hollin Yard"),
    ("Kite", "yard", "Hollin Yard"),
    ("Petrel", "yard", "Morrow Yard"),
    ("Wave Runner", "yard", "Morrow Yard"),
    ("Hollin Yard", "loc", "Porto Vell"),
    ("Morrow Yard", "loc", "Kelso"),
    ("Blue Star Line", "seat", "Porto Vell"),
    ("Gull Line", "seat", "Kelso"),
    ("Tern Line", "seat", "Kelso"),
    ("Ines Moro", "master", "Sea Lark"),
    ("Tom Hale", "master", "Kite"),
    ("Rui Sal", "master", "Petrel"),
    ("Ines Moro", "born", "Kelso"),
    ("Tom Hale", "born", "Porto Vell"),
]
FLEET_TYPES = {
    **dict.fromkeys(["Arden Holdings", "Corvo Capital"], "investor"),
    **dict.fromkeys(["Blue Star Line", "Gull Line", "Tern Line"], "line"),
    **dict.fromkeys(["Sea Lark", "Wave Runner", "Kite", "Petrel"], "ship"),
    **dict.fromkeys(["Hollin Yard", "Morrow Yard"], "yard"),
    **dict.fromkeys(["Porto Vell", "Kelso"], "town"),
    **dict.fromkeys(["Ines Moro", "Tom Hale", "Rui Sal"], "captain"),
}


def test_a_row_of_prepositions_is_walked_to_its_end(small_dotrag: SmallDotRAG, typed: bool) -> None:
    # the yards in Kelso, then the ships from them: the labels' words ("loc", "yard")
    # say little, the prepositions say two links
    dotrag = small_dotrag("fleet", FLEET, FLEET_TYPES, typed=typed)
    result = dotrag.retrieve("ships from the yards in Kelso")
    assert result.stats.walked == 2
    assert tuple(hop.label_name for hop in result.paths[0].hops) == ("loc", "yard")
    assert {"Petrel", "Wave Runner"} <= context_names(dotrag, result)


def test_an_object_relative_is_a_link_of_the_row(small_dotrag: SmallDotRAG) -> None:
    # the lines Arden Holdings owns, then their vessels: two links, not the lines alone
    dotrag = small_dotrag("fleet", FLEET, FLEET_TYPES, typed=True)
    result = dotrag.retrieve("vessels of the lines that Arden Holdings owns")
    assert result.stats.walked == 2
    assert tuple(hop.label_name for hop in result.paths[0].hops) == ("ownd", "OPR_BY")
    assert {"Sea Lark", "Wave Runner", "Kite"} <= context_names(dotrag, result)


@pytest.mark.parametrize(
    ("question", "start", "end", "others", "expected"),
    [
        # the captain, then where he grew up: "grow" is outside the chain
        ("where did the captain of ann lee grow up", 5, 7, [3, 7], (7,)),
        ("which towns were the ships of ann lee built in", 6, 8, [4, 8], (8,)),
        ("where did ann lee grow up", 2, 4, [4], ()),  # no chain: the verb is the anchor's
        ("who sings in the same choir as ann lee", 7, 9, [1, 5], ()),  # sharing: its way back
    ],
)
def test_words_outside_the_chain(
    question: str, start: int, end: int, others: list[int], expected: tuple[int, ...]
) -> None:
    assert outside_chain(question.split(), [], (start, end), others) == expected


def _fleet_reader() -> tuple[Reader, list[int]]:
    builder = GraphBuilder()
    for head, label, tail in FLEET:
        builder.add_relation(head, tail, label, create_entities=True)
    graph = builder.build()
    kite = graph.index_of("Kite")
    return Reader(GraphSchema.from_graph(graph), None), [
        graph.type_index(t) for t in graph.types_of(kite)
    ]


def test_a_reading_leaving_the_word_past_the_chain_unsaid_is_marked() -> None:
    # "born" is outside the chain ("the master of the Kite"): the reading that stops at
    # the master says no hop for it; the one walking on to where he was born does
    reader, types = _fleet_reader()
    readings = {
        p.steps: p for p in reader.read("where was the master of the Kite born", "Kite", types)
    }
    assert readings[(("master", False),)].past_chain
    assert not readings[(("master", False), ("born", True))].past_chain
    # no chain, nothing marked
    plain = reader.read("where was the Kite built", "Kite", types)
    assert not any(p.past_chain for p in plain)


def test_a_reading_saying_the_verb_past_the_chain_is_not_marked() -> None:
    # "owns" is outside the chain ("the line of the Kite"), and the walk to the line's
    # owner says it ("ownd"); the walk stopping at the line leaves it unsaid
    reader, types = _fleet_reader()
    readings = {p.steps: p for p in reader.read("who owns the line of the Kite", "Kite", types)}
    assert readings[(("OPR_BY", True),)].past_chain
    assert not readings[(("OPR_BY", True), ("ownd", False))].past_chain


def test_a_verb_past_the_chain_walks_on(small_dotrag: SmallDotRAG) -> None:
    # the Kite's skipper, then where he grew up: the town he was born in, one hop past the
    # chain's one link (labels' words only: the types are inferred from relation roles)
    dotrag = small_dotrag("fleet", FLEET, FLEET_TYPES, typed=False)
    result = dotrag.retrieve("where did the skipper of the Kite grow up")
    walks = [tuple(hop.label_name for hop in path.hops) for path in result.paths]
    assert ("master", "born") in walks
    assert "Porto Vell" in context_names(dotrag, result)


def test_a_walk_past_the_chain_is_searched_after_the_best(
    small_dotrag: SmallDotRAG, st_embedder: SentenceTransformerEmbedder
) -> None:
    # hedging off (beta 0: the best reading alone). "grow" stands past the chain ("the
    # skipper of the Kite") and the best reading (the Kite's yard) leaves it unsaid: what
    # is searched when such readings are less probable (the walk on to where the skipper
    # was born) is searched too, after the best one, which keeps its place
    dotrag = small_dotrag("fleet", FLEET, FLEET_TYPES, typed=False)
    assert isinstance(dotrag.policy, HeuristicPolicy)
    graph = dotrag.graph
    policy = HeuristicPolicy(
        graph, st_embedder, lexicon=dotrag.policy.lexicon, hedge=Hedge(beta=(0.0, 0.0, 0.0))
    )
    kite = graph.index_of("Kite")
    reading = policy.read("where did the skipper of the Kite grow up", kite, "Kite")
    kept = list(dict.fromkeys(p.steps for p in reading.kept))
    assert reading.plans[0].past_chain
    assert kept == [reading.plans[0].steps, (("master", False), ("born", True))]
    # no word past the chain: the best reading alone
    plain = policy.read("where was the Kite built", kite, "Kite")
    assert len({p.steps for p in plain.kept}) == 1
