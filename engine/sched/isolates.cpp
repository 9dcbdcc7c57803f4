// isolates.cpp — starting Ractors on carriers, their records and objects,
// ports, yield/take, join/value, and the end of the program.
#include "sched/isolates.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <optional>

#include "sched/carriers.h"
#include "sched/native_calls.h"
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
  bool warned = false;         // the experimental warning was printed
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

// ---- waking threads of other isolates ----

void post_message(const Waiter& w, std::shared_ptr<Message> message) {
  w.inbox->post({w.ticket, [message](Context& cx, bool&) { return message->materialize(cx); }});
}

void post_nil(const Waiter& w) {
  w.inbox->post({w.ticket, [](Context&, bool&) { return Value::nil(); }});
}

void post_error(const Waiter& w, std::string message, bool closed) {
  w.inbox->post({w.ticket, [message, closed](Context& cx, bool& raise) {
                   World& world = *cx.world;
                   raise = true;
                   return new_exception(cx, closed ? world.ractor_classes.closed_error : world.ractor_classes.error,
                                        message);
                 }});
}

// The end of a Ractor as take/value see it: its value, or a RemoteError
// whose cause is the copy of what it raised (raise set).
Value final_value(Context& cx, const std::shared_ptr<Message>& result, bool error,
                  const std::weak_ptr<IsolateRecord>& from, bool& raise) {
  Value v = result->materialize(cx);
  if (!error || v.is_undef()) return v;
  World& world = *cx.world;
  Value exc = new_exception(cx, world.ractor_classes.remote_error, "thrown by remote Ractor.");
  ivar_set(cx, exc, world.sym.cause, v);
  if (std::shared_ptr<IsolateRecord> r = from.lock()) ivar_set(cx, exc, intern(cx, "@ractor"), ractor_object(cx, r));
  raise = true;
  return exc;
}

void post_result(const Waiter& w, const std::shared_ptr<IsolateRecord>& rec) {
  std::shared_ptr<Message> result = rec->result;
  bool error = rec->result_is_error;
  std::weak_ptr<IsolateRecord> from = rec;
  w.inbox->post({w.ticket, [result, error, from](Context& cx, bool& raise) {
                   return final_value(cx, result, error, from, raise);
                 }});
}

// Wakes the Ractor.select calls watching a source (they look again).
void notify(std::vector<Waiter>& watchers) {
  std::vector<Waiter> woken;
  woken.swap(watchers);
  for (const Waiter& w : woken) post_nil(w);
}

Waiter waiter_for(Context& cx) {
  Scheduler& s = scheduler_of(cx);
  return {s.inbox, s.remote_ticket()};
}

Dispatch park_remote(Context& cx, uint32_t ret_reg, Value& result) {
  return scheduler_of(cx).park(cx, ret_reg, WaitKind::Remote, nullptr, 0, result);
}

bool refuse_inline_wait(Context& cx) {
  if (can_switch(cx)) return false;
  raise(cx, cx.world->c.ThreadError,
        "can't wait here: Ruby code called by a C++ method without a block can't switch threads");
  return true;
}

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

  void idle(Context& cx, uint64_t pause_ns) override {
    const platform::Platform* p = iso_.platform;
    uint64_t deadline = pause_ns >= kForever ? 0 : p->monotonic_ns(p->user) + pause_ns;
    leave([&](platform::NativeStack* from) { pool_.idle(rec_, from, deadline); });
    (void)cx;
  }
  bool should_yield(Context& cx) override {
    if (!pool_.others_waiting()) return false;
    return scheduler_of(cx).now(cx) - slice_started_ >= kTimeslice;
  }
  void yield(Context&) override {
    leave([&](platform::NativeStack* from) { pool_.requeue(rec_, from); });
  }
  void blocking_begin() override { pool_.blocking_begin(); }
  void blocking_end() override { pool_.blocking_end(); }
  // Back on a carrier (the first time, or after leaving one).
  void started() {
    const platform::Platform* p = iso_.platform;
    slice_started_ = p->monotonic_ns(p->user);
  }

 private:
  static constexpr uint64_t kForever = 3600'000'000'000ull;
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
      const std::vector<Value>& items = args.as<Array>()->items;
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
    iso.record = rec;
    if (iso.is_main) registry(*cx.world).main = rec;
  }
  return iso.record;
}

std::shared_ptr<IsolateRecord> main_record(World& w) { return w.ractors ? w.ractors->main : nullptr; }

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
  if (!reg.warned) {
    reg.warned = true;
    Value category = Value::symbol(intern(cx, "experimental"));
    Value enabled = call(cx, Value::object(w.c.Warning), w.sym.aref, 1, &category);
    if (enabled.is_undef()) return enabled;
    if (enabled.truthy())
      cx.iso->write_out(2, current_position(cx) +
                               ": warning: Ractor is experimental, and the behavior may change in future versions of "
                               "Ruby! Also there are many implementation issues.\n");
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
  if (!p->stack_new) { // no native stacks: a thread per isolate
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

bool others_running(World& w) {
  if (!w.ractors) return false;
  Registry& reg = *w.ractors;
  std::unique_lock<std::mutex> lock(reg.mutex);
  reg.finished.wait(lock, [&] { return reg.finishing == 0 || reg.live.load() - reg.finishing > 1; });
  return reg.live.load() > 1;
}

namespace {

// Takes a yielded value or the final value of rec if there is one: true
// with `got` set (undef: raised). Otherwise registers `w` (as a taker, to be
// handed the next value, or as a watcher, to be told one may be ready) and
// answers false.
bool take_or_register(Context& cx, const std::shared_ptr<IsolateRecord>& rec, const Waiter& w, bool as_taker,
                      Value& got) {
  std::unique_lock<std::mutex> lock(rec->mutex);
  if (!rec->offers.empty() && !rec->outgoing_closed) {
    IsolateRecord::Offer offer = std::move(rec->offers.front());
    rec->offers.pop_front();
    lock.unlock();
    post_nil(offer.yielder);
    got = offer.message->materialize(cx);
    return true;
  }
  if (rec->terminated || rec->outgoing_closed) {
    if (rec->result_taken || rec->outgoing_closed) {
      lock.unlock();
      got = raise(cx, cx.world->ractor_classes.closed_error, "The outgoing-port is already closed");
      return true;
    }
    rec->result_taken = true;
    lock.unlock();
    bool is_exception = false;
    got = final_value(cx, rec->result, rec->result_is_error, rec, is_exception);
    if (is_exception) got = raise(cx, got);
    return true;
  }
  if (as_taker) rec->takers.push_back(w);
  else rec->watchers.push_back(w);
  return false;
}

} // namespace

Dispatch take(Context& cx, Value ractor, CallArgs&, uint32_t ret_reg, Value& result) {
  if (refuse_inline_wait(cx)) return Dispatch::Raised;
  Value got;
  if (take_or_register(cx, record_from(ractor), waiter_for(cx), true, got)) {
    result = got;
    return got.is_undef() ? Dispatch::Raised : Dispatch::Done;
  }
  return park_remote(cx, ret_reg, result);
}

Dispatch yield_value(Context& cx, Value, CallArgs& args, uint32_t ret_reg, Value& result) {
  const std::shared_ptr<IsolateRecord>& rec = record_of(cx);
  if (refuse_inline_wait(cx)) return Dispatch::Raised;
  auto message = std::make_shared<Message>();
  if (!message->capture(cx, args.argc ? args.argv[0] : Value::nil())) return Dispatch::Raised;
  std::unique_lock<std::mutex> lock(rec->mutex);
  result = Value::nil();
  if (!rec->takers.empty()) {
    Waiter taker = std::move(rec->takers.front());
    rec->takers.pop_front();
    lock.unlock();
    post_message(taker, message);
    return Dispatch::Done;
  }
  if (rec->outgoing_closed) {
    lock.unlock();
    raise(cx, cx.world->ractor_classes.closed_error, "The outgoing-port is already closed");
    return Dispatch::Raised;
  }
  rec->offers.push_back({waiter_for(cx), message});
  std::vector<Waiter> watchers;
  watchers.swap(rec->watchers);
  lock.unlock();
  notify(watchers);
  return park_remote(cx, ret_reg, result);
}

Dispatch port_receive(Context& cx, Value port_value, CallArgs&, uint32_t ret_reg, Value& result) {
  std::shared_ptr<Port> port = port_from(port_value);
  if (port->owner.lock() != record_of(cx)) {
    raise(cx, cx.world->ractor_classes.error, "only allowed from the creator Ractor of this port");
    return Dispatch::Raised;
  }
  if (refuse_inline_wait(cx)) return Dispatch::Raised;
  std::unique_lock<std::mutex> lock(port->mutex);
  if (!port->messages.empty()) {
    std::shared_ptr<Message> message = std::move(port->messages.front());
    port->messages.pop_front();
    lock.unlock();
    result = message->materialize(cx);
    return result.is_undef() ? Dispatch::Raised : Dispatch::Done;
  }
  if (port->closed) {
    lock.unlock();
    raise(cx, cx.world->ractor_classes.closed_error, "The port was already closed");
    return Dispatch::Raised;
  }
  port->receivers.push_back(waiter_for(cx));
  lock.unlock();
  return park_remote(cx, ret_reg, result);
}

Dispatch receive(Context& cx, Value, CallArgs& args, uint32_t ret_reg, Value& result) {
  Value port = port_object(cx, record_of(cx)->default_port);
  return port_receive(cx, port, args, ret_reg, result);
}

bool send(Context& cx, const std::shared_ptr<Port>& port, Value value, bool move) {
  auto message = std::make_shared<Message>();
  std::vector<Obj*> copied;
  if (!message->capture(cx, value, &copied)) return false;
  std::unique_lock<std::mutex> lock(port->mutex);
  if (port->closed) {
    lock.unlock();
    raise(cx, cx.world->ractor_classes.closed_error, "The port was already closed");
    return false;
  }
  if (move) // what was copied is the receiver's now: the sender's objects become moved objects
    for (Obj* o : copied)
      if (o->type != Type::Data) o->klass = cx.world->ractor_classes.moved_object;
  if (!port->receivers.empty()) {
    Waiter receiver = std::move(port->receivers.front());
    port->receivers.pop_front();
    lock.unlock();
    post_message(receiver, message);
    return true;
  }
  port->messages.push_back(std::move(message));
  std::vector<Waiter> watchers;
  watchers.swap(port->watchers);
  lock.unlock();
  notify(watchers);
  return true;
}

void close_port(const std::shared_ptr<Port>& port) {
  std::deque<Waiter> receivers;
  std::vector<Waiter> watchers;
  {
    std::lock_guard<std::mutex> lock(port->mutex);
    port->closed = true;
    receivers.swap(port->receivers);
    watchers.swap(port->watchers);
  }
  for (const Waiter& r : receivers) post_error(r, "The port was already closed", true);
  notify(watchers);
}

bool close_outgoing(const std::shared_ptr<IsolateRecord>& rec) {
  std::deque<Waiter> takers;
  std::deque<IsolateRecord::Offer> offers;
  std::vector<Waiter> watchers;
  bool was_closed;
  {
    std::lock_guard<std::mutex> lock(rec->mutex);
    was_closed = rec->outgoing_closed;
    rec->outgoing_closed = true;
    takers.swap(rec->takers);
    offers.swap(rec->offers);
    watchers.swap(rec->watchers);
  }
  for (const Waiter& t : takers) post_error(t, "The outgoing-port is already closed", true);
  for (const IsolateRecord::Offer& o : offers) post_error(o.yielder, "The outgoing-port is already closed", true);
  notify(watchers);
  return was_closed;
}

void monitor(Context& cx, const std::shared_ptr<IsolateRecord>& rec, const std::shared_ptr<Port>& port) {
  bool ended, error;
  {
    std::lock_guard<std::mutex> lock(rec->mutex);
    ended = rec->terminated;
    error = rec->result_is_error;
    if (!ended) rec->monitors.push_back(port);
  }
  if (ended) send(cx, port, Value::symbol(intern(cx, error ? "aborted" : "exited")));
}

void unmonitor(const std::shared_ptr<IsolateRecord>& rec, const std::shared_ptr<Port>& port) {
  std::lock_guard<std::mutex> lock(rec->mutex);
  auto& m = rec->monitors;
  m.erase(std::remove(m.begin(), m.end(), port), m.end());
}

namespace {

// Takes from src if it is ready: true with `got` set (undef: raised), or
// false after registering `watcher` to hear when it may be.
bool take_if_ready(Context& cx, Value src, const Waiter& watcher, Value& got) {
  World& w = *cx.world;
  if (std::shared_ptr<IsolateRecord> rec = record_from(src)) return take_or_register(cx, rec, watcher, false, got);
  if (std::shared_ptr<Port> port = port_from(src)) {
    if (port->owner.lock() != record_of(cx)) {
      got = raise(cx, w.ractor_classes.error, "only allowed from the creator Ractor of this port");
      return true;
    }
    std::unique_lock<std::mutex> lock(port->mutex);
    if (!port->messages.empty()) {
      std::shared_ptr<Message> message = std::move(port->messages.front());
      port->messages.pop_front();
      lock.unlock();
      got = message->materialize(cx);
      return true;
    }
    if (port->closed) {
      lock.unlock();
      got = raise(cx, w.ractor_classes.closed_error, "The port was already closed");
      return true;
    }
    port->watchers.push_back(watcher);
    return false;
  }
  got = raise_conversion(cx, src, "Ractor or Ractor::Port");
  return true;
}

} // namespace

Dispatch select_step(Context& cx, Value, CallArgs& args, uint32_t ret_reg, Value& result) {
  if (args.argc != 1 || !is_array(args.argv[0])) {
    raise(cx, cx.world->c.ArgumentError, "specify at least one ractor or port");
    return Dispatch::Raised;
  }
  if (refuse_inline_wait(cx)) return Dispatch::Raised;
  Scheduler& s = scheduler_of(cx);
  Waiter watcher = waiter_for(cx);
  std::vector<Value> sources = as_array(args.argv[0])->items;
  for (Value src : sources) {
    Value got;
    if (!take_if_ready(cx, src, watcher, got)) continue;
    s.burn_ticket(); // watchers already registered must not wake a later wait
    if (got.is_undef()) return Dispatch::Raised;
    Value pair[2] = {src, got};
    result = new_array(cx, pair, 2);
    return Dispatch::Done;
  }
  result = Value::nil();
  return park_remote(cx, ret_reg, result);
}

Value shareable_proc(Context& cx, Value block, bool lambda) {
  World& w = *cx.world;
  if (!is_proc(block) || !block.as<Proc>()->iseq) return raise(cx, w.c.ArgumentError, "tried to create Proc object without a block");
  Proc* from = block.as<Proc>();
  std::string outer = outer_variable_names(cx, from);
  if (!outer.empty())
    return raisef(cx, isolation_error(cx), "can not make a shareable Proc because it accesses outer variables (%s).",
                  outer.c_str());
  Proc* p = cx.iso->heap.make<Proc>(w.c.Proc, Type::Proc);
  p->iseq = from->iseq;
  p->self = Value::nil();
  p->cref = from->cref;
  p->method = from->method;
  p->method_class = from->method_class;
  p->outer_block = Value::nil();
  p->bound = Value::nil();
  if (lambda) p->flags |= FL_LAMBDA;
  p->flags |= FL_FROZEN;
  p->gc |= GC_STATIC;
  return Value::object(p);
}

// #join answers the Ractor; #value its final value (or raises RemoteError).
static Dispatch await_end(Context& cx, Value ractor, bool wants_value, uint32_t ret_reg, Value& result) {
  std::shared_ptr<IsolateRecord> rec = record_from(ractor);
  if (refuse_inline_wait(cx)) return Dispatch::Raised;
  if (rec == record_of(cx)) {
    raise(cx, cx.world->ractor_classes.error, "can not wait for the current Ractor");
    return Dispatch::Raised;
  }
  Waiter me = waiter_for(cx);
  bool ended;
  {
    std::lock_guard<std::mutex> lock(rec->mutex);
    ended = rec->terminated;
    if (!ended) rec->joiners.push_back(me);
  }
  if (ended) post_result(me, rec); // answered through the inbox, like a wait
  Dispatch d = park_remote(cx, ret_reg, result);
  if (!wants_value && d == Dispatch::Done) result = ractor;
  return d;
}

Dispatch ractor_join(Context& cx, Value ractor, CallArgs&, uint32_t ret_reg, Value& result) {
  return await_end(cx, ractor, false, ret_reg, result);
}

Dispatch ractor_value(Context& cx, Value ractor, CallArgs&, uint32_t ret_reg, Value& result) {
  return await_end(cx, ractor, true, ret_reg, result);
}

} // namespace garnet::sched
