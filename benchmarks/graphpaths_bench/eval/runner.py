"""Evaluation runs: every method on the same seeded questions, metrics and latency per hop.

``graphpaths eval metaqa``, ``eval kgqa`` and ``eval beir`` are thin wrappers around
:func:`run_metaqa`, :func:`run_kgqa` and :func:`run_beir`; the first two share one loop
(MetaQA is one instance of a question set over a graph) and write the same JSON shape. A run writes one JSON summary (the
shape the issue tracker and ``graphpaths report`` rely on) and, optionally, a
per-question JSONL for error analysis. With ``resume=True`` the rows already in
that JSONL are reused, so an interrupted run continues where it stopped.

Latency is wall time of one retrieval call, query embedding included, after
one untimed warm-up call per method (as in DotRAG D.1: initialization and
warm-up excluded).
"""

from __future__ import annotations

import json
import os
import platform
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from graphpaths.context import DEFAULT_BUDGET, TokenCounter, approximate_tokens
from graphpaths.errors import ConfigError, InputError
from graphpaths.validation import check_int
from graphpaths_bench.eval.answers import AnswerNames
from graphpaths_bench.eval.base import CorpusResources, EvalResources, MethodSpec
from graphpaths_bench.eval.beir import BeirDataset
from graphpaths_bench.eval.gold import GoldSets, question_gold_sets
from graphpaths_bench.eval.kgqa import QUESTIONS_FILE, load_kgqa_questions, match_kgqa_questions
from graphpaths_bench.eval.metaqa import (
    MatchedQuestion,
    MatchReport,
    load_metaqa_questions,
    match_questions,
    sample_questions,
)
from graphpaths_bench.eval.metrics import (
    RetrievalMetrics,
    macro_average,
    ndcg_at_k,
    recall_at_k,
    retrieval_metrics,
)
from graphpaths_bench.eval.paraphrase import load_paraphrases, paraphrase_questions
from graphpaths_bench.eval.reader import Reader, ReaderOptions, ReaderRecord, summarize_reader
from graphpaths_bench.eval.registry import get_method
from graphpaths_bench.eval.trace import DecisionJudge, QuestionGold, summarize
from graphpaths_bench.jsonl_rows import read_jsonl_rows

__all__ = [
    "HAS_ANSWERS",
    "LACKING",
    "NOT_FOUND",
    "LLMOptions",
    "machine_info",
    "question_class",
    "run_beir",
    "run_kgqa",
    "run_metaqa",
]

#: ``progress(stage, done, total=...)``, as in :mod:`graphpaths.dotrag.index.graph_index`.
Progress = Callable[..., None]


#: The classes of a question (``question_class`` of a per-question row): its answers are in the
#: graph; it names nothing in the graph; it names an entity but a relation the graph lacks.
HAS_ANSWERS = "has_answers"
NOT_FOUND = "not_found"
LACKING = "lacking"


def question_class(question: _Question) -> str:
    """:data:`NOT_FOUND`, :data:`LACKING` or :data:`HAS_ANSWERS`."""
    if question.not_found:
        return NOT_FOUND
    return LACKING if question.lacking else HAS_ANSWERS


def machine_info() -> dict[str, Any]:
    """What the numbers were measured on."""
    return {
        "cpus": os.cpu_count(),
        "machine": platform.machine(),
        "processor": platform.processor() or platform.machine(),
        "python": platform.python_version(),
        "numpy": np.__version__,
    }


def _percent(value: float | None) -> float | None:
    return None if value is None else round(100.0 * value, 2)


def _latency(ms: Sequence[float]) -> dict[str, float]:
    if not ms:
        return {"latency_p50_ms": 0.0, "latency_p95_ms": 0.0}
    return {
        "latency_p50_ms": round(float(np.percentile(ms, 50)), 2),
        "latency_p95_ms": round(float(np.percentile(ms, 95)), 2),
    }


def _summary(metrics: Sequence[RetrievalMetrics]) -> dict[str, Any]:
    if not metrics:
        return {"n": 0, "recall": None, "precision": None, "f1": None, "gp": None}
    macro = macro_average(metrics)
    return {
        "n": macro.questions,
        "recall": _percent(macro.recall),
        "precision": _percent(macro.precision),
        "f1": _percent(macro.f1),
        "gp": _percent(macro.gp),
    }


class _Question(Protocol):
    """What the runner reads of a matched question (MetaQA's or a KGQA set's)."""

    @property
    def id(self) -> str: ...

    @property
    def hops(self) -> int: ...

    @property
    def text(self) -> str: ...

    @property
    def qtype(self) -> str | None: ...

    @property
    def not_found(self) -> bool: ...

    @property
    def lacking(self) -> bool: ...

    @property
    def topic_indices(self) -> npt.NDArray[np.integer]: ...

    @property
    def answer_indices(self) -> npt.NDArray[np.integer]: ...


@dataclass(frozen=True, kw_only=True)
class _Row:
    """One question answered by one method, as stored in the JSONL.

    ``metrics`` is None for a question whose topic is not in the graph (``not_found``)
    and for one whose relation the graph lacks (``lacking``): it has no answers to score,
    only whether the method returned nothing.
    """

    method: str
    question_id: str
    hops: int
    metrics: RetrievalMetrics | None
    answerable: bool
    latency_ms: float
    llm_calls: int
    not_found: bool = False
    lacking: bool = False
    retrieved: int = 0
    llm_prompt_tokens: int = 0
    llm_completion_tokens: int = 0
    context_tokens: int = 0
    #: The reader's call and scores when the run has a reader (:mod:`graphpaths_bench.eval.reader`).
    reader: ReaderRecord | None = None
    #: Hops of the method's best path (DotRAG's ``stats.walked``); None for a method
    #: without paths.
    walked: int | None = None

    @classmethod
    def from_json(cls, payload: dict[str, Any]) -> _Row:
        metrics = payload["metrics"]
        return cls(
            method=payload["method"],
            question_id=payload["id"],
            hops=payload["hops"],
            metrics=RetrievalMetrics(**metrics) if metrics is not None else None,
            answerable=payload["answerable"],
            latency_ms=payload["latency_ms"],
            llm_calls=payload["llm_calls"],
            not_found=payload.get("not_found", False),
            lacking=payload.get("question_class") == LACKING,
            retrieved=len(payload.get("retrieved", ())),
            llm_prompt_tokens=payload.get("llm_prompt_tokens", 0),
            llm_completion_tokens=payload.get("llm_completion_tokens", 0),
            context_tokens=payload.get("context_tokens", 0),
            reader=ReaderRecord.from_json(payload["reader"]) if payload.get("reader") else None,
            walked=_walked(payload.get("stats") or {}),
        )


def _read_rows(path: Path) -> dict[tuple[str, str], _Row]:
    """Rows of an earlier run by (method, question id); a row cut short by an interruption
    is dropped (that question is asked again)."""
    return {(row.method, row.question_id): row for row in read_jsonl_rows(path, _Row.from_json)}


def _metaqa_questions(
    index_graph: Any,
    data_dir: Path,
    hops: Sequence[int],
    split: str,
    limit: int | None,
    seed: int,
    paraphrases: Mapping[str, Sequence[str]] | None = None,
) -> tuple[dict[int, list[MatchedQuestion]], dict[int, MatchReport]]:
    by_hop: dict[int, list[MatchedQuestion]] = {}
    reports: dict[int, MatchReport] = {}
    for hop in hops:
        matched, report = match_questions(load_metaqa_questions(data_dir, hop, split), index_graph)
        reports[hop] = report
        by_hop[hop] = sample_questions(matched, limit, seed) if limit is not None else matched
        if paraphrases is not None:
            by_hop[hop] = paraphrase_questions(by_hop[hop], paraphrases, seed)
    return by_hop, reports


def run_metaqa(
    index: Any,
    embedder: Any,
    *,
    data_dir: str | os.PathLike[str],
    methods: Sequence[str],
    hops: Sequence[int] = (1, 2, 3),
    split: str = "dev",
    limit: int | None = None,
    seed: int = 0,
    budget: int = DEFAULT_BUDGET,
    counter: TokenCounter = approximate_tokens,
    jsonl: str | os.PathLike[str] | None = None,
    resume: bool = False,
    progress: Progress | None = None,
    paraphrases: str | os.PathLike[str] | None = None,
    llm: LLMOptions | None = None,
    reader: ReaderOptions | None = None,
) -> dict[str, Any]:
    """Evaluate graph methods on MetaQA questions; returns the JSON summary.

    ``index`` is a loaded :class:`~graphpaths.dotrag.index.graph_index.GraphIndex` of the MetaQA
    graph and ``embedder`` the embedder it was built with. ``paraphrases`` names a
    paraphrase file (:mod:`graphpaths_bench.eval.paraphrase`): the sampled questions are
    then asked in its wordings, with the same topics and answers. ``llm``: the LLM
    methods' cache, trace and call cap (:class:`LLMOptions`). ``reader``: an LLM that
    answers each question from each method's context (:mod:`graphpaths_bench.eval.reader`);
    its figures go under ``methods[name][hop]["reader"]`` and its settings and prompt
    under ``reader``.
    """
    if not methods:
        raise ConfigError("methods: give at least one method name")
    if limit is not None:
        check_int(None, "limit", limit, error=InputError)
    specs = [get_method(name, "graph") for name in methods]
    templates = load_paraphrases(paraphrases) if paraphrases is not None else None
    by_hop, reports = _metaqa_questions(
        index.graph, Path(data_dir), hops, split, limit, seed, templates
    )
    result: dict[str, Any] = {
        "dataset": "metaqa",
        "split": split,
        "seed": seed,
        "limit": limit,
        "budget": budget,
        "hops": list(hops),
        "paraphrases": str(paraphrases) if paraphrases is not None else None,
        "index": str(index.path),
        "embedder": index.manifest.embedder,
        "machine": machine_info(),
        "match": {str(h): r.__dict__ for h, r in reports.items()},
        "reader": reader.describe() if reader is not None else None,
        "methods": {},
    }
    questions: dict[int, Sequence[_Question]] = dict(by_hop)
    _evaluate(
        result,
        index,
        _resources(index, embedder, budget, counter, llm),
        specs,
        questions,
        llm=llm,
        reader=reader,
        jsonl=jsonl,
        resume=resume,
        progress=progress,
    )
    return result


def run_kgqa(
    index: Any,
    embedder: Any,
    *,
    data_dir: str | os.PathLike[str],
    methods: Sequence[str],
    hops: Sequence[int] | None = None,
    limit: int | None = None,
    seed: int = 0,
    budget: int = DEFAULT_BUDGET,
    counter: TokenCounter = approximate_tokens,
    jsonl: str | os.PathLike[str] | None = None,
    resume: bool = False,
    progress: Progress | None = None,
    llm: LLMOptions | None = None,
    reader: ReaderOptions | None = None,
) -> dict[str, Any]:
    """Evaluate graph methods on a KGQA folder (:mod:`graphpaths_bench.eval.kgqa`); the JSON summary.

    ``index`` is a loaded index of the folder's graph
    (:func:`~graphpaths_bench.eval.kgqa.load_kgqa_graph`). Each question's hop count is its own
    ``hops``; ``hops`` keeps only those hop counts (None: every one present, ascending);
    ``limit`` samples that many questions per hop with ``seed``
    (:func:`~graphpaths_bench.eval.metaqa.sample_questions`). The summary has the MetaQA shape
    (``methods[name][hop]``: recall, precision, F1, GP, answerable subset, latency, LLM
    calls; ``wrongly_abstained``: the percent of the hop's questions, and of its answerable
    subset, answered with an empty context; ``answer_present``: the percent whose context holds
    an answer; ``walked``: for a method reporting its best path's hops, ``stats["walked"]``
    as DotRAG does, their mean and the percent of questions walked shorter than, as far as
    and further than asked). Questions whose topic is not in the graph
    (``"topics": []``) are kept out of those averages: they have no answer to recall. They
    are asked all the same (sampled with the same ``limit`` among themselves, hop filter
    applied) and summarised under ``not_found[name]``: how many, the share a method answered
    with an empty context (``abstained``, percent), and the mean number of entities it
    returned, over all of them (``mean_retrieved``) and over those it did not abstain on
    (``mean_retrieved_when_returned``); with a ``reader``, also how often the reader said
    "unknown", the right reply there. Questions naming an entity of the graph and a relation
    the graph lacks (``"lacks"``) are kept out likewise, sampled likewise and summarised the
    same way under ``lacking[name]``.
    """
    if not methods:
        raise ConfigError("methods: give at least one method name")
    if limit is not None:
        check_int(None, "limit", limit, error=InputError)
    specs = [get_method(name, "graph") for name in methods]
    folder = Path(data_dir)
    asked = load_kgqa_questions(folder)
    matched = match_kgqa_questions(asked, index.graph, source=str(folder / QUESTIONS_FILE))
    present = sorted({q.hops for q in matched})
    wanted = list(present if hops is None else hops)
    for hop in wanted:
        check_int(None, "hops", hop, error=InputError)
    by_hop: dict[int, Sequence[_Question]] = {}
    for hop in wanted:
        mine = [q for q in matched if q.hops == hop and not q.not_found and not q.lacking]
        by_hop[hop] = sample_questions(mine, limit, seed) if limit is not None else mine
    absent = [q for q in matched if q.not_found and q.hops in wanted]
    absent = sample_questions(absent, limit, seed) if limit is not None else absent
    lacking = [q for q in matched if q.lacking and q.hops in wanted]
    lacking = sample_questions(lacking, limit, seed) if limit is not None else lacking
    result: dict[str, Any] = {
        "dataset": "kgqa",
        "data": str(folder),
        "split": folder.name,
        "seed": seed,
        "limit": limit,
        "budget": budget,
        "hops": wanted,
        "paraphrases": None,
        "index": str(index.path),
        "embedder": index.manifest.embedder,
        "machine": machine_info(),
        "match": {
            str(h): {
                "questions": sum(1 for q in matched if q.hops == h),
                "not_found": sum(1 for q in matched if q.hops == h and q.not_found),
                "lacking": sum(1 for q in matched if q.hops == h and q.lacking),
                "evaluated": len(by_hop[h]),
            }
            for h in wanted
        },
        "reader": reader.describe() if reader is not None else None,
        "methods": {},
        "not_found": {},
        "lacking": {},
    }
    _evaluate(
        result,
        index,
        _resources(index, embedder, budget, counter, llm),
        specs,
        by_hop,
        llm=llm,
        reader=reader,
        absent=absent,
        lacking=lacking,
        jsonl=jsonl,
        resume=resume,
        progress=progress,
    )
    return result


@dataclass(frozen=True, kw_only=True)
class LLMOptions:
    """How the LLM methods of a run (``dotrag-llm``) talk to their model.

    Attributes:
        cache: Record every LLM answer to / replay it from this JSONL file
            (:class:`~graphpaths.llm.CachedLLM`); ``cache_mode``: ``"auto"``, ``"record"``
            or ``"replay"`` (strict: a request the file lacks is an error).
        trace: Write each LLM decision, judged against the gold (``model_right``,
            ``heuristic_right``, :mod:`graphpaths_bench.eval.trace`), to this JSONL file; the
            summary per method, hop and decision kind goes into the result's ``trace``.
        max_llm_calls: LLM calls per question at most (``DotRAGConfig.max_llm_calls``).
    """

    cache: str | os.PathLike[str] | None = None
    cache_mode: str = "auto"
    trace: str | os.PathLike[str] | None = None
    max_llm_calls: int | None = None


def _resources(
    index: Any, embedder: Any, budget: int, counter: TokenCounter, llm: LLMOptions | None
) -> EvalResources:
    llm = llm if llm is not None else LLMOptions()
    return EvalResources(
        index=index,
        embedder=embedder,
        budget=budget,
        counter=counter,
        llm_cache=llm.cache,
        llm_cache_mode=llm.cache_mode,
        trace=llm.trace is not None,
        max_llm_calls=llm.max_llm_calls,
    )


def _evaluate(
    result: dict[str, Any],
    index: Any,
    resources: EvalResources,
    specs: Sequence[MethodSpec],
    by_hop: Mapping[int, Sequence[_Question]],
    *,
    llm: LLMOptions | None = None,
    reader: ReaderOptions | None = None,
    absent: Sequence[_Question] = (),
    lacking: Sequence[_Question] = (),
    jsonl: str | os.PathLike[str] | None,
    resume: bool,
    progress: Progress | None,
) -> None:
    """Ask every method every question; fills ``result["methods"]`` (and ``"not_found"``,
    ``"lacking"``: questions without answers, never scored)."""
    graph = index.graph
    gold: dict[str, GoldSets] = {
        q.id: question_gold_sets(index.reachability, q)
        for questions in by_hop.values()
        for q in questions
        if not q.not_found and not q.lacking
    }
    jsonl_path = Path(jsonl) if jsonl is not None else None
    done = _read_rows(jsonl_path) if (jsonl_path is not None and resume) else {}
    if jsonl_path is not None and not resume and jsonl_path.exists():
        jsonl_path.unlink()
    sink = open(jsonl_path, "a", encoding="utf-8") if jsonl_path is not None else None  # noqa: SIM115
    trace_path = Path(llm.trace) if llm is not None and llm.trace is not None else None
    trace_sink = open(trace_path, "w", encoding="utf-8") if trace_path is not None else None  # noqa: SIM115
    judge = DecisionJudge(graph) if trace_path is not None else None
    traced: dict[str, dict[str, list[dict[str, Any]]]] = {}
    asked: list[_Question] = [q for questions in by_hop.values() for q in questions]
    asked += absent
    asked += lacking
    hops = list(by_hop)
    reading = Reader.open(reader) if reader is not None else None
    names = AnswerNames.from_graph(graph) if reading is not None else None
    try:
        for spec in specs:
            method = spec.create(resources)
            warmed = False
            rows: list[_Row] = []
            for question in asked:
                key = (spec.name, question.id)
                if key in done and _reusable(done[key], reading is not None):
                    rows.append(done[key])
                    continue
                if not warmed:
                    method.retrieve(question.text)
                    warmed = True
                start = time.perf_counter()
                answer = method.retrieve(question.text)
                latency = (time.perf_counter() - start) * 1e3
                retrieved = answer.context.entities
                unanswerable = question.not_found or question.lacking
                sets = None if unanswerable else gold[question.id]
                metrics = (
                    retrieval_metrics(retrieved, sets.answers, sets.intermediates)
                    if sets is not None
                    else None
                )
                read = None
                if reading is not None and names is not None:
                    read = ReaderRecord.scored(
                        reading.read(question.text, answer.context.text),
                        names,
                        answers=sets.answers if sets is not None else (),
                        context=answer.context.entities,
                    )
                row = _Row(
                    method=spec.name,
                    question_id=question.id,
                    hops=question.hops,
                    metrics=metrics,
                    answerable=sets.answerable if sets is not None else False,
                    latency_ms=latency,
                    llm_calls=answer.llm_calls,
                    not_found=question.not_found,
                    lacking=question.lacking,
                    retrieved=len(set(retrieved)),
                    llm_prompt_tokens=_stat(answer.stats, "llm_prompt_tokens"),
                    llm_completion_tokens=_stat(answer.stats, "llm_completion_tokens"),
                    context_tokens=answer.context.tokens,
                    reader=read,
                    walked=_walked(answer.stats),
                )
                rows.append(row)
                if trace_sink is not None and judge is not None and answer.decisions:
                    gold_q = QuestionGold(
                        topics=frozenset(int(t) for t in question.topic_indices),
                        answers=sets.answers if sets is not None else frozenset(),
                        hops=question.hops,
                    )
                    for number, decision in enumerate(answer.decisions):
                        judged = {
                            "method": spec.name,
                            "id": question.id,
                            "hops": question.hops,
                            "question": question.text,
                            "step": number,
                            **decision,
                            **(judge.judge(decision, gold_q) if sets is not None else {}),
                        }
                        traced.setdefault(spec.name, {}).setdefault(str(question.hops), []).append(
                            judged
                        )
                        trace_sink.write(json.dumps(judged) + "\n")
                    trace_sink.flush()
                if sink is not None:
                    ids = graph.entity_ids
                    payload = {
                        "method": spec.name,
                        "id": question.id,
                        "hops": question.hops,
                        "question": question.text,
                        "qtype": question.qtype,
                        "not_found": row.not_found,
                        "question_class": question_class(question),
                        "retrieved": sorted(ids[i] for i in set(retrieved)),
                        "answers": [ids[i] for i in sorted(sets.answers)] if sets else [],
                        "intermediates": len(sets.intermediates) if sets else 0,
                        "answerable": row.answerable,
                        "metrics": metrics.__dict__ if metrics is not None else None,
                        "latency_ms": round(latency, 3),
                        "llm_calls": answer.llm_calls,
                        "llm_prompt_tokens": row.llm_prompt_tokens,
                        "llm_completion_tokens": row.llm_completion_tokens,
                        "context_tokens": answer.context.tokens,
                        "stats": answer.stats,
                        "reader": read.to_json() if read is not None else None,
                    }
                    sink.write(json.dumps(payload) + "\n")
                    sink.flush()
                if progress is not None:
                    progress(spec.name, len(rows), total=len(asked))
            found = [r for r in rows if not r.not_found and not r.lacking]
            result["methods"][spec.name] = _metaqa_method_summary(found, hops)
            if reading is not None:
                overall: dict[str, Any] = {
                    "context_tokens": _mean_of([r.context_tokens for r in found], 1)
                }
                _add_reader(overall, found)
                result.setdefault("reader_all_hops", {})[spec.name] = overall
            if absent:
                result["not_found"][spec.name] = _unanswerable_summary(
                    [r for r in rows if r.not_found]
                )
            if lacking:
                result["lacking"][spec.name] = _unanswerable_summary([r for r in rows if r.lacking])
        cache = getattr(reading, "llm", None)
        if reader is not None and isinstance(result.get("reader"), dict):
            result["reader"]["cache_hits"] = getattr(cache, "hits", None)
            result["reader"]["cache_misses"] = getattr(cache, "misses", None)
        if trace_path is not None:
            result["trace"] = {
                "file": str(trace_path),
                "methods": {
                    name: {hop: summarize(records) for hop, records in sorted(by.items())}
                    for name, by in traced.items()
                },
            }
    finally:
        if sink is not None:
            sink.close()
        if trace_sink is not None:
            trace_sink.close()


def _reusable(row: _Row, reading: bool) -> bool:
    """Whether a resumed run keeps ``row``: with a reader, only rows it read without error
    (a failed call was not recorded, so it is asked again)."""
    return not reading or (row.reader is not None and row.reader.error is None)


def _metaqa_method_summary(rows: Iterable[_Row], hops: Sequence[int]) -> dict[str, Any]:
    summary: dict[str, Any] = {}
    rows = list(rows)
    for hop in hops:
        mine = [r for r in rows if r.hops == hop and r.metrics is not None]
        entry = _summary([r.metrics for r in mine if r.metrics is not None])
        entry.update(_cost(mine))
        entry.update(_latency([r.latency_ms for r in mine]))
        entry["context_tokens"] = _mean_of([r.context_tokens for r in mine], 1)
        entry["wrongly_abstained"] = _abstained(mine)
        entry["answer_present"] = _answer_present(mine)
        entry["walked"] = _walked_summary(mine, hop)
        answerable = [r for r in mine if r.answerable]
        entry["answerable"] = _summary([r.metrics for r in answerable if r.metrics is not None])
        entry["answerable"]["wrongly_abstained"] = _abstained(answerable)
        _add_reader(entry, mine)
        summary[str(hop)] = entry
    return summary


def _mean_of(values: Sequence[float], digits: int = 2) -> float:
    return round(float(np.mean(values)), digits) if values else 0.0


def _add_reader(entry: dict[str, Any], rows: Sequence[_Row]) -> None:
    """The reader's figures over ``rows`` as ``entry["reader"]``, when they were read."""
    records = [r.reader for r in rows if r.reader is not None]
    if records:
        entry["reader"] = summarize_reader(records)


def _answer_present(rows: Sequence[_Row]) -> float | None:
    """Percent of ``rows`` whose context holds at least one answer (what a reader of the
    context needs, however many other entities come with it)."""
    scored = [r.metrics for r in rows if r.metrics is not None]
    return _percent(sum(m.hits > 0 for m in scored) / len(scored)) if scored else None


def _walked(stats: Mapping[str, Any]) -> int | None:
    """The hops of a method's best path (``stats["walked"]``), None when it keeps none."""
    value = stats.get("walked")
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _walked_summary(rows: Sequence[_Row], hops: int) -> dict[str, Any] | None:
    """How far the best path of the questions of ``hops`` hops went, against the hops
    asked: the mean, and the percent of questions walked shorter, as far and further
    (questions with no path count as walked 0); None for a method without paths."""
    walked = [r.walked for r in rows if r.walked is not None]
    if not walked:
        return None
    n = len(walked)
    return {
        "n": n,
        "mean": _mean_of(walked),
        "shorter": _percent(sum(w < hops for w in walked) / n),
        "as_asked": _percent(sum(w == hops for w in walked) / n),
        "longer": _percent(sum(w > hops for w in walked) / n),
    }


def _stat(stats: Mapping[str, Any], name: str) -> int:
    """An integer counter of a method's stats (0 when the method keeps none)."""
    value = stats.get(name, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _cost(rows: Sequence[_Row]) -> dict[str, float]:
    """Mean LLM calls, prompt and completion tokens, and seconds per question."""
    return {
        "llm_calls": _mean_of([r.llm_calls for r in rows]),
        "llm_prompt_tokens": _mean_of([r.llm_prompt_tokens for r in rows], 1),
        "llm_completion_tokens": _mean_of([r.llm_completion_tokens for r in rows], 1),
        "seconds_per_question": _mean_of([r.latency_ms / 1e3 for r in rows], 3),
    }


def _abstained(rows: Sequence[_Row]) -> float | None:
    """Percent of ``rows`` a method answered with an empty context (no entity returned)."""
    return _percent(sum(r.retrieved == 0 for r in rows) / len(rows)) if rows else None


def _unanswerable_summary(rows: Sequence[_Row]) -> dict[str, Any]:
    """Questions without answers in the graph (naming nothing in it, or a relation it lacks):
    how often a method returned nothing, and how much it returned when it did not."""
    n = len(rows)
    returned = [r.retrieved for r in rows if r.retrieved]
    summary: dict[str, Any] = {
        "n": n,
        "abstained": _abstained(rows),
        "mean_retrieved": round(float(np.mean([r.retrieved for r in rows])), 2) if n else None,
        "mean_retrieved_when_returned": round(float(np.mean(returned)), 2) if returned else None,
        **_cost(rows),
        **_latency([r.latency_ms for r in rows]),
    }
    _add_reader(summary, rows)
    return summary


def run_beir(
    dataset: BeirDataset,
    resources: CorpusResources,
    *,
    methods: Sequence[str],
    k: int = 10,
    progress: Progress | None = None,
    jsonl: str | os.PathLike[str] | None = None,
) -> dict[str, Any]:
    """Evaluate corpus methods on a BEIR dataset: nDCG@k, capped Recall@k, latency."""
    if not methods:
        raise ConfigError("methods: give at least one method name")
    specs = [get_method(name, "corpus") for name in methods]
    queries = list(dataset.queries)
    result: dict[str, Any] = {
        "dataset": "beir",
        "split": dataset.split,
        "queries": len(queries),
        "documents": len(dataset.corpus),
        "k": k,
        "machine": machine_info(),
        "methods": {},
    }
    sink = open(jsonl, "w", encoding="utf-8") if jsonl is not None else None  # noqa: SIM115
    try:
        for spec in specs:
            method = spec.create(resources)
            if queries:
                method.rank(queries[0].text, k)  # warm-up
            ndcgs: list[float] = []
            recalls: list[float] = []
            latencies: list[float] = []
            for done, query in enumerate(queries, start=1):
                start = time.perf_counter()
                ranked = method.rank(query.text, k)
                latencies.append((time.perf_counter() - start) * 1e3)
                ids = [doc_id for doc_id, _ in ranked]
                qrels = dataset.qrels[query.id]
                ndcgs.append(ndcg_at_k(ids, qrels, k))
                recalls.append(recall_at_k(ids, qrels, k))
                if sink is not None:
                    payload = {
                        "method": spec.name,
                        "id": query.id,
                        "ranked": ids,
                        "relevant": sorted(d for d, s in qrels.items() if s > 0),
                        f"ndcg@{k}": ndcgs[-1],
                        f"recall@{k}": recalls[-1],
                        "latency_ms": round(latencies[-1], 3),
                    }
                    sink.write(json.dumps(payload) + "\n")
                if progress is not None:
                    progress(spec.name, done, total=len(queries))
            result["methods"][spec.name] = {
                "n": len(queries),
                f"ndcg@{k}": round(100.0 * float(np.mean(ndcgs)), 2) if ndcgs else None,
                f"recall@{k}": round(100.0 * float(np.mean(recalls)), 2) if recalls else None,
                **_latency(latencies),
            }
    finally:
        if sink is not None:
            sink.close()
    return result
