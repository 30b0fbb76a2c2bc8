"""A sentence-transformers ONNX export run by ONNX Runtime and ``tokenizers`` directly.

sentence-transformers runs an ONNX export through optimum, and both import torch (about
5 s of a cold start on 2 cores, for a model whose forward pass takes milliseconds).
:class:`OnnxSentenceEncoder` runs the same export without either: the model's fast
tokenizer (``tokenizer.json``) pads each batch to its longest text and truncates to the
model's maximum sequence length, ONNX Runtime computes ``last_hidden_state``, and the rows
are mean-pooled over the attention mask (``sum / max(count, 1e-9)``, as
sentence-transformers' ``Pooling`` does) and L2-normalised when the model ends with a
``Normalize`` module. The vectors equal sentence-transformers' own within float32 rounding
(``tests/embeddings/test_embeddings_onnx.py`` compares them).

Only the layout of all-MiniLM-L6-v2 and its kin is read here: a ``Transformer`` followed by
a mean ``Pooling`` (and optionally ``Normalize``), without a default prompt.
:func:`encoder_layout` returns None for any other model, which
:class:`~graphpaths.embeddings.SentenceTransformerEmbedder` then runs through
sentence-transformers as before.

Example:
    >>> from graphpaths.embeddings_onnx import mean_pool
    >>> import numpy as np
    >>> hidden = np.array([[[1.0, 0.0], [3.0, 2.0], [9.0, 9.0]]], np.float32)
    >>> mean_pool(hidden, np.array([[1, 1, 0]])).tolist()  # the padded position is left out
    [[2.0, 1.0]]
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from graphpaths.errors import EmbeddingError

if TYPE_CHECKING:
    from onnxruntime import InferenceSession
    from tokenizers import Tokenizer

__all__ = [
    "SPINNING_OPTION",
    "EncoderLayout",
    "OnnxSentenceEncoder",
    "PendingRows",
    "encoder_layout",
    "mean_pool",
]

FloatArray = npt.NDArray[np.float32]

logger = logging.getLogger(__name__)

#: ONNX Runtime's session option that lets its worker threads spin after each run, waiting
#: for the next; "0": they sleep. A retriever embeds a short query, then runs Python for
#: tens of milliseconds, which spinning workers would double in CPU time and, on a shared
#: machine, take cores from (``graphpaths bench latency``: DotRAG 42-69 -> 22-34 ms CPU a
#: question, vss 10-14 -> 7; the same vectors, bit for bit).
SPINNING_OPTION = ("session.intra_op.allow_spinning", "0")

# What ONNX Runtime and tokenizers raise for a file they cannot read or run.
_RUNTIME_ERRORS: tuple[type[BaseException], ...] = (OSError, RuntimeError, ValueError)


@dataclass(frozen=True, kw_only=True)
class EncoderLayout:
    """What :class:`OnnxSentenceEncoder` needs to know of a model directory."""

    max_length: int
    normalize: bool


def _read_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def _max_length(directory: Path) -> int | None:
    """The maximum sequence length sentence-transformers truncates to: ``max_seq_length`` of
    ``sentence_bert_config.json`` (sentence-transformers < 5), else the tokenizer's
    ``model_max_length`` (5.x saves it there), else the model's position embeddings."""
    for name, key in (
        ("sentence_bert_config.json", "max_seq_length"),
        ("tokenizer_config.json", "model_max_length"),
        ("config.json", "max_position_embeddings"),
    ):
        try:
            value = _read_json(directory / name).get(key)
        except (OSError, ValueError, AttributeError):
            continue
        # Tokenizers without a limit record a huge sentinel (int(1e30)).
        if isinstance(value, int) and 0 < value < 1_000_000:
            return value
    return None


def encoder_layout(directory: str | Path) -> EncoderLayout | None:
    """The layout of the sentence-transformers model saved in ``directory`` if this module
    can run it (Transformer → mean Pooling (→ Normalize), no default prompt, a
    ``tokenizer.json``), else None."""
    directory = Path(directory)
    try:
        modules = _read_json(directory / "modules.json")
        kinds = [str(m["type"]).rsplit(".", 1)[-1] for m in modules]
        if kinds not in (["Transformer", "Pooling"], ["Transformer", "Pooling", "Normalize"]):
            return None
        if str(modules[0].get("path", "")) not in ("", "."):
            return None
        pooling = _read_json(directory / str(modules[1]["path"]) / "config.json")
        settings_file = directory / "config_sentence_transformers.json"
        settings = _read_json(settings_file) if settings_file.is_file() else {}
    except (OSError, ValueError, KeyError, TypeError, IndexError, AttributeError):
        return None
    if settings.get("default_prompt_name"):
        return None
    # sentence-transformers < 5: pooling_mode_* flags; 5.x: pooling_mode, a string or list.
    mode = pooling.get("pooling_mode")
    if mode is None:
        modes = [k for k, v in pooling.items() if k.startswith("pooling_mode_") and v is True]
        mean = modes == ["pooling_mode_mean_tokens"]
    else:
        mean = mode == "mean" or mode == ["mean"]
    max_length = _max_length(directory)
    if not mean or max_length is None or not (directory / "tokenizer.json").is_file():
        return None
    return EncoderLayout(max_length=max_length, normalize=kinds[-1] == "Normalize")


def mean_pool(hidden: npt.ArrayLike, mask: npt.ArrayLike) -> FloatArray:
    """Mean of each row's token vectors over its attention mask, float32:
    ``(batch, length, dim)``, ``(batch, length)`` → ``(batch, dim)``."""
    states = np.asarray(hidden, dtype=np.float32)
    weights = np.asarray(mask, dtype=np.float32)[:, :, None]
    total = (states * weights).sum(axis=1, dtype=np.float32)
    count = np.maximum(weights.sum(axis=1, dtype=np.float32), np.float32(1e-9))
    pooled: FloatArray = total / count
    return pooled


class OnnxSentenceEncoder:
    """Embeds texts with an ONNX export of a sentence-transformers model (see the module
    docstring). Load it with :meth:`load`; thread-safe (ONNX Runtime sessions are).

    Args:
        session: The ONNX Runtime session of the export (input ids and attention mask in,
            ``last_hidden_state`` out).
        tokenizer: The model's fast tokenizer.
        layout: Its maximum length and whether the rows are normalised.
    """

    def __init__(
        self, session: InferenceSession, tokenizer: Tokenizer, layout: EncoderLayout
    ) -> None:
        self._session = session
        self._inputs = {i.name for i in session.get_inputs()}
        outputs = [o.name for o in session.get_outputs()]
        self._output = "last_hidden_state" if "last_hidden_state" in outputs else outputs[0]
        self._tokenizer = tokenizer
        self._layout = layout
        # False once the session refused to run asynchronously (:meth:`start`)
        self._starts = True
        self._started = False  # a started call is running
        self._start_lock = threading.Lock()

    @classmethod
    def load(cls, directory: str | Path, model_file: str) -> OnnxSentenceEncoder | None:
        """The encoder of the export in ``directory`` (``model_file`` relative to it), or
        None if :func:`encoder_layout` cannot run that model.

        Raises:
            EmbeddingError: onnxruntime or tokenizers is missing, or a file cannot be read.
        """
        directory = Path(directory)
        layout = encoder_layout(directory)
        if layout is None:
            return None
        try:
            import onnxruntime
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise EmbeddingError(
                f"the onnx backend needs onnxruntime and tokenizers: {exc}"
            ) from exc
        path = directory / model_file
        try:
            tokenizer = Tokenizer.from_file(str(directory / "tokenizer.json"))
        except _RUNTIME_ERRORS as exc:
            raise EmbeddingError(f"cannot read the tokenizer in {directory}: {exc}") from exc
        pad = _pad_token(tokenizer)
        tokenizer.enable_truncation(layout.max_length, strategy="longest_first")
        tokenizer.enable_padding(pad_id=pad[1], pad_token=pad[0])
        try:
            options = onnxruntime.SessionOptions()
            options.add_session_config_entry(*SPINNING_OPTION)
            session = onnxruntime.InferenceSession(
                str(path), options, providers=["CPUExecutionProvider"]
            )
        except _RUNTIME_ERRORS as exc:
            raise EmbeddingError(f"cannot load the ONNX model {path}: {exc}") from exc
        return cls(session, tokenizer, layout)

    @property
    def dimension(self) -> int:
        shape = self._session.get_outputs()[0].shape
        size = shape[-1] if shape else None
        if not isinstance(size, int):
            raise EmbeddingError("the ONNX model does not declare its output dimension")
        return size

    def encode(self, texts: Sequence[str]) -> FloatArray:
        """The pooled (and, if the model normalises, unit) rows of ``texts``, one batch:
        every text padded to the longest."""
        feed, mask = self._feed(texts)
        try:
            hidden = self._session.run([self._output], feed)[0]
        except _RUNTIME_ERRORS as exc:
            raise _batch_failed(exc) from exc
        return self._pooled(hidden, mask)

    def start(self, texts: Sequence[str]) -> PendingRows | None:
        """:meth:`encode` of ``texts`` run on ONNX Runtime's own thread pool
        (``run_async``), returning at once, so the caller works on meanwhile; its
        :meth:`PendingRows.result` waits for the rows, the same as :meth:`encode`'s. None
        when the session cannot run that way (a pool of one thread: one core or
        ``intra_op_num_threads=1``) or another started call is running; then call
        :meth:`encode`."""
        # one started call at a time: the pool's thread runs them one after another, where
        # the callers' own threads (encode) would run them side by side
        if not self._starts:
            return None
        feed, mask = self._feed(texts)
        with self._start_lock:
            if not self._starts or self._started:
                return None
            self._started = True
        pending = PendingRows(self, mask)
        try:
            self._session.run_async([self._output], feed, pending.finish, None)
        except _RUNTIME_ERRORS:
            self._starts = False
            self._finished()
            return None
        return pending

    def _finished(self) -> None:
        """A started call is done (:meth:`PendingRows.finish`): the next may start."""
        with self._start_lock:
            self._started = False

    def _feed(self, texts: Sequence[str]) -> tuple[dict[str, npt.NDArray[np.int64]], Any]:
        """The session's inputs for ``texts`` (padded to the longest), and the mask."""
        encodings = self._tokenizer.encode_batch(list(texts), add_special_tokens=True)
        ids = np.asarray([e.ids for e in encodings], dtype=np.int64)
        mask = np.asarray([e.attention_mask for e in encodings], dtype=np.int64)
        feed = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feed["token_type_ids"] = np.asarray([e.type_ids for e in encodings], dtype=np.int64)
        return feed, mask

    def _pooled(self, hidden: Any, mask: Any) -> FloatArray:
        pooled = mean_pool(hidden, mask)
        if self._layout.normalize:
            # torch.nn.functional.normalize: x / max(||x||, 1e-12)
            norms = np.linalg.norm(pooled, axis=1, keepdims=True)
            pooled = pooled / np.maximum(norms, np.float32(1e-12))
        return pooled


class PendingRows:
    """The rows :meth:`OnnxSentenceEncoder.start` has ONNX Runtime compute: :meth:`result`
    waits for them. ONNX Runtime calls :meth:`finish` from its thread when done."""

    def __init__(self, encoder: OnnxSentenceEncoder, mask: Any) -> None:
        self._encoder = encoder
        self._mask = mask
        self._done = threading.Event()
        self._hidden: Any = None
        self._error = ""

    def finish(self, outputs: Sequence[Any], user_data: object, error: str) -> None:
        """Keep the session's outputs (or its error); pooling is left to the waiting
        thread, so ONNX Runtime's thread holds the GIL as briefly as it can."""
        if error:
            self._error = error
        else:
            self._hidden = outputs[0]
        self._encoder._finished()
        self._done.set()

    def result(self) -> FloatArray:
        """The rows, once ONNX Runtime has computed them.

        Raises:
            EmbeddingError: the model failed on the batch.
        """
        self._done.wait()
        if self._error:
            raise _batch_failed(self._error)
        return self._encoder._pooled(self._hidden, self._mask)


def _batch_failed(detail: object) -> EmbeddingError:
    """The error of a batch the session failed on (run or started alike)."""
    return EmbeddingError(f"the ONNX model failed on a batch: {detail}")


def _pad_token(tokenizer: Tokenizer) -> tuple[str, int]:
    """The tokenizer's padding token and id (``[PAD]``, 0 for BERT)."""
    padding = tokenizer.padding
    if padding is not None:
        return str(padding["pad_token"]), int(padding["pad_id"])
    for token in ("[PAD]", "<pad>"):
        found = tokenizer.token_to_id(token)
        if found is not None:
            return token, found
    raise EmbeddingError("the tokenizer has no padding token")
