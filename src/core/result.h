// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace core {

// Why an operation failed, worded for the player or modder who reads it: "it is a named pipe, not a file".
struct Failure {
  std::string message;
};

// What an operation a user can make fail gives back: its value, or the Failure that says why not. The
// one way the file, save and keeper code report failure, instead of out-parameters and "" for success.
// std::expected would do, but it is C++23.
template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : outcome_(std::in_place_index<0>, std::move(value)) {}
  Result(Failure failure) : outcome_(std::in_place_index<1>, std::move(failure)) {}

  bool ok() const { return outcome_.index() == 0; }
  explicit operator bool() const { return ok(); }

  // The value; only when ok().
  T& value() & { return std::get<0>(outcome_); }
  const T& value() const& { return std::get<0>(outcome_); }
  T&& value() && { return std::get<0>(std::move(outcome_)); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }

  // Why it failed; empty when ok().
  const std::string& error() const {
    static const std::string kNone;
    return ok() ? kNone : std::get<1>(outcome_).message;
  }

 private:
  std::variant<T, Failure> outcome_;
};

// Done, or the Failure that says why not: for operations that give nothing back (a write).
template <>
class [[nodiscard]] Result<void> {
 public:
  Result() = default;
  Result(Failure failure) : failure_(std::move(failure)) {}

  bool ok() const { return !failure_; }
  explicit operator bool() const { return ok(); }

  // Why it failed; empty when ok().
  const std::string& error() const {
    static const std::string kNone;
    return failure_ ? failure_->message : kNone;
  }

 private:
  std::optional<Failure> failure_;
};

}  // namespace core
