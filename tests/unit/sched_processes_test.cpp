// sched_processes_test.cpp — child processes: the native Processes table on
// its own (spawn with redirections, wait, the exit notifier), fork while
// isolates run on carrier threads, and a host without the table (as the
// WebAssembly build is), where every method raises NotImplementedError.
#include <gtest/gtest.h>

#include <poll.h>
#include <string>
#include <unistd.h>

#include "garnet/garnet.h"
#include "native/platform_posix.h"
#include "platform/processes.h"

namespace garnet {
namespace {

struct Captured {
  std::string out, err;
};

int run(const std::string& code, Captured& c, bool with_processes = true) {
  platform::Platform p = native::posix_platform();
  if (!with_processes) p.processes = nullptr;
  p.user = &c;
  p.write = [](void* user, int fd, const char* data, size_t len) {
    Captured* cap = static_cast<Captured*>(user);
    (fd == 2 ? cap->err : cap->out).append(data, len);
    return 0;
  };
  VM vm(p);
  RunOptions opts;
  opts.filename = "t.rb";
  return vm.run("Warning[:experimental] = false\n" + code, opts);
}

TEST(Processes, SpawnsWithRedirectionsAndWaits) {
  const platform::Processes* h = native::posix_platform().processes;
  ASSERT_NE(h, nullptr);
  int fds[2];
  ASSERT_EQ(h->channel(nullptr, platform::ChannelKind::ParentReads, fds), 0);
  platform::SpawnRequest r;
  r.program = "sh";
  r.argv = {"sh", "-c", "echo \"$GARNET_T\"; exit 7"};
  r.env = {{"GARNET_T", std::string("set")}};
  r.redirects = {{platform::Redirect::Kind::Dup, 1, fds[1]}};
  int64_t pid = h->spawn(nullptr, r);
  ASSERT_GT(pid, 0);
  close(fds[1]);
  int notifier = h->exit_notifier(nullptr, pid);
  ASSERT_GE(notifier, 0);
  pollfd ready{notifier, POLLIN, 0};
  ASSERT_EQ(poll(&ready, 1, 5000), 1);
  int raw = 0;
  EXPECT_EQ(h->wait(nullptr, pid, true, false, raw), pid);
  EXPECT_EQ(raw, 7 << 8);
  char buf[16] = {};
  EXPECT_EQ(read(fds[0], buf, sizeof buf - 1), 4);
  EXPECT_STREQ(buf, "set\n");
  close(fds[0]);
  close(notifier);
  EXPECT_EQ(h->wait(nullptr, pid, true, false, raw), -ECHILD);
  r.program = "nosuch-command-here";
  r.redirects.clear();
  EXPECT_EQ(h->spawn(nullptr, r), -ENOENT);
}

TEST(Processes, ForksWhileIsolatesRunOnCarriers) {
  Captured c;
  int status = run(R"(
rs = 3.times.map { |i| Ractor.new(i) { |n| s = 0; 200_000.times { |k| s += k }; s + n } }
pid = fork { exit!(Ractor.count + Thread.list.size * 10) }
Process.wait(pid)
puts $?.exitstatus
puts rs.map(&:value).sum
)",
                   c);
  EXPECT_EQ(status, 0) << c.err;
  EXPECT_EQ(c.out, "11\n" + std::to_string(3 * 19999900000LL + 3) + "\n");
}

TEST(Processes, WithoutTheTableEveryMethodRaisesNotImplementedError) {
  Captured c;
  int status = run(R"(
[-> { fork }, -> { system("true") }, -> { spawn("true") }, -> { `true` }, -> { exec("true") },
 -> { IO.popen("true") }, -> { Process.wait }, -> { Process.waitpid2(1) }, -> { Process.detach(1) },
 -> { Process.ppid }, -> { Process.getpgrp }, -> { Process.setsid }].each do |f|
  f.call
rescue NotImplementedError => e
  puts e.message
end
)",
                   c, false);
  EXPECT_EQ(status, 0) << c.err;
  std::string expected;
  for (const char* name :
       {"fork", "system", "spawn", "`", "exec", "popen", "wait", "waitpid2", "detach", "ppid", "getpgrp", "setsid"})
    expected += std::string(name) + "() function is unimplemented on this machine\n";
  EXPECT_EQ(c.out, expected);
}

} // namespace
} // namespace garnet
