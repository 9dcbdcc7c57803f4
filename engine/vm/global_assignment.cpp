// global_assignment.cpp — what Ruby checks when a program assigns a special
// global: the read-only ones raise NameError, $/ $, $; take Strings (or nil;
// a non-nil $, or $; is deprecated), $. an Integer, $0 a String, and
// $VERBOSE keeps true, false or nil.
#include <algorithm>
#include <string_view>

#include "vm/interp.h"

namespace garnet::vm {

namespace {

bool read_only(std::string_view name) {
  static constexpr std::string_view names[] = {"$:",  "$\"", "$<", "$FILENAME", "$?",  "$-a",  "$-l",
                                               "$-p", "$$",  "$LOAD_PATH", "$LOADED_FEATURES", "$-I", "$*"};
  return std::find(std::begin(names), std::end(names), name) != std::end(names);
}

bool require_string(Context& cx, const std::string& name, Value v, bool regexp_too) {
  if (v.is_nil() || is_string(v) || (regexp_too && real_class(cx, v) == cx.world->c.Regexp)) return true;
  raisef(cx, cx.world->c.TypeError, "value of %s must be String%s", name.c_str(), regexp_too ? " or Regexp" : "");
  return false;
}

} // namespace

bool program_sets_global(Context& cx, Sym name, Value& v) {
  World& w = *cx.world;
  auto alias = w.global_aliases.find(name);
  Sym target_sym = alias == w.global_aliases.end() ? name : alias->second;
  if (name == w.sym.dollar_bang && target_sym == name) return true; // what every rescue restores
  const std::string& n = w.name(name);
  std::string_view target = w.name(target_sym);
  if (read_only(n) || read_only(target)) {
    raisef(cx, w.c.NameError, "%s is a read-only variable", n.c_str());
    return false;
  }
  if (target == "$/") return require_string(cx, n, v, false);
  if (target == "$," || target == "$;") {
    if (!require_string(cx, n, v, target == "$;")) return false;
    return v.is_nil() || warn_here(cx, "non-nil '" + std::string(target) + "' is deprecated", kWarnDeprecated);
  }
  if (target == "$VERBOSE") {
    if (!v.is_nil()) v = Value::boolean(v.truthy());
    return true;
  }
  if (target == "$.") {
    int64_t line;
    if (!to_int64(cx, v, line)) return false;
    v = Value::fixnum(line);
    return true;
  }
  if (target == "$0") {
    v = implicit_string(cx, v);
    return !v.is_undef();
  }
  return true;
}

} // namespace garnet::vm
