#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: check_broken_data.sh GAME_BINARY SHIPPED_DATA_DIR
# --check-data on a copy of the data with one broken field must exit 1 and
# name the file, line, column, entry and field, whether the folder is given as
# --check-data DIR or --data DIR; so must --balance with it as the second data set.
set -euo pipefail
GAME="$1"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
cp -r "$2" "$WORK/data"
sed -i 's/"defence": 8,/"defence": "high",/' "$WORK/data/monsters.json"

set +e
OUTPUT="$("$GAME" --check-data "$WORK/data" 2>&1)"
STATUS=$?
set -e
echo "$OUTPUT"
[ "$STATUS" -eq 1 ] || { echo "FAIL: expected exit code 1, got $STATUS"; exit 1; }
EXPECTED='data/monsters.json:[0-9]+:[0-9]+: monsters\[1\] "Neo Mouse": "defence" must be a whole number from 0 to 100000, found "high"'
grep -Eq "$EXPECTED" <<<"$OUTPUT" || { echo "FAIL: no message matching: $EXPECTED"; exit 1; }

# --data DIR names the folder that --check-data checks as well as --check-data DIR does.
set +e
OUTPUT="$("$GAME" --check-data --data "$WORK/data" 2>&1)"
STATUS=$?
set -e
echo "$OUTPUT"
[ "$STATUS" -eq 1 ] || { echo "FAIL: --check-data --data: expected exit code 1, got $STATUS"; exit 1; }
grep -Eq "$EXPECTED" <<<"$OUTPUT" || { echo "FAIL: --check-data --data: no message matching: $EXPECTED"; exit 1; }
grep -Fq "$WORK/data: 1 error" <<<"$OUTPUT" || { echo "FAIL: --check-data --data: the folder checked is not named"; exit 1; }

# --balance over the same broken copy as a second data set stops before playing anything, says that the
# --against data set has errors, and gives the same place.
set +e
OUTPUT="$("$GAME" --balance --seeds 1-2 --against "$WORK/data" 2>&1)"
STATUS=$?
set -e
echo "$OUTPUT"
[ "$STATUS" -eq 1 ] || { echo "FAIL: --balance: expected exit code 1, got $STATUS"; exit 1; }
grep -q "the data set of --against has errors" <<<"$OUTPUT" || { echo "FAIL: the data set is not named"; exit 1; }
grep -Eq "$EXPECTED" <<<"$OUTPUT" || { echo "FAIL: --balance: no message matching: $EXPECTED"; exit 1; }
if grep -q "^Balance:" <<<"$OUTPUT"; then echo "FAIL: a report was printed"; exit 1; fi
