// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include "core/enum_table.h"
#include "render/canvas.h"
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
});
inline constexpr int kSettingRowCount = static_cast<int>(kSettingRowNames.size());

// Keyboard focus runs through the setting rows, then the key rows, then the two buttons.
inline constexpr int kFirstKeyRow = kSettingRowCount;
inline constexpr int kResetButton = kFirstKeyRow + kCommandCount;
inline constexpr int kBackButton = kResetButton + 1;
inline constexpr int kFocusCount = kBackButton + 1;

inline constexpr int kTitleY = 10;
inline constexpr int kHeadingY = 84;
inline constexpr int kRowsTop = 124;
// The columns' labels share the headings' line, ending level with them, so the rows can start high.
inline constexpr int kColumnLabelsY = kHeadingY + 10;

inline constexpr int kLeftX = 60;
inline constexpr int kLeftWidth = 520;
inline constexpr int kSettingRowHeight = 24;
inline constexpr int kSettingRowGap = 2;
inline constexpr int kArrowSize = 22;
inline constexpr int kValueWidth = 150;

inline constexpr int kRightX = 640;
inline constexpr int kRightWidth = 580;
// Every command's row fits between the column labels and the bottom edge
// (28 rows fit: the list is full).
inline constexpr int kKeyRowHeight = 20;
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
inline constexpr SDL_Rect key_row(int action_index) {
  return {kRightX, kRowsTop + action_index * kKeyRowHeight, kRightWidth, kKeyRowHeight};
}
// The buttons sit under the settings, so the key list may run to the bottom.
inline constexpr SDL_Rect reset_button() {
  return {kLeftX, kButtonsY, kButtonWidth, kButtonHeight};
}
inline constexpr SDL_Rect back_button() {
  return {kLeftX + kLeftWidth - kButtonWidth, kButtonsY, kButtonWidth, kButtonHeight};
}
static_assert(kRowsTop + kCommandCount * kKeyRowHeight <= render::kDesignHeight - 8,
              "the key list runs off the screen");
// Below the setting rows: how to use the screen, then notes and warnings.
inline constexpr int kHintsY = setting_row(kSettingRowCount - 1).y + kSettingRowHeight + 16;
// Four lines of hints and three of notes, 19 pixels each, fit above the buttons.
static_assert(kHintsY + 4 * 19 + 10 + 3 * 19 <= kButtonsY - 8, "the hints and a note do not fit above the buttons");

}  // namespace scenes::options_layout
