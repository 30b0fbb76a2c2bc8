"""A static embedding model distilled from a transformer: one vector per vocabulary token.

This is Model2Vec's ``distill`` recipe (Tulkens & van Dongen, 2024), written in numpy so that
it needs no new dependency and nothing from a hub:

1. **Token vectors.** Every token of the model's vocabulary goes through the model on its own,
   wrapped in the model's special tokens (``[CLS] token [SEP]`` for BERT), and the output is
   mean-pooled over those positions (all-MiniLM-L6-v2's own pooling, before its
   normalisation). Tokens named like ``[unused12]`` are left out, as Model2Vec does: a
   tokenizer never produces them from text.
2. **PCA** of those vectors to ``dimension`` components (centred; at the model's own
   dimension it is a rotation that removes the common component).
3. **SIF weighting** by Zipf's law over the token's rank in the vocabulary (WordPiece
   vocabularies list frequent tokens first): row ``r`` (1-based) is scaled by
   ``a / (a + p_r)`` with ``p_r`` proportional to ``1 / (r + 1)`` and ``a`` the
   ``sif_coefficient``, so frequent tokens weigh less in an average.

At inference a text is tokenised by the model's fast tokenizer without special tokens
(unknown tokens are dropped, at most ``max_tokens`` kept), its token rows are summed and the
sum is L2-normalised: no transformer runs, so this is over a hundred times faster than the
model (~140x its ONNX export on MetaQA texts, 2 cores), and a text's vector never depends on
the other texts of its batch. A text left with
no token (an empty string, only unknown characters) gets the vector the model gives an empty
text (``[CLS] [SEP]``), put through the same PCA.

The quality is that of a bag of weighted words: on par with the model on our small KGQA
sets, far below it on documents (SciFact) and on MetaQA's multi-hop questions (see
``BENCHMARKS.md``, section "Embeddings").
:class:`~graphpaths.embeddings.SentenceTransformerEmbedder` exposes it as
``backend="static"``, distilling once into its cache directory.

Example:
    >>> import numpy as np
    >>> from graphpaths.embeddings_static import StaticConfig, sif_weights
    >>> StaticConfig().tag
    'static-d256-sif0.0001-r1'
    >>> StaticConfig(dimension=384, sif_coefficient=None).tag
    'static-d384-nosif-r1'
    >>> weights = sif_weights(4, 1e-4)
    >>> bool(np.all(np.diff(weights) > 0))  # rarer tokens (later ranks) weigh more
    True
"""

from __future__ import annotations

import itertools
import json
import logging
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from graphpaths.errors import ConfigError, EmbeddingError
from graphpaths.validation import check_int, check_number

if TYPE_CHECKING:
    from tokenizers import Tokenizer

__all__ = [
    "ENCODE_BATCH",
    "RECIPE",
    "STATIC_FILES",
    "DistillProgress",
    "StaticConfig",
    "StaticModel",
    "TokenForward",
    "TokenVectors",
    "distill_static",
    "onnx_token_forward",
    "pca_project",
    "sif_weights",
    "static_model",
    "token_vectors",
]

FloatArray = npt.NDArray[np.float32]
IntArray = npt.NDArray[np.int64]
#: Runs the model on a ``(batch, length)`` array of token ids (every row the same length, no
#: padding) and returns its pooled, unnormalised output, shape ``(batch, model dimension)``.
TokenForward = Callable[[IntArray], FloatArray]
#: Called with (tokens distilled so far, tokens to distil).
DistillProgress = Callable[[int, int], None]

#: Version of the recipe: bumped whenever a change makes other tables from the same settings,
#: so :attr:`StaticConfig.tag` (part of the embedder's name) changes with it.
RECIPE = 1
#: The files a distilled model is saved as: token table, empty-text vector, tokenizer.
STATIC_FILES = ("table.npy", "empty.npy", "tokenizer.json")
_SETTINGS_FILE = "static.json"
_TOKEN_FILES = ("ids.npy", "vectors.npy", "empty.npy")
# Model2Vec's default: tokens the tokenizer never produces from text.
_UNUSED_TOKEN = re.compile(r"\[unused\d+\]")
# Tokens per forward pass while distilling.
_FORWARD_BATCH = 512
#: Texts per tokenizer call at inference.
ENCODE_BATCH = 4096
# Texts summed together (of similar length: the shortest ones first).
_SUM_GROUP = 512
_PROBE_TEXT = "hello"

logger = logging.getLogger(__name__)


@dataclass(frozen=True, kw_only=True)
class StaticConfig:
    """How a static model is distilled and applied.

    ``dimension``: PCA components kept (at most the model's dimension; 384 keeps them all,
    rotated and centred). ``sif_coefficient``: the SIF ``a`` (None: no weighting).
    ``vocabulary_limit``: distil only token ids below it (a quick partial table for tests
    and probes; other tokens count as unknown). ``max_tokens``: tokens of a text kept.
    """

    dimension: int = 256
    sif_coefficient: float | None = 1e-4
    vocabulary_limit: int | None = None
    max_tokens: int = 512

    def __post_init__(self) -> None:
        check_int("StaticConfig", "dimension", self.dimension)
        if self.sif_coefficient is not None:
            check_number(
                "StaticConfig", "sif_coefficient", self.sif_coefficient, low=0.0, low_open=True
            )
        if self.vocabulary_limit is not None:
            check_int("StaticConfig", "vocabulary_limit", self.vocabulary_limit)
        check_int("StaticConfig", "max_tokens", self.max_tokens)

    @property
    def tokens_tag(self) -> str:
        """The part of :attr:`tag` the token vectors depend on (their cache directory)."""
        tag = f"static-tokens-r{RECIPE}"
        return tag if self.vocabulary_limit is None else f"{tag}-v{self.vocabulary_limit}"

    @property
    def tag(self) -> str:
        """Every setting that changes the vectors, as a file-name-safe string (the
        embedder's name ends with it and the cache keeps each table under it)."""
        sif = "nosif" if self.sif_coefficient is None else f"sif{self.sif_coefficient:g}"
        tag = f"static-d{self.dimension}-{sif}-r{RECIPE}"
        if self.vocabulary_limit is not None:
            tag += f"-v{self.vocabulary_limit}"
        if self.max_tokens != StaticConfig.max_tokens:
            tag += f"-t{self.max_tokens}"
        return tag

    def to_dict(self) -> dict[str, Any]:
        return {
            "dimension": self.dimension,
            "sif_coefficient": self.sif_coefficient,
            "vocabulary_limit": self.vocabulary_limit,
            "max_tokens": self.max_tokens,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> StaticConfig:
        """The inverse of :meth:`to_dict`; unknown keys are an error (a newer spec)."""
        unknown = sorted(set(data) - set(cls().to_dict()))
        if unknown:
            raise ConfigError(f"static embedder settings: unknown keys {unknown}")
        return cls(**dict(data))


def sif_weights(n: int, coefficient: float) -> npt.NDArray[np.float64]:
    """SIF weights of ranks ``1..n`` under Zipf's law: ``a / (a + p_r)``, ``p_r ∝ 1/(r+1)``."""
    inverse_rank = 1.0 / np.arange(2, n + 2, dtype=np.float64)
    probability = inverse_rank / inverse_rank.sum()
    weights: npt.NDArray[np.float64] = coefficient / (coefficient + probability)
    return weights


def pca_project(
    vectors: npt.ArrayLike, dimension: int
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """The mean of ``vectors`` and their top ``dimension`` principal axes, ``(d_in, dimension)``.

    Axes come from the eigendecomposition of the covariance (float64), largest variance
    first, each signed so that its largest-magnitude coordinate is positive: the same
    input always gives the same projection. Project with ``(x - mean) @ axes``.
    """
    data = np.asarray(vectors, dtype=np.float64)
    if data.ndim != 2 or dimension > data.shape[1] or dimension > data.shape[0]:
        raise ConfigError(
            f"dimension: cannot keep {dimension} principal components of {data.shape} vectors"
        )
    mean = data.mean(axis=0)
    centred = data - mean
    values, vectors_ = np.linalg.eigh(centred.T @ centred)
    axes = vectors_[:, np.argsort(-values, kind="stable")[:dimension]]
    signs = np.sign(axes[np.argmax(np.abs(axes), axis=0), np.arange(dimension)])
    signs[signs == 0] = 1.0
    axes = axes * signs
    return mean, axes


def _load_tokenizer(path: Path, max_tokens: int | None) -> Tokenizer:
    """The fast tokenizer in ``path``: no padding, truncated to ``max_tokens`` (None: not)."""
    if not path.is_file():
        raise EmbeddingError(f"the static backend needs a fast tokenizer file: {path} is missing")
    try:
        from tokenizers import Tokenizer
    except ImportError as exc:  # a dependency of transformers, so normally present
        raise EmbeddingError(f"the static backend needs the tokenizers package: {exc}") from exc
    try:
        tokenizer = Tokenizer.from_file(str(path))
    except (OSError, ValueError, RuntimeError) as exc:  # tokenizers raises Exception subclasses
        raise EmbeddingError(f"cannot read the fast tokenizer {path}: {exc}") from exc
    tokenizer.no_padding()
    if max_tokens is None:
        tokenizer.no_truncation()
    else:
        tokenizer.enable_truncation(max_tokens)
    return tokenizer


def _special_wrapping(tokenizer: Tokenizer) -> tuple[list[int], list[int]]:
    """The ids the tokenizer puts before and after a text (``[CLS]`` / ``[SEP]`` for BERT)."""
    plain = tokenizer.encode(_PROBE_TEXT, add_special_tokens=False).ids
    wrapped = tokenizer.encode(_PROBE_TEXT, add_special_tokens=True).ids
    for start in range(len(wrapped) - len(plain) + 1):
        if wrapped[start : start + len(plain)] == plain:
            return list(wrapped[:start]), list(wrapped[start + len(plain) :])
    raise EmbeddingError("cannot find how the tokenizer wraps a text in special tokens")


def _distilled_ids(tokenizer: Tokenizer, limit: int | None) -> IntArray:
    size = tokenizer.get_vocab_size(with_added_tokens=True)
    if limit is not None:
        size = min(size, limit)
    vocabulary = {i: t for t, i in tokenizer.get_vocab(with_added_tokens=True).items()}
    keep = [
        i for i in range(size) if i in vocabulary and not _UNUSED_TOKEN.fullmatch(vocabulary[i])
    ]
    return np.asarray(keep, dtype=np.int64)


@dataclass(frozen=True)
class TokenVectors:
    """The model's output for each distilled token alone (step 1 of the recipe), before any
    setting of :class:`StaticConfig` but ``vocabulary_limit`` applies: every table of the
    same model is made from them, so they are cached apart.

    ``ids``: the distilled token ids; ``vectors``: ``(len(ids), model dimension)`` float32;
    ``empty``: the output for an empty text, ``(model dimension,)``.
    """

    ids: IntArray
    vectors: FloatArray
    empty: FloatArray

    def save(self, directory: str | Path) -> None:
        directory = Path(directory)
        try:
            arrays: tuple[npt.NDArray[Any], ...] = (self.ids, self.vectors, self.empty)
            for name, array in zip(_TOKEN_FILES, arrays, strict=True):
                np.save(directory / name, array)
        except OSError as exc:
            raise EmbeddingError(f"cannot write token vectors to {directory}: {exc}") from exc

    @classmethod
    def load(cls, directory: str | Path) -> TokenVectors:
        directory = Path(directory)
        try:
            ids, vectors, empty = (np.load(directory / name) for name in _TOKEN_FILES)
        except (OSError, ValueError) as exc:
            raise EmbeddingError(f"cannot read the token vectors in {directory}: {exc}") from exc
        if vectors.shape != (len(ids), empty.shape[0]):
            raise EmbeddingError(
                f"{directory}: token vectors {vectors.shape} do not match {len(ids)} ids"
            )
        return cls(ids.astype(np.int64), vectors.astype(np.float32), empty.astype(np.float32))


def token_vectors(
    tokenizer_file: str | Path,
    forward: TokenForward,
    *,
    vocabulary_limit: int | None = None,
    progress: DistillProgress | None = None,
) -> TokenVectors:
    """Run ``forward`` on every distilled token of the tokenizer, wrapped in its special
    tokens (the slow step: one forward pass per token, batched). ``progress`` (if given) is
    called with ``(tokens done, tokens to do)`` after each batch."""
    tokenizer = _load_tokenizer(Path(tokenizer_file), None)
    before, after = _special_wrapping(tokenizer)
    ids = _distilled_ids(tokenizer, vocabulary_limit)
    if not len(ids):
        raise EmbeddingError(f"{tokenizer_file}: no token to distil")
    vectors: FloatArray | None = None
    for start in range(0, len(ids), _FORWARD_BATCH):
        chunk = ids[start : start + _FORWARD_BATCH]
        batch = np.empty((len(chunk), len(before) + 1 + len(after)), dtype=np.int64)
        batch[:, : len(before)] = before
        batch[:, len(before)] = chunk
        batch[:, len(before) + 1 :] = after
        pooled = np.asarray(forward(batch), dtype=np.float32)
        if vectors is None:
            vectors = np.empty((len(ids), pooled.shape[1]), dtype=np.float32)
        vectors[start : start + len(chunk)] = pooled
        if progress is not None:
            progress(start + len(chunk), len(ids))
    if vectors is None:  # unreachable: ids is not empty
        raise EmbeddingError(f"{tokenizer_file}: no token to distil")
    empty = np.asarray(forward(np.asarray([before + after], dtype=np.int64)), np.float32)[0]
    return TokenVectors(ids, vectors, empty)


def static_model(
    tokenizer_file: str | Path, tokens: TokenVectors, config: StaticConfig | None = None
) -> StaticModel:
    """The :class:`StaticModel` of ``config`` made from ``tokens`` (PCA, then SIF weights)."""
    config = config or StaticConfig()
    tokenizer_file = Path(tokenizer_file)
    tokenizer = _load_tokenizer(tokenizer_file, None)
    ids, vectors = tokens.ids, tokens.vectors
    if config.dimension > vectors.shape[1]:
        raise ConfigError(
            f"StaticConfig.dimension: expected at most the model's {vectors.shape[1]}, "
            f"got {config.dimension}"
        )
    if config.dimension > len(ids):
        raise ConfigError(
            f"StaticConfig.dimension: {config.dimension} exceeds the {len(ids)} tokens distilled"
        )
    mean, axes = pca_project(vectors, config.dimension)
    rows = (vectors.astype(np.float64) - mean) @ axes
    if config.sif_coefficient is not None:
        rows *= sif_weights(len(ids), config.sif_coefficient)[:, None]
    table = np.zeros((tokenizer.get_vocab_size(with_added_tokens=True), config.dimension))
    table[ids] = rows
    empty = (tokens.empty.astype(np.float64) - mean) @ axes
    known = np.zeros(len(table), dtype=bool)
    known[ids] = True
    unknown = tokenizer.token_to_id(str(tokenizer.model.unk_token)) if _has_unk(tokenizer) else None
    if unknown is not None and unknown < len(known):
        known[unknown] = False
    logger.info("made a static table of %d token vectors (%s)", len(ids), config.tag)
    return StaticModel(
        table.astype(np.float32),
        empty.astype(np.float32),
        known,
        tokenizer_file=tokenizer_file,
        config=config,
    )


def distill_static(
    tokenizer_file: str | Path,
    forward: TokenForward,
    config: StaticConfig | None = None,
    *,
    progress: DistillProgress | None = None,
) -> StaticModel:
    """Distil a :class:`StaticModel` from a model's ``forward`` and its fast tokenizer:
    :func:`token_vectors`, then :func:`static_model`.

    Deterministic: the same forward and settings give the same table. ``progress`` (if
    given) is called with ``(tokens done, tokens to do)`` after each forward batch.
    """
    config = config or StaticConfig()
    tokens = token_vectors(
        tokenizer_file, forward, vocabulary_limit=config.vocabulary_limit, progress=progress
    )
    return static_model(tokenizer_file, tokens, config)


def _has_unk(tokenizer: Tokenizer) -> bool:
    return getattr(tokenizer.model, "unk_token", None) is not None


class StaticModel:
    """Token table + tokenizer: embeds texts by summing token rows (see the module docstring).

    Args:
        table: ``(vocabulary size, dimension)`` float32 rows, indexed by token id.
        empty: The vector of a text without tokens, ``(dimension,)``.
        known: Which token ids have a row (False: dropped like unknown tokens).
        tokenizer_file: The model's ``tokenizer.json``.
        config: The settings the table was distilled with.
    """

    def __init__(
        self,
        table: FloatArray,
        empty: FloatArray,
        known: npt.NDArray[np.bool_],
        *,
        tokenizer_file: str | Path,
        config: StaticConfig,
    ) -> None:
        if table.ndim != 2 or empty.shape != (table.shape[1],) or known.shape != (len(table),):
            raise EmbeddingError(
                f"static model: inconsistent shapes table {table.shape}, empty {empty.shape}, "
                f"known {known.shape}"
            )
        self._table = table
        # The table with a row of zeros after it, where padding and unknown tokens point.
        self._padded = np.vstack([table, np.zeros((1, table.shape[1]), dtype=table.dtype)])
        self._padding_row = len(table)
        self._empty = empty
        self._known = known
        self._tokenizer_file = Path(tokenizer_file)
        self._tokenizer = _load_tokenizer(self._tokenizer_file, config.max_tokens)
        self._config = config

    @property
    def dimension(self) -> int:
        return int(self._table.shape[1])

    @property
    def config(self) -> StaticConfig:
        return self._config

    @property
    def table(self) -> FloatArray:
        return self._table

    def encode(self, texts: Sequence[str]) -> FloatArray:
        """Unnormalised sums of the token rows of ``texts``, ``(len(texts), dimension)``."""
        out = np.empty((len(texts), self.dimension), dtype=np.float32)
        for start in range(0, len(texts), ENCODE_BATCH):
            chunk = list(texts[start : start + ENCODE_BATCH])
            out[start : start + len(chunk)] = self._encode_chunk(chunk)
        return out

    def _encode_chunk(self, texts: list[str]) -> FloatArray:
        encode = getattr(self._tokenizer, "encode_batch_fast", self._tokenizer.encode_batch)
        token_lists = [e.ids for e in encode(texts, add_special_tokens=False)]
        lengths = np.fromiter((len(t) for t in token_lists), np.int64, len(token_lists))
        flat = np.fromiter(itertools.chain.from_iterable(token_lists), np.int64, int(lengths.sum()))
        # Unknown tokens point at the padding row of zeros: adding 0.0 changes no sum.
        known = self._known[flat]
        flat[~known] = self._padding_row
        starts = np.cumsum(lengths) - lengths
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        # Texts of similar length together (shortest first), _SUM_GROUP at a time, as a
        # (texts, longest) matrix of row ids padded with the zero row; each text's rows are
        # added one position after the other, so its sum never depends on the other texts.
        order = np.argsort(lengths, kind="stable")
        for first in range(0, len(order), _SUM_GROUP):
            rows = order[first : first + _SUM_GROUP]
            width = int(lengths[rows[-1]])
            if width == 0:
                continue
            positions = np.arange(width)
            inside = positions < lengths[rows, None]
            ids = np.full((len(rows), width), self._padding_row, dtype=np.int64)
            ids[inside] = flat[(starts[rows, None] + positions)[inside]]
            total = self._padded[ids[:, 0]]
            for column in range(1, width):
                total += self._padded[ids[:, column]]
            out[rows] = total
        has_tokens = np.bincount(
            np.repeat(np.arange(len(texts)), lengths)[known], minlength=len(texts)
        )
        out[has_tokens == 0] = self._empty
        return out

    # -- files ------------------------------------------------------------------------
    def save(self, directory: str | Path) -> None:
        """Write the model into ``directory`` (:data:`STATIC_FILES` plus its settings)."""
        directory = Path(directory)
        try:
            np.save(directory / STATIC_FILES[0], self._table)
            np.save(directory / STATIC_FILES[1], self._empty)
            (directory / STATIC_FILES[2]).write_bytes(self._tokenizer_file.read_bytes())
            settings = {
                "config": self._config.to_dict(),
                "unknown_ids": np.flatnonzero(~self._known).tolist(),
            }
            (directory / _SETTINGS_FILE).write_text(json.dumps(settings), encoding="utf-8")
        except OSError as exc:
            raise EmbeddingError(f"cannot write the static model to {directory}: {exc}") from exc

    @classmethod
    def load(cls, directory: str | Path) -> StaticModel:
        """The model :meth:`save` wrote into ``directory``."""
        directory = Path(directory)
        try:
            settings = json.loads((directory / _SETTINGS_FILE).read_text(encoding="utf-8"))
            table = np.load(directory / STATIC_FILES[0])
            empty = np.load(directory / STATIC_FILES[1])
        except (OSError, ValueError) as exc:
            raise EmbeddingError(f"cannot read the static model in {directory}: {exc}") from exc
        known = np.ones(len(table), dtype=bool)
        known[np.asarray(settings["unknown_ids"], dtype=np.int64)] = False
        return cls(
            table,
            empty,
            known,
            tokenizer_file=directory / STATIC_FILES[2],
            config=StaticConfig.from_dict(settings["config"]),
        )


def onnx_token_forward(model_file: str | Path) -> TokenForward:
    """A :data:`TokenForward` running an ONNX export of a BERT-like model (ONNX Runtime, CPU)
    and mean-pooling its ``last_hidden_state`` over the (unpadded) positions."""
    try:
        import onnxruntime
    except ImportError as exc:
        raise EmbeddingError(f"the static backend distils with onnxruntime: {exc}") from exc
    try:
        session = onnxruntime.InferenceSession(str(model_file), providers=["CPUExecutionProvider"])
    except (OSError, RuntimeError, ValueError) as exc:
        raise EmbeddingError(f"cannot load the ONNX model {model_file}: {exc}") from exc
    inputs = {i.name for i in session.get_inputs()}

    def forward(ids: IntArray) -> FloatArray:
        feed = {"input_ids": ids, "attention_mask": np.ones_like(ids)}
        if "token_type_ids" in inputs:
            feed["token_type_ids"] = np.zeros_like(ids)
        hidden = np.asarray(session.run(None, feed)[0], dtype=np.float32)
        pooled: FloatArray = hidden.mean(axis=1, dtype=np.float32)
        return pooled

    return forward
