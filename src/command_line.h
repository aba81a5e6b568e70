// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

// What the player asked for on the command line.
struct CommandLine {
  std::optional<std::uint64_t> seed;
  std::optional<std::filesystem::path> data_dir;
  // --mod DIR, repeatable: mod folders layered over the data, after the mods of the user folder.
  std::vector<std::filesystem::path> mod_dirs;
  std::optional<std::filesystem::path> dump_state_file;
  std::optional<std::filesystem::path> virtual_controller_file;
  // --scenario FILE: start straight in a run set up by a scenario file (see data/README.md).
  std::optional<std::filesystem::path> scenario_file;
  // --check-data [DIR]: only check a data folder (the shipped one when DIR is empty).
  bool check_data = false;
  std::optional<std::filesystem::path> check_data_dir;
  // --write-schema DIR: only write the JSON Schemas of the game's files into DIR.
  std::optional<std::filesystem::path> write_schema_dir;
  bool fullscreen = false;
  // --debug: the debug console for content designers; such runs never enter the high-score table.
  bool debug = false;
  int quit_after_frames = 0;
  // --autoplay: a bot plays the run of --seed without a window and prints one JSON line.
  bool autoplay = false;
  std::optional<int> autoplay_turns;  // --turns T: the bot stops after T turns
  // --record FILE: with --autoplay, also write the run's replay to FILE.
  std::optional<std::filesystem::path> record_file;
  // --summary FILE: with --autoplay, also write the run's summary (as a player's run writes into runs/).
  std::optional<std::filesystem::path> summary_file;
  // --balance: the bot plays --seeds (1-200 unless given) over the data, and over a second data set
  // (--against DIR and/or --against-mod DIR) on the same seeds, and prints a report.
  bool balance = false;
  std::optional<std::pair<std::uint64_t, std::uint64_t>> seed_range;  // --seeds FROM-TO, both included
  std::optional<int> jobs;                                            // --jobs N: runs at once
  std::optional<std::filesystem::path> against_dir;
  std::vector<std::filesystem::path> against_mod_dirs;
  std::optional<std::filesystem::path> report_dir;  // --report DIR: the report's page and charts
  // --merge DIR...: join the report folders of slices of one study into its report.
  std::vector<std::filesystem::path> merge_dirs;
  // --replay FILE: play a recorded run back, in the window or (--headless) without one.
  std::optional<std::filesystem::path> replay_file;
  bool headless = false;
  // --update-hash: with --replay --headless, store the new final hash in the file.
  bool update_hash = false;
  // --today YYYY-MM-DD: the date the title's daily run takes for today (tests); else the clock's UTC date.
  std::optional<std::string> today;
};

// Either options to run with, or text to print and an exit code
// (0 for --help and --version, 2 for a mistake).
struct CommandLineResult {
  std::optional<CommandLine> options;
  std::string message;
  int exit_code = 0;
};

CommandLineResult parse_command_line(const std::vector<std::string>& arguments);

std::string usage_text();
std::string version_text();
