// SPDX-License-Identifier: MIT
// The dungeon scene's walks of many turns: auto-explore, rest, travel to the
// stairs or to a clicked tile, and the path drawn under the pointer.
#include <algorithm>
#include <variant>

#include "core/point.h"
#include "render/color.h"
#include "scenes/dungeon/button_bar.h"
#include "scenes/dungeon/command_input.h"
#include "scenes/dungeon/dungeon_scene.h"

namespace scenes {

namespace {

// The path preview: a dot in each tile of the way, the pointer's own tile aside.
constexpr SDL_Color kPathDot{240, 214, 120, 190};

bool is_monster_entity(const game::Entity* entity) {
  return entity && std::holds_alternative<game::Monster>(entity->kind);
}

}  // namespace

void DungeonScene::handle_walk_commands(const render::Input& input) {
  for (Command command :
       {Command::Explore, Command::Rest, Command::Search, Command::TravelStairsUp, Command::TravelStairsDown}) {
    if (command_pressed(input, controls(), command)) run_command(command);
  }
}

void DungeonScene::explore() {
  start_walk(explore_request_.press(world_, stop_settings()));
}

// A right-click on yourself waits a turn: the mouse's wait, which searching (a left-click) is not,
// since it says nothing and leaves the traps alone.
void DungeonScene::handle_map_click(const render::Input& input) {
  const std::optional<core::Point> tile = map_tile_at(input.mouse_position());
  if (!tile) return;
  if (input.was_clicked(render::MouseButton::Right) && *tile == world_.player().position)
    return perform(game::Action::wait());
  if (!input.was_clicked(render::MouseButton::Left)) return;
  const bool monster_there = is_monster_entity(world_.floor().entity_at(*tile));
  if (attack_clicks_.swallows(*tile, monster_there)) return;
  if (act_on_tile(*tile) && monster_there) attack_clicks_.attacked(*tile);
}

// A monster next to the player is attacked; anywhere else the player knows a
// way to is travelled to (onto stairs: and they are taken). What a click
// does, and Enter in look mode.
// A click on the player searches for traps, as in Brogue: the bar has no room for a button of its own.
bool DungeonScene::act_on_tile(core::Point tile) {
  if (tile == world_.player().position) {
    perform(game::Action::search());
    return true;
  }
  const core::Point offset = tile - world_.player().position;
  const bool next_to = core::chebyshev_distance(tile, world_.player().position) == 1;
  if (next_to && is_monster_entity(world_.floor().entity_at(tile))) {
    perform(game::Action::move(offset));
    return true;
  }
  if (!travel_map_.of(world_).path_to(tile)) return false;
  start_walk(game::Walk::travel(world_, tile, stop_settings()));
  return true;
}

void DungeonScene::travel_to_stairs(game::StairsDirection direction) {
  start_walk(game::Walk::to_stairs(world_, direction, stop_settings()));
}

game::StopSettings DungeonScene::stop_settings() const {
  return {.low_hp_percent = context_.settings->settings.stop_below_hp_percent,
          .recent_stops = &recent_stops_,
          .keys = {.explore = how_to_give(Command::Explore), .stairs_up = how_to_give(Command::TravelStairsUp)}};
}

// A mouse player is told the bar's button as well as the key: "Press PageUp or click Stairs ↑".
std::string DungeonScene::how_to_give(Command command) const {
  if (prompts_.device == render::InputDevice::Controller) return "Press " + binding_name(command, "its button");
  const std::string button = button_bar::label_of(command);
  if (keys().keys(command).empty()) return "Click " + button;
  return "Press " + binding_name(command) + " or click " + button;
}

// A monster that stopped a walk does not stop the next ones again until it comes nearer
// or some turns pass: see game::RecentStops.
void DungeonScene::note_stop(const game::WalkStop& stop) {
  if (stop.why != game::WalkEnd::MonsterInView || !stop.monster) return;
  const auto& entities = world_.floor().entities;
  const auto monster = std::ranges::find(entities, *stop.monster, &game::Entity::id);
  if (monster == entities.end()) return;
  recent_stops_.note(monster->id, core::chebyshev_distance(monster->position, world_.player().position), world_.turn());
}

void DungeonScene::start_walk(game::Walk walk) {
  walk_.start(std::move(walk), context_.settings->settings.walk_steps_per_second);
  continue_walk({});
}

// Any key or click stops a walk at once, and does nothing else.
void DungeonScene::continue_walk(const render::Input& input) {
  const bool interrupted = input.anything_pressed() || input.was_clicked(render::MouseButton::Left) ||
                           input.was_clicked(render::MouseButton::Right);
  if (interrupted) return walk_.stop();
  const std::optional<game::WalkStop> ending = walk_.tick(world_, [this](const game::Action& action) {
    const game::TurnReport report = world_.perform(action);
    take_report(report);
    return report;
  });
  for (std::string& notice : walk_.take_notices()) world_.tell(std::move(notice));
  if (ending) note_stop(*ending);
  if (ending && !ending->message.empty()) world_.tell(ending->message);
}

void DungeonScene::update_path_preview() {
  path_preview_.reset();
  if (walk_.active() || aim_.active() || !hovered_tile_ || *hovered_tile_ == world_.player().position) return;
  path_preview_ = travel_map_.of(world_).path_to(*hovered_tile_);
}

void DungeonScene::draw_path_preview(render::Canvas& canvas) const {
  if (!path_preview_ || path_preview_->size() < 2) return;
  const render::Canvas::PixelUnits in_pixels(canvas);
  const int dot = std::max(4, map_view_.tile_pixels() / 4);
  for (std::size_t i = 0; i + 1 < path_preview_->size(); ++i) {
    const SDL_Rect tile = map_view_.tile_rect((*path_preview_)[i]);
    canvas.fill_rect({tile.x + (tile.w - dot) / 2, tile.y + (tile.h - dot) / 2, dot, dot}, kPathDot);
  }
}

}  // namespace scenes
