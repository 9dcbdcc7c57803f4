// object_space.cpp — ObjectSpace.count_objects: the calling isolate's heap
// slots (TOTAL, FREE and the live objects by CRuby's T_* type) plus the
// world's classes and modules, which live outside any heap.
#include <map>

#include "core/core.h"
#include "vm/class.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

// CRuby's type numbers (ruby_value_type), for its key order.
enum RubyType { T_OBJECT = 1, T_CLASS, T_MODULE, T_FLOAT, T_STRING, T_ARRAY = 7, T_HASH, T_STRUCT, T_BIGNUM,
                T_DATA = 12, T_IMEMO = 0x1a };

const char* ruby_type_name(RubyType t) {
  switch (t) {
    case T_OBJECT: return "T_OBJECT";
    case T_CLASS: return "T_CLASS";
    case T_MODULE: return "T_MODULE";
    case T_FLOAT: return "T_FLOAT";
    case T_STRING: return "T_STRING";
    case T_ARRAY: return "T_ARRAY";
    case T_HASH: return "T_HASH";
    case T_STRUCT: return "T_STRUCT";
    case T_BIGNUM: return "T_BIGNUM";
    case T_DATA: return "T_DATA";
    case T_IMEMO: return "T_IMEMO";
  }
  return "T_NONE";
}

// How CRuby would classify a live object: Ranges are Structs, Procs and
// Methods Data, captured variables internal memos.
RubyType ruby_type_of(const Obj* o) {
  switch (o->type) {
    case Type::Class: return (o->flags & FL_MODULE) ? T_MODULE : T_CLASS;
    case Type::String: return T_STRING;
    case Type::Array: return T_ARRAY;
    case Type::Hash: return T_HASH;
    case Type::Float: return T_FLOAT;
    case Type::Bignum: return T_BIGNUM;
    case Type::Range: return T_STRUCT;
    case Type::Proc:
    case Type::Method:
    case Type::Data: return T_DATA;
    case Type::Env: return T_IMEMO;
    default: return T_OBJECT;
  }
}

// A given result Hash: its existing values become 0, as in CRuby.
Value result_hash(Context& cx, int argc, Value* argv) {
  if (argc == 0) return new_hash(cx);
  if (!is_hash(argv[0])) return raise(cx, cx.world->c.TypeError, "non-hash given");
  HashTable& t = as_hash(argv[0])->table;
  for (size_t i = 0; i < t.slot_count(); i++)
    if (!t.slot(i).key.is_undef()) t.slot(i).value = Value::fixnum(0);
  return argv[0];
}

NATIVE(os_count_objects) {
  Value h = result_hash(cx, argc, argv);
  if (h.is_undef()) return h;
  uint64_t total = 0, free = 0;
  std::map<RubyType, uint64_t> counts;
  cx.iso->heap.each_slot([&](const Obj* o) {
    total++;
    if (o->type == Type::Free) free++;
    else counts[ruby_type_of(o)]++;
  });
  for (const Class* k : cx.world->classes) counts[ruby_type_of(k)]++;
  total += cx.world->classes.size();
  if (!hash_store(cx, as_hash(h), symbol_value(cx, "TOTAL"), new_integer(cx, int64_t(total))) ||
      !hash_store(cx, as_hash(h), symbol_value(cx, "FREE"), new_integer(cx, int64_t(free))))
    return Value::undef();
  for (auto& [type, n] : counts)
    if (!hash_store(cx, as_hash(h), symbol_value(cx, ruby_type_name(type)), new_integer(cx, int64_t(n))))
      return Value::undef();
  return h;
}

} // namespace

void init_object_space(World& w) {
  define_singleton_method(w, w.c.ObjectSpace, "count_objects", os_count_objects, 0, 1);
}

} // namespace garnet::core
