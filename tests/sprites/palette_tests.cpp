// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "sprites/palette.h"

using core::to_string;
using sprites::parse_hex_colour;
using sprites::parse_palette;
using sprites::Rgba;

TEST_CASE("a palette maps each character to its colour") {
  const auto result = parse_palette(
      "# the dungeon\n"
      "k #0e0c14\n"
      "\n"
      "q #c684f5aa  # see-through purple\n",
      "palette.txt");
  REQUIRE(result.errors.empty());
  CHECK(result.palette.find('k') == Rgba{0x0e, 0x0c, 0x14, 0xff});
  CHECK(result.palette.find('q') == Rgba{0xc6, 0x84, 0xf5, 0xaa});
  CHECK_FALSE(result.palette.find('z').has_value());
}

TEST_CASE("'.' is transparent without being listed") {
  const auto result = parse_palette("", "palette.txt");
  CHECK(result.errors.empty());
  CHECK(result.palette.find('.') == sprites::kTransparent);
}

TEST_CASE("a palette line ending in \\r\\n reads like one ending in \\n") {
  const auto result = parse_palette("w #e9f0f0\r\n", "palette.txt");
  REQUIRE(result.errors.empty());
  CHECK(result.palette.find('w') == Rgba{0xe9, 0xf0, 0xf0, 0xff});
}

TEST_CASE("a bad colour is reported with its line, column and text") {
  const auto result = parse_palette("k #0e0c14\nr  #12345\n", "palette.txt");
  REQUIRE(result.errors.size() == 1);
  CHECK(to_string(result.errors[0]) ==
        "palette.txt:2:4: expected a colour #RRGGBB or #RRGGBBAA, found "
        "\"#12345\"");
}

TEST_CASE("a colour with non-hex digits is refused") {
  CHECK_FALSE(parse_hex_colour("#12345g").has_value());
  CHECK_FALSE(parse_hex_colour("123456").has_value());
  CHECK_FALSE(parse_hex_colour("#+12345").has_value());
  CHECK(parse_hex_colour("#FFfF00") == Rgba{0xff, 0xff, 0x00, 0xff});
}

TEST_CASE("a character listed twice names the line it was first on") {
  const auto result = parse_palette("k #000000\nw #ffffff\nk #111111\n", "palette.txt");
  REQUIRE(result.errors.size() == 1);
  CHECK(to_string(result.errors[0]) ==
        "palette.txt:3:1: expected each character once, found 'k' again "
        "(first on line 1)");
  CHECK(result.palette.find('k') == Rgba{0, 0, 0, 0xff});
}

TEST_CASE("'.' and the sprite comment mark cannot be given a colour") {
  const auto result = parse_palette(". #000000\n; #000000\n", "p.txt");
  REQUIRE(result.errors.size() == 2);
  CHECK(result.errors[0].line == 1);
  CHECK(result.errors[0].message.find("always means transparent") != std::string::npos);
  CHECK(result.errors[1].line == 2);
  CHECK(result.palette.find('.') == sprites::kTransparent);
}

TEST_CASE("every bad line is reported, not only the first") {
  const auto result = parse_palette(
      "kk #000000\n"
      "w\n"
      "r #c4303c extra\n"
      " x #ffffff\n",
      "palette.txt");
  REQUIRE(result.errors.size() == 4);
  CHECK(to_string(result.errors[0]) ==
        "palette.txt:1:2: expected a space after the colour's character, "
        "found 'k'");
  CHECK(to_string(result.errors[1]) ==
        "palette.txt:2:2: expected a space after the colour's character, "
        "found the end of the line");
  CHECK(to_string(result.errors[2]) ==
        "palette.txt:3:11: expected the end of the line or a '#' comment "
        "after the colour, found more text");
  CHECK(to_string(result.errors[3]) ==
        "palette.txt:4:1: expected a printable ASCII character to stand for "
        "a colour, found a space");
}

TEST_CASE("a colour with bytes that are not UTF-8 is quoted in a message that is") {
  // Found by fuzzing: the message box that shows errors takes UTF-8 only.
  const auto result = parse_palette(
      "R #\x93"
      "ff5a4e\n",
      "palette.txt");
  REQUIRE(result.errors.size() == 1);
  CHECK(to_string(result.errors[0]) == "palette.txt:1:3: expected a colour #RRGGBB or #RRGGBBAA, found \"#?ff5a4e\"");
}
