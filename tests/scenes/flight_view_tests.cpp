// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "scenes/dungeon/flight_view.h"
#include "scenes/dungeon/map_view.h"
#include "test_canvas.h"

namespace {

// A spit from (4, 8) along three tiles to the east.
game::TurnShot spit_east() {
  return {game::Actor::of(7), {4, 8}, {{5, 8}, {6, 8}, {7, 8}}, "acid_spit"};
}

bool any_pixel_differs(const TestCanvas& a, const TestCanvas& b, const SDL_Rect& area) {
  for (int y = area.y; y < area.y + area.h; ++y) {
    for (int x = area.x; x < area.x + area.w; ++x) {
      if (!same_rgb(a.pixel(x, y), b.pixel(x, y))) return true;
    }
  }
  return false;
}

}  // namespace

TEST_CASE("a shot flies one tile every two ticks along its path and is gone once it comes down") {
  const scenes::MapView view({0, 0, 640, 480});
  const game::TurnShot shot = spit_east();
  const auto top_left = [&view](core::Point tile) {
    const SDL_Rect rect = view.tile_rect(tile);
    return core::Point{rect.x, rect.y};
  };
  // Halfway to the first tile on its first tick, on it on the second, on the last tile at the end.
  const core::Point start = top_left({4, 8});
  const core::Point first = top_left({5, 8});
  CHECK(scenes::FlightView::position_in_pixels(shot, 0, view) == core::Point{(start.x + first.x) / 2, first.y});
  CHECK(scenes::FlightView::position_in_pixels(shot, 1, view) == first);
  CHECK(scenes::FlightView::position_in_pixels(shot, 5, view) == top_left({7, 8}));

  scenes::FlightView flights;
  flights.add({shot});
  for (int tick = 0; tick < 5; ++tick) {
    REQUIRE_FALSE(flights.empty());
    flights.tick();
  }
  CHECK_FALSE(flights.empty());
  flights.tick();
  CHECK(flights.empty());
}

TEST_CASE("a shot in flight is drawn over the map, and with animations off it is not") {
  const scenes::MapView view({0, 0, 640, 480});
  scenes::FlightView flights;
  flights.add({spit_east()});
  flights.tick();  // on its first tile
  const SDL_Rect first_tile = view.tile_rect({5, 8});

  TestCanvas empty;
  TestCanvas animated;
  flights.draw(animated.canvas(), view, true);
  CHECK(any_pixel_differs(empty, animated, first_tile));

  TestCanvas still;
  flights.draw(still.canvas(), view, false);
  CHECK_FALSE(any_pixel_differs(empty, still, first_tile));
}
