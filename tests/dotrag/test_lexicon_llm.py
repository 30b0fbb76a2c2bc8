"""A lexicon written by an LLM at index time (issue 25, part 2): the requests, the filters,
the retry and the failures, over a scripted model and a local OpenAI-compatible server, and
the ``graphpaths lexicon`` / ``info`` / ``index --lexicon`` commands."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from llm_server import answer, json_answer, serve, server_error

from graphpaths.cli import main
from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.dotrag.llm.lexicon_builder import (
    LabelWords,
    LexiconLLMConfig,
    filter_phrases,
    generate_lexicon,
)
from graphpaths.dotrag.reading.lexicon import type_titles
from graphpaths.errors import ConfigError
from graphpaths.graph import Graph, GraphBuilder, infer_types
from graphpaths.llm import CachedLLM, Message, OpenAIChatConfig, OpenAIChatLLM, ScriptedLLM


def _graph() -> Graph:
    b = GraphBuilder()
    for player, club in [("Scott Laing", "Ria Aveiro FC"), ("Chidi Okonkwo", "Porto Azul")]:
        b.add_relation(player, club, "plays_for", create_entities=True)
    for club, ground in [("Ria Aveiro FC", "Estadio Mar"), ("Porto Azul", "Campo Norte")]:
        b.add_relation(club, ground, "org.club.home_ground", create_entities=True)
    return infer_types(b.build())


def _relation_answer(right: list[str], left: list[str]) -> str:
    return json.dumps({"right_side": right, "left_side": left})


def _by_prompt(answers: dict[str, str]) -> Any:
    """A responder answering each request by the first key its last message holds."""

    def respond(messages: Sequence[Message]) -> str:
        text = messages[-1].content
        for key, value in answers.items():
            if key in text:
                return value
        return '{"names": []}'

    return respond


def test_one_request_per_label_and_type_filtered() -> None:
    graph = _graph()
    llm = ScriptedLLM(
        _by_prompt(
            {
                '"plays_for"': _relation_answer(
                    ["club", "team", "who plays for", "Ria Aveiro FC", "in", "squad"],
                    ["players", "squad", "who plays for", "team members"],
                ),
                '"org.club.home_ground"': _relation_answer(
                    ["stadium", "ground", "home", "venue", "a very long phrase of many words"],
                    ["club", "team based at"],
                ),
                '"Scott Laing"': '{"names": ["player", "footballer", "Scott Laing"]}',
                '"Ria Aveiro FC"': '{"names": ["club", "team", "in"]}',
                '"Estadio Mar"': '{"names": ["stadium"]}',
            }
        )
    )
    made = generate_lexicon(graph, llm, config=LexiconLLMConfig(variants=1))
    assert made.stats.requests == len(graph.label_names) + len(graph.type_names) == 5
    lexicon = made.lexicon
    assert [e.phrase for e in lexicon.relation("plays_for", "forward")] == ["club", "team"]
    assert [e.phrase for e in lexicon.relation("plays_for", "backward")] == [
        "players",
        "team members",
    ]
    assert {e.source for e in lexicon.relation("plays_for", "forward")} == {"llm"}
    assert {e.weight for e in lexicon.relation("plays_for", "forward")} == {0.5}
    # "ground" is the label's own word, "home" too: label entries hold them already
    home = [e.phrase for e in lexicon.relation("org.club.home_ground", "forward")]
    assert home == ["stadium", "venue"]
    dropped = made.stats.dropped
    assert dropped["entity name"] == 2  # "Ria Aveiro FC" and the type's "Scott Laing"
    assert dropped["filler"] == 2  # "in" twice
    assert dropped["both directions"] == 2  # "squad", in both lists
    assert dropped["too long"] == 1
    # "ground", "home", and "who plays for" twice (trimmed to "plays for": the label's own)
    assert dropped["label words"] == 4
    bound = lexicon.for_graph(graph)
    titles = type_titles(graph, lexicon)
    players = next(
        t for t in graph.type_names if graph.type_origin.roles[t][0] == "plays_for source"
    )
    assert titles[players] == "player"
    assert [e.phrase for e in bound.type_words(players)] == ["player", "footballer"]
    assert made.stats.failed == []


def _stations(rows: int) -> Graph:
    b = GraphBuilder()
    for i in range(rows):
        b.add_relation(f"Line {i}", f"Stop {i}", "calls_at", create_entities=True)
    b.add_relation("$9.99", "Stop 0", "calls_at", create_entities=True)
    return b.build()


def test_two_prompts_per_label_pooled_without_their_examples_echo() -> None:
    llm = ScriptedLLM(
        [
            _relation_answer(["station", "books", "halt"], ["lines", "who borrowed"]),
            _relation_answer(["platform", "pet", "station"], ["routes", "owner", "lines"]),
        ]
    )
    made = generate_lexicon(_stations(8), llm, config=LexiconLLMConfig(types=False))
    assert made.stats.requests == 2
    first, second = (r.messages[-1].content for r in llm.requests)
    # each prompt its own worked example and its own triples, none shown twice
    assert '"borrowed_by"' in first
    assert '"borrowed_by"' not in second
    assert '"OWNS_PET"' in second
    assert '"OWNS_PET"' not in first
    shown = [
        set(re.findall(r'"([^"]+)" -> "([^"]+)"', text.split("Now relation")[1].split("\n")[0]))
        for text in (first, second)
    ]
    assert [len(s) for s in shown] == [3, 3]
    assert not shown[0] & shown[1]
    # a name that starts with no letter is shown only when nothing else is left
    assert "$9.99" not in first + second
    lexicon = made.lexicon
    # pooled first-with-first; each prompt's own example phrases dropped ("books",
    # "who borrowed" from the first, "pet", "owner" from the second)
    assert [e.phrase for e in lexicon.relation("calls_at", "forward")] == [
        "station",
        "platform",
        "halt",
    ]
    assert [e.phrase for e in lexicon.relation("calls_at", "backward")] == ["lines", "routes"]
    assert made.stats.dropped["example echo"] == 4
    assert made.stats.dropped["duplicate"] == 2


def test_examples_fall_back_to_names_without_letters_and_repeat_when_few() -> None:
    b = GraphBuilder()
    b.add_relation("$9.99", "1999", "released", create_entities=True)
    llm = ScriptedLLM(lambda messages: _relation_answer([], []))
    generate_lexicon(b.build(), llm, config=LexiconLLMConfig(types=False))
    assert len(llm.requests) == 2
    assert all('"$9.99" -> "1999"' in r.messages[-1].content for r in llm.requests)


def test_type_prompts_show_members_whose_names_start_with_a_letter() -> None:
    llm = ScriptedLLM(lambda messages: '{"right_side": [], "left_side": [], "names": []}')
    graph = infer_types(_stations(8))
    generate_lexicon(graph, llm, config=LexiconLLMConfig(variants=1))
    kinds = [r.messages[-1].content for r in llm.requests if '"names"' in r.messages[-1].content]
    assert len(kinds) == len(graph.type_names)
    assert all("$9.99" not in text.split("Now entities")[1] for text in kinds)


def test_the_lexicon_command_asks_as_many_prompts_per_label_as_told(tmp_path: Path) -> None:
    build_index(_stations(8), tmp_path / "idx", embedder=None)
    replies = [_relation_answer(["station"], ["lines"])] * 2

    def step(body: dict[str, Any]) -> Any:
        return answer(replies.pop())

    command = ["lexicon", str(tmp_path / "idx"), "--llm-model", "m", "--no-types"]
    with serve([step]) as server:
        assert main([*command, "--llm-base-url", server.base_url, "--prompts", "1"]) == 0
        assert len(server.requests) == 1
    with pytest.raises(SystemExit):
        main([*command, "--llm-base-url", "http://127.0.0.1:9/v1", "--prompts", "3"])


def test_prompts_show_examples_and_quote_graph_text() -> None:
    graph = _graph()
    llm = ScriptedLLM(lambda messages: '{"right_side": [], "left_side": [], "names": []}')
    generate_lexicon(graph, llm, config=LexiconLLMConfig(types=True))
    relation = next(r for r in llm.requests if '"plays_for"' in r.messages[-1].content)
    text = relation.messages[-1].content
    assert '"Scott Laing" -> "Ria Aveiro FC"' in text
    assert '"Chidi Okonkwo" -> "Porto Azul"' in text
    assert relation.json_schema is not None
    assert set(relation.json_schema["properties"]) == {"right_side", "left_side"}
    kinds = [r for r in llm.requests if '"names"' in r.messages[-1].content]
    assert any('each "plays for" something' in r.messages[-1].content for r in kinds)


def test_a_bad_answer_is_asked_again_once_then_counted() -> None:
    graph = _graph()
    llm = ScriptedLLM(
        [
            "not json",
            _relation_answer(["club"], ["players"]),  # the retry of plays_for
            '{"right_side": "stadium"}',
            '{"right_side": 3}',  # home_ground fails twice: left to its own words
        ]
    )
    made = generate_lexicon(graph, llm, config=LexiconLLMConfig(types=False, variants=1))
    assert made.stats.requests == 4
    assert made.stats.retries == 2
    assert made.stats.failed == ["org.club.home_ground"]
    assert [e.phrase for e in made.lexicon.relation("plays_for", "forward")] == ["club"]
    assert made.lexicon.relation("org.club.home_ground", "forward") == ()
    retry = llm.requests[1].messages
    assert retry[-2].role == "assistant"
    assert retry[-2].content == "not json"
    assert "invalid" in retry[-1].content


def test_filters_are_general() -> None:
    counts: Counter[str] = Counter()
    labels = {label: LabelWords.of(label) for label in ("child of", "lives in", "home_city")}
    kept = filter_phrases(
        {
            "forward": [
                "Parent",
                "the parents",
                "mother",
                "children",
                "home",
                "lives",
                "",
                "?",
                "in the",
                "city",
                "located in",
                "Ann Lee kids",
            ],
            "backward": ["kids", "offspring", "mother", "home city"],
        },
        label="child of",
        labels=labels,
        names=["Ann Lee"],
        max_words=3,
        limit=4,
        dropped=counts,
    )
    assert kept == {
        "forward": ["parent", "parents", "home", "city"],
        "backward": ["kids", "offspring"],
    }
    assert counts == Counter(
        {
            "label words": 1,  # children
            "other label": 2,  # lives (lives in), home city (home_city); not "home" or "city"
            "empty": 2,  # "" and "?"
            "filler": 1,  # "in the"
            "entity name": 1,  # "Ann Lee kids" holds a name shown
            "both directions": 2,  # mother, from both lists
            "over limit": 1,  # "located in": the fifth kept of at most 4
        }
    )


def test_through_a_local_openai_server_recorded_and_replayed(tmp_path: Path) -> None:
    graph = _graph()
    cache = tmp_path / "lexicon-llm.jsonl"
    script = [
        json_answer({"right_side": ["club", "team"], "left_side": ["players"]}),
        json_answer({"right_side": ["side"], "left_side": ["squad"]}),
        server_error(),  # the client retries this itself
        json_answer({"right_side": ["stadium"], "left_side": ["club"]}),
        json_answer({"right_side": ["arena"], "left_side": []}),
    ]
    with serve(script) as server:
        llm = OpenAIChatLLM(
            OpenAIChatConfig(model="m", base_url=server.base_url, backoff_initial_s=0.0)
        )
        made = generate_lexicon(
            graph, CachedLLM(llm, cache, mode="record"), config=LexiconLLMConfig(types=False)
        )
        sent = server.requests
    assert len(sent) == 5
    assert sent[0]["response_format"]["type"] == "json_schema"
    assert [e.phrase for e in made.lexicon.relation("org.club.home_ground", "forward")] == [
        "stadium",
        "arena",
    ]
    assert [e.phrase for e in made.lexicon.relation("plays_for", "backward")] == [
        "players",
        "squad",
    ]
    # replayed without the model (nothing listens at port 9): the same lexicon
    unreachable = OpenAIChatLLM(OpenAIChatConfig(model="m", base_url="http://127.0.0.1:9/v1"))
    replay = CachedLLM(unreachable, cache, mode="replay")
    again = generate_lexicon(graph, replay, config=LexiconLLMConfig(types=False))
    assert again.lexicon == made.lexicon


def test_the_lexicon_command_with_a_server_and_a_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    graph = _graph()
    build_index(graph, tmp_path / "idx", embedder=None)
    cache = tmp_path / "cache.jsonl"
    answers = _by_prompt(
        {
            '"plays_for"': _relation_answer(["club"], ["players", "squad"]),
            '"org.club.home_ground"': _relation_answer(["stadium"], ["club"]),
            '"Scott Laing"': '{"names": ["player"]}',
            '"Ria Aveiro FC"': '{"names": ["club"]}',
            '"Estadio Mar"': '{"names": ["stadium"]}',
        }
    )

    def step(body: dict[str, Any]) -> Any:
        return answer(answers([Message(role="user", content=body["messages"][-1]["content"])]))

    with serve([step] * 7) as server:
        code = main(
            [
                "lexicon",
                str(tmp_path / "idx"),
                "--llm-base-url",
                server.base_url,
                "--llm-model",
                "m",
                "--llm-cache",
                str(cache),
            ]
        )
        assert code == 0
        assert len(server.requests) == 7  # two per label, one per type
    out = capsys.readouterr().out
    assert "plays_for: own words plays for" in out
    assert "backward players [llm], squad [llm]" in out
    assert "player  (type 'plays_for source')" in out
    index = load_index(tmp_path / "idx")
    assert index.revision == 1
    assert index.lexicon.counts()["llm"] == 8
    # a strict replay needs no endpoint and changes nothing
    code = main(
        [
            "lexicon",
            str(tmp_path / "idx"),
            "--llm-model",
            "m",
            "--llm-cache",
            str(cache),
            "--llm-cache-mode",
            "replay",
        ]
    )
    assert code == 0
    assert "(the lexicon did not change)" in capsys.readouterr().out
    assert load_index(tmp_path / "idx").revision == 1
    # --json prints JSON only: the run's report, the lexicon and the titles
    replay = ["--llm-model", "m", "--llm-cache", str(cache), "--llm-cache-mode", "replay"]
    assert main(["lexicon", str(tmp_path / "idx"), *replay, "--json"]) == 0
    payload = json.loads(capsys.readouterr().out)
    assert payload["llm"]["requests"] == 7
    assert payload["llm"]["sent"] == 0
    assert payload["titles"]["plays_for source"] == "player"
    # info shows the words, and the types by their titles
    assert main(["info", str(tmp_path / "idx")]) == 0
    info = capsys.readouterr().out
    assert "forward  club [llm]" in info
    assert "player" in info
    assert "words: player [llm]" in info
    # a user file may name a type by the title the model gave it; the user's word wins
    words = tmp_path / "words.json"
    words.write_text(json.dumps({"types": {"player": ["athlete"]}}), encoding="utf-8")
    assert main(["lexicon", str(tmp_path / "idx"), "--file", str(words)]) == 0
    capsys.readouterr()
    assert load_index(tmp_path / "idx").lexicon.type_title("plays_for source") == "athlete"


def test_the_lexicon_command_merges_clears_and_exports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    graph = _graph()
    build_index(graph, tmp_path / "idx", embedder=None)
    words = tmp_path / "words.json"
    words.write_text(
        json.dumps({"relations": {"plays_for": {"forward": ["club"]}}}), encoding="utf-8"
    )
    assert main(["lexicon", str(tmp_path / "idx"), "--file", str(words)]) == 0
    assert "forward  club [user]" in capsys.readouterr().out
    exported = tmp_path / "export.json"
    assert main(["lexicon", str(tmp_path / "idx"), "--export", str(exported)]) == 0
    assert json.loads(exported.read_text(encoding="utf-8"))["relations"] == {
        "plays_for": {"forward": ["club"]}
    }
    assert main(["lexicon", str(tmp_path / "idx"), "--clear", "user"]) == 0
    assert load_index(tmp_path / "idx").lexicon.counts()["user"] == 0
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"relations": {"plays_fro": {"forward": ["x"]}}}), encoding="utf-8")
    assert main(["lexicon", str(tmp_path / "idx"), "--file", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "bad.json" in err
    assert "'plays_fro'" in err
    assert "nearest: 'plays_for'" in err
    assert main(["lexicon", str(tmp_path / "idx"), "--llm-model", "m"]) == 2
    assert "--llm-base-url" in capsys.readouterr().err


def test_index_command_takes_a_lexicon(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    triples = tmp_path / "triples.tsv"
    triples.write_text(
        "head\trelation\ttail\nann\tASSOC_W\tbob\nbob\tASSOC_W\tcid\n", encoding="utf-8"
    )
    words = tmp_path / "words.json"
    words.write_text(
        json.dumps({"relations": {"ASSOC_W": {"forward": ["mentor"], "backward": ["mentee"]}}}),
        encoding="utf-8",
    )
    code = main(
        [
            "index",
            "--triples",
            str(triples),
            "--no-embeddings",
            "--out",
            str(tmp_path / "idx"),
            "--lexicon",
            str(words),
        ]
    )
    assert code == 0
    capsys.readouterr()
    lexicon = load_index(tmp_path / "idx").lexicon
    assert [e.phrase for e in lexicon.relation("ASSOC_W", "backward")] == ["mentee", "assoc w"]
    changes = tmp_path / "changes.jsonl"
    changes.write_text('{"op": "add", "head": "cid", "relation": "ASSOC_W", "tail": "dee"}\n')
    update = ["index", "--update", str(changes), "--out", str(tmp_path / "idx")]
    assert main([*update, "--lexicon", str(words)]) == 2
    assert "graphpaths lexicon DIR --file FILE" in capsys.readouterr().err
    with pytest.raises(ConfigError):
        LexiconLLMConfig(weight=0.0)
    with pytest.raises(ConfigError, match="variants"):
        LexiconLLMConfig(variants=3)


def test_only_missing_asks_only_for_new_labels_after_an_update(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    graph = _graph()
    build_index(graph, tmp_path / "idx", embedder=None)
    answers = _by_prompt(
        {
            '"plays_for"': _relation_answer(["club"], ["players"]),
            '"org.club.home_ground"': _relation_answer(["stadium"], ["club"]),
            '"coached_by"': _relation_answer(["coach", "manager"], ["team coached"]),
        }
    )

    def step(body: dict[str, Any]) -> Any:
        return answer(answers([Message(role="user", content=body["messages"][-1]["content"])]))

    command = ["lexicon", str(tmp_path / "idx"), "--llm-model", "m", "--no-types"]
    with serve([step] * 4) as server:
        assert main([*command, "--llm-base-url", server.base_url]) == 0
        assert len(server.requests) == 4
    index = load_index(tmp_path / "idx")
    index.add(triples=[("Ria Aveiro FC", "coached_by", "Rui Costa")])
    with serve([step] * 2) as server:
        assert main([*command, "--llm-base-url", server.base_url, "--only-missing"]) == 0
        assert len(server.requests) == 2
        assert all('"coached_by"' in r["messages"][-1]["content"] for r in server.requests)
    capsys.readouterr()
    lexicon = load_index(tmp_path / "idx").lexicon
    llm = {
        label: [e.phrase for e in lexicon.relation(label, "forward") if e.source == "llm"]
        for label in ("coached_by", "plays_for")
    }
    # "coach" is the label's own word (coached): its label entries hold it
    assert llm == {"coached_by": ["manager"], "plays_for": ["club"]}
