// SPDX-License-Identifier: MIT
#include "game/saving/saved_json_reader.h"

#include <algorithm>
#include <optional>
#include <string_view>

#include "json/field_wording.h"

namespace game {

namespace {

namespace expect = json::expect;

const nlohmann::json& empty_object() {
  static const nlohmann::json empty = nlohmann::json::object();
  return empty;
}

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

}  // namespace

SavedJsonReader::SavedJsonReader(const nlohmann::json& object, std::string path, std::string& problem)
    : object_(object.is_object() ? object : empty_object()), path_(std::move(path)), problem_(problem) {
  if (!object.is_object() && problem_.empty()) problem_ = path_ + " " + must_be(expect::kObject, &object);
}

bool SavedJsonReader::has(const std::string& key) const {
  return object_.contains(key);
}

bool SavedJsonReader::is_null(const std::string& key) const {
  const auto found = object_.find(key);
  return found != object_.end() && found->is_null();
}

std::string SavedJsonReader::path_of(const std::string& key) const {
  return path_.empty() ? key : path_ + "." + key;
}

void SavedJsonReader::fail(const std::string& key, const std::string& message) {
  if (problem_.empty()) problem_ = path_of(key) + ": " + message;
}

void SavedJsonReader::fail_data_mismatch(const std::string& key, const std::string& message) {
  if (problem_.empty() && data_mismatch_) *data_mismatch_ = true;
  fail(key, message);
}

void SavedJsonReader::fail_field(const std::string& key, const std::string& sentence) {
  if (problem_.empty()) problem_ = path_of(key) + " " + sentence;
}

const nlohmann::json* SavedJsonReader::field(const std::string& key, nlohmann::json::value_t type,
                                             std::string_view expected) {
  if (!ok()) return nullptr;
  const auto found = object_.find(key);
  if (found == object_.end()) {
    fail_field(key, must_be(expected, nullptr));
    return nullptr;
  }
  if (!is_of_type(*found, type)) {
    fail_field(key, must_be(expected, &*found));
    return nullptr;
  }
  return &*found;
}

int SavedJsonReader::integer(const std::string& key, int min, int max) {
  const std::string expected = expect::whole_number(min, max);
  const nlohmann::json* value = field(key, nlohmann::json::value_t::number_integer, expected);
  if (!value) return min;
  const std::optional<int> number = json::whole_number_within(*value, min, max);
  if (!number) fail_field(key, must_be(expected, value));
  return number.value_or(min);
}

std::uint64_t SavedJsonReader::unsigned_integer(const std::string& key) {
  const std::string expected = expect::unsigned_whole_number();
  const nlohmann::json* value = field(key, nlohmann::json::value_t::number_integer, expected);
  if (!value) return 0;
  const std::optional<std::uint64_t> number = json::unsigned_whole_number(*value);
  if (!number) fail_field(key, must_be(expected, value));
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
  const std::string expected = expect::one_of(ids);
  const nlohmann::json* value = field(key, nlohmann::json::value_t::string, expected);
  if (!value) return std::nullopt;
  const auto& text = value->get_ref<const std::string&>();
  if (std::find(ids.begin(), ids.end(), text) != ids.end()) return text;
  fail_field(key, must_be(expected, value));
  return std::nullopt;
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
    const std::string where = key + "[" + std::to_string(texts.size()) + "]";
    if (!item.is_string()) {
      fail_field(where, must_be(expect::kText, &item));
      return {};
    }
    if (item.get_ref<const std::string&>().size() > max_length) {
      fail_field(where, json::too_long(item.get_ref<const std::string&>().size(), max_length));
      return {};
    }
    texts.push_back(item.get<std::string>());
  }
  return texts;
}

SavedJsonReader SavedJsonReader::object(const std::string& key) {
  const nlohmann::json* value = field(key, nlohmann::json::value_t::object, expect::kObject);
  SavedJsonReader child(value ? *value : empty_object(), path_of(key), problem_);
  child.data_mismatch_ = data_mismatch_;
  return child;
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
  for (const nlohmann::json& item : *list) {
    readers.emplace_back(item, path_of(key) + "[" + std::to_string(readers.size()) + "]", problem_);
    readers.back().data_mismatch_ = data_mismatch_;
  }
  return readers;
}

}  // namespace game
