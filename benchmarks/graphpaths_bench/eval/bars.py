"""Issue 41's acceptance bars, set by set: DotRAG against the best peer of the same set.

A peer run is ``graphpaths eval kgqa --methods vss,bm25,graph-retriever,li-property-graph``
on the set; the best peer at a hop is the highest recall (for the recall bar) or the highest
F1 (for the F1 bar) among them. The bars:

- 1 hop: recall >= best peer - 3, F1 >= 1.5 x best peer;
- 2 and 3 hops: recall >= best peer + 10, F1 >= 2 x best peer; 3-hop recall >= 70;
- abstention: "not found" questions abstained >= 90 %, "relation the graph lacks" >= 80 %,
  answerable questions wrongly abstained <= 3 % at every hop.

>>> [bar.name for bar in BARS][:3]
['1-hop R >= peer - 3', '1-hop F1 >= 1.5x peer', '2-hop R >= peer + 10']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

__all__ = ["BARS", "Bar", "failing_sets", "render_bars"]

PEERS = ("vss", "bm25", "graph-retriever", "li-property-graph")

#: (own result, peers' result) -> held? ``None`` when a run lacks what the bar reads.
Check = Callable[[dict[str, Any], dict[str, Any]], bool | None]


@dataclass(frozen=True)
class Bar:
    name: str
    check: Check
    needs_peers: bool = True


def _hop(result: dict[str, Any], method: str, hop: int) -> dict[str, Any] | None:
    row = result.get("methods", {}).get(method, {}).get(str(hop))
    return dict(row) if row is not None else None


def _best(peers: dict[str, Any], hop: int, key: str) -> float | None:
    values = [row[key] for m in PEERS if (row := _hop(peers, m, hop)) is not None]
    return max(values) if values else None


def _against_peer(hop: int, key: str, *, plus: float = 0.0, times: float = 1.0) -> Check:
    def check(own: dict[str, Any], peers: dict[str, Any]) -> bool | None:
        row, best = _hop(own, "dotrag", hop), _best(peers, hop, key)
        if row is None or best is None:
            return None
        return bool(row[key] >= best * times + plus)

    return check


def _recall_at_least(hop: int, floor: float) -> Check:
    def check(own: dict[str, Any], _peers: dict[str, Any]) -> bool | None:
        row = _hop(own, "dotrag", hop)
        return None if row is None else bool(row["recall"] >= floor)

    return check


def _abstained_at_least(kind: str, floor: float) -> Check:
    def check(own: dict[str, Any], _peers: dict[str, Any]) -> bool | None:
        row = own.get(kind, {}).get("dotrag")
        return None if row is None else bool(row["abstained"] >= floor)

    return check


def _wrongly_at_most(ceiling: float) -> Check:
    def check(own: dict[str, Any], _peers: dict[str, Any]) -> bool | None:
        rows = [r for hop in (1, 2, 3) if (r := _hop(own, "dotrag", hop)) is not None]
        values = [r["wrongly_abstained"] for r in rows if r.get("wrongly_abstained") is not None]
        return None if not values else bool(max(values) <= ceiling)

    return check


BARS: tuple[Bar, ...] = (
    Bar("1-hop R >= peer - 3", _against_peer(1, "recall", plus=-3.0)),
    Bar("1-hop F1 >= 1.5x peer", _against_peer(1, "f1", times=1.5)),
    Bar("2-hop R >= peer + 10", _against_peer(2, "recall", plus=10.0)),
    Bar("2-hop F1 >= 2x peer", _against_peer(2, "f1", times=2.0)),
    Bar("3-hop R >= peer + 10", _against_peer(3, "recall", plus=10.0)),
    Bar("3-hop F1 >= 2x peer", _against_peer(3, "f1", times=2.0)),
    Bar("3-hop R >= 70", _recall_at_least(3, 70.0), needs_peers=False),
    Bar("not found >= 90", _abstained_at_least("not_found", 90.0), needs_peers=False),
    Bar("lacking >= 80", _abstained_at_least("lacking", 80.0), needs_peers=False),
    Bar("wrongly abstained <= 3", _wrongly_at_most(3.0), needs_peers=False),
)


def failing_sets(
    own: dict[str, dict[str, Any]], peers: dict[str, dict[str, Any]], names: Iterable[str]
) -> dict[str, tuple[int, list[str]]]:
    """Bar name -> (sets it was checked on, the sets failing it), over ``names``."""
    failing: dict[str, tuple[int, list[str]]] = {}
    for bar in BARS:
        checked, failed = 0, []
        for name in names:
            if name not in own or (bar.needs_peers and name not in peers):
                continue
            held = bar.check(own[name], peers.get(name, {}))
            if held is None:
                continue
            checked += 1
            if not held:
                failed.append(name)
        failing[bar.name] = (checked, failed)
    return failing


def render_bars(
    before: dict[str, dict[str, Any]],
    after: dict[str, dict[str, Any]],
    peers: dict[str, dict[str, Any]],
    names: Iterable[str],
    named: Callable[[str], bool] = lambda _name: True,
) -> str:
    """A Markdown table: each bar's failing sets before and after; a set ``named`` refuses
    is counted, not named."""
    names = list(names)
    old, new = failing_sets(before, peers, names), failing_sets(after, peers, names)
    lines = ["| bar | sets failing before -> after | newly failing | newly passing |"]
    lines.append("|---|---|---|---|")
    for bar in BARS:
        (_, was), (checked, now) = old[bar.name], new[bar.name]
        worse = _listed(set(now) - set(was), named)
        better = _listed(set(was) - set(now), named)
        lines.append(f"| {bar.name} | {len(was)} -> {len(now)} of {checked} | {worse} | {better} |")
    return "\n".join(lines) + "\n"


def _listed(sets: set[str], named: Callable[[str], bool]) -> str:
    """The sets ``named`` allows by name, the others as a count."""
    shown = sorted(n for n in sets if named(n))
    hidden = len(sets) - len(shown)
    return ", ".join([*shown, *([f"{hidden} unread"] if hidden else [])]) or "-"
