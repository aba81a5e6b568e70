#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Stores the new final state hash in every recorded run under tests/replays,
# for when a change is meant to alter play (new rules, new content numbers).
# Review the diff: only "final_hash" lines should change.
#   tools/rerecord_replays.sh [BUILD_DIR]    (default: build)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${1:-$ROOT/build}"
for run in "$ROOT"/tests/replays/*.json; do
  "$BUILD_DIR/bin/mouseking" --replay "$run" --headless --update-hash
  echo "re-recorded $(basename "$run")"
done
# Runs recorded with the behaviours test mod play with it.
for run in "$ROOT"/tests/replays/every_ability/*.json; do
  "$BUILD_DIR/bin/mouseking" --replay "$run" --headless --update-hash --mod "$ROOT/tests/mods/every_ability"
  echo "re-recorded every_ability/$(basename "$run")"
done
