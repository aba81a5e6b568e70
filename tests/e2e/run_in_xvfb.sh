#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: run_in_xvfb.sh GAME_BINARY OUTPUT_DIR STEPS_SCRIPT
# Runs a real-window test script under a virtual X server. Exits 77 (which
# ctest reports as skipped) when Xvfb or xdotool cannot be had.
set -euo pipefail
for tool in xvfb-run xdotool import; do
  if ! command -v "$tool" >/dev/null; then
    echo "SKIPPED: '$tool' is not installed (tools/test.sh installs it on Debian)"
    exit 77
  fi
done
export GAME="$1" OUT="$2"
mkdir -p "$OUT"
export SDL_AUDIODRIVER=dummy
# The player's folder (saves, scores, replays) starts empty for every test
# and never touches the real one.
export XDG_DATA_HOME="$OUT/user-data"
rm -rf "$XDG_DATA_HOME"
# The X server's client libraries and Mesa leak memory of their own; our own
# leaks are checked by the headless tests under the dummy video driver.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
# A test may ask for a bigger screen than the window, as a desktop has (XVFB_SCREEN=1600x1000).
xvfb-run -a -s "-screen 0 ${XVFB_SCREEN:-1280x800}x24" bash "$3"
