#!/usr/bin/env bash
# Run one tree's code on ablated probe sets (graphpaths_bench.eval.ablation), DotRAG's default
# and abstain=True (eval kgqa's dotrag-abstain method).
#   benchmarks/results/lackp59/probes.sh TREE SETS OUT    (IDX: index folder, default /tmp/lackp59/idx)
set -euo pipefail
TREE=$(cd "$1" && pwd); SETS=$(cd "$2" && pwd); mkdir -p "$3"; OUT=$(cd "$3" && pwd)
IDX=${IDX:-/tmp/lackp59/idx}
GRAPHPATHS=${GRAPHPATHS:-/work/main/.venv/bin/graphpaths}
export PYTHONPATH="$TREE/core:$TREE/benchmarks" HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
mkdir -p "$IDX"
for d in "$SETS"/*/; do
  SET=$(basename "$d")
  "$GRAPHPATHS" eval kgqa --data "$d" --index "$IDX/$SET" --seed 0 --methods dotrag,dotrag-abstain \
    --json "$OUT/$SET.json" > "$OUT/$SET.log" 2>&1 || { echo "$SET failed" >&2; exit 1; }
done
echo "wrote $OUT"
