// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include "core/enum_table.h"

namespace render {

// The colours of everything the interface draws (the sprites keep their own), in one place so
// panels stay consistent, and so that a theme changes all of them at once.
struct Palette {
  SDL_Color text;
  SDL_Color text_dim;
  SDL_Color accent;   // selection, highlights
  SDL_Color good;     // better, healed, safe
  SDL_Color bad;      // worse, hurt, an error
  SDL_Color warning;  // between bad and accent, apart from both
  SDL_Color panel;    // opaque: blending is slow in the software renderer
  SDL_Color panel_border;
  SDL_Color background;
  SDL_Color button;
  SDL_Color button_hover;
  SDL_Color disabled;
  SDL_Color hp_bar;      // the HP bar's fill
  SDL_Color hp_bar_low;  // ... when HP is low
  SDL_Color xp_bar;
  SDL_Color damage;     // a damage number rising from a hit
  SDL_Color hit_flash;  // the tile of a hit, briefly (translucent)
};

// How the interface is coloured: the game's own look, one for low vision with the most contrast,
// and one whose "better" and "worse" are blue and orange, told apart with any colour vision.
enum class Theme { Standard, HighContrast, ColourBlind };
inline constexpr auto kThemeNames = core::enum_table<Theme>({
    {Theme::Standard, "standard", "Standard"},
    {Theme::HighContrast, "high_contrast", "High contrast"},
    {Theme::ColourBlind, "colour_blind", "Colour-blind"},
});

// The colours of `theme`.
const Palette& palette_of(Theme theme);

namespace colors {
// The palette every panel draws with: the theme the options screen chose, from the next frame on.
// One for the whole interface, as the screen it draws on is one.
const Palette& palette();
void use_theme(Theme theme);
}  // namespace colors

}  // namespace render
