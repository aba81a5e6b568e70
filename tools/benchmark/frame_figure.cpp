// SPDX-License-Identifier: MIT
#include "frame_figure.h"

#include <SDL.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/distance_map.h"
#include "core/dungeon.h"
#include "cpu_clock.h"
#include "drifting_controller.h"
#include "duration_text.h"
#include "game/rules/player_throws.h"
#include "game/session/content_library.h"
#include "render/headless_canvas.h"
#include "render/input.h"
#include "run_seed.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/flight_view.h"
#include "scenes/dungeon/hud.h"
#include "scenes/dungeon/intent_overlay.h"
#include "scenes/settings/key_bindings.h"

namespace bench {

namespace {

constexpr int kWarmUpFrames = 10;
// Floor 0 is one room; a walk to its stairs far longer than this means something is wrong.
constexpr int kMaxStepsToStairs = 500;
// The busiest moment of a ranged fight the issue measures: this many things in flight at once.
constexpr int kFlightsInTheAir = 10;
constexpr int kFlightRange = 8;

// The scene may ask for another scene (game over, title); the benchmark stays on this one.
class IgnoredRequests : public render::SceneRequests {
 public:
  void switch_to(std::unique_ptr<render::Scene>) override {}
  void push(std::unique_ptr<render::Scene>) override {}
  void pop() override {}
  void quit() override {}
};

void draw_frame(scenes::DungeonScene& scene, render::HeadlessCanvas& headless) {
  scene.draw(headless.canvas());
  headless.finish_frame();
}

// Frames until plan.min_sample_time of CPU time has passed; the mean cost per frame.
template <typename DrawFrame>
CpuAndWall time_frame_sample(const DrawFrame& draw, const SamplingPlan& plan) {
  const CpuAndWall start = read_clocks();
  const auto min_nanoseconds = static_cast<double>(plan.min_sample_time.count());
  int frames = 0;
  CpuAndWall elapsed;
  while (elapsed.cpu_nanoseconds < min_nanoseconds) {
    draw();
    ++frames;
    elapsed = read_clocks() - start;
  }
  return elapsed / frames;
}

template <typename DrawFrame>
CpuSpread time_frames(const DrawFrame& draw, const SamplingPlan& plan) {
  for (int frame = 0; frame < kWarmUpFrames; ++frame) draw();
  std::vector<CpuAndWall> samples;
  for (int sample = 0; sample < plan.samples; ++sample) samples.push_back(time_frame_sample(draw, plan));
  return summarize_cpu(samples);
}

// The first default key of the movement that steps in `direction`.
std::optional<SDL_Keycode> key_for_step(core::Point direction) {
  const scenes::KeyBindings keys = scenes::KeyBindings::defaults();
  for (const scenes::Command command : scenes::all_commands()) {
    if (scenes::movement_of(command) == direction && !keys.keys(command).empty()) return keys.keys(command).front();
  }
  return std::nullopt;
}

// One logic tick with `key` pressed, as the app would run it.
void press(scenes::DungeonScene& scene, SDL_Keycode key) {
  render::Input input;
  input.press_key(key);
  scene.logic(input);
}

// Walks the researcher to the stairs up (the run climbs from floor 0) with key presses,
// through the scene's own logic. False when the floor has no such stairs or the walk does
// not arrive.
bool climb_stairs(scenes::DungeonScene& scene) {
  const int start_floor = scene.world().floor_number();
  const game::Entity* stairs = scene.world().floor().stairs(game::StairsDirection::Up);
  if (stairs == nullptr) return false;
  const core::Point goal[] = {stairs->position};
  const core::Grid<int> distances = core::distance_map(core::walkable_mask(scene.world().floor().cells), goal);
  for (int step = 0; step < kMaxStepsToStairs && scene.world().floor_number() == start_floor; ++step) {
    const core::Point from = scene.world().player().position;
    const std::optional<core::Point> next = core::step_downhill(distances, from);
    if (!next) return false;
    const std::optional<SDL_Keycode> key = key_for_step(*next - from);
    if (!key) return false;
    press(scene, *key);
  }
  return scene.world().floor_number() != start_floor && !scene.world().run_over();
}

// One logic tick with the pointer at `pixel`, and `key` pressed when given.
void tick(scenes::DungeonScene& scene, core::Point pixel, std::optional<SDL_Keycode> key = std::nullopt) {
  render::Input input;
  input.move_mouse(pixel);
  if (key) input.press_key(*key);
  scene.logic(input);
}

// The point of the map whose tile has the longest path preview, so that the
// timed frames draw the longest path the screen can show.
core::Point longest_preview_pixel(scenes::DungeonScene& scene) {
  const SDL_Rect map = scenes::hud::full_map_viewport();
  const int step = scene.map_view().tile_pixels();
  core::Point best{map.x + map.w / 2, map.y + map.h / 2};
  std::size_t longest = 0;
  for (int y = map.y + step / 2; y < map.y + map.h; y += step) {
    for (int x = map.x + step / 2; x < map.x + map.w; x += step) {
      tick(scene, {x, y});
      const std::size_t steps = scene.path_preview() ? scene.path_preview()->size() : 0;
      if (steps > longest) {
        longest = steps;
        best = {x, y};
      }
    }
  }
  return best;
}

// What the timed frames show besides the map: the pointer on the longest
// path the screen offers, and the player just setting off on a step along it
// (the slide is counted in logic ticks, and no tick passes while frames are
// timed, so every frame draws it under way).
void set_the_scene(scenes::DungeonScene& scene, render::HeadlessCanvas& headless) {
  draw_frame(scene, headless);  // the map view learns its size when first drawn
  const core::Point pixel = longest_preview_pixel(scene);
  tick(scene, pixel);
  if (!scene.path_preview() || scene.path_preview()->size() < 2) return;
  const core::Point step = scene.path_preview()->front() - scene.world().player().position;
  tick(scene, pixel, key_for_step(step));
}

int monsters_in_view(const game::World& world) {
  int count = 0;
  for (const game::Entity& entity : world.floor().entities) {
    count += std::holds_alternative<game::Monster>(entity.kind) && world.floor().visible[entity.position] ? 1 : 0;
  }
  return count;
}

std::string frame_figure_name(int floor_number) {
  return "Draw one dungeon frame 1280x720 (software renderer), floor " + std::to_string(floor_number);
}

FigureRow frame_row(scenes::DungeonScene& scene, render::HeadlessCanvas& headless, const SamplingPlan& plan) {
  const int floor_number = scene.world().floor_number();
  set_the_scene(scene, headless);
  const CpuSpread spread = time_frames([&] { draw_frame(scene, headless); }, plan);
  const std::size_t count = scene.world().floor().entities.size();
  const std::string entities = std::to_string(count) + (count == 1 ? " entity" : " entities");
  const std::size_t path = scene.path_preview() ? scene.path_preview()->size() : 0;
  return {frame_figure_name(floor_number), measured(spread.cpu), std::nullopt,
          "CPU per frame (wall " + duration_text(spread.wall_median) + "), seed " + std::to_string(kRunSeed) + ", " +
              entities + ", path preview of " + std::to_string(path) + " steps, " +
              std::to_string(monsters_in_view(scene.world())) +
              " monsters in the panel, a step sliding; target < 2 ms CPU"};
}

// Ten throws from the player's tile, fanned out over the map as player_flight sends them, each a tick
// further on than the next so they stand at different tiles of their paths.
scenes::FlightView flights_from_player(const game::World& world) {
  constexpr core::Point kAims[kFlightsInTheAir] = {{8, 0},   {-8, 0}, {0, 8},  {0, -8}, {8, 8},
                                                   {-8, -8}, {8, -8}, {-8, 8}, {8, 4},  {-4, 8}};
  scenes::FlightView flights;
  const core::Point from = world.player().position;
  for (const core::Point aim : kAims) {
    const core::Flight flight = game::player_flight(world.floor(), from, from + aim, kFlightRange);
    // A flight stopped at once by a wall still counts: it is drawn on its one tile.
    std::vector<core::Point> path = flight.tiles.empty() ? std::vector<core::Point>{from} : flight.tiles;
    flights.add({{game::Actor::player(), from, std::move(path), "tranquilliser_dart"}});
  }
  return flights;
}

void draw_frame_with_flights_and_intent(scenes::DungeonScene& scene, render::HeadlessCanvas& headless,
                                        const scenes::FlightView& flights) {
  scene.draw(headless.canvas());
  // The scene draws the intent overlay and its own flights the same way when they are on (dungeon_scene.cpp);
  // they are drawn here because the plain rows' scene is no --debug run, and a turn leaves one flight at most.
  scenes::draw_intent_overlay(headless.canvas(), scene.map_view(), scene.world(), 0);
  flights.draw(headless.canvas(), scene.map_view(), true);
  headless.finish_frame();
}

FigureRow flights_and_intent_row(scenes::DungeonScene& scene, render::HeadlessCanvas& headless,
                                 const SamplingPlan& plan) {
  const scenes::FlightView flights = flights_from_player(scene.world());
  const CpuSpread spread = time_frames([&] { draw_frame_with_flights_and_intent(scene, headless, flights); }, plan);
  return {frame_figure_name(scene.world().floor_number()) + ", " + std::to_string(kFlightsInTheAir) +
              " projectiles in flight, intent overlay on",
          measured(spread.cpu), std::nullopt,
          "CPU per frame (wall " + duration_text(spread.wall_median) +
              "), the frame above with every monster in the view marked and ten darts in the air; target < 2 ms CPU"};
}

// One frame as the app runs it, logic tick and drawing; with `controller`, its events first.
void run_frame(scenes::DungeonScene& scene, render::HeadlessCanvas& headless, render::Input& input,
               DriftingController* controller) {
  if (controller) controller->next_frame(input);
  input.set_controller_as_keys(scene.reads_controller_as_menu_keys());
  scene.logic(input);
  input.end_tick();
  draw_frame(scene, headless);
}

std::string input_row_name(int floor_number, bool controller) {
  return "One logic tick and dungeon frame, floor " + std::to_string(floor_number) +
         (controller ? ", a controller attached, its stick drifting" : ", no controller");
}

// The same frames without a controller and with one sending axis events every frame, side by side: what
// reading a controller adds to a frame.
std::vector<FigureRow> controller_rows(scenes::DungeonScene& scene, render::HeadlessCanvas& headless,
                                       const SamplingPlan& plan) {
  const int floor_number = scene.world().floor_number();
  render::Input keyboard_only;
  const CpuSpread without = time_frames([&] { run_frame(scene, headless, keyboard_only, nullptr); }, plan);
  std::vector<FigureRow> rows{{input_row_name(floor_number, false), measured(without.cpu), std::nullopt,
                               "CPU per frame (wall " + duration_text(without.wall_median) + "); target < 2 ms CPU"}};
  DriftingController controller;
  if (!controller.problem().empty()) {
    rows.push_back({input_row_name(floor_number, true), missing("not available"), std::nullopt, controller.problem()});
    return rows;
  }
  render::Input with_pad;
  const int turn = scene.world().turn();
  const CpuSpread with = time_frames([&] { run_frame(scene, headless, with_pad, &controller); }, plan);
  const std::string moved = scene.world().turn() == turn ? "" : " (the stick took a step: the figure is void)";
  rows.push_back({input_row_name(floor_number, true), measured(with.cpu), std::nullopt,
                  "CPU per frame (wall " + duration_text(with.wall_median) +
                      "), the row above with SDL's events read, " + "routed and settled each frame; target < 2 ms CPU" +
                      moved});
  return rows;
}

std::vector<FigureRow> unavailable_rows(const std::string& reason) {
  return {{frame_figure_name(0), missing("not available"), std::nullopt, reason},
          {frame_figure_name(1), missing("not available"), std::nullopt, reason}};
}

}  // namespace

std::vector<FigureRow> frame_figures(const SamplingPlan& plan) {
  render::HeadlessCanvas headless(MOUSEKING_BENCHMARK_RESOURCE_DIR);
  if (!headless.error().empty()) return unavailable_rows(headless.error());
  // The scene logs each new run; the table must not be interleaved with it.
  SDL_LogSetPriority(SDL_LOG_CATEGORY_APPLICATION, SDL_LOG_PRIORITY_WARN);
  auto content = std::make_shared<game::ContentLibrary>(MOUSEKING_BENCHMARK_DATA_DIR, content::SpriteCheck{});
  if (!content->load()) return unavailable_rows("content failed to load");
  IgnoredRequests requests;
  scenes::DungeonScene scene({requests, {}, std::make_shared<game_data::GameData>(content)}, kRunSeed);
  std::vector<FigureRow> rows{frame_row(scene, headless, plan)};
  if (!climb_stairs(scene)) {
    rows.push_back({frame_figure_name(1), missing("not reached"), std::nullopt, "the walk to the stairs up failed"});
    return rows;
  }
  rows.push_back(frame_row(scene, headless, plan));
  rows.push_back(flights_and_intent_row(scene, headless, plan));
  for (FigureRow& row : controller_rows(scene, headless, plan)) rows.push_back(std::move(row));
  return rows;
}

}  // namespace bench
