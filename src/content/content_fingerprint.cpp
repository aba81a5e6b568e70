// SPDX-License-Identifier: MIT
#include "content/content_fingerprint.h"

#include <bit>

#include "core/utf8.h"

namespace content {

namespace {

// A tag per kind of value, so that "1", 1 and [1] hash apart.
enum class Tag : std::uint64_t { Null = 1, False, True, Integer, Float, Text, List, Object };

}  // namespace

ContentChanges changes_between(const ContentFingerprint& recorded, const ContentFingerprint& now) {
  ContentChanges changes;
  for (const FileFingerprint& file : now.files) {
    bool same = false;
    for (const FileFingerprint& old : recorded.files) same = same || (old.file == file.file && old.hash == file.hash);
    if (!same) changes.files.push_back(file.file);
  }
  changes.mods = recorded.mods != now.mods;
  return changes;
}

std::string names_in_prose(const std::vector<std::string>& names) {
  std::string text;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) text += i + 1 == names.size() ? " and " : ", ";
    text += names[i];
  }
  return text;
}

std::string mods_in_prose(const std::vector<ModStamp>& mods) {
  if (mods.empty()) return "no mods";
  std::vector<std::string> names;
  // A save or a replay may hold any text here; a NUL would end the notice.
  for (const ModStamp& mod : mods) names.push_back(core::escape_control_characters(mod.id + " " + mod.version));
  return names_in_prose(names);
}

void JsonHasher::add(const nlohmann::json& value) {
  using Type = nlohmann::json::value_t;
  switch (value.type()) {
    case Type::null:
    case Type::discarded: return mix(static_cast<std::uint64_t>(Tag::Null));
    case Type::boolean: return mix(static_cast<std::uint64_t>(value.get<bool>() ? Tag::True : Tag::False));
    case Type::number_integer:
    case Type::number_unsigned:
      // One tag for both: the parser makes 3 unsigned and -3 signed, and both are whole numbers.
      mix(static_cast<std::uint64_t>(Tag::Integer));
      return mix(value.is_number_unsigned() ? value.get<std::uint64_t>()
                                            : static_cast<std::uint64_t>(value.get<std::int64_t>()));
    case Type::number_float:
      mix(static_cast<std::uint64_t>(Tag::Float));
      return mix(std::bit_cast<std::uint64_t>(value.get<double>()));
    case Type::string: mix(static_cast<std::uint64_t>(Tag::Text)); return add_text(value.get_ref<const std::string&>());
    case Type::array:
      mix(static_cast<std::uint64_t>(Tag::List));
      mix(value.size());
      for (const nlohmann::json& element : value.get_ref<const nlohmann::json::array_t&>()) add(element);
      return;
    case Type::object:
      mix(static_cast<std::uint64_t>(Tag::Object));
      mix(value.size());
      // The map itself, sorted by key: items() would make a proxy per member.
      for (const auto& [key, member] : value.get_ref<const nlohmann::json::object_t&>()) {
        add_text(key);
        add(member);
      }
      return;
    case Type::binary: return mix(static_cast<std::uint64_t>(Tag::Null));
  }
}

// Eight bytes at a time, assembled little-end first so the hash is the same on every machine.
void JsonHasher::add_text(const std::string& text) {
  mix(text.size());
  std::size_t at = 0;
  for (; at + 8 <= text.size(); at += 8) {
    std::uint64_t word = 0;
    for (std::size_t i = 0; i < 8; ++i) word |= std::uint64_t{static_cast<unsigned char>(text[at + i])} << (8 * i);
    mix(word);
  }
  std::uint64_t rest = 0;
  for (std::size_t i = 0; at + i < text.size(); ++i)
    rest |= std::uint64_t{static_cast<unsigned char>(text[at + i])} << (8 * i);
  if (at < text.size()) mix(rest);
}

// A multiply-and-fold step (as in MurmurHash's finaliser) per word: cheap, and every input bit reaches
// every output bit within a few words.
void JsonHasher::mix(std::uint64_t word) {
  state_ ^= word;
  state_ *= 0xff51afd7ed558ccdULL;
  state_ ^= state_ >> 32;
}

// SplitMix64's finaliser, so that the last words are spread over the whole result too.
std::uint64_t JsonHasher::hash() const {
  std::uint64_t z = state_ + 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

std::uint64_t digest_of(const ContentFingerprint& fingerprint) {
  JsonHasher hasher;
  for (const FileFingerprint& file : fingerprint.files) hasher.add({file.file, file.hash});
  for (const ModStamp& mod : fingerprint.mods) hasher.add({mod.id, mod.version});
  return hasher.hash();
}

}  // namespace content
