// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "json/document.h"
#include "json/text_position.h"

namespace json {

// A member no reader asked for, as ObjectReader::unread_members() lists it.
struct UnreadMember {
  std::string key;                     // as written
  std::string path;                    // its place below the first reader: "spawn.floorz", "inflicts[0].chanse"
  TextPosition key_position;           // where its key is written; {0, 0} without a document
  const Document* document = nullptr;  // the document it is written in
  std::vector<std::string> known;      // every key the readers asked of the same object: "did you mean" candidates
};

// Where a value is written: in which document, and where in it. A value merged from several places (an
// object whose members different files set, a list a mod extended) is not written whole anywhere: its
// own origin is where it was last written, and its members or elements have origins of their own.
struct Origin {
  const Document* document = nullptr;
  Pointer pointer;
  bool whole = true;  // the value is written as it is at `pointer`, so its members are too
  // Copied in from another entry (copy-from), whose own reader reports its unknown members.
  bool copied = false;
};

// Origins of a merged object's members, by the path messages use: "hp", "levels.per_level", "inflicts[2]".
using Origins = std::map<std::string, Origin>;

// One JSON object being read, remembering which of its members were read, so that the members nobody
// read (misspelt or unknown fields) are found by the reader itself rather than by lists of the known ones,
// as Cataclysm-DDA's JsonObject reports its unvisited members. Readers of the objects nested in it, and
// copies of it, share one record, so the first reader can list every unread member below it at the end.
class ObjectReader {
 public:
  // `object` need not be in `document` as such (an entry that copies fields from another is merged):
  // `origins` says where each member is written, `pointer` where the object itself is. Members without
  // an origin are placed at the object. `document` may be null: then nothing has a position.
  ObjectReader(const Document* document, nlohmann::json object, std::map<std::string, Pointer> origins,
               Pointer pointer);
  // A merged object read where it is, instead of copied (a loader reads thousands of entries): `origins`
  // says where each of its members is written (at any depth), `self` where the object itself is. Both
  // `object` and `origins` must outlive the reader and every reader made from it, unchanged.
  static ObjectReader in_place(const nlohmann::json& object, const Origins& origins, Origin self);
  static ObjectReader in_place(nlohmann::json&&, const Origins&, Origin) = delete;
  static ObjectReader in_place(const nlohmann::json&, Origins&&, Origin) = delete;
  // An object of no document (a save the game wrote), read where it is: nothing has a position, so
  // problems are named by path alone. `object` must outlive the reader and every reader made from it.
  static ObjectReader in_place(const nlohmann::json& object);
  static ObjectReader in_place(nlohmann::json&&) = delete;
  // The object at `pointer` in `document`, each member written where it stands. The reader reads it in
  // place, so `document` must outlive the reader and every reader and copy made from it.
  ObjectReader(const Document& document, const Pointer& pointer);

  const nlohmann::json& object() const;

  // Whether the object has `key`. Asking makes `key` a known name (for suggestions) but does not read it.
  bool has(const std::string& key) const;
  // The member `key`, now read, or nullptr when it is absent (`key` is then still a known name).
  const nlohmann::json* read(const std::string& key);
  // Marks `key` read although it is not used: a field that is allowed and means nothing in this case.
  void ignore(const std::string& key);

  // A reader for the object in member `key`, and for the object at `index` of the array `key`; each reads
  // an empty object when there is no object there (the caller reports that).
  ObjectReader member(const std::string& key);
  ObjectReader element(const std::string& key, std::size_t index);

  // How messages name a member: "spawn.floors", "inflicts[0].chance".
  std::string path_of(const std::string& key) const;
  // Where the value of member `key` starts, or the key itself; an absent member is placed at the object.
  TextPosition position_of(const std::string& key) const;
  TextPosition key_position_of(const std::string& key) const;
  // Where element `index` of the array in member `key` starts.
  TextPosition element_position_of(const std::string& key, std::size_t index) const;
  // The document member `key` (or element `index` of it) is written in: the object's own when it has none.
  const Document* document_of(const std::string& key) const;
  const Document* element_document_of(const std::string& key, std::size_t index) const;

  // The members nobody read, of this object and of every object read through it, in the order they
  // are written. Members marked by ignore() are not listed, nor members whose origin is `copied`:
  // copied in from another object, they are reported by that object's reader.
  std::vector<UnreadMember> unread_members() const;

 private:
  struct Record;
  struct Log;

  // A first reader of no object yet, for the public constructors to hand one.
  explicit ObjectReader(Origin self);
  ObjectReader(Record* record, std::shared_ptr<Log> log);
  // A record of a nested object, the object at `value` (an empty one when that is not an object).
  Record* adopt(std::string path, const nlohmann::json* value, Origin origin);
  // Where member `key` (or element `index` of it) is written, or nothing when it has no origin.
  std::optional<Origin> origin_of(const std::string& key) const;
  std::optional<Origin> element_origin_of(const std::string& key, std::size_t index) const;
  // As origin_of, but an absent member is placed where it would be written.
  Origin place_of(const std::string& key) const;
  Origin self() const;

  Record* record_ = nullptr;  // one of the log's, which owns every record read through the first reader
  std::shared_ptr<Log> log_;
};

}  // namespace json
