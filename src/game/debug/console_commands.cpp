// SPDX-License-Identifier: MIT
#include "game/debug/console_commands.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <functional>
#include <map>

#include "content/definitions.h"
#include "content/limits.h"
#include "core/range_wording.h"
#include "game/debug/behaviour_text.h"
#include "game/debug/console_words.h"
#include "json/suggest.h"

namespace game::debug {

namespace {

using Handler = std::function<ConsoleReply(World&, const std::string& argument)>;

ConsoleReply reply_of(bool ok, std::string text) {
  ConsoleReply reply;
  reply.ok = ok;
  reply.text = std::move(text);
  return reply;
}
ConsoleReply done(std::string text) {
  return reply_of(true, std::move(text));
}
ConsoleReply failed_reply(std::string text) {
  return reply_of(false, std::move(text));
}

std::optional<int> whole_number(std::string_view text) {
  if (text.starts_with('+')) text.remove_prefix(1);
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// The name a command was given, resolved against everything the factory makes, or why it is none.
struct NameLookup {
  std::optional<std::string> name;
  std::string problem;
};

NameLookup look_up(const World& world, const std::string& typed, std::string_view command) {
  if (typed.empty())
    return {std::nullopt, std::string(command) + " needs a name, such as: " + std::string(command) +
                              " Neo Mouse (Tab completes names)"};
  const std::vector<std::string> names = world.factory().names();
  if (auto name = resolve_name(typed, names)) return {std::move(name), ""};
  const std::string closest = json::did_you_mean(typed, names);
  return {std::nullopt, "Nothing is called \"" + typed + "\"" + (closest.empty() ? "." : closest)};
}

// The tiles around the player, nearest ring first, each ring in reading order.
std::vector<core::Point> tiles_around(core::Point centre, const Floor& floor) {
  std::vector<core::Point> tiles;
  const int farthest = std::max(floor.width(), floor.height());
  for (int ring = 1; ring <= farthest; ++ring) {
    for (int y = centre.y - ring; y <= centre.y + ring; ++y) {
      for (int x = centre.x - ring; x <= centre.x + ring; ++x) {
        if (std::max(std::abs(x - centre.x), std::abs(y - centre.y)) == ring) tiles.push_back({x, y});
      }
    }
  }
  return tiles;
}

// "Neo Mouse 3" or "Neo Mouse +3": the name, and how many (1 when no number ends the line).
std::pair<std::string, std::optional<int>> name_and_count(const std::string& argument) {
  const auto space = argument.rfind(' ');
  if (space == std::string::npos) return {argument, 1};
  if (const auto count = whole_number(std::string_view(argument).substr(space + 1)))
    return {std::string(trimmed(std::string_view(argument).substr(0, space))), count};
  return {argument, 1};
}

ConsoleReply spawn(World& world, const std::string& argument) {
  const auto [typed, count] = name_and_count(argument);
  if (!count || *count < 1 || *count > kMostSpawned)
    return failed_reply("spawn makes 1 to " + std::to_string(kMostSpawned) + " at a time.");
  const NameLookup lookup = look_up(world, typed, "spawn");
  if (!lookup.name) return failed_reply(lookup.problem);
  int made = 0;
  for (core::Point tile : tiles_around(world.player().position, world.floor())) {
    if (made == *count) break;
    if (world.setup().spawn(*lookup.name, tile)) ++made;
  }
  if (made == 0) return failed_reply("No free tile for a " + *lookup.name + " on this floor.");
  return done("Spawned " + std::to_string(made) + " x " + *lookup.name +
              (made < *count ? " (no free tile for the rest)." : "."));
}

ConsoleReply give(World& world, const std::string& argument) {
  const NameLookup lookup = look_up(world, argument, "give");
  if (!lookup.name) return failed_reply(lookup.problem);
  if (!world.setup().give(*lookup.name))
    return failed_reply("The " + *lookup.name + " does not fit in the pack, or cannot be carried.");
  return done("Gave you a " + *lookup.name + ".");
}

ConsoleReply go_to_floor(World& world, const std::string& argument) {
  const int top = top_floor(world.content());
  const std::optional<int> number = whole_number(argument);
  if (!number || *number < 0 || *number > top)
    return failed_reply("floor needs a floor number " + core::bounds(0, top) + ".");
  world.setup().travel_to_floor(*number);
  return done("Now on floor " + std::to_string(*number) + ".");
}

ConsoleReply reveal(World& world, const std::string&) {
  world.setup().reveal_floor();
  return done("Floor " + std::to_string(world.floor_number()) + " is now known, its traps too.");
}

ConsoleReply heal(World& world, const std::string&) {
  world.setup().set_player_hp(world.player().stats.max_hp);
  return done("HP " + std::to_string(world.player().hp) + " / " + std::to_string(world.player().stats.max_hp) + ".");
}

ConsoleReply god(World& world, const std::string&) {
  world.setup().set_god_mode(!world.god_mode());
  return done(world.god_mode() ? "God mode on: you take no damage." : "God mode off.");
}

ConsoleReply where(World& world, const std::string& argument) {
  const NameLookup lookup = look_up(world, argument, "where");
  if (!lookup.name) return failed_reply(lookup.problem);
  const content::DefinitionPlace* place = world.content().place_of(*lookup.name);
  if (place == nullptr) return done(*lookup.name + " is built into the game, not defined in a file.");
  return done(*lookup.name + ": " + content::place_text(*place));
}

ConsoleReply ai(World& world, const std::string& argument) {
  const NameLookup lookup = look_up(world, argument, "ai");
  if (!lookup.name) return failed_reply(lookup.problem);
  const content::MonsterDefinition* monster = world.content().find_monster(*lookup.name);
  if (monster == nullptr) return failed_reply(*lookup.name + " is not a monster: only monsters behave.");
  return done(behaviour_text(*monster, world.content().behaviour_places_of(*lookup.name)));
}

ConsoleReply intent_overlay(World&, const std::string& argument) {
  if (argument != "on" && argument != "off") return failed_reply("intent needs on or off.");
  ConsoleReply reply =
      done(argument == "on" ? "Intent overlay on: each monster's state, and a line to where it is going."
                            : "The intent overlay is off.");
  reply.intent_overlay = argument == "on";
  return reply;
}

// `sight line_of_sight`, `sight ray_cast 4`, `sight off`: which rule the overlay compares with the
// game's own.
ConsoleReply sight_overlay(World&, const std::string& argument) {
  const CommandLineWords words = split_command(argument);
  ConsoleReply reply = done("The sight overlay is off.");
  reply.overlay_changed = true;
  if (words.command == "off") return reply;
  const std::optional<core::SightRule> rule = core::from_id(content::kSightRuleNames, words.command);
  std::vector<std::string> choices = core::ids_of(content::kSightRuleNames);
  choices.emplace_back("off");
  if (!rule) {
    return failed_reply("sight needs a rule: shadowcast, line_of_sight, ray_cast [DEGREES] or off" +
                        (words.command.empty() ? std::string(".") : json::did_you_mean(words.command, choices)));
  }
  core::Sight sight{*rule};
  if (*rule == core::SightRule::RayCast && !words.rest.empty()) {
    const std::optional<int> spacing = whole_number(words.rest);
    if (!spacing || *spacing < 1 || *spacing > content::kMaxRaySpacing)
      return failed_reply("ray_cast needs degrees between rays " + core::bounds(1, content::kMaxRaySpacing) + ".");
    sight.ray_spacing_degrees = *spacing;
  }
  reply.overlay = sight;
  reply.text =
      "Sight overlay: " + words.command +
      (*rule == core::SightRule::RayCast ? " every " + std::to_string(sight.ray_spacing_degrees) + " degrees" : "") +
      " against the game's own rule.";
  return reply;
}

ConsoleReply reload(World&, const std::string&) {
  ConsoleReply reply = done("Reloading the game data...");
  reply.reload_requested = true;
  return reply;
}

ConsoleReply help(World&, const std::string&) {
  return done(
      "spawn NAME [N], give NAME, floor N, reveal, heal, god, where NAME, ai NAME, intent on|off, sight RULE, reload "
      "(Tab completes)");
}

const std::map<std::string, Handler>& handlers() {
  static const std::map<std::string, Handler> table{
      {"spawn", spawn},         {"give", give},     {"floor", go_to_floor},
      {"reveal", reveal},       {"heal", heal},     {"god", god},
      {"where", where},         {"ai", ai},         {"intent", intent_overlay},
      {"sight", sight_overlay}, {"reload", reload}, {"help", help},
  };
  return table;
}

}  // namespace

const std::vector<std::string>& console_command_words() {
  static const std::vector<std::string> words{"spawn", "give", "floor",  "reveal", "heal",   "god",
                                              "where", "ai",   "intent", "sight",  "reload", "help"};
  return words;
}

ConsoleReply run_console_command(World& world, std::string_view line) {
  const CommandLineWords words = split_command(line);
  if (words.command.empty()) return failed_reply("Type a command: " + help(world, "").text);
  const auto handler = handlers().find(words.command);
  if (handler == handlers().end())
    return failed_reply("Unknown command \"" + words.command + "\"" +
                        json::did_you_mean(words.command, console_command_words()) + " (help lists them).");
  return handler->second(world, words.rest);
}

}  // namespace game::debug
