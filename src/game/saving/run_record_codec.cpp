// SPDX-License-Identifier: MIT
#include "game/saving/run_record_codec.h"

#include <cstddef>

#include "content/limits.h"

namespace game {

namespace {

// No run meets this many kinds of monster or item, nor kills or finds this many of one.
constexpr std::size_t kMostRecordedKinds = 100'000;
constexpr int kMostOfOneKind = 1'000'000'000;
// A sample is a percentage; a buff may lift HP above its most for a while.
constexpr int kHighestHpPercent = 10'000;

nlohmann::json counts_json(const std::map<std::string, int>& counts) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& [name, count] : counts) list.push_back({{"name", name}, {"count", count}});
  return list;
}

std::map<std::string, int> read_counts(SavedJsonReader& reader, const std::string& key) {
  std::map<std::string, int> counts;
  for (SavedJsonReader& entry : reader.object_list(key, kMostRecordedKinds)) {
    std::string name = entry.string("name", content::kNameLimit);
    counts[std::move(name)] = entry.integer("count", 1, kMostOfOneKind);
  }
  return counts;
}

}  // namespace

nlohmann::json run_record_json(const RunRecord& record) {
  return {{"kills", counts_json(record.kills)},
          {"found", counts_json(record.items_found)},
          {"used", counts_json(record.items_used)},
          {"hp_percent", record.hp_percent},
          {"hp_spacing", record.hp_spacing}};
}

RunRecord read_run_record(SavedJsonReader reader) {
  RunRecord record;
  record.kills = read_counts(reader, "kills");
  record.items_found = read_counts(reader, "found");
  record.items_used = read_counts(reader, "used");
  // One more than the curve keeps while the run goes on: the sample of its end.
  record.hp_percent = reader.integer_list("hp_percent", RunRecord::kMostHpSamples + 1, 0, kHighestHpPercent);
  record.hp_spacing = reader.integer("hp_spacing", 1, kMostOfOneKind);
  return record;
}

}  // namespace game
