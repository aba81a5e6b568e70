#!/usr/bin/env bash
# Runs inside Xvfb: enters the game from the title with Enter and with a
# mouse click, walks, takes the stairs up, and checks the state dumps.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_session.sh"

# 1. Enter from the title with the keyboard, walk to floor 0's stairs up.
#    Floor 0's room spans (38,20)-(46,26); the player starts at its centre
#    (42,23) and the stairs up sit in its top-left corner (38,20).
start_game --seed 42 --dump-state "$OUT/state.json"
screenshot 01-title
press Return
screenshot 02-dungeon-floor-0
press Right
stop_game
expect_state '"scene": "dungeon"'
expect_state '"turn": 1'
expect_state '"x": 43'

start_game --seed 42 --dump-state "$OUT/state.json"
press Return y y y Left
screenshot 03-floor-1
press l l
screenshot 04-floor-1-walked
stop_game
expect_state '"floor": 1'

# 2. Enter from the title with a mouse click on "New game" (centre 640,446).
start_game --seed 42 --dump-state "$OUT/state.json"
click_at 640 446
stop_game
expect_state '"scene": "dungeon"'
expect_state '"turn": 0'

echo "window test passed; screenshots in $OUT"
