// SPDX-License-Identifier: MIT
#include "content/floor_bands.h"

#include <algorithm>

#include "content/definitions.h"

namespace content {

const FloorBand* band_of_floor(const std::vector<FloorBand>& bands, int floor) {
  const auto band = std::ranges::find_if(
      bands, [floor](const FloorBand& each) { return floor >= each.floors.min && floor <= each.floors.max; });
  return band == bands.end() ? nullptr : &*band;
}

namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

std::optional<Tint> parse_tint(const std::string& text) {
  if (text.size() != 7 || text[0] != '#') return std::nullopt;
  std::uint8_t channels[3] = {};
  for (int i = 0; i < 3; ++i) {
    const int high = hex_digit(text[1 + 2 * i]);
    const int low = hex_digit(text[2 + 2 * i]);
    if (high < 0 || low < 0) return std::nullopt;
    channels[i] = static_cast<std::uint8_t>(high * 16 + low);
  }
  return Tint{channels[0], channels[1], channels[2]};
}

}  // namespace content
