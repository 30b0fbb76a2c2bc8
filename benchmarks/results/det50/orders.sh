#!/usr/bin/env bash
# orders.sh TREE OUT SET...: each kgqa SET's questions in file order and reversed, one fresh
# process each, into OUT/SET.fwd.* and OUT/SET.rev.* (compare with compare_orders.py).
set -eu
TREE=$1; OUT=$2; shift 2
export PYTHONPATH=$TREE/core:$TREE/benchmarks:$TREE HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
PY=/work/main/.venv/bin/python
cd "$TREE"; mkdir -p "$OUT"
for S in "$@"; do
  REV=$OUT/data/$S; mkdir -p "$REV"
  for F in triples.tsv entities.tsv; do ln -sf "$TREE/benchmarks/kgqa/$S/$F" "$REV/"; done
  tac "benchmarks/kgqa/$S/questions.jsonl" > "$REV/questions.jsonl"
  for SIDE in fwd rev; do
    DATA=benchmarks/kgqa/$S; [ $SIDE = rev ] && DATA=$REV
    $PY -m graphpaths.cli eval kgqa --data "$DATA" --index "/work/idx/kgqa-$S" --seed 0 \
      --methods dotrag --json "$OUT/$S.$SIDE.json" > "$OUT/$S.$SIDE.log" 2>&1
  done
done
