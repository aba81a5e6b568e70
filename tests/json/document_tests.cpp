// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "json/document.h"
#include "parsed_document.h"

using json::Document;
using json::Limits;
using json::read_document;
using json::TextPosition;

namespace {

// Columns below are counted by hand; every line is indented with spaces only.
constexpr std::string_view kMonsters = R"({
  "monsters": [
    {"name": "Neo Mouse", "defence": "high"},
    {
      "name": "Rat King",
      "drops": [true, null, -1.5e3, {"id": 7}]
    }
  ]
})";

std::string value_at(const Document& document, const std::string& pointer) {
  return line_and_column(document.position_of(json::Pointer(pointer)));
}

std::string key_at(const Document& document, const std::string& pointer) {
  return line_and_column(document.key_position_of(json::Pointer(pointer)));
}

// "line:column: message", as a designer would read it after the file name.
std::string error_of(std::string_view text, const Limits& limits = {}) {
  const json::ParseResult result = read_document(text, limits);
  REQUIRE_MESSAGE(result.error.has_value(), "the text parsed without error");
  CHECK_FALSE(result.document.has_value());
  return line_and_column(result.error->position) + ": " + result.error->message;
}

// A small deterministic generator, so the robustness test sees the same inputs on every run.
class Scrambler {
 public:
  std::uint32_t next(std::uint32_t bound) {
    state_ = state_ * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<std::uint32_t>(state_ >> 33) % bound;
  }

 private:
  std::uint64_t state_ = 2024;
};

std::string mutated(std::string text, Scrambler& scrambler) {
  constexpr std::string_view kBytes = "{}[]:,\"\\ \n\r\t0-1.eE+tfnu/\x80\xC3\xA9\xFF";
  const int edits = 1 + static_cast<int>(scrambler.next(4));
  for (int i = 0; i < edits; ++i) {
    const std::size_t at = scrambler.next(static_cast<std::uint32_t>(text.size() + 1));
    const char byte = kBytes[scrambler.next(static_cast<std::uint32_t>(kBytes.size()))];
    switch (scrambler.next(3)) {
      case 0: text.insert(at, 1, byte); break;
      case 1:
        if (at < text.size()) text.erase(at, 1);
        break;
      default:
        if (at < text.size()) text[at] = byte;
        break;
    }
  }
  return text;
}

}  // namespace

TEST_CASE("a top-level value is found where it starts, after leading blank lines") {
  const Document number = parsed("\n\n   42");
  CHECK(number.root() == 42);
  CHECK(value_at(number, "") == "3:4");

  const Document text = parsed("  \"Neo Mouse\"");
  CHECK(value_at(text, "") == "1:3");
}

TEST_CASE("values nested in arrays and objects are found by JSON pointer") {
  const Document document = parsed(kMonsters);
  CHECK(value_at(document, "") == "1:1");
  CHECK(value_at(document, "/monsters") == "2:15");
  CHECK(value_at(document, "/monsters/0") == "3:5");
  CHECK(value_at(document, "/monsters/0/name") == "3:14");
  CHECK(value_at(document, "/monsters/0/defence") == "3:38");
  CHECK(value_at(document, "/monsters/1") == "4:5");
  CHECK(value_at(document, "/monsters/1/name") == "5:15");
  CHECK(value_at(document, "/monsters/1/drops") == "6:16");
  CHECK(value_at(document, "/monsters/1/drops/0") == "6:17");
  CHECK(value_at(document, "/monsters/1/drops/1") == "6:23");
  CHECK(value_at(document, "/monsters/1/drops/2") == "6:29");
  CHECK(value_at(document, "/monsters/1/drops/3") == "6:37");
  CHECK(value_at(document, "/monsters/1/drops/3/id") == "6:44");
}

TEST_CASE("every member and element is found at its line, whatever order the keys are written in") {
  // Keys in falling order, each on its own line, and an array beside them.
  std::string text = "{\n";
  for (int i = 999; i >= 0; --i) text += "  \"k" + std::to_string(1000 + i) + "\": " + std::to_string(i) + ",\n";
  text += "  \"list\": [\n";
  for (int i = 0; i < 1000; ++i) text += std::string(i == 0 ? "" : ",\n") + "    " + std::to_string(i);
  text += "\n  ]\n}";
  const Document document = parsed(text);
  for (int i = 0; i < 1000; ++i) {
    CHECK(key_at(document, "/k" + std::to_string(1000 + i)) == std::to_string(1001 - i) + ":3");
    CHECK(value_at(document, "/list/" + std::to_string(i)) == std::to_string(1003 + i) + ":5");
  }
  CHECK(value_at(document, "/list/1000") == "1002:11");
  CHECK(value_at(document, "/k0999") == "1:1");
}

TEST_CASE("an object member's key and value have their own positions") {
  const Document document = parsed(kMonsters);
  CHECK(key_at(document, "/monsters") == "2:3");
  CHECK(key_at(document, "/monsters/0/defence") == "3:27");
  CHECK(value_at(document, "/monsters/0/defence") == "3:38");
  CHECK(key_at(document, "/monsters/1/drops/3/id") == "6:38");
}

TEST_CASE("an array element or the root has no key, so its key position is its value position") {
  const Document document = parsed(kMonsters);
  CHECK(key_at(document, "/monsters/1") == "4:5");
  CHECK(key_at(document, "") == "1:1");
}

TEST_CASE("a pointer to something absent falls back to its nearest recorded ancestor") {
  const Document document = parsed(kMonsters);
  CHECK(value_at(document, "/monsters/0/speed") == "3:5");
  CHECK(key_at(document, "/monsters/0/speed") == "3:5");
  CHECK(key_at(document, "/monsters/0/defence/level") == "3:38");
  CHECK(value_at(document, "/monsters/9/name") == "2:15");
  CHECK(value_at(document, "/bosses") == "1:1");
}

TEST_CASE("an array index written with a leading zero, a sign or '-' names no element") {
  const Document document = parsed(kMonsters);
  CHECK(value_at(document, "/monsters/01") == "2:15");
  CHECK(value_at(document, "/monsters/+1") == "2:15");
  CHECK(value_at(document, "/monsters/-") == "2:15");
  CHECK(value_at(document, "/monsters/99999999999999999999999") == "2:15");
}

TEST_CASE("a member named like an array index is still found by its name") {
  const Document document = parsed(R"({"0": {"1": true}})");
  CHECK(value_at(document, "/0/1") == "1:13");
  CHECK(key_at(document, "/0/1") == "1:8");
}

TEST_CASE("the parsed document holds the same values nlohmann's own parser builds") {
  const Document document = parsed(kMonsters);
  CHECK(document.root() == nlohmann::json::parse(kMonsters));
  CHECK(document.root()["monsters"][1]["drops"][2].get<double>() == doctest::Approx(-1500.0));
}

TEST_CASE("columns count bytes, so they are exact after multi-byte UTF-8") {
  const Document document = parsed("{\"名前\": \"é\", \"hp\": 3}");
  CHECK(value_at(document, "/名前") == "1:12");
  CHECK(key_at(document, "/hp") == "1:18");
  CHECK(value_at(document, "/hp") == "1:24");
}

TEST_CASE("CRLF line endings start new lines without shifting columns") {
  const Document document = parsed("{\r\n  \"hp\": 3,\r\n  \"name\": \"x\"\r\n}");
  CHECK(key_at(document, "/hp") == "2:3");
  CHECK(value_at(document, "/hp") == "2:9");
  CHECK(key_at(document, "/name") == "3:3");
  CHECK(value_at(document, "/name") == "3:11");
}

TEST_CASE("escaped quotes and backslashes inside strings do not shift later positions") {
  const Document document = parsed(R"(["say \"hi\"", "back\\", 7])");
  CHECK(document.root()[0] == "say \"hi\"");
  CHECK(value_at(document, "/1") == "1:16");
  CHECK(value_at(document, "/2") == "1:26");
}

TEST_CASE("keys holding '/' or '~' are reached through escaped pointers") {
  const Document document = parsed(R"({"a/b": 1, "m~n": 2})");
  CHECK(value_at(document, "/a~1b") == "1:9");
  CHECK(key_at(document, "/m~0n") == "1:12");
}

TEST_CASE("a UTF-8 byte order mark is skipped and does not count as columns") {
  const Document document = parsed("\xEF\xBB\xBF{\"hp\": 3}");
  CHECK(value_at(document, "") == "1:1");
  CHECK(value_at(document, "/hp") == "1:8");
}

TEST_CASE("a missing comma between members is reported at the next key") {
  CHECK(error_of("{\n  \"name\": \"Neo Mouse\"\n  \"hp\": 3\n}") ==
        "3:3: expected ',' or '}' after an object member, found \"hp\"");
  CHECK(error_of("[1 2]") == "1:4: expected ',' or ']' after an array element, found '2'");
}

TEST_CASE("a trailing comma is reported at the closing bracket with advice") {
  CHECK(error_of("[1, 2,\n]") == "2:1: expected a value after ',', found ']' (remove the trailing comma)");
  CHECK(error_of("{\"hp\": 3,\n}") ==
        "2:1: expected a key in double quotes after ',', found '}' (remove the trailing comma)");
}

TEST_CASE("a string left open at the end of a line is reported where it opens") {
  CHECK(error_of("{\"name\": \"Neo Mouse,\n \"hp\": 3}") ==
        "1:10: the string is not closed before the end of the line");
  CHECK(error_of("{\r\n\"name\": \"Neo Mouse,\r\n \"hp\": 3}") ==
        "2:9: the string is not closed before the end of the line");
}

TEST_CASE("a string left open at the end of the file is reported where it opens") {
  CHECK(error_of("[1,\n \"Neo") == "2:2: the string is never closed (missing '\"')");
}

TEST_CASE("a bare word where a value belongs is reported with a hint") {
  CHECK(error_of("{\"defence\": high}") == "1:13: expected a value, found 'high' (text must be in double quotes)");
  CHECK(error_of("[tru]") == "1:2: expected a value, found 'tru'; did you mean \"true\"?");
  CHECK(error_of("[True]") == "1:2: expected a value, found 'True'; did you mean \"true\"?");
  CHECK(error_of("[truex]") == "1:2: expected a value, found 'truex'; did you mean \"true\"?");
  CHECK(error_of("{\"name\": 'Neo Mouse'}") ==
        "1:10: expected a value, found 'Neo Mouse' (text needs double quotes, not single quotes)");
}

TEST_CASE("malformed numbers are reported at the number") {
  CHECK(error_of("{\"hp\": 0x10}") == "1:8: expected a value, found '0x10' (not a valid JSON number)");
  CHECK(error_of("[1.]") == "1:2: '1.' is not a valid number: expected digit after '.'");
  CHECK(error_of("[\n 1e400]") == "2:2: the number '1e400' is too large");
}

TEST_CASE("comments are reported as not allowed") {
  CHECK(error_of("// monsters\n[]") == "1:1: expected a value, found '//' (JSON does not allow comments)");
  CHECK(error_of("{\"hp\": 3, // strong\n}") ==
        "1:11: expected a key in double quotes after ',', found '//' (JSON does not allow comments)");
}

TEST_CASE("a bad escape is reported at the escaped character") {
  CHECK(error_of(R"(["a\qb"])") == "1:5: invalid string: forbidden character after backslash");
}

TEST_CASE("syntax errors after multi-byte UTF-8 and CRLF have byte-exact columns") {
  CHECK(error_of("[\"é\", 1 2]") == "1:10: expected ',' or ']' after an array element, found '2'");
  CHECK(error_of("[\r\n\"é\",\r\n  1 2]") == "3:5: expected ',' or ']' after an array element, found '2'");
}

TEST_CASE("stray bytes quoted in a message are made printable") {
  CHECK(error_of("[h\xC3\xA9llo]") == "1:2: expected a value, found 'h\xC3\xA9llo' (text must be in double quotes)");
  CHECK(error_of("[\xE0\x80\x80x]") == "1:2: expected a value, found '???x' (text must be in double quotes)");
  CHECK(error_of("[\x01]") == "1:2: expected a value, found '?' (text must be in double quotes)");
}

TEST_CASE("a file that ends too early says so at the end") {
  CHECK(error_of("{\"hp\":") == "1:7: expected a value, found the end of the file");
  CHECK(error_of("[1,\n") == "2:1: expected a value after ',', found the end of the file");
}

namespace {

json::SyntaxErrorKind kind_of(std::string_view text, const Limits& limits = {}) {
  const json::ParseResult result = read_document(text, limits);
  REQUIRE(result.error.has_value());
  return result.error->kind;
}

}  // namespace

TEST_CASE("a syntax error says what kind it is, so no caller matches its wording") {
  using Kind = json::SyntaxErrorKind;
  CHECK(kind_of("{\"hp\":") == Kind::EndsEarly);
  CHECK(kind_of("[1,\n") == Kind::EndsEarly);
  CHECK(kind_of("{\"name\": \"Neo") == Kind::EndsEarly);
  CHECK(kind_of("{\"name\": \"Neo", {.quote_text = false}) == Kind::EndsEarly);
  CHECK(kind_of("[1, 2") == Kind::EndsEarly);
  CHECK(kind_of("[1 x]") == Kind::Malformed);
  CHECK(kind_of("[1]\n]") == Kind::Malformed);
  CHECK(kind_of("[\"Neo\n\"]") == Kind::Malformed);
  CHECK(kind_of("{\"hp\": 1, \"hp\": 2}") == Kind::DuplicateKey);
  CHECK(kind_of(std::string(100, '[')) == Kind::TooDeep);
  CHECK(kind_of("[10]", {.max_bytes = 3}) == Kind::TooLarge);
  CHECK(kind_of(" \n") == Kind::Empty);
}

TEST_CASE("text after the top-level value is an error") {
  CHECK(error_of("[1]\n]") == "2:1: expected the end of the file after the top-level value, found ']'");
}

TEST_CASE("an empty or blank file is reported as empty") {
  CHECK(error_of("") == "1:1: the file is empty");
  CHECK(error_of(" \r\n\t\n") == "1:1: the file is empty");
  CHECK(error_of("\xEF\xBB\xBF\n") == "1:1: the file is empty");
}

TEST_CASE("nesting deeper than the limit stops at the bracket that goes too deep") {
  CHECK(error_of(std::string(100000, '[')) == "1:65: nesting deeper than 64 levels");
  CHECK(error_of("{\"a\": [[[]]]}", Limits{.max_depth = 3}) == "1:9: nesting deeper than 3 levels");
  const Document deepest_allowed = parsed(std::string(64, '[') + std::string(64, ']'));
  CHECK(deepest_allowed.root().is_array());
}

TEST_CASE("a file larger than the byte limit is refused before it is parsed") {
  const Limits tiny{.max_bytes = 3};
  CHECK(read_document("[1]", tiny).document.has_value());
  CHECK(error_of("[10]", tiny) == "1:1: the file is 4 bytes, more than the limit of 3 bytes");
  CHECK(error_of("[[[[[[[[[[", tiny) == "1:1: the file is 10 bytes, more than the limit of 3 bytes");
}

TEST_CASE("a key repeated in one object is an error naming the key and both places") {
  CHECK(error_of("{\n  \"hp\": 3,\n  \"hp\": 4\n}") ==
        "3:3: the key \"hp\" appears twice in this object (first at line 2, column 3)");
  const Document separate_objects = parsed(R"([{"hp": 1}, {"hp": 2}])");
  CHECK(separate_objects.root()[1]["hp"] == 2);
}

TEST_CASE("every truncation of a valid file is an error inside the text, never a crash") {
  const int line_count = 9;
  for (std::size_t length = 0; length < kMonsters.size(); ++length) {
    const json::ParseResult result = read_document(kMonsters.substr(0, length));
    REQUIRE(result.error.has_value());
    CHECK_FALSE(result.document.has_value());
    CHECK(result.error->position.line >= 1);
    CHECK(result.error->position.line <= line_count);
    CHECK(result.error->position.column >= 1);
  }
}

TEST_CASE("scrambled files give either a document or an error, never both and never a crash") {
  Scrambler scrambler;
  int documents = 0;
  int errors = 0;
  for (int round = 0; round < 3000; ++round) {
    const std::string text = mutated(std::string(kMonsters), scrambler);
    const json::ParseResult result = read_document(text);
    REQUIRE(result.document.has_value() != result.error.has_value());
    if (result.document) {
      ++documents;
      CHECK(result.document->root() == nlohmann::json::parse(text));
    } else {
      ++errors;
      CHECK(result.error->position.line >= 1);
      CHECK(result.error->position.column >= 1);
      CHECK_FALSE(result.error->message.empty());
    }
  }
  // Both outcomes must actually occur, or the test proves little.
  CHECK(documents > 50);
  CHECK(errors > 50);
}

TEST_CASE("without quoting, a syntax error names the kind of token found but none of the file's bytes") {
  const Limits quiet{.quote_text = false};
  CHECK(error_of("root:x:0:0:secret", quiet) == "1:1: expected a value, found a word (text must be in double quotes)");
  CHECK(error_of("{\"zoom\": 3 \"secret\"}", quiet) ==
        "1:12: expected ',' or '}' after an object member, found text in double quotes");
  CHECK(error_of("[1 2]", quiet) == "1:4: expected ',' or ']' after an array element, found a number");
  CHECK(error_of("[1, 2,\n]", quiet) == "2:1: expected a value after ',', found ']' (remove the trailing comma)");
  CHECK(error_of("['secret']", quiet) ==
        "1:2: expected a value, found text in single quotes (text needs double quotes, not single quotes)");
  CHECK(error_of("[1e999999]", quiet).find("999") == std::string::npos);
}

TEST_CASE("without quoting, a duplicate key is named by where it is, not by its text") {
  CHECK(error_of("{\"secret\": 1,\n \"secret\": 2}", {.quote_text = false}) ==
        "2:2: a key appears twice in this object (first at line 1, column 2)");
}
