// construction.cpp — which built-in classes a program may not allocate or
// instantiate, as in CRuby: no allocator for the classes whose objects only
// natives make (immediates, Proc, Method, Binding...), and no `new` or
// `allocate` where CRuby undefines them. Runs once every C++ class exists.
#include "core/core.h"

namespace garnet::core {

using namespace vm;

void restrict_construction(World& w) {
  CoreClasses& c = w.c;
  // Values that are immediates or made only by literals and natives.
  for (Class* k : {c.Integer, c.Float, c.Symbol, c.NilClass, c.TrueClass, c.FalseClass, c.Method,
                   c.UnboundMethod, c.Encoding, c.RubyVM}) {
    undef_allocator(w, k);
    undef_singleton_methods(w, k, {"new"});
  }
  // Proc.new is a native of its own; Binding.new is undefined.
  for (Class* k : {c.Proc, c.Binding}) undef_allocator(w, k);
  undef_singleton_methods(w, c.Binding, {"new"});
  undef_allocator(w, c.MatchData);
  undef_singleton_methods(w, c.MatchData, {"new", "allocate"});
  // Module.allocate (and Refinement's) is undefined; Class.allocate stays.
  undef_singleton_methods(w, c.Module, {"allocate"});
  auto* class_allocate = new MethodEntry(*c.Class->methods.at(w.intern("allocate")));
  add_method(w, metaclass(w, c.Class), class_allocate);
}

} // namespace garnet::core
