#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs inside Xvfb: a replay scrubbed in a real window. The N actions of
# seed3-three-floors are opened with --replay and paused; a click halfway along
# the timeline bar goes to action N/2, a drag from a quarter to three quarters
# to action 3N/4, and Left steps back one. Where it landed is read from the
# state dump written on quit, and its state hash must equal a headless replay
# of that many actions.
set -euo pipefail
HERE="$(dirname "${BASH_SOURCE[0]}")"
source "$HERE/window_session.sh"
REPLAY="$HERE/../replays/seed3-three-floors.json"

# The timeline at the 1280x720 window: its track from x 12, 1008 wide; its bar from y 544 to 570.
TRACK_X=12
TRACK_W=1008
BAR_Y=559
along() { echo $((TRACK_X + TRACK_W * $1 / 100)); }

# How many actions the replay holds: a multiple of 4, so that a half and three quarters are whole actions.
ACTIONS=$(awk '/"actions": \[/ { inside = 1; next } inside && /^ *"/ { n++ } inside && /\]/ { inside = 0 } END { print n }' "$REPLAY")
if ((ACTIONS == 0 || ACTIONS % 4 != 0)); then
  echo "FAIL: $REPLAY holds $ACTIONS actions; this test needs a multiple of 4" >&2
  exit 1
fi
HALF=$((ACTIONS / 2))
BACK_FROM_THREE_QUARTERS=$((ACTIONS * 3 / 4 - 1))

expect_played() {
  expect_state "\"replay_actions_played\": $1"
}

# The first COUNT actions of the replay, with no recorded hash, as a replay file.
prefix_replay() {
  awk -v count="$1" '
    /"final_hash"/ { next }
    inside && /^ *"/ { if (n < count) { line = $0; sub(/,$/, "", line); kept[n++] = line } next }
    /"actions": \[/ { print; inside = 1; next }
    inside { next }
    { print }
    END { for (i = 0; i < n; i++) print kept[i] (i < n - 1 ? "," : ""); print " ]"; print "}" }' "$REPLAY"
}

# Fails unless the dump's state hash is that of a headless replay of its first COUNT actions.
expect_hash_of_prefix() {
  prefix_replay "$1" >"$OUT/prefix-$1.json"
  local hash
  hash=$("$GAME" --replay "$OUT/prefix-$1.json" --headless | grep -o '[0-9a-f]\{16\}')
  expect_hash "\"state_hash\": \"$hash\""
}

# 1. A click halfway along the timeline.
start_game --replay "$REPLAY" --dump-state "$OUT/state.json"
press space
click_at "$(along 50)" $BAR_Y
screenshot 01-timeline-click
stop_game
expect_state '"scene": "replay"'
expect_played $HALF
expect_hash_of_prefix $HALF

# 2. A drag along it, then a step back.
start_game --replay "$REPLAY" --dump-state "$OUT/state.json"
press space
xdotool mousemove "$((WINDOW_X + $(along 25)))" "$((WINDOW_Y + BAR_Y))" mousedown 1
sleep 0.3
xdotool mousemove "$((WINDOW_X + $(along 50)))" "$((WINDOW_Y + BAR_Y - 200))"
sleep 0.3
xdotool mousemove "$((WINDOW_X + $(along 75)))" "$((WINDOW_Y + BAR_Y))" mouseup 1
sleep 0.3
press Left
screenshot 02-dragged-and-stepped-back
stop_game
expect_played $BACK_FROM_THREE_QUARTERS
expect_hash_of_prefix $BACK_FROM_THREE_QUARTERS

echo "window test passed; screenshots in $OUT"
