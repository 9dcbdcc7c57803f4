// remote_wait.cpp — parking on another isolate and the wake-ups posted to
// a waiting isolate's inbox.
#include "sched/remote_wait.h"

#include "sched/native_calls.h"

namespace garnet::sched {

using namespace vm;

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

} // namespace garnet::sched
