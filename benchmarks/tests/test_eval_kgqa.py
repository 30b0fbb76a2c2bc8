"""`graphpaths eval kgqa`: the KGQA folder format, its errors, the run and its report."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest
from fakes import FakeEmbedder

from graphpaths.cli import main
from graphpaths.context import Context
from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.errors import GraphFormatError
from graphpaths.reachability import ReachabilityMap
from graphpaths_bench.eval.base import EvalResources, MethodResult
from graphpaths_bench.eval.gold import gold_sets, question_gold_sets
from graphpaths_bench.eval.kgqa import load_kgqa_graph, load_kgqa_questions, match_kgqa_questions
from graphpaths_bench.eval.registry import register_method
from graphpaths_bench.eval.report import render_report
from graphpaths_bench.eval.runner import run_kgqa

REPO = Path(__file__).resolve().parents[2]

TRIPLES = """\
head\trelation\ttail
p1\tleads\tt1
p2\tmember_of\tt1
p3\tmember_of\tt1
t1\tworks_on\tj1
j1\trequires\ts1
j1\trequires\ts2
p1\tbased_in\tc1
p2\tbased_in\tc2
"""
ENTITIES = """\
id\tname
p1\tAlice Chen
p2\tBo Li
p3\tCarla Ruiz
t1\tData Team
j1\tChurn Forecast
s1\tPython
s2\tSQL
c1\tLisbon
c2\tBerlin
"""
QUESTIONS = [
    {"id": "a", "question": "Data Team: who is its lead?", "topics": ["t1"], "answers": ["p1"],
     "hops": 1, "path": [["leads", "<-"]]},
    {"id": "b", "question": "who is on the data team", "topics": ["t1"], "answers": ["p2", "p3"],
     "hops": 1},
    {"id": "c", "question": "What skills do the Data Team's projects need?", "topics": ["t1"],
     "answers": ["s1", "s2"], "hops": 2},
    {"id": "d", "question": "The Data Team lead is based in which city?", "topics": ["t1"],
     "answers": ["c1"], "hops": 2},
    {"id": "e", "question": "Skills needed by the team under Alice Chen?", "topics": ["p1"],
     "answers": ["s1", "s2"], "hops": 3},
    {"id": "f", "question": "Which person leads the Legal Team?", "topics": [], "answers": [],
     "hops": 1},
]  # fmt: skip
#: Hand-written for the toy graph: a named entity, a relation the graph lacks.
LACKING = [
    {"id": "g", "question": "How old is Alice Chen?", "topics": ["p1"], "answers": [],
     "hops": 1, "lacks": "age"},
    {"id": "h", "question": "What is the Data Team's budget?", "topics": ["t1"], "answers": [],
     "hops": 1, "lacks": "budget"},
    {"id": "i", "question": "Which university did the Data Team's leader attend?",
     "topics": ["t1"], "answers": [], "hops": 2, "lacks": "educated at"},
    {"id": "j", "question": "Which team is Alice Chen a member of?", "topics": ["p1"],
     "answers": [], "hops": 1, "lacks": "none for entity: member_of"},
]  # fmt: skip


def write_folder(root: Path, questions: list[dict[str, object]] | None = None) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    (root / "triples.tsv").write_text(TRIPLES, encoding="utf-8")
    (root / "entities.tsv").write_text(ENTITIES, encoding="utf-8")
    lines = [json.dumps(q) for q in (QUESTIONS if questions is None else questions)]
    (root / "questions.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return root


# -- the format ---------------------------------------------------------------------------------


def test_loads_graph_questions_and_matches_ids(tmp_path: Path) -> None:
    folder = write_folder(tmp_path / "set")
    graph = load_kgqa_graph(folder)
    assert (graph.num_entities, graph.num_relations) == (9, 8)
    assert graph.entity("p1").name == "Alice Chen"
    questions = load_kgqa_questions(folder)
    assert [q.id for q in questions] == list("abcdef")
    assert questions[0].path == (("leads", "<-"),)
    assert questions[1].path is None
    assert questions[1].text == "who is on the data team"
    matched = match_kgqa_questions(questions, graph)
    assert [graph.entity_ids[i] for i in matched[1].answer_indices] == ["p2", "p3"]
    assert [q.not_found for q in matched] == [False] * 5 + [True]


BAD_LINES = [
    ("not json", "invalid JSON"),
    ("[1, 2]", "expected a JSON object"),
    ('{"id": "x", "question": "q", "topics": ["t1"], "answers": ["p1"]}', "missing field(s) 'hops'"),
    ('{"id": "", "question": "q", "topics": [], "answers": [], "hops": 1}', "field 'id'"),
    ('{"id": "x", "question": " ", "topics": [], "answers": [], "hops": 1}', "field 'question'"),
    ('{"id": "x", "question": "q", "topics": "t1", "answers": ["p1"], "hops": 1}', "field 'topics'"),
    ('{"id": "x", "question": "q", "topics": ["t1"], "answers": [3], "hops": 1}', "field 'answers'"),
    ('{"id": "x", "question": "q", "topics": ["t1"], "answers": ["p1"], "hops": 0}', "field 'hops'"),
    ('{"id": "x", "question": "q", "topics": ["t1"], "answers": ["p1"], "hops": true}', "field 'hops'"),
    ('{"id": "x", "question": "q", "topics": ["t1"], "answers": [], "hops": 1}', "both be given"),
    ('{"id": "x", "question": "q", "topics": ["t1"], "answers": [], "hops": 1}', "field 'lacks'"),
    ('{"id": "x", "question": "q", "topics": ["t1"], "answers": [], "hops": 1, "lacks": " "}',
     "field 'lacks'"),
    ('{"id": "x", "question": "q", "topics": ["t1"], "answers": [], "hops": 1, "lacks": 3}',
     "field 'lacks'"),
    ('{"id": "x", "question": "q", "topics": ["t1"], "answers": ["p1"], "hops": 1, "lacks": "age"}',
     "field 'lacks'"),
    ('{"id": "x", "question": "q", "topics": [], "answers": [], "hops": 1, "lacks": "age"}',
     "field 'lacks'"),
    ('{"id": "x", "question": "q", "topics": ["t1"], "answers": [], "hops": 1, "lacks": "age", '
     '"path": [["leads", "<-"]]}', "field 'path'"),
    ('{"id": "x", "question": "q", "topics": [], "answers": ["p1"], "hops": 1}', "both be given"),
    ('{"id": "x", "question": "q", "topics": ["t1"], "answers": ["p1"], "hops": 2, '
     '"path": [["leads", "<-"]]}', "field 'path'"),
    ('{"id": "x", "question": "q", "topics": ["t1"], "answers": ["p1"], "hops": 1, '
     '"path": [["leads", "<>"]]}', "field 'path'"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "message"), BAD_LINES)
def test_bad_question_lines_name_file_line_and_field(
    tmp_path: Path, line: str, message: str
) -> None:
    folder = write_folder(tmp_path / "set", QUESTIONS[:1])
    with (folder / "questions.jsonl").open("a", encoding="utf-8") as f:
        f.write("\n" + line + "\n")  # a blank line first: numbering still follows the file
    with pytest.raises(GraphFormatError, match=r"questions\.jsonl:3: ") as info:
        load_kgqa_questions(folder)
    assert message in str(info.value)


def test_lacking_questions_load_with_what_the_graph_lacks(tmp_path: Path) -> None:
    spaced = {**LACKING[0], "lacks": "  date of\tbirth "}
    folder = write_folder(tmp_path / "set", [*QUESTIONS, spaced, *LACKING[1:]])
    questions = load_kgqa_questions(folder)
    assert [(q.id, q.lacks, q.lacking) for q in questions[6:]] == [
        ("g", "date of birth", True),
        ("h", "budget", True),
        ("i", "educated at", True),
        ("j", "none for entity: member_of", True),
    ]
    assert all(q.lacks is None and not q.lacking for q in questions[:6])
    assert questions[6].topics == ("p1",)
    assert questions[6].answers == ()
    assert questions[6].path is None
    matched = match_kgqa_questions(questions, load_kgqa_graph(folder))
    assert [q.lacking for q in matched] == [False] * 6 + [True] * 4
    assert [q.not_found for q in matched] == [False] * 5 + [True] + [False] * 4
    assert [len(q.topic_indices) for q in matched[6:]] == [1] * 4
    assert all(len(q.answer_indices) == 0 for q in matched[6:])


def test_a_lacking_question_without_lacks_names_file_line_and_id(tmp_path: Path) -> None:
    unmarked = {key: value for key, value in LACKING[2].items() if key != "lacks"}
    folder = write_folder(tmp_path / "set", [*QUESTIONS[:2], LACKING[0], unmarked])
    with pytest.raises(GraphFormatError) as info:
        load_kgqa_questions(folder)
    text = str(info.value)
    assert f"{folder / 'questions.jsonl'}:4: " in text
    assert "question 'i'" in text
    assert "needs field 'lacks'" in text


def test_duplicate_ids_and_empty_files(tmp_path: Path) -> None:
    folder = write_folder(tmp_path / "set", [QUESTIONS[0], QUESTIONS[0]])
    with pytest.raises(GraphFormatError, match=r"questions.jsonl:2: .*duplicate question id 'a'"):
        load_kgqa_questions(folder)
    (folder / "questions.jsonl").write_text("\n\n", encoding="utf-8")
    with pytest.raises(GraphFormatError, match="file is empty"):
        load_kgqa_questions(folder)
    (folder / "questions.jsonl").unlink()
    with pytest.raises(GraphFormatError, match="file not found"):
        load_kgqa_questions(folder)


def test_unknown_topic_or_answer_names_the_question(tmp_path: Path) -> None:
    bad = {**QUESTIONS[0], "id": "q-name", "answers": ["Alice Chen"]}
    folder = write_folder(tmp_path / "set", [QUESTIONS[1], bad])
    graph = load_kgqa_graph(folder)
    source = str(folder / "questions.jsonl")
    with pytest.raises(GraphFormatError) as info:
        match_kgqa_questions(load_kgqa_questions(folder), graph, source=source)
    text = str(info.value)
    assert "questions.jsonl:2: " in text
    assert "'q-name'" in text
    assert "'answers'" in text
    assert "'Alice Chen'" in text
    topic = {**QUESTIONS[0], "topics": ["Data Team"]}
    with pytest.raises(GraphFormatError, match=r"question 'a', field 'topics': 'Data Team'"):
        match_kgqa_questions(load_kgqa_questions(write_folder(tmp_path / "t", [topic])), graph)


def test_bad_graph_files_name_file_and_line(tmp_path: Path) -> None:
    folder = write_folder(tmp_path / "set")
    (folder / "triples.tsv").write_text(TRIPLES + "p9\tleads\tt1\n", encoding="utf-8")
    with pytest.raises(GraphFormatError, match=r"triples.tsv:10: .*'p9'"):
        load_kgqa_graph(folder)
    (folder / "triples.tsv").write_text("subject relation tail\np1 leads t1\n", encoding="utf-8")
    with pytest.raises(GraphFormatError, match=r"triples.tsv:1: the header lacks"):
        load_kgqa_graph(folder)
    (folder / "triples.tsv").write_text(TRIPLES, encoding="utf-8")
    (folder / "entities.tsv").write_text("name\tid\n", encoding="utf-8")
    with pytest.raises(GraphFormatError, match=r"entities\.tsv"):
        load_kgqa_graph(folder)


def test_a_types_column_is_read_when_present(tmp_path: Path) -> None:
    folder = write_folder(tmp_path / "set")
    rows = ENTITIES.splitlines()
    typed = ["id\tname\ttypes"] + [f"{row}\t" for row in rows[1:]]
    typed[1] = "p1\tAlice Chen\tperson|lead"
    (folder / "entities.tsv").write_text("\n".join(typed) + "\n", encoding="utf-8")
    graph = load_kgqa_graph(folder)
    assert graph.types_of("p1") == ("person", "lead")


def test_gold_of_several_topics_is_the_union() -> None:
    from graphpaths.graph import GraphBuilder

    b = GraphBuilder()
    for h, t in [("a", "x"), ("x", "ans1"), ("b", "y"), ("y", "ans2")]:
        b.add_relation(h, t, "r", create_entities=True)
    g = b.build()
    index = ReachabilityMap.build(g)

    class Q:
        hops = 2
        topic_indices = np.asarray([g.index_of("a"), g.index_of("b")])
        answer_indices = np.asarray([g.index_of("ans1"), g.index_of("ans2")])

    gold = question_gold_sets(index, Q())
    assert gold.answerable
    assert {g.entity_ids[i] for i in gold.intermediates} == {"x", "y"}
    one = gold_sets(index, g.index_of("a"), Q.answer_indices, 2)
    assert not one.answerable
    assert {g.entity_ids[i] for i in one.reachable_answers} == {"ans1"}


# -- the run --------------------------------------------------------------------------------------


SUMMARY_KEYS = {"n", "recall", "precision", "f1", "gp", "llm_calls", "latency_p50_ms",
                "latency_p95_ms", "answerable"}  # fmt: skip


def test_run_kgqa_scores_hops_and_reports_not_found_apart(tmp_path: Path) -> None:
    folder = write_folder(tmp_path / "set")
    build_index(load_kgqa_graph(folder), tmp_path / "idx", embedder=FakeEmbedder())
    index = load_index(tmp_path / "idx")
    jsonl = tmp_path / "rows.jsonl"
    result = run_kgqa(index, FakeEmbedder(), data_dir=folder, methods=["vss", "bm25"], jsonl=jsonl)
    assert result["dataset"] == "kgqa"
    assert result["hops"] == [1, 2, 3]
    assert result["match"]["1"] == {"questions": 3, "not_found": 1, "lacking": 0, "evaluated": 2}
    for by_hop in result["methods"].values():
        assert set(by_hop) == {"1", "2", "3"}
        assert [by_hop[h]["n"] for h in ("1", "2", "3")] == [2, 2, 1]
        assert by_hop["1"].keys() >= SUMMARY_KEYS
        assert by_hop["1"]["recall"] == 100.0  # the toy team's relations are all retrieved
        assert all(0.0 <= by_hop[h]["recall"] <= 100.0 for h in ("2", "3"))
        assert by_hop["1"]["gp"] is None
        assert by_hop["2"]["gp"] == 100.0
        assert by_hop["2"]["answerable"]["n"] == 2
    for row in result["not_found"].values():
        assert row["n"] == 1
        assert row["abstained"] == 0.0  # both baselines return the graph regardless
        assert row["mean_retrieved"] > 0
    rows = [json.loads(line) for line in jsonl.read_text().splitlines()]
    assert len(rows) == 2 * 6
    missing = [r for r in rows if r["id"] == "f"]
    assert all(r["not_found"] and r["metrics"] is None for r in missing)
    assert {r["id"]: r["question_class"] for r in rows} == {
        **dict.fromkeys("abcde", "has_answers"),
        "f": "not_found",
    }
    assert result["lacking"] == {}  # the set has none
    # A hop filter and a seeded limit.
    again = run_kgqa(index, FakeEmbedder(), data_dir=folder, methods=["bm25"], hops=[2], limit=1)
    assert list(again["methods"]["bm25"]) == ["2"]
    assert again["methods"]["bm25"]["2"]["n"] == 1
    assert "bm25" not in again["not_found"]  # the not-found question is a 1-hop one
    text = render_report(result)
    assert text.startswith("kgqa set")
    assert "(paper)" not in text  # MetaQA's published rows do not belong beside another graph
    assert "| bm25 | 1 | 0.00 |" in text


def test_resume_keeps_not_found_rows(tmp_path: Path) -> None:
    folder = write_folder(tmp_path / "set")
    build_index(load_kgqa_graph(folder), tmp_path / "idx", embedder=FakeEmbedder())
    index = load_index(tmp_path / "idx")
    jsonl = tmp_path / "rows.jsonl"
    first = run_kgqa(index, FakeEmbedder(), data_dir=folder, methods=["bm25"], jsonl=jsonl)
    again = run_kgqa(
        index, FakeEmbedder(), data_dir=folder, methods=["bm25"], jsonl=jsonl, resume=True
    )
    for hop, row in first["methods"]["bm25"].items():
        for key in ("n", "recall", "precision", "f1", "gp", "answerable"):
            assert again["methods"]["bm25"][hop][key] == row[key], (hop, key)
    for key in ("n", "abstained", "mean_retrieved"):
        assert again["not_found"]["bm25"][key] == first["not_found"]["bm25"][key]


#: What :class:`ScriptedMethod` returns, by question id (none: an abstention).
SCRIPT: dict[str, tuple[str, ...]] = {
    "a": (),  # an answerable 1-hop question, wrongly abstained on
    "g": (),
    "h": (),
    "i": ("c1", "c2"),
    "j": ("p1",),
}


class ScriptedMethod:
    """Returns the entity ids :data:`SCRIPT` gives the question, and every entity of the
    graph for a question it has no script for."""

    def __init__(self, resources: EvalResources) -> None:
        self.graph = resources.index.graph
        self.by_text = {
            str(q["question"]): SCRIPT[str(q["id"])]
            for q in QUESTIONS + LACKING
            if q["id"] in SCRIPT
        }

    def retrieve(self, question: str) -> MethodResult:
        ids = self.by_text.get(question, self.graph.entity_ids)
        entities = frozenset(self.graph.index_of(i) for i in ids)
        context = Context(
            items=(), budget=100, tokens=len(entities), entities=entities, relations=frozenset()
        )
        return MethodResult(context=context)


register_method("scripted-lacking-test", "graph", ScriptedMethod, replace=True)


def test_run_kgqa_reports_lacking_questions_as_their_own_class(tmp_path: Path) -> None:
    folder = write_folder(tmp_path / "set", QUESTIONS + LACKING)
    build_index(load_kgqa_graph(folder), tmp_path / "idx", embedder=FakeEmbedder())
    index = load_index(tmp_path / "idx")
    jsonl = tmp_path / "rows.jsonl"
    methods = ["scripted-lacking-test", "bm25"]
    result = run_kgqa(index, FakeEmbedder(), data_dir=folder, methods=methods, jsonl=jsonl)
    assert result["match"]["1"] == {"questions": 6, "not_found": 1, "lacking": 3, "evaluated": 2}
    assert result["match"]["2"] == {"questions": 3, "not_found": 0, "lacking": 1, "evaluated": 2}
    scripted = result["lacking"]["scripted-lacking-test"]
    assert scripted["n"] == 4
    assert scripted["abstained"] == 50.0  # g and h
    assert scripted["mean_retrieved"] == 0.75  # (0 + 0 + 2 + 1) / 4
    assert scripted["mean_retrieved_when_returned"] == 1.5  # (2 + 1) / 2
    assert result["lacking"]["bm25"]["n"] == 4
    assert result["lacking"]["bm25"]["abstained"] == 0.0  # bm25 returns the graph regardless
    assert result["not_found"]["scripted-lacking-test"]["n"] == 1
    assert result["not_found"]["scripted-lacking-test"]["abstained"] == 0.0
    # Wrongly abstained: question a of the two 1-hop ones with answers, none at 2 and 3 hops.
    by_hop = result["methods"]["scripted-lacking-test"]
    assert [by_hop[h]["wrongly_abstained"] for h in ("1", "2", "3")] == [50.0, 0.0, 0.0]
    assert by_hop["1"]["answerable"]["n"] == 2
    assert by_hop["1"]["answerable"]["wrongly_abstained"] == 50.0
    assert by_hop["1"]["recall"] == 50.0  # a scored 0, b 100: the lacking ones are not in it
    assert [by_hop[h]["n"] for h in ("1", "2", "3")] == [2, 2, 1]
    rows = [json.loads(line) for line in jsonl.read_text().splitlines()]
    assert len(rows) == 2 * 10
    classes = {r["id"]: r["question_class"] for r in rows}
    assert classes == {**dict.fromkeys("abcde", "has_answers"), "f": "not_found",
                       **dict.fromkeys("ghij", "lacking")}  # fmt: skip
    lacking_rows = [r for r in rows if r["question_class"] == "lacking"]
    assert all(r["metrics"] is None and not r["not_found"] for r in lacking_rows)
    assert all(r["answers"] == [] and not r["answerable"] for r in lacking_rows)
    # The hop filter and the seeded limit apply to them as to the not-found ones.
    two = run_kgqa(index, FakeEmbedder(), data_dir=folder, methods=methods, hops=[2])
    assert two["lacking"]["scripted-lacking-test"]["n"] == 1
    assert two["lacking"]["scripted-lacking-test"]["abstained"] == 0.0
    one = run_kgqa(index, FakeEmbedder(), data_dir=folder, methods=["bm25"], limit=2)
    assert one["lacking"]["bm25"]["n"] == 2
    # A resumed run reads the class back from the rows.
    again = run_kgqa(
        index, FakeEmbedder(), data_dir=folder, methods=methods, jsonl=jsonl, resume=True
    )
    for name in methods:
        for key in ("n", "abstained", "mean_retrieved", "mean_retrieved_when_returned"):
            assert again["lacking"][name][key] == result["lacking"][name][key], (name, key)
    text = render_report(result)
    assert "relation the graph lacks (kept out of the averages above)" in text
    assert "| scripted-lacking-test | 4 | 50.00 | 0.75 | 1.50 |" in text
    assert "| scripted-lacking-test | 50.00 | 50.00 | 0.00 | 0.00 | 0.00 | 0.00 |" in text


def test_lacking_questions_leave_recall_and_f1_unchanged(tmp_path: Path) -> None:
    methods = ["vss", "bm25", "dotrag", "scripted-lacking-test"]
    results = []
    for name, questions in (("without", QUESTIONS), ("with", QUESTIONS + LACKING)):
        folder = write_folder(tmp_path / name, questions)
        build_index(load_kgqa_graph(folder), tmp_path / f"idx-{name}", embedder=FakeEmbedder())
        index = load_index(tmp_path / f"idx-{name}")
        results.append(run_kgqa(index, FakeEmbedder(), data_dir=folder, methods=methods))
    without, with_lacking = results
    assert with_lacking["lacking"].keys() == set(methods)
    for name in methods:
        for hop in ("1", "2", "3"):
            for key in ("n", "recall", "precision", "f1", "gp", "answerable", "wrongly_abstained"):
                mine = with_lacking["methods"][name][hop][key]
                assert mine == without["methods"][name][hop][key], (name, hop, key)


def test_cli_eval_kgqa_on_a_hand_written_set_then_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """End to end on benchmarks/kgqa/geo-family with dotrag and bm25 (a hashing embedder,
    two questions per hop: the point is the wiring, the real figures come from benchmarks)."""
    import graphpaths_bench.cli.resources

    monkeypatch.setattr(
        graphpaths_bench.cli.resources,
        "SentenceTransformerEmbedder",
        lambda backend=None: FakeEmbedder(),
    )
    data = tmp_path / "geo-family"
    shutil.copytree(REPO / "benchmarks" / "kgqa" / "geo-family", data)
    out = tmp_path / "out.json"
    argv = ["eval", "kgqa", "--data", str(data), "--index", str(tmp_path / "idx"),
            "--json", str(out)]  # fmt: skip
    assert main([*argv, "--methods", "dotrag,bm25", "--limit", "2", "--seed", "1"]) == 0
    printed = capsys.readouterr().out
    assert "building it from" in printed
    assert "not found n=2" in printed
    assert "lacking n=2" in printed
    result = json.loads(out.read_text())
    assert result["dataset"] == "kgqa"
    assert result["data"] == str(data)
    assert set(result["methods"]) == {"dotrag", "bm25"}
    for name, by_hop in result["methods"].items():
        assert set(by_hop) == {"1", "2", "3"}
        for hop, row in by_hop.items():
            assert row.keys() >= SUMMARY_KEYS, (name, hop)
            assert row["n"] == 2
            assert row["answerable"]["n"] == 2
            assert 0.0 <= row["recall"] <= 100.0
            assert row["llm_calls"] == 0.0
        assert result["not_found"][name]["n"] == 2
        assert result["lacking"][name]["n"] == 2
    # The index is reused on the next run (no rebuild); --hops filters.
    assert main([*argv, "--methods", "bm25", "--hops", "1"]) == 0
    assert "building it from" not in capsys.readouterr().out
    again = json.loads(out.read_text())
    assert list(again["methods"]["bm25"]) == ["1"]
    assert again["methods"]["bm25"]["1"]["n"] == 37
    assert again["not_found"]["bm25"]["n"] == 2  # the two 1-hop ones
    assert again["lacking"]["bm25"]["n"] == 9  # the set's 1-hop ones
    assert main(["eval", "kgqa", "--data", str(data), "--index", str(tmp_path / "idx"),
                 "--json", str(out), "--hops", "x"]) == 2  # fmt: skip
    assert main(["report", str(out)]) == 0
    report = (tmp_path / "out.md").read_text(encoding="utf-8")
    assert report.startswith("kgqa geo-family")
    assert "| bm25 (ours) |" in report
    assert "| bm25 | 2 |" in report
    assert (tmp_path / "out.png").exists()


#: What :class:`WalkingMethod` returns per question id: the entity ids and its best path's hops.
WALKS: dict[str, tuple[tuple[str, ...], int]] = {
    "a": (("p1",), 1),  # the answer, as far as asked
    "b": (("c1",), 2),  # no answer, further than asked
    "c": (("j1",), 1),  # no answer, short of the 2 hops asked
    "d": (("c1", "c2"), 2),  # the answer among others, as far as asked
    "e": (("s1",), 3),
}


class WalkingMethod:
    """Returns :data:`WALKS`' entities with ``stats["walked"]``, as DotRAG reports its best
    path's hops."""

    def __init__(self, resources: EvalResources) -> None:
        self.graph = resources.index.graph
        self.by_text = {str(q["question"]): WALKS.get(str(q["id"])) for q in QUESTIONS}

    def retrieve(self, question: str) -> MethodResult:
        ids, walked = self.by_text.get(question) or ((), 0)
        entities = frozenset(self.graph.index_of(i) for i in ids)
        context = Context(
            items=(), budget=100, tokens=len(entities), entities=entities, relations=frozenset()
        )
        return MethodResult(context=context, stats={"walked": walked})


register_method("walking-test", "graph", WalkingMethod, replace=True)


def test_run_kgqa_reports_hops_walked_against_hops_asked_and_answers_present(
    tmp_path: Path,
) -> None:
    folder = write_folder(tmp_path / "set")
    build_index(load_kgqa_graph(folder), tmp_path / "idx", embedder=FakeEmbedder())
    index = load_index(tmp_path / "idx")
    jsonl = tmp_path / "rows.jsonl"
    methods = ["walking-test", "bm25"]
    result = run_kgqa(index, FakeEmbedder(), data_dir=folder, methods=methods, jsonl=jsonl)
    by_hop = result["methods"]["walking-test"]
    assert by_hop["1"]["walked"] == {
        "n": 2, "mean": 1.5, "shorter": 0.0, "as_asked": 50.0, "longer": 50.0
    }  # fmt: skip
    assert by_hop["2"]["walked"] == {
        "n": 2, "mean": 1.5, "shorter": 50.0, "as_asked": 50.0, "longer": 0.0
    }  # fmt: skip
    assert by_hop["3"]["walked"]["as_asked"] == 100.0
    assert [by_hop[h]["answer_present"] for h in ("1", "2", "3")] == [50.0, 50.0, 100.0]
    assert result["methods"]["bm25"]["1"]["walked"] is None  # a method without paths
    # a resumed run reads the hops walked back from its rows
    again = run_kgqa(
        index, FakeEmbedder(), data_dir=folder, methods=methods, jsonl=jsonl, resume=True
    )
    assert again["methods"]["walking-test"]["2"]["walked"] == by_hop["2"]["walked"]
