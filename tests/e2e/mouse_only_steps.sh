#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs inside Xvfb: a run played with the mouse alone. From the title, New game; then the
# button bar under the map: Explore walks the storeroom, Inventory, Log and Help open their
# overlays and a click outside each closes it, Upstairs walks to the stairs and takes them,
# and Menu opens the game menu, whose Back to title saves the run and goes back to the title.
# Checked by --dump-state and screenshots.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_session.sh"

# The bar's nine buttons at the 1280x720 window: 84 wide with 4 between, from x=4, in a bar whose
# middle row is y=577 (see scenes/dungeon/button_bar.cpp and hud::button_bar).
BAR_Y=577
EXPLORE=46
INVENTORY=486
LOG=574
HELP=662
UPSTAIRS=310
MENU=750
OUTSIDE_OVERLAYS="20 30"  # the window's top-left corner: no overlay's panel reaches it
# The game menu's last line, Back to title: 16 lines of 28 from y=162 (see GameMenuScene::row).
BACK_TO_TITLE_Y=596

# 1. New game by a click, then Explore by its button: the storeroom is all seen.
start_game --seed 42 --dump-state "$OUT/state.json"
click_at 640 404
screenshot 01-dungeon-with-the-bar
click_at $EXPLORE $BAR_Y
sleep 1.5
screenshot 02-explored
# 2. Each overlay opens by its button and closes by a click outside it.
for button in $INVENTORY $LOG $HELP; do
  click_at "$button" $BAR_Y
  screenshot "03-overlay-at-$button"
  # shellcheck disable=SC2086
  click_at $OUTSIDE_OVERLAYS
done
stop_game
expect_state '"scene": "dungeon"'
expect_state '"last_message": "Nothing is left to explore here. Press PageUp or click Stairs ↑ to go to the stairs up."'

# 3. Continue by a click, Upstairs by its button: the walk ends on floor 1.
start_game --seed 42 --dump-state "$OUT/state.json"
click_at 640 404
click_at $UPSTAIRS $BAR_Y
sleep 2
screenshot 04-floor-1
stop_game
expect_state '"floor": 1'

# 4. Menu by its button opens the game menu; its Back to title saves the run and the title is back.
start_game --seed 42 --dump-state "$OUT/state.json"
click_at 640 404
click_at $MENU $BAR_Y
screenshot 05-game-menu
click_at 640 $BACK_TO_TITLE_Y
screenshot 06-title
stop_game
expect_state '"scene": "title"'

echo "window test passed; screenshots in $OUT"
