# expected output written by hand: the reference CRuby on WASI cannot copy descriptors (dup raises ENOTSUP); Debian's ruby 3.1 prints this
# $stdout.dup is a stream of its own on a copy of descriptor 1; reopening
# $stdout and $stderr sends what the program writes next to a file, and
# reopening $stdout on the saved copy brings it back.
Dir.chdir(ENV.fetch("TMPDIR", "/tmp"))
saved = $stdout.dup
p saved.class, saved.fileno > 2, saved.equal?($stdout)
$stdout.reopen("out.txt", "w")
puts "into the file"
print "and more\n"
$stdout.flush
$stdout.reopen(saved)
puts "back on standard output"
p File.read("out.txt")
saved.close
p $stdout.closed?

log = File.open("log.txt", "w")
$stderr.reopen(log)
warn "a warning"
$stderr.flush
p File.read("log.txt")
