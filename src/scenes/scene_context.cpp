// SPDX-License-Identifier: MIT
#include "scenes/scene_context.h"

#include <SDL.h>

#include <ctime>
#include <fstream>
#include <random>

namespace scenes {

void write_state_dump(const GameOptions& options, const std::string& json) {
  if (!options.dump_state_file) return;
  std::ofstream file(*options.dump_state_file, std::ios::trunc);
  file << json;
  if (!file) SDL_Log("Could not write the state dump to %s", options.dump_state_file->string().c_str());
}

// The wall clock is fine here: the date only labels a score or a run's summary, it is no game rule.
std::string local_date_time() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char text[32] = {};
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M", &local);
  return text;
}

game::CalendarDate todays_date(const GameOptions& options) {
  if (options.today) return *options.today;
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  return {utc.tm_year + 1900, utc.tm_mon + 1, utc.tm_mday};
}

std::uint64_t choose_seed(const GameOptions& options) {
  if (options.seed) return *options.seed;
  // Only the choice of seed is random; everything after it follows from the seed.
  std::random_device entropy;
  // Seeds a player can read out and type back: at most nine digits.
  return (static_cast<std::uint64_t>(entropy()) << 32 | entropy()) % 1'000'000'000ull;
}

}  // namespace scenes
