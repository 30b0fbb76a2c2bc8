"""A table of a model's own vectors of single words, so reading a question's words needs no
model call.

A question reader compares each word of a question, alone, with the phrases of a graph
(:mod:`graphpaths.dotrag.reading.reader`). Embedding those words costs a model call per
question; the words are ordinary English, so their vectors can be made once per model:
:func:`table_words` lists every whole-word entry of the model's tokenizer vocabulary (the
words the model was trained to see whole) and their English inflections and dictionary
forms (simplemma's dictionary: "supervised", "departures"), and :func:`build_word_table`
embeds them with the model, once. A row is exactly what ``embed_documents([word])`` returns
when the model's vector of a text does not depend on its batch (the ONNX backend: padding is
masked out).

A reader also compares two-word phrases ("which papers", "phd advisor"); there are too many
to keep. :meth:`WordTable.phrases` approximates the model's vector of a phrase from its two
words' vectors by a linear map of ``[first, second, 1]``, fitted by ridge
regression to the model's own vectors of :data:`PHRASE_PAIRS` random pairs of common words
(:func:`phrase_pairs`; a distillation of the model, no question of any data set). On a
sample of two-word phrases of questions its cosine to the model's vector averages 0.90,
against 0.81 for the normalised sum of the two words (adding the words' elementwise
product to the map's inputs gained 0.0006). The map runs in numpy's own loops, not BLAS: a
BLAS product of this size starts threads that, beside the model's, tripled the CPU time of a
question on 2 cores.

The table is saved with a SHA-256 digest of its words, vectors and map;
:meth:`WordTable.load` checks it, so a damaged table is an
:class:`~graphpaths.errors.EmbeddingError` naming the directory to delete, never wrong
vectors.

Example:
    >>> import numpy as np
    >>> table = WordTable(("film", "director"), np.eye(2), phrase_map=np.zeros((5, 2)))
    >>> vectors, found = table.lookup(["director", "quillon"])
    >>> found.tolist(), vectors[0].tolist()
    ([True, False], [0.0, 1.0])
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt

from graphpaths.errors import EmbeddingError

__all__ = [
    "WORD_TABLE_FILES",
    "WORD_TABLE_RECIPE",
    "WordTable",
    "build_word_table",
    "join_parts",
    "phrase_pairs",
    "table_words",
]

FloatArray = npt.NDArray[np.float32]
BoolArray = npt.NDArray[np.bool_]

#: Version of the word list's recipe: part of the table's directory name, so a change
#: builds a new table instead of reading an old one.
WORD_TABLE_RECIPE = 3
#: The files of a saved table: its words (one a line), their vectors, their digest.
WORD_TABLE_FILES = ("words.txt", "vectors.npy", "phrase_map.npy", "digest.json")
#: Random word pairs the phrase map is fitted to (60,000 fitted no closer: mean cosine 0.901
#: against 0.899).
PHRASE_PAIRS = 30_000
# The commonest whole words by vocabulary rank (WordPiece lists frequent tokens first): most
# are function words ("which", "of", "is"), half of a question's two-word phrases.
_FREQUENT_WORDS = 300
# The words pairs are drawn from: the commonest, as a question's words mostly are.
_COMMON_WORDS = 15_000
# Ridge penalty of the phrase map: any small value; the fit has 30,000 rows for 769 inputs.
_RIDGE = 1.0
# Words embedded per call while building (the embedder batches inside it).
_BUILD_CHUNK = 2048


def table_words(vocabulary: Iterable[str]) -> list[str]:
    """The words of a model's table, sorted: the whole-word entries of its tokenizer
    ``vocabulary`` (alphabetic ASCII, not a ``##`` continuation, not a special token),
    each one's dictionary form, and every English form whose dictionary form is one of
    them (simplemma's English dictionary).

    Example:
        >>> words = table_words(["film", "##s", "[CLS]", "depart", "direct"])
        >>> "directed" in words, "films" in words, "##s" in words, "[CLS]" in words
        (True, True, False, False)
    """
    import simplemma
    from simplemma.strategies.dictionaries import DefaultDictionaryFactory

    whole = {w for w in vocabulary if w.isascii() and w.isalpha() and w == w.lower()}
    words = set(whole)
    for w in whole:
        lemma = simplemma.lemmatize(w, lang="en").lower()
        if lemma.isascii() and lemma.isalpha():
            words.add(lemma)
    forms = DefaultDictionaryFactory().get_dictionary("en")
    for form, lemma in forms.items():
        text = form.lower()
        base = lemma.decode() if isinstance(lemma, bytes) else str(lemma)
        if text.isascii() and text.isalpha() and base.lower() in whole:
            words.add(text)
    return sorted(words)


def phrase_pairs(ranked: Sequence[str], count: int = PHRASE_PAIRS) -> list[tuple[str, str]]:
    """``count`` distinct pairs of words from ``ranked`` (commonest first), seeded: a third
    with a frequent word first, a third with one second, a third of two common words.

    Example:
        >>> pairs = phrase_pairs([f"w{i}" for i in range(50)], 20)
        >>> len(pairs), len(set(pairs)), pairs == phrase_pairs([f"w{i}" for i in range(50)], 20)
        (20, 20, True)
    """
    common = list(ranked[:_COMMON_WORDS])
    frequent = common[:_FREQUENT_WORDS]
    if len(common) < 2 or count > len(common) ** 2 // 2:
        raise EmbeddingError(f"word table: {len(common)} words are too few for {count} pairs")
    rng = np.random.default_rng(0)
    pairs: set[tuple[str, str]] = set()
    while len(pairs) < count:
        kind = int(rng.integers(3))
        first = common[int(rng.integers(len(common)))]
        second = common[int(rng.integers(len(common)))]
        if kind == 0:
            first = frequent[int(rng.integers(len(frequent)))]
        elif kind == 1:
            second = frequent[int(rng.integers(len(frequent)))]
        pairs.add((first, second))
    return sorted(pairs)


def _pair_features(first: FloatArray, second: FloatArray) -> FloatArray:
    ones = np.ones((len(first), 1), np.float32)
    return np.hstack([first, second, ones]).astype(np.float32, copy=False)


def join_parts(first: FloatArray, second: FloatArray) -> FloatArray:
    """Two-word phrases' vectors from their words' parts (:meth:`WordTable.phrase_parts`):
    per row, the first word's first part plus the second word's second part, unit length."""
    rows = first + second
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    out: FloatArray = (rows / np.where(norms > 0, norms, 1.0)).astype(np.float32, copy=False)
    return out


class WordTable:
    """Unit vectors of words, looked up by word, and the map approximating a two-word
    phrase's vector from its words' (:meth:`phrases`)."""

    def __init__(
        self, words: Sequence[str], vectors: npt.ArrayLike, phrase_map: npt.ArrayLike
    ) -> None:
        self.words = tuple(words)
        self.vectors: FloatArray = np.ascontiguousarray(vectors, dtype=np.float32)
        self.phrase_map: FloatArray = np.ascontiguousarray(phrase_map, dtype=np.float32)
        if self.vectors.ndim != 2 or self.vectors.shape[0] != len(self.words):
            raise EmbeddingError(
                f"word table: {len(self.words)} words but vectors of shape {self.vectors.shape}"
            )
        d = self.vectors.shape[1]
        if self.phrase_map.shape != (2 * d + 1, d):
            raise EmbeddingError(
                f"word table: a phrase map of shape {self.phrase_map.shape} for {d} dimensions"
            )
        self._rows = {w: i for i, w in enumerate(self.words)}

    def __len__(self) -> int:
        return len(self.words)

    def lookup(self, words: Sequence[str]) -> tuple[FloatArray, BoolArray]:
        """``(vectors, found)``: per word its row (zeros where the table lacks it) and
        whether the table holds it."""
        at = np.fromiter((self._rows.get(w, -1) for w in words), np.int64, len(words))
        found = at >= 0
        out = np.zeros((len(words), self.vectors.shape[1]), np.float32)
        out[found] = self.vectors[at[found]]
        return out, found

    def phrase_parts(self, vectors: FloatArray) -> FloatArray:
        """Per word vector, shape ``(n, 2, d)``, what the map makes of it as a phrase's first
        word (the map's constant included) and as its second: a two-word phrase's vector is
        the unit vector of its first word's first part plus its second word's second part
        (a caller may keep each word's parts)."""
        m = self.phrase_map
        d = m.shape[1]
        # einsum without optimize= loops in numpy, single-threaded (see the module docstring)
        first = np.einsum("ij,jk->ik", vectors, m[:d]) + m[-1]
        second = np.einsum("ij,jk->ik", vectors, m[d:-1])
        return np.stack([first, second], axis=1).astype(np.float32, copy=False)

    def phrases(self, first: FloatArray, second: FloatArray) -> FloatArray:
        """Unit vectors approximating the model's of two-word phrases, per row from the
        vectors of its ``first`` and ``second`` word (:meth:`phrase_parts`)."""
        return join_parts(self.phrase_parts(first)[:, 0], self.phrase_parts(second)[:, 1])

    def digest(self) -> str:
        """SHA-256 of the words and the bytes of the vectors and the phrase map."""
        h = hashlib.sha256("\n".join(self.words).encode())
        # the arrays' own buffers (C-contiguous), not a copy of each: the same bytes
        h.update(self.vectors.data)
        h.update(self.phrase_map.data)
        return h.hexdigest()

    def save(self, directory: str | Path) -> None:
        """Write :data:`WORD_TABLE_FILES` into ``directory``."""
        folder = Path(directory)
        try:
            (folder / "words.txt").write_text("\n".join(self.words), "utf-8")
            np.save(folder / "vectors.npy", self.vectors)
            np.save(folder / "phrase_map.npy", self.phrase_map)
            info = {"words": len(self.words), "dimension": int(self.vectors.shape[1])}
            (folder / "digest.json").write_text(
                json.dumps({**info, "sha256": self.digest()}), "utf-8"
            )
        except OSError as exc:
            raise EmbeddingError(f"cannot write the word table in {folder}: {exc}") from exc

    @classmethod
    def load(cls, directory: str | Path) -> WordTable:
        """The table saved in ``directory``.

        Raises:
            EmbeddingError: a file is missing or unreadable, or the words and vectors do not
                match their digest (delete the directory: it is rebuilt on next use).
        """
        folder = Path(directory)
        damaged = f"the word table in {folder} is damaged (delete the directory to rebuild it)"
        try:
            words = (folder / "words.txt").read_text("utf-8").split("\n")
            # mapped, not read into this process's memory: the page cache holds one copy
            # for every process that loads the table
            vectors = np.load(folder / "vectors.npy", allow_pickle=False, mmap_mode="r")
            phrase_map = np.load(folder / "phrase_map.npy", allow_pickle=False)
            expected = json.loads((folder / "digest.json").read_text("utf-8"))["sha256"]
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise EmbeddingError(f"{damaged}: {exc}") from exc
        try:
            table = cls(words, vectors, phrase_map)
        except EmbeddingError as exc:
            raise EmbeddingError(f"{damaged}: {exc}") from exc
        if table.digest() != expected:
            raise EmbeddingError(f"{damaged}: its words and vectors do not match their digest")
        return table


def build_word_table(
    words: Sequence[str],
    ranked: Sequence[str],
    embed: Callable[[list[str]], FloatArray],
    *,
    pairs: int = PHRASE_PAIRS,
    progress: Callable[[int, int], None] | None = None,
) -> WordTable:
    """Embed ``words`` with ``embed`` (a model's ``embed_documents``) into a table, and fit
    its phrase map to the model's vectors of :func:`phrase_pairs` of ``ranked`` (words of
    the table, commonest first); ``progress`` is called with (texts done, texts to do)."""
    pair_list = phrase_pairs(ranked, pairs)
    texts = [*words, *(f"{a} {b}" for a, b in pair_list)]
    rows: list[FloatArray] = []
    for start in range(0, len(texts), _BUILD_CHUNK):
        rows.append(np.asarray(embed(texts[start : start + _BUILD_CHUNK]), np.float32))
        if progress is not None:
            progress(min(start + _BUILD_CHUNK, len(texts)), len(texts))
    embedded = np.concatenate(rows)
    vectors, targets = embedded[: len(words)], embedded[len(words) :]
    at = {w: i for i, w in enumerate(words)}
    try:
        firsts = vectors[[at[a] for a, _ in pair_list]]
        seconds = vectors[[at[b] for _, b in pair_list]]
    except KeyError as exc:
        raise EmbeddingError(f"word table: a pair's word {exc} is not among its words") from exc
    x = _pair_features(firsts, seconds).astype(np.float64)
    gram = x.T @ x + _RIDGE * np.eye(x.shape[1])
    phrase_map = np.linalg.solve(gram, x.T @ targets.astype(np.float64))
    return WordTable(words, vectors, phrase_map)
