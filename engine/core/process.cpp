// process.cpp — Process: pid, the user and group ids, and clock_gettime with
// its CLOCK_* constants.
// (Children, waiting, fork and exec: process_children.cpp.)
//
// The clocks and the pid come from the platform (Platform::realtime_ns,
// monotonic_ns, cpu_time_ns, process_id), so a host's virtual clock governs
// them as it governs the scheduler's timers.
#include "core/core.h"
#include "core/numeric_ops.h"

namespace garnet::core {

using namespace garnet::vm;

int64_t wall_clock_ns(Context& cx) {
  const platform::Platform* p = cx.iso->platform;
  return p->realtime_ns ? p->realtime_ns(p->user) : 0;
}

int64_t process_id(Context& cx) {
  const platform::Platform* p = cx.iso->platform;
  return p->process_id ? p->process_id(p->user) : 0;
}

namespace {

enum ClockId : int64_t { kRealtime = 0, kMonotonic = 1, kProcessCpu = 2, kThreadCpu = 3 };

NATIVE(proc_pid) { return Value::fixnum(process_id(cx)); }

// Process.uid, euid, gid and egid: entry `which` of Platform::user_ids.
Value user_id(Context& cx, int which) {
  const platform::Platform* p = cx.iso->platform;
  int64_t ids[4] = {0, 0, 0, 0};
  if (p->user_ids) p->user_ids(p->user, ids);
  return Value::fixnum(ids[which]);
}
NATIVE(proc_uid) { return user_id(cx, 0); }
NATIVE(proc_euid) { return user_id(cx, 1); }
NATIVE(proc_gid) { return user_id(cx, 2); }
NATIVE(proc_egid) { return user_id(cx, 3); }

// Process.__cpu_times: [utime, stime, cutime, cstime] in seconds, for
// Process.times (prelude 98_process.rb makes the Process::Tms).
NATIVE(proc_cpu_times) {
  const platform::Platform* p = cx.iso->platform;
  uint64_t ns[4] = {0, 0, 0, 0};
  if (p->cpu_times_ns) p->cpu_times_ns(p->user, ns);
  else if (p->cpu_time_ns) ns[0] = p->cpu_time_ns(p->user);
  std::vector<Value> seconds;
  for (uint64_t n : ns) seconds.push_back(new_float(cx, double(n) / 1e9));
  return new_array(cx, std::move(seconds));
}

NATIVE(proc_clock_gettime) {
  int64_t id;
  Value unit_v = argc == 2 ? argv[1] : Value::nil();
  if (!to_int64(cx, argv[0], id)) return Value::undef();
  int64_t ns;
  const platform::Platform* p = cx.iso->platform;
  switch (id) {
    case kRealtime:
      ns = wall_clock_ns(cx);
      break;
    case kMonotonic:
      ns = p->monotonic_ns ? int64_t(p->monotonic_ns(p->user)) : 0;
      break;
    case kProcessCpu:
    case kThreadCpu:
      ns = p->cpu_time_ns ? int64_t(p->cpu_time_ns(p->user)) : 0;
      break;
    default:
      return raise(cx, cx.world->c.ArgumentError, "Invalid argument - clock_gettime");
  }
  std::string unit = "float_second";
  if (!unit_v.is_nil()) {
    if (!unit_v.is_symbol()) {
      std::string s;
      if (!append_inspect(cx, s, unit_v)) return Value::undef();
      return raise(cx, cx.world->c.ArgumentError, "unexpected unit: " + s);
    }
    unit = sym_name(cx, unit_v.as_symbol());
  }
  if (unit == "float_second") return new_float(cx, double(ns) / 1e9);
  if (unit == "float_millisecond") return new_float(cx, double(ns) / 1e6);
  if (unit == "float_microsecond") return new_float(cx, double(ns) / 1e3);
  if (unit == "second") return new_integer(cx, ns / 1000000000);
  if (unit == "millisecond") return new_integer(cx, ns / 1000000);
  if (unit == "microsecond") return new_integer(cx, ns / 1000);
  if (unit == "nanosecond") return new_integer(cx, ns);
  return raise(cx, cx.world->c.ArgumentError, "unexpected unit: " + unit);
}

} // namespace

void init_process(World& w) {
  if (!w.c.Process) w.c.Process = define_module(w, "Process");
  Class* p = w.c.Process;
  define_module_function(w, p, "pid", proc_pid, 0, 0);
  define_module_function(w, p, "uid", proc_uid, 0, 0);
  define_module_function(w, p, "euid", proc_euid, 0, 0);
  define_module_function(w, p, "gid", proc_gid, 0, 0);
  define_module_function(w, p, "egid", proc_egid, 0, 0);
  define_module_function(w, p, "clock_gettime", proc_clock_gettime, 1, 2);
  define_singleton_method(w, p, "__cpu_times", proc_cpu_times, 0, 0);
  const_set(w, p, w.intern("CLOCK_REALTIME"), Value::fixnum(kRealtime));
  const_set(w, p, w.intern("CLOCK_MONOTONIC"), Value::fixnum(kMonotonic));
  const_set(w, p, w.intern("CLOCK_PROCESS_CPUTIME_ID"), Value::fixnum(kProcessCpu));
  const_set(w, p, w.intern("CLOCK_THREAD_CPUTIME_ID"), Value::fixnum(kThreadCpu));
}

} // namespace garnet::core
