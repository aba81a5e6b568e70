// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "core/result.h"

namespace {

core::Result<int> half_of(int number) {
  if (number % 2 != 0) return core::Failure{std::to_string(number) + " is odd"};
  return number / 2;
}

core::Result<void> check_even(int number) {
  if (number % 2 != 0) return core::Failure{"odd"};
  return {};
}

}  // namespace

TEST_CASE("a result that succeeded gives its value and no error") {
  const core::Result<int> half = half_of(10);
  REQUIRE(half.ok());
  CHECK(*half == 5);
  CHECK(half.error().empty());
}

TEST_CASE("a result that failed says why and is not ok") {
  const core::Result<int> half = half_of(7);
  CHECK_FALSE(half);
  CHECK(half.error() == "7 is odd");
}

TEST_CASE("a result hands over a value that can only be moved") {
  core::Result<std::unique_ptr<int>> made = std::make_unique<int>(3);
  REQUIRE(made);
  const std::unique_ptr<int> taken = std::move(made).value();
  CHECK(*taken == 3);
}

TEST_CASE("a result of nothing is done, or says why not") {
  CHECK(check_even(4).ok());
  CHECK(check_even(4).error().empty());
  CHECK_FALSE(check_even(3));
  CHECK(check_even(3).error() == "odd");
}
