"""The benchmarks package's commands: ``graphpaths bench|eval|data|report``.

Each module has the ``register(sub)`` of the library's command modules
(:mod:`graphpaths.cli`), which imports it through the ``graphpaths.commands`` entry point
of this package when its command runs.
"""

__all__: list[str] = []
