// SPDX-License-Identifier: MIT
#include "scenes/menus/options_view.h"

#include <algorithm>
#include <vector>

#include "render/button.h"
#include "render/color.h"
#include "scenes/menus/options_layout.h"

namespace scenes {

namespace {

namespace layout = options_layout;
using render::Align;
using render::TextSize;
namespace colors = render::colors;

constexpr int kSmallLine = 19;
constexpr int kMaxOptionsWarningLines = 6;

// Four lines: the layout keeps room for exactly these above the notes.
const char* const kHints[] = {
    "Up/Down or the mouse choose a line; Left/Right change it.",
    "On a key line: Enter or a click sets the key, Insert or a",
    "right-click adds one, Delete clears it; a taken key moves.",
    "Every change is saved at once. Menus keep arrows, Enter, Esc.",
};

void draw_arrow_box(render::Canvas& canvas, const SDL_Rect& box, const char* arrow, core::Point mouse) {
  canvas.fill_rect(box, render::contains(box, mouse) ? colors::palette().button_hover : colors::palette().button);
  canvas.outline_rect(box, colors::palette().panel_border);
  const int text_y = box.y + (box.h - canvas.line_height(TextSize::Large)) / 2;
  canvas.text(arrow, {box.x + box.w / 2, text_y}, colors::palette().text, TextSize::Large, Align::Center);
}

void draw_setting_rows(render::Canvas& canvas, const OptionsViewState& state) {
  canvas.text("Settings", {layout::kLeftX, layout::kHeadingY}, colors::palette().accent, TextSize::Large);
  canvas.text("Value", {layout::value_centre_x(0), layout::kColumnLabelsY}, colors::palette().text_dim, TextSize::Small,
              Align::Center);
  for (int row = 0; row < layout::kSettingRowCount; ++row) {
    const SDL_Rect line = layout::setting_row(row);
    const bool focused = state.focused == row;
    canvas.fill_rect(line, focused ? colors::palette().button : colors::palette().panel);
    canvas.outline_rect(line, focused ? colors::palette().accent : colors::palette().panel_border, focused ? 2 : 1);
    const int text_y = line.y + (line.h - canvas.line_height()) / 2;
    canvas.text(std::string(core::label_of(layout::kSettingRowNames, static_cast<layout::SettingRow>(row))),
                {line.x + 16, text_y}, colors::palette().text);
    draw_arrow_box(canvas, layout::decrease_arrow(row), "<", state.mouse);
    draw_arrow_box(canvas, layout::increase_arrow(row), ">", state.mouse);
    canvas.text(setting_value_text(state.settings, row), {layout::value_centre_x(row), text_y},
                focused ? colors::palette().accent : colors::palette().text, TextSize::Normal, Align::Center);
  }
}

void draw_key_row(render::Canvas& canvas, const OptionsViewState& state, Command command) {
  const int index = static_cast<int>(command);
  const SDL_Rect line = layout::key_row(index);
  const bool focused = state.focused == layout::kFirstKeyRow + index;
  const bool waiting = state.waiting_for_key == command;
  // Alternate shades keep the eye on one line across the wide gap between the columns.
  canvas.fill_rect(line, focused || waiting ? colors::palette().button
                         : index % 2 == 0   ? colors::palette().panel
                                            : colors::palette().background);
  if (focused || waiting) canvas.outline_rect(line, colors::palette().accent, 2);
  const int text_y = line.y + (line.h - canvas.line_height()) / 2;
  canvas.text(std::string(core::label_of(kCommandNames, command)), {line.x + 14, text_y}, colors::palette().text);
  const int keys_width = line.x + line.w - layout::kKeysColumnX - 10;
  if (waiting) {
    canvas.text("Press a key...  Esc cancels", {layout::kKeysColumnX, text_y}, colors::palette().accent);
    return;
  }
  const bool unbound = state.settings.keys.keys(command).empty();
  canvas.text(canvas.fit_text(keys_text(state.settings.keys, command), keys_width, TextSize::Normal),
              {layout::kKeysColumnX, text_y},
              unbound   ? colors::palette().text_dim
              : focused ? colors::palette().accent
                        : colors::palette().text);
}

void draw_key_rows(render::Canvas& canvas, const OptionsViewState& state) {
  canvas.text("Keys", {layout::kRightX, layout::kHeadingY}, colors::palette().accent, TextSize::Large);
  canvas.text("Keys (any one of them)", {layout::kKeysColumnX, layout::kColumnLabelsY}, colors::palette().text_dim,
              TextSize::Small);
  const SDL_Rect first = layout::key_row(0);
  const SDL_Rect frame{first.x - 1, first.y - 1, first.w + 2, kCommandCount * layout::kKeyRowHeight + 2};
  for (Command command : all_commands()) draw_key_row(canvas, state, command);
  canvas.outline_rect(frame, colors::palette().panel_border);
}

SDL_Color note_colour(NoteTone tone) {
  switch (tone) {
    case NoteTone::Done: return colors::palette().good;
    case NoteTone::Warning: return colors::palette().warning;
    case NoteTone::Refused: return colors::palette().bad;
  }
  return colors::palette().bad;
}

// Hints, then what the latest change did, then any problem with the settings file.
void draw_notes(render::Canvas& canvas, const OptionsViewState& state) {
  int y = layout::kHintsY;
  for (const char* hint : kHints) {
    canvas.text(hint, {layout::kLeftX, y}, colors::palette().text_dim, TextSize::Small);
    y += kSmallLine;
  }
  y += 10;
  if (!state.ui_scale_fit.empty()) {
    for (const std::string& line : canvas.wrap_text(state.ui_scale_fit, layout::kLeftWidth, TextSize::Small)) {
      canvas.text(line, {layout::kLeftX, y}, colors::palette().warning, TextSize::Small);
      y += kSmallLine;
    }
    y += 6;
  }
  if (!state.note.empty()) {
    for (const std::string& line : canvas.wrap_text(state.note, layout::kLeftWidth, TextSize::Small)) {
      canvas.text(line, {layout::kLeftX, y}, note_colour(state.note_tone), TextSize::Small);
      y += kSmallLine;
    }
    y += 6;
  }
  if (state.warnings.empty()) return;
  canvas.text("Problems in the settings file (defaults used for those):", {layout::kLeftX, y}, colors::palette().bad,
              TextSize::Small);
  y += kSmallLine;
  std::vector<std::string> lines;
  for (std::size_t start = 0; start < state.warnings.size();) {
    const std::size_t end = std::min(state.warnings.find('\n', start), state.warnings.size());
    for (std::string& line :
         canvas.wrap_text(state.warnings.substr(start, end - start), layout::kLeftWidth, TextSize::Small)) {
      lines.push_back(std::move(line));
    }
    start = end + 1;
  }
  const int room = std::min<int>(kMaxOptionsWarningLines, (layout::kButtonsY - 8 - y) / kSmallLine);
  for (int i = 0; i < std::min<int>(room, static_cast<int>(lines.size())); ++i) {
    const bool cut = i == room - 1 && static_cast<int>(lines.size()) > room;
    canvas.text(cut ? "... (the whole list is in the log)" : lines[i], {layout::kLeftX, y}, colors::palette().bad,
                TextSize::Small);
    y += kSmallLine;
  }
}

void draw_option_buttons(render::Canvas& canvas, const OptionsViewState& state) {
  render::Button{layout::reset_button(), "Reset keys"}.draw(canvas, state.mouse, state.focused == layout::kResetButton);
  render::Button{layout::back_button(), "Back"}.draw(canvas, state.mouse, state.focused == layout::kBackButton);
}

}  // namespace

std::string setting_value_text(const Settings& settings, int row) {
  switch (static_cast<layout::SettingRow>(row)) {
    case layout::SettingRow::WindowMode: return settings.fullscreen ? "Fullscreen" : "Windowed";
    case layout::SettingRow::WindowSize:
      return std::to_string(settings.window_width) + " x " + std::to_string(settings.window_height);
    case layout::SettingRow::UiScale: return std::to_string(settings.ui_scale) + "%";
    case layout::SettingRow::Zoom: return std::to_string(settings.zoom) + "x";
    case layout::SettingRow::MessageLines: return std::to_string(settings.message_lines);
    case layout::SettingRow::Animations: return std::string(core::label_of(kAnimationSpeedNames, settings.animations));
    case layout::SettingRow::WalkSpeed:
      return settings.walk_steps_per_second >= Settings::kInstantWalkSpeed
                 ? "Instant"
                 : std::to_string(settings.walk_steps_per_second) + " steps/s";
    case layout::SettingRow::StopHp:
      return settings.stop_below_hp_percent == 0 ? "Never" : std::to_string(settings.stop_below_hp_percent) + "%";
    case layout::SettingRow::Theme: return std::string(core::label_of(render::kThemeNames, settings.theme));
    case layout::SettingRow::MasterVolume: return std::to_string(settings.sound.master) + "%";
    case layout::SettingRow::EffectsVolume: return std::to_string(settings.sound.effects) + "%";
    case layout::SettingRow::MusicVolume: return std::to_string(settings.sound.music) + "%";
    case layout::SettingRow::Sound: return settings.sound.muted ? "Muted" : "On";
  }
  return {};
}

std::string keys_text(const KeyBindings& keys, Command command) {
  std::string text;
  for (SDL_Keycode key : keys.keys(command)) text += (text.empty() ? "" : ", ") + key_name(key);
  return text.empty() ? "(none)" : text;
}

void draw_options(render::Canvas& canvas, const OptionsViewState& state) {
  canvas.clear(colors::palette().background);
  canvas.text("OPTIONS", {render::kDesignWidth / 2, layout::kTitleY}, colors::palette().accent, TextSize::Title,
              Align::Center);
  draw_setting_rows(canvas, state);
  draw_key_rows(canvas, state);
  draw_notes(canvas, state);
  draw_option_buttons(canvas, state);
}

}  // namespace scenes
