# The visibility `def` gives: the main script's private default until it says
# `public`; a block's def under its body's `private` (but a class_exec block
# starts public); initialize_dup and friends are always private. A frozen
# object's singleton class is frozen too.
public
def public_top; end
private
def private_top; end
p [Object.public_method_defined?(:public_top), Object.private_method_defined?(:private_top)]

module Tools
  private
  -> { def from_lambda; end }.call
  [1].each { def from_block; end }
  public
  [1].each { def after_public; end }
end
p Tools.private_instance_methods(false).sort, Tools.public_instance_methods(false).sort

class Widget
  private
  Widget.class_exec { def from_class_exec; end }
  def initialize_dup(other) = super
  def initialize_clone(other, freeze: nil) = super
end
p Widget.public_method_defined?(:from_class_exec)
p Widget.private_instance_methods(false).sort

class Gadget; end
Gadget.attr_accessor :size
p Gadget.public_method_defined?(:size=)

obj = Object.new.freeze
p obj.singleton_class.frozen?
late = Object.new
late.singleton_class
late.freeze
p late.singleton_class.frozen?
c = obj.singleton_class
begin
  def c.helper; end
rescue FrozenError => e
  puts e.message.sub(/0x\h+/, "XX")
end
begin
  eval("def many(a, *b, *c); end")
rescue SyntaxError => e
  puts e.message[/unexpected multiple `\*` splat parameters/]
end
