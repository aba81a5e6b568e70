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
