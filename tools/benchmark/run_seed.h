// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

namespace bench {

// The run whose floors and world the generation, save and frame figures measure.
inline constexpr std::uint64_t kRunSeed = 1;

}  // namespace bench
