#include "scenes/key_bindings.h"

namespace scenes {

std::optional<core::Point> movement_for_key(SDL_Keycode key) {
  switch (key) {
    case SDLK_UP:
    case SDLK_KP_8:
    case SDLK_k: return core::Point{0, -1};
    case SDLK_DOWN:
    case SDLK_KP_2:
    case SDLK_j: return core::Point{0, 1};
    case SDLK_LEFT:
    case SDLK_KP_4:
    case SDLK_h: return core::Point{-1, 0};
    case SDLK_RIGHT:
    case SDLK_KP_6:
    case SDLK_l: return core::Point{1, 0};
    case SDLK_KP_7:
    case SDLK_y: return core::Point{-1, -1};
    case SDLK_KP_9:
    case SDLK_u: return core::Point{1, -1};
    case SDLK_KP_1:
    case SDLK_b: return core::Point{-1, 1};
    case SDLK_KP_3:
    case SDLK_n: return core::Point{1, 1};
    default: return std::nullopt;
  }
}

}  // namespace scenes
