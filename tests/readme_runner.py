"""Runs README and guide blocks each in its own forked interpreter (``python readme_runner.py JOBS``).

The heavy imports a block needs (torch, sentence-transformers, the frameworks) are done once,
here; each block then runs in a child forked from this process, with fresh globals and its
own working folder, so it still has nothing but what it imports and creates itself. JOBS is
a JSON list of ``{"code", "folder", "out"}``; a child writes ``{"returncode", "output"}``
to its ``out`` file. Every block runs at once, as users would run them independently.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
import traceback


def preload() -> None:
    """Import what the README and guide blocks import (a fork then shares it)."""
    import langchain_core.retrievers  # noqa: F401
    import llama_index.core.retrievers  # noqa: F401
    import networkx  # noqa: F401
    import sentence_transformers  # noqa: F401

    import graphpaths
    import graphpaths.embeddings  # noqa: F401


def run_block(code: str, folder: str) -> tuple[int, str]:
    os.chdir(folder)
    sys.path.insert(0, folder)
    buffer = io.StringIO()
    returncode = 0
    with contextlib.redirect_stdout(buffer), contextlib.redirect_stderr(buffer):
        try:
            exec(compile(code, "<documentation block>", "exec"), {"__name__": "__main__"})
        except SystemExit as exc:
            returncode = exc.code if isinstance(exc.code, int) else 1
        except BaseException:  # noqa: BLE001 - any failure of a block is its test result
            traceback.print_exc()
            returncode = 1
    return returncode, buffer.getvalue()


def main(jobs_file: str) -> int:
    with open(jobs_file, encoding="utf-8") as f:
        jobs = json.load(f)
    preload()
    children = []
    for job in jobs:
        pid = os.fork()
        if pid == 0:
            returncode, output = run_block(job["code"], job["folder"])
            with open(job["out"], "w", encoding="utf-8") as f:
                json.dump({"returncode": returncode, "output": output}, f)
            os._exit(0)
        children.append(pid)
    for pid in children:
        os.waitpid(pid, 0)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
