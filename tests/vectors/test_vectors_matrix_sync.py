"""sync_matrix: rows reused by content id, chunked resume, nothing half-written."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from fakes import FakeEmbedder

from graphpaths.vectors.ids import item_ids
from graphpaths.vectors.matrix_sync import matrix_files, sync_matrix

KEYS = [f"k{i}" for i in range(20)]
TEXTS = [f"text number {i}" + "!" * (i % 3) for i in range(20)]


def test_rows_are_the_embedder_s_and_ids_sit_beside_them(tmp_path: Path) -> None:
    embedder = FakeEmbedder()
    synced = sync_matrix(tmp_path, "items", KEYS, TEXTS, embedder, checkpoint_rows=6)
    matrix = synced.matrix
    assert synced.embedded == len(TEXTS)
    want = np.stack([embedder.vector(t) for t in TEXTS])
    np.testing.assert_array_equal(np.asarray(matrix), want)
    assert not matrix.flags.writeable
    stored, ids = matrix_files(tmp_path, "items")
    assert np.load(ids).tolist() == [i.encode() for i in item_ids(embedder.name, KEYS, TEXTS)]
    assert sorted(p.name for p in tmp_path.iterdir()) == [ids.name, stored.name]
    assert embedder.batches == 4  # 20 rows, 6 at a time, longest texts first
    lengths = [len(t) for t in embedder.embedded]
    assert lengths == sorted(lengths, reverse=True)


def test_only_changed_texts_are_embedded_again(tmp_path: Path) -> None:
    sync_matrix(tmp_path / "old", "items", KEYS, TEXTS, FakeEmbedder())
    changed = [*TEXTS[:-1], "a new last text"]
    again = FakeEmbedder()
    synced = sync_matrix(
        tmp_path / "new",
        "items",
        [*KEYS, "k20"],
        [*changed, "one more"],
        again,
        reuse=[tmp_path / "old"],
    )
    assert again.embedded == ["a new last text", "one more"]
    assert synced.embedded == 2
    np.testing.assert_array_equal(np.asarray(synced.matrix)[3], FakeEmbedder().vector(TEXTS[3]))
    other_model = FakeEmbedder(name="fake-v2")
    sync_matrix(tmp_path / "v2", "items", KEYS, TEXTS, other_model, reuse=[tmp_path / "old"])
    assert len(other_model.embedded) == len(TEXTS)  # another model's vectors are not reused


def test_a_reuse_source_of_another_dimension_is_ignored(tmp_path: Path) -> None:
    sync_matrix(tmp_path / "small", "items", KEYS, TEXTS, FakeEmbedder(dimension=8))
    wide = FakeEmbedder(dimension=8)
    wide_name_same = FakeEmbedder(dimension=16)  # same name, other width: nothing to reuse
    sync_matrix(tmp_path / "wide", "items", KEYS, TEXTS, wide_name_same, reuse=[tmp_path / "small"])
    assert len(wide_name_same.embedded) == len(TEXTS)
    assert wide.embedded == []


def test_a_crash_resumes_at_the_last_chunk(tmp_path: Path) -> None:
    crashing = FakeEmbedder(fail_after=2)
    with pytest.raises(RuntimeError, match="simulated crash"):
        sync_matrix(tmp_path, "items", KEYS, TEXTS, crashing, checkpoint_rows=5)
    assert not matrix_files(tmp_path, "items")[0].exists()  # never half-written
    resumed = FakeEmbedder()
    matrix = sync_matrix(tmp_path, "items", KEYS, TEXTS, resumed, checkpoint_rows=5).matrix
    assert len(resumed.embedded) == len(TEXTS) - 10
    assert not set(resumed.embedded) & set(crashing.embedded)
    np.testing.assert_array_equal(np.asarray(matrix), np.stack([resumed.vector(t) for t in TEXTS]))
    # A crash while embedding other texts leaves nothing that a new list would take.
    crashing = FakeEmbedder(fail_after=1)
    with pytest.raises(RuntimeError):
        sync_matrix(tmp_path / "b", "items", KEYS, TEXTS, crashing, checkpoint_rows=5)
    fresh = FakeEmbedder()
    sync_matrix(tmp_path / "b", "items", KEYS[:4], TEXTS[:4], fresh, checkpoint_rows=5)
    assert len(fresh.embedded) == 4


def test_texts_changed_between_two_crashes_never_reuse_the_old_mask(tmp_path: Path) -> None:
    # Crash 1 leaves a mask of 12 rows done for TEXTS; the texts then change (same count)
    # and crash 2 comes before the first chunk of the new ones is saved. The old mask must
    # not mark any new row done: every row of the result is the new text's embedding.
    with pytest.raises(RuntimeError, match="simulated crash"):
        sync_matrix(tmp_path, "items", KEYS, TEXTS, FakeEmbedder(fail_after=2), checkpoint_rows=6)
    changed = [f"another text {i}" for i in range(20)]
    with pytest.raises(RuntimeError, match="simulated crash"):
        sync_matrix(tmp_path, "items", KEYS, changed, FakeEmbedder(fail_after=0), checkpoint_rows=6)
    embedder = FakeEmbedder()
    synced = sync_matrix(tmp_path, "items", KEYS, changed, embedder, checkpoint_rows=6)
    assert synced.embedded == 20
    want = np.stack([embedder.vector(t) for t in changed])
    np.testing.assert_array_equal(np.asarray(synced.matrix), want)


def test_checkpoint_rows_is_checked(tmp_path: Path) -> None:
    with pytest.raises(Exception, match="checkpoint_rows"):
        sync_matrix(tmp_path, "items", KEYS, TEXTS, FakeEmbedder(), checkpoint_rows=0)
