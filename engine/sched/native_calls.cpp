// native_calls.cpp — running C++ methods on pooled native stacks: the pool,
// the worker loop each stack runs, and the driver's run / the nested loop's
// suspend that switch between them.
#include "sched/native_calls.h"

#include "gc/heap.h"
#include "sched/green_threads.h"
#include "vm/native_scope.h"

namespace garnet::sched {

using namespace vm;

// A pooled stack and the loop it runs: one native call after another.
struct StackWorker {
  StackPool* pool = nullptr;
  platform::NativeStack* stack = nullptr;
  platform::NativeStack* back = nullptr; // the context that switched in (the driver)
  Context* cx = nullptr;                 // whose call it runs
  int loops = 0;                         // interpreter loops on this stack (Isolate::loops_on_stack)
};

namespace {

constexpr size_t kStackReserve = 64 * 1024;        // bytes kept free below nested loops
constexpr size_t kThreadStackReserve = 256 * 1024; // the same on a thread's own stack (the parser's and
                                                   // the compiler's budgets count from their start)

StackPool& pool_of(Context& cx) { return *scheduler_of(cx).stacks; }

// Whether the stack in use may switch away now: where the platform's
// switches cannot keep interpreter frames, only with none on it, or (asked
// from inside the loop that is about to return to C++) with that loop alone.
bool may_leave_stack(const Context& cx, int loops_allowed) {
  return cx.iso->platform->stack_switch_keeps_interpreter_frames || cx.iso->loops_on_stack <= loops_allowed;
}

// A native call suspended on its stack can't be resumed from here: its
// coroutine goes on with `fatal` raised by the C++ method's call, and the
// stack is left behind with its frames.
void abandon(Context& cx, NativeCall& call) {
  call.worker = nullptr;
  call.state = NativeCall::State::Done;
  call.result = raise(cx, cx.world->c.Fatal,
                      "can't resume a block suspended under a C++ method from Ruby code that a C++ method called");
}

void switch_stacks(StackPool& pool, platform::NativeStack* from, platform::NativeStack* to) {
  const platform::Platform* p = pool.platform();
  pool.set_current(to);
  p->stack_switch(p->user, from, to);
  pool.set_current(from);
}

void call_method(Context& cx, NativeCall& call) {
  call.result = call_native(cx, call.method, call.self, int(call.args.size()), call.args.data(), call.block,
                            call.kwargs);
}

void worker_loop(void* arg) {
  StackWorker* w = static_cast<StackWorker*>(arg);
  while (true) {
    NativeCall& call = *w->cx->native_call;
    call_method(*w->cx, call);
    call.state = NativeCall::State::Done;
    w->pool->platform()->stack_switch(w->pool->platform()->user, w->stack, w->back);
  }
}

} // namespace

StackPool::~StackPool() {
  for (StackWorker* w : all_) {
    platform_->stack_free(platform_->user, w->stack);
    delete w;
  }
  if (thread_stack_) platform_->stack_free(platform_->user, thread_stack_);
}

StackWorker* StackPool::acquire() {
  if (!free_.empty()) {
    StackWorker* w = free_.back();
    free_.pop_back();
    return w;
  }
  StackWorker* w = new StackWorker();
  w->pool = this;
  w->stack = platform_->stack_new(platform_->user, worker_loop, w, 0);
  if (!w->stack) {
    delete w;
    return nullptr;
  }
  all_.push_back(w);
  return w;
}

void StackPool::release(StackWorker* w) {
  w->cx = nullptr;
  free_.push_back(w);
}

platform::NativeStack* StackPool::current() {
  if (!current_) current_ = thread_stack_ = platform_->stack_of_thread(platform_->user);
  return current_;
}

bool may_reroute(const Context& cx) {
  return cx.loops_under_cpp == 0 && cx.nested_calls == 0 && !cx.native_call && cx.iso->scheduler &&
         cx.iso->scheduler->stacks->available() && may_leave_stack(cx, 1);
}

bool may_reroute_core(const Context& cx) {
  const Scheduler* s = cx.iso->scheduler.get();
  return s && (!s->runnable.empty() || !s->waiting.empty()) &&
         cx.iso->platform->stack_switch_keeps_interpreter_frames && may_reroute(cx);
}

Value reroute(Context& cx) {
  cx.reroute_requested = true;
  return Value::undef();
}

Dispatch request(Context& cx, const MethodEntry* me, Value self, int argc, const Value* argv, Value block,
                 bool kwargs, uint32_t ret_reg) {
  NativeCall* call = new NativeCall();
  call->method = me;
  call->self = self;
  call->args.assign(argv, argv + argc);
  call->block = block;
  call->kwargs = kwargs;
  call->ret_reg = ret_reg;
  cx.native_call = call;
  return Dispatch::Switch;
}

void run_native_call(Context& cx) {
  NativeCall& call = *cx.native_call;
  StackPool& pool = pool_of(cx);
  if (call.state == NativeCall::State::Requested) {
    call.worker = pool.acquire();
    if (!call.worker) { // no stack to be had: run inline
      call.state = NativeCall::State::Running;
      call_method(cx, call);
      call.state = NativeCall::State::Done;
    } else {
      call.worker->cx = &cx;
    }
  } else if (call.state == NativeCall::State::Suspended) {
    if (!may_leave_stack(cx, 0)) abandon(cx, call);
  }
  if (call.state != NativeCall::State::Done) {
    call.state = NativeCall::State::Running;
    platform::NativeStack* here = pool.current();
    call.worker->back = here;
    int driver_loops = cx.iso->loops_on_stack;
    cx.iso->loops_on_stack = call.worker->loops;
    switch_stacks(pool, here, call.worker->stack);
    call.worker->loops = cx.iso->loops_on_stack;
    cx.iso->loops_on_stack = driver_loops;
  }
  if (call.state != NativeCall::State::Done) return; // suspended: cx.switch_to is set
  // An exception stays pending: the caller's frame unwinds it.
  if (!call.result.is_undef() || break_ends_native_call(cx, call.result))
    cx.frames.back().regs[call.ret_reg] = call.result;
  if (call.worker) pool.release(call.worker);
  cx.native_call = nullptr;
  delete &call;
}

void suspend_native_call(Context& cx) {
  NativeCall& call = *cx.native_call;
  StackPool& pool = pool_of(cx);
  call.state = NativeCall::State::Suspended;
  switch_stacks(pool, call.worker->stack, call.worker->back);
}

bool can_switch_under_cpp(const Context& cx) {
  return cx.native_call && cx.native_call->worker && may_leave_stack(cx, 1);
}

// The calling thread's stack limit, asked of the platform once per thread.
static const char* thread_stack_limit(const platform::Platform* p) {
  static thread_local const char* limit = nullptr;
  static thread_local bool known = false;
  if (!known) {
    limit = p && p->thread_stack_limit ? p->thread_stack_limit(p->user) : nullptr;
    known = true;
  }
  return limit;
}

bool stack_nearly_full(Context& cx) {
  const platform::Platform* p = cx.iso->platform;
  char probe;
  if (cx.native_call && cx.native_call->worker)
    return &probe < p->stack_limit(p->user, cx.native_call->worker->stack) + kStackReserve;
  // An isolate's own stack, or its thread's.
  const char* limit = nullptr;
  if (cx.iso->scheduler && pool_of(cx).available()) limit = p->stack_limit(p->user, pool_of(cx).current());
  if (!limit) limit = thread_stack_limit(p);
  return limit && &probe < limit + kThreadStackReserve;
}

void trace(const NativeCall& call, gc::Tracer& t) {
  t.mark(call.self);
  t.mark(call.block);
  t.mark(call.result);
  for (Value v : call.args) t.mark(v);
}

} // namespace garnet::sched
