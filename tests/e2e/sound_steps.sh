#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs inside Xvfb, with SDL's "disk" audio driver writing what the game plays to a file: swinging
# at a Tough Mouse is heard; the same fight after F8 (mute) is silent, and so is the next start,
# since the mute is saved.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_session.sh"
SCENARIO="$(dirname "${BASH_SOURCE[0]}")/sound_scenario.json"

# No music, so that only the effects can make a sound.
SETTINGS="$XDG_DATA_HOME/mouseking/settings.json"
mkdir -p "$(dirname "$SETTINGS")"
printf '{ "sound": { "master": 100, "effects": 100, "music": 0 } }\n' >"$SETTINGS"
export SDL_AUDIODRIVER=disk

# The loudest 16-bit sample of a raw recording, of 32767.
loudest() {
  od -An -v -t d2 -w2 "$1" | awk 'function abs(x) { return x < 0 ? -x : x } { if (abs($1) > m) m = abs($1) } END { print m + 0 }'
}

# Plays the scenario: the mouse stands right of the player, so Right is a swing at it.
fight() {
  export SDL_DISKAUDIOFILE="$OUT/$1.raw"
  start_game --scenario "$SCENARIO"
  press "${@:2}" Right Right Right Right Right
  sleep 0.6
  stop_game
}

fight heard
heard=$(loudest "$OUT/heard.raw")
[ "$heard" -gt 3000 ] || { echo "FAIL: the fight was not heard (loudest sample $heard)" >&2; exit 1; }
# Sounds that overlap at full volume leave headroom rather than clip at full scale.
[ "$heard" -lt 32767 ] || { echo "FAIL: the fight's sounds clipped (loudest sample $heard)" >&2; exit 1; }
grep -q "no sound" "$OUT/game.log" && { echo "FAIL: the game said it has no sound:" >&2; cat "$OUT/game.log" >&2; exit 1; }

fight muted F8
muted=$(loudest "$OUT/muted.raw")
[ "$muted" -eq 0 ] || { echo "FAIL: muted, the fight still made a sound (loudest sample $muted)" >&2; exit 1; }
grep -q '"muted": true' "$SETTINGS" || { echo "FAIL: the mute was not saved:" >&2; cat "$SETTINGS" >&2; exit 1; }

fight still_muted
still=$(loudest "$OUT/still_muted.raw")
[ "$still" -eq 0 ] || { echo "FAIL: the saved mute was not kept at the next start (loudest $still)" >&2; exit 1; }

echo "window test passed: loudest sample $heard with sound, 0 muted; recordings in $OUT"
