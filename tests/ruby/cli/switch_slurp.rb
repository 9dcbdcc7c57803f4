# -0777 makes $/ nil, so gets reads the whole input at once (-n: one turn).
# Expected output written by hand: Debian's ruby 3.1 run with the same switches.
p $/, $_
