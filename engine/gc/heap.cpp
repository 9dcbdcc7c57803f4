// heap.cpp — page management, tracing of each object type, and sweeping.
#include "gc/heap.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "vm/class.h"

namespace garnet::gc {

using namespace vm;

Heap::Heap(uint16_t tag, PinnedPages* keeper) : tag_(tag), keeper_(keeper) {}

// Objects made shareable (GC_STATIC) outlive their heap: other isolates may
// refer to them, so the pages that hold them go to `keeper` (the world's),
// which frees them when the whole VM ends.
Heap::~Heap() {
  for (uint32_t sc = 0; sc < kClassCount; sc++) {
    format_fresh(classes_[sc], kSlotSizes[sc]); // pages kept for their shared objects are walked whole
    for (char* page : classes_[sc].pages) {
      bool keeps_shared = false;
      for (size_t off = 0; off + kSlotSizes[sc] <= kPageSize; off += kSlotSizes[sc]) {
        Obj* o = reinterpret_cast<Obj*>(page + off);
        if (o->type == Type::Free) continue;
        if (o->gc & GC_STATIC) keeps_shared = true;
        else destroy(o);
      }
      if (!keeps_shared) std::free(page);
      else if (keeper_) keeper_->add({page, kSlotSizes[sc]});
    }
  }
  for (Obj* o : large_) {
    if (!(o->gc & GC_STATIC)) {
      destroy(o);
      std::free(o);
    } else if (keeper_) {
      keeper_->add({reinterpret_cast<char*>(o), 0});
    }
  }
}

PinnedPages::~PinnedPages() {
  for (const Page& p : pages) {
    if (p.slot_size == 0) { // a large object
      Heap::destroy(reinterpret_cast<Obj*>(p.memory));
    } else {
      for (size_t off = 0; off + p.slot_size <= Heap::kPageSize; off += p.slot_size) {
        Obj* o = reinterpret_cast<Obj*>(p.memory + off);
        if (o->type != Type::Free) Heap::destroy(o);
      }
    }
    std::free(p.memory);
  }
}

void* Heap::allocate_large() {
  // Large objects are rare (no built-in type is this big); keep them simple.
  void* mem = std::calloc(1, 512);
  large_.push_back(static_cast<Obj*>(mem));
  return mem;
}

void Heap::add_page(uint32_t sc) {
  // Not zeroed, and not written until its slots are handed out: a slot's
  // constructor initializes all of an object, and a free slot needs only
  // its type (Free, which sweeping reads) and its link.
  char* page = static_cast<char*>(std::malloc(kPageSize));
  if (!page) std::abort();
  SizeClass& c = classes_[sc];
  c.pages.push_back(page);
  stats_.heap_pages++;
  c.fresh = page;
  c.fresh_end = page + kPageSize / kSlotSizes[sc] * kSlotSizes[sc];
}

void Heap::format_fresh(SizeClass& c, uint32_t size) {
  if (!c.fresh) return; // a size class that never had a page
  for (char* slot = c.fresh; slot + size <= c.fresh_end; slot += size) {
    reinterpret_cast<Obj*>(slot)->type = Type::Free;
    FreeSlot* s = reinterpret_cast<FreeSlot*>(slot);
    s->next = c.free;
    c.free = s;
  }
  c.fresh = c.fresh_end = nullptr;
}

size_t Heap::bytes_in_pages() const {
  size_t n = 0;
  for (const SizeClass& c : classes_) n += c.pages.size() * kPageSize;
  return n + large_.size() * 512;
}

void Heap::destroy(Obj* o) {
  switch (o->type) {
    case Type::Object: static_cast<vm::Object*>(o)->~Object(); break;
    case Type::String: static_cast<String*>(o)->~String(); break;
    case Type::Array: static_cast<Array*>(o)->~Array(); break;
    case Type::Hash: static_cast<Hash*>(o)->~Hash(); break;
    case Type::Bignum: static_cast<Bignum*>(o)->~Bignum(); break;
    case Type::Env: static_cast<Env*>(o)->~Env(); break;
    case Type::Data: {
      Data* d = static_cast<Data*>(o);
      if (d->data_type && d->data_type->free) d->data_type->free(d->ptr);
      d->~Data();
      break;
    }
    case Type::Class: static_cast<Class*>(o)->~Class(); break;
    default: break; // trivially destructible layouts
  }
  o->type = Type::Free;
}

void Heap::trace_children(Obj* o, Tracer& t) {
  t.mark(o->klass); // singleton classes may be heap objects in the future; static ones are skipped
  switch (o->type) {
    case Type::Object:
      for (Value v : static_cast<vm::Object*>(o)->ivars) t.mark(v);
      break;
    case Type::Array:
      for (Value v : static_cast<Array*>(o)->items) t.mark(v);
      break;
    case Type::Hash: {
      Hash* h = static_cast<Hash*>(o);
      for (size_t i = 0; i < h->table.slot_count(); i++) {
        t.mark(h->table.slot(i).key);
        t.mark(h->table.slot(i).value);
      }
      t.mark(h->default_value);
      t.mark(h->default_proc);
      break;
    }
    case Type::Range: {
      Range* r = static_cast<Range*>(o);
      t.mark(r->begin);
      t.mark(r->end);
      break;
    }
    case Type::Proc: {
      Proc* p = static_cast<Proc*>(o);
      t.mark(p->self);
      t.mark(p->env);
      t.mark(p->outer_block);
      t.mark(p->bound);
      break;
    }
    case Type::Method: t.mark(static_cast<vm::Method*>(o)->receiver); break;
    case Type::Env: {
      Env* e = static_cast<Env*>(o);
      t.mark(e->parent);
      for (Value v : e->slots) t.mark(v);
      break;
    }
    case Type::Data: {
      Data* d = static_cast<Data*>(o);
      if (d->data_type && d->data_type->mark) d->data_type->mark(d->ptr, &Tracer::mark_value, &t);
      break;
    }
    case Type::Class: {
      Class* c = static_cast<Class*>(o);
      trace_class_tables(c, t);
      t.mark(c->attached);
      break;
    }
    default: break;
  }
}

void Heap::trace_class_tables(const Class* c, Tracer& t) {
  for (auto& kv : c->constants) t.mark(kv.second);
  for (auto& kv : c->ivars) t.mark(kv.second);
  for (auto& kv : c->cvars) t.mark(kv.second);
}

// Live holders forget what is about to be freed; dead ones leave the list
// (the sweep frees them).
void Heap::prune_weak_holders() {
  auto alive = [](const void* heap, Value v) { return static_cast<const Heap*>(heap)->survives(v); };
  size_t kept = 0;
  for (Data* holder : weak_holders_) {
    if (!survives(Value::object(holder))) continue;
    holder->data_type->prune_weak(holder->ptr, alive, this);
    weak_holders_[kept++] = holder;
  }
  weak_holders_.resize(kept);
}

void Heap::sweep(size_t root_slots) {
  uint64_t live = 0, freed = 0;
  for (uint32_t sc = 0; sc < kClassCount; sc++) {
    SizeClass& c = classes_[sc];
    FreeSlot* head = nullptr;
    uint32_t size = kSlotSizes[sc];
    for (char* page : c.pages) {
      size_t end = c.slots_end(page);
      for (size_t off = 0; off + size <= end; off += size) {
        Obj* o = reinterpret_cast<Obj*>(page + off);
        if (o->type != Type::Free) {
          if (o->gc & (GC_MARK | GC_STATIC)) {
            o->gc &= ~GC_MARK;
            live++;
            continue;
          }
          destroy(o);
          freed++;
        }
        FreeSlot* s = reinterpret_cast<FreeSlot*>(o);
        s->next = head;
        head = s;
      }
    }
    c.free = head;
  }
  size_t kept = 0;
  for (Obj* o : large_) {
    if (o->gc & (GC_MARK | GC_STATIC)) {
      o->gc &= ~GC_MARK;
      large_[kept++] = o;
      live++;
    } else {
      destroy(o);
      std::free(o);
      freed++;
    }
  }
  large_.resize(kept);
  stats_.collections++;
  stats_.live_objects = live;
  stats_.freed_total += freed;
  allocated_since_gc_ = 0;
  external_since_gc_ = 0;
  // Grow the budget with the live set and the roots read, so that
  // collection's share of the work stays the same; the roots add at most as
  // much again as the live set, so the heap stays within 7 times it
  // (decision 068).
  uint64_t by_live = live * kBudgetPerLive;
  uint64_t budget = by_live + std::min<uint64_t>(root_slots, by_live);
  threshold_ = budget > kMinBudget ? budget : kMinBudget;
  refresh_attention();
}

} // namespace garnet::gc
