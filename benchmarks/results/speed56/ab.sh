#!/usr/bin/env bash
# A/B: per set, main and branch back to back (dotrag,vss), order alternating by set, reversed in pass 2.
set -euo pipefail
SETS=$(cat "${SETS_FILE:-/tmp/speed56/sets.txt}")
for PASS in ${PASSES:-1 2}; do
  i=0
  for SET in $SETS; do
    i=$((i+1))
    if [ $(( (i + PASS) % 2 )) -eq 0 ]; then ORDER="main branch"; else ORDER="branch main"; fi
    for T in $ORDER; do
      TREE=/tmp/speed56-main; [ $T = branch ] && TREE=/tmp/speed56-x
      IDX=/work/idx ONLY=$SET NO_METAQA=1 METHODS=dotrag,vss bash /work/main/benchmarks/sweep.sh $TREE /work/runs/evals/speed56-ab$PASS-$T > /dev/null
      echo "$(date -u +%T) pass $PASS $SET $T load $(cut -d' ' -f1 /proc/loadavg)"
    done
  done
done
echo done
