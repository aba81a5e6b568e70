// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <vector>

#include "sounds/sound_recipe.h"

namespace sounds {

// Every sound is mono at this rate: the mixer converts it to the device's format once, on loading.
inline constexpr int kSampleRate = 44100;

// The sound a recipe describes, as 16-bit samples. Voices that together would pass full scale are
// scaled down as a whole, so a sound never clips. The noise is the same on every run and machine:
// the build makes the same WAV files every time.
std::vector<std::int16_t> synthesise(const Recipe& recipe);

}  // namespace sounds
