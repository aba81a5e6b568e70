#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: check_current.sh GAME_BINARY CHECKED_IN_SCHEMA_DIR
# The schemas kept in data/schema (for editors working in a source tree, and installed with the data)
# must be exactly what the game's readers write now.
set -euo pipefail
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
"$1" --write-schema "$WORK/schema"
if ! diff -r "$2" "$WORK/schema"; then
  echo "FAIL: $2 is not what the readers write; run: build/bin/mouseking --write-schema data/schema"
  exit 1
fi
echo "ok: $2 is what the readers write"
