// refinement.cpp — the Ruby face of refinements (vm/refinements.h):
// Module#__refinement (the prelude's Module#refine runs its block in it),
// Module#using and main.using, Module#refinements, Module.used_modules, and
// the Refinement class (#target, #import_methods, #inspect).
#include "core/core.h"
#include "vm/class.h"
#include "vm/interp.h"
#include "vm/refinements.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

Class* self_class(Value self) { return self.as<Class>(); }

std::string type_name(Context& cx, Value v) { return class_path(cx, real_class(cx, v)); }

// Module#__refinement(klass): the refinement of klass this module defines.
NATIVE(mod_refinement) {
  if (!is_class_or_module(argv[0]))
    return raisef(cx, cx.world->c.TypeError, "wrong argument type %s (expected Class or Module)",
                  type_name(cx, argv[0]).c_str());
  Class* owner = self_class(self);
  if (owner->refined_class) return raise(cx, cx.world->c.ArgumentError, "can't refine refinement module");
  return Value::object(refinement_for(*cx.world, owner, argv[0].as<Class>()));
}

// Activates module's refinements in the calling frame's scope.
Value use_refinements(Context& cx, Value module) {
  if (!is_class_or_module(module) || !module.as<Class>()->is_module())
    return raisef(cx, cx.world->c.TypeError, "wrong argument type %s (expected Module)", type_name(cx, module).c_str());
  if (module.as<Class>()->refined_class)
    return raise(cx, cx.world->c.TypeError, "Cannot use refinement module as an argument of using");
  Frame& caller = cx.frames.back();
  caller.cref = use_module(*cx.world, caller.cref, module.as<Class>());
  return module;
}

// Module#using(module), in a class or module body.
NATIVE(mod_using) {
  const Frame& caller = cx.frames.back();
  if (caller.method) return raise(cx, cx.world->c.RuntimeError, "Module#using is not permitted in methods");
  if (caller.regs[0] != self) return raise(cx, cx.world->c.RuntimeError, "Module#using is not called on self");
  if (use_refinements(cx, argv[0]).is_undef()) return Value::undef();
  return self;
}

// Module#refinements: the refinements this module's refine blocks made.
NATIVE(mod_refinements) {
  std::vector<Value> out;
  for (Class* r : self_class(self)->refinements) out.push_back(Value::object(r));
  return new_array(cx, std::move(out));
}

// Module.used_modules: the modules whose refinements the caller's scope uses.
NATIVE(mod_used_modules) {
  std::vector<Value> out;
  if (!cx.frames.empty() && cx.frames.back().cref) {
    for (Class* m : cx.frames.back().cref->used_modules) out.push_back(Value::object(m));
  }
  return new_array(cx, std::move(out));
}

NATIVE(refinement_target) {
  return Value::object(self_class(self)->refined_class);
}

NATIVE(refinement_inspect) {
  Class* r = self_class(self);
  std::string s = "#<refinement:" + class_path(cx, r->refined_class) + "@" +
                  (r->refinement_owner->path.empty() ? "?" : class_path(cx, r->refinement_owner)) + ">";
  return new_string(cx, s);
}

// Refinement#import_methods(*modules): copies the Ruby-defined methods of
// each module into the refinement.
NATIVE(refinement_import_methods) {
  World& w = *cx.world;
  Class* r = self_class(self);
  for (int i = 0; i < argc; i++) {
    if (!is_class_or_module(argv[i]) || !argv[i].as<Class>()->is_module())
      return raisef(cx, w.c.TypeError, "wrong argument type %s (expected Module)", type_name(cx, argv[i]).c_str());
    for (const auto& [name, me] : argv[i].as<Class>()->methods) {
      if (me->kind != MethodKind::Iseq)
        return raisef(cx, w.c.ArgumentError, "Can't import method which is not defined with Ruby code: %s#%s",
                      class_path(cx, argv[i].as<Class>()).c_str(), w.name(name).c_str());
    }
    for (const auto& [name, me] : argv[i].as<Class>()->methods) {
      auto* copy = new MethodEntry(*me);
      copy->owner = r;
      add_method(w, r, copy);
    }
  }
  return self;
}

} // namespace

NATIVE(main_using) {
  const Frame& caller = cx.frames.back();
  if (caller.method || (caller.kind != FrameKind::Top && caller.kind != FrameKind::Eval))
    return raise(cx, cx.world->c.RuntimeError, "main.using is permitted only at toplevel");
  if (use_refinements(cx, argv[0]).is_undef()) return Value::undef();
  return self;
}

void init_refinement(World& w) {
  Class* m = w.c.Module;
  define_method(w, m, "__refinement", mod_refinement, 1, 1, Visibility::Private);
  define_method(w, m, "using", mod_using, 1, 1, Visibility::Private);
  define_method(w, m, "refinements", mod_refinements, 0, 0);
  define_singleton_method(w, m, "used_modules", mod_used_modules, 0, 0);
  w.c.Refinement = define_class(w, "Refinement", m);
  define_method(w, w.c.Refinement, "target", refinement_target, 0, 0);
  define_method(w, w.c.Refinement, "to_s", refinement_inspect, 0, 0);
  define_method(w, w.c.Refinement, "inspect", refinement_inspect, 0, 0);
  define_method(w, w.c.Refinement, "import_methods", refinement_import_methods, 0, -1, Visibility::Private);
}

} // namespace garnet::core
