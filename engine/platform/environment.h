// environment.h — the host's environment variables (ENV), a hook table of
// the platform (platform.h). Child processes see what it holds.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace garnet::platform {

struct Environment {
  // The value of variable `name`; false when it is unset.
  bool (*get)(void* user, const std::string& name, std::string& out) = nullptr;
  // Sets `name` to *value, or removes it when value is null: 0, or the
  // errno value (EINVAL for a name that is empty or holds '=').
  int (*set)(void* user, const std::string& name, const std::string* value) = nullptr;
  // Every variable as (name, value), in the environment's own order.
  std::vector<std::pair<std::string, std::string>> (*list)(void* user) = nullptr;
};

} // namespace garnet::platform
