# Refinements: refine/using at top level and in a module body, super from a
# refined method, refinements active inside refine blocks, and the errors.
module StrRefine
  refine String do
    def shout = upcase + "!"
    def size = super * 10
  end
end

begin
  "a".shout
rescue NoMethodError => e
  puts "before using: #{e.message}"
end

using StrRefine
puts "hi".shout
puts "abc".size
p StrRefine.refinements
p StrRefine.refinements[0].target
p Module.used_modules

module Deep
  refine Array do
    def deep = map { |x| x.respond_to?(:deep) ? x.deep : x.to_s }
  end
  refine Integer do
    def deep = self * 2
  end
end
using Deep
p [1, [2, 3]].deep

class Foo
  def greet = "foo"
end
module FooRefine
  refine Foo do
    def greet = "refined " + super
  end
end
module Later
  using FooRefine
  p Foo.new.greet
end
p Foo.new.greet
begin
  Class.new { refine(String) {} }
rescue NoMethodError => e
  puts e.class
end
begin
  Module.new { refine(3) {} }
rescue TypeError => e
  puts e.message
end
begin
  using String
rescue TypeError => e
  puts e.message
end
def m = using(Deep)
begin
  m
rescue RuntimeError => e
  puts e.message
end
