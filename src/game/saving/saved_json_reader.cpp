// SPDX-License-Identifier: MIT
#include "game/saving/saved_json_reader.h"

#include <algorithm>
#include <optional>
#include <string_view>
#include <utility>

#include "json/field_wording.h"

namespace game {

namespace {

namespace expect = json::expect;

bool is_of_type(const nlohmann::json& value, nlohmann::json::value_t type) {
  using Type = nlohmann::json::value_t;
  // Whole numbers may be stored signed or unsigned by the parser.
  if (type == Type::number_integer) return value.is_number_integer();
  return value.type() == type;
}

// What a save holds is shown by its kind only: a save may be a link to a file that is not the game's.
std::string must_be(std::string_view expected, const nlohmann::json* found) {
  return json::must_be(expected, found, json::Found::KindOnly);
}

std::string element_path(const std::string& list_path, std::size_t index) {
  return list_path + "[" + std::to_string(index) + "]";
}

}  // namespace

SavedJsonReader::SavedJsonReader(const nlohmann::json& object, std::string& problem)
    : SavedJsonReader(json::ObjectReader::in_place(object), problem, nullptr) {
  if (!object.is_object()) fail_at("", must_be(expect::kObject, &object));
}

SavedJsonReader::SavedJsonReader(json::ObjectReader reader, std::string& problem, bool* data_mismatch)
    : reader_(std::move(reader)), problem_(problem), data_mismatch_(data_mismatch) {}

bool SavedJsonReader::has(const std::string& key) const {
  return reader_.has(key);
}

bool SavedJsonReader::is_null(const std::string& key) const {
  const nlohmann::json& object = reader_.object();
  const auto found = object.find(key);
  return found != object.end() && found->is_null();
}

bool SavedJsonReader::holds_text(const std::string& key) const {
  const nlohmann::json& object = reader_.object();
  const auto found = object.find(key);
  return found != object.end() && found->is_string();
}

std::string SavedJsonReader::path_of(const std::string& key) const {
  return reader_.path_of(key);
}

void SavedJsonReader::fail(const std::string& key, const std::string& message) {
  if (problem_.empty()) problem_ = path_of(key) + ": " + message;
}

void SavedJsonReader::fail_data_mismatch(const std::string& key, const std::string& message) {
  if (problem_.empty() && data_mismatch_) *data_mismatch_ = true;
  fail(key, message);
}

void SavedJsonReader::fail_field(const std::string& key, const std::string& sentence) {
  fail_at(path_of(key), sentence);
}

void SavedJsonReader::fail_at(const std::string& path, const std::string& sentence) {
  if (problem_.empty()) problem_ = path + " " + sentence;
}

const nlohmann::json* SavedJsonReader::field(const std::string& key, nlohmann::json::value_t type,
                                             std::string_view expected) {
  if (!ok()) return nullptr;
  const nlohmann::json* found = reader_.read(key);
  if (!found || !is_of_type(*found, type)) {
    fail_field(key, must_be(expected, found));
    return nullptr;
  }
  return found;
}

// A value of the wrong type and one out of range are worded alike, so what was expected is put in words
// only when the value does not fit: a save holds thousands of numbers.
int SavedJsonReader::integer(const std::string& key, int min, int max) {
  if (!ok()) return min;
  const nlohmann::json* value = reader_.read(key);
  const std::optional<int> number = value ? json::whole_number_within(*value, min, max) : std::nullopt;
  if (!number) fail_field(key, must_be(expect::whole_number(min, max), value));
  return number.value_or(min);
}

std::uint64_t SavedJsonReader::unsigned_integer(const std::string& key) {
  if (!ok()) return 0;
  const nlohmann::json* value = reader_.read(key);
  const std::optional<std::uint64_t> number = value ? json::unsigned_whole_number(*value) : std::nullopt;
  if (!number) fail_field(key, must_be(expect::unsigned_whole_number(), value));
  return number.value_or(0);
}

bool SavedJsonReader::boolean(const std::string& key) {
  const nlohmann::json* value = field(key, nlohmann::json::value_t::boolean, expect::kTrueOrFalse);
  return value && value->get<bool>();
}

std::string SavedJsonReader::string(const std::string& key, std::size_t max_length) {
  const nlohmann::json* value = field(key, nlohmann::json::value_t::string, expect::kText);
  if (!value) return {};
  const auto& text = value->get_ref<const std::string&>();
  if (text.size() > max_length) {
    fail_field(key, json::too_long(text.size(), max_length));
    return {};
  }
  return text;
}

std::optional<std::string> SavedJsonReader::id_text(const std::string& key, const std::vector<std::string>& ids) {
  if (!ok()) return std::nullopt;
  const nlohmann::json* value = reader_.read(key);
  if (value && value->is_string() && std::find(ids.begin(), ids.end(), *value) != ids.end()) {
    return value->get<std::string>();
  }
  fail_field(key, must_be(expect::one_of(ids), value));
  return std::nullopt;
}

std::vector<int> SavedJsonReader::integer_list(const std::string& key, std::size_t max_count, int min, int max) {
  const nlohmann::json* list =
      field(key, nlohmann::json::value_t::array, "a list of " + expect::whole_numbers(min, max));
  if (!list) return {};
  if (list->size() > max_count) {
    fail_field(key, json::too_many(list->size(), max_count));
    return {};
  }
  std::vector<int> numbers;
  numbers.reserve(list->size());
  for (const nlohmann::json& item : *list) {
    const std::optional<int> number = json::whole_number_within(item, min, max);
    if (!number) {
      fail_at(element_path(path_of(key), numbers.size()), must_be(expect::whole_number(min, max), &item));
      return {};
    }
    numbers.push_back(*number);
  }
  return numbers;
}

std::vector<std::string> SavedJsonReader::string_list(const std::string& key, std::size_t max_count,
                                                      std::size_t max_length) {
  const nlohmann::json* list = field(key, nlohmann::json::value_t::array, expect::kListOfTexts);
  if (!list) return {};
  if (list->size() > max_count) {
    fail_field(key, json::too_many(list->size(), max_count));
    return {};
  }
  std::vector<std::string> texts;
  texts.reserve(list->size());
  for (const nlohmann::json& item : *list) {
    const auto refuse = [&](const std::string& sentence) {
      fail_at(element_path(path_of(key), texts.size()), sentence);
    };
    if (!item.is_string()) {
      refuse(must_be(expect::kText, &item));
      return {};
    }
    const auto& text = item.get_ref<const std::string&>();
    if (text.size() > max_length) {
      refuse(json::too_long(text.size(), max_length));
      return {};
    }
    texts.push_back(text);
  }
  return texts;
}

SavedJsonReader SavedJsonReader::object(const std::string& key) {
  // A member that is not an object is reported here; its reader then reads an empty object.
  field(key, nlohmann::json::value_t::object, expect::kObject);
  return {reader_.member(key), problem_, data_mismatch_};
}

std::vector<SavedJsonReader> SavedJsonReader::object_list(const std::string& key, std::size_t max_count) {
  const nlohmann::json* list = field(key, nlohmann::json::value_t::array, expect::kList);
  if (!list) return {};
  if (list->size() > max_count) {
    fail_field(key, json::too_many(list->size(), max_count));
    return {};
  }
  std::vector<SavedJsonReader> readers;
  readers.reserve(list->size());
  for (std::size_t index = 0; index < list->size(); ++index) {
    const nlohmann::json& item = (*list)[index];
    if (!item.is_object()) fail_at(element_path(path_of(key), index), must_be(expect::kObject, &item));
    readers.push_back({reader_.element(key, index), problem_, data_mismatch_});
  }
  return readers;
}

}  // namespace game
