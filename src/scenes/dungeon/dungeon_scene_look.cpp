// SPDX-License-Identifier: MIT
// The dungeon scene's look mode and its column of monsters in view: a cursor
// the movement keys move over the map, which says what is under it as the
// mouse does, cycles through what is in view and travels there on Enter.
#include <algorithm>

#include "render/color.h"
#include "scenes/dungeon/command_input.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/in_view.h"
#include "scenes/dungeon/mode_hints.h"
#include "scenes/dungeon/monster_panel.h"

namespace scenes {

namespace {

// Where look mode's hint is written: a strip along the bottom of the map,
// away from the player in the middle.
constexpr int kLookHintHeight = 28;

int floor_div(int value, int divisor) {
  return value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor);
}

// The tiles of the floor that are on screen, even in part.
core::Rect tiles_on_screen(const MapView& map_view, const game::Floor& floor) {
  const SDL_Rect& view = map_view.viewport();
  const SDL_Rect origin = map_view.tile_rect({0, 0});
  const int size = map_view.tile_pixels();
  const int first_x = std::max(0, floor_div(view.x - origin.x, size));
  const int first_y = std::max(0, floor_div(view.y - origin.y, size));
  const int last_x = std::min(floor.width() - 1, floor_div(view.x + view.w - 1 - origin.x, size));
  const int last_y = std::min(floor.height() - 1, floor_div(view.y + view.h - 1 - origin.y, size));
  return {first_x, first_y, last_x - first_x + 1, last_y - first_y + 1};
}

// The tiles Next in view visits, nearest first, each once.
std::vector<core::Point> look_targets(const game::World& world) {
  std::vector<core::Point> targets;
  for (const game::Entity* entity : lookable_in_view(world)) {
    if (std::ranges::find(targets, entity->position) == targets.end()) targets.push_back(entity->position);
  }
  return targets;
}

}  // namespace

void DungeonScene::handle_look_commands(const render::Input& input) {
  const bool look = command_pressed(input, controls(), Command::Look);
  const bool next = command_pressed(input, controls(), Command::NextInView);
  if (look || next) start_looking(next);
}

void DungeonScene::start_looking(bool at_next_in_view) {
  look_.start(world_.player().position);
  if (at_next_in_view) look_.next(look_targets(world_));
}

// Look mode has the keyboard to itself: the movement keys move the cursor,
// Next in view jumps, Enter acts on the tile as a click would, and Esc (or
// the look key again) leaves; a click leaves and is a click.
void DungeonScene::handle_look(const render::Input& input) {
  if (command_pressed(input, controls(), Command::Menu) || command_pressed(input, controls(), Command::Look) ||
      controller_cancel_pressed(input)) {
    return look_.stop();
  }
  if (input.was_clicked(render::MouseButton::Left)) {
    look_.stop();
    return handle_map_click(input);
  }
  if (input.mouse_moved()) {
    if (const std::optional<core::Point> tile = map_tile_at(input.mouse_position())) look_.place(*tile);
  }
  if (command_pressed(input, controls(), Command::NextInView)) look_.next(look_targets(world_));
  for (Command command : all_commands()) {
    const std::optional<core::Point> step = movement_of(command);
    if (step && command_pressed_or_repeated(input, controls(), command)) {
      look_.move(*step, tiles_on_screen(map_view_, world_.floor()));
      break;
    }
  }
  // A tile nothing can be done with keeps the cursor where it is.
  if (confirm_pressed(input) && act_on_tile(look_.position())) look_.stop();
}

// What the description panel and the path preview are about: the look
// cursor's tile, else the monster of the row the mouse is on, else the tile
// under the mouse.
void DungeonScene::update_pointed(const render::Input& input) {
  const monster_panel::Layout panel = monster_panel::lay_out(monsters_in_view(world_), input.screen().size);
  const game::Entity* row = monster_panel::monster_at(panel, input.mouse_position());
  panel_pointed_ = row ? std::optional(row->id) : std::nullopt;
  if (look_.active()) {
    hovered_tile_ = look_.position();
  } else if (aim_.active()) {
    hovered_tile_ = aim_.aim();
  } else {
    hovered_tile_ = row ? std::optional(row->position) : map_tile_at(input.mouse_position());
  }
}

void DungeonScene::draw_monster_panel(render::Canvas& canvas) const {
  const monster_panel::Layout panel = monster_panel::lay_out(monsters_in_view(world_), canvas.size());
  // The row of the monster under the pointer or the cursor lights up too.
  std::optional<game::EntityId> highlighted = panel_pointed_;
  const game::Entity* pointed = hovered_tile_ ? world_.floor().entity_at(*hovered_tile_) : nullptr;
  if (!highlighted && pointed) highlighted = pointed->id;
  monster_panel::draw(canvas, panel, highlighted);
  for (const monster_panel::Row& row : panel.rows) {
    if (row.monster->id == panel_pointed_) monster_panel::draw_map_highlight(canvas, map_view_, row.monster->position);
  }
}

void DungeonScene::draw_look_hint(render::Canvas& canvas) const {
  if (!look_.active()) return;
  // Above the bottom panels' top, which the hover panel keeps however many message lines there
  // are, and left of the hover panel, which grows up over the map to show every fact.
  const SDL_Rect view = map_area_above_bar(canvas.screen());
  const std::string hint = look_hint(controls(), prompts_);
  const int width = hud::hover_panel(canvas.size()).x - view.x;
  const std::vector<std::string> lines = canvas.wrap_text(hint, width - 24);
  const int line_gap = kLookHintHeight - canvas.line_height();
  const int height = static_cast<int>(lines.size()) * canvas.line_height() + line_gap;
  const SDL_Rect strip{view.x, view.y + view.h - height, width, height};
  canvas.fill_rect(strip, render::colors::palette().panel);
  canvas.outline_rect(strip, render::colors::palette().panel_border);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    canvas.text(lines[i], {strip.x + 12, strip.y + line_gap / 2 + static_cast<int>(i) * canvas.line_height()},
                render::colors::palette().accent);
  }
}

}  // namespace scenes
