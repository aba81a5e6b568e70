// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace sounds {

// The bytes of a WAV file holding `samples`: 16-bit signed mono PCM at `sample_rate`, little-endian
// as the format requires on every machine.
std::string wav_bytes(const std::vector<std::int16_t>& samples, int sample_rate);

}  // namespace sounds
