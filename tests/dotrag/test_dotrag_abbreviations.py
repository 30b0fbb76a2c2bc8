"""Labels written as contractions ("mgr", "twn") read by the question words they shorten.

The graph is written here, with opaque labels as some graphs spell them: each clerk's
manager (``mgr``), each person's home town (``twn``) and the club each one belongs to
(``clb``). No embedder: words are read by their forms and stems alone, so only the
contraction says "manager" is ``mgr``.
"""

from __future__ import annotations

import pytest

from graphpaths.dotrag.reading.english import consonants_kept, contracts
from graphpaths.dotrag.reading.reader import Reader
from graphpaths.dotrag.reading.schema import GraphSchema
from graphpaths.graph import GraphBuilder

OFFICE = [
    ("Ann Roe", "mgr", "Bo Lind"),
    ("Cy Pell", "mgr", "Bo Lind"),
    ("Bo Lind", "mgr", "Di Voss"),
    ("Ann Roe", "twn", "Harrowby"),
    ("Bo Lind", "twn", "Kelmarsh"),
    ("Di Voss", "twn", "Harrowby"),
    ("Ann Roe", "clb", "Rowing Club"),
    ("Bo Lind", "clb", "Chess Club"),
]


def _reader() -> Reader:
    b = GraphBuilder()
    for head, label, tail in OFFICE:
        b.add_relation(head, tail, label, create_entities=True)
    return Reader(GraphSchema.from_graph(b.build()), None)


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        ("who is Ann Roe's manager", (("mgr", True),)),
        ("which town is Ann Roe from", (("twn", True),)),
        ("in which town does the manager of Ann Roe live", (("mgr", True), ("twn", True))),
    ],
)
def test_a_contracted_label_reads_as_the_word_it_shortens(question, steps):
    reader = _reader()
    best = reader.read(question, "Ann Roe", [0])[0]
    assert best.steps == steps


def test_a_verb_is_no_contraction_of_a_label():
    # "climbed" fits c-l-b by its stem; a label abbreviates a noun, not a verb's stem
    reader = _reader()
    assert reader._word_match("climbed").stems.max() == 0.0
    assert reader._word_match("clubs").stems.max() > 0.0


def test_contractions():
    assert all(contracts(s, w) for s, w in [("mgr", "manager"), ("rte", "route"), ("jdg", "judge")])
    assert not any(contracts(s, w) for s, w in [("mgr", "merge"), ("ct", "court")])
    assert consonants_kept("twn", "town") == 1.0 > consonants_kept("clb", "climb")
