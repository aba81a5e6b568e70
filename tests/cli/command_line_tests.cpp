// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "command_line.h"

TEST_CASE("--seed and --data are read with their values") {
  const auto result = parse_command_line({"--seed", "42", "--data", "mods/hard"});
  REQUIRE(result.options);
  CHECK(result.options->seed == 42u);
  CHECK(result.options->data_dir == std::filesystem::path("mods/hard"));
}

TEST_CASE("no arguments gives no seed, so a fresh one is chosen") {
  const auto result = parse_command_line({});
  REQUIRE(result.options);
  CHECK_FALSE(result.options->seed);
}

TEST_CASE("--help and --version print and exit 0") {
  const auto help = parse_command_line({"--help"});
  CHECK_FALSE(help.options);
  CHECK(help.exit_code == 0);
  CHECK(help.message.find("--seed") != std::string::npos);
  const auto version = parse_command_line({"--version"});
  CHECK(version.exit_code == 0);
  CHECK(version.message.find("Mouse King") != std::string::npos);
}

TEST_CASE("an unknown flag prints the usage and exits 2") {
  const auto result = parse_command_line({"--sed", "4"});
  CHECK_FALSE(result.options);
  CHECK(result.exit_code == 2);
  CHECK(result.message.find("unknown option '--sed'") != std::string::npos);
  CHECK(result.message.find("Usage:") != std::string::npos);
}

TEST_CASE("a malformed or missing value is refused with exit code 2") {
  CHECK(parse_command_line({"--seed", "forty"}).exit_code == 2);
  CHECK(parse_command_line({"--seed", "-3"}).exit_code == 2);
  CHECK(parse_command_line({"--seed"}).exit_code == 2);
  CHECK(parse_command_line({"--quit-after-frames", "0"}).exit_code == 2);
}

TEST_CASE("--today takes a real day written as YYYY-MM-DD, and refuses anything else") {
  const auto result = parse_command_line({"--today", "2026-12-04"});
  REQUIRE(result.options);
  CHECK(result.options->today == "2026-12-04");
  CHECK_FALSE(parse_command_line({}).options->today);
  for (const char* wrong : {"2026-02-30", "2026-12-4", "today", ""}) {
    CAPTURE(wrong);
    const auto refused = parse_command_line({"--today", wrong});
    CHECK(refused.exit_code == 2);
    CHECK(refused.message.find("--today") != std::string::npos);
  }
}

TEST_CASE("--autoplay with --seed and --turns is read: --turns defaults to none") {
  const auto result = parse_command_line({"--autoplay", "--seed", "9", "--turns", "500"});
  REQUIRE(result.options);
  CHECK(result.options->autoplay);
  CHECK(result.options->seed == 9u);
  CHECK(result.options->autoplay_turns == 500);
  const auto plain = parse_command_line({"--autoplay", "--seed", "9"});
  REQUIRE(plain.options);
  CHECK_FALSE(plain.options->autoplay_turns);
}

TEST_CASE("--autoplay without a seed, or --turns without --autoplay, is refused with exit code 2") {
  const auto no_seed = parse_command_line({"--autoplay"});
  CHECK(no_seed.exit_code == 2);
  CHECK(no_seed.message.find("--autoplay needs --seed") != std::string::npos);
  CHECK(parse_command_line({"--seed", "4", "--turns", "10"}).exit_code == 2);
  CHECK(parse_command_line({"--autoplay", "--seed", "4", "--turns", "0"}).exit_code == 2);
}

TEST_CASE("--write-schema takes the folder to write the schemas into, and needs one") {
  const auto result = parse_command_line({"--write-schema", "out/schema"});
  REQUIRE(result.options);
  CHECK(result.options->write_schema_dir == std::filesystem::path("out/schema"));
  CHECK(parse_command_line({"--write-schema"}).exit_code == 2);
  CHECK(parse_command_line({"--help"}).message.find("--write-schema DIR") != std::string::npos);
}

TEST_CASE("--mod may be given many times, in order, and goes with --check-data") {
  const auto result = parse_command_line({"--check-data", "--mod", "a", "--mod", "b/c"});
  REQUIRE(result.options);
  CHECK(result.options->check_data);
  CHECK_FALSE(result.options->check_data_dir);
  CHECK(result.options->mod_dirs == std::vector<std::filesystem::path>{"a", "b/c"});
  CHECK_FALSE(parse_command_line({"--mod"}).options);
  CHECK_FALSE(parse_command_line({"--mod", ""}).options);
}

TEST_CASE("--debug is a switch for runs in the window, refused with --autoplay") {
  const CommandLineResult debug = parse_command_line({"--debug", "--seed", "3"});
  REQUIRE(debug.options);
  CHECK(debug.options->debug);
  CHECK_FALSE(parse_command_line({"--seed", "3"}).options->debug);
  const CommandLineResult with_bot = parse_command_line({"--debug", "--autoplay", "--seed", "3"});
  CHECK_FALSE(with_bot.options);
  CHECK(with_bot.exit_code == 2);
  CHECK(usage_text().find("--debug") != std::string::npos);
}

TEST_CASE("--balance reads its seeds, jobs, turns and second data set with its mods") {
  const auto result = parse_command_line({"--balance", "--seeds", "5-104", "--jobs", "3", "--turns", "900", "--against",
                                          "../hard", "--against-mod", "m1", "--against-mod", "m2"});
  REQUIRE(result.options);
  CHECK(result.options->balance);
  CHECK(result.options->seed_range == std::pair<std::uint64_t, std::uint64_t>{5, 104});
  CHECK(result.options->jobs == 3);
  CHECK(result.options->autoplay_turns == 900);
  CHECK(result.options->against_dir == std::filesystem::path("../hard"));
  CHECK(result.options->against_mod_dirs == std::vector<std::filesystem::path>{"m1", "m2"});
  const auto plain = parse_command_line({"--balance"});
  REQUIRE(plain.options);
  CHECK_FALSE(plain.options->seed_range);
}

TEST_CASE("--balance refuses a backwards or malformed seed range, no jobs, and flags of other modes") {
  for (const char* seeds : {"10-5", "5", "a-b", "1-", "-4", "0-10000000"}) {
    CAPTURE(seeds);
    CHECK(parse_command_line({"--balance", "--seeds", seeds}).exit_code == 2);
  }
  CHECK(parse_command_line({"--balance", "--seeds", "0-9999999"}).options);
  CHECK(parse_command_line({"--balance", "--jobs", "0"}).exit_code == 2);
  CHECK(parse_command_line({"--balance", "--seed", "4"}).exit_code == 2);
  CHECK(parse_command_line({"--balance", "--autoplay", "--seed", "4"}).exit_code == 2);
  CHECK(parse_command_line({"--balance", "--debug"}).exit_code == 2);
  const auto alone = parse_command_line({"--seeds", "1-5"});
  CHECK(alone.exit_code == 2);
  CHECK(alone.message.find("only apply to --balance") != std::string::npos);
  CHECK(parse_command_line({"--against", "x"}).exit_code == 2);
}

TEST_CASE("--merge takes every folder up to the next flag, goes with --report, and not with --balance") {
  const auto result = parse_command_line({"--merge", "a", "b", "c", "--report", "out"});
  REQUIRE(result.options);
  CHECK(result.options->merge_dirs == std::vector<std::filesystem::path>{"a", "b", "c"});
  CHECK(result.options->report_dir == std::filesystem::path("out"));
  CHECK(parse_command_line({"--merge"}).exit_code == 2);
  CHECK(parse_command_line({"--merge", "a", "--balance"}).exit_code == 2);
  CHECK(parse_command_line({"--report", "out"}).exit_code == 2);
}

TEST_CASE("--check-data checks the folder of --data, and refuses two folders at once") {
  const auto result = parse_command_line({"--check-data", "--data", "my_data"});
  REQUIRE(result.options);
  CHECK(result.options->check_data_dir == std::filesystem::path("my_data"));
  const auto two = parse_command_line({"--check-data", "a", "--data", "b"});
  CHECK(two.exit_code == 2);
  CHECK(two.message.find("--check-data DIR and --data DIR") != std::string::npos);
}

namespace {

// Runs a command line that should be refused, and checks that the message names the flag.
void check_refused_by_name(const std::vector<std::string>& arguments, const std::string& flag) {
  std::string line;
  for (const std::string& argument : arguments) line += argument + " ";
  CAPTURE(line);
  const auto result = parse_command_line(arguments);
  CHECK_FALSE(result.options);
  CHECK(result.exit_code == 2);
  CHECK(result.message.find(flag + " does not apply to") != std::string::npos);
}

}  // namespace

TEST_CASE("a flag that the command run would not read is refused by name, never ignored") {
  check_refused_by_name({"--check-data", "--seed", "4"}, "--seed");
  check_refused_by_name({"--check-data", "--today", "2026-01-02"}, "--today");
  check_refused_by_name({"--check-data", "--dump-state", "x.json"}, "--dump-state");
  check_refused_by_name({"--write-schema", "out", "--data", "d"}, "--data");
  check_refused_by_name({"--write-schema", "out", "--check-data"}, "--check-data");
  check_refused_by_name({"--autoplay", "--seed", "4", "--fullscreen"}, "--fullscreen");
  check_refused_by_name({"--autoplay", "--seed", "4", "--quit-after-frames", "3"}, "--quit-after-frames");
  check_refused_by_name({"--autoplay", "--seed", "4", "--scenario", "s.json"}, "--scenario");
  check_refused_by_name({"--autoplay", "--seed", "4", "--check-data"}, "--autoplay");
  check_refused_by_name({"--balance", "--dump-state", "x.json"}, "--dump-state");
  check_refused_by_name({"--merge", "a", "--data", "d"}, "--data");
  check_refused_by_name({"--merge", "a", "--mod", "m"}, "--mod");
  check_refused_by_name({"--replay", "r.json", "--headless", "--seed", "3"}, "--seed");
  check_refused_by_name({"--replay", "r.json", "--headless", "--dump-state", "x.json"}, "--dump-state");
  check_refused_by_name({"--replay", "r.json", "--seed", "3"}, "--seed");
  check_refused_by_name({"--replay", "r.json", "--debug"}, "--debug");
  check_refused_by_name({"--replay", "r.json", "--scenario", "s.json"}, "--scenario");
  check_refused_by_name({"--replay", "r.json", "--today", "2026-01-02"}, "--today");
}

TEST_CASE("a refused flag's message says which commands read it") {
  const auto result = parse_command_line({"--check-data", "--seed", "4"});
  CHECK(result.message.find("--check-data, which reads only --data and --mod") != std::string::npos);
  CHECK(result.message.find("--seed goes with --autoplay or a game in a window") != std::string::npos);
}

TEST_CASE("the flags each command reads are still taken together") {
  CHECK(parse_command_line({"--check-data", "--mod", "m", "--data", "d"}).options);
  CHECK(parse_command_line({"--autoplay", "--seed", "4", "--data", "d", "--mod", "m", "--turns", "9", "--record",
                            "r.json", "--summary", "s.txt"})
            .options);
  CHECK(parse_command_line({"--replay", "r.json", "--headless", "--update-hash", "--data", "d", "--mod", "m"}).options);
  CHECK(parse_command_line({"--replay", "r.json", "--dump-state", "x.json", "--quit-after-frames", "5", "--fullscreen",
                            "--virtual-controller", "v.txt"})
            .options);
  CHECK(parse_command_line(
            {"--scenario", "s.json", "--seed", "3", "--debug", "--today", "2026-01-02", "--dump-state", "x.json"})
            .options);
  CHECK(parse_command_line({"--merge", "a", "--report", "out"}).options);
}

TEST_CASE("a refused --seeds or --jobs value is told with the limit it broke") {
  const auto jobs = parse_command_line({"--balance", "--jobs", "300"});
  CHECK(jobs.exit_code == 2);
  CHECK(jobs.message.find("'--jobs': it must be a whole number from 1 to 256") != std::string::npos);
  const auto seeds = parse_command_line({"--balance", "--seeds", "0-10000000"});
  CHECK(seeds.exit_code == 2);
  CHECK(seeds.message.find("at most 10000000 seeds") != std::string::npos);
  CHECK(seeds.message.find("FROM-TO") != std::string::npos);
  const auto turns = parse_command_line({"--autoplay", "--seed", "1", "--turns", "-1"});
  CHECK(turns.message.find("'--turns': it must be a whole number from 1") != std::string::npos);
}

TEST_CASE("a refused value is quoted at most 60 characters long") {
  const auto result = parse_command_line({"--balance", "--jobs", std::string(100000, '7')});
  CHECK(result.exit_code == 2);
  CHECK(result.message.find(std::string(60, '7') + "...'") != std::string::npos);
  CHECK(result.message.find(std::string(61, '7')) == std::string::npos);
}
