# send/public_send/__send__, respond_to? (private methods), method objects and call
class Calc
  def add(a, b) = a + b
  def [](i) = i * 2
  private def secret = :hidden
end
c = Calc.new
p c.send(:add, 1, 2), c.public_send("add", 3, 4), c.__send__(:[], 5), c.send(:secret)
begin
  c.public_send(:secret)
rescue NoMethodError => e
  p e.message
end
p c.respond_to?(:add), c.respond_to?(:secret), c.respond_to?(:secret, true), c.respond_to?(:nope)
m = c.method(:add)
p m.call(10, 20), m.arity, m.name, m.owner, m.receiver.equal?(c), m.unbind.bind(Calc.new).call(1, 1)
p [1, 2, 3].map(&c.method(:[])), [5, 7].each_with_index.map(&c.method(:add))
p 5.send(:+, 3), "abc".send(:upcase), [3, 1].send(:sort)
ops = %i[+ - *]
p ops.map { 10.send(_1, 3) }
