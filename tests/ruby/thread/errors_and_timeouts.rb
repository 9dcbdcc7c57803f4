# Exceptions propagate on join/value; join with a timeout; sleep returns whole seconds
failing = Thread.new { raise ArgumentError, "bad input" }
failing.report_on_exception = false
begin
  failing.join
rescue ArgumentError => e
  p e.message
end
p failing.status, failing.alive?
begin
  failing.value
rescue ArgumentError => e
  p e.class
end
forever = Thread.new { sleep }
p forever.join(0.005)
busy = Thread.new { loop { } }
p busy.join(0.02)
p sleep(0.001)
begin
  Thread.current.join
rescue ThreadError => e
  p e.message
end
