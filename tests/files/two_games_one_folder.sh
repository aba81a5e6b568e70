#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: two_games_one_folder.sh GAME_BINARY FAULT_WRITER DATA_DIR
# Two real games on one user folder. The first locks the folder; the second,
# started meanwhile, must say that it saves nothing, must not offer the first
# one's live run as Continue, and must leave every file as it was: the save,
# the scores, the settings, and the temporary file the first one may be in the
# middle of writing. Once the first has ended, the next game locks the folder
# and clears that game's stale temporary file, and only that.
set -euo pipefail
GAME="$1"
WRITER="$2"
DATA="$3"
WORK="$(mktemp -d)"
FIRST=""
cleanup() {
  [ -n "$FIRST" ] && kill "$FIRST" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
export XDG_DATA_HOME="$WORK/data" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
USER_DIR="$XDG_DATA_HOME/mouseking"
mkdir -p "$USER_DIR" "$WORK/elsewhere"
fail() {
  echo "FAIL: $*"
  for log in "$WORK"/*.log; do echo "--- $log"; cat "$log"; done
  exit 1
}
# The folder's files, byte for byte, and which files there are.
snapshot() { (cd "$USER_DIR" && find . -type f -o -type l | sort | xargs -r sha256sum); }

"$WRITER" once "$USER_DIR" "$DATA" >/dev/null || fail "the first game's files could not be written"
echo "the player's own" >"$USER_DIR/notes.tmp"

"$GAME" --quit-after-frames 100000 --dump-state "$WORK/first.json" >"$WORK/first.log" 2>&1 &
FIRST=$!
# Waits until the first game holds the lock, without touching the lock itself.
for _ in $(seq 1 200); do
  if [ -e "$USER_DIR/mouseking.lock" ] &&
    grep -q ":$(stat -c %i "$USER_DIR/mouseking.lock") " /proc/locks; then break; fi
  kill -0 "$FIRST" 2>/dev/null || fail "the first game ended early"
  sleep 0.05
done
grep -q ":$(stat -c %i "$USER_DIR/mouseking.lock") " /proc/locks || fail "the first game never locked the folder"
# A save the first game is writing right now, as its writer names it.
IN_FLIGHT="save.json.$FIRST-0123456789abcdef.tmp"
echo "half of a sav" >"$USER_DIR/$IN_FLIGHT"
before="$(snapshot)"

"$GAME" --quit-after-frames 20 --dump-state "$WORK/second.json" >"$WORK/second.log" 2>&1 ||
  fail "the second game did not start and end cleanly"
grep -q '"scene": "title"' "$WORK/second.json" || fail "the second game's state was not dumped"
grep -q 'Another Mouse King is running with this user folder, so this game saves nothing' "$WORK/second.json" ||
  fail "the second game's title does not say that it saves nothing"
grep -q 'Another Mouse King is running with this user folder' "$WORK/second.log" ||
  fail "the second game's log does not say that it saves nothing"
grep -q '"continue"' "$WORK/second.json" && fail "the second game offered the first game's live run as Continue"
[ "$(snapshot)" = "$before" ] || fail "the second game changed the user folder: $(diff <(echo "$before") <(snapshot))"

kill -TERM "$FIRST"
wait "$FIRST" || fail "the first game did not end cleanly"
FIRST_PID="$FIRST"
FIRST=""
grep -q '"continue"' "$WORK/first.json" || fail "the first game did not offer its own save as Continue"
grep -q 'saves nothing' "$WORK/first.json" && fail "the first game, which held the folder, said it saves nothing"

# A run summary the ended game was writing into runs/ when it was killed.
mkdir -p "$USER_DIR/runs"
STALE_SUMMARY="runs/2026-12-04-2114-seed-1.txt.$FIRST_PID-0123456789abcdef.tmp"
echo "half of a summ" >"$USER_DIR/$STALE_SUMMARY"
# A linked screenshots folder is the player's: nothing is cleared there.
echo "kept" >"$WORK/elsewhere/shot.png.$FIRST_PID-0123456789abcdef.tmp"
ln -s "$WORK/elsewhere" "$USER_DIR/screenshots"
"$GAME" --quit-after-frames 2 --dump-state "$WORK/third.json" >"$WORK/third.log" 2>&1 ||
  fail "the third game did not start and end cleanly"
grep -q 'saves nothing' "$WORK/third.json" && fail "the third game did not lock the folder the first one left"
[ -e "$USER_DIR/$IN_FLIGHT" ] && fail "the third game left the ended game's temporary file"
[ -e "$USER_DIR/$STALE_SUMMARY" ] && fail "the third game left the ended game's temporary summary in runs/"
[ "$(cat "$USER_DIR/notes.tmp")" = "the player's own" ] || fail "the player's notes.tmp was removed"
[ -e "$WORK/elsewhere/shot.png.$FIRST_PID-0123456789abcdef.tmp" ] || fail "a file was removed through a link"
"$WRITER" check "$USER_DIR" "$DATA" || fail "the first game's files no longer load"

# A replay watched in a window does not lock the folder: a game started meanwhile saves as usual.
"$GAME" --autoplay --seed 3 --turns 20 --record "$WORK/replay.json" >/dev/null || fail "no replay to watch"
"$GAME" --replay "$WORK/replay.json" --quit-after-frames 100000 >"$WORK/replay.log" 2>&1 &
FIRST=$!
sleep 0.5
kill -0 "$FIRST" 2>/dev/null || fail "the replay did not stay open"
"$GAME" --quit-after-frames 2 --dump-state "$WORK/beside-replay.json" >"$WORK/beside-replay.log" 2>&1 ||
  fail "the game beside the replay did not start and end cleanly"
grep -q 'saves nothing' "$WORK/beside-replay.json" && fail "a replay being watched kept a game from saving"
kill -TERM "$FIRST"
wait "$FIRST" || fail "the replay did not end cleanly"
FIRST=""
echo "the second game saved nothing and said so; the first game's files and temporary file survived it"
