# Method and UnboundMethod: arity, owner, receiver, name, to_proc, unbind/bind, bind_call, parameters
class Calc
  def add(a, b) = a + b
  def opt(a, b = 1, *rest, c:, d: 2, **kw, &blk) = nil
  def self.cls_m = :class_method
end
c = Calc.new
m = c.method(:add)
p m.arity, m.name, m.owner, m.receiver.equal?(c), m.call(1, 2), m.(3, 4), m[5, 6]
p m.to_proc.lambda?, [[1, 2], [3, 4]].map { |a, b| m.call(a, b) }, [1, 2, 3].map(&10.method(:+))
p c.method(:opt).arity, c.method(:opt).parameters
u = m.unbind
p u.class, u.name, u.owner, u.bind(Calc.new).call(10, 20), u.bind_call(Calc.new, 1, 1)
p Calc.instance_method(:add).arity, Calc.method(:cls_m).call, Calc.method(:cls_m).owner.inspect
p "abc".method(:upcase).call, [3, 1, 2].method(:sort).unbind.bind([9, 8]).call
p 1.method(:+).arity, "x".method(:center).arity, method(:puts).arity, method(:p).owner
p c.public_method(:add).call(0, 1), c.respond_to?(:add), Calc.instance_methods(false).sort
def top_level(x) = x * 3
tm = method(:top_level)
p tm.call(4), tm.owner, [1, 2].map(&tm)
begin
  c.method(:nope)
rescue NameError => e
  p e.class, e.message
end
p m.inspect.start_with?("#<Method: Calc#add(a, b)"), u.inspect.start_with?("#<UnboundMethod: Calc#add(a, b)")
