// shareable.cpp — deep freezing and pinning object graphs for all isolates.
#include "vm/shareable.h"

#include <type_traits>
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
    case Type::Data: {
      Data* d = static_cast<Data*>(o);
      if (!d->data_type->shareable_when_frozen) return false;
      auto visit = [](void* each, Value v) { (*static_cast<std::remove_reference_t<Fn>*>(each))(v); };
      if (d->data_type->mark) d->data_type->mark(d->ptr, visit, &fn);
      return true;
    }
    case Type::Method: { // shareable with its receiver (Ruby 4.0), unless its body is a Proc that is not
      const Method* m = static_cast<Method*>(o);
      if (m->entry && m->entry->kind == MethodKind::ProcBody && !shared(m->entry->proc)) return false;
      fn(m->receiver);
      return true;
    }
    default:
      return false; // Procs, Envs
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
// it and the block, inclusive) reaches, as (env depth beyond the block,
// slot); the assigned ones go to `writes` instead when it is given.
void outer_accesses(const Iseq* iseq, int envs_inside, std::vector<std::pair<int, uint32_t>>& out,
                    std::vector<std::pair<int, uint32_t>>* writes = nullptr) {
  int own = envs_inside + (iseq->env_size ? 1 : 0);
  const uint32_t* pc = iseq->code.data();
  const uint32_t* end = pc + iseq->code.size();
  while (pc < end && *pc < OP_COUNT) {
    uint32_t op = *pc;
    using Get = ops::GETUPVAR;
    using Set = ops::SETUPVAR;
    if (op == OP_GETUPVAR && int(pc[Get::D]) >= own) out.push_back({int(pc[Get::D]) - own, pc[Get::I]});
    if (op == OP_SETUPVAR && int(pc[Set::D]) >= own)
      (writes ? *writes : out).push_back({int(pc[Set::D]) - own, pc[Set::I]});
    pc += 1 + kOpcodeOperands[op];
  }
  for (const auto& child : iseq->children) outer_accesses(child.get(), own, out, writes);
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

namespace {

// The name of outer variable (depth, slot) of `block`, "?" when no live
// frame owns its env.
std::string outer_variable_name(Context& cx, Proc* block, int depth, uint32_t slot) {
  Env* env = block->env;
  for (int i = 0; i < depth && env; i++) env = env->parent;
  for (const Frame& f : cx.frames)
    if (f.env == env && slot < f.iseq->env_names.size()) return cx.world->name(f.iseq->env_names[slot]);
  return "?";
}

std::string joined_names(Context& cx, Proc* block, const std::vector<std::pair<int, uint32_t>>& accesses) {
  std::vector<std::string> names;
  for (auto [depth, slot] : accesses) {
    std::string name = outer_variable_name(cx, block, depth, slot);
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  std::string joined;
  for (const std::string& n : names) joined += (joined.empty() ? "" : ", ") + n;
  return joined;
}

} // namespace

bool capture_outer_values(Context& cx, Proc* block, Env*& out) {
  out = nullptr;
  std::vector<std::pair<int, uint32_t>> reads, writes;
  outer_accesses(block->iseq, 0, reads, &writes);
  if (!writes.empty()) {
    raisef(cx, isolation_error(cx), "can not make a shareable Proc because it assigns outer variables (%s).",
           joined_names(cx, block, writes).c_str());
    return false;
  }
  if (reads.empty()) return true;
  std::vector<Env*> originals; // the block's envs, nearest first
  for (Env* e = block->env; e; e = e->parent) originals.push_back(e);
  std::vector<Env*> copies(originals.size(), nullptr);
  for (size_t i = originals.size(); i-- > 0;) {
    Env* copy = cx.iso->heap.make<Env>(nullptr, Type::Env);
    copy->parent = i + 1 < copies.size() ? copies[i + 1] : nullptr;
    copy->slots.assign(originals[i]->slots.size(), Value::nil());
    copies[i] = copy;
  }
  for (auto [depth, slot] : reads) {
    if (size_t(depth) >= originals.size() || slot >= originals[size_t(depth)]->slots.size()) continue;
    Value v = originals[size_t(depth)]->slots[slot];
    if (v.is_heap() && !(v.as_obj()->gc & GC_STATIC) && !share_if_frozen(v)) {
      std::string shown;
      if (!append_inspect(cx, shown, v)) return false;
      raisef(cx, isolation_error(cx), "can not make shareable Proc because it can refer unshareable object %s from variable '%s'",
             shown.c_str(), outer_variable_name(cx, block, depth, slot).c_str());
      return false;
    }
    copies[size_t(depth)]->slots[slot] = v;
  }
  std::vector<Obj*> envs(copies.begin(), copies.end());
  pin(envs);
  out = copies.empty() ? nullptr : copies[0];
  return true;
}

std::string outer_variable_names(Context& cx, Proc* block) {
  std::vector<std::pair<int, uint32_t>> accesses;
  outer_accesses(block->iseq, 0, accesses);
  return joined_names(cx, block, accesses);
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
