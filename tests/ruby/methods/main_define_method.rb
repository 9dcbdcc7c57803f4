# define_method at the top level defines a public method of Object (as
# main's own define_method does in Ruby), taking a block or a Method, and
# answers its name.
p define_method(:zero) { :b }
p define_method(:one) { |arg| arg }
p zero, one(123)
p Object.public_method_defined?(:zero), Object.private_method_defined?(:zero)
p 5.zero
p define_method(:two, method(:one))
p two(7)
p self.private_methods(false).include?(:define_method)
begin
  define_method(:three)
rescue ArgumentError => e
  puts e.message
end
