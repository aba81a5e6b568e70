// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <cstdint>

#include "core/hexadecimal.h"

TEST_CASE("a 64-bit number is written as exactly 16 lower-case digits and read back") {
  CHECK(core::to_hexadecimal(0) == "0000000000000000");
  CHECK(core::to_hexadecimal(0xBEEF) == "000000000000beef");
  CHECK(core::to_hexadecimal(UINT64_MAX) == "ffffffffffffffff");
  for (std::uint64_t value : {std::uint64_t{0}, std::uint64_t{42}, std::uint64_t{1} << 53, UINT64_MAX}) {
    CHECK(core::from_hexadecimal(core::to_hexadecimal(value)) == value);
  }
}

TEST_CASE("text that is not 1 to 16 hexadecimal digits is no number") {
  CHECK(core::from_hexadecimal("BEEF") == 0xBEEF);
  CHECK(core::from_hexadecimal("7") == 7);
  for (const char* text : {"", "12345678901234567", "-1", "0x10", "12 ", "g"}) {
    CAPTURE(text);
    CHECK_FALSE(core::from_hexadecimal(text));
  }
}
