// warning.cpp — Warning.[] and Warning.[]=: which categories of warnings
// (deprecated, experimental, performance, strict_unused_block) are shown;
// and Kernel#__warn_here, the prelude's way to warn as a C++ method does.
// Warning#warn, which writes them, is Ruby (prelude/00_kernel.rb).
#include "core/core.h"

namespace garnet::core {

using namespace vm;

namespace {

// The category's bit, or -1 after raising TypeError or ArgumentError.
int category_bit(Context& cx, Value category) {
  if (!category.is_symbol()) {
    raise_wrong_type(cx, category, "Symbol");
    return -1;
  }
  const std::string& name = cx.world->name(category.as_symbol());
  for (int i = 0; i < int(std::size(kWarningCategoryNames)); i++)
    if (name == kWarningCategoryNames[i]) return i;
  raisef(cx, cx.world->c.ArgumentError, "unknown category: %s", name.c_str());
  return -1;
}

NATIVE(warning_aref) {
  int bit = category_bit(cx, argv[0]);
  if (bit < 0) return Value::undef();
  return Value::boolean(cx.world->warning_categories.load(std::memory_order_relaxed) & (1u << bit));
}

NATIVE(warning_aset) {
  int bit = category_bit(cx, argv[0]);
  if (bit < 0) return Value::undef();
  if (argv[1].truthy()) cx.world->warning_categories.fetch_or(1u << bit);
  else cx.world->warning_categories.fetch_and(~(1u << bit));
  return argv[1];
}

NATIVE(warning_categories) {
  std::vector<Value> names;
  for (const char* name : kWarningCategoryNames) names.push_back(Value::symbol(intern(cx, name)));
  return new_array(cx, std::move(names));
}

// __warn_here(message): "file:line: warning: message" at the program's
// line that called into the prelude (the innermost frame not the
// prelude's), unless $VERBOSE is nil.
NATIVE(kernel_warn_here) {
  Value message = argv[0];
  if (!is_string(message)) return raise_wrong_type(cx, message, "String");
  return warn_here(cx, as_string(message)->str) ? Value::nil() : Value::undef();
}

} // namespace

void init_warning(World& w) {
  define_method(w, w.c.Kernel, "__warn_here", kernel_warn_here, 1, 1, Visibility::Private);
  define_singleton_method(w, w.c.Warning, "[]", warning_aref, 1, 1);
  define_singleton_method(w, w.c.Warning, "[]=", warning_aset, 2, 2);
  define_singleton_method(w, w.c.Warning, "categories", warning_categories, 0, 0);
}

} // namespace garnet::core
