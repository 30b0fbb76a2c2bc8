"""Issue 39, F4: a lexicon's words for a type apply in a filtered view only to the types the
view holds with the same defining roles. Words given for a type that hidden roles help
define name no type of the view: not in the results, the LLM's prompts (overview included),
the CLI's ``--json`` output, nor the question reader's words."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from graphpaths import DotRAG
from graphpaths.cli import main
from graphpaths.dotrag.index.graph_index import build_index
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.reading.lexicon import Lexicon
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.graph import GraphBuilder, infer_types, load_triples
from graphpaths.graph.roles import part_types
from graphpaths.llm import ScriptedLLM

#: Projects are the tails of ``works_on`` and ``secretly_acquires`` (globex's); people who
#: work on them are also managed, by initech's relation alone.
TRIPLES = [
    {"head": "Ana", "relation": "works_on", "tail": "Project Comet", "tenant": "acme"},
    {"head": "Ana", "relation": "works_on", "tail": "Project Lynx", "tenant": "globex"},
    {"head": "Zed", "relation": "secretly_acquires", "tail": "Project Comet", "tenant": "globex"},
    {"head": "Ben", "relation": "covertly_manages", "tail": "Ana", "tenant": "initech"},
]
#: Words for the projects' type (named by its first role) and for the people's.
WORDS = {"types": {"works_on target": ["takeover target"], "works_on source": ["handled asset"]}}
ACME = {"tenant": "acme"}
NOT_INITECH = {"tenant": {"$ne": "initech"}}
QUESTIONS = ("what does Ana work on", "who works on Project Comet")


def embedder() -> HashingEmbedder:
    return HashingEmbedder(dimension=64)


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("words")
    source = root / "all.jsonl"
    source.write_text("".join(json.dumps(row) + "\n" for row in TRIPLES), encoding="utf-8")
    words = root / "words.json"
    words.write_text(json.dumps(WORDS), encoding="utf-8")
    build_index(load_triples(source), root / "idx", embedder=embedder(), lexicon=words)
    return root / "idx"


def shown_words(text: str) -> set[str]:
    return {w for w in ("takeover", "handled asset") if w in text}


def type_fields(result: dict[str, Any]) -> set[str]:
    out = {t for a in result["anchors"] for t in (*a["types"], *a["first_hop_types"])}
    out |= {t for p in result["paths"] for h in p["hops"] for t in h["target_types"]}
    return out


def test_the_whole_graph_uses_the_words(index: Path) -> None:
    full = DotRAG.from_index(index, embedder=embedder())
    titles = set(full.lexicon.titles().values())
    assert {"takeover target", "handled asset"} <= titles
    shown = set().union(*(type_fields(full.retrieve(q).as_dict()) for q in QUESTIONS))
    assert "takeover target" in shown


def test_words_of_a_type_partly_defined_by_hidden_roles_are_not_shown(index: Path) -> None:
    llm = ScriptedLLM(lambda messages: "1")
    full = DotRAG.from_index(index, embedder=embedder(), llm=llm)
    for question in QUESTIONS:
        start = len(llm.requests)
        result = full.retrieve(question, filter=ACME)
        assert not shown_words(json.dumps(result.as_dict())), question
        prompts = [m.content for r in llm.requests[start:] for m in r.messages]
        assert not shown_words(json.dumps(prompts)), question
    assert llm.requests  # the LLM was asked (the overview in its prompts)
    view = DotRAG.from_index(index, embedder=embedder())._engine_for_filter(ACME)
    assert not shown_words(json.dumps(dict(view.words().titles())))
    assert isinstance(view.policy, HeuristicPolicy)
    reader_words = view.policy.reader.lexicon
    assert isinstance(reader_words, Lexicon)
    for name in view.graph.type_names:  # the question reader's words too
        assert not view.words().type_words(name), name
        assert not reader_words.type_words(name), name


def test_a_type_the_view_holds_with_the_same_roles_keeps_its_words(index: Path) -> None:
    full = DotRAG.from_index(index, embedder=embedder())
    view = full._engine_for_filter(NOT_INITECH)  # hides Ben's relation alone
    titles = set(view.words().titles().values())
    assert "takeover target" in titles  # the projects' roles are all kept
    assert "handled asset" not in titles  # the people's type lost a role
    result = full.retrieve("who works on Project Comet", filter=NOT_INITECH)
    assert "takeover target" in type_fields(result.as_dict())


def test_the_cli_json_shows_no_word_of_a_type_hidden_roles_define(
    index: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for question in QUESTIONS:
        assert main(["query", str(index), question, "--json", "--filter", json.dumps(ACME)]) == 0
        out = capsys.readouterr().out
        assert not shown_words(out), out


def test_for_part_keeps_words_by_roles_and_given_types_by_name() -> None:
    rows = [("ann", "works_on", "comet"), ("zed", "acquires", "comet"), ("ann", "knows", "bo")]
    b = GraphBuilder()
    for head, label, tail in rows:
        b.add_relation(head, tail, label, create_entities=True)
    whole = infer_types(b.build())
    words = Lexicon.from_dict(
        {"types": {"works_on target": ["venture"], "knows target": ["friend"]}}, source="user"
    ).for_graph(whole)
    part = whole.subgraph([True] * 4, [True, False, True])[0]  # "acquires" hidden
    part = part_types(part)
    bound = words.for_part(part, whole)
    assert "venture" not in bound.titles().values()  # its type lost "acquires target"
    assert "friend" in bound.titles().values()  # same roles: same words
    typed = Lexicon.from_dict({"types": {"person": ["human"]}}, source="user")
    g = GraphBuilder()
    g.add_entity("a", types=["person"])
    g.add_entity("b", types=["person"])
    given = g.build()
    half = given.subgraph([True, False], [])[0]
    assert [
        e.phrase for e in typed.for_graph(given).for_part(half, given).type_words("person")
    ] == ["human"]
