// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "game/balance/balance_study.h"

namespace game {

// runs.json of a report folder: every run of a study as it was traced, with the turn limit, the names of
// the data sets and their boss floors, so that --merge can join the slices of a study played apart.
std::string runs_file_text(const BalanceOutcome& outcome);

// A study back from runs.json's text, its statistics worked out again; the failure says where the text is
// not such a file ("a.runs[3].turns must be ...").
core::Result<BalanceOutcome> read_runs_file(std::string_view text);

// read_runs_file of `folder`/runs.json, read as every file the game reads (bounded, no pipes or devices).
core::Result<BalanceOutcome> load_runs_file(const std::filesystem::path& folder);

// A slice of a study to merge, and the folder it was read from, which the merge's refusals name.
struct BalanceSlice {
  std::string folder;
  BalanceOutcome outcome;
};

// One study of the slices, their runs in seed order: the same outcome, and so the same report, as one
// study over all their seeds. Refused, naming the two slices, when they differ in data sets (by name or
// by content: a folder of the same name may have been changed between them) or turn limit, share a seed,
// or leave seeds out between them.
core::Result<BalanceOutcome> merge_studies(std::vector<BalanceSlice> slices);

}  // namespace game
