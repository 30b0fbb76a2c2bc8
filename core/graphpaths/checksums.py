"""Sizes and SHA-256 checksums of an index's files: recorded in its manifest, verified on load.

A build records, for every file it wrote (relative path -> bytes, relative path ->
sha256), what :func:`verify_files` later checks. How much a load checks is its
``verify`` mode (:data:`VERIFY_MODES`):

- ``"sizes"``: every file exists and has its recorded size (a truncated or grown file;
  no file is read);
- ``"quick"`` (the default of :func:`~graphpaths.dotrag.index.graph_index.load_index`): the sizes, and the
  checksum of every file of at most :data:`QUICK_HASH_BYTES` (the graph, the
  reachability map, the ids and the label vectors; on the MetaQA index all but the
  65 MB entity matrix, about 10 ms). A file above the limit (the large vector matrices)
  is checked by size only, so the cost of a load stays bounded whatever the graph;
- ``"full"``: every file's checksum (about 0.1 s for MetaQA's 70 MB, about 1 s per
  GB on one core); ``graphpaths info --verify`` runs it.

Errors are :class:`~graphpaths.errors.IndexFormatError` naming the file and what differs.
Manifests written before checksums existed record sizes only; their files are checked
by size.

Example:
    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (folder / "part").mkdir(), (folder / "part" / "a.bin").write_bytes(b"abc")
    >>> sizes, digests = record_files(folder, ["part"])
    >>> sizes, digests["part/a.bin"][:12]
    ({'part/a.bin': 3}, 'ba7816bf8f01')
    >>> _ = (folder / "part" / "a.bin").write_bytes(b"abd")
    >>> verify_files(folder, sizes, digests, verify="sizes")  # same size: not noticed
    >>> verify_files(folder, sizes, digests)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    graphpaths.errors.IndexFormatError: .../part/a.bin: its sha256 ... is not the ... recorded ...
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable, Mapping
from pathlib import Path

from graphpaths.errors import ConfigError, IndexFormatError

__all__ = ["QUICK_HASH_BYTES", "VERIFY_MODES", "file_sha256", "record_files", "verify_files"]

#: What a load can check: sizes only, sizes and the small files' checksums, or everything.
VERIFY_MODES: tuple[str, ...] = ("sizes", "quick", "full")
#: The largest file whose checksum a ``"quick"`` verification computes.
QUICK_HASH_BYTES = 16 * 2**20


def file_sha256(path: str | os.PathLike[str]) -> str:
    """The SHA-256 of a file's bytes, in hex."""
    with open(path, "rb") as stream:
        return hashlib.file_digest(stream, "sha256").hexdigest()


def record_files(
    directory: str | os.PathLike[str], parts: Iterable[str]
) -> tuple[dict[str, int], dict[str, str]]:
    """Size and SHA-256 of each of the ``parts`` of ``directory`` that is a file, and of
    every file under those that are folders (keys: paths relative to ``directory``, with
    ``/``), sorted; a missing part is skipped."""
    root = Path(directory)
    sizes: dict[str, int] = {}
    digests: dict[str, str] = {}
    for part in parts:
        files = [root / part] if (root / part).is_file() else sorted((root / part).rglob("*"))
        for file in files:
            if file.is_file():
                name = file.relative_to(root).as_posix()
                sizes[name] = file.stat().st_size
                digests[name] = file_sha256(file)
    return sizes, digests


def verify_files(
    directory: str | os.PathLike[str],
    sizes: Mapping[str, int],
    digests: Mapping[str, str],
    *,
    verify: str = "quick",
) -> None:
    """Check the files of ``directory`` against the recorded ``sizes`` and ``digests`` as
    ``verify`` says (:data:`VERIFY_MODES`); raise :class:`IndexFormatError` naming the
    first file that is missing, has another size or another checksum."""
    if verify not in VERIFY_MODES:
        raise ConfigError(f"verify: expected one of {', '.join(VERIFY_MODES)}, got {verify!r}")
    root = Path(directory)
    for name in {**sizes, **digests}:
        if not (root / name).is_file():
            raise IndexFormatError(
                f"{root / name}: missing (the index manifest lists it); rebuild the index"
            )
    for name, size in sizes.items():
        file = root / name
        actual = file.stat().st_size
        if actual != size:
            raise IndexFormatError(
                f"{file}: {actual} bytes, the index manifest records {size} (truncated or "
                "replaced); rebuild the index"
            )
    if verify == "sizes":
        return
    for name, digest in digests.items():
        if verify == "quick" and sizes.get(name, 0) > QUICK_HASH_BYTES:
            continue
        actual_digest = file_sha256(root / name)
        if actual_digest != digest:
            raise IndexFormatError(
                f"{root / name}: its sha256 {actual_digest[:16]} is not the {digest[:16]} "
                "recorded at build time (the file was changed); rebuild the index"
            )
