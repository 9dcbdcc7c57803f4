# nil? is answered by an instruction while the receiver's class finds
# Kernel#nil?; every other nil? (a class's own, a singleton's, a refined
# one, a private one, a later redefinition on NilClass) is called.
def nil_at(x) = x.nil?

p nil.nil?, 1.nil?, "x".nil?, [].nil?, :s.nil?, 1.5.nil?, false.nil?
# One call site, receivers of many classes, in turn and again.
p [nil, 1, [], nil, "s", nil, {}].map { |x| nil_at(x) }

class OwnNil
  def nil? = :own
end
p nil_at(OwnNil.new), nil_at(nil), nil_at(OwnNil.new), nil_at(3)

class Inherits < OwnNil; end
p nil_at(Inherits.new)

single = Object.new
def single.nil? = :singleton
p single.nil?, nil_at(single), nil_at(Object.new)

class Hidden
  private def nil? = true
end
begin
  Hidden.new.nil?
rescue NoMethodError => e
  puts "#{e.class}: #{e.message}"
end

bare = Object.new
def bare.ask = nil?
p bare.ask

module RefinedNil
  refine Integer do
    def nil? = :refined
  end
end
module UsesRefinement
  using RefinedNil
  p 3.nil?, nil_at(3)
end

# A definition on NilClass after the site has cached Kernel's.
class NilClass
  def nil? = :redefined
end
p nil_at(nil), nil.nil?, nil_at(1)

# Kernel's own, redefined, reaches every class.
module Kernel
  def nil? = :kernel_redefined
end
p nil_at(1), nil_at(nil), nil_at("s")
