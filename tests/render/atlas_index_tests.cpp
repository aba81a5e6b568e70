// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "render/atlas_index.h"

using render::load_atlas_index;
using render::parse_atlas_index;

namespace {

const char* const kGoodIndex = R"({
  "image": "atlas.png",
  "tile_size": 16,
  "sprites": {
    "missing": { "x": 1, "y": 1, "w": 16, "h": 16 },
    "neo_mouse": { "x": 18, "y": 1, "w": 16, "h": 16 }
  }
})";

// A file in the temporary folder that is removed when the test ends.
class TempFile {
 public:
  TempFile(const std::string& name, const std::string& text) : path_(std::filesystem::temp_directory_path() / name) {
    std::ofstream(path_, std::ios::binary) << text;
  }
  ~TempFile() { std::filesystem::remove(path_); }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;

  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

}  // namespace

TEST_CASE("a good atlas index gives every named rectangle") {
  const auto result = parse_atlas_index(kGoodIndex, "atlas.json");
  REQUIRE_MESSAGE(result.index.has_value(), result.error);
  CHECK(result.error.empty());
  CHECK(result.index->image_file == "atlas.png");
  CHECK(result.index->tile_size == 16);
  REQUIRE(result.index->sprites.size() == 2);
  const auto& neo = result.index->sprites.at("neo_mouse");
  CHECK(neo.x == 18);
  CHECK(neo.y == 1);
  CHECK(neo.w == 16);
  CHECK(neo.h == 16);
}

TEST_CASE("a syntax error names the file, line and column") {
  const auto result = parse_atlas_index("{\n  \"image\": \"atlas.png\",\n  \"sprites\": ,\n}", "atlas.json");
  CHECK_FALSE(result.index.has_value());
  CHECK(result.error == "atlas.json:3:14: expected a value, found ','");
}

TEST_CASE("a syntax error on the first line counts columns from 1") {
  const auto result = parse_atlas_index("{\"image\" 1}", "a.json");
  CHECK(result.error.rfind("a.json:1:10: ", 0) == 0);
}

TEST_CASE("a field of the wrong type names the sprite, field and value") {
  std::string text = kGoodIndex;
  text.replace(text.find("\"w\": 16, \"h\": 16 }\n  }"), 7, "\"w\": \"abc\"");
  const auto result = parse_atlas_index(text, "atlas.json");
  CHECK_FALSE(result.index.has_value());
  CHECK(result.error ==
        "atlas.json: sprite \"neo_mouse\": \"w\" must be a whole number of 1 or more, "
        "found \"abc\"");
}

TEST_CASE("zero or negative sizes and negative places are refused") {
  const auto result = parse_atlas_index(R"({"image": "a.png", "sprites": {
      "missing": {"x": -1, "y": 0, "w": 0, "h": -16}}})",
                                        "atlas.json");
  CHECK_FALSE(result.index.has_value());
  CHECK(result.error ==
        "atlas.json: sprite \"missing\": \"x\" must be a whole number of 0 or more, found -1\n"
        "atlas.json: sprite \"missing\": \"w\" must be a whole number of 1 or more, found 0\n"
        "atlas.json: sprite \"missing\": \"h\" must be a whole number of 1 or more, found -16");
}

TEST_CASE("a missing field is reported as missing") {
  const auto result =
      parse_atlas_index(R"({"image": "a.png", "sprites": {"missing": {"x": 1, "y": 1, "w": 16}}})", "atlas.json");
  CHECK(result.error == "atlas.json: sprite \"missing\": \"h\" must be a whole number of 1 or more and is missing");
}

TEST_CASE("an index without sprites is refused") {
  const auto result = parse_atlas_index(R"({"image": "a.png"})", "atlas.json");
  CHECK_FALSE(result.index.has_value());
  CHECK(result.error == "atlas.json: \"sprites\" must be an object of named rectangles and is missing");
}

TEST_CASE("an index without the \"missing\" sprite is refused") {
  const auto result = parse_atlas_index(
      R"({"image": "a.png", "sprites": {"floor": {"x": 1, "y": 1, "w": 16, "h": 16}}})", "atlas.json");
  CHECK_FALSE(result.index.has_value());
  CHECK(result.error ==
        "atlas.json: \"sprites\" must include \"missing\", the sprite drawn "
        "for unknown names");
}

TEST_CASE("a sprite named twice is an error, not a silent choice of the last one") {
  const auto result = parse_atlas_index(
      "{\"image\": \"a.png\", \"sprites\": {\n  \"missing\": {\"x\": 1, \"y\": 1, \"w\": 16, \"h\": 16},\n"
      "  \"missing\": {\"x\": 2, \"y\": 1, \"w\": 16, \"h\": 16}}}",
      "atlas.json");
  CHECK_FALSE(result.index.has_value());
  CHECK(result.error == "atlas.json:3:3: the key \"missing\" appears twice in this object (first at line 2, column 3)");
}

TEST_CASE("a top level that is not an object is refused") {
  const auto result = parse_atlas_index("[1, 2]", "atlas.json");
  CHECK(result.error == "atlas.json: the file must be one JSON object, found [1,2]");
}

TEST_CASE("an empty file is an error, not an empty atlas") {
  const auto result = parse_atlas_index(" \n", "atlas.json");
  CHECK_FALSE(result.index.has_value());
  CHECK(result.error == "atlas.json: expected a JSON object, found an empty file");
}

TEST_CASE("loading reads the file and names it in errors") {
  const TempFile good("mouseking_atlas_index_good.json", kGoodIndex);
  const auto loaded = load_atlas_index(good.path());
  REQUIRE_MESSAGE(loaded.index.has_value(), loaded.error);
  CHECK(loaded.index->sprites.count("missing") == 1);

  const TempFile bad("mouseking_atlas_index_bad.json", "{\"image\": }");
  const auto failed = load_atlas_index(bad.path());
  CHECK(failed.error.rfind(bad.path().string() + ":1:11: ", 0) == 0);
}

TEST_CASE("a missing file is an error that names its path") {
  const auto path = std::filesystem::temp_directory_path() / "mouseking_no_such_atlas.json";
  const auto result = load_atlas_index(path);
  CHECK_FALSE(result.index.has_value());
  CHECK(result.error == path.string() + ": cannot read the atlas index: no such file");
}
