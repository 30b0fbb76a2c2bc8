"""``graphpaths index --update FILE``: changes from a file, errors naming file and line, and
a SIGKILL mid-update leaving the previous index loadable."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from graphpaths.cli import main
from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import InputError
from graphpaths.graph import GraphBuilder
from graphpaths.graph.edit import edit_graph, read_changes

REPO = Path(__file__).resolve().parents[2]

#: ``graphpaths`` whose hashing embedder takes 0.7 s a call, so a kill lands mid-update.
SLOW_CLI = """
import sys, time
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.cli import main
embed = HashingEmbedder.embed_documents
def slow(self, texts, **options):
    time.sleep(0.7)
    return embed(self, texts, **options)
HashingEmbedder.embed_documents = slow
sys.exit(main(sys.argv[1:]))
"""
ENV = {"PYTHONPATH": f"{REPO / 'core'}:{REPO}", "HF_HUB_OFFLINE": "1", "PATH": "/usr/bin:/bin"}


def start_cli(*arguments: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-c", SLOW_CLI, *arguments],
        env=ENV,
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def people(n: int = 60) -> GraphBuilder:
    b = GraphBuilder()
    for i in range(n):
        b.add_relation(f"person {i}", f"city {i % 7}", "lives_in", create_entities=True)
    return b


def write_ops(path: Path, new: int) -> None:
    lines = [
        {"op": "add", "id": f"film {k}", "name": f"Film number {k}", "types": ["film"]}
        for k in range(new)
    ]
    lines += [
        {"op": "add", "head": f"film {k}", "relation": "shot_in", "tail": f"city {k % 7}"}
        for k in range(new)
    ]
    lines += [
        {"op": "update", "id": "person 1", "attributes": {"tenant": "acme"}},
        {"op": "delete", "head": "person 2", "relation": "lives_in", "tail": "city 2"},
    ]
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")


def test_cli_update_applies_a_file_of_changes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "idx"
    build_index(people().build(), out, embedder=HashingEmbedder())
    ops = tmp_path / "ops.jsonl"
    write_ops(ops, 5)
    assert main(["index", "--update", str(ops), "--out", str(out), "--backend", "hash"]) == 0
    assert "revision 1" in capsys.readouterr().out
    index = load_index(out, verify="full")
    assert index.revision == 1
    assert index.graph.num_relations == 60 + 5 - 1
    assert index.graph.entity_attributes("person 1") == {"tenant": "acme"}
    assert index.manifest.embedded_texts == {"labels": 1, "entities": 5}
    csv_ops = tmp_path / "ops.csv"
    csv_ops.write_text("op,id,name,types\nupdate,film 1,Film One,film|short\n", encoding="utf-8")
    assert main(["index", "--update", str(csv_ops), "--out", str(out), "--backend", "hash"]) == 0
    assert load_index(out).graph.types_of("film 1") == ("film", "short")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (
            '{"op": "add", "head": "a", "relation": "r", "tail": "b"}\n{"op": "grow", "id": "x"}\n',
            r"ops\.jsonl:2: field 'op'",
        ),
        (
            '\n{"op": "add", "head": "a", "relation": 5, "tail": "b"}\n',
            r"ops\.jsonl:2: field 'relation'",
        ),
        ('{"op": "add", "name": "x"}\n', r"ops\.jsonl:1: a change names"),
        ("{oops\n", r"ops\.jsonl:1: not a JSON object"),
    ],
)
def test_bad_update_files_name_the_file_and_line(
    tmp_path: Path, content: str, message: str
) -> None:
    ops = tmp_path / "ops.jsonl"
    ops.write_text(content, encoding="utf-8")
    with pytest.raises(InputError, match=message):
        read_changes(ops)


def test_a_change_that_cannot_apply_is_named_by_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "idx"
    build_index(people().build(), out, embedder=HashingEmbedder())
    ops = tmp_path / "ops.jsonl"
    ops.write_text('{"op": "add", "id": "x"}\n{"op": "delete", "id": "nobody"}\n', encoding="utf-8")
    assert main(["index", "--update", str(ops), "--out", str(out), "--backend", "hash"]) != 0
    assert "ops.jsonl:2: entity 'nobody' is not in the graph" in capsys.readouterr().err
    assert load_index(out).revision == 0


@pytest.mark.slow
def test_sigkill_mid_update_leaves_the_previous_index_loadable(tmp_path: Path) -> None:
    template, out = tmp_path / "template", tmp_path / "idx"
    original = people().build()
    build_index(original, template, embedder=HashingEmbedder())
    stored = load_index(template).graph.fingerprint  # with the types inferred at build
    ops = tmp_path / "ops.jsonl"
    write_ops(ops, 200)
    updated = edit_graph(load_index(template).graph, read_changes(ops)).graph.fingerprint
    rng = random.Random(15)
    seen: set[int] = set()
    killed = 0
    for _ in range(3):
        shutil.rmtree(out, ignore_errors=True)
        for leftover in tmp_path.glob(".idx.*"):
            shutil.rmtree(leftover)
        shutil.copytree(template, out)
        proc = start_cli("index", "--update", str(ops), "--out", str(out), "--backend", "hash")
        time.sleep(rng.uniform(0.3, 2.5))
        if proc.poll() is None:
            proc.kill()
            killed += 1
        proc.wait()
        index = load_index(out, verify="full")  # the old index or the new one, never a mix
        if index.revision == 0:
            assert index.graph.fingerprint == stored
        else:  # the update whole: 200 films, less what its deleted relation left alone
            assert index.graph.fingerprint == updated
        seen.add(index.revision)
        # The next update after a kill starts afresh and completes.
        if index.revision == 0:
            done = subprocess.run(
                [
                    sys.executable,
                    "-c",
                    SLOW_CLI.replace("0.7", "0"),
                    "index",
                    "--update",
                    str(ops),
                    "--out",
                    str(out),
                    "--backend",
                    "hash",
                ],
                cwd=REPO,
                env=ENV,
                capture_output=True,
                check=False,
            )
            assert done.returncode == 0, done.stderr
            assert load_index(out, verify="full").revision == 1
    assert killed >= 1


def test_cli_update_of_a_corpus_index(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from graphpaths.grafine.corpus_index import load_corpus_index

    docs = tmp_path / "docs.jsonl"
    docs.write_text(
        "".join(
            json.dumps({"id": f"d{i}", "text": f"note {i} about topic {i % 3}", "links": []}) + "\n"
            for i in range(6)
        )
    )
    links = tmp_path / "links.tsv"
    links.write_text("d0\td1\nd1\td2\n")
    out = tmp_path / "corpus"
    assert (
        main(
            [
                "index",
                "--docs",
                str(docs),
                "--links",
                str(links),
                "--out",
                str(out),
                "--backend",
                "hash",
            ]
        )
        == 0
    )
    ops = tmp_path / "ops.jsonl"
    ops.write_text(
        '{"op": "add", "id": "d9", "text": "a new note on topic 1", "metadata": {"team": "red"}, "links": ["d0"]}\n'
        '{"op": "update", "id": "d2", "metadata": {"team": "blue"}}\n'
        '{"op": "delete", "source": "d0", "target": "d1"}\n'
        '{"op": "delete", "id": "d5"}\n'
    )
    capsys.readouterr()
    assert main(["index", "--update", str(ops), "--out", str(out), "--backend", "hash"]) == 0
    assert "documents embedded: 1" in capsys.readouterr().out
    index = load_corpus_index(out)
    assert index.revision == 1
    assert "d9" in index.ids
    assert "d5" not in index.ids
    assert index.metadatas[index.ids.index("d2")] == {"team": "blue"}
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"op": "add", "id": "d10", "text": "x"}\n{"op": "move", "id": "d1"}\n')
    assert main(["index", "--update", str(bad), "--out", str(out), "--backend", "hash"]) == 2
    assert "bad.jsonl:2" in capsys.readouterr().err
    assert load_corpus_index(out).revision == 1  # nothing applied


def test_change_files_break_lines_at_newlines_only(tmp_path: Path) -> None:
    # U+2028 is a line break to str.splitlines but plain text inside a JSON string.
    from graphpaths.grafine.corpus_index_update import read_corpus_changes

    docs = tmp_path / "docs.jsonl"
    docs.write_text(
        json.dumps({"op": "add", "id": "d1", "text": "one\u2028two"}, ensure_ascii=False) + "\n",
        encoding="utf-8",
    )
    [change] = read_corpus_changes(docs)
    assert change.fields["text"] == "one\u2028two"
    ops = tmp_path / "ops.jsonl"
    ops.write_text(
        json.dumps({"op": "add", "id": "e1", "description": "a\u2028b"}, ensure_ascii=False)
        + "\n"
        + '{"op": "move", "id": "e2"}\n',
        encoding="utf-8",
    )
    with pytest.raises(InputError, match=r"ops\.jsonl:2"):
        read_changes(ops)
