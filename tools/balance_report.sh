#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Plays seeds 1..SEEDS with the autoplay bot and prints how the runs went:
# the deepest floor reached, the win rate, the top causes of death and the
# average length of a run. For tuning data/*.json: run it before and after.
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
extra_flags=("$@")

game="$build_dir/bin/mouseking"
if [[ ! -x $game ]]; then
  echo "$0: no game binary at $game; build the mouseking target first" >&2
  exit 1
fi
command -v jq >/dev/null || { echo "$0: needs jq" >&2; exit 1; }

lines=$(mktemp)
trap 'rm -f "$lines"' EXIT
# Two runs at a time: the runs are independent and the order of lines does not matter.
seq 1 "$seeds" | xargs -P 2 -I{} "$game" --autoplay --seed {} "${extra_flags[@]}" >"$lines"

jq -rs --argjson seeds "$seeds" '
  def pct(n): (n * 1000 / $seeds | round / 10 | tostring) + "%";
  "Runs: \($seeds)",
  "",
  "Deepest floor reached:",
  (group_by(.deepest_floor)[] | "  floor \(.[0].deepest_floor | tostring | (" " * (2 - length)) + .): \(length | tostring | (" " * (4 - length)) + .)  \(pct(length))"),
  "Reached floor 5 or higher: \(map(select(.deepest_floor >= 5)) | length) (\(pct(map(select(.deepest_floor >= 5)) | length)))",
  "",
  "Outcomes:",
  (group_by(.outcome)[] | "  \(.[0].outcome): \(length) (\(pct(length)))"),
  "Win rate: \(pct(map(select(.outcome == "won")) | length))",
  "",
  "Top causes of death:",
  (map(select(.outcome == "died") | .cause | sub(" on floor [0-9]+$"; "")) | group_by(.) | map({cause: .[0], n: length})
     | sort_by(-.n, .cause) | .[:5][] | "  \(.n) \(.cause)"),
  "",
  "Average turns per run: \(map(.turns) | add / length | round)",
  "Average level at the end: \(map(.level) | add / length * 10 | round / 10)"
' "$lines"
