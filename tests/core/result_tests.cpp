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

// A failure that carries more than its message, as a file read's does.
struct ShelfFailure {
  bool only_empty = false;
  int shelf = 0;
  std::string message;
};

// A failure type must say why in a message: error() gives it.
struct SilentFailure {
  int code = 0;
};
static_assert(core::FailureWithMessage<core::Failure>);
static_assert(core::FailureWithMessage<ShelfFailure>);
static_assert(!core::FailureWithMessage<SilentFailure>);

core::Result<std::unique_ptr<std::string>, ShelfFailure> take_cheese(int shelf) {
  if (shelf == 0) return ShelfFailure{.only_empty = true, .shelf = shelf, .message = "the shelf is bare"};
  if (shelf < 0) return ShelfFailure{.only_empty = false, .shelf = shelf, .message = "there is no such shelf"};
  return std::make_unique<std::string>("Gouda from shelf " + std::to_string(shelf));
}

core::Result<void, ShelfFailure> check_shelf(int shelf) {
  if (shelf < 0) return ShelfFailure{.only_empty = false, .shelf = shelf, .message = "there is no such shelf"};
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

TEST_CASE("a result with its own failure type gives the failure's fields and its message") {
  const auto bare = take_cheese(0);
  REQUIRE_FALSE(bare);
  CHECK_FALSE(bare.ok());
  CHECK(bare.failure().only_empty);
  CHECK(bare.failure().shelf == 0);
  CHECK(bare.error() == "the shelf is bare");

  const auto missing = take_cheese(-2);
  REQUIRE_FALSE(missing);
  CHECK_FALSE(missing.failure().only_empty);
  CHECK(missing.failure().shelf == -2);
  CHECK(missing.error() == "there is no such shelf");
}

TEST_CASE("a result with its own failure type hands over its value when it succeeded") {
  auto taken = take_cheese(3);
  REQUIRE(taken.ok());
  CHECK(taken.error().empty());
  CHECK(*taken.value() == "Gouda from shelf 3");
  const std::unique_ptr<std::string> cheese = std::move(taken).value();
  CHECK(*cheese == "Gouda from shelf 3");
}

TEST_CASE("a result of nothing with its own failure type is done, or gives the failure") {
  CHECK(check_shelf(1).ok());
  CHECK(check_shelf(1).error().empty());
  const core::Result<void, ShelfFailure> refused = check_shelf(-1);
  REQUIRE_FALSE(refused);
  CHECK(refused.failure().shelf == -1);
  CHECK(refused.error() == "there is no such shelf");
}
