#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Plays seeds 1..SEEDS with the autoplay bot and prints how the runs went (the game's --balance report:
# the deepest floor reached, the win rate with its interval, the top causes of death, the averages).
# For tuning data/*.json: run it before and after, or compare two data sets in one go with
# -- --against DIR or -- --against-mod DIR.
#
# Usage: tools/balance_report.sh BUILD_DIR [SEEDS] [-- EXTRA MOUSEKING FLAGS]
#   e.g. tools/balance_report.sh build 200 -- --data mods/hard
set -euo pipefail

if [[ $# -lt 1 ]]; then
  echo "usage: $0 BUILD_DIR [SEEDS] [-- extra mouseking flags]" >&2
  exit 2
fi
build_dir=$1
shift
seeds=200
if [[ $# -gt 0 && $1 != "--" ]]; then
  seeds=$1
  shift
fi
[[ $# -gt 0 && $1 == "--" ]] && shift

game="$build_dir/bin/mouseking"
if [[ ! -x $game ]]; then
  echo "$0: no game binary at $game; build the mouseking target first" >&2
  exit 1
fi
exec "$game" --balance --seeds "1-$seeds" "$@"
