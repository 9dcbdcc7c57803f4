// struct_storage.cpp — the native half of Struct and Data storage (the Ruby
// half, and the layout itself, are in core/prelude/90_struct.rb and
// 91_data.rb): finding a record class's member list up its superclasses,
// the allocator that gives every new Struct or Data instance its @__values
// Array of nils, so that Class#new makes one without Ruby code, Struct's
// initialize, and the values of a keyword construction in member order.
#include <algorithm>

#include "core/core.h"
#include "vm/shareable.h"

namespace garnet::core {

using namespace vm;

namespace {

// The nearest value of class-level ivar `name` on k or one of its
// superclasses (nil when none has it).
Value inherited_class_ivar(Context& cx, Class* k, Sym name) {
  for (Class* c = k; c; c = c->superclass) {
    Value v = ivar_get(cx, Value::object(c), name);
    if (!v.is_nil()) return v;
  }
  return Value::nil();
}

// The member list of a Struct class (the first of its @__layout__,
// [members, keyword_init]) or of a Data class (@__members__), from the
// nearest class up its superclasses that has one; null for Struct and Data
// themselves, which have none.
Array* member_list(Context& cx, Class* k) {
  const WellKnownSymbols& sym = cx.world->sym;
  for (Class* c = k; c; c = c->superclass) {
    Value layout = ivar_get(cx, Value::object(c), sym.struct_layout);
    if (is_array(layout) && !layout.as<Array>()->items.empty()) layout = layout.as<Array>()->items[0];
    else layout = ivar_get(cx, Value::object(c), sym.data_members);
    if (is_array(layout)) return layout.as<Array>();
  }
  return nullptr;
}

Value allocate_record(Context& cx, Class* k) {
  Array* members = member_list(cx, k);
  if (!members) return allocator_undefined(cx, k);
  Value values = new_array(cx, std::vector<Value>(members->items.size(), Value::nil()));
  Value obj = new_object(cx, k);
  ivar_set(cx, obj, cx.world->sym.record_values, values);
  return obj;
}

// The values of `hash` (keyed by member names, as Symbols or Strings) in
// the order of `members`, nil where absent; keys that name no member are
// appended to `unknown` for the caller's ArgumentError.
std::vector<Value> values_of(Context& cx, const Hash* hash, const ValueVector& members, ValueVector& unknown) {
  std::vector<Value> values(members.size(), Value::nil());
  const HashTable& table = hash->table;
  for (size_t i = 0; i < table.slot_count(); i++) {
    const HashTable::Entry& e = table.slot(i);
    if (e.key.is_undef()) continue;
    Value name = is_string(e.key) ? symbol_value(cx, str(e.key)) : e.key;
    auto at = std::find(members.begin(), members.end(), name);
    if (name.is_symbol() && at != members.end()) values[size_t(at - members.begin())] = e.value;
    else unknown.push_back(e.key);
  }
  return values;
}

// Data#__values_by_name(hash, members, unknown) (private, for its
// initialize): values_of.
NATIVE(values_by_name) {
  if (!is_hash(argv[0]) || !is_array(argv[1]) || !is_array(argv[2]))
    return raise(cx, cx.world->c.TypeError, "__values_by_name(Hash, Array, Array)");
  return new_array(cx, values_of(cx, as_hash(argv[0]), argv[1].as<Array>()->items, argv[2].as<Array>()->items));
}

// ArgumentError "unknown keywords: a, b" (the keys joined as Array#join
// joins them).
Value raise_unknown_keywords(Context& cx, Value unknown) {
  Value separator = new_string(cx, ", ");
  Value names = call(cx, unknown, intern(cx, "join"), 1, &separator);
  if (names.is_undef()) return names;
  return raise(cx, cx.world->c.ArgumentError, "unknown keywords: " + str(names));
}

// Struct#initialize(*args, **kw) (private): the members from the
// positional arguments in order, the rest nil; or, from a Hash, by name:
// the keywords given alone (unless the struct is keyword_init: false), or
// the one Hash argument of a keyword_init: true struct. Keywords given with
// positional arguments are one more positional Hash.
NATIVE(struct_initialize) {
  const WellKnownSymbols& sym = cx.world->sym;
  Value layout = inherited_class_ivar(cx, real_class(cx, self), sym.struct_layout);
  if (!is_array(layout) || layout.as<Array>()->items.size() != 2 || !is_array(layout.as<Array>()->items[0]))
    return raise(cx, cx.world->c.TypeError, "uninitialized struct");
  const ValueVector& members = layout.as<Array>()->items[0].as<Array>()->items;
  Value keyword_init = layout.as<Array>()->items[1];
  int positional = cx.native_kwargs ? argc - 1 : argc;
  Value by_name = Value::undef();
  if (cx.native_kwargs) {
    if (positional == 0 && !keyword_init.is_false()) by_name = argv[argc - 1];
    else positional = argc;
  }
  if (by_name.is_undef() && keyword_init.is_true() && positional > 0) {
    if (positional > 1 || !is_hash(argv[0]))
      return raisef(cx, cx.world->c.ArgumentError, "wrong number of arguments (given %d, expected 0)", positional);
    by_name = argv[0];
  }
  Value values;
  if (!by_name.is_undef()) {
    Value unknown = new_array(cx, std::vector<Value>());
    values = new_array(cx, values_of(cx, as_hash(by_name), members, unknown.as<Array>()->items));
    if (!unknown.as<Array>()->items.empty()) return raise_unknown_keywords(cx, unknown);
  } else {
    if (size_t(positional) > members.size()) return raise(cx, cx.world->c.ArgumentError, "struct size differs");
    if (!check_frozen(cx, self)) return Value::undef();
    // The values Array the allocator gave (never shared, never frozen) takes them in place.
    values = ivar_get(cx, self, sym.record_values);
    if (is_array(values) && values.as<Array>()->items.size() == members.size()) {
      ValueVector& items = values.as<Array>()->items;
      std::copy(argv, argv + positional, items.begin());
      std::fill(items.begin() + positional, items.end(), Value::nil());
      return Value::nil();
    }
    std::vector<Value> given(argv, argv + positional);
    given.resize(members.size(), Value::nil());
    values = new_array(cx, std::move(given));
  }
  if (!ivar_set(cx, self, sym.record_values, values)) return Value::undef();
  return Value::nil();
}

// Class#__inherited_ivar(name) (private): inherited_class_ivar for the
// prelude's Struct.__layout__ and Data.__members__.
NATIVE(class_inherited_ivar) {
  if (!argv[0].is_symbol()) return raise(cx, cx.world->c.TypeError, "ivar name must be a Symbol");
  return inherited_class_ivar(cx, self.as<Class>(), argv[0].as_symbol());
}

// Class#__set_layout(name, value) (private): a record class's member list,
// made shareable. Any isolate may set it: a Ractor may define a Struct or a
// Data class, as in Ruby, whose member list is hidden from Ractor checks.
NATIVE(class_set_layout) {
  if (!argv[0].is_symbol()) return raise(cx, cx.world->c.TypeError, "ivar name must be a Symbol");
  return set_shared_class_ivar(cx, self.as<Class>(), argv[0].as_symbol(), argv[1]);
}

} // namespace

void init_struct_storage(World& w) {
  define_allocator(w, w.c.Struct, allocate_record);
  define_allocator(w, w.c.Data, allocate_record);
  define_method(w, w.c.Class, "__inherited_ivar", class_inherited_ivar, 1, 1, Visibility::Private);
  define_method(w, w.c.Class, "__set_layout", class_set_layout, 2, 2, Visibility::Private);
  define_method(w, w.c.Data, "__values_by_name", values_by_name, 3, 3, Visibility::Private);
  define_method(w, w.c.Struct, "initialize", struct_initialize, 0, -1, Visibility::Private);
}

} // namespace garnet::core
