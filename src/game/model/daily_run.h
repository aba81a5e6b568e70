// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace game {

// A day of the Gregorian calendar, as the daily run names it ("2026-12-04", a UTC date).
struct CalendarDate {
  int year = 1970;
  int month = 1;
  int day = 1;

  friend bool operator==(const CalendarDate&, const CalendarDate&) = default;
};

// "YYYY-MM-DD" with a day that exists (leap years counted); nullopt for anything else.
std::optional<CalendarDate> parse_calendar_date(std::string_view text);
// The date as "YYYY-MM-DD", the one spelling the seed, the saves and the scores use.
std::string to_text(const CalendarDate& date);

// The seed of the daily run of `date`, the same on every machine: the 64-bit FNV-1a hash of the
// date's text "YYYY-MM-DD", mixed by SplitMix64's finaliser (so neighbouring days get unrelated
// seeds), kept to nine digits like every seed a player can read out and type back (--seed).
std::uint64_t daily_seed(const CalendarDate& date);

}  // namespace game
