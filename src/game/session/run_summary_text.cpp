// SPDX-License-Identifier: MIT
#include "game/session/run_summary_text.h"

#include <algorithm>
#include <map>

#include "content/content_fingerprint.h"
#include "content/database.h"
#include "core/hexadecimal.h"
#include "game/saving/high_scores.h"
#include "game/saving/run_summary_files.h"
#include "game/session/content_library.h"

namespace game {

namespace {

constexpr int kChartWidth = 60;
constexpr int kChartRows = 5;  // 100%, 80%, 60%, 40%, 20%

void add_line(std::string& text, const std::string& line) {
  text += line + "\n";
}

void add_heading(std::string& text, const std::string& heading) {
  text += "\n" + heading + "\n";
}

std::string or_none(const std::string& text) {
  return text.empty() ? "none" : text;
}

std::string joined(const std::vector<std::string>& parts) {
  std::string text;
  for (const std::string& part : parts) text += (text.empty() ? "" : ", ") + part;
  return text;
}

void add_counts(std::string& text, const std::string& heading, const std::map<std::string, int>& counts) {
  add_heading(text, heading);
  if (counts.empty()) add_line(text, "  none");
  for (const auto& [name, count] : counts) add_line(text, "  " + std::to_string(count) + " x " + name);
}

// "Killed by a Meta Mouse on floor 9." and, for a monster the data describes, what it is.
void add_ending(std::string& text, const World& world) {
  const RunSummary& summary = world.summary();
  add_heading(text, "How it ended");
  add_line(text, "  " + or_none(summary.cause) + ".");
  if (summary.killer.empty()) return;
  const content::MonsterDefinition* killer = world.content().find_monster(summary.killer);
  if (killer && !killer->look.description.empty())
    add_line(text, "  The " + summary.killer + ": " + killer->look.description);
}

void add_equipment(std::string& text, const Player& player) {
  add_heading(text, "Equipment at the end");
  for (const content::EquipmentSlot slot :
       {content::EquipmentSlot::Weapon, content::EquipmentSlot::Armour, content::EquipmentSlot::Microchip}) {
    const std::optional<Entity>& piece = player.equipped_in(slot);
    add_line(text, "  " + std::string(core::label_of(content::kEquipmentSlotNames, slot)) + ": " +
                       (piece ? piece->name : "nothing"));
  }
}

void add_last_messages(std::string& text, const MessageLog& log) {
  add_heading(text, std::string(kLastMessagesHeading));
  const auto& all = log.all();
  const std::size_t first = all.size() > kSummaryMessages ? all.size() - kSummaryMessages : 0;
  for (std::size_t i = first; i < all.size(); ++i) {
    const MessageLog::Message& message = all[i];
    add_line(text, "  [" + std::to_string(message.turn) + "] " + message.text +
                       (message.count > 1 ? " (x" + std::to_string(message.count) + ")" : ""));
  }
}

void add_hp_chart(std::string& text, const RunRecord& record) {
  add_heading(text, std::string(kHpChartHeading));
  for (const std::string& row : hp_chart_rows(record.hp_percent, record.hp_spacing, kChartWidth))
    add_line(text, "  " + row);
}

}  // namespace

std::vector<std::string> mod_labels(const ContentLibrary& content) {
  std::vector<std::string> mods;
  for (const content::LoadedMod& mod : content.mods()) mods.push_back(mod.id + " " + mod.version);
  return mods_for_entry(std::move(mods));
}

std::string data_digest(const ContentLibrary& content) {
  return core::to_hexadecimal(content::digest_of(content.factory()->database().fingerprint));
}

std::vector<std::string> hp_chart_rows(const std::vector<int>& hp_percent, int spacing, int width) {
  if (hp_percent.empty() || width < 1) return {"(no turns were played)"};
  const std::size_t columns = std::min(hp_percent.size(), static_cast<std::size_t>(width));
  // Each column covers the same share of the samples, rounded up so that the last one is covered too.
  const std::size_t per_column = (hp_percent.size() + columns - 1) / columns;
  std::vector<int> lowest;
  for (std::size_t start = 0; start < hp_percent.size(); start += per_column) {
    const auto end = hp_percent.begin() + static_cast<std::ptrdiff_t>(std::min(start + per_column, hp_percent.size()));
    lowest.push_back(*std::min_element(hp_percent.begin() + static_cast<std::ptrdiff_t>(start), end));
  }
  std::vector<std::string> rows;
  for (int row = kChartRows; row >= 1; --row) {
    const int level = row * 100 / kChartRows;
    std::string line = (level < 100 ? " " : "") + std::to_string(level) + "% |";
    for (const int value : lowest) line += value >= level - 100 / kChartRows / 2 ? '#' : ' ';
    rows.push_back(std::move(line));
  }
  rows.push_back("     +" + std::string(lowest.size(), '-'));
  rows.push_back("      one column every " + std::to_string(static_cast<int>(per_column) * spacing) + " turns");
  return rows;
}

std::string run_summary_text(const World& world, const RunSummaryContext& context) {
  const RunSummary& summary = world.summary();
  const Player& player = world.player();
  std::string text = std::string(kSummaryTitle) + "\n";
  add_line(text,
           "  Ended:  " + context.when + " (" + std::string(core::label_of(kRunOutcomeNames, summary.outcome)) + ")");
  add_line(text, "  Seed:   " + std::to_string(summary.seed) +
                     (summary.daily.empty() ? "" : " (daily run of " + summary.daily + ")"));
  add_line(text, "  Data:   " + or_none(context.data_digest) + "; mods: " + or_none(joined(context.mods)));
  // From the player and the clock rather than the summary, which a run stopped by a turn limit never filled in.
  add_line(text, "  Level " + std::to_string(player.level) + ", " + std::to_string(player.xp) + " XP; deepest floor " +
                     std::to_string(summary.deepest_floor) + "; " + std::to_string(world.turn()) + " turns");
  if (!context.replay_hint.empty()) add_line(text, "  " + context.replay_hint);
  add_ending(text, world);
  add_last_messages(text, world.messages());
  add_counts(text, "Kills", world.record().kills);
  add_counts(text, std::string(kItemsFoundHeading), world.record().items_found);
  add_counts(text, std::string(kItemsUsedHeading), world.record().items_used);
  add_equipment(text, player);
  add_hp_chart(text, world.record());
  return text;
}

}  // namespace game
