#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs inside Xvfb on a 2048x1280 screen: the window is dragged to other sizes, at two UI
# scales, and each time the inventory's equipment boxes and buttons are clicked where the game
# now draws them; the game draws at the window's own size (F12 saves a picture of that size).
set -euo pipefail
HERE="$(dirname "${BASH_SOURCE[0]}")"
source "$HERE/window_session.sh"
SCENARIO="$HERE/inventory_scenario.json"
SETTINGS="$XDG_DATA_HOME/mouseking/settings.json"
mkdir -p "$(dirname "$SETTINGS")"

# Where things are in the inventory's 1280x720 design frame (see src/scenes/inventory/inventory_layout.cpp).
CELL_0="612 164"; CELL_2="764 164"
WEAPON_BOX="152 180"
USE_BUTTON="172 636"; REMOVE_BUTTON="320 636"

# The screen a window of W x H pixels gets at UI scale P percent, as render::screen_for works it
# out: sets SCALE (pixels per UI unit) and the design frame's origin FRAME_X, FRAME_Y in units.
screen_for() {
  read -r SCALE FRAME_X FRAME_Y < <(awk -v w="$1" -v h="$2" -v p="$3" 'BEGIN {
    s = p / 100; if (w / 1280 < s) s = w / 1280; if (h / 720 < s) s = h / 720
    uw = int(w / s + 1e-9); uh = int(h / s + 1e-9); if (uw < 1280) uw = 1280; if (uh < 720) uh = 720
    print s, int((uw - 1280) / 2), int((uh - 720) / 2) }')
}

# Clicks the middle pixel of a design-frame point, wherever this window size puts it.
click_design() {
  local x y
  read -r x y < <(awk -v x="$1" -v y="$2" -v s="$SCALE" -v fx="$FRAME_X" -v fy="$FRAME_Y" \
    'BEGIN { printf "%d %d\n", (x + fx) * s + 0.5, (y + fy) * s + 0.5 }')
  click_at "$x" "$y"
}

resize_to() {
  xdotool windowsize "$WINDOW" "$1" "$2"
  sleep 0.8
  local size
  size=$(xdotool getwindowgeometry --shell "$WINDOW" | awk -F= '/^WIDTH=/{w=$2} /^HEIGHT=/{h=$2} END{print w "x" h}')
  [ "$size" = "$1x$2" ] || { echo "FAIL: the window is $size, not $1x$2" >&2; exit 1; }
  screen_for "$1" "$2" "$3"
  xdotool mousemove "$((WINDOW_X + 40))" "$((WINDOW_Y + 40))"
}

# The newest F12 picture must have the window's size: the game draws at its real pixels.
expect_screenshot_size() {
  press F12
  sleep 0.5
  local newest
  newest=$(ls -t "$XDG_DATA_HOME"/mouseking/screenshots/*.png | head -n1)
  identify "$newest" | grep -q "PNG $1 " || { echo "FAIL: F12 saved $(identify "$newest"), not $1" >&2; exit 1; }
}

# 1. At 100%, dragged to 1920x1080: the inventory sits in the middle; equip the Crowbar, take it off.
start_game --scenario "$SCENARIO" --dump-state "$OUT/state.json"
resize_to 1920 1080 100
press Tab
click_design $CELL_0
click_design $USE_BUTTON
click_design $WEAPON_BOX
screenshot 01-1920x1080-weapon-box-selected
expect_screenshot_size 1920x1080
click_design $REMOVE_BUTTON
# 2. Dragged to an odd size, smaller than the design: everything shrinks to fit. Equip it again
#    (taken off, it went to the end of the pack: the third cell).
resize_to 1111 777 100
click_design $CELL_2
click_design $USE_BUTTON
screenshot 02-1111x777-crowbar-equipped
expect_screenshot_size 1111x777
stop_game
expect_state '"weapon": "Crowbar"'
expect_state '"turn": 2$'

# 3. At UI scale 150% in a 1920x1080 window: the frame fills the window at 1.5x.
printf '{ "window": { "width": 1280, "height": 720 }, "ui_scale": 150 }\n' >"$SETTINGS"
start_game --scenario "$SCENARIO" --dump-state "$OUT/state.json"
resize_to 1920 1080 150
press Tab
click_design $CELL_0
click_design $USE_BUTTON
screenshot 03-1920x1080-at-150
click_design $WEAPON_BOX
click_design $REMOVE_BUTTON
stop_game
expect_state '"weapon": null'
expect_state '"turn": 1$'

echo "resize window test passed; screenshots in $OUT"
