// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace core {

// A 64-bit number as exactly 16 lower-case hexadecimal digits. Files keep
// such numbers (dice states, hashes) as text, since many JSON readers lose
// precision above 2^53.
std::string to_hexadecimal(std::uint64_t value);
// The number back; nullopt unless `text` is 1 to 16 hexadecimal digits.
std::optional<std::uint64_t> from_hexadecimal(std::string_view text);

}  // namespace core
