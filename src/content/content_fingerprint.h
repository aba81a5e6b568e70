// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace content {

// One content file's part of a fingerprint: the file's name ("monsters.json") and a hash of the
// definitions it gave after every layer was applied.
struct FileFingerprint {
  std::string file;
  std::uint64_t hash = 0;
  friend bool operator==(const FileFingerprint&, const FileFingerprint&) = default;
};

// A mod as a fingerprint names it: the same id and version is taken for the same mod.
struct ModStamp {
  std::string id;
  std::string version;
  friend bool operator==(const ModStamp&, const ModStamp&) = default;
};

// The content a run was made with, so that a save or a replay can tell whether the data has changed since:
// one hash per content file, in the loader's order (kContentFiles), and the mods layered over the data.
struct ContentFingerprint {
  std::vector<FileFingerprint> files;
  std::vector<ModStamp> mods;
  friend bool operator==(const ContentFingerprint&, const ContentFingerprint&) = default;
};

// One number for all of a fingerprint (its files and its mods): what a high score keeps to tell
// the data its run was played on.
std::uint64_t digest_of(const ContentFingerprint& fingerprint);

// What differs between a recorded fingerprint and the content loaded now.
struct ContentChanges {
  std::vector<std::string> files;  // the files whose definitions changed, in the loader's order
  bool mods = false;               // whether other mods (or other versions of them) are loaded
  bool any() const { return !files.empty() || mods; }
};
ContentChanges changes_between(const ContentFingerprint& recorded, const ContentFingerprint& now);

// "monsters.json", "monsters.json and floors.json", "a, b and c".
std::string names_in_prose(const std::vector<std::string>& names);
// "more_mice 1.2 and big_boss 0.1", or "no mods".
std::string mods_in_prose(const std::vector<ModStamp>& mods);

// A 64-bit hash of JSON values, fed one resolved entry after another. It hashes values, not text:
// objects by key in sorted order, so spacing, comments and the order of keys do not count, while any
// changed value, added field or reordered list element does. Not cryptographic: it tells
// "changed" from "the same", it does not resist forgery.
class JsonHasher {
 public:
  void add(const nlohmann::json& value);
  std::uint64_t hash() const;

 private:
  void mix(std::uint64_t word);
  void add_text(const std::string& text);

  std::uint64_t state_ = 0x6d6f7573656b696eULL;  // any fixed start; this one spells "mouseking"
};

}  // namespace content
