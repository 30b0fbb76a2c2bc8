"""Tests of the benchmark loaders: MetaQA questions (with matching and sampling) and BEIR folders."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from graphpaths.errors import GraphFormatError, InputError
from graphpaths.graph import Graph, GraphBuilder
from graphpaths_bench.eval.beir import BeirDocument, BeirQuery, document_text, load_beir
from graphpaths_bench.eval.metaqa import (
    MatchedQuestion,
    MatchReport,
    MetaQAQuestion,
    load_metaqa_questions,
    match_questions,
    sample_questions,
)

# -- MetaQA: loading ----------------------------------------------------------------------------


def write_hop(
    root: Path, hops: int, text: str, qtypes: str | None = None, split: str = "dev"
) -> Path:
    folder = root / f"{hops}-hop"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"qa_{split}.txt"
    path.write_text(text, encoding="utf-8")
    if qtypes is not None:
        (folder / f"qa_{split}_qtype.txt").write_text(qtypes, encoding="utf-8")
    return path


QA = (
    "films featuring [Temuera Morrison] as an actor\tOnce Were Warriors|Tracker|River Queen\n"
    "\n"
    "who directed [Kismet]\tWilliam Dieterle|William Dieterle\n"
    "[Kismet] was released when\t1944\n"
)


def test_load_one_hop_file(tmp_path: Path) -> None:
    write_hop(tmp_path, 1, QA, "actor_to_movie\n\nmovie_to_director\nmovie_to_year\n")
    questions = load_metaqa_questions(tmp_path, 1)
    assert questions[0] == MetaQAQuestion(
        id="1-hop/dev/1",
        hops=1,
        text="films featuring Temuera Morrison as an actor",
        topic="Temuera Morrison",
        answers=("Once Were Warriors", "Tracker", "River Queen"),
        qtype="actor_to_movie",
        line=1,
    )
    # Blank lines are skipped but keep the numbering; duplicate answers collapse.
    assert [q.id for q in questions] == ["1-hop/dev/1", "1-hop/dev/3", "1-hop/dev/4"]
    assert questions[1].answers == ("William Dieterle",)
    assert questions[1].qtype == "movie_to_director"
    assert questions[2].text == "Kismet was released when"
    assert all("[" not in q.text and "]" not in q.text for q in questions)


def test_qtype_file_is_optional(tmp_path: Path) -> None:
    write_hop(tmp_path, 2, QA, split="train")
    questions = load_metaqa_questions(tmp_path, 2, split="train")
    assert [q.qtype for q in questions] == [None, None, None]
    assert questions[0].id == "2-hop/train/1"
    assert questions[0].hops == 2


def test_several_hops_in_the_order_given_and_the_parent_folder(tmp_path: Path) -> None:
    root = tmp_path / "metaqa"
    write_hop(root, 1, "who directed [A]\tB\n")
    write_hop(root, 3, "who directed [C]\tD\n")
    for data_dir in (root, tmp_path):
        questions = load_metaqa_questions(data_dir, [3, 1])
        assert [q.id for q in questions] == ["3-hop/dev/1", "1-hop/dev/1"]
    assert load_metaqa_questions(root, range(1, 2))[0].topic == "A"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("who directed Kismet\tWilliam Dieterle", "exactly one \\[topic entity\\]"),
        ("who directed [Kismet] and [Casablanca]\tX", "exactly one"),
        ("who directed [Kismet\tX", "exactly one"),
        ("who directed []\tX", "empty \\[topic entity\\]"),
        ("who directed [Kismet]", "no tab"),
        ("who directed [Kismet]\t", "empty answer"),
        ("who directed [Kismet]\tA||B", "empty answer"),
        ("who directed [Kismet]\tA\tB", "more than one tab"),
    ],
)
def test_bad_lines_name_file_and_line(tmp_path: Path, line: str, message: str) -> None:
    path = write_hop(tmp_path, 1, f"who directed [Ok]\tFine\n{line}\n")
    with pytest.raises(GraphFormatError, match=message) as info:
        load_metaqa_questions(tmp_path, 1)
    assert info.value.path == str(path)
    assert info.value.line == 2
    assert str(info.value).startswith(f"{path}:2: ")


def test_qtype_length_mismatch(tmp_path: Path) -> None:
    write_hop(tmp_path, 1, QA, "actor_to_movie\nmovie_to_director\n")
    with pytest.raises(GraphFormatError, match=r"has 2 question types but .*qa_dev\.txt has 3"):
        load_metaqa_questions(tmp_path, 1)


def test_non_utf8_and_missing_files(tmp_path: Path) -> None:
    folder = tmp_path / "1-hop"
    folder.mkdir()
    (folder / "qa_dev.txt").write_bytes(b"who directed [A]\tB\nwho directed [\xe9]\tB\n")
    with pytest.raises(GraphFormatError, match="not valid UTF-8") as info:
        load_metaqa_questions(tmp_path, 1)
    assert info.value.line == 2
    with pytest.raises(GraphFormatError, match="file not found"):
        load_metaqa_questions(tmp_path, 2)


@pytest.mark.parametrize("hops", [0, -1, True, "1", [1, 0], 1.0])
def test_bad_hops(tmp_path: Path, hops: object) -> None:
    with pytest.raises(InputError, match="hops"):
        load_metaqa_questions(tmp_path, hops)  # type: ignore[arg-type]


@pytest.mark.parametrize("split", ["", "../dev", "a/b", "dev txt"])
def test_bad_split(tmp_path: Path, split: str) -> None:
    with pytest.raises(InputError, match="split"):
        load_metaqa_questions(tmp_path, 1, split=split)


# -- MetaQA: matching -----------------------------------------------------------------------------


def small_graph() -> Graph:
    b = GraphBuilder()
    for head, tail in [
        ("Kismet", "William Dieterle"),
        ("Kismet", "1944"),
        ("Casablanca", "Michael Curtiz"),
        ("ABC", "x"),
        ("abc", "y"),
    ]:
        b.add_relation(head, tail, "r", create_entities=True)
    return b.build()


def question(n: int, topic: str, *answers: str) -> MetaQAQuestion:
    return MetaQAQuestion(
        id=f"1-hop/dev/{n}",
        hops=1,
        text=f"about {topic}",
        topic=topic,
        answers=answers,
        qtype=None,
        line=n,
    )


def test_match_questions_keeps_drops_and_reports() -> None:
    g = small_graph()
    questions = [
        question(1, "Kismet", "William Dieterle", "Nobody", "1944"),  # one answer dropped
        question(2, "Unknown Film", "1944"),  # topic unmatched: dropped
        question(3, "casablanca", "MICHAEL CURTIZ"),  # unique case-insensitive matches
        question(4, "Abc", "x"),  # ambiguous case-insensitively: unmatched
        question(5, "Kismet", "Nobody", "Noone"),  # no answer left: dropped
    ]
    matched, report = match_questions(questions, g)
    assert [m.id for m in matched] == ["1-hop/dev/1", "1-hop/dev/3"]
    first = matched[0]
    assert isinstance(first, MatchedQuestion)
    assert first.question is questions[0]
    assert first.topic_index == g.index_of("Kismet")
    assert first.answer_indices.tolist() == [g.index_of("William Dieterle"), g.index_of("1944")]
    assert first.answer_indices.dtype == np.int32
    assert not first.answer_indices.flags.writeable
    assert first.missing_answers == ("Nobody",)
    assert (first.hops, first.text) == (1, "about Kismet")
    assert matched[1].topic_index == g.index_of("Casablanca")
    assert matched[1].answer_indices.tolist() == [g.index_of("Michael Curtiz")]
    assert report == MatchReport(
        questions=5,
        matched=2,
        unmatched_topics=2,
        unmatched_answers=3,
        questions_without_answers=1,
        casefold_topics=1,
        casefold_answers=1,
        unmatched_topic_examples=(("1-hop/dev/2", "Unknown Film"), ("1-hop/dev/4", "Abc")),
        unmatched_answer_examples=(
            ("1-hop/dev/1", "Nobody"),
            ("1-hop/dev/5", "Nobody"),
            ("1-hop/dev/5", "Noone"),
        ),
    )
    assert report.dropped == 3


def test_exact_match_wins_over_case_insensitive() -> None:
    g = small_graph()
    matched, report = match_questions([question(1, "abc", "y")], g)
    assert matched[0].topic_index == g.index_of("abc")
    assert report.casefold_topics == 0


def test_match_report_examples_are_bounded() -> None:
    questions = [question(i, f"missing {i}", "1944") for i in range(1, 30)]
    matched, report = match_questions(questions, small_graph())
    assert matched == []
    assert report.unmatched_topics == 29
    assert len(report.unmatched_topic_examples) == 10


# -- sampling ------------------------------------------------------------------------------------


def many(n: int) -> list[MetaQAQuestion]:
    return [question(i, f"t{i}", "a") for i in range(1, n + 1)]


def test_sample_is_deterministic_ordered_and_nested() -> None:
    questions = many(200)
    a = sample_questions(questions, 20, seed=7)
    assert a == sample_questions(questions, 20, seed=7)
    assert len(a) == 20
    positions = [questions.index(q) for q in a]
    assert positions == sorted(positions)  # file order
    assert set(sample_questions(questions, 10, seed=7)) <= set(a)  # nested
    assert sample_questions(questions, 20, seed=8) != a
    # Independent of the input order and of which other questions are present.
    assert set(sample_questions(questions[::-1], 20, seed=7)) == set(a)
    kept = [q for q in questions if q not in a[:5]]
    assert set(a[5:]) <= set(sample_questions(kept, 20, seed=7))


def test_sample_works_on_matched_questions() -> None:
    matched, _ = match_questions(
        [question(i, "Kismet", "1944") for i in range(1, 9)], small_graph()
    )
    picked = sample_questions(matched, 3, seed=0)
    assert [m.id for m in picked] == [
        q.id for q in sample_questions([m.question for m in matched], 3, seed=0)
    ]


def test_sample_edges() -> None:
    questions = many(5)
    assert sample_questions(questions, 5, seed=1) == questions
    assert sample_questions(questions, 50, seed=1) == questions
    assert sample_questions(questions, 0, seed=1) == []
    for n in (-1, 2.5, True):
        with pytest.raises(InputError, match="n: expected an integer >= 0"):
            sample_questions(questions, n, seed=1)  # type: ignore[arg-type]


# -- MetaQA: the real dev files ------------------------------------------------------------------

DEV_LINES = {1: 9992, 2: 14872, 3: 14274}


@pytest.fixture(scope="module")
def dev_questions(metaqa_dir: Path) -> dict[int, list[MetaQAQuestion]]:
    return {h: load_metaqa_questions(metaqa_dir, h) for h in (1, 2, 3)}


@pytest.mark.data
def test_real_dev_files_load_whole(
    metaqa_dir: Path, dev_questions: dict[int, list[MetaQAQuestion]]
) -> None:
    for h, questions in dev_questions.items():
        assert len(questions) == DEV_LINES[h]
        assert [q.line for q in questions] == list(range(1, DEV_LINES[h] + 1))
        assert len({q.id for q in questions}) == len(questions)
        assert all(q.hops == h and q.qtype and q.answers for q in questions)
        assert all(q.topic in q.text and "[" not in q.text for q in questions)
    first = dev_questions[2][0]
    assert (first.topic, first.answers, first.qtype) == (
        "Joel Zwick",
        ("Greek",),
        "director_to_movie_to_language",
    )
    both = load_metaqa_questions(metaqa_dir.parent, [1, 2, 3])
    assert len(both) == sum(DEV_LINES.values())


# Numbers of the shared graph (kb.txt rebuilt from ~96% of the MetaQA triples).
EXPECTED_REPORT = {
    # hops: (matched, unmatched topics, unmatched answers, questions left without answers,
    #        case-insensitive topic matches, case-insensitive answer matches)
    1: (9940, 42, 35, 10, 3, 1),
    2: (14667, 188, 222, 17, 1, 2),
    3: (14271, 3, 970, 0, 0, 18),
}


@pytest.mark.data
@pytest.mark.parametrize("hops", [1, 2, 3])
def test_real_match_report(
    dev_questions: dict[int, list[MetaQAQuestion]], metaqa_graph: Graph, hops: int
) -> None:
    matched, report = match_questions(dev_questions[hops], metaqa_graph)
    assert report.questions == DEV_LINES[hops]
    got = (
        report.matched,
        report.unmatched_topics,
        report.unmatched_answers,
        report.questions_without_answers,
        report.casefold_topics,
        report.casefold_answers,
    )
    assert got == EXPECTED_REPORT[hops]
    assert len(matched) == report.matched == report.questions - report.dropped
    for m in matched[:: max(1, len(matched) // 200)]:
        assert metaqa_graph.entity_ids[m.topic_index].casefold() == m.question.topic.casefold()
        assert len(m.answer_indices) + len(m.missing_answers) == len(m.question.answers)
    for qid, name in report.unmatched_topic_examples:
        assert not metaqa_graph.has_entity(name), qid


# -- BEIR -------------------------------------------------------------------------------------


def write_beir(
    root: Path,
    corpus: list[object] | str,
    queries: list[object] | str,
    qrels: str,
    edges: str | None = None,
    split: str = "train",
) -> Path:
    def jsonl(rows: list[object] | str) -> str:
        return rows if isinstance(rows, str) else "".join(json.dumps(r) + "\n" for r in rows)

    root.mkdir(parents=True, exist_ok=True)
    (root / "corpus.jsonl").write_text(jsonl(corpus), encoding="utf-8")
    (root / "queries.jsonl").write_text(jsonl(queries), encoding="utf-8")
    (root / "qrels").mkdir(exist_ok=True)
    (root / "qrels" / f"{split}.tsv").write_text(qrels, encoding="utf-8")
    if edges is not None:
        (root / "edges.tsv").write_text(edges, encoding="utf-8")
    return root


CORPUS = [
    {"_id": "d1", "title": "Aspirin", "text": "It thins blood."},
    {"_id": "d2", "title": "", "text": "No title here."},
    {"_id": "d3", "text": "Title missing."},
    {"_id": "d4", "title": "Ends with a stop.", "text": "Body."},
]
QUERIES = [
    {"_id": "q1", "text": "aspirin?"},
    {"_id": "q2", "text": "no qrels"},
    {"_id": "q3", "text": "two docs", "metadata": {}},
]
HEADER = "query-id\tcorpus-id\tscore\n"
QRELS = HEADER + "q3\td2\t1\nq1\td1\t2\nq3\td4\t0\n"


def test_load_beir_layout(tmp_path: Path) -> None:
    data = load_beir(write_beir(tmp_path, CORPUS, QUERIES, QRELS))
    assert list(data.corpus) == ["d1", "d2", "d3", "d4"]
    assert data.corpus["d3"] == BeirDocument(id="d3", title="", text="Title missing.")
    assert data.queries == (
        BeirQuery(id="q1", text="aspirin?"),
        BeirQuery(id="q3", text="two docs"),
    )  # file order, q2 dropped: it has no qrels
    assert data.qrels == {"q1": {"d1": 2}, "q3": {"d2": 1, "d4": 0}}
    assert data.edges is None
    assert (data.split, data.skipped, data.problems) == ("train", 0, ())


def test_document_text() -> None:
    def doc(title: str, text: str) -> BeirDocument:
        return BeirDocument(id="d", title=title, text=text)

    assert document_text(doc("Aspirin", "It thins blood.")) == "Aspirin. It thins blood."
    assert document_text(doc("", "Body.")) == "Body."
    assert document_text(doc("  ", "Body.")) == "Body."
    assert document_text(doc("Ends with a stop.", "Body.")) == "Ends with a stop. Body."
    assert document_text(doc("Why?", "Body.")) == "Why? Body."
    assert document_text(doc("Only a title", "")) == "Only a title"


@pytest.mark.parametrize(
    ("corpus", "line", "message"),
    [
        ('{"_id": "d1", "text": "ok"}\n{"_id": "d2", "text": \n', 2, "invalid JSON"),
        ('{"_id": "d1", "text": "ok"}\n["d2"]\n', 2, "expected a JSON object"),
        ('{"_id": "d1", "text": "ok"}\n\n{"text": "no id"}\n', 3, "field '_id'"),
        ('{"_id": "d1", "text": "ok"}\n{"_id": "d2"}\n', 2, "field 'text'"),
        ('{"_id": "d1", "text": "ok"}\n{"_id": "d2", "text": "t", "title": 3}\n', 2, "'title'"),
        ('{"_id": "d1", "text": "ok"}\n{"_id": "d1", "text": "again"}\n', 2, "duplicate _id"),
    ],
)
def test_bad_corpus_lines(tmp_path: Path, corpus: str, line: int, message: str) -> None:
    root = write_beir(tmp_path, corpus, QUERIES[:1], HEADER + "q1\td1\t1\n")
    with pytest.raises(GraphFormatError, match=message) as info:
        load_beir(root)
    assert (info.value.path, info.value.line) == (str(root / "corpus.jsonl"), line)
    lenient = load_beir(root, lenient=True)
    assert list(lenient.corpus) == ["d1"]
    assert lenient.skipped == 1
    assert lenient.problems[0][:2] == (str(root / "corpus.jsonl"), line)


def test_numeric_ids_are_read_as_strings(tmp_path: Path) -> None:
    root = write_beir(
        tmp_path, [{"_id": 7, "text": "t"}], [{"_id": 1, "text": "q"}], HEADER + "1\t7\t1\n"
    )
    assert load_beir(root).qrels == {"1": {"7": 1}}


@pytest.mark.parametrize(
    ("qrels", "line", "message"),
    [
        ("q1\td1\t1\n", 1, "expected the header"),
        ("", None, "file is empty"),
        (HEADER + "q1\td1\n", 2, "expected 'query-id"),
        (HEADER + "q1\td1\tyes\n", 2, "not an integer"),
        (HEADER + "q1\td1\t1\nq1\td1\t1\n", 3, "duplicate pair"),
    ],
)
def test_bad_qrels(tmp_path: Path, qrels: str, line: int | None, message: str) -> None:
    root = write_beir(tmp_path, CORPUS, QUERIES, qrels)
    with pytest.raises(GraphFormatError, match=message) as info:
        load_beir(root)
    assert info.value.line == line
    assert info.value.path == str(root / "qrels" / "train.tsv")


def test_qrels_naming_unknown_ids(tmp_path: Path) -> None:
    lines = "".join(f"q1\tmissing{i}\t1\n" for i in range(12))
    root = write_beir(tmp_path, CORPUS, QUERIES, HEADER + "q1\td1\t1\n" + lines)
    with pytest.raises(GraphFormatError, match="12 line\\(s\\) name unknown corpus ids") as info:
        load_beir(root)
    message = str(info.value)
    assert "'missing0' (line 3)" in message
    assert "'missing9' (line 12)" in message
    assert "'missing10'" not in message
    assert "and 2 more" in message
    assert info.value.line == 3
    lenient = load_beir(root, lenient=True)
    assert lenient.qrels == {"q1": {"d1": 1}}
    assert lenient.skipped == 12
    assert len(lenient.problems) == 10

    root2 = write_beir(tmp_path / "q", CORPUS, QUERIES, HEADER + "q9\td1\t1\n")
    with pytest.raises(GraphFormatError, match=r"unknown query ids.*'q9' \(line 2\)"):
        load_beir(root2)


def test_edges(tmp_path: Path) -> None:
    edges = "# links\nd1\td2\n\n  # indented comment\nd2\td4\n"
    data = load_beir(write_beir(tmp_path, CORPUS, QUERIES, QRELS, edges=edges))
    assert data.edges == [("d1", "d2"), ("d2", "d4")]
    empty = load_beir(write_beir(tmp_path / "e", CORPUS, QUERIES, QRELS, edges=""))
    assert empty.edges == []


@pytest.mark.parametrize(
    ("edges", "message"),
    [("d1\td2\nd1\tnope\n", "unknown corpus id\\(s\\) 'nope'"), ("d1\td2\nd1 d2\n", "expected")],
)
def test_bad_edges(tmp_path: Path, edges: str, message: str) -> None:
    root = write_beir(tmp_path, CORPUS, QUERIES, QRELS, edges=edges)
    with pytest.raises(GraphFormatError, match=message) as info:
        load_beir(root)
    assert (info.value.path, info.value.line) == (str(root / "edges.tsv"), 2)
    assert load_beir(root, lenient=True).edges == [("d1", "d2")]


def test_missing_files_and_bad_split(tmp_path: Path) -> None:
    root = write_beir(tmp_path, CORPUS, QUERIES, QRELS)
    with pytest.raises(GraphFormatError, match="file not found"):
        load_beir(root, split="test")
    (root / "queries.jsonl").unlink()
    with pytest.raises(GraphFormatError, match=r"queries\.jsonl: file not found"):
        load_beir(root)
    for split in ("", "../x", "a/b"):
        with pytest.raises(InputError, match="split"):
            load_beir(root, split=split)


@pytest.mark.data
def test_real_scifact(data_dir: Path) -> None:
    folder = data_dir / "scifact"
    if not folder.is_dir():
        pytest.skip(f"SciFact data not found at {folder}")
    data = load_beir(folder)
    assert len(data.corpus) == 5183
    assert len(data.queries) == 809
    assert sum(len(docs) for docs in data.qrels.values()) == 919
    assert data.edges is None
    assert all(data.qrels[q.id] for q in data.queries)
    doc = data.corpus[next(iter(data.qrels["0"]))]
    assert document_text(doc).startswith(doc.title)
