# A read of standard input that has to wait parks only its own thread: the
# program's other threads run meanwhile, an interrupt (SIGINT) ends the wait
# with Interrupt, and the end of input ends it with nil
# expected output written by hand: the reference CRuby on WASI has no processes; Debian's ruby 3.1 prints this
require "rbconfig"
child = <<~'RUBY'
  $stdout.sync = true
  ticker = Thread.new { 3.times { |i| puts "tick #{i}"; sleep 0.01 } }
  puts "got #{gets.inspect}"
  ticker.join
  begin
    puts "waiting"
    gets
  rescue Interrupt
    puts "interrupted"
  end
  p [gets, $stdin.read, $stdin.eof?]
RUBY
IO.popen([RbConfig.ruby, "-e", child], "r+") do |io|
  3.times { puts io.gets }
  io.write "hello\n"
  puts io.gets
  puts io.gets
  Process.kill(:INT, io.pid)
  puts io.gets
  io.close_write
  puts io.gets
end
p $?.success?
