#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs inside Xvfb: a run is saved, then continued in a game that can no
# longer write a save (a file-size limit stands in for a full disk; it stops
# root too, where a read-only folder would not). Esc must say on the title
# that the run could not be saved, closing must say it on stderr, and the
# previous save must stay, so the next session continues from it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_session.sh"

SAVE="$XDG_DATA_HOME/mouseking/save.json"
# Far smaller than any save, far larger than the log and the state dump.
LIMIT_BYTES=4096

# 1. A new game, one step, closed: the save holds turn 1.
start_game --seed 42 --dump-state "$OUT/state.json"
press Return Right
stop_game
expect_state '"turn": 1'
saved_hash=$(state_hash)
cp "$SAVE" "$OUT/save-before.json"
[ "$(stat -c %s "$SAVE")" -gt "$LIMIT_BYTES" ] || { echo "FAIL: the save is smaller than the limit" >&2; exit 1; }

# 2. Continue, one more step, then writes fail; Esc goes to the title.
#    The kernel's signal for a file too large is ignored, so a write fails instead.
trap '' XFSZ
start_game --seed 42 --dump-state "$OUT/state.json"
press Return Right
prlimit --pid "$GAME_PID" --fsize="$LIMIT_BYTES"
press Escape
sleep 0.5
screenshot 01-title-after-failed-save
stop_game
trap - XFSZ
grep -q "Your run could not be saved: .*The previous save is kept on disk" "$OUT/game.log" ||
  { echo "FAIL: the failed save on Esc is not said:" >&2; cat "$OUT/game.log" >&2; exit 1; }
grep -q "Your run could not be saved as the game closed: .*The previous save is kept" "$OUT/game.log" ||
  { echo "FAIL: the failed save on closing is not said:" >&2; cat "$OUT/game.log" >&2; exit 1; }
cmp -s "$SAVE" "$OUT/save-before.json" || { echo "FAIL: the previous save was changed" >&2; exit 1; }

# 3. A session that can write again continues from the previous save.
start_game --seed 42 --dump-state "$OUT/state.json"
press Return
stop_game
expect_state '"turn": 1'
expect_hash "$saved_hash"

echo "window test passed; screenshots in $OUT"
