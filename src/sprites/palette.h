// SPDX-License-Identifier: MIT
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/parse_error.h"
#include "sprites/pixel_image.h"

namespace sprites {

// The character that always means "no pixel here", whatever the palette says.
inline constexpr char kTransparentChar = '.';

// The colours sprite files may use, keyed by the character that stands for
// each one.
struct Palette {
  std::map<char, Rgba> colours{{kTransparentChar, kTransparent}};

  std::optional<Rgba> find(char c) const;
};

struct PaletteResult {
  Palette palette;
  std::vector<core::ParseError> errors;
};

// Reads lines of the form "<char> #RRGGBB" or "<char> #RRGGBBAA", each
// optionally followed by a "# comment". Lines starting with '#' and blank
// lines are skipped. Every problem is reported; good lines are kept.
PaletteResult parse_palette(std::string_view text, const std::string& file_name);

// "#RRGGBB" (opaque) or "#RRGGBBAA"; nothing for anything else.
std::optional<Rgba> parse_hex_colour(std::string_view text);

}  // namespace sprites
