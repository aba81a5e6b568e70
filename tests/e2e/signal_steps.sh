#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs inside Xvfb: SIGTERM ends the game within a second in every scene. Each session starts the
# game, reaches one scene (the title, the dungeon, the inventory, the options, the help, the game
# over, a replay of 200,000 actions still being read, the error box of data that cannot be loaded),
# sends SIGTERM and polls until the process is gone.
set -euo pipefail
HERE="$(dirname "${BASH_SOURCE[0]}")"
source "$HERE/window_session.sh"

SESSION=0
# Starts a session in a user folder of its own, so that no save from an earlier one changes the title.
start_session() {
  SESSION=$((SESSION + 1))
  export XDG_DATA_HOME="$OUT/user-data-$SESSION"
  start_game --dump-state "$OUT/state.json" "$@"
}

# True while PID is alive: a process that has ended but is not yet waited for is a zombie ("Z").
alive() {
  local state
  state=$(ps -o stat= -p "$1" 2>/dev/null) || return 1
  [[ "$state" != Z* ]]
}

# Sends SIGTERM to the game and fails unless it is gone within a second; $1 names the scene,
# $2 is the exit code expected.
expect_ended_by_sigterm() {
  rm -f "$OUT/state.json"
  kill -TERM "$GAME_PID"
  local polls=0
  while alive "$GAME_PID"; do
    if ((++polls > 20)); then
      echo "FAIL: the game is still running a second after SIGTERM in the $1" >&2
      kill -KILL "$GAME_PID"
      exit 1
    fi
    sleep 0.05
  done
  local status=0
  wait "$GAME_PID" || status=$?
  if ((status != $2)); then
    echo "FAIL: SIGTERM in the $1 ended the game with exit code $status, not $2" >&2
    exit 1
  fi
  echo "the $1: gone $((polls * 50)) ms or less after SIGTERM"
}

# 1. The title.
start_session --seed 42
screenshot 01-title
expect_ended_by_sigterm title 0
expect_state '"scene": "title"'

# 2. The dungeon, 3. the inventory over it, 4. the help over it.
start_session --seed 42
press Return
screenshot 02-dungeon
expect_ended_by_sigterm dungeon 0
expect_state '"scene": "dungeon"'
start_session --seed 42
press Return Tab
screenshot 03-inventory
expect_ended_by_sigterm inventory 0
expect_state '"scene": "dungeon"'
start_session --seed 42
press Return F1
screenshot 04-help
expect_ended_by_sigterm help 0

# 5. The options: the title's fourth button.
start_session --seed 42
press Down Down Down Return
screenshot 05-options
expect_ended_by_sigterm options 0

# 6. The game over: 1 HP beside a Tough Mouse, waiting until it strikes.
start_session --scenario "$HERE/death_scenario.json"
for _ in 1 2 3 4 5 6 7 8 9 10; do press period; done
screenshot 06-game-over
expect_ended_by_sigterm "game over" 0

# 7. A replay of 200,000 waits: its first frames show while it is being read, and SIGTERM then ends it.
LONG_REPLAY="$OUT/200000-waits.json"
awk 'BEGIN { print "{\"format\": \"Mouse King replay\", \"version\": 1, \"seed\": 3, \"actions\": [";
             for (i = 1; i < 200000; i++) print "\"wait\","; print "\"wait\"]}" }' >"$LONG_REPLAY"
start_session --replay "$LONG_REPLAY"
sleep 1
screenshot 07-long-replay-reading
expect_ended_by_sigterm "replay being read" 0
expect_state '"scene": "replay"'
read_so_far=$(grep -o '"replay_actions_read": [0-9]*' "$OUT/state.json" | grep -o '[0-9]*$')
if ((read_so_far == 0 || read_so_far >= 200000)); then
  echo "FAIL: a second into the replay it had read $read_so_far of its 200,000 actions; expected some, not all" >&2
  exit 1
fi

# 8. The error box: game data that cannot be loaded, shown in a message box with a display.
BROKEN_DATA="$OUT/broken-data"
rm -rf "$BROKEN_DATA"
cp -r "$HERE/../../data" "$BROKEN_DATA"
echo '{ "monsters": [' >"$BROKEN_DATA/monsters.json"
SESSION=$((SESSION + 1))
export XDG_DATA_HOME="$OUT/user-data-$SESSION"
# SDL's own box needs X fonts that Xvfb lacks; it then runs zenity, here a stand-in that shows the text.
PATH="$HERE/stand_in_zenity:$PATH" "$GAME" --data "$BROKEN_DATA" >"$OUT/game.log" 2>&1 &
GAME_PID=$!
xdotool search --sync --onlyvisible --name "Mouse King cannot start" >/dev/null
screenshot 08-error-box
expect_ended_by_sigterm "error box" 143
# The box's own process ends with the game: no box stays on screen with nobody to answer it.
polls=0
while xdotool search --onlyvisible --name "Mouse King cannot start" >/dev/null; do
  if ((++polls > 20)); then
    echo "FAIL: the error box is still on screen a second after the game ended" >&2
    exit 1
  fi
  sleep 0.05
done

echo "window test passed; screenshots in $OUT"
