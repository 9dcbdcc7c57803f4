# A write to a $stdout whose reader is gone raises Errno::EPIPE; unrescued, it ends the program by SIGPIPE without a report
# expected output written by hand: the reference CRuby on WASI has no processes; Debian's ruby 3.1 prints this
require "rbconfig"
def run_until_reader_leaves(program)
  IO.popen([RbConfig.ruby, "-e", program], err: [:child, :out]) do |child|
    p child.gets
  end
  $?
end
status = run_until_reader_leaves("loop { puts 1 }")
p [status.signaled?, status.termsig == Signal.list["PIPE"]]
status = run_until_reader_leaves(<<~RUBY)
  at_exit { exit 7 if $!.is_a?(Errno::EPIPE) }
  loop { puts 1 }
RUBY
p status.exitstatus
status = run_until_reader_leaves(<<~RUBY)
  begin
    loop { $stdout.write "2\n" }
  rescue Errno::EPIPE => e
    exit(e.message.start_with?("Broken pipe") ? 8 : 9)
  end
RUBY
p status.exitstatus
