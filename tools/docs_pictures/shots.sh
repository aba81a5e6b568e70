# SPDX-License-Identifier: MIT
# The steps of each picture in docs/, sourced by tools/take_docs_pictures.sh inside an X server with
# the tests' window helpers (tests/e2e/window_session.sh). Each function takes one picture into $OUT.

# The storeroom of seed 42 with five mice; the pointer on the Tough Mouse's row of Monsters in view.
shot_monsters_in_view() {
  start_game --scenario "$PICTURES/monsters_in_view.json"
  sleep 1
  xdotool mousemove "$((WINDOW_X + 1155))" "$((WINDOW_Y + 147))"
  sleep 0.8
  screenshot monsters_in_view
  stop_game
}

# Floor 1 of seed 7 under --debug's sight overlay, ray casting every 16 degrees beside shadowcasting.
shot_sight_overlay() {
  start_game --seed 7 --debug
  press Return
  sleep 1
  press grave
  xdotool type --delay 40 "floor 1"
  press Return
  xdotool type --delay 40 "sight ray_cast 16"
  press Return Escape
  xdotool mousemove "$((WINDOW_X + 1150))" "$((WINDOW_Y + 450))"
  sleep 0.8
  screenshot sight_overlay
  stop_game
}

# The inventory of a scenario run on floor 3: the Stun Baton chosen, the pointer on a Microchip.
shot_inventory() {
  start_game --scenario "$PICTURES/inventory.json"
  sleep 1
  press Tab Right Right Right
  xdotool mousemove "$((WINDOW_X + 916))" "$((WINDOW_Y + 164))"
  sleep 1.2
  screenshot inventory
  stop_game
}

# A special room: the Litter Nest of seed 7's floor 4 seen from its doorway, the pointer on the Nesting Box.
shot_special_room() {
  start_game --scenario "$PICTURES/special_room.json"
  sleep 1
  xdotool mousemove "$((WINDOW_X + 496))" "$((WINDOW_Y + 282))"
  sleep 0.8
  screenshot special_room
  stop_game
}

# The options screen as a new player finds it.
shot_options() {
  start_game --seed 7
  # New game, Daily run, High scores, then Options.
  press Down Down Down Return
  xdotool mousemove "$((WINDOW_X + 5))" "$((WINDOW_Y + 700))"
  sleep 0.8
  screenshot options
  stop_game
}

# Played with a controller (a software one): the game menu over the dungeon of the monsters' scenario,
# every name on screen the controller's, after a step with the stick.
shot_controller() {
  local pad="$OUT/pad.txt"
  : >"$pad"
  start_game --scenario "$PICTURES/monsters_in_view.json" --virtual-controller "$pad"
  xdotool mousemove "$((WINDOW_X + 5))" "$((WINDOW_Y + 5))"
  sleep 1
  for command in "tap y" "tap y" "tap start" "tap dpad_down"; do
    echo "$command" >>"$pad"
    sleep 0.4
  done
  sleep 0.8
  screenshot controller
  stop_game
}

# Floor 1 of seed 7 after a few explores, in a window of the settings' size, UI scale and zoom:
# shot_display NAME WIDTH HEIGHT UI_SCALE ZOOM
shot_display() {
  mkdir -p "$XDG_DATA_HOME/mouseking"
  printf '{"version": 1, "window": {"width": %s, "height": %s, "fullscreen": false}, "ui_scale": %s, "zoom": %s}\n' \
    "$2" "$3" "$4" "$5" >"$XDG_DATA_HOME/mouseking/settings.json"
  start_game --seed 7
  press Return
  sleep 1
  press Prior
  sleep 3
  for _ in 1 2 3 4 5 6; do
    press x
    sleep 1.5
  done
  xdotool mousemove "$((WINDOW_X + 5))" "$((WINDOW_Y + 5))"
  sleep 0.5
  screenshot "$1"
  stop_game
  rm -f "$XDG_DATA_HOME/mouseking/settings.json"
}
