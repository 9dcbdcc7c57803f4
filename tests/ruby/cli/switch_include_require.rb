# -I adds a folder to the front of $LOAD_PATH (as an absolute path) and -r
# requires a library before the program runs (switch_include_require.switches).
# Expected output written by hand: Debian's ruby 3.1 run with the same switches.
p Greeting.hello("switches")
p File.basename($LOAD_PATH.first), $LOAD_PATH.first.start_with?("/")
p $LOADED_FEATURES.grep(/greeting/).map { |f| File.basename(f) }, require("greeting")
