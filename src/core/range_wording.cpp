// SPDX-License-Identifier: MIT
#include "core/range_wording.h"

#include <array>
#include <charconv>
#include <limits>
#include <system_error>

namespace core {

std::string bounds(int min, int max) {
  constexpr int kLeast = std::numeric_limits<int>::min();
  constexpr int kMost = std::numeric_limits<int>::max();
  if (max == kMost) return min == kLeast ? "" : "of " + std::to_string(min) + " or more";
  return "from " + std::to_string(min) + " to " + std::to_string(max);
}

std::string bounds(double min, double max) {
  return "from " + number_text(min) + " to " + number_text(max);
}

std::string number_text(double value) {
  std::array<char, 32> buffer{};
  const auto [end, error] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
  return error == std::errc{} ? std::string(buffer.data(), end) : "?";
}

std::string counted(std::size_t count, std::string_view one, std::string_view many) {
  return std::to_string(count) + " " + std::string(count == 1 ? one : many);
}

}  // namespace core
