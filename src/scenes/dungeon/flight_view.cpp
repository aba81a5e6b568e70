// SPDX-License-Identifier: MIT
#include "scenes/dungeon/flight_view.h"

#include <algorithm>

namespace scenes {

namespace {

int lifetime(const game::TurnShot& shot) {
  return static_cast<int>(shot.path.size()) * FlightView::kTicksPerTile;
}

core::Point top_left(const MapView& view, core::Point tile) {
  const SDL_Rect rect = view.tile_rect(tile);
  return {rect.x, rect.y};
}

}  // namespace

void FlightView::add(const std::vector<game::TurnShot>& shots) {
  for (const game::TurnShot& shot : shots) {
    if (!shot.path.empty()) flights_.push_back({shot, 0});
  }
}

void FlightView::tick() {
  for (Flight& flight : flights_) ++flight.age;
  std::erase_if(flights_, [](const Flight& flight) { return flight.age >= lifetime(flight.shot); });
}

core::Point FlightView::position_in_pixels(const game::TurnShot& shot, int age, const MapView& view) {
  const int step = std::clamp(age / kTicksPerTile, 0, static_cast<int>(shot.path.size()) - 1);
  const core::Point from = top_left(view, step == 0 ? shot.from : shot.path[static_cast<std::size_t>(step) - 1]);
  const core::Point to = top_left(view, shot.path[static_cast<std::size_t>(step)]);
  const int part = age - step * kTicksPerTile + 1;  // 1..kTicksPerTile: it reaches each tile on its last tick
  return {from.x + (to.x - from.x) * part / kTicksPerTile, from.y + (to.y - from.y) * part / kTicksPerTile};
}

void FlightView::draw(render::Canvas& canvas, const MapView& view, bool animations_on) const {
  if (!animations_on) return;
  const render::Canvas::PixelUnits in_pixels(canvas);
  const SDL_Rect& viewport = view.viewport();
  for (const Flight& flight : flights_) {
    const SDL_Rect tile = view.tile_rect(flight.shot.from);
    const core::Point at = position_in_pixels(flight.shot, flight.age, view);
    const SDL_Rect target{at.x, at.y, tile.w, tile.h};
    if (!SDL_HasIntersection(&target, &viewport)) continue;
    canvas.sprite(flight.shot.sprite, target);
  }
}

}  // namespace scenes
