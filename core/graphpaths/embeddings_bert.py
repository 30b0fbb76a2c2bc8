"""The ONNX export of a BERT sentence encoder, written from its safetensors weights without
torch.

sentence-transformers exports a model to ONNX by tracing it in torch (through optimum), so
that export needs torch and its ~2 GB for a step that runs once per model. A plain BERT
encoder (all-MiniLM-L6-v2 and its kin) is a short, fixed graph, so this module writes it
directly with the ``onnx`` package's helper API: the weights are read from
``model.safetensors`` with numpy (the format is a JSON header and raw little-endian arrays)
and laid into the graph of Hugging Face's ``BertModel``:

- embeddings: word + absolute position + token type, then LayerNorm;
- per layer: self-attention (12 heads for MiniLM, scaled dot products, the attention mask
  added as float32's lowest value at padded positions, softmax), output dense + residual +
  LayerNorm, then the feed-forward block (dense, exact erf GELU, dense) + residual +
  LayerNorm.

The graph takes ``input_ids``, ``attention_mask`` and ``token_type_ids`` (int64,
``batch × sequence``) and gives ``last_hidden_state`` (float32, ``batch × sequence ×
hidden``), the inputs and output of optimum's export, so
:class:`~graphpaths.embeddings_onnx.OnnxSentenceEncoder` runs either. Its vectors equal
sentence-transformers' within float32 rounding (``tests/embeddings/test_embeddings_bert.py``
compares them on 10,000 texts where torch is installed, and the graph against a numpy
forward pass everywhere).

:func:`bert_config` returns None for any other model (another architecture, a relative
position encoding, an activation other than exact GELU, no safetensors file); such a model
is exported by sentence-transformers as before (the ``[torch]`` extra).

Example:
    >>> import numpy as np
    >>> from graphpaths.embeddings_bert import read_safetensors, write_safetensors
    >>> import tempfile, pathlib
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "w.safetensors"
    >>> write_safetensors(path, {"a": np.arange(3, dtype=np.float32)})
    >>> read_safetensors(path)["a"].tolist()
    [0.0, 1.0, 2.0]
"""

from __future__ import annotations

import json
import math
import struct
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from graphpaths.errors import EmbeddingError

__all__ = [
    "WEIGHTS_FILE",
    "BertConfig",
    "bert_config",
    "bert_onnx_bytes",
    "export_bert_onnx",
    "read_safetensors",
    "write_safetensors",
]

#: The weights file this module reads, in the model directory.
WEIGHTS_FILE = "model.safetensors"

# The ONNX opset (LayerNormalization is in 17) and the IR version that goes with it; any
# ONNX Runtime since 1.14 runs them.
_OPSET = 17
_IR_VERSION = 8

# safetensors dtype names -> numpy dtypes (BF16 is widened by hand).
_DTYPES: dict[str, str] = {
    "F64": "<f8",
    "F32": "<f4",
    "F16": "<f2",
    "I64": "<i8",
    "I32": "<i4",
    "I16": "<i2",
    "I8": "i1",
    "U8": "u1",
    "BOOL": "?",
}
_NUMPY_NAMES = {np.dtype(v): k for k, v in _DTYPES.items()}


@dataclass(frozen=True, kw_only=True)
class BertConfig:
    """The shape of a BERT encoder, read from its ``config.json``."""

    hidden_size: int
    num_heads: int
    num_layers: int
    layer_norm_eps: float

    def __post_init__(self) -> None:
        for name in ("hidden_size", "num_heads", "num_layers"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise EmbeddingError(f"BERT config: {name} must be a positive int, got {value!r}")
        if self.hidden_size % self.num_heads:
            raise EmbeddingError(
                f"BERT config: hidden_size {self.hidden_size} is not a multiple of "
                f"num_attention_heads {self.num_heads}"
            )
        if not (isinstance(self.layer_norm_eps, float) and 0 < self.layer_norm_eps < 1):
            raise EmbeddingError(
                f"BERT config: layer_norm_eps must be in (0, 1), got {self.layer_norm_eps!r}"
            )


def bert_config(directory: str | Path) -> BertConfig | None:
    """The config of the BERT model in ``directory`` if this module can export it (a
    ``config.json`` of ``model_type`` ``"bert"`` with absolute positions and exact GELU,
    and a ``model.safetensors``), else None."""
    directory = Path(directory)
    try:
        config = json.loads((directory / "config.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(config, dict) or not (directory / WEIGHTS_FILE).is_file():
        return None
    if config.get("model_type") != "bert" or config.get("hidden_act") != "gelu":
        return None
    if config.get("position_embedding_type", "absolute") != "absolute":
        return None
    try:
        return BertConfig(
            hidden_size=config["hidden_size"],
            num_heads=config["num_attention_heads"],
            num_layers=config["num_hidden_layers"],
            layer_norm_eps=float(config.get("layer_norm_eps", 1e-12)),
        )
    except (KeyError, TypeError, ValueError, EmbeddingError):
        return None


def read_safetensors(path: str | Path) -> dict[str, npt.NDArray[Any]]:
    """Every tensor of a safetensors file, as numpy arrays (BF16 widened to float32).

    Raises:
        EmbeddingError: the file cannot be read or is not a valid safetensors file.
    """
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise EmbeddingError(f"cannot read the weights {path}: {exc}") from exc
    try:
        (size,) = struct.unpack_from("<Q", raw, 0)
        header = json.loads(raw[8 : 8 + size].decode("utf-8"))
        if not isinstance(header, dict):
            raise ValueError("the header is not a JSON object")
        start = 8 + size
        tensors: dict[str, npt.NDArray[Any]] = {}
        for name, entry in header.items():
            if name == "__metadata__":
                continue
            begin, end = (start + int(o) for o in entry["data_offsets"])
            shape = tuple(int(d) for d in entry["shape"])
            kind = str(entry["dtype"])
            if kind == "BF16":
                halves = np.frombuffer(raw[begin:end], dtype="<u2").astype(np.uint32) << 16
                array: npt.NDArray[Any] = halves.view(np.float32)
            elif kind in _DTYPES:
                array = np.frombuffer(raw[begin:end], dtype=_DTYPES[kind])
            else:
                raise ValueError(f"tensor {name!r} has the unsupported dtype {kind!r}")
            tensors[name] = array.reshape(shape)
    except (struct.error, ValueError, KeyError, TypeError, UnicodeDecodeError) as exc:
        raise EmbeddingError(f"{path} is not a valid safetensors file: {exc}") from exc
    return tensors


def write_safetensors(path: str | Path, tensors: Mapping[str, npt.NDArray[Any]]) -> None:
    """Write ``tensors`` as a safetensors file (tests make small models with it)."""
    header: dict[str, Any] = {}
    chunks: list[bytes] = []
    offset = 0
    for name, tensor in tensors.items():
        array = np.ascontiguousarray(tensor)
        kind = _NUMPY_NAMES.get(array.dtype.newbyteorder("<"))
        if kind is None:
            raise EmbeddingError(f"tensor {name!r}: dtype {array.dtype} has no safetensors name")
        data = array.astype(_DTYPES[kind], copy=False).tobytes()
        header[name] = {
            "dtype": kind,
            "shape": list(array.shape),
            "data_offsets": [offset, offset + len(data)],
        }
        chunks.append(data)
        offset += len(data)
    encoded = json.dumps(header).encode("utf-8")
    encoded += b" " * (-len(encoded) % 8)
    Path(path).write_bytes(struct.pack("<Q", len(encoded)) + encoded + b"".join(chunks))


class _Weights:
    """The model's tensors by their ``BertModel`` names (a ``bert.`` prefix, as in task
    models, is accepted), as float32."""

    def __init__(self, tensors: Mapping[str, npt.NDArray[Any]], source: Path) -> None:
        self._tensors = {k.removeprefix("bert."): v for k, v in tensors.items()}
        self._source = source

    def __call__(self, name: str) -> npt.NDArray[np.float32]:
        tensor = self._tensors.get(name)
        if tensor is None:
            raise EmbeddingError(f"{self._source}: no tensor {name!r} (not a BERT encoder?)")
        return np.ascontiguousarray(tensor, dtype=np.float32)


class _GraphBuilder:
    """Collects the nodes and initializers of the graph; each helper returns its output."""

    def __init__(self, weights: _Weights) -> None:
        from onnx import helper, numpy_helper

        self._helper = helper
        self._numpy_helper = numpy_helper
        self.weights = weights
        self.nodes: list[Any] = []
        self.initializers: list[Any] = []
        self._count = 0

    def constant(self, name: str, value: npt.ArrayLike, dtype: type = np.float32) -> str:
        self.initializers.append(
            self._numpy_helper.from_array(np.asarray(value, dtype=dtype), name=name)
        )
        return name

    def weight(self, name: str, *, transpose: bool = False) -> str:
        array = self.weights(name)
        if transpose:  # torch's Linear stores (out, in); MatMul wants (in, out)
            array = np.ascontiguousarray(array.T)
        return self.constant(name, array)

    def op(self, op_type: str, *inputs: str, **attributes: Any) -> str:
        self._count += 1
        output = f"{op_type.lower()}_{self._count}"
        self.nodes.append(
            self._helper.make_node(
                op_type, list(inputs), [output], name=f"{op_type}_{self._count}", **attributes
            )
        )
        return output

    def linear(self, x: str, prefix: str) -> str:
        product = self.op("MatMul", x, self.weight(f"{prefix}.weight", transpose=True))
        return self.op("Add", product, self.weight(f"{prefix}.bias"))

    def layer_norm(self, x: str, prefix: str, eps: float) -> str:
        return self.op(
            "LayerNormalization",
            x,
            self.weight(f"{prefix}.weight"),
            self.weight(f"{prefix}.bias"),
            axis=-1,
            epsilon=eps,
        )


def bert_onnx_bytes(
    config: BertConfig, tensors: Mapping[str, npt.NDArray[Any]], *, source: Path
) -> bytes:
    """The serialised ONNX model of the BERT encoder ``tensors`` (see the module
    docstring); ``source`` names the weights in errors.

    Raises:
        EmbeddingError: the ``onnx`` package is missing, or a tensor is missing.
    """
    try:
        from onnx import TensorProto, helper
    except ImportError as exc:
        raise EmbeddingError(f"writing the ONNX export needs the onnx package: {exc}") from exc
    g = _GraphBuilder(_Weights(tensors, source))
    eps = config.layer_norm_eps
    x = _embedded(g, eps)
    bias = _attention_bias(g, TensorProto.FLOAT)
    shared = _LayerConstants.of(g, config)
    for i in range(config.num_layers):
        x = _encoder_layer(g, x, bias, f"encoder.layer.{i}", shared, eps)
    g.nodes.append(helper.make_node("Identity", [x], ["last_hidden_state"], name="output"))

    dims = ["batch_size", "sequence_length"]
    inputs = [
        helper.make_tensor_value_info(name, TensorProto.INT64, dims)
        for name in ("input_ids", "attention_mask", "token_type_ids")
    ]
    output = helper.make_tensor_value_info(
        "last_hidden_state", TensorProto.FLOAT, [*dims, config.hidden_size]
    )
    graph = helper.make_graph(g.nodes, "bert", inputs, [output], initializer=g.initializers)
    model = helper.make_model(
        graph,
        opset_imports=[helper.make_opsetid("", _OPSET)],
        producer_name="graphpaths.embeddings_bert",
    )
    model.ir_version = _IR_VERSION
    serialised: bytes = model.SerializeToString()
    return serialised


def _embedded(g: _GraphBuilder, eps: float) -> str:
    """The embeddings: words + positions 0..length-1 + token types, normalised."""
    length = g.op(
        "Gather", g.op("Shape", "input_ids"), g.constant("one_index", 1, np.int64), axis=0
    )
    positions = g.op(
        "Range", g.constant("zero", 0, np.int64), length, g.constant("one", 1, np.int64)
    )
    words = g.op("Gather", g.weight("embeddings.word_embeddings.weight"), "input_ids")
    where = g.op("Gather", g.weight("embeddings.position_embeddings.weight"), positions)
    kinds = g.op("Gather", g.weight("embeddings.token_type_embeddings.weight"), "token_type_ids")
    return g.layer_norm(g.op("Add", g.op("Add", words, where), kinds), "embeddings.LayerNorm", eps)


def _attention_bias(g: _GraphBuilder, float_type: int) -> str:
    """The attention mask as an additive bias (batch, 1, 1, length): 0 or float32's lowest."""
    keep = g.op("Cast", "attention_mask", to=float_type)
    masked = g.op("Sub", g.constant("one_float", 1.0), keep)
    lowest = g.constant("lowest", np.finfo(np.float32).min)
    return g.op("Unsqueeze", g.op("Mul", masked, lowest), g.constant("axes_1_2", [1, 2], np.int64))


@dataclass(frozen=True)
class _LayerConstants:
    """The constants every encoder layer uses (added to the graph once)."""

    split: str
    merge: str
    scale: str
    root2: str
    half: str
    one: str

    @classmethod
    def of(cls, g: _GraphBuilder, config: BertConfig) -> _LayerConstants:
        hidden, heads = config.hidden_size, config.num_heads
        return cls(
            split=g.constant("split_heads", [0, 0, heads, hidden // heads], np.int64),
            merge=g.constant("merge_heads", [0, 0, hidden], np.int64),
            scale=g.constant("scale", 1.0 / math.sqrt(hidden // heads)),
            root2=g.constant("sqrt2", math.sqrt(2.0)),
            half=g.constant("half", 0.5),
            one=g.constant("one_plus", 1.0),
        )


def _encoder_layer(
    g: _GraphBuilder, x: str, bias: str, p: str, c: _LayerConstants, eps: float
) -> str:
    """One encoder layer (weights under ``p``): self-attention, then the feed-forward
    block, each with its residual and layer norm."""

    def heads_of(name: str, perm: list[int]) -> str:
        projected = g.linear(x, f"{p}.attention.self.{name}")
        return g.op("Transpose", g.op("Reshape", projected, c.split), perm=perm)

    query = heads_of("query", [0, 2, 1, 3])  # (batch, heads, length, size)
    key = heads_of("key", [0, 2, 3, 1])  # (batch, heads, size, length)
    value = heads_of("value", [0, 2, 1, 3])
    scores = g.op("Add", g.op("Mul", g.op("MatMul", query, key), c.scale), bias)
    context = g.op("MatMul", g.op("Softmax", scores, axis=-1), value)
    context = g.op("Reshape", g.op("Transpose", context, perm=[0, 2, 1, 3]), c.merge)
    attended = g.linear(context, f"{p}.attention.output.dense")
    x = g.layer_norm(g.op("Add", attended, x), f"{p}.attention.output.LayerNorm", eps)
    inner = g.linear(x, f"{p}.intermediate.dense")
    # GELU, exact: x * 0.5 * (1 + erf(x / sqrt(2)))
    gelu = g.op(
        "Mul",
        g.op("Mul", inner, c.half),
        g.op("Add", g.op("Erf", g.op("Div", inner, c.root2)), c.one),
    )
    out = g.linear(gelu, f"{p}.output.dense")
    return g.layer_norm(g.op("Add", out, x), f"{p}.output.LayerNorm", eps)


def export_bert_onnx(directory: str | Path, out_file: str | Path) -> bool:
    """Write the ONNX export of the BERT model in ``directory`` to ``out_file``; False (and
    nothing written) when :func:`bert_config` cannot export that model.

    Raises:
        EmbeddingError: the weights cannot be read, a tensor is missing, ``onnx`` is not
            installed, or ``out_file`` cannot be written.
    """
    directory = Path(directory)
    config = bert_config(directory)
    if config is None:
        return False
    source = directory / WEIGHTS_FILE
    data = bert_onnx_bytes(config, read_safetensors(source), source=source)
    out = Path(out_file)
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(data)
    except OSError as exc:
        raise EmbeddingError(f"cannot write the ONNX export {out}: {exc}") from exc
    return True
