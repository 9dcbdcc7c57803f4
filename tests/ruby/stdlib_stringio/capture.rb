# StringIO as $stdout and $stderr: capturing puts, print, p, printf, putc, write, warn and $stdout.<<, then restoring
require "stringio"

out = StringIO.new
err = StringIO.new
$stdout = out
$stderr = err
puts "line", [1, [2]]
print "a", "b\n"
p :sym, 1..2
printf("%d-%s\n", 7, "x")
putc "Z"
putc 10
$stdout.write("w", 1, "\n")
$stdout << "chained" << "\n"
warn "warned"
$stderr.puts "to err"
$stdout = STDOUT
$stderr = STDERR
puts "restored"
p out.string
p err.string

def capture
  saved = $stdout
  $stdout = StringIO.new
  yield
  $stdout.string
ensure
  $stdout = saved
end
p capture { puts "inner"; p [1, 2] }
p capture { print }
