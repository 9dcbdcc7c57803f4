# Class variables shared with subclasses, class-level ivars not shared, constants lookup in nesting/inheritance
class Base
  @@registry = []
  @level = "base-ivar"
  LIMIT = 3
  def self.register(x) = @@registry << x
  def self.registry = @@registry
  def self.level = @level
  def limit = LIMIT
end
class Sub < Base
  LIMIT = 5
  def sub_limit = LIMIT
end
Base.register(:a)
Sub.register(:b)
p Base.registry, Sub.registry, Base.level, Sub.level
p Sub.new.limit, Sub.new.sub_limit, Sub::LIMIT, Base::LIMIT
p Base.class_variable_get(:@@registry).size, Base.class_variables, Sub.const_get(:LIMIT), Base.constants.sort
module Config
  DEFAULTS = { a: 1 }.freeze
  class Loader
    def defaults = DEFAULTS
  end
end
p Config::Loader.new.defaults, Config::DEFAULTS.frozen?
begin
  Base::NOPE
rescue NameError => e
  p e.message, e.name
end
