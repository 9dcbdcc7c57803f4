# Top-level defs are private methods of Object; self at top level is main; calling with explicit receiver fails
def helper = :helped
p helper, self.to_s, self.inspect, self.class
p Object.private_method_defined?(:helper), respond_to?(:helper), respond_to?(:helper, true)
p 5.send(:helper)
begin
  5.helper
rescue NoMethodError => e
  p e.message
end
p self.helper
class Foo
  def use = helper
end
p Foo.new.use
