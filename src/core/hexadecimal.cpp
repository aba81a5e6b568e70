// SPDX-License-Identifier: MIT
#include "core/hexadecimal.h"

#include <charconv>

namespace core {

std::string to_hexadecimal(std::uint64_t value) {
  char digits[16];
  const char* end = std::to_chars(digits, digits + sizeof digits, value, 16).ptr;
  const auto length = static_cast<std::size_t>(end - digits);
  return std::string(sizeof digits - length, '0') + std::string(digits, length);
}

std::optional<std::uint64_t> from_hexadecimal(std::string_view text) {
  std::uint64_t value = 0;
  if (text.empty() || text.size() > 16) return std::nullopt;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, 16);
  if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

}  // namespace core
