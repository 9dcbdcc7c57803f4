// sched_test.cpp — the scheduler's parts through the embedding API on a
// platform with a fake clock: sleeping advances the clock at once, so
// timers, timeouts and their races are exact and deterministic, and the
// clocks Ruby code reads (Process.clock_gettime, Time.now) show it. Native
// stacks come from the POSIX platform.
#include <gtest/gtest.h>

#include <csignal>
#include <string>
#include <vector>

#include "garnet/garnet.h"
#include "native/platform_posix.h"
#include "support/each_from_cxx.h"
#include "vm/runtime.h"

namespace garnet {
namespace {

struct Fake {
  std::string out, err;
  uint64_t now = 0;              // ns
  int64_t epoch = 0;             // the wall clock at now == 0 (ns since the epoch)
  uint64_t slept = 0;            // ns the carrier slept in all
  uint64_t tick = 0;             // ns added at every clock read (0: time moves only by sleeping)
  uint64_t signal_at = 0;        // when SIGINT "arrives" (0: never)
  bool signal_taken = false;
};

platform::Platform fake_platform(Fake& f) {
  platform::Platform p = native::posix_platform(); // native stacks, commands, files
  p.user = &f;
  p.write = [](void* user, int fd, const char* data, size_t len) {
    Fake* fake = static_cast<Fake*>(user);
    (fd == 2 ? fake->err : fake->out).append(data, len);
    return 0;
  };
  p.monotonic_ns = [](void* user) {
    Fake* fake = static_cast<Fake*>(user);
    fake->now += fake->tick;
    return fake->now;
  };
  p.realtime_ns = [](void* user) {
    Fake* fake = static_cast<Fake*>(user);
    return fake->epoch + int64_t(fake->now);
  };
  p.sleep_ns = [](void* user, uint64_t ns) {
    Fake* fake = static_cast<Fake*>(user);
    if (fake->signal_at && !fake->signal_taken && fake->now < fake->signal_at && fake->now + ns > fake->signal_at)
      ns = fake->signal_at - fake->now; // a signal ends the sleep early
    fake->now += ns;
    fake->slept += ns;
  };
  // Descriptors are polled for real, but without waiting: a wait that finds
  // nothing ready passes its time on the fake clock instead.
  static const auto real_poll = p.poll_fds;
  p.poll_fds = [](void* user, platform::PollItem* items, size_t n, int64_t timeout_ns) {
    int ready = real_poll(user, items, n, 0);
    if (ready == 0 && timeout_ns > 0) {
      Fake* fake = static_cast<Fake*>(user);
      fake->now += uint64_t(timeout_ns);
      fake->slept += uint64_t(timeout_ns);
    }
    return ready;
  };
  p.take_signal = [](void* user) {
    Fake* fake = static_cast<Fake*>(user);
    if (!fake->signal_at || fake->signal_taken || fake->now < fake->signal_at) return 0;
    fake->signal_taken = true;
    return SIGINT;
  };
  return p;
}

int run(const std::string& code, Fake& f) {
  VM vm(fake_platform(f));
  test_support::define_each_from_cxx(vm.world());
  RunOptions opts;
  opts.filename = "t.rb";
  return vm.run(code, opts);
}

constexpr uint64_t kMs = 1'000'000;

TEST(Timers, SleepersWakeInDeadlineOrderAndTheCarrierSleepsExactly) {
  Fake f;
  EXPECT_EQ(run(R"(
    out = Queue.new
    [30, 10, 20].map { |ms| Thread.new { sleep ms / 1000.0; out << ms } }.each(&:join)
    p 3.times.map { out.pop }
  )",
                f),
            0);
  EXPECT_EQ(f.out, "[10, 20, 30]\n");
  EXPECT_EQ(f.slept, 30 * kMs); // woken at each deadline, never polling
  EXPECT_EQ(f.err, "");
}

TEST(Timers, JoinTimeoutExpiresAtItsDeadline) {
  Fake f;
  EXPECT_EQ(run("t = Thread.new { sleep 10 }\np t.join(0.25)\n", f), 0);
  EXPECT_EQ(f.out, "nil\n");
  EXPECT_EQ(f.now, 250 * kMs); // the sleeper is killed at exit, not waited for
}

TEST(Timers, SleepAnswersRoundedSeconds) {
  Fake f;
  EXPECT_EQ(run("p sleep(1.4), sleep(0.6), sleep(0)\n", f), 0);
  EXPECT_EQ(f.out, "1\n1\n0\n");
  EXPECT_EQ(f.slept, 2000 * kMs + 1); // sleep(0) still yields for a nanosecond
}

TEST(Clocks, ProcessClocksAndTimeNowReadThePlatformClock) {
  Fake f;
  f.now = 5000 * kMs;
  f.epoch = 1'700'000'000'000 * kMs;
  EXPECT_EQ(run(R"(
    p Process.clock_gettime(Process::CLOCK_MONOTONIC, :millisecond)
    sleep 1.5
    p Process.clock_gettime(Process::CLOCK_MONOTONIC, :millisecond)
    p Process.clock_gettime(Process::CLOCK_REALTIME, :millisecond)
    p Time.now.to_f
  )",
                f),
            0);
  EXPECT_EQ(f.out, "5000\n6500\n1700000006500\n1700000006.5\n");
}

TEST(Parking, TimeoutRacingWithAPushNeverLosesTheItem) {
  // The producer's push and the consumer's timeout fall due at the same
  // instant: whichever wins, the item is either popped or still queued.
  for (int delay_us : {9990, 10000, 10010}) {
    Fake f;
    std::string code = "q = Queue.new\n"
                       "Thread.new { sleep " + std::to_string(delay_us) + " / 1e6; q << :item }\n"
                       "r = q.pop(timeout: 0.01)\n"
                       "sleep 0.1\n"
                       "p [r, q.size]\n";
    EXPECT_EQ(run(code, f), 0);
    EXPECT_TRUE(f.out == "[:item, 0]\n" || f.out == "[nil, 1]\n") << delay_us << ": " << f.out;
    if (delay_us < 10000) EXPECT_EQ(f.out, "[:item, 0]\n");
    if (delay_us > 10000) EXPECT_EQ(f.out, "[nil, 1]\n");
  }
}

TEST(Parking, ReadersOfAPipeWaitForDataOrTheirTimeout) {
  Fake f;
  EXPECT_EQ(run(R"(
    r, w = IO.pipe
    p r.wait_readable(0.25)
    writer = Thread.new { sleep 0.5; w.puts "late"; sleep 0.5; w.close }
    p r.gets, r.read
    writer.join
  )",
                f),
            0);
  EXPECT_EQ(f.out, "nil\n\"late\\n\"\n\"\"\n");
  EXPECT_EQ(f.now, 1250 * kMs);
}

TEST(Parking, SizedQueueBlocksProducersUntilConsumersMakeRoom) {
  Fake f;
  EXPECT_EQ(run(R"(
    q = SizedQueue.new(2)
    producer = Thread.new { 10.times { |i| q << i }; q.close }
    got = []
    while (v = q.pop)
      got << v
      sleep 0.001
    end
    producer.join
    p got, q.num_waiting
  )",
                f),
            0);
  EXPECT_EQ(f.out, "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]\n0\n");
}

TEST(Parking, DeadlockIsReportedToTheMainThread) {
  Fake f;
  EXPECT_EQ(run("m = Mutex.new\nt = Thread.new { m.lock; Queue.new.pop }\nsleep 0.01\nm.lock\n", f), 1);
  EXPECT_NE(f.err.find("No live threads left. Deadlock? (fatal)"), std::string::npos) << f.err;
}

TEST(Parking, SleepingForeverIsNotADeadlockAndASignalEndsIt) {
  Fake f;
  f.signal_at = 42 * kMs;
  EXPECT_EQ(run("begin\n  sleep\nrescue Interrupt\n  puts :interrupted\nend\n", f), 0);
  EXPECT_EQ(f.out, "interrupted\n");
  EXPECT_EQ(f.now, 42 * kMs);
}

TEST(Signals, TrapHandlerRunsWhileTheMainThreadSleeps) {
  Fake f;
  f.signal_at = 5 * kMs;
  EXPECT_EQ(run("trap(:INT) { |n| puts \"trapped #{n}\" }\nsleep 0.01\nputs :done\n", f), 0);
  EXPECT_EQ(f.out, "trapped 2\ndone\n");
  EXPECT_EQ(f.slept, 10 * kMs);
}

TEST(RunQueue, PreemptionLetsEveryBusyThreadRun) {
  Fake f;
  f.tick = 100'000; // every clock read: 0.1 ms
  EXPECT_EQ(run(R"(
    counts = [0, 0, 0]
    threads = 3.times.map { |i| Thread.new { loop { counts[i] += 1 } } }
    sleep 0.2
    p counts.all? { |c| c > 0 }
  )",
                f),
            0);
  EXPECT_EQ(f.out, "true\n");
}

TEST(RunQueue, AThreadWhoseDeadlineCamePreemptsABusyOneAtOnce) {
  Fake f;
  f.tick = 10'000; // every clock read: 10 µs
  EXPECT_EQ(run(R"(
    Thread.new { x = 0; loop { x += 1 } }
    before = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    sleep 0.001
    woke_after = Process.clock_gettime(Process::CLOCK_MONOTONIC) - before
    p woke_after < 0.002 # not at the end of the busy thread's 10 ms timeslice
  )",
                f),
            0);
  EXPECT_EQ(f.out, "true\n");
}

TEST(Stress, TenThousandFibersAndAThousandThreads) {
  Fake f;
  EXPECT_EQ(run(R"(
    fibers = Array.new(10_000) { |i| Fiber.new { Fiber.yield i; Fiber.yield i * 2; i * 3 } }
    sums = 3.times.map { fibers.sum(&:resume) }
    p sums, fibers.none?(&:alive?)
    rng = Random.new(7)
    q = Queue.new
    threads = Array.new(1000) { |i| ms = rng.rand(10); Thread.new { sleep ms / 1000.0; q << i } }
    threads.each(&:join)
    p q.size, Array.new(q.size) { q.pop }.sort == (0...1000).to_a
  )",
                f),
            0);
  EXPECT_EQ(f.out, "[49995000, 99990000, 149985000]\ntrue\n1000\ntrue\n");
  EXPECT_LE(f.slept, 10 * kMs);
}

TEST(NativeStacks, BlocksOfCxxMethodsSuspendAndResume) {
  Fake f;
  EXPECT_EQ(run(R"(
    fibers = Array.new(500) { |i| Fiber.new { each_from_cxx(i, i + 1) { |x| Fiber.yield(x) * 2 } } }
    p fibers.sum(&:resume), fibers.sum { |fb| fb.resume(1) }
    p fibers.map { |fb| fb.resume(3) }.uniq, fibers.none?(&:alive?)
    q = Queue.new
    t = Thread.new { each_from_cxx(:a, :b) { |x| [x, q.pop] } }
    p each_from_cxx(0.001, 0.002) { |s| sleep s }
    q << 1
    q << 2
    p t.value
    p each_from_cxx(1, 2) { |x| break x * 10 if x == 2; x }
  )",
                f),
            0);
  EXPECT_EQ(f.out, "124750\n125250\n[[2, 6]]\ntrue\n[0, 0]\n[[:a, 1], [:b, 2]]\n20\n");
  EXPECT_EQ(f.slept, 3 * kMs);
  EXPECT_EQ(f.err, "");
}

TEST(NativeStacks, DeepNestingEndsInSystemStackError) {
  Fake f;
  EXPECT_EQ(run(R"(
    def down(n) = each_from_cxx(n) { |x| down(x + 1) }
    begin
      down(0)
    rescue SystemStackError => e
      p e.class
    end
    f = Fiber.new { each_from_cxx(1) { Fiber.yield :inside } }
    p f.resume
    GC.start
    p f.resume(5)
  )",
                f),
            0);
  EXPECT_EQ(f.out, "SystemStackError\n:inside\n[5]\n");
}

// eval on a pooled native stack (1 MiB) of code the compiler would need more
// for: SystemStackError, and the same code compiles on the thread's stack
// (whose budget is 3 MiB). The depth is found, not fixed: frames are several
// times larger under AddressSanitizer.
TEST(NativeStacks, EvalOfDeepCodeOnANativeStackRaises) {
  Fake f;
  EXPECT_EQ(run(R"ruby(
    nest = ->(depth) { "(" * depth + "1" + ")" * depth }
    too_deep = nil
    each_from_cxx(1) do
      (100..4000).step(100) do |depth|
        eval(nest.(depth))
      rescue SystemStackError => e
        too_deep = depth
        p e.message
        break
      end
    end
    p too_deep.is_a?(Integer), eval(nest.(too_deep))
  )ruby",
                f),
            0);
  EXPECT_EQ(f.out, "\"stack level too deep\"\ntrue\n1\n");
}

} // namespace
} // namespace garnet
