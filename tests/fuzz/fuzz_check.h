// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "core/utf8.h"

namespace fuzz {

// Ends the run as a crash when the code under test breaks a promise its header makes, so that
// libFuzzer keeps the input that broke it.
inline void check(bool promise_kept, const char* promise) {
  if (promise_kept) return;
  std::fprintf(stderr, "broken promise: %s\n", promise);
  std::abort();
}

// Whether `text` is well-formed UTF-8, by the one strict check the game uses (core/utf8.h, tested on its
// own for each form it rejects). Content files must be UTF-8, so a message quoting one that is not has
// cut a character in two.
inline bool is_utf8(std::string_view text) {
  return core::is_valid_utf8(text);
}

}  // namespace fuzz
