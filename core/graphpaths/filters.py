"""Filters: which entities, relations and documents a query may see.

A filter is a JSON-like dict, in the ``where`` style of Chroma and MongoDB::

    {"tenant": "acme"}                                      # equality
    {"tenant": {"$in": ["acme", "globex"]}}                 # one of
    {"year": {"$gte": 2020, "$lt": 2025}}                   # a range (both must hold)
    {"valid_from": {"$lte": "2024-06-01"},
     "valid_to": {"$gte": "2024-06-01"}}                    # several keys: all must hold
    {"$or": [{"tenant": "acme"}, {"public": True}]}         # any of
    {"$and": [{"source": {"$ne": "web"}}, {"$or": [...]}]}  # nesting

Operators (``x`` is the value an item carries under the key):

- ``{"$eq": v}``: ``x`` equals ``v`` (``{"key": v}`` is short for it);
- ``{"$ne": v}``: ``x`` is present and does not equal ``v``;
- ``{"$in": [v, ...]}``: ``x`` equals one of the values (an empty list matches nothing);
- ``{"$nin": [v, ...]}``: ``x`` is present and equals none of the values;
- ``{"$gt": v}``, ``{"$gte": v}``, ``{"$lt": v}``, ``{"$lte": v}``: ``x > v``, ``x >= v``,
  ``x < v``, ``x <= v``;
- ``{"$exists": True}`` / ``{"$exists": False}``: the key is present / absent.

Values are JSON scalars: strings, numbers and booleans (``null`` is refused: use
``{"$exists": False}``). Semantics, chosen to fail closed:

- An item lacking the key fails every comparison on it, ``$ne`` and ``$nin`` included
  (only ``{"$exists": False}`` passes). A ``None`` (JSON ``null``) value counts as absent.
- Equality compares numbers by value (``1 == 1.0``), strings and booleans exactly; a
  boolean never equals a number (``True`` is not ``1``). Order comparisons hold between
  two numbers (not booleans) or two strings only (by code point, so ISO dates
  ``"2024-06-01"`` compare as dates); a mixed pair fails. Other values an item may carry
  (lists, dicts, NaN) fail every comparison but ``$exists``.
- Numbers compare exactly, as Python compares them, at any size: an int is never rounded
  to a float64, so ``2**63`` differs from ``2**63 - 1``, ``2**64 + 1`` from ``2**64``, and
  ``2**53 + 1`` from ``2.0**53`` (an int equals a float only when they are the same
  number). The numpy evaluation and :meth:`Filter.matches` agree on every value.
- Several keys in one dict, and several operators on one key, must all hold. ``$and`` and
  ``$or`` take a non-empty list of non-empty filters; the empty filter ``{}`` (or
  ``filter=None``) passes everything. They nest at most :data:`MAX_DEPTH` (32) levels
  deep, the filter dict being level 1; a deeper filter raises :class:`FilterError`.
- **Projection, per kind of item.** Entities, relations and documents are filtered
  separately, each kind by the filter with the comparisons on keys that *no item of that
  kind carries but items of another kind do* dropped (an ``$and``/``$or`` left without
  conditions is dropped too; an empty filter passes everything). So ``{"tenant": "acme"}``
  on a graph whose relations carry no ``tenant`` restricts the entities only; the retrievers
  then hide every relation touching a hidden entity (and every link touching a hidden
  document).
- **Unknown keys fail closed.** A comparison on a key that *no item of any kind* carries
  (a misspelt ``{"tennant": "acme"}``, ``{"Tenant": "acme"}``) is not dropped: every item
  lacks the key, so it fails (only ``{"$exists": False}`` passes), and such a filter keeps
  nothing. :meth:`Filter.unknown_keys` names those keys. The retrievers report, in their
  results and in a warning, the keys unknown on a view, as an index of that part alone
  would (:mod:`graphpaths.filter_views`): never whether a hidden item carries a key.
- **Narrowing.** :func:`narrow` joins a configured access rule and a per-call filter with
  ``$and``: the call may narrow the rule, never widen or remove it. The two stay apart: the
  retrievers judge the call on the rule's view alone (which kind carries a key, which keys
  are unknown), as on an index built from the rule's part (:mod:`graphpaths.filter_views`).

:meth:`Filter.parse` checks a filter once (errors name the place in the filter and the
value, e.g. ``filter["$and"][1]["year"]: unknown operator '$gtt'``); :meth:`Filter.mask`
evaluates it over an :class:`AttributeTable` with numpy (one vectorised pass per
comparison over cached columns); :meth:`Filter.matches` tests one item's attributes
(without projection). ``Filter.key`` is a canonical text of the filter, equal for
filters that differ only in the order of their keys, for caching per filter.

Example:
    >>> table = AttributeTable([
    ...     {"tenant": "acme", "year": 2021},
    ...     {"tenant": "globex", "year": 2024},
    ...     {"tenant": "acme"},
    ... ])
    >>> f = Filter.parse({"tenant": "acme", "year": {"$gte": 2020}})
    >>> f.mask(table).tolist()
    [True, False, False]
    >>> Filter.parse({"colour": "red"}).mask(table).tolist()  # no item has a colour: none pass
    [False, False, False]
    >>> Filter.parse({"colour": "red"}).unknown_keys(table.keys)
    ('colour',)
    >>> Filter.parse({"colour": "red"}).mask(table, known={"colour"}).tolist()  # another kind's
    [True, True, True]
    >>> narrow({"tenant": "acme"}, {"tenant": "globex"}).mask(table).tolist()  # never widens
    [False, False, False]
    >>> f.matches({"tenant": "acme", "year": 2020}), f.matches({"tenant": "acme"})
    (True, False)
    >>> f.key
    '{"$and":[{"tenant":{"$eq":"acme"}},{"year":{"$gte":2020}}]}'
    >>> Filter.parse({"$and": [{"tenant": "acme"}, {"year": {"$gtt": 1}}]})
    Traceback (most recent call last):
    ...
    graphpaths.errors.FilterError: filter["$and"][1]["year"]: unknown operator '$gtt' (expected one of $eq, ...)
"""

from __future__ import annotations

import bisect
import json
import logging
import math
import operator
import sys
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, overload

import numpy as np
import numpy.typing as npt

from graphpaths.errors import FilterError

__all__ = [
    "COMPARISONS",
    "MAX_DEPTH",
    "AttributeTable",
    "Filter",
    "FilterError",
    "attribute_counts",
    "narrow",
    "report_unknown_keys",
]

BoolArray = npt.NDArray[np.bool_]
logger = logging.getLogger(__name__)

#: The comparison operators, in the order the docs list them.
COMPARISONS: tuple[str, ...] = (
    "$eq",
    "$ne",
    "$in",
    "$nin",
    "$gt",
    "$gte",
    "$lt",
    "$lte",
    "$exists",
)
_LOGICAL = ("$and", "$or")
_ORDER = ("$gt", "$gte", "$lt", "$lte")

#: How deep ``$and``/``$or`` may nest: the filter dict itself is level 1, each filter in an
#: ``$and``/``$or`` list one level below the dict holding it. Deeper filters are refused
#: with a :class:`FilterError` (they would exhaust the stack; no real rule needs them).
MAX_DEPTH = 32

# Kinds of value an item carries under a key (the column's ``kind`` codes): _INT is an int
# within int64 (numpy holds it exactly), _BIG an int beyond (compared as a Python int).
_MISSING, _BOOL, _INT, _FLOAT, _STR, _OTHER, _BIG = range(7)
_NUMBERS = (_INT, _FLOAT, _BIG)
_INT64 = (-(2**63), 2**63 - 1)
_MAX_FLOAT = sys.float_info.max
#: Kinds of the plain Python types (exact types: a subclass goes through ``_kind``).
_PLAIN_KINDS: dict[type, int] = {
    type(None): _MISSING,
    bool: _BOOL,
    int: _INT,
    float: _FLOAT,
    str: _STR,
}


# -- the parsed form ------------------------------------------------------------------------


@dataclass(frozen=True)
class _Compare:
    key: str
    op: str
    #: A scalar; a tuple of scalars for $in/$nin; a bool for $exists.
    value: Any


@dataclass(frozen=True)
class _Logic:
    op: str  # "$and" or "$or"
    children: tuple[_Node, ...]


_Node = _Compare | _Logic


def _plain(value: Any) -> Any:
    """``value`` with a numpy scalar as the Python one (a float wider than float64 rounded)."""
    if isinstance(value, np.generic):
        value = value.item()
        if isinstance(value, np.floating):  # longdouble: .item() keeps it
            value = float(value)
    return value


def _kind(value: object) -> int:
    """The kind code of one (plain: :func:`_plain`) attribute value."""
    if value is None:
        return _MISSING
    if isinstance(value, bool):
        return _BOOL
    if isinstance(value, int):
        return _INT if _INT64[0] <= value <= _INT64[1] else _BIG
    if isinstance(value, float):
        return _FLOAT if not math.isnan(value) else _OTHER
    if isinstance(value, str):
        return _STR
    return _OTHER


def _where(path: str, name: object) -> str:
    return f"{path}[{json.dumps(name) if isinstance(name, str) else name}]"


def _scalar(value: object, path: str, *, order: bool = False) -> Any:
    """``value`` checked as a filter operand (numpy scalars become Python ones)."""
    if isinstance(value, np.generic):
        value = value.item()
    if value is None:
        raise FilterError(f"{path}: null is not a value to compare with; use {{'$exists': False}}")
    if isinstance(value, bool):
        if order:
            raise FilterError(f"{path}: order comparisons take a number or a string, got {value!r}")
        return value
    if isinstance(value, int | str):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise FilterError(f"{path}: expected a finite number, got {value!r}")
        return value
    wanted = "a number or a string" if order else "a string, number or boolean"
    raise FilterError(f"{path}: expected {wanted}, got {value!r}")


def _parse_filter(spec: object, path: str, depth: int = 1) -> _Logic:
    """A filter dict (at level ``depth`` of the nesting) as the ``$and`` of its entries."""
    if depth > MAX_DEPTH:
        raise FilterError(
            f"{path}: the filter is nested more than {MAX_DEPTH} levels deep ($and/$or "
            "within $and/$or; the limit is graphpaths.filters.MAX_DEPTH)"
        )
    if not isinstance(spec, Mapping):
        raise FilterError(f"{path}: expected a dict of conditions, got {spec!r}")
    children: list[_Node] = []
    for name, value in spec.items():
        here = _where(path, name)
        if not isinstance(name, str) or not name:
            raise FilterError(f"{path}: expected attribute names or '$and'/'$or', got {name!r}")
        if name in _LOGICAL:
            if isinstance(value, Mapping) or not isinstance(value, Sequence) or not value:
                raise FilterError(f"{here}: expected a non-empty list of filters, got {value!r}")
            parts = tuple(
                _parse_filter(item, f"{here}[{i}]", depth + 1) for i, item in enumerate(value)
            )
            for i, part in enumerate(parts):
                if not part.children:
                    raise FilterError(f"{here}[{i}]: expected at least one condition, got {{}}")
            children.append(_Logic(name, parts))
        elif name.startswith("$"):
            raise FilterError(
                f"{path}: unknown operator {name!r} here (expected an attribute name, "
                "'$and' or '$or')"
            )
        else:
            children.extend(_parse_conditions(name, value, here))
    return _Logic("$and", tuple(children))


def _parse_conditions(key: str, value: object, path: str) -> list[_Compare]:
    if not isinstance(value, Mapping):
        return [_Compare(key, "$eq", _scalar(value, path))]
    if not value:
        raise FilterError(f"{path}: expected a value or {{'$operator': value}}, got {{}}")
    out: list[_Compare] = []
    for op, operand in value.items():
        here = _where(path, op)
        if op not in COMPARISONS:
            if isinstance(op, str) and op.startswith("$"):
                raise FilterError(
                    f"{path}: unknown operator {op!r} (expected one of {', '.join(COMPARISONS)})"
                )
            raise FilterError(
                f"{path}: expected a value or {{'$operator': value}}, got the nested object "
                f"{dict(value)!r} (nested attributes are not supported)"
            )
        if op == "$exists":
            if not isinstance(operand, bool | np.bool_):
                raise FilterError(f"{here}: expected True or False, got {operand!r}")
            out.append(_Compare(key, op, bool(operand)))
        elif op in ("$in", "$nin"):
            if isinstance(operand, str | Mapping) or not isinstance(operand, Sequence | np.ndarray):
                raise FilterError(f"{here}: expected a list of values, got {operand!r}")
            items = [_scalar(item, f"{here}[{i}]") for i, item in enumerate(operand)]
            unique = {_canonical_value(item): item for item in items}
            out.append(_Compare(key, op, tuple(unique[k] for k in sorted(unique))))
        else:
            out.append(_Compare(key, op, _scalar(operand, here, order=op in _ORDER)))
    return out


def _simplify(node: _Logic) -> _Logic:
    """An equivalent tree, flattened: an ``$and`` in an ``$and`` (an ``$or`` in an ``$or``)
    is spliced in, a one-condition ``$and``/``$or`` is its condition, repeats go."""
    children: dict[str, _Node] = {}
    for child in node.children:
        if isinstance(child, _Logic):
            child = _simplify(child)
            if len(child.children) == 1:
                child = child.children[0]
        if isinstance(child, _Logic) and (child.op == node.op or not child.children):
            for grandchild in child.children:
                children.setdefault(_canonical_value(_canonical(grandchild)), grandchild)
        else:
            children.setdefault(_canonical_value(_canonical(child)), child)
    return _Logic(node.op, tuple(children[k] for k in sorted(children)))


def _canonical_value(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _canonical(node: _Node) -> Any:
    if isinstance(node, _Compare):
        value = list(node.value) if isinstance(node.value, tuple) else node.value
        return {node.key: {node.op: value}}
    parts = sorted((_canonical(child) for child in node.children), key=_canonical_value)
    return {node.op: parts}


def _project(node: _Node, keys: Iterable[str] | Callable[[str], bool]) -> _Node | None:
    """``node`` without the comparisons on keys ``keys`` rejects; None when nothing is left."""
    keep = keys if callable(keys) else frozenset(keys).__contains__
    if isinstance(node, _Compare):
        return node if keep(node.key) else None
    children = tuple(c for c in (_project(child, keep) for child in node.children) if c)
    return _Logic(node.op, children) if children else None


# -- one item --------------------------------------------------------------------------------


def _equal(x: Any, kind: int, v: Any) -> bool:
    """``x`` (of kind ``kind``) equals the operand ``v``: Python compares ints and floats
    exactly, at any size; a bool is no number."""
    if isinstance(v, bool):
        return kind == _BOOL and bool(x) == v
    if isinstance(v, str):
        return kind == _STR and x == v
    return kind in _NUMBERS and x == v


def _compare_item(node: _Compare, attrs: Mapping[str, Any]) -> bool:
    x = _plain(attrs.get(node.key))
    kind = _kind(x)
    op, v = node.op, node.value
    if op == "$exists":
        return (kind != _MISSING) is bool(v)
    if kind in (_MISSING, _OTHER):
        return False
    if op == "$eq":
        return _equal(x, kind, v)
    if op == "$ne":
        return not _equal(x, kind, v)
    if op == "$in":
        return any(_equal(x, kind, item) for item in v)
    if op == "$nin":
        return not any(_equal(x, kind, item) for item in v)
    same = kind == _STR if isinstance(v, str) else kind in _NUMBERS
    return same and bool(_PYTHON_ORDER[op](x, v))


def _match_item(node: _Node, attrs: Mapping[str, Any]) -> bool:
    if isinstance(node, _Compare):
        return _compare_item(node, attrs)
    if node.op == "$and":
        return all(_match_item(child, attrs) for child in node.children)
    return any(_match_item(child, attrs) for child in node.children)


# -- columns ---------------------------------------------------------------------------------


class _Column:
    """One key's values over a table, split by kind into numpy arrays.

    ``kind`` (uint8 per item: missing, bool, int, float, str, other, big int); ``truth`` the
    booleans; ``integer`` the ints within int64 (exact); ``number`` the floats (float64);
    ``big`` the ints beyond int64 by row, as Python ints (rare: compared one by one); ``code``
    each string's rank in ``vocab`` (the sorted distinct strings), so string equality and
    order are integer comparisons.

    Numbers compare exactly, as Python compares them, never through a float64 that would
    round both sides (``2**63`` and ``2**63 - 1``, ``2**53 + 1`` and ``float(2**53)`` are
    one float64): an int compares with the ints as an int64 and with the floats through
    the floats next to it (:func:`_float_bounds`); a float with the ints through the ints
    next to it (:func:`_int_bound`) and with the floats as a float64.
    """

    __slots__ = ("big", "code", "integer", "kind", "number", "truth", "vocab")

    def __init__(self, values: Sequence[Any]) -> None:
        n = len(values)
        # The plain Python types classify in one vectorisable pass; anything else (numpy
        # scalars, subclasses, lists...) goes through _kind one by one, and so do the ints
        # when one of them is beyond int64.
        items = list(values)
        kind = np.fromiter((_PLAIN_KINDS.get(type(x), 255) for x in items), np.uint8, n)
        for i in np.flatnonzero(kind == 255).tolist():
            items[i] = _plain(items[i])
            kind[i] = _kind(items[i])
        truth = np.zeros(n, dtype=np.bool_)
        integer = np.zeros(n, dtype=np.int64)
        number = np.full(n, np.nan, dtype=np.float64)
        at = np.flatnonzero(kind == _BOOL)
        truth[at] = np.fromiter((bool(items[i]) for i in at.tolist()), np.bool_, len(at))
        at = np.flatnonzero(kind == _INT)
        try:
            integer[at] = np.fromiter((items[i] for i in at.tolist()), np.int64, len(at))
        except OverflowError:  # an int beyond int64: kept as a Python int
            for i in at.tolist():
                if _INT64[0] <= items[i] <= _INT64[1]:
                    integer[i] = items[i]
                else:
                    kind[i] = _BIG
        at = np.flatnonzero(kind == _FLOAT)
        number[at] = np.fromiter((items[i] for i in at.tolist()), np.float64, len(at))
        kind[(kind == _FLOAT) & np.isnan(number)] = _OTHER
        self.big: dict[int, int] = {i: items[i] for i in np.flatnonzero(kind == _BIG).tolist()}
        at = np.flatnonzero(kind == _STR)
        strings = [items[i] for i in at.tolist()]
        self.vocab: list[str] = sorted(set(strings))
        rank = {s: r for r, s in enumerate(self.vocab)}
        code = np.full(n, -1, dtype=np.int64)
        code[at] = np.fromiter((rank[x] for x in strings), np.int64, len(strings))
        self.kind = kind
        self.truth = truth
        self.integer = integer
        self.number = number
        self.code = code

    @property
    def present(self) -> BoolArray:
        out: BoolArray = self.kind != _MISSING
        return out

    @property
    def scalar(self) -> BoolArray:
        out: BoolArray = (self.kind != _MISSING) & (self.kind != _OTHER)
        return out

    def equal(self, values: Sequence[Any]) -> BoolArray:
        """Items equal to one of ``values`` (checked scalars)."""
        out = np.zeros(len(self.kind), dtype=np.bool_)
        bools = {v for v in values if isinstance(v, bool)}
        strings = [v for v in values if isinstance(v, str)]
        numbers = [v for v in values if isinstance(v, int | float) and not isinstance(v, bool)]
        if bools:
            is_bool = self.kind == _BOOL
            if True in bools:
                out |= is_bool & self.truth
            if False in bools:
                out |= is_bool & ~self.truth
        if strings:
            codes = [self._rank(s) for s in strings]
            wanted = [c for c in codes if c >= 0]
            if wanted:
                out |= (self.kind == _STR) & np.isin(self.code, wanted)
        if numbers:
            # Each number as the int64 and the float64 equal to it, when there is one.
            ints = [int(v) for v in numbers if _is_int64(v)]
            if ints:
                out |= (self.kind == _INT) & np.isin(self.integer, np.array(ints, np.int64))
            floats = [float(v) for v in numbers if _is_float(v)]
            if floats:
                out |= (self.kind == _FLOAT) & np.isin(self.number, floats)
            if self.big:
                wanted_numbers = set(numbers)  # Python's int/float equality is exact
                for i, x in self.big.items():
                    out[i] |= x in wanted_numbers
        return out

    def _rank(self, value: str) -> int:
        at = bisect.bisect_left(self.vocab, value)
        return at if at < len(self.vocab) and self.vocab[at] == value else -1

    def order(self, op: str, v: Any) -> BoolArray:
        """Items ``x op v`` for an order operator and a number or string ``v``."""
        if isinstance(v, str):
            left = bisect.bisect_left(self.vocab, v)
            right = bisect.bisect_right(self.vocab, v)
            code = self.code
            if op == "$lt":
                hit = code < left
            elif op == "$lte":
                hit = code < right
            elif op == "$gt":
                hit = code >= right
            else:
                hit = code >= left
            out: BoolArray = (self.kind == _STR) & hit
            return out
        compare = _NUMPY_ORDER[op]
        bound = v if isinstance(v, int) else _int_bound(op, v)
        is_int = self.kind == _INT
        if _INT64[0] <= bound <= _INT64[1]:
            ints = is_int & compare(self.integer, np.int64(bound))
        elif (bound > _INT64[1]) is (op in ("$lt", "$lte")):  # every int64 passes
            ints = is_int
        else:
            ints = np.zeros_like(is_int)
        if isinstance(v, float):
            threshold = v
        else:
            low, high = _float_bounds(v)
            threshold = low if op in ("$gt", "$lte") else high
        with np.errstate(invalid="ignore"):
            out = ints | ((self.kind == _FLOAT) & compare(self.number, threshold))
        for i, x in self.big.items():
            out[i] = _PYTHON_ORDER[op](x, v)
        return out


def _is_int64(v: int | float) -> bool:
    """Does an int64 equal ``v``?"""
    if isinstance(v, float) and not v.is_integer():
        return False
    return _INT64[0] <= v <= _INT64[1]


def _is_float(v: int | float) -> bool:
    """Does a float64 equal ``v``? (Python compares an int with a float exactly.)"""
    return isinstance(v, float) or (-_MAX_FLOAT <= v <= _MAX_FLOAT and float(v) == v)


def _int_bound(op: str, v: float) -> int:
    """The int ``b`` such that, for every int ``x``, ``x op v`` holds iff ``x op b``."""
    return math.floor(v) if op in ("$gt", "$lte") else math.ceil(v)


def _float_bounds(v: int) -> tuple[float, float]:
    """The largest float ``<= v`` and the smallest ``>= v`` (infinite beyond the finite
    ones). For every float ``x``: ``x > v`` iff ``x > low``, ``x <= v`` iff ``x <= low``,
    ``x >= v`` iff ``x >= high``, ``x < v`` iff ``x < high`` (no float lies between)."""
    if v > _MAX_FLOAT:
        return _MAX_FLOAT, math.inf
    if v < -_MAX_FLOAT:
        return -math.inf, -_MAX_FLOAT
    rounded = float(v)
    if rounded == v:
        return rounded, rounded
    if rounded < v:
        return rounded, math.nextafter(rounded, math.inf)
    return math.nextafter(rounded, -math.inf), rounded


_NUMPY_ORDER: dict[str, Callable[[Any, Any], BoolArray]] = {
    "$gt": np.greater,
    "$gte": np.greater_equal,
    "$lt": np.less,
    "$lte": np.less_equal,
}
_PYTHON_ORDER: dict[str, Callable[[Any, Any], bool]] = {
    "$gt": operator.gt,
    "$gte": operator.ge,
    "$lt": operator.lt,
    "$lte": operator.le,
}


class AttributeTable:
    """The attributes of ``n`` items (entities, relations or documents), read by column.

    Built from one mapping per item (``rows``; an item without attributes is ``{}``), or
    from columns with :meth:`from_columns`. ``keys`` are the attribute names at least one
    item carries (a ``None`` value counts as absent); each key's column is built on first
    use, in one pass, and cached (thread-safe). ``len(table)`` is ``n``.

    Example:
        >>> table = AttributeTable([{"tenant": "a"}, {}, {"tenant": "b", "year": 2024}])
        >>> len(table), sorted(table.keys)
        (3, ['tenant', 'year'])
        >>> table.values("tenant")
        ['a', None, 'b']
    """

    def __init__(self, rows: Sequence[Mapping[str, Any]]) -> None:
        self._rows: Sequence[Mapping[str, Any]] | None = rows
        self._values: dict[str, Sequence[Any]] = {}
        self._size = len(rows)
        self._keys: frozenset[str] | None = None
        self._columns: dict[str, _Column] = {}
        self._lock = threading.Lock()

    @classmethod
    def from_columns(cls, size: int, columns: Mapping[str, Sequence[Any]]) -> AttributeTable:
        """A table of ``size`` items from ``{key: one value per item (None: absent)}``."""
        table = cls([])
        table._rows = None
        table._size = size
        for key, values in columns.items():
            if len(values) != size:
                raise FilterError(f"columns[{key!r}]: expected {size} values, got {len(values)}")
        table._values = {k: v for k, v in columns.items() if any(x is not None for x in v)}
        table._keys = frozenset(table._values)
        return table

    def __len__(self) -> int:
        return self._size

    @property
    def keys(self) -> frozenset[str]:
        """The attribute names some item carries with a non-None value."""
        if self._keys is None:
            rows = self._rows if self._rows is not None else ()
            names: set[str] = set().union(*rows)
            self._keys = frozenset(k for k in names if any(row.get(k) is not None for row in rows))
        return self._keys

    def values(self, key: str) -> list[Any]:
        """The value of ``key`` for each item (None where absent)."""
        if self._rows is None:
            return list(self._values.get(key, [None] * self._size))
        return [row.get(key) for row in self._rows]

    def column(self, key: str) -> _Column:
        """The cached numpy column of ``key`` (every item missing when no item carries it)."""
        column = self._columns.get(key)
        if column is None:
            with self._lock:
                column = self._columns.get(key)
                if column is None:
                    column = _Column(self.values(key))
                    self._columns[key] = column
        return column

    def carried(self, kept: BoolArray, among: Iterable[str] | None = None) -> frozenset[str]:
        """The attribute names (of ``among``; ``None``: all) some item of ``kept`` (one bool
        per item) carries: the keys of the part a filter keeps, as a table of that part
        alone would have them."""
        kept = np.asarray(kept, dtype=np.bool_)
        if len(kept) != self._size:
            raise FilterError(f"kept: expected {self._size} bools, got {len(kept)}")
        keys = self.keys if among is None else self.keys & frozenset(among)
        if kept.all():
            return keys
        return frozenset(k for k in keys if self.column(k).present[kept].any())

    def __repr__(self) -> str:
        return f"AttributeTable(n={self._size}, keys={sorted(self.keys)})"


def _mask(node: _Node, table: AttributeTable) -> BoolArray:
    if isinstance(node, _Logic):
        parts = [_mask(child, table) for child in node.children]
        reduce = np.logical_and if node.op == "$and" else np.logical_or
        out: BoolArray = reduce.reduce(parts) if parts else np.ones(len(table), dtype=np.bool_)
        return out
    column = table.column(node.key)
    op, v = node.op, node.value
    if op == "$exists":
        return column.present if v else ~column.present
    if op == "$eq":
        return column.equal([v])
    if op == "$ne":
        return column.scalar & ~column.equal([v])
    if op == "$in":
        return column.equal(v)
    if op == "$nin":
        return column.scalar & ~column.equal(v)
    return column.order(op, v)


# -- the filter ------------------------------------------------------------------------------


class Filter:
    """A checked filter (see the module docstring); make one with :meth:`parse`.

    Immutable and hashable; two filters are equal when their :attr:`key` is.

    A filter :func:`narrow` made holds its two parts apart (:attr:`rule`, :attr:`call`):
    as a whole (:meth:`matches`, :meth:`mask`, :attr:`keys`, :attr:`spec`) it is their
    ``$and``, while :func:`graphpaths.filter_views.kept_by` judges the call's part on the
    rule's view only.
    """

    __slots__ = ("_parts", "_root", "key", "keys")

    def __init__(self, root: _Logic, parts: tuple[Filter, Filter] | None = None) -> None:
        root = _simplify(root)
        if len(root.children) == 1 and isinstance(root.children[0], _Logic):
            root = root.children[0]  # an $or alone: the root is that $or
        self._root = root
        self._parts = parts
        whole = _canonical(root)
        if parts is not None:  # judged otherwise than the plain $and: cached apart from it
            whole = {"$call": json.loads(parts[1].key), "$rule": json.loads(parts[0].key)}
        #: The canonical JSON text of the filter (keys sorted): a cache key.
        self.key: str = _canonical_value(whole)
        #: The attribute names the filter compares.
        self.keys: frozenset[str] = frozenset(_names(root))

    @property
    def rule(self) -> Filter | None:
        """The access rule this filter narrows (:func:`narrow`); ``None``: a plain filter."""
        return self._parts[0] if self._parts is not None else None

    @property
    def call(self) -> Filter:
        """The part a call added to :attr:`rule` (judged, as a whole, on the rule's view);
        a plain filter is its own."""
        return self._parts[1] if self._parts is not None else self

    @overload
    @classmethod
    def parse(cls, spec: None, *, name: str = ...) -> None: ...
    @overload
    @classmethod
    def parse(cls, spec: Filter | Mapping[str, Any], *, name: str = ...) -> Filter: ...
    @classmethod
    def parse(
        cls, spec: Filter | Mapping[str, Any] | None, *, name: str = "filter"
    ) -> Filter | None:
        """``spec`` checked as a filter: a :class:`Filter` is returned as is, ``None`` stays
        ``None``. Errors (:class:`FilterError`) name the place in ``spec`` (under ``name``)."""
        if spec is None or isinstance(spec, Filter):
            return spec
        return cls(_parse_filter(spec, name))

    @property
    def spec(self) -> dict[str, Any]:
        """The filter as a whole in canonical form (explicit operators): :attr:`key` of a
        plain filter; a narrowed one's rule and call joined with ``$and``."""
        out: dict[str, Any] = _canonical(self._root)
        return out

    @property
    def empty(self) -> bool:
        """True when the filter has no condition (it passes everything)."""
        return not self._root.children

    def projected(self, keys: Iterable[str]) -> Filter:
        """The filter without its comparisons on attribute names outside ``keys``."""
        root = _project(self._root, keys)
        return Filter(root if isinstance(root, _Logic) else _Logic("$and", ()))

    def for_kind(self, keys: Iterable[str], known: Iterable[str] | None = None) -> Filter:
        """The filter as it applies to a kind of item whose items carry ``keys``, when the
        items of every kind carry ``known`` (``None``: ``keys``): the comparisons on keys in
        ``known`` but not in ``keys`` (another kind's) are dropped; those on keys outside
        ``known`` stay, and fail for every item (module docstring)."""
        own = frozenset(keys)
        others = frozenset(known if known is not None else ()) - own
        root = _project(self._root, lambda key: key not in others)
        return Filter(root if isinstance(root, _Logic) else _Logic("$and", ()))

    def mask(
        self,
        table: AttributeTable | Sequence[Mapping[str, Any]],
        *,
        known: Iterable[str] | None = None,
    ) -> BoolArray:
        """One bool per item of ``table``: does it pass? ``known``: the keys the items of
        every kind carry (``None``: the table's own); comparisons on keys of ``known`` that
        no item of the table carries are dropped first (projection, module docstring), and
        those on keys outside both fail for every item."""
        if not isinstance(table, AttributeTable):
            table = AttributeTable(table)
        kind = self.for_kind(table.keys, known)
        if kind.empty:
            return np.ones(len(table), dtype=np.bool_)
        return _mask(kind._root, table)

    def unknown_keys(self, known: Iterable[str]) -> tuple[str, ...]:
        """The keys the filter compares that are not in ``known`` (sorted): those no item
        carries, whose comparisons fail for every item."""
        return tuple(sorted(self.keys - frozenset(known)))

    def __and__(self, other: Filter) -> Filter:
        """Both filters must hold."""
        if not isinstance(other, Filter):
            return NotImplemented
        return Filter(_Logic("$and", (self._root, other._root)))

    def matches(self, attrs: Mapping[str, Any]) -> bool:
        """Does one item with attributes ``attrs`` pass (no projection: a key it lacks fails)?"""
        return _match_item(self._root, attrs)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Filter) and other.key == self.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __repr__(self) -> str:
        return f"Filter({self.key})"


def narrow(
    rule: Filter | Mapping[str, Any] | None,
    extra: Filter | Mapping[str, Any] | None,
    *,
    names: tuple[str, str] = ("filter", "filter"),
) -> Filter | None:
    """The filter a call runs with when a configured access ``rule`` holds and the call
    asks for ``extra``: both must pass (``$and``), so ``extra`` can only narrow the rule.
    ``None`` (or ``{}``) on either side adds no condition; ``None`` when neither has one.
    ``names``: how errors name ``rule`` and ``extra``.

    The two parts stay apart (:attr:`Filter.rule`, :attr:`Filter.call`): the retrievers
    judge ``extra`` on the rule's view alone, as on an index built from what the rule
    keeps (which kind of item carries a key, which keys are unknown;
    :func:`graphpaths.filter_views.kept_by`), never on the whole graph. Joining them yourself
    (``{"$and": [rule, extra]}``, ``rule & extra``) makes one plain filter, judged as a
    rule of its own.

    >>> narrow({"tenant": "acme"}, None)
    Filter({"$and":[{"tenant":{"$eq":"acme"}}]})
    >>> both = narrow({"tenant": "acme"}, {"year": 2024})
    >>> both.spec
    {'$and': [{'tenant': {'$eq': 'acme'}}, {'year': {'$eq': 2024}}]}
    >>> both.rule, both.call
    (Filter({"$and":[{"tenant":{"$eq":"acme"}}]}), Filter({"$and":[{"year":{"$eq":2024}}]}))
    >>> narrow(None, {}) is None
    True
    """
    parts = [
        parsed
        for spec, name in zip((rule, extra), names, strict=True)
        if (parsed := Filter.parse(spec, name=name)) is not None and not parsed.empty
    ]
    if not parts:
        return None
    if len(parts) == 1:
        return parts[0]
    judged, asked = parts
    return Filter(_Logic("$and", (judged._root, asked._root)), parts=(judged, asked))


def report_unknown_keys(flt: Filter, known: Iterable[str], *, items: str) -> tuple[str, ...]:
    """``flt.unknown_keys(known)``, logged as a warning with the keys that exist when there
    are some (``items``: what carries the keys, as the message names it: ``"document"``).

    ``known`` must be the keys of the *view*, the items ``flt`` keeps (see
    :meth:`AttributeTable.carried`), never those of the whole graph or corpus: the result
    and the warning would otherwise tell a caller whether a hidden item carries a key, and
    name keys only hidden items carry."""
    carried = frozenset(known)
    unknown = flt.unknown_keys(carried)
    if unknown:
        logger.warning(
            "filter %s compares %s, which no %s it keeps carries (keys carried by what it "
            "keeps: %s)",
            flt.key,
            ", ".join(map(repr, unknown)),
            items,
            ", ".join(map(repr, sorted(carried))) or "none",
        )
    return unknown


def _names(node: _Node) -> Iterable[str]:
    if isinstance(node, _Compare):
        yield node.key
    else:
        for child in node.children:
            yield from _names(child)


def attribute_counts(rows: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """How many items carry each attribute name (what filters can read), most first.

    Example:
        >>> attribute_counts([{"tenant": "a"}, {"tenant": "b", "year": 2020}, {}])
        {'tenant': 2, 'year': 1}
    """
    counts: Counter[str] = Counter()
    for row in rows:
        counts.update(row.keys())
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
