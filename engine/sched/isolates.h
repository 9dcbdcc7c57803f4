// isolates.h — Ruby's Ractors: isolates beside the main one, each with its
// own heap and green threads, run by the carrier pool (carriers.h), talking
// through ports (Ractor.receive, #send), the yield/take rendezvous and their
// final value (ractor_ops.cpp). Every cross-isolate wait parks a green
// thread (remote_wait.h) and is answered through the waiting isolate's
// inbox; values cross as Messages (copied, or shared when shareable).
#pragma once

#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "sched/green_threads.h"
#include "sched/message.h"

namespace garnet::sched {

// A green thread parked in a Remote wait, as other isolates reach it.
struct Waiter {
  std::shared_ptr<Inbox> inbox;
  uint64_t ticket = 0;
};

struct IsolateRecord;

// A Ractor::Port: messages for the isolate that created it.
struct Port {
  uint64_t id = 0;
  std::weak_ptr<IsolateRecord> owner;
  std::mutex mutex;
  std::deque<std::shared_ptr<Message>> messages;
  std::deque<Waiter> receivers; // the owner's threads in #receive
  std::vector<Waiter> watchers; // Ractor.select: woken (nil) when a message arrives
  bool closed = false;
};

struct IsolateRecord : std::enable_shared_from_this<IsolateRecord> {
  uint64_t id = 0;
  std::string name;     // empty: none
  std::string origin;   // "file:line" of its Ractor.new
  std::string script_name, program_name; // the program's file and $0
  // The creator's $LOAD_PATH and $LOADED_FEATURES, which it starts with:
  // what the creator loaded is defined in the shared world already.
  std::vector<std::string> load_path, loaded_features;
  vm::World* world = nullptr;
  const platform::Platform* platform = nullptr;
  std::shared_ptr<Port> default_port = std::make_shared<Port>();
  std::shared_ptr<Inbox> inbox; // its scheduler's: where other isolates post jobs for it

  std::mutex mutex;     // guards what follows
  struct Offer {        // a Ractor.yield waiting for a taker
    Waiter yielder;
    std::shared_ptr<Message> message;
  };
  std::deque<Offer> offers;
  std::deque<Waiter> takers;  // #take waiting for a yield or the end
  std::vector<Waiter> joiners; // #join / #value waiting for the end
  std::vector<Waiter> watchers; // Ractor.select: woken (nil) on a yield or the end
  std::vector<std::shared_ptr<Port>> monitors; // told :exited or :aborted at the end
  bool outgoing_closed = false; // close_outgoing: no more take
  bool terminated = false;
  bool result_is_error = false;
  bool result_taken = false;
  std::shared_ptr<Message> result;

  // On the carrier pool (sched/carriers.h; guarded by the pool's lock).
  enum class RunState { Runnable, Running, Idle, Done };
  enum class Transition { Idle, Requeue, Done }; // what the isolate asked for when it left its carrier
  RunState run_state = RunState::Runnable;
  Transition transition = Transition::Idle;
  bool wake_pending = false;            // a wake-up came while it ran
  uint64_t wake_at = 0;                 // idle until (0: a wake-up only)
  platform::NativeStack* stack = nullptr;     // its own native stack
  platform::NativeStack* resume_at = nullptr; // where it continues (its stack, or a native call's)
  platform::NativeStack* home = nullptr;      // the stack of the carrier running it

  // The body, until the carrier starts it.
  std::shared_ptr<Message> args;
  const vm::Iseq* body = nullptr;    // the block given to Ractor.new, as code only
  vm::Cref* body_cref = nullptr;
  const vm::MethodEntry* body_method = nullptr;
};

// The record of cx's isolate (made for the main isolate on first use).
const std::shared_ptr<IsolateRecord>& record_of(vm::Context& cx);
// The main isolate's record (null before anything asked for one).
std::shared_ptr<IsolateRecord> main_record(vm::World& w);
// The Ractor object of rec as cx's isolate sees it.
vm::Value ractor_object(vm::Context& cx, const std::shared_ptr<IsolateRecord>& rec);
// The record behind a Ractor object (null if v is not one).
std::shared_ptr<IsolateRecord> record_from(vm::Value v);
std::shared_ptr<Port> port_from(vm::Value v); // a Ractor::Port object
vm::Value port_object(vm::Context& cx, const std::shared_ptr<Port>& port);
vm::Value new_port(vm::Context& cx);
// Ractor._require's request: the main isolate requires `feature` in a green
// thread of its own (Ractor.__serve_require), which answers through port.
void require_on_main(vm::Context& cx, std::string feature, const std::shared_ptr<Port>& port);

// Ractor.new: checks the block is isolated, copies args, starts the carrier.
vm::Value spawn(vm::Context& cx, vm::Value block, vm::Value args, vm::Value name);
// Once a Ractor exists, Ractor._activated (core/prelude/99_ractor.rb) puts
// a require that reaches Kernel from another Ractor through
// Ractor._require. Where RubyGems loads on demand and has not, it waits
// for RubyGems: its alias of Kernel#require must come before that, as in
// Ruby, which loads it at start. False if it raised.
bool activate_ractor_require(vm::Context& cx);
// Live isolates (Ractor.count).
size_t live_count(vm::World& w);
// Around fork(2) (sched/forking.h): the registry and the carrier pool are
// locked across the call; the child keeps no other isolate and no carrier
// (a later Ractor.new starts a new pool).
void lock_isolates_for_fork(vm::World& w);
void unlock_isolates_after_fork(vm::World& w, bool child);
// Ends the main isolate's life: waits for isolates that are already
// finishing; true when others still run (the process must end them).
bool others_running(vm::World& w);

// The blocking operations (switching builtins).
vm::Dispatch take(vm::Context& cx, vm::Value ractor, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch yield_value(vm::Context& cx, vm::Value self, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch receive(vm::Context& cx, vm::Value self, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch port_receive(vm::Context& cx, vm::Value port, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
// Ractor.__await_require(port): the main isolate's answer to a require
// (core/prelude/99_ractor.rb). Where the thread can't park (under a C++
// method: an autoload, a const_missing), the isolate blocks until it comes.
vm::Dispatch await_require(vm::Context& cx, vm::Value self, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch ractor_join(vm::Context& cx, vm::Value ractor, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch ractor_value(vm::Context& cx, vm::Value ractor, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
// Ractor.select's step: takes from the first ready source (a Ractor or a
// Port) and answers [source, value]; else parks until one may be ready and
// answers nil (the caller tries again).
vm::Dispatch select_step(vm::Context& cx, vm::Value self, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
// Port#send / Ractor#send: false when it raised (closed port, uncopyable
// value). With move, the sender's object becomes a Ractor::MovedObject.
bool send(vm::Context& cx, const std::shared_ptr<Port>& port, vm::Value message, bool move = false);
// Ractor#close_outgoing: true if it was closed already.
bool close_outgoing(const std::shared_ptr<IsolateRecord>& rec);
// Ractor#monitor / #unmonitor.
void monitor(vm::Context& cx, const std::shared_ptr<IsolateRecord>& rec, const std::shared_ptr<Port>& port);
void unmonitor(const std::shared_ptr<IsolateRecord>& rec, const std::shared_ptr<Port>& port);
// Ractor.shareable_proc / shareable_lambda: an isolated copy of block, pinned.
vm::Value shareable_proc(vm::Context& cx, vm::Value block, bool lambda);
void close_port(const std::shared_ptr<Port>& port);

} // namespace garnet::sched
