"""The embedding benchmark (``graphpaths bench embeddings``): backends timed and compared
with torch, the static tables by group, and the neighbour-overlap measure."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from test_embeddings import SENTENCES, cache_dir  # noqa: F401 (a fixture)
from test_embeddings_static import TEXTS, FakeForward, fake_source  # noqa: F401 (a fixture)

from graphpaths.errors import ConfigError, InputError
from graphpaths_bench.bench.embeddings import (
    make_bench_embedder,
    neighbour_overlap,
    run_embedding_benchmark,
)


def test_neighbour_overlap_matches_a_loop() -> None:
    rng = np.random.default_rng(3)
    a = rng.normal(size=(40, 6))
    b = a + rng.normal(scale=0.5, size=a.shape)  # another space would do; shifted rows
    a /= np.linalg.norm(a, axis=1, keepdims=True)
    b /= np.linalg.norm(b, axis=1, keepdims=True)

    def top(m: np.ndarray, i: int) -> set[int]:
        sims = [(float(m[i] @ m[j]), j) for j in range(len(m)) if j != i]
        return {j for _, j in sorted(sims, reverse=True)[:5]}

    expected = np.mean([len(top(a, i) & top(b, i)) / 5 for i in range(len(a))])
    assert neighbour_overlap(b, a, k=5) == pytest.approx(expected)
    assert 0.0 < expected < 1.0
    assert neighbour_overlap(a[:, :3] / np.linalg.norm(a[:, :3], axis=1, keepdims=True), a, k=5) < 1
    with pytest.raises(InputError, match="n > k=5"):
        neighbour_overlap(a[:5], a[:5], k=5)


def test_benchmark_times_groups_of_static_backends(
    tmp_path: Path,
    fake_source: FakeForward,  # noqa: F811 (the fixture imported above)
) -> None:
    seen: dict[str, list[tuple[int, int]]] = {}
    result = run_embedding_benchmark(
        {"relations": TEXTS * 3, "entities": ["drama (genre)", "Kismet (movie)"] * 4},
        backends=("static:16", "static:8"),
        cache_dir=tmp_path,
        repeats=2,
        progress=lambda stage, done, total: seen.setdefault(stage, []).append((done, total)),
    )
    assert result["groups"] == {"relations": 15, "entities": 8}
    assert result["reference"] is None
    assert result["default_backend"] == "torch"  # static never qualifies by agreement
    row = result["backends"]["static:8"]
    assert row["dimension"] == 8
    assert row["name"].endswith("/static-d8-sif0.0001-r1")
    assert set(row["groups"]) == {"relations", "entities"}
    assert row["groups"]["entities"]["texts"] == 8
    assert row["groups"]["entities"]["texts_per_second"] > 0
    assert len(row["embed_seconds"]) == 2
    assert row["cosine_vs_torch_mean"] is None
    assert row["neighbours_at10"] is None
    # Distillation and embedding report through one (stage, done, total) callback.
    assert seen["distil static:16"][-1][0] == seen["distil static:16"][-1][1]
    assert "distil static:8" not in seen  # its table came from the cached token vectors
    assert seen["embed static:8"][-1] == (46, 46)
    assert [d for d, _ in seen["embed static:8"]] == sorted(d for d, _ in seen["embed static:8"])
    with pytest.raises(ConfigError, match="static:<dimension>"):
        make_bench_embedder("static:big")
    with pytest.raises(ConfigError, match="static:<dimension>"):
        make_bench_embedder("gpu")
    with pytest.raises(InputError, match="every group"):
        run_embedding_benchmark({"a": ["x"], "b": []}, backends=("static",))


@pytest.mark.slow
def test_benchmark_reports_all_backends(cache_dir: Path) -> None:  # noqa: F811 (a fixture)
    texts = SENTENCES * 5
    result = run_embedding_benchmark(
        texts, backends=("torch", "onnx"), batch_size=8, cache_dir=cache_dir, repeats=1
    )
    assert result["texts"] == len(texts)
    assert set(result["backends"]) == {"torch", "onnx"}
    onnx = result["backends"]["onnx"]
    assert onnx["texts_per_second"] > 0
    assert onnx["cosine_vs_torch_mean"] >= 0.999
    assert 0.0 <= onnx["neighbours_at10"] <= 1.0
    assert result["reference"] == "torch"
    assert result["default_backend"] in {"torch", "onnx"}
    with pytest.raises(ConfigError, match="backends"):
        run_embedding_benchmark(texts, backends=("cuda",))
