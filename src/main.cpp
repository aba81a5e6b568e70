// Mouse King: reads the command line, starts SDL and runs the title scene.

#include <iostream>
#include <string>
#include <vector>

#include "command_line.h"
#include "render/app.h"
#include "render/resource_paths.h"
#include "render/sdl_libraries.h"
#include "scenes/scene_context.h"
#include "scenes/title_scene.h"

namespace {

constexpr const char* kErrorTitle = "Mouse King cannot start";

int run_game(const CommandLine& options) {
  render::SdlLibraries libraries;
  if (!libraries.error().empty()) {
    render::report_fatal_error(kErrorTitle, libraries.error());
    return 1;
  }
  const auto resource_dir = render::find_resource_dir();
  if (!resource_dir) {
    render::report_fatal_error(kErrorTitle,
                               "Could not find the game's files (share/mouseking/atlas.json next to the binary's "
                               "folder). Run the game from its build or install folder, or rebuild it.");
    return 1;
  }
  render::AppConfig config;
  config.fullscreen = options.fullscreen;
  config.resource_dir = *resource_dir;
  config.quit_after_frames = options.quit_after_frames;
  std::string error;
  std::unique_ptr<render::App> app = render::App::create(config, error);
  if (!app) {
    render::report_fatal_error(kErrorTitle, error);
    return 1;
  }
  scenes::SceneContext context{*app, {options.seed, options.data_dir.value_or(*resource_dir / "data"), options.dump_state_file}};
  return app->run(std::make_unique<scenes::TitleScene>(context));
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
    return run_game(*parsed.options);
  } catch (const std::exception& failure) {
    render::report_fatal_error(kErrorTitle, std::string("Unexpected error: ") + failure.what());
    return 1;
  }
}
