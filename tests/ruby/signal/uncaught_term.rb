# An uncaught SIGTERM is not reported; buffered output is flushed and the
# process ends as SIGTERM would (status 143)
print "partial line without newline"
$stdout.write(" and more")
Process.kill("TERM", $$)
sleep 1
puts "not reached"
