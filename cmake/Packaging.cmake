# SPDX-License-Identifier: MIT
# The Debian package: `cpack -G DEB` in a build configured for /usr with Debian's layout for
# games (tools/build_deb.sh does both) packs what `cmake --install` installs, plus the files
# Debian asks of every package: a copyright file and a changelog.
set(MOUSEKING_DOC_DIR "${CMAKE_INSTALL_DATADIR}/doc/mouseking")
install(FILES "${PROJECT_SOURCE_DIR}/assets/package/copyright" DESTINATION "${MOUSEKING_DOC_DIR}")
set(MOUSEKING_CHANGELOG "${CMAKE_BINARY_DIR}/changelog")
add_custom_command(OUTPUT "${MOUSEKING_CHANGELOG}.gz"
  COMMAND "${CMAKE_COMMAND}" -E copy "${PROJECT_SOURCE_DIR}/assets/package/changelog" "${MOUSEKING_CHANGELOG}"
  COMMAND gzip -9nf "${MOUSEKING_CHANGELOG}"
  DEPENDS "${PROJECT_SOURCE_DIR}/assets/package/changelog")
add_custom_target(mouseking_changelog ALL DEPENDS "${MOUSEKING_CHANGELOG}.gz")
install(FILES "${MOUSEKING_CHANGELOG}.gz" DESTINATION "${MOUSEKING_DOC_DIR}")

set(CPACK_PACKAGE_NAME mouseking)
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_VENDOR "The Mouse King developers")
set(CPACK_PACKAGE_CONTACT "The Mouse King developers <mouseking@example.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "turn-based roguelike about escaped lab mice")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "A lab researcher climbs a thirteen-floor dungeon to round up the
escaped mice, which have microchips in their brains, and to defeat the
Mouse King on the top floor. Turn-based and tile-based, played with the
keyboard or the mouse alone, with travel, auto-explore and look modes.
.
Its monsters, weapons, armour, microchips, items and floors are JSON
files that can be changed, and mods layered over them, without
recompiling.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # mouseking_VERSION_ARCH.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://example.org/mouseking")
# The SDL libraries come from what the binary links (dpkg-shlibdeps); the font is read at run time.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
set(CPACK_STRIP_FILES ON)
# Files 0644 and folders 0755 whatever the build machine's umask, as Debian requires.
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
                                                WORLD_READ WORLD_EXECUTE)
include(CPack)
