#!/usr/bin/env bash
# The noise measurement of README.md: TREE's code on the fitted dev sets (default config),
# MetaQA dev 100 a hop (default) and MetaQA dev 30 a hop at --budget 1000, with NOISE,
# NOISE_SEED, NOISE_ON as noise.py reads them (NOISE=0: none).
#   measure.sh TREE OUT
set -euo pipefail
TREE=$(cd "$1" && pwd)
mkdir -p "$2"
OUT=$(cd "$2" && pwd)
IDX=${IDX:-/work/idx}
DATA=${DATA:-/work/shared/data}
HERE=$(cd "$(dirname "$0")" && pwd)
export PYTHONPATH="$TREE/core:$TREE/benchmarks"
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
FITTED=$(awk -F'\t' '$2=="fitted dev"{print $1}' "${GROUPS_TSV:-/work/main/benchmarks/kgqa/groups.tsv}")
{
  for SET in $FITTED; do
    echo "eval kgqa --data $TREE/benchmarks/kgqa/$SET --index $IDX/kgqa-$SET --seed 0 --methods dotrag --json $OUT/$SET.json"
  done
  echo "eval metaqa --data $DATA --hops 1,2,3 --split dev --limit 100 --seed 0 --methods dotrag --index $IDX/metaqa --json $OUT/metaqa.json"
  echo "eval metaqa --data $DATA --hops 1,2,3 --split dev --limit 30 --budget 1000 --seed 0 --methods dotrag --index $IDX/metaqa --json $OUT/metaqa-b1000.json"
} > "$OUT/commands.txt"
NOISE_COMMANDS="$OUT/commands.txt" /work/main/.venv/bin/python "$HERE/noise.py" > "$OUT/run.log" 2>&1
