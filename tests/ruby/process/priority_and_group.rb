# Process.getpriority / setpriority with the PRIO_ kinds (a niceness this
# process raises by one, which needs no privilege), their errors, and
# Process.setpgrp / setpgid in a child, which becomes its own group's leader.
# Expected output: Debian's ruby 3.1 (the reference CRuby 4.0 on WASI starts no processes).
p [Process::PRIO_PROCESS, Process::PRIO_PGRP, Process::PRIO_USER]
base = Process.getpriority(Process::PRIO_PROCESS, 0)
p base.is_a?(Integer), (-20..19).cover?(base)
if base < 19
  p Process.setpriority(Process::PRIO_PROCESS, 0, base + 1)
  p Process.getpriority(Process::PRIO_PROCESS, 0) - base
else
  p 0, 1
end
p Process.getpriority(Process::PRIO_USER, 0).is_a?(Integer)
begin
  Process.getpriority(Process::PRIO_PROCESS, -5)
rescue SystemCallError => e
  p e.class, e.message
end
begin
  Process.getpriority("0", 0)
rescue TypeError => e
  p e.message
end
reader, writer = IO.pipe
pid = fork do
  reader.close
  p Process.setpgrp
  writer.puts Process.getpgrp == Process.pid
  writer.puts Process.setpgid(0, 0)
end
writer.close
Process.wait(pid)
puts reader.read
p Process.getpgrp != pid
