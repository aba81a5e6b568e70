#include "benchmark_options.h"

namespace bench {

BenchmarkOptionsResult parse_benchmark_options(const std::vector<std::string>& arguments) {
  BenchmarkOptions options;
  for (const std::string& argument : arguments) {
    if (argument == "--quick") {
      options.quick = true;
    } else if (argument == "--help" || argument == "-h") {
      options.help = true;
    } else {
      return {std::nullopt, "unknown argument '" + argument + "'"};
    }
  }
  return {options, {}};
}

std::string benchmark_usage_text() {
  return "Usage: mouseking_benchmark [--quick] [--help]\n"
         "\n"
         "Times field of view (against libtcod when built with it), path-finding, floor\n"
         "generation, content loading with and without mods, monster turns, drawing a\n"
         "dungeon frame and the game's start-up, measures the peak memory of an autoplay\n"
         "run, and prints one table: per figure the median over several samples and the\n"
         "smallest..largest sample.\n"
         "\n"
         "  --quick  a few short samples: proves everything runs, figures are rough\n"
         "  --help   print this text\n";
}

}  // namespace bench
