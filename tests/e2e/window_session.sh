# SPDX-License-Identifier: MIT
# Helpers for real-window tests, sourced inside an X server started by xvfb-run:
# start the game, find its window, send keys and clicks, take screenshots.

# Starts the game in the background with the given arguments and waits for its window.
start_game() {
  "$GAME" "$@" >"$OUT/game.log" 2>&1 &
  GAME_PID=$!
  WINDOW=$(xdotool search --sync --onlyvisible --pid "$GAME_PID" | head -n1)
  read -r WINDOW_X WINDOW_Y < <(xdotool getwindowgeometry --shell "$WINDOW" | awk -F= '/^X=/{x=$2} /^Y=/{y=$2} END{print x, y}')
  # With no window manager, keys go to the window under the pointer.
  xdotool mousemove "$((WINDOW_X + 640))" "$((WINDOW_Y + 100))"
  sleep 0.5
}

# Presses keys one by one, giving the game's 60 Hz logic time to see each.
press() {
  for key in "$@"; do
    xdotool key "$key"
    sleep 0.15
  done
}

# Clicks at a point of the game's 1280x720 logical canvas (the window's default size).
click_at() {
  xdotool mousemove "$((WINDOW_X + $1))" "$((WINDOW_Y + $2))" click 1
  sleep 0.3
}

screenshot() {
  import -window root "$OUT/$1.png"
}

# Ends the game as a desktop would (SIGTERM, which SDL turns into a quit) and
# fails unless it exits cleanly.
stop_game() {
  kill -TERM "$GAME_PID"
  wait "$GAME_PID"
}

# Fails with a message unless the state dump contains the given JSON fragment.
expect_state() {
  if ! grep -q -- "$1" "$OUT/state.json"; then
    echo "FAIL: expected $1 in the state dump:" >&2
    cat "$OUT/state.json" >&2
    exit 1
  fi
}

# Fails unless the dumped pack holds exactly the given names, in order ("A,B xN,C", a stack as
# "NAME xN"; "" for none).
expect_inventory() {
  local found
  found=$(awk '/"inventory": \[\]/ { exit } /"inventory": \[/ { inside = 1; next } inside && /\]/ { exit }
               inside { gsub(/^[ \t]*"|",?[ \t]*$/, ""); printf "%s%s", (n++ ? "," : ""), $0 }' "$OUT/state.json")
  if [ "$found" != "$1" ]; then
    echo "FAIL: expected the pack to hold '$1', found '$found':" >&2
    cat "$OUT/state.json" >&2
    exit 1
  fi
}

# The "state_hash" line of the latest state dump.
state_hash() {
  grep -o '"state_hash": "[0-9a-f]*"' "$OUT/state.json"
}

# Fails unless the latest state dump has exactly the given state hash line.
expect_hash() {
  if [ "$(state_hash)" != "$1" ]; then
    echo "FAIL: expected $1, the dump has $(state_hash)" >&2
    exit 1
  fi
}
