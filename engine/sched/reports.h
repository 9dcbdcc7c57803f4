// reports.h — an isolate's live statistics for its host (the platform's
// publish_isolate hook, e.g. the playground's concurrency panel): whether it
// runs or waits, its green threads and fibers, and its running time. Each
// isolate reports on its own thread; nothing is done when the hook is null.
#pragma once

namespace garnet::vm {
class Isolate;
}

namespace garnet::sched {

// The isolate enters (running) or leaves the world's running set: its
// running time is accounted and the change reported.
void report_running(vm::Isolate& iso, bool running);
// At a safepoint: reports when the last report is a few milliseconds old.
void report_now_and_then(vm::Isolate& iso);
// The isolate's last report.
void report_end(vm::Isolate& iso);

} // namespace garnet::sched
