// SPDX-License-Identifier: MIT
#pragma once

#include <concepts>
#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace core {

// Why an operation failed, worded for the player or modder who reads it: "it is a named pipe, not a file".
struct Failure {
  std::string message;
};

// A failure type a Result can carry: it says why in a `message`, and may carry more for the caller to
// act on (whether the file was only missing, whether a save only lacks data the game no longer has).
template <class E>
concept FailureWithMessage = requires(const E& failure) {
  { failure.message } -> std::same_as<const std::string&>;
};

// What an operation a user can make fail gives back: its value, or the failure that says why not. The
// one way the file, save and keeper code report failure, instead of out-parameters and "" for success.
// std::expected would do, but it is C++23.
template <class T, FailureWithMessage E = Failure>
class [[nodiscard]] Result {
 public:
  Result(T value) : outcome_(std::in_place_index<0>, std::move(value)) {}
  Result(E failure) : outcome_(std::in_place_index<1>, std::move(failure)) {}

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

  // The whole failure, for what it carries besides the message; only when !ok().
  const E& failure() const { return std::get<1>(outcome_); }

  // Why it failed; empty when ok().
  const std::string& error() const {
    static const std::string kNone;
    return ok() ? kNone : failure().message;
  }

 private:
  std::variant<T, E> outcome_;
};

// Done, or the failure that says why not: for operations that give nothing back (a write).
template <FailureWithMessage E>
class [[nodiscard]] Result<void, E> {
 public:
  Result() = default;
  Result(E failure) : failure_(std::move(failure)) {}

  bool ok() const { return !failure_; }
  explicit operator bool() const { return ok(); }

  // The whole failure; only when !ok().
  const E& failure() const { return failure_.value(); }

  // Why it failed; empty when ok().
  const std::string& error() const {
    static const std::string kNone;
    return failure_ ? failure_->message : kNone;
  }

 private:
  std::optional<E> failure_;
};

}  // namespace core
