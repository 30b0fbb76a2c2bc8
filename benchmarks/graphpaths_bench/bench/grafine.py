"""The budget sweep of GraFine §6.2.1: query time and nDCG@10 against ``b_max``.

For each budget ``b_max`` (10, 20, ..., 100 by default) GraFine, GAR and
retrieve-then-rerank (depth ``b_max``) answer the same seeded sample of a BEIR
dataset's queries with the same corpus graph and feature provider
(:func:`graphpaths_bench.eval.grafine_methods.shared_corpus`). Each query is embedded
once: its embedding time is measured once and added to every method's
retrieval time, so the budgets are compared on the same footing. The JSON
holds, per method and budget, nDCG@10, Recall@10, p50/p95 query time
(embedding included: what a user waits for) and the retrieval time alone
(``refine_*``, what ``b_max`` changes), plus a least-squares line of GraFine's
mean retrieval time against ``b_max`` (slope, intercept, r^2: §4.5 predicts
linear growth); :func:`plot_sweep` draws retrieval time and nDCG@10.

Example (the fit only; the sweep needs a corpus):
    >>> fit = linear_fit([10, 20, 30], [2.0, 4.1, 5.9])
    >>> round(fit["slope_ms_per_node"], 3), round(fit["r2"], 3)
    (0.195, 0.998)
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from graphpaths.errors import InputError
from graphpaths.grafine.gar import GAR, GARConfig
from graphpaths.grafine.retriever import GraFine
from graphpaths.validation import check_int
from graphpaths_bench.eval.grafine_methods import shared_corpus
from graphpaths_bench.eval.metrics import ndcg_at_k, recall_at_k
from graphpaths_bench.eval.plotting import pyplot

if TYPE_CHECKING:
    from graphpaths_bench.eval.base import CorpusResources
    from graphpaths_bench.eval.beir import BeirDataset

__all__ = ["DEFAULT_BUDGETS", "linear_fit", "plot_sweep", "run_grafine_sweep"]

DEFAULT_BUDGETS: tuple[int, ...] = tuple(range(10, 101, 10))
METHODS: tuple[str, ...] = ("grafine", "gar", "rerank")
Progress = Callable[..., None]


def linear_fit(x: Sequence[float], y: Sequence[float]) -> dict[str, float]:
    """Least squares ``y = slope x + intercept`` and its r^2."""
    xs, ys = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    slope, intercept = np.polyfit(xs, ys, 1)
    residual = ys - (slope * xs + intercept)
    total = float(((ys - ys.mean()) ** 2).sum())
    r2 = 1.0 - float((residual**2).sum()) / total if total > 0 else 1.0
    return {"slope_ms_per_node": float(slope), "intercept_ms": float(intercept), "r2": r2}


def _ms(values: Sequence[float], q: float) -> float:
    return round(float(np.percentile(values, q)), 3) if len(values) else 0.0


def run_grafine_sweep(
    dataset: BeirDataset,
    resources: CorpusResources,
    *,
    budgets: Sequence[int] = DEFAULT_BUDGETS,
    limit: int | None = 500,
    seed: int = 0,
    k: int = 10,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """Sweep ``budgets`` over up to ``limit`` queries (seeded sample); returns the JSON summary."""
    if not budgets:
        raise InputError("budgets: expected at least one budget, got none")
    for i, budget in enumerate(budgets):
        check_int(None, f"budgets[{i}]", budget, error=InputError)
    queries = list(dataset.queries)
    if limit is not None and limit < len(queries):
        queries = random.Random(seed).sample(queries, limit)
    shared = shared_corpus(resources)
    grafine = GraFine(
        graph=shared.graph,
        vectors=shared.vectors,
        features=shared.features,
        doc_ids=shared.doc_ids,
    )
    gar = GAR(graph=shared.graph, vectors=shared.vectors, features=shared.features)
    ids = shared.doc_ids

    vectors: list[Any] = []
    embed_ms: list[float] = []
    shared.embedder.embed_query(queries[0].text if queries else "warm-up")  # untimed warm-up
    for query in queries:
        start = time.perf_counter()
        vectors.append(np.asarray(shared.embedder.embed_query(query.text), dtype=np.float32))
        embed_ms.append((time.perf_counter() - start) * 1e3)

    def rerank(text: str, vector: Any, depth: int) -> list[str]:
        rows, _ = shared.vectors.top_k(vector, depth)
        features = shared.features.for_query(text, vector)
        scores = features.head(features.encode(rows))
        return [ids[int(rows[i])] for i in np.lexsort((rows, -scores))[:k]]

    run: dict[str, Callable[[str, Any, int], list[str]]] = {
        "grafine": lambda t, v, b: grafine.retrieve_vector(t, v, b_max=b, k=k).ids,
        "gar": lambda t, v, b: [
            ids[i] for i, _ in gar.rank_vector(t, v, config=GARConfig(b_max=b, k=k))
        ],
        "rerank": rerank,
    }
    # Warm-up at the largest budget, so the first budget measured does not pay for
    # first-touch page faults and allocator growth.
    for name in METHODS:
        for text, vector in zip([q.text for q in queries[:20]], vectors[:20], strict=False):
            run[name](text, vector, max(budgets))
    rows: dict[str, list[dict[str, Any]]] = {name: [] for name in METHODS}
    total = len(budgets) * len(METHODS)
    done = 0
    for budget in budgets:
        for name in METHODS:
            ndcg: list[float] = []
            recall: list[float] = []
            ms: list[float] = []
            refine: list[float] = []
            for query, vector, embed in zip(queries, vectors, embed_ms, strict=True):
                start = time.perf_counter()
                ranked = run[name](query.text, vector, budget)
                refine.append((time.perf_counter() - start) * 1e3)
                ms.append(embed + refine[-1])
                qrels = dataset.qrels[query.id]
                ndcg.append(ndcg_at_k(ranked, qrels, k))
                recall.append(recall_at_k(ranked, qrels, k))
            rows[name].append(
                {
                    "b_max": budget,
                    f"ndcg@{k}": round(100 * float(np.mean(ndcg)), 2) if ndcg else None,
                    f"recall@{k}": round(100 * float(np.mean(recall)), 2) if recall else None,
                    "latency_p50_ms": _ms(ms, 50),
                    "latency_p95_ms": _ms(ms, 95),
                    "latency_mean_ms": round(float(np.mean(ms)), 3) if ms else 0.0,
                    "refine_p50_ms": _ms(refine, 50),
                    "refine_mean_ms": round(float(np.mean(refine)), 3) if refine else 0.0,
                }
            )
            done += 1
            if progress is not None:
                progress("b_max sweep", done, total=total)
    grafine_rows = rows["grafine"]
    fit = (
        linear_fit([r["b_max"] for r in grafine_rows], [r["refine_mean_ms"] for r in grafine_rows])
        if len(grafine_rows) >= 2
        else {}
    )
    return {
        "benchmark": "grafine-b_max-sweep",
        "split": dataset.split,
        "queries": len(queries),
        "limit": limit,
        "seed": seed,
        "documents": len(ids),
        "graph": {k: v for k, v in shared.graph.meta.items() if k != "fingerprint"}
        | {"edges": shared.graph.num_edges},
        "features": shared.features.name,
        "embed_p50_ms": _ms(embed_ms, 50),
        "k": k,
        "matrix_rows": len(shared.vectors),
        "methods": rows,
        "grafine_time_fit": fit,
    }


def plot_sweep(result: dict[str, Any], png: str | os.PathLike[str]) -> Path:
    """Retrieval time p50 (the query's embedding left out: it does not depend on
    ``b_max``) and nDCG@k against ``b_max``, one line per method, into ``png``."""
    plt = pyplot("the GraFine sweep plot")

    k = result.get("k", 10)
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    for name, rows in result["methods"].items():
        budgets = [r["b_max"] for r in rows]
        left.plot(budgets, [r["refine_p50_ms"] for r in rows], marker="o", label=name)
        right.plot(budgets, [r[f"ndcg@{k}"] for r in rows], marker="o", label=name)
    left.set_xlabel("b_max (nodes scored)")
    embed = result.get("embed_p50_ms", 0)
    left.set_ylabel(f"retrieval p50 (ms), without the query embedding ({embed:.1f} ms)")
    right.set_xlabel("b_max (nodes scored)")
    right.set_ylabel(f"nDCG@{k} (%)")
    fit = result.get("grafine_time_fit") or {}
    if fit:
        left.set_title(
            f"GraFine: {fit['slope_ms_per_node']:.3f} ms/node, r\u00b2 = {fit['r2']:.3f}",
            fontsize=9,
        )
    right.set_title(
        f"{result.get('queries')} queries, {result.get('documents')} documents", fontsize=9
    )
    for axis in (left, right):
        axis.grid(alpha=0.3)
        axis.legend()
    fig.tight_layout()
    out = Path(png)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f".{out.stem}.tmp.png")
    fig.savefig(tmp, dpi=120)
    plt.close(fig)
    os.replace(tmp, out)
    return out
