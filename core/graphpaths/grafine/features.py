"""Latent features H and scoring heads for GSR (GraFine §4.4, §5.1.1).

GSR smooths per-(query, node) *latent features* over the retrieved subgraph and
scores the result with a *head*: ``scores = head((1 - alpha) H + alpha P H)``.
A :class:`FeatureProvider` supplies both, one query at a time: ``for_query``
returns a :class:`QueryFeatures` whose ``encode(nodes)`` computes the rows of
H for those nodes (GSR caches them, so each node is encoded once per query)
and whose ``head(H)`` maps feature rows to scores. With ``alpha = 0`` GSR
scores are exactly the provider's own scores.

Providers:

- :class:`CrossEncoderFeatures`: a sentence-transformers ``CrossEncoder`` (or
  any Hugging Face BERT- or RoBERTa-style sequence-classification model): H is
  the [CLS] hidden state the classifier reads, the head is the model's own
  classification layers (BERT: pooler + classifier; RoBERTa/XLM-R/ELECTRA: the
  two-layer classification head), as the paper does with bge-reranker-v2-m3.
- :class:`BiEncoderFeatures`: ``H = v_q * V_n`` (element-wise) with a sum head,
  so scores are cosine similarities and GSR smooths cosines over the graph.
  Needs nothing but the corpus vectors.
- :class:`DenseLexicalFeatures` (the default offline provider): the score
  ``s_n = cos(q, n) + 0.35 * bm25_n / max bm25`` (the node's BM25 score
  divided by the best BM25 score of the query over the whole corpus), the best fusion
  weight measured on SciFact's training claims. Its latent feature is the *relevance
  weight* ``H_n = exp((s_n - s_top) / tau)`` (one column; ``s_top = 1 + 0.35`` keeps
  it in (0, 1]) and its head maps back, ``head(h) = s_top + tau * ln h``, so
  with ``alpha = 0`` GSR scores are ``s_n`` itself. ``tau = 0.05`` is the
  temperature all-MiniLM-L6-v2 was trained with (MultipleNegativesRankingLoss,
  scale 20): for the dense part ``H`` is, up to a constant factor, the
  bi-encoder's own softmax probability of the node among the candidates. Why weights
  and not the raw scores: cosines carry a large query-independent offset (an unrelated
  MetaQA-docs movie still scores about 0.3), so smoothing raw scores moves a node
  by a fraction of that offset and never lets graph context outweigh a text
  match; smoothing weights lets a node adjacent to the best-ranked nodes climb
  above nodes that only look similar. ``temperature=None`` gives the linear form:
  ``H = [v_q * V_n, bm25_n / max bm25]`` under the linear head
  ``sum(h[:-1]) + 0.35 * h[-1]``. The measurements behind the weight 0.35 and
  ``tau`` are in ``BENCHMARKS.md`` (section "Design choices measured").

Example:
    >>> import numpy as np
    >>> vectors = np.array([[1, 0], [0.6, 0.8]], dtype=np.float32)
    >>> features = BiEncoderFeatures(vectors).for_query("q", np.array([1, 0], dtype=np.float32))
    >>> h = features.encode(np.array([1, 0]))
    >>> h.tolist(), features.head(h).tolist()
    ([[0.6000000238418579, 0.0], [1.0, 0.0]], [0.6000000238418579, 1.0])
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from graphpaths.errors import ConfigError, EmbeddingError, InputError
from graphpaths.validation import check_int, check_number
from graphpaths.vectors.memory import as_vector_store
from graphpaths.vectors.subset import subset_vectors

if TYPE_CHECKING:
    from graphpaths.vectors.protocol import VectorStore

__all__ = [
    "DEFAULT_LEXICAL_WEIGHT",
    "DEFAULT_TEMPERATURE",
    "BiEncoderFeatures",
    "CrossEncoderFeatures",
    "DenseLexicalFeatures",
    "FeatureProvider",
    "QueryFeatures",
]

FloatArray = npt.NDArray[np.float32]
IndexArray = npt.NDArray[np.int64]

#: Weight of the max-normalised BM25 column in :class:`DenseLexicalFeatures`' head.
DEFAULT_LEXICAL_WEIGHT = 0.35
#: Temperature of :class:`DenseLexicalFeatures`' relevance weights ``exp(s / tau)``: the
#: scale all-MiniLM-L6-v2 was trained with (MultipleNegativesRankingLoss, scale 20).
DEFAULT_TEMPERATURE = 0.05
#: Smallest relevance weight kept (float32's smallest normal number), so ``ln`` stays finite.
_TINY = float(np.finfo(np.float32).tiny)


@runtime_checkable
class QueryFeatures(Protocol):
    """One query's feature encoder and scoring head."""

    @property
    def dimension(self) -> int:
        """Columns of H."""
        ...

    @property
    def linear(self) -> bool:
        """True when ``head`` is linear (``head(aX + bY) = a head(X) + b head(Y)``).

        GSR then smooths the scores instead of the features: the same result, cheaper.
        """
        ...

    def encode(self, nodes: IndexArray) -> FloatArray:
        """H rows ``(len(nodes), dimension)`` for the query paired with each node."""
        ...

    def head(self, features: FloatArray) -> FloatArray:
        """Scores ``(len(features),)`` of feature rows (raw H or smoothed H')."""
        ...


@runtime_checkable
class FeatureProvider(Protocol):
    """Makes a :class:`QueryFeatures` per query; ``query_vector`` is the embedded query."""

    @property
    def name(self) -> str: ...

    def for_query(self, query: str, query_vector: FloatArray) -> QueryFeatures: ...


def _store(vectors: VectorStore | npt.ArrayLike) -> VectorStore:
    """The node vectors as a vector store (rows are fetched through it, in memory or not)."""
    try:
        return as_vector_store(vectors)
    except EmbeddingError as exc:
        raise InputError(f"vectors: {exc}") from exc


def _kept(base: VectorStore, rows: npt.ArrayLike, given: VectorStore | None) -> VectorStore:
    """The rows ``rows`` of ``base``: ``given`` when the caller made them already."""
    if given is None:
        return subset_vectors(base, rows)
    if len(given) != len(np.asarray(rows)):
        raise InputError(f"vectors: expected {len(np.asarray(rows))} rows, got {len(given)}")
    return given


def _query_vector(query_vector: npt.ArrayLike, dimension: int) -> FloatArray:
    vector = np.asarray(query_vector, dtype=np.float32)
    if vector.shape != (dimension,):
        raise InputError(f"query_vector: expected shape ({dimension},), got {vector.shape}")
    return vector


# -- bi-encoder ---------------------------------------------------------------------------


class _BiEncoderQuery:
    def __init__(self, vectors: VectorStore, query: FloatArray) -> None:
        self._vectors = vectors
        self._query = query

    linear = True

    @property
    def dimension(self) -> int:
        return self._vectors.dimension

    def encode(self, nodes: IndexArray) -> FloatArray:
        out: FloatArray = self._vectors.vectors(np.asarray(nodes, dtype=np.int64)) * self._query
        return out

    def head(self, features: FloatArray) -> FloatArray:
        out: FloatArray = features.sum(axis=1, dtype=np.float32)
        return out


class BiEncoderFeatures:
    """``H = v_q * V_n`` and a sum head: GSR over cosine similarities (works offline)."""

    def __init__(self, vectors: VectorStore | npt.ArrayLike) -> None:
        self._vectors = _store(vectors)

    @property
    def name(self) -> str:
        return "bi-encoder"

    @property
    def vectors(self) -> VectorStore:
        """The node vectors the features read."""
        return self._vectors

    def for_query(self, query: str, query_vector: FloatArray) -> QueryFeatures:
        return _BiEncoderQuery(self._vectors, _query_vector(query_vector, self._vectors.dimension))

    def restricted(
        self, rows: npt.ArrayLike, *, vectors: VectorStore | None = None
    ) -> BiEncoderFeatures:
        """The provider over the nodes ``rows`` only (increasing), renumbered from 0;
        ``vectors``: those rows of :attr:`vectors` when the caller has them already."""
        return BiEncoderFeatures(_kept(self._vectors, rows, vectors))


# -- dense + lexical ------------------------------------------------------------------------


class _DenseLexicalQuery:
    def __init__(
        self, vectors: VectorStore, query: FloatArray, lexical: FloatArray, weight: float
    ) -> None:
        self._vectors = vectors
        self._query = query
        self._lexical = lexical
        self._weight = np.float32(weight)

    linear = True

    @property
    def dimension(self) -> int:
        return self._vectors.dimension + 1

    def encode(self, nodes: IndexArray) -> FloatArray:
        rows = np.asarray(nodes, dtype=np.int64)
        out = np.empty((len(rows), self.dimension), dtype=np.float32)
        np.multiply(self._vectors.vectors(rows), self._query, out=out[:, :-1])
        out[:, -1] = self._lexical[rows]
        return out

    def head(self, features: FloatArray) -> FloatArray:
        out: FloatArray = features[:, :-1].sum(axis=1, dtype=np.float32)
        out += self._weight * features[:, -1]
        return out

    def score(self, nodes: IndexArray) -> FloatArray:
        """``head(encode(nodes))`` without materialising the feature rows."""
        rows = np.asarray(nodes, dtype=np.int64)
        out: FloatArray = (self._vectors.vectors(rows) * self._query).sum(axis=1, dtype=np.float32)
        out += self._weight * self._lexical[rows]
        return out


class _WeightedQuery:
    """One column ``H = exp((s - top) / tau)`` of a score ``s``; ``head(h) = top + tau ln h``."""

    def __init__(self, scores: _DenseLexicalQuery, temperature: float, top: float) -> None:
        self._scores = scores
        self._temperature = temperature
        self._top = top

    linear = False
    dimension = 1

    def encode(self, nodes: IndexArray) -> FloatArray:
        s = self._scores.score(nodes).astype(np.float64)
        out: FloatArray = np.exp((s - self._top) / self._temperature).astype(np.float32)[:, None]
        return out

    def head(self, features: FloatArray) -> FloatArray:
        h = np.maximum(np.asarray(features, dtype=np.float64)[:, 0], _TINY)
        out: FloatArray = (self._top + self._temperature * np.log(h)).astype(np.float32)
        return out


class DenseLexicalFeatures:
    """Cosine plus max-normalised BM25 as relevance weights (see the module docstring).

    Scores are ``cos(q, n) + lexical_weight * bm25(q, n) / max_m bm25(q, m)``;
    GSR smooths the weights ``exp(score / temperature)`` (``temperature=None``:
    the scores themselves, under a linear head). ``bm25`` is anything with
    ``scores(query) -> (n,)`` over the same corpus rows, such as
    :class:`~graphpaths.lexical.BM25Index`; it scores the whole corpus
    once per query (the normaliser), a sparse pass that costs well under a
    millisecond on SciFact.
    """

    def __init__(
        self,
        vectors: VectorStore | npt.ArrayLike,
        bm25: Any,
        *,
        lexical_weight: float = DEFAULT_LEXICAL_WEIGHT,
        temperature: float | None = DEFAULT_TEMPERATURE,
    ) -> None:
        self._vectors = _store(vectors)
        if not callable(getattr(bm25, "scores", None)):
            raise ConfigError("bm25: expected an object with scores(query), e.g. BM25Index")
        if len(bm25) != len(self._vectors):
            raise ConfigError(
                f"bm25: indexes {len(bm25)} texts, but there are {len(self._vectors)} vectors"
            )
        weight = check_number(None, "lexical_weight", lexical_weight, low=0.0)
        if temperature is not None:
            temperature = check_number(None, "temperature", temperature, low=0.0, low_open=True)
        self._bm25 = bm25
        self.lexical_weight = weight
        self.temperature = temperature

    @property
    def name(self) -> str:
        base = f"dense+bm25x{self.lexical_weight:g}"
        return base if self.temperature is None else f"{base}/t{self.temperature:g}"

    def for_query(self, query: str, query_vector: FloatArray) -> QueryFeatures:
        vector = _query_vector(query_vector, self._vectors.dimension)
        lexical = np.asarray(self._bm25.scores(query), dtype=np.float32)
        top = float(lexical.max()) if len(lexical) else 0.0
        if top > 0:
            lexical = lexical / np.float32(top)
        scores = _DenseLexicalQuery(self._vectors, vector, lexical, self.lexical_weight)
        if self.temperature is None:
            return scores
        return _WeightedQuery(scores, self.temperature, 1.0 + self.lexical_weight)

    @property
    def vectors(self) -> VectorStore:
        """The node vectors the features read."""
        return self._vectors

    @property
    def lexical(self) -> Any:
        """The lexical (BM25) index the features read."""
        return self._bm25

    def restricted(
        self, rows: npt.ArrayLike, *, vectors: VectorStore | None = None
    ) -> DenseLexicalFeatures:
        """The provider over the nodes ``rows`` only (increasing), renumbered from 0;
        ``vectors``: those rows of :attr:`vectors` when the caller has them already.

        The BM25 side is the index's ``subset(rows)`` (term statistics of those texts alone,
        as an index built on them would have) when it has one, else its scores of the
        whole corpus read at ``rows``; either way the normaliser is the best score among
        ``rows``.
        """
        kept = _kept(self._vectors, rows, vectors)
        positions = np.asarray(rows, dtype=np.int64)
        subset = getattr(self._bm25, "subset", None)
        bm25 = subset(positions) if callable(subset) else _RowsLexical(self._bm25, positions)
        return DenseLexicalFeatures(
            kept, bm25, lexical_weight=self.lexical_weight, temperature=self.temperature
        )


class _RowsLexical:
    """Some rows of a lexical index without ``subset``: its scores read at ``rows``."""

    def __init__(self, bm25: Any, rows: IndexArray) -> None:
        self._bm25 = bm25
        self._rows = rows

    def __len__(self) -> int:
        return len(self._rows)

    def scores(self, query: str) -> FloatArray:
        out: FloatArray = np.asarray(self._bm25.scores(query), dtype=np.float32)[self._rows]
        return out


# -- cross-encoder ----------------------------------------------------------------------------


class _CrossEncoderQuery:
    def __init__(self, owner: CrossEncoderFeatures, query: str) -> None:
        self._owner = owner
        self._query = query

    linear = False

    @property
    def dimension(self) -> int:
        return self._owner.dimension

    def encode(self, nodes: IndexArray) -> FloatArray:
        return self._owner.encode_pairs(self._query, np.asarray(nodes, dtype=np.int64))

    def head(self, features: FloatArray) -> FloatArray:
        return self._owner.score_features(features)


class CrossEncoderFeatures:
    """A cross-encoder reranker split into [CLS] features (H) and its own head.

    ``model`` is a sentence-transformers ``CrossEncoder`` (tokenised with its
    own ``preprocess``, as ``predict`` does) or a Hugging Face
    ``*ForSequenceClassification`` model given with its ``tokenizer``.
    Supported heads: BERT-style (``base_model.pooler`` + a linear
    ``classifier``: H is the [CLS] hidden state, the head is pooler then
    classifier) and RoBERTa-style (a ``classifier`` module reading the first
    token: H is that hidden state, the head the classifier). Scores are the
    raw logits of the first label (``predict`` applies a sigmoid on top for
    one-label models, which does not change a ranking). ``texts[i]`` is the
    text of node ``i``; pairs are scored ``batch_size`` at a time without
    gradients.
    """

    def __init__(
        self,
        model: Any,
        texts: Sequence[str],
        *,
        tokenizer: Any = None,
        batch_size: int = 32,
        max_length: int | None = None,
        name: str | None = None,
    ) -> None:
        import torch

        check_int(None, "batch_size", batch_size)
        self._texts = list(texts)
        self._batch_size = batch_size
        self._max_length = max_length
        self._cross_encoder: Any = None
        if (
            callable(getattr(model, "preprocess", None))
            and getattr(model, "model", None) is not None
        ):
            self._cross_encoder = model
            hf = model.model
        else:
            hf = model
            if tokenizer is None:
                raise ConfigError("tokenizer: required when model is not a CrossEncoder")
        self._tokenizer = tokenizer
        self._hf = hf
        hf.eval()
        base = getattr(hf, "base_model", None)
        classifier = getattr(hf, "classifier", None)
        if base is None or not isinstance(classifier, torch.nn.Module):
            raise ConfigError(
                f"model: {type(hf).__name__} has no base_model and classifier module; "
                "expected a BERT- or RoBERTa-style sequence-classification model"
            )
        pooler = getattr(base, "pooler", None)
        self._head: Callable[[Any], Any]
        if isinstance(classifier, torch.nn.Linear):
            if not isinstance(pooler, torch.nn.Module):
                raise ConfigError(
                    f"model: {type(hf).__name__} has a linear classifier but no pooler; "
                    "unsupported head"
                )
            # BertPooler reads hidden_states[:, 0]: feed the [CLS] rows as length-1 sequences.
            self._head = lambda h: classifier(pooler(h[:, None, :]))
        else:
            # RobertaClassificationHead / ElectraClassificationHead read features[:, 0].
            self._head = lambda h: classifier(h[:, None, :])
        self._base = base
        self._device = next(hf.parameters()).device
        self.dimension = int(hf.config.hidden_size)
        self._name = name or str(getattr(hf.config, "_name_or_path", "") or type(hf).__name__)

    @property
    def name(self) -> str:
        return f"cross-encoder:{self._name}"

    def for_query(self, query: str, query_vector: FloatArray) -> QueryFeatures:
        return _CrossEncoderQuery(self, query)

    def restricted(
        self, rows: npt.ArrayLike, *, vectors: VectorStore | None = None
    ) -> CrossEncoderFeatures:
        """The provider over the nodes ``rows`` only, renumbered from 0 (the model is shared;
        ``vectors`` is not read: the features come from the texts)."""
        view = copy.copy(self)
        view._texts = [self._texts[i] for i in np.asarray(rows, dtype=np.int64).tolist()]
        return view

    def _tokenize(self, pairs: list[list[str]]) -> dict[str, Any]:
        if self._cross_encoder is not None:
            features: dict[str, Any] = self._cross_encoder.preprocess(pairs)
            return features
        kwargs: dict[str, Any] = {"padding": True, "truncation": True, "return_tensors": "pt"}
        if self._max_length is not None:
            kwargs["max_length"] = self._max_length
        encoded: dict[str, Any] = dict(
            self._tokenizer([p[0] for p in pairs], [p[1] for p in pairs], **kwargs)
        )
        return encoded

    def encode_pairs(self, query: str, nodes: IndexArray) -> FloatArray:
        """[CLS] hidden states ``(len(nodes), hidden)`` of ``(query, texts[node])`` pairs."""
        import torch

        out = np.empty((len(nodes), self.dimension), dtype=np.float32)
        for start in range(0, len(nodes), self._batch_size):
            chunk = nodes[start : start + self._batch_size]
            pairs = [[query, self._texts[int(i)]] for i in chunk]
            inputs = {
                k: v.to(self._device)
                for k, v in self._tokenize(pairs).items()
                if k in ("input_ids", "attention_mask", "token_type_ids")
            }
            with torch.inference_mode():
                hidden = self._base(**inputs).last_hidden_state[:, 0]
            out[start : start + len(chunk)] = hidden.float().cpu().numpy()
        return out

    def score_features(self, features: FloatArray) -> FloatArray:
        """The model's own head on feature rows: the first label's logit per row."""
        import torch

        if len(features) == 0:
            return np.zeros(0, dtype=np.float32)
        with torch.inference_mode():
            tensor = torch.from_numpy(np.ascontiguousarray(features, dtype=np.float32))
            logits = self._head(tensor.to(self._device))
        scores: FloatArray = logits[:, 0].float().cpu().numpy()
        return scores
