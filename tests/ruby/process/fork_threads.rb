# fork while other green threads live (the child keeps only the forking thread), fork from a thread other than the main one, fork while a Ractor runs (the child has no other Ractor) (expected output written by hand from Debian's ruby 3.1, adjusted for Ruby 4.0)
q = Queue.new
sleeper = Thread.new { sleep }
waiter = Thread.new { q.pop; puts "never in the child" }
Thread.pass
pid = fork do
  p Thread.list.size, sleeper.alive?, waiter.status, Thread.current == Thread.main
end
Process.wait(pid)
p $?.exitstatus, Thread.list.size
q << 1
waiter.join
sleeper.kill

th = Thread.new do
  pid = fork { puts "child forked from a thread" }
  Process.wait(pid)
  $?.exitstatus
end
p th.value

th = Thread.new do
  if (pid = fork)
    Process.wait(pid)
    $?.exitstatus
  else
    puts "the child goes on in the forking thread"
    :ends_the_child
  end
end
p th.value

r = Ractor.new { Ractor.receive * 2 }
pid = fork { p Ractor.count }
Process.wait(pid)
r.send(21)
p r.value, $?.exitstatus

# A Ractor busy on another carrier while the main isolate forks: it pauses at a safepoint, the child never sees it.
busy = Ractor.new { s = 0; 300_000.times { |i| s += i }; s }
pid = fork { p [:child_while_busy, Ractor.count] }
Process.wait(pid)
p busy.value, $?.success?
