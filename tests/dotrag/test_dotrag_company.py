"""DotRAG on the hand-written company graph (benchmarks/kgqa/company), the bundled embedder.

The cases a new user met on a company graph (issue #11): each question here failed with the
defaults of the first release. The graph is one of the project's own KGQA sets, so these
tests guard behaviour, not tuning: the sets' figures live in BENCHMARKS.md.
"""

from __future__ import annotations

import os

import pytest
from conftest import KGQA_SETS, kgqa_dotrag

from graphpaths import DotRAG
from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths_bench.eval.kgqa import load_kgqa_questions

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

COMPANY = KGQA_SETS / "company"
TRIPLES = (COMPANY / "triples.tsv").read_text(encoding="utf-8").splitlines()[1:]


@pytest.fixture(scope="module")
def dotrag(
    tmp_path_factory: pytest.TempPathFactory, st_embedder: SentenceTransformerEmbedder
) -> DotRAG:
    return kgqa_dotrag("company", tmp_path_factory.mktemp("company"), st_embedder)


def retrieved_ids(dotrag: DotRAG, question: str) -> set[str]:
    result = dotrag.retrieve(question)
    return {dotrag.graph.entity_ids[e] for e in result.context.entities}


def test_a_team_the_graph_does_not_hold_is_not_found(dotrag: DotRAG) -> None:
    result = dotrag.retrieve("Who leads the Marketing Team?")
    assert result.anchors == ()
    assert result.paths == ()
    assert result.stats.not_found is not None
    assert "no entity of the graph is named" in result.stats.not_found


def test_every_not_found_question_of_the_set_abstains(dotrag: DotRAG) -> None:
    questions = [q for q in load_kgqa_questions(COMPANY) if not q.topics]
    assert len(questions) >= 4
    for q in questions:
        assert dotrag.retrieve(q.text).anchors == (), q.text


def test_the_team_the_question_names_is_found_and_fully_confident(dotrag: DotRAG) -> None:
    result = dotrag.retrieve("What city is the Data Team's leader based in?")
    assert [a.name for a in result.anchors][:1] == ["Data Team"]
    assert result.anchors[0].confidence == 1.0
    assert result.stats.not_found is None


def test_the_skills_of_the_projects_of_the_team_a_person_leads(dotrag: DotRAG) -> None:
    # Three hops: Alice Chen -leads-> team -works_on-> projects -requires_skill-> skills.
    result = dotrag.retrieve("What skills are required by projects of the team Alice Chen leads?")
    preferred = {dotrag.graph.entity_ids[p.hops[-1].target] for p in result.paths if p.preferred}
    assert preferred == {"sk01", "sk02", "sk03"}
    assert all(p.depth == 3 for p in result.paths if p.preferred)


def test_the_leaders_city_comes_first(dotrag: DotRAG) -> None:
    result = dotrag.retrieve("What city is the Data Team's leader based in?")
    first = result.paths[0]
    assert first.preferred
    assert [h.label_name for h in first.hops] == ["leads", "based_in", "located_in"]
    assert dotrag.graph.entity_ids[first.hops[-1].target] == "cty_lis"


def test_no_hop_the_question_does_not_ask_for_is_preferred(dotrag: DotRAG) -> None:
    result = dotrag.retrieve("Who leads the Data Team?")
    preferred = [p for p in result.paths if p.preferred]
    assert preferred
    assert {p.depth for p in preferred} == {1}
    assert {dotrag.graph.entity_ids[p.hops[-1].target] for p in preferred} == {"p001"}


def test_a_named_answer_type_outweighs_a_verb_sharing_a_labels_stem(dotrag: DotRAG) -> None:
    # "work" shares its stem with works_on (team -> project), but the question names its
    # answer's type outright: the city of Lena Petrov's office, not her team's projects.
    result = dotrag.retrieve("In which city does Lena Petrov work?")
    first = result.paths[0]
    assert first.preferred
    assert [h.label_name for h in first.hops] == ["based_in", "located_in"]
    assert dotrag.graph.entity_ids[first.hops[-1].target] == "cty_lis"


def test_the_same_team_as_someone_is_the_people_of_their_team(dotrag: DotRAG) -> None:
    # "the same team as X": people like X, through X's team (two hops there and back), not
    # X's team itself nor the people X reports to.
    result = dotrag.retrieve("Who is on the same team as Lena Petrov?")
    preferred = [p for p in result.paths if p.preferred]
    assert preferred
    ids = dotrag.graph.entity_ids
    assert {ids[p.hops[0].target] for p in preferred} == {"tm01"}
    assert {p.depth for p in preferred} == {2}
    team = {
        h for h, r, t in (line.split("\t") for line in TRIPLES) if r == "member_of" and t == "tm01"
    }
    assert {ids[p.hops[-1].target] for p in preferred} & team
