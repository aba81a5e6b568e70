// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "json/text_position.h"

namespace json {

enum class Severity { Error, Warning };

// One problem found in a file the game reads (content, settings, a scenario), with where it is.
struct Diagnostic {
  Severity severity = Severity::Error;
  std::string file;
  TextPosition position;
  std::string message;

  // "data/monsters.json:14:16: "Neo Mouse": "defence" must be ..." (warnings say "warning: "); with no
  // file, the message alone.
  std::string to_string() const;
};

// Every problem found while reading: reading goes on after an error
// so a designer sees all of them at once.
class Diagnostics {
 public:
  // Past this many, problems are only counted: a broken 50 MB file must not
  // produce millions of lines.
  static constexpr std::size_t kMaxRecorded = 500;

  void error(const std::string& file, TextPosition position, std::string message);
  void warning(const std::string& file, TextPosition position, std::string message);

  bool has_errors() const;
  int error_count() const;
  int warning_count() const;
  const std::vector<Diagnostic>& all() const { return list_; }
  // Every diagnostic on its own line, errors and warnings in the order found.
  std::string to_string() const;

 private:
  void add(Diagnostic diagnostic);

  std::vector<Diagnostic> list_;
  int unrecorded_errors_ = 0;
  int unrecorded_warnings_ = 0;
};

}  // namespace json
