// isolate.cpp — execution contexts (their growable VM stacks) and isolates
// (output buffering, garbage-collection roots).
#include <algorithm>
#include <cstdlib>

#include "gc/allocation.h"
#include "sched/green_threads.h"
#include "sched/native_calls.h"
#include "vm/blocks.h"
#include "vm/interp.h"

namespace garnet::vm {

// Values added beyond the need when a stack grows (it also doubles): small
// for fibers, which start with a few dozen.
constexpr size_t kStackSlack = 64;

Context::Context(Isolate* isolate, size_t initial_values, size_t initial_frames)
    : iso(isolate), world(isolate->world) {
  stack_capacity = initial_values;
  stack = static_cast<Value*>(std::malloc(stack_capacity * sizeof(Value)));
  clear_registers(stack, stack_end());
  frames.reserve(initial_frames);
}

Context::Context(Isolate* isolate, const StartStorage& storage)
    : iso(isolate), world(isolate->world), frames(FrameAllocator<Frame>(storage.frames, storage.frame_count)) {
  stack_capacity = storage.value_count;
  stack = storage.values;
  stack_in_start_storage = true;
  clear_registers(stack, stack_end());
  frames.reserve(storage.frame_count);
  if (storage.first_block) {
    start_block = storage.first_block;
    block_slots.push_back(start_block);
  }
}

Context::~Context() {
  if (!stack_in_start_storage) std::free(stack);
  for (StackBlock* slot : block_slots)
    if (slot != start_block) delete slot;
}

bool Context::ensure_stack(Value* top, size_t needed) {
  size_t used = size_t(top - stack);
  if (used + needed <= stack_capacity) return true;
  size_t want = std::max(stack_capacity * 2, used + needed + kStackSlack);
  if (want > kMaxStackValues) {
    if (used + needed > kMaxStackValues) return false;
    want = kMaxStackValues;
  }
  Value* moved = static_cast<Value*>(stack_in_start_storage ? std::malloc(want * sizeof(Value))
                                                            : std::realloc(stack, want * sizeof(Value)));
  if (!moved) return false;
  if (stack_in_start_storage) std::copy(stack, stack + stack_capacity, moved);
  stack_in_start_storage = false;
  clear_registers(moved + stack_capacity, moved + want);
  for (Frame& f : frames) f.regs = moved + (f.regs - stack);
  stack = moved;
  stack_capacity = want;
  return true;
}

Isolate::Isolate(World* w, const platform::Platform* p) : world(w), heap(w->roster.reserve_tag(), &w->pinned_pages), platform(p) {
  main_context = std::make_unique<Context>(this);
  current = main_context.get();
  scheduler = std::make_unique<sched::Scheduler>(*main_context);
  stdout_terminal = p && p->is_terminal && p->is_terminal(p->user, 1);
  w->roster.join(this); // once complete: writers reach it from now on
}

Isolate::~Isolate() {
  flush_out();
  world->roster.leave(this);
}

void Isolate::init_globals(Context& cx) {
  if (world->global_aliases.empty()) { // the first isolate's: set before any other can read them
    auto& aliases = world->global_aliases;
    aliases[world->intern("$PROGRAM_NAME")] = world->sym.dollar_zero;
    aliases[world->intern("$>")] = world->sym.dollar_stdout;
    aliases[world->intern("$\"")] = world->intern("$LOADED_FEATURES");
    for (const char* name : {"$:", "$-I"}) aliases[world->intern(name)] = world->intern("$LOAD_PATH");
    for (const char* name : {"$-v", "$-w"}) aliases[world->intern(name)] = world->sym.dollar_verbose;
    aliases[world->intern("$-d")] = world->intern("$DEBUG");
    aliases[world->intern("$-0")] = world->sym.dollar_slash;
  }
  Value out = *world->c.Object->find_constant(world->intern("STDOUT"));
  Value err = *world->c.Object->find_constant(world->intern("STDERR"));
  Value in = *world->c.Object->find_constant(world->intern("STDIN"));
  globals[world->sym.dollar_stdout] = out;
  globals[world->sym.dollar_stderr] = err;
  globals[world->intern("$stdin")] = in;
  globals[world->sym.dollar_slash] = world->static_string("\n");
  globals[world->intern("$LOADED_FEATURES")] = new_array(cx);
  Value load_path = new_array(cx);
  if (world->load_path_methods) include_module(*world, singleton_class_of(cx, load_path), world->load_path_methods);
  globals[world->intern("$LOAD_PATH")] = load_path;
  globals[world->sym.dollar_verbose] = Value::false_value();
  globals[world->intern("$DEBUG")] = Value::false_value();
  globals[world->intern("$.")] = Value::fixnum(0); // before any line is read
  globals[world->intern("$$")] = call(cx, Value::object(world->c.Process), world->intern("pid"));
}

// While several isolates write, whole lines go out under the world's output
// lock, so that lines from different isolates never mix.
int Isolate::write_out(int fd, std::string_view data) {
  if (fd == 1 && !stdout_sync && !stdout_terminal) {
    out_buffer.append(data.data(), data.size());
    return out_buffer.size() >= 64 * 1024 ? flush_lines() : 0;
  }
  int err = flush_out();
  return err ? err : write_locked(fd, data);
}

int Isolate::write_locked(int fd, std::string_view data) {
  if (!platform->write || data.empty()) return 0;
  if (world->roster.count() == 1) return platform->write(platform->user, fd, data.data(), data.size());
  std::lock_guard<std::mutex> lock(world->output_lock);
  return platform->write(platform->user, fd, data.data(), data.size());
}

int Isolate::flush_lines() {
  size_t end = out_buffer.rfind('\n');
  if (end == std::string::npos) return 0;
  int err = write_locked(1, std::string_view(out_buffer).substr(0, end + 1));
  out_buffer.erase(0, err ? out_buffer.size() : end + 1);
  return err;
}

int Isolate::flush_out() {
  int err = write_locked(1, out_buffer);
  out_buffer.clear();
  return err;
}

void Context::trace(gc::Tracer& t) {
  for (const Frame& f : frames) {
    size_t n = f.iseq->num_regs + kScratchRegs;
    for (size_t i = 0; i < n; i++) t.mark(f.regs[i]);
    t.note_root_slots(n);
    t.mark(f.env);
    trace_block(t, f.proc ? Value::object(f.proc) : Value::nil());
    trace_block(t, f.block);
    t.mark(f.last_match);
  }
  t.mark(pending);
  t.mark(errinfo);
  t.mark(last_status);
  t.mark(fiber);
  t.mark(switch_value);
  for (auto& tag : catch_tags) t.mark(tag.first);
  for (auto& mark : recursion_marks) {
    t.mark(mark.a);
    t.mark(mark.b);
  }
  if (native_call) sched::trace(*native_call, t);
  for (Obj* o : arena) t.mark(o);
  for (Value v : scratch) t.mark(v);
}

void Isolate::collect() {
  heap.collect([&](gc::Tracer& t) {
    main_context->trace(t);
    scheduler->trace(t);
    if (current != main_context.get()) current->trace(t);
    for (auto& kv : globals) t.mark(kv.second);
    t.mark(main_object);
    t.mark(match_subject_copy);
    for (Value v : at_exit_blocks) t.mark(v);
    t.mark(exit_trap);
    t.mark(finalizer_table);
    for (Value v : extra_roots) t.mark(v);
    for (auto& kv : symbol_procs) t.mark(kv.second);
    for (Value v : once_values) t.mark(v);
    for (auto& kv : ractor_objects) t.mark(kv.second);
    for (auto& kv : features_loading) t.mark(kv.second);
    // The shared world's classes hold constants and class-level state, which
    // only the main isolate sets to its own objects (others set shareable
    // ones); singleton classes keep the objects they belong to.
    if (is_main)
      for (Class* k : world->classes) gc::Heap::trace_class_tables(k, t);
    for (Class* k : own_singletons) t.mark(k->attached);
  }, [&](Obj* owner, gc::Tracer& t) {
    // Instance variables of Strings, Arrays, Fibers...: live with their owner.
    auto it = generic_ivars.find(owner);
    if (it != generic_ivars.end())
      for (auto& iv : it->second) t.mark(iv.second);
  });
  gc::keep_memory_reserve(); // again, if an allocation used it and memory allows
  // Drop generic ivars of objects that died.
  for (auto it = generic_ivars.begin(); it != generic_ivars.end();) {
    if (it->first->type == Type::Free) it = generic_ivars.erase(it);
    else ++it;
  }
}

} // namespace garnet::vm
