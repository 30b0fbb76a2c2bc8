#!/usr/bin/env bash
# Run one tree's code on the ablated probe sets (benchmarks/graphpaths_bench/eval/ablation.py).
#   benchmarks/results/nf59/probes.sh TREE SETS OUT     (IDX: index folder, default /tmp/nf59/idx)
set -euo pipefail
TREE=$(cd "$1" && pwd); SETS=$(cd "$2" && pwd); mkdir -p "$3"; OUT=$(cd "$3" && pwd)
IDX=${IDX:-/tmp/nf59/idx}
GRAPHPATHS=${GRAPHPATHS:-/work/main/.venv/bin/graphpaths}
export PYTHONPATH="$TREE/core:$TREE/benchmarks" HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
mkdir -p "$IDX"
for d in "$SETS"/*/; do
  SET=$(basename "$d")
  "$GRAPHPATHS" eval kgqa --data "$d" --index "$IDX/ab-$SET" --seed 0 --methods dotrag \
    --json "$OUT/$SET.json" > "$OUT/$SET.log" 2>&1 || { echo "$SET failed" >&2; exit 1; }
done
echo "wrote $OUT"
