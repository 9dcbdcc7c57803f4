# Signals sent to the process itself: Interrupt and SignalException in the
# main thread, Signal.trap handlers (with the previous handler returned),
# IGNORE, and the signal exceptions' constructors
begin
  Process.kill("INT", $$)
  sleep 5
  puts "not reached"
rescue Interrupt => e
  p e.class, e.message, e.signo, e.is_a?(SignalException)
end
begin
  Process.kill(:TERM, Process.pid)
  loop { }
rescue SignalException => e
  p e.class, e.message, e.signo
end

got = []
p Signal.trap("INT") { |signo| got << signo }
Process.kill("INT", $$)
sleep 0.01 until got.size == 1
p got
previous = trap("SIGINT", "IGNORE")
p previous.class
Process.kill("INT", $$)
sleep 0.01
p trap(:INT, "DEFAULT")
p trap("INT", nil)

p Signal.list["INT"], Signal.list["TERM"], Signal.list["KILL"], Signal.signame(15), Signal.signame(999)
p SignalException.new("INT").message, SignalException.new(15).signo, SignalException.new(2, "custom").message
p Interrupt.new.message, Interrupt.new("stop").message, Interrupt.new.signo
begin
  trap("KILL") { }
rescue SystemCallError => e
  p e.class, e.message
end
begin
  trap("SEGV") { }
rescue ArgumentError => e
  p e.message
end
begin
  Process.kill("NOSUCH", $$)
rescue ArgumentError => e
  p e.message
end
p Process.kill(0, $$)
