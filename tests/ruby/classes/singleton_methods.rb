# Singleton methods on objects, class << self, class-level instance variables, singleton_methods list, super in singleton
class Logger
  @count = 0
  class << self
    attr_accessor :count
    def log(msg)
      self.count += 1
      "[#{count}] #{msg}"
    end
  end
  def self.reset! = @count = 0
end
p Logger.log("a"), Logger.log("b"), Logger.count, Logger.reset!, Logger.count
s = "plain"
def s.shout = upcase + "!"
p s.shout, s.singleton_methods, "other".respond_to?(:shout)
o = Object.new
class << o
  def greet = "hi from singleton"
end
p o.greet, o.singleton_methods
class Parent
  def self.build = "parent build"
end
class Kid < Parent
  def self.build = "kid/" + super
end
p Kid.build, Kid.singleton_methods.sort, Parent.singleton_class.instance_methods(false)
obj = Parent.new
def obj.to_s = "custom obj"
puts obj
p obj.singleton_class.instance_methods(false)
