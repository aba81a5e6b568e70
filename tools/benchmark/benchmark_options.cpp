// SPDX-License-Identifier: MIT
#include "benchmark_options.h"

#include <algorithm>
#include <sstream>

namespace bench {

namespace {

bool is_group(const std::string& name) {
  return std::ranges::find(figure_group_names(), name) != figure_group_names().end();
}

// The groups' names, comma-separated; a line break and `indent` start a new line before `width` is passed.
std::string group_list_text(std::size_t width = 0, const std::string& indent = {}) {
  std::string text;
  std::size_t line_length = 0;
  for (const std::string& name : figure_group_names()) {
    if (!text.empty()) text += ",";
    if (width > 0 && line_length > 0 && line_length + name.size() + 2 > width) {
      text += "\n" + indent;
      line_length = 0;
    } else if (!text.empty()) {
      text += " ";
      ++line_length;
    }
    text += name;
    line_length += name.size() + 1;
  }
  return text;
}

// "fov,paths" -> {"fov", "paths"}, or the message naming the first group that does not exist.
std::optional<std::string> add_groups(const std::string& list, std::vector<std::string>& groups) {
  std::istringstream names(list);
  std::string name;
  while (std::getline(names, name, ',')) {
    if (!is_group(name)) return "unknown figure group '" + name + "'; the groups are " + group_list_text();
    groups.push_back(name);
  }
  if (groups.empty()) return "--only needs one or more groups: " + group_list_text();
  return std::nullopt;
}

}  // namespace

BenchmarkOptionsResult parse_benchmark_options(const std::vector<std::string>& arguments) {
  BenchmarkOptions options;
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    const std::string& argument = arguments[i];
    if (argument == "--quick") {
      options.quick = true;
    } else if (argument == "--help" || argument == "-h") {
      options.help = true;
    } else if (argument == "--only") {
      if (i + 1 == arguments.size()) return {std::nullopt, "--only needs one or more groups: " + group_list_text()};
      if (const auto error = add_groups(arguments[++i], options.only)) return {std::nullopt, *error};
    } else {
      return {std::nullopt, "unknown argument '" + argument + "'"};
    }
  }
  return {options, {}};
}

bool runs_group(const BenchmarkOptions& options, const std::string& group) {
  return options.only.empty() || std::ranges::find(options.only, group) != options.only.end();
}

std::string benchmark_usage_text() {
  return "Usage: mouseking_benchmark [--quick] [--only GROUP[,GROUP...]] [--help]\n"
         "\n"
         "Times field of view (against libtcod when built with it), path-finding, floor\n"
         "generation, content loading with and without mods, monster turns, drawing a\n"
         "dungeon frame and the game's start-up, measures the peak memory of an autoplay\n"
         "run, and prints one table: per figure the median over several samples and the\n"
         "smallest..largest sample.\n"
         "\n"
         "  --quick  a few short samples: proves everything runs, figures are rough\n"
         "  --only   just these groups of figures, comma-separated:\n"
         "           " +
         group_list_text(60, "           ") +
         "\n"
         "  --help   print this text\n";
}

}  // namespace bench
