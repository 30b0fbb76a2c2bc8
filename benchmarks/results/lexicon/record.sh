#!/bin/sh
# Records the 1.5B model's lexicon of every kgqa set (issue 25, part 2; BENCHMARKS.md,
# "The graph lexicon"). MetaQA's (metaqa.llm.jsonl): the same command on idx/metaqa.
# Run from the repository root; the server must be up (it answers one request at a time).
# Two passes: every set's labels first, then everything again: the labels' answers are
# replayed from the cache and only the types are asked.
set -e
URL=${URL:-http://127.0.0.1:8089/v1}
MODEL=${MODEL:-qwen2.5-coder-1.5b-instruct}
OUT=benchmarks/results/lexicon
SETS=${SETS:-rail cooking football shipping music courts frozen-museums frozen-space frozen-farms software geo-family academia company biomed games theatre hospitals frozen-wine energy frozen-politics aviation publishing telecom hiking zoo frozen-fashion}
for pass in labels all; do
    for set in $SETS; do
        data=benchmarks/kgqa/$set
        idx=.cache/lexicon-idx/$set
        [ -f $idx/manifest.json ] || graphpaths index --triples $data/triples.tsv \
            --entities $data/entities.tsv --no-embeddings --out $idx
        only=""
        [ $pass = labels ] && only="--no-types"
        start=$(date +%s)
        graphpaths lexicon $idx --llm-base-url $URL --llm-model $MODEL \
            --llm-json-mode json_object_schema --llm-timeout 1800 \
            --llm-cache $OUT/$set.llm.jsonl $only --json > $OUT/$set.json
        echo "$set $pass: $(( $(date +%s) - start )) s" >> $OUT/times.txt
    done
done
for set in $SETS; do
    graphpaths lexicon .cache/lexicon-idx/$set --export $OUT/$set.words.json > /dev/null
done
