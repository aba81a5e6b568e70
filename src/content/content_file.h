#pragma once

#include <cstddef>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "content/field_reader.h"
#include "json/diagnostics.h"
#include "json/document.h"

namespace content {

// One parsed content file and the name messages use for it.
struct ContentFile {
  std::string display_name;
  json::Document document;
};

// Reads and parses a content file; a missing, unreadable, oversized or
// malformed file becomes a diagnostic and nullopt.
// Messages call the file `display_name` (such as "data/monsters.json").
std::optional<ContentFile> load_content_file(const std::filesystem::path& path, const std::string& display_name,
                                             json::Diagnostics& diagnostics);
std::optional<ContentFile> parse_content_text(std::string_view text, const std::string& display_name,
                                              json::Diagnostics& diagnostics);

// The entries of one list of a content file with every "copy-from" resolved. Each entry is made
// into an EntrySource only when asked for, so a list of 350,000 entries that each copy ten fields
// never holds three and a half million copies at once. It reads the file in place: the file must
// outlive it, unchanged.
class EntryList {
 public:
  std::size_t size() const { return entries_.size(); }
  // The entry at `index` (counting only the list's objects): its own fields and the ones it copies,
  // each placed where it is written.
  EntrySource entry(std::size_t index) const;

 private:
  friend EntryList read_entry_list(const ContentFile&, const std::string&, json::Diagnostics&);
  friend class CopyFromResolver;

  // One field of a resolved entry and the entry that writes it.
  struct Field {
    std::string_view key;  // a key of the file's document, which outlives the list
    std::size_t owner = 0;
  };
  // Sorted by key. Entries that set nothing but their name and copy-from share their parent's.
  using Fields = std::shared_ptr<const std::vector<Field>>;
  struct Entry {
    std::size_t list_index = 0;  // where it stands in the file's list
    const nlohmann::json* object = nullptr;
    Fields fields;
  };

  EntryList(const ContentFile& file, std::string list_key) : file_(&file), list_key_(std::move(list_key)) {}

  const ContentFile* file_;
  std::string list_key_;
  std::vector<Entry> entries_;
};

// Whether the file is shaped { "list_key": [ ... ] }, so that every name it defines can be read.
bool holds_list(const ContentFile& file, const std::string& list_key);

// The entries of the list `list_key` in a file shaped { "list_key": [ {...}, ... ] },
// with every "copy-from" resolved: an entry starts as a copy of the named entry
// of the same list (wherever it stands in the file) and overrides what it sets.
// The file must outlive the list.
EntryList read_entry_list(const ContentFile& file, const std::string& list_key, json::Diagnostics& diagnostics);
EntryList read_entry_list(ContentFile&&, const std::string&, json::Diagnostics&) = delete;

// The single object in a file shaped { "object_key": { ... } }.
std::optional<EntrySource> read_single_entry(const ContentFile& file, const std::string& object_key,
                                             json::Diagnostics& diagnostics);

}  // namespace content
