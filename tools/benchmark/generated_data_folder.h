// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

namespace bench {

// What the generated monsters are: complete monsters with every tenth a copy-from variant
// of the one before, or one copy-from chain: each copies the next in the file, the last
// copies the first shipped monster, so resolving the first climbs the whole chain.
enum class MonsterPadding { Varied, CopyFromChain };

// A data folder written for a benchmark under the system's temporary directory: a copy
// of a real one whose monsters.json is padded with generated monsters. It is removed,
// with everything in it, when this object goes.
class GeneratedDataFolder {
 public:
  // Copies `source_data_dir` and appends generated monsters to its monsters.json until
  // the list holds `total_monsters` entries. failure() says why when that went wrong.
  GeneratedDataFolder(const std::filesystem::path& source_data_dir, int total_monsters,
                      MonsterPadding padding = MonsterPadding::Varied);
  ~GeneratedDataFolder();
  GeneratedDataFolder(const GeneratedDataFolder&) = delete;
  GeneratedDataFolder& operator=(const GeneratedDataFolder&) = delete;

  const std::filesystem::path& path() const { return path_; }
  // Empty when the folder was written completely.
  const std::string& failure() const { return failure_; }
  // The size of the padded monsters.json; 0 when it was not written.
  std::uintmax_t monsters_file_bytes() const { return monsters_file_bytes_; }

 private:
  void write(const std::filesystem::path& source_data_dir, int total_monsters, MonsterPadding padding);

  std::filesystem::path path_;
  std::string failure_;
  std::uintmax_t monsters_file_bytes_ = 0;
};

}  // namespace bench
