# -w sets $VERBOSE to true; without switches it is false.
# Expected output written by hand: Debian's ruby 3.1 run with the same switches.
p $VERBOSE, $-w
warn "shown"
