// SPDX-License-Identifier: MIT
#include "json/diagnostics.h"

#include <algorithm>

namespace json {

std::string Diagnostic::to_string() const {
  const std::string kind = severity == Severity::Warning ? "warning: " : "";
  if (file.empty()) return kind + message;  // a problem of no one file, such as SDL's
  std::string text = file;
  if (position.line > 0) text += ":" + std::to_string(position.line) + ":" + std::to_string(position.column);
  return text + ": " + kind + message;
}

void Diagnostics::error(const std::string& file, TextPosition position, std::string message) {
  add({Severity::Error, file, position, std::move(message)});
}

void Diagnostics::warning(const std::string& file, TextPosition position, std::string message) {
  add({Severity::Warning, file, position, std::move(message)});
}

void Diagnostics::add(Diagnostic diagnostic) {
  if (list_.size() < kMaxRecorded) {
    list_.push_back(std::move(diagnostic));
  } else {
    ++(diagnostic.severity == Severity::Error ? unrecorded_errors_ : unrecorded_warnings_);
  }
}

bool Diagnostics::has_errors() const {
  return error_count() > 0;
}

int Diagnostics::error_count() const {
  const auto recorded =
      std::count_if(list_.begin(), list_.end(), [](const Diagnostic& d) { return d.severity == Severity::Error; });
  return static_cast<int>(recorded) + unrecorded_errors_;
}

int Diagnostics::warning_count() const {
  return static_cast<int>(list_.size()) + unrecorded_errors_ + unrecorded_warnings_ - error_count();
}

std::string Diagnostics::to_string() const {
  std::string text;
  for (const Diagnostic& diagnostic : list_) text += diagnostic.to_string() + "\n";
  const int unrecorded = unrecorded_errors_ + unrecorded_warnings_;
  if (unrecorded > 0) text += "... and " + std::to_string(unrecorded) + " more problems\n";
  return text;
}

}  // namespace json
