# remove_instance_variable removes a class's or a String's variable, not
# only an object's; clone(freeze:) takes nil, true or false only.
k = Class.new(Object)
k.instance_eval { @foo = :foo }
p k.remove_instance_variable(:@foo), k.instance_variable_defined?(:@foo), k.instance_variables
begin
  k.remove_instance_variable(:@foo)
rescue NameError => e
  p [e.message.sub(/0x\h+/, "X"), e.name, e.receiver.equal?(k)]
end
s = +"x"
s.instance_variable_set(:@a, 1)
p s.remove_instance_variable(:@a), s.instance_variable_defined?(:@a)
o = Object.new
o.instance_variable_set(:@b, 2)
p o.remove_instance_variable(:@b), o.instance_variables

a = Object.new
def a.b = 2
a.freeze
d = a.clone(freeze: false)
p d.frozen?, d.b
begin
  a.clone(freeze: [])
rescue ArgumentError => e
  p e.message
end
b = Object.new
p b.clone(freeze: true).frozen?, b.clone.frozen?, b.clone(freeze: nil).frozen?, "s".dup.clone(freeze: true).frozen?
p a.clone.frozen?, a.clone(freeze: nil).frozen?
