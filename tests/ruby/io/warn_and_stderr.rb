# warn and $stderr output go to stderr, interleaved with stdout lines; warn with multiple args and uplevel-free
puts "out 1"
warn "warning one"
$stderr.puts "err line"
warn "a", "b"
STDERR.print "no newline", "\n"
puts "out 2"
$stderr.write("written\n")
warn
p $stderr.class, $stderr.fileno, $stdout.fileno, $stdin.fileno
