# Backticks and %x(): the output, $? after each, the shell for special characters, Errno::ENOENT for a missing program (expected output written by hand from Debian's ruby 3.1, adjusted for Ruby 4.0)
p `echo hello`, $?.exitstatus, $?.success?
p %x(printf '%s-' a b c), $?.to_i
word = "interpolated"
p `echo #{word}`
p `sh -c 'echo out; exit 4'`, $?.exitstatus
p `echo multi; echo line`.lines
p `true`, $?.exited?
puts "before"
p `cat /dev/null`
p `nosuch-command-here 2>/dev/null; echo after`, $?.exitstatus
begin
  `nosuch-command-here arg`
rescue SystemCallError => e
  p e.class, e.message
end
begin
  `a\0b`
rescue ArgumentError => e
  p e.message
end
p `exit 7`, $?.exitstatus
