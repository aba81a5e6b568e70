#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: no_user_folder.sh GAME_BINARY
# A data folder where the player's folder cannot be made (here a file, which
# stops mkdir even for root): the game must say that nothing will be kept, and
# must not use the folder it was started from instead.
set -euo pipefail
GAME="$1"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
touch "$WORK/not-a-folder"
mkdir "$WORK/started-here"
cd "$WORK/started-here"
# A broken save here would be found and set aside as save.json.bak by a game that fell back to this folder.
echo "not a save" >save.json
XDG_DATA_HOME="$WORK/not-a-folder" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
  "$GAME" --quit-after-frames 2 >"$WORK/log" 2>&1 || { cat "$WORK/log"; exit 1; }
cat "$WORK/log"
[ "$(ls -A)" = "save.json" ] || { echo "FAIL: the game used the folder it was started from: $(ls -A)"; exit 1; }
[ "$(cat save.json)" = "not a save" ] || { echo "FAIL: the game changed save.json in the folder it was started from"; exit 1; }
grep -q "will not be kept" "$WORK/log" || { echo "FAIL: the game did not say that nothing will be kept"; exit 1; }
