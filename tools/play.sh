#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Sets up, builds and launches Mouse King; arguments go to the game (try --help).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

install_missing_packages "${RUNTIME_PACKAGES[@]}"
build_game_only
exec "$BUILD_DIR/bin/mouseking" "$@"
