#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Sets up, builds and runs every test through ctest; fails when any test fails.
#   tools/test.sh          the normal build, then the same tests again built with
#                          AddressSanitizer and UndefinedBehaviorSanitizer (what CI runs)
#   tools/test.sh --quick  the normal build only
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

QUICK=false
[ "${1:-}" = "--quick" ] && QUICK=true

# Each stage's title, and how long the one before took: CI's time budget is
# spent here, so the log says where.
STAGE_STARTED=$SECONDS
stage() {
  [ -n "${STAGE_NAME:-}" ] && echo "-- $STAGE_NAME took $((SECONDS - STAGE_STARTED)) s"
  STAGE_NAME=$1
  STAGE_STARTED=$SECONDS
  echo "== $1 =="
}
trap '[ -n "${STAGE_NAME:-}" ] && echo "-- $STAGE_NAME took $((SECONDS - STAGE_STARTED)) s"' EXIT

stage "Packages"
install_missing_packages "${RUNTIME_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
# A headless browser opens the balance report as a designer would (Debian's chromium, where the archive has it).
install_if_available chromium

stage "Normal build (warnings are errors)"
build_game -DMOUSEKING_WERROR=ON
stage "Tests"
(cd "$BUILD_DIR" && ctest --output-on-failure --parallel "$(nproc)")

$QUICK && exit 0

stage "Debian package: built from the normal build, checked by lintian, installed, run and removed"
install_missing_packages lintian
DEB="$("$ROOT/tools/build_deb.sh" "$BUILD_DIR" | tail -n 1)"
lintian --fail-on error "$DEB"
# Installed only for this check, and only where no Mouse King package is installed already.
if dpkg-query -W -f='${Status}' mouseking 2>/dev/null | grep -q "install ok installed"; then
  echo "A mouseking package is installed already: the package is built and checked, not installed"
else
  as_root apt-get install -y -qq "$DEB" >/dev/null
  (cd "$(mktemp -d)" && /usr/games/mouseking --check-data && /usr/games/mouseking --autoplay --seed 1 --turns 300) ||
    { as_root apt-get remove -y -qq mouseking >/dev/null; echo "the installed package does not run"; exit 1; }
  as_root apt-get remove -y -qq mouseking >/dev/null
  echo "the package installs, runs from /usr/games and is removed"
fi

# The sanitizer builds compile at -O1: instrumented code at -O2 took about three
# times the compile time (the biggest stage of CI) for tests only slightly faster.
SANITIZER_FLAGS="-O1 -g1 -DNDEBUG"

stage "AddressSanitizer + UndefinedBehaviorSanitizer build"
SANITIZE_DIR="${BUILD_DIR}-sanitize"
build_in "$SANITIZE_DIR" -DMOUSEKING_WERROR=ON -DMOUSEKING_SANITIZE=ON -DMOUSEKING_BUILD_BENCHMARK=OFF \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=$SANITIZER_FLAGS"
# Any report ends the test with a failure; leaks are checked too (the real-window
# test turns leak checking off for itself: X and Mesa leak on their own).
export ASAN_OPTIONS="abort_on_error=1:detect_leaks=1:strict_string_checks=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
stage "Tests under the sanitizers"
# All but the sweep of every special room over 300 seeds of each of its floors (20,000 floors, over two
# minutes under the sanitizers): the normal build's tests run it, and these still build thousands of
# floors with rooms in them (the 200-seed floor test and the room tests).
(cd "$SANITIZE_DIR" && ctest --output-on-failure --parallel "$(nproc)" -E "placed on 300 seeds of every floor")

stage "Autoplay soak under the sanitizers: 100 seeded runs of up to 2000 turns"
# Whole games played by the bot, with every memory error and undefined behaviour fatal.
# An autoplay run writes no file, so the runs share the cores without sharing anything else.
soak_one() {
  "$SANITIZE_DIR/bin/mouseking" --autoplay --seed "$1" --turns 2000 >/dev/null ||
    { echo "autoplay soak failed on seed $1"; return 1; }
}
export -f soak_one
export SANITIZE_DIR
seq 1 100 | xargs -n 1 -P "$(nproc)" bash -c 'soak_one "$0"' || { echo "autoplay soak failed"; exit 1; }
echo "autoplay soak: 100 runs passed"
# The same with a mod that gives every shipped monster abilities, conditions and ways of moving: a
# bounded slice here (30 seeds); the 100-seed soak of the behaviours is run locally (tests/mods/README.md).
soak_with_abilities() {
  "$SANITIZE_DIR/bin/mouseking" --autoplay --seed "$1" --turns 2000 --mod "$ROOT/tests/mods/every_ability" >/dev/null ||
    { echo "autoplay soak with every ability failed on seed $1"; return 1; }
}
export -f soak_with_abilities
export ROOT
seq 1 30 | xargs -n 1 -P "$(nproc)" bash -c 'soak_with_abilities "$0"' || { echo "ability soak failed"; exit 1; }
echo "autoplay soak with every ability: 30 runs passed"

stage "libFuzzer targets (clang, AddressSanitizer + UndefinedBehaviorSanitizer)"
install_missing_packages clang libclang-rt-14-dev
FUZZ_DIR="${BUILD_DIR}-fuzz"
CC=clang CXX=clang++ cmake -S "$ROOT" -B "$FUZZ_DIR" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=$SANITIZER_FLAGS" -DMOUSEKING_FUZZ=ON \
  -DMOUSEKING_BUILD_TESTS=OFF -DMOUSEKING_BUILD_BENCHMARK=OFF >/dev/null
cmake --build "$FUZZ_DIR" --parallel "$(nproc)" --target mouseking_fuzz
# Re-checks every saved regression input, then fuzzes each target for 12 seconds (thirteen targets, one a core at a
# time; long runs are local, see tests/fuzz/README.md); any crash fails.
"$ROOT/tests/fuzz/run_fuzzers.sh" "$FUZZ_DIR" 12
