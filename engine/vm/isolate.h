// isolate.h — an isolate (Ruby's Ractor: one heap, its globals and its
// execution contexts) and an execution context (one VM stack of frames and
// registers: the main program, a fiber or a green thread).
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "gc/heap.h"
#include "platform/platform.h"
#include "vm/world.h"

namespace garnet::sched {
struct GreenThread;
struct NativeCall;
struct IsolateRecord;
class Scheduler;
} // namespace garnet::sched

namespace garnet::vm {

class Isolate;

enum class FrameKind : uint8_t {
  Top,     // the main script
  Method,  // a def, or define_method body
  Block,   // a block or proc body
  Lambda,  // a lambda body
  Class,   // a class/module body
  Eval,    // prelude file or eval'd code
};

struct StackBlock; // vm/blocks.h

struct Frame {
  // A frame with no method, proc, block or env yet: the pusher fills what it has.
  Frame(const Iseq* code, const uint32_t* start, Value* window, uint32_t ret, FrameKind k, uint64_t frame_id)
      : iseq(code), pc(start), regs(window), env(nullptr), proc(nullptr), block(Value::nil()), method(nullptr),
        method_class(nullptr), cref(nullptr), last_match(Value::nil()), id(frame_id), ret_reg(ret), kind(k),
        barrier(false), return_self(false), visibility(Visibility::Public) {}
  // A method's frame, from what its call has at hand: each field stored once.
  Frame(const Iseq* code, const uint32_t* start, Value* window, uint32_t ret, uint64_t frame_id, Value given_block,
        const MethodEntry* entry, Class* owner, Cref* lexical)
      : iseq(code), pc(start), regs(window), env(nullptr), proc(nullptr), block(given_block), method(entry),
        method_class(owner), cref(lexical), last_match(Value::nil()), id(frame_id), ret_reg(ret),
        kind(FrameKind::Method), barrier(false), return_self(false), visibility(Visibility::Public) {}

  const Iseq* iseq;
  const uint32_t* pc;          // next instruction to run (saved on calls)
  Value* regs;                 // register window; regs[0] is self
  Env* env;                    // captured locals of this scope, or nullptr
  Proc* proc;                  // Block/Lambda frames: the proc being run
  Value block;                 // the block `yield` calls (Proc or nil)
  const MethodEntry* method;   // the method this code belongs to (blocks: their home)
  Class* method_class;         // class where `method` was found (super starts after it)
  Cref* cref;                  // lexical class nesting
  Value last_match;            // $~ of this method-level frame (blocks use their home's; see ops.cpp)
  uint64_t id;                 // unique in its context: break/return targets
  uint32_t ret_reg;            // caller's register for the result
  FrameKind kind;
  bool barrier;                // popping this frame returns to C++ (a re-entrant call)
  bool return_self;            // the frame's value is its self (initialize, Class.new body)
  Visibility visibility;       // default visibility of `def` here (private/public with no args)
};

// Default limits; a deeper recursion raises SystemStackError.
constexpr size_t kMaxFrames = 1'000'000;
constexpr size_t kMaxStackValues = 16 * 1024 * 1024;

// Memory a context's stack and frames start in, provided by its owner in the
// same allocation as the context (a fiber's): switching to it then touches
// one contiguous block. They move to the heap when they outgrow it.
struct StartStorage {
  Value* values = nullptr;
  size_t value_count = 0;
  Frame* frames = nullptr;
  size_t frame_count = 0;
  StackBlock* first_block = nullptr; // the slot of the first frame's block literals
};

// The frames' allocator: the first allocation that fits is the start
// storage's frames, the others come from the heap.
template <class T>
struct FrameAllocator {
  using value_type = T;
  T* start = nullptr;
  size_t start_count = 0;
  FrameAllocator() = default;
  FrameAllocator(T* s, size_t n) : start(s), start_count(n) {}
  template <class U>
  FrameAllocator(const FrameAllocator<U>&) {}
  T* allocate(size_t n) {
    if (start && n <= start_count) return start;
    return static_cast<T*>(::operator new(n * sizeof(T)));
  }
  void deallocate(T* p, size_t) {
    if (p != start) ::operator delete(p);
  }
  bool operator==(const FrameAllocator& o) const { return start == o.start; }
};

class Context {
 public:
  // Stacks grow on demand; fibers start small, in their own block (see
  // sched/fiber_switch.cpp).
  explicit Context(Isolate* iso, size_t initial_values = 4 * 1024, size_t initial_frames = 64);
  Context(Isolate* iso, const StartStorage& storage);
  ~Context();
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;

  Isolate* iso;
  World* world;

  // ---- the VM stack ----
  Value* stack = nullptr;       // register storage
  size_t stack_capacity = 0;
  std::vector<Frame, FrameAllocator<Frame>> frames;
  uint64_t next_frame_id = 1;
  // Per frame depth, the Proc of the block literal its current call was
  // given (vm/blocks.h); made on first use, kept for the next calls.
  std::vector<StackBlock*> block_slots;
  StackBlock* start_block = nullptr; // block_slots[0] when the owner provides it

  // Makes room for `needed` registers above `top`; may move the stack (frame
  // register pointers are fixed up). Returns false at the hard limit.
  bool ensure_stack(Value* top, size_t needed);
  bool stack_in_start_storage = false; // the stack is not the context's to free
  Value* stack_end() const { return stack + stack_capacity; }

  // ---- unwinding state ----
  // An exception, or an internal Throw object (break/return/throw across
  // frames), being propagated; undef when none.
  Value pending = Value::undef();
  Value errinfo = Value::nil(); // $!: the exception last rescued here (each fiber and thread has its own)
  Value last_status = Value::nil(); // $?: the child process last waited for here (as $!, its own)
  const MethodEntry* current_native = nullptr; // native method running (backtraces)
  int nested_calls = 0;                         // calls from C++ into Ruby methods in progress (call())
  // Offset in the stack below which a call from C++ placed its receiver and
  // arguments (stack_top stays above it, so a C++ method that calls Ruby
  // still reads its own argv afterwards).
  size_t arguments_floor = 0;
  int loops_under_cpp = 0;                      // interpreter loops C++ entered through call() (not run by a driver)
  std::vector<std::pair<Value, uint64_t>> catch_tags; // active Kernel#catch: (tag, frame id)
  bool native_kwargs = false;                   // the running native received keywords (last argv)
  bool reroute_requested = false;               // the native returning asks to run on a native stack (sched::reroute)
  // A C++ method that only stores its block (MethodEntry::keeps_block) runs
  // called by Method#call: its block is not a literal block of its caller
  // (Kernel#lambda refuses it).
  bool block_through_method_call = false;
  std::vector<Value> scratch;                   // argument shuffling during calls
  // What the C++ methods running in this context allocated, and the values
  // Ruby code returned to them: roots until each method returns
  // (vm/native_scope.h).
  std::vector<Obj*> arena;
  // Structures being compared, hashed or inspected (core/recursion_guard.h).
  struct RecursionMark {
    int op;
    Value a, b;
  };
  std::vector<RecursionMark> recursion_marks;

  // ---- fibers (sched/fiber_switch.h) ----
  Value fiber;                    // this context's Fiber object (nil until asked for)
  Context* switch_to = nullptr;   // set by resume/yield: the driver switches to it
  Value switch_value;             // the value handed to the context switched to
  uint32_t wake_reg = 0;          // register of the top frame that receives it on wake-up
  sched::GreenThread* thread = nullptr; // the green thread whose context this is (main: null)
  sched::NativeCall* native_call = nullptr; // a C++ method running on a native stack (sched/native_calls.h)
  uint32_t ticks = 0;             // safepoints passed (preemption checks every 1024)
  bool reenter_loop = false;      // the interpreter loop left to be entered again (interp.cpp)

  // Marks every value this context's frames hold (GC roots).
  void trace(gc::Tracer& t);
};

class Isolate {
 public:
  Isolate(World* world, const platform::Platform* platform);
  ~Isolate();
  Isolate(const Isolate&) = delete;
  Isolate& operator=(const Isolate&) = delete;

  World* world;
  gc::Heap heap;
  bool is_main = true;                        // the program's first isolate (Ractor.main)
  bool running = false;                       // in the world's running set (vm/roster.h)
  // Live statistics (sched/reports.h), kept when the platform wants them.
  uint32_t fibers_alive = 0;                  // started and not finished
  uint64_t run_ns = 0, running_since_ns = 0, reported_at_ns = 0;
  std::atomic<bool> pause_requested{false};   // a world write waits for this isolate
  std::unique_ptr<Context> main_context;
  Context* current = nullptr;
  // Interpreter loops running on the native stack in use now: a switch away
  // from that stack keeps their C++ frames (sched/native_calls.h).
  int loops_on_stack = 0;
  uint64_t safepoints_passed = 0; // sched::safepoint calls, for World::step_limit

  std::unordered_map<Sym, Value> globals;
  Value main_object;
  std::vector<Value> at_exit_blocks;
  Value exit_trap = Value::nil(); // trap(:EXIT) handler: runs before the at_exit blocks
  std::vector<Value> extra_roots; // objects native code keeps (e.g. cached procs)
  // ObjectSpace.define_finalizer's table (core/finalizers.cpp), once used;
  // set when a collection found objects with finalizers dead.
  Value finalizer_table = Value::nil();
  bool finalizers_due = false;
  // Instance variables of objects that are not plain Objects (Strings, Arrays...).
  using GenericIvars = std::unordered_map<const Obj*, std::vector<std::pair<Sym, Value>>>;
  GenericIvars generic_ivars;

  const platform::Platform* platform;
  std::unordered_map<Sym, Value> symbol_procs; // cached Symbol#to_proc results
  std::vector<Value> once_values; // by once-slot (OP_ONCE): literals evaluated once; undef: not yet
  // Symbol#name's Strings this isolate has had from the world
  // (World::symbol_name_string, under its lock): later calls take no lock.
  // The Strings are the world's, never collected.
  std::unordered_map<Sym, Value> symbol_names;
  std::unique_ptr<sched::Scheduler> scheduler; // its green threads
  std::shared_ptr<sched::IsolateRecord> record; // as a Ractor (sched/isolates.h); null until asked for
  std::unordered_map<uint64_t, Value> ractor_objects; // Ractor objects by Ractor id
  std::vector<Class*> own_singletons; // singleton classes of this isolate's objects (they keep them alive)
  // find_method's answers (call-site caches miss at polymorphic sites;
  // natives look methods up by name), by (class, name); an entry is valid
  // for one method serial. Classes are never freed, so a class pointer
  // names one class for good.
  struct MethodCacheEntry {
    Class* klass = nullptr;
    Sym name = 0;
    uint64_t serial = 0;
    const MethodEntry* entry = nullptr;
  };
  static constexpr size_t kMethodCacheSize = 1024;
  MethodCacheEntry method_cache[kMethodCacheSize];
  // $stdout, $stderr, $stdin, $/, $LOAD_PATH, $$ and their aliases.
  void init_globals(Context& cx);
  // Buffered output. Writes answer 0, or the errno value of a write that
  // failed (the output it held is dropped).
  std::string out_buffer;
  // The last frozen copy of a String made for a MatchData, and its source
  // (not a root: a String is the source only while its copy_current holds),
  // so that repeated matches against an unchanged String share one copy.
  const String* match_subject_source = nullptr;
  Value match_subject_copy = Value::nil();
  bool stdout_sync = false;
  // Standard output is a terminal: as in CRuby, each write goes out at once
  // (IO#sync still answers false).
  bool stdout_terminal = false;
  int64_t stdin_lineno = 0; // lines $stdin.gets has read ($.)
  // IO#set_encoding on STDIN, STDOUT, STDERR: external, internal (-1: none).
  int std_stream_encodings[3][2] = {{-1, -1}, {-1, -1}, {-1, -1}};
  bool standard_closed[3] = {}; // $stdin, $stdout, $stderr closed by IO#close (their descriptors stay open)
  int write_out(int fd, std::string_view data);
  int flush_out();
  int flush_lines(); // up to the last complete line

  std::string script_name = "-";
  std::string initial_dir; // the working directory when the program started (a relative script path is against it)
  std::set<std::string> loaded_features;  // on-demand prelude files loaded ("<internal:pp.rb>"), libraries required ("<required:pp>")
  // Files require is loading now, each with the Mutex its loading thread
  // holds: another thread's require of the file waits for it; the loading
  // thread's own (a circular require) answers false.
  std::map<std::string, Value> features_loading;
  // RubyGems is still to load on demand (RunOptions::rubygems, with a
  // standard library): cleared when it starts to load (core/load.cpp).
  bool rubygems_on_demand = false;
  uint64_t random_state[2] = {0x9E3779B97F4A7C15ull, 0xD1B54A32D192ED03ull};

  // Collects garbage if due; called at safepoints only (C++ frames below
  // keep what they hold in their arenas: vm/native_scope.h).
  void maybe_collect() {
    if (heap.wants_collection()) collect();
  }
  void collect();

 private:
  int write_locked(int fd, std::string_view data);
};

// Whether code running in iso may hold v: immediates, the world's and
// shareable objects, and iso's own objects; never another isolate's.
inline bool reachable_here(const Isolate& iso, Value v) {
  if (!v.is_heap()) return true;
  const Obj* o = v.as_obj();
  return (o->gc & GC_STATIC) || o->heap_tag == iso.heap.tag();
}

} // namespace garnet::vm
