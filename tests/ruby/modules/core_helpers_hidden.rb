# Garnet's own helpers stay out of reflection: no core class lists a method
# named like __name (CRuby has none), and respond_to? does not see them.
HELPER = /\A__(?!.*__\z)/
[Kernel, Object, BasicObject, Comparable, Enumerable, Array, Hash, String, Symbol, Integer, Float,
 Range, Proc, Method, Struct, IO, File, Enumerator, Enumerator::Lazy, Fiber, Thread, Regexp, MatchData,
 Exception, Comparable, Time, Rational, Complex].each do |mod|
  names = mod.instance_methods + mod.private_instance_methods + mod.singleton_methods +
          mod.private_methods + mod.methods
  found = names.grep(HELPER)
  puts "#{mod}: #{found.empty? ? 'none' : found.sort.inspect}"
end
p [].methods.grep(HELPER), "".private_methods.grep(HELPER), 1.public_methods.grep(HELPER)
p [1].respond_to?(:__native_fetch, true), Array.method_defined?(:__native_fetch), Array.private_method_defined?(:__native_fetch)
p Fiber.singleton_methods.grep(HELPER)
# helpers a program defines are its own business
class Widget
  def __secret = :mine
  define_method(:__made) { :made }
  alias_method :__aliased, :to_s
end
p Widget.instance_methods(false).sort, Widget.new.respond_to?(:__secret), Widget.method_defined?(:__made)
p 1.respond_to?(:__send__), 1.respond_to?(:__id__)
