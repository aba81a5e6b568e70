// SPDX-License-Identifier: MIT
#include "scenes/settings/settings_fields.h"

#include "core/enum_table.h"

namespace scenes {

namespace {

constexpr std::string_view kWindow = "window";
constexpr std::string_view kSound = "sound";

template <typename Enum, std::size_t N>
WordSetting words(Enum* value, const core::EnumTable<Enum, N>& names) {
  return {.words = core::ids_of(names),
          .word = [value, &names] { return std::string(core::id_of(names, *value)); },
          .set =
              [value, &names](const std::string& word) {
                const std::optional<Enum> chosen = core::from_id(names, word);
                if (chosen) *value = *chosen;
                return chosen.has_value();
              }};
}

WholeNumberSetting volume(int* value) {
  return {value, 0, Settings::kMaxVolume};
}

}  // namespace

std::vector<SettingField> setting_fields(Settings& settings) {
  render::SoundLevels& sound = settings.sound;
  return {
      {kWindow, "width", "The window's width at start-up, in pixels.",
       WholeNumberSetting{&settings.window_width, Settings::kMinWindowSide, Settings::kMaxWindowSide}},
      {kWindow, "height", "The window's height at start-up, in pixels.",
       WholeNumberSetting{&settings.window_height, Settings::kMinWindowSide, Settings::kMaxWindowSide}},
      {kWindow, "fullscreen", "Start in fullscreen; the --fullscreen flag turns it on whatever this says.",
       SwitchSetting{&settings.fullscreen}},
      {"", "ui_scale",
       "Text and panels at this percent of their size at 1280x720; the map's zoom is apart. Lowered where the "
       "window is too small for the panels at this size.",
       WholeNumberSetting{&settings.ui_scale, render::kMinUiScale, render::kMaxUiScale}},
      {"", "zoom", "The map's zoom when a run starts; the wheel and the zoom keys still change it.",
       WholeNumberSetting{&settings.zoom, Settings::kMinZoom, Settings::kMaxZoom}},
      {"", "message_lines", "How many of the latest messages the bottom panel shows.",
       WholeNumberSetting{&settings.message_lines, Settings::kMinMessageLines, Settings::kMaxMessageLines}},
      {"", "animations",
       "How the map moves: steps slide, attacks lunge, kills fade; only drawn, never part of the game.",
       words(&settings.animations, kAnimationSpeedNames)},
      {"", "theme", "The interface's colours: the game's own, high contrast, or a palette safe for colour blindness.",
       words(&settings.theme, render::kThemeNames)},
      {"", "walk_steps_per_second", "How fast a walk is drawn, in steps a second; 1000 is instant.",
       WholeNumberSetting{&settings.walk_steps_per_second, Settings::kMinWalkSpeed, Settings::kInstantWalkSpeed}},
      {"", "stop_below_hp_percent",
       "A walk, or a held key, stops when HP falls below this percent of the most; 0: never.",
       WholeNumberSetting{&settings.stop_below_hp_percent, Settings::kMinStopHpPercent, Settings::kMaxStopHpPercent}},
      {"", "controller_in_background",
       "Whether a game controller still plays while another window has the keyboard (with focus following the "
       "mouse, a pointer that strays off the window).",
       SwitchSetting{&settings.controller_in_background}},
      {kSound, "master", "The volume of everything, in percent; the others are parts of it.", volume(&sound.master)},
      {kSound, "effects", "The volume of the sound effects, in percent of the master volume.", volume(&sound.effects)},
      {kSound, "music", "The volume of the ambient loop, in percent of the master volume.", volume(&sound.music)},
      {kSound, "muted", "Silences everything; the mute key turns it over.", SwitchSetting{&sound.muted}},
  };
}

std::string_view group_about(std::string_view group) {
  if (group == kWindow) return "The window at start-up.";
  if (group == kSound) return "How loud the game is.";
  return "";
}

std::vector<SettingRun> runs_of(const std::vector<SettingField>& fields) {
  std::vector<SettingRun> runs;
  for (const SettingField& field : fields) {
    if (runs.empty() || runs.back().group != field.group) runs.push_back({field.group, {}});
    runs.back().fields.push_back(&field);
  }
  return runs;
}

}  // namespace scenes
