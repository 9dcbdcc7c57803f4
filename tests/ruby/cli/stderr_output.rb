# warn and $stderr writes go to stderr; program still exits 0
puts "to stdout"
warn "warning line"
$stderr.puts "stderr puts"
warn "multi", "args"
$stderr.print "no newline then newline\n"
STDERR.write("direct write\n")
warn
puts "done"
