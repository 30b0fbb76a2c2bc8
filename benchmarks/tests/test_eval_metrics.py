"""Hand-computed checks of the evaluation metrics (DotRAG D.1, nDCG@k, capped recall@k)."""

from __future__ import annotations

import math

import pytest

from graphpaths.errors import InputError
from graphpaths_bench.eval.metrics import (
    MacroMetrics,
    RetrievalMetrics,
    macro_average,
    ndcg_at_k,
    recall_at_k,
    retrieval_metrics,
)

# -- entity-set metrics -----------------------------------------------------------------------


def test_paper_definitions_on_a_hand_example() -> None:
    # R = {1,2,9}, A = {1,3}, I = {2,4}: I\A = {2,4}, R' = {1,9}, R'∩A = {1}, R∩I = {2}.
    m = retrieval_metrics([1, 2, 9], [1, 3], [2, 4])
    assert m == RetrievalMetrics(
        recall=0.5,
        precision=0.5,
        f1=0.5,
        gp=0.5,
        retrieved=3,
        kept=2,
        hits=1,
        answers=2,
        intermediates=2,
        intermediate_hits=1,
    )


def test_f1_is_the_harmonic_mean() -> None:
    # R' = {1,7,8}, A = {1}: P = 1/3, R = 1, F1 = 2*(1/3)/(4/3) = 1/2.
    m = retrieval_metrics([1, 7, 8], [1])
    assert m.precision == pytest.approx(1 / 3)
    assert m.recall == 1.0
    assert m.f1 == pytest.approx(0.5)


def test_intermediates_that_are_answers_stay_in_r_prime() -> None:
    # A = {1,2}, I = {2,3}: I\A = {3}; R = {2,3,5} -> R' = {2,5}, hits {2}; R∩I = {2,3}.
    m = retrieval_metrics({2, 3, 5}, {1, 2}, {2, 3})
    assert (m.kept, m.hits) == (2, 1)
    assert (m.recall, m.precision, m.f1) == (0.5, 0.5, 0.5)
    assert m.gp == 1.0


def test_retrieved_intermediates_are_not_noise() -> None:
    # Without I, the two retrieved intermediates would halve precision.
    with_i = retrieval_metrics([1, 5, 6], [1], [5, 6, 7])
    without_i = retrieval_metrics([1, 5, 6], [1])
    assert with_i.precision == 1.0
    assert without_i.precision == pytest.approx(1 / 3)
    assert with_i.gp == pytest.approx(2 / 3)


def test_gp_is_none_without_intermediates() -> None:
    assert retrieval_metrics([1], [1]).gp is None
    assert retrieval_metrics([1], [1], []).gp is None


def test_empty_retrieval_scores_zero() -> None:
    m = retrieval_metrics([], [1, 2], [3])
    assert (m.recall, m.precision, m.f1, m.gp) == (0.0, 0.0, 0.0, 0.0)
    assert (m.retrieved, m.kept) == (0, 0)


def test_only_intermediates_retrieved_gives_empty_r_prime() -> None:
    m = retrieval_metrics([3, 4], [1], [3, 4])
    assert m.kept == 0
    assert (m.precision, m.recall, m.f1, m.gp) == (0.0, 0.0, 0.0, 1.0)


def test_perfect_retrieval() -> None:
    m = retrieval_metrics(["a", "b"], ["b", "a"], ["c"])
    assert (m.recall, m.precision, m.f1, m.gp) == (1.0, 1.0, 1.0, 0.0)


def test_duplicates_in_the_retrieval_count_once() -> None:
    m = retrieval_metrics([1, 1, 1, 9], [1, 2])
    assert (m.retrieved, m.precision, m.recall) == (2, 0.5, 0.5)


def test_empty_answers_are_rejected() -> None:
    with pytest.raises(InputError, match="answers"):
        retrieval_metrics([1], [])


def test_macro_average_by_hand() -> None:
    q1 = retrieval_metrics([1, 2, 9], [1, 3], [2, 4])  # R .5, P .5, F1 .5, GP .5
    q2 = retrieval_metrics([1], [1])  # R 1, P 1, F1 1, GP None
    q3 = retrieval_metrics([], [1], [5])  # R 0, P 0, F1 0, GP 0
    avg = macro_average([q1, q2, q3])
    assert avg == MacroMetrics(
        recall=0.5, precision=0.5, f1=0.5, gp=0.25, questions=3, gp_questions=2
    )


def test_macro_f1_is_the_mean_of_per_question_f1() -> None:
    q1 = retrieval_metrics([1], [1, 2, 3, 4])  # P 1, R .25, F1 .4
    q2 = retrieval_metrics([1, 2, 3, 4], [1])  # P .25, R 1, F1 .4
    avg = macro_average(iter([q1, q2]))
    assert avg.f1 == pytest.approx(0.4)
    assert avg.precision == avg.recall == pytest.approx(0.625)  # F1 of these would be .625


def test_macro_gp_none_when_never_defined() -> None:
    avg = macro_average([retrieval_metrics([1], [1]), retrieval_metrics([], [2])])
    assert avg.gp is None
    assert avg.gp_questions == 0
    assert avg.recall == 0.5


def test_macro_average_of_nothing_is_an_error() -> None:
    with pytest.raises(InputError, match="at least one"):
        macro_average([])


# -- ranked corpora ---------------------------------------------------------------------------

LOG3 = math.log2(3)


def test_ndcg_graded_gains_by_hand() -> None:
    qrels = {"a": 2, "b": 1, "c": 0}
    # DCG = 0/1 + 1/log2(3) + 2/log2(4); ideal = 2/1 + 1/log2(3).
    expected = (1 / LOG3 + 1) / (2 + 1 / LOG3)
    assert ndcg_at_k(["c", "b", "a", "x"], qrels, k=10) == pytest.approx(expected)
    assert ndcg_at_k(["a", "b"], qrels, k=10) == pytest.approx(1.0)
    assert ndcg_at_k(["b", "a"], qrels, k=10) == pytest.approx((1 + 2 / LOG3) / (2 + 1 / LOG3))


def test_ndcg_cutoff_applies_to_ranking_and_ideal() -> None:
    qrels = {"a": 2, "b": 1}
    assert ndcg_at_k(["x", "y", "a"], qrels, k=2) == 0.0
    assert ndcg_at_k(["b", "a"], qrels, k=1) == pytest.approx(0.5)  # 1 / ideal 2
    assert ndcg_at_k(["a"], qrels, k=1) == 1.0


def test_ndcg_counts_a_duplicate_at_its_first_position_only() -> None:
    qrels = {"a": 1, "b": 1}
    # Deduplicated ranking [a, b]: both in the top 2, a perfect score.
    assert ndcg_at_k(["a", "a", "b"], qrels, k=2) == pytest.approx(1.0)
    # A repeated relevant doc is not a second gain.
    assert ndcg_at_k(["a", "a"], {"a": 1, "b": 1}, k=2) == pytest.approx(1 / (1 + 1 / LOG3))


def test_ndcg_edge_cases() -> None:
    assert ndcg_at_k([], {"a": 1}) == 0.0
    assert ndcg_at_k(["a"], {}) == 0.0
    assert ndcg_at_k(["a"], {"a": 0}) == 0.0
    assert ndcg_at_k(["a", "b"], {"a": -1, "b": 1}) == pytest.approx(1 / LOG3)


def test_recall_at_k_is_capped() -> None:
    qrels = {f"d{i}": 1 for i in range(5)}
    assert recall_at_k(["d0", "d1"], qrels, k=2) == 1.0  # 2 / min(5, 2)
    assert recall_at_k(["d0", "x", "d1"], qrels, k=3) == pytest.approx(2 / 3)
    assert recall_at_k(["d0", "x"], qrels, k=10) == pytest.approx(1 / 5)


def test_recall_at_k_relevance_and_duplicates() -> None:
    qrels = {"a": 1, "b": 2, "c": 0}
    assert recall_at_k(["c", "a"], qrels, k=2) == 0.5  # c is judged but not relevant
    assert recall_at_k(["a", "a", "a"], qrels, k=3) == 0.5  # a counts once
    assert recall_at_k(["a", "a", "b"], qrels, k=2) == 1.0  # deduplicated top 2 = [a, b]
    assert recall_at_k(["a"], {"a": 0}, k=1) == 0.0
    assert recall_at_k([], qrels) == 0.0


@pytest.mark.parametrize("k", [0, -1, True, 2.0])
def test_bad_k_is_rejected(k: object) -> None:
    with pytest.raises(InputError, match="k: expected an integer >= 1"):
        ndcg_at_k(["a"], {"a": 1}, k=k)  # type: ignore[arg-type]
    with pytest.raises(InputError, match="k: expected an integer >= 1"):
        recall_at_k(["a"], {"a": 1}, k=k)  # type: ignore[arg-type]
