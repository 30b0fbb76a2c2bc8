"""Many processes, one index (docs/live-updates.md): writers take turns across processes and
apply their change to the newest revision (none undoes another's), a publication over a
revision the writer did not start from fails with StaleIndexError, retrievers opened from a
path follow other processes' revisions within ``follow_interval`` (or at ``refresh()``),
never mixing two in one query, and the file system's refusals name the index."""

from __future__ import annotations

import dataclasses
import errno
import json
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from many_processes import (
    DIMENSION,
    base_graph,
    build,
    check_state,
    context,
    embedder,
    expected_items,
    revoke,
    run_corpus_writer,
    run_reader,
    run_writer,
    triples,
)

from graphpaths import DotRAG, GraFine
from graphpaths._sharing import writer_lock
from graphpaths.dotrag.index import graph_index as graph_index_module
from graphpaths.dotrag.index import updates as updates_module
from graphpaths.dotrag.index.files import MANIFEST, IndexManifest
from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.errors import IndexLockedError, IndexWriteError, StaleIndexError
from graphpaths.grafine.corpus_index import build_corpus_index, load_corpus_index

ROOT = Path(__file__).resolve().parents[1]
SEED = 39


# A reader whose reads publications keep interrupting reads under the writers' lock
# (read_consistently), so a loaded machine makes it slower, never wrong; each retrieval names
# the revision it ran on (stats.revision), whose graph holds every hop of its paths.
@pytest.mark.slow  # six processes: in make test, not make test-fast
def test_two_writers_and_four_readers_lose_nothing_and_never_mix(tmp_path: Path) -> None:
    writers, steps, readers = 2, 100, 4  # 200 updates
    path = build(tmp_path / "idx", writers)
    expected = expected_items(SEED, writers, steps)
    ctx = context()
    start, done, out = ctx.Barrier(writers + readers), ctx.Event(), ctx.Queue()
    jobs = [
        ctx.Process(target=run_writer, args=(path, SEED, w, steps, start, out))
        for w in range(writers)
    ] + [
        ctx.Process(target=run_reader, args=(path, expected, start, done, out))
        for _ in range(readers)
    ]
    for job in jobs:
        job.start()
    reports = [out.get(timeout=300) for _ in range(writers)]  # a loaded machine: ~15 s of CPU
    done.set()
    reports += [out.get(timeout=300) for _ in range(readers)]
    for job in jobs:
        job.join(timeout=120)
        assert job.exitcode == 0

    published = sorted(r for kind, *rest in reports if kind == "writer" for r in rest[1])
    assert published == list(range(1, writers * steps + 1))  # none published twice
    final = load_index(path)
    assert final.revision == writers * steps
    assert check_state(final.state(), [[items[-1]] * (steps + 1) for items in expected]) == []
    for kind, *rest in reports:
        if kind == "reader":
            problems, seen, retrievals = rest
            assert problems == []
            assert seen == sorted(seen)  # forward only
            assert seen[-1] == writers * steps  # to the end
            assert retrievals >= 2


@pytest.mark.parametrize("stale_has_looked", [False, True])
def test_a_writer_opened_before_another_process_update_keeps_its_revocation(
    tmp_path: Path, stale_has_looked: bool
) -> None:
    path = build(tmp_path / "idx", 1)
    stale = load_index(path)  # an update reads the newest revision, whatever it follows
    if stale_has_looked:
        stale.refresh()
    job = context().Process(target=revoke, args=(path, ("jaws", "directed_by", "spielberg")))
    job.start()
    job.join(timeout=60)
    assert job.exitcode == 0
    report = stale.add(triples=[("alien", "written_by", "obannon")], embedder=embedder())
    assert report.revision == 2
    facts = triples(load_index(path).graph)
    assert ("jaws", "directed_by", "spielberg") not in facts  # the revocation holds
    assert ("alien", "written_by", "obannon") in facts
    assert triples(stale.graph) == facts


def corpus(tmp_path: Path) -> Path:
    out = tmp_path / "corpus"
    build_corpus_index(
        ["jaws is a shark film", "duel is a truck film", "alien is a space film"],
        out,
        ids=["jaws", "duel", "alien"],
        metadatas=[{"tenant": "acme"}, {"tenant": "acme"}, {"tenant": "globex"}],
        links=[("jaws", "duel")],
        embedder=embedder(),
    )
    return out


def test_a_corpus_writer_opened_before_another_update_keeps_its_revocation(
    tmp_path: Path,
) -> None:
    path = corpus(tmp_path)
    stale = load_corpus_index(path)
    load_corpus_index(path).delete(["alien"], embedder=embedder())  # another open index
    report = stale.add([{"id": "tusk", "text": "tusk is a walrus film"}], embedder=embedder())
    assert report.revision == 2
    assert load_corpus_index(path).ids == ["jaws", "duel", "tusk"] == stale.ids


def test_corpus_writers_started_together_take_turns(tmp_path: Path) -> None:
    path = corpus(tmp_path)
    ctx = context()
    start, out = ctx.Barrier(2), ctx.Queue()
    jobs = [ctx.Process(target=run_corpus_writer, args=(path, w, 10, start, out)) for w in range(2)]
    for job in jobs:
        job.start()
    published = sorted(out.get(timeout=120) + out.get(timeout=120))
    for job in jobs:
        job.join(timeout=30)
        assert job.exitcode == 0
    assert published == list(range(1, 21))
    ids = load_corpus_index(path).ids
    assert sorted(ids) == sorted(
        ["jaws", "duel", "alien"] + [f"w{w}d{k}" for w in (0, 1) for k in range(10)]
    )


def test_expected_revision_is_a_compare_and_swap(tmp_path: Path) -> None:
    path = build(tmp_path / "idx", 1)
    mine = load_index(path, follow_interval=None)
    load_index(path).delete(triples=[("jaws", "directed_by", "spielberg")], embedder=embedder())
    with pytest.raises(StaleIndexError, match=r"expected revision 0, but it is at revision 1"):
        mine.add(triples=[("jaws", "x", "y")], embedder=embedder(), expected_revision=0)
    assert mine.add(triples=[("jaws", "x", "y")], embedder=embedder(), expected_revision=1)
    corpus_path = corpus(tmp_path)
    documents = load_corpus_index(corpus_path, follow_interval=None)
    load_corpus_index(corpus_path).delete(["alien"], embedder=embedder())
    with pytest.raises(StaleIndexError) as caught:
        documents.delete(["duel"], embedder=embedder(), expected_revision=0)
    assert (caught.value.expected, caught.value.found) == (0, 1)
    assert load_corpus_index(corpus_path).ids == ["jaws", "duel"]


def test_a_publication_over_a_revision_the_writer_did_not_start_from_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A writer that ignores the lock (another host on a disk without working locks, an
    older version) publishes while an update is being written: the update is refused, its
    revision stays."""
    path = build(tmp_path / "idx", 1)
    index = load_index(path)
    real = updates_module.record_files

    def intruder(building: Path, parts: Any) -> Any:
        other = IndexManifest.read(path)
        dataclasses.replace(other, revision=other.revision + 5).write(path)
        return real(building, parts)

    monkeypatch.setattr(updates_module, "record_files", intruder)
    with pytest.raises(StaleIndexError, match=r"started from revision 0, but revision 5"):
        index.add(triples=[("jaws", "x", "y")], embedder=embedder())
    monkeypatch.setattr(updates_module, "record_files", real)
    assert json.loads((path / MANIFEST).read_text())["revision"] == 5
    assert ("jaws", "x", "y") not in triples(load_index(path).graph)


def test_a_second_writer_waits_then_names_the_holder(tmp_path: Path) -> None:
    path = build(tmp_path / "idx", 1)
    index = load_index(path, lock_timeout=0.2)
    with writer_lock(path, timeout=1.0):  # another writer (its own open file: a new lock)
        begin = time.monotonic()
        with pytest.raises(IndexLockedError) as caught:
            index.add(triples=[("jaws", "x", "y")], embedder=embedder())
        assert time.monotonic() - begin >= 0.2
    assert f"process {os.getpid()} on {socket.gethostname()}" in str(caught.value)
    assert str(path) in str(caught.value)
    assert index.revision == 0 == load_index(path).revision

    index.lock_timeout = 10.0
    held = threading.Event()

    def hold() -> None:
        with writer_lock(path, timeout=1.0):
            held.set()
            time.sleep(0.3)

    holder = threading.Thread(target=hold)
    holder.start()
    held.wait()
    assert index.add(triples=[("jaws", "x", "y")], embedder=embedder()).revision == 1
    holder.join()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["idx"]  # no lock file left


def _update_in_another_process(path: Path, changes: list[dict[str, Any]], tmp_path: Path) -> None:
    """``graphpaths index --update`` as an admin runs it: another process."""
    file = tmp_path / "changes.jsonl"
    file.write_text("".join(json.dumps(c) + "\n" for c in changes), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "core")}
    command = ["index", "--update", str(file), "--out", str(path), "--backend", "hash"]
    done = subprocess.run(
        [sys.executable, "-m", "graphpaths.cli", *command],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr


def test_an_open_dotrag_follows_an_admin_update_within_the_interval(tmp_path: Path) -> None:
    path = build(tmp_path / "idx", 1)
    dotrag = DotRAG.from_index(path, embedder=embedder())
    question = "who directed jaws"
    assert "spielberg" in " ".join(p.render() for p in dotrag.retrieve(question).paths)
    _update_in_another_process(
        path,
        [{"op": "delete", "head": "jaws", "relation": "directed_by", "tail": "spielberg"}],
        tmp_path,
    )
    time.sleep(1.0)  # the documented interval: the next retrieval sees the revocation
    assert "spielberg" not in " ".join(p.render() for p in dotrag.retrieve(question).paths)
    assert ("jaws", "directed_by", "spielberg") not in triples(dotrag.graph)
    assert dotrag.refresh() is False  # nothing newer

    pinned = DotRAG.from_index(load_index(path, follow_interval=None), embedder=embedder())
    _update_in_another_process(
        path,
        [{"op": "add", "head": "jaws", "relation": "directed_by", "tail": "bruce"}],
        tmp_path,
    )
    time.sleep(0.1)
    pinned.retrieve(question)
    assert ("jaws", "directed_by", "bruce") not in triples(pinned.graph)
    assert pinned.refresh() is True  # at once
    assert ("jaws", "directed_by", "bruce") in triples(pinned.graph)


def test_an_open_grafine_follows_another_process_update(tmp_path: Path) -> None:
    path = corpus(tmp_path)
    grafine = GraFine.from_index(path, embedder=embedder())
    assert "alien" in grafine.retrieve("space film").ids
    job = context().Process(target=_delete_document, args=(path, "alien"))
    job.start()
    job.join(timeout=60)
    assert job.exitcode == 0
    assert grafine.refresh() is True
    assert "alien" not in grafine.retrieve("space film").ids
    other = GraFine.from_index(path, embedder=embedder())
    load_corpus_index(path).add([{"id": "tusk", "text": "tusk space film"}], embedder=embedder())
    time.sleep(1.0)
    assert "tusk" in other.retrieve("space film").ids
    assert "tusk" in grafine.retrieve("space film").ids


def _delete_document(path: Path, document: str) -> None:
    load_corpus_index(path).delete([document], embedder=embedder())


def test_deleting_a_hidden_tenants_last_triple_leaves_no_entity_behind(tmp_path: Path) -> None:
    """F2: an entity only globex's triple created is gone with the triple, for every
    tenant and from the index: as in an index built from the remaining triples."""
    out = tmp_path / "idx"
    rows = [
        {"head": "ana", "relation": "works_on", "tail": "comet", "tenant": "acme"},
        {"head": "dave", "relation": "works_on", "tail": "lynx", "tenant": "globex"},
        {"head": "ana", "relation": "works_on", "tail": "lynx", "tenant": "globex"},
    ]
    source = tmp_path / "work.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    dotrag = DotRAG.from_triples(source, index_dir=out, embedder=embedder())
    index = load_index(out)
    report = index.delete(triples=[("dave", "works_on", "lynx")], embedder=embedder())
    assert report.counts["entities_deleted"] == 1
    assert "dave" not in index.graph.entity_ids
    assert "lynx" in index.graph.entity_ids
    dotrag.refresh()
    for tenant in ("acme", "globex"):
        found = dotrag.retrieve("who is dave", filter={"tenant": tenant})
        assert all("dave" not in p.render().lower() for p in found.paths)
    remaining = tmp_path / "remaining.jsonl"
    remaining.write_text("".join(json.dumps(r) + "\n" for r in rows if r["head"] != "dave"))
    fresh = tmp_path / "fresh"
    DotRAG.from_triples(remaining, index_dir=fresh, embedder=embedder())
    built = load_index(fresh).graph
    assert built.entity_ids == index.graph.entity_ids
    assert triples(built) == triples(index.graph)
    index.delete(triples=[("ana", "works_on", "lynx")], embedder=embedder())
    assert "lynx" not in index.graph.entity_ids  # ana has a relation still: she stays
    assert "ana" in index.graph.entity_ids


def _refuse_writes_under(monkeypatch: pytest.MonkeyPatch, folder: Path, error: OSError) -> None:
    """The os-level writes of files and folders under ``folder`` fail with ``error`` (the
    tests run as root, for whom chmod makes nothing read-only)."""
    real_open, real_mkdir = os.open, os.mkdir
    writing = os.O_WRONLY | os.O_RDWR | os.O_CREAT

    def refuse(path: Any) -> bool:
        return str(os.fspath(path)).startswith(str(folder))

    def fake_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if flags & writing and refuse(path):
            raise type(error)(error.errno, os.strerror(error.errno or 0), str(path))
        return real_open(path, flags, *args, **kwargs)

    def fake_mkdir(path: Any, *args: Any, **kwargs: Any) -> None:
        if refuse(path):
            raise type(error)(error.errno, os.strerror(error.errno or 0), str(path))
        real_mkdir(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", fake_open)
    monkeypatch.setattr(os, "mkdir", fake_mkdir)


def refuse_writes(monkeypatch: pytest.MonkeyPatch, folder: Path, failure: str) -> str:
    """Simulate ``failure`` ("read-only folder" under ``folder``, or "full disk"); the
    reason the library's error must give."""
    if failure == "read-only folder":
        _refuse_writes_under(monkeypatch, folder, PermissionError(errno.EACCES, "denied"))
        return "permission denied"

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    return "the disk is full"


def _updates(path: Path, kind: str) -> Any:
    if kind == "graph":
        index = load_index(path)
        return lambda: index.add(triples=[("jaws", "x", "y")], embedder=embedder())
    documents = load_corpus_index(path)
    return lambda: documents.add([{"id": "tusk", "text": "tusk"}], embedder=embedder())


@pytest.mark.parametrize("kind", ["graph", "corpus"])
@pytest.mark.parametrize("failure", ["read-only folder", "full disk"])
def test_a_read_only_folder_or_a_full_disk_gives_the_library_error_naming_the_index(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str, failure: str
) -> None:
    path = build(tmp_path / "idx", 1) if kind == "graph" else corpus(tmp_path)
    update = _updates(path, kind)
    reason = refuse_writes(monkeypatch, tmp_path, failure)
    with pytest.raises(IndexWriteError, match=rf"{path}: cannot write.*: {reason}"):
        update()
    monkeypatch.undo()
    _unchanged_then_writable(path, kind, update)


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root ignores chmod")
def test_a_chmod_read_only_folder_gives_the_library_error(tmp_path: Path) -> None:
    path = build(tmp_path / "idx", 1)
    index = load_index(path)
    tmp_path.chmod(0o555)
    try:
        with pytest.raises(IndexWriteError, match=str(path)):
            index.add(triples=[("jaws", "x", "y")], embedder=embedder())
        assert load_index(path).revision == 0
    finally:
        tmp_path.chmod(0o755)


def _unchanged_then_writable(path: Path, kind: str, update: Any) -> None:
    """The previous revision stays loadable, and once the file system allows writes again
    nothing of the failed update is in the way."""
    reopened = load_index(path) if kind == "graph" else load_corpus_index(path)
    assert reopened.revision == 0
    assert update().revision == 1


def test_a_build_waits_for_an_update_and_counts_as_a_revision(tmp_path: Path) -> None:
    path = build(tmp_path / "idx", 1)
    follower = load_index(path, follow_interval=0.0)
    build_index(base_graph(2), path, embedder=embedder())  # a rebuild over it
    assert follower.follow().revision == 1
    assert "w1" in follower.graph.entity_ids
    with writer_lock(path, timeout=1.0), pytest.raises(IndexLockedError):
        build_index(base_graph(1), path, embedder=embedder(), lock_timeout=0.1)
    assert graph_index_module.DEFAULT_FOLLOW_INTERVAL <= 1.0
    assert embedder().dimension == DIMENSION
