// SPDX-License-Identifier: MIT
// The player's levels: the XP thresholds and the stats a level adds, checked up to the highest level.
#include <doctest/doctest.h>

#include <string>

#include "content/limits.h"
#include "content_test_support.h"
#include "temp_data_folder.h"

TEST_CASE("a per-level bonus that takes a stat past the limit at the highest level is an error at that bonus") {
  TempDataFolder folder;
  const std::string message = error_after_change(folder, "player.json", "\"per_level\": { \"max_hp\": 10,",
                                                 "\"per_level\": { \"max_hp\": 100000,", "per_level.max_hp");
  const std::string place = line_column_of(folder.read("player.json"), "100000,");
  // 25 HP at level 1, and 14 thresholds: level 15 would have 25 + 14 x 100,000.
  CHECK(message == "data/player.json:" + place +
                       ": player: \"levels.per_level.max_hp\" takes the stat to 1400025 at level 15, beyond the limit "
                       "of 100000 (from 25 at level 1)");
}

TEST_CASE("a per-level loss that takes a stat below the lowest at the highest level says below, not beyond") {
  TempDataFolder folder;
  const std::string message = error_after_change(folder, "player.json", "\"per_level\": { \"max_hp\": 10,",
                                                 "\"per_level\": { \"max_hp\": -10000,", "per_level.max_hp");
  const std::string place = line_column_of(folder.read("player.json"), "-10000,");
  CHECK(message == "data/player.json:" + place +
                       ": player: \"levels.per_level.max_hp\" takes the stat to -139975 at level 15, below the "
                       "lowest, -100000 (from 25 at level 1)");
}

TEST_CASE("more xp_thresholds than the highest level allows is an error naming the count") {
  TempDataFolder folder;
  std::string thresholds;
  for (int level = 1; level <= content::kLevelLimit; ++level)
    thresholds += (level > 1 ? ", " : "") + std::to_string(level * 10);
  const std::string message = error_after_change(
      folder, "player.json",
      "\"xp_thresholds\": [100, 300, 600, 1000, 1500, 2100, 2800, 3600, 4500, 5500, 6600, 7800, 9100, 10500]",
      "\"xp_thresholds\": [" + thresholds + "]", "xp_thresholds");
  CHECK(message.find("\"levels.xp_thresholds\" must hold at most 99 entries, found 100") != std::string::npos);
}
