"""Candidate sixth inputs of the abstention model (issue 41 item 2), offline.

Per anchor of every question with topics, fit_abstain.py collect's row (the five library
inputs, ``x``, exact signals, the library's reader weights) plus ``extra``: candidate inputs
read from the same evidence the reader gives ``Reader.explanations`` (per content word and
hop kind of the graph, ``Reader._similarities``):

- ``gap_asked``: over the words where the question asks (``WordExplanation.asked``), the
  largest gap between a word's best evidence for any hop kind of the graph and its
  explanation near the anchor (best evidence for a hop the anchor's readings walk, or a
  type): "the words match a label the graph holds elsewhere, not here".
- ``gap_answer``: the same over the words naming the answer only.
- ``gap_least``: the same for the least explained asked word (``asked``'s word).
- ``graph_asked``: the least, over the asked words, of a word's best evidence for any hop kind
  of the graph or a type (``asked`` read graph-wide: low when no label anywhere matches).
- ``graph_answer``: the same over the words naming the answer (1 when none).
- ``gap_held``: as ``gap_asked`` but against the hop kinds the anchor itself holds (its first
  hops) and the types, not the readings' walks.
- ``top_unreached``: the probability of the reader's readings ranked above the first one
  that leads anywhere from the anchor (the best reading of its types leads nowhere here).
- ``gap_top``: as ``gap_asked`` against the hop kinds of the most probable reading that leads
  somewhere only (no types): the asked word matches a label elsewhere better than the one read.
- ``gap_walk_words``: as ``gap_asked`` without the types (words naming a type are no gap).
- ``top_unheld``: the share of the anchor's peers holding the first hop kind of the reader's
  best reading when that reading leads nowhere from the anchor (0 otherwise).

    PYTHONPATH=TREE/core:TREE/benchmarks .venv/bin/python benchmarks/results/lack61/collect.py \\
        dev --sets a,b,... --index-root /work/idx --out dev.jsonl
    ... collect.py probes --probes /tmp/lack61/relation --index-root /tmp/lack61/idx-relation \\
        --out sig-relation.jsonl

Fitted dev sets only (the probe sets are ablations of them).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

EXTRAS = (
    "gap_asked",
    "gap_answer",
    "gap_least",
    "graph_asked",
    "graph_answer",
    "gap_held",
    "top_unreached",
    "top_unheld",
    "gap_top",
    "gap_walk_words",
)


def extras(policy: Any, query: str, anchor: Any) -> dict[str, float]:
    from graphpaths.dotrag.reading.heuristic import READINGS_CHECKED

    reader = policy.reader
    graph = policy.graph
    reading = policy.read(query, anchor.entity, anchor.name)
    every = reading.plans
    out = dict.fromkeys(EXTRAS, 0.0)
    out["graph_asked"] = out["graph_answer"] = 1.0
    # the reader's best readings of the anchor's types, before "leads anywhere"
    types = [graph.type_index(t) for t in graph.types_of(anchor.entity)]
    ranked = reader.read(query, anchor.name, types, limit=READINGS_CHECKED)
    if ranked:
        reach = policy.walker.reaches(anchor.entity, [p.steps for p in ranked])
        above = 0.0
        for p, leads in zip(ranked, reach, strict=True):
            if leads:
                break
            above += p.probability
        out["top_unreached"] = above
        if not reach[0]:
            shares = policy._unheld(anchor.entity)
            out["top_unheld"] = float(shares.get(ranked[0].steps[0], 0.0))
    q = reader._question(query, anchor.name)
    if not q.rows or not every:
        return out
    evidence, _, type_scores, _ = reader._similarities(q)
    n = len(q.rows)
    labels = {name: j for j, name in enumerate(reader.schema.label_names)}
    steps = {step for p in every for step in p.steps}
    walked = sorted(
        {reader._hop_index[(labels[label], fw)] for label, fw in steps if label in labels}
    )
    inventory = policy._hop_inventory()
    own = inventory._held[anchor.entity]
    held = sorted(
        {
            reader._hop_index[(labels[label], fw)]
            for k, (label, fw) in enumerate(inventory.kinds)
            if own[k] and label in labels
        }
    )
    zeros = np.zeros(n, np.float32)
    near = evidence[:, walked].max(axis=1) if walked else zeros
    mine = evidence[:, held].max(axis=1) if held else zeros
    typed = type_scores.max(axis=1) if type_scores.shape[1] else zeros
    wide = evidence.max(axis=1) if evidence.shape[1] else zeros
    explained = np.maximum(near, typed)
    top_hops = sorted(
        {reader._hop_index[(labels[label], fw)] for label, fw in every[0].steps if label in labels}
    )
    top = evidence[:, top_hops].max(axis=1) if top_hops else zeros
    span = q.span
    asked = [
        r
        for r, i in enumerate(q.rows)
        if r in q.focus
        or q.usage(i) is not None
        or (span is not None and i in (span[0] - 1, span[1]))
    ]
    answer = [r for r in range(n) if r in q.focus]
    gap = np.maximum(0.0, wide - explained)
    gap_mine = np.maximum(0.0, wide - np.maximum(mine, typed))
    wide_typed = np.maximum(wide, typed)
    if asked:
        out["gap_asked"] = float(gap[asked].max())
        least = min(asked, key=lambda r: (explained[r], r))
        out["gap_least"] = float(gap[least])
        out["graph_asked"] = float(wide_typed[asked].min())
        out["gap_held"] = float(gap_mine[asked].max())
        out["gap_top"] = float(np.maximum(0.0, wide - top)[asked].max())
        out["gap_walk_words"] = float(np.maximum(0.0, wide - near)[asked].max())
    if answer:
        out["gap_answer"] = float(gap[answer].max())
        out["graph_answer"] = float(wide_typed[answer].min())
    return out


def rows_of(dotrag: Any, policy: Any, questions: Any, name: str, kind_of: Any) -> list[dict]:
    out = []
    for q in questions:
        if not q.topics:
            continue
        vector = dotrag._embed_query(q.text)
        found = dotrag.search.discover(q.text, vector, dotrag.config)
        anchors = []
        for a in found.anchors:
            s = policy.signals(q.text, a)
            anchors.append(
                {"leads": bool(s.labels), "x": list(s.vector()), "extra": extras(policy, q.text, a)}
            )
        row = {"set": name, "id": q.id, "lacking": q.lacking, "anchors": anchors}
        row.update(kind_of(q))
        out.append(row)
    return out


def main() -> None:
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
    from graphpaths.dotrag.retriever import DotRAG
    from graphpaths_bench.eval.kgqa import load_kgqa_questions

    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=("dev", "probes"))
    parser.add_argument("--sets", default="")
    parser.add_argument("--probes", type=Path)
    parser.add_argument("--index-root", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    repo = Path(__file__).resolve().parents[3]
    with args.out.open("w", encoding="utf-8") as sink:
        if args.mode == "dev":
            folders = [
                (s, repo / "benchmarks" / "kgqa" / s, args.index_root / f"kgqa-{s}")
                for s in args.sets.split(",")
            ]
        else:
            folders = [
                (p.name, p, args.index_root / p.name)
                for p in sorted(args.probes.iterdir())
                if p.is_dir()
            ]
        for name, folder, idx in folders:
            if name.startswith("frozen-") or name == "biomed":
                raise SystemExit(f"{name}: held out")
            record = (
                json.loads((folder / "ablation.json").read_text()) if args.mode == "probes" else {}
            )
            probes = set(record.get("lacking_probes", ()))
            steps = record.get("lacking_step", {})

            def kind_of(q: Any, probes: set = probes, steps: dict = steps) -> dict[str, Any]:
                kind = "probe" if q.id in probes else "own" if q.lacking else "answerable"
                return {"kind": kind, "hops": q.hops, "step": steps.get(q.id)}

            dotrag = DotRAG.from_index(idx)
            policy = dotrag.policy
            if not isinstance(policy, HeuristicPolicy):
                raise SystemExit(f"{name}: expected the heuristic policy")
            for row in rows_of(dotrag, policy, load_kgqa_questions(folder), name, kind_of):
                sink.write(json.dumps(row) + "\n")
            sys.stderr.write(f"{name}: done\n")


if __name__ == "__main__":
    main()
