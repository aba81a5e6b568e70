// SPDX-License-Identifier: MIT
#include "scenes/menus/run_summary_layout.h"

#include <algorithm>
#include <sstream>

#include "game/session/run_summary_text.h"

namespace scenes {

namespace {

constexpr char kChartRowMark = '|';

std::string without_indent(const std::string& line) {
  return line.starts_with("  ") ? line.substr(2) : line;
}

}  // namespace

std::vector<SummarySection> summary_sections(const std::string& text) {
  std::vector<SummarySection> sections;
  std::istringstream lines(text);
  bool starting = true;
  for (std::string line; std::getline(lines, line);) {
    if (line.empty()) {
      starting = true;
      continue;
    }
    if (starting) {
      sections.push_back({line, {}});
      starting = false;
    } else {
      sections.back().lines.push_back(without_indent(line));
    }
  }
  return sections;
}

std::vector<std::vector<bool>> hp_chart_cells(const SummarySection& section) {
  std::vector<std::vector<bool>> rows;
  for (const std::string& line : section.lines) {
    const std::size_t mark = line.find(kChartRowMark);
    if (mark == std::string::npos || line.find('%') == std::string::npos) continue;
    std::vector<bool> cells;
    for (std::size_t i = mark + 1; i < line.size(); ++i) cells.push_back(line[i] == '#');
    rows.push_back(std::move(cells));
  }
  return rows;
}

SummaryColumns summary_columns(std::vector<SummarySection> sections) {
  SummaryColumns parts;
  parts.columns.resize(3);
  for (std::size_t i = 0; i < sections.size(); ++i) {
    SummarySection& section = sections[i];
    if (i == 0) {
      parts.facts = std::move(section);
      continue;
    }
    const bool found_or_used =
        section.heading == game::kItemsFoundHeading || section.heading == game::kItemsUsedHeading;
    const bool told = section.heading == game::kLastMessagesHeading || section.heading == game::kHpChartHeading;
    parts.columns[told ? 2 : found_or_used ? 1 : 0].push_back(std::move(section));
  }
  // The chart first: it has a set height, so it shows on the first page however long the messages run.
  std::ranges::stable_partition(parts.columns[2],
                                [](const SummarySection& section) { return section.heading == game::kHpChartHeading; });
  return parts;
}

}  // namespace scenes
