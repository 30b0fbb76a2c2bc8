"""Fit and check DotRAG's question reader (``graphpaths.dotrag.reading.reader``) on gold readings.

Every answerable question of a KGQA set carries the relation path behind its answers
(``"path"``: ``[["leads", "<-"], ...]``), and a MetaQA question's type names its path
(``movie_to_director_to_movie``); both give the question's *gold reading*. This script
reads each question from its gold topic entity with the reader, finds the rank of the gold
reading among all readings, and

- ``accuracy``: prints top-1 / top-3 accuracy and the gold reading's mean probability per
  set and hop count, for the weights in the library (or ``--weights FILE``);
- ``fit``: fits :class:`~graphpaths.dotrag.reading.reader.ReaderWeights` (softmax of the readings'
  scores; ``--objective`` of :data:`OBJECTIVES`, by default ``gold``: the gold one's
  log-probability, or ``answers``: the expected answer recall of a reading drawn from the
  softmax, the gold reading and the readings ending at the gold answers credited; L2 towards zero with the
  penalty chosen by leave-one-set-out from :data:`L2_GRID`, from zero) on ``--sets``
  (default: the 19 development sets and MetaQA dev 100 per hop), prints each set's accuracy
  and simulated retrieval (the hedge's betas in use)
  with every other set as training data (leave one set out) and the check sets'
  (``--holdout``, default breweries, chess, logistics: never fitted on), writes the weights
  fitted on all of them to ``--out`` as a weights file (the library's is
  ``core/graphpaths/dotrag/reading/reader_weights.json``: the weights, their digest, the
  feature names, the sets, the git commit, the command, the objective, the regularisation,
  the left-out and check figures and the degenerate features, :func:`weights_file`), prints
  the reliability table of the calibrated probabilities and, with ``--hedge-out``, fits
  the hedge's betas for these weights (below);
- ``hedge``: fits the hedge's betas (``HeuristicPolicy``'s ``Hedge.beta``) for the weights
  in use by :data:`HEDGE_OBJECTIVE` (the readings the policy keeps, simulated by
  :func:`kept_readings`) and writes them to ``--out`` as a hedge file (the library's is
  ``core/graphpaths/dotrag/reading/hedge.json``: the betas, the digest of the weights they
  were fitted for, the sets, the grid and per beta the pooled figures, :func:`hedge_file`).

The library's files are written by

    PYTHONPATH=core:benchmarks python benchmarks/reader/fit_reader.py fit \\
        --index-root DIR --metaqa-index DIR --vectors FILE --reads-cache DIR \\
        --out core/graphpaths/dotrag/reading/reader_weights.json \\
        --hedge-out core/graphpaths/dotrag/reading/hedge.json

from a committed tree; ``make test`` checks the library loads what it wrote
(``benchmarks/tests/test_fit_reader_weights.py``).

Held-out sets are refused: ``biomed`` (``benchmarks/kgqa/README.md``: nobody reads its
misses; the weights fitted at 94e55bc had it among their sets, the fits since do not) and
every ``frozen-*`` set (scored only by ``graphpaths eval``, never read).

Sets: a KGQA folder name under ``benchmarks/kgqa`` (or any folder path) with its index
folder from ``--index-root`` (``<root>/idx-kgqa-<name>``, built by ``graphpaths eval kgqa``),
``metaqa:N`` (N dev questions per hop outside the seeded 500 of ``eval metaqa --limit 500
--seed 0``, from ``--metaqa-index``) or ``metaqa-eval`` (those 500 per hop).

Word and phrase vectors are kept in ``--vectors`` between runs.
"""

from __future__ import annotations

import argparse
import hashlib
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

from graphpaths.dotrag.reading.hedging import HEDGE_FORMAT, load_beta_by_hops  # noqa: E402
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
#: The sets fitted on by default: the development sets (never biomed, never a frozen set);
#: MetaQA dev is added as ``metaqa:100`` (100 questions per hop outside the evaluated 500).
DEFAULT_SETS = (
    "company,software,geo-family,academia,rail,cooking,football,shipping,music,courts,"
    "games,theatre,hospitals,energy,aviation,publishing,telecom,hiking,zoo"
)
#: Development sets kept out of the fit as checks: scored with the fitted weights only.
CHECK_SETS = "breweries,chess,logistics"
#: The fit's objectives by name (``--objective``), as the weights file records them. Both are
#: listwise: per question, a softmax over the scores (weights . features) of all its readings
#: from the gold topic entity, each reading weighted by :func:`targets`.
OBJECTIVES = {
    "gold": (
        "Listwise: per question, a softmax over the scores (weights . features) of all its "
        "readings from the gold topic entity; maximise the gold reading's log-probability "
        "(summed over readings equal to the gold one), averaged over questions with each set "
        "weighted alike; questions whose gold reading is not among the readings are left out. "
        "Optimiser: scipy L-BFGS-B from zero (the loss is convex)."
    ),
    "answers": (
        "Listwise, for recall: per question, a softmax over the scores (weights . features) "
        "of all its readings from the gold topic entity; maximise the log of the expected "
        "answer recall of one reading drawn from it: log sum_i p_i q_i, q_i = 1 for readings "
        "equal to the gold one, else the share of the gold answers among the entities reading "
        "i's walk from the anchor ends at (answer-equivalent readings count as the gold path "
        "does for recall), averaged over questions with each set weighted alike; questions no "
        "reading reaches an answer of are left out. Optimiser: scipy L-BFGS-B from zero (the "
        "loss need not be convex)."
    ),
}
#: The objective ``fit`` uses unless told (``--objective``). ``answers`` was measured in
#: session 20 (benchmarks/results/fit59): more 2-3 hop recall simulated, less 1-hop recall
#: and no 3-hop gain in the sweep; the library's weights are the ``gold`` fit's.
DEFAULT_OBJECTIVE = "gold"
#: The default objective's statement, as the weights file records it.
OBJECTIVE = OBJECTIVES[DEFAULT_OBJECTIVE]
#: The hedge's objective, as the hedge file records it (``HEDGE_F1_KEPT``: the shares).
HEDGE_OBJECTIVE = (
    "Per length of the best reading (1, 2, 3+ hops: the policy picks beta by it), the beta of "
    "the grid that maximises the pooled recall of the fitted sets' answerable questions "
    "(question-weighted; each question's retrieved set: the anchor and every entity the "
    "readings the policy keeps walk through, as HeuristicPolicy keeps them with the fitted "
    "weights; no budget, no caps) subject to their pooled F1 staying at least {kept} (1, 2, "
    "3+ hops) of the best pooled F1 any beta of the grid gives them; ties: the smaller beta."
)
#: Hedge: the share of the best F1 the hedge reaches that it must keep, for a best reading
#: of 1, 2 and 3+ hops (not fitted: it states how much F1 recall may cost). A tenth at one
#: hop, where the acceptance asks recall within 3 of the best peer and F1 1.5x its; a fifth
#: at 2-3 hops, where F1 sits near 3x the best peer's (bar 2x) and recall is the bar missed.
HEDGE_F1_KEPT = (0.9, 0.8, 0.8)
#: Hedge: the betas tried (0: the best reading alone).
HEDGE_GRID = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, 8.0, 12.0, 16.0)

#: The L2 penalties tried; the fit keeps the one whose leave-one-set-out fits predict the
#: left-out sets' gold readings best (:func:`choose_l2`). Until 2026-12 it was 0.01, set by
#: hand, which the left-out figures showed too strong (weights shrunk, 2-3 hop words unheard).
L2_GRID = (0.0001, 0.0003, 0.001, 0.003, 0.01)
#: How the L2 penalty is chosen, as the weights file records it.
REGULARISATION = (
    "L2 towards zero: {l2} * (sum of squared weights) added to the mean loss; the penalty of "
    "the grid {grid} whose leave-one-set-out fits give the left-out sets the lowest mean "
    "negative log-likelihood of {what} (sets alike, temperature 1): {figures}"
)
#: How the softmax temperature is chosen, as the weights file records it.
TEMPERATURE = (
    "Chosen after the fit on a grid of 41 values log-spaced in [0.2, 5]: the one minimising "
    "{what} negative log-likelihood on all fitted questions."
)
#: What a weights file's left-out figures are, as it records it; with
#: :data:`RETRIEVAL_LEFT_OUT` appended when they hold the sets' simulated retrieval.
LEFT_OUT = (
    "leave one set out: each set scored with weights fitted on all the others (temperature "
    "1); per hop count: n, top-1 and top-3 %, questions whose gold reading is no reading, "
    "mean probability of the gold reading"
)
RETRIEVAL_LEFT_OUT = (
    "; 'retrieval': the set's simulated retrieval (kept_readings, no budget) with those "
    "weights, their own temperature and the betas named, per hop count: answerable "
    "questions, pooled recall and F1 %"
)
#: What the penalty and the temperature are chosen by, per objective (the gold one's words
#: are those of the files written before the objectives were named).
LIKELIHOOD_OF = {
    "gold": ("their gold readings", "the gold readings'"),
    "answers": ("the objective", "the objective's"),
}

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

    def word_vectors(self, words: Sequence[str]) -> Any:
        """The inner embedder's word table (``graphpaths.embeddings.WordVectors``), so the
        reader reads words as the library does; ``None`` without one."""
        lookup = getattr(self.inner, "word_vectors", None)
        return None if lookup is None else lookup(words)

    def phrase_parts(self, vectors: np.ndarray) -> np.ndarray:
        parts: np.ndarray = self.inner.phrase_parts(vectors)
        return parts

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
    #: Per reading, the fewest relations any of its hops walks (the reader's tie-break).
    rarity: np.ndarray | None = None
    #: Per reading, the share of the question's gold answers its walk ends at
    #: (:func:`add_reach`; ``None``: not computed).
    reach: np.ndarray | None = None


def add_reach(reads: list[Read]) -> None:
    """Set each read's :attr:`Read.reach`: per reading, the share of the question's gold
    answers among the entities its walk from the anchor ends at (0 without answers)."""
    for r in reads:
        if r.reach is not None:
            continue
        answers = set(r.example.answers)
        reach = np.zeros(len(r.x))
        if answers:
            walker = _walker_of(r.index)
            for i, steps in enumerate(r.steps):
                ends = walker.ends(r.example.anchor, steps)
                reach[i] = len(answers.intersection(int(e) for e in ends)) / len(answers)
        r.reach = reach


def targets(r: Read, objective: str) -> np.ndarray:
    """Per reading of ``r``, its weight in the objective's likelihood (:data:`OBJECTIVES`):
    ``gold``: 1 for the readings equal to the gold one; ``answers``: that, or else the share
    of the gold answers the reading's walk ends at (:func:`add_reach` first)."""
    out = np.zeros(len(r.x))
    out[r.gold] = 1.0
    if objective == "answers":
        if r.reach is None:
            raise ValueError("targets: the answers objective needs add_reach() first")
        out = np.maximum(out, r.reach)
    elif objective != "gold":
        raise ValueError(f"targets: unknown objective {objective!r}")
    return out


def _reads_key() -> str:
    """What the features depend on: the reading package's code."""
    digest = hashlib.sha256()
    for path in sorted((REPO / "core" / "graphpaths" / "dotrag" / "reading").glob("*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def read_all(spec: str, args: argparse.Namespace, embedder: Any) -> list[Read]:
    """Every question of ``spec`` read from its gold anchor (kept in ``--reads-cache``,
    keyed by the set and the reading package's code, when given)."""
    index, examples = load(spec, args)
    cache = None
    if getattr(args, "reads_cache", None):
        name = spec.replace("/", "_").replace(":", "-")
        cache = Path(args.reads_cache) / f"{name}-{_reads_key()}.pkl"
        if cache.exists():
            rows = pickle.loads(cache.read_bytes())
            return [Read(ex, x, gold, steps, index, rarity) for ex, x, gold, steps, rarity in rows]
    out = _read_examples(index, examples, embedder)
    if cache is not None:
        cache.parent.mkdir(parents=True, exist_ok=True)
        rows = [(r.example, r.x, r.gold, r.steps, r.rarity) for r in out]
        cache.write_bytes(pickle.dumps(rows))
    return out


def _read_examples(index: Any, examples: list[Example], embedder: Any) -> list[Read]:
    graph = index.graph
    reader = reader_for(index, embedder, None)
    out = []
    schema = reader.schema
    for ex in examples:
        types = [graph.type_index(t) for t in graph.types_of(ex.anchor)]
        walks, x = reader.features(ex.question, graph.names[ex.anchor], types)
        steps = [tuple((schema.label_names[s.label], s.forward) for s in w.steps) for w in walks]
        gold = np.array([i for i, s in enumerate(steps) if s == ex.gold], np.int64)
        rarity = np.array([w.rarity for w in walks], np.int64)
        out.append(Read(ex, x, gold, steps, index, rarity))
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


def _walker_of(index: Any) -> Any:
    """The label walker of ``index``'s graph, made once per index (its walks are kept)."""
    from graphpaths.dotrag.reading.label_walks import LabelWalker

    walker = _WALKERS.get(id(index))
    if walker is None:
        walker = _WALKERS[id(index)] = LabelWalker(index.graph)
    return walker


def say(*parts: object) -> None:
    """Write a line of the report to standard output."""
    sys.stdout.write(" ".join(str(p) for p in parts) + "\n")


def kept_readings(
    r: Read, w: np.ndarray, t: float, betas: tuple[float, float, float], walker: Any
) -> tuple[int, list[tuple[tuple[str, bool], ...]]]:
    """The readings HeuristicPolicy searches for ``r`` with weights ``w``, temperature ``t``
    and ``betas``: the reader's order (:meth:`Reader.rank`), the first ``READINGS_CHECKED``
    that lead somewhere, one probability per distinct steps, then the hedge
    (``HeuristicPolicy._hedged``). Returns the best reading's hop class (1, 2, 3) and the
    kept steps."""
    from graphpaths.dotrag.reading.hedging import Candidate, hedge
    from graphpaths.dotrag.reading.heuristic import READINGS_CHECKED, Hedge

    settings = Hedge(beta=betas)
    anchor = r.example.anchor
    s = r.x @ w
    z = s / t
    p = np.exp(z - z.max())
    p /= p.sum()
    size = np.array([len(steps) for steps in r.steps], np.int64)
    rarity = r.rarity if r.rarity is not None else np.zeros(len(s), np.int64)
    order = np.lexsort((np.arange(len(s)), -rarity, size, -s))[:READINGS_CHECKED]
    leading = [int(i) for i in order if len(walker.ends(anchor, r.steps[i]))]
    total = sum(float(p[i]) for i in leading)
    mass: dict[tuple[tuple[str, bool], ...], float] = {}
    for i in leading:
        mass[r.steps[i]] = mass.get(r.steps[i], 0.0) + (float(p[i]) / total if total else 0.0)
    first = {steps: k for k, steps in enumerate(mass)}
    shortlist = sorted(mass, key=lambda steps: (-mass[steps], first[steps]))
    if not shortlist:
        return 0, []
    hops = min(len(shortlist[0]), 3)
    beta = betas[hops - 1]
    shortlist = shortlist[: settings.candidates] if beta > 0 else shortlist[:1]
    candidates = []
    for steps in shortlist:
        frontiers = walker.walk(anchor, steps)
        between = frozenset(int(e) for f in frontiers[:-1] for e in f)
        ends = frozenset(int(e) for e in frontiers[-1])
        candidates.append(
            Candidate(
                probability=mass[steps],
                visited=between | ends | {anchor},
                ends=ends,
                between=between,
            )
        )
    kept = hedge(candidates, beta=max(beta, 1e-6), limit=settings.readings)
    return hops, [shortlist[i] for i in kept]


def simulate(
    reads: list[Read], w: np.ndarray, t: float, betas: tuple[float, float, float]
) -> list[tuple[int, int, float, float]]:
    """Per answerable question: its hop count, its best reading's hop class, and the recall
    and F1 of what the readings the policy keeps walk through (the anchor and every entity
    of every hop: no budget, no caps, no similarity cut)."""
    from graphpaths_bench.eval.gold import gold_sets
    from graphpaths_bench.eval.metrics import retrieval_metrics

    out = []
    for r in reads:
        ex = r.example
        if not ex.answers:
            continue
        walker = _walker_of(r.index)
        hops, kept = kept_readings(r, w, t, betas, walker)
        retrieved = {ex.anchor}
        for steps in kept:
            for k in range(1, len(steps) + 1):
                retrieved.update(int(e) for e in walker.ends(ex.anchor, steps[:k]))
        gold = gold_sets(r.index.reachability, ex.anchor, list(ex.answers), ex.hops)
        m = retrieval_metrics(retrieved, gold.answers, gold.intermediates)
        out.append((ex.hops, hops, float(m.recall), float(m.f1)))
    return out


def left_out_retrieval(
    name: str,
    reads: list[Read],
    w: np.ndarray,
    t: float,
    betas: tuple[float, float, float],
) -> dict[str, Any]:
    """A set's simulated retrieval (:func:`simulate`) with ``w``, ``t`` and ``betas``, per
    gold hop count: answerable questions, pooled recall and F1 (%)."""
    rows = simulate(reads, w, t, betas)
    out: dict[str, Any] = {"betas": [float(b) for b in betas]}
    for hops in sorted({q for q, _, _, _ in rows}):
        mine = [(rec, f1) for q, _, rec, f1 in rows if q == hops]
        out[str(hops)] = {
            "n": len(mine),
            "recall": round(100 * float(np.mean([rec for rec, _ in mine])), 1),
            "f1": round(100 * float(np.mean([f1 for _, f1 in mine])), 1),
        }
    say(
        f"{name:<22} retrieval, betas {betas}: "
        + "  ".join(
            f"{h}-hop R {v['recall']:5.1f} F1 {v['f1']:5.1f}"
            for h, v in out.items()
            if h != "betas"
        )
    )
    return out


def fit_hedge(
    reads: list[Read],
    w: np.ndarray,
    t: float,
    grid: Sequence[float] = HEDGE_GRID,
    f1_kept: Sequence[float] = HEDGE_F1_KEPT,
) -> tuple[tuple[float, float, float], dict[str, Any]]:
    """The hedge's betas by :data:`HEDGE_OBJECTIVE`, and per hop class of the best reading
    the pooled recall and F1 (%) of every beta of ``grid`` (``grid`` must hold 0)."""
    if 0.0 not in grid:
        raise SystemExit("fit_hedge: the grid must hold 0 (the best reading alone)")
    rows = {beta: simulate(reads, w, t, (beta, beta, beta)) for beta in grid}
    chosen: list[float] = []
    figures: dict[str, Any] = {}
    for hops in (1, 2, 3):
        table = {}
        for beta, results in rows.items():
            mine = [(rec, f1) for _, c, rec, f1 in results if c == hops]
            n = len(mine)
            table[beta] = (
                n,
                100 * sum(rec for rec, _ in mine) / max(n, 1),
                100 * sum(f1 for _, f1 in mine) / max(n, 1),
            )
        floor = f1_kept[hops - 1] * max(v[2] for v in table.values())
        allowed = [b for b in grid if table[b][2] >= floor - 1e-9]
        best = max(allowed, key=lambda b: (round(table[b][1], 6), -b))
        chosen.append(best)
        figures[str(hops)] = {
            "questions": table[0.0][0],
            "recall_f1_by_beta": {
                f"{b:g}": [round(v[1], 1), round(v[2], 1)] for b, v in table.items()
            },
        }
        say(
            f"hedge, best reading of {hops}{'+' if hops == 3 else ''} hops (n={table[0.0][0]}): "
            f"beta {best:g}, R {table[best][1]:.1f} F1 {table[best][2]:.1f} "
            f"(alone: R {table[0.0][1]:.1f} F1 {table[0.0][2]:.1f}, F1 floor {floor:.1f})"
        )
    return (chosen[0], chosen[1], chosen[2]), figures


def fit(reads: list[Read], l2: float, objective: str = "gold") -> np.ndarray:
    """The weights maximising ``objective`` (:data:`OBJECTIVES`) on ``reads`` with an L2
    penalty of ``l2``."""
    from scipy.optimize import minimize

    wanted = [targets(r, objective) for r in reads]
    usable = [r for r, t in zip(reads, wanted, strict=True) if t.sum() > 0]
    wanted = [t for t in wanted if t.sum() > 0]
    if not usable:
        return np.zeros(len(FEATURES))
    # per-set weight so each set counts alike
    sets: dict[str, int] = defaultdict(int)
    for r in usable:
        sets[r.example.set] += 1
    weight = np.array([1.0 / sets[r.example.set] for r in usable])
    weight *= len(usable) / weight.sum()
    # every question's readings stacked: one segment per question
    x = np.vstack([r.x for r in usable])
    starts = np.cumsum([0] + [len(r.x) for r in usable[:-1]])
    segment = np.repeat(np.arange(len(usable)), [len(r.x) for r in usable])
    is_gold = np.concatenate(wanted)
    n = len(usable)

    def loss(w: np.ndarray) -> tuple[float, np.ndarray]:
        s = x @ w
        e = np.exp(s - np.maximum.reduceat(s, starts)[segment])
        z = np.add.reduceat(e, starts)
        gold = np.add.reduceat(e * is_gold, starts)
        total = -float(weight @ (np.log(gold) - np.log(z)))
        # d/ds of -log(gold/z): the softmax minus the target readings' share
        ds = weight[segment] * (e / z[segment] - e * is_gold / gold[segment])
        return total / n + l2 * float(w @ w), (ds @ x) / n + 2 * l2 * w

    # from zero: the gold loss is convex (the answers one need not be), and the fit then
    # does not depend on the weights in use
    res = minimize(loss, np.zeros(len(FEATURES)), jac=True, method="L-BFGS-B")
    return np.asarray(res.x)


def choose_l2(
    reads: dict[str, list[Read]],
    specs: Sequence[str],
    grid: Sequence[float] = L2_GRID,
    objective: str = "gold",
) -> tuple[float, dict[str, float], dict[str, np.ndarray]]:
    """The L2 penalty of ``grid`` whose leave-one-set-out fits give the held-out sets the
    lowest mean negative log-likelihood of ``objective`` (each set alike, temperature 1);
    also every penalty's figure, and the chosen penalty's left-out weights per set."""
    figures: dict[str, float] = {}
    best: tuple[float, float, dict[str, np.ndarray]] | None = None
    for l2 in grid:
        fitted = {
            spec: fit([r for other in specs if other != spec for r in reads[other]], l2, objective)
            for spec in specs
        }
        value = float(
            np.mean([gold_nll(reads[spec], fitted[spec], 1.0, objective) for spec in specs])
        )
        figures[f"{l2:g}"] = round(value, 4)
        say(f"l2 {l2:g}: left-out mean NLL of the gold reading {value:.4f}")
        if best is None or value < best[1] - 1e-12:
            best = (l2, value, fitted)
    assert best is not None
    return best[0], figures, best[2]


def gold_nll(reads: list[Read], w: np.ndarray, t: float = 1.0, objective: str = "gold") -> float:
    """The mean negative log-likelihood of ``objective`` (:data:`OBJECTIVES`; ``gold``: of
    the gold readings) over the questions of ``reads`` it can score."""
    values = []
    for r in reads:
        wanted = targets(r, objective)
        if not wanted.sum() > 0:
            continue
        z = (r.x @ w) / t
        p = np.exp(z - z.max())
        p /= p.sum()
        values.append(-np.log(max(float(p @ wanted), 1e-12)))
    return float(np.mean(values)) if values else 0.0


def temperature_of(reads: list[Read], w: np.ndarray, objective: str = "gold") -> float:
    """The softmax temperature that best calibrates ``objective``'s likelihood."""
    grid = np.exp(np.linspace(np.log(0.2), np.log(5.0), 41))
    return float(min(grid, key=lambda t: gold_nll(reads, w, float(t), objective)))


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


def weights_digest(payload: dict[str, Any]) -> str:
    """The SHA-256 of a weights file's numbers (features, weights, temperature): written
    into the file by the fit and named by the hedge file fitted for those weights."""
    numbers = {k: payload[k] for k in ("features", "weights", "temperature")}
    return hashlib.sha256(json.dumps(numbers, sort_keys=True).encode()).hexdigest()


def weights_file(
    w: Sequence[float],
    temperature: float,
    *,
    sets: Sequence[str],
    l2: float,
    left_out: dict[str, Any],
    l2_figures: dict[str, float] | None = None,
    degenerate: Sequence[dict[str, Any]] = (),
    commit: str | None = None,
    checks: dict[str, Any] | None = None,
    command: str = "",
    objective: str = DEFAULT_OBJECTIVE,
) -> dict[str, Any]:
    """The weights file's content (:func:`~graphpaths.dotrag.reading.reader.load_reader_weights`
    reads it): the weights by feature name, the temperature, their digest
    (:func:`weights_digest`) and the fit's provenance (``checks``: the check sets' figures
    with the fitted weights; ``command``: the fit's command line; ``l2_figures``: per
    penalty of :data:`L2_GRID`, the left-out figure :func:`choose_l2` chose ``l2`` by;
    ``objective``: the name of the fit's objective, :data:`OBJECTIVES`, whose statement
    the file records)."""
    for spec in [*sets, *(checks or {})]:
        refuse_held_out(spec)
    if objective not in OBJECTIVES:
        raise ValueError(f"weights_file: unknown objective {objective!r}")
    weights = ReaderWeights.from_vector([float(v) for v in w], temperature)
    payload: dict[str, Any] = {
        "format": WEIGHTS_FORMAT,
        "features": list(FEATURES),
        "weights": {name: round(float(getattr(weights, name)), 4) for name in FEATURES},
        "temperature": round(float(temperature), 4),
    }
    return {
        **payload,
        "digest": weights_digest(payload),
        "provenance": {
            "fitted_by": "benchmarks/reader/fit_reader.py fit",
            "command": command,
            "commit": commit if commit is not None else git_commit(),
            "sets": list(sets),
            "check_sets": {
                "note": "development sets kept out of the fit, scored with the fitted weights "
                "(temperature as fitted): per hop count as in left_out",
                "sets": checks or {},
            },
            "objective": OBJECTIVES[objective],
            "regularisation": (
                REGULARISATION.format(
                    l2=l2, grid=list(L2_GRID), figures=l2_figures, what=LIKELIHOOD_OF[objective][0]
                )
                if l2_figures
                else f"L2 towards zero: {l2} * (sum of squared weights) added to the mean loss"
            ),
            "temperature": TEMPERATURE.format(what=LIKELIHOOD_OF[objective][1]),
            "left_out": {
                "method": LEFT_OUT
                + (RETRIEVAL_LEFT_OUT if any("retrieval" in v for v in left_out.values()) else ""),
                "sets": left_out,
            },
            "degenerate": list(degenerate),
            **({"l2_left_out_nll": dict(l2_figures)} if l2_figures else {}),
        },
    }


def hedge_file(
    betas: Sequence[float],
    figures: dict[str, Any],
    *,
    sets: Sequence[str],
    weights_sha256: str,
    commit: str | None = None,
    grid: Sequence[float] = HEDGE_GRID,
    f1_kept: Sequence[float] = HEDGE_F1_KEPT,
    command: str = "",
    fitted: Sequence[float] | None = None,
    reason: str = "",
) -> dict[str, Any]:
    """The hedge file's content (``graphpaths.dotrag.reading.hedging.load_beta_by_hops`` reads
    it): the betas by hop class and how they were fitted, for the weights whose digest is
    ``weights_sha256``; ``fitted``: the objective's betas when ``betas`` are others, given
    by hand for ``reason``."""
    for spec in sets:
        refuse_held_out(spec)
    chosen = {
        "fitted_beta_by_hops": [float(b) for b in (betas if fitted is None else fitted)],
        "chosen": reason or "the fitted betas",
    }
    return {
        "format": HEDGE_FORMAT,
        "beta_by_hops": [float(b) for b in betas],
        "provenance": {
            **chosen,
            "fitted_by": "benchmarks/reader/fit_reader.py (fit --hedge-out, or hedge --out)",
            "command": command,
            "commit": commit if commit is not None else git_commit(),
            "reader_weights_digest": weights_sha256,
            "sets": list(sets),
            "objective": HEDGE_OBJECTIVE.format(kept=tuple(f1_kept)),
            "f1_kept": [float(k) for k in f1_kept],
            "grid": [float(b) for b in grid],
            "figures": {
                "note": "per hop class of the best reading: answerable questions, and per beta "
                "the pooled recall and F1 (%) of the simulated retrieval",
                "by_hops": figures,
            },
        },
    }


def write_weights(path: Path, payload: dict[str, Any]) -> None:
    """Write a weights file atomically (a temporary file beside it, then renamed)."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(payload, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=("accuracy", "fit", "dump", "hedge", "folds"))
    parser.add_argument("--sets", default=DEFAULT_SETS + ",metaqa:100")
    parser.add_argument(
        "--holdout", default=CHECK_SETS, help="check sets: never fitted on, only scored"
    )
    parser.add_argument("--index-root", default=str(REPO / ".cache"))
    parser.add_argument("--metaqa-index", default=str(REPO / ".cache" / "idx-metaqa"))
    parser.add_argument("--vectors", default=str(REPO / ".cache" / "reader-vectors.pkl"))
    parser.add_argument("--reads-cache", default=None, help="a folder keeping the sets' readings")
    parser.add_argument("--weights", default=None, help="a weights file (default: the library's)")
    parser.add_argument("--out", default=None, help="fit: the weights file; hedge: the hedge file")
    parser.add_argument("--hedge-out", default=None, help="fit: also fit the hedge, write it here")
    parser.add_argument(
        "--f1-kept",
        type=lambda v: tuple(float(k) for k in v.split(",")),
        default=HEDGE_F1_KEPT,
        help="hedge: the shares of the best F1 kept, for 1, 2, 3+ hops (k1,k2,k3)",
    )
    parser.add_argument("--betas", default="", help="hedge: betas given by hand (b1,b2,b3)")
    parser.add_argument("--reason", default="", help="hedge: why --betas, not the fitted ones")
    parser.add_argument(
        "--l2", type=float, default=None, help="the L2 penalty (default: chosen, L2_GRID)"
    )
    parser.add_argument("--drop", default="", help="features left out (zeroed), comma-separated")
    parser.add_argument(
        "--objective",
        choices=sorted(OBJECTIVES),
        default=DEFAULT_OBJECTIVE,
        help="fit, folds: the objective fitted (OBJECTIVES)",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--show", default="", help="dump: a set whose misses to print")
    args = parser.parse_args()
    # local folders (indexes, caches) named by their flag alone
    command = "python benchmarks/reader/fit_reader.py " + " ".join(
        "DIR" if a.startswith("/") else a for a in sys.argv[1:]
    )

    commit = git_commit()  # before any file is written
    from graphpaths.embeddings import SentenceTransformerEmbedder

    embedder = CachingEmbedder(SentenceTransformerEmbedder(), Path(args.vectors))
    weights = load_reader_weights(args.weights)
    specs = [s for s in args.sets.split(",") if s]
    holdout = [s for s in args.holdout.split(",") if s]
    for spec in [*specs, *holdout]:
        refuse_held_out(spec)
    reads = {spec: read_all(spec, args, embedder) for spec in [*specs, *holdout]}
    embedder.save()
    if args.objective == "answers" and args.command in ("fit", "folds"):
        for spec in specs:
            add_reach(reads[spec])
    for name in (d for d in args.drop.split(",") if d):
        column = FEATURES.index(name)
        for spec_reads in reads.values():
            for r in spec_reads:
                r.x[:, column] = 0.0
    w = weights.vector()
    train = [r for spec in specs for r in reads[spec]]
    if args.command == "folds":
        write_folds(reads, specs, args, command, commit)
        return 0
    if args.command == "accuracy":
        for spec in [*specs, *holdout]:
            report(spec, reads[spec], w, weights.temperature)
        return 0
    if args.command == "hedge":
        fitted, figures = fit_hedge(train, w, weights.temperature, f1_kept=args.f1_kept)
        given = tuple(float(b) for b in args.betas.split(",")) if args.betas else None
        if given is not None and (len(given) != 3 or not args.reason):
            raise SystemExit("--betas: three numbers, with --reason")
        betas = given if given is not None else fitted
        _hedge_checks(reads, holdout, w, weights.temperature, betas)
        if args.out:
            file = Path(args.weights) if args.weights else None
            digest = weights_digest(json.loads(_weights_path(file).read_text(encoding="utf-8")))
            payload = hedge_file(
                betas,
                figures,
                sets=specs,
                weights_sha256=digest,
                f1_kept=args.f1_kept,
                command=command,
                commit=commit,
                fitted=fitted if given is not None else None,
                reason=args.reason,
            )
            write_weights(Path(args.out), payload)
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
    objective = args.objective
    if args.l2 is None:
        l2, l2_figures, left_out_weights = choose_l2(reads, specs, objective=objective)
    else:
        l2, l2_figures = args.l2, {}
        left_out_weights = {
            spec: fit([r for other in specs if other != spec for r in reads[other]], l2, objective)
            for spec in specs
        }
    say(f"leave one set out (l2 {l2:g}, objective {objective}):")
    left_out = {spec: report(spec, reads[spec], left_out_weights[spec], 1.0) for spec in specs}
    betas_in_use = load_beta_by_hops()
    for spec in specs:
        others = [r for other in specs if other != spec for r in reads[other]]
        left = left_out_weights[spec]
        left_out[spec]["retrieval"] = left_out_retrieval(
            spec, reads[spec], left, temperature_of(others, left, objective), betas_in_use
        )
    w = fit(train, l2, objective)
    t = temperature_of(train, w, objective)
    say("fitted on all:", {name: round(float(v), 3) for name, v in zip(FEATURES, w, strict=True)})
    say("temperature:", round(t, 3))
    for spec in specs:
        report(spec, reads[spec], w, t)
    checks = {spec: report(f"{spec} (check)", reads[spec], w, t) for spec in holdout}
    table = reliability([r for spec in [*specs, *holdout] for r in reads[spec]], w, t)
    for row in table:
        say(row)
    degenerate = degenerate_features(train)
    for row in degenerate:
        say("degenerate:", row["relation"])
    payload = weights_file(
        w,
        t,
        sets=specs,
        l2=l2,
        left_out=left_out,
        l2_figures=l2_figures,
        degenerate=degenerate,
        checks=checks,
        command=command,
        commit=commit,
        objective=objective,
    )
    if args.out:
        write_weights(Path(args.out), payload)
    if args.hedge_out:
        # the hedge of the weights as written (rounded), as the library will use them
        written = ReaderWeights.from_vector(
            [payload["weights"][name] for name in FEATURES], payload["temperature"]
        )
        betas, figures = fit_hedge(
            train, written.vector(), written.temperature, f1_kept=args.f1_kept
        )
        _hedge_checks(reads, holdout, written.vector(), written.temperature, betas)
        hedge = hedge_file(
            betas,
            figures,
            sets=specs,
            weights_sha256=payload["digest"],
            f1_kept=args.f1_kept,
            command=command,
            commit=commit,
        )
        write_weights(Path(args.hedge_out), hedge)
    return 0


def write_folds(
    reads: dict[str, list[Read]],
    specs: Sequence[str],
    args: argparse.Namespace,
    command: str,
    commit: str,
) -> None:
    """``folds``: per KGQA set of ``specs``, the weights fitted on every other spec (MetaQA
    always among them) with the penalty ``--l2`` and the temperature fitted on those, written
    to ``--out``/<set>.json: what reads that set out of sample
    (``fit_abstain.py collect --reader-folds``)."""
    if args.l2 is None or not args.out:
        raise SystemExit("folds: give --l2 (the library file's penalty) and --out (a folder)")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for spec in specs:
        if spec.startswith("metaqa"):
            continue
        others = [s for s in specs if s != spec]
        train = [r for s in others for r in reads[s]]
        w = fit(train, args.l2, args.objective)
        t = temperature_of(train, w, args.objective)
        left = report(f"{spec} (left out)", reads[spec], w, t)
        payload = weights_file(
            w,
            t,
            sets=others,
            l2=args.l2,
            left_out={spec: left},
            commit=commit,
            command=command,
            objective=args.objective,
        )
        write_weights(out / f"{Path(spec).name}.json", payload)


def _weights_path(path: Path | None) -> Path:
    """A weights file's path (``None``: the library's)."""
    from graphpaths.dotrag.reading import reader

    return path if path is not None else Path(reader.__file__).with_name(reader.WEIGHTS_FILE)


def _hedge_checks(
    reads: dict[str, list[Read]],
    holdout: Sequence[str],
    w: np.ndarray,
    t: float,
    betas: tuple[float, float, float],
) -> None:
    """Print the check sets' simulated recall and F1 per hop count with ``betas``."""
    for spec in holdout:
        rows = simulate(reads[spec], w, t, betas)
        say(
            f"{spec} (check, betas {betas}): "
            + "  ".join(
                f"{h}-hop R {100 * np.mean([r for q, _, r, _ in rows if q == h]):.1f} "
                f"F1 {100 * np.mean([f for q, _, _, f in rows if q == h]):.1f}"
                for h in sorted({q for q, _, _, _ in rows})
            )
        )


if __name__ == "__main__":
    raise SystemExit(main())
