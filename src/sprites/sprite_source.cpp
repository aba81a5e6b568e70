// SPDX-License-Identifier: MIT
#include "sprites/sprite_source.h"

#include <algorithm>
#include <filesystem>
#include <map>

#include "core/asset_files.h"
#include "core/asset_name.h"
#include "core/text_lines.h"

namespace sprites {

namespace {

constexpr char kCommentChar = ';';

// The pixel rows of a sprite, with the file lines where they start and end.
struct PixelRows {
  std::vector<std::string_view> rows;
  int first_line = 1;
  int line_after_last = 1;
};

PixelRows find_pixel_rows(std::string_view text) {
  const auto lines = core::split_lines(text);
  std::size_t first = 0;
  while (first < lines.size() && (core::is_blank(lines[first]) || lines[first].front() == kCommentChar)) {
    ++first;
  }
  std::size_t end = lines.size();
  while (end > first && core::is_blank(lines[end - 1])) --end;
  PixelRows found;
  found.rows.assign(lines.begin() + static_cast<std::ptrdiff_t>(first),
                    lines.begin() + static_cast<std::ptrdiff_t>(end));
  found.first_line = static_cast<int>(first) + 1;
  found.line_after_last = static_cast<int>(end) + 1;
  return found;
}

class SpriteParser {
 public:
  SpriteParser(const std::string& file_name, const Palette& palette)
      : file_(file_name), palette_(palette), pixels_(kTileSize, kTileSize) {}

  void parse(const PixelRows& found) {
    check_row_count(found);
    for (std::size_t y = 0; y < found.rows.size(); ++y) {
      parse_row(found.rows[y], static_cast<int>(y), found.first_line);
    }
    report_unknown_chars();
  }

  SpriteResult take_result(std::string name) {
    if (errors_.empty()) {
      return {Sprite{std::move(name), std::move(pixels_)}, {}};
    }
    // Reported top to bottom, the way a reader fixes a file.
    std::stable_sort(errors_.begin(), errors_.end(), [](const core::ParseError& a, const core::ParseError& b) {
      return std::pair(a.line, a.column) < std::pair(b.line, b.column);
    });
    return {std::nullopt, std::move(errors_)};
  }

 private:
  struct UnknownChar {
    int line = 0;
    int column = 0;
    int count = 0;
  };

  void check_row_count(const PixelRows& found) {
    const int count = static_cast<int>(found.rows.size());
    if (count == kTileSize) return;
    // Point at the first surplus row, or just past the last one.
    const int line = count > kTileSize ? found.first_line + kTileSize : found.line_after_last;
    errors_.push_back(
        {file_, line, 1, "expected " + std::to_string(kTileSize) + " rows of pixels, found " + std::to_string(count)});
  }

  void parse_row(std::string_view row, int y, int first_line) {
    const int line = first_line + y;
    const int length = static_cast<int>(row.size());
    if (length != kTileSize) {
      errors_.push_back(
          {file_, line, std::min(length, kTileSize) + 1,
           "expected " + std::to_string(kTileSize) + " pixels in the row, found " + std::to_string(length)});
    }
    for (int x = 0; x < std::min(length, kTileSize); ++x) {
      set_pixel(row[static_cast<std::size_t>(x)], x, y, line);
    }
  }

  void set_pixel(char c, int x, int y, int line) {
    const auto colour = palette_.find(c);
    if (colour) {
      if (y < kTileSize) pixels_.set(x, y, *colour);
      return;
    }
    auto& unknown = unknown_chars_[c];
    if (unknown.count++ == 0) unknown = {line, x + 1, 1};
  }

  // One message per unknown character, so a colour missing from the palette
  // does not bury the other problems under hundreds of lines.
  void report_unknown_chars() {
    for (const auto& [c, unknown] : unknown_chars_) {
      std::string message = "expected a character from the palette, found " + core::describe_char(c);
      if (unknown.count > 1) {
        message += " (used " + std::to_string(unknown.count) + " times in this file)";
      }
      errors_.push_back({file_, unknown.line, unknown.column, message});
    }
  }

  std::string file_;
  const Palette& palette_;
  PixelImage pixels_;
  std::map<char, UnknownChar> unknown_chars_;
  std::vector<core::ParseError> errors_;
};

}  // namespace

std::optional<core::ParseError> check_sprite_name(const std::string& name, const std::string& file_name) {
  if (core::is_asset_name(name)) return std::nullopt;
  return core::ParseError{file_name, 0, 0, core::asset_name_problem("sprite", name)};
}

SpriteResult parse_sprite(std::string_view text, const std::string& file_name, const Palette& palette) {
  const auto name = core::asset_name_of(file_name);
  SpriteParser parser(file_name, palette);
  parser.parse(find_pixel_rows(text));
  auto result = parser.take_result(name);
  if (auto name_error = check_sprite_name(name, file_name)) {
    result.sprite.reset();
    result.errors.insert(result.errors.begin(), std::move(*name_error));
  }
  return result;
}

}  // namespace sprites
