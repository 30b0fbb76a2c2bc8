"""The benchmark-format readers on files that are not UTF-8: the error names the file and
the line (the library's readers are checked in ``tests/test_bad_input.py``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from graphpaths.errors import GraphFormatError
from graphpaths_bench.eval.kgqa import load_kgqa_questions
from graphpaths_bench.eval.paraphrase import load_paraphrases

BAD = b"caf\xe9"  # Latin-1, not UTF-8


@pytest.mark.parametrize(
    ("name", "content", "line", "read"),
    [
        ("questions.jsonl", b"\n\n" + BAD, 3, lambda p: load_kgqa_questions(p.parent)),
        ("para.tsv", b"movie_to_year\tWhen was {topic} out?\n" + BAD + b"\n", 2, load_paraphrases),
    ],
    ids=["questions", "para"],
)
def test_non_utf8_benchmark_files_name_the_file_and_line(
    tmp_path: Path, name: str, content: bytes, line: int, read: Callable[[Path], Any]
) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(GraphFormatError, match=rf"{path}:{line}: .*0xe9"):
        read(path)
