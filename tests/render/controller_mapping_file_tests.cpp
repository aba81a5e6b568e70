// SPDX-License-Identifier: MIT
// Reading gamecontrollerdb.txt as SDL reads it, without SDL: which lines count, and which a joystick gets.
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "render/controller_mapping_file.h"

namespace {

using render::ControllerMappingFile;

// A pad with vendor 0x28aa, product 0x11ff, version 1, and no checksum of its name.
constexpr std::string_view kPadGuid = "03000000aa280000ff11000001000000";
// The same pad as SDL names a plugged-in one: the checksum of its name in bytes 2-3.
constexpr std::string_view kPluggedPadGuid = "0300c0deaa280000ff11000001000000";
// The same pad, version 2.
constexpr std::string_view kNewerPadGuid = "03000000aa280000ff11000002000000";

std::string pad_line(std::string_view guid, std::string_view name, std::string_view platform = "Linux") {
  return std::string(guid) + "," + std::string(name) +
         ",a:b0,b:b1,leftx:a0,lefty:a1,platform:" + std::string(platform) + ",";
}

std::vector<std::string> as_strings(const std::vector<std::string_view>& lines) {
  return {lines.begin(), lines.end()};
}

}  // namespace

TEST_CASE("only the lines for this platform are read, in any case, and comments and blank lines are not") {
  const std::string text = "# Game controller mappings\n\n" + pad_line("03000000aa280000ff11000001000000", "Pad") +
                           "\n" + pad_line("03000000bb280000ff11000001000000", "Windows Pad", "Windows") + "\n" +
                           pad_line("03000000cc280000ff11000001000000", "Shouting Pad", "LINUX") + "\n" +
                           "03000000dd280000ff11000001000000,No Platform Pad,a:b0,\n" + "# " +
                           pad_line("03000000ee280000ff11000001000000", "Commented Pad") + "\n";
  const ControllerMappingFile file = ControllerMappingFile::parse(text, "Linux");
  CHECK(file.size() == 2);
  CHECK(as_strings(file.lines_for("03000000aa280000ff11000001000000")) ==
        std::vector<std::string>{pad_line("03000000aa280000ff11000001000000", "Pad")});
  CHECK(file.lines_for("03000000cc280000ff11000001000000").size() == 1);
  CHECK(file.lines_for("03000000bb280000ff11000001000000").empty());
  CHECK(file.lines_for("03000000dd280000ff11000001000000").empty());
  CHECK(file.lines_for("03000000ee280000ff11000001000000").empty());
}

TEST_CASE("a plugged-in joystick finds its line by its exact GUID and by the GUID without its name's checksum") {
  const ControllerMappingFile by_plain = ControllerMappingFile::parse(pad_line(kPadGuid, "Pad") + "\n", "Linux");
  CHECK(as_strings(by_plain.lines_for(kPluggedPadGuid)) == std::vector<std::string>{pad_line(kPadGuid, "Pad")});
  const ControllerMappingFile by_exact = ControllerMappingFile::parse(pad_line(kPluggedPadGuid, "Pad") + "\n", "Linux");
  CHECK(as_strings(by_exact.lines_for(kPluggedPadGuid)) == std::vector<std::string>{pad_line(kPluggedPadGuid, "Pad")});
  CHECK(by_exact.lines_for("03000000aa280000ee11000001000000").empty());  // another product
}

TEST_CASE("a later line for the same controller replaces an earlier one, whatever its checksum or case") {
  const std::string text = pad_line(kPadGuid, "First") + "\n" + pad_line(kPluggedPadGuid, "Second") + "\n" +
                           pad_line("03000000AA280000FF11000001000000", "Third") + "\r\n";
  const ControllerMappingFile file = ControllerMappingFile::parse(text, "Linux");
  CHECK(file.size() == 1);
  CHECK(as_strings(file.lines_for(kPluggedPadGuid)) ==
        std::vector<std::string>{pad_line("03000000AA280000FF11000001000000", "Third")});
}

TEST_CASE("a joystick also gets the lines of its model's other versions, which SDL falls back to, in file order") {
  const std::string text = pad_line(kNewerPadGuid, "Newer") + "\n" + pad_line(kPadGuid, "Older") + "\n";
  const ControllerMappingFile file = ControllerMappingFile::parse(text, "Linux");
  CHECK(as_strings(file.lines_for(kPluggedPadGuid)) ==
        std::vector<std::string>{pad_line(kNewerPadGuid, "Newer"), pad_line(kPadGuid, "Older")});
  CHECK(as_strings(file.lines_for("03000000aa280000ff11000009000000")).size() == 2);
}

TEST_CASE("SDL's default and xinput mappings apply to every joystick, and a GUID that is not one is left out") {
  const std::string text = pad_line("default", "Any Pad") + "\n" + pad_line("xinput", "XInput Pad") + "\n" +
                           pad_line("0300aa28", "Short GUID") + "\n" +
                           pad_line("03000000aa280000ff1100000100000z", "Not Hex") + "\n" + "no comma at all\n";
  const ControllerMappingFile file = ControllerMappingFile::parse(text, "Linux");
  CHECK(file.size() == 2);
  CHECK(as_strings(file.lines_for_every_joystick()) ==
        std::vector<std::string>{pad_line("default", "Any Pad"), pad_line("xinput", "XInput Pad")});
  CHECK(file.lines_for("0300aa28").empty());
}

TEST_CASE("a file without a last line end, or an empty one, is read") {
  CHECK(ControllerMappingFile::parse(pad_line(kPadGuid, "Pad"), "Linux").size() == 1);
  CHECK(ControllerMappingFile::parse("", "Linux").size() == 0);
  CHECK(ControllerMappingFile::parse("\n\n", "Linux").size() == 0);
}
