"""The graph lexicon (issue 25, part 2): its data model, the user's file, its storage in the
index and its life through live updates."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.dotrag.reading.lexicon import (
    Lexicon,
    LexiconEntry,
    label_phrases,
    role_title,
    type_titles,
)
from graphpaths.dotrag.reading.lexicon_file import read_lexicon_file, user_lexicon
from graphpaths.errors import IndexFormatError, LexiconError
from graphpaths.graph import Graph, GraphBuilder, infer_types


def _clubs() -> Graph:
    """Untyped: people mentor people (``ASSOC_W``), clubs have home grounds."""
    b = GraphBuilder()
    for head, tail in [("ann", "bob"), ("bob", "cid"), ("dee", "bob")]:
        b.add_relation(head, tail, "ASSOC_W", create_entities=True)
    for club, ground in [("ajax", "arena"), ("psv", "philips"), ("az", "afas")]:
        b.add_relation(club, ground, "home_ground", create_entities=True)
    b.add_relation("ann", "ajax", "plays_in_club", create_entities=True)
    return infer_types(b.build())


def _write(tmp_path: Path, payload: object, name: str = "words.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(payload), encoding="utf-8")
    return path


# -- the data model ----------------------------------------------------------------------------
def test_label_words_in_both_directions_for_every_label_style() -> None:
    cases = {
        "http://example.org/bio#inhibits": ["inhibits", "inhibit"],
        "medicine.drug.manufacturer": ["manufacturer"],
        "ASSOC_W": ["assoc w"],
        "authoredBy": ["authored by", "authored", "author"],
        "child of": ["child of", "child"],
        "hasRelease": ["has release", "release"],
    }
    for label, phrases in cases.items():
        assert [p for p, _ in label_phrases(label)] == phrases, label
    b = GraphBuilder()
    b.add_relation("a", "b", "directed_by", create_entities=True)
    lexicon = Lexicon.from_graph(b.build())
    forward = lexicon.relation("directed_by", "forward")
    assert forward == lexicon.relation("directed_by", "backward")
    assert [(e.phrase, e.weight, e.source) for e in forward] == [
        ("directed by", 1.0, "label"),
        ("directed", 0.8, "label"),  # equal weights: in the order made
        ("direct", 0.8, "label"),
    ]
    assert lexicon.relation("unknown", "forward") == ()
    with pytest.raises(LexiconError, match="direction"):
        lexicon.relation("directed_by", "sideways")  # type: ignore[arg-type]


def test_entries_validate_and_merge_keeps_the_best_of_each_phrase() -> None:
    with pytest.raises(LexiconError, match="weight"):
        LexiconEntry(phrase="kid", weight=1.5, source="user")
    with pytest.raises(LexiconError, match="normalized"):
        LexiconEntry(phrase="Kid ", weight=1.0, source="user")
    with pytest.raises(LexiconError, match="source"):
        LexiconEntry(phrase="kid", weight=1.0, source="oracle")
    llm = Lexicon.from_dict({"relations": {"r": {"forward": ["kid", "child"]}}}, source="llm")
    user = Lexicon.from_dict({"relations": {"r": {"forward": ["kid"]}}}, source="user")
    merged = llm.merged(user)
    assert [(e.phrase, e.source, e.weight) for e in merged.relation("r", "forward")] == [
        ("kid", "user", 1.0),
        ("child", "llm", 0.5),
    ]
    # equal content, equal lexicons (and hashes): a reader may key a cache by one
    assert merged == user.merged(llm)
    assert hash(merged) == hash(user.merged(llm))
    assert merged != llm
    # one entry per phrase: the llm's "kid" gave way to the user's
    assert [e.phrase for e in merged.without("user").relation("r", "forward")] == ["child"]


def test_updated_replaces_what_the_new_lexicon_gives_again() -> None:
    first = Lexicon.from_dict(
        {"relations": {"r": {"forward": ["kid", "son"], "backward": ["parent"]}}}, source="user"
    )
    llm = Lexicon.from_dict({"relations": {"r": {"forward": ["offspring"]}}}, source="llm")
    edited = Lexicon.from_dict({"relations": {"r": {"forward": ["child"]}}}, source="user")
    result = first.merged(llm).updated(edited)
    assert [e.phrase for e in result.relation("r", "forward")] == ["child", "offspring"]
    assert [e.phrase for e in result.relation("r", "backward")] == ["parent"]


def test_round_trip_through_to_dict() -> None:
    lexicon = Lexicon.from_dict(
        {
            "relations": {"r": {"forward": ["kid", {"phrase": "tot", "weight": 0.3}]}},
            "types": {"person": ["human"]},
        },
        source="user",
    )
    again = Lexicon.from_dict(json.loads(json.dumps(lexicon.to_dict())))
    assert again == lexicon
    assert [(e.phrase, e.weight) for e in again.relation("r", "forward")] == [
        ("kid", 1.0),
        ("tot", 0.3),
    ]


# -- type titles -------------------------------------------------------------------------------
def test_role_titles_are_plain_words() -> None:
    assert role_title("home_ground target") == "home ground"
    assert role_title("home_ground source") == "with home ground"
    assert role_title("directed_by source") == "what is directed by"
    assert role_title("directed_by target") == "director"  # the agent of a passive
    assert role_title("speaks source") == "what speaks"
    assert role_title("medicine.drug.manufacturer target") == "manufacturer"
    roles = ["partOf target", "ASSOC_W source", "born_in source", "lives in target", "funds target"]
    for title in map(role_title, roles):
        assert "_" not in title
        assert "source" not in title
        assert "target" not in title
        assert not title.endswith(" what"), title  # never "lives in what"


def test_type_titles_come_from_the_lexicon_else_roles_and_are_unique() -> None:
    graph = _clubs()
    titles = type_titles(graph)
    assert len(set(titles.values())) == len(titles)
    for name, title in titles.items():
        assert not {"source", "target"} & set(title.split()), (name, title)
    club = next(
        t
        for t in graph.type_names
        if graph.type_origin.roles[t][0].startswith("home_ground source")
    )
    assert titles[club] == "with home ground"
    user = user_lexicon({"types": {"with home ground": ["club", "team"]}}, graph)
    assert type_titles(graph, user)[club] == "club"
    bound = user.for_graph(graph)
    assert bound.type_title(club) == "club"
    assert [e.phrase for e in bound.type_words(club)] == ["club", "team"]
    # two types the lexicon names alike still get distinct titles
    grounds = next(t for t in graph.type_names if t != club and "home_ground" in t)
    both = user_lexicon({"types": {club: ["club"], grounds: ["club"]}}, graph)
    named = type_titles(graph, both)
    assert sorted([named[club], named[grounds]]) == ["club", "club 2"]


def test_given_types_keep_their_names() -> None:
    b = GraphBuilder()
    b.add_entity("k", name="Kismet", types=["movie"])
    b.add_entity("w", name="W. Dieterle", types=["person"])
    b.add_relation("k", "w", "directed_by")
    graph = b.build()
    assert type_titles(graph) == {"movie": "movie", "person": "person"}
    user = user_lexicon({"types": {"movie": ["film"]}}, graph)
    assert type_titles(graph, user)["movie"] == "movie"  # words added, never a new name
    assert [e.phrase for e in user.for_graph(graph).type_words("movie")] == ["film"]


# -- the user's file ---------------------------------------------------------------------------
def test_the_file_is_read_and_checked_against_the_graph(tmp_path: Path) -> None:
    graph = _clubs()
    path = _write(
        tmp_path,
        {
            "relations": {"ASSOC_W": {"forward": ["Mentor", {"phrase": "tutor", "weight": 0.7}]}},
            "types": {"home_ground target": ["stadium"]},
        },
    )
    lexicon = read_lexicon_file(path, graph)
    assert [(e.phrase, e.weight, e.source) for e in lexicon.relation("ASSOC_W", "forward")] == [
        ("mentor", 1.0, "user"),
        ("tutor", 0.7, "user"),
    ]
    assert lexicon.relation("ASSOC_W", "backward") == ()


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        (
            {"relations": {"ASSOC_V": {"forward": ["x"]}}},
            r"no label 'ASSOC_V' \(nearest: 'ASSOC_W'",
        ),
        (
            {"relations": {"ASSOC_W": {"up": ["x"]}}},
            r"relations\['ASSOC_W'\]: unknown direction 'up'",
        ),
        (
            {"relations": {"ASSOC_W": {"forward": "mentor"}}},
            r"\['forward'\]: expected a list of phrases, got 'mentor'",
        ),
        (
            {"relations": {"ASSOC_W": {"forward": [3]}}},
            r"\['forward'\]\[0\]: expected a phrase, got 3",
        ),
        (
            {"relations": {"ASSOC_W": {"forward": ["?!"]}}},
            r"\['forward'\]\[0\]: '\?!' holds no words",
        ),
        (
            {"relations": {"ASSOC_W": {"forward": [{"phrase": "x", "weight": 2}]}}},
            r"\['forward'\]\[0\]: .*weight: expected a number in \(0, 1\], got 2",
        ),
        ({"types": {"stadion": ["x"]}}, r"types: the graph has no type 'stadion'"),
        ({"relation": {}}, r"unknown key\(s\) \['relation'\]"),
        (["mentor"], "expected a JSON object"),
    ],
)
def test_file_errors_name_the_file_the_key_and_the_value(
    tmp_path: Path, payload: object, message: str
) -> None:
    path = _write(tmp_path, payload)
    with pytest.raises(LexiconError, match=message) as err:
        read_lexicon_file(path, _clubs())
    assert str(path) in str(err.value)


def test_not_json_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "words.json"
    path.write_text('{"relations":\n  {"ASSOC_W": }}', encoding="utf-8")
    with pytest.raises(LexiconError, match=r"words.json: not JSON: .* line 2"):
        read_lexicon_file(path, _clubs())
    with pytest.raises(LexiconError, match="cannot read"):
        read_lexicon_file(tmp_path / "missing.json", _clubs())


def test_yaml_reads_like_json(tmp_path: Path) -> None:
    pytest.importorskip("yaml")
    path = tmp_path / "words.yaml"
    path.write_text("relations:\n  ASSOC_W:\n    forward: [mentor]\n", encoding="utf-8")
    lexicon = read_lexicon_file(path, _clubs())
    assert [e.phrase for e in lexicon.relation("ASSOC_W", "forward")] == ["mentor"]


# -- storage and life cycle --------------------------------------------------------------------
def test_stored_with_the_index_and_verified(tmp_path: Path) -> None:
    graph = _clubs()
    path = _write(tmp_path, {"relations": {"ASSOC_W": {"forward": ["mentor"]}}})
    manifest = build_index(graph, tmp_path / "idx", embedder=None, lexicon=path)
    assert manifest.lexicon is not None
    assert manifest.lexicon in manifest.sha256
    index = load_index(tmp_path / "idx", verify="full")
    assert [e.source for e in index.lexicon.relation("ASSOC_W", "forward")] == ["user", "label"]
    assert index.lexicon.relation("home_ground", "forward")[0].phrase == "home ground"
    assert index.state().lexicon is index.lexicon
    # a changed byte is caught like any other file's
    stored = tmp_path / "idx" / manifest.lexicon
    stored.write_text(
        stored.read_text(encoding="utf-8").replace("mentor", "mentar"), encoding="utf-8"
    )
    with pytest.raises(IndexFormatError, match="lexicon/"):
        load_index(tmp_path / "idx")


def test_an_index_without_a_lexicon_opens_with_its_labels_words(tmp_path: Path) -> None:
    build_index(_clubs(), tmp_path / "idx", embedder=None)
    manifest_file = tmp_path / "idx" / "manifest.json"
    payload = json.loads(manifest_file.read_text(encoding="utf-8"))
    assert payload["lexicon"] is None
    del payload["lexicon"]  # as written before the lexicon existed
    manifest_file.write_text(json.dumps(payload), encoding="utf-8")
    index = load_index(tmp_path / "idx")
    assert index.lexicon.labels() == ("ASSOC_W", "home_ground", "plays_in_club")
    assert index.lexicon.counts()["user"] == 0


def test_live_updates_carry_the_lexicon(tmp_path: Path) -> None:
    graph = _clubs()
    path = _write(
        tmp_path, {"relations": {"ASSOC_W": {"forward": ["mentor"], "backward": ["mentee"]}}}
    )
    build_index(graph, tmp_path / "idx", embedder=None, lexicon=path)
    index = load_index(tmp_path / "idx")
    index.add(triples=[("bob", "knows", "cid")])
    assert [e.phrase for e in index.lexicon.relation("knows", "forward")] == ["knows", "know"]
    assert index.lexicon.relation("ASSOC_W", "forward")[0].phrase == "mentor"
    index.delete(
        triples=[("ann", "ASSOC_W", "bob"), ("bob", "ASSOC_W", "cid"), ("dee", "ASSOC_W", "bob")]
    )
    assert "ASSOC_W" not in index.lexicon.labels()
    assert "ASSOC_W" in index.stored_lexicon().labels()  # kept: it comes back with the label
    index.add(triples=[("ann", "ASSOC_W", "dee")])
    assert index.lexicon.relation("ASSOC_W", "forward")[0].phrase == "mentor"
    again = load_index(tmp_path / "idx", verify="full")
    assert again.lexicon == index.lexicon
    assert again.revision == index.revision == 3


def test_set_lexicon_touches_nothing_else(tmp_path: Path) -> None:
    build_index(_clubs(), tmp_path / "idx", embedder=None)
    index = load_index(tmp_path / "idx")
    graph_files = {k: v for k, v in index.manifest.sha256.items() if not k.startswith("lexicon/")}
    first = user_lexicon({"relations": {"ASSOC_W": {"forward": ["mentor"]}}}, index.graph)
    index.set_lexicon(index.stored_lexicon().updated(first))
    second = user_lexicon({"relations": {"ASSOC_W": {"forward": ["coach"]}}}, index.graph)
    manifest = index.set_lexicon(index.stored_lexicon().updated(second))
    assert manifest.revision == 2
    assert manifest.update_log[-1]["counts"] == {"lexicon": 1}
    assert {k: v for k, v in manifest.sha256.items() if not k.startswith("lexicon/")} == graph_files
    assert next(e.phrase for e in index.lexicon.relation("ASSOC_W", "forward")) == "coach"
    files = sorted(p.name for p in (tmp_path / "idx" / "lexicon").iterdir())
    assert len(files) == 2  # the new file and the one before it, no more
    assert load_index(tmp_path / "idx", verify="full").lexicon == index.lexicon


def test_a_rebuild_keeps_the_stored_lexicon(tmp_path: Path) -> None:
    graph = _clubs()
    first = _write(tmp_path, {"relations": {"ASSOC_W": {"forward": ["mentor"]}}}, "a.json")
    build_index(graph, tmp_path / "idx", embedder=None, lexicon=first)
    llm = Lexicon.from_dict({"relations": {"home_ground": {"forward": ["stadium"]}}}, source="llm")
    load_index(tmp_path / "idx").set_lexicon(
        load_index(tmp_path / "idx").stored_lexicon().merged(llm)
    )
    second = _write(tmp_path, {"relations": {"ASSOC_W": {"forward": ["coach"]}}}, "b.json")
    build_index(graph, tmp_path / "idx", embedder=None, lexicon=second)
    lexicon = load_index(tmp_path / "idx").lexicon
    assert [e.phrase for e in lexicon.relation("ASSOC_W", "forward")] == ["coach", "assoc w"]
    assert lexicon.relation("home_ground", "forward")[-1].phrase == "stadium"


def test_open_or_build_merges_a_new_lexicon_without_rebuilding(tmp_path: Path) -> None:
    from graphpaths.dotrag.index.graph_index import open_or_build
    from graphpaths.testing import HashingEmbedder

    graph, embedder = _clubs(), HashingEmbedder()
    first = open_or_build(graph, tmp_path / "idx", embedder=embedder)
    embedded = dict(first.manifest.sha256)
    words = {"relations": {"ASSOC_W": {"forward": ["mentor"]}}}
    again = open_or_build(graph, tmp_path / "idx", embedder=embedder, lexicon=words)
    assert again.lexicon.relation("ASSOC_W", "forward")[0].phrase == "mentor"
    assert again.revision == 1  # the lexicon stored, nothing rebuilt or embedded
    for name, digest in embedded.items():
        assert again.manifest.sha256[name] == digest
    # the same words again change nothing
    assert open_or_build(graph, tmp_path / "idx", embedder=embedder, lexicon=words).revision == 1
