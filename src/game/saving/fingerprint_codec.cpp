// SPDX-License-Identifier: MIT
#include "game/saving/fingerprint_codec.h"

#include "content/content_files.h"
#include "core/hexadecimal.h"

namespace game {

namespace {

constexpr std::size_t kModLimit = 1000;
constexpr std::size_t kModTextLimit = 200;

content::ModStamp read_mod(SavedJsonReader& reader) {
  return {reader.string("id", kModTextLimit), reader.string("version", kModTextLimit)};
}

// "more_mice 1.2 and the game now has no mods".
std::string mods_change(const content::ContentFingerprint& recorded, const content::ContentFingerprint& now) {
  return content::mods_in_prose(recorded.mods) + " and the game now has " + content::mods_in_prose(now.mods);
}

}  // namespace

nlohmann::json fingerprint_json(const content::ContentFingerprint& fingerprint) {
  nlohmann::json files = nlohmann::json::object();
  for (const content::FileFingerprint& file : fingerprint.files) files[file.file] = core::to_hexadecimal(file.hash);
  nlohmann::json mods = nlohmann::json::array();
  for (const content::ModStamp& mod : fingerprint.mods) mods.push_back({{"id", mod.id}, {"version", mod.version}});
  return {{"files", std::move(files)}, {"mods", std::move(mods)}};
}

std::optional<content::ContentFingerprint> read_fingerprint(SavedJsonReader& reader) {
  if (!reader.has(kFingerprintKey)) return std::nullopt;
  SavedJsonReader fingerprint_reader = reader.object(kFingerprintKey);
  SavedJsonReader files = fingerprint_reader.object("files");
  content::ContentFingerprint fingerprint;
  for (const char* file : content::kContentFiles) {
    if (!files.has(file)) continue;
    const std::optional<std::uint64_t> hash = core::from_hexadecimal(files.string(file, 16));
    if (!hash) files.fail(file, "expected 16 hexadecimal digits");
    fingerprint.files.push_back({file, hash.value_or(0)});
  }
  for (SavedJsonReader& mod : fingerprint_reader.object_list("mods", kModLimit))
    fingerprint.mods.push_back(read_mod(mod));
  if (!reader.ok()) return std::nullopt;
  return fingerprint;
}

std::string saved_with_other_data(const std::optional<content::ContentFingerprint>& recorded,
                                  const content::ContentFingerprint& now) {
  if (!recorded) return "";
  const content::ContentChanges changes = content::changes_between(*recorded, now);
  if (!changes.any()) return "";
  std::vector<std::string> clauses;
  if (!changes.files.empty()) {
    clauses.push_back(content::names_in_prose(changes.files) + (changes.files.size() == 1 ? " has" : " have") +
                      " changed since");
  }
  if (changes.mods) clauses.push_back("it was saved with " + mods_change(*recorded, now));
  return "This run was saved with other game data: " + clauses.front() + (clauses.size() > 1 ? "; " + clauses[1] : "") +
         ".";
}

std::string recorded_with_other_data(const std::optional<content::ContentFingerprint>& recorded,
                                     const content::ContentFingerprint& now) {
  if (!recorded) return "";
  const content::ContentChanges changes = content::changes_between(*recorded, now);
  if (!changes.any()) return "";
  constexpr const char* kConsequence = ", so it may not play out as it did.";
  if (changes.files.empty()) return "This replay was recorded with " + mods_change(*recorded, now) + kConsequence;
  const bool one = changes.files.size() == 1;
  std::string notice = "This replay was recorded with " + content::names_in_prose(changes.files) +
                       (one ? " as it was; it has" : " as they were; they have") + " changed since" + kConsequence;
  if (changes.mods) notice += " It was recorded with " + mods_change(*recorded, now) + ".";
  return notice;
}

}  // namespace game
