// heap.h — one isolate's object heap: size-class pages with free lists and a
// precise, non-moving mark-and-sweep collector.
//
// Allocation is a free-list pop with no locks or atomics (an isolate runs on
// one carrier at a time). Collection stops only this isolate: the owner
// supplies the roots (VM stacks, frames, globals) through a RootVisitor.
#pragma once

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <new>
#include <utility>
#include <vector>

#include "vm/object.h"

namespace garnet::gc {

using vm::Obj;
using vm::Value;

// Marks what one heap owns: objects of other isolates' heaps and the
// world's (static, shareable) objects are neither marked nor traced.
class Tracer {
 public:
  explicit Tracer(uint16_t heap_tag) : heap_tag_(heap_tag) {}
  void mark(Value v) {
    if (v.is_heap()) mark(v.as_obj());
  }
  void mark(Obj* o) {
    // The tag first: another heap's mark bits are its owner's to write.
    if (!o || o->heap_tag != heap_tag_ || (o->gc & (vm::GC_MARK | vm::GC_STATIC))) return;
    o->gc |= vm::GC_MARK;
    stack_.push_back(o);
  }
  // C-style entry point for DataType::mark.
  static void mark_value(void* tracer, Value v) { static_cast<Tracer*>(tracer)->mark(v); }
  // Registers of Ruby frames read as roots: work a collection does besides
  // the live objects, which the next budget counts (decision 068).
  void note_root_slots(size_t n) { root_slots_ += n; }
  size_t root_slots() const { return root_slots_; }
  bool pop(Obj*& o) {
    if (stack_.empty()) return false;
    o = stack_.back();
    stack_.pop_back();
    return true;
  }

 private:
  std::vector<Obj*> stack_;
  size_t root_slots_ = 0;
  uint16_t heap_tag_;
};

// Pages with shareable objects that outlived their heap; freed with the
// owner (the world), when no isolate is left to read them.
struct PinnedPages {
  struct Page {
    char* memory;
    uint32_t slot_size; // 0: one large object
  };
  // Heaps of several isolates may end at once.
  void add(Page p) {
    std::lock_guard<std::mutex> lock(mutex);
    pages.push_back(p);
  }
  std::mutex mutex;
  std::vector<Page> pages;
  PinnedPages() = default;
  PinnedPages(const PinnedPages&) = delete;
  PinnedPages& operator=(const PinnedPages&) = delete;
  ~PinnedPages();
};

struct HeapStats {
  uint64_t collections = 0;
  uint64_t live_objects = 0;     // after the last collection
  uint64_t allocated_total = 0;  // objects ever allocated
  uint64_t freed_total = 0;
  uint64_t heap_pages = 0;
};

class Heap {
 public:
  // `tag` marks every object this heap allocates (Obj::heap_tag); tags of
  // live heaps differ. Pages holding shareable objects go to `keeper` when
  // the heap ends (null: they are freed).
  Heap(uint16_t tag, PinnedPages* keeper);
  ~Heap();
  uint16_t tag() const { return tag_; }
  Heap(const Heap&) = delete;
  Heap& operator=(const Heap&) = delete;

  template <class T>
  T* make(vm::Class* klass, vm::Type type) {
    uint32_t sc = size_class_for(sizeof(T));
    void* mem = allocate(sc);
    T* obj = new (mem) T();
    obj->klass = klass;
    obj->type = type;
    obj->size_class = uint8_t(sc);
    obj->heap_tag = tag_;
    if (arena_) arena_->push_back(obj);
    return obj;
  }

  // While C++ code runs, what it allocates is recorded in the running
  // context's native arena (null while Ruby code runs), a root until the
  // C++ method that made it returns (vm/native_scope.h).
  std::vector<Obj*>* arena() const { return arena_; }
  void set_arena(std::vector<Obj*>* arena) { arena_ = arena; }

  // True when enough has been allocated that the owner should collect at its
  // next safepoint.
  bool wants_collection() const {
    return (allocated_since_gc_ >= threshold_ || external_since_gc_ >= kExternalBudget) && enabled_;
  }
  // Whether the owner has something to do at its next safepoint: collect
  // (wants_collection) or raise NoMemoryError (out_of_memory). One flag, so
  // that a safepoint with nothing to do costs one test.
  bool needs_attention() const { return attention_; }
  // Bytes malloc'd outside the pages (string and array buffers...) for this
  // heap's isolate: they count toward the next collection (gc/allocation.h).
  void note_external(size_t bytes) {
    bool below = external_since_gc_ < kExternalBudget;
    external_since_gc_ += bytes;
    if (below && external_since_gc_ >= kExternalBudget) refresh_attention(); // only when it crosses
  }
  // An allocation failed and was served from the reserve: the owner raises
  // NoMemoryError at its next safepoint (take_out_of_memory).
  void note_out_of_memory() { out_of_memory_ = attention_ = true; }
  bool out_of_memory() const { return out_of_memory_; }
  bool take_out_of_memory() {
    bool was = out_of_memory_;
    out_of_memory_ = false;
    refresh_attention();
    return was;
  }
  // Marks from the roots `trace_roots` adds, then sweeps.
  // `trace_generic_ivars(obj, tracer)` marks the instance variables the
  // owner keeps outside objects (FL_HAS_IVARS), for each object found live.
  template <class RootFn, class IvarFn>
  void collect(RootFn&& trace_roots, IvarFn&& trace_generic_ivars) {
    Tracer tracer(tag_);
    trace_roots(tracer);
    Obj* o;
    while (tracer.pop(o)) {
      trace_children(o, tracer);
      if (o->flags & vm::FL_HAS_IVARS) trace_generic_ivars(o, tracer);
    }
    prune_weak_holders();
    sweep(tracer.root_slots());
  }

  // A Data object whose type has prune_weak, allocated by this heap: from
  // now on each collection that finds it live lets it drop dead referents.
  void add_weak_holder(vm::Data* holder) { weak_holders_.push_back(holder); }
  // Whether `v` outlives the collection under way (between marking and
  // sweeping): immediates, the world's and other heaps' objects always do.
  bool survives(Value v) const {
    if (!v.is_heap()) return true;
    const Obj* o = v.as_obj();
    return o->heap_tag != tag_ || (o->gc & (vm::GC_MARK | vm::GC_STATIC));
  }
  // Calls fn(const Obj*) for every slot of every page, free ones included
  // (type Free) but not those never handed out (fresh_slots()), then for
  // every large object.
  template <class Fn>
  void each_slot(Fn&& fn) const {
    for (uint32_t sc = 0; sc < kClassCount; sc++)
      for (const char* page : classes_[sc].pages)
        for (size_t off = 0; off + kSlotSizes[sc] <= classes_[sc].slots_end(page); off += kSlotSizes[sc])
          fn(reinterpret_cast<const Obj*>(page + off));
    for (const Obj* o : large_) fn(o);
  }

  // The slots of the newest pages never handed out.
  uint64_t fresh_slots() const {
    uint64_t n = 0;
    for (uint32_t sc = 0; sc < kClassCount; sc++)
      n += uint64_t(classes_[sc].fresh_end - classes_[sc].fresh) / kSlotSizes[sc];
    return n;
  }

  bool enabled() const { return enabled_; }
  bool set_enabled(bool on) {
    bool was_disabled = !enabled_;
    enabled_ = on;
    refresh_attention();
    return was_disabled;
  }
  const HeapStats& stats() const { return stats_; }
  size_t bytes_in_pages() const;

  // The bytes of the slot an object of this heap occupies (0 for a large
  // object, malloc'd to its own size).
  static uint32_t slot_bytes(const Obj* o) { return o->size_class < kClassCount ? kSlotSizes[o->size_class] : 0; }

  static void trace_children(Obj* o, Tracer& t);
  // A class's constants, class-level ivars and class variables.
  static void trace_class_tables(const vm::Class* c, Tracer& t);

 private:
  friend struct PinnedPages;
  static constexpr size_t kPageSize = 64 * 1024;
  // Allocations between collections: at least this, else three times the
  // live set plus the root registers read (decision 061: a small floor keeps
  // a small program's slots in cache; decision 068: a large live set is
  // marked a third as often as at twice, for a heap of four times it instead
  // of three, and many threads' frames do not make collections frequent).
  static constexpr uint64_t kMinBudget = 25000;
  static constexpr uint64_t kBudgetPerLive = 3;
  // Bytes malloc'd outside the pages between collections.
  static constexpr uint64_t kExternalBudget = 32u << 20;
  static constexpr uint32_t kSlotSizes[] = {32, 48, 64, 96, 128, 192, 256};
  static constexpr uint32_t kClassCount = sizeof(kSlotSizes) / sizeof(kSlotSizes[0]);
  static constexpr uint32_t kLargeClass = kClassCount; // malloc'd individually

  struct FreeSlot {
    FreeSlot* next;
  };
  struct SizeClass {
    FreeSlot* free = nullptr;
    std::vector<char*> pages;
    // The newest page's slots never handed out, from `fresh` to
    // `fresh_end`: taken in order once the free list is empty, and never
    // written before, so a page's memory is touched only as it is used.
    char* fresh = nullptr;
    char* fresh_end = nullptr;
    // The end of the part of `page` that holds objects or free slots.
    size_t slots_end(const char* page) const {
      return fresh >= page && fresh < page + kPageSize ? size_t(fresh - page) : kPageSize;
    }
  };

  static uint32_t size_class_for(size_t bytes) {
    for (uint32_t i = 0; i < kClassCount; i++)
      if (bytes <= kSlotSizes[i]) return i;
    return kLargeClass;
  }
  void refresh_attention() { attention_ = wants_collection() || out_of_memory_; }
  void* allocate(uint32_t sc) {
    if (++allocated_since_gc_ == threshold_) refresh_attention();
    stats_.allocated_total++;
    if (sc == kLargeClass) return allocate_large();
    SizeClass& c = classes_[sc];
    if (FreeSlot* s = c.free) {
      c.free = s->next;
      return s;
    }
    if (c.fresh == c.fresh_end) add_page(sc);
    void* s = c.fresh;
    c.fresh += kSlotSizes[sc];
    return s;
  }
  void* allocate_large();
  void add_page(uint32_t sc);
  // Writes the newest page's fresh slots as free ones, for a reader that
  // walks whole pages.
  static void format_fresh(SizeClass& c, uint32_t size);
  void prune_weak_holders();
  void sweep(size_t root_slots);
  static void destroy(Obj* o);

  uint16_t tag_;
  PinnedPages* keeper_;
  SizeClass classes_[kClassCount];
  std::vector<Obj*> large_;
  std::vector<vm::Data*> weak_holders_; // see add_weak_holder
  uint64_t allocated_since_gc_ = 0;
  uint64_t threshold_ = kMinBudget;
  uint64_t external_since_gc_ = 0;
  bool out_of_memory_ = false;
  bool enabled_ = true;
  bool attention_ = false; // see needs_attention()
  std::vector<Obj*>* arena_ = nullptr; // see arena()
  HeapStats stats_;
};

} // namespace garnet::gc
