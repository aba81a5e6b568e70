// SPDX-License-Identifier: MIT
#include "sound_mod_figure.h"

#include <stdexcept>
#include <string>
#include <vector>

#include "sounds/sound_file_bytes.h"
#include "sounds/sound_recipe.h"
#include "startup_figure.h"
#include "temporary_folder.h"

namespace bench {

namespace {

constexpr double kVoiceSeconds = sounds::kMaxVoiceSeconds / static_cast<double>(sounds::kMaxVoices);
// Four sounds of the longest length fill the folder's budget.
const std::vector<std::string> kSoundNames{"ambient", "hit", "hurt", "kill"};
static_assert(sounds::kMaxSoundSeconds * 4 <= sounds::kMaxFolderRecipeSeconds);

// kMaxVoices voices of kVoiceSeconds each, spread so that the last ends at kMaxSoundSeconds.
std::string costliest_recipe() {
  std::string text = "; as costly as a recipe may be\n";
  const double spacing = (sounds::kMaxSoundSeconds - kVoiceSeconds) / static_cast<double>(sounds::kMaxVoices - 1);
  for (std::size_t voice = 0; voice < sounds::kMaxVoices; ++voice) {
    text += "voice " + std::to_string(spacing * static_cast<double>(voice)) + "\n";
    text += "wave " + std::string(voice % 2 == 0 ? "saw" : "noise") + "\n";
    text += "pitch " + std::to_string(110 + 20 * voice) + "\n";
    text += "attack 0.1\nhold " + std::to_string(kVoiceSeconds - 0.2) + "\nrelease 0.1\nvolume 0.05\n";
  }
  return text;
}

}  // namespace

FigureRow sound_mod_startup_figure(const SamplingPlan& plan) {
  const std::string name = "Start-up with a mod of the costliest sounds to first frame";
  std::filesystem::path folder;
  try {
    folder = make_unique_folder();
    write_text_file(folder / "mod.json",
                    R"({"id": "loud", "name": "Loud", "version": "1.0", "description": "Costly sounds."})"
                    "\n");
    std::filesystem::create_directories(folder / "sounds");
    for (const std::string& sound : kSoundNames)
      write_text_file(folder / "sounds" / (sound + ".txt"), costliest_recipe());
  } catch (const std::exception& error) {
    return {name, missing("not written"), std::nullopt, error.what()};
  }
  FigureRow row = startup_figure(plan, name, {"--mod", folder.string()},
                                 "--mod with 4 sounds at the recipe and folder limits, target < 250 ms");
  std::error_code ignored;
  std::filesystem::remove_all(folder, ignored);
  return row;
}

}  // namespace bench
