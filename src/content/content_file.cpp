#include "content/content_file.h"

#include <algorithm>
#include <iterator>
#include <map>

#include "content/known_names.h"
#include "core/file_reader.h"
#include "json/suggest.h"

namespace content {

namespace {

constexpr const char* kCopyFrom = "copy-from";
// Content files are a few kilobytes; anything this big is a mistake, and
// refusing it early keeps memory bounded.
constexpr std::size_t kMaxContentFileBytes = 16 * 1024 * 1024;

EntrySource make_entry(const ContentFile& file, const JsonPointer& pointer, const nlohmann::json& object,
                       std::string label) {
  EntrySource entry{&file.document, file.display_name, std::move(label), object, {}, pointer};
  for (const auto& item : object.items()) entry.field_origins[item.key()] = pointer / item.key();
  return entry;
}

std::string entry_label(const std::string& list_key, std::size_t index, const nlohmann::json& object) {
  std::string label = list_key + "[" + std::to_string(index) + "]";
  const auto name = object.find("name");
  if (name != object.end() && name->is_string()) label += " \"" + name->get<std::string>() + "\"";
  return label;
}

}  // namespace

// Resolves copy-from chains in a list of entries, giving each entry the table of the fields it ends
// up with. A chain is as long as the modder writes it, so it is walked with a list of its links
// rather than by recursion, which a chain of some ten thousand entries would take past the end of
// the stack.
class CopyFromResolver {
 public:
  CopyFromResolver(EntryList& list, json::Diagnostics& diagnostics) : list_(list), diagnostics_(diagnostics) {
    for (std::size_t i = 0; i < list_.entries_.size(); ++i) {
      const auto name = list_.entries_[i].object->find("name");
      if (name != list_.entries_[i].object->end() && name->is_string()) {
        index_by_name_.emplace(name->get<std::string>(), i);
      }
    }
    state_.assign(list_.entries_.size(), State::Unresolved);
  }

  void resolve_all() {
    for (std::size_t i = 0; i < list_.entries_.size(); ++i) resolve_chain(i);
  }

 private:
  enum class State { Unresolved, Resolving, Resolved };
  using Field = EntryList::Field;

  // One entry of a chain being resolved and the entry it copies from, if any.
  struct Link {
    std::size_t entry = 0;
    std::optional<std::size_t> parent;
  };

  // Climbs from `start` to the first entry that is resolved or copies from nothing, then fills in
  // the fields from there down, so that every parent is complete before its child copies it.
  void resolve_chain(std::size_t start) {
    std::vector<Link> chain;
    for (std::size_t at = start; state_[at] == State::Unresolved;) {
      state_[at] = State::Resolving;
      chain.push_back({at, find_parent(at)});
      if (!chain.back().parent) break;
      at = *chain.back().parent;
    }
    for (auto link = chain.rbegin(); link != chain.rend(); ++link) {
      list_.entries_[link->entry].fields = fields_of(link->entry, link->parent);
      state_[link->entry] = State::Resolved;
    }
  }

  // The entry's own fields over its parent's (both sorted by key); never the name, nor copy-from
  // itself, which is resolved.
  EntryList::Fields fields_of(std::size_t index, std::optional<std::size_t> parent) const {
    std::vector<Field> own;
    // The document's own map, so that each key viewed stays where it is.
    for (const auto& [key, value] : list_.entries_[index].object->get_ref<const nlohmann::json::object_t&>()) {
      if (key != "name" && key != kCopyFrom) own.push_back({key, index});
    }
    if (!parent) return std::make_shared<const std::vector<Field>>(std::move(own));
    const EntryList::Fields& inherited = list_.entries_[*parent].fields;
    if (own.empty()) return inherited;
    std::vector<Field> merged;
    merged.reserve(own.size() + inherited->size());
    const auto by_key = [](const Field& a, const Field& b) { return a.key < b.key; };
    // Own fields come first, so that where both have a key, the entry's own is the one kept.
    std::set_union(own.begin(), own.end(), inherited->begin(), inherited->end(), std::back_inserter(merged), by_key);
    return std::make_shared<const std::vector<Field>>(std::move(merged));
  }

  // The entry `index` copies from, or nothing when it copies from none or names a parent it cannot have.
  std::optional<std::size_t> find_parent(std::size_t index) {
    const nlohmann::json& object = *list_.entries_[index].object;
    const auto parent_field = object.find(kCopyFrom);
    if (parent_field == object.end()) return std::nullopt;
    const nlohmann::json& parent_name = *parent_field;
    if (!parent_name.is_string()) {
      error_at(index, "must be the name of another entry in this list, found " + json::describe_found(parent_name));
      return std::nullopt;
    }
    const std::string name = parent_name.get<std::string>();
    const auto found = index_by_name_.find(name);
    if (found == index_by_name_.end()) {
      error_at(index, "names \"" + name + "\", which is not in this list" + suggestion_for(name));
      return std::nullopt;
    }
    if (state_[found->second] == State::Resolving) {
      error_at(index, "names \"" + name + "\", which copies back from this entry: copy-from cannot go in a circle");
      return std::nullopt;
    }
    return found->second;
  }

  void error_at(std::size_t index, const std::string& message) {
    const EntryList::Entry& entry = list_.entries_[index];
    const JsonPointer pointer = JsonPointer{} / list_.list_key_ / entry.list_index / kCopyFrom;
    diagnostics_.error(
        list_.file_->display_name, list_.file_->document.position_of(pointer),
        entry_label(list_.list_key_, entry.list_index, *entry.object) + ": \"" + kCopyFrom + "\" " + message);
  }

  std::string suggestion_for(const std::string& name) {
    if (!known_names_) {
      std::vector<std::string> names;
      for (const auto& [known, ignored] : index_by_name_) names.push_back(known);
      known_names_.emplace(std::move(names));
    }
    return known_names_->did_you_mean(name);
  }

  EntryList& list_;
  json::Diagnostics& diagnostics_;
  std::map<std::string, std::size_t> index_by_name_;
  std::vector<State> state_;
  std::optional<KnownNames> known_names_;  // made at the first unknown parent, for suggestions
};

EntrySource EntryList::entry(std::size_t index) const {
  const Entry& entry = entries_[index];
  const JsonPointer list_pointer = JsonPointer{} / list_key_;
  const JsonPointer pointer = list_pointer / entry.list_index;
  EntrySource source{&file_->document,
                     file_->display_name,
                     entry_label(list_key_, entry.list_index, *entry.object),
                     nlohmann::json::object(),
                     {},
                     pointer};
  // The fields come sorted by key, so each goes in at the end of both maps without a search.
  auto& members = source.object.get_ref<nlohmann::json::object_t&>();
  for (const Field& field : *entry.fields) {
    const Entry& owner = entries_[field.owner];
    std::string key(field.key);
    members.emplace_hint(members.end(), key, owner.object->at(key));
    source.field_origins.emplace_hint(source.field_origins.end(), std::move(key),
                                      list_pointer / owner.list_index / std::string(field.key));
  }
  if (const auto name = entry.object->find("name"); name != entry.object->end()) {
    members.emplace("name", *name);
    source.field_origins.emplace("name", pointer / "name");
  }
  return source;
}

namespace {}  // namespace

std::optional<ContentFile> parse_content_text(std::string_view text, const std::string& display_name,
                                              json::Diagnostics& diagnostics) {
  json::ParseResult parsed = json::read_document(text);
  if (!parsed.document) {
    const json::SyntaxError error =
        parsed.error.value_or(json::SyntaxError{{1, 1}, "the file could not be read as JSON"});
    diagnostics.error(display_name, error.position, error.message);
    return std::nullopt;
  }
  return ContentFile{display_name, std::move(*parsed.document)};
}

std::optional<ContentFile> load_content_file(const std::filesystem::path& path, const std::string& display_name,
                                             json::Diagnostics& diagnostics) {
  core::FileReadResult read = core::read_regular_file(path, kMaxContentFileBytes);
  switch (read.status) {
    case core::FileReadStatus::Read: return parse_content_text(read.bytes, display_name, diagnostics);
    case core::FileReadStatus::Missing: diagnostics.error(display_name, {0, 0}, "the file is missing"); break;
    case core::FileReadStatus::TooLarge:
      diagnostics.error(display_name, {0, 0},
                        "the file is too large (" + core::describe_size(read.size) +
                            "); a content file may be at most " + core::describe_size(kMaxContentFileBytes));
      break;
    case core::FileReadStatus::NotAFile:
    case core::FileReadStatus::Unreadable:
      diagnostics.error(display_name, {0, 0}, "the file cannot be used: " + read.problem);
      break;
  }
  return std::nullopt;
}

bool holds_list(const ContentFile& file, const std::string& list_key) {
  const nlohmann::json& root = file.document.root();
  return root.is_object() && root.contains(list_key) && root.at(list_key).is_array();
}

EntryList read_entry_list(const ContentFile& file, const std::string& list_key, json::Diagnostics& diagnostics) {
  EntryList entries(file, list_key);
  const nlohmann::json& root = file.document.root();
  const JsonPointer list_pointer = JsonPointer{} / list_key;
  if (!holds_list(file, list_key)) {
    diagnostics.error(
        file.display_name, file.document.position_of(JsonPointer{}),
        "the file must hold an object with a list \"" + list_key + "\": { \"" + list_key + "\": [ ... ] }");
    return entries;
  }
  const nlohmann::json& list = root.at(list_key);
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (!list[i].is_object()) {
      diagnostics.error(
          file.display_name, file.document.position_of(list_pointer / i),
          list_key + "[" + std::to_string(i) + "] must be an object, found " + json::describe_found(list[i]));
      continue;
    }
    entries.entries_.push_back({i, &list[i], nullptr});
  }
  CopyFromResolver(entries, diagnostics).resolve_all();
  return entries;
}

std::optional<EntrySource> read_single_entry(const ContentFile& file, const std::string& object_key,
                                             json::Diagnostics& diagnostics) {
  const nlohmann::json& root = file.document.root();
  if (!root.is_object() || !root.contains(object_key) || !root.at(object_key).is_object()) {
    diagnostics.error(file.display_name, file.document.position_of(JsonPointer{}),
                      "the file must hold an object \"" + object_key + "\": { \"" + object_key + "\": { ... } }");
    return std::nullopt;
  }
  return make_entry(file, JsonPointer{} / object_key, root.at(object_key), object_key);
}

}  // namespace content
