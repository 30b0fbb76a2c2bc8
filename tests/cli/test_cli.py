"""The `graphpaths` command line: index, info, query, and its errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from graphpaths.cli import main

COOKBOOK = Path(__file__).resolve().parents[2] / "cookbook" / "data"


def test_index_and_info_on_the_sample(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "idx"
    code = main(
        [
            "index",
            "--triples",
            str(COOKBOOK / "movies.csv"),
            "--entities",
            str(COOKBOOK / "movie_entities.csv"),
            "--out",
            str(out),
            "--no-embeddings",
        ]
    )
    assert code == 0
    assert main(["info", str(out)]) == 0
    text = capsys.readouterr().out
    assert "relations  56" in text
    assert "directed_by" in text
    assert main(["info", str(out), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["types"]["movie"] == 14
    assert info["relations"] == 56


def test_bad_input_exits_with_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    kb = tmp_path / "kb.txt"
    kb.write_text("Kismet|directed_by|William Dieterle\nbroken line\n", encoding="utf-8")
    code = main(["index", "--metaqa", str(kb), "--out", str(tmp_path / "idx"), "--no-embeddings"])
    assert code == 2
    err = capsys.readouterr().err
    assert f"{kb}:2:" in err
    assert "head|relation|tail" in err
    assert not (tmp_path / "idx").exists()


def test_info_on_a_missing_index_fails_cleanly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["info", str(tmp_path / "nothing")]) == 2
    assert "no such index directory" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("question", "fragment"),
    [
        # What a shell hands Python for the bytes ff fe (not UTF-8): surrogate escapes.
        (b"\xff\xfe".decode("utf-8", "surrogateescape"), "not valid text: character 1 of 2"),
        ("   ", "expected a question with some text"),
    ],
)
def test_query_that_is_not_text_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], question: str, fragment: str
) -> None:
    # Checked before the index is opened: no index is needed to see the error.
    assert main(["query", str(tmp_path / "no-index"), question]) == 2
    err = capsys.readouterr().err
    assert err.startswith("graphpaths: error: question: ")
    assert fragment in err
    assert err.count("\n") == 1
    assert "Traceback" not in err


# Every command of the library, with the smallest valid arguments: the parser keeps them all
# (each command lives in its own module of graphpaths.cli and registers itself; the
# benchmarks package's commands are in benchmarks/tests/test_bench_cli.py).
COMMANDS = [
    ["index", "--metaqa", "kb.txt", "--out", "idx"],
    ["index", "--triples", "t.csv", "--entities", "e.csv", "--out", "idx", "--no-embeddings"],
    ["info", "idx", "--json"],
    ["query", "idx", "who directed Kismet", "--policy", "random"],
]


@pytest.mark.parametrize("argv", COMMANDS, ids=lambda argv: " ".join(argv[:2]))
def test_every_command_parses_to_its_function(argv: list[str]) -> None:
    from graphpaths.cli import build_parser

    args = build_parser().parse_args(argv)
    module = args.func.__module__
    assert module == f"graphpaths.cli.{argv[0]}", module
    assert args.func.__name__ == f"run_{argv[0]}"


@pytest.mark.slow
def test_python_dash_m_runs_the_command() -> None:
    from checkout import run_python

    result = run_python("-m", "graphpaths.cli", "query", "--help")
    assert result.returncode == 0, result.stderr
    for flag in ("--policy", "--filter", "--json"):
        assert flag in result.stdout


def test_the_entry_point_names_main() -> None:
    import tomllib

    from graphpaths.cli import main

    pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
    scripts = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["scripts"]
    assert scripts["graphpaths"] == "graphpaths.cli:main"
    assert callable(main)


def test_query_with_a_filter(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    triples = tmp_path / "work.jsonl"
    triples.write_text(
        '{"head": "Ana", "relation": "works_on", "tail": "Comet", "tenant": "acme"}\n'
        '{"head": "Ana", "relation": "works_on", "tail": "Lynx", "tenant": "globex"}\n'
    )
    out = tmp_path / "idx"
    assert main(["index", "--triples", str(triples), "--out", str(out), "--backend", "hash"]) == 0
    capsys.readouterr()
    assert main(["info", str(out)]) == 0
    assert "attributes of relations: tenant (2)" in capsys.readouterr().out
    question = "What does Ana work on?"
    assert main(["query", str(out), question, "--json", "--filter", '{"tenant": "acme"}']) == 0
    shown = capsys.readouterr().out.replace(question, "")
    assert "Comet" in shown
    assert "Lynx" not in shown
    assert main(["query", str(out), question, "--filter", '{"tenant": {"$gtt": 1}}']) == 2
    err = capsys.readouterr().err
    assert "--filter" in err
    assert "$gtt" in err
    assert main(["query", str(out), question, "--filter", "{tenant"]) == 2
    assert "--filter: not JSON" in capsys.readouterr().err


NOTES = [
    {"id": "team", "text": "The Data Team owns Project Comet.", "links": ["office", "comet"]},
    {
        "id": "office",
        "text": "Everyone on that team works from the Berlin office.",
        "metadata": {"kind": "office"},
    },
    {
        "id": "comet",
        "text": "Project Comet ships a weekly release.",
        "metadata": {"kind": "project"},
    },
    {"id": "lisbon", "text": "The Design Team works from the Lisbon office."},
]


@pytest.fixture(scope="module")
def corpus_index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("corpus")
    docs = folder / "notes.jsonl"
    docs.write_text("".join(json.dumps(n) + "\n" for n in NOTES), encoding="utf-8")
    out = folder / "notes-idx"
    assert main(["index", "--docs", str(docs), "--out", str(out), "--backend", "hash"]) == 0
    return out


def test_info_on_a_corpus_index(corpus_index: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["info", str(corpus_index)]) == 0
    text = capsys.readouterr().out
    assert "(corpus index: GraFine)" in text
    assert "documents  4  e.g. team, office, comet" in text
    assert "links      4 (your links); 3 documents have at least one" in text
    assert "metadata   kind (2)" in text
    assert "corrupt manifest" not in text
    assert main(["info", str(corpus_index), "--json", "--verify"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert (info["kind"], info["documents"], info["edges"]) == ("corpus", 4, 4)
    assert info["verified"]["files"] == len(info["bytes"])


def test_query_on_a_corpus_index_runs_grafine(
    corpus_index: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    capsys.readouterr()
    question = "where does the team behind Project Comet work"
    assert main(["query", str(corpus_index), question, "-k", "3", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    nodes = result["nodes"]
    assert len(nodes) == 3
    scores = [node["score"] for node in nodes]
    assert scores == sorted(scores, reverse=True)
    assert main(["query", str(corpus_index), question, "-k", "3"]) == 0
    text = capsys.readouterr().out
    assert text.startswith(f"question:  {question}\n")
    # The documents, in the JSON's order, each with its text and links; no scores.
    heads = [line for line in text.splitlines() if line[:1].isdigit()]
    assert [h.split()[1] for h in heads] == [node["id"] for node in nodes]
    by_id = {n["id"]: n for n in NOTES}
    for node in nodes:
        assert by_id[node["id"]]["text"] in text
    assert "   links to: office, comet" in text or "   links to: comet, office" in text
    assert "[score" not in text
    assert "ms:" not in text
    assert main(["query", str(corpus_index), question, "-k", "3", "--verbose"]) == 0
    verbose = capsys.readouterr().out
    shown = [
        float(line.split("[score ")[1].split(",")[0])
        for line in verbose.splitlines()
        if "[score" in line
    ]
    assert shown == [round(s, 3) for s in scores]
    assert "ms: embed" in verbose


def test_dotrag_query_is_plain_unless_verbose(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "idx"
    argv = ["index", "--triples", str(COOKBOOK / "movies.csv"), "--out", str(out)]
    assert main([*argv, "--backend", "hash"]) == 0
    question = "who directed Inception"
    capsys.readouterr()
    assert main(["query", str(out), question]) == 0
    plain = capsys.readouterr().out
    assert "Inception" in plain
    assert "[score" not in plain
    assert "priority" not in plain
    assert " sim " not in plain
    for verbose in (
        ["query", str(out), question, "--verbose"],
        ["-v", "query", str(out), question],
    ):
        assert main(verbose) == 0
        assert "[score" in capsys.readouterr().out
    # The command keeps the library's order and scores.
    assert main(["query", str(out), question, "--json"]) == 0
    shown = [(p["anchor_id"], p["score"]) for p in json.loads(capsys.readouterr().out)["paths"]]
    from graphpaths import DotRAG
    from graphpaths.embeddings_hashing import HashingEmbedder

    library = DotRAG.from_index(out, embedder=HashingEmbedder()).retrieve(question)
    assert shown == [(p.anchor_id, p.score) for p in library.paths]


def test_a_bad_line_points_to_lenient(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    triples = tmp_path / "bad.csv"
    triples.write_text("head,relation,tail\nAna,works_on,Comet\nAna,works_on\n", encoding="utf-8")
    out = tmp_path / "idx"
    assert main(["index", "--triples", str(triples), "--out", str(out), "--no-embeddings"]) == 2
    err = capsys.readouterr().err
    assert f"{triples}:3:" in err
    assert "--lenient skips bad lines" in err
    argv = ["index", "--triples", str(triples), "--out", str(out), "--no-embeddings", "--lenient"]
    assert main(argv) == 0
    assert "skipped 1 bad line(s)" in capsys.readouterr().out


def test_progress_writes_no_escape_codes_off_a_terminal(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from graphpaths.cli.output import progress_bars

    progress, close = progress_bars()
    for done in range(1, 4):
        progress("documents", done, total=3)
    close()
    err = capsys.readouterr().err
    assert err == "documents: 3 of 3 done\n"


def test_the_graph_loader_names_a_corpus_index(corpus_index: Path) -> None:
    from graphpaths import IndexFormatError, load_index

    with pytest.raises(IndexFormatError, match=r"a corpus index .*GraFine\.from_index"):
        load_index(corpus_index)
