#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: broken_resources.sh GAME_BINARY RESOURCE_DIR
# Runs a copy of the game beside a copy of its files with atlas.json missing, then with a
# duplicate key in atlas.json: each message must name what is wrong, where it is.
set -euo pipefail
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/bin" "$WORK/share/mouseking"
cp "$1" "$WORK/bin/mouseking"
cp -r "$2/data" "$WORK/share/mouseking/data"
cp -r "$2/sounds" "$WORK/share/mouseking/sounds"
GAME="$WORK/bin/mouseking"

# Prints the output of the game run with the given arguments; fails unless it exits with 1.
expect_failure() {
  set +e
  OUTPUT="$("$GAME" "$@" 2>&1)"
  STATUS=$?
  set -e
  echo "$OUTPUT"
  [ "$STATUS" -eq 1 ] || { echo "FAIL: $*: expected exit code 1, got $STATUS"; exit 1; }
}

expect_failure --autoplay --seed 1 --turns 5
EXPECTED="could not find the game's files: $WORK/share/mouseking/atlas.json is missing"
grep -Fq "$EXPECTED" <<<"$OUTPUT" || { echo "FAIL: no message: $EXPECTED"; exit 1; }

# A second "missing" entry at the top of the sprites: the shipped one further down is the duplicate.
sed '0,/"sprites": {/s//"sprites": {\n    "missing": { "x": 0, "y": 0, "w": 16, "h": 16 },/' "$2/atlas.json" \
  >"$WORK/share/mouseking/atlas.json"
LINE="$(grep -n '^    "missing": {$' "$WORK/share/mouseking/atlas.json" | head -1 | cut -d: -f1)"
expect_failure --check-data
EXPECTED="$WORK/share/mouseking/atlas.json:$LINE:5: the key \"missing\" appears twice in this object (first at line 4, column 5)"
grep -Fq "$EXPECTED" <<<"$OUTPUT" || { echo "FAIL: no message: $EXPECTED"; exit 1; }
grep -Eq ": 1 error, 0 warnings$" <<<"$OUTPUT" || { echo "FAIL: the broken atlas is not counted as an error"; exit 1; }
echo "PASS"
