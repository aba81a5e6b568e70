// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <string>
#include <vector>

#include "core/point.h"
#include "game/model/entity.h"
#include "render/canvas.h"
#include "scenes/inventory/inventory_item_text.h"

namespace scenes {

// A small framed card about one thing in the inventory: its name, its kind,
// its description and its effects. Hovering shows it as a tooltip;
// right-clicking pins it.
struct InventoryCard {
  std::string title;
  std::string kind;
  std::string description;
  std::vector<EffectLine> effects = {};
};

InventoryCard card_for(const game::Entity& entity);
InventoryCard card_for_empty_box(content::EquipmentSlot slot);

// The colour a tone is written in.
SDL_Color tone_color(Tone tone);

// Draws the card beside `anchor` (below and to the right, or wherever it
// fits), always wholly on the canvas.
void draw_card(render::Canvas& canvas, const InventoryCard& card, core::Point anchor);

}  // namespace scenes
