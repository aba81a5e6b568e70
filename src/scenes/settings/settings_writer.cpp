// SPDX-License-Identifier: MIT
// The settings file as the game writes it: by hand rather than by json::dump, so that each command's
// keys stay on one line for the players who read and edit it.
#include <nlohmann/json.hpp>
#include <string>
#include <variant>

#include "core/atomic_file.h"
#include "scenes/settings/binding_kinds.h"
#include "scenes/settings/settings_fields.h"
#include "scenes/settings/settings_file.h"

namespace scenes {

namespace {

using Json = nlohmann::json;
using binding_kinds::ButtonKind;
using binding_kinds::KeyKind;

// A text as JSON writes it, in double quotes.
std::string json_string(std::string_view text) {
  return Json(std::string(text)).dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string value_text(const WholeNumberSetting& setting) {
  return std::to_string(*setting.value);
}

std::string value_text(const SwitchSetting& setting) {
  return *setting.value ? "true" : "false";
}

std::string value_text(const WordSetting& setting) {
  return json_string(setting.word());
}

std::string member_text(const SettingField& field) {
  const std::string value = std::visit([](const auto& setting) { return value_text(setting); }, field.value);
  return json_string(field.key) + ": " + value;
}

// The single-valued settings: one a line, a group's on one line of their own. Takes a copy because the
// fields bind to settings they can write through, as the reader does.
std::string fields_text(Settings settings) {
  const std::vector<SettingField> fields = setting_fields(settings);
  std::string text;
  for (const SettingRun& run : runs_of(fields)) {
    if (run.group.empty()) {
      for (const SettingField* field : run.fields) text += "  " + member_text(*field) + ",\n";
      continue;
    }
    std::string members;
    for (const SettingField* field : run.fields) members += (members.empty() ? "" : ", ") + member_text(*field);
    text += "  " + json_string(run.group) + ": { " + members + " },\n";
  }
  return text;
}

template <typename Kind>
std::string names_text(const std::vector<typename Kind::Binding>& bindings) {
  std::string names;
  for (typename Kind::Binding binding : bindings)
    names += (names.empty() ? "" : ", ") + json_string(Kind::name(binding));
  return "[" + names + "]";
}

// Each command's keys (or buttons) on a line of their own.
template <typename Kind>
std::string bindings_text(const typename Kind::Table& table) {
  std::string text = "  " + json_string(Kind::kMember) + ": {\n";
  const auto commands = all_commands();
  for (Command command : commands) {
    text += "    " + json_string(core::id_of(kCommandNames, command)) + ": " +
            names_text<Kind>(Kind::of(table, command)) + (command == commands.back() ? "\n" : ",\n");
  }
  return text + "  }";
}

}  // namespace

std::string settings_to_json(const Settings& settings) {
  // Written by hand rather than by json::dump so that each command's keys stay
  // on one line: the file is meant to be read and edited by players.
  std::string text = "{\n  \"version\": " + std::to_string(kSettingsFileVersion) + ",\n";
  text += fields_text(settings);
  const auto id_list = [](const std::vector<std::string>& ids) {
    std::string list;
    for (const std::string& id : ids) list += (list.empty() ? "" : ", ") + json_string(id);
    return "[" + list + "]";
  };
  text += "  \"mods\": { \"order\": " + id_list(settings.mods.order) +
          ", \"disabled\": " + id_list(settings.mods.disabled) + " },\n";
  text += bindings_text<KeyKind>(settings.keys) + ",\n";
  text += bindings_text<ButtonKind>(settings.buttons) + ",\n";
  text += "  \"menu_buttons\": { \"confirm\": " + names_text<ButtonKind>(settings.buttons.buttons(MenuRole::Confirm)) +
          ", \"cancel\": " + names_text<ButtonKind>(settings.buttons.buttons(MenuRole::Cancel)) + " }\n";
  return text + "}\n";
}

core::Result<void> save_settings(const std::filesystem::path& path, const Settings& settings) {
  if (path.empty()) return core::Failure{"there is no folder for the player's files"};
  return core::write_file_atomically(path, settings_to_json(settings));
}

core::Result<void> save_player_settings(const PlayerSettings& player) {
  if (!player.read_only_reason.empty()) return core::Failure{player.read_only_reason};
  return save_settings(player.file, player.settings);
}

}  // namespace scenes
