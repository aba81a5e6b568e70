// SPDX-License-Identifier: MIT
#include "json/field_wording.h"

#include <limits>

#include "core/range_wording.h"
#include "json/describe_found.h"

namespace json {

namespace {

constexpr int kMost = std::numeric_limits<int>::max();

}  // namespace

std::optional<int> whole_number_within(const nlohmann::json& value, int min, int max) {
  if (value.is_number_unsigned()) {
    const auto number = value.get<std::uint64_t>();
    if (max < 0 || number > static_cast<std::uint64_t>(max)) return std::nullopt;
    if (min > 0 && number < static_cast<std::uint64_t>(min)) return std::nullopt;
    return static_cast<int>(number);
  }
  if (!value.is_number_integer()) return std::nullopt;
  const auto number = value.get<std::int64_t>();
  if (number < min || number > max) return std::nullopt;
  return static_cast<int>(number);
}

std::optional<std::uint64_t> unsigned_whole_number(const nlohmann::json& value) {
  if (value.is_number_unsigned()) return value.get<std::uint64_t>();
  if (value.is_number_integer() && value.get<std::int64_t>() >= 0) return value.get<std::uint64_t>();
  return std::nullopt;
}

namespace expect {

std::string whole_number(int min, int max) {
  const std::string range = core::bounds(min, max);
  return range.empty() ? "a whole number" : "a whole number " + range;
}

std::string unsigned_whole_number() {
  return whole_number(0, kMost);
}

std::string whole_numbers(int min, int max) {
  const std::string range = core::bounds(min, max);
  return range.empty() ? "whole numbers" : "whole numbers " + range;
}

std::string whole_number_pair(int min, int max) {
  const std::string range = core::bounds(min, max);
  return "a list of two whole numbers [first, last]" + (range.empty() ? "" : " " + range);
}

std::string whole_number_range(int min, int max) {
  return "an object { \"min\": ..., \"max\": ... } with " + whole_numbers(min, max);
}

std::string listed(const std::vector<std::string>& words) {
  std::string text;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) text += i + 1 == words.size() ? " or " : ", ";
    text += "\"" + words[i] + "\"";
  }
  return text;
}

std::string one_of(const std::vector<std::string>& words) {
  return "one of " + listed(words);
}

}  // namespace expect

std::string must_be(std::string_view expected, const nlohmann::json* found, Found shown) {
  std::string text = "must be " + std::string(expected);
  if (found == nullptr) return text + " and is missing";
  return text + ", found " + (shown == Found::AsWritten ? describe_found(*found) : describe_kind_found(*found));
}

std::string too_long(std::size_t bytes, std::size_t max_bytes) {
  return "must be at most " + std::to_string(max_bytes) + " bytes long, found " + std::to_string(bytes) + " bytes";
}

std::string too_many(std::size_t count, std::size_t max_count) {
  return "must hold at most " + core::counted(max_count, "entry", "entries") + ", found " + std::to_string(count);
}

}  // namespace json
