#!/usr/bin/env bash
# Every kgqa set and MetaQA dev (500 a hop) with one tree's code, into one folder of
# `graphpaths eval` results; `python -m graphpaths_bench.eval.sweep BEFORE AFTER` compares
# two such folders (pooled by benchmarks/kgqa/groups.tsv; --same: rows equal?).
#   benchmarks/sweep.sh TREE OUT
# TREE: a checkout or a `git archive` of one (its core/ and benchmarks/ are imported ahead of
# the installed graphpaths); OUT: the results folder. Environment: IDX (index folder, one
# index per set, built on first use; default .cache/sweep-idx), ONLY (space-separated sets),
# NO_METAQA=1, METHODS (default dotrag), DATA (default ../shared/data). Default config, no LLM.
set -euo pipefail
TREE=$(cd "$1" && pwd)
mkdir -p "$2"
OUT=$(cd "$2" && pwd)
HERE=$(cd "$(dirname "$0")/.." && pwd)
IDX=${IDX:-$HERE/.cache/sweep-idx}
METHODS=${METHODS:-dotrag}
DATA=${DATA:-$HERE/../shared/data}
GRAPHPATHS=${GRAPHPATHS:-$HERE/.venv/bin/graphpaths}
export PYTHONPATH="$TREE/core:$TREE/benchmarks${PYTHONPATH:+:$PYTHONPATH}"
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
mkdir -p "$IDX"
SETS=${ONLY:-$(cd "$TREE/benchmarks/kgqa" && for d in */; do [ -f "$d/questions.jsonl" ] && echo "${d%/}"; done)}
for SET in $SETS; do
  "$GRAPHPATHS" eval kgqa --data "$TREE/benchmarks/kgqa/$SET" --index "$IDX/kgqa-$SET" \
    --seed 0 --methods "$METHODS" --json "$OUT/$SET.json" > "$OUT/$SET.log" 2>&1 \
    || { echo "$SET failed: see $OUT/$SET.log" >&2; exit 1; }
done
if [ -z "${NO_METAQA:-}" ]; then
  "$GRAPHPATHS" eval metaqa --data "$DATA" --hops 1,2,3 --split dev --limit 500 --seed 0 \
    --methods "$METHODS" --index "$IDX/metaqa" --json "$OUT/metaqa.json" > "$OUT/metaqa.log" 2>&1
fi
echo "wrote $OUT"
