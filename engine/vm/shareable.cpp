// shareable.cpp — deep freezing and pinning object graphs for all isolates.
#include "vm/shareable.h"

#include <algorithm>
#include <unordered_set>
#include <vector>

#include "vm/interp.h"

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

// Adds the outer variables the code of `iseq` (envs_inside: envs between
// it and the block, inclusive) reaches, as (env depth beyond the block, slot).
void outer_accesses(const Iseq* iseq, int envs_inside, std::vector<std::pair<int, uint32_t>>& out) {
  int own = envs_inside + (iseq->env_size ? 1 : 0);
  const uint32_t* pc = iseq->code.data();
  const uint32_t* end = pc + iseq->code.size();
  while (pc < end && *pc < OP_COUNT) {
    uint32_t op = *pc;
    if (op == OP_GETUPVAR && int(pc[2]) >= own) out.push_back({int(pc[2]) - own, pc[3]});
    if (op == OP_SETUPVAR && int(pc[1]) >= own) out.push_back({int(pc[1]) - own, pc[2]});
    pc += 1 + kOpcodeOperands[op];
  }
  for (const auto& child : iseq->children) outer_accesses(child.get(), own, out);
}

// A Proc becomes shareable in place when it reaches no outer variable and
// its self is shareable: it forgets its scope. False (raised) otherwise.
bool isolate_proc(Context& cx, Proc* p) {
  std::string shown;
  if (!p->iseq || !p->bound.is_nil()) {
    if (!append_inspect(cx, shown, Value::object(p))) return false;
    raisef(cx, isolation_error(cx), "can not make shareable Proc: %s", shown.c_str());
    return false;
  }
  std::string outer = outer_variable_names(cx, p);
  if (!outer.empty()) {
    raisef(cx, isolation_error(cx), "can not make a shareable Proc because it accesses outer variables (%s).",
           outer.c_str());
    return false;
  }
  if (p->self.is_heap() && !(p->self.as_obj()->gc & GC_STATIC) && !share_if_frozen(p->self)) {
    if (!append_inspect(cx, shown, Value::object(p))) return false;
    raisef(cx, isolation_error(cx), "Proc's self is not shareable: %s", shown.c_str());
    return false;
  }
  p->env = nullptr;
  p->outer_block = Value::nil();
  return true;
}

} // namespace

std::string outer_variable_names(Context& cx, Proc* block) {
  std::vector<std::pair<int, uint32_t>> accesses;
  outer_accesses(block->iseq, 0, accesses);
  std::vector<std::string> names;
  for (auto [depth, slot] : accesses) {
    Env* env = block->env;
    for (int i = 0; i < depth && env; i++) env = env->parent;
    std::string name = "?";
    for (const Frame& f : cx.frames)
      if (f.env == env && slot < f.iseq->env_names.size()) name = cx.world->name(f.iseq->env_names[slot]);
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  std::string joined;
  for (const std::string& n : names) joined += (joined.empty() ? "" : ", ") + n;
  return joined;
}

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
  while (true) {
    std::vector<Obj*> objs;
    Obj* refused = nullptr;
    if (collect_unshared(v, objs, &refused)) {
      pin(objs);
      return v;
    }
    if (refused->type != Type::Proc) {
      std::string shown;
      if (!append_inspect(cx, shown, Value::object(refused))) return Value::undef();
      Class* error = cx.world->ractor_classes.error;
      return raisef(cx, error ? error : cx.world->c.RuntimeError, "can not make shareable object for %s",
                    shown.c_str());
    }
    // A Proc inside the graph: isolated in place and pinned, then the graph again.
    if (!isolate_proc(cx, static_cast<Proc*>(refused))) return Value::undef();
    pin({refused});
  }
}

} // namespace garnet::vm
