#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs inside Xvfb: starts a scenario whose pack holds a Crowbar, a Biker
# Jacket and a Microchip, opens the inventory and clicks it with xdotool,
# then checks the --dump-state written when the game is stopped.
set -euo pipefail
HERE="$(dirname "${BASH_SOURCE[0]}")"
source "$HERE/window_session.sh"
SCENARIO="$HERE/inventory_scenario.json"

# Where things are on the 1280x720 logical canvas (see src/scenes/inventory/inventory_layout.cpp).
CELL_0="612 164"; CELL_1="688 164"
WEAPON_BOX="152 180"; ARMOUR_BOX="320 180"
USE_BUTTON="172 636"; REMOVE_BUTTON="320 636"

# One stat from the dump: dumped_stat attack_min
dumped_stat() { grep -o "\"$1\": [0-9]*" "$OUT/state.json" | grep -o '[0-9]*$'; }

# Presses at one logical point and lets go at another, moving in between as a hand would.
drag_between() {
  xdotool mousemove "$((WINDOW_X + $1 * SCALE / 100))" "$((WINDOW_Y + $2 * SCALE / 100))" mousedown 1
  sleep 0.2
  xdotool mousemove "$((WINDOW_X + ($1 + $3) * SCALE / 200))" "$((WINDOW_Y + ($2 + $4) * SCALE / 200))"
  sleep 0.2
  xdotool mousemove "$((WINDOW_X + $3 * SCALE / 100))" "$((WINDOW_Y + $4 * SCALE / 100))"
  sleep 0.2
  xdotool mouseup 1
  sleep 0.3
}
SCALE=100

# 0. The player's attack before anything is equipped (the numbers are data).
start_game --scenario "$SCENARIO" --dump-state "$OUT/state.json"
screenshot 01-dungeon
stop_game
expect_state '"weapon": null'
BARE_MIN=$(dumped_stat attack_min)
BARE_MAX=$(dumped_stat attack_max)

# 1. Open the inventory, click the Crowbar, click Use: it is equipped and the attack rises.
start_game --scenario "$SCENARIO" --dump-state "$OUT/state.json"
press Tab
screenshot 02-inventory-open
click_at $CELL_0
sleep 0.8  # let the tooltip appear
screenshot 03-crowbar-selected
click_at $USE_BUTTON
screenshot 04-crowbar-equipped
stop_game
expect_state '"weapon": "Crowbar"'
if [ "$(dumped_stat attack_min)" -lt "$BARE_MIN" ] || [ "$(dumped_stat attack_max)" -le "$BARE_MAX" ]; then
  echo "FAIL: the Crowbar did not raise the attack from $BARE_MIN-$BARE_MAX:" >&2
  cat "$OUT/state.json" >&2
  exit 1
fi
expect_state '"turn": 1$'
expect_inventory "Biker Jacket,Microchip"

# 2. Again, then click the weapon box and Remove: the Crowbar is back in the pack, the attack as bare.
start_game --scenario "$SCENARIO" --dump-state "$OUT/state.json"
press i
click_at $CELL_0
click_at $USE_BUTTON
click_at $WEAPON_BOX
screenshot 05-weapon-box-selected
click_at $REMOVE_BUTTON
screenshot 06-crowbar-removed
press Escape
stop_game
expect_state '"weapon": null'
expect_state "\"attack_min\": $BARE_MIN,"
expect_state "\"attack_max\": $BARE_MAX,"
expect_inventory "Biker Jacket,Microchip,Crowbar"

# 3. In a smaller window (logical scaling keeps the layout): drag the jacket onto
#    its box, then the microchip onto the weapon box, which refuses it.
start_game --scenario "$SCENARIO" --dump-state "$OUT/state.json"
xdotool windowsize "$WINDOW" 960 540
sleep 0.5
SCALE=75
xdotool mousemove "$((WINDOW_X + 480))" "$((WINDOW_Y + 100))"
press Tab
drag_between $CELL_1 $ARMOUR_BOX
drag_between $CELL_1 $WEAPON_BOX
screenshot 07-small-window-drag-refused
stop_game
expect_state '"armour": "Biker Jacket"'
expect_state '"weapon": null'
expect_state '"microchip": null'
expect_inventory "Crowbar,Microchip"

echo "inventory window test passed; screenshots in $OUT"
