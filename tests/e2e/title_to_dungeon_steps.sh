#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs inside Xvfb: enters the game from the title, walks, takes the stairs
# up, and is closed with SIGTERM between sessions; each new session continues
# the saved run from the title, and the state dumps (with their state hash)
# must match. Finally a click on New game (twice: the first press asks before
# abandoning the saved run) starts a new run.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_session.sh"

# 1. A new game from the title with the keyboard, one step, then SIGTERM.
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
first_hash=$(state_hash)

# 2. The next session's title offers Continue first; it resumes that run exactly.
start_game --seed 42 --dump-state "$OUT/state.json"
screenshot 03-title-with-continue
press Return
stop_game
expect_state '"turn": 1'
expect_state '"x": 43'
expect_hash "$first_hash"

# 3. Continue, walk to the stairs up (43,23) -> (40,20) -> (38,20), walk on floor 1, SIGTERM.
start_game --seed 42 --dump-state "$OUT/state.json"
press Return y y y Left Left
screenshot 04-floor-1
press l l
screenshot 05-floor-1-walked
stop_game
expect_state '"floor": 1'
floor_1_hash=$(state_hash)

# 4. Continue once more: the same place on floor 1, the same state.
start_game --seed 42 --dump-state "$OUT/state.json"
press Return
stop_game
expect_state '"floor": 1'
expect_hash "$floor_1_hash"

# 5. New game is the second button (centre 640,452) under Continue.
start_game --seed 42 --dump-state "$OUT/state.json"
click_at 640 452
screenshot 06-abandon-question
click_at 640 452
stop_game
expect_state '"scene": "dungeon"'
expect_state '"turn": 0'
expect_state '"floor": 0'

echo "window test passed; screenshots in $OUT"
