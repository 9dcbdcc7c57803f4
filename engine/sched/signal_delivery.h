// signal_delivery.h — the signals the platform reports (INT, TERM, HUP...),
// delivered at safepoints and whenever the scheduler picks a thread: a
// handler set with Signal.trap runs in a new green thread acting for the main
// thread (Thread.current is main, the Mutexes it locks are main's; its
// exceptions, and exit, reach the main thread); otherwise SIGINT raises
// Interrupt and SIGTERM SignalException in the main thread, wherever it
// stands.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "vm/interp.h"

namespace garnet::sched {

// Delivers the signals that arrived. When one must be raised in the thread
// running cx right now (and raise_here), it is left pending in cx and the
// result is true.
bool deliver_signals(vm::Context& cx, bool raise_here);

// What the interpreter does at a safepoint.
enum class Safepoint { Continue, Switch, Raise };
// A pause a world write asked for, the step limit (RunOptions::step_limit),
// signals, then preemption (preempt in threads.h).
Safepoint safepoint(vm::Context& cx);

// At a safepoint after an allocation was served from the memory reserve
// (gc/allocation.h): raises NoMemoryError in the running thread.
void raise_out_of_memory(vm::Context& cx);

// Signal names without "SIG" and their numbers (Signal.list).
const std::vector<std::pair<const char*, int>>& signal_table();
// A signal given as "INT", "SIGINT", :INT or 2: its number, or -1 after
// raising ArgumentError.
int signal_number(vm::Context& cx, vm::Value sig);
// "SIGINT" for 2.
std::string signal_name(int signo);
// The exception a signal raises when nothing traps it.
vm::Value signal_exception(vm::Context& cx, int signo);

} // namespace garnet::sched
