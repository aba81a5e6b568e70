#include "content/content_file.h"

#include <map>

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

// Resolves copy-from chains in a list of entries, depth first.
class CopyFromResolver {
 public:
  CopyFromResolver(std::vector<EntrySource>& entries, json::Diagnostics& diagnostics)
      : entries_(entries), diagnostics_(diagnostics) {
    for (std::size_t i = 0; i < entries_.size(); ++i) {
      const auto name = entries_[i].object.find("name");
      if (name != entries_[i].object.end() && name->is_string()) index_by_name_.emplace(name->get<std::string>(), i);
    }
    state_.assign(entries_.size(), State::Unresolved);
  }

  void resolve_all() {
    for (std::size_t i = 0; i < entries_.size(); ++i) resolve(i);
  }

 private:
  enum class State { Unresolved, Resolving, Resolved };

  void resolve(std::size_t index) {
    if (state_[index] != State::Unresolved) return;
    state_[index] = State::Resolving;
    EntrySource& entry = entries_[index];
    const auto parent_field = entry.object.find(kCopyFrom);
    if (parent_field != entry.object.end()) {
      if (const auto parent = find_parent(entry, *parent_field)) inherit(entry, *parent);
      entry.object.erase(kCopyFrom);
    }
    state_[index] = State::Resolved;
  }

  std::optional<std::size_t> find_parent(EntrySource& entry, const nlohmann::json& parent_name) {
    FieldReader reader(entry, diagnostics_);
    if (!parent_name.is_string()) {
      reader.error_at(kCopyFrom,
                      "must be the name of another entry in this list, found " + json::describe_found(parent_name));
      return std::nullopt;
    }
    const std::string name = parent_name.get<std::string>();
    const auto found = index_by_name_.find(name);
    if (found == index_by_name_.end()) {
      std::vector<std::string> names;
      for (const auto& [known, ignored] : index_by_name_) names.push_back(known);
      reader.error_at(kCopyFrom, "names \"" + name + "\", which is not in this list" + json::did_you_mean(name, names));
      return std::nullopt;
    }
    if (state_[found->second] == State::Resolving) {
      reader.error_at(kCopyFrom,
                      "names \"" + name + "\", which copies back from this entry: copy-from cannot go in a circle");
      return std::nullopt;
    }
    resolve(found->second);
    return found->second;
  }

  // The parent's fields fill in whatever the entry does not set itself.
  void inherit(EntrySource& entry, std::size_t parent_index) {
    const EntrySource& parent = entries_[parent_index];
    for (const auto& item : parent.object.items()) {
      if (item.key() == "name" || entry.object.contains(item.key())) continue;
      entry.object[item.key()] = item.value();
      entry.field_origins[item.key()] = parent.field_origins.at(item.key());
    }
  }

  std::vector<EntrySource>& entries_;
  json::Diagnostics& diagnostics_;
  std::map<std::string, std::size_t> index_by_name_;
  std::vector<State> state_;
};

}  // namespace

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

std::vector<EntrySource> read_entry_list(const ContentFile& file, const std::string& list_key,
                                         json::Diagnostics& diagnostics) {
  const nlohmann::json& root = file.document.root();
  const JsonPointer list_pointer = JsonPointer{} / list_key;
  if (!root.is_object() || !root.contains(list_key) || !root.at(list_key).is_array()) {
    diagnostics.error(
        file.display_name, file.document.position_of(JsonPointer{}),
        "the file must hold an object with a list \"" + list_key + "\": { \"" + list_key + "\": [ ... ] }");
    return {};
  }
  std::vector<EntrySource> entries;
  const nlohmann::json& list = root.at(list_key);
  for (std::size_t i = 0; i < list.size(); ++i) {
    const JsonPointer pointer = list_pointer / i;
    if (!list[i].is_object()) {
      diagnostics.error(
          file.display_name, file.document.position_of(pointer),
          list_key + "[" + std::to_string(i) + "] must be an object, found " + json::describe_found(list[i]));
      continue;
    }
    entries.push_back(make_entry(file, pointer, list[i], entry_label(list_key, i, list[i])));
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
