// SPDX-License-Identifier: MIT
#include "core/parse_error.h"

#include <cstdio>

namespace core {

std::string to_string(const ParseError& error) {
  if (error.file.empty()) return error.message;  // a message that places itself
  std::string text = error.file;
  if (error.line > 0) {
    text += ':' + std::to_string(error.line);
    if (error.column > 0) text += ':' + std::to_string(error.column);
  }
  return text + ": " + error.message;
}

void append_errors(std::vector<ParseError>& errors, const std::vector<ParseError>& more) {
  errors.insert(errors.end(), more.begin(), more.end());
}

std::string describe_char(char c) {
  if (c == ' ') return "a space";
  if (c == '\t') return "a tab";
  const auto byte = static_cast<unsigned char>(c);
  if (byte < 0x20 || byte >= 0x7f) {
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02X", byte);
    return std::string("byte ") + hex;
  }
  return std::string("'") + c + "'";
}

}  // namespace core
