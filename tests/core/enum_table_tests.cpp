// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/enum_table.h"

namespace {

enum class Weather { Dry, Rain, Snow };
enum class Lone : std::uint8_t { Only };

constexpr core::EnumTable<Weather, 3> kWeather{{
    {Weather::Dry, "dry", "Dry"},
    {Weather::Rain, "rain", "Rain"},
    {Weather::Snow, "snow", "Snowing"},
}};

}  // namespace

TEST_CASE("the enumerators an enum declares are counted, whatever its underlying type") {
  CHECK(core::enumerator_count<Weather>() == 3);
  CHECK(core::enumerator_count<Lone>() == 1);
}

TEST_CASE("a table naming every value once, in order, is accepted") {
  CHECK(core::lists_each_value_once(kWeather));
  constexpr auto built =
      core::enum_table<Weather>({{Weather::Dry, "dry", ""}, {Weather::Rain, "rain", ""}, {Weather::Snow, "snow", ""}});
  CHECK(built.size() == 3);
}

TEST_CASE("a table that forgets a value is refused") {
  CHECK_FALSE(core::lists_each_value_once(
      core::EnumTable<Weather, 2>{{{Weather::Dry, "dry", ""}, {Weather::Rain, "rain", ""}}}));
}

TEST_CASE("a table that names a value twice or out of order is refused") {
  CHECK_FALSE(core::lists_each_value_once(core::EnumTable<Weather, 3>{
      {{Weather::Dry, "dry", ""}, {Weather::Rain, "rain", ""}, {Weather::Rain, "snow", ""}}}));
  CHECK_FALSE(core::lists_each_value_once(core::EnumTable<Weather, 3>{
      {{Weather::Rain, "rain", ""}, {Weather::Dry, "dry", ""}, {Weather::Snow, "snow", ""}}}));
}

TEST_CASE("a table that gives two values one id, or a value no id, is refused") {
  CHECK_FALSE(core::lists_each_value_once(core::EnumTable<Weather, 3>{
      {{Weather::Dry, "wet", ""}, {Weather::Rain, "wet", ""}, {Weather::Snow, "snow", ""}}}));
  CHECK_FALSE(core::lists_each_value_once(
      core::EnumTable<Weather, 3>{{{Weather::Dry, "dry", ""}, {Weather::Rain, "", ""}, {Weather::Snow, "snow", ""}}}));
}

TEST_CASE("a value is found by its id, not by its label or another spelling") {
  CHECK(core::from_id(kWeather, "snow") == Weather::Snow);
  CHECK_FALSE(core::from_id(kWeather, "Snowing"));
  CHECK_FALSE(core::from_id(kWeather, "SNOW"));
  CHECK_FALSE(core::from_id(kWeather, ""));
}

TEST_CASE("each value has its own id and label, and the ids come in declaration order") {
  CHECK(core::id_of(kWeather, Weather::Rain) == "rain");
  CHECK(core::label_of(kWeather, Weather::Snow) == "Snowing");
  CHECK(core::ids_of(kWeather) == std::vector<std::string>{"dry", "rain", "snow"});
  CHECK(core::values_of(kWeather) == std::array{Weather::Dry, Weather::Rain, Weather::Snow});
}
