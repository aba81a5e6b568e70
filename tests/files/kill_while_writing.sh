#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: kill_while_writing.sh FAULT_WRITER GAME_BINARY DATA_DIR
# SIGKILLs a writer of the player's files (the game's own save, high-score and
# settings code, through file_fault_writer) at random moments, hundreds of
# times. After every kill each file must still load cleanly: the previous
# version or the new one, never a mix, a stub or nothing. Every so often the
# real game starts on the folder, and no temporary file may survive its start.
# Bounded by KILL_LOOP_SECONDS (40) and KILL_LOOP_KILLS (600); a machine too slow for the
# 100 kills the verdict needs in that time (a sanitizer build beside other tests) goes on until
# it has them, up to twice the budget.
set -euo pipefail
WRITER="$1"
GAME="$2"
DATA="$3"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
export XDG_DATA_HOME="$WORK/data"
USER_DIR="$XDG_DATA_HOME/mouseking"
mkdir -p "$USER_DIR"
"$WRITER" once "$USER_DIR" "$DATA"

BUDGET="${KILL_LOOP_SECONDS:-40}"
MAX_KILLS="${KILL_LOOP_KILLS:-600}"
kills=0
mid_write=0
cleared=0
starts=0
deadline=$((SECONDS + BUDGET))
hard_deadline=$((SECONDS + 2 * BUDGET))
MIN_KILLS=100

fail() {
  echo "FAIL after $kills kills: $*"
  [ -s "$WORK/writer.err" ] && cat "$WORK/writer.err"
  exit 1
}

# The game's start-up, as the player would have it after a crash.
start_game() {
  SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$GAME" --quit-after-frames 1 >"$WORK/game.log" 2>&1 ||
    { cat "$WORK/game.log"; fail "the game did not start"; }
  starts=$((starts + 1))
  local leftovers
  leftovers="$(find "$USER_DIR" -name '*.tmp')"
  [ -z "$leftovers" ] || fail "temporary files survived the game's start: $leftovers"
}

keep_killing() {
  [ "$kills" -lt "$MAX_KILLS" ] || return 1
  [ "$SECONDS" -lt "$deadline" ] && return 0
  [ "$kills" -lt "$MIN_KILLS" ] && [ "$SECONDS" -lt "$hard_deadline" ]
}

while keep_killing; do
  # The writer first checks that the files left by the previous kill load (exit 3 if not).
  coproc WRITING { exec "$WRITER" write "$USER_DIR" "$DATA" 2>"$WORK/writer.err"; }
  pid=$WRITING_PID
  ready=""
  read -r -u "${WRITING[0]}" ready || true
  [ "$ready" = "writing" ] && sleep "0.$(printf '%03d' $((RANDOM % 40)))"
  kill -KILL "$pid" 2>/dev/null || true
  set +e
  { wait "$pid"; } 2>/dev/null
  status=$?
  set -e
  [ "$status" -eq 3 ] && fail "a file was damaged by a kill"
  [ "$status" -eq 137 ] || fail "the writer ended with status $status instead of being killed"
  kills=$((kills + 1))
  # A temporary file now means the kill landed inside a write, between creating it and the rename:
  # the game's next start must clear it (checked after the first 20 such kills, then every 25th kill).
  if [ -n "$(find "$USER_DIR" -name '*.tmp')" ]; then
    mid_write=$((mid_write + 1))
    if [ "$cleared" -lt 20 ]; then
      start_game
      cleared=$((cleared + 1))
      continue
    fi
  fi
  if [ $((kills % 25)) -eq 0 ]; then start_game; fi
done

"$WRITER" check "$USER_DIR" "$DATA" 2>"$WORK/writer.err" || fail "a file was damaged by the last kill"
start_game
[ -z "$(find "$USER_DIR" -name '*.bak*')" ] || fail "a file was set aside as damaged"
echo "$kills kills ($mid_write inside a write), $starts game starts ($cleared right after a kill inside a write):" \
  "every file intact, no temporary file kept"
[ "$kills" -ge "$MIN_KILLS" ] || fail "only $kills kills in $((2 * BUDGET))s; too few to trust"
# A loop whose kills never land inside a write proves nothing.
[ "$mid_write" -ge 10 ] || fail "only $mid_write kills landed inside a write"
[ "$cleared" -ge 5 ] || fail "only $cleared game starts followed a kill inside a write"
