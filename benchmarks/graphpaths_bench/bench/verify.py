"""Benchmark of an index's file verification: what each ``verify`` mode adds to a load.

:func:`run_verify_benchmark` times :func:`~graphpaths.dotrag.index.graph_index.load_index` with
``verify="sizes"`` (the load itself: no file read for checking) and, separately, the
check each mode of :data:`~graphpaths.checksums.VERIFY_MODES` makes (the median of
``repeats`` runs, the files in the page cache after a first untimed load). An index built
before checksums existed gets them computed once first (in memory; nothing is written),
so the figures are those of the same index rebuilt now.

Example:
    >>> import tempfile, pathlib
    >>> from graphpaths.graph import GraphBuilder
    >>> from graphpaths.dotrag.index.graph_index import build_index
    >>> b = GraphBuilder()
    >>> _ = b.add_relation("a", "b", "knows", create_entities=True)
    >>> out = pathlib.Path(tempfile.mkdtemp()) / "idx"
    >>> _ = build_index(b.build(), out, embedder=None)
    >>> result = run_verify_benchmark(out, repeats=1)
    >>> sorted(result["verify_ms"]), result["files"], result["hashed_files"]["full"]
    (['full', 'quick', 'sizes'], 8, 8)
"""

from __future__ import annotations

import functools
import os
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from graphpaths import checksums
from graphpaths.dotrag.index.graph_index import IndexManifest, load_index
from graphpaths.validation import check_int

__all__ = ["run_verify_benchmark"]


def _median_ms(call: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return round(1e3 * statistics.median(times), 2)


def run_verify_benchmark(directory: str | os.PathLike[str], *, repeats: int = 5) -> dict[str, Any]:
    """Load time of the index at ``directory`` and the cost of each verify mode, in ms."""
    check_int(None, "repeats", repeats, low=1)
    path = Path(directory)
    manifest = IndexManifest.read(path)
    sizes, digests = manifest.files, manifest.sha256
    recorded = bool(digests)
    if not recorded:
        sizes, digests = checksums.record_files(path, sorted({n.split("/")[0] for n in sizes}))
    load_index(path, verify="sizes").close()  # the page cache warm, as in a service
    load_ms = _median_ms(lambda: load_index(path, verify="sizes").close(), repeats)
    verify_ms = {
        mode: _median_ms(
            functools.partial(checksums.verify_files, path, sizes, digests, verify=mode), repeats
        )
        for mode in checksums.VERIFY_MODES
    }
    limit = checksums.QUICK_HASH_BYTES
    return {
        "index": str(path),
        "files": len(sizes),
        "bytes": sum(sizes.values()),
        "checksums_in_manifest": recorded,
        "quick_hash_limit_bytes": limit,
        "hashed_files": {
            "sizes": 0,
            "quick": sum(1 for s in sizes.values() if s <= limit),
            "full": len(sizes),
        },
        "hashed_bytes": {
            "sizes": 0,
            "quick": sum(s for s in sizes.values() if s <= limit),
            "full": sum(sizes.values()),
        },
        "repeats": repeats,
        "load_ms": load_ms,
        "verify_ms": verify_ms,
    }
