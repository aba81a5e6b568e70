// SPDX-License-Identifier: MIT
#include "game/balance/balance_study.h"

#include "content/content_fingerprint.h"
#include "core/hexadecimal.h"

namespace game {

namespace {

// The boss floor of the content: the last band of floors ends there.
int top_floor_of(const EntityFactory& factory) {
  return factory.database().floors.boss_floor;
}

std::string fingerprint_of(const EntityFactory& factory) {
  return core::to_hexadecimal(content::digest_of(factory.database().fingerprint));
}

}  // namespace

std::string describe_data_set(const std::filesystem::path& data_dir, const std::vector<content::LoadedMod>& mods) {
  std::string text = data_dir.string();
  if (mods.empty()) return text + " with no mods";
  text += " with mods:";
  for (std::size_t i = 0; i < mods.size(); ++i) text += (i == 0 ? " " : ", ") + mods[i].id + " " + mods[i].version;
  return text;
}

BalanceOutcome run_balance_study(const BalanceData& a, const BalanceData& b, const BalancePlay& play) {
  const bool compares = b.factory != nullptr;
  const std::size_t runs_in_all = play.seeds.size() * (compares ? 2 : 1);
  const BalanceSetup setup{.seeds = play.seeds,
                           .turn_limit = play.turn_limit,
                           .data_a = a.name,
                           .data_b = compares ? b.name : "",
                           .fingerprint_a = fingerprint_of(*a.factory),
                           .fingerprint_b = compares ? fingerprint_of(*b.factory) : "",
                           .runs_asked = play.seeds.size()};
  // The progress of B's runs follows A's, so that one bar covers the study.
  const auto counted_after = [&play, runs_in_all](std::size_t before) {
    BalancePlay part = play;
    if (play.progress)
      part.progress = [&play, before, runs_in_all](std::size_t done, std::size_t) {
        play.progress(before + done, runs_in_all);
      };
    return part;
  };
  BalanceOutcome outcome;
  outcome.setup = setup;
  outcome.runs_a = play_balance_runs(a.factory, counted_after(0));
  if (compares) {
    BalancePlay play_b = counted_after(outcome.runs_a.size());
    // A study stopped during A's runs compares the seeds A finished.
    play_b.seeds.last = play.seeds.first + outcome.runs_a.size() - 1;
    if (!outcome.runs_a.empty()) outcome.runs_b = play_balance_runs(b.factory, play_b);
    outcome.runs_a.resize(outcome.runs_b.size());
    outcome.b = summarise_runs(outcome.runs_b, top_floor_of(*b.factory));
  }
  outcome.a = summarise_runs(outcome.runs_a, top_floor_of(*a.factory));
  return outcome;
}

std::string balance_report_text(const BalanceOutcome& outcome) {
  if (!outcome.b) return balance_summary_text(outcome.a, outcome.setup);
  return balance_comparison_text(outcome.a, *outcome.b, outcome.setup);
}

}  // namespace game
