// SPDX-License-Identifier: MIT
#include "sounds/wav_file.h"

namespace sounds {

namespace {

void append_little_endian(std::string& bytes, std::uint32_t value, int byte_count) {
  for (int i = 0; i < byte_count; ++i) bytes.push_back(static_cast<char>((value >> (8 * i)) & 0xFFu));
}

}  // namespace

std::string wav_bytes(const std::vector<std::int16_t>& samples, int sample_rate) {
  constexpr std::uint32_t kBytesPerSample = 2;
  const auto data_size = static_cast<std::uint32_t>(samples.size() * kBytesPerSample);
  std::string bytes;
  bytes.reserve(44 + data_size);
  bytes += "RIFF";
  append_little_endian(bytes, 36 + data_size, 4);
  bytes += "WAVEfmt ";
  append_little_endian(bytes, 16, 4);  // the size of the format block that follows
  append_little_endian(bytes, 1, 2);   // PCM
  append_little_endian(bytes, 1, 2);   // one channel
  append_little_endian(bytes, static_cast<std::uint32_t>(sample_rate), 4);
  append_little_endian(bytes, static_cast<std::uint32_t>(sample_rate) * kBytesPerSample, 4);  // bytes a second
  append_little_endian(bytes, kBytesPerSample, 2);                                            // bytes a frame
  append_little_endian(bytes, 16, 2);                                                         // bits a sample
  bytes += "data";
  append_little_endian(bytes, data_size, 4);
  for (const std::int16_t sample : samples) append_little_endian(bytes, static_cast<std::uint16_t>(sample), 2);
  return bytes;
}

}  // namespace sounds
