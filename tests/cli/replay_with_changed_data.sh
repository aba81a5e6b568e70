#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: replay_with_changed_data.sh GAME_BINARY DATA_DIR
# A replay recorded with the shipped data replays quietly on it; on a copy whose monsters.json says one
# thing differently, --replay --headless says on stderr, before the hash, that monsters.json changed.
set -euo pipefail
GAME="$1"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

"$GAME" --autoplay --seed 3 --turns 40 --data "$2" --record "$WORK/run.json" > /dev/null
grep -q '"content"' "$WORK/run.json" || { echo "FAIL: the replay records no fingerprint"; exit 1; }
ERRORS="$("$GAME" --replay "$WORK/run.json" --headless --data "$2" 2>&1 > /dev/null)"
[ -z "$ERRORS" ] || { echo "FAIL: the same data gave: $ERRORS"; exit 1; }

cp -r "$2" "$WORK/data"
sed -i '0,/"description": "/s//"description": "Changed. /' "$WORK/data/monsters.json"
ERRORS="$("$GAME" --replay "$WORK/run.json" --headless --data "$WORK/data" 2>&1 > /dev/null)"
echo "$ERRORS"
EXPECTED="recorded with monsters.json as it was; it has changed since"
grep -q "$EXPECTED" <<<"$ERRORS" || { echo "FAIL: no message saying: $EXPECTED"; exit 1; }

# Data that changes play: the hash differs, and the message blames the data, not the game.
sed -i '0,/"max_hp": \([0-9]*\)/s//"max_hp": 1\1/' "$WORK/data/player.json"
set +e
ERRORS="$("$GAME" --replay "$WORK/run.json" --headless --data "$WORK/data" 2>&1 > /dev/null)"
STATUS=$?
set -e
echo "$ERRORS"
[ "$STATUS" -eq 1 ] || { echo "FAIL: expected exit code 1 for a changed player, got $STATUS"; exit 1; }
grep -q "monsters.json and player.json as they were" <<<"$ERRORS" || { echo "FAIL: the changed files are not named"; exit 1; }
grep -q "the game data has changed since it was recorded" <<<"$ERRORS" || { echo "FAIL: the hash is not put down to the data"; exit 1; }
