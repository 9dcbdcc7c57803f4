# abort prints its message to stderr and exits with status 1 (at_exit handlers still run)
at_exit { puts "at_exit after abort" }
puts "working"
abort "fatal: something went wrong"
puts "not reached"
