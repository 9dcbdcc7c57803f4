# A bare `super` in a method whose only positional parameter is a *rest:
# the rest's elements are passed (its value now, when it was reassigned,
# splatted as super(*rest) would), the callee's rest is an Array of its own,
# the method's block and keywords go along, an anonymous * and a
# ruby2_keywords rest pass their keywords on.
# expected output from CRuby 4.0 (tools/ruby-ref).

class Base
  def take(*args, **kw, &blk) = [args, kw, blk&.call]

  def grow(*args)
    args << :grown
    args
  end
end

class Plain < Base
  def take(*a) = super
end

class Reassigned < Base
  def initialize(replace) = @replace = replace

  def take(*a)
    a = @replace.call(a)
    super
  end
end

class Keyworded < Base
  def take(*a, k: 0) = super
end

class Anonymous < Base
  def take(*) = super
end

class Flagged < Base
  ruby2_keywords def take(*a) = super
end

class Mutating < Base
  def grow(*a)
    mine = super
    [a, mine, a.equal?(mine)]
  end
end

class Listy
  def to_a = [:from, :to_a]
end

p Plain.new.take
p Plain.new.take(1, 2)
p Plain.new.take(1) { :block }
p Plain.new.take(1, {h: 1})
p Reassigned.new(->(a) { 5 }).take(1)
p Reassigned.new(->(a) { nil }).take(1)
p Reassigned.new(->(a) { [1, [2]] }).take(1)
p Reassigned.new(->(a) { "text" }).take(1)
p Reassigned.new(->(a) { Listy.new }).take(1)
p Reassigned.new(->(a) { a + [3] }).take(1)
p Keyworded.new.take(1, 2)
p Keyworded.new.take(1, k: 9)
p Anonymous.new.take(3, 4)
p Flagged.new.take(1, z: 2)
p Mutating.new.grow(1, 2)
