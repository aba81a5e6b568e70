#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: debian_layout.sh GAME_BINARY RESOURCE_DIR
# A copy of the game laid out as the Debian package installs it (games/mouseking beside
# share/games/mouseking) finds its own files: its data checks clean and a bot plays a run.
set -euo pipefail
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/games" "$WORK/share/games"
cp "$1" "$WORK/games/mouseking"
cp -r "$2" "$WORK/share/games/mouseking"
rm -rf "$WORK/share/games/mouseking/sprite_sources"  # an installed game has only the atlas

OUTPUT="$("$WORK/games/mouseking" --check-data 2>&1)"
grep -Fq "$WORK/share/games/mouseking/data: 0 errors" <<<"$OUTPUT" || { echo "FAIL: --check-data said: $OUTPUT"; exit 1; }
OUTPUT="$("$WORK/games/mouseking" --autoplay --seed 1 --turns 50 2>&1)"
grep -Fq '"turns":50' <<<"$OUTPUT" || { echo "FAIL: --autoplay said: $OUTPUT"; exit 1; }
echo "the Debian layout finds its files"
