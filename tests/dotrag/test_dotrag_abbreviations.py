"""Labels written as contractions ("mgr", "twn") read by the question words they shorten.

The graph is written here, with opaque labels as some graphs spell them: each clerk's
manager (``mgr``), each person's home town (``twn``) and the club each one belongs to
(``clb``). No embedder: words are read by their forms and stems alone, so only the
contraction says "manager" is ``mgr``.
"""

from __future__ import annotations

import numpy as np
import pytest

from graphpaths.dotrag.reading.english import consonants_kept, contracts, shares_stem
from graphpaths.dotrag.reading.reader import STEM_SIMILARITY, Reader
from graphpaths.dotrag.reading.schema import GraphSchema
from graphpaths.dotrag.reading.text import inflections, word_forms
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
        ("the manager of Ann Roe lives in which town", (("mgr", True), ("twn", True))),
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


def _scanned(reader: Reader, word: str) -> tuple[list[float], list[float]]:
    """A word's stem evidence per phrase and per type, phrase by phrase (the matcher reads
    them from its lemma index): a hit scores no stem, a shared stem
    ``STEM_SIMILARITY``, else the best contraction's share of it."""
    group = inflections(word)
    stemmed = {c for c in reader._all_lemmas if any(shares_stem(f, c) for f in group)}
    short = {}
    for c in reader._opaque - stemmed:
        kept = [consonants_kept(c, f) for f in word_forms(word) if contracts(c, f)]
        if kept:
            short[c] = max(kept)

    def contracted(lemmas: frozenset[str]) -> float:
        return max((v for c, v in short.items() if c in lemmas), default=0.0)

    phrases = [
        0.0
        if any(not w.isdisjoint(group) for w in p.words)
        else STEM_SIMILARITY * (1.0 if not stemmed.isdisjoint(p.lemmas) else contracted(p.lemmas))
        for p in reader._phrases
    ]
    types = [
        1.0
        if any(f in lemmas for f in group)
        else STEM_SIMILARITY * (1.0 if not stemmed.isdisjoint(lemmas) else contracted(lemmas))
        for lemmas in reader._type_lemmas
    ]
    return phrases, types


@pytest.mark.parametrize(
    "word", ["manager", "managers", "town", "towns", "club", "clubs", "climbed", "mgr", "row"]
)
def test_the_lemma_index_reads_what_a_scan_of_the_phrases_reads(word):
    # labels mixing a contraction with dictionary words, and types holding both kinds
    b = GraphBuilder()
    for head, label, tail in [*OFFICE, ("Ann Roe", "mgr_town", "Kelmarsh")]:
        b.add_relation(head, tail, label, create_entities=True)
    for name, kind in [("Ann Roe", "clb member"), ("Harrowby", "twn"), ("Kelmarsh", "town")]:
        b.add_entity(name, types=[kind])
    reader = Reader(GraphSchema.from_graph(b.build()), None)
    match = reader._match_word(word)
    phrases, types = _scanned(reader, word)
    assert np.array_equal(match.stems, np.array(phrases, np.float32))
    assert np.array_equal(match.types, np.array(types, np.float32))
