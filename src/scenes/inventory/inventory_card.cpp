// SPDX-License-Identifier: MIT
#include "scenes/inventory/inventory_card.h"

#include <algorithm>

#include "render/color.h"

namespace scenes {

namespace {

constexpr int kCardWidth = 320;
constexpr int kCardPadding = 12;
constexpr int kOffset = 18;  // from the pointer, so the card never hides what it describes
constexpr SDL_Color kCardBackground{12, 15, 21, 245};

int card_height(render::Canvas& canvas, const InventoryCard& card, const std::vector<std::string>& lines) {
  const int small = canvas.line_height(render::TextSize::Small);
  return 2 * kCardPadding + canvas.line_height() + 4 + small + 6 + static_cast<int>(lines.size()) * small +
         (card.effects.empty() ? 0 : 6 + static_cast<int>(card.effects.size()) * small);
}

// Below-right of the anchor when there is room; otherwise flipped, then clamped.
core::Point card_origin(core::Point anchor, int height) {
  int x = anchor.x + kOffset;
  int y = anchor.y + kOffset;
  if (x + kCardWidth > render::kDesignWidth) x = anchor.x - kOffset - kCardWidth;
  if (y + height > render::kDesignHeight) y = anchor.y - kOffset - height;
  return {std::clamp(x, 0, render::kDesignWidth - kCardWidth), std::clamp(y, 0, render::kDesignHeight - height)};
}

}  // namespace

InventoryCard card_for(const game::Entity& entity) {
  const std::string stack = stack_text(entity);
  std::string kind = kind_name(entity);
  if (!stack.empty()) kind += " \u00b7 " + stack;  // "Healing · 3 in this stack"
  return {entity.name, kind, entity.description, effect_lines(entity)};
}

InventoryCard card_for_empty_box(content::EquipmentSlot slot) {
  return {.title = std::string(core::label_of(content::kEquipmentSlotNames, slot)) + " box",
          .kind = "Empty",
          .description = "Nothing equipped here. Use one from your pack, or drag it onto this box."};
}

SDL_Color tone_color(Tone tone) {
  switch (tone) {
    case Tone::Good: return render::colors::palette().good;
    case Tone::Bad: return render::colors::palette().bad;
    case Tone::Plain: break;
  }
  return render::colors::palette().text;
}

void draw_card(render::Canvas& canvas, const InventoryCard& card, core::Point anchor) {
  const auto lines = canvas.wrap_text(card.description, kCardWidth - 2 * kCardPadding, render::TextSize::Small);
  const int height = card_height(canvas, card, lines);
  const core::Point origin = card_origin(anchor, height);
  const SDL_Rect frame{origin.x, origin.y, kCardWidth, height};
  canvas.fill_rect(frame, kCardBackground);
  canvas.outline_rect(frame, render::colors::palette().panel_border);
  const int small = canvas.line_height(render::TextSize::Small);
  int y = origin.y + kCardPadding;
  canvas.text(card.title, {origin.x + kCardPadding, y}, render::colors::palette().accent);
  y += canvas.line_height() + 4;
  canvas.text(card.kind, {origin.x + kCardPadding, y}, render::colors::palette().text_dim, render::TextSize::Small);
  y += small + 6;
  for (const std::string& line : lines) {
    canvas.text(line, {origin.x + kCardPadding, y}, render::colors::palette().text, render::TextSize::Small);
    y += small;
  }
  y += card.effects.empty() ? 0 : 6;
  for (const EffectLine& effect : card.effects) {
    canvas.text(effect.text, {origin.x + kCardPadding, y}, tone_color(effect.tone), render::TextSize::Small);
    y += small;
  }
}

}  // namespace scenes
