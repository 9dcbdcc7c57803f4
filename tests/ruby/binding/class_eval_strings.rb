# instance_eval/class_eval/module_eval with strings: generated methods, constants, self, file names, SyntaxError
class Box
  def initialize = @secret = 42
end
b = Box.new
p b.instance_eval("@secret + 1"), b.instance_eval("self").equal?(b), b.instance_eval("self.class")
Box.class_eval("def twice = @secret * 2")
%w[alpha beta].each { |n| Box.class_eval("def #{n} = :#{n}_value") }
p b.twice, b.alpha, b.beta, Box.public_method_defined?(:alpha), Box.instance_methods(false).sort
Box.class_eval <<~RUBY
  LIMIT = 10
  def limit = LIMIT
  attr_accessor :note
RUBY
b.note = "n"
p Box::LIMIT, b.limit, b.note
b.instance_eval("def only_me = :singleton")
p b.only_me, Box.new.respond_to?(:only_me), b.singleton_methods
m = Module.new
m.module_eval("def helper = :helped")
Box.include(m)
p b.helper, Box.class_eval("self"), Box.class_eval("[1, 2].sum")
begin
  Box.class_eval("def broken(")
rescue SyntaxError => e
  p e.class
end
begin
  Box.class_eval("raise ArgumentError, 'inside'")
rescue ArgumentError => e
  p e.message
end
