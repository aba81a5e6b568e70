// SPDX-License-Identifier: MIT
// mouseking_sound_maker: turns the text sound recipes in assets/sounds/ into the WAV files the game
// plays, as the atlas packer turns text sprites into the atlas.
//
//   mouseking_sound_maker --recipes DIR --out DIR
//
// Every problem of every recipe is reported as file:line:col: message, and then nothing is written.
// WAV files in the output folder that no recipe makes any more are removed, so a deleted recipe's
// sound does not linger in the build.

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <system_error>

#include "core/atomic_file.h"
#include "sounds/sound_folder.h"
#include "sounds/synthesiser.h"
#include "sounds/wav_file.h"

namespace {

struct MakerOptions {
  std::filesystem::path recipes;
  std::filesystem::path out;
};

constexpr const char* kUsage = "usage: mouseking_sound_maker --recipes DIR --out DIR\n";

std::optional<MakerOptions> read_options(int argc, char** argv) {
  MakerOptions options;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string_view flag = argv[i];
    if (flag == "--recipes") {
      options.recipes = argv[i + 1];
    } else if (flag == "--out") {
      options.out = argv[i + 1];
    } else {
      return std::nullopt;
    }
  }
  if (argc % 2 == 0 || options.recipes.empty() || options.out.empty()) return std::nullopt;
  return options;
}

void remove_unmade_sounds(const std::filesystem::path& out, const std::set<std::string>& made) {
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(out, error)) {
    if (entry.path().extension() == ".wav" && !made.contains(entry.path().stem().string())) {
      std::filesystem::remove(entry.path(), error);
    }
  }
}

int make_sounds(const MakerOptions& options) {
  const sounds::RecipeFolder folder = sounds::read_recipe_folder(options.recipes);
  for (const auto& error : folder.errors) std::cerr << core::to_string(error) << '\n';
  if (!folder.errors.empty()) return EXIT_FAILURE;
  if (folder.recipes.empty()) {
    std::cerr << options.recipes.string() << ": expected sound recipes (*.txt), found none\n";
    return EXIT_FAILURE;
  }
  std::error_code made_folder;
  std::filesystem::create_directories(options.out, made_folder);
  std::set<std::string> made;
  for (const sounds::Recipe& recipe : folder.recipes) {
    const std::string wav = sounds::wav_bytes(sounds::synthesise(recipe), sounds::kSampleRate);
    if (const core::Result<void> written = core::write_file_atomically(options.out / (recipe.name + ".wav"), wav);
        !written) {
      std::cerr << written.error() << '\n';
      return EXIT_FAILURE;
    }
    made.insert(recipe.name);
  }
  remove_unmade_sounds(options.out, made);
  return EXIT_SUCCESS;
}

}  // namespace

int main(int argc, char** argv) {
  const std::optional<MakerOptions> options = read_options(argc, argv);
  if (!options) {
    std::cerr << kUsage;
    return EXIT_FAILURE;
  }
  return make_sounds(*options);
}
