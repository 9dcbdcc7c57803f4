# Object introspection: class, superclass chain, instance_of?, kind_of?, methods, frozen?, dup/clone copying ivars
class Widget
  attr_accessor :parts
  def initialize = @parts = [:a]
  def initialize_copy(src)
    super
    @parts = src.parts.dup
  end
end
w = Widget.new
d = w.dup
d.parts << :b
p w.parts, d.parts
p w.kind_of?(Widget), w.instance_of?(Object), Widget.ancestors.include?(Kernel)
p Widget.superclass, Widget.superclass.superclass, BasicObject.superclass
p Widget.instance_methods(false).sort, w.frozen?, w.freeze.frozen?, w.clone.frozen?, w.dup.frozen?
begin
  w.parts = []
rescue FrozenError => e
  p e.class
end
p w.itself.equal?(w), w.then { 1 }, Widget.allocate.parts
p 5.frozen?, :s.frozen?, nil.frozen?, "lit".frozen?, Object.new.frozen?
