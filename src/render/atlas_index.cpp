// SPDX-License-Identifier: MIT
#include "render/atlas_index.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <nlohmann/json.hpp>
#include <vector>

#include "core/file_reader.h"
#include "json/describe_found.h"
#include "json/document.h"

namespace render {

namespace {

using Json = nlohmann::json;

std::string quote_value(const Json* value) {
  return value == nullptr ? "nothing" : json::describe_found(*value);
}

const Json* find_field(const Json& object, const char* key) {
  const auto found = object.find(key);
  return found == object.end() ? nullptr : &*found;
}

bool is_int_at_least(const Json* value, int minimum) {
  if (value == nullptr || !value->is_number_integer()) return false;
  constexpr auto kLargest = std::numeric_limits<int>::max();
  // Unsigned values above int64's range would wrap if read as signed.
  if (value->is_number_unsigned()) {
    return value->get<std::uint64_t>() <= static_cast<std::uint64_t>(kLargest) && value->get<std::int64_t>() >= minimum;
  }
  const auto number = value->get<std::int64_t>();
  return number >= minimum && number <= kLargest;
}

class IndexReader {
 public:
  explicit IndexReader(const std::string& file_name) : file_(file_name) {}

  AtlasIndexResult read(const Json& document) {
    if (!document.is_object()) {
      complain("expected a JSON object at the top, found " + quote_value(&document));
      return finish();
    }
    read_image(document);
    read_tile_size(document);
    read_sprites(find_field(document, "sprites"));
    return finish();
  }

 private:
  void read_image(const Json& document) {
    const auto* image = find_field(document, "image");
    if (image != nullptr && image->is_string() && !image->get<std::string>().empty()) {
      index_.image_file = image->get<std::string>();
    } else {
      complain("\"image\" must be the atlas image's file name, found " + quote_value(image));
    }
  }

  void read_tile_size(const Json& document) {
    const auto* tile_size = find_field(document, "tile_size");
    if (tile_size == nullptr) return;  // Optional; 16 by default.
    if (is_int_at_least(tile_size, 1)) {
      index_.tile_size = tile_size->get<int>();
    } else {
      complain("\"tile_size\" must be a positive integer, found " + quote_value(tile_size));
    }
  }

  void read_sprites(const Json* sprites) {
    if (sprites == nullptr || !sprites->is_object()) {
      complain("\"sprites\" must be an object of named rectangles, found " + quote_value(sprites));
      return;
    }
    for (const auto& [name, rect] : sprites->items()) read_sprite(name, rect);
    if (!sprites->contains(kMissingSpriteName)) {
      complain("\"sprites\" must include \"" + std::string(kMissingSpriteName) +
               "\", the sprite drawn for unknown names");
    }
  }

  void read_sprite(const std::string& name, const Json& rect) {
    const std::string where = "sprite \"" + name + "\": ";
    if (!rect.is_object()) {
      complain(where + "expected an object {x, y, w, h}, found " + quote_value(&rect));
      return;
    }
    AtlasRect read_rect;
    bool valid = read_int(rect, where, "x", 0, read_rect.x);
    valid = read_int(rect, where, "y", 0, read_rect.y) && valid;
    valid = read_int(rect, where, "w", 1, read_rect.w) && valid;
    valid = read_int(rect, where, "h", 1, read_rect.h) && valid;
    if (valid) index_.sprites[name] = read_rect;
  }

  bool read_int(const Json& rect, const std::string& where, const char* key, int minimum, int& target) {
    const auto* value = find_field(rect, key);
    if (is_int_at_least(value, minimum)) {
      target = value->get<int>();
      return true;
    }
    const char* kind = minimum > 0 ? "a positive integer" : "a non-negative integer";
    complain(where + '"' + key + "\" must be " + kind + ", found " + quote_value(value));
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
  return IndexReader(file_name).read(parsed.document->root());
}

AtlasIndexResult load_atlas_index(const std::filesystem::path& path) {
  // The packer writes a few kilobytes per hundred sprites; this leaves room for thousands.
  constexpr std::size_t kLargestAtlasIndex = 4 * 1024 * 1024;
  const core::FileReadResult read = core::read_regular_file(path, kLargestAtlasIndex);
  if (read.status == core::FileReadStatus::Missing) {
    return {std::nullopt, path.string() + ": cannot read the atlas index: no such file"};
  }
  if (!read.ok()) return {std::nullopt, path.string() + ": cannot read the atlas index: " + read.problem};
  return parse_atlas_index(read.bytes, path.string());
}

}  // namespace render
