"""Entity ablation (graphpaths_bench.eval.ablation) on a small KGQA folder written here."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from graphpaths_bench.eval.ablation import ablate, follow, main, readable_sets
from graphpaths_bench.eval.kgqa import load_kgqa_graph, load_kgqa_questions, match_kgqa_questions

TRIPLES = [
    ("p1", "works_at", "o1"),
    ("p2", "works_at", "o1"),
    ("p3", "works_at", "o2"),
    ("o1", "based_in", "c1"),
    ("o2", "based_in", "c1"),
    ("p4", "works_at", "o2"),
]
NAMES = {
    "p1": "Wenna Trout",
    "p2": "Idris Fall",
    "p3": "Wenna Pike",
    "p4": "Osric Vale",
    "o1": "Greyfield Works",
    "o2": "Lanner Works",
    "c1": "Tolbrook",
}
QUESTIONS = [
    {
        "id": "q1",
        "question": "where does wenna trout work",
        "topics": ["p1"],
        "answers": ["o1"],
        "hops": 1,
        "path": [["works_at", "->"]],
    },
    {
        "id": "q2",
        "question": "who works at greyfield",
        "topics": ["o1"],
        "answers": ["p1", "p2"],
        "hops": 1,
        "path": [["works_at", "<-"]],
    },
    {
        "id": "q3",
        "question": "which town is idris fall's firm in",
        "topics": ["p2"],
        "answers": ["c1"],
        "hops": 2,
        "path": [["works_at", "->"], ["based_in", "->"]],
    },
    {
        "id": "q4",
        "question": "who works at lanner",
        "topics": ["o2"],
        "answers": ["p3", "p4"],
        "hops": 1,
        "path": [["works_at", "<-"]],
    },
    {
        "id": "q5",
        "question": "where does osric vale work",
        "topics": ["p4"],
        "answers": ["o2"],
        "hops": 1,
        "path": [["works_at", "->"]],
    },
    {"id": "q6", "question": "where does ulla brenn work", "topics": [], "answers": [], "hops": 1},
    {
        "id": "q7",
        "question": "osric vale's shoe size",
        "topics": ["p4"],
        "answers": [],
        "hops": 1,
        "lacks": "shoe size",
    },
]


def write_set(folder: Path) -> Path:
    folder.mkdir(parents=True)
    (folder / "triples.tsv").write_text(
        "head\trelation\ttail\n" + "".join("\t".join(t) + "\n" for t in TRIPLES),
        encoding="utf-8",
    )
    (folder / "entities.tsv").write_text(
        "id\tname\n" + "".join(f"{k}\t{v}\n" for k, v in NAMES.items()), encoding="utf-8"
    )
    (folder / "questions.jsonl").write_text(
        "".join(json.dumps(q) + "\n" for q in QUESTIONS), encoding="utf-8"
    )
    return folder


def test_follow_walks_the_path() -> None:
    assert follow(TRIPLES, ["p2"], [["works_at", "->"], ["based_in", "->"]]) == {"c1"}
    assert follow(TRIPLES, ["c1"], [["based_in", "<-"], ["works_at", "<-"]]) == {
        "p1",
        "p2",
        "p3",
        "p4",
    }


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4, 5])
def test_ablation_turns_the_removed_topics_questions_into_not_found(
    tmp_path: Path, seed: int
) -> None:
    source = write_set(tmp_path / "tiny")
    before = (source / "triples.tsv").read_bytes()
    done = ablate(source, tmp_path / "out", fraction=0.2, seed=seed)
    assert (source / "triples.tsv").read_bytes() == before  # the source is only read
    # five distinct answerable topics, a fifth of them: one removed
    assert len(done.removed) == 1
    [gone] = done.removed
    out = tmp_path / "out"
    graph = load_kgqa_graph(out)
    kept_ids = {r.split("\t")[0] for r in (out / "entities.tsv").read_text().splitlines()[1:]}
    assert gone not in kept_ids
    assert set(NAMES) - {gone} == kept_ids  # the neighbours stay, linked or not
    assert all(
        gone not in line.split("\t") for line in (out / "triples.tsv").read_text().splitlines()
    )
    questions = {q.id: q for q in load_kgqa_questions(out)}
    matched = {m.id: m for m in match_kgqa_questions(list(questions.values()), graph)}
    named_gone = {q["id"] for q in QUESTIONS if gone in q["topics"]}
    assert set(done.not_found) == named_gone
    for qid in named_gone:
        assert matched[qid].not_found
        assert questions[qid].text == next(q["question"] for q in QUESTIONS if q["id"] == qid)
    assert matched["q6"].not_found  # the set's own not-found question stays
    # every answerable question kept still gets exactly its gold answers over what is left
    triples = [tuple(r.split("\t")) for r in (out / "triples.tsv").read_text().splitlines()[1:]]
    for qid in done.answerable:
        q = questions[qid]
        assert q.path is not None
        assert follow(triples, q.topics, q.path) == set(q.answers)
    answerable = {q["id"] for q in QUESTIONS if q["answers"]}
    assert set(done.answerable) | set(done.dropped) | set(done.not_found) >= answerable
    assert not set(done.answerable) & set(done.dropped)
    record = json.loads((out / "ablation.json").read_text())
    assert record["removed"] == [gone]
    # a lacking question stays with its topic, and names an absent entity without it
    assert questions["q7"].lacking == (gone != "p4")
    assert matched["q7"].not_found == (gone == "p4")


def test_a_question_losing_an_answer_is_dropped(tmp_path: Path) -> None:
    source = write_set(tmp_path / "tiny")
    # find the seed that removes Idris Fall (p2): q2's answers lose p2, so q2 is dropped
    for seed in range(50):
        target = tmp_path / f"out{seed}"
        done = ablate(source, target, fraction=0.2, seed=seed)
        if done.removed == ("p2",):
            assert "q2" in done.dropped
            assert "q3" in done.not_found
            return
    pytest.fail("no seed below 50 removes p2")


def test_the_same_seed_removes_the_same_entities(tmp_path: Path) -> None:
    source = write_set(tmp_path / "tiny")
    first = ablate(source, tmp_path / "a", fraction=0.4, seed=7)
    second = ablate(source, tmp_path / "b", fraction=0.4, seed=7)
    assert first == second
    assert len(first.removed) == 2


def test_ablating_into_the_source_is_refused(tmp_path: Path) -> None:
    source = write_set(tmp_path / "tiny")
    with pytest.raises(ValueError, match="another folder"):
        ablate(source, source)
    with pytest.raises(ValueError, match="fraction"):
        ablate(source, tmp_path / "x", fraction=1.0)


def test_main_ablates_readable_sets_only(tmp_path: Path) -> None:
    kgqa = tmp_path / "kgqa"
    write_set(kgqa / "tiny")
    write_set(kgqa / "sealed")
    (kgqa / "groups.tsv").write_text(
        "# set\tgroup\ntiny\tfitted dev\nsealed\theld out\n", encoding="utf-8"
    )
    assert readable_sets(kgqa) == ["tiny"]
    assert main([str(kgqa), str(tmp_path / "out")]) == 0
    assert (tmp_path / "out" / "tiny" / "ablation.json").exists()
    assert not (tmp_path / "out" / "sealed").exists()
    with pytest.raises(SystemExit):
        main([str(kgqa), str(tmp_path / "out2"), "--only", "sealed"])


def _rows(folder: Path, name: str) -> list[tuple[str, ...]]:
    return [tuple(r.split("\t")) for r in (folder / name).read_text().splitlines()[1:]]


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_relation_mode_makes_the_questions_walking_a_removed_label_lacking(
    tmp_path: Path, seed: int
) -> None:
    source = write_set(tmp_path / "tiny")
    before = {n: (source / n).read_bytes() for n in ("triples.tsv", "questions.jsonl")}
    done = ablate(source, tmp_path / "out", fraction=0.5, seed=seed, mode="relation")
    assert {n: (source / n).read_bytes() for n in before} == before  # the source is only read
    # the gold paths walk two labels, half of them: one removed, every triple of it
    [label] = done.removed
    out = tmp_path / "out"
    triples = _rows(out, "triples.tsv")
    assert [t for t in TRIPLES if t[1] != label] == triples
    assert _rows(out, "entities.tsv") == list(NAMES.items())  # every entity stays
    walks = {q["id"] for q in QUESTIONS if any(s[0] == label for s in q.get("path", []))}
    assert set(done.lacking) == walks
    assert not done.not_found
    graph = load_kgqa_graph(out)
    questions = {q.id: q for q in load_kgqa_questions(out)}
    matched = {m.id: m for m in match_kgqa_questions(list(questions.values()), graph)}
    for qid in walks:
        q = questions[qid]
        original = next(x for x in QUESTIONS if x["id"] == qid)
        assert q.lacking
        assert q.lacks == f"removed label: {label}"
        assert not q.answers
        assert (q.text, list(q.topics)) == (original["question"], original["topics"])
        assert matched[qid].lacking
    for qid in done.answerable:
        q = questions[qid]
        assert q.path is not None
        assert follow(triples, q.topics, q.path) == set(q.answers)
    answerable = {q["id"] for q in QUESTIONS if q["answers"]}
    assert set(done.answerable) | set(done.lacking) == answerable  # no step lost elsewhere
    assert matched["q6"].not_found
    assert questions["q7"].lacking
    record = json.loads((out / "ablation.json").read_text())
    assert record["mode"] == "relation"
    assert record["removed"] == [label]
    # q3 walks works_at then based_in: its first removed step is the one of the label
    if "q3" in walks:
        assert record["lacking_step"]["q3"] == (1 if label == "works_at" else 2)


def test_first_hop_mode_removes_the_label_from_the_topic_only(tmp_path: Path) -> None:
    source = write_set(tmp_path / "tiny")
    # find the seed that picks q1 (Wenna Trout works_at ->) of the five answerable questions
    for seed in range(50):
        out = tmp_path / f"out{seed}"
        done = ablate(source, out, fraction=0.2, seed=seed, mode="first-hop")
        if done.removed == ("p1|works_at|->",):
            break
    else:
        pytest.fail("no seed below 50 picks q1")
    triples = _rows(out, "triples.tsv")
    assert ("p1", "works_at", "o1") not in triples
    assert set(TRIPLES) - set(triples) == {("p1", "works_at", "o1")}  # the others keep it
    assert done.lacking == ("q1",)
    # q2 (who works at Greyfield) loses an answer: dropped; q3 (Idris Fall's) is untouched
    assert "q2" in done.dropped
    assert {"q3", "q4", "q5"} <= set(done.answerable)
    questions = {q.id: q for q in load_kgqa_questions(out)}
    assert questions["q1"].lacks == "none for entity: works_at"
    assert list(questions["q1"].topics) == ["p1"]
    assert follow(triples, ["p1"], [["works_at", "->"]]) == set()
    record = json.loads((out / "ablation.json").read_text())
    assert record["lacking_step"] == {"q1": 1}


def test_first_hop_mode_names_a_question_lacking_only_when_every_topic_lost_the_step(
    tmp_path: Path,
) -> None:
    source = tmp_path / "two"
    write_set(source)
    both = {
        "id": "q8",
        "question": "where do wenna trout and idris fall work",
        "topics": ["p1", "p2"],
        "answers": ["o1"],
        "hops": 1,
        "path": [["works_at", "->"]],
    }
    with open(source / "questions.jsonl", "a", encoding="utf-8") as f:
        f.write(json.dumps(both) + "\n")
    for seed in range(80):
        out = tmp_path / f"out{seed}"
        done = ablate(source, out, fraction=0.2, seed=seed, mode="first-hop")
        if done.removed == ("p1|works_at|->",):
            # p2 still works at o1: q8 still gets its answer from the other topic
            assert "q8" in done.answerable
            assert "q8" not in done.lacking
            return
    pytest.fail("no seed below 80 picks q1 alone")


def test_an_unknown_mode_is_refused(tmp_path: Path) -> None:
    source = write_set(tmp_path / "tiny")
    with pytest.raises(ValueError, match="mode"):
        ablate(source, tmp_path / "x", mode="labels")
