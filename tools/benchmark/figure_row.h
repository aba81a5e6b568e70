// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "statistics.h"

namespace bench {

// What a figure's numbers count: nanoseconds per operation, or bytes (peak memory).
enum class Quantity { Duration, Bytes };

// A measured time per operation (or amount of memory), or the reason there is none ("not built").
struct Timing {
  std::optional<Spread> spread;
  std::string missing_reason;
  Quantity quantity = Quantity::Duration;
};

inline Timing measured(Spread spread) {
  return {spread, {}};
}
inline Timing measured_bytes(Spread spread) {
  return {spread, {}, Quantity::Bytes};
}
inline Timing missing(std::string reason) {
  return {std::nullopt, std::move(reason)};
}

// One line of the results table: our time, libtcod's when it has a comparable figure,
// and a remark on what was measured or compared.
struct FigureRow {
  std::string figure;
  Timing ours = {};
  std::optional<Timing> libtcod = {};  // nullopt: libtcod has nothing to compare here
  std::string note = {};
  bool same_work = true;  // false: libtcod does a different job, so a ratio would mislead
};

}  // namespace bench
