# Singleton methods on objects and classes, class << self, singleton_methods, define_singleton_method
str = +"hi"
def str.shout = upcase + "!"
p str.shout, str.singleton_methods, "other".respond_to?(:shout)
class Factory
  class << self
    def build(n) = Array.new(n) { new }
    private def secret = :hidden
  end
  def self.kind = :factory
end
p Factory.build(2).size, Factory.kind, Factory.singleton_methods.sort, Factory.respond_to?(:secret)
obj = Object.new
obj.define_singleton_method(:greet) { |n = "you"| "hi #{n}" }
p obj.greet, obj.greet("Ann"), obj.singleton_methods
class Sub < Factory; end
p Sub.kind, Sub.build(1).first.class, Sub.singleton_methods.sort, Sub.singleton_methods(false)
m = Module.new do
  def self.helper = :mod_helper
end
p m.helper, m.singleton_methods
