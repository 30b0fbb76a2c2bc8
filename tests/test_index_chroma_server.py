"""The index against a Chroma server (HttpClient) started by the test on 127.0.0.1."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from fakes import FakeEmbedder

from graphpaths.graph import GraphBuilder
from graphpaths.index import build_index, load_index
from graphpaths.vectors import ChromaVectorIndex, InMemoryVectorIndex

CHROMA = Path(sys.executable).parent / "chroma"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@pytest.fixture
def chroma_server(tmp_path: Path) -> Iterator[int]:
    if not CHROMA.exists():
        pytest.skip(f"the chroma server command is not installed at {CHROMA}")
    port = _free_port()
    log = open(tmp_path / "chroma.log", "wb")  # noqa: SIM115
    process = subprocess.Popen(
        [
            str(CHROMA),
            "run",
            "--path",
            str(tmp_path / "server-db"),
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                    break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(
                        f"chroma server did not start: {(tmp_path / 'chroma.log').read_text()[-2000:]}"
                    )
                time.sleep(0.2)
        yield port
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
        log.close()


def test_build_and_search_through_a_chroma_server(chroma_server: int, tmp_path: Path) -> None:
    b = GraphBuilder()
    for head, tail in [("a", "b"), ("b", "c"), ("c", "d")]:
        b.add_relation(head, tail, "next", create_entities=True)
    graph = b.build()
    out = tmp_path / "idx"
    embedder = FakeEmbedder()
    manifest = build_index(
        graph, out, embedder=embedder, chroma_host="127.0.0.1", chroma_port=chroma_server
    )
    assert manifest.chroma_host == "127.0.0.1"
    assert manifest.chroma_port == chroma_server
    assert not (out / "chroma").exists()  # the vectors live on the server
    assert not (out / "embeddings").exists()  # ... only: retrieval reads them there
    assert manifest.vectors == "chroma"
    index = load_index(out)
    assert index.describe()["chroma"] == f"127.0.0.1:{chroma_server}"
    assert isinstance(index.relation_vectors, ChromaVectorIndex)
    assert index.relation_vectors.location == f"127.0.0.1:{chroma_server}"
    memory = load_index(out, vectors="memory")  # every row fetched once from the server
    assert isinstance(memory.relation_vectors, InMemoryVectorIndex)
    assert np.array_equal(memory.relation_vectors.matrix, index.relation_vectors.vectors([0, 1, 2]))
    assert memory.entity_vectors is not None
    np.testing.assert_allclose(
        memory.entity_vectors.vectors([3])[0], embedder.vector(graph.entity_text(3)), atol=1e-6
    )
    index.close()
    with index.store() as store:
        hits = store.search("entities", embedder.vector(graph.entity_text(2)), 1)
        assert hits[0][0] == "c"
        assert store.count("relations") == 3
    again = FakeEmbedder()
    build_index(graph, out, embedder=again, chroma_host="127.0.0.1", chroma_port=chroma_server)
    assert again.embedded == []  # the server already holds every vector
