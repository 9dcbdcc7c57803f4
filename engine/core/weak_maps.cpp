// weak_maps.cpp — ObjectSpace::WeakMap (keys by identity; keys and values
// held weakly) and ObjectSpace::WeakKeyMap (keys by eql?/hash, held weakly).
//
// Both wrap a WeakTable in a Data object registered with the isolate's heap
// (Heap::add_weak_holder): marking skips the weak references, and before each
// sweep the table drops the entries whose key (or WeakMap value) dies.
// Iteration and delete's block are the prelude's (88_object_space.rb), on
// the __entries and __delete primitives.
#include <cinttypes>
#include <cstdio>
#include <unordered_map>
#include <vector>

#include "core/core.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

// Entries in insertion order (removed ones stay as holes until compaction),
// found through an index from a 64-bit hash: the key's identity (WeakMap) or
// its Ruby `hash` (WeakKeyMap). Entries with equal hashes are told apart by
// key identity here; WeakKeyMap compares candidates with eql? first.
struct WeakTable {
  struct Entry {
    uint64_t hash;
    Value key, value;
    bool live;
  };
  std::vector<Entry> entries;
  std::unordered_multimap<uint64_t, size_t> index;
  size_t live = 0;
  bool weak_values = false;

  // The position of the entry whose key is `key` itself, or -1.
  int64_t find(uint64_t hash, Value key) const {
    auto range = index.equal_range(hash);
    for (auto it = range.first; it != range.second; ++it)
      if (entries[it->second].key.bits() == key.bits()) return int64_t(it->second);
    return -1;
  }
  void store(uint64_t hash, Value key, Value value) {
    int64_t at = find(hash, key);
    if (at >= 0) {
      entries[size_t(at)].value = value;
      return;
    }
    index.emplace(hash, entries.size());
    entries.push_back({hash, key, value, true});
    live++;
  }
  void remove_at(size_t at) {
    Entry& e = entries[at];
    auto range = index.equal_range(e.hash);
    for (auto it = range.first; it != range.second; ++it)
      if (it->second == at) {
        index.erase(it);
        break;
      }
    e = {0, Value::nil(), Value::nil(), false};
    live--;
  }
  // Drops the holes once they outnumber the entries.
  void compact() {
    if (entries.size() - live <= live + 8) return;
    size_t kept = 0;
    for (const Entry& e : entries)
      if (e.live) entries[kept++] = e;
    entries.resize(kept);
    index.clear();
    for (size_t i = 0; i < kept; i++) index.emplace(entries[i].hash, i);
  }
  void clear() {
    entries.clear();
    index.clear();
    live = 0;
  }
};

void weak_map_mark(void*, void (*)(void*, Value), void*) {} // keys and values are weak

// WeakKeyMap: only the keys are weak. A value that refers to its own key
// keeps the entry alive (no ephemerons), and a value outlives its entry by
// one collection.
void weak_key_map_mark(void* p, void (*mark_value)(void*, Value), void* tracer) {
  for (const WeakTable::Entry& e : static_cast<WeakTable*>(p)->entries)
    if (e.live) mark_value(tracer, e.value);
}

void weak_table_prune(void* p, bool (*alive)(const void*, Value), const void* heap) {
  WeakTable* t = static_cast<WeakTable*>(p);
  for (size_t i = 0; i < t->entries.size(); i++) {
    const WeakTable::Entry& e = t->entries[i];
    if (e.live && !(alive(heap, e.key) && (!t->weak_values || alive(heap, e.value)))) t->remove_at(i);
  }
  t->compact();
}

void weak_table_free(void* p) { delete static_cast<WeakTable*>(p); }

const DataType kWeakMapType = {"ObjectSpace::WeakMap", weak_map_mark, weak_table_free, nullptr,
                               weak_table_prune};
const DataType kWeakKeyMapType = {"ObjectSpace::WeakKeyMap", weak_key_map_mark, weak_table_free, nullptr,
                                  weak_table_prune};

Value new_weak_table(Context& cx, Class* klass, const DataType* type) {
  auto* t = new WeakTable();
  t->weak_values = type == &kWeakMapType;
  Value v = new_data(cx, klass, type, t);
  cx.iso->heap.add_weak_holder(v.as<Data>());
  return v;
}

Value allocate_weak_map(Context& cx, Class* klass) { return new_weak_table(cx, klass, &kWeakMapType); }
Value allocate_weak_key_map(Context& cx, Class* klass) { return new_weak_table(cx, klass, &kWeakKeyMapType); }

WeakTable& table_of(Value self) { return *static_cast<WeakTable*>(self.as<Data>()->ptr); }

// #<ObjectSpace::WeakMap:0x...: k => v, ...> as CRuby: objects as by
// Kernel#to_s, immediates by inspect.
bool append_weak_inspect(Context& cx, std::string& out, Value v) {
  if (v.is_heap()) {
    char buf[32];
    snprintf(buf, sizeof buf, ":0x%016" PRIx64 ">", uint64_t(v.bits()));
    out += "#<" + class_path(cx, real_class(cx, v)) + buf;
    return true;
  }
  Value s = inspect(cx, v);
  if (s.is_undef()) return false;
  out += str(s);
  return true;
}

std::string address_prefix(Context& cx, Value self) {
  char buf[32];
  snprintf(buf, sizeof buf, ":0x%016" PRIx64, uint64_t(self.bits()));
  return "#<" + class_path(cx, real_class(cx, self)) + buf;
}

// ---- WeakMap ----

NATIVE(weak_map_aref) {
  const WeakTable& t = table_of(self);
  int64_t at = t.find(argv[0].bits(), argv[0]);
  return at < 0 ? Value::nil() : t.entries[size_t(at)].value;
}

NATIVE(weak_map_aset) {
  table_of(self).store(argv[0].bits(), argv[0], argv[1]);
  return argv[1];
}

NATIVE(weak_map_key_p) { return Value::boolean(table_of(self).find(argv[0].bits(), argv[0]) >= 0); }

NATIVE(weak_map_delete) {
  WeakTable& t = table_of(self);
  int64_t at = t.find(argv[0].bits(), argv[0]);
  if (at < 0) return Value::nil();
  Value value = t.entries[size_t(at)].value;
  t.remove_at(size_t(at));
  return value;
}

NATIVE(weak_map_size) { return Value::fixnum(int64_t(table_of(self).live)); }

// [key, value, key, value...] of the live entries, in insertion order.
NATIVE(weak_map_entries) {
  std::vector<Value> items;
  for (const WeakTable::Entry& e : table_of(self).entries)
    if (e.live) {
      items.push_back(e.key);
      items.push_back(e.value);
    }
  return new_array(cx, std::move(items));
}

NATIVE(weak_map_inspect) {
  std::vector<WeakTable::Entry> entries = table_of(self).entries; // inspect may call Ruby code
  std::string out = address_prefix(cx, self);
  const char* sep = ": ";
  for (const WeakTable::Entry& e : entries) {
    if (!e.live) continue;
    out += sep;
    sep = ", ";
    if (!append_weak_inspect(cx, out, e.key)) return Value::undef();
    out += " => ";
    if (!append_weak_inspect(cx, out, e.value)) return Value::undef();
  }
  return new_string(cx, out + ">");
}

// ---- WeakKeyMap ----

// The position of the entry whose key is eql? to `key`, or -1 (also when
// eql? or hash raised: then `ok` is false). The candidates are copied first:
// eql? may change the table.
int64_t find_eql(Context& cx, Value self, Value key, uint64_t& hash, bool& ok) {
  ok = hash_of(cx, key, hash);
  if (!ok) return -1;
  std::vector<Value> candidates;
  const WeakTable& t = table_of(self);
  auto range = t.index.equal_range(hash);
  for (auto it = range.first; it != range.second; ++it) candidates.push_back(t.entries[it->second].key);
  for (Value candidate : candidates) {
    int same = eql(cx, key, candidate);
    if (same < 0) ok = false;
    if (same != 0) return same < 0 ? -1 : table_of(self).find(hash, candidate);
  }
  return -1;
}

// Looks `key` up; `found(table, position)` answers when it is there.
template <class Found>
Value with_eql_key(Context& cx, Value self, Value key, Found&& found) {
  uint64_t hash;
  bool ok;
  int64_t at = find_eql(cx, self, key, hash, ok);
  if (!ok) return Value::undef();
  return at < 0 ? Value::nil() : found(table_of(self), size_t(at));
}

NATIVE(weak_key_map_aref) {
  return with_eql_key(cx, self, argv[0], [](WeakTable& t, size_t at) { return t.entries[at].value; });
}

NATIVE(weak_key_map_getkey) {
  return with_eql_key(cx, self, argv[0], [](WeakTable& t, size_t at) { return t.entries[at].key; });
}

NATIVE(weak_key_map_key_p) {
  Value r = with_eql_key(cx, self, argv[0], [](WeakTable&, size_t) { return Value::true_value(); });
  return r.is_nil() ? Value::false_value() : r;
}

NATIVE(weak_key_map_delete) {
  return with_eql_key(cx, self, argv[0], [](WeakTable& t, size_t at) {
    Value value = t.entries[at].value;
    t.remove_at(at);
    return value;
  });
}

NATIVE(weak_key_map_aset) {
  Value key = argv[0], value = argv[1];
  if (!key.is_heap()) return raise(cx, cx.world->c.ArgumentError, "WeakKeyMap keys must be garbage collectable");
  uint64_t hash;
  bool ok;
  int64_t at = find_eql(cx, self, key, hash, ok);
  if (!ok) return Value::undef();
  WeakTable& t = table_of(self);
  if (at >= 0) t.remove_at(size_t(at)); // the new key replaces the eql? one, as in CRuby
  t.store(hash, key, value);
  return value;
}

NATIVE(weak_key_map_clear) {
  table_of(self).clear();
  return self;
}

NATIVE(weak_key_map_inspect) {
  return new_string(cx, address_prefix(cx, self) + " size=" + std::to_string(table_of(self).live) + ">");
}

} // namespace

void init_weak_maps(World& w) {
  Class* os = w.c.ObjectSpace;
  Class* m = define_class(w, "WeakMap", w.c.Object, os);
  include_module(w, m, w.c.Enumerable);
  m->allocator = allocate_weak_map;
  define_method(w, m, "[]", weak_map_aref, 1, 1);
  define_method(w, m, "[]=", weak_map_aset, 2, 2);
  for (const char* name : {"key?", "include?", "member?"}) define_method(w, m, name, weak_map_key_p, 1, 1);
  for (const char* name : {"size", "length"}) define_method(w, m, name, weak_map_size, 0, 0);
  define_method(w, m, "inspect", weak_map_inspect, 0, 0);
  define_method(w, m, "__delete", weak_map_delete, 1, 1, Visibility::Private);
  define_method(w, m, "__entries", weak_map_entries, 0, 0, Visibility::Private);

  Class* k = define_class(w, "WeakKeyMap", w.c.Object, os);
  k->allocator = allocate_weak_key_map;
  define_method(w, k, "[]", weak_key_map_aref, 1, 1);
  define_method(w, k, "[]=", weak_key_map_aset, 2, 2);
  define_method(w, k, "getkey", weak_key_map_getkey, 1, 1);
  define_method(w, k, "key?", weak_key_map_key_p, 1, 1);
  define_method(w, k, "clear", weak_key_map_clear, 0, 0);
  define_method(w, k, "inspect", weak_key_map_inspect, 0, 0);
  define_method(w, k, "__delete", weak_key_map_delete, 1, 1, Visibility::Private);
}

} // namespace garnet::core
