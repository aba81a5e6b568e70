// SPDX-License-Identifier: MIT
// Mouse King: reads the command line, loads the content, starts SDL and runs the title scene.

#include <unistd.h>

#include <atomic>
#include <csignal>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include "command_line.h"
#include "content/scenario.h"
#include "core/atomic_file.h"
#include "core/folder_lock.h"
#include "core/hexadecimal.h"
#include "game/autoplay/autoplay.h"
#include "game/balance/balance_report.h"
#include "game/balance/balance_runs_file.h"
#include "game/model/daily_run.h"
#include "game/replay/replay.h"
#include "game/replay/state_hash.h"
#include "game/saving/own_data.h"
#include "game/saving/run_summary_files.h"
#include "game/session/content_library.h"
#include "game/session/run_summary_text.h"
#include "game/session/scenario_setup.h"
#include "game_data/game_data.h"
#include "game_data/play_mods.h"
#include "render/app.h"
#include "render/color.h"
#include "render/mixer_sounds.h"
#include "render/resource_paths.h"
#include "render/sdl_libraries.h"
#include "render/user_files.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/failed_save_notice.h"
#include "scenes/dungeon/replay_scene.h"
#include "scenes/menus/options_scene.h"
#include "scenes/menus/title_scene.h"
#include "scenes/scene_context.h"
#include "scenes/settings/schema_files.h"
#include "scenes/settings/settings_file.h"

namespace {

constexpr const char* kErrorTitle = "Mouse King cannot start";

// The game's own sounds, which content may name; none (no check) when the game's files were not found.
std::filesystem::path sound_dir_of(const std::optional<std::filesystem::path>& resource_dir) {
  return resource_dir ? *resource_dir / "sounds" : std::filesystem::path();
}

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

// --check-data: prints every problem of a data folder, and of the atlas its sprites are checked against
// (the game cannot start without one); 0 when there are no errors.
// "1 error", "0 errors", "2 warnings".
std::string count_of(int count, const std::string& noun) {
  return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

int check_data(const CommandLine& options, const std::optional<std::filesystem::path>& resource_dir) {
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

// The content for a run with no window, or nullptr after saying why there is none; `which` names the
// data set in that message when a command reads two.
std::shared_ptr<game_data::GameData> headless_data(const CommandLine& options,
                                                   const std::optional<std::filesystem::path>& resource_dir,
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

// --autoplay: the bot plays one run with no window (SDL is never started) and
// prints its JSON line; 0 when the run could be played (and recorded, with --record).
int run_autoplay(const CommandLine& options, const std::optional<std::filesystem::path>& resource_dir) {
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

// --balance: the bot plays the seeds over one data set, or two, and the report goes to stdout.
int run_balance(const CommandLine& options, const std::optional<std::filesystem::path>& resource_dir) {
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
  std::vector<game::BalanceOutcome> slices;
  for (const std::filesystem::path& folder : options.merge_dirs) {
    core::Result<game::BalanceOutcome> slice = game::load_runs_file(folder);
    if (!slice) {
      std::cerr << "mouseking: " << slice.error() << "\n";
      return 1;
    }
    slices.push_back(std::move(*slice));
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
int run_headless_replay(const CommandLine& options, const std::optional<std::filesystem::path>& resource_dir) {
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

// --scenario FILE: the run the file sets up, or nullopt after reporting every
// problem in it the way content errors are reported.
std::optional<game::World> scenario_world(const CommandLine& options, const game::ContentLibrary& content) {
  const auto factory = content.factory();
  content::ScenarioLoadResult loaded = content::load_scenario(*options.scenario_file, factory->database());
  if (!loaded.scenario) {
    render::report_fatal_error(kErrorTitle, "The scenario has errors:\n" + loaded.diagnostics.to_string());
    return std::nullopt;
  }
  scenes::GameOptions seed_choice;
  seed_choice.seed = options.seed;  // used only when the scenario names no seed
  game::ScenarioStart start = game::start_scenario(*loaded.scenario, scenes::choose_seed(seed_choice), factory);
  if (!start.world) {
    render::report_fatal_error(kErrorTitle, "The scenario cannot be set up:\n" + start.diagnostics.to_string());
    return std::nullopt;
  }
  std::cerr << loaded.diagnostics.to_string() << start.diagnostics.to_string();
  return std::move(start.world);
}

// A write killed midway (a crash, SIGKILL, power loss) leaves its temporary
// file behind; nothing else ever will, so start-up clears them.
void remove_stale_temporaries(const std::filesystem::path& user_dir) {
  for (const std::filesystem::path& folder :
       {user_dir, game::replays_dir(user_dir), game::runs_dir(user_dir), user_dir / "screenshots"}) {
    core::remove_stale_temporaries(folder);
  }
}

// The player's folder and this game's hold on it.
struct OpenUserFolder {
  render::UserFolder folder;
  // Held while the game runs: one game at a time writes the folder.
  std::optional<core::FolderLock> lock;
  // Set when the folder is read only: why, in a player's words.
  std::string read_only_reason;
};

// Why a replay in a window writes nothing to the user folder but screenshots.
constexpr const char* kWatchingAReplay = "a replay being watched changes no files";

// The player's folder, or none after saying why: never the current folder,
// where the player would not look for their files. Only the game that locks it
// writes it (and clears what killed writes left there); another reads it only.
// A replay (`to_play` false) neither locks it, which would keep a game started
// meanwhile from saving, nor writes it.
OpenUserFolder open_user_folder(bool to_play) {
  OpenUserFolder open{render::user_files_dir(), std::nullopt, ""};
  if (open.folder.path.empty()) {
    SDL_Log("%s", open.folder.problem.c_str());
    return open;
  }
  if (!to_play) {
    open.read_only_reason = kWatchingAReplay;
    return open;
  }
  core::FolderLockResult locked = core::lock_folder(open.folder.path);
  if (locked.lock) {
    open.lock = std::move(locked.lock);
    remove_stale_temporaries(open.folder.path);
    return open;
  }
  open.read_only_reason = locked.held_elsewhere ? scenes::kAnotherGameRunning
                                                : "the user folder could not be locked (" + locked.problem + ")";
  SDL_Log("%s", scenes::read_only_on_title(open.read_only_reason).c_str());
  return open;
}

// The player's settings file, read once at start-up; its problems go to the
// log now and onto the options screen later. The file is left as it is.
std::shared_ptr<scenes::PlayerSettings> load_player_settings(const render::UserFolder& user_folder,
                                                             const std::string& read_only_reason) {
  auto player = std::make_shared<scenes::PlayerSettings>();
  player->read_only_reason = read_only_reason;
  if (user_folder.path.empty()) {
    player->load_warnings = user_folder.problem;  // the options screen says why nothing is saved
    return player;
  }
  player->file = scenes::settings_path(user_folder.path);
  scenes::LoadedSettings loaded = scenes::load_settings(player->file);
  player->settings = loaded.settings;
  player->load_warnings = loaded.problems.to_string();
  if (!player->load_warnings.empty()) SDL_Log("Settings: %s", player->load_warnings.c_str());
  return player;
}

// What a game in a window plays with, or why it cannot start (its content is not loaded then).
struct PlayContent {
  game_data::StartedGameData started;
  std::string problem;

  bool loaded() const { return problem.empty(); }
};

PlayContent load_play_content(const std::filesystem::path& resource_dir, const std::filesystem::path& data_dir,
                              game_data::PlayMods mods) {
  content::ContentSources sources{data_dir, std::move(mods.folders), sound_dir_of(resource_dir)};
  PlayContent play{game_data::load_game_data(resource_dir, std::move(sources), mods.resolved), ""};
  const render::SpriteBuild& built = play.started.sprites;
  const game::ContentLibrary& content = play.started.data->content();
  if (!built.packed) {
    play.problem = "The game's sprites have errors:\n" + built.error_text();
  } else if (!content.loaded()) {
    play.problem = "The game data has errors:\n" + content.diagnostics().to_string();
  } else if (content.diagnostics().warning_count() > 0) {
    std::cerr << content.diagnostics().to_string();
  }
  return play;
}

// The mods of the player's mods folder with errors must not keep the game from starting, where the Mods
// screen can switch them off: the game then starts without them, and says so.
PlayContent play_content(const CommandLine& options, const std::filesystem::path& resource_dir,
                         const std::filesystem::path& user_dir, const scenes::Settings& settings, std::string& notice) {
  const std::filesystem::path data_dir = options.data_dir.value_or(resource_dir / "data");
  const std::filesystem::path mods_folder = user_dir.empty() ? std::filesystem::path() : user_dir / "mods";
  game_data::PlayMods mods = game_data::play_mods(mods_folder, settings.mods, options.mod_dirs);
  const bool mods_folder_adds_none = mods.folders.size() == options.mod_dirs.size();
  PlayContent play = load_play_content(resource_dir, data_dir, std::move(mods));
  if (play.loaded() || mods_folder_adds_none) return play;
  PlayContent without = load_play_content(resource_dir, data_dir, game_data::play_mods({}, {}, options.mod_dirs));
  if (!without.loaded()) return play;
  std::cerr << play.problem;
  notice = "The mods in your mods folder have errors, so the game started without them. Open Mods to see why.";
  return without;
}

// Opens the audio device (or plays silently without one), loads the sounds of the content in use and
// lets the mute key turn the sound off and on in every scene, saving the choice as the options screen does.
std::shared_ptr<render::SoundOutput> start_sound(render::App& app, const game_data::GameData& data,
                                                 const std::shared_ptr<scenes::PlayerSettings>& settings) {
  std::shared_ptr<render::SoundOutput> sounds = render::open_sound_output();
  sounds->set_levels(settings->settings.sound);
  sounds->use_sounds(data.sound_files());
  app.on_mute_key([sounds, settings] {
    render::SoundLevels& levels = settings->settings.sound;
    levels.muted = !levels.muted;
    sounds->set_levels(levels);
    if (const core::Result<void> saved = scenes::save_player_settings(*settings); !saved)
      SDL_Log("Could not save the settings: %s", saved.error().c_str());
    return std::string(levels.muted ? "Sound muted." : "Sound on.");
  });
  return sounds;
}

int run_game(const CommandLine& options, const std::filesystem::path& resource_dir) {
  render::SdlLibraries libraries;
  if (!libraries.error().empty()) {
    render::report_fatal_error(kErrorTitle, libraries.error());
    return 1;
  }
  const OpenUserFolder open_folder = open_user_folder(!options.replay_file);
  const render::UserFolder& user_folder = open_folder.folder;
  const std::filesystem::path& user_dir = user_folder.path;
  const std::shared_ptr<scenes::PlayerSettings> settings =
      load_player_settings(user_folder, open_folder.read_only_reason);
  std::string mods_notice;
  PlayContent play = play_content(options, resource_dir, user_dir, settings->settings, mods_notice);
  if (!play.loaded()) {
    render::report_fatal_error(kErrorTitle, play.problem);
    return 1;
  }
  const std::shared_ptr<game_data::GameData>& data = play.started.data;
  const game::ContentLibrary& content = data->content();
  std::optional<game::World> scenario = options.scenario_file ? scenario_world(options, content) : std::nullopt;
  if (options.scenario_file && !scenario) return 1;

  render::AppConfig config;
  config.window_width = settings->settings.window_width;
  config.window_height = settings->settings.window_height;
  config.fullscreen = options.fullscreen || settings->settings.fullscreen;
  config.ui_scale_percent = settings->settings.ui_scale;
  config.resource_dir = resource_dir;
  config.sprites = &*play.started.sprites.packed;
  config.quit_after_frames = options.quit_after_frames;
  config.keys = scenes::app_keys_of(settings->settings);
  if (!user_dir.empty()) config.screenshot_dir = user_dir / "screenshots";
  if (!user_dir.empty()) config.controller_mappings = user_dir / render::Controllers::kMappingFileName;
  if (options.virtual_controller_file) config.virtual_controller = *options.virtual_controller_file;
  config.startup_notice = user_folder.problem.empty() ? mods_notice : user_folder.problem;
  std::string error;
  std::unique_ptr<render::App> app = render::App::create(config, error);
  if (!app) {
    render::report_fatal_error(kErrorTitle, error);
    return 1;
  }
  data->sprites()->attach(app->canvas().atlas());
  const std::shared_ptr<render::SoundOutput> sounds = start_sound(*app, *data, settings);
  render::colors::use_theme(settings->settings.theme);
  std::optional<game::Replay> replay;
  if (options.replay_file) {
    core::Result<game::Replay> read = game::load_replay(*options.replay_file);
    if (!read) {
      render::report_fatal_error(kErrorTitle,
                                 "The replay " + options.replay_file->string() + " cannot be played:\n" + read.error());
      return 1;
    }
    replay = std::move(read).value();
  }
  const std::string other_data =
      options.data_dir ? game::other_data_reason(*options.data_dir, resource_dir / "data") : std::string();
  scenes::GameOptions game_options{options.seed, content.data_dir(), options.dump_state_file,
                                   user_dir,     options.debug,      open_folder.read_only_reason,
                                   other_data};
  if (options.today) game_options.today = game::parse_calendar_date(*options.today);
  scenes::SceneContext context{*app, game_options, data, settings, app.get(), sounds};
  if (scenario) return app->run(std::make_unique<scenes::DungeonScene>(context, std::move(*scenario)));
  if (replay) return app->run(std::make_unique<scenes::ReplayScene>(context, std::move(*replay)));
  return app->run(std::make_unique<scenes::TitleScene>(context));
}

// --write-schema DIR: the schemas need no data and no window.
int write_schemas(const std::filesystem::path& dir) {
  const core::Result<void> written = scenes::write_schema_files(dir);
  if (written) return 0;
  std::cerr << "mouseking: " << written.error() << "\n";
  return 1;
}

int run(const CommandLine& options) {
  if (options.write_schema_dir) return write_schemas(*options.write_schema_dir);
  const auto resource_dir = render::find_resource_dir();
  if (options.check_data) return check_data(options, resource_dir);
  if (options.autoplay) return run_autoplay(options, resource_dir);
  if (options.balance) return run_balance(options, resource_dir);
  if (!options.merge_dirs.empty()) return run_merge(options);
  if (options.replay_file && options.headless) return run_headless_replay(options, resource_dir);
  if (!resource_dir) {
    render::report_fatal_error(kErrorTitle, "Could not find the game's files: " + render::missing_resources_text() +
                                                ". Run the game from its build or install folder, or rebuild it.");
    return 1;
  }
  return run_game(options, *resource_dir);
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> arguments(argv + 1, argv + argc);
  const CommandLineResult parsed = parse_command_line(arguments);
  if (!parsed.options) {
    (parsed.exit_code == 0 ? std::cout : std::cerr) << parsed.message;
    return parsed.exit_code;
  }
  try {
    return run(*parsed.options);
  } catch (const std::exception& failure) {
    render::report_fatal_error(kErrorTitle, std::string("Unexpected error: ") + failure.what());
    return 1;
  }
}
