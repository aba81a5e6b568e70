#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs inside Xvfb: the title's "Daily run" plays the seed of the day given by --today (the game
# otherwise reads today's UTC date), once. The next session finds that run saved and says to
# continue it; once the run is over (its save gone) the day's daily run is refused with a message;
# the next day's is offered again, with another seed.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_session.sh"

USER_FOLDER="$XDG_DATA_HOME/mouseking"
# daily_seed of "2026-12-04" and of "2026-12-05" (tests/game/daily_run_tests.cpp).
DECEMBER_4_SEED=610891238
DECEMBER_5_SEED=88558917

# 1. No saved run: Daily run is the second button (centre 640,444), under New game.
start_game --today 2026-12-04 --dump-state "$OUT/state.json"
screenshot 01-title-with-daily-run
click_at 640 444
sleep 0.3
screenshot 02-daily-run-floor-0
press Right
stop_game
expect_state '"scene": "dungeon"'
expect_state "\"seed\": $DECEMBER_4_SEED"
expect_state '"daily": "2026-12-04"'
grep -q '"started": "2026-12-04"' "$USER_FOLDER/daily.json" || { echo "FAIL: the daily run was not recorded" >&2; exit 1; }

# 2. The run is saved: Continue comes first, and Daily run (third, centre 640,486) points to it.
start_game --today 2026-12-04 --dump-state "$OUT/state.json"
click_at 640 486
screenshot 03-daily-run-is-the-saved-run
stop_game
expect_state '"scene": "title"'
expect_state "Today's daily run (2026-12-04) is your saved run: choose Continue to play on."

# 3. The run ended (a finished run leaves no save): the same day's daily run is refused.
rm "$USER_FOLDER/save.json"
start_game --today 2026-12-04 --dump-state "$OUT/state.json"
click_at 640 444
screenshot 04-daily-run-refused
stop_game
expect_state '"scene": "title"'
expect_state "Today's daily run (2026-12-04) has been played; a new one starts at 00:00 UTC."

# 4. The next day's daily run starts, with that day's seed.
rm -f "$USER_FOLDER/save.json"
start_game --today 2026-12-05 --dump-state "$OUT/state.json"
screenshot 05-title-next-day
click_at 640 444
stop_game
expect_state '"scene": "dungeon"'
expect_state "\"seed\": $DECEMBER_5_SEED"
expect_state '"daily": "2026-12-05"'

echo "window test passed; screenshots in $OUT"
