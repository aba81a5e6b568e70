// SPDX-License-Identifier: MIT
#include "game/travel/recent_stops.h"

namespace game {

void RecentStops::note(EntityId monster, int distance, int turn) {
  // What has been quiet for long is news again anyway: forgetting it keeps the map small.
  std::erase_if(stops_, [turn](const auto& stop) { return turn - stop.second.turn > kQuietTurns; });
  stops_[monster] = Stop{distance, turn};
}

bool RecentStops::is_news(EntityId monster, int distance, int turn) const {
  const auto stop = stops_.find(monster);
  if (stop == stops_.end()) return true;
  return turn - stop->second.turn > kQuietTurns || distance < stop->second.distance;
}

}  // namespace game
