"""Where a 1-hop context's precision goes, by the mechanism that put each entity there, and
what truncating the context would do to recall and F1 (issue 41's 1-hop bars; f1one63).

Every scored row of a run (``graphpaths eval`` rows: ``RUN/SET.questions.jsonl``) of the
given hops is retrieved again with the tree's library (the default config, the eval's budget
of 10,000 tokens), each ranked path tagged with what made it:

- ``best``: a walk (or a prefix) of the policy's best reading from the first anchor;
- ``hedge``: a walk of a runner-up reading the hedge kept (``HeuristicPolicy._hedged``);
- ``onward``: a walk of another kept reading (past-chain readings, worded-longer ones);
- ``N <kind> read`` / ``N <kind> whole``: the neighbourhood follow-ups of
  ``retriever._result`` (kind ``unsure``: an unsure one-hop best path; ``small``: a doubted
  one-hop path whose anchor is small; ``shorter``: the one-hop readings beside a doubted
  longer path); ``read``: a relation a one-hop reading asks for (probability > 0),
  ``whole``: one no reading asks for (the small anchor's whole neighbourhood);
- ``stray``: a path with confidence 0 that no reading's walk holds;
- ``other``: the rest (another anchor).

Each variant is a filter on the tagged paths, whose context is filled again with the
library's ``fill_context`` (same budget and token counter), so what the budget cuts is cut
as in the eval; ``full`` must give the run's entities (checked, counted in ``differs``).
The metrics are the eval's (``retrieval_metrics`` on the context's entities, the anchor
included). One JSON line per row into OUT.

    PYTHONPATH=TREE/core:TREE/benchmarks python decompose.py RUN OUT [--hops 1] \
        [--sets S ...] [--metaqa] [--beta1 B]

``--beta1 B`` replays the hedge with beta B for a best reading of one hop (2-3 hops keep
hedge.json's); the variants are then computed on that replay's paths.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.dotrag.reading import hedging
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.dotrag.search.ranking import fill_context
from graphpaths_bench.eval.gold import question_gold_sets
from graphpaths_bench.eval.kgqa import load_kgqa_questions, match_kgqa_questions
from graphpaths_bench.eval.metrics import retrieval_metrics

IDX = Path("/work/idx")
DATA = Path("/work/shared/data")
#: Exclusive attribution of a noise entity: the first source in this order that brings it.
ORDER = (
    "anchor",
    "best",
    "hedge",
    "onward",
    "N unsure read",
    "N small read",
    "N shorter read",
    "N unsure whole",
    "N small whole",
    "N shorter whole",
    "stray",
    "other",
)


def say(*parts: object, file: Any = sys.stdout) -> None:
    file.write(" ".join(str(p) for p in parts) + "\n")


GATES = (0.5, 0.6, 0.7, 0.8, 0.9)
NEAR = (0.15, 0.3, 0.5)


class Tap:
    """Patches ``DotRAG._result`` and ``DotRAG._neighbourhood`` to keep, per question, the
    engine and discovery result, and each neighbourhood path's kind."""

    def __init__(self) -> None:
        self.engine: Any = None
        self.found: Any = None
        self.made: dict[int, str] = {}
        result, neighbourhood = DotRAG._result, DotRAG._neighbourhood
        tap = self

        def _result(self: DotRAG, query, cfg, engine, found, watch):  # type: ignore[no-untyped-def]
            tap.engine, tap.found = engine, found
            return result(self, query, cfg, engine, found, watch)

        def _neighbourhood(self: DotRAG, query, cfg, engine, ranked, odds, *, whole=None):  # type: ignore[no-untyped-def]
            out = neighbourhood(self, query, cfg, engine, ranked, odds, whole=whole)
            if whole is True:
                kind = "small"
            elif ranked[0].depth == 1:
                kind = "unsure"
            else:
                kind = "shorter"
            for p in out:
                steps = tuple((h.label_name, h.forward) for h in p.hops)
                read = (odds or {}).get(steps, 0.0) > 0.0
                tap.made[id(p)] = f"N {kind} {'read' if read else 'whole'}"
            return out

        DotRAG._result = _result  # type: ignore[method-assign]
        DotRAG._neighbourhood = _neighbourhood  # type: ignore[method-assign]


def tag_paths(result: Any, tap: Tap, query: str) -> tuple[list[str], dict[str, Any]]:
    """Each ranked path's source, and what was read of the best one."""
    paths = result.paths
    info: dict[str, Any] = {"best_p": None, "best_depth": None, "kept": 0}
    if not paths:
        return [], info
    engine = tap.engine
    first = paths[0].anchor
    name0 = next((a.name for a in result.anchors if a.entity == first), paths[0].anchor_name)
    policy = engine.policy
    reading = policy.read(query, first, name0)
    kept = list(dict.fromkeys(p.steps for p in reading.kept))
    hedged = {p.steps for p in policy._hedged(reading.plans, first)}
    b = paths[0]
    info["best_p"] = (
        b.confidence / b.anchor_confidence if b.confidence and b.anchor_confidence else None
    )
    info["best_depth"] = b.depth
    info["kept"] = len(kept)
    info["best_reading_depth"] = len(kept[0]) if kept else None
    ways = {
        (p.anchor, tuple((h.relation, h.source, h.target) for h in p.hops[:i]))
        for p in paths
        if p.confidence
        for i in range(1, p.depth + 1)
    }
    prob: dict[Any, float] = {}
    for p in reading.kept:
        prob.setdefault(p.steps, p.probability)
    top = prob.get(kept[0], 0.0) if kept else 0.0
    tags = []
    shares = []
    for path in paths:
        steps = tuple((h.label_name, h.forward) for h in path.hops)
        key = (path.anchor, tuple((h.relation, h.source, h.target) for h in path.hops))
        if id(path) in tap.made:
            tag = tap.made[id(path)]
        elif path.confidence == 0.0 and key not in ways:
            tag = "stray"
        elif path.anchor == first and kept and kept[0][: len(steps)] == steps:
            tag = "best"
        elif path.anchor == first and any(k[: len(steps)] == steps for k in kept[1:]):
            # the likeliest kept reading it walks
            k = next(k for k in kept[1:] if k[: len(steps)] == steps)
            tag = "hedge" if k in hedged else "onward"
        else:
            tag = "other"
        tags.append(tag)
        if tag in ("hedge", "onward") and top > 0:
            shares.append(prob[k] / top)
        else:
            shares.append(1.0)
    info["shares"] = shares
    return tags, info


def metrics(entities: Any, answers: set[int], inter: set[int]) -> dict[str, float]:
    m = retrieval_metrics(entities, answers, inter)
    return {"R": m.recall, "P": m.precision, "F1": m.f1, "n": m.kept}


def ends(path: Any) -> set[str]:
    return set(path.hops[-1].target_types) if path.hops else set()


def variants(
    dotrag: DotRAG,
    graph: Any,
    paths: list[Any],
    tags: list[str],
    info: dict[str, Any],
    answers: set[int],
    inter: set[int],
) -> tuple[dict[str, dict[str, float]], Any]:
    cfg = dotrag.config

    def fill(keep: list[bool]) -> Any:
        chosen = [p for p, k in zip(paths, keep, strict=True) if k]
        return fill_context(
            graph,
            chosen,
            budget=cfg.budget,
            counter=dotrag.counter,
            describe=cfg.include_descriptions,
        )

    out: dict[str, dict[str, float]] = {}
    full = fill([True] * len(paths))
    out["full"] = metrics(full.entities, answers, inter)
    rules: dict[str, list[bool]] = {
        "best only": [t == "best" for t in tags],
        "no neighbourhood": [not t.startswith("N ") for t in tags],
        "no whole nbhd": [not t.endswith(" whole") for t in tags],
        "no hedge runner-ups": [t != "hedge" for t in tags],
        "no runner-ups (hedge+onward)": [t not in ("hedge", "onward") for t in tags],
        "best + nbhd (no runner-ups)": [
            t not in ("hedge", "onward", "stray", "other") for t in tags
        ],
    }
    if paths:
        kind = ends(paths[0])
        rules["kind filter (best end's type)"] = [bool(ends(p) & kind) for p in paths]
    else:
        rules["kind filter (best end's type)"] = []
    p = info.get("best_p")
    for g in GATES:
        sure = p is not None and p >= g
        rules[f"best only if p >= {g}"] = [(t == "best") or not sure for t in tags]
    shares = info.get("shares", [1.0] * len(paths))
    for g in (0.7,):
        sure = p is not None and p >= g
        for near in NEAR:
            rules[f"sure (p >= {g}): runner-ups >= {near} x best only"] = [
                (t not in ("hedge", "onward")) or not sure or s >= near
                for t, s in zip(tags, shares, strict=True)
            ]
    for near in NEAR:
        rules[f"any p: runner-ups >= {near} x best only"] = [
            (t not in ("hedge", "onward")) or s >= near for t, s in zip(tags, shares, strict=True)
        ]
    for name, keep in rules.items():
        out[name] = metrics(fill(keep).entities, answers, inter)
    # oracles: only paths ending at an answer (the ceiling with the anchor counted); per row
    # the better of full and best only (a perfect gate)
    ctx = fill([bool(p.hops) and p.hops[-1].target in answers for p in paths])
    out["oracle: answer paths only"] = metrics(ctx.entities, answers, inter)
    a, b = out["full"], out["best only"]
    out["oracle gate: full or best only"] = b if (b["F1"], b["R"]) > (a["F1"], a["R"]) else a
    return out, full


def attribute(
    full: Any, paths: list[Any], tags: list[str], answers: set[int], inter: set[int]
) -> dict[str, Any]:
    """Per source: noise entities (exclusive, by ORDER), entities only it brings, answers
    only it brings; plus entities of the paths the budget cut."""
    in_ctx = set(full.entities)
    by: dict[int, set[str]] = {}
    for path, tag in zip(paths, tags, strict=True):
        by.setdefault(path.anchor, set()).add("anchor")
        for h in path.hops:
            by.setdefault(h.target, set()).add(tag)
    noise = in_ctx - answers - inter
    excl: dict[str, int] = {}
    only: dict[str, int] = {}
    only_answers: dict[str, int] = {}
    for e in in_ctx:
        src = by.get(e, {"untagged"})
        if e in noise:
            first = next((s for s in ORDER if s in src), "untagged")
            excl[first] = excl.get(first, 0) + 1
        if len(src) == 1:
            (s,) = src
            if e in noise:
                only[s] = only.get(s, 0) + 1
            elif e in answers:
                only_answers[s] = only_answers.get(s, 0) + 1
    path_entities = set(by)
    cut = path_entities - in_ctx
    return {
        "noise": excl,
        "only_noise": only,
        "only_answers": only_answers,
        "size": len(in_ctx - (inter - answers)),
        "cut_entities": len(cut),
        "cut_answers": len(cut & answers),
    }


def only_removed(
    full: Any, paths: list[Any], tags: list[str], answers: set[int], inter: set[int]
) -> dict[str, dict[str, float]]:
    """Metrics with each source's only-entities taken out of the context."""
    in_ctx = set(full.entities)
    by: dict[int, set[str]] = {}
    for path, tag in zip(paths, tags, strict=True):
        by.setdefault(path.anchor, set()).add("anchor")
        for h in path.hops:
            by.setdefault(h.target, set()).add(tag)
    out = {}
    for s in ORDER:
        gone = {e for e in in_ctx if by.get(e) == {s}}
        if gone:
            out[s] = metrics(in_ctx - gone, answers, inter)
    return out


def run_rows(
    name: str,
    dotrag: DotRAG,
    index: Any,
    rows: list[dict[str, Any]],
    gold: dict[str, Any],
    tap: Tap,
    hops: set[int],
    sink: Any,
) -> tuple[int, int]:
    graph = index.graph
    done = differs = 0
    for row in rows:
        if (
            row.get("method", "dotrag") != "dotrag"
            or row.get("metrics") is None
            or row["id"] not in gold
            or int(row["hops"]) not in hops
        ):
            continue
        sets = gold[row["id"]]
        answers, inter = set(sets.answers), set(sets.intermediates)
        tap.made.clear()
        result = dotrag.retrieve(row["question"])
        paths = list(result.paths)
        tags, info = tag_paths(result, tap, row["question"])
        var, full = variants(dotrag, graph, paths, tags, info, answers, inter)
        old = {graph.index_of(i) for i in row["retrieved"]}
        same = set(result.context.entities) == old
        differs += not same
        done += 1
        rec = {
            "set": name,
            "id": row["id"],
            "hops": int(row["hops"]),
            "same_as_run": same,
            "run_F1": row["metrics"]["f1"],
            "run_R": row["metrics"]["recall"],
            "answers": len(answers),
            **{k: v for k, v in info.items() if k != "shares"},
            "tags": sorted(set(tags)),
            "variants": var,
            "attribution": attribute(full, paths, tags, answers, inter),
            "only_removed": only_removed(full, paths, tags, answers, inter),
        }
        sink.write(json.dumps(rec) + "\n")
    return done, differs


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("run")
    ap.add_argument("out")
    ap.add_argument("--sets", nargs="*", default=[])
    ap.add_argument("--metaqa", action="store_true")
    ap.add_argument("--hops", default="1")
    ap.add_argument("--beta1", type=float)
    ap.add_argument("--kgqa", default="/work/wt-f1one63/benchmarks/kgqa")
    args = ap.parse_args()
    if args.beta1 is not None:
        betas = hedging.load_beta_by_hops()
        replay = (args.beta1, betas[1], betas[2])
        hedging._library_betas = lambda: replay  # type: ignore[assignment]
    hops = {int(h) for h in args.hops.split(",")}
    tap = Tap()
    run = Path(args.run)
    with open(args.out, "w", encoding="utf-8") as sink:
        for name in args.sets:
            index = load_index(IDX / f"kgqa-{name}")
            dotrag = DotRAG.from_index(index)
            questions = match_kgqa_questions(
                load_kgqa_questions(Path(args.kgqa) / name), index.graph
            )
            gold = {q.id: question_gold_sets(index.reachability, q) for q in questions}
            rows = [
                json.loads(x) for x in (run / f"{name}.questions.jsonl").read_text().splitlines()
            ]
            n, d = run_rows(name, dotrag, index, rows, gold, tap, hops, sink)
            say(f"{name}: {n} rows, {d} differ from the run", file=sys.stderr)
        if args.metaqa:
            from graphpaths_bench.eval.metaqa import load_metaqa_questions, match_questions

            index = load_index(IDX / "metaqa")
            dotrag = DotRAG.from_index(index)
            rows = [
                json.loads(x) for x in (run / "metaqa.questions.jsonl").read_text().splitlines()
            ]
            gold = {}
            for hop in sorted(hops):
                qs, _ = match_questions(load_metaqa_questions(DATA, hop, split="dev"), index.graph)
                gold.update({q.id: question_gold_sets(index.reachability, q) for q in qs})
            n, d = run_rows("metaqa", dotrag, index, rows, gold, tap, hops, sink)
            say(f"metaqa: {n} rows, {d} differ from the run", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
