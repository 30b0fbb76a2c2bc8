"""The dictionary words a graph's abbreviated label words shorten ("mfr" -> "manufacturer").

Some graphs spell their labels as their builders abbreviate (``mfr``, ``twn``, ``rte.dest``,
``UTIL``). A question says the whole word, or another word for the same thing ("who
builds" for a manufacturer); an embedder relates those to the whole word, not to the
abbreviation. :func:`expansions` finds, for each label word no dictionary holds, the
dictionary word it most likely shortens, by how people abbreviate:

- a *truncation* keeps the word's beginning, three letters or more ("dest" /
  "destination", "util" / "utility");
- a *contraction* keeps its first letter, some letters in order and its last
  (:func:`~graphpaths.dotrag.reading.english.contracts`: "mgr" / "manager", "twn" / "town"),
  the closer the more consonants it keeps.

Of the words a short form fits (often several: "twn" fits "town" and "twin"), the one
that fits best and lies nearest in meaning to the short form itself (an embedder has seen
common abbreviations: "mfr" is nearer "manufacturer" than "mayfair") and to what the label
leads to (the vector of its tail type: its name, or the mean of some member names for an
inferred type, which names what the label names) wins. The word list is the embedder's table of whole English words
(:mod:`graphpaths.word_table`), dictionary forms only. Everything here depends on the graph
alone: a reader computes it once.

Example:
    >>> import numpy as np
    >>> words = ("manager", "merger", "utility", "until")
    >>> vectors = np.eye(4, dtype=np.float32)
    >>> expansions({"mgr": vectors[0], "util": vectors[2]}, words, vectors)
    {'mgr': 'manager', 'util': 'utility'}
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence

import numpy as np
import numpy.typing as npt

from graphpaths.dotrag.reading.english import consonants_kept, contracts
from graphpaths.dotrag.reading.text import dictionary_form, is_dictionary_word

__all__ = ["MIN_TRUNCATION", "expansions", "is_opaque", "shortened"]

#: The shortest truncation read as one: two letters begin too many words to say which.
MIN_TRUNCATION = 3


def is_opaque(word: str) -> bool:
    """Whether a label word is no dictionary word and may shorten one (letters only, at
    least :data:`MIN_TRUNCATION`)."""
    return len(word) >= MIN_TRUNCATION and word.isalpha() and not is_dictionary_word(word)


def shortened(short: str, word: str) -> float:
    """How well ``short`` fits as ``word`` shortened: 1 for a truncation, the share of
    consonants kept for a contraction, 0 when it is neither.

    Example:
        >>> shortened("dest", "destination"), shortened("clb", "climb"), shortened("twn", "tan")
        (1.0, 0.75, 0.0)
    """
    if len(word) > len(short) >= MIN_TRUNCATION and word.startswith(short):
        return 1.0
    return consonants_kept(short, word) if contracts(short, word) else 0.0


@functools.lru_cache(maxsize=4)
def _by_letter(words: tuple[str, ...]) -> Mapping[str, tuple[int, ...]]:
    """The rows of ``words`` that are dictionary words in their dictionary form, by first
    letter (not "rted", "phds": a model's word pieces glued to a suffix)."""
    out: dict[str, list[int]] = {}
    for i, w in enumerate(words):
        if w.isalpha() and dictionary_form(w) in (None, w) and is_dictionary_word(w):
            out.setdefault(w[0], []).append(i)
    return {k: tuple(v) for k, v in out.items()}


def expansions(
    shorts: Mapping[str, npt.NDArray[np.float32]],
    words: Sequence[str],
    vectors: npt.NDArray[np.float32],
) -> dict[str, str]:
    """Per short form, the word of ``words`` it most likely shortens, by the sum of three
    signs of it: how well it fits (:func:`shortened`), and the word's similarity to the
    short form's own vector and to its context's (``shorts``: per short form, the sum of
    both unit vectors; ``vectors``: the words' unit rows). A word is at least two letters
    longer than the short form (not "phds" for "phd"). Short forms that fit no word are
    left out.
    """
    rows = _by_letter(tuple(words))
    out: dict[str, str] = {}
    for short, sign in shorts.items():
        fits = [
            (shortened(short, words[i]), i)
            for i in rows.get(short[:1], ())
            if len(words[i]) >= len(short) + 2
        ]
        fits = [(f, i) for f, i in fits if f > 0.0]
        if not fits:
            continue
        at = np.array([i for _, i in fits], np.int64)
        score = np.array([f for f, _ in fits]) + vectors[at] @ sign
        out[short] = words[int(at[int(np.argmax(score))])]
    return out
