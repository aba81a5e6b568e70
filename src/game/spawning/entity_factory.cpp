#include "game/spawning/entity_factory.h"

#include "content/builtin_things.h"
#include "game/spawning/entity_inits.h"
#include "json/suggest.h"

namespace game {

EntityFactory::EntityFactory(content::Database database) : database_(std::move(database)) {
  register_builtins();
  register_content();
}

void EntityFactory::register_init(const std::string& name, EntityInit init) {
  inits_[name] = std::move(init);
}

std::vector<std::string> EntityFactory::names() const {
  std::vector<std::string> names;
  for (const auto& [name, init] : inits_) names.push_back(name);
  return names;
}

CreateResult EntityFactory::create(const std::string& name, const SpawnContext& context) const {
  const auto init = inits_.find(name);
  if (init == inits_.end()) {
    return {std::nullopt, "no entity is named \"" + name + "\"" + json::did_you_mean(name, names())};
  }
  return {init->second(context), ""};
}

void EntityFactory::register_builtins() {
  register_init("Stairs (Up)", [](const SpawnContext&) { return make_stairs(StairsDirection::Up); });
  register_init("Stairs (Down)", [](const SpawnContext&) { return make_stairs(StairsDirection::Down); });
  register_init(std::string(content::kLockedDoorName), [](const SpawnContext&) { return make_door(); });
  register_init(std::string(content::kOpenDoorName), [](const SpawnContext&) {
    Entity door = make_door();
    open_door(door);
    return door;
  });
}

// Each init function reads its definition from the factory's own copy of the
// database, so later edits to the caller's database cannot change it.
void EntityFactory::register_content() {
  for (std::size_t i = 0; i < database_.monsters.size(); ++i) {
    register_init(database_.monsters[i].look.name,
                  [this, i](const SpawnContext& context) { return make_monster(database_.monsters[i], context); });
  }
  for (std::size_t i = 0; i < database_.weapons.size(); ++i) {
    register_init(database_.weapons[i].look.name, [this, i](const SpawnContext& context) {
      return make_equipment(database_.weapons[i], database_.floors, context);
    });
  }
  for (std::size_t i = 0; i < database_.armour.size(); ++i) {
    register_init(database_.armour[i].look.name, [this, i](const SpawnContext& context) {
      return make_equipment(database_.armour[i], database_.floors, context);
    });
  }
  for (std::size_t i = 0; i < database_.microchips.size(); ++i) {
    register_init(database_.microchips[i].look.name,
                  [this, i](const SpawnContext& context) { return make_microchip(database_.microchips[i], context); });
  }
  for (std::size_t i = 0; i < database_.items.size(); ++i) {
    register_init(database_.items[i].look.name,
                  [this, i](const SpawnContext&) { return make_item(database_.items[i]); });
  }
}

}  // namespace game
