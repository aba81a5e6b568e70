// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace scenes {

// One section of a run's summary as the summary screen shows it: its heading and its lines.
struct SummarySection {
  std::string heading;
  std::vector<std::string> lines;
};

// The sections of a summary's text (see game/session/run_summary_text.h): blank lines part them, the first
// line of each is its heading, and its lines lose the two spaces of indent the file gives them.
std::vector<SummarySection> summary_sections(const std::string& text);

// The summary's HP chart rows ("100% |## #") as columns of filled cells: for each row, highest first,
// whether each column is filled. Empty when `section` holds no chart.
std::vector<std::vector<bool>> hp_chart_cells(const SummarySection& section);

// The screen's parts: the run's facts along the top, then three columns: how it ended, what was worn and
// what was killed; what was found and used; the HP chart and the last messages.
struct SummaryColumns {
  SummarySection facts;
  std::vector<std::vector<SummarySection>> columns;
};
SummaryColumns summary_columns(std::vector<SummarySection> sections);

}  // namespace scenes
