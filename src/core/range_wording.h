// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

// How every reader of a file words the range a number must fall in and how many of a thing it found, so that
// "from 1 to 4" reads the same in a save, a content file, a setting and a sound recipe. json/field_wording
// builds a JSON field's sentences on these; a reader of a file that is not JSON (a sound recipe) uses them
// directly. No other file puts a range into words.
namespace core {

// "from 1 to 4"; "of 1 or more" when max is the largest int; "" when neither bound limits anything.
std::string bounds(int min, int max);
// "from 0.05 to 20", each bound as number_text() shows it.
std::string bounds(double min, double max);
// A number as a message shows it: the shortest text that reads back as the same number ("0.05", "20").
std::string number_text(double value);
// "1 value", "3 values"; `one` and `many` name the thing ("entry", "entries").
std::string counted(std::size_t count, std::string_view one, std::string_view many);

}  // namespace core
