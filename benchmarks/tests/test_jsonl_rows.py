"""read_jsonl_rows: the rows a run appended, read back to resume it; a last line cut short
by a kill dropped (the file rewritten by a rename), any other bad line an error."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest

from graphpaths.errors import GraphFormatError
from graphpaths_bench.jsonl_rows import read_jsonl_rows

ROWS = [{"id": "q1", "n": 1}, {"id": "q2", "n": 2}, {"id": "q3", "n": 3}]


def _id_and_n(value: Any) -> tuple[str, int]:
    return str(value["id"]), int(value["n"])


def _write(path: Path, rows: list[dict[str, Any]], tail: str = "") -> str:
    text = "".join(json.dumps(row) + "\n" for row in rows) + tail
    path.write_text(text, encoding="utf-8")
    return text


def test_whole_rows_come_back_in_order_and_the_file_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "rows.jsonl"
    text = _write(path, ROWS)
    before = os.stat(path).st_ino
    assert read_jsonl_rows(path, _id_and_n) == [("q1", 1), ("q2", 2), ("q3", 3)]
    assert path.read_text(encoding="utf-8") == text
    assert os.stat(path).st_ino == before  # not rewritten


def test_a_last_line_cut_short_is_dropped_and_the_file_rewritten_by_a_rename(
    tmp_path: Path,
) -> None:
    path = tmp_path / "rows.jsonl"
    whole = _write(path, ROWS[:2])
    _write(path, ROWS[:2], tail=json.dumps(ROWS[2])[:9])  # the kill cut the third row
    before = os.stat(path).st_ino
    assert read_jsonl_rows(path, _id_and_n) == [("q1", 1), ("q2", 2)]
    assert path.read_text(encoding="utf-8") == whole
    assert os.stat(path).st_ino != before  # a new file renamed over the old one
    assert [p.name for p in tmp_path.iterdir()] == ["rows.jsonl"]  # no temporary left


def test_a_last_row_without_its_newline_is_kept_and_the_newline_added(tmp_path: Path) -> None:
    path = tmp_path / "rows.jsonl"
    _write(path, ROWS[:2], tail=json.dumps(ROWS[2]))
    assert read_jsonl_rows(path, _id_and_n)[-1] == ("q3", 3)
    assert path.read_text(encoding="utf-8").endswith(json.dumps(ROWS[2]) + "\n")


def test_a_cut_inside_a_multibyte_character_is_a_cut_too(tmp_path: Path) -> None:
    path = tmp_path / "rows.jsonl"
    whole = _write(path, ROWS[:1])
    path.write_bytes(whole.encode() + '{"id": "é'.encode()[:-1])
    assert read_jsonl_rows(path, _id_and_n) == [("q1", 1)]
    assert path.read_text(encoding="utf-8") == whole


@pytest.mark.parametrize(
    ("bad", "why"),
    [
        ('{"id": "q9", "n"', "invalid JSON"),  # cut, yet a whole line follows: not a kill
        ('{"id": "q9"}', "no field 'n'"),
        ('{"id": "q9", "n": "many"}', "ValueError"),
        ("[1, 2]", "TypeError"),
    ],
)
def test_a_bad_line_before_the_last_is_an_error_naming_the_file_and_line(
    tmp_path: Path, bad: str, why: str
) -> None:
    path = tmp_path / "rows.jsonl"
    text = json.dumps(ROWS[0]) + "\n" + bad + "\n" + json.dumps(ROWS[1]) + "\n"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(
        GraphFormatError, match=rf"^{re.escape(str(path))}:2: not a row \(.*{why}"
    ) as caught:
        read_jsonl_rows(path, _id_and_n)
    assert (caught.value.path, caught.value.line) == (str(path), 2)
    assert path.read_text(encoding="utf-8") == text  # nothing rewritten


def test_a_bad_last_line_with_its_newline_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "rows.jsonl"
    _write(path, ROWS[:1], tail='{"id": "q9"}\n')
    with pytest.raises(GraphFormatError, match=rf"^{re.escape(str(path))}:2: "):
        read_jsonl_rows(path, _id_and_n)


def test_blank_lines_are_skipped_and_line_numbers_still_count_them(tmp_path: Path) -> None:
    path = tmp_path / "rows.jsonl"
    path.write_text(json.dumps(ROWS[0]) + "\n\n  \n" + "oops\n", encoding="utf-8")
    with pytest.raises(GraphFormatError, match=rf"^{re.escape(str(path))}:4: "):
        read_jsonl_rows(path, _id_and_n)
    path.write_text(json.dumps(ROWS[0]) + "\n\n" + json.dumps(ROWS[1]) + "\n", encoding="utf-8")
    assert read_jsonl_rows(path, _id_and_n) == [("q1", 1), ("q2", 2)]


@pytest.mark.parametrize("text", [None, "", "\n\n"])
def test_a_missing_or_empty_file_gives_no_rows(tmp_path: Path, text: str | None) -> None:
    path = tmp_path / "rows.jsonl"
    if text is not None:
        path.write_text(text, encoding="utf-8")
    assert read_jsonl_rows(path, _id_and_n) == []
    assert not path.exists() or path.read_text(encoding="utf-8") == ""


def test_a_folder_in_place_of_the_file_is_our_error(tmp_path: Path) -> None:
    with pytest.raises(
        GraphFormatError, match=rf"^{re.escape(str(tmp_path))}: cannot read the rows"
    ):
        read_jsonl_rows(tmp_path, _id_and_n)
