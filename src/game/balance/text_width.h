// SPDX-License-Identifier: MIT
#pragma once

#include <string_view>

namespace game {

// How wide a line of text is drawn, estimated without a font: the advance widths of DejaVu Sans,
// the sans-serif that browsers on Linux pick, which is wider than Arial or Helvetica, so the
// estimate bounds those too. Characters outside ASCII count as a whole em.
double estimated_text_width(std::string_view utf8, double font_size, bool bold = false);

// How far a line of text reaches above and below its baseline, as browsers box it (DejaVu Sans).
inline constexpr double kTextAscent = 0.93;   // of the font size
inline constexpr double kTextDescent = 0.24;  // of the font size

}  // namespace game
