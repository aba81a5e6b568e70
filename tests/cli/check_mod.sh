#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: check_mod.sh GAME_BINARY FIXTURE_MOD_DIR
# --check-data --mod on the fixture mod (with its own sprite) passes and names the mod; on a copy with one
# broken field, or one broken sprite pixel, it
# exits 1 and names the mod's file, line, column, entry and field.
set -euo pipefail
GAME="$1"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

OUTPUT="$("$GAME" --check-data --mod "$2" 2>&1)"
echo "$OUTPUT"
grep -q "^with mods: fixture_mod 1.0$" <<<"$OUTPUT" || { echo "FAIL: the mod is not named"; exit 1; }
grep -q ": 0 errors, 0 warnings$" <<<"$OUTPUT" || { echo "FAIL: the fixture mod does not check clean"; exit 1; }

# Checks the broken copy in $WORK/fixture_mod: exit code 1 and a line matching $1.
expect_error() {
  set +e
  OUTPUT="$("$GAME" --check-data --mod "$WORK/fixture_mod" 2>&1)"
  STATUS=$?
  set -e
  echo "$OUTPUT"
  [ "$STATUS" -eq 1 ] || { echo "FAIL: expected exit code 1, got $STATUS"; exit 1; }
  grep -Eq "$1" <<<"$OUTPUT" || { echo "FAIL: no message matching: $1"; exit 1; }
}

cp -r "$2" "$WORK/fixture_mod"
sed -i 's/"sight": 16,/"sight": "far",/' "$WORK/fixture_mod/monsters.json"
expect_error '^fixture_mod/monsters.json:8:16: monsters\[0\] "Ninja Mouse": "sight" must be a whole number from 1 to 100, found "far"$'

# The mod's own sprite is packed with the game's: the clean check above needed it. Broken, it is an error
# at the mod's sprite file, line and column.
sed -i '9s/kssRsk/kssWsk/' "$WORK/fixture_mod/sprites/ninja_mouse.txt"
sed -i 's/"sight": "far",/"sight": 16,/' "$WORK/fixture_mod/monsters.json"
expect_error "^fixture_mod/sprites/ninja_mouse.txt:9:12: expected a character from the palette, found 'W'$"
