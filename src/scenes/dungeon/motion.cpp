// SPDX-License-Identifier: MIT
#include "scenes/dungeon/motion.h"

#include <algorithm>

namespace scenes {

namespace {

// How far an attacker leans into its target's tile, in hundredths of a tile.
constexpr int kLungeDepthPercent = 35;

// What is left of a motion `age` ticks into `duration`, in thousandths: 1000
// at the start, 0 at the end. Eased, so a slide settles softly onto its tile.
int remaining(int age, int duration) {
  if (duration <= 0 || age >= duration) return 0;
  const int left = 1000 - 1000 * age / duration;
  return left * left / 1000;
}

// Out and back: 0 at either end, 1000 halfway.
int lunge_reach(int age, int duration) {
  if (duration <= 0 || age >= duration) return 0;
  const int half = 2000 * age / duration;
  return half <= 1000 ? half : 2000 - half;
}

}  // namespace

Motion::Durations Motion::durations(AnimationSpeed speed) {
  switch (speed) {
    case AnimationSpeed::Off: return {0, 0, 0};
    case AnimationSpeed::Normal: return {5, 10, 24};  // a step of about 80 ms at 60 ticks a second
    case AnimationSpeed::Fast: return {3, 6, 12};
  }
  return {};
}

void Motion::finish() {
  slides_.clear();
  lunges_.clear();
  fades_.clear();
  age_ = 0;
  longest_ = 0;
}

void Motion::add(const game::TurnReport& report, std::optional<int> step_ticks) {
  finish();
  // A new floor is a new picture: nothing on it came from the old one.
  if (report.floor_changed) return;
  add_slides(report, step_ticks ? std::min(*step_ticks, durations_.step) : durations_.step);
  add_lunges(report);
  add_fades(report);
}

// Only what the player saw leave its tile slides; the rest appears where it stands.
void Motion::add_slides(const game::TurnReport& report, int step_ticks) {
  if (step_ticks <= 0) return;
  for (const game::TurnMove& move : report.moves) {
    if (!move.seen || move.changed_floor() || core::chebyshev_distance(move.from, move.to) != 1) continue;
    slides_.push_back({move.who.monster, move.from - move.to, step_ticks});
    start(step_ticks);
  }
}

void Motion::add_lunges(const game::TurnReport& report) {
  if (durations_.lunge <= 0) return;
  for (const game::TurnAttack& attack : report.attacks) {
    if (core::chebyshev_distance(attack.from, attack.to) != 1) continue;
    lunges_.push_back({attack.attacker.monster, attack.to - attack.from, durations_.lunge});
    start(durations_.lunge);
  }
}

void Motion::add_fades(const game::TurnReport& report) {
  if (durations_.fade <= 0) return;
  for (const game::TurnKill& kill : report.kills) {
    if (!kill.seen) continue;
    fades_.push_back({kill.position, kill.sprite, durations_.fade});
    start(durations_.fade);
  }
}

core::Point Motion::offset(const Mover& who, int tile_pixels) const {
  core::Point pixels{0, 0};
  for (const Slide& slide : slides_) {
    if (slide.who != who) continue;
    const int left = remaining(age_, slide.duration);
    pixels = pixels + core::Point{slide.from.x * tile_pixels * left / 1000, slide.from.y * tile_pixels * left / 1000};
  }
  for (const Lunge& lunge : lunges_) {
    if (lunge.who != who) continue;
    const int reach = lunge_reach(age_, lunge.duration) * kLungeDepthPercent / 100;
    pixels =
        pixels + core::Point{lunge.toward.x * tile_pixels * reach / 1000, lunge.toward.y * tile_pixels * reach / 1000};
  }
  return pixels;
}

core::Point Motion::player_offset(int tile_pixels) const {
  return offset(std::nullopt, tile_pixels);
}

core::Point Motion::offset_of(game::EntityId id, int tile_pixels) const {
  return offset(id, tile_pixels);
}

void Motion::draw_fading(render::Canvas& canvas, const MapView& view) const {
  for (const Fade& fade : fades_) {
    if (age_ >= fade.duration) continue;
    const Uint8 alpha = static_cast<Uint8>(255 - 255 * age_ / fade.duration);
    canvas.sprite(fade.sprite, view.tile_rect(fade.position), {255, 255, 255, alpha});
  }
}

}  // namespace scenes
