// refinements.cpp — refinement modules, their activation in a Cref, and the
// method lookup of call sites that have refinements active (refinements.h).
#include "vm/refinements.h"

#include <algorithm>

#include "vm/isolate.h"
#include "vm/roster.h"
#include "vm/runtime.h"
#include "vm/world.h"

namespace garnet::vm {

namespace {

// The method `name` in module m itself: found (possibly an undef marker) or null.
const MethodEntry* own_method(const Class* m, Sym name) {
  auto it = m->methods.find(name);
  return it == m->methods.end() ? nullptr : it->second;
}

// Whether ancestor `a` opens refined class c's part of an ancestry: c
// itself or one of the modules prepended to it.
bool opens_class_part(const Class* a, const Class* c) {
  return a == c || std::find(c->prepends.begin(), c->prepends.end(), a) != c->prepends.end();
}

// Looks `name` up in modules [from, end) of an ancestry; sets `found` and
// returns true when some module answers (an undef marker answers null).
template <typename It>
bool search(It from, It end, Sym name, const MethodEntry*& found) {
  for (; from != end; ++from) {
    if (const MethodEntry* me = own_method(*from, name)) {
      found = me->kind == MethodKind::Undefined ? nullptr : me;
      return true;
    }
  }
  return false;
}

} // namespace

Class* refinement_for(World& w, Class* owner, Class* refined) {
  for (Class* r : owner->refinements)
    if (r->refined_class == refined) return r;
  Class* r = new_module(w);
  WorldWrite write(w);
  r->klass = w.c.Refinement;
  r->refined_class = refined;
  r->refinement_owner = owner;
  r->path = "#<refinement:" + (refined->path.empty() ? std::string("?") : refined->path) + "@" +
            (owner->path.empty() ? std::string("?") : owner->path) + ">";
  owner->refinements.push_back(r);
  return r;
}

Cref* use_module(World& w, const Cref* cref, Class* used) {
  Cref* scope = w.new_cref(cref->klass, cref->parent);
  scope->used_modules = cref->used_modules;
  scope->for_methods_only = cref->for_methods_only;
  scope->without_singleton = cref->without_singleton;
  auto& list = scope->used_modules;
  list.erase(std::remove(list.begin(), list.end(), used), list.end());
  list.insert(list.begin(), used);
  w.method_serial.fetch_add(1, std::memory_order_release); // call sites of this frame cached before
  return scope;
}

const MethodEntry* find_method_refined(const Class* klass, Sym name, const std::vector<Class*>& used) {
  const MethodEntry* found = nullptr;
  for (const Class* a : klass->ancestors) {
    for (const Class* m : used)
      for (const Class* r : m->refinements)
        if (opens_class_part(a, r->refined_class) && search(r->ancestors.begin(), r->ancestors.end(), name, found))
          return found;
    if (const MethodEntry* me = own_method(a, name)) return me->kind == MethodKind::Undefined ? nullptr : me;
  }
  return nullptr;
}

const MethodEntry* find_method_in_caller_scope(Context& cx, Class* klass, Sym name) {
  const Cref* scope = cx.frames.empty() ? nullptr : cx.frames.back().cref;
  if (scope && !scope->used_modules.empty()) return find_method_refined(klass, name, scope->used_modules);
  return find_method(cx, klass, name);
}

const MethodEntry* find_super_from_refinement(const Class* klass, const Class* r, Sym name) {
  const MethodEntry* found = nullptr;
  if (search(r->ancestors.begin() + 1, r->ancestors.end(), name, found)) return found;
  const auto& anc = klass->ancestors;
  auto from = std::find_if(anc.begin(), anc.end(), [&](const Class* a) { return opens_class_part(a, r->refined_class); });
  search(from, anc.end(), name, found);
  return found;
}

} // namespace garnet::vm
