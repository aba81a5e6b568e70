#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: balance_merge.sh GAME_BINARY DATA_DIR
# A study played as two slices and joined with --merge prints and writes, byte for byte, what one --balance
# over all the seeds does; slices that leave seeds out are refused with the seeds and folders named, and so
# are slices played over a data folder that changed between them, with both fingerprints.
set -euo pipefail
GAME="$1"
DATA="$2"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
"$GAME" --balance --seeds 1-8 --turns 2000 --report "$WORK/whole" >"$WORK/whole.txt"
"$GAME" --balance --seeds 5-8 --turns 2000 --report "$WORK/late" >/dev/null
"$GAME" --balance --seeds 1-4 --turns 2000 --report "$WORK/early" >/dev/null
"$GAME" --merge "$WORK/late" "$WORK/early" --report "$WORK/merged" >"$WORK/merged.txt"
cmp "$WORK/whole.txt" "$WORK/merged.txt"
for file in report.txt report.html runs.json deepest_floor.svg hp_by_turn.svg; do
  cmp "$WORK/whole/$file" "$WORK/merged/$file"
done
"$GAME" --balance --seeds 7-8 --turns 2000 --report "$WORK/far" >/dev/null
set +e
OUTPUT="$("$GAME" --merge "$WORK/early" "$WORK/far" 2>&1)"
STATUS=$?
set -e
[ "$STATUS" -eq 1 ] || { echo "FAIL: a merge with a gap exited $STATUS"; exit 1; }
grep -qF "the slices leave out seeds 5-6 ($WORK/early and $WORK/far)" <<<"$OUTPUT" || { echo "FAIL: $OUTPUT"; exit 1; }

# The same folder name, its monsters changed between the two slices.
cp -r "$DATA" "$WORK/data"
"$GAME" --balance --seeds 1-2 --turns 500 --data "$WORK/data" --report "$WORK/before" >/dev/null
sed -i 's/"hp": { "min": 20, "max": 49 }/"hp": { "min": 200, "max": 490 }/' "$WORK/data/monsters.json"
"$GAME" --balance --seeds 3-4 --turns 500 --data "$WORK/data" --report "$WORK/after" >/dev/null
set +e
OUTPUT="$("$GAME" --merge "$WORK/before" "$WORK/after" 2>&1)"
STATUS=$?
set -e
[ "$STATUS" -eq 1 ] || { echo "FAIL: a merge of slices over changed data exited $STATUS"; exit 1; }
grep -qE "were played over different data: A is .* \(fingerprint [0-9a-f]+\) in $WORK/before, but .* \(fingerprint [0-9a-f]+\) in $WORK/after" <<<"$OUTPUT" ||
  { echo "FAIL: $OUTPUT"; exit 1; }
echo "merged slices match the whole study"
