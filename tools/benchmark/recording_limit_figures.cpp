// SPDX-License-Identifier: MIT
#include "recording_limit_figures.h"

#include <malloc.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "game/model/run_limits.h"
#include "game/saving/action_list_codec.h"
#include "game/saving/save_file.h"
#include "game/session/content_library.h"
#include "run_seed.h"

namespace bench {

namespace {

constexpr const char* kPacked = "packed";

// A kibibyte figure of /proc/self/status ("VmRSS", "VmHWM"), in bytes.
std::optional<double> status_bytes(const std::string& field) {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.starts_with(field + ":")) return std::stod(line.substr(field.size() + 1)) * 1024.0;
  }
  return std::nullopt;
}

// The most memory `work` held above what the process held before it: the freed heap is given back
// first and the peak reset (clear_refs 5), so the figure is the work's own.
template <class Work>
std::optional<double> extra_peak_bytes(Work work) {
  malloc_trim(0);
  if (!(std::ofstream("/proc/self/clear_refs") << "5")) return std::nullopt;
  const std::optional<double> before = status_bytes("VmRSS");
  work();
  const std::optional<double> peak = status_bytes("VmHWM");
  if (!before || !peak) return std::nullopt;
  return std::max(0.0, *peak - *before);
}

// The save of a fresh run holding `count` recorded actions, a walk back and forth that never
// repeats an action twice running, as one packed text or as a list of texts.
std::string save_with_actions(const game::World& world, std::size_t count, bool as_list) {
  std::vector<game::Action> actions;
  actions.reserve(count);
  for (std::size_t i = 0; i < count; ++i) actions.push_back(game::Action::move({i % 2 == 0 ? 1 : -1, 0}));
  nlohmann::json root = nlohmann::json::parse(game::save_text(world));
  if (as_list) {
    nlohmann::json list = nlohmann::json::array();
    for (const game::Action& action : actions) list.push_back(game::to_text(action));
    root["actions"] = std::move(list);
  } else {
    root["actions"] = game::packed_actions(actions);
  }
  return root.dump();
}

std::vector<FigureRow> rows_for(const std::string& form, const std::string& text,
                                const std::shared_ptr<const game::EntityFactory>& factory, int runs) {
  const std::string size_note = std::to_string(text.size() / (1024 * 1024)) + " MiB of save text";
  bool read_ok = true;
  const auto load = [&] {
    const game::SaveRead read = game::read_save(text, factory);
    read_ok = read_ok && read.ok();
    keep(read.ok() ? read->world.actions().size() : 0);
  };
  const Spread read_time = time_runs(runs, load);
  if (!read_ok) return {{"Continue a save at the recording limit, " + form, missing("the save was refused")}};
  std::vector<double> peaks;
  for (int i = 0; i < runs; ++i) {
    if (const std::optional<double> peak = extra_peak_bytes(load)) peaks.push_back(*peak);
  }
  const std::string figure =
      "Save at the recording limit (" + std::to_string(game::kRunLimits.recorded_actions) + " actions), " + form;
  std::vector<FigureRow> rows{{figure + ": read", measured(read_time), std::nullopt, size_note}};
  if (form == kPacked) {
    const game::SaveRead loaded = game::read_save(text, factory);
    const Spread write_time = time_runs(runs, [&] { keep(game::save_text(loaded->world).size()); });
    rows.push_back({figure + ": written back", measured(write_time), std::nullopt, "as the game writes it"});
  }
  rows.push_back({figure + ": memory to read",
                  peaks.empty() ? missing("no /proc/self") : measured_bytes(summarize(peaks)), std::nullopt,
                  "peak RSS above the process's own, target < 300 MB"});
  return rows;
}

}  // namespace

std::vector<FigureRow> recording_limit_figures(const SamplingPlan& plan) {
  game::ContentLibrary content(MOUSEKING_BENCHMARK_DATA_DIR, content::SpriteCheck{});
  if (!content.load()) return {{"Save at the recording limit", missing("content failed to load")}};
  const game::World world(kRunSeed, content.factory());
  const std::size_t count = game::kRunLimits.recorded_actions;
  const int runs = std::clamp(plan.samples / 5, 1, 3);  // seconds a run before packing: a few are enough
  std::vector<FigureRow> rows = rows_for(kPacked, save_with_actions(world, count, false), content.factory(), runs);
  std::vector<FigureRow> list = rows_for("as a list", save_with_actions(world, count, true), content.factory(), runs);
  rows.insert(rows.end(), list.begin(), list.end());
  return rows;
}

}  // namespace bench
