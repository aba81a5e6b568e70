#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Shared by play.sh and test.sh: installs the Debian packages the game needs
# (only those missing), then configures and builds in build/.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${MOUSEKING_BUILD_DIR:-$ROOT/build}"

RUNTIME_PACKAGES=(cmake g++ pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev nlohmann-json3-dev
  doctest-dev fonts-dejavu-core)
# The real-window tests need an X server to run in, a mouse to click and a camera; the schema tests a
# JSON Schema validator.
TEST_PACKAGES=(xvfb xauth xdotool imagemagick x11-utils python3-jsonschema)

# Installs whichever of the given packages are not installed yet.
install_missing_packages() {
  local missing=()
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  as_root apt-get update -qq
  as_root apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# Installs a package the tests can do without, where this machine's package lists have it; says so where not.
install_if_available() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed" && return 0
  as_root apt-get update -qq
  if apt-cache show "$1" >/dev/null 2>&1; then
    install_missing_packages "$1"
  else
    echo "The package $1 is not available here: the tests that need it are skipped"
  fi
}

# Runs a command as root: directly when root already, else through sudo.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    DEBIAN_FRONTEND=noninteractive "$@"
  else
    sudo DEBIAN_FRONTEND=noninteractive "$@"
  fi
}

# Optimised with line tables (-g1): stack traces and sanitizer reports still
# name file and line, while full debug information (-g) would cost about a
# quarter more compile time. A later -DCMAKE_CXX_FLAGS_RELWITHDEBINFO wins.
RELEASE_FLAGS="-O2 -g1 -DNDEBUG"

# Configures an optimised build with debug information in the folder given
# first; the other arguments go to CMake.
configure_in() {
  local folder="$1"
  shift
  cmake -S "$ROOT" -B "$folder" -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=$RELEASE_FLAGS" \
    "$@" >/dev/null
}

# Configures and builds everything (the game, its tests, the benchmark) in the
# folder given first; the other arguments go to CMake.
build_in() {
  configure_in "$@"
  cmake --build "$1" --parallel "$(nproc)"
}

build_game() { build_in "$BUILD_DIR" "$@"; }

# Builds only the game and what it ships (the atlas, the sounds), not the tests:
# what a player needs, in a fraction of the time of the whole build.
build_game_only() {
  configure_in "$BUILD_DIR"
  cmake --build "$BUILD_DIR" --parallel "$(nproc)" --target mouseking
}
