// SPDX-License-Identifier: MIT
#include "scenes/dungeon/motion.h"

#include <algorithm>
#include <variant>

namespace scenes {

namespace {

// How far an attacker leans into its target's tile, in hundredths of a tile.
constexpr int kLungeDepthPercent = 35;

bool is_living_monster(const game::Entity& entity) {
  const auto* monster = std::get_if<game::Monster>(&entity.kind);
  return monster && monster->hp > 0;
}

const game::Entity* monster_with_id(const game::Floor& floor, game::EntityId id) {
  for (const game::Entity& entity : floor.entities) {
    if (entity.id == id && is_living_monster(entity)) return &entity;
  }
  return nullptr;
}

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

Motion::Snapshot Motion::snapshot(const game::World& world) {
  Snapshot shot{world.floor_number(), world.player().position, {}};
  const game::Floor& floor = world.floor();
  for (const game::Entity& entity : floor.entities) {
    if (is_living_monster(entity) && floor.visible[entity.position])
      shot.monsters_in_view.push_back({entity.id, entity.position, entity.sprite});
  }
  return shot;
}

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

void Motion::add(const Snapshot& before, const game::World& now, const game::TurnReport& report,
                 std::optional<int> step_ticks) {
  finish();
  // A new floor is a new picture: nothing on it came from the old one.
  if (before.floor != now.floor_number() || report.floor_changed) return;
  add_slides(before, now, step_ticks ? std::min(*step_ticks, durations_.step) : durations_.step);
  add_lunges(now, report);
  add_fades(before, now);
}

void Motion::add_slides(const Snapshot& before, const game::World& now, int step_ticks) {
  if (step_ticks <= 0) return;
  const core::Point player = now.player().position;
  if (core::chebyshev_distance(before.player, player) == 1) {
    slides_.push_back({std::nullopt, before.player - player, step_ticks});
    start(step_ticks);
  }
  for (const Figure& figure : before.monsters_in_view) {
    const game::Entity* monster = monster_with_id(now.floor(), figure.id);
    if (!monster || core::chebyshev_distance(figure.position, monster->position) != 1) continue;
    slides_.push_back({figure.id, figure.position - monster->position, step_ticks});
    start(step_ticks);
  }
}

void Motion::add_lunges(const game::World& now, const game::TurnReport& report) {
  if (durations_.lunge <= 0) return;
  for (const game::TurnEvent& event : report.events) {
    const bool attack = event.kind == game::TurnEvent::Kind::Damage || event.kind == game::TurnEvent::Kind::Miss;
    if (!attack || core::chebyshev_distance(event.from, event.position) != 1) continue;
    Mover who;
    if (event.from != now.player().position) {
      const game::Entity* attacker = now.floor().entity_at(event.from);
      if (!attacker || !is_living_monster(*attacker)) continue;
      who = attacker->id;
    }
    lunges_.push_back({who, event.position - event.from, durations_.lunge});
    start(durations_.lunge);
  }
}

void Motion::add_fades(const Snapshot& before, const game::World& now) {
  if (durations_.fade <= 0) return;
  for (const Figure& figure : before.monsters_in_view) {
    if (monster_with_id(now.floor(), figure.id)) continue;
    fades_.push_back({figure, durations_.fade});
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
    canvas.sprite(fade.figure.sprite, view.tile_rect(fade.figure.position), {255, 255, 255, alpha});
  }
}

}  // namespace scenes
