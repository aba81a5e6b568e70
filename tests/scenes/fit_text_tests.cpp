// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <string>

#include "core/utf8.h"
#include "test_canvas.h"

// Every view cuts its text with Canvas::fit_text; these are the promises they rely on.

TEST_CASE("fit_text keeps text that fits and cuts what does not, with dots, within the width") {
  TestCanvas headless;
  render::Canvas& canvas = headless.canvas();
  const std::string text = "Killed by a Tough Mouse on floor 3";
  const int full = canvas.measure_text(text).x;
  CHECK(canvas.fit_text(text, full) == text);
  const std::string cut = canvas.fit_text(text, full / 2);
  CHECK(cut.ends_with("..."));
  CHECK(canvas.measure_text(cut).x <= full / 2);
  CHECK(text.starts_with(cut.substr(0, cut.size() - 3)));
}

TEST_CASE("fit_text never leaves a space before its dots") {
  TestCanvas headless;
  render::Canvas& canvas = headless.canvas();
  const std::string text = "a b c d e f g h i j k l m n o p";
  for (int width = canvas.measure_text("...").x; width < canvas.measure_text(text).x; ++width) {
    const std::string cut = canvas.fit_text(text, width);
    CHECK_MESSAGE(cut.find(" ...") == std::string::npos, "width ", width, ": \"", cut, "\"");
  }
}

TEST_CASE("fit_text cuts whole characters, never a character's bytes") {
  TestCanvas headless;
  render::Canvas& canvas = headless.canvas();
  const std::string text = "Überprüfte Mäuseköniginnen";
  for (int width = canvas.measure_text("...").x; width < canvas.measure_text(text).x; ++width) {
    CHECK_MESSAGE(core::is_valid_utf8(canvas.fit_text(text, width)), "width ", width);
  }
}

TEST_CASE("fit_text gives the longest start that fits, the same as cutting one character at a time would") {
  TestCanvas headless;
  render::Canvas& canvas = headless.canvas();
  std::string text;
  for (int i = 0; i < 40; ++i) text += "Mäuse " + std::to_string(i) + " ";
  const int width = canvas.measure_text(text).x / 3;
  std::string linear = text;
  while (canvas.measure_text(linear + "...").x > width) linear = core::utf8_prefix(linear, linear.size() - 1);
  while (linear.ends_with(' ')) linear.pop_back();
  CHECK(canvas.fit_text(text, width) == linear + "...");
}

TEST_CASE("fit_text on a line of 100,000 characters keeps its start within the width, and gives it again the same") {
  TestCanvas headless;
  render::Canvas& canvas = headless.canvas();
  std::string text;
  while (text.size() < 100'000) text += "Killed by a Neo Mouse on floor 9. ";
  const std::string cut = canvas.fit_text(text, 600);
  CHECK(cut.ends_with("..."));
  CHECK(canvas.measure_text(cut).x <= 600);
  CHECK(text.starts_with(cut.substr(0, cut.size() - 3)));
  CHECK(canvas.fit_text(text, 600) == cut);
}
