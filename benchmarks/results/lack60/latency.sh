#!/usr/bin/env bash
# Paired A/B: main 999ab61 (A, /tmp/tree-lack60-main) and lack60 (B, $BTREE), passes alternating
# A and B per set; env OUT, BTREE, PASSES (default "1 2"), LIMIT (answerable questions, 0: all).
set -euo pipefail
OUT=${OUT:-/work/runs/lack60/latency}
mkdir -p $OUT
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
for pass in ${PASSES:-1 2}; do
  for set in company zoo rail coffee-roasters; do
    for arm in A B; do
      tree=/tmp/tree-lack60-main; [ $arm = B ] && tree=${BTREE:-/tmp/tree-lack60}
      PYTHONPATH=$tree/core:$tree/benchmarks /work/main/.venv/bin/graphpaths bench latency \
        --data $tree/benchmarks/kgqa/$set --index /work/idx/kgqa-$set --methods dotrag,vss \
        --limit ${LIMIT:-40} --repeats 1 --json $OUT/$set-$arm-$pass.json > $OUT/$set-$arm-$pass.log 2>&1
      echo "$(date +%T) $set $arm $pass $(cut -d' ' -f1-3 /proc/loadavg)"
    done
  done
done
