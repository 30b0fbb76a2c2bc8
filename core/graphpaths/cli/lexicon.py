"""``graphpaths lexicon``: show or change the words an index knows for its labels and types.

Nothing is re-embedded: the stored lexicon is replaced (a new file, then the manifest) and
the index's revision goes up, so a retriever following it reads the new words from its
next query. In the order given on one command line:

- ``--clear user|llm``: drop a source's entries;
- ``--file FILE``: merge a user file (:mod:`graphpaths.dotrag.reading.lexicon_file`); its lists
  replace the user entries it gives again, so merging an edited file twice is harmless;
- ``--llm-base-url URL --llm-model NAME``: ask an LLM for every label and type
  (:mod:`graphpaths.dotrag.llm.lexicon_builder`; ``--only-missing``: only those without LLM
  entries yet), recorded to and replayed from ``--llm-cache``; ``--llm-cache-mode replay``
  needs no endpoint;
- ``--export FILE``: write the stored entries as a user file to edit (then ``--clear llm
  --file FILE`` to take the edited words as yours).

Without any of them it prints the lexicon (``--json`` for JSON).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from graphpaths.cli.output import Subparsers, progress_bars, write_json
from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.dotrag.llm.lexicon_builder import LexiconLLMConfig, generate_lexicon
from graphpaths.dotrag.llm.prompts import LEXICON_RELATION_EXAMPLES
from graphpaths.dotrag.reading.lexicon import type_key
from graphpaths.dotrag.reading.lexicon_file import read_lexicon_file
from graphpaths.errors import ConfigError
from graphpaths.llm import LLM, CachedLLM, OpenAIChatConfig, OpenAIChatLLM

__all__ = ["register", "run_lexicon"]

#: What ``--llm-cache-mode replay`` sends requests to: nothing listens there, and a strict
#: replay never sends one.
_REPLAY_URL = "http://127.0.0.1:9/v1"


def register(sub: Subparsers) -> None:
    lexicon = sub.add_parser(
        "lexicon",
        help="show or change an index's lexicon: the words people use for its labels and types",
    )
    lexicon.add_argument("index", metavar="DIR")
    lexicon.add_argument(
        "--clear", choices=("user", "llm"), action="append", default=[], help="drop a source"
    )
    lexicon.add_argument(
        "--file", metavar="FILE", help="merge a user lexicon file (JSON, or YAML with PyYAML)"
    )
    llm = lexicon.add_argument_group("LLM entries (asked at index time, never at query time)")
    llm.add_argument("--llm-base-url", metavar="URL", help="an OpenAI-compatible endpoint")
    llm.add_argument("--llm-model", metavar="NAME", help="the model name sent with each request")
    llm.add_argument("--llm-cache", metavar="FILE", help="record (and replay) every answer here")
    llm.add_argument(
        "--llm-cache-mode",
        default="auto",
        choices=("auto", "record", "replay"),
        help="auto: replay what the file holds, ask the rest; replay: strict, no endpoint",
    )
    llm.add_argument(
        "--llm-json-mode",
        default="json_schema",
        choices=("json_schema", "json_object", "json_object_schema", "none"),
        help="how the answer's JSON schema is sent (json_object_schema: llama-cpp-python)",
    )
    llm.add_argument(
        "--llm-timeout",
        type=float,
        default=600.0,
        metavar="SECONDS",
        help="per request (a shared local server may queue requests for minutes; a request "
        "timed out is sent again, so do not set it short)",
    )
    llm.add_argument(
        "--only-missing",
        action="store_true",
        help="ask only for the labels and types without LLM entries yet",
    )
    llm.add_argument("--no-types", action="store_true", help="ask for the labels only")
    llm.add_argument(
        "--prompts",
        type=int,
        choices=range(1, len(LEXICON_RELATION_EXAMPLES) + 1),
        default=LexiconLLMConfig().variants,
        metavar="N",
        help=f"prompts per label, each with its own worked example and triples, their "
        f"answers pooled (1-{len(LEXICON_RELATION_EXAMPLES)}; default %(default)s)",
    )
    lexicon.add_argument("--export", metavar="FILE", help="write the stored entries as a user file")
    lexicon.add_argument("--json", action="store_true", help="print JSON")
    lexicon.set_defaults(func=run_lexicon)


def run_lexicon(args: argparse.Namespace) -> int:

    index = load_index(args.index)
    try:
        stored = index.stored_lexicon()
        before = stored
        for source in args.clear:
            stored = stored.without(source)
        if args.file:
            given = read_lexicon_file(args.file, index.graph, known=index.lexicon)
            stored = stored.updated(given)
        report: dict[str, Any] = {}
        if args.llm_model or args.llm_base_url:
            if not args.llm_model:
                raise ConfigError("--llm-model: name the model to ask (with --llm-base-url)")
            generated, report = _generate(args, index, stored)
            stored = (
                stored.without("llm").merged(generated)
                if not args.only_missing
                else (stored.merged(generated))
            )
        if stored != before:
            index.set_lexicon(stored)
        if args.export:
            _export(args.export, stored)
        payload = {"lexicon": index.describe()["lexicon"], "titles": dict(index.lexicon.titles())}
        if report:
            payload["llm"] = report
        if args.json:
            print(json.dumps(payload, indent=2, ensure_ascii=False))
            return 0
        _print(payload, index)
        if stored == before and (args.clear or args.file or report):
            print("(the lexicon did not change)")
    finally:
        index.close()
    return 0


def _generate(args: argparse.Namespace, index: Any, stored: Any) -> tuple[Any, dict[str, Any]]:
    """The LLM's lexicon for the index's labels and types, and a report of the run."""

    base_url = args.llm_base_url
    if base_url is None:
        if args.llm_cache is None or args.llm_cache_mode != "replay":
            raise ConfigError(
                "--llm-base-url: give the endpoint (only --llm-cache-mode replay needs none)"
            )
        base_url = _REPLAY_URL
    # The cache wraps the client itself: its keys hold the model and the settings sent.
    client = OpenAIChatLLM(
        OpenAIChatConfig(
            model=args.llm_model,
            base_url=base_url,
            json_mode=args.llm_json_mode,
            timeout=args.llm_timeout,
        )
    )
    llm: LLM = client
    if args.llm_cache is not None:
        llm = CachedLLM(client, args.llm_cache, mode=args.llm_cache_mode)
    graph = index.graph
    labels = list(graph.label_names)
    types = list(graph.type_names)
    if args.only_missing:
        have = stored.for_graph(graph)
        labels = [
            label
            for label in labels
            if not any(
                e.source == "llm" for d in ("forward", "backward") for e in have.relation(label, d)
            )
        ]
        types = [t for t in types if not any(e.source == "llm" for e in have.type_words(t))]
    config = LexiconLLMConfig(types=not args.no_types, variants=args.prompts)
    total = len(labels) + (len(types) if config.types else 0)
    print(f"asking {args.llm_model} about {total} labels and types", file=sys.stderr)
    progress, close = progress_bars()
    start = time.perf_counter()
    try:
        made = generate_lexicon(
            graph, llm, config=config, labels=labels, types=types, progress=progress
        )
    finally:
        close()
    stats = made.stats.as_dict()
    stats["sent"] = client.stats.snapshot().calls  # requests the cache did not answer
    stats["wall_seconds"] = round(time.perf_counter() - start, 1)
    stats["types_keyed"] = {t: type_key(graph, t) for t in types}
    return made.lexicon, stats


def _export(path: str, stored: Any) -> None:
    """The stored entries as a user file: phrases, with their weight when it is not 1."""

    payload = stored.to_dict()
    for directions in payload["relations"].values():
        for direction, entries in directions.items():
            directions[direction] = [_plain(e) for e in entries]
    for key, entries in payload["types"].items():
        payload["types"][key] = [_plain(e) for e in entries]
    del payload["format_version"]
    write_json(path, payload)
    print(f"lexicon written to {path}")


def _plain(entry: dict[str, Any]) -> Any:
    if entry["weight"] == 1.0:
        return entry["phrase"]
    return {"phrase": entry["phrase"], "weight": entry["weight"]}


def _print(payload: dict[str, Any], index: Any) -> None:
    lexicon = payload["lexicon"]
    entries = ", ".join(f"{k} {v}" for k, v in lexicon["entries"].items())
    print(f"lexicon of {index.path}: {entries} (file: {lexicon['file'] or 'none stored'})")
    for line in relation_lines(lexicon) + type_lines(index.lexicon):
        print(line)
    if "llm" in payload:
        r = payload["llm"]
        dropped = ", ".join(f"{k} {v}" for k, v in r["dropped"].items()) or "none"
        print(
            f"LLM: {r['requests']} requests ({r['sent']} sent, the rest from the cache), "
            f"{r['retries']} retried, {r['failures']} failed {r['failed'] or ''}; kept "
            f"{r['kept']} phrases, dropped: {dropped}; {r['wall_seconds']}s"
        )


def relation_lines(lexicon: dict[str, Any]) -> list[str]:
    """Per label (as :func:`~graphpaths.dotrag.index.graph_index.lexicon_details` lists them) its own words,
    then the other phrases of each direction as ``phrase [source]``."""
    lines = ["relation words (forward: the tail seen from the head; backward: the head):"]
    for label, directions in lexicon["relations"].items():
        own = [e["phrase"] for e in directions["forward"] if e["source"] == "label"]
        lines.append(f"  {label}: own words {', '.join(own) or '-'}")
        for direction in ("forward", "backward"):
            more = [
                f"{e['phrase']} [{e['source']}]"
                for e in directions[direction]
                if e["source"] != "label"
            ]
            if more:
                lines.append(f"      {direction:<8} {', '.join(more)}")
    return lines


def type_lines(lexicon: Any) -> list[str]:
    """Per type of a bound lexicon its title (and name, when they differ) and words."""
    lines = ["type titles:"]
    for name, title in lexicon.titles().items():
        words = [f"{e.phrase} [{e.source}]" for e in lexicon.type_words(name)]
        shown = title + (f"  (type {name!r})" if title != name else "")
        lines.append(f"  {shown}" + (f": {', '.join(words)}" if words else ""))
    return lines
