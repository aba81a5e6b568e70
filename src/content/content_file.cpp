// SPDX-License-Identifier: MIT
#include "content/content_file.h"

#include "core/file_reader.h"
#include "json/suggest.h"

namespace content {

namespace {

// Content files are a few kilobytes; anything this big is a mistake, and
// refusing it early keeps memory bounded.
constexpr std::size_t kContentFileLimit = 16 * 1024 * 1024;
// Where an editor finds the file's JSON Schema; the game has no use for it.
constexpr const char* kSchemaKey = "$schema";

EntrySource make_entry(const ContentFile& file, const JsonPointer& pointer, const nlohmann::json& object,
                       std::string label) {
  return EntrySource{.document = &file.document,
                     .file = file.display_name,
                     .label = std::move(label),
                     .written_whole = &object,
                     .merged = nullptr,  // read where it is written: no merged copy
                     .field_origins = {},
                     .pointer = pointer,
                     .mod_id = file.mod_id};
}

}  // namespace

std::optional<ContentFile> parse_content_text(std::string_view text, const std::string& display_name,
                                              json::Diagnostics& diagnostics) {
  json::ParseResult parsed = json::read_document(text);
  if (!parsed.document) {
    const json::SyntaxError error = parsed.error.value_or(
        json::SyntaxError{{1, 1}, "the file could not be read as JSON", json::SyntaxErrorKind::Unreadable});
    diagnostics.error(display_name, error.position, error.message);
    return std::nullopt;
  }
  parsed.document->set_name(display_name);
  return ContentFile{display_name, std::move(*parsed.document), {}};
}

std::optional<ContentFile> load_content_file(const std::filesystem::path& path, const std::string& display_name,
                                             json::Diagnostics& diagnostics) {
  const core::FileRead read = core::read_regular_file(path, kContentFileLimit);
  if (read) return parse_content_text(*read, display_name, diagnostics);
  switch (read.failure().status) {
    case core::FileReadStatus::Missing: diagnostics.error(display_name, {0, 0}, "the file is missing"); break;
    case core::FileReadStatus::TooLarge:
      diagnostics.error(display_name, {0, 0},
                        "the file is too large (" + core::describe_size(read.failure().size) +
                            "); a content file may be at most " + core::describe_size(kContentFileLimit));
      break;
    case core::FileReadStatus::NotAFile:
    case core::FileReadStatus::Unreadable:
      diagnostics.error(display_name, {0, 0}, "the file cannot be used: " + read.error());
      break;
  }
  return std::nullopt;
}

void warn_unknown_top_members(const ContentFile& file, const std::string& key, json::Diagnostics& diagnostics) {
  const nlohmann::json& root = file.document.root();
  if (!root.is_object()) return;
  for (const auto& [member, value] : root.items()) {
    if (member == key || member == kSchemaKey) continue;
    diagnostics.warning(
        file.display_name, file.document.key_position_of(JsonPointer{} / member),
        "\"" + member + "\": unknown field at the top of the file" + json::did_you_mean(member, {key, kSchemaKey}));
  }
}

std::optional<EntrySource> read_single_entry(const ContentFile& file, const std::string& object_key,
                                             json::Diagnostics& diagnostics) {
  warn_unknown_top_members(file, object_key, diagnostics);
  const nlohmann::json& root = file.document.root();
  if (!root.is_object() || !root.contains(object_key) || !root.at(object_key).is_object()) {
    diagnostics.error(file.display_name, file.document.position_of(JsonPointer{}),
                      "the file must hold an object \"" + object_key + "\": { \"" + object_key + "\": { ... } }");
    return std::nullopt;
  }
  return make_entry(file, JsonPointer{} / object_key, root.at(object_key), object_key);
}

std::optional<EntrySource> read_root_entry(const ContentFile& file, const std::string& label,
                                           json::Diagnostics& diagnostics) {
  const nlohmann::json& root = file.document.root();
  if (!root.is_object()) {
    diagnostics.error(file.display_name, file.document.position_of(JsonPointer{}),
                      "the file must hold an object { ... }, found " + json::describe_found(root));
    return std::nullopt;
  }
  return make_entry(file, JsonPointer{}, root, label);
}

}  // namespace content
