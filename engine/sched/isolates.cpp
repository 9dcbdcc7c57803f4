// isolates.cpp — Ractors' records and objects, starting an isolate (on the
// carrier pool, or a thread of its own), its life until its result is out,
// shareable procs, and the end of the program.
#include "sched/isolates.h"

#include <atomic>
#include <condition_variable>
#include <optional>

#include "sched/carriers.h"
#include "sched/native_calls.h"
#include "sched/remote_wait.h"
#include "sched/reports.h"
#include "vm/shareable.h"

namespace garnet::sched {

using namespace vm;

// The Ractors of one world.
struct Registry {
  std::atomic<uint64_t> next_id{1};
  std::atomic<uint64_t> next_port_id{1};
  std::atomic<size_t> live{1}; // the main isolate counts
  std::mutex mutex;
  std::condition_variable finished;
  size_t finishing = 0;        // children whose result is out, still tearing down
  bool spawned = false;        // a Ractor.new ran (its experimental warning was given)
  bool activated = false;      // Ractor._activated ran
  std::shared_ptr<IsolateRecord> main;
  std::unique_ptr<CarrierPool> pool; // made with the first Ractor; its destructor waits for the carriers
};

namespace {

// An isolate's own native stack: as deep as a main thread's (untouched pages
// cost nothing).
constexpr size_t kIsolateStack = 8 * 1024 * 1024;

Registry& registry(World& w) {
  // Created with the first record, from the main isolate, before any child.
  if (!w.ractors) w.ractors = std::make_shared<Registry>();
  return *w.ractors;
}

// ---- objects ----

const DataType kRactorType = {
    "Ractor", nullptr, [](void* p) { delete static_cast<std::shared_ptr<IsolateRecord>*>(p); }};
const DataType kPortType = {
    "Ractor::Port", nullptr, [](void* p) { delete static_cast<std::shared_ptr<Port>*>(p); }};

Class* ractor_class(Context& cx) { return const_get(cx, cx.world->c.Object, intern(cx, "Ractor")).as<Class>(); }

Value make_ractor_object(Context& cx, const std::shared_ptr<void>& state) {
  return ractor_object(cx, std::static_pointer_cast<IsolateRecord>(state));
}

Value make_port_object(Context& cx, const std::shared_ptr<void>& state) {
  return port_object(cx, std::static_pointer_cast<Port>(state));
}

const HandleType kRactorHandle = {&kRactorType, [](Value v) { return std::shared_ptr<void>(record_from(v)); },
                                  make_ractor_object};
const HandleType kPortHandle = {&kPortType, [](Value v) { return std::shared_ptr<void>(port_from(v)); },
                                make_port_object};

// ---- the carrier ----

void report_uncaught(Context& cx, Value exc) {
  if (!cx.iso->scheduler->main.report_on_exception) return;
  cx.iso->write_out(2, describe(cx, &cx.iso->scheduler->main) +
                           " terminated with exception (report_on_exception is true):\n");
  report_exception(cx, exc);
}

// A child isolate's side of the carrier pool.
class PoolLink : public CarrierLink {
 public:
  PoolLink(CarrierPool& pool, IsolateRecord& rec, Isolate& iso) : pool_(pool), rec_(rec), iso_(iso) {}

  void idle(uint64_t deadline_ns) override {
    leave([&](platform::NativeStack* from) { pool_.idle(rec_, from, deadline_ns); });
  }
  bool should_yield() override { return pool_.others_waiting() && now() - slice_started_ >= kTimeslice; }
  void yield() override {
    leave([&](platform::NativeStack* from) { pool_.requeue(rec_, from); });
  }
  void blocking_begin() override { pool_.blocking_begin(); }
  void blocking_end() override { pool_.blocking_end(); }
  // Back on a carrier (the first time, or after leaving one).
  void started() { slice_started_ = now(); }

 private:
  static constexpr uint64_t kTimeslice = 10'000'000; // ns, as green threads'

  // Out of the world's running set while away; the native context running
  // now (the isolate's stack, or a native call's) is where it resumes.
  template <class Leave>
  void leave(Leave&& go) {
    iso_.world->roster.stop_running(iso_);
    go(iso_.scheduler->stacks->current());
    iso_.world->roster.start_running(iso_);
    started();
  }

  uint64_t now() const { return iso_.platform->monotonic_ns(iso_.platform->user); }

  CarrierPool& pool_;
  IsolateRecord& rec_;
  Isolate& iso_;
  uint64_t slice_started_ = 0;
};

// The life of a child isolate: its set-up, its body, its result published.
// On the carrier pool (pool set) it runs on its own native stack and gives
// its carrier back when idle; on a thread of its own (no native stacks on
// this platform), it waits on its inbox.
void live(const std::shared_ptr<IsolateRecord>& rec, CarrierPool* pool) {
  World& w = *rec->world;
  Registry& reg = registry(w);
  {
    Isolate iso(&w, rec->platform);
    iso.is_main = false;
    iso.record = rec;
    Scheduler& scheduler = *iso.scheduler;
    std::optional<PoolLink> link;
    if (pool) {
      scheduler.stacks->set_current(rec->stack);
      link.emplace(*pool, *rec, iso);
      scheduler.carrier = &*link;
      std::weak_ptr<IsolateRecord> weak = rec;
      scheduler.inbox->on_post = [pool, weak] {
        if (std::shared_ptr<IsolateRecord> r = weak.lock()) pool->wake(r);
      };
    }
    w.roster.start_running(iso);
    if (link) link->started();
    Context& cx = *iso.main_context;
    scheduler_of(cx).main_object(cx);
    iso.main_object = ractor_object(cx, rec);
    iso.init_globals(cx);
    iso.script_name = rec->script_name;
    for (auto [name, copy] : {std::pair{"$LOAD_PATH", &rec->load_path}, {"$LOADED_FEATURES", &rec->loaded_features}})
      for (const std::string& item : *copy) as_array(iso.globals[w.intern(name)])->items.push_back(new_string(cx, item));
    iso.globals[w.sym.dollar_zero] = new_string(cx, rec->program_name);
    Value args = rec->args->materialize(cx);
    Value outcome = Value::undef();
    if (!args.is_undef()) {
      Proc* body = iso.heap.make<Proc>(w.c.Proc, Type::Proc);
      body->iseq = rec->body;
      body->self = iso.main_object;
      body->cref = rec->body_cref;
      body->method = rec->body_method;
      body->outer_block = Value::nil();
      body->bound = Value::nil();
      const vm::ValueVector& items = args.as<Array>()->items;
      std::vector<Value> argv(items.begin(), items.end());
      outcome = run_proc(cx, Value::object(body), int(argv.size()), argv.data());
    }
    auto result = std::make_shared<Message>();
    bool is_error = outcome.is_undef();
    if (!is_error && !result->capture(cx, outcome)) is_error = true; // the value can't leave: what that raised
    if (is_error) {
      Value exc = cx.pending;
      cx.pending = Value::undef();
      if (!is_a(cx, exc, w.c.SystemExit)) report_uncaught(cx, exc);
      if (!result->capture(cx, exc)) result->capture(cx, Value::nil());
      cx.pending = Value::undef();
    }
    iso.flush_out();
    {
      std::lock_guard<std::mutex> lock(reg.mutex);
      reg.finishing++;
    }
    std::deque<Waiter> takers;
    std::vector<Waiter> joiners, watchers;
    std::vector<std::shared_ptr<Port>> monitors;
    {
      std::lock_guard<std::mutex> lock(rec->mutex);
      rec->terminated = true;
      rec->result = result;
      rec->result_is_error = is_error;
      takers.swap(rec->takers);
      joiners.swap(rec->joiners);
      watchers.swap(rec->watchers);
      monitors.swap(rec->monitors);
      if (!takers.empty()) rec->result_taken = true;
    }
    notify(watchers);
    for (const std::shared_ptr<Port>& port : monitors) send(cx, port, Value::symbol(w.intern(is_error ? "aborted" : "exited")));
    cx.pending = Value::undef();
    for (size_t i = 0; i < takers.size(); i++) {
      if (i == 0) post_result(takers[i], rec);
      else post_error(takers[i], "The outgoing-port is already closed", true);
    }
    for (const Waiter& j : joiners) post_result(j, rec);
    close_port(rec->default_port);
    w.roster.stop_running(iso);
    report_end(iso);
    scheduler.inbox->on_post = nullptr;
  }
  reg.live.fetch_sub(1);
  std::lock_guard<std::mutex> lock(reg.mutex);
  reg.finishing--;
  reg.finished.notify_all();
}

// Entry of an isolate's native stack, run by the carrier pool.
void isolate_on_pool(void* arg) {
  std::shared_ptr<IsolateRecord> rec = static_cast<IsolateRecord*>(arg)->shared_from_this();
  CarrierPool& pool = *registry(*rec->world).pool;
  live(rec, &pool);
  IsolateRecord& self = *rec;
  rec.reset(); // the carrier holds it until the stack is freed
  pool.finish(self, self.stack);
}

// Entry of a thread of the isolate's own.
void isolate_on_thread(void* arg) {
  std::unique_ptr<std::shared_ptr<IsolateRecord>> rec(static_cast<std::shared_ptr<IsolateRecord>*>(arg));
  live(*rec, nullptr);
}

} // namespace

const std::shared_ptr<IsolateRecord>& record_of(Context& cx) {
  Isolate& iso = *cx.iso;
  if (!iso.record) {
    static std::once_flag registered;
    std::call_once(registered, [] {
      register_handle_type(&kRactorHandle);
      register_handle_type(&kPortHandle);
    });
    auto rec = std::make_shared<IsolateRecord>();
    rec->id = registry(*cx.world).next_id.fetch_add(1);
    rec->world = cx.world;
    rec->platform = iso.platform;
    rec->default_port->owner = rec;
    rec->default_port->id = registry(*cx.world).next_port_id.fetch_add(1);
    rec->inbox = iso.scheduler->inbox;
    iso.record = rec;
    if (iso.is_main) registry(*cx.world).main = rec;
  }
  return iso.record;
}

std::shared_ptr<IsolateRecord> main_record(World& w) { return w.ractors ? w.ractors->main : nullptr; }

bool activate_ractor_require(Context& cx) {
  World& w = *cx.world;
  if (!w.ractors || !w.ractors->spawned || w.ractors->activated || cx.iso->rubygems_on_demand) return true;
  w.ractors->activated = true;
  return !call(cx, Value::object(ractor_class(cx)), w.intern("_activated")).is_undef();
}

void require_on_main(Context& cx, std::string feature, const std::shared_ptr<Port>& port) {
  main_record(*cx.world)->inbox->post_job([feature = std::move(feature), port](Context& mcx) {
    World& w = *mcx.world;
    Value args[2] = {new_string(mcx, feature), port_object(mcx, port)};
    Value ractor = Value::object(ractor_class(mcx));
    if (!new_thread_calling(mcx, ractor, w.intern("__serve_require"), args, 2).is_undef()) return;
    // No thread to answer: the caller gets what starting one raised.
    Value failure[2] = {Value::false_value(), mcx.pending};
    mcx.pending = Value::undef();
    if (!send(mcx, port, new_array(mcx, failure, 2))) mcx.pending = Value::undef();
  });
}

Value ractor_object(Context& cx, const std::shared_ptr<IsolateRecord>& rec) {
  auto it = cx.iso->ractor_objects.find(rec->id);
  if (it != cx.iso->ractor_objects.end()) return it->second;
  Value obj = new_data(cx, ractor_class(cx), &kRactorType, new std::shared_ptr<IsolateRecord>(rec));
  cx.iso->ractor_objects[rec->id] = obj;
  return obj;
}

std::shared_ptr<IsolateRecord> record_from(Value v) {
  if (!is_type(v, Type::Data) || v.as<Data>()->data_type != &kRactorType) return nullptr;
  return *static_cast<std::shared_ptr<IsolateRecord>*>(v.as<Data>()->ptr);
}

std::shared_ptr<Port> port_from(Value v) {
  if (!is_type(v, Type::Data) || v.as<Data>()->data_type != &kPortType) return nullptr;
  return *static_cast<std::shared_ptr<Port>*>(v.as<Data>()->ptr);
}

Value port_object(Context& cx, const std::shared_ptr<Port>& port) {
  Class* klass = const_get(cx, ractor_class(cx), intern(cx, "Port")).as<Class>();
  return new_data(cx, klass, &kPortType, new std::shared_ptr<Port>(port));
}

Value new_port(Context& cx) {
  auto port = std::make_shared<Port>();
  port->owner = record_of(cx);
  port->id = registry(*cx.world).next_port_id.fetch_add(1);
  return port_object(cx, port);
}

Value spawn(Context& cx, Value block, Value args, Value name) {
  World& w = *cx.world;
  if (!is_proc(block) || !block.as<Proc>()->iseq)
    return raise(cx, w.c.ArgumentError, "must be called with a block");
  Proc* proc = block.as<Proc>();
  const platform::Platform* p = cx.iso->platform;
  if (!p->start_carrier)
    return raise(cx, w.c.NotImplementedError, "this build of garnet has no carrier threads for Ractors");
  Registry& reg = registry(w);
  record_of(cx);
  if (!reg.spawned) {
    reg.spawned = true;
    scheduler_of(cx).takes_jobs = true; // the main isolate's, as the first Ractor.new is its
    if (!warn_here(cx, "Ractor API is experimental and may change in future versions of Ruby.", kWarnExperimental) ||
        !activate_ractor_require(cx))
      return Value::undef();
  }
  std::string outer = outer_variable_names(cx, proc);
  if (!outer.empty())
    return raisef(cx, w.c.ArgumentError, "can not isolate a Proc because it accesses outer variables (%s).",
                  outer.c_str());
  auto rec = std::make_shared<IsolateRecord>();
  rec->args = std::make_shared<Message>();
  if (!rec->args->capture(cx, args)) return Value::undef();
  if (!name.is_nil()) {
    if (!is_string(name)) return raise_conversion(cx, name, "String");
    rec->name = str(name);
  }
  rec->id = reg.next_id.fetch_add(1);
  rec->origin = current_position(cx);
  rec->script_name = cx.iso->script_name;
  for (auto [name, copy] : {std::pair{"$LOAD_PATH", &rec->load_path}, {"$LOADED_FEATURES", &rec->loaded_features}})
    if (Value list = cx.iso->globals[w.intern(name)]; is_array(list))
      for (Value item : as_array(list)->items)
        if (is_string(item)) copy->push_back(str(item));
  Value program_name = cx.iso->globals[w.sym.dollar_zero];
  rec->program_name = is_string(program_name) ? str(program_name) : rec->script_name;
  rec->world = &w;
  rec->platform = p;
  rec->default_port->owner = rec;
  rec->default_port->id = reg.next_port_id.fetch_add(1);
  rec->body = proc->iseq;
  rec->body_cref = proc->cref;
  rec->body_method = proc->method;
  // Constants frozen so far become shareable: the new isolate may read them.
  for (Class* k : w.classes)
    for (auto& c : k->constants) share_if_frozen(c.second);
  Value object = ractor_object(cx, rec);
  reg.live.fetch_add(1);
  if (!p->stack_new || !p->stack_switch_keeps_interpreter_frames) { // a thread per isolate
    if (p->start_carrier(p->user, isolate_on_thread, new std::shared_ptr<IsolateRecord>(rec))) return object;
    reg.live.fetch_sub(1);
    return raise(cx, w.c.ThreadError, "can't create Thread: Resource temporarily unavailable");
  }
  rec->stack = p->stack_new(p->user, isolate_on_pool, rec.get(), kIsolateStack);
  if (!rec->stack) {
    reg.live.fetch_sub(1);
    return raise(cx, w.c.ThreadError, "can't create Thread: Resource temporarily unavailable");
  }
  rec->resume_at = rec->stack;
  {
    std::lock_guard<std::mutex> lock(reg.mutex);
    if (!reg.pool) reg.pool = std::make_unique<CarrierPool>(p);
  }
  reg.pool->make_runnable(rec);
  return object;
}

size_t live_count(World& w) { return registry(w).live.load(); }

void lock_isolates_for_fork(World& w) {
  if (!w.ractors) return;
  w.ractors->mutex.lock();
  if (w.ractors->pool) w.ractors->pool->lock_for_fork();
}

void unlock_isolates_after_fork(World& w, bool child) {
  if (!w.ractors) return;
  Registry& reg = *w.ractors;
  if (child) {
    // Its carriers did not come along: the pool stays locked, never destroyed.
    (void)reg.pool.release();
    reg.live.store(1);
    reg.finishing = 0;
  } else if (reg.pool) {
    reg.pool->unlock_after_fork();
  }
  reg.mutex.unlock();
}

bool others_running(World& w) {
  if (!w.ractors) return false;
  Registry& reg = *w.ractors;
  std::unique_lock<std::mutex> lock(reg.mutex);
  reg.finished.wait(lock, [&] { return reg.finishing == 0 || reg.live.load() - reg.finishing > 1; });
  return reg.live.load() > 1;
}

Value shareable_proc(Context& cx, Value block, bool lambda) {
  World& w = *cx.world;
  if (!is_proc(block) || !block.as<Proc>()->iseq) return raise(cx, w.c.ArgumentError, "tried to create Proc object without a block");
  Proc* from = block.as<Proc>();
  Env* captured = nullptr;
  if (!capture_outer_values(cx, from, captured)) return Value::undef();
  Proc* p = cx.iso->heap.make<Proc>(w.c.Proc, Type::Proc);
  p->iseq = from->iseq;
  p->env = captured;
  p->self = Value::nil();
  p->cref = from->cref;
  p->method = from->method;
  p->method_class = from->method_class;
  p->outer_block = Value::nil();
  p->bound = Value::nil();
  p->plain_arity = from->plain_arity;
  if (lambda) p->flags |= FL_LAMBDA;
  p->flags |= FL_FROZEN;
  p->gc |= GC_STATIC;
  return Value::object(p);
}

} // namespace garnet::sched
