#pragma once

#include <vector>

#include "game/world/turn_event.h"
#include "render/canvas.h"
#include "scenes/map_view.h"

namespace scenes {

// Brief cues over the map for what the latest turns did: damage numbers
// rising from the hit tile in red, "miss" in grey, healing in green.
class TurnEffects {
 public:
  static constexpr int kLifetimeTicks = 45;

  void add(const std::vector<game::TurnEvent>& events);
  void tick();
  void clear() { effects_.clear(); }
  bool empty() const { return effects_.empty(); }
  void draw(render::Canvas& canvas, const MapView& view) const;

 private:
  struct Effect {
    game::TurnEvent event;
    int age = 0;
  };
  std::vector<Effect> effects_;
};

}  // namespace scenes
