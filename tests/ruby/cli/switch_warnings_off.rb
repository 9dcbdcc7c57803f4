# -W0 sets $VERBOSE to nil, and warn then writes nothing.
# Expected output written by hand: Debian's ruby 3.1 run with the same switches.
warn "not shown"
p $VERBOSE, $-v, $-w, $DEBUG
$stderr.puts "shown"
