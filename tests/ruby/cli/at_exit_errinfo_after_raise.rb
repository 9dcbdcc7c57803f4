# $! in an at_exit handler is the uncaught exception that ended the program, reported after the handlers
# expected output written by hand: the reference CRuby's driver runs at_exit handlers without $!; Debian's ruby 3.1 prints this
at_exit { p $! }
raise ArgumentError, "boom"
