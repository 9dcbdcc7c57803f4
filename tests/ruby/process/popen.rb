# IO.popen: read, write, "r+" with close_write, the block form (waits, sets $?, answers the block's value), array commands, an env hash, err: [:child, :out], pid, backticks-like errors (expected output written by hand from Debian's ruby 3.1, adjusted for Ruby 4.0)
io = IO.popen("echo from child; exit 3")
p io.pid.is_a?(Integer), io.read
io.close
p $?.exitstatus, io.closed?
p IO.popen(["echo", "a  b", "*"], &:read), $?.success?
p IO.popen("printf 'one\\ntwo\\n'") { |f| f.readlines }
p IO.popen("cat", "r+") { |f| f.write "round trip"; f.close_write; f.read }
p IO.popen("cat", "r+") { |f| f.puts "line"; f.gets }
p IO.popen("cat >/dev/null", "w") { |f| f.puts "ignored"; :block_value }, $?.success?
p IO.popen({"GARNET_P" => "env value"}, 'echo "$GARNET_P"', &:read)
p IO.popen([{"GARNET_P" => "in array"}, "sh", "-c", 'echo "$GARNET_P"'], &:read)
p IO.popen(["sh", "-c", "echo to-err >&2; echo to-out", err: [:child, :out]], &:read)
p IO.popen("sh -c 'echo err2 >&2'", err: [:child, :out], &:read)
p IO.popen("exit 5", &:read), $?.exitstatus
r = IO.popen("cat", "w+")
r.write "w+ works"
r.close_write
p r.read
r.close
p $?.success?
IO.popen("cat", "w") { |f| f.puts "written to the child, printed by it" }
[-> { IO.popen("nosuch-command-here") },
 -> { IO.popen(["nosuch-command-here", "x"]) },
 -> { IO.popen() },
 -> { IO.popen(1) }].each do |f|
  f.call
rescue => e
  p e
end
