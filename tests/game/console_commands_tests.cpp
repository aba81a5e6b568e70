// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>

#include "game/debug/console_commands.h"
#include "game/saving/save_file.h"
#include "game/saving/world_codec.h"
#include "game/world/world.h"
#include "neo_mouse_run.h"
#include "shipped_content.h"
#include "text_position.h"
#include "world_queries.h"

namespace {

using game::debug::complete_console_line;
using game::debug::run_console_command;

}  // namespace

TEST_CASE("spawn N puts N monsters from the factory on free tiles next to the player") {
  game::World world(7, shipped_factory());
  const game::debug::ConsoleReply reply = run_console_command(world, "spawn Neo Mouse 3");
  CHECK(reply.ok);
  CHECK(reply.text == "Spawned 3 x Neo Mouse.");
  CHECK(count_named(world, "Neo Mouse") == 3);
  for (const game::Entity& entity : world.floor().entities) {
    if (entity.name != "Neo Mouse") continue;
    CHECK(entity.position != world.player().position);
    CHECK(std::max(std::abs(entity.position.x - world.player().position.x),
                   std::abs(entity.position.y - world.player().position.y)) <= 2);
    CHECK(std::holds_alternative<game::Monster>(entity.kind));
  }
  CHECK_FALSE(world.replayable());
  CHECK(world.turn() == 0);  // no console command takes a turn
}

TEST_CASE("spawn takes a name in any letter case and +N as the issue writes it") {
  game::World world(7, shipped_factory());
  CHECK(run_console_command(world, "SPAWN tough mouse +2").ok);
  CHECK(count_named(world, "Tough Mouse") == 2);
}

TEST_CASE("an unknown name or command changes nothing and says what was meant") {
  game::World world(7, shipped_factory());
  const std::size_t before = world.floor().entities.size();
  const game::debug::ConsoleReply name = run_console_command(world, "spawn Neo Mose");
  CHECK_FALSE(name.ok);
  CHECK(name.text.find("did you mean \"Neo Mouse\"") != std::string::npos);
  const game::debug::ConsoleReply command = run_console_command(world, "spwan Neo Mouse");
  CHECK_FALSE(command.ok);
  CHECK(command.text.find("did you mean \"spawn\"") != std::string::npos);
  CHECK(world.floor().entities.size() == before);
  CHECK_FALSE(run_console_command(world, "spawn Neo Mouse 0").ok);
  CHECK_FALSE(run_console_command(world, "floor 99").ok);
  CHECK(world.floor_number() == 0);
}

TEST_CASE("give puts the thing into the pack, stacked as a pickup would be") {
  game::World world(7, shipped_factory());
  CHECK(run_console_command(world, "give Health Pack").ok);
  CHECK(run_console_command(world, "give health pack").ok);
  REQUIRE(world.player().inventory.size() == 1);
  CHECK(world.player().inventory.front().name == "Health Pack");
  CHECK(std::get<game::Item>(world.player().inventory.front().kind).count == 2);
}

TEST_CASE("give refuses what cannot be carried: a monster, a door, stairs") {
  game::World world(7, shipped_factory());
  for (const char* name : {"Micro Mouse", "Door", "Stairs (Up)"}) {
    CAPTURE(name);
    const game::debug::ConsoleReply reply = run_console_command(world, std::string("give ") + name);
    CHECK_FALSE(reply.ok);
    CHECK(reply.text.find("cannot be carried") != std::string::npos);
  }
  CHECK(world.player().inventory.empty());
}

TEST_CASE("a jump to floor 0, which has no stairs down to arrive by, lands on a free floor tile and the run saves") {
  game::World world(7, shipped_factory());
  REQUIRE(run_console_command(world, "floor 5").ok);
  REQUIRE(run_console_command(world, "floor 0").ok);
  const game::Floor& floor = world.floor();
  const core::Point here = world.player().position;
  CHECK(floor.is_floor(here));
  const game::Entity* occupant = floor.entity_at(here);
  CHECK((occupant == nullptr || !occupant->solid));
  const game::SaveRead read = game::read_save(game::save_text(world), shipped_factory());
  CHECK_MESSAGE(read.ok(), read.error());
}

TEST_CASE("floor, reveal and heal change the run at once") {
  game::World world(7, shipped_factory());
  CHECK(run_console_command(world, "floor 4").ok);
  CHECK(world.floor_number() == 4);
  CHECK(run_console_command(world, "reveal").ok);
  const std::vector<std::uint8_t>& seen = world.floor().seen.cells();
  CHECK(std::ranges::all_of(seen, [](std::uint8_t tile) { return tile == 1; }));
  world.setup().set_player_hp(1);
  CHECK(run_console_command(world, "heal").ok);
  CHECK(world.player().hp == world.player().stats.max_hp);
}

TEST_CASE("in god mode monsters' bites take no HP, and god again turns it off") {
  game::World world(7, shipped_factory());
  CHECK(run_console_command(world, "god").text == "God mode on: you take no damage.");
  REQUIRE(run_console_command(world, "spawn Tough Mouse 8").ok);
  const int hp = world.player().hp;
  bool bitten = false;
  for (int turn = 0; turn < 60; ++turn) {
    world.perform(game::Action::wait());
    for (const auto& message : world.messages().all())
      bitten = bitten || message.text.find("no harm done") != std::string::npos;
  }
  CHECK(bitten);
  CHECK(world.player().hp == hp);
  CHECK_FALSE(world.run_over());
  run_console_command(world, "god");
  CHECK_FALSE(world.god_mode());
}

TEST_CASE("where names the file, line and column of a definition, and built-ins as such") {
  game::World world(7, shipped_factory());
  CHECK(run_console_command(world, "where Neo Mouse").text == "Neo Mouse: data/monsters.json:17:15");
  CHECK(run_console_command(world, "where Stairs (Up)").text.find("built into the game") != std::string::npos);
}

TEST_CASE("reload is asked of the scene, which owns the content") {
  game::World world(7, shipped_factory());
  CHECK(run_console_command(world, "reload").reload_requested);
  CHECK_FALSE(run_console_command(world, "heal").reload_requested);
}

TEST_CASE("Tab completes the command word, then the name, and lists what is left") {
  game::World world(7, shipped_factory());
  CHECK(complete_console_line(world, "sp").line == "spawn ");
  CHECK(complete_console_line(world, "spawn neo").line == "spawn Neo Mouse");
  const game::debug::Completion mice = complete_console_line(world, "spawn M");
  CHECK(mice.candidates.size() >= 2);
  CHECK(std::ranges::find(mice.candidates, "Micro Mouse") != mice.candidates.end());
  CHECK(complete_console_line(world, "heal x").line == "heal x");
  CHECK(complete_console_line(world, "zzz").candidates.empty());
}

TEST_CASE("a saved debug run stays a debug run, in god mode if it was, and ordinary saves do not mention either") {
  game::World world(7, shipped_factory());
  CHECK_FALSE(game::WorldCodec::to_json(world).contains("debug_run"));
  world.setup().mark_debug_run();
  run_console_command(world, "god");
  const game::WorldRead read = game::WorldCodec::from_json(game::WorldCodec::to_json(world), shipped_factory());
  REQUIRE(read.ok());
  CHECK(read->world.debug_run());
  CHECK(read->world.summary().debug_run);
  CHECK(read->world.god_mode());
}

TEST_CASE("ai prints a monster's behaviour as read, and where each behaviour field is written") {
  NeoMouseRun run(
      " \"keep_distance\": 3, \"abilities\": [{ \"kind\": \"melee\" }, { \"kind\": \"projectile\", \"name\": "
      "\"spit\", \"range\": 6, \"cooldown\": 2, \"damage\": { \"min\": 1, \"max\": 4 }, \"sprite\": \"acid_spit\", "
      "\"when\": { \"distance_min\": 2 } }],");
  const game::debug::ConsoleReply reply = run_console_command(*run.world, "ai neo mouse");
  REQUIRE(reply.ok);
  CHECK(
      reply.text.starts_with("Neo Mouse: sight 24, keeps 3 steps away, asleep 0% of the time it appears, follows "
                             "you unseen for the rules' memory turns, never flees; abilities: 1. melee (bite 6-9), "
                             "cooldown 0, priority 0, weight 1; 2. "
                             "projectile \"spit\" (1-4 at up to 6), cooldown 2, priority 0, weight 1, when you are "
                             "2-100 steps away."));
  const std::string monsters = run.folder.read("monsters.json");
  CHECK(
      reply.text.find(" Written at: keep_distance data/monsters.json:" + line_column_of(monsters, "3, \"abilities\"") +
                      ", abilities data/monsters.json:" + line_column_of(monsters, "[{ \"kind\": \"melee\"")) !=
      std::string::npos);
}

TEST_CASE("ai of a monster left to the defaults says so, and of a thing that is no monster refuses") {
  game::World world(7, shipped_factory());
  CHECK(run_console_command(world, "ai Micro Mouse").text.ends_with("Every behaviour field is left to its default."));
  const game::debug::ConsoleReply crowbar = run_console_command(world, "ai Crowbar");
  CHECK_FALSE(crowbar.ok);
  CHECK(crowbar.text == "Crowbar is not a monster: only monsters behave.");
  CHECK(complete_console_line(world, "ai Mouse K").line == "ai Mouse King");
}
