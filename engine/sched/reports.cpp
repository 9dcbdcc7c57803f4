// reports.cpp — building and sending an isolate's live statistics.
#include "sched/reports.h"

#include <algorithm>
#include <vector>

#include "sched/green_threads.h"
#include "sched/isolates.h"
#include "vm/isolate.h"

namespace garnet::sched {

namespace {

constexpr uint64_t kReportInterval = 10'000'000; // while running

uint64_t now(vm::Isolate& iso) { return iso.platform->monotonic_ns(iso.platform->user); }

void publish(vm::Isolate& iso, uint64_t t, bool ended) {
  platform::IsolateReport r;
  r.id = iso.record ? iso.record->id : 1;
  r.name = iso.record ? iso.record->name.c_str() : "";
  r.running = iso.running && !ended;
  r.ended = ended;
  std::vector<GreenThread*> threads = iso.scheduler->live_threads(); // the running one may be listed twice
  std::sort(threads.begin(), threads.end());
  r.threads = uint32_t(std::unique(threads.begin(), threads.end()) - threads.begin());
  r.fibers = iso.fibers_alive;
  r.run_ns = iso.run_ns + (iso.running ? t - iso.running_since_ns : 0);
  iso.reported_at_ns = t;
  iso.platform->publish_isolate(iso.platform->user, r);
}

} // namespace

void report_running(vm::Isolate& iso, bool running) {
  if (!iso.platform->publish_isolate || !iso.scheduler) return;
  uint64_t t = now(iso);
  if (running) iso.running_since_ns = t;
  else iso.run_ns += t - iso.running_since_ns;
  publish(iso, t, false);
}

void report_now_and_then(vm::Isolate& iso) {
  if (!iso.platform->publish_isolate) return;
  uint64_t t = now(iso);
  if (t - iso.reported_at_ns >= kReportInterval) publish(iso, t, false);
}

void report_end(vm::Isolate& iso) {
  if (iso.platform->publish_isolate) publish(iso, now(iso), true);
}

} // namespace garnet::sched
