// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace core {

// One value of an enum with its two names: `id` in files ("cure_poison") and
// `label` on screen ("Cure").
template <typename Enum>
struct EnumName {
  Enum value{};
  std::string_view id;
  std::string_view label;
};

// Every value of an enum once, in declaration order, so that the value is the index.
template <typename Enum, std::size_t N>
using EnumTable = std::array<EnumName<Enum>, N>;

namespace enum_detail {

// The compiler spells a template argument that is a declared enumerator by its
// name ("V = content::StatusKind::Poisoned") and any other value as a cast
// ("V = (content::StatusKind)3"). GCC and Clang both do; this is the trick
// magic_enum is built on.
template <auto V>
constexpr bool is_enumerator() {
  const std::string_view signature = __PRETTY_FUNCTION__;
  const std::size_t at = signature.find("V = ");
  return at != std::string_view::npos && signature[at + 4] != '(';
}

// Values 0 .. kScanLimit - 1 are checked; every enum given a table is far smaller.
inline constexpr std::size_t kScanLimit = 64;

template <typename Enum, std::size_t... I>
constexpr std::size_t count_enumerators(std::index_sequence<I...>) {
  return (std::size_t{0} + ... + (is_enumerator<static_cast<Enum>(I)>() ? 1 : 0));
}

template <typename Enum, std::size_t... I>
constexpr std::size_t last_enumerator_plus_one(std::index_sequence<I...>) {
  std::size_t end = 0;
  ((end = is_enumerator<static_cast<Enum>(I)>() ? I + 1 : end), ...);
  return end;
}

}  // namespace enum_detail

// How many enumerators `Enum` declares with values in [0, 64).
template <typename Enum>
constexpr std::size_t enumerator_count() {
  return enum_detail::count_enumerators<Enum>(std::make_index_sequence<enum_detail::kScanLimit>{});
}

// Whether `table` names every enumerator of its enum exactly once, in
// declaration order (values 0, 1, 2, ... with no gap), with ids that are
// distinct and not empty.
template <typename Enum, std::size_t N>
constexpr bool lists_each_value_once(const EnumTable<Enum, N>& table) {
  const std::size_t end =
      enum_detail::last_enumerator_plus_one<Enum>(std::make_index_sequence<enum_detail::kScanLimit>{});
  if (enumerator_count<Enum>() != N || end != N) return false;
  for (std::size_t i = 0; i < N; ++i) {
    if (static_cast<std::size_t>(table[i].value) != i || table[i].id.empty()) return false;
    for (std::size_t j = 0; j < i; ++j) {
      if (table[j].id == table[i].id) return false;
    }
  }
  return true;
}

// Builds a table and refuses to compile one that misses a value, repeats one
// or lists them out of order: a value added to an enum without its names must
// not fall back to some default at run time.
template <typename Enum, std::size_t N>
consteval EnumTable<Enum, N> enum_table(const EnumName<Enum> (&entries)[N]) {
  EnumTable<Enum, N> table{};
  for (std::size_t i = 0; i < N; ++i) table[i] = entries[i];
  if (!lists_each_value_once(table)) {
    throw "an enum table must list every value of its enum once, in declaration order, with distinct ids";
  }
  return table;
}

template <typename Enum, std::size_t N>
constexpr std::string_view id_of(const EnumTable<Enum, N>& table, Enum value) {
  return table[static_cast<std::size_t>(value)].id;
}

template <typename Enum, std::size_t N>
constexpr std::string_view label_of(const EnumTable<Enum, N>& table, Enum value) {
  return table[static_cast<std::size_t>(value)].label;
}

// The value whose id is `id` (exactly, letter case included), or nullopt.
template <typename Enum, std::size_t N>
constexpr std::optional<Enum> from_id(const EnumTable<Enum, N>& table, std::string_view id) {
  for (const EnumName<Enum>& entry : table) {
    if (entry.id == id) return entry.value;
  }
  return std::nullopt;
}

// Every value, in declaration order.
template <typename Enum, std::size_t N>
constexpr std::array<Enum, N> values_of(const EnumTable<Enum, N>& table) {
  std::array<Enum, N> values{};
  for (std::size_t i = 0; i < N; ++i) values[i] = table[i].value;
  return values;
}

// Every id, in declaration order: the choices a reader offers in its messages.
template <typename Enum, std::size_t N>
std::vector<std::string> ids_of(const EnumTable<Enum, N>& table) {
  std::vector<std::string> ids;
  for (const EnumName<Enum>& entry : table) ids.emplace_back(entry.id);
  return ids;
}

}  // namespace core
