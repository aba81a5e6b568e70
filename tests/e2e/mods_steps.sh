#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs inside Xvfb: the Mods screen of the title, with the keyboard and with the mouse. The fixture mod
# in the player's mods folder is switched off and on again, each choice saved in settings.json and its
# tick drawn; a broken mod in the folder does not keep the game from starting.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/window_session.sh"

MODS="$XDG_DATA_HOME/mouseking/mods"
SETTINGS="$XDG_DATA_HOME/mouseking/settings.json"
mkdir -p "$MODS"
cp -r "$FIXTURE_MOD" "$MODS/fixture_mod"

# The first row's switch, in the screenshot (the window sits 40 pixels down the screen): a green tick when on.
green_in_first_switch() {
  convert "$OUT/$1.png" -crop 26x26+154+221 +repage -format %c histogram:info:- | grep -c "(110,220,120" || true
}

# Keyboard: the title's fifth button (no saved run) is Mods; Space switches the focused mod.
start_game --seed 42
press Down Down Down Down Return
screenshot 01-mods-on
[ "$(green_in_first_switch 01-mods-on)" -gt 0 ] || { echo "FAIL: the fixture mod is not shown on" >&2; exit 1; }
press space
screenshot 02-mods-off
[ "$(green_in_first_switch 02-mods-off)" -eq 0 ] || { echo "FAIL: the fixture mod still shows its tick" >&2; exit 1; }
grep -q '"disabled": \["fixture_mod"\]' "$SETTINGS" || { echo "FAIL: the choice was not saved:" >&2; cat "$SETTINGS" >&2; exit 1; }
press Escape
stop_game

# Mouse: the choice was kept; the Mods button (centre 640,570 in the window) and the switch turn it on.
start_game --seed 42
click_at 640 570
screenshot 03-mods-kept-off
[ "$(green_in_first_switch 03-mods-kept-off)" -eq 0 ] || { echo "FAIL: the saved choice was not kept" >&2; exit 1; }
click_at 166 194
screenshot 04-mods-on-again
[ "$(green_in_first_switch 04-mods-on-again)" -gt 0 ] || { echo "FAIL: a click did not switch the mod on" >&2; exit 1; }
grep -q '"disabled": \[\]' "$SETTINGS" || { echo "FAIL: the click's choice was not saved:" >&2; cat "$SETTINGS" >&2; exit 1; }
click_at 640 642
stop_game

# A mod with a broken file: the game starts without the folder's mods, and says why on stderr.
mkdir -p "$MODS/zz_broken"
printf '{ "id": "zz_broken", "name": "Broken", "version": "1" }\n' >"$MODS/zz_broken/mod.json"
printf '{ "monsters": [ { "name": "Oops", } ] }\n' >"$MODS/zz_broken/monsters.json"
start_game --seed 42
screenshot 05-started-without-mods
grep -q 'zz_broken/monsters.json:1:' "$OUT/game.log" || { echo "FAIL: the broken mod was not named" >&2; exit 1; }
# The Mods screen says why, in red under the list (the second row's place and below).
click_at 640 570
screenshot 06-mods-say-why
red=$(convert "$OUT/06-mods-say-why.png" -crop 1000x60+140+360 +repage -format %c histogram:info:- | grep -c "(235,90,80" || true)
[ "$red" -gt 0 ] || { echo "FAIL: the Mods screen does not show the broken mod's errors" >&2; exit 1; }
stop_game

echo "window test passed; screenshots in $OUT"
