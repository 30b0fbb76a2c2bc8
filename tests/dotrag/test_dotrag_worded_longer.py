"""A longer reading the question's words support better than a weakly read best one is
searched too (:meth:`HeuristicPolicy._worded_longer`).

The reader's length prior can outweigh words it reads weakly: a hop over an opaque label
("twn") gets no word evidence, so a question naming where a walk ends ("which regions ...")
can be read as its first hop alone. The graphs and questions are written here.
"""

from __future__ import annotations

from small_graphs import SmallDotRAG, context_names

from graphpaths.dotrag.reading.heuristic import (
    WORDED_BEST,
    WORDED_LONGER,
    WORDED_MARGIN,
    HeuristicPolicy,
)
from graphpaths.dotrag.reading.schema import LabelPath

#: firms running plants (an opaque "UTIL"), plants in towns ("twn"), towns in regions
GRID = [
    ("Halden Power", "UTIL", "Brask Plant"),
    ("Halden Power", "UTIL", "Orrin Plant"),
    ("Vesta Energy", "UTIL", "Tamm Plant"),
    ("Brask Plant", "twn", "Lowick"),
    ("Orrin Plant", "twn", "Carrow"),
    ("Tamm Plant", "twn", "Lowick"),
    ("Lowick", "admin area", "North Reach"),
    ("Carrow", "admin area", "East Fold"),
    ("Brask Plant", "fuel", "gas"),
    ("Orrin Plant", "fuel", "coal"),
    ("Tamm Plant", "fuel", "wind"),
    ("Brask Plant", "mgr", "Ola Berg"),
    ("Orrin Plant", "mgr", "Ivo Lind"),
    ("Ola Berg", "born", "Carrow"),
]
GRID_TYPES = {
    **dict.fromkeys(["Halden Power", "Vesta Energy"], "firm"),
    **dict.fromkeys(["Brask Plant", "Orrin Plant", "Tamm Plant"], "plant"),
    **dict.fromkeys(["Lowick", "Carrow"], "town"),
    **dict.fromkeys(["North Reach", "East Fold"], "region"),
    **dict.fromkeys(["gas", "coal", "wind"], "fuel"),
    **dict.fromkeys(["Ola Berg", "Ivo Lind"], "person"),
}


def test_the_regions_of_a_firms_plants_are_retrieved_past_an_opaque_hop(
    small_dotrag: SmallDotRAG,
) -> None:
    # untyped: the best reading is the plants alone ("twn" says nothing to the reader);
    # "regions" supports the walk on through the towns to the regions
    dotrag = small_dotrag("grid", GRID, GRID_TYPES, typed=False)
    result = dotrag.retrieve("which regions hold Halden Power's plants")
    assert tuple(hop.label_name for hop in result.paths[0].hops) == ("UTIL",)
    assert {"North Reach", "East Fold"} <= context_names(dotrag, result)


def reading(labels: tuple[str, ...], probability: float, evidence: float) -> LabelPath:
    return LabelPath(
        labels=labels,
        types=("t",) * len(labels),
        queries=labels,
        score=0.0,
        probability=probability,
        evidence=evidence,
    )


BEST = reading(("a",), 0.6, 0.1)
RUNNER = reading(("b",), 0.2, 0.0)
LONG = reading(("a", "c", "d"), 0.01, 0.1 + WORDED_MARGIN + 0.2)
LONGER = reading(("a", "c", "e"), 0.02, 0.1 + WORDED_MARGIN + 0.1)
LONGEST = reading(("a", "f", "g"), 0.03, 0.1 + WORDED_MARGIN + 0.05)
WEAK = reading(("a", "h"), 0.1, 0.1 + WORDED_MARGIN - 0.05)
TWICE = reading(("a", "a", "c"), 0.05, 2.0)
PLANS = (BEST, RUNNER, WEAK, TWICE, LONGEST, LONGER, LONG)


def steps(readings: tuple[LabelPath, ...]) -> list[tuple[str, ...]]:
    return [p.labels for p in readings]


def test_the_longer_readings_with_most_evidence_are_added_after_the_best() -> None:
    kept = HeuristicPolicy._worded_longer(PLANS, (BEST, RUNNER), words=3)
    assert WORDED_LONGER == 2
    # in the readings' order (most probable first), the best first; not WEAK (below the
    # margin), not TWICE (one label walked twice), not LONGEST (third by evidence)
    assert steps(kept) == [("a",), ("b",), ("a", "c", "e"), ("a", "c", "d")]


def test_nothing_is_added_when_the_best_is_read_well_or_the_words_are_few() -> None:
    well = reading(("a",), 0.6, WORDED_BEST)
    assert HeuristicPolicy._worded_longer((well, *PLANS[1:]), (well,), words=3) == (well,)
    # one content word says one hop: the best already walks it
    assert HeuristicPolicy._worded_longer(PLANS, (BEST,), words=1) == (BEST,)
    assert HeuristicPolicy._worded_longer((), (), words=3) == ()
