# The first Ractor's "Ractor is experimental" warning follows the rules of
# Kernel#warn: with $VERBOSE nil (what -W0 sets) it is not given, and the
# Ractors after the first give none either.
$VERBOSE = nil
p Ractor.new { 6 * 7 }.value
$VERBOSE = false
p Ractor.new { 1 }.value
