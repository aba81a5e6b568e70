// SPDX-License-Identifier: MIT
#include "render/color.h"

namespace render {

namespace {

constexpr Palette kStandard{
    {226, 230, 233, 255},  // text
    {140, 150, 160, 255},  // text_dim
    {255, 214, 90, 255},   // accent
    {110, 220, 120, 255},  // good
    {235, 90, 80, 255},    // bad
    {240, 170, 60, 255},   // warning
    {18, 22, 30, 255},     // panel
    {70, 84, 100, 255},    // panel_border
    {8, 9, 12, 255},       // background
    {40, 50, 64, 255},     // button
    {62, 78, 98, 255},     // button_hover
    {70, 74, 80, 255},     // disabled
    {60, 150, 70, 255},    // hp_bar
    {190, 50, 45, 255},    // hp_bar_low
    {60, 90, 170, 255},    // xp_bar
    {255, 90, 70, 255},    // damage
    {255, 60, 40, 90},     // hit_flash
};

// Pure white text on black, bright borders, and every signal colour at full strength.
constexpr Palette kHighContrast{
    {255, 255, 255, 255},  // text
    {210, 214, 220, 255},  // text_dim
    {255, 230, 0, 255},    // accent
    {90, 255, 120, 255},   // good
    {255, 95, 95, 255},    // bad
    {255, 175, 0, 255},    // warning
    {0, 0, 0, 255},        // panel
    {230, 230, 230, 255},  // panel_border
    {0, 0, 0, 255},        // background
    {40, 40, 40, 255},     // button
    {90, 90, 90, 255},     // button_hover
    {120, 120, 120, 255},  // disabled
    {0, 190, 60, 255},     // hp_bar
    {230, 30, 30, 255},    // hp_bar_low
    {40, 110, 255, 255},   // xp_bar
    {255, 95, 95, 255},    // damage
    {255, 60, 40, 120},    // hit_flash
};

// Okabe and Ito's colours, which stay apart with red-green colour blindness: sky blue for better,
// orange for worse, and a bluish green bar against a vermilion one.
constexpr Palette kColourBlind{
    {226, 230, 233, 255},  // text
    {150, 158, 168, 255},  // text_dim
    {240, 228, 66, 255},   // accent: yellow
    {86, 180, 233, 255},   // good: sky blue
    {230, 159, 0, 255},    // bad: orange
    {204, 121, 167, 255},  // warning: reddish purple
    {18, 22, 30, 255},     // panel
    {70, 84, 100, 255},    // panel_border
    {8, 9, 12, 255},       // background
    {40, 50, 64, 255},     // button
    {62, 78, 98, 255},     // button_hover
    {70, 74, 80, 255},     // disabled
    {0, 114, 178, 255},    // hp_bar: blue
    {213, 94, 0, 255},     // hp_bar_low: vermilion
    {0, 158, 115, 255},    // xp_bar: bluish green
    {230, 159, 0, 255},    // damage
    {230, 159, 0, 100},    // hit_flash
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
