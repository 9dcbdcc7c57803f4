// runtime.h — the operations native code (engine/core/) builds on: making
// objects, classifying values, raising exceptions, calling Ruby methods,
// converting values, and defining classes and methods.
//
// Conventions:
//  - A function that can raise returns Value::undef() (or false) after
//    setting the pending exception; the caller returns undef in turn.
//  - Natives never call blocks (blocks run only in the interpreter; see the
//    prelude). They may call methods through call(), which re-enters the
//    interpreter, where garbage may be collected: what a native allocates
//    and what call() returns to it stay alive until it returns (its arena,
//    vm/native_scope.h), so it may hold those in C++ locals.
//  - argv of a native points into the VM stack and is invalid after any
//    call(); copy what you still need first.
#pragma once

#include <cstdarg>
#include <initializer_list>
#include <string>
#include <string_view>

#include "vm/isolate.h"

namespace garnet::vm {

// ---- objects ----
Value new_string(Context& cx, std::string_view s);
Value new_string(Context& cx, std::string&& s);
inline Value new_string(Context& cx, const char* s) { return new_string(cx, std::string_view(s)); }
Value new_binary_string(Context& cx, std::string_view s);
String* alloc_string(Context& cx, Class* klass); // empty, of class klass
Value new_array(Context& cx);
Value new_array(Context& cx, std::vector<Value>&& items);
Value new_array(Context& cx, const Value* items, size_t n);
Value new_hash(Context& cx);
// A Float: a flonum when the double has one (no allocation, inline: the
// interpreter's arithmetic makes one per operation), else a heap Float.
Value new_heap_float(Context& cx, double d);
inline Value new_float(Context& cx, double d) {
  Value v;
  return Value::try_flonum(d, v) ? v : new_heap_float(cx, d);
}
Value new_integer(Context& cx, int64_t i);          // Fixnum or Bignum
Value new_integer(Context& cx, const num::BigInt& b); // normalized to Fixnum when it fits
Value new_range(Context& cx, Value begin, Value end, bool exclusive);
Value new_object(Context& cx, Class* klass);         // plain Object instance
Value new_data(Context& cx, Class* klass, const DataType* type, void* ptr);
Value new_exception(Context& cx, Class* klass, std::string_view message);
// The exception `raise(*args)` raises (args non-empty: a message, or a class
// or object answering #exception, then a message and a backtrace); undef
// when building it raised.
Value exception_from_args(Context& cx, int argc, const Value* argv);
Value symbol_value(Context& cx, std::string_view name);

// ---- classifying values ----
Class* class_of(Context& cx, Value v);   // dispatch class (may be a singleton class)
Class* real_class(Context& cx, Value v); // obj.class
bool is_a(Context& cx, Value v, Class* klass);
inline bool is_type(Value v, Type t) { return v.is_heap() && v.as_obj()->type == t; }
inline bool is_string(Value v) { return is_type(v, Type::String); }
inline bool is_array(Value v) { return is_type(v, Type::Array); }
inline bool is_hash(Value v) { return is_type(v, Type::Hash); }
inline bool is_proc(Value v) { return is_type(v, Type::Proc); }
inline bool is_range(Value v) { return is_type(v, Type::Range); }
inline bool is_bignum(Value v) { return is_type(v, Type::Bignum); }
inline bool is_class_or_module(Value v) { return is_type(v, Type::Class); }
inline bool is_float(Value v) { return v.is_flonum() || is_type(v, Type::Float); }
inline bool is_integer(Value v) { return v.is_fixnum() || is_bignum(v); }
inline double float_value(Value v) { return v.is_flonum() ? v.as_flonum() : v.as<Float>()->value; }
inline String* as_string(Value v) { return v.as<String>(); }
inline Array* as_array(Value v) { return v.as<Array>(); }
inline Hash* as_hash(Value v) { return v.as<Hash>(); }
// A String's bytes, to read; str_mut to change them (it forgets cached facts).
inline const std::string& str(Value v) { return v.as<String>()->str; }
inline std::string& str_mut(Value v) {
  String* s = v.as<String>();
  s->ascii = String::kUnknown;
  s->copy_current = false;
  s->hash_word = 0;
  return s->str;
}
bool is_frozen(Value v); // immediates are always frozen

// $~ as Ruby keeps it: per method-level frame, shared by the blocks written
// in it; the prelude's frames read and set their caller's (as C methods do).
// (ops.cpp)
Value last_match(Context& cx);
void set_last_match(Context& cx, Value match);

// ---- exceptions ----
// Raise: sets the pending exception and returns Value::undef().
Value raise(Context& cx, Value exception);
// An exception's backtrace as Ruby sees it (Exception#backtrace): nil, what
// set_backtrace stored, or the lines of its raise's capture, made once.
Value exception_backtrace(Context& cx, Value exc);
// Ractor::IsolationError (RuntimeError until core/ractor.cpp defines it).
Class* isolation_error(Context& cx);
// A non-main isolate read a constant whose value another isolate owns.
Value raise_unshareable_constant(Context& cx, const Cref* cref, Sym name);
Value raise(Context& cx, Class* klass, std::string_view message);
Value raisef(Context& cx, Class* klass, const char* fmt, ...) __attribute__((format(printf, 3, 4)));
// "wrong number of arguments (given 1, expected 2)" / "(given 1, expected 2..3)" / "(given 0, expected 1+)"
// `note` goes inside the parentheses ("; required keyword: k").
Value raise_arity(Context& cx, int given, int min, int max, const std::string& note = "");
// FrozenError "can't modify frozen String: \"abc\""
Value raise_frozen(Context& cx, Value v);
// NameError with #name set (and #receiver when given).
Value raise_name_error(Context& cx, Class* klass, const std::string& message, Sym name,
                       Value receiver = Value::undef());
// The same, with #name the object the caller passed (a String stays one).
Value raise_name_error(Context& cx, Class* klass, const std::string& message, Value name,
                       Value receiver = Value::undef());
// TypeError "no implicit conversion of Integer into String" (`target` = "String")
Value raise_conversion(Context& cx, Value v, const char* target);
// TypeError "can't convert Foo to String (Foo#to_str gives Integer)": v's
// conversion `method` answered `result`, not a `target`.
Value raise_conversion_mismatch(Context& cx, Value v, const char* target, const char* method, Value result);
// TypeError "wrong argument type Integer (expected Symbol)", where Ruby
// checks a type without converting (`expected` = "Symbol").
Value raise_wrong_type(Context& cx, Value v, const char* expected);
// Returns false and raises FrozenError if v is frozen.
bool check_frozen(Context& cx, Value v);
// Whether k's methods and constants may change: k unfrozen and, for a
// singleton class, its object too; raises FrozenError naming k when not.
bool check_class_unfrozen(Context& cx, Class* k);
bool has_pending(Context& cx);
// A warning as Ruby writes its own: "file:line: warning: message" at the
// program's current position, through Warning.warn (nothing under -W0);
// with verbose_only, only under -w ($VERBOSE true). False if writing raised.
bool warn_here(Context& cx, const std::string& message, bool verbose_only = false);
// warn_here for a warning of a category: given only while Warning[category] is true.
bool warn_here(Context& cx, const std::string& message, WarningCategory category);
// Text already formatted as warnings, given to Warning.warn (with the
// category's Symbol, or nil) as Kernel#warn gives it. The caller has
// checked $VERBOSE.
bool write_warning(Context& cx, const std::string& text, Value category = Value::nil());

// ---- calling Ruby ----
// Calls recv.name(*argv) (private methods allowed), re-entering the
// interpreter for Ruby methods. Returns undef if it raised.
Value call(Context& cx, Value recv, Sym name, int argc = 0, const Value* argv = nullptr,
           Value block = Value::nil());
Value call_public(Context& cx, Value recv, Sym name, int argc, const Value* argv, Value block = Value::nil());
// The same as call, with keyword arguments (a Hash the callee may keep).
Value call_with_keywords(Context& cx, Value recv, Sym name, int argc, const Value* argv, Value kwargs);
// A public call as the Ruby code of cx's top frame makes it, with the
// refinements its scope uses (pattern matching's respond_to? and deconstruct).
Value call_in_caller_scope(Context& cx, Value recv, Sym name, int argc, const Value* argv);
// Calls a Proc with arguments (re-entrant).
Value call_proc(Context& cx, Value proc, int argc, const Value* argv);
// Method lookup (public/private as Ruby's respond_to? does with include_all=false).
const MethodEntry* find_method(Context& cx, Class* klass, Sym name);
// The method alias_method and public/private/protected(name) act on: in a
// module, one the module lacks is looked up in Object too, as in Ruby.
const MethodEntry* find_method_to_change(Context& cx, Class* klass, Sym name);
// An exception from respond_to_missing? counts as false here...
bool respond_to(Context& cx, Value v, Sym name, bool include_private = false);
// ...and as -1 here, with the exception pending (Kernel#respond_to?): 1 yes, 0 no.
int responds(Context& cx, Value v, Sym name, bool include_private = false);

// ---- conversions ----
// obj.to_s as a String value (falls back to the default any-to-s).
Value to_s(Context& cx, Value v);
// obj.inspect as a String value.
Value inspect(Context& cx, Value v);
// Appends inspect/to_s text to out; false if it raised.
bool append_inspect(Context& cx, std::string& out, Value v);
bool append_to_s(Context& cx, std::string& out, Value v);
std::string default_to_s(Context& cx, Value v); // "#<Foo:0x...>", as CRuby's rb_any_to_s (docs/decisions/019-default-inspect-address.md)
// Implicit conversions (to_int/to_str/to_ary/to_hash) with Ruby's TypeErrors.
bool to_int64(Context& cx, Value v, int64_t& out); // Integer (or to_int); RangeError for Bignum
bool to_double(Context& cx, Value v, double& out); // Integer/Float (Numeric)
Value implicit_string(Context& cx, Value v);        // String or to_str; undef + TypeError otherwise
Value implicit_array(Context& cx, Value v);         // Array or to_ary
Value implicit_hash(Context& cx, Value v);          // Hash or to_hash
Value check_array(Context& cx, Value v);            // Array, to_ary result, or nil if none
// v when accepts(v), else v.<method> (nil when v has none), which must be
// accepted or nil: TypeError "can't convert X to <target> (X#method gives Y)".
Value try_convert(Context& cx, Value v, Sym method, bool (*accepts)(Value), const char* target);
// Ruby equality/hash protocol: 1 true, 0 false, -1 raised.
int equal(Context& cx, Value a, Value b); // a == b
int eql(Context& cx, Value a, Value b);   // a.eql?(b)
bool hash_of(Context& cx, Value v, uint64_t& out);
// ArgumentError "unknown keyword: :k" ("unknown keywords: :a, :b"); undef.
Value raise_unknown_keywords(Context& cx, const std::vector<Value>& keys);
// The word a built-in value's #hash is made from (its Fixnum is
// hash_fixnum(word)): Integers, Floats, Strings, Symbols, true, false, nil.
// hash_of (and so Hash keys) hashes such a value as an object whose #hash
// answers that Fixnum, so a wrapper whose #hash and eql? delegate to it
// finds its key, as in Ruby. False for any other value.
bool builtin_hash_word(Value v, uint64_t& word);
// Whether two Strings are == as String#== compares them (bytes, and
// encodings that can be compared).
bool strings_equal(Value a, Value b);
// core::string_hash of a String, kept in a frozen one (String::hash_word).
uint64_t string_hash_word(Value s);
// <=> as -1/0/1; returns false (with ArgumentError "comparison of X with Y failed") if nil.
bool compare(Context& cx, Value a, Value b, int& out);
// a <=> b without a call, for Integers, Floats (not NaN) and Strings whose
// <=> is not redefined; false when no fast path applies.
bool compare_builtin(Context& cx, Value a, Value b, int& out);
// The sign of `r`, the result of a <=> b, as CRuby's rb_cmpint (nil raises).
bool compare_result_sign(Context& cx, Value r, Value a, Value b, int& out);
// Raises ArgumentError "comparison of A with B failed"; returns false.
bool comparison_failed(Context& cx, Value a, Value b);

// ---- Hash primitives (Ruby's eql?/hash semantics) ----
// Returns the value or undef when absent (no default applied); error: pending set, returns undef.
Value hash_lookup(Context& cx, Hash* h, Value key, bool& found);
bool hash_store(Context& cx, Hash* h, Value key, Value value); // dups+freezes String keys
bool hash_delete(Context& cx, Hash* h, Value key, Value& removed, bool& found);
// Hash#[] incl. default / default proc. Without run_default_proc, a missing
// key whose value would come from the default proc answers undef with no
// exception pending (the caller calls it).
Value hash_get(Context& cx, Value hash, Value key, bool run_default_proc = true);
// The value of a missing key from hash's default proc (which it has).
Value hash_default_proc_value(Context& cx, Value hash, Value key);

// ---- keyword arguments of natives ----
bool kwargs_given(Context& cx); // the current native call received keyword arguments
// Fetches an optional keyword from a kwargs Hash (the last argv) — undef when absent.
Value kwarg(Context& cx, Value kwargs, const char* name);

// ---- symbols and names ----
Sym intern(Context& cx, std::string_view s);
// A name as CRuby's methods taking one read it (rb_check_id): a Symbol, a
// String, or an object with to_str; false after raising TypeError
// ("1 is not a symbol nor a string").
bool name_to_sym(Context& cx, Value v, Sym& out);
const std::string& sym_name(Context& cx, Sym s);
std::string class_path(Context& cx, Class* klass); // "Foo::Bar", or "#<Class:...>"
// "#<Class:0x...>" / "#<Module:0x...>": an anonymous class's or module's name.
std::string anonymous_class_name(const Class* klass);

// ---- instance variables ----
// A cache given to ivar_get/ivar_set answers first when it knows the
// object's layout, and otherwise learns the variable's slot in it, for
// ivar_get_cached/ivar_set_cached (and ivar_get) next time.
Value ivar_get(Context& cx, Value obj, Sym name, IvarCache* cache = nullptr); // nil when unset
bool ivar_set(Context& cx, Value obj, Sym name, Value v, IvarCache* cache = nullptr); // false if frozen (raised)
// A Data object's entry in the isolate's table of outside instance
// variables, through its pointer (nullptr if none; not checked: a copy's
// pointer is another object's entry).
inline Isolate::GenericIvars::value_type* ivars_entry_of(const Data* d) {
  return static_cast<Isolate::GenericIvars::value_type*>(const_cast<void*>(d->ivars_entry));
}
// Its variables, when its pointer is its own entry's.
inline std::vector<std::pair<Sym, Value>>* data_ivars(const Data* d) {
  auto* entry = ivars_entry_of(d);
  return entry && entry->first == d ? &entry->second : nullptr;
}
// The variable's value when it is at hand without a lookup: an Object whose
// layout the cache knows, or a Data object that holds its entry of the
// isolate's outside variables. Undef: ask ivar_get.
inline Value ivar_get_cached(Value obj, const IvarCache& cache, Sym name) {
  if (!obj.is_heap()) return Value::nil();
  Obj* o = obj.as_obj();
  if (o->type == Type::Object) {
    auto* ob = static_cast<vm::Object*>(o);
    int64_t index = cache.index_for(ob->layout);
    if (index < 0) return Value::undef();
    // Unset slots hold undef (they exist because a later variable was set).
    Value v = size_t(index) < ob->ivars.size() ? ob->ivars[size_t(index)] : Value::nil();
    return v.is_undef() ? Value::nil() : v;
  }
  if (o->type == Type::Data) {
    auto* pairs = data_ivars(static_cast<Data*>(o));
    if (!pairs) return Value::undef();
    for (auto& kv : *pairs)
      if (kv.first == name) return kv.second;
    return Value::nil();
  }
  return Value::undef();
}
// Starts loading a Data object's instance variables (its entry of the
// isolate's outside variables, and their storage) into the cache.
inline void prefetch_ivars(const Data* d) {
  auto* entry = ivars_entry_of(d);
  if (!entry) return;
  __builtin_prefetch(entry);
  __builtin_prefetch(entry->second.data());
}
// The variable's storage in an unfrozen Object whose layout the cache
// knows, or nullptr.
inline Value* writable_cached_slot(Value obj, const IvarCache& cache) {
  if (!is_type(obj, Type::Object) || obj.as_obj()->frozen()) return nullptr;
  auto* ob = obj.as<vm::Object>();
  int64_t index = cache.index_for(ob->layout);
  if (index < 0 || size_t(index) >= ob->ivars.size()) return nullptr;
  return &ob->ivars[size_t(index)];
}
// Stores v when the cache knows the slot in this (unfrozen) Object's layout;
// false: call ivar_set.
inline bool ivar_set_cached(Value obj, const IvarCache& cache, Value v) {
  Value* slot = writable_cached_slot(obj, cache);
  if (!slot) return false;
  *slot = v;
  return true;
}
// A Struct or Data member (MethodEntry::member) read from, or written to,
// the values Array an accessor's ivar holds; the write raises FrozenError
// for a frozen receiver (false).
inline Value member_get(Value values, int32_t member) {
  if (!is_type(values, Type::Array)) return Value::nil();
  auto& items = values.as<Array>()->items;
  return size_t(member) < items.size() ? items[size_t(member)] : Value::nil();
}
bool member_set(Context& cx, Value obj, const MethodEntry* me, Value v);
// Stores v as member `member` of the values Array in the variable whose
// slot `cache` keeps, when the cache knows this (unfrozen) Object's layout
// and the Array already has the member; false: call member_set.
inline bool member_set_cached(Value obj, const IvarCache& cache, int32_t member, Value v) {
  Value* slot = writable_cached_slot(obj, cache);
  if (!slot || !is_type(*slot, Type::Array)) return false;
  Value values = *slot;
  auto& items = values.as<Array>()->items;
  if (size_t(member) >= items.size()) return false;
  items[size_t(member)] = v;
  return true;
}
bool ivar_defined(Context& cx, Value obj, Sym name);
// Removes obj's variable `name`: false when it had none, or after raising
// (a class's variables outside the main Ractor).
bool ivar_remove(Context& cx, Value obj, Sym name);
// Gives `to`, a new copy of `from` (dup, clone), the instance variables
// `from` keeps outside itself (a String's, an Array's, a Hash's...).
void copy_generic_ivars(Context& cx, Obj* from, Obj* to);

// ---- defining ----
void bootstrap_class_hierarchy(World& w); // BasicObject, Object, Module, Class
// Fills w.fast_op_names from w.sym: the operators instructions implement.
void note_fast_op_names(World& w);
Class* define_class(World& w, const char* name, Class* superclass, Class* under = nullptr);
Class* define_module(World& w, const char* name, Class* under = nullptr);
Class* new_class(World& w, Class* superclass); // anonymous
Class* new_module(World& w);                   // anonymous
// Class.allocate: a class without a superclass, which can't make instances
// or be inherited from (CRuby's "uninitialized class").
Class* new_uninitialized_class(World& w);
bool is_uninitialized_class(const World& w, const Class* k);
// v's singleton class, made on demand (nil, true and false: their class);
// nullptr after raising TypeError "can't define singleton" for the values
// that cannot have one (Integers, Floats, Symbols: can_have_singleton).
Class* singleton_class_of(Context& cx, Value v);
bool can_have_singleton(Value v);
// Gives object `o` (not a class) a new singleton class; an isolate's heap
// object's belongs to its isolate (singleton_class_of), a static one's to the world.
Class* attach_singleton_class(World& w, Obj* o);
Class* metaclass(World& w, Class* klass);        // singleton class of a class
void define_method(World& w, Class* klass, const char* name, NativeFn fn, int min_args, int max_args,
                   Visibility vis = Visibility::Public);
// Marks klass's own natives `names` as leaves (MethodEntry::leaf).
void mark_leaves(World& w, Class* klass, std::initializer_list<const char*> names);
// A native of no class, owned by the world, taking exactly `args` arguments:
// for calls the VM itself makes (a name starting with __ stays out of backtraces).
const MethodEntry* classless_native(World& w, const char* name, NativeFn fn, int args);
void define_singleton_method(World& w, Class* klass, const char* name, NativeFn fn, int min_args,
                             int max_args);
// Private instance method + public singleton method (Math.sqrt and include Math).
void define_module_function(World& w, Class* module, const char* name, NativeFn fn, int min_args,
                            int max_args);
// klass's method `name` as an alias of its method `original` (defined
// before), as CRuby's rb_define_alias: the same definition under two names.
void define_alias(World& w, Class* klass, const char* name, const char* original);
void add_method(World& w, Class* klass, MethodEntry* entry); // takes ownership
// Adds `entry` (taking ownership) as module_function makes a method: private
// in `module`, and a public copy on the module's singleton class.
void add_module_function(World& w, Class* module, MethodEntry* entry);
// A method entry of klass changed in place (its visibility), as a new definition would.
void method_entry_changed(World& w, Class* klass, MethodEntry* entry);
// Takes klass's own method `name` out of its table (Module#remove_method);
// the entry stays allocated, as caches may still point at it.
void remove_method_entry(World& w, Class* klass, Sym name);
// Whether reflection (instance_methods, methods, respond_to?,
// method_defined?...) shows an entry: not an undef, and not a helper of
// Garnet's own core (`__name`, not `__name__`: a C++ method, or a method or
// alias the prelude defines), as CRuby has no such methods.
bool reflection_shows(const World& w, const MethodEntry& me);
// A method the interpreter performs itself (Proc#call, send, Fiber#resume...).
void define_builtin(World& w, Class* klass, const char* name, Builtin builtin,
                    Visibility vis = Visibility::Public);
// A native that may switch coroutines (see SwitchingFn); the interpreter
// checks the positional argument count (keywords come apart) as for natives.
void define_switching(World& w, Class* klass, const char* name, SwitchingFn fn, int min_args, int max_args,
                      Visibility vis = Visibility::Public);
// Marks natives of klass that only store their block (Proc.new, Thread.new,
// define_method...): they need no native stack (sched/native_calls.h).
void keeps_block(World& w, Class* klass, std::initializer_list<const char*> names);
// Construction as CRuby restricts it. define_allocator gives klass, and its
// subclasses made before that still share klass's old allocator, what
// Class#allocate calls. allocator_undefined raises TypeError "allocator
// undefined for X" (rb_undef_alloc_func); undef_allocator gives it to klass
// that way, so Class#allocate and Class#new never make a half-built
// instance of a class whose objects only natives create.
// undef_singleton_methods undefines klass.new, klass.allocate...
// (NoMethodError, as rb_undef_method on the singleton class).
using Allocator = Value (*)(Context& cx, Class* klass);
void define_allocator(World& w, Class* klass, Allocator allocator);
Value allocator_undefined(Context& cx, Class* klass);
void undef_allocator(World& w, Class* klass);
void undef_singleton_methods(World& w, Class* klass, std::initializer_list<const char*> names);
// include_module and prepend_module return false (changing nothing) when
// klass is among module's ancestors: the lookup chain would be cyclic.
bool include_module(World& w, Class* klass, Class* module);
bool prepend_module(World& w, Class* klass, Class* module);
bool extend_object(Context& cx, Value obj, Class* module); // false when obj is frozen or can't have a singleton (raised)
void const_set(World& w, Class* klass, Sym name, Value v);
// Module#set_temporary_name: klass (anonymous or temporarily named) is
// called `path` (empty: anonymous again), and so are the modules named
// under it meanwhile.
void set_temporary_path(World& w, Class* klass, const std::string& path);
// A constant the program sets (`X = v`, `class X`, Module#const_set): warns
// "already initialized constant" when it had a value, sets it, and records
// the program's current file and line as where it was set (for
// Module#const_source_location). False when the warning raised.
bool program_const_set(Context& cx, Class* klass, Sym name, Value v);
void note_constant_location(Context& cx, Class* klass, Sym name);
// Ruby's -w warning before the program defines `name` again in klass, where
// klass has it already: "method redefined; discarding old NAME", and where
// the old one was defined when it is the program's Ruby code. Nothing for
// an undefined method, an alias or a method an alias still reaches, nor
// when $VERBOSE is not true or the prelude defines it. False when the
// warning raised.
bool warn_method_redefined(Context& cx, Class* klass, Sym name);
// Where the program set klass's constant `name`, or null.
const ConstantLocation* constant_location(Class* klass, Sym name);
Value const_get(Context& cx, Class* klass, Sym name); // with ancestors; raises NameError
// klass::name: as const_get, but the constants of Object itself (not those
// of modules it includes) are not klass's unless klass is Object.
Value scoped_const_get(Context& cx, Class* klass, Sym name);
// klass::name as A::X and ::X read it: a private constant is missing there,
// so klass.const_missing(name) answers when the program defines one; else
// NameError "private constant M::X referenced", M the module holding it.
// `found`, when given, tells whether the value is a public constant of
// klass or its ancestors (not const_missing's answer, not autoloaded now).
Value public_scoped_const_get(Context& cx, Class* klass, Sym name, bool* found = nullptr);
// defined?(A::X): found by scoped_const_get and not private, or autoloadable.
bool public_scoped_constant_defined(Context& cx, Class* klass, Sym name);
Value raise_private_constant(Context& cx, Class* owner, Sym name);
// klass::name is not there: const_missing, or NameError "uninitialized constant".
Value scoped_const_missing(Context& cx, Class* klass, Sym name);
// How a NameError names klass: its path, else what its own #name or
// #inspect answers (an anonymous module's), else #<Module:0x...>.
bool module_for_message(Context& cx, Class* klass, std::string& out);
// A constant lookup failed in klass: calls klass.const_missing(name) when the
// program defines one, else raises NameError "uninitialized constant ...".
Value const_missing(Context& cx, Class* klass, Sym name, const std::string& qualified_name);

} // namespace garnet::vm
