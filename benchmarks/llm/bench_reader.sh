#!/usr/bin/env bash
# `make bench-reader`: the reader metric (issue 29). A small local LLM answers each question
# from each method's budgeted context; answer hit, recall, precision, "unknown" and cost per
# method and hop (graphpaths_bench.eval.reader).
#
# 1. brings up Qwen2.5-Coder on 127.0.0.1 (benchmarks/llm/llm_server.sh: a server already
#    answering there with the model is used as it is; else one is started and stopped);
# 2. runs `graphpaths eval kgqa` on every benchmarks/kgqa set (KGQA_LIMIT per hop, plus the
#    sets' "not found" questions), then `eval metaqa` (dev, METAQA_LIMIT per hop), with
#    METHODS, each reader answer recorded in one cache file per set
#    ($OUT/reader-cache-<set>.jsonl). Resumable: the per-question rows are reused (--resume)
#    and the cache answers what it holds, so running it again continues where it stopped;
#    once complete, a rerun asks the model nothing.
#
# Settings (environment): LLM=1.5b|0.5b, METAQA_LIMIT (100), KGQA_LIMIT (30), LLM_PORT (8089),
# METAQA_DATA (../shared/data), METAQA_INDEX (.cache/metaqa-index), OUT
# (benchmarks/results/reader), METHODS, SETS (the kgqa set folders), SKIP_METAQA (0),
# GRAPHPATHS_LLM_TIMEOUT (600: a shared server may queue a call behind others).
set -euo pipefail

PY=${PY:-.venv/bin/python}
LLM=${LLM:-1.5b}
METAQA_LIMIT=${METAQA_LIMIT:-100}
KGQA_LIMIT=${KGQA_LIMIT:-30}
METAQA_DATA=${METAQA_DATA:-../shared/data}
METAQA_INDEX=${METAQA_INDEX:-.cache/metaqa-index}
OUT=${OUT:-benchmarks/results/reader}
METHODS=${METHODS:-dotrag,vss,bm25,graph-retriever,li-property-graph,no-context}
SETS=${SETS:-$(ls -d benchmarks/kgqa/*/ | sed 's:/$::')}
SKIP_METAQA=${SKIP_METAQA:-0}
export GRAPHPATHS_LLM_TIMEOUT=${GRAPHPATHS_LLM_TIMEOUT:-600}

source benchmarks/llm/llm_server.sh
llm_server_up
mkdir -p "$OUT"

# read_set NAME EVAL-ARGS...: one `graphpaths eval` with the reader, its cache and report.
read_set() {
  local name=$1
  shift
  echo "$(date -u +%FT%TZ) $name: start" >&2
  "$PY" -m graphpaths.cli eval "$@" --seed 0 --methods "$METHODS" --resume \
    --reader-base-url "$LLM_URL" --reader-model "$LLM_NAME" \
    --reader-cache "$OUT/reader-cache-$name.jsonl" --json "$OUT/$name.json"
  "$PY" -m graphpaths.cli report "$OUT/$name.json" >/dev/null
  echo "$(date -u +%FT%TZ) $name: done" >&2
}

for set in $SETS; do
  name=$(basename "$set")
  read_set "$name" kgqa --data "$set" --index ".cache/kgqa-$name-index" --limit "$KGQA_LIMIT"
done

if [ "$SKIP_METAQA" != 1 ]; then
  read_set metaqa metaqa --data "$METAQA_DATA" --index "$METAQA_INDEX" --limit "$METAQA_LIMIT"
fi
