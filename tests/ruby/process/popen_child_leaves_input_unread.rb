# A "r+" popen whose child ends without reading what it was sent: the
# parent reads the child's output to its end, as from a pipe
# expected output written by hand: the reference CRuby on WASI has no processes; Debian's ruby 3.1 prints this
out = IO.popen(["/bin/sh", "-c", "echo done"], "r+") do |child|
  child.write "unread input\n" * 100
  Process.wait(child.pid)
  child.read
end
p out
p IO.popen(["/bin/sh", "-c", "exit 0"], "r+") { |child| child.write "x"; Process.wait(child.pid); [child.read, child.eof?] }
# Closing a popen whose child the program has waited for already: no
# error, and $? is cleared
IO.popen(["/bin/sh", "-c", "exit 4"], "r") do |child|
  Process.wait(child.pid)
  p $?.exitstatus
end
p $?
