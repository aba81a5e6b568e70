// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// The files of sprites and sounds, named for what they hold: "sprites/neo_mouse.txt" is the sprite
// "neo_mouse", "sounds/hit.wav" the sound "hit".

// The asset a file names: its file name without folders and extension.
std::string asset_name_of(const std::string& file_name);

// Every file directly inside `folder` whose name ends in `extension` (".txt"), sorted by file name.
// Anything but a folder is listed, so that a named pipe or a broken link is reported, not skipped.
std::vector<std::filesystem::path> list_asset_files(const std::filesystem::path& folder,
                                                    std::string_view extension = ".txt");

}  // namespace core
