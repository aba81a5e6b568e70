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
const char* const kKeyboardHints[] = {
    "Up/Down or the mouse choose a line; Left/Right change it.",
    "On a key line: Enter or a click sets the key, Insert or a",
    "right-click adds one, Delete clears it; a taken key moves.",
    "Page Up/Down: keys or controller. Every change is saved.",
};
const char* const kControllerHints[] = {
    "D-pad or stick choose a line; left/right change it.",
    "On a button line: A sets the button, Y adds one, Back",
    "clears it; a taken button moves. LB/RB: keys or buttons.",
    "Every change is saved at once. B goes back.",
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

std::string row_label(layout::BindingRow row) {
  return std::string(row.command ? core::label_of(kCommandNames, *row.command)
                                 : core::label_of(kMenuRoleNames, *row.role));
}

std::string row_bindings(const OptionsViewState& state, layout::BindingRow row) {
  if (state.tab == layout::BindingTab::Keys) return keys_text(state.settings.keys, *row.command);
  const ButtonBindings& buttons = state.settings.buttons;
  return buttons_text(row.command ? buttons.buttons(*row.command) : buttons.buttons(*row.role));
}

void draw_key_row(render::Canvas& canvas, const OptionsViewState& state, int index) {
  const layout::BindingRow row = layout::binding_row_at(index);
  const SDL_Rect line = layout::key_row(index - state.scroll);
  const bool focused = state.focused == layout::kFirstKeyRow + index;
  const bool waiting = state.waiting_row == index;
  // Alternate shades keep the eye on one line across the wide gap between the columns.
  canvas.fill_rect(line, focused || waiting ? colors::palette().button
                         : index % 2 == 0   ? colors::palette().panel
                                            : colors::palette().background);
  if (focused || waiting) canvas.outline_rect(line, colors::palette().accent, 2);
  const int text_y = line.y + (line.h - canvas.line_height()) / 2;
  canvas.text(row_label(row), {line.x + 14, text_y}, colors::palette().text);
  const int keys_width = line.x + line.w - layout::kKeysColumnX - 10;
  if (waiting) {
    const bool controller = state.tab == layout::BindingTab::Controller;
    canvas.text(controller ? "Press a button...  Esc cancels" : "Press a key...  Esc cancels",
                {layout::kKeysColumnX, text_y}, colors::palette().accent);
    return;
  }
  const std::string bindings = row_bindings(state, row);
  const bool unbound = bindings == "(none)";
  canvas.text(canvas.fit_text(bindings, keys_width, TextSize::Normal), {layout::kKeysColumnX, text_y},
              unbound   ? colors::palette().text_dim
              : focused ? colors::palette().accent
                        : colors::palette().text);
}

// The two tabs stand where the column's heading would: the shown one lit, the other a button.
void draw_tabs(render::Canvas& canvas, const OptionsViewState& state) {
  for (layout::BindingTab tab : {layout::BindingTab::Keys, layout::BindingTab::Controller}) {
    const SDL_Rect rect = layout::tab_rect(tab);
    const bool shown = state.tab == tab;
    const bool hovered = render::contains(rect, state.mouse);
    canvas.fill_rect(rect, shown     ? colors::palette().button
                           : hovered ? colors::palette().button_hover
                                     : colors::palette().panel);
    canvas.outline_rect(rect, shown ? colors::palette().accent : colors::palette().panel_border, shown ? 2 : 1);
    const char* name = tab == layout::BindingTab::Keys ? "Keys" : "Controller";
    canvas.text(name, {rect.x + rect.w / 2, rect.y + (rect.h - canvas.line_height()) / 2},
                shown ? colors::palette().accent : colors::palette().text_dim, TextSize::Normal, Align::Center);
  }
}

// A thin bar at the list's right edge: how much of the list shows, and where.
void draw_scroll_bar(render::Canvas& canvas, const OptionsViewState& state, int rows) {
  if (rows <= layout::kVisibleKeyRows) return;
  const SDL_Rect list = layout::binding_list();
  const int track = list.h;
  const int thumb = track * layout::kVisibleKeyRows / rows;
  const int top = list.y + track * state.scroll / rows;
  canvas.fill_rect({list.x + list.w - 5, list.y, 4, track}, colors::palette().panel_border);
  canvas.fill_rect({list.x + list.w - 5, top, 4, thumb}, colors::palette().accent);
}

void draw_key_rows(render::Canvas& canvas, const OptionsViewState& state) {
  draw_tabs(canvas, state);
  const bool controller = state.tab == layout::BindingTab::Controller;
  canvas.text(controller ? "Buttons (any one of them)" : "Keys (any one of them)",
              {layout::kKeysColumnX, layout::kColumnLabelsY}, colors::palette().text_dim, TextSize::Small);
  const int rows = layout::binding_row_count(state.tab);
  const int shown = std::min(layout::kVisibleKeyRows, rows - state.scroll);
  const SDL_Rect first = layout::key_row(0);
  const SDL_Rect frame{first.x - 1, first.y - 1, first.w + 2, shown * layout::kKeyRowHeight + 2};
  for (int visible = 0; visible < shown; ++visible) draw_key_row(canvas, state, state.scroll + visible);
  canvas.outline_rect(frame, colors::palette().panel_border);
  draw_scroll_bar(canvas, state, rows);
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
  const bool controller = state.prompts.device == render::InputDevice::Controller;
  for (const char* hint : controller ? kControllerHints : kKeyboardHints) {
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
  const char* reset = state.tab == layout::BindingTab::Keys ? "Reset keys" : "Reset buttons";
  render::Button{layout::reset_button(), reset}.draw(canvas, state.mouse,
                                                     state.focused == layout::reset_item(state.tab));
  render::Button{layout::back_button(), "Back"}.draw(canvas, state.mouse,
                                                     state.focused == layout::back_item(state.tab));
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
    case layout::SettingRow::ControllerInBackground: return settings.controller_in_background ? "On" : "Off";
  }
  return {};
}

std::string buttons_text(const std::vector<render::PadButton>& buttons) {
  std::string text;
  for (render::PadButton button : buttons)
    text += (text.empty() ? "" : ", ") + std::string(render::button_label(button, render::PadStyle::Xbox));
  return text.empty() ? "(none)" : text;
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
