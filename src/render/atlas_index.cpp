// SPDX-License-Identifier: MIT
#include "render/atlas_index.h"

#include <algorithm>
#include <limits>
#include <nlohmann/json.hpp>
#include <vector>

#include "core/file_reader.h"
#include "json/document.h"
#include "json/field_wording.h"
#include "json/object_reader.h"

namespace render {

namespace {

using Json = nlohmann::json;
namespace expect = json::expect;

// What the index holds is shown as written: it is the game's own file, or a modder's.
std::string must_be(std::string_view expected, const Json* found) {
  return json::must_be(expected, found, json::Found::AsWritten);
}

class IndexReader {
 public:
  explicit IndexReader(const std::string& file_name) : file_(file_name) {}

  AtlasIndexResult read(const json::Document& document) {
    if (!document.root().is_object()) {
      complain("the file " + must_be("one JSON object", &document.root()));
      return finish();
    }
    json::ObjectReader index(document, json::Pointer());
    read_image(index);
    read_tile_size(index);
    read_sprites(index);
    return finish();
  }

 private:
  void read_image(json::ObjectReader& index) {
    const Json* image = index.read("image");
    if (image != nullptr && image->is_string() && !image->get<std::string>().empty()) {
      index_.image_file = image->get<std::string>();
    } else {
      complain("\"image\" " + must_be("the atlas image's file name", image));
    }
  }

  void read_tile_size(json::ObjectReader& index) {
    const Json* tile_size = index.read("tile_size");
    if (tile_size == nullptr) return;  // Optional; 16 by default.
    read_whole_number("", "tile_size", tile_size, 1, index_.tile_size);
  }

  void read_sprites(json::ObjectReader& index) {
    const Json* sprites = index.read("sprites");
    if (sprites == nullptr || !sprites->is_object()) {
      complain("\"sprites\" " + must_be("an object of named rectangles", sprites));
      return;
    }
    json::ObjectReader named = index.member("sprites");
    for (const auto& [name, rect] : sprites->items()) read_sprite(name, rect, named.member(name));
    if (!sprites->contains(kMissingSpriteName)) {
      complain("\"sprites\" must include \"" + std::string(kMissingSpriteName) +
               "\", the sprite drawn for unknown names");
    }
  }

  void read_sprite(const std::string& name, const Json& value, json::ObjectReader rect) {
    const std::string sprite = "sprite \"" + name + "\"";
    if (!value.is_object()) {
      complain(sprite + " " + must_be("an object {x, y, w, h}", &value));
      return;
    }
    const std::string where = sprite + ": ";
    AtlasRect read_rect;
    bool valid = read_whole_number(where, "x", rect.read("x"), 0, read_rect.x);
    valid = read_whole_number(where, "y", rect.read("y"), 0, read_rect.y) && valid;
    valid = read_whole_number(where, "w", rect.read("w"), 1, read_rect.w) && valid;
    valid = read_whole_number(where, "h", rect.read("h"), 1, read_rect.h) && valid;
    if (valid) index_.sprites[name] = read_rect;
  }

  bool read_whole_number(const std::string& where, const char* key, const Json* value, int minimum, int& target) {
    constexpr int kMost = std::numeric_limits<int>::max();
    if (const std::optional<int> number = value ? json::whole_number_within(*value, minimum, kMost) : std::nullopt) {
      target = *number;
      return true;
    }
    complain(where + '"' + key + "\" " + must_be(expect::whole_number(minimum, kMost), value));
    return false;
  }

  void complain(const std::string& problem) { problems_.push_back(file_ + ": " + problem); }

  AtlasIndexResult finish() {
    if (problems_.empty()) return {std::move(index_), {}};
    std::string joined;
    for (const auto& problem : problems_) {
      if (!joined.empty()) joined += '\n';
      joined += problem;
    }
    return {std::nullopt, joined};
  }

  std::string file_;
  AtlasIndex index_;
  std::vector<std::string> problems_;
};

bool is_blank(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; });
}

}  // namespace

AtlasIndexResult parse_atlas_index(std::string_view json_text, const std::string& file_name) {
  if (is_blank(json_text)) {
    return {std::nullopt, file_name + ": expected a JSON object, found an empty file"};
  }
  const json::ParseResult parsed = json::read_document(json_text);
  if (!parsed.document) {
    const json::SyntaxError& error = *parsed.error;
    return {std::nullopt, file_name + ':' + std::to_string(error.position.line) + ':' +
                              std::to_string(error.position.column) + ": " + error.message};
  }
  return IndexReader(file_name).read(*parsed.document);
}

AtlasIndexResult load_atlas_index(const std::filesystem::path& path) {
  // The packer writes a few kilobytes per hundred sprites; this leaves room for thousands.
  constexpr std::size_t kAtlasIndexFileLimit = 4 * 1024 * 1024;
  const core::FileRead read = core::read_regular_file(path, kAtlasIndexFileLimit);
  if (core::is_missing(read)) {
    return {std::nullopt, path.string() + ": cannot read the atlas index: no such file"};
  }
  if (!read.ok()) return {std::nullopt, path.string() + ": cannot read the atlas index: " + read.error()};
  return parse_atlas_index(*read, path.string());
}

}  // namespace render
