// SPDX-License-Identifier: MIT
#pragma once

#include <doctest/doctest.h>

// Requires a core::Result to be ok, and shows its error when it is not.
#define REQUIRE_OK(expression)                                    \
  do {                                                            \
    const auto& checked_result = (expression);                    \
    REQUIRE_MESSAGE(checked_result.ok(), checked_result.error()); \
  } while (false)
