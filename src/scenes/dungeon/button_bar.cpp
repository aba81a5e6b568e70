// SPDX-License-Identifier: MIT
#include "scenes/dungeon/button_bar.h"

#include <algorithm>

#include "render/button.h"
#include "render/color.h"
#include "scenes/dungeon/hud.h"

namespace scenes::button_bar {

namespace {

constexpr int kBarPadding = 4;
constexpr int kButtonGap = 4;

void draw_button(render::Canvas& canvas, const SDL_Rect& rect, Command command, const std::string& binding, bool lit,
                 bool enabled) {
  namespace colors = render::colors;
  canvas.fill_rect(rect, !enabled ? colors::palette().panel
                         : lit    ? colors::palette().button_hover
                                  : colors::palette().button);
  canvas.outline_rect(rect, lit ? colors::palette().accent : colors::palette().panel_border);
  const int line = canvas.line_height(render::TextSize::Small);
  const int top = rect.y + (rect.h - 2 * line) / 2;
  const int width = rect.w - 2 * kBarPadding;
  const core::Point middle{rect.x + rect.w / 2, top};
  canvas.text(canvas.fit_text(label_of(command), width, render::TextSize::Small), middle,
              enabled ? colors::palette().text : colors::palette().disabled, render::TextSize::Small,
              render::Align::Center);
  canvas.text(canvas.fit_text(binding, width, render::TextSize::Small), {middle.x, top + line},
              enabled ? colors::palette().accent : colors::palette().disabled, render::TextSize::Small,
              render::Align::Center);
}

}  // namespace

Layout lay_out(int message_lines, core::Point screen) {
  Layout layout;
  layout.bar = hud::button_bar(message_lines, screen);
  const int span = hud::hover_panel(screen).x - layout.bar.x - 2 * kBarPadding;
  const int count = static_cast<int>(kCommands.size());
  const int width = (span - (count - 1) * kButtonGap) / count;
  for (int i = 0; i < count; ++i) {
    layout.buttons[static_cast<std::size_t>(i)] = {layout.bar.x + kBarPadding + i * (width + kButtonGap),
                                                   layout.bar.y + kBarPadding, width, layout.bar.h - 2 * kBarPadding};
  }
  return layout;
}

std::optional<Command> command_at(const Layout& layout, core::Point point) {
  for (std::size_t i = 0; i < kCommands.size(); ++i) {
    if (render::contains(layout.buttons[i], point)) return kCommands[i];
  }
  return std::nullopt;
}

std::string label_of(Command command) {
  switch (command) {
    case Command::TravelStairsUp: return "Stairs \u2191";
    case Command::TravelStairsDown: return "Stairs \u2193";
    case Command::MessageLog: return "Log";
    case Command::Help: return "Help";
    case Command::GameMenu: return "Menu";
    default: return std::string(core::label_of(kCommandNames, command));
  }
}

void draw(render::Canvas& canvas, const Layout& layout, Controls controls, render::Prompts prompts, core::Point mouse,
          const std::function<bool(Command)>& enabled) {
  canvas.fill_rect(layout.bar, render::colors::palette().panel);
  canvas.outline_rect(layout.bar, render::colors::palette().panel_border);
  for (std::size_t i = 0; i < kCommands.size(); ++i) {
    const bool on = enabled(kCommands[i]);
    const std::string binding = first_binding_name(controls, kCommands[i], prompts);
    draw_button(canvas, layout.buttons[i], kCommands[i], binding, on && render::contains(layout.buttons[i], mouse), on);
  }
}

}  // namespace scenes::button_bar
