// ractor_ops.cpp — what Ractors do to each other: take and yield, receive
// and send through ports, close, monitor, select, join and value. Each wait
// parks the green thread (remote_wait.h); values cross as Messages.
#include <algorithm>

#include "sched/native_calls.h"
#include "sched/remote_wait.h"

namespace garnet::sched {

using namespace vm;

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

// The same for a port, which only its creator may receive from: a waiting
// message, or the closed port's error, is true with `got` set (undef:
// raised). Otherwise registers `w` (as a receiver, to be handed the next
// message, or as a watcher) and answers false.
bool receive_or_register(Context& cx, Port& port, const Waiter& w, bool as_receiver, Value& got) {
  if (port.owner.lock() != record_of(cx)) {
    got = raise(cx, cx.world->ractor_classes.error, "only allowed from the creator Ractor of this port");
    return true;
  }
  std::unique_lock<std::mutex> lock(port.mutex);
  if (!port.messages.empty()) {
    std::shared_ptr<Message> message = std::move(port.messages.front());
    port.messages.pop_front();
    lock.unlock();
    got = message->materialize(cx);
    return true;
  }
  if (port.closed) {
    lock.unlock();
    got = raise(cx, cx.world->ractor_classes.closed_error, "The port was already closed");
    return true;
  }
  if (as_receiver) port.receivers.push_back(w);
  else port.watchers.push_back(w);
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
  if (refuse_inline_wait(cx)) return Dispatch::Raised;
  Value got;
  if (receive_or_register(cx, *port_from(port_value), waiter_for(cx), true, got)) {
    result = got;
    return got.is_undef() ? Dispatch::Raised : Dispatch::Done;
  }
  return park_remote(cx, ret_reg, result);
}

Dispatch await_require(Context& cx, Value, CallArgs& args, uint32_t ret_reg, Value& result) {
  std::shared_ptr<Port> port = port_from(args.argv[0]);
  if (!port) {
    raise_conversion(cx, args.argv[0], "Ractor::Port");
    return Dispatch::Raised;
  }
  if (can_switch(cx)) return port_receive(cx, args.argv[0], args, ret_reg, result);
  // Only the main isolate's answer can come: poll for it, the carrier lent.
  std::shared_ptr<Message> answer;
  const platform::Platform* p = cx.iso->platform;
  {
    BlockingSection blocked(cx);
    for (uint64_t pause_ns = 10'000;; pause_ns = std::min<uint64_t>(pause_ns * 2, 1'000'000)) {
      {
        std::lock_guard<std::mutex> lock(port->mutex);
        if (!port->messages.empty()) {
          answer = std::move(port->messages.front());
          port->messages.pop_front();
          break;
        }
      }
      p->sleep_ns(p->user, pause_ns);
    }
  }
  result = answer->materialize(cx);
  return result.is_undef() ? Dispatch::Raised : Dispatch::Done;
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
  if (std::shared_ptr<IsolateRecord> rec = record_from(src)) return take_or_register(cx, rec, watcher, false, got);
  if (std::shared_ptr<Port> port = port_from(src)) return receive_or_register(cx, *port, watcher, false, got);
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
  std::vector<Value> sources = as_array(args.argv[0])->items.to_vector();
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
