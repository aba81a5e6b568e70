// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace render {

// The folder holding atlas.png, atlas.json and the default data/: the
// share/mouseking folder beside the binary's bin/ folder, which is where both
// the build tree and `cmake --install` put it, or share/games/mouseking beside
// games/, where the Debian package puts it. nullopt when none is found.
std::optional<std::filesystem::path> find_resource_dir();

// What is missing when find_resource_dir() finds nothing, for a message: the atlas.json of a
// share/mouseking folder that lacks it, or the folders where no share/mouseking was found.
std::string missing_resources_text();

}  // namespace render
