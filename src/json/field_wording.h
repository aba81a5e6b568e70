// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// How every reader of a JSON file (content, saves, settings, high scores, the atlas index) checks a field's
// value and words what it expected: the one place a field's range, type or allowed words are put in words,
// so that "must be a whole number from 1 to 4" reads the same wherever a file is read. Each reader still
// reports in its own way (content with file, line and column; a save refused at the first problem; a
// setting warned about and left at its default); the checks and the words come from here. The words of a
// range itself ("from 1 to 4") are core/range_wording.h's, which readers of files that are not JSON (sound
// recipes) use too.
namespace json {

// The one "does this number fit" check: the value when it is a whole number within [min, max]. Whole numbers
// are stored signed or unsigned by the parser, and one beyond 64 bits is simply too big, never wrapped.
std::optional<int> whole_number_within(const nlohmann::json& value, int min, int max);
// The value when it is a whole number of 0 or more (a seed: all 64 bits).
std::optional<std::uint64_t> unsigned_whole_number(const nlohmann::json& value);

// How a reader shows what it found: the value itself (content, the atlas index), or only its kind, for the
// player's own files, one of which may be a link to a file that is not the game's (see describe_found.h).
enum class Found { AsWritten, KindOnly };

// What a field must be, in the words every reader uses.
namespace expect {

inline constexpr std::string_view kText = "a text";
inline constexpr std::string_view kNonEmptyText = "a non-empty text";
inline constexpr std::string_view kTrueOrFalse = "true or false";
inline constexpr std::string_view kObject = "an object";
inline constexpr std::string_view kList = "a list";
inline constexpr std::string_view kListOfObjects = "a list of objects";
inline constexpr std::string_view kListOfTexts = "a list of texts";

// "a whole number from 1 to 4", "a whole number of 0 or more", "a whole number".
std::string whole_number(int min, int max);
// "a whole number of 0 or more", what unsigned_whole_number() accepts.
std::string unsigned_whole_number();
// The plural, for lists and pairs: "whole numbers from 0 to 13".
std::string whole_numbers(int min, int max);
// "a list of two whole numbers [first, last] from 0 to 13".
std::string whole_number_pair(int min, int max);
// "an object { \"min\": ..., \"max\": ... } with whole numbers from 1 to 100".
std::string whole_number_range(int min, int max);
// "\"off\", \"normal\" or \"fast\"".
std::string listed(const std::vector<std::string>& words);
// "one of \"off\", \"normal\" or \"fast\"".
std::string one_of(const std::vector<std::string>& words);

}  // namespace expect

// "must be a whole number from 1 to 4, found 9", or "must be ... and is missing" when `found` is null.
std::string must_be(std::string_view expected, const nlohmann::json* found, Found shown);
// "must be at most 400 bytes long, found 512 bytes".
std::string too_long(std::size_t bytes, std::size_t max_bytes);
// "must hold at most 20 entries, found 25".
std::string too_many(std::size_t count, std::size_t max_count);

}  // namespace json
