// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace packer {

// What the command line asked the packer to do.
struct PackerOptions {
  std::filesystem::path palette_file;
  std::filesystem::path sprite_folder;
  std::filesystem::path image_file;
  std::filesystem::path index_file;
  std::optional<std::string> icon_sprite;  // Also write an icon when set.
  std::filesystem::path icon_file;
  int icon_scale = 4;
  bool show_help = false;
};

// Options, or a message saying what is wrong with the command line.
struct OptionsResult {
  std::optional<PackerOptions> options;
  std::string error;
};

// `arguments` excludes the program name.
OptionsResult parse_packer_options(const std::vector<std::string_view>& arguments);

std::string packer_usage();

}  // namespace packer
