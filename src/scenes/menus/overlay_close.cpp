// SPDX-License-Identifier: MIT
#include "scenes/menus/overlay_close.h"

#include <algorithm>

namespace scenes {

bool OverlayClose::key_pressed(const render::Input& input) const {
  // Esc counts the controller's cancel button too (see Input).
  return input.was_pressed(SDLK_ESCAPE) ||
         std::ranges::any_of(keys_, [&input](SDL_Keycode key) { return input.was_pressed(key); }) ||
         std::ranges::any_of(buttons_, [&input](render::PadButton button) { return input.pad_pressed(button); });
}

bool OverlayClose::clicked_outside(const render::Input& input, const SDL_Rect& panel) {
  if (!input.was_clicked(render::MouseButton::Left)) return false;
  const SDL_Point point{input.mouse_position().x, input.mouse_position().y};
  return SDL_PointInRect(&point, &panel) == SDL_FALSE;
}

std::string OverlayClose::keys_text(render::Prompts prompts) const {
  std::string text;
  if (prompts.device == render::InputDevice::Controller) {
    for (render::PadButton button : buttons_) text += button_name(button, prompts) + ", ";
    return text + button_name(cancel_.front(), prompts);
  }
  for (SDL_Keycode key : keys_) {
    if (key == SDLK_ESCAPE) continue;
    text += (text.empty() ? "" : ", ") + key_name(key);
  }
  return text.empty() ? "Esc" : text + " or Esc";
}

}  // namespace scenes
