#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs inside Xvfb: the settings file opens a smaller window and is left alone
# while broken; Move right and Explore are rebound on the options screen, the
# dungeon then obeys the new keys and not the old ones, and F12 saves a PNG.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_session.sh"

SETTINGS="$XDG_DATA_HOME/mouseking/settings.json"
mkdir -p "$(dirname "$SETTINGS")"
printf '{ "window": { "width": 960, "height": 540 }, "zoom": "big" }\n' >"$SETTINGS"
cp "$SETTINGS" "$OUT/settings-before.json"

start_game --seed 42 --dump-state "$OUT/state.json"
size=$(xdotool getwindowgeometry --shell "$WINDOW" | awk -F= '/^WIDTH=/{w=$2} /^HEIGHT=/{h=$2} END{print w "x" h}')
[ "$size" = "960x540" ] || { echo "FAIL: the window is $size, the settings ask for 960x540" >&2; exit 1; }
grep -q '"zoom" must be a whole number' "$OUT/game.log" || { echo "FAIL: no warning about zoom in the log" >&2; exit 1; }
cmp -s "$SETTINGS" "$OUT/settings-before.json" || { echo "FAIL: loading rewrote the settings file" >&2; exit 1; }

# Title: Options is the fourth button. Options: fourteen setting lines, then Move
# up, down, left, right.
press Down Down Down Return
press Down Down Down Down Down Down Down Down Down Down Down Down Down Down Down Down Down Return d
screenshot 01-options-rebound
grep -q '"move_right": \["D"\]' "$SETTINGS" || { echo "FAIL: the new key was not saved:" >&2; cat "$SETTINGS" >&2; exit 1; }
# Six rows further down, Explore gets G in place of X.
press Down Down Down Down Down Down Return g
grep -q '"explore": \["G"\]' "$SETTINGS" || { echo "FAIL: the explore key was not saved:" >&2; cat "$SETTINGS" >&2; exit 1; }

# In the dungeon X no longer explores and G does: the storeroom is all in
# sight, so exploring it says so at once and takes no turn.
press Escape Up Up Return
press x
stop_game
expect_state '"last_message": "You wake up'
start_game --seed 42 --dump-state "$OUT/state.json"
press Return g
stop_game
expect_state '"last_message": "Nothing is left to explore here.'
expect_state '"turn": 0'

# Continue: the rebound Move right walks, the old key does not, and F12 saves a PNG.
start_game --seed 42 --dump-state "$OUT/state.json"
press Return Right d F12
sleep 0.5
screenshot 02-dungeon-after-f12
stop_game
expect_state '"scene": "dungeon"'
expect_state '"turn": 1'
expect_state '"x": 43'

shots=("$XDG_DATA_HOME"/mouseking/screenshots/mouseking-*.png)
[ -f "${shots[0]}" ] || { echo "FAIL: F12 saved no screenshot" >&2; exit 1; }
identify "${shots[0]}" | grep -q 'PNG 960x540' || { echo "FAIL: not a 960x540 PNG: $(identify "${shots[0]}")" >&2; exit 1; }

echo "window test passed; screenshots in $OUT"
