#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs inside Xvfb: a throw with the mouse alone, from the inventory. The targeting scenario arms the
# researcher in the storeroom (player at (42,23)) with a Tranquilliser Pistol, three darts and a Petri
# Dish, a Tough Mouse at (45,21). The bar's Inventory button opens the pack; a click on the Petri Dish
# turns Use into Throw; Throw closes the inventory and opens the targeting mode with the dish, aimed at
# the nearest monster; a click on the Tough Mouse throws it. Checked by --dump-state's "scene",
# "targeting" and pack; the screenshots show the Throw button and the line of fire.
set -euo pipefail
HERE="$(dirname "${BASH_SOURCE[0]}")"
source "$HERE/window_session.sh"
SCENARIO="$HERE/targeting_scenario.json"

# The bar's Inventory button (see mouse_only_steps.sh), the pack's second cell and the Use button
# (see inventory_steps.sh), all at the 1280x720 window; the map's tiles are 32 pixels, the player's
# (42,23) centred at 516,297.
BAR_Y=577
INVENTORY=486
CELL_1="688 164"
USE_BUTTON="172 636"
tile_x() { echo $((516 + ($1 - 42) * 32)); }
tile_y() { echo $((297 + ($1 - 23) * 32)); }

# 1. Inventory, the Petri Dish, Throw: the inventory closes and the mode aims the dish at the Tough Mouse.
start_game --scenario "$SCENARIO" --dump-state "$OUT/state.json"
click_at $INVENTORY $BAR_Y
click_at $CELL_1
screenshot 01-dish-selected
click_at $USE_BUTTON
sleep 0.3
screenshot 02-aiming-the-dish
stop_game
expect_state '"scene": "dungeon"'
expect_state '"mode": "throw"'
expect_state '"item": "Petri Dish"'
expect_state '"turn": 0'

# 2. The same, then a click on the Tough Mouse throws the dish: a turn passes and the pack keeps the darts.
start_game --scenario "$SCENARIO" --dump-state "$OUT/state.json"
click_at $INVENTORY $BAR_Y
click_at $CELL_1
click_at $USE_BUTTON
click_at "$(tile_x 45)" "$(tile_y 21)"
sleep 0.5
screenshot 03-dish-thrown
stop_game
expect_state '"targeting": null'
expect_state '"turn": 1'
expect_inventory "Tranquilliser Dart x3"

echo "window test passed; screenshots in $OUT"
