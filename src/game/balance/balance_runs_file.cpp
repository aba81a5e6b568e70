// SPDX-License-Identifier: MIT
#include "game/balance/balance_runs_file.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/file_reader.h"
#include "game/saving/saved_json_reader.h"
#include "json/document.h"

namespace game {

namespace {

constexpr const char* kRunsFormat = "Mouse King balance runs";
constexpr int kRunsVersion = 1;
// 100,000 runs of a few hundred bytes each fit many times over; nothing near this is a study's.
constexpr std::size_t kRunsFileLimit = 1024u * 1024u * 1024u;
constexpr std::size_t kMostRuns = 10'000'000;
constexpr std::size_t kMostTracePoints = 1'000'000;
constexpr std::size_t kMostNames = 10'000;
constexpr std::size_t kLongestName = 1000;
constexpr int kMostTurns = 100'000'000;

nlohmann::ordered_json counts_json(const std::map<std::string, int>& counts) {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const auto& [name, count] : counts) list.push_back({{"name", name}, {"count", count}});
  return list;
}

nlohmann::ordered_json trace_json(const RunTrace& trace) {
  const AutoplayResult& run = trace.result;
  nlohmann::ordered_json floors = nlohmann::ordered_json::array();
  for (const auto& [floor, turns] : trace.turns_on_floor) floors.push_back({{"floor", floor}, {"turns", turns}});
  return {{"seed", run.seed},
          {"outcome", run.outcome},
          {"floor", run.floor},
          {"deepest_floor", run.deepest_floor},
          {"level", run.level},
          {"xp", run.xp},
          {"turns", run.turns},
          {"cause", run.cause},
          {"hp_percent", trace.hp_percent},
          {"levels", trace.levels},
          {"turns_on_floor", floors},
          {"items_used", counts_json(trace.items_used)},
          {"items_unused", counts_json(trace.items_unused)}};
}

nlohmann::ordered_json data_set_json(const std::string& name, const BalanceStats& stats,
                                     const std::vector<RunTrace>& runs) {
  nlohmann::ordered_json traces = nlohmann::ordered_json::array();
  for (const RunTrace& trace : runs) traces.push_back(trace_json(trace));
  return {{"name", name}, {"top_floor", stats.top_floor}, {"runs", traces}};
}

std::map<std::string, int> read_counts(SavedJsonReader& reader, const std::string& key) {
  std::map<std::string, int> counts;
  for (SavedJsonReader& entry : reader.object_list(key, kMostNames))
    counts[entry.string("name", kLongestName)] = entry.integer("count", 0, kMostTurns);
  return counts;
}

RunTrace read_trace(SavedJsonReader& reader) {
  RunTrace trace;
  AutoplayResult& run = trace.result;
  run.seed = reader.unsigned_integer("seed");
  run.outcome = reader.string("outcome", kLongestName);
  run.floor = reader.integer("floor", 0, kMostTurns);
  run.deepest_floor = reader.integer("deepest_floor", 0, kMostTurns);
  run.level = reader.integer("level", 0, kMostTurns);
  run.xp = reader.integer("xp", 0, kMostTurns);
  run.turns = reader.integer("turns", 0, kMostTurns);
  run.cause = reader.string("cause", kLongestName);
  trace.hp_percent = reader.integer_list("hp_percent", kMostTracePoints, 0, kMostTurns);
  trace.levels = reader.integer_list("levels", kMostTracePoints, 0, kMostTurns);
  for (SavedJsonReader& floor : reader.object_list("turns_on_floor", kMostNames))
    trace.turns_on_floor[floor.integer("floor", 0, kMostTurns)] = floor.integer("turns", 0, kMostTurns);
  trace.items_used = read_counts(reader, "items_used");
  trace.items_unused = read_counts(reader, "items_unused");
  return trace;
}

struct DataSetRuns {
  std::string name;
  int top_floor = 0;
  std::vector<RunTrace> runs;
};

DataSetRuns read_data_set(SavedJsonReader reader) {
  DataSetRuns set{
      .name = reader.string("name", kLongestName), .top_floor = reader.integer("top_floor", 1, kMostTurns), .runs = {}};
  for (SavedJsonReader& trace : reader.object_list("runs", kMostRuns)) set.runs.push_back(read_trace(trace));
  return set;
}

// The outcome of a study of `a` (and `b`): its setup from the runs themselves, its statistics worked out.
BalanceOutcome outcome_of(DataSetRuns a, std::optional<DataSetRuns> b, int turn_limit) {
  BalanceOutcome outcome;
  outcome.setup.turn_limit = turn_limit;
  outcome.setup.data_a = a.name;
  outcome.setup.runs_asked = a.runs.size();
  if (!a.runs.empty()) outcome.setup.seeds = {a.runs.front().result.seed, a.runs.back().result.seed};
  outcome.a = summarise_runs(a.runs, a.top_floor);
  outcome.runs_a = std::move(a.runs);
  if (b) {
    outcome.setup.data_b = b->name;
    outcome.b = summarise_runs(b->runs, b->top_floor);
    outcome.runs_b = std::move(b->runs);
  }
  return outcome;
}

// Whether `runs` go up one seed at a time; the problem names the first that does not, else is empty.
std::string seed_order_problem(const std::vector<RunTrace>& runs) {
  for (std::size_t i = 1; i < runs.size(); ++i) {
    const std::uint64_t before = runs[i - 1].result.seed;
    const std::uint64_t seed = runs[i].result.seed;
    if (seed == before) return "seed " + std::to_string(seed) + " is in two slices";
    if (seed != before + 1)
      return "the slices leave out seeds " + std::to_string(before + 1) + "-" + std::to_string(seed - 1);
  }
  return "";
}

void sort_by_seed(std::vector<RunTrace>& runs) {
  std::stable_sort(runs.begin(), runs.end(),
                   [](const RunTrace& x, const RunTrace& y) { return x.result.seed < y.result.seed; });
}

}  // namespace

std::string runs_file_text(const BalanceOutcome& outcome) {
  nlohmann::ordered_json root{{"format", kRunsFormat},
                              {"version", kRunsVersion},
                              {"turn_limit", outcome.setup.turn_limit},
                              {"a", data_set_json(outcome.setup.data_a, outcome.a, outcome.runs_a)}};
  if (outcome.b) root["b"] = data_set_json(outcome.setup.data_b, *outcome.b, outcome.runs_b);
  return root.dump() + "\n";
}

core::Result<BalanceOutcome> read_runs_file(std::string_view text) {
  json::ParseResult parsed = json::read_document(text, {.max_depth = 8, .max_bytes = kRunsFileLimit});
  if (!parsed.document) {
    return core::Failure{json::position_and_message(*parsed.error)};
  }
  std::string problem;
  SavedJsonReader reader(parsed.document->root(), problem);
  if (reader.string("format", 40) != kRunsFormat && reader.ok())
    reader.fail("format", "this is not the runs.json of a Mouse King balance report");
  if (reader.integer("version", 1, 1'000'000) != kRunsVersion && reader.ok())
    reader.fail("version", "this game reads version " + std::to_string(kRunsVersion));
  const int turn_limit = reader.integer("turn_limit", 1, kMostTurns);
  DataSetRuns a = read_data_set(reader.object("a"));
  std::optional<DataSetRuns> b;
  if (reader.has("b")) b = read_data_set(reader.object("b"));
  if (!reader.ok()) return core::Failure{problem};
  for (std::vector<RunTrace>* runs : {&a.runs, b ? &b->runs : nullptr}) {
    if (runs == nullptr) continue;
    sort_by_seed(*runs);
    if (const std::string order = seed_order_problem(*runs); !order.empty()) return core::Failure{order};
  }
  if (b && b->runs.size() != a.runs.size()) return core::Failure{"a and b hold different numbers of runs"};
  return outcome_of(std::move(a), std::move(b), turn_limit);
}

core::Result<BalanceOutcome> load_runs_file(const std::filesystem::path& folder) {
  const std::filesystem::path path = folder / "runs.json";
  const core::FileRead read = core::read_regular_file(path, kRunsFileLimit);
  if (!read.ok()) return core::Failure{path.string() + ": the file cannot be read: " + read.error()};
  core::Result<BalanceOutcome> outcome = read_runs_file(*read);
  if (!outcome) return core::Failure{path.string() + ": " + outcome.error()};
  return outcome;
}

core::Result<BalanceOutcome> merge_studies(std::vector<BalanceOutcome> slices) {
  if (slices.empty()) return core::Failure{"no slices to merge"};
  const BalanceOutcome& first = slices.front();
  DataSetRuns a{.name = first.setup.data_a, .top_floor = first.a.top_floor, .runs = {}};
  std::optional<DataSetRuns> b;
  if (first.b) b = DataSetRuns{.name = first.setup.data_b, .top_floor = first.b->top_floor, .runs = {}};
  for (BalanceOutcome& slice : slices) {
    if (slice.setup.data_a != a.name || slice.setup.data_b != first.setup.data_b ||
        slice.setup.turn_limit != first.setup.turn_limit || slice.b.has_value() != b.has_value())
      return core::Failure{"the slices were not played over the same data sets with the same turn limit"};
    std::move(slice.runs_a.begin(), slice.runs_a.end(), std::back_inserter(a.runs));
    if (b) std::move(slice.runs_b.begin(), slice.runs_b.end(), std::back_inserter(b->runs));
  }
  for (std::vector<RunTrace>* runs : {&a.runs, b ? &b->runs : nullptr}) {
    if (runs == nullptr) continue;
    sort_by_seed(*runs);
    if (const std::string order = seed_order_problem(*runs); !order.empty()) return core::Failure{order};
  }
  return outcome_of(std::move(a), std::move(b), first.setup.turn_limit);
}

}  // namespace game
