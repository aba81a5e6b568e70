#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs inside Xvfb: the targeting mode in a real window. In the storeroom (player at (42,23)) a
# scenario arms the researcher with a Tranquilliser Pistol and three darts, a Micro Mouse two steps
# away at (40,25) and a Tough Mouse three at (45,21). With the keyboard alone the fire key aims at the
# nearest, Next in view and Tab move the aim on, and Enter fires; with the mouse alone the Fire
# button opens the mode, hovering a tile draws the line there, and a click fires. Checked by the
# --dump-state "targeting" (what is aimed, where, and the tile it would come down on) and the pack.
set -euo pipefail
HERE="$(dirname "${BASH_SOURCE[0]}")"
source "$HERE/window_session.sh"
SCENARIO="$HERE/targeting_scenario.json"

# The bar's Fire button at the 1280x720 window (nine buttons 84 wide with 4 between, from x=4; see
# mouse_only_steps.sh), and the tiles' centres: the player's (42,23) is at 516,297, tiles 32 pixels.
BAR_Y=577
FIRE=222
tile_x() { echo $((516 + ($1 - 42) * 32)); }
tile_y() { echo $((297 + ($1 - 23) * 32)); }

# Fails unless the targeting mode aims at X Y and the line comes down on LX LY.
expect_aim() {
  local aim lands
  aim=$(grep -A3 '"aim": {' "$OUT/state.json" | grep -o '[0-9]\+' | paste -sd ' ')
  lands=$(grep -A3 '"lands": {' "$OUT/state.json" | grep -o '[0-9]\+' | paste -sd ' ')
  [ "$aim" = "$1 $2" ] && [ "$lands" = "$3 $4" ] ||
    { echo "FAIL: expected the aim at $1 $2 landing at $3 $4, the dump has '$aim' landing at '$lands'" >&2; exit 1; }
}

# 1. Keyboard: the fire key aims at the nearest monster, Next in view at the next one.
start_game --scenario "$SCENARIO" --dump-state "$OUT/state.json"
press f
screenshot 01-keyboard-nearest
stop_game
expect_state '"mode": "fire"'
expect_aim 40 25 40 25

start_game --scenario "$SCENARIO" --dump-state "$OUT/state.json"
press f v
screenshot 02-keyboard-next
stop_game
expect_aim 45 21 45 21
expect_state '"turn": 0'

# 2. Keyboard: fire, Tab, Enter: one dart is spent at the Tough Mouse and the mode closes.
start_game --scenario "$SCENARIO" --dump-state "$OUT/state.json"
press f Tab Return
sleep 0.5
screenshot 03-keyboard-fired
stop_game
expect_state '"targeting": null'
expect_state '"turn": 1'
expect_inventory "Tranquilliser Dart x2,Petri Dish"

# 3. Esc cancels without a turn, and the run goes on.
start_game --scenario "$SCENARIO" --dump-state "$OUT/state.json"
press f Escape
stop_game
expect_state '"targeting": null'
expect_state '"scene": "dungeon"'
expect_state '"turn": 0'
expect_inventory "Tranquilliser Dart x3,Petri Dish"

# 4. Mouse: the Fire button opens the mode; hovering the wall beyond the Tough Mouse's row draws the line
#    to it, coming down short of the wall.
start_game --scenario "$SCENARIO" --dump-state "$OUT/state.json"
click_at $FIRE $BAR_Y
xdotool mousemove "$((WINDOW_X + $(tile_x 48)))" "$((WINDOW_Y + $(tile_y 23)))"
sleep 0.5
screenshot 04-mouse-hover-wall
stop_game
expect_aim 48 23 46 23

# 5. Mouse: hovering the Tough Mouse aims at it; a click there fires.
start_game --scenario "$SCENARIO" --dump-state "$OUT/state.json"
click_at $FIRE $BAR_Y
xdotool mousemove "$((WINDOW_X + $(tile_x 45)))" "$((WINDOW_Y + $(tile_y 21)))"
sleep 0.5
screenshot 05-mouse-hover-monster
click_at "$(tile_x 45)" "$(tile_y 21)"
sleep 0.5
screenshot 06-mouse-fired
stop_game
expect_state '"targeting": null'
expect_state '"turn": 1'
expect_inventory "Tranquilliser Dart x2,Petri Dish"

echo "window test passed; screenshots in $OUT"
