// SPDX-License-Identifier: MIT
#include "game/model/daily_run.h"

#include <cstdio>

namespace game {

namespace {

bool is_leap_year(int year) {
  return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int days_in_month(int year, int month) {
  constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return month == 2 && is_leap_year(year) ? 29 : kDays[month - 1];
}

// The digits of text[from, from + count) as a number; nullopt when any is not a digit.
std::optional<int> date_digits(std::string_view text, std::size_t from, std::size_t count) {
  int value = 0;
  for (std::size_t i = from; i < from + count; ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    value = value * 10 + (text[i] - '0');
  }
  return value;
}

// FNV-1a, 64 bits (Fowler, Noll, Vo): the same bytes give the same number on every machine.
std::uint64_t fnv1a_64(std::string_view text) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (const char byte : text) {
    hash ^= static_cast<unsigned char>(byte);
    hash *= 0x100000001b3ull;
  }
  return hash;
}

// SplitMix64's output function (Steele, Lea, Flood): spreads a small change to every bit.
std::uint64_t splitmix64_finish(std::uint64_t value) {
  value = (value ^ (value >> 30)) * 0xbf58476d1ce4e5b9ull;
  value = (value ^ (value >> 27)) * 0x94d049bb133111ebull;
  return value ^ (value >> 31);
}

constexpr std::uint64_t kReadableSeeds = 1'000'000'000ull;  // nine digits, as choose_seed gives

}  // namespace

std::optional<CalendarDate> parse_calendar_date(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  const std::optional<int> year = date_digits(text, 0, 4);
  const std::optional<int> month = date_digits(text, 5, 2);
  const std::optional<int> day = date_digits(text, 8, 2);
  if (!year || !month || !day || *month < 1 || *month > 12) return std::nullopt;
  if (*day < 1 || *day > days_in_month(*year, *month)) return std::nullopt;
  return CalendarDate{*year, *month, *day};
}

std::string to_text(const CalendarDate& date) {
  char text[40] = {};
  std::snprintf(text, sizeof text, "%04d-%02d-%02d", date.year, date.month, date.day);
  return text;
}

std::uint64_t daily_seed(const CalendarDate& date) {
  return splitmix64_finish(fnv1a_64(to_text(date))) % kReadableSeeds;
}

}  // namespace game
