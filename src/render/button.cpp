// SPDX-License-Identifier: MIT
#include "render/button.h"

#include "render/color.h"
#include "render/input.h"

namespace render {

bool Button::clicked(const Input& input) const {
  return enabled && input.was_clicked(MouseButton::Left) && hovered_by(input.mouse_position());
}

void Button::draw(Canvas& canvas, core::Point mouse, bool focused) const {
  const bool lit = enabled && (focused || hovered_by(mouse));
  canvas.fill_rect(rect, !enabled ? colors::palette().panel
                         : lit    ? colors::palette().button_hover
                                  : colors::palette().button);
  canvas.outline_rect(rect, focused && enabled ? colors::palette().accent : colors::palette().panel_border,
                      focused ? 2 : 1);
  const int text_y = rect.y + (rect.h - canvas.line_height(TextSize::Large)) / 2;
  canvas.text(label, {rect.x + rect.w / 2, text_y}, enabled ? colors::palette().text : colors::palette().disabled,
              TextSize::Large, Align::Center);
}

}  // namespace render
