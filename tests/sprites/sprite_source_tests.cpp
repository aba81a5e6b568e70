// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <string>

#include "sprite_test_colours.h"
#include "sprites/palette.h"
#include "sprites/sprite_source.h"

using core::to_string;
using sprites::parse_sprite;
using sprites::Rgba;

namespace {

sprites::Palette red_and_blue() {
  sprites::Palette palette;
  palette.colours['r'] = kRed;
  palette.colours['b'] = kBlue;
  return palette;
}

// A well-formed sprite: red on the diagonal, blue in the top-right corner.
std::string diagonal_rows(int count = sprites::kTileSize) {
  std::string text;
  for (int y = 0; y < count; ++y) {
    std::string row(sprites::kTileSize, '.');
    row[static_cast<std::size_t>(y % sprites::kTileSize)] = 'r';
    if (y == 0) row.back() = 'b';
    text += row + '\n';
  }
  return text;
}

}  // namespace

TEST_CASE("a sprite's pixels come from the palette and take the file's name") {
  const auto result = parse_sprite("; a test sprite\n" + diagonal_rows(), "sprites/test_mouse.txt", red_and_blue());
  REQUIRE(result.errors.empty());
  REQUIRE(result.sprite.has_value());
  CHECK(result.sprite->name == "test_mouse");
  CHECK(result.sprite->pixels.at(0, 0) == kRed);
  CHECK(result.sprite->pixels.at(15, 0) == kBlue);
  CHECK(result.sprite->pixels.at(7, 7) == kRed);
  CHECK(result.sprite->pixels.at(1, 0) == sprites::kTransparent);
}

TEST_CASE("an unknown character is reported at its line and column") {
  auto text = "; comment\n" + diagonal_rows();
  // Row 3 of the pixels is line 4 of the file; put a 'Z' in column 6.
  text[text.find('\n') + 1 + 3 * 17 + 5] = 'Z';
  const auto result = parse_sprite(text, "bad.txt", red_and_blue());
  CHECK_FALSE(result.sprite.has_value());
  REQUIRE(result.errors.size() == 1);
  CHECK(to_string(result.errors[0]) == "bad.txt:5:6: expected a character from the palette, found 'Z'");
}

TEST_CASE("an unknown character used many times is reported once") {
  const std::string row(sprites::kTileSize, 'q');
  std::string text;
  for (int y = 0; y < sprites::kTileSize; ++y) text += row + '\n';
  const auto result = parse_sprite(text, "q.txt", red_and_blue());
  REQUIRE(result.errors.size() == 1);
  CHECK(to_string(result.errors[0]) ==
        "q.txt:1:1: expected a character from the palette, found 'q' (used "
        "256 times in this file)");
}

TEST_CASE("a row of the wrong length names the expected and found length") {
  auto text = diagonal_rows();
  text.insert(text.find('\n'), "rr");
  const auto result = parse_sprite(text, "long.txt", red_and_blue());
  REQUIRE(result.errors.size() == 1);
  CHECK(to_string(result.errors[0]) == "long.txt:1:17: expected 16 pixels in the row, found 18");
}

TEST_CASE("too few rows are reported after the last one") {
  const auto result = parse_sprite(diagonal_rows(12), "short.txt", red_and_blue());
  REQUIRE(result.errors.size() == 1);
  CHECK(to_string(result.errors[0]) == "short.txt:13:1: expected 16 rows of pixels, found 12");
}

TEST_CASE("too many rows are reported at the first extra row") {
  const auto result = parse_sprite("; c\n" + diagonal_rows(17), "tall.txt", red_and_blue());
  REQUIRE(result.errors.size() == 1);
  CHECK(to_string(result.errors[0]) == "tall.txt:18:1: expected 16 rows of pixels, found 17");
}

TEST_CASE("an empty sprite file is one error, not a crash") {
  const auto result = parse_sprite("", "empty.txt", red_and_blue());
  REQUIRE(result.errors.size() == 1);
  CHECK(to_string(result.errors[0]) == "empty.txt:1:1: expected 16 rows of pixels, found 0");
}

TEST_CASE("all problems of a file are reported, top to bottom") {
  auto text = diagonal_rows(15);
  text[2] = '?';
  text.insert(text.find('\n', 20), "r");
  const auto result = parse_sprite(text, "many.txt", red_and_blue());
  REQUIRE(result.errors.size() == 3);
  CHECK(result.errors[0].line == 1);
  CHECK(result.errors[1].line == 2);
  CHECK(result.errors[2].message == "expected 16 rows of pixels, found 15");
}

TEST_CASE("trailing blank lines and Windows line endings are accepted") {
  std::string text;
  for (const char c : diagonal_rows()) {
    if (c == '\n') text += '\r';
    text += c;
  }
  const auto result = parse_sprite(text + "\r\n\n", "crlf.txt", red_and_blue());
  CHECK(result.errors.empty());
  CHECK(result.sprite.has_value());
}

TEST_CASE("a file name that cannot be a sprite name is refused") {
  const auto result = parse_sprite(diagonal_rows(), "art/Neo Mouse.txt", red_and_blue());
  CHECK_FALSE(result.sprite.has_value());
  REQUIRE(result.errors.size() == 1);
  CHECK(to_string(result.errors[0]) ==
        "art/Neo Mouse.txt: expected a file name of lower-case letters, "
        "digits and '_' (it names the sprite), found \"Neo Mouse\"");
}

TEST_CASE("a file name with bytes that are not UTF-8 is quoted in a message that is") {
  const auto result = parse_sprite(diagonal_rows(), "sprites/m\xe9use.txt", red_and_blue());
  REQUIRE_FALSE(result.errors.empty());
  CHECK(result.errors[0].message.find("found \"m?use\"") != std::string::npos);
}
