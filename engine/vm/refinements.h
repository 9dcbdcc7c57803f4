// refinements.h — refinements (Module#refine, `using`): the refinement
// modules a lexical scope has activated, and method lookup through them.
//
// `refine C do ... end` in module M makes (once) a refinement module R with
// R->refined_class = C and R->refinement_owner = M. `using M` gives the
// calling frame a copy of its Cref with M in front of the modules it already
// uses; scopes nested in it inherit them (World::make_cref). Lookups read
// each used module's refinements when they happen, so a refinement M defines
// later is seen too. A call site whose frame's Cref uses modules looks its
// method up here and leaves the inline caches alone, so code that uses no
// refinements pays nothing. Calls made from C++ methods (send, Symbol#to_proc, puts calling
// to_s...) do not see refinements.
#pragma once

#include <vector>

#include "vm/class.h"

namespace garnet::vm {

class World;

// The refinement of `refined` that module `owner` defines, made on first use.
Class* refinement_for(World& w, Class* owner, Class* refined);

// A copy of cref that uses module `used` too, in front of the others.
Cref* use_module(World& w, const Cref* cref, Class* used);

// The method `name` of klass as a call site whose scope uses modules `used`
// sees it: at each class of klass's ancestry, the refinements of that class
// (latest used module first, each with the modules it includes) come before
// the class's prepended modules and the class itself. Null when undefined.
const MethodEntry* find_method_refined(const Class* klass, Sym name, const std::vector<Class*>& used);

// klass's method `name` as the Ruby code of cx's top frame sees it, with the
// refinements of its scope (respond_to?, method).
const MethodEntry* find_method_in_caller_scope(Context& cx, Class* klass, Sym name);

// The method `super` reaches from a method of refinement r, for a receiver
// of class klass: the modules r includes, then klass's ancestry from r's
// refined class on.
const MethodEntry* find_super_from_refinement(const Class* klass, const Class* r, Sym name);

} // namespace garnet::vm
