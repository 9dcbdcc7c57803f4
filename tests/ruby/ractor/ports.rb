# Ractor::Port (Ruby 4.0): a port receives only in its creator; messages
# sent from other Ractors arrive in order; close and closed?.
# expected output written by hand (checked against CRuby's Ractor, Ruby 4.0's
# formats): the reference CRuby 4.0 on WASI has no Ractor.
Warning[:experimental] = false
port = Ractor::Port.new
workers = 3.times.map do |i|
  Ractor.new(port, i) do |reply, n|
    reply << [n, n * n]
    :sent
  end
end
p workers.map(&:value)
p 3.times.map { port.receive }.sort
p port.closed?
port << :last
p port.receive
port.close
p port.closed?
begin
  port.receive
rescue Ractor::ClosedError => e
  p e.class
end
begin
  port << 1
rescue Ractor::ClosedError => e
  p e.class
end
other = Ractor.new(Ractor::Port.new) { |pt| (pt.receive rescue $!.class) }
p other.take
p Ractor.current.default_port.is_a?(Ractor::Port)
