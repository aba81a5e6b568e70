// SPDX-License-Identifier: MIT
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "content/content_fingerprint.h"
#include "game/saving/saved_json_reader.h"

namespace game {

// The key under which saves and replays keep the fingerprint of the content they were made with.
inline constexpr const char* kFingerprintKey = "content";

// { "files": { "monsters.json": "<16 hex digits>", ... }, "mods": [ { "id": ..., "version": ... } ] }.
nlohmann::json fingerprint_json(const content::ContentFingerprint& fingerprint);

// The fingerprint under kFingerprintKey; nullopt when there is none (format 1 allows a file
// without one: the content it was made with is then unknown). Files the game does not read are skipped, so a newer
// game's fingerprint still reads.
std::optional<content::ContentFingerprint> read_fingerprint(SavedJsonReader& reader);

// A sentence for the player when a save was made with other content than the game has now, such as
// "This run was saved with other game data: monsters.json and floors.json have changed since."; empty
// when the content is the same or the save does not say.
std::string saved_with_other_data(const std::optional<content::ContentFingerprint>& recorded,
                                  const content::ContentFingerprint& now);

// The same for a replay, said before it plays: "This replay was recorded with monsters.json as it was;
// it has changed since, so it may not play out as it did."
std::string recorded_with_other_data(const std::optional<content::ContentFingerprint>& recorded,
                                     const content::ContentFingerprint& now);

}  // namespace game
