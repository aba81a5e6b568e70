// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <cstdint>
#include <limits>
#include <nlohmann/json.hpp>

#include "json/field_wording.h"

namespace {

constexpr int kMost = std::numeric_limits<int>::max();
constexpr int kLeast = std::numeric_limits<int>::min();

nlohmann::json json_of(const char* text) {
  return nlohmann::json::parse(text);
}

}  // namespace

TEST_CASE("a whole number fits only within its bounds, whether the parser stored it signed or unsigned") {
  CHECK(json::whole_number_within(json_of("4"), 1, 4) == 4);
  CHECK(json::whole_number_within(json_of("1"), 1, 4) == 1);
  CHECK_FALSE(json::whole_number_within(json_of("5"), 1, 4));
  CHECK_FALSE(json::whole_number_within(json_of("0"), 1, 4));
  CHECK(json::whole_number_within(json_of("-3"), -5, 5) == -3);
  CHECK_FALSE(json::whole_number_within(json_of("-6"), -5, 5));
  CHECK_FALSE(json::whole_number_within(json_of("3"), -10, -1));
}

TEST_CASE("a number that is not whole, or not a number, never fits") {
  CHECK_FALSE(json::whole_number_within(json_of("1.5"), 0, 10));
  CHECK_FALSE(json::whole_number_within(json_of("2.0"), 0, 10));
  CHECK_FALSE(json::whole_number_within(json_of("\"3\""), 0, 10));
  CHECK_FALSE(json::whole_number_within(json_of("true"), 0, 10));
  CHECK_FALSE(json::whole_number_within(json_of("null"), 0, 10));
}

TEST_CASE("a number beyond int or beyond 64 bits is too big, never wrapped") {
  CHECK(json::whole_number_within(json_of("2147483647"), kLeast, kMost) == kMost);
  CHECK_FALSE(json::whole_number_within(json_of("2147483648"), kLeast, kMost));
  CHECK(json::whole_number_within(json_of("-2147483648"), kLeast, kMost) == kLeast);
  CHECK_FALSE(json::whole_number_within(json_of("-2147483649"), kLeast, kMost));
  CHECK_FALSE(json::whole_number_within(json_of("18446744073709551615"), kLeast, kMost));
  CHECK_FALSE(json::whole_number_within(json_of("9223372036854775808"), 0, kMost));
}

TEST_CASE("an unsigned whole number takes all 64 bits and refuses anything below 0") {
  CHECK(json::unsigned_whole_number(json_of("18446744073709551615")) == std::numeric_limits<std::uint64_t>::max());
  CHECK(json::unsigned_whole_number(json_of("0")) == 0U);
  CHECK_FALSE(json::unsigned_whole_number(json_of("-1")));
  CHECK_FALSE(json::unsigned_whole_number(json_of("1.0")));
  CHECK_FALSE(json::unsigned_whole_number(json_of("\"7\"")));
}

TEST_CASE("bounds are worded from-to, open-ended, or not at all") {
  CHECK(json::expect::whole_number(1, 4) == "a whole number from 1 to 4");
  CHECK(json::expect::whole_number(-5, 5) == "a whole number from -5 to 5");
  CHECK(json::expect::whole_number(1, kMost) == "a whole number of 1 or more");
  CHECK(json::expect::whole_number(kLeast, kMost) == "a whole number");
  CHECK(json::expect::unsigned_whole_number() == "a whole number of 0 or more");
  CHECK(json::expect::whole_numbers(0, 13) == "whole numbers from 0 to 13");
  CHECK(json::expect::whole_number_pair(0, 13) == "a list of two whole numbers [first, last] from 0 to 13");
  CHECK(json::expect::whole_number_range(1, 100) ==
        "an object { \"min\": ..., \"max\": ... } with whole numbers from 1 to 100");
}

TEST_CASE("allowed words are listed in quotes, the last after \"or\"") {
  CHECK(json::expect::listed({"off"}) == "\"off\"");
  CHECK(json::expect::listed({"off", "fast"}) == "\"off\" or \"fast\"");
  CHECK(json::expect::one_of({"off", "normal", "fast"}) == "one of \"off\", \"normal\" or \"fast\"");
}

TEST_CASE("what was found is shown as a value, or by its kind for the player's own files") {
  const nlohmann::json text = "secret";
  CHECK(json::must_be("a whole number from 1 to 4", &text, json::Found::AsWritten) ==
        "must be a whole number from 1 to 4, found \"secret\"");
  CHECK(json::must_be("a whole number from 1 to 4", &text, json::Found::KindOnly) ==
        "must be a whole number from 1 to 4, found a text");
  const nlohmann::json nine = 9;
  CHECK(json::must_be(json::expect::kTrueOrFalse, &nine, json::Found::KindOnly) == "must be true or false, found 9");
  CHECK(json::must_be(json::expect::kObject, nullptr, json::Found::AsWritten) == "must be an object and is missing");
}

TEST_CASE("lengths and counts beyond their limits say both") {
  CHECK(json::too_long(512, 400) == "must be at most 400 bytes long, found 512 bytes");
  CHECK(json::too_many(25, 20) == "must hold at most 20 entries, found 25");
  CHECK(json::too_many(2, 1) == "must hold at most 1 entry, found 2");
}
