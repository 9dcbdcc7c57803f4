// world.h — the shared world: symbols, classes, method tables, constants and
// compiled code, common to every isolate of one VM instance.
//
// Reads are lock-free. Definitions (def, include, constant assignment) are
// WorldWrites (vm/roster.h: the write lock, and a pause of the other running
// isolates) and bump `method_serial` / `constant_serial`, which inline caches
// compare against; nothing here is written on a hot path.
#pragma once

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "gc/heap.h"
#include "vm/class.h"
#include "vm/iseq.h"
#include "vm/roster.h"
#include "vm/symbols.h"

namespace garnet::sched {
struct Registry;
}

namespace garnet::vm {

// Symbols the VM itself refers to, interned once.
#define GARNET_WELL_KNOWN_SYMBOLS(X) \
  X(initialize, "initialize") X(initialize_copy, "initialize_copy") X(to_s, "to_s") X(inspect, "inspect") X(name, "name") X(to_a, "to_a") \
  X(to_ary, "to_ary") X(to_str, "to_str") X(to_hash, "to_hash") X(to_proc, "to_proc") \
  X(to_i, "to_i") X(to_int, "to_int") X(to_f, "to_f") X(to_sym, "to_sym") X(hash, "hash") \
  X(eql_p, "eql?") X(eq, "==") X(match_op, "=~") X(eqq, "===") X(cmp, "<=>") X(plus, "+") X(minus, "-") \
  X(mul, "*") X(div, "/") X(mod, "%") X(pow, "**") X(lt, "<") X(le, "<=") X(gt, ">") \
  X(ge, ">=") X(aref, "[]") X(aset, "[]=") X(neq, "!=") X(lshift, "<<") X(length, "length") X(freeze, "freeze") \
  X(uminus, "-@") X(method_missing, "method_missing") \
  X(respond_to_missing_p, "respond_to_missing?") X(coerce, "coerce") \
  X(message, "message") X(new_, "new") X(exception, "exception") \
  X(deconstruct, "deconstruct") X(deconstruct_keys, "deconstruct_keys") \
  X(default_, "default") X(default_proc_call, "__default_proc_call") X(inherited, "inherited") \
  X(included, "included") X(extended, "extended") X(size, "size") X(mesg, "mesg") \
  X(bt, "bt") X(cause, "cause") X(succ, "succ") X(dollar_bang, "$!") X(dollar_at, "$@") \
  X(dollar_question, "$?") X(dollar_tilde, "$~") X(dollar_stdout, "$stdout") X(dollar_stderr, "$stderr") X(dollar_zero, "$0") \
  X(dollar_comma, "$,") X(dollar_slash, "$/") X(dollar_semicolon, "$;") X(dollar_verbose, "$VERBOSE") \
  X(write, "write") \
  X(tag, "tag") X(value, "value") X(exit_status, "status") \
  X(initialize_clone, "initialize_clone") X(initialize_dup, "initialize_dup") \
  X(method_added, "method_added") X(singleton_method_added, "singleton_method_added") \
  X(method_removed, "method_removed") X(singleton_method_removed, "singleton_method_removed") \
  X(method_undefined, "method_undefined") X(singleton_method_undefined, "singleton_method_undefined") \
  X(struct_layout, "@__layout__") X(data_members, "@__members__") X(record_values, "@__values")

struct WellKnownSymbols {
#define GARNET_SYM_FIELD(field, text) Sym field = 0;
  GARNET_WELL_KNOWN_SYMBOLS(GARNET_SYM_FIELD)
#undef GARNET_SYM_FIELD
};

// Classes every part of the VM refers to.
#define GARNET_CORE_CLASSES(X)                                                          \
  X(BasicObject) X(Object) X(Module) X(Class) X(Kernel) X(Comparable) X(Enumerable)     \
  X(NilClass) X(TrueClass) X(FalseClass) X(Numeric) X(Integer) X(Float) X(String)       \
  X(Symbol) X(Array) X(Hash) X(Range) X(Proc) X(Method) X(UnboundMethod) X(Exception)   \
  X(ScriptError) X(NotImplementedError) X(LoadError) X(NoMemoryError) X(SecurityError) \
  X(SignalException) X(Interrupt) X(SystemExit) X(SystemStackError) X(StandardError)    \
  X(ArgumentError) X(UncaughtThrowError) X(EncodingError) X(FiberError) X(IOError)      \
  X(EOFError) X(IndexError) X(KeyError) X(StopIteration) X(ClosedQueueError)           \
  X(LocalJumpError) X(NameError) X(NoMethodError) X(RangeError) X(FloatDomainError)    \
  X(RegexpError) X(RuntimeError) X(FrozenError) X(SystemCallError) X(ThreadError)      \
  X(TypeError) X(ZeroDivisionError) X(NoMatchingPatternError)                          \
  X(NoMatchingPatternKeyError) X(SyntaxError) X(Errno) X(Math) X(Struct) X(IO) X(GC)   \
  X(Process) X(Time) X(Random) X(ObjectSpace) X(Enumerator) X(Encoding) X(Data)        \
  X(RubyVM) X(Signal) X(Warning) X(Fiber) X(Thread) X(Fatal) X(Regexp) X(MatchData)   \
  X(Binding) X(Refinement)

struct CoreClasses {
#define GARNET_CLASS_FIELD(name) struct Class* name = nullptr;
  GARNET_CORE_CLASSES(GARNET_CLASS_FIELD)
#undef GARNET_CLASS_FIELD
};

// Bits of World::redefined_basic_ops: set when a method that an
// instruction's fast path implements is redefined for its type.
enum BasicOpBit : uint32_t {
  BOP_INTEGER = 1 << 0,
  BOP_FLOAT = 1 << 1,
  BOP_ARRAY = 1 << 2,
  BOP_HASH = 1 << 3,
  BOP_STRING = 1 << 4,
  BOP_SYMBOL = 1 << 5, // == and === answer identity
  BOP_NIL = 1 << 6,
};

// The warning categories Warning[] turns on and off, as bits of
// World::warning_categories.
enum WarningCategory : uint32_t { kWarnDeprecated, kWarnExperimental, kWarnPerformance, kWarnStrictUnusedBlock };
// Their names, as Warning.categories lists them, indexed by WarningCategory.
inline constexpr const char* kWarningCategoryNames[] = {"deprecated", "experimental", "performance",
                                                        "strict_unused_block"};
static_assert(sizeof(kWarningCategoryNames) / sizeof(kWarningCategoryNames[0]) == kWarnStrictUnusedBlock + 1);

class World {
 public:
  World();
  ~World();
  World(const World&) = delete;
  World& operator=(const World&) = delete;

  SymbolTable symbols;
  WellKnownSymbols sym;
  CoreClasses c;
  std::atomic<uint64_t> method_serial{1};
  std::atomic<uint64_t> constant_serial{1};
  std::atomic<uint32_t> redefined_basic_ops{0};
  // Indexed by symbol: true for the names of operators that instructions
  // implement on the basic classes (vm/class.cpp, note_fast_op_names).
  std::vector<bool> fast_op_names;
  std::atomic<uint32_t> once_slots{0}; // once-slots handed out to compiled code (OP_ONCE)
  std::atomic<uint32_t> warning_categories{1u << kWarnExperimental}; // Warning[...] bits: experimental on
  // Ractor's classes (core/ractor.cpp); null until it defines them.
  struct RactorClasses {
    Class* error = nullptr;           // Ractor::Error
    Class* isolation_error = nullptr; // Ractor::IsolationError
    Class* remote_error = nullptr;    // Ractor::RemoteError
    Class* closed_error = nullptr;    // Ractor::ClosedError
    Class* moved_error = nullptr;     // Ractor::MovedError
    Class* moved_object = nullptr;    // Ractor::MovedObject: what a sent-with-move object becomes
  } ractor_classes;
  // C++ calls that the interpreter makes on a pooled native stack, so that
  // the Ruby code they run may wait (core/stack_routes.cpp).
  struct StackRoutes {
    const MethodEntry* interpolate = nullptr;  // a user's to_s under string interpolation
    const MethodEntry* default_proc = nullptr; // a Hash's default proc under h[k]
  } stack_routes;
  // Kernel#nil?, which OP_NILP answers without a call while a receiver's
  // class finds it (core/object.cpp).
  const MethodEntry* kernel_nil_p = nullptr;
  // BasicObject#!, which OP_NOT answers the same way.
  const MethodEntry* basic_object_not = nullptr;
  std::shared_ptr<sched::Registry> ractors; // Ractors of this world (sched/isolates.cpp)
  std::recursive_mutex write_lock; // taken through WorldLock / WorldWrite (vm/roster.h)
  bool constructing = true;        // until World() returns: one thread sees the world
  IsolateRoster roster;
  std::mutex output_lock; // whole writes to stdout/stderr while several isolates run
  uint64_t step_limit = 0; // RunOptions::step_limit, set before the program starts
  // The Dir.chdir blocks open (core/dir.cpp). The working directory is the
  // process's, so all isolates and threads share one record.
  struct ChdirBlocks {
    std::mutex lock;
    int depth = 0;              // blocks open
    const void* owner = nullptr; // the green thread that opened them
    std::string where;          // "file:line" of the outermost one
  } chdir_blocks;
  gc::PinnedPages pinned_pages; // shareable objects of isolates that ended
  // Constants defined on first reference: those registered with
  // Module#autoload on `scope` or its ancestors, and the core library's
  // top-level classes kept out of the start-up prelude. With `load`, defines
  // `name` and returns true; false when `name` is not one of them, or when
  // loading raised (then cx.pending holds the exception). Without, only says
  // whether it is one.
  bool (*autoload_constant)(Context& cx, Class* scope, Sym name, bool load) = nullptr;
  // `alias $new $old`, and Ruby's own aliases ($PROGRAM_NAME, $:...): one
  // table for every isolate, as Ruby's globals are named process-wide.
  // Written as a world write (vm::alias_global), read without a lock.
  std::unordered_map<Sym, Sym> global_aliases;
  // Module#autoload's registrations: (module, constant) -> the feature to
  // require. Written under write_lock.
  std::map<std::pair<const Class*, Sym>, std::string> autoloads;
  // The module each isolate's $LOAD_PATH is extended with, for
  // resolve_feature_path (core/load.cpp).
  Class* load_path_methods = nullptr;
  // Starts a green thread that calls the finalizers of the objects the last
  // collection found dead (core/finalizers.cpp); at a safepoint, once
  // Isolate::finalizers_due is set.
  void (*start_finalizers)(Context& cx) = nullptr;
  // The text of an uncaught exception's report, with its causes (set by the
  // core library: core/error_report.cpp). It never raises.
  std::string (*error_text)(Context& cx, Value exc) = nullptr;

  // The Encoding objects by the core library's encoding index
  // (core/encoding.h), and Encoding.default_external / default_internal
  // as such indices (-1: nil). Set by core/encoding.cpp.
  std::vector<Value> encodings;
  // The encoding index of an encoding name (set by the core library).
  bool (*find_encoding)(std::string_view name, uint8_t& out) = nullptr;
  // The encoding of an interpolation of `n` Strings whose encodings differ
  // (set by the core library); false after raising.
  bool (*concat_encoding)(Context& cx, const Value* parts, uint32_t n, uint8_t& out) = nullptr;
  std::atomic<int> default_external{0};
  std::atomic<int> default_internal{-1};

  Sym intern(std::string_view s) { return symbols.intern(s); }
  const std::string& name(Sym s) const { return symbols.name(s); }

  // Objects owned by the world (classes, literals): never collected.
  template <class T>
  T* make_static(Class* klass, Type type) {
    T* obj = new T();
    obj->klass = klass;
    obj->type = type;
    obj->gc = GC_STATIC;
    statics_.push_back({obj, [](Obj* o) { delete static_cast<T*>(o); }});
    return obj;
  }
  Value static_string(std::string_view s, bool frozen = true);
  // The frozen literal with these bytes, if the program has one; nil if not.
  Value find_frozen_literal(std::string_view s);
  // Symbol#name: one frozen String per symbol, made on first use with the
  // given encoding (an encoding index, String::encoding).
  Value symbol_name_string(Sym s, uint8_t encoding);
  Value static_float(double d);
  Value static_integer(const num::BigInt& b); // fixnum when it fits

  // Source text of compiled files, for error reports that quote a line.
  void add_source(const std::string& file, std::string_view text);
  std::string source_line(const std::string& file, uint32_t line);

  // Method entries live as long as the world (inline caches may point at
  // entries that were replaced).
  void own(MethodEntry* entry) {
    WorldLock lock(*this);
    entries_.emplace_back(entry);
  }

  // Compiled code lives as long as the world.
  const Iseq* adopt(std::unique_ptr<Iseq> iseq);
  // Bytecode images whose method bodies are read when first called
  // (vm/iseq_image.h); added under the world's lock.
  std::vector<std::unique_ptr<ImageSource>> image_sources;
  // The lexical scope `klass` inside `parent`: one Cref for each (klass,
  // parent, kind), shared by every frame that runs in it, so that a block
  // that instance_eval runs in a loop makes none. Crefs live as long as
  // the world and do not change once made.
  enum class CrefKind : uint8_t { Lexical, MethodsOnly, MethodsOnlyWithoutSingleton };
  Cref* make_cref(Class* klass, Cref* parent, CrefKind kind = CrefKind::Lexical);
  // A Cref of its own, for the caller to fill before any frame runs in it
  // (Module#using's scope).
  Cref* new_cref(Class* klass, Cref* parent);

  // Classes (created through vm/class_ops.h).
  std::vector<Class*> classes;

 private:
  struct Static {
    Obj* obj;
    void (*destroy)(Obj*);
  };
  std::vector<Static> statics_;
  std::vector<std::unique_ptr<Iseq>> iseqs_;
  std::vector<std::unique_ptr<Cref>> crefs_;
  std::map<std::tuple<Class*, Cref*, CrefKind>, Cref*> shared_crefs_;
  std::vector<std::unique_ptr<MethodEntry>> entries_;
  std::unordered_map<std::string, Value> frozen_strings_; // deduplicated frozen literals
  std::unordered_map<Sym, Value> symbol_names_;           // see symbol_name_string
  std::unordered_map<std::string, std::string> sources_;
};

} // namespace garnet::vm
