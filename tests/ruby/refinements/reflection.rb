# Refinements seen through send, respond_to?, method and &:name in the scope
# that uses them (Ruby 4.0), but not from code outside it; refining a
# module; import_methods; Module#using in a class body.
module Twice
  refine(Integer) { def twice = self * 2 }
end

def outside(n) = n.respond_to?(:twice)

using Twice
p 1.respond_to?(:twice)
p outside(1)
p [1, 2].map(&:twice)
p 3.send(:twice)
p 4.method(:twice).call
p 5.public_send(:twice)

module Shouting
  def shout = to_s.upcase + "!"
end
module ImportShout
  refine(Symbol) { import_methods Shouting }
end
using ImportShout
p :hey.shout

module EnumRefine
  refine Enumerable do
    def second = drop(1).first
  end
end
using EnumRefine
p [5, 6, 7].second
p (1..3).second

class Box
  module Wrap
    refine(String) { def boxed = "[#{self}]" }
  end
  using Wrap
  def self.show(s) = s.boxed
end
p Box.show("in")
begin
  "out".boxed
rescue NoMethodError => e
  puts e.message
end

module ByBlock
  define_method(:x) { 1 }
end
begin
  Module.new { refine(String) { import_methods ByBlock } }
rescue ArgumentError => e
  puts e.message
end
p Twice.refinements.map(&:class)
