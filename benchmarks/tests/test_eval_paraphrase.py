"""Paraphrased MetaQA questions: the template file, the rewording, and the project's file."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from graphpaths.errors import GraphFormatError, InputError
from graphpaths_bench.eval.metaqa import MetaQAQuestion, load_metaqa_questions
from graphpaths_bench.eval.paraphrase import load_paraphrases, paraphrase_question

PROJECT_FILE = Path(__file__).resolve().parents[2] / "benchmarks" / "paraphrases" / "metaqa.tsv"


def _question(qid: str = "1-hop/dev/3", qtype: str | None = "movie_to_year") -> MetaQAQuestion:
    return MetaQAQuestion(
        id=qid,
        hops=1,
        text="when was Kismet released",
        topic="Kismet",
        answers=("1944",),
        qtype=qtype,
        line=4,
    )


def test_load_keeps_file_order_and_skips_comments(tmp_path: Path) -> None:
    path = tmp_path / "p.tsv"
    path.write_text(
        "# comment\n\nmovie_to_year\tWhen did {topic} come out?\n"
        "movie_to_year\tWhich year saw {topic} released?\nmovie_to_writer\tWho wrote {topic}?\n",
        encoding="utf-8",
    )
    assert load_paraphrases(path) == {
        "movie_to_year": ("When did {topic} come out?", "Which year saw {topic} released?"),
        "movie_to_writer": ("Who wrote {topic}?",),
    }


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("movie_to_year When did {topic} come out?\n", ":1: expected 'question type<TAB>template'"),
        ("# c\nmovie_to_year\tWhen was it released?\n", ":2: a template must hold {topic} exactly"),
        ("movie_to_year\t{topic} or {topic}?\n", ":1: a template must hold {topic} exactly"),
        ("a\tb\t{topic}\n", ":1: expected"),
        ("# only a comment\n", "no templates"),
    ],
)
def test_bad_files_name_file_and_line(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.tsv"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(GraphFormatError, match=re.escape(message)) as info:
        load_paraphrases(path)
    assert "bad.tsv" in str(info.value)


def test_missing_and_non_utf8_files(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="not found"):
        load_paraphrases(tmp_path / "nope.tsv")
    path = tmp_path / "latin1.tsv"
    path.write_bytes("movie_to_year\tQuand {topic} est-il sorti ? \xe9\n".encode("latin-1"))
    with pytest.raises(GraphFormatError, match="not UTF-8"):
        load_paraphrases(path)


def test_rewording_keeps_the_question_and_is_reproducible() -> None:
    templates = {"movie_to_year": ("When did {topic} come out?", "{topic}: which year?")}
    q = _question()
    first = paraphrase_question(q, templates, seed=0)
    assert first.text in {"When did Kismet come out?", "Kismet: which year?"}
    assert (first.id, first.topic, first.answers, first.qtype) == (
        q.id,
        "Kismet",
        ("1944",),
        q.qtype,
    )
    assert paraphrase_question(q, templates, seed=0) == first
    # Over many questions both templates are used.
    texts = {paraphrase_question(_question(f"1-hop/dev/{i}"), templates, 0).text for i in range(40)}
    assert texts == {"When did Kismet come out?", "Kismet: which year?"}


def test_a_question_type_without_templates_is_named() -> None:
    with pytest.raises(InputError, match=r"movie_to_writer.*1-hop/dev/3"):
        paraphrase_question(_question(qtype="movie_to_writer"), {"movie_to_year": ("{topic}",)}, 0)
    with pytest.raises(InputError, match="None"):
        paraphrase_question(_question(qtype=None), {"movie_to_year": ("{topic}",)}, 0)


def _shape(text: str, topic: str) -> str:
    """A wording without its topic, case and punctuation."""
    return " ".join(re.sub(r"[^a-z0-9' ]", " ", text.replace(topic, " X ").lower()).split())


def test_the_project_file_covers_every_dev_type_with_new_wordings(metaqa_dir: Path) -> None:
    templates = load_paraphrases(PROJECT_FILE)
    for hops in (1, 2, 3):
        questions = load_metaqa_questions(metaqa_dir.parent, hops, "dev")
        qtypes = {q.qtype for q in questions}
        assert qtypes <= set(templates), f"{hops}-hop types without templates"
        dev_shapes = {_shape(q.text, q.topic) for q in questions}
        for qtype in qtypes:
            for template in templates[str(qtype)]:
                shape = _shape(template.replace("{topic}", "X"), "X")
                assert shape not in dev_shapes, f"{qtype}: {template!r} is a dev wording"
