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

The table is saved with a SHA-256 digest of its words and vectors; :meth:`WordTable.load`
checks it, so a damaged table is an :class:`~graphpaths.errors.EmbeddingError` naming the
directory to delete, never wrong vectors.

Example:
    >>> import numpy as np
    >>> table = WordTable(("film", "director"), np.eye(2, dtype=np.float32))
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
    "table_words",
]

FloatArray = npt.NDArray[np.float32]
BoolArray = npt.NDArray[np.bool_]

#: Version of the word list's recipe: part of the table's directory name, so a change
#: builds a new table instead of reading an old one.
WORD_TABLE_RECIPE = 1
#: The files of a saved table: its words (one a line), their vectors, their digest.
WORD_TABLE_FILES = ("words.txt", "vectors.npy", "digest.json")
# Words embedded per call while building (the embedder batches inside it).
_BUILD_CHUNK = 2048


def table_words(vocabulary: Iterable[str]) -> list[str]:
    """The words of a model's table, sorted: the whole-word entries of its tokenizer
    ``vocabulary`` (alphabetic ASCII, not a ``##`` continuation, not a special token),
    each one's dictionary form, and every English form whose dictionary form is one of
    them (simplemma's English dictionary).

    Example:
        >>> words = table_words(["film", "##s", "[CLS]", "depart", "direct"])
        >>> "departures" in words, "films" in words, "##s" in words, "[CLS]" in words
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


class WordTable:
    """Unit vectors of words, looked up by word."""

    def __init__(self, words: Sequence[str], vectors: npt.ArrayLike) -> None:
        self.words = tuple(words)
        self.vectors: FloatArray = np.ascontiguousarray(vectors, dtype=np.float32)
        if self.vectors.ndim != 2 or self.vectors.shape[0] != len(self.words):
            raise EmbeddingError(
                f"word table: {len(self.words)} words but vectors of shape {self.vectors.shape}"
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

    def digest(self) -> str:
        """SHA-256 of the words and the vectors' bytes."""
        h = hashlib.sha256("\n".join(self.words).encode())
        h.update(self.vectors.tobytes())
        return h.hexdigest()

    def save(self, directory: str | Path) -> None:
        """Write :data:`WORD_TABLE_FILES` into ``directory``."""
        folder = Path(directory)
        try:
            (folder / "words.txt").write_text("\n".join(self.words), "utf-8")
            np.save(folder / "vectors.npy", self.vectors)
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
            vectors = np.load(folder / "vectors.npy", allow_pickle=False)
            expected = json.loads((folder / "digest.json").read_text("utf-8"))["sha256"]
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise EmbeddingError(f"{damaged}: {exc}") from exc
        table = cls(words, vectors) if vectors.ndim == 2 and len(words) == len(vectors) else None
        if table is None or table.digest() != expected:
            raise EmbeddingError(f"{damaged}: its words and vectors do not match their digest")
        return table


def build_word_table(
    words: Sequence[str],
    embed: Callable[[list[str]], FloatArray],
    *,
    progress: Callable[[int, int], None] | None = None,
) -> WordTable:
    """Embed ``words`` with ``embed`` (a model's ``embed_documents``) into a table;
    ``progress`` is called with (words done, words to do)."""
    rows: list[FloatArray] = []
    for start in range(0, len(words), _BUILD_CHUNK):
        rows.append(np.asarray(embed(list(words[start : start + _BUILD_CHUNK])), np.float32))
        if progress is not None:
            progress(min(start + _BUILD_CHUNK, len(words)), len(words))
    vectors = np.concatenate(rows) if rows else np.zeros((0, 0), np.float32)
    return WordTable(words, vectors)
