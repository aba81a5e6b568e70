// SPDX-License-Identifier: MIT
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "scenes/settings/settings.h"

namespace scenes {

// A setting that is a whole number within bounds.
struct WholeNumberSetting {
  int* value = nullptr;
  int min = 0;
  int max = 0;
};

// A setting that is on or off.
struct SwitchSetting {
  bool* value = nullptr;
};

// A setting that is one of a few words (an enum's ids).
struct WordSetting {
  std::vector<std::string> words;               // what it may be, as written
  std::function<std::string()> word;            // what it is now
  std::function<bool(const std::string&)> set;  // false, and nothing changed, for a word not in `words`
};

// One single-valued setting of settings.json: where it is written, what it may hold and what it means.
// The reader, the schema and the writer all walk the same list, so a setting is listed once.
struct SettingField {
  std::string_view group;  // the object it is written in ("window", "sound"), or "" at the top level
  std::string_view key;
  std::string_view about;  // what it means, for the file's JSON Schema
  std::variant<WholeNumberSetting, SwitchSetting, WordSetting> value;
};

// Every single-valued setting, in the order the file lists them, each bound to its place in `settings`,
// which must outlive the list. A group's settings follow each other.
std::vector<SettingField> setting_fields(Settings& settings);

// What a group of settings is, for the schema: "The window at start-up.".
std::string_view group_about(std::string_view group);

// The settings of one group, as they follow each other in a list of fields.
struct SettingRun {
  std::string_view group;
  std::vector<const SettingField*> fields;
};
std::vector<SettingRun> runs_of(const std::vector<SettingField>& fields);

}  // namespace scenes
