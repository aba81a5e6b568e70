// SPDX-License-Identifier: MIT
#include "scenes/dungeon/turn_effects.h"

#include <algorithm>
#include <string>

#include "render/color.h"

namespace scenes {

namespace {

// Less than a line of text: a cue never rises clear of the next one on its tile, so each
// keeps its level until it fades out.
constexpr int kRisePixels = 24;

SDL_Color effect_colour_of(const game::TurnEvent& event) {
  switch (event.kind) {
    case game::TurnEvent::Kind::Damage: return render::colors::palette().damage;
    case game::TurnEvent::Kind::Miss: return render::colors::palette().text_dim;
    case game::TurnEvent::Kind::Heal: return render::colors::palette().good;
  }
  return render::colors::palette().text;
}

std::string label_of(const game::TurnEvent& event) {
  switch (event.kind) {
    case game::TurnEvent::Kind::Damage: return "-" + std::to_string(event.amount);
    case game::TurnEvent::Kind::Miss: return "miss";
    case game::TurnEvent::Kind::Heal: return "+" + std::to_string(event.amount);
  }
  return "";
}

// A cue drifts away from whoever struck: down when the blow came from a row above.
bool drifts_down(const game::TurnEvent& event) {
  return event.from.y < event.position.y;
}

bool overlaps(const SDL_Rect& a, const SDL_Rect& b) {
  return SDL_HasIntersection(&a, &b) == SDL_TRUE;
}

}  // namespace

void TurnEffects::add(const std::vector<game::TurnEvent>& events) {
  for (const game::TurnEvent& event : events) effects_.push_back({event, 0, std::nullopt});
}

void TurnEffects::tick() {
  for (Effect& effect : effects_) ++effect.age;
  std::erase_if(effects_, [](const Effect& effect) { return effect.age >= kLifetimeTicks; });
}

SDL_Rect TurnEffects::cue_rect(render::Canvas& canvas, const MapView& view, const Effect& effect, int level,
                               bool moving) {
  const SDL_Rect tile = view.tile_rect(effect.event.position);
  const core::Point size = canvas.measure_text(label_of(effect.event));
  // The cues' text is at the UI scale, so they drift and stack by the scale too.
  const int lift = canvas.screen().to_pixels(6);
  const int age = moving ? effect.age : 0;
  const int out = canvas.screen().to_pixels(kRisePixels) * age / kLifetimeTicks + level * canvas.line_height();
  const int y = drifts_down(effect.event) ? tile.y + tile.h - size.y + lift + out : tile.y - lift - out;
  return {tile.x + tile.w / 2 - size.x / 2, y, size.x, size.y};
}

int TurnEffects::free_level(render::Canvas& canvas, const MapView& view, const Effect& effect,
                            const std::vector<SDL_Rect>& shown, bool moving) {
  int level = 0;
  const auto taken = [&](int candidate) {
    const SDL_Rect rect = cue_rect(canvas, view, effect, candidate, moving);
    return std::ranges::any_of(shown, [&](const SDL_Rect& other) { return overlaps(rect, other); });
  };
  while (taken(level)) ++level;
  return level;
}

void TurnEffects::draw(render::Canvas& canvas, const MapView& view, bool moving) const {
  const render::Canvas::PixelUnits in_pixels(canvas);
  std::vector<SDL_Rect> shown;
  for (const Effect& effect : effects_) {
    const SDL_Rect tile = view.tile_rect(effect.event.position);
    // A hit tile flashes for the first few ticks.
    if (moving && effect.event.kind == game::TurnEvent::Kind::Damage && effect.age < 8) {
      canvas.fill_rect(tile, render::colors::palette().hit_flash);
    }
    if (!effect.level) effect.level = free_level(canvas, view, effect, shown, moving);
    const SDL_Rect rect = cue_rect(canvas, view, effect, *effect.level, moving);
    shown.push_back(rect);
    SDL_Color colour = effect_colour_of(effect.event);
    colour.a = static_cast<Uint8>(255 - 200 * (moving ? effect.age : 0) / kLifetimeTicks);
    canvas.text(label_of(effect.event), {rect.x + rect.w / 2, rect.y}, colour, render::TextSize::Normal,
                render::Align::Center);
  }
}

}  // namespace scenes
