// interp.h — the interpreter's internal interface: running frames, invoking
// methods and blocks, and unwinding (exceptions and non-local jumps).
//
// The loop is stackless: a Ruby call pushes a Frame and continues in the same
// loop. C++ re-enters the loop only through run_until_barrier() (natives
// calling Ruby, and the embedding API).
#pragma once

#include "vm/runtime.h"

namespace garnet::vm {

constexpr uint32_t kScratchRegs = 4; // above num_regs: operands of fallback sends

// Sets registers [from, to) to nil: a new frame's locals and temporaries.
// Four at a time, in 16-byte stores: a frame clears a handful, and a
// general loop's set-up costs more than the stores.
inline void clear_registers(Value* from, Value* to) {
  using Pair = uint64_t __attribute__((vector_size(16)));
  const Pair nils = {Value::nil().bits(), Value::nil().bits()};
  Value* r = from;
#pragma clang loop vectorize(disable) unroll(disable)
  for (; r + 4 <= to; r += 4) {
    __builtin_memcpy(r, &nils, sizeof nils);
    __builtin_memcpy(r + 2, &nils, sizeof nils);
  }
  if (r + 2 <= to) {
    __builtin_memcpy(r, &nils, sizeof nils);
    r += 2;
  }
  if (r < to) *r = Value::nil();
}

// clear_registers for a frame being pushed, which may also set to nil up to
// three registers past `to`: the frame's room allows for that (frame_fits).
inline void clear_frame_registers(Value* from, Value* to) {
  using Pair = uint64_t __attribute__((vector_size(16)));
  const Pair nils = {Value::nil().bits(), Value::nil().bits()};
#pragma clang loop vectorize(disable) unroll(disable)
  for (Value* r = from; r < to; r += 4) {
    __builtin_memcpy(r, &nils, sizeof nils);
    __builtin_memcpy(r + 2, &nils, sizeof nils);
  }
}
// The registers clear_frame_registers may set past a frame's last.
constexpr uint32_t kClearOverrun = 3;

// Non-local control flow travelling through frames as the pending value.
enum class ThrowKind : uint8_t {
  Break,  // resume in the target frame (the block's creator), value as the call's result
  Return, // return the value from the target frame (proc `return`, catch/throw)
};
struct ThrowInfo {
  ThrowKind kind;
  uint64_t target;
  Value value;
};
Value make_throw(Context& cx, ThrowKind kind, uint64_t target, Value value);
ThrowInfo* throw_info(Value v); // nullptr unless v is a throw object
// A native method raised: if it is a `break` out of the block it was given,
// aimed at the calling frame, the break ends here with its value (true).
bool break_ends_native_call(Context& cx, Value& value);

// Arguments of one call as the caller laid them out.
struct CallArgs {
  Value* argv = nullptr; // positional
  int argc = 0;
  Value kwargs = Value::undef(); // a Hash, or undef
  Value block = Value::nil();     // a Proc or nil
  bool packed_values = false;     // CALL_ENUM_YIELD's several values: a lambda binds them as a proc
};

// Done: result set. Pushed: a frame to run was pushed. Raised: exception
// pending. Switch: the context asked to switch fibers (cx.switch_to); the
// loop returns to the driver (sched/fiber_switch.h), which switches.
enum class Dispatch : uint8_t { Done, Pushed, Raised, Switch };

// Invokes method `me` (found in `owner`) on recv. The callee window starts at
// `base` (base[0] = recv). Ruby methods push a frame and return Pushed;
// natives return Done with `result` set; Raised leaves the exception pending.
Dispatch invoke_method(Context& cx, const MethodEntry* me, Class* found_in, Value* base, CallArgs& args,
                       uint32_t ret_reg, Value& result);
// Invokes a Proc with self overridable (undef: the proc's own self).
Dispatch invoke_proc(Context& cx, Proc* proc, Value self, Value* base, CallArgs& args, uint32_t ret_reg,
                     Value& result, const MethodEntry* as_method = nullptr, Class* method_class = nullptr);
// Full send: lookup (with method_missing and visibility checks) then invoke.
// A call site (ci) looks up with the refinements its scope uses; send and
// &:name pass the scope whose refinements apply (`refined_scope`); other
// calls from C++ see none.
Dispatch send_method(Context& cx, Value recv, Sym name, Value* base, CallArgs& args, uint32_t ret_reg,
                     Value& result, bool fcall, const CallInfo* ci, const Cref* refined_scope = nullptr);

// Runs the context until the frame at depth `barrier_depth` (which must have
// `barrier` set) returns; returns its value, or undef if an exception
// escaped it (still pending). A switch makes it return (cx.switch_to set).
Value run_until_barrier(Context& cx, size_t barrier_depth);

// The loop of a driver (sched::run), which may switch between contexts
// itself: a switch to a context with no C++ method to start or resume goes
// on in the same loop, as the driver would have made it. `current` is the
// context running, `start` the driver's own (run to `start_barrier`; the
// others run to their first frame).
struct DriverLoop {
  Context* start;
  size_t start_barrier;
  Context* current;
  // The depth of cx's barrier frame: the loop runs cx's frames above it.
  size_t barrier_of(const Context* cx) const { return cx == start ? start_barrier : 0; }
};
// Runs loop.current until a barrier frame returns or an exception escapes
// it (as run_until_barrier), or until a switch the driver has to make.
// loop.current is then the context it stopped in.
Value run_driven(DriverLoop& loop);
// Runs a top-level/eval iseq with self and cref; returns undef on exception.
// Runs proc as the outermost code of cx (an isolate's body), under the
// driver that switches threads and fibers (undef: raised).
Value run_proc(Context& cx, Value proc, int argc, const Value* argv);
Value execute(Context& cx, const Iseq* iseq, Value self, Cref* cref, FrameKind kind);

// Unwinding: called with cx.pending set. Pops frames (running rescue/ensure
// handlers) until a handler is found (returns true: continue in the top
// frame) or the barrier at `barrier_depth` is reached (returns false).
bool unwind(Context& cx, size_t barrier_depth, Value& barrier_result);

// Backtrace of the current point as an Array of Strings. `located`, when
// given, receives the frames its first two entries are located at (a native
// or prelude method shows at its caller's frame), null where it is shorter.
// `of`: another context of the isolate whose frames are shown (a green
// thread's, Thread#backtrace); the Array is made in cx.
Value make_backtrace(Context& cx, const Frame* located[2] = nullptr, const Context* of = nullptr);
// The backtrace of the current point as a raise keeps it: a capture that
// exception_backtrace turns into the Array of Strings when it is read.
Value capture_backtrace(Context& cx, const Frame* located[2]);
// The line a frame is at: of the instruction it is running, or of its
// definition when it has not started (its arguments did not bind).
uint32_t frame_line(const Frame& f);
// The same for a frame of `iseq` whose pc is `offset` into its code.
uint32_t line_before(const Iseq& iseq, uint32_t offset);
// "file:line" of the innermost frame of the program (prelude frames skipped).
std::string current_position(Context& cx);
// "Foo#bar" / "Foo.bar" / "block in Foo#bar" / "<main>" for a frame.
std::string frame_label(Context& cx, const Frame& f);
// Writes the uncaught-exception report (Ruby's format) to stderr.
// Its causes follow it, each once (World::error_text writes the text).
void report_exception(Context& cx, Value exc);

// ---- support for individual instructions (ops.cpp) ----
// Reads the argument registers of a call (splat, kwargs, &blk, literal block).
bool prepare_args(Context& cx, Frame& f, const CallInfo* ci, Value* base, CallArgs& args);
// `found`: the method super_method answered, when the caller looked it up
// after the arguments were evaluated (null: call_super looks it up).
Dispatch call_super(Context& cx, Frame& f, Value* base, CallArgs& args, uint32_t ret_reg, Value& result,
                    const MethodEntry* found = nullptr);
// The method `super` calls from frame f (of a method, or a block in one)
// on `self`, or null.
const MethodEntry* super_method(Context& cx, const Frame& f, Value self);
// False when a method_added (or singleton_method_added) hook raised.
bool define_iseq_method(Context& cx, Frame& f, Class* klass, Sym name, const Iseq* body, bool singleton);
// Calls klass's method_added(name), or the attached object's
// singleton_method_added(name) for a singleton class, when a program
// defined the hook; false when it raised.
bool notify_method_added(Context& cx, Class* klass, Sym name);
// The same for another hook (method_removed, method_undefined), with its
// singleton_ form called for a singleton class.
bool notify_method_change(Context& cx, Class* klass, Sym name, Sym hook, Sym singleton_hook);
// Methods always private, whatever the visibility in force (initialize,
// initialize_copy, initialize_clone, initialize_dup, respond_to_missing?).
bool private_by_name(const World& w, Sym name);
Class* open_class(Context& cx, Frame& f, Value* base, Sym name, uint32_t flags);
bool alias_method(Context& cx, Class* klass, Sym new_name, Sym old_name);
bool undef_method(Context& cx, Class* klass, Sym name);
int rescue_match(Context& cx, Value klass, Value exc); // 1, 0, or -1 (raised)
int defined_check(Context& cx, Frame& f, uint32_t kind, Sym name, Value operand);
Value pattern_deconstruct(Context& cx, Value v, bool keys, Value key_list);
// a, *b, c = v: writes pre + (splat) + post values into registers from dst.
bool expand_values(Context& cx, uint32_t dst, Value v, uint32_t pre, uint32_t post, bool splat);
// Whether the code is the prelude's (<internal:...>); a frame running it
// reports as its caller.
bool internal_iseq(const Iseq& iseq);
bool internal_frame(const Frame& f);
Value gvar_get(Context& cx, Sym name);
// `alias $name $target` (a world write).
void alias_global(World& w, Sym name, Sym target);
bool gvar_set(Context& cx, Sym name, Value v);
// Raises RuntimeError (true) for a class variable in top-level code, as Ruby does.
bool cvar_at_top_level(Context& cx, Cref* cref);
// `$x = v` in a program: Ruby's checks and conversions of special globals
// (v may be converted); false when it raised.
bool program_sets_global(Context& cx, Sym name, Value& v);
Value cvar_get(Context& cx, Cref* cref, Sym name);
bool cvar_set(Context& cx, Cref* cref, Sym name, Value v);
Value const_lookup_lexical(Context& cx, Cref* cref, Sym name);
std::string describe_receiver(Context& cx, Value recv);
// The superclass of class Foo < sv or Class.new(sv): nullptr after raising
// TypeError for a module, Class itself, a singleton class or a non-class.
Class* superclass_arg(Context& cx, Value sv);
// Class#allocate: a new, uninitialized instance of k.
Value allocate_instance(Context& cx, Class* k);
Value* stack_top(Context& cx);

// LocalJumpError with #reason (:break, :return, :noreason) and #exit_value.
void raise_local_jump(Context& cx, const char* message, const char* reason, Value exit_value);

// Converts a block argument (&blk) to a Proc or nil.
Value block_to_proc(Context& cx, Value v);
// Gives frame f its Env (chained to `parent`, with the captured parameters)
// when its code has one; otherwise f shares `parent`.
void make_env(Context& cx, Frame& f, Env* parent);
// Appends a frame running `iseq` on registers `regs` (room already made),
// with no method, proc, block or env yet: the caller fills what it has.
[[gnu::always_inline]] inline Frame& emplace_frame(Context& cx, const Iseq* iseq, Value* regs, uint32_t ret_reg,
                                                   FrameKind kind) {
  return cx.frames.emplace_back(iseq, iseq->code.data(), regs, ret_reg, kind, cx.next_frame_id++);
}
// Pushes a frame: fails (SystemStackError pending) at the depth limit.
// Arguments in `args` that live in registers are rebased if the stack moves.
Frame* push_frame(Context& cx, const Iseq* iseq, Value* base, uint32_t ret_reg, FrameKind kind,
                  CallArgs* args = nullptr);

} // namespace garnet::vm
