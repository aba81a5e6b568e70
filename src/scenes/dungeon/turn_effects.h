// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <vector>

#include "game/model/turn_event.h"
#include "render/canvas.h"
#include "scenes/dungeon/map_view.h"

namespace scenes {

// Brief cues over the map for what the latest turns did: damage numbers
// drifting from the hit tile in red, "miss" in grey, healing in green. A cue
// drifts away from whoever struck: up from the tile, or down when the blow came
// from above, so a bite's number never covers the biter. A cue that would
// overlap another, on its tile or a neighbour's, moves a line further out
// when it first appears, and keeps that place while it fades.
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
    // Lines out from the tile, chosen at its first drawing (where text sizes are known)
    // so that it overlaps no cue already shown; kept from then on.
    mutable std::optional<int> level;
  };
  // Where `effect`'s text is drawn at `level`, in pixels.
  static SDL_Rect cue_rect(render::Canvas& canvas, const MapView& view, const Effect& effect, int level, bool moving);
  // The first level at which `effect` overlaps none of `shown`.
  static int free_level(render::Canvas& canvas, const MapView& view, const Effect& effect,
                        const std::vector<SDL_Rect>& shown, bool moving);
  std::vector<Effect> effects_;
};

}  // namespace scenes
