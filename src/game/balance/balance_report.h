// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "core/result.h"
#include "game/balance/balance_study.h"

namespace game {

// The charts of a study, each as a file name ("deepest_floor.svg") and its SVG: the deepest floor reached,
// the milestone and win rates with their intervals, the deaths by cause and by band of floors, HP and level
// over the turns, the items used and left unused, and the turns spent on each floor; A beside B.
std::vector<std::pair<std::string, std::string>> balance_charts(const BalanceOutcome& outcome);

// report.html: one page holding the text report and every chart, with nothing to fetch from elsewhere.
std::string balance_html(const BalanceOutcome& outcome);

// Writes the report into `folder` (made when missing): report.txt, report.html, each chart's SVG, and
// runs.json, every run of the study for --merge (see balance_runs_file.h).
// Each file is written whole or not at all; the error names the file that could not be written.
core::Result<void> write_balance_report(const BalanceOutcome& outcome, const std::filesystem::path& folder);

}  // namespace game
