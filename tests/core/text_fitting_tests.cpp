// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <string>

#include "core/text_fitting.h"
#include "core/utf8.h"

namespace {

// A stand-in for measuring: each character is one unit wide.
std::size_t characters_in(std::string_view text) {
  std::size_t count = 0;
  for (char byte : text) count += (static_cast<unsigned char>(byte) & 0xC0) != 0x80 ? 1 : 0;
  return count;
}

}  // namespace

TEST_CASE("the longest fitting start agrees with cutting one character at a time, at every width") {
  const std::string text = "Killed by a Ünïcödé Möuse on floor 12 — 😀 twice";
  for (std::size_t width = 0; width <= characters_in(text) + 1; ++width) {
    std::string linear = text;
    while (characters_in(linear) > width) linear = core::utf8_prefix(linear, linear.size() - 1);
    const std::size_t kept =
        core::longest_fitting_start(text, [&](std::string_view start) { return characters_in(start) <= width; });
    CHECK(text.substr(0, kept) == linear);
    CHECK(core::is_valid_utf8(text.substr(0, kept)));
  }
}

TEST_CASE("a million characters are fitted in about twenty measurements, never cut inside a character") {
  std::string text;
  for (int i = 0; i < 250'000; ++i) text += "aé😀b";
  int measurements = 0;
  const std::size_t kept = core::longest_fitting_start(text, [&](std::string_view start) {
    ++measurements;
    return characters_in(start) <= 77;
  });
  CHECK(characters_in(text.substr(0, kept)) == 77);
  CHECK(core::is_valid_utf8(text.substr(0, kept)));
  CHECK(measurements <= 21);  // log2 of a million characters, plus one
}

TEST_CASE("when nothing fits, nothing is kept: when all fits, all is") {
  const auto never = [](std::string_view) { return false; };
  const auto always = [](std::string_view) { return true; };
  CHECK(core::longest_fitting_start("abc", never) == 0);
  CHECK(core::longest_fitting_start("abc", always) == 3);
  CHECK(core::longest_fitting_start("", always) == 0);
}
