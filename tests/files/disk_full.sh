#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: disk_full.sh FAULT_WRITER DATA_DIR RESOURCE_DIR
# The player's folder on a small tmpfs that then fills up: saving the run, the
# high scores and the settings, and an F12 screenshot, must each fail with the
# reason, keep the previous file byte for byte and leave no temporary or
# cut-short file. Needs root to mount; skipped (exit 77) otherwise.
set -euo pipefail
WRITER="$1"
DATA="$2"
RESOURCES="$3"
if [ "$(id -u)" -ne 0 ]; then
  echo "SKIP: mounting a small tmpfs needs root"
  exit 77
fi
WORK="$(mktemp -d)"
DISK="$WORK/disk"
mkdir -p "$DISK"
if ! mount -t tmpfs -o size=8m tmpfs "$DISK" 2>"$WORK/mount.err"; then
  echo "SKIP: cannot mount a tmpfs here: $(cat "$WORK/mount.err")"
  rm -rf "$WORK"
  exit 77
fi
trap 'umount "$DISK"; rm -rf "$WORK"' EXIT
USER_DIR="$DISK/mouseking"
mkdir -p "$USER_DIR/screenshots" "$WORK/before"
fail() {
  echo "FAIL: $*"
  exit 1
}

"$WRITER" once "$USER_DIR" "$DATA" || fail "the files could not be written on an empty disk"
FILES=(save.json highscores.json settings.json)
for file in "${FILES[@]}"; do cp "$USER_DIR/$file" "$WORK/before/$file"; done
dd if=/dev/zero of="$DISK/filler" bs=64k >/dev/null 2>&1 || true
echo "disk: $(df -k "$DISK" | tail -1)"

set +e
"$WRITER" once "$USER_DIR" "$DATA" >"$WORK/write.out" 2>&1
write_status=$?
"$WRITER" screenshot "$USER_DIR/screenshots" "$RESOURCES" >"$WORK/shot.out" 2>&1
shot_status=$?
set -e
cat "$WORK/write.out" "$WORK/shot.out"

[ "$write_status" -eq 1 ] || fail "saving on a full disk reported success (status $write_status)"
for what in save "high scores" settings; do
  grep -q "^$what: .*No space left on device" "$WORK/write.out" || fail "no reason given for the $what"
done
for file in "${FILES[@]}"; do
  cmp -s "$WORK/before/$file" "$USER_DIR/$file" || fail "$file changed on a full disk"
done
[ "$shot_status" -eq 1 ] || fail "a screenshot on a full disk reported success (status $shot_status)"
grep -q "^screenshot: .*No space left on device" "$WORK/shot.out" || fail "no reason given for the screenshot"
[ -z "$(ls -A "$USER_DIR/screenshots")" ] || fail "a full disk left a screenshot file: $(ls "$USER_DIR/screenshots")"
[ -z "$(find "$USER_DIR" -name '*.tmp')" ] || fail "a temporary file was left: $(find "$USER_DIR" -name '*.tmp')"
"$WRITER" check "$USER_DIR" "$DATA" || fail "the kept files no longer load"
echo "full disk: every write failed with its reason, the previous files are intact, nothing half-written is left"
