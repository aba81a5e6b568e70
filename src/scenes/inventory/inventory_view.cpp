// SPDX-License-Identifier: MIT
#include "scenes/inventory/inventory_view.h"

#include <algorithm>
#include <cctype>

#include "game/model/stacks.h"
#include "game/rules/item_use.h"
#include "render/button.h"
#include "render/color.h"
#include "scenes/inventory/inventory_card.h"
#include "scenes/inventory/inventory_notices.h"
#include "scenes/inventory/inventory_paging.h"
#include "scenes/inventory/inventory_stat_preview.h"

namespace scenes {

namespace {

namespace layout = inventory_layout;
using Kind = InventoryTarget::Kind;

constexpr SDL_Color kDim{0, 0, 0, 160};
constexpr SDL_Color kInset{12, 15, 21, 255};  // panels sunk into the main panel
constexpr SDL_Color kTargetFill{255, 214, 90, 40};
constexpr SDL_Color kTargetOutline{255, 214, 90, 150};
constexpr SDL_Color kGhost{255, 255, 255, 190};
constexpr SDL_Color kLifted{255, 255, 255, 70};  // an item's own slot while it is dragged
constexpr SDL_Color kBadgeBackground{12, 15, 21, 225};
constexpr int kSelectionThickness = 3;
constexpr int kLargestCountShown = 999;  // more reads "x999+", so the badge stays inside its slot
constexpr const char* kArrow = "\u2192";

SDL_Rect centred(const SDL_Rect& outer, int size) {
  return {outer.x + (outer.w - size) / 2, outer.y + (outer.h - size) / 2, size, size};
}

std::optional<content::EquipmentSlot> slot_of(const game::Entity* entity) {
  if (entity == nullptr) return std::nullopt;
  if (const auto* equipment = std::get_if<game::Equipment>(&entity->kind)) return equipment->traits.slot;
  return std::nullopt;
}

const game::Entity* selected_entity(const game::Player& player, const InventorySelection& selection) {
  if (selection.item() && *selection.item() < player.inventory.size()) return &player.inventory[*selection.item()];
  if (selection.box()) {
    const auto& piece = player.equipped_in(*selection.box());
    return piece ? &*piece : nullptr;
  }
  return nullptr;
}

void draw_inset(render::Canvas& canvas, const SDL_Rect& rect) {
  canvas.fill_rect(rect, kInset);
  canvas.outline_rect(rect, render::colors::palette().panel_border);
}

void draw_section_label(render::Canvas& canvas, const std::string& label, core::Point at) {
  canvas.text(label, at, render::colors::palette().text_dim, render::TextSize::Small);
}

void draw_frame(render::Canvas& canvas, const std::string& keys_hint) {
  canvas.fill_rect(canvas.whole_screen(), kDim);
  const SDL_Rect panel = layout::panel();
  // Opaque, unlike the HUD's panels: the map must not show through the grid.
  canvas.fill_rect(panel, {render::colors::palette().panel.r, render::colors::palette().panel.g,
                           render::colors::palette().panel.b, 255});
  canvas.outline_rect(panel, render::colors::palette().panel_border);
  const SDL_Rect divider = layout::header_divider();
  canvas.text("Inventory", {divider.x, panel.y + 14}, render::colors::palette().accent, render::TextSize::Large);
  canvas.text(keys_hint, {divider.x + divider.w, panel.y + 22}, render::colors::palette().text_dim,
              render::TextSize::Small, render::Align::Right);
  canvas.fill_rect(divider, render::colors::palette().panel_border);
}

// How a slot or box is marked, from the quietest to the loudest.
struct Marks {
  bool belongs = false;   // soft yellow: the selected or dragged item goes here
  bool lit = false;       // a light frame: hovered, or the keyboard's focus
  bool selected = false;  // yellow
  bool refused = false;   // red: this box refused a drop, or would
};

void draw_marks(render::Canvas& canvas, const SDL_Rect& rect, const Marks& marks) {
  if (marks.belongs) {
    canvas.fill_rect(rect, kTargetFill);
    canvas.outline_rect(rect, kTargetOutline, 2);
  }
  if (marks.lit) canvas.outline_rect(rect, render::colors::palette().text, 2);
  if (marks.selected) canvas.outline_rect(rect, render::colors::palette().accent, kSelectionThickness);
  if (marks.refused) canvas.outline_rect(rect, render::colors::palette().bad, kSelectionThickness);
}

// One light frame at a time: the keyboard's focus while it is shown, otherwise what the
// pointer is over. Both at once were two identical frames, and which one the keys move
// could not be told.
bool is_lit(const InventoryViewState& state, InventoryTarget target) {
  return state.focus ? *state.focus == target : state.hovered == target;
}

std::string upper(std::string text) {
  for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return text;
}

// `text` wrapped to `width`, on at most `max_lines` lines, the last cut with "..." when more was left.
std::vector<std::string> wrap_lines(render::Canvas& canvas, const std::string& text, int width, std::size_t max_lines,
                                    render::TextSize size) {
  std::vector<std::string> lines = canvas.wrap_text(text, width, size);
  if (lines.size() > max_lines) {
    for (std::size_t i = max_lines; i < lines.size(); ++i) lines[max_lines - 1] += " " + lines[i];
    lines.resize(max_lines);
  }
  for (std::string& line : lines) line = canvas.fit_text(line, width, size);
  return lines;
}

constexpr const char* kPartGap = "  ";

int parts_width(render::Canvas& canvas, const std::vector<EffectLine>& line) {
  std::string text;
  for (const EffectLine& part : line) text += (text.empty() ? "" : kPartGap) + part.text;
  return canvas.measure_text(text, render::TextSize::Small).x;
}

// Small-text lines of `parts`, breaking only between parts, at most `max_lines`
// (what does not fit then is left out: a bonus has at most four parts).
std::vector<std::vector<EffectLine>> pack_parts(render::Canvas& canvas, const std::vector<EffectLine>& parts, int width,
                                                std::size_t max_lines) {
  std::vector<std::vector<EffectLine>> lines;
  for (const EffectLine& part : parts) {
    if (!lines.empty()) {
      lines.back().push_back(part);
      if (parts_width(canvas, lines.back()) <= width) continue;
      lines.back().pop_back();
    }
    if (lines.size() == max_lines) break;
    lines.push_back({part});
  }
  return lines;
}

// One line of parts, centred on `centre`, each in its own tone.
void draw_parts(render::Canvas& canvas, const std::vector<EffectLine>& line, int centre, int y) {
  int x = centre - parts_width(canvas, line) / 2;
  const int gap = canvas.measure_text(kPartGap, render::TextSize::Small).x;
  for (const EffectLine& part : line) {
    x += canvas.text(part.text, {x, y}, tone_color(part.tone), render::TextSize::Small).x + gap;
  }
}

// The equipped piece's name and its bonus under its box, each on up to two lines.
void draw_box_caption(render::Canvas& canvas, const game::Entity& piece, const SDL_Rect& caption) {
  const int centre = caption.x + caption.w / 2;
  int y = caption.y;
  for (const std::string& line : wrap_lines(canvas, piece.name, caption.w, 2, render::TextSize::Normal)) {
    canvas.text(line, {centre, y}, render::colors::palette().text, render::TextSize::Normal, render::Align::Center);
    y += canvas.line_height();
  }
  const content::StatBonus& bonus = std::get<game::Equipment>(piece.kind).traits.bonus;
  y += 2;
  for (const auto& line : pack_parts(canvas, short_bonus_parts(bonus), caption.w, 2)) {
    draw_parts(canvas, line, centre, y);
    y += canvas.line_height(render::TextSize::Small);
  }
}

void draw_box(render::Canvas& canvas, const game::Player& player, content::EquipmentSlot slot,
              const InventoryViewState& state, std::optional<content::EquipmentSlot> belongs_in) {
  const InventoryTarget target = InventoryTarget::box(slot);
  const SDL_Rect rect = layout::box_rect(slot);
  canvas.sprite("slot", rect);
  const auto& piece = player.equipped_in(slot);
  const bool lifted = state.dragged == target;
  if (piece) {
    canvas.sprite(piece->sprite, centred(rect, layout::kBoxSpriteSize),
                  lifted ? kLifted : SDL_Color{255, 255, 255, 255});
  } else {
    canvas.text("Empty", {rect.x + rect.w / 2, rect.y + (rect.h - canvas.line_height(render::TextSize::Small)) / 2},
                render::colors::palette().disabled, render::TextSize::Small, render::Align::Center);
  }
  const bool wrong_drop_here =
      state.dragged && *state.dragged != target && state.hovered == target && belongs_in != slot;
  draw_marks(canvas, rect,
             {.belongs = belongs_in == slot,
              .lit = is_lit(state, target),
              .selected = state.selection.box() == slot,
              .refused = state.refused_box == slot || wrong_drop_here});
  // The box's name heads it, as "PACK" heads the grid.
  canvas.text(upper(std::string(core::label_of(content::kEquipmentSlotNames, slot))),
              {rect.x + rect.w / 2, layout::section_label_y()},
              belongs_in == slot ? render::colors::palette().accent : render::colors::palette().text_dim,
              render::TextSize::Small, render::Align::Center);
  if (piece) draw_box_caption(canvas, *piece, layout::box_caption_rect(slot));
}

void draw_equipment(render::Canvas& canvas, const game::Player& player, const InventoryViewState& state) {
  // The box the selected (or dragged) pack item would go into.
  const game::Entity* moving = state.dragged
                                   ? inventory_paging::entity_at(player, state.page, *state.dragged)
                                   : (state.selection.item() ? selected_entity(player, state.selection) : nullptr);
  const auto belongs_in = state.dragged && state.dragged->is(Kind::Box) ? std::nullopt : slot_of(moving);
  for (content::EquipmentSlot slot : core::values_of(content::kEquipmentSlotNames))
    draw_box(canvas, player, slot, state, belongs_in);
}

// "x3" in the slot's bottom-right corner, on a dark patch so it reads over any sprite.
void draw_count_badge(render::Canvas& canvas, const SDL_Rect& slot, int count) {
  const std::string text =
      count > kLargestCountShown ? "x" + std::to_string(kLargestCountShown) + "+" : "x" + std::to_string(count);
  const core::Point size = canvas.measure_text(text);
  const SDL_Rect badge{slot.x + slot.w - size.x - 10, slot.y + slot.h - size.y - 5, size.x + 6, size.y};
  canvas.fill_rect(badge, kBadgeBackground);
  canvas.text(text, {badge.x + 3, badge.y}, render::colors::palette().text);
}

void draw_cell(render::Canvas& canvas, const game::Player& player, int cell, const InventoryViewState& state) {
  const InventoryTarget target = InventoryTarget::slot(cell);
  const SDL_Rect rect = layout::slot_rect(cell);
  canvas.sprite("slot", rect);
  if (const game::Entity* item = inventory_paging::item_in_cell(player, state.page, cell)) {
    const bool lifted = state.dragged == target;
    canvas.sprite(item->sprite, centred(rect, layout::kItemSpriteSize),
                  lifted ? kLifted : SDL_Color{255, 255, 255, 255});
    if (game::stack_count(*item) > 1) draw_count_badge(canvas, rect, game::stack_count(*item));
  }
  const bool selected = state.selection.item() == inventory_paging::inventory_index(state.page, cell);
  draw_marks(canvas, rect, {.lit = is_lit(state, target), .selected = selected});
}

void draw_page_row(render::Canvas& canvas, const InventoryViewState& state) {
  const SDL_Rect grid = layout::grid_area();
  if (state.page_count <= 1) {
    // One page needs no page controls; the row teaches the mouse instead.
    const SDL_Rect row = layout::previous_page_rect();
    canvas.text("Double-click: use     Right-click: details     Shift+click: drop",
                {grid.x + grid.w / 2, row.y + (row.h - canvas.line_height(render::TextSize::Small)) / 2},
                render::colors::palette().text_dim, render::TextSize::Small, render::Align::Center);
    return;
  }
  const render::Button previous{layout::previous_page_rect(), "< Prev", state.page > 0};
  const render::Button next{layout::next_page_rect(), "Next >", state.page + 1 < state.page_count};
  previous.draw(canvas, state.mouse);
  next.draw(canvas, state.mouse);
  // "Page 2 of 3" and, quieter, the keys that turn pages, centred together.
  const SDL_Rect row = layout::previous_page_rect();
  const std::string page = "Page " + std::to_string(state.page + 1) + " of " + std::to_string(state.page_count);
  const std::string keys = "   PgUp / PgDn";
  const int width = canvas.measure_text(page).x + canvas.measure_text(keys, render::TextSize::Small).x;
  const int x = grid.x + (grid.w - width) / 2;
  const int page_width =
      canvas.text(page, {x, row.y + (row.h - canvas.line_height()) / 2}, render::colors::palette().text).x;
  canvas.text(keys, {x + page_width, row.y + (row.h - canvas.line_height(render::TextSize::Small)) / 2 + 1},
              render::colors::palette().text_dim, render::TextSize::Small);
}

void draw_pack(render::Canvas& canvas, const game::Player& player, const InventoryViewState& state) {
  const SDL_Rect grid = layout::grid_area();
  draw_section_label(canvas, "PACK", {grid.x, layout::section_label_y()});
  canvas.text(std::to_string(player.inventory.size()) + " / " + std::to_string(player.inventory_capacity),
              {grid.x + grid.w, layout::section_label_y()}, render::colors::palette().text_dim, render::TextSize::Small,
              render::Align::Right);
  for (int cell = 0; cell < layout::kSlotsPerPage; ++cell) {
    if (inventory_paging::has_slot(player, state.page, cell)) draw_cell(canvas, player, cell, state);
  }
  draw_page_row(canvas, state);
}

// The preview shown in the stats panel, and what it is about.
struct Preview {
  std::optional<PlayerNumbers> after;
  std::string caption;
};

Preview preview_for(const game::World& world, const InventoryViewState& state) {
  const game::Player& player = world.player();
  // A drag previews what letting go on its box would do; otherwise the selection.
  const game::Entity* thing = state.dragged ? inventory_paging::entity_at(player, state.page, *state.dragged)
                                            : selected_entity(player, state.selection);
  if (thing == nullptr) return {};
  const bool worn = state.dragged ? state.dragged->is(Kind::Box) : state.selection.box().has_value();
  const content::PlayerDefinition& definition = world.content().player;
  if (worn) return {after_removing(player, definition, *slot_of(thing)), "if you remove the " + thing->name};
  // A use the world would refuse previews nothing; the greyed Use says why.
  if (game::useless_use_reason(player, *thing)) return {};
  std::optional<PlayerNumbers> after = after_using(player, definition, *thing);
  if (!after) return {};
  return {after, "if you use the " + thing->name};
}

std::string hp_text(const PlayerNumbers& numbers) {
  return std::to_string(numbers.hp) + " / " + std::to_string(numbers.stats.max_hp);
}

std::string attack_text(const game::Stats& stats) {
  return std::to_string(stats.attack_min) + "\u2013" + std::to_string(stats.attack_max);
}

void draw_stat_row(render::Canvas& canvas, layout::StatRow row, const std::string& label, const std::string& now,
                   const std::optional<std::vector<StatPart>>& after) {
  canvas.text(label, layout::stat_label_position(row), render::colors::palette().text_dim);
  const SDL_Rect now_rect = layout::stat_value_rect(row, false);
  canvas.text(now, {now_rect.x, now_rect.y}, render::colors::palette().text);
  if (!after) return;
  canvas.text(kArrow, layout::stat_arrow_position(row), render::colors::palette().text_dim);
  const SDL_Rect after_rect = layout::stat_value_rect(row, true);
  int x = after_rect.x;
  for (const StatPart& part : *after) {
    // Unchanged numbers stay quiet so the changed ones stand out.
    const SDL_Color colour = part.tone == Tone::Plain ? render::colors::palette().text_dim : tone_color(part.tone);
    x += canvas.text(part.text, {x, after_rect.y}, colour).x;
  }
}

std::string xp_text(const game::World& world) {
  const auto& thresholds = world.content().player.xp_thresholds;
  const int level = world.player().level;
  const std::string xp = std::to_string(world.player().xp);
  if (level - 1 >= static_cast<int>(thresholds.size())) return xp + "  (top level)";
  return xp + "  (next level at " + std::to_string(thresholds[level - 1]) + ")";
}

void draw_stats(render::Canvas& canvas, const game::World& world, const InventoryViewState& state) {
  using layout::StatRow;
  const SDL_Rect rect = layout::stats_rect();
  draw_section_label(canvas, "STATS", {rect.x, rect.y - 24});
  const Preview preview = preview_for(world, state);
  if (preview.after) {
    canvas.text(canvas.fit_text(preview.caption, rect.w - 80, render::TextSize::Small), {rect.x + rect.w, rect.y - 24},
                render::colors::palette().accent, render::TextSize::Small, render::Align::Right);
  }
  draw_inset(canvas, rect);
  const PlayerNumbers now = current_numbers(world.player());
  const auto& after = preview.after;
  const auto parts = [&](auto make) { return after ? std::optional(make(*after)) : std::nullopt; };
  draw_stat_row(canvas, StatRow::Hp, "HP", hp_text(now),
                parts([&](const PlayerNumbers& a) { return hp_after(now, a); }));
  draw_stat_row(canvas, StatRow::Attack, "Attack", attack_text(now.stats),
                parts([&](const PlayerNumbers& a) { return attack_after(now.stats, a.stats); }));
  draw_stat_row(canvas, StatRow::Defence, "Defence", std::to_string(now.stats.defence),
                parts([&](const PlayerNumbers& a) { return number_after(now.stats.defence, a.stats.defence); }));
  draw_stat_row(canvas, StatRow::Level, "Level", std::to_string(world.player().level), std::nullopt);
  draw_stat_row(canvas, StatRow::Xp, "XP", xp_text(world), std::nullopt);
}

void draw_notices(render::Canvas& canvas, const InventoryViewState& state) {
  const SDL_Rect rect = layout::notice_rect();
  draw_inset(canvas, rect);
  const int line = canvas.line_height() + 4;
  const int x = rect.x + 16;
  const int width = rect.w - 32;
  if (state.notices.empty()) {
    const auto lines = canvas.wrap_text(
        "Equipping or using an item takes a turn: the monsters move too. "
        "Removing and dropping are free.",
        width, render::TextSize::Small);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      canvas.text(lines[i], {x, rect.y + 12 + static_cast<int>(i) * canvas.line_height(render::TextSize::Small)},
                  render::colors::palette().text_dim, render::TextSize::Small);
    }
    return;
  }
  // Newest last and brightest; when they do not all fit, the oldest notices go whole.
  std::vector<std::vector<std::string>> wrapped;
  for (const std::string& notice : state.notices) wrapped.push_back(canvas.wrap_text(notice, width));
  const std::vector<NoticeLine> lines =
      notices_that_fit(wrapped, static_cast<std::size_t>(std::max(1, (rect.h - 16) / line)));
  for (std::size_t i = 0; i < lines.size(); ++i) {
    canvas.text(canvas.fit_text(lines[i].text, width, render::TextSize::Normal),
                {x, rect.y + 12 + static_cast<int>(i) * line},
                lines[i].newest ? render::colors::palette().text : render::colors::palette().text_dim);
  }
}

constexpr int kEffectGap = 28;

// The details' effects in rows of normal text no wider than `width`, breaking only between effects.
std::vector<std::vector<EffectLine>> effect_rows(render::Canvas& canvas, const std::vector<EffectLine>& effects,
                                                 int width) {
  std::vector<std::vector<EffectLine>> rows;
  int row_width = 0;
  for (const EffectLine& effect : effects) {
    const int effect_width = canvas.measure_text(effect.text).x;
    if (rows.empty() || row_width + kEffectGap + effect_width > width) {
      rows.push_back({effect});
      row_width = effect_width;
    } else {
      rows.back().push_back(effect);
      row_width += kEffectGap + effect_width;
    }
  }
  return rows;
}

void draw_details_text(render::Canvas& canvas, const SDL_Rect& rect, const InventoryCard& card) {
  const int x = rect.x + 16;
  const int width = rect.w - 32;
  const int kind_width = canvas.measure_text(card.kind, render::TextSize::Small).x;
  canvas.text(canvas.fit_text(card.title, width - kind_width - 24, render::TextSize::Large), {x, rect.y + 12},
              render::colors::palette().accent, render::TextSize::Large);
  canvas.text(card.kind, {rect.x + rect.w - 16, rect.y + 20}, render::colors::palette().text_dim,
              render::TextSize::Small, render::Align::Right);
  const int line = canvas.line_height();
  // The effects at the bottom, on as many lines as they need (a throwable has several); the
  // description fills what is left above them.
  const std::vector<std::vector<EffectLine>> effect_lines = effect_rows(canvas, card.effects, width);
  const int effects_y = rect.y + rect.h - 12 - line * static_cast<int>(effect_lines.size());
  const auto lines = canvas.wrap_text(card.description, width);
  const int max_lines = (effects_y - 8 - (rect.y + 52)) / line;
  for (int i = 0; i < std::min<int>(max_lines, static_cast<int>(lines.size())); ++i) {
    canvas.text(lines[i], {x, rect.y + 52 + i * line}, render::colors::palette().text);
  }
  for (std::size_t row = 0; row < effect_lines.size(); ++row) {
    int effect_x = x;
    for (const EffectLine& effect : effect_lines[row]) {
      effect_x +=
          canvas.text(effect.text, {effect_x, effects_y + static_cast<int>(row) * line}, tone_color(effect.tone)).x +
          kEffectGap;
    }
  }
}

void draw_details(render::Canvas& canvas, const game::Player& player, const InventoryViewState& state) {
  const SDL_Rect rect = layout::details_rect();
  draw_inset(canvas, rect);
  // A drag is about the thing in hand, as the stats preview is; otherwise the selection.
  const game::Entity* entity = state.dragged ? inventory_paging::entity_at(player, state.page, *state.dragged)
                                             : selected_entity(player, state.selection);
  if (entity != nullptr) {
    return draw_details_text(canvas, rect, card_for(*entity));
  }
  if (state.selection.box()) return draw_details_text(canvas, rect, card_for_empty_box(*state.selection.box()));
  const auto lines = canvas.wrap_text(state.nothing_selected, rect.w - 32);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    canvas.text(lines[i], {rect.x + 16, rect.y + 14 + static_cast<int>(i) * canvas.line_height()},
                render::colors::palette().text_dim);
  }
}

void draw_buttons(render::Canvas& canvas, const InventoryViewState& state) {
  for (int i = 0; i < kInventoryButtons; ++i) {
    const auto which = static_cast<InventoryButton>(i);
    const std::string label =
        which == InventoryButton::Use ? state.use_label : std::string(core::label_of(kInventoryButtonNames, which));
    const render::Button button{layout::button_rect(which), label, state.buttons_enabled[i]};
    button.draw(canvas, state.mouse, state.focus == InventoryTarget::button(which));
  }
}

void draw_dragged(render::Canvas& canvas, const game::Player& player, const InventoryViewState& state) {
  if (!state.dragged) return;
  const game::Entity* entity = inventory_paging::entity_at(player, state.page, *state.dragged);
  if (entity == nullptr) return;
  const int size = layout::kItemSpriteSize;
  canvas.sprite(entity->sprite, {state.dragged_at.x - size / 2, state.dragged_at.y - size / 2, size, size}, kGhost);
}

void draw_card_if_any(render::Canvas& canvas, const game::Player& player, const InventoryViewState& state) {
  if (state.button_tooltip && !state.dragged) {
    return draw_card(canvas, {.title = "Use", .kind = "Would do nothing now", .description = *state.button_tooltip},
                     state.mouse);
  }
  if (!state.card || state.dragged) return;
  if (const game::Entity* entity = inventory_paging::entity_at(player, state.page, *state.card)) {
    return draw_card(canvas, card_for(*entity), state.card_anchor);
  }
  if (state.card->is(Kind::Box)) draw_card(canvas, card_for_empty_box(state.card->equipment_slot()), state.card_anchor);
}

}  // namespace

void draw_inventory(render::Canvas& canvas, const game::World& world, const InventoryViewState& state) {
  const game::Player& player = world.player();
  draw_frame(canvas, state.keys_hint);
  draw_equipment(canvas, player, state);
  draw_pack(canvas, player, state);
  draw_stats(canvas, world, state);
  draw_notices(canvas, state);
  draw_details(canvas, player, state);
  draw_buttons(canvas, state);
  draw_dragged(canvas, player, state);
  draw_card_if_any(canvas, player, state);
}

}  // namespace scenes
