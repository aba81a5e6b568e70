#pragma once

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace fuzz {

// Ends the run as a crash when the code under test breaks a promise its header makes, so that
// libFuzzer keeps the input that broke it.
inline void check(bool promise_kept, const char* promise) {
  if (promise_kept) return;
  std::fprintf(stderr, "broken promise: %s\n", promise);
  std::abort();
}

// Whether `text` is well-formed UTF-8 (RFC 3629: no overlong forms, surrogates or code points past U+10FFFF).
// Content files must be UTF-8, so a message quoting one that is not has cut a character in two.
inline bool is_utf8(std::string_view text) {
  std::size_t at = 0;
  while (at < text.size()) {
    const auto lead = static_cast<unsigned char>(text[at]);
    std::size_t length = 1;
    unsigned char second_low = 0x80;
    unsigned char second_high = 0xBF;
    if (lead < 0x80) {
      ++at;
      continue;
    }
    if (lead >= 0xC2 && lead <= 0xDF) {
      length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
      length = 3;
      if (lead == 0xE0) second_low = 0xA0;
      if (lead == 0xED) second_high = 0x9F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
      length = 4;
      if (lead == 0xF0) second_low = 0x90;
      if (lead == 0xF4) second_high = 0x8F;
    } else {
      return false;
    }
    if (at + length > text.size()) return false;
    const auto second = static_cast<unsigned char>(text[at + 1]);
    if (second < second_low || second > second_high) return false;
    for (std::size_t k = 2; k < length; ++k) {
      const auto next = static_cast<unsigned char>(text[at + k]);
      if (next < 0x80 || next > 0xBF) return false;
    }
    at += length;
  }
  return true;
}

}  // namespace fuzz
