// gc.cpp — GC: start, count, enable/disable, stat (the isolate's heap
// statistics under CRuby's key names) and stress.
#include "core/core.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

NATIVE(gc_start) {
  cx.iso->collect();
  return Value::nil();
}

NATIVE(gc_count) {
  return new_integer(cx, int64_t(cx.iso->heap.stats().collections));
}

NATIVE(gc_enable) {
  return Value::boolean(cx.iso->heap.set_enabled(true));
}

NATIVE(gc_disable) {
  return Value::boolean(cx.iso->heap.set_enabled(false));
}

NATIVE(gc_stat) {
  const gc::HeapStats& st = cx.iso->heap.stats();
  std::pair<const char*, uint64_t> items[] = {
      {"count", st.collections},
      {"heap_allocated_pages", st.heap_pages},
      {"heap_live_slots", st.allocated_total - st.freed_total},
      {"heap_free_slots", 0},
      {"total_allocated_objects", st.allocated_total},
      {"total_freed_objects", st.freed_total},
      {"major_gc_count", st.collections},
      {"minor_gc_count", 0},
  };
  if (argc == 1 && argv[0].is_symbol()) {
    const std::string& name = sym_name(cx, argv[0].as_symbol());
    for (auto& [k, v] : items)
      if (name == k) return new_integer(cx, int64_t(v));
    return raise(cx, cx.world->c.ArgumentError, "unknown key: " + name);
  }
  Value h = (argc == 1 && is_hash(argv[0])) ? argv[0] : new_hash(cx);
  for (auto& [k, v] : items)
    if (!hash_store(cx, as_hash(h), symbol_value(cx, k), new_integer(cx, int64_t(v)))) return Value::undef();
  return h;
}

NATIVE(gc_stress) { return Value::false_value(); }

} // namespace

void init_gc(World& w) {
  if (!w.c.GC) w.c.GC = define_module(w, "GC");
  Class* g = w.c.GC;
  define_module_function(w, g, "start", gc_start, 0, 1);
  define_module_function(w, g, "count", gc_count, 0, 0);
  define_module_function(w, g, "enable", gc_enable, 0, 0);
  define_module_function(w, g, "disable", gc_disable, 0, 0);
  define_module_function(w, g, "stat", gc_stat, 0, 1);
  define_module_function(w, g, "stress", gc_stress, 0, 0);
}

} // namespace garnet::core
