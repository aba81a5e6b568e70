#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: check_data_folder_problems.sh GAME_BINARY SHIPPED_DATA_DIR
# --check-data on a folder that does not exist, or on a file, must exit 1 with
# one line saying so, not one "the file is missing" per content file.
set -euo pipefail
GAME="$1"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
cp -r "$2" "$WORK/data"

# Runs --check-data on $1 and checks the exit code, the one error line $2 and that $3 is never printed.
expect_one_error() {
  set +e
  OUTPUT="$("$GAME" --check-data "$1" 2>&1)"
  STATUS=$?
  set -e
  echo "$OUTPUT"
  [ "$STATUS" -eq 1 ] || { echo "FAIL: expected exit code 1, got $STATUS"; exit 1; }
  grep -Fxq "$2" <<<"$OUTPUT" || { echo "FAIL: no line: $2"; exit 1; }
  grep -Fxq "$1: 1 error, 0 warnings" <<<"$OUTPUT" || { echo "FAIL: not exactly one error"; exit 1; }
  if grep -Fq "$3" <<<"$OUTPUT"; then echo "FAIL: printed: $3"; exit 1; fi
}

expect_one_error "$WORK/no/such/folder" "$WORK/no/such/folder: no such folder" "the file is missing"
expect_one_error "$WORK/data/monsters.json" \
  "$WORK/data/monsters.json: is a file, not a data folder (name the folder that holds monsters.json and the rest)" \
  "monsters.json/monsters.json"
echo "PASS"
