#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "content/database.h"
#include "core/rng.h"
#include "game/world/entity.h"

namespace game {

// What an init function may use: the floor the entity is made for (bonuses
// grow with it) and the run's random numbers.
struct SpawnContext {
  int floor = 0;
  core::Rng& rng;
};

// Fills in a new entity of one kind; the factory then gives it an id and a place.
using EntityInit = std::function<Entity(const SpawnContext&)>;

// Either the entity made, or why not (an unknown name, with the closest names).
struct CreateResult {
  std::optional<Entity> entity;
  std::string error;
};

// The one place where names meet code: a registry from an entity's name
// ("Neo Mouse", "Crowbar", "Stairs (Up)") to the function that initialises it.
// Built-ins are registered first, then one init function per content definition.
class EntityFactory {
 public:
  // The built-ins plus every definition of `database`, which the factory keeps (a loader moves it in:
  // a big mod's definitions are not worth holding twice).
  explicit EntityFactory(content::Database database);
  // Init functions refer back to this factory's database: share it, never copy it.
  EntityFactory(const EntityFactory&) = delete;
  EntityFactory& operator=(const EntityFactory&) = delete;

  void register_init(const std::string& name, EntityInit init);
  bool contains(const std::string& name) const { return inits_.contains(name); }
  std::vector<std::string> names() const;

  CreateResult create(const std::string& name, const SpawnContext& context) const;

  const content::Database& database() const { return database_; }

 private:
  void register_builtins();
  void register_content();

  content::Database database_;
  std::map<std::string, EntityInit> inits_;
};

}  // namespace game
