"""One retriever shared by concurrent callers answers exactly as sequential calls do (issue 14).

Each retriever is made fresh (cold caches: query embeddings, question readings, reachability
layers, composed relation norms, GraFine's vectors) and then shared by 8 threads released
together by a barrier, and by 64 concurrent ``aretrieve`` / ``ainvoke`` calls; every answer
must equal the one a separate retriever gives sequentially (paths, scores, context, and
for the LLM policy the per-question LLM usage). DotRAG with the heuristic policy and with an
LLM policy (whose answers arrive after random delays, so calls interleave), GraFine, and the
LangChain and LlamaIndex retrievers of both.
"""

from __future__ import annotations

import asyncio
import random
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

import pytest
from adapter_support import load_notes

from graphpaths.dotrag.protocol.types import DotRAGResult
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths.grafine.retriever import GraFine, GraFineResult
from graphpaths.llm.messages import MessageLike
from graphpaths.llm.protocol import Completion

pytestmark = pytest.mark.slow  # threads and tasks over the real embedder and the adapters

QUESTIONS = [
    "Who directed Inception?",
    "Which movies did Christopher Nolan direct?",
    "What genre is Interstellar?",
    "Which actors starred in movies directed by Christopher Nolan?",
    "When was The Prestige released?",
    "Who wrote the movies that Leonardo DiCaprio starred in?",
    "Which films share a genre with Inception?",
    "Who starred in The Dark Knight?",
]
NOTES_QUESTIONS = [
    "Who upgraded the ledger's database, and what went wrong during it?",
    "What did the Kestrel team decide about the release?",
    "Which incident delayed the project?",
    "Who reviewed the migration plan?",
]
THREADS = 8
TASKS = 64

T = TypeVar("T")


def calls(questions: Sequence[str], n: int) -> list[str]:
    """``n`` questions, each of ``questions`` as often as the others, in a shuffled order."""
    order = [questions[i % len(questions)] for i in range(n)]
    random.Random(n).shuffle(order)
    return order


def in_threads(fn: Callable[[str], T], questions: Sequence[str]) -> list[T]:
    """``fn`` over ``questions`` on :data:`THREADS` threads started together."""
    barrier = threading.Barrier(THREADS)

    def run(question: str) -> T:
        return fn(question)

    def first(question: str) -> T:
        barrier.wait(timeout=30)  # every thread's first call starts at once (cold caches)
        return fn(question)

    with ThreadPoolExecutor(THREADS) as pool:
        firsts = [pool.submit(first, q) for q in questions[:THREADS]]
        rest = list(pool.map(run, questions[THREADS:]))
        return [f.result(timeout=120) for f in firsts] + rest


def concurrently(fn: Callable[[str], Any], questions: Sequence[str]) -> list[Any]:
    """``await fn(q)`` for every question at once, on one event loop."""

    async def main() -> list[Any]:
        return list(await asyncio.gather(*(fn(q) for q in questions)))

    return asyncio.run(main())


def dotrag_answer(result: DotRAGResult) -> tuple[Any, ...]:
    paths = tuple(
        (
            p.anchor,
            p.priority,
            p.preferred,
            p.score,
            tuple((h.relation, h.source, h.target, h.similarity) for h in p.hops),
        )
        for p in result.paths
    )
    s = result.stats
    usage = (s.llm_calls, s.llm_retries, s.llm_invalid_answers, s.fallbacks, s.policy_calls)
    return paths, result.context.text, result.anchors, usage


def grafine_answer(result: GraFineResult) -> tuple[Any, ...]:
    return tuple((n.id, n.score, n.iteration, n.supported_by) for n in result.nodes)


class JitteryLLM:
    """Answers DotRAG's ranking requests validly (the first option) and every other request
    with text that is not JSON (so the policy retries, then falls back to the heuristic),
    each after a random 0-4 ms wait: concurrent questions' calls interleave."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._random = random.Random(0)

    def _wait(self) -> float:
        with self._lock:
            return self._random.uniform(0.0, 0.004)

    @staticmethod
    def _answer(json_schema: Mapping[str, Any] | None) -> Completion:
        ranking = json_schema is not None and "ranking" in json_schema.get("properties", {})
        text = '{"ranking": [1]}' if ranking else "the first one"  # the first option
        return Completion(text=text, prompt_tokens=10, completion_tokens=2)

    def complete(
        self, messages: Sequence[MessageLike], *, json_schema: Any = None, max_tokens: Any = None
    ) -> Completion:
        time.sleep(self._wait())
        return self._answer(json_schema)

    async def acomplete(
        self, messages: Sequence[MessageLike], *, json_schema: Any = None, max_tokens: Any = None
    ) -> Completion:
        await asyncio.sleep(self._wait())
        return self._answer(json_schema)


def reference_answers(
    make: Callable[[], Any], answer: Callable[[Any], T], questions: Sequence[str]
) -> dict[str, T]:
    retriever = make()
    return {q: answer(retriever.retrieve(q)) for q in dict.fromkeys(questions)}


@pytest.mark.parametrize("policy", ["heuristic", "llm"])
def test_dotrag_shared_by_threads_and_tasks_answers_as_sequential_calls(
    movie_index_dir: Path, st_embedder: SentenceTransformerEmbedder, policy: str
) -> None:
    def make() -> DotRAG:
        llm = JitteryLLM() if policy == "llm" else None
        return DotRAG.from_index(movie_index_dir, embedder=st_embedder, llm=llm)

    want = reference_answers(make, dotrag_answer, QUESTIONS)
    assert sum(bool(w[0]) for w in want.values()) >= 6  # most questions find paths
    if policy == "llm":
        assert all(w[3][0] > 0 for w in want.values())  # every question asked the LLM
        assert any(w[3][3] > 0 for w in want.values())  # and some fell back

    shared = make()
    asked = calls(QUESTIONS, 3 * THREADS)
    got = in_threads(lambda q: dotrag_answer(shared.retrieve(q)), asked)
    assert got == [want[q] for q in asked]

    shared = make()
    asked = calls(QUESTIONS, TASKS)
    got = concurrently(lambda q: _answered(shared.aretrieve(q), dotrag_answer), asked)
    assert got == [want[q] for q in asked]


def without_timings(value: Any) -> Any:
    """``value`` (metadata) without its ``seconds`` entries: timings differ per call."""
    if isinstance(value, Mapping):
        return {k: without_timings(v) for k, v in value.items() if k != "seconds"}
    return value


async def _answered(pending: Any, answer: Callable[[Any], T]) -> T:
    return answer(await pending)


def test_grafine_shared_by_threads_and_tasks_answers_as_sequential_calls(
    st_embedder: SentenceTransformerEmbedder,
) -> None:
    notes = load_notes()

    def make() -> GraFine:
        return GraFine.from_texts(
            [n["text"] for n in notes],
            ids=[n["id"] for n in notes],
            links=[(n["id"], target) for n in notes for target in n["links"]],
            embedder=st_embedder,
        )

    want = reference_answers(make, grafine_answer, NOTES_QUESTIONS)
    assert all(want.values())
    shared = make()
    asked = calls(NOTES_QUESTIONS, 3 * THREADS)
    assert in_threads(lambda q: grafine_answer(shared.retrieve(q)), asked) == [
        want[q] for q in asked
    ]
    asked = calls(NOTES_QUESTIONS, TASKS)
    got = concurrently(lambda q: _answered(shared.aretrieve(q), grafine_answer), asked)
    assert got == [want[q] for q in asked]


def test_langchain_retrievers_shared_by_threads_and_tasks(
    movie_index_dir: Path, st_embedder: SentenceTransformerEmbedder
) -> None:
    pytest.importorskip("langchain_core")
    from langchain_core.documents import Document

    from langchain_graphpaths import DotRAGRetriever, GraFineRetriever

    def docs(found: list[Document]) -> list[tuple[str, dict[str, Any]]]:
        return [(d.page_content, without_timings(d.metadata)) for d in found]

    notes = [
        Document(id=n["id"], page_content=n["text"], metadata={"links": n["links"]})
        for n in load_notes()
    ]
    cases = [
        (
            lambda: DotRAGRetriever(
                dotrag=DotRAG.from_index(movie_index_dir, embedder=st_embedder), k=5
            ),
            QUESTIONS,
        ),
        (lambda: GraFineRetriever.from_documents(notes, embedder=st_embedder), NOTES_QUESTIONS),
    ]
    for make, questions in cases:
        reference = make()
        want = {q: docs(reference.invoke(q)) for q in questions}
        shared = make()
        asked = calls(questions, 3 * THREADS)
        batched = shared.batch(asked, config={"max_concurrency": THREADS})
        assert [docs(found) for found in batched] == [want[q] for q in asked]
        asked = calls(questions, TASKS)
        got = concurrently(lambda q, r=shared: _answered(r.ainvoke(q), docs), asked)
        assert got == [want[q] for q in asked]


def test_llama_index_retrievers_shared_by_threads_and_tasks(
    movie_index_dir: Path, st_embedder: SentenceTransformerEmbedder
) -> None:
    pytest.importorskip("llama_index.core")
    from llama_index.core.schema import NodeWithScore, TextNode

    from llama_index_graphpaths import DotRAGRetriever, GraFineRetriever

    def nodes(found: list[NodeWithScore]) -> list[tuple[str, float | None, dict[str, Any]]]:
        return [(n.node.get_content(), n.score, without_timings(n.node.metadata)) for n in found]

    notes = [TextNode(id_=n["id"], text=n["text"]) for n in load_notes()]
    cases: list[tuple[Callable[[], Any], list[str]]] = [
        (
            lambda: DotRAGRetriever(DotRAG.from_index(movie_index_dir, embedder=st_embedder), k=5),
            QUESTIONS,
        ),
        (lambda: GraFineRetriever.from_nodes(notes, embedder=st_embedder, k=4), NOTES_QUESTIONS),
    ]
    for make, questions in cases:
        reference = make()
        want = {q: nodes(reference.retrieve(q)) for q in questions}
        shared = make()
        asked = calls(questions, 3 * THREADS)
        assert in_threads(lambda q, r=shared: nodes(r.retrieve(q)), asked) == [
            want[q] for q in asked
        ]
        asked = calls(questions, TASKS)
        got = concurrently(lambda q, r=shared: _answered(r.aretrieve(q), nodes), asked)
        assert got == [want[q] for q in asked]
