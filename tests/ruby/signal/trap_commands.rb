# Signal.trap's commands and what it answers for the previous handler:
# Symbols as Strings, IGNORE / SIG_IGN / "" and nil ignore, DEFAULT and
# SIG_DFL restore, anything with #call is called with the signal's number,
# and an EXIT trap runs before the at_exit blocks.
# expected output written by hand: the reference CRuby on WASI has no signals;
# Debian's ruby 3.1 prints this
p Signal.trap(:HUP, :IGNORE)
p Signal.trap(:HUP, :SIG_IGN)
p Signal.trap(:HUP, "")
p Signal.trap(:HUP, nil)
p Signal.trap(:HUP, :SIG_DFL)
p Signal.trap(:PROF, "DEFAULT"), Signal.trap(:PROF, "SYSTEM_DEFAULT"), Signal.trap(:PROF, "DEFAULT")
p Signal.signame(0), Signal.signame(1)

Signal.trap(:HUP, nil)
Process.kill(:HUP, Process.pid)
p :ignored

done = false
callable = Object.new
callable.define_singleton_method(:call) { |signo| p [:called, signo]; done = true }
Signal.trap(:USR1, callable)
Process.kill(:USR1, Process.pid)
Thread.pass until done

class Handler
  def initialize(log) = @log = log
  def handle(signo) = @log << signo
end
log = []
Signal.trap(:USR2, Handler.new(log).method(:handle))
Process.kill(:USR2, Process.pid)
Thread.pass while log.empty?
p log

Signal.trap(:USR1, Object.new)
begin
  Process.kill(:USR1, Process.pid)
  loop { Thread.pass }
rescue NoMethodError => e
  p e.class, e.name
end

at_exit { puts "at_exit 1" }
p Signal.trap(:EXIT, proc { puts "EXIT trap" })
at_exit { puts "at_exit 3" }
