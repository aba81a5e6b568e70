// SPDX-License-Identifier: MIT
#include "scenes/scene_context.h"

#include <SDL.h>

#include <ctime>
#include <random>

#include "core/atomic_file.h"

namespace scenes {

// Written as every file the game writes: a named pipe no one reads is an error at once, not a hang, and a
// reader never sees half a dump.
void write_state_dump(const GameOptions& options, const std::string& json) {
  if (!options.dump_state_file) return;
  if (const core::Result<void> written = core::write_file_atomically(*options.dump_state_file, json); !written)
    SDL_Log("The state dump was not written: %s", written.error().c_str());
}

// The wall clock is fine here: the date only labels a score or a run's summary, it is no game rule.
std::string utc_date_time(std::time_t moment) {
  std::tm utc{};
  gmtime_r(&moment, &utc);
  char text[32] = {};
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M UTC", &utc);
  return text;
}

std::string utc_date_time_now() {
  return utc_date_time(std::time(nullptr));
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
