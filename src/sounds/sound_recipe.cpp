// SPDX-License-Identifier: MIT
#include "sounds/sound_recipe.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>

#include "core/asset_files.h"
#include "core/enum_table.h"
#include "core/range_wording.h"
#include "core/text_lines.h"
#include "core/utf8.h"

namespace sounds {

namespace {

constexpr auto kWaveNames = core::enum_table<Wave>({
    {Wave::Sine, "sine", "sine"},
    {Wave::Square, "square", "square"},
    {Wave::Saw, "saw", "saw"},
    {Wave::Triangle, "triangle", "triangle"},
    {Wave::Noise, "noise", "noise"},
});

// The range one number of a setting must fall in.
struct NumberRange {
  double min;
  double max;
};

// One setting a recipe line may make: its word, the ranges of its numbers in order, and where they go.
struct Setting {
  std::string_view key;
  std::vector<NumberRange> numbers;
  void (*apply)(Voice&, const std::vector<double>&);
  std::string_view says;  // what the numbers are, for messages
};

const std::vector<Setting>& settings() {
  static const std::vector<Setting> table = {
      {"pitch", {{kMinPitch, kMaxPitch}}, [](Voice& v, const auto& n) { v.pitch = n[0]; }, "Hz"},
      {"slide", {{-kMaxPitch, kMaxPitch}}, [](Voice& v, const auto& n) { v.slide = n[0]; }, "Hz per second"},
      {"jump",
       {{0.05, 20.0}, {0.0, kMaxSoundSeconds}},
       [](Voice& v, const auto& n) {
         v.jump_ratio = n[0];
         v.jump_at = n[1];
       },
       "a pitch ratio, then seconds"},
      {"duty", {{0.05, 0.95}}, [](Voice& v, const auto& n) { v.duty = n[0]; }, "a share of the period"},
      {"noise", {{0.0, 1.0}}, [](Voice& v, const auto& n) { v.noise = n[0]; }, "a share"},
      {"attack", {{0.0, kMaxSoundSeconds}}, [](Voice& v, const auto& n) { v.attack = n[0]; }, "seconds"},
      {"hold", {{0.0, kMaxSoundSeconds}}, [](Voice& v, const auto& n) { v.hold = n[0]; }, "seconds"},
      {"release", {{0.0, kMaxSoundSeconds}}, [](Voice& v, const auto& n) { v.release = n[0]; }, "seconds"},
      {"volume", {{0.0, 1.0}}, [](Voice& v, const auto& n) { v.volume = n[0]; }, "a share of full scale"},
      {"tremolo",
       {{0.0, 100.0}, {0.0, 1.0}},
       [](Voice& v, const auto& n) {
         v.tremolo_rate = n[0];
         v.tremolo_depth = n[1];
       },
       "Hz, then a share"},
  };
  return table;
}

// "sine, square, saw, triangle, noise"
std::string wave_names_text() {
  std::string text;
  for (const std::string& id : core::ids_of(kWaveNames)) text += (text.empty() ? "" : ", ") + id;
  return text;
}

const Setting* find_setting(std::string_view key) {
  for (const Setting& setting : settings()) {
    if (setting.key == key) return &setting;
  }
  return nullptr;
}

// A line's words with the 1-based column each starts at.
struct Word {
  std::string_view text;
  int column = 0;
};

std::vector<Word> split_words(std::string_view line) {
  std::vector<Word> words;
  std::size_t pos = 0;
  while (pos < line.size()) {
    while (pos < line.size() && (line[pos] == ' ' || line[pos] == '\t')) ++pos;
    if (pos == line.size() || line[pos] == ';') break;  // the rest of the line is a comment
    const std::size_t begin = pos;
    while (pos < line.size() && line[pos] != ' ' && line[pos] != '\t' && line[pos] != ';') ++pos;
    words.push_back({line.substr(begin, pos - begin), static_cast<int>(begin) + 1});
  }
  return words;
}

std::optional<double> parse_number(std::string_view word) {
  double value = 0;
  const char* end = word.data() + word.size();
  const auto [stop, error] = std::from_chars(word.data(), end, value);
  if (error != std::errc{} || stop != end || !std::isfinite(value)) return std::nullopt;
  return value;
}

// A word of the file as a message quotes it: valid UTF-8 (a broken byte shows as '?'), and cut short
// when long, so that a line of garbage does not become a page of message.
std::string quoted(std::string_view word) {
  constexpr std::size_t kLongestQuoted = 40;
  const std::string shown = core::utf8_prefix(core::valid_utf8(word), kLongestQuoted);
  return "\"" + shown + (shown.size() < word.size() ? "...\"" : "\"");
}

class RecipeParser {
 public:
  explicit RecipeParser(const std::string& file_name) : file_(file_name) {
    recipe_.name = core::asset_name_of(file_name);
    recipe_.voices.emplace_back();
  }

  void parse_line(std::string_view line, int line_number) {
    line_ = line_number;
    const std::vector<Word> words = split_words(line);
    if (words.empty()) return;
    const Word& key = words.front();
    const std::vector<Word> arguments(words.begin() + 1, words.end());
    if (key.text == "voice") return begin_voice(key, arguments);
    const Setting* setting = find_setting(key.text);
    if (!setting && key.text != "wave") {
      return error(key.column, "expected a setting (" + recipe_keys_text() + "), found " + quoted(key.text));
    }
    if (!set_once_in_voice(key)) return;
    if (!setting) return set_wave(key, arguments);
    apply(*setting, key, arguments);
  }

  RecipeResult finish() {
    if (recipe_.length() > kMaxSoundSeconds) {
      errors_.push_back({file_, 0, 0,
                         "the sound lasts " + core::number_text(recipe_.length()) + " seconds, longer than the " +
                             core::number_text(kMaxSoundSeconds) + " a sound may"});
    }
    check_voice_seconds();
    if (!errors_.empty()) return {std::nullopt, std::move(errors_)};
    return {std::move(recipe_), {}};
  }

 private:
  void error(int column, std::string message) { errors_.push_back({file_, line_, column, std::move(message)}); }

  // A setting written twice in one voice is a mistake: which one was meant?
  bool set_once_in_voice(const Word& key) {
    if (set_in_voice_.insert(std::string(key.text)).second) return true;
    error(key.column, "\"" + std::string(key.text) + "\" is set twice in this voice; a voice line starts another");
    return false;
  }

  bool expect_count(const Word& key, const std::vector<Word>& arguments, std::size_t count, std::string_view says) {
    if (arguments.size() == count) return true;
    const int column = arguments.size() > count ? arguments[count].column : key.column;
    error(column, "expected " + core::counted(count, "value", "values") + " after \"" + std::string(key.text) + "\" (" +
                      std::string(says) + "), found " + std::to_string(arguments.size()));
    return false;
  }

  std::optional<double> number_in(const Word& word, NumberRange range) {
    const std::optional<double> value = parse_number(word.text);
    if (!value) {
      error(word.column, "expected a number, found " + quoted(word.text));
      return std::nullopt;
    }
    if (*value < range.min || *value > range.max) {
      error(word.column,
            "expected a number " + core::bounds(range.min, range.max) + ", found " + std::string(word.text));
      return std::nullopt;
    }
    return value;
  }

  void apply(const Setting& setting, const Word& key, const std::vector<Word>& arguments) {
    if (!expect_count(key, arguments, setting.numbers.size(), setting.says)) return;
    std::vector<double> values;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
      const std::optional<double> value = number_in(arguments[i], setting.numbers[i]);
      if (!value) return;
      values.push_back(*value);
    }
    setting.apply(recipe_.voices.back(), values);
  }

  void set_wave(const Word& key, const std::vector<Word>& arguments) {
    if (!expect_count(key, arguments, 1, wave_names_text())) return;
    const std::optional<Wave> wave = core::from_id(kWaveNames, arguments[0].text);
    if (!wave) {
      return error(arguments[0].column,
                   "expected a wave (" + wave_names_text() + "), found " + quoted(arguments[0].text));
    }
    recipe_.voices.back().wave = *wave;
  }

  void begin_voice(const Word& key, const std::vector<Word>& arguments) {
    if (!expect_count(key, arguments, 1, "when it starts, in seconds")) return;
    const std::optional<double> start = number_in(arguments[0], {0.0, kMaxSoundSeconds});
    if (!start) return;
    // The settings before the first voice line are the first voice's; a voice line after them starts another.
    if (!set_in_voice_.empty() || started_voice_) {
      if (recipe_.voices.size() == kMaxVoices) {
        return error(key.column, "a recipe may have at most " + core::counted(kMaxVoices, "voice", "voices") +
                                     "; this line starts one more");
      }
      recipe_.voices.emplace_back();
      voice_lines_.push_back(line_);
    }
    voice_lines_.back() = line_;
    recipe_.voices.back().start = *start;
    started_voice_ = true;
    set_in_voice_.clear();
  }

  // Placed at the voice whose length takes the voices past kMaxVoiceSeconds together.
  void check_voice_seconds() {
    double total = 0.0;
    for (std::size_t i = 0; i < recipe_.voices.size(); ++i) {
      total += recipe_.voices[i].length();
      if (total <= kMaxVoiceSeconds) continue;
      line_ = voice_lines_[i];
      const double hundredths = std::round(total * 100.0) / 100.0;
      return error(1, "the voices up to this one last " + core::number_text(hundredths) +
                          " seconds together, more than the " + core::number_text(kMaxVoiceSeconds) +
                          " a recipe may (each second of each voice is synthesised)");
    }
  }

  std::string file_;
  int line_ = 0;
  Recipe recipe_;
  std::vector<int> voice_lines_{1};  // where each voice begins: its voice line, or line 1 for the first
  std::set<std::string> set_in_voice_;
  bool started_voice_ = false;
  std::vector<core::ParseError> errors_;
};

}  // namespace

double Recipe::length() const {
  double end = 0.0;
  for (const Voice& voice : voices) end = std::max(end, voice.start + voice.length());
  return end;
}

std::string recipe_keys_text() {
  std::string text = "voice, wave";
  for (const Setting& setting : settings()) text += ", " + std::string(setting.key);
  return text;
}

RecipeResult parse_recipe(std::string_view text, const std::string& file_name) {
  RecipeParser parser(file_name);
  const std::vector<std::string_view> lines = core::split_lines(text);
  for (std::size_t i = 0; i < lines.size(); ++i) parser.parse_line(lines[i], static_cast<int>(i) + 1);
  return parser.finish();
}

}  // namespace sounds
