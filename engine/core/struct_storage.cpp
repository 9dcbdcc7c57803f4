// struct_storage.cpp — the native half of Struct and Data storage (the Ruby
// half, and the layout itself, are in core/prelude/90_struct.rb and
// 91_data.rb): finding a record class's member list up its superclasses,
// the allocator that gives every new Struct or Data instance its @__values
// Array of nils, so that Class#new makes one without Ruby code, and the
// values of a keyword construction in member order.
#include <algorithm>

#include "core/core.h"

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

// Struct#__values_by_name and Data#__values_by_name(hash, members, unknown)
// (private, for their initialize): the values of `hash` (keyed by member names, as
// Symbols or Strings) in the order of `members`, nil where absent; keys that
// name no member are appended to `unknown` for the caller's ArgumentError.
NATIVE(values_by_name) {
  if (!is_hash(argv[0]) || !is_array(argv[1]) || !is_array(argv[2]))
    return raise(cx, cx.world->c.TypeError, "__values_by_name(Hash, Array, Array)");
  const vm::ValueVector& members = argv[1].as<Array>()->items;
  std::vector<Value> values(members.size(), Value::nil());
  const HashTable& table = as_hash(argv[0])->table;
  ValueVector& unknown = argv[2].as<Array>()->items;
  for (size_t i = 0; i < table.slot_count(); i++) {
    const HashTable::Entry& e = table.slot(i);
    if (e.key.is_undef()) continue;
    Value name = is_string(e.key) ? symbol_value(cx, str(e.key)) : e.key;
    auto at = std::find(members.begin(), members.end(), name);
    if (name.is_symbol() && at != members.end()) values[size_t(at - members.begin())] = e.value;
    else unknown.push_back(e.key);
  }
  return new_array(cx, std::move(values));
}

// Class#__inherited_ivar(name) (private): inherited_class_ivar for the
// prelude's Struct.__layout__ and Data.__members__.
NATIVE(class_inherited_ivar) {
  if (!argv[0].is_symbol()) return raise(cx, cx.world->c.TypeError, "ivar name must be a Symbol");
  return inherited_class_ivar(cx, self.as<Class>(), argv[0].as_symbol());
}

} // namespace

void init_struct_storage(World& w) {
  define_allocator(w, w.c.Struct, allocate_record);
  define_allocator(w, w.c.Data, allocate_record);
  define_method(w, w.c.Class, "__inherited_ivar", class_inherited_ivar, 1, 1, Visibility::Private);
  for (Class* record : {w.c.Struct, w.c.Data})
    define_method(w, record, "__values_by_name", values_by_name, 3, 3, Visibility::Private);
}

} // namespace garnet::core
