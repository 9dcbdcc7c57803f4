# Reassigning a constant warns (with where it was first defined); ||=, &&= and
# op-assign on scoped constants; const_source_location; A::B lookups search
# the superclass chain.
module M; end
M::A ||= 1
p M::A
M::A ||= 2
p M::A
::TOPC ||= 3
p TOPC
M::B = true
M::B &&= :set
p M::B
M::C = 5
M::C += 1
p M::C
begin; M::Nope &&= 1; rescue NameError => e; p e.message; end
begin; M::Nope2 += 1; rescue NameError => e; p e.message; end
calls = 0
mod = -> { calls += 1; M }
mod.()::D ||= 9
p calls
class Parent; X = 1; end
class Child < Parent; end
p Child::X
m = Module.new
begin; m::Q; rescue NameError => e; p e.message.sub(/0x\h+/, "XX"); end
M.const_set(:Z, 3)
p M.const_source_location(:A), M.const_source_location(:K), M.const_source_location(:Z)
p Object.const_source_location(:String), M.const_source_location(:Nope)
# remove_const (private) returns the value; a second removal is a NameError.
p M.send(:remove_const, :Z), M.const_defined?(:Z)
begin; M.send(:remove_const, :Z); rescue NameError => e; p e.message; end
begin; M.remove_const(:A); rescue NoMethodError => e; p e.message; end
# self.x ||= v may use private accessors.
class Box
  def fill = (self.item ||= :filled)
  private
  attr_accessor :item
end
p Box.new.fill
