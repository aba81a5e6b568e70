// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/point.h"
#include "game/model/turn_report.h"
#include "render/canvas.h"
#include "scenes/dungeon/map_view.h"
#include "scenes/settings/settings.h"

namespace scenes {

// The map's motion, for the eye only: a step slides from tile to tile, an
// attacker lunges at its target and back, a monster killed fades out where it
// stood. It is counted in logic ticks and read by the drawing; the world never
// waits for it, and a new action finishes whatever is still playing.
class Motion {
 public:
  // How long each motion lasts, in logic ticks, at each speed.
  struct Durations {
    int step = 0;
    int lunge = 0;
    int fade = 0;
  };
  static Durations durations(AnimationSpeed speed);

  void set_speed(AnimationSpeed speed) { durations_ = durations(speed); }
  // Finishes what is playing, then starts what `report` says moved, struck
  // and died. A step lasts at most `step_ticks` (a walk's pace), when given.
  void add(const game::TurnReport& report, std::optional<int> step_ticks = std::nullopt);
  void tick() { ++age_; }
  // Everything jumps to where it ends.
  void finish();
  bool active() const { return age_ < longest_; }

  // How far from its tile, in pixels, the player or a monster is drawn now.
  core::Point player_offset(int tile_pixels) const;
  core::Point offset_of(game::EntityId id, int tile_pixels) const;
  // The monsters just killed, fading where they stood.
  void draw_fading(render::Canvas& canvas, const MapView& view) const;

 private:
  // nullopt: the player.
  using Mover = std::optional<game::EntityId>;
  struct Slide {
    Mover who;
    core::Point from;  // in tiles, from where it stands now
    int duration;
  };
  struct Lunge {
    Mover who;
    core::Point toward;  // in tiles: the target's direction
    int duration;
  };
  struct Fade {
    core::Point position;
    std::string sprite;
    int duration;
  };

  core::Point offset(const Mover& who, int tile_pixels) const;
  void add_slides(const game::TurnReport& report, int step_ticks);
  void add_lunges(const game::TurnReport& report);
  void add_fades(const game::TurnReport& report);
  void start(int duration) { longest_ = std::max(longest_, duration); }

  Durations durations_ = durations(AnimationSpeed::Normal);
  std::vector<Slide> slides_;
  std::vector<Lunge> lunges_;
  std::vector<Fade> fades_;
  int age_ = 0;
  int longest_ = 0;
};

}  // namespace scenes
