# method_added runs for def, define_method, alias, alias_method and each
# attribute accessor; singleton_method_added for singleton defs and
# define_singleton_method. A hook that raises stops the definition's caller.
class Watch
  def self.method_added(name) = puts("added #{name}")
  def a; end
  define_method(:b) { }
  alias c a
  alias_method :d, :b
  attr_reader :e
  attr_writer :f
  attr_accessor :g
end

o = Object.new
def o.singleton_method_added(name) = puts("singleton added #{name}")
def o.x; end
o.define_singleton_method(:y) { }

class Strict
  def self.method_added(name) = raise(ArgumentError, "no #{name}")
end
begin
  Strict.class_eval { attr_reader :z }
rescue ArgumentError => e
  p e.message
end
p Strict.method_defined?(:z)
