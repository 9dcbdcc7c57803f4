// class.h — classes, modules, method entries and the lexical scope (Cref).
//
// Classes belong to the shared World (they are static objects, never
// collected). Method lookup walks the linearized ancestor list; call sites
// cache the result (see InlineCache in iseq.h) keyed by the class and the
// World's method-state serial, which every definition bumps.
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "vm/object.h"

namespace garnet::vm {

class Context;

enum class Visibility : uint8_t { Public, Private, Protected, ModuleFunction };

// Native method: argv has argc values; `block` is a Proc or nil. Returns the
// result, or Value::undef() when it raised (the exception is pending in cx).
using NativeFn = Value (*)(Context& cx, Value self, int argc, Value* argv, Value block);

struct CallArgs;
enum class Dispatch : uint8_t;
// A native that may switch coroutines (resume a fiber, park its green
// thread): it returns Done (result set), Raised, or Switch after recording
// the switch in cx; the value it is woken with lands in register ret_reg.
using SwitchingFn = Dispatch (*)(Context& cx, Value self, CallArgs& args, uint32_t ret_reg, Value& result);

enum class MethodKind : uint8_t {
  Iseq,        // a def
  Native,      // C++
  AttrReader,  // attr_reader: ivar
  AttrWriter,  // attr_writer: ivar
  ProcBody,    // define_method: proc
  Undefined,   // undef_method: stops lookup
  Builtin,     // an operation the interpreter performs itself (see Builtin)
};

// Methods that must run their block (or another method) without a C++ frame
// in between, so the interpreter implements them directly.
enum class Builtin : uint8_t {
  None,
  ProcCall,     // Proc#call / () / yield / [] / ===
  MethodCall,   // Method#call / () / [] / ===
  Send,         // Kernel#send / __send__
  PublicSend,   // Kernel#public_send
  InstanceExec, // instance_exec(*args) { }
  InstanceEval, // instance_eval { |obj| }
  ClassExec,    // class_exec / module_exec / class_eval / module_eval with a block
  Eval,         // Kernel#eval: a string run in the caller's scope or a Binding's
  BindingEval,  // Binding#eval
  ClassNew,     // Class#new: allocate, then initialize (a Ruby initialize runs stacklessly)
  NewClass,     // Class.new / Module.new: create, then run the block as the body
  MissingForward, // a Method object for a name answered by respond_to_missing?:
                  // calling it calls method_missing(name, ...)
  Switching,    // a SwitchingFn (fibers, blocking thread operations)
};

// The slot of an instance variable in objects of one layout: both in one
// word, so that isolates filling it at once never mix two layouts' halves.
struct IvarCache {
  uint64_t packed = 0; // layout pointer | slot index << 48

  Class* layout() const {
    return reinterpret_cast<Class*>(uintptr_t(__atomic_load_n(&packed, __ATOMIC_RELAXED) & kPointerMask));
  }
  // The slot for objects of this layout, or -1.
  int64_t index_for(const Class* layout) const {
    uint64_t p = __atomic_load_n(&packed, __ATOMIC_RELAXED);
    if (!layout || (p & kPointerMask) != uint64_t(uintptr_t(layout))) return -1;
    return int64_t(p >> 48);
  }
  // Stores only a change: caches are shared by isolates, and a store of the
  // same value on every miss would move the cache line between their cores.
  void fill(const Class* layout, uint32_t index) {
    if (index >= (1u << 16)) return;
    uint64_t p = uint64_t(uintptr_t(layout)) | uint64_t(index) << 48;
    if (__atomic_load_n(&packed, __ATOMIC_RELAXED) != p) __atomic_store_n(&packed, p, __ATOMIC_RELAXED);
  }

 private:
  static constexpr uint64_t kPointerMask = (uint64_t(1) << 48) - 1;
};

struct MethodEntry {
  Sym name = 0;
  Sym original_name = 0; // differs after alias
  Class* owner = nullptr;
  Class* defined_in = nullptr; // an alias's: where its body was defined (super searches on from there)
  MethodKind kind = MethodKind::Native;
  Visibility visibility = Visibility::Public;
  const Iseq* iseq = nullptr;
  // An Iseq method with only required and optional params, maybe a *rest,
  // optional keywords, a **rest and a &block (runs_in_place): a call
  // giving it in_place_min up to in_place_min + in_place_span positional
  // arguments and no keywords runs it with them where they are (the
  // interpreter's fast path; see enters_in_place). in_place_extra_params:
  // it has a *rest, keyword, **rest or &block params or an Env, which that
  // entry binds or makes too. Set once its body is read: until then (a
  // method of a lazily read bytecode image) every call takes
  // invoke_method, which reads the body and sets it.
  bool in_place = false;
  bool in_place_extra_params = false;
  uint32_t in_place_min = 0, in_place_span = 0;
  // The one positional argument count with which an in-place call has
  // nothing to do but push the frame: the method takes only required
  // params and binds nothing more (kNotPlain otherwise, and until its body
  // is read). Set with in_place, after it.
  uint32_t plain_argc = kNotPlain;
  static constexpr uint32_t kNotPlain = ~0u;
  NativeFn native = nullptr;
  int min_args = 0;  // native arity bounds (max -1: unbounded)
  int max_args = 0;
  Sym ivar = 0;      // attr accessors
  mutable IvarCache ivar_cache; // attr accessors: the slot in the layout last seen
  // A Struct or Data member's accessor: the member's index in the values
  // Array held in `ivar` (-1: a plain attr accessor of `ivar`).
  int32_t member = -1;
  Proc* proc = nullptr;
  Cref* cref = nullptr;
  Builtin builtin = Builtin::None;
  SwitchingFn switching = nullptr; // Builtin::Switching
  bool keeps_block = false;        // a native that stores its block and never calls it
  // A native that raises nothing (memory aside), calls no Ruby code and
  // allocates at most its result: the interpreter calls it without a
  // NativeScope (call_leaf_native).
  bool leaf = false;
  // A prelude method standing in for one of CRuby's C methods: Method#arity
  // and #parameters describe it by its arity only, as CRuby describes C
  // methods (Module#__arity_as_native).
  bool arity_as_native = false;
  bool aliased_by_program = false; // an alias a program made (not the prelude): never a core helper
  mutable bool aliased = false;    // an alias reaches this body: redefining it is not warned about
};

// Whether a call with argc positional arguments (and nothing else) enters
// Iseq method e with them in place.
inline bool enters_in_place(const MethodEntry& e, uint32_t argc) {
  return __atomic_load_n(&e.in_place, __ATOMIC_ACQUIRE) && argc - e.in_place_min <= e.in_place_span;
}

// Lexical class nesting at a point of the program (for constants and `def`),
// and the refinements active there (vm/refinements.h).
struct Cref {
  Class* klass;
  Cref* parent;
  std::vector<Class*> used_modules = {}; // modules `using` activated (their refinements), latest first
  // Pushed for a block run by instance_eval/instance_exec/class_exec or
  // Class.new/Module.new: def, alias and undef define on klass, but
  // constants, class variables and class/module keywords see the lexical
  // scope around the block, as in Ruby.
  bool for_methods_only = false;
  // Pushed for an Integer's, Float's or Symbol's instance_eval/instance_exec,
  // which have no singleton class: a def there raises TypeError ("can't
  // define singleton") instead of defining on klass (their class).
  bool without_singleton = false;
};

// Where the program set a constant (Module#const_source_location).
struct ConstantLocation {
  Sym name;
  std::shared_ptr<const std::string> file;
  uint32_t line;
};

// The innermost cref that is a lexical scope (not for methods only).
inline Cref* lexical_cref(Cref* cref) {
  while (cref && cref->for_methods_only) cref = cref->parent;
  return cref;
}

struct Class : Obj {
  Sym name = 0;                  // 0 for anonymous
  std::string path;              // "Foo::Bar" (empty when anonymous)
  bool temporary_path = false;   // path names an anonymous scope ("#<Module:0x...>::Foo")
                                 // and becomes permanent when that scope is named
  Class* superclass = nullptr;   // next real class (modules: nullptr)
  Value attached;                // singleton class: the object it belongs to
  std::vector<Class*> includes;  // modules included directly, in include order
  std::vector<Class*> prepends;
  std::vector<Class*> ancestors; // linearized lookup order (self first)
  std::unordered_map<Sym, MethodEntry*> methods;
  std::vector<std::pair<Sym, Value>> constants; // in definition order
  std::vector<Sym> private_constants;            // private_constant: hidden from Mod::X and #constants
  std::vector<ConstantLocation> constant_locations; // of the constants the program set (none for the core's)
  bool constant_private(Sym name) const {
    for (Sym s : private_constants)
      if (s == name) return true;
    return false;
  }
  std::vector<std::pair<Sym, Value>> ivars;     // class-level instance variables
  std::vector<std::pair<Sym, Value>> cvars;     // @@class variables
  // Layout of instance variables shared by all instances of this class.
  std::unordered_map<Sym, uint32_t> ivar_index;
  std::vector<Sym> ivar_names;
  // Refinements (vm/refinements.h): a refinement module's refined class and
  // the module whose `refine` made it; a module's refinements, in order.
  Class* refined_class = nullptr;
  Class* refinement_owner = nullptr;
  std::vector<Class*> refinements;
  Type instance_type = Type::Object; // what Class#allocate creates
  Value (*allocator)(Context& cx, Class* klass) = nullptr; // overrides instance_type

  bool is_module() const { return flags & FL_MODULE; }
  bool is_singleton() const { return flags & FL_SINGLETON; }

  Value* find_constant(Sym s) {
    for (auto& c : constants)
      if (c.first == s) return &c.second;
    return nullptr;
  }
};

} // namespace garnet::vm
