#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: balance_merge.sh GAME_BINARY
# A study played as two slices and joined with --merge prints and writes, byte for byte, what one --balance
# over all the seeds does; slices that leave seeds out are refused with the seeds named.
set -euo pipefail
GAME="$1"
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
grep -q "the slices leave out seeds 5-6" <<<"$OUTPUT" || { echo "FAIL: $OUTPUT"; exit 1; }
echo "merged slices match the whole study"
