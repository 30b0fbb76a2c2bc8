"""A reader never fails or mixes revisions because writers are fast (issue 39): reads that
publications keep interrupting are done once more under the writers' lock, and what the
file system refuses an update or a build names the index, from the library and the CLI,
the previous revision staying loadable."""

from __future__ import annotations

import dataclasses
import errno
import json
from pathlib import Path
from typing import Any

import pytest
from many_processes import build, embedder, triples
from test_many_processes import _refuse_writes_under, refuse_writes

from graphpaths._sharing import (
    READ_ATTEMPTS,
    holds_writer_lock,
    published_revision,
    read_consistently,
    writer_lock,
)
from graphpaths.cli import main
from graphpaths.dotrag.index.files import MANIFEST, IndexManifest
from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.errors import IndexFormatError, IndexWriteError, StoreError
from graphpaths.graph import GraphBuilder


@dataclasses.dataclass(frozen=True)
class Read:
    revision: int
    locked: bool


def publish(path: Path) -> None:
    """Another writer's publication: the next revision's manifest renamed into place."""
    manifest = IndexManifest.read(path)
    dataclasses.replace(manifest, revision=manifest.revision + 1).write(path)


def test_reads_that_publications_keep_interrupting_end_under_the_writers_lock(
    tmp_path: Path,
) -> None:
    path = build(tmp_path / "idx", 1)
    calls: list[Read] = []

    def read() -> Read:
        seen = Read(published_revision(path / MANIFEST) or 0, holds_writer_lock(path))
        calls.append(seen)
        if not seen.locked:  # a writer as fast as the reader: it publishes during each read
            publish(path)
        return seen

    state, _ = read_consistently(path, MANIFEST, read)
    assert state == Read(READ_ATTEMPTS, locked=True)  # no publication can land under the lock
    assert [c.locked for c in calls] == [False] * READ_ATTEMPTS + [True]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["idx"]  # the lock file is gone


def test_a_matrix_that_vanished_with_a_publication_is_read_again(tmp_path: Path) -> None:
    """The stress test's reader once died of this: the directory was replaced while its
    matrix was opened, and the vector store's own error was not taken for a move."""
    path = build(tmp_path / "idx", 1)
    calls: list[int] = []

    def read() -> Read:
        calls.append(published_revision(path / MANIFEST) or 0)
        if len(calls) == 1:
            publish(path)
            raise StoreError(f"cannot read embedding matrix {path}/embeddings/entities.npy")
        return Read(calls[-1], holds_writer_lock(path))

    state, _ = read_consistently(path, MANIFEST, read)
    assert state == Read(1, locked=False)
    assert calls == [0, 1]
    with pytest.raises(StoreError):  # the index did not move: its error is the answer
        read_consistently(path, MANIFEST, lambda: (_ for _ in ()).throw(StoreError("bad")))


def test_a_writer_reading_its_own_index_reads_once_without_locking_again(
    tmp_path: Path,
) -> None:
    path = build(tmp_path / "idx", 1)
    index = load_index(path, follow_interval=None)
    with writer_lock(path, timeout=1.0):
        state, _ = read_consistently(path, MANIFEST, lambda: Read(0, holds_writer_lock(path)))
        assert state == Read(0, locked=True)
    assert index.add(triples=[("jaws", "x", "y")], embedder=embedder()).revision == 1


def test_a_missing_index_in_a_folder_without_a_lock_file_is_an_index_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _refuse_writes_under(monkeypatch, tmp_path, PermissionError(errno.EACCES, "denied"))
    with pytest.raises(IndexFormatError, match="nothing"):
        load_index(tmp_path / "nothing", lock_timeout=5.0)
    monkeypatch.undo()
    assert not list(tmp_path.iterdir())


def small_graph() -> Any:
    b = GraphBuilder()
    b.add_relation("jaws", "spielberg", "directed_by", create_entities=True)
    return b.build()


@pytest.mark.parametrize("failure", ["read-only folder", "full disk"])
def test_a_rebuild_the_file_system_refuses_names_the_index_and_keeps_the_revision(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failure: str
) -> None:
    path = build(tmp_path / "idx", 1)
    reason = refuse_writes(monkeypatch, tmp_path, failure)
    with pytest.raises(IndexWriteError, match=rf"{path}: cannot write.*: {reason}"):
        build_index(small_graph(), path, embedder=embedder())
    monkeypatch.undo()
    reopened = load_index(path)
    assert reopened.revision == 0
    assert ("jaws", "directed_by", "spielberg") in triples(reopened.graph)


@pytest.mark.parametrize("failure", ["read-only folder", "full disk"])
def test_the_cli_update_the_file_system_refuses_says_so_in_one_line(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    failure: str,
) -> None:
    path = build(tmp_path / "idx", 1)
    changes = tmp_path / "changes.jsonl"
    row = {"op": "add", "head": "jaws", "relation": "x", "tail": "y"}
    changes.write_text(json.dumps(row) + "\n", encoding="utf-8")
    reason = refuse_writes(monkeypatch, tmp_path, failure)
    code = main(["index", "--update", str(changes), "--out", str(path), "--backend", "hash"])
    monkeypatch.undo()
    err = capsys.readouterr().err
    assert code == 2
    assert f"index {path}: cannot write" in err, err
    assert reason in err, err
    assert "Traceback" not in err
    assert load_index(path).revision == 0
