#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Retakes the pictures of docs/ in the real window (Xvfb), so they show the game as it is:
#   tools/take_docs_pictures.sh [BUILD_DIR]     (default build/; needs xvfb-run, xdotool, ImageMagick)
# docs/screenshot.png and docs/layers.svg are made elsewhere (by hand, and by tools/draw_layers.py).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export GAME="$(cd "${1:-$ROOT/build}" && pwd)/bin/mouseking"
export OUT="$(mktemp -d)" PICTURES="$ROOT/tools/docs_pictures" SDL_AUDIODRIVER=dummy
export XDG_DATA_HOME="$OUT/user-data"
trap 'rm -rf "$OUT"' EXIT

take() {  # take SCREEN STEPS...: one picture, in a fresh user folder, on a virtual screen of that size
  local screen="$1"
  shift
  rm -rf "$XDG_DATA_HOME"
  xvfb-run -a -s "-screen 0 ${screen}x24" bash -c "source '$ROOT/tests/e2e/window_session.sh'
    source '$PICTURES/shots.sh'; $*"
}

take 1280x720 shot_monsters_in_view
take 1280x720 shot_sight_overlay
take 1280x720 shot_inventory
take 1280x720 shot_special_room
take 1280x720 shot_options
take 1280x720 shot_controller
take 1920x1080 shot_display display-1920x1080 1920 1080 100 2
take 2560x1440 shot_display display-2x 2560 1440 200 4
for picture in monsters_in_view sight_overlay inventory special_room options controller display-1920x1080 display-2x; do
  cp "$OUT/$picture.png" "$ROOT/docs/$picture.png"
done
echo "docs/ pictures retaken; look at them before committing"
