// sched_isolates_test.cpp — isolates (Ractors) running at once on real
// carrier threads: whole output lines, world writes while others run,
// collections in several heaps, and messages crossing both ways. These run
// under ThreadSanitizer too (make tsan).
#include <gtest/gtest.h>

#include <mutex>
#include <regex>
#include <sstream>
#include <string>

#include "garnet/garnet.h"
#include "native/platform_posix.h"

namespace garnet {
namespace {

struct Captured {
  std::mutex mutex; // carriers write concurrently when no output lock is taken
  std::string out, err;
};

// with_stacks false: a platform without native stacks, where each isolate
// runs on a thread of its own instead of the carrier pool.
int run(const std::string& code, Captured& c, bool with_stacks = true) {
  platform::Platform p = native::posix_platform();
  if (!with_stacks) p.stack_new = nullptr;
  p.user = &c;
  p.write = [](void* user, int fd, const char* data, size_t len) {
    Captured* cap = static_cast<Captured*>(user);
    std::lock_guard<std::mutex> lock(cap->mutex);
    (fd == 2 ? cap->err : cap->out).append(data, len);
    return 0;
  };
  VM vm(p);
  RunOptions opts;
  opts.filename = "t.rb";
  return vm.run("Warning[:experimental] = false\n" + code, opts);
}

TEST(Isolates, LinesFromSeveralIsolatesNeverMix) {
  Captured c;
  ASSERT_EQ(run(R"(
    rs = 4.times.map do |i|
      Ractor.new(i) { |k| 3000.times { |j| puts "isolate #{k} line #{j} " + "x" * 40 }; :ok }
    end
    p rs.map(&:take)
  )", c), 0) << c.err;
  std::istringstream lines(c.out);
  std::string line;
  std::regex whole("isolate [0-3] line [0-9]+ x{40}");
  int count = 0, last = 0;
  while (std::getline(lines, line)) {
    if (line == "[:ok, :ok, :ok, :ok]") {
      last++;
      continue;
    }
    EXPECT_TRUE(std::regex_match(line, whole)) << line;
    count++;
  }
  EXPECT_EQ(count, 12000);
  EXPECT_EQ(last, 1);
}

TEST(Isolates, TheWorldChangesWhileOthersRun) {
  Captured c;
  ASSERT_EQ(run(R"(
    class Box
      def initialize(v) = @v = v
      def v = @v
    end
    rs = 2.times.map do |i|
      Ractor.new(i) do |k|
        sum = 0
        20_000.times { |j| sum += Box.new(j).v + (defined?(Later) ? Later.new.one : 1) }
        sum
      end
    end
    40.times { |n| Box.define_method("m#{n}") { n } }
    Later = Class.new { def one = 1 } # named once its method exists
    30.times { |n| Object.const_set("C#{n}", "frozen #{n}".freeze) }
    sums = rs.map(&:take)
    p sums.all? { |s| s == 199_990_000 + 20_000 }
    p Box.new(1).m39, C29
  )", c), 0) << c.err;
  EXPECT_EQ(c.out, "true\n39\n\"frozen 29\"\n");
}

TEST(Isolates, EachHeapCollectsOnItsOwn) {
  Captured c;
  ASSERT_EQ(run(R"(
    rs = 3.times.map do |i|
      Ractor.new(i) do |k|
        keep = []
        200_000.times { |j| s = "s#{j}"; keep << s if j % 1000 == 0 }
        [GC.count > 0, keep.size, keep.last]
      end
    end
    mine = []
    200_000.times { |j| a = [j, j.to_s]; mine << a if j % 50_000 == 0 }
    p rs.map(&:take), mine.size
  )", c), 0) << c.err;
  EXPECT_EQ(c.out, "[[true, 200, \"s199000\"], [true, 200, \"s199000\"], [true, 200, \"s199000\"]]\n4\n");
}

const char* const kPortsProgram = R"(
    results = Ractor::Port.new
    workers = 4.times.map do |i|
      Ractor.new(results, i) do |out, k|
        while (job = Ractor.receive) != :done
          out << [k, job.map { it * 2 }]
        end
        :finished
      end
    end
    40.times { |n| workers[n % 4] << [n, n + 1] }
    got = 40.times.map { results.receive }
    workers.each { it << :done }
    p workers.map(&:value), got.size, got.map { it[1][0] / 2 }.sort == (0...40).to_a
  )";
const char* const kPortsOutput = "[:finished, :finished, :finished, :finished]\n40\ntrue\n";

TEST(Isolates, MessagesTravelBothWaysThroughPorts) {
  Captured c;
  ASSERT_EQ(run(kPortsProgram, c), 0) << c.err;
  EXPECT_EQ(c.out, kPortsOutput);
}

TEST(Isolates, WithoutNativeStacksEachIsolateHasAThread) {
  Captured c;
  ASSERT_EQ(run(kPortsProgram, c, false), 0) << c.err;
  EXPECT_EQ(c.out, kPortsOutput);
}

TEST(Isolates, ManyMoreIsolatesThanCarriers) {
  Captured c;
  ASSERT_EQ(run(R"(
    rs = 300.times.map { |i| Ractor.new(i) { |k| sleep 0.001 if k.even?; k * k } }
    p rs.map(&:take).sum
  )", c), 0) << c.err;
  EXPECT_EQ(c.out, "8955050\n");
}

} // namespace
} // namespace garnet
