// SPDX-License-Identifier: MIT
#include "sprites/palette.h"

#include <charconv>
#include <cstdint>

#include "core/text_lines.h"
#include "core/utf8.h"

namespace sprites {

namespace {

// ';' starts a comment in sprite files, so it cannot also be a pixel.
constexpr char kSpriteCommentChar = ';';

bool is_space(char c) {
  return c == ' ' || c == '\t';
}

std::optional<std::uint8_t> parse_hex_byte(std::string_view two_digits) {
  unsigned value = 0;
  const auto* end = two_digits.data() + two_digits.size();
  const auto [stop, error] = std::from_chars(two_digits.data(), end, value, 16);
  if (error != std::errc{} || stop != end) return std::nullopt;
  return static_cast<std::uint8_t>(value);
}

// Where a palette line's parts are, so each problem can point at its column.
struct PaletteLine {
  std::string_view line;
  std::size_t colour_start = 0;
  std::size_t colour_end = 0;
};

PaletteLine locate_colour(std::string_view line) {
  PaletteLine located{line};
  std::size_t pos = 1;
  while (pos < line.size() && is_space(line[pos])) ++pos;
  located.colour_start = pos;
  while (pos < line.size() && !is_space(line[pos])) ++pos;
  located.colour_end = pos;
  return located;
}

std::optional<std::string> check_key(char key) {
  const auto byte = static_cast<unsigned char>(key);
  if (byte <= 0x20 || byte >= 0x7f) {
    return "expected a printable ASCII character to stand for a colour, "
           "found " +
           core::describe_char(key);
  }
  if (key == kTransparentChar) {
    return "expected a character other than '.', which always means "
           "transparent, found '.'";
  }
  if (key == kSpriteCommentChar) {
    return "expected a character other than ';', which starts a comment in "
           "sprite files, found ';'";
  }
  return std::nullopt;
}

// Where text after the colour starts, or npos when the line holds only
// blanks or a "# comment" there.
std::size_t find_extra_text(std::string_view line, std::size_t colour_end) {
  std::size_t pos = colour_end;
  while (pos < line.size() && is_space(line[pos])) ++pos;
  if (pos == line.size() || line[pos] == '#') return std::string_view::npos;
  return pos;
}

class PaletteParser {
 public:
  explicit PaletteParser(const std::string& file_name) : file_(file_name) {}

  void parse_line(std::string_view line, int line_number) {
    if (core::is_blank(line) || line.front() == '#') return;
    line_ = line_number;
    if (const auto problem = check_key(line.front())) {
      return error(1, *problem);
    }
    if (line.size() < 2 || !is_space(line[1])) {
      return error(2, "expected a space after the colour's character, found " +
                          (line.size() < 2 ? std::string("the end of the line") : core::describe_char(line[1])));
    }
    add_colour(line.front(), locate_colour(line));
  }

  PaletteResult take_result() { return std::move(result_); }

 private:
  void add_colour(char key, const PaletteLine& located) {
    const auto token = located.line.substr(located.colour_start, located.colour_end - located.colour_start);
    const int column = static_cast<int>(located.colour_start) + 1;
    const auto colour = parse_hex_colour(token);
    if (!colour) {
      return error(column, "expected a colour #RRGGBB or #RRGGBBAA, found " +
                               (token.empty() ? std::string("nothing") : '"' + core::valid_utf8(token) + '"'));
    }
    const auto extra = find_extra_text(located.line, located.colour_end);
    if (extra != std::string_view::npos) {
      return error(static_cast<int>(extra) + 1,
                   "expected the end of the line or a '#' comment after the "
                   "colour, found more text");
    }
    const auto [first, inserted] = first_line_.try_emplace(key, line_);
    if (!inserted) {
      return error(1, "expected each character once, found " + core::describe_char(key) + " again (first on line " +
                          std::to_string(first->second) + ")");
    }
    result_.palette.colours[key] = *colour;
  }

  void error(int column, std::string message) { result_.errors.push_back({file_, line_, column, std::move(message)}); }

  std::string file_;
  int line_ = 0;
  std::map<char, int> first_line_;
  PaletteResult result_;
};

}  // namespace

std::optional<Rgba> Palette::find(char c) const {
  const auto found = colours.find(c);
  if (found == colours.end()) return std::nullopt;
  return found->second;
}

std::optional<Rgba> parse_hex_colour(std::string_view text) {
  if (text.size() != 7 && text.size() != 9) return std::nullopt;
  if (text.front() != '#') return std::nullopt;
  std::uint8_t channels[4] = {0, 0, 0, 0xff};
  for (std::size_t i = 0; i * 2 + 1 < text.size(); ++i) {
    const auto channel = parse_hex_byte(text.substr(1 + i * 2, 2));
    if (!channel) return std::nullopt;
    channels[i] = *channel;
  }
  return Rgba{channels[0], channels[1], channels[2], channels[3]};
}

PaletteResult parse_palette(std::string_view text, const std::string& file_name) {
  PaletteParser parser(file_name);
  int line_number = 0;
  for (const auto line : core::split_lines(text)) {
    parser.parse_line(line, ++line_number);
  }
  return parser.take_result();
}

}  // namespace sprites
