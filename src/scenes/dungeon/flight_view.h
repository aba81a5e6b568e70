// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "game/model/turn_moves.h"
#include "render/canvas.h"
#include "scenes/dungeon/map_view.h"

namespace scenes {

// What flew in the latest turns (a monster's shot, and whatever a report's `shots` holds), drawn
// crossing its tiles one after another: its sprite slides from the shooter's tile along the path
// and is gone once it comes down. With animations off nothing is drawn: the messages and the hit
// cues still say what happened.
class FlightView {
 public:
  static constexpr int kTicksPerTile = 2;  // at 60 ticks a second, 30 tiles a second

  void add(const std::vector<game::TurnShot>& shots);
  void tick();
  void clear() { flights_.clear(); }
  bool empty() const { return flights_.empty(); }
  void draw(render::Canvas& canvas, const MapView& view, bool animations_on) const;

  // Where the shot's sprite is after `age` ticks, in tiles (a fraction between two tiles); for tests.
  static core::Point position_in_pixels(const game::TurnShot& shot, int age, const MapView& view);

 private:
  struct Flight {
    game::TurnShot shot;
    int age = 0;
  };
  std::vector<Flight> flights_;
};

}  // namespace scenes
