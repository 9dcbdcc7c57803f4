// remote_wait.h — a green thread waiting on another isolate (a Ractor, a
// Port): the Waiter other isolates reach it by, parking it, and the
// wake-ups they post to its inbox (a value, nil, an error, a Ractor's end).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "sched/isolates.h"

namespace garnet::sched {

// The current thread as other isolates will reach it once it parks.
Waiter waiter_for(vm::Context& cx);
// Parks the current thread in a Remote wait (answered through its inbox).
vm::Dispatch park_remote(vm::Context& cx, uint32_t ret_reg, vm::Value& result);
// Raises ThreadError (true) where the thread can't switch (under a C++ frame).
bool refuse_inline_wait(vm::Context& cx);

void post_message(const Waiter& w, std::shared_ptr<Message> message);
void post_nil(const Waiter& w);
// Ractor::ClosedError (closed) or Ractor::Error with `message`.
void post_error(const Waiter& w, std::string message, bool closed);
// The end of a Ractor as take/value see it: its value, or a RemoteError
// whose cause is the copy of what it raised (raise set).
vm::Value final_value(vm::Context& cx, const std::shared_ptr<Message>& result, bool error,
                      const std::weak_ptr<IsolateRecord>& from, bool& raise);
void post_result(const Waiter& w, const std::shared_ptr<IsolateRecord>& rec);
// Wakes the Ractor.select calls watching a source (they look again).
void notify(std::vector<Waiter>& watchers);

} // namespace garnet::sched
