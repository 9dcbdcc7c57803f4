# fork with and without a block, Process.fork, exit and exit! in the child, at_exit handlers in the child, $$ / Process.pid / Process.ppid, the child's own copy of variables, exec in a child (expected output written by hand from Debian's ruby 3.1, adjusted for Ruby 4.0)
MAIN = Process.pid
at_exit { puts "at_exit in the #{Process.pid == MAIN ? "parent" : "child"}" }
p $$ == MAIN

pid = fork do
  puts "child: #{Process.pid != MAIN} #{$$ == Process.pid} #{Process.ppid == MAIN}"
  at_exit { puts "the child's own at_exit" }
end
p Process.wait(pid) == pid, $?.exitstatus

pid = fork { exit 3 }
Process.wait(pid)
p $?.exitstatus
pid = Process.fork { exit! 4 }
Process.wait(pid)
p $?.exitstatus
pid = fork { abort }
Process.wait(pid)
p $?.exitstatus

if (pid = fork)
  Process.wait(pid)
  p [:parent_saw, $?.exitstatus]
else
  puts "child without a block"
  $stdout.flush # exit! does not flush
  exit! 6
end

x = 1
pid = fork do
  x = 2
  puts "child x=#{x}"
  $stdout.flush
  exit! 0
end
Process.wait(pid)
p x

pid = fork { exec("echo", "exec in the child") }
Process.wait(pid)
p $?.success?
pid = fork do
  exec("nosuch-command-here")
rescue SystemCallError => e
  p e
  $stdout.flush
  exit! 2
end
Process.wait(pid)
p $?.exitstatus
