"""The model's call alone, three ways, interleaved (300 rounds per text, median wall ms):
``serial`` (``session.run`` on this thread: 2 intra-op threads, then ``MS`` ms of Python),
``async`` (``run_async`` on ONNX Runtime's pool thread while this thread runs the ``MS`` ms,
then waits), ``thread`` (``session.run`` on a new thread meanwhile), ``fed_thread`` (the same, the inputs
built on this thread first). The rows are checked
equal. No evaluation set is read.

    PYTHONPATH=TREE/core python async_cost.py MS
"""

from __future__ import annotations

import os
import statistics
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np

from graphpaths.embeddings import SentenceTransformerEmbedder

TEXTS = [
    "Which companies did the founder of the largest telecom operator invest in?",
    "Who directed Kismet?",
    "What is the capital of the country where the river flows?",
]


def main() -> None:
    busy_ms = float(sys.argv[1])
    encoder: Any = SentenceTransformerEmbedder()._load()
    session, output = encoder._session, encoder._output

    def busy() -> None:
        end = time.perf_counter() + busy_ms / 1e3
        while time.perf_counter() < end:
            sum(range(50))

    def serial(text: str) -> Any:
        rows = session.run([output], encoder._feed([text])[0])
        busy()
        return rows[0]

    def started(text: str) -> Any:
        done = threading.Event()
        box: list[Any] = []

        def finish(outputs: Any, data: Any, error: str) -> None:
            box.append(outputs)
            done.set()

        session.run_async([output], encoder._feed([text])[0], finish, None)
        busy()
        done.wait()
        return box[0][0]

    def thread(text: str) -> Any:
        with ThreadPoolExecutor(1) as pool:
            future = pool.submit(session.run, [output], encoder._feed([text])[0])
            busy()
        return future.result()[0]

    def fed_thread(text: str) -> Any:
        feed = encoder._feed([text])[0]  # built here: the thread needs the GIL only to enter
        with ThreadPoolExecutor(1) as pool:
            future = pool.submit(session.run, [output], feed)
            busy()
        return future.result()[0]

    ways = {"serial": serial, "async": started, "thread": thread, "fed_thread": fed_thread}
    for text in TEXTS:
        reference = serial(text)
        assert all(np.array_equal(way(text), reference) for way in ways.values())
        walls: dict[str, list[float]] = {k: [] for k in ways}
        for _ in range(300):
            for name, way in ways.items():
                start = time.perf_counter()
                way(text)
                walls[name].append(time.perf_counter() - start)
        medians = " ".join(f"{k} {1e3 * statistics.median(v):.3f}" for k, v in walls.items())
        sys.stdout.write(f"{len(text)} chars: {medians} load {os.getloadavg()[0]:.1f}\n")


if __name__ == "__main__":
    main()
