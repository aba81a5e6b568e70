// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/enum_table.h"
#include "json/object_reader.h"

namespace game {

// Reads one JSON object of a file the game wrote itself (a save, a replay)
// with typed, bounded accessors. The first problem is kept, naming the field
// by its path ("floors[2].entities[5].hp"), what was expected and what was
// found; after it every read returns a harmless fallback, so a loader reads
// on without checks at each step and looks at ok() once at the end. Members
// are looked up through a json::ObjectReader, as every reader's are, and
// what was found is worded as every reader words it (json/field_wording.h).
//
// Members nobody read are not problems here: a save from a newer minor
// format may carry fields this game does not know, and the run it holds is
// still whole without them. (Content, which a person writes, reports them.)
class SavedJsonReader {
 public:
  // Reads `object` where it is, so it must outlive this reader and every reader made from it. `problem`
  // collects the first problem for this reader and all its children.
  SavedJsonReader(const nlohmann::json& object, std::string& problem);

  bool ok() const { return problem_.empty(); }
  bool has(const std::string& key) const;
  bool is_null(const std::string& key) const;
  // Whether `key` holds a text, for a member written in one of two forms (a text, or an older list).
  bool holds_text(const std::string& key) const;

  int integer(const std::string& key, int min, int max);
  std::uint64_t unsigned_integer(const std::string& key);
  bool boolean(const std::string& key);
  std::string string(const std::string& key, std::size_t max_length);
  // The value whose id (in `names`) the text `key` holds; a problem naming every id when it holds none.
  template <typename Enum, std::size_t N>
  std::optional<Enum> word(const std::string& key, const core::EnumTable<Enum, N>& names) {
    const std::optional<std::string> text = id_text(key, core::ids_of(names));
    return text ? core::from_id(names, *text) : std::nullopt;
  }
  // A list of strings, at most `max_count` of them, each at most `max_length` bytes.
  std::vector<std::string> string_list(const std::string& key, std::size_t max_count, std::size_t max_length);
  // A list of whole numbers from `min` to `max`, at most `max_count` of them.
  std::vector<int> integer_list(const std::string& key, std::size_t max_count, int min, int max);
  SavedJsonReader object(const std::string& key);
  // A reader for each object of the array `key`, which may hold at most `max_count`.
  std::vector<SavedJsonReader> object_list(const std::string& key, std::size_t max_count);

  // Reports a problem the typed reads cannot see (a name that is not in the
  // game's data, a position off the map).
  void fail(const std::string& key, const std::string& message);
  // The same for a name the game's data lacks or now gives to another kind of thing: the file is sound,
  // the data is not what it was made with. When this is the first problem, the flag given to
  // track_data_mismatch() is set.
  void fail_data_mismatch(const std::string& key, const std::string& message);
  // The flag this reader and every reader it hands out from now on set (see fail_data_mismatch).
  void track_data_mismatch(bool& first_problem_is_the_data) { data_mismatch_ = &first_problem_is_the_data; }
  // The path of `key` in this object, as problems name it.
  std::string path_of(const std::string& key) const;

 private:
  SavedJsonReader(json::ObjectReader reader, std::string& problem, bool* data_mismatch);

  const nlohmann::json* field(const std::string& key, nlohmann::json::value_t type, std::string_view expected);
  // The text `key` holds when it is one of `ids`, else nothing (and the problem names them all).
  std::optional<std::string> id_text(const std::string& key, const std::vector<std::string>& ids);
  // Keeps the first problem: a typed read's sentence after the field's path ("player.hp must be ...").
  void fail_field(const std::string& key, const std::string& sentence);
  // The same for a value named by its whole path ("floors[2] must be an object, ...").
  void fail_at(const std::string& path, const std::string& sentence);

  json::ObjectReader reader_;
  std::string& problem_;
  bool* data_mismatch_ = nullptr;
};

}  // namespace game
