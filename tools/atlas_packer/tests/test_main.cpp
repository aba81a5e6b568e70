// SPDX-License-Identifier: MIT
// The one translation unit that holds doctest's runner and main(); defining
// this in every test file would define main() once per file.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
