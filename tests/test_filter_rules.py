"""A call's filter under an access rule is judged on the rule's view alone (issue 39, F5/F6).

A caller held to a rule (LangChain's ``search_kwargs`` filter, a LlamaIndex retriever's
``filters``, :func:`graphpaths.filters.narrow` in the library) may add a filter of its own:

- which kind of item carries a key (the projection of :mod:`graphpaths.filters`) is read
  from the items the rule keeps, so a comparison on a key only *hidden* relations or
  entities carry gives what a key nobody carries gives: what the same call gives on an
  index built from the rule's part alone;
- the unknown keys named (results, adapters' metadata, the warning) are the call's keys
  no item the rule keeps carries: a misspelt key is named and a valid one is not, even
  when the call keeps nothing; the warning names no key only hidden items carry.

In DotRAG and GraFine, through the core and both adapters.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest
from test_access_attacks import embedder, write_jsonl
from test_filter_attacks import notes_corpus

from graphpaths import DotRAG, GraFine
from graphpaths.dotrag.index.graph_index import build_index
from graphpaths.filters import Filter, narrow
from graphpaths.graph import load_triples

RULE = {"tenant": "acme"}
QUESTION = "what does Ana work on"
DOCS_QUERY = "project notes"

#: What hidden (globex) items carry besides their tenant, per variant: nothing, a key only
#: hidden relations carry, a key hidden entities carry (and visible relations too).
HIDDEN = {
    "nothing": ({}, {}),
    "relations": ({}, {"clearance": "high"}),
    "entities": ({"vip": True}, {}),
}
#: Calls on those keys: each keeps what it keeps of acme's part, whatever hidden items carry.
PROBES = (
    {"clearance": "high"},
    {"clearance": {"$ne": "low"}},
    {"vip": True},
    {"vip": {"$exists": True}},
    {"year": 2024},
)


def entities(hidden: dict[str, Any], tenants: tuple[str, ...]) -> list[dict[str, Any]]:
    """The entity table (acme's first, so a part keeps the whole graph's order)."""
    rows = [
        {"id": "Ana", "tenant": "acme", "description": "an engineer"},
        {"id": "Project Comet", "tenant": "acme"},
        {"id": "Team Orion", "tenant": "acme"},
        {"id": "Ben", "tenant": "globex"} | hidden,
        {"id": "Project Lynx", "tenant": "globex"} | hidden,
    ]
    return [row for row in rows if row["tenant"] in tenants]


def triples(hidden: dict[str, Any], tenants: tuple[str, ...]) -> list[dict[str, Any]]:
    rows = [
        {"head": "Ana", "relation": "works_on", "tail": "Project Comet", "tenant": "acme"}
        | {"vip": True, "year": 2024},
        {"head": "Ana", "relation": "leads", "tail": "Team Orion", "tenant": "acme"},
        {"head": "Ana", "relation": "works_on", "tail": "Project Lynx", "tenant": "globex"}
        | hidden,
        {"head": "Ben", "relation": "manages", "tail": "Ana", "tenant": "globex"} | hidden,
    ]
    return [row for row in rows if row["tenant"] in tenants]


@pytest.fixture(scope="module")
def indexes(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """An index per variant of what hidden items carry, and acme's part alone."""
    root = tmp_path_factory.mktemp("rules")
    out = {}
    parts = {name: (*hidden, ("acme", "globex")) for name, hidden in HIDDEN.items()}
    parts["acme alone"] = ({}, {}, ("acme",))
    for name, (on_entities, on_relations, tenants) in parts.items():
        folder = root / name.replace(" ", "_")
        folder.mkdir()
        graph = load_triples(
            write_jsonl(folder / "triples.jsonl", triples(on_relations, tenants)),
            entities=write_jsonl(folder / "entities.jsonl", entities(on_entities, tenants)),
        )
        build_index(graph, folder / "index", embedder=embedder())
        out[name] = folder / "index"
    return out


def without_times(data: Any) -> Any:
    """``data`` without wall times and the index revision (indexes differ in them)."""
    if isinstance(data, dict):
        return {
            k: without_times(v)
            for k, v in data.items()
            if k not in ("seconds", "revision") and not k.endswith("_seconds")
        }
    if isinstance(data, list | tuple):
        return [without_times(v) for v in data]
    return data


def dotrag_seen(index: Path, call: Any) -> list[Any]:
    """All a caller held to ``RULE`` sees of ``call``, every way it may ask."""
    from langchain_graphpaths import DotRAGRetriever as LangChainDotRAG
    from llama_index_graphpaths import DotRAGRetriever as LlamaDotRAG

    dotrag = DotRAG.from_index(index, embedder=embedder())
    result = dotrag.retrieve(QUESTION, filter=narrow(RULE, call))
    docs = LangChainDotRAG(
        dotrag=dotrag, search_kwargs={"filter": RULE, "include_stats": True}
    ).invoke(QUESTION, filter=call)
    nodes = LlamaDotRAG(dotrag, filters=narrow(RULE, call), include_stats=True).retrieve(QUESTION)
    return without_times(
        [
            result.as_dict(),
            [(d.page_content, d.metadata) for d in docs],
            [(n.node.get_content(), n.node.metadata, n.score) for n in nodes],
        ]
    )


@pytest.mark.parametrize("call", PROBES)
def test_a_call_under_a_rule_sees_what_it_sees_on_the_rules_part_alone(
    indexes: dict[str, Path], call: dict[str, Any]
) -> None:
    pytest.importorskip("langchain_core")
    pytest.importorskip("llama_index.core")
    expected = dotrag_seen(indexes["acme alone"], call)
    for variant in HIDDEN:
        assert dotrag_seen(indexes[variant], call) == expected, variant


def test_the_probes_tell_parts_apart(indexes: dict[str, Path]) -> None:
    """The test above compares something: on acme's part, the probes keep different parts."""
    dotrag = DotRAG.from_index(indexes["acme alone"], embedder=embedder())
    seen = {
        str(call): [p.render() for p in dotrag.retrieve(QUESTION, filter=call).paths]
        for call in PROBES
    }
    assert seen[str({"vip": True})] == ["Ana —works_on→ Project Comet"]
    assert seen[str({"clearance": "high"})] == []


# -- unknown keys: a misspelt key is named, a valid one is not -------------------------------

#: A call, and the keys a caller held to ``RULE`` must be told no item it may see carries.
CALLS = (
    ({"tenant": "acme", "tennant": "x"}, ("tennant",)),  # keeps nothing: the typo only
    ({"year": 1999}, ()),  # keeps nothing, but acme's items carry a year
    ({"clearance": "high"}, ("clearance",)),  # only hidden items may carry it
    ({"$or": [{"year": 2024}, {"Tenant": "acme"}]}, ("Tenant",)),
    # These keep acme's part: the adapters' metadata names the key too.
    ({"$or": [{"tenant": "acme"}, {"Tenant": "x"}]}, ("Tenant",)),
    ({"tenant": "acme", "clearance": {"$exists": False}}, ("clearance",)),
)
#: The calls that keep something in both retrievers.
KEEPING = CALLS[-2:]


def corpus(hidden: dict[str, Any]) -> GraFine:
    """acme's documents (with a year) and globex's (with ``hidden``)."""
    return notes_corpus(
        [
            {"tenant": "acme", "year": 2024} if i % 2 else {"tenant": "globex"} | hidden
            for i in range(8)
        ]
    )


def unknown_seen(index: Path, grafine: GraFine, call: dict[str, Any]) -> list[Any]:
    """The unknown keys a caller held to ``RULE`` is told, every way it may ask."""
    from langchain_graphpaths import DotRAGRetriever as LangChainDotRAG
    from langchain_graphpaths import GraFineRetriever as LangChainGraFine
    from llama_index_graphpaths import DotRAGRetriever as LlamaDotRAG
    from llama_index_graphpaths import GraFineRetriever as LlamaGraFine

    dotrag = DotRAG.from_index(index, embedder=embedder())
    both = narrow(RULE, call)
    seen: list[Any] = [
        dotrag.retrieve(QUESTION, filter=both).stats.unknown_filter_keys,
        grafine.retrieve(DOCS_QUERY, filter=both).unknown_filter_keys,
    ]
    docs = LangChainDotRAG(
        dotrag=dotrag, search_kwargs={"filter": RULE, "include_stats": True}
    ).invoke(QUESTION, filter=call)
    seen.append({tuple(d.metadata["stats"]["unknown_filter_keys"]) for d in docs})
    docs = LangChainGraFine(
        grafine=grafine, search_kwargs={"filter": RULE, "include_stats": True}
    ).invoke(DOCS_QUERY, filter=call)
    seen.append({tuple(d.metadata["retrieval"]["unknown_filter_keys"]) for d in docs})
    nodes = LlamaDotRAG(dotrag, filters=both, include_stats=True).retrieve(QUESTION)
    seen.append({tuple(n.node.metadata["stats"]["unknown_filter_keys"]) for n in nodes})
    nodes = LlamaGraFine(grafine, filters=both, include_stats=True).retrieve(DOCS_QUERY)
    seen.append({tuple(n.node.metadata["retrieval"]["unknown_filter_keys"]) for n in nodes})
    return seen


@pytest.mark.parametrize(("call", "unknown"), CALLS)
def test_unknown_keys_of_a_call_are_judged_on_the_rules_view(
    indexes: dict[str, Path], call: dict[str, Any], unknown: tuple[str, ...]
) -> None:
    pytest.importorskip("langchain_core")
    pytest.importorskip("llama_index.core")
    seen = unknown_seen(indexes["relations"], corpus({"clearance": "high"}), call)
    assert seen[:2] == [unknown, unknown]
    # The adapters return what the call keeps (nothing, for most calls): each names it.
    assert all(
        names == {unknown} if (call, unknown) in KEEPING else names <= {unknown}
        for names in seen[2:]
    ), seen
    assert seen == unknown_seen(indexes["nothing"], corpus({}), call)


def test_a_filter_joined_by_hand_is_its_own_rule(indexes: dict[str, Path]) -> None:
    """Joined without ``narrow``, the filter is one rule: keeping nothing, it names every
    key it compares (judged on its own, empty, view), hidden items or not."""
    joined = {"$and": [RULE, {"tennant": "x"}]}
    dotrag = DotRAG.from_index(indexes["relations"], embedder=embedder())
    assert dotrag.retrieve(QUESTION, filter=joined).stats.unknown_filter_keys == (
        "tenant",
        "tennant",
    )
    assert Filter.parse(joined) != narrow(RULE, {"tennant": "x"})


def test_the_warning_names_the_misspelt_key_and_the_keys_the_rule_lets_see(
    indexes: dict[str, Path], caplog: pytest.LogCaptureFixture
) -> None:
    call = narrow(RULE, {"tenant": "acme", "tennant": "x"})
    with caplog.at_level(logging.WARNING, logger="graphpaths"):
        result = DotRAG.from_index(indexes["relations"], embedder=embedder()).retrieve(
            QUESTION, filter=call
        )
        found = corpus({"clearance": "high"}).retrieve(DOCS_QUERY, filter=call)
    assert result.paths == ()
    assert found.nodes == ()
    messages = [r.getMessage() for r in caplog.records if "tennant" in r.getMessage()]
    assert len(messages) == 2, messages  # one per retriever
    for message in messages:
        assert "'tenant'" in message, message  # acme's part carries it
        assert "'year'" in message, message
        assert "'tenant', 'tennant'" not in message, message  # only the typo is unknown
        assert "clearance" not in message, message  # only hidden items carry it
