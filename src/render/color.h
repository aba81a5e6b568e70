#pragma once

#include <SDL.h>

namespace render {

// The game's palette for interface drawing, in one place so panels stay consistent.
namespace colors {
inline constexpr SDL_Color kText{226, 230, 233, 255};
inline constexpr SDL_Color kTextDim{140, 150, 160, 255};
inline constexpr SDL_Color kAccent{255, 214, 90, 255};  // selection, highlights
inline constexpr SDL_Color kGood{110, 220, 120, 255};
inline constexpr SDL_Color kBad{235, 90, 80, 255};
inline constexpr SDL_Color kWarning{240, 170, 60, 255};  // amber: between kBad and kAccent, apart from both
inline constexpr SDL_Color kPanel{18, 22, 30, 255};      // opaque: blending is slow in the software renderer
inline constexpr SDL_Color kPanelBorder{70, 84, 100, 255};
inline constexpr SDL_Color kBackground{8, 9, 12, 255};
inline constexpr SDL_Color kButton{40, 50, 64, 255};
inline constexpr SDL_Color kButtonHover{62, 78, 98, 255};
inline constexpr SDL_Color kDisabled{70, 74, 80, 255};
}  // namespace colors

}  // namespace render
