# Ractor basics: new with arguments, take/yield, send/receive, value/join,
# name, current/main?/count, inspect, ractor-local storage.
# expected output written by hand (checked against CRuby's Ractor, Ruby 4.0's
# formats): the reference CRuby 4.0 on WASI has no Ractor.
Warning[:experimental] = false
r = Ractor.new(3, 4) { |a, b| a * b }
p r.take
doubler = Ractor.new do
  loop do
    v = Ractor.receive
    break :stopped if v == :stop
    Ractor.yield v * 2
  end
end
doubler.send(21)
p doubler.take
doubler << "ab"
p doubler.take
doubler << :stop
p doubler.take
named = Ractor.new(name: "worker") { Ractor.current.name }
p named.name, named.take
p Ractor.new { Ractor.current == Ractor.main }.take, Ractor.current == Ractor.main
p Ractor.current.equal?(Ractor.current)
p Ractor.new { [Ractor.current.class, self.class] }.take
counter = Ractor.new { Ractor.receive; Ractor.count }
sleep 0.01
p Ractor.count >= 2
counter << :go
p counter.take >= 1
j = Ractor.new { :joined }
p j.join.equal?(j), j.value
Ractor.current[:color] = "red"
p Ractor.current[:color], Ractor[:color]
p Ractor.new { Ractor.current[:color] }.take
p Ractor.new { 1 }.inspect.match?(/\A#<Ractor:#\d+ basics\.rb:\d+ (running|terminated)>\z/)
p Ractor.new(name: "n1") { }.to_s.include?(" n1 basics.rb:")
