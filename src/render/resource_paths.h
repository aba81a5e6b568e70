#pragma once

#include <filesystem>
#include <optional>

namespace render {

// The folder holding atlas.png, atlas.json and the default data/: the
// share/mouseking folder beside the binary's bin/ folder, which is where both
// the build tree and `cmake --install` put it. nullopt when neither is found.
std::optional<std::filesystem::path> find_resource_dir();

}  // namespace render
