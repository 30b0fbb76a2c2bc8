"""Chat messages and the checks every LLM applies to a request before sending it.

:func:`coerce_messages` accepts :class:`Message` objects or plain ``{"role",
"content"}`` dicts; :func:`coerce_schema` turns a ``json_schema`` mapping into plain JSON
data; :func:`check_max_tokens` checks a call's answer cap. They raise
:class:`~graphpaths.errors.InputError` naming the bad item.

Example:
    >>> coerce_messages([{"role": "user", "content": "Hi"}])
    (Message(role='user', content='Hi'),)
    >>> coerce_messages([{"role": "robot", "content": "Hi"}])
    Traceback (most recent call last):
    ...
    graphpaths.errors.InputError: messages[0].role: expected one of system, user, assistant, ...
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, TypeAlias, cast

from graphpaths.errors import InputError
from graphpaths.validation import check_int

__all__ = [
    "ROLES",
    "Message",
    "MessageLike",
    "Role",
    "check_max_tokens",
    "coerce_messages",
    "coerce_schema",
    "json_instruction",
]

Role = Literal["system", "user", "assistant"]
ROLES: tuple[str, ...] = ("system", "user", "assistant")


@dataclass(frozen=True, kw_only=True)
class Message:
    """One chat message."""

    role: Role
    content: str

    def __post_init__(self) -> None:
        if self.role not in ROLES:
            raise InputError(f"role: expected one of {', '.join(ROLES)}, got {self.role!r}")
        if not isinstance(self.content, str):
            raise InputError(f"content: expected str, got {type(self.content).__name__}")

    def to_dict(self) -> dict[str, str]:
        return {"role": self.role, "content": self.content}


MessageLike: TypeAlias = Message | Mapping[str, str]


def coerce_messages(messages: Sequence[MessageLike]) -> tuple[Message, ...]:
    """``messages`` as :class:`Message` objects; dicts need exactly ``role`` and ``content``.

    Raises :class:`~graphpaths.errors.InputError` naming the index and field of a bad one.
    """
    if isinstance(messages, str | bytes | Mapping) or not isinstance(messages, Sequence):
        raise InputError(
            f"messages: expected a sequence of messages, got {type(messages).__name__}"
        )
    if not messages:
        raise InputError("messages: expected at least one message, got an empty sequence")
    out: list[Message] = []
    for i, item in enumerate(messages):
        if isinstance(item, Message):
            out.append(item)
            continue
        if not isinstance(item, Mapping):
            raise InputError(
                f"messages[{i}]: expected a Message or a dict, got {type(item).__name__}"
            )
        keys = set(item)
        if keys != {"role", "content"}:
            missing = sorted({"role", "content"} - keys)
            extra = sorted(str(k) for k in keys - {"role", "content"})
            problem = f"missing {missing}" if missing else f"unexpected keys {extra}"
            raise InputError(f"messages[{i}]: expected keys 'role' and 'content', {problem}")
        try:
            out.append(Message(role=cast(Role, item["role"]), content=item["content"]))
        except InputError as err:
            raise InputError(f"messages[{i}].{err}") from None
    return tuple(out)


def coerce_schema(json_schema: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """``json_schema`` as plain JSON data (a fresh ``dict``), or ``None``.

    Raises :class:`~graphpaths.errors.InputError` when it is not a JSON-serialisable mapping.
    """
    if json_schema is None:
        return None
    if not isinstance(json_schema, Mapping):
        raise InputError(f"json_schema: expected a mapping, got {type(json_schema).__name__}")
    try:
        plain = json.loads(json.dumps(json_schema))
    except (TypeError, ValueError) as err:
        raise InputError(f"json_schema: not JSON-serialisable ({err})") from None
    if not isinstance(plain, dict):  # pragma: no cover - a Mapping always dumps to an object
        raise InputError("json_schema: expected a JSON object")
    return plain


def check_max_tokens(max_tokens: object) -> int | None:
    """A call's ``max_tokens``: ``None`` or an integer >= 1.

    Raises :class:`~graphpaths.errors.InputError` otherwise.
    """
    if max_tokens is None:
        return None
    return check_int(None, "max_tokens", max_tokens, error=InputError)


def json_instruction(json_schema: Mapping[str, Any]) -> str:
    """The line appended to a prompt that asks for an answer matching ``json_schema``
    (for chat models that take no schema of their own, e.g. behind a framework wrapper)."""
    return "\n\nReply with one JSON object matching this JSON Schema:\n" + json.dumps(
        json_schema, ensure_ascii=False
    )
