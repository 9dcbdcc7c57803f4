# An empty program name on the command line (`ruby ""`, as CRuby's own test
# helpers pass) reads the program from standard input, like `-` or none
# expected output written by hand: the reference CRuby on WASI has no processes; Debian's ruby 3.1 prints this
require "rbconfig"
[[""], ["-"], []].each do |args|
  out = IO.popen([RbConfig.ruby, *args, err: File::NULL], "r+") do |child|
    child.write 'puts "ran #{$0.inspect}"; exit 3'
    child.close_write
    child.read
  end
  p [args, out, $?.exitstatus]
end
