# super edge cases: zsuper passes modified args, super with block, super with keywords, super in class methods
class Base
  def m(a, b = 2, *rest, k: 0, &blk) = [a, b, rest, k, blk&.call]
  def self.create(*args) = "Base.create#{args}"
end
class Child < Base
  def m(a, b = 2, *rest, k: 0, &blk)
    a = a * 100
    super
  end
  def self.create(*args) = "Child+" + super
end
class Child2 < Base
  def m(a, *) = super(a, 9) { :explicit_block }
end
p Child.new.m(1), Child.new.m(1, 3, 4, k: 5) { :blk }
p Child2.new.m(7, 8, 9)
p Child.create(1, 2)
class Child3 < Base
  def m(...) = super(...).reverse
end
p Child3.new.m(1, k: 2)
class NoParent
  def m = super
end
begin
  NoParent.new.m
rescue NoMethodError => e
  p e.message
end
