// SPDX-License-Identifier: MIT
#include "byte_text.h"

#include <array>
#include <cstdio>

namespace bench {

namespace {

constexpr double kBytesPerMegabyte = 1e6;

std::string two_decimals(double value) {
  std::array<char, 32> text{};
  std::snprintf(text.data(), text.size(), "%.2f", value);
  return text.data();
}

}  // namespace

std::string megabytes_text(double bytes) {
  return two_decimals(bytes / kBytesPerMegabyte) + " MB";
}

std::string megabytes_range_text(double low_bytes, double high_bytes) {
  return two_decimals(low_bytes / kBytesPerMegabyte) + ".." + two_decimals(high_bytes / kBytesPerMegabyte) + " MB";
}

}  // namespace bench
