"""Judging a traced LLM policy: was each decision (the model's and the heuristic's) right?

``graphpaths eval ... --trace FILE`` records every decision an
:class:`~graphpaths.dotrag.llm.LLMPolicy` asked its LLM
(:class:`~graphpaths.dotrag.llm.DecisionLog`). :class:`DecisionJudge` marks each one
against the question's gold: a choice is *right* when it keeps a walk of exactly ``hops``
relations from the decision's anchor to a gold answer open (walks may revisit entities, on
the undirected graph, as the gold sets of :mod:`graphpaths_bench.eval.gold`):

- ``rank_anchors``: the top-ranked anchor is one of the question's topic entities;
- ``rank_trajectories``: the top-ranked first-hop type holds position 1 of such a walk;
- ``rank_plans``: the picked plan is such a walk's type sequence (``hops`` types, each at
  its position);
- ``plan_first_hops``: a 1-hop question plans no continuation; a longer one continues to
  a type at position 2 of such a walk;
- ``decide``: at depth ``d`` below ``hops``, continue to a type at position ``d + 1``; at
  ``hops`` or beyond, stop;
- ``review``: the preferred depths include ``hops`` (or name none).

:func:`summarize` counts, per decision kind, how often the model and the heuristic were
right and how often they agreed. This is the diagnosis tool of issue 13: where a small model
helps the search and where the graph's own evidence should decide.

Example:
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> for h, l, t in [("Kismet", "directed_by", "Dieterle"), ("Kismet", "release_year", "1944")]:
    ...     _ = b.add_entity(h, types=["movie"])
    ...     _ = b.add_entity(t, types=["person" if l == "directed_by" else "year"])
    ...     _ = b.add_relation(h, t, l)
    >>> g = b.build()
    >>> judge = DecisionJudge(g)
    >>> record = {"kind": "rank_trajectories", "anchor": g.index_of("Kismet"),
    ...           "options": [{"type": "year"}, {"type": "person"}],
    ...           "choice": {"ranking": [1, 0]}, "heuristic": {"ranking": [0, 1]}}
    >>> gold = QuestionGold(topics=frozenset({g.index_of("Kismet")}),
    ...                     answers=frozenset({g.index_of("Dieterle")}), hops=1)
    >>> judge.judge(record, gold)
    {'model_right': True, 'heuristic_right': False}
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    from graphpaths.graph import Graph

__all__ = ["DecisionJudge", "QuestionGold", "summarize"]


@dataclass(frozen=True, kw_only=True)
class QuestionGold:
    """What a judge needs of a question: its topic entities, answers and hop count."""

    topics: frozenset[int]
    answers: frozenset[int]
    hops: int


class DecisionJudge:
    """Marks traced decisions right or wrong against a question's gold (see the module doc)."""

    def __init__(self, graph: Graph) -> None:
        self.graph = graph
        heads = np.asarray(graph.heads, dtype=np.int64)
        tails = np.asarray(graph.tails, dtype=np.int64)
        n = graph.num_entities
        src = np.concatenate([heads, tails])
        dst = np.concatenate([tails, heads])
        order = np.argsort(src, kind="stable")
        self._indptr = np.zeros(n + 1, dtype=np.int64)
        np.cumsum(np.bincount(src, minlength=n), out=self._indptr[1:])
        self._indices = dst[order]
        self._positions: dict[tuple[int, frozenset[int], int], list[frozenset[int]]] = {}

    def _neighbours(self, entities: Iterable[int]) -> set[int]:
        out: set[int] = set()
        for e in entities:
            out.update(self._indices[self._indptr[e] : self._indptr[e + 1]].tolist())
        return out

    def positions(self, anchor: int, answers: frozenset[int], hops: int) -> list[frozenset[int]]:
        """``S[i]`` for i in 0..hops: the entities at position i of a walk of exactly
        ``hops`` relations from ``anchor`` to an answer (``S[0]`` is ``{anchor}`` if any)."""
        key = (anchor, answers, hops)
        cached = self._positions.get(key)
        if cached is not None:
            return cached
        forward = [{anchor}]
        for _ in range(hops):
            forward.append(self._neighbours(forward[-1]))
        sets: list[set[int]] = [set() for _ in range(hops + 1)]
        sets[hops] = forward[hops] & set(answers)
        for i in range(hops - 1, -1, -1):
            sets[i] = forward[i] & self._neighbours(sets[i + 1]) if sets[i + 1] else set()
        result = [frozenset(s) for s in sets]
        self._positions[key] = result
        return result

    def _types_at(self, anchor: int, gold: QuestionGold, position: int) -> set[str]:
        sets = self.positions(anchor, gold.answers, gold.hops)
        if position > gold.hops:
            return set()
        return {t for e in sets[position] for t in self.graph.types_of(int(e))}

    def _right(
        self, record: Mapping[str, Any], choice: Mapping[str, Any], gold: QuestionGold
    ) -> bool | None:
        kind = record["kind"]
        options: Sequence[Any] = record.get("options", ())
        if kind == "rank_anchors":
            ranking = choice.get("ranking") or [0]
            return int(options[ranking[0]]["entity"]) in gold.topics
        anchor = int(record["anchor"])
        if kind == "rank_trajectories":
            ranking = choice.get("ranking") or [0]
            return options[ranking[0]]["type"] in self._types_at(anchor, gold, 1)
        if kind == "rank_plans":
            ranking = choice.get("ranking") or [0]
            types = options[ranking[0]]["types"]
            return len(types) == gold.hops and all(
                t in self._types_at(anchor, gold, i) for i, t in enumerate(types, 1)
            )
        if kind == "plan_first_hops":
            chosen = set(choice.get("continuations", ()))
            if gold.hops == 1:
                return not chosen
            return bool(chosen & self._types_at(anchor, gold, 2))
        depth = int(record["depth"])
        if kind == "decide":
            if depth >= gold.hops:
                return choice.get("action") == "stop"
            return choice.get("action") == "continue" and choice.get("next_type") in self._types_at(
                anchor, gold, depth + 1
            )
        if kind == "review":
            preferred = choice.get("preferred_depths") or []
            return not preferred or gold.hops in preferred
        return None

    def judge(self, record: Mapping[str, Any], gold: QuestionGold) -> dict[str, bool | None]:
        """``{"model_right", "heuristic_right"}`` for one traced decision."""
        return {
            "model_right": self._right(record, record["choice"], gold),
            "heuristic_right": self._right(record, record["heuristic"], gold),
        }


def _key(kind: str, choice: Mapping[str, Any] | None) -> object:
    """The part of a choice that is judged (queries are not)."""
    if not choice:
        return None
    if kind in ("rank_anchors", "rank_trajectories", "rank_plans"):
        ranking = choice.get("ranking") or [None]
        return ranking[0]
    if kind == "plan_first_hops":
        return tuple(sorted(choice.get("continuations", ())))
    if kind == "decide" and choice.get("action") == "continue":
        return ("continue", choice.get("next_type"))
    return ("stop", tuple(choice.get("preferred_depths", ())))


def summarize(records: Iterable[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per decision kind: decisions, how often the model / the heuristic was right (percent),
    how often they chose alike (queries aside), and how many the model decided itself (``source == "llm"``)."""
    table: dict[str, dict[str, int]] = {}
    for r in records:
        row = table.setdefault(
            r["kind"], {"n": 0, "judged": 0, "model": 0, "heuristic": 0, "agree": 0, "llm": 0}
        )
        row["n"] += 1
        row["llm"] += int(r.get("source") == "llm")
        row["agree"] += int(_key(r["kind"], r.get("choice")) == _key(r["kind"], r.get("heuristic")))
        if r.get("model_right") is None or r.get("heuristic_right") is None:
            continue
        row["judged"] += 1
        row["model"] += int(bool(r["model_right"]))
        row["heuristic"] += int(bool(r["heuristic_right"]))

    def pct(part: int, whole: int) -> float | None:
        return round(100.0 * part / whole, 1) if whole else None

    return {
        kind: {
            "decisions": row["n"],
            "by_model": row["llm"],
            "model_right": pct(row["model"], row["judged"]),
            "heuristic_right": pct(row["heuristic"], row["judged"]),
            "agree": pct(row["agree"], row["n"]),
        }
        for kind, row in sorted(table.items())
    }
