// SPDX-License-Identifier: MIT
// Mouse King: reads the command line, loads the content, starts SDL and runs the title scene.
#include <iostream>
#include <string>
#include <vector>

#include "command_line.h"
#include "content/scenario.h"
#include "core/atomic_file.h"
#include "core/folder_lock.h"
#include "game/model/daily_run.h"
#include "game/replay/replay.h"
#include "game/saving/own_data.h"
#include "game/saving/run_summary_files.h"
#include "game/session/content_library.h"
#include "game/session/scenario_setup.h"
#include "game_data/game_data.h"
#include "game_data/play_mods.h"
#include "headless_commands.h"
#include "render/app.h"
#include "render/color.h"
#include "render/controller_background.h"
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
  // Before the app starts: a --virtual-controller feed, which only a test drives, then lets it play anyway.
  render::let_controllers_play_in_background(settings->settings.controller_in_background);
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
