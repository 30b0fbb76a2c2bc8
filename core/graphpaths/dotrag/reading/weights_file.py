"""Reading a fitted weights file (the reader's, the abstention model's): one JSON object
with ``"format"``, ``"features"`` and ``"weights"`` (one number per feature), checked
here with errors naming the file; each caller reads its own further fields.

Example:
    >>> import json, tempfile
    >>> from pathlib import Path
    >>> file = Path(tempfile.mkdtemp()) / "w.json"
    >>> _ = file.write_text(json.dumps({"format": "f/1", "features": ["a"], "weights": {"a": 1}}))
    >>> read_weights_file(file, what="the weights", layout="f/1", features=("a",),
    ...                   owner="", fit="fit.py")[1]
    {'a': 1}
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from graphpaths.errors import ConfigError

__all__ = ["read_format_file", "read_weights_file"]


def read_format_file(
    file: Path, *, what: str, layout: str, kind: str | None = None
) -> dict[str, Any]:
    """The file's JSON object, checked: readable JSON whose ``"format"`` is ``layout``
    (``what`` names the contents, ``kind`` the file in the format error; default ``what``).

    Raises:
        ConfigError: naming the file and what is wrong.
    """
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except OSError as e:
        raise ConfigError(f"{file}: cannot read {what} ({e.strerror})") from e
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise ConfigError(f"{file}: {what} are no JSON ({e})") from e
    if not isinstance(data, dict) or data.get("format") != layout:
        found = data.get("format") if isinstance(data, dict) else type(data).__name__
        raise ConfigError(f"{file}: expected {kind or what} of format {layout!r}, got {found!r}")
    return data


def read_weights_file(
    file: Path, *, what: str, layout: str, features: Sequence[str], owner: str, fit: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The file's JSON object and its ``"weights"``, checked: readable JSON, ``"format"``
    ``layout``, ``"features"`` exactly ``features`` (``owner`` names whose, ``fit`` the
    script that refits them) and one weight per feature.

    Raises:
        ConfigError: naming the file and what is wrong (``what`` names the weights).
    """
    data = read_format_file(file, what=what, layout=layout)
    names = data.get("features")
    if names != list(features):
        raise ConfigError(
            f"{file}: its features {names!r} are not {owner}{list(features)!r} "
            f"(fitted for another version: refit with {fit})"
        )
    weights = data.get("weights")
    if not isinstance(weights, dict) or sorted(weights) != sorted(features):
        keys = sorted(weights) if isinstance(weights, dict) else weights
        raise ConfigError(f"{file}: field 'weights': expected one per feature, got {keys!r}")
    return data, weights
