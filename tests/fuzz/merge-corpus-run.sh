#!/bin/sh
# merge-corpus-run.sh — folds the inputs a long fuzz_run found into the kept
# corpus, tests/fuzz/corpus-run/, minimized: libFuzzer's -merge=1 over the
# golden corpus (build/fuzz/seeds-run, made by `make fuzz-build`), the kept
# corpus and the new inputs picks a small set that covers what all of them
# cover; what it picked from the golden corpus stays out (the golden tests
# are seeds anyway), the rest becomes the kept corpus.
#   tests/fuzz/merge-corpus-run.sh FUZZ_RUN NEW_INPUTS_DIR
set -e
fuzzer=$1
found=$2
kept=tests/fuzz/corpus-run
work=build/fuzz/merge-corpus-run
rm -rf "$work"
mkdir -p "$work/merged" "$kept"
"$fuzzer" -merge=1 -timeout=30 -malloc_limit_mb=1024 -artifact_prefix=build/fuzz/ \
  "$work/merged" build/fuzz/seeds-run "$kept" "$found" 2>"$work/merge.log" \
  || { tail -20 "$work/merge.log"; exit 1; }
# Merged files are named by the SHA-1 of their contents.
sha1sum build/fuzz/seeds-run/* | cut -d' ' -f1 >"$work/golden.sha1"
rm -f "$kept"/*
for f in "$work"/merged/*; do
  [ -f "$f" ] || continue
  grep -qx "$(basename "$f")" "$work/golden.sha1" || cp "$f" "$kept/"
done
echo "fuzz-long: tests/fuzz/corpus-run holds $(ls "$kept" | wc -l) inputs"
