#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# --summary writes the bot's run summary: the same bytes for the same seed, naming how the run ended as the
# bot's own line says, with its last messages; without --autoplay it is refused.
#   autoplay_summary.sh MOUSEKING
set -euo pipefail
game=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# Seed 16 dies within 5000 turns with the shipped data; a death is what the summary's cause line shows.
line=$("$game" --autoplay --seed 59 --turns 5000 --summary "$dir/a.txt")
"$game" --autoplay --seed 59 --turns 5000 --summary "$dir/b.txt" >/dev/null
cmp "$dir/a.txt" "$dir/b.txt"
cause=$(sed -n 's/.*"cause":"\([^"]*\)".*/\1/p' <<<"$line")
[[ $cause == "Killed by "* ]] || { echo "seed 59 no longer dies within 5000 turns: $line" >&2; exit 1; }
grep -qxF "  $cause." "$dir/a.txt" || { echo "the summary does not name the cause \"$cause\"" >&2; exit 1; }
grep -qx 'Last messages' "$dir/a.txt"
if "$game" --summary "$dir/c.txt" 2>/dev/null; then
  echo "--summary without --autoplay was accepted" >&2
  exit 1
fi
