#include "scenes/turn_effects.h"

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

}  // namespace

void TurnEffects::add(const std::vector<game::TurnEvent>& events) {
  for (const game::TurnEvent& event : events) effects_.push_back({event, 0, free_level(event.position)});
}

int TurnEffects::free_level(core::Point tile) const {
  int level = 0;
  const auto taken = [&](int candidate) {
    return std::ranges::any_of(
        effects_, [&](const Effect& effect) { return effect.event.position == tile && effect.level == candidate; });
  };
  while (taken(level)) ++level;
  return level;
}

void TurnEffects::tick() {
  for (Effect& effect : effects_) ++effect.age;
  std::erase_if(effects_, [](const Effect& effect) { return effect.age >= kLifetimeTicks; });
}

void TurnEffects::draw(render::Canvas& canvas, const MapView& view, bool moving) const {
  const render::Canvas::PixelUnits in_pixels(canvas);
  // The cues' text is at the UI scale, so they rise and stack by the scale too.
  const int rise_pixels = canvas.screen().to_pixels(kRisePixels);
  const int lift = canvas.screen().to_pixels(6);
  for (const Effect& effect : effects_) {
    const SDL_Rect tile = view.tile_rect(effect.event.position);
    // A hit tile flashes for the first few ticks.
    if (moving && effect.event.kind == game::TurnEvent::Kind::Damage && effect.age < 8) {
      canvas.fill_rect(tile, render::colors::palette().hit_flash);
    }
    const int age = moving ? effect.age : 0;
    SDL_Color colour = effect_colour_of(effect.event);
    colour.a = static_cast<Uint8>(255 - 200 * age / kLifetimeTicks);
    const int rise = rise_pixels * age / kLifetimeTicks + effect.level * canvas.line_height();
    canvas.text(label_of(effect.event), {tile.x + tile.w / 2, tile.y - lift - rise}, colour, render::TextSize::Normal,
                render::Align::Center);
  }
}

}  // namespace scenes
