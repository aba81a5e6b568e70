// SPDX-License-Identifier: MIT
#include "scenes/menus/overlay_close.h"

#include <algorithm>

namespace scenes {

bool OverlayClose::key_pressed(const render::Input& input) const {
  return input.was_pressed(SDLK_ESCAPE) ||
         std::ranges::any_of(keys_, [&input](SDL_Keycode key) { return input.was_pressed(key); });
}

bool OverlayClose::clicked_outside(const render::Input& input, const SDL_Rect& panel) {
  if (!input.was_clicked(render::MouseButton::Left)) return false;
  const SDL_Point point{input.mouse_position().x, input.mouse_position().y};
  return SDL_PointInRect(&point, &panel) == SDL_FALSE;
}

std::string OverlayClose::keys_text() const {
  std::string text;
  for (SDL_Keycode key : keys_) {
    if (key == SDLK_ESCAPE) continue;
    text += (text.empty() ? "" : ", ") + key_name(key);
  }
  return text.empty() ? "Esc" : text + " or Esc";
}

}  // namespace scenes
