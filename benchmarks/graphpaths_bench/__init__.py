"""graphpaths-bench: the lab beside the graphpaths library.

Benchmark data loaders (MetaQA, the KGQA sets, BEIR), gold sets and metrics, the methods
compared (graphpaths' retrievers, baselines, peers from other libraries), runs, reports and
plots, and the benchmarks of ``graphpaths bench``. It depends on the library, never the
other way round: installed (``pip install ./benchmarks``; ``make install`` does it), it adds
``graphpaths eval|bench|data|report`` and ``graphpaths index --metaqa`` through entry points.

- :mod:`graphpaths_bench.eval`: the evaluation harness (``graphpaths eval``);
- :mod:`graphpaths_bench.bench`: the benchmarks (``graphpaths bench``);
- :mod:`graphpaths_bench.cli`: those commands' parsers.
"""

__all__: list[str] = []
