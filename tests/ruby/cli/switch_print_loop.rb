# -p prints $_ after each turn of the loop; next skips the print.
# Expected output written by hand: Debian's ruby 3.1 run with the same switches.
next if /skip/
$_ = $_.upcase
