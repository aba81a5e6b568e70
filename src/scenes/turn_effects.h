#pragma once

#include <vector>

#include "game/world/turn_event.h"
#include "render/canvas.h"
#include "scenes/map_view.h"

namespace scenes {

// Brief cues over the map for what the latest turns did: damage numbers
// rising from the hit tile in red, "miss" in grey, healing in green. Cues on
// one tile that would overlap (two hits in one turn, a hit and a miss) stack
// one line apart instead of drawing over each other.
class TurnEffects {
 public:
  static constexpr int kLifetimeTicks = 45;

  void add(const std::vector<game::TurnEvent>& events);
  void tick();
  void clear() { effects_.clear(); }
  bool empty() const { return effects_.empty(); }
  // `moving` false (animations off) keeps every cue still and whole for its life, and the
  // hit tile unflashed: the numbers still say what happened, without motion or flashes.
  void draw(render::Canvas& canvas, const MapView& view, bool moving = true) const;

 private:
  struct Effect {
    game::TurnEvent event;
    int age = 0;
    int level = 0;  // lines above the first cue on its tile
  };
  // The lowest level no cue on `tile` takes.
  int free_level(core::Point tile) const;
  std::vector<Effect> effects_;
};

}  // namespace scenes
