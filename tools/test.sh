#!/usr/bin/env bash
# Sets up, builds and runs every test through ctest; fails when any test fails.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

install_missing_packages "${RUNTIME_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
# Warnings are errors here, so a warning never slips into main.
build_game -DMOUSEKING_WERROR=ON
cd "$BUILD_DIR"
ctest --output-on-failure --parallel "$(nproc)"
