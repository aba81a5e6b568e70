#pragma once

#include <SDL.h>

#include <optional>

#include "core/point.h"

namespace scenes {

// Movement keys: arrows, numpad (with diagonals) and the vi keys h j k l y u b n.
inline constexpr SDL_Keycode kMovementKeys[] = {
    SDLK_UP,   SDLK_DOWN, SDLK_LEFT, SDLK_RIGHT, SDLK_KP_1, SDLK_KP_2, SDLK_KP_3, SDLK_KP_4, SDLK_KP_6, SDLK_KP_7,
    SDLK_KP_8, SDLK_KP_9, SDLK_h,    SDLK_j,     SDLK_k,    SDLK_l,    SDLK_y,    SDLK_u,    SDLK_b,    SDLK_n};

// Keys that spend a turn without moving: '.' and numpad 5.
inline constexpr SDL_Keycode kWaitKeys[] = {SDLK_PERIOD, SDLK_KP_5, SDLK_KP_PERIOD};

// The step a movement key asks for; nullopt for any other key.
std::optional<core::Point> movement_for_key(SDL_Keycode key);

}  // namespace scenes
