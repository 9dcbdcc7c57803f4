# A "r+" popen whose child ends without reading what it was sent: the
# parent reads the child's output to its end, as from a pipe. The child
# waits for a file the parent makes once it has written, so that it ends
# with the input unread.
# expected output written by hand: the reference CRuby on WASI has no processes; Debian's ruby 3.1 prints this
require "tmpdir"
Dir.mktmpdir do |dir|
  written = File.join(dir, "written")
  wait_then = "while [ ! -e #{written} ]; do sleep 0.01; done; "
  out = IO.popen(["/bin/sh", "-c", wait_then + "echo done"], "r+") do |child|
    child.write "unread input\n" * 100
    File.write(written, "")
    Process.wait(child.pid)
    child.read
  end
  p out
  File.delete(written)
  p(IO.popen(["/bin/sh", "-c", wait_then + "exit 0"], "r+") do |child|
    child.write "x"
    File.write(written, "")
    Process.wait(child.pid)
    [child.read, child.eof?]
  end)
end
# Closing a popen whose child the program has waited for already: no
# error, and $? is cleared
IO.popen(["/bin/sh", "-c", "exit 4"], "r") do |child|
  Process.wait(child.pid)
  p $?.exitstatus
end
p $?
