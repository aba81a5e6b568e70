// SPDX-License-Identifier: MIT
#include "render/screenshot.h"

#include <SDL_image.h>

#include <memory>
#include <string>
#include <system_error>

#include "core/atomic_file.h"

namespace render {

namespace {

// More screenshots named for one second than anyone takes: past this, the folder is not ours to fill.
constexpr int kMostShotsNamedAlike = 1000;

// An SDL stream that appends whatever is written to a string, so the PNG is
// made whole in memory before any of it reaches the disk.
std::size_t append_to_string(SDL_RWops* stream, const void* bytes, std::size_t size, std::size_t count) {
  static_cast<std::string*>(stream->hidden.unknown.data1)->append(static_cast<const char*>(bytes), size * count);
  return count;
}

// Only telling where the stream stands is supported, which is all an encoder asks of a sink.
Sint64 report_position(SDL_RWops* stream, Sint64 offset, int whence) {
  if (offset != 0 || whence == RW_SEEK_SET) return -1;
  return static_cast<Sint64>(static_cast<std::string*>(stream->hidden.unknown.data1)->size());
}

Sint64 written_size(SDL_RWops* stream) {
  return report_position(stream, 0, RW_SEEK_END);
}
std::size_t read_nothing(SDL_RWops*, void*, std::size_t, std::size_t) {
  return 0;
}
int close_nothing(SDL_RWops*) {
  return 0;
}

using StreamPtr = std::unique_ptr<SDL_RWops, decltype(&SDL_FreeRW)>;

// The surface as the bytes of a PNG file, or SDL_image's reason why not.
core::Result<std::string> encode_png(SDL_Surface* pixels) {
  std::string png;
  StreamPtr stream(SDL_AllocRW(), &SDL_FreeRW);
  if (!stream) return core::Failure{std::string("Could not encode the screenshot: ") + SDL_GetError()};
  // SDL_AllocRW leaves every member unset.
  stream->type = SDL_RWOPS_UNKNOWN;
  stream->size = written_size;
  stream->read = read_nothing;
  stream->write = append_to_string;
  stream->seek = report_position;
  stream->close = close_nothing;
  stream->hidden.unknown.data1 = &png;
  if (IMG_SavePNG_RW(pixels, stream.get(), 0) != 0) {
    return core::Failure{std::string("Could not encode the screenshot: ") + IMG_GetError()};
  }
  return png;
}

}  // namespace

std::filesystem::path screenshot_path(const std::filesystem::path& folder, std::time_t when, int number) {
  std::tm local{};
  localtime_r(&when, &local);
  char stamp[32] = {};
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
  const std::string stem = std::string("mouseking-") + stamp;
  return folder / (number <= 1 ? stem + ".png" : stem + "-" + std::to_string(number) + ".png");
}

std::filesystem::path free_screenshot_path(const std::filesystem::path& folder, std::time_t when) {
  std::error_code ignored;
  int number = 1;
  while (std::filesystem::exists(std::filesystem::symlink_status(screenshot_path(folder, when, number), ignored)))
    ++number;
  return screenshot_path(folder, when, number);
}

core::Result<std::filesystem::path> save_screenshot(const Canvas& canvas, const std::filesystem::path& folder) {
  std::error_code folder_error;
  std::filesystem::create_directories(folder, folder_error);
  if (folder_error) return core::Failure{"Could not create " + folder.string() + ": " + folder_error.message()};
  const SurfacePtr pixels = canvas.read_pixels();
  if (!pixels) return core::Failure{std::string("Could not read the screen: ") + SDL_GetError()};
  const std::time_t when = std::time(nullptr);
  const core::Result<std::string> png = encode_png(pixels.get());
  if (!png) return core::Failure{png.error()};
  // Atomically, like every file the game writes: a full disk leaves no cut-short PNG behind.
  const core::Result<std::filesystem::path> staged = core::stage_file(screenshot_path(folder, when, 1), *png);
  if (!staged) return staged;
  // Under a name no file has, checked as the file goes in: another game's shot of the same second stays.
  for (int number = 1; number <= kMostShotsNamedAlike; ++number) {
    const std::filesystem::path file = screenshot_path(folder, when, number);
    const core::NewNameCommit commit = core::commit_staged_file_as_new(*staged, file);
    if (commit.outcome == core::NewNameCommit::Outcome::Committed) return file;
    if (commit.outcome == core::NewNameCommit::Outcome::Failed) return core::Failure{commit.error};
  }
  std::error_code ignored;
  std::filesystem::remove(*staged, ignored);
  return core::Failure{"Could not find a free name for the screenshot in " + folder.string()};
}

}  // namespace render
