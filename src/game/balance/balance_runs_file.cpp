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
// Version 2 records each data set's fingerprint, without which --merge cannot tell changed data apart.
constexpr int kRunsVersion = 2;
// 100,000 runs of a few hundred bytes each fit many times over; nothing near this is a study's.
constexpr std::size_t kRunsFileLimit = 1024u * 1024u * 1024u;
constexpr std::size_t kMostRuns = 10'000'000;
constexpr std::size_t kMostTracePoints = 1'000'000;
constexpr std::size_t kMostNames = 10'000;
constexpr std::size_t kLongestName = 1000;
constexpr int kMostTurns = 100'000'000;
constexpr std::size_t kLongestFingerprint = 64;

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

nlohmann::ordered_json data_set_json(const std::string& name, const std::string& fingerprint, const BalanceStats& stats,
                                     const std::vector<RunTrace>& runs) {
  nlohmann::ordered_json traces = nlohmann::ordered_json::array();
  for (const RunTrace& trace : runs) traces.push_back(trace_json(trace));
  return {{"name", name}, {"fingerprint", fingerprint}, {"top_floor", stats.top_floor}, {"runs", traces}};
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
  std::string fingerprint;
  int top_floor = 0;
  std::vector<RunTrace> runs;
};

DataSetRuns read_data_set(SavedJsonReader reader) {
  DataSetRuns set{.name = reader.string("name", kLongestName),
                  .fingerprint = reader.string("fingerprint", kLongestFingerprint),
                  .top_floor = reader.integer("top_floor", 1, kMostTurns),
                  .runs = {}};
  for (SavedJsonReader& trace : reader.object_list("runs", kMostRuns)) set.runs.push_back(read_trace(trace));
  return set;
}

// The outcome of a study of `a` (and `b`): its setup from the runs themselves, its statistics worked out.
BalanceOutcome outcome_of(DataSetRuns a, std::optional<DataSetRuns> b, int turn_limit) {
  BalanceOutcome outcome;
  outcome.setup.turn_limit = turn_limit;
  outcome.setup.data_a = a.name;
  outcome.setup.fingerprint_a = a.fingerprint;
  outcome.setup.runs_asked = a.runs.size();
  if (!a.runs.empty()) outcome.setup.seeds = {a.runs.front().result.seed, a.runs.back().result.seed};
  outcome.a = summarise_runs(a.runs, a.top_floor);
  outcome.runs_a = std::move(a.runs);
  if (b) {
    outcome.setup.data_b = b->name;
    outcome.setup.fingerprint_b = b->fingerprint;
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
    if (seed == before) return "seed " + std::to_string(seed) + " is listed twice";
    if (seed != before + 1)
      return "seeds " + std::to_string(before + 1) + "-" + std::to_string(seed - 1) + " are missing";
  }
  return "";
}

void sort_by_seed(std::vector<RunTrace>& runs) {
  std::stable_sort(runs.begin(), runs.end(),
                   [](const RunTrace& x, const RunTrace& y) { return x.result.seed < y.result.seed; });
}

// "data with no mods (fingerprint 0123456789abcdef) in early": a data set of a slice, as a refusal names it.
std::string data_set_in(const std::string& name, const std::string& fingerprint, const std::string& folder) {
  return name + " (fingerprint " + fingerprint + ") in " + folder;
}

// What makes `slice` a slice of another study than `first`, naming both folders; empty when nothing does.
std::string mismatch_between(const BalanceSlice& first, const BalanceSlice& slice) {
  const BalanceSetup& x = first.outcome.setup;
  const BalanceSetup& y = slice.outcome.setup;
  const std::string both = first.folder + " and " + slice.folder;
  if (first.outcome.b.has_value() != slice.outcome.b.has_value())
    return both + " are not slices of one study: one compares two data sets, the other plays one";
  if (x.turn_limit != y.turn_limit)
    return both + " are not slices of one study: their runs end at " + std::to_string(x.turn_limit) + " and " +
           std::to_string(y.turn_limit) + " turns";
  if (x.data_a != y.data_a || x.fingerprint_a != y.fingerprint_a)
    return both + " were played over different data: A is " + data_set_in(x.data_a, x.fingerprint_a, first.folder) +
           ", but " + data_set_in(y.data_a, y.fingerprint_a, slice.folder);
  if (x.data_b != y.data_b || x.fingerprint_b != y.fingerprint_b)
    return both + " were played over different data: B is " + data_set_in(x.data_b, x.fingerprint_b, first.folder) +
           ", but " + data_set_in(y.data_b, y.fingerprint_b, slice.folder);
  return "";
}

// Whether `after`'s seeds follow on from `before`'s, both with runs; the problem names the two folders.
std::string seed_gap_between(const BalanceSlice& before, const BalanceSlice& after) {
  const std::uint64_t last = before.outcome.runs_a.back().result.seed;
  const std::uint64_t next = after.outcome.runs_a.front().result.seed;
  const std::string folders = " (" + before.folder + " and " + after.folder + ")";
  if (next <= last) return "seed " + std::to_string(next) + " is in two slices" + folders;
  if (next != last + 1)
    return "the slices leave out seeds " + std::to_string(last + 1) + "-" + std::to_string(next - 1) + folders;
  return "";
}

}  // namespace

std::string runs_file_text(const BalanceOutcome& outcome) {
  nlohmann::ordered_json root{
      {"format", kRunsFormat},
      {"version", kRunsVersion},
      {"turn_limit", outcome.setup.turn_limit},
      {"a", data_set_json(outcome.setup.data_a, outcome.setup.fingerprint_a, outcome.a, outcome.runs_a)}};
  if (outcome.b)
    root["b"] = data_set_json(outcome.setup.data_b, outcome.setup.fingerprint_b, *outcome.b, outcome.runs_b);
  return root.dump() + "\n";
}

core::Result<BalanceOutcome> read_runs_file(std::string_view text) {
  // Quoting no text: the folder's runs.json may be a link to a file its reader should not see.
  json::ParseResult parsed =
      json::read_document(text, {.max_depth = 8, .max_bytes = kRunsFileLimit, .quote_text = false});
  if (!parsed.document) {
    return core::Failure{json::position_and_message(*parsed.error)};
  }
  std::string problem;
  SavedJsonReader reader(parsed.document->root(), problem);
  if (reader.string("format", 40) != kRunsFormat && reader.ok())
    reader.fail("format", "this is not the runs.json of a Mouse King balance report");
  const int version = reader.integer("version", 1, 1'000'000);
  if (version == 1 && reader.ok())
    reader.fail("version",
                "version 1 was written before reports recorded the fingerprint of their data, which a "
                "merge compares: play this slice again");
  if (version != kRunsVersion && reader.ok())
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

core::Result<BalanceOutcome> merge_studies(std::vector<BalanceSlice> slices) {
  if (slices.empty()) return core::Failure{"no slices to merge"};
  for (const BalanceSlice& slice : slices)
    if (std::string problem = mismatch_between(slices.front(), slice); !problem.empty())
      return core::Failure{std::move(problem)};
  const BalanceOutcome& first = slices.front().outcome;
  const int turn_limit = first.setup.turn_limit;
  DataSetRuns a{
      .name = first.setup.data_a, .fingerprint = first.setup.fingerprint_a, .top_floor = first.a.top_floor, .runs = {}};
  std::optional<DataSetRuns> b;
  if (first.b)
    b = DataSetRuns{.name = first.setup.data_b,
                    .fingerprint = first.setup.fingerprint_b,
                    .top_floor = first.b->top_floor,
                    .runs = {}};
  // Each slice's runs go up one seed at a time (read_runs_file sees to it), so in the order of their
  // first seeds the slices must follow on from each other.
  std::erase_if(slices, [](const BalanceSlice& slice) { return slice.outcome.runs_a.empty(); });
  std::ranges::sort(slices, {}, [](const BalanceSlice& slice) { return slice.outcome.runs_a.front().result.seed; });
  for (std::size_t i = 1; i < slices.size(); ++i)
    if (std::string problem = seed_gap_between(slices[i - 1], slices[i]); !problem.empty())
      return core::Failure{std::move(problem)};
  for (BalanceSlice& slice : slices) {
    std::ranges::move(slice.outcome.runs_a, std::back_inserter(a.runs));
    if (b) std::ranges::move(slice.outcome.runs_b, std::back_inserter(b->runs));
  }
  if (b)
    if (std::string order = seed_order_problem(b->runs); !order.empty()) return core::Failure{"B's runs: " + order};
  return outcome_of(std::move(a), std::move(b), turn_limit);
}

}  // namespace game
