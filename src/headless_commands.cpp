// SPDX-License-Identifier: MIT
#include "headless_commands.h"

#include <unistd.h>

#include <atomic>
#include <csignal>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include "core/atomic_file.h"
#include "core/hexadecimal.h"
#include "game/autoplay/autoplay.h"
#include "game/balance/balance_report.h"
#include "game/balance/balance_runs_file.h"
#include "game/replay/replay.h"
#include "game/replay/state_hash.h"
#include "game/saving/own_data.h"
#include "game/session/content_library.h"
#include "game/session/run_summary_text.h"
#include "game_data/game_data.h"
#include "render/resource_paths.h"

// The game's own sounds, which content may name; none (no check) when the game's files were not found.
std::filesystem::path sound_dir_of(const ResourceFolder& resource_dir) {
  return resource_dir ? *resource_dir / "sounds" : std::filesystem::path();
}

namespace {

// Where the run's files are missing from, as the first words of a message.
std::string missing_resources_message() {
  return "mouseking: could not find the game's files: " + render::missing_resources_text();
}

// "with mods: more_mice 1.2, harder 0.3", for a check of content with mods over it.
void print_mods(const std::vector<content::LoadedMod>& mods) {
  if (mods.empty()) return;
  std::cout << "with mods:";
  for (std::size_t i = 0; i < mods.size(); ++i) {
    std::cout << (i == 0 ? " " : ", ") << mods[i].id << " " << mods[i].version;
  }
  std::cout << "\n";
}

// "1 error", "0 errors", "2 warnings".
std::string count_of(int count, const std::string& noun) {
  return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

}  // namespace

// --check-data: prints every problem of a data folder, and of the atlas its sprites are checked against
// (the game cannot start without one); 0 when there are no errors.
int check_data(const CommandLine& options, const ResourceFolder& resource_dir) {
  if (!options.check_data_dir && !resource_dir) {
    std::cerr << missing_resources_message() << "; name a data folder: --check-data DIR\n";
    return 1;
  }
  const content::ContentSources sources{options.check_data_dir.value_or(*resource_dir / "data"), options.mod_dirs,
                                        sound_dir_of(resource_dir)};
  const game_data::StartedGameData started = game_data::load_game_data(resource_dir, sources);
  const render::SpriteBuild& sprites = started.sprites;
  const int sprite_errors = static_cast<int>(sprites.errors.size());
  const game::ContentLibrary& content = started.data->content();
  const bool ok = content.loaded() && sprite_errors == 0;
  print_mods(content.mods());
  if (sprite_errors > 0) std::cout << sprites.error_text() << "(so the sprite names of the data were not checked)\n";
  std::cout << content.diagnostics().to_string();
  std::cout << sources.data_dir.string() << ": "
            << count_of(content.diagnostics().error_count() + sprite_errors, "error") << ", "
            << count_of(content.diagnostics().warning_count(), "warning") << "\n";
  return ok ? 0 : 1;
}

namespace {

// The content for a run with no window, or nullptr after saying why there is none; `which` names the
// data set in that message when a command reads two.
std::shared_ptr<game_data::GameData> headless_data(const CommandLine& options, const ResourceFolder& resource_dir,
                                                   const std::string& which = "the game data") {
  if (!options.data_dir && !resource_dir) {
    std::cerr << missing_resources_message() << "; name a data folder: --data DIR\n";
    return nullptr;
  }
  const content::ContentSources sources{options.data_dir.value_or(*resource_dir / "data"), options.mod_dirs,
                                        sound_dir_of(resource_dir)};
  game_data::StartedGameData started = game_data::load_game_data(resource_dir, sources);
  if (!started.sprites.errors.empty()) {
    std::cerr << "mouseking: the game's sprites have errors:\n" << started.sprites.error_text();
    return nullptr;
  }
  if (!started.data->content().loaded()) {
    std::cerr << "mouseking: " << which << " has errors:\n" << started.data->content().diagnostics().to_string();
    return nullptr;
  }
  return std::move(started.data);
}

}  // namespace

// --autoplay: the bot plays one run with no window (SDL is never started) and
// prints its JSON line; 0 when the run could be played (and recorded, with --record).
int run_autoplay(const CommandLine& options, const ResourceFolder& resource_dir) {
  const std::shared_ptr<game_data::GameData> data = headless_data(options, resource_dir);
  if (!data) return 1;
  const game::ContentLibrary* content = &data->content();
  const int turns = options.autoplay_turns.value_or(game::kDefaultAutoplayTurns);
  const game::World world = game::play_autoplay_run(*options.seed, content->factory(), turns);
  std::cout << game::to_json_line(game::autoplay_result(world)) << "\n";
  if (options.record_file) {
    if (const core::Result<void> written = game::write_replay(game::replay_of(world), *options.record_file); !written) {
      std::cerr << "mouseking: " << written.error() << "\n";
      return 1;
    }
  }
  if (options.summary_file) {
    // No date: the same seed and data give the same file, for tests and designers to compare.
    const game::RunSummaryContext told{"played by the autoplay bot", game::mod_labels(*content),
                                       game::data_digest(*content)};
    const core::Result<void> written =
        core::write_file_atomically(*options.summary_file, game::run_summary_text(world, told));
    if (!written) {
      std::cerr << "mouseking: " << written.error() << "\n";
      return 1;
    }
  }
  return 0;
}

namespace {

// Set by Ctrl+C during --balance: no more runs start, and the report covers those finished.
std::atomic<bool> balance_stopped{false};

extern "C" void stop_balance(int /*signal*/) {
  balance_stopped = true;
}

// "played 57 of 200 runs" on one line of stderr, rewritten as runs finish; only on a terminal.
void show_balance_progress(std::size_t done, std::size_t total) {
  std::cerr << "\rplayed " << done << " of " << total << " runs" << (done == total ? "\n" : "") << std::flush;
}

game::BalanceData balance_data(const std::shared_ptr<game_data::GameData>& data) {
  const game::ContentLibrary& content = data->content();
  return {content.factory(), game::describe_data_set(content.data_dir(), content.mods())};
}

// A study's report on stdout, and in --report's folder when asked.
int print_balance_report(const game::BalanceOutcome& outcome, const CommandLine& options) {
  std::cout << game::balance_report_text(outcome);
  if (!options.report_dir) return 0;
  if (const core::Result<void> written = game::write_balance_report(outcome, *options.report_dir); !written) {
    std::cerr << "mouseking: " << written.error() << "\n";
    return 1;
  }
  return 0;
}

}  // namespace

// --balance: the bot plays the seeds over one data set, or two, and the report goes to stdout.
int run_balance(const CommandLine& options, const ResourceFolder& resource_dir) {
  const std::shared_ptr<game_data::GameData> data_a = headless_data(options, resource_dir);
  if (!data_a) return 1;
  std::shared_ptr<game_data::GameData> data_b;
  if (options.against_dir || !options.against_mod_dirs.empty()) {
    CommandLine against = options;
    against.data_dir = options.against_dir ? options.against_dir : options.data_dir;
    against.mod_dirs = options.against_mod_dirs;
    data_b = headless_data(against, resource_dir, "the data set of --against");
    if (!data_b) return 1;
  }
  game::BalancePlay play;
  if (options.seed_range) play.seeds = {options.seed_range->first, options.seed_range->second};
  play.turn_limit = options.autoplay_turns.value_or(game::kDefaultAutoplayTurns);
  play.jobs = options.jobs.value_or(static_cast<int>(std::max(1u, std::thread::hardware_concurrency())));
  play.stop = &balance_stopped;
  if (isatty(STDERR_FILENO)) play.progress = show_balance_progress;
  std::signal(SIGINT, stop_balance);
  const game::BalanceOutcome outcome =
      game::run_balance_study(balance_data(data_a), data_b ? balance_data(data_b) : game::BalanceData{}, play);
  return print_balance_report(outcome, options);
}

// --merge DIR...: the report of the slices' runs joined, as --balance would print and write it.
int run_merge(const CommandLine& options) {
  std::vector<game::BalanceSlice> slices;
  for (const std::filesystem::path& folder : options.merge_dirs) {
    core::Result<game::BalanceOutcome> slice = game::load_runs_file(folder);
    if (!slice) {
      std::cerr << "mouseking: " << slice.error() << "\n";
      return 1;
    }
    slices.push_back({folder.string(), std::move(*slice)});
  }
  core::Result<game::BalanceOutcome> merged = game::merge_studies(std::move(slices));
  if (!merged) {
    std::cerr << "mouseking: --merge: " << merged.error() << "\n";
    return 1;
  }
  return print_balance_report(*merged, options);
}

// --replay FILE --headless: plays the run back with no window and prints its
// final state hash; 1 when it differs from the hash the file recorded.
int run_headless_replay(const CommandLine& options, const ResourceFolder& resource_dir) {
  const core::Result<game::Replay> read = game::load_replay(*options.replay_file);
  if (!read) {
    std::cerr << "mouseking: " << options.replay_file->string() << ": " << read.error() << "\n";
    return 1;
  }
  const std::shared_ptr<game_data::GameData> data = headless_data(options, resource_dir);
  if (!data) return 1;
  const game::ContentLibrary* content = &data->content();
  game::Replay replay = *read;
  // Said before playing, so that a different hash at the end is not the only sign the data changed.
  const std::string notice = game::content_notice(replay, *content->factory());
  if (!notice.empty()) std::cerr << "mouseking: " << options.replay_file->string() << ": " << notice << "\n";
  const std::uint64_t hash = game::state_hash(game::play_replay(replay, content->factory()));
  std::cout << "final state hash: " << core::to_hexadecimal(hash) << "\n";
  if (options.update_hash) {
    replay.final_hash = hash;
    // Re-recorded with the content loaded now, so its fingerprint is this content's, when it kept one.
    if (replay.content) replay.content = content->factory()->database().fingerprint;
    const core::Result<void> written = game::write_replay(replay, *options.replay_file);
    if (written) return 0;
    std::cerr << "mouseking: " << written.error() << "\n";
    return 1;
  }
  if (!replay.final_hash || *replay.final_hash == hash) return 0;
  std::cerr << "mouseking: the replay ended with a different state than recorded ("
            << core::to_hexadecimal(*replay.final_hash)
            << (notice.empty() ? "): play has changed." : "): the game data has changed since it was recorded.")
            << " If that was meant, re-record with --update-hash.\n";
  return 1;
}
