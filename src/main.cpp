// Mouse King: reads the command line, loads the content, starts SDL and runs the title scene.

#include <iostream>
#include <string>
#include <vector>

#include "command_line.h"
#include "game/content_library.h"
#include "render/app.h"
#include "render/atlas_index.h"
#include "render/resource_paths.h"
#include "render/sdl_libraries.h"
#include "scenes/scene_context.h"
#include "scenes/title_scene.h"

namespace {

constexpr const char* kErrorTitle = "Mouse King cannot start";

// Content may only name sprites the atlas has; without an atlas nothing is checked.
content::SpriteCheck sprite_check(const std::filesystem::path& resource_dir) {
  render::AtlasIndexResult atlas = render::load_atlas_index(resource_dir / "atlas.json");
  if (!atlas.index) return {};
  return [sprites = atlas.index->sprites](const std::string& name) { return sprites.contains(name); };
}

// --check-data: prints every problem of a data folder; 0 when it has no errors.
int check_data(const CommandLine& options, const std::optional<std::filesystem::path>& resource_dir) {
  if (!options.check_data_dir && !resource_dir) {
    std::cerr << "mouseking: could not find the shipped data folder; name one: --check-data DIR\n";
    return 1;
  }
  const std::filesystem::path data_dir = options.check_data_dir.value_or(*resource_dir / "data");
  game::ContentLibrary content(data_dir, resource_dir ? sprite_check(*resource_dir) : content::SpriteCheck{});
  const bool ok = content.load();
  std::cout << content.diagnostics().to_string();
  std::cout << data_dir.string() << ": " << content.diagnostics().error_count() << " errors, "
            << content.diagnostics().warning_count() << " warnings\n";
  return ok ? 0 : 1;
}

int run_game(const CommandLine& options, const std::filesystem::path& resource_dir) {
  render::SdlLibraries libraries;
  if (!libraries.error().empty()) {
    render::report_fatal_error(kErrorTitle, libraries.error());
    return 1;
  }
  auto content = std::make_shared<game::ContentLibrary>(options.data_dir.value_or(resource_dir / "data"),
                                                        sprite_check(resource_dir));
  if (!content->load()) {
    render::report_fatal_error(kErrorTitle, "The game data has errors:\n" + content->diagnostics().to_string());
    return 1;
  }
  if (content->diagnostics().warning_count() > 0) std::cerr << content->diagnostics().to_string();

  render::AppConfig config;
  config.fullscreen = options.fullscreen;
  config.resource_dir = resource_dir;
  config.quit_after_frames = options.quit_after_frames;
  std::string error;
  std::unique_ptr<render::App> app = render::App::create(config, error);
  if (!app) {
    render::report_fatal_error(kErrorTitle, error);
    return 1;
  }
  scenes::SceneContext context{*app, {options.seed, content->data_dir(), options.dump_state_file}, content};
  return app->run(std::make_unique<scenes::TitleScene>(context));
}

int run(const CommandLine& options) {
  const auto resource_dir = render::find_resource_dir();
  if (options.check_data) return check_data(options, resource_dir);
  if (!resource_dir) {
    render::report_fatal_error(kErrorTitle,
                               "Could not find the game's files (share/mouseking/atlas.json next to the binary's "
                               "folder). Run the game from its build or install folder, or rebuild it.");
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
