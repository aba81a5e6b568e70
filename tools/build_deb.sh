#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the Debian package, mouseking_VERSION_ARCH.deb, and prints its path:
#   tools/build_deb.sh [BUILD_DIR]      (default build-deb/)
#   sudo apt-get install ./build-deb/mouseking_*.deb
# The game is built as tools/play.sh builds it, for /usr with Debian's layout for games: the
# binary in /usr/games, its files in /usr/share/games/mouseking, the desktop entry, icon and
# manual page in /usr/share. CPack strips the binary and finds the libraries it depends on.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

DEB_DIR="${1:-$ROOT/build-deb}"
# dpkg-shlibdeps (dpkg-dev) lists the libraries the binary links; file tells CPack which files are programs.
install_missing_packages "${RUNTIME_PACKAGES[@]}" dpkg-dev file

LAYOUT=(CMAKE_INSTALL_PREFIX MOUSEKING_INSTALL_BINDIR MOUSEKING_INSTALL_DATADIR)
cached() { sed -n "s/^$1:[A-Z]*=//p" "$DEB_DIR/CMakeCache.txt"; }

# A new folder builds the game alone. An existing one (CI's build/) keeps its targets and only
# changes where things are installed, so nothing is compiled again; its layout is put back after.
NEW_BUILD=()
RESTORE=()
if [ -f "$DEB_DIR/CMakeCache.txt" ]; then
  for variable in "${LAYOUT[@]}"; do RESTORE+=("-D$variable=$(cached "$variable")"); done
else
  NEW_BUILD=(-DMOUSEKING_BUILD_TESTS=OFF -DMOUSEKING_BUILD_BENCHMARK=OFF)
fi
build_in "$DEB_DIR" "${NEW_BUILD[@]}" -DCMAKE_INSTALL_PREFIX=/usr -DMOUSEKING_INSTALL_BINDIR=games \
  -DMOUSEKING_INSTALL_DATADIR=share/games/mouseking
rm -f "$DEB_DIR"/mouseking_*.deb
(cd "$DEB_DIR" && cpack -G DEB >/dev/null)
[ ${#RESTORE[@]} -eq 0 ] || cmake -S "$ROOT" -B "$DEB_DIR" "${RESTORE[@]}" >/dev/null
ls "$DEB_DIR"/mouseking_*.deb
