# -n -l -a: the program runs for each line read, chomped, split into $F,
# with $\ set to "\n"; a Regexp literal alone as a condition matches $_.
# Expected output written by hand: Debian's ruby 3.1 run with the same switches.
print $F.reverse.join(" ") if /o/
