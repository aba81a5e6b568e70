// SPDX-License-Identifier: MIT
#include "packer_options.h"

#include <charconv>
#include <map>

namespace packer {

namespace {

using Setter = bool (*)(PackerOptions&, std::string_view);

bool set_path(std::filesystem::path& path, std::string_view value) {
  path = std::filesystem::path(value);
  return !value.empty();
}

bool set_icon_scale(PackerOptions& options, std::string_view value) {
  int scale = 0;
  const auto* end = value.data() + value.size();
  const auto [stop, error] = std::from_chars(value.data(), end, scale);
  if (error != std::errc{} || stop != end || scale < 1 || scale > 64) {
    return false;
  }
  options.icon_scale = scale;
  return true;
}

const std::map<std::string_view, Setter>& option_setters() {
  static const std::map<std::string_view, Setter> setters = {
      {"--palette", [](PackerOptions& o, std::string_view v) { return set_path(o.palette_file, v); }},
      {"--sprites", [](PackerOptions& o, std::string_view v) { return set_path(o.sprite_folder, v); }},
      {"--out-image", [](PackerOptions& o, std::string_view v) { return set_path(o.image_file, v); }},
      {"--out-index", [](PackerOptions& o, std::string_view v) { return set_path(o.index_file, v); }},
      {"--icon",
       [](PackerOptions& o, std::string_view v) {
         o.icon_sprite = std::string(v);
         return !v.empty();
       }},
      {"--icon-out", [](PackerOptions& o, std::string_view v) { return set_path(o.icon_file, v); }},
      {"--icon-scale", set_icon_scale},
  };
  return setters;
}

std::string check_complete(const PackerOptions& options) {
  if (options.palette_file.empty()) return "missing --palette FILE";
  if (options.sprite_folder.empty()) return "missing --sprites DIR";
  if (options.image_file.empty()) return "missing --out-image FILE";
  if (options.index_file.empty()) return "missing --out-index FILE";
  if (options.icon_sprite.has_value() != !options.icon_file.empty()) {
    return "--icon NAME and --icon-out FILE go together";
  }
  return {};
}

}  // namespace

OptionsResult parse_packer_options(const std::vector<std::string_view>& arguments) {
  PackerOptions options;
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    const auto flag = arguments[i];
    if (flag == "--help" || flag == "-h") {
      options.show_help = true;
      return {options, {}};
    }
    const auto setter = option_setters().find(flag);
    if (setter == option_setters().end()) {
      return {std::nullopt, "unknown option \"" + std::string(flag) + '"'};
    }
    if (i + 1 == arguments.size()) {
      return {std::nullopt, std::string(flag) + " needs a value"};
    }
    const auto value = arguments[++i];
    if (!setter->second(options, value)) {
      return {std::nullopt, "bad value \"" + std::string(value) + "\" for " + std::string(flag)};
    }
  }
  if (auto problem = check_complete(options); !problem.empty()) {
    return {std::nullopt, problem};
  }
  return {options, {}};
}

std::string packer_usage() {
  return "usage: mouseking_atlas_packer --palette FILE --sprites DIR\n"
         "         --out-image atlas.png --out-index atlas.json\n"
         "         [--icon NAME --icon-out icon.png [--icon-scale 4]]\n"
         "\n"
         "Packs every 16x16 text sprite in DIR into one PNG atlas and a JSON\n"
         "index of named rectangles. Reports every problem as\n"
         "file:line:col: message, and exits 1 if there is any.\n";
}

}  // namespace packer
