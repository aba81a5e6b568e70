#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs inside Xvfb: the game played with a controller alone (a software one, --virtual-controller,
# since the X server has none). The title, the options' controller tab with a button rebound,
# New game, the stick, explore, the inventory with the Crowbar carried into the weapon box, the
# game menu and back to the title; unplugged and plugged back mid-run; a key press turns the
# hints back into keys. Checked by --dump-state, the settings file and screenshots.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_session.sh"

SETTINGS="$XDG_DATA_HOME/mouseking/settings.json"

# Each session's controller reads a file of its own from its start.
new_pad() {
  [ -f "$OUT/game.log" ] && cp "$OUT/game.log" "$OUT/game-before-$1.log"
  PAD="$OUT/pad-$1.txt"
  : >"$PAD"
}

# Appends controller commands (see VirtualControllerFeed), giving the 60 Hz logic time for each.
pad() {
  for command in "$@"; do
    echo "$command" >>"$PAD"
    sleep 0.2
  done
}

expect_log() {
  grep -q -- "$1" "$OUT/game.log" || { echo "FAIL: expected '$1' in the game's log" >&2; exit 1; }
}

# 1. The title, with the focus moved by the d-pad; Options (the fourth button) by A.
new_pad 1
start_game --seed 42 --dump-state "$OUT/state.json" --virtual-controller "$PAD"
screenshot 01-title-controller-connected
pad "tap dpad_down" "tap dpad_down" "tap dpad_down"
screenshot 02-title-focus-on-options
pad "tap a"
# 2. The controller tab (RB), down to Search for traps (14 settings, then the 12th line), A, then
#    the new button: Back. Then B back to the title.
pad "tap right_shoulder"
for _ in $(seq 25); do pad "tap dpad_down"; done
pad "tap a"
screenshot 03-options-waiting-for-a-button
pad "tap back"
screenshot 04-options-controller-tab
grep -q '"search": \["back"\]' "$SETTINGS" || { echo "FAIL: the new button was not saved:" >&2; cat "$SETTINGS" >&2; exit 1; }
grep -q '"message_log": \[\]' "$SETTINGS" || { echo "FAIL: Back was not taken from the log:" >&2; cat "$SETTINGS" >&2; exit 1; }
pad "tap b"
# 3. New game (the title's first button), a step down with the stick, explore with X.
pad "tap dpad_up" "tap dpad_up" "tap dpad_up" "tap a"
sleep 0.5
pad "stick 0 30000" "stick 0 0"
screenshot 05-dungeon-button-names
pad "tap x"
sleep 1
pad "tap back"  # searches now, as rebound
stop_game
expect_state '"scene": "dungeon"'
expect_state '"hints_name": "buttons"'
expect_state '"last_message": "You search around you'
expect_log "Controller connected: Virtual Controller"

# 4. The run again (Continue, the first button), unplugged and plugged back: each is said, and
#    the controller plays on. Start opens the game menu; its last line goes back to the title.
new_pad 2
start_game --seed 42 --dump-state "$OUT/state.json" --virtual-controller "$PAD"
pad "tap a"
sleep 0.5
pad "unplug"
screenshot 06-unplugged
pad "plug"
screenshot 07-plugged-back
pad "tap start"
screenshot 08-game-menu
pad "tap dpad_up" "tap a"
sleep 0.3
screenshot 09-back-at-the-title
stop_game
expect_state '"scene": "title"'
expect_log "Controller disconnected: Virtual Controller"

# 5. The inventory by Y, with the Crowbar of the scenario: A shows the focus, A picks it up, the
#    d-pad carries it left to the weapon box, A puts it down there. Then a key turns the hints back.
new_pad 3
start_game --scenario "$(dirname "${BASH_SOURCE[0]}")/inventory_scenario.json" --dump-state "$OUT/state.json" \
  --virtual-controller "$PAD"
pad "tap y" "tap a" "tap a"
screenshot 10-inventory-carrying
pad "tap dpad_left" "tap dpad_left" "tap dpad_left"
screenshot 11-inventory-over-the-weapon-box
pad "tap a"
screenshot 12-inventory-equipped
pad "tap y"
press Right
screenshot 13-hints-back-to-keys
stop_game
expect_state '"weapon": "Crowbar"'
expect_state '"hints_name": "keys"'

echo "window test passed; screenshots in $OUT"
