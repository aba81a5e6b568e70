// SPDX-License-Identifier: MIT
// The one main() shared by every doctest program.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
