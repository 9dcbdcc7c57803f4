# extend on objects and classes, module_function, self methods in modules, extended/included hooks
module Loud
  def speak = "#{self.class.name.upcase}!!"
end
s = "obj"
s.extend(Loud)
p s.speak, s.singleton_class.include?(Loud), "other".respond_to?(:speak)
module ClassHelpers
  def build(*a) = new(*a)
end
class Thing
  extend ClassHelpers
  def initialize(v = 0) = @v = v
  attr_reader :v
end
p Thing.build(5).v, Thing.singleton_class.include?(ClassHelpers)
module Util
  module_function
  def twice(x) = x * 2
end
p Util.twice(4), Util.respond_to?(:twice), Object.new.extend(Util).respond_to?(:twice)
module Mathy
  def self.square(x) = x * x
  PI2 = 6.28
end
p Mathy.square(3), Mathy::PI2
module Tracked
  @log = []
  def self.log = @log
  def self.included(base) = @log << "included in #{base}"
  def self.extended(base) = @log << "extended #{base.class}"
end
class A; include Tracked; end
Object.new.extend(Tracked)
p Tracked.log
