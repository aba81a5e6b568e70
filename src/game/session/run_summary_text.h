// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "game/world/world.h"

namespace game {

// What a run's summary says that the world does not know: when it ended and what it was played on.
struct RunSummaryContext {
  std::string when;               // "2026-12-04 21:14", as the high-score table shows it
  std::vector<std::string> mods;  // "more_mice 1.2" for each mod loaded, in load order
  std::string data_digest;        // the data's fingerprint, as a high-score entry keeps it
  std::string replay_hint = {};   // how to watch the run again; empty when it kept no replay
};

// The headings of the summary's sections that its screen places apart from the others.
inline constexpr std::string_view kItemsFoundHeading = "Items found";
inline constexpr std::string_view kItemsUsedHeading = "Items used";
inline constexpr std::string_view kLastMessagesHeading = "Last messages";
inline constexpr std::string_view kHpChartHeading = "HP over the run";

// How many of the run's last messages a summary repeats.
inline constexpr std::size_t kSummaryMessages = 15;

class ContentLibrary;
// What a run was played on, as its summary and its high-score entry name it: "more_mice 1.2" for each mod
// loaded, in load order (see mods_for_entry), and the data's fingerprint in hexadecimal.
std::vector<std::string> mod_labels(const ContentLibrary& content);
std::string data_digest(const ContentLibrary& content);

// The summary of a finished run (DCSS calls its own a morgue file), as plain text for a file of the
// runs folder, a bot's --summary and the summary screen: the seed, the data and mods, the character, how
// the run ended (with the killer's description), its last messages, kills by monster, items found and
// used, the equipment worn at the end and a chart of HP over the turns. Each section starts with a line
// of its own name, so the screen can lay the sections out side by side.
std::string run_summary_text(const World& world, const RunSummaryContext& context);

// The chart of `hp_percent` (samples `spacing` turns apart) as rows of text at most `width` columns wide,
// highest row first: a column is the lowest sample of the turns it covers, so a near death shows.
std::vector<std::string> hp_chart_rows(const std::vector<int>& hp_percent, int spacing, int width);

}  // namespace game
