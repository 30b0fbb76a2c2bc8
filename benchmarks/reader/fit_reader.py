"""Fit and check DotRAG's question reader (``graphpaths.dotrag.reading.reader``) on gold readings.

Every answerable question of a KGQA set carries the relation path behind its answers
(``"path"``: ``[["leads", "<-"], ...]``), and a MetaQA question's type names its path
(``movie_to_director_to_movie``); both give the question's *gold reading*. This script
reads each question from its gold topic entity with the reader, finds the rank of the gold
reading among all readings, and

- ``accuracy``: prints top-1 / top-3 accuracy and the gold reading's mean probability per
  set and hop count, for the weights in the library (or ``--weights FILE``);
- ``fit``: fits :class:`~graphpaths.dotrag.reading.reader.ReaderWeights` (softmax of the readings'
  scores, the gold one's log-probability maximised, L2 towards zero) on ``--sets``,
  prints each held-out set's accuracy with every other set as training data (leave one set
  out), writes the weights fitted on all of them to ``--out`` as a weights file (the
  library's is ``core/graphpaths/dotrag/reading/reader_weights.json``: the weights, the
  feature names, the sets, the git commit, the objective, the regularisation, the left-out
  figures and the degenerate features, :func:`weights_file`) and prints the reliability
  table of the calibrated probabilities.

Held-out sets are refused: ``biomed`` (``benchmarks/kgqa/README.md``: nobody reads its
misses; the weights fitted at 94e55bc had it among their sets, the next fit will not) and
every ``frozen-*`` set (scored only by ``graphpaths eval``, never read).

Sets: a KGQA folder name under ``benchmarks/kgqa`` (or any folder path) with its index
folder from ``--index-root`` (``<root>/idx-kgqa-<name>``, built by ``graphpaths eval kgqa``),
``metaqa:N`` (N dev questions per hop outside the seeded 500 of ``eval metaqa --limit 500
--seed 0``, from ``--metaqa-index``) or ``metaqa-eval`` (those 500 per hop).

Word and phrase vectors are kept in ``--vectors`` between runs.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import pickle
import subprocess
import sys
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "core"))

from graphpaths.dotrag.reading.reader import (  # noqa: E402
    FEATURES,
    WEIGHTS_FORMAT,
    Reader,
    ReaderWeights,
    load_reader_weights,
)

#: KGQA sets no fit may read: ``biomed`` stays held out (``benchmarks/kgqa/README.md``).
HELD_OUT = frozenset({"biomed"})
#: What the frozen sets' names hold: scored only by ``graphpaths eval``, never read.
FROZEN_PREFIX = "frozen"
#: The sets fitted on by default: the development sets of the weights fitted at 94e55bc,
#: without biomed.
DEFAULT_SETS = "company,software,geo-family,academia,rail,cooking,football,shipping,music,courts"
#: The fit's objective, as the weights file records it.
OBJECTIVE = (
    "Listwise: per question, a softmax over the scores (weights . features) of all its "
    "readings from the gold topic entity; maximise the gold reading's log-probability "
    "(summed over readings equal to the gold one), averaged over questions with each set "
    "weighted alike; questions whose gold reading is not among the readings are left out. "
    "Optimiser: scipy L-BFGS-B from the library's weights."
)
#: How the softmax temperature is chosen, as the weights file records it.
TEMPERATURE = (
    "Chosen after the fit on a grid of 41 values log-spaced in [0.2, 5]: the one minimising "
    "the gold readings' negative log-likelihood on all fitted questions."
)

#: MetaQA question-type words -> (label, forward from the movie).
METAQA_WORDS = {
    "director": ("directed_by", True),
    "writer": ("written_by", True),
    "actor": ("starred_actors", True),
    "genre": ("has_genre", True),
    "tag": ("has_tags", True),
    "tags": ("has_tags", True),
    "language": ("in_language", True),
    "year": ("release_year", True),
    "imdbrating": ("has_imdb_rating", True),
    "imdbvotes": ("has_imdb_votes", True),
    "ratings": ("has_imdb_rating", True),
    "votes": ("has_imdb_votes", True),
}


@dataclass(frozen=True)
class Example:
    set: str
    qid: str
    hops: int
    question: str
    anchor: int
    gold: tuple[tuple[str, bool], ...]
    answers: tuple[int, ...] = ()


class CachingEmbedder:
    """An embedder that keeps every text's vector, saved to a file between runs."""

    def __init__(self, inner: Any, path: Path) -> None:
        self.inner = inner
        self.path = path
        self.cache: dict[str, np.ndarray] = {}
        if path.exists():
            self.cache = pickle.loads(path.read_bytes())
        self.name = inner.name
        self.dimension = inner.dimension

    def embed_documents(self, texts: Sequence[str], **_: Any) -> np.ndarray:
        missing = [t for t in dict.fromkeys(texts) if t not in self.cache]
        if missing:
            for t, v in zip(missing, self.inner.embed_documents(missing), strict=True):
                self.cache[t] = np.asarray(v, np.float32)
        return np.stack([self.cache[t] for t in texts]) if texts else np.zeros((0, self.dimension))

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_documents([text])[0]

    def save(self) -> None:
        tmp = self.path.with_suffix(".tmp")
        tmp.write_bytes(pickle.dumps(self.cache))
        tmp.replace(self.path)


def _kgqa(name: str, index_root: Path) -> tuple[Any, list[Example]]:
    from graphpaths.dotrag.index.graph_index import load_index
    from graphpaths_bench.eval.kgqa import load_kgqa_questions

    folder = Path(name) if "/" in name else REPO / "benchmarks" / "kgqa" / name
    key = folder.name
    index = load_index(index_root / f"idx-kgqa-{key}")
    graph = index.graph
    out = []
    for q in load_kgqa_questions(folder):
        if not q.topics or not q.path:
            continue
        gold = tuple((label, d == "->") for label, d in q.path)
        answers = tuple(graph.index_of(a) for a in q.answers)
        out.append(Example(key, q.id, q.hops, q.text, graph.index_of(q.topics[0]), gold, answers))
    return index, out


def _metaqa_gold(qtype: str) -> tuple[tuple[str, bool], ...] | None:
    parts = qtype.split("_to_")
    steps: list[tuple[str, bool]] = []
    for a, b in itertools.pairwise(parts):
        if a == "movie" and b in METAQA_WORDS:
            steps.append(METAQA_WORDS[b])
        elif b == "movie" and a in METAQA_WORDS:
            label, _ = METAQA_WORDS[a]
            steps.append((label, False))
        else:
            return None
    return tuple(steps)


def _metaqa(spec: str, index: Path) -> tuple[Any, list[Example]]:
    from graphpaths.dotrag.index.graph_index import load_index
    from graphpaths_bench.eval.metaqa import (
        load_metaqa_questions,
        match_questions,
        sample_questions,
    )

    loaded = load_index(index)
    graph = loaded.graph
    extra = 0 if spec == "metaqa-eval" else int(spec.split(":")[1])
    out = []
    for hop in (1, 2, 3):
        matched, _ = match_questions(
            load_metaqa_questions(REPO.parent / "shared" / "data", hop), graph
        )
        evaluated = {q.id for q in sample_questions(matched, 500, 0)}
        chosen = (
            [q for q in matched if q.id in evaluated]
            if extra == 0
            else [q for q in sample_questions(matched, 500 + extra, 0) if q.id not in evaluated]
        )
        for q in chosen:
            gold = _metaqa_gold(q.qtype or "")
            if gold is None or q.topic_index is None:
                continue
            answers = tuple(int(a) for a in q.answer_indices)
            out.append(Example(spec, q.id, hop, q.text, int(q.topic_index), gold, answers))
    return loaded, out


def refuse_held_out(spec: str) -> None:
    """Stop on a set no fit may read: a frozen one or ``biomed`` (:data:`HELD_OUT`)."""
    name = Path(spec).name
    if FROZEN_PREFIX in spec:
        raise SystemExit(f"{spec}: frozen sets are scored only by `graphpaths eval`, never read")
    if name in HELD_OUT:
        raise SystemExit(f"{spec}: held out (benchmarks/kgqa/README.md): never fitted on or read")


def load(spec: str, args: argparse.Namespace) -> tuple[Any, list[Example]]:
    refuse_held_out(spec)
    if spec.startswith("metaqa"):
        return _metaqa(spec, Path(args.metaqa_index))
    return _kgqa(spec, Path(args.index_root))


def reader_for(index: Any, embedder: Any, weights: ReaderWeights | None) -> Reader:
    from graphpaths.dotrag.reading.reader import reader_for_graph

    return reader_for_graph(index.graph, embedder, lexicon=index.lexicon, weights=weights)


@dataclass
class Read:
    example: Example
    x: np.ndarray  # readings x features
    gold: np.ndarray  # indices of the readings equal to the gold one
    steps: list[tuple[tuple[str, bool], ...]]
    index: Any = None


def read_all(spec: str, args: argparse.Namespace, embedder: Any) -> list[Read]:
    index, examples = load(spec, args)
    graph = index.graph
    reader = reader_for(index, embedder, None)
    out = []
    schema = reader.schema
    for ex in examples:
        types = [graph.type_index(t) for t in graph.types_of(ex.anchor)]
        walks, x = reader.features(ex.question, graph.names[ex.anchor], types)
        steps = [tuple((schema.label_names[s.label], s.forward) for s in w.steps) for w in walks]
        gold = np.array([i for i, s in enumerate(steps) if s == ex.gold], np.int64)
        out.append(Read(ex, x, gold, steps, index))
    return out


def scores_of(reads: list[Read], w: np.ndarray) -> list[np.ndarray]:
    return [r.x @ w for r in reads]


def report(name: str, reads: list[Read], w: np.ndarray, temperature: float) -> dict[str, Any]:
    rows: dict[int, list[tuple[int, float]]] = defaultdict(list)
    for r in reads:
        s = r.x @ w
        if not len(r.gold):
            rows[r.example.hops].append((10**6, 0.0))
            continue
        g = float(s[r.gold].max())
        rank = int((s > g).sum())
        z = s / temperature
        p = np.exp(z - z.max())
        p /= p.sum()
        rows[r.example.hops].append((rank, float(p[r.gold].sum())))
    out = {}
    for hop in sorted(rows):
        ranks = np.array([a for a, _ in rows[hop]])
        probs = np.array([b for _, b in rows[hop]])
        out[hop] = {
            "n": len(ranks),
            "top1": round(100 * float((ranks == 0).mean()), 1),
            "top3": round(100 * float((ranks < 3).mean()), 1),
            "absent": int((ranks >= 10**6).sum()),
            "p_gold": round(float(probs.mean()), 3),
        }
    say(
        f"{name:<22}"
        + "  ".join(
            f"{h}-hop n={v['n']:<4} top1={v['top1']:5.1f} top3={v['top3']:5.1f} "
            f"p={v['p_gold']:.2f} absent={v['absent']}"
            for h, v in out.items()
        )
    )
    return out


_WALKERS: dict[int, Any] = {}


def say(*parts: object) -> None:
    """Write a line of the report to standard output."""
    sys.stdout.write(" ".join(str(p) for p in parts) + "\n")


def simulate(
    reads: list[Read],
    w: np.ndarray,
    t: float,
    coverage: float,
    readings: int,
    floor: float,
    betas: tuple[float, ...] | None = None,
) -> dict[int, dict[str, float]]:
    """Recall and F1 per hop count when the hedge keeps readings as HeuristicPolicy does and
    the search retrieves every entity on their walks (no caps, no similarity cut)."""
    from graphpaths.dotrag.reading.hedging import Candidate, hedge
    from graphpaths.dotrag.reading.label_walks import LabelWalker
    from graphpaths_bench.eval.gold import gold_sets
    from graphpaths_bench.eval.metrics import retrieval_metrics

    out: dict[int, list[tuple[float, float, int]]] = defaultdict(list)
    for r in reads:
        ex = r.example
        if not ex.answers:
            continue
        walker = _WALKERS.get(id(r.index))
        if walker is None:
            walker = _WALKERS[id(r.index)] = LabelWalker(r.index.graph)
        s = r.x @ w
        z = s / t
        p = np.exp(z - z.max())
        p /= p.sum()
        order = np.argsort(-s, kind="stable")[:64]
        leading = [i for i in order if len(walker.ends(ex.anchor, r.steps[i]))]
        total = sum(p[i] for i in leading)
        kept, mass = [], 0.0
        if coverage < 0:  # the expected-F hedge, beta = -coverage
            cands = []
            for i in leading[: int(floor) or 8]:
                frontiers = walker.walk(ex.anchor, r.steps[i])
                between = frozenset(int(e) for f in frontiers[:-1] for e in f)
                ends = frozenset(int(e) for e in frontiers[-1])
                cands.append(
                    Candidate(
                        probability=p[i] / total,
                        visited=between | ends | {ex.anchor},
                        ends=ends,
                        between=between,
                    )
                )
            beta = -coverage
            if betas is not None and leading:
                beta = betas[min(len(r.steps[leading[0]]), 3) - 1]
            kept = [leading[j] for j in hedge(cands, beta=beta, limit=readings)]
        for i in [] if coverage < 0 else leading:
            q = p[i] / total
            if kept and (mass >= coverage or len(kept) >= readings or q < floor):
                break
            kept.append(i)
            mass += q
        retrieved = {ex.anchor}
        for i in kept:
            steps = r.steps[i]
            for k in range(1, len(steps) + 1):
                retrieved.update(int(e) for e in walker.ends(ex.anchor, steps[:k]))
        gold = gold_sets(r.index.reachability, ex.anchor, list(ex.answers), ex.hops)
        m = retrieval_metrics(retrieved, gold.answers, gold.intermediates)
        out[ex.hops].append((m.recall, m.f1, len(kept)))
    return {
        h: {
            "recall": 100 * float(np.mean([a for a, _, _ in v])),
            "f1": 100 * float(np.mean([b for _, b, _ in v])),
            "kept": float(np.mean([c for _, _, c in v])),
        }
        for h, v in sorted(out.items())
    }


def fit(reads: list[Read], l2: float = 0.01) -> np.ndarray:
    from scipy.optimize import minimize

    usable = [r for r in reads if len(r.gold)]
    # per-set weight so each set counts alike
    sets = defaultdict(int)
    for r in usable:
        sets[r.example.set] += 1
    weight = np.array([1.0 / sets[r.example.set] for r in usable])
    weight *= len(usable) / weight.sum()

    def loss(w: np.ndarray) -> tuple[float, np.ndarray]:
        total, grad = 0.0, np.zeros_like(w)
        for r, a in zip(usable, weight, strict=True):
            s = r.x @ w
            m = s.max()
            e = np.exp(s - m)
            z = e.sum()
            p = e / z
            gold = e[r.gold].sum()
            total -= a * (np.log(gold) - np.log(z))
            pg = e[r.gold] / gold
            grad -= a * (pg @ r.x[r.gold] - p @ r.x)
        n = len(usable)
        return total / n + l2 * float(w @ w), grad / n + 2 * l2 * w

    w0 = load_reader_weights().vector()
    res = minimize(loss, w0, jac=True, method="L-BFGS-B")
    return np.asarray(res.x)


def temperature_of(reads: list[Read], w: np.ndarray) -> float:
    """The softmax temperature that best calibrates the top reading's probability."""
    best, best_t = float("inf"), 1.0
    for t in np.exp(np.linspace(np.log(0.2), np.log(5.0), 41)):
        nll = 0.0
        for r in reads:
            if not len(r.gold):
                continue
            z = (r.x @ w) / t
            p = np.exp(z - z.max())
            p /= p.sum()
            nll -= np.log(max(float(p[r.gold].sum()), 1e-12))
        if nll < best:
            best, best_t = nll, float(t)
    return best_t


def reliability(reads: list[Read], w: np.ndarray, t: float) -> list[dict[str, float]]:
    """Top reading's probability against how often it is the gold one, in bins."""
    pairs = []
    for r in reads:
        s = r.x @ w
        z = s / t
        p = np.exp(z - z.max())
        p /= p.sum()
        top = int(np.argmax(s))
        pairs.append((float(p[top]), top in set(r.gold.tolist())))
    bins = [0.0, 0.2, 0.4, 0.6, 0.8, 0.9, 1.01]
    out = []
    for lo, hi in itertools.pairwise(bins):
        inside = [ok for p, ok in pairs if lo <= p < hi]
        if inside:
            mean_p = float(np.mean([p for p, _ in pairs if lo <= p < hi]))
            out.append(
                {
                    "bin": f"{lo:.1f}-{min(hi, 1.0):.1f}",
                    "n": len(inside),
                    "mean_p": round(mean_p, 3),
                    "right": round(float(np.mean(inside)), 3),
                }
            )
    return out


def degenerate_features(reads: list[Read]) -> list[dict[str, Any]]:
    """Features a softmax over each question's readings cannot tell apart: those constant
    within every question, and pairs whose within-question deviations are proportional
    (correlation +-1: only their sum or difference is fitted, L2 splits it evenly)."""
    rows = [r.x - r.x.mean(axis=0) for r in reads if len(r.x) > 1]
    if not rows:
        return []
    x = np.vstack(rows)
    spread = x.std(axis=0)
    out: list[dict[str, Any]] = [
        {"features": [name], "relation": "constant within every question: no effect on the fit"}
        for name, sd in zip(FEATURES, spread, strict=True)
        if sd == 0
    ]
    live = [i for i in range(len(FEATURES)) if spread[i] > 0]
    corr = np.corrcoef(x[:, live].T) if len(live) > 1 else np.ones((1, 1))
    for a, b in itertools.combinations(range(len(live)), 2):
        if abs(corr[a, b]) > 1 - 1e-9:
            sign = "+" if corr[a, b] < 0 else "-"
            out.append(
                {
                    "features": [FEATURES[live[a]], FEATURES[live[b]]],
                    "relation": (
                        f"{FEATURES[live[a]]} {sign} {FEATURES[live[b]]} is the same for every "
                        "reading of a question: only one of them can be fitted"
                    ),
                }
            )
    return out


def git_commit() -> str:
    """The repository's commit, with ``+dirty`` when the work tree has changes."""
    try:
        head = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=REPO, capture_output=True, text=True, check=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain"], cwd=REPO, capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + ("+dirty" if dirty else "")


def weights_file(
    w: Sequence[float],
    temperature: float,
    *,
    sets: Sequence[str],
    l2: float,
    left_out: dict[str, Any],
    degenerate: Sequence[dict[str, Any]] = (),
    commit: str | None = None,
) -> dict[str, Any]:
    """The weights file's content (:func:`~graphpaths.dotrag.reading.reader.load_reader_weights`
    reads it): the weights by feature name, the temperature and the fit's provenance."""
    for spec in sets:
        refuse_held_out(spec)
    weights = ReaderWeights.from_vector([float(v) for v in w], temperature)
    return {
        "format": WEIGHTS_FORMAT,
        "features": list(FEATURES),
        "weights": {name: round(float(getattr(weights, name)), 4) for name in FEATURES},
        "temperature": round(float(temperature), 4),
        "provenance": {
            "fitted_by": "benchmarks/reader/fit_reader.py fit",
            "commit": commit if commit is not None else git_commit(),
            "sets": list(sets),
            "objective": OBJECTIVE,
            "regularisation": f"L2 towards zero: {l2} * (sum of squared weights) added to the "
            "mean loss",
            "temperature": TEMPERATURE,
            "left_out": {
                "method": "leave one set out: each set scored with weights fitted on all the "
                "others (temperature 1); per hop count: n, top-1 and top-3 %, questions "
                "whose gold reading is no reading, mean probability of the gold reading",
                "sets": left_out,
            },
            "degenerate": list(degenerate),
        },
    }


def write_weights(path: Path, payload: dict[str, Any]) -> None:
    """Write a weights file atomically (a temporary file beside it, then renamed)."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(payload, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=("accuracy", "fit", "dump", "hedge"))
    parser.add_argument(
        "--grid", default="0:1:0,0.8:3:0.08", help="hedge: coverage:readings:floor,..."
    )
    parser.add_argument("--sets", default=DEFAULT_SETS + ",metaqa:100")
    parser.add_argument("--holdout", default="", help="sets never fitted on, only scored")
    parser.add_argument("--index-root", default=str(REPO / ".cache"))
    parser.add_argument("--metaqa-index", default=str(REPO / ".cache" / "idx-metaqa"))
    parser.add_argument("--vectors", default=str(REPO / ".cache" / "reader-vectors.pkl"))
    parser.add_argument("--weights", default=None, help="a weights file (default: the library's)")
    parser.add_argument("--out", default=None)
    parser.add_argument("--l2", type=float, default=0.01)
    parser.add_argument("--drop", default="", help="features left out (zeroed), comma-separated")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--show", default="", help="dump: a set whose misses to print")
    args = parser.parse_args()

    from graphpaths.embeddings import SentenceTransformerEmbedder

    embedder = CachingEmbedder(SentenceTransformerEmbedder(), Path(args.vectors))
    weights = load_reader_weights(args.weights)
    specs = [s for s in args.sets.split(",") if s]
    holdout = [s for s in args.holdout.split(",") if s]
    for spec in [*specs, *holdout]:
        refuse_held_out(spec)
    reads = {spec: read_all(spec, args, embedder) for spec in [*specs, *holdout]}
    embedder.save()
    for name in (d for d in args.drop.split(",") if d):
        column = FEATURES.index(name)
        for spec_reads in reads.values():
            for r in spec_reads:
                r.x[:, column] = 0.0
    w = weights.vector()
    if args.command == "accuracy":
        for spec in [*specs, *holdout]:
            report(spec, reads[spec], w, weights.temperature)
        return 0
    if args.command == "hedge":
        grid = [g.split(":") for g in args.grid.split(",")]
        for spec in [*specs, *holdout]:
            for first, readings, floor in grid:
                betas = tuple(float(b) for b in first.split("/")) if "/" in first else None
                coverage = -1.0 if betas else float(first)
                rows = simulate(
                    reads[spec],
                    w,
                    weights.temperature,
                    coverage,
                    int(readings),
                    float(floor),
                    betas,
                )
                say(
                    f"{spec:<14} c={first} n={readings} f={floor}  "
                    + "  ".join(
                        f"{h}: R={v['recall']:5.1f} F1={v['f1']:5.1f} k={v['kept']:.1f}"
                        for h, v in rows.items()
                    )
                )
        return 0
    if args.command == "dump":
        for r in reads[args.show]:
            s = r.x @ w
            top = int(np.argmax(s))
            if top in set(r.gold.tolist()):
                continue
            g = int(r.gold[np.argmax(s[r.gold])]) if len(r.gold) else None
            say(f"{r.example.qid} {r.example.question}")
            say(f"   top {r.steps[top]} {s[top]:.2f} {np.round(r.x[top], 2).tolist()}")
            if g is not None:
                say(f"   gold {r.steps[g]} {s[g]:.2f} {np.round(r.x[g], 2).tolist()}")
            else:
                say(f"   gold {r.example.gold} not a reading")
        return 0
    say("leave one set out:")
    left_out = {}
    for spec in specs:
        train = [r for other in specs if other != spec for r in reads[other]]
        left_out[spec] = report(spec, reads[spec], fit(train, args.l2), 1.0)
    train = [r for spec in specs for r in reads[spec]]
    w = fit(train, args.l2)
    t = temperature_of(train, w)
    say("fitted on all:", {name: round(float(v), 3) for name, v in zip(FEATURES, w, strict=True)})
    say("temperature:", round(t, 3))
    for spec in [*specs, *holdout]:
        report(spec, reads[spec], w, t)
    table = reliability([r for spec in [*specs, *holdout] for r in reads[spec]], w, t)
    for row in table:
        say(row)
    degenerate = degenerate_features(train)
    for row in degenerate:
        say("degenerate:", row["relation"])
    if args.out:
        payload = weights_file(
            w, t, sets=specs, l2=args.l2, left_out=left_out, degenerate=degenerate
        )
        write_weights(Path(args.out), payload)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
