// finalizers.cpp — ObjectSpace.define_finalizer's table, one per isolate
// (Isolate::finalizer_table): each object's callables, the object held
// weakly, the callables and the object's id strongly. A collection that
// finds an object dead moves its entry to the due list (a weak holder's
// prune: gc/heap.h) and sets Isolate::finalizers_due; the next safepoint
// starts a green thread that calls them (World::start_finalizers), and the
// program's end calls every one left (VM's finish). The Ruby half,
// argument checks and the calls, is core/prelude/88_object_space.rb.
#include <unordered_map>
#include <vector>

#include "core/core.h"
#include "sched/green_threads.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

struct FinalizerTable {
  struct Entry {
    Value object, id;
    std::vector<Value> callables;
  };
  std::vector<Entry> live;
  std::unordered_map<uint64_t, size_t> index; // object bits -> position in live
  std::vector<Entry> due;
  bool* due_flag; // the isolate's finalizers_due

  void reindex() {
    index.clear();
    for (size_t i = 0; i < live.size(); i++) index[live[i].object.bits()] = i;
  }
};

void finalizers_mark(void* p, void (*mark_value)(void*, Value), void* tracer) {
  auto* t = static_cast<FinalizerTable*>(p);
  for (auto* list : {&t->live, &t->due})
    for (const FinalizerTable::Entry& e : *list) {
      mark_value(tracer, e.id);
      for (Value c : e.callables) mark_value(tracer, c);
    }
}

void finalizers_prune(void* p, bool (*alive)(const void*, Value), const void* heap) {
  auto* t = static_cast<FinalizerTable*>(p);
  size_t kept = 0;
  for (FinalizerTable::Entry& e : t->live) {
    if (alive(heap, e.object)) {
      t->live[kept++] = std::move(e);
      continue;
    }
    e.object = Value::nil();
    t->due.push_back(std::move(e));
  }
  if (kept == t->live.size()) return;
  t->live.resize(kept);
  t->reindex();
  *t->due_flag = true;
}

void finalizers_free(void* p) { delete static_cast<FinalizerTable*>(p); }

const DataType kFinalizerTableType = {"finalizers", finalizers_mark, finalizers_free, nullptr, finalizers_prune};

FinalizerTable& table(Context& cx) {
  Isolate& iso = *cx.iso;
  if (iso.finalizer_table.is_nil()) {
    auto* t = new FinalizerTable();
    t->due_flag = &iso.finalizers_due;
    iso.finalizer_table = new_data(cx, cx.world->c.Object, &kFinalizerTableType, t);
    iso.heap.add_weak_holder(iso.finalizer_table.as<Data>());
  }
  return *static_cast<FinalizerTable*>(iso.finalizer_table.as<Data>()->ptr);
}

// ObjectSpace.__finalizer_add(object, callable, id)
NATIVE(os_finalizer_add) {
  FinalizerTable& t = table(cx);
  auto at = t.index.find(argv[0].bits());
  if (at == t.index.end()) {
    at = t.index.emplace(argv[0].bits(), t.live.size()).first;
    t.live.push_back({argv[0], argv[2], {}});
  }
  t.live[at->second].callables.push_back(argv[1]);
  return Value::nil();
}

// ObjectSpace.__finalizer_remove(object)
NATIVE(os_finalizer_remove) {
  if (cx.iso->finalizer_table.is_nil()) return Value::nil();
  FinalizerTable& t = table(cx);
  auto at = t.index.find(argv[0].bits());
  if (at == t.index.end()) return Value::nil();
  t.live.erase(t.live.begin() + std::ptrdiff_t(at->second));
  t.reindex();
  return Value::nil();
}

// ObjectSpace.__finalizers_taken(all): [[id, [callable...]]...] of the
// objects that died (with all: of every object that has finalizers), each
// handed out once.
NATIVE(os_finalizers_taken) {
  cx.iso->finalizers_due = false;
  if (cx.iso->finalizer_table.is_nil()) return new_array(cx);
  FinalizerTable& t = table(cx);
  std::vector<FinalizerTable::Entry> taken = std::move(t.due);
  t.due.clear();
  if (argc > 0 && argv[0].truthy()) {
    for (FinalizerTable::Entry& e : t.live) taken.push_back(std::move(e));
    t.live.clear();
    t.index.clear();
  }
  // (Collections happen at safepoints only: none while the arrays are made.)
  Value result = new_array(cx);
  for (const FinalizerTable::Entry& e : taken) {
    Value pair[2] = {e.id, new_array(cx, e.callables.data(), e.callables.size())};
    as_array(result)->items.push_back(new_array(cx, pair, 2));
  }
  return result;
}

// World::start_finalizers: a green thread calls the due finalizers
// (ObjectSpace.__run_finalizers), so that they may wait as any thread does.
void start_due_finalizers(Context& cx) {
  cx.iso->finalizers_due = false;
  World& w = *cx.world;
  Value space = Value::object(w.c.ObjectSpace);
  if (sched::thread_of(sched::new_thread_calling(cx, space, w.intern("__run_finalizers"), nullptr, 0)) == nullptr)
    cx.pending = Value::undef();
}

} // namespace

void init_finalizers(World& w) {
  w.start_finalizers = start_due_finalizers;
  Class* space = w.c.ObjectSpace;
  define_singleton_method(w, space, "__finalizer_add", os_finalizer_add, 3, 3);
  define_singleton_method(w, space, "__finalizer_remove", os_finalizer_remove, 1, 1);
  define_singleton_method(w, space, "__finalizers_taken", os_finalizers_taken, 0, 1);
}

} // namespace garnet::core
