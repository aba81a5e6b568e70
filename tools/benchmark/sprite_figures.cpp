#include "sprite_figures.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "render/sprite_library.h"

namespace bench {

namespace {

constexpr int kLayers = 3;
constexpr int kSpritesPerLayer = 50;

// Folders of generated text sprites, removed with the object.
class GeneratedSpriteLayers {
 public:
  GeneratedSpriteLayers() {
    for (int layer = 0; layer < kLayers; ++layer) {
      const std::filesystem::path folder = root_ / ("layer_" + std::to_string(layer));
      std::filesystem::create_directories(folder / render::kLayerSpriteFolder);
      for (int i = 0; i < kSpritesPerLayer; ++i) write_sprite(folder, layer, i);
      folders_.push_back(folder);
    }
  }
  ~GeneratedSpriteLayers() {
    std::error_code ignored;
    std::filesystem::remove_all(root_, ignored);
  }
  GeneratedSpriteLayers(const GeneratedSpriteLayers&) = delete;
  GeneratedSpriteLayers& operator=(const GeneratedSpriteLayers&) = delete;

  const std::vector<std::filesystem::path>& folders() const { return folders_; }

 private:
  // A sprite of the shipped palette's characters, different in every file, with a comment line as modders write.
  static void write_sprite(const std::filesystem::path& folder, int layer, int index) {
    constexpr const char kColours[] = "kdfFsSgw";
    std::ofstream file(folder / render::kLayerSpriteFolder /
                       ("layer" + std::to_string(layer) + "_sprite_" + std::to_string(index) + ".txt"));
    file << "; generated for the benchmark\n";
    for (int y = 0; y < 16; ++y) {
      std::string row;
      for (int x = 0; x < 16; ++x) row += (x + y + index) % 5 == 0 ? '.' : kColours[(x * y + index + layer) % 8];
      file << row << '\n';
    }
  }

  std::filesystem::path root_ =
      std::filesystem::temp_directory_path() / ("mouseking-bench-sprites-" + std::to_string(getpid()));
  std::vector<std::filesystem::path> folders_;
};

FigureRow build_row(std::string figure, const render::SpriteLayers& layers, std::string note,
                    const SamplingPlan& plan) {
  const render::SpriteBuild first = render::build_sprites(layers);
  if (!first.packed)
    return {std::move(figure), missing("build failed"), std::nullopt, sprites::to_string(first.errors.front())};
  note = std::to_string(first.packed->index.sprites.size()) + " sprites, " + note;
  return {std::move(figure),
          measured(measure(plan, 1,
                           [&] {
                             const render::SpriteBuild build = render::build_sprites(layers);
                             keep(build.packed ? build.packed->index.sprites.size() : 0);
                           })),
          std::nullopt, std::move(note)};
}

}  // namespace

std::vector<FigureRow> sprite_figures(const SamplingPlan& plan) {
  const GeneratedSpriteLayers generated;
  return {build_row("Pack the base sprites", {MOUSEKING_BENCHMARK_RESOURCE_DIR, {}}, "read and packed, as on F5", plan),
          build_row("Pack base + 3 layers of 50 sprites", {MOUSEKING_BENCHMARK_RESOURCE_DIR, generated.folders()},
                    "with loading 3 mods: target < 30 ms", plan)};
}

}  // namespace bench
