// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <limits>

#include "core/range_wording.h"

namespace {

constexpr int kMost = std::numeric_limits<int>::max();
constexpr int kLeast = std::numeric_limits<int>::min();

}  // namespace

TEST_CASE("whole-number bounds are worded from-to, open-ended, or not at all") {
  CHECK(core::bounds(1, 4) == "from 1 to 4");
  CHECK(core::bounds(-5, 5) == "from -5 to 5");
  CHECK(core::bounds(0, kMost) == "of 0 or more");
  CHECK(core::bounds(kLeast, kMost) == "");
  CHECK(core::bounds(kLeast, 3) == "from " + std::to_string(kLeast) + " to 3");
}

TEST_CASE("decimal bounds show each number in its shortest form") {
  CHECK(core::bounds(0.05, 20.0) == "from 0.05 to 20");
  CHECK(core::bounds(-4000.0, 4000.0) == "from -4000 to 4000");
  CHECK(core::number_text(0.1 + 0.2) == "0.30000000000000004");
  CHECK(core::number_text(2.5) == "2.5");
}

TEST_CASE("a count names its thing in the singular only for one") {
  CHECK(core::counted(0, "value", "values") == "0 values");
  CHECK(core::counted(1, "value", "values") == "1 value");
  CHECK(core::counted(20, "entry", "entries") == "20 entries");
}
