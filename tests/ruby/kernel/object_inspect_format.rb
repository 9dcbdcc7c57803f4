# Object#inspect for user objects with ivars (address elided), nested, cyclic, and custom inspect/to_s
class Plain; end
class WithIvars
  def initialize
    @a = 1
    @b = "two"
    @c = [:three]
  end
end
class Custom
  def inspect = "#<Custom!>"
end
class OnlyToS
  def to_s = "only-to-s"
end
def scrub(s) = s.gsub(/0x[0-9a-f]+/, "0xXX")
p scrub(Plain.new.inspect), scrub(WithIvars.new.inspect)
p Custom.new, [Custom.new], { k: Custom.new }
p scrub(OnlyToS.new.inspect), "#{OnlyToS.new}", OnlyToS.new.to_s
n = WithIvars.new
n.instance_variable_set(:@self_ref, n)
p scrub(n.inspect)
o = Object.new
def o.inspect = "singleton-inspect"
p o, [o]
p scrub(Plain.new.to_s), Plain.new.to_s.start_with?("#<Plain:0x")
Named = Class.new
p Named.name, Named.new.inspect.start_with?("#<Named:"), Class.new.name
p nil.inspect, true.to_s, :sym.inspect, 1.0.inspect, (1..2).inspect, "q\"".inspect
