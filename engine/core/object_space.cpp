// object_space.cpp — ObjectSpace's view of the calling isolate's heap:
// count_objects (TOTAL, FREE and the live objects by CRuby's T_* type, plus
// the world's classes and modules, which live outside any heap), and the
// primitives of Garnet's objspace library (lib/objspace.rb): an object's
// memory size, the objects it references, its fields as ObjectSpace.dump
// prints them, and the heap's totals by type.
#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <map>

#include "core/core.h"
#include "core/encoding.h"
#include "core/string_internal.h"
#include "gc/heap.h"
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
  uint64_t free = cx.iso->heap.fresh_slots(), total = free;
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

// ---- objspace ----

// The bytes an object holds: its slot (or, for a large object, its type's
// size) and the buffers it owns outside the heap. Classes and modules count
// their object alone.
size_t memsize_of(const Obj* o) {
  size_t slot = gc::Heap::slot_bytes(o);
  switch (o->type) {
    case Type::String: {
      const std::string& s = static_cast<const String*>(o)->str;
      return (slot ? slot : sizeof(String)) + (s.capacity() > 15 ? s.capacity() + 1 : 0);
    }
    case Type::Array:
      return (slot ? slot : sizeof(Array)) + static_cast<const Array*>(o)->items.outside_bytes();
    case Type::Object:
      return (slot ? slot : sizeof(Object)) + static_cast<const Object*>(o)->ivars.outside_bytes();
    case Type::Env: return (slot ? slot : sizeof(Env)) + static_cast<const Env*>(o)->slots.outside_bytes();
    case Type::Hash: return (slot ? slot : sizeof(Hash)) + static_cast<const Hash*>(o)->table.memory_bytes();
    case Type::Bignum:
      return (slot ? slot : sizeof(Bignum)) + (static_cast<const Bignum*>(o)->big.bit_length() + 63) / 64 * 8;
    case Type::Class: return sizeof(Class);
    default: return slot;
  }
}

bool in_isolate_heap(Context& cx, Value v) {
  return v.is_heap() && v.as_obj()->heap_tag == cx.iso->heap.tag() && v.as_obj()->type != Type::Free;
}

NATIVE(os_memsize_of) { return Value::fixnum(argv[0].is_heap() ? int64_t(memsize_of(argv[0].as_obj())) : 0); }

// The heap objects `obj` references (its instance variables, elements,
// captured variables...), after its class; nil for an immediate.
NATIVE(os_reachable_from) {
  Value v = argv[0];
  if (!v.is_heap()) return Value::nil();
  Value out = new_array(cx);
  as_array(out)->items.push_back(Value::object(class_of(cx, v)));
  if (!in_isolate_heap(cx, v)) return out;
  gc::Tracer tracer(cx.iso->heap.tag());
  gc::Heap::trace_children(v.as_obj(), tracer);
  ValueVector& found = as_array(out)->items;
  Obj* child;
  while (tracer.pop(child)) { // outside a collection, the marks are only borrowed
    child->gc &= uint8_t(~GC_MARK);
    if (child->type != Type::Env) found.push_back(Value::object(child));
  }
  std::reverse(found.begin() + 1, found.end()); // in the order they were marked
  return out;
}

std::string address_of(const void* p) {
  char buf[24];
  snprintf(buf, sizeof buf, "0x%" PRIxPTR, reinterpret_cast<uintptr_t>(p));
  return buf;
}

const char* dump_type_name(const Obj* o) {
  return ruby_type_name(ruby_type_of(o)) + 2; // without "T_"
}

bool store(Context& cx, Value h, const char* key, Value value) {
  return hash_store(cx, as_hash(h), symbol_value(cx, key), value);
}

// What ObjectSpace.dump prints of a heap object, as a Hash in its order.
Value dump_fields(Context& cx, const Obj* o) {
  Value h = new_hash(cx);
  bool ok = store(cx, h, "address", new_string(cx, address_of(o))) &&
            store(cx, h, "type", new_string(cx, dump_type_name(o))) &&
            (o->type == Type::Env || store(cx, h, "class", new_string(cx, address_of(o->klass))));
  if (ok && o->frozen()) ok = store(cx, h, "frozen", Value::true_value());
  switch (o->type) {
    case Type::String: { // as CRuby: the value of ASCII-only text, no encoding for binary
      auto* s = static_cast<const String*>(o);
      Value v = Value::object(const_cast<Obj*>(o));
      bool ascii = str_ascii_only(v);
      ok = ok && store(cx, h, "bytesize", Value::fixnum(int64_t(s->str.size())));
      if (ok && ascii) ok = store(cx, h, "value", new_string(cx, s->str));
      if (ok && s->encoding != String::kBinary) ok = store(cx, h, "encoding", new_string(cx, enc_name(Enc(s->encoding))));
      const char* range = ascii ? "7bit" : str_valid_encoding(v) ? "valid" : "broken";
      ok = ok && store(cx, h, "coderange", new_string(cx, range));
      break;
    }
    case Type::Array:
      ok = ok && store(cx, h, "length", Value::fixnum(int64_t(static_cast<const Array*>(o)->items.size())));
      break;
    case Type::Hash: ok = ok && store(cx, h, "size", Value::fixnum(int64_t(static_cast<const Hash*>(o)->table.size()))); break;
    case Type::Object:
      ok = ok && store(cx, h, "ivars", Value::fixnum(int64_t(static_cast<const Object*>(o)->ivars.size())));
      break;
    case Type::Float: ok = ok && store(cx, h, "value", new_float(cx, static_cast<const Float*>(o)->value)); break;
    case Type::Class: {
      const std::string& name = static_cast<const Class*>(o)->path;
      if (!name.empty()) ok = ok && store(cx, h, "name", new_string(cx, name));
      break;
    }
    case Type::Data: ok = ok && store(cx, h, "struct", new_string(cx, static_cast<const Data*>(o)->data_type->name)); break;
    default: break;
  }
  ok = ok && store(cx, h, "memsize", Value::fixnum(int64_t(memsize_of(o))));
  return ok ? h : Value::undef();
}

NATIVE(os_dump_fields) { return argv[0].is_heap() ? dump_fields(cx, argv[0].as_obj()) : Value::nil(); }

// The live objects of the isolate's heap, each as dump_fields.
NATIVE(os_heap_dump_fields) {
  std::vector<const Obj*> live;
  cx.iso->heap.each_slot([&](const Obj* o) {
    if (o->type != Type::Free) live.push_back(o);
  });
  Value out = new_array(cx);
  for (const Obj* o : live) {
    Value fields = dump_fields(cx, o);
    if (fields.is_undef()) return fields;
    as_array(out)->items.push_back(fields);
  }
  return out;
}

// Bytes by T_* type name of the isolate's live objects (with a class: its
// instances only), and the classes' and modules' own.
NATIVE(os_memsize_by_type) {
  Class* only = argv[0].is_nil() ? nullptr : argv[0].as<Class>();
  std::map<RubyType, uint64_t> bytes;
  std::vector<const Obj*> live;
  cx.iso->heap.each_slot([&](const Obj* o) {
    if (o->type != Type::Free && o->type != Type::Env && o->klass) live.push_back(o);
  });
  for (const Obj* o : live)
    if (!only || is_a(cx, Value::object(const_cast<Obj*>(o)), only)) bytes[ruby_type_of(o)] += memsize_of(o);
  if (!only)
    for (const Class* k : cx.world->classes) bytes[ruby_type_of(k)] += memsize_of(k);
  Value h = new_hash(cx);
  for (auto& [type, n] : bytes)
    if (!store(cx, h, ruby_type_name(type), new_integer(cx, int64_t(n)))) return Value::undef();
  return h;
}

// Counts of the isolate's live internal objects: Data objects by their
// type's name (kind :data) or captured-variable frames (kind :imemo, as
// CRuby's imemo_env).
NATIVE(os_internal_counts) {
  bool data = argv[0] == symbol_value(cx, "data");
  std::map<std::string, int64_t> counts;
  cx.iso->heap.each_slot([&](const Obj* o) {
    if (data && o->type == Type::Data) counts[static_cast<const Data*>(o)->data_type->name]++;
    if (!data && o->type == Type::Env) counts["imemo_env"]++;
  });
  Value h = new_hash(cx);
  for (auto& [name, n] : counts)
    if (!hash_store(cx, as_hash(h), symbol_value(cx, name), Value::fixnum(n))) return Value::undef();
  return h;
}

NATIVE(os_internal_class_of) { return Value::object(class_of(cx, argv[0])); }

} // namespace

void init_object_space(World& w) {
  Class* os = w.c.ObjectSpace;
  define_singleton_method(w, os, "count_objects", os_count_objects, 0, 1);
  define_singleton_method(w, os, "__memsize_of", os_memsize_of, 1, 1);
  define_singleton_method(w, os, "__reachable_from", os_reachable_from, 1, 1);
  define_singleton_method(w, os, "__dump_fields", os_dump_fields, 1, 1);
  define_singleton_method(w, os, "__heap_dump_fields", os_heap_dump_fields, 0, 0);
  define_singleton_method(w, os, "__memsize_by_type", os_memsize_by_type, 1, 1);
  define_singleton_method(w, os, "__internal_counts", os_internal_counts, 1, 1);
  define_singleton_method(w, os, "__internal_class_of", os_internal_class_of, 1, 1);
}

} // namespace garnet::core
