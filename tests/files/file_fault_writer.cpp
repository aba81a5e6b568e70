// SPDX-License-Identifier: MIT
// Writes and checks the player's files with the game's own code, for the fault
// scripts beside it (kill_while_writing.sh, disk_full.sh):
//   file_fault_writer write  USER_DIR DATA_DIR   check the files, then rewrite them until killed
//   file_fault_writer once   USER_DIR DATA_DIR   write each file once; exit 1 (and say why) if any failed
//   file_fault_writer check  USER_DIR DATA_DIR   exit 3 unless every file present loads cleanly
//   file_fault_writer screenshot FOLDER RESOURCE_DIR   save one screenshot; exit 1 (and say why) if it failed

#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "game/autoplay/autoplay.h"
#include "game/saving/high_scores.h"
#include "game/saving/save_file.h"
#include "game/session/content_library.h"
#include "render/headless_canvas.h"
#include "render/screenshot.h"
#include "scenes/settings/settings_file.h"

namespace {

constexpr int kFilesIntactExit = 0;
constexpr int kWriteFailedExit = 1;
constexpr int kUsageExit = 2;
constexpr int kFileDamagedExit = 3;

// Says what went wrong with one file; false, so a check can return it.
bool report(const std::string& file, const std::string& problem) {
  std::cerr << file << ": " << problem << "\n";
  return false;
}

// Every file in the folder loads with no notice and no warning: nothing was
// set aside, cut short or mixed from two writes.
bool files_intact(const std::filesystem::path& user_dir, const std::shared_ptr<const game::EntityFactory>& factory) {
  bool intact = true;
  const game::SavedRun run = game::load_saved_run(game::save_path(user_dir), factory);
  if (!run.notice.empty()) intact = report("save", run.notice);
  const game::LoadedTable table = game::HighScoreTable::load(game::high_scores_path(user_dir));
  if (!table.warning.empty()) intact = report("high scores", table.warning);
  const scenes::LoadedSettings settings = scenes::load_settings(scenes::settings_path(user_dir));
  if (settings.problems.warning_count() > 0) intact = report("settings", settings.problems.to_string());
  return intact;
}

// The run the files were last written from, played one turn on, so that each
// round's files differ from the last. A run that ends is replaced by a new
// one, as the game deletes a finished run's save instead of writing it.
void play_one_turn(game::World& world, const std::shared_ptr<const game::EntityFactory>& factory) {
  game::autoplay_until(world, world.turn() + 1);
  if (world.run_over()) world = game::World(world.seed() + 1, factory);
}

// The three files, from the run as it stands: each write differs from the one
// before, so a file made of two writes could not pass for either.
bool write_round(const std::filesystem::path& user_dir, game::World& world,
                 const std::shared_ptr<const game::EntityFactory>& factory) {
  play_one_turn(world, factory);
  const int round = world.turn();
  const core::Result<void> saved = game::save_run(world, game::save_path(user_dir));
  bool written = saved || report("save", saved.error());

  game::HighScoreTable table;
  for (int entry = 0; entry < 10; ++entry) {
    table.insert({.when = "2026-01-01 12:00",
                  .score = round * 10 + entry,
                  .floor = 3,
                  .level = 2,
                  .xp = 100,
                  .turns = round,
                  .cause = "Killed by a Neo Mouse on floor 3",
                  .seed = world.seed()});
  }
  if (const core::Result<void> scores = table.save(game::high_scores_path(user_dir)); !scores)
    written = report("high scores", scores.error());

  scenes::Settings settings;
  settings.window_width = scenes::Settings::kMinWindowSide + round % 1000;
  settings.zoom = scenes::Settings::kMinZoom + round % scenes::Settings::kMaxZoom;
  if (const core::Result<void> kept = scenes::save_settings(scenes::settings_path(user_dir), settings); !kept)
    written = report("settings", kept.error());
  return written;
}

int take_screenshot(const std::filesystem::path& folder, const std::filesystem::path& resource_dir) {
  render::HeadlessCanvas headless(resource_dir);
  if (!headless.error().empty()) {
    report("screenshot", headless.error());
    return kUsageExit;
  }
  headless.canvas().clear({10, 200, 30, 255});
  const core::Result<std::filesystem::path> shot = render::save_screenshot(headless.canvas(), folder);
  if (!shot) {
    report("screenshot", shot.error());
    return kWriteFailedExit;
  }
  std::cout << shot->string() << "\n";
  return kFilesIntactExit;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> arguments(argv + 1, argv + argc);
  if (arguments.size() != 3) {
    std::cerr << "usage: file_fault_writer write|once|check|screenshot DIR DIR\n";
    return kUsageExit;
  }
  const std::string& mode = arguments[0];
  const std::filesystem::path user_dir = arguments[1];
  if (mode == "screenshot") return take_screenshot(user_dir, arguments[2]);

  game::ContentLibrary content(arguments[2], {});
  if (!content.load()) {
    std::cerr << content.diagnostics().to_string();
    return kUsageExit;
  }
  if (!files_intact(user_dir, content.factory())) return kFileDamagedExit;
  if (mode == "check") return kFilesIntactExit;

  game::SavedRun saved = game::load_saved_run(game::save_path(user_dir), content.factory());
  game::World world = saved.world ? std::move(*saved.world) : game::World(42, content.factory());
  if (mode == "once") return write_round(user_dir, world, content.factory()) ? kFilesIntactExit : kWriteFailedExit;
  if (mode != "write") return kUsageExit;
  std::cout << "writing" << std::endl;  // the script kills at random moments from here on
  while (write_round(user_dir, world, content.factory())) {
  }
  return kWriteFailedExit;
}
