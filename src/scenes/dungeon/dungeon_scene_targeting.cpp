// SPDX-License-Identifier: MIT
// The dungeon scene's targeting mode: the fire and throw keys open it on the nearest monster in view;
// Tab and Next in view cycle the monsters, the movement keys and the mouse move the aim, Enter or a
// click sends, Esc cancels. The line of fire is drawn to the aim, the tile it will come down on marked.
#include <nlohmann/json.hpp>

#include "render/color.h"
#include "scenes/dungeon/command_input.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/hud.h"
#include "scenes/dungeon/in_view.h"
#include "scenes/dungeon/mode_hints.h"

namespace scenes {

namespace {

constexpr SDL_Color kFlightDot{255, 216, 120, 230};
constexpr SDL_Color kLanding{255, 90, 78, 255};
constexpr SDL_Color kCursorOutline{232, 238, 240, 200};
constexpr int kHintHeight = 28;

std::vector<core::Point> monster_targets(const game::World& world) {
  std::vector<core::Point> targets;
  for (const game::Entity* monster : monsters_in_view(world)) targets.push_back(monster->position);
  return targets;
}

// The Tab key cycles the targets as Next in view does (Tab opens the inventory only outside this mode).
bool next_target_pressed(const render::Input& input, Controls controls) {
  return input.was_pressed(SDLK_TAB) || command_pressed(input, controls, Command::NextInView);
}

// Where the hint says it will come down: "it hits the Neo Mouse", "it falls short of the wall".
std::string outcome_of(const game::World& world, const core::Flight& flight) {
  if (flight.tiles.empty()) return "aim it away from your own tile";
  const game::Entity* hit = world.floor().entity_at(flight.tiles.back());
  if (flight.end == core::FlightEnd::Creature && hit != nullptr) return "it hits the " + hit->name;
  if (flight.end == core::FlightEnd::Wall) return "it falls short of the wall";
  if (flight.end == core::FlightEnd::Range) return "it falls at the end of its range";
  return "it comes down on the marked tile";
}

}  // namespace

void DungeonScene::handle_target_commands(const render::Input& input) {
  for (const Command command : {Command::Throw, Command::Fire}) {
    if (command_pressed(input, controls(), command)) return open_targeting(command);
  }
}

// With nothing to throw or fire, the game says why and no mode opens.
void DungeonScene::open_targeting(Command command) {
  if (command == Command::Fire) {
    const FireChoice choice = fire_choice(world_);
    if (!choice.launch) return world_.tell(choice.refusal);
    return aim_.open(*choice.launch, monster_targets(world_), world_.player().position);
  }
  const std::vector<Launch> choices = throw_choices(world_);
  if (choices.empty()) return world_.tell("You carry nothing to throw.");
  aim_.open(choices.front(), monster_targets(world_), world_.player().position);
}

void DungeonScene::aim_from_pack(std::size_t pack_index) {
  if (pack_index >= world_.player().inventory.size()) return;
  const std::string& definition = world_.player().inventory[pack_index].definition;
  const FireChoice fire = fire_choice(world_);
  if (fire.launch && fire.launch->definition == definition)
    return aim_.open(*fire.launch, monster_targets(world_), world_.player().position);
  for (const Launch& launch : throw_choices(world_)) {
    if (launch.definition == definition) return aim_.open(launch, monster_targets(world_), world_.player().position);
  }
}

// The throw key again picks the next kind of throwable in the pack, so a short list needs no menu.
void DungeonScene::handle_targeting(const render::Input& input) {
  if (command_pressed(input, controls(), Command::Menu) || controller_cancel_pressed(input)) return aim_.close();
  if (!aim_.launch().fire && command_pressed(input, controls(), Command::Throw)) {
    const std::vector<Launch> choices = throw_choices(world_);
    const auto current = std::ranges::find_if(
        choices, [this](const Launch& launch) { return launch.definition == aim_.launch().definition; });
    if (!choices.empty())
      aim_.change_launch(current == choices.end() || current + 1 == choices.end() ? choices.front() : *(current + 1));
  }
  if (input.mouse_moved()) {
    if (const std::optional<core::Point> tile = map_tile_at(input.mouse_position())) aim_.cursor().place(*tile);
  }
  if (next_target_pressed(input, controls())) aim_.cursor().next(monster_targets(world_));
  for (Command command : all_commands()) {
    const std::optional<core::Point> step = movement_of(command);
    if (step && command_pressed_or_repeated(input, controls(), command)) {
      aim_.cursor().move(*step, {0, 0, world_.floor().width(), world_.floor().height()});
      break;
    }
  }
  if (input.was_clicked(render::MouseButton::Left)) {
    const std::optional<core::Point> tile = map_tile_at(input.mouse_position());
    if (!tile) return aim_.close();  // a click off the map cancels
    aim_.cursor().place(*tile);
    return launch_at_cursor();
  }
  if (confirm_pressed(input)) launch_at_cursor();
}

// A throw at the player's own tile is refused and the aim stays; anything else ends the mode.
void DungeonScene::launch_at_cursor() {
  const std::optional<game::Action> action = launch_action(world_, aim_.launch(), aim_.aim());
  if (!action) return aim_.close();
  const game::TurnReport report = world_.perform(*action);
  take_report(report);
  if (report.refusal != game::Refusal::BadAim) aim_.close();
}

void DungeonScene::draw_line_of_fire(render::Canvas& canvas) const {
  if (!aim_.active()) return;
  const core::Flight flight = launch_flight(world_, aim_.launch(), aim_.aim());
  const render::Canvas::PixelUnits in_pixels(canvas);
  const int dot = std::max(4, map_view_.tile_pixels() / 4);
  for (std::size_t i = 0; i + 1 < flight.tiles.size(); ++i) {
    const SDL_Rect tile = map_view_.tile_rect(flight.tiles[i]);
    canvas.fill_rect({tile.x + (tile.w - dot) / 2, tile.y + (tile.h - dot) / 2, dot, dot}, kFlightDot);
  }
  const int thickness = std::max(2, map_view_.tile_pixels() / 16);
  if (!flight.tiles.empty() && flight.tiles.back() != aim_.aim())
    canvas.outline_rect(map_view_.tile_rect(aim_.aim()), kCursorOutline, 1);
  if (flight.tiles.empty()) return;
  const SDL_Rect landing = map_view_.tile_rect(flight.tiles.back());
  canvas.outline_rect(landing, kLanding, thickness);
  // A cross in the middle says "here": the tile it comes down on, whoever stands there.
  const core::Point middle{landing.x + landing.w / 2, landing.y + landing.h / 2};
  const int arm = landing.w / 5;
  for (int offset = -thickness / 2; offset <= thickness / 2; ++offset) {
    canvas.line({middle.x - arm, middle.y + offset}, {middle.x + arm, middle.y + offset}, kLanding);
    canvas.line({middle.x + offset, middle.y - arm}, {middle.x + offset, middle.y + arm}, kLanding);
  }
}

void DungeonScene::draw_target_hint(render::Canvas& canvas) const {
  if (!aim_.active()) return;
  const Launch& launch = aim_.launch();
  const core::Flight flight = launch_flight(world_, launch, aim_.aim());
  const std::string what = launch.fire ? "Firing the " + launch.name : "Throwing the " + launch.name;
  const std::string hint = aim_hint(controls(), prompts_, what + ": " + outcome_of(world_, flight), !launch.fire);
  const SDL_Rect view = map_area_above_bar(canvas.screen());
  const int width = hud::hover_panel(canvas.size()).x - view.x;
  const std::vector<std::string> lines = canvas.wrap_text(hint, width - 24);
  const int line_gap = kHintHeight - canvas.line_height();
  const int height = static_cast<int>(lines.size()) * canvas.line_height() + line_gap;
  const SDL_Rect strip{view.x, view.y + view.h - height, width, height};
  canvas.fill_rect(strip, render::colors::palette().panel);
  canvas.outline_rect(strip, render::colors::palette().panel_border);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    canvas.text(lines[i], {strip.x + 12, strip.y + line_gap / 2 + static_cast<int>(i) * canvas.line_height()},
                render::colors::palette().accent);
  }
}

// For the end-to-end tests: what is aimed, where, and the tile it would come down on.
void DungeonScene::add_targeting_state(nlohmann::json& state) const {
  if (!aim_.active()) {
    state["targeting"] = nullptr;
    return;
  }
  const core::Flight flight = launch_flight(world_, aim_.launch(), aim_.aim());
  nlohmann::json targeting = {{"mode", aim_.launch().fire ? "fire" : "throw"},
                              {"item", aim_.launch().definition},
                              {"aim", {{"x", aim_.aim().x}, {"y", aim_.aim().y}}},
                              {"line_tiles", flight.tiles.size()}};
  if (!flight.tiles.empty()) targeting["lands"] = {{"x", flight.tiles.back().x}, {"y", flight.tiles.back().y}};
  state["targeting"] = std::move(targeting);
}

}  // namespace scenes
