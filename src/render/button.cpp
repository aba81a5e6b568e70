#include "render/button.h"

#include "render/color.h"
#include "render/input.h"

namespace render {

bool Button::clicked(const Input& input) const {
  return enabled && input.was_clicked(MouseButton::Left) && hovered_by(input.mouse_position());
}

void Button::draw(Canvas& canvas, core::Point mouse, bool focused) const {
  const bool lit = enabled && (focused || hovered_by(mouse));
  canvas.fill_rect(rect, !enabled ? colors::kPanel : lit ? colors::kButtonHover : colors::kButton);
  canvas.outline_rect(rect, focused && enabled ? colors::kAccent : colors::kPanelBorder, focused ? 2 : 1);
  const int text_y = rect.y + (rect.h - canvas.line_height(TextSize::Large)) / 2;
  canvas.text(label, {rect.x + rect.w / 2, text_y}, enabled ? colors::kText : colors::kDisabled, TextSize::Large,
              Align::Center);
}

}  // namespace render
