// SPDX-License-Identifier: MIT
#include "json/object_reader.h"

#include <algorithm>
#include <iterator>
#include <optional>
#include <utility>

namespace json {

namespace {

using Members = nlohmann::json::object_t;

nlohmann::json as_object(nlohmann::json value) {
  return value.is_object() ? std::move(value) : nlohmann::json::object();
}

// What a reader reads where there is no object: nested readers borrow it rather than each holding one.
const nlohmann::json& empty_object() {
  static const nlohmann::json kEmpty = nlohmann::json::object();
  return kEmpty;
}

const nlohmann::json& object_or_empty(const nlohmann::json* value) {
  return value != nullptr && value->is_object() ? *value : empty_object();
}

const nlohmann::json& object_at(const Document& document, const Pointer& pointer) {
  try {
    return object_or_empty(&document.root().at(pointer));
  } catch (const nlohmann::json::exception&) {
    return empty_object();
  }
}

// Whether `pointer` is `ancestor` or lies inside it, token by token ("/monsters/10" is not inside "/monsters/1").
bool is_within(Pointer pointer, const Pointer& ancestor) {
  while (true) {
    if (pointer == ancestor) return true;
    if (pointer.empty()) return false;
    pointer.pop_back();
  }
}

// Where the value at `token` inside `parent` is written. Without a document nothing has a place, so no
// pointer is built: a save is read this way, thousands of objects at a time.
template <typename Token>
Origin inside(const Origin& parent, const Token& token, bool whole) {
  Pointer pointer = parent.document != nullptr ? parent.pointer / token : Pointer();
  return Origin{parent.document, std::move(pointer), whole, parent.copied};
}

bool written_before(const UnreadMember& a, const UnreadMember& b) {
  const TextPosition& x = a.key_position;
  const TextPosition& y = b.key_position;
  return x.line != y.line ? x.line < y.line : x.column < y.column;
}

}  // namespace

// What is known of one object: its members, where they are written, and which were asked for and read.
// Loading reads thousands of entries and a save thousands of objects, so a record copies nothing it can
// borrow: a nested object is read where it stands in its parent (which the log keeps alive, unchanged),
// its members are known to be written in place rather than listed in a map, and what was done with each
// member sits in a vector beside them, so asking for a member twice costs one lookup, not a search of
// the names asked so far.
struct ObjectReader::Record {
  enum class Use : unsigned char { None, Asked, Read };
  // The readers of the objects nested in one member: the member's own, and those of its elements.
  struct Nested {
    Record* object = nullptr;
    std::vector<Record*> elements;  // by index, as the array is long
  };

  nlohmann::json owned;  // the object a first reader was handed; the others borrow theirs
  const nlohmann::json* object = &empty_object();
  Origin self;                     // where the object is written; not whole when it was merged
  std::string path;                // "" for the first object, "spawn." or "inflicts[0]." below it
  std::vector<std::string> known;  // in the order first asked
  std::vector<Use> uses;           // one per member, in the order the object holds them
  // Reading a nested object twice gives one record, so a member read either way counts as read.
  std::map<std::string, Nested, std::less<>> nested;

  void hold(const nlohmann::json& borrowed) {
    object = &borrowed;
    uses.assign(members().size(), Use::None);
    known.reserve(uses.size());
  }

  const Members& members() const { return object->get_ref<const Members&>(); }

  // Makes `key` a known name, marks it read when `reading`, and gives its value, or nullptr when the
  // object has no such member.
  const nlohmann::json* ask(const std::string& key, bool reading) {
    const Members& all = members();
    const auto found = all.find(key);
    if (found == all.end()) {
      if (std::find(known.begin(), known.end(), key) == known.end()) known.push_back(key);
      return nullptr;
    }
    Use& use = uses[static_cast<std::size_t>(std::distance(all.begin(), found))];
    if (use == Use::None) known.push_back(key);
    if (reading)
      use = Use::Read;
    else if (use == Use::None)
      use = Use::Asked;
    return &found->second;
  }

  bool was_read(std::size_t member) const { return uses[member] == Use::Read; }
};

// Every object read through one first reader, so that all unread members can be listed at the end,
// and the origins of a merged object's members, which its nested readers look up by path.
struct ObjectReader::Log {
  std::vector<std::unique_ptr<Record>> records;  // in the order first read; the readers borrow them
  Origins owned_origins;
  const Origins* origins = &owned_origins;

  std::optional<Origin> find(const std::string& path) const {
    const auto found = origins->find(path);
    return found == origins->end() ? std::nullopt : std::optional<Origin>(found->second);
  }
};

ObjectReader::ObjectReader(const Document* document, nlohmann::json object, std::map<std::string, Pointer> origins,
                           Pointer pointer)
    : ObjectReader(Origin{document, std::move(pointer), false}) {
  record_->owned = as_object(std::move(object));
  record_->hold(record_->owned);
  for (auto& [key, origin] : origins) {
    const bool copied = !is_within(origin, record_->self.pointer);
    log_->owned_origins.emplace(key, Origin{document, std::move(origin), true, copied});
  }
}

ObjectReader ObjectReader::in_place(const nlohmann::json& object, const Origins& origins, Origin self) {
  self.whole = false;
  ObjectReader reader(std::move(self));
  reader.record_->hold(object_or_empty(&object));
  reader.log_->origins = &origins;
  return reader;
}

ObjectReader ObjectReader::in_place(const nlohmann::json& object) {
  ObjectReader reader(Origin{nullptr, Pointer()});
  reader.record_->hold(object_or_empty(&object));
  return reader;
}

ObjectReader::ObjectReader(const Document& document, const Pointer& pointer)
    : ObjectReader(Origin{&document, pointer}) {
  record_->hold(object_at(document, pointer));
}

ObjectReader::ObjectReader(Origin self) : log_(std::make_shared<Log>()) {
  record_ = log_->records.emplace_back(std::make_unique<Record>()).get();
  record_->self = std::move(self);
}

ObjectReader::ObjectReader(Record* record, std::shared_ptr<Log> log) : record_(record), log_(std::move(log)) {}

const nlohmann::json& ObjectReader::object() const {
  return *record_->object;
}

bool ObjectReader::has(const std::string& key) const {
  return record_->ask(key, false) != nullptr;
}

const nlohmann::json* ObjectReader::read(const std::string& key) {
  return record_->ask(key, true);
}

void ObjectReader::ignore(const std::string& key) {
  record_->ask(key, true);
}

ObjectReader ObjectReader::member(const std::string& key) {
  const nlohmann::json* value = read(key);
  Record*& nested = record_->nested[key].object;
  if (!nested) nested = adopt(path_of(key) + ".", value, place_of(key));
  return ObjectReader(nested, log_);
}

ObjectReader ObjectReader::element(const std::string& key, std::size_t index) {
  const nlohmann::json* array = read(key);
  const auto adopt_element = [&](const nlohmann::json* value) {
    const Origin list = place_of(key);
    Origin origin = element_origin_of(key, index).value_or(inside(list, index, list.whole));
    return adopt(path_of(key) + "[" + std::to_string(index) + "].", value, std::move(origin));
  };
  // An element past the end holds nothing to read: its record need not be found again.
  if (!array || !array->is_array() || index >= array->size()) return ObjectReader(adopt_element(nullptr), log_);
  std::vector<Record*>& elements = record_->nested[key].elements;
  elements.resize(array->size());
  if (!elements[index]) elements[index] = adopt_element(&(*array)[index]);
  return ObjectReader(elements[index], log_);
}

ObjectReader::Record* ObjectReader::adopt(std::string path, const nlohmann::json* value, Origin origin) {
  Record* record = log_->records.emplace_back(std::make_unique<Record>()).get();
  // `value` lies inside an object of this log, which stays as it is while the log lives.
  record->hold(object_or_empty(value));
  record->self = std::move(origin);
  record->path = std::move(path);
  return record;
}

std::string ObjectReader::path_of(const std::string& key) const {
  return record_->path + key;
}

// A member of an object written whole is written in it; a merged object's members are looked up by path.
std::optional<Origin> ObjectReader::origin_of(const std::string& key) const {
  const Record& record = *record_;
  if (!record.self.whole) return log_->find(path_of(key));
  if (!record.object->contains(key)) return std::nullopt;
  return inside(record.self, key, true);
}

std::optional<Origin> ObjectReader::element_origin_of(const std::string& key, std::size_t index) const {
  const std::optional<Origin> list = origin_of(key);
  if (!list) return std::nullopt;
  if (list->whole) return inside(*list, index, true);
  return log_->find(path_of(key) + "[" + std::to_string(index) + "]");
}

Origin ObjectReader::place_of(const std::string& key) const {
  if (std::optional<Origin> origin = origin_of(key)) return std::move(*origin);
  return inside(record_->self, key, record_->self.whole);
}

Origin ObjectReader::self() const {
  return record_->self;
}

namespace {

TextPosition place(const Origin& origin, bool of_key) {
  if (origin.document == nullptr) return {0, 0};
  return of_key ? origin.document->key_position_of(origin.pointer) : origin.document->position_of(origin.pointer);
}

}  // namespace

TextPosition ObjectReader::position_of(const std::string& key) const {
  return place(origin_of(key).value_or(self()), false);
}

TextPosition ObjectReader::key_position_of(const std::string& key) const {
  const std::optional<Origin> origin = origin_of(key);
  if (!origin) return place(self(), false);
  return place(*origin, true);
}

TextPosition ObjectReader::element_position_of(const std::string& key, std::size_t index) const {
  if (const std::optional<Origin> origin = element_origin_of(key, index)) return place(*origin, false);
  return position_of(key);
}

const Document* ObjectReader::document_of(const std::string& key) const {
  return origin_of(key).value_or(self()).document;
}

const Document* ObjectReader::element_document_of(const std::string& key, std::size_t index) const {
  if (const std::optional<Origin> origin = element_origin_of(key, index)) return origin->document;
  return document_of(key);
}

std::vector<UnreadMember> ObjectReader::unread_members() const {
  std::vector<UnreadMember> unread;
  for (const std::unique_ptr<Record>& record : log_->records) {
    if (!record->path.starts_with(record_->path)) continue;
    const ObjectReader reader(record.get(), log_);
    std::size_t index = 0;
    for (const auto& [key, value] : record->members()) {
      if (record->was_read(index++)) continue;
      // A member copied in from another object is reported by the reader of the object it is written in.
      const Origin origin = reader.place_of(key);
      if (origin.copied) continue;
      unread.push_back({key, reader.path_of(key), reader.key_position_of(key), origin.document, record->known});
    }
  }
  std::stable_sort(unread.begin(), unread.end(), written_before);
  return unread;
}

}  // namespace json
