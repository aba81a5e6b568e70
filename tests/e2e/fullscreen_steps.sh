#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs inside Xvfb on a 1600x1000 screen: F11 twice must leave the game drawing for its
# 1280x720 window again, so that the whole frame shows and clicks land where they are drawn.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_session.sh"

start_game --seed 42 --dump-state "$OUT/state.json"
press F11
sleep 1
screenshot 01-fullscreen
press F11
sleep 1
read -r WINDOW_X WINDOW_Y < <(xdotool getwindowgeometry --shell "$WINDOW" | awk -F= '/^X=/{x=$2} /^Y=/{y=$2} END{print x, y}')
size=$(xdotool getwindowgeometry --shell "$WINDOW" | awk -F= '/^WIDTH=/{w=$2} /^HEIGHT=/{h=$2} END{print w "x" h}')
[ "$size" = "1280x720" ] || { echo "FAIL: after F11 twice the window is $size, not 1280x720" >&2; exit 1; }

# F12 saves what the game draws: the window's size, not the screen's.
xdotool mousemove "$((WINDOW_X + 640))" "$((WINDOW_Y + 100))"
press F12
sleep 0.5
screenshot 02-windowed-again
shots=("$XDG_DATA_HOME"/mouseking/screenshots/mouseking-*.png)
[ -f "${shots[0]}" ] || { echo "FAIL: F12 saved no screenshot" >&2; exit 1; }
identify "${shots[0]}" | grep -q 'PNG 1280x720' || { echo "FAIL: the game draws $(identify "${shots[0]}"), not 1280x720" >&2; exit 1; }

# New game is drawn at (640, 404) of the title: a click there must start the run.
click_at 640 404
sleep 0.5
stop_game
expect_state '"scene": "dungeon"'

echo "window test passed; screenshots in $OUT"
