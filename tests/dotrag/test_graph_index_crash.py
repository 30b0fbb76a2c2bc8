"""Crash-safe, resumable indexing: ``graphpaths index`` killed with SIGKILL at random points.

A subprocess runs ``graphpaths index`` on a small graph with the model-free hashing
embedder (``--backend hash``, throttled to 10 ms a batch; small ``--batch-size`` so the
embedding has many resume points) and is killed several times. After every kill no directory loads as a valid index unless
it is complete and right; each run resumes where the last stopped (the rows done never
go down), and the final run embeds exactly the rows not stored yet. A second round kills
an update of that index: the old index keeps loading until the new one replaces it.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from graphpaths.atomic import replace_directory
from graphpaths.dotrag.index.graph_index import MANIFEST, build_index, load_index
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import IndexFormatError

pytestmark = pytest.mark.slow  # builds killed with SIGKILL in child processes

REPO = Path(__file__).resolve().parents[2]
PEOPLE, CITIES, BATCH = 1000, 40, 40
#: ``graphpaths index`` whose hashing embedder takes 10 ms a batch, like a (fast) model, so
#: a kill lands mid-embedding however fast the machine and its disk are.
THROTTLED_CLI = """
import sys, time
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.cli import main
embed = HashingEmbedder.embed_documents
def throttled(self, texts, **options):
    time.sleep(0.01)
    return embed(self, texts, **options)
HashingEmbedder.embed_documents = throttled
sys.exit(main(sys.argv[1:]))
"""


def write_triples(path: Path, people: int) -> None:
    lines = ["head\trelation\ttail"]
    for i in range(people):
        lines.append(f"person {i}\tknows\tperson {(7 * i + 1) % people}")
        lines.append(f"person {i}\tlives_in\tcity {i % CITIES}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def start_cli(*arguments: str) -> subprocess.Popen[bytes]:
    """``graphpaths ARGUMENTS`` (its embedding throttled) in a subprocess of its own."""
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(REPO / "core"), str(REPO)]),
        "HF_HUB_OFFLINE": "1",
    }
    return subprocess.Popen(
        [sys.executable, "-c", THROTTLED_CLI, *arguments],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        cwd=REPO,
    )


def start_index(triples: Path, out: Path, *options: str) -> subprocess.Popen[bytes]:
    return start_cli(
        "index",
        "--triples",
        str(triples),
        "--out",
        str(out),
        "--backend",
        "hash",
        "--no-types",
        "--batch-size",
        str(BATCH),
        *options,
    )


def rows_done(building: Path, entities: int) -> int:
    """Entity rows an interrupted build has stored: all once its matrix is in place, else
    those its resume mask marks."""
    folder = building / "embeddings"
    if (folder / "entities.npy").exists():
        return entities
    mask = folder / ".entities.done.npy"
    if mask.exists() and (folder / ".entities.partial.npy").exists():
        return int(np.load(mask).sum())
    return 0


def check_loadable_only_if_complete(directory: Path, fingerprints: dict[str, int]) -> str | None:
    """Load ``directory`` fully verified: either it fails with IndexFormatError, or it is a
    complete index of one of the graphs (``fingerprint -> entities``) whose every vector is
    the embedder's. Returns the fingerprint loaded, if any."""
    try:
        index = load_index(directory, verify="full")
    except IndexFormatError:
        return None
    fingerprint = index.graph.fingerprint
    assert fingerprints.get(fingerprint) == index.graph.num_entities
    assert index.entity_vectors is not None
    want = HashingEmbedder().embed_documents(index.graph.entity_texts())
    got = index.entity_vectors.vectors(np.arange(index.graph.num_entities))
    assert np.allclose(got, want, atol=1e-6)  # no zero (never embedded) rows
    return fingerprint


def kill_when(
    proc: subprocess.Popen[bytes], building: Path, entities: int, after: int, rng: random.Random
) -> bool:
    """SIGKILL ``proc`` a random moment after its embedding passed ``after`` rows (``after``
    < 0: a random moment after its start). False when it finished first."""
    deadline = time.monotonic() + 60
    if after < 0:
        time.sleep(rng.uniform(0.0, 0.8))
    else:
        while rows_done(building, entities) <= after and proc.poll() is None:
            assert time.monotonic() < deadline, "the build made no progress"
            time.sleep(0.002)
        time.sleep(rng.uniform(0.0, 0.06))
    if proc.poll() is not None:
        return False
    proc.kill()  # SIGKILL: no handler, no cleanup
    proc.wait()
    return True


def kill_once(proc: subprocess.Popen[bytes], ready: Callable[[], bool], delay: float) -> None:
    """SIGKILL ``proc`` ``delay`` seconds after ``ready()`` holds; it must still run then."""
    deadline = time.monotonic() + 60
    while not ready() and proc.poll() is None:
        assert time.monotonic() < deadline, "the build made no progress"
        time.sleep(0.002)
    time.sleep(delay)
    assert proc.poll() is None, "finished before the kill"
    proc.kill()
    proc.wait()


def test_sigkill_at_random_points_never_leaves_a_loadable_partial_index(tmp_path: Path) -> None:
    rng = random.Random(14)
    triples, out = tmp_path / "triples.tsv", tmp_path / "idx"
    building = tmp_path / ".idx.building"
    write_triples(triples, PEOPLE)
    entities = PEOPLE + CITIES
    first: dict[str, int] = {}  # no complete graph yet: nothing may load

    done, kills = 0, 0
    for at_start in (True, False, False):  # then: after some progress of its own
        after = -1 if at_start else done
        if not kill_when(start_index(triples, out), building, entities, after, rng):
            break
        kills += 1
        assert check_loadable_only_if_complete(out, first) is None
        assert check_loadable_only_if_complete(building, first) is None
        now = rows_done(building, entities)
        assert now >= done  # a killed run never loses what an earlier one stored
        done = now
    assert kills == 3
    assert 0 < done < entities

    proc = start_index(triples, out)
    assert proc.wait(timeout=120) == 0
    index = load_index(out, verify="full")
    assert index.manifest.embedded_texts["entities"] == entities - done  # resumed, not redone
    first = {index.graph.fingerprint: entities}
    assert check_loadable_only_if_complete(out, first) is not None
    assert not building.exists()

    # An update killed midway: the old index keeps loading, whole, until replaced.
    write_triples(triples, 2 * PEOPLE)
    grown = 2 * PEOPLE + CITIES
    assert kill_when(start_index(triples, out), building, grown, entities, rng)
    assert check_loadable_only_if_complete(out, first) in first
    assert check_loadable_only_if_complete(building, first) is None
    done = rows_done(building, grown)  # counts the reused rows too
    assert done > entities
    proc = start_index(triples, out)
    assert proc.wait(timeout=120) == 0
    manifest = load_index(out, verify="full").manifest
    assert manifest.entities == grown
    assert manifest.embedded_texts["entities"] == grown - done  # the old rows were reused


def test_sigkill_of_a_corpus_build_resumes(tmp_path: Path) -> None:
    import json

    from graphpaths.grafine.corpus_index import load_corpus_index

    docs, out = tmp_path / "docs.jsonl", tmp_path / "corpus"
    building = tmp_path / ".corpus.building"
    count = 600
    lines = (
        json.dumps({"id": f"d{i}", "text": f"note {i} on topic {i % 9}"}) for i in range(count)
    )
    docs.write_text("\n".join(lines) + "\n", encoding="utf-8")
    mask = building / ".vectors.done.npy"
    command = ["index", "--docs", str(docs), "--out", str(out), "--backend", "hash"]
    command += ["--batch-size", str(BATCH)]
    kill_once(start_cli(*command), mask.exists, random.Random(5).uniform(0.0, 0.05))
    for directory in (out, building):
        with pytest.raises(IndexFormatError):
            load_corpus_index(directory)
    done = int(np.load(mask).sum())
    assert 0 < done < count
    proc = start_cli(*command)
    assert proc.wait(timeout=120) == 0
    index = load_corpus_index(out, verify="full")
    assert index.manifest.embedded == count - done
    want = HashingEmbedder().embed_documents(index.texts)
    assert np.allclose(index.vectors.vectors(np.arange(count)), want, atol=1e-6)


@pytest.mark.bench  # about 20 s (Chroma's import in each process): `make bench` runs it
def test_sigkill_into_an_embedded_chroma_store_resumes(tmp_path: Path) -> None:
    from graphpaths.vectors.chroma import ChromaStore

    triples, out = tmp_path / "triples.tsv", tmp_path / "idx"
    building = tmp_path / ".idx.building"
    write_triples(triples, PEOPLE)
    entities = PEOPLE + CITIES
    database = building / "chroma" / "chroma.sqlite3"
    proc = start_index(triples, out, "--vectors", "chroma")
    kill_once(proc, database.exists, random.Random(14).uniform(0.5, 1.0))
    assert check_loadable_only_if_complete(out, {}) is None
    with ChromaStore(building / "chroma", prefix="gp_idx") as store:
        stored = store.count("entities")
    assert 0 < stored < entities  # killed mid-embedding
    proc = start_index(triples, out, "--vectors", "chroma")
    assert proc.wait(timeout=120) == 0
    manifest = load_index(out, verify="full").manifest
    assert manifest.embedded_texts["entities"] == entities - stored
    assert check_loadable_only_if_complete(out, {manifest.graph_fingerprint: entities})


def test_a_crash_after_the_manifest_is_written_resumes_cleanly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from graphpaths.dotrag.index import graph_index as index_module
    from graphpaths.graph import GraphBuilder

    def graph(extra: int):  # type: ignore[no-untyped-def]
        b = GraphBuilder()
        for i in range(3 + extra):
            b.add_relation(f"n{i}", f"n{i + 1}", "next", create_entities=True)
        return b.build()

    out = tmp_path / "idx"
    embedder = HashingEmbedder(dimension=8)

    def crash(building: Path, target: Path) -> None:
        raise KeyboardInterrupt  # killed between the manifest and the rename

    monkeypatch.setattr(index_module, "replace_directory", crash)
    with pytest.raises(KeyboardInterrupt):
        build_index(graph(0), out, embedder=embedder)
    building = tmp_path / ".idx.building"
    assert (building / MANIFEST).exists()
    (building / ".reachability.left").mkdir()  # a temporary folder a kill left behind
    monkeypatch.setattr(index_module, "replace_directory", replace_directory)
    # The graph changed meanwhile: the stale manifest must not survive the resumed run.
    manifest = build_index(graph(2), out, embedder=embedder)
    assert load_index(out, verify="full").graph.num_entities == 6 == manifest.entities
    assert not (out / ".reachability.left").exists()

    # Killed between the two renames of an update: the old index is put back, then updated.
    (tmp_path / ".idx.building").mkdir()
    os.replace(out, tmp_path / ".idx.old")
    build_index(graph(3), out, embedder=embedder)
    assert load_index(out).graph.num_entities == 7
    assert sorted(p.name for p in tmp_path.iterdir()) == ["idx"]


def test_cli_verify_names_a_changed_file_and_bench_verify_measures(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    from graphpaths.cli import main

    triples, out = tmp_path / "triples.tsv", tmp_path / "idx"
    write_triples(triples, 30)
    args = ["index", "--triples", str(triples), "--out", str(out), "--backend", "hash"]
    assert main(args) == 0
    assert main(["info", str(out), "--verify"]) == 0
    assert "verified   12 files: 12 sha256 match" in capsys.readouterr().out
    assert main(["bench", "verify", str(out), "--repeats", "1", "--json", str(out / "v.json")]) == 0
    result = json.loads((out / "v.json").read_text())
    assert result["checksums_in_manifest"] is True
    assert set(result["verify_ms"]) == {"sizes", "quick", "full"}

    matrix = out / "embeddings" / "entities.npy"
    data = bytearray(matrix.read_bytes())
    data[-5] ^= 1  # one bit of one vector: the same size
    matrix.write_bytes(bytes(data))
    for verify in ([], ["--verify"]):  # a small matrix: even the default load hashes it
        assert main(["info", str(out), *verify]) == 2
        err = capsys.readouterr().err
        assert f"{matrix}: its sha256" in err
        assert "rebuild the index" in err
    matrix.write_bytes(bytes(data[:-4]))
    assert main(["info", str(out)]) == 2
    assert f"{matrix}: {len(data) - 4} bytes, the index manifest records" in capsys.readouterr().err


def test_a_corpus_index_names_a_truncated_or_changed_file(tmp_path: Path) -> None:
    from graphpaths.grafine.corpus_index import build_corpus_index, load_corpus_index

    out = tmp_path / "corpus"
    texts = ["graph kernels", "protein folding", "kernel methods for graphs"]
    manifest = build_corpus_index(texts, out, embedder=HashingEmbedder(dimension=8))
    assert sorted(manifest.sha256) == [
        "documents.jsonl",
        "graph.npz",
        "vectors.ids.npy",
        "vectors.npy",
    ]
    assert load_corpus_index(out, verify="full").ids == ["0", "1", "2"]
    documents = out / "documents.jsonl"
    documents.write_text(documents.read_text().replace("protein", "PROTEIN"))
    with pytest.raises(IndexFormatError, match=r"documents\.jsonl: its sha256"):
        load_corpus_index(out)
    vectors = out / "vectors.npy"
    vectors.write_bytes(vectors.read_bytes()[:-8])
    with pytest.raises(IndexFormatError, match=r"vectors\.npy: \d+ bytes, the index manifest"):
        load_corpus_index(out, verify="sizes")


def test_an_interrupted_corpus_build_resumes_and_a_rebuild_embeds_only_changes(
    tmp_path: Path,
) -> None:
    from fakes import FakeEmbedder

    from graphpaths.grafine.corpus_index import build_corpus_index, load_corpus_index

    out = tmp_path / "corpus"
    texts = [f"document {i} about topic {i % 7}" for i in range(50)]
    crashing = FakeEmbedder(fail_after=3)  # three chunks of 8 stored, then a crash
    with pytest.raises(RuntimeError, match="simulated crash"):
        build_corpus_index(texts, out, embedder=crashing, batch_size=8)
    assert not out.exists()
    with pytest.raises(IndexFormatError, match=r"manifest\.json is missing"):
        load_corpus_index(tmp_path / ".corpus.building")
    resumed = FakeEmbedder()
    manifest = build_corpus_index(texts, out, embedder=resumed, batch_size=8)
    assert manifest.embedded == len(resumed.embedded) == 50 - 24
    assert not set(resumed.embedded) & set(crashing.embedded)
    index = load_corpus_index(out, verify="full")
    want = np.stack([resumed.vector(t) for t in texts])
    assert np.allclose(index.vectors.vectors(np.arange(50)), want, atol=1e-6)

    again = FakeEmbedder()
    changed = [*texts[:-1], "a new last document"]
    assert build_corpus_index(changed, out, embedder=again).embedded == 1
    assert again.embedded == ["a new last document"]
