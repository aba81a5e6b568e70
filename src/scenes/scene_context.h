// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <ctime>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "game/model/daily_run.h"
#include "game_data/game_data.h"
#include "render/scene.h"
#include "render/sound_output.h"
#include "render/window_controls.h"
#include "scenes/settings/settings.h"

namespace scenes {

// Choices made on the command line that every new game follows.
struct GameOptions {
  std::optional<std::uint64_t> seed = std::nullopt;  // a fresh seed per run
  std::filesystem::path data_dir = {};
  std::optional<std::filesystem::path> dump_state_file = {};  // written when the game exits
  // The player's own files: high scores, saves, replays, settings. Empty
  // (in tests) means runs are not saved.
  std::filesystem::path user_dir = {};
  // --debug: runs get the debug console and never enter the high-score table.
  bool debug = false;
  // Set when another game holds the user folder (or it could not be locked):
  // why this game reads the folder but writes nothing to it, in a player's words.
  std::string read_only_reason = {};
  // Set when --data names data other than the game's own (see main.cpp): why no run of this game
  // enters the high-score table, to follow "This run".
  std::string other_data_reason = {};
  // --today YYYY-MM-DD: the date the daily run takes for today, for tests; unset, the clock's UTC date.
  std::optional<game::CalendarDate> today = std::nullopt;

  // Whether runs, scores and the like are written to the user folder.
  bool saves_to_user_dir() const { return !user_dir.empty() && read_only_reason.empty(); }
};

// What every scene is given: a way to ask the app for scene switches, the
// options, the game data new games are made from, and the player's settings.
struct SceneContext {
  render::SceneRequests& requests;
  GameOptions options;
  // The content, sprites and sound files in use, which F5 and the Mods screen load again.
  std::shared_ptr<game_data::GameData> data;
  // Shared, so a change on the options screen reaches every scene made afterwards.
  std::shared_ptr<PlayerSettings> settings = std::make_shared<PlayerSettings>();
  render::WindowControls* window = nullptr;  // null where there is no window (tests)
  // Where the sounds of what happens go; silent unless the game opened an audio device.
  std::shared_ptr<render::SoundOutput> sounds = std::make_shared<render::SilentSounds>();
};

// Writes `json` to the --dump-state file, if one was asked for.
void write_state_dump(const GameOptions& options, const std::string& json);

// The seed for a new run: the one asked for, or a fresh one from the system.
std::uint64_t choose_seed(const GameOptions& options);

// Today's date in UTC, whose daily run the title offers: --today's when given, else the clock's.
// The one place the game reads the calendar: the rules are given the date, never the clock.
game::CalendarDate todays_date(const GameOptions& options);
// The date and time of `moment` in UTC, as the high-score table and the runs' summaries show it:
// "2026-12-04 21:14 UTC". UTC, as the daily run's date is, so that a daily run's row never shows
// the day before or after its own.
std::string utc_date_time(std::time_t moment);
// utc_date_time of now.
std::string utc_date_time_now();

}  // namespace scenes
