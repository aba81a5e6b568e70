// SPDX-License-Identifier: MIT
#include "command_line.h"

#include <algorithm>
#include <charconv>
#include <functional>
#include <limits>
#include <map>

#include "core/utf8.h"
#include "game/model/daily_run.h"

namespace {

constexpr const char* kVersion = "0.1.0";

template <class Number>
std::optional<Number> parse_number(const std::string& text) {
  Number value{};
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

CommandLineResult mistake(const std::string& what) {
  return {std::nullopt, "mouseking: " + what + "\n\n" + usage_text(), 2};
}

// The most seeds one --balance plays, and the most runs it plays at once.
constexpr std::uint64_t kMostBalanceSeeds = 10'000'000;
constexpr int kMostJobs = 256;

// "FROM-TO", both whole numbers, FROM no more than TO, at most kMostBalanceSeeds of them.
bool parse_seed_range(const std::string& text, CommandLine& options) {
  const std::size_t dash = text.find('-');
  if (dash == std::string::npos) return false;
  const auto first = parse_number<std::uint64_t>(text.substr(0, dash));
  const auto last = parse_number<std::uint64_t>(text.substr(dash + 1));
  if (!first || !last || *first > *last || *last - *first >= kMostBalanceSeeds) return false;
  options.seed_range = std::pair{*first, *last};
  return true;
}

// What a flag's value must be, for the message that refuses one; a flag not listed takes any text but "".
std::string expected_value(const std::string& flag) {
  static const std::map<std::string, std::string> wording{
      {"--seed", "a whole number from 0 to " + std::to_string(std::numeric_limits<std::uint64_t>::max())},
      {"--seeds",
       "FROM-TO, two whole numbers with FROM no more than TO, at most " + std::to_string(kMostBalanceSeeds) + " seeds"},
      {"--jobs", "a whole number from 1 to " + std::to_string(kMostJobs)},
      {"--turns", "a whole number from 1 to " + std::to_string(std::numeric_limits<int>::max())},
      {"--quit-after-frames", "a whole number from 1 to " + std::to_string(std::numeric_limits<int>::max())},
      {"--today", "a day that exists, written YYYY-MM-DD"},
  };
  const auto found = wording.find(flag);
  return found == wording.end() ? "a path, not empty" : found->second;
}

// A value, even one pasted megabytes long, is quoted by its start only.
constexpr std::size_t kLongestQuotedValue = 60;

CommandLineResult refused_value(const std::string& flag, const std::string& value) {
  return mistake("invalid value '" + core::shortened(value, kLongestQuotedValue) + "' for option '" + flag +
                 "': it must be " + expected_value(flag));
}

using ValueSetter = std::function<bool(CommandLine&, const std::string&)>;

// Flags that take a value, and how each value is stored.
const std::map<std::string, ValueSetter>& value_flags() {
  static const std::map<std::string, ValueSetter> flags{
      {"--seed",
       [](CommandLine& options, const std::string& value) {
         options.seed = parse_number<std::uint64_t>(value);
         return options.seed.has_value();
       }},
      {"--data",
       [](CommandLine& options, const std::string& value) {
         options.data_dir = value;
         return !value.empty();
       }},
      {"--mod",
       [](CommandLine& options, const std::string& value) {
         options.mod_dirs.emplace_back(value);
         return !value.empty();
       }},
      {"--today",
       [](CommandLine& options, const std::string& value) {
         options.today = value;
         return game::parse_calendar_date(value).has_value();
       }},
      {"--dump-state",
       [](CommandLine& options, const std::string& value) {
         options.dump_state_file = value;
         return !value.empty();
       }},
      {"--virtual-controller",
       [](CommandLine& options, const std::string& value) {
         options.virtual_controller_file = value;
         return !value.empty();
       }},
      {"--scenario",
       [](CommandLine& options, const std::string& value) {
         options.scenario_file = value;
         return !value.empty();
       }},
      {"--write-schema",
       [](CommandLine& options, const std::string& value) {
         options.write_schema_dir = value;
         return !value.empty();
       }},
      {"--quit-after-frames",
       [](CommandLine& options, const std::string& value) {
         const auto frames = parse_number<int>(value);
         options.quit_after_frames = frames.value_or(0);
         return frames.has_value() && *frames > 0;
       }},
      {"--record",
       [](CommandLine& options, const std::string& value) {
         options.record_file = value;
         return !value.empty();
       }},
      {"--summary",
       [](CommandLine& options, const std::string& value) {
         options.summary_file = value;
         return !value.empty();
       }},
      {"--replay",
       [](CommandLine& options, const std::string& value) {
         options.replay_file = value;
         return !value.empty();
       }},
      {"--seeds", [](CommandLine& options, const std::string& value) { return parse_seed_range(value, options); }},
      {"--jobs",
       [](CommandLine& options, const std::string& value) {
         options.jobs = parse_number<int>(value);
         return options.jobs.has_value() && *options.jobs >= 1 && *options.jobs <= kMostJobs;
       }},
      {"--against",
       [](CommandLine& options, const std::string& value) {
         options.against_dir = value;
         return !value.empty();
       }},
      {"--report",
       [](CommandLine& options, const std::string& value) {
         options.report_dir = value;
         return !value.empty();
       }},
      {"--against-mod",
       [](CommandLine& options, const std::string& value) {
         options.against_mod_dirs.emplace_back(value);
         return !value.empty();
       }},
      {"--turns",
       [](CommandLine& options, const std::string& value) {
         options.autoplay_turns = parse_number<int>(value);
         return options.autoplay_turns.has_value() && *options.autoplay_turns > 0;
       }},
  };
  return flags;
}

// Flags that only mean something together with another one.
CommandLineResult check_combinations(const CommandLine& options) {
  if (options.autoplay && !options.seed) return mistake("--autoplay needs --seed N");
  if (options.autoplay_turns && !options.autoplay && !options.balance)
    return mistake("--turns only applies to --autoplay and --balance");
  if (options.balance && (options.autoplay || options.seed || options.replay_file || options.scenario_file))
    return mistake(
        "--balance plays seeds of its own (--seeds FROM-TO): it cannot go with --autoplay, --seed, --replay "
        "or --scenario");
  if (!options.balance &&
      (options.seed_range || options.jobs || options.against_dir || !options.against_mod_dirs.empty()))
    return mistake("--seeds, --jobs, --against and --against-mod only apply to --balance");
  if (options.report_dir && !options.balance && options.merge_dirs.empty())
    return mistake("--report only applies to --balance and --merge");
  if (!options.merge_dirs.empty() && (options.balance || options.autoplay || options.replay_file || options.seed))
    return mistake("--merge joins studies already played: it cannot go with --balance, --autoplay, --replay or --seed");
  if (options.record_file && !options.autoplay) return mistake("--record only applies to --autoplay");
  if (options.summary_file && !options.autoplay) return mistake("--summary only applies to --autoplay");
  if (options.headless && !options.replay_file) return mistake("--headless only applies to --replay FILE");
  if (options.debug && (options.autoplay || options.headless || options.balance))
    return mistake("--debug needs a window: it cannot go with --autoplay, --balance or --headless");
  if (options.update_hash && !options.headless)
    return mistake("--update-hash only applies to --replay FILE --headless");
  if (options.check_data_dir && options.data_dir)
    return mistake("--check-data DIR and --data DIR both name the folder to check: give it once");
  return {options, "", 0};
}

// One thing the game can be asked to do: the flags that choose it, and the others it reads.
struct Command {
  std::string name;
  std::vector<std::string> own;
  bool (*chosen)(const CommandLine&);
  std::vector<std::string> reads;
};

// In the order main() tries them: the first chosen runs, and reads only its own flags.
const std::vector<Command>& commands() {
  static const std::vector<Command> table{
      {"--write-schema", {"--write-schema"}, [](const CommandLine& o) { return o.write_schema_dir.has_value(); }, {}},
      {"--check-data", {"--check-data"}, [](const CommandLine& o) { return o.check_data; }, {"--data", "--mod"}},
      {"--autoplay",
       {"--autoplay"},
       [](const CommandLine& o) { return o.autoplay; },
       {"--seed", "--data", "--mod", "--turns", "--record", "--summary"}},
      {"--balance",
       {"--balance"},
       [](const CommandLine& o) { return o.balance; },
       {"--data", "--mod", "--seeds", "--jobs", "--turns", "--against", "--against-mod", "--report"}},
      {"--merge", {"--merge"}, [](const CommandLine& o) { return !o.merge_dirs.empty(); }, {"--report"}},
      {"--replay --headless",
       {"--replay", "--headless"},
       [](const CommandLine& o) { return o.replay_file && o.headless; },
       {"--update-hash", "--data", "--mod"}},
      // A replay in the window quits when it is left, so the title's flags mean nothing to it.
      {"--replay in a window",
       {"--replay"},
       [](const CommandLine& o) { return o.replay_file.has_value(); },
       {"--data", "--mod", "--dump-state", "--virtual-controller", "--fullscreen", "--quit-after-frames"}},
      {"a game in a window",
       {},
       [](const CommandLine&) { return true; },
       {"--seed", "--data", "--mod", "--dump-state", "--virtual-controller", "--today", "--scenario", "--fullscreen",
        "--debug", "--quit-after-frames"}},
  };
  return table;
}

bool holds(const std::vector<std::string>& flags, const std::string& flag) {
  return std::find(flags.begin(), flags.end(), flag) != flags.end();
}

// "a", "a and b", "a, b and c" (`last_word` "or" for "a or b").
std::string listing(const std::vector<std::string>& names, const std::string& last_word) {
  std::string text;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) text += i + 1 == names.size() ? " " + last_word + " " : ", ";
    text += names[i];
  }
  return text;
}

// What `flag` is for, as the end of the message that refuses it in another command.
std::string where_flag_goes(const std::string& flag) {
  std::vector<std::string> users;
  for (const Command& command : commands()) {
    if (holds(command.own, flag)) return flag + " is a command of its own: run it apart";
    if (holds(command.reads, flag)) users.push_back(command.name);
  }
  return flag + " goes with " + listing(users, "or");
}

// A flag the chosen command does not read would be silently ignored; it is refused by name instead.
CommandLineResult check_flags_read(const CommandLine& options, const std::vector<std::string>& given) {
  const Command& chosen = *std::find_if(commands().begin(), commands().end(),
                                        [&](const Command& command) { return command.chosen(options); });
  for (const std::string& flag : given) {
    if (holds(chosen.own, flag) || holds(chosen.reads, flag)) continue;
    const std::string what_it_reads =
        chosen.reads.empty() ? ", which takes no other flag" : ", which reads only " + listing(chosen.reads, "and");
    return mistake(flag + " does not apply to " + chosen.name + what_it_reads + "; " + where_flag_goes(flag));
  }
  return {options, "", 0};
}

// Flags that take no value.
const std::map<std::string, bool CommandLine::*>& switch_flags() {
  static const std::map<std::string, bool CommandLine::*> flags{
      {"--fullscreen", &CommandLine::fullscreen}, {"--debug", &CommandLine::debug},
      {"--autoplay", &CommandLine::autoplay},     {"--balance", &CommandLine::balance},
      {"--headless", &CommandLine::headless},     {"--update-hash", &CommandLine::update_hash}};
  return flags;
}

}  // namespace

std::string usage_text() {
  return "Usage: mouseking [options]\n"
         "\n"
         "Climb thirteen floors, catch the escaped lab mice and defeat the Mouse King.\n"
         "\n"
         "Options:\n"
         "  --seed N               play the dungeon of seed N (a whole number); the same seed\n"
         "                         always gives the same floors\n"
         "  --data DIR             read game content from DIR instead of the shipped data folder\n"
         "  --mod DIR              layer the mod in DIR (a folder with mod.json) over the data;\n"
         "                         repeatable. Play also loads every mod in the user folder's mods/\n"
         "  --check-data [DIR]     check a data folder (DIR, else --data DIR, else the shipped one)\n"
         "                         with the --mod folders over it, print every error and warning,\n"
         "                         exit 0 when there are no errors, else 1\n"
         "  --write-schema DIR     write the JSON Schema of every file the game reads (content,\n"
         "                         scenario, mod.json, settings) into DIR, for editors\n"
         "  --dump-state FILE      on exit, write what the game shows (scene, floor, position,\n"
         "                         turn, state hash) to FILE as JSON, for tests\n"
         "  --virtual-controller FILE  plug in a software game controller that does what the\n"
         "                         lines appended to FILE say (press a, tap start, stick X Y,\n"
         "                         unplug...), for tests of the controller in a real window\n"
         "  --today YYYY-MM-DD     take this date as today's for the title's daily run (for tests;\n"
         "                         the game otherwise reads today's date in UTC)\n"
         "  --scenario FILE        start in a run set up by FILE: seed, floor, player, inventory\n"
         "                         and equipment (the format is in data/README.md)\n"
         "  --fullscreen           start in fullscreen (F11 or Alt+Enter toggles it)\n"
         "  --debug                a debug console (the ` key) to spawn, give, change floor and\n"
         "                         more; debug runs never enter the high-score table\n"
         "  --quit-after-frames N  draw N frames and exit (for measuring start-up)\n"
         "  --autoplay             with --seed N: a bot plays the run with no window and prints\n"
         "                         one line of JSON (outcome, floors, level, xp, turns, cause)\n"
         "  --turns T              with --autoplay or --balance: stop a run after T turns\n"
         "                         (default 20000)\n"
         "  --record FILE          with --autoplay: also write the run's replay to FILE\n"
         "  --summary FILE         with --autoplay: also write the run's summary to FILE\n"
         "  --balance              the bot plays many seeds with no window, on every core, and\n"
         "                         prints how the runs went (floors, wins with their 95%\n"
         "                         intervals, causes of death); Ctrl+C stops and reports\n"
         "                         the runs finished\n"
         "  --seeds FROM-TO        with --balance: the seeds to play (default 1-200)\n"
         "  --jobs N               with --balance: runs at once (default: one per core)\n"
         "  --against DIR          with --balance: play the same seeds over the data in DIR too\n"
         "                         and compare the two, marking the differences that are more\n"
         "                         than noise\n"
         "  --against-mod DIR      with --balance: layer the mod in DIR over the second data set\n"
         "                         (the first data folder, unless --against names another);\n"
         "                         repeatable\n"
         "  --report DIR           with --balance or --merge: also write the report into DIR:\n"
         "                         report.html (one page with every chart, nothing fetched),\n"
         "                         report.txt, each chart as an SVG file, and runs.json\n"
         "                         (every run, for --merge)\n"
         "  --merge DIR...         join the --report folders of slices of one study (the same\n"
         "                         data, seed ranges that meet) into its report, the same as\n"
         "                         one --balance over all their seeds; with --report DIR too\n"
         "  --replay FILE          play a recorded run back in the window (Space pauses,\n"
         "                         +/- change the speed, Escape stops)\n"
         "  --headless             with --replay: play it back without a window and print the\n"
         "                         final state hash; exit 1 when the file's final_hash differs\n"
         "  --update-hash          with --replay FILE --headless: store the new hash in FILE\n"
         "  --help                 print this text and exit\n"
         "  --version              print the version and exit\n"
         "\n"
         "A flag that the command run does not read (--seed with --check-data) is a mistake.\n";
}

std::string version_text() {
  return std::string("Mouse King ") + kVersion + "\n";
}

CommandLineResult parse_command_line(const std::vector<std::string>& arguments) {
  CommandLine options;
  std::vector<std::string> given;  // every flag, in order, for check_flags_read
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    const std::string& flag = arguments[i];
    if (flag == "--help" || flag == "-h") return {std::nullopt, usage_text(), 0};
    if (flag == "--version") return {std::nullopt, version_text(), 0};
    given.push_back(flag);
    if (const auto found = switch_flags().find(flag); found != switch_flags().end()) {
      options.*(found->second) = true;
      continue;
    }
    if (flag == "--merge") {
      // Every folder up to the next flag.
      while (i + 1 < arguments.size() && !arguments[i + 1].starts_with("--"))
        options.merge_dirs.emplace_back(arguments[++i]);
      if (options.merge_dirs.empty()) return mistake("option '--merge' needs the report folders to join");
      continue;
    }
    if (flag == "--check-data") {
      options.check_data = true;
      // The folder is optional: take the next argument only when it is not a flag.
      if (i + 1 < arguments.size() && !arguments[i + 1].starts_with("--")) options.check_data_dir = arguments[++i];
      continue;
    }
    const auto setter = value_flags().find(flag);
    if (setter == value_flags().end())
      return mistake("unknown option '" + core::shortened(flag, kLongestQuotedValue) + "'");
    if (i + 1 >= arguments.size()) return mistake("option '" + flag + "' needs a value");
    const std::string& value = arguments[++i];
    if (!setter->second(options, value)) return refused_value(flag, value);
  }
  CommandLineResult checked = check_combinations(options);
  if (!checked.options) return checked;
  // --check-data with no folder of its own checks the one --data names.
  if (options.check_data && !options.check_data_dir) options.check_data_dir = options.data_dir;
  return check_flags_read(options, given);
}
