// shareable.cpp — deep freezing and pinning object graphs for all isolates.
#include "vm/shareable.h"

#include <unordered_set>
#include <vector>

namespace garnet::vm {

namespace {

bool shared(const Obj* o) { return o->gc & GC_STATIC; }

// Calls fn for each value o refers to that a copy or a freeze must follow.
template <class Fn>
bool each_child(Obj* o, Fn&& fn) {
  switch (o->type) {
    case Type::String:
    case Type::Float:
    case Type::Bignum:
    case Type::Class:
      return true;
    case Type::Array:
      for (Value v : static_cast<Array*>(o)->items) fn(v);
      return true;
    case Type::Hash: {
      Hash* h = static_cast<Hash*>(o);
      for (size_t i = 0; i < h->table.slot_count(); i++) {
        const auto& e = h->table.slot(i);
        if (e.key.is_undef()) continue;
        fn(e.key);
        fn(e.value);
      }
      fn(h->default_value);
      return h->default_proc.is_nil();
    }
    case Type::Range:
      fn(static_cast<Range*>(o)->begin);
      fn(static_cast<Range*>(o)->end);
      return true;
    case Type::Object:
      for (Value v : static_cast<Object*>(o)->ivars) fn(v);
      return true;
    default:
      return false; // Procs, Methods, Envs, native data
  }
}

// The heap objects of v's graph that are not shared yet; false when one of
// them can never be shared.
bool collect_unshared(Value root, std::vector<Obj*>& out, Obj** refused) {
  std::unordered_set<Obj*> seen;
  std::vector<Value> todo{root};
  while (!todo.empty()) {
    Value v = todo.back();
    todo.pop_back();
    if (!v.is_heap() || v.is_undef()) continue;
    Obj* o = v.as_obj();
    if (shared(o) || !seen.insert(o).second) continue;
    out.push_back(o);
    if (!each_child(o, [&](Value c) { todo.push_back(c); })) {
      if (refused) *refused = o;
      return false;
    }
  }
  return true;
}

void pin(const std::vector<Obj*>& objs) {
  for (Obj* o : objs) {
    o->flags |= FL_FROZEN;
    o->gc |= GC_STATIC;
  }
}

} // namespace

bool deeply_frozen(Value v) {
  std::vector<Obj*> objs;
  if (!collect_unshared(v, objs, nullptr)) return false;
  for (Obj* o : objs)
    if (!o->frozen()) return false;
  return true;
}

bool share_if_frozen(Value v) {
  std::vector<Obj*> objs;
  if (!collect_unshared(v, objs, nullptr)) return false;
  for (Obj* o : objs)
    if (!o->frozen()) return false;
  pin(objs);
  return true;
}

bool share_constant_value(Context& cx, Value v) {
  if (!cx.world->ractors || !v.is_heap() || shared(v.as_obj())) return true;
  if (v.as_obj()->heap_tag == cx.iso->heap.tag() && share_if_frozen(v)) return true;
  if (cx.iso->is_main) return true;
  raise(cx, isolation_error(cx), "can not set constants with non-shareable objects by non-main Ractors");
  return false;
}

Value make_shareable(Context& cx, Value v) {
  std::vector<Obj*> objs;
  Obj* refused = nullptr;
  if (!collect_unshared(v, objs, &refused)) {
    std::string shown;
    if (!append_inspect(cx, shown, Value::object(refused))) return Value::undef();
    if (refused->type == Type::Proc)
      return raisef(cx, isolation_error(cx), "Proc's self is not shareable: %s", shown.c_str());
    Class* error = cx.world->ractor_errors.error;
    return raisef(cx, error ? error : cx.world->c.RuntimeError, "can not make shareable object for %s", shown.c_str());
  }
  pin(objs);
  return v;
}

} // namespace garnet::vm
