// SPDX-License-Identifier: MIT
#include "render/color.h"

namespace render {

namespace {

constexpr Palette kStandard{
    .text = {226, 230, 233, 255},
    .text_dim = {140, 150, 160, 255},
    .accent = {255, 214, 90, 255},
    .good = {110, 220, 120, 255},
    .bad = {235, 90, 80, 255},
    .warning = {240, 170, 60, 255},
    .panel = {18, 22, 30, 255},
    .panel_border = {70, 84, 100, 255},
    .background = {8, 9, 12, 255},
    .button = {40, 50, 64, 255},
    .button_hover = {62, 78, 98, 255},
    .disabled = {70, 74, 80, 255},
    .hp_bar = {60, 150, 70, 255},
    .hp_bar_low = {190, 50, 45, 255},
    .xp_bar = {60, 90, 170, 255},
    .damage = {255, 90, 70, 255},
    .hit_flash = {255, 60, 40, 90},
};

// Pure white text on black, bright borders, and every signal colour at full strength.
constexpr Palette kHighContrast{
    .text = {255, 255, 255, 255},
    .text_dim = {210, 214, 220, 255},
    .accent = {255, 230, 0, 255},
    .good = {90, 255, 120, 255},
    .bad = {255, 95, 95, 255},
    .warning = {255, 175, 0, 255},
    .panel = {0, 0, 0, 255},
    .panel_border = {230, 230, 230, 255},
    .background = {0, 0, 0, 255},
    .button = {40, 40, 40, 255},
    .button_hover = {90, 90, 90, 255},
    .disabled = {120, 120, 120, 255},
    .hp_bar = {0, 190, 60, 255},
    .hp_bar_low = {230, 30, 30, 255},
    .xp_bar = {40, 110, 255, 255},
    .damage = {255, 95, 95, 255},
    .hit_flash = {255, 60, 40, 120},
};

// Okabe and Ito's colours, which stay apart with red-green colour blindness: sky blue for better,
// orange for worse, and a bluish green bar against a vermilion one.
constexpr Palette kColourBlind{
    .text = {226, 230, 233, 255},
    .text_dim = {150, 158, 168, 255},
    .accent = {240, 228, 66, 255},    // yellow
    .good = {86, 180, 233, 255},      // sky blue
    .bad = {230, 159, 0, 255},        // orange
    .warning = {204, 121, 167, 255},  // reddish purple
    .panel = {18, 22, 30, 255},
    .panel_border = {70, 84, 100, 255},
    .background = {8, 9, 12, 255},
    .button = {40, 50, 64, 255},
    .button_hover = {62, 78, 98, 255},
    .disabled = {70, 74, 80, 255},
    .hp_bar = {0, 114, 178, 255},     // blue
    .hp_bar_low = {213, 94, 0, 255},  // vermilion
    .xp_bar = {0, 158, 115, 255},     // bluish green
    .damage = {230, 159, 0, 255},
    .hit_flash = {230, 159, 0, 100},
};

const Palette* current_palette = &kStandard;

}  // namespace

const Palette& palette_of(Theme theme) {
  switch (theme) {
    case Theme::Standard: return kStandard;
    case Theme::HighContrast: return kHighContrast;
    case Theme::ColourBlind: return kColourBlind;
  }
  return kStandard;
}

namespace colors {

const Palette& palette() {
  return *current_palette;
}

void use_theme(Theme theme) {
  current_palette = &palette_of(theme);
}

}  // namespace colors

}  // namespace render
