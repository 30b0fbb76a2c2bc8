"""What a filter keeps of several kinds of items, judged as on the part it may see.

A retriever filters each kind of item (DotRAG: entities and relations; GraFine:
documents) by the filter's comparisons on the keys that kind carries, or that no kind
carries (those fail); the comparisons on another kind's keys are dropped (the projection of
:mod:`graphpaths.filters`). What "carries" is read from decides what a caller may learn:

- A plain filter is an access rule of its own: which kind carries a key is read from every
  item (the application's rule is judged on its whole graph).
- A filter :func:`~graphpaths.filters.narrow` made from a configured rule and a call's
  filter is judged in two steps: the rule as above; then the call's part on the rule's
  view alone, which kind carries a key read from the items the rule keeps. So a call
  under a rule gets what the same call gets on an index built from the rule's part: a
  key only hidden items carry is a key nobody carries.

Unknown keys (:attr:`Kept.unknown`) are judged on a view too, never on the whole graph:
a plain filter's are the keys it compares that no item it keeps carries; a narrowed
filter's are its rule's, and the call's keys no item the rule keeps carries. So with the
rule ``{"tenant": "acme"}`` a call's misspelt ``{"tennant": "x"}`` is named and the
rule's ``tenant`` is not, though the call keeps nothing; the report never tells whether
a hidden item carries a key.

Example:
    >>> from graphpaths.filters import narrow
    >>> entities = AttributeTable([{"tenant": "a"}, {"tenant": "b"}])
    >>> relations = AttributeTable([{"tenant": "a"}, {"tenant": "b", "secret": 1}])
    >>> probe = narrow({"tenant": "a"}, {"secret": 1})
    >>> [m.tolist() for m in kept_by(probe, [entities, relations]).masks]  # as on a's part
    [[False, False], [False, False]]
    >>> probe.rule & probe.call  # as one plain filter: entities carry no secret, kept
    Filter({"$and":[{"secret":{"$eq":1}},{"tenant":{"$eq":"a"}}]})
    >>> [m.tolist() for m in kept_by(probe.rule & probe.call, [entities, relations]).masks]
    [[True, False], [False, False]]
    >>> kept_by(narrow({"tenant": "a"}, {"tenant": "a", "tennant": "x"}), [entities]).unknown
    ('tennant',)
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from graphpaths.filters import AttributeTable, BoolArray, Filter

__all__ = ["Closure", "Kept", "kept_by", "report_unknown_in_view"]

logger = logging.getLogger("graphpaths.filters")

#: Makes per-kind masks a view (DotRAG: a relation needs both its entities kept); one mask
#: per kind in, one out.
Closure = Callable[[list[BoolArray]], list[BoolArray]]


@dataclass(frozen=True)
class Kept:
    """What a filter keeps: one mask per kind (:attr:`masks`), the keys it compares that
    no item of the view they are judged on carries (:attr:`unknown`, sorted), and that
    view (:attr:`scope`: the rule's for a narrowed filter, else :attr:`masks`)."""

    masks: tuple[BoolArray, ...]
    unknown: tuple[str, ...]
    scope: tuple[BoolArray, ...]


def kept_by(flt: Filter, tables: Sequence[AttributeTable], close: Closure | None = None) -> Kept:
    """The items of each kind (one table per kind) ``flt`` keeps, ``close`` applied to the
    masks of each step (module docstring)."""
    closed: Closure = close if close is not None else list
    rule = flt.rule
    if rule is None:
        every = frozenset().union(*(table.keys for table in tables))
        masks = tuple(closed([flt.mask(table, known=every) for table in tables]))
        carried = frozenset().union(
            *(table.carried(mask, flt.keys) for table, mask in zip(tables, masks, strict=True))
        )
        return Kept(masks=masks, unknown=flt.unknown_keys(carried), scope=masks)
    inner = kept_by(rule, tables, close)
    call = flt.call
    # The call's keys each kind of the rule's view carries: all its projection reads.
    own = [table.carried(mask, call.keys) for table, mask in zip(tables, inner.masks, strict=True)]
    known = frozenset().union(*own)
    masks = tuple(
        closed(
            [
                mask & call.for_kind(keys, known).mask(table)
                for table, mask, keys in zip(tables, inner.masks, own, strict=True)
            ]
        )
    )
    unknown = tuple(sorted({*inner.unknown, *call.unknown_keys(known)}))
    return Kept(masks=masks, unknown=unknown, scope=inner.masks)


def report_unknown_in_view(
    flt: Filter, tables: Sequence[AttributeTable], found: Kept, *, items: str
) -> tuple[str, ...]:
    """``found.unknown`` (what :func:`kept_by` gave for ``flt``), logged as a warning with the
    keys the items of its view carry (``items``: what carries keys, as the message names
    it: ``"document"``). Every key is read only when one is unknown."""
    if not found.unknown:
        return ()
    carried = frozenset().union(
        *(table.carried(mask) for table, mask in zip(tables, found.scope, strict=True))
    )
    seen = "it keeps" if flt.rule is None else "its access rule keeps"
    logger.warning(
        "filter %s compares %s, which no %s %s carries (keys carried by what %s: %s)",
        flt.key,
        ", ".join(map(repr, found.unknown)),
        items,
        seen,
        seen,
        ", ".join(map(repr, sorted(carried))) or "none",
    )
    return found.unknown
