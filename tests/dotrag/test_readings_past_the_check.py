"""An anchor none of whose reader's best readings leads anywhere (scale66).

The reader ranks walks from the anchor's types. When a type is broad (its entities hold
different labels), its best walks may all start with labels this anchor lacks, while a
reading of a relation it holds lies further down. The policy then checks the next block of
``READINGS_CHECKED`` readings, and the next, until one leads (up to
``READINGS_CHECKED_AT_MOST``); an anchor with a leading reading in the first block keeps
exactly the readings it had. The graph (a guild of glassblowers) and the questions are
written here; ``READINGS_CHECKED`` is made small so that a few labels play a large schema.
"""

from __future__ import annotations

import pytest
from small_graphs import SmallDotRAG, context_names

from graphpaths.dotrag.reading import heuristic

#: Every glassblower is a "person"; most were apprenticed to a master and work at a
#: furnace, but Wendel Orrin was apprenticed to no one: he holds only ``fires kiln at``.
ROWS = [
    ("Ilse Farrow", "apprenticed to", "Bertil Sand"),
    ("Ilse Farrow", "works at", "North Furnace"),
    ("Oskar Mell", "apprenticed to", "Bertil Sand"),
    ("Oskar Mell", "works at", "South Furnace"),
    ("Greta Lune", "apprenticed to", "Ilse Farrow"),
    ("Greta Lune", "works at", "North Furnace"),
    ("Bertil Sand", "works at", "South Furnace"),
    ("Wendel Orrin", "fires kiln at", "Quarry Lane Kiln"),
    ("Quarry Lane Kiln", "stands in", "Hollin"),
    ("North Furnace", "stands in", "Hollin"),
    ("South Furnace", "stands in", "Marrow"),
]
TYPES = {
    **dict.fromkeys(
        ["Ilse Farrow", "Oskar Mell", "Greta Lune", "Bertil Sand", "Wendel Orrin"], "person"
    ),
    **dict.fromkeys(["North Furnace", "South Furnace", "Quarry Lane Kiln"], "workshop"),
    **dict.fromkeys(["Hollin", "Marrow"], "town"),
}
ASKED = "which master taught Wendel Orrin his trade and where does he work"


def _ranked(dotrag, question: str, name: str):  # type: ignore[no-untyped-def]
    policy = dotrag.policy
    anchor = list(dotrag.graph.names).index(name)
    types = [dotrag.graph.type_index(t) for t in dotrag.graph.types_of(anchor)]
    ranked = policy.reader.read(question, name, types, limit=None)
    leads = policy.walker.reaches(anchor, [p.steps for p in ranked])
    return policy, anchor, ranked, leads


def test_the_first_block_with_a_leading_reading_is_read(
    small_dotrag: SmallDotRAG, monkeypatch: pytest.MonkeyPatch
) -> None:
    dotrag = small_dotrag("guild", ROWS, TYPES, typed=True)
    policy, anchor, ranked, leads = _ranked(dotrag, ASKED, "Wendel Orrin")
    first = leads.index(True)
    assert first >= 1, "the question must rank a walk the anchor lacks first"
    monkeypatch.setattr(heuristic, "READINGS_CHECKED", first)  # none of the first leads
    reading = policy._read(ASKED, anchor, "Wendel Orrin")
    assert reading.plans, "a reading of the anchor's own relations leads"
    block = ranked[first : 2 * first]
    leading = {p.steps for p, ok in zip(block, leads[first : 2 * first], strict=True) if ok}
    assert {p.steps for p in reading.plans} == leading
    assert all(p.steps[0] == ("fires kiln at", True) for p in reading.plans)


def test_an_anchor_with_a_leading_reading_keeps_its_readings(
    small_dotrag: SmallDotRAG, monkeypatch: pytest.MonkeyPatch
) -> None:
    dotrag = small_dotrag("guild", ROWS, TYPES, typed=True)
    question = "which master taught Greta Lune her trade"
    policy, anchor, ranked, leads = _ranked(dotrag, question, "Greta Lune")
    checked = leads.index(True) + 1
    monkeypatch.setattr(heuristic, "READINGS_CHECKED", checked)
    reading = policy._read(question, anchor, "Greta Lune")
    first_block = {p.steps for p, ok in zip(ranked[:checked], leads[:checked], strict=True) if ok}
    assert {p.steps for p in reading.plans} == first_block


def test_nothing_leads_within_the_cap(
    small_dotrag: SmallDotRAG, monkeypatch: pytest.MonkeyPatch
) -> None:
    dotrag = small_dotrag("guild", ROWS, TYPES, typed=True)
    policy, anchor, _, leads = _ranked(dotrag, ASKED, "Wendel Orrin")
    first = leads.index(True)
    monkeypatch.setattr(heuristic, "READINGS_CHECKED", first)
    monkeypatch.setattr(heuristic, "READINGS_CHECKED_AT_MOST", first)
    assert policy._read(ASKED, anchor, "Wendel Orrin").plans == ()


def test_the_search_answers_from_the_later_reading(
    small_dotrag: SmallDotRAG, monkeypatch: pytest.MonkeyPatch
) -> None:
    dotrag = small_dotrag("guild-search", ROWS, TYPES, typed=True)
    _, _, _, leads = _ranked(dotrag, ASKED, "Wendel Orrin")
    monkeypatch.setattr(heuristic, "READINGS_CHECKED", leads.index(True))
    result = dotrag.retrieve(ASKED)
    assert result.not_found is None
    assert "Quarry Lane Kiln" in context_names(dotrag, result)


def test_the_blocks_are_the_readings_in_order_and_the_features_are_computed_once(
    small_dotrag: SmallDotRAG, monkeypatch: pytest.MonkeyPatch
) -> None:
    dotrag = small_dotrag("guild", ROWS, TYPES, typed=True)
    policy, anchor, ranked, _ = _ranked(dotrag, ASKED, "Wendel Orrin")
    reader = policy.reader
    assert len(ranked) > 4, "the graph must give more readings than the blocks read"
    computed: list[int] = []
    features = type(reader)._table_features

    def counting(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        computed.append(1)
        return features(self, *args, **kwargs)

    monkeypatch.setattr(type(reader), "_table_features", counting)
    types = [dotrag.graph.type_index(t) for t in dotrag.graph.types_of(anchor)]
    blocks = reader.read_blocks(ASKED, "Wendel Orrin", types, block=2, at_most=5)
    assert next(blocks) == ranked[:2] == reader.read(ASKED, "Wendel Orrin", types, limit=2)
    computed.clear()
    assert list(blocks) == [ranked[2:4], ranked[4:5]]  # up to at_most, block by block
    assert computed == []  # the later blocks reuse the question's features
