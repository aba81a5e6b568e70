#include <doctest/doctest.h>

#include "core/utf8.h"

TEST_CASE("a shortened text never ends inside a character") {
  const std::string text = "Mäuse";  // 'ä' takes two bytes, at 1 and 2
  CHECK(core::utf8_prefix(text, 2) == "M");
  CHECK(core::utf8_prefix(text, 3) == "Mä");
  CHECK(core::utf8_prefix(text, 100) == text);
}

TEST_CASE("invalid bytes are replaced and valid characters kept") {
  CHECK(core::valid_utf8("ok") == "ok");
  CHECK(core::valid_utf8("caf\xE9!") == "caf?!");
  CHECK(core::valid_utf8("Mäuse \xF0\x9F\x90\xAD") == "Mäuse \xF0\x9F\x90\xAD");
  CHECK(core::valid_utf8("\xE2\x82") == "??");
}
