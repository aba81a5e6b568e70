// SPDX-License-Identifier: MIT
#include "scenes/settings/settings_file.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>
#include <system_error>

#include "core/file_reader.h"
#include "json/document.h"
#include "json/field_wording.h"
#include "json/object_reader.h"
#include "json/schema_object.h"
#include "json/schema_shapes.h"
#include "json/suggest.h"
#include "scenes/settings/binding_kinds.h"
#include "scenes/settings/settings_fields.h"

namespace scenes {

namespace {

using Json = nlohmann::json;
using Pointer = Json::json_pointer;
using binding_kinds::ButtonKind;
using binding_kinds::KeyKind;
namespace expect = json::expect;

// The game writes about two kilobytes; the cap keeps a hostile file from using
// memory, since a broken settings file must never stop the game.
constexpr std::size_t kSettingsFileLimit = 1024 * 1024;

// "/window/width" as its tokens: "window", "width".
std::vector<std::string> tokens_of(const Pointer& pointer) {
  std::vector<std::string> tokens;
  for (Pointer at = pointer; !at.empty(); at = at.parent_pointer()) tokens.push_back(at.back());
  std::ranges::reverse(tokens);
  return tokens;
}

// "window.width", "keys.move_up[2]": how a warning names a place in the file.
std::string field_name(const Pointer& pointer) {
  std::string name;
  for (const std::string& token : tokens_of(pointer)) {
    const bool index = !token.empty() && token.find_first_not_of("0123456789") == std::string::npos;
    name += index ? "[" + token + "]" : (name.empty() ? "" : ".") + token;
  }
  return name;
}

// What a settings file holds is shown by its kind only: it may be a link to a file that is not the game's.
std::string must_be(std::string_view expected, const Json* found) {
  return json::must_be(expected, found, json::Found::KindOnly);
}

// Names SDL knows, for "did you mean" hints after a misspelt key name.
constexpr const char* kMenuButtonsAbout =
    "The game controller's buttons that confirm and cancel in every menu; each must keep a button of its own.";

// Reads one settings document, reporting each bad value with where it is and
// keeping the default in its place. Given a schema, it reads an empty document and writes into the
// schema each setting it asks for, with its range, default and meaning: settings.json's JSON Schema.
class SettingsReader {
 public:
  SettingsReader(const json::Document& document, const std::string& file, json::Diagnostics& problems,
                 json::SchemaObject* schema = nullptr)
      : document_(document), file_(file), problems_(problems), schema_(schema) {}

  Settings read() {
    Settings settings;
    const Json& root = document_.root();
    if (!root.is_object()) {
      warn(Pointer(), "the file " + must_be("one JSON object", &root) + "; using the default settings");
      return settings;
    }
    json::ObjectReader members(document_, Pointer());
    members.ignore("$schema");  // for editors
    check_version(members);
    read_fields(members, settings);
    read_bindings<KeyKind>(members, settings.keys);
    read_bindings<ButtonKind>(members, settings.buttons);
    read_menu_buttons(members, settings.buttons);
    if (object_at(members, Pointer("/mods"), kModsAbout) || schema_) read_mods(members.member("mods"), settings.mods);
    warn_unread(members);
    return settings;
  }

 private:
  static constexpr const char* kModsAbout =
      "Which mods of the mods folder load, and in what order, as the Mods screen sets them; mods are named by "
      "their id.";

  void read_mods(json::ObjectReader mods, content::ModChoice& choice) {
    choice.order = id_list(mods, Pointer("/mods/order"),
                           "Mod ids, first loaded first (after the mods each requires); mods found but not "
                           "listed load after these, by folder name.");
    choice.disabled = id_list(mods, Pointer("/mods/disabled"), "Ids of mods found that are not loaded.");
  }

  // A list of mod ids; an element that is not a string is left out with a warning.
  std::vector<std::string> id_list(json::ObjectReader& object, const Pointer& pointer, std::string_view about) {
    describe(
        pointer,
        json::shape::with_default(json::shape::list_of(json::shape::text(), false), nlohmann::ordered_json::array()),
        about);
    std::vector<std::string> ids;
    const Json* found = object.read(pointer.back());
    if (!found) return ids;
    if (!found->is_array()) {
      warn(pointer, must_be("a list of mod ids such as [\"more_mice\"]", found) + "; using none");
      return ids;
    }
    for (std::size_t i = 0; i < found->size(); ++i) {
      const Json& id = (*found)[i];
      if (id.is_string()) {
        ids.push_back(id.get<std::string>());
      } else {
        warn(pointer / i, must_be("a mod id", &id) + "; ignored");
      }
    }
    return ids;
  }

  // In describe mode, the setting at `pointer` as a property of the schema (an object's, for "/window/width").
  void describe(const Pointer& pointer, const json::shape::Shape& shape, std::string_view about) {
    if (!schema_) return;
    json::SchemaObject* object = schema_;
    for (const std::string& token : tokens_of(pointer.parent_pointer())) {
      object = &object->object(token, {}, json::Presence::Optional);
    }
    object->property(pointer.back(), shape, about, json::Presence::Optional);
  }

  template <typename Kind>
  void describe_bindings() {
    json::SchemaObject& object = schema_->object(Kind::kMember, Kind::kAbout, json::Presence::Optional);
    const typename Kind::Table defaults = Kind::Table::defaults();
    for (Command command : all_commands()) {
      Json names = Json::array();
      for (typename Kind::Binding binding : Kind::of(defaults, command)) names.push_back(Kind::name(binding));
      object.property(
          std::string(core::id_of(kCommandNames, command)), binding_list_shape(names),
          std::string(core::label_of(kCommandNames, command)) + ". A list of " + Kind::kNoun + " names, or one name.",
          json::Presence::Optional);
    }
  }

  static json::shape::Shape binding_list_shape(const Json& defaults) {
    return json::shape::Shape{{"type", json::shape::Shape::array({"array", "string"})},
                              {"items", {{"type", "string"}}},
                              {"default", defaults}};
  }

  void warn(const Pointer& pointer, const std::string& message) {
    const std::string place = pointer.empty() ? "" : "\"" + field_name(pointer) + "\" ";
    problems_.warning(file_, document_.position_of(pointer), place + message);
  }

  // Whatever no read below asked for is a setting this game does not have.
  void warn_unread(const json::ObjectReader& members) {
    for (const json::UnreadMember& member : members.unread_members()) {
      problems_.warning(file_, member.key_position,
                        // Where it is, not what it says: the file may be a link to another's (see describe_kind_found).
                        "a setting this game does not have is ignored" + json::did_you_mean(member.key, member.known));
    }
  }

  void check_version(json::ObjectReader& root) {
    describe(Pointer("/version"),
             json::shape::with_default(json::shape::integer(kSettingsFileVersion, kSettingsFileVersion),
                                       kSettingsFileVersion),
             "The file's format; this game writes 1.");
    const Json* version = root.read("version");
    if (!version) return;
    if (!json::whole_number_within(*version, kSettingsFileVersion, kSettingsFileVersion)) {
      warn(Pointer("/version"),
           must_be(std::to_string(kSettingsFileVersion), version) + "; reading the settings this game knows");
    }
  }

  // The object at `pointer`, or nullptr (with a warning when something else is there).
  const Json* object_at(json::ObjectReader& parent, const Pointer& pointer, std::string_view about) {
    if (schema_) schema_->object(pointer.back(), about, json::Presence::Optional);
    const Json* found = parent.read(pointer.back());
    if (!found) return nullptr;
    if (found->is_object()) return found;
    warn(pointer, must_be(expect::kObject, found) + "; using the defaults");
    return nullptr;
  }

  // Every single-valued setting, read from the object of its group, or from the top.
  void read_fields(json::ObjectReader& members, Settings& settings) {
    const std::vector<SettingField> fields = setting_fields(settings);
    for (const SettingRun& run : runs_of(fields)) {
      if (run.group.empty()) {
        for (const SettingField* field : run.fields) read_field(members, Pointer(), *field);
        continue;
      }
      const std::string group(run.group);
      if (!object_at(members, Pointer("/" + group), group_about(run.group)) && !schema_) continue;
      json::ObjectReader object = members.member(group);
      for (const SettingField* field : run.fields) read_field(object, Pointer("/" + group), *field);
    }
  }

  void read_field(json::ObjectReader& object, const Pointer& parent, const SettingField& field) {
    const Pointer at = parent / std::string(field.key);
    std::visit([&](const auto& setting) { read_setting(object, at, setting, field.about); }, field.value);
  }

  void read_setting(json::ObjectReader& object, const Pointer& at, const WholeNumberSetting& setting,
                    std::string_view about) {
    const int fallback = *setting.value;
    describe(at, json::shape::with_default(json::shape::integer(setting.min, setting.max), fallback), about);
    const Json* found = object.read(at.back());
    if (!found) return;
    if (const std::optional<int> number = json::whole_number_within(*found, setting.min, setting.max)) {
      *setting.value = *number;
      return;
    }
    warn(at, must_be(expect::whole_number(setting.min, setting.max), found) + "; using " + std::to_string(fallback));
  }

  void read_setting(json::ObjectReader& object, const Pointer& at, const SwitchSetting& setting,
                    std::string_view about) {
    const bool fallback = *setting.value;
    describe(at, json::shape::with_default(json::shape::boolean(), fallback), about);
    const Json* found = object.read(at.back());
    if (!found) return;
    if (found->is_boolean()) {
      *setting.value = found->get<bool>();
      return;
    }
    warn(at, must_be(expect::kTrueOrFalse, found) + "; using " + (fallback ? "true" : "false"));
  }

  void read_setting(json::ObjectReader& object, const Pointer& at, const WordSetting& setting, std::string_view about) {
    const std::string fallback = setting.word();
    describe(at, json::shape::with_default(json::shape::one_of(setting.words), fallback), about);
    const Json* found = object.read(at.back());
    if (!found) return;
    const std::string name = found->is_string() ? found->get<std::string>() : "";
    if (found->is_string() && setting.set(name)) return;
    warn(at, must_be(expect::one_of(setting.words), found) + "; using \"" + fallback + "\"" +
                 (found->is_string() ? json::did_you_mean(name, setting.words) : ""));
  }

  template <typename Kind>
  void read_bindings(json::ObjectReader& members, typename Kind::Table& table) {
    const Pointer at("/" + std::string(Kind::kMember));
    if (const Json* found = object_at(members, at, Kind::kAbout)) table = read_binding_table<Kind>(*found, at);
    if (schema_) describe_bindings<Kind>();
  }

  // Commands the file names keep only the file's keys (or buttons); the others
  // keep their defaults, less any the file gave to another command.
  template <typename Kind>
  typename Kind::Table read_binding_table(const Json& object, const Pointer& member) {
    typename Kind::Table bindings = Kind::Table::defaults();
    std::set<Command> from_file;
    for (const auto& [id, value] : object.items()) {
      const Pointer at = member / id;
      const std::optional<Command> command = core::from_id(kCommandNames, id);
      if (!command) {
        problems_.warning(
            file_, document_.key_position_of(at),
            "unknown action \"" + field_name(at) + "\" is ignored" + json::did_you_mean(id, command_ids()));
        continue;
      }
      std::optional<std::vector<typename Kind::Binding>> listed = binding_list<Kind>(value, at);
      if (!listed) continue;  // keeps the defaults
      bindings.clear(*command);
      from_file.insert(*command);
      for (typename Kind::Binding binding : *listed) bind_from_file<Kind>(bindings, from_file, *command, binding, at);
    }
    for (Command command : Kind::restore(bindings)) {
      const Pointer at = member / std::string(core::id_of(kCommandNames, command));
      warn(object.contains(at.back()) ? at : member,
           "leaves \"" + std::string(core::label_of(kCommandNames, command)) + "\" without a " + Kind::kNoun +
               ", which a run cannot do without; using its default " + Kind::kNoun + "s");
    }
    return bindings;
  }

  template <typename Kind>
  void bind_from_file(typename Kind::Table& bindings, const std::set<Command>& from_file, Command command,
                      typename Kind::Binding binding, const Pointer& at) {
    const std::optional<Command> owner = bindings.command_of(binding);
    if (owner && *owner != command && from_file.contains(*owner)) {
      warn(at, "\"" + Kind::name(binding) + "\" is already the " + Kind::kNoun + " of \"" +
                   std::string(core::id_of(kCommandNames, *owner)) + "\"; ignored here");
      return;
    }
    bindings.add(command, binding);
  }

  // The keys (or buttons) a list names (one name alone is accepted too), or
  // nullopt when not one of them could be read.
  template <typename Kind>
  std::optional<std::vector<typename Kind::Binding>> binding_list(const Json& value, const Pointer& at) {
    const std::string defaults = std::string("using the default ") + Kind::kNoun + "s";
    const std::string none = std::string("names no ") + Kind::kNoun + " this game knows; " + defaults;
    if (value.is_string()) {
      std::optional<typename Kind::Binding> binding = binding_at<Kind>(value, at);
      if (!binding) warn(at, none);
      return binding ? std::optional(std::vector<typename Kind::Binding>{*binding}) : std::nullopt;
    }
    if (!value.is_array()) {
      warn(at, must_be(Kind::kListExample, &value) + "; " + defaults);
      return std::nullopt;
    }
    std::vector<typename Kind::Binding> bindings;
    for (std::size_t i = 0; i < value.size(); ++i) {
      if (std::optional<typename Kind::Binding> binding = binding_at<Kind>(value[i], at / i)) {
        bindings.push_back(*binding);
      }
    }
    if (bindings.empty() && !value.empty()) {
      warn(at, none);
      return std::nullopt;
    }
    return bindings;
  }

  template <typename Kind>
  std::optional<typename Kind::Binding> binding_at(const Json& value, const Pointer& at) {
    if (!value.is_string()) {
      warn(at, must_be(Kind::kNameExample, &value) + "; ignored");
      return std::nullopt;
    }
    const std::string name = value.get<std::string>();
    if (std::optional<typename Kind::Binding> binding = Kind::from_name(name)) return binding;
    warn(at, must_be(Kind::kNameExample, &value) + "; ignored" + json::did_you_mean(name, Kind::known_names()));
    return std::nullopt;
  }

  // The buttons that confirm and cancel in menus. A role left without a button, or given the
  // other's only one, keeps its default.
  void read_menu_buttons(json::ObjectReader& members, ButtonBindings& bindings) {
    const Pointer member("/menu_buttons");
    const Json* found = object_at(members, member, kMenuButtonsAbout);
    if (!found && !schema_) return;
    json::ObjectReader object = members.member(member.back());
    for (MenuRole role : core::values_of(kMenuRoleNames)) {
      const Pointer at = member / std::string(core::id_of(kMenuRoleNames, role));
      const Json names = Json::array({ButtonKind::name(ButtonBindings::defaults().buttons(role).front())});
      describe(at, binding_list_shape(names), std::string(core::label_of(kMenuRoleNames, role)) + ".");
      const Json* value = object.read(at.back());
      if (!value) continue;
      const auto listed = binding_list<ButtonKind>(*value, at);
      if (!listed || listed->empty()) {
        if (listed) warn(at, "leaves no button; using the default");
        continue;
      }
      if (bindings.set(role, listed->front())) {
        const char* other = role == MenuRole::Confirm ? "cancels" : "confirms";
        warn(at, "names \"" + ButtonKind::name(listed->front()) + "\", the only button that " + other +
                     " in menus; using the default");
      }
    }
    warn_unread(object);
  }

  static const std::vector<std::string>& command_ids() {
    static const std::vector<std::string> ids = core::ids_of(kCommandNames);
    return ids;
  }

  const json::Document& document_;
  const std::string& file_;
  json::Diagnostics& problems_;
  json::SchemaObject* schema_;
};

}  // namespace

LoadedSettings parse_settings(std::string_view text, const std::string& file_name) {
  LoadedSettings loaded;
  json::ParseResult parsed = json::read_document(text, {.quote_text = false});
  if (!parsed.document) {
    loaded.problems.warning(file_name, parsed.error->position,
                            parsed.error->message + "; using the default settings until you change one");
    return loaded;
  }
  loaded.settings = SettingsReader(*parsed.document, file_name, loaded.problems).read();
  return loaded;
}

nlohmann::ordered_json settings_schema() {
  const json::ParseResult empty = json::read_document("{}");
  json::Diagnostics ignored;
  json::SchemaObject schema;
  SettingsReader(*empty.document, "", ignored, &schema).read();
  return schema.to_json();
}

LoadedSettings load_settings(const std::filesystem::path& path) {
  const core::FileRead file = core::read_regular_file(path, kSettingsFileLimit);
  if (core::is_missing(file)) return {};
  if (!file.ok()) {
    LoadedSettings unreadable;
    unreadable.problems.warning(path.string(), {},
                                "could not be read (" + file.error() + "); using the default settings");
    return unreadable;
  }
  return parse_settings(*file, path.string());
}

}  // namespace scenes
