// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "packer_options.h"

using packer::parse_packer_options;

namespace {

const std::vector<std::string_view> kRequired = {"--palette",   "p.txt",     "--sprites",   "sprites",
                                                 "--out-image", "atlas.png", "--out-index", "atlas.json"};

std::vector<std::string_view> with(std::vector<std::string_view> more) {
  auto arguments = kRequired;
  arguments.insert(arguments.end(), more.begin(), more.end());
  return arguments;
}

}  // namespace

TEST_CASE("the four required options are read") {
  const auto result = parse_packer_options(kRequired);
  REQUIRE(result.options.has_value());
  CHECK(result.options->palette_file == "p.txt");
  CHECK(result.options->sprite_folder == "sprites");
  CHECK(result.options->image_file == "atlas.png");
  CHECK(result.options->index_file == "atlas.json");
  CHECK_FALSE(result.options->icon_sprite.has_value());
}

TEST_CASE("an icon needs a sprite name and an output file") {
  const auto full = parse_packer_options(with({"--icon", "mouse_king", "--icon-out", "icon.png", "--icon-scale", "8"}));
  REQUIRE(full.options.has_value());
  CHECK(full.options->icon_sprite == "mouse_king");
  CHECK(full.options->icon_scale == 8);

  const auto half = parse_packer_options(with({"--icon", "mouse_king"}));
  CHECK_FALSE(half.options.has_value());
  CHECK(half.error == "--icon NAME and --icon-out FILE go together");
}

TEST_CASE("a missing required option is named") {
  const auto result = parse_packer_options({"--palette", "p.txt"});
  CHECK_FALSE(result.options.has_value());
  CHECK(result.error == "missing --sprites DIR");
}

TEST_CASE("unknown options, missing values and bad scales are refused") {
  CHECK(parse_packer_options(with({"--colour"})).error == "unknown option \"--colour\"");
  CHECK(parse_packer_options(with({"--icon-scale"})).error == "--icon-scale needs a value");
  CHECK(parse_packer_options(with({"--icon-scale", "0"})).error == "bad value \"0\" for --icon-scale");
  CHECK(parse_packer_options(with({"--icon-scale", "4x"})).error == "bad value \"4x\" for --icon-scale");
}
