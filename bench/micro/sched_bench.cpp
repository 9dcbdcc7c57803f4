// sched_bench.cpp — micro-benchmarks of the scheduler's primitives: a fiber
// switch, a green-thread switch through a Queue, how precisely a timer parks
// and wakes a thread (sleep 0.0001), and a message round trip between two
// isolates (Ractors).
#include <cstdio>
#include <string>

#include "harness.h"

namespace {

using micro::run_ruby;

// One resume + yield round trip.
void BM_FiberSwitch(benchmark::State& s) {
  run_ruby(s, {"f = Fiber.new { loop { Fiber.yield } }", "f.resume"});
}

// One round trip between two green threads: push, the partner pops and
// pushes back, pop.
void BM_QueueThreadSwitch(benchmark::State& s) {
  run_ruby(s, {"ping = Queue.new\npong = Queue.new\nt = Thread.new { while (v = ping.pop); pong << v; end }",
               "ping << i\npong.pop", "ping << nil\nt.join"});
}

// sleep 0.0001 in a loop (wall time, as for every benchmark here: a parked
// thread uses no CPU); besides the rate, the counters give the mean and
// the worst time past the 100 µs asked for, measured in Ruby.
void BM_TimerPrecision(benchmark::State& s) {
  constexpr int kSleeps = 200;
  run_ruby(s, {"clock = Process::CLOCK_MONOTONIC\ntotal = 0.0\nworst = 0.0",
               "t0 = Process.clock_gettime(clock)\nsleep 0.0001\n"
               "late = Process.clock_gettime(clock) - t0 - 0.0001\ntotal += late\nworst = late if late > worst",
               "puts total / " + std::to_string(kSleeps) + " * 1e6, worst * 1e6", kSleeps});
  double mean_us = 0, worst_us = 0;
  if (std::sscanf(micro::output().c_str(), "%lf %lf", &mean_us, &worst_us) == 2) {
    s.counters["mean_overshoot_us"] = mean_us;
    s.counters["worst_overshoot_us"] = worst_us;
  }
}

// One message to another isolate and its answer back through a port.
void BM_IsolateRoundTrip(benchmark::State& s) {
  run_ruby(s, {"port = Ractor::Port.new\nr = Ractor.new(port) { |out| while (v = Ractor.receive); out << v; end }",
               "r.send(i)\nport.receive", "r.send(nil)\nr.join", 10000});
}

} // namespace

BENCHMARK(BM_FiberSwitch)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_QueueThreadSwitch)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_TimerPrecision)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_IsolateRoundTrip)->Unit(benchmark::kMillisecond)->UseRealTime();
