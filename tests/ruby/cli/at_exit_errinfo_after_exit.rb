# $! in at_exit handlers is the exception that ended the program: SystemExit after exit
# expected output written by hand: the reference CRuby's driver runs at_exit handlers without $!; Debian's ruby 3.1 prints this
at_exit { p [$!.class, $!.status, $!.message] }
at_exit { p $!.class }
exit 9
