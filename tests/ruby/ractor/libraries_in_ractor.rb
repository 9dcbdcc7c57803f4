# Standard libraries used from a Ractor, as Ruby 4.0 allows: time (its
# tables are shareable constants under `shareable_constant_value:
# literal`), timeout (a state of its own in each Ractor through
# Ractor.store_if_absent, its clock a shareable Method), pp; and
# Ractor.store_if_absent itself, whose block runs once in each Ractor.
# Expected output written by hand from Ruby 4.0's rules and libraries: the
# reference CRuby 4.0 on WASI has no Ractor.
Warning[:experimental] = false
require "time"
require "timeout"
require "pp"
p Ractor.new { Time.iso8601("2020-01-02T03:04:05Z").year }.value
p Ractor.new { Timeout.timeout(5) { :finished } }.value
p(Ractor.new do
  Timeout.timeout(0.05) { sleep 5 }
rescue Timeout::Error => e
  [e.class, e.message]
end.value)
p Ractor.new { s = +""; PP.pp({a: [1, 2]}, s); s }.value
p(Ractor.new do
  runs = 0
  first = Ractor.store_if_absent(:answer) { runs += 1; 42 }
  second = Ractor.store_if_absent(:answer) { runs += 1; 0 }
  [first, second, runs, Ractor[:answer]]
end.value)
p Ractor.store_if_absent("answer") { :main }, Ractor[:answer]
pid_method = Ractor.make_shareable(Process.method(:pid))
p Ractor.shareable?(pid_method), pid_method.frozen?
p Ractor.new(pid_method) { |pid| pid.call == Process.pid }.value
