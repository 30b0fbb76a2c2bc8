"""The MetaQA kb.txt loader (``graphpaths_bench.eval.metaqa_kb``): types from relation roles,
bad lines named by file and line, lenient mode, and the real kb's shape."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from test_graph import graph_state, write

from graphpaths.errors import GraphFormatError, GraphPathsError
from graphpaths.graph import Graph, LoadReport, Relation
from graphpaths_bench.eval.metaqa_kb import METAQA_TAIL_TYPES, load_metaqa_kb, read_metaqa_kb

SMALL_KB = (
    "Kismet|directed_by|William Dieterle\n"  # 1
    "Kismet|release_year|1944\n"  # 2
    "Kismet|starred_actors|Marlene Dietrich\n"  # 3
    "\n"  # 4 (blank, ignored)
    "Kismet|directed_by|William Dieterle\n"  # 5 (duplicate of 1)
    "Marlene Dietrich|in_language|German\n"  # 6 (a person who is also a movie head)
)


# -- MetaQA kb -------------------------------------------------------------------


def test_metaqa_small_kb_types_texts_and_duplicates(tmp_path: Path) -> None:
    path = write(tmp_path, "kb.txt", SMALL_KB)
    g = load_metaqa_kb(path)

    assert list(g.entity_ids) == [
        "Kismet",
        "William Dieterle",
        "1944",
        "Marlene Dietrich",
        "German",
    ]
    assert list(g.names) == list(g.entity_ids)
    assert g.num_relations == 4  # the duplicate of line 1 is kept once
    assert g.type_names == ("movie", "person", "year", "language")
    assert g.label_names == ("directed_by", "release_year", "starred_actors", "in_language")
    assert g.types_of("Kismet") == ("movie",)
    assert g.types_of("William Dieterle") == ("person",)
    assert g.types_of("1944") == ("year",)
    assert g.types_of("German") == ("language",)
    assert g.types_of("Marlene Dietrich") == ("movie", "person")  # multi-typed, in type order
    assert g.type_counts() == {"movie": 2, "person": 2, "year": 1, "language": 1}
    assert g.label_counts() == {
        "directed_by": 1,
        "release_year": 1,
        "starred_actors": 1,
        "in_language": 1,
    }
    assert g.relation_text(0) == "Kismet directed by William Dieterle"
    assert g.relation_text(1) == "Kismet release year 1944"
    assert g.relation_text(3) == "Marlene Dietrich in language German"
    assert g.entity_text("William Dieterle") == "William Dieterle (person)"
    assert g.entity_text("Marlene Dietrich") == "Marlene Dietrich (movie, person)"
    assert g.relation(2) == Relation(index=2, head=0, tail=3, label="starred_actors")
    assert g.heads.tolist() == [0, 0, 0, 3]
    assert g.tails.tolist() == [1, 2, 3, 4]
    assert g.load_report == LoadReport(
        source=str(path), lines=5, relations=4, duplicates=1, skipped=0, problems=()
    )


def test_metaqa_docstring_example(tmp_path: Path) -> None:
    g = load_metaqa_kb(write(tmp_path, "kb.txt", "Kismet|directed_by|William Dieterle\n"))
    assert g.types_of("William Dieterle") == ("person",)
    assert g.relation_text(0) == "Kismet directed by William Dieterle"
    assert g.entity_text(1) == "William Dieterle (person)"


def test_metaqa_strips_fields_crlf_and_bom(tmp_path: Path) -> None:
    path = tmp_path / "kb.txt"
    path.write_bytes(
        "\ufeff Kismet | directed_by | William Dieterle \r\nKismet|release_year|1944\r\n".encode()
    )
    g = load_metaqa_kb(path)
    assert list(g.entity_ids) == ["Kismet", "William Dieterle", "1944"]
    assert g.num_relations == 2


def test_metaqa_custom_tail_types(tmp_path: Path) -> None:
    path = write(tmp_path, "kb.txt", "Kismet|produced_by|Everett Riskin\n")
    g = load_metaqa_kb(path, head_type="film", tail_types={"produced_by": "producer"})
    assert g.types_of("Kismet") == ("film",)
    assert g.types_of("Everett Riskin") == ("producer",)


@pytest.mark.parametrize(
    ("text", "line", "fragment"),
    [
        (
            "Kismet|directed_by|William Dieterle\nKismet|directed_by\n",
            2,
            "expected 'head|relation|tail'",
        ),
        ("Kismet|directed_by|A|B\n", 1, "expected 'head|relation|tail'"),
        ("Kismet|directed_by|A\n\nKismet||A\n", 3, "expected 'head|relation|tail'"),
        ("Kismet|directed_by| \n", 1, "expected 'head|relation|tail'"),
        ("Kismet|directed_by|A\nKismet|produced_by|B\n", 2, "unknown relation 'produced_by'"),
    ],
)
def test_metaqa_bad_line_names_file_and_line(
    tmp_path: Path, text: str, line: int, fragment: str
) -> None:
    path = write(tmp_path, "kb.txt", text)
    with pytest.raises(GraphFormatError) as info:
        load_metaqa_kb(path)
    message = str(info.value)
    assert message.startswith(f"{path}:{line}: ")
    assert fragment in message
    assert info.value.path == str(path)
    assert info.value.line == line
    assert isinstance(info.value, ValueError)
    assert isinstance(info.value, GraphPathsError)


def test_metaqa_unknown_relation_lists_known_ones(tmp_path: Path) -> None:
    path = write(tmp_path, "kb.txt", "Kismet|produced_by|B\n")
    with pytest.raises(GraphFormatError, match="known: directed_by, has_genre") as info:
        load_metaqa_kb(path)
    assert "tail_types=" in str(info.value)


@pytest.mark.parametrize("content", [b"", b"  \n\t\n \r\n"])
def test_metaqa_empty_or_blank_file(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "kb.txt"
    path.write_bytes(content)
    with pytest.raises(GraphFormatError) as info:
        load_metaqa_kb(path)
    assert str(info.value) == f"{path}: file is empty"


def test_metaqa_non_utf8_names_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "kb.txt"
    path.write_bytes(b"Kismet|directed_by|A\nKismet|directed_by|Dieterle\xff\n")
    with pytest.raises(GraphFormatError) as info:
        load_metaqa_kb(path)
    message = str(info.value)
    assert message.startswith(f"{path}:2: ")
    assert "not valid UTF-8" in message
    assert "0xff" in message
    assert info.value.line == 2


def test_metaqa_missing_file_and_directory(tmp_path: Path) -> None:
    missing = tmp_path / "nope.txt"
    with pytest.raises(GraphFormatError) as info:
        load_metaqa_kb(missing)
    assert str(info.value) == f"{missing}: file not found"
    with pytest.raises(GraphFormatError, match="is a directory"):
        load_metaqa_kb(tmp_path)


def test_metaqa_line_numbers_ignore_unicode_line_breaks(tmp_path: Path) -> None:
    # A form feed or U+2028 inside a name is not a line break: later line numbers stay exact.
    path = write(tmp_path, "kb.txt", "A\x0cB|directed_by|C\u2028D\nKismet|directed_by\n")
    with pytest.raises(GraphFormatError) as info:
        load_metaqa_kb(path)
    assert info.value.line == 2
    g = load_metaqa_kb(path, lenient=True)
    assert list(g.entity_ids) == ["A\x0cB", "C\u2028D"]
    assert g.load_report is not None
    assert [line for line, _ in g.load_report.problems] == [2]


def test_metaqa_lenient_skips_and_reports(tmp_path: Path) -> None:
    text = (
        "Kismet|directed_by|William Dieterle\n"  # 1
        "Kismet|directed_by\n"  # 2 bad
        "Kismet|release_year|1944\n"  # 3
        "Kismet|produced_by|Someone\n"  # 4 bad
        "Kismet|release_year|1944\n"  # 5 duplicate
        "|starred_actors|X\n"  # 6 bad
    )
    path = write(tmp_path, "kb.txt", text)
    g = load_metaqa_kb(path, lenient=True)
    assert list(g.entity_ids) == ["Kismet", "William Dieterle", "1944"]
    assert g.num_relations == 2
    report = g.load_report
    assert report is not None
    assert (report.source, report.lines, report.relations) == (str(path), 6, 2)
    assert (report.duplicates, report.skipped) == (1, 3)
    assert [line for line, _ in report.problems] == [2, 4, 6]
    assert "expected 'head|relation|tail'" in report.problems[0][1]
    assert "unknown relation 'produced_by'" in report.problems[1][1]


def test_metaqa_lenient_keeps_first_problems_only(tmp_path: Path) -> None:
    path = write(tmp_path, "kb.txt", "a|directed_by|b\n" + "bad\n" * 30)
    report = load_metaqa_kb(path, lenient=True).load_report
    assert report is not None
    assert report.skipped == 30
    assert [line for line, _ in report.problems] == list(range(2, 22))


def test_metaqa_lenient_with_no_valid_line_is_an_error(tmp_path: Path) -> None:
    path = write(tmp_path, "kb.txt", "bad\nalso|bad\n")
    with pytest.raises(GraphFormatError) as info:
        load_metaqa_kb(path, lenient=True)
    assert str(info.value) == f"{path}: no valid triples"


def test_index_reads_a_kb_or_its_folder(tmp_path: Path) -> None:
    """``graphpaths index --metaqa`` (the graph format entry point): a file, or a folder
    holding kb.txt; the source is the file read."""
    kb = write(tmp_path, "kb.txt", SMALL_KB)
    for given in (kb, tmp_path, str(tmp_path)):
        graph, source = read_metaqa_kb(given)
        assert source == str(kb)
        assert graph_state(graph) == graph_state(load_metaqa_kb(kb))
    write(tmp_path, "kb.txt", SMALL_KB + "bad line\n")
    with pytest.raises(GraphFormatError, match=r"kb\.txt:7"):
        read_metaqa_kb(tmp_path)
    report = read_metaqa_kb(tmp_path, lenient=True)[0].load_report
    assert report is not None
    assert report.skipped == 1


def test_save_load_round_trip_plain_metaqa(tmp_path: Path) -> None:
    g = load_metaqa_kb(write(tmp_path, "kb.txt", SMALL_KB))
    g.save(tmp_path / "g")
    loaded = Graph.load(tmp_path / "g")
    assert graph_state(loaded) == graph_state(g)
    assert loaded.fingerprint == g.fingerprint


# -- the real MetaQA kb ---------------------------------------------------------------------

METAQA_TYPES = {"movie", "person", "year", "language", "tag", "genre", "imdb_votes", "imdb_rating"}


@pytest.mark.data
def test_metaqa_real_kb(metaqa_graph: Graph) -> None:
    g = metaqa_graph
    assert g.num_entities == 42_718
    assert g.num_relations == 128_185
    assert len(g.label_names) == 9
    assert set(g.label_names) == set(METAQA_TAIL_TYPES)
    assert set(g.type_names) == METAQA_TYPES
    assert len(g.type_names) == 8
    report = g.load_report
    assert report is not None
    assert (report.lines, report.relations, report.duplicates, report.skipped) == (
        128_185,
        128_185,
        0,
        0,
    )
    assert g.types_of("Kismet") == ("movie",)
    assert "person" in g.types_of("William Dieterle")
    kismet = g.index_of("Kismet")
    out = {g.relation_text(j) for j in np.flatnonzero(g.heads == kismet).tolist()}
    assert "Kismet directed by William Dieterle" in out
    assert "Kismet release year 1944" in out
    assert g.entity_text("William Dieterle") == "William Dieterle (person)"
    assert sum(g.type_counts().values()) == len(g.entity_type_indices)
    assert g.type_counts()["movie"] == len(set(g.heads.tolist()))
