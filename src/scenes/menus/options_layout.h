// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <optional>

#include "core/enum_table.h"
#include "render/canvas.h"
#include "scenes/settings/button_bindings.h"
#include "scenes/settings/key_bindings.h"

// Where everything on the options screen is, shared by drawing and hit-testing.
namespace scenes::options_layout {

enum class SettingRow {
  WindowMode,
  WindowSize,
  UiScale,
  Zoom,
  MessageLines,
  Animations,
  WalkSpeed,
  StopHp,
  Theme,
  MasterVolume,
  EffectsVolume,
  MusicVolume,
  Sound,
  ControllerInBackground,
};
// Each setting row's label on the screen, top to bottom.
inline constexpr auto kSettingRowNames = core::enum_table<SettingRow>({
    {SettingRow::WindowMode, "window_mode", "Window mode"},
    {SettingRow::WindowSize, "window_size", "Window size"},
    {SettingRow::UiScale, "ui_scale", "UI scale"},
    {SettingRow::Zoom, "zoom", "Map zoom at start"},
    {SettingRow::MessageLines, "message_lines", "Message lines"},
    {SettingRow::Animations, "animations", "Animations"},
    {SettingRow::WalkSpeed, "walk_speed", "Walk speed"},
    {SettingRow::StopHp, "stop_hp", "Stop when HP below"},
    {SettingRow::Theme, "theme", "Colours"},
    {SettingRow::MasterVolume, "master_volume", "Master volume"},
    {SettingRow::EffectsVolume, "effects_volume", "Effects volume"},
    {SettingRow::MusicVolume, "music_volume", "Music volume"},
    {SettingRow::Sound, "sound", "Sound"},
    {SettingRow::ControllerInBackground, "controller_in_background", "Controller in background"},
});
inline constexpr int kSettingRowCount = static_cast<int>(kSettingRowNames.size());

// The bindings column shows the keys or the controller's buttons, one tab at a time.
enum class BindingTab { Keys, Controller };

// One line of the bindings column: a command's, or (on the controller tab, after the commands)
// a menu role's.
struct BindingRow {
  std::optional<Command> command;
  std::optional<MenuRole> role;
};

inline constexpr int kMenuRoleCount = static_cast<int>(kMenuRoleNames.size());
inline constexpr int binding_row_count(BindingTab tab) {
  return kCommandCount + (tab == BindingTab::Controller ? kMenuRoleCount : 0);
}
inline constexpr BindingRow binding_row_at(int index) {
  if (index < kCommandCount) return {static_cast<Command>(index), std::nullopt};
  return {std::nullopt, static_cast<MenuRole>(index - kCommandCount)};
}
inline constexpr int binding_row_index(BindingRow row) {
  return row.command ? static_cast<int>(*row.command) : kCommandCount + static_cast<int>(*row.role);
}

// Keyboard focus runs through the setting rows, then the binding rows, then the two buttons.
inline constexpr int kFirstKeyRow = kSettingRowCount;
inline constexpr int reset_item(BindingTab tab) {
  return kFirstKeyRow + binding_row_count(tab);
}
inline constexpr int back_item(BindingTab tab) {
  return reset_item(tab) + 1;
}
inline constexpr int focus_count(BindingTab tab) {
  return back_item(tab) + 1;
}

inline constexpr int kTitleY = 10;
inline constexpr int kHeadingY = 84;
inline constexpr int kRowsTop = 124;
// The columns' labels share the headings' line, ending level with them, so the rows can start high.
inline constexpr int kColumnLabelsY = kHeadingY + 10;

inline constexpr int kLeftX = 60;
inline constexpr int kLeftWidth = 520;
inline constexpr int kSettingRowHeight = 23;
inline constexpr int kSettingRowGap = 2;
inline constexpr int kArrowSize = 22;
inline constexpr int kValueWidth = 150;

inline constexpr int kRightX = 640;
inline constexpr int kRightWidth = 580;
// The rows shown at once between the column labels and the bottom edge; the list scrolls to show
// the rest.
inline constexpr int kKeyRowHeight = 20;
inline constexpr int kVisibleKeyRows = 29;
inline constexpr int kTabWidth = 124;
// Where the key names start: the longest command, "Debug console (--debug)", with a clear gap before them.
inline constexpr int kKeysColumnX = kRightX + 272;

inline constexpr int kButtonWidth = 220;
inline constexpr int kButtonHeight = 44;
inline constexpr int kButtonsY = render::kDesignHeight - 78;

inline constexpr SDL_Rect setting_row(int row) {
  return {kLeftX, kRowsTop + row * (kSettingRowHeight + kSettingRowGap), kLeftWidth, kSettingRowHeight};
}
inline constexpr SDL_Rect increase_arrow(int row) {
  const SDL_Rect line = setting_row(row);
  return {line.x + line.w - 8 - kArrowSize, line.y + (line.h - kArrowSize) / 2, kArrowSize, kArrowSize};
}
inline constexpr SDL_Rect decrease_arrow(int row) {
  const SDL_Rect plus = increase_arrow(row);
  return {plus.x - kValueWidth - kArrowSize, plus.y, kArrowSize, kArrowSize};
}
inline constexpr int value_centre_x(int row) {
  return increase_arrow(row).x - kValueWidth / 2;
}
// The binding row shown `visible_index` rows below the top of the list.
inline constexpr SDL_Rect key_row(int visible_index) {
  return {kRightX, kRowsTop + visible_index * kKeyRowHeight, kRightWidth, kKeyRowHeight};
}
inline constexpr SDL_Rect binding_list() {
  return {kRightX, kRowsTop, kRightWidth, kVisibleKeyRows * kKeyRowHeight};
}
// The two tabs take the heading's place above the list.
inline constexpr SDL_Rect tab_rect(BindingTab tab) {
  return {kRightX + (tab == BindingTab::Keys ? 0 : kTabWidth + 8), kHeadingY - 4, kTabWidth, 32};
}
// The buttons sit under the settings, so the key list may run to the bottom.
inline constexpr SDL_Rect reset_button() {
  return {kLeftX, kButtonsY, kButtonWidth, kButtonHeight};
}
inline constexpr SDL_Rect back_button() {
  return {kLeftX + kLeftWidth - kButtonWidth, kButtonsY, kButtonWidth, kButtonHeight};
}
static_assert(kRowsTop + kVisibleKeyRows * kKeyRowHeight <= render::kDesignHeight - 8,
              "the key list runs off the screen");
// Below the setting rows: how to use the screen, then notes and warnings.
inline constexpr int kHintsY = setting_row(kSettingRowCount - 1).y + kSettingRowHeight + 16;
// Four lines of hints and three of notes, 19 pixels each, fit above the buttons.
static_assert(kHintsY + 4 * 19 + 10 + 3 * 19 <= kButtonsY - 8, "the hints and a note do not fit above the buttons");

}  // namespace scenes::options_layout
