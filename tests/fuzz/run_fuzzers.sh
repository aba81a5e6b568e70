#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs every libFuzzer target of a -DMOUSEKING_FUZZ=ON build for a fixed time each; fails when any input
# crashes, leaks, trips a sanitizer or a target's checks, or runs out of time or memory.
#   tests/fuzz/run_fuzzers.sh BUILD_DIR SECONDS
# For each target it first re-runs tests/fuzz/regressions/<target>/* (inputs that once found a bug), then
# fuzzes for SECONDS from a copy of tests/fuzz/corpus/<target>/, so the checked-in corpus never changes.
# Targets run side by side, one a core (FUZZ_JOBS overrides how many at once); each still fuzzes for
# SECONDS of its own, and their reports are printed in order once all have finished.
# A failing input and the log are kept in BUILD_DIR/fuzz-artifacts/<target>/; reproduce with
#   BUILD_DIR/fuzz/<target> BUILD_DIR/fuzz-artifacts/<target>/crash-...
set -euo pipefail

FUZZ_SOURCE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# FUZZ_TARGETS="a b" fuzzes only those (a long local run of the readers a change touched).
ALL_TARGETS=(fuzz_json_document fuzz_content_file fuzz_data_folder fuzz_mod fuzz_atlas_index fuzz_sprite_file fuzz_sound_recipe
  fuzz_save_file fuzz_save_round_trip fuzz_scenario fuzz_settings fuzz_high_scores fuzz_balance_runs)
read -r -a TARGETS <<<"${FUZZ_TARGETS:-${ALL_TARGETS[*]}}"

if [ $# -ne 2 ]; then
  echo "usage: $0 BUILD_DIR SECONDS_PER_TARGET" >&2
  exit 2
fi
BUILD_DIR="$(cd "$1" && pwd)"
FUZZ_TIME="$2"

# A slow input is a bug too (a hostile file must not hang the game), as is a runaway allocation.
LIMITS=(-timeout=10 -rss_limit_mb=2048)
# Sanitizer reports end the run either way; this makes UBSan's readable.
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
failed=()

# Runs each saved regression input once, as a plain file, one at a time so that every failing one is named.
run_regressions() {
  local target="$1" artifacts="$2"
  local passed=0 failures=0 log
  for input in "$FUZZ_SOURCE/regressions/$target"/*; do
    [ -f "$input" ] || continue
    log="$artifacts/regression-$(basename "$input").log"
    if "$BUILD_DIR/fuzz/$target" "${LIMITS[@]}" "$input" >"$log" 2>&1; then
      passed=$((passed + 1))
    else
      failures=$((failures + 1))
      echo "$target: regression input ${input#"$FUZZ_SOURCE"/} fails again:"
      grep -E -m 3 'ERROR|SUMMARY|runtime error|broken promise|what\(\)' "$log" | sed 's/^/    /' || true
    fi
  done
  [ $((passed + failures)) -gt 0 ] && echo "$target: $passed of $((passed + failures)) regression inputs pass"
  [ "$failures" -eq 0 ]
}

# Fuzzes from a copy of the corpus and prints how much it did.
run_fuzzing() {
  local target="$1" artifacts="$2"
  local corpus="$WORK/$target"
  cp -r "$FUZZ_SOURCE/corpus/$target" "$corpus"
  local log="$artifacts/fuzz.log"
  local status=0 started=$SECONDS
  "$BUILD_DIR/fuzz/$target" "${LIMITS[@]}" -max_total_time="$FUZZ_TIME" -print_final_stats=1 \
    -dict="$FUZZ_SOURCE/content.dict" -artifact_prefix="$artifacts/" "$corpus" >"$log" 2>&1 || status=$?
  local runs cov
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
  cov="$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)"
  echo "$target: ${runs:-?} runs in $((SECONDS - started)) s, cov ${cov:-?}, corpus $(find "$corpus" -type f | wc -l) inputs"
  if [ "$status" -ne 0 ]; then
    echo "$target: failed (exit $status); log and input in $artifacts:"
    tail -n 40 "$log"
    return 1
  fi
}

# Checks one target; its report goes to $WORK/<target>.report. Only a target that got to the end and found
# nothing leaves $WORK/<target>.passed, so one that stopped on an error of the script counts as failed too.
check_target() {
  local target="$1"
  local artifacts="$BUILD_DIR/fuzz-artifacts/$target"
  mkdir -p "$artifacts"
  local target_ok=true
  run_regressions "$target" "$artifacts" || target_ok=false
  run_fuzzing "$target" "$artifacts" || target_ok=false
  $target_ok && : >"$WORK/$target.passed"
}

JOBS="${FUZZ_JOBS:-$(nproc)}"
for target in "${TARGETS[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n || true; done
  check_target "$target" >"$WORK/$target.report" 2>&1 &
done
wait
for target in "${TARGETS[@]}"; do
  cat "$WORK/$target.report"
  if [ ! -e "$WORK/$target.passed" ]; then failed+=("$target"); fi
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "Fuzzing failed: ${failed[*]}"
  exit 1
fi
echo "Fuzzing found nothing."
