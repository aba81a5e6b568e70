// SPDX-License-Identifier: MIT
// The commands that run with no window (SDL is never started): each reads the command line and the
// folder of the game's own files (none when they were not found) and returns the exit code.
#pragma once

#include <filesystem>
#include <optional>

#include "command_line.h"

using ResourceFolder = std::optional<std::filesystem::path>;

// The game's own sounds, which content may name; none (no check) when the game's files were not found.
std::filesystem::path sound_dir_of(const ResourceFolder& resource_dir);

// --check-data [DIR]
int check_data(const CommandLine& options, const ResourceFolder& resource_dir);
// --autoplay --seed N
int run_autoplay(const CommandLine& options, const ResourceFolder& resource_dir);
// --balance
int run_balance(const CommandLine& options, const ResourceFolder& resource_dir);
// --merge DIR...
int run_merge(const CommandLine& options);
// --replay FILE --headless
int run_headless_replay(const CommandLine& options, const ResourceFolder& resource_dir);
