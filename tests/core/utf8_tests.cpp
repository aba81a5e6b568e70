// SPDX-License-Identifier: MIT
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

TEST_CASE("well-formed characters of every length are accepted, up to U+10FFFF") {
  CHECK(core::is_valid_utf8(""));
  CHECK(core::is_valid_utf8("plain ASCII"));
  CHECK(core::is_valid_utf8("\xC2\x80"));          // U+0080, the first two-byte character
  CHECK(core::is_valid_utf8("\xE0\xA0\x80"));      // U+0800, the first three-byte character
  CHECK(core::is_valid_utf8("\xED\x9F\xBF"));      // U+D7FF, just below the surrogates
  CHECK(core::is_valid_utf8("\xEE\x80\x80"));      // U+E000, just above them
  CHECK(core::is_valid_utf8("\xF0\x90\x80\x80"));  // U+10000, the first four-byte character
  CHECK(core::is_valid_utf8("\xF4\x8F\xBF\xBF"));  // U+10FFFF, the last code point
  CHECK(core::utf8_character_length("\xF0\x9F\x90\xAD", 0) == 4);
}

TEST_CASE("overlong forms are rejected") {
  CHECK_FALSE(core::is_valid_utf8("\xC0\x80"));          // U+0000 in two bytes
  CHECK_FALSE(core::is_valid_utf8("\xC1\xBF"));          // U+007F in two bytes
  CHECK_FALSE(core::is_valid_utf8("\xE0\x9F\xBF"));      // U+07FF in three bytes
  CHECK_FALSE(core::is_valid_utf8("\xF0\x8F\xBF\xBF"));  // U+FFFF in four bytes
  CHECK(core::valid_utf8("a\xC0\xAF"
                         "b") == "a??b");  // the classic overlong '/'
}

TEST_CASE("UTF-16 surrogates are rejected") {
  CHECK_FALSE(core::is_valid_utf8("\xED\xA0\x80"));  // U+D800
  CHECK_FALSE(core::is_valid_utf8("\xED\xBF\xBF"));  // U+DFFF
  CHECK(core::valid_utf8("\xED\xA0\x80") == "???");
}

TEST_CASE("code points past U+10FFFF are rejected") {
  CHECK_FALSE(core::is_valid_utf8("\xF4\x90\x80\x80"));  // U+110000
  CHECK_FALSE(core::is_valid_utf8("\xF5\x80\x80\x80"));
  CHECK_FALSE(core::is_valid_utf8("\xF8\x88\x80\x80\x80"));  // an old five-byte form
  CHECK_FALSE(core::is_valid_utf8("\xFF"));
}

TEST_CASE("sequences cut short or broken by a non-continuation byte are rejected") {
  CHECK_FALSE(core::is_valid_utf8("\xC3"));  // at the end of the text
  CHECK_FALSE(core::is_valid_utf8("\xE2\x82"));
  CHECK_FALSE(core::is_valid_utf8("\xF0\x9F\x90"));
  CHECK_FALSE(
      core::is_valid_utf8("\xE2\x82"
                          "A"));             // before an ASCII byte
  CHECK_FALSE(core::is_valid_utf8("\x80"));  // a continuation byte alone
  CHECK(core::utf8_character_length("\xC3", 0) == 0);
  CHECK(core::utf8_character_length("abc", 3) == 0);  // past the end
}

TEST_CASE("text for a message has its control characters escaped as JSON writes them, and nothing else changed") {
  CHECK(core::escape_control_characters("Crowbar") == "Crowbar");
  CHECK(core::escape_control_characters(std::string("a\0b", 3)) == "a\\u0000b");
  CHECK(core::escape_control_characters("line\nnext\ttab\x1b[2J\x7f") == "line\\nnext\\ttab\\u001b[2J\\u007f");
  CHECK(core::escape_control_characters("back\\slash") == "back\\\\slash");
  CHECK(core::escape_control_characters("caf\xc3\xa9 \xff") == "caf\xc3\xa9 ?");
  CHECK(core::quoted(std::string("say \"hi\"\0", 9)) == "\"say \\\"hi\\\"\\u0000\"");
}

TEST_CASE("a text shortened for a message keeps at most so many characters, cut between characters, with dots") {
  CHECK(core::shortened("Neo Mouse", 60) == "Neo Mouse");
  CHECK(core::shortened(std::string(60, 'a'), 60) == std::string(60, 'a'));
  CHECK(core::shortened(std::string(61, 'a'), 60) == std::string(60, 'a') + "...");
  std::string umlauts;
  for (int i = 0; i < 70; ++i) umlauts += "\xc3\x9c";  // "Ü", two bytes each
  const std::string cut = core::shortened(umlauts, 60);
  CHECK(cut == umlauts.substr(0, 120) + "...");
  CHECK(core::is_valid_utf8(cut));
}
