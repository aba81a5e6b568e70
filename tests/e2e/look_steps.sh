#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs inside Xvfb: the keyboard's look mode in a real window. In the
# storeroom (player at (42,23)) a scenario puts a Micro Mouse two steps away
# and a Tough Mouse three; the look key and Next in view put the cursor on
# them nearest first (the --dump-state "hover" is what the description panel
# shows), Esc leaves look mode without leaving the run, and Enter walks to
# the cursor.
set -euo pipefail
HERE="$(dirname "${BASH_SOURCE[0]}")"
source "$HERE/window_session.sh"
SCENARIO="$HERE/look_scenario.json"

# Fails unless the dump puts the player on the tile X Y.
expect_player_at() {
  local found
  found=$(grep -A2 '"player": {' "$OUT/state.json" | grep -o '[0-9]\+' | paste -sd ' ')
  [ "$found" = "$1 $2" ] || { echo "FAIL: expected the player at $1 $2, the dump has $found" >&2; exit 1; }
}

# Fails unless the description panel (the dump's "hover") names NAME.
expect_hover() {
  grep -A2 '"hover": {' "$OUT/state.json" | grep -q "\"name\": \"$1\"" ||
    { echo "FAIL: expected the look cursor on $1:" >&2; cat "$OUT/state.json" >&2; exit 1; }
}

# 1. Next in view: the nearest monster first, then the next.
start_game --scenario "$SCENARIO" --dump-state "$OUT/state.json"
press semicolon v
screenshot 01-look-nearest
stop_game
expect_hover "Micro Mouse"
expect_state '"turn": 0'

start_game --scenario "$SCENARIO" --dump-state "$OUT/state.json"
press v v
stop_game
expect_hover "Tough Mouse"

# 2. Esc leaves look mode and the run goes on: a step right is a turn.
start_game --scenario "$SCENARIO" --dump-state "$OUT/state.json"
press semicolon Escape Right
stop_game
expect_state '"scene": "dungeon"'
expect_state '"turn": 1'
expect_player_at 43 23

# 3. Enter walks to the cursor: two steps down, one right of the start. The Micro Mouse is left out
# here: it would come within reach on the way, which ends a walk (the walks' rule, tested on its own).
start_game --scenario "$HERE/look_walk_scenario.json" --dump-state "$OUT/state.json"
press semicolon Down n
screenshot 02-look-path
press Return
sleep 1
stop_game
expect_player_at 43 25

echo "window test passed; screenshots in $OUT"
