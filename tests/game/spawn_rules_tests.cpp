// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <map>

#include "game/spawning/spawn_rules.h"
#include "shipped_content.h"

namespace {

// Share of each monster name over many spawn rolls on one floor.
std::map<std::string, double> spawn_shares(int floor, int rolls = 40000) {
  const auto factory = shipped_factory();
  core::Rng rng(static_cast<std::uint64_t>(floor) * 977);
  std::map<std::string, int> counts;
  for (int i = 0; i < rolls; ++i) ++counts[factory->name_of(game::roll_monster(*factory, floor, rng).value())];
  std::map<std::string, double> shares;
  for (const auto& [name, count] : counts) shares[name] = static_cast<double>(count) / rolls;
  return shares;
}

}  // namespace

TEST_CASE("floor 1 gives only Micro Mice") {
  const auto shares = spawn_shares(1);
  CHECK(shares.size() == 1);
  CHECK(shares.at("Micro Mouse") == 1.0);
}

TEST_CASE("floor 2 gives about 90% Micro Mice and 10% Neo Mice") {
  auto shares = spawn_shares(2);
  CHECK(shares.size() == 2);
  CHECK(shares["Micro Mouse"] == doctest::Approx(0.90).epsilon(0.02));
  CHECK(shares["Neo Mouse"] == doctest::Approx(0.10).epsilon(0.1));
}

TEST_CASE("floor 12 gives about 50% Tough (with the fallback), 20% Rabid and 30% Meta Mice") {
  auto shares = spawn_shares(12);
  CHECK(shares["Micro Mouse"] == 0.0);
  CHECK(shares["Neo Mouse"] == 0.0);
  CHECK(shares["Tough Mouse"] == doctest::Approx(0.50).epsilon(0.04));
  CHECK(shares["Rabid Mouse"] == doctest::Approx(0.20).epsilon(0.06));
  CHECK(shares["Meta Mouse"] == doctest::Approx(0.30).epsilon(0.05));
  CHECK(shares.count("Mouse King") == 0);
}

TEST_CASE("a monster's chance falls by 10 per floor above the first") {
  const auto& db = shipped_database();
  const auto* neo = db.find_monster("Neo Mouse");
  REQUIRE(neo);
  CHECK(game::spawn_chance(*neo, db.floors, 1) == 110);
  CHECK(game::spawn_chance(*neo, db.floors, 5) == 70);
  CHECK(game::spawn_chance(*neo, db.floors, 13) == 0);
  CHECK(game::spawn_chance(*db.find_monster("Mouse King"), db.floors, 12) == 0);
}
