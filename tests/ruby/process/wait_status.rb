# Process.wait, wait2, waitpid, waitpid2, waitall, WNOHANG, Errno::ECHILD and Process::Status's predicates, to_s and inspect (expected output written by hand from Debian's ruby 3.1, adjusted for Ruby 4.0)
def show(status) = status.inspect.sub(/pid \d+/, "pid N")

pid = spawn("exit 3")
p Process.wait(pid) == pid
s = $?
p s.class, s.exitstatus, s.success?, s.exited?, s.signaled?, s.stopped?, s.termsig, s.to_i
p s.pid == pid, s == 3 << 8, s == s, show(s), s.to_s.sub(/pid \d+/, "pid N")
p Process.last_status.equal?($?)

pid = spawn("sh", "-c", "kill -KILL $$")
got, status = Process.wait2(pid)
p got == pid, status.signaled?, status.termsig, status.exitstatus, status.success?, show(status)

pid = spawn("sleep 0.05")
p Process.wait(pid, Process::WNOHANG)
p Process.waitpid(pid) == pid, $?.success?

pid = spawn("true")
p Process.waitpid2(pid)[1].success?

pids = [spawn("exit 1"), spawn("exit 2")]
all = Process.waitall
p all.map { |pid, st| [pids.include?(pid), st.exitstatus] }.sort
p Process.waitall

pid = spawn("exit 5")
p Process.wait == pid, $?.exitstatus

[-> { Process.wait }, -> { Process.wait2 }, -> { Process.waitpid(pid) }, -> { Process::Status.new }].each do |f|
  f.call
rescue => e
  p e.class, e.message
end

waiter = Process.detach(spawn("exit 4"))
p waiter.class, waiter.class.superclass, waiter.pid.is_a?(Integer), waiter.value.exitstatus

pid = spawn("sleep 5")
p Process.kill(:TERM, pid)
Process.wait(pid)
p $?.termsig, show($?)
reaped = spawn("true")
Process.wait(reaped)
[-> { Process.kill(0, reaped) }, -> { Process.getpgid(reaped) }].each do |f|
  f.call
rescue SystemCallError => e
  p e
end
p Process.kill(0, Process.pid), Process.getpgid(0) == Process.getpgrp, Process.ppid.is_a?(Integer)
