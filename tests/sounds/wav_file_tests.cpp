// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include "sounds/wav_file.h"

namespace {

std::uint32_t little_endian_at(const std::string& bytes, std::size_t at, int count) {
  std::uint32_t value = 0;
  for (int i = count - 1; i >= 0; --i) value = (value << 8) | static_cast<unsigned char>(bytes[at + i]);
  return value;
}

}  // namespace

TEST_CASE("a WAV file holds 16-bit mono PCM with sizes that match its samples") {
  const std::string wav = sounds::wav_bytes({0, 1000, -1000, 32767, -32768}, 22050);
  REQUIRE(wav.size() == 44 + 5 * 2);
  CHECK(wav.substr(0, 4) == "RIFF");
  CHECK(little_endian_at(wav, 4, 4) == wav.size() - 8);
  CHECK(wav.substr(8, 8) == "WAVEfmt ");
  CHECK(little_endian_at(wav, 20, 2) == 1);  // PCM
  CHECK(little_endian_at(wav, 22, 2) == 1);  // mono
  CHECK(little_endian_at(wav, 24, 4) == 22050);
  CHECK(little_endian_at(wav, 28, 4) == 44100);  // bytes a second
  CHECK(little_endian_at(wav, 34, 2) == 16);
  CHECK(wav.substr(36, 4) == "data");
  CHECK(little_endian_at(wav, 40, 4) == 10);
  CHECK(little_endian_at(wav, 46, 2) == 1000);
  CHECK(little_endian_at(wav, 48, 2) == 0xFC18);  // -1000
  CHECK(little_endian_at(wav, 52, 2) == 0x8000);  // -32768
}
