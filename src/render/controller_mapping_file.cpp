// SPDX-License-Identifier: MIT
// The rules follow SDL 2.26's SDL_gamecontroller.c: SDL_GameControllerAddMappingsFromRW for the
// lines kept, SDL_PrivateAddMappingForGUID and SDL_PrivateGetControllerMappingForGUID for the
// keys; the GUID layout is SDL_joystick.c's SDL_GetJoystickGUIDInfo.
#include "render/controller_mapping_file.h"

#include <algorithm>
#include <cctype>

namespace render {

namespace {

constexpr std::string_view kPlatformField = "platform:";
constexpr std::size_t kGuidDigits = 32;
// Where a field of a GUID sits in its hex text (two digits a byte, each 16-bit field little-endian).
constexpr std::size_t kChecksumAt = 4;
constexpr std::size_t kVendorAt = 8;
constexpr std::size_t kFirstPadAt = 12;
constexpr std::size_t kProductAt = 16;
constexpr std::size_t kSecondPadAt = 20;
constexpr std::size_t kVersionAt = 24;
constexpr std::size_t kFieldDigits = 4;
constexpr std::string_view kZeroField = "0000";

std::string lower_case(std::string_view text) {
  std::string lower(text);
  std::ranges::transform(lower, lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return lower;
}

bool same_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && lower_case(a) == lower_case(b);
}

bool is_guid(std::string_view text) {
  return text.size() == kGuidDigits && std::ranges::all_of(text, [](unsigned char c) { return std::isxdigit(c) != 0; });
}

std::string with_field_cleared(std::string guid, std::size_t at) {
  guid.replace(at, kFieldDigits, kZeroField);
  return guid;
}

// The key SDL keeps a mapping under: the GUID without the checksum of the joystick's name.
std::string controller_key(std::string_view guid) {
  return with_field_cleared(lower_case(guid), kChecksumAt);
}

std::string model_key(const std::string& controller) {
  return with_field_cleared(controller, kVersionAt);
}

std::string_view field(std::string_view guid, std::size_t at) {
  return guid.substr(at, kFieldDigits);
}

// SDL retries without the version only for a GUID of the standard form that names a vendor and
// a product: a bus below 0x20 or SDL's virtual bus 0xff, and zero padding after both ids.
bool names_vendor_and_product(std::string_view guid) {
  const std::string_view bus = guid.substr(0, kFieldDigits);
  const bool known_bus = bus.substr(2) == "00" && (bus.substr(0, 2) < "20" || bus.substr(0, 2) == "ff");
  return known_bus && field(guid, kFirstPadAt) == kZeroField && field(guid, kSecondPadAt) == kZeroField &&
         field(guid, kVendorAt) != kZeroField && field(guid, kProductAt) != kZeroField;
}

// Whether the line's platform field names `platform`; a line without one is for no platform.
bool is_for_platform(std::string_view line, std::string_view platform) {
  const std::size_t field_start = line.find(kPlatformField);
  if (field_start == std::string_view::npos) return false;
  const std::size_t name_start = field_start + kPlatformField.size();
  const std::size_t name_end = line.find(',', name_start);
  if (name_end == std::string_view::npos) return false;
  return same_ignoring_case(line.substr(name_start, name_end - name_start), platform);
}

std::string_view without_line_end(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
}

}  // namespace

ControllerMappingFile ControllerMappingFile::parse(std::string_view text, std::string_view platform) {
  ControllerMappingFile file;
  std::size_t order = 0;
  while (!text.empty()) {
    const std::size_t end = std::min(text.find('\n'), text.size());
    const std::string_view line = without_line_end(text.substr(0, end));
    text.remove_prefix(std::min(end + 1, text.size()));
    ++order;
    if (line.empty() || line.front() == '#' || !is_for_platform(line, platform)) continue;
    const std::size_t guid_end = line.find(',');
    if (guid_end == std::string_view::npos) continue;
    file.keep(line.substr(0, guid_end), line, order);
  }
  return file;
}

void ControllerMappingFile::keep(std::string_view guid, std::string_view line, std::size_t order) {
  if (same_ignoring_case(guid, "default") || same_ignoring_case(guid, "xinput")) {
    for_every_joystick_[lower_case(guid)] = {std::string(line), order};
    return;
  }
  if (!is_guid(guid)) return;
  std::string key = controller_key(guid);
  const auto [place, is_new] = by_controller_.insert_or_assign(key, Line{std::string(line), order});
  if (is_new) by_model_[model_key(key)].push_back(std::move(key));
}

std::vector<std::string_view> ControllerMappingFile::lines_for(std::string_view joystick_guid) const {
  if (!is_guid(joystick_guid)) return {};
  const std::string key = controller_key(joystick_guid);
  std::vector<const Line*> found;
  if (const auto exact = by_controller_.find(key); exact != by_controller_.end()) found.push_back(&exact->second);
  if (names_vendor_and_product(key)) {
    if (const auto model = by_model_.find(model_key(key)); model != by_model_.end()) {
      for (const std::string& other : model->second) {
        if (other != key) found.push_back(&by_controller_.at(other));
      }
    }
  }
  return in_file_order(std::move(found));
}

std::vector<std::string_view> ControllerMappingFile::lines_for_every_joystick() const {
  std::vector<const Line*> found;
  for (const auto& [guid, line] : for_every_joystick_) found.push_back(&line);
  return in_file_order(std::move(found));
}

std::vector<std::string_view> ControllerMappingFile::in_file_order(std::vector<const Line*> lines) {
  std::ranges::sort(lines, {}, &Line::order);
  std::vector<std::string_view> texts;
  for (const Line* line : lines) texts.push_back(line->text);
  return texts;
}

}  // namespace render
