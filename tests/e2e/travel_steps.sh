#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs inside Xvfb: the walks of many turns in a real window. Hovering a tile
# draws the path to it and a click travels there; Page Up travels to the stairs
# up and takes them; the explore key explores floor 1 until a mouse comes into
# view. Each step is checked in the --dump-state written when the game stops.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_session.sh"

# A number from the dump: dumped seen_tiles
dumped() { grep -o "\"$1\": [0-9]*" "$OUT/state.json" | head -n1 | grep -o '[0-9]*$'; }

# Fails unless the dump puts the player on the given tile: expect_player 45 24
expect_player() {
  local found
  found=$(grep -A3 '"player": {' "$OUT/state.json" | tr -d ' \n')
  if [[ "$found" != *"\"x\":$1,\"y\":$2"* ]]; then
    echo "FAIL: expected the player on ($1,$2), the dump has $found" >&2
    exit 1
  fi
}

# Fails unless the screenshot's pixel at a logical point has the path preview's yellow.
expect_path_dot() {
  local rgb
  rgb=$(convert "$OUT/$1.png" -format "%[fx:int(255*p{$((WINDOW_X + $2)),$((WINDOW_Y + $3))}.r)] \
%[fx:int(255*p{$((WINDOW_X + $2)),$((WINDOW_Y + $3))}.g)] %[fx:int(255*p{$((WINDOW_X + $2)),$((WINDOW_Y + $3))}.b)]" info:)
  read -r red green blue <<<"$rgb"
  if [ "$red" -lt 150 ] || [ "$green" -lt 130 ] || [ "$blue" -gt 130 ]; then
    echo "FAIL: no path dot at $2,$3 in $1.png (found $rgb)" >&2
    exit 1
  fi
}

# 1. Floor 0 of seed 42: the player stands at (42,23), the centre of the
#    map (516,297: the map is the 1032 pixels left of the monsters in view, between the top
#    bar and the button bar),
#    and tiles are 32 pixels. The pointer on (45,24) draws
#    dots on (43,23) and (44,23); a click walks the three steps there, one turn each.
start_game --seed 42 --dump-state "$OUT/state.json"
press Return
xdotool mousemove "$((WINDOW_X + 616))" "$((WINDOW_Y + 337))"
sleep 0.5
screenshot 01-path-preview
expect_path_dot 01-path-preview 548 297
expect_path_dot 01-path-preview 580 297
click_at 616 337
sleep 1
screenshot 02-travelled
stop_game
expect_player 45 24
expect_state '"turn": 3'

# 2. Continue; Page Up walks to the stairs up in the room's corner and takes them.
start_game --seed 42 --dump-state "$OUT/state.json"
press Return Prior
sleep 1.5
screenshot 03-floor-1
stop_game
expect_state '"floor": 1'
seen_on_arrival=$(dumped seen_tiles)

# 3. Continue; the explore key walks on until a Micro Mouse comes into view,
#    and the walk stops there; the message line names it, first seen this run.
start_game --seed 42 --dump-state "$OUT/state.json"
press Return x
# Each thing picked up on the way stops the walk, as it should: explore on, as a player would, until a
# mouse comes into view, which stops exploring for good ("You cannot explore with a monster in view.").
for _ in 1 2 3 4 5 6; do
  sleep 3
  press x
done
sleep 2
screenshot 04-explored
stop_game
expect_state '"last_message": "You cannot explore with a monster in view."'
expect_state '"name": "Micro Mouse"'
seen_after=$(dumped seen_tiles)
if [ "$seen_after" -le "$seen_on_arrival" ]; then
  echo "FAIL: exploring saw nothing new ($seen_on_arrival tiles before, $seen_after after)" >&2
  exit 1
fi

echo "window test passed; screenshots in $OUT"
