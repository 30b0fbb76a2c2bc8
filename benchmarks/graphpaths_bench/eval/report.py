"""``graphpaths report``: a Markdown table and a PNG plot from an evaluation JSON.

Our numbers sit beside the papers' published ones, which are labelled as
theirs: they were measured on their graphs (the DotRAG paper's MetaQA graph has
40,151 entities and 109,605 relations; ours 42,718 and 128,185), with their
models (gpt-4o-mini), so they are a reference, not a target to the decimal.

Example:
    >>> payload = {"dataset": "beir", "split": "train", "methods": {
    ...     "bm25": {"n": 2, "ndcg@10": 66.7, "recall@10": 78.7, "latency_p50_ms": 1.0}}}
    >>> print(render_report(payload).splitlines()[4])
    | bm25 (ours) | 2 | 66.70 | 78.70 | 1.0 |
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from graphpaths_bench.eval.plotting import pyplot

__all__ = ["PAPER_BEIR", "PAPER_METAQA", "render_report"]

#: DotRAG paper, Table 3 (MetaQA, 500 questions per hop, gpt-4o-mini, 10,000 tokens):
#: method -> hop -> (recall, F1, LLM calls, GP or None). "Random Choices" is the
#: paper's ablation with random decisions instead of the LLM's.
PAPER_METAQA: dict[str, dict[str, tuple[float, float, float | None, float | None]]] = {
    "BM25": {
        "1": (97.32, 4.44, 0, None),
        "2": (17.01, 0.72, 0, 99.44),
        "3": (32.06, 3.11, 0, 12.26),
    },
    "VSS": {
        "1": (99.02, 4.26, 0, None),
        "2": (34.74, 2.08, 0, 96.59),
        "3": (38.15, 5.15, 0, 13.03),
    },
    "LightRAG": {
        "1": (95.77, 2.04, 1, None),
        "2": (34.22, 1.74, 1, 91.89),
        "3": (37.31, 4.06, 1, 16.35),
    },
    "DotRAG": {
        "1": (97.56, 14.39, 5.34, None),
        "2": (97.78, 51.27, 4.62, 96.41),
        "3": (63.48, 21.19, 5.65, 24.84),
    },
    "DotRAG Random Choices": {
        "1": (64.24, 14.14, None, None),
        "2": (47.81, 21.05, None, None),
        "3": (13.90, 3.09, None, None),
    },
}

#: Published reference for BEIR corpora: dataset -> method -> nDCG@10 (percent), with its source.
PAPER_BEIR: dict[str, dict[str, tuple[float, str]]] = {
    "scifact": {"BM25": (66.5, "BEIR (Thakur et al. 2021), test split")},
}

_OURS_TO_PAPER = {
    "bm25": "BM25",
    "vss": "VSS",
    "dotrag": "DotRAG",
    "dotrag-random": "DotRAG Random Choices",
}


def _fmt(value: float | None, digits: int = 2) -> str:
    return "n/a" if value is None else f"{value:.{digits}f}"


def _metaqa_markdown(payload: dict[str, Any]) -> str:
    """Question sets over a graph (MetaQA and KGQA folders); the paper's rows for MetaQA only."""
    paper = PAPER_METAQA if payload.get("dataset") == "metaqa" else {}
    hops = [str(h) for h in payload.get("hops", [1, 2, 3])]
    head = "| method | " + " | ".join(
        f"{h}-hop R | {h}-hop F1 | {h}-hop GP | {h}-hop calls" for h in hops
    )
    lines = [head + " | p50 ms |", "|" + "---|" * (2 + 4 * len(hops))]
    for name, by_hop in payload["methods"].items():
        cells = []
        for h in hops:
            row = by_hop.get(h, {})
            cells += [
                _fmt(row.get("recall")),
                _fmt(row.get("f1")),
                _fmt(row.get("gp")),
                _fmt(row.get("llm_calls")),
            ]
        p50s = [by_hop[h]["latency_p50_ms"] for h in hops if h in by_hop]
        lines.append(
            f"| {name} (ours) | "
            + " | ".join(cells)
            + f" | {_fmt(max(p50s) if p50s else None, 1)} |"
        )
    for name, by_hop in paper.items():
        cells = []
        for h in hops:
            recall, f1, calls, gp = by_hop.get(h, (None, None, None, None))
            cells += [_fmt(recall), _fmt(f1), _fmt(gp), _fmt(calls)]
        lines.append(f"| {name} (paper) | " + " | ".join(cells) + " | — |")
    answerable = [
        "",
        "Answerable subset (every gold answer on a walk of the question's hop count):",
        "",
    ]
    answerable.append(
        "| method | " + " | ".join(f"{h}-hop n | {h}-hop R | {h}-hop F1" for h in hops) + " |"
    )
    answerable.append("|" + "---|" * (1 + 3 * len(hops)))
    for name, by_hop in payload["methods"].items():
        cells = []
        for h in hops:
            sub = by_hop.get(h, {}).get("answerable", {})
            cells += [str(sub.get("n", "")), _fmt(sub.get("recall")), _fmt(sub.get("f1"))]
        answerable.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(
        lines
        + answerable
        + _abstained_markdown(payload, hops)
        + _reader_markdown(payload, hops)
        + _unanswerable_markdown(payload, "not_found")
        + _unanswerable_markdown(payload, "lacking")
    )


def _abstained_markdown(payload: dict[str, Any], hops: list[str]) -> list[str]:
    """Questions with answers in the graph that a method answered with an empty context."""
    rows = {
        name: by_hop
        for name, by_hop in payload["methods"].items()
        if any("wrongly_abstained" in by_hop.get(h, {}) for h in hops)
    }
    if not rows:
        return []
    lines = [
        "",
        "Wrongly abstained (questions with answers in the graph answered with an empty "
        "context), percent of all / of the answerable subset:",
        "",
        "| method | " + " | ".join(f"{h}-hop all | {h}-hop answerable" for h in hops) + " |",
        "|" + "---|" * (1 + 2 * len(hops)),
    ]
    for name, by_hop in rows.items():
        cells = []
        for h in hops:
            row = by_hop.get(h, {})
            sub = row.get("answerable", {})
            cells += [_fmt(row.get("wrongly_abstained")), _fmt(sub.get("wrongly_abstained"))]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return lines


def _seconds(read: dict[str, Any]) -> str:
    """Mean reader seconds, marked when (some) calls were replayed: their times are the
    recording's, not measured in this run."""
    text = _fmt(read.get("seconds"))
    replayed = read.get("replayed") or 0.0
    if replayed >= 100.0:
        return f"{text} (recorded)"
    if replayed > 0.0:
        return f"{text} ({replayed:.0f}% recorded)"
    return text


def _reader_markdown(payload: dict[str, Any], hops: list[str]) -> list[str]:
    """The reader's table: one row per method and hop (and over all hops), when read."""
    reader = payload.get("reader")
    if not reader:
        return []
    lines = [
        "",
        f"Answers of a reader LLM ({reader.get('model')}, prompt v{reader.get('prompt_version')}) "
        "from each method's context; percent. unknown | gold in / absent: the unknown rate "
        "where the context held a gold answer / held none; precision over the replies naming "
        "something; reader s: mean seconds per call:",
        "",
        "| method | hop | n | answer hit | answer recall | answer precision | unknown "
        "| unknown, gold in context | unknown, gold absent | context tokens | reader s | errors |",
        "|" + "---|" * 12,
    ]
    overall = payload.get("reader_all_hops") or {}
    for name, by_hop in payload["methods"].items():
        rows = [(h, by_hop.get(h, {})) for h in hops]
        if name in overall:
            rows.append(("all", overall[name]))
        for hop, row in rows:
            read = row.get("reader")
            if read is None:
                continue
            lines.append(
                f"| {name} | {hop} | {read['n']} | {_fmt(read.get('hit'))} "
                f"| {_fmt(read.get('recall'))} | {_fmt(read.get('precision'))} "
                f"| {_fmt(read.get('unknown'))} | {_fmt(read.get('unknown_gold_in_context'))} "
                f"| {_fmt(read.get('unknown_gold_absent'))} | {_fmt(row.get('context_tokens'), 1)} "
                f"| {_seconds(read)} | {read.get('errors', 0)} |"
            )
    return lines


_UNANSWERABLE = {
    "not_found": "Questions whose topic is not in the graph",
    "lacking": "Questions naming an entity of the graph and a relation the graph lacks",
}


def _unanswerable_markdown(payload: dict[str, Any], kind: str) -> list[str]:
    """The table of a class of questions without answers (``not_found``, ``lacking``)."""
    rows = payload.get(kind) or {}
    if not rows:
        return []
    lines = [
        "",
        f"{_UNANSWERABLE[kind]} (kept out of the averages above); "
        "abstained = the share answered with an empty context:",
        "",
        "| method | n | abstained % | mean entities returned | mean entities when returned "
        "| p50 ms | reader unknown % |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, row in rows.items():
        read = row.get("reader") or {}
        lines.append(
            f"| {name} | {row['n']} | {_fmt(row.get('abstained'))} | "
            f"{_fmt(row.get('mean_retrieved'))} | {_fmt(row.get('mean_retrieved_when_returned'))} "
            f"| {_fmt(row.get('latency_p50_ms'), 1)} | {_fmt(read.get('unknown'))} |"
        )
    return lines


def _beir_markdown(payload: dict[str, Any]) -> str:
    lines = ["| method | n | nDCG@10 | Recall@10 | p50 ms |", "|---|---|---|---|---|"]
    for name, row in payload["methods"].items():
        lines.append(
            f"| {name} (ours) | {row['n']} | {_fmt(row.get('ndcg@10'))} | {_fmt(row.get('recall@10'))} "
            f"| {_fmt(row.get('latency_p50_ms'), 1)} |"
        )
    data = str(payload.get("data", "")).lower()
    for dataset, rows in PAPER_BEIR.items():
        if dataset in data:
            for method, (ndcg, source) in rows.items():
                lines.append(f"| {method} (published: {source}) | — | {ndcg:.2f} | — | — |")
    return "\n".join(lines)


def _plot_metaqa(payload: dict[str, Any], png: Path) -> None:
    plt = pyplot("graphpaths report")

    hops = [str(h) for h in payload.get("hops", [1, 2, 3])]
    fig, axes = plt.subplots(1, 2, figsize=(10, 4))
    for metric, axis in zip(("recall", "f1"), axes, strict=True):
        for name, by_hop in payload["methods"].items():
            values = [by_hop.get(h, {}).get(metric) for h in hops]
            axis.plot(
                hops,
                [v if v is not None else float("nan") for v in values],
                marker="o",
                label=f"{name} (ours)",
            )
            paper = _OURS_TO_PAPER.get(name)
            if payload.get("dataset") == "metaqa" and paper in PAPER_METAQA:
                index = 0 if metric == "recall" else 1
                ref = [PAPER_METAQA[paper].get(h, (None, None))[index] for h in hops]
                axis.plot(
                    hops,
                    [v if v is not None else float("nan") for v in ref],
                    linestyle="--",
                    marker="x",
                    alpha=0.6,
                    label=f"{paper} (paper)",
                )
        axis.set_title(f"{_title(payload)}: {metric}")
        axis.set_xlabel("hops")
        axis.set_ylabel(f"{metric} (%)")
        axis.set_ylim(0, 100)
        axis.grid(alpha=0.3)
    axes[1].legend(fontsize=7, loc="upper right")
    fig.tight_layout()
    fig.savefig(png, dpi=120)
    plt.close(fig)


def _plot_beir(payload: dict[str, Any], png: Path) -> None:
    plt = pyplot("graphpaths report")

    names = list(payload["methods"])
    fig, axis = plt.subplots(figsize=(6, 4))
    width = 0.4
    positions = range(len(names))
    axis.bar(
        [p - width / 2 for p in positions],
        [payload["methods"][n]["ndcg@10"] for n in names],
        width,
        label="nDCG@10",
    )
    axis.bar(
        [p + width / 2 for p in positions],
        [payload["methods"][n]["recall@10"] for n in names],
        width,
        label="Recall@10",
    )
    axis.set_xticks(list(positions), names)
    axis.set_ylim(0, 100)
    axis.set_title(f"{Path(str(payload.get('data', 'corpus'))).name} ({payload.get('split', '')})")
    axis.legend()
    fig.tight_layout()
    fig.savefig(png, dpi=120)
    plt.close(fig)


def _title(payload: dict[str, Any]) -> str:
    dataset = payload.get("dataset", "")
    if dataset == "metaqa":
        return f"MetaQA {payload.get('split', '')}".strip()
    if dataset == "kgqa":
        return f"KGQA {Path(str(payload.get('data', ''))).name}".strip()
    return Path(str(payload.get("data", "corpus"))).name


def render_report(payload: dict[str, Any], *, png: Path | None = None) -> str:
    """The Markdown table for an evaluation JSON; also draws the plot when ``png`` is given."""
    on_graph = payload.get("dataset") in ("metaqa", "kgqa")
    table = _metaqa_markdown(payload) if on_graph else _beir_markdown(payload)
    name = payload.get("dataset", "")
    if payload.get("dataset") == "kgqa":
        name = f"kgqa {Path(str(payload.get('data', ''))).name}"
    elif not on_graph and payload.get("data"):
        name = Path(str(payload["data"])).name
    title = f"{name} {payload.get('split', '')}".strip() if not name.startswith("kgqa") else name
    if png is not None:
        (_plot_metaqa if on_graph else _plot_beir)(payload, png)
    return f"{title}\n\n{table}\n"
